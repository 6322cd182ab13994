"""spec: the static semantics of StableHLO (types, program model, op schemas, text format).

    >>> import spec
    >>> m = spec.parse('func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> { return %x : tensor<2xf32> }')
    >>> print(spec.print_module(m))  # generic form that jaxlib's parser accepts
"""
from .ir import Block, Func, Location, Module, Op, Region, Value
from .syntax import ParseError, is_blank, parse, print_module, split_input_file

__all__ = ["parse", "print_module", "ParseError", "split_input_file", "is_blank", "Module", "Func", "Op",
           "Block", "Region", "Value", "Location"]
