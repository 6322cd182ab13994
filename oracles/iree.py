"""IREE as an oracle (the optional extra `iree`): iree-base-compiler compiles the program text for
the llvm-cpu target, iree-base-runtime runs it on the `local-task` driver, in a worker.

f64 stays f64 (IREE demotes it to f32 by default: `--iree-input-demote-f64-to-f32=false`). Compiled
modules are cached by text in the worker, so a program run on many inputs compiles once.
"""
from __future__ import annotations

import importlib.util
import time
from importlib.metadata import PackageNotFoundError, version

import numpy as np

from .base import CHECK_OPS_GAP, OpGap, Outcome, Unsupported
from .isolation import WorkerOracle

PACKAGES = ("iree-base-compiler", "iree-base-runtime")
COMPILE_FLAGS = ("--iree-input-demote-f64-to-f32=false",)

_NO_HAL_TYPE = "IREE's HAL has no element type for it ('hal.element_type' op unsupported element type)"
_PACKED = ("IREE packs sub-byte integers at the function boundary: a tensor whose bits do not "
           "fill whole bytes fails to compile, others would not match numpy's byte per element")
UNSUPPORTED_TYPES = {
    **{name: Unsupported("io", _NO_HAL_TYPE) for name in
       ("f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E3M4", "f8E4M3", "f8E4M3B11FNUZ")},
    **{name: Unsupported("io", _PACKED) for name in ("i2", "i4", "ui2", "ui4")},
}
"""Found by compiling and running every element type through a one-op program with
iree-base-compiler/runtime 3.13 (tests/test_oracles_iree.py checks every other type round-trips)."""

_ILLEGAL = "IREE's input conversion marks it illegal (\"failed to legalize operation\")"
OP_GAPS = {
    **CHECK_OPS_GAP,
    "family:collective": OpGap("the local-task driver implements no collectives (compile "
                               "errors or UNIMPLEMENTED at run time, replica_id included)"),
    **{f"stablehlo.{name}": OpGap(_ILLEGAL) for name in
       ("after_all", "create_token", "infeed", "outfeed", "custom_call", "rng")},
}
"""Found by running every spec example (corpus/spec_examples, check ops removed) through the
oracle: these were rejected or failed (infeed/outfeed/send/recv need after_all's tokens)."""


class Iree(WorkerOracle):
    name = "iree"
    unsupported_types = UNSUPPORTED_TYPES
    op_gaps = OP_GAPS
    entry = f"{__name__}:execute"

    @classmethod
    def available(cls) -> tuple[bool, str]:
        missing = [p for p, m in zip(PACKAGES, ("iree.compiler", "iree.runtime"))
                   if not _importable(m)]
        if missing:
            return False, (f"{', '.join(missing)} not installed (the optional extra: "
                           "pip install 'stablehlo-conformance[iree]')")
        return True, ""

    @property
    def version(self) -> str:
        try:
            return " ".join(f"{p} {version(p)}" for p in PACKAGES) + " llvm-cpu"
        except PackageNotFoundError as e:
            return f"iree (not installed: {e.name})"


def _importable(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:  # its parent package is missing
        return False


_COMPILED: dict[str, bytes] = {}


def execute(text: str, inputs: list[np.ndarray], func: str) -> Outcome:
    """Runs in the worker: compile (once per text), load, call `func`, read back."""
    import iree.compiler as compiler
    import iree.runtime as runtime

    start = time.perf_counter()
    vmfb = _COMPILED.get(text)
    if vmfb is None:
        try:
            vmfb = compiler.compile_str(text, target_backends=["llvm-cpu"],
                                        input_type="stablehlo", extra_args=list(COMPILE_FLAGS))
        except compiler.CompilerToolError as e:
            errors = [line for line in str(e).splitlines() if "error" in line]
            return Outcome("rejected", message="\n".join(errors[:12]) or str(e))
        _COMPILED.clear()
        _COMPILED[text] = vmfb
    compiled = time.perf_counter()
    context = runtime.SystemContext(config=runtime.Config("local-task"))
    context.add_vm_module(runtime.VmModule.copy_buffer(context.instance, vmfb))
    function = context.modules.module[func]
    results = function(*inputs)
    if results is None:
        results = []
    elif not isinstance(results, (list, tuple)):
        results = [results]
    outputs = [np.asarray(r.to_host()) for r in results]
    done = time.perf_counter()
    return Outcome("ok", outputs, compile_seconds=compiled - start, run_seconds=done - compiled)
