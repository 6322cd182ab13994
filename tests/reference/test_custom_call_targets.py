"""The custom_call targets of reference/ops/lapack.py: jax's own programs (jax.jit(f).lower
text, Shardy attributes stripped by tests.helpers.custom_calls.strip_sdy until the parser reads
them) evaluated on the reference and checked against numpy.linalg and the factorizations'
identities, for every LAPACK type prefix; info codes; layouts; shape_assertion; an unknown
target."""
from __future__ import annotations

import numpy as np
import pytest

import reference
import spec
from oracles.reference import Reference
from reference.errors import EvaluationError
from reference.ops import lapack
from spec.verify import verify
from tests.helpers.custom_calls import (CALL, DTYPES, lapack_call, matrices, module_of,
                                       positive_definite, strip_sdy)

pytestmark = pytest.mark.jaxlib

PREFIXES = list(DTYPES)


def _rtol(prefix):
    return 2e-4 if prefix in "sc" else 1e-11


def _run(f, *args):
    return reference.evaluate(module_of(f, *args), list(args))


@pytest.mark.parametrize("prefix", PREFIXES)
def test_cholesky_solve_and_triangular_solve_match_numpy(prefix):
    import jax.numpy as jnp
    import jax.scipy.linalg as jsl

    rng = np.random.default_rng(7)
    spd = positive_definite(rng, prefix, 4, (2,))
    a, b = matrices(rng, prefix, (2, 4, 4)), matrices(rng, prefix, (2, 4, 3))
    wide = lambda x: x.astype(np.complex128 if prefix in "cz" else np.float64)  # noqa: E731
    (l,) = _run(jnp.linalg.cholesky, spd)
    np.testing.assert_allclose(l, np.linalg.cholesky(wide(spd)), rtol=_rtol(prefix), atol=1e-5)
    (x,) = _run(jnp.linalg.solve, a, b)
    np.testing.assert_allclose(wide(a) @ x, b, rtol=_rtol(prefix), atol=1e-4 if prefix in "sc"
                               else 1e-10)
    (y,) = _run(lambda m, r: jsl.solve_triangular(m, r, lower=False, trans=2), spd, b)
    np.testing.assert_allclose(np.conj(np.swapaxes(np.triu(wide(spd)), -1, -2)) @ y, b,
                               rtol=_rtol(prefix), atol=1e-4 if prefix in "sc" else 1e-10)
    assert l.dtype == x.dtype == y.dtype == DTYPES[prefix]


@pytest.mark.parametrize("prefix", PREFIXES)
def test_lu_qr_eigh_svd_satisfy_their_identities(prefix):
    import jax.numpy as jnp
    import jax.scipy.linalg as jsl

    rng = np.random.default_rng(8)
    a, tall, h = (matrices(rng, prefix, (4, 4)), matrices(rng, prefix, (2, 5, 3)),
                  positive_definite(rng, prefix, 4))
    wide = lambda x: x.astype(np.complex128)  # noqa: E731
    tol = dict(rtol=_rtol(prefix), atol=2e-5 if prefix in "sc" else 1e-12)
    p, l, u = _run(jsl.lu, a)
    np.testing.assert_allclose(wide(p) @ wide(l) @ wide(u), a, **tol)
    assert np.all(np.abs(np.tril(l, -1)) <= np.sqrt(2) * 1.0001)  # pivots by |re| + |im|
    q, r = _run(jnp.linalg.qr, tall)
    np.testing.assert_allclose(wide(q) @ wide(r), tall, **tol)
    np.testing.assert_allclose(np.conj(np.swapaxes(q, -1, -2)) @ q, np.broadcast_to(
        np.eye(3), (2, 3, 3)), **tol)
    w, v = _run(jnp.linalg.eigh, h)
    np.testing.assert_allclose(w, np.linalg.eigvalsh(wide(h)), **tol)
    np.testing.assert_allclose(wide(h) @ v, v * w, rtol=1e-3 if prefix in "sc" else 1e-10,
                               atol=1e-3 if prefix in "sc" else 1e-10)
    uu, s, vh = _run(lambda x: jnp.linalg.svd(x, full_matrices=False), tall)
    np.testing.assert_allclose(s, np.linalg.svd(wide(tall), compute_uv=False), **tol)
    np.testing.assert_allclose((wide(uu) * s[..., None, :]) @ vh, tall, **tol)
    (s_only,) = _run(lambda x: jnp.linalg.svd(x, compute_uv=False), tall)
    np.testing.assert_allclose(s_only, s, **tol)
    assert w.dtype == s.dtype == np.dtype(DTYPES[prefix]().real.dtype)


def test_potrf_info_names_the_first_minor_that_is_not_positive_definite():
    a = np.array([[4, 2, 0], [2, 1, 0], [0, 0, 1]], np.float32)  # leading minor 2 is 0
    factor, info = reference.evaluate(lapack_call("potrf", 3), [a])
    assert int(info) == 2
    assert factor[0, 0] == 2 and factor[1, 0] == 1  # column 1 done, the rest as given
    np.testing.assert_array_equal(factor[1:, 1:], a[1:, 1:])
    good = np.array([[4, 2], [2, 3]], np.float32)
    factor, info = reference.evaluate(lapack_call("potrf", 2), [good])
    assert int(info) == 0
    np.testing.assert_allclose(factor, [[2, 2], [1, np.sqrt(2)]], rtol=1e-6)  # upper: as given


def test_getrf_pivots_and_info_of_a_singular_matrix():
    a = np.array([[1, 2, 3], [2, 4, 6], [1, 0, 1]], np.float32)
    lu, pivots, info = reference.evaluate(lapack_call("getrf", 3), [a])
    np.testing.assert_array_equal(pivots, [2, 3, 3])  # 1-based, the first largest |a_i0|
    assert int(info) == 3  # U(3, 3) is exactly 0: the factorization completes
    l, u = np.tril(lu, -1) + np.eye(3), np.triu(lu)
    np.testing.assert_allclose(l @ u, a[[1, 2, 0]], atol=1e-6)


def test_a_row_major_layout_is_read_as_lapack_reads_memory():
    """With minor-to-major [1, 0] LAPACK reads the transpose of a square matrix."""
    rng = np.random.default_rng(3)
    a = rng.standard_normal((3, 3)).astype(np.float32)
    lu_t, pivots_t, _ = reference.evaluate(lapack_call("getrf", 3, "[1, 0]"), [a])
    lu, pivots, _ = reference.evaluate(lapack_call("getrf", 3), [np.ascontiguousarray(a.T)])
    np.testing.assert_array_equal(lu_t, lu.T)
    np.testing.assert_array_equal(pivots_t, pivots)
    x = np.arange(6).reshape(2, 3)
    assert lapack.relayout(lapack.relayout(x, (1, 0), (0, 1)), (0, 1), (1, 0)).tolist() == \
        x.tolist()


def test_a_target_given_another_element_type_is_an_evaluation_error():
    text = CALL.format(n=2, routine="potrf", k=2, types="tensor<2x2xf32>, tensor<i32>",
                       config="uplo = 76 : ui8", layout="[0, 1]",
                       more=", dense<> : tensor<0xindex>", returns="%r#0, %r#1")
    module = spec.parse(text.replace("lapack_spotrf", "lapack_dpotrf"))
    with pytest.raises(EvaluationError, match="lapack_dpotrf_ffi: takes f64 matrices, got f32"):
        reference.evaluate(module, [np.eye(2, dtype=np.float32)])


def test_shape_assertion_true_runs_false_fails_with_its_formatted_message():
    import jax
    from jax import export

    a, = export.symbolic_shape("a")
    exported = export.export(jax.jit(lambda x, y: x + y))(
        jax.ShapeDtypeStruct((a,), np.float32), jax.ShapeDtypeStruct((a,), np.float32))
    text = strip_sdy(exported.mlir_module())
    assert "stablehlo.custom_call @shape_assertion" in text
    module = spec.parse(text)
    ok = Reference().run(module, [np.ones(3, np.float32), np.ones(3, np.float32)])
    assert ok.status == "ok" and ok.outputs[0].tolist() == [2, 2, 2]
    bad = Reference().run(module, [np.ones(3, np.float32), np.ones(2, np.float32)])
    assert bad.status == "rejected"
    assert "args[1].shape[0] (= 2) and the specification 'a' (= 3)" in bad.message


UNKNOWN = spec.parse('func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n'
                     '  %y = stablehlo.custom_call @acme.fused_gelu(%x) {api_version = 4 : i32, '
                     'backend_config = {approximate = true}} : (tensor<2xf32>) -> tensor<2xf32>\n'
                     '  return %y : tensor<2xf32>\n}')


def test_an_unknown_target_is_valid_and_unsupported_naming_it():
    assert verify(UNKNOWN) == []
    outcome = Reference(bounds=True).run(UNKNOWN, [np.ones(2, np.float32)])
    assert outcome.status == "unsupported"
    assert "custom_call target acme.fused_gelu is not implemented" in outcome.message


def test_jax_lapack_programs_verify():
    import jax.numpy as jnp

    a = np.eye(3, dtype=np.float32)
    for f in (jnp.linalg.cholesky, jnp.linalg.qr, jnp.linalg.eigh, jnp.linalg.svd):
        assert verify(module_of(f, a)) == []
