"""The oracle interface: every implementation of StableHLO behind one `run(module, inputs)`.

An oracle says what it is (`name`, `version`), whether it is usable here (`available`: its
packages, a device), whether it can run a program (`supports`: every op must be one of the op
schemas of `spec.ops.OPS`, outside the oracle's declared gaps — whole families, single ops, or ops
on some element families — and every element type outside its table of unsupported ones, all
declared in oracles/gaps.toml) and runs it
(`run`), returning an `Outcome` instead of raising: a backend that refuses, crashes or hangs is
a result to record, not an exception. An oracle that runs process grids (`process_grids`) also
has `run_grid`: the program on its grid of num_replicas x num_partitions processes, each with
its own arguments, and every process's results back.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Callable, Mapping

import numpy as np

from reference.processes import grid_size
from reference.values import TOKEN, QuantizedTensor, describe
from spec.ir import Module, Op
from spec.ops import ELEMENT_FAMILIES, FAMILIES, OPS
from spec.types import QuantizedElementType, TensorType, TokenType, TupleType

from . import refinement, shardy

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
    bounds: list | None = None  # per output: the reference's error bounds (float64) or None
    totals: list | None = None  # per output: reference.propagation.Total (program bounds) or None
    lowered_totals: list | None = None  # the same on the path of upstream's CHLO lowering (its
    # [lowered] rules); None: `totals` serve both paths
    lowered: str = ""  # how the program was transformed before it ran: refined to the inputs'
    # shapes (oracles/refinement.py), CHLO lowered (oracles/lowering.py); "" when it ran as given
    processes: dict | None = None  # run_grid's: every process's outputs by (replica, partition)
    # id; `outputs` are then process (0, 0)'s

    def __post_init__(self):
        if self.status not in STATUSES:
            raise ValueError(f"unknown outcome status {self.status!r} (one of {STATUSES})")


@dataclass(frozen=True)
class Unsupported:
    """An element type an oracle cannot handle: `where` is "anywhere" (no value of the program
    may have it), "io" (function arguments and results may not) or "results" (results may not)."""

    where: str
    reason: str
    evidence: str = ""


@dataclass(frozen=True)
class OpGap:
    """Ops an oracle cannot run. Keyed in `Oracle.op_gaps` by a full op name
    (`stablehlo.custom_call`) or by `family:<family>` (a family of spec.ops.FAMILIES); `elements`
    narrows the gap to ops with a value of one of these element families (ELEMENT_FAMILIES, or
    "quantized"); empty: the op is never supported. `when`, for gaps narrower than families,
    narrows it to ops for which `when(op)` names the offending types (a non-empty string; a
    condition marked `always` holds for every op and only names what the message shows).
    `evidence`: how the gap was found. oracles/gaps.toml declares every oracle's gaps."""

    reason: str
    elements: tuple[str, ...] = ()
    when: Callable[[Op], str] | None = None
    evidence: str = ""

    def __post_init__(self):
        unknown = set(self.elements) - set(ELEMENT_FAMILIES) - {"quantized"}
        if unknown:
            raise ValueError(f"OpGap: unknown element families {sorted(unknown)}")


class Oracle(ABC):
    """One implementation of StableHLO. Subclasses set `name`, `unsupported_types` (element
    type name -> Unsupported) and `op_gaps` (see OpGap) and implement `version` and `run`."""

    name: str = ""
    unsupported_types: Mapping[str, Unsupported] = {}
    op_gaps: Mapping[str, OpGap] = {}
    tensor_io_only: bool = False
    """True for an oracle that passes only tensors in and out of the function (no token or
    tuple arguments or results)."""
    lowered_chlo: frozenset[str] | str = "*"
    """The CHLO ops this oracle needs lowered to StableHLO before it runs a program ("*": all;
    oracles/lowering.py): every oracle but XLA reads StableHLO only."""
    strips_shardy: bool = False
    """Whether the oracle gets programs without Shardy's single-process identities and
    attributes (oracles/shardy.py: it cannot read Shardy), so `supports` passes over them."""
    static_shapes: bool = True
    """Whether the oracle needs static shapes: a shape-polymorphic program (`?` in @main's
    argument types) runs refined to its inputs' shapes (oracles/refinement.py), so `supports`
    leaves its ops to be judged on the refined program, when it runs."""
    no_quantized: str = ""
    """Why the oracle cannot run programs with quantized types ("": it can)."""
    process_grids: bool = False
    """Whether `run_grid` runs a program on a process grid (num_replicas x num_partitions
    processes, each with its own arguments); an oracle without it runs one process."""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        families = {f"family:{f}" for f in FAMILIES}
        unknown = sorted(k for k in cls.op_gaps if k not in OPS and k not in families)
        if unknown:
            raise ValueError(f"{cls.__name__}.op_gaps: not an op or family: {unknown}")

    @classmethod
    def available(cls) -> tuple[bool, str]:
        """Whether this oracle can run here (its packages and device), and why not."""
        return True, ""

    @classmethod
    def gap_for(cls, name: str, families: frozenset[str] = frozenset(),
                op: Op | None = None) -> tuple[str, OpGap, str] | None:
        """The key and gap of `op_gaps` that keeps op `name` (full name, of spec.ops) with values
        of element `families` (the op itself, for gaps with `when`) out of this oracle's
        coverage, with the offending element families or types (" on ..."); None if none."""
        schema = OPS[name]
        for key in (name, f"family:{schema.family}"):
            gap = cls.op_gaps.get(key)
            if gap is None or gap.elements and not families & set(gap.elements):
                continue
            on = f" on {'/'.join(sorted(families & set(gap.elements)))} values" \
                if gap.elements else ""
            if gap.when is not None:
                types = gap.when(op) if op is not None else ""
                if not types and not getattr(gap.when, "always", False):
                    continue
                on = f" on {types}" if types else ""
            return key, gap, on
        return None

    @classmethod
    def op_support(cls, name: str, families: frozenset[str] = frozenset(),
                   op: Op | None = None) -> tuple[bool, str]:
        """Whether op `name` (full name) with values of element `families` (the op itself, for
        gaps with `when`) is within this oracle's coverage, and why not."""
        if name not in OPS:
            return False, f"{name} is not an op of spec.ops"
        found = cls.gap_for(name, families, op)
        if found is None:
            return True, ""
        _, gap, on = found
        return False, f"{cls.name} does not support {name}{on}: {gap.reason}"

    @property
    @abstractmethod
    def version(self) -> str:
        """Package versions and platform, e.g. `jaxlib 0.10.2 cpu`."""

    def supports(self, module: Module, func: str = "main") -> tuple[bool, str]:
        """Whether this oracle can run `func` of `module`, and why not."""
        if func not in {f.name for f in module.funcs}:
            return False, f"no function @{func} in the module"
        if self.no_quantized and any(
                isinstance(t.element_type, QuantizedElementType)
                for op in module.walk() for t in _tensor_types(op.result_types + op.operand_types)):
            return False, f"{self.name} does not support quantized types: {self.no_quantized}"
        if self.tensor_io_only:
            signature = module.func(func).type
            for where, types in (("argument", signature.inputs), ("result", signature.results)):
                other = [str(t) for t in types if not isinstance(t, TensorType)]
                if other:
                    return False, (f"{self.name} transfers tensors only; @{func} has a {where} "
                                   f"of type {other[0]}")
        ops = [] if self.refines(module, func) else module.walk()  # judged once refined
        for op in ops:  # (an oracle without gaps needs no element families)
            if self.strips_shardy and shardy.removable(op):
                continue
            ok, why = self.op_support(op.name, element_families(op) if self.op_gaps
                                      else frozenset(), op)
            if not ok:
                return False, why
        for where, et, entry in self.type_gaps(module, func)[:1]:
            return False, f"{self.name} does not support {et} ({where}): {entry.reason}"
        return True, ""

    def refines(self, module: Module, func: str = "main") -> bool:
        """Whether this oracle runs `func` of `module` refined to its inputs' shapes."""
        return self.static_shapes and refinement.polymorphic(module, func)

    @classmethod
    def type_gaps(cls, module: Module, func: str = "main") -> list[tuple[str, str, Unsupported]]:
        """(where, element type name, its entry) for each value of `func`'s program whose
        element type `unsupported_types` rules out there, in order."""
        if not cls.unsupported_types:
            return []
        return [(where, et, entry) for where, et in sorted(element_types_used(module, func))
                if (entry := cls.unsupported_types.get(et)) and (
                    entry.where in ("anywhere", where)
                    or (entry.where == "io" and where in ("arguments", "results")))]

    @abstractmethod
    def run(self, module: Module, inputs: list[np.ndarray], func: str = "main") -> Outcome:
        """Evaluates `func` of `module` on `inputs`; never raises for a backend failure."""

    def run_grid(self, module: Module, inputs: dict, func: str = "main") -> Outcome:
        """Evaluates `func` of `module` on its process grid (reference.processes.grid_size: the
        module's `mhlo.num_replicas` x `mhlo.num_partitions`), process (r, p) on `inputs[(r, p)]`;
        the Outcome's `processes` holds every process's outputs by id. Never raises for a
        backend failure; an oracle without `process_grids` says it runs one process."""
        return Outcome("unsupported", message=f"{self.name} runs one process; this program "
                                              f"asks for a {grid_text(module)} process grid")

    def close(self) -> None:
        """Releases the oracle's worker processes, if any."""


def version_of(oracle: Oracle) -> str:
    """`oracle.version`, or what stopped it ("unknown (RuntimeError: ...)"): the version only
    informs (a vendor's Python oracle whose version raised lost a campaign's summary)."""
    try:
        return str(oracle.version)
    except Exception as e:  # noqa: BLE001  (the version is informative only)
        return f"unknown ({type(e).__name__}: {e})"[:200]


def outcome_of(oracle: Oracle, run: Callable[..., Outcome], module: Module, inputs,
               func: str = "main") -> Outcome:
    """`run(module, inputs, func)`, a run of `oracle` (its `run`, or `run_grid` with each
    process's inputs), as an Outcome whatever it does: an exception, a value that is no
    Outcome, or outputs that are no results of @func (`malformed`) are a crash saying so, as a
    backend's failure is (an oracle never raises, by its interface; a vendor's Python oracle
    that does fails its case, not the run). The oracle gets the inputs read-only: the verdict
    and the oracles after it read them (one that wrote into them in place changed the values
    every later oracle ran on)."""
    frozen = {pid: _read_only(xs) for pid, xs in inputs.items()} if isinstance(inputs, dict) \
        else _read_only(inputs)
    try:
        outcome = run(module, frozen, func)
    except Exception as e:  # noqa: BLE001  (the oracle's failure is its case's result)
        return Outcome("crash", message=f"{oracle.name} raised {type(e).__name__}: {e}")
    if not isinstance(outcome, Outcome):
        return Outcome("crash", message=f"{oracle.name} returned {type(outcome).__name__}, "
                                        "not an Outcome")
    if outcome.status == "ok":
        function = module.func(func)
        parts = outcome.processes or {None: outcome.outputs}
        why = next((f"process {pid}: {w}" if pid is not None else w
                    for pid, outputs in parts.items()
                    if (w := malformed(function, outputs))), "")
        if why:
            return Outcome("crash", message=f"{oracle.name}: {why}")
    return outcome


def _read_only(values: list) -> list:
    """`values` with each array a read-only view of itself."""
    out = []
    for x in values:
        if isinstance(x, np.ndarray):
            x = x.view()
            x.flags.writeable = False
        out.append(x)
    return out


def malformed(function, outputs) -> str:
    """Why `outputs` (an ok Outcome's) cannot be the results of `function`: another number of
    values, or a value of another kind than its result type (a Python float for a tensor, a
    tensor for a tuple); "" when they can be (their types and shapes are judged as values
    are). An oracle that gave no outputs passed every case before."""
    results = function.type.results
    if not isinstance(outputs, (list, tuple)) or len(outputs) != len(results):
        count = len(outputs) if isinstance(outputs, (list, tuple)) else type(outputs).__name__
        return f"{count} output(s) for the {len(results)} result(s) of @{function.name}"
    for i, (value, t) in enumerate(zip(outputs, results)):
        if isinstance(t, TupleType):
            fits = isinstance(value, tuple)
        elif isinstance(t, TokenType):
            fits = value is TOKEN
        else:  # a plain array for a quantized type is a wrong value (its type is judged)
            fits = not isinstance(t, TensorType) or isinstance(
                value, (np.ndarray, np.generic, QuantizedTensor))
        if not fits:
            return f"output {i} of @{function.name} is {describe(value)}, not a value of {t}"
    return ""


def grid_text(module: Module) -> str:
    """`R x P`: the process grid `module` asks for (its mhlo.num_replicas, mhlo.num_partitions)."""
    return "{} x {}".format(*grid_size(module))


def element_types_used(module: Module, func: str = "main") -> set[tuple[str, str]]:
    """(where, element type name) for every tensor value of the module, where is "arguments" or
    "results" for `func`'s signature and "values" for everything else."""
    f = module.func(func)
    used = {("arguments", n) for n in _names(f.type.inputs)}
    used |= {("results", n) for n in _names(f.type.results)}
    for op in module.walk():
        used |= {("values", n) for n in _names(op.result_types + op.operand_types)}
    return used


def element_families(op) -> frozenset[str]:
    """The element families (ELEMENT_FAMILIES and "quantized") of `op`'s operands and results."""
    found = set()
    for t in _tensor_types(op.operand_types + op.result_types):
        et = t.element_type
        if isinstance(et, QuantizedElementType):
            found.add("quantized")
            continue
        found.add(et.kind)
        if et.kind in ("signed", "unsigned"):
            found.add("integer")
    return frozenset(found)


def _tensor_types(types) -> list[TensorType]:
    out = []
    for t in types:
        if isinstance(t, TupleType):
            out += _tensor_types(t.types)
        elif isinstance(t, TensorType):
            out.append(t)
    return out


def _names(types) -> list[str]:
    out = []
    for t in _tensor_types(types):
        et = t.element_type
        out.append((et.storage_type if isinstance(et, QuantizedElementType) else et).name)
    return out
