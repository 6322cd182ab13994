"""python -m reference {run, eval}: run test files, or evaluate one function on inputs.

    python -m reference run [--json] [--replicas N] [--partitions M] FILE...
        Evaluates every public function without arguments of each file (cases split on
        `// -----` lines), check ops included. Prints per file a summary and each function that
        did not pass, or with --json one line per file: {"path", "functions": [{"name",
        "status": "pass" | "fail" | "error", "message"}], "seconds"}.
        Exit status: 0 when every function passes, 1 when one fails or errs, 2 when a file
        cannot be read. Functions run on a process grid: --replicas / --partitions, else the
        module's `mhlo.num_replicas` / `mhlo.num_partitions`, else 1 x 1. A function with an
        entry in the file's `.processes.json` sidecar runs on that entry's grid, per-process
        inputs and infeed, and passes when every process's results equal the expected ones
        (format: reference.runner).

    python -m reference eval FILE --func NAME [--inputs in.npz] [--out out.npz]
                             [--replicas N] [--partitions M]
        Evaluates @NAME on the inputs (arg0, arg1, ... in argument order; see reference.npz for
        how each element type is stored) and writes its results as out0, out1, ...; without
        --out the results are printed. Exit status: 0 on success, 1 when evaluation fails (a
        check op, an unsupported op), 2 for bad input (unreadable or malformed file, unknown
        function, inputs of the wrong number, type or shape).
        On a grid of more than one process (--replicas / --partitions, or the module's
        attributes) every key carries its process: `r<replica>p<partition>/arg<i>` for inputs
        (e.g. r0p1/arg0), `r<replica>p<partition>/out<i>` for results, and what a process
        writes to its outfeed as `r<replica>p<partition>/outfeed<k>_<j>` (entry k, value j).
"""
from __future__ import annotations

import argparse
import json
import sys
import zipfile

import numpy as np

import spec
from spec.syntax.literals import format_dense
from spec.types import QuantizedElementType

from . import npz, values
from .errors import EvaluationError
from .interpreter import Interpreter
from .processes import grid_size, run_processes
from .runner import FileReport, run_file

USAGE_ERROR = 2


class InputError(Exception):
    """Bad input to the command line: reported in one line, exit status 2."""


def cmd_run(args) -> int:
    reports = [run_file(path, _grid(args)) for path in args.files]
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
    size = grid_size(module, args.replicas, args.partitions)
    if types and args.inputs is None:
        raise InputError(f"@{name} takes {len(types)} argument(s); give them with "
                         "--inputs FILE.npz (" + ("arg0, arg1" if size == (1, 1) else
                                                  "r0p0/arg0, r0p0/arg1") + ", ...)")
    if size != (1, 1):
        return _eval_grid(args, module, name, types, size)
    try:
        inputs = npz.load(args.inputs, types) if types or args.inputs else []
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


def _grid(args) -> tuple[int, int] | None:
    if args.replicas is None and args.partitions is None:
        return None
    return args.replicas or 1, args.partitions or 1


def _eval_grid(args, module, name: str, types: list, size: tuple[int, int]) -> int:
    """eval on a grid: per-process inputs and outputs keyed `r<r>p<p>/...`."""
    arrays = _npz_arrays(args.inputs) if args.inputs else {}
    pids = [(r, p) for r in range(size[0]) for p in range(size[1])]
    inputs = {pid: _process_inputs(arrays, pid, types) for pid in pids}
    stray = sorted(k for k in arrays if not any(k.startswith(_key(pid, "")) for pid in pids))
    if stray:
        raise InputError(f"{args.inputs}: keys {', '.join(stray)} name no process of a "
                         f"{size[0]} x {size[1]} grid (keys are r<replica>p<partition>/arg<i>)")
    outfeed: dict = {}
    try:
        results = run_processes(module, name, inputs, num_replicas=size[0],
                                num_partitions=size[1], outfeed=outfeed)
    except EvaluationError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    named = {}
    for pid in pids:
        named.update({_key(pid, f"out{i}"): r for i, r in enumerate(results[pid])})
        named.update({_key(pid, f"outfeed{k}_{j}"): v
                      for k, entry in enumerate(outfeed.get(pid, [])) for j, v in enumerate(entry)})
    if args.out is None:
        for key, value in named.items():
            print(f"{key}: {_text(value)}")
        return 0
    try:
        encoded = {}
        for key, value in named.items():
            encoded.update(npz.encode(value, key))
        np.savez(args.out, **encoded)
    except (OSError, npz.NpzError) as e:
        raise InputError(f"cannot write {args.out}: {e}") from None
    return 0


def _key(pid: tuple[int, int], name: str) -> str:
    return f"r{pid[0]}p{pid[1]}/{name}"


def _npz_arrays(path: str) -> dict:
    try:
        with np.load(path, allow_pickle=False) as z:
            return {k: z[k] for k in z.files}
    except (OSError, ValueError, zipfile.BadZipFile, EOFError) as e:
        raise InputError(f"cannot read {path} as .npz: {e}") from None


def _process_inputs(arrays: dict, pid: tuple[int, int], types: list) -> list:
    prefix = _key(pid, "")
    mine = {k[len(prefix):]: v for k, v in arrays.items() if k.startswith(prefix)}
    data = sorted(k for k in mine if not k.endswith(".type"))
    want = [f"arg{i}" for i in range(len(types))]
    if data != sorted(want):
        raise InputError(f"process {pid} takes {len(types)} input(s) "
                         f"({', '.join(prefix + k for k in want) or 'none'}), the file has "
                         f"{', '.join(prefix + k for k in data) or 'none'}")
    try:
        return [npz.decode(mine, k, t) for k, t in zip(want, types)]
    except npz.NpzError as e:
        raise InputError(f"{prefix}{e}") from None


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


def _grid_arguments(parser) -> None:
    parser.add_argument("--replicas", type=_positive, metavar="N",
                        help="processes per partition (default: mhlo.num_replicas, else 1); "
                             "on a grid, .npz keys are r<replica>p<partition>/arg<i>, .../out<i>")
    parser.add_argument("--partitions", type=_positive, metavar="M",
                        help="partitions (default: mhlo.num_partitions, else 1)")


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return n


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m reference",
                                 description="The StableHLO reference interpreter.")
    sub = ap.add_subparsers(dest="command", required=True)
    r = sub.add_parser("run", help="run every public function without arguments, with its checks")
    r.add_argument("files", nargs="+", metavar="FILE")
    r.add_argument("--json", action="store_true", help="one JSON object per file")
    _grid_arguments(r)
    r.set_defaults(run=cmd_run)
    e = sub.add_parser("eval", help="evaluate one function on inputs from an .npz file")
    e.add_argument("file", metavar="FILE")
    e.add_argument("--func", required=True, metavar="NAME", help="the function (without @)")
    e.add_argument("--inputs", metavar="IN.npz", help="arg0, arg1, ... (see reference.npz)")
    e.add_argument("--out", metavar="OUT.npz", help="where to write out0, out1, ...")
    _grid_arguments(e)
    e.set_defaults(run=cmd_eval)
    args = ap.parse_args(argv)
    try:
        return args.run(args)
    except InputError as e:
        print(f"error: {e}", file=sys.stderr)
        return USAGE_ERROR


if __name__ == "__main__":
    sys.exit(main())
