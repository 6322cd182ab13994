"""StableHLO -> ONNX handlers for data movement, reductions, dot_general, sort and control flow.

Shapes are static (the translator refuses dynamic ones), so index grids and shapes are ONNX
constants. Control flow becomes ONNX subgraphs: `while` a Loop whose body runs the StableHLO
body and then the condition, `if` an If, `case` a chain of Ifs (an index out of range picks
the last branch, as the spec says).
"""
from __future__ import annotations

import numpy as np
from onnx import helper

from spec.types import ELEMENT_TYPES

from .onnx_ops import attr, et, extremum, handles, kind, shape, where
from .onnx_translate import Graph, Untranslatable, compute_type, value_info


def mod(g: Graph, op_type, ins, t, **attrs):
    """A data-movement node: exact in any type of the same width."""
    return g.node(op_type, ins[:1], t, extra=ins[1:], widen="modular", **attrs)


@handles("constant")
def constant(g, op, ins):
    return [g.const(attr(op, "value"), et(op.results[0]))]


@handles("iota")
def iota(g, op, ins):
    t, dims, d = et(op.results[0]), shape(op.results[0]), attr(op, "iota_dimension")
    index = np.arange(dims[d]).reshape([-1 if i == d else 1 for i in range(len(dims))])
    return [g.const(np.broadcast_to(index, dims).astype(ELEMENT_TYPES[t].dtype), t)]


@handles("optimization_barrier")
def identity(g, op, ins):
    return ins


@handles("reshape")
def reshape(g, op, ins):
    return [mod(g, "Reshape", [ins[0], g.ints(shape(op.results[0]))], et(op.results[0]))]


@handles("transpose")
def transpose(g, op, ins):
    if len(attr(op, "permutation")) == 0:  # rank 0
        return ins
    return [mod(g, "Transpose", ins, et(op.results[0]), perm=list(attr(op, "permutation")))]


@handles("broadcast_in_dim")
def broadcast_in_dim(g, op, ins):
    t, dims, result = et(op.results[0]), attr(op, "broadcast_dimensions"), shape(op.results[0])
    x, operand = ins[0], shape(op.operands[0])
    if list(dims) != sorted(dims):
        order = list(np.argsort(dims))
        x = mod(g, "Transpose", [x], t, perm=[int(i) for i in order])
        operand, dims = [operand[i] for i in order], sorted(dims)
    middle = [1] * len(result)
    for size, d in zip(operand, dims):
        middle[d] = size
    x = mod(g, "Reshape", [x, g.ints(middle)], t)
    return [mod(g, "Expand", [x, g.ints(result)], t)]


@handles("slice")
def slice_(g, op, ins):
    starts, limits = attr(op, "start_indices"), attr(op, "limit_indices")
    steps = attr(op, "strides")
    if not starts:  # rank 0: ONNX Slice cannot slice scalars
        return ins
    axes = list(range(len(starts)))
    return [mod(g, "Slice", [ins[0], g.ints(starts), g.ints(limits), g.ints(axes),
                             g.ints(steps)], et(op.results[0]))]


@handles("reverse")
def reverse(g, op, ins):
    dims = list(attr(op, "dimensions"))
    if not dims:
        return ins
    n = len(dims)
    return [mod(g, "Slice", [ins[0], g.ints([-1] * n), g.ints([np.iinfo(np.int64).min] * n),
                             g.ints(dims), g.ints([-1] * n)], et(op.results[0]))]


@handles("concatenate")
def concatenate(g, op, ins):
    return [g.node("Concat", ins, et(op.results[0]), widen="modular",
                   axis=attr(op, "dimension"))]


@handles("pad")
def pad(g, op, ins):
    t = et(op.results[0])
    low, high = attr(op, "edge_padding_low"), attr(op, "edge_padding_high")
    x, value, dims = ins[0], ins[1], list(shape(op.operands[0]))
    if not dims:  # rank 0: nothing to pad
        return ins[:1]
    for d, interior in enumerate(attr(op, "interior_padding")):
        if interior and dims[d] > 1:
            x, dims[d] = _interior(g, x, value, dims, d, interior, t), (dims[d] - 1) * (interior + 1) + 1
    return [_pad(g, x, g.ints(list(low) + list(high)), value, t)]


def _pad(g, x, pads, value, t):
    """ONNX Pad (negative pads cut), in a wider type where ORT lacks `t`."""
    ct = compute_type("Pad", t, "modular")
    if ct != t:
        x, value = g.cast(x, ct), g.cast(value, ct)
    result = g.raw("Pad", [x, pads, value], mode="constant")[0]
    return g.cast(result, t) if ct != t else result


def _interior(g, x, value, dims, d, interior, t):
    """`interior` padding values between the elements of dimension `d`: each element gets a
    new trailing axis padded to 1 + interior, the axes merge, the last padding is cut."""
    x = mod(g, "Unsqueeze", [x, g.ints([d + 1])], t)
    rank = len(dims) + 1
    pads = [0] * (2 * rank)
    pads[rank + d + 1] = interior
    x = _pad(g, x, g.ints(pads), value, t)
    merged = dims[:d] + [dims[d] * (interior + 1)] + dims[d + 1:]
    x = mod(g, "Reshape", [x, g.ints(merged)], t)
    keep = (dims[d] - 1) * (interior + 1) + 1
    return mod(g, "Slice", [x, g.ints([0]), g.ints([keep]), g.ints([d])], t)


# --- dynamic slicing ------------------------------------------------------------------------

def clamped_starts(g, op, ins, sizes) -> str:
    """The start indices clamped to [0, dim - size], as one i64 vector."""
    dims, parts = shape(op.operands[0]), []
    for value, name, dim, size in zip(op.operands[-len(ins):], ins, dims, sizes):
        t, hi = et(value), dim - size
        if kind(t) == "unsigned":  # before the cast to i64, which would wrap large values
            name = g.cast(extremum(g, "Min", name, g.scalar(min(hi, ELEMENT_TYPES[t].dtype.type(
                np.iinfo(ELEMENT_TYPES[t].dtype).max)), t), t), "i64")
        elif t != "i64":
            name = g.cast(name, "i64")
        name = g.node("Max", [g.node("Min", [name, g.ints(hi)], "i64"), g.ints(0)], "i64")
        parts.append(g.node("Reshape", [name], "i64", extra=[g.ints([1])]))
    return g.raw("Concat", parts, axis=0)[0]


@handles("dynamic_slice")
def dynamic_slice(g, op, ins):
    sizes = list(attr(op, "slice_sizes"))
    if not sizes:
        return ins[:1]
    starts = clamped_starts(g, op, ins[1:], sizes)
    ends = g.node("Add", [starts, g.ints(sizes)], "i64")
    return [mod(g, "Slice", [ins[0], starts, ends], et(op.results[0]))]


@handles("dynamic_update_slice")
def dynamic_update_slice(g, op, ins):
    t, update = et(op.results[0]), shape(op.operands[1])
    if not update:
        return [ins[1]]
    starts = clamped_starts(g, op, ins[2:], update)
    grid = np.stack(np.meshgrid(*[np.arange(n) for n in update], indexing="ij"), axis=-1)
    indices = g.node("Add", [g.const(grid.astype(np.int64), "i64"), starts], "i64")
    return [_scatter_nd(g, ins[0], indices, ins[1], t)]


def _scatter_nd(g, data, indices, updates, t):
    ct = compute_type("ScatterND", t, "modular")
    if ct == t:
        return g.raw("ScatterND", [data, indices, updates])[0]
    return g.cast(g.raw("ScatterND", [g.cast(data, ct), indices, g.cast(updates, ct)])[0], t)


# --- dot_general ----------------------------------------------------------------------------

@handles("dot_general")
def dot_general(g, op, ins):
    if attr(op, "algorithm") is not None:
        raise Untranslatable("a dot algorithm has no ONNX equivalent")
    dn = attr(op, "dot_dimension_numbers")
    return [einsum(g, op, ins, dn["lhs_batching_dimensions"], dn["rhs_batching_dimensions"],
                   dn["lhs_contracting_dimensions"], dn["rhs_contracting_dimensions"])]


@handles("dot")
def dot(g, op, ins):
    """dot_general contracting lhs's last dimension with rhs's first (ranks 1 and 2)."""
    return [einsum(g, op, ins, (), (), (len(shape(op.operands[0])) - 1,), (0,))]


def einsum(g, op, ins, lb, rb, lc, rc):
    """An Einsum with the batching (lb, rb) and contracting (lc, rc) dimensions of a dot.

    An empty operand with a non-empty result (the translator folds empty results itself)
    means a zero-size contracting dimension: every element is a sum of no products, zero.
    That is a constant here, since ONNX Runtime 1.31's Einsum dies of SIGFPE when it has to
    transpose an operand with a zero-size dimension (`ab,ba->` on 0x2 and 2x0)."""
    t = et(op.results[0])
    if any(0 in shape(v) for v in op.operands):
        result = op.results[0].type
        return g.const(np.zeros(result.shape, ELEMENT_TYPES[t].dtype), t)
    lr, rr = len(shape(op.operands[0])), len(shape(op.operands[1]))
    letters = iter("abcdefghijklmnopqrstuvwxyz")
    lhs, rhs = [next(letters) for _ in range(lr)], [None] * rr
    for l, r in zip(list(lb) + list(lc), list(rb) + list(rc)):
        rhs[r] = lhs[l]
    rhs = [c or next(letters) for c in rhs]
    free_l = [lhs[i] for i in range(lr) if i not in lb and i not in lc]
    free_r = [rhs[i] for i in range(rr) if i not in rb and i not in rc]
    out = [lhs[i] for i in lb] + free_l + free_r
    equation = f"{''.join(lhs)},{''.join(rhs)}->{''.join(out)}"
    operands = [_as(g, name, et(v), t) for name, v in zip(ins, op.operands)]
    return g.node("Einsum", operands, t, widen="modular" if kind(t) != "float" else "value",
                  equation=equation)


def _as(g, name, source, target):
    """`name` converted to `target` where that is exact (operands of a mixed-type dot)."""
    if source == target:
        return name
    from .onnx_translate import WIDER
    if target not in WIDER.get(source, []):
        raise Untranslatable(f"operand type {source} does not widen exactly to {target}")
    return g.cast(name, target)


# --- reduce and sort ------------------------------------------------------------------------

COMBINERS = {  # element kind -> body op -> the ONNX op combining two of its values
    "bool": {"add": "Or", "or": "Or", "maximum": "Or", "multiply": "And", "and": "And",
             "minimum": "And", "xor": "Xor"},
    "float": {"add": "Add", "multiply": "Mul", "maximum": "Max", "minimum": "Min"},
    **dict.fromkeys(["signed", "unsigned"], {
        "add": "Add", "multiply": "Mul", "maximum": "Max", "minimum": "Min",
        "and": "BitwiseAnd", "or": "BitwiseOr", "xor": "BitwiseXor"}),
}
REDUCTIONS = {"Add": "ReduceSum", "Mul": "ReduceProd", "Max": "ReduceMax", "Min": "ReduceMin",
              "Or": "ReduceMax", "And": "ReduceMin"}
"""The ONNX reduction of a combiner (booleans reduced as integers: or is a maximum)."""


def combiner(mnemonic: str, t: str, what: str) -> str:
    """COMBINERS' op for body op `mnemonic` over element type `t`, or Untranslatable."""
    combine = COMBINERS.get(kind(t), {}).get(mnemonic)
    if combine is None:
        raise Untranslatable(f"a {what} body {mnemonic} on {t}")
    return combine


def combined(g, combine, lhs, rhs, t):
    """`combine` (a COMBINERS op) of lhs and rhs; max / min with StableHLO's NaN and ±0 rules,
    integer arithmetic wrapping."""
    if combine in ("Max", "Min"):
        return extremum(g, combine, lhs, rhs, t)
    if t == "i1":
        return g.raw(combine, [lhs, rhs])[0]
    return g.node(combine, [lhs, rhs], t, widen="modular" if kind(t) != "float" else "value")


def body_op(region, arity: int = 2):
    """The single binary op a reduction / comparator body applies to its arguments, and
    whether it takes them in swapped order; None for any other body."""
    ops = region.block.ops
    args = region.block.arguments
    if len(ops) != 2 or len(args) != arity or ops[1].operands != [ops[0].results[0]]:
        return None, False
    operands = ops[0].operands
    if operands == [args[0], args[1]]:
        return ops[0], False
    if operands == [args[1], args[0]]:
        return ops[0], True
    return None, False


def pair_bodies(region, n: int) -> list[str] | None:
    """The op mnemonic of each result of a variadic reduction body whose result k is one
    binary op of arguments k and k + n (either order: the ops read here commute); None for any
    other body."""
    ops, args = region.block.ops, region.block.arguments
    if len(args) != 2 * n or len(ops) != n + 1:
        return None
    produced = {o.results[0]: o for o in ops[:-1] if len(o.results) == 1}
    mnemonics = []
    for k, value in enumerate(ops[-1].operands):
        o = produced.get(value)
        if o is None or len(o.operands) != 2 or set(o.operands) != {args[k], args[k + n]}:
            return None
        mnemonics.append(o.mnemonic)
    return mnemonics if len(mnemonics) == n else None


def variadic(one, g, op, ins, what):
    """A variadic reduction whose results are independent (`pair_bodies`): `one(g, op, x,
    init, t, mnemonic, result)` for each operand."""
    n = len(op.results)
    bodies = pair_bodies(op.regions[0], n)
    if bodies is None:
        raise Untranslatable(f"a {what} body other than one binary op per result")
    return [one(g, op, ins[k], ins[n + k], et(op.results[k]), bodies[k], op.results[k])
            for k in range(n)]


@handles("reduce")
def reduce(g, op, ins):
    return variadic(_reduce_one, g, op, ins, "reduce")


def _reduce_one(g, op, x, init, t, mnemonic, result):
    combine = combiner(mnemonic, t, "reduce")
    reduction = REDUCTIONS.get(combine)
    dims = list(attr(op, "dimensions"))
    sizes = shape(op.operands[0])
    count = int(np.prod([sizes[d] for d in dims]))
    if count == 0:  # the init value (a wider kernel's own identity would not fit t)
        return mod(g, "Expand", [init, g.ints(shape(result))], t)
    if dims and kind(t) in ("signed", "unsigned") and (
            count <= UNROLLED or combine == "Add" and ELEMENT_TYPES[t].bits <= 16
            and count < 2 ** 15):
        x = _unrolled(g, x, dims, sizes, combine, t) if count <= UNROLLED else \
            g.node("ReduceSum", [x], t, extra=[g.ints(dims)], widen="modular", keepdims=0)
        dims = []
    elif dims and kind(t) in ("signed", "unsigned") and combine in ("Add", "Mul"):
        raise Untranslatable(
            f"{mnemonic} of {count} {t} elements: ONNX Runtime's integer ReduceSum / ReduceProd "
            f"saturate on overflow (and ReduceProd of i64 rounds), StableHLO wraps; unrolled "
            f"up to {UNROLLED} elements only")
    elif dims and reduction is None:
        raise Untranslatable(f"{mnemonic} of {count} {t} elements: ONNX has no such reduction; "
                             f"unrolled up to {UNROLLED} elements only")
    if dims:
        widen = "modular" if kind(t) in ("signed", "unsigned") and combine in ("Add", "Mul") \
            else "value"
        reduced = g.node(reduction, [x], t, extra=[g.ints(dims)], widen=widen, keepdims=0)
        if combine in ("Max", "Min") and kind(t) == "float":
            reduced = _float_extremum(g, x, reduced, dims, combine, t)
        x = reduced
    return combined(g, combine, x, init, t)


UNROLLED = 64  # the most elements an integer reduction combines one by one


def _unrolled(g, x, dims, sizes, combine, t):
    """x reduced over `dims` by combining its slices along them one by one (integer sums and
    products wrap; ORT's ReduceSum / ReduceProd do not)."""
    kept = [d for d in range(len(sizes)) if d not in dims]
    count = int(np.prod([sizes[d] for d in dims]))
    x = mod(g, "Transpose", [x], t, perm=dims + kept)
    x = mod(g, "Reshape", [x, g.ints([count] + [sizes[d] for d in kept])], t)
    result = None
    for i in range(count):
        part = mod(g, "Slice", [x, g.ints([i]), g.ints([i + 1]), g.ints([0])], t)
        result = part if result is None else combined(g, combine, result, part, t)
    return mod(g, "Reshape", [result, g.ints([sizes[d] for d in kept])], t)


def _float_extremum(g, x, reduced, dims, combine, t):
    """ORT's ReduceMax / ReduceMin with StableHLO's NaN propagation (ORT skips NaN) and
    ordering of zeros (ORT keeps the first zero): max is +0 where any +0 is reduced, min -0
    where any -0 is."""
    zero = g.node("Equal", [x, g.scalar(0, t)], t, out="i1")
    negative = g.node("Less", [g.node("Reciprocal", [x], t), g.scalar(0, t)], t, out="i1")
    wanted = g.raw("And", [zero, negative if combine == "Min" else g.raw("Not", [negative])[0]])[0]
    is_zero = g.node("Equal", [reduced, g.scalar(0, t)], t, out="i1")
    signed = g.raw("And", [is_zero, _any(g, wanted, dims)])[0]
    reduced = where(g, signed, g.scalar(-0.0 if combine == "Min" else 0.0, t), reduced, t)
    nan = _any(g, g.node("IsNaN", [x], t, out="i1", constraint="T1"), dims)
    return where(g, nan, g.scalar(np.nan, t), reduced, t)


def _any(g, mask, dims):
    """Whether any element of the i1 `mask` is true along `dims` (dropped)."""
    found = g.node("ReduceMax", [g.cast(mask, "i32")], "i32", extra=[g.ints(dims)], keepdims=0)
    return g.cast(found, "i1")


@handles("sort")
def sort(g, op, ins):
    """A comparator `compare(arg0, arg1) LT|GT` (of operand 0): TopK over the whole dimension
    (its ties keep the lower index first: a stable sort), the other operands gathered."""
    body, swapped = body_op(op.regions[0], 2 * len(ins))
    if body is None or body.mnemonic != "compare" or attr(body, "compare_type") == "TOTALORDER":
        raise Untranslatable("a comparator other than one LT / GT comparison of operand 0")
    direction = attr(body, "comparison_direction")
    if direction not in ("LT", "GT"):
        raise Untranslatable(f"comparator direction {direction}")
    largest = (direction == "GT") != swapped
    d = attr(op, "dimension") % len(shape(op.operands[0]))
    t = et(op.operands[0])
    ct = compute_type("TopK", t, "value")
    keys = g.cast(ins[0], ct) if ct != t else ins[0]
    k = g.ints([shape(op.operands[0])[d]])
    values, indices = g.raw("TopK", [keys, k], outputs=2, axis=d, largest=int(largest), sorted=1)
    outs = [g.cast(values, t) if ct != t else values]
    for name, v in zip(ins[1:], op.operands[1:]):
        outs.append(g.node("GatherElements", [name], et(v), extra=[indices], widen="modular",
                           axis=d))
    return outs


# --- control flow ---------------------------------------------------------------------------

def inline(g, region, args):
    """The region's ops translated into `g` with its arguments bound to `args`."""
    block = region.block
    for a, name in zip(block.arguments, args):
        g.t.names[a] = name
    return g.t.block(g, block)


def subgraph(g, region, args_info, outputs_of, prefix_outputs=()):
    """A GraphProto running `region` on fresh inputs described by `args_info` ((type, ...)),
    returning its results (`outputs_of(results)` adds more, e.g. the Loop's condition)."""
    sub = Graph(g.t)
    names = [sub.fresh("in") for _ in args_info]
    results = outputs_of(sub, inline(sub, region, names[len(names) - len(region.block.arguments):]))
    outs, infos = [], []
    for name, t in results:
        final = sub.raw("Identity", [name])[0]
        outs.append(final)
        infos.append(value_info(final, *t))
    inputs = [value_info(n, *info) for n, info in zip(names, args_info)]
    return helper.make_graph(sub.nodes, sub.fresh("body"), inputs, infos)


def tensor_info(value_type):
    from .onnx_translate import element_name
    return (element_name(value_type), list(value_type.shape))


@handles("while")
def while_(g, op, ins):
    cond, body = op.regions
    (go,) = inline(g, cond, ins)
    carried = [tensor_info(v.type) for v in op.operands]

    def outputs_of(sub, results):
        (again,) = inline(sub, cond, results)
        return [(again, ("i1", []))] + list(zip(results, carried))

    graph = subgraph(g, body, [("i64", []), ("i1", [])] + carried, outputs_of)
    return g.raw("Loop", ["", go] + ins, outputs=len(ins), body=graph)


def branch(g, region, result_types):
    infos = [tensor_info(t) for t in result_types]
    return subgraph(g, region, [], lambda sub, results: list(zip(results, infos)))


@handles("if")
def if_(g, op, ins):
    then, else_ = (branch(g, r, op.result_types) for r in op.regions)
    return g.raw("If", ins, outputs=len(op.results), then_branch=then, else_branch=else_)


@handles("case")
def case(g, op, ins):
    branches = op.regions
    if len(branches) == 1:
        return inline(g, branches[0], [])
    index, t = ins[0], et(op.operands[0])

    def chain(host, k):
        """If index == k then branch k else (the rest); the last branch takes every other
        index (out of range included)."""
        test = host.node("Equal", [index, host.scalar(k, t)], t, out="i1")
        rest = branch(host, branches[k + 1], op.result_types) if k + 2 == len(branches) else \
            _graph_of(host, lambda sub: chain(sub, k + 1), op.result_types)
        return host.raw("If", [test], outputs=len(op.results),
                        then_branch=branch(host, branches[k], op.result_types), else_branch=rest)
    return chain(g, 0)


def _graph_of(g, build, result_types):
    sub = Graph(g.t)
    results = build(sub)
    infos = [value_info(sub.raw("Identity", [r])[0], *tensor_info(t))
             for r, t in zip(results, result_types)]
    return helper.make_graph(sub.nodes, sub.fresh("case"), [], infos)


@handles("func.call")
def call(g, op, ins):
    callee = op.attributes["callee"].name
    if callee in g.t.inlining:
        raise Untranslatable(f"recursive call of @{callee}")
    g.t.inlining.append(callee)
    try:
        return inline(g, g.t.module.func(callee).body, ins)
    finally:
        g.t.inlining.pop()


@handles("tuple")
def tuple_(g, op, ins):
    return [list(ins)]


@handles("get_tuple_element")
def get_tuple_element(g, op, ins):
    return [ins[0][attr(op, "index")]]
