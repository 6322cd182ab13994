"""reference: the reference interpreter, the dynamic semantics of StableHLO.

    >>> import numpy as np, reference
    >>> reference.evaluate('func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {'
    ...                    ' %y = stablehlo.add %x, %x : tensor<2xf32>'
    ...                    ' return %y : tensor<2xf32> }', [np.array([1, 2], np.float32)])
    [array([2., 4.], dtype=float32)]
"""
from __future__ import annotations

from spec import Module, parse

from . import checks, ops  # noqa: F401  (importing them registers every op implementation)
from . import propagation_chlo  # noqa: F401  (registers the chlo ops' rules in propagation)
from . import propagation_gauge  # noqa: F401  (the sign gauges of factors, in propagation)
from .bounds import evaluate_with_bounds
from .errors import CheckFailure, EvaluationError, NotImplementedYet
from .interpreter import Interpreter, Process
from .processes import run_processes
from .runner import run_file, run_text
from .values import TOKEN, QuantizedTensor


def evaluate(module: Module | str, args: list, func: str = "main") -> list:
    """Evaluates function `func` of `module` (a Module or its text) on `args` (numpy arrays of
    the argument types' dtypes, `QuantizedTensor`s, `TOKEN`, tuples) and returns its results.
    Raises EvaluationError (or CheckFailure from a check op) with the op and its location."""
    if isinstance(module, str):
        module = parse(module)
    return Interpreter(module).call(func, list(args))


__all__ = ["evaluate", "evaluate_with_bounds", "run_processes", "run_file", "run_text", "Interpreter", "Process", "EvaluationError", "CheckFailure", "NotImplementedYet", "TOKEN",
           "QuantizedTensor"]
