"""XLA through jaxlib's PJRT client as an oracle: `xla` on the CPU, `xla-gpu` on a visible GPU.

The worker (`execute`, or `execute_gpu`: the same code with the platform name changed) compiles
the program text with `compile_and_load` (compiled executables are cached by text, so a program
run on many inputs compiles once), puts the inputs on the device with `jax.device_put` (64-bit
types enabled) and reads the results back with numpy.

It compiles with XLA's default compile options (`CompileOptions()`), the ones `jax.jit` builds
too, so the oracle tests XLA as JAX users get it. `compile_and_load` without options is another
configuration that no JAX program runs under: there XLA CPU's maximum and minimum drop a NaN
operand (xla_cpu_enable_fast_min_max), which is fast-math behaviour, not what JAX users see
(tests/oracles/test_oracles.py shows both with jaxlib alone).
"""
from __future__ import annotations

import glob
import importlib.util
import os
import time
from importlib.metadata import version

import numpy as np

from . import gaps
from .base import Outcome
from .isolation import WorkerOracle


class Xla(WorkerOracle):
    name = "xla"
    platform = "cpu"
    unsupported_types = gaps.unsupported_types("xla")
    op_gaps = gaps.op_gaps("xla")
    no_quantized = "jaxlib's MLIR registers no quant dialect, so !quant.uniform types do not parse"
    tensor_io_only = True  # jax.device_put and the results' read-back move arrays only
    entry = f"{__name__}:execute"
    preload = ("jax", "jax.extend.backend", "jaxlib._jax", "jaxlib.lapack")
    batches = True
    """A batch of programs compiles as one module (`run_batch`): XLA's fixed cost per compile
    is then paid once (about a fifth of a small program's compile in one process, a few
    percent at most of a conformance subset's XLA CPU: docs/conformance.md), and each
    program's outputs are the same, bit for bit, as when it is compiled alone."""
    lowered_chlo = frozenset({"chlo.ragged_dot"})
    """XLA compiles CHLO itself, but XLA:CPU has no ragged dot ("UNIMPLEMENTED: HLO opcode
    `ragged-dot` is not supported by XLA:CPU ThunkEmitter", jaxlib 0.10.2): a program with one
    runs lowered (as jax.lax.ragged_dot_general's own CPU lowering decomposes it too)."""

    @property
    def version(self) -> str:
        return f"jaxlib {version('jaxlib')} xla {self.platform}"


GPU_PLUGINS = ("jax_cuda13_plugin", "jax_cuda12_plugin", "jax_rocm7_plugin", "jax_rocm6_plugin")


class XlaGpu(Xla):
    name = "xla-gpu"
    platform = "gpu"
    entry = f"{__name__}:execute_gpu"
    lowered_chlo = frozenset()
    batches = False  # bit-for-bit equal outputs in a batch are measured on the CPU only

    def __init__(self, *, time_limit: float = 60.0, memory_limit: int | None = None):
        """No address-space limit: the CUDA driver reserves far more virtual memory than any
        limit that would bound the worker's real use (a limited worker fails to create its
        context). The worker's GPU memory is bounded by allocating on demand instead of
        preallocating (`execute_gpu`), so the workers of a parallel run share the device."""
        super().__init__(time_limit=time_limit, memory_limit=memory_limit)

    @classmethod
    def available(cls) -> tuple[bool, str]:
        plugins = [p for p in GPU_PLUGINS if importlib.util.find_spec(p) is not None]
        if not plugins:
            return False, ("no jax GPU plugin is installed (one of "
                           + ", ".join(GPU_PLUGINS) + ")")
        if not glob.glob("/dev/nvidia[0-9]*") + glob.glob("/dev/kfd"):
            return False, "no GPU device is visible (/dev/nvidia<N> or /dev/kfd)"
        return True, ""


CANNOT_COMPILE = (
    "can't be translated to XLA HLO",  # e.g. dynamic_pad, dynamic_gather, dynamic_conv whose
                                       # shape operands are not constants
    "No registered implementation for untyped custom call to",  # a custom_call target XLA
    "No FFI handler registered for",                            # has no handler for
    "unsupported op for export to XLA",  # e.g. arith.index_cast of an `index` shape operand
    "Failed to serialize StableHLO with mixed dialects",  # jaxlib 0.11's plugin: the same
                                                          # casts of `index` shape operands
)
"""Compile errors (besides status UNIMPLEMENTED) that say XLA has no lowering for a valid
program: the Outcome is `unsupported` with XLA's message, not `rejected`."""

_EXECUTABLES: dict[str, object] = {}
CACHE_SIZE = 64
"""Compiled executables kept per worker (by program text, least recently used dropped)."""


def execute(text: str, inputs: list[np.ndarray], func: str, platform: str = "cpu") -> Outcome:
    """Runs in the worker: compile (once per text), transfer, execute, read back."""
    import jax
    import jaxlib._jax as xc
    from jax.extend import backend

    if func != "main":
        return Outcome("unsupported", message="XLA compiles the module's @main")
    jax.config.update("jax_enable_x64", True)
    if platform == "cpu":
        _initialize_lapack()
    client = backend.get_backend(platform)
    device = client.devices()[0]
    start = time.perf_counter()
    executable = _EXECUTABLES.pop(text, None)
    if executable is None:
        try:
            executable = client.compile_and_load(text, xc.DeviceList((device,)),
                                                 xc.CompileOptions())
        except Exception as e:  # XlaRuntimeError: the program is invalid for XLA, or
            message = str(e)    # XLA cannot compile it
            cannot = message.startswith("UNIMPLEMENTED") or any(
                m in message for m in CANNOT_COMPILE)
            return Outcome("unsupported" if cannot else "rejected", message=message)
        while len(_EXECUTABLES) >= CACHE_SIZE:
            _EXECUTABLES.pop(next(iter(_EXECUTABLES)))
    _EXECUTABLES[text] = executable  # now the most recently used
    compiled = time.perf_counter()
    buffers = [jax.device_put(x, device) for x in inputs]
    results = executable.execute_sharded(buffers).disassemble_into_single_device_arrays()
    outputs = [np.asarray(r[0]) for r in results]
    done = time.perf_counter()
    return Outcome("ok", outputs, compile_seconds=compiled - start, run_seconds=done - compiled)


def _initialize_lapack() -> None:
    """Loads the LAPACK routines behind jaxlib's CPU LAPACK targets (`lapack_*_ffi`): jax does
    it when it lowers a linalg op, and a worker that only compiles text must do it itself (an
    uninitialized handler dereferences a null function pointer: the worker segfaults)."""
    from jaxlib import lapack

    lapack._lapack.initialize()


def execute_gpu(text: str, inputs: list[np.ndarray], func: str) -> Outcome:
    # Before the client starts: jax would otherwise take 75% of the device's memory for each
    # worker, and the second worker of a parallel run would find none left.
    os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
    return execute(text, inputs, func, platform="gpu")
