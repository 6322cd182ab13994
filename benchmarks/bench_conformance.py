"""Where the CPU time of a conformance run goes, component by component, on a fixed subset.

The generated cases of `--ops` (default: ten ops of every family, `--generated` per op and
element type, the suite's seed) go through the steps the plugin takes for each of them
(reports/cases.py's judge_generated), each step timed apart in CPU seconds:

- generation: `generated_cases` (what collection does in each xdist worker);
- parse: `spec.parse` of each case's text (once per case, reports.cases.parsed);
- reference: the reference with its error bounds and program tolerances, once per case;
- masks: the Unspecified masks of the outputs (verdict.unspecified_masks), once per case;
- per oracle, in this process: `supports` and `run` (translation for ONNX Runtime, the CHLO
  lowering request, the printed program, the message to the worker and back), or `run_batch`
  for an oracle with batches (XLA: the cases of an op and element type compiled as one module,
  as the plugin runs them);
- per oracle, in its worker: the CPU of the worker processes (and the fork server and the pass
  child), from getrusage once they are closed; the seconds the worker reports compiling (XLA:
  compile_and_load; the interpreter: parsing; ONNX Runtime: translation and session) and
  running are wall-clock seconds and shown as such;
- verdict: oracles.verdict.judge;
- report: results.jsonl lines and `write_reports` for the subset.

Printed as CPU seconds and as a share of the total, so runs on a loaded machine compare by
ratio. The steps use the plugin's own functions; the numbers are for the subset, not a whole run.
Cases on a process grid (collectives) are left out.

    python benchmarks/bench_conformance.py [--ops a,b] [--generated 3] [--no-batches] [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from fuzz.strategies import DATA_TYPES  # noqa: E402
from oracles import make  # noqa: E402
from oracles.verdict import bounded_outputs, judge, unspecified_masks  # noqa: E402
from reports import write_reports  # noqa: E402
from reports.cases import (BATCH_SIZE, _generated_result, _run, batchable,  # noqa: E402
                           generated_cases, parsed, run_batch)

OPS = ("add", "exponential", "dot_general", "convolution", "gather", "reduce", "sort",
       "chlo.erf", "convert", "select")
ORACLES = ("xla", "stablehlo-interpreter", "onnxruntime")


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


class Clock:
    """CPU seconds of this process per component."""

    def __init__(self):
        self.cpu: dict[str, float] = defaultdict(float)

    def timed(self, name: str, fn, *args, **kwargs):
        start = time.process_time()
        try:
            return fn(*args, **kwargs)
        finally:
            self.cpu[name] += time.process_time() - start


def measure(ops: list[str], count: int, batches: bool = True) -> dict:
    clock = Clock()
    cases = clock.timed("generation", generated_cases, ops, list(DATA_TYPES), count)
    reference = make("reference")
    reference.bounds = True
    oracles = {name: make(name) for name in ORACLES}
    for oracle in oracles.values():
        oracle.batches = batches and getattr(oracle, "batches", False)
    wall = defaultdict(float)
    results, batched = [], {}
    for k, case in enumerate(cases):
        if case.grid:  # a process grid's case runs on the oracles with process grids only
            continue
        module = clock.timed("parse", parsed, case)
        expected = clock.timed("reference", reference.run, module, case.inputs, case.func)
        if expected.status != "ok":
            continue
        masks = clock.timed("masks", unspecified_masks, module, case.inputs, case.func,
                            bounded_outputs(expected))
        for name, oracle in oracles.items():
            mine = clock.timed("parse", parsed, case)
            outcome = batched.pop((case.id, name), None)
            if outcome is None and getattr(oracle, "batches", False) and batchable(case):
                peers = _peers(cases, k)
                outcomes = clock.timed(f"{name}: supports, run (this process)", run_batch,
                                       oracle, [case] + peers)
                batched.update({(p.id, name): outcomes[p.id] for p in peers if p.id in outcomes})
                outcome = outcomes.get(case.id)
            if outcome is None:
                outcome = clock.timed(f"{name}: supports, run (this process)", _run, oracle,
                                      mine, case.inputs, case.func)
            wall[f"{name}: compile (wall, in the worker)"] += outcome.compile_seconds
            wall[f"{name}: execute (wall, in the worker)"] += outcome.run_seconds
            verdict = clock.timed("verdict", judge, mine, case.inputs, expected, outcome, name,
                                  func=case.func, masks=masks)
            result = _generated_result(outcome, verdict)
            results.append({"id": case.id, "op": case.op, "element_type": case.element_type,
                            "source": case.source, "oracle": name, "status": result.status,
                            "reason": "", "rule": result.rule, "message": result.message,
                            "expected": result.expected, "actual": result.actual,
                            "seconds": 0.0, "replay": ""})
    for name, oracle in oracles.items():
        before = children_cpu()
        oracle.close()
        clock.cpu[f"{name}: worker processes"] += children_cpu() - before
    with tempfile.TemporaryDirectory() as directory:
        clock.timed("report", _report, Path(directory), results)
    return {"cases": len(cases), "items": len(results), "cpu": dict(clock.cpu),
            "wall": dict(wall)}


def _peers(cases: list, k: int) -> list:
    """The cases after cases[k] that the plugin runs in its batch (reports/plugin.py,
    `Run.batch_outcome`): batchable, of its op and element type, BATCH_SIZE in all."""
    scope, peers = cases[k].id.rsplit("/", 1)[0], []
    for case in cases[k + 1:]:
        if len(peers) == BATCH_SIZE - 1 or case.id.rsplit("/", 1)[0] != scope:
            break
        if batchable(case):
            peers.append(case)
    return peers


def _report(directory: Path, results: list[dict]) -> None:
    with open(directory / "results.jsonl", "w", encoding="utf-8") as f:
        f.writelines(json.dumps(r) + "\n" for r in results)
    (directory / "run.json").write_text(json.dumps({
        "suite": {}, "spec_version": "", "oracle": {"name": ",".join(ORACLES)}, "options": {},
        "environment": {}, "allowances": {}, "tolerance_profile": "default", "certify": False,
        "started": "", "finished": ""}), encoding="utf-8")
    write_reports(directory)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--ops", default=",".join(OPS))
    p.add_argument("--generated", type=int, default=3)
    p.add_argument("--no-batches", action="store_true",
                   help="every case compiled alone (as before batches), for a comparison")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    found = measure(args.ops.split(","), args.generated, not args.no_batches)
    if args.json:
        print(json.dumps(found, indent=1))
        return 0
    total = sum(found["cpu"].values())
    print(f"{found['cases']} generated cases, {found['items']} items; "
          f"CPU seconds by component (total {total:.1f} s):")
    for name, seconds in sorted(found["cpu"].items(), key=lambda kv: -kv[1]):
        if seconds:
            print(f"  {name:<48} {seconds:8.2f} s  {seconds / total:6.1%}")
    print("wall-clock seconds the workers report (inflated on a loaded machine):")
    for name, seconds in sorted(found["wall"].items()):
        print(f"  {name:<48} {seconds:8.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
