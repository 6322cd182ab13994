"""The reference's logical and bitwise ops (and, or, xor, not, the shifts, popcnt,
count_leading_zeros) against Python's integers, which have no width: results are reduced to the
element type's width by hand (`_wrap`). Types of 8 bits or fewer are tested exhaustively."""
import itertools

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import reference
from reference.ops import unspecified

INTEGER_TYPES = {"i2": ml_dtypes.int2, "i4": ml_dtypes.int4, "i8": np.int8, "i16": np.int16,
                 "i32": np.int32, "i64": np.int64, "ui2": ml_dtypes.uint2, "ui4": ml_dtypes.uint4,
                 "ui8": np.uint8, "ui16": np.uint16, "ui32": np.uint32, "ui64": np.uint64}


def _width(name):
    return int(name.lstrip("ui"))


def _signed(name):
    return name.startswith("i")


def _wrap(value, name):
    """A Python int reduced to the type's width (two's complement for signed types)."""
    w = _width(name)
    value &= (1 << w) - 1
    return value - (1 << w) if _signed(name) and value >> (w - 1) else value


def _range(name):
    w = _width(name)
    return (-(1 << (w - 1)), (1 << (w - 1)) - 1) if _signed(name) else (0, (1 << w) - 1)


def _corners(name):
    """min, min + 1, -1, 0, 1, max - 1, max (those in the type's range)."""
    lo, hi = _range(name)
    return sorted({v for v in (lo, lo + 1, -1, 0, 1, hi - 1, hi) if lo <= v <= hi})


def _values(name):
    """Every value of a narrow type; corner values and a spread of others for wide ones."""
    w = _width(name)
    lo, hi = _range(name)
    if w <= 8:
        return list(range(lo, hi + 1))
    rng = np.random.default_rng(w)
    spread = rng.integers(lo, hi, size=40, endpoint=True,
                          dtype=np.int64 if _signed(name) else np.uint64)
    return sorted(set(_corners(name)) | {1 << (w - 2), (1 << (w - 2)) - 1}
                  | {int(v) for v in spread})


def _array(vals, name):
    return np.array([int(v) for v in vals], dtype=object).astype(np.int64 if _signed(name)
                                                                  else np.uint64) \
        .astype(INTEGER_TYPES[name])


def run(op, *operands):
    """Evaluates `stablehlo.<op>` on the operands (all of one type) through the interpreter."""
    t = "tensor<{}x{}>".format(operands[0].size, reference.values.element_type_of(operands[0]))
    names = [f"%a{i}" for i in range(len(operands))]
    text = (f"func.func @main({', '.join(f'{n}: {t}' for n in names)}) -> {t} {{\n"
            f'  %r = "stablehlo.{op}"({", ".join(names)}) : ({", ".join([t] * len(names))}) -> {t}\n'
            f"  return %r : {t}\n}}")
    return reference.evaluate(text, list(operands))[0]


def pairs(name):
    a, b = zip(*itertools.product(_values(name), repeat=2))
    return list(a), list(b)


def check(op, name, expected_fn, *columns):
    arrays = [_array(c, name) for c in columns]
    got = run(op, *arrays)
    assert got.dtype == INTEGER_TYPES[name]
    expected = [_wrap(expected_fn(*vs), name) for vs in zip(*columns)]
    assert [int(v) for v in got] == expected


# ---------------------------------------------------------------------------------------------
# and, or, xor, not

BOOL_TABLES = {"and": [False, False, False, True], "or": [False, True, True, True],
               "xor": [False, True, True, False]}


@pytest.mark.parametrize("op", sorted(BOOL_TABLES))
def test_logical_binary_ops_on_booleans(op):
    lhs = np.array([False, False, True, True])
    rhs = np.array([False, True, False, True])
    got = run(op, lhs, rhs)
    assert got.dtype == np.bool_ and got.tolist() == BOOL_TABLES[op]


def test_not_on_booleans():
    assert run("not", np.array([True, False])).tolist() == [False, True]


@pytest.mark.parametrize("name", INTEGER_TYPES)
@pytest.mark.parametrize("op, fn", [("and", lambda a, b: a & b), ("or", lambda a, b: a | b),
                                    ("xor", lambda a, b: a ^ b)])
def test_bitwise_binary_ops(op, fn, name):
    check(op, name, fn, *pairs(name))


@pytest.mark.parametrize("name", INTEGER_TYPES)
def test_bitwise_not(name):
    check("not", name, lambda a: -a - 1, _values(name))


def test_spec_examples_of_not_and_xor():
    assert run("not", np.array([1, 2, 3, 4], np.int32)).tolist() == [-2, -3, -4, -5]
    assert run("xor", np.array([1, 2, 3, 4], np.int32),
               np.array([5, 6, 7, 8], np.int32)).tolist() == [4, 4, 4, 12]


# ---------------------------------------------------------------------------------------------
# Shifts

def _amounts(name):
    """Every shift amount inside [0, width)."""
    return range(_width(name))


def _shift_cases(name):
    a, s = zip(*itertools.product(_values(name), _amounts(name)))
    return list(a), list(s)


def _unsigned_bits(a, name):
    return a & ((1 << _width(name)) - 1)


def _as_signed(a, name):
    w = _width(name)
    a = _unsigned_bits(a, name)
    return a - (1 << w) if a >> (w - 1) else a


SHIFTS = {
    "shift_left": lambda a, s, name: a << s,
    "shift_right_logical": lambda a, s, name: _unsigned_bits(a, name) >> s,
    # Python's >> on negative ints is the arithmetic (flooring) shift.
    "shift_right_arithmetic": lambda a, s, name: _as_signed(a, name) >> s,
}


@pytest.mark.parametrize("name", INTEGER_TYPES)
@pytest.mark.parametrize("op", SHIFTS)
def test_shifts_within_the_width(op, name):
    check(op, name, lambda a, s: SHIFTS[op](a, s, name), *_shift_cases(name))


def test_shift_examples_by_hand():
    i8 = lambda *v: np.array(v, np.int8)
    ui8 = lambda *v: np.array(v, np.uint8)
    assert run("shift_left", i8(-1, 0, 1, 64), i8(1, 2, 3, 1)).tolist() == [-2, 0, 8, -128]
    assert run("shift_right_arithmetic", i8(-1, 0, 8, -128), i8(1, 2, 3, 7)).tolist() == \
        [-1, 0, 1, -1]
    assert run("shift_right_logical", i8(-1, 0, 8, -128), i8(1, 2, 3, 7)).tolist() == \
        [127, 0, 1, 1]
    # Arithmetic shifts copy the top bit for unsigned types too.
    assert run("shift_right_arithmetic", ui8(0x80, 0x7F), ui8(3, 3)).tolist() == [0xF0, 0x0F]
    i64 = np.array([-(1 << 63), (1 << 63) - 1], np.int64)
    assert run("shift_right_logical", i64, np.array([63, 62], np.int64)).tolist() == [1, 1]
    assert run("shift_left", i64, np.array([0, 63], np.int64)).tolist() == [-(1 << 63), -(1 << 63)]


OUT_OF_RANGE = {"shift_left": lambda a, name: 0, "shift_right_logical": lambda a, name: 0,
                "shift_right_arithmetic": lambda a, name: -1 if _as_signed(a, name) < 0 else 0}


@pytest.mark.parametrize("name", ["i4", "i64", "ui2", "ui64"])
@pytest.mark.parametrize("op", SHIFTS)
def test_shift_amounts_outside_the_width_are_declared_and_shift_every_bit_out(op, name):
    w = _width(name)
    lo, hi = _range(name)
    amounts = sorted({w, w + 1, hi} | ({-1, lo} if _signed(name) else set()))
    a, s = map(list, zip(*itertools.product(_corners(name), amounts)))
    lhs, rhs = _array(a, name), _array(s, name)
    [entry] = unspecified(op)
    assert entry.id == f"{op}/shift-amount-out-of-range"
    assert entry.mask(lhs, rhs).all()
    got = run(op, lhs, rhs)
    assert [int(v) for v in got] == [_wrap(OUT_OF_RANGE[op](v, name), name) for v in a]


@pytest.mark.parametrize("op", SHIFTS)
def test_amounts_within_the_width_are_not_declared(op):
    lhs, rhs = _shift_cases("i8")
    assert not unspecified(op)[0].mask(_array(lhs, "i8"), _array(rhs, "i8")).any()


@settings(max_examples=60, deadline=None)
@given(name=st.sampled_from(["i64", "ui64", "i32", "ui32"]), data=st.data())
def test_shifts_of_wide_values(name, data):
    w = _width(name)
    lo, hi = _range(name)
    a = data.draw(st.lists(st.integers(lo, hi), min_size=1, max_size=8))
    s = data.draw(st.lists(st.integers(0, w - 1), min_size=len(a), max_size=len(a)))
    for op, fn in SHIFTS.items():
        check(op, name, lambda x, y: fn(x, y, name), a, s)


# ---------------------------------------------------------------------------------------------
# popcnt, count_leading_zeros

def _popcnt(a, name):
    return bin(_unsigned_bits(a, name)).count("1")


def _clz(a, name):
    return _width(name) - _unsigned_bits(a, name).bit_length()


@pytest.mark.parametrize("name", INTEGER_TYPES)
@pytest.mark.parametrize("op, fn", [("popcnt", _popcnt), ("count_leading_zeros", _clz)])
def test_counts(op, fn, name):
    check(op, name, lambda a: fn(a, name), _values(name))


def test_count_examples_by_hand():
    assert run("popcnt", np.array([0, 1, 2, 127, -1], np.int64)).tolist() == [0, 1, 1, 7, 64]
    assert run("count_leading_zeros", np.array([0, 1, 128, -1, 1 << 62], np.int64)).tolist() \
        == [64, 63, 56, 0, 1]
    assert run("count_leading_zeros", np.array([0, 1, 0xFFFF], np.uint16)).tolist() == [16, 15, 0]
    assert run("popcnt", np.array([0xF, 0x5], ml_dtypes.uint4)).tolist() == [4, 2]


@pytest.mark.parametrize("op, operand", [("popcnt", -1), ("count_leading_zeros", 0)])
def test_a_count_of_2_in_i2_is_declared_and_wraps(op, operand):
    """The one count a type cannot hold: i2's range is [-2, 1]."""
    lhs = np.array([operand, 1], ml_dtypes.int2)
    [entry] = unspecified(op)
    assert entry.mask(lhs).tolist() == [True, False]
    assert run(op, lhs).tolist()[0] == -2
    four = np.array([-1 if op == "popcnt" else 0], ml_dtypes.int4)
    assert not entry.mask(four).any() and run(op, four).tolist() == [4]
