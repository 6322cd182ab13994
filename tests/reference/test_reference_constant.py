"""`constant` for every element type (guideline G3 of seed 004): programs whose constants are
written in decimal and in hex, evaluated by the reference, give the bit patterns that the
formats define (IEEE 754, OCP FP8 / MX, two's complement), written out by hand here; and
`reference.evaluate` returns each type with its numpy dtype and shape, rank 0 and empty included.
"""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import reference
import spec
from spec.types import ELEMENT_TYPES, QuantizedElementType
from tests.helpers import dense, function, tensor_type

# (element type, literals, their bit patterns). Decimal literals are rounded to nearest, ties
# to even: 0.1 is 1.6 * 2^-4, so with 3 mantissa bits it is 1.625 * 2^-4, and so on.
KNOWN = [
    ("i1", "true, false", [1, 0]),
    ("i2", "-2, -1, 0, 1", [0b10, 0b11, 0b00, 0b01]),
    ("i4", "-8, -1, 0, 7", [0x8, 0xF, 0x0, 0x7]),
    ("i8", "-128, -1, 127", [0x80, 0xFF, 0x7F]),
    ("i16", "-32768, -1, 32767", [0x8000, 0xFFFF, 0x7FFF]),
    ("i32", "-2147483648, -1, 2147483647", [0x80000000, 0xFFFFFFFF, 0x7FFFFFFF]),
    ("i64", "-9223372036854775808, -1, 9223372036854775807",
     [1 << 63, (1 << 64) - 1, (1 << 63) - 1]),
    ("ui2", "0, 1, 3", [0, 1, 3]),
    ("ui4", "0, 9, 15", [0, 9, 0xF]),
    ("ui8", "0, 255", [0, 0xFF]),
    ("ui16", "0, 65535", [0, 0xFFFF]),
    ("ui32", "0, 4294967295", [0, 0xFFFFFFFF]),
    ("ui64", "0, 18446744073709551615", [0, (1 << 64) - 1]),
    ("f4E2M1FN", "1.0, -6.0, 0.5, -0.0, 0.1, 2.5, 0x5", [0x2, 0xF, 0x1, 0x8, 0x0, 0x4, 0x5]),
    ("f6E2M3FN", "1.0, 7.5, -0.125, 0.1, 0x21", [0x08, 0x1F, 0x21, 0x01, 0x21]),
    ("f6E3M2FN", "1.0, -28.0, 0.0625, 0.1, 0x3F", [0x0C, 0x3F, 0x01, 0x02, 0x3F]),
    ("f8E3M4", "1.0, 15.5, 0.015625, 0.1, 0x70, 0xF0, 0x78",
     [0x30, 0x6F, 0x01, 0x06, 0x70, 0xF0, 0x78]),
    ("f8E4M3", "1.0, 240.0, -0.001953125, 0.1, 0x78, 0x7F", [0x38, 0x77, 0x81, 0x1D, 0x78, 0x7F]),
    ("f8E4M3FN", "1.0, 448.0, -2.0, 0.1, 0x7F, -0.0", [0x38, 0x7E, 0xC0, 0x1D, 0x7F, 0x80]),
    ("f8E4M3FNUZ", "1.0, 240.0, -2.0, 0.1, 0x80", [0x40, 0x7F, 0xC8, 0x25, 0x80]),
    ("f8E4M3B11FNUZ", "1.0, 30.0, 0.5, 0.1, 0x80", [0x58, 0x7F, 0x50, 0x3D, 0x80]),
    ("f8E5M2", "1.0, 57344.0, -2.0, 0.1, 0x7C, 0xFE", [0x3C, 0x7B, 0xC0, 0x2E, 0x7C, 0xFE]),
    ("f8E5M2FNUZ", "1.0, 57344.0, 0.5, 0.1, 0x80", [0x40, 0x7F, 0x3C, 0x32, 0x80]),
    ("f8E8M0FNU", "1.0, 0.5, 4.0, 0.1, 0xFE, 0x00, 0xFF", [0x7F, 0x7E, 0x81, 0x7C, 0xFE, 0x00, 0xFF]),
    ("bf16", "1.0, -2.0, 0.1, 3.3895313892515355e+38, 0x7F80, 0x7FC0",
     [0x3F80, 0xC000, 0x3DCD, 0x7F7F, 0x7F80, 0x7FC0]),
    ("f16", "1.0, 65504.0, 0.1, -5.960464477539063e-08, 0xFC00, 0x7E00",
     [0x3C00, 0x7BFF, 0x2E66, 0x8001, 0xFC00, 0x7E00]),
    ("f32", "1.0, -2.0, 0.1, 1.401298464324817e-45, 0x7F800000, 0x7FC00000",
     [0x3F800000, 0xC0000000, 0x3DCCCCCD, 0x00000001, 0x7F800000, 0x7FC00000]),
    ("f64", "1.0, 0.1, -0.0, 0x7FF0000000000000",
     [0x3FF0000000000000, 0x3FB999999999999A, 1 << 63, 0x7FF0000000000000]),
    ("complex<f32>", "(1.0, -2.0), (0.1, 0x7F800000)",
     [(0x3F800000, 0xC0000000), (0x3DCCCCCD, 0x7F800000)]),
    ("complex<f64>", "(1.0, -0.0), (0x7FF8000000000000, 0.1)",
     [(0x3FF0000000000000, 1 << 63), (0x7FF8000000000000, 0x3FB999999999999A)]),
]


def _evaluate_constant(type_text: str, literal: str):
    t = f"tensor<{type_text}>"
    [result] = reference.evaluate(
        f'func.func @main() -> {t} {{\n'
        f'  %result = "stablehlo.constant"() {{value = dense<{literal}> : {t}}} : () -> {t}\n'
        f'  "func.return"(%result) : ({t}) -> ()\n}}', [])
    return result


def _raw_bits(x: np.ndarray, bits: int) -> list:
    """The low `bits` bits of each element's storage (complex: of each part), read from memory."""
    if x.dtype.kind == "c":
        parts = x.view(np.dtype(f"u{x.dtype.itemsize // 2}")).reshape(-1, 2)
        return [(int(re), int(im)) for re, im in parts]
    raw = x.view(np.dtype(f"u{x.dtype.itemsize}")).ravel()
    return [int(v) & ((1 << bits) - 1) for v in raw]


def test_known_covers_every_element_type():
    assert sorted(name for name, _, _ in KNOWN) == sorted(ELEMENT_TYPES)


@pytest.mark.parametrize("name,literals,bits", KNOWN, ids=[k[0] for k in KNOWN])
def test_constant_bit_patterns(name, literals, bits):
    et = ELEMENT_TYPES[name]
    n = len(bits)
    result = _evaluate_constant(f"{n}x{name}", f"[{literals}]")
    assert result.dtype == et.dtype and result.shape == (n,)
    assert _raw_bits(result, et.bits // 2 if et.kind == "complex" else et.bits) == bits


@pytest.mark.parametrize("name,literals,bits", KNOWN, ids=[k[0] for k in KNOWN])
def test_constant_splat_and_rank_0(name, literals, bits):
    """A splat fills the shape with its one element; a rank-0 constant is a 0-d array."""
    et = ELEMENT_TYPES[name]
    first = literals.split(", (")[0] if et.kind == "complex" else literals.split(", ")[0]
    width = et.bits // 2 if et.kind == "complex" else et.bits
    splat = _evaluate_constant(f"2x3x{name}", first)
    assert splat.dtype == et.dtype and splat.shape == (2, 3)
    assert _raw_bits(splat, width) == [bits[0]] * 6
    scalar = _evaluate_constant(name, first)
    assert isinstance(scalar, np.ndarray) and scalar.dtype == et.dtype and scalar.shape == ()
    assert _raw_bits(scalar.reshape(1), width) == [bits[0]]


@pytest.mark.parametrize("name", list(ELEMENT_TYPES))
@pytest.mark.parametrize("shape", [(0,), (0, 3), (2, 0, 1)])
def test_empty_constants(name, shape):
    dims = "".join(f"{d}x" for d in shape)
    result = _evaluate_constant(f"{dims}{name}", "")
    assert result.dtype == ELEMENT_TYPES[name].dtype and result.shape == shape


def test_constant_nested_shape_keeps_row_major_order():
    result = _evaluate_constant("2x2xbf16", "[[1.0, 2.0], [0x3F80, -0.0]]")
    assert result.dtype == ml_dtypes.bfloat16
    assert _raw_bits(result, 16) == [0x3F80, 0x4000, 0x3F80, 0x8000]


def test_constant_is_returned_through_a_call_and_as_several_results():
    results = reference.evaluate(
        'func.func @main() -> (tensor<i4>, tensor<2xf8E5M2>) {\n'
        '  %a, %b = "func.call"() {callee = @make} : () -> (tensor<i4>, tensor<2xf8E5M2>)\n'
        '  "func.return"(%a, %b) : (tensor<i4>, tensor<2xf8E5M2>) -> ()\n}\n'
        'func.func private @make() -> (tensor<i4>, tensor<2xf8E5M2>) {\n'
        '  %a = "stablehlo.constant"() {value = dense<-3> : tensor<i4>} : () -> tensor<i4>\n'
        '  %b = "stablehlo.constant"() {value = dense<[1.5, 0xFC]> : tensor<2xf8E5M2>} '
        ': () -> tensor<2xf8E5M2>\n'
        '  "func.return"(%a, %b) : (tensor<i4>, tensor<2xf8E5M2>) -> ()\n}', [])
    assert [r.dtype for r in results] == [ml_dtypes.int4, ml_dtypes.float8_e5m2]
    assert _raw_bits(results[0].reshape(1), 4) == [0xD]
    assert _raw_bits(results[1], 8) == [0x3E, 0xFC]


def test_a_quantized_constant_takes_its_elements_as_storage_values():
    i8 = ELEMENT_TYPES["i8"]
    q = QuantizedElementType(i8, i8.min_value, i8.max_value, ELEMENT_TYPES["f32"], (0.5,), (0,))
    main = function("main", [], lambda b, args: b.op(
        "constant", [], [tensor_type([2], q)], {"value": dense([1, -2], "i8")}),
        visibility="public")
    (result,) = reference.evaluate(spec.Module([main]), [])
    assert isinstance(result, reference.QuantizedTensor)
    assert result.storage.dtype == np.int8 and result.storage.tolist() == [1, -2]
    assert result.element_type.scales == (0.5,)
