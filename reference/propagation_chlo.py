"""Program tolerances through the chlo ops: their sensitivities (sound bounds on how far a result
moves when the operands move within their bounds) and linearisations (signed first-order
deviations), in the tables of reference/propagation.py. The package imports this module (here
rather than at the end of propagation.py, which would make an import cycle).

Real functions get the largest change at the ends of the operand's interval where they are
monotone on it (erf, erfc, asinh, atan, sinh; acos, asin, atanh, acosh and erf_inv inside their
domain, digamma between its poles), plus the value at the critical point for cosh and square;
lgamma's change is at most T times the largest |digamma| at the interval's ends (digamma
increases between poles); bessel_i1e is 1/2-Lipschitz; polygamma of a positive argument and
zeta with q > 0 and x > 1 are monotone in each operand (box corners). An interval that reaches a
pole or leaves the domain is unbounded, and so are complex operands, next_after (its step depends
on the operand's exponent) and the bit-level broadcasts. The broadcast_* ops broadcast the
operands' values, bounds and deviations and use the rules of the op they apply.
"""
from __future__ import annotations

import functools
from types import SimpleNamespace

import numpy as np
from scipy import special

from . import propagation as P
from .ops.chlo import BROADCASTING, broadcast_shape, operand_dimensions, place

SQRT_PI = np.sqrt(np.pi)


# --- sensitivities -----------------------------------------------------------------------------

def _monotone(fn, low=-np.inf, high=np.inf):
    """A function monotone on [low, high] (NaN outside): the change at the interval's ends,
    unbounded where the interval leaves the domain or meets an infinite value."""
    def rule(op, xs, ts, results):
        if np.iscomplexobj(xs[0]):
            return None
        x, t = xs[0], ts[0]
        with np.errstate(all="ignore"):
            r = fn(x)
            change = np.maximum(np.abs(fn(x + t) - r), np.abs(fn(x - t) - r))
            inside = (x - t >= low) & (x + t <= high)
            change = np.where(inside | (t == 0), change, np.inf)
            return [np.where(np.isnan(t), np.nan, np.where(np.isnan(change) & ~np.isnan(r),
                                                             np.inf, change))]
    return rule


for _name, _rule in {
        "erf": _monotone(special.erf), "erfc": _monotone(special.erfc),
        "asinh": _monotone(np.arcsinh), "atan": _monotone(np.arctan),
        "sinh": _monotone(np.sinh), "acos": _monotone(np.arccos, -1, 1),
        "asin": _monotone(np.arcsin, -1, 1), "atanh": _monotone(np.arctanh, -1, 1),
        "acosh": _monotone(np.arccosh, 1), "erf_inv": _monotone(special.erfinv, -1, 1)}.items():
    P.sensitivity(f"chlo.{_name}")(_rule)


@P.sensitivity("chlo.cosh", "chlo.square")
def _even(op, xs, ts, results):
    """cosh and x^2 decrease to 0 and increase after: the change at the interval's ends, or down
    to the value at 0 when the interval holds it; complex square: |(z + d)^2 - z^2| <= T (2|z| +
    T)."""
    x, t = xs[0], ts[0]
    if np.iscomplexobj(x):
        return None if op.name == "chlo.cosh" else [P._mul(t, 2 * np.abs(x) + t)]
    fn = np.cosh if op.name == "chlo.cosh" else np.square
    with np.errstate(all="ignore"):
        r = fn(x)
        change = np.maximum(np.abs(fn(np.abs(x) + t) - r),
                            np.where(np.abs(x) <= t, r - fn(0.0), np.abs(fn(np.abs(x) - t) - r)))
        return [np.where(np.isnan(change) & ~np.isnan(r), np.inf, change)]


@P.sensitivity("chlo.lgamma")
def _lgamma(op, xs, ts, results):
    """T max(|digamma|) over the interval: digamma increases between lgamma's poles, so its
    largest magnitude is at an end; unbounded where the interval holds a pole."""
    x, t = xs[0], ts[0]
    with np.errstate(all="ignore"):
        lo, hi = x - t, x + t
        pole = (np.ceil(lo) <= np.minimum(hi, 0)) | np.isinf(hi) | np.isinf(lo)
        slope = np.maximum(np.abs(special.psi(lo)), np.abs(special.psi(hi)))
        change = np.where(pole & (t > 0), np.inf, P._mul(t, slope) * (1 + 2 ** -40))
        return [np.where(np.isnan(t), np.nan, np.nan_to_num(change, nan=np.inf, posinf=np.inf))]


@P.sensitivity("chlo.digamma")
def _digamma(op, xs, ts, results):
    """digamma increases between its poles: the change at the ends, unbounded across a pole."""
    x, t = xs[0], ts[0]
    with np.errstate(all="ignore"):
        lo, hi = x - t, x + t
        r = special.psi(x)
        change = np.maximum(np.abs(special.psi(hi) - r), np.abs(r - special.psi(lo)))
        pole = np.ceil(lo) <= np.minimum(hi, 0)
        change = np.where(pole & (t > 0), np.inf, change)
        return [np.where(np.isnan(t), np.nan, np.nan_to_num(change, nan=np.inf, posinf=np.inf))]


@P.sensitivity("chlo.bessel_i1e")
def _bessel_i1e(op, xs, ts, results):
    """|d/dx e^-|x| I1(x)| <= 1/2 (its slope at 0)."""
    return None if np.iscomplexobj(xs[0]) else [ts[0] / 2]


def _corners(fn, valid):
    """A function monotone in each operand where `valid(lo, hi)` holds for every operand's
    interval: the largest change at the corners of the operands' box, else unbounded."""
    def rule(op, xs, ts, results):
        with np.errstate(all="ignore"):
            _, change = P.corner_change(fn, xs, ts)
            ok = valid(*[(x - t, x + t) for x, t in zip(xs, ts)])
            exact = functools.reduce(np.logical_and, (t == 0 for t in ts))
            change = np.where(exact, 0.0, np.where(ok, change, np.inf))
            nan = functools.reduce(np.logical_or, (np.isnan(t) for t in ts))
            return [np.where(nan, np.nan, np.nan_to_num(change, nan=np.inf, posinf=np.inf))]
    return rule


P.sensitivity("chlo.polygamma")(_corners(
    lambda n, x: special.polygamma(np.where(n >= 0, n, 0).astype(np.int64), x),
    lambda n, x: (n[0] == n[1]) & (x[0] > 0)))
P.sensitivity("chlo.zeta")(_corners(
    special.zeta, lambda x, q: (x[0] > 1) & (q[0] > 0)))


P.sensitivity("chlo.tan")(P._corners)  # stablehlo.tan's rule (it reads the mnemonic)


@P.sensitivity("chlo.conj")
def _conj(op, xs, ts, results):
    return [ts[0]]


@P.sensitivity("chlo.is_inf", "chlo.is_pos_inf", "chlo.is_neg_inf")
def _is_inf(op, xs, ts, results):
    """A finite value within a finite bound stays finite; an infinite bound may flip it."""
    with np.errstate(invalid="ignore"):
        flips = np.isinf(ts[0]) & np.isfinite(xs[0])
    return [np.where(np.isnan(ts[0]), np.nan, flips.astype(np.float64))]


@P.sensitivity("chlo.constant_like")
def _constant_like(op, xs, ts, results):
    """The operand gives only its shape."""
    return [np.zeros(np.shape(results[0]))]


@P.sensitivity("chlo.broadcast_select")
def _broadcast_select(op, xs, ts, results):
    return P.SENSITIVITY["stablehlo.select"](op, list(np.broadcast_arrays(*xs)),
                                             list(np.broadcast_arrays(*ts)), results)


for _name in ("next_after", "mulhi", "broadcast_next_after", "broadcast_and", "broadcast_or",
              "broadcast_xor", "broadcast_shift_left", "broadcast_shift_right_arithmetic",
              "broadcast_shift_right_logical"):
    P.sensitivity(f"chlo.{_name}")(P._uncertain)


# --- linearisations ----------------------------------------------------------------------------

def _derivative(name: str, slope) -> None:
    """Registers the linearisation d -> slope(x, r) d of unary op chlo.<name>."""
    P.linear(f"chlo.{name}")(lambda op, xs, ds, rs: [slope(xs[0], rs[0]) * ds[0]])


for _name, _slope in {
        "erf": lambda x, r: 2 / SQRT_PI * np.exp(-x * x),
        "erfc": lambda x, r: -2 / SQRT_PI * np.exp(-x * x),
        "erf_inv": lambda x, r: SQRT_PI / 2 * np.exp(r * r),
        "lgamma": lambda x, r: special.psi(x),
        "digamma": lambda x, r: special.polygamma(1, x),
        "sinh": lambda x, r: np.cosh(x), "cosh": lambda x, r: np.sinh(x),
        "tan": lambda x, r: 1 + r * r,
        "asin": lambda x, r: 1 / np.sqrt(1 - x * x), "acos": lambda x, r: -1 / np.sqrt(1 - x * x),
        "atan": lambda x, r: 1 / (1 + x * x), "asinh": lambda x, r: 1 / np.sqrt(x * x + 1),
        "acosh": lambda x, r: 1 / (np.sqrt(x - 1) * np.sqrt(x + 1)),
        "atanh": lambda x, r: 1 / (1 - x * x),
        "bessel_i1e": lambda x, r: np.where(x == 0, 0.5, special.i0e(x) - r * (np.sign(x) + 1 / x)),
        "square": lambda x, r: 2 * x}.items():
    _derivative(_name, _slope)


@P.linear("chlo.conj")
def _d_conj(op, xs, ds, rs):
    return [np.conj(ds[0])]


@P.linear("chlo.polygamma")
def _d_polygamma(op, xs, ds, rs):
    """In x only: the order n is an integer (a moved n is the propagated bound's to see)."""
    n, x = xs
    return [special.polygamma(np.where(n >= 0, n, 0).astype(np.int64) + 1, x) * ds[1]]


@P.linear("chlo.zeta")
def _d_zeta(op, xs, ds, rs):
    """d zeta / dq = -x zeta(x + 1, q); d zeta / dx by a central difference."""
    x, q = xs
    h = 1e-6 * np.maximum(1.0, np.abs(x))
    dx = (special.zeta(x + h, q) - special.zeta(x - h, q)) / (2 * h)
    return [dx * ds[0] - x * special.zeta(x + 1, q) * ds[1]]


@P.linear("chlo.next_after")
def _d_next_after(op, xs, ds, rs):
    return [ds[0]]


@P.linear("chlo.is_inf", "chlo.is_pos_inf", "chlo.is_neg_inf", "chlo.mulhi",
          "chlo.constant_like")
def _d_none(op, xs, ds, rs):
    """Predicates, integers and constants: no first-order change."""
    return [0.0 for _ in rs]


@P.linear("chlo.broadcast_select")
def _d_broadcast_select(op, xs, ds, rs):
    pred = np.broadcast_to(xs[0], np.shape(rs[0]))
    return [np.where(pred != 0, _numpy_samples(ds[1], pred.ndim),
                     _numpy_samples(ds[2], pred.ndim))]


def _numpy_samples(d, rank: int):
    """Deviations (samples first) of an operand broadcast numpy-style to `rank` dimensions."""
    d = np.asarray(d)
    if d.ndim == 0:
        return d
    return d.reshape(d.shape[:1] + (1,) * (rank + 1 - d.ndim) + d.shape[1:])


# --- the broadcast_* ops: the rules of the op they apply ----------------------------------------

def _applied(op, full: str):
    """`op` seen as the op it applies (rules read the mnemonic and the attributes)."""
    return SimpleNamespace(name=full, mnemonic=full.split(".", 1)[1],
                           attributes=op.attributes, operands=op.operands, results=op.results)


def _spread(op, arrays, samples: bool = False) -> list:
    """Each operand's array (deviations: with a leading samples axis) broadcast to the result."""
    shapes = [tuple(v.type.shape) for v in op.operands]
    dims_attr = op.attributes.get("broadcast_dimensions")
    dims = None if dims_attr is None else tuple(dims_attr.values)
    shape = broadcast_shape(*shapes, dims)
    out = []
    for a, s in zip(arrays, shapes):
        if np.ndim(a) == 0:
            out.append(a)
            continue
        d = operand_dimensions(len(s), len(shape), dims)
        if samples:
            a = np.asarray(a)
            out.append(place(a, a.shape[:1] + shape, (0,) + tuple(k + 1 for k in d)))
        else:
            out.append(place(a, shape, d))
    return out


def _broadcast_rules(mnemonic: str, applies: str) -> None:
    full = applies if "." in applies else f"stablehlo.{applies}"
    name = f"chlo.broadcast_{mnemonic}"
    if full in P.SENSITIVITY and name not in P.SENSITIVITY:
        P.SENSITIVITY[name] = lambda op, xs, ts, results: P.SENSITIVITY[full](
            _applied(op, full), _spread(op, xs), _spread(op, ts), results)
    if full in P.LINEAR:
        P.LINEAR[name] = lambda op, xs, ds, rs: P.LINEAR[full](
            _applied(op, full), _spread(op, xs), _spread(op, ds, samples=True), rs)


for _mnemonic, (_applies, *_) in BROADCASTING.items():
    _broadcast_rules(_mnemonic, _applies)
_broadcast_rules("compare", "compare")
_broadcast_rules("complex", "complex")


P.DISCRETE = P.DISCRETE | {f"chlo.{n}" for n in (
    "is_inf", "is_pos_inf", "is_neg_inf", "broadcast_compare")}
"""chlo's predicates join propagation.DISCRETE (what they feed is not tightened where their bound
is nonzero)."""
