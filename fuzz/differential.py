"""One program through every oracle: the findings it makes.

Valid programs (from fuzz.strategies) run on the reference (with error bounds) and on every
other oracle that supports them, and each oracle's outputs are judged by oracles.verdict.judge
(the rule of the op computing each output, the reference's error bounds, the op's declared
Unspecified conditions, the oracle's allowances of known_divergences.toml). A program on a
process grid (the collectives') runs on the oracles that run grids (`process_grids`: a vendor's
command with `grids`), each process on its own inputs (`oracles.process_inputs`: process (0, 0)
the drawn ones, the others seeded by the program's text; every process the drawn ones where the
reference rejects the program with those, whose values it constrains: a dynamic root, an
index), and every process's outputs are judged. Invalid programs
(the negative cases of corpus/constraints, or fuzz.mutate's) go to the verifiers: ours
(spec.verify), the official one (jaxlib's `ir.Module.parse`) and XLA's compile; each must
reject. Valid programs go to the official verifier too, which must accept them: with the
invalid ones, every generated program is a differential test of the two verifiers. XLA parses with the official verifier, so its acceptance of a program the official
verifier accepts is the same divergence: it is noted in the official finding's message, not a
finding of its own. A result the reference or our verifier gets wrong is not a finding but an
`internal` note: those are bugs of this project.
"""
from __future__ import annotations

import re
import zlib
from dataclasses import dataclass, field

import numpy as np

import spec
import spec.verify
from oracles import OracleError, make, process_inputs, random_inputs
from oracles.base import Outcome, outcome_of
from oracles.lowering import chlo_lowered
from oracles.reference import Reference
from oracles.verdict import bounded_outputs, case_key, judge, unspecified_masks
from reference.errors import EvaluationError
from reference.processes import grid_size, run_processes
from spec import attributes as A
from spec.ir import Block, Func, Module, Op, Region
from spec.official import official_verdict
from spec.types import FunctionType, TensorType

from .findings import Finding
from .strategies_base import Given
from .known import ROOT, known_reason, known_rejection


@dataclass
class Result:
    """What one program did: its op and key, per-oracle statuses, findings, internal notes."""

    op: str
    key: str
    valid: bool
    statuses: dict = field(default_factory=dict)
    findings: list = field(default_factory=list)
    internal: list = field(default_factory=list)
    violated: list = field(default_factory=list)


@dataclass
class _Prepared:
    """A valid program after our verifier and the reference: `expected` is the reference's
    Outcome when it ran (None otherwise), `masks` the ignored elements of each output."""

    text: str
    inputs: list
    op: str
    module: object
    result: Result
    expected: object = None
    masks: list | None = None
    processes: dict | None = None  # a grid program's inputs by process (None: one process)


def merge(modules) -> "spec.Module":
    """One module whose @main calls every module's @main in turn (func.call) with its own
    arguments and returns all their results in order. Module j's functions are renamed
    `p<j>_<name>` (and private), with every symbol reference in its ops; nothing moves
    between functions, so no value crosses a function boundary."""
    funcs, inputs, results = [], [], []
    for j, m in enumerate(modules):
        copy = spec.parse(spec.print_module(m))
        for f in copy.funcs:
            f.name, f.visibility = f"p{j}_{f.name}", "private"
            for op in f.walk():
                for k, a in op.attributes.items():
                    if isinstance(a, A.SymbolRefAttr):
                        op.attributes[k] = A.SymbolRefAttr((f"p{j}_{a.path[0]}",) + a.path[1:])
            funcs.append(f)
        main = copy.func(f"p{j}_main")
        inputs += list(main.type.inputs)
        results += list(main.type.results)
    block = Block(inputs)
    returned, k = [], 0
    for j, m in enumerate(modules):
        t = m.func("main").type
        call = Op("func.call", block.arguments[k:k + len(t.inputs)], list(t.results),
                  {"callee": A.SymbolRefAttr((f"p{j}_main",))})
        k += len(t.inputs)
        block.append(call)
        returned += call.results
    block.append(Op("func.return", returned))
    main = Func("main", FunctionType(tuple(inputs), tuple(results)), Region([block]))
    return spec.parse(spec.print_module(Module([main] + funcs)))


@dataclass(frozen=True)
class InvalidCase:
    name: str  # "<file stem>/<case>"
    text: str
    expected: tuple[str, ...]


def invalid_cases() -> list[InvalidCase]:
    """Every negative case of corpus/constraints/*.mlir, in file order."""
    out = []
    for path in sorted((ROOT / "corpus" / "constraints").glob("*.mlir")):
        for chunk in path.read_text().split("// -----"):
            name = re.search(r"^// case: (\S+)", chunk, re.M)
            expected = re.search(r"^// expected: (.+)$", chunk, re.M)
            if name and expected and expected.group(1).strip() != "valid":
                out.append(InvalidCase(f"{path.stem}/{name.group(1)}", chunk,
                                       tuple(expected.group(1).split())))
    return out


class Checker:
    """The oracles of a campaign, built once per worker."""

    def __init__(self, oracles: list[str], time_limit: float = 30.0, command: str | None = None,
                 grids: bool = False):
        """`grids`: the command oracle's executable reads the grid form of the protocol."""
        self.names = [n for n in oracles if n != "reference"]
        self.reference = Reference(bounds=True)
        self.oracles = [make(n, command=command, time_limit=time_limit, grids=grids)
                        for n in self.names]

    def close(self) -> None:
        for o in self.oracles:
            o.close()

    # --- valid programs ----------------------------------------------------------------------
    def valid(self, text: str, inputs: list, op: str, only: str | None = None) -> "Result":
        """Runs the program; `only` restricts the other side to one oracle (shrinking)."""
        p = self._prepare(text, inputs, op)
        if p.expected is not None:
            for oracle in self._others(p, only):
                self._against(p, oracle, self._run(p, oracle))
        return p.result

    def valid_batch(self, programs: list[tuple[str, list, str]]) -> list["Result"]:
        """`valid` of each (text, inputs, op), the other oracles running one merged module
        (`merge`) for all the programs they support; a program whose part of the merged run
        diverges runs alone, and a merged run that did not succeed is bisected. A program on a
        process grid runs alone."""
        prepared = [self._prepare(*p) for p in programs]
        ready = [p for p in prepared if p.expected is not None]
        for oracle in self.oracles:
            group = [p for p in ready if oracle in self._others(p, None)]
            alone = [p.processes is not None for p in group]  # a grid program is not merged
            merged = self._merged_run(oracle, [p for p, a in zip(group, alone) if not a])
            merged = iter(merged)
            for p, a in zip(group, alone):
                part = None if a else next(merged)
                if part is None or self._judge(p, oracle.name, part) is not None:
                    part = self._run(p, oracle)
                self._against(p, oracle, part)
        return [p.result for p in prepared]

    def _prepare(self, text, inputs, op) -> "_Prepared":
        module = spec.parse(text)
        result = Result(op, case_key(module.func("main")), True)
        p = _Prepared(text, list(inputs), op, module, result)
        problems = spec.verify.verify(module)
        if problems:
            p.result.internal.append(f"generated {op} program fails our verifier: {problems[0]}")
            return p
        self._official_on_valid(p)
        grid = grid_size(module)
        if grid != (1, 1):
            p.processes = process_inputs(  # the values the generator chose: every process's
                list(module.func("main").type.inputs), inputs, grid,
                f"{zlib.crc32(text.encode()):08x}",
                [i for i, x in enumerate(inputs) if isinstance(x, Given)])
        try:
            expected = reference_run(self.reference, module, inputs, p.processes)
            if p.processes and expected.status == "rejected":
                # values the program constrains (a dynamic root, an index) drawn at random in
                # the other processes: every process on the drawn inputs instead
                p.processes = {pid: list(inputs) for pid in p.processes}
                expected = reference_run(self.reference, module, inputs, p.processes)
        except Exception as e:  # noqa: BLE001  (a bug of the reference: an internal note)
            p.result.statuses["reference"] = "crash"
            p.result.internal.append(f"reference raised on {op}: {type(e).__name__}: {e}"[:300])
            return p
        p.result.statuses["reference"] = expected.status
        if expected.status != "ok":
            if expected.status != "unsupported":
                p.result.internal.append(f"reference {expected.status} on {op}: "
                                         f"{expected.message[:300]}")
            return p
        try:
            p.masks = unspecified_masks(module, inputs, bounded=bounded_outputs(expected))
        except Exception as e:  # noqa: BLE001  (a bug of the reference's Unspecified masks)
            p.result.internal.append(f"reference's Unspecified mask raised on {op}: "
                                     f"{type(e).__name__}: {e}"[:300])
            return p
        p.expected = expected
        return p

    def _others(self, p: "_Prepared", only: str | None) -> list:
        """The oracles that run `p` (recording the others' status as unsupported)."""
        out = []
        for oracle in self.oracles:
            if only is not None and oracle.name != only:
                continue
            if not oracle.supports(p.module)[0] or _needs_processes(p.module) and not (
                    getattr(oracle, "process_grids", False) and not _host(p.module)):
                p.result.statuses[oracle.name] = "unsupported"
            else:
                out.append(oracle)
        return out

    def _run(self, p: "_Prepared", oracle):
        if p.processes:
            return outcome_of(oracle, oracle.run_grid, p.module, p.processes)
        return outcome_of(oracle, oracle.run, p.module, p.inputs)

    def _merged_run(self, oracle, group: list) -> list:
        """Each program's Outcome out of a run of the merged module (None: the program runs
        alone). A merged run that crashed or timed out runs every program alone: each crash or
        timeout restarts the oracle's worker (about 0.6 s for XLA, the time limit for a
        timeout), which costs more than compiling the programs one by one, while halving would
        crash again at every level. A merged run rejected (or failed otherwise) is split in
        halves, each run merged again, down to single programs."""
        if len(group) < 2:
            return [None] * len(group)
        outcome = outcome_of(oracle, oracle.run, merge([p.module for p in group]),
                             [x for p in group for x in p.inputs])
        if outcome.status in ("crash", "timeout"):
            return [None] * len(group)
        if outcome.status != "ok":
            half = len(group) // 2
            return self._merged_run(oracle, group[:half]) + self._merged_run(oracle, group[half:])
        parts, k = [], 0
        for p in group:
            n = len(p.module.func("main").type.results)
            parts.append(Outcome("ok", outcome.outputs[k:k + n]))
            k += n
        return parts

    def _against(self, p: "_Prepared", oracle, outcome) -> None:
        p.result.statuses[oracle.name] = outcome.status
        f = self._judge(p, oracle.name, outcome)
        if f:
            f.program, f.inputs = p.text, list(p.inputs)
            f.known = known_reason(f)
            p.result.findings.append(f)

    def _judge(self, p: "_Prepared", name: str, outcome) -> Finding | None:
        """The finding of `outcome` (oracle `name`'s run of `p`), or None when it passes; on a
        grid, of the first process whose outputs fail."""
        if p.processes and outcome.status == "ok":
            return next((f for pid in p.processes
                         if (f := self._judge_process(p, name, outcome, pid))), None)
        verdict = judge(p.module, p.inputs, p.expected, outcome, name, masks=p.masks,
                        rerun=lambda flushed: self.reference.run(p.module, flushed))
        return self._finding(p, name, outcome, verdict, p.expected.outputs)

    def _judge_process(self, p: "_Prepared", name: str, outcome, pid) -> Finding | None:
        """The finding of process `pid`'s outputs of a grid run (its message names the
        process), or None."""
        mine = Outcome("ok", outcome.processes[pid], lowered=outcome.lowered)
        expected = p.expected.processes[pid]
        verdict = judge(p.module, p.processes[pid], Outcome("ok", expected), mine, name)
        f = self._finding(p, name, mine, verdict, expected)
        if f is not None:
            f.message = f"process {pid}: {f.message}"
        return f

    def _finding(self, p: "_Prepared", name: str, outcome, verdict, expected) -> Finding | None:
        if verdict.status in ("pass", "unsupported"):
            return None
        outputs = {"reference": expected}
        lowered = chlo_lowered(outcome.lowered)
        if verdict.status != "fail":
            outputs[name] = outcome.message
            return Finding(verdict.kind, p.op, verdict.key, name, "reference", outcome.status,
                           outcome.message, "", outputs=outputs, lowered=lowered)
        outputs[name] = outcome.outputs
        return Finding("wrong-result", p.op, verdict.key, name, "reference",
                       verdict.failed.rule.split(" (")[0], verdict.message, "", outputs=outputs,
                       lowered=lowered)

    def _official_on_valid(self, p: "_Prepared") -> None:
        """The official verifier on a generated program ours accepts: a rejection is a
        wrong-rejection finding of "official" (known when spec/verifier_divergences.toml
        records a rejection of the constraint or pattern it matches)."""
        valid, message = official_verdict(p.module)
        p.result.statuses["official"] = {True: "ok", False: "rejected", None: "unsupported"}[valid]
        if valid is False:
            f = Finding("wrong-rejection", p.op, p.result.key, "official", "spec", "must accept",
                        f"our verifier accepts this generated {p.op} program; jaxlib's verifier "
                        f"rejects it: {message}", p.text, inputs=list(p.inputs))
            f.known = known_rejection(message)
            p.result.findings.append(f)

    # --- invalid programs --------------------------------------------------------------------
    def invalid(self, case: InvalidCase) -> "Result":
        module = spec.parse(case.text)
        result = Result(_main_op(module), case.expected[0], False, violated=list(case.expected))
        ours = sorted({d.constraint for d in spec.verify.verify(module)})
        result.statuses["ours"] = "rejected" if ours else "ok"
        if ours != sorted(set(case.expected)):
            result.internal.append(f"our verifier on {case.name}: expected "
                                   f"{list(case.expected)}, got {ours}")
        valid, _ = official_verdict(module)
        result.statuses["official"] = {True: "ok", False: "rejected", None: "unsupported"}[valid]
        if valid:
            self._accepted(result, case, "official", "accepted by jaxlib's verifier")
        for oracle in self.oracles:
            status, message = self._compile(oracle, module)
            result.statuses[oracle.name] = status
            if status == "ok" and valid:  # XLA parses with the official verifier: one finding
                f = result.findings[0]
                f.message += f" (and {oracle.name}, which parses with it, compiled and ran it)"
            elif status in ("ok", "crash", "timeout"):
                kind = "wrong-acceptance" if status == "ok" else status
                self._accepted(result, case, oracle.name, message or "compiled and ran", kind)
        return result

    def _accepted(self, result, case, oracle, message, kind="wrong-acceptance") -> None:
        f = Finding(kind, result.op, case.expected[0], oracle, "spec", "must reject",
                    f"{case.name} breaks {', '.join(case.expected)}: {message}", case.text,
                    expected=list(case.expected), outputs={oracle: message})
        f.known = known_reason(f, case.name)
        result.findings.append(f)

    @staticmethod
    def _compile(oracle, module) -> tuple[str, str]:
        """(status, message) of XLA compiling and running `module` on generated inputs;
        "unsupported" for other oracles (they have no separate compile) and where no inputs
        can be made (dynamic shapes, quantized types)."""
        if oracle.name not in ("xla", "xla-gpu") or not oracle.supports(module)[0]:
            return "unsupported", ""
        try:
            inputs = random_inputs(list(module.func("main").type.inputs), 0)
        except OracleError as e:
            return "unsupported", str(e)
        outcome = oracle.run(module, inputs)
        return outcome.status, outcome.message[:500]


HOST_OPS = frozenset({"stablehlo.infeed", "stablehlo.outfeed", "stablehlo.send",
                      "stablehlo.recv"})
"""Ops that talk to the host or other processes: only the reference runs programs with them
(on a process grid with generated feeds); other oracles report such programs unsupported."""


def _needs_processes(module) -> bool:
    return grid_size(module) != (1, 1) or _host(module)


def _host(module) -> bool:
    return any(op.name in HOST_OPS for op in module.walk())


def reference_run(oracle: Reference, module, inputs, processes: dict | None = None):
    """The reference's Outcome for `module`: in process, or, for a module with a process grid
    (`mhlo.num_replicas` / `mhlo.num_partitions`) or host transfers, on the grid of
    `reference.run_processes` where each process gets its inputs of `processes` (every process
    `inputs` without it), every infeed and host recv reads generated entries (seeded by their
    types), and process (0, 0)'s results are the outputs (no error bounds), every process's
    in `Outcome.processes`."""
    if not _needs_processes(module):
        return oracle.run(module, inputs)
    ok, why = oracle.supports(module)
    if not ok:
        return Outcome("unsupported", message=why)
    grid = grid_size(module)
    pids = [(r, p) for r in range(grid[0]) for p in range(grid[1])]
    try:
        feeds, host = _feeds(module)
        results = run_processes(module, inputs={pid: list(processes[pid] if processes else inputs)
                                                for pid in pids},
                                infeed={pid: list(feeds) for pid in pids}, host_inputs=host,
                                outfeed={}, host_outputs={}, timeout=20.0)
    except (EvaluationError, ValueError) as e:
        internal = isinstance(e, EvaluationError) and e.__cause__ is not None \
            and not isinstance(e.__cause__, EvaluationError)
        return Outcome("crash" if internal else "rejected", message=str(e))
    return Outcome("ok", results[(0, 0)], processes=results)


def _feeds(module):
    """(infeed entries, host inputs by channel) for the infeed and host-recv ops of `module`:
    one entry per op execution site, values from oracles.random_inputs (seeded by position)."""
    infeed, host = [], {}
    for k, op in enumerate(module.walk()):
        tensors = [t for t in op.result_types if isinstance(t, TensorType)]
        if op.name == "stablehlo.infeed":
            infeed.append([np.asarray(x) for x in random_inputs(tensors, k)])
        elif op.name == "stablehlo.recv":
            handle = op.attributes["channel_handle"]
            channel = handle["handle"] if hasattr(handle, "__getitem__") else 1
            host.setdefault(int(getattr(channel, "value", channel)), []).append(
                [np.asarray(x) for x in random_inputs(tensors, k)])
    return infeed, host


def _main_op(module) -> str:
    ops = [op for op in module.func("main").ops if op.name.startswith("stablehlo.")]
    return ops[-1].mnemonic if ops else "func"
