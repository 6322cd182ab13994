"""The reference's math ops (reference/ops/math.py) against independent computations: Python's
`math` and `cmath` in float64, IEEE-754 special cases written by hand, and exact rounding done
here by searching each narrow type's sorted values (not by the conversions the reference uses).

Types of 16 bits or fewer are tested exhaustively: every finite value of the type is an input,
and the result must be the float64 value rounded once, to nearest, ties to even. f32 results
must be the correctly rounded float64 value too (they are computed in float64, not in f32); f64
and complex results must be within a few ULPs of Python's libm.
"""
import cmath
import math
from decimal import Decimal
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import reference
import spec
from reference import values
from reference.ops import math as ops
from reference.ops import unspecified
from reference.values import QuantizedTensor
from spec.types import ELEMENT_TYPES

FLOAT_TYPES = [t for t in ELEMENT_TYPES.values() if t.kind == "float"]
NARROW_TYPES = [t for t in FLOAT_TYPES if t.bits <= 16]
F16, F32, F64 = (ELEMENT_TYPES[n].dtype for n in ("f16", "f32", "f64"))
C64, C128 = np.dtype(np.complex64), np.dtype(np.complex128)
INF, NAN = math.inf, math.nan


# --- the values of a narrow type and exact rounding to it ----------------------------------

def f64(x) -> np.ndarray:
    """Values as float64 (exact); NaN stays NaN without numpy's warning for bf16 NaNs."""
    with np.errstate(invalid="ignore"):
        return np.asarray(x).astype(F64)


def _bits(et):
    return np.arange(2 ** et.bits, dtype=np.uint16 if et.bits == 16 else np.uint8)


def all_finite(et) -> np.ndarray:
    """Every finite value of a type of 16 bits or fewer (both zeros where it has them)."""
    values = _bits(et).view(et.dtype)
    return values[np.isfinite(f64(values))]


def _grid(et):
    """The type's finite values as sorted float64 (one zero) and whether each one's bit pattern
    is even (the tie-breaking rule of round to nearest even)."""
    patterns = _bits(et)
    values = f64(patterns.view(et.dtype))
    keep = np.isfinite(values) & ~((values == 0) & np.signbit(values))
    order = np.argsort(values[keep], kind="stable")
    return values[keep][order], (patterns[keep][order] % 2 == 0)


def round_to(v: np.ndarray, et):
    """float64 values rounded to nearest, ties to even, into `et` (as float64), found by
    searching the type's values; NaN for NaN and for values outside the type's finite range.
    A zero result keeps the sign of `v` where the type has a negative zero."""
    grid, even = _grid(et)
    v = np.asarray(v, dtype=F64)
    inside = (v >= grid[0]) & (v <= grid[-1])
    i = np.clip(np.searchsorted(grid, np.where(inside, v, grid[0])), 1, len(grid) - 1)
    lo, hi = grid[i - 1], grid[i]
    mid = (lo + hi) / 2  # exact: two neighbours of a narrow type
    up = (v > mid) | ((v == mid) & even[i]) | (v == hi)
    result = np.where(up, hi, lo)
    result = np.where(v == grid[0], grid[0], result)
    has_negative_zero = np.signbit(f64(np.array(-0.0).astype(et.dtype)))
    if has_negative_zero:
        result = np.where(result == 0, np.copysign(0.0, v), result)
    return np.where(inside, result, np.nan)


def same(actual: np.ndarray, expected) -> np.ndarray:
    """Elementwise: equal values with equal signs (zeros), or both NaN."""
    a = f64(actual)
    e = np.asarray(expected, dtype=F64)
    return ((a == e) & (np.signbit(a) == np.signbit(e))) | (np.isnan(a) & np.isnan(e))


def ulps_apart(actual: np.ndarray, expected) -> np.ndarray:
    """Elementwise distance in units of the expected value's last place (f64)."""
    a, e = np.asarray(actual, dtype=F64), np.asarray(expected, dtype=F64)
    with np.errstate(invalid="ignore"):  # inf - inf: NaN, not close
        return np.abs(a - e) / np.spacing(np.abs(e))


def _py(fn):
    """A math function on float64 values: NaN outside its domain, +inf where it overflows
    (exp and expm1 of large values)."""
    def call(x):
        try:
            return fn(x)
        except ValueError:
            return NAN
        except OverflowError:
            return INF
    return lambda x: np.array([call(v) for v in f64(x).tolist()])


def _logistic(x):
    try:
        return 1 / (1 + math.exp(-x))
    except OverflowError:  # e^-x overflows float64; below -746, e^x < 2^-1075 rounds to 0
        return float(1 / (1 + Decimal(-x).exp())) if x > -746 else 0.0


UNARY = {  # op: the float64 function it must round (Python's libm; IEEE-754 at the poles)
    "cbrt": math.cbrt, "cosine": math.cos, "sine": math.sin, "tan": math.tan,
    "tanh": math.tanh, "exponential": math.exp, "exponential_minus_one": math.expm1,
    "log": lambda x: -INF if x == 0 else math.log(x),
    "log_plus_one": lambda x: -INF if x == -1 else math.log1p(x),
    "logistic": _logistic,
    "rsqrt": lambda x: math.copysign(INF, x) if x == 0 else 1 / math.sqrt(x),
}


# --- transcendental functions: rounded once from float64 ------------------------------------

@pytest.mark.parametrize("et", NARROW_TYPES, ids=str)
@pytest.mark.parametrize("name", sorted(UNARY))
def test_transcendental_rounds_the_float64_value_once(name, et):
    x = all_finite(et)
    expected = round_to(_py(UNARY[name])(x), et)
    actual = getattr(ops, name)(x)
    assert actual.dtype == et.dtype
    checked = ~np.isnan(expected)
    bad = checked & ~same(actual, expected)
    assert not bad.any(), (f"{name}({x[bad][:5]}) = {actual[bad][:5]}, expected "
                           f"{expected[bad][:5]}")
    assert checked.sum() > len(x) // 3  # most results are in range (rsqrt/log: x > 0 only)


@pytest.mark.parametrize("et", [t for t in NARROW_TYPES if t.bits <= 8], ids=str)
def test_atan2_every_pair_of_values(et):
    v = all_finite(et)
    lhs, rhs = np.repeat(v, len(v)), np.tile(v, len(v))
    expected = round_to([math.atan2(float(y), float(x)) for y, x in zip(lhs, rhs)], et)
    checked = ~np.isnan(expected)  # f8E8M0FNU has no negative results
    assert (same(ops.atan2(lhs, rhs), expected) | ~checked).all()


@pytest.mark.parametrize("et", [t for t in NARROW_TYPES if t.bits == 16], ids=str)
def test_atan2_sixteen_bit_sample(et):
    rng = np.random.default_rng(16)
    v = all_finite(et)
    lhs, rhs = rng.choice(v, 20000), rng.choice(v, 20000)
    expected = round_to([math.atan2(float(y), float(x)) for y, x in zip(lhs, rhs)], et)
    assert same(ops.atan2(lhs, rhs), expected).all()


def _f32_sample(n=4000):
    """Finite f32 values of every magnitude, from random bit patterns."""
    bits = np.random.default_rng(32).integers(0, 2 ** 32, n, dtype=np.uint64).astype(np.uint32)
    x = bits.view(np.float32)
    return x[np.isfinite(x)]


@pytest.mark.parametrize("name", sorted(UNARY))
def test_transcendental_f32_is_computed_in_float64(name):
    x = np.concatenate([_f32_sample(), np.linspace(-10, 10, 2001, dtype=np.float32)])
    with np.errstate(over="ignore"):
        expected = _py(UNARY[name])(x).astype(np.float32)  # one IEEE rounding
    assert same(getattr(ops, name)(x), expected).all()


@pytest.mark.parametrize("name", sorted(UNARY))
def test_transcendental_f64_matches_libm(name):
    x = np.concatenate([_f32_sample().astype(F64), np.linspace(-20, 20, 4001)])
    expected = _py(UNARY[name])(x)
    actual = getattr(ops, name)(x)
    close = same(actual, expected) | (ulps_apart(actual, expected) <= 4)
    assert close.all(), f"{name}({x[~close][:3]}) = {actual[~close][:3]}"


# IEEE-754 special cases (section 9.2): exact, sign of zero included.
SPECIAL = {
    "cosine": [(0.0, 1.0), (-0.0, 1.0), (INF, NAN), (-INF, NAN), (NAN, NAN)],
    "sine": [(0.0, 0.0), (-0.0, -0.0), (INF, NAN), (-INF, NAN), (NAN, NAN)],
    "tan": [(0.0, 0.0), (-0.0, -0.0), (INF, NAN), (-INF, NAN), (NAN, NAN)],
    "tanh": [(0.0, 0.0), (-0.0, -0.0), (INF, 1.0), (-INF, -1.0), (NAN, NAN)],
    "exponential": [(0.0, 1.0), (-0.0, 1.0), (INF, INF), (-INF, 0.0), (NAN, NAN)],
    "exponential_minus_one": [(0.0, 0.0), (-0.0, -0.0), (INF, INF), (-INF, -1.0), (NAN, NAN)],
    "log": [(0.0, -INF), (-0.0, -INF), (1.0, 0.0), (-1.0, NAN), (INF, INF), (-INF, NAN),
            (NAN, NAN)],
    "log_plus_one": [(0.0, 0.0), (-0.0, -0.0), (-1.0, -INF), (-2.0, NAN), (INF, INF),
                     (NAN, NAN)],
    "logistic": [(0.0, 0.5), (-0.0, 0.5), (INF, 1.0), (-INF, 0.0), (NAN, NAN)],
    "rsqrt": [(0.0, INF), (-0.0, -INF), (4.0, 0.5), (-1.0, NAN), (INF, 0.0), (-INF, NAN),
              (NAN, NAN)],
    "cbrt": [(0.0, 0.0), (-0.0, -0.0), (8.0, 2.0), (-8.0, -2.0), (-27.0, -3.0), (INF, INF),
             (-INF, -INF), (NAN, NAN)],
    "sqrt": [(0.0, 0.0), (-0.0, -0.0), (4.0, 2.0), (-1.0, NAN), (-0.5, NAN), (INF, INF),
             (-INF, NAN), (NAN, NAN)],
}
ATAN2_SPECIAL = [  # (lhs, rhs, atan2(lhs, rhs))
    (0.0, 0.0, 0.0), (-0.0, 0.0, -0.0), (0.0, -0.0, math.pi), (-0.0, -0.0, -math.pi),
    (0.0, -1.0, math.pi), (-0.0, -1.0, -math.pi), (1.0, 0.0, math.pi / 2),
    (-1.0, -0.0, -math.pi / 2), (INF, INF, math.pi / 4), (-INF, INF, -math.pi / 4),
    (INF, -INF, 3 * math.pi / 4), (1.0, INF, 0.0), (-1.0, -INF, -math.pi), (NAN, 1.0, NAN),
    (1.0, NAN, NAN),
]


@pytest.mark.parametrize("dtype", [F64, F32, F16], ids=str)
@pytest.mark.parametrize("name", sorted(SPECIAL))
def test_special_values(name, dtype):
    x, expected = zip(*SPECIAL[name])
    actual = getattr(ops, name)(np.array(x, dtype))
    assert actual.dtype == dtype
    assert same(actual, np.array(expected).astype(dtype)).all(), actual


@pytest.mark.parametrize("dtype", [F64, F32, F16], ids=str)
def test_atan2_special_values(dtype):
    y, x, expected = zip(*ATAN2_SPECIAL)
    actual = ops.atan2(np.array(y, dtype), np.array(x, dtype))
    assert same(actual, np.array(expected).astype(dtype)).all(), actual


def test_cbrt_is_the_real_cube_root_of_negative_values():
    x = np.array([-1e-300, -0.001, -2.0, -1e300])
    assert (ulps_apart(ops.cbrt(x), [-1e-100, -0.1, -2 ** (1 / 3), -1e100]) <= 1).all()


# --- complex functions: principal branches ---------------------------------------------------

def _cbrt_c(z):
    return cmath.exp(cmath.log(z) / 3) if z else 0j


COMPLEX = {  # op: cmath reference
    "cosine": cmath.cos, "sine": cmath.sin, "tan": cmath.tan, "tanh": cmath.tanh,
    "exponential": cmath.exp, "log": cmath.log, "sqrt": cmath.sqrt, "cbrt": _cbrt_c,
    "rsqrt": lambda z: 1 / cmath.sqrt(z), "logistic": lambda z: 1 / (1 + cmath.exp(-z)),
    "exponential_minus_one": lambda z: cmath.exp(z) - 1, "log_plus_one": lambda z: cmath.log(1 + z),
}
COMPLEX_INPUTS = [complex(a, b) for a in (-3.5, -1.0, -0.25, 0.5, 2.0)
                  for b in (-2.0, -0.75, 0.3, 1.0, 4.0)]


def _close_complex(actual, expected, rel):
    a, e = np.asarray(actual, dtype=C128), np.asarray(expected, dtype=C128)
    return np.abs(a - e) <= rel * np.abs(e)


@pytest.mark.parametrize("name", sorted(COMPLEX))
def test_complex_functions_match_cmath(name):
    z = np.array(COMPLEX_INPUTS)
    expected = [COMPLEX[name](complex(v)) for v in z]
    actual = getattr(ops, name)(z)
    assert actual.dtype == C128
    assert _close_complex(actual, expected, 1e-14).all()
    z64 = z.astype(C64)
    actual64 = getattr(ops, name)(z64)
    assert actual64.dtype == C64
    assert _close_complex(actual64, [COMPLEX[name](complex(v)) for v in z64], 2 ** -23).all()


BRANCH_CUTS = [  # (op, operand, result): the sign of a zero imaginary part picks the side
    ("log", complex(-1, 0.0), complex(0, math.pi)),
    ("log", complex(-1, -0.0), complex(0, -math.pi)),
    ("sqrt", complex(-4, 0.0), complex(0, 2)),
    ("sqrt", complex(-4, -0.0), complex(0, -2)),
    ("rsqrt", complex(-4, 0.0), complex(0, -0.5)),
    ("cbrt", complex(-8, 0.0), complex(1, math.sqrt(3))),
    ("cbrt", complex(-8, -0.0), complex(1, -math.sqrt(3))),
    ("cbrt", complex(0, 8), complex(math.sqrt(3), 1)),
    ("log_plus_one", complex(-2, 0.0), complex(0, math.pi)),
    ("log_plus_one", complex(-2, -0.0), complex(0, -math.pi)),
]


@pytest.mark.parametrize("name, z, expected", BRANCH_CUTS, ids=lambda v: str(v))
def test_complex_principal_branch(name, z, expected):
    actual = getattr(ops, name)(np.array([z]))[0]
    assert abs(actual - expected) <= 1e-15 * abs(expected)
    assert math.copysign(1, actual.imag) == math.copysign(1, expected.imag)


def test_complex_functions_keep_their_digits_near_zero():
    # log(1 + z) = z - z^2/2 + ...: for z = 1e-20 (1 + i), Re = 1e-20 (log(|1 + z|) gives 0).
    assert _close_complex(ops.log_plus_one(np.array([1e-20 + 1e-20j])), [1e-20 + 1e-20j], 1e-15)
    # e^z - 1 for z = 1e-20 + 1e-9 i: Re = e^x cos(y) - 1 = 1e-20 - 5e-19, Im = sin(1e-9).
    actual = ops.exponential_minus_one(np.array([1e-20 + 1e-9j]))[0]
    assert abs(actual.real - (1e-20 - 5e-19)) <= 1e-33 and actual.imag == 1e-9
    # 1 + z near the unit circle: Re log(1 + z) = log1p(2x + x^2 + y^2) / 2 is ~1e-17, with
    # 2x + x^2 + y^2 computed exactly here (log(|1 + z|) would be off by ~1e-16).
    for t in (1e-5, 1e-3):
        z = cmath.exp(complex(0, t)) - 1
        x, y = Fraction(z.real), Fraction(z.imag)
        expected = math.log1p(float(2 * x + x * x + y * y)) / 2
        actual = ops.log_plus_one(np.array([z]))[0]
        assert abs(actual.real - expected) <= 1e-21 and abs(actual.imag - t) <= 1e-18


def test_complex_atan2():
    # atan2(y, x) = -i log((x + i y) / sqrt(x^2 + y^2)); values from upstream's interpreter.
    lhs = np.array([1 + 0j, 1 + 2j, -1 + 0j])
    rhs = np.array([0j, 3 - 1j, -1 + 0j])
    expected = [math.pi / 2, 0.19025318855618242 + 0.84182395749661864j, -3 * math.pi / 4]
    assert _close_complex(ops.atan2(lhs, rhs), expected, 1e-15).all()
    # Where x^2 + y^2 = 0 the formula divides by zero: NaN, as upstream and XLA give.
    assert np.isnan(ops.atan2(np.array([1j, 0j]), np.array([1 + 0j, 0j]))).all()


def test_complex_atan2_keeps_its_digits_for_small_lhs():
    # |lhs| << |rhs|: atan2(y, x) = atan(y / x) = y / x (1 + O((y / x)^2)); the formula's
    # log((x + i y) / sqrt(x^2 + y^2)) is log of ~1 and would give 0 or ~1e-17.
    lhs = np.array([4.382240678410445e-55 + 2.2250738585072014e-308j, 1e-30 + 0j])
    rhs = np.array([0.5289626339746138 + 9.023760878581136j, 2 + 3j])
    expected = [complex(y) / complex(x) for y, x in zip(lhs, rhs)]
    assert _close_complex(ops.atan2(lhs, rhs), expected, 1e-15).all()


def test_complex_logistic_near_a_pole():
    # z = a + ib, a ~ 0, b ~ pi (mod 2 pi): 1 + e^-z ~ 0. logistic(z) = 1/2 + tanh(z/2)/2 and
    # Re tanh(z/2) = sinh(a) / (cosh(a) + cos(b)) ~ 1e-181 here: the real part is 1/2 (1 + e^-z
    # in float64 loses 1e-12 of it); Im = sin(b) / (2 (1 + cos(b))) = tan(b/2) / 2.
    z = complex(-5.341595814449908e-186, 1.7976931348623157e+308)
    actual = ops.logistic(np.array([z]))[0]
    assert actual.real == 0.5
    assert abs(actual.imag - math.tan(z.imag / 2) / 2) <= 1e-15 * abs(actual.imag)


def test_complex_logistic_does_not_overflow():
    # e^-z overflows for Re z = -1000; the result is still ~ e^z = 0 (upstream and XLA: 0, 1).
    actual = ops.logistic(np.array([-1000 + 1j, 1000 + 1j]))
    assert np.array_equal(actual, [0j, 1 + 0j])


# --- sqrt: correctly rounded -----------------------------------------------------------------

@pytest.mark.parametrize("et", NARROW_TYPES, ids=str)
def test_sqrt_is_correctly_rounded_for_every_value(et):
    x = all_finite(et)
    x = x[f64(x) > 0]
    r = f64(ops.sqrt(x))
    grid, _ = _grid(et)
    i = np.searchsorted(grid, r)
    assert np.array_equal(grid[i], r)  # a value of the type
    below = grid[np.maximum(i - 1, 0)]
    above = grid[np.minimum(i + 1, len(grid) - 1)]
    v = f64(x)
    # Squares of midpoints of a narrow type are exact in float64; sqrt is never a midpoint.
    assert ((i == 0) | (((below + r) / 2) ** 2 < v)).all()
    assert ((i == len(grid) - 1) | (v < ((r + above) / 2) ** 2)).all()


def _is_correctly_rounded_sqrt(x, r) -> bool:
    """r is the float nearest to sqrt(x): x lies between the squares of r's midpoints with
    its neighbours (exact rational arithmetic)."""
    lo, hi = np.nextafter(r, r.dtype.type(0)), np.nextafter(r, r.dtype.type(INF))
    fx, fr = Fraction(float(x)), Fraction(float(r))
    return ((fr == 0 or ((Fraction(float(lo)) + fr) / 2) ** 2 < fx)
            and (not np.isfinite(hi) or fx < ((fr + Fraction(float(hi))) / 2) ** 2))


@settings(max_examples=150, deadline=None)
@given(st.floats(min_value=0, exclude_min=True, allow_infinity=False, width=32),
       st.floats(min_value=0, exclude_min=True, allow_infinity=False))
def test_sqrt_f32_and_f64_are_correctly_rounded(x32, x64):
    for x in (np.float32(x32), np.float64(x64)):
        r = ops.sqrt(np.array([x]))[0]
        assert _is_correctly_rounded_sqrt(x, r), (x, r)


# --- rounding to integral values: exact ------------------------------------------------------

def _afz(x: float) -> float:
    n, d = abs(x).as_integer_ratio()
    return math.copysign(float((2 * n + d) // (2 * d)), x)  # floor(|x| + 1/2), exactly


ROUNDING = {  # op: the integral value of a finite float, by Python's exact integer rounding
    "floor": lambda x: float(math.floor(x)),
    "ceil": lambda x: float(math.ceil(x)),
    "round_nearest_even": lambda x: float(round(x)),  # Python rounds ties to even
    "round_nearest_afz": _afz,
}


def _rounded(name, values):
    """The op's exact result for each float: a zero keeps the operand's sign (IEEE-754 5.9),
    infinities and NaN are unchanged."""
    out = []
    for x in map(float, values):
        r = ROUNDING[name](x) if math.isfinite(x) else x
        out.append(math.copysign(0.0, x) if r == 0 else r)
    return np.array(out)


@pytest.mark.parametrize("et", NARROW_TYPES, ids=str)
@pytest.mark.parametrize("name", sorted(ROUNDING))
def test_rounding_every_value(name, et):
    x = _bits(et).view(et.dtype)  # NaN and infinities included
    expected = _rounded(name, f64(x))
    finite = np.isfinite(expected)
    in_type = round_to(expected, et)  # the same value, -0 as +0 in the FNUZ types
    checked = ~finite | (in_type == expected)  # all but the zeros f8E8M0FNU lacks
    actual = getattr(ops, name)(x)
    assert actual.dtype == et.dtype
    bad = checked & ~same(actual, np.where(finite, in_type, expected))
    assert not bad.any(), f"{name}({x[bad][:5]}) = {actual[bad][:5]}"
    assert checked.sum() > len(x) // 2


ROUNDING_CORNERS = [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                    0.4, 0.6, -0.0, 0.0, 5e-324, -5e-324, 2.0 ** 52 - 0.5, 2.0 ** 52 + 1,
                    2.0 ** 53 + 2, 1e300, -1e300, 1.7976931348623157e308, INF, -INF, NAN]
ROUNDING_EXPECTED = {
    "floor": [0, 1, 2, 3, -1, -2, -3, 0, -1, 0, 0, -0.0, 0, 0, -1, 2.0 ** 52 - 1],
    "ceil": [1, 2, 3, 4, -0.0, -1, -2, 1, -0.0, 1, 1, -0.0, 0, 1, -0.0, 2.0 ** 52],
    "round_nearest_even": [0, 2, 2, 4, -0.0, -2, -2, 0, -0.0, 0, 1, -0.0, 0, 0, -0.0, 2.0 ** 52],
    "round_nearest_afz": [1, 2, 3, 4, -1, -2, -3, 0, -0.0, 0, 1, -0.0, 0, 0, -0.0, 2.0 ** 52],
}


@pytest.mark.parametrize("name", sorted(ROUNDING))
def test_rounding_corners_f64(name):
    x = np.array(ROUNDING_CORNERS)
    unchanged = ROUNDING_CORNERS[len(ROUNDING_EXPECTED[name]):]  # large, infinite, NaN
    assert same(getattr(ops, name)(x), ROUNDING_EXPECTED[name] + unchanged).all()


@pytest.mark.parametrize("name", sorted(ROUNDING))
def test_rounding_corners_f32(name):
    x = np.array([0.5, 2.5, -2.5, -0.3, 0.49999997, 8388607.5, 16777215.0, 3e38, -1e-45],
                 np.float32)
    assert same(getattr(ops, name)(x), _rounded(name, x)).all()


@settings(max_examples=200, deadline=None)
@given(st.floats(width=32), st.floats())
def test_rounding_matches_python(x32, x64):
    for name in ROUNDING:
        for x in (np.array([x32], np.float32), np.array([x64])):
            assert same(getattr(ops, name)(x), _rounded(name, x)).all(), (name, x)


# --- is_finite -------------------------------------------------------------------------------

@pytest.mark.parametrize("et", FLOAT_TYPES, ids=str)
def test_is_finite(et):
    if et.bits <= 16:
        x = _bits(et).view(et.dtype)
    else:
        x = np.array([0.0, -0.0, 1.0, -5e-324 if et.bits == 64 else -1e-45,
                      np.finfo(et.dtype).max, INF, -INF, NAN], et.dtype)
    y = ops.is_finite(x)
    assert y.dtype == np.bool_
    assert y.tolist() == [math.isfinite(float(v)) for v in x]


# --- through the interpreter: attributes, quantized operands, declarations -------------------

def test_result_accuracy_attribute_is_accepted():
    module = """func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
      %r = stablehlo.exponential %x {result_accuracy = #stablehlo.result_accuracy<
        atol = 1.000000e-05, rtol = 2.500000e-01, ulps = 3,
        mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<3xf32>
      return %r : tensor<3xf32> }"""
    x = np.array([0.0, 1.0, -1.0], np.float32)
    [r] = reference.evaluate(module, [x])
    assert r.tolist() == [1.0, float(np.float32(math.e)), float(np.float32(1 / math.e))]


QUANTIZED = "tensor<2x!quant.uniform<i8:f32, 0.5:1>>"


def _quantized_arg(module):
    et = spec.parse(module).funcs[0].type.inputs[0].element_type
    return QuantizedTensor(np.array([3, -128], np.int8), et)


def test_is_finite_of_a_quantized_tensor_is_true():
    module = f"""func.func @main(%x: {QUANTIZED}) -> tensor<2xi1> {{
      %y = stablehlo.is_finite %x : ({QUANTIZED}) -> tensor<2xi1>
      return %y : tensor<2xi1> }}"""
    [y] = reference.evaluate(module, [_quantized_arg(module)])
    assert y.tolist() == [True, True]


COMPLEX_OPS = ["atan2", "cbrt", "cosine", "exponential", "exponential_minus_one", "log",
               "log_plus_one", "logistic", "rsqrt", "sine", "sqrt", "tan", "tanh"]


BRANCH_CUT_OPS = ["cbrt", "log", "log_plus_one", "rsqrt", "sqrt"]


def _ids(name, quantized=False):
    """The op's declared Unspecified ids (without the two of its quantized form, unless asked)."""
    return [u.id.split("/")[1] for u in unspecified(name)
            if quantized or "/quantized-" not in u.id]


def test_declared_unspecified_behaviour():
    for name in [*COMPLEX_OPS, *ROUNDING]:  # each has a quantized form (dequantize_op_quantize)
        assert {"quantized-storage-overflow", "quantized-not-representable"} <= set(
            _ids(name, quantized=True))
    for name in COMPLEX_OPS:
        assert _ids(name) == ["not-representable", "complex-exceptions"] + (
            ["branch-cut"] if name in BRANCH_CUT_OPS else [])
        assert all(u.kind == "implementation-defined" for u in unspecified(name))
    for name in ROUNDING:
        assert _ids(name) == ["not-representable"]
    assert unspecified("is_finite") == ()


def test_complex_exceptions_mask():
    u = unspecified("exponential")[1]
    z = np.array([1 + 1j, complex(INF, 0), complex(0, NAN), 800 + 0j])  # 800: e^800 overflows
    assert u.mask(z).tolist() == [False, True, True, True]
    assert u.mask(np.array([89 + 0j], C64)).tolist() == [True]  # e^89 overflows complex64
    assert not u.mask(np.array([INF, NAN, 800.0])).any()  # real operands: IEEE-754 defines them
    u = unspecified("atan2")[1]
    assert u.mask(np.array([1j, 1 + 0j]), np.array([1 + 0j, 1 + 0j])).tolist() == [True, False]


def test_branch_cut_mask():
    z = np.array([complex(-1, 0.0), complex(-1, -0.0), complex(-1, 1e-300), complex(1, 0), 0j])
    assert unspecified("sqrt")[2].mask(z).tolist() == [True, True, False, False, False]
    assert unspecified("log_plus_one")[2].mask(z - 1).tolist() == [True, True, False, False,
                                                                     False]
    assert not unspecified("log")[2].mask(np.array([-1.0, -0.0])).any()  # real: no cut


def _dtype(name):
    return ELEMENT_TYPES[name].dtype


@pytest.mark.parametrize("name, type_name, operand, expected", [
    ("log", "f8E4M3FN", [0.0, 1.0, 2.0], [True, False, False]),  # -inf: no infinity
    ("exponential", "f8E4M3FN", [8.0, 1.0], [True, False]),  # e^8 > 448
    ("sqrt", "f4E2M1FN", [-1.0, 4.0], [True, False]),  # NaN: no NaN
    ("rsqrt", "f6E3M2FN", [0.0, 4.0], [True, False]),  # inf: no infinity
    ("cosine", "f8E8M0FNU", [2.0, 0.5], [True, False]),  # cos(2) < 0: no sign
    ("floor", "f8E8M0FNU", [0.5, 2.0], [True, False]),  # 0: no zero
    ("ceil", "f8E4M3FNUZ", [-0.5, 0.5], [True, False]),  # -0: no negative zero
    ("log", "f32", [0.0, -1.0], [False, False]),
])
def test_not_representable_mask(name, type_name, operand, expected):
    x = np.array(operand).astype(_dtype(type_name))
    assert unspecified(name)[0].mask(x).tolist() == expected


@pytest.mark.skipif(values.EXTENDED_COMPLEX is None,
                    reason="this platform's long double is double: complex<f64> is computed in "
                           "complex128 (numpy's tanh within ~5 ULP there)")
@pytest.mark.parametrize("z, exact", [
    # exact values from mpmath at 300 bits, rounded to complex128
    (-2.2159526639855467 + 0.3413157880953472j, -0.9816051555052716 + 0.014729684186085393j),
    (4.315067926737609 - 7.3e-5j, 0.9996427830679707 - 5.214435735920521e-08j),
])
def test_complex_f64_tanh_is_computed_in_extended_precision(z, exact):
    """numpy's complex128 tanh is 4 ULP off at these points (a false finding against XLA)."""
    (result,) = reference.evaluate('''func.func @main(%x: tensor<complex<f64>>) -> tensor<complex<f64>> {
  %r = "stablehlo.tanh"(%x) : (tensor<complex<f64>>) -> tensor<complex<f64>>
  "func.return"(%r) : (tensor<complex<f64>>) -> ()
}''', [np.asarray(z, np.complex128)])
    assert abs(complex(result) - exact) <= np.spacing(abs(exact))
