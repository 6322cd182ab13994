"""The chlo dialect's elementwise ops (spec.ops.chlo; docs/chlo.md).

Transcendental and special functions are computed in float64 (complex128 for complex types,
extended precision for complex<f64> where the platform has it) and rounded once to the result
type, like the spec's transcendental ops (`values.transcendental`): the elementary functions
through numpy, erf, erfc, erf_inv, lgamma, digamma, polygamma, zeta and bessel_i1e through
scipy.special (whose float64 results are within a few ULP). So every type up to f32 gets the
correctly rounded result but for the rare float64 value within a few ULP of a rounding
boundary, and f64 gets float64's own accuracy (a few ULP; oracles/tolerances.toml says how
many each function is allowed).

The broadcast_* ops broadcast their operands (`broadcast`) and apply the elementwise op they
are named after: the stablehlo op's reference function and its declared Unspecified
conditions, or chlo's own next_after, polygamma and zeta.

Declared implementation-defined (`Unspecified`), beside those of the ops the broadcast_* ops
apply:
- `<op>/not-representable` (as in reference.ops.math): a result the narrow float types cannot
  hold.
- `<op>/complex-exceptions`: an infinite or NaN part in a complex operand or result.
- `<op>/branch-cut`: a complex operand on the function's branch cut with a zero real or
  imaginary part: the sign of the zero picks the side (C99), which the spec and upstream's
  decompositions do not promise.
- `<op>/pole` (lgamma, digamma, polygamma, zeta): an operand at a pole of the function (a
  non-positive integer; zeta's q a non-positive integer): the reference returns C's answer
  (lgamma +inf, digamma NaN, the rest +inf) where an implementation may return either infinity
  or NaN.
"""
from __future__ import annotations

import inspect

import numpy as np
from scipy import special

from spec.ops.chlo import BROADCASTING
from spec.shapes import broadcast_shape, operand_dimensions

from ..errors import EvaluationError
from ..values import (bit_pattern, complex_from_parts, compute, element_type_of,
                      from_bit_pattern, kind, narrow, unquantized, widen)
from .math import _evaluate, _unspecified
from .registry import IMPLEMENTATIONS, Unspecified, call_with_known, op


# ---------------------------------------------------------------------------------------------
# Broadcasting

def broadcast(lhs, rhs, broadcast_dimensions=None) -> tuple[np.ndarray, np.ndarray]:
    """lhs and rhs broadcast to their common shape (broadcast_shape)."""
    try:
        shape = broadcast_shape(np.shape(lhs), np.shape(rhs), broadcast_dimensions)
    except ValueError as e:
        raise EvaluationError(f"the operands of shapes {list(np.shape(lhs))} and "
                              f"{list(np.shape(rhs))} do not broadcast: {e}") from None
    return tuple(place(x, shape, operand_dimensions(np.ndim(x), len(shape),
                                                    broadcast_dimensions)) for x in (lhs, rhs))


def place(x, shape, dims) -> np.ndarray:
    """`x` broadcast to `shape`, its dimension i becoming dimension dims[i] (a read-only view)."""
    x = np.asarray(x)
    placed = [1] * len(shape)
    for size, d in zip(x.shape, dims):
        placed[d] = size
    order = np.argsort(dims, kind="stable")  # dims need not be increasing
    return np.broadcast_to(np.transpose(x, order).reshape(placed), shape)


def _broadcasting(mnemonic: str, applies: str):
    """Registers chlo.broadcast_<mnemonic>: op `applies` after broadcasting, with its Unspecified
    conditions read on the broadcast operands."""
    full = applies if "." in applies else f"stablehlo.{applies}"
    inner = IMPLEMENTATIONS[full]

    def carried(u: Unspecified) -> Unspecified:
        def when(lhs, rhs, *, broadcast_dimensions=None, **attributes):
            return u.mask(*broadcast(lhs, rhs, broadcast_dimensions), **attributes)
        if hasattr(u.when, "holds_for"):
            when.holds_for = u.when.holds_for
        return Unspecified(f"chlo.broadcast_{mnemonic}/{u.id.split('/', 1)[1]}", u.kind,
                           u.description, u.reference, when)

    def apply(lhs, rhs, *, broadcast_dimensions=None, **attributes):
        return call_with_known(inner.fn, broadcast(lhs, rhs, broadcast_dimensions), attributes)
    apply.__doc__ = f"`{applies}` of the broadcast operands."
    # the interpreter passes the keywords a function names: broadcast_dimensions and the
    # inner op's (result_type, ...)
    apply.__signature__ = inspect.Signature(
        [inspect.Parameter(n, inspect.Parameter.POSITIONAL_OR_KEYWORD) for n in ("lhs", "rhs")]
        + [inspect.Parameter(n, inspect.Parameter.KEYWORD_ONLY, default=None)
           for n in ("broadcast_dimensions", *sorted(inner.keywords))])
    op(f"chlo.broadcast_{mnemonic}", unspecified=[carried(u) for u in inner.unspecified])(apply)


# ---------------------------------------------------------------------------------------------
# Conditions on complex branch cuts and poles

def _cut(name: str, on_cut) -> Unspecified:
    def when(operand):
        if not np.iscomplexobj(operand):
            return np.False_
        x = widen(operand)
        return on_cut(x.real, x.imag)
    when.holds_for = lambda et: kind(et) == "complex"
    return Unspecified(f"chlo.{name}/branch-cut", "implementation-defined",
                       "a complex operand on a branch cut, with a signed zero part: the spec "
                       "and upstream's decomposition do not say which side the sign picks",
                       "numpy's (C99's) side", when)


def _on_real_axis(outside):
    return lambda re, im: (im == 0) & outside(re)


def _on_imag_axis(outside):
    return lambda re, im: (re == 0) & outside(im)


def _pole(name: str, at, reference: str) -> Unspecified:
    def when(*operands):
        return at(*(widen(x) for x in operands))
    when.holds_for = lambda et: kind(et) == "float"
    return Unspecified(f"chlo.{name}/pole", "implementation-defined",
                       "an operand at a pole of the function: an implementation may return "
                       "either infinity or NaN", reference, when)


def _non_positive_integer(x):
    return (x <= 0) & (np.floor(x) == x)


def _special_cases(name: str, at, description: str) -> Unspecified:
    def when(*operands):
        return at(*(widen(x) for x in operands))
    when.holds_for = lambda et: kind(et) == "float"
    return Unspecified(f"chlo.{name}/special-cases", "implementation-defined",
                       description + ": ChloOps.td defines the function by its formula only, "
                       "and XLA returns NaN where the limits exist",
                       "the limit (scipy.special's value)", when)


def _math(name: str, fn, *extra: Unspecified) -> list[Unspecified]:
    return [*_unspecified(f"chlo.{name}", fn), *extra]


# ---------------------------------------------------------------------------------------------
# Formulas

def _asin_acos_kernel(z):
    # w = sqrt(a^2 - x^2) + i log(a + sqrt(a^2 - 1)), a = (hypot(x + 1, y) + hypot(x - 1, y)) / 2
    # on x = |Re z|, y = |Im z| (ChloDecompositionPatternsMath.td). a - x and a - 1 are written
    # without their cancellations: r - (x + 1) = y^2 / (r + x + 1), s - |x - 1| likewise.
    x, y = np.abs(z.real), np.abs(z.imag)
    r, s = np.hypot(x + 1, y), np.hypot(x - 1, y)
    a = (r + s) / 2
    yy = y * y
    r_excess = yy / (r + x + 1)  # r - (x + 1)
    s_excess = yy / (s + np.abs(x - 1))  # s - |x - 1|
    with np.errstate(invalid="ignore"):
        s_excess = np.where(yy == 0, 0.0, s_excess)
    a_minus_x = np.where(x >= 1, r_excess + s_excess, r_excess + s + 1 - x) / 2
    a_minus_1 = np.where(x < 1, r_excess + s_excess, r_excess + s + x - 1) / 2
    real = np.sqrt(a_minus_x * (a + x))
    imag = np.log1p(a_minus_1 + np.sqrt(a_minus_1 * (a + 1)))
    return complex_from_parts(real, imag)


def _bessel_i1e(x):
    if np.iscomplexobj(x):  # I1(x) e^-|Re x| (scipy has no extended-precision complex)
        return special.ive(1, x.astype(np.complex128))
    return np.where(x == 0, x, special.i1e(x))  # an odd function: scipy's i1e(-0) is +0


def _erf_inv(x):
    return np.where(x == 0, x, special.erfinv(x))  # an odd function: scipy's erfinv(-0) is +0


def _lgamma(x):
    # scipy's gammaln is +inf below about 1e-309 (1 / x overflows); there lgamma(x) is -log|x|
    # to within |x| (Euler's constant times x), far below an ULP
    with np.errstate(divide="ignore"):
        tiny = np.where(np.abs(x) < 2.0 ** -60, -np.log(np.abs(x)), special.gammaln(x))
    return np.where(np.isneginf(x), np.inf, tiny)  # C: lgamma(-inf) = +inf


def _digamma(x):
    return np.where(_non_positive_integer(x), np.nan, special.psi(x))


def _polygamma(n, x):
    valid = (n >= 0) & (np.floor(n) == n)
    order = np.where(valid & np.isfinite(n), n, 0)
    value = np.where(order == 0, special.psi(x), special.polygamma(order.astype(np.int64), x))
    return np.where(valid, np.where(_non_positive_integer(x) & (order == 0), np.nan, value),
                    np.nan)


def _zeta(x, q):
    return special.zeta(x, q)


# ---------------------------------------------------------------------------------------------
# Unary ops

@op("chlo.acos", unspecified=_math("acos", np.arccos, _cut("acos", _on_real_axis(
    lambda re: np.abs(re) > 1))))
def acos(operand):
    """Arccosine, in [0, pi] for floats; the principal branch for complex numbers."""
    return _evaluate(np.arccos, operand)


@op("chlo.acosh", unspecified=_math("acosh", np.arccosh, _cut("acosh", _on_real_axis(
    lambda re: re < 1))))
def acosh(operand):
    """Inverse hyperbolic cosine (NaN below 1 for floats)."""
    return _evaluate(np.arccosh, operand)


@op("chlo.asin", unspecified=_math("asin", np.arcsin, _cut("asin", _on_real_axis(
    lambda re: np.abs(re) > 1))))
def asin(operand):
    """Arcsine, in [-pi/2, pi/2] for floats."""
    return _evaluate(np.arcsin, operand)


@op("chlo.asinh", unspecified=_math("asinh", np.arcsinh, _cut("asinh", _on_imag_axis(
    lambda im: np.abs(im) > 1))))
def asinh(operand):
    """Inverse hyperbolic sine."""
    return _evaluate(np.arcsinh, operand)


@op("chlo.atan", unspecified=_math("atan", np.arctan, _cut("atan", _on_imag_axis(
    lambda im: np.abs(im) > 1))))
def atan(operand):
    """Arctangent, in [-pi/2, pi/2] for floats."""
    return _evaluate(np.arctan, operand)


@op("chlo.atanh", unspecified=_math("atanh", np.arctanh, _cut("atanh", _on_real_axis(
    lambda re: np.abs(re) > 1))))
def atanh(operand):
    """Inverse hyperbolic tangent (NaN beyond +-1, +-inf at +-1 for floats)."""
    return _evaluate(np.arctanh, operand)


@op("chlo._asin_acos_kernel", unspecified=_math("_asin_acos_kernel", _asin_acos_kernel))
def asin_acos_kernel(operand):
    """The kernel w of upstream's complex asin and acos: asin(z) = complex(atan2(Re z, Re w),
    sign(Im z) Im w)."""
    return _evaluate(_asin_acos_kernel, operand)


@op("chlo.bessel_i1e", unspecified=_math("bessel_i1e", _bessel_i1e))
def bessel_i1e(operand):
    """e^-|Re x| I1(x), the exponentially scaled modified Bessel function of order 1."""
    return _evaluate(_bessel_i1e, operand)


@op("chlo.cosh", unspecified=_math("cosh", np.cosh))
def cosh(operand):
    """Hyperbolic cosine."""
    return _evaluate(np.cosh, operand)


@op("chlo.sinh", unspecified=_math("sinh", np.sinh))
def sinh(operand):
    """Hyperbolic sine."""
    return _evaluate(np.sinh, operand)


@op("chlo.tan", unspecified=_math("tan", np.tan))
def tan(operand):
    """Tangent."""
    return _evaluate(np.tan, operand)


@op("chlo.erf", unspecified=_math("erf", special.erf))
def erf(operand):
    """The Gauss error function."""
    return _evaluate(special.erf, operand)


@op("chlo.erfc", unspecified=_math("erfc", special.erfc))
def erfc(operand):
    """1 - erf(x), without the cancellation for large x."""
    return _evaluate(special.erfc, operand)


@op("chlo.erf_inv", unspecified=_math("erf_inv", _erf_inv))
def erf_inv(operand):
    """The inverse of erf on (-1, 1); +-inf at +-1, NaN beyond."""
    return _evaluate(_erf_inv, operand)


@op("chlo.lgamma", unspecified=_math("lgamma", _lgamma, _pole(
    "lgamma", _non_positive_integer, "+inf (C's lgamma)")))
def lgamma(operand):
    """log |Gamma(x)|; +inf at the poles and at +-inf."""
    return _evaluate(_lgamma, operand)


@op("chlo.digamma", unspecified=_math("digamma", _digamma, _pole(
    "digamma", _non_positive_integer, "NaN")))
def digamma(operand):
    """The derivative of lgamma; NaN at the poles."""
    return _evaluate(_digamma, operand)


@op("chlo.polygamma", unspecified=_math("polygamma", _polygamma, _pole(
    "polygamma", lambda n, x: _non_positive_integer(x), "NaN for n = 0, else +inf"),
    _special_cases("polygamma", lambda n, x: np.isinf(n) | np.isinf(x), "an infinite operand")))
def polygamma(n, x):
    """psi^(n)(x), the (n+1)-th derivative of lgamma, for integral n >= 0 (NaN otherwise)."""
    unquantized(n, x)
    return _evaluate(_polygamma, n, x)


@op("chlo.zeta", unspecified=_math("zeta", _zeta, _pole(
    "zeta", lambda x, q: _non_positive_integer(q), "+inf"), _special_cases(
        "zeta", lambda x, q: np.isinf(x) | np.isinf(q) | ((q <= 0) & (np.floor(x) != x)),
        "an infinite operand, or q <= 0 with a non-integer x (negative bases to a non-integer "
        "power)")))
def zeta(x, q):
    """The Hurwitz zeta function; +inf at x = 1, NaN for x < 1."""
    return _evaluate(_zeta, x, q)


def _square(z):
    if np.iscomplexobj(z):
        return complex_from_parts((z.real - z.imag) * (z.real + z.imag), 2 * z.real * z.imag)
    return z * z


@op("chlo.square", unspecified=_math("square", _square))
def square(operand):
    """x * x, rounded once; complex: (Re - Im)(Re + Im) + 2 Re Im i (ChloOps.td)."""
    return compute(element_type_of(operand), _square, operand)


@op("chlo.conj")
def conj(operand):
    """The complex conjugate; a float is its own conjugate."""
    return np.conj(operand) if np.iscomplexobj(operand) else np.asarray(operand)


@op("chlo.is_inf")
def is_inf(operand):
    """Whether an element is +-infinity (never, in the types without infinities)."""
    return np.isinf(widen(operand))


@op("chlo.is_pos_inf")
def is_pos_inf(operand):
    """Whether an element is +infinity."""
    return np.isposinf(widen(operand))


@op("chlo.is_neg_inf")
def is_neg_inf(operand):
    """Whether an element is -infinity."""
    return np.isneginf(widen(operand))


# ---------------------------------------------------------------------------------------------
# Binary ops

@op("chlo.next_after")
def next_after(x, y):
    """C's nextafter in x's type: y where x = y, NaN where either is, else the neighbour of x
    towards y (the smallest subnormal, signed, after a zero)."""
    et = element_type_of(x)
    wx, wy = widen(x).astype(np.float64), widen(y).astype(np.float64)
    pattern = bit_pattern(x).astype(np.int64)
    sign_bit = np.int64(1) << (et.bits - 1)
    away = (wy > wx) == (wx > 0)  # moving away from zero
    stepped = np.where(away, pattern + 1, pattern - 1)
    tiny = np.where(wy > 0, 1, 1 | sign_bit)
    result = from_bit_pattern(np.where(wx == 0, tiny, stepped).astype(np.uint64), et)
    nan = np.isnan(wx) | np.isnan(wy)
    return np.where(nan, narrow(np.float64("nan"), et),
                    np.where(wx == wy, y, result)).astype(et.dtype)


@op("chlo.mulhi")
def mulhi(lhs, rhs):
    """The high N bits of the 2N-bit product of two N-bit integers (exact, in Python integers:
    the high half always fits the type)."""
    et = element_type_of(lhs)
    exact = np.asarray(lhs).astype(object) * np.asarray(rhs).astype(object)
    return np.asarray(exact >> et.bits).astype(et.dtype)


for _mnemonic, (_applies, *_) in BROADCASTING.items():
    _broadcasting(_mnemonic, _applies)


@op("chlo.broadcast_complex")
def broadcast_complex(lhs, rhs, *, broadcast_dimensions=None, result_type):
    """complex(lhs, rhs) of the broadcast operands."""
    return IMPLEMENTATIONS["stablehlo.complex"].fn(*broadcast(lhs, rhs, broadcast_dimensions),
                                                   result_type=result_type)


@op("chlo.broadcast_compare")
def broadcast_compare(lhs, rhs, *, broadcast_dimensions=None, comparison_direction,
                      compare_type):
    """compare of the broadcast operands; compare_type NOTYPE is the absent default."""
    return IMPLEMENTATIONS["stablehlo.compare"].fn(
        *broadcast(lhs, rhs, broadcast_dimensions), comparison_direction=comparison_direction,
        compare_type=None if compare_type == "NOTYPE" else compare_type)


@op("chlo.broadcast_select")
def broadcast_select(pred, on_true, on_false):
    """on_true where pred, else on_false, the three broadcast numpy-style."""
    try:
        pred, on_true, on_false = np.broadcast_arrays(pred, on_true, on_false)
    except ValueError as e:
        raise EvaluationError(f"the operands do not broadcast: {e}") from None
    return np.where(pred, on_true, on_false).astype(on_true.dtype)


# ---------------------------------------------------------------------------------------------
# Constants

@op("chlo.constant")
def constant(*, value):
    """The attribute's elements."""
    return value


@op("chlo.constant_like")
def constant_like(operand, *, value, result_type):
    """A tensor of operand's shape filled with value, in the result's element type."""
    if not isinstance(value, (bool, int, float)):
        raise EvaluationError(f"a value of {type(value).__name__} is not supported (a bool, "
                              "integer or float scalar attribute is)")
    et = result_type.element_type
    if kind(et) in ("float", "complex"):
        return narrow(np.full(np.shape(operand), value, np.float64), et)
    return np.full(np.shape(operand), value, et.dtype)
