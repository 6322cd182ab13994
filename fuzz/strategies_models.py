"""Programs shaped like models: `models()` draws @main as a chain of 2 to 4 blocks, each a
subgraph written the way JAX exports it (corpus/models/*.mlir), the output of one block the input
of the next:

    layer_norm    layer norm (mean and variance by reduce add and divide, rsqrt(var + eps), scale
                  and offset broadcast in two steps) or RMS norm, over the last dimension
    softmax       softmax or log-softmax over the last dimension, shifted by the max-reduce
    attention     multi-head self-attention: q, k, v projections (one fused weight, sliced, or
                  three), dot_general batched over batch and heads, scaled scores, a causal mask
                  (iota, compare, select of a large negative) or none, softmax, dot_general with
                  v, the heads merged back (transpose, reshape), an output projection, a residual
    conv_bn_relu  a 1-D or 2-D convolution (SAME padding, stride 1 or 2), batch norm in inference
                  form (running mean and variance as parameters) and relu (maximum with 0)
    scan          an LSTM or GRU cell stepped over the sequence by a stablehlo.while, as
                  lax.scan exports it: an i32 counter, dynamic_slice of the time-major inputs,
                  dynamic_update_slice of the outputs; the final state is an output too
    grad_step     a two-layer MLP's forward pass and mean squared error, its backward pass
                  (transposed matmuls, tanh's or relu's derivative) and an SGD or Adam update;
                  the loss, the updated parameters (and Adam's moments) are outputs too
    mlp           a transformer feed-forward block: dense, gelu (tanh form) or relu, dense, a
                  residual

The chain starts from a sequence (B x S x D) or an image (B x H x W x C); a block that needs a
sequence reads an image as its H W patches (a reshape). Sizes are drawn up to `max_side`,
element types are f32 mostly, bf16 and f16 as models use them (Adam's moments stay out of f16,
whose squared gradients are subnormal). Values are those of a model: inputs N(0, 1), weights
N(0, 1 / fan_in), biases and offsets N(0, 0.01), scales N(1, 0.01), running variances about 1.

Each op is evaluated by the reference as it is appended (fuzz.strategies_graphs.Graph), and a
block with a value (one computed inside a scan's body included) that is not finite, beyond 1000
in magnitude (masked attention scores aside), subnormal or under an op's Unspecified condition
is taken back and another one drawn (TRIES_PER_BLOCK draws per block, else the chain ends
shorter), so the whole-program verdict judges every output element (G5).
"""
from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from spec.attributes import ArrayAttr
from spec.build import (bool_array, conv_dimensions, dense, enum, i64_array,
                        i64_matrix, integer, region, tensor_type)
from reference.interpreter import Interpreter
from reference.propagation import COVERED_BY_BOUNDS
from spec.ir import Module, Value

from .strategies_base import Bounds, Program, as_text, check_bounds
from .strategies_graphs import EPSILON, LIMIT, Graph, _Rejected, _tame, dot_general

MODEL_TYPES = ("f32", "bf16", "f16")
"""Element types model programs compute in (f32 most often, see TYPE_WEIGHTS)."""
TYPE_WEIGHTS = {"f32": 6, "bf16": 1, "f16": 1}
MASKED = {"f16": -1.0e4}
"""The score of a masked attention position per type (BERT's -10000 in f16, where -1e9 is
-inf); -1e9 otherwise (as JAX programs write it)."""
MASKED_LIMIT = 2.0e9
"""The magnitude limit while masked scores flow (to the exponential, which makes them 0)."""
TRIES_PER_BLOCK = 3
"""Blocks drawn per block of the chain before the chain ends shorter."""
PRECISION = ArrayAttr((enum("precision", "DEFAULT"), enum("precision", "DEFAULT")))
"""dot_general's and convolution's precision_config as JAX writes it."""


class Chain(Graph):
    """@main under construction: the running value `x` (the last block's output), the side
    outputs blocks add (`outputs`), and the names of the blocks applied (`blocks`)."""

    def __init__(self, p: Program, et: str, max_side: int):
        super().__init__(p, (et,), {})
        self.et, self.max_side = et, max_side
        self.x: Value | None = None
        self.outputs: list[Value] = []
        self.blocks: list[str] = []
        self.interpreter = _Watching(self)

    def ops(self, name, operands, result_types, attributes=None, regions=(), keep=True):
        """Graph.ops, and the op taken back when a value computed inside its regions (a
        scan's body) is not tame or meets an Unspecified condition."""
        self.interpreter.wild = False
        results = super().ops(name, operands, result_types, attributes, regions, keep)
        if self.interpreter.wild:
            raise _Rejected
        return results

    def side(self, lo: int = 1) -> int:
        """A size in lo..max_side."""
        return self.p.integers(lo, max(lo, self.max_side))

    def given(self, array, et: str) -> Value:
        """An argument holding `array`."""
        v = self.p.arg(et, np.shape(array), np.asarray(array))
        self.contents[id(v)] = self.p.inputs[-1]
        return v

    def kept(self, v: Value, body: str, mean: bool = False) -> Value:
        """`v` reduced over its last dimension and broadcast to keepdims form (the dimension
        1), divided by its size for a `mean`."""
        shape = _shape(v)
        dim = len(shape) - 1
        kept_shape = shape[:-1] + (1,)
        r = _broadcast(self, self.reduce(v, body, dim), kept_shape, range(dim))
        if mean:
            r = self.binary("divide", r, _const(self, float(shape[dim]), kept_shape, _et(v)))
        return r

    def apply(self, name: str) -> bool:
        """Appends block `name` to the chain, or takes it back (ops, arguments, side outputs)
        when one of its values is not tame."""
        run, ranks = BLOCKS[name]
        mark = len(self.outputs)

        def block(g: Chain) -> None:
            x = g.x
            if len(_shape(x)) not in ranks:  # an image read as a sequence of its patches
                b, h, w, c = _shape(x)
                x = g.op("reshape", [x], tensor_type((b, h * w, c), _et(x)))
            g.x = run(g, x)
        try:
            if self.attempt(block, room=1 << 30):
                self.blocks.append(name)
                return True
            del self.outputs[mark:]
            return False
        finally:
            self.limit = LIMIT


class _Watching(Interpreter):
    """The chain's interpreter: notes (`wild`) a value computed inside a region that is not
    tame or meets its op's Unspecified condition (an exponential of f16 overflowing in a
    scan's body), which the region's op, judged by its results alone, would hide."""

    def __init__(self, chain: Chain):
        super().__init__(Module([]))
        self.chain, self.depth, self.wild = chain, 0, False

    def run_region(self, region, args: list) -> list:
        self.depth += 1
        try:
            return super().run_region(region, args)
        finally:
            self.depth -= 1

    def run_op(self, op, operands: list) -> list:
        results = super().run_op(op, operands)
        if self.depth and not self.wild:
            mask = self.unspecified_mask(op, operands, skip=COVERED_BY_BOUNDS)
            self.wild = mask is not None and bool(np.any(mask)) or not all(
                _tame(x, constant=op.name == "stablehlo.constant", limit=self.chain.limit)
                for x in results)
        return results


class _Region:
    """A region body's ops, with the `op` of a Chain (not evaluated: the region's op is)."""

    def __init__(self, builder):
        self.b = builder

    def op(self, name, operands, result_type, attributes=None, regions=(), keep=True) -> Value:
        return self.b.op(name, operands, [result_type], attributes, regions)[0]


# --- the ops of blocks, on a Chain or a region body (`e`) -----------------------------------

def _et(v: Value) -> str:
    return v.type.element_type.name


def _shape(v: Value) -> tuple[int, ...]:
    return tuple(v.type.shape)


def _binary(e, name: str, a: Value, b: Value) -> Value:
    return e.op(name, [a, b], a.type)


def _unary(e, name: str, v: Value) -> Value:
    return e.op(name, [v], v.type)


def _broadcast(e, v: Value, shape, dims) -> Value:
    return e.op("broadcast_in_dim", [v], tensor_type(shape, _et(v)),
                {"broadcast_dimensions": i64_array(dims)}, keep=False)


def _const(e, value, shape, et: str) -> Value:
    """A scalar constant broadcast to `shape` (broadcast_in_dim, dims = [])."""
    c = e.op("constant", [], tensor_type((), et), {"value": dense(value, et)}, keep=False)
    return c if tuple(shape) == () else _broadcast(e, c, shape, [])


def _along(e, v: Value, shape, dim: int) -> Value:
    """Vector `v` broadcast along dimension `dim` of `shape` in JAX's two steps (to 1 x .. x n
    x .. x 1, then to `shape`)."""
    ones = [1] * len(shape)
    ones[dim] = shape[dim]
    return _broadcast(e, _broadcast(e, v, ones, [dim]), shape, range(len(shape)))


def _dot(e, lhs: Value, rhs: Value, batch=(), contract=()) -> Value:
    """dot_general over `batch` and `contract` pairs of (lhs, rhs) dimensions, DEFAULT precision
    stated as JAX writes it."""
    return dot_general(e, lhs, rhs, batch, contract, PRECISION)


def _dense(e, x: Value, w: Value, b: Value | None = None) -> Value:
    """x W (+ b) over x's last dimension."""
    y = _dot(e, x, w, contract=[(len(_shape(x)) - 1, 0)])
    if b is None:
        return y
    return _binary(e, "add", y, _along(e, b, _shape(y), len(_shape(y)) - 1))


def _sigmoid(e, v: Value, explicit: bool) -> Value:
    """logistic (jax.nn.sigmoid), or 1 / (1 + exp(-v)) as a model may write it."""
    if not explicit:
        return _unary(e, "logistic", v)
    one = lambda: _const(e, 1.0, _shape(v), _et(v))  # noqa: E731  (JAX writes one per use)
    denominator = _binary(e, "add", one(), _unary(e, "exponential", _unary(e, "negate", v)))
    return _binary(e, "divide", one(), denominator)


def _columns(e, v: Value, k: int, width: int) -> Value:
    """The k-th block of `width` columns of a matrix (a gate of a fused projection)."""
    rows = _shape(v)[0]
    return e.op("slice", [v], tensor_type((rows, width), _et(v)), {
        "start_indices": i64_array([0, k * width]), "limit_indices": i64_array(
            [rows, (k + 1) * width]), "strides": i64_array([1, 1])})


def _relu(e, v: Value) -> Value:
    return _binary(e, "maximum", v, _const(e, 0.0, _shape(v), _et(v)))


def _transpose(e, v: Value, permutation) -> Value:
    shape = _shape(v)
    return e.op("transpose", [v], tensor_type([shape[d] for d in permutation], _et(v)),
                {"permutation": i64_array(permutation)})


def _softmax(c: Chain, x: Value, log: bool = False) -> Value:
    """softmax (or log-softmax) over the last dimension, shifted by max(-inf, max x) as JAX
    writes it."""
    shape, et = _shape(x), _et(x)
    m = c.reduce(x, "maximum", len(shape) - 1)
    m = c.binary("maximum", c.splat(-np.inf, _shape(m), et), m)
    kept = _broadcast(c, m, shape[:-1] + (1,), range(len(shape) - 1))
    shifted = c.binary("subtract", x, _broadcast(c, kept, shape, range(len(shape))))
    e = c.unary("exponential", shifted)
    total = _broadcast(c, c.kept(e, "add"), shape, range(len(shape)))
    if log:
        return c.binary("subtract", shifted, c.unary("log", total))
    return c.binary("divide", e, total)


# --- blocks: each takes the chain and its input, returns its output ---------------------------

def _layer_norm(c: Chain, x: Value) -> Value:
    """Layer norm or RMS norm over the last dimension, then scale (and offset)."""
    shape, et = _shape(x), _et(x)
    full = range(len(shape))
    rms = c.p.boolean()
    centered = x
    if not rms:
        mean = c.kept(x, "add", mean=True)
        centered = c.binary("subtract", x, _broadcast(c, mean, shape, full))
    variance = c.kept(c.binary("multiply", centered, centered), "add", mean=True)
    shifted = c.binary("add", variance, _const(c, EPSILON.get(et, 1.0e-5), _shape(variance), et))
    y = c.binary("multiply", centered, _broadcast(c, c.unary("rsqrt", shifted), shape, full))
    gamma = c.argument((shape[-1],), et, 0.1, 1.0)
    y = c.binary("multiply", y, _along(c, gamma, shape, len(shape) - 1))
    if rms:
        return y
    beta = c.argument((shape[-1],), et, 0.1)
    return c.binary("add", y, _along(c, beta, shape, len(shape) - 1))


def _softmax_block(c: Chain, x: Value) -> Value:
    return _softmax(c, x, log=c.p.boolean())


def _attention(c: Chain, x: Value) -> Value:
    """Multi-head self-attention over B x S x D (see the module docstring)."""
    (b, s, d), et = _shape(x), _et(x)
    heads, width = c.p.integers(1, 2), c.side(2)
    inner = heads * width
    split = (b, s, heads, width)
    if c.p.boolean():  # one fused projection, sliced into q, k, v
        qkv = _dense(c, x, c.weight((d, 3 * inner), et))
        parts = c.op("reshape", [qkv], tensor_type((b, s, 3, heads, width), et))
        q, k, v = (c.op("reshape", [c.op(
            "slice", [parts], tensor_type((b, s, 1, heads, width), et), {
                "start_indices": i64_array([0, 0, j, 0, 0]),
                "limit_indices": i64_array([b, s, j + 1, heads, width]),
                "strides": i64_array([1] * 5)})], tensor_type(split, et)) for j in range(3))
    else:
        q, k, v = (c.op("reshape", [_dense(c, x, c.weight((d, inner), et))],
                        tensor_type(split, et)) for _ in range(3))
    scores = _dot(c, q, k, batch=[(0, 0), (2, 2)], contract=[(3, 3)])  # B x H x S x S
    scores = c.binary("divide", scores, _const(c, math.sqrt(width), _shape(scores), et))
    c.limit = MASKED_LIMIT
    if c.p.boolean():  # causal: position i sees positions j <= i
        rows = _broadcast(c, c.op("iota", [], tensor_type((s,), "i32"),
                                  {"iota_dimension": integer(0)}), (s, 1), [0])
        cols = _broadcast(c, c.op("iota", [], tensor_type((s,), "i32"),
                                  {"iota_dimension": integer(0)}), (1, s), [1])
        mask = c.op("compare", [_broadcast(c, rows, (s, s), [0, 1]),
                                _broadcast(c, cols, (s, s), [0, 1])], tensor_type((s, s), "i1"),
                    {"comparison_direction": enum("comparison_direction", "GE"),
                     "compare_type": enum("comparison_type", "SIGNED")}, keep=False)
        shape = _shape(scores)
        scores = c.op("select", [_broadcast(c, mask, shape, [2, 3]), scores,
                                 _const(c, MASKED.get(et, -1.0e9), shape, et)], scores.type)
    probabilities = _softmax(c, scores)
    c.limit = LIMIT
    mixed = _dot(c, v, probabilities, batch=[(0, 0), (2, 1)], contract=[(1, 3)])  # B x H x W x S
    merged = c.op("reshape", [_transpose(c, mixed, [0, 3, 1, 2])], tensor_type((b, s, inner), et))
    y = _dense(c, merged, c.weight((inner, d), et))
    return c.binary("add", x, y) if c.p.boolean() else y


def _conv_bn_relu(c: Chain, x: Value) -> Value:
    """Convolution over a sequence (B x S x C) or an image (B x H x W x C), batch norm with
    running statistics, relu."""
    shape, et = _shape(x), _et(x)
    spatial, channels = len(shape) - 2, shape[-1]
    features, size, stride = c.side(2), c.p.choice((1, 3)), c.p.choice((1, 1, 2))
    kernel = c.argument((size,) * spatial + (channels, features), et,
                        1.0 / math.sqrt(size ** spatial * channels))
    pads, out = [], [shape[0]]
    for n in shape[1:-1]:  # SAME padding
        m = -(-n // stride)
        total = max((m - 1) * stride + size - n, 0)
        pads.append((total // 2, total - total // 2))
        out.append(m)
    out.append(features)
    digits = "".join(str(i) for i in range(spatial))
    y = c.op("convolution", [x, kernel], tensor_type(out, et), {
        "window_strides": i64_array([stride] * spatial), "padding": i64_matrix(pads),
        "lhs_dilation": i64_array([1] * spatial), "rhs_dilation": i64_array([1] * spatial),
        "window_reversal": bool_array([False] * spatial),
        "dimension_numbers": conv_dimensions("b" + digits + "f", digits + "io",
                                             "b" + digits + "f"),
        "feature_group_count": integer(1), "batch_group_count": integer(1),
        "precision_config": PRECISION})
    last, shape = len(out) - 1, tuple(out)
    mean = c.argument((features,), et, 0.1)
    variance = c.argument((features,), et, 0.1, 1.0)
    gamma, beta = c.argument((features,), et, 0.1, 1.0), c.argument((features,), et, 0.1)
    inverse = c.unary("rsqrt", c.binary("add", variance, _const(
        c, EPSILON.get(et, 1.0e-5), (features,), et)))
    scale = c.binary("multiply", inverse, gamma)
    y = c.binary("subtract", y, _along(c, mean, shape, last))
    y = c.binary("add", c.binary("multiply", y, _along(c, scale, shape, last)),
                 _along(c, beta, shape, last))
    return _relu(c, y)


def _scan(c: Chain, x: Value) -> Value:
    """An LSTM or GRU over the sequence of B x S x D, in a while as lax.scan exports it; the
    outputs B x S x hidden, the final state a side output."""
    (b, s, d), et = _shape(x), _et(x)
    hidden, lstm, explicit = c.side(2), c.p.boolean(), c.p.boolean()
    gates = 4 if lstm else 3
    xs = _transpose(c, x, [1, 0, 2])  # time-major, as scan reads it
    weights = [c.weight((d, gates * hidden), et), c.weight((hidden, gates * hidden), et)]
    biases = [c.argument((gates * hidden,), et, 0.1) for _ in range(1 if lstm else 2)]
    states = [c.argument((b, hidden), et, 0.5) for _ in range(2 if lstm else 1)]
    ys = _const(c, 0.0, (s, b, hidden), et)
    counter = tensor_type((), "i32")
    start = c.op("constant", [], counter, {"value": dense(0, "i32")}, keep=False)
    carried = [xs] + weights + biases + [start] + states + [ys]
    types = [v.type for v in carried]
    n = 3 + len(biases)  # the counter's position

    def cond(builder, a):
        e = _Region(builder)
        steps = e.op("constant", [], counter, {"value": dense(s, "i32")})
        return [e.op("compare", [a[n], steps], tensor_type((), "i1"), {
            "comparison_direction": enum("comparison_direction", "LT"),
            "compare_type": enum("comparison_type", "SIGNED")})]

    def body(builder, a):
        e = _Region(builder)
        xs_, wx, wh, *rest = a
        bs, i, hs, ys_ = rest[:len(biases)], rest[len(biases)], rest[len(biases) + 1:-1], rest[-1]
        zero = e.op("constant", [], counter, {"value": dense(0, "i32")})
        xt = e.op("dynamic_slice", [xs_, i, zero, zero], tensor_type((1, b, d), et),
                  {"slice_sizes": i64_array([1, b, d])})
        xt = e.op("reshape", [xt], tensor_type((b, d), et))
        h = hs[0]
        if lstm:
            z = _binary(e, "add", _dense(e, xt, wx, bs[0]), _dense(e, h, wh))
            i_, f_, g_, o_ = (_columns(e, z, k, hidden) for k in range(4))
            cell = _binary(e, "add", _binary(e, "multiply", _sigmoid(e, f_, explicit), hs[1]),
                           _binary(e, "multiply", _sigmoid(e, i_, explicit),
                                   _unary(e, "tanh", g_)))
            new = [_binary(e, "multiply", _sigmoid(e, o_, explicit), _unary(e, "tanh", cell)),
                   cell]
        else:
            gx, gh = _dense(e, xt, wx, bs[0]), _dense(e, h, wh, bs[1])
            r_, z_, n_ = ((_columns(e, gx, k, hidden), _columns(e, gh, k, hidden))
                          for k in range(3))
            reset = _sigmoid(e, _binary(e, "add", *r_), explicit)
            update = _sigmoid(e, _binary(e, "add", *z_), explicit)
            candidate = _unary(e, "tanh", _binary(e, "add", n_[0],
                                                  _binary(e, "multiply", reset, n_[1])))
            keep = _binary(e, "subtract", _const(e, 1.0, (b, hidden), et), update)
            new = [_binary(e, "add", _binary(e, "multiply", keep, candidate),
                           _binary(e, "multiply", update, h))]
        row = e.op("reshape", [new[0]], tensor_type((1, b, hidden), et))
        ys_ = e.op("dynamic_update_slice", [ys_, row, i, zero, zero], ys_.type)
        one = e.op("constant", [], counter, {"value": dense(1, "i32")})
        return [xs_, wx, wh, *bs, _binary(e, "add", i, one), *new, ys_]
    results = c.ops("while", carried, types, regions=[region(types, cond), region(types, body)],
                    keep=False)
    c.outputs.append(results[n + 1])
    return _transpose(c, results[-1], [1, 0, 2])


def _grad_step(c: Chain, x: Value) -> Value:
    """A two-layer MLP on the rows of x (its last dimension the features): forward, mean
    squared error against targets, backward, SGD or Adam; the loss and the updated parameters
    are side outputs, the predictions the block's output."""
    shape, et = _shape(x), _et(x)
    rows, d = int(np.prod(shape[:-1])), shape[-1]
    flat = x if len(shape) == 2 else c.op("reshape", [x], tensor_type((rows, d), et))
    hidden, out = c.side(2), c.side(1)
    tanh, adam = c.p.boolean(), et != "f16" and c.p.boolean()
    w1, b1 = c.weight((d, hidden), et), c.argument((hidden,), et, 0.1)
    w2, b2 = c.weight((hidden, out), et), c.argument((out,), et, 0.1)
    targets = c.argument((rows, out), et)
    z = _dense(c, flat, w1, b1)
    h = c.unary("tanh", z) if tanh else _relu(c, z)
    y = _dense(c, h, w2, b2)
    error = c.binary("subtract", y, targets)
    loss = c.reduce(c.binary("multiply", error, error), "add", [0, 1])
    c.outputs.append(c.binary("divide", loss, _const(c, 2.0 * rows * out, (), et)))
    dy = c.binary("divide", error, _const(c, float(rows * out), (rows, out), et))
    dw2 = _transpose(c, _dot(c, dy, h, contract=[(0, 0)]), [1, 0])
    dh = _dot(c, dy, w2, contract=[(1, 1)])
    if tanh:
        slope = c.binary("subtract", _const(c, 1.0, _shape(h), et), c.binary("multiply", h, h))
        dz = c.binary("multiply", dh, slope)
    else:
        positive = c.op("compare", [z, _const(c, 0.0, _shape(z), et)],
                        tensor_type(_shape(z), "i1"),
                        {"comparison_direction": enum("comparison_direction", "GT"),
                         "compare_type": enum("comparison_type", "FLOAT")}, keep=False)
        dz = c.op("select", [positive, dh, _const(c, 0.0, _shape(z), et)], dh.type)
    dw1 = _transpose(c, _dot(c, dz, flat, contract=[(0, 0)]), [1, 0])
    grads = [dw1, c.reduce(dz, "add", 0), dw2, c.reduce(dy, "add", 0)]
    step = c.given(np.array(float(c.p.integers(1, 20))), et) if adam else None
    for param, grad in zip((w1, b1, w2, b2), grads):
        c.outputs += _adam(c, param, grad, step) if adam else [_sgd(c, param, grad)]
    return y if len(shape) == 2 else c.op("reshape", [y], tensor_type(shape[:-1] + (out,), et))


def _sgd(c: Chain, param: Value, grad: Value) -> Value:
    """param - 0.1 grad."""
    rate = _const(c, 0.1, _shape(param), _et(param))
    return c.binary("subtract", param, c.binary("multiply", rate, grad))


def _adam(c: Chain, param: Value, grad: Value, step: Value) -> list[Value]:
    """Adam (b1 0.9, b2 0.999, lr 1e-3, eps 1e-8) from moments m ~ N(0, 1e-4), v ~ 1e-6 chi^2,
    bias-corrected by power(b, step): [param, m, v] updated."""
    shape, et = _shape(param), _et(param)
    m = c.argument(shape, et, 0.01)
    v = c.given(1.0e-6 * c.p.rng.standard_normal(shape) ** 2, et)
    scaled = lambda k, a: c.binary("multiply", _const(c, k, shape, et), a)  # noqa: E731
    m2 = c.binary("add", scaled(0.9, m), scaled(0.1, grad))
    v2 = c.binary("add", scaled(0.999, v), c.binary("multiply", scaled(0.001, grad), grad))

    def corrected(moment, beta):
        power = c.op("power", [_const(c, beta, (), et), step], step.type)
        denominator = c.binary("subtract", _const(c, 1.0, (), et), power)
        return c.binary("divide", moment, _broadcast(c, denominator, shape, []))
    update = c.binary("divide", scaled(1.0e-3, corrected(m2, 0.9)), c.binary(
        "add", c.unary("sqrt", corrected(v2, 0.999)), _const(c, 1.0e-8, shape, et)))
    return [c.binary("subtract", param, update), m2, v2]


def _mlp(c: Chain, x: Value) -> Value:
    """A feed-forward block: dense, gelu (tanh form) or relu, dense back, a residual."""
    shape, et = _shape(x), _et(x)
    d, width = shape[-1], c.side(2)
    h = _dense(c, x, c.weight((d, width), et), c.argument((width,), et, 0.1))
    if c.p.boolean():
        cube = c.binary("multiply", h, c.binary("multiply", h, h))
        inner = c.binary("add", h, c.binary("multiply", _const(c, 0.044715, _shape(h), et), cube))
        inner = c.binary("multiply", _const(c, math.sqrt(2 / math.pi), _shape(h), et), inner)
        half = c.binary("multiply", _const(c, 0.5, _shape(h), et), h)
        h = c.binary("multiply", half, c.binary("add", _const(c, 1.0, _shape(h), et),
                                                c.unary("tanh", inner)))
    else:
        h = _relu(c, h)
    y = _dense(c, h, c.weight((width, d), et), c.argument((d,), et, 0.1))
    return c.binary("add", x, y) if c.p.boolean() else y


BLOCKS = {  # name -> (block, the ranks of its input; an image is read as patches otherwise)
    "layer_norm": (_layer_norm, (3, 4)), "softmax": (_softmax_block, (3, 4)),
    "attention": (_attention, (3,)), "conv_bn_relu": (_conv_bn_relu, (3, 4)),
    "scan": (_scan, (3,)), "grad_step": (_grad_step, (3, 4)), "mlp": (_mlp, (3, 4))}
"""The blocks a model program chains."""


def models(*, min_blocks: int = 2, max_blocks: int = 4, blocks=None, element_types=None,
           max_side: int = 8, as_module: bool = False) -> st.SearchStrategy:
    """(module text, inputs), or (spec.ir Module, inputs) with `as_module`: @main chains
    min_blocks..max_blocks blocks of `blocks` (None: every block of BLOCKS) in one element
    type of `element_types` (None: MODEL_TYPES, f32 most often), sizes at most `max_side`.
    Outputs: the last block's output, then the side outputs of the blocks (a scan's final
    state; a gradient step's loss, updated parameters and moments)."""
    check_bounds("models", min_blocks=(min_blocks, 1), max_blocks=(max_blocks, min_blocks),
                 max_side=(max_side, 2))
    for arg, value, known in (("blocks", blocks, BLOCKS), ("element_types", element_types,
                                                           MODEL_TYPES)):
        if isinstance(value, str) or value is not None and (
                not value or any(v not in known for v in value)):
            raise ValueError(f"models({arg}={value!r}): a non-empty sequence of "
                             f"{', '.join(known)}")
    kinds = tuple(BLOCKS if blocks is None else blocks)
    types = tuple(MODEL_TYPES if element_types is None else element_types)
    return as_text(chains(min_blocks, max_blocks, kinds, types, max_side)
                   .map(lambda chain: chain[:2]), as_module)


@st.composite
def chains(draw, min_blocks: int, max_blocks: int, kinds: tuple, types: tuple, max_side: int):
    """(module, inputs, the names of the blocks applied): the examples of `models()` with
    their blocks (arguments as `models()`'s, not checked)."""
    p = Program(draw, Bounds(4, max_side, max_side ** 4, types), 0.0)
    et = p.choice([t for t in types for _ in range(TYPE_WEIGHTS[t])])
    c = Chain(p, et, max_side)
    small = min(3, max_side)
    if p.boolean():
        shape = (p.integers(1, small), c.side(2), c.side(2))
    else:
        image = min(6, max_side)
        shape = (p.integers(1, small), p.integers(2, image), p.integers(2, image), c.side(1))
    c.x = c.argument(shape, et)
    target = p.integers(min_blocks, max_blocks)
    for _ in range(TRIES_PER_BLOCK * target):
        if len(c.blocks) == target:
            break
        c.apply(p.choice(kinds))
    p.returns([c.x] + c.outputs)
    return p.module(), list(p.inputs), tuple(c.blocks)
