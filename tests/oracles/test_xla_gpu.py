"""The xla-gpu oracle: how its verdicts differ from xla's, and jax-only reproducers of the XLA GPU
divergences of oracles/known_divergences.toml (the "XLA on a GPU" block).

Each reproducer compiles one program with jax's own client (no project code on the XLA side) on
both platforms: on the CPU, which runs everywhere, it checks that the program is valid and has
the value the spec gives (so the program cannot rot); on the GPU, which runs only where jax has a
GPU plugin and a device (it skips saying so elsewhere), it shows the divergence and warns when
it no longer does (a stale entry). They were seen on an NVIDIA H200 with jax/jaxlib 0.11.2 and
jax-cuda13-plugin 0.11.2 on 2026-11-26."""
from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import warnings

import ml_dtypes
import numpy as np
import pytest

import spec
from oracles import make
from oracles.compare import known_divergences, rule_for
from oracles.verdict import judge, known_divergence

pytestmark = pytest.mark.jaxlib

HERE = os.path.dirname(os.path.abspath(__file__))
GPU_PLUGINS = ("jax_cuda13_plugin", "jax_cuda12_plugin")
HAS_GPU = any(importlib.util.find_spec(p) for p in GPU_PLUGINS)
PLATFORMS = ["cpu", pytest.param("gpu", marks=pytest.mark.skipif(
    not HAS_GPU, reason="needs jax's CUDA plugin and a GPU (the divergence is XLA GPU's)"))]


def run(text: str, args: list[np.ndarray], platform: str) -> list[np.ndarray]:
    """The program compiled and run by XLA on `platform` through jax's client alone."""
    import jax
    import jaxlib._jax as xc
    from jax.extend import backend

    jax.config.update("jax_enable_x64", True)
    client = backend.get_backend(platform)
    device = client.devices()[0]
    executable = client.compile_and_load(text, xc.DeviceList((device,)), xc.CompileOptions())
    out = executable.execute_sharded([jax.device_put(a, device) for a in args])
    return [np.asarray(r[0]) for r in out.disassemble_into_single_device_arrays()]


def still(diverges: bool, what: str) -> None:
    if not diverges:
        warnings.warn(f"XLA GPU no longer diverges: {what} (stale known_divergences.toml entry)")


# --- the verdict's view of xla-gpu -------------------------------------------------------------

def test_xla_gpu_falls_back_to_xlas_rules_and_has_its_own():
    assert rule_for("chlo.lgamma", "f32", "xla-gpu").almost == rule_for("chlo.lgamma", "f32",
                                                                          "xla").almost > 0
    assert rule_for("sign", "complex<f32>", "xla-gpu").ulps == 2
    assert rule_for("sign", "complex<f32>", "xla").ulps == 0  # XLA CPU's matches exactly
    assert rule_for("tanh", "f32", "onnxruntime").ulps != rule_for("tanh", "f32", "xla-gpu").ulps


def test_an_entry_for_two_oracles_is_one_entry_for_each():
    entries, allowances = known_divergences()
    popcnt = [e["oracle"] for e in entries if e["op"] == "popcnt"]
    assert popcnt == ["xla", "xla-gpu"]
    assert known_divergence("xla-gpu", "popcnt", ["i4"], "wrong-result")
    assert not known_divergence("onnxruntime", "popcnt", ["i4"], "wrong-result")
    assert "dot-default-tf32" in allowances["xla-gpu"]
    assert "dot-default-tf32" not in allowances.get("xla", ())


SORT = """func.func @main(%a: tensor<2x4x2xui8>) -> tensor<2x4x2xui8> {
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<ui8>, %y: tensor<ui8>):
    %c = "stablehlo.compare"(%x, %y) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = DIM : i64, is_stable = true} : (tensor<2x4x2xui8>) -> tensor<2x4x2xui8>
  "func.return"(%0) : (tensor<2x4x2xui8>) -> ()
}"""


def test_the_sort_entry_holds_for_negative_dimensions_only():
    negative, positive = SORT.replace("DIM", "-2"), SORT.replace("DIM", "1")
    assert known_divergence("xla-gpu", "sort", ["ui8"], "wrong-result", negative)
    assert not known_divergence("xla-gpu", "sort", ["ui8"], "wrong-result", positive)
    assert not known_divergence("xla-gpu", "sort", ["ui8"], "wrong-result", None)


MATMUL = """func.func @main(%a: tensor<8x64xf32>, %b: tensor<64x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [P, P] : (tensor<8x64xf32>, tensor<64x8xf32>) -> tensor<8x8xf32>
  %1 = stablehlo.tanh %0 : tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}"""


def _tf32(x: np.ndarray) -> np.ndarray:
    """x's f32 values truncated to TF32's 10 significand bits."""
    return (x.view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32)


@pytest.mark.parametrize("precision, passes", [("DEFAULT", True), ("HIGHEST", False)])
def test_tf32_products_pass_on_xla_gpu_only_at_default_precision(precision, passes):
    """A backend that multiplies TF32-truncated operands (what XLA GPU's tensor cores do) passes
    on xla-gpu, whose dot-default-tf32 allowance covers DEFAULT precision, and fails on xla and
    at HIGHEST precision; a product 10% off fails everywhere (the allowance is 2^-9 of the sum
    of the products' magnitudes: a bug smaller than that hides in TF32 at DEFAULT precision)."""
    module = spec.parse(MATMUL.replace("P", precision))
    rng = np.random.default_rng(0)
    inputs = [(rng.normal(size=(8, 64)) * 0.05).astype(np.float32),  # tanh stays linear
              (rng.normal(size=(64, 8)) * 0.05).astype(np.float32)]
    reference = make("reference")
    expected = reference.run(module, inputs)
    tf32 = reference.run(module, [_tf32(x) for x in inputs])
    off = reference.run(module, [inputs[0] * np.float32(1.1), inputs[1]])
    assert tf32.outputs[0].tobytes() != expected.outputs[0].tobytes()

    def verdict(actual, oracle):
        return judge(module, inputs, expected, actual, oracle,
                     rerun=lambda xs: reference.run(module, xs)).status
    assert verdict(tf32, "xla") == "fail"
    assert verdict(tf32, "xla-gpu") == ("pass" if passes else "fail")
    assert verdict(off, "xla-gpu") == "fail"


# --- jax-only reproducers ----------------------------------------------------------------------

@pytest.mark.parametrize("platform", PLATFORMS)
def test_popcnt_of_i4_counts_the_sign_extended_byte(platform):
    text = """func.func @main(%a: tensor<2xi4>) -> tensor<2xi4> {
  %0 = stablehlo.popcnt %a : tensor<2xi4>
  return %0 : tensor<2xi4>
}"""
    (out,) = run(text, [np.array([-8, 3], dtype=ml_dtypes.int4)], platform)
    got = out.astype(np.int64).tolist()
    if platform == "cpu":
        still(got == [5, 2], "XLA CPU: popcnt(-8 : i4) = 5")  # the CPU shares the bug
    else:
        still(got[0] == 5, "popcnt(-8 : i4) = 5 on the GPU")


@pytest.mark.parametrize("platform", PLATFORMS)
def test_sort_along_a_negative_dimension(platform):
    x = np.random.default_rng(3).integers(0, 255, (2, 4, 2), dtype=np.uint8)
    want = np.sort(x, axis=-2)
    try:
        (out,) = run(SORT.replace("DIM", "-2"), [x], platform)
    except Exception as e:  # noqa: BLE001  (XLA GPU's rejection is the divergence)
        assert platform == "gpu", e
        still("iota dimension" in str(e), f"sort(dimension = -2) rejected: {e}")
        return
    if platform == "cpu":
        assert np.array_equal(out, want)
    else:
        still(not np.array_equal(out, want), "sort(dimension = -2) sorts another dimension")


@pytest.mark.parametrize("platform", PLATFORMS)
def test_triangular_solve_of_f16(platform):
    text = """func.func @main(%a: tensor<3x3xf16>, %b: tensor<3x1xf16>) -> tensor<3x1xf16> {
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf16>, tensor<3x1xf16>) -> tensor<3x1xf16>
  return %0 : tensor<3x1xf16>
}"""
    a = np.array([[2, 0, 0], [1, 4, 0], [1, 1, 8]], np.float16)
    b = np.array([[2], [5], [10]], np.float16)
    try:
        (out,) = run(text, [a, b], platform)
    except Exception as e:  # noqa: BLE001
        assert platform == "gpu", e
        still("Invalid type for triangular solve" in str(e), f"f16 triangular_solve: {e}")
        return
    assert platform == "cpu" or not still(False, "f16 triangular_solve runs on the GPU")
    assert np.allclose(out.astype(np.float64).ravel(), [1, 1, 1])


@pytest.mark.parametrize("platform", PLATFORMS)
def test_broadcast_select_is_rejected(platform):
    text = """func.func @main(%p: tensor<i1>, %a: tensor<bf16>, %b: tensor<bf16>) -> tensor<bf16> {
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<i1>, tensor<bf16>, tensor<bf16>) -> tensor<bf16>
  return %0 : tensor<bf16>
}"""
    args = [np.array(True), np.array(1.5, ml_dtypes.bfloat16), np.array(-2, ml_dtypes.bfloat16)]
    try:
        (out,) = run(text, args, platform)
    except Exception as e:  # noqa: BLE001
        assert platform == "gpu", e
        still("failed to legalize" in str(e), f"chlo.broadcast_select rejected: {e}")
        return
    assert platform == "cpu" or not still(False, "chlo.broadcast_select compiles on the GPU")
    assert float(out) == 1.5


@pytest.mark.parametrize("platform", PLATFORMS)
def test_fft_of_an_infinity(platform):
    text = """func.func @main(%a: tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
  %0 = stablehlo.fft %a, type = FFT, length = [4] : (tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  return %0 : tensor<4xcomplex<f64>>
}"""
    x = np.array([complex(1, np.inf), 2, 3, 4], np.complex128)
    (out,) = run(text, [x], platform)
    # every output's imaginary part is +-inf (the one infinite term), the real parts finite
    want_real = np.fft.fft(np.array([1, 2, 3, 4], np.complex128)).real
    if platform == "cpu":
        assert np.allclose(out.real, want_real) and np.all(np.isinf(out.imag))
    else:
        still(np.isnan(out.real).any(), "fft(1 + inf i, 2, 3, 4): NaN real parts")


@pytest.mark.parametrize("platform", PLATFORMS)
def test_select_and_scatter_aborts_the_compiler(platform):
    """A select_and_scatter of rank 0 (empty windows): the compiler aborts ("parameter number 1
    already allocated"), on the CPU too (its own entry): run in a child process."""
    text = """func.func @main(%a: tensor<f32>, %s: tensor<f32>, %i: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.select_and_scatter"(%a, %s, %i) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %t = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64>, window_strides = array<i64>} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}"""
    child = f"""
import numpy as np, sys
sys.path.insert(0, {HERE!r})
from test_xla_gpu import run
out = run({text!r}, [np.array(5, np.float32), np.array(3, np.float32), np.array(1, np.float32)],
          {platform!r})
print(out[0].tolist())
"""
    p = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, timeout=300)
    aborted = p.returncode != 0 and "already allocated" in p.stderr
    if aborted or platform == "gpu":
        still(aborted, f"select_and_scatter whose scatter body ignores an argument ({platform})")
    else:
        assert p.stdout.strip() == "4.0", p.stderr[-2000:]
