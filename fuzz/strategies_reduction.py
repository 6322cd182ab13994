"""Generators of the reduction ops: reduce, reduce_window, select_and_scatter, map, batch norms."""
from __future__ import annotations

import numpy as np

from spec import reducers
from spec.build import (binary_region, enum, floating, i64_array, i64_matrix, integer, region,
                        tensor_type)
from spec.shapes import dilated_shape, num_windows_dim, reduce_shape
from spec.types import ELEMENT_TYPES


def body_ops(et: str) -> tuple[str, ...]:
    """Binary ops a reduction body may combine `et` values with (spec.reducers.bodies)."""
    return reducers.bodies(ELEMENT_TYPES[et])


IDENTITY_RATE = 0.85
"""How often a reduction's init value is its body op's identity: otherwise the spec's schedule
(which uses init values an implementation-defined number of times) makes the result
implementation-defined, and the comparison ignores it (reduce/init-not-identity)."""


def identity(op: str, et: str) -> np.ndarray | None:
    """The identity of body op `op` over element type `et` (spec.reducers.identity)."""
    return reducers.identity(op, ELEMENT_TYPES[et])


def _bodies(p, types):
    """A body op per type; in a hard program `add` first (the sum, whose order and accumulator
    width matter)."""
    order = (lambda ops: sorted(ops, key=lambda o: o != "add")) if p.hard else tuple
    return [(p.choice(order(body_ops(et))), tensor_type((), et)) for et in types]


def _inits(p, bodies, types) -> list:
    """The init value arguments: mostly the identity of each body op (see IDENTITY_RATE;
    always in a hard program, whose regions are in the reduced values), otherwise random."""
    names = []
    for (op, _), et in zip(bodies, types):
        value = identity(op, et) if p.hard or p.rng.random() < IDENTITY_RATE else None
        names.append(p.arg(et, (), value) if value is not None else p.arg(et, ()))
    return names


HARD_INPUTS = (1, 1, 1, 2)
"""The number of inputs of a hard reduce, drawn from these: one input three draws in four (a
hard reduce of one input sums it among its reduces, where an accumulator narrower than the
element type loses bits)."""


def _reduce(p):
    """A reduce of 1 or 2 inputs; in a hard program of one input, one reduce per body op of its
    type (each a result, each with its body's identity as init)."""
    n, shape = (p.choice(HARD_INPUTS) if p.hard else p.integers(1, 2)), p.shape()
    types = [p.typed() for _ in range(n)]
    dims = sorted(p.draw_subset(range(len(shape))))
    kept = reduce_shape(shape, dims)
    if p.hard and n == 1 and all(identity(op, types[0]) is not None
                                 for op in body_ops(types[0])):
        x, scalar = p.arg(types[0], shape), tensor_type((), types[0])
        p.returns([p.op("reduce", [x, p.arg(types[0], (), identity(op, types[0]))],
                        [tensor_type(kept, types[0])], {"dimensions": i64_array(dims)},
                        [binary_region([(op, scalar)])])[0] for op in body_ops(types[0])])
        return
    bodies = _bodies(p, types)
    operands = [p.arg(et, shape) for et in types] + _inits(p, bodies, types)
    p.op("reduce", operands, [tensor_type(kept, et) for et in types],
         {"dimensions": i64_array(dims)}, [binary_region(bodies)])


def _window(p, n: int, *, dilations: bool):
    """(window, strides, base dilation, window dilation, padding, result size) of one
    dimension of size n; the padded base holds at least one window."""
    first = p.integers_hard_first
    w, s = first((2, 3), 1, 3), first((2,), 1, 2)
    bd, wd = (first((2,), 1, 2), first((2,), 1, 2)) if dilations else (1, 1)
    lo, hi = first((1, 2), 0, 2), first((0,), 0, 2)
    hi += max(0, dilated_shape(w, wd) - (dilated_shape(n, bd) + lo + hi))
    return w, s, bd, wd, (lo, hi), num_windows_dim(n, w, s, bd, wd, lo, hi)


def _reduce_window(p):
    n, shape = p.integers(1, 2), p.shape()
    types = [p.typed() for _ in range(n)]
    w, s, bd, wd, pad, out = list(zip(*[_window(p, d, dilations=True) for d in shape])) or [()] * 6
    bodies = _bodies(p, types)
    operands = [p.arg(et, shape) for et in types] + _inits(p, bodies, types)
    attrs = {"window_dimensions": i64_array(w), "window_strides": i64_array(s),
             "base_dilations": i64_array(bd), "window_dilations": i64_array(wd),
             "padding": i64_matrix(pad)}
    p.op("reduce_window", operands, [tensor_type(out, et) for et in types], attrs,
         [binary_region(bodies)])


def _select_and_scatter(p):
    et, shape = p.typed(("integer", "float")), p.shape()
    w, s, _, _, pad, out = list(zip(*[_window(p, d, dilations=False) for d in shape])) or [()] * 6
    scalar = tensor_type((), et)
    direction = p.choice(("GE", "GT", "LE", "LT"))
    select = region([scalar, scalar], lambda b, a: b.op(
        "compare", a, [tensor_type((), "i1")],
        {"comparison_direction": enum("comparison_direction", direction)}))
    bodies = [(p.choice(body_ops(et)), scalar)]
    scatter = binary_region(bodies)
    p.op("select_and_scatter", [p.arg(et, shape), p.arg(et, out), *_inits(p, bodies, [et])],
         [tensor_type(shape, et)], {"window_dimensions": i64_array(w),
                                    "window_strides": i64_array(s), "padding": i64_matrix(pad)},
         [select, scatter])


def _map(p):
    et, shape, n = p.typed(), p.shape(), p.integers(1, 3)
    scalar = tensor_type((), et)
    op = p.choice(body_ops(et))
    body = region([scalar] * n, lambda b, a: b.op(op, [a[0], a[n - 1]], [scalar]))
    p.op("map", [p.arg(et, shape) for _ in range(n)], [tensor_type(shape, et)],
         {"dimensions": i64_array(range(len(shape)))}, [body])


def _norm_parts(p):
    et, shape = p.typed(("float",)), p.shape(min_rank=1)
    feature = p.integers(0, len(shape) - 1)
    epsilon = p.choice((0.5, 0.001, 1.0e-5, 0.0) if p.hard else (0.0, 1.0e-5, 0.001, 0.5))
    return et, shape, feature, (shape[feature],), {"epsilon": floating(epsilon, "f32"),
                                                   "feature_index": integer(feature)}


def _variance(p, et, shape):
    return p.arg(et, shape, np.abs(p.rng.uniform(0, 4, size=shape)))


def _batch_norm_inference(p):
    et, shape, _, f, attrs = _norm_parts(p)
    operands = [p.arg(et, shape)] + [p.arg(et, f) for _ in range(3)] + [_variance(p, et, f)]
    p.op("batch_norm_inference", operands, [tensor_type(shape, et)], attrs)


def _batch_norm_training(p):
    et, shape, _, f, attrs = _norm_parts(p)
    p.op("batch_norm_training", [p.arg(et, shape), p.arg(et, f), p.arg(et, f)],
         [tensor_type(shape, et)] + [tensor_type(f, et)] * 2, attrs)


def _batch_norm_grad(p):
    et, shape, _, f, attrs = _norm_parts(p)
    operands = [p.arg(et, shape), p.arg(et, f), p.arg(et, f), _variance(p, et, f),
                p.arg(et, shape)]
    p.op("batch_norm_grad", operands, [tensor_type(shape, et)] + [tensor_type(f, et)] * 2, attrs)


REDUCTION = {"reduce": _reduce, "reduce_window": _reduce_window,
             "select_and_scatter": _select_and_scatter, "map": _map,
             "batch_norm_inference": _batch_norm_inference,
             "batch_norm_training": _batch_norm_training, "batch_norm_grad": _batch_norm_grad,
             "return": _reduce}
"""`return` (stablehlo.return) is generated inside reduce's body."""
