"""ONNX Runtime (CPU provider) as an oracle, through the StableHLO -> ONNX translator.

`supports` translates the program (no ONNX Runtime session): an op, attribute value or element
type without a faithful ONNX equivalent makes it unsupported, with the translator's reason. The
session runs in a worker (`execute`), since ONNX Runtime can abort on an odd model; the worker
gets the model `supports` translated (`OnnxRuntime.request`), or the program's text when none was
(a program refined to its inputs' shapes), which it translates itself.
"""
from __future__ import annotations

import base64
import json
import time
from importlib.metadata import version

import numpy as np

import spec
from spec.ir import Module
from spec.ops import OPS
from spec.types import ELEMENT_TYPES

from .. import gaps, lowering
from ..base import OpGap, Outcome
from ..isolation import WorkerOracle
from .graph import BOUNDARY, ONNX_TYPES, OPSET, Untranslatable
from .registry import HANDLERS
from .translate import translate

UNSUPPORTED_TYPES = gaps.unsupported_types("onnxruntime")
if set(UNSUPPORTED_TYPES) != set(ELEMENT_TYPES) - set(ONNX_TYPES):
    raise gaps.GapsError("gaps.toml's unsupported types of onnxruntime are not the element types "
                         "outside graph.ONNX_TYPES: "
                         f"{sorted(set(UNSUPPORTED_TYPES) ^ (set(ELEMENT_TYPES) - set(ONNX_TYPES)))}")

DECLARED = gaps.op_gaps("onnxruntime")
"""Why the ops without a faithful ONNX equivalent have no translation (gaps.toml)."""
if any(key in HANDLERS for key in DECLARED):
    raise gaps.GapsError("gaps.toml declares onnxruntime gaps for ops the translator handles: "
                         f"{sorted(key for key in DECLARED if key in HANDLERS)}")

NOT_TRANSLATED = OpGap("not translated yet (oracles/onnx/)")
OP_GAPS = {
    **DECLARED,
    **{name: NOT_TRANSLATED for name, schema in OPS.items()
       if name.startswith("stablehlo.") and name not in HANDLERS and name not in DECLARED
       and f"family:{schema.family}" not in DECLARED and name != "stablehlo.return"},
}
"""The declared gaps, and every other op without a handler in registry.HANDLERS. Attribute
values and element types without a faithful equivalent are found by `supports` (translating
the program)."""


class OnnxRuntime(WorkerOracle):
    name = "onnxruntime"
    unsupported_types = UNSUPPORTED_TYPES
    op_gaps = OP_GAPS
    entry = f"{__name__}:execute"
    strips_shardy = True

    @property
    def version(self) -> str:
        return f"onnxruntime {version('onnxruntime')} cpu, onnx {version('onnx')} opset {OPSET}"

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._judged: tuple | None = None  # (module, func, supports' answer, model): the latest

    def supports(self, module: Module, func: str = "main") -> tuple[bool, str]:
        """Whether the translator translates the program (asked again of the same module, as
        a case's verdict and its run both ask, the answer is the one given)."""
        judged = self._judged
        if judged is not None and judged[0] is module and judged[1] == func:
            return judged[2]
        answer, model = self._supports(module, func)
        self._judged = (module, func, answer, model)
        return answer

    def request(self, module: Module, func: str) -> str:
        """The model `supports` translated, for the worker to run as it is (`MODEL`), or the
        program's text when it translated none (a program refined to its inputs' shapes first:
        the worker translates it)."""
        judged = self._judged
        if judged is None or judged[0] is not module or judged[1] != func or judged[3] is None:
            return super().request(module, func)
        results = [str(t.element_type) for t in module.func(func).type.results]
        return MODEL + json.dumps({"results": results, "model": base64.b64encode(
            judged[3].SerializeToString()).decode("ascii")})

    def _supports(self, module: Module, func: str) -> tuple[tuple[bool, str], object]:
        """(the answer, the translated model or None)."""
        if self.refines(module, func):  # translated once refined to its inputs' shapes
            return super().supports(module, func), None
        try:  # the translator reads the program as run(): CHLO lowered (a no-op once lowered)
            module, _ = lowering.prepared(module, self.lowered_chlo,
                                          strip_shardy=self.strips_shardy)
        except lowering.LoweringError as e:
            return (False, f"{self.name} reads StableHLO only: {e}"), None
        ok, why = super().supports(module, func)
        if not ok:
            return (ok, why), None
        try:
            model = translate(module, func)
        except Untranslatable as e:
            return (False, f"{self.name}: {e}"), None
        return (True, ""), model


MODEL = "onnx model: "
"""The start of a worker request that is a translated model rather than a program's text: JSON
of the results' element types and the serialized ModelProto in base64 (`OnnxRuntime.request`).
The run's process has translated the program for `supports` already; the worker translated it
again from the text before (about a third of its CPU on the conformance subset)."""


def execute(text: str, inputs: list[np.ndarray], func: str) -> Outcome:
    """Runs in the worker: translate (unless the request is a model already), build a session,
    run, convert back."""
    import onnxruntime as ort

    start = time.perf_counter()
    if text.startswith(MODEL):
        request = json.loads(text[len(MODEL):])
        model = base64.b64decode(request["model"])
        results = [ELEMENT_TYPES[name] for name in request["results"]]
    else:
        module = spec.parse(text)
        try:
            model = translate(module, func).SerializeToString()
        except Untranslatable as e:
            return Outcome("unsupported", message=str(e))
        results = [t.element_type for t in module.func(func).type.results]
    options = ort.SessionOptions()
    options.log_severity_level = 3
    for key, value in SESSION_CONFIG.items():
        options.add_session_config_entry(key, value)
    try:
        session = ort.InferenceSession(model, options, providers=["CPUExecutionProvider"])
    except Exception as e:  # ORT refused the model (a bug of the translator or of ORT)
        return Outcome("crash", message=f"ONNX Runtime refused the translated model: {e}")
    compiled = time.perf_counter()
    feed = {f"arg{i}": to_boundary(x) for i, x in enumerate(inputs)}
    outputs = session.run(None, feed)
    done = time.perf_counter()
    outputs = [np.asarray(r).astype(et.dtype) for r, et in zip(outputs, results)]  # from the
    # boundary types
    return Outcome("ok", outputs, compile_seconds=compiled - start, run_seconds=done - compiled)


SESSION_CONFIG = {"session.intra_op.allow_spinning": "0"}
"""Session settings that leave what ONNX Runtime computes unchanged: the intra-op pool's threads
wait for work blocked instead of spinning, which cost about a sixth of the worker's CPU on the
conformance subset (tiny programs, so the threads mostly wait; docs/conformance.md, "What was
made cheaper"). The number of threads stays the default: one thread instead of the pool changed
one output of the subset's 342 programs."""


def to_boundary(x: np.ndarray) -> np.ndarray:
    name = ELEMENT_TYPES_BY_DTYPE.get(x.dtype)
    return x.astype(ELEMENT_TYPES[BOUNDARY[name]].dtype) if name in BOUNDARY else x


def from_boundary(r: np.ndarray, t) -> np.ndarray:
    return np.asarray(r).astype(t.element_type.dtype)


ELEMENT_TYPES_BY_DTYPE = {ELEMENT_TYPES[n].dtype: n for n in ONNX_TYPES}
