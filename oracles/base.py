"""The oracle interface: every implementation of StableHLO behind one `run(module, inputs)`.

An oracle says what it is (`name`, `version`), whether it can run a program (`supports`, from
the element types the program uses and the oracle's table of unsupported ones) and runs it
(`run`), returning an `Outcome` instead of raising: a backend that refuses, crashes or hangs is
a result to record, not an exception.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Mapping

import numpy as np

from spec.ir import Module
from spec.types import QuantizedElementType, TensorType, TupleType

STATUSES = ("ok", "rejected", "unsupported", "crash", "timeout")
"""ok: outputs are valid; rejected: the backend refused the program as invalid; unsupported:
the oracle cannot run this program (an op or element type it lacks); crash: the backend died or
failed unexpectedly; timeout: it ran past the time limit."""


@dataclass
class Outcome:
    status: str
    outputs: list[np.ndarray] = field(default_factory=list)
    message: str = ""
    compile_seconds: float = 0.0
    run_seconds: float = 0.0

    def __post_init__(self):
        if self.status not in STATUSES:
            raise ValueError(f"unknown outcome status {self.status!r} (one of {STATUSES})")


@dataclass(frozen=True)
class Unsupported:
    """An element type an oracle cannot handle: `where` is "anywhere" (no value of the program
    may have it), "io" (function arguments and results may not) or "results" (results may not)."""

    where: str
    reason: str


class Oracle(ABC):
    """One implementation of StableHLO. Subclasses set `name` and `unsupported_types` (element
    type name -> Unsupported) and implement `version` and `run`."""

    name: str = ""
    unsupported_types: Mapping[str, Unsupported] = {}

    @property
    @abstractmethod
    def version(self) -> str:
        """Package versions and platform, e.g. `jaxlib 0.10.2 cpu`."""

    def supports(self, module: Module, func: str = "main") -> tuple[bool, str]:
        """Whether this oracle can run `func` of `module`, and why not."""
        for where, et in element_types_used(module, func):
            entry = self.unsupported_types.get(et)
            if entry and (entry.where == "anywhere" or entry.where == where
                          or (entry.where == "io" and where in ("arguments", "results"))):
                return False, f"{self.name} does not support {et} ({where}): {entry.reason}"
        return True, ""

    @abstractmethod
    def run(self, module: Module, inputs: list[np.ndarray], func: str = "main") -> Outcome:
        """Evaluates `func` of `module` on `inputs`; never raises for a backend failure."""

    def close(self) -> None:
        """Releases the oracle's worker processes, if any."""


def element_types_used(module: Module, func: str = "main") -> set[tuple[str, str]]:
    """(where, element type name) for every tensor value of the module, where is "arguments" or
    "results" for `func`'s signature and "values" for everything else."""
    f = module.func(func)
    used = {("arguments", n) for n in _names(f.type.inputs)}
    used |= {("results", n) for n in _names(f.type.results)}
    for op in module.walk():
        used |= {("values", n) for n in _names(op.result_types + op.operand_types)}
    return used


def _names(types) -> list[str]:
    out = []
    for t in types:
        if isinstance(t, TupleType):
            out += _names(t.types)
        elif isinstance(t, TensorType):
            et = t.element_type
            out.append((et.storage_type if isinstance(et, QuantizedElementType) else et).name)
    return out
