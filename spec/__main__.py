"""python -m spec {parse, print, verify, export}: read programs (StableHLO text, or the binary
forms of spec.program_files), report errors, print the generic form, verify programs against
the spec's constraints, export the machine-readable spec.

Exit status (docs/cli.md): 0 every case parses (is valid), 1 a case does not parse (is
invalid), 2 a file cannot be read or holds no program (only whitespace and comments), or a
usage error."""
from __future__ import annotations

import argparse
import json
import sys

from .export import export
from .official import recorded_acceptance
from .program_files import ProgramError, read_program_text
from .syntax import ParseError, is_blank, parse, print_module, split_input_file
from .verify import verify

USAGE_ERROR = 2
"""The exit status of an unreadable file, a file without a program and a bad option."""


class InputError(Exception):
    """A file that cannot be read or holds no program: the message says which and why."""


def _cases(path: str, text: str, split: bool):
    """(case name, first line, text) for each case of the file (blank chunks of a split file
    are no cases)."""
    if not split:
        return [(path, 1, text)]
    return [(f"{path}#{i}", line, chunk) for i, (line, chunk) in enumerate(split_input_file(text))
            if not is_blank(chunk)]


def _read(path: str) -> str:
    """The text of file `path` ('-': stdin), read by its content (spec.program_files: text,
    MLIR bytecode, portable and jax.export artifacts); InputError when it cannot be read or is
    blank."""
    try:
        text = sys.stdin.read() if path == "-" else read_program_text(path)[0]
    except (OSError, UnicodeDecodeError) as e:
        raise InputError(f"cannot read: {e}") from None
    except ProgramError as e:
        raise InputError(str(e)) from None
    if is_blank(text):
        raise InputError(f"no module or function in {path}")
    return text


def _shifted(e: ParseError, first_line: int, name: str) -> dict:
    return {"message": e.message, "line": e.line + first_line - 1, "column": e.column,
            "source_line": e.source_line}


def cmd_parse(args) -> int:
    status = 0
    for path in args.files:
        try:
            text = _read(path)
        except InputError as e:
            status = USAGE_ERROR
            _report(args, {"path": path, "ok": False, "error": {"message": str(e)}})
            continue
        for name, line, chunk in _cases(path, text, args.split_input_file):
            try:
                parse(chunk, path)
                _report(args, {"path": name, "ok": True, "error": None})
            except ParseError as e:
                status = max(status, 1)
                err = _shifted(e, line, name)
                _report(args, {"path": name, "ok": False, "error": err}, e, line)
    return status


def _report(args, record: dict, error: ParseError | None = None, first_line: int = 1) -> None:
    if args.json:
        print(json.dumps(record))
    elif record["ok"]:
        print(f"{record['path']}: ok")
    elif error is not None:
        print(error.formatted(first_line))
    else:
        print(f"{record['path']}: error: {record['error']['message']}")


def cmd_print(args) -> int:
    try:
        text = _read(args.file)
    except InputError as e:
        print(f"{args.file}: error: {e}", file=sys.stderr)
        return USAGE_ERROR
    status = 0
    outputs = []
    for name, line, chunk in _cases(args.file, text, args.split_input_file):
        try:
            outputs.append(print_module(parse(chunk, args.file)))
        except ParseError as e:
            status = 1
            print(e.formatted(line), file=sys.stderr)
    sys.stdout.write("// -----\n".join(outputs))
    return status


def cmd_verify(args) -> int:
    invalid, unreadable = False, False
    for path in args.files:
        try:
            text = _read(path)
        except InputError as e:
            unreadable = True
            _verdict(args, path, [{"op": None, "constraint": "read", "line": None,
                                   "message": str(e)}])
            continue
        for name, line, chunk in _cases(path, text, args.split_input_file):
            try:
                module = parse(chunk, path)
                diags = [{"op": d.op, "constraint": d.constraint,
                          "line": None if d.line is None else d.line + line - 1,
                          "message": d.message} for d in verify(module)]
                for d in diags:
                    entry = recorded_acceptance(module, d["constraint"])
                    if entry is not None:
                        d["divergence"] = entry["case"]
                        d["message"] += (f" (a recorded divergence: upstream's verifier accepts "
                                         f"this; spec/verifier_divergences.toml, case "
                                         f"{entry['case']})")
            except ParseError as e:
                diags = [{"op": None, "constraint": "parse", "line": e.line + line - 1,
                          "message": e.message}]
            invalid |= bool(diags)
            _verdict(args, name, diags)
    return USAGE_ERROR if unreadable else 1 if invalid else 0


def _verdict(args, case: str, diags: list[dict]) -> None:
    if args.json:
        print(json.dumps({"case": case, "valid": not diags, "diagnostics": diags}))
        return
    if not diags:
        print(f"{case}: valid")
    for d in diags:
        where = f":{d['line']}" if d["line"] else ""
        op = f" {d['op']}:" if d["op"] else ""
        print(f"{case}{where}:{op} [{d['constraint']}] {d['message']}")


def cmd_export(args) -> int:
    doc = export()
    text = json.dumps(doc, indent=1 if args.indent else None, ensure_ascii=False)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text + "\n")
    else:
        print(text)
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m spec", description=__doc__)
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("parse", help="parse files; report each as ok or with its error")
    p.add_argument("files", nargs="+", metavar="FILE", help="StableHLO text files ('-' for stdin)")
    p.add_argument("--json", action="store_true", help='one JSON object per file: {"path", "ok", "error"}')
    p.add_argument("--split-input-file", action="store_true", help="treat '// -----' chunks as cases")
    p.set_defaults(run=cmd_parse)
    q = sub.add_parser("print", help="print a file in the generic form (jaxlib's parser accepts it)")
    q.add_argument("file", metavar="FILE", help="a StableHLO text file ('-' for stdin)")
    q.add_argument("--split-input-file", action="store_true", help="treat '// -----' chunks as cases")
    q.set_defaults(run=cmd_print)
    v = sub.add_parser("verify", help="verify programs: the structural rules and every "
                       "constraint C1..Cn; exits 1 if a case is invalid")
    v.add_argument("files", nargs="+", metavar="FILE", help="StableHLO text files ('-' for stdin)")
    v.add_argument("--json", action="store_true", help='one JSON object per case: {"case", '
                   '"valid", "diagnostics": [{"op", "constraint", "line", "message"}]}')
    v.add_argument("--split-input-file", action="store_true", help="treat '// -----' chunks as cases")
    v.set_defaults(run=cmd_verify)
    x = sub.add_parser("export", help="write the machine-readable spec (types, ops, constraints) "
                       "as one JSON document (schema: docs/spec-export.schema.json)")
    x.add_argument("--json", action="store_true", help="JSON output (the only format)")
    x.add_argument("--indent", action="store_true", help="indent the JSON")
    x.add_argument("--out", metavar="FILE", help="write to FILE instead of stdout")
    x.set_defaults(run=cmd_export)
    args = ap.parse_args(argv)
    try:
        return args.run(args)
    except BrokenPipeError:  # the reader (e.g. `| head`) stopped reading
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
