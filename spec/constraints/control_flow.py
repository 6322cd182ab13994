"""Constraints of if, case and while (seed 000, their sections).

Types compare with `same_type` (a dynamic size matches any size); lists of types compare
element by element and must have the same length.
"""
from . import constraint
from .notation import function_type, input_types, output_types, same_type, size
from ..types import TensorType, ElementType


def _types_equal(xs, ys) -> bool:
    """type(xs...) = type(ys...): as many types, pairwise equal (up to dynamic sizes)."""
    xs, ys = tuple(xs), tuple(ys)
    return len(xs) == len(ys) and all(same_type(x, y) for x, y in zip(xs, ys))


def _show(types) -> str:
    return "(" + ", ".join(map(str, types)) + ")"


# -- if --------------------------------------------------------------------------------------

@constraint("if", 1, "input_types(true_branch) = input_types(false_branch) = []")
def _(o):
    return input_types(o.true_branch) == () == input_types(o.false_branch) or \
        f"branches take ({_show(input_types(o.true_branch))}, " \
        f"{_show(input_types(o.false_branch))}); expected no arguments"


@constraint("if", 2, "output_types(true_branch) = output_types(false_branch)")
def _(o):
    return _types_equal(output_types(o.true_branch), output_types(o.false_branch))


@constraint("if", 3, "type(results...) = output_types(true_branch)")
def _(o):
    return _types_equal(o.results, output_types(o.true_branch)) or \
        f"results {_show(o.results)}; true_branch returns {_show(output_types(o.true_branch))}"


# -- case ------------------------------------------------------------------------------------

@constraint("case", 1, "0 < size(branches)")
def _(o):
    return 0 < size(o.branches)


@constraint("case", 2, "input_types(branches...) = []")
def _(o):
    bad = [i for i, b in enumerate(o.branches) if input_types(b)]
    return not bad or f"branches {bad} take arguments; expected none"


@constraint("case", 3, "same(output_types(branches...))",
            note="Types compare as in upstream: equal up to dynamic sizes.")
def _(o):
    outs = [output_types(b) for b in o.branches]
    return all(_types_equal(outs[0], x) for x in outs[1:]) or \
        f"branches return {', '.join(map(_show, outs))}"


@constraint("case", 4, "type(results...) = output_types(branches[0])")
def _(o):
    return not o.branches or _types_equal(o.results, output_types(o.branches[0])) or \
        f"results {_show(o.results)}; branches[0] returns {_show(output_types(o.branches[0]))}"


# -- while -----------------------------------------------------------------------------------

def _i1_scalar(t) -> bool:
    return isinstance(t, TensorType) and t.shape == () and \
        isinstance(t.element_type, ElementType) and t.element_type.kind == "bool"


@constraint("while", 1, "cond has type (T0, ..., TN-1) -> tensor<i1>, where Ti = type(operand[i])")
def _(o):
    t = function_type(o.cond)
    return (_types_equal(t.inputs, o.operand) and len(t.results) == 1
            and _i1_scalar(t.results[0])) or \
        f"cond has type {t}; expected {_show(o.operand)} -> tensor<i1>"


@constraint("while", 2, "body has type (T0, ..., TN-1) -> (T0, ..., TN-1), where "
                        "Ti = type(operand[i])")
def _(o):
    t = function_type(o.body)
    return (_types_equal(t.inputs, o.operand) and _types_equal(t.results, o.operand)) or \
        f"body has type {t}; expected {_show(o.operand)} -> {_show(o.operand)}"


@constraint("while", 3, "type(results...) = type(operand...)")
def _(o):
    return _types_equal(o.results, o.operand)


# -- async_start, async_done (jaxlib 0.10.2, upstream's spec.md; not the seed spec) -----------
# The formulas are upstream spec.md's (C1-C4 of async_start, C1 of async_done); C5 is the
# IsolatedFromAbove trait of StablehloOps.td. jaxlib 0.10.2's verifier checks each
# (corpus/constraints/async_start.mlir, async_done.mlir).

ASYNC_BODY_OPS = ("all_reduce", "all_gather", "all_to_all", "collective_permute",
                  "reduce_scatter", "collective_broadcast", "slice", "dynamic_slice",
                  "dynamic_update_slice")
"""The ops an async_start's body may run (async_start C2)."""

_UPSTREAM = "From upstream's spec.md and jaxlib 0.10.2's verifier (not in the seed spec)."


def _body_ops(o) -> list:
    block = o.body.block if o.body is not None and o.body.blocks else None
    return list(block.ops) if block is not None else []


@constraint("async_start", 1, "body contains a single operation and a return", note=_UPSTREAM)
def _(o):
    ops = _body_ops(o)
    return (len(ops) == 2 and ops[-1].name == "stablehlo.return") or \
        f"body holds {', '.join(op.name for op in ops) or 'nothing'}"


@constraint("async_start", 2, "the operation in body is one of " + ", ".join(ASYNC_BODY_OPS),
            note=_UPSTREAM)
def _(o):
    ops = _body_ops(o)
    if len(ops) != 2:
        return True  # C1's
    return ops[0].name in {f"stablehlo.{n}" for n in ASYNC_BODY_OPS} or \
        f"body runs {ops[0].name}"


@constraint("async_start", 3, "type(operands...) = input_types(body)", note=_UPSTREAM)
def _(o):
    return _types_equal(o.operands, input_types(o.body)) or \
        f"operands {_show(o.operands)}; body takes {_show(input_types(o.body))}"


@constraint("async_start", 4, "type(result) = future<output_types(body)>", note=_UPSTREAM)
def _(o):
    held = getattr(o.result, "types", None)
    return (held is not None and _types_equal(held, output_types(o.body))) or \
        f"result {o.result}; body returns {_show(output_types(o.body))}"


@constraint("async_start", 5, "body uses no value defined outside it (IsolatedFromAbove)",
            note="StablehloOps.td's IsolatedFromAbove trait, which jaxlib 0.10.2's verifier "
                 "checks; upstream's spec.md does not list it.")
def _(o):
    if o.body is None:
        return True
    inside = {id(v) for b in o.body.blocks for v in b.arguments}
    inside |= {id(v) for op in o.body.walk() for v in op.results}
    inside |= {id(v) for op in o.body.walk() for r in op.regions for b in r.blocks
               for v in b.arguments}
    outer = [op.name for op in o.body.walk() if any(id(v) not in inside for v in op.operands)]
    return not outer or f"{', '.join(outer)} in body uses a value defined outside body"


@constraint("async_done", 1, "type(operand) = future<T> and type(result) = T", note=_UPSTREAM)
def _(o):
    held = getattr(o.operand, "types", None)
    return (held is not None and _types_equal((o.result,), held)) or \
        f"operand {o.operand}; result {o.result}"
