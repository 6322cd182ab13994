"""Indexing maps of single ops, against the hand-written maps of seed 003 (HLO indexing)."""
import itertools

import numpy as np
import pytest

import spec
from spec.indexing import IndexingMap, Interval, RTVar, box, const, d, identity, indexing_map, rt, s, sources
from spec.indexing.ops import reshape


def op_of(body: str, args: str, result: str):
    module = spec.parse(f"func.func @main({args}) -> {result} {{\n  %r = {body}\n"
                        f'  "func.return"(%r) : ({result}) -> ()\n}}')
    return module.funcs[0].ops[0]


def the_map(body, args, result, **kw):
    return indexing_map(op_of(body, args, result), **kw).maps[0].map


def same_function(m: IndexingMap, expected_results, dims) -> bool:
    """`m` (no range/runtime variables) equals `expected_results` at every point of `dims`."""
    return all(sources(m, p) == [tuple(e.evaluate({v: x for v, x in zip(
        [d(i).as_var() for i in range(len(p))], p)}) for e in expected_results)]
        for p in itertools.product(*dims))


def test_broadcast_drops_the_broadcast_dimensions():
    m = the_map('"stablehlo.broadcast_in_dim"(%p0) {broadcast_dimensions = array<i64: 1>} : '
                "(tensor<20xf32>) -> tensor<10x20x30xf32>", "%p0: tensor<20xf32>",
                "tensor<10x20x30xf32>")
    assert str(m) == "(d0, d1, d2) -> (d1)\ndomain:\nd0 in [0, 9]\nd1 in [0, 19]\nd2 in [0, 29]"


def test_transpose_permutes_the_dimensions():
    m = the_map('"stablehlo.transpose"(%p0) {permutation = array<i64: 0, 2, 3, 1>} : '
                "(tensor<3x12288x6x128xf32>) -> tensor<3x6x128x12288xf32>",
                "%p0: tensor<3x12288x6x128xf32>", "tensor<3x6x128x12288xf32>")
    assert str(m).splitlines()[0] == "(d0, d1, d2, d3) -> (d0, d3, d1, d2)"
    assert m.dims == (Interval(0, 2), Interval(0, 5), Interval(0, 127), Interval(0, 12287))


def test_reverse_maps_d_to_upper_bound_minus_d():
    m = the_map('"stablehlo.reverse"(%p0) {dimensions = array<i64: 1, 2>} : '
                "(tensor<1x17x9x9xf32>) -> tensor<1x17x9x9xf32>", "%p0: tensor<1x17x9x9xf32>",
                "tensor<1x17x9x9xf32>")
    assert str(m).splitlines()[0] == "(d0, d1, d2, d3) -> (d0, -d1 + 16, -d2 + 8, d3)"


def test_slice_is_a_strided_offset():
    m = the_map('"stablehlo.slice"(%p0) {start_indices = array<i64: 5, 3, 0>, limit_indices = '
                'array<i64: 10, 20, 50>, strides = array<i64: 1, 7, 2>} : (tensor<10x20x50xf32>) '
                "-> tensor<5x3x25xf32>", "%p0: tensor<10x20x50xf32>", "tensor<5x3x25xf32>")
    assert str(m) == ("(d0, d1, d2) -> (d0 + 5, d1 * 7 + 3, d2 * 2)\ndomain:\n"
                      "d0 in [0, 4]\nd1 in [0, 2]\nd2 in [0, 24]")


@pytest.mark.parametrize("operand, result, expected", [
    ((4, 8), (32,), "(d0) -> (d0 floordiv 8, d0 mod 8)"),        # collapse
    ((32,), (4, 8), "(d0, d1) -> (d0 * 8 + d1)"),                 # expand
])
def test_reshape_collapse_and_expand_print_as_in_the_seed(operand, result, expected):
    t = lambda shape: str(spec.types.TensorType(shape, spec.types.ELEMENT_TYPES["f32"]))  # noqa: E731
    m = the_map(f'"stablehlo.reshape"(%p0) : ({t(operand)}) -> {t(result)}',
                f"%p0: {t(operand)}", t(result))
    assert str(m).splitlines()[0] == expected


@pytest.mark.parametrize("operand, result, seed_results", [
    # 4x8 -> 2x4x4: (d0 * 2 + d1 floordiv 2, d2 + (d1 mod 2) * 4)
    ((4, 8), (2, 4, 4), (d(0) * 2 + d(1) // 2, d(2) + d(1) % 2 * 4)),
    # 4x8x12 -> 32x3x4: (d0 floordiv 8, d0 mod 8, d1 * 4 + d2)
    ((4, 8, 12), (32, 3, 4), (d(0) // 8, d(0) % 8, d(1) * 4 + d(2))),
])
def test_general_reshape_equals_the_seeds_simplified_map(operand, result, seed_results):
    assert same_function(reshape(operand, result), seed_results, box(result))


def test_concatenate_restricts_the_dimension_interval_per_input():
    op = op_of('"stablehlo.concatenate"(%p0, %p1, %p2) {dimension = 1 : i64} : (tensor<2x5x7xf32>,'
               " tensor<2x11x7xf32>, tensor<2x17x7xf32>) -> tensor<2x33x7xf32>",
               "%p0: tensor<2x5x7xf32>, %p1: tensor<2x11x7xf32>, %p2: tensor<2x17x7xf32>",
               "tensor<2x33x7xf32>")
    maps = [m.map for m in indexing_map(op).maps]
    assert [str(m).splitlines()[0] for m in maps] == [
        "(d0, d1, d2) -> (d0, d1, d2)", "(d0, d1, d2) -> (d0, d1 - 5, d2)",
        "(d0, d1, d2) -> (d0, d1 - 16, d2)"]
    assert [m.dims[1] for m in maps] == [Interval(0, 4), Interval(5, 15), Interval(16, 32)]


def test_pad_is_the_inverse_of_a_strided_slice():
    op = op_of('"stablehlo.pad"(%p0, %p1) {edge_padding_low = array<i64: 1, 4>, edge_padding_high'
               " = array<i64: 4, 8>, interior_padding = array<i64: 1, 0>} : (tensor<4x4xf32>, "
               "tensor<f32>) -> tensor<12x16xf32>", "%p0: tensor<4x4xf32>, %p1: tensor<f32>",
               "tensor<12x16xf32>")
    operand, init = indexing_map(op).maps
    assert str(operand.map) == ("(d0, d1) -> ((d0 - 1) floordiv 2, d1 - 4)\ndomain:\n"
                                "d0 in [1, 7]\nd1 in [4, 7]\n(d0 - 1) mod 2 in [0, 0]")
    assert (init.operand, init.map.results, init.map.dims) == (1, (), box((12, 16)))
    assert sources(operand.map, (2, 5)) == [] and sources(operand.map, (3, 5)) == [(1, 1)]


def test_dynamic_slice_offsets_are_clamped_runtime_variables():
    op = op_of('"stablehlo.dynamic_slice"(%src, %of1, %of2, %of3) {slice_sizes = '
               "array<i64: 1, 2, 32>} : (tensor<2x2x258xi32>, tensor<i32>, tensor<i32>, "
               "tensor<i32>) -> tensor<1x2x32xi32>", "%src: tensor<2x2x258xi32>, %of1: "
               "tensor<i32>, %of2: tensor<i32>, %of3: tensor<i32>", "tensor<1x2x32xi32>")
    m = indexing_map(op).maps[0].map
    assert str(m).splitlines()[0] == "(d0, d1, d2){rt0, rt1, rt2} -> (d0 + rt0, d1 + rt1, d2 + rt2)"
    assert [v.feasible for v in m.runtime] == [Interval(0, 1), Interval(0, 0), Interval(0, 226)]
    offsets = [None, np.int32(-5), np.int32(1), np.int32(300)]  # clamped to 0, 0, 226
    assert sources(m, (0, 1, 31), offsets) == [(0, 1, 257)]


def test_dynamic_update_slice_reads_the_update_where_it_lands_else_the_operand():
    op = op_of('"stablehlo.dynamic_update_slice"(%src, %upd, %of1, %of2) : (tensor<20x30xi32>, '
               "tensor<5x10xi32>, tensor<i32>, tensor<i32>) -> tensor<20x30xi32>",
               "%src: tensor<20x30xi32>, %upd: tensor<5x10xi32>, %of1: tensor<i32>, "
               "%of2: tensor<i32>", "tensor<20x30xi32>")
    indexing = indexing_map(op)
    update = indexing.maps[0].map
    assert str(update).splitlines()[0] == "(d0, d1){rt0, rt1} -> (d0 - rt0, d1 - rt1)"
    assert [v.feasible for v in update.runtime] == [Interval(0, 15), Interval(0, 20)]
    values = [None, None, np.int32(3), np.int32(99)]  # rt1 clamped to 20
    assert indexing.sources(0, (4, 21), values) == [(1, (1, 1)), (0, (4, 21))]
    assert indexing.sources(0, (2, 21), values) == [(0, (2, 21))]


def test_gather_reads_its_start_indices_as_runtime_variables():
    op = op_of('"stablehlo.gather"(%operand, %indices) {dimension_numbers = #stablehlo.gather<'
               "offset_dims = [1, 2, 3], start_index_map = [0, 1], index_vector_dim = 1>, "
               "slice_sizes = array<i64: 7, 8, 4>} : (tensor<33x76x70xf32>, tensor<1806x2xi32>) "
               "-> tensor<1806x7x8x4xf32>", "%operand: tensor<33x76x70xf32>, %indices: "
               "tensor<1806x2xi32>", "tensor<1806x7x8x4xf32>")
    m = indexing_map(op).maps[0].map
    assert str(m).splitlines()[0] == "(d0, d1, d2, d3){rt0, rt1} -> (d1 + rt0, d2 + rt1, d3)"
    assert [(v.feasible, v.operand, v.access) for v in m.runtime] == [
        (Interval(0, 26), 1, (d(0), const(0))), (Interval(0, 68), 1, (d(0), const(1)))]


def test_sort_reads_a_whole_row_through_a_range_variable():
    op = op_of('"stablehlo.sort"(%x) ({\n^bb0(%a: tensor<f32>, %b: tensor<f32>):\n'
               '  %p = "stablehlo.compare"(%a, %b) {comparison_direction = '
               "#stablehlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
               '  "stablehlo.return"(%p) : (tensor<i1>) -> ()\n}) {dimension = 0 : i64} : '
               "(tensor<3x2xf32>) -> tensor<3x2xf32>", "%x: tensor<3x2xf32>", "tensor<3x2xf32>")
    indexing = indexing_map(op)
    assert indexing.kind == "permutation"
    assert sources(indexing.maps[0].map, (1, 1)) == [(0, 1), (1, 1), (2, 1)]


def test_iota_reads_no_input():
    op = op_of('"stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi32>', "",
               "tensor<4xi32>")
    assert indexing_map(op).kind == "none" and indexing_map(op).maps == ()


def test_composition_of_transposes_is_the_fused_map():
    """Seed 003's fusion: transpose {1, 0, 2} then {0, 2, 1} of p0 reads p0 at (d2, d0, d1)."""
    first = IndexingMap((d(1), d(0), d(2)), box((10, 20, 50)))   # lhs_transpose_1: output -> p0
    second = IndexingMap((d(0), d(2), d(1)), box((10, 50, 20)))  # lhs_transpose_2 -> its operand
    fused = second.compose(first)
    assert fused.results == (d(2), d(0), d(1)) and fused.constraints == ()


def test_composition_renumbers_runtime_variables_and_keeps_the_inner_domain():
    slice_of = IndexingMap((d(0) + rt(0),), box((4,)), runtime=(RTVar(Interval(0, 6), 1),))
    reverse = IndexingMap((9 - d(0),), box((10,)))
    fused = slice_of.compose(reverse)
    assert str(fused.results[0]) == "-d0 - rt0 + 9"
    assert sources(fused, (1,), [None, np.int64(2)]) == [(6,)]


def test_collapse_then_expand_reshapes_cancel():
    """Seed 003: reshape 10x10x10 -> 50x20 -> 10x10x10 is the identity."""
    chain = reshape((50, 20), (10, 10, 10)).compose(reshape((10, 10, 10), (50, 20)))
    assert same_function(chain, identity((10, 10, 10)).results, box((10, 10, 10)))


def test_a_range_variable_enumerates_every_point():
    m = IndexingMap((s(0), d(0), d(1), s(1)), box((4, 8)), ranges=box((2, 16)))  # reduce 2x4x8x16
    assert len(sources(m, (3, 7))) == 32 and sources(m, (4, 0)) == []
