"""Runs test files: every public function without arguments, with its check ops.

A file holds one case, or several separated by `// -----` lines (as `spec parse
--split-input-file` reads them). Each case is parsed on its own; each public function of it
that takes no arguments is evaluated (private functions run only when called; functions with
arguments need inputs, see `python -m reference eval`). A function passes when it evaluates
without error, its check ops included; it fails when a check op fails; anything else is an
error: a case that does not parse, an op or element type the reference does not evaluate
(message starting with "not implemented: "), an invalid program.
"""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass, field

import spec
from spec import attributes as A
from spec.ir import Module

from .errors import CheckFailure, EvaluationError, NotImplementedYet
from .interpreter import INTERPRETED, Interpreter
from .ops.registry import IMPLEMENTATIONS



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
    readable: bool = True  # False: the file could not be read (its one entry says why)

    @property
    def passed(self) -> bool:
        return all(f.status == "pass" for f in self.functions)

    def to_json(self) -> dict:
        return {"path": self.path, "functions": [asdict(f) for f in self.functions],
                "seconds": round(self.seconds, 6)}


def run_file(path: str) -> FileReport:
    """Runs every case of the file at `path`. An unreadable file is one error entry."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        return FileReport(path, [FunctionReport(f"<{path}>", "error", f"cannot read: {e}")],
                          readable=False)
    return run_text(text, path)


def run_text(text: str, path: str = "<input>") -> FileReport:
    """Runs every case of `text` (a file's contents; `path` names it in messages)."""
    start = time.perf_counter()
    report = FileReport(path)
    for first_line, chunk in spec.split_input_file(text):
        report.functions += run_case(chunk, path, first_line)
    report.seconds = time.perf_counter() - start
    return report


def run_case(text: str, path: str = "<input>", first_line: int = 1) -> list[FunctionReport]:
    """Parses one case (starting at line `first_line` of the file) and runs its functions."""
    try:
        module = spec.parse(text, path)
    except spec.ParseError as e:
        line = e.line + first_line - 1
        return [FunctionReport(f"<case at line {first_line}>", "error",
                               f"{path}:{line}:{e.column}: error: {e.message}")]
    return run_module(module)


def run_module(module: Module) -> list[FunctionReport]:
    """Evaluates each public function of `module` that takes no arguments."""
    return [run_function(module, func.name) for func in entry_functions(module)]


def entry_functions(module: Module) -> list:
    """The functions a run evaluates: public, with a body, without arguments."""
    return [f for f in module.funcs
            if f.visibility == "public" and not f.type.inputs and f.body is not None]


def run_function(module: Module, name: str) -> FunctionReport:
    """Evaluates function @name without arguments: pass, fail (a check op) or error."""
    missing = missing_ops(module, name)
    if missing:
        return FunctionReport(name, "error", "not implemented: the reference does not evaluate "
                              + ", ".join(missing) + " yet")
    try:
        Interpreter(module).call(name, [])
    except CheckFailure as e:
        return FunctionReport(name, "fail", str(e))
    except NotImplementedYet as e:
        return FunctionReport(name, "error", f"not implemented: {e}")
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
