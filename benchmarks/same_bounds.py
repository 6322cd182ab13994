"""Whether two trees compute the same whole-program verdict inputs, bit for bit: a check for
changes that should only make reference/propagation.py faster (docs/oracles.md, "Cost").

    python benchmarks/same_bounds.py [--tree TREE] dump OUT.npz [--widths 32 256] [--extra F ...]
    python benchmarks/same_bounds.py compare BEFORE.npz AFTER.npz [--ratios]

`dump` runs `Reference(bounds=True)` on the programs of bench_program_bounds.py (the models
corpus, each model also in its jax.export form, the test fixtures, the synthetic MLP at each of
--widths; --extra: more program files, inputs from an .npz beside each or random) and writes
every array it returns (outputs, reference/bounds.py's bounds, and of each
Total and lowered Total the tolerance, the propagated bound and the flips) plus the sampled
deviations of each output (`PropagatingInterpreter.dev_of`), one npz entry each (its dtype,
shape and bytes). --tree runs another checkout's code and programs (an export of the commit
before a change: `git archive COMMIT | tar -x -C DIR`); `compare` says which entries differ in
dtype, shape or bytes (NaNs count by their bits) and exits with status 1 when one does; with
--ratios it also prints, for each tolerance that differs, the new over the old (median and
extremes over its elements), for changes that move the samples (their noise, their precision).
"""
from __future__ import annotations

import argparse
import ast
import itertools
import os
import sys
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before numpy loads OpenBLAS


def _tree(argv: list[str]) -> None:
    """Puts the tree named by --tree (else this script's) first on sys.path."""
    here = Path(__file__).resolve().parents[1]
    tree = Path(argv[argv.index("--tree") + 1]).resolve() if "--tree" in argv else here
    sys.path[:0] = [str(tree), str(tree / "benchmarks")]


_tree(sys.argv)

import numpy as np  # noqa: E402
from bench_program_bounds import ROOT, programs, scaled  # noqa: E402
from spec.program_files import read_program  # noqa: E402
from oracles.reference import Reference, program_allowance  # noqa: E402
from reference import npz  # noqa: E402
from reference.propagation import PropagatingInterpreter, SAMPLES  # noqa: E402

FIELDS = ("total", "bound", "flips")
"""The arrays of a Total that the verdict reads."""


def cases(widths: list[int]):
    """(label, module, inputs) of every program dumped."""
    yield from programs([])
    for path in sorted((ROOT / "corpus" / "models").glob("*.mlir")):
        exported = path.with_suffix(".jaxexport")
        if exported.exists():
            module = read_program(str(exported))
            types = list(module.func("main").type.inputs)
            yield f"{path.stem}.jaxexport", module, npz.load(
                str(path.with_suffix(".npz")), types, prefix="arg")
    for width in widths:
        yield scaled(width)


def arrays(label: str, module, inputs) -> dict[str, np.ndarray]:
    """The entries of one program: `label/what/output index[/field]`."""
    out = {}
    outcome = Reference(bounds=True).run(module, inputs)
    if outcome.status != "ok":
        return {f"{label}/status": np.array(f"{outcome.status}: {outcome.message}")}
    for i, value in enumerate(outcome.outputs):
        out[f"{label}/output/{i}"] = np.asarray(value)
    for what in ("bounds", "totals", "lowered_totals"):
        for i, item in enumerate(getattr(outcome, what) or []):
            if item is None:
                continue
            if what == "bounds":
                out[f"{label}/{what}/{i}"] = np.asarray(item)
                continue
            for field in FIELDS:
                if getattr(item, field) is not None:
                    out[f"{label}/{what}/{i}/{field}"] = np.asarray(getattr(item, field))
            out[f"{label}/{what}/{i}/meta"] = np.array([item.ops, item.fed, item.samples])
    interpreter = PropagatingInterpreter(module, program_allowance, samples=SAMPLES)
    outputs, _, _ = interpreter.call_with_totals("main", list(inputs))
    for i, value in enumerate(outputs):
        if isinstance(value, np.ndarray) and interpreter.dev_of(value) is not None:
            out[f"{label}/devs/{i}"] = np.asarray(interpreter.dev_of(value))
    return out


def dump(path: str, widths: list[int], extra: list[str] = ()) -> int:
    entries = {}
    more = programs(list(extra)) if extra else ()
    for label, module, inputs in itertools.chain(cases(widths), more):
        entries.update(arrays(label, module, inputs))
    np.savez(path, **{k: raw(v) for k, v in entries.items()})
    print(f"{len(entries)} arrays written to {path}")
    return 0


def raw(v: np.ndarray) -> np.ndarray:
    """An array as its dtype's name, its shape and its bytes (ml_dtypes' types do not load)."""
    head = np.frombuffer(f"{v.dtype.name} {v.shape}|".encode(), np.uint8)
    return np.concatenate([head, np.frombuffer(np.ascontiguousarray(v).tobytes(), np.uint8)])


def same(a: np.ndarray, b: np.ndarray) -> bool:
    return a.tobytes() == b.tobytes()


def compare(before: str, after: str, ratios: bool = False) -> int:
    a, b = np.load(before), np.load(after)
    keys = sorted(set(a.files) | set(b.files))
    differ = [k for k in keys if k not in a.files or k not in b.files or not same(a[k], b[k])]
    print(f"{len(a.files)} arrays before, {len(b.files)} after; {len(differ)} differ")
    for k in differ[:40]:
        print("  " + k + ("" if k in a.files and k in b.files else " (in one only)"))
    if ratios:
        tolerance_ratios(a, b, [k for k in differ if k.endswith("/total")
                                and k in a.files and k in b.files])
    return 1 if differ else 0


def cooked(v: np.ndarray) -> np.ndarray:
    """An array `raw` wrote, back (numpy's own dtypes only: the tolerances are float64)."""
    head, _, body = bytes(v).partition(b"|")
    dtype, shape = head.decode().split(" ", 1)
    return np.frombuffer(body, dtype).reshape(ast.literal_eval(shape))


def tolerance_ratios(a, b, keys: list[str]) -> None:
    """Per differing tolerance (a Total's `total`), the new tolerance over the old on the
    elements where both are finite and positive: the median and the extremes, and over all of
    them the range of the medians and the smallest and largest ratio."""
    medians, lows, highs = [], [], []
    for k in keys:
        old, new = cooked(a[k]), cooked(b[k])
        both = np.isfinite(old) & np.isfinite(new) & (old > 0) & (new > 0)
        if not both.any():
            continue
        r = new[both] / old[both]
        medians.append(np.median(r))
        lows.append(r.min())
        highs.append(r.max())
        print(f"  {k}: median {medians[-1]:.6f}, {lows[-1]:.6f} to {highs[-1]:.6f}")
    if medians:
        print(f"{len(medians)} tolerances: medians {min(medians):.6f} to {max(medians):.6f}, "
              f"ratios {min(lows):.6f} to {max(highs):.6f}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tree", help="the checkout whose code is run (default: this script's)")
    sub = ap.add_subparsers(dest="command", required=True)
    d = sub.add_parser("dump")
    d.add_argument("out")
    d.add_argument("--widths", type=int, nargs="*", default=[32, 256])
    d.add_argument("--extra", nargs="*", default=[], help="more program files (.mlir)")
    c = sub.add_parser("compare")
    c.add_argument("before")
    c.add_argument("after")
    c.add_argument("--ratios", action="store_true",
                   help="print how the tolerances that differ moved (new over old)")
    args = ap.parse_args(argv)
    if args.command == "dump":
        return dump(args.out, args.widths, args.extra)
    return compare(args.before, args.after, args.ratios)


if __name__ == "__main__":
    sys.exit(main())
