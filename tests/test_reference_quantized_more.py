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


def qt(storage: str, scale, zp, dim=None) -> str:
    if dim is None:
        return f"!quant.uniform<{storage}:f32, {scale}:{zp}>"
    body = ",".join(f"{s}:{z}" for s, z in zip(scale, zp))
    return f"!quant.uniform<{storage}:f32:{dim}, {{{body}}}>"


def T(shape, et) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + f"{et}>"


def deq(xs, scale, zp):
    return [(x - zp) * F(scale) for x in xs]


def quant(xs, scale, zp, lo=-128, hi=127):
    return [round(min(max(F(x) / F(scale) + zp, lo), hi)) for x in xs]


def const(name, data, shape, et, storage="i8") -> str:
    st = storage if et.startswith("!quant") else et
    return (f'  %{name} = "stablehlo.constant"() {{value = dense<{data}> : {T(shape, st)}}} : '
            f'() -> {T(shape, et)}')


def storage_of(name, shape, et, storage="i8", out=None) -> str:
    """%s_<name> (or %<out>): the storage values of quantized %<name>."""
    return (f'  %{out or "s_" + name} = "stablehlo.bitcast_convert"(%{name}) : '
            f'({T(shape, et)}) -> {T(shape, storage)}')


def body(op, et, result_et=None, attrs="", rhs_et=None) -> str:
    """A region of two rank-0 operands (`et`, and `rhs_et` if given) applying `op`."""
    t0, t1, r0 = T([], et), T([], rhs_et or et), T([], result_et or et)
    return ('({\n  ^bb0(%lhs: ' + t0 + ', %rhs: ' + t1 + '):\n    %z = "stablehlo.' + op +
            '"(%lhs, %rhs)' + attrs + ' : (' + t0 + ', ' + t1 + ') -> ' + r0 +
            '\n    "stablehlo.return"(%z) : (' + r0 + ') -> ()\n})')


def run(lines, outs) -> list:
    """Evaluates a function made of `lines` returning the values named in `outs` [(name, type)]."""
    types = ", ".join(t for _, t in outs)
    names = ", ".join(f"%{n}" for n, _ in outs)
    text = (f"func.func @main() -> ({types}) {{\n" + "\n".join(lines) +
            f'\n  "func.return"({names}) : ({types}) -> ()\n}}\n')
    return [np.asarray(x).tolist() for x in reference.evaluate(text, [])]


# ---------------------------------------------------------------------------------------------
# Region ops

def test_sort_orders_quantized_keys_by_their_dequantized_values():
    et = qt("i8", "0.5", -3)
    k0, f0 = T([], et), T([], "f32")
    cmp = ('({\n  ^bb0(%a: ' + k0 + ', %b: ' + k0 + ', %c: ' + f0 + ', %d: ' + f0 + '):\n'
           '    %z = "stablehlo.compare"(%a, %b) {comparison_direction = '
           '#stablehlo<comparison_direction GT>} : (' + k0 + ', ' + k0 + ') -> tensor<i1>\n'
           '    "stablehlo.return"(%z) : (tensor<i1>) -> ()\n})')
    keys, vals = [4, -7, 100, -3], [1.0, 2.0, 3.0, 4.0]
    lines = [const("k", keys, [4], et), const("v", vals, [4], "f32"),
             f'  %r:2 = "stablehlo.sort"(%k, %v) {cmp} {{dimension = 0 : i64}} : '
             f'({T([4], et)}, {T([4], "f32")}) -> ({T([4], et)}, {T([4], "f32")})',
             f'  %s = "stablehlo.bitcast_convert"(%r#0) : ({T([4], et)}) -> {T([4], "i8")}']
    got = run(lines, [("s", T([4], "i8")), ("r#1", T([4], "f32"))])
    order = sorted(range(4), key=lambda i: deq(keys, "0.5", -3)[i], reverse=True)
    assert order == [2, 0, 3, 1] and got == [[keys[i] for i in order], [vals[i] for i in order]]


def test_map_quantizes_its_computation_result_to_the_result_type():
    a_et, b_et, r_et = qt("i8", "0.5", 1), qt("i8", "0.25", -2), qt("i8", "1.0", 3)
    region = body("add", a_et, result_et=r_et, rhs_et=b_et)
    a, b = [[7, -9], [127, 0]], [[5, 2], [-128, 1]]
    lines = [const("a", a, [2, 2], a_et), const("b", b, [2, 2], b_et),
             f'  %r = "stablehlo.map"(%a, %b) {region} {{dimensions = array<i64: 0, 1>}} : '
             f'({T([2, 2], a_et)}, {T([2, 2], b_et)}) -> {T([2, 2], r_et)}',
             storage_of("r", [2, 2], r_et)]
    (got,) = run(lines, [("s_r", T([2, 2], "i8"))])
    want = [quant([x + y for x, y in zip(deq(ra, "0.5", 1), deq(rb, "0.25", -2))], 1, 3)
            for ra, rb in zip(a, b)]
    assert want == [[8, -1], [34, 3]] and got == want


def test_reduce_converts_inputs_to_a_wider_quantized_body_type():
    in_et, body_et = qt("i8", "0.5", 0), qt("i16", "0.25", 4)
    x, init = [[100, 127, -128], [1, 2, 3]], 4  # init: 0.0
    lines = [const("x", x, [2, 3], in_et), const("i", init, [], body_et, "i16"),
             f'  %r = "stablehlo.reduce"(%x, %i) {body("add", body_et)} '
             f'{{dimensions = array<i64: 1>}} : ({T([2, 3], in_et)}, {T([], body_et)}) -> '
             f'{T([2], body_et)}', storage_of("r", [2], body_et, "i16")]
    (got,) = run(lines, [("s_r", T([2], "i16"))])
    want = quant([sum(deq(row, "0.5", 0)) for row in x], "0.25", 4, -32768, 32767)
    assert want == [202, 16] and got == want


def test_reduce_window_max_with_padding_reads_the_quantized_init_value():
    et = qt("i8", "0.5", -1)
    x = [[3, -128, 9], [0, 50, -2]]
    lines = [const("x", x, [2, 3], et), const("i", -128, [], et),
             f'  %r = "stablehlo.reduce_window"(%x, %i) {body("maximum", et)} '
             '{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>, '
             'padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>} : '
             f'({T([2, 3], et)}, {T([], et)}) -> {T([1, 2], et)}', storage_of("r", [1, 2], et)]
    (got,) = run(lines, [("s_r", T([1, 2], "i8"))])
    # windows of the padded rows: columns (pad, 0) and (1, 2); the padding is init (-128)
    assert got == [[3, 50]]


def test_reduce_window_add_requantizes_each_window_sum():
    et, r_et = qt("i8", "0.5", 0), qt("i8", "0.5", 0)
    x = [60, 60, 10, -5]
    lines = [const("x", x, [4], et), const("i", 0, [], et),
             f'  %r = "stablehlo.reduce_window"(%x, %i) {body("add", et)} '
             '{window_dimensions = array<i64: 2>} : '
             f'({T([4], et)}, {T([], et)}) -> {T([3], r_et)}', storage_of("r", [3], r_et)]
    (got,) = run(lines, [("s_r", T([3], "i8"))])
    want = quant([sum(deq(x[i:i + 2], "0.5", 0)) for i in range(3)], "0.5", 0)
    assert want == [120, 70, 5] and got == want


def test_select_and_scatter_selects_and_adds_in_quantized_types():
    et = qt("i8", "0.25", 2)
    operand, source = [[1, 9, 3, 3]], [[40, -6]]
    select = body("compare", et, result_et="i1",
                  attrs=" {comparison_direction = #stablehlo<comparison_direction GE>}")
    lines = [const("o", operand, [1, 4], et), const("src", source, [1, 2], et),
             const("i", 2, [], et),
             f'  %r = "stablehlo.select_and_scatter"(%o, %src, %i) {select[:-1]}, '
             f'{body("add", et)[1:]} {{window_dimensions = array<i64: 1, 2>, '
             f'window_strides = array<i64: 1, 2>}} : ({T([1, 4], et)}, {T([1, 2], et)}, '
             f'{T([], et)}) -> {T([1, 4], et)}', storage_of("r", [1, 4], et)]
    (got,) = run(lines, [("s_r", T([1, 4], "i8"))])
    # windows [1, 9] -> 9 selected; [3, 3] -> the first (GE keeps it); init 2 means 0.0
    assert got == [[2, 40, -6, 2]]


# ---------------------------------------------------------------------------------------------
# Convolution and batch norms

_CONV = ('{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]'
         '->[b, 0, f]>, feature_group_count = 1 : i64}')


def test_convolution_per_tensor_lhs_per_axis_rhs():
    lt, rt = qt("i8", "0.5", 1), qt("i8", ["0.25", "1.0"], [0, 0], dim=2)
    r_et = qt("i8", "0.125", -4)
    lhs, rhs = [[[3], [5], [-1]]], [[[2, 1]], [[-4, 3]]]   # 1x3x1 and 2x1x2
    lines = [const("l", lhs, [1, 3, 1], lt), const("k", rhs, [2, 1, 2], rt),
             f'  %r = "stablehlo.convolution"(%l, %k) {_CONV} : '
             f'({T([1, 3, 1], lt)}, {T([2, 1, 2], rt)}) -> {T([1, 2, 2], r_et)}',
             storage_of("r", [1, 2, 2], r_et)]
    (got,) = run(lines, [("s_r", T([1, 2, 2], "i8"))])
    L = deq([v[0] for v in lhs[0]], "0.5", 1)
    K = [[rhs[w][0][o] * F(("0.25", "1.0")[o]) for o in range(2)] for w in range(2)]
    exact = [[L[x] * K[0][o] + L[x + 1] * K[1][o] for o in range(2)] for x in range(2)]
    want = [[quant(row, "0.125", -4) for row in exact]]
    assert want == [[[-16, 52], [12, -12]]] and got == want


def test_convolution_hybrid_float_lhs_quantized_rhs():
    rt = qt("i8", "0.5", 0)
    lines = [const("l", "[[[1.5], [-2.0], [4.0]]]", [1, 3, 1], "f32"),
             const("k", [[[3]], [[-2]]], [2, 1, 1], rt),
             f'  %r = "stablehlo.convolution"(%l, %k) {_CONV} : '
             f'({T([1, 3, 1], "f32")}, {T([2, 1, 1], rt)}) -> {T([1, 2, 1], "f32")}']
    (got,) = run(lines, [("r", T([1, 2, 1], "f32"))])
    assert got == [[[1.5 * 1.5 + -2.0 * -1.0], [-2.0 * 1.5 + 4.0 * -1.0]]]


def _bn_operands(et, names_data):
    return [const(n, d, s, et) for n, d, s in names_data]


def test_batch_norm_inference_quantized():
    et = qt("i8", "0.25", 0)
    x = [[8, -4], [12, 0]]           # 2x2, feature_index 1
    scale, offset, mean, var = [8, 4], [4, -2], [4, 0], [15, 3]
    lines = _bn_operands(et, [("x", x, [2, 2]), ("sc", scale, [2]), ("of", offset, [2]),
                              ("m", mean, [2]), ("v", var, [2])])
    lines += [f'  %r = "stablehlo.batch_norm_inference"(%x, %sc, %of, %m, %v) '
              '{epsilon = 2.500000e-01 : f32, feature_index = 1 : i64} : '
              f'({T([2, 2], et)}, {T([2], et)}, {T([2], et)}, {T([2], et)}, {T([2], et)}) -> '
              f'{T([2, 2], et)}', storage_of("r", [2, 2], et)]
    (got,) = run(lines, [("s_r", T([2, 2], "i8"))])
    d = lambda v: deq(v, "0.25", 0)  # noqa: E731
    stddev = [2, 1]  # sqrt(var + 0.25): sqrt(3.75 + 0.25), sqrt(0.75 + 0.25)
    want = [quant([d(scale)[f] * (d(row)[f] - d(mean)[f]) / stddev[f] + d(offset)[f]
                   for f in range(2)], "0.25", 0) for row in x]
    assert want == [[8, -6], [12, -2]] and got == want


def test_batch_norm_training_quantizes_its_three_results():
    et = qt("i8", "0.25", 0)
    x = [[4, 8], [12, -8]]           # features along dimension 1
    lines = _bn_operands(et, [("x", x, [2, 2]), ("sc", [4, 8], [2]), ("of", [0, 4], [2])])
    lines += [f'  %r:3 = "stablehlo.batch_norm_training"(%x, %sc, %of) '
              '{epsilon = 0.000000e+00 : f32, feature_index = 1 : i64} : '
              f'({T([2, 2], et)}, {T([2], et)}, {T([2], et)}) -> '
              f'({T([2, 2], et)}, {T([2], et)}, {T([2], et)})']
    lines += [storage_of(f"r#{i}", s, et, out=f"s{i}") for i, s in enumerate([[2, 2], [2], [2]])]
    got = run(lines, [("s0", T([2, 2], "i8")), ("s1", T([2], "i8")), ("s2", T([2], "i8"))])
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
    lines = _bn_operands(et, [("x", x, [2, 1]), ("sc", [8], [1]), ("m", [4], [1]),
                              ("v", [4], [1]), ("dy", dy, [2, 1])])
    lines += [f'  %r:3 = "stablehlo.batch_norm_grad"(%x, %sc, %m, %v, %dy) '
              '{epsilon = 0.000000e+00 : f32, feature_index = 1 : i64} : '
              f'({T([2, 1], et)}, {T([1], et)}, {T([1], et)}, {T([1], et)}, {T([2, 1], et)}) '
              f'-> ({T([2, 1], et)}, {T([1], et)}, {T([1], et)})']
    lines += [storage_of(f"r#{i}", s, et, out=f"s{i}") for i, s in enumerate([[2, 1], [1], [1]])]
    got = run(lines, [("s0", T([2, 1], "i8")), ("s1", T([1], "i8")), ("s2", T([1], "i8"))])
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

def run_grid(lines, arg, outs, replicas, storages):
    """Runs @main(%x: arg) on a replicas x 1 grid with storage values `storages[r]`."""
    types = ", ".join(t for _, t in outs)
    names = ", ".join(f"%{n}" for n, _ in outs)
    text = (f"func.func @main(%x: {arg}) -> ({types}) {{\n" + "\n".join(lines) +
            f'\n  "func.return"({names}) : ({types}) -> ()\n}}\n')
    inputs = {(r, 0): [np.asarray(s, np.int8)] for r, s in enumerate(storages)}
    results = reference.run_processes(spec.parse(text), inputs=inputs, num_replicas=replicas,
                                      num_partitions=1)
    return [[np.asarray(v).tolist() for v in results[(r, 0)]] for r in range(replicas)]


def to_q(shape, et) -> str:
    return f'  %q = "stablehlo.bitcast_convert"(%x) : ({T(shape, "i8")}) -> {T(shape, et)}'


def test_all_reduce_quantized_add_promoted_to_a_wider_quantized_type():
    et, body_et = qt("i8", "0.5", 2), qt("i16", "0.25", 0)
    lines = [to_q([3], et),
             f'  %r = "stablehlo.all_reduce"(%q) {body("add", body_et)} '
             '{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : '
             f'({T([3], et)}) -> {T([3], body_et)}', storage_of("r", [3], body_et, "i16")]
    a, b = [127, -128, 2], [127, 3, -1]
    got = run_grid(lines, T([3], "i8"), [("s_r", T([3], "i16"))], 2, [a, b])
    want = quant([x + y for x, y in zip(deq(a, "0.5", 2), deq(b, "0.5", 2))], "0.25", 0,
                 -32768, 32767)
    assert want == [500, -258, -6] and got == [[want], [want]]


def test_all_reduce_quantized_add_clamps_to_the_storage_range():
    et = qt("i8", "0.5", 0)
    lines = [to_q([2], et),
             f'  %r = "stablehlo.all_reduce"(%q) {body("add", et)} '
             '{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : '
             f'({T([2], et)}) -> {T([2], et)}', storage_of("r", [2], et)]
    got = run_grid(lines, T([2], "i8"), [("s_r", T([2], "i8"))], 2, [[100, -3], [100, 4]])
    assert got == [[[127, 1]], [[127, 1]]]


def test_reduce_scatter_quantized_maximum():
    et = qt("i8", "0.25", -1)
    lines = [to_q([4], et),
             f'  %r = "stablehlo.reduce_scatter"(%q) {body("maximum", et)} '
             '{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : '
             f'({T([4], et)}) -> {T([2], et)}', storage_of("r", [2], et)]
    got = run_grid(lines, T([4], "i8"), [("s_r", T([2], "i8"))], 2,
                   [[1, 9, -5, 0], [4, -128, -6, 127]])
    assert got == [[[4, 9]], [[-5, 127]]]


def test_all_gather_moves_quantized_storage():
    et = qt("i8", "0.5", 7)
    lines = [to_q([2], et),
             f'  %r = "stablehlo.all_gather"(%q) {{all_gather_dim = 0 : i64, '
             'replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : '
             f'({T([2], et)}) -> {T([4], et)}', storage_of("r", [4], et)]
    got = run_grid(lines, T([2], "i8"), [("s_r", T([4], "i8"))], 2, [[1, -128], [127, 0]])
    assert got == [[[127, 0, 1, -128]], [[127, 0, 1, -128]]]


def test_collective_permute_of_quantized_fills_non_receivers_with_quantized_zero():
    et = qt("i8", "0.5", 7)
    lines = [to_q([2], et),
             '  %r = "stablehlo.collective_permute"(%q) {source_target_pairs = '
             'dense<[[0, 1]]> : tensor<1x2xi64>} : '
             f'({T([2], et)}) -> {T([2], et)}', storage_of("r", [2], et)]
    got = run_grid(lines, T([2], "i8"), [("s_r", T([2], "i8"))], 2, [[1, -128], [127, 0]])
    # process 0 receives nothing: quantize(0) is the zero point, 7
    assert got == [[[7, 7]], [[1, -128]]]


def test_all_reduce_converts_each_operand_to_the_body_type_before_adding():
    # to_destination_type quantizes every leaf to the body's type first: 0.5 -> 0 (ties to even)
    et, body_et = qt("i8", "0.5", 0), qt("i16", "1.0", 0)
    lines = [to_q([2], et),
             f'  %r = "stablehlo.all_reduce"(%q) {body("add", body_et)} '
             '{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : '
             f'({T([2], et)}) -> {T([2], body_et)}', storage_of("r", [2], body_et, "i16")]
    got = run_grid(lines, T([2], "i8"), [("s_r", T([2], "i16"))], 2, [[1, 3], [1, 3]])
    want = [sum(quant(deq([v, v], "0.5", 0), 1, 0, -32768, 32767)) for v in (1, 3)]
    assert want == [0, 4] and got == [[want], [want]]


def test_all_reduce_of_a_group_of_one_is_the_operand_converted_to_the_body_type():
    et, body_et = qt("i8", "0.5", 0), qt("i16", "1.0", 0)
    lines = [to_q([2], et),
             f'  %r = "stablehlo.all_reduce"(%q) {body("add", body_et)} '
             '{replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>} : '
             f'({T([2], et)}) -> {T([2], body_et)}', storage_of("r", [2], body_et, "i16")]
    got = run_grid(lines, T([2], "i8"), [("s_r", T([2], "i16"))], 2, [[3, 5], [-3, 7]])
    assert got == [[quant(deq([3, 5], "0.5", 0), 1, 0)], [quant(deq([-3, 7], "0.5", 0), 1, 0)]]
    assert got == [[[2, 2]], [[-2, 4]]]


def test_reduce_converts_each_input_to_the_body_type_before_adding():
    in_et, body_et = qt("i8", "0.5", 0), qt("i16", "1.0", 0)
    lines = [const("x", [1, 1, 3], [3], in_et), const("i", 0, [], body_et, "i16"),
             f'  %r = "stablehlo.reduce"(%x, %i) {body("add", body_et)} '
             f'{{dimensions = array<i64: 0>}} : ({T([3], in_et)}, {T([], body_et)}) -> '
             f'{T([], body_et)}', storage_of("r", [], body_et, "i16")]
    (got,) = run(lines, [("s_r", T([], "i16"))])
    assert got == sum(quant(deq([1, 1, 3], "0.5", 0), 1, 0)) == 2
