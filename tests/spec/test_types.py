"""Element types and type classes (spec/types) against the spec's Types section."""
import ml_dtypes
import numpy as np
import pytest

from spec import types as T

SPEC_ELEMENT_TYPES = (
    "i1 si2 si4 si8 si16 si32 si64 ui2 ui4 ui8 ui16 ui32 ui64 f4E2M1FN f6E2M3FN f6E3M2FN f8E3M4 "
    "f8E4M3 f8E4M3FN f8E4M3FNUZ f8E4M3B11FNUZ f8E5M2 f8E5M2FNUZ f8E8M0FNU bf16 f16 f32 f64 "
    "complex<f32> complex<f64>").split()


@pytest.mark.parametrize("name", SPEC_ELEMENT_TYPES)
def test_every_spec_element_type_exists(name):
    t = T.element_type(name)
    assert np.dtype(t.dtype).itemsize * 8 >= t.bits
    assert t.spec_name == name or (name == "i1" and t.spec_name == "i1")


def test_no_extra_element_types():
    assert sorted(t.spec_name for t in T.ELEMENT_TYPES.values()) == sorted(SPEC_ELEMENT_TYPES)


@pytest.mark.parametrize("name,lo,hi", [
    ("si2", -2, 1), ("si4", -8, 7), ("si8", -128, 127), ("si64", -2**63, 2**63 - 1),
    ("ui2", 0, 3), ("ui4", 0, 15), ("ui64", 0, 2**64 - 1), ("i1", False, True),
])
def test_integer_ranges(name, lo, hi):
    t = T.element_type(name)
    assert (t.min_value, t.max_value) == (lo, hi)


@pytest.mark.parametrize("name,hi", [
    ("f4E2M1FN", 6.0), ("f6E2M3FN", 7.5), ("f6E3M2FN", 28.0), ("f8E4M3FN", 448.0),
    ("f8E5M2", 57344.0), ("f8E4M3FNUZ", 240.0), ("f8E4M3B11FNUZ", 30.0), ("bf16", 3.3895313892515355e38),
    ("f16", 65504.0), ("f8E8M0FNU", 1.7014118346046923e38),
])
def test_float_max(name, hi):
    assert T.element_type(name).max_value == hi


def test_float_bits_match_ml_dtypes():
    for t in T.ELEMENT_TYPES.values():
        if t.kind == "float":
            assert ml_dtypes.finfo(t.dtype).bits == t.bits, t


def test_predicates_follow_the_notation():
    i8, u8, f8, c64, b = (T.element_type(n) for n in ("i8", "ui8", "f8E5M2", "complex<f32>", "i1"))
    assert T.is_signed_integer(i8) and T.is_integer(i8) and not T.is_unsigned_integer(i8)
    assert T.is_unsigned_integer(u8) and T.is_integer(u8)
    assert T.is_float(f8) and not T.is_integer(f8)
    assert T.is_complex(c64) and c64.component == T.F32
    assert T.is_bool(b) and not T.is_integer(b)
    q = T.QuantizedElementType(i8, -128, 127, T.F32, (0.5,), (3,))
    tensor = T.TensorType((2,), q)
    assert T.is_quantized(tensor) and T.is_per_tensor_quantized(tensor) and not T.is_tensor(tensor)
    assert T.storage_type(tensor) == i8 and T.expressed_type(tensor) == T.F32
    assert T.num_bits(tensor) == 8


def test_type_text():
    q = T.QuantizedElementType(T.element_type("i8"), -127, 127, T.F32, (0.1, 0.5), (-30, -20), 1)
    assert str(q) == "!quant.uniform<i8<-127:127>:f32:1, {0.1:-30, 0.5:-20}>"
    assert str(T.TensorType((None, 3), T.F32, (5, None))) == "tensor<?x3xf32, #stablehlo.bounds<5, ?>>"
    assert str(T.TensorType((), T.element_type("complex<f64>"))) == "tensor<complex<f64>>"
    tup = T.TupleType((T.TensorType((1,), T.I32), T.TokenType()))
    assert str(tup) == "tuple<tensor<1xi32>, !stablehlo.token>"
    f = T.FunctionType((T.TensorType((), T.F32),), (T.TensorType((), T.F32), T.TokenType()))
    assert str(f) == "(tensor<f32>) -> (tensor<f32>, !stablehlo.token)"


def test_tensor_shape_properties():
    t = T.TensorType((2, None, 3), T.F32)
    assert t.rank == 3 and not t.is_static and t.num_elements is None
    assert T.TensorType((2, 3), T.F32).num_elements == 6
    assert T.TensorType((), T.F32).num_elements == 1
