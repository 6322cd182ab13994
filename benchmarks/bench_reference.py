"""Evaluation speed: the reference interpreter beside the official one (jaxlib's
`stablehlo.eval_module`) on the same programs, in the same run.

Each program is one function `@main(%x, %y)` that applies a chain of elementwise ops (binary ops
take the previous value and %y, unary ops the previous value) to two tensors of N elements
(a bf16 chain ends with a bitcast_convert to i16: jaxlib cannot read bf16 results back).
Parsing and argument conversion are not timed; each interpreter evaluates a module that is
already parsed. Prints seconds, elements per second and the ratio official / reference.

    python benchmarks/bench_reference.py [--elements 1000000 100000] [--repeat 3]
        [--f32-ops add,multiply,...] [--bf16-ops ...] [--i32-ops ...] [--bf16-elements 100000]
        [--i32-elements 100000] [--skip-official-above 0]
"""
from __future__ import annotations

import argparse
import os
import sys
import time

import ml_dtypes
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import reference  # noqa: E402
import spec  # noqa: E402

UNARY = {"negate", "abs", "exponential", "log", "sqrt", "tanh", "sine", "cosine", "floor", "ceil",
         "not", "popcnt", "sign", "round_nearest_even"}
DEFAULT_OPS = {
    "f32": "add,multiply,subtract,maximum,negate,abs,minimum,divide",
    "bf16": "add,multiply,subtract,maximum,negate,abs",
    "i32": "add,multiply,subtract,maximum,negate,abs,xor,and",
}
DTYPES = {"f32": np.float32, "bf16": ml_dtypes.bfloat16, "i32": np.int32}


def chain_text(element_type: str, n: int, ops: list[str]) -> str:
    t = f"tensor<{n}x{element_type}>"
    lines = [f"func.func @main(%x: {t}, %y: {t}) -> {t} {{"]
    prev = "%x"
    for i, name in enumerate(ops):
        operands = prev if name in UNARY else f"{prev}, %y"
        signature = f"({t})" if name in UNARY else f"({t}, {t})"
        lines.append(f'  %v{i} = "stablehlo.{name}"({operands}) : {signature} -> {t}')
        prev = f"%v{i}"
    if element_type == "bf16":  # jaxlib cannot read bf16 attributes back: return the bits
        lines.append(f'  %bits = "stablehlo.bitcast_convert"({prev}) : ({t}) -> tensor<{n}xi16>')
        prev, t = "%bits", f"tensor<{n}xi16>"
    lines[0] = lines[0].replace(f"-> tensor<{n}x{element_type}>", f"-> {t}")
    lines.append(f'  "func.return"({prev}) : ({t}) -> ()')
    lines.append("}")
    return "\n".join(lines) + "\n"


def inputs(element_type: str, n: int, seed: int = 0) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    if element_type == "i32":
        return [rng.integers(-1000, 1000, n).astype(np.int32) for _ in range(2)]
    # Divisors away from zero, values of moderate magnitude.
    return [(rng.uniform(0.5, 2.0, n) * rng.choice([-1, 1], n)).astype(DTYPES[element_type])
            for _ in range(2)]


def best_of(fn, repeat: int, clock=time.perf_counter) -> tuple[float, object]:
    times, out = [], None
    for _ in range(repeat):
        t0 = clock()
        out = fn()
        times.append(clock() - t0)
    return min(times), out


def official_runner(text: str, args: list[np.ndarray], element_type: str):
    """A callable that evaluates the parsed module with eval_module (arguments converted to
    attributes beforehand)."""
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo
    ctx = jm.make_ir_context()
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(text)
        if element_type == "bf16":
            attrs = [ir.DenseElementsAttr.get(a.view(np.uint16), type=ir.BF16Type.get())
                     for a in args]
        else:
            attrs = [ir.DenseElementsAttr.get(a) for a in args]

    def run():
        with ctx, ir.Location.unknown():
            return stablehlo.eval_module(module, attrs)

    return run


def measure(element_type: str, n: int, ops: list[str], repeat: int, official: bool) -> dict:
    text = chain_text(element_type, n, ops)
    args = inputs(element_type, n)
    module = spec.parse(text)
    ours, ours_out = best_of(lambda: reference.evaluate(module, args), repeat)
    row = {"type": element_type, "n": n, "ops": len(ops), "reference": ours, "official": None}
    if official:
        theirs, out = best_of(official_runner(text, args, element_type), repeat)
        row["official"] = theirs
        row["agree"] = bool(np.array_equal(ours_out[0].view(np.uint8),
                                           np.array(out[0]).view(np.uint8)))
    return row


def print_row(label: str, row: dict, rate: float, label_width: int, rate_width: int) -> None:
    """One table row: reference seconds, official seconds, rate, ratio, whether results agree."""
    if row["official"] is None:
        print(f"{label:<{label_width}}{row['reference']:>12.4f}{'-':>12}"
              f"{rate:>{rate_width}.1f}{'-':>20}", flush=True)
        return
    ratio = row["official"] / row["reference"]
    agree = "identical" if row["agree"] else "DIFFER"
    print(f"{label:<{label_width}}{row['reference']:>12.4f}{row['official']:>12.3f}"
          f"{rate:>{rate_width}.1f}{ratio:>19.0f}x  {agree}", flush=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--elements", type=int, nargs="+", default=[1_000_000, 100_000],
                    help="f32 chain sizes")
    ap.add_argument("--bf16-elements", type=int, default=100_000)
    ap.add_argument("--i32-elements", type=int, default=100_000)
    for t in DEFAULT_OPS:
        ap.add_argument(f"--{t}-ops", default=DEFAULT_OPS[t], help=f"comma-separated ops of the {t} chain")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--skip-official-above", type=int, default=0,
                    help="do not run eval_module on more elements than this (0: always run it)")
    args = ap.parse_args(argv)

    plan = [("f32", n) for n in args.elements]
    plan += [("bf16", args.bf16_elements), ("i32", args.i32_elements)]
    print(f"{'chain':<24}{'reference s':>12}{'official s':>12}{'ref Melem-op/s':>16}"
          f"{'official/reference':>20}  results")
    for element_type, n in plan:
        ops = getattr(args, f"{element_type}_ops").split(",")
        official = not args.skip_official_above or n <= args.skip_official_above
        row = measure(element_type, n, ops, args.repeat, official)
        rate = n * len(ops) / row["reference"] / 1e6
        label = f"{element_type} {n:,} x {len(ops)} ops"
        print_row(label, row, rate, 24, 16)
    print("ops: " + "; ".join(f"{t}: {getattr(args, f'{t}_ops')}" for t in DEFAULT_OPS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
