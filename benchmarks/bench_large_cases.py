"""The cost of the large generated cases (fuzz/large.py) on each oracle, and their verdicts.

For every large program: the seconds of one run on each oracle (the reference with its error
bounds, as the conformance run asks for them; the others in their worker processes, start-up
included, under `--time-limit`), and each oracle's verdict against the reference
(oracles.verdict.judge, the conformance run's). An oracle that declares the case unsupported
(oracles/gaps.toml) prints its reason; `--ignore-gaps` runs it anyway, to measure what a gap
saves. Seconds are wall time on this machine, for choosing which cases stay cheap; no test
asserts them.

    python benchmarks/bench_large_cases.py [--oracles reference,xla,...] [--ops a,b]
        [--time-limit 60] [--ignore-gaps]
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import oracles  # noqa: E402
from fuzz.large import LARGE, large_programs  # noqa: E402
from oracles.verdict import judge  # noqa: E402

DEFAULT_ORACLES = ("reference", "xla", "stablehlo-interpreter", "onnxruntime")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--oracles", default=",".join(DEFAULT_ORACLES))
    parser.add_argument("--ops", default=",".join(LARGE))
    parser.add_argument("--time-limit", type=float, default=60.0)
    parser.add_argument("--ignore-gaps", action="store_true",
                        help="run a case on an oracle that declares it unsupported")
    args = parser.parse_args(argv)
    names = args.oracles.split(",")
    built = {name: oracles.make(name, time_limit=args.time_limit) for name in names}
    if args.ignore_gaps:  # the worker oracles check support again before they run a program
        for oracle in built.values():
            oracle.supports = lambda module, func="main": (True, "")
    reference = built.get("reference") or oracles.make("reference", time_limit=args.time_limit)
    print(f"{'case':40} {'oracle':22} {'seconds':>8}  verdict")
    for op in args.ops.split(","):
        for name, et, module, inputs in large_programs(op, {et for et, _ in LARGE[op]}):
            case = f"{op}/{et}/{name}"
            start = time.perf_counter()
            expected = reference.run(module, inputs)
            seconds = time.perf_counter() - start
            print(f"{case:40} {'reference':22} {seconds:8.2f}  {expected.status}", flush=True)
            for oracle_name, oracle in built.items():
                if oracle_name == "reference":
                    continue
                ok, why = oracle.supports(module)
                if not ok:
                    print(f"{case:40} {oracle_name:22} {'-':>8}  unsupported: {why[:90]}")
                    continue
                start = time.perf_counter()
                outcome = oracle.run(module, inputs)
                seconds = time.perf_counter() - start
                if outcome.status != "ok" or expected.status != "ok":
                    print(f"{case:40} {oracle_name:22} {seconds:8.2f}  {outcome.status}: "
                          f"{outcome.message[:90]}", flush=True)
                    continue
                verdict = judge(module, inputs, expected, outcome, oracle_name)
                worst = verdict.failed
                detail = "" if worst is None else (
                    f" ({worst.mismatches} element(s), worst {worst.ulps:g} {worst.unit}, "
                    f"rule {worst.rule})")
                print(f"{case:40} {oracle_name:22} {seconds:8.2f}  {verdict.status}{detail}",
                      flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
