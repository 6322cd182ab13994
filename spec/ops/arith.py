"""The arith dialect ops that the suite reads inside StableHLO programs, on tensors.

jaxlib's MLIR context registers the arith dialect, and upstream's verifier puts no limit on the
ops of a stablehlo region (while, reduce, sort, ... bodies) or of a function: `ir.Module.parse`
accepts `arith.addi` in a while body as readily as `stablehlo.add`. jax's own StableHLO export
emits no arith op (jax 0.10.2: fori_loop, shape-polymorphic exports; only Pallas kernels use
arith, inside a custom_call's payload), but upstream's passes and hand-written programs do, so
the suite gives these ops their MLIR meaning (reference/ops/arith.py) and verifies them by the
arith dialect's own rules (spec/constraints/arith.py). Any other arith op is "unsupported"
(spec.syntax and spec.verify name it); arith ops on scalars (`i32`, `index` outside a tensor)
are not StableHLO values and fail the structural rules.

The integer ops read their operands as signless bit patterns (MLIR's `i32`, which the suite
also reads as si32: signed predicates of cmpi see the signed value, unsigned ones the bits as
unsigned); `i1` is one bit (addi of true and true is false), and `index` is 64 bits wide.
"""
from .schema import Attr, Operand, OpSchema, Result

OVERFLOW = Attr("overflowFlags", "any", optional=True,
                doc="#arith.overflow<none | nsw | nuw | nsw, nuw>: with nsw (nuw), a signed "
                    "(unsigned) overflow makes the result poison.")
FASTMATH = Attr("fastmath", "any", optional=True,
                doc="#arith.fastmath<...>: with nnan (ninf, fast), a NaN (infinite) operand or "
                    "result makes the result poison.")

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
"""arith.cmpi's predicates, in the order of their integer values (arith::CmpIPredicate)."""


def _binary(mnemonic: str, summary: str, *flags: Attr) -> OpSchema:
    """A binary op; its element types are checked by its constraints (arith_<op>_c2), so the
    schema takes any tensor and the diagnostic names the constraint."""
    return OpSchema(f"arith.{mnemonic}", summary, "arith",
                    operands=(Operand("lhs"), Operand("rhs")), attributes=flags,
                    results=(Result("result"),), in_spec=False)


SCHEMAS = [
    OpSchema("arith.constant", "Produces the tensor value.", "arith",
             attributes=(Attr("value", "elements"),), results=(Result("result"),),
             in_spec=False),
    _binary("addi", "Adds lhs and rhs modulo 2^bitwidth.", OVERFLOW),
    _binary("subi", "Subtracts rhs from lhs modulo 2^bitwidth.", OVERFLOW),
    _binary("muli", "Multiplies lhs and rhs modulo 2^bitwidth.", OVERFLOW),
    _binary("andi", "Bitwise and."),
    _binary("ori", "Bitwise or."),
    _binary("xori", "Bitwise exclusive or."),
    _binary("addf", "IEEE-754 addition, correctly rounded.", FASTMATH),
    _binary("subf", "IEEE-754 subtraction, correctly rounded.", FASTMATH),
    _binary("mulf", "IEEE-754 multiplication, correctly rounded.", FASTMATH),
    _binary("divf", "IEEE-754 division, correctly rounded.", FASTMATH),
    OpSchema("arith.cmpi", "Compares lhs and rhs by predicate (eq, ne, slt, sle, sgt, sge, ult, "
             "ule, ugt, uge): signed predicates read the bits as two's complement, unsigned "
             "ones as unsigned.", "arith",
             operands=(Operand("lhs"), Operand("rhs")),
             attributes=(Attr("predicate", "i64", doc="An arith::CmpIPredicate (0..9)."),),
             results=(Result("result"),), in_spec=False),
    OpSchema("arith.select", "Chooses true_value where condition holds, else false_value, "
             "element by element.", "arith",
             operands=(Operand("condition"), Operand("true_value"), Operand("false_value")),
             results=(Result("result"),), in_spec=False),
    OpSchema("arith.index_cast", "Casts between index and a signless integer type: "
             "sign-extends to a wider type, truncates to a narrower one.", "arith",
             operands=(Operand("in"),), results=(Result("out"),), in_spec=False),
]

SUPPORTED = tuple(s.name for s in SCHEMAS)
"""The arith ops the suite knows; the parser calls any other arith op unsupported."""
