"""Standalone reproducers of the divergences that corpus cases (and a few campaign findings)
showed once XLA and upstream's interpreter ran them as @main (oracles/entry.py; oracles/known_divergences.toml, the corpus
block): each runs the case's function as a @main of its own, its constants as arguments, with
jaxlib alone (no code of ours) in a child process, next to the spec's value worked out by hand
in the corpus case. If a jaxlib upgrade changes one, its test fails and the entry can go."""
from __future__ import annotations

import pickle
import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest

from oracles.verdict import known_divergence
from tests.helpers.oracles import compile_with_jaxlib, run_with_jaxlib

pytestmark = pytest.mark.jaxlib

EVAL = """
import pickle, sys
import numpy as np
from jax._src.interpreters import mlir as jm
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo
text, args, types = pickle.load(sys.stdin.buffer)
with jm.make_ir_context() as ctx, ir.Location.unknown():
    module = ir.Module.parse(text)
    results = stablehlo.eval_module(module, [
        ir.DenseElementsAttr.get(a, type=ir.RankedTensorType.parse(t)) for a, t in zip(args, types)])
    sys.stdout.buffer.write(pickle.dumps([np.array(r) for r in results]))
"""


def eval_with_jaxlib(text: str, args: list, types: list[str]) -> tuple[int, list | None, str]:
    """(exit code, results, stderr) of upstream's interpreter (jaxlib's eval_module) on `text`
    and `args` (of tensor `types`), in a child process (it aborts on some programs)."""
    p = subprocess.run([sys.executable, "-c", EVAL], input=pickle.dumps((text, args, types)),
                       capture_output=True, timeout=300)
    return p.returncode, pickle.loads(p.stdout) if p.returncode == 0 else None, \
        p.stderr.decode()[-2000:]


def known(oracle: str, op: str, case: str, kind: str) -> bool:
    return known_divergence(oracle, op, [case], kind) is not None


SCATTER_ADD = """({
    ^bb0(%a: tensor<%T>, %b: tensor<%T>):
      %0 = "stablehlo.add"(%a, %b) : (tensor<%T>, tensor<%T>) -> tensor<%T>
      "stablehlo.return"(%0) : (tensor<%T>) -> ()
  })"""


def scatter_add(t: str) -> str:
    return SCATTER_ADD.replace("%T", t)


def test_xla_rejects_a_scatter_into_a_rank_0_input():
    """A valid scatter of three updates into a rank-0 input (index_vector_dim 1 of empty
    indices) fails XLA's HLO verifier (corpus ops/scatter/scatter_rank_0_input)."""
    text = f"""func.func public @main(%input: tensor<i64>, %indices: tensor<3x0xi64>,
                                     %update: tensor<3xi64>) -> tensor<i64> {{
  %r = "stablehlo.scatter"(%input, %indices, %update) {scatter_add("i64")} {{
    scatter_dimension_numbers = #stablehlo.scatter<index_vector_dim = 1>
  }} : (tensor<i64>, tensor<3x0xi64>, tensor<3xi64>) -> tensor<i64>
  return %r : tensor<i64>
}}"""
    code, _, err = compile_with_jaxlib(text)
    assert code != 0 and "Expected instruction to have shape equal to s64[3]" in err, err
    assert known("xla", "scatter", "scatter_rank_0_input", "wrong-rejection")


PROMOTED = f"""func.func public @main(%input: tensor<3xf16>, %indices: tensor<1x1xi64>,
                                   %update: tensor<1xf16>) -> tensor<3xf32> {{
  %r = "stablehlo.scatter"(%input, %indices, %update) {scatter_add("f32")} {{
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  }} : (tensor<3xf16>, tensor<1x1xi64>, tensor<1xf16>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}}"""
"""A scatter whose f16 input and update are promoted to its region's f32 (the spec's
is_promotable; corpus ops/scatter/scatter_promoted_to_region_type: [0.5, 2.25, 3.0])."""


def test_xla_rejects_a_scatter_promoted_to_its_region_type():
    code, _, err = compile_with_jaxlib(PROMOTED)
    assert code != 0 and "Shape mismatch between to_apply computation parameter" in err, err
    assert known("xla", "scatter", "scatter_promoted_to_region_type", "wrong-rejection")


def test_upstream_interpreter_aborts_on_a_scatter_promoted_to_its_region_type():
    args = [np.array([0.5, 2.0, 3.0], np.float16), np.array([[1]], np.int64),
            np.array([0.25], np.float16)]
    code, _, err = eval_with_jaxlib(PROMOTED, args,
                                    ["tensor<3xf16>", "tensor<1x1xi64>", "tensor<1xf16>"])
    assert code < 0 and "Expected same type for an SSA register and its evaluated value" in err
    assert known("stablehlo-interpreter", "scatter", "scatter_promoted_to_region_type", "crash")


def test_xla_reduce_with_a_maximum_body_keeps_a_nan_under_the_oracles_options():
    """reduce(maximum) over [nan, 0, -0, 2] with init -inf is NaN by the spec (IEEE maximum).
    XLA CPU gives it with the compile options jax uses and the oracle now uses; the entry that
    recorded 2.0 (compile_and_load without options) is gone (corpus
    ops/reduce/reduce_f32_maximum_nan_and_zeros)."""
    text = """func.func public @main(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = "stablehlo.reduce"(%x, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%0) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}"""
    got = run_with_jaxlib(text, [np.array([np.nan, 0.0, -0.0, 2.0], np.float32),
                                 np.array(-np.inf, np.float32)])[0]
    assert np.isnan(got)
    assert not known("xla", "reduce", "reduce_f32_maximum_nan_and_zeros", "wrong-result")


def test_upstream_interpreter_reads_a_ui64_gather_index_as_signed():
    """A ui64 start index of 2^64 - 1 clamps to dim - slice_size (3) by the spec; upstream's
    interpreter reads it as -1 and clamps to 0 (corpus ops/gather/gather_clamped_ui64_indices)."""
    text = """func.func public @main(%operand: tensor<6xi32>, %indices: tensor<3x1xui64>) -> tensor<3x3xi32> {
  %r = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 3>
  } : (tensor<6xi32>, tensor<3x1xui64>) -> tensor<3x3xi32>
  return %r : tensor<3x3xi32>
}"""
    args = [np.arange(10, 16, dtype=np.int32),
            np.array([[2 ** 64 - 1], [1], [0]], np.uint64)]
    code, got, err = eval_with_jaxlib(text, args, ["tensor<6xi32>", "tensor<3x1xui64>"])
    assert code == 0, err
    assert got[0][0].tolist() == [10, 11, 12]  # the spec: [13, 14, 15]
    assert known("stablehlo-interpreter", "gather", "gather_clamped_ui64_indices", "wrong-result")


def test_upstream_interpreter_sorts_by_float_order_under_totalorder():
    """sort with an LT TOTALORDER comparator puts -0.0 before +0.0 by the spec; upstream's
    interpreter compares as FLOAT, so the two zeros stay as they came (corpus
    ops/sort/sort_f32_total_order)."""
    text = """func.func public @main(%x: tensor<8xf32>) -> tensor<8xf32> {
  %r = "stablehlo.sort"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %0 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = false} : (tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}"""
    x = np.array([np.nan, 0.0, 1.0, -np.inf, -0.0, np.inf, -1.0, -np.nan], np.float32)
    code, got, err = eval_with_jaxlib(text, [x], ["tensor<8xf32>"])
    assert code == 0, err
    zeros = got[0][(got[0] == 0)]
    assert np.signbit(zeros).tolist() == [False, True]  # the spec: -0.0, then +0.0
    assert known("stablehlo-interpreter", "sort", "sort_f32_total_order", "wrong-result")


def test_xla_einsum_sums_an_operands_own_dimension_before_the_product():
    """XLA's einsum 'abc,a->ab' computes sum_c(x) * y in the operand type: the sum overflows
    where the spec's sum of products does not (f16: -inf for -40000; f8E4M3B11FNUZ: NaN for 7),
    while f32 agrees (campaign finding eecf0992dce00a6b)."""
    def einsum(t: str) -> str:
        return f"""func.func @main(%a: tensor<1x1x3x{t}>, %b: tensor<1x{t}>) -> tensor<1x1x{t}> {{
  %0 = "stablehlo.einsum"(%a, %b) {{einsum_config = "abc,a->ab"}} : (tensor<1x1x3x{t}>, tensor<1x{t}>) -> tensor<1x1x{t}>
  return %0 : tensor<1x1x{t}>
}}"""
    x, y = np.array([[[-60000, -10000, -10000]]], np.float16), np.array([0.5], np.float16)
    assert run_with_jaxlib(einsum("f16"), [x, y])[0].item() == -np.inf  # the value: -40000
    assert run_with_jaxlib(einsum("f32"), [x.astype(np.float32), y.astype(np.float32)]
                           )[0].item() == -40000
    f8 = ml_dtypes.float8_e4m3b11fnuz
    x8 = np.array([[[-30, -2.75, 0.40625]]], np.float32).astype(f8)
    y8 = np.array([-0.21875], np.float32).astype(f8)
    assert np.isnan(run_with_jaxlib(einsum("f8E4M3B11FNUZ"), [x8, y8])[0].astype(np.float32)).all()
    assert abs(float((x8.astype(np.float64) * y8.astype(np.float64)).sum()) - 7.07) < 0.01
    # the entry holds for einsums that sum a label over one operand alone, of any type
    for t in ("f16", "f8E4M3B11FNUZ", "f8E3M4"):
        assert known_divergence("xla", "einsum", [t], "wrong-result", einsum(t))
    contracted = einsum("f16").replace('"abc,a->ab"', '"abc,ac->ab"').replace(
        "tensor<1xf16>", "tensor<1x3xf16>")  # c in both operands: a plain contraction
    assert not known_divergence("xla", "einsum", ["f16"], "wrong-result", contracted)


CONV_E8M0 = """func.func public @main(%a: tensor<1x1xNxui8>, %b: tensor<1x1x2xui8>) -> tensor<1x1x1xui8> {
  %x = stablehlo.bitcast_convert %a : (tensor<1x1xNxui8>) -> tensor<1x1xNxf8E8M0FNU>
  %w = stablehlo.bitcast_convert %b : (tensor<1x1x2xui8>) -> tensor<1x1x2xf8E8M0FNU>
  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, f, 0]x[i, o, 0]->[b, f, 0],
    window = {stride = [1], pad = [[0, PAD]]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x1xNxf8E8M0FNU>, tensor<1x1x2xf8E8M0FNU>) -> tensor<1x1x1xf8E8M0FNU>
  %r = stablehlo.bitcast_convert %0 : (tensor<1x1x1xf8E8M0FNU>) -> tensor<1x1x1xui8>
  return %r : tensor<1x1x1xui8>
}"""


def conv_e8m0(x: list[float], padding: int) -> float:
    """upstream's interpreter's 1-d f8E8M0FNU convolution of `x` with weights [2^-127, 2^127]
    (one output element), with jaxlib alone: the operands passed as their bits."""
    e8m0 = ml_dtypes.float8_e8m0fnu
    n = len(x)
    bits = [np.array(v, np.float32).astype(e8m0).view(np.uint8).reshape(1, 1, -1)
            for v in (x, [2.0 ** -127, 2.0 ** 127])]
    text = CONV_E8M0.replace("PAD", str(padding)).replace("xN", f"x{n}")
    code, got, err = eval_with_jaxlib(text, bits, [f"tensor<1x1x{n}xui8>", "tensor<1x1x2xui8>"])
    assert code == 0, err
    return float(got[0].view(e8m0).astype(np.float32).ravel()[0])


def test_interpreter_pads_f8e8m0fnu_convolution_with_its_smallest_value():
    """f8E8M0FNU has no zero: upstream's interpreter pads with the bit pattern 0 (2^-127), so
    the window [2^-127, padding] against weights [2^-127, 2^127] gives 1, as the window
    [2^-127, 2^-127] written out does; the padding read as a zero gives 2^-127 x 2^-127, which
    rounds to 2^-127 (campaign seed 23)."""
    assert conv_e8m0([2.0 ** -127], padding=1) == 1.0
    assert conv_e8m0([2.0 ** -127, 2.0 ** -127], padding=0) == 1.0
    for op in ("convolution", "dynamic_conv"):
        assert known("stablehlo-interpreter", op, "f8E8M0FNU", "wrong-result")
