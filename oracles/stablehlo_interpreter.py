"""The official StableHLO interpreter (jaxlib's `stablehlo.eval_module`) as an oracle.

`eval_module` aborts the process on some programs (an unknown custom_call, a complex result), so
it always runs in a worker (`execute` is the worker's function). The program goes over as the
generic form `spec.print_module` prints, is parsed (and verified) by jaxlib's MLIR parser, and the
inputs become `DenseElementsAttr`s built from their raw bits; results come back through numpy's
buffer protocol for numpy's own dtypes and through the printed attribute otherwise. The context
registers upstream's interpreter dialect, so programs that run a process grid through
`interpreter.run_parallel` (and print values) run too; `interpreter.probe` is a declared gap
(eval_module takes no probe directory).
"""
from __future__ import annotations

import time
from importlib.metadata import version

import numpy as np

from spec.syntax import Parser
from spec.types import element_type, element_type_of_dtype

from . import gaps
from .base import Outcome
from .isolation import WorkerOracle


class StablehloInterpreter(WorkerOracle):
    name = "stablehlo-interpreter"
    unsupported_types = gaps.unsupported_types("stablehlo-interpreter")
    op_gaps = gaps.op_gaps("stablehlo-interpreter")
    no_quantized = "jaxlib's MLIR registers no quant dialect, so !quant.uniform types do not parse"
    tensor_io_only = True
    """eval_module takes DenseElementsAttr arguments only and aborts the process ("LLVM ERROR:
    InterpreterValue is not a Tensor.") on a tuple result of @main, even `tuple<>`; tuples inside
    the function work."""
    entry = f"{__name__}:execute"
    strips_shardy = True
    preload = ("jax._src.interpreters.mlir", "jaxlib.mlir.ir", "jaxlib.mlir.dialects.stablehlo")

    @property
    def version(self) -> str:
        return f"jaxlib {version('jaxlib')} stablehlo.eval_module"


CONTEXT_BYTES = 256 * 2**20
"""How much a worker's MLIR context may intern before it is replaced: a context keeps every
attribute it uniques (the inputs' and results' DenseElementsAttrs, a program's constants) until
it is destroyed, so one context serves cases until their texts, inputs and results reach this
many bytes."""

_context: list = []
"""[the worker's MLIR context, the bytes it has interned] (empty until the first case)."""


def execute(text: str, inputs: list[np.ndarray], func: str) -> Outcome:
    """Runs in the worker: parse with jaxlib, evaluate, convert the results to numpy. One MLIR
    context serves many cases (`CONTEXT_BYTES`): making one, with its dialects loaded, cost
    about three times a small program's parse and evaluation (docs/conformance.md, "What was
    made cheaper")."""
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo

    if func != "main":
        return Outcome("unsupported", message="eval_module only evaluates @main")
    ctx = _shared_context(len(text) + sum(x.nbytes for x in inputs))
    with ctx, ir.Location.unknown():
        start = time.perf_counter()
        try:
            module = ir.Module.parse(text)
        except ir.MLIRError as e:
            return Outcome("rejected", message=str(e))
        parsed = time.perf_counter()
        args = [to_attribute(x, ir, ctx) for x in inputs]
        results = stablehlo.eval_module(module, args)
        done = time.perf_counter()
        outputs = [from_attribute(r, ir) for r in results]
    _context[1] += sum(x.nbytes for x in outputs)
    return Outcome("ok", outputs, compile_seconds=parsed - start, run_seconds=done - parsed)


def _shared_context(size: int):
    """The worker's MLIR context (JAX's dialects and upstream's interpreter dialect), counting
    `size` more bytes interned; a new one once the old one has interned CONTEXT_BYTES."""
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir.dialects import stablehlo

    if not _context or _context[1] + size > CONTEXT_BYTES:
        _context[:] = []  # the old context is destroyed before the new one is made
        ctx = jm.make_ir_context()
        stablehlo.register_interpreter_dialect(ctx)
        _context[:] = [ctx, 0]
    _context[1] += size
    return _context[0]


def to_attribute(x: np.ndarray, ir, ctx):
    """An array as a DenseElementsAttr of its element type, built from its raw bits."""
    et = element_type_of_dtype(x.dtype)
    dims = "".join(f"{d}x" for d in x.shape)
    type = ir.RankedTensorType.parse(f"tensor<{dims}{et.name}>", ctx)
    if _numpy_native(x.dtype):
        raw = x
    else:  # ml_dtypes: the storage bytes (sub-byte types take one byte per element)
        raw = x.view(np.dtype(f"u{x.dtype.itemsize}"))
    return ir.DenseElementsAttr.get(np.ascontiguousarray(raw), type=type)


def from_attribute(attr, ir) -> np.ndarray:
    """A DenseElementsAttr result as a numpy array of its element type."""
    et = element_type(str(ir.ShapedType(attr.type).element_type))
    if _numpy_native(et.dtype):
        return np.array(attr)
    return Parser(str(attr)).parse_attribute().array


def _numpy_native(dtype: np.dtype) -> bool:
    """numpy's own dtypes (not ml_dtypes), which MLIR's buffer protocol understands."""
    return dtype.type.__module__ == "numpy"
