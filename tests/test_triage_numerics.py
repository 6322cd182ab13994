"""Regression tests for the triage of fuzz findings on numerics (issue 9): cholesky and
triangular_solve in narrow types, the batch norms' and convolution's error bounds with
non-finite values and overflow, complex products with an infinity, and the error-bound rule's
handling of flushed subnormals.

The narrow-type evaluations below are written here, independently of the reference: each
arithmetic step rounds to the element type (ml_dtypes), as a backend computing in that type
does; the bounds under test must cover every one of them."""
import ml_dtypes
import numpy as np
import pytest

from oracles.compare import ALMOST_EQ, ERROR_BOUND, compare, rule_for
from reference import bounds as B
from reference.ops import numerics
from reference.bounds import evaluate_with_bounds
import spec
from spec.types import ELEMENT_TYPES

DTYPES = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32}


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
def test_cholesky_bound_covers_narrow_evaluations(name):
    dtype, rng = DTYPES[name], np.random.default_rng(7)
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
def test_triangular_solve_bound_covers_narrow_evaluations(name):
    dtype, rng = DTYPES[name], np.random.default_rng(11)
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


def test_triangular_solve_right_side_bound_is_the_transposed_system():
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


def test_cholesky_f16_finding_passes_under_the_bound_and_the_fallback_rule():
    # finding 762e6c5ef1fce299: XLA computes in f16 with rsqrt: 1 ULP off in two elements
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


def test_fallback_rule_keeps_the_seed_tolerance_for_f32_and_f64():
    for name, dtype in (("f32", np.float32), ("f64", np.float64)):
        for op in ("cholesky", "triangular_solve"):
            assert rule_for(op, name).tolerance(np.zeros((3, 3), dtype)) == 0.0001


def test_cholesky_bound_leaves_the_other_triangle_to_implementations():
    a = np.array([[4.0, 1.0], [1.0, 3.0]], np.float32)
    for lower in (False, True):
        r = numerics.cholesky(a, lower=lower)
        bound = B.cholesky_bound(a, lower=lower, result=r)
        other = np.triu(np.ones((2, 2), bool), 1) if lower else np.tril(np.ones((2, 2), bool), -1)
        assert np.isinf(bound[other]).all() and np.isfinite(bound[~other]).all()


# --- overflow and non-finite values in the error-bound rule -----------------------------------

def test_bound_is_infinite_where_a_narrow_intermediate_overflows():
    # finding 7a03c1f0447c7089 (f8E5M2, largest 57344): grad_output 57344 times N = 2 overflows
    # the type in the spec's i1 = grad_output * N; XLA returns inf where the float64 result
    # is -48 and 112
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


def test_infinite_bound_accepts_any_result_for_finite_and_non_finite_for_infinite_expected():
    """Under an infinite bound: a finite expected value accepts anything, an infinite one any
    non-finite result (NaN from inf - inf included), a NaN expected value only NaN."""
    expected = np.array([-48.0, -np.inf, -np.inf, 1.0, np.nan], np.float32)
    actual = np.array([np.inf, np.nan, 5.0, 2.0, 0.0], np.float32)
    bound = np.array([np.inf, np.inf, np.inf, 0.5, np.inf])
    verdict = compare(expected, actual, ERROR_BOUND, bound=bound)
    assert not verdict.passed and verdict.mismatches == 3  # -inf vs 5; 1 vs 2; nan vs 0
    assert compare(expected[:2], actual[:2], ERROR_BOUND, bound=bound[:2]).passed


def test_bounded_rule_honours_flush_subnormals():
    # finding cdd1ec1ce9cefd23: XLA CPU flushes f64 subnormal results of a convolution to 0
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


def test_complex_products_with_an_infinity_follow_the_textbook_formula():
    # finding 4e39330ef8652835: (padding) 0 * 0 + z * (c - inf i) + 0 * d, whose only nonzero
    # product (re: zr cr - zi (-inf) ... ) is -inf - inf i; BLAS gave nan - inf i
    z = complex(0.0019831592144249326, -0.00034443461653017534)
    c = complex(0.019332147087919794, -np.inf)
    d = complex(1.8469879064292807, -20.653337430139985)
    # the spec's multiply and add, in Python's own complex arithmetic (no numpy, no BLAS)
    want = complex(0) * complex(0) + z * c + complex(0) * d
    assert (want.real, want.imag) == (-np.inf, -np.inf)
    from reference import evaluate
    out = evaluate(CONV_C128, [np.array([[[0, z]]]), np.array([[[0, c, d]]])])[0]
    assert (out.real.item(), out.imag.item()) == (want.real, want.imag)
    out = evaluate(DOT_C128, [np.array([0, z, 0]), np.array([0, c, d])])[0]
    assert (out.real.item(), out.imag.item()) == (want.real, want.imag)


def test_an_overflowing_dot_may_be_nan_but_not_finite():
    """bf16 products 6e38, 6e38 and -4.5e38 overflow in the type: an implementation adding them
    there gets inf + inf - inf = NaN, where the reference (float64) gets 7.5e38, inf in bf16.
    The infinite bound accepts any non-finite result for that infinite expected value, never a
    finite one."""
    module = spec.parse("""func.func @main(%x: tensor<3xbf16>, %y: tensor<3xbf16>) -> tensor<bf16> {
  %r = "stablehlo.dot_general"(%x, %y) {dot_dimension_numbers = #stablehlo.dot<
    lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}
    : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<bf16>
  "func.return"(%r) : (tensor<bf16>) -> ()
}""")
    bf16 = ELEMENT_TYPES["bf16"].dtype
    args = [np.array([3e38, 3e38, -3e38], bf16), np.array([2, 2, 1.5], bf16)]
    (expected,), (bound,) = evaluate_with_bounds(module, args)
    assert np.isposinf(np.float64(expected)) and np.isinf(bound)
    rule = rule_for("dot_general", "bf16", "xla")
    for actual, passes in [(np.nan, True), (np.inf, True), (-np.inf, True), (1.0, False),
                           (3e38, False)]:
        verdict = compare(expected, np.asarray(actual).astype(bf16), rule, bound=bound)
        assert verdict.passed == passes, (actual, verdict)
