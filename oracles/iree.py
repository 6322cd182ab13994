"""IREE as an oracle (the optional extra `iree`): iree-base-compiler compiles the program text for
the llvm-cpu target, iree-base-runtime runs it on the `local-task` driver, in a worker.

f64 stays f64 (IREE demotes it to f32 by default: `--iree-input-demote-f64-to-f32=false`). Compiled
modules are cached by text in the worker, so a program run on many inputs compiles once.
"""
from __future__ import annotations

import importlib.util
import re
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
    retire_after = frozenset(("scatter", "gather"))
    """IREE writes scatter updates outside the operand (index -1) and reads gathers outside it:
    a later case in the same process may die of the corrupt memory (a sort did, in a run)."""

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

SIGNALLED = re.compile(r"^Error code: (-\d+)$", re.M)
"""iree-compile's exit status in a CompilerToolError's text: negative when a signal killed it."""


def compile_failure(text: str) -> Outcome:
    """The Outcome of a failed compile (a CompilerToolError's text): the compiler killed by a
    signal (its own crash: SIGSEGV, SIGFPE, an abort) is a crash, not a judgement on the
    program; otherwise a rejection, with the compiler's error lines."""
    errors = [line for line in text.splitlines() if "error" in line]
    signalled = SIGNALLED.search(text)
    if signalled:
        frames = [line.strip()[:160] for line in text.splitlines()
                  if re.match(r"\s*#\d+ 0x", line)][4:10]  # past the signal handler's own
        return Outcome("crash", message=f"iree-compile was killed by signal "
                                        f"{-int(signalled.group(1))}"
                                        + "".join(f"\n{line}" for line in errors[:4] + frames))
    return Outcome("rejected", message="\n".join(errors[:12]) or text)


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
            return compile_failure(str(e))
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
