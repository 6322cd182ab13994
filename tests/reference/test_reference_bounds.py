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
from spec.build import (binary_region, floating, function, i64_array, integer, struct,
                        tensor_type)
from spec.types import ELEMENT_TYPES
import spec
from oracles.compare import ALMOST_EQ, rule_for
from reference import bounds as B
from reference.ops import numerics
from reference.bounds import evaluate_with_bounds
from reference import evaluate

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


def op_module(op: str, arg_types, result_types, attrs: dict | None = None,
              regions=()) -> spec.Module:
    """@main applying `op` (attributes `attrs`, `regions`) to arguments of `arg_types`."""
    return spec.Module([function("main", arg_types, lambda b, args: b.op(
        op, args, result_types, attrs, regions), visibility="public")])


def dot_module(lhs_shape, rhs_shape, result_shape, t: str, contracting=(1, 0)) -> spec.Module:
    """A dot_general of `t` contracting lhs dimension contracting[0] with rhs contracting[1]."""
    numbers = struct("dot", lhs_contracting_dimensions=[contracting[0]],
                     rhs_contracting_dimensions=[contracting[1]])
    return op_module("dot_general", [tensor_type(lhs_shape, t), tensor_type(rhs_shape, t)],
                     [tensor_type(result_shape, t)], {"dot_dimension_numbers": numbers})


def dot_case(m, k, n, t, key):
    dtype = ELEMENT_TYPES[t].dtype
    a = rng(*key, 0).uniform(-1, 1, (m, k)).astype(dtype)
    b = rng(*key, 1).uniform(-1, 1, (k, n)).astype(dtype)
    module = dot_module((m, k), (k, n), (m, n), t)
    (out,), (bound,) = reference.evaluate_with_bounds(module, [a, b])
    return a, b, out, bound


@pytest.mark.parametrize("t", ["f32", "f64", "bf16", "f16"])
def test_dot_general_bound_is_sound_and_tight(t):
    a, b, out, bound = dot_case(3, 40, 4, t, (1, len(t), ord(t[-1])))
    want = exact(a) @ exact(b)
    assert np.all(error(out, want) <= bound + half_ulp(out))
    magnitude = np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64))
    u = unit_roundoff(ELEMENT_TYPES[t])
    assert np.all(bound <= 2.5 * 40 * u * magnitude + 1e-30), "bound is vacuous"
    # the additions' roundings count on the largest subset sum, (sum |ab| + |sum ab|) / 2
    largest_subset = (magnitude + np.abs(want)) / 2
    assert np.all(bound >= 40 * u * largest_subset), "bound ignores an accumulation in the type"


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


def reduce_case(x, init, body, t):
    s = tensor_type((), t)
    module = op_module("reduce", [tensor_type(x.shape, t), s], [tensor_type(x.shape[:1], t)],
                       {"dimensions": i64_array([1])}, [binary_region([(body, s)])])
    (out,), (bound,) = reference.evaluate_with_bounds(module, [x, np.asarray(init, x.dtype)])
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



def adversarial_orders(x: np.ndarray) -> list[np.ndarray]:
    """Orders of the last axis that keep partial sums as large as they can be: the positive
    terms (largest first) before the negative ones (smallest first) and the other way round,
    ascending and descending magnitude, and a random one."""
    pos_first = np.argsort(-x, axis=-1, kind="stable")
    pos_first_slow = np.where(x > 0, -x, np.abs(x) + np.abs(x).max() + 1)  # then small negatives
    neg_first = np.argsort(x, axis=-1, kind="stable")
    return [np.take_along_axis(x, order, -1) for order in (
        pos_first, np.argsort(pos_first_slow, axis=-1, kind="stable"), neg_first,
        np.argsort(np.abs(x), axis=-1), np.argsort(-np.abs(x), axis=-1),
        rng(9).permuted(np.broadcast_to(np.arange(x.shape[-1]), x.shape), axis=-1))]


@pytest.mark.parametrize("case", ["mixed", "positive", "stagnation", "constant"])
def test_reduce_add_bound_holds_for_the_worst_sequential_orders(case):
    """The bound counts each addition's rounding on the largest subset sum, (S + |y|) / 2: a
    sequential f32 sum in the orders that keep the partial sums largest stays within it, as do
    the cases where errors add up without cancelling (every 1 lost beside 1e8, a constant)."""
    n = 4096
    x = {"mixed": rng(10).uniform(-1, 1, (4, n)),
         "positive": rng(11).uniform(0, 1, (4, n)) * np.array([[1], [-1], [1], [-1]]),
         "stagnation": np.concatenate([np.full((4, 1), 1e8), np.ones((4, n - 1))], 1),
         "constant": np.full((4, n), 0.1)}[case].astype(np.float32)
    out, bound = reduce_case(x, np.float32(0), "add", "f32")
    want = exact(x).sum(axis=1)
    for ordered in adversarial_orders(x):
        other = sequential(ordered[:, ::-1], np.float32)  # sequential() adds from the end
        assert np.all(error(other, want) <= bound + half_ulp(other)), case
    s = np.abs(x.astype(np.float64)).sum(axis=1)
    u = unit_roundoff(ELEMENT_TYPES["f32"])
    if case == "mixed":  # about half the bound on |terms|: the subsets' sums are near S / 2
        assert np.all(bound < 0.6 * 2 * gamma(n, u) * s)


def test_dot_bound_holds_for_the_worst_sequential_order_of_its_products():
    """A dot product of mixed signs, its f32 products summed in f32 positive ones first
    (largest first), then the negative ones: within the bound, which is about half the
    magnitude-based one."""
    a, b, out, bound = dot_case(3, 2048, 4, "f32", (12,))
    products = (a[:, :, None] * b[None, :, :]).transpose(0, 2, 1)  # f32 products, rounded
    want = exact(a) @ exact(b)
    for ordered in adversarial_orders(products):
        other = sequential(ordered[..., ::-1], np.float32)
        assert np.all(error(other, want) <= bound + half_ulp(other))
    magnitude = np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64))
    u = unit_roundoff(ELEMENT_TYPES["f32"])
    assert np.all(bound < 0.6 * 2 * gamma(2048, u) * magnitude)

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
    _, (bound,) = reference.evaluate_with_bounds(dot_module((2, 5), (5, 3), (2, 3), "i32"), [a, b])
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


def norm_program(op, shapes, results) -> spec.Module:
    """@main applying batch norm op `op` (epsilon 0.001, feature 1) to f32 arguments."""
    return op_module(op, [tensor_type(s, "f32") for s in shapes],
                     [tensor_type(s, "f32") for s in results],
                     {"epsilon": floating(0.001), "feature_index": integer(1)})


def test_batch_norm_training_bound_covers_xla_formula():
    """XLA's expander: variance = mean(x^2) - mean(x)^2, rsqrt, all in float32."""
    x = rng(13).uniform(-1, 1, (6, 3, 4)).astype(np.float32) + np.float32(0.5)
    scale = rng(14).uniform(-2, 2, 3).astype(np.float32)
    offset = rng(15).uniform(-1, 1, 3).astype(np.float32)
    module = norm_program("batch_norm_training", [(6, 3, 4), (3,), (3,)],
                        [(6, 3, 4), (3,), (3,)])
    outs, bounds = reference.evaluate_with_bounds(module, [x, scale, offset])
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
    module = norm_program("batch_norm_inference", [(4, 3)] * 1 + [(3,)] * 4, [(4, 3)])
    (out,), (bound,) = reference.evaluate_with_bounds(module, [x, scale, offset, mean, variance])
    rsqrt = np.float32(1) / np.sqrt(variance + np.float32(0.001))
    other = (x - mean) * rsqrt * scale + offset
    assert compare(out, other, ERROR_BOUND.with_bound(bound)).passed
    assert np.all(bound < 1e-5)
    g = rng(20).uniform(-1, 1, (4, 3)).astype(np.float32)
    module = norm_program("batch_norm_grad", [(4, 3), (3,), (3,), (3,), (4, 3)],
                        [(4, 3), (3,), (3,)])
    outs, bounds = reference.evaluate_with_bounds(module, [x, scale, mean, variance, g])
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


# ---------------------------------------------------------------------------------------------
# Regressions: error bounds against evaluations written here independently of the reference (each
# arithmetic step rounded to the element type, as a backend computing in that type does):
# cholesky and triangular_solve in narrow types, overflow and non-finite values, flushed
# subnormals, complex products with an infinity.

NARROW_DTYPES = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32}


def rounder(dtype):
    def r(x):
        return np.asarray(x, np.float64).astype(dtype).astype(np.float64)
    return r


# --- narrow evaluations (each step rounded to the type) -----------------------------------------

def cholesky_narrow(a, dtype, *, rsqrt: bool, reverse: bool) -> np.ndarray:
    """Upper R with R^T R = a: the textbook column algorithm, or with r_ii^-1 multiplied (XLA's
    expander); `reverse` sums the inner products backwards."""
    r_, n = rounder(dtype), a.shape[0]
    r = np.zeros((n, n))
    for j in range(n):
        for i in range(j + 1):
            s = r_(a[i, j])
            ks = range(i - 1, -1, -1) if reverse else range(i)
            for k in ks:
                s = r_(s - r_(r[k, i] * r[k, j]))
            if i == j:
                r[j, j] = r_(np.sqrt(s))
            elif rsqrt:
                r[i, j] = r_(s * r_(1 / r_(np.sqrt(r_(r[i, i] ** 2)))))
            else:
                r[i, j] = r_(s / r[i, i])
    return r


def solve_narrow(m, b, dtype, *, method: str) -> np.ndarray:
    """x with m x = b, m upper or lower triangular: substitution dividing ('divide') or
    multiplying by the reciprocal ('reciprocal'), or the explicit inverse times b ('inverse')."""
    r_, n = rounder(dtype), m.shape[0]
    lower = not np.any(np.triu(m, 1))
    order = range(n) if lower else range(n - 1, -1, -1)
    if method == "inverse":
        inv = solve_narrow(m, np.eye(n), dtype, method="divide")
        x = np.zeros_like(b)
        for i in range(n):
            for c in range(b.shape[1]):
                s = 0.0
                for k in range(n):
                    s = r_(s + r_(inv[i, k] * b[k, c]))
                x[i, c] = s
        return x
    x = np.zeros_like(b)
    for i in order:
        known = range(i) if lower else range(i + 1, n)
        for c in range(b.shape[1]):
            s = r_(b[i, c])
            for k in known:
                s = r_(s - r_(m[i, k] * x[k, c]))
            x[i, c] = r_(s / m[i, i]) if method == "divide" else r_(s * r_(1 / m[i, i]))
    return x


def spd(rng, n, dtype):
    """As fuzz/strategies_linalg.py draws cholesky's operand: m m^T + n I, in the type."""
    m = rng.uniform(-2, 2, (n, n))
    return rounder(dtype)(m @ m.T + n * np.eye(n))


def triangular(rng, n, dtype, lower):
    """As fuzz/strategies_linalg.py draws triangular_solve's a (diagonal of magnitude >= 1)."""
    a = rng.uniform(-2, 2, (n, n))
    d = (1 + rng.uniform(0, 2, n)) * rng.choice([-1, 1], n)
    return rounder(dtype)((np.tril(a, -1) if lower else np.triu(a, 1)) + np.diag(d))


# --- cholesky and triangular_solve bounds -------------------------------------------------------

@pytest.mark.parametrize("name", ["f16", "bf16", "f32"])
def test_cholesky_regression_bound_covers_narrow_evaluations(name):
    """cholesky's error bound covers evaluations in f16, bf16 and f32 (with or without rsqrt, in
    either order), and is finite for most operands."""
    dtype, rng = NARROW_DTYPES[name], np.random.default_rng(7)
    finite = 0
    for trial in range(150):
        n = 1 + trial % 3
        a = spd(rng, n, dtype).astype(dtype)
        expected = numerics.cholesky(a, lower=False)
        bound = B.cholesky_bound(a, lower=False, result=expected)
        finite += np.isfinite(bound[np.triu_indices(n)]).all()
        for rsqrt in (False, True):
            for reverse in (False, True):
                got = cholesky_narrow(a.astype(np.float64), dtype, rsqrt=rsqrt,
                                      reverse=reverse).astype(dtype)
                verdict = compare(expected, got, ERROR_BOUND, bound=bound,
                                  ignore=np.tril(np.ones((n, n), bool), -1))
                assert verdict.passed, (a, rsqrt, reverse, str(verdict))
    assert finite > 100  # the bound is not vacuous in these types


@pytest.mark.parametrize("name", ["f16", "bf16", "f32"])
def test_triangular_solve_regression_bound_covers_narrow_evaluations(name):
    """triangular_solve's error bound covers evaluations in f16, bf16 and f32 (dividing,
    multiplying by the reciprocal, inverting), and is finite for most operands."""
    dtype, rng = NARROW_DTYPES[name], np.random.default_rng(11)
    finite = 0
    for trial in range(150):
        n, lower = 1 + trial % 3, bool(trial % 2)
        a = triangular(rng, n, dtype, lower).astype(dtype)
        b = rounder(dtype)(rng.uniform(-4, 4, (n, 2))).astype(dtype)
        attrs = dict(left_side=True, lower=lower, unit_diagonal=False,
                     transpose_a="NO_TRANSPOSE")
        expected = numerics.triangular_solve(a, b, **attrs)
        bound = B.triangular_solve_bound(a, b, result=expected, **attrs)
        finite += np.isfinite(bound).all()
        for method in ("divide", "reciprocal", "inverse"):
            got = solve_narrow(a.astype(np.float64), b.astype(np.float64), dtype,
                               method=method).astype(dtype)
            verdict = compare(expected, got, ERROR_BOUND, bound=bound)
            assert verdict.passed, (a, b, method, str(verdict))
    assert finite > 75


def test_triangular_solve_regression_38cad82f8f88b0d3_right_side_bound():
    """triangular_solve's bound with a on the right covers XLA's f16 result (1 ULP off, by the
    reciprocal), which the seed's 0.0001 rejects, and rejects a wrong value."""
    a = np.array([[-1.5400390625]], np.float16)
    b = np.array([[0.0], [10.8671875]], np.float16)
    attrs = dict(left_side=False, lower=False, unit_diagonal=False, transpose_a="NO_TRANSPOSE")
    expected = numerics.triangular_solve(a, b, **attrs)
    # finding 38cad82f8f88b0d3: XLA multiplies by the reciprocal, 1 ULP off the rounded quotient
    xla = np.array([[-0.0], [-7.05859375]], np.float16)
    assert not compare(expected, xla, ALMOST_EQ).passed  # the seed's 0.0001
    bound = B.triangular_solve_bound(a, b, result=expected, **attrs)
    assert np.all(np.isfinite(bound)) and bound[1, 0] < 0.05
    assert compare(expected, xla, ERROR_BOUND, bound=bound).passed
    assert not compare(expected, np.array([[0.0], [-7.2]], np.float16), ERROR_BOUND,
                       bound=bound).passed


CHOLESKY_F16 = """func.func @main(%arg0: tensor<2x2xf16>) -> (tensor<2x2xf16>) {
  %v1 = "stablehlo.cholesky"(%arg0) {lower = false} : (tensor<2x2xf16>) -> tensor<2x2xf16>
  "func.return"(%v1) : (tensor<2x2xf16>) -> ()
}"""


def test_cholesky_regression_762e6c5ef1fce299_f16_within_the_bound_and_fallback_rule():
    """XLA's f16 cholesky, computed in f16 with rsqrt, is 1 ULP off in two elements: within the
    error bound and the fallback rule; a wrong value is within neither."""
    a = np.array([[3.1484375, 0.77490234375], [0.77490234375, 9.109375]], np.float16)
    xla = np.array([[1.7744140625, 0.4365234375], [0.0, 2.98828125]], np.float16)
    outputs, bounds = evaluate_with_bounds(CHOLESKY_F16, [a])
    assert bounds[0] is not None and np.isfinite(bounds[0][np.triu_indices(2)]).all()
    assert not compare(outputs[0], xla, ALMOST_EQ).passed  # the seed's 0.0001
    assert compare(outputs[0], xla, ERROR_BOUND, bound=bounds[0],
                   ignore=np.tril(np.ones((2, 2), bool), -1)).passed
    fallback = rule_for("cholesky", "f16", "xla")
    assert fallback.tolerance(outputs[0]) == 32 * 2 * 2.0 ** -10
    assert compare(outputs[0], xla, fallback).passed
    wrong = xla.copy()
    wrong[1, 1] = 2.5
    assert not compare(outputs[0], wrong, ERROR_BOUND, bound=bounds[0]).passed
    assert not compare(outputs[0], wrong, fallback).passed


def test_cholesky_regression_fallback_rule_keeps_the_f32_f64_tolerance():
    """The fallback rule of cholesky and triangular_solve keeps the tolerance 0.0001 in f32 and
    f64."""
    for name, dtype in (("f32", np.float32), ("f64", np.float64)):
        for op in ("cholesky", "triangular_solve"):
            assert rule_for(op, name).tolerance(np.zeros((3, 3), dtype)) == 0.0001


def test_cholesky_regression_other_triangle_left_to_implementations():
    """cholesky's bound is infinite on the triangle the spec leaves to implementations, finite
    on the other."""
    a = np.array([[4.0, 1.0], [1.0, 3.0]], np.float32)
    for lower in (False, True):
        r = numerics.cholesky(a, lower=lower)
        bound = B.cholesky_bound(a, lower=lower, result=r)
        other = np.triu(np.ones((2, 2), bool), 1) if lower else np.tril(np.ones((2, 2), bool), -1)
        assert np.isinf(bound[other]).all() and np.isfinite(bound[~other]).all()


# --- overflow and non-finite values in the error-bound rule -----------------------------------

def test_batch_norm_grad_regression_7a03c1f0447c7089_bound_infinite_on_overflow():
    """batch_norm_grad's bound is infinite where the spec's i1 = grad_output * N overflows the
    type (f8E5M2: 57344 * 2, where XLA returns inf and the float64 result is -48 and 112),
    finite and sharp where it does not (f16: 1000 * 2)."""
    f8 = ml_dtypes.float8_e5m2
    operand = np.array([[3.0, 0.0], [0.0, 0.0]], f8)
    scale, mean, variance = (np.array(v, f8) for v in ([0.0078125, 0], [0.75, 0], [2.5, 0]))
    grad = np.array([[0.5, 57344.0], [0.0, 0.0]], f8)
    results = numerics.batch_norm_grad(operand, scale, mean, variance, grad, epsilon=0.0,
                                       feature_index=0)
    assert results[0][0].astype(float).tolist() == [-48.0, 112.0]
    bound = B.batch_norm_grad_bound(operand, scale, mean, variance, grad, epsilon=0.0,
                                    feature_index=0, result=results)[0]
    assert np.isinf(bound[0]).all()
    xla = np.array([[np.inf, np.inf], [np.nan, np.nan]], f8)
    assert compare(results[0], xla, ERROR_BOUND, bound=bound).passed
    # in f16 (largest 65504) the same: 40000 * 2 overflows, 1000 * 2 does not; there the bound
    # is finite and the comparison sharp
    operand, scale, mean, variance = (x.astype(np.float16) for x in (operand, scale, mean,
                                                                       variance))
    for g, overflows in ((40000.0, True), (1000.0, False)):
        grad = np.array([[0.5, g], [0.0, 0.0]], np.float16)
        results = numerics.batch_norm_grad(operand, scale, mean, variance, grad, epsilon=0.0,
                                           feature_index=0)
        bound = B.batch_norm_grad_bound(operand, scale, mean, variance, grad, epsilon=0.0,
                                        feature_index=0, result=results)[0]
        assert np.isinf(bound[0]).all() == overflows and np.isfinite(bound[0]).all() != overflows
        xla = np.array([[np.inf, np.inf], [np.nan, np.nan]], np.float16)
        assert compare(results[0], xla, ERROR_BOUND, bound=bound).passed == overflows


def test_batch_norm_grad_regression_7a03c1f0447c7089_infinite_bound_comparison():
    """Under an infinite bound: a finite expected value accepts anything, an infinite one any
    non-finite result (NaN from inf - inf included), a NaN expected value only NaN."""
    expected = np.array([-48.0, -np.inf, -np.inf, 1.0, np.nan], np.float32)
    actual = np.array([np.inf, np.nan, 5.0, 2.0, 0.0], np.float32)
    bound = np.array([np.inf, np.inf, np.inf, 0.5, np.inf])
    verdict = compare(expected, actual, ERROR_BOUND, bound=bound)
    assert not verdict.passed and verdict.mismatches == 3  # -inf vs 5; 1 vs 2; nan vs 0
    assert compare(expected[:2], actual[:2], ERROR_BOUND, bound=bound[:2]).passed


def test_convolution_regression_cdd1ec1ce9cefd23_bound_honours_flush_subnormals():
    """The error-bound rule honours the flush-subnormals allowance (XLA CPU flushes f64
    subnormal convolution results to 0); a normal value read as 0 still fails."""
    expected = np.array([-4.27061670532733e-308, -2.496528543783286e-309, 7.0952507093e-313])
    actual = np.array([-4.27061670532733e-308, 0.0, 0.0])
    bound = np.full(3, 1e-323)
    assert not compare(expected, actual, ERROR_BOUND, bound=bound).passed
    assert compare(expected, actual, ERROR_BOUND, bound=bound,
                   allowances=("flush-subnormals",)).passed
    # a normal expected value read as 0 is still a mismatch
    assert not compare(expected[:1], np.zeros(1), ERROR_BOUND, bound=bound[:1],
                       allowances=("flush-subnormals",)).passed


# --- complex products with an infinity -----------------------------------------------------------

CONV_C128 = """func.func @main(%arg0: tensor<1x1x2xcomplex<f64>>, %arg1: tensor<1x1x3xcomplex<f64>>) -> (tensor<1x1x1xcomplex<f64>>) {
  %v1 = "stablehlo.convolution"(%arg0, %arg1) {padding = dense<[[0, 1]]> : tensor<1x2xi64>, window_strides = array<i64: 1>, lhs_dilation = array<i64: 1>, rhs_dilation = array<i64: 1>, window_reversal = array<i1: false>, dimension_numbers = #stablehlo.conv<[b, f, 0]x[i, o, 0]->[b, f, 0]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<1x1x2xcomplex<f64>>, tensor<1x1x3xcomplex<f64>>) -> tensor<1x1x1xcomplex<f64>>
  "func.return"(%v1) : (tensor<1x1x1xcomplex<f64>>) -> ()
}"""

DOT_C128 = """func.func @main(%arg0: tensor<3xcomplex<f64>>, %arg1: tensor<3xcomplex<f64>>) -> (tensor<complex<f64>>) {
  %v1 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>} : (tensor<3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<complex<f64>>
  "func.return"(%v1) : (tensor<complex<f64>>) -> ()
}"""


def test_convolution_regression_4e39330ef8652835_complex_products_with_an_infinity():
    """convolution and dot_general multiply and add complex values as the spec (Python's complex
    arithmetic): 0 * 0 + z * (c - inf i) + 0 * d is -inf - inf i, where BLAS gave nan - inf i."""
    z = complex(0.0019831592144249326, -0.00034443461653017534)
    c = complex(0.019332147087919794, -np.inf)
    d = complex(1.8469879064292807, -20.653337430139985)
    # the spec's multiply and add, in Python's own complex arithmetic (no numpy, no BLAS)
    want = complex(0) * complex(0) + z * c + complex(0) * d
    assert (want.real, want.imag) == (-np.inf, -np.inf)
    out = evaluate(CONV_C128, [np.array([[[0, z]]]), np.array([[[0, c, d]]])])[0]
    assert (out.real.item(), out.imag.item()) == (want.real, want.imag)
    out = evaluate(DOT_C128, [np.array([0, z, 0]), np.array([0, c, d])])[0]
    assert (out.real.item(), out.imag.item()) == (want.real, want.imag)


def test_dot_general_regression_overflow_may_be_nan_but_not_finite():
    """bf16 products 6e38, 6e38 and -4.5e38 overflow in the type: an implementation adding them
    there gets inf + inf - inf = NaN, where the reference (float64) gets 7.5e38, inf in bf16.
    The infinite bound accepts any non-finite result for that infinite expected value, never a
    finite one."""
    module = dot_module((3,), (3,), (), "bf16", contracting=(0, 0))
    bf16 = ELEMENT_TYPES["bf16"].dtype
    args = [np.array([3e38, 3e38, -3e38], bf16), np.array([2, 2, 1.5], bf16)]
    (expected,), (bound,) = evaluate_with_bounds(module, args)
    assert np.isposinf(np.float64(expected)) and np.isinf(bound)
    rule = rule_for("dot_general", "bf16", "xla")
    for actual, passes in [(np.nan, True), (np.inf, True), (-np.inf, True), (1.0, False),
                           (3e38, False)]:
        verdict = compare(expected, np.asarray(actual).astype(bf16), rule, bound=bound)
        assert verdict.passed == passes, (actual, verdict)


# --- fft ----------------------------------------------------------------------------------------

def radix2_fft(x: np.ndarray, twiddle=np.float32) -> np.ndarray:
    """Iterative radix-2 Cooley-Tukey FFT over the last axis in complex64 arithmetic (how a
    backend computes it), the twiddle factors' parts rounded to `twiddle`."""
    n = x.shape[-1]
    bits = n.bit_length() - 1
    order = [int(format(i, f"0{bits}b")[::-1], 2) for i in range(n)]
    y = np.asarray(x, np.complex64)[..., order]
    m = 2
    while m <= n:
        exact_w = np.exp(-2j * np.pi * np.arange(m // 2) / m)
        w = (exact_w.real.astype(twiddle).astype(np.float32)
             + 1j * exact_w.imag.astype(twiddle).astype(np.float32)).astype(np.complex64)
        blocks = y.reshape(y.shape[:-1] + (n // m, m))
        even, odd = blocks[..., : m // 2], blocks[..., m // 2:] * w
        y = np.concatenate([even + odd, even - odd], axis=-1).reshape(y.shape)
        m *= 2
    return y


@pytest.mark.parametrize("n", [8, 1024, 65536])
def test_fft_bound_holds_for_a_radix2_transform_in_f32_and_catches_imprecise_twiddles(n):
    x = (rng(n, 0).uniform(-1, 1, (2, n)) + 1j * rng(n, 1).uniform(-1, 1, (2, n))
         ).astype(np.complex64)
    expected = numerics.fft(x, fft_type="FFT", fft_length=[n],
                            result_type=tensor_type((2, n), "complex<f32>"))
    bound = B.fft_bound(x, fft_type="FFT", fft_length=[n], result=expected)
    rule = ALMOST_EQ.with_bound(bound)
    assert compare(expected, radix2_fft(x), rule).passed
    # Never below the seed's almost-eq rule; well above it only where the transform is long.
    seed = 1e-4 * np.maximum(1, np.abs(expected.astype(np.complex128)))
    assert np.all(bound >= seed)
    assert (np.median(bound / seed) > 10) == (n >= 65536)
    # Twiddle factors in f16 (a backend's table in the wrong type) fail it at every size.
    assert not compare(expected, radix2_fft(x, np.float16), rule).passed


def test_fft_bound_of_the_inverse_transforms_scales_by_their_normalisation():
    x = ((rng(9, 0).uniform(-1, 1, (4096,)) + 1j * rng(9, 1).uniform(-1, 1, (4096,))) * 1e6
         ).astype(np.complex64)
    zero = np.zeros(1, np.complex64)
    forward = B.fft_bound(x, fft_type="FFT", fft_length=[4096], result=zero)[0]
    inverse = B.fft_bound(x, fft_type="IFFT", fft_length=[4096], result=zero)[0]
    half = B.fft_bound(x[:2049], fft_type="IRFFT", fft_length=[4096],
                       result=np.zeros(1, np.float32))[0]
    magnitude = np.abs(x.astype(np.complex128)).sum()
    assert forward == pytest.approx(B.FFT_ETA * 2.0 ** -24 * 12 * magnitude)
    assert inverse == pytest.approx(forward / 4096) and inverse > 1e-4
    assert half == pytest.approx(2 * B.FFT_ETA * 2.0 ** -24 * 12
                                 * np.abs(x[:2049].astype(np.complex128)).sum() / 4096)
