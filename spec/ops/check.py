"""The check dialect: upstream's interpreter test ops (not in jaxlib, not in the seed spec).

Each asserts something about a value when the program is interpreted and produces nothing.
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
        attributes=(Attr("min_ulp_difference", "i64", optional=True, default=0),
                    Attr("max_ulp_difference", "i64", optional=True,
                         doc="No schema default, so an explicit value is always kept: absent, "
                             "the reference allows 1 ULP while upstream's default "
                             "is 3; portable files write it.")),
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
                    Attr("iteration", "i32", optional=True, default=0)),
        in_spec=False,
    ),
]
