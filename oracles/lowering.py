"""CHLO programs for the oracles that read StableHLO only: upstream's own lowering, through jaxlib.

JAX's programs hold CHLO ops (chlo.erf, chlo.top_k, chlo.ragged_dot, ...). XLA compiles them
itself; upstream's interpreter, ONNX Runtime (our translator), IREE and a vendor's command read
StableHLO, so they get the program after upstream's `chlo-legalize-to-stablehlo` pass, run in a
jaxlib context, printed in the generic form and parsed back by our parser. The lowering works
on text, so it needs none of our schemas of the ops it lowers (`lower_text`); `lower_chlo` is the
same on a Module. Where upstream's decomposition is not the exact function (erf, lgamma,
digamma, erf_inv... are polynomial approximations, ChloDecompositionPatterns*.td), the lowered
program's results carry that error: the oracles that run it have tolerance rules of their own
(oracles/tolerances.toml, "chlo lowered", with the measurements).

An oracle says which CHLO ops it needs lowered (`Oracle.lowered_chlo`: "*" for all, or a set of
op names); `prepared` lowers a program that holds one of them, and the Outcome says so
(`Outcome.lowered`, and its message).
"""
from __future__ import annotations

import functools
import os
import re
import signal
import struct
import subprocess
import sys
from importlib.metadata import version

import numpy as np

import spec
from spec.ir import Module

PIPELINE = "builtin.module(func.func(chlo-legalize-to-stablehlo))"
CHLO_OP = re.compile(r'"(chlo\.[\w.]+)"')


class LoweringError(ValueError):
    """The program cannot be lowered to StableHLO: jaxlib rejects it, the pass fails, a CHLO op
    has no lowering, or the lowered program holds ops this project does not know."""


def note() -> str:
    """What an Outcome of a lowered program says about it."""
    return (f"CHLO lowered to StableHLO by upstream's chlo-legalize-to-stablehlo (jaxlib "
            f"{version('jaxlib')})")


def chlo_ops(module: Module) -> set[str]:
    """The CHLO ops of a module (full names)."""
    return {op.name for op in module.walk() if op.name.startswith("chlo.")}


@functools.lru_cache(maxsize=1)
def _context():
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir, passmanager
    from jaxlib.mlir._mlir_libs import _stablehlo

    _stablehlo.register_stablehlo_passes()
    return jm.make_ir_context(), ir, passmanager


def lower_text(text: str) -> str:
    """A program's text (any form jaxlib reads) lowered to StableHLO, in the generic form;
    LoweringError when jaxlib rejects it, the pass fails or crashes, or a CHLO op is left. The
    pass runs in a child process (`_CHILD`, started once, started again after a crash): upstream's
    pass can crash on a program (a segmentation fault on some ragged_dot programs, jaxlib 0.10.2),
    which must not take the harness with it."""
    return _CHILD.lower(text)


def _lower_here(text: str) -> str:
    """lower_text in this process."""
    ctx, ir, passmanager = _context()
    with ctx, ir.Location.unknown():
        try:
            module = ir.Module.parse(text)
        except Exception as e:  # MLIRError, ValueError
            raise LoweringError(f"jaxlib cannot read the program to lower it: "
                                f"{_first_line(e)}") from None
        try:
            passmanager.PassManager.parse(PIPELINE).run(module.operation)
        except Exception as e:
            raise LoweringError(f"chlo-legalize-to-stablehlo failed: {_first_line(e)}") from None
        lowered = module.operation.get_asm(print_generic_op_form=True)
    left = sorted(set(CHLO_OP.findall(lowered)))
    if left:
        raise LoweringError(f"upstream's chlo-legalize-to-stablehlo has no lowering for "
                            f"{', '.join(left)}")
    return lowered


class _Child:
    """A child process running `_lower_here` on the texts it reads (a length-prefixed text in;
    a status byte, 0 lowered or 1 LoweringError, and a length-prefixed text out)."""

    def __init__(self):
        self._proc = None
        self._cache: dict[str, tuple[bool, str]] = {}  # the last texts, both outcomes

    def lower(self, text: str) -> str:
        hit = self._cache.get(text)
        if hit is None:
            hit = self._cache[text] = self._ask(text)
            if len(self._cache) > 64:
                self._cache.pop(next(iter(self._cache)))
        ok, result = hit
        if not ok:
            raise LoweringError(result)
        return result

    def _ask(self, text: str) -> tuple[bool, str]:
        if self._proc is None or self._proc.poll() is not None:
            env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
            self._proc = subprocess.Popen([sys.executable, "-m", "oracles.lowering"],
                                          stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          stderr=subprocess.DEVNULL, env=env)
        data = text.encode()
        try:
            self._proc.stdin.write(struct.pack("<Q", len(data)) + data)
            self._proc.stdin.flush()
            status = self._proc.stdout.read(1)
            (size,) = struct.unpack("<Q", self._proc.stdout.read(8))
            body = self._proc.stdout.read(size).decode()
        except (BrokenPipeError, struct.error, OSError):
            code = self._proc.wait()
            self._proc = None
            how = f"signal {signal.Signals(-code).name}" if code < 0 else f"status {code}"
            return False, f"chlo-legalize-to-stablehlo crashed on the program ({how})"
        return status == b"0", body


_CHILD = _Child()


def serve() -> None:
    """The child's loop (python -m oracles.lowering)."""
    read, out = sys.stdin.buffer.read, sys.stdout.buffer
    while True:
        header = read(8)
        if len(header) < 8:
            return
        (size,) = struct.unpack("<Q", header)
        text = read(size).decode()
        try:
            status, body = b"0", _lower_here(text)
        except LoweringError as e:
            status, body = b"1", str(e)
        data = body.encode()
        out.write(status + struct.pack("<Q", len(data)) + data)
        out.flush()


def lower_chlo(module: Module) -> Module:
    """`module` with its CHLO ops replaced by upstream's StableHLO decompositions."""
    text = lower_text(spec.print_module(module))
    try:
        return spec.parse(text, "<lowered>")
    except spec.ParseError as e:
        raise LoweringError(f"the lowered program does not parse here: {e}") from None


def needs_lowering(module: Module, lowered_chlo) -> bool:
    """Whether an oracle that needs `lowered_chlo` ("*" or op names) lowered must get
    `module` lowered."""
    ops = chlo_ops(module)
    return bool(ops) and (lowered_chlo == "*" or bool(ops & set(lowered_chlo)))


def prepared(module: Module, lowered_chlo) -> tuple[Module, str]:
    """(the module an oracle runs, the note saying it was lowered or ""); LoweringError."""
    if not needs_lowering(module, lowered_chlo):
        return module, ""
    return lower_chlo(module), note()


def noted(outcome, lowered: str):
    """`outcome` with the lowering note `lowered` (if any) in `lowered` and its message."""
    if lowered:
        outcome.lowered = lowered
        outcome.message = f"{lowered}. {outcome.message}" if outcome.message else lowered
    return outcome


def leaked(op, operands: list, got) -> "np.ndarray | None":
    """Where a lowered program's result `got` of CHLO op `op` (given its `operands`) may be NaN
    although the exact op's is not, by the decomposition's design, or None. Upstream's
    ragged_dot decomposition computes every group's dot_general over every row, the rows of
    other groups selected to zero, and adds them: a non-finite rhs value of one group reaches
    the rows of every other group as 0 * inf or 0 * NaN = NaN (reproduced with jaxlib alone in
    tests/oracles/test_oracles_chlo_lowering.py). So when rhs holds a non-finite value, a NaN result element
    is the decomposition's; with a finite rhs nothing is excused."""
    if op.name != "chlo.ragged_dot" or len(operands) < 2:
        return None
    rhs = np.asarray(operands[1])
    if rhs.dtype.kind not in "fcV" or np.isfinite(rhs.astype(np.complex128)).all():
        return None
    return _isnan(np.asarray(got))


def _isnan(x: np.ndarray) -> np.ndarray:
    return np.isnan(x.astype(np.complex128)) if x.dtype.kind in "fcV" else np.zeros(x.shape, bool)


def _first_line(e: Exception) -> str:
    lines = [line.strip() for line in str(e).splitlines() if line.strip()]
    detail = [line for line in lines if line.startswith("error:")]
    return (detail or lines or [type(e).__name__])[0]


if __name__ == "__main__":
    serve()
