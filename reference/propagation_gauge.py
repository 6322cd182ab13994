"""Sign gauges: program bounds through factors that are unique only up to signs.

A QR factorization's R is unique up to the sign of each row (Q's columns with it), an SVD's
singular vectors up to one sign per pair (u_i, v_i), a symmetric eigendecomposition's vectors up
to one sign each (of distinct eigenvalues): LAPACK picks one choice, another correct
implementation may pick another. reference/propagation_custom_call.py leaves these factors
unbounded, so everything computed from them was unjudged, although many programs compute
functions of them that do not depend on the choice: |diag R|, U diag(s) V^T, Q R.

Here each such factor element carries a *gauge*: the set of sign variables s_k (one per row of
R, per singular pair) whose product multiplies it when an implementation chooses other signs,
a bit mask in a uint64 (bit 63: MIXED, not a product of signs). The claim, for every value v
of the program: there is one choice of signs (the implementation's, relative to the
reference's) such that

    |v_impl - s^gauge(v) v_ref| <= T(v)

with T the propagated bound, computed as usual from the factors' bounds modulo signs
(`qr_r_bound`, `svd_vector_bound`): sensitivities that read only magnitudes give the same T
under every choice. Ops carry gauges where the claim survives them: ops that move elements move
them, negate and float conversions keep them, abs clears them (|s v| = |v|), multiply and
divide multiply them (XOR of the masks), add, subtract and select need equal gauges (an exact
zero takes any), dot_general, dot and convolution need every product of a result element to
carry the same gauge (U diag(s) V^T: s_k s_k = 1 for every k). Any other op on a gauged value,
and a result whose terms disagree, is MIXED: its bound is infinite (unbounded, as before), and
so are comparisons on gauged values (what they decide may depend on the signs).

Values with a gauge carry no stochastic samples (the samples of the factors would be drawn
under the reference's signs only): what they feed keeps the propagated bound. An output whose
gauge is not empty may come out with the other sign: its tolerance is T + 2 |v| there
(`widened`). Gauges are tracked only in programs that run such a factorization (`after_op` does
nothing until one runs), for real element types, and for at most 63 sign variables per program
(the rest MIXED).

The bounds:

- geqrf's R (m >= n, real): R^T R = A^T A, so the positive-diagonal R is A^T A's Cholesky
  factor. Householder QR's backward error (Higham, Accuracy and Stability of Numerical
  Algorithms, 2nd ed., thm 19.4): A + dA = Q R_computed with Q orthogonal and ||da_j||_2 <=
  gamma~(mn) ||a_j||_2 per column, gamma~(k) = c k u / (1 - c k u), taken with c = 4 plus a floor
  (`qr_growth`: lapack_rules' eps_qr, as eigen_growth for the eigensolvers), for the implementation
  in the element type and the reference in float64; the operand's own bounds add their column
  norms. |E| for E = A^T dA + dA^T A + dA^T dA follows by Cauchy-Schwarz, and R moves by
  triu(G) |R| / (1 - 2 ||G||_inf), G = |R^-T| |E| |R^-1| (the Cholesky perturbation of
  propagation_custom_call._potrf_sensitivity; infinite from ||G|| >= 1/4), plus the
  reference's final rounding. The Householder vectors and tau are MIXED (unbounded).
- orgqr's Q, when its operands are a geqrf's results as they are: its column j carries R's
  row j's sign, and for the thin factors of the two matrices Q1 - Q0 = (dA - Q0 dR) R1^-1
  (`qr_q_bound`), plus each computed Q's distance from the exactly orthogonal one, sqrt(n)
  gamma~(mn) (Higham sec. 19.3). Columns from n on (a complete Q) are MIXED.
- gesdd's U and V^H (real): [u_i; v_i] / sqrt 2 is an eigenvector of the symmetric
  [[0, A], [A^T, 0]] for sigma_i, whose other eigenvalues are the -sigma_j, the other sigma_j and
  zeros; by Davis-Kahan in the form of Yu, Wang and Samworth (Biometrika 102, 2015, cor. 1)
  ||w_impl - s w|| <= 2 sqrt 2 ||E||_2 / delta_i, delta_i = min(|sigma_i - sigma_j|, sigma_i),
  so each of u_i and v_i moves by at most 4 ||E|| / delta_i (at most 2 for unit vectors) with
  the same s; ||E|| is the backward error of both solvers (propagation_custom_call._backward)
  plus the operand's bounds, the computed vectors' distance from exact singular vectors of the
  perturbed matrix adds p(n) u each, and the gaps are the reference's singular values less
  their own error. Vectors beyond min(m, n) (mode A) are MIXED.
- syevd's eigenvectors (real, mode V): Davis-Kahan directly, ||v_impl - s v|| <= 2 sqrt 2
  ||E||_2 / delta_i, delta_i the gap of lambda_i to its neighbours, ||E|| the solvers' backward
  error plus the bounds of the symmetric matrix read (`eigenvector_bound`).
- Gram matrices: orgqr's Q (columns), syevd's eigenvectors (columns) and gesdd's U (columns)
  and V^H (rows) are also recorded as
  *frames*, sets of vectors each within e of an exactly orthonormal set (Q: sqrt(n) gamma~(mn),
  Higham sec. 19.3; U, V^H: p(n) u; the reference's: the same in float64 plus its rounding),
  followed through 2-d transposes and slices of whole vectors. A dot_general of two frames of
  the same vectors contracting their components (Q^T Q) is x_a . x_b, within e_a + e_b + e_a e_b
  of delta_ab for each side: its bound is the smaller of that (plus the op's own allowance and
  a ULP) and the propagated one (`_follow_frame`).
"""
from __future__ import annotations

import weakref

import numpy as np

from . import propagation as P
from .bounds import _abs, _inverse, _row_norm, unit_roundoff
from .ops import lapack
from .propagation_custom_call import _back, _backward, _call, _mirror, _routine, eigen_growth
from .values import element_type_of, kind, spacing

MIXED = np.uint64(1 << 63)
"""The gauge of an element that is not a product of sign variables (unbounded)."""

VARIABLES = 63
"""Sign variables a program may have (bits 0 to 62 of a gauge)."""

ODD = frozenset(f"stablehlo.{n}" for n in ("negate", "copy"))
"""Elementwise ops that keep their operand's gauge (f(-x) = -f(x)); float converts too."""

PRODUCTS = frozenset({"stablehlo.multiply", "stablehlo.divide"})
SUMS = frozenset({"stablehlo.add", "stablehlo.subtract"})


class Gauges:
    """The gauges of a program's values (by id, dropped with the value) and the next free sign
    variable."""

    def __init__(self):
        self.masks: dict[int, tuple[weakref.ref, np.ndarray]] = {}
        self.next = 0
        self.firsts: dict[int, tuple[weakref.ref, int | None]] = {}
        self.factors: dict[int, tuple] = {}  # geqrf's first result -> what orgqr's Q needs
        self.frames: dict[int, tuple[weakref.ref, int, int, np.ndarray]] = {}
        """Matrices with orthonormal vectors (Frame) by id: (the value, the frame's key, the
        axis that indexes its vectors, the frame's index of each)."""
        self.distances: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        """A frame's key -> per vector, its largest distance from an exactly orthonormal set
        (the implementation's, the reference's)."""

    def frame(self, value) -> tuple | None:
        entry = self.frames.get(id(value))
        return entry[1:] if entry is not None and entry[0]() is value else None

    def put_frame(self, value, key: int, axis: int, index: np.ndarray) -> None:
        def forget(_, k=id(value), frames=self.frames):
            frames.pop(k, None)
        self.frames[id(value)] = (weakref.ref(value, forget), key, axis, index)

    def get(self, value) -> np.ndarray | None:
        entry = self.masks.get(id(value))
        return entry[1] if entry is not None and entry[0]() is value else None

    def put(self, value, mask: np.ndarray) -> None:
        def forget(_, key=id(value), masks=self.masks):
            masks.pop(key, None)
        self.masks[id(value)] = (weakref.ref(value, forget), mask)

    def allocate(self, result, count: int) -> int | None:
        """The first of `count` sign variables for the factors of a source whose first result
        is `result`: new ones, or those given to it before (the lowered path's propagation of
        the same execution); None when they would pass VARIABLES."""
        entry = self.firsts.get(id(result))
        if entry is not None and entry[0]() is result:
            return entry[1]
        first = None
        if self.next + count <= VARIABLES:
            first, self.next = self.next, self.next + count
        self.firsts[id(result)] = (weakref.ref(result), first)
        return first


def qr_growth(m: int, n: int) -> float:
    """p of Householder QR's columnwise backward error gamma~(mn) = p u / (1 - p u): c (m n + 8)
    with c = 4, as oracles/lapack_rules.py's eps_qr (Higham's c is "a small integer
    constant"; the 8, a floor for tiny matrices, as eigen_growth's)."""
    return 4.0 * (m * n + 8.0)


def _gamma(p: float, u: float) -> float:
    return p * u / (1 - p * u) if p * u < 0.5 else np.inf


def _qr_core(a: np.ndarray, t_a: np.ndarray, r: np.ndarray, et):
    """(eta: the columns' distances [..., 1, n], the reference's positive-diagonal R0 and the
    bound on |R_impl - R0| [..., n, n], both modulo row signs) for geqrf of `a` (m >= n); see
    qr_r_bound."""
    m, n = a.shape[-2:]
    p = qr_growth(m, n)
    columns = np.sqrt(np.sum(a * a, axis=-2, keepdims=True))  # [..., 1, n]
    eta = (_gamma(p, unit_roundoff(et)) + _gamma(p, 2.0 ** -53)) * columns + np.sqrt(
        np.sum(np.square(np.minimum(t_a, 1e150)), axis=-2, keepdims=True))
    base = columns + eta  # the columns of the reference's matrix, at most
    e = (np.swapaxes(base, -1, -2) * eta + np.swapaxes(eta, -1, -2) * base
         + np.swapaxes(eta, -1, -2) * eta)  # |E_ij| <= |b_i| eta_j + eta_i |b_j| + eta_i eta_j
    tri = np.triu(r[..., :n, :])
    diagonal = np.diagonal(tri, axis1=-2, axis2=-1)
    r0 = tri * np.where(diagonal < 0, -1.0, 1.0)[..., :, None]  # the positive-diagonal factor
    r_inv = _abs(_inverse(r0, lower=False))
    g = np.swapaxes(r_inv, -1, -2) @ e @ r_inv
    rate = _row_norm(g)
    d_r = np.where(rate < 0.25, (np.triu(g) @ _abs(r0)) / (1 - 2 * rate), np.inf)
    d_r = np.where(np.isnan(d_r) & ~np.isnan(eta).any(axis=-1, keepdims=True), np.inf, d_r)
    return eta, r0, np.triu(d_r)


def qr_r_bound(a: np.ndarray, t_a: np.ndarray, r: np.ndarray, et) -> np.ndarray | None:
    """The bound on |R_impl - D R_ref| (D: the signs of the rows) over R's upper triangle for
    geqrf of `a` (float64, [..., m, n], m >= n) whose elements may be off by `t_a`, `r` the
    reference's packed result (float64); inf below the diagonal (the Householder vectors); None
    where it does not apply (m < n)."""
    m, n = a.shape[-2:]
    if m < n:
        return None
    d_r = _qr_core(a, t_a, r, et)[2]
    out = np.full(r.shape, np.inf)
    out[..., :n, :] = np.where(np.triu(np.ones((n, n), bool)), d_r, np.inf)
    return out


def qr_q_bound(a: np.ndarray, t_a: np.ndarray, r: np.ndarray, q: np.ndarray,
               et) -> np.ndarray | None:
    """The bound on |Q_impl - Q_ref D| (D: the signs of R's rows) over the first n columns of
    orgqr's Q ([..., m, n'], q the reference's) from geqrf of `a` (see qr_r_bound); inf in
    columns from n on. Q1 - Q0 = (dA - Q0 dR) R1^-1 for the thin factors of the two matrices,
    |dA_ij| <= eta_j, |R1^-1| <= |R0^-1| + rho / (1 - rho) ||R0^-1||_inf with rho = |||R0^-1|
    |dR|||_inf (infinite from 1/2), plus the distance of each computed Q from the exactly
    orthogonal one, sqrt(n) gamma~(mn) (Higham, sec. 19.3), for both."""
    m, n = a.shape[-2:]
    if m < n or q.shape[-1] < n:
        return None
    eta, r0, d_r = _qr_core(a, t_a, r, et)
    r_inv = _abs(_inverse(r0, lower=False))
    rho = _row_norm(r_inv @ d_r)
    with np.errstate(divide="ignore", invalid="ignore"):
        r1_inv = np.where(rho < 0.5, r_inv + rho / (1 - rho) * _row_norm(r_inv), np.inf)
    moved = (np.broadcast_to(eta, a.shape) + _abs(q[..., :n]) @ d_r) @ r1_inv
    p = qr_growth(m, n)
    formed = np.sqrt(n) * (_gamma(p, unit_roundoff(et)) + _gamma(p, 2.0 ** -53))
    out = np.full(q.shape, np.inf)
    out[..., :n] = np.where(np.isnan(moved) & ~np.isnan(eta).any(), np.inf, moved) + formed
    return out


def svd_vector_bound(a: np.ndarray, t_a: np.ndarray, s: np.ndarray, ulps: np.ndarray,
                     et) -> np.ndarray:
    """Per singular pair i ([..., k]), the bound on every element of |u_impl - s u_ref| and
    |v_impl - s v_ref| (one sign s for both) for gesdd of `a` (float64 [..., m, n]) off by
    `t_a`, `s` the reference's singular values (float64, descending) and `ulps` their
    spacings (the reference rounded the exact singular values of its matrix to them)."""
    m, n = a.shape[-2:]
    e = _backward(et, max(m, n), a)[..., 0] + np.sqrt(
        np.sum(np.square(np.minimum(t_a, 1e150)), axis=(-2, -1)))[..., None]  # [..., 1]
    slack = 2 * np.max(ulps, axis=-1, keepdims=True, initial=0.0)  # sigma_ref's rounding
    k = s.shape[-1]
    apart = np.abs(s[..., :, None] - s[..., None, :]) + np.where(np.eye(k, dtype=bool), np.inf,
                                                                  0.0)
    delta = np.minimum(np.min(apart, axis=-1, initial=np.inf), s) - slack
    with np.errstate(divide="ignore", invalid="ignore"):
        moved = np.where(delta > 0, np.minimum(4 * e / delta, 2.0), 2.0)
    return moved + eigen_growth(max(m, n)) * (unit_roundoff(et) + 2.0 ** -53)


def eigenvector_bound(h: np.ndarray, t_h: np.ndarray, w: np.ndarray, ulps: np.ndarray,
                      et) -> np.ndarray:
    """Per eigenvector i ([..., n]), the bound on every element of |v_impl - s v_ref| for syevd
    of the Hermitian (real symmetric) `h` (float64 [..., n, n]) off by `t_h`, `w` the reference's
    eigenvalues (ascending) and `ulps` their spacings: Davis-Kahan (Yu, Wang and Samworth, cor.
    1), ||v_impl - s v|| <= 2 sqrt 2 ||E||_2 / delta_i with delta_i the gap of lambda_i to its
    neighbours (at most 2 for unit vectors), plus the computed vectors' distance from exact
    ones, p(n) u for each side."""
    n = h.shape[-1]
    e = _backward(et, n, h)[..., 0] + np.sqrt(
        np.sum(np.square(np.minimum(t_h, 1e150)), axis=(-2, -1)))[..., None]  # [..., 1]
    slack = 2 * np.max(ulps, axis=-1, keepdims=True, initial=0.0)
    apart = np.abs(w[..., :, None] - w[..., None, :]) + np.where(np.eye(n, dtype=bool), np.inf,
                                                                  0.0)
    delta = np.min(apart, axis=-1, initial=np.inf) - slack
    with np.errstate(divide="ignore", invalid="ignore"):
        moved = np.where(delta > 0, np.minimum(2 * np.sqrt(2) * e / delta, 2.0), 2.0)
    return moved + eigen_growth(n) * (unit_roundoff(et) + 2.0 ** -53)


# --- the sources -------------------------------------------------------------------------------

def _source_geqrf(interp, state, op, operands, results) -> None:
    xs, rs, et, config = _call(op, list(operands), list(results))
    a = lapack.wide(xs[0])
    packed = [np.full(np.shape(r), MIXED) for r in rs]
    bounds = [None, None]
    m, n = a.shape[-2:]
    batch = int(np.prod(a.shape[:-2], dtype=np.int64))
    first = state.allocate(results[0], batch * min(m, n)) if kind(et) == "float" else None
    if first is not None:
        t = _kernel_total(interp, op, operands, config, 0, a.shape)
        bound = qr_r_bound(a, t, lapack.wide(rs[0]), et)
        if bound is not None:
            rows = (first + np.arange(batch * min(m, n), dtype=np.uint64)).reshape(
                a.shape[:-2] + (min(m, n), 1))
            mask = np.broadcast_to(np.uint64(1) << rows, a.shape[:-2] + (min(m, n), n))
            upper = np.triu(np.ones((min(m, n), n), bool))
            packed[0][..., :min(m, n), :] = np.where(upper, mask, MIXED)
            bounds[0] = bound + spacing(rs[0])
            state.factors[id(results[0])] = (weakref.ref(results[0]), weakref.ref(results[1]),
                                             first, a, t, lapack.wide(rs[0]), et)
    _record(interp, state, op, config, results, packed, bounds)


def _source_orgqr(interp, state, op, operands, results) -> None:
    """orgqr's Q from a geqrf's results as they are (no op between): its columns with the
    signs of that R's rows; from anything else, MIXED."""
    xs, rs, et, config = _call(op, list(operands), list(results))
    packed, bounds = [np.full(np.shape(rs[0]), MIXED)], [None]
    entry = state.factors.get(id(operands[0]))
    if entry is not None and entry[0]() is operands[0] and entry[1]() is operands[1]:
        _, _, first, a, t, r, et = entry
        bound = qr_q_bound(a, t, r, lapack.wide(rs[0]), et)
        n = a.shape[-1]
        if bound is not None:
            rows = (first + np.arange(bound.size // (bound.shape[-2] * bound.shape[-1]) * n,
                                      dtype=np.uint64)).reshape(a.shape[:-2] + (1, n))
            packed[0][..., :n] = np.broadcast_to(np.uint64(1) << rows, a.shape)
            bounds[0] = bound + spacing(rs[0])
            p = qr_growth(*a.shape[-2:])
            _frame(state, op, config, results, 0, 1, np.sqrt(n) * _gamma(p, unit_roundoff(et)),
                   np.sqrt(n) * _gamma(p, 2.0 ** -53), rs[0])
    _record(interp, state, op, config, results, packed, bounds)


def _frame(state, op, config, results, i: int, axis: int, implementation: float,
           reference: float, kernel: np.ndarray) -> None:
    """Records result i of a source as a frame of orthonormal vectors along `axis` (of its
    kernel view `kernel`, a single matrix, in a layout that is its logical one), each at most
    `implementation` (`reference`, plus its rounding) from an exactly orthonormal set."""
    if kernel.ndim != 2:
        return
    index = np.broadcast_to(np.arange(kernel.shape[axis], dtype=np.float64)[
        (slice(None), None) if axis == 0 else (None, slice(None))], kernel.shape)
    if not np.array_equal(_back(op, config, [None] * i + [index])[i], index):
        return  # a layout that transposes: not followed
    rounding = np.sqrt(np.sum(np.square(spacing(kernel)), axis=1 - axis))
    key = id(results[i])
    state.distances[key] = (np.full(kernel.shape[axis], implementation), reference + rounding)
    state.put_frame(results[i], key, axis, np.arange(kernel.shape[axis]))


def _source_gesdd(interp, state, op, operands, results) -> None:
    xs, rs, et, config = _call(op, list(operands), list(results))
    a = lapack.wide(xs[0])
    packed = [None, None] + [np.full(np.shape(r), MIXED) for r in rs[2:4]] + [None]
    bounds = [None] * 5
    m, n = a.shape[-2:]
    k = min(m, n)
    vectors = chr(int(config.get("mode", ord("A")))) != "N"
    batch = int(np.prod(a.shape[:-2], dtype=np.int64))
    first = state.allocate(results[0], batch * k) if vectors and kind(et) == "float" else None
    if first is not None:
        t = _kernel_total(interp, op, operands, config, 0, a.shape)
        moved = svd_vector_bound(a, t, lapack.wide(rs[1]), spacing(rs[1]), et)  # [..., k]
        bits = np.uint64(1) << (first + np.arange(batch * k, dtype=np.uint64)).reshape(
            a.shape[:-2] + (k,))
        u, vt = rs[2], rs[3]
        packed[2][..., :, :k] = bits[..., None, :]
        packed[3][..., :k, :] = bits[..., :, None]
        t_u, t_vt = np.full(u.shape, np.inf), np.full(vt.shape, np.inf)
        t_u[..., :, :k] = moved[..., None, :]
        t_vt[..., :k, :] = moved[..., :, None]
        bounds[2], bounds[3] = t_u + spacing(u), t_vt + spacing(vt)
        p = eigen_growth(max(m, n))
        _frame(state, op, config, results, 2, 1, p * unit_roundoff(et), p * 2.0 ** -53, u)
        _frame(state, op, config, results, 3, 0, p * unit_roundoff(et), p * 2.0 ** -53, vt)
    _record(interp, state, op, config, results, packed, bounds)


def _source_syevd(interp, state, op, operands, results) -> None:
    xs, rs, et, config = _call(op, list(operands), list(results))
    if chr(int(config.get("mode", ord("V")))) != "V":
        return  # no vectors: the first result is the destroyed input (masked)
    lower = chr(int(config.get("uplo", ord("L")))) == "L"
    h = lapack.numerics._hermitian_from(lapack.wide(xs[0]), lower)
    packed = [np.full(np.shape(rs[0]), MIXED), None, None]
    bounds = [None] * 3
    n = h.shape[-1]
    batch = int(np.prod(h.shape[:-2], dtype=np.int64))
    first = state.allocate(results[0], batch * n) if kind(et) == "float" else None
    if first is not None:
        t = _mirror(_kernel_total(interp, op, operands, config, 0, h.shape), lower)
        moved = eigenvector_bound(h, t, lapack.wide(rs[1]), spacing(rs[1]), et)  # [..., n]
        bits = np.uint64(1) << (first + np.arange(batch * n, dtype=np.uint64)).reshape(
            h.shape[:-2] + (n,))
        packed[0][...] = bits[..., None, :]
        bounds[0] = np.broadcast_to(moved[..., None, :], h.shape) + spacing(rs[0])
        p = eigen_growth(n)
        _frame(state, op, config, results, 0, 1, p * unit_roundoff(et), p * 2.0 ** -53, rs[0])
    _record(interp, state, op, config, results, packed, bounds)


SOURCES = {"geqrf": _source_geqrf, "orgqr": _source_orgqr, "gesdd": _source_gesdd,
           "syevd": _source_syevd}
"""LAPACK routines (propagation_custom_call's names) whose results get gauges and bounds."""


def _kernel_total(interp, op, operands, config, i: int, shape) -> np.ndarray:
    known = interp.total_of(operands[i])
    t = np.zeros(shape) if known is None else lapack._kernel_view(
        np.broadcast_to(known.total, np.shape(operands[i])), i, config.get("operand_layouts"))
    return np.asarray(t, np.float64)


def _record(interp, state, op, config, results, packed, bounds) -> None:
    """Records the kernel-view gauges and bounds of a source's results (None: untouched)."""
    for i, r in enumerate(results):
        if packed[i] is None or not isinstance(r, np.ndarray):
            continue
        # gauges are single bits or MIXED: exact in float64, moved as bounds are moved
        mask = _back(op, config, [None] * i + [packed[i].astype(np.float64)])[i].astype(np.uint64)
        state.put(r, mask)
        known = interp.total_of(r)
        if known is None:
            continue
        total = known.total if bounds[i] is None else _back(op, config,
                                                           [None] * i + [bounds[i]])[i]
        total = np.where(mask & MIXED, np.where(np.isnan(known.total), np.nan, np.inf), total)
        total = np.where(np.isnan(known.total), np.nan, total)
        interp._set(r, total, known.ops, fed=known.fed, flips=known.flips, legacy=known.legacy)
        interp._set_dev(r, None)


# --- the rules -----------------------------------------------------------------------------------

def after_op(interp, op, operands, results) -> None:
    """Gauges and bounds of the op's results, after propagation.PropagatingInterpreter has
    propagated the op (not called for ops whose results are values made inside them)."""
    state = interp._gauges
    if op.name == "stablehlo.custom_call":
        source = SOURCES.get(_routine(op))
        if source is not None:
            if state is None:
                state = interp._gauges = Gauges()
            source(interp, state, op, operands, results)
            return
    if state is None or not state.masks:
        return
    tensors = [x for x in operands if isinstance(x, np.ndarray)]
    masks = [state.get(x) for x in tensors]
    if all(g is None for g in masks):
        return
    if state.frames:
        _follow_frame(interp, state, op, operands, results)
    outs = _rule(interp, op, operands, tensors, masks, results)
    for r, g in zip(results, outs):
        if not isinstance(r, np.ndarray) or g is None or not g.any():
            continue
        state.put(r, g)
        interp._set_dev(r, None)
        mixed = (g & MIXED) != 0
        known = interp.total_of(r)
        if known is not None and mixed.any():
            total = np.where(mixed & ~np.isnan(known.total), np.inf, known.total)
            interp._set(r, total, known.ops, fed=known.fed, flips=known.flips,
                        legacy=known.legacy)


def _follow_frame(interp, state, op, operands, results) -> None:
    """Frames moved by a 2-d transpose, a slice of whole vectors or a select on an exact
    predicate that picks one side everywhere; the Gram matrix of two
    frames of the same vectors (X^T X, a dot_general contracting their components) bounded by
    their orthonormality: |x_a . x_b - delta_ab| <= e_a + e_b + e_a e_b for each of the
    implementation and the reference (e: the vectors' distances), plus the op's own allowance
    and a ULP."""
    found = [state.frame(x) if isinstance(x, np.ndarray) else None for x in operands]
    if op.name == "stablehlo.select" and len(found) == 3:  # jax's select(info == 0, x, NaN)
        pick = _decided(interp, operands[0])
        if pick is not None and found[2 - pick] is not None:
            state.put_frame(results[0], *found[2 - pick])
        return
    if found[0] is None or len(results) != 1:
        return
    key, axis, index = found[0]
    static = interp._plans[id(op)][2]
    if op.name == "stablehlo.transpose" and tuple(static["permutation"]) == (1, 0):
        state.put_frame(results[0], key, 1 - axis, index)
    elif op.name == "stablehlo.slice" and np.ndim(operands[0]) == 2:
        start, limit, stride = (static[k] for k in ("start_indices", "limit_indices", "strides"))
        other = 1 - axis
        if start[other] == 0 and limit[other] == operands[0].shape[other] and stride[other] == 1:
            state.put_frame(results[0], key, axis, index[start[axis]:limit[axis]:stride[axis]])
    elif op.name == "stablehlo.dot_general" and len(found) == 2 and found[1] is not None \
            and found[1][0] == key:
        numbers = dict(static["dot_dimension_numbers"].fields)
        if numbers["lhs_batching_dimensions"] or numbers["rhs_batching_dimensions"] or \
                tuple(numbers["lhs_contracting_dimensions"]) != (1 - axis,) or \
                tuple(numbers["rhs_contracting_dimensions"]) != (1 - found[1][1],):
            return
        implementation, reference = state.distances[key]
        gram = 0.0
        for e in (implementation, reference):
            a, b = e[index][:, None], e[found[1][2]][None, :]
            gram = gram + a + b + a * b
        own = interp._own(op, operands, results)[0][0]
        known = interp.total_of(results[0])
        if known is None:
            return
        tight = gram + own + spacing(results[0])
        interp._set(results[0], np.where(np.isnan(known.total), np.nan,
                                         np.minimum(known.total, tight)),
                    known.ops, fed=known.fed, flips=known.flips, legacy=known.legacy)


def _decided(interp, predicate) -> int | None:
    """1 where an exact predicate is true everywhere, 0 where false everywhere, else None."""
    known = interp.total_of(predicate)
    if known is None or not known.exact:
        return None
    return 1 if np.all(predicate) else 0 if not np.any(predicate) else None


def _rule(interp, op, operands, tensors, masks, results) -> list:
    shapes = [np.shape(r) for r in results]
    zero = [np.zeros(np.shape(x), np.uint64) if g is None else g for x, g in zip(tensors, masks)]
    name = op.name
    if name in ODD or (name == "stablehlo.convert" and _float(tensors[0]) and _float(results[0])):
        return [zero[0]]
    if name == "stablehlo.abs" and _float(tensors[0]):
        return [zero[0] & MIXED]
    if name in PRODUCTS and len(tensors) == 2:
        a, b = np.broadcast_arrays(*zero)
        return [(a ^ b) & ~MIXED | (a | b) & MIXED]
    if name in SUMS and len(tensors) == 2:
        return [_agreed(interp, tensors, zero)]
    if name in P.BILINEAR and len(tensors) >= 2 and not any(g is not None for g in masks[2:]):
        out = _bilinear(interp, op, operands, tensors, zero)
        if out is not None:
            return [out]
    elif name in P.MOVED:
        out = _moved(interp, op, operands, tensors, zero)
        if out is not None:
            return out
    return [np.full(s, MIXED) for s in shapes]


def _float(x) -> bool:
    return isinstance(x, np.ndarray) and kind(element_type_of(x)) in ("float", "complex")


def _free(interp, x) -> np.ndarray:
    """Where an element is an exact zero (any gauge fits it: s 0 = 0)."""
    known = interp.total_of(x)
    exact = np.zeros(np.shape(x), bool) if known is None else (known.total == 0)
    return exact & (np.asarray(x) == 0)


def _agreed(interp, tensors, masks) -> np.ndarray:
    a, b = np.broadcast_arrays(*masks)
    free_a, free_b = np.broadcast_arrays(_free(interp, tensors[0]), _free(interp, tensors[1]))
    return np.where(free_a, b, np.where(free_b, a, np.where(a == b, a, MIXED)))


def _bilinear(interp, op, operands, tensors, masks) -> np.ndarray | None:
    """The gauge of each result element of a bilinear op: the op applied, per sign variable, to
    the +-1 signs its terms carry: a result element whose |sum| equals its number of terms has
    every term's gauge agree on that variable. Terms with an exact zero factor count for none."""
    live = [(~_free(interp, x)).astype(np.float64) for x in tensors[:2]]
    rest = list(operands[2:])
    count = interp._wide_call(op, live + rest)[0]
    mixed_in = [((g & MIXED) != 0).astype(np.float64) * w for g, w in zip(masks, live)]
    stained = np.zeros(np.shape(count), bool)
    for side in (0, 1):  # a term with a MIXED factor
        if mixed_in[side].any():
            pair = [mixed_in[0], live[1]] if side == 0 else [live[0], mixed_in[1]]
            stained |= interp._wide_call(op, pair + rest)[0] > 0
    used = np.bitwise_or.reduce([np.bitwise_or.reduce(g.reshape(-1) & ~MIXED, initial=np.uint64(0))
                                 for g in masks])
    out = np.zeros(np.shape(count), np.uint64)
    bit = np.uint64(1)
    for k in range(VARIABLES):
        b = bit << np.uint64(k)
        if not used & b:
            continue
        signs = [np.where(g & b, -1.0, 1.0) * w for g, w in zip(masks, live)]
        total = interp._wide_call(op, signs + rest)[0]
        stained |= np.abs(total) != count
        out |= np.where(total < 0, b, np.uint64(0))
    return np.where(stained, MIXED, out)


def _moved(interp, op, operands, tensors, masks) -> list | None:
    found = interp._positions(op, operands)
    if found is None:
        return None
    chosen, outs = found
    if any(masks[i].any() for i in range(len(tensors)) if i not in chosen):
        return None  # an index or predicate from gauged values: any element may come out
    flat = np.concatenate([np.broadcast_to(masks[i], tensors[i].shape).reshape(-1)
                           for i in chosen])
    return [flat.take(o) for o in outs]


def widened(interp, outputs: list, totals: list) -> list:
    """The outputs' Totals, T + 2 |v| where an output's gauge is not empty (the implementation
    may have chosen the other sign)."""
    state = interp._gauges
    out = []
    for o, t in zip(outputs, totals):
        g = state.get(o) if isinstance(o, np.ndarray) else None
        if t is None or g is None or not (g & ~MIXED).any():
            out.append(t)
            continue
        signed = (g & ~MIXED) != 0
        extra = np.where(signed, 2 * np.abs(lapack.wide(o)), 0.0)
        out.append(P.Total(t.total + extra, t.ops, t.fed,
                           bound=None if t.bound is None else t.bound + extra,
                           samples=t.samples, flips=t.flips))
    return out


P.GAUGES.update(after=after_op, outputs=widened)
