"""Cost of the whole-program verdict: the reference oracle with program bounds
(`Reference(bounds=True)`: reference/propagation.py, each value's bound beside it) against a
plain reference evaluation (`reference.evaluate`), on the same programs in the same run. The
target: at most about 3x (geometric mean).

Programs: the models corpus (corpus/models/*.mlir with their .npz inputs) when present, and the
small models of tests/helpers/models.py. Parsing is not timed; each side is the best of
--repeat runs. BLAS runs on one thread (OPENBLAS_NUM_THREADS=1 unless set). `--clock cpu` times
the process's CPU time instead of the wall clock: on a machine other processes load, the wall
clock counts the time they take, unevenly between the two sides.

    python benchmarks/bench_program_bounds.py [--repeat 5] [--widths 32 256] [--clock cpu]
                                              [FILE.mlir ...]

Then a synthetic MLP at each of --widths, apart from the mean: with large tensors the cost per
element decides (the stochastic samples carry SAMPLES values beside each one).
"""
from __future__ import annotations

import argparse
import math
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before numpy loads OpenBLAS

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np  # noqa: E402
import reference  # noqa: E402
import spec  # noqa: E402
from bench_reference import best_of  # noqa: E402
from oracles import random_inputs  # noqa: E402
from oracles.reference import Reference  # noqa: E402
from reference import npz  # noqa: E402
from tests.helpers.models import MODELS  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def programs(files: list[str]):
    """(label, module, inputs) of each program."""
    paths = [Path(f) for f in files] or sorted((ROOT / "corpus" / "models").glob("*.mlir"))
    for path in paths:
        module = spec.parse(path.read_text(), str(path))
        types = list(module.func("main").type.inputs)
        beside = path.with_suffix(".npz")
        inputs = npz.load(str(beside), types, prefix="arg") if beside.exists() \
            else random_inputs(types, 0)
        yield path.stem, module, inputs
    if not files:
        for name, build in MODELS.items():
            module = build()
            yield f"fixture {name}", module, random_inputs(module.func("main").type.inputs, 0)


def scaled(width: int):
    """A synthetic MLP at `width` (three dense tanh layers, then a softmax), for the cost per
    element: the models corpus is small, so Python's cost per op weighs most there."""
    t = f"tensor<{width}x{width}xf32>"
    v = f"tensor<{width}xf32>"
    lines = [f"func.func @main(%x: {t}, %w0: {t}, %w1: {t}, %w2: {t}, %b: {v}) -> {t} {{",
             f"  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : ({v}) -> {t}"]
    h = "%x"
    for i in range(3):
        lines += [f"  %d{i} = stablehlo.dot_general {h}, %w{i}, contracting_dims = [1] x [0] "
                  f": ({t}, {t}) -> {t}",
                  f"  %s{i} = stablehlo.add %d{i}, %bb : {t}",
                  f"  %h{i} = stablehlo.tanh %s{i} : {t}"]
        h = f"%h{i}"
    lines += [f"  %zero = stablehlo.constant dense<0.0> : tensor<f32>",
              f"  %e = stablehlo.exponential {h} : {t}",
              f"  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across "
              f"dimensions = [1] : ({t}, tensor<f32>) -> {v}",
              f"  %sb = stablehlo.broadcast_in_dim %sum, dims = [0] : ({v}) -> {t}",
              f"  %p = stablehlo.divide %e, %sb : {t}",
              f"  return %p : {t}", "}"]
    module = spec.parse("\n".join(lines))
    rng = np.random.default_rng(0)
    inputs = [rng.standard_normal((width, width)).astype(np.float32)] + [
        (rng.standard_normal((width, width)) / np.sqrt(width)).astype(np.float32)
        for _ in range(3)] + [rng.standard_normal(width).astype(np.float32)]
    return f"synthetic mlp {width}x{width}", module, inputs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", help=".mlir programs (default: the models corpus and "
                                             "the test fixtures)")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--widths", type=int, nargs="*", default=[32, 256],
                    help="widths of the synthetic MLP, reported apart (default: 32 256)")
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                    help="what is timed: the wall clock (default) or the process's CPU time")
    args = ap.parse_args(argv)
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    rows = list(programs(args.files))
    extra = [scaled(w) for w in args.widths]
    width = max(len(label) for label, _, _ in rows) + 2
    print(f"{'program':<{width}}{'ops':>6}{'plain s':>12}{'bounds s':>12}{'ratio':>8}")
    ratios = []
    for label, module, inputs in rows:
        ops = sum(1 for _ in module.walk())
        plain, _ = best_of(lambda: reference.evaluate(module, inputs), args.repeat, clock)
        bounded, outcome = best_of(lambda: Reference(bounds=True).run(module, inputs),
                                   args.repeat, clock)
        if outcome.status != "ok":
            print(f"{label:<{width}}{ops:>6}  reference: {outcome.status}: {outcome.message}")
            continue
        ratios.append(bounded / plain)
        print(f"{label:<{width}}{ops:>6}{plain:>12.4f}{bounded:>12.4f}{bounded / plain:>7.2f}x",
              flush=True)
    if ratios:
        mean = math.exp(sum(map(math.log, ratios)) / len(ratios))
        print(f"geometric mean {mean:.2f}x over {len(ratios)} programs (largest "
              f"{max(ratios):.2f}x)")
    for label, module, inputs in extra:
        ops = sum(1 for _ in module.walk())
        plain, _ = best_of(lambda: reference.evaluate(module, inputs), args.repeat, clock)
        bounded, _ = best_of(lambda: Reference(bounds=True).run(module, inputs), args.repeat,
                             clock)
        print(f"{label:<{width}}{ops:>6}{plain:>12.4f}{bounded:>12.4f}{bounded / plain:>7.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
