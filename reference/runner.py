"""Runs test files: every public function without arguments, with its check ops.

A file holds one case, or several separated by `// -----` lines (as `spec parse
--split-input-file` reads them). Each case is parsed on its own; each public function of it
that takes no arguments is evaluated (private functions run only when called; functions with
arguments need inputs, see `python -m reference eval`), except the functions an
`interpreter.run_parallel` runs as its programs or infeed (they run in its processes; so a file
in upstream's style, a @main running its programs through run_parallel, runs as upstream's
`stablehlo-translate --interpret` runs it). A function passes when it evaluates
without error, its check ops included; it fails when a check op fails; anything else is an
error: a case that does not parse, an op or element type the reference does not evaluate
(message starting with "not implemented: "), an invalid program. Each function's probes
(`interpreter.probe`) go to a probe session of its own (reference/probes.py) in the run's probe
directory, a temporary one unless the caller names one.

Multi-process cases: a file `X.mlir` may have a sidecar `X.processes.json`, a list of entries
`{"case": NAME, "num_replicas": R, "num_partitions": P, "inputs": {"(r, p)": [VALUE...]},
"outputs": {"(r, p)": [VALUE...]}, "infeed": {"(r, p)": [[VALUE...]...]}, "outfeed":
{"(r, p)": [[VALUE...]...]}, "host": {"CHANNEL": [[VALUE...]...]}}` where each VALUE is
`{"type": "tensor<...>", "value": nested list}`. Function @NAME then runs on an R x P grid
(`reference.processes`), each process on its inputs and infeed (and the host's entries for
recv with is_host_transfer, by channel id); it passes when every process's
results equal the expected outputs (the `check.expect_eq` rule) and, when the entry has
"outfeed", what each process wrote to its outfeed equals the expected entries. Other functions
without arguments run on the grid the module's `mhlo.num_replicas` / `mhlo.num_partitions` attributes
give (or the caller's `grid`), 1 x 1 by default.
"""
from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field

import spec
from spec import attributes as A
from spec.ir import Module
from spec.program_files import ProgramError, read_program_text
from spec.syntax import Parser
from spec.types import TensorType

from . import checks, probes, values
from .errors import CheckFailure, EvaluationError, NotImplementedYet, ResourceLimit
from .interpreter import INTERPRETED
from .ops.registry import IMPLEMENTATIONS
from .processes import run_processes



@dataclass
class FunctionReport:
    name: str
    status: str  # "pass" | "fail" | "error"
    message: str = ""


@dataclass
class FileReport:
    path: str
    functions: list[FunctionReport] = field(default_factory=list)
    seconds: float = 0.0
    readable: bool = True  # False: the file could not be read or is blank (its one entry says why)

    @property
    def passed(self) -> bool:
        return all(f.status == "pass" for f in self.functions)

    def to_json(self) -> dict:
        return {"path": self.path, "functions": [asdict(f) for f in self.functions],
                "seconds": round(self.seconds, 6)}


def run_file(path: str, grid: tuple[int, int] | None = None,
             probe_dir: str | None = None) -> FileReport:
    """Runs every case of the file at `path` (read by its content: spec.program_files). An
    unreadable file is one error entry."""
    try:
        text, _ = read_program_text(path)
    except ProgramError as e:
        return FileReport(path, [FunctionReport(f"<{path}>", "error", str(e))], readable=False)
    return run_text(text, path, grid, probe_dir)


def run_text(text: str, path: str = "<input>", grid: tuple[int, int] | None = None,
             probe_dir: str | None = None) -> FileReport:
    """Runs every case of `text` (a file's contents; `path` names it in messages and locates
    its `.processes.json` sidecar). `grid` (replicas, partitions) overrides the modules';
    probes are recorded in `probe_dir` (a temporary directory when None)."""
    if spec.is_blank(text):
        return FileReport(path, [FunctionReport(f"<{path}>", "error",
                                                f"no module or function in {path}")],
                          readable=False)
    start = time.perf_counter()
    report = FileReport(path)
    for first_line, chunk in spec.split_input_file(text):
        report.functions += run_case(chunk, path, first_line, grid, probe_dir)
    report.seconds = time.perf_counter() - start
    return report


def run_case(text: str, path: str = "<input>", first_line: int = 1,
             grid: tuple[int, int] | None = None,
             probe_dir: str | None = None) -> list[FunctionReport]:
    """Parses one case (starting at line `first_line` of the file) and runs its functions."""
    try:
        module = spec.parse(text, path)
    except spec.ParseError as e:
        line = e.line + first_line - 1
        return [FunctionReport(f"<case at line {first_line}>", "error",
                               f"{path}:{line}:{e.column}: error: {e.message}")]
    try:
        cases = sidecar_cases(path)
    except SidecarError as e:
        return [FunctionReport(f"<{sidecar_path(path)}>", "error", str(e))]
    return run_module(module, cases, grid, probe_dir)


def run_module(module: Module, cases: dict | None = None, grid: tuple[int, int] | None = None,
               probe_dir: str | None = None) -> list[FunctionReport]:
    """Evaluates each public function of `module` that takes no arguments, and each function
    that `cases` (from a sidecar: name -> entry) gives inputs and expected outputs."""
    return [run_function(module, func.name, (cases or {}).get(func.name), grid, probe_dir)
            for func in entry_functions(module, cases)]


def entry_functions(module: Module, cases: dict | None = None) -> list:
    """The functions a run evaluates: public, with a body, without arguments or with a
    sidecar entry in `cases`, and not run by an `interpreter.run_parallel`."""
    parallel = run_parallel_functions(module)
    return [f for f in module.funcs if f.body is not None and f.name not in parallel and (
        f.name in (cases or {}) or (f.visibility == "public" and not f.type.inputs))]


def run_parallel_functions(module: Module) -> set[str]:
    """The functions that the module's `interpreter.run_parallel` ops run (programs and
    infeed)."""
    return {name for op in module.walk() if op.name == "interpreter.run_parallel"
            for attr in op.attributes.values() for name in _symbols(attr)}


def run_function(module: Module, name: str, case: dict | None = None,
                 grid: tuple[int, int] | None = None,
                 probe_dir: str | None = None) -> FunctionReport:
    """Evaluates function @name on a process grid (its sidecar `case`, or without arguments)
    in a probe session of its own in `probe_dir` (temporary when None): pass, fail (a check
    op, an output that differs from the expected one) or error."""
    missing = missing_ops(module, name)
    if missing:
        return FunctionReport(name, "error", "not implemented: the reference does not evaluate "
                              + ", ".join(missing) + " yet")
    with probes.session(probe_dir):
        return _run_function(module, name, case, grid)


def _run_function(module: Module, name: str, case: dict | None,
                  grid: tuple[int, int] | None) -> FunctionReport:
    try:
        if case is None:
            run_processes(module, name, num_replicas=grid and grid[0],
                          num_partitions=grid and grid[1])
        else:
            _run_sidecar_case(module, name, case)
    except CheckFailure as e:
        return FunctionReport(name, "fail", str(e))
    except NotImplementedYet as e:
        return FunctionReport(name, "error", f"not implemented: {e}")
    except ResourceLimit as e:
        return FunctionReport(name, "error", f"resource limit: {e}")
    except EvaluationError as e:
        return FunctionReport(name, "error", str(e))
    except Exception as e:  # noqa: BLE001  (a bug in the reference is a result too)
        return FunctionReport(name, "error", f"internal error in the reference "
                              f"({type(e).__name__}: {e})")
    return FunctionReport(name, "pass")


def missing_ops(module: Module, name: str | None = None) -> list[str]:
    """The ops that the reference does not implement, sorted: of the whole module, or of
    function @name and the functions it reaches (func.call, called_computations, ...)."""
    funcs = {f.name: f for f in module.funcs}
    todo, seen, ops = [name] if name else list(funcs), set(), set()
    while todo:
        func = funcs.get(todo.pop())
        if func is None or func.name in seen or func.body is None:
            continue
        seen.add(func.name)
        for op in func.body.walk():
            ops.add(op.name)
            todo += [s for attr in op.attributes.values() for s in _symbols(attr)]
    return sorted(o for o in ops if o not in IMPLEMENTATIONS and o not in INTERPRETED)


def _symbols(attr):
    if isinstance(attr, A.SymbolRefAttr):
        yield attr.name
    elif isinstance(attr, A.ArrayAttr):
        for item in attr.items:
            yield from _symbols(item)


# ---------------------------------------------------------------------------------------------
# Multi-process cases: .processes.json sidecars

class SidecarError(EvaluationError):
    """A sidecar that cannot be read; the message says where and why."""


def sidecar_path(path: str) -> str:
    return path[:-len(".mlir")] + ".processes.json" if path.endswith(".mlir") else ""


_SIDECARS: dict[str, dict] = {}


def sidecar_cases(path: str) -> dict:
    """The entries of the sidecar of the file at `path`, by case name ({} when it has none)."""
    side = sidecar_path(path)
    if side not in _SIDECARS:
        try:
            with open(side, encoding="utf-8") as f:
                entries = json.load(f)
        except FileNotFoundError:
            entries = []
        except (OSError, ValueError) as e:
            raise SidecarError(f"cannot read {side}: {e}") from None
        if not isinstance(entries, list) or not all(
                isinstance(e, dict) and "case" in e for e in entries):
            raise SidecarError(f"{side}: expected a list of objects with a \"case\" name")
        _SIDECARS[side] = {e["case"]: e for e in entries}
    return _SIDECARS[side]


def _run_sidecar_case(module: Module, name: str, case: dict) -> None:
    """Runs @name on the case's grid, inputs and infeed; raises CheckFailure naming the
    process and result that differ from the expected outputs."""
    grid = case.get("num_replicas", 1), case.get("num_partitions", 1)
    inputs = per_process(case.get("inputs", {}), lambda vs: [parse_value(v) for v in vs])
    infeed = per_process(case.get("infeed", {}),
                          lambda entries: [[parse_value(v) for v in e] for e in entries])
    host = {int(channel): [[parse_value(v) for v in e] for e in entries]
            for channel, entries in case.get("host", {}).items()}
    outfeed: dict = {}
    results = run_processes(module, name, inputs, num_replicas=grid[0],
                            num_partitions=grid[1], infeed=infeed, outfeed=outfeed,
                            host_inputs=host)
    for pid, expected in per_process(case.get("outputs", {}),
                                      lambda vs: [parse_value(v) for v in vs]).items():
        _expect_values(results[pid], expected, f"process {pid}: result")
    for pid, entries in per_process(case.get("outfeed", {}), lambda es: es).items():
        written = outfeed.get(pid, [])
        if len(written) != len(entries):
            raise CheckFailure(f"process {pid}: {len(written)} outfeed entries, expected "
                               f"{len(entries)}")
        for k, (w, e) in enumerate(zip(written, entries)):
            _expect_values(w, [parse_value(v) for v in e],
                           f"process {pid}: outfeed entry {k}, value")


def _expect_values(actual: list, expected: list, where: str) -> None:
    """`actual` equals `expected` value by value (the `check.expect_eq` rule)."""
    if len(actual) != len(expected):
        raise CheckFailure(f"{where} count: {len(actual)} value(s), expected {len(expected)}")
    for i, (a, e) in enumerate(zip(actual, expected)):
        try:
            checks.expect_eq(a, e)
        except CheckFailure as failure:
            raise CheckFailure(f"{where} {i}: {failure}") from None


def per_process(table: dict, read) -> dict:
    """`{"(r, p)": x}` as `{(r, p): read(x)}`."""
    out = {}
    for key, x in table.items():
        try:
            r, p = (int(s) for s in key.strip("()").split(","))
        except ValueError:
            raise SidecarError(f"process key {key!r} is not \"(replica, partition)\"") from None
        out[r, p] = read(x)
    return out


def parse_value(entry: dict):
    """`{"type": "tensor<2xi64>", "value": [1, 2]}` as a tensor value (storage values for a
    quantized type; "!stablehlo.token" for a token)."""
    try:
        text, data = entry["type"], entry.get("value")
    except (TypeError, KeyError):
        raise SidecarError(f"a value must be {{\"type\", \"value\"}}, got {entry!r}") from None
    if text == "!stablehlo.token":
        return values.TOKEN
    try:
        type = Parser(text).parse_type()
        attr = Parser(f"dense<{json.dumps(data)}> : {_storage_type(type)}").parse_attribute()
    except spec.ParseError as e:
        raise SidecarError(f"value {entry!r}: {e.message}") from None
    return values.tensor(attr.array, type)


def _storage_type(type) -> str:
    et = type.element_type
    storage = getattr(et, "storage_type", et)
    return str(TensorType(tuple(type.shape), storage))
