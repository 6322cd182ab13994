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

from . import gaps
from .base import Outcome
from .isolation import WorkerOracle

PACKAGES = ("iree-base-compiler", "iree-base-runtime")
COMPILE_FLAGS = ("--iree-input-demote-f64-to-f32=false",)


class Iree(WorkerOracle):
    name = "iree"
    unsupported_types = gaps.unsupported_types("iree")
    op_gaps = gaps.op_gaps("iree")
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
