"""Sign gauges (reference/propagation_gauge.py): the bounds of factors unique up to signs hold
for perturbations within the backward errors they assume, outputs that do not depend on the
signs are judged (the mutants of linalg_qr_eigh_svd that survived are killed), and an output
whose sign is the implementation's choice passes with either sign."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from fuzz.mutant_harness import load, measure
from oracles import make, oracle_class
from oracles.base import Outcome
from oracles.reference import Reference
from oracles.verdict import judge
from reference import propagation_gauge as gauge
from reference.ops import lapack
from spec.types import ELEMENT_TYPES
from tests.helpers.custom_calls import module_of

ROOT = Path(__file__).resolve().parents[2]
F32, F64 = ELEMENT_TYPES["f32"], ELEMENT_TYPES["f64"]


def positive_r(a: np.ndarray) -> np.ndarray:
    """The R factor of `a` with a positive diagonal (float64)."""
    r = np.linalg.qr(a, mode="r")
    return r * np.where(np.diag(r) < 0, -1.0, 1.0)[:, None]


def test_qr_r_bound_holds_for_every_perturbation_within_the_backward_error():
    rng = np.random.default_rng(0)
    a = rng.standard_normal((8, 5))
    r_ref = lapack.householder_qr(a)[0]
    t_a = np.full(a.shape, 1e-6)  # the operand's own bounds
    bound = gauge.qr_r_bound(a, t_a, r_ref, F32)[:5]
    upper = np.triu(np.ones((5, 5), bool))
    assert np.all(np.isfinite(bound[upper])) and np.all(np.isinf(bound[~upper]))
    assert np.all(bound[upper] < 1e-2 * np.max(np.abs(a)))  # it says something
    gam = gauge._gamma(gauge.qr_growth(8, 5), 2.0 ** -24)
    worst = np.zeros((5, 5))
    for _ in range(200):
        d = rng.standard_normal(a.shape)
        d *= gam * np.linalg.norm(a, axis=0) / np.linalg.norm(d, axis=0)  # ||da_j|| = gamma ||a_j||
        d += rng.uniform(-1, 1, a.shape) * t_a
        worst = np.maximum(worst, np.abs(positive_r(a + d) - positive_r(a)))
    assert np.all(worst[upper] <= bound[upper])
    assert np.max(worst[upper] / bound[upper]) > 1e-3  # and not vacuously


def positive_q(a: np.ndarray) -> np.ndarray:
    """The thin Q factor of `a` whose R has a positive diagonal (float64)."""
    q, r = np.linalg.qr(a)
    return q * np.where(np.diag(r) < 0, -1.0, 1.0)[None, :]


def test_qr_q_bound_holds_for_every_perturbation_within_the_backward_error():
    rng = np.random.default_rng(5)
    a = rng.standard_normal((8, 5))
    packed, tau = lapack.householder_qr(a)
    q_ref = lapack.householder_product(packed, tau)
    t_a = np.full(a.shape, 1e-6)
    bound = gauge.qr_q_bound(a, t_a, packed, q_ref, F32)
    assert np.all(np.isfinite(bound)) and np.all(bound < 1e-2)
    gam = gauge._gamma(gauge.qr_growth(8, 5), 2.0 ** -24)
    worst = 0.0
    for _ in range(200):
        d = rng.standard_normal(a.shape)
        d *= gam * np.linalg.norm(a, axis=0) / np.linalg.norm(d, axis=0)
        d += rng.uniform(-1, 1, a.shape) * t_a
        moved = np.abs(positive_q(a + d) - positive_q(a))
        assert np.all(moved <= bound)
        worst = max(worst, np.max(moved / bound))
    assert worst > 1e-3


def test_qr_r_bound_is_infinite_for_a_rank_deficient_or_wide_matrix():
    rng = np.random.default_rng(1)
    a = rng.standard_normal((6, 3))
    a[:, 2] = a[:, 0] + a[:, 1]
    bound = gauge.qr_r_bound(a, np.zeros(a.shape), lapack.householder_qr(a)[0], F32)
    assert np.all(np.isinf(bound))
    wide = rng.standard_normal((3, 5))
    assert gauge.qr_r_bound(wide, np.zeros(wide.shape), lapack.householder_qr(wide)[0],
                            F32) is None


def test_svd_vector_bound_holds_for_every_perturbation_within_it():
    rng = np.random.default_rng(2)
    a = rng.standard_normal((8, 5))
    u, s, vt = np.linalg.svd(a, full_matrices=False)
    t_a = np.full(a.shape, 1e-4)
    bound = gauge.svd_vector_bound(a, t_a, s, np.spacing(s), F64)
    assert np.all(bound < 0.05)
    worst = 0.0
    for _ in range(200):
        e = rng.uniform(-1, 1, a.shape) * t_a
        u2, _, vt2 = np.linalg.svd(a + e, full_matrices=False)
        for i in range(5):
            sign = np.sign(u[:, i] @ u2[:, i] + vt[i] @ vt2[i])  # one sign for the pair
            moved = max(np.max(np.abs(u2[:, i] - sign * u[:, i])),
                        np.max(np.abs(vt2[i] - sign * vt[i])))
            assert moved <= bound[i]
            worst = max(worst, moved / bound[i])
    assert worst > 1e-3


def test_eigenvector_bound_holds_for_every_perturbation_within_it():
    rng = np.random.default_rng(7)
    x = rng.standard_normal((5, 5))
    h = x + x.T
    w, v = np.linalg.eigh(h)
    t_h = np.full(h.shape, 1e-4)
    bound = gauge.eigenvector_bound(h, t_h, w, np.spacing(np.abs(w)), F64)
    assert np.all(bound < 0.05)
    worst = 0.0
    for _ in range(200):
        e = rng.uniform(-1, 1, h.shape) * t_h
        _, v2 = np.linalg.eigh(h + (e + e.T) / 2)
        for i in range(5):
            moved = np.max(np.abs(v2[:, i] - np.sign(v[:, i] @ v2[:, i]) * v[:, i]))
            assert moved <= bound[i]
            worst = max(worst, moved / bound[i])
    assert worst > 1e-3


def eigh_program(h):
    import jax.numpy as jnp

    w, v = jnp.linalg.eigh(h)
    return (v * w) @ v.T, v.T @ v, v


def test_an_eigendecomposition_s_sign_invariant_products_are_judged():
    rng = np.random.default_rng(8)
    x = rng.standard_normal((5, 5))
    h = (x + x.T).astype(np.float32)
    module = module_of(eigh_program, h)
    expected = Reference(bounds=True).run(module, [h])
    assert expected.status == "ok", expected.message
    product, gram, vectors = (t.total for t in expected.totals)
    assert np.all(np.isfinite(product)) and np.all(product < 0.05 * np.max(np.abs(h)))
    assert np.all(gram < 1e-4)  # orthonormal columns: a Gram matrix
    v = expected.outputs[2]
    flipped = [expected.outputs[0], expected.outputs[1], -v]  # every vector's other sign
    assert judge(module, [h], expected, Outcome("ok", flipped), oracle="mutant").passed
    skewed = [expected.outputs[0], expected.outputs[1] * np.float32(1 + 1e-4), v]
    assert not judge(module, [h], expected, Outcome("ok", skewed), oracle="mutant").passed


def bounded_run(program, seed: int, shape):
    """A standard normal f32 matrix of `shape`, the jax `program` exported on it, and the
    reference's bounded run of it (which must succeed)."""
    a = np.random.default_rng(seed).standard_normal(shape).astype(np.float32)
    module = module_of(program, a)
    expected = Reference(bounds=True).run(module, [a])
    assert expected.status == "ok", expected.message
    return a, module, expected


def qr_program(a):
    import jax.numpy as jnp

    q, r = jnp.linalg.qr(a)
    return jnp.abs(jnp.diag(r)), r[:2], q.T @ q


def test_an_output_whose_sign_an_implementation_chooses_passes_with_either_sign():
    a, module, expected = bounded_run(qr_program, 3, (6, 4))
    diag, rows, gram = expected.outputs
    assert all(np.all(np.isfinite(t.total)) for t in expected.totals)  # all judged
    flip = np.array([-1.0, 1.0, 1.0, 1.0], np.float32)  # row 0's other sign (Q's column 0)
    flipped = [diag, rows * flip[:2, None], gram * flip[:, None] * flip[None, :]]
    verdict = judge(module, [a], expected, Outcome("ok", flipped), oracle="mutant")
    assert verdict.passed, verdict.message
    assert verdict.verdicts[0].rule.startswith("program tolerance")
    wrong = [diag * np.float32(1 + 1e-2), rows, gram]
    assert not judge(module, [a], expected, Outcome("ok", wrong), oracle="mutant").passed
    # Q^T Q is bounded by Q's orthonormality (a Gram matrix), tighter than Q's own bound
    assert np.all(expected.totals[2].total < 1e-4)
    skewed = [diag, rows, gram * np.float32(1 + 1e-4)]
    assert not judge(module, [a], expected, Outcome("ok", skewed), oracle="mutant").passed
    # either sign passes: the tolerance there is T + 2 |v|, so only a change beyond that fails
    scaled = [diag, rows * np.float32(3.5), gram]
    assert not judge(module, [a], expected, Outcome("ok", scaled), oracle="mutant").passed


def svd_program(a):
    import jax.numpy as jnp

    u, s, vt = jnp.linalg.svd(a, full_matrices=False)
    return (u[:, :2] * s[:2]) @ vt[:2], jnp.exp(u)


def test_a_sign_invariant_svd_product_is_judged_and_a_function_of_one_sign_is_not():
    a, module, expected = bounded_run(svd_program, 4, (7, 4))
    product, exp_u = (t.total for t in expected.totals)
    assert np.all(np.isfinite(product)) and np.all(product < 0.05 * np.max(np.abs(a)))
    assert np.all(np.isinf(exp_u))  # exp(s u) is not a product of signs: unbounded


def test_the_surviving_mutants_of_the_factorization_model_are_killed():
    path = ROOT / "corpus" / "models" / "linalg_qr_eigh_svd.mlir"
    report = measure([(path.stem, *load(path, 0))], [])
    assert report["false_kills"]["mutant"] == {"judged": 1, "killed": [], "not_compared": []}
    outcome = {f"{m['operator']} at {m['site'].split(' (')[0]}": m["outcome"]
               for m in report["mutants"]}
    for site in ("add-to-subtract at add #1", "select-swap at select #1",  # R's mask
                 "compare-strictness at compare #5", "compare-strictness at compare #6",
                 "select-swap at select #7", "select-swap at select #8",  # diag's indices
                 "select-swap at select #5", "select-swap at select #6"):  # U, V^H NaN
        assert outcome[site] == "killed", (site, report["mutants"])
    assert outcome["dot-scale-1e-4 at dot_general #3"] == "killed"  # Q^T Q, a Gram matrix
    # 5 of its 15 mutants that change an output were killed before; the one left scales
    # U diag(s) V^T by 1 + 1e-4, within its bound (about 3e-3 relative)
    assert report["total"]["killed"] == 14 and report["total"]["survived"] == 1



def batched_program(a, c):
    import jax.numpy as jnp

    q, r = jnp.linalg.qr(a)
    full, _ = jnp.linalg.qr(a, mode="complete")
    _, rc = jnp.linalg.qr(c)
    u, s, vt = jnp.linalg.svd(a, full_matrices=True)
    return (jnp.abs(jnp.diagonal(r, axis1=-2, axis2=-1)), jnp.swapaxes(q, -1, -2) @ q,
            jnp.swapaxes(full, -1, -2) @ full, jnp.abs(rc), (u[..., :4] * s[..., None, :]) @ vt)


def test_batches_complete_factors_and_complex_factors():
    rng = np.random.default_rng(6)
    a = rng.standard_normal((2, 6, 4)).astype(np.float32)
    c = (rng.standard_normal((5, 3)) + 1j * rng.standard_normal((5, 3))).astype(np.complex64)
    module = module_of(batched_program, a, c)
    expected = Reference(bounds=True).run(module, [a, c])
    assert expected.status == "ok", expected.message
    diag, gram, full_gram, complex_r, product = (t.total for t in expected.totals)
    assert np.all(np.isfinite(diag)) and np.all(np.isfinite(product))  # per matrix of the batch
    assert np.all(np.isfinite(gram))
    assert np.all(np.isinf(full_gram))  # a complete Q's last columns: any orthonormal basis
    assert np.all(np.isinf(complex_r[np.triu_indices(3)]))  # complex R: a phase per row


def test_xla_s_factors_pass_whichever_signs_it_chose():
    if not oracle_class("xla").available()[0]:
        pytest.skip(f"xla is not available here: {oracle_class('xla').available()[1]}")
    xla = make("xla")
    other_signs = 0
    try:
        for seed in range(4):
            rng = np.random.default_rng(seed)
            x = rng.standard_normal((6, 6))
            h = (x + x.T).astype(np.float32)
            a = rng.standard_normal((8, 5)).astype(np.float32)
            for program, args, vectors in ((eigh_program, [h], 2), (qr_program, [a], None),
                                           (svd_program, [a], None)):
                module = module_of(program, *args)
                expected = Reference(bounds=True).run(module, args)
                actual = xla.run(module, args)
                verdict = judge(module, args, expected, actual, oracle="xla")
                assert verdict.passed, (program.__name__, seed, verdict.message)
                if vectors is not None:
                    agree = np.sum(expected.outputs[vectors] * actual.outputs[vectors], axis=0)
                    other_signs += int(np.sum(agree < 0))
    finally:
        xla.close()
    assert other_signs > 0  # some of XLA's eigenvectors have the other sign (2 of 24 measured)
