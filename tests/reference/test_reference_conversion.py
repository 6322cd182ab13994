"""The reference's conversion ops (convert, bitcast_convert, reduce_precision, complex, real,
imag) against values written by hand from the spec and IEEE 754, Python integers and exact
fractions rounded by the float-format model of test_reference_values. The results the spec
leaves open are tested as the reference documents them, and their `Unspecified` masks
separately."""
from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np
import pytest

import reference
import spec
from reference import values
from reference.errors import EvaluationError
from reference.ops import IMPLEMENTATIONS, unspecified
from reference.values import QuantizedTensor
from spec.types import ELEMENT_TYPES, QuantizedElementType, TensorType
from tests.helpers.floats import correctly_rounded, decode, fmt, same

NAN, INF = float("nan"), float("inf")
T = ELEMENT_TYPES
FLOATS = [n for n, t in T.items() if t.kind == "float"]
NARROW = [n for n in FLOATS if n not in ("f32", "f64")]


def run(name, *operands, result=None, **attributes):
    """Op `name` on the operands; `result` names the result's element type."""
    if result is not None:
        attributes["result_type"] = TensorType(np.shape(operands[0]), T[result])
    impl = IMPLEMENTATIONS[f"stablehlo.{name}"]
    return impl.fn(*operands, **{k: v for k, v in attributes.items() if k in impl.keywords})


def masks(name, *operands, **attributes) -> dict[str, np.ndarray]:
    """Each declared Unspecified entry of op `name`: its mask over the operands."""
    return {u.id: np.broadcast_to(u.mask(*operands, **attributes), np.shape(operands[0]))
            for u in unspecified(name)}


def convert(x, result):
    return run("convert", x, result=result)


def convert_masks(x, result):
    return masks("convert", x, result_type=TensorType(np.shape(x), T[result]))


def exact_value(v, name) -> bool:
    """Whether the number v (a Fraction) is a value of type `name` (independent of the code)."""
    t = T[name]
    if t.kind == "bool":
        return v in (0, 1)
    if t.kind in ("signed", "unsigned"):
        return v.denominator == 1 and t.min_value <= v <= t.max_value
    if t.kind == "complex":
        return exact_value(v, t.component.name)
    if name == "f64":
        return Fraction(float(v)) == v
    if name == "f32":
        return Fraction(float(np.float32(float(v)))) == v
    return correctly_rounded(v, name) == v and not (v == 0 and fmt(name).unsigned)


def array_of(numbers, name) -> np.ndarray:
    """Exact numbers as an array of type `name` (every one is a value of it)."""
    t = T[name]
    if t.kind in ("signed", "unsigned"):
        return np.array([int(v) for v in numbers], dtype=object).astype(np.int64 if t.kind == "signed" else np.uint64).astype(t.dtype)
    return np.array([float(v) for v in numbers], dtype=np.float64).astype(t.dtype)


# ---------------------------------------------------------------------------------------------
# convert: every pair of element types on values both represent

CANDIDATES = [Fraction(v) for v in (0, 1, -1, 2, -2, 3, 4, 6, -6, 7, 0.5, -0.5, 1.5, 0.25, 0.125,
                                    10, 100, -100, 127, -128, 255, 240, 448, 65504, 2 ** 20,
                                    -2 ** 31, 2 ** 40 + 1, 2 ** 63 - 1024, 2 ** 64 - 2048)]


@pytest.mark.parametrize("source", list(T))
def test_convert_every_pair_keeps_values_both_types_represent(source):
    for destination in T:
        numbers = [v for v in CANDIDATES if exact_value(v, source) and exact_value(v, destination)]
        if T[source].kind == "complex":
            x = array_of(numbers, T[source].component.name)
            x = x + 1j * x[::-1]
            want_real, want_imag = np.array([float(v) for v in numbers]), np.array([float(v) for v in numbers[::-1]])
        else:
            x = array_of(numbers, source)
            want_real, want_imag = np.array([float(v) for v in numbers]), np.zeros(len(numbers))
        got = convert(x, destination)
        assert got.dtype == T[destination].dtype and got.shape == x.shape, (source, destination)
        if T[destination].kind == "complex":
            assert (got.real == want_real).all() and (got.imag == want_imag).all(), (source, destination)
        elif T[destination].kind == "bool":
            assert (got == (want_real != 0)).all(), (source, destination)
        else:
            assert [Fraction(int(g)) if T[destination].kind != "float" else Fraction(float(g)) for g in got] \
                == [Fraction(v) for v in want_real], (source, destination, x, got)
        for id, mask in convert_masks(x, destination).items():
            assert not mask.any(), (source, destination, id)


def test_convert_spec_example():
    got = convert(np.array([-1, 0, 1], np.int64), "complex<f64>")
    assert got.tolist() == [-1 + 0j, 0j, 1 + 0j]


@pytest.mark.parametrize("source", [n for n, t in T.items() if t.kind != "bool"])
def test_convert_to_bool_is_nonzero(source):
    """Zero is false, everything else (negative values, NaN, infinities) is true; a complex
    value converts through its real part."""
    t = T[source]
    if t.kind == "complex":
        x = np.array([0, 1j, -0.0 + 1j, 2 + 0j, -1 + 0j, complex(NAN, 0)], t.dtype)
        want = [False, False, False, True, True, True]
    elif t.kind == "float":
        numbers = np.array([0.0, -0.0, 1.0, -1.0, 0.5, NAN, INF, -INF])
        x = numbers.astype(t.dtype)
        x = x[same(numbers, x.astype(np.float64))]  # the values the type has
        want = [bool(v != 0) for v in x.astype(np.float64)]
    else:
        x = array_of([t.min_value, 0, 1, t.max_value], source)
        want = [v != 0 for v in (t.min_value, 0, 1, t.max_value)]
    assert convert(x, "i1").tolist() == want


@pytest.mark.parametrize("destination", [n for n in T if n not in ("i1", "f8E8M0FNU")])
def test_convert_from_bool_is_zero_or_one(destination):
    """(f8E8M0FNU has no zero: false to it is declared out of range.)"""
    got = convert(np.array([False, True]), destination)
    assert [complex(v) for v in got] == [0, 1]


@pytest.mark.parametrize("source, destination", [("f64", d) for d in NARROW + ["f32"]] + [("f32", d) for d in NARROW])
def test_convert_float_rounds_ties_to_even(source, destination):
    """Every midpoint between neighbouring values of the destination, and a hair on either
    side, against exact rounding of Fractions (f8E8M0FNU: a tie goes up, its significand's
    even neighbour)."""
    grid = np.unique(np.abs(decode(destination, np.arange(1 << min(T[destination].bits, 16), dtype=np.uint64)
                                   .astype(np.dtype(f"u{T[destination].dtype.itemsize}")).view(T[destination].dtype))))
    grid = grid[np.isfinite(grid)]
    if destination == "f32":
        grid = np.float32([1.0, 1.5, 3.0e38, 2.0 ** -149, 2.0 ** -126, 1234.5]).astype(np.float64)
        grid = np.concatenate([grid, np.nextafter(grid.astype(np.float32), np.float32(INF)).astype(np.float64)])
    mids = (grid[:-1] + grid[1:]) / 2
    if mids.size > 500:  # 16-bit types: the subnormals, the top of the range and a sample
        mids = np.concatenate([mids[:100], mids[-100:], mids[100:-100:101]])
    xs = np.concatenate([mids, np.nextafter(mids, 0), np.nextafter(mids, INF)])
    xs = np.concatenate([xs, -xs]).astype(T[source].dtype)
    if fmt(destination).unsigned:
        xs = xs[xs.astype(np.float64) > 0]
    got = convert(xs, destination)
    want = np.array([correctly_rounded(Fraction(float(x)), destination) for x in xs])
    bad = ~same(want, decode(destination, got) if destination != "f32" else got.astype(np.float64))
    assert not bad.any(), (xs[bad][:4], got[bad][:4], want[bad][:4])
    m = convert_masks(xs, destination)
    inexact = np.array([Fraction(float(x)) != Fraction(w) for x, w in zip(xs, want)])
    assert (m["convert/float-inexact"] | m["convert/float-out-of-range"] == inexact).all()


BIG = [2 ** 63 - 1, -2 ** 63, 2 ** 62 + 2 ** 38, 2 ** 62 + 2 ** 38 + 1, 2 ** 62 + 2 ** 38 - 1,
       2 ** 60 + 2 ** 36 + 1, 2 ** 53 + 1, 2 ** 53 + 3, -(2 ** 54 + 2), 2 ** 54 + 2, 2 ** 24 + 1,
       123456789012345678, -987654321098765432, 3, 2 ** 11 + 1, 2 ** 8 + 8]


@pytest.mark.parametrize("destination", FLOATS)
@pytest.mark.parametrize("source", ["i64", "ui64"])
def test_convert_big_integers_round_once(source, destination):
    """Integers above 2^53 round once to the destination (no double rounding through f64):
    ties, one above and one below a tie, and random values."""
    rng = np.random.default_rng(7)
    numbers = BIG + [int(v) for v in rng.integers(-2 ** 63, 2 ** 63 - 1, 200, dtype=np.int64)]
    numbers += [t + d for p in (8, 11, 24, 53) for t in (2 ** 62 + 2 ** (62 - p),) for d in (-1, 0, 1)]
    if source == "ui64":
        numbers = [v % 2 ** 64 for v in numbers] + [2 ** 64 - 1, 2 ** 63 + 2 ** 39 + 1]
    if destination != "f64" and fmt(destination).unsigned:
        numbers = [v for v in numbers if v > 0]
    x = array_of(numbers, source)
    got = convert(x, destination)
    if destination == "f64":
        want = np.array([float(Fraction(v)) for v in numbers])  # Python rounds int -> float once
    else:
        want = np.array([correctly_rounded(Fraction(v), destination) for v in numbers])
    actual = got.astype(np.float64) if destination in ("f32", "f64") else decode(destination, got)
    bad = ~same(want, actual)
    assert not bad.any(), (x[bad][:4], actual[bad][:4], want[bad][:4])


@pytest.mark.parametrize("destination", [n for n, t in T.items() if t.kind in ("signed", "unsigned")])
def test_convert_float_truncates_toward_zero_and_saturates(destination):
    t = T[destination]
    numbers = [0.0, -0.0, 0.9, -0.9, 1.5, -1.5, 2.5, -2.7, float(t.max_value), float(t.min_value),
               1e30, -1e30, INF, -INF, NAN, 2.0 ** 63, 2.0 ** 64, -2.0 ** 63]
    got = convert(np.array(numbers), destination)

    def reference(v):
        if math.isnan(v):
            return 0
        if math.isinf(v):
            return t.max_value if v > 0 else t.min_value
        return min(max(math.trunc(v), t.min_value), t.max_value)
    assert [int(g) for g in got] == [reference(v) for v in numbers]
    outside = convert_masks(np.array(numbers), destination)["convert/float-to-integer-out-of-range"]
    assert outside.tolist() == [math.isnan(v) or math.isinf(v) or not t.min_value <= math.trunc(v) <= t.max_value
                                for v in numbers]


def test_convert_complex_to_integer_and_float_ignores_imaginary_part():
    x = np.array([3.7 - 2j, -2.5 + 1e30j, complex(1.0, NAN)], np.complex128)
    assert convert(x, "i32").tolist() == [3, -2, 1]
    assert convert(x, "f32").tolist() == [np.float32(3.7), -2.5, 1.0]
    assert not convert_masks(x, "f64")["convert/float-out-of-range"].any()


def test_convert_complex_to_complex_rounds_each_part():
    x = np.array([complex(1 + 2 ** -30, 1e300), complex(NAN, -0.0)], np.complex128)
    got = convert(x, "complex<f32>")
    assert got[0] == complex(1.0, INF) and math.isnan(got[1].real) and math.copysign(1, got[1].imag) == -1
    m = convert_masks(x, "complex<f32>")
    assert m["convert/float-inexact"].tolist() == [True, False]
    assert m["convert/float-out-of-range"].tolist() == [True, False]


@pytest.mark.parametrize("pair", [(s, d) for s, d in itertools.product(
    [n for n, t in T.items() if t.kind in ("signed", "unsigned")], repeat=2)])
def test_convert_integer_wraps_out_of_range(pair):
    source, destination = pair
    s, d = T[source], T[destination]
    numbers = [s.min_value, s.max_value, 0, 1, s.max_value // 3, s.min_value // 3]
    got = convert(array_of(numbers, source), destination)
    modulus = 1 << d.bits

    def wrapped(v):
        v %= modulus
        return v - modulus if d.kind == "signed" and v >= modulus // 2 else v
    assert [int(g) for g in got] == [wrapped(v) for v in numbers]
    flagged = convert_masks(array_of(numbers, source), destination)["convert/integer-out-of-range"]
    assert flagged.tolist() == [not d.min_value <= v <= d.max_value for v in numbers]


@pytest.mark.parametrize("destination", NARROW)
def test_convert_out_of_range_float_is_declared(destination):
    x = np.array([1e300, -1e300, INF, NAN, 1.0])
    m = convert_masks(x, destination)["convert/float-out-of-range"]
    f = fmt(destination)
    want = [True, True, not f.has_inf, f.nan == "none", False]
    if f.unsigned:
        want[1] = True
    assert m.tolist() == want
    integers = convert_masks(np.array([0, 1, -1, 1 << 40], np.int64), destination)
    assert integers["convert/float-out-of-range"].tolist() == \
        [f.unsigned, False, f.unsigned, float(1 << 40) > float(values.float_info(T[destination].dtype).max)]


def test_convert_unspecified_documented_results():
    """What the reference returns where the spec is open (as XLA): saturation, NaN to 0, wrap,
    NaN for the FN types, saturation for the OCP MX types."""
    assert convert(np.array([300.0, -300.0, NAN]), "i8").tolist() == [127, -128, 0]
    assert convert(np.array([300], np.int32), "i8").tolist() == [44]
    assert math.isnan(float(convert(np.array([1000.0]), "f8E4M3FN")[0]))
    assert float(convert(np.array([INF]), "f4E2M1FN")[0]) == 6.0
    assert float(convert(np.array([3.0]), "f8E8M0FNU")[0]) == 4.0


# ---------------------------------------------------------------------------------------------
# bitcast_convert

def _width_pairs():
    for a, b in itertools.product(T, repeat=2):
        ta, tb = T[a], T[b]
        if (ta.kind == "complex") != (tb.kind == "complex"):
            continue
        if max(ta.bits, tb.bits) % min(ta.bits, tb.bits) == 0:
            yield a, b


def bitcast(x, result, shape):
    return run("bitcast_convert", x, result_type=TensorType(shape, T[result]))


@pytest.mark.parametrize("pair", list(_width_pairs()), ids="-".join)
def test_bitcast_round_trips_for_every_width_pair(pair):
    a, b = pair
    ta, tb = T[a], T[b]
    rng = np.random.default_rng(ta.bits * 131 + tb.bits)
    n = max(tb.bits // ta.bits, 1)
    patterns = rng.integers(0, 2, (3, n, ta.bits), dtype=np.uint8)
    x = values.from_bits(patterns, ta)
    shape = (3, n) if tb.bits == ta.bits else (3, n, ta.bits // tb.bits) if tb.bits < ta.bits else (3,)
    y = bitcast(x, b, shape)
    assert y.dtype == tb.dtype and y.shape == shape
    assert (values.bits(y).reshape(-1) == patterns.reshape(-1)).all()
    back = bitcast(y, a, (3, n))
    assert (values.bits(back) == patterns).all()


def test_bitcast_spec_example_is_little_endian():
    x = np.array(0x0123456789ABCDEF, np.uint64).view(np.float64)
    got = bitcast(x, "f16", (4,))
    assert got.view(np.uint16).tolist() == [0xCDEF, 0x89AB, 0x4567, 0x0123]


def test_bitcast_known_layouts():
    assert bitcast(np.float32([1.0]), "ui8", (1, 4)).tolist() == [[0, 0, 0x80, 0x3F]]
    assert bitcast(np.int8([0x21, 0x7F]), "i4", (2, 2)).tolist() == [[1, 2], [-1, 7]]
    assert bitcast(np.uint8([0b11100100]), "ui2", (1, 4)).tolist() == [[0, 1, 2, 3]]
    assert bitcast(np.array([5], np.int8), "i1", (1, 8)).tolist() == [[1, 0, 1, 0, 0, 0, 0, 0]]
    assert bitcast(np.array([1 + 2j], np.complex64), "complex<f32>", (1,)).tolist() == [1 + 2j]
    halves = bitcast(np.array([1 + 2j], np.complex128), "complex<f32>", (1, 2))
    assert halves.view(np.uint64).tolist() == [[0x3FF0000000000000, 0x4000000000000000]]
    assert bitcast(np.uint8([0x32]), "f4E2M1FN", (1, 2)).astype(np.float64).tolist() == [[1.0, 1.5]]
    nan_bits = np.array([0x7FC00001], np.uint32)
    assert bitcast(bitcast(nan_bits, "f32", (1,)), "ui32", (1,)).tolist() == [0x7FC00001]


BYTE_TYPES = [n for n, t in T.items() if t.bits % 8 == 0]


@pytest.mark.parametrize("name", BYTE_TYPES)
def test_little_endian_bytes_are_the_bits_in_bytes(name):
    """The byte path of bitcast_convert and the bit path read the same memory order."""
    t = T[name]
    rng = np.random.default_rng(t.bits)
    patterns = rng.integers(0, 2, (5, t.bits), dtype=np.uint8)
    x = values.from_bits(patterns, t)
    b = values.little_endian_bytes(x)
    assert b.shape == (5, t.bits // 8)
    assert (b == np.packbits(patterns.reshape(5, -1, 8), axis=-1, bitorder="little")[..., 0]).all()
    assert (values.bits(values.from_little_endian_bytes(b, t)) == patterns).all()


@pytest.mark.parametrize("pair", [p for p in _width_pairs() if T[p[0]].bits % 8 == 0
                                  and T[p[1]].bits % 8 == 0], ids="-".join)
def test_bitcast_byte_path_agrees_with_the_bit_path(pair):
    a, b = T[pair[0]], T[pair[1]]
    rng = np.random.default_rng(a.bits * 7 + b.bits)
    n = max(b.bits // a.bits, 1)
    x = values.from_bits(rng.integers(0, 2, (2, n, a.bits), dtype=np.uint8), a)
    shape = (2, n) if a.bits == b.bits else (2, n, a.bits // b.bits) if b.bits < a.bits else (2,)
    got = bitcast(x, pair[1], shape)
    want = values.from_bits(values.bits(x).reshape(*shape, b.bits), b)
    assert got.dtype == want.dtype and (values.bits(got) == values.bits(want)).all()


def test_bitcast_byte_path_keeps_nan_payloads_and_scalars():
    nan = np.array(0x7FF0000000000123, np.uint64).view(np.float64)
    assert bitcast(nan, "ui64", ()).tolist() == 0x7FF0000000000123
    assert bitcast(np.array(0x7FA00001, np.uint32), "f32", ()).view(np.uint32) == 0x7FA00001


@pytest.mark.parametrize("x, result, shape", [
    (np.complex64([1j]), "i64", (1,)), (np.float64([1.0]), "complex<f32>", (1,)),
    (np.complex128([1j]), "ui8", (1, 16)), (np.int32([[1, 2, 3, 4]]), "complex<f64>", (1,))],
    ids=["c64-i64", "f64-c64", "c128-ui8", "i32-c128"])
def test_bitcast_between_complex_and_real_is_refused(x, result, shape):
    """C2: a complex type converts only to and from a complex type (the widths fit C1)."""
    with pytest.raises(EvaluationError, match="bitcast_convert_c2"):
        bitcast(x, result, shape)


def test_bitcast_widths_that_do_not_divide_are_refused():
    """C1: the narrower width times the trailing dimension is the wider width."""
    with pytest.raises(EvaluationError, match="bitcast_convert_c1"):
        bitcast(np.zeros((2,), T["f6E2M3FN"].dtype), "i4", (2, 1))
    with pytest.raises(EvaluationError, match="bitcast_convert_c1"):
        bitcast(np.zeros((2, 3), np.int8), "i32", (2,))


def test_bitcast_quantized_operands_use_storage():
    q = QuantizedElementType(T["i8"], -128, 127, T["f32"], (0.5,), (0,))
    got = run("bitcast_convert", QuantizedTensor(np.int8([-1, 3]), q), result_type=TensorType((2,), T["ui8"]))
    assert got.tolist() == [255, 3]
    back = run("bitcast_convert", got, result_type=TensorType((2,), q))
    assert isinstance(back, QuantizedTensor) and back.storage.tolist() == [-1, 3]


def test_bitcast_unspecified_masks():
    def m(x, result, shape):
        return masks("bitcast_convert", x, result_type=TensorType(shape, T[result]))
    assert m(np.int8([5]), "i1", (1, 8))["bitcast_convert/bool-bits"].all()
    assert m(np.int8([5]), "i4", (1, 2))["bitcast_convert/sub-byte-order"].all()
    plain = m(np.float32([1.0]), "ui8", (1, 4))
    assert not plain["bitcast_convert/bool-bits"].any() and not plain["bitcast_convert/sub-byte-order"].any()


# ---------------------------------------------------------------------------------------------
# reduce_precision

def reduce_model(v: float, name: str, exponent_bits: int, mantissa_bits: int) -> float:
    """The spec's reduce_precision on one exact value with Fractions: round the mantissa to
    `mantissa_bits` bits (ties to even; the spacing of the type's subnormals below its smallest
    normal), then infinity or zero outside an `exponent_bits` IEEE format's normal range."""
    info = values.float_info(T[name].dtype)
    if math.isnan(v) or math.isinf(v) or v == 0:
        return v
    a = Fraction(abs(v))
    r = a
    if mantissa_bits < info.nmant:
        e = a.numerator.bit_length() - a.denominator.bit_length()
        if Fraction(2) ** e > a:
            e -= 1
        quantum = Fraction(2) ** (max(e, info.minexp) - mantissa_bits)
        r = round(a / quantum) * quantum
        if r > Fraction(float(info.max)):
            r = INF
    if exponent_bits < info.nexp and r != INF:
        bias = 2 ** (exponent_bits - 1) - 1
        r = INF if r >= Fraction(2) ** (bias + 1) else 0 if r < Fraction(2) ** (1 - bias) else r
    return math.copysign(float(r), v)


def _all_values(name):
    """Every value of the 8-bit-or-narrower types; for wider ones the smallest and largest
    magnitudes (subnormals, up to infinity and the first NaNs), ties, and a random sample."""
    t = T[name]
    if t.bits <= 8:
        return values.from_bit_pattern(np.arange(1 << t.bits, dtype=np.uint64), t)
    inf = int(values.bit_pattern(np.array([INF], t.dtype))[0])
    edges = np.concatenate([np.arange(64), np.arange(inf - 64, inf + 4)]).astype(np.uint64)
    edges = np.concatenate([edges, edges | np.uint64(1 << (t.bits - 1))])
    rng = np.random.default_rng(3)
    sample = rng.integers(0, 1 << 62, 1000, dtype=np.uint64) * np.uint64(4) + rng.integers(0, 4, 1000, dtype=np.uint64)
    x = values.from_bit_pattern(np.concatenate([edges, sample]) & np.uint64((1 << t.bits) - 1), t)
    ties = np.array([0.5, 1.5, 3.0, 6.0, 1.25, 65519.0, 2.0 ** -24, 2.0 ** -25 * 3], t.dtype)
    return np.concatenate([x, ties])


FORMATS = [(1, 1), (2, 1), (3, 2), (4, 3), (5, 2), (5, 10), (8, 7), (8, 23), (11, 52), (6, 4), (3, 9)]


@pytest.mark.parametrize("name", FLOATS)
def test_reduce_precision_matches_the_fraction_model(name):
    x = _all_values(name)
    with np.errstate(invalid="ignore"):  # signalling NaN patterns
        wide = x.astype(np.float64)
    for exponent_bits, mantissa_bits in FORMATS:
        got = run("reduce_precision", x, exponent_bits=exponent_bits, mantissa_bits=mantissa_bits)
        m = masks("reduce_precision", x, exponent_bits=exponent_bits, mantissa_bits=mantissa_bits)
        defined = ~m["reduce_precision/not-representable"]
        want = np.array([reduce_model(float(v), name, exponent_bits, mantissa_bits) for v in wide])
        if name != "f64":  # the model's value in the type: FNUZ types have no -0, FN types no inf
            want = np.array([correctly_rounded(v, name) for v in want])
        bad = defined & ~same(want, got.astype(np.float64))
        assert not bad.any(), (name, exponent_bits, mantissa_bits, wide[bad][:4], got[bad][:4], want[bad][:4])
        assert (np.isnan(want) <= np.isnan(got.astype(np.float64)) | ~defined).all()


def test_reduce_precision_spec_example():
    x = np.array([0x7FF0000000000000, 0x7FFFFFFFFFFFFFFF, 1], np.uint64).view(np.float64)
    x = np.concatenate([x, [0.0, 65519.0, 65520.0]])
    got = run("reduce_precision", x, exponent_bits=5, mantissa_bits=10)
    assert got[0] == INF and math.isnan(got[1]) and got[2:].tolist() == [0.0, 0.0, 65504.0, INF]


def test_reduce_precision_corner_cases():
    x = np.array([-2.0 ** -1074, -1e300, np.nan], np.float64)
    got = run("reduce_precision", x, exponent_bits=5, mantissa_bits=10)
    assert math.copysign(1, got[0]) == -1 and got[0] == 0 and got[1] == -INF and math.isnan(got[2])
    nan = np.array([0x7FC00123], np.uint32).view(np.float32)
    assert run("reduce_precision", nan, exponent_bits=2, mantissa_bits=0).view(np.uint32)[0] == 0x7FC00123


def test_reduce_precision_zero_mantissa_ties_go_to_the_even_encoding():
    """With no mantissa bits the encoding's last bit is the exponent's: 1.5 * 2^k goes to the
    power of two with an even biased exponent (as XLA and upstream's interpreter)."""
    x = np.float16([3.0, 0.75, 1.5, 6.0, 1.25, 1.75])
    got = run("reduce_precision", x, exponent_bits=8, mantissa_bits=0)
    assert got.tolist() == [2.0, 0.5, 2.0, 8.0, 1.0, 2.0]


def test_reduce_precision_unspecified_masks():
    x = np.array([448.0, 1.0, 2.0 ** -9 * 3], T["f8E4M3FN"].dtype)
    m = masks("reduce_precision", x, exponent_bits=4, mantissa_bits=1)
    assert m["reduce_precision/not-representable"].tolist() == [True, False, False]
    assert m["reduce_precision/narrow-layout"].tolist() == [True, False, True]
    assert not any(v.any() for v in masks("reduce_precision", np.float32([1e38, 1e-40]),
                                          exponent_bits=5, mantissa_bits=2).values())
    fnuz = np.array([-0.03125, 0.03125, -1.0], T["f8E4M3FNUZ"].dtype)  # -0.03125 underflows
    m = masks("reduce_precision", fnuz, exponent_bits=2, mantissa_bits=1)  # to -0, not a value
    assert m["reduce_precision/not-representable"].tolist() == [True, False, False]


def test_reduce_precision_declares_where_the_exponent_bias_matters():
    """f8E4M3FNUZ's bias is 8, not 7: with exponent_bits = 2 the IEEE range [1, 4) and the
    range shifted like the type's own, [0.5, 2), disagree on 0.5, 0.75 and 3.0."""
    x = np.array([0.5, 0.75, 1.0, 1.5, 3.0, 0.25], T["f8E4M3FNUZ"].dtype)
    m = masks("reduce_precision", x, exponent_bits=2, mantissa_bits=1)
    assert m["reduce_precision/exponent-bias"].tolist() == [True, True, False, False, True, False]
    assert run("reduce_precision", x, exponent_bits=2, mantissa_bits=1).astype(float).tolist() \
        == [0.0, 0.0, 1.0, 1.5, 3.0, 0.0]
    for name in ("f8E4M3FN", "f8E5M2", "f16"):
        y = np.array([0.5, 0.75, 3.0], T[name].dtype)
        assert not masks("reduce_precision", y, exponent_bits=2,
                         mantissa_bits=1)["reduce_precision/exponent-bias"].any()


def test_exponent_bias_of_every_float_type():
    want = {"f4E2M1FN": 1, "f6E2M3FN": 1, "f6E3M2FN": 3, "f8E3M4": 3, "f8E4M3": 7, "f8E4M3FN": 7,
            "f8E4M3FNUZ": 8, "f8E4M3B11FNUZ": 11, "f8E5M2": 15, "f8E5M2FNUZ": 16,
            "f8E8M0FNU": 127, "bf16": 127, "f16": 15, "f32": 127, "f64": 1023}
    assert {n: values.exponent_bias(T[n].dtype) for n in FLOATS} == want


# ---------------------------------------------------------------------------------------------
# complex, real, imag

@pytest.mark.parametrize("name", ["f32", "f64"])
def test_complex_real_imag(name):
    dtype = T[name].dtype
    lhs = np.array([1.0, INF, NAN, -0.0], dtype)
    rhs = np.array([2.0, NAN, -INF, 0.0], dtype)
    result = run("complex", lhs, rhs, result_type=TensorType((4,), T[f"complex<{name}>"]))
    assert result.dtype == T[f"complex<{name}>"].dtype
    assert same(run("real", result).astype(np.float64), lhs.astype(np.float64)).all()
    assert same(run("imag", result).astype(np.float64), rhs.astype(np.float64)).all()
    assert run("real", result).dtype == dtype and run("imag", result).dtype == dtype


@pytest.mark.parametrize("name", FLOATS)
def test_real_and_imag_of_a_real_tensor(name):
    x = np.array([1.0, 0.5], T[name].dtype)
    assert run("real", x).dtype == x.dtype and (run("real", x) == x).all()
    imag = run("imag", x)
    assert imag.dtype == x.dtype
    if name == "f8E8M0FNU":  # it has no zero: declared, the reference gives its nearest value
        assert imag.astype(np.float64).tolist() == [2.0 ** -127] * 2
        assert masks("imag", x)["imag/no-zero"].all()
    else:
        assert imag.astype(np.float64).tolist() == [0.0, 0.0]


def test_reduce_precision_to_no_mantissa_bits_in_f64():
    """mantissa_bits = 0 on f64 (issue: compare with upstream's interpreter): each binade keeps
    one value; a tie (1.5, 3.0) goes to the value with the even exponent field's mantissa, the
    lower power of two here, as upstream's interpreter and XLA CPU also compute (jaxlib 0.10.2,
    python -m oracles run on these values)."""
    module = spec.parse("func.func @main(%x: tensor<8xf64>) -> tensor<8xf64> {\n"
                        "  %r = stablehlo.reduce_precision %x, format = e11m0 : tensor<8xf64>\n"
                        "  return %r : tensor<8xf64>\n}")
    x = np.array([1.0, 1.5, 1.75, 2.5, 3.0, -1.5, 1e308, 0.75])
    (r,) = reference.evaluate(module, [x])
    assert r.tolist() == [1.0, 2.0, 2.0, 2.0, 2.0, -2.0, 2.0 ** 1023, 0.5]


def extremes(name) -> np.ndarray:
    """Values of type `name` at the edges of its range: its largest and smallest, zeros, its
    smallest subnormal, infinities and NaN where it has them (complex: in both parts)."""
    t = T[name]
    if t.kind == "bool":
        return np.array([False, True])
    if t.kind in ("signed", "unsigned"):
        return np.array([t.min_value, t.max_value, 0], t.dtype)
    part = t.component if t.kind == "complex" else t
    info = values.float_info(part.dtype)
    numbers = [float(info.max), float(info.min), 0.0, -0.0, float(info.smallest_subnormal),
               1.5, INF, -INF, NAN]
    with np.errstate(all="ignore"):
        real = np.array(numbers).astype(part.dtype)
        if t.kind == "complex":
            return (real[:, None] + 1j * real[None, :]).reshape(-1).astype(t.dtype)
        return real


@pytest.mark.parametrize("source", list(T))
def test_types_that_rule_a_convert_condition_out_leave_its_mask_empty(source):
    # A condition's holds_for_op tag (read by the program bounds' masks, propagation._left)
    # says it cannot hold for the op's types: then its mask is empty on every value of the
    # source type's edges, into every result type.
    x = extremes(source)
    for result in T:
        module = spec.parse(f"""
func.func @main(%x: tensor<{x.size}x{source}>) -> tensor<{x.size}x{result}> {{
  %c = stablehlo.convert %x : (tensor<{x.size}x{source}>) -> tensor<{x.size}x{result}>
  return %c : tensor<{x.size}x{result}>
}}""")
        op = next(o for o in module.walk() if o.name == "stablehlo.convert")
        for u in unspecified("convert"):
            rules_out = getattr(u.when, "holds_for_op", None)
            if rules_out is not None and not rules_out(op):
                mask = u.mask(x, result_type=TensorType(x.shape, T[result]))
                assert not np.any(mask), (source, result, u.id, x[np.broadcast_to(mask, x.shape)])
