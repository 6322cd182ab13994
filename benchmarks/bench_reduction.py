"""Evaluation speed of the accumulating ops: the reference interpreter beside the official one
(jaxlib's `stablehlo.eval_module`) on the same programs, in the same run (the targets:
geometric mean of official / reference at least 200x, none under 50x).

Programs (f32, one op each): dot_general 128x128 by 128x128; convolution of a 1x32x32x16 input
with a 3x3x16x16 kernel (stride 1, padding 1); reduce with an add body of a 512x512 operand over
dimension 1; reduce_window with an add body, a 3x3 window and stride 1 over 256x256; and jax's
jnp.cumsum over 8x4096 (a reduce_window with an add body, window 4096, padding 4095 before: 134M
window positions), timed with the program bounds too (`Reference(bounds=True)`), without
eval_module (not in the geometric mean). Parsing and argument conversion are not timed. The
results column compares the two outputs under the error-bound rule (oracles/compare.py, the
reference's bounds from reference/bounds.py): "identical" there means they agree within the
bound, since the summation order is the implementations' choice. BLAS runs on one thread
(OPENBLAS_NUM_THREADS=1 unless set), as eval_module does: on a loaded machine OpenBLAS's thread
pool made a 128^3 matmul 500x slower.

    python benchmarks/bench_reduction.py [--repeat 3] [--ops dot_general,...]
"""
from __future__ import annotations

import argparse
import math
import os
import sys

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before numpy loads OpenBLAS

import numpy as np  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import reference  # noqa: E402
import spec  # noqa: E402
from bench_reference import best_of, official_runner, print_row  # noqa: E402
from oracles.compare import ERROR_BOUND, compare  # noqa: E402
from oracles.reference import Reference  # noqa: E402

OPS = ("dot_general", "convolution", "reduce", "reduce_window", "cumsum")
REFERENCE_ONLY = frozenset({"cumsum"})
"""Programs timed on the reference alone, with and without the program bounds."""

ADD_BODY = """({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
  })"""


def program(op: str) -> tuple[str, str, list[np.ndarray], int]:
    """(label, program text, arguments, result elements) of `op`."""
    rng = np.random.default_rng(0)
    data = lambda *shape: rng.uniform(-1, 1, shape).astype(np.float32)  # noqa: E731
    zero = np.array(0, np.float32)
    if op == "dot_general":
        t = "tensor<128x128xf32>"
        body = (f'%r = "stablehlo.dot_general"(%x, %y) {{dot_dimension_numbers = '
                f'#stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = '
                f'[0]>}} : ({t}, {t}) -> {t}')
        return "dot_general 128^3", wrap(f"%x: {t}, %y: {t}", body, t), \
            [data(128, 128), data(128, 128)], 128 * 128
    if op == "convolution":
        x, k, r = "tensor<1x32x32x16xf32>", "tensor<3x3x16x16xf32>", "tensor<1x32x32x16xf32>"
        body = (f'%r = "stablehlo.convolution"(%x, %y) {{window_strides = array<i64: 1, 1>, '
                f'padding = dense<1> : tensor<2x2xi64>, lhs_dilation = array<i64: 1, 1>, '
                f'rhs_dilation = array<i64: 1, 1>, dimension_numbers = #stablehlo.conv<'
                f'[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, '
                f'batch_group_count = 1 : i64}} : ({x}, {k}) -> {r}')
        return "convolution 32x32x16 3x3", wrap(f"%x: {x}, %y: {k}", body, r), \
            [data(1, 32, 32, 16), data(3, 3, 16, 16)], 32 * 32 * 16
    if op == "reduce":
        t, r = "tensor<512x512xf32>", "tensor<512xf32>"
        body = (f'%r = "stablehlo.reduce"(%x, %i) {ADD_BODY} {{dimensions = array<i64: 1>}} : '
                f'({t}, tensor<f32>) -> {r}')
        return "reduce add 512x512", wrap(f"%x: {t}, %i: tensor<f32>", body, r), \
            [data(512, 512), zero], 512 * 512
    if op == "reduce_window":
        t, r = "tensor<256x256xf32>", "tensor<254x254xf32>"
        body = (f'%r = "stablehlo.reduce_window"(%x, %i) {ADD_BODY} {{window_dimensions = '
                f'array<i64: 3, 3>, window_strides = array<i64: 1, 1>}} : '
                f'({t}, tensor<f32>) -> {r}')
        return "reduce_window 3x3 256x256", wrap(f"%x: {t}, %i: tensor<f32>", body, r), \
            [data(256, 256), zero], 256 * 256
    if op == "cumsum":
        t = "tensor<8x4096xf32>"
        body = (f'%r = "stablehlo.reduce_window"(%x, %i) {ADD_BODY} {{window_dimensions = '
                f'array<i64: 1, 4096>, padding = dense<[[0, 0], [4095, 0]]> : tensor<2x2xi64>}}'
                f' : ({t}, tensor<f32>) -> {t}')
        return "cumsum 8x4096", wrap(f"%x: {t}, %i: tensor<f32>", body, t), \
            [data(8, 4096), zero], 8 * 4096
    raise ValueError(f"unknown op {op!r} (one of {OPS})")


def wrap(params: str, body: str, result: str) -> str:
    return (f"func.func @main({params}) -> {result} {{\n  {body}\n"
            f'  "func.return"(%r) : ({result}) -> ()\n}}\n')


def measure(op: str, repeat: int) -> tuple[str, dict]:
    label, text, args, elements = program(op)
    module = spec.parse(text)
    ours, _ = best_of(lambda: reference.evaluate(module, args), repeat)
    if op in REFERENCE_ONLY:
        bounded, outcome = best_of(lambda: Reference(bounds=True).run(module, args), repeat)
        assert outcome.status == "ok", outcome.message
        return label, {"reference": ours, "official": None, "elements": elements,
                       "bounded": bounded}
    (expected,), (bound,) = reference.evaluate_with_bounds(module, args)
    theirs, out = best_of(official_runner(text, args, "f32"), repeat)
    verdict = compare(expected, np.asarray(out[0]), ERROR_BOUND.with_bound(bound))
    return label, {"reference": ours, "official": theirs, "elements": elements,
                   "agree": verdict.passed}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ops", default=",".join(OPS))
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    print(f"{'program':<28}{'reference s':>12}{'official s':>12}{'ref Melem/s':>13}"
          f"{'official/reference':>20}  results")
    ratios = []
    for op in args.ops.split(","):
        label, row = measure(op, args.repeat)
        print_row(label, row, row["elements"] / row["reference"] / 1e6, 28, 13)
        if row["official"] is None:
            print_row(f"{label} bounds", {"reference": row["bounded"], "official": None},
                      row["elements"] / row["bounded"] / 1e6, 28, 13)
            continue
        ratios.append(row["official"] / row["reference"])
    if ratios:
        print(f"geometric mean official/reference: {math.exp(np.mean(np.log(ratios))):.0f}x, "
              f"lowest {min(ratios):.0f}x (targets: 200x, 50x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
