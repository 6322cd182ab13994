"""Error bounds of the custom_call targets (reference/ops/lapack.py), for the accumulation bounds
of reference/bounds.py and the program bounds of reference/propagation.py (which imports this
module last).

Each LAPACK routine gets an own allowance (`ALLOWANCES`: how far a conforming implementation's
result may be from the reference's for the same exact operands; registered as custom_call's
error bound, so it is also the bound a returned result is compared under) and a sensitivity
(`SENSITIVITIES`: how far the exact result moves when the operands move within their bounds).
Both follow from the routine's backward error (|dA| <= gamma |factors| for the triangular
factorizations, ||dA||_F <= p(n) u ||A||_F for the eigen and singular value solvers) for the
implementation in the element type plus the reference in float64, pushed through the
factorization's first-order perturbation and widened for the higher-order terms (infinite where
the matrix is too ill-conditioned for that). A result that is not unique (eigenvectors and
singular vectors: signs, phases, bases of repeated values) or whose perturbation theory is not
written here (geqrf's Householder vectors and tau, orgqr's Q) is unbounded (inf: counted as
ill-conditioned downstream; oracles/lapack_rules.py judges them when they are returned);
LAPACK's destroyed input (gesdd's first result, syevd's with mode N) is NaN (masked). Integer
results (pivots, info) are exact. docs/custom-calls.md has the table.

Bounds are computed on the operands as LAPACK reads them from memory (lapack._kernel_view) and
moved back through the call's result layouts.
"""
from __future__ import annotations

import re
from typing import Callable

import numpy as np

from .bounds import (_abs, _amplified, _inverse, _row_norm, _solver_gamma, _tiny, cholesky_bound,
                     error_bound, triangular_solve_bound, unit_roundoff)
from .ops import lapack
from .ops.custom_call import target_keywords, target_of
from .values import element_type_of

ALLOWANCES: dict[str, Callable] = {}
"""routine -> fn(xs, results, et, config) -> [own bound per result] (kernel views, float64)."""

SENSITIVITIES: dict[str, Callable] = {}
"""routine -> fn(xs, ts, results, et, config) -> [propagated bound per result]."""

ROUTINE = re.compile(r"lapack_[sdcz](\w+)_ffi")
SAME = {"ungqr": "orgqr", "heevd": "syevd", "gesvd": "gesdd"}


def eigen_growth(n: int) -> float:
    """p(n) of the backward error ||dA||_F <= p(n) u ||A||_F assumed for syevd / heevd and
    gesdd / gesvd (Householder reduction to tridiagonal or bidiagonal form, then an iteration:
    Wilkinson's c n^2 u growth, with c = 4, and a floor for tiny matrices)."""
    return 4.0 * n * n + 8.0


def _routine(op) -> str | None:
    target = target_of(op)
    match = ROUTINE.fullmatch(target.name) if target is not None else None
    return SAME.get(match.group(1), match.group(1)) if match else None


def _call(op, operands, results):
    """(operands and results as LAPACK sees them, the matrix element type, the target's
    keywords) of a LAPACK custom_call."""
    target = target_of(op)
    config = target_keywords(target, op, None, [v.type for v in op.results])
    ins = [lapack._kernel_view(x, i, config.get("operand_layouts"), np.ndim(x) == np.ndim(
        operands[0])) for i, x in enumerate(operands)]
    outs = [lapack.relayout(np.asarray(r), _result_layout(config, i, np.ndim(r)),
                            lapack.canonical(np.ndim(r), _is_matrix(op, i)))
            for i, r in enumerate(results)]
    return ins, outs, element_type_of(np.asarray(operands[0])), config


def _result_layout(config, i: int, rank: int) -> tuple[int, ...]:
    layouts = config.get("result_layouts")
    return tuple(layouts[i]) if layouts is not None else tuple(range(rank - 1, -1, -1))


def _is_matrix(op, i: int) -> bool:
    """Whether result i is one of the call's matrices (rank of its first operand)."""
    return len(op.results[i].type.shape) == len(op.operands[0].type.shape)


def _back(op, config, bounds) -> list:
    """Kernel-view bounds moved to the results' layouts."""
    out = []
    for i, b in enumerate(bounds):
        b = np.broadcast_to(np.asarray(b, np.float64), tuple(op.results[i].type.shape))
        rank = b.ndim
        out.append(np.array(lapack.relayout(b, lapack.canonical(rank, _is_matrix(op, i)),
                                            _result_layout(config, i, rank))))
    return out


@error_bound("custom_call")
def custom_call_bound(inputs, *, op, result):
    """The own allowance of a LAPACK target's results (None for other targets: unbounded)."""
    routine = _routine(op)
    if routine not in ALLOWANCES:
        return None
    results = result if isinstance(result, list) else [result]
    xs, rs, et, config = _call(op, list(inputs), results)
    with np.errstate(all="ignore"):
        own = ALLOWANCES[routine]([_wide(x) for x in xs], [_wide(r) for r in rs], et, config,
                                  [np.asarray(x) for x in xs], rs)
    return _back(op, config, own)


def _custom_call_sensitivity(op, xs, ts, results):
    routine = _routine(op)
    if routine not in SENSITIVITIES:
        return None
    kernel_xs, rs, et, config = _call(op, list(xs), list(results))
    kernel_ts = [lapack._kernel_view(t, i, config.get("operand_layouts"),
                                     np.ndim(t) == np.ndim(xs[0])) for i, t in enumerate(ts)]
    with np.errstate(all="ignore"):
        out = SENSITIVITIES[routine]([_wide(x) for x in kernel_xs],
                                     [np.minimum(t, 1e300) for t in kernel_ts],  # inf as propagation.BIG
                                     [_wide(r) for r in rs], et, config)
    if out is None:
        return None
    # a bound grown from a clipped infinity is unbounded (NaN, masked, stays NaN)
    return _back(op, config, [np.where(np.asarray(o) >= 1e250, np.inf, o) for o in out])


SENSITIVITY = {"stablehlo.custom_call": _custom_call_sensitivity}
"""What reference/propagation.py adds to its SENSITIVITY table."""


_wide, _h, _frobenius = lapack.wide, lapack.hermitian, lapack.frobenius


def _char(config, name, default) -> str:
    return chr(int(config.get(name, ord(default))))


def _mirror(t, lower: bool):
    """The bounds of the Hermitian matrix one triangle defines (the other triangle unread)."""
    return np.tril(t) + np.swapaxes(np.tril(t, -1), -1, -2) if lower else \
        np.triu(t) + np.swapaxes(np.triu(t, 1), -1, -2)


def _triangle(n: int, lower: bool) -> np.ndarray:
    return np.tril(np.ones((n, n), bool)) if lower else np.triu(np.ones((n, n), bool))


# --- potrf -------------------------------------------------------------------------------------

def _potrf_own(xs, rs, et, config, raw, raw_results):
    lower = _char(config, "uplo", "L") == "L"
    n = xs[0].shape[-1]
    bound = cholesky_bound(raw[0], lower=lower, result=raw_results[0])
    return [np.where(_triangle(n, lower), bound, 0.0), np.zeros(np.shape(rs[1]))]


def _potrf_sensitivity(xs, ts, rs, et, config):
    """R^H R = A: dR = Phi(R^-H dA R^-1) R, so |dR| <= triu(G) |R|, G = |R^-H| T |R^-1| (T the
    bounds of the Hermitian matrix read), widened by 1 / (1 - 2 ||G||) (infinite for ||G|| >=
    1/4, where A + dA may not be positive definite: info may change too). The other triangle is
    the operand's."""
    lower = _char(config, "uplo", "L") == "L"
    n = xs[0].shape[-1]
    factor = rs[0]
    r = _h(np.tril(factor)) if lower else np.triu(factor)
    r_inv = _abs(_inverse(r, lower=False))
    g = _h(r_inv) @ _mirror(ts[0], lower) @ r_inv
    rate = _row_norm(g)
    d_r = np.where(rate < 0.25, (np.triu(g) @ _abs(r)) / (1 - 2 * rate), np.inf)
    d_factor = _h(d_r).real if lower else d_r
    info = np.where(rate[..., 0, 0] < 0.25, 0.0, np.inf)
    return [np.where(_triangle(n, lower), d_factor, ts[0]), info]


ALLOWANCES["potrf"] = _potrf_own
SENSITIVITIES["potrf"] = _potrf_sensitivity


# --- trsm --------------------------------------------------------------------------------------

def _trsm_config(config):
    return dict(left_side=_char(config, "side", "L") == "L",
                lower=_char(config, "uplo", "L") == "L",
                unit_diagonal=_char(config, "diag", "N") == "U",
                transpose_a=lapack.TRANSPOSES[_char(config, "trans_x", "N")])


def _trsm_own(xs, rs, et, config, raw, raw_results):
    return [triangular_solve_bound(raw[0], raw[1], result=raw_results[0], **_trsm_config(config))]


def _trsm_sensitivity(xs, ts, rs, et, config):
    """x = M^-1 B (x op(a) = b as op(a)^T x^T = b^T): |dx| <= |M^-1| (T_B + T_M |x|), widened
    by 1 / (1 - ||M^-1| T_M||) (infinite from 1/2), T_M the bounds of the triangle read (none on
    a unit diagonal)."""
    c = _trsm_config(config)
    a, t_a = xs[0], ts[0]
    keep = np.tril if c["lower"] else np.triu
    a, t_a = keep(a), keep(t_a)
    n = a.shape[-1]
    if c["unit_diagonal"]:
        a = a - a * np.eye(n) + np.eye(n)
        t_a = t_a * (1 - np.eye(n))
    flip = {"NO_TRANSPOSE": False, "TRANSPOSE": True, "ADJOINT": True}[c["transpose_a"]]
    m = _h(a) if c["transpose_a"] == "ADJOINT" else (np.swapaxes(a, -1, -2) if flip else a)
    t_m = np.swapaxes(t_a, -1, -2) if flip else t_a
    x, t_b = rs[0], ts[1]
    if not c["left_side"]:
        m, t_m = np.swapaxes(m, -1, -2), np.swapaxes(t_m, -1, -2)
        x, t_b = np.swapaxes(x, -1, -2), np.swapaxes(t_b, -1, -2)
    m_inv = _abs(_inverse(m, lower=not np.any(np.triu(m, 1))))
    rate = _row_norm(m_inv @ t_m)
    d_x = np.where(rate < 0.5, m_inv @ (t_b + t_m @ _abs(x)) / (1 - rate), np.inf)
    return [d_x if c["left_side"] else np.swapaxes(d_x, -1, -2)]


ALLOWANCES["trsm"] = _trsm_own
SENSITIVITIES["trsm"] = _trsm_sensitivity


# --- getrf -------------------------------------------------------------------------------------

def _lu_parts(lu):
    n = lu.shape[-1]
    l = np.tril(lu, -1) + np.eye(n)
    return l, np.triu(lu)


def _lu_perturbed(lu, d_a):
    """(|dL|, |dU|) for P A + dA = (L + dL)(U + dU), |dA| <= d_a: to first order dL =
    L stril(L^-1 dA U^-1), dU = triu(L^-1 dA U^-1) U, widened by 1 / (1 - 2 ||G||), G =
    |L^-1| d_a |U^-1| (infinite from 1/4 on, and where U is singular)."""
    l, u = _lu_parts(lu)
    g = _abs(_inverse(l, lower=True)) @ d_a @ _abs(_inverse(u, lower=False))
    rate = _row_norm(g)
    widen = np.where(rate < 0.25, 1 / (1 - 2 * rate), np.inf)
    d_l = _abs(l) @ np.tril(g, -1) * widen
    d_u = np.triu(g) @ _abs(u) * widen
    return np.where(np.isnan(d_l), np.inf, d_l), np.where(np.isnan(d_u), np.inf, d_u)


def _pivot_ties(lu, d_l, d_u) -> np.ndarray:
    """Per matrix: whether a pivot choice may go another way within the bounds: at step k the
    chosen |U_kk| and a candidate |L_ik U_kk| (LAPACK's |re| + |im|, within sqrt 2 of the
    modulus) are closer than their uncertainties."""
    n = lu.shape[-1]
    l, u = _lu_parts(lu)
    diag = np.diagonal(u, axis1=-2, axis2=-1)[..., None, :]  # U_kk per column k
    t_diag = np.diagonal(d_u, axis1=-2, axis2=-1)[..., None, :]
    chosen = lapack._magnitude(diag)
    candidate = lapack._magnitude(l * diag)
    spread = np.sqrt(2) * (d_l * _abs(diag) + _abs(l) * t_diag + d_l * t_diag + 2 * t_diag)
    below = np.tril(np.ones((n, n), bool), -1)
    return np.any(below & (chosen - candidate <= spread), axis=(-2, -1))


def _getrf_bounds(rs, et, d_a_extra, own: bool):
    lu = rs[0]
    m, n = lu.shape[-2:]
    if m != n:
        return [np.full(lu.shape, np.inf), np.zeros(np.shape(rs[1])), np.zeros(np.shape(rs[2]))]
    l, u = _lu_parts(lu)
    gam = _solver_gamma(n, et)
    backward = gam * _abs(l) @ _abs(u)
    d_l, d_u = _lu_perturbed(lu, d_a_extra + backward if own else d_a_extra)
    ties = _pivot_ties(lu, *_lu_perturbed(lu, d_a_extra + backward))
    bound = np.where(np.tril(np.ones((n, n), bool), -1), d_l, d_u)
    bound = np.where(ties[..., None, None], np.inf, bound)
    jump = np.where(ties, np.inf, 0.0)
    return [bound, np.broadcast_to(jump[..., None], np.shape(rs[1])),
            np.broadcast_to(jump, np.shape(rs[2]))]


def _getrf_own(xs, rs, et, config, raw, raw_results):
    """P A = L U: the backward error |dA| <= gamma(n + 4) |L| |U| (Higham thm 9.3, both
    implementations) through _lu_perturbed; infinite where a pivot choice may differ
    (_pivot_ties) or the matrix is not square."""
    return _getrf_bounds(rs, et, 0.0, True)


def _getrf_sensitivity(xs, ts, rs, et, config):
    """The operand's bounds, permuted as the pivots permute its rows, through _lu_perturbed;
    pivots and info jump (inf) where a pivot choice may differ."""
    t = np.array(ts[0], np.float64)
    pivots = np.asarray(rs[1]).astype(np.int64) - 1
    flat_t, flat_p = t.reshape((-1,) + t.shape[-2:]), pivots.reshape((-1, pivots.shape[-1]))
    for k in range(flat_p.shape[-1]):
        b = np.arange(flat_t.shape[0])
        row = flat_t[b, k].copy()
        flat_t[b, k] = flat_t[b, flat_p[:, k]]
        flat_t[b, flat_p[:, k]] = row
    return _getrf_bounds(rs, et, flat_t.reshape(t.shape), False)


ALLOWANCES["getrf"] = _getrf_own
SENSITIVITIES["getrf"] = _getrf_sensitivity


# --- syevd / heevd and gesdd / gesvd -------------------------------------------------------------

def _backward(et, n: int, a) -> np.ndarray:
    """p(n) u ||A||_F for the implementation in `et` plus the reference in float64."""
    return eigen_growth(n) * (unit_roundoff(et) + 2.0 ** -53) * _frobenius(a)


def _syevd_own(xs, rs, et, config, raw, raw_results):
    """Eigenvalues: Weyl's |lambda_i(A + E) - lambda_i(A)| <= ||E||_2 with the backward error;
    eigenvectors unbounded; with mode N the destroyed input masked."""
    lower = _char(config, "uplo", "L") == "L"
    n = xs[0].shape[-1]
    h = lapack.numerics._hermitian_from(xs[0], lower)
    weyl = _backward(et, n, h)[..., 0] + 2 * _tiny(et)
    vectors = _char(config, "mode", "V") == "V"
    return [np.full(rs[0].shape, np.inf if vectors else np.nan),
            np.broadcast_to(weyl, rs[1].shape), np.zeros(rs[2].shape)]


def _syevd_sensitivity(xs, ts, rs, et, config):
    """Eigenvalues move by at most ||T||_F (Weyl), T the bounds of the Hermitian matrix read."""
    lower = _char(config, "uplo", "L") == "L"
    vectors = _char(config, "mode", "V") == "V"
    return [np.full(rs[0].shape, np.inf if vectors else np.nan),
            np.broadcast_to(_frobenius(_mirror(ts[0], lower))[..., 0], rs[1].shape),
            np.zeros(rs[2].shape)]


def _gesdd_own(xs, rs, et, config, raw, raw_results):
    """Singular values: Weyl's |sigma_i(A + E) - sigma_i(A)| <= ||E||_2 with the backward
    error; U and V^H unbounded; the destroyed input masked."""
    weyl = _backward(et, max(xs[0].shape[-2:]), xs[0])[..., 0] + 2 * _tiny(et)
    vectors = _char(config, "mode", "A") != "N"
    return [np.full(rs[0].shape, np.nan), np.broadcast_to(weyl, rs[1].shape),
            np.full(rs[2].shape, np.inf if vectors else np.nan),
            np.full(rs[3].shape, np.inf if vectors else np.nan), np.zeros(rs[4].shape)]


def _gesdd_sensitivity(xs, ts, rs, et, config):
    """Singular values move by at most ||T||_F (Weyl)."""
    vectors = _char(config, "mode", "A") != "N"
    return [np.full(rs[0].shape, np.nan),
            np.broadcast_to(_frobenius(ts[0])[..., 0], rs[1].shape),
            np.full(rs[2].shape, np.inf if vectors else np.nan),
            np.full(rs[3].shape, np.inf if vectors else np.nan), np.zeros(rs[4].shape)]


ALLOWANCES["syevd"] = _syevd_own
SENSITIVITIES["syevd"] = _syevd_sensitivity
ALLOWANCES["gesdd"] = _gesdd_own
SENSITIVITIES["gesdd"] = _gesdd_sensitivity
