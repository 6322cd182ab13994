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

from .base import Outcome, Unsupported
from .isolation import WorkerOracle
from .onnx_translate import BOUNDARY, ONNX_TYPES, OPSET, Untranslatable, translate

UNSUPPORTED_TYPES = {
    name: Unsupported("anywhere", "no ONNX Runtime CPU kernels compute in this type"
                      if et.kind != "complex" else "ONNX Runtime has no complex tensors")
    for name, et in ELEMENT_TYPES.items() if name not in ONNX_TYPES
}


class OnnxRuntime(WorkerOracle):
    name = "onnxruntime"
    unsupported_types = UNSUPPORTED_TYPES
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
