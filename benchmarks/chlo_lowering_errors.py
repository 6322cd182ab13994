#!/usr/bin/env python3
"""How far upstream's StableHLO decompositions of CHLO math ops are from the exact functions.

Not a timing: the measurement behind the "chlo lowered" rules of oracles/tolerances.toml. For
each op and float type, a one-op JAX program (its CHLO op, as `jax.jit(...).lower().as_text()`
writes it) is lowered by oracles/lowering.py and run on upstream's interpreter and on ONNX
Runtime; each result is compared with the function computed in float64 by scipy and rounded
once to the type (inputs where that is not finite, or whose result is a subnormal of the type,
are left out; polygamma and zeta take two operands), in ULPs of the type and as |actual - expected| / max(1, |expected|) (the almost
rule's measure, which suits lgamma and digamma near their zeros, where ULPs of a tiny result
say little). It prints the largest of both per oracle, op and type.

    python benchmarks/chlo_lowering_errors.py [--n 2000] [--json]
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import spec  # noqa: E402
from oracles import make  # noqa: E402
from oracles.lowering import lower_text  # noqa: E402
from reference.values import float_ordinal  # noqa: E402
from spec.rounding import round_float  # noqa: E402
from spec.types import ELEMENT_TYPES  # noqa: E402

TYPES = ("f16", "bf16", "f32", "f64")


def _ops():
    """op -> (jax function, scipy/numpy function in float64, input sampler(rng, n))."""
    from jax import lax
    from scipy import special

    def normal(scale):
        return lambda rng, n: rng.normal(0, scale, n)

    def uniform(lo, hi):
        return lambda rng, n: rng.uniform(lo, hi, n)

    def gamma_inputs(rng, n):  # positive, and negative non-integers
        x = np.concatenate([rng.uniform(0, 30, n // 2), rng.uniform(-10, 0, n - n // 2)])
        return x[np.abs(x - np.round(x)) > 1e-3]

    def polygamma_inputs(rng, n):  # orders 0..4, x > 0 (XLA's x < 0 is a known divergence)
        return [rng.integers(0, 5, n).astype(np.float64), rng.uniform(0.05, 30, n)]

    def zeta_inputs(rng, n):  # zeta(x, q): x > 1, q > 0
        return [rng.uniform(1.1, 12, n), rng.uniform(0.05, 30, n)]

    def polygamma(m, x):
        return special.polygamma(m.astype(int), x)
    return {
        "erf": (lax.erf, special.erf, normal(2)),
        "erfc": (lax.erfc, special.erfc, normal(3)),
        "erf_inv": (lax.erf_inv, special.erfinv, uniform(-1, 1)),
        "lgamma": (lax.lgamma, special.gammaln, gamma_inputs),
        "digamma": (lax.digamma, special.digamma, gamma_inputs),
        "bessel_i1e": (lax.bessel_i1e, special.i1e, normal(10)),
        "asin": (lax.asin, np.arcsin, uniform(-1, 1)),
        "acos": (lax.acos, np.arccos, uniform(-1, 1)),
        "atan": (lax.atan, np.arctan, normal(4)),
        "sinh": (lax.sinh, np.sinh, normal(4)),
        "cosh": (lax.cosh, np.cosh, normal(4)),
        "asinh": (lax.asinh, np.arcsinh, normal(4)),
        "acosh": (lax.acosh, np.arccosh, uniform(1, 50)),
        "atanh": (lax.atanh, np.arctanh, uniform(-1, 1)),
        "polygamma": (lax.polygamma, polygamma, polygamma_inputs),
        "zeta": (lax.zeta, special.zeta, zeta_inputs),
    }


def measure(n: int = 2000, seed: int = 0) -> dict:
    """{oracle: {op: {type: (largest ULP error, largest almost-eq error)}, or the status of an
    oracle that did not run it}}."""
    import jax
    jax.config.update("jax_enable_x64", True)
    oracles = {name: make(name) for name in ("stablehlo-interpreter", "onnxruntime")}
    out: dict = {name: {} for name in oracles}
    rng = np.random.default_rng(seed)
    try:
        for op, (fn, exact, sample) in _ops().items():
            sampled = sample(rng, n)
            args64 = sampled if isinstance(sampled, list) else [sampled]
            for tname in TYPES:
                et = ELEMENT_TYPES[tname]
                args = [round_float(a, et) for a in args64]
                text = jax.jit(fn).lower(*args).as_text()
                module = spec.parse(lower_text(text))
                with np.errstate(all="ignore"):
                    want = round_float(exact(*(a.astype(np.float64) for a in args)), et)
                tiny = float(np.finfo(et.dtype).tiny) if tname != "bf16" else 2.0 ** -126
                keep = np.isfinite(want.astype(np.float64)) & (
                    (np.abs(want.astype(np.float64)) >= tiny) | (want == 0))
                for name, oracle in oracles.items():
                    outcome = oracle.run(module, args)
                    if outcome.status != "ok":
                        out[name].setdefault(op, {})[tname] = outcome.status
                        continue
                    got = np.asarray(outcome.outputs[0]).astype(et.dtype)
                    g, w = got[keep], want[keep]
                    ulps = np.abs(float_ordinal(g) - float_ordinal(w))
                    w64 = w.astype(np.float64)
                    almost = np.abs(g.astype(np.float64) - w64) / np.maximum(1, np.abs(w64))
                    out[name].setdefault(op, {})[tname] = (
                        int(ulps.max()) if ulps.size else 0,
                        float(almost.max()) if almost.size else 0.0)
    finally:
        for oracle in oracles.values():
            oracle.close()
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--n", type=int, default=2000, help="inputs per op (default 2000)")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    result = measure(args.n)
    if args.json:
        print(json.dumps(result, indent=1))
        return 0
    for oracle, ops in result.items():
        print(oracle)
        for op, per_type in ops.items():
            print(f"  {op:<11} " + "  ".join(
                f"{t} {v[0]} ({v[1]:.1e})" if isinstance(v, tuple) else f"{t} {v}"
                for t, v in per_type.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
