"""StableHLO reduce and sort -> ONNX reductions, unrolled combinations and TopK.

A reduction body must be one binary op per result (`pair_bodies`), combined with its ONNX
equivalent (`COMBINERS`); a sort comparator one LT / GT comparison of operand 0.
"""
from __future__ import annotations

import numpy as np

from spec.reducers import REDUCERS
from spec.shapes import reduce_shape
from spec.types import ELEMENT_TYPES

from .graph import Untranslatable, attr, compute_type, et, extremum, kind, mod, shape, where
from .registry import handles


ONNX_COMBINERS = {np.add: "Add", np.multiply: "Mul", np.maximum: "Max", np.minimum: "Min",
                  np.bitwise_and: "BitwiseAnd", np.bitwise_or: "BitwiseOr",
                  np.bitwise_xor: "BitwiseXor", np.logical_or: "Or", np.logical_and: "And",
                  np.logical_xor: "Xor"}
"""The ONNX op computing each numpy combiner of spec.reducers on two tensors."""

COMBINERS = {
    k: {name: ONNX_COMBINERS[r.bool_ufunc if k == "bool" else r.integer_ufunc]
        for name, r in REDUCERS.items() if k in r.kinds}
    for k in ("bool", "signed", "unsigned", "float")
}
"""Element kind -> body op -> the ONNX op combining two of its values: the body ops of
spec.reducers, booleans by their logical combiner (add is or), the other kinds by their
arithmetic or bitwise one (ONNX has no complex tensors)."""
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
    count, result_shape = int(np.prod([sizes[d] for d in dims])), reduce_shape(sizes, dims)
    x = mod(g, "Transpose", [x], t, perm=dims + kept)
    x = mod(g, "Reshape", [x, g.ints([count] + result_shape)], t)
    result = None
    for i in range(count):
        part = mod(g, "Slice", [x, g.ints([i]), g.ints([i + 1]), g.ints([0])], t)
        result = part if result is None else combined(g, combine, result, part, t)
    return mod(g, "Reshape", [result, g.ints(result_shape)], t)


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
