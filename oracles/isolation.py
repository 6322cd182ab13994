"""Long-lived worker processes that run a backend with a per-case time limit.

A backend that can abort, segfault, hang or exhaust memory (jaxlib's `eval_module` aborts on an
unknown custom_call) runs in a `Worker`: a child process (`python -m oracles.isolation TARGET`)
that imports `TARGET` (`package.module:function`) once and then serves cases. The function takes
`(program_text, inputs, func)` and returns an `Outcome`. When the child dies or runs past the time
limit, the case becomes `Outcome("crash" | "timeout")` with the child's last stderr lines, and the
next case starts a fresh child. The child's address space is limited (`memory_limit` bytes,
RLIMIT_AS, set by the child itself before it imports the backend): an allocation beyond it
becomes a crash whose message starts with "out of memory".

Messages are pickle-free: a 4-byte length, a JSON header, then each array's raw bytes (arrays are
described by element type name and shape).
"""
from __future__ import annotations

import importlib
import json
import os
import resource
import signal
import struct
import subprocess
import sys
import tempfile
import time
import traceback

import numpy as np

from spec.types import ELEMENT_TYPES, element_type_of_dtype

from spec import print_module
from spec.ir import Module

from . import lowering
from .base import Oracle, Outcome
from .entry import MAIN, as_main
from .passes import PassError, reader

STDERR_LINES = 12
"""How many of the worker's last stderr lines a crash or timeout message carries."""

DEFAULT_MEMORY_LIMIT = 16 << 30
"""Address-space limit of a worker, in bytes (virtual memory, which exceeds resident memory; the
jaxlib oracles start and run small programs under 4 GiB)."""

OUT_OF_MEMORY_SIGNS = ("MemoryError", "std::bad_alloc", "Cannot allocate memory", "out of memory")
"""Words in a dead worker's stderr that mean an allocation failed."""


class WorkerDied(Exception):
    pass


# --- framing --------------------------------------------------------------------------------

def encode(header: dict, arrays: list[np.ndarray]) -> bytes:
    """One message: the header (JSON) with a description of each array, then the arrays' bytes."""
    arrays = [np.asarray(a, order="C") for a in arrays]  # (ascontiguousarray makes 0-d 1-d)
    header = dict(header, arrays=[{"type": element_type_of_dtype(a.dtype).name,
                                   "shape": list(a.shape), "nbytes": a.nbytes} for a in arrays])
    head = json.dumps(header).encode()
    return b"".join([struct.pack(">I", len(head)), head] + [a.tobytes() for a in arrays])


def decode_arrays(header: dict, read) -> list[np.ndarray]:
    arrays = []
    for d in header["arrays"]:
        dtype = ELEMENT_TYPES[d["type"]].dtype
        arrays.append(np.frombuffer(read(d["nbytes"]), dtype).reshape(d["shape"]).copy())
    return arrays


def read_message(read) -> tuple[dict, list[np.ndarray]]:
    (size,) = struct.unpack(">I", read(4))
    header = json.loads(read(size))
    return header, decode_arrays(header, read)


# --- the parent's side ----------------------------------------------------------------------

class WorkerOracle(Oracle):
    """An oracle whose backend runs in a `Worker`. Subclasses set `entry`, the worker's entry
    point ("package.module:function", a function of the program's generic text, the inputs and
    the function name that returns an Outcome), besides `name`, `unsupported_types`, `version`.
    A function other than @main goes to the worker as the @main of a module of its own
    (oracles/entry.py): XLA and eval_module run a module's @main only."""

    entry: str = ""

    def __init__(self, *, time_limit: float = 60.0,
                 memory_limit: int | None = DEFAULT_MEMORY_LIMIT):
        self.worker = Worker(self.entry, time_limit=time_limit, memory_limit=memory_limit)

    def run(self, module: Module, inputs: list[np.ndarray], func: str = "main") -> Outcome:
        ok, why = self.available()
        if not ok:
            return Outcome("unsupported", message=f"{self.name} is not available: {why}")
        if func != MAIN and func in {f.name for f in module.funcs}:
            module, func = as_main(module, func), MAIN
        try:
            module, lowered = lowering.prepared(
                module, self.lowered_chlo, inputs if self.refines(module, func) else None, func)
        except lowering.LoweringError as e:
            return Outcome(e.status, message=f"{self.name} reads StableHLO only: {e}")
        except PassError as e:
            return Outcome(e.status, message=str(e))  # refinement's: it names itself
        ok, why = self.supports(module, func)
        if not ok:
            return lowering.noted(Outcome("unsupported", message=why), lowered)
        return lowering.noted(self.worker.run(print_module(module), inputs, func), lowered)

    def close(self) -> None:
        self.worker.close()


class Worker:
    """A child process serving one backend function (`target`, `package.module:function`)."""

    def __init__(self, target: str, *, time_limit: float = 60.0, start_limit: float = 120.0,
                 memory_limit: int | None = DEFAULT_MEMORY_LIMIT):
        self.target = target
        self.time_limit = time_limit
        self.start_limit = start_limit
        self.memory_limit = memory_limit
        self._proc: subprocess.Popen | None = None
        self._stderr = None
        self.starts = 0

    def run(self, text: str, inputs: list[np.ndarray], func: str = "main",
            time_limit: float | None = None) -> Outcome:
        """Runs one case; a dead or hung child becomes a crash or timeout Outcome."""
        try:
            self._ensure_started()
        except WorkerDied as e:
            return Outcome("crash", message=str(e))
        mark = self._stderr_size()
        limit = self.time_limit if time_limit is None else time_limit
        try:
            self._proc.stdin.write(encode({"text": text, "func": func}, inputs))
            self._proc.stdin.flush()
            header, outputs = read_message(self._reader(time.monotonic() + limit))
        except TimeoutError:
            self._stop()
            return Outcome("timeout", message=f"{self.target} ran past {limit:g} s"
                           + self._last_words(mark))
        except (WorkerDied, BrokenPipeError, struct.error):
            return Outcome("crash", message=self._death(mark))
        return Outcome(header["status"], outputs, header["message"],
                       header["compile_seconds"], header["run_seconds"])

    def close(self) -> None:
        self._stop()

    def __del__(self):
        self._stop()

    # -- process management -------------------------------------------------------------------

    def _ensure_started(self) -> None:
        if self._proc is not None and self._proc.poll() is None:
            return
        self._stop()
        self.starts += 1
        self._stderr = tempfile.TemporaryFile()
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")])))
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "oracles.isolation", self.target, str(self.memory_limit or 0)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr, env=env, cwd=root)
        try:
            header, _ = read_message(self._reader(time.monotonic() + self.start_limit))
        except (TimeoutError, WorkerDied, struct.error):
            self._stop()
            raise WorkerDied(f"{self.target}: the worker did not start" + self._last_words(0))
        if header.get("message") != "ready":
            self._stop()
            raise WorkerDied(f"{self.target}: the worker did not start: {header.get('message')}")

    def _stop(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait()
        if proc is not None:
            for pipe in (proc.stdin, proc.stdout):
                pipe.close()

    def _reader(self, deadline: float):
        return reader(self._proc.stdout.fileno(), deadline, WorkerDied)

    # -- messages about a dead worker ---------------------------------------------------------

    def _death(self, mark: int) -> str:
        proc = self._proc
        code = proc.wait(timeout=10) if proc else None
        self._stop()
        if code is not None and code < 0:
            how = f"was killed by {signal.Signals(-code).name}"
        else:
            how = f"exited with status {code}"
        words = self._last_words(mark)
        if self.memory_limit and any(sign in words for sign in OUT_OF_MEMORY_SIGNS):
            how = f"ran out of memory (limit {self.memory_limit / 2**20:g} MiB) and {how}"
            return f"out of memory: {self.target}: the worker {how}" + words
        return f"{self.target}: the worker {how}" + words

    def _stderr_size(self) -> int:
        return os.fstat(self._stderr.fileno()).st_size

    def _last_words(self, mark: int) -> str:
        self._stderr.seek(mark)
        lines = self._stderr.read().decode(errors="replace").splitlines()[-STDERR_LINES:]
        return ("; last stderr lines:\n" + "\n".join(lines)) if lines else ""


# --- the child's side -----------------------------------------------------------------------

def _limit_address_space(limit: int) -> int:
    """Sets the soft RLIMIT_AS to `limit`, within the hard limit the machine already has (a
    process may lower its hard limit, never raise it); returns the limit in force."""
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    return limit


def serve(target: str, memory_limit: int = 0) -> None:
    """The worker's loop: read a case, run the target function, write its Outcome."""
    if memory_limit:
        memory_limit = _limit_address_space(memory_limit)
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # stray prints of a backend must not corrupt the protocol
    read = sys.stdin.buffer.read

    def exact(n: int) -> bytes:
        data = read(n)
        if len(data) != n:
            raise EOFError
        return data

    def reply(outcome: Outcome) -> None:
        out.write(encode({"status": outcome.status, "message": outcome.message,
                          "compile_seconds": outcome.compile_seconds,
                          "run_seconds": outcome.run_seconds}, outcome.outputs))
        out.flush()

    module, _, name = target.partition(":")
    fn = getattr(importlib.import_module(module), name)
    reply(Outcome("ok", message="ready"))  # the start signal the parent waits for
    while True:
        try:
            header, inputs = read_message(exact)
        except EOFError:
            return
        try:
            outcome = fn(header["text"], inputs, header["func"])
        except MemoryError as e:
            outcome = Outcome("crash", message=f"out of memory: the worker's limit is "
                                               f"{memory_limit / 2**20:g} MiB (MemoryError: {e})")
        except Exception as e:  # the backend failed without killing the process
            traceback.print_exc()
            outcome = Outcome("crash", message=f"{type(e).__name__}: {e}")
        reply(outcome)


if __name__ == "__main__":
    serve(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 0)
