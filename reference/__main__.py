"""python -m reference {run, eval}: run test files, or evaluate one function on inputs.

    python -m reference run [--json] FILE...
        Evaluates every public function without arguments of each file (cases split on
        `// -----` lines), check ops included. Prints per file a summary and each function that
        did not pass, or with --json one line per file: {"path", "functions": [{"name",
        "status": "pass" | "fail" | "error", "message"}], "seconds"}.
        Exit status: 0 when every function passes, 1 when one fails or errs, 2 when a file
        cannot be read.

    python -m reference eval FILE --func NAME [--inputs in.npz] [--out out.npz]
        Evaluates @NAME on the inputs (arg0, arg1, ... in argument order; see reference.npz for
        how each element type is stored) and writes its results as out0, out1, ...; without
        --out the results are printed. Exit status: 0 on success, 1 when evaluation fails (a
        check op, an unsupported op), 2 for bad input (unreadable or malformed file, unknown
        function, inputs of the wrong number, type or shape).
"""
from __future__ import annotations

import argparse
import json
import sys

import spec
from spec.syntax.literals import format_dense
from spec.types import QuantizedElementType

from . import npz, values
from .errors import EvaluationError
from .interpreter import Interpreter
from .runner import FileReport, run_file

USAGE_ERROR = 2


class InputError(Exception):
    """Bad input to the command line: reported in one line, exit status 2."""


def cmd_run(args) -> int:
    reports = [run_file(path) for path in args.files]
    for report in reports:
        print(json.dumps(report.to_json()) if args.json else _summary(report), flush=True)
    if not args.json and len(reports) > 1:
        print(_total(reports))
    if not all(r.readable for r in reports):
        return USAGE_ERROR
    return 0 if all(r.passed for r in reports) else 1


def _counts(functions) -> dict[str, int]:
    return {s: sum(f.status == s for f in functions) for s in ("pass", "fail", "error")}


def _total(reports: list[FileReport]) -> str:
    counts = _counts([f for r in reports for f in r.functions])
    return (f"total: {len(reports)} files, {counts['pass']} passed, {counts['fail']} failed, "
            f"{counts['error']} errors ({sum(r.seconds for r in reports):.2f} s)")


def _summary(report: FileReport) -> str:
    counts = _counts(report.functions)
    head = (f"{report.path}: {counts['pass']} passed, {counts['fail']} failed, "
            f"{counts['error']} errors ({report.seconds:.2f} s)")
    if not report.functions:
        head = f"{report.path}: no public function without arguments to run"
    lines = [f"  {f.status.upper()} @{f.name}: {f.message}"
             for f in report.functions if f.status != "pass"]
    return "\n".join([head] + lines)


def cmd_eval(args) -> int:
    name = args.func.removeprefix("@")
    module = _module(args.file, name)
    func = next(f for f in module.funcs if f.name == name)
    if func.body is None:
        raise InputError(f"@{name} is a declaration without a body")
    types = list(func.type.inputs)
    if args.inputs is None:
        if types:
            raise InputError(f"@{name} takes {len(types)} argument(s); give them with "
                             "--inputs FILE.npz (arg0, arg1, ...)")
        inputs = []
    else:
        try:
            inputs = npz.load(args.inputs, types)
        except npz.NpzError as e:
            raise InputError(str(e)) from None
    try:
        results = Interpreter(module).call(name, inputs)
    except EvaluationError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # noqa: BLE001  (a bug in the reference: still one line)
        print(f"error: internal error in the reference ({type(e).__name__}: {e})",
              file=sys.stderr)
        return 1
    if args.out is None:
        for i, r in enumerate(results):
            print(f"out{i}: {_text(r)}")
        return 0
    try:
        npz.save(args.out, results)
    except (OSError, npz.NpzError) as e:
        raise InputError(f"cannot write {args.out}: {e}") from None
    return 0


def _module(path: str, name: str) -> spec.Module:
    """The module (the case of a split file) that defines @name; cases that do not parse
    matter only when no other case defines it."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(f"cannot read {path}: {e}") from None
    found, errors = [], []
    for first_line, chunk in spec.split_input_file(text):
        try:
            module = spec.parse(chunk, path)
        except spec.ParseError as e:
            errors.append(f"{path}:{e.line + first_line - 1}:{e.column}: error: {e.message}")
            continue
        if any(f.name == name for f in module.funcs):
            found.append(module)
    if not found and errors:
        raise InputError(errors[0])
    if len(found) != 1:
        where = "no case" if not found else f"{len(found)} cases"
        raise InputError(f"{path}: {where} of the file define(s) a function @{name}")
    return found[0]


def _text(value) -> str:
    if value is values.TOKEN or isinstance(value, tuple):
        return values.describe(value)
    t = values.type_of(value)
    data = value.storage if isinstance(value, values.QuantizedTensor) else value
    et = t.element_type
    storage = et.storage_type if isinstance(et, QuantizedElementType) else et
    return f"dense<{format_dense(data, storage)}> : {t}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m reference",
                                 description="The StableHLO reference interpreter.")
    sub = ap.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="run every public function without arguments, with its checks")
    r.add_argument("files", nargs="+", metavar="FILE")
    r.add_argument("--json", action="store_true", help="one JSON object per file")
    r.set_defaults(run=cmd_run)
    e = sub.add_parser("eval", help="evaluate one function on inputs from an .npz file")
    e.add_argument("file", metavar="FILE")
    e.add_argument("--func", required=True, metavar="NAME", help="the function (without @)")
    e.add_argument("--inputs", metavar="IN.npz", help="arg0, arg1, ... (see reference.npz)")
    e.add_argument("--out", metavar="OUT.npz", help="where to write out0, out1, ...")
    e.set_defaults(run=cmd_eval)
    args = ap.parse_args(argv)
    try:
        return args.run(args)
    except InputError as e:
        print(f"error: {e}", file=sys.stderr)
        return USAGE_ERROR


if __name__ == "__main__":
    sys.exit(main())
