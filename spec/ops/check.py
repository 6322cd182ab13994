"""The check dialect: upstream's interpreter test ops (not in jaxlib, not in the seed spec).

Each asserts something about a value when the program is interpreted and produces nothing.
Attribute types and defaults are CheckOps.td's (tolerance F64 1e-4, max_ulp_difference UI64 1,
min_ulp_difference UI64 0, iteration UI32 0); the element types the .td allows are wider here
(the reference checks integers and quantized tensors too).
"""
from .schema import Attr, Operand, OpSchema

TQ = "tensor|quantized"

SCHEMAS = [
    OpSchema(
        "check.expect_almost_eq",
        "Asserts that lhs and rhs are equal within tolerance (element-wise, floats and "
        "complex numbers).",
        "check",
        operands=(Operand("lhs", TQ), Operand("rhs", TQ)),
        attributes=(Attr("tolerance", "f64", optional=True, default=0.0001),),
        in_spec=False,
    ),
    OpSchema(
        "check.expect_almost_eq_const",
        "Asserts that lhs equals the constant value within tolerance.",
        "check",
        operands=(Operand("lhs", TQ),),
        attributes=(Attr("value", "elements"),
                    Attr("tolerance", "f64", optional=True, default=0.0001)),
        in_spec=False,
    ),
    OpSchema(
        "check.expect_close",
        "Asserts that actual and expected differ by between min_ulp_difference and "
        "max_ulp_difference ULPs element-wise.",
        "check",
        operands=(Operand("actual", TQ), Operand("expected", TQ)),
        attributes=(Attr("max_ulp_difference", "ui64", optional=True, default=1,
                         doc="1 when absent, as for the dialect op upstream; upstream's runner "
                             "judges the custom_call spelling @check.expect_close at 3."),
                    Attr("min_ulp_difference", "ui64", optional=True, default=0)),
        in_spec=False,
    ),
    OpSchema(
        "check.expect_eq",
        "Asserts that lhs and rhs are exactly equal (same type, same values).",
        "check",
        operands=(Operand("lhs", "any"), Operand("rhs", "any")),
        in_spec=False,
    ),
    OpSchema(
        "check.expect_eq_const",
        "Asserts that lhs exactly equals the constant value.",
        "check",
        operands=(Operand("lhs", TQ),),
        attributes=(Attr("value", "elements"),),
        in_spec=False,
    ),
    OpSchema(
        "check.expect_serialized_eq",
        "Asserts that the value the interpreter serialized for probe_id (at the given "
        "iteration) equals expected.",
        "check",
        operands=(Operand("expected", TQ),),
        attributes=(Attr("probe_id", "string"),
                    Attr("iteration", "ui32", optional=True, default=0,
                         doc="Which evaluation of the probe (0: the first).")),
        in_spec=False,
    ),
]
