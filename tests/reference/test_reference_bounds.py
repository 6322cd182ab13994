"""Error bounds of accumulating ops (reference/bounds.py) and the error-bound comparison rule.

Soundness: exact results come from Python fractions (independent of numpy and of the reference);
the reference's result and a float32 computation in another order (sequential, reversed: how a
backend that accumulates in the result type may sum) are within the bound (plus the final
rounding). Not vacuous: each bound is a small multiple of n u times the terms' magnitude. The
comparison passes summation-order differences and catches a dropped term or a perturbed output.
"""
from __future__ import annotations

from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest

import reference
from oracles.compare import ERROR_BOUND, compare
from reference.bounds import BOUNDS, gamma, unit_roundoff
from spec.types import ELEMENT_TYPES

RNG_SEED = 5


def rng(*key):
    return np.random.default_rng([RNG_SEED, *key])


def exact(x) -> np.ndarray:
    """Elements as Fractions (exact values of the floats)."""
    return np.vectorize(lambda v: Fraction(float(v)), otypes=[object])(np.asarray(x))


def error(result, exact_value) -> np.ndarray:
    """|result - exact| as float64 (exact subtraction, rounded once)."""
    return np.vectorize(lambda r, e: float(abs(Fraction(float(r)) - e)), otypes=[float])(
        np.asarray(result), exact_value)


def half_ulp(x) -> np.ndarray:
    x = np.asarray(x)
    return np.abs(np.spacing(np.abs(x).astype(x.dtype)).astype(np.float64)) / 2 \
        if x.dtype in (np.float32, np.float64) else \
        np.float64(ml_dtypes.finfo(x.dtype).eps) * np.abs(x.astype(np.float64))


def tensor(shape, t):
    return f"tensor<{'x'.join(map(str, shape))}{'x' if shape else ''}{t}>"


DOT = """func.func @main(%a: {a}, %b: {b}) -> {r} {{
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : ({a}, {b}) -> {r}
  return %r : {r}
}}"""


def dot_case(m, k, n, t, key):
    dtype = ELEMENT_TYPES[t].dtype
    a = rng(*key, 0).uniform(-1, 1, (m, k)).astype(dtype)
    b = rng(*key, 1).uniform(-1, 1, (k, n)).astype(dtype)
    text = DOT.format(a=tensor((m, k), t), b=tensor((k, n), t), r=tensor((m, n), t))
    (out,), (bound,) = reference.evaluate_with_bounds(text, [a, b])
    return a, b, out, bound


@pytest.mark.parametrize("t", ["f32", "f64", "bf16", "f16"])
def test_dot_general_bound_is_sound_and_tight(t):
    a, b, out, bound = dot_case(3, 40, 4, t, (1, len(t), ord(t[-1])))
    want = exact(a) @ exact(b)
    assert np.all(error(out, want) <= bound + half_ulp(out))
    magnitude = np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64))
    u = unit_roundoff(ELEMENT_TYPES[t])
    assert np.all(bound <= 2.5 * 40 * u * magnitude + 1e-30), "bound is vacuous"
    assert np.all(bound >= 40 * u * magnitude), "bound ignores an accumulation in the type"


def sequential(terms: np.ndarray, dtype) -> np.ndarray:
    """The sum over the last axis, term by term in reverse order, rounding to dtype each step."""
    total = np.zeros(terms.shape[:-1], dtype)
    for i in reversed(range(terms.shape[-1])):
        total = (total + terms[..., i].astype(dtype)).astype(dtype)
    return total


def test_float32_accumulation_in_another_order_passes_the_error_bound_rule():
    a, b, out, bound = dot_case(4, 300, 5, "f32", (2,))
    products = (a[:, :, None] * b[None, :, :]).transpose(0, 2, 1)  # f32 products, rounded
    other = sequential(products, np.float32)
    assert compare(out, other, ERROR_BOUND.with_bound(bound)).passed
    # The orders differ by more than 1 ULP (a zero bound leaves only the ULP): the bound is
    # what lets them agree.
    assert not compare(out, other, ERROR_BOUND.with_bound(np.zeros_like(bound))).passed


def test_a_dropped_term_or_a_perturbed_output_fails_the_error_bound_rule():
    a, b, out, bound = dot_case(4, 64, 5, "f32", (3,))
    dropped = (a[:, 1:].astype(np.float64) @ b[1:, :].astype(np.float64)).astype(np.float32)
    verdict = compare(out, dropped, ERROR_BOUND.with_bound(bound))
    assert not verdict.passed and verdict.rule.startswith("error-bound")
    assert verdict.ulps > 1 and verdict.unit == "x the allowed difference"
    perturbed = out.copy()
    perturbed[2, 3] = out[2, 3] + np.float32(20 * bound[2, 3])
    verdict = compare(out, perturbed, ERROR_BOUND.with_bound(bound))
    assert not verdict.passed and verdict.index == (2, 3) and verdict.mismatches == 1
    assert "error-bound" in str(verdict) and "index [2, 3]" in str(verdict)


def test_non_finite_elements_are_compared_exactly_under_the_bound():
    expected = np.array([np.inf, np.nan, 1.0], np.float32)
    bound = np.array([1e30, 1e30, 0.0])
    assert compare(expected, np.array([np.inf, np.nan, 1.0], np.float32),
                   ERROR_BOUND.with_bound(bound)).passed
    assert not compare(expected, np.array([-np.inf, np.nan, 1.0], np.float32),
                       ERROR_BOUND.with_bound(bound)).passed
    assert not compare(expected, np.array([np.inf, 0.0, 1.0], np.float32),
                       ERROR_BOUND.with_bound(bound)).passed


REDUCE = """func.func @main(%x: {x}, %i: {i}) -> {r} {{
  %r = stablehlo.reduce(%x init: %i) applies stablehlo.{body} across dimensions = [1] :
    ({x}, {i}) -> {r}
  return %r : {r}
}}"""


def reduce_case(x, init, body, t):
    text = REDUCE.format(x=tensor(x.shape, t), i=tensor((), t), r=tensor(x.shape[:1], t),
                         body=body)
    (out,), (bound,) = reference.evaluate_with_bounds(text, [x, np.asarray(init, x.dtype)])
    return out, bound


@pytest.mark.parametrize("t", ["f32", "bf16", "f64"])
def test_reduce_add_bound(t):
    dtype = ELEMENT_TYPES[t].dtype
    x = rng(4, len(t), ord(t[-1])).uniform(-1, 1, (3, 200)).astype(dtype)
    init = np.asarray(0.5, dtype)
    out, bound = reduce_case(x, init, "add", t)
    want = exact(x).sum(axis=1) + Fraction(0.5)
    assert np.all(error(out, want) <= bound + half_ulp(out))
    other = sequential(np.concatenate([x, np.full((3, 1), init, dtype)], 1), dtype)
    assert compare(out, other, ERROR_BOUND.with_bound(bound)).passed
    magnitude = np.abs(x.astype(np.float64)).sum(axis=1) + 0.5
    assert np.all(bound <= 2.5 * gamma(200, unit_roundoff(ELEMENT_TYPES[t])) * magnitude)


def test_reduce_multiply_bound():
    x = rng(5).uniform(0.5, 2, (2, 30)).astype(np.float32) * np.where(
        rng(6).integers(0, 2, (2, 30)), 1, -1).astype(np.float32)
    out, bound = reduce_case(x, np.float32(1.5), "multiply", "f32")
    want = np.prod(exact(x), axis=1) * Fraction(1.5)
    assert np.all(error(out, want) <= bound + half_ulp(out))
    other = np.float32(1.5) * np.cumprod(x[:, ::-1], axis=1, dtype=np.float32)[:, -1]
    assert compare(out, other, ERROR_BOUND.with_bound(bound)).passed
    assert np.all(bound <= 3 * 30 * 2.0 ** -24 * np.abs(out))


def test_reduce_maximum_is_exact_and_an_unknown_body_has_no_bound():
    x = rng(7).uniform(-1, 1, (2, 9)).astype(np.float32)
    out, bound = reduce_case(x, np.float32(-np.inf), "maximum", "f32")
    assert np.array_equal(bound, np.zeros(2))
    _, bound = reduce_case(x, np.float32(0), "subtract", "f32")
    assert bound is None


def test_integer_dot_general_is_exact():
    a = rng(8).integers(-8, 8, (2, 5)).astype(np.int32)
    b = rng(9).integers(-8, 8, (5, 3)).astype(np.int32)
    text = DOT.format(a=tensor((2, 5), "i32"), b=tensor((5, 3), "i32"), r=tensor((2, 3), "i32"))
    _, (bound,) = reference.evaluate_with_bounds(text, [a, b])
    assert np.array_equal(bound, np.zeros((2, 3)))


def test_gamma_is_the_worst_product_of_roundings_and_finite_for_many_terms():
    """(1 - u)^-k - 1: at most Higham's k u / (1 - k u) where that is defined, finite beyond,
    and sound for sums far longer than 1 / u (an 8-bit float adding 64 terms, each partial sum
    rounded to the type)."""
    u = unit_roundoff(ELEMENT_TYPES["f8E4M3FN"])
    assert u == 2.0 ** -4
    assert gamma(15, u) == pytest.approx((16 / 15) ** 15 - 1) and gamma(15, u) <= 15 / 16 / (1 / 16)
    assert np.isfinite(gamma(64, u))
    dtype = ELEMENT_TYPES["f8E4M3FN"].dtype
    rng = np.random.default_rng(3)
    for _ in range(50):
        x = rng.uniform(0.5, 2.0, 64).astype(dtype).astype(np.float64)
        total = 0.0
        for v in x:
            total = float(np.float64(total + v).astype(dtype))
        exact = float(sum(Fraction(v) for v in x))
        assert abs(total - exact) <= gamma(63, u) * float(np.abs(x).sum())


WINDOW = """func.func @main(%x: tensor<5x6xf32>, %i: tensor<f32>) -> tensor<3x3xf32> {
  %r = "stablehlo.reduce_window"(%x, %i) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %s = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 3, 3>, window_strides = array<i64: 2, 2>,
      padding = dense<[[1, 1], [0, 1]]> : tensor<2x2xi64>} :
    (tensor<5x6xf32>, tensor<f32>) -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}"""


def test_reduce_window_bound_counts_padding_as_init_values():
    x = rng(10).uniform(-1, 1, (5, 6)).astype(np.float32)
    (out,), (bound,) = reference.evaluate_with_bounds(WINDOW, [x, np.array(0.25, np.float32)])
    padded = np.full((7, 7), Fraction(0.25), dtype=object)
    padded[1:6, 0:6] = exact(x)
    want = np.array([[padded[2 * i:2 * i + 3, 2 * j:2 * j + 3].sum() + Fraction(0.25)
                      for j in range(3)] for i in range(3)], dtype=object)
    assert np.all(error(out, want) <= bound + half_ulp(out))
    magnitude = np.array([[np.abs(padded[2 * i:2 * i + 3, 2 * j:2 * j + 3].astype(float)).sum()
                           + 0.25 for j in range(3)] for i in range(3)])
    assert np.all(bound >= 9 * 2.0 ** -24 * magnitude)
    assert np.all(bound <= 2.5 * 10 * 2.0 ** -24 * magnitude)


CONV = """func.func @main(%x: tensor<1x5x5x3xf32>, %k: tensor<3x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  %r = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
    window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} :
    (tensor<1x5x5x3xf32>, tensor<3x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  return %r : tensor<1x3x3x2xf32>
}"""


def test_convolution_bound_is_sound():
    x = rng(11).uniform(-1, 1, (1, 5, 5, 3)).astype(np.float32)
    k = rng(12).uniform(-1, 1, (3, 3, 3, 2)).astype(np.float32)
    (out,), (bound,) = reference.evaluate_with_bounds(CONV, [x, k])
    ex, ek = exact(x), exact(k)
    want = np.array([[[sum(ex[0, i + a, j + b, c] * ek[a, b, c, o] for a in range(3)
                           for b in range(3) for c in range(3)) for o in range(2)]
                      for j in range(3)] for i in range(3)], dtype=object)[None]
    assert np.all(error(out, want) <= bound + half_ulp(out))
    windows = np.stack([x[0, i:i + 3, j:j + 3, :] for i in range(3) for j in range(3)])
    products = windows.reshape(9, 27, 1) * k.reshape(1, 27, 2)  # float32 products
    other = sequential(products.transpose(0, 2, 1), np.float32).reshape(1, 3, 3, 2)
    assert compare(out, other, ERROR_BOUND.with_bound(bound)).passed
    magnitude = np.abs(products.astype(np.float64)).sum(axis=1).reshape(1, 3, 3, 2)
    assert np.all(bound <= 2.5 * 27 * 2.0 ** -24 * magnitude + 1e-40)


def norm_program(op, shapes, results):
    t = [tensor(s, "f32") for s in shapes]
    r = [tensor(s, "f32") for s in results]
    args = ", ".join(f"%a{i}: {x}" for i, x in enumerate(t))
    names = ", ".join(f"%a{i}" for i in range(len(t)))
    outs = ", ".join(f"%r#{i}" for i in range(len(r))) if len(r) > 1 else "%r"
    return (f"func.func @main({args}) -> ({', '.join(r)}) {{\n"
            f'  %r{":" + str(len(r)) if len(r) > 1 else ""} = "stablehlo.{op}"({names}) '
            f"{{epsilon = 0.001 : f32, feature_index = 1 : i64}} : ({', '.join(t)}) -> "
            f"({', '.join(r)})\n  return {outs} : {', '.join(r)}\n}}")


def test_batch_norm_training_bound_covers_xla_formula():
    """XLA's expander: variance = mean(x^2) - mean(x)^2, rsqrt, all in float32."""
    x = rng(13).uniform(-1, 1, (6, 3, 4)).astype(np.float32) + np.float32(0.5)
    scale = rng(14).uniform(-2, 2, 3).astype(np.float32)
    offset = rng(15).uniform(-1, 1, 3).astype(np.float32)
    text = norm_program("batch_norm_training", [(6, 3, 4), (3,), (3,)],
                        [(6, 3, 4), (3,), (3,)])
    outs, bounds = reference.evaluate_with_bounds(text, [x, scale, offset])
    n = np.float32(24)
    mean = x.sum(axis=(0, 2), dtype=np.float32) / n
    variance = (x * x).sum(axis=(0, 2), dtype=np.float32) / n - mean * mean
    multiplier = scale / np.sqrt(variance + np.float32(0.001))
    output = x * multiplier[None, :, None] + (offset - mean * multiplier)[None, :, None]
    for want, got, bound in zip(outs, [output, mean, variance], bounds):
        assert compare(want, got.astype(np.float32), ERROR_BOUND.with_bound(bound)).passed
    exact_mean = exact(x).transpose(1, 0, 2).reshape(3, -1).sum(axis=1) / 24
    assert np.all(error(outs[1], exact_mean) <= bounds[1] + half_ulp(outs[1]))
    assert np.all(bounds[1] <= 2.5 * 25 * 2.0 ** -24 * np.abs(x).mean(axis=(0, 2)))


def test_batch_norm_inference_and_grad_bounds_cover_another_formula():
    x = rng(16).uniform(-1, 1, (4, 3)).astype(np.float32)
    scale, offset, mean = (rng(17 + i).uniform(-1, 1, 3).astype(np.float32) for i in range(3))
    variance = np.array([0.5, 1.0, 2.0], np.float32)
    text = norm_program("batch_norm_inference", [(4, 3)] * 1 + [(3,)] * 4, [(4, 3)])
    (out,), (bound,) = reference.evaluate_with_bounds(text, [x, scale, offset, mean, variance])
    rsqrt = np.float32(1) / np.sqrt(variance + np.float32(0.001))
    other = (x - mean) * rsqrt * scale + offset
    assert compare(out, other, ERROR_BOUND.with_bound(bound)).passed
    assert np.all(bound < 1e-5)
    g = rng(20).uniform(-1, 1, (4, 3)).astype(np.float32)
    text = norm_program("batch_norm_grad", [(4, 3), (3,), (3,), (3,), (4, 3)],
                        [(4, 3), (3,), (3,)])
    outs, bounds = reference.evaluate_with_bounds(text, [x, scale, mean, variance, g])
    assert all(b is not None for b in bounds)
    grad_offset = g[::-1].sum(axis=0, dtype=np.float32)
    assert compare(outs[2], grad_offset, ERROR_BOUND.with_bound(bounds[2])).passed
    assert np.all(error(outs[2], exact(g).sum(axis=0)) <= bounds[2] + half_ulp(outs[2]))


MOVED = """func.func @main(%a: tensor<2x4xf32>, %b: tensor<4x3xf32>, %p: tensor<f32>)
    -> (tensor<3x2xf32>, tensor<6xf32>, tensor<4x3xf32>, tensor<2x3xf32>, tensor<2x4xf32>) {
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] :
    (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  %t = stablehlo.transpose %d, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %r = stablehlo.reshape %d : (tensor<2x3xf32>) -> tensor<6xf32>
  %q = stablehlo.pad %d, %p, low = [1, 0], high = [1, 0], interior = [0, 0] :
    (tensor<2x3xf32>, tensor<f32>) -> tensor<4x3xf32>
  %s = stablehlo.add %d, %d : tensor<2x3xf32>
  return %t, %r, %q, %s, %a : tensor<3x2xf32>, tensor<6xf32>, tensor<4x3xf32>, tensor<2x3xf32>, tensor<2x4xf32>
}"""


def test_data_movement_moves_bounds_and_other_ops_drop_them():
    a = rng(21).uniform(-1, 1, (2, 4)).astype(np.float32)
    b = rng(22).uniform(-1, 1, (4, 3)).astype(np.float32)
    _, (t, r, q, s, arg) = reference.evaluate_with_bounds(MOVED, [a, b, np.array(2, np.float32)])
    d = BOUNDS["stablehlo.dot_general"](
        a, b, dot_dimension_numbers={"lhs_batching_dimensions": (), "rhs_batching_dimensions": (),
                                     "lhs_contracting_dimensions": (1,),
                                     "rhs_contracting_dimensions": (0,)},
        result=(a.astype(np.float64) @ b).astype(np.float32))
    assert np.array_equal(t, d.T) and np.array_equal(r, d.ravel())
    assert np.array_equal(q[1:3], d) and not q[[0, 3]].any()
    assert s is None and np.array_equal(arg, np.zeros((2, 4)))
