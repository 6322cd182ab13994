"""Quantization ops: uniform_quantize and uniform_dequantize."""
from .schema import Operand, OpSchema, Result

SCHEMAS = [
    OpSchema(
        "stablehlo.uniform_dequantize",
        "Converts a quantized tensor to floating-point values of its expressed type.",
        "quantization",
        operands=(Operand("operand", "quantized", label="I1"),),
        results=(Result("result", "tensor", ("float",)),),
    ),
    OpSchema(
        "stablehlo.uniform_quantize",
        "Quantizes a floating-point tensor, or requantizes a quantized tensor, to the "
        "result's quantized type.",
        "quantization",
        operands=(Operand("operand", "tensor|quantized", ("float",), label="I1"),),
        results=(Result("result", "quantized"),),
    ),
]
