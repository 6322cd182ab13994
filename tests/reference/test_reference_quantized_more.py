"""Quantized semantics of region ops (sort, map, reduce, reduce_window, select_and_scatter),
convolution, the batch norms and the collectives.

Expected storage values are derived by hand, independently of reference.values: a storage value
s of scale c and zero point z means the exact rational (s - z) * c; the op runs exactly on
fractions; quantize divides by the result scale, adds the zero point, clamps to the storage
range and rounds half to even (Python's round of a Fraction). Region ops apply the region's
quantized ops to each step, so the values are chosen where the reduction order cannot matter
(exact sums, max), since the schedule is implementation-defined."""
from __future__ import annotations

from fractions import Fraction as F

import numpy as np

import reference
import spec
from spec.build import (conv_dimensions, dense, floating, function, i64_array, i64_matrix, integer,
                        region, tensor_type)
from spec.ir import Region
from spec.types import ELEMENT_TYPES, QuantizedElementType
from tests.helpers import compare


def qt(storage: str, scale, zp, dim=None) -> QuantizedElementType:
    """!quant.uniform<storage:f32, scale:zp> (per axis along `dim`: lists of scales and zero
    points); scales are decimal strings, as deq and quant take them."""
    st = ELEMENT_TYPES[storage]
    scales, zps = ([scale], [zp]) if dim is None else (scale, zp)
    return QuantizedElementType(st, st.min_value, st.max_value, ELEMENT_TYPES["f32"],
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
