"""XLA on the CPU (jaxlib's PJRT client) as an oracle.

The worker (`execute`) compiles the program text with `compile_and_load` (compiled executables
are cached by text, so a program run on many inputs compiles once), puts the inputs on the CPU
device with `jax.device_put` (64-bit types enabled) and reads the results back with numpy.
"""
from __future__ import annotations

import time
from importlib.metadata import version

import numpy as np


from .base import Outcome, Unsupported
from .isolation import WorkerOracle

UNSUPPORTED_TYPES = {
    name: Unsupported("io", "jax cannot transfer float6 arrays to a device (\"Unknown NumPy "
                            "dtype\")")
    for name in ("f6E2M3FN", "f6E3M2FN")
}
"""Found by running every element type through a one-op program (tests/test_oracles.py checks
every other type round-trips)."""


class Xla(WorkerOracle):
    name = "xla"
    unsupported_types = UNSUPPORTED_TYPES
    entry = f"{__name__}:execute"

    @property
    def version(self) -> str:
        return f"jaxlib {version('jaxlib')} xla cpu"


_EXECUTABLES: dict[str, object] = {}


def execute(text: str, inputs: list[np.ndarray], func: str) -> Outcome:
    """Runs in the worker: compile (once per text), transfer, execute, read back."""
    import jax
    import jaxlib._jax as xc
    from jax.extend import backend

    if func != "main":
        return Outcome("unsupported", message="XLA compiles the module's @main")
    jax.config.update("jax_enable_x64", True)
    client = backend.get_backend("cpu")
    device = client.devices()[0]
    start = time.perf_counter()
    executable = _EXECUTABLES.get(text)
    if executable is None:
        try:
            executable = client.compile_and_load(text, xc.DeviceList((device,)))
        except Exception as e:  # XlaRuntimeError: the program is invalid for XLA
            return Outcome("rejected", message=str(e))
        _EXECUTABLES.clear()
        _EXECUTABLES[text] = executable
    compiled = time.perf_counter()
    buffers = [jax.device_put(x, device) for x in inputs]
    results = executable.execute_sharded(buffers).disassemble_into_single_device_arrays()
    outputs = [np.asarray(r[0]) for r in results]
    done = time.perf_counter()
    return Outcome("ok", outputs, compile_seconds=compiled - start, run_seconds=done - compiled)
