"""Programs of the region ops of the reduction family (reduce, reduce_window,
select_and_scatter) evaluated by the reference, and the window configurations they draw."""
from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

import reference
import spec
from spec.build import binary_region, function, i64_array, i64_matrix, region, tensor_type
from spec.ir import Region
from spec.types import TensorType


def ttype(shape, et: str) -> TensorType:
    return tensor_type(shape, et)


def body(ets: list[str], build) -> Region:
    """A region with rank-0 block arguments x0.., y0.. (one pair per element type) returning
    what `build(builder, xs, ys)` returns."""
    n = len(ets)
    return region([ttype((), e) for e in ets] * 2, lambda b, args: build(b, args[:n], args[n:]))


def binary(name: str, et: str) -> Region:
    return binary_region([(name, ttype((), et))])


def run(op: str, operands: list, operand_types: list, result_types: list, regions: list,
        attributes: dict):
    """The results of the reference on @main = op `op` of its arguments."""
    main = function("main", operand_types, lambda b, args: b.op(
        op, args, result_types, attributes, regions), visibility="public")
    return reference.evaluate(spec.Module([main]), [np.asarray(x) for x in operands])


def num_windows(shape, window, strides, base, dilations, padding):
    """The result shape of reduce_window (C15) and the source shape of select_and_scatter (C2)."""
    out = []
    for d in range(len(shape)):
        dilated = 0 if shape[d] == 0 else (shape[d] - 1) * base[d] + 1
        padded = padding[d][0] + dilated + padding[d][1]
        dilated_window = (window[d] - 1) * dilations[d] + 1
        empty = padded == 0 or dilated_window > padded
        out.append(0 if empty else (padded - dilated_window) // strides[d] + 1)
    return out


@st.composite
def window_config(draw, dilated: bool = True):
    """(shape, window, strides, base dilations, window dilations, padding) of rank 1 to 3;
    padding may be negative, dilations are 1 unless `dilated`."""
    rank = draw(st.integers(1, 3))
    shape = [draw(st.integers(0, 5)) for _ in range(rank)]
    window = [draw(st.integers(1, 3)) for _ in range(rank)]
    strides = [draw(st.integers(1, 3)) for _ in range(rank)]
    base = [draw(st.integers(1, 3)) if dilated else 1 for _ in range(rank)]
    dilations = [draw(st.integers(1, 3)) if dilated else 1 for _ in range(rank)]
    padding = [[draw(st.integers(-2, 3)), draw(st.integers(-2, 3))] for _ in range(rank)]
    return shape, window, strides, base, dilations, padding


def padded_sizes_valid(config) -> bool:
    """Whether every padded size of a window_config is at least 0 (else no valid program)."""
    shape, _, _, base, _, padding = config
    return all(lo + (0 if s == 0 else (s - 1) * b + 1) + hi >= 0
               for s, b, (lo, hi) in zip(shape, base, padding))


def reduce_window(inputs, inits, ets, config, body: Region):
    """The reference's reduce_window of `inputs` under a window_config."""
    shape, window, strides, base, dilations, padding = config
    out = num_windows(shape, window, strides, base, dilations, padding)
    attributes = {"window_dimensions": i64_array(window), "window_strides": i64_array(strides),
                  "base_dilations": i64_array(base), "window_dilations": i64_array(dilations),
                  "padding": i64_matrix(padding)}
    return run("reduce_window", [*inputs, *inits],
               [ttype(shape, e) for e in ets] + [ttype((), e) for e in ets],
               [ttype(out, e) for e in ets], [body], attributes)


def select_and_scatter(operand, source, init, et, config, select: Region, scatter: Region):
    """The reference's select_and_scatter under a window_config (dilations unused)."""
    shape, window, strides, _, _, padding = config
    attributes = {"window_dimensions": i64_array(window), "window_strides": i64_array(strides),
                  "padding": i64_matrix(padding)}
    return run("select_and_scatter", [operand, source, init],
               [ttype(shape, et), ttype(source.shape, et), ttype((), et)],
               [ttype(shape, et)], [select, scatter], attributes)[0]
