"""fuzz.strategies: every op of the seed spec generates programs our verifier accepts, values
hold the special values at the asked rate, inputs avoid Unspecified masks, bad arguments fail
eagerly."""
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

import spec
from fuzz.strategies import (OP_GENERATORS, element_values, ops, programs, shapes,
                             special_values, types)
from reference.errors import EvaluationError
from reference.interpreter import Interpreter, _relevant_unspecified, group_operands
from oracles.compare import accuracy
from reference.ops import IMPLEMENTATIONS
from spec.official import official_verdict
from spec.ops import OPS
from spec.types import ELEMENT_TYPES
from spec.verify import verify
import ml_dtypes
from fuzz.strategies_reduction import body_ops, identity
from reference.ops.reduction import _component_ops, _is_identity
import reference

QUICK = settings(max_examples=20, deadline=None, database=None,
                 suppress_health_check=list(HealthCheck))


@pytest.mark.parametrize("name", sorted(OP_GENERATORS))
def test_generated_programs_verify_clean(name):
    @QUICK
    @given(ops(name, max_elements=12))
    def check(program):
        text, inputs = program
        module = spec.parse(text)
        assert not verify(module), "\n".join(map(str, verify(module))) + "\n" + text
        full = name if "." in name else f"stablehlo.{name}"  # CHLO generators: full names
        assert any(op.name == full for op in module.walk()), text
        assert len(inputs) == len(module.func("main").type.inputs)
    check()


@pytest.mark.parametrize("name", sorted(OP_GENERATORS))
def test_generated_modules_hold_what_the_parser_builds(name):
    """The generators' spec.ir modules have the types and attribute values that parsing their
    printed text gives (the parser leaves out attributes at their default)."""
    @settings(QUICK, max_examples=5)
    @given(ops(name, max_elements=12, as_module=True))
    def check(program):
        module, _ = program
        again = spec.parse(spec.print_module(module))
        assert module.attributes == again.attributes
        assert [f.type for f in module.funcs] == [f.type for f in again.funcs]
        for built, parsed in zip(module.walk(), again.walk(), strict=True):
            assert (built.name, built.result_types) == (parsed.name, parsed.result_types)
            for key, value in built.attributes.items():
                assert parsed.attributes.get(key, value) == value, (built.name, key)
    check()


@pytest.mark.parametrize("name", ["divide", "remainder", "shift_left", "power"])
def test_inputs_avoid_value_dependent_unspecified_behaviour(name):
    @QUICK
    @given(ops(name, element_types=("i8", "ui8", "i32", "f16")))
    def check(program):
        text, inputs = program
        module = spec.parse(text)
        op = module.func("main").body.block.ops[0]
        mask = Interpreter(module).unspecified_mask(op, inputs)
        assert mask is None or not np.any(mask), text
    check()


def test_allow_unspecified_keeps_integer_division_by_zero():
    seen = []

    @settings(max_examples=60, deadline=None, database=None)
    @given(ops("divide", element_types=("i2",), allow_unspecified=True))
    def check(program):
        seen.append(np.any(program[1][1] == 0))
    check()
    assert any(seen)  # i2 divisors: 0 is one value in four (plus specials)


def test_special_values_are_those_of_the_type():
    assert np.isnan(special_values("f32").astype(np.float64)).any()
    assert sorted(special_values("i4").astype(int)) == [-8, -1, 0, 1, 7]
    assert sorted(special_values("ui2").astype(int)) == [0, 1, 3]
    e8m0 = special_values("f8E8M0FNU").astype(np.float64)
    assert not (e8m0[~np.isnan(e8m0)] <= 0).any()  # no zero, no sign
    assert not np.isinf(special_values("f8E4M3FN").astype(np.float64)).any()  # FN: no inf


@given(element_values("f32", shape=(400,), special_rate=1.0))
@settings(max_examples=5, deadline=None)
def test_special_rate_one_gives_only_special_values(x):
    specials = special_values("f32").view(np.uint32)
    assert np.isin(x.view(np.uint32), specials).all()


@given(element_values("i8", shape=(400,), special_rate=0.0))
@settings(max_examples=5, deadline=None)
def test_special_rate_zero_still_reaches_the_range(x):
    assert x.dtype == np.int8 and x.shape == (400,)


@given(shapes(min_rank=1, max_rank=3, max_side=5, max_elements=10))
@settings(max_examples=50, deadline=None)
def test_shapes_respect_the_element_budget(shape):
    assert 1 <= len(shape) <= 3 and all(0 <= n <= 5 for n in shape)
    assert int(np.prod(shape)) <= 10


@given(types(families=("unsigned",)))
@settings(max_examples=20, deadline=None)
def test_types_of_a_family(t):
    assert ELEMENT_TYPES[t].kind == "unsigned"


@QUICK
@given(programs(max_ops=6, element_types=("i32", "f32", "bf16")))
def test_programs_are_valid_dags_with_inputs(program):
    text, inputs = program
    module = spec.parse(text)
    assert not verify(module), text
    main = module.func("main")
    assert len(inputs) == len(main.type.inputs)
    assert len(reference.evaluate(module, inputs)) == len(main.type.results)


def test_programs_call_callees():
    texts = []

    @settings(max_examples=30, deadline=None, database=None)
    @given(programs(max_ops=4, ops=("add", "call"), element_types=("i32",)))
    def check(program):
        texts.append(program[0])
    check()
    assert any("func.call" in t and "@callee" in t for t in texts)


@pytest.mark.parametrize("call", [
    lambda: ops("nope"), lambda: ops("add", max_rank=0), lambda: ops("add", max_side=True),
    lambda: ops("add", element_types=("f33",)), lambda: ops("add", element_types="f32"),
    lambda: ops("add", special_rate=2), lambda: element_values("f33"),
    lambda: element_values("f32", shape=(-1,)), lambda: shapes(max_elements=0),
    lambda: types(element_types=("i8",), families=("float",)),
    lambda: programs(max_ops=0), lambda: programs(ops=("gather",)),
])
def test_bad_arguments_fail_eagerly(call):
    with pytest.raises(ValueError):
        call()


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(ops("remainder"))
def test_remainder_is_never_generated_on_complex_numbers(program):
    """The spec leaves the remainder of complex numbers undefined (#997): G5 avoids it."""
    assert "complex" not in program[0]


# ---------------------------------------------------------------------------------------------
# Regressions: init values that are not the body's identity (the spec's schedule interleaves an
# implementation-defined number of them): the `init-not-identity` condition for variadic
# bodies, the float-schedule condition, the identities of float types without infinities.


def identity_probe_values(et: str) -> np.ndarray:
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


def same_values(a: np.ndarray, b: np.ndarray) -> bool:
    """Element-for-element the same values (NaN matching NaN, zeros by sign)."""
    if ELEMENT_TYPES_BY_DTYPE[a.dtype].kind in ("bool", "signed", "unsigned"):
        return np.array_equal(a, b)
    a64, b64 = a.astype(np.complex128).ravel(), b.astype(np.complex128).ravel()
    for p, q in ((a64.real, b64.real), (a64.imag, b64.imag)):
        both_nan = np.isnan(p) & np.isnan(q)
        if not np.all(both_nan | ((p == q) & (np.signbit(p) == np.signbit(q)))):
            return False
    return True


def apply_body_op(op: str, v: np.ndarray, x: np.ndarray) -> np.ndarray:
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
def test_reduce_regression_generator_init_is_the_identity_of_the_body(et, op):
    """identity(op, et) leaves every value unchanged on either side, and the reference's
    init-not-identity condition agrees (so the generator's init values are compared)."""
    v = identity(op, et)
    if v is None:
        assert (et, op) in {("f8E8M0FNU", "add"), ("complex<f32>", "multiply"),
                            ("complex<f64>", "multiply")}
        return
    x = identity_probe_values(et)
    assert same_values(apply_body_op(op, v, x), x), (et, op, v)
    assert _is_identity(f"stablehlo.{op}", v)


def test_reduce_regression_float_types_without_infinities_have_finite_identities():
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
def test_reduce_regression_generated_reductions_mostly_compare(name):
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


def test_reduce_regression_complex_multiply_has_no_exact_identity():
    """(1 + 0i)(1 + inf i) has real part 1*1 - 0*inf = NaN, so a schedule with more init values
    changes the result: complex multiply reductions are implementation-defined for any init."""
    one = np.complex64(1 + 0j)
    x = np.empty((), np.complex64)
    x.real, x.imag = 1.0, np.inf
    with np.errstate(invalid="ignore"):
        assert np.isnan((one * x).real)
    assert not _is_identity("stablehlo.multiply", np.array(one))
    assert _is_identity("stablehlo.add", np.array(-0.0 - 0.0j, np.complex128))


@pytest.mark.parametrize("name", sorted(OP_GENERATORS))
def test_conditions_ruled_out_by_types_never_hold(name):
    """registry.may_hold leaves out, from an op's masks, the Unspecified conditions its static
    types rule out: on generated programs of every element type, special values included, each
    left-out condition is false everywhere (checked before each op runs, regions included)."""
    checked = []

    class Checking(Interpreter):
        def run_op(self, op, operands):
            impl = IMPLEMENTATIONS.get(op.name)
            relevant = _relevant_unspecified(op) if impl else ()
            for u in impl.unspecified if impl else ():
                if u not in relevant:
                    kwargs, groups = self._mask_plan(op)
                    mask = u.mask(*group_operands(operands, groups), **kwargs)
                    assert not np.any(mask), f"{u.id} holds though the types rule it out"
            checked.append(op.name)
            return super().run_op(op, operands)

    @settings(QUICK, max_examples=8)
    @given(ops(name, max_elements=12, special_rate=0.3, allow_unspecified=True))
    def check(program):
        text, inputs = program
        try:
            Checking(spec.parse(text)).call("main", inputs)
        except EvaluationError:
            pass  # a program for a process grid, an empty infeed: its ops so far were checked
    check()
    full = name if "." in name else f"stablehlo.{name}"
    assert name == "return" or full in checked  # return ends a region


ACCURACY_OPS = sorted(s.mnemonic for s in OPS.values()
                      if any(a.name == "result_accuracy" for a in s.attributes))


@pytest.mark.jaxlib
@pytest.mark.parametrize("name", ACCURACY_OPS)
def test_transcendental_ops_draw_every_result_accuracy_mode_jaxlib_accepts(name):
    """Half the programs carry no result_accuracy; the others each mode, TOLERANCE with its
    stated tolerances, every one accepted by jaxlib's verifier as by ours."""
    seen = set()

    @settings(max_examples=100, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(ops(name, max_elements=4, element_types=("f32",), as_module=True))
    def check(example):
        module = example[0]
        op = next(o for o in module.walk() if o.name == f"stablehlo.{name}")
        mode = accuracy(op)[0] if "result_accuracy" in op.attributes else "none"
        seen.add(mode)
        if mode != "none":
            assert official_verdict(module) == (True, "")
            assert not verify(module)
    check()
    assert seen == {"none", "DEFAULT", "HIGHEST", "TOLERANCE"}
