"""Quantized semantics of ops (the spec's dequantize_op_quantize and friends, registered by the
`quantized=` forms of reference/ops/registry.py): elementwise ops, dot_general and convolution
(per-tensor, per-axis, hybrid), region ops (sort, map, reduce, reduce_window,
select_and_scatter), the batch norms and the collectives.

Expected storage values are computed by hand here, independently of reference.values: each
storage value s of a type with scale c and zero point z means the exact rational (s - z) * c
(scales are dyadic, so f32 holds every value exactly); the op is applied exactly with
fractions; the spec's quantize divides by the result scale, adds the zero point, clamps to
[storage_min, storage_max] and rounds half to even (Python's round on a Fraction). Region ops
apply the region's quantized ops to each step, so the values are chosen where the reduction
order cannot matter (exact sums, max), since the schedule is implementation-defined."""
from __future__ import annotations

from fractions import Fraction as F

import numpy as np
import pytest

import reference
import spec
from reference.errors import EvaluationError
from reference.ops.registry import IMPLEMENTATIONS
from spec.build import (conv_dimensions, dense, enum, floating, function, i64_array, i64_matrix,
                        integer, region, struct, tensor_type)
from spec.ir import Region
from spec.types import ELEMENT_TYPES, QuantizedElementType
from tests.helpers import compare


def qt(storage: str, scale, zp, dim=None, bounds=None, expressed="f32") -> QuantizedElementType:
    """!quant.uniform<storage<bounds>:expressed, scale:zp> (per axis along `dim`: lists of
    scales and zero points); scales are decimal strings, as deq and quant take them."""
    st = ELEMENT_TYPES[storage]
    lo, hi = bounds or (st.min_value, st.max_value)
    scales, zps = ([scale], [zp]) if dim is None else (scale, zp)
    return QuantizedElementType(st, lo, hi, ELEMENT_TYPES[expressed],
                                tuple(float(x) for x in scales), tuple(zps), dim)


def T(shape, et):
    return tensor_type(shape, et)


def deq(xs, scale, zp):
    return [(x - zp) * F(scale) for x in xs]


def quant(xs, scale, zp, lo=-128, hi=127):
    return [round(min(max(F(x) / F(scale) + zp, lo), hi)) for x in xs]


def const(b, data, shape, et, storage="i8"):
    """A constant of type tensor<shape x et> holding `data` (storage values if quantized)."""
    st = storage if isinstance(et, QuantizedElementType) else et
    return b.op("constant", [], [T(shape, et)], {"value": dense(np.reshape(data, shape), st)})[0]


def storage_of(b, value, storage="i8"):
    """The storage values of quantized `value`."""
    return b.op("bitcast_convert", [value], [T(value.type.shape, storage)])[0]


def body(op, et, result_et=None, attributes=None, rhs_et=None) -> Region:
    """A region of two rank-0 operands (`et`, and `rhs_et` if given) applying `op`."""
    return region([T([], et), T([], rhs_et or et)], lambda b, args: b.op(
        op, args, [T([], result_et or et)], attributes))


def run(build) -> list:
    """Evaluates a function without arguments returning the values `build(builder)` returns."""
    main = function("main", [], lambda b, args: build(b), visibility="public")
    return [np.asarray(x).tolist() for x in reference.evaluate(spec.Module([main]), [])]


def run_op(name, operands, result_shape, result_et, storage_of_result, attributes=None,
           regions=()):
    """Runs `name` on constant operands [(values, shape, element type)] (storage values when
    quantized), returning the result's storage values (bitcast_convert to
    `storage_of_result`) or, without it, its values."""
    def build(b):
        args = [const(b, data, shape, et, et.storage_type.name
                      if isinstance(et, QuantizedElementType) else None)
                for data, shape, et in operands]
        (r,) = b.op(name, args, [T(result_shape, result_et)], attributes, regions)
        if storage_of_result:
            return [storage_of(b, r, storage_of_result)]
        return b.op("optimization_barrier", [r], [r.type])
    return run(build)[0]


# ---------------------------------------------------------------------------------------------
# Elementwise ops and dot_general

def test_add_per_tensor_i8_requantizes_and_rounds_half_to_even():
    a, b = [10, -20, 127, -128], [3, 4, 5, 6]
    want = quant([x + y for x, y in zip(deq(a, "0.5", -1), deq(b, "0.25", 2))], 1, 0, -128, 127)
    got = run_op("add", [(a, [4], qt("i8", 0.5, -1)), (b, [4], qt("i8", 0.25, 2))],
                 [4], qt("i8", 1.0, 0), "i8")
    assert want == [6, -9, 65, -62] and got == want


def test_results_clamp_to_the_storage_range_and_to_narrowed_bounds():
    a = [100, -100, 0, 7]
    et = qt("i8", 1.0, 0)
    got = run_op("multiply", [(a, [4], et), (a, [4], et)], [4],
                 qt("i8", 0.5, 0, bounds=(-100, 100)), "i8")
    want = quant([x * x for x in deq(a, 1, 0)], "0.5", 0, -100, 100)
    assert want == [100, 100, 0, 98] and got == want


@pytest.mark.parametrize("storage,lo,hi,name,data,scale,zp,rscale,rzp", [
    ("ui8", 0, 255, "subtract", ([200, 0, 255], [100, 3, 0]), "0.5", 10, "0.25", 128),
    ("i4", -8, 7, "add", ([7, -8, 3], [7, -8, -3]), "0.5", 0, "1.0", 0),
    ("i16", -32768, 32767, "maximum", ([-300, 32767, 5], [299, -32768, 5]), "0.125", 3, "2.0", -7),
    ("i32", -2**31, 2**31 - 1, "subtract", ([1000000, -5, 0], [-1000000, 5, 0]), "0.5", 0,
     "1.0", 0),
])
def test_binary_ops_for_each_storage_type(storage, lo, hi, name, data, scale, zp, rscale, rzp):
    exact = {"add": lambda x, y: x + y, "subtract": lambda x, y: x - y, "maximum": max}[name]
    et, rt = qt(storage, scale, zp), qt(storage, rscale, rzp)
    lhs, rhs = (deq(d, scale, zp) for d in data)
    want = quant([exact(x, y) for x, y in zip(lhs, rhs)], rscale, rzp, lo, hi)
    got = run_op(name, [(data[0], [3], et), (data[1], [3], et)], [3], rt, storage)
    assert got == want


def test_unary_ops_negate_abs_sqrt():
    et = qt("i8", "0.25", 0)
    a = [-128, 64, 0, 36]
    assert run_op("negate", [(a, [4], et)], [4], et, "i8") == [127, -64, 0, -36]
    assert run_op("abs", [(a, [4], et)], [4], et, "i8") == [127, 64, 0, 36]
    # sqrt of 16 and 9 (storage 64 and 36 at scale 1/4): 4 and 3, quantized at scale 1/4
    got = run_op("sqrt", [([64, 36, 0], [3], et)], [3], et, "i8")
    assert got == [16, 12, 0]


def test_per_axis_operands_and_result():
    # dimension 1 has scales (1/2, 1/4) and zero points (0, 1)
    et = qt("i8", ["0.5", "0.25"], [0, 1], dim=1)
    rt = qt("i8", ["1.0", "0.5"], [0, -2], dim=1)
    a, b = [[2, 5], [-3, 9]], [[4, 1], [1, -7]]
    cols = [("0.5", 0), ("0.25", 1)]
    rcols = [("1.0", 0), ("0.5", -2)]
    want = [[quant([F(a[i][j] - cols[j][1]) * F(cols[j][0]) +
                    F(b[i][j] - cols[j][1]) * F(cols[j][0])], rcols[j][0], rcols[j][1],
                   -128, 127)[0] for j in range(2)] for i in range(2)]
    got = run_op("add", [(a, [2, 2], et), (b, [2, 2], et)], [2, 2], rt, "i8")
    assert got == want == [[3, 0], [-1, -2]]


def test_compare_dequantizes_both_sides():
    a, b = [2, 4, -1], [1, 2, 0]  # 1.0, 2.0, -0.5 against 1.0, 2.0, 0.0
    got = run_op("compare", [(a, [3], qt("i8", "0.5", 0)), (b, [3], qt("i8", 1.0, 0))],
                 [3], "i1", None, {"comparison_direction": enum("comparison_direction", "EQ")})
    assert got == [True, True, False]


def test_select_quantizes_the_chosen_dequantized_values():
    got = run_op("select", [([True, False, True], [3], "i1"),
                            ([10, 10, 10], [3], qt("i8", "0.5", 0)),
                            ([3, 3, 3], [3], qt("i8", 2.0, 1))],
                 [3], qt("i8", 1.0, 0), "i8")
    assert got == [5, 4, 5]


def test_clamp_with_per_tensor_bounds():
    et = qt("i8", "0.5", 0)
    got = run_op("clamp", [(0, [], et), ([-5, 3, 40], [3], et), (20, [], et)], [3],
                 qt("i8", 1.0, 0), "i8")
    assert got == [0, 2, 10]  # clamp(0, [-2.5, 1.5, 20], 10): 1.5 rounds to 2


def test_is_finite_of_a_quantized_tensor_is_true():
    # 127 * 1024 is beyond f16's largest finite value: dequantize would give inf
    et = qt("i8", "1024.0", 0, expressed="f16")
    got = run_op("is_finite", [([-128, 0, 127], [3], et)], [3], "i1", None)
    assert got == [True, True, True]


_DOT = {"dot_dimension_numbers": struct("dot", lhs_contracting_dimensions=[1],
                                        rhs_contracting_dimensions=[0])}


def test_dot_general_per_tensor_lhs_per_axis_rhs():
    lhs, rhs = [[1, 2], [3, -4]], [[5, 6], [-7, 8]]
    lt, rt = qt("i8", "0.5", 1), qt("i8", ["0.25", "1.0"], [0, 0], dim=1)
    L = [[(x - 1) * F(1, 2) for x in row] for row in lhs]
    R = [[x * F(s) for x, s in zip(row, ("0.25", "1.0"))] for row in rhs]
    exact = [[L[i][0] * R[0][j] + L[i][1] * R[1][j] for j in range(2)] for i in range(2)]
    want = [quant(row, "0.125", 0, -128, 127) for row in exact]
    got = run_op("dot_general", [(lhs, [2, 2], lt), (rhs, [2, 2], rt)], [2, 2],
                 qt("i8", "0.125", 0), "i8", attributes=_DOT)
    assert got == want


def test_dot_general_hybrid_float_lhs_quantized_rhs():
    rt = qt("i8", "0.5", 0)
    got = run_op("dot_general", [([[1.0, 2.0]], [1, 2], "f32"), ([[4], [-6]], [2, 1], rt)],
                 [1, 1], "f32", None, attributes=_DOT)
    assert got == [[1.0 * 2 + 2.0 * -3]]


def test_hybrid_needs_the_float_type_to_be_the_expressed_type():
    with pytest.raises(EvaluationError, match="expressed type"):
        run_op("dot_general", [([[1.0, 2.0]], [1, 2], "f64"), ([[4], [-6]], [2, 1],
                                                                   qt("i8", "0.5", 0))],
               [1, 1], "f64", None, attributes=_DOT)


def test_a_mix_the_spec_does_not_define_is_an_error_naming_the_forms():
    with pytest.raises(EvaluationError, match="dequantize_op_quantize"):
        run_op("add", [([1], [1], qt("i8", 1.0, 0)), ([1.0], [1], "f32")], [1],
               qt("i8", 1.0, 0), "i8")


def test_reduce_with_a_quantized_add_body_quantizes_each_step():
    et = qt("i8", "0.5", 0)
    got = run_op("reduce", [([100, 100, -3], [3], et), (0, [], et)], [], et, "i8",
                 {"dimensions": i64_array([0])}, [body("add", et)])
    # the pairwise tree adds 50 + 50 (clamps to 127 storage = 63.5), then -1.5: storage 124
    assert got == 124


def test_reshape_to_another_quantization_is_a_constraint_error():
    with pytest.raises(EvaluationError, match="requantization"):
        run_op("reshape", [([1, 2], [2], qt("i8", 1.0, 0))], [2, 1],
               qt("i8", 2.0, 0), "i8")


def test_quantized_forms_add_their_unspecified_conditions():
    impl = IMPLEMENTATIONS["stablehlo.log"]
    ids = {u.id for u in impl.unspecified}
    assert {"log/quantized-storage-overflow", "log/quantized-not-representable"} <= ids


# ---------------------------------------------------------------------------------------------
# Region ops

def test_sort_orders_quantized_keys_by_their_dequantized_values():
    et = qt("i8", "0.5", -3)
    k0, f0 = T([], et), T([], "f32")
    cmp = region([k0, k0, f0, f0], lambda b, args: [compare(b, "GT", args[0], args[1])])
    keys, vals = [4, -7, 100, -3], [1.0, 2.0, 3.0, 4.0]

    def build(b):
        k, v = const(b, keys, [4], et), const(b, vals, [4], "f32")
        r = b.op("sort", [k, v], [T([4], et), T([4], "f32")], {"dimension": integer(0)}, [cmp])
        return [storage_of(b, r[0]), r[1]]
    got = run(build)
    order = sorted(range(4), key=lambda i: deq(keys, "0.5", -3)[i], reverse=True)
    assert order == [2, 0, 3, 1] and got == [[keys[i] for i in order], [vals[i] for i in order]]


def test_map_quantizes_its_computation_result_to_the_result_type():
    a_et, b_et, r_et = qt("i8", "0.5", 1), qt("i8", "0.25", -2), qt("i8", "1.0", 3)
    adder = body("add", a_et, result_et=r_et, rhs_et=b_et)
    a, b = [[7, -9], [127, 0]], [[5, 2], [-128, 1]]
    (got,) = run(lambda bb: [storage_of(bb, bb.op(
        "map", [const(bb, a, [2, 2], a_et), const(bb, b, [2, 2], b_et)], [T([2, 2], r_et)],
        {"dimensions": i64_array([0, 1])}, [adder])[0])])
    want = [quant([x + y for x, y in zip(deq(ra, "0.5", 1), deq(rb, "0.25", -2))], 1, 3)
            for ra, rb in zip(a, b)]
    assert want == [[8, -1], [34, 3]] and got == want


def test_reduce_converts_inputs_to_a_wider_quantized_body_type():
    in_et, body_et = qt("i8", "0.5", 0), qt("i16", "0.25", 4)
    x, init = [[100, 127, -128], [1, 2, 3]], 4  # init: 0.0
    (got,) = run(lambda b: [storage_of(b, b.op(
        "reduce", [const(b, x, [2, 3], in_et), const(b, init, [], body_et, "i16")],
        [T([2], body_et)], {"dimensions": i64_array([1])}, [body("add", body_et)])[0], "i16")])
    want = quant([sum(deq(row, "0.5", 0)) for row in x], "0.25", 4, -32768, 32767)
    assert want == [202, 16] and got == want


def test_reduce_window_max_with_padding_reads_the_quantized_init_value():
    et = qt("i8", "0.5", -1)
    x = [[3, -128, 9], [0, 50, -2]]
    attributes = {"window_dimensions": i64_array([2, 2]), "window_strides": i64_array([1, 2]),
                  "padding": i64_matrix([[0, 0], [1, 1]])}
    (got,) = run(lambda b: [storage_of(b, b.op(
        "reduce_window", [const(b, x, [2, 3], et), const(b, -128, [], et)], [T([1, 2], et)],
        attributes, [body("maximum", et)])[0])])
    # windows of the padded rows: columns (pad, 0) and (1, 2); the padding is init (-128)
    assert got == [[3, 50]]


def test_reduce_window_add_requantizes_each_window_sum():
    et, r_et = qt("i8", "0.5", 0), qt("i8", "0.5", 0)
    x = [60, 60, 10, -5]
    (got,) = run(lambda b: [storage_of(b, b.op(
        "reduce_window", [const(b, x, [4], et), const(b, 0, [], et)], [T([3], r_et)],
        {"window_dimensions": i64_array([2])}, [body("add", et)])[0])])
    want = quant([sum(deq(x[i:i + 2], "0.5", 0)) for i in range(3)], "0.5", 0)
    assert want == [120, 70, 5] and got == want


def test_select_and_scatter_selects_and_adds_in_quantized_types():
    et = qt("i8", "0.25", 2)
    operand, source = [[1, 9, 3, 3]], [[40, -6]]
    select = region([T([], et)] * 2, lambda b, args: [compare(b, "GE", *args)])
    attributes = {"window_dimensions": i64_array([1, 2]), "window_strides": i64_array([1, 2])}
    (got,) = run(lambda b: [storage_of(b, b.op(
        "select_and_scatter",
        [const(b, operand, [1, 4], et), const(b, source, [1, 2], et), const(b, 2, [], et)],
        [T([1, 4], et)], attributes, [select, body("add", et)])[0])])
    # windows [1, 9] -> 9 selected; [3, 3] -> the first (GE keeps it); init 2 means 0.0
    assert got == [[2, 40, -6, 2]]


# ---------------------------------------------------------------------------------------------
# Convolution and batch norms

_CONV = {"batch_group_count": integer(1), "feature_group_count": integer(1),
         "dimension_numbers": conv_dimensions("b0f", "0io", "b0f")}


def test_convolution_per_tensor_lhs_per_axis_rhs():
    lt, rt = qt("i8", "0.5", 1), qt("i8", ["0.25", "1.0"], [0, 0], dim=2)
    r_et = qt("i8", "0.125", -4)
    lhs, rhs = [[[3], [5], [-1]]], [[[2, 1]], [[-4, 3]]]   # 1x3x1 and 2x1x2
    (got,) = run(lambda b: [storage_of(b, b.op(
        "convolution", [const(b, lhs, [1, 3, 1], lt), const(b, rhs, [2, 1, 2], rt)],
        [T([1, 2, 2], r_et)], _CONV)[0])])
    L = deq([v[0] for v in lhs[0]], "0.5", 1)
    K = [[rhs[w][0][o] * F(("0.25", "1.0")[o]) for o in range(2)] for w in range(2)]
    exact = [[L[x] * K[0][o] + L[x + 1] * K[1][o] for o in range(2)] for x in range(2)]
    want = [[quant(row, "0.125", -4) for row in exact]]
    assert want == [[[-16, 52], [12, -12]]] and got == want


def test_convolution_hybrid_float_lhs_quantized_rhs():
    rt = qt("i8", "0.5", 0)
    (got,) = run(lambda b: b.op(
        "convolution", [const(b, [[[1.5], [-2.0], [4.0]]], [1, 3, 1], "f32"),
                        const(b, [[[3]], [[-2]]], [2, 1, 1], rt)], [T([1, 2, 1], "f32")], _CONV))
    assert got == [[[1.5 * 1.5 + -2.0 * -1.0], [-2.0 * 1.5 + 4.0 * -1.0]]]


def _bn_operands(b, et, data_shapes):
    return [const(b, d, s, et) for d, s in data_shapes]


def test_batch_norm_inference_quantized():
    et = qt("i8", "0.25", 0)
    x = [[8, -4], [12, 0]]           # 2x2, feature_index 1
    scale, offset, mean, var = [8, 4], [4, -2], [4, 0], [15, 3]
    operands = [(x, [2, 2]), (scale, [2]), (offset, [2]), (mean, [2]), (var, [2])]
    (got,) = run(lambda b: [storage_of(b, b.op(
        "batch_norm_inference", _bn_operands(b, et, operands), [T([2, 2], et)],
        {"epsilon": floating(0.25), "feature_index": integer(1)})[0])])
    d = lambda v: deq(v, "0.25", 0)  # noqa: E731
    stddev = [2, 1]  # sqrt(var + 0.25): sqrt(3.75 + 0.25), sqrt(0.75 + 0.25)
    want = [quant([d(scale)[f] * (d(row)[f] - d(mean)[f]) / stddev[f] + d(offset)[f]
                   for f in range(2)], "0.25", 0) for row in x]
    assert want == [[8, -6], [12, -2]] and got == want


def test_batch_norm_training_quantizes_its_three_results():
    et = qt("i8", "0.25", 0)
    x = [[4, 8], [12, -8]]           # features along dimension 1
    operands = [(x, [2, 2]), ([4, 8], [2]), ([0, 4], [2])]
    got = run(lambda b: [storage_of(b, r) for r in b.op(
        "batch_norm_training", _bn_operands(b, et, operands),
        [T([2, 2], et), T([2], et), T([2], et)],
        {"epsilon": floating(0.0), "feature_index": integer(1)})])
    cols = [deq([row[f] for row in x], "0.25", 0) for f in range(2)]
    mean = [sum(c) / 2 for c in cols]                       # 2, 0
    var = [sum((v - m) ** 2 for v in c) / 2 for c, m in zip(cols, mean)]  # 1, 4
    std = [1, 2]
    assert [s * s for s in std] == var
    sc, of = deq([4, 8], "0.25", 0), deq([0, 4], "0.25", 0)
    out = [quant([sc[f] * (cols[f][n] - mean[f]) / std[f] + of[f] for f in range(2)], "0.25", 0)
           for n in range(2)]
    assert got == [out, quant(mean, "0.25", 0), quant(var, "0.25", 0)]
    assert out == [[-4, 12], [4, -4]]


def test_batch_norm_grad_quantized():
    et = qt("i8", "0.25", 0)
    x, dy = [[4], [12]], [[8], [-4]]  # one feature, two elements
    operands = [(x, [2, 1]), ([8], [1]), ([4], [1]), ([4], [1]), (dy, [2, 1])]
    got = run(lambda b: [storage_of(b, r) for r in b.op(
        "batch_norm_grad", _bn_operands(b, et, operands), [T([2, 1], et), T([1], et), T([1], et)],
        {"epsilon": floating(0.0), "feature_index": integer(1)})])
    # the spec's decomposition with N = 2: x = [1, 3], mean 1, variance 1, dy = [2, -1]
    X, DY, scale, mean, var, n = [F(1), F(3)], [F(2), F(-1)], F(2), F(1), F(1), 2
    std = F(1)  # sqrt(var + 0)
    centered = [v - mean for v in X]
    i3 = sum(d * c for d, c in zip(DY, centered))
    i6 = [d * n - sum(DY) - i3 * c / var for d, c in zip(DY, centered)]
    grad_x = [scale / std / n * v for v in i6]
    grad_scale = sum(d * c / std for d, c in zip(DY, centered))
    want = [[[v] for v in quant(grad_x, "0.25", 0)], quant([grad_scale], "0.25", 0),
            quant([sum(DY)], "0.25", 0)]
    assert want == [[[12], [4]], [-8], [4]] and got == want


# ---------------------------------------------------------------------------------------------
# Collectives with quantized operands (storage given per process, bitcast to the quantized type)

def run_grid(op, et, result_et, attributes, regions, replicas, storages, storage="i8"):
    """Runs `op` on a replicas x 1 grid: process r's argument holds the storage values
    `storages[r]` of quantized type `et`; returns each process's result as storage values."""
    shape = np.shape(storages[0])

    def build(b, args):
        q = b.op("bitcast_convert", args, [T(shape, et)])[0]
        return [storage_of(b, b.op(op, [q], [result_et], attributes, regions)[0], storage)]
    main = function("main", [T(shape, "i8")], build, visibility="public")
    inputs = {(r, 0): [np.asarray(s, np.int8)] for r, s in enumerate(storages)}
    results = reference.run_processes(spec.Module([main]), inputs=inputs, num_replicas=replicas,
                                      num_partitions=1)
    return [[np.asarray(v).tolist() for v in results[(r, 0)]] for r in range(replicas)]


PAIR = {"replica_groups": i64_matrix([[0, 1]])}


def test_all_reduce_quantized_add_promoted_to_a_wider_quantized_type():
    et, body_et = qt("i8", "0.5", 2), qt("i16", "0.25", 0)
    a, b = [127, -128, 2], [127, 3, -1]
    got = run_grid("all_reduce", et, T([3], body_et), PAIR, [body("add", body_et)], 2, [a, b],
                   "i16")
    want = quant([x + y for x, y in zip(deq(a, "0.5", 2), deq(b, "0.5", 2))], "0.25", 0,
                 -32768, 32767)
    assert want == [500, -258, -6] and got == [[want], [want]]


def test_all_reduce_quantized_add_clamps_to_the_storage_range():
    et = qt("i8", "0.5", 0)
    got = run_grid("all_reduce", et, T([2], et), PAIR, [body("add", et)], 2,
                   [[100, -3], [100, 4]])
    assert got == [[[127, 1]], [[127, 1]]]


def test_reduce_scatter_quantized_maximum():
    et = qt("i8", "0.25", -1)
    got = run_grid("reduce_scatter", et, T([2], et), {"scatter_dimension": integer(0), **PAIR},
                   [body("maximum", et)], 2, [[1, 9, -5, 0], [4, -128, -6, 127]])
    assert got == [[[4, 9]], [[-5, 127]]]


def test_all_gather_moves_quantized_storage():
    et = qt("i8", "0.5", 7)
    attributes = {"all_gather_dim": integer(0), "replica_groups": i64_matrix([[1, 0]])}
    got = run_grid("all_gather", et, T([4], et), attributes, [], 2, [[1, -128], [127, 0]])
    assert got == [[[127, 0, 1, -128]], [[127, 0, 1, -128]]]


def test_collective_permute_of_quantized_fills_non_receivers_with_quantized_zero():
    et = qt("i8", "0.5", 7)
    got = run_grid("collective_permute", et, T([2], et),
                   {"source_target_pairs": i64_matrix([[0, 1]])}, [], 2, [[1, -128], [127, 0]])
    # process 0 receives nothing: quantize(0) is the zero point, 7
    assert got == [[[7, 7]], [[1, -128]]]


def test_all_reduce_converts_each_operand_to_the_body_type_before_adding():
    # to_destination_type quantizes every leaf to the body's type first: 0.5 -> 0 (ties to even)
    et, body_et = qt("i8", "0.5", 0), qt("i16", "1.0", 0)
    got = run_grid("all_reduce", et, T([2], body_et), PAIR, [body("add", body_et)], 2,
                   [[1, 3], [1, 3]], "i16")
    want = [sum(quant(deq([v, v], "0.5", 0), 1, 0, -32768, 32767)) for v in (1, 3)]
    assert want == [0, 4] and got == [[want], [want]]


def test_all_reduce_of_a_group_of_one_is_the_operand_converted_to_the_body_type():
    et, body_et = qt("i8", "0.5", 0), qt("i16", "1.0", 0)
    got = run_grid("all_reduce", et, T([2], body_et), {"replica_groups": i64_matrix([[0], [1]])},
                   [body("add", body_et)], 2, [[3, 5], [-3, 7]], "i16")
    assert got == [[quant(deq([3, 5], "0.5", 0), 1, 0)], [quant(deq([-3, 7], "0.5", 0), 1, 0)]]
    assert got == [[[2, 2]], [[-2, 4]]]


def test_reduce_converts_each_input_to_the_body_type_before_adding():
    in_et, body_et = qt("i8", "0.5", 0), qt("i16", "1.0", 0)
    (got,) = run(lambda b: [storage_of(b, b.op(
        "reduce", [const(b, [1, 1, 3], [3], in_et), const(b, 0, [], body_et, "i16")],
        [T([], body_et)], {"dimensions": i64_array([0])}, [body("add", body_et)])[0], "i16")])
    assert got == sum(quant(deq([1, 1, 3], "0.5", 0), 1, 0)) == 2
