"""Model-shaped programs: `graphs()` draws @main as a DAG of 5 to 30 ops built from the motifs of
small neural networks (dense layers, activations, softmax, norms, masks, pooling, a recurrent
loop), over a few related dimensions (batch B, sequence S, features M and N) and float types.

Single-op programs test each op alone; these test what models do to the ops: values flow
through many of them, so the verdict judges outputs under the whole-program bound
(reference/propagation.py) and the backends' fusion, layout and precision choices meet.

Values stay realistic: inputs are N(0, 1), weights N(0, 1/fan_in), biases N(0, 0.01). The
reference evaluates each op as it is appended (so a choice can depend on the values: a log
only of positive values, an exp only of small ones), and a motif is taken back when one of its
results is not finite, exceeds LIMIT in magnitude, is subnormal (backends that flush them are
allowed to), or falls under an op's declared Unspecified condition (G5: no input of a graph
is implementation-defined, so nothing is masked). Converts only widen: a narrowing convert
rounds, which the spec leaves undefined (convert/float-inexact), and would mask everything
downstream of it.
"""
from __future__ import annotations

import ml_dtypes
import numpy as np
from hypothesis import strategies as st

from reference.interpreter import Interpreter
from reference.propagation import COVERED_BY_BOUNDS
from reference.values import element_type_of, kind
from spec.build import binary_region, dense, enum, i64_array, integer, region, struct, tensor_type
from spec.ir import Module, Value
from spec.shapes import dot_general_shape, num_windows_dim, reduce_shape
from spec.types import TensorType

from .strategies_base import Bounds, Program, as_text, check_bounds
from .strategies_reduction import identity

GRAPH_TYPES = ("f32", "f16", "bf16", "f64")
"""Element types graphs compute in (f32 most often, see TYPE_WEIGHTS)."""
TYPE_WEIGHTS = {"f32": 5, "f16": 1, "bf16": 1, "f64": 1}
WIDER = {"f16": ("f32", "f64"), "bf16": ("f32", "f64"), "f32": ("f64",), "f64": ()}
"""The types each type converts to exactly (widening)."""
LIMIT = 1.0e3
"""The largest magnitude a value of a graph may take (f16 overflows at 65504)."""
EPSILON = {"f16": 1.0e-3}
"""The epsilon of norms per type (1e-5 is subnormal in f16); 1e-5 otherwise."""
MAX_FAILURES = 20
"""Motifs taken back in a row before the graph falls back to a negate (which always fits)."""


class _Rejected(Exception):
    """A motif that does not apply to the graph as it is: taken back."""


def dot_general(emit, lhs: Value, rhs: Value, batch=(), contract=(),
                precision_config=None) -> Value:
    """`emit.op` of a dot_general over `batch` and `contract` pairs of (lhs, rhs) dimensions
    (with `precision_config` where given); `emit`: a Graph, or a region's builder."""
    dn = struct("dot", lhs_batching_dimensions=[b[0] for b in batch],
                rhs_batching_dimensions=[b[1] for b in batch],
                lhs_contracting_dimensions=[c[0] for c in contract],
                rhs_contracting_dimensions=[c[1] for c in contract])
    shape = dot_general_shape(_shape(lhs), _shape(rhs), **dn.as_dict())
    attributes = {"dot_dimension_numbers": dn}
    if precision_config is not None:
        attributes["precision_config"] = precision_config
    return emit.op("dot_general", [lhs, rhs], tensor_type(shape, _et(lhs)), attributes)


class Graph:
    """@main under construction: the Program, each value's contents (the reference evaluates
    every op when it is appended), the pool of values later ops may use, and the dimensions."""

    def __init__(self, p: Program, types: tuple[str, ...], dims: dict[str, int]):
        self.p, self.types, self.dims = p, types, dims
        self.pool: list[Value] = []
        self.used: set[int] = set()
        self.contents: dict[int, np.ndarray] = {}
        self.interpreter = Interpreter(Module([]))
        self.limit = LIMIT  # the largest magnitude a result may take (_tame)
        self.made: list = []  # every op appended: the interpreter's plans are keyed by id(op),
        # so a taken-back op stays alive lest a new op get its id, and its plan

    @property
    def count(self) -> int:
        return len(self.p.block.ops)

    # -- drawing -----------------------------------------------------------------------------
    def pick(self, accept=lambda v: True) -> Value:
        """A value of the pool that `accept`s: values nothing uses yet first, the recent ones
        more often (shrinks to the latest unused one), so that few ops end up dead."""
        candidates = [v for v in self.pool if accept(v)]
        candidates.sort(key=lambda v: id(v) not in self.used)  # stable: the unused ones last
        if not candidates:
            raise _Rejected
        back = min(self.p.integers(0, len(candidates) - 1), self.p.integers(0, len(candidates) - 1))
        return candidates[-1 - back]

    def value(self, v: Value) -> np.ndarray:
        return self.contents[id(v)]

    # -- arguments and constants -------------------------------------------------------------
    def argument(self, shape, et: str, scale: float = 1.0, mean: float = 0.0,
                 pooled: bool = False) -> Value:
        """An argument drawn from N(mean, scale^2)."""
        x = mean + scale * self.p.rng.standard_normal(tuple(shape))
        v = self.p.arg(et, tuple(shape), x)
        self.contents[id(v)] = self.p.inputs[-1]
        if pooled:
            self.pool.append(v)
        return v

    def weight(self, shape, et: str) -> Value:
        """A weight matrix contracted over its first dimension: N(0, 1 / fan_in)."""
        return self.argument(shape, et, 1.0 / np.sqrt(max(1, shape[0])))

    def splat(self, value: float, shape, et: str) -> Value:
        """`stablehlo.constant` of `value` everywhere."""
        x = np.full(tuple(shape), value)
        return self.op("constant", [], tensor_type(shape, et), {"value": dense(x, et)},
                       keep=False)

    # -- ops ---------------------------------------------------------------------------------
    def op(self, name: str, operands, result_type, attributes=None, regions=(),
           keep: bool = True) -> Value:
        """Appends op `name` with one result, evaluates it and checks its result (`_tame`);
        a kept result joins the pool."""
        return self.ops(name, operands, [result_type], attributes, regions, keep)[0]

    def ops(self, name, operands, result_types, attributes=None, regions=(), keep=True):
        results = self.p.op(name, operands, result_types, attributes, regions)
        op = results[0].owner
        self.made.append(op)
        xs = [self.contents[id(v)] for v in operands]
        mask = self.interpreter.unspecified_mask(op, xs, skip=COVERED_BY_BOUNDS)
        if mask is not None and np.any(mask):
            raise _Rejected
        for v, x in zip(results, self.interpreter.run_op(op, xs)):
            if not _tame(x, constant=name == "constant", limit=self.limit):
                raise _Rejected
            self.contents[id(v)] = x
        self.used.update(id(v) for v in operands)
        if keep:
            self.pool += [v for v in results if _is_float(v)]
        return results

    def unary(self, name: str, v: Value) -> Value:
        return self.op(name, [v], v.type)

    def binary(self, name: str, a: Value, b: Value) -> Value:
        return self.op(name, [a, b], a.type)

    def broadcast(self, v: Value, shape, dims, keep: bool = True) -> Value:
        return self.op("broadcast_in_dim", [v], tensor_type(shape, v.type.element_type),
                       {"broadcast_dimensions": i64_array(dims)}, keep=keep)

    def reduce(self, v: Value, body: str, dim) -> Value:
        """`v` reduced over `dim` (or a list of dimensions, in one reduce) by `body` (add or
        maximum) from the body's identity."""
        et, dims = _et(v), [dim] if isinstance(dim, int) else list(dim)
        init = self.op("constant", [], tensor_type((), et),
                       {"value": dense(identity(body, et), et)}, keep=False)
        return self.op("reduce", [v, init], tensor_type(reduce_shape(_shape(v), dims), et),
                       {"dimensions": i64_array(dims)},
                       [binary_region([(body, tensor_type((), et))])])

    def expand(self, reduced: Value, like: Value, dim: int) -> Value:
        """`reduced` (like's shape without `dim`) broadcast back to like's shape."""
        rank = len(_shape(like))
        return self.broadcast(reduced, _shape(like), [d for d in range(rank) if d != dim],
                              keep=False)

    def dot(self, lhs: Value, rhs: Value, batch=(), contract=((0, 0),)) -> Value:
        """dot_general over `batch` and `contract` pairs of (lhs, rhs) dimensions."""
        return dot_general(self, lhs, rhs, batch, contract)

    # -- motifs ------------------------------------------------------------------------------
    def attempt(self, motif, room: int) -> bool:
        """Applies `motif`, or takes it back (ops, arguments, pool) when it does not apply or
        would take the graph past `room` more ops."""
        block, p = self.p.block, self.p
        mark = (self.count, len(block.arguments), len(self.pool), set(self.used))
        try:
            motif(self)
            if self.count - mark[0] > room:
                raise _Rejected
            return True
        except _Rejected:
            del block.ops[mark[0]:]
            del block.arguments[mark[1]:], p.inputs[mark[1]:], p.free[mark[1]:]
            del self.pool[mark[2]:]
            self.used = mark[3]
            return False


def _et(v: Value) -> str:
    return v.type.element_type.name


def _shape(v: Value) -> tuple[int, ...]:
    return tuple(v.type.shape)


def _is_float(v: Value) -> bool:
    return isinstance(v.type, TensorType) and v.type.element_type.name in GRAPH_TYPES


def _tame(x, *, constant: bool, limit: float = LIMIT) -> bool:
    """A float value is finite (infinite constants aside: init values of max), within `limit`
    and has no subnormal element; other values are always tame."""
    if kind(element_type_of(x)) != "float":
        return True
    a = np.abs(np.asarray(x).astype(np.float64))
    finite = np.isfinite(a)
    if not constant and not (finite.all() and np.all(a <= limit)):
        return False
    return not np.any(finite & (a > 0) & (a < float(ml_dtypes.finfo(x.dtype).tiny)))


# --- motifs: each appends a few ops (at most the cost of MOTIFS) and pools what it makes ------

def _activation(g: Graph) -> None:
    """One unary op; exp of small values, log / sqrt / rsqrt of positive ones."""
    v = g.pick()
    x = g.value(v).astype(np.float64)
    names = ["tanh", "logistic", "negate", "abs"]
    if x.max(initial=0.0) <= 4.0:
        names.append("exponential")
    if x.min(initial=1.0) >= 0:
        names.append("sqrt")
    if x.min(initial=1.0) > 0:
        names += ["log", "rsqrt"]
    g.unary(g.p.choice(names), v)


def _positive(g: Graph) -> None:
    """log / sqrt / rsqrt of a value positive by construction: log(exp x), sqrt(|x|),
    log(x x + 1), rsqrt(x x + 1)."""
    v = g.pick()
    form = g.p.choice(("log-exp", "sqrt-abs", "log-square", "rsqrt-square"))
    if form == "log-exp":
        g.unary("log", g.unary("exponential", v))
    elif form == "sqrt-abs":
        g.unary("sqrt", g.unary("abs", v))
    else:
        square = g.binary("multiply", v, v)
        shifted = g.binary("add", square, g.splat(1.0, _shape(v), _et(v)))
        g.unary("log" if form == "log-square" else "rsqrt", shifted)


def _binary(g: Graph) -> None:
    """add or multiply (x + x and x x too), subtract, maximum or minimum of two values."""
    a = g.pick()
    name = g.p.choice(("add", "subtract", "multiply", "maximum", "minimum"))
    b = g.pick(lambda v: v.type == a.type and (v is not a or name in ("add", "multiply")))
    g.binary(name, a, b)


def _divide(g: Graph) -> None:
    """a / d with d away from 0: |b| + 1, exp(b) or a value of magnitude >= 0.5 everywhere."""
    a = g.pick()
    form = g.p.choice(("abs-plus-one", "exp", "existing"))
    if form == "existing":
        d = g.pick(lambda v: v.type == a.type and np.all(
            np.abs(g.value(v).astype(np.float64)) >= 0.5))
    else:
        b = g.pick(lambda v: v.type == a.type)
        if form == "exp":
            d = g.unary("exponential", b)
        else:
            d = g.binary("add", g.unary("abs", b), g.splat(1.0, _shape(b), _et(b)))
    g.binary("divide", a, d)


def _affine(g: Graph) -> None:
    """A bias vector added along the last dimension, a scale vector (about 1) multiplied
    along it, or a scalar constant multiplied (broadcast_in_dim of a vector or a scalar)."""
    v = g.pick(lambda v: len(_shape(v)) >= 1)
    shape, et = _shape(v), _et(v)
    form = g.p.choice(("bias", "scale", "scalar"))
    if form == "scalar":
        c = g.op("constant", [], tensor_type((), et),
                 {"value": dense(g.p.choice((0.5, 2.0, 0.1, -1.0)), et)}, keep=False)
        g.binary("multiply", v, g.broadcast(c, shape, [], keep=False))
        return
    vector = g.argument((shape[-1],), et, 0.1, 1.0 if form == "scale" else 0.0)
    spread = g.broadcast(vector, shape, [len(shape) - 1], keep=False)
    g.binary("add" if form == "bias" else "multiply", v, spread)


def _dense(g: Graph) -> None:
    """x W (+ b) (then tanh or relu): a layer on the last dimension, W a new weight."""
    v = g.pick(lambda v: 1 <= len(_shape(v)) <= 3)
    shape, et = _shape(v), _et(v)
    out = g.p.choice((g.dims["M"], g.dims["N"]))
    y = g.dot(v, g.weight((shape[-1], out), et), contract=[(len(shape) - 1, 0)])
    if g.p.boolean():
        bias = g.argument((out,), et, 0.1)
        y = g.binary("add", y, g.broadcast(bias, _shape(y), [len(_shape(y)) - 1], keep=False))
    activation = g.p.choice(("none", "tanh", "relu"))
    if activation == "tanh":
        g.unary("tanh", y)
    elif activation == "relu":
        g.binary("maximum", y, g.splat(0.0, _shape(y), et))


def _matmul(g: Graph) -> None:
    """A product of two values: a b or a b^T (rank 2), batched over the first dimension
    (rank 3, as attention's q k^T and its scores times v)."""
    a = g.pick(lambda v: len(_shape(v)) in (2, 3))
    sa, rank = _shape(a), len(_shape(a))
    batch = [(0, 0)] if rank == 3 else []

    def pairs(b):
        sb = _shape(b)
        if b.type.element_type != a.type.element_type or len(sb) != rank or \
                (rank == 3 and sb[0] != sa[0]):
            return []
        return [(rank - 1, d) for d in (rank - 2, rank - 1) if sb[d] == sa[-1]]
    b = g.pick(lambda v: bool(pairs(v)))
    g.dot(a, b, batch, [g.p.choice(pairs(b))])


def _reduction(g: Graph) -> None:
    """A sum, mean or max over one dimension, kept as is or broadcast back and subtracted
    (centering, max-shifting)."""
    v = g.pick(lambda v: len(_shape(v)) >= 1)
    shape, et = _shape(v), _et(v)
    dim = g.p.integers(0, len(shape) - 1)
    kind = g.p.choice(("sum", "mean", "max"))
    r = g.reduce(v, "maximum" if kind == "max" else "add", dim)
    if kind == "mean":
        r = g.binary("multiply", r, g.splat(1.0 / shape[dim], _shape(r), et))
    if g.p.boolean():
        g.binary("subtract", v, g.expand(r, v, dim))


def _softmax(g: Graph) -> None:
    """exp(x - max x) / sum exp(x - max x) over the last dimension."""
    v = g.pick(lambda v: len(_shape(v)) >= 1)
    dim = len(_shape(v)) - 1
    shifted = g.binary("subtract", v, g.expand(g.reduce(v, "maximum", dim), v, dim))
    e = g.unary("exponential", shifted)
    g.binary("divide", e, g.expand(g.reduce(e, "add", dim), e, dim))


def _norm(g: Graph) -> None:
    """Layer norm ((x - mean) rsqrt(var + eps)) or RMS norm (x rsqrt(mean x^2 + eps)) over the
    last dimension."""
    v = g.pick(lambda v: len(_shape(v)) >= 1)
    shape, et = _shape(v), _et(v)
    dim = len(shape) - 1
    reduced = reduce_shape(shape, [dim])
    inverse = g.splat(1.0 / shape[dim], reduced, et)
    centered = v
    if g.p.boolean():
        mean = g.binary("multiply", g.reduce(v, "add", dim), inverse)
        centered = g.binary("subtract", v, g.expand(mean, v, dim))
    square = g.binary("multiply", centered, centered)
    variance = g.binary("multiply", g.reduce(square, "add", dim), inverse)
    shifted = g.binary("add", variance, g.splat(EPSILON.get(et, 1.0e-5), reduced, et))
    g.binary("multiply", centered, g.expand(g.unary("rsqrt", shifted), v, dim))


def _mask(g: Graph) -> None:
    """compare + select: relu (x > 0 ? x : 0), leaky relu (x > 0 ? x : 0.1 x), or a mask
    choosing between two values."""
    v = g.pick()
    shape, et = _shape(v), _et(v)
    direction = g.p.choice(("GT", "GE", "LT", "LE"))
    form = g.p.choice(("relu", "leaky", "choose"))
    if form == "choose":
        other = g.pick(lambda w: w.type == v.type and w is not v)
    else:
        other = g.splat(0.0, shape, et)
    pred = g.op("compare", [v, other], tensor_type(shape, "i1"),
                {"comparison_direction": enum("comparison_direction", direction)}, keep=False)
    if form == "leaky":
        other = g.binary("multiply", v, g.splat(0.1, shape, et))
    g.op("select", [pred, v, other], v.type)


def _transpose(g: Graph) -> None:
    v = g.pick(lambda v: len(_shape(v)) >= 2)
    shape = _shape(v)
    permutation = list(g.p.draw(st.permutations(range(len(shape)))))
    if permutation == sorted(permutation):
        permutation.reverse()
    g.op("transpose", [v], tensor_type([shape[d] for d in permutation], _et(v)),
         {"permutation": i64_array(permutation)})


def _reshape(g: Graph) -> None:
    """Two adjacent dimensions merged, or one split in two factors."""
    v = g.pick(lambda v: len(_shape(v)) >= 1)
    shape = list(_shape(v))
    splittable = [d for d, n in enumerate(shape) if _divisors(n) and len(shape) < 4]
    if len(shape) >= 2 and (not splittable or g.p.boolean()):
        d = g.p.integers(0, len(shape) - 2)
        result = shape[:d] + [shape[d] * shape[d + 1]] + shape[d + 2:]
    elif splittable:
        d = g.p.choice(splittable)
        f = g.p.choice(_divisors(shape[d]))
        result = shape[:d] + [f, shape[d] // f] + shape[d + 1:]
    else:
        raise _Rejected
    g.op("reshape", [v], tensor_type(result, _et(v)))


def _divisors(n: int) -> list[int]:
    return [f for f in range(2, n) if n % f == 0]


def _convert(g: Graph) -> None:
    """A value converted to a wider type of the graph's types (exact)."""
    v = g.pick(lambda v: any(t in g.types for t in WIDER[_et(v)]))
    target = g.p.choice([t for t in WIDER[_et(v)] if t in g.types])
    g.op("convert", [v], tensor_type(_shape(v), target))


def _narrow_input(g: Graph) -> None:
    """An input stored in a narrower type (mixed precision), converted to a value's type."""
    v = g.pick(lambda v: any(_et(v) in WIDER[t] for t in g.types))
    narrow = g.p.choice([t for t in g.types if _et(v) in WIDER[t]])
    x = g.argument(_shape(v), narrow)
    g.op("convert", [x], v.type)


def _concatenate(g: Graph) -> None:
    """Two values joined along a dimension where the others agree, sometimes sliced."""
    a = g.pick(lambda v: len(_shape(v)) >= 1)
    sa = _shape(a)

    def joins(b):
        sb = _shape(b)
        return [d for d in range(len(sa)) if b.type.element_type == a.type.element_type
                and len(sb) == len(sa) and all(x == y for k, (x, y) in enumerate(zip(sa, sb))
                                               if k != d)]
    b = g.pick(lambda v: bool(joins(v)))
    d = g.p.choice(joins(b))
    shape = list(sa)
    shape[d] += _shape(b)[d]
    joined = g.op("concatenate", [a, b], tensor_type(shape, _et(a)), {"dimension": integer(d)})
    if g.p.boolean():
        _slice_of(g, joined, d)


def _slice(g: Graph) -> None:
    v = g.pick(lambda v: any(n >= 2 for n in _shape(v)))
    _slice_of(g, v, g.p.choice([d for d, n in enumerate(_shape(v)) if n >= 2]))


def _slice_of(g: Graph, v: Value, d: int) -> None:
    """A slice of `v` along dimension `d` (stride 1 or 2)."""
    shape = list(_shape(v))
    start = g.p.integers(0, shape[d] - 1)
    limit = g.p.integers(start + 1, shape[d])
    stride = g.p.integers(1, 2)
    starts, limits, strides = [0] * len(shape), list(shape), [1] * len(shape)
    starts[d], limits[d], strides[d] = start, limit, stride
    shape[d] = -(-(limit - start) // stride)
    g.op("slice", [v], tensor_type(shape, _et(v)), {
        "start_indices": i64_array(starts), "limit_indices": i64_array(limits),
        "strides": i64_array(strides)})


def _loop(g: Graph) -> None:
    """A while loop of 1..3 trips carrying a counter, a state h and a weight W:
    h = tanh(h W), or h = h / 2 + tanh(h W) (a small recurrent cell)."""
    h = g.pick(lambda v: 1 <= len(_shape(v)) <= 3)
    shape, et = _shape(h), _et(h)
    w = g.weight((shape[-1], shape[-1]), et)
    trips, residual = g.p.integers(1, 3), g.p.boolean()
    counter, state = tensor_type((), "i64"), h.type
    types = [counter, state, w.type]
    dn = struct("dot", lhs_contracting_dimensions=[len(shape) - 1], rhs_contracting_dimensions=[0])

    def cond(b, a):
        n = b.op("constant", [], [counter], {"value": dense(trips, "i64")})
        return b.op("compare", [a[0]] + n, [tensor_type((), "i1")],
                    {"comparison_direction": enum("comparison_direction", "LT")})

    def body(b, a):
        i, s, m = a
        one = b.op("constant", [], [counter], {"value": dense(1, "i64")})
        product = b.op("dot_general", [s, m], [state], {"dot_dimension_numbers": dn})
        new = b.op("tanh", product, [state])
        if residual:
            half = b.op("constant", [], [state], {"value": dense(np.full(shape, 0.5), et)})
            new = b.op("add", b.op("multiply", [s] + half, [state]) + new, [state])
        return b.op("add", [i] + one, [counter]) + new + [m]
    start = g.op("constant", [], counter, {"value": dense(0, "i64")}, keep=False)
    results = g.ops("while", [start, h, w], types,
                    regions=[region(types, cond), region(types, body)], keep=False)
    g.pool.append(results[1])


def _pool(g: Graph) -> None:
    """Max or average pooling (reduce_window) over the last dimension."""
    v = g.pick(lambda v: len(_shape(v)) >= 1 and _shape(v)[-1] >= 2)
    shape, et = _shape(v), _et(v)
    n = shape[-1]
    window = g.p.integers(2, min(3, n))
    stride = g.p.choice((1, window))
    average = g.p.boolean()
    body = "add" if average else "maximum"
    init = g.op("constant", [], tensor_type((), et), {"value": dense(identity(body, et), et)},
                keep=False)
    ones = [1] * (len(shape) - 1)
    out = list(shape[:-1]) + [num_windows_dim(n, window, stride)]
    pooled = g.op("reduce_window", [v, init], tensor_type(out, et), {
        "window_dimensions": i64_array(ones + [window]),
        "window_strides": i64_array(ones + [stride])},
        [binary_region([(body, tensor_type((), et))])])
    if average:
        g.binary("multiply", pooled, g.splat(1.0 / window, out, et))


def _negate(g: Graph) -> None:
    g.unary("negate", g.pool[-1])


MOTIFS = (  # (motif, the most ops it appends, weight)
    (_activation, 1, 5), (_positive, 4, 2), (_binary, 1, 4), (_divide, 4, 1), (_affine, 3, 3),
    (_dense, 5, 4), (_matmul, 1, 2), (_reduction, 6, 2), (_softmax, 9, 1), (_norm, 15, 1),
    (_mask, 5, 2), (_transpose, 1, 1), (_reshape, 1, 1), (_convert, 1, 1),
    (_narrow_input, 1, 1), (_concatenate, 2, 1), (_slice, 1, 1), (_loop, 2, 1), (_pool, 4, 1))
"""The motifs a graph is drawn from: weight entries of each in the draw."""


def graphs(*, min_ops: int = 5, max_ops: int = 30, element_types=None, max_side: int = 8,
           as_module: bool = False) -> st.SearchStrategy:
    """(module text, inputs), or (spec.ir Module, inputs) with `as_module`: @main computes a
    model-shaped DAG of min_ops..max_ops ops (its top-level ops; a while counts one) in one of
    `element_types` (None: GRAPH_TYPES, f32 most often), over dimensions of at most
    `max_side`. Outputs: the last value, sometimes with another one nothing used."""
    check_bounds("graphs", min_ops=(min_ops, 1), max_ops=(max_ops, min_ops),
                 max_side=(max_side, 1))
    if isinstance(element_types, str) or element_types is not None and (
            not element_types or any(t not in GRAPH_TYPES for t in element_types)):
        raise ValueError(f"graphs(element_types={element_types!r}): a non-empty sequence of "
                         f"{', '.join(GRAPH_TYPES)}")
    types = tuple(GRAPH_TYPES if element_types is None else element_types)
    return as_text(_graph(min_ops, max_ops, types, max_side), as_module)


@st.composite
def _graph(draw, min_ops, max_ops, types, max_side):
    """Inputs of the drawn type (B x M or B x S x M), then motifs until the drawn op count."""
    p = Program(draw, Bounds(3, max_side, max_side ** 3, types), 0.0)
    et = p.choice([t for t in types for _ in range(TYPE_WEIGHTS[t])])
    small, least = min(4, max_side), min(2, max_side)
    dims = {"B": p.integers(1, small), "S": p.integers(1, small),
            "M": p.integers(least, max_side), "N": p.integers(least, max_side)}
    g = Graph(p, types, dims)
    shape = (dims["B"], dims["S"], dims["M"]) if p.boolean() else (dims["B"], dims["M"])
    g.argument(shape, et, pooled=True)
    if p.boolean():
        g.argument(shape[:-1] + (p.choice((dims["M"], dims["N"])),), et, pooled=True)
    target, failures = p.integers(min_ops, max_ops), 0
    choices = [(m, cost) for m, cost, weight in MOTIFS for _ in range(weight)]
    while g.count < target:
        room = target - g.count
        motif = p.choice([m for m, cost in choices if cost <= room])
        failures = 0 if g.attempt(motif, room) else failures + 1
        if failures >= MAX_FAILURES:
            g.attempt(_negate, room)
            failures = 0
    unused = [v for v in g.pool[:-1] if id(v) not in g.used and v.defining_op is not None]
    p.returns([g.pool[-1]] + ([unused[-1]] if unused and p.boolean() else []))
    return p.module(), list(p.inputs)
