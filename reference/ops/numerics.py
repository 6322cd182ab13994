"""Numerical ops: Fourier transforms, Cholesky factorization, triangular solves, batch norms.

Every op computes in float64 (complex128 for complex types) from the operands' exact values and
rounds each result once to its element type, so narrow types see one rounding where the spec's
decompositions (batch norms) round after every step. f64 and complex<f64> results carry the
float64 algorithms' own rounding errors (a few ulps times the problem's condition). The
substitution loops of cholesky and triangular_solve run over the matrix dimension, each step
vectorized over the batch.

The batch norms take the spec's decomposition literally where it makes constants of the operand's
element type: `epsilon` and the element count per feature are rounded to it first (for bf16,
epsilon = 0.001 is 0.0010004). Their means and variances stay unrounded inside the computation.
"""
from __future__ import annotations

import numpy as np

from spec.shapes import fft_shape, rfft_size

from ..errors import EvaluationError
from ..values import (C128, EXTENDED_COMPLEX, F64, element_type_of, narrow, not_representable,
                      unquantized)
from .registry import DEQUANTIZE_BATCH_NORM_GRAD_OR_TRAINING_QUANTIZE, DEQUANTIZE_OP_QUANTIZE, Unspecified, op


def _wide(x) -> np.ndarray:
    """A float or complex tensor in float64 / complex128 (values unchanged)."""
    x = np.asarray(x)
    return x.astype(C128 if np.iscomplexobj(x) else F64)


def _representable(name: str, wide_results, attributes: tuple[str, ...]) -> Unspecified:
    """`<name>/not-representable`: a result the element type cannot hold. `wide_results`
    takes the op's operands and its `attributes` and returns its unrounded results as pairs
    (wide array, element type); the mask is element-wise for one result, whole for several."""
    def when(*operands, **given):
        if any(not isinstance(x, np.ndarray) for x in operands):
            return np.False_
        with np.errstate(all="ignore"):
            pairs = wide_results(*operands, **{k: given[k] for k in attributes})
        masks = [not_representable(w, et) for w, et in pairs]
        return masks[0] if len(masks) == 1 else np.any([m.any() for m in masks])
    return Unspecified(f"{name}/not-representable", "implementation-defined",
                       "a result is not a value of the element type (an infinity or NaN that "
                       "f4/f6 or the FN/FNUZ f8 types lack, a magnitude beyond their largest "
                       "value, -0 in FNUZ types, zero or a negative value in f8E8M0FNU)",
                       "values.round_float's rounding of the float64 result", when)


# ---------------------------------------------------------------------------------------------
# fft

def _fft_axes(operand, fft_type: str, fft_length) -> tuple[int, ...]:
    """The transformed axes (the trailing len(fft_length)), after checking C1, C3 and that the
    operand's trailing dimensions match fft_length (C4, C5)."""
    rank, count = np.ndim(operand), len(fft_length)
    if not 1 <= count <= min(3, rank):
        raise EvaluationError(f"fft_c1/fft_c3: size(fft_length) = {count} must be in "
                              f"[1, min(3, rank(operand) = {rank})]")
    expected = list(fft_length)
    if fft_type == "IRFFT":
        expected[-1] = rfft_size(expected[-1])
    if list(np.shape(operand)[-count:]) != expected:
        raise EvaluationError(f"fft_c4/fft_c5: {fft_type} with fft_length {list(fft_length)} "
                              f"needs trailing dimensions {expected}, operand has "
                              f"{list(np.shape(operand)[-count:])}")
    return tuple(range(-count, 0))


def _fft_wide(operand, fft_type: str, fft_length) -> np.ndarray:
    axes = _fft_axes(operand, fft_type, fft_length)
    x = _wide(operand)
    if x.size == 0:  # numpy's transforms reject empty arrays (a zero in fft_length empties x)
        return np.zeros(fft_shape(x.shape, fft_type, fft_length),
                        F64 if fft_type == "IRFFT" else C128)
    transform = {"FFT": np.fft.fftn, "IFFT": np.fft.ifftn,
                 "RFFT": np.fft.rfftn, "IRFFT": np.fft.irfftn}[fft_type]
    with np.errstate(over="ignore", invalid="ignore"):  # inf / NaN results are the values
        return transform(x, s=fft_length, axes=axes)


def _not_hermitian(operand, *, fft_type, fft_length):
    """IRFFT inverts RFFT, whose results X satisfy X[k, j] = conj(X[-k, j]) (k over the leading
    transformed axes, modulo their lengths) for the last axis' j = 0 and, for an even length,
    j = n / 2. An operand that breaks this is no RFFT result: its inverse is not defined."""
    if fft_type != "IRFFT" or np.size(operand) == 0:
        return np.False_
    count, n = len(fft_length), fft_length[-1]
    columns = np.asarray(operand)[..., [0] + ([n // 2] if n % 2 == 0 else [])]
    mirrored = columns
    for axis in range(-count, -1):
        mirrored = np.roll(np.flip(mirrored, axis=axis), 1, axis=axis)
    broken = np.any(columns != np.conj(mirrored), axis=tuple(range(-count, 0)))
    return broken.reshape(broken.shape + (1,) * count)


@op("fft", unspecified=[
    Unspecified("fft/irfft-not-hermitian", "implementation-defined",
                "IRFFT of an operand that is not the RFFT of any real tensor (its DC column, "
                "and Nyquist column for an even length, is not conjugate-symmetric)",
                "numpy's irfftn: the imaginary parts that break the symmetry are dropped",
                _not_hermitian)])
def fft(operand, *, fft_type, fft_length, result_type):
    """The forward or inverse, complex or real, discrete Fourier transform over the trailing
    len(fft_length) dimensions (numpy's pocketfft in complex128), rounded once."""
    return narrow(_fft_wide(operand, fft_type, fft_length), result_type.element_type)


# ---------------------------------------------------------------------------------------------
# cholesky and triangular_solve

def _hermitian_from(a: np.ndarray, lower: bool) -> np.ndarray:
    """The Hermitian matrices that the selected triangle of `a` (diagonal included) defines."""
    triangle = np.tril(a) if lower else np.triu(a)
    strict = np.tril(a, -1) if lower else np.triu(a, 1)
    return triangle + np.conj(np.swapaxes(strict, -1, -2))


def _cholesky_lower(h: np.ndarray) -> np.ndarray:
    """L with L L^H = h, column by column (NaN from the first non-positive pivot on)."""
    n = h.shape[-1]
    l = np.zeros_like(h)
    with np.errstate(all="ignore"):
        for j in range(n):
            row = l[..., j, :j]
            pivot = np.sqrt(h[..., j, j].real - np.sum(np.abs(row) ** 2, axis=-1))
            pivot = np.where(pivot > 0, pivot, np.nan)
            l[..., j, j] = pivot
            below = h[..., j + 1:, j] - np.einsum("...ik,...k->...i", l[..., j + 1:, :j],
                                                  np.conj(row))
            l[..., j + 1:, j] = below / pivot[..., None]
    return l


def _cholesky_wide(a, *, lower):
    l = _cholesky_lower(_hermitian_from(_wide(a), lower))
    return l if lower else np.conj(np.swapaxes(l, -1, -2))


def _not_hermitian_positive_definite(a, *, lower):
    a = np.asarray(a)
    w = _wide(a)
    hermitian = np.all(w == np.conj(np.swapaxes(w, -1, -2)), axis=(-2, -1))
    factored = np.all(np.isfinite(_cholesky_wide(a, lower=lower)), axis=(-2, -1))
    return ~(hermitian & factored)[..., None, None]


def _other_triangle(a, *, lower):
    n = np.shape(a)[-1]
    return np.triu(np.ones((n, n), bool), 1) if lower else np.tril(np.ones((n, n), bool), -1)


@op("cholesky", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=[
    Unspecified("cholesky/other-triangle", "implementation-defined",
                "the strictly upper (lower = true) or strictly lower (lower = false) triangle "
                "of the result: the spec leaves its values to implementations",
                "zeros", _other_triangle),
    Unspecified("cholesky/not-hermitian-positive-definite", "undefined",
                "a matrix of the batch is not Hermitian positive-definite",
                "the factorization of the Hermitian matrix that the lower (upper) triangle "
                "of a defines; NaN from the first column without a positive pivot on",
                _not_hermitian_positive_definite),
    _representable("cholesky", lambda a, *, lower: [(_cholesky_wide(a, lower=lower),
                                                     element_type_of(a))], ("lower",))])
def cholesky(a, *, lower):
    """The Cholesky factor of each matrix of the batch: lower L with L L^H = a, or upper U
    with U^H U = a. Only the triangle of a that `lower` selects is read."""
    unquantized(a)
    return narrow(_cholesky_wide(a, lower=lower), element_type_of(a))


def _substitute(m: np.ndarray, b: np.ndarray, lower: bool) -> np.ndarray:
    """x with m x = b for triangular m (forward substitution if lower, else backward)."""
    n = m.shape[-1]
    x = np.zeros(np.broadcast_shapes(m.shape[:-2], b.shape[:-2]) + b.shape[-2:],
                 np.result_type(m, b))
    if x.size == 0:  # nothing to solve; numpy's einsum corrupts the heap on empty clongdouble
        return x     # results (tests/reference/test_reference_linalg.py keeps the bare reproducer)
    with np.errstate(all="ignore"):
        for i in (range(n) if lower else reversed(range(n))):
            known = slice(0, i) if lower else slice(i + 1, n)
            partial = np.einsum("...j,...jk->...k", m[..., i, known], x[..., known, :])
            x[..., i, :] = (b[..., i, :] - partial) / m[..., i, i][..., None]
    return x


def _solver_wide(x) -> np.ndarray:
    """_wide, but complex in numpy's extended complex type where it is wider: a substitution
    in complex128 overflows (inf - inf: NaN) on values near 1e307 whose solution is finite."""
    x = _wide(x)
    return x.astype(EXTENDED_COMPLEX) if x.dtype == C128 and EXTENDED_COMPLEX else x


def _triangular_solve_wide(a, b, *, left_side, lower, unit_diagonal, transpose_a):
    a, b = _solver_wide(a), _solver_wide(b)
    a = np.tril(a) if lower else np.triu(a)
    if unit_diagonal:
        a = a - a * np.eye(a.shape[-1]) + np.eye(a.shape[-1])
    op_a = {"NO_TRANSPOSE": a, "TRANSPOSE": np.swapaxes(a, -1, -2),
            "ADJOINT": np.conj(np.swapaxes(a, -1, -2))}[transpose_a]
    if left_side:  # op(a) x = b
        return _substitute(op_a, b, lower == (transpose_a == "NO_TRANSPOSE"))
    # x op(a) = b  <=>  op(a)^T x^T = b^T
    x_t = _substitute(np.swapaxes(op_a, -1, -2), np.swapaxes(b, -1, -2),
                      lower != (transpose_a == "NO_TRANSPOSE"))
    return np.swapaxes(x_t, -1, -2)


def _whole_matrix(condition: np.ndarray) -> np.ndarray:
    return condition[..., None, None]


@op("triangular_solve", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=[
    Unspecified("triangular_solve/unit-diagonal-not-one", "undefined",
                "unit_diagonal = true while a diagonal element of a is not 1 (the spec lets "
                "implementations assume it is)", "the solution with the diagonal taken as 1",
                lambda a, b, *, unit_diagonal: _whole_matrix(
                    np.bool_(unit_diagonal)
                    & np.any(np.diagonal(_wide(a), axis1=-2, axis2=-1) != 1, axis=-1))),
    Unspecified("triangular_solve/singular", "undefined",
                "a zero on the diagonal of a (unit_diagonal = false): the system has no "
                "unique solution", "the substitution's IEEE quotients (infinities, NaN)",
                lambda a, b, *, unit_diagonal: _whole_matrix(
                    ~np.bool_(unit_diagonal)
                    & np.any(np.diagonal(_wide(a), axis1=-2, axis2=-1) == 0, axis=-1))),
    Unspecified("triangular_solve/non-finite", "implementation-defined",
                "an infinite or NaN element in a or b: which elements of the solution become "
                "infinite or NaN depends on the order of the substitution (the spec names no "
                "algorithm; XLA CPU's blocked solve spreads NaN where a substitution does not)",
                "the substitution's IEEE results",
                lambda a, b: _whole_matrix(np.any(~np.isfinite(_wide(a)), axis=(-2, -1))
                                           | np.any(~np.isfinite(_wide(b)), axis=(-2, -1)))),
    _representable("triangular_solve", lambda a, b, **attributes: [
        (_triangular_solve_wide(a, b, **attributes), element_type_of(b))],
        ("left_side", "lower", "unit_diagonal", "transpose_a"))])
def triangular_solve(a, b, *, left_side, lower, unit_diagonal, transpose_a):
    """x with op(a) x = b (left_side) or x op(a) = b, op(a) being a, its transpose or its
    conjugate transpose, reading only the lower (upper) triangle of a. The result is the whole
    solution x."""
    unquantized(a, b)
    return narrow(_triangular_solve_wide(a, b, left_side=left_side, lower=lower,
                                         unit_diagonal=unit_diagonal, transpose_a=transpose_a),
                  element_type_of(b))


# ---------------------------------------------------------------------------------------------
# Batch norms

def _per_feature(x, operand, feature_index: int) -> np.ndarray:
    """broadcast_in_dim(x, [feature_index], type(operand)), in float64."""
    shape = [1] * np.ndim(operand)
    shape[feature_index] = -1
    return _wide(x).reshape(shape)


def _constant(value, operand) -> np.float64:
    """constant(value, element_type(operand)), in float64."""
    return narrow(np.array([value], F64), element_type_of(operand)).astype(F64)[0]


def _sum(x: np.ndarray, feature_index: int) -> np.ndarray:
    """compute_sum: the sum over every dimension but feature_index (kept, of size 1 elsewhere)."""
    return np.sum(x, axis=tuple(d for d in range(x.ndim) if d != feature_index), keepdims=True)


def _count(operand, feature_index: int) -> np.float64:
    """constant(size(operand) / dim(operand, feature_index), element_type(operand))."""
    dim = np.shape(operand)[feature_index]
    return _constant(np.size(operand) / dim if dim else np.nan, operand)


def _check_feature_index(operand, feature_index: int, name: str) -> None:
    if not 0 <= feature_index < np.ndim(operand):
        raise EvaluationError(f"{name}_c1: feature_index {feature_index} is not in "
                              f"[0, rank(operand) = {np.ndim(operand)})")


def _inference_wide(operand, scale, offset, mean, variance, *, epsilon, feature_index):
    per_feature = lambda x: _per_feature(x, operand, feature_index)  # noqa: E731
    stddev = np.sqrt(per_feature(variance) + _constant(epsilon, operand))
    return per_feature(scale) * ((_wide(operand) - per_feature(mean)) / stddev) \
        + per_feature(offset)


def _training_wide(operand, scale, offset, *, epsilon, feature_index):
    count = _count(operand, feature_index)
    mean = _sum(_wide(operand), feature_index) / count
    variance = _sum((_wide(operand) - mean) ** 2, feature_index) / count
    output = _inference_wide(operand, scale, offset, mean, variance, epsilon=epsilon,
                             feature_index=feature_index)
    return output, mean.reshape(-1), variance.reshape(-1)


def _grad_wide(operand, scale, mean, variance, grad_output, *, epsilon, feature_index):
    per_feature = lambda x: _per_feature(x, operand, feature_index)  # noqa: E731
    variance_epsilon = per_feature(variance) + _constant(epsilon, operand)
    centered_operand = _wide(operand) - per_feature(mean)
    stddev = np.sqrt(variance_epsilon)
    grad_output = _wide(grad_output)
    elements_per_feature = _count(operand, feature_index)
    i1 = grad_output * elements_per_feature
    i2 = _sum(grad_output, feature_index)
    i3 = _sum(grad_output * centered_operand, feature_index)
    i6 = i1 - i2 - i3 * centered_operand / variance_epsilon
    grad_operand = per_feature(scale) / stddev / elements_per_feature * i6
    grad_scale = _sum(grad_output * (centered_operand / stddev), feature_index)
    return grad_operand, grad_scale.reshape(-1), i2.reshape(-1)


_NORM_ATTRIBUTES = ("epsilon", "feature_index")


def _with_types(results, operand):
    return [(r, element_type_of(operand)) for r in results]


@op("batch_norm_inference", quantized=DEQUANTIZE_OP_QUANTIZE, unspecified=[_representable(
    "batch_norm_inference", lambda operand, *rest, **attributes: _with_types(
        [_inference_wide(operand, *rest, **attributes)], operand), _NORM_ATTRIBUTES)])
def batch_norm_inference(operand, scale, offset, mean, variance, *, epsilon, feature_index):
    """scale * (operand - mean) / sqrt(variance + epsilon) + offset, per feature."""
    unquantized(operand, scale, offset, mean, variance)
    _check_feature_index(operand, feature_index, "batch_norm_inference")
    with np.errstate(all="ignore"):
        result = _inference_wide(operand, scale, offset, mean, variance, epsilon=epsilon,
                                 feature_index=feature_index)
    return narrow(result, element_type_of(operand))


@op("batch_norm_training", quantized=DEQUANTIZE_BATCH_NORM_GRAD_OR_TRAINING_QUANTIZE,
    unspecified=[_representable(
    "batch_norm_training", lambda operand, *rest, **attributes: _with_types(
        _training_wide(operand, *rest, **attributes), operand), _NORM_ATTRIBUTES)])
def batch_norm_training(operand, scale, offset, *, epsilon, feature_index):
    """The batch mean and (biased) variance per feature, and operand normalized with them."""
    unquantized(operand, scale, offset)
    _check_feature_index(operand, feature_index, "batch_norm_training")
    with np.errstate(all="ignore"):
        results = _training_wide(operand, scale, offset, epsilon=epsilon,
                                 feature_index=feature_index)
    return [narrow(r, element_type_of(operand)) for r in results]


@op("batch_norm_grad", quantized=DEQUANTIZE_BATCH_NORM_GRAD_OR_TRAINING_QUANTIZE,
    unspecified=[_representable(
    "batch_norm_grad", lambda operand, *rest, **attributes: _with_types(
        _grad_wide(operand, *rest, **attributes), operand), _NORM_ATTRIBUTES)])
def batch_norm_grad(operand, scale, mean, variance, grad_output, *, epsilon, feature_index):
    """The gradients of batch_norm_training with respect to operand, scale and offset, as the
    spec's decomposition (XLA's batchnorm_expander) computes them."""
    unquantized(operand, scale, mean, variance, grad_output)
    _check_feature_index(operand, feature_index, "batch_norm_grad")
    with np.errstate(all="ignore"):
        results = _grad_wide(operand, scale, mean, variance, grad_output, epsilon=epsilon,
                             feature_index=feature_index)
    return [narrow(r, element_type_of(operand)) for r in results]
