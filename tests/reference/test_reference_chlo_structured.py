"""The structured CHLO ops on the reference: top_k against XLA's order (ties by index, NaN
first, +0 before -0) in every element type XLA runs it in, ragged_dot's three modes against a
loop of dot_generals and against upstream's decomposition, scan against XLA and upstream's
decomposition."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import spec
from oracles import make, oracle_class
from oracles.reference import Reference
from reference import evaluate
from reference.interpreter import Interpreter
from reference.ops.registry import IMPLEMENTATIONS
from spec.syntax import print_module


@pytest.fixture(scope="module")
def xla():
    if not oracle_class("xla").available()[0]:
        pytest.skip("XLA is not available here")
    backend = make("xla")
    yield backend
    backend.close()


@pytest.fixture(scope="module")
def interpreter():
    backend = make("stablehlo-interpreter")
    yield backend
    backend.close()


def _top_k_program(et: str, shape: tuple, k: int, extra: str = "") -> spec.ir.Module:
    dims = "x".join(map(str, shape))
    out = "x".join(map(str, shape[:-1] + (k,)))
    return spec.parse(f"""func.func @main(%x: tensor<{dims}x{et}>) -> (tensor<{out}x{et}>, tensor<{out}xi32>) {{
  %v, %i = chlo.top_k(%x, k = {k}){extra} : tensor<{dims}x{et}> -> (tensor<{out}x{et}>, tensor<{out}xi32>)
  return %v, %i : tensor<{out}x{et}>, tensor<{out}xi32>
}}""")


FLOATS = [np.nan, -np.nan, np.inf, -np.inf, 0.0, -0.0, 1.5, 1.5, -2.0, 0.0, -0.0, 3.0, np.nan]
CASES = {
    "f32": np.array(FLOATS, np.float32),
    "f64": np.array(FLOATS, np.float64),
    "f16": np.array(FLOATS, np.float16),
    "bf16": np.array(FLOATS, ml_dtypes.bfloat16),
    "f8E4M3FN": np.array(FLOATS[:2] + FLOATS[4:], np.float32).astype(ml_dtypes.float8_e4m3fn),
    "f8E5M2": np.array(FLOATS, np.float32).astype(ml_dtypes.float8_e5m2),
    "f8E4M3FNUZ": np.array([np.nan, 1, 0, 0, -1, 1, 0.5], np.float32).astype(
        ml_dtypes.float8_e4m3fnuz),
    "f8E8M0FNU": np.array([1, 0.5, 1, 2, np.nan, 0.5], np.float32).astype(
        ml_dtypes.float8_e8m0fnu),
    "i8": np.array([3, -1, 3, 127, -128, 0, -1], np.int8),
    "ui64": np.array([5, 1 << 63, 3, (1 << 64) - 1, 5], np.uint64),
    "i1": np.array([True, False, True, False, True]),
    "i32": np.array([7, -7, 7, 0, 2 ** 31 - 1, -2 ** 31], np.int32),
}


def _same(a: np.ndarray, b: np.ndarray) -> bool:
    """Equal bits, any NaN equal to any NaN (XLA does not keep f8E5M2 NaN payloads)."""
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype == np.bool_ or a.dtype.kind in "iu":
        return bool((a == b).all())
    nan = np.isnan(a.astype(np.float64)) & np.isnan(b.astype(np.float64))
    bits = lambda x: x.view(np.dtype(f"u{x.dtype.itemsize}"))  # noqa: E731
    return bool((nan | (bits(a) == bits(b))).all())


@pytest.mark.parametrize("et", CASES, ids=list(CASES))
def test_top_k_orders_as_xla(et, xla):
    x = CASES[et]
    for k in (x.size, 3):
        module = _top_k_program(et, x.shape, k)
        ours = evaluate(module, [x])
        theirs = xla.run(module, [x])
        assert theirs.status == "ok", theirs.message
        assert _same(ours[0], theirs.outputs[0]), (ours, theirs.outputs)
        assert (ours[1] == theirs.outputs[1]).all(), (ours, theirs.outputs)


def test_top_k_order_in_words():
    """+NaN, +inf, numbers, +0 before -0, -inf, -NaN; equal elements by index."""
    x = np.array([1.0, np.nan, -0.0, 0.0, 1.0, -np.nan, np.inf, -np.inf], np.float32)
    values, indices = evaluate(_top_k_program("f32", (8,), 8), [x])
    assert indices.tolist() == [1, 6, 0, 4, 3, 2, 7, 5]
    assert np.signbit(values[4:6]).tolist() == [False, True]


def test_top_k_rows_and_k_zero():
    x = np.array([[3, 1, 2], [0, 5, 5]], np.int16)
    values, indices = evaluate(_top_k_program("i16", (2, 3), 2), [x])
    assert values.tolist() == [[3, 2], [5, 5]] and indices.tolist() == [[0, 2], [1, 2]]
    values, indices = evaluate(_top_k_program("i16", (2, 3), 0), [x])
    assert values.shape == indices.shape == (2, 0)


def test_top_k_unstable_ties_are_unspecified():
    """With is_stable = false, the positions of equal elements are masked; with the default,
    none are."""
    x = np.array([2.0, 1.0, 2.0, 0.5], np.float32)
    condition = {u.id: u for u in IMPLEMENTATIONS["chlo.top_k"].unspecified}["top_k/unstable-ties"]
    assert condition.mask(x, k=3, is_stable=False).tolist() == [True, True, False]
    assert not condition.mask(x, k=3, is_stable=True).any()
    module = _top_k_program("f32", (4,), 3, " {is_stable = false}")
    masks = Interpreter(module).unspecified_mask(module.funcs[0].body.block.ops[0], [x])
    assert masks.tolist() == [True, True, False]


# -- ragged_dot ---------------------------------------------------------------------------------

def _ragged_program(lhs, rhs, sizes, out, lb, rb, lc, rc, lr, rg, et="f64"):
    return spec.parse(f"""func.func @main(%a: tensor<{lhs}x{et}>, %b: tensor<{rhs}x{et}>, %g: tensor<{sizes}>) -> tensor<{out}x{et}> {{
  %r = "chlo.ragged_dot"(%a, %b, %g) {{ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = {lb}, rhs_batching_dimensions = {rb}, lhs_contracting_dimensions = {lc}, rhs_contracting_dimensions = {rc}, lhs_ragged_dimensions = {lr}, rhs_group_dimensions = {rg}>}} : (tensor<{lhs}x{et}>, tensor<{rhs}x{et}>, tensor<{sizes}>) -> tensor<{out}x{et}>
  return %r : tensor<{out}x{et}>
}}""")


def _dot_general(lhs, rhs, lb, rb, lc, rc):
    """One stablehlo.dot_general on the reference."""
    def t(x):
        return "tensor<" + "".join(f"{d}x" for d in x.shape) + "f64>"
    free = [d for d in range(lhs.ndim) if d not in lb + lc]
    rfree = [d for d in range(rhs.ndim) if d not in rb + rc]
    out = [lhs.shape[d] for d in lb] + [lhs.shape[d] for d in free] + [rhs.shape[d] for d in rfree]
    rt = "tensor<" + "".join(f"{d}x" for d in out) + "f64>"
    module = spec.parse(f"""func.func @main(%a: {t(lhs)}, %b: {t(rhs)}) -> {rt} {{
  %r = stablehlo.dot_general %a, %b, batching_dims = {lb} x {rb}, contracting_dims = {lc} x {rc} : ({t(lhs)}, {t(rhs)}) -> {rt}
  return %r : {rt}
}}""")
    return evaluate(module, [lhs, rhs])[0]


def _integers(rng, shape):
    return rng.integers(-4, 5, shape).astype(np.float64)  # sums of products stay exact


RNG = np.random.default_rng(7)
SIZES = np.array([[3, 0, 5], [1, 4, 2]], np.int64)  # per batch element; the rest: no group


def test_ragged_non_contracting_is_a_dot_general_per_group():
    """[b, m, k] x [g, b, k, n] with sizes [b, g] -> [b, m, n]: rows of group j use rhs[j], rows
    of no group are zero."""
    lhs, rhs = _integers(RNG, (2, 9, 4)), _integers(RNG, (3, 2, 4, 5))
    module = _ragged_program("2x9x4", "3x2x4x5", "2x3xi64", "2x9x5", "[0]", "[1]", "[2]",
                             "[2]", "[1]", "[0]")
    result = evaluate(module, [lhs, rhs, SIZES])[0]
    want = np.zeros((2, 9, 5))
    for b in range(2):
        start = 0
        for j, size in enumerate(SIZES[b]):
            rows = lhs[b:b + 1, start:start + size]
            want[b, start:start + size] = _dot_general(rows, rhs[j, b:b + 1], [0], [0], [2],
                                                       [1])[0]
            start += size
    assert (result == want).all()


def test_ragged_contracting_is_a_dot_general_per_group():
    """[b, m, k] x [b, k, n] with sizes [b, g] -> [g, b, m, n]: result[j] contracts group j's
    part of k."""
    lhs, rhs = _integers(RNG, (2, 3, 9)), _integers(RNG, (2, 9, 4))
    module = _ragged_program("2x3x9", "2x9x4", "2x3xi64", "3x2x3x4", "[0]", "[0]", "[2]",
                             "[1]", "[2]", "[]")
    result = evaluate(module, [lhs, rhs, SIZES])[0]
    want = np.zeros((3, 2, 3, 4))
    for b in range(2):
        start = 0
        for j, size in enumerate(SIZES[b]):
            want[j, b] = _dot_general(lhs[b:b + 1, :, start:start + size],
                                      rhs[b:b + 1, start:start + size], [0], [0], [2], [1])[0]
            start += size
    assert (result == want).all()


def test_ragged_batch_is_the_dot_general():
    lhs, rhs = _integers(RNG, (4, 3, 2)), _integers(RNG, (4, 2, 5))
    module = _ragged_program("4x3x2", "4x2x5", "2xi32", "4x3x5", "[0]", "[0]", "[2]", "[1]",
                             "[0]", "[]")
    result = evaluate(module, [lhs, rhs, np.array([1, 3], np.int32)])[0]
    assert (result == _dot_general(lhs, rhs, [0], [0], [2], [1])).all()


MODES = {
    "non-contracting": (("2x9x4", "3x2x4x5", "2x3xi64", "2x9x5", "[0]", "[1]", "[2]", "[2]",
                         "[1]", "[0]"), ((2, 9, 4), (3, 2, 4, 5)), SIZES),
    "non-contracting-rank1-sizes": (("9x4", "3x4x5", "3xi32", "9x5", "[]", "[]", "[1]", "[1]",
                                     "[0]", "[0]"), ((9, 4), (3, 4, 5)),
                                    np.array([2, 4, 3], np.int32)),
    "contracting": (("2x3x9", "2x9x4", "2x3xi64", "3x2x3x4", "[0]", "[0]", "[2]", "[1]", "[2]",
                     "[]"), ((2, 3, 9), (2, 9, 4)), SIZES),
    "batch": (("4x3x2", "4x2x5", "2xi32", "4x3x5", "[0]", "[0]", "[2]", "[1]", "[0]", "[]"),
              ((4, 3, 2), (4, 2, 5)), np.array([1, 3], np.int32)),
}


@pytest.mark.parametrize("mode", MODES, ids=list(MODES))
def test_ragged_dot_matches_upstream_decomposition(mode, interpreter, xla):
    """Upstream's interpreter runs the lowered program (oracles/lowering.py); so does XLA CPU,
    which has no ragged dot of its own."""
    text, shapes, sizes = MODES[mode]
    module = _ragged_program(*text)
    inputs = [_integers(RNG, shapes[0]), _integers(RNG, shapes[1]), sizes]
    ours = evaluate(module, inputs)[0]
    for backend in (interpreter, xla):
        outcome = backend.run(module, inputs)
        assert outcome.status == "ok", outcome.message
        assert outcome.lowered, backend.name
        assert (outcome.outputs[0] == ours).all(), (backend.name, outcome.outputs[0], ours)


def test_ragged_dot_group_sizes_past_the_dimension_are_unspecified():
    condition = {u.id: u for u in IMPLEMENTATIONS["chlo.ragged_dot"].unspecified}[
        "ragged_dot/group-sizes"]
    numbers = {"lhs_batching_dimensions": (), "rhs_batching_dimensions": (),
               "lhs_contracting_dimensions": (1,), "rhs_contracting_dimensions": (1,),
               "lhs_ragged_dimensions": (0,), "rhs_group_dimensions": (0,)}
    lhs, rhs = np.zeros((4, 2)), np.zeros((2, 2, 3))
    assert condition.mask(lhs, rhs, np.array([2, 3]), ragged_dot_dimension_numbers=numbers)
    assert condition.mask(lhs, rhs, np.array([-1, 3]), ragged_dot_dimension_numbers=numbers)
    assert not condition.mask(lhs, rhs, np.array([1, 3]), ragged_dot_dimension_numbers=numbers)


# -- scan ---------------------------------------------------------------------------------------

SCAN = spec.parse("""func.func @main(%x: tensor<3x5xf32>, %c: tensor<3xf32>) -> (tensor<3x5xf32>, tensor<3x5xi1>, tensor<3xf32>) {
  %r:3 = chlo.scan(%x) inits (%c) dimension=1  attributes {is_reverse = true} {
  ^bb0(%input: tensor<3xf32>, %carry: tensor<3xf32>):
    %s = stablehlo.add %input, %carry : tensor<3xf32>
    %p = stablehlo.compare GT, %s, %carry : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    stablehlo.return %s, %p, %s : tensor<3xf32>, tensor<3xi1>, tensor<3xf32>
  } : (tensor<3x5xf32>, tensor<3xf32>) -> (tensor<3x5xf32>, tensor<3x5xi1>, tensor<3xf32>)
  return %r#0, %r#1, %r#2 : tensor<3x5xf32>, tensor<3x5xi1>, tensor<3xf32>
}""")


def test_scan_is_a_reverse_running_sum():
    x = np.arange(15, dtype=np.float32).reshape(3, 5) - 7
    c = np.array([1, 2, 3], np.float32)
    outputs, flags, carry = evaluate(SCAN, [x, c])
    want = np.flip(np.cumsum(np.flip(x, 1), axis=1), 1) + c[:, None]
    assert (outputs == want).all() and (carry == want[:, 0]).all()
    assert (flags == (x > 0)).all()


@pytest.mark.parametrize("element", ["f32", "f8E4M3B11FNUZ"])
def test_scan_of_a_vector_runs_under_program_bounds(element):
    """Each step's slice of a vector is a 0-d array for the body (numpy's take gives a scalar):
    the program bounds once crashed on it (campaign seed 1126, program 3008)."""
    module = spec.parse(f"""func.func @main(%x: tensor<3x{element}>, %c: tensor<{element}>) -> (tensor<3x{element}>, tensor<{element}>) {{
  %r:2 = chlo.scan(%x) inits (%c) dimension=0 {{
  ^bb0(%a: tensor<{element}>, %b: tensor<{element}>):
    %s = stablehlo.add %a, %b : tensor<{element}>
    stablehlo.return %s, %s : tensor<{element}>, tensor<{element}>
  }} : (tensor<3x{element}>, tensor<{element}>) -> (tensor<3x{element}>, tensor<{element}>)
  return %r#0, %r#1 : tensor<3x{element}>, tensor<{element}>
}}""")
    dtype = spec.types.ELEMENT_TYPES[element].dtype
    x, c = np.array([-1, -0.5, 2.25]).astype(dtype), np.array(-2.25).astype(dtype)
    outcome = Reference(bounds=True).run(module, [x, c])
    assert outcome.status == "ok", outcome.message
    assert outcome.outputs[1] == np.array(-1.5).astype(dtype)


def test_scan_matches_xla(xla):
    x = np.arange(15, dtype=np.float32).reshape(3, 5) * 0.25 - 1
    c = np.array([1, 2, 3], np.float32)
    outcome = xla.run(SCAN, [x, c])
    assert outcome.status == "ok" and not outcome.lowered, outcome.message
    for a, b in zip(outcome.outputs, evaluate(SCAN, [x, c])):
        assert (a == b).all(), (a, b)


def test_scan_lowered_is_beyond_upstream_interpreter(interpreter):
    """Upstream's lowering of scan is a while loop over stablehlo.broadcast and
    real_dynamic_slice, which its own interpreter does not run: unsupported, saying why; a
    reverse scan is not lowered at all (the pass drops is_reverse), saying so."""
    x, c = np.zeros((3, 5), np.float32), np.zeros(3, np.float32)
    outcome = interpreter.run(SCAN, [x, c])
    assert outcome.status == "unsupported" and "drops chlo.scan's is_reverse" in outcome.message
    forward = spec.parse(print_module(SCAN).replace("is_reverse = true", "is_reverse = false"))
    outcome = interpreter.run(forward, [x, c])
    assert outcome.status == "unsupported" and outcome.lowered
    assert "stablehlo.broadcast" in outcome.message
