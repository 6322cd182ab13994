"""Program-bound rules (reference/propagation.py) of the structured CHLO ops.

- chlo.ragged_dot is bilinear like dot_general: with R(A, B) the op on the same group sizes,
  its sensitivity is R(|A|, T(B)) + R(T(A), |B| + T(B)) and its linearisation
  R(A, dB) + R(dA, B); inexact group sizes (which move whole rows between groups) leave it
  unbounded.
- chlo.top_k's values move like a sort's (each is monotone in the slice): by at most the change
  between the top k of x - T and of x + T; an index is exact where the element it points to
  cannot trade places with another (its interval [x - T, x + T] meets no other's), unbounded
  otherwise; the linearisation moves each value by its element's deviation.

chlo.scan has no rule: its body's ops are bounded as they run, but the stacked outputs are new
values, so inexact scan results are unbounded (counted as ill-conditioned).

The rules are collected in SENSITIVITY and LINEAR here and added to propagation's registries
by propagation itself (this module does not import it, so that the two do not import each other).
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from spec.ops import registered

from .ops.chlo_structured import top_k_order, ragged_dot_wide

BIG = 1e300
"""propagation.BIG: an infinite bound inside a bilinear sum (0 * inf is 0 there)."""

SENSITIVITY: dict[str, Callable] = {}
LINEAR: dict[str, Callable] = {}


def _rule(table: dict, name: str):
    def register(fn):
        table[registered(name, __name__)] = fn
        return fn
    return register


def _numbers(op) -> dict:
    return op.attributes["ragged_dot_dimension_numbers"].as_dict()


@_rule(SENSITIVITY, "chlo.ragged_dot")
def _ragged_dot(op, xs, ts, results):
    if np.any(ts[2] != 0) or np.iscomplexobj(xs[0]) or np.iscomplexobj(xs[1]):
        return None
    a, b = np.abs(xs[0]), np.abs(xs[1])
    ta, tb = (np.minimum(t, BIG) for t in ts[:2])
    sizes, numbers = xs[2].astype(np.int64), _numbers(op)
    total = np.zeros(())
    with np.errstate(over="ignore", invalid="ignore"):
        for x, y, t in ((a, tb, tb), (ta, b + tb, ta)):
            if np.any(t):
                total = total + ragged_dot_wide(np.broadcast_to(x, np.shape(xs[0])),
                                                np.broadcast_to(y, np.shape(xs[1])), sizes,
                                                numbers, np.float64)
    return [total]


@_rule(LINEAR, "chlo.ragged_dot")
def _d_ragged_dot(op, xs, ds, rs):
    if np.iscomplexobj(xs[0]) or np.iscomplexobj(xs[1]):
        return None
    sizes, numbers = xs[2].astype(np.int64), _numbers(op)
    samples = ds[0].shape[0]
    with np.errstate(over="ignore", invalid="ignore"):
        return [np.stack([ragged_dot_wide(xs[0], ds[1][k], sizes, numbers, np.float64)
                          + ragged_dot_wide(ds[0][k], xs[1], sizes, numbers, np.float64)
                          for k in range(samples)])]


@_rule(SENSITIVITY, "chlo.top_k")
def _top_k(op, xs, ts, results):
    x, t = xs[0], np.broadcast_to(ts[0], np.shape(xs[0]))
    if np.iscomplexobj(x) or x.shape[-1] == 0:
        return None
    k = np.shape(results[0])[-1]
    values = np.asarray(results[0]).astype(np.float64)
    with np.errstate(invalid="ignore"):
        low = -np.sort(-(x - t), axis=-1)[..., :k]
        high = -np.sort(-(x + t), axis=-1)[..., :k]
        moved = np.maximum(np.abs(high - values), np.abs(values - low))
        order = top_k_order(x, k)
        lo, hi = x - t, x + t
        overlaps = (lo[..., :, None] <= hi[..., None, :]) & (lo[..., None, :] <= hi[..., :, None])
        shared = overlaps.sum(axis=-1) > 1  # its interval meets another element's
    uncertain = np.take_along_axis(shared | np.isnan(x), order, axis=-1)
    return [moved, np.where(uncertain, np.inf, 0.0)]


@_rule(LINEAR, "chlo.top_k")
def _d_top_k(op, xs, ds, rs):
    order = top_k_order(xs[0], np.shape(rs[0])[-1])
    index = np.broadcast_to(order, (ds[0].shape[0],) + order.shape)
    return [np.take_along_axis(ds[0], index, axis=-1), np.zeros(index.shape)]
