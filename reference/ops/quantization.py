"""Quantization ops: uniform_quantize and uniform_dequantize, per-tensor and per-axis.

Both read like the spec's formulas through `values.quantize` and `values.dequantize` (the
spec's section "Quantization computations"), which compute in the expressed type and round
once per step of the spec's formulas.
"""
from __future__ import annotations

import numpy as np

from .. import values
from .registry import Unspecified, op

_OVERFLOW = (
    "the spec's dequantize computes storage - zero_point in the storage type, where it "
    "overflows (e.g. i8 127 - (-128); spec, Errors: integer overflow is implementation-defined)",
    "the exact difference, as the quantized element type's f = (i - zero_point) * scale says")


def _dequantize_overflow(operand):
    if isinstance(operand, values.QuantizedTensor):
        return values.dequantize_overflow(operand)
    return np.zeros(np.shape(operand), bool)


def _not_representable(operand, *, result_type):
    expressed = operand if not isinstance(operand, values.QuantizedTensor) \
        else values.dequantize(operand)
    return values.quantize_not_representable(expressed, result_type.element_type)


@op("uniform_quantize", unspecified=[
    Unspecified("uniform_quantize/storage-overflow", "implementation-defined", *_OVERFLOW,
                _dequantize_overflow),
    Unspecified("uniform_quantize/not-representable", "implementation-defined",
                "the spec's final convert to the storage type gets NaN, or a value beyond the "
                "storage type (storage_min or storage_max rounded outside it in the expressed "
                "type, e.g. i32 storage in f32): float-to-integer conversion of such values is "
                "implementation-defined",
                "0 for NaN, the storage type's minimum or maximum otherwise (saturation, as XLA "
                "converts)", _not_representable)])
def uniform_quantize(operand, *, result_type):
    """quantize(operand, type(result)) for a float operand; a quantized operand is dequantized
    first (requantization)."""
    if isinstance(operand, values.QuantizedTensor):
        operand = values.dequantize(operand)
    return values.quantize(operand, result_type.element_type)


@op("uniform_dequantize", unspecified=[
    Unspecified("uniform_dequantize/storage-overflow", "implementation-defined", *_OVERFLOW,
                _dequantize_overflow)])
def uniform_dequantize(operand):
    """dequantize(operand): (storage - zero_point) * scale in the expressed type."""
    return values.dequantize(operand)
