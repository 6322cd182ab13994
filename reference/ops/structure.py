"""Ops that build values: constant."""
import numpy as np

from spec.types import QuantizedElementType

from .. import values
from .registry import op


@op("constant")
def constant(*, value, result_type):
    """`result = value`: the attribute's elements, already of the result's type (a quantized
    result type takes the elements as its storage values)."""
    if isinstance(result_type.element_type, QuantizedElementType) and isinstance(value, np.ndarray):
        return values.tensor(value, result_type)
    return value
