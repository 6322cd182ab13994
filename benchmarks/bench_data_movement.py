"""Evaluation speed of the data-movement ops: the reference interpreter beside the official one
(jaxlib's `stablehlo.eval_module`) on the same programs, in the same run.

Each program is one function `@main` with one op on f32 tensors (jaxlib cannot read bf16 results
back): a row gather, a scatter-add of rows (unique indices, a permutation), a 2-d transpose and a
pad with edge and interior padding, on a square operand of side S (S*S elements; the default S=1000
gives 10^6). Parsing and argument conversion are not timed; each interpreter evaluates a module
that is already parsed. Prints seconds, result elements per second and the ratio official /
reference, and whether the two results are bit-identical.

    python benchmarks/bench_data_movement.py [--side 1000 316] [--repeat 3] [--ops gather,...]
        [--skip-official-above 0]
"""
from __future__ import annotations

import argparse
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import reference  # noqa: E402
import spec  # noqa: E402
from bench_reference import best_of, official_runner, print_row  # noqa: E402

OPS = ("gather", "scatter", "transpose", "pad")


def program(op: str, s: int) -> tuple[str, list[np.ndarray], int]:
    """(program text, arguments, result elements) of `op` on an s x s operand."""
    rng = np.random.default_rng(0)
    operand = rng.uniform(-1, 1, (s, s)).astype(np.float32)
    t = f"tensor<{s}x{s}xf32>"
    if op == "gather":
        indices = rng.integers(0, s, (s, 1)).astype(np.int64)
        body = (f'%r = "stablehlo.gather"(%x, %i) {{dimension_numbers = #stablehlo.gather<'
                f'offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], '
                f'index_vector_dim = 1>, slice_sizes = array<i64: 1, {s}>}} : '
                f'({t}, tensor<{s}x1xi64>) -> {t}')
        return wrap(f"%x: {t}, %i: tensor<{s}x1xi64>", body, t), [operand, indices], s * s
    if op == "scatter":
        indices = rng.permutation(s).reshape(s, 1).astype(np.int64)
        updates = rng.uniform(-1, 1, (s, s)).astype(np.float32)
        body = (f'%r = "stablehlo.scatter"(%x, %i, %u) ({{\n  ^bb0(%a: tensor<f32>, %b: '
                f'tensor<f32>):\n    %sum = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>)'
                f' -> tensor<f32>\n    "stablehlo.return"(%sum) : (tensor<f32>) -> ()\n  }}) '
                f'{{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], '
                f'inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], '
                f'index_vector_dim = 1>, unique_indices = true}} : ({t}, tensor<{s}x1xi64>, {t})'
                f' -> {t}')
        return (wrap(f"%x: {t}, %i: tensor<{s}x1xi64>, %u: {t}", body, t),
                [operand, indices, updates], s * s)
    if op == "transpose":
        body = f'%r = "stablehlo.transpose"(%x) {{permutation = array<i64: 1, 0>}} : ({t}) -> {t}'
        return wrap(f"%x: {t}", body, t), [operand], s * s
    if op == "pad":  # low 1, high 2, interior 1 on both dimensions
        n = s + 1 + 2 + (s - 1)
        out = f"tensor<{n}x{n}xf32>"
        body = (f'%r = "stablehlo.pad"(%x, %p) {{edge_padding_low = array<i64: 1, 1>, '
                f'edge_padding_high = array<i64: 2, 2>, interior_padding = array<i64: 1, 1>}} : '
                f'({t}, tensor<f32>) -> {out}')
        return wrap(f"%x: {t}, %p: tensor<f32>", body, out), \
            [operand, np.array(0.5, np.float32)], n * n
    raise ValueError(f"unknown op {op!r} (one of {OPS})")


def wrap(params: str, body: str, result: str) -> str:
    return (f"func.func @main({params}) -> {result} {{\n  {body}\n"
            f'  "func.return"(%r) : ({result}) -> ()\n}}\n')


def measure(op: str, s: int, repeat: int, official: bool) -> dict:
    text, args, elements = program(op, s)
    module = spec.parse(text)
    ours, ours_out = best_of(lambda: reference.evaluate(module, args), repeat)
    row = {"reference": ours, "official": None, "elements": elements}
    if official:
        theirs, out = best_of(official_runner(text, args, "f32"), repeat)
        row["official"] = theirs
        row["agree"] = bool(np.array_equal(ours_out[0].view(np.uint8),
                                           np.array(out[0]).view(np.uint8)))
    return row


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--side", type=int, nargs="+", default=[1000],
                    help="operand sides (an s x s f32 operand)")
    ap.add_argument("--ops", default=",".join(OPS))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--skip-official-above", type=int, default=0,
                    help="do not run eval_module on operands of more elements than this "
                         "(0: always run it)")
    args = ap.parse_args(argv)
    print(f"{'program':<28}{'reference s':>12}{'official s':>12}{'ref Melem/s':>13}"
          f"{'official/reference':>20}  results")
    for s in args.side:
        for op in args.ops.split(","):
            official = not args.skip_official_above or s * s <= args.skip_official_above
            row = measure(op, s, args.repeat, official)
            label = f"{op} {s}x{s} f32"
            rate = row["elements"] / row["reference"] / 1e6
            print_row(label, row, rate, 28, 13)
    return 0


if __name__ == "__main__":
    sys.exit(main())
