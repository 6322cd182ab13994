"""python -m reference {run, eval}: run test files, or evaluate one function on inputs. A FILE
is read by its content (spec.program_files: StableHLO text, MLIR bytecode, portable and
jax.export artifacts).

    python -m reference run [--json] [--replicas N] [--partitions M] [--probe-dir DIR] FILE...
        Evaluates every public function without arguments of each file (cases split on
        `// -----` lines), check ops included, except those an interpreter.run_parallel runs
        (upstream's interpreter tests run that way). Prints per file a summary and each function that
        did not pass, or with --json one line per file: {"path", "functions": [{"name",
        "status": "pass" | "fail" | "error", "message"}], "seconds"}.
        Exit status (docs/cli.md): 0 when every function passes, 1 when one fails or errs, 2 when
        a file cannot be read or holds no program. Functions run on a process grid: --replicas / --partitions, else the
        module's `mhlo.num_replicas` / `mhlo.num_partitions`, else 1 x 1. A function with an
        entry in the file's `.processes.json` sidecar runs on that entry's grid, per-process
        inputs and infeed, and passes when every process's results equal the expected ones
        (format: reference.runner). interpreter.probe records values in --probe-dir (index.csv
        and probe<N>.npy files, format: reference.probes; each function's
        check.expect_serialized_eq reads what that function recorded), by default a temporary
        directory removed after each function; interpreter.print writes to standard output.

    python -m reference eval FILE --func NAME [--inputs in.npz] [--out out.npz]
                             [--replicas N] [--partitions M] [--probe-dir DIR]
        Evaluates @NAME on the inputs (arg0, arg1, ... in argument order; see reference.npz for
        how each element type is stored) and writes its results as out0, out1, ...; without
        --out the results are printed. Exit status: 0 on success, 1 when evaluation fails (a
        check op, an unsupported op), 2 for bad input (unreadable or malformed file, a file
        without a program, unknown function, inputs of the wrong number, type or shape).
        On a grid of more than one process (--replicas / --partitions, or the module's
        attributes) every key carries its process: `r<replica>p<partition>/arg<i>` for inputs
        (e.g. r0p1/arg0), `r<replica>p<partition>/out<i>` for results, and what a process
        writes to its outfeed as `r<replica>p<partition>/outfeed<k>_<j>` (entry k, value j).
        Queues (on a 1 x 1 grid without the `r<replica>p<partition>/` prefix):
          in:  [r<r>p<p>/]infeed<k>_<j>   value j of entry k of the process's infeed queue
               host/recv<c>_<k>_<j>       value j of the k-th entry the host sends on channel c
                                          (read by recv with is_host_transfer)
          out: [r<r>p<p>/]outfeed<k>_<j>  value j of the k-th outfeed entry of the process
               host/send<c>_<k>_<j>       value j of the k-th send to the host on channel c
        Values count from 0 without gaps; an entry number with no key is an entry of no
        values (an infeed / recv of a token only). Queue values carry no declared type: each
        is the tensor of its numpy dtype (bool as i1, int8 as i8, ...), or of the element type
        named under `<key>.type` (needed for bf16, f8, i4, quantized types and tokens); the
        infeed / recv that reads it checks it against its result types.
"""
from __future__ import annotations

import argparse
import io
import json
import re
import sys
import zipfile

import numpy as np

import spec
from spec.program_files import ProgramError, read_program_text
from spec.syntax import Parser
from spec.types import TensorType, TokenType, element_type_of_dtype

from . import npz, probes, values
from .errors import EvaluationError
from .interpreter import Interpreter, Process, time_limit
from .processes import Grid, grid_size, run_processes
from .runner import FileReport, run_file

USAGE_ERROR = 2

EVAL_KEYS = """.npz keys (on a grid of more than one process, prefix each process's own keys with
r<replica>p<partition>/, e.g. r0p1/arg0; host/ keys are shared):
  --inputs  arg<i>                 argument i
            infeed<k>_<j>          value j of entry k of the infeed queue
            host/recv<c>_<k>_<j>   value j of the k-th entry the host sends on channel c
  --out     out<i>                 result i
            outfeed<k>_<j>         value j of the k-th outfeed entry
            host/send<c>_<k>_<j>   value j of the k-th send to the host on channel c
Queue values take their element type from their numpy dtype, or from <key>.type (needed for
bf16, f8, i4, quantized types and token); entry numbers without keys are empty entries."""


class InputError(Exception):
    """Bad input to the command line: reported in one line, exit status 2."""


def cmd_run(args) -> int:
    reports = []
    for path in args.files:
        with time_limit(args.time_limit):
            reports.append(run_file(path, _grid(args), args.probe_dir))
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
        head = (f"{report.path}: no public function without arguments to run (a function "
                "that takes arguments, such as a model's @main, runs with `python -m reference "
                "eval FILE --func NAME --inputs in.npz`)")
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
    arrays = _npz_arrays(args.inputs) if args.inputs else {}
    infeed, host_inputs = _queues(arrays, size)
    queues = dict(infeed=infeed, outfeed={}, host_inputs=host_inputs, host_outputs={})
    if size == (1, 1):
        inputs = {(0, 0): _lone_inputs(arrays, types) if args.inputs else []}
    else:
        inputs = _grid_inputs(args.inputs, arrays, size, types)
    try:
        with time_limit(args.time_limit), probes.session(args.probe_dir):
            if size == (1, 1):
                results = {(0, 0): _evaluate_lone(module, name, inputs[0, 0], queues)}
            else:
                results = run_processes(module, name, inputs, num_replicas=size[0],
                                        num_partitions=size[1], **queues)
    except RecursionError:
        print("error: the program nests deeper than the reference can evaluate (Python's "
              f"recursion limit {sys.getrecursionlimit()})", file=sys.stderr)
        return 1
    except EvaluationError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # noqa: BLE001  (a bug in the reference: still one line)
        print(f"error: internal error in the reference ({type(e).__name__}: {e})",
              file=sys.stderr)
        return 1
    return _write(args.out, _named_outputs(results, queues, size))


def _lone_inputs(arrays: dict, types: list) -> list:
    """The arguments of a 1 x 1 evaluation, read by reference.npz's rules (arg<i>, arr_<i> or
    out<i> keys) from the arrays left when the queue keys are taken out."""
    buffer = io.BytesIO()
    np.savez(buffer, **arrays)
    buffer.seek(0)
    try:
        return npz.load(buffer, types)
    except npz.NpzError as e:
        raise InputError(str(e)) from None


def _evaluate_lone(module, name: str, inputs: list, queues: dict) -> list:
    """One process with its own grid (so its queues are the caller's): messages name no
    process."""
    grid = Grid(1, 1, **queues)
    return Interpreter(module, Process(0, 0, 1, 1, grid)).call(name, inputs)


def _grid(args) -> tuple[int, int] | None:
    if args.replicas is None and args.partitions is None:
        return None
    return args.replicas or 1, args.partitions or 1


def _grid_inputs(path, arrays: dict, size: tuple[int, int], types: list) -> dict:
    """Each process's arguments, keyed r<r>p<p>/arg<i>."""
    pids = [(r, p) for r in range(size[0]) for p in range(size[1])]
    stray = sorted(k for k in arrays if not any(k.startswith(_key(pid, "")) for pid in pids))
    if stray:
        raise InputError(f"{path}: keys {', '.join(stray)} name no process of a "
                         f"{size[0]} x {size[1]} grid (keys are r<replica>p<partition>/arg<i>)")
    return {pid: _process_inputs(arrays, pid, types) for pid in pids}


def _named_outputs(results: dict, queues: dict, size: tuple[int, int]) -> dict:
    """Results, outfeeds and sends to the host under their .npz keys."""
    lone = size == (1, 1)
    named = {}
    for pid, values_ in results.items():
        prefix = "" if lone else _key(pid, "")
        named.update({f"{prefix}out{i}": r for i, r in enumerate(values_)})
        named.update({f"{prefix}outfeed{k}_{j}": v for k, entry
                      in enumerate(queues["outfeed"].get(pid, [])) for j, v in enumerate(entry)})
    sends = sorted(queues["host_outputs"].items())
    named.update({f"host/send{c}_{k}_{j}": v for c, entries in sends
                  for k, entry in enumerate(entries) for j, v in enumerate(entry)})
    return named


def _write(out: str | None, named: dict) -> int:
    if out is None:
        for key, value in named.items():
            print(f"{key}: {values.literal(value)}")
        return 0
    try:
        encoded = {}
        for key, value in named.items():
            encoded.update(npz.encode(value, key))
        np.savez(out, **encoded)
    except (OSError, npz.NpzError) as e:
        raise InputError(f"cannot write {out}: {e}") from None
    return 0


def _key(pid: tuple[int, int], name: str) -> str:
    return f"{npz.process_key(pid)}{name}"


# Queue keys of --inputs: [r<r>p<p>/]infeed<k>_<j> and host/recv<channel>_<k>_<j>
_INFEED_KEY = re.compile(r"(?:r(\d+)p(\d+)/)?infeed(\d+)_(\d+)")
_HOST_KEY = re.compile(r"host/recv(\d+)_(\d+)_(\d+)")


def _queues(arrays: dict, size: tuple[int, int]) -> tuple[dict, dict]:
    """Takes the infeed and host-input keys out of `arrays`: (infeed by process id, host
    inputs by channel id), each a list of entries (lists of values)."""
    infeed, host = {}, {}
    for key in sorted(k for k in arrays if not k.endswith(".type")):
        if m := _INFEED_KEY.fullmatch(key):
            pid = _queue_process(key, m, size)
            infeed.setdefault(pid, {})[int(m[3]), int(m[4])] = _untyped(arrays, key)
        elif m := _HOST_KEY.fullmatch(key):
            host.setdefault(int(m[1]), {})[int(m[2]), int(m[3])] = _untyped(arrays, key)
        else:
            continue
        arrays.pop(key)
        arrays.pop(f"{key}.type", None)
    return ({pid: _entries(found, f"the infeed of process {pid}") for pid, found in infeed.items()},
            {c: _entries(found, f"host channel {c}") for c, found in host.items()})


def _queue_process(key: str, m, size: tuple[int, int]) -> tuple[int, int]:
    lone = size == (1, 1)
    if (m[1] is None) != lone:
        form = "infeed<k>_<j>" if lone else "r<replica>p<partition>/infeed<k>_<j>"
        raise InputError(f"{key}: on a {size[0]} x {size[1]} grid infeed keys are {form}")
    pid = (0, 0) if lone else (int(m[1]), int(m[2]))
    if pid[0] >= size[0] or pid[1] >= size[1]:
        raise InputError(f"{key} names no process of a {size[0]} x {size[1]} grid")
    return pid


def _entries(found: dict, where: str) -> list[list]:
    """{(entry, value): v} as a list of entries; an entry number with no key is an empty entry,
    value numbers must count from 0 without gaps."""
    entries = []
    for k in range(max(e for e, _ in found) + 1):
        js = sorted(j for e, j in found if e == k)
        if js != list(range(len(js))):
            raise InputError(f"{where}: entry {k} has values {js}; they must count from 0 "
                             "without gaps")
        entries.append([found[k, j] for j in js])
    return entries


def _untyped(arrays: dict, key: str):
    """The value under `key` by its own type: `<key>.type` names the element type (or token),
    else its numpy dtype does."""
    data, named = arrays[key], arrays.get(f"{key}.type")
    try:
        if named is not None and str(named) == "token":
            return npz.decode(arrays, key, TokenType())
        et = _element_type(str(named), key) if named is not None \
            else element_type_of_dtype(data.dtype)
        return npz.decode(arrays, key, TensorType(tuple(data.shape), et))
    except KeyError:
        raise InputError(f"{key} has numpy dtype {data.dtype}, which is no element type: name "
                         f"one under {key}.type (e.g. bf16)") from None
    except npz.NpzError as e:
        raise InputError(str(e)) from None


def _element_type(text: str, key: str):
    try:
        return Parser(f"tensor<{text}>").parse_type().element_type
    except spec.ParseError as e:
        raise InputError(f"{key}.type: {text!r} is no element type ({e.message})") from None


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
        text, _ = read_program_text(path)
    except ProgramError as e:
        raise InputError(str(e)) from None
    if spec.is_blank(text):
        raise InputError(f"no module or function in {path}")
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


def _grid_arguments(parser) -> None:
    parser.add_argument("--replicas", type=_positive, metavar="N",
                        help="processes per partition (default: mhlo.num_replicas, else 1); "
                             "on a grid, .npz keys are r<replica>p<partition>/arg<i>, .../out<i>")
    parser.add_argument("--partitions", type=_positive, metavar="M",
                        help="partitions (default: mhlo.num_partitions, else 1)")


def _time_arguments(parser) -> None:
    parser.add_argument("--time-limit", type=float, default=600.0, metavar="SECONDS",
                        help="stop an evaluation after this long (default 600; per file for "
                             "run): a loop that never ends ends as an error")


def _probe_argument(parser) -> None:
    parser.add_argument("--probe-dir", metavar="DIR",
                        help="where interpreter.probe records values (index.csv and .npy "
                             "files; default: a temporary directory, removed afterwards)")


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
    r.add_argument("files", nargs="+", metavar="FILE", help="StableHLO text files")
    r.add_argument("--json", action="store_true", help="one JSON object per file")
    _grid_arguments(r)
    _time_arguments(r)
    _probe_argument(r)
    r.set_defaults(run=cmd_run)
    e = sub.add_parser("eval", help="evaluate one function on inputs from an .npz file",
                       epilog=EVAL_KEYS, formatter_class=argparse.RawDescriptionHelpFormatter)
    e.add_argument("file", metavar="FILE", help="a StableHLO text file")
    e.add_argument("--func", required=True, metavar="NAME", help="the function (without @)")
    e.add_argument("--inputs", metavar="IN.npz",
                   help="arg0, arg1, ... (see reference.npz), infeed and host inputs (below)")
    e.add_argument("--out", metavar="OUT.npz",
                   help="where to write out0, out1, ..., outfeeds and host outputs (below)")
    _grid_arguments(e)
    _time_arguments(e)
    _probe_argument(e)
    e.set_defaults(run=cmd_eval)
    args = ap.parse_args(argv)
    try:
        return args.run(args)
    except InputError as e:
        print(f"error: {e}", file=sys.stderr)
        return USAGE_ERROR


if __name__ == "__main__":
    sys.exit(main())
