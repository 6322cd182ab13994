"""ONNX Runtime (CPU provider) as an oracle, through the StableHLO -> ONNX translator.

`supports` translates the program (no ONNX Runtime session): an op, attribute value or element
type without a faithful ONNX equivalent makes it unsupported, with the translator's reason. The
session runs in a worker (`execute`), since ONNX Runtime can abort on an odd model.
"""
from __future__ import annotations

import time
from importlib.metadata import version

import numpy as np

import spec
from spec.ir import Module
from spec.types import ELEMENT_TYPES

from spec.ops import OPS, registered

from .base import CHECK_OPS_GAP, OpGap, Outcome, Unsupported
from .isolation import WorkerOracle
from .onnx_ops import HANDLERS
from .onnx_translate import BOUNDARY, ONNX_TYPES, OPSET, Untranslatable, translate

UNSUPPORTED_TYPES = {
    name: Unsupported("anywhere", "no ONNX Runtime CPU kernels compute in this type"
                      if et.kind != "complex" else "ONNX Runtime has no complex tensors")
    for name, et in ELEMENT_TYPES.items() if name not in ONNX_TYPES
}

WHY_NOT = {
    **dict.fromkeys(["after_all", "create_token", "infeed", "outfeed", "send", "recv"],
                    "ONNX has no tokens or host transfers"),
    **dict.fromkeys(["dynamic_broadcast_in_dim", "dynamic_conv", "dynamic_gather",
                     "dynamic_iota", "dynamic_pad", "dynamic_reshape", "real_dynamic_slice",
                     "get_dimension_size", "set_dimension_size"],
                    "shapes computed at run time (the translator needs static shapes)"),
    **dict.fromkeys(["real", "imag", "complex", "fft"], "ONNX Runtime has no complex tensors"),
    **dict.fromkeys(["rng", "rng_bit_generator"], "ONNX's random ops draw other numbers"),
    **dict.fromkeys(["custom_call", "composite"], "no ONNX equivalent of an opaque call"),
    "bitcast_convert": "ONNX has no bit reinterpretation between types",
    "popcnt": "ONNX has no bit count", "count_leading_zeros": "ONNX has no bit count",
    "atan2": "ONNX has no Atan2",
}
"""Why an op of spec.ops has no translation (others: not translated yet)."""
for _name in WHY_NOT:
    registered(_name, f"{__name__}.WHY_NOT")

OP_GAPS = {
    **CHECK_OPS_GAP,
    "family:collective": OpGap("ONNX has no collectives (one process)"),
    "family:quantization": OpGap("no translation of quantized arithmetic"),
    **{name: OpGap(WHY_NOT.get(schema.mnemonic, "not translated yet (oracles/onnx_ops.py)"))
       for name, schema in OPS.items()
       if name.startswith("stablehlo.") and schema.mnemonic not in HANDLERS
       and schema.family not in ("collective", "quantization") and name != "stablehlo.return"},
}
"""The ops without a handler in oracles/onnx_ops.py's HANDLERS. Attribute values and element
types without a faithful equivalent are found by `supports` (translating the program)."""


class OnnxRuntime(WorkerOracle):
    name = "onnxruntime"
    unsupported_types = UNSUPPORTED_TYPES
    op_gaps = OP_GAPS
    entry = f"{__name__}:execute"

    @property
    def version(self) -> str:
        return f"onnxruntime {version('onnxruntime')} cpu, onnx {version('onnx')} opset {OPSET}"

    def supports(self, module: Module, func: str = "main") -> tuple[bool, str]:
        ok, why = super().supports(module, func)
        if not ok:
            return ok, why
        try:
            translate(module, func)
        except Untranslatable as e:
            return False, f"{self.name}: {e}"
        return True, ""


def execute(text: str, inputs: list[np.ndarray], func: str) -> Outcome:
    """Runs in the worker: translate, build a session, run, convert back."""
    import onnxruntime as ort

    start = time.perf_counter()
    module = spec.parse(text)
    try:
        model = translate(module, func)
    except Untranslatable as e:
        return Outcome("unsupported", message=str(e))
    options = ort.SessionOptions()
    options.log_severity_level = 3
    try:
        session = ort.InferenceSession(model.SerializeToString(), options,
                                       providers=["CPUExecutionProvider"])
    except Exception as e:  # ORT refused the model (a bug of the translator or of ORT)
        return Outcome("crash", message=f"ONNX Runtime refused the translated model: {e}")
    compiled = time.perf_counter()
    feed = {f"arg{i}": _to_boundary(x) for i, x in enumerate(inputs)}
    results = session.run(None, feed)
    done = time.perf_counter()
    outputs = [_from_boundary(r, t) for r, t in zip(results, module.func(func).type.results)]
    return Outcome("ok", outputs, compile_seconds=compiled - start, run_seconds=done - compiled)


def _to_boundary(x: np.ndarray) -> np.ndarray:
    name = ELEMENT_TYPES_BY_DTYPE.get(x.dtype)
    return x.astype(ELEMENT_TYPES[BOUNDARY[name]].dtype) if name in BOUNDARY else x


def _from_boundary(r: np.ndarray, t) -> np.ndarray:
    return np.asarray(r).astype(t.element_type.dtype)


ELEMENT_TYPES_BY_DTYPE = {ELEMENT_TYPES[n].dtype: n for n in ONNX_TYPES}
