"""Comparison and selection: compare, select.

compare's compare_type picks the order. SIGNED and UNSIGNED: the integers' (and booleans')
values. FLOAT: IEEE 754's quiet comparisons (NaN is unordered, -0 = +0); complex numbers compare
their (real, imag) pairs lexicographically with it. TOTALORDER: IEEE 754's totalOrder
(`values.total_order_key`) for every direction, so -0 < +0 and NaNs are equal only to
themselves; the spec's "totalOrder combined with compareQuietEqual" is read as XLA reads it
(upstream's interpreter ignores compare_type and compares as FLOAT).

Quantized operands (dequantize_compare, dequantize_select_quantize) come with the quantization
work: select's requantization does not always give back the storage values it picked (e.g. with a
bf16 expressed type), so it is not a plain pick.
"""
import numpy as np

from ..errors import EvaluationError
from ..values import element_type_of, kind, total_order_key, unquantized, widen
from .registry import DEQUANTIZE_COMPARE, DEQUANTIZE_SELECT_QUANTIZE, op

DIRECTIONS = {"EQ": np.equal, "NE": np.not_equal, "GE": np.greater_equal, "GT": np.greater,
              "LE": np.less_equal, "LT": np.less}

STRICT = {"EQ": lambda x, y: False, "NE": np.not_equal, "GE": np.greater, "GT": np.greater,
          "LE": np.less, "LT": np.less}
"""The part of each direction decided by the first component of a lexicographic comparison."""

COMPARE_TYPES = {"bool": ("UNSIGNED",), "signed": ("SIGNED",), "unsigned": ("UNSIGNED",),
                 "float": ("FLOAT", "TOTALORDER"), "complex": ("FLOAT",)}
"""compare_c3: the compare_types each kind of element type allows, the default first."""


@op("compare", quantized=DEQUANTIZE_COMPARE)
def compare(lhs, rhs, *, comparison_direction, compare_type):
    """`lhs <comparison_direction> rhs` in the order compare_type names."""
    unquantized(lhs, rhs)
    compare_type = _compare_type(element_type_of(lhs), compare_type)
    direction = DIRECTIONS[comparison_direction]
    if compare_type == "TOTALORDER":
        return np.asarray(direction(total_order_key(lhs), total_order_key(rhs)))
    with np.errstate(invalid="ignore"):
        lhs, rhs = widen(lhs), widen(rhs)
    if np.iscomplexobj(lhs):
        return np.asarray(STRICT[comparison_direction](lhs.real, rhs.real)
                          | ((lhs.real == rhs.real) & direction(lhs.imag, rhs.imag)))
    return np.asarray(direction(lhs, rhs))


def _compare_type(et, compare_type):
    allowed = COMPARE_TYPES[kind(et)]
    if compare_type is None:
        return allowed[0]
    if compare_type not in allowed:
        raise EvaluationError(f"compare_c3: compare_type {compare_type} is not allowed for "
                              f"{et} (allowed: {', '.join(allowed)})")
    return compare_type


@op("select", quantized=DEQUANTIZE_SELECT_QUANTIZE)
def select(pred, on_true, on_false):
    """`result[i] = pred_element ? on_true[i] : on_false[i]`, where pred_element is pred[] for a
    scalar pred and pred[i] otherwise."""
    unquantized(on_true, on_false)
    return np.where(pred, on_true, on_false)
