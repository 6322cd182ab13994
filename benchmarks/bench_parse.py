"""Parse throughput: spec.parse beside jaxlib's ir.Module.parse on the same text, same run.

The text is one module of many functions, each a chain of elementwise ops plus dense constants
(the mix of a typical exported model). Prints MB/s and ops/s for both and their ratio.

    python benchmarks/bench_parse.py [--funcs 200] [--ops 50] [--const-elements 4096] [--repeat 3]
"""
from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import spec  # noqa: E402


def make_text(funcs: int, ops: int, const_elements: int, seed: int = 0) -> tuple[str, int]:
    rng = np.random.default_rng(seed)
    lines, n_ops = [], 0
    t = "tensor<64xf32>"
    for f in range(funcs):
        lines.append(f"func.func @f{f}(%a: {t}, %b: {t}) -> {t} {{")
        values = rng.standard_normal(const_elements).astype(np.float32)
        body = ", ".join(str(v) for v in values)
        ints = ", ".join(str(v) for v in rng.integers(-1000, 1000, const_elements))
        lines.append(f'  %c = "stablehlo.constant"() {{value = dense<[{body}]> : '
                     f"tensor<{const_elements}xf32>}} : () -> tensor<{const_elements}xf32>")
        lines.append(f'  %d = "stablehlo.constant"() {{value = dense<[{ints}]> : '
                     f"tensor<{const_elements}xi32>}} : () -> tensor<{const_elements}xi32>")
        prev = "%a"
        for i in range(ops):
            op = ("add", "multiply", "subtract", "maximum")[i % 4]
            lines.append(f'  %v{i} = "stablehlo.{op}"({prev}, %b) : ({t}, {t}) -> {t}')
            prev = f"%v{i}"
        lines.append(f'  "func.return"({prev}) : ({t}) -> ()')
        lines.append("}")
        n_ops += ops + 3
    return "\n".join(lines) + "\n", n_ops


def best_of(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--funcs", type=int, default=200)
    ap.add_argument("--ops", type=int, default=50)
    ap.add_argument("--const-elements", type=int, default=4096)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)

    text, n_ops = make_text(args.funcs, args.ops, args.const_elements)
    mb = len(text.encode()) / 1e6
    ours = best_of(lambda: spec.parse(text), args.repeat)

    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir
    ctx = jm.make_ir_context()

    def official():
        with ctx, ir.Location.unknown():
            ir.Module.parse(text)
    theirs = best_of(official, args.repeat)

    print(f"text: {mb:.1f} MB, {n_ops} ops, {args.funcs} functions, "
          f"{2 * args.funcs * args.const_elements} constant elements")
    print(f"{'parser':<22}{'seconds':>10}{'MB/s':>10}{'ops/s':>12}")
    for name, t in (("spec.parse", ours), ("jaxlib ir.Module.parse", theirs)):
        print(f"{name:<22}{t:>10.3f}{mb / t:>10.1f}{n_ops / t:>12.0f}")
    print(f"ratio spec.parse / jaxlib time: {ours / theirs:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
