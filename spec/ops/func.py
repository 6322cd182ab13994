"""The func dialect ops that StableHLO programs use: func.func, func.return, func.call."""
from .schema import Attr, Operand, OpSchema, RegionSpec, Result

SCHEMAS = [
    OpSchema(
        "func.func",
        "Defines a function: its name, type, visibility and body region.",
        "func",
        attributes=(Attr("sym_name", "string", doc="The function's name (written @name)."),
                    Attr("function_type", "type"),
                    Attr("sym_visibility", "string", optional=True,
                         doc="\"public\" (absent), \"private\" or \"nested\"."),
                    Attr("arg_attrs", "array", optional=True,
                         doc="One dictionary per argument."),
                    Attr("res_attrs", "array", optional=True, doc="One dictionary per result.")),
        regions=(RegionSpec("body"),),
        in_spec=False,
    ),
    OpSchema(
        "func.return",
        "Returns the values from the enclosing function.",
        "func",
        operands=(Operand("operands", "any", variadic=True),),
        in_spec=False,
    ),
    OpSchema(
        "func.call",
        "Calls the function named callee with the operands and produces its results.",
        "func",
        operands=(Operand("operands", "any", variadic=True),),
        attributes=(Attr("callee", "symbol"),),
        results=(Result("results", "any", variadic=True),),
        in_spec=False,
    ),
]
