"""python -m oracles list | run | table (docs/oracles.md).

    list                      each oracle: available or not (and why), its version
    run --oracles a,b FILE    runs a function of FILE on each oracle, prints each Outcome and the
                              verdict of every other oracle's outputs against the first's
    table                     the op x oracle support table (docs/oracle-support.md)

`run` exits with 0 when every oracle that produced outputs agrees with the first, 1 when one
disagrees, 2 on a usage error (unknown oracle, missing file, unreadable program or .npz).
"""
from __future__ import annotations

import argparse
import json
import sys

import numpy as np

import spec
from reference import npz
from spec.ops import spec_ops

from . import ORACLES, OracleError, make, oracle_class, random_inputs
from .verdict import judge


class UsageError(Exception):
    pass


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return args.command_fn(args)
    except (UsageError, OracleError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m oracles", description=__doc__.split("\n")[0])
    sub = p.add_subparsers(required=True)
    sub.add_parser("list", help="each oracle, available or not, version").set_defaults(
        command_fn=cmd_list)
    sub.add_parser("table", help="op x oracle support table (markdown)").set_defaults(
        command_fn=cmd_table)
    r = sub.add_parser("run", help="run a function on several oracles and compare")
    r.add_argument("file", help="a .mlir file (one module)")
    r.add_argument("--oracles", required=True, help="comma-separated names; the first is the "
                                                    "expected side of the verdicts")
    r.add_argument("--inputs", help=".npz with the arguments (reference/npz.py's encoding)")
    r.add_argument("--seed", type=int, default=0, help="seed of generated inputs (default 0)")
    r.add_argument("--func", default="main", help="the function to run (default main)")
    r.add_argument("--json", action="store_true", help="print one JSON object")
    r.add_argument("--command", help="the command oracle's executable and leading arguments")
    r.add_argument("--time-limit", type=float, default=60.0, help="seconds per oracle")
    r.set_defaults(command_fn=cmd_run)
    return p


# --- list -----------------------------------------------------------------------------------

def cmd_list(args) -> int:
    for name in ORACLES:
        ok, why, version = describe(name)
        print(f"{name:<22} {'available' if ok else 'unavailable':<12} {version}"
              + (f"\n{'':<22} {why}" if why else ""))
    return 0


def describe(name: str) -> tuple[bool, str, str]:
    """(available, why not, version) of oracle `name`."""
    try:
        cls = oracle_class(name)
    except ImportError as e:
        return False, f"cannot import {ORACLES[name]}: {e}", ""
    ok, why = cls.available()
    if name == "command":
        return ok, "give the vendor's executable with run --command", "(per executable)"
    return ok, why, make(name).version if ok else ""


# --- run ------------------------------------------------------------------------------------

def cmd_run(args) -> int:
    module = read_module(args.file)
    try:
        function = module.func(args.func)
    except KeyError:
        names = ", ".join(f"@{f.name}" for f in module.funcs)
        raise UsageError(f"{args.file}: no function @{args.func} (functions: {names})")
    types = list(function.type.inputs)
    if args.inputs:
        try:
            inputs = npz.load(args.inputs, types, prefix="arg")
        except npz.NpzError as e:
            raise UsageError(str(e))
    else:
        inputs = random_inputs(types, args.seed)
    names = [n for n in args.oracles.split(",") if n]
    oracles = [make(n, command=args.command, time_limit=args.time_limit) for n in names]
    try:
        outcomes = [o.run(module, inputs, args.func) for o in oracles]
        verdicts = [(o.name, output_verdicts(module, inputs, oracles[0], outcomes[0], out,
                                             o.name, args.func))
                    for o, out in zip(oracles[1:], outcomes[1:])]
    finally:
        for o in oracles:
            o.close()
    report = json_report if args.json else text_report
    print(report(oracles, outcomes, verdicts))
    agree = all(v.passed for _, vs in verdicts for v in vs)
    return 0 if agree else 1


def read_module(path: str):
    try:
        with open(path) as f:
            text = f.read()
    except OSError as e:
        raise UsageError(f"cannot read {path}: {e.strerror}")
    try:
        return spec.parse(text)
    except spec.ParseError as e:
        raise UsageError(f"{path}: {e}")


def output_verdicts(module, inputs, first, expected, actual, oracle: str, func: str) -> list:
    """The verdict on each output (oracles.verdict.judge, the first oracle the expected side),
    or none when either side has no outputs."""
    if expected.status != "ok" or actual.status != "ok":
        return []
    return list(judge(module, inputs, expected, actual, oracle, func=func,
                      rerun=lambda flushed: first.run(module, flushed, func)).verdicts)


def text_report(oracles, outcomes, verdicts) -> str:
    lines = []
    for o, out in zip(oracles, outcomes):
        lines.append(f"{o.name} ({o.version}): {out.status}  compile {out.compile_seconds:.3f} s"
                     f"  run {out.run_seconds:.3f} s")
        if out.message:
            lines += ["  " + line for line in out.message.splitlines()]
        for i, x in enumerate(out.outputs):
            lines.append(f"  out{i} = {np.array2string(x, threshold=64)}")
    for name, vs in verdicts:
        if not vs:
            lines.append(f"{name} vs {oracles[0].name}: not compared (an outcome is not ok)")
        for i, v in enumerate(vs):
            lines.append(f"{name} vs {oracles[0].name}: out{i}: {v}")
    return "\n".join(lines)


def json_report(oracles, outcomes, verdicts) -> str:
    return json.dumps({
        "outcomes": [{"oracle": o.name, "version": o.version, "status": out.status,
                      "message": out.message, "compile_seconds": out.compile_seconds,
                      "run_seconds": out.run_seconds,
                      "outputs": [{"dtype": str(x.dtype), "shape": list(x.shape),
                                   "values": np.array2string(x, threshold=64)}
                                  for x in out.outputs]}
                     for o, out in zip(oracles, outcomes)],
        "verdicts": [{"oracle": name, "against": oracles[0].name, "output": i,
                      "passed": v.passed, "verdict": str(v)}
                     for name, vs in verdicts for i, v in enumerate(vs)],
    }, indent=2)


# --- table ----------------------------------------------------------------------------------

TABLE_ORACLES = [n for n in ORACLES if n not in ("command", "xla-gpu")]
"""The command oracle's coverage is the vendor's (it declares no gaps); xla-gpu declares xla's
gaps, found on the CPU, until they are checked on a GPU."""


def cmd_table(args) -> int:
    print(support_table())
    return 0


def support_table() -> str:
    """Markdown: one row per spec op, one column per oracle, from each oracle's `op_support`
    (independent of what is installed here)."""
    classes = []
    for name in TABLE_ORACLES:
        try:
            classes.append(oracle_class(name))
        except ImportError:
            continue
    reasons: list[str] = []
    rows = []
    for schema in spec_ops():
        cells = []
        for cls in classes:
            gaps = [g for g in (cls.op_gaps.get(k) for k in (schema.name,
                                                             f"family:{schema.family}")) if g]
            if not gaps:
                cells.append("yes")
                continue
            narrowed = [g for g in gaps if g.elements or (g.when and not getattr(g.when, "always", False))]
            why = "; ".join((f"on {'/'.join(g.elements)} values: " if g.elements else
                             "on some element types: " if g in narrowed else "") + g.reason
                            for g in gaps)
            if why not in reasons:
                reasons.append(why)
            partial = len(narrowed) == len(gaps)
            cells.append(f"{'partial' if partial else 'no'} [{reasons.index(why) + 1}]")
        rows.append(f"| {schema.mnemonic} | {schema.family} | " + " | ".join(cells) + " |")
    head = ["# Op x oracle support", "",
            "Generated by `python -m oracles table > docs/oracle-support.md` from each oracle's "
            "declared op gaps (`op_gaps`, by op or by spec.ops family, possibly narrowed to "
            "element families or types: `partial`); element-type limits are per oracle in "
            "docs/oracles.md. Not listed: `command` (its coverage is the vendor's) and `xla-gpu` "
            "(xla's gaps until checked on a GPU).", "",
            "| op | family | " + " | ".join(c.name for c in classes) + " |",
            "|---|---|" + "---|" * len(classes)]
    notes = ["", "Reasons:", ""] + [f"{i + 1}. {r}" for i, r in enumerate(reasons)]
    return "\n".join(head + rows + notes)


if __name__ == "__main__":
    sys.exit(main())
