"""How good is the verdict: the kill rate of the mutated backends of fuzz/mutants.py.

For each program, the expected side is the reference with error bounds; each mutant's actual
side is the reference's run of the mutated program; the verdict is `oracles.verdict.judge` on the
original program, as every other caller calls it. A mutant is *killed* when the verdict is not
pass, *equivalent* when its outputs equal the original's bit for bit (the bug has no effect on
these inputs; left out of the kill rate), *survived* otherwise. The unmutated program and each
real oracle's run of it are judged the same way: a verdict that fails there is a *false kill*.

`measure(paths, oracles)` returns the report as JSON-ready data; `text(report)` is its table.
"""
from __future__ import annotations

import time
from pathlib import Path

import numpy as np

import reference
import spec
from oracles import make, random_inputs
from oracles.base import Outcome
from oracles.reference import Reference
from oracles.verdict import judge
from reference import npz
from spec.program_files import ProgramError, read_program
from spec.verify import verify

from .mutants import OPERATORS, sites, skipped_sites

COUNTS = ("sites", "skipped", "equivalent", "killed", "survived")


def load(path: Path, seed: int) -> tuple[spec.Module, list]:
    """The program at `path` (read by its content: spec.program_files) and its inputs: `X.npz`
    beside `X.mlir` (or `X.jaxexport`, ...) when there is one, else seeded random inputs.
    Raises ProgramError, npz.NpzError or OracleError."""
    module = read_program(str(path))
    if not module.funcs:
        raise ProgramError(f"no module or function in {path}")
    types = list(module.func("main").type.inputs)
    inputs = path.with_suffix(".npz")
    if inputs.exists():
        return module, npz.load(str(inputs), types, prefix="arg")
    return module, random_inputs(types, seed)


def measure(programs: list[tuple[str, spec.Module, list]], oracles: list[str],
            progress=None) -> dict:
    """The report of `programs` ((name, module, inputs)); `oracles` are the real oracles whose
    runs of the unmutated programs are judged too (besides the reference). `progress(line)`
    is told about each program."""
    report = {"operators": {name: dict.fromkeys(COUNTS, 0) | {"bug": op.bug}
                            for name, op in OPERATORS.items()},
              "mutants": [], "skipped": [], "programs": [], "internal": [],
              "false_kills": {name: {"judged": 0, "killed": [], "not_compared": []}
                              for name in ["mutant"] + oracles}}
    expected_side = Reference(bounds=True)
    backends = [make(name) for name in oracles]
    try:
        for k, (name, module, inputs) in enumerate(programs):
            start = time.perf_counter()
            expected = expected_side.run(module, inputs)
            if expected.status != "ok":
                report["programs"].append({"program": name, "run": False,
                                           "message": f"reference: {expected.status}: "
                                                      f"{expected.message}"})
                continue
            report["programs"].append({"program": name, "run": True})
            _judge_unmutated(report, name, module, inputs, expected, expected_side, backends)
            for s in skipped_sites(module):
                report["operators"][s.operator]["skipped"] += 1
                report["skipped"].append({"program": name, "operator": s.operator,
                                          "site": s.site, "reason": s.reason})
            found = sites(module)
            for mutant in found:
                _judge_mutant(report, name, module, inputs, expected, mutant)
            if progress:
                progress(f"[{k + 1}/{len(programs)}] {name}: {len(found)} mutants "
                         f"({time.perf_counter() - start:.1f} s)")
    finally:
        for backend in backends:
            backend.close()
    counts = report["operators"].values()
    report["total"] = {c: sum(o[c] for o in counts) for c in COUNTS}
    report["kill_rate"] = kill_rate(report["total"])
    return report


def kill_rate(counts: dict) -> float | None:
    """killed / (sites - equivalent); None when no mutant made a difference."""
    effective = counts["sites"] - counts["equivalent"]
    return counts["killed"] / effective if effective else None


def _judge_unmutated(report, name, module, inputs, expected, expected_side, backends):
    """The false kills: the unmutated program as a mutant, and each real oracle's run of it."""
    runs = [("mutant", Outcome("ok", reference.evaluate(module, inputs)), None)]
    for backend in backends:
        runs.append((backend.name, backend.run(module, inputs),
                     lambda flushed: expected_side.run(module, flushed)))
    for oracle, actual, rerun in runs:
        tally = report["false_kills"][oracle]
        if actual.status != "ok":
            tally["not_compared"].append({"program": name, "status": actual.status,
                                          "message": actual.message})
            continue
        tally["judged"] += 1
        verdict = judge(module, inputs, expected, actual, oracle=oracle, rerun=rerun)
        if not verdict.passed:
            tally["killed"].append({"program": name, "verdict": _message(verdict)})


def _judge_mutant(report, name, module, inputs, expected, mutant):
    mutated = mutant.apply(module)
    broken = verify(mutated)
    if broken:  # a bug of fuzz/mutants.py, not a measurement
        report["internal"].append(f"{name}: {mutant}: the mutant is invalid: {broken[0]}")
        return
    actual = Reference().run(mutated, inputs)
    counts = report["operators"][mutant.operator]
    counts["sites"] += 1
    if actual.status == "ok" and _same_bits(expected.outputs, actual.outputs):
        outcome, message = "equivalent", ""
    else:
        verdict = judge(module, inputs, expected, actual, oracle="mutant")
        outcome, message = ("survived" if verdict.passed else "killed"), _message(verdict)
    counts[outcome] += 1
    report["mutants"].append({"program": name, "operator": mutant.operator, "site": mutant.site,
                              "outcome": outcome, "verdict": message})


def _same_bits(xs: list, ys: list) -> bool:
    return len(xs) == len(ys) and all(
        x is y or isinstance(x, np.ndarray) and isinstance(y, np.ndarray)
        and x.dtype == y.dtype and x.shape == y.shape
        and np.ascontiguousarray(x).tobytes() == np.ascontiguousarray(y).tobytes()
        for x, y in zip(xs, ys))


def _message(verdict) -> str:
    return verdict.message or "; ".join(str(v) for v in verdict.verdicts) or verdict.status


def text(report: dict) -> str:
    """The report as a table, the survivors, the false kills and what was not measured."""
    head = f"{'operator':<24}" + "".join(f"{c:>11}" for c in COUNTS) + f"{'kill rate':>11}"
    lines = [head, "-" * len(head)]
    for name, counts in list(report["operators"].items()) + [("total", report["total"])]:
        if name == "total":
            lines.append("-" * len(head))
        lines.append(f"{name:<24}" + "".join(f"{counts[c]:>11}" for c in COUNTS)
                     + f"{_percent(kill_rate(counts)):>11}")
    t = report["total"]
    lines.append(f"kill rate = killed / (sites - equivalent) = {t['killed']} / "
                 f"{t['sites'] - t['equivalent']} = {_percent(report['kill_rate'])}")
    survivors = [m for m in report["mutants"] if m["outcome"] == "survived"]
    lines.append(f"survivors: {len(survivors)}")
    lines += [f"  {m['program']}: {m['operator']} at {m['site']}: {m['verdict']}"
              for m in survivors]
    lines.append("false kills (verdicts on runs of the unmutated programs):")
    for oracle, tally in report["false_kills"].items():
        label = "unmutated program" if oracle == "mutant" else oracle
        lines.append(f"  {label}: {len(tally['killed'])} of {tally['judged']} programs"
                     + (f" ({len(tally['not_compared'])} not compared)"
                        if tally["not_compared"] else ""))
        lines += [f"    {k['program']}: {k['verdict']}" for k in tally["killed"]]
        lines += [f"    {k['program']}: not compared: {k['status']}: "
                  f"{k['message'].splitlines()[0] if k['message'] else ''}"
                  for k in tally["not_compared"]]
    if report["skipped"]:
        lines.append(f"skipped sites: {len(report['skipped'])}")
        lines += [f"  {s['program']}: {s['operator']} at {s['site']}: {s['reason']}"
                  for s in report["skipped"]]
    lines += [f"not run: {p['program']}: {p['message']}" for p in report["programs"]
              if not p["run"]]
    lines += [f"internal (bug of this project): {m}" for m in report["internal"]]
    return "\n".join(lines)


def _percent(rate: float | None) -> str:
    return "-" if rate is None else f"{100 * rate:.1f}%"
