"""The interpreter dialect: upstream's interpreter-only ops (InterpreterOps.td; not in the seed
spec, not in jaxlib's default context, which registers it on request).

`run_parallel` runs a grid of processes, each on a function of the module; `probe` records a
value in a probe directory; `print` writes a value to standard output. The reference evaluates
them in reference/ops/interpreter.py (docs/reference.md, "The interpreter dialect").
"""
from .schema import Attr, Operand, OpSchema, Result

SCHEMAS = [
    OpSchema(
        "interpreter.run_parallel",
        "Runs a num_replicas x num_partitions grid of processes, process (r, p) evaluating "
        "the function programs[r][p]; inputs and results are every process's arguments and "
        "results, concatenated in replica-major grid order.",
        "interpreter",
        operands=(Operand("inputs", "tensor|quantized|token", variadic=True),),
        attributes=(Attr("infeed", "array<symbol>", optional=True,
                         doc="Functions without arguments, shared by every process: each "
                             "infeed op of any process takes the next one and reads its "
                             "results as its entry."),
                    Attr("programs", "array<array<symbol>>",
                         doc="One row per replica, one function per partition.")),
        results=(Result("results", "tensor|quantized|token", variadic=True),),
        in_spec=False,
    ),
    OpSchema(
        "interpreter.probe",
        "Records operand under probe_id in the probe directory (one numbered file per "
        "evaluation) and produces it unchanged.",
        "interpreter",
        operands=(Operand("operand", "tensor|quantized"),),
        attributes=(Attr("probe_id", "string"),),
        results=(Result("result", "tensor|quantized"),),
        in_spec=False,
    ),
    OpSchema(
        "interpreter.print",
        "Writes operand's value to standard output.",
        "interpreter",
        operands=(Operand("operand", "tensor|quantized"),),
        in_spec=False,
    ),
]
