"""Control flow and structure: while, if, case, composite, optimization_barrier, tuple,
get_tuple_element, after_all, create_token, and jaxlib's async_start / async_done.

Regions arrive as callables (`cond(*values) -> [pred]`, `branch() -> [values]`); a region sees
the values of the regions around it (the interpreter keeps their environments), and func.call
inside a region is evaluated by the interpreter like anywhere else. Values pass through
unchanged whatever they are: tensors, quantized tensors, tokens (`values.TOKEN`), tuples
(Python tuples).

A while loop that never ends is undefined behaviour in the spec (#383); the reference does not
detect it (it loops), so programs must not rely on one.
"""
from __future__ import annotations

import numpy as np

from ..errors import EvaluationError
from ..values import TOKEN, Future, integers
from .registry import op


@op("while")
def while_(operand, *, cond, body):
    """`internal_state = operand; while cond(*internal_state): internal_state =
    body(*internal_state); results = internal_state`."""
    internal_state = list(operand)
    while _predicate(cond(*internal_state)):
        internal_state = body(*internal_state)
        if len(internal_state) != len(operand):
            raise EvaluationError(f"while_c2: body returns {len(internal_state)} value(s) for "
                                  f"{len(operand)} operand(s)")
    return internal_state


def _predicate(outputs: list) -> bool:
    """The value of cond's single 0-dimensional i1 result (C1)."""
    if len(outputs) != 1 or np.shape(outputs[0]) != () or np.asarray(outputs[0]).dtype != bool:
        raise EvaluationError("while_c1: cond must return one tensor<i1>, got "
                              f"{len(outputs)} value(s) of shapes {[np.shape(o) for o in outputs]}")
    return bool(outputs[0])


@op("if")
def if_(pred, *, true_branch, false_branch):
    """`results = pred ? true_branch() : false_branch()`."""
    return (true_branch if bool(pred) else false_branch)()


@op("case")
def case(index, *, branches):
    """`results = selected_branch()`: `branches[index]` if `0 <= index < size(branches)`, else
    `branches[-1]`."""
    if not branches:
        raise EvaluationError("case_c1: no branches")
    i = integers(index)[0]
    return (branches[i] if 0 <= i < len(branches) else branches[-1])()


@op("async_start")
def async_start(operands, *, body):
    """`result = future(body(operands...))`: upstream's spec lets an implementation run the
    body synchronously, and the reference does, so the future holds its results already."""
    return Future(tuple(body(*operands)))


@op("async_done")
def async_done(operand):
    """`result = T` where operand is the `future<T>` of an async_start (async_done C1)."""
    if not isinstance(operand, Future) or len(operand.values) != 1:
        raise EvaluationError("async_done_c1: expected the future of one tensor, got "
                              f"{type(operand).__name__}")
    return operand.values[0]


@op("composite")
def composite(inputs, *, decomposition, interpreter):
    """`results = decomposition(inputs...)`: the composite means its decomposition function."""
    return interpreter.call(decomposition, list(inputs))


@op("optimization_barrier")
def optimization_barrier(operand):
    """`result = operand` (the barrier only constrains compilers)."""
    return list(operand)


@op("tuple")
def tuple_(val):
    """`result = (val...)`."""
    return tuple(val)


@op("get_tuple_element")
def get_tuple_element(operand, *, index):
    """`result = operand[index]`, for `0 <= index < size(operand)` (C1)."""
    if not 0 <= index < len(operand):
        raise EvaluationError(f"get_tuple_element_c1: index {index} is outside a tuple of "
                              f"{len(operand)} element(s)")
    return operand[index]


@op("after_all")
def after_all(inputs):
    """`result`: a token after the inputs' (evaluation is in program order, so nothing to do)."""
    return TOKEN


@op("create_token")
def create_token():
    """A token, like after_all with no inputs (jaxlib op)."""
    return TOKEN
