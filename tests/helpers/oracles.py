"""Programs and values shared by the oracle tests, and jaxlib's compiler and XLA run in a child
process."""
from __future__ import annotations

import pickle
import subprocess
import sys

import numpy as np

import spec
from oracles.base import Outcome
from spec.build import function, tensor_type
from spec.verify import verify


def identity(et: str) -> spec.Module:
    """@main returning its tensor<3xet> argument through an optimization_barrier."""
    t = tensor_type((3,), et)
    return spec.Module([function("main", [t], lambda b, args: b.op(
        "optimization_barrier", args, [t]), visibility="public")])


def sample(et) -> np.ndarray:
    if et.kind == "complex":
        return np.array([1 + 2j, -0.5, 0], et.dtype)
    return np.array([1, 0, 1], dtype=np.int64).astype(et.dtype)


COMPILE = """
import sys
import jax, jaxlib._jax as xc
from jax.extend import backend
jax.config.update("jax_enable_x64", True)
client = backend.get_backend("cpu")
executable = client.compile_and_load(sys.stdin.read(), xc.DeviceList((client.devices()[0],)),
                                    xc.CompileOptions())
print(executable.hlo_modules()[0].to_string().splitlines()[0])
"""


def compile_with_jaxlib(text: str) -> tuple[int, str, str]:
    """(exit code, first line of the compiled HLO module, stderr) of compiling `text` with
    jaxlib in a child process: a negative code is the signal that killed it."""
    p = subprocess.run([sys.executable, "-c", COMPILE], input=text, capture_output=True,
                       text=True, timeout=300)
    return p.returncode, p.stdout.strip(), p.stderr


def valid_module(module: spec.Module) -> spec.Module:
    """`module`, after checking that our verifier accepts it."""
    assert not verify(module), verify(module)
    return module


RUN = """
import pickle, sys
import jax, jaxlib._jax as xc, numpy as np
from jax.extend import backend
jax.config.update("jax_enable_x64", True)
text, args = pickle.load(sys.stdin.buffer)
client = backend.get_backend("cpu")
device = client.devices()[0]
executable = client.compile_and_load(text, xc.DeviceList((device,)), xc.CompileOptions())
out = executable.execute_sharded([jax.device_put(a, device) for a in args])
sys.stdout.buffer.write(pickle.dumps([np.asarray(o[0]) for o in
                                      out.disassemble_into_single_device_arrays()]))
"""


def run_with_jaxlib(text: str, args: list) -> list:
    """XLA CPU's results of `text` on `args`, computed by jaxlib alone (no code of ours) in a
    child process."""
    p = subprocess.run([sys.executable, "-c", RUN], input=pickle.dumps((text, args)),
                       capture_output=True, timeout=300)
    assert p.returncode == 0, p.stderr.decode()[-2000:]
    return pickle.loads(p.stdout)


class Fixed:
    """An oracle answering every case with fixed outputs (the conformance verdict's view of a
    backend)."""

    name = "command"

    def __init__(self, outputs):
        self.outputs = outputs

    def supports(self, module, func):
        return True, ""

    def run(self, module, inputs, func="main"):
        return Outcome("ok", self.outputs)
