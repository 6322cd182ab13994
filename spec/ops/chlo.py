"""The CHLO dialect's elementwise ops (jaxlib 0.10's `chlo`, upstream's ChloOps.td).

JAX writes these beside StableHLO (`jnp.square` is `chlo.square`, the error function
`chlo.erf`, `jax.random.normal` goes through `chlo.erf_inv`); XLA lowers them itself. None is in
the seed spec (`in_spec=False`); their meaning is ChloOps.td's, with upstream's lowering
(ChloDecompositionPatterns*.td) and jaxlib's verifier as the tie-breakers (docs/chlo.md).

Three shapes of op:
- unary math and predicates (`chlo.erf %x : T -> T`, `chlo.is_inf %x : T -> i1-tensor`),
- the `broadcast_*` binary ops, which broadcast their operands to one shape: by the optional
  `broadcast_dimensions` (the dimensions of the result that the lower-ranked operand's
  dimensions map to) or numpy-style (trailing dimensions aligned), then size-1 dimensions
  stretched (`spec.shapes.broadcast_shape`),
- the non-broadcasting binary ops next_after, polygamma, zeta and mulhi (one type throughout),
plus the constants chlo.constant and chlo.constant_like. top_k, ragged_dot and scan are not
elementwise and live elsewhere.
"""
from .schema import Attr, Operand, OpSchema, Result

FLOAT = ("float",)
FC = ("float", "complex")
IFC = ("integer", "float", "complex")
BI = ("bool", "integer")
INT = ("integer",)
ANY = ()

BROADCAST_DIMENSIONS = Attr(
    "broadcast_dimensions", "array<i64>", optional=True,
    doc="The result dimensions the lower-ranked operand's dimensions map to; absent: numpy's "
        "rule (the operand's dimensions are the result's trailing ones).")


def _unary(mnemonic: str, summary: str, elements=FC, result_elements=None) -> OpSchema:
    return OpSchema(
        f"chlo.{mnemonic}", summary, "chlo",
        operands=(Operand("operand", "tensor", elements),),
        results=(Result("result", "tensor", elements if result_elements is None
                        else result_elements),),
        in_spec=False)


def _broadcast(mnemonic: str, summary: str, elements=ANY, result_elements=None,
               extra: tuple = ()) -> OpSchema:
    return OpSchema(
        f"chlo.broadcast_{mnemonic}", summary + " (with broadcasting).", "chlo",
        operands=(Operand("lhs", "tensor", elements), Operand("rhs", "tensor", elements)),
        attributes=(BROADCAST_DIMENSIONS,) + extra,
        results=(Result("result", "tensor", elements if result_elements is None
                        else result_elements),),
        in_spec=False)


def _binary(mnemonic: str, summary: str, names: tuple[str, str], elements=FLOAT) -> OpSchema:
    return OpSchema(
        f"chlo.{mnemonic}", summary, "chlo",
        operands=tuple(Operand(n, "tensor", elements) for n in names),
        results=(Result("result", "tensor", elements),),
        in_spec=False)


BROADCASTING = {
    # mnemonic after broadcast_ -> (the stablehlo op it applies, summary, operand families)
    "add": ("add", "Element-wise lhs + rhs", ANY),
    "atan2": ("atan2", "Element-wise atan2(lhs, rhs)", FC),
    "divide": ("divide", "Element-wise lhs / rhs", IFC),
    "maximum": ("maximum", "Element-wise maximum", ANY),
    "minimum": ("minimum", "Element-wise minimum", ANY),
    "multiply": ("multiply", "Element-wise lhs * rhs", ANY),
    "next_after": ("chlo.next_after", "The next value after lhs towards rhs", FLOAT),
    "polygamma": ("chlo.polygamma", "The polygamma function of order lhs at rhs", FLOAT),
    "power": ("power", "Element-wise lhs ^ rhs", IFC),
    "remainder": ("remainder", "Element-wise remainder with the sign of lhs", IFC),
    "shift_left": ("shift_left", "Element-wise lhs << rhs", INT),
    "shift_right_arithmetic": ("shift_right_arithmetic", "Element-wise lhs >> rhs, sign-filling",
                               INT),
    "shift_right_logical": ("shift_right_logical", "Element-wise lhs >> rhs, zero-filling", INT),
    "subtract": ("subtract", "Element-wise lhs - rhs", IFC),
    "zeta": ("chlo.zeta", "The Hurwitz zeta function zeta(lhs, rhs)", FLOAT),
    "and": ("and", "Element-wise logical or bitwise AND", BI),
    "or": ("or", "Element-wise logical or bitwise OR", BI),
    "xor": ("xor", "Element-wise logical or bitwise XOR", BI),
}
"""The broadcast_* ops that apply one elementwise op after broadcasting their operands."""

UNARY_MATH = {
    "acos": ("Element-wise arccosine.", FC),
    "acosh": ("Element-wise inverse hyperbolic cosine.", FC),
    "asin": ("Element-wise arcsine.", FC),
    "asinh": ("Element-wise inverse hyperbolic sine.", FC),
    "atan": ("Element-wise arctangent.", FC),
    "atanh": ("Element-wise inverse hyperbolic tangent.", FC),
    "bessel_i1e": ("Element-wise exponentially scaled modified Bessel function of order 1, "
                   "e^-|x| I1(x).", FC),
    "cosh": ("Element-wise hyperbolic cosine.", FC),
    "sinh": ("Element-wise hyperbolic sine.", FC),
    "tan": ("Element-wise tangent.", FC),
    "digamma": ("Element-wise digamma function, the derivative of lgamma.", FLOAT),
    "erf": ("Element-wise Gauss error function.", FLOAT),
    "erf_inv": ("Element-wise inverse of the error function.", FLOAT),
    "erfc": ("Element-wise complementary error function 1 - erf(x).", FLOAT),
    "lgamma": ("Element-wise natural logarithm of |Gamma(x)|.", FLOAT),
}
"""The unary transcendental functions: mnemonic -> (summary, operand families)."""

SCHEMAS = [
    *(_unary(m, summary, families) for m, (summary, families) in UNARY_MATH.items()),
    _unary("_asin_acos_kernel",
           "The kernel w of upstream's complex asin, acos, asinh and acosh decompositions "
           "(asin(z) = complex(atan2(Re z, Re w), sign(Im z) Im w)).", ("complex",)),
    _unary("conj", "Element-wise complex conjugate (the operand itself for floats).", FC),
    _unary("square", "Element-wise x * x; (Re - Im)(Re + Im) + 2 Re Im i for complex numbers.",
           FC),
    _unary("is_inf", "Element-wise test for +-infinity.", FLOAT, ("bool",)),
    _unary("is_neg_inf", "Element-wise test for -infinity.", FLOAT, ("bool",)),
    _unary("is_pos_inf", "Element-wise test for +infinity.", FLOAT, ("bool",)),
    _binary("next_after", "The next representable value after x in the direction of y "
            "(C's nextafter).", ("x", "y")),
    _binary("polygamma", "The polygamma function psi^(n)(x), the (n+1)-th derivative of "
            "lgamma.", ("n", "x")),
    _binary("zeta", "The Hurwitz zeta function zeta(x, q) = sum over k >= 0 of (q + k)^-x.",
            ("x", "q")),
    _binary("mulhi", "The high half of the double-width product of two integers.",
            ("lhs", "rhs"), INT),
    *(_broadcast(m, summary, families) for m, (_, summary, families) in BROADCASTING.items()),
    _broadcast("complex", "Builds complex numbers from a real part (lhs) and an imaginary part "
               "(rhs)", FLOAT, ("complex",)),
    _broadcast("compare", "Element-wise comparison by comparison_direction and compare_type",
               ANY, ("bool",),
               (Attr("comparison_direction", "enum:comparison_direction",
                     doc="A #chlo<comparison_direction ...> enum."),
                Attr("compare_type", "enum:comparison_type", optional=True,
                     doc="Absent or NOTYPE: FLOAT for floats, SIGNED / UNSIGNED for integers, "
                         "UNSIGNED for booleans."))),
    OpSchema(
        "chlo.broadcast_select",
        "Picks each element from on_true or on_false by pred, the three broadcast numpy-style.",
        "chlo",
        operands=(Operand("pred", "tensor", ("bool",)), Operand("on_true", "tensor"),
                  Operand("on_false", "tensor")),
        results=(Result("result", "tensor"),), in_spec=False),
    OpSchema(
        "chlo.constant", "Produces the constant tensor value.", "chlo",
        attributes=(Attr("value", "elements"),), results=(Result("output", "tensor"),),
        in_spec=False),
    OpSchema(
        "chlo.constant_like",
        "A tensor of operand's shape whose every element is value (a scalar attribute of the "
        "result's element type).",
        "chlo",
        operands=(Operand("operand", "tensor"),),
        attributes=(Attr("value", "any", doc="A typed scalar attribute (1.0 : f32, 0 : i32)."),),
        results=(Result("result", "tensor"),), in_spec=False),
]
