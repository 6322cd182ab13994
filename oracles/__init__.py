"""Oracles: every implementation of StableHLO behind one interface (docs/oracles.md).

`ORACLES` names each oracle's class (imported on demand: a missing optional package makes that
oracle unavailable, not the package unimportable); `make(name, ...)` builds one;
`random_inputs(types, seed)` makes seeded arguments for a function signature, and
`process_inputs(types, inputs, grid, key)` each process's of a multi-process program.
"""
from __future__ import annotations

import math
import zlib
from importlib import import_module

import numpy as np

from spec.syntax import literals
from spec.types import QuantizedElementType, TensorType

ORACLES = {
    "reference": "oracles.reference:Reference",
    "stablehlo-interpreter": "oracles.stablehlo_interpreter:StablehloInterpreter",
    "xla": "oracles.xla:Xla",
    "xla-gpu": "oracles.xla:XlaGpu",
    "onnxruntime": "oracles.onnx:OnnxRuntime",
    "iree": "oracles.iree:Iree",
    "command": "oracles.command:Command",
}


class OracleError(ValueError):
    """A request for an oracle that does not exist or cannot be built; the message says why."""


def oracle_class(name: str):
    """The class of oracle `name`: a name of ORACLES, or `package.module:Class` (a vendor's
    oracle that is not registered here)."""
    target = ORACLES.get(name)
    if target is None and ":" in name:
        target = name
    if target is None:
        raise OracleError(f"unknown oracle {name!r} (known: {', '.join(ORACLES)}; or "
                          "package.module:Class)")
    module, _, attr = target.partition(":")
    try:
        return getattr(import_module(module), attr)
    except (ImportError, AttributeError) as e:
        if target is name:
            raise OracleError(f"cannot load oracle {name}: {type(e).__name__}: {e}") from None
        raise


def make(name: str, *, command: str | None = None, time_limit: float = 60.0,
         lower_chlo: bool = True, grids: bool = False):
    """The oracle called `name`; `command` is the executable (with its leading arguments) of
    the `command` oracle, `lower_chlo` false gives it programs with their CHLO ops (for a
    backend that reads CHLO) instead of lowered to StableHLO, and `grids` says it reads the
    grid form of the protocol (oracles/command.py)."""
    cls = oracle_class(name)
    if name == "command" and not command:
        raise OracleError("the command oracle needs the vendor's executable (--command)")
    try:
        if name == "command":
            return cls(command, time_limit=time_limit, lower_chlo=lower_chlo, grids=grids)
        if name == "reference":  # the expected side of the verdicts: with its error bounds
            return cls(bounds=True, time_limit=time_limit)
        return cls(time_limit=time_limit)
    except Exception as e:  # noqa: BLE001  (a vendor's class that cannot start: one line)
        raise OracleError(f"cannot make oracle {name}: {type(e).__name__}: {e}") from None


def random_inputs(types, seed: int) -> list[np.ndarray]:
    """One seeded array per tensor type of `types` (static shapes, non-quantized elements):
    booleans, integers over the type's whole range, floats and complex parts from a normal
    distribution of deviation 4 rounded to the type (magnitudes for unsigned float types)."""
    rng = np.random.default_rng(seed)
    out = []
    for i, t in enumerate(types):
        if not isinstance(t, TensorType) or isinstance(t.element_type, QuantizedElementType) \
                or any(d is None for d in t.shape):
            raise OracleError(f"cannot generate argument {i} of type {t} (only static-shape "
                              "tensors of plain element types); give the inputs as .npz")
        if math.prod(t.shape) > literals.ELEMENT_BUDGET:
            raise OracleError(f"argument {i} of type {t} holds {math.prod(t.shape)} elements, "
                              f"above the element budget of {literals.ELEMENT_BUDGET} "
                              "(STABLEHLO_SUITE_ELEMENT_BUDGET)")
        out.append(_random_tensor(rng, t.element_type, tuple(t.shape)))
    return out


def process_inputs(types, inputs: list, grid: tuple[int, int], key: str,
                   fixed=()) -> dict:
    """Each process's arguments of a program on a `grid` of replicas x partitions, by
    (replica, partition) id: process (0, 0) `inputs`, each other process its own values
    (random_inputs of `types`, seeded by `key` and the process's place in the grid), so that a
    collective that moves, orders or groups values wrongly shows in some process's results (an
    all_reduce over equal inputs hides a wrong replica group). Where `types` allow no such
    values (quantized or dynamic shapes), every process gets `inputs`. The positions in `fixed`
    (values the program constrains, which a generator chose: a dynamic root index) are every
    process's `inputs` there."""
    replicas, partitions = grid
    out = {}
    for k in range(replicas * partitions):
        pid = divmod(k, partitions)
        try:
            out[pid] = list(inputs) if k == 0 else random_inputs(
                types, zlib.crc32(f"{key}/process {k}".encode()))
        except OracleError:
            out[pid] = list(inputs)
        for i in fixed:
            out[pid][i] = inputs[i]
    return out


def _random_tensor(rng, et, shape) -> np.ndarray:
    if et.kind == "bool":
        return rng.integers(0, 2, shape).astype(bool)
    if et.kind in ("signed", "unsigned"):
        low = -(1 << (et.bits - 1)) if et.kind == "signed" else 0
        high = (1 << (et.bits - 1)) - 1 if et.kind == "signed" else (1 << et.bits) - 1
        return rng.integers(low, high, shape, dtype=np.int64 if et.kind == "signed" else np.uint64,
                            endpoint=True).astype(et.dtype)
    if et.kind == "complex":  # (arithmetic on 0-d arrays gives numpy scalars: made arrays again)
        return np.asarray(rng.normal(0, 4, shape) + 1j * rng.normal(0, 4, shape), et.dtype)
    x = rng.normal(0, 4, shape)
    return np.asarray(np.abs(x) if "E8M0" in et.name else x).astype(et.dtype)
