"""The reference's fft, cholesky, triangular_solve and batch norms against independent
computations: the DFT written as an explicit sum, numpy.linalg in float64 (solutions checked by
residual), hand-computed small cases, a finite-difference gradient of a hand-written batch
norm; plus the Unspecified masks and the constraint errors."""
from __future__ import annotations

import cmath
import math

import ml_dtypes
import numpy as np
import pytest

import reference
from reference.errors import EvaluationError
from reference.ops import unspecified
from spec.attributes import BoolAttr
from tests.helpers import enum, floating, i64_array, integer, one_op
import spec as spec_

RNG = np.random.default_rng(5)
NAMES = {np.dtype(np.float16): "f16", np.dtype(np.float32): "f32", np.dtype(np.float64): "f64",
         np.dtype(np.complex64): "complex<f32>", np.dtype(np.complex128): "complex<f64>",
         np.dtype(ml_dtypes.bfloat16): "bf16"}


def run(name: str, operands, results, attributes: dict) -> list[np.ndarray]:
    """`stablehlo.<name>` on `operands` through the interpreter; `results`: (shape, dtype)."""
    module, inputs = one_op(name, [(NAMES[x.dtype], x) for x in operands],
                            [(shape, NAMES[np.dtype(dtype)]) for shape, dtype in results],
                            attributes)
    return reference.evaluate(module, inputs)


def mask(name: str, uid: str, *operands, **attributes) -> np.ndarray:
    (u,) = [u for u in unspecified(name) if u.id == uid]
    return u.mask(*operands, **attributes)


# ---------------------------------------------------------------------------------------------
# fft

def dft(x: np.ndarray, axis: int, inverse: bool = False) -> np.ndarray:
    """The DFT along `axis` as the explicit sum X[k] = sum_n x[n] e^(-+2 pi i k n / N)."""
    n = x.shape[axis]
    sign = 1 if inverse else -1
    w = np.array([[cmath.exp(sign * 2j * math.pi * k * m / n) for m in range(n)]
                  for k in range(n)])
    moved = np.moveaxis(x.astype(np.complex128), axis, -1)
    out = np.array([[sum(w[k, m] * row[m] for m in range(n)) for k in range(n)]
                    for row in moved.reshape(-1, n)]).reshape(moved.shape)
    return np.moveaxis(out / n if inverse else out, -1, axis)


def fft_attributes(fft_type: str, fft_length) -> dict:
    return {"fft_type": enum("fft_type", fft_type), "fft_length": i64_array(fft_length)}


@pytest.mark.parametrize("count", [1, 2, 3])
@pytest.mark.parametrize("fft_type", ["FFT", "IFFT"])
def test_complex_fft_is_the_dft_over_the_trailing_dimensions(count, fft_type):
    x = RNG.normal(size=(2, 3, 4, 5)) + 1j * RNG.normal(size=(2, 3, 4, 5))
    expected = x
    for axis in range(-count, 0):
        expected = dft(expected, axis, inverse=fft_type == "IFFT")
    (result,) = run("fft", [x], [(x.shape, np.complex128)],
                    fft_attributes(fft_type, x.shape[-count:]))
    np.testing.assert_allclose(result, expected, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("count", [1, 2, 3])
@pytest.mark.parametrize("n", [4, 5])
def test_rfft_is_the_truncated_dft_and_irfft_inverts_it(count, n):
    x = RNG.normal(size=(2, 3, 4, n)).astype(np.float32)
    full = x.astype(np.float64)
    for axis in range(-count, 0):
        full = dft(full, axis)
    half = full[..., : n // 2 + 1]
    length = x.shape[-count:]
    (result,) = run("fft", [x], [(half.shape, np.complex64)], fft_attributes("RFFT", length))
    assert result.dtype == np.complex64
    np.testing.assert_allclose(result, half, rtol=2e-6, atol=2e-5)
    (back,) = run("fft", [half], [(x.shape, np.float64)], fft_attributes("IRFFT", length))
    np.testing.assert_allclose(back, x, rtol=1e-12, atol=1e-12)


def test_irfft_by_hand():
    (even,) = run("fft", [np.array([4, 0, 0], np.complex64)], [((4,), np.float32)],
                  fft_attributes("IRFFT", [4]))
    (odd,) = run("fft", [np.array([0, 2.5, 0], np.complex128)], [((5,), np.float64)],
                 fft_attributes("IRFFT", [5]))
    np.testing.assert_array_equal(even, [1, 1, 1, 1])
    np.testing.assert_allclose(odd, [math.cos(2 * math.pi * k / 5) for k in range(5)],
                               atol=1e-15)


def test_fft_of_empty_tensors():
    (a,) = run("fft", [np.zeros((0, 4), np.complex64)], [((0, 4), np.complex64)],
               fft_attributes("FFT", [4]))
    (b,) = run("fft", [np.zeros((3, 0), np.float32)], [((3, 0), np.complex64)],
               fft_attributes("RFFT", [0]))
    assert a.shape == (0, 4) and b.shape == (3, 0)


@pytest.mark.parametrize("fft_type, fft_length, operand, dtype, result", [
    ("RFFT", [0, 3], (0, 3), np.float32, (0, 2)), ("RFFT", [2, 0], (2, 0), np.float32, (2, 0)),
    ("IRFFT", [0, 4], (0, 3), np.complex64, (0, 4)),
    ("IRFFT", [2, 0], (2, 0), np.complex64, (2, 0))])
def test_fft_with_a_zero_length_has_the_spec_result_shape(fft_type, fft_length, operand, dtype,
                                                         result):
    """A zero anywhere in fft_length empties the operand; the last real dimension still
    sets the complex one (fft C5: RFFT's [0, 3] gives [0, 2])."""
    out_dtype = np.float32 if fft_type == "IRFFT" else np.complex64
    (r,) = run("fft", [np.zeros(operand, dtype)], [(result, out_dtype)],
               fft_attributes(fft_type, fft_length))
    assert r.shape == result


@pytest.mark.parametrize("fft_length, shape", [((4, 4, 4, 4), (4, 4, 4, 4)), ((4, 4), (4,)),
                                               ((3,), (4,))])
def test_fft_constraint_errors(fft_length, shape):
    x = np.zeros(shape, np.complex64)
    with pytest.raises(EvaluationError, match="fft_c"):
        run("fft", [x], [(shape, np.complex64)], fft_attributes("FFT", fft_length))


def test_irfft_of_a_non_hermitian_operand_is_implementation_defined():
    ok = np.array([[4, 1 + 1j, 2], [0, 1 - 1j, 0]], np.complex128)
    bad = ok.copy()
    bad[1, 0] = 1j  # DC column [4, i] is not conjugate-symmetric: conj(i) != i
    attrs = {"fft_type": "IRFFT", "fft_length": (2, 4)}
    uid = "fft/irfft-not-hermitian"
    assert not mask("fft", uid, ok[None], **attrs).any()
    assert mask("fft", uid, np.stack([ok, bad]), **attrs).reshape(-1).tolist() == [False, True]
    assert not mask("fft", uid, ok, fft_type="FFT", fft_length=(2, 3)).any()


# ---------------------------------------------------------------------------------------------
# cholesky

SPEC_A = np.array([[1.0, 2.0, 3.0], [2.0, 20.0, 26.0], [3.0, 26.0, 70.0]])
SPEC_L = np.array([[1.0, 0.0, 0.0], [2.0, 4.0, 0.0], [3.0, 5.0, 6.0]])


@pytest.mark.parametrize("dtype", [np.float64, ml_dtypes.bfloat16, np.complex64])
def test_cholesky_of_the_spec_example_lower_and_upper(dtype):
    a = SPEC_A.astype(dtype)
    (lower,) = run("cholesky", [a], [(a.shape, dtype)], {"lower": BoolAttr(True)})
    (upper,) = run("cholesky", [a], [(a.shape, dtype)], {"lower": BoolAttr(False)})
    np.testing.assert_array_equal(lower.astype(np.complex128), SPEC_L)
    np.testing.assert_array_equal(upper.astype(np.complex128), SPEC_L.T)


@pytest.mark.parametrize("dtype", [np.float32, np.complex128])
@pytest.mark.parametrize("lower", [True, False])
def test_cholesky_of_random_batches_by_residual(dtype, lower):
    m = RNG.normal(size=(2, 3, 4, 4))
    if np.dtype(dtype).kind == "c":
        m = m + 1j * RNG.normal(size=m.shape)
    a = (m @ np.conj(np.swapaxes(m, -1, -2)) + 4 * np.eye(4)).astype(dtype)
    (r,) = run("cholesky", [a], [(a.shape, dtype)], {"lower": BoolAttr(lower)})
    r64 = r.astype(np.complex128)
    product = r64 @ np.conj(np.swapaxes(r64, -1, -2)) if lower else \
        np.conj(np.swapaxes(r64, -1, -2)) @ r64
    tolerance = 1e-5 if dtype == np.float32 else 1e-12
    np.testing.assert_allclose(product, a, rtol=tolerance, atol=tolerance * 10)
    assert np.all((np.triu(r, 1) if lower else np.tril(r, -1)) == 0)
    assert np.all(np.diagonal(r, axis1=-2, axis2=-1).real > 0)
    expected = np.linalg.cholesky(a.astype(np.complex128))
    np.testing.assert_allclose(r64, expected if lower else np.conj(np.swapaxes(expected, -1, -2)),
                               rtol=tolerance, atol=tolerance)


@pytest.mark.parametrize("lower", [True, False])
def test_cholesky_reads_only_the_selected_triangle(lower):
    a = SPEC_A.copy()
    if lower:
        a[np.triu_indices(3, 1)] = 99.0
    else:
        a[np.tril_indices(3, -1)] = -99.0
    (r,) = run("cholesky", [a], [(a.shape, np.float64)], {"lower": BoolAttr(lower)})
    np.testing.assert_array_equal(r, SPEC_L if lower else SPEC_L.T)


def test_cholesky_unspecified_masks():
    not_pd = np.array([[1.0, 2.0], [2.0, 1.0]])
    not_symmetric = np.array([[4.0, 1.0], [0.0, 4.0]])
    batch = np.stack([np.eye(2) * 4, not_pd, not_symmetric])
    m = mask("cholesky", "cholesky/not-hermitian-positive-definite", batch, lower=True)
    assert np.broadcast_to(m, batch.shape)[:, 0, 0].tolist() == [False, True, True]
    (r,) = run("cholesky", [batch[:2]], [((2, 2, 2), np.float64)], {"lower": BoolAttr(True)})
    np.testing.assert_array_equal(r[0], [[2, 0], [0, 2]])
    assert np.isnan(r[1, 1, 1])
    other = mask("cholesky", "cholesky/other-triangle", batch, lower=False)
    assert other.tolist() == [[False, False], [True, False]]


# ---------------------------------------------------------------------------------------------
# triangular_solve

def solve_attributes(left_side, lower, unit_diagonal, transpose_a) -> dict:
    return {"left_side": BoolAttr(left_side), "lower": BoolAttr(lower),
            "unit_diagonal": BoolAttr(unit_diagonal),
            "transpose_a": enum("transpose", transpose_a)}


@pytest.mark.parametrize("left_side", [True, False])
@pytest.mark.parametrize("lower", [True, False])
@pytest.mark.parametrize("unit_diagonal", [True, False])
@pytest.mark.parametrize("transpose_a", ["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"])
def test_triangular_solve_by_residual(left_side, lower, unit_diagonal, transpose_a):
    a = RNG.normal(size=(2, 4, 4)) + 1j * RNG.normal(size=(2, 4, 4)) + 4 * np.eye(4)
    b = RNG.normal(size=(2, 4, 3) if left_side else (2, 3, 4)) + 0j
    (x,) = run("triangular_solve", [a, b], [(b.shape, np.complex128)],
               solve_attributes(left_side, lower, unit_diagonal, transpose_a))
    t = np.tril(a) if lower else np.triu(a)  # only this triangle is read
    if unit_diagonal:
        t[:, range(4), range(4)] = 1
    op_a = {"NO_TRANSPOSE": t, "TRANSPOSE": np.swapaxes(t, -1, -2),
            "ADJOINT": np.conj(np.swapaxes(t, -1, -2))}[transpose_a]
    np.testing.assert_allclose(op_a @ x if left_side else x @ op_a, b, atol=1e-12)
    expected = np.linalg.solve(op_a, b) if left_side else \
        np.swapaxes(np.linalg.solve(np.swapaxes(op_a, -1, -2), np.swapaxes(b, -1, -2)), -1, -2)
    np.testing.assert_allclose(x, expected, rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("dtype", [np.float16, np.float32])
def test_triangular_solve_by_hand(dtype):
    a = np.array([[2.0, 1.0], [7.0, 4.0]], dtype)  # upper: [[2, 1], [0, 4]]; 7 is not read
    b = np.array([[2.0, 9.0]], dtype)
    (x,) = run("triangular_solve", [a, b], [(b.shape, dtype)],
               solve_attributes(False, False, False, "NO_TRANSPOSE"))
    # x [[2, 1], [0, 4]] = [2, 9]: 2 x0 = 2, x0 + 4 x1 = 9
    np.testing.assert_array_equal(x, np.array([[1.0, 2.0]], dtype))


def test_triangular_solve_unspecified_masks():
    a = np.stack([np.eye(2), [[2.0, 0.0], [1.0, 0.0]]])
    b = np.ones((2, 2, 1))
    unit = mask("triangular_solve", "triangular_solve/unit-diagonal-not-one", a, b,
                unit_diagonal=True)
    singular = mask("triangular_solve", "triangular_solve/singular", a, b, unit_diagonal=False)
    assert unit.reshape(-1).tolist() == [False, True]
    assert singular.reshape(-1).tolist() == [False, True]
    assert not mask("triangular_solve", "triangular_solve/singular", a, b,
                    unit_diagonal=True).any()


# ---------------------------------------------------------------------------------------------
# Batch norms

def norm_attributes(epsilon: float, feature_index: int) -> dict:
    return {"epsilon": floating(epsilon), "feature_index": integer(feature_index)}


def test_batch_norm_inference_by_hand():
    operand = np.array([[1.0, 10.0], [3.0, 20.0], [5.0, 0.0]])  # features along dimension 1
    scale, offset = np.array([2.0, 0.5]), np.array([1.0, -1.0])
    mean, variance = np.array([3.0, 10.0]), np.array([3.0, 99.0])
    (r,) = run("batch_norm_inference", [operand, scale, offset, mean, variance],
               [(operand.shape, np.float64)], norm_attributes(1.0, 1))
    # 2 (x - 3) / sqrt(4) + 1 and 0.5 (x - 10) / sqrt(100) - 1
    np.testing.assert_allclose(r, [[-1.0, -1.0], [1.0, -0.5], [3.0, -1.5]], rtol=1e-15)


def test_batch_norm_epsilon_is_a_constant_of_the_element_type():
    bf16 = ml_dtypes.bfloat16
    one = np.ones(1, bf16)
    operand, offset = np.array([[1.0]], bf16), np.array([-31.625], bf16)
    (r,) = run("batch_norm_inference", [operand, one, offset, 0 * one, 0 * one],
               [((1, 1), bf16)], norm_attributes(0.001, 1))
    # bf16(0.001) = 0.00099945068359375: 1 / sqrt of it is 31.6315 (31.6228 for 0.001 itself)
    epsilon = float(np.float32(0.001).astype(bf16))
    assert float(r[0, 0]) == float(np.float64(1 / math.sqrt(epsilon) - 31.625).astype(bf16)) > 0


def batch_norm_training_by_hand(operand, scale, offset, epsilon):
    """The training forward pass with feature_index = 0, written with Python floats."""
    rows = [[float(v) for v in row.ravel()] for row in operand]
    means = [sum(r) / len(r) for r in rows]
    variances = [sum((v - m) ** 2 for v in r) / len(r) for r, m in zip(rows, means)]
    output = [[s * (v - m) / math.sqrt(var + epsilon) + o for v in r]
              for r, m, var, s, o in zip(rows, means, variances, scale, offset)]
    return np.array(output).reshape(operand.shape), np.array(means), np.array(variances)


def test_batch_norm_training_by_hand():
    operand = RNG.normal(size=(3, 2, 4))
    scale, offset = np.array([1.0, 2.0, 0.5]), np.array([0.0, 1.0, -1.0])
    results = run("batch_norm_training", [operand, scale, offset],
                  [(operand.shape, np.float64), ((3,), np.float64), ((3,), np.float64)],
                  norm_attributes(0.25, 0))
    for r, e in zip(results, batch_norm_training_by_hand(operand, scale, offset, 0.25)):
        np.testing.assert_allclose(r, e, rtol=1e-13, atol=1e-14)


def test_batch_norm_grad_is_the_gradient_of_batch_norm_training():
    operand = RNG.normal(size=(3, 2, 4))
    scale, offset = np.array([1.0, 2.0, 0.5]), np.array([0.0, 1.0, -1.0])
    grad_output = RNG.normal(size=operand.shape)
    _, mean, variance = batch_norm_training_by_hand(operand, scale, offset, 0.25)
    grad_operand, grad_scale, grad_offset = run(
        "batch_norm_grad", [operand, scale, mean, variance, grad_output],
        [(operand.shape, np.float64), ((3,), np.float64), ((3,), np.float64)],
        norm_attributes(0.25, 0))

    def loss(x, s, o):
        return float(np.sum(grad_output * batch_norm_training_by_hand(x, s, o, 0.25)[0]))

    def gradient(f, x):
        h, g = 1e-6, np.zeros_like(x)
        for i in np.ndindex(x.shape):
            up, down = x.copy(), x.copy()
            up[i] += h
            down[i] -= h
            g[i] = (f(up) - f(down)) / (2 * h)
        return g

    np.testing.assert_allclose(grad_operand, gradient(lambda x: loss(x, scale, offset), operand),
                               atol=1e-6)
    np.testing.assert_allclose(grad_scale, gradient(lambda s: loss(operand, s, offset), scale),
                               atol=1e-6)
    np.testing.assert_allclose(grad_offset, gradient(lambda o: loss(operand, scale, o), offset),
                               atol=1e-6)


def test_batch_norm_in_f16_rounds_once():
    operand = np.array([[1.0], [2.0], [4.0]], np.float16)  # one feature (index 1)
    ones = np.ones(1, np.float16)
    output, mean, variance = run(
        "batch_norm_training", [operand, ones, 0 * ones],
        [((3, 1), np.float16), ((1,), np.float16), ((1,), np.float16)], norm_attributes(0.0, 1))
    exact_mean, exact_variance = 7 / 3, ((1 - 7 / 3) ** 2 + (2 - 7 / 3) ** 2 + (4 - 7 / 3) ** 2) / 3
    assert mean[0] == np.float16(exact_mean) and variance[0] == np.float16(exact_variance)
    np.testing.assert_array_equal(
        output[:, 0], np.array([(v - exact_mean) / math.sqrt(exact_variance)
                                for v in (1, 2, 4)]).astype(np.float16))


@pytest.mark.parametrize("feature_index", [-1, 2])
def test_batch_norm_feature_index_out_of_range(feature_index):
    operand, one = np.ones((2, 2)), np.ones(2)
    with pytest.raises(EvaluationError, match="batch_norm_inference_c1"):
        run("batch_norm_inference", [operand, one, one, one, one], [((2, 2), np.float64)],
            norm_attributes(0.0, feature_index))


def test_batch_norm_results_a_type_cannot_hold_are_implementation_defined():
    f8 = ml_dtypes.float8_e4m3fn
    operand, one = np.array([[400.0], [-400.0]], f8), np.ones(1, f8)
    uid = "batch_norm_inference/not-representable"
    tiny = np.array([0.0009765625], f8)  # variance 2^-10: results +-400 / 2^-5 overflow
    assert mask("batch_norm_inference", uid, operand, one, 0 * one, 0 * one, tiny,
                epsilon=0.0, feature_index=1).all()
    assert not mask("batch_norm_inference", uid, operand, one, 0 * one, 0 * one, one * 448,
                    epsilon=0.0, feature_index=1).any()


@pytest.mark.parametrize("fft_type,operand,result", [
    ("RFFT", "0x4x4xf32", "0x4x3xcomplex<f32>"), ("IRFFT", "0x3xcomplex<f32>", "0x4xf32"),
    ("FFT", "0x4xcomplex<f64>", "0x4xcomplex<f64>")])
def test_fft_of_an_empty_batch_has_the_transformed_shape(fft_type, operand, result):
    text = f'''func.func @main(%x: tensor<{operand}>) -> tensor<{result}> {{
      %r = "stablehlo.fft"(%x) {{fft_type = #stablehlo<fft_type {fft_type}>,
        fft_length = array<i64: 4>}} : (tensor<{operand}>) -> tensor<{result}>
      return %r : tensor<{result}>
    }}'''
    module = spec_.parse(text)
    et = module.funcs[0].type.inputs[0]
    (out,) = reference.evaluate(module, [np.zeros(et.shape, et.element_type.dtype)])
    assert out.shape == module.funcs[0].type.results[0].shape
