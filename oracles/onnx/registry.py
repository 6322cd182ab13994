"""The translator's handlers, one per op: `handler(graph, op, inputs) -> outputs`, keyed in
`HANDLERS` by the op's full name.

`handles("add")` registers a function for `stablehlo.add` (a name with a dialect, such as
`func.call`, is taken as it is); a name that is not an op of `spec.ops.OPS` is a ValueError at
import. The family modules register their handlers when imported (the package's `__init__`
imports them all).
"""
from __future__ import annotations

from typing import Callable

from spec.ops import OPS

HANDLERS: dict[str, Callable] = {}


def op_name(name: str) -> str:
    """The full op name of a handler's name (`add` -> `stablehlo.add`), checked against OPS."""
    full = name if "." in name else f"stablehlo.{name}"
    if full not in OPS:
        raise ValueError(f"ONNX handler for {name!r}: not an op of spec.ops")
    return full


def register(name: str, handler: Callable) -> Callable:
    HANDLERS[op_name(name)] = handler
    return handler


def handles(*names: str):
    """Registers the decorated function as the handler of ops `names`."""
    def decorate(fn):
        for n in names:
            register(n, fn)
        return fn
    return decorate
