"""Logical and bitwise ops: and, or, xor, not (logical for booleans, bitwise for integers), the
shifts, popcnt and count_leading_zeros.

Integers are their two's complement bit patterns of the type's width (`values.bit_pattern`); a
result pattern comes back to the type with `values.from_bit_pattern`. The spec does not say what
a shift by an amount outside [0, width) gives: the reference reads the amount as unsigned (a
negative amount is a huge one) and shifts every bit out, as XLA and upstream's interpreter do.
"""
import numpy as np

from ..values import as_signed, bit_pattern, compute, element_type_of, from_bit_pattern, narrow
from .registry import Unspecified, op


@op("and")
def and_(lhs, rhs):
    """Logical AND for booleans, bitwise AND for integers."""
    return compute(element_type_of(lhs), np.bitwise_and, lhs, rhs)


@op("or")
def or_(lhs, rhs):
    """Logical OR for booleans, bitwise OR for integers."""
    return compute(element_type_of(lhs), np.bitwise_or, lhs, rhs)


@op("xor")
def xor(lhs, rhs):
    """Logical XOR for booleans, bitwise XOR for integers."""
    return compute(element_type_of(lhs), np.bitwise_xor, lhs, rhs)


@op("not")
def not_(operand):
    """Logical NOT for booleans, bitwise NOT for integers."""
    return compute(element_type_of(operand), np.invert, operand)


def _amount_out_of_range(name: str, reference: str) -> Unspecified:
    return Unspecified(
        f"{name}/shift-amount-out-of-range", "undefined",
        "the spec does not define a shift by a negative amount or by the bit width or more",
        reference, lambda lhs, rhs: bit_pattern(rhs) >= element_type_of(rhs).bits)


def _amount(lhs, rhs) -> np.ndarray:
    """rhs's shift amounts, read as unsigned and capped at lhs's width - 1 (numpy's shifts are
    only defined below 64)."""
    return np.minimum(bit_pattern(rhs), np.uint64(element_type_of(lhs).bits - 1))


@op("shift_left", unspecified=[_amount_out_of_range("shift_left", "0")])
def shift_left(lhs, rhs):
    """`lhs << rhs`: bits shifted past the width are lost, zeros come in."""
    et = element_type_of(lhs)
    in_range = bit_pattern(rhs) < et.bits
    return from_bit_pattern(np.where(in_range, bit_pattern(lhs) << _amount(lhs, rhs), 0), et)


@op("shift_right_logical", unspecified=[_amount_out_of_range("shift_right_logical", "0")])
def shift_right_logical(lhs, rhs):
    """`lhs >> rhs` on lhs's bits, zeros coming in from the top."""
    et = element_type_of(lhs)
    in_range = bit_pattern(rhs) < et.bits
    return from_bit_pattern(np.where(in_range, bit_pattern(lhs) >> _amount(lhs, rhs), 0), et)


@op("shift_right_arithmetic", unspecified=[_amount_out_of_range(
        "shift_right_arithmetic", "every bit a copy of lhs's top (sign) bit: -1 or 0")])
def shift_right_arithmetic(lhs, rhs):
    """`lhs >> rhs` on lhs's bits, copies of the top (sign) bit coming in from the top (for
    unsigned types too: the shift is an operation on bits)."""
    shifted = as_signed(lhs) >> _amount(lhs, rhs).astype(np.int64)
    return from_bit_pattern(shifted.astype(np.uint64), element_type_of(lhs))


def _count_not_representable(name: str, count) -> Unspecified:
    return Unspecified(
        f"{name}/count-not-representable", "undefined",
        "the count is above the element type's maximum (only i2 can hold fewer than its width: "
        "a count of 2 in i2)",
        "the count wrapped around (2 in i2 is -2), as XLA does",
        lambda operand: count(operand) > element_type_of(operand).max_value)


def _popcnt(operand) -> np.ndarray:
    return np.bitwise_count(bit_pattern(operand))


def _count_leading_zeros(operand) -> np.ndarray:
    bits = bit_pattern(operand)
    for shift in (1, 2, 4, 8, 16, 32):  # every bit below the highest set bit becomes set
        bits = bits | (bits >> np.uint64(shift))
    return element_type_of(operand).bits - np.bitwise_count(bits).astype(np.int64)


@op("popcnt", unspecified=[_count_not_representable("popcnt", _popcnt)])
def popcnt(operand):
    """The number of set bits of each element."""
    return narrow(_popcnt(operand), element_type_of(operand))


@op("count_leading_zeros",
    unspecified=[_count_not_representable("count_leading_zeros", _count_leading_zeros)])
def count_leading_zeros(operand):
    """The number of zero bits above the highest set bit of each element (its width for 0)."""
    return narrow(_count_leading_zeros(operand), element_type_of(operand))
