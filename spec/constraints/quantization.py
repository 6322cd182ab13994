"""Constraints of uniform_quantize and uniform_dequantize (seed 000, their sections)."""
from . import constraint
from .notation import compatible, element_type, expressed_type, is_float, shape


@constraint("uniform_quantize", 1, "shape(operand) = shape(result)")
def _(o):
    return compatible(shape(o.operand), shape(o.result))


@constraint("uniform_quantize", 2, "expressed_type(result) = is_float(operand) ? "
                                   "element_type(operand) : expressed_type(operand)")
def _(o):
    want = element_type(o.operand) if is_float(o.operand) else expressed_type(o.operand)
    return expressed_type(o.result) == want


@constraint("uniform_dequantize", 1, "shape(operand) = shape(result)")
def _(o):
    return compatible(shape(o.operand), shape(o.result))


@constraint("uniform_dequantize", 2, "element_type(result) = expressed_type(operand)")
def _(o):
    return element_type(o.result) == expressed_type(o.operand)
