"""Input regions where implementations break (issue 19, item 4): the values, sizes and attribute
classes the generated conformance cases reach on purpose.

A generated case (reports.cases.generated_cases) draws its program with `hard=True`
(fuzz.strategies.ops): every free float, complex and integer input then holds a deterministic
share of `hard_values` of its type (`mix_hard`), the first dimensions drawn are those of
`HARD_RANKS`, `HARD_SIDES` and, for the last dimension of ops that take one shape, the
vector-width boundaries of `MINOR_SIZES`, and generators choose their attribute classes hardest
first (`Program.integers_hard_first`, `Program.permutation`). The values stay subject to the reference's Unspecified masks like any
other (fuzz.strategies redraws masked elements), so a hard value where an op's result is
implementation-defined never reaches a comparison.
"""
from __future__ import annotations

import functools
import math

import ml_dtypes
import numpy as np

from reference.values import float_features
from spec.types import ELEMENT_TYPES

MINOR_SIZES = (9, 17, 8, 16, 7, 15, 33, 31, 65, 63, 129, 127, 1)
"""Sizes of a minor dimension at vector-width boundaries (one below, at and above 8, 16, 32, 64
and 128 lanes), the first ones the cheapest."""
HARD_RANKS = (2, 3, 1, 2, 3, 1, 0)
"""Ranks in the order a hard draw tries them (Hypothesis's simplest draw is the first); a
scalar is one draw in seven."""
HARD_SIDES = (3, 2, 4, 1, 3, 2, 4, 0)
"""Sizes of the other dimensions in the same order: the simplest draw is neither empty nor 1,
and an empty dimension is one draw in eight."""
HARD_SHARE = 3
"""One element in HARD_SHARE of a free input holds a hard value (at least one per input)."""
TIES = (0.5, 1.5, 2.5, -0.5, -1.5, -2.5)
"""Rounding ties of the rounding ops and of float -> integer conversions."""


def hard_values(et: str) -> np.ndarray:
    """Every hard value of element type `et` (the classes of `hard_classes` together)."""
    return np.concatenate(hard_classes(et)).astype(ELEMENT_TYPES[et].dtype)


@functools.cache
def hard_classes(et: str) -> tuple[np.ndarray, ...]:
    """The values of element type `et` where implementations break, by kind of break: for
    floats the extremes and values whose squares or products overflow, the subnormals (the
    largest, a middle one, the smallest) and values whose squares underflow, +-0, +-inf and
    NaN (a NaN with a payload and one with its sign set where the type has them), rounding ties,
    integers just above the type's precision; for integers the limits and their neighbours, the
    top bit alone and alternating bits, +-1 and 0, integers just above 2^24 and 2^53 (what a
    float detour loses), shift amounts at the bit width and factors whose products with each
    other reach the type's limit (`_factors`); both booleans; for complex numbers
    magnitudes whose squared norm overflows, magnitudes whose squared norm underflows, and hard
    real or imaginary parts beside ordinary ones."""
    t = ELEMENT_TYPES[et]
    if t.kind == "bool":
        return (np.array([False, True]),)
    classes = {"signed": _integers, "unsigned": _integers, "complex": _complex}.get(
        t.kind, _floats)(t)
    for c in classes:
        c.flags.writeable = False  # cached: shared by every caller
    return tuple(classes)


def _integers(t) -> list[np.ndarray]:
    info = ml_dtypes.iinfo(t.dtype)
    lo, hi, bits = int(info.min), int(info.max), t.bits
    top = 1 << (bits - 1)
    classes = [{lo, hi, lo + 1, hi - 1}, {top, top - 1, -top, hi // 3, lo // 3},
               {0, 1, -1, -2}, {(1 << 24) + 1, -(1 << 24) - 1, (1 << 53) + 1, -(1 << 53) - 1},
               {bits, bits - 1}, _factors(lo, hi)]
    out = [np.array(sorted(v for v in c if lo <= v <= hi), object).astype(t.dtype)
           for c in classes]
    return [c for c in out if c.size]


def _factors(lo: int, hi: int) -> set[int]:
    """The square root of the type's largest value, and its negation where the type has it: the
    product of two of them (a value and itself or its negation, as `mix_hard` pairs them) is
    just inside the range and needs about every bit of it, more than a float detour of the
    same width keeps (3037000499^2 in i64 is odd and needs 63 bits; 46340^2 in i32 needs 27).
    One more would overflow, which the spec leaves to implementations (the generators redraw
    such elements)."""
    root = math.isqrt(hi)
    return {v for v in (root, -root) if lo <= v <= hi}


def wide_product(rng, et: str) -> tuple[int, int] | None:
    """Two integers of `et` whose exact product is odd, inside the type's range and within a
    factor of about two of its largest value, so it needs about every bit of the type: one
    above 2^53 is no float64 and one above 2^24 no float32 (what a float detour loses), and a
    multiplier narrower than the type drops its high bits. One factor is odd and drawn between 3
    and the square root of the largest value, the other the largest odd integer that keeps the
    product in range; signs at random where the type has them. None for the integer types too
    narrow for such a pair (i2, i4, ui2) and for the other kinds."""
    t = ELEMENT_TYPES[et]
    if t.kind not in ("signed", "unsigned"):
        return None
    hi = int(ml_dtypes.iinfo(t.dtype).max)
    root = math.isqrt(hi)
    if root < 3:
        return None
    a = int(rng.integers(1, (root - 1) // 2 + 1)) * 2 + 1  # odd, in [3, root]
    b = hi // a
    b -= 1 - b % 2  # the largest odd integer with a * b <= hi
    if t.kind == "signed":
        a, b = (-a if rng.integers(2) else a), (-b if rng.integers(2) else b)
    return a, b


def _floats(t) -> list[np.ndarray]:
    f, info = float_features(t.dtype), ml_dtypes.finfo(t.dtype)
    big, tiny, sub = float(info.max), float(info.tiny), float(info.smallest_subnormal)
    digits = int(info.nmant) + 1
    signed = (lambda v: v + [-x for x in v]) if f.has_sign else (lambda v: v)
    classes = [signed([big, big / 2, math.sqrt(big) * 1.5]),
               signed([sub, tiny - sub, tiny / 3, tiny, math.sqrt(tiny) * 0.75]),
               [0.0] * f.has_zero + [-0.0] * f.has_negative_zero,
               [np.nan] * f.has_nan + [np.inf, -np.inf] * f.has_inf,
               [v for v in TIES if v > 0 or f.has_sign],
               signed([2.0 ** digits, 2.0 ** digits + 2, 1.0 + float(info.eps)])]
    out = []
    for c in classes:
        with np.errstate(all="ignore"):
            x = np.array(c, np.float64).astype(t.dtype)
        keep = ~np.isinf(x.astype(np.float64)) | np.isinf(np.array(c, np.float64))
        out.append(x[keep & (~np.isnan(x.astype(np.float64)) | np.isnan(c))])
    out[3] = np.concatenate([out[3], _nan_payloads(t, f)])
    return [c for c in out if c.size]


def _nan_payloads(t, f) -> np.ndarray:
    """A quiet NaN with a payload and a NaN with its sign bit set, where the type has NaNs with
    payloads (the IEEE-like types of 16 bits and more)."""
    if not f.has_nan or t.bits < 16 or not f.has_inf:
        return np.array([], t.dtype)
    uint = np.dtype(f"u{t.bits // 8}")
    nan = np.array([np.nan], t.dtype).view(uint)[0]
    sign = uint.type(1 << (t.bits - 1))
    return np.array([nan | uint.type(5), nan | sign], uint).view(t.dtype)


def _complex(t) -> list[np.ndarray]:
    part = t.component
    info = ml_dtypes.finfo(part.dtype)
    big, small = math.sqrt(float(info.max)), math.sqrt(float(info.tiny))
    hard = np.concatenate(_floats(part)).astype(np.float64)
    classes = [[(big * 0.6, big * 0.8), (-big * 0.8, big * 0.6), (big * 3, -1.0),
                (1.0, -big * 2)],
               [(small * 6e-4, small * 8e-4), (small * 8e-4, -small * 6e-4),
                (small * 0.6, small * 0.8)],
               [(h, 1.0) for h in hard], [(-0.75, h) for h in hard]]
    out = []
    for pairs in classes:
        z = np.empty(len(pairs), t.dtype)
        with np.errstate(all="ignore"):
            z.real = np.array([a for a, _ in pairs]).astype(part.dtype)
            z.imag = np.array([b for _, b in pairs]).astype(part.dtype)
        out.append(z)
    return out


def mix_hard(rng, x: np.ndarray, et: str, partner: tuple | None = None) -> tuple:
    """`x` with some elements replaced by hard values of `et`, and (positions, values) to pass
    as `partner` to the next input of the same type and shape. The positions: one element in
    HARD_SHARE, at least two per class of `hard_classes` where the input has room, at random;
    the values: the classes taken in turn (in a random order), a random value of each, so that
    an input of a few elements already meets every class. With a `partner` (an earlier input's
    positions and values) the same positions hold, by rounds of one position per class: in the
    first an ordinary value (each hard value of the partner meets an ordinary operand: a
    subnormal times an ordinary number, an integer limit times a large one; but an integer
    factor of `_factors` meets itself, its region being the pair), in the second the
    partner's value or its negation (the equal and opposite operands where binary operations
    break: +0 and -0, a NaN and itself, x and -x), then at random one of those, a hard value of
    their own or an ordinary value."""
    classes = hard_classes(et)
    if x.size == 0:
        return x, None
    out = x.copy().reshape(-1)
    if partner is not None:
        where, theirs = partner
    else:
        count = max(min(x.size, 2 * len(classes)), x.size // HARD_SHARE)
        where = rng.permutation(x.size)[:count]
    turn = rng.permutation(len(classes))
    values = _of_type([classes[turn[k % len(classes)]][rng.integers(
        classes[turn[k % len(classes)]].size)] for k in range(len(where))], x.dtype)
    if partner is not None:
        with np.errstate(all="ignore"):
            negated = -theirs if ELEMENT_TYPES[et].kind in ("float", "complex", "signed") \
                else theirs
        rounds = np.arange(len(where)) // len(classes)
        pick = np.where(rounds == 0, 3, np.where(rounds == 1, rng.integers(0, 2, len(where)),
                                                 rng.integers(0, 4, len(where))))
        if ELEMENT_TYPES[et].kind in ("signed", "unsigned"):  # a factor's region is a pair
            pick = np.where((rounds == 0) & np.isin(theirs, classes[-1]), 0, pick)
        values = np.where(pick == 0, theirs, np.where(pick == 1, negated, values))
        values = np.where(pick == 3, out[where], values)  # an ordinary value beside a hard one
    out[where] = values
    return out.reshape(x.shape), (where, values)


def _of_type(values: list, dtype: np.dtype) -> np.ndarray:
    return np.array(values, dtype=object).astype(dtype) if dtype.kind in "iub" \
        else np.array(values).astype(dtype)
