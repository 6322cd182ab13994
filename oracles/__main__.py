"""python -m oracles list | run | table (docs/oracles.md).

    list                      each oracle: available or not (and why), its version
    run --oracles a,b FILE    runs a function of FILE on each oracle, prints each Outcome and the
                              verdict of every other oracle's outputs against the first's
    table                     the op x oracle support table (docs/oracle-support.md)

`run` reads FILE by its content (StableHLO text, MLIR bytecode, a StableHLO portable artifact
or a serialized jax.export artifact: oracles/programs.py). A multi-process program (its
`mhlo.num_replicas` x `mhlo.num_partitions` above one process) runs on its grid on the oracles
that run grids (the reference; the command oracle with --command-grids), process (0, 0) on the
given or generated inputs and each other process on its own generated values, and every
process's outputs are compared. It exits with 0 when something was
compared and every compared output agrees with the first oracle's, 1 when one disagrees or a
system under test (an oracle after the first) crashed or timed out, 3 when nothing could be
compared (every other oracle unsupported, rejected or crashed, the first oracle without
outputs, or one oracle only), 2 on a usage error (unknown oracle, missing or unreadable file, a
file without a program, unreadable .npz). Every command line's statuses: docs/cli.md.
"""
from __future__ import annotations

import argparse
import json
import sys

import numpy as np

from reference import npz
from spec.ops import OPS, spec_ops
from spec.program_files import ProgramError, read_program

from . import ORACLES, OracleError, make, oracle_class, random_inputs
from .base import version_of
from .programs import check

NOTHING_COMPARED = 3
"""The exit status of a run in which no output was compared."""


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
    r.add_argument("file", help="one module: StableHLO text, MLIR bytecode, a portable artifact "
                                "or a jax.export artifact (detected by content)")
    r.add_argument("--oracles", required=True, help="comma-separated names; the first is the "
                                                    "expected side of the verdicts")
    r.add_argument("--inputs", help=".npz with the arguments (reference/npz.py's encoding)")
    r.add_argument("--seed", type=int, default=0, help="seed of generated inputs (default 0); "
                   "a multi-process program's processes but (0, 0) always get generated ones")
    r.add_argument("--func", default="main", help="the function to run (default main)")
    r.add_argument("--json", action="store_true", help="print one JSON object")
    r.add_argument("--command", help="the command oracle's executable and leading arguments")
    r.add_argument("--command-grids", action="store_true",
                   help="the command oracle's executable reads the grid form of the protocol "
                        "(a multi-process program in one call, every process's files)")
    r.add_argument("--no-lower-chlo", action="store_true",
                   help="give the command oracle CHLO ops as they are (its backend reads CHLO) "
                        "instead of lowered to StableHLO (oracles/lowering.py)")
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
    return ok, why, version_of(make(name)) if ok else ""


# --- run ------------------------------------------------------------------------------------

def cmd_run(args) -> int:
    try:
        module = read_program(args.file)
    except ProgramError as e:
        raise UsageError(str(e))
    if not module.funcs:
        raise UsageError(f"no module or function in {args.file}")
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
    result = check(module, inputs, names, args.func, command=args.command,
                   time_limit=args.time_limit, lower_chlo=not args.no_lower_chlo,
                   grids=args.command_grids, key=f"seed {args.seed}")
    print(json_report(result) if args.json else result)
    if result.passed:
        return 0
    return NOTHING_COMPARED if not result.compared and not any(
        o.status in ("crash", "timeout") for o in result.outcomes[1:]) else 1


def json_report(result) -> str:
    return json.dumps({
        "outcomes": [{"oracle": o.name, "version": version_of(o), "status": out.status,
                      "message": out.message, "compile_seconds": out.compile_seconds,
                      "run_seconds": out.run_seconds,
                      "outputs": _outputs(out.outputs),
                      **({"processes": {str(pid): _outputs(xs)
                                        for pid, xs in out.processes.items()}}
                         if out.processes else {})}
                     for o, out in zip(result.oracles, result.outcomes)],
        "verdicts": [{"oracle": name, "against": result.oracles[0].name, "output": i,
                      "passed": v.passed, "verdict": str(v)}
                     for name, vs in result.verdicts for i, v in enumerate(vs)],
        "compared": result.compared,
        "passed": result.passed,
        "problems": result.problems,
    }, indent=2)


def _outputs(outputs: list) -> list[dict]:
    return [{"dtype": str(x.dtype), "shape": list(x.shape),
             "values": np.array2string(x, threshold=64)} for x in outputs]


# --- table ----------------------------------------------------------------------------------

TABLE_ORACLES = [n for n in ORACLES if n not in ("command", "xla-gpu")]
"""The command oracle's coverage is the vendor's (it declares no gaps); xla-gpu declares xla's
gaps; what a GPU run found besides is recorded as known divergences (docs/oracles.md)."""


def cmd_table(args) -> int:
    print(support_table())
    return 0


def support_table() -> str:
    """Markdown: one row per spec op (then per stablehlo op beyond the seed spec, marked with
    its origin, then per CHLO op), one column per oracle, from each
    oracle's `op_support` (independent of what is installed here); a CHLO op an oracle runs
    after upstream's lowering (`lowered_chlo`, oracles/lowering.py) says `lowered`."""
    classes = []
    for name in TABLE_ORACLES:
        try:
            classes.append(oracle_class(name))
        except ImportError:
            continue
    reasons: list[str] = []
    rows = []
    chlo = sorted((s for s in OPS.values() if s.name.startswith("chlo.")), key=lambda s: s.name)
    beyond = sorted((s for s in OPS.values() if s.name.startswith("stablehlo.") and not s.in_spec),
                    key=lambda s: s.name)
    for schema in spec_ops() + beyond + chlo:
        cells = []
        for cls in classes:
            gaps = [g for g in (cls.op_gaps.get(k) for k in (schema.name,
                                                             f"family:{schema.family}")) if g]
            lowered = schema in chlo and (cls.lowered_chlo == "*"
                                          or schema.name in cls.lowered_chlo)
            if not gaps:
                cells.append("lowered" if lowered else "yes")
                continue
            narrowed = [g for g in gaps if g.elements or (g.when and not getattr(g.when, "always", False))]
            why = "; ".join((f"on {'/'.join(g.elements)} values: " if g.elements else
                             f"where {g.when.__name__.replace('_', ' ')}: " if g in narrowed else "") + g.reason
                            for g in gaps)
            if why not in reasons:
                reasons.append(why)
            partial = len(narrowed) == len(gaps)
            cells.append(f"{'partial' if partial else 'no'} [{reasons.index(why) + 1}]")
        name = schema.name if schema in chlo else schema.mnemonic
        if schema in beyond:
            name = f"{name} ({schema.origin})"
        rows.append(f"| {name} | {schema.family} | " + " | ".join(cells) + " |")
    head = ["# Op x oracle support", "",
            "Generated by `python -m oracles table > docs/oracle-support.md` from each oracle's "
            "declared op gaps (`op_gaps`, by op or by spec.ops family, possibly narrowed to "
            "element families or types: `partial`); element-type limits are per oracle in "
            "docs/oracles.md. Not listed: `command` (its coverage is the vendor's) and `xla-gpu` "
            "(xla's gaps; what XLA GPU rejects or gets wrong besides is in docs/oracles.md). "
            "The spec's ops come first, then the stablehlo ops "
            "beyond the seed spec (`jaxlib`: jaxlib 0.10.2's dialect; `upstream`: upstream's "
            "current StableHLO only), then CHLO's; `lowered`: the "
            "oracle runs the program after upstream's chlo-legalize-to-stablehlo "
            "(oracles/lowering.py), so the lowered program's ops must be within its support "
            "too.", "",
            "| op | family | " + " | ".join(c.name for c in classes) + " |",
            "|---|---|" + "---|" * len(classes)]
    notes = ["", "Reasons:", ""] + [f"{i + 1}. {r}" for i, r in enumerate(reasons)]
    return "\n".join(head + rows + notes)


if __name__ == "__main__":
    sys.exit(main())
