"""Per-case overhead of the oracles, in the same run.

Cases per second: one tiny program (`@main(%x, %y) = add(%x, %y)` on tensor<4xf32>), parsed once
and run `--cases` times with fresh inputs on each available oracle (compiled once where an oracle
caches by text; the first case, which starts the worker and compiles, is not timed). The
reference runs in process and is the baseline: the ratio column is its cases per second over the
oracle's. Compile time: `--programs` distinct programs (the same add with a different constant,
so no cache hits), the seconds the oracle reports compiling each (XLA, IREE, ONNX Runtime).

    python benchmarks/bench_oracles.py [--cases 200] [--programs 10] [--oracles a,b,...]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import spec  # noqa: E402
from oracles import ORACLES, make, oracle_class  # noqa: E402

TINY = """func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {{
  %c = stablehlo.constant dense<{c}> : tensor<4xf32>
  %s = stablehlo.add %x, %y : tensor<4xf32>
  %z = stablehlo.add %s, %c : tensor<4xf32>
  return %z : tensor<4xf32>
}}"""


def cases_per_second(oracle, cases: int) -> float:
    module = spec.parse(TINY.format(c="0.5"))
    rng = np.random.default_rng(0)
    args = [[rng.normal(size=4).astype(np.float32) for _ in range(2)] for _ in range(cases + 1)]
    first = oracle.run(module, args[0])
    if first.status != "ok":
        raise RuntimeError(f"{oracle.name}: {first.status}: {first.message}")
    start = time.perf_counter()
    for a in args[1:]:
        oracle.run(module, a)
    return cases / (time.perf_counter() - start)


def compile_seconds(oracle, programs: int) -> list[float]:
    x = [np.ones(4, np.float32)] * 2
    seconds = []
    for i in range(programs):
        outcome = oracle.run(spec.parse(TINY.format(c=f"{i + 1}.25")), x)
        seconds.append(outcome.compile_seconds)
    return seconds


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--cases", type=int, default=200)
    p.add_argument("--programs", type=int, default=10)
    p.add_argument("--oracles", default=",".join(n for n in ORACLES if n != "command"))
    args = p.parse_args(argv)
    print(f"{'oracle':<22} {'cases/s':>10} {'ref/oracle':>11} {'compile median s':>17} "
          f"{'compile max s':>14}")
    baseline = None
    for name in ["reference"] + [n for n in args.oracles.split(",") if n != "reference"]:
        ok, why = oracle_class(name).available()
        if not ok:
            print(f"{name:<22} unavailable: {why}")
            continue
        oracle = make(name, time_limit=300)
        try:
            rate = cases_per_second(oracle, args.cases)
            compiles = compile_seconds(oracle, args.programs) if name != "reference" else [0.0]
        finally:
            oracle.close()
        baseline = baseline or rate
        print(f"{name:<22} {rate:>10.1f} {baseline / rate:>11.2f} "
              f"{statistics.median(compiles):>17.4f} {max(compiles):>14.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
