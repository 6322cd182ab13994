"""End-to-end differential throughput of the fuzzer: programs per second through the reference
and XLA CPU (compile included), and the share of time in generation, compilation, execution
and comparison.

    .venv/bin/python benchmarks/bench_fuzz.py [--programs N] [--batch K] [--jobs J]

Programs are the campaign's (fuzz.seeded.draw over fuzz.strategies.OP_GENERATORS, seeded)
and are checked as the campaign checks them: `fuzz.differential.Checker.valid` for one program,
`Checker.valid_batch` for `--batch K` programs (the reference runs each program; XLA runs one
merged module whose @main calls every program's @main, fuzz.differential.merge, so it compiles once
per K programs; a merged run that fails is bisected, and a program whose part diverges runs
alone). `--jobs J` runs J worker processes (the campaign's --jobs) and reports wall-clock
throughput; the shares are the workers' summed times, taken by wrapping the checker's steps.
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


class _Clock:
    """Wraps functions so that their time adds up under a name (nested calls count once, in
    the outermost: the reference's run inside a comparison's flush check is comparison)."""

    def __init__(self):
        self.t, self.depth = Counter(), 0

    def wrap(self, owner, attr: str, name: str) -> None:
        fn = getattr(owner, attr)

        def timed(*a, **k):
            if self.depth:
                return fn(*a, **k)
            self.depth += 1
            clock = time.perf_counter()
            try:
                return fn(*a, **k)
            finally:
                self.depth -= 1
                self.t[name] += time.perf_counter() - clock
        setattr(owner, attr, timed)


_CHECKER = None
"""The worker process's Checker and clock, built once (as a campaign's worker does): the XLA
worker process starts in the warm-up, not in the measured runs."""


def _checker():
    global _CHECKER
    if _CHECKER is None:
        _CHECKER = _instrumented()
        _CHECKER[0].oracles[0].worker._ensure_started()
    return _CHECKER


def _instrumented():
    import fuzz.differential as check
    clock = _Clock()
    clock.wrap(check, "reference_run", "reference")
    clock.wrap(check, "unspecified_masks", "reference")
    clock.wrap(check, "merge", "merge")
    clock.wrap(check.Checker, "_judge", "comparison")
    clock.wrap(check.spec, "parse", "parse+verify")
    clock.wrap(check.spec.verify, "verify", "parse+verify")
    checker = check.Checker(["reference", "xla"])
    xla = checker.oracles[0]
    run = xla.run

    def xla_run(module, inputs, func="main"):
        start, restarts = time.perf_counter(), clock.t["xla worker restarts"]
        clock.depth += 1
        try:
            outcome = run(module, inputs, func)
        finally:
            clock.depth -= 1
        clock.t["xla"] += time.perf_counter() - start
        rest = time.perf_counter() - start - outcome.compile_seconds - outcome.run_seconds \
            - (clock.t["xla worker restarts"] - restarts)
        if outcome.status != "ok":  # a crash's or rejection's time, less a restart before it
            clock.t["xla failed"] += rest
        elif clock.t["xla worker restarts"] != restarts:  # a fresh worker imports jax now
            clock.t["xla worker restarts"] += rest
        clock.t["compilation"] += outcome.compile_seconds
        clock.t["execution"] += outcome.run_seconds
        clock.t["xla runs"] += 1
        return outcome
    xla.run = xla_run
    worker, start_worker = xla.worker, xla.worker._ensure_started

    def timed_start():
        start, starts = time.perf_counter(), worker.starts
        start_worker()
        if worker.starts != starts:
            clock.t["xla worker restarts"] += time.perf_counter() - start
            clock.t["restarts"] += 1
    worker._ensure_started = timed_start
    return checker, clock


def worker(args) -> Counter:
    from fuzz.campaign import op_names, op_strategy
    from fuzz.seeded import draw
    job, programs, batch, seed = args
    checker, clock = _checker()
    ops, t = op_names(), Counter()
    clock.t = t
    for first in range(job * programs, (job + 1) * programs, batch):
        start = time.perf_counter()
        clock.depth += 1  # the parses inside generation are generation
        drawn = []
        for i in range(first, first + batch):
            op = ops[(seed + i) % len(ops)]
            d = _draw(draw, op_strategy(op), seed + i)
            if d is not None:
                drawn.append((d[0], d[1], op))
        clock.depth -= 1
        t["generator failures"] += batch - len(drawn)
        t["generation"] += time.perf_counter() - start
        start = time.perf_counter()
        if len(drawn) == 1:
            results = [checker.valid(*drawn[0])]
        else:
            results = checker.valid_batch(drawn)
        t["check"] += time.perf_counter() - start
        t["programs"] += batch
        t["run on both"] += sum(r.statuses.get("xla") == "ok" for r in results)
        t["findings"] += sum(len(r.findings) for r in results)
    return t


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--programs", type=int, default=200, help="per job")
    p.add_argument("--batch", type=int, nargs="+", default=[1, 8, 16])
    p.add_argument("--jobs", type=int, default=2)
    args = p.parse_args()
    ctx = mp.get_context("spawn")
    with ctx.Pool(args.jobs, initializer=_checker) as pool:
        pool.map(worker, [(j, 2, 1, 0) for j in range(args.jobs)])  # warm-up: imports, workers
        for batch in args.batch:
            start = time.perf_counter()
            parts = pool.map(worker, [(j, args.programs, batch, 1000) for j in range(args.jobs)])
            wall = time.perf_counter() - start
            t = sum(parts, Counter())
            busy = t["generation"] + t["check"]
            print(f"batch {batch:>3}, {args.jobs} jobs: {t['programs'] / wall:6.1f} programs/s "
                  f"({t['programs']} programs, {t['run on both']} ok on xla, "
                  f"{t['xla runs']} xla runs, {t['findings']} findings, "
                  f"{t['generator failures']} generator failures, {wall:.1f} s)")
            xla_ipc = t["xla"] - t["compilation"] - t["execution"] - t["xla worker restarts"] \
                - t["xla failed"]
            shares = {"generation": t["generation"], "parse+verify": t["parse+verify"],
                      "reference": t["reference"], "merge": t["merge"],
                      "xla compilation": t["compilation"], "xla execution": t["execution"],
                      "xla print/IPC": xla_ipc,
                      "xla failed runs (crash, rejection)": t["xla failed"],
                      f"xla worker restarts ({t['restarts']}, after crashes)":
                          t["xla worker restarts"], "comparison": t["comparison"]}
            shares["other"] = busy - sum(shares.values())
            print("   " + ", ".join(f"{k} {v / busy:.0%}" for k, v in shares.items()))


if __name__ == "__main__":
    np.seterr(all="ignore")
    main()
