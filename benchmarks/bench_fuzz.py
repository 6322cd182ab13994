"""End-to-end differential throughput of the fuzzer: programs per second through the reference
and XLA CPU (compile included), and the share of time in generation, compilation, execution
and comparison.

    .venv/bin/python benchmarks/bench_fuzz.py [--programs N] [--batch K] [--jobs J]

Programs are the campaign's (fuzz.campaign.draw over fuzz.strategies.OP_GENERATORS, seeded).
`--batch K` merges K programs into one module whose @main calls every program's @main and
returns all their results (fuzz.check.merge, what `python -m fuzz campaign --batch K` does), so
XLA compiles once per K programs; a batch XLA rejects as a whole runs its programs one by one. `--jobs J` runs J worker
processes (the campaign's --jobs) and reports wall-clock throughput; the shares are the workers'
summed times.
"""
from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import sys
import time
from collections import Counter

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _draw(draw, strategy, seed):
    try:
        return draw(strategy, seed)
    except Exception:  # a generator bug (fuzz/strategies): the campaign reports it
        return None


def worker(args) -> Counter:
    import spec
    from fuzz.campaign import draw, op_names, op_strategy
    from fuzz.check import merge
    from oracles.__main__ import output_rule
    from oracles.compare import compare
    from oracles.reference import Reference
    from oracles.xla import Xla
    job, programs, batch, seed = args
    ops, ref, xla = op_names(), Reference(bounds=True), Xla()
    t = Counter()
    try:
        for start in range(job * programs, (job + 1) * programs, batch):
            clock = time.perf_counter()
            drawn = [d for d in (_draw(draw, op_strategy(ops[(seed + i) % len(ops)]), seed + i)
                                 for i in range(start, start + batch)) if d is not None]
            t["generator failures"] += batch - len(drawn)
            modules = [spec.parse(text) for text, _ in drawn]
            t["generation"] += time.perf_counter() - clock
            pairs = [(m, x) for m, (_, x) in zip(modules, drawn) if ref.supports(m)[0]
                     and xla.supports(m)[0] and all(isinstance(a, np.ndarray) and a.dtype != object for a in x)]
            merged = merge([m for m, _ in pairs]) if len(pairs) > 1 else None
            runs = [(merged, [a for _, x in pairs for a in x])] if merged else pairs
            for module, inputs in runs:
                clock = time.perf_counter()
                expected = ref.run(module, inputs)
                t["reference"] += time.perf_counter() - clock
                clock = time.perf_counter()
                actual = xla.run(module, inputs)
                t["xla"] += time.perf_counter() - clock
                t["compilation"] += actual.compile_seconds
                t["execution"] += actual.run_seconds
                if actual.status != "ok" and merged is not None:
                    t["batches split"] += 1
                    for m, x in pairs:
                        xla.run(m, x)
                clock = time.perf_counter()
                if expected.status == actual.status == "ok":
                    f = module.func("main")
                    for i, (e, a) in enumerate(zip(expected.outputs, actual.outputs)):
                        compare(e, a, output_rule(f, i, "xla"),
                                bound=expected.bounds[i] if expected.bounds else None)
                t["comparison"] += time.perf_counter() - clock
            t["programs"] += batch
            t["run on both"] += len(pairs)
    finally:
        xla.close()
    return t


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--programs", type=int, default=200, help="per job")
    p.add_argument("--batch", type=int, nargs="+", default=[1, 8, 16])
    p.add_argument("--jobs", type=int, default=2)
    args = p.parse_args()
    ctx = mp.get_context("spawn")
    with ctx.Pool(args.jobs) as pool:
        pool.map(worker, [(j, 2, 1, 0) for j in range(args.jobs)])  # warm-up: imports, workers
        for batch in args.batch:
            start = time.perf_counter()
            parts = pool.map(worker, [(j, args.programs, batch, 1000) for j in range(args.jobs)])
            wall = time.perf_counter() - start
            t = sum(parts, Counter())
            busy = sum(t[k] for k in ("generation", "reference", "xla", "comparison"))
            print(f"batch {batch:>3}, {args.jobs} jobs: {t['programs'] / wall:6.1f} programs/s "
                  f"({t['programs']} programs, {t['run on both']} run on both, "
                  f"{t['batches split']} batches split, {t['generator failures']} generator failures, "
                  f"{wall:.1f} s)")
            shares = {"generation": t["generation"], "reference (execution)": t["reference"],
                      "xla compilation": t["compilation"], "xla execution": t["execution"],
                      "xla transfer/IPC": t["xla"] - t["compilation"] - t["execution"],
                      "comparison": t["comparison"]}
            print("   " + ", ".join(f"{k} {v / busy:.0%}" for k, v in shares.items()))


if __name__ == "__main__":
    np.seterr(all="ignore")
    main()
