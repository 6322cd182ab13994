"""python -m fuzz campaign | merge | history | replay | report | mutants (docs/fuzzing.md).

    campaign --seconds N [--oracles reference,xla,...] [--seed S] [--jobs J] [--shard I/N]
             [--out DIR] [--graph-every K] [--shape ops|models] [--ci] [--history [PATH]]
             [--cluster ADDRESS]
        runs a differential campaign (fuzz/campaign.py), resuming DIR; prints and writes
        DIR/summary.json (with --ci also summary.md and junit.xml); with --history records
        it in the findings history and prints what is new against it; with --cluster its
        J workers run on a Ray cluster (fuzz/cluster.py; `local`: one started for it)
    merge --out OUT DIR...
        merges finished campaign directories (the shards of a CI matrix) into OUT: findings
        deduplicated by signature, counts summed, summary.json, summary.md, junit.xml
    history [--db PATH] [--record DIR] [--ci] [--json]
        the findings history (fuzz/history.py): records DIR first (replaying the open findings
        it did not find: fixed or still open), then prints the last campaign's new, open and
        fixed findings and the trend per night
    replay BUNDLE
        reruns a saved finding and says whether its divergence still shows
    report BUNDLE --standalone [--out FILE]
        reruns a saved finding and writes a self-contained script that reproduces it without
        this project (fuzz/standalone.py): the program, inputs, the spec's sentence, expected
        and actual values
    mutants [--oracles reference,xla,...] [--seed S] [--json] [FILE.mlir ...]
        the kill rate of the verdict on mutated backends (fuzz/mutants.py) of each program
        (default: corpus/models/*.mlir), with the false kills of the unmutated program and
        of each real oracle's run of it; inputs from FILE.npz, else seeded random ones

Exit status (docs/cli.md): campaign 0 when nothing new was found, 1 when there is a new finding
(one that is not a recorded known divergence), 3 when nothing was compared; replay (and report) 1
when the divergence still shows (the oracles disagree; its output's "known" gives the reason
of the recorded known divergence it is, if any), 0 when it no longer does; mutants 0 (a
measurement); merge as campaign, for the merged set; history 0, and with --ci 1 when the
last campaign has a new finding (first seen, or seen again after it was fixed) that is not a
known divergence; 2 on a usage error (a directory that is no campaign, campaigns of different
versions, a history file that is corrupt or of another schema).
"""
from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path

from oracles import ORACLES, OracleError, make, oracle_class
from reference.npz import NpzError
from spec.program_files import ProgramError

from . import cluster, findings, history, merge, mutant_harness, standalone
from .campaign import GRAPH_EVERY, INVALID_EVERY, SHAPES, Config, op_names, run
from .differential import Checker, InvalidCase
from .known import known_reason
from .mutate import constraints


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m fuzz", description=__doc__.split("\n")[0])
    sub = p.add_subparsers(required=True)
    c = sub.add_parser("campaign", help="run a differential campaign")
    c.add_argument("--seconds", type=float, required=True,
                   help="how long each worker draws new programs")
    c.add_argument("--oracles", help="comma-separated, reference first, e.g. reference,xla; a "
                   "vendor's Python oracle as package.module:Class (default: reference and "
                   "every available oracle but command and iree)")
    c.add_argument("--command", help="the command oracle's executable and leading arguments, "
                   "e.g. './my-backend --cpu' (docs/oracles.md, the command protocol)")
    c.add_argument("--command-grids", action="store_true",
                   help="the command oracle's executable reads the grid form of the protocol: "
                   "multi-process programs (the collectives') run on it, every process compared")
    c.add_argument("--time-limit", type=float, default=30.0,
                   help="seconds per program run on an oracle (default 30)")
    c.add_argument("--seed", type=int, default=0, help="the campaign seed (default 0)")
    c.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    c.add_argument("--shard", default="0/1", help="I/N: this campaign's share of the seeds")
    c.add_argument("--out", default="out/fuzz", help="the campaign directory; an existing "
                   "one is resumed (default out/fuzz)")
    c.add_argument("--ci", action="store_true", help="also write summary.md and junit.xml for a "
                                                     "CI job (the exit status is the same)")
    c.add_argument("--history", nargs="?", const="", metavar="PATH", help="record the "
                   "finished campaign in the findings history (default file: "
                   f"{history.DEFAULT_DB}) and print what is new against it (the exit status "
                   "stays the campaign's)")
    c.add_argument("--max-programs", type=int, help="stop after this many program indices")
    c.add_argument("--shrink-seconds", type=float, default=10.0,
                   help="shrinking budget of each new finding (default 10)")
    c.add_argument("--no-progress", action="store_true", help="no live progress line")
    c.add_argument("--invalid-every", type=int,
                   help=f"every K-th program is an invalid one (default {INVALID_EVERY}, with "
                        f"--shape models 0; 0: none)")
    c.add_argument("--graph-every", type=int, default=GRAPH_EVERY,
                   help=f"every K-th valid program is a model-shaped graph of several ops "
                        f"(default {GRAPH_EVERY}; 0: single-op programs only)")
    c.add_argument("--shape", choices=SHAPES, default="ops",
                   help="valid programs: ops (single ops, and graphs by --graph-every; the "
                        "default) or models (chains of model blocks: layer norm, softmax, "
                        "attention, conv + batch norm + relu, scans, gradient steps)")
    c.add_argument("--batch", type=int, default=8,
                   help="valid programs per merged oracle run (default 8; 1: one at a time)")
    c.add_argument("--constraints", help="comma-separated constraint ids: invalid programs "
                                          "break only these (default: every breakable id)")
    c.add_argument("--ops", help="comma-separated op mnemonics (chlo ops as chlo.NAME): the "
                   "campaign's focus, single-op programs of these ops, graphs that contain one, "
                   "invalid programs that break their constraints (default: every op)")
    c.add_argument("--cluster", metavar="ADDRESS", help="run the --jobs workers on a Ray "
                   "cluster: `local` (one started on this machine for the campaign, loopback "
                   "only), or an existing cluster's HOST:PORT, auto or ray://HOST:PORT; needs "
                   f"the cluster extra ({cluster.INSTALL})")
    c.set_defaults(fn=campaign)
    r = sub.add_parser("replay", help="rerun a saved finding")
    r.add_argument("bundle", help="a finding's directory (out/fuzz/findings/<digest>)")
    r.add_argument("--command-grids", action="store_true",
                   help="it reads the grid form of the protocol (default: as the bundle records)")
    r.add_argument("--command", help="the command oracle's executable (default: the one the "
                   "bundle records)")
    r.set_defaults(fn=replay)
    s = sub.add_parser("report", help="a saved finding as a standalone reproducer")
    s.add_argument("bundle", help="a finding's directory (out/fuzz/findings/<digest>) or its "
                                  "finding.json")
    s.add_argument("--standalone", action="store_true", required=True,
                   help="write a self-contained script that reproduces the divergence with the "
                        "implementation's own packages only (the form this command writes)")
    s.add_argument("--out", help="where to write it (default: BUNDLE/standalone_<oracle>.py)")
    s.set_defaults(fn=report)
    g = sub.add_parser("merge", help="merge the directories of campaign shards into one")
    g.add_argument("dirs", nargs="+", metavar="DIR", help="finished campaign directories "
                   "(shards of one campaign, or merged directories)")
    g.add_argument("--out", required=True, help="the merged directory (new, or empty)")
    g.add_argument("--allow-mixed", action="store_true", help="merge campaigns of different "
                   "code or oracle versions anyway (the differences go into the summary)")
    g.set_defaults(fn=merge_command)
    h = sub.add_parser("history", help="the findings history: new, open and fixed findings, "
                                       "and the trend")
    h.add_argument("--db", help=f"the history file (default: {history.DEFAULT_DB}, whatever "
                   "directory is recorded)")
    h.add_argument("--record", metavar="DIR", help="first record this finished campaign (or "
                   "merged) directory, replaying the open findings it did not find")
    h.add_argument("--ci", action="store_true", help="print only what is new against the "
                   "history; exit 1 when something new is not a known divergence")
    h.add_argument("--json", action="store_true", help="print the report as JSON")
    h.add_argument("--time-limit", type=float, default=30.0,
                   help="seconds per program run when replaying (default 30)")
    h.set_defaults(fn=history_command)
    m = sub.add_parser("mutants", help="the verdict's kill rate on mutated backends")
    m.add_argument("files", nargs="*", help="program files, each read by its content (StableHLO "
                   "text, MLIR bytecode, portable or jax.export artifacts; default: "
                   "corpus/models/*.mlir)")
    m.add_argument("--oracles", default="reference",
                   help="reference plus the real oracles whose runs of the unmutated programs "
                        "are judged too (default: reference)")
    m.add_argument("--seed", type=int, default=0, help="seed of inputs without a .npz")
    m.add_argument("--json", action="store_true", help="print the report as JSON")
    m.add_argument("--no-progress", action="store_true", help="no live progress line")
    m.set_defaults(fn=mutants)
    args = p.parse_args(argv)
    try:
        return args.fn(args)
    except (UsageError, OracleError) as e:  # an oracle a bundle names that is not here, ...
        print(f"error: {e}", file=sys.stderr)
        return 2


class UsageError(Exception):
    pass


def _oracle_names(given: str) -> list[str]:
    names = [n for n in given.split(",") if n]
    unknown = [n for n in names if n not in ORACLES and ":" not in n]
    if unknown or "reference" not in names:
        raise UsageError(f"--oracles: unknown {unknown} or no reference (known: {list(ORACLES)}, "
                         "or package.module:Class)")
    return names


DEFAULT_LEFT_OUT = ("command", "iree")
"""Oracles a campaign without --oracles leaves out: command needs the vendor's executable, iree
compiles every program ahead of time (as the conformance run's default)."""


def default_oracles() -> str:
    """reference and every other available oracle but DEFAULT_LEFT_OUT."""
    names = ["reference"]
    for name in ORACLES:
        if name in names or name in DEFAULT_LEFT_OUT:
            continue
        try:
            if oracle_class(name).available()[0]:
                names.append(name)
        except (ImportError, OracleError):
            continue
    return ",".join(names)


def campaign(args) -> int:
    if args.oracles is None:
        args.oracles = default_oracles()
        print(f"oracles: {args.oracles} (the default; name others with --oracles)")
    names = _oracle_names(args.oracles)
    if ("command" in names) != bool(args.command):
        raise UsageError("--command goes with the command oracle in --oracles, and the command "
                         "oracle needs --command")
    if args.command_grids and not args.command:
        raise UsageError("--command-grids goes with --command")
    try:
        i, n = (int(x) for x in args.shard.split("/"))
        assert 0 <= i < n
    except (ValueError, AssertionError):
        raise UsageError(f"--shard {args.shard!r}: expected I/N with 0 <= I < N")
    if args.invalid_every is None:
        args.invalid_every = 0 if args.shape == "models" else INVALID_EVERY
    _check_numbers(args)
    for name in names:
        try:
            make(name, command=args.command, time_limit=args.time_limit).close()
        except OracleError as e:  # an oracle that cannot even be built: say so before forking
            raise UsageError(f"--oracles: {e}") from None
    ops = [o for o in (args.ops or "").split(",") if o]
    unknown = [o for o in ops if o not in op_names()]
    if unknown or args.ops is not None and not ops:
        raise UsageError(f"--ops: no generator for {unknown or 'an empty list'} (the ops: "
                         f"{', '.join(op_names())})")
    ids = [c for c in (args.constraints or "").split(",") if c]
    if ids:
        unknown = [c for c in ids if c not in constraints()]
        if unknown:
            raise UsageError(f"--constraints: unknown ids {unknown}")
    config = Config(args.seconds, names, args.seed, args.jobs, (i, n), Path(args.out), args.ci,
                    args.shrink_seconds, max_programs=args.max_programs,
                    progress=not args.no_progress and sys.stdout.isatty(),
                    invalid_every=args.invalid_every, batch=args.batch,
                    constraints=ids or None, graph_every=args.graph_every,
                    command=args.command, command_grids=args.command_grids,
                    time_limit=args.time_limit, ops=ops or None, shape=args.shape)
    try:
        s = cluster.run(config, args.cluster) if args.cluster else run(config)
    except cluster.ClusterError as e:
        raise UsageError(str(e)) from None
    print(text_summary(s, config.out))
    if args.history is not None:
        db = Path(args.history) if args.history else history.DEFAULT_DB
        try:
            done = history.record(db, config.out, time_limit=args.time_limit)
            print(history.text(history.report(db, done.campaign), ci=True))
        except history.HistoryError as e:
            raise UsageError(str(e))
    return status(s)


def _check_numbers(args) -> None:
    """A UsageError naming the first numeric option of `campaign` out of its range."""
    ranges = [("--seconds", args.seconds, "> 0", lambda v: v > 0),  # NaN fails every test
              ("--time-limit", args.time_limit, "> 0", lambda v: v > 0),
              ("--shrink-seconds", args.shrink_seconds, ">= 0", lambda v: v >= 0),
              ("--jobs", args.jobs, ">= 1", lambda v: v >= 1),
              ("--batch", args.batch, ">= 1", lambda v: v >= 1),
              ("--max-programs", args.max_programs, ">= 1", lambda v: v is None or v >= 1),
              ("--graph-every", args.graph_every, ">= 0", lambda v: v >= 0),
              ("--invalid-every", args.invalid_every, ">= 0", lambda v: v >= 0)]
    for name, value, want, ok in ranges:
        if not ok(value):
            raise UsageError(f"{name} {value:g}: must be {want}")


def status(s: dict) -> int:
    """The exit status of a campaign's (or a merged directory's) summary."""
    if s["errors"]:
        return 2
    if s["new_findings"]:
        return 1
    if not s["compared"]:
        print("nothing was compared: no invalid program, and no valid program that the "
              "reference and another oracle both ran", file=sys.stderr)
        return 3
    return 0


def merge_command(args) -> int:
    try:
        s, warnings = merge.merge(Path(args.out), [Path(d) for d in args.dirs],
                                  allow_mixed=args.allow_mixed)
    except merge.MergeError as e:
        raise UsageError(str(e))
    for w in warnings:
        print(f"warning: {w}", file=sys.stderr)
    print(text_summary(s, Path(args.out)))
    return status(s)


def history_command(args) -> int:
    db = Path(args.db) if args.db else history.DEFAULT_DB
    try:
        campaign = None
        if args.record:
            done = history.record(db, Path(args.record), time_limit=args.time_limit)
            campaign = done.campaign
            print(history.record_line(done, args.record, db), file=sys.stderr)
            for note in done.notes:
                print(f"note: {note}", file=sys.stderr)
        r = history.report(db, campaign)
    except history.HistoryError as e:
        raise UsageError(str(e))
    if args.json:
        print(json.dumps(r, indent=2))
    else:
        print(history.text(r, ci=args.ci))
    return 1 if args.ci and any(f["known"] is None for f in r["new"]) else 0


def _known_folded(known: list[dict], out: Path) -> list[str]:
    """Known findings folded: one line per oracle pair with its kinds and ops (each one is in
    summary.json and, with --ci, summary.md's folded table), so a terminal opens on what is new."""
    groups: dict[tuple[str, str], list[dict]] = {}
    for f in known:
        groups.setdefault((f["oracle"], f["against"]), []).append(f)
    lines = []
    for (oracle, against), fs in sorted(groups.items()):
        kinds = collections.Counter(f["kind"] for f in fs)
        ops = sorted({f["op"] for f in fs})
        shown = ", ".join(ops[:8]) + (f" and {len(ops) - 8} more" if len(ops) > 8 else "")
        lines.append(f"  known {len(fs)} ({oracle} vs {against}): "
                     + ", ".join(f"{n} {k}" for k, n in kinds.most_common()) + f"; ops {shown}")
    if known:
        lines.append(f"  (each known finding: {out / 'summary.json'}, and its bundle)")
    return lines


def _stale_folded(stale: list[dict], out: Path) -> list[str]:
    """Known-divergence entries no finding matched: each named when a few, else one line (a
    short campaign misses many entries by chance; their reproducers say whether they still
    hold)."""
    named = [f"{e['oracle']} {e['op']} {', '.join(e['types'])}" for e in stale]
    if len(named) <= 3:
        return [f"warning: possibly stale known divergence: {n} (no finding matched it)"
                for n in named]
    return [f"warning: {len(named)} known divergences matched no finding (possibly stale, or "
            f"not drawn): {'; '.join(named[:3])} and {len(named) - 3} more (all in "
            f"{out / 'summary.json'}; `python -m reports.reproducers check "
            "oracles/reproducers/*.py` reruns their reproducers)"]


def text_summary(s: dict, out: Path) -> str:
    c = s["coverage"]
    lines = [f"programs {s['programs']} (valid {s['valid_programs']}: graphs "
             f"{s['graph_programs']}, models {s.get('model_programs', 0)}; run {s['valid_run']}; invalid {s['invalid_programs']}; compared {s.get('compared', 0)}), "
             f"ops covered by single-op programs {c['ops_covered']}, spec ops "
             f"generated {c['spec_ops_generated']}/{c['spec_ops']}, constraint ids violated "
             f"{len(c['constraints_violated'])}/{c['constraint_ids']}",
             f"findings: {s['new_findings']} new, {s['known_findings']} known "
             f"(bundles under {out / 'findings'})" + (
                 f"; the first after {s['first_finding_seconds']:g} s"
                 if s.get("first_finding_seconds") is not None else "")]
    lines += [f"  NEW   {f['digest']} {f['kind']} {f['op']} {f['key']} ({f['oracle']} vs "
              f"{f['against']}): {f['message'].splitlines()[0][:140]}"
              for f in s["findings"] if not f["known"]]
    lines += _known_folded([f for f in s["findings"] if f["known"]], out)
    lines += _stale_folded(s["stale_known_entries"], out)
    lines += [f"internal (bug of this project, not a finding): {m}" for m in s["internal"]]
    lines += [f"error: {e}" for e in s.get("errors", [])]
    lines.append(f"summary: {out / 'summary.json'}")
    return "\n".join(lines)


def load_bundle(bundle: Path):
    """The finding of a bundle directory, or a UsageError saying why it cannot be read."""
    if not bundle.exists():
        raise UsageError(f"{bundle}: no such finding bundle")
    if not (bundle / "finding.json").exists():
        raise UsageError(f"{bundle}: not a finding bundle (no finding.json)")
    try:
        return findings.load(bundle)
    except findings.BundleError as e:
        raise UsageError(f"cannot read the bundle: {e}") from None
    except Exception as e:  # noqa: BLE001  (a bundle this checkout cannot read back)
        raise UsageError(f"{bundle}: cannot read the bundle: {type(e).__name__}: {e}")


def replay(args) -> int:
    bundle = Path(args.bundle)
    f = load_bundle(bundle)
    names = ["reference"] + ([] if f.oracle == "official" else [f.oracle])
    command = args.command or json.loads((bundle / "finding.json").read_text()).get("command")
    if f.oracle == "command" and not command:
        raise UsageError(f"{bundle}: a finding of the command oracle: give its --command")
    grids = args.command_grids or json.loads((bundle / "finding.json").read_text()).get(
        "command_grids", False)
    checker = Checker(names, command=command, grids=grids)
    try:
        again = history.reproduce(checker, f)
    finally:
        checker.close()
    print(json.dumps({"bundle": str(bundle), "signature": list(f.signature),
                      "reproduced": again is not None,
                      "message": again.message if again else None,
                      "known": again.known if again else None}, indent=2))
    return 1 if again is not None else 0


def report(args) -> int:
    bundle = Path(args.bundle)
    if bundle.name == "finding.json":
        bundle = bundle.parent
    f = load_bundle(bundle)
    if f.against == "spec":
        what = "an invalid program" if f.expected else "a valid program's verification"
        raise UsageError(f"{bundle}: a finding about {what} ({f.kind} by {f.oracle}); "
                         "standalone scripts reproduce an oracle's divergence from the reference "
                         "on a valid program")
    try:
        ok, why = oracle_class(f.oracle).available()
    except (ImportError, OracleError) as e:
        ok, why = False, str(e)
    if not ok:
        raise UsageError(f"{bundle}: a finding of {f.oracle}, which is not available here "
                         f"({why}): report it where it runs")
    try:
        s = standalone.build(f.program, f.inputs, f.op, f.oracle, kind=f.kind)
    except (standalone.StandaloneError, OracleError) as e:
        raise UsageError(f"{bundle}: {e}")
    if s is None:
        print(f"{bundle}: the divergence no longer shows ({f.oracle} agrees with the reference "
              f"or diverges otherwise): no script written")
        return 0
    out = Path(args.out) if args.out else bundle / f"standalone_{f.oracle}.py"
    known = f.known or known_reason(f)
    note = f"Known divergence: {known}" if known else ""
    try:
        out.write_text(standalone.script(s, note))
    except OSError as e:
        raise UsageError(f"--out {out}: {e.strerror or e}")
    print(f"{out}: {s.title}; run it with python {out}")
    return 1


MODELS = Path(__file__).resolve().parents[1] / "corpus" / "models"


def mutants(args) -> int:
    names = _oracle_names(args.oracles)
    files = [Path(f) for f in args.files] or sorted(MODELS.glob("*.mlir"))
    if not files:
        raise UsageError(f"no programs: give .mlir files (there is no {MODELS})")
    programs = []
    for path in files:
        try:
            programs.append((str(path), *mutant_harness.load(path, args.seed)))
        except (ProgramError, KeyError, NpzError, OracleError) as e:
            raise UsageError(f"{path}: {e}")
    progress = None if args.no_progress else lambda line: print(line, file=sys.stderr)
    try:
        report = mutant_harness.measure(programs, [n for n in names if n != "reference"],
                                        progress)
    except OracleError as e:
        raise UsageError(str(e))
    print(json.dumps(report, indent=2) if args.json else mutant_harness.text(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
