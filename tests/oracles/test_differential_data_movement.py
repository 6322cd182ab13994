"""Differential tests of the data-movement, indexing and dynamic-shape ops against the
official interpreter and XLA CPU (the machinery in tests/helpers/differential.py).

Each op has a hand-written table of configurations, one per attribute feature (every gather and
scatter dimension-number feature with batching dims, negative and interior padding, clamped
dynamic_slice / dynamic_update_slice / gather starts, out-of-bounds scatter updates, rank 0,
empty tensors, stable sort with equal keys, variadic sort and scatter), each run on a few element
types (TYPES: the families' code paths, where the op allows them). Data movement is exact: results
are compared bit for bit (any NaN equals any NaN), with no allowance.

Inputs are function arguments: data operands are random bit patterns of their type (every NaN,
subnormal and extreme value); index operands hold hand-written values. Shape operands that XLA
only translates as constants (dynamic_pad's paddings, dynamic_gather's slice_sizes) are
`stablehlo.constant`s. No configuration enters an Unspecified condition by construction (sort
keys compared as FLOAT hold no NaN, scatters whose combiner's order would matter have unique
indices); elements under a condition the reference declares are still ignored. The cases of one
op run CHUNK to a program; a program an oracle does not run as a whole is split in halves.

Disagreements listed in oracles/known_divergences.toml are expected (an entry may narrow itself
to some configurations with `what = [...]`, the labels of this file's tables); any other fails.
"""
from __future__ import annotations

from typing import Callable

import numpy as np
import pytest

from spec.attributes import BoolAttr
from spec.build import function, i64_array, integer, region, tensor_type
from tests.helpers import compare
from tests.helpers.differential import (D, I, Case, add_region, case, check_agreement,
                                        compare_region, gather_dims, replace_region,
                                        scatter_dims, tt)
import spec
import ml_dtypes
from oracles.compare import find_divergence
from oracles.xla import Xla
from fuzz.known import KNOWN
from tests.helpers.oracles import compile_with_jaxlib, valid_module, run_with_jaxlib
from reference import evaluate

pytestmark = pytest.mark.jaxlib

SEED = 20240604
TYPES = ("f32", "i32", "bf16", "i1", "complex<f32>")

DATA_MOVEMENT_OPS = (
    "broadcast_in_dim", "concatenate", "dynamic_broadcast_in_dim", "dynamic_gather",
    "dynamic_iota", "dynamic_pad", "dynamic_reshape", "dynamic_slice", "dynamic_update_slice",
    "gather", "get_dimension_size", "iota", "pad", "reshape", "reverse", "scatter", "select",
    "slice", "sort", "transpose",
)


# --- configurations -------------------------------------------------------------------------


# Each table: a function of the element type giving that op's configurations.

def broadcast_in_dim(t):
    op = "broadcast_in_dim"
    return [
        case(op, "rank0", t, [D((), t)], tt((2, 3), t), {"broadcast_dimensions": i64_array([])}),
        case(op, "new-leading-dim", t, [D((3,), t)], tt((2, 3), t),
             {"broadcast_dimensions": i64_array([1])}),
        case(op, "expand-size-1", t, [D((1, 3), t)], tt((2, 4, 3), t),
             {"broadcast_dimensions": i64_array([1, 2])}),
        case(op, "permuting-dims", t, [D((2, 3), t)], tt((3, 4, 2), t),
             {"broadcast_dimensions": i64_array([2, 0])}),
        case(op, "empty", t, [D((0, 3), t)], tt((2, 0, 3), t),
             {"broadcast_dimensions": i64_array([1, 2])}),
    ]


def concatenate(t):
    op = "concatenate"
    return [
        case(op, "dim0", t, [D((2, 3), t), D((4, 3), t)], tt((6, 3), t), {"dimension": integer(0)}),
        case(op, "dim1-with-empty", t, [D((2, 1), t), D((2, 0), t), D((2, 3), t)],
             tt((2, 4), t), {"dimension": integer(1)}),
        case(op, "single-input", t, [D((5,), t)], tt((5,), t), {"dimension": integer(0)}),
        case(op, "all-empty", t, [D((0, 2), t), D((0, 2), t)], tt((0, 2), t),
             {"dimension": integer(0)}),
    ]


def dynamic_broadcast_in_dim(t):
    op = "dynamic_broadcast_in_dim"
    return [
        case(op, "new-leading-dim", t, [D((3,), t), I([2, 3])], tt((2, 3), t),
             {"broadcast_dimensions": i64_array([1])}),
        case(op, "expand-size-1-known", t, [D((1, 3), t), I([4, 3], "i32")], tt((4, 3), t),
             {"broadcast_dimensions": i64_array([0, 1]),
              "known_expanding_dimensions": i64_array([0]),
              "known_nonexpanding_dimensions": i64_array([1])}),
        case(op, "rank0", t, [D((), t), I([2], "i32")], tt((2,), t),
             {"broadcast_dimensions": i64_array([])}),
    ]


def dynamic_gather(t):
    op = "dynamic_gather"
    return [
        case(op, "rows", t, [D((5, 4), t), I([[3], [0], [9]]), I([1, 4], constant=True)],
             tt((3, 4), t), {"dimension_numbers": gather_dims([1], [0], [0], 1)}),
        case(op, "window-clamped", t, [D((4, 5), t), I([[1, 4], [-2, 1]], "i32"),
                                        I([2, 2], "i32", constant=True)], tt((2, 2, 2), t),
             {"dimension_numbers": gather_dims([1, 2], [], [0, 1], 1)}),
    ]


def dynamic_iota(t):
    op = "dynamic_iota"
    return [
        case(op, "dim0", t, [I([3, 4])], tt((3, 4), t), {"iota_dimension": integer(0)}),
        case(op, "dim1", t, [I([2, 5], "i32")], tt((2, 5), t), {"iota_dimension": integer(1)}),
        case(op, "empty", t, [I([0, 3])], tt((0, 3), t), {"iota_dimension": integer(1)}),
    ] if t != "i1" else []


def dynamic_pad(t):
    op = "dynamic_pad"

    def pads(low, high, interior):
        return [I(low, constant=True), I(high, constant=True), I(interior, constant=True)]
    return [
        case(op, "edge-and-interior", t, [D((3, 4), t), D((), t)] + pads([1, 2], [2, 0], [0, 1]),
             tt((6, 9), t)),
        case(op, "negative-edges", t, [D((3, 4), t), D((), t)] + pads([-1, 1], [1, -2], [1, 0]),
             tt((5, 3), t)),
    ]


def dynamic_reshape(t):
    op = "dynamic_reshape"
    return [
        case(op, "2d", t, [D((2, 3), t), I([3, 2])], tt((3, 2), t)),
        case(op, "flatten", t, [D((2, 3, 2), t), I([12], "i32")], tt((12,), t)),
        case(op, "rank0", t, [D((), t), I([1, 1])], tt((1, 1), t)),
        case(op, "empty", t, [D((0, 3), t), I([3, 0])], tt((3, 0), t)),
    ]


def dynamic_slice(t):
    op = "dynamic_slice"
    return [
        case(op, "in-bounds", t, [D((4, 5), t), I(1), I(2)], tt((2, 3), t),
             {"slice_sizes": i64_array([2, 3])}),
        case(op, "clamped-low-high", t, [D((4, 5), t), I(-1, "i32"), I(4, "i32")], tt((2, 3), t),
             {"slice_sizes": i64_array([2, 3])}),
        case(op, "clamped-unsigned", t, [D((4, 5), t), I(255, "ui8"), I(0, "ui8")], tt((2, 3), t),
             {"slice_sizes": i64_array([2, 3])}),
        case(op, "extreme-i64", t, [D((4, 5), t), I(-2**63), I(2**63 - 1)], tt((1, 5), t),
             {"slice_sizes": i64_array([1, 5])}),
        case(op, "empty-slice", t, [D((4, 5), t), I(3, "i8"), I(-7, "i8")], tt((0, 2), t),
             {"slice_sizes": i64_array([0, 2])}),
        case(op, "rank0", t, [D((), t)], tt((), t), {"slice_sizes": i64_array([])}),
    ]


def dynamic_update_slice(t):
    op = "dynamic_update_slice"
    return [
        case(op, "in-bounds", t, [D((4, 5), t), D((2, 3), t), I(1), I(1)], tt((4, 5), t)),
        case(op, "clamped", t, [D((4, 5), t), D((2, 3), t), I(5, "i32"), I(-3, "i32")],
             tt((4, 5), t)),
        case(op, "clamped-unsigned", t, [D((4, 5), t), D((3, 2), t), I(200, "ui8"), I(1, "ui8")],
             tt((4, 5), t)),
        case(op, "whole", t, [D((2, 3), t), D((2, 3), t), I(1), I(-1)], tt((2, 3), t)),
        case(op, "empty-update", t, [D((4, 5), t), D((0, 2), t), I(2), I(9)], tt((4, 5), t)),
        case(op, "rank0", t, [D((), t), D((), t)], tt((), t)),
    ]


def gather(t):
    op = "gather"

    def g(what, operand, indices, result, dims, sizes, sorted_=False, et="i64"):
        return case(op, what, t, [D(operand, t), I(indices, et)], tt(result, t),
                    {"dimension_numbers": dims, "slice_sizes": i64_array(sizes),
                     "indices_are_sorted": BoolAttr(sorted_)})
    batching_indices = [[[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 9]]],
                        [[[0, 0], [2, 1], [2, 2]], [[1, 2], [0, 1], [-1, 0]]]]
    return [
        g("rows", (5, 4), [[3], [0], [4]], (3, 4), gather_dims([1], [0], [0], 1), [1, 4]),
        g("rows-clamped", (5, 4), [[7], [-3]], (2, 4), gather_dims([1], [0], [0], 1), [1, 4],
          et="i32"),
        g("windows-clamped", (4, 5), [[1, 4], [-2, 1], [3, 3]], (3, 2, 2),
          gather_dims([1, 2], [], [0, 1], 1), [2, 2]),
        g("offset-dims-first", (5, 4), [[3], [1], [0]], (4, 3), gather_dims([0], [0], [0], 1),
          [1, 4]),
        g("start-index-map-permuted", (4, 5), [[4, 1], [0, 2]], (2, 2, 3),
          gather_dims([1, 2], [], [1, 0], 1), [2, 3], et="ui8"),
        g("index-vector-dim-0", (4, 5), [[1, 3, 0], [0, 2, 4]], (3, 2, 2),
          gather_dims([1, 2], [], [0, 1], 0), [2, 2]),
        g("implicit-index-vector-dim", (4, 5), [4, 0, 2], (3, 4),
          gather_dims([1], [1], [1], 1), [4, 1]),
        g("batching-dims", (3, 5), [[1], [4], [9]], (3,),
          gather_dims([], [1], [1], 1, [0], [0]), [1, 1], et="i32"),
        g("spec-example-batching", (2, 3, 4, 2), batching_indices, (2, 2, 3, 2, 2),
          gather_dims([3, 4], [1], [2, 1], 3, [0], [1]), [1, 1, 2, 2]),
        g("rank0-index", (5,), 3, (), gather_dims([], [0], [0], 0), [1]),
        g("empty-indices", (5, 4), np.zeros((0, 1), int).tolist(), (0, 4),
          gather_dims([1], [0], [0], 1), [1, 4]),
        g("empty-slice", (5, 4), [[1, 2]], (1, 0, 4), gather_dims([1, 2], [], [0, 1], 1), [0, 4]),
        g("sorted", (6, 2), [[0], [2], [2], [5]], (4, 2), gather_dims([1], [0], [0], 1), [1, 2],
          sorted_=True),
    ]


def get_dimension_size(t):
    op = "get_dimension_size"
    return [
        case(op, "dim1", t, [D((3, 4), t)], tt((), "i32"), {"dimension": integer(1)}),
        case(op, "empty-dim", t, [D((0, 4), t)], tt((), "i32"), {"dimension": integer(0)}),
    ]


def iota(t):
    op = "iota"
    return [
        case(op, "dim0", t, [], tt((3, 4), t), {"iota_dimension": integer(0)}),
        case(op, "dim1", t, [], tt((2, 3, 5), t), {"iota_dimension": integer(1)}),
        case(op, "rank1", t, [], tt((7,), t), {"iota_dimension": integer(0)}),
        case(op, "empty", t, [], tt((0, 4), t), {"iota_dimension": integer(1)}),
    ] if t != "i1" else []


def pad(t):
    op = "pad"

    def p(what, shape, low, high, interior, result):
        return case(op, what, t, [D(shape, t), D((), t)], tt(result, t),
                    {"edge_padding_low": i64_array(low), "edge_padding_high": i64_array(high),
                     "interior_padding": i64_array(interior)})
    return [
        p("edge", (3, 4), [1, 2], [2, 0], [0, 0], (6, 6)),
        p("interior", (3, 4), [0, 1], [1, 0], [2, 1], (8, 8)),
        p("negative-edges", (3, 4), [-1, 1], [1, -2], [0, 0], (3, 3)),
        p("negative-into-interior", (3, 4), [-2, -1], [-1, -3], [1, 2], (2, 6)),
        p("rank0", (), [], [], [], ()),
        p("empty-operand", (0, 3), [1, 0], [1, 0], [2, 1], (2, 5)),
        p("to-empty", (2, 3), [-1, 0], [-1, 0], [0, 0], (0, 3)),
    ]


def reshape(t):
    op = "reshape"
    return [
        case(op, "merge", t, [D((2, 3, 4), t)], tt((6, 4), t)),
        case(op, "flatten", t, [D((2, 3, 4), t)], tt((24,), t)),
        case(op, "split", t, [D((12,), t)], tt((2, 2, 3), t)),
        case(op, "rank0-to-1x1", t, [D((), t)], tt((1, 1), t)),
        case(op, "1x1-to-rank0", t, [D((1, 1), t)], tt((), t)),
        case(op, "empty", t, [D((0, 3), t)], tt((3, 0), t)),
    ]


def reverse(t):
    op = "reverse"
    return [
        case(op, "dim1", t, [D((3, 4), t)], tt((3, 4), t), {"dimensions": i64_array([1])}),
        case(op, "all-dims", t, [D((2, 3, 4), t)], tt((2, 3, 4), t),
             {"dimensions": i64_array([0, 1, 2])}),
        case(op, "no-dims", t, [D((3, 4), t)], tt((3, 4), t), {"dimensions": i64_array([])}),
        case(op, "rank0", t, [D((), t)], tt((), t), {"dimensions": i64_array([])}),
        case(op, "empty", t, [D((0, 3), t)], tt((0, 3), t), {"dimensions": i64_array([0, 1])}),
    ]


def scatter(t):
    op = "scatter"
    integer = t in ("i32", "i1")

    def s(what, inputs, indices, updates, dims, body, unique=False, sorted_=False, et="i64",
          types=None):
        types = types or [t] * len(inputs)
        return case(op, what, t, [D(shape, u) for shape, u in zip(inputs, types)]
                    + [I(indices, et)] + [D(shape, u) for shape, u in zip(updates, types)],
                    [tt(shape, u) for shape, u in zip(inputs, types)],
                    {"scatter_dimension_numbers": dims, "indices_are_sorted": BoolAttr(sorted_),
                     "unique_indices": BoolAttr(unique)}, body)
    rows = scatter_dims([1], [0], [0], 1)
    windows = scatter_dims([1, 2], [], [0, 1], 1)
    replace = replace_region([t, t])
    out = [
        s("rows", [(5, 4)], [[3], [0]], [(2, 4)], rows, replace, unique=True),
        s("rows-sorted", [(5, 4)], [[0], [2], [4]], [(3, 4)], rows, replace, unique=True,
          sorted_=True, et="i32"),
        s("out-of-bounds-windows-skipped", [(5, 4)], [[7], [-1], [2]], [(3, 4)], rows, replace,
          et="i32"),
        s("windows", [(4, 5)], [[0, 0], [2, 3]], [(2, 2, 2)], windows, replace),
        s("partly-out-of-bounds-window", [(4, 4)], [[3, 3], [0, -1]], [(2, 2, 2)], windows,
          replace),
        s("window-dims-first", [(5, 4)], [[4], [1]], [(4, 2)], scatter_dims([0], [0], [0], 1),
          replace, et="ui8"),
        s("to-operand-permuted", [(4, 5)], [[2, 0], [0, 2]], [(2, 2, 3)],
          scatter_dims([1, 2], [], [1, 0], 1), replace),
        s("index-vector-dim-0", [(4, 5)], [[0, 2], [1, 3]], [(2, 2, 2)],
          scatter_dims([1, 2], [], [0, 1], 0), replace),
        s("implicit-index-vector-dim", [(4, 5)], [4, 0], [(4, 2)], scatter_dims([0], [1], [1], 1),
          replace),
        s("batching-dims", [(2, 5, 3)], [[[0], [3]], [[4], [1]]], [(2, 2, 3)],
          scatter_dims([2], [1], [1], 2, [0], [0]), replace, et="i32"),
        s("variadic", [(5, 4), (5, 4)], [[1], [3]], [(2, 4), (2, 4)], rows,
          replace_region([t, "i32", t, "i32"]), types=[t, "i32"]),
        s("rank0-input", [()], np.zeros((0,), int).tolist(), [()],
          scatter_dims([], [], [], 0), replace),
        s("empty-updates", [(5, 4)], np.zeros((0, 1), int).tolist(), [(0, 4)], rows, replace),
    ]
    if integer:  # the combined result does not depend on the order of the updates
        out += [
            s("duplicate-indices-add", [(5, 4)], [[1], [3], [1], [1]], [(4, 4)], rows,
              add_region(t)),
            s("spec-example-batching-add", [(2, 3, 4, 2)],
              [[[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 9]]],
               [[[0, 0], [2, 1], [2, 2]], [[1, 2], [0, 1], [1, 0]]]], [(2, 2, 3, 2, 2)],
              scatter_dims([3, 4], [1], [2, 1], 3, [0], [1]), add_region(t)),
        ]
    return out


def select(t):
    op = "select"
    return [
        case(op, "tensor-pred", t, [D((3, 4), "i1"), D((3, 4), t), D((3, 4), t)], tt((3, 4), t)),
        case(op, "scalar-pred", t, [D((), "i1"), D((3, 4), t), D((3, 4), t)], tt((3, 4), t)),
        case(op, "rank0", t, [D((), "i1"), D((), t), D((), t)], tt((), t)),
        case(op, "empty", t, [D((0, 3), "i1"), D((0, 3), t), D((0, 3), t)], tt((0, 3), t)),
    ]


def slice_(t):
    op = "slice"

    def s(what, shape, start, limit, strides, result):
        return case(op, what, t, [D(shape, t)], tt(result, t),
                    {"start_indices": i64_array(start), "limit_indices": i64_array(limit),
                     "strides": i64_array(strides)})
    return [
        s("strided", (4, 6), [1, 0], [3, 6], [1, 2], (2, 3)),
        s("stride-not-dividing", (7, 5), [1, 1], [7, 5], [3, 3], (2, 2)),
        s("empty", (4, 6), [2, 0], [2, 6], [1, 1], (0, 6)),
        s("rank0", (), [], [], [], ()),
    ]


def sort(t):
    op = "sort"
    if t == "complex<f32>":
        return []
    keys = D((12,), t, "keys")

    def s(what, operands, types, dimension, stable, comparator):
        return case(op, what, t, operands, [o.type for o in operands],
                    {"dimension": integer(dimension), "is_stable": BoolAttr(stable)},
                    comparator)
    out = [
        s("stable-equal-keys", [keys, D((12,), "i32")], [t, "i32"], 0, True,
          compare_region([t, "i32"], "LT")),
        s("stable-descending", [keys, D((12,), "i32")], [t, "i32"], 0, True,
          compare_region([t, "i32"], "GT")),
        s("by-second-operand", [D((12,), t), D((12,), "i32", "keys")], [t, "i32"], 0,
          True, compare_region([t, "i32"], "LT", lhs=1)),
        s("dimension-0", [D((5, 3), t, "keys"), D((5, 3), "i32")], [t, "i32"], 0, True,
          compare_region([t, "i32"], "LT")),
        s("dimension-1-three-inputs", [D((3, 6), t, "keys"), D((3, 6), t),
                                       D((3, 6), "i32")], [t, t, "i32"], 1, True,
          compare_region([t, t, "i32"], "GT" if t == "i1" else "LT")),
        s("empty", [D((0,), t, "keys")], [t], 0, True, compare_region([t], "LT")),
        s("unstable-distinct-keys", [D((2, 8), "i32", "distinct"), D((2, 8), t)],
          ["i32", t], 1, False, compare_region(["i32", t], "LT")),
    ]
    if t in ("f32", "bf16"):  # a total order over every value, NaNs included
        out.append(s("totalorder", [D((24,), t), D((24,), "i32")], [t, "i32"], 0, True,
                     compare_region([t, "i32"], "LT", compare_type="TOTALORDER")))
    return out


def transpose(t):
    op = "transpose"
    return [
        case(op, "3d", t, [D((2, 3, 4), t)], tt((4, 2, 3), t),
             {"permutation": i64_array([2, 0, 1])}),
        case(op, "identity", t, [D((3, 4), t)], tt((3, 4), t), {"permutation": i64_array([0, 1])}),
        case(op, "rank0", t, [D((), t)], tt((), t), {"permutation": i64_array([])}),
        case(op, "empty", t, [D((0, 3), t)], tt((3, 0), t), {"permutation": i64_array([1, 0])}),
    ]


TABLES: dict[str, Callable[[str], list[Case]]] = {
    "broadcast_in_dim": broadcast_in_dim, "concatenate": concatenate,
    "dynamic_broadcast_in_dim": dynamic_broadcast_in_dim, "dynamic_gather": dynamic_gather,
    "dynamic_iota": dynamic_iota, "dynamic_pad": dynamic_pad, "dynamic_reshape": dynamic_reshape,
    "dynamic_slice": dynamic_slice, "dynamic_update_slice": dynamic_update_slice,
    "gather": gather, "get_dimension_size": get_dimension_size, "iota": iota, "pad": pad,
    "reshape": reshape, "reverse": reverse, "scatter": scatter, "select": select,
    "slice": slice_, "sort": sort, "transpose": transpose,
}


def cases(op: str) -> list[Case]:
    return [c for t in TYPES for c in TABLES[op](t)]


@pytest.fixture(scope="module")
def oracles(jaxlib_oracles_pair):
    return jaxlib_oracles_pair


@pytest.mark.parametrize("op", DATA_MOVEMENT_OPS)
def test_reference_agrees_with_oracles(op, oracles):
    check_agreement(op, oracles, seed=(SEED, DATA_MOVEMENT_OPS), table=cases)


# ---------------------------------------------------------------------------------------------
# Regressions: XLA CPU's type gaps (oracles/xla.py, op gaps narrowed by `when`) and crashes
# (oracles/known_divergences.toml), each reproduced with jaxlib alone in a child process: if a
# jaxlib upgrade fixes one, its `_compile` test fails, and the gap or the entry can go.


def concatenate_module(a: tuple, b: tuple, et: str, dimension: int = 0) -> spec.Module:
    """@main concatenating a tensor of shape `a` and one of shape `b` of element type `et`."""
    x, y = tensor_type(a, et), tensor_type(b, et)
    shape = [n + m if d == dimension else n for d, (n, m) in enumerate(zip(a, b))]
    return spec.Module([function("main", [x, y], lambda bb, args: bb.op(
        "concatenate", args, [tensor_type(shape, et)], {"dimension": integer(dimension)}),
        visibility="public")])


# --- crashes recorded as known divergences ---------------------------------------------------

def test_concatenate_regression_xla_crashes_known_narrowly():
    """XLA's crashes on select_and_scatter of bf16 and on concatenate of 2-bit types are known
    as crashes only, and only for those types."""
    assert find_divergence(KNOWN, "xla", "select_and_scatter", "bf16", "crash")
    assert not find_divergence(KNOWN, "xla", "select_and_scatter", "bf16", "wrong-result")
    for t in ("i2", "ui2"):
        assert find_divergence(KNOWN, "xla", "concatenate", t, "crash")
    assert not find_divergence(KNOWN, "xla", "concatenate", "i4", "crash")
    assert not find_divergence(KNOWN, "xla", "concatenate", "i2", "wrong-result")


@pytest.mark.jaxlib
@pytest.mark.parametrize("module, aborts", [
    (concatenate_module((1,), (1,), "i2"), True),
    (concatenate_module((8,), (8,), "ui2"), True),
    (concatenate_module((2, 2), (2, 2), "i2", 1), True),
    (concatenate_module((1,), (1,), "i4"), False),
    (concatenate_module((3,), (5,), "i1"), False),
], ids=["i2", "ui2", "i2-2d", "i4", "i1"])
def test_concatenate_regression_xla_compile_aborts_on_2_bit_types(module, aborts):
    """jaxlib alone aborts compiling a concatenate of 2-bit integers (its bit_offset check), not
    of i4 or i1: the crash the known divergence records."""
    code, _, err = compile_with_jaxlib(spec.print_module(valid_module(module)))
    if aborts:
        assert code == -6 and "bit_offset != nullptr" in err, err
    else:
        assert code == 0, err


@pytest.mark.jaxlib
def test_concatenate_regression_xla_oracle_reports_the_crash():
    """Through the adapter: a crash Outcome (the worker dies, the next run restarts it)."""
    xla = Xla(time_limit=120)
    try:
        module = valid_module(concatenate_module((1,), (1,), "i2"))
        x = np.array([1], ml_dtypes.int2)
        assert xla.run(module, [x, x]).status == "crash"
        module = valid_module(concatenate_module((1,), (1,), "i4"))
        y = np.array([1], ml_dtypes.int4)
        outcome = xla.run(module, [y, y])
        assert outcome.status == "ok" and outcome.outputs[0].tolist() == [1, 1], outcome
    finally:
        xla.close()


def sort_module(a: str, b: str) -> spec.Module:
    """@main sorting a 2-element tensor of `a` and one of `b` by the first (LT)."""
    types = [tensor_type((2,), a), tensor_type((2,), b)]
    comparator = region([tensor_type((), a)] * 2 + [tensor_type((), b)] * 2,
                        lambda bb, args: [compare(bb, "LT", args[0], args[1])])
    return spec.Module([function("main", types, lambda bb, args: bb.op(
        "sort", args, types, {"dimension": integer(0)}, [comparator]), visibility="public")])


@pytest.mark.parametrize("a, b, supported", [("ui64", "i2", False), ("ui2", "i8", False),
                                             ("i2", "ui2", True), ("i8", "ui8", True),
                                             ("i4", "i32", True)])
def test_sort_regression_mixing_2_bit_and_wider_operands_unsupported_by_xla(a, b, supported):
    """The XLA oracle refuses a sort whose operands mix a 2-bit type with a wider one (XLA:
    "Inputs must have the same shape"), and accepts the others."""
    ok, why = Xla().supports(valid_module(sort_module(a, b)))
    assert ok == supported, why
    assert supported or "Inputs must have the same shape" in why


@pytest.mark.jaxlib
@pytest.mark.parametrize("a, b, refused", [("ui64", "i2", True), ("ui2", "i8", True),
                                           ("i2", "ui2", False)])
def test_sort_regression_compile(a, b, refused):
    """jaxlib alone refuses to compile a sort mixing 2-bit and wider operands: the gap the XLA
    oracle declares."""
    code, _, err = compile_with_jaxlib(spec.print_module(sort_module(a, b)))
    assert (code != 0 and "Inputs must have the same shape" in err) == refused, err[-300:]


# ---------------------------------------------------------------------------------------------
# Regressions: XLA CPU's divergences recorded in oracles/known_divergences.toml, reproduced with
# jaxlib alone (no code of ours) next to the spec's value computed by hand: if a jaxlib upgrade
# changes one, its `_xla_` test fails and the entry can go.


# --- scatter: XLA skips a window that is partly out of bounds ---------------------------------

SCATTER = """func.func @main(%x: tensor<4xi64>, %i: tensor<1xi64>, %u: tensor<2xi64>) -> tensor<4xi64> {
  %r = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = "stablehlo.add"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0],
      inserted_window_dims = [], scatter_dims_to_operand_dims = [0], index_vector_dim = 0>,
      indices_are_sorted = false, unique_indices = false}
    : (tensor<4xi64>, tensor<1xi64>, tensor<2xi64>) -> tensor<4xi64>
  "func.return"(%r) : (tensor<4xi64>) -> ()
}"""
# The spec checks each result_index = start + window index: a window of 2 at 3 updates element 3
# and skips element 4 (out of bounds); at 4 both are out of bounds.
SCATTER_CASES = [(2, [0, 0, 10, 20], [0, 0, 10, 20]), (3, [0, 0, 0, 10], [0, 0, 0, 0]),
                 (4, [0, 0, 0, 0], [0, 0, 0, 0])]


def _scatter_args(start):
    return [np.zeros(4, np.int64), np.array([start], np.int64), np.array([10, 20], np.int64)]


@pytest.mark.parametrize("start, spec, _", SCATTER_CASES)
def test_scatter_regression_reference_checks_each_element(start, spec, _):
    """The reference, as the spec, bounds-checks each updated element: a window partly out of
    bounds updates its elements in bounds."""
    assert evaluate(SCATTER, _scatter_args(start))[0].tolist() == spec


@pytest.mark.jaxlib
@pytest.mark.parametrize("start, _, xla", SCATTER_CASES)
def test_scatter_regression_xla_skips_a_partly_out_of_bounds_window(start, _, xla):
    """XLA (jaxlib alone) skips the whole window when part of it is out of bounds: the known
    divergence."""
    assert run_with_jaxlib(SCATTER, _scatter_args(start))[0].tolist() == xla
