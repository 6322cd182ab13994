"""The arith ops the suite reads inside StableHLO programs (spec/ops/arith.py), on tensors.

Integer ops see signless bit patterns: addi, subi and muli are exact modulo 2^bitwidth (i1 is
one bit: addi of true and true is false, muli is and), cmpi reads the bits as two's complement
for its signed predicates and as unsigned for the others, index_cast sign-extends or truncates.
`index` is 64 bits wide. Float ops are IEEE-754 operations, correctly rounded (computed wide,
rounded once, as stablehlo.add is). Overflow flags (nsw, nuw) and fast-math flags (nnan, ninf,
fast) make a result poison where they are broken: those elements are declared undefined.
"""
from __future__ import annotations

import numpy as np

from spec.ops.arith import CMPI_PREDICATES

from .. import values
from .registry import Unspecified, op


def _bits(x: np.ndarray) -> int:
    et = values.element_type_of(x)
    return 1 if et.kind == "bool" else et.bits


def _signed(x: np.ndarray) -> np.ndarray:
    """The two's-complement value of each element's bits, as int64 (i1: true is -1)."""
    return -x.astype(np.int64) if x.dtype == np.bool_ else x.astype(np.int64)


def _unsigned(x: np.ndarray) -> np.ndarray:
    """Each element's bits read as an unsigned number, as uint64."""
    bits = _bits(x)
    mask = np.uint64((1 << bits) - 1)
    return np.asarray(x).astype(np.int64).view(np.uint64) & mask


def _wrap(wide: np.ndarray, result_type) -> np.ndarray:
    """The low bits of int64 `wide` as elements of the result's type."""
    dtype = result_type.element_type.dtype
    if dtype == np.bool_:
        return np.asarray(wide & 1).astype(np.bool_)
    return np.asarray(wide).astype(dtype)


def _flag_set(flags) -> set[str]:
    """The flags of an `#arith.overflow<...>` or `#arith.fastmath<...>` attribute."""
    text = str(getattr(flags, "text", flags or ""))
    inside = text[text.find("<") + 1:text.rfind(">")] if "<" in text else ""
    return {f.strip() for f in inside.split(",") if f.strip()}


def _poison_on_overflow(name: str, exact):
    """nsw: the signed result overflows; nuw: the unsigned one does. The result is poison."""
    def when(lhs, rhs, *, overflowFlags=None):
        flags = _flag_set(overflowFlags)
        bits = _bits(lhs)
        mask = np.zeros(np.broadcast_shapes(lhs.shape, rhs.shape), bool)
        if "nsw" in flags:
            s = exact(_signed(lhs).astype(object), _signed(rhs).astype(object))
            mask |= np.asarray((s < -(1 << (bits - 1))) | (s >= (1 << (bits - 1))), bool)
        if "nuw" in flags:
            u = exact(_unsigned(lhs).astype(object), _unsigned(rhs).astype(object))
            mask |= np.asarray((u < 0) | (u >= (1 << bits)), bool)
        return mask
    return Unspecified(f"arith.{name}/poison-overflow", "undefined",
                       "the op has the nsw (nuw) flag and the signed (unsigned) result "
                       "overflows: MLIR makes the result poison", "the wrapped-around result",
                       when)


def _poison_on_fastmath(name: str, fn):
    """nnan or ninf (or fast): a NaN or infinite operand or result is poison."""
    def when(lhs, rhs, *, fastmath=None):
        flags = _flag_set(fastmath)
        with np.errstate(all="ignore"):
            parts = (values.widen(lhs), values.widen(rhs), fn(values.widen(lhs), values.widen(rhs)))
        mask = np.zeros(np.broadcast_shapes(lhs.shape, rhs.shape), bool)
        if flags & {"nnan", "fast"}:
            for x in parts:
                mask |= np.isnan(x)
        if flags & {"ninf", "fast"}:
            for x in parts:
                mask |= np.isinf(x)
        return mask
    return Unspecified(f"arith.{name}/poison-fastmath", "undefined",
                       "the op has the nnan (ninf) fast-math flag and an operand or the result "
                       "is NaN (infinite): MLIR makes the result poison", "the IEEE-754 result",
                       when)


def _integer(name: str, fn, *, overflow: bool):
    unspecified = [_poison_on_overflow(name, fn)] if overflow else []

    @op(f"arith.{name}", unspecified=unspecified)
    def integer_op(lhs, rhs, *, result_type):
        return _wrap(fn(_signed(lhs), _signed(rhs)), result_type)
    integer_op.__doc__ = f"`{name}` of the operands' bits, modulo 2^bitwidth."


def _float(name: str, fn):
    @op(f"arith.{name}", unspecified=[_poison_on_fastmath(name, fn)])
    def float_op(lhs, rhs, *, result_type):
        return values.compute(result_type.element_type, fn, lhs, rhs)
    float_op.__doc__ = f"IEEE-754 `{name}`, correctly rounded."


_integer("addi", lambda lhs, rhs: lhs + rhs, overflow=True)
_integer("subi", lambda lhs, rhs: lhs - rhs, overflow=True)
_integer("muli", lambda lhs, rhs: lhs * rhs, overflow=True)
_integer("andi", lambda lhs, rhs: lhs & rhs, overflow=False)
_integer("ori", lambda lhs, rhs: lhs | rhs, overflow=False)
_integer("xori", lambda lhs, rhs: lhs ^ rhs, overflow=False)
_float("addf", lambda lhs, rhs: lhs + rhs)
_float("subf", lambda lhs, rhs: lhs - rhs)
_float("mulf", lambda lhs, rhs: lhs * rhs)
_float("divf", values.quotient)


@op("arith.constant")
def constant(*, value):
    """`result = value`."""
    return value


COMPARE = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
           "gt": np.greater, "ge": np.greater_equal}


@op("arith.cmpi")
def cmpi(lhs, rhs, *, predicate):
    """`predicate` (slt, ult, ...) of the operands: s- predicates on the two's-complement
    values, u- predicates on the bits read as unsigned, eq and ne on the bits."""
    name = CMPI_PREDICATES[predicate]
    read = _unsigned if name[0] == "u" else _signed
    return COMPARE[name[-2:]](read(lhs), read(rhs))


@op("arith.select")
def select(condition, true_value, false_value):
    """`true_value` where `condition`, else `false_value`, element by element."""
    return np.where(condition, true_value, false_value)


@op("arith.index_cast")
def index_cast(in_, *, result_type):
    """The operand's two's-complement value, sign-extended or truncated to the result type."""
    return _wrap(_signed(in_), result_type)
