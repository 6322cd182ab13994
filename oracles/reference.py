"""This project's reference interpreter as an oracle (in process: it raises, it does not abort)."""
from __future__ import annotations

import sys
import time
from importlib.metadata import PackageNotFoundError, version

import numpy as np

import reference
from reference import run_processes
from reference.errors import EvaluationError, EvaluationTimeout, NotImplementedYet, ResourceLimit
from reference.interpreter import time_limit
from reference.ops.registry import IMPLEMENTATIONS
from reference.propagation import evaluate_with_lowered_totals, evaluate_with_totals
from spec.ir import Module

from .base import Oracle, Outcome
from .compare import lowered_program_allowance, lowering_widens, program_allowance

STRUCTURAL = frozenset({"func.return", "stablehlo.return", "sdy.return", "func.call"})
"""Ops the interpreter evaluates itself, without a registered implementation."""


class Reference(Oracle):
    """`Reference(bounds=True)` also returns each output's per-element error bound in
    `Outcome.bounds` (reference/bounds.py; None for outputs it cannot bound), for
    `compare(..., bound=...)`, and its program bound in `Outcome.totals`
    (reference/propagation.py, each op's own allowance from its tolerance rule), computed once
    more in `Outcome.lowered_totals` with the rules of upstream's CHLO lowering where they are
    larger (for the oracles that run the program lowered)."""

    name = "reference"
    lowered_chlo = frozenset()  # it runs CHLO ops itself
    process_grids = True
    static_shapes = False
    """It evaluates a shape-polymorphic program as written, dynamic ops and shape assertions
    included (oracles/refinement.py says why)."""

    def __init__(self, bounds: bool = False, time_limit: float | None = None):
        self.bounds = bounds
        self.time_limit = time_limit

    @property
    def version(self) -> str:
        try:
            return f"stablehlo-conformance {version('stablehlo-conformance')}"
        except PackageNotFoundError:
            return "stablehlo-conformance (checkout)"

    def supports(self, module: Module, func: str = "main") -> tuple[bool, str]:
        missing = sorted({op.name for op in module.walk()} - STRUCTURAL - set(IMPLEMENTATIONS))
        if missing:
            return False, "not implemented in the reference yet: " + ", ".join(missing)
        return super().supports(module, func)

    def run(self, module: Module, inputs: list[np.ndarray], func: str = "main") -> Outcome:
        ok, why = self.supports(module, func)
        if not ok:
            return Outcome("unsupported", message=why)
        start = time.perf_counter()
        try:
            totals = lowered_totals = None
            with time_limit(self.time_limit):
                if self.bounds and lowering_widens(module):  # both paths in one evaluation
                    outputs, bounds, totals, lowered_totals = evaluate_with_lowered_totals(
                        module, list(inputs), func, program_allowance, lowered_program_allowance)
                elif self.bounds:
                    outputs, bounds, totals = evaluate_with_totals(module, list(inputs), func,
                                                                   program_allowance)
                else:
                    outputs, bounds = reference.evaluate(module, list(inputs), func), None
        except Exception as e:  # noqa: BLE001  (sorted by _failure, the others re-raised)
            return _failure(e, self.time_limit)
        return Outcome("ok", outputs, run_seconds=time.perf_counter() - start, bounds=bounds,
                       totals=totals, lowered_totals=lowered_totals)

    def run_grid(self, module: Module, inputs: dict, func: str = "main") -> Outcome:
        """`reference.run_processes` on the module's grid (no error bounds: a grid's values
        are moved or combined by the collectives, which the comparison judges exactly)."""
        ok, why = self.supports(module, func)
        if not ok:
            return Outcome("unsupported", message=why)
        start = time.perf_counter()
        try:
            with time_limit(self.time_limit):
                results = run_processes(module, func, {p: list(x) for p, x in inputs.items()})
        except Exception as e:  # noqa: BLE001  (sorted by _failure, the others re-raised)
            return _failure(e, self.time_limit)
        return Outcome("ok", results[0, 0], run_seconds=time.perf_counter() - start,
                       processes=results)


def _failure(e: Exception, limit: float | None) -> Outcome:
    """The Outcome of an evaluation that raised `e` (re-raised when it is none of the
    interpreter's errors)."""
    if isinstance(e, EvaluationTimeout):
        return Outcome("timeout", message=f"reference: {e} of {limit:g} s")
    if isinstance(e, RecursionError):
        return Outcome("crash", message="reference: the program nests deeper than Python's "
                                        f"recursion limit ({sys.getrecursionlimit()})")
    if isinstance(e, ResourceLimit):  # the program asks for more than the reference holds
        return Outcome("unsupported", message=f"reference: resource limit: {e}")
    if isinstance(e, NotImplementedYet):
        return Outcome("unsupported", message=str(e))
    if isinstance(e, EvaluationError):
        internal = e.__cause__ is not None and not isinstance(e.__cause__, EvaluationError)
        return Outcome("crash" if internal else "rejected", message=str(e))
    raise e
