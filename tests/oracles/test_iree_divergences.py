"""Standalone reproducers of IREE's own divergences (oracles/known_divergences.toml, the iree
block; oracles/gaps.toml): each compiles a program with iree-base-compiler for llvm-cpu and
runs it with iree-base-runtime, no code of ours, in a child process (the compiler may crash).
Skipped where the optional extra is not installed."""
from __future__ import annotations

import pickle
import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest

import spec
from oracles.compare import known_divergences
from oracles.iree import Iree
from oracles.verdict import known_divergence

AVAILABLE, WHY = Iree.available()
pytestmark = pytest.mark.skipif(not AVAILABLE, reason=WHY or "iree is available")

RUN = """
import pickle, sys
import numpy as np
import iree.compiler as compiler
import iree.runtime as runtime
text, args = pickle.load(sys.stdin.buffer)
try:
    vmfb = compiler.compile_str(text, target_backends=["llvm-cpu"], input_type="stablehlo",
                                extra_args=["--iree-input-demote-f64-to-f32=false"])
except compiler.CompilerToolError as e:
    sys.stdout.buffer.write(pickle.dumps(("rejected", str(e))))
    sys.exit(0)
context = runtime.SystemContext(config=runtime.Config("local-task"))
context.add_vm_module(runtime.VmModule.copy_buffer(context.instance, vmfb))
result = context.modules.module["main"](*args)
if isinstance(result, (list, tuple)):
    result = [np.asarray(r.to_host()) for r in result]
else:
    result = np.asarray(result.to_host())
sys.stdout.buffer.write(pickle.dumps(("ok", result)))
"""


def run_with_iree(text: str, args: list):
    """("ok", result or results) or ("rejected", the compiler's message) of IREE alone on
    `text`, or ("killed", signal number) when the run killed the process."""
    p = subprocess.run([sys.executable, "-c", RUN], input=pickle.dumps((text, args)),
                       capture_output=True, timeout=300)
    if p.returncode < 0:
        return "killed", -p.returncode
    assert p.returncode == 0, p.stderr.decode()[-2000:]
    return pickle.loads(p.stdout)


def compiler_crashed(status: str, message: str) -> bool:
    """Whether iree-compile was killed by a signal (a negative exit status)."""
    return status == "rejected" and "Error code: -" in message


def test_iree_adds_booleans_modulo_2():
    """The spec's add of i1 is logical OR; IREE's true + true is false."""
    text = """func.func @main(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %0 = stablehlo.add %a, %b : tensor<4xi1>
  return %0 : tensor<4xi1>
}"""
    status, result = run_with_iree(text, [np.array([0, 0, 1, 1], bool),
                                          np.array([0, 1, 0, 1], bool)])
    assert status == "ok" and result.tolist() == [False, True, True, False]  # spec: last True
    assert known_divergence("iree", "add", ["i1"], "wrong-result")


LIBM = [("tanh", "f64"), ("tanh", "complex<f64>"), ("sine", "f64"), ("cosine", "complex<f64>"),
        ("tan", "f64"), ("exponential", "complex<f64>"), ("logistic", "complex<f64>"),
        ("log", "complex<f64>"), ("sqrt", "complex<f64>"), ("chlo.lgamma", "f64"),
        ("chlo.digamma", "f64")]


@pytest.mark.parametrize("op, t", LIBM)
def test_iree_cannot_link_f64_libm_functions(op, t):
    """llvm-cpu lowers these f64 (complex<f64>) ops to calls of libm's tanh, sin, cos, atan2
    that its linker does not find ("undefined symbol"); lgamma and digamma through IREE's own
    CHLO conversion."""
    name = op if op.startswith("chlo.") else f"stablehlo.{op}"
    x = np.array([0.5, 1.5], np.float64 if t == "f64" else np.complex128)
    status, message = run_with_iree(one_op(name, [t], t), [x])
    assert status == "rejected" and "undefined symbol" in message
    assert known_divergence("iree", op, [t], "wrong-rejection")


def test_iree_links_the_f64_forms_of_the_complex_f64_entry():
    """The real f64 forms of the complex<f64>-only entry compile and are right."""
    x = np.array([0.5, 1.5])
    for op, value in (("exponential", np.exp(x)), ("log", np.log(x)), ("sqrt", np.sqrt(x)),
                      ("logistic", 1 / (1 + np.exp(-x)))):
        status, result = run_with_iree(one_op(f"stablehlo.{op}", ["f64"], "f64"), [x])
        assert status == "ok" and np.allclose(result, value, rtol=1e-15, atol=0), op
        assert not known_divergence("iree", op, ["f64"], "wrong-rejection"), op


def test_iree_does_not_compile_async_start():
    text = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %f = "stablehlo.async_start"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%g) : (tensor<4xf32>) -> ()
  }) {execution_thread = "main"} : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  %r = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}"""
    status, message = run_with_iree(text, [np.ones(4, np.float32)])
    assert status == "rejected" and "failed to legalize operation 'stablehlo.async_start'" \
        in message


def test_iree_flushes_subnormals():
    """5e-324 + 5e-324 (f64) is 0 on IREE's llvm-cpu, not 1e-323, and tanh of the subnormal
    f32 -1.1754942e-38 is -0: denormals flushed, the flush-subnormals allowance."""
    add = """func.func @main(%a: tensor<1xf64>, %b: tensor<1xf64>) -> tensor<1xf64> {
  %0 = stablehlo.add %a, %b : tensor<1xf64>
  return %0 : tensor<1xf64>
}"""
    tiny = np.array([5e-324])
    status, result = run_with_iree(add, [tiny, tiny])
    assert status == "ok" and result.tolist() == [0.0]
    tanh = """func.func @main(%a: tensor<1xf32>) -> tensor<1xf32> {
  %0 = stablehlo.tanh %a : tensor<1xf32>
  return %0 : tensor<1xf32>
}"""
    status, result = run_with_iree(tanh, [np.array([-1.1754942e-38], np.float32)])
    assert status == "ok" and result[0] == 0 and np.signbit(result[0])
    assert "flush-subnormals" in known_divergences()[1]["iree"]


def unsupported_on_iree(text: str) -> str:
    """Why the iree oracle refuses `text` without running it (its gaps), "" when it would run."""
    ok, why = Iree().supports(spec.parse(text))
    return "" if ok else why


SORT = """func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {DIMENSION} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}"""


def test_iree_rejects_a_sort_dimension_counted_from_the_back():
    a = np.array([[3, 1, 2], [0, 5, 4]], np.float32)
    status, result = run_with_iree(SORT.replace("DIMENSION", "dimension = 1 : i64"), [a])
    assert status == "ok" and result.tolist() == [[1, 2, 3], [0, 4, 5]]
    for dimension in ("dimension = -1 : i64", "dimension = -2 : i64", "is_stable = false"):
        text = SORT.replace("DIMENSION", dimension)
        status, message = run_with_iree(text, [a])
        assert status == "rejected" and "'iree_linalg_ext.sort' op" in message, dimension
        assert "takes the dimension as written" in unsupported_on_iree(text), dimension
    assert not unsupported_on_iree(SORT.replace("DIMENSION", "dimension = 1 : i64"))


def test_iree_sort_is_not_stable():
    """is_stable = true: equal keys keep their order. IREE's sort of keys 1, 0, 1, 0, ... moves
    the values of equal keys."""
    text = """func.func @main(%k: tensor<8xi32>, %v: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>) {
  %0:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
    %p = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>)
  return %0#0, %0#1 : tensor<8xi32>, tensor<8xi32>
}"""
    keys = np.array([1, 0, 1, 0, 1, 0, 1, 0], np.int32)
    status, (k, v) = run_with_iree(text, [keys, np.arange(8, dtype=np.int32)])
    assert status == "ok" and k.tolist() == [0, 0, 0, 0, 1, 1, 1, 1]
    assert v.tolist() != [1, 3, 5, 7, 0, 2, 4, 6]  # the stable order
    assert sorted(v[:4].tolist()) == [1, 3, 5, 7]  # a permutation within equal keys
    assert known_divergence("iree", "sort", ["i32"], "wrong-result", program=text)


GATHER = """func.func @main(%a: tensor<3x4xf32>, %i: tensor<INDICESxi32>) -> tensor<4xf32> {
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], operand_batching_dims = [1], start_indices_batching_dims = [BATCH], start_index_map = [0], index_vector_dim = VECTOR>, slice_sizes = array<i64: 1, 1>} : (tensor<3x4xf32>, tensor<INDICESxi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}"""


def test_iree_compiler_crashes_on_a_gather_batching_dimension_after_index_vector_dim():
    """The same gather (operand row i[j] of column j) with its indices as 4x1 (index_vector_dim
    last) compiles and is right; as 1x4 (index_vector_dim = 0, the batching dimension after it)
    iree-compile dies with SIGSEGV in its gather conversion."""
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    rows = np.array([2, 0, 1, 2], np.int32)
    last = GATHER.replace("INDICES", "4x1").replace("BATCH", "0").replace("VECTOR", "1")
    status, result = run_with_iree(last, [a, rows.reshape(4, 1)])
    assert status == "ok" and result.tolist() == [8, 1, 6, 11]
    first = GATHER.replace("INDICES", "1x4").replace("BATCH", "1").replace("VECTOR", "0")
    status, message = run_with_iree(first, [a, rows.reshape(1, 4)])
    assert compiler_crashed(status, message) and "GatherConversion" in message
    assert known_divergence("iree", "gather", ["f32"], "crash", program=first)["when"] \
        == "batching_dim_after_index_vector_dim"
    assert "when" not in known_divergence("iree", "gather", ["f32"], "crash", program=last)


def test_iree_does_not_clamp_gather_start_indices():
    """The spec clamps a start index into the operand (-1 reads row 0, 3 reads row 2); IREE reads
    outside the operand: other memory's bytes, or a SIGSEGV far outside it."""
    text = """func.func @main(%a: tensor<3x2xf32>, %i: tensor<2x1xi32>) -> tensor<2x2xf32> {
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>} : (tensor<3x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}"""
    a = np.arange(6, dtype=np.float32).reshape(3, 2)
    status, result = run_with_iree(text, [a, np.array([[-1], [3]], np.int32)])
    assert status == "ok" and result.tolist() != [[0, 1], [4, 5]]  # the clamped rows
    assert run_with_iree(text, [a, np.array([[0], [100000000]], np.int32)]) == ("killed", 11)
    for kind in ("wrong-result", "crash"):
        assert known_divergence("iree", "gather", ["f32"], kind, program=text)


SCATTER = """func.func @main(%a: tensor<OPERANDxi32>, %i: tensor<INDICESxi32>, %u: tensor<UPDATESxi32>) -> tensor<OPERANDxi32> {
  %0 = "stablehlo.scatter"(%a, %i, %u) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    "stablehlo.return"(%y) : (tensor<i32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<NUMBERS>} : (tensor<OPERANDxi32>, tensor<INDICESxi32>, tensor<UPDATESxi32>) -> tensor<OPERANDxi32>
  return %0 : tensor<OPERANDxi32>
}"""


def scatter(operand: str, indices: str, updates: str, numbers: str) -> str:
    return SCATTER.replace("OPERAND", operand).replace("INDICES", indices).replace(
        "UPDATES", updates).replace("NUMBERS", numbers)


def test_iree_does_not_lower_a_scatter_of_several_inputs():
    text = """func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<1x1xi32>, %u: tensor<1xf32>, %v: tensor<1xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = "stablehlo.scatter"(%a, %b, %i, %u, %v) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>, %z: tensor<f32>, %w: tensor<f32>):
    "stablehlo.return"(%z, %w) : (tensor<f32>, tensor<f32>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4xf32>, tensor<4xf32>, tensor<1x1xi32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}"""
    ones = np.ones(1, np.float32)
    status, message = run_with_iree(text, [np.zeros(4, np.float32), np.zeros(4, np.float32),
                                           np.zeros((1, 1), np.int32), ones, ones])
    assert status == "rejected" and "NYI variadic operands scatter" in message
    assert "2 inputs" in unsupported_on_iree(text)


def test_iree_scatter_dies_on_an_index_outside_the_operand():
    """The spec skips an update whose index is outside the operand: IREE skips 4 for an operand
    of 4, but writes the update of -1 before the operand (the process dies with SIGSEGV when it
    exits) and dies at once with SIGSEGV on 10^8."""
    text = scatter("4", "2x1", "2", "inserted_window_dims = [0], scatter_dims_to_operand_dims "
                                    "= [0], index_vector_dim = 1")
    zeros, updates = np.zeros(4, np.int32), np.array([7, 9], np.int32)
    status, result = run_with_iree(text, [zeros, np.array([[1], [4]], np.int32), updates])
    assert status == "ok" and result.tolist() == [0, 7, 0, 0]
    for outside in (-1, 100000000):
        assert run_with_iree(text, [zeros, np.array([[1], [outside]], np.int32), updates]) \
            == ("killed", 11), outside
    assert known_divergence("iree", "scatter", ["i32"], "crash", program=text)


def test_iree_batched_scatter_writes_an_update_outside_its_batch_row():
    """operand 2x3, batch row j takes update j at column i[j]: i = [5, 1] must leave row 0 as
    it is (5 is outside the row) and set row 1's column 1; IREE writes 7 into row 1."""
    text = scatter("2x3", "2x1", "2", "inserted_window_dims = [1], input_batching_dims = [0], "
                   "scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], "
                   "index_vector_dim = 1")
    status, result = run_with_iree(text, [np.zeros((2, 3), np.int32),
                                          np.array([[5], [1]], np.int32),
                                          np.array([7, 9], np.int32)])
    assert status == "ok" and result.tolist() != [[0, 0, 0], [0, 9, 0]]
    assert 7 in result[1].tolist()
    assert known_divergence("iree", "scatter", ["i32"], "wrong-result", program=text)


def test_iree_rejects_scatters_of_other_layouts():
    """IREE's scatter lowering wants the update's scatter dimensions first: an update window
    dimension before them is rejected, as is an empty index vector."""
    window_first = scatter("6", "2x1", "3x2", "update_window_dims = [0], "
                                              "scatter_dims_to_operand_dims = [0], "
                                              "index_vector_dim = 1")
    status, message = run_with_iree(window_first, [np.zeros(6, np.int32),
                                                   np.array([[0], [3]], np.int32),
                                                   np.ones((3, 2), np.int32)])
    assert status == "rejected" and "'iree_linalg_ext.scatter' op" in message
    assert known_divergence("iree", "scatter", ["i32"], "wrong-rejection", program=window_first)


EINSUM = """func.func @main(%a: tensor<LHSxf32>, %b: tensor<RHSxf32>) -> tensor<RESULTf32> {
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = "CONFIG"} : (tensor<LHSxf32>, tensor<RHSxf32>) -> tensor<RESULTf32>
  return %0 : tensor<RESULTf32>
}"""


def einsum(config: str, lhs: str, rhs: str, result: str) -> str:
    return EINSUM.replace("CONFIG", config).replace("LHS", lhs).replace("RHS", rhs).replace(
        "RESULT", result)


def test_iree_rejects_some_einsums_summing_a_label_over_one_operand():
    a, b = np.arange(6, dtype=np.float32).reshape(2, 3), np.arange(3, dtype=np.float32)
    status, result = run_with_iree(einsum("ab,b->a", "2x3", "3", "2x"), [a, b])
    assert status == "ok" and result.tolist() == np.einsum("ab,b->a", a, b).tolist()
    text = einsum("ab,b->b", "2x3", "3", "3x")
    status, message = run_with_iree(text, [a, b])
    assert status == "rejected" and "contracting dimensions" in message
    assert known_divergence("iree", "einsum", ["f32"], "wrong-rejection", program=text)


def test_iree_einsum_pairs_contracted_labels_by_position():
    """cd,dc-> is the sum of a[c, d] b[d, c] (50 here); IREE sums a[c, d] b'[c, d] over b's
    elements read as a 2x3 array (55), as if the config were cd,cd->."""
    text = einsum("cd,dc->", "2x3", "3x2", "")
    a, b = np.arange(6, dtype=np.float32).reshape(2, 3), np.arange(6, dtype=np.float32).reshape(3, 2)
    status, result = run_with_iree(text, [a, b])
    assert np.einsum("cd,dc->", a, b) == 50 and status == "ok" and result == 55
    assert known_divergence("iree", "einsum", ["f32"], "wrong-result", program=text)
    assert not known_divergence("iree", "einsum", ["f32"], "wrong-result",
                                program=einsum("cd,cd->", "2x3", "2x3", ""))


def one_op(body: str, operands: list[str], result: str) -> str:
    args = ", ".join(f"%a{k}: tensor<2x{t}>" for k, t in enumerate(operands))
    names = ", ".join(f"%a{k}" for k in range(len(operands)))
    types = ", ".join(f"tensor<2x{t}>" for t in operands)
    return f"""func.func @main({args}) -> tensor<2x{result}> {{
  %0 = "{body}"({names}) : ({types}) -> tensor<2x{result}>
  return %0 : tensor<2x{result}>
}}"""


def test_iree_converts_f8_through_f32_only():
    x = np.array([1, 0.5], ml_dtypes.float8_e4m3fn)
    for other in ("f32", "bf16"):
        assert run_with_iree(one_op("stablehlo.convert", ["f8E4M3FN"], other), [x])[0] == "ok"
    for other in ("f16", "f64"):
        text = one_op("stablehlo.convert", ["f8E4M3FN"], other)
        status, message = run_with_iree(text, [x])
        assert status == "rejected" and "failed to legalize operation 'arith.extf'" in message
        assert "f8E4M3FN -> " + other in unsupported_on_iree(text)
    text = one_op("stablehlo.convert", ["f16"], "f8E4M3FN")
    status, message = run_with_iree(text, [np.ones(2, np.float16)])
    assert status == "rejected" and "'arith.truncf'" in message
    assert unsupported_on_iree(text)


def test_iree_reads_the_negative_nan_of_f8E4M3FN_as_minus_480_and_flushes_below_its_minimum():
    """f8E4M3FN's NaNs are 0x7F and 0xFF: IREE converts 0xFF to -480, and so compares it as
    -480; it converts f32 -0.0156237 (which rounds to the type's smallest normal, -2^-6) to -0,
    and so tanh(-2^-6) = -0."""
    nans = np.array([0x7F, 0xFF], np.uint8).view(ml_dtypes.float8_e4m3fn)
    status, result = run_with_iree(one_op("stablehlo.convert", ["f8E4M3FN"], "f32"), [nans])
    assert status == "ok" and np.isnan(result[0]) and result[1] == -480
    status, result = run_with_iree(one_op("stablehlo.convert", ["f32"], "f8E4M3FN"),
                                   [np.array([-0.0156237, 0.0137], np.float32)])
    assert status == "ok" and result[0] == 0 and result[1] == ml_dtypes.float8_e4m3fn(0.0137)
    status, result = run_with_iree(one_op("stablehlo.tanh", ["f8E4M3FN"], "f8E4M3FN"),
                                   [np.array([-2 ** -6, 0.5], ml_dtypes.float8_e4m3fn)])
    assert status == "ok" and result[0] == 0
    for op in ("convert", "compare", "tanh"):
        assert known_divergence("iree", op, ["f8E4M3FN"], "wrong-result"), op


def test_iree_cannot_link_an_i32_to_bf16_convert():
    status, message = run_with_iree(one_op("stablehlo.convert", ["i32"], "bf16"),
                                     [np.array([1, 2], np.int32)])
    assert status == "rejected" and "undefined symbol: __truncsfbf2" in message
    assert known_divergence("iree", "convert", ["i32->bf16"], "wrong-rejection")


def compare(direction: str, t: str, compare_type: str = "FLOAT") -> str:
    return f"""func.func @main(%a: tensor<2x{t}>, %b: tensor<2x{t}>) -> tensor<2xi1> {{
  %0 = "stablehlo.compare"(%a, %b) {{comparison_direction = #stablehlo<comparison_direction {direction}>, compare_type = #stablehlo<comparison_type {compare_type}>}} : (tensor<2x{t}>, tensor<2x{t}>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}}"""


def test_iree_orders_complex_numbers_by_their_real_parts():
    """The spec orders complex numbers lexicographically: (1, 2) < (1, 3). IREE compares the
    real parts only."""
    a, b = np.array([1 + 2j, 1 + 3j], np.complex64), np.array([1 + 3j, 1 + 2j], np.complex64)
    text = compare("GE", "complex<f32>")
    status, result = run_with_iree(text, [a, b])
    assert status == "ok" and result.tolist() == [True, True]  # spec: [False, True]
    status, result = run_with_iree(compare("EQ", "complex<f32>"), [a, a])
    assert status == "ok" and result.tolist() == [True, True]
    assert known_divergence("iree", "compare", ["complex<f32>"], "wrong-result")


def test_iree_compares_the_nans_of_f8E8M0FNU_and_fnuz_types_wrongly():
    """f8E8M0FNU's NaN (0xFF) equals itself on IREE; f8E4M3FNUZ's NaN (0x80, the sign bit set:
    below every number in totalOrder) is above -240 on IREE."""
    nan = np.array([0xFF, 0xFF], np.uint8).view(ml_dtypes.float8_e8m0fnu)
    status, result = run_with_iree(compare("EQ", "f8E8M0FNU"), [nan, nan])
    assert status == "ok" and result.tolist() == [True, True]
    nan = np.array([0x80, 0x80], np.uint8).view(ml_dtypes.float8_e4m3fnuz)
    low = np.array([-240, -1], ml_dtypes.float8_e4m3fnuz)
    status, result = run_with_iree(compare("GE", "f8E4M3FNUZ", "TOTALORDER"), [nan, low])
    assert status == "ok" and result.tolist() == [True, True]  # totalOrder: [False, False]
    for t in ("f8E8M0FNU", "f8E4M3FNUZ", "f8E5M2FNUZ"):
        assert known_divergence("iree", "compare", [t], "wrong-result"), t


def test_iree_complex_f32_arithmetic_overflows_and_underflows_inside():
    """(6.5e-20 + 8.7e-20i) / itself is nan + nan i on IREE (|b|^2 underflows: no scaling);
    tanh and sinh of 1 - 3.7e19 i give NaN parts (the spec's values are finite)."""
    tiny = np.array([6.505213e-20 + 8.6736175e-20j, 1 + 1j], np.complex64)
    status, result = run_with_iree(one_op("stablehlo.divide", ["complex<f32>"] * 2,
                                          "complex<f32>"), [tiny, tiny])
    assert status == "ok" and np.isnan(result[0].real) and result[1] == 1
    far = np.array([1 - 3.6893486e19j, 0.5 + 0.5j], np.complex64)
    for op in ("stablehlo.tanh", "chlo.sinh"):
        status, result = run_with_iree(one_op(op, ["complex<f32>"], "complex<f32>"), [far])
        assert status == "ok" and np.isnan(result[0].real + result[0].imag), op
    for op in ("divide", "tanh", "chlo.sinh"):
        assert known_divergence("iree", op, ["complex<f32>"], "wrong-result"), op


def test_iree_f64_sinh_and_f32_tanh_lose_accuracy():
    """sinh(-1.118751109680031e-154 : f64) is 0 on IREE (the value is x itself to f64's
    precision); tanh(3.978681 : f32) is 0.9992999, 4 ULP below the correctly rounded 0.9993001."""
    status, result = run_with_iree(one_op("chlo.sinh", ["f64"], "f64"),
                                   [np.array([-1.118751109680031e-154, 0.5])])
    assert status == "ok" and result[0] == 0
    status, result = run_with_iree(one_op("stablehlo.tanh", ["f32"], "f32"),
                                   [np.array([3.978681, 0.5], np.float32)])
    assert status == "ok" and result[0] == np.float32(0.9992999)
    assert np.float32(np.tanh(np.float64(np.float32(3.978681)))) == np.float32(0.9993001)
    assert known_divergence("iree", "chlo.sinh", ["f64"], "wrong-result")
    assert known_divergence("iree", "tanh", ["f32"], "wrong-result")


def top_k(t: str) -> str:
    """chlo.top_k as upstream's chlo-legalize-to-stablehlo writes it (a sort and slices), which
    IREE turns into its own top-k op."""
    return f"""func.func @main(%a: tensor<1x4x{t}>) -> (tensor<1x2x{t}>, tensor<1x2xi32>) {{
  %0 = "stablehlo.iota"() {{iota_dimension = 1 : i64}} : () -> tensor<1x4xi32>
  %1:2 = "stablehlo.sort"(%a, %0) ({{
  ^bb0(%x: tensor<{t}>, %y: tensor<{t}>, %i: tensor<i32>, %j: tensor<i32>):
    %c = "stablehlo.compare"(%x, %y) {{comparison_direction = #stablehlo<comparison_direction GT>}} : (tensor<{t}>, tensor<{t}>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }}) {{dimension = 1 : i64, is_stable = true}} : (tensor<1x4x{t}>, tensor<1x4xi32>) -> (tensor<1x4x{t}>, tensor<1x4xi32>)
  %2 = "stablehlo.slice"(%1#0) {{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}} : (tensor<1x4x{t}>) -> tensor<1x2x{t}>
  %3 = "stablehlo.slice"(%1#1) {{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}} : (tensor<1x4xi32>) -> tensor<1x2xi32>
  return %2, %3 : tensor<1x2x{t}>, tensor<1x2xi32>
}}"""


def test_iree_top_k_compares_unsigned_keys_as_signed_and_rejects_booleans():
    status, (values, indices) = run_with_iree(top_k("ui8"), [np.array([[1, 200, 3, 150]],
                                                                      np.uint8)])
    assert status == "ok" and values.tolist() != [[200, 150]]  # spec: the two largest
    assert known_divergence("iree", "chlo.top_k", ["ui8"], "wrong-result")
    status, message = run_with_iree(top_k("i1"), [np.array([[0, 1, 0, 1]], bool)])
    assert status == "rejected" and "region block types must match input" in message
    assert known_divergence("iree", "chlo.top_k", ["i1"], "wrong-rejection")


def test_iree_compiler_crashes_on_a_complex_convolution():
    text = """func.func @main(%a: tensor<1x4x1xcomplex<f32>>, %w: tensor<2x1x1xcomplex<f32>>) -> tensor<1x5x1xcomplex<f32>> {
  %0 = "stablehlo.convolution"(%a, %w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, padding = dense<[[1, 1]]> : tensor<1x2xi64>} : (tensor<1x4x1xcomplex<f32>>, tensor<2x1x1xcomplex<f32>>) -> tensor<1x5x1xcomplex<f32>>
  return %0 : tensor<1x5x1xcomplex<f32>>
}"""
    status, message = run_with_iree(text, [np.ones((1, 4, 1), np.complex64),
                                           np.ones((2, 1, 1), np.complex64)])
    assert compiler_crashed(status, message)
    assert known_divergence("iree", "convolution", ["complex<f32>"], "crash")


CONVOLUTION = """func.func @main(%a: tensor<2x1x2xi32>, %w: tensor<2x2x2xi32>) -> tensor<1x1x2xi32> {
  %0 = "stablehlo.convolution"(%a, %w) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[0, b, f]x[i, o, 0]->[0, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2>, padding = dense<[[-1, 0]]> : tensor<1x2xi64>, rhs_dilation = array<i64: 1>, window_reversal = array<i1: REVERSED>, window_strides = array<i64: 1>} : (tensor<2x1x2xi32>, tensor<2x2x2xi32>) -> tensor<1x1x2xi32>
  return %0 : tensor<1x1x2xi32>
}"""


def test_iree_rejects_a_convolution_with_a_reversed_window_and_lhs_dilation():
    """convolution/i32/case_2 of the run of 2026-11-27: without window_reversal IREE compiles
    it; with it, its linalg.generic fails its own shape check."""
    args = [np.arange(4, dtype=np.int32).reshape(2, 1, 2),
            np.arange(8, dtype=np.int32).reshape(2, 2, 2)]
    assert run_with_iree(CONVOLUTION.replace("REVERSED", "false"), args)[0] == "ok"
    text = CONVOLUTION.replace("REVERSED", "true")
    status, message = run_with_iree(text, args)
    assert status == "rejected" and "'linalg.generic' op inferred input/output operand" in message
    assert known_divergence("iree", "convolution", ["i32"], "wrong-rejection", program=text)


def test_iree_f32_sine_cosine_and_tan_reduce_large_arguments_wrongly():
    x = np.array([1e4, 1e10], np.float32)
    status, sine = run_with_iree(one_op("stablehlo.sine", ["f32"], "f32"), [x])
    assert status == "ok" and sine[1] == 0 and abs(sine[0] - np.sin(np.float64(x[0]))) > 1e-5
    status, small = run_with_iree(one_op("stablehlo.sine", ["f32"], "f32"),
                                  [np.array([0.5, 1], np.float32)])
    assert status == "ok" and np.allclose(small, np.sin([0.5, 1]), rtol=1e-6)
    status, cosine = run_with_iree(one_op("stablehlo.cosine", ["f32"], "f32"), [x])
    assert status == "ok" and cosine[1] == 1  # cos(1e10) is -0.873
    status, result = run_with_iree(one_op("stablehlo.exponential", ["complex<f32>"],
                                          "complex<f32>"),
                                   [np.array([1 + 1e10j, 0.5j], np.complex64)])
    assert status == "ok" and result[0].imag == 0  # e sin(1e10) is -1.325
    for op in ("sine", "cosine", "tan"):
        assert known_divergence("iree", op, ["f32"], "wrong-result"), op
    assert known_divergence("iree", "exponential", ["complex<f32>"], "wrong-result")


def test_iree_cbrt_of_an_infinity_is_nan_and_of_a_complex_is_rejected():
    status, result = run_with_iree(one_op("stablehlo.cbrt", ["f32"], "f32"),
                                   [np.array([np.inf, -np.inf], np.float32)])
    assert status == "ok" and np.isnan(result).all()
    status, message = run_with_iree(one_op("stablehlo.cbrt", ["complex<f32>"], "complex<f32>"),
                                     [np.array([8, 1j], np.complex64)])
    assert status == "rejected" and "failed to legalize operation 'stablehlo.cbrt'" in message
    assert known_divergence("iree", "cbrt", ["f32"], "wrong-result")
    assert known_divergence("iree", "cbrt", ["complex<f32>"], "wrong-rejection")


def test_iree_flushes_f16_results_that_round_to_its_smallest_normal():
    """6.1033e-05 (f32) rounds to f16's smallest normal 2^-14 = 6.104e-05; IREE gives 0."""
    status, result = run_with_iree(one_op("stablehlo.convert", ["f32"], "f16"),
                                   [np.array([6.1033e-05, 6.104e-05], np.float32)])
    assert status == "ok" and result[0] == 0 and result[1] == np.float16(2 ** -14)
    assert np.float16(np.float32(6.1033e-05)) == np.float16(2 ** -14)
    assert known_divergence("iree", "convert", ["f32->f16"], "wrong-result")


def test_iree_complex_f32_sqrt_cancels_and_rsqrt_ignores_the_sign_of_zero():
    status, result = run_with_iree(one_op("stablehlo.sqrt", ["complex<f32>"], "complex<f32>"),
                                   [np.array([5.5340232e19 - 1j, 4], np.complex64)])
    assert status == "ok" and result[0].imag > 400 and result[1] == 2  # value: -6.7e-11
    sides = np.array([complex(-15.165, -0.0), complex(-15.165, 0.0)], np.complex64)
    status, result = run_with_iree(one_op("stablehlo.rsqrt", ["complex<f32>"], "complex<f32>"),
                                   [sides])
    assert status == "ok" and result[0].imag < 0 and result[1].imag < 0
    assert (1 / np.sqrt(sides.astype(np.complex128))).imag.tolist()[0] > 0
    for op in ("sqrt", "rsqrt", "log", "log_plus_one"):
        assert known_divergence("iree", op, ["complex<f32>"], "wrong-result"), op


def test_iree_erf_of_a_tiny_normal_number_is_zero():
    """erf(x) = 2x / sqrt(pi) (1 - x^2 / 3 + ...): below 1e-30 the correction is far below an
    f32 ULP, so erf(1.1754944e-38) and erf(7e-37) round to 1.3264034e-38 and 7.898654e-37, normal
    numbers; IREE returns 0 (its x P(x^2), subnormal, flushed). At 8e-37 it is right."""
    x = np.array([1.1754944e-38, 7e-37, 8e-37, 1e-36], np.float32)
    value = (2 / np.sqrt(np.pi) * x.astype(np.float64)).astype(np.float32)
    assert (value > np.finfo(np.float32).tiny).all()
    status, tiny = run_with_iree(one_op("chlo.erf", ["f32"], "f32"), [x[:2]])
    assert status == "ok" and (tiny == 0).all()
    status, right = run_with_iree(one_op("chlo.erf", ["f32"], "f32"), [x[2:]])
    assert status == "ok" and (abs(right.view(np.int32) - value[2:].view(np.int32)) <= 1).all()
    status, result = run_with_iree(one_op("chlo.erf", ["bf16"], "bf16"),
                                   [x[:2].astype(ml_dtypes.bfloat16)])
    assert status == "ok" and (result == 0).all()
    for t in ("f32", "bf16"):
        assert known_divergence("iree", "chlo.erf", [t], "wrong-result"), t


def test_iree_logistic_of_f8E4M3FN_is_nan_where_e_to_minus_x_overflows():
    """logistic(-10) = 1 / (1 + e^10) = 4.5e-5 rounds to 0 in f8E4M3FN and f8E4M3FNUZ (their
    smallest subnormals are 2^-9 and 2^-10); IREE returns NaN for both, a number for f8E5M2."""
    value = 1 / (1 + np.exp(10.0))
    for t, dtype in (("f8E4M3FN", ml_dtypes.float8_e4m3fn),
                     ("f8E4M3FNUZ", ml_dtypes.float8_e4m3fnuz)):
        assert dtype(value) == 0
        status, result = run_with_iree(one_op("stablehlo.logistic", [t], t),
                                       [np.array([-10, 0], dtype)])
        assert status == "ok" and np.isnan(result[0]) and result[1] == 0.5, t
        assert known_divergence("iree", "logistic", [t], "wrong-result"), t
    status, result = run_with_iree(one_op("stablehlo.logistic", ["f8E5M2"], "f8E5M2"),
                                   [np.array([-10, 0], ml_dtypes.float8_e5m2)])
    assert status == "ok" and result[0] == ml_dtypes.float8_e5m2(value)


def dot(lhs: str, rhs: str, result: str, dims: str, algorithm: str = "") -> str:
    algorithm = f", algorithm = #stablehlo.dot_algorithm<{algorithm}>" if algorithm else ""
    return f"""func.func @main(%a: tensor<{lhs}>, %b: tensor<{rhs}>) -> tensor<{result}> {{
  %0 = "stablehlo.dot_general"(%a, %b) {{dot_dimension_numbers = #stablehlo.dot<{dims}>{algorithm}}} : (tensor<{lhs}>, tensor<{rhs}>) -> tensor<{result}>
  return %0 : tensor<{result}>
}}"""


def test_iree_compiler_crashes_on_an_empty_contraction():
    """2x0 by 0x3 is the 2x3 zeros; iree-compile dies with SIGFPE. 0x2 by 2x3 compiles."""
    dims = "lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]"
    text = dot("2x0xf32", "0x3xf32", "2x3xf32", dims)
    status, message = run_with_iree(text, [np.zeros((2, 0), np.float32),
                                           np.zeros((0, 3), np.float32)])
    assert compiler_crashed(status, message) and "Error code: -8" in message
    assert known_divergence("iree", "dot_general", ["f32"], "crash", program=text)["when"] \
        == "empty_contraction"
    other = dot("0x2xf32", "2x3xf32", "0x3xf32", dims)
    status, result = run_with_iree(other, [np.zeros((0, 2), np.float32),
                                           np.ones((2, 3), np.float32)])
    assert status == "ok" and result.shape == (0, 3)
    assert not known_divergence("iree", "dot_general", ["f32"], "crash", program=other)


TF32 = ("lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, "
        "lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, "
        "allow_imprecise_accumulation = false")


def test_iree_rejects_a_batched_dot_general_with_an_algorithm():
    """The spec's dot_general example: rejected with its algorithm, right without it; an
    algorithm on a dot_general without batching dimensions compiles."""
    dims = ("lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], "
            "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]")
    a = np.arange(1, 9, dtype=np.int64).reshape(2, 2, 2)
    b = np.stack([np.eye(2, dtype=np.int64)] * 2)
    text = dot("2x2x2xi64", "2x2x2xi64", "2x2x2xi64", dims, TF32)
    status, message = run_with_iree(text, [a, b])
    assert status == "rejected" and "failed to legalize operation 'stablehlo.dot_general'" \
        in message
    assert "lhs_batching_dimensions [0]" in unsupported_on_iree(text)
    status, result = run_with_iree(dot("2x2x2xi64", "2x2x2xi64", "2x2x2xi64", dims), [a, b])
    assert status == "ok" and result.tolist() == a.tolist()
    plain = dot("2x2xf32", "2x2xf32", "2x2xf32",
                "lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]", TF32)
    eye = np.eye(2, dtype=np.float32)
    status, result = run_with_iree(plain, [eye, eye])
    assert status == "ok" and result.tolist() == eye.tolist()
    assert not unsupported_on_iree(plain)


def test_iree_rejects_a_while_of_quantized_operands():
    q = "tensor<3x!quant.uniform<i8:f32, 0.5:-1>>"
    text = f"""func.func @main(%s: tensor<3xi8>) -> tensor<3xi8> {{
  %q = "stablehlo.bitcast_convert"(%s) : (tensor<3xi8>) -> {q}
  %zero = "stablehlo.constant"() {{value = dense<0> : tensor<i64>}} : () -> tensor<i64>
  %one = "stablehlo.constant"() {{value = dense<1> : tensor<i64>}} : () -> tensor<i64>
  %r:2 = "stablehlo.while"(%q, %zero) ({{
    ^bb0(%bq: {q}, %bi: tensor<i64>):
      %c = "stablehlo.compare"(%bi, %one) {{comparison_direction = #stablehlo<comparison_direction LT>}} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }}, {{
    ^bb0(%bq: {q}, %bi: tensor<i64>):
      %n = "stablehlo.add"(%bi, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%bq, %n) : ({q}, tensor<i64>) -> ()
  }}) : ({q}, tensor<i64>) -> ({q}, tensor<i64>)
  %out = "stablehlo.bitcast_convert"(%r#0) : ({q}) -> tensor<3xi8>
  return %out : tensor<3xi8>
}}"""
    status, message = run_with_iree(text, [np.array([-128, 0, 127], np.int8)])
    assert status == "rejected" and "failed to legalize operation 'stablehlo.while'" in message
    assert "a while whose operands are quantized" in unsupported_on_iree(text)
