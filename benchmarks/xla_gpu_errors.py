#!/usr/bin/env python3
"""How far XLA's elementwise math is from the exact functions, on the GPU beside the CPU.

Not a timing: the measurement behind the `[oracles.xla-gpu]` rules of oracles/tolerances.toml.
For each op and float type, a one-op program written here (this process never imports jax)
runs on each oracle's worker (the `xla` and `xla-gpu` oracles' own compile-and-run path) and
each result is compared with the function computed in a wider type and rounded once to the type: float64 for f16, bf16 and f32,
x86's 80-bit long double for f64. Inputs whose exact result is not finite or is a subnormal of
the type are left out of the ULP figure; the subnormal probes below look at those apart.

It prints, per oracle, op and type, the largest error in ULPs and as |actual - expected| /
max(1, |expected|) (the almost rule's measure), and three probes of what the spec fixes exactly:
- `subnormal add/multiply`: results that are subnormals of the type (f16, f32, f64), counted
  as flushed when the oracle returns 0 for a non-zero exact result;
- `subnormal operand`: x + 0 for a subnormal x, flushed when the result is 0;
- `signed zero`: -0 + -0 and -0 * +1, whose sign IEEE-754 fixes.

    python benchmarks/xla_gpu_errors.py [--n 2000] [--oracles xla,xla-gpu] [--json FILE]

Known limit: on the one GPU machine it was tried on (2026-11-26), started from a plain Python
process, the workers did not answer within their 120 s start limit, twice, while the
conformance plugin's xla-gpu workers on the same machine did; the cause is not established.
Its figures so far are XLA CPU's.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from oracles import ORACLES, make, oracle_class  # noqa: E402
from reference.values import float_ordinal  # noqa: E402
from spec.rounding import round_float  # noqa: E402
from spec.types import ELEMENT_TYPES  # noqa: E402

TYPES = ("f16", "bf16", "f32", "f64")
LD = np.longdouble


def _ops():
    """op -> (exact function of long doubles, sampler(rng, n) -> list of float64 arrays, one per
    operand)."""
    from scipy import special

    def one(sample):
        return lambda rng, n: [sample(rng, n)]

    def normal(scale):
        return lambda rng, n: rng.normal(0, scale, n)

    def lognormal(rng, n):
        return np.exp(rng.uniform(-20, 20, n))

    def two(a, b):
        return lambda rng, n: [a(rng, n), b(rng, n)]

    def gamma_inputs(rng, n):  # positive, and negative non-integers
        x = np.concatenate([rng.uniform(0, 30, n // 2), rng.uniform(-10, 0, n - n // 2)])
        return x[np.abs(x - np.round(x)) > 1e-3]

    def wide(rng, n):  # magnitudes 1e-3 .. 1e4, both signs
        return np.exp(rng.uniform(-7, 9, n)) * rng.choice([-1.0, 1.0], n)
    return {
        "add": (lambda x, y: x + y, two(wide, wide)),
        "multiply": (lambda x, y: x * y, two(wide, wide)),
        "divide": (lambda x, y: x / y, two(wide, wide)),
        "sqrt": (np.sqrt, one(lognormal)),
        "rsqrt": (lambda x: 1 / np.sqrt(x), one(lognormal)),
        "cbrt": (np.cbrt, one(normal(100))),
        "exponential": (np.exp, one(normal(10))),
        "exponential_minus_one": (np.expm1, one(normal(2))),
        "log": (np.log, one(lognormal)),
        "log_plus_one": (np.log1p, one(lambda rng, n: rng.uniform(-0.99, 10, n))),
        "logistic": (lambda x: 1 / (1 + np.exp(-x)), one(normal(10))),
        "sine": (np.sin, one(normal(10))),
        "cosine": (np.cos, one(normal(10))),
        "tan": (np.tan, one(normal(3))),
        "tanh": (np.tanh, one(normal(3))),
        "atan2": (np.arctan2, two(normal(5), normal(5))),
        "power": (np.power, two(lambda rng, n: np.exp(rng.uniform(-3, 3, n)), normal(4))),
        "chlo.erf": (None, one(normal(2))),
        "chlo.lgamma": ("lgamma", one(gamma_inputs)),
        "chlo.digamma": ("digamma", one(gamma_inputs)),
        "chlo.atan": (np.arctan, one(normal(4))),
        "chlo.asin": (np.arcsin, one(lambda rng, n: rng.uniform(-1, 1, n))),
        "chlo.acos": (np.arccos, one(lambda rng, n: rng.uniform(-1, 1, n))),
        "chlo.sinh": (np.sinh, one(normal(4))),
        "chlo.cosh": (np.cosh, one(normal(4))),
        "chlo.asinh": (np.arcsinh, one(normal(4))),
        "chlo.acosh": (np.arccosh, one(lambda rng, n: rng.uniform(1, 50, n))),
        "chlo.atanh": (np.arctanh, one(lambda rng, n: rng.uniform(-1, 1, n))),
    }


def _exact(op: str, fn, args64: list[np.ndarray], et) -> np.ndarray:
    """The exact function rounded once to the type: long double for f64, float64 otherwise
    (erf through scipy in float64: the f64 figure of chlo.erf is against a 1-ULP reference)."""
    with np.errstate(all="ignore"):
        if fn is None or isinstance(fn, str):  # scipy, float64: a 1-ULP reference for f64
            from scipy import special
            wide = {None: special.erf, "lgamma": special.gammaln,
                    "digamma": special.digamma}[fn](args64[0])
        elif et.name == "f64":
            wide = fn(*(a.astype(LD) for a in args64))
        else:
            wide = fn(*args64)
    return round_float(np.asarray(wide, dtype=np.float64), et)


def _text(op: str, types: list[str]) -> str:
    """A one-op program in generic form (no jax in this process: the workers own the devices)."""
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    name = op if op.startswith("chlo.") else f"stablehlo.{op}"
    operands = ", ".join(f"%a{i}" for i in range(len(types)))
    return (f"func.func @main({args}) -> {types[0]} {{\n"
            f"  %0 = \"{name}\"({operands}) : ({', '.join(types)}) -> {types[0]}\n"
            f"  return %0 : {types[0]}\n}}\n")


def measure(oracle_names, n: int = 2000, seed: int = 0) -> dict:
    oracles = {}
    out: dict = {}
    for name in oracle_names:
        ok, why = oracle_class(name).available()
        if ok:
            oracles[name] = make(name)
            out[name] = {}
        else:
            out[name] = f"not available: {why}"
    rng = np.random.default_rng(seed)
    try:
        for op, (exact, sample) in _ops().items():
            args64 = sample(rng, n)
            for tname in TYPES:
                et = ELEMENT_TYPES[tname]
                args = [round_float(a, et) for a in args64]
                text = _text(op, [f"tensor<{a.size}x{tname}>" for a in args])
                want = _exact(op, exact, [a.astype(np.float64) for a in args], et)
                w64 = want.astype(np.float64)
                tiny = 2.0 ** -126 if tname == "bf16" else float(np.finfo(et.dtype).tiny)
                keep = np.isfinite(w64) & ((np.abs(w64) >= tiny) | (w64 == 0))
                for name, oracle in oracles.items():
                    outcome = oracle.worker.run(text, args, "main")
                    if outcome.status != "ok":
                        out[name].setdefault(op, {})[tname] = (
                            f"{outcome.status}: {outcome.message[:200]}")
                        continue
                    got = np.asarray(outcome.outputs[0]).astype(et.dtype)
                    g, w = got[keep], want[keep]
                    ulps = np.abs(float_ordinal(g).astype(np.int64)
                                  - float_ordinal(w).astype(np.int64))
                    almost = (np.abs(g.astype(np.float64) - w.astype(np.float64))
                              / np.maximum(1, np.abs(w.astype(np.float64))))
                    worst = int(np.argmax(ulps)) if ulps.size else 0
                    out[name].setdefault(op, {})[tname] = {
                        "ulps": int(ulps.max()) if ulps.size else 0,
                        "almost": float(almost.max()) if almost.size else 0.0,
                        "at": [float(a[keep][worst]) for a in args] if ulps.size else [],
                        "nan_mismatch": int(np.sum(np.isnan(got.astype(np.float64))
                                                   != np.isnan(w64))),
                    }
        for name, oracle in oracles.items():
            out[name]["probes"] = _probes(oracle)
    finally:
        for oracle in oracles.values():
            oracle.close()
    return out


def _probes(oracle) -> dict:
    probes = {}
    for tname in ("f16", "f32", "f64"):
        dt = ELEMENT_TYPES[tname].dtype
        fi = np.finfo(dt)
        sub = (np.arange(1, 65, dtype=np.float64) * float(fi.smallest_subnormal)).astype(dt)
        # subnormal results of add (two subnormals) and multiply (a normal times a small one)
        a, b = sub, sub[::-1].copy()
        m1 = np.full(64, float(fi.tiny), dtype=dt)
        m2 = np.linspace(0.01, 0.9, 64).astype(dt)
        zero = np.zeros(64, dtype=dt)
        for label, fn, args, want in (
                ("subnormal add", "add", [a, b], a.astype(np.float64) + b),
                ("subnormal multiply", "multiply", [m1, m2],
                 round_float(m1.astype(np.float64) * m2.astype(np.float64),
                             ELEMENT_TYPES[tname])),
                ("subnormal operand", "add", [sub, zero], sub.astype(np.float64))):
            outcome = oracle.worker.run(_text(fn, [f"tensor<{x.size}x{tname}>" for x in args]),
                                        args, "main")
            if outcome.status != "ok":
                probes[f"{label} {tname}"] = outcome.status
                continue
            got = np.asarray(outcome.outputs[0]).astype(np.float64)
            want = np.asarray(want, dtype=np.float64)
            probes[f"{label} {tname}"] = {
                "flushed": int(np.sum((got == 0) & (want != 0))),
                "wrong": int(np.sum(got != want)), "of": int(want.size)}
        nz = np.full(4, -0.0, dtype=dt)
        one_ = np.ones(4, dtype=dt)
        for label, fn, args in (("signed zero -0 + -0", "add", [nz, nz]),
                                ("signed zero -0 * 1", "multiply", [nz, one_])):
            outcome = oracle.worker.run(_text(fn, [f"tensor<{x.size}x{tname}>" for x in args]),
                                        args, "main")
            if outcome.status != "ok":
                probes[f"{label} {tname}"] = outcome.status
                continue
            got = np.asarray(outcome.outputs[0])
            probes[f"{label} {tname}"] = {"negative zero": bool(np.all(np.signbit(got)))}
    return probes


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n", type=int, default=2000, help="inputs per op (default 2000)")
    p.add_argument("--oracles", default="xla,xla-gpu",
                   help=f"comma-separated, of {', '.join(ORACLES)} (default xla,xla-gpu)")
    p.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = p.parse_args(argv)
    result = measure(args.oracles.split(","), args.n)
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1))
    for oracle, ops in result.items():
        print(oracle)
        if isinstance(ops, str):
            print(f"  {ops}")
            continue
        for op, per_type in ops.items():
            if op == "probes":
                for probe, v in per_type.items():
                    print(f"  {probe}: {v}")
                continue
            print(f"  {op:<22} " + "  ".join(
                f"{t} {v['ulps']} ({v['almost']:.1e})" + (f" nan!{v['nan_mismatch']}"
                                                          if v["nan_mismatch"] else "")
                if isinstance(v, dict) else f"{t} {v}" for t, v in per_type.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
