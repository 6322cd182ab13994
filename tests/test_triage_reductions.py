"""Triage of the reduce / reduce_window findings of campaign fz3 (issue 9).

XLA's results for variadic reduces and reduce_windows whose init values are not the body's
identity differed from the reference's. The spec's schedule interleaves an implementation-defined
number of init values (reduce semantics), so both were right: the reference's
`init-not-identity` condition only recognised single-input bodies, and the generator drew random
init values (seed 004 G5: tests should not exercise implementation-defined behaviour). These
tests pin the condition for variadic bodies, the float-schedule condition for a float input that
is not the first, the identities of float types without infinities, and the generator's
identity init values (checked against numpy arithmetic, not against the reference)."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

import spec
from fuzz.strategies import ops
from fuzz.strategies_reduction import body_ops, identity
from oracles.verdict import unspecified_masks
from reference.interpreter import Interpreter
from reference.ops.reduction import _component_ops, _is_identity
from spec.types import ELEMENT_TYPES


def variadic(op: str, types: tuple[str, str], shape: tuple[int, ...], body: tuple[str, str],
             reduced: str = "dimensions = array<i64>", result_shape=None) -> str:
    """A two-input reduce / reduce_window of @main's arguments (inputs, then init values) whose
    body combines argument k with argument k+2 by body[k], returning both results."""
    t = [f"tensor<{''.join(f'{d}x' for d in shape)}{e}>" for e in types]
    r = [f"tensor<{''.join(f'{d}x' for d in (result_shape or ()))}{e}>" for e in types]
    s = [f"tensor<{e}>" for e in types]
    return f"""func.func @main(%x0: {t[0]}, %x1: {t[1]}, %i0: {s[0]}, %i1: {s[1]}) -> ({r[0]}, {r[1]}) {{
  %r:2 = "stablehlo.{op}"(%x0, %x1, %i0, %i1) ({{
  ^bb0(%a0: {s[0]}, %a1: {s[1]}, %a2: {s[0]}, %a3: {s[1]}):
    %s0 = "stablehlo.{body[0]}"(%a0, %a2) : ({s[0]}, {s[0]}) -> {s[0]}
    %s1 = "stablehlo.{body[1]}"(%a3, %a1) : ({s[1]}, {s[1]}) -> {s[1]}
    "stablehlo.return"(%s0, %s1) : ({s[0]}, {s[1]}) -> ()
  }}) {{{reduced}}} : ({t[0]}, {t[1]}, {s[0]}, {s[1]}) -> ({r[0]}, {r[1]})
  "func.return"(%r#0, %r#1) : ({r[0]}, {r[1]}) -> ()
}}"""


WINDOW0 = ("base_dilations = array<i64>, padding = dense<> : tensor<0x2xi64>, "
           "window_dilations = array<i64>, window_dimensions = array<i64>, "
           "window_strides = array<i64>")


def ignored(text: str, inputs: list) -> list[bool]:
    """Whether the campaign's comparison ignores each output (every element of it)."""
    return [bool(np.all(m)) if m is not None else False
            for m in unspecified_masks(spec.parse(text), inputs)]


@pytest.mark.parametrize("op, reduced", [("reduce", "dimensions = array<i64>"),
                                         ("reduce_window", WINDOW0)])
def test_a_variadic_reduction_with_an_init_that_is_not_the_identity_isunspecified_masks(op, reduced):
    """Finding 5ac8d9a9a4a4bf7e: reduce of one i16 element 0 with init -6 and an add body. A
    schedule with no init leaf gives 0 (XLA), one with one init leaf gives -6 (the reference):
    the spec allows both."""
    text = variadic(op, ("i16", "i1"), (), ("add", "add"), reduced)
    x = [np.array(0, np.int16), np.array(False)]
    assert ignored(text, x + [np.array(-6, np.int16), np.array(False)]) == [True, True]
    assert ignored(text, x + [np.array(0, np.int16), np.array(True)]) == [True, True]
    assert ignored(text, x + [np.array(0, np.int16), np.array(False)]) == [False, False]


def test_each_component_is_checked_against_its_own_op():
    """add's identity is 0, multiply's is 1 (finding deb29760982f5855: i1 multiply, init
    false)."""
    text = variadic("reduce", ("i32", "i1"), (3,), ("add", "multiply"),
                    "dimensions = array<i64: 0>")
    x = [np.array([1, 2, 3], np.int32), np.array([True, False, True])]
    assert ignored(text, x + [np.array(0, np.int32), np.array(True)]) == [False, False]
    assert ignored(text, x + [np.array(0, np.int32), np.array(False)]) == [True, True]
    assert ignored(text, x + [np.array(1, np.int32), np.array(True)]) == [True, True]


def test_a_body_mixing_components_is_not_recognised():
    """A body whose result 0 combines arguments 0 and 1 is not one op per component."""
    text = variadic("reduce", ("i32", "i32"), (), ("add", "add")).replace(
        '"stablehlo.add"(%a0, %a2)', '"stablehlo.add"(%a0, %a1)')
    op = spec.parse(text).func("main").ops[0]
    assert _component_ops(op.regions[0]) is None
    good = spec.parse(variadic("reduce", ("i32", "f32"), (), ("maximum", "add")))
    assert _component_ops(good.func("main").ops[0].regions[0]) == ["stablehlo.maximum",
                                                                    "stablehlo.add"]


def test_a_float_input_after_an_integer_one_has_an_order_dependent_result():
    """float-schedule looked only at the first input's type: an (i32, f32) reduce of three
    values is order-dependent in its f32 component ((1e8 + -1e8) + 1 = 1, 1e8 + (-1e8 + 1) = 0
    in f32)."""
    text = variadic("reduce", ("i32", "f32"), (3,), ("add", "add"), "dimensions = array<i64: 0>")
    module = spec.parse(text)
    inits = [np.array(0, np.int32), np.array(-0.0, np.float32)]
    mixed = [np.array([1, 2, 3], np.int32), np.array([1e8, -1e8, 1], np.float32)] + inits
    assert bool(np.all(Interpreter(module).unspecified_mask(module.func("main").ops[0], mixed)))
    ints = variadic("reduce", ("i32", "i32"), (3,), ("add", "add"), "dimensions = array<i64: 0>")
    module = spec.parse(ints)
    operands = [np.array([1, 2, 3], np.int32)] * 2 + [np.array(0, np.int32)] * 2
    assert not np.any(Interpreter(module).unspecified_mask(module.func("main").ops[0], operands))


def _values(et: str) -> np.ndarray:
    """Every value of an integer or float type of 8 bits or fewer, a sample (with the special
    values) of wider ones."""
    t = ELEMENT_TYPES[et]
    if t.kind == "bool":
        return np.array([False, True])
    if t.kind == "complex":
        parts = np.array([0.0, -0.0, 1.5, -2.25, np.inf, -np.inf, np.nan])
        x = np.empty((7, 7), t.dtype)
        x.real, x.imag = parts[:, None], parts[None, :]
        return x.ravel()
    if t.kind in ("signed", "unsigned"):
        lo, hi = t.min_value, t.max_value
        if hi - lo < 256:
            return np.arange(lo, hi + 1).astype(t.dtype)
        return np.array([lo, hi, 0, 1, 2, lo + 1, hi - 1], object).astype(t.dtype)
    info = ml_dtypes.finfo(t.dtype)
    if info.bits == 8:
        return np.arange(256, dtype=np.uint8).view(t.dtype)
    if info.bits < 8:  # f4, f6: every value is a rounding of some point of a fine grid
        grid = np.linspace(float(info.min), float(info.max), 20001)
        return np.unique(np.concatenate([grid, -grid, [0.0, -0.0]]).astype(t.dtype))
    return np.array([0.0, -0.0, 1.0, -3.5, float(info.max), float(info.min),
                     float(info.smallest_subnormal), np.inf, -np.inf, np.nan]).astype(t.dtype)


def _same(a: np.ndarray, b: np.ndarray) -> bool:
    """Element-for-element the same values (NaN matching NaN, zeros by sign)."""
    if ELEMENT_TYPES_BY_DTYPE[a.dtype].kind in ("bool", "signed", "unsigned"):
        return np.array_equal(a, b)
    a64, b64 = a.astype(np.complex128).ravel(), b.astype(np.complex128).ravel()
    for p, q in ((a64.real, b64.real), (a64.imag, b64.imag)):
        both_nan = np.isnan(p) & np.isnan(q)
        if not np.all(both_nan | ((p == q) & (np.signbit(p) == np.signbit(q)))):
            return False
    return True


def _apply(op: str, v: np.ndarray, x: np.ndarray) -> np.ndarray:
    """op(v, x) by numpy in a wide type (exact for these ops at an identity), cast back."""
    dt = x.dtype
    if dt == bool:
        f = {"add": np.logical_or, "or": np.logical_or, "maximum": np.logical_or,
             "multiply": np.logical_and, "and": np.logical_and, "minimum": np.logical_and}[op]
        return f(v, x)
    if ELEMENT_TYPES_BY_DTYPE[dt].kind in ("signed", "unsigned"):
        wv, wx = int(v), x.astype(object)
        f = {"add": lambda a, b: a + b, "multiply": lambda a, b: a * b, "maximum": max,
             "minimum": min, "and": lambda a, b: a & b, "or": lambda a, b: a | b}[op]
        return np.array([f(wv, int(e)) for e in wx], dt)
    wide = np.complex128 if np.iscomplexobj(x) else np.float64
    wv, wx = v.astype(wide), x.astype(wide)
    f = {"add": np.add, "multiply": np.multiply, "maximum": np.maximum, "minimum": np.minimum}[op]
    return f(wv, wx).astype(dt)


ELEMENT_TYPES_BY_DTYPE = {np.dtype(t.dtype): t for t in ELEMENT_TYPES.values()}
PAIRS = [(et, op) for et in ELEMENT_TYPES for op in body_ops(et)]


@pytest.mark.parametrize("et, op", PAIRS, ids=[f"{e}-{o}" for e, o in PAIRS])
def test_the_generator_init_is_the_identity_of_the_body_op(et, op):
    """identity(op, et) leaves every value unchanged on either side, and the reference's
    init-not-identity condition agrees (so the generator's init values are compared)."""
    v = identity(op, et)
    if v is None:
        assert (et, op) in {("f8E8M0FNU", "add"), ("complex<f32>", "multiply"),
                            ("complex<f64>", "multiply")}
        return
    x = _values(et)
    assert _same(_apply(op, v, x), x), (et, op, v)
    assert _is_identity(f"stablehlo.{op}", v)


def test_float_types_without_infinities_have_finite_extreme_identities():
    """maximum(x, -448) = x for every non-NaN f8E4M3FN value (it has no -inf); before, only
    -inf counted as maximum's identity, so such reduces were never compared."""
    x = np.arange(256, dtype=np.uint8).view(ml_dtypes.float8_e4m3fn)
    x = x[~np.isnan(x.astype(np.float32))]
    low = np.array(-448, ml_dtypes.float8_e4m3fn)
    assert np.array_equal(np.maximum(low.astype(np.float32), x.astype(np.float32)),
                          x.astype(np.float32))
    assert _is_identity("stablehlo.maximum", low)
    assert _is_identity("stablehlo.minimum", np.array(240, ml_dtypes.float8_e4m3fnuz))
    assert not _is_identity("stablehlo.maximum", np.array(-65504, np.float16))  # f16 has -inf


@pytest.mark.parametrize("name", ["reduce", "reduce_window"])
def test_generated_reductions_mostly_compare_their_results(name):
    """With IDENTITY_RATE 0.85 per component, most generated reductions have identity inits:
    before, nearly every one had random inits and was ignored as implementation-defined."""
    seen = []

    @settings(max_examples=60, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(ops(name, max_rank=2, max_side=3))
    def run(case):
        text, inputs = case
        module = spec.parse(text)
        op = module.func("main").ops[0]
        n = len(op.results)
        seen.append(all(_is_identity(b, np.asarray(i)) for b, i in zip(
            _component_ops(op.regions[0]) or [], inputs[n:2 * n])))

    run()
    assert len(seen) >= 30 and sum(seen) >= 0.5 * len(seen), (sum(seen), len(seen))


def test_complex_multiply_has_no_exact_identity():
    """(1 + 0i)(1 + inf i) has real part 1*1 - 0*inf = NaN, so a schedule with more init values
    changes the result: complex multiply reductions are implementation-defined for any init."""
    one = np.complex64(1 + 0j)
    x = np.empty((), np.complex64)
    x.real, x.imag = 1.0, np.inf
    with np.errstate(invalid="ignore"):
        assert np.isnan((one * x).real)
    assert not _is_identity("stablehlo.multiply", np.array(one))
    assert _is_identity("stablehlo.add", np.array(-0.0 - 0.0j, np.complex128))


SELECT_AND_SCATTER = """func.func @main(%x: tensor<f32>, %s: tensor<f32>, %i: tensor<f32>) -> tensor<f32> {
  %r = "stablehlo.select_and_scatter"(%x, %s, %i) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %c = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64>, window_strides = array<i64>, padding = dense<> : tensor<0x2xi64>} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  "func.return"(%r) : (tensor<f32>) -> ()
}"""


def test_select_and_scatter_with_an_init_that_is_not_the_identity_isunspecified_masks():
    """Finding b06e066265642126 (stablehlo-interpreter): source 0, init 0.4375, add: one init
    leaf gives 0.4375 (the reference), two give 0.875 (upstream's interpreter); the spec's
    result is reduce([source_values], [init_value], [0], scatter), reduce's schedule."""
    x, s = np.array(0, np.float32), np.array(0, np.float32)
    assert ignored(SELECT_AND_SCATTER, [x, s, np.array(0.4375, np.float32)]) == [True]
    assert ignored(SELECT_AND_SCATTER, [x, s, np.array(-0.0, np.float32)]) == [False]
