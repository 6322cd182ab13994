"""The chlo ops against XLA CPU: generated programs of every chlo op (fuzz/strategies_chlo.py)
and a program JAX exports with chlo ops (jnp.square, erf, erfc, erfinv, lgamma, digamma, sinh,
cosh, arcsinh, arccos, arctan) run on the reference and on XLA, judged by the one verdict
(oracles.verdict: the chlo rules of tolerances.toml, the known divergences of
known_divergences.toml)."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

import spec
from fuzz.differential import Checker
from fuzz.known import known_reason
from fuzz.strategies import OP_GENERATORS, ops
from oracles.reference import Reference
from oracles.verdict import judge
from oracles.xla import Xla
from spec.ops import OPS

pytestmark = pytest.mark.jaxlib

CHLO = sorted(n for n in OP_GENERATORS if n.startswith("chlo.")
              and n not in ("chlo.top_k", "chlo.ragged_dot", "chlo.scan"))
"""The elementwise chlo ops (the structured ones are checked against XLA in
tests/reference/test_reference_chlo_structured.py; generated scans over a 0-length dimension
are rejected by XLA's scan_expander, an open divergence)."""
TYPES = ("i8", "ui32", "i64", "i1", "f8E4M3FN", "bf16", "f16", "f32", "f64", "complex<f32>",
         "complex<f64>")


@pytest.fixture(scope="module")
def checker():
    made = Checker(["reference", "xla"], time_limit=120)
    yield made
    made.close()


@pytest.mark.parametrize("name", CHLO)
def test_generated_programs_agree_with_xla(name, checker):
    unexplained = []

    @settings(max_examples=8, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(ops(name, element_types=TYPES, max_elements=16))
    def check(program):
        text, inputs = program
        result = checker.valid(text, inputs, name)
        assert not result.internal, result.internal
        unexplained.extend(f"{f.kind} {f.key}: {f.message}\n{text}" for f in result.findings
                           if not known_reason(f))
    check()
    assert not unexplained, "\n\n".join(unexplained[:3])


def _exported() -> tuple[str, np.ndarray]:
    import jax
    import jax.numpy as jnp
    from jax.scipy import special

    def model(x):
        y = jnp.square(x) + special.erf(x) - special.erfc(x) + special.erfinv(x / 2)
        y = y + special.gammaln(x + 1) + special.digamma(x + 1)
        y = y + jnp.sinh(x) * jnp.cosh(x) + jnp.arcsinh(x) + jnp.arccos(x) + jnp.arctan(y)
        return y

    x = np.linspace(-0.9, 0.9, 48, dtype=np.float32).reshape(6, 8)
    return jax.jit(model).lower(x).as_text(), x


def test_a_jax_program_with_chlo_ops_agrees_with_xla():
    text, x = _exported()
    for op in ("chlo.square", "chlo.erf", "chlo.erfc", "chlo.erf_inv", "chlo.lgamma",
               "chlo.digamma", "chlo.sinh", "chlo.cosh", "chlo.asinh", "chlo.acos", "chlo.atan"):
        assert op in text, f"jax no longer emits {op}"
    module = spec.parse(text)
    assert not spec.verify.verify(module)
    expected = Reference(bounds=True).run(module, [x])
    assert expected.status == "ok", expected.message
    xla = Xla(time_limit=120)
    try:
        actual = xla.run(module, [x])
    finally:
        xla.close()
    verdict = judge(module, [x], expected, actual, "xla")
    assert verdict.passed, verdict.message
