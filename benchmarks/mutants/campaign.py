"""Campaigns against mutant backends: does a short `python -m fuzz campaign` behind `--command`
find a vendor's one-op bug, and how soon?

For each mutant of SAMPLE, a campaign of `--seconds` (default 60) runs with
`--oracles reference,command --ops OP --invalid-every 0`, the command being `client.py` of the
mutants' fork server (`backend.py --serve`, started once and shared), so a case costs a fork,
not an interpreter start. A mutant is found when the campaign saves a finding of the command
oracle that is genuine: its program, run on the unmutated backend behind the same server, makes
no finding. The report: per mutant, found or not, the seconds from
the campaign's start to the check of its first finding (before shrinking), the programs run and
the findings (genuine and not); then the count found.

    python benchmarks/mutants/campaign.py [--seconds 60] [--mutants a,b] [--jobs 1] [--seed 0]
        [--shrink-seconds 2] [--json]

The exit status is 1 when a finding does not go away on the unmutated backend (a false finding:
the measurement is void there), else 0.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from benchmarks.mutants.backends import MUTANTS, UNMUTATED  # noqa: E402
from fuzz import findings  # noqa: E402
from fuzz.differential import Checker  # noqa: E402

HERE = Path(__file__).resolve().parent
SAMPLE = (
    "maximum-maxss-semantics",                 # elementwise float: NaN and signed zeros
    "divide-integer-floor",                    # integer arithmetic: rounding of the quotient
    "compare-unsigned-as-signed",              # comparison: unsigned values above 2^(n-1)
    "convert-float-to-integer-rounds",         # conversion: truncation toward zero
    "transpose-inverse-permutation",           # layout: only permutations of 3+ dimensions
    "gather-clamp-off-by-one",                 # indexing: a start index at the operand's end
    "convolution-feature-groups-interleaved",  # convolution: feature_group_count > 1
    "reduce-f32-accumulates-in-bf16",          # accumulation width: enough terms to round
    "while-one-trip-short",                    # control flow: trip counts
    "uniform_quantize-zero-point-subtracted",  # quantization: a non-zero zero point
    "all_gather-groups-in-id-order",           # collectives: a group not in ascending order
)
"""Eleven mutants, one per op family (docs/fuzzing.md, "Campaigns against a vendor's command",
says how they were chosen): elementwise floats, integer arithmetic, comparison, conversion,
layout, indexing, convolution, reduction, control flow, quantization, collectives. Each needs
more than any input to show (a NaN or -0, a negative quotient, an unsigned value with its top
bit, a non-integral float, a 3-cycle permutation, an index at the end, grouped features, a long
enough f32 sum, a loop of at least one trip, a non-zero zero point, a replica group whose
processes are not in ascending order); none of the spec-allowed mutants. The collective came
last, once campaigns ran process grids with each process's own inputs (`--command-grids`)."""


def serve(socket_path: str) -> subprocess.Popen:
    """The mutants' fork server, once it says it is ready."""
    server = subprocess.Popen([sys.executable, str(HERE / "backend.py"), "--serve", socket_path],
                              stdout=subprocess.PIPE, text=True)
    if server.stdout.readline().strip() != "ready":
        server.kill()
        raise SystemExit("the mutants' fork server did not start")
    return server


def client(socket_path: str, mutant: str) -> str:
    return f"{sys.executable} -S {HERE / 'client.py'} {socket_path} --mutant {mutant}"


def campaign(name: str, socket_path: str, out: Path, args, unmutated: Checker) -> dict:
    """One mutant's campaign: its summary, with the genuine findings of the command oracle
    (those whose program `unmutated`, the checker of the unmutated backend, passes)."""
    mutant = MUTANTS[name]
    started = time.monotonic()
    run = subprocess.run(
        [sys.executable, "-m", "fuzz", "campaign", "--seconds", str(args.seconds), "--oracles",
         "reference,command", "--command", client(socket_path, name), "--command-grids",
         "--ops", mutant.mnemonic,
         "--invalid-every", "0", "--jobs", str(args.jobs), "--seed", str(args.seed), "--out",
         str(out), "--no-progress", "--shrink-seconds", str(args.shrink_seconds)], cwd=ROOT, capture_output=True, text=True)
    wall = time.monotonic() - started
    summary_path = out / "summary.json"
    if not summary_path.exists():
        return {"mutant": name, "op": mutant.mnemonic, "error": run.stderr[-2000:]}
    summary = json.loads(summary_path.read_text())
    genuine, false = [], []
    for bundle in findings.saved(out):
        finding = findings.load(bundle)
        if finding.oracle != "command":
            continue
        again = unmutated.valid(finding.program, finding.inputs, finding.op, only="command")
        (false if again.findings else genuine).append(
            f"{finding.kind} {finding.op} {finding.key}: "
            f"{finding.message.splitlines()[0][:160]}")
    return {"mutant": name, "op": mutant.mnemonic, "found": bool(genuine),
            "first_finding_seconds": summary.get("first_finding_seconds") if genuine else None,
            "programs": summary["programs"], "genuine": genuine, "false": false,
            "wall_seconds": round(wall, 1), "errors": summary.get("errors", [])}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--mutants", help="comma-separated (default: SAMPLE)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--shrink-seconds", type=float, default=2.0,
                        help="shrinking budget per finding (default 2: the figure is the "
                             "finding, not its minimal form)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    names = args.mutants.split(",") if args.mutants else list(SAMPLE)
    unknown = [n for n in names if n not in MUTANTS]
    if unknown:
        parser.error(f"--mutants: unknown {unknown} (benchmarks/mutants/run.py --list)")
    rows = []
    with tempfile.TemporaryDirectory(prefix="mutant-campaigns-") as tmp:
        socket_path = os.path.join(tmp, "server")
        server = serve(socket_path)
        unmutated = Checker(["reference", "command"], command=client(socket_path, UNMUTATED),
                            grids=True)
        try:
            for name in names:
                rows.append(campaign(name, socket_path, Path(tmp) / name, args, unmutated))
                if not args.json:
                    print(_row(rows[-1]), flush=True)
        finally:
            unmutated.close()
            server.kill()
            server.wait()
    found = sum(1 for r in rows if r.get("found"))
    falses = [r for r in rows if r.get("false")]
    if args.json:
        print(json.dumps({"seconds": args.seconds, "jobs": args.jobs, "seed": args.seed,
                          "found": found, "mutants": rows}, indent=2))
    else:
        print(f"found {found} of {len(rows)} mutants in {args.seconds:g} s campaigns "
              f"(--jobs {args.jobs}, --seed {args.seed})")
        for r in falses:
            print(f"FALSE FINDING against {r['mutant']}: {r['false'][0]}")
    return 1 if falses else 0


def _row(r: dict) -> str:
    if "error" in r:
        return f"{r['mutant']:42} ERROR {r['error'].strip().splitlines()[-1:]}"
    when = f"first after {r['first_finding_seconds']:6.1f} s" if r["found"] else "not found"
    return (f"{r['mutant']:42} {when:24} programs {r['programs']:4}  genuine findings "
            f"{len(r['genuine'])}  false {len(r['false'])}  wall {r['wall_seconds']} s")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
