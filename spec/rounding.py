"""Correct rounding of float64 values to every float element type.

numpy / ml_dtypes convert float64 to the narrow types (bf16, the f8/f6/f4 variants) through
float32, which rounds twice and can miss the nearest value (float64 1 + 2^-8 + 2^-30 becomes
bf16 1.0 instead of 1 + 2^-7). Rounding to odd in float32 first and then to nearest rounds
once, because float32 keeps at least two more bits than any narrower float type. The parser
(decimal literals) and the reference interpreter (arithmetic results) both round through here.
"""
from __future__ import annotations

import ml_dtypes
import numpy as np

F32 = np.dtype(np.float32)
F64 = np.dtype(np.float64)


def round_float(x: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """float64 (or float32) values rounded once to the float type `dtype`, to nearest, ties to
    even. Converting float64 straight to a narrow ml_dtypes type can round twice (through
    float32); rounding to odd in float32 first, then to nearest, rounds once, because float32
    keeps at least two more bits than any narrower float type."""
    x = np.asarray(x)
    dtype = np.dtype(dtype)
    with np.errstate(over="ignore", invalid="ignore", under="ignore"):
        if dtype == F64 or dtype == F32 or x.dtype == dtype:
            return x.astype(dtype)
        if dtype == E8M0:
            return _round_to_e8m0(x)
        if x.dtype == F64:
            x = _to_float32_round_to_odd(x)
        return x.astype(dtype)


E8M0 = np.dtype(ml_dtypes.float8_e8m0fnu)


def _round_to_e8m0(x: np.ndarray) -> np.ndarray:
    """f8E8M0FNU holds the powers of two 2^-127..2^127 and NaN (0xFF); ml_dtypes rounds values
    between 2^-127 and 2^-126 up and zero to NaN, so the rounding is done here, from the
    exponent. A significand of 1.5 or more rounds up (the tie goes to significand 2, the even
    one, as in ml_dtypes and LLVM's APFloat); zero and values below 2^-127 round to 2^-127, the
    nearest value (there is no zero; upstream's interpreter does the same); negative values, NaN
    and values that round above 2^127 are NaN."""
    x = np.asarray(x).astype(F64)
    significand, exponent = np.frexp(x)  # x = significand * 2^exponent, 0.5 <= significand < 1
    k = np.where(x == 0, -127, np.maximum(exponent - 1 + (significand >= 0.75), -127))
    representable = (x >= 0) & np.isfinite(x) & (k <= 127)  # -0.0 >= 0
    return np.where(representable, k + 127, 0xFF).astype(np.uint8).view(E8M0)


def _to_float32_round_to_odd(x: np.ndarray) -> np.ndarray:
    if x.ndim == 0:  # ufuncs return scalars for 0-d arrays; work on one element
        return _to_float32_round_to_odd(x.reshape(1)).reshape(())
    r = x.astype(np.float32)
    # Comparisons of r with x happen in float64 inside the ufuncs (no full-size float64 copy
    # of r: allocating one costs more than the arithmetic).
    inexact = np.not_equal(r, x)  # also for NaN, whose bits stay a NaN's
    # Truncate toward zero (bit patterns are sign-magnitude: one less is one step toward zero),
    # then make the last bit odd.
    toward_zero = np.greater(r, x)
    np.not_equal(toward_zero, np.less(x, 0), out=toward_zero)
    toward_zero &= inexact
    bits = r.view(np.uint32)
    bits -= toward_zero
    bits |= inexact
    return r
