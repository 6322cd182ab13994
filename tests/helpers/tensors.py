"""Tensors for the reference's tests: random elements of any bit pattern, bitwise comparison,
a quantized element type."""
from __future__ import annotations

import numpy as np

import spec
from reference import values
from reference.values import QuantizedTensor
from spec.types import ELEMENT_TYPES, INDEX

T = {**ELEMENT_TYPES, "index": INDEX}


QUANTIZED = "!quant.uniform<i8:f32, 0.5:3>"


def random_tensor(name: str, shape, seed: int = 0) -> np.ndarray:
    """Random elements of type `name`, any bit pattern (NaNs with payloads, -0, subnormals)."""
    rng = np.random.default_rng(seed)
    et = T[name]
    if et.kind == "complex":
        out = np.empty(shape, et.dtype)
        out.real = random_tensor(et.component.name, shape, seed)
        out.imag = random_tensor(et.component.name, shape, seed + 1)
        return out
    bits = rng.integers(0, 2 ** min(et.bits, 63), size=shape, dtype=np.uint64)
    return np.asarray(values.from_bit_pattern(bits, et))


def same_bits(actual, expected) -> bool:
    if isinstance(expected, QuantizedTensor):
        return isinstance(actual, QuantizedTensor) \
            and actual.element_type == expected.element_type \
            and same_bits(actual.storage, expected.storage)
    return actual.dtype == expected.dtype and actual.shape == expected.shape and np.array_equal(
        np.ascontiguousarray(actual).view(np.uint8), np.ascontiguousarray(expected).view(np.uint8))


def quantized_type():
    """QUANTIZED as an element type."""
    module = spec.parse(f"func.func private @f(%a: tensor<{QUANTIZED}>)")
    return module.funcs[0].type.inputs[0].element_type
