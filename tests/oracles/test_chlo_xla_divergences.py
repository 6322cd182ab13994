"""Standalone reproducers of XLA CPU's chlo divergences (oracles/known_divergences.toml, the chlo
block): each compiles one chlo op with jax's CPU client alone (no project code on the XLA side)
and compares with the exact value (numpy / scipy in float64). A reproducer that no longer
reproduces warns: its known_divergences.toml entry is stale."""
from __future__ import annotations

import warnings

import ml_dtypes
import numpy as np
import pytest
from scipy import special

pytestmark = pytest.mark.jaxlib


def xla(op: str, element_type: str, *args: np.ndarray, result: str | None = None):
    """`op` applied to `args` (one-dimensional, of `element_type`), compiled and run by XLA
    CPU through jax's client."""
    import jax
    import jaxlib._jax as xc
    from jax.extend import backend

    jax.config.update("jax_enable_x64", True)
    n = len(args[0])
    t, r = f"tensor<{n}x{element_type}>", f"tensor<{n}x{result or element_type}>"
    params = ", ".join(f"%a{i}: {t}" for i in range(len(args)))
    names = ", ".join(f"%a{i}" for i in range(len(args)))
    text = (f"func.func public @main({params}) -> {r} {{\n"
            f'  %0 = "{op}"({names}) : ({", ".join([t] * len(args))}) -> {r}\n'
            f"  return %0 : {r}\n}}")
    client = backend.get_backend("cpu")
    device = client.devices()[0]
    executable = client.compile_and_load(text, xc.DeviceList((device,)), xc.CompileOptions())
    out = executable.execute_sharded([jax.device_put(a, device) for a in args])
    return np.asarray(out.disassemble_into_single_device_arrays()[0][0])


def still(diverges: bool, what: str) -> None:
    if not diverges:
        warnings.warn(f"XLA no longer diverges: {what} (stale known_divergences.toml entry)")


def test_asin_of_the_smallest_normals_is_zero():
    """2 atan2(x, 1 + sqrt(1 - x^2)) passes through x / 2, a subnormal that XLA CPU flushes."""
    f32 = xla("chlo.asin", "f32", np.array([2.0 ** -126], np.float32))
    f64 = xla("chlo.asin", "f64", np.array([2.0 ** -1022]))
    still(f32[0] == 0 and f64[0] == 0, "asin(2^-126) in f32, asin(2^-1022) in f64")


def test_complex_acos_and_sinh_lose_parts_at_the_smallest_normal():
    z = np.array([1 - 2.0 ** -126 * 1j], np.complex64)
    acos = xla("chlo.acos", "complex<f32>", z)
    exact = np.arccos(z.astype(np.complex128))  # 1.08e-19 + 1.08e-19i
    still(acos[0].imag == 0 and exact[0].imag != 0, "acos(1 - 2^-126 i) loses its imaginary part")
    s = xla("chlo.sinh", "complex<f32>", np.array([-(2.0 ** -126) + 0j], np.complex64))
    still(s[0] == 0, "sinh(-2^-126 + 0i) = 0")


def test_f64_atanh_loses_digits():
    """0.5 log((1 + x) / (1 - x)) rounds the quotient: about 100 ULP near |x| = 0.4."""
    x = np.array([-0.41180837236349904])
    got = xla("chlo.atanh", "f64", x)
    exact = np.arctanh(x)
    still(abs(got[0] - exact[0]) > 50 * np.spacing(abs(exact[0])), "atanh(-0.4118) in f64")


def test_polygamma_of_negative_arguments():
    """psi^(n)(x) = (-1)^(n+1) n! zeta(n + 1, x) holds for every x off the poles; XLA returns
    another value for x < 0."""
    n, x = np.array([1.0, 2.0]), np.array([-14.125804579421123, -9.96611])
    got = xla("chlo.polygamma", "f64", n, x)
    exact = special.polygamma(n.astype(int), x)
    still(not np.allclose(got, exact, rtol=1e-6), f"polygamma{list(zip(n, x))}: {got} vs {exact}")


def test_zeta_of_large_x_is_nan():
    """zeta(x, q) tends to 0 (q > 1) or to inf (q < 1) as x grows; XLA returns NaN."""
    got = xla("chlo.zeta", "f64", np.array([1e308, 1e308, 2.0]), np.array([2.0, 0.5, 1.0]))
    still(np.isnan(got[:2]).all() and np.isclose(got[2], np.pi ** 2 / 6),
          f"zeta(1e308, [2, 0.5]) = {got[:2]} (exact: 0, inf)")


def test_is_inf_of_f4e2m1fn_zeros():
    """f4E2M1FN has no infinity: is_inf compares |x| with an infinity the type rounds to 0."""
    x = np.array([0.0, 1.0, -0.0], ml_dtypes.float4_e2m1fn)
    got = xla("chlo.is_inf", "f4E2M1FN", x, result="i1")
    still(bool(got[0]) and bool(got[2]) and not got[1], f"is_inf(0 : f4E2M1FN) = {got}")


def test_mulhi_of_four_bit_integers():
    """mulhi is the high half of the double-width product: (-8) * (-8) = 64 = 0x40 gives 4 in
    i4, 15 * 15 = 225 = 0xE1 gives 14 in ui4; XLA returns 0 for both (i8 and wider agree)."""
    a = np.array([-8, -4, 7, -8], ml_dtypes.int4)
    b = np.array([-8, 6, 3, 7], ml_dtypes.int4)
    got = xla("chlo.mulhi", "i4", a, b).astype(int)
    exact = (a.astype(int) * b.astype(int)) >> 4  # [4, -2, 1, -4]
    u = np.array([15, 12, 9], ml_dtypes.uint4)
    got_u = xla("chlo.mulhi", "ui4", u, u).astype(int)
    exact_u = (u.astype(int) * u.astype(int)) >> 4  # [14, 9, 5]
    still((got != exact).any() and (got_u != exact_u).any(),
          f"mulhi i4 {got} (exact {exact}), ui4 {got_u} (exact {exact_u})")


def test_broadcast_power_of_complex_in_single_precision():
    """As complex power (known_divergences.toml, power complex<f32>): exp(y log x) in f32 loses
    |y log x| eps of relative accuracy; here |y log x| is about 80 and the result 1.8e-34."""
    x = np.array([-8.640475 - 2.2784758j], np.complex64)
    y = np.array([-17.144636 - 13.913766j], np.complex64)
    got = xla("chlo.broadcast_power", "complex<f32>", x, y)
    exact = np.power(x.astype(np.complex128), y.astype(np.complex128))
    ulp = np.spacing(np.float32(abs(exact[0])))
    error = max(abs(got[0].real - exact[0].real), abs(got[0].imag - exact[0].imag)) / ulp
    still(error > 10, f"{x[0]} ** {y[0]} = {got[0]}, exact {exact[0]} ({error:.0f} ULP of |result|)")


def test_scan_over_an_empty_dimension_is_rejected():
    """chlo.scan over a 0-length dimension returns the empty outputs and the initial carries;
    XLA's scan expander emits a dynamic-slice of size 1 from that dimension, which its own HLO
    verifier rejects ("Slice dim size 1 greater than dynamic slice dimension: 0")."""
    import jax
    import jaxlib._jax as xc
    from jax.extend import backend

    text = """func.func public @main(%x: tensor<0xf32>, %c: tensor<f32>) -> (tensor<0xf32>, tensor<f32>) {
  %0:2 = chlo.scan(%x) inits(%c) dimension=0 {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s, %s : tensor<f32>, tensor<f32>
  } : (tensor<0xf32>, tensor<f32>) -> (tensor<0xf32>, tensor<f32>)
  return %0#0, %0#1 : tensor<0xf32>, tensor<f32>
}"""
    jax.config.update("jax_enable_x64", True)
    client = backend.get_backend("cpu")
    try:
        client.compile_and_load(text, xc.DeviceList((client.devices()[0],)), xc.CompileOptions())
        rejected = ""
    except Exception as e:  # noqa: BLE001  (the rejection is the reproduced behaviour)
        rejected = str(e)
    still("greater than dynamic slice dimension" in rejected, f"scan over tensor<0xf32>: {rejected!r}")


def test_complex_atan_next_to_i_overflows():
    """The imaginary part of atan(x + iy) is log((x^2 + (1 + y)^2) / (x^2 + (1 - y)^2)) / 4:
    at y = 1 with x the smallest normal, x^2 underflows and XLA returns inf (exact 354.54)."""
    z = np.array([-(2.0 ** -1022) + 1j])
    got = xla("chlo.atan", "complex<f64>", z)
    still(np.isinf(got[0].imag), f"atan(-2^-1022 + i) = {got[0]} (exact -0.785 + 354.54i)")


def test_zeta_of_a_negative_q_cancels():
    """zeta(15, -6.5) is 2.3e-13 (the terms k = 0..13 of sum (k - 6.5)^-15 cancel in pairs);
    XLA's sum leaves -1.6e-3 in f32 and -3.4e-8 in f64."""
    got = xla("chlo.zeta", "f64", np.array([15.0]), np.array([-6.5]))
    still(abs(got[0]) > 1e-9, f"zeta(15, -6.5) in f64 = {got[0]} (exact 2.3e-13)")


def test_next_after_of_two_subnormals_returns_y():
    """Under DAZ two zero-or-subnormal operands compare equal and XLA returns y unflushed:
    next_after(-1e-45, 1e-45) = 1e-45 where the next float toward 1e-45 is -0; a normal operand
    gives the right neighbour (known_divergences.toml, chlo.next_after on xla)."""
    tiny = np.float32(1e-45)
    x = np.array([-tiny, np.float32(3.9e-39), 0, np.float32(1.5), -tiny], np.float32)
    y = np.array([tiny, 0, np.float32(3.9e-39), 2, 1], np.float32)
    got = xla("chlo.next_after", "f32", x, y)
    assert got[:3].tolist() == y[:3].tolist()  # the values: -0, 3.8999986e-39, 1e-45
    assert got[3:].tolist() == np.nextafter(x[3:], y[3:]).tolist()
    assert np.nextafter(x[:3], y[:3]).tolist() != y[:3].tolist()
    f64 = xla("chlo.next_after", "f64", np.array([-5e-324]), np.array([5e-324]))
    assert f64.tolist() == [5e-324]  # the value: -0


def test_broadcast_atan2_and_power_of_subnormals_are_atan2_and_power():
    """chlo.broadcast_atan2 and chlo.broadcast_power compile to XLA's atan2 and power, with
    their known results at subnormal operands: atan2(1e-45, 1e-45) = nan (pi/4),
    power(3.94893e-39, -0.609375 : bf16) = 3.29e27 (2.52e23)."""
    tiny = np.float32(1e-45)
    y = np.array([tiny, tiny, np.float32(1.1754942e-38), 1], np.float32)
    x = np.array([tiny, np.float32(-1.1754942e-38), np.float32(1.1754944e-38), 1], np.float32)
    got = xla("chlo.broadcast_atan2", "f32", y, x)
    assert np.array_equal(got, xla("stablehlo.atan2", "f32", y, x), equal_nan=True)
    assert np.isnan(got[:2]).all() and got[2] == 0 and got[3] == np.float32(np.pi / 4)
    base = np.array([3.94893e-39, 2.5], ml_dtypes.bfloat16)
    exponent = np.array([-0.609375, 2], ml_dtypes.bfloat16)
    power = xla("chlo.broadcast_power", "bf16", base, exponent).astype(np.float64)
    assert np.array_equal(power, xla("stablehlo.power", "bf16", base, exponent).astype(np.float64))
    value = base.astype(np.float64)[0] ** exponent.astype(np.float64)[0]  # 2.52e23
    assert power[0] > 1000 * value and power[1] == 6.25


def test_complex_asinh_of_a_subnormal_real_part_takes_the_other_side():
    """asinh(-1e-45 + 21.81i) = -3.775 + 1.571i (off the branch cut, its real part negative);
    XLA reads the real part as zero and gives +3.775. Not a known divergence any more: under
    the flush-subnormals allowance the inputs as XLA read them put the element on the cut with
    a zero part, whose sign the verdict leaves open (oracles/verdict.py `judge`;
    tests/oracles/test_oracles_verdict.py::test_a_subnormal_part_read_as_zero_meets_the_
    conditions_of_a_zero)."""
    z = np.array([-1e-45 + 21.812933j, -1e-45 + 2j, 1 + 2j], np.complex64)
    got = xla("chlo.asinh", "complex<f32>", z)
    exact = np.arcsinh(z.astype(np.complex128))
    assert (exact.real[:2] < -1).all() and (got.real[:2] > 1).all()
    assert abs(got[2] - exact[2]) < 1e-6
    f64 = xla("chlo.asinh", "complex<f64>", np.array([-5e-324 + 21.812933j]))
    assert f64[0].real > 3.77
