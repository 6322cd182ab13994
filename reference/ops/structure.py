"""Ops that build values: constant."""
from .registry import op


@op("constant")
def constant(*, value):
    """`result = value`: the attribute's elements, already of the result's type."""
    return value
