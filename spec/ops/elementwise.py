"""Elementwise ops: unary and binary math, logic, comparisons, conversions."""
from ..attributes import EnumAttr, StructAttr
from .schema import Attr, Operand, OpSchema, RegionSpec, Result

TQ = "tensor|quantized"
FC = ("float", "complex")
IFC = ("integer", "float", "complex")
SFC = ("signed", "float", "complex")
BI = ("bool", "integer")
F = ("float",)
INT = ("integer",)
SAME, BASELINE, SPELLED_UNARY = "same-type", "baseline", "baseline-spelled-unary"  # TYPE_RULES

ACCURACY = Attr("result_accuracy", "struct:result_accuracy", optional=True,
                default=StructAttr("result_accuracy", (("atol", 0.0), ("rtol", 0.0), ("ulps", 0),
                                                       ("mode", EnumAttr("result_accuracy_mode", "DEFAULT")))),
                doc="Requested accuracy of the transcendental function (not in the seed spec; "
                    "absent means mode DEFAULT).", origin="jaxlib")


def _unary(mnemonic, summary, elements=(), kind=TQ, result_elements=None, result_kind=None,
           accuracy=False, operand="operand", result="result", shape_class="unary",
           type_rule=""):
    return OpSchema(
        f"stablehlo.{mnemonic}", summary, "elementwise",
        operands=(Operand(operand, kind, elements, label="I1"),),
        attributes=(ACCURACY,) if accuracy else (),
        results=(Result(result, result_kind or kind,
                        elements if result_elements is None else result_elements),),
        shape_class=shape_class, type_rule=type_rule,
    )


def _binary(mnemonic, summary, elements=(), kind=TQ, type_rule=""):
    return OpSchema(
        f"stablehlo.{mnemonic}", summary, "elementwise",
        operands=(Operand("lhs", kind, elements, label="I1"),
                  Operand("rhs", kind, elements, label="I2")),
        results=(Result("result", kind, elements),),
        shape_class="binary", type_rule=type_rule,
    )


SCHEMAS = [
    _unary("abs", "Element-wise absolute value (the modulus for complex numbers).", SFC,
           result_elements=("signed", "float")),
    OpSchema(
        "stablehlo.add", "Element-wise addition of two tensors.", "elementwise",
        operands=(Operand("lhs", "tensor|quantized", label="I1"),
                  Operand("rhs", "tensor|quantized", label="I2")),
        results=(Result("result", "tensor|quantized"),),
        shape_class="binary",
    ),
    _binary("and", "Element-wise logical (bool) or bitwise (integer) AND.", BI,
            kind="tensor", type_rule=SAME),
    _binary("atan2", "Element-wise two-argument arctangent atan2(lhs, rhs).", FC,
            type_rule=BASELINE),
    _unary("bitcast_convert",
           "Reinterprets the bits of each element as another element type, splitting or "
           "merging elements along a trailing dimension when the bit widths differ.",
           shape_class=""),
    _unary("cbrt", "Element-wise cube root.", FC, accuracy=True, type_rule=BASELINE),
    _unary("ceil", "Element-wise rounding towards positive infinity.", F, type_rule=BASELINE),
    OpSchema(
        "stablehlo.clamp",
        "Clamps every element of operand between min and max (which may be scalars).",
        "elementwise",
        operands=(Operand("min", TQ, label="I1"), Operand("operand", TQ, label="I2"),
                  Operand("max", TQ, label="I3")),
        results=(Result("result", TQ),),
        shape_class="ternary",
    ),
    OpSchema(
        "stablehlo.compare", "Element-wise comparison by comparison_direction and compare_type.",
        "elementwise",
        operands=(Operand("lhs", "tensor|quantized", label="I1"),
                  Operand("rhs", "tensor|quantized", label="I2")),
        attributes=(Attr("comparison_direction", "enum:comparison_direction", label="I3"),
                    Attr("compare_type", "enum:comparison_type", optional=True, label="I4",
                         doc="Absent: FLOAT for floats, SIGNED/UNSIGNED for integers, "
                             "UNSIGNED for booleans.")),
        results=(Result("result", "tensor", elements=("bool",)),),
    ),
    OpSchema(
        "stablehlo.complex",
        "Builds complex numbers element-wise from a real part (lhs) and an imaginary part (rhs).",
        "elementwise",
        operands=(Operand("lhs", "tensor", F, label="I1", doc="f32 or f64"),
                  Operand("rhs", "tensor", F, label="I2", doc="f32 or f64")),
        results=(Result("result", "tensor", ("complex",)),),
    ),
    _unary("convert", "Element-wise conversion of a tensor to another element type.",
           kind="tensor", shape_class=""),
    _unary("cosine", "Element-wise cosine.", FC, accuracy=True, type_rule=BASELINE),
    _unary("count_leading_zeros", "Element-wise count of leading zero bits.", INT,
           kind="tensor", type_rule=SAME),
    _binary("divide",
            "Element-wise division (integer division truncates towards zero).", IFC,
            type_rule=BASELINE),
    _unary("exponential", "Element-wise exponential e^x.", FC, accuracy=True, type_rule=BASELINE),
    _unary("exponential_minus_one", "Element-wise e^x - 1, accurate near zero.", FC,
           accuracy=True, type_rule=BASELINE),
    _unary("floor", "Element-wise rounding towards negative infinity.", F, type_rule=BASELINE),
    _unary("imag", "Element-wise imaginary part (zero for real inputs).", FC, kind="tensor",
           result_elements=F),
    _unary("is_finite", "Element-wise test of whether a value is neither infinite nor NaN.", F,
           operand="x", result="y", result_kind="tensor", result_elements=("bool",)),
    _unary("log", "Element-wise natural logarithm.", FC, accuracy=True, type_rule=BASELINE),
    _unary("log_plus_one", "Element-wise log(1 + x), accurate near zero.", FC,
           accuracy=True, type_rule=BASELINE),
    _unary("logistic", "Element-wise logistic sigmoid 1 / (1 + e^-x).", FC,
           accuracy=True, type_rule=BASELINE),
    OpSchema(
        "stablehlo.map",
        "Applies the computation to the elements of the inputs at each index along dimensions.",
        "elementwise",
        operands=(Operand("inputs", TQ, variadic=True, label="I1"),),
        attributes=(Attr("dimensions", "array<i64>", label="I2"),),
        results=(Result("result", TQ),),
        regions=(RegionSpec("computation", label="I3"),),
    ),
    _binary("maximum", "Element-wise maximum (NaN-propagating for floats).", (),
            type_rule=BASELINE),
    _binary("minimum", "Element-wise minimum (NaN-propagating for floats).", (),
            type_rule=BASELINE),
    _binary("multiply", "Element-wise product (logical AND for booleans).", (),
            type_rule=SPELLED_UNARY),
    _unary("negate", "Element-wise negation.", IFC, type_rule=BASELINE),
    _unary("not", "Element-wise logical (bool) or bitwise (integer) NOT.", BI,
           kind="tensor", type_rule=SAME),
    _binary("or", "Element-wise logical (bool) or bitwise (integer) OR.", BI,
            kind="tensor", type_rule=SAME),
    _unary("popcnt", "Element-wise count of set bits.", INT, kind="tensor", type_rule=SAME),
    _binary("power", "Element-wise exponentiation lhs^rhs.", IFC, type_rule=SPELLED_UNARY),
    _unary("real", "Element-wise real part.", FC, kind="tensor", result_elements=F),
    OpSchema(
        "stablehlo.reduce_precision",
        "Rounds each element to a float type with exponent_bits and mantissa_bits and back.",
        "elementwise",
        operands=(Operand("operand", TQ, F, label="I1"),),
        attributes=(Attr("exponent_bits", "i32", label="I2"),
                    Attr("mantissa_bits", "i32", label="I3")),
        results=(Result("output", TQ, F),),
        shape_class="unary",
    ),
    _binary("remainder",
            "Element-wise remainder whose sign follows the dividend (like C fmod).", IFC,
            type_rule=SPELLED_UNARY),
    _unary("round_nearest_afz", "Element-wise rounding to nearest, ties away from zero.", F,
           type_rule=BASELINE),
    _unary("round_nearest_even", "Element-wise rounding to nearest, ties to even.", F,
           type_rule=BASELINE),
    _unary("rsqrt", "Element-wise reciprocal square root.", FC, accuracy=True, type_rule=BASELINE),
    OpSchema(
        "stablehlo.select",
        "Picks each element from on_true or on_false according to pred (a scalar pred picks "
        "a whole tensor).",
        "elementwise",
        operands=(Operand("pred", "tensor", ("bool",), label="I1"),
                  Operand("on_true", TQ, label="I2"), Operand("on_false", TQ, label="I3")),
        results=(Result("result", TQ),),
        shape_class="ternary",
    ),
    _binary("shift_left", "Element-wise left shift of lhs by rhs bits.", INT,
            kind="tensor", type_rule=SAME),
    _binary("shift_right_arithmetic",
            "Element-wise arithmetic (sign-filling) right shift of lhs by rhs bits.", INT,
            kind="tensor", type_rule=SAME),
    _binary("shift_right_logical",
            "Element-wise logical (zero-filling) right shift of lhs by rhs bits.", INT,
            kind="tensor", type_rule=SAME),
    _unary("sign", "Element-wise sign (-1, 0, 1; NaN stays NaN; x/|x| for complex).", SFC,
           type_rule=BASELINE),
    _unary("sine", "Element-wise sine.", FC, accuracy=True, type_rule=BASELINE),
    _unary("sqrt", "Element-wise square root.", FC, accuracy=True, type_rule=BASELINE),
    _binary("subtract", "Element-wise subtraction.", IFC, type_rule=BASELINE),
    _unary("tan", "Element-wise tangent.", FC, accuracy=True, type_rule=BASELINE),
    _unary("tanh", "Element-wise hyperbolic tangent.", FC, accuracy=True, type_rule=BASELINE),
    _binary("xor", "Element-wise logical (bool) or bitwise (integer) exclusive OR.", BI,
            kind="tensor", type_rule=SAME),
]
