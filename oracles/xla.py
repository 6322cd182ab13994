"""XLA through jaxlib's PJRT client as an oracle: `xla` on the CPU, `xla-gpu` on a visible GPU.

The worker (`execute`, or `execute_gpu`: the same code with the platform name changed) compiles
the program text with `compile_and_load` (compiled executables are cached by text, so a program
run on many inputs compiles once), puts the inputs on the device with `jax.device_put` (64-bit
types enabled) and reads the results back with numpy.
"""
from __future__ import annotations

import glob
import importlib.util
import time
from importlib.metadata import version

import numpy as np

from spec.types import ELEMENT_TYPES

from .base import CHECK_OPS_GAP, OpGap, Outcome, Unsupported
from .isolation import WorkerOracle

UNSUPPORTED_TYPES = {
    name: Unsupported("io", "jax cannot transfer float6 arrays to a device (\"Unknown NumPy "
                            "dtype\")")
    for name in ("f6E2M3FN", "f6E3M2FN")
}
"""Found by running every element type through a one-op program (tests/test_oracles.py checks
every other type round-trips)."""

_ONE_DEVICE = ("the oracle runs on one device (one replica, one partition): XLA fails a "
               "RET_CHECK on the replica count")
OP_GAPS = {
    **CHECK_OPS_GAP,
    **{f"stablehlo.{name}": OpGap(_ONE_DEVICE) for name in
       ("all_gather", "all_to_all", "reduce_scatter", "collective_broadcast")},
    **{f"stablehlo.{name}": OpGap(f"XLA:CPU has no thunk for HLO `{name}`")
       for name in ("send", "recv")},
    **{f"stablehlo.{name}": OpGap("XLA waits for a host feed the oracle does not provide "
                                  "(the program hangs)") for name in ("infeed", "outfeed")},
    "stablehlo.custom_call": OpGap("custom_call targets are XLA FFI handlers registered by "
                                   "the embedding program; the oracle registers none"),
}
"""Found by running every spec example (corpus/spec_examples, check ops removed) through the
oracle: these were rejected, crashed or hung."""


def _element(t):
    """The element type of tensor type `t` (the storage type of a quantized one), or None."""
    et = getattr(t, "element_type", None)
    return getattr(et, "storage_type", et)


RNG_TYPES = frozenset(("f16", "bf16", "f32", "f64", "i32", "i64", "ui32", "ui64"))


def _rng_gap(op) -> str:
    et = _element(op.result_types[0])
    return str(et) if et is not None and str(et) not in RNG_TYPES else ""


def _rng_bit_generator_gap(op) -> str:
    et = _element(op.result_types[1])
    return str(et) if et is not None and et.kind != "unsigned" else ""


def _bitcast_convert_gap(op) -> str:
    ets = [_element(op.operand_types[0]), _element(op.result_types[0])]
    names = [str(et) for et in ets]
    complex_widths = all(getattr(et, "kind", None) == "complex" for et in ets) \
        and ets[0].bits != ets[1].bits
    return f"{names[0]} -> {names[1]}" if names.count("i1") == 1 or complex_widths else ""


def _sort_gap(op) -> str:
    names = sorted({str(_element(t)) for t in op.operand_types})
    two_bit = [n for n in names if n in ("i2", "ui2")]
    widths = {ELEMENT_TYPES[n].bits for n in names if n in ELEMENT_TYPES}
    return " and ".join(names) if two_bit and len(widths) > 1 else ""


def _reduce_gap(op) -> str:
    floats = sorted({str(_element(t)) for t in op.operand_types
                     if str(_element(t)) in ELEMENT_TYPES
                     and ELEMENT_TYPES[str(_element(t))].kind == "float"})
    return " and ".join(floats) if len(floats) > 1 else ""


TYPE_GAPS = {
    "stablehlo.reduce": OpGap(when=_reduce_gap, reason=(
        "XLA's HLO verifier refuses a variadic reduce over float inputs of different types "
        "(\"Seen floating point types of different precisions ... but mixed precision is "
        "disallowed\", f32 with f16, f32 with f64, bf16 with f16, f4E2M1FN with f8E3M4; jaxlib "
        "0.10.2), which the spec allows; reduce_window and mixed float / integer inputs "
        "compile")),
    "stablehlo.sort": OpGap(when=_sort_gap, reason=(
        "XLA refuses a variadic sort mixing a 2-bit integer operand (i2, ui2) with one of "
        "another width, in either order (\"INTERNAL: Inputs must have the same shape\", jaxlib "
        "0.10.2; the spec allows any element types per operand): an XLA bug")),
    "stablehlo.rng": OpGap(when=_rng_gap, reason=(
        "XLA:CPU generates rng values of 32 and 64 bits, f16 and bf16 only: for any other "
        "element type (i1 to i16, ui2 to ui16, the f8 and f4 types) the compiler aborts "
        "(\"rng_expander.cc:58 Check failed: primitive_type == F16 || primitive_type == BF16\", "
        "e.g. UNIFORM on tensor<i8>, jaxlib 0.10.2)")),
    "stablehlo.rng_bit_generator": OpGap(when=_rng_bit_generator_gap, reason=(
        "XLA types rng_bit_generator's output as the unsigned integer of its width whatever "
        "the declared type, and its users follow: an output declared tensor<3xf32> is returned "
        "as u32[3], and `add %r, %r` on it is compiled to a u32 add (the result holds 2 * bits, "
        "not the bits of the float sum; jaxlib 0.10.2, entry_computation_layout "
        "(u64[2])->u32[3]); only unsigned outputs are XLA's")),
    "stablehlo.bitcast_convert": OpGap(when=_bitcast_convert_gap, reason=(
        "XLA bitcasts neither i1 as 1 bit nor between complex types of different widths. It "
        "stores i1 (PRED) in a byte and bitcasts it as 8 bits, where the spec's num_bits(i1) is "
        "1 (C1): 8xi1 -> f8E5M2 compiles to pred[8] -> f8e5m2[8] and i8 -> 8xi1 to s8[] -> "
        "pred[], results of another shape than the program declares. Its BitcastDtypesExpander "
        "has no integer type of a complex width, where the spec's C2 only requires both types "
        "complex: complex<f64> -> 2 x complex<f32> is rejected (\"Conversion between complex and "
        "real type c128[2] => PRIMITIVE_TYPE_INVALID\"), 2 x complex<f32> -> complex<f64> aborts "
        "the compiler (\"primitive_util.h:681] unhandled type 0\"; jaxlib 0.10.2)")),
}
"""Ops XLA cannot run with some combinations of element types, too narrow for element families
(OpGap `when`: the offending types, "" when the op is fine). Found by triaging fuzz findings
(tests/test_triage_xla.py reproduces each with jaxlib)."""
OP_GAPS.update(TYPE_GAPS)


class Xla(WorkerOracle):
    name = "xla"
    platform = "cpu"
    unsupported_types = UNSUPPORTED_TYPES
    op_gaps = OP_GAPS
    no_quantized = "jaxlib's MLIR registers no quant dialect, so !quant.uniform types do not parse"
    tensor_io_only = True  # jax.device_put and the results' read-back move arrays only
    entry = f"{__name__}:execute"

    @property
    def version(self) -> str:
        return f"jaxlib {version('jaxlib')} xla {self.platform}"


GPU_PLUGINS = ("jax_cuda13_plugin", "jax_cuda12_plugin", "jax_rocm7_plugin", "jax_rocm6_plugin")


class XlaGpu(Xla):
    name = "xla-gpu"
    platform = "gpu"
    entry = f"{__name__}:execute_gpu"

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
)                                      # shape operands are not constants
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
    client = backend.get_backend(platform)
    device = client.devices()[0]
    start = time.perf_counter()
    executable = _EXECUTABLES.pop(text, None)
    if executable is None:
        try:
            executable = client.compile_and_load(text, xc.DeviceList((device,)))
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


def execute_gpu(text: str, inputs: list[np.ndarray], func: str) -> Outcome:
    return execute(text, inputs, func, platform="gpu")
