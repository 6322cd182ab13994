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
