"""custom_call targets on the oracles: XLA CPU runs jax's own LAPACK programs and its results
pass the verdict (a mutated result fails it); unknown targets are unsupported, naming the
target, on every oracle; programs downstream of a factorization get finite program tolerances.
jax's text goes through tests.helpers.custom_calls.strip_sdy (Shardy attributes removed) until
the parser reads them."""
from __future__ import annotations

import numpy as np
import pytest

import spec
from oracles.base import Outcome
from oracles import oracle_class
from oracles.gap_conditions import XLA_CPU_TARGETS
from oracles.reference import Reference
from oracles.stablehlo_interpreter import StablehloInterpreter
from oracles.verdict import judge
from oracles.xla import Xla
from tests.helpers.custom_calls import (jax_result, lapack_call, matrices, module_of,
                                       positive_definite)

pytestmark = pytest.mark.jaxlib


@pytest.fixture(scope="module")
def xla():
    oracle = Xla(time_limit=120)
    yield oracle
    oracle.close()


def programs(prefix: str, rng):
    """name -> (f, args) of the jnp.linalg programs that lower to LAPACK targets."""
    import jax.numpy as jnp
    import jax.scipy.linalg as jsl

    a, b, w = (matrices(rng, prefix, s) for s in ((4, 4), (4, 2), (2, 3)))
    tall, spd = matrices(rng, prefix, (5, 3)), positive_definite(rng, prefix, 4, (2,))
    return {
        "cholesky": (jnp.linalg.cholesky, (spd,)),
        "solve_then_matmul": (lambda a, b, w: jnp.linalg.solve(a, b) @ w, (a, b, w)),
        "solve_triangular": (lambda m, r: jsl.solve_triangular(m, r, lower=True), (spd, b)),
        "lu": (jsl.lu, (a,)),
        "qr": (jnp.linalg.qr, (tall,)),
        "eigh": (jnp.linalg.eigh, (spd,)),
        "svd": (jnp.linalg.svd, (tall,)),
        "svd_reduced": (lambda x: jnp.linalg.svd(x, full_matrices=False), (tall,)),
    }


@pytest.mark.parametrize("prefix", ["s", "d", "c", "z"])
def test_xla_runs_jax_lapack_programs_and_they_pass_the_verdict(prefix, xla):
    rng = np.random.default_rng({"s": 1, "d": 2, "c": 3, "z": 4}[prefix])
    reference = Reference(bounds=True)
    for name, (f, args) in programs(prefix, rng).items():
        module = module_of(f, *args)
        expected = reference.run(module, list(args))
        actual = xla.run(module, list(args))
        assert expected.status == actual.status == "ok", (name, expected.message, actual.message)
        for got, jax_out in zip(actual.outputs, jax_result(f, *args)):
            np.testing.assert_array_equal(got, jax_out)  # XLA through the oracle is jax
        verdict = judge(module, list(args), expected, actual, "xla")
        assert verdict.passed, (name, verdict.message)
        mutated = [o.copy() for o in actual.outputs]
        k = int(np.argmax([o.size for o in mutated]))
        mutated[k].reshape(-1)[min(5, mutated[k].size - 1)] += np.asarray(1e-2, mutated[k].dtype)
        wrong = judge(module, list(args), expected, Outcome("ok", mutated), "xla")
        assert wrong.status == "fail" and wrong.output == k, (name, wrong)


@pytest.mark.parametrize("layout", ["[0, 1]", "[1, 0]"])
def test_direct_factorizations_pass_under_their_own_bounds_on_xla(layout, xla):
    """potrf and getrf on function arguments: XLA CPU's factors within the own allowance of
    reference/propagation_custom_call.py (positive on the factors, exact elsewhere), in
    LAPACK's column-major layout and in a row-major one (LAPACK reads the transpose)."""
    rng = np.random.default_rng(9)
    for routine, a in (("potrf", positive_definite(rng, "s", 5)),
                       ("getrf", matrices(rng, "s", (5, 5)))):
        module = lapack_call(routine, 5, layout)
        expected = Reference(bounds=True).run(module, [a])
        actual = xla.run(module, [a])
        assert expected.status == actual.status == "ok", (routine, actual.message)
        verdict = judge(module, [a], expected, actual, "xla")
        assert verdict.passed, (routine, layout, verdict.message)
        factor = expected.bounds[0]
        read = np.tril if layout == "[0, 1]" else np.triu  # the triangle LAPACK writes
        assert np.all(factor[read(np.ones((5, 5), bool))] > 0), routine
        assert np.all(np.isfinite(factor)), routine
        for got, want in zip(actual.outputs[1:], expected.outputs[1:]):
            np.testing.assert_array_equal(got, want)  # info and pivots


def test_vectors_pass_up_to_sign_and_fail_when_wrong():
    import jax.numpy as jnp

    rng = np.random.default_rng(5)
    h = positive_definite(rng, "d", 4)
    module = module_of(jnp.linalg.eigh, h)
    expected = Reference(bounds=True).run(module, [h])
    w, v = (o.copy() for o in expected.outputs)
    v[:, 1] *= -1  # another sign of one eigenvector
    flipped = judge(module, [h], expected, Outcome("ok", [w, v]), "xla")
    assert flipped.passed and "eigenvectors" in str(flipped.rules and flipped.verdicts[1])
    v[:, 2] = v[:, 3]  # not orthonormal
    assert judge(module, [h], expected, Outcome("ok", [w, v]), "xla").status == "fail"


def test_solve_then_matmul_has_a_finite_tolerance_downstream_of_getrf_and_trsm():
    import jax.numpy as jnp

    rng = np.random.default_rng(6)
    a, b, w = (matrices(rng, "s", s) for s in ((4, 4), (4, 2), (2, 3)))
    module = module_of(lambda a, b, w: jnp.linalg.solve(a, b) @ w, a, b, w)
    expected = Reference(bounds=True).run(module, [a, b, w])
    total = expected.totals[0]
    assert total.fed and np.all(np.isfinite(total.total)) and np.all(total.total > 0)
    assert np.all(total.total < 1e-2 * np.maximum(1, np.abs(expected.outputs[0])))


def onnx_oracle():
    """The ONNX Runtime oracle (its module needs the onnx package)."""
    pytest.importorskip("onnx", reason="the onnxruntime oracle needs the onnx package")
    return oracle_class("onnxruntime")()


UNKNOWN = spec.parse('func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n'
                     '  %y = stablehlo.custom_call @acme.fused_gelu(%x) : (tensor<2xf32>) -> '
                     'tensor<2xf32>\n  return %y : tensor<2xf32>\n}')


def test_an_unknown_target_is_unsupported_naming_it_on_every_oracle(xla):
    x = [np.ones(2, np.float32)]
    for oracle in (Reference(), xla, StablehloInterpreter(), onnx_oracle()):
        outcome = oracle.run(UNKNOWN, x)
        assert outcome.status == "unsupported", (oracle.name, outcome)
        assert "acme.fused_gelu" in outcome.message, (oracle.name, outcome.message)
    compiled = xla.worker.run(spec.print_module(UNKNOWN), x, "main")  # past the declared gap
    assert compiled.status == "unsupported" and "acme.fused_gelu" in compiled.message


def test_lapack_targets_are_unsupported_with_a_reason_where_no_lapack_runs():
    import jax.numpy as jnp

    a = np.eye(3, dtype=np.float32)
    module = module_of(jnp.linalg.cholesky, a)
    for oracle in (StablehloInterpreter(), onnx_oracle()):
        outcome = oracle.run(module, [a])
        assert outcome.status == "unsupported"
        assert "target @lapack_spotrf_ffi" in outcome.message and "no " in outcome.message


def test_the_xla_targets_are_jaxlibs_registrations():
    from jaxlib import lapack

    assert XLA_CPU_TARGETS == frozenset(lapack._lapack.registrations())
