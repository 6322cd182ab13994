"""An independent model of each float format, for the reference's element-type tests.

Every float type is described from its name alone (OCP / LLVM naming: EaMb, `FN` finite with a
NaN encoding, `UZ` no negative zero and NaN at 0x80, `U` unsigned, `B11` bias 11). `decode`
turns a bit pattern into its exact value with Python integers, and `correctly_rounded` rounds
an exact value (a `Fraction`) to nearest, ties to even, on that type's grid.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

import numpy as np

NAN = float("nan")
INF = float("inf")


@dataclass(frozen=True)
class Format:
    name: str
    bits: int
    nexp: int
    nmant: int
    bias: int
    nan: str  # "ieee" (all-ones exponent, nonzero mantissa), "all-ones", "0x80", "none"
    has_inf: bool
    has_negative_zero: bool
    unsigned: bool

    @property
    def emin(self) -> int:
        """The exponent of the smallest normal value (f8E8M0FNU: of its smallest value)."""
        return -self.bias if self.nmant == 0 else 1 - self.bias

    @property
    def max(self) -> float:
        return max(v for v in map(self.decode, range(1 << self.bits)) if math.isfinite(v))

    def decode(self, bits: int) -> float:
        """The value of a bit pattern (exact: every value of these formats is a float64)."""
        if self.unsigned:  # f8E8M0FNU: an exponent only
            return NAN if bits == 0xFF else math.ldexp(1.0, bits - self.bias)
        sign = -1.0 if bits >> (self.bits - 1) else 1.0
        e = (bits >> self.nmant) & ((1 << self.nexp) - 1)
        m = bits & ((1 << self.nmant) - 1)
        top_e, top_m = (1 << self.nexp) - 1, (1 << self.nmant) - 1
        if self.nan == "ieee" and e == top_e:
            return sign * INF if m == 0 else NAN
        if self.nan == "all-ones" and e == top_e and m == top_m:
            return NAN
        if self.nan == "0x80" and bits == 1 << (self.bits - 1):
            return NAN
        if e == 0:
            return sign * math.ldexp(m, 1 - self.bias - self.nmant)
        return sign * math.ldexp((1 << self.nmant) + m, e - self.bias - self.nmant)



@lru_cache(maxsize=None)
def fmt(name: str) -> Format:
    sizes = {"bf16": (16, 8, 7, ""), "f16": (16, 5, 10, ""), "f32": (32, 8, 23, "")}
    if name in sizes:
        bits, nexp, nmant, suffix = sizes[name]
    else:
        m = re.fullmatch(r"f(\d)E(\d)M(\d)(B11)?(FNUZ|FNU|FN)?", name)
        bits, nexp, nmant = int(m[1]), int(m[2]), int(m[3])
        suffix = (m[4] or "") + (m[5] or "")
    bias = 11 if suffix.startswith("B11") else (1 << (nexp - 1)) - (0 if suffix.endswith("FNUZ") else 1)
    nan = {"": "ieee", "FN": "all-ones" if bits == 8 else "none", "FNU": "all-ones"}.get(suffix, "0x80")
    return Format(name, bits, nexp, nmant, bias, nan, has_inf=suffix == "",
                  has_negative_zero=not suffix.endswith("UZ") and suffix != "FNU",
                  unsigned=suffix == "FNU")



@lru_cache(maxsize=None)
def decode_table(name: str) -> np.ndarray:
    f = fmt(name)
    return np.array([f.decode(b) for b in range(1 << f.bits)], dtype=np.float64)



def decode(name: str, array: np.ndarray) -> np.ndarray:
    """The exact values (float64) of an array of type `name`, read from its bits by the model."""
    f = fmt(name)
    if f.bits == 32:
        return array.astype(np.float64)  # numpy's float32 is IEEE binary32
    storage = np.dtype(f"u{array.dtype.itemsize}")
    return decode_table(name)[array.view(storage).astype(np.int64) & ((1 << f.bits) - 1)]



def _overflow(f: Format, negative: bool, x_max: Fraction) -> float:
    if f.has_inf:
        return -INF if negative else INF
    if f.nan != "none":
        return NAN
    return float(-x_max if negative else x_max)  # OCP MX types saturate



def correctly_rounded(x, name: str) -> float:
    """`x` (a float, or an exact Fraction) rounded to nearest, ties to even, to type `name`."""
    f = fmt(name)
    if isinstance(x, float) and math.isnan(x):
        return NAN
    if f.unsigned and x == 0:
        return math.ldexp(1.0, f.emin)
    negative = (math.copysign(1.0, x) < 0) if isinstance(x, float) else x < 0
    if f.unsigned and negative:
        return NAN
    x_max = largest(name)
    if isinstance(x, float) and math.isinf(x):
        return _overflow(f, negative, x_max)
    a = abs(Fraction(x))
    if a == 0:
        return -0.0 if negative and f.has_negative_zero else 0.0
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    quantum = Fraction(2) ** (max(e, f.emin) - f.nmant)
    r = round(a / quantum) * quantum  # round() on a Fraction: to nearest, ties to even
    if r > x_max:
        return _overflow(f, negative, x_max)
    if r == 0:
        if f.unsigned:
            return math.ldexp(1.0, f.emin)
        return -0.0 if negative and f.has_negative_zero else 0.0
    return float(-r if negative else r)



@lru_cache(maxsize=None)
def largest(name: str) -> Fraction:
    """The largest finite value of type `name`."""
    return Fraction(float(np.finfo(np.float32).max)) if name == "f32" else fmt(name).max



def same(expected: np.ndarray, actual: np.ndarray) -> np.ndarray:
    """Elementwise: equal values with equal signs, or both NaN."""
    return ((expected == actual) & (np.signbit(expected) == np.signbit(actual))) \
        | (np.isnan(expected) & np.isnan(actual))
