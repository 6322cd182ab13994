"""Small realistic multi-op programs (the layers of a model), built with spec.build: the fixtures
of the mutant harness's tests (fuzz/mutants.py), where one op site gets one bug.

`MODELS` maps a name to a function returning the module; every program's @main takes static,
plain-typed arguments, so oracles.random_inputs can make its inputs.
"""
from __future__ import annotations

import numpy as np

from spec.build import (binary_region, bool_array, conv_dimensions, dense, enum, function,
                        i64_array, i64_matrix, integer, region, struct, tensor_type)
from spec.ir import Module

F32 = "f32"


def _t(shape, et=F32):
    return tensor_type(shape, et)


def _constant(b, value, shape=(), et=F32):
    return b.op("constant", [], [_t(shape, et)], {"value": dense(np.full(shape, value), et)})[0]


def _broadcast(b, x, shape, dims):
    return b.op("broadcast_in_dim", [x], [_t(shape, x.type.element_type)],
                {"broadcast_dimensions": i64_array(dims)})[0]


def _reduce(b, x, body: str, init: float, dims, shape):
    et = x.type.element_type
    start = _constant(b, init, (), et)
    return b.op("reduce", [x, start], [_t(shape, et)], {"dimensions": i64_array(dims)},
                [binary_region([(body, _t((), et))])])[0]


def _matmul(b, x, w, shape, batch=0):
    """x . w contracting x's last dimension with w's first free one (after `batch` batch
    dimensions)."""
    dn = struct("dot", lhs_batching_dimensions=range(batch), rhs_batching_dimensions=range(batch),
                lhs_contracting_dimensions=[len(x.type.shape) - 1],
                rhs_contracting_dimensions=[batch])
    return b.op("dot_general", [x, w], [_t(shape)], {"dot_dimension_numbers": dn})[0]


def dense_tanh() -> Module:
    """tanh(x W + b) then logistic(. V): a two-layer perceptron."""
    def build(b, a):
        x, w, bias, v = a
        h = _matmul(b, x, w, (4, 16))
        h = b.op("add", [h, _broadcast(b, bias, (4, 16), [1])], [_t((4, 16))])[0]
        h = b.op("tanh", [h], [_t((4, 16))])[0]
        return b.op("logistic", [_matmul(b, h, v, (4, 3))], [_t((4, 3))])
    return Module([function("main", [_t((4, 8)), _t((8, 16)), _t((16,)), _t((16, 3))], build,
                            visibility="public")])


def softmax() -> Module:
    """softmax over the last dimension, stabilised by the row maximum."""
    def build(b, a):
        x, = a
        top = _reduce(b, x, "maximum", -np.inf, [1], (4,))
        shifted = b.op("subtract", [x, _broadcast(b, top, (4, 10), [0])], [_t((4, 10))])[0]
        e = b.op("exponential", [shifted], [_t((4, 10))])[0]
        total = _reduce(b, e, "add", 0.0, [1], (4,))
        return b.op("divide", [e, _broadcast(b, total, (4, 10), [0])], [_t((4, 10))])
    return Module([function("main", [_t((4, 10))], build, visibility="public")])


def attention_scores() -> Module:
    """q k^T / sqrt(d) per batch, with k given transposed (a square transpose) and a
    projection of an input laid out the other way (a transpose of unequal dimensions)."""
    def build(b, a):
        q, kt, p = a
        k = b.op("transpose", [kt], [_t((2, 4, 4))], {"permutation": i64_array([0, 2, 1])})[0]
        scores = _matmul(b, q, b.op("transpose", [k], [_t((2, 4, 4))],
                                    {"permutation": i64_array([0, 2, 1])})[0], (2, 4, 4), 1)
        scaled = b.op("multiply", [scores, _constant(b, 0.5, (2, 4, 4))], [_t((2, 4, 4))])[0]
        pt = b.op("transpose", [p], [_t((6, 4))], {"permutation": i64_array([1, 0])})[0]
        return [scaled, pt]
    return Module([function("main", [_t((2, 4, 4)), _t((2, 4, 4)), _t((4, 6))], build,
                            visibility="public")])


def conv_relu_sum() -> Module:
    """A 3x3 SAME convolution (NHWC), bias, relu, 2x2 max pool and a global sum pool."""
    def build(b, a):
        x, k, bias = a
        y = b.op("convolution", [x, k], [_t((1, 6, 6, 4))], {
            "window_strides": i64_array([1, 1]), "padding": i64_matrix([[1, 1], [1, 1]]),
            "lhs_dilation": i64_array([1, 1]), "rhs_dilation": i64_array([1, 1]),
            "window_reversal": bool_array([False, False]),
            "dimension_numbers": conv_dimensions("b01f", "01io", "b01f"),
            "feature_group_count": integer(1), "batch_group_count": integer(1)})[0]
        y = b.op("add", [y, _broadcast(b, bias, (1, 6, 6, 4), [3])], [_t((1, 6, 6, 4))])[0]
        y = b.op("maximum", [y, _constant(b, 0.0, (1, 6, 6, 4))], [_t((1, 6, 6, 4))])[0]
        pooled = b.op("reduce_window", [y, _constant(b, -np.inf)], [_t((1, 3, 3, 4))], {
            "window_dimensions": i64_array([1, 2, 2, 1]),
            "window_strides": i64_array([1, 2, 2, 1])},
            [binary_region([("maximum", _t(()))])])[0]
        return [_reduce(b, pooled, "add", 0.0, [1, 2], (1, 4))]
    return Module([function("main", [_t((1, 6, 6, 2)), _t((3, 3, 2, 4)), _t((4,))], build,
                            visibility="public")])


def while_sum() -> Module:
    """acc += x, five times, in a while loop over an i64 counter, on i32 values."""
    i64, i32 = _t((), "i64"), _t((4,), "i32")

    def cond(b, a):
        return b.op("compare", [a[0], _constant(b, 5, (), "i64")], [_t((), "i1")],
                    {"comparison_direction": enum("comparison_direction", "LT")})

    def body(b, a):
        i, acc, x = a
        return (b.op("add", [i, _constant(b, 1, (), "i64")], [i64])
                + b.op("add", [acc, x], [i32]) + [x])

    def build(b, a):
        x, = a
        start = [_constant(b, 0, (), "i64"), _constant(b, 0, (4,), "i32"), x]
        return b.op("while", start, [i64, i32, i32],
                    regions=[region([i64, i32, i32], cond), region([i64, i32, i32], body)])[1:2]
    return Module([function("main", [i32], build, visibility="public")])


def leaky_relu() -> Module:
    """x > 0 ? x : 0.1 x, then clamped below by a threshold argument (x >= t ? x : t)."""
    def build(b, a):
        x, t = a
        pred = b.op("compare", [x, _constant(b, 0.0, (8,))], [_t((8,), "i1")],
                    {"comparison_direction": enum("comparison_direction", "GT")})[0]
        small = b.op("multiply", [x, _constant(b, 0.1, (8,))], [_t((8,))])[0]
        y = b.op("select", [pred, x, small], [_t((8,))])[0]
        keep = b.op("compare", [y, t], [_t((8,), "i1")],
                    {"comparison_direction": enum("comparison_direction", "GE")})[0]
        return b.op("select", [keep, y, t], [_t((8,))])
    return Module([function("main", [_t((8,)), _t((8,))], build, visibility="public")])


MODELS = {f.__name__: f for f in (dense_tanh, softmax, attention_scores, conv_relu_sum,
                                  while_sum, leaky_relu)}
