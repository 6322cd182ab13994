"""Large programs of the heavy ops (issue 19, item 4): one op on 10^5 to 10^6 elements, above the
cache and tile sizes where blocked kernels, vectorised loops and multi-pass algorithms change
strategy (a matmul's K loop split in tiles, a sort merging runs of 65536, a reduction split
across threads).

A large program is built, not drawn: its shape and attributes are fixed, its values come from a
numpy generator seeded by the case's name, so a case is the same on every machine. The
conformance run holds each as a generated case `<op>/<element type>/large_<n>`
(reports.cases.generated_cases); each costs the reference well under a second
(benchmarks/bench_large_cases.py measures them). Float inputs hold ordinary values: a sum of
10^5 terms with one infinity in it would hide every other term; the hard values are the
generated cases' (fuzz/regions.py). The error-bound rule of the accumulating ops (the
reference's bound admits every summation order) judges the sums.
"""
from __future__ import annotations

import zlib
from collections.abc import Callable

import numpy as np

from spec.attributes import BoolAttr
from spec.build import (binary_region, conv_dimensions, enum, function, i64_array, i64_matrix,
                        integer, region, struct, tensor_type)
from spec.ir import Module
from spec.types import ELEMENT_TYPES

SEED = 20261127
"""The seed of the large programs' values, offset by each program's name."""

LargeProgram = Callable[[np.random.Generator], tuple[Module, list]]
LARGE: dict[str, list[tuple[str, LargeProgram]]] = {}
"""op mnemonic -> its large programs, each (element type of its first result, builder)."""


def large(op: str, et: str):
    """Registers a builder of a large program of `op` whose first result has element type `et`."""
    def register(build: LargeProgram) -> LargeProgram:
        LARGE.setdefault(op, []).append((et, build))
        return build
    return register


def large_programs(op: str, element_types) -> list[tuple[str, str, Module, list]]:
    """(name, element type, module, inputs) of each large program of `op` whose element type is
    one of `element_types`, numbered in registration order (`large_1`, ...)."""
    out = []
    for n, (et, build) in enumerate(LARGE.get(op, ()), 1):
        if et in element_types:
            name = f"large_{n}"
            module, inputs = build(np.random.default_rng(SEED + zlib.crc32(f"{op}/{name}".encode())))
            out.append((name, et, module, inputs))
    return out


def _main(arg_types, build) -> Module:
    return Module([function("main", arg_types, build, visibility="public")])


def _uniform(rng, shape, et: str, low: float = -1.0, high: float = 1.0) -> np.ndarray:
    return rng.uniform(low, high, size=shape).astype(ELEMENT_TYPES[et].dtype)


def _scalar(et: str):
    return tensor_type((), et)


# --- dot_general, convolution, fft: K and the transform length above the tiles -----------------

def _matmul(et: str, m: int, k: int, n: int) -> LargeProgram:
    def build(rng):
        a, b = tensor_type((m, k), et), tensor_type((k, n), et)
        dn = struct("dot", lhs_contracting_dimensions=[1], rhs_contracting_dimensions=[0])
        module = _main([a, b], lambda bld, args: bld.op(
            "dot_general", args, [tensor_type((m, n), et)], {"dot_dimension_numbers": dn}))
        return module, [_uniform(rng, (m, k), et), _uniform(rng, (k, n), et)]
    return build


large("dot_general", "f32")(_matmul("f32", 512, 512, 512))
large("dot_general", "bf16")(_matmul("bf16", 512, 512, 512))


@large("dot_general", "f32")
def _matrix_vector(rng):
    """A 256x2048 matrix times a vector of 2048 (a GEMV: one long K per row, no N to tile)."""
    m, k = 256, 2048
    dn = struct("dot", lhs_contracting_dimensions=[1], rhs_contracting_dimensions=[0])
    module = _main([tensor_type((m, k), "f32"), tensor_type((k,), "f32")], lambda b, args: b.op(
        "dot_general", args, [tensor_type((m,), "f32")], {"dot_dimension_numbers": dn}))
    return module, [_uniform(rng, (m, k), "f32"), _uniform(rng, (k,), "f32")]


@large("dot_general", "f32")
def _weight_gradient(rng):
    """x^T dy of a layer's backward pass: 4096 rows of 32 and of 48 features contracted over
    their major dimension (K = 4096, what GPUs split across blocks)."""
    k, m, n = 4096, 32, 48
    dn = struct("dot", lhs_contracting_dimensions=[0], rhs_contracting_dimensions=[0])
    module = _main([tensor_type((k, m), "f32"), tensor_type((k, n), "f32")], lambda b, args:
                   b.op("dot_general", args, [tensor_type((m, n), "f32")],
                        {"dot_dimension_numbers": dn}))
    return module, [_uniform(rng, (k, m), "f32"), _uniform(rng, (k, n), "f32")]


@large("convolution", "f32")
def _conv_64x64x32(rng):
    """A 3x3 convolution of a 64x64 image of 32 features into 16 (NHWC, HWIO), padded to keep
    its size: each result sums 288 products."""
    lhs, rhs, out = (1, 64, 64, 32), (3, 3, 32, 16), (1, 64, 64, 16)
    attrs = {"window_strides": i64_array([1, 1]), "padding": i64_matrix([[1, 1], [1, 1]]),
             "lhs_dilation": i64_array([1, 1]), "rhs_dilation": i64_array([1, 1]),
             "dimension_numbers": conv_dimensions("b01f", "01io", "b01f"),
             "feature_group_count": integer(1), "batch_group_count": integer(1)}
    module = _main([tensor_type(lhs, "f32"), tensor_type(rhs, "f32")], lambda b, args: b.op(
        "convolution", args, [tensor_type(out, "f32")], attrs))
    return module, [_uniform(rng, lhs, "f32"), _uniform(rng, rhs, "f32")]


@large("fft", "complex<f32>")
def _fft_65536(rng):
    n = 1 << 16
    t = tensor_type((n,), "complex<f32>")
    x = (rng.uniform(-1, 1, n) + 1j * rng.uniform(-1, 1, n)).astype(np.complex64)
    module = _main([t], lambda b, args: b.op("fft", args, [t], {
        "fft_type": enum("fft_type", "FFT"), "fft_length": i64_array([n])}))
    return module, [x]


# --- reductions ---------------------------------------------------------------------------------

@large("reduce", "f32")
def _sum_2_18(rng):
    """A sum of 2^18 terms of both signs: a tree, a pairwise, a blocked or a sequential order
    differ, and the reference's bound admits each."""
    n, s = 1 << 18, _scalar("f32")
    module = _main([tensor_type((n,), "f32"), s], lambda b, args: b.op(
        "reduce", args, [s], {"dimensions": i64_array([0])}, [binary_region([("add", s)])]))
    return module, [_uniform(rng, (n,), "f32"), np.array(0, np.float32)]


@large("reduce_window", "f32")
def _cumulative_sum(rng):
    """A cumulative sum as frameworks write it (jnp.cumsum): a window of the whole row, padded
    by its length minus one below, over 8 rows of 1024: prefix sums of up to 1024 terms, a
    row far longer than the base length at which XLA rewrites such a window into a two-level
    scan. (The reference gathers every window: n^2 / 2 terms per row, so 8 rows cost it about
    a second; 64 rows, 7 s.)"""
    rows, n, s = 8, 1024, _scalar("f32")
    t = tensor_type((rows, n), "f32")
    attrs = {"window_dimensions": i64_array([1, n]), "window_strides": i64_array([1, 1]),
             "base_dilations": i64_array([1, 1]), "window_dilations": i64_array([1, 1]),
             "padding": i64_matrix([[0, 0], [n - 1, 0]])}
    module = _main([t, s], lambda b, args: b.op("reduce_window", args, [t], attrs,
                                                [binary_region([("add", s)])]))
    return module, [_uniform(rng, (rows, n), "f32"), np.array(0, np.float32)]


@large("reduce_window", "f32")
def _max_pool(rng):
    """A 3x3 max pool with stride 2 over 512x512, padded by one: exact whatever the order."""
    s = _scalar("f32")
    attrs = {"window_dimensions": i64_array([3, 3]), "window_strides": i64_array([2, 2]),
             "base_dilations": i64_array([1, 1]), "window_dilations": i64_array([1, 1]),
             "padding": i64_matrix([[1, 1], [1, 1]])}
    module = _main([tensor_type((512, 512), "f32"), s], lambda b, args: b.op(
        "reduce_window", args, [tensor_type((256, 256), "f32")], attrs,
        [binary_region([("maximum", s)])]))
    return module, [_uniform(rng, (512, 512), "f32"), np.array(-np.inf, np.float32)]


@large("select_and_scatter", "f32")
def _max_pool_gradient(rng):
    """The gradient of a 3x3 max pool with stride 2 over 512x512: distinct operand values (no
    tie for the select to break), small integer sources (their sums are exact in any order)."""
    s = _scalar("f32")
    operand = rng.permutation(512 * 512).reshape(512, 512).astype(np.float32) / 1024
    source = rng.integers(-8, 9, size=(255, 255)).astype(np.float32)
    select = region([s, s], lambda b, a: b.op("compare", a, [tensor_type((), "i1")], {
        "comparison_direction": enum("comparison_direction", "GE")}))
    module = _main([tensor_type((512, 512), "f32"), tensor_type((255, 255), "f32"), s],
                   lambda b, args: b.op(
                       "select_and_scatter", args, [tensor_type((512, 512), "f32")],
                       {"window_dimensions": i64_array([3, 3]),
                        "window_strides": i64_array([2, 2]), "padding": i64_matrix([[0, 0],
                                                                                    [0, 0]])},
                       [select, binary_region([("add", s)])]))
    return module, [operand, source, np.array(0, np.float32)]


# --- data movement ------------------------------------------------------------------------------

@large("transpose", "f32")
def _transpose_1024x257(rng):
    module = _main([tensor_type((1024, 257), "f32")], lambda b, args: b.op(
        "transpose", args, [tensor_type((257, 1024), "f32")], {"permutation": i64_array([1, 0])}))
    return module, [_uniform(rng, (1024, 257), "f32")]


@large("concatenate", "f32")
def _concatenate_rows(rng):
    shapes = [(511, 257), (1, 257), (512, 257)]
    module = _main([tensor_type(s, "f32") for s in shapes], lambda b, args: b.op(
        "concatenate", args, [tensor_type((1024, 257), "f32")], {"dimension": integer(0)}))
    return module, [_uniform(rng, s, "f32") for s in shapes]


@large("dynamic_update_slice", "f32")
def _update_past_the_end(rng):
    """A 700x129 update of a 1024x257 operand at a start past what fits: both starts clamp."""
    i32 = tensor_type((), "i32")
    module = _main([tensor_type((1024, 257), "f32"), tensor_type((700, 129), "f32"), i32, i32],
                   lambda b, args: b.op("dynamic_update_slice", args,
                                        [tensor_type((1024, 257), "f32")]))
    return module, [_uniform(rng, (1024, 257), "f32"), _uniform(rng, (700, 129), "f32"),
                    np.array(400, np.int32), np.array(200, np.int32)]


@large("sort", "f32")
def _sort_2_17(rng):
    """A stable sort of 2^17 float keys under TOTALORDER with a payload of their positions: the
    keys hold ties (a few hundred values each repeated), NaNs of both signs and both zeros, so
    the order of equal keys and of NaN and -0 shows in the payload."""
    n, f32, i32 = 1 << 17, _scalar("f32"), _scalar("i32")
    keys = (rng.integers(-300, 300, size=n) / 8).astype(np.float32)
    special = rng.permutation(n)[:n // 64]
    keys[special] = np.array([np.nan, -np.nan, 0.0, -0.0], np.float32)[np.arange(special.size) % 4]
    attrs = {"comparison_direction": enum("comparison_direction", "LT"),
             "compare_type": enum("comparison_type", "TOTALORDER")}
    comparator = region([f32, f32, i32, i32], lambda b, a: b.op(
        "compare", a[:2], [tensor_type((), "i1")], attrs))
    types = [tensor_type((n,), "f32"), tensor_type((n,), "i32")]
    module = _main(types, lambda b, args: b.op(
        "sort", args, types, {"dimension": integer(0), "is_stable": BoolAttr(True)},
        [comparator]))
    return module, [keys, np.arange(n, dtype=np.int32)]


def _distinct_keys(rng, shape) -> np.ndarray:
    """Distinct f32 keys (eighths of a permutation centred on 0, one +0 and no -0 or NaN): no
    two keys tie under TOTALORDER, so the result does not depend on the sort's stability."""
    n = int(np.prod(shape))
    return ((rng.permutation(n) - n // 2) / 8).astype(np.float32).reshape(shape)


def _sort(keys: np.ndarray, dimension: int, direction: str) -> Module:
    t, f32 = tensor_type(keys.shape, "f32"), _scalar("f32")
    comparator = region([f32, f32], lambda b, a: b.op("compare", a, [tensor_type((), "i1")], {
        "comparison_direction": enum("comparison_direction", direction),
        "compare_type": enum("comparison_type", "TOTALORDER")}))
    return _main([t], lambda b, args: b.op("sort", args, [t], {
        "dimension": integer(dimension), "is_stable": BoolAttr(True)}, [comparator]))


@large("sort", "f32")
def _sort_rows_descending(rng):
    """3 rows of 70001 distinct keys sorted in descending order along the rows (GT): a length
    that is no power of two, its last block short."""
    keys = _distinct_keys(rng, (3, 70001))
    return _sort(keys, 1, "GT"), [keys]


@large("sort", "f32")
def _sort_columns(rng):
    """100003 rows of 2 distinct keys sorted along dimension 0 (LT): the sorted slices are
    strided in memory."""
    keys = _distinct_keys(rng, (100003, 2))
    return _sort(keys, 0, "LT"), [keys]


def _rows(rng, count: int, limit: int) -> np.ndarray:
    """`count` row indices into `limit` rows, with the clamped and dropped ones among them: the
    last row, one past it and -1 for one index in 64."""
    rows = rng.integers(0, limit, size=(count, 1))
    edge = rng.permutation(count)[:count // 64]
    rows[edge, 0] = np.array([limit - 1, limit, -1])[np.arange(edge.size) % 3]
    return rows.astype(np.int32)


@large("gather", "f32")
def _gather_rows(rng):
    """10^5 rows of 4 gathered from a 4096x4 table (an embedding lookup); out-of-range starts
    clamp."""
    n = 100_000
    dn = struct("gather", offset_dims=[1], collapsed_slice_dims=[0], start_index_map=[0],
                index_vector_dim=1)
    module = _main([tensor_type((4096, 4), "f32"), tensor_type((n, 1), "i32")], lambda b, args:
                   b.op("gather", args, [tensor_type((n, 4), "f32")], {
                       "dimension_numbers": dn, "slice_sizes": i64_array([1, 4]),
                       "indices_are_sorted": BoolAttr(False)}))
    return module, [_uniform(rng, (4096, 4), "f32"), _rows(rng, n, 4096)]


@large("scatter", "i32")
def _scatter_add_rows(rng):
    """10^5 rows of 4 added into a 4096x4 table (an embedding gradient) with repeated rows:
    integer sums, exact in any order; out-of-range rows are dropped."""
    n, s = 100_000, _scalar("i32")
    dn = struct("scatter", update_window_dims=[1], inserted_window_dims=[0],
                scatter_dims_to_operand_dims=[0], index_vector_dim=1)
    table = tensor_type((4096, 4), "i32")
    module = _main([table, tensor_type((n, 1), "i32"), tensor_type((n, 4), "i32")],
                   lambda b, args: b.op("scatter", args, [table], {
                       "scatter_dimension_numbers": dn, "indices_are_sorted": BoolAttr(False),
                       "unique_indices": BoolAttr(False)}, [binary_region([("add", s)])]))
    return module, [rng.integers(-1000, 1000, size=(4096, 4)).astype(np.int32),
                    _rows(rng, n, 4096), rng.integers(-1000, 1000, size=(n, 4)).astype(np.int32)]
