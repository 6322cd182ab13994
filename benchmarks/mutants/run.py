"""Mutation testing of the suite: which conformance cases kill which mutant backends.

Each mutant of benchmarks/mutants/backends.py is the reference interpreter with one realistic bug
in one op, run as a vendor's executable behind the command protocol (oracles/command.py). For
each mutant the cases that reach its op run through `Command` and are judged by the conformance
plugin's own verdict (reports.cases.judge_case): the generated cases of the op (those of the
element types the mutant's bug concerns) and the corpus cases of the op's files. A case kills the
mutant when its verdict is not pass (fail, rejected, crash, timeout) while the unmutated backend,
behind the same protocol, passes it; the unmutated backend runs every case of the run, and each
verdict on it that is not pass is a false kill.

    python benchmarks/mutants/run.py [--mutants a,b] [--jobs N] [--generated N] [--json]
        [--profile default|strict|exact|almost-eq] [--spawn] [--list]

`--jobs` worker processes judge the cases (default 2). The vendor executable is
`client.py` talking to a fork server (`backend.py --serve`) that imports the interpreter once;
`--spawn` runs `backend.py` itself per case instead (a whole interpreter start per case, about
a second of CPU more). The report: the kill rate over the mutants the spec does not allow, and per
mutant the cases run, the cases that kill it (generated and corpus apart) and the first kill's
message, and (`--profile strict`) the cases whose results depart from the recommended behaviour
(not kills: the spec leaves that choice open); the survivors; the false kills; the allowed
mutants and what killed them.

Profiles: each mutant is judged under the tolerance profile that can catch it: `--profile` for
most; a mutant whose registry entry names a stricter `profile` (the rounding-mode mutants: the
default profile's declared 1-ULP allowance admits their error) is judged under that one when
`--profile` is `default`. Its row shows the profile it was judged under; in a default run it is
marked allowed by the default profile's declared allowance, left out of the default kill rate
and counted in the kill rate of its own profile (`profiles` in the JSON: per profile, the
mutants counted, killed, killed by 3 generated cases). The unmutated backend runs each case
under every profile a mutant is judged under. The exit
status is 1 when the unmutated backend fails a case (the measurement is void there) or a
mutant's patch raised (a bug of the benchmark, reported apart from the kills), else 0.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import os
import re
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import spec  # noqa: E402
from benchmarks.mutants.backends import MUTANTS, UNMUTATED  # noqa: E402
from fuzz.strategies import DATA_TYPES  # noqa: E402
from oracles import make  # noqa: E402
from oracles.command import Command  # noqa: E402
from oracles.verdict import ALLOWANCES, PROFILES  # noqa: E402
from reports.cases import Case, Result, corpus_cases, generated_cases, judge_case  # noqa: E402

HERE = Path(__file__).resolve().parent
KILLS = ("fail", "rejected", "crash", "timeout")
"""Verdicts that kill a mutant (anything but pass, unsupported and skipped)."""
INTERNAL = re.compile(r"internal error in the reference|result \d+ does not match its type")
"""What the interpreter says when an op's implementation raised or returned a value of the wrong
type: in a mutant, a bug of its patch (reported as an error of the benchmark, not a kill)."""
CHUNK = 20
"""Cases per task given to a worker."""
TIME_LIMIT = 60.0
"""Seconds per case for the command oracle."""


# --- cases ------------------------------------------------------------------------------------

def requested_type(case: Case) -> str | None:
    """The element type a generated case was drawn for (`ops(op, element_types=(t,))`): its
    label is the type of the first result, which differs for compare, convert and others."""
    found = re.search(r"element_types=\('([^']+)',\)", case.source)
    return found.group(1) if found else None


def select_cases(mutants: list, generated: int) -> dict[str, list[Case]]:
    """Per mutant: its op's distinct generated cases of the element types it names (drawn for
    one of them or labelled with one; all when it names none) and the corpus cases of its op's
    files and of the files it names."""
    corpus = defaultdict(list)
    for case in corpus_cases(ROOT / "corpus"):
        if case.kind in ("checks", "inputs") and not case.skip:
            corpus[case.op].append(case)
    drawn = {op: generated_cases([op], list(DATA_TYPES), generated)
             for op in sorted({m.mnemonic for m in mutants})}
    return {m.name: _distinct([c for c in drawn[m.mnemonic] if not m.types
                               or requested_type(c) in m.types or c.element_type in m.types])
            + [c for stem in (m.mnemonic, *m.corpus) for c in corpus[stem]]
            for m in mutants}


def _distinct(cases: list[Case]) -> list[Case]:
    """The cases with a program and inputs no earlier case has (strategies that ignore the
    element type they are asked for draw the same cases for several types)."""
    seen, out = set(), []
    for case in cases:
        digest = hashlib.sha256(case.text.encode())
        for x in case.inputs:
            digest.update(repr((x.dtype, x.shape)).encode() + np.ascontiguousarray(x).tobytes()
                          if isinstance(x, np.ndarray) else repr(x).encode())
        if digest.digest() not in seen:
            seen.add(digest.digest())
            out.append(case)
    return out


class Expected:
    """The reference's outcome of each generated and inputs case, computed once for every
    backend judged on it (reports.cases.judge_generated asks its `reference` for it each time)."""

    def __init__(self, cases: list[Case]):
        self.reference = make("reference", time_limit=TIME_LIMIT)
        self.outcomes = {}
        for case in cases:
            if case.kind in ("generated", "inputs") and not case.grid:
                module = spec.parse(case.text)
                self.outcomes[id(case.inputs)] = (case.inputs,
                                                  self.reference.run(module, case.inputs,
                                                                     case.func))

    def run(self, module, inputs, func: str = "main"):
        known = self.outcomes.get(id(inputs))
        if known is not None and known[0] is inputs:
            return known[1]
        return self.reference.run(module, inputs, func)

    def run_grid(self, module, inputs: dict, func: str = "main"):
        return self.reference.run_grid(module, inputs, func)


# --- the runs ---------------------------------------------------------------------------------

class Backends:
    """The vendor executable of each mutant: the fork server's client, or backend.py itself."""

    def __init__(self, spawn: bool):
        self.spawn, self.server, self.socket = spawn, None, None
        if not spawn:
            self.socket = os.path.join(tempfile.mkdtemp(prefix="mutants-"), "server")
            self.server = subprocess.Popen(
                [sys.executable, str(HERE / "backend.py"), "--serve", self.socket],
                stdout=subprocess.PIPE, env=dict(os.environ, OPENBLAS_NUM_THREADS="1",
                                                 OMP_NUM_THREADS="1"))
            if self.server.stdout.readline().strip() != b"ready":
                raise RuntimeError("the mutant backends' fork server did not start")

    def argv(self, mutant: str) -> list[str]:
        if self.spawn:
            return [sys.executable, str(HERE / "backend.py"), "--mutant", mutant]
        return [sys.executable, "-S", str(HERE / "client.py"), self.socket, "--mutant", mutant]

    def close(self) -> None:
        if self.server is not None:
            self.server.kill()
            self.server.wait()
            os.unlink(self.socket)
            os.rmdir(os.path.dirname(self.socket))


_STATE: dict = {}
"""What the worker processes inherit: the cases by id, the expected side, the backends (set
before the pool forks)."""


def profile_of(mutant, profile: str) -> str:
    """The profile `mutant` is judged under in a run of `profile`: its own stricter one in a
    default run, else the run's."""
    return mutant.profile if profile == "default" else profile


def _judge_task(task: tuple[str, str, list[str]]) -> list[dict]:
    """Judges cases (by id) on one backend (a mutant's name, or UNMUTATED) under a profile."""
    name, profile, ids = task
    oracle = Command(_STATE["backends"].argv(name), time_limit=TIME_LIMIT, grids=True)
    out = []
    for case_id in ids:
        case = _STATE["cases"][case_id]
        start = time.perf_counter()
        try:
            result = judge_case(case, oracle, _STATE["expected"], profile,
                                ALLOWANCES.get(oracle.name, ()))
        except Exception as e:  # noqa: BLE001  (as the plugin: a bug of the suite is a result)
            result = Result("crash", f"{type(e).__name__}: {e}")
        out.append({"backend": name, "profile": profile, "case": case_id, "kind": case.kind,
                    "status": result.status, "message": result.message.splitlines()[0]
                    if result.message else "", "recommended": result.recommended,
                    "seconds": time.perf_counter() - start})
    return out


def run(names: list[str], *, jobs: int, generated: int, profile: str, spawn: bool,
        progress=None) -> dict:
    """The report of mutants `names` (see the module's docstring) as JSON-ready data."""
    say = progress or (lambda line: None)
    start = time.perf_counter()
    mutants = [MUTANTS[n] for n in names]
    per_mutant = select_cases(mutants, generated)
    cases = {c.id: c for chosen in per_mutant.values() for c in chosen}
    say(f"{len(cases)} cases for {len(mutants)} mutants ({time.perf_counter() - start:.0f} s); "
        "the reference's results...")
    expected = Expected(list(cases.values()))
    prepared = time.perf_counter() - start
    profiles = {m.name: profile_of(m, profile) for m in mutants}
    unmutated = defaultdict(set)  # profile -> the cases some mutant is judged on under it
    for m in mutants:
        unmutated[profiles[m.name]] |= {c.id for c in per_mutant[m.name]}
    tasks = [t for p in sorted(unmutated) for t in _chunks(UNMUTATED, p, sorted(unmutated[p]))] \
        + [t for m in mutants
           for t in _chunks(m.name, profiles[m.name], [c.id for c in per_mutant[m.name]])]
    backends = Backends(spawn)
    _STATE.update(cases=cases, expected=expected, backends=backends)
    results = []
    try:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for k, part in enumerate(pool.imap_unordered(_judge_task, tasks), 1):
                results += part
                if k % 20 == 0 or k == len(tasks):
                    say(f"[{k}/{len(tasks)} tasks] {time.perf_counter() - start:.0f} s")
    finally:
        backends.close()
    report = summarize(mutants, per_mutant, results, profile)
    seconds = [r["seconds"] for r in results]
    report["timing"] = {"seconds": round(time.perf_counter() - start, 1),
                        "preparing": round(prepared, 1), "case_runs": len(results),
                        "mean_case_seconds": round(sum(seconds) / max(len(seconds), 1), 3),
                        "jobs": jobs, "vendor": "backend.py per case" if spawn
                        else "client.py and the fork server"}
    report["options"] = {"generated": generated, "profile": profile}
    return report


def _chunks(name: str, profile: str, ids: list[str]) -> list[tuple[str, str, list[str]]]:
    return [(name, profile, ids[i:i + CHUNK]) for i in range(0, len(ids), CHUNK)]


# --- the report -------------------------------------------------------------------------------

def summarize(mutants: list, per_mutant: dict, results: list[dict],
              profile: str = "default") -> dict:
    by_backend = defaultdict(dict)  # (backend, profile) -> case -> result
    for r in results:
        by_backend[r["backend"], r["profile"]][r["case"]] = r
    unmutated = [r for (name, _), got in by_backend.items() if name == UNMUTATED
                 for r in got.values()]
    false_kills = sorted((r for r in unmutated if r["status"] in KILLS),
                         key=lambda r: (r["case"], r["profile"]))
    void = {(r["profile"], r["case"]) for r in false_kills}
    rows = []
    for m in mutants:
        judged = profile_of(m, profile)
        verdicts = [by_backend[m.name, judged][c.id] for c in per_mutant[m.name]]
        ran = [r for r in verdicts if r["status"] not in ("unsupported", "skipped")
               and (judged, r["case"]) not in void]
        errors = [r for r in ran if r["status"] in KILLS and INTERNAL.search(r["message"])]
        kills = [r for r in ran if r["status"] in KILLS and not INTERNAL.search(r["message"])]
        rows.append({"mutant": m.name, "op": m.mnemonic, "bug": m.bug, "allowed": m.allowed,
                     "profile": judged,
                     "allowed_by_profile": ALLOWED_BY_DEFAULT if judged != profile else "",
                     "cases": len(ran), "not_run": len(verdicts) - len(ran),
                     "kills": len(kills),
                     "generated_kills": sum(r["kind"] == "generated" for r in kills),
                     "corpus_kills": sum(r["kind"] != "generated" for r in kills),
                     "killed_by": [r["case"] for r in kills],
                     "first_kill": f"{kills[0]['case']}: {kills[0]['message']}" if kills
                     else "",
                     "departs": [r["case"] for r in ran if r.get("recommended")],
                     "errors": [f"{r['case']}: {r['message']}" for r in errors]})
    profiles = {p: _tally([r for r in rows if not r["allowed"] and r["profile"] == p])
                for p in sorted({r["profile"] for r in rows})}
    counted = [r for r in rows if not r["allowed"] and r["profile"] == profile]
    return {
        "mutants": rows,
        "profile": profile,
        **_tally(counted),
        "killed_by_corpus_only": sum(r["kills"] > 0 and not r["generated_kills"]
                                     for r in counted),
        "survivors": [r["mutant"] for r in rows if not r["allowed"] and not r["kills"]],
        "allowed": [r["mutant"] for r in rows if r["allowed"]],
        "allowed_by_profile": [r["mutant"] for r in rows
                               if not r["allowed"] and r["allowed_by_profile"]],
        "profiles": profiles,
        "errors": {r["mutant"]: r["errors"] for r in rows if r["errors"]},
        "unmutated": {"cases": len(unmutated), "false_kills": false_kills,
                      "not_run": sum(r["status"] in ("unsupported", "skipped")
                                     for r in unmutated)},
    }


ALLOWED_BY_DEFAULT = ("allowed by the default profile's declared allowance (1 ULP for the "
                      "correctly rounded operations, oracles/tolerances.toml); counted under "
                      "the profile it is judged under")


def _tally(rows: list[dict]) -> dict:
    killed = [r for r in rows if r["kills"]]
    return {"kill_rate": len(killed) / len(rows) if rows else None, "counted": len(rows),
            "killed": len(killed),
            "killed_by_3_generated": sum(r["generated_kills"] >= 3 for r in rows)}


def text(report: dict) -> str:
    head = (f"{'mutant':<56}{'profile':>8}{'cases':>6}{'kills':>6}{'gen':>5}{'corpus':>7}"
            "  first kill")
    lines = [head, "-" * len(head)]
    for r in report["mutants"]:
        mark = " (allowed)" if r["allowed"] else (
            f" (allowed by {report['profile']})" if r["allowed_by_profile"] else "")
        lines.append(f"{r['mutant'] + mark:<56}{r['profile']:>8}{r['cases']:>6}{r['kills']:>6}"
                     f"{r['generated_kills']:>5}{r['corpus_kills']:>7}  {r['first_kill'][:90]}")
    lines.append("-" * len(head))
    for name, t in report["profiles"].items():
        rate = t["kill_rate"]
        lines.append(f"kill rate, {name} profile: {t['killed']} / {t['counted']} mutants the spec "
                     f"does not allow = {'-' if rate is None else f'{100 * rate:.1f}%'} "
                     f"({t['killed_by_3_generated']} killed by >= 3 generated cases)")
    by_profile = report["allowed_by_profile"]
    if by_profile:
        lines.append(f"allowed by the {report['profile']} profile's declared allowance, counted "
                     f"under the profile that catches them ({len(by_profile)}): "
                     f"{', '.join(by_profile)}")
    lines += [
        f"killed by corpus cases only ({report['profile']} profile): "
        f"{report['killed_by_corpus_only']}",
        f"survivors ({len(report['survivors'])}): {', '.join(report['survivors']) or 'none'}",
        f"allowed ({len(report['allowed'])}, not counted): {', '.join(report['allowed'])}",
    ]
    departs = [r for r in report["mutants"] if r.get("departs")]
    lines += [f"departs from the recommended behaviour (not a kill): {r['mutant']} in "
              f"{len(r['departs'])} case(s), e.g. {r['departs'][0]}" for r in departs]
    for name, errors in report["errors"].items():
        lines += [f"error of the benchmark: {name}: {e[:150]}" for e in errors]
    u = report["unmutated"]
    lines.append(f"unmutated backend: {len(u['false_kills'])} false kills in {u['cases']} cases "
                 f"({u['not_run']} not run: unsupported or skipped)")
    groups = defaultdict(list)
    for r in u["false_kills"]:
        groups[(r["status"], r["message"])].append(r["case"])
    lines += [f"  {len(ids)} x {status}: {message[:100]} ({', '.join(ids[:3])}"
              f"{', ...' if len(ids) > 3 else ''})" for (status, message), ids in groups.items()]
    t = report.get("timing")
    if t:
        lines.append(f"{t['case_runs']} case runs in {t['seconds']} s ({t['preparing']} s "
                     f"preparing; {t['mean_case_seconds']} s per case run, {t['jobs']} jobs, "
                     f"{t['vendor']})")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mutants", help="comma-separated mutant names (default: all)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--generated", type=int, default=3,
                        help="generated cases per op and element type (the suite's default: 3)")
    parser.add_argument("--profile", choices=PROFILES, default="default")
    parser.add_argument("--spawn", action="store_true",
                        help="run backend.py per case instead of the fork server")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    args = parser.parse_args(argv)
    if args.list:
        for m in MUTANTS.values():
            print(f"{m.name:<44} {m.mnemonic:<22} {m.bug}"
                  + (f" [allowed: {m.allowed}]" if m.allowed else ""))
        return 0
    names = [n.strip() for n in args.mutants.split(",") if n.strip()] if args.mutants \
        else list(MUTANTS)
    unknown = [n for n in names if n not in MUTANTS]
    if unknown:
        parser.error(f"unknown mutants: {', '.join(unknown)} (--list lists them)")
    report = run(names, jobs=args.jobs, generated=args.generated, profile=args.profile,
                 spawn=args.spawn, progress=lambda line: print(line, file=sys.stderr))
    print(json.dumps(report, indent=1) if args.json else text(report))
    return 1 if report["unmutated"]["false_kills"] or report["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
