"""Upstream's passes run through jaxlib in a child process, under a time limit.

The program transformations an oracle's program goes through before it runs (CHLO lowered,
oracles/lowering.py; shapes refined to the inputs, oracles/refinement.py) are upstream's MLIR
passes in a jaxlib context. A pass can crash the process (a segmentation fault on some
ragged_dot programs, jaxlib 0.10.2) or, in principle, loop: it runs in a child process
(`python -m oracles.passes`, started once, started again after a crash or a timeout), so the
harness survives both, and a request past its time limit kills the child and says which pass
ran too long.

A request names a target, `package.module:function` of text arguments returning text, run in
the child; the target raises `PassError` for a failure it explains (its `status` crosses the
process boundary). The child imports targets by name, so the modules that define them import
this one, not the other way round.
"""
from __future__ import annotations

import functools
import importlib
import json
import os
import select
import signal
import struct
import subprocess
import sys
import time

TIME_LIMIT = 60.0
"""Seconds a pass may run on one program (`run`'s default)."""
START_LIMIT = 120.0
"""Seconds the child may take to start (it imports jax)."""
CACHE_SIZE = 64
"""Requests whose answers are kept (by target and arguments), both outcomes."""


class PassError(ValueError):
    """A pass that did not give a program. `status` is the Outcome status an oracle reports:
    "unsupported" (the pass cannot transform this program, or crashed on it), "rejected" (the
    program is invalid for its inputs, e.g. a failed shape assertion) or "timeout"."""

    def __init__(self, message: str, status: str = "unsupported"):
        super().__init__(message)
        self.status = status


@functools.lru_cache(maxsize=1)
def context():
    """(a jaxlib MLIR context with StableHLO's dialects and passes, `ir`, `passmanager`)."""
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir, passmanager
    from jaxlib.mlir._mlir_libs import _stablehlo

    _stablehlo.register_stablehlo_passes()
    return jm.make_ir_context(), ir, passmanager


def first_line(e: Exception) -> str:
    """The first `error:` line of a jaxlib exception's message (else its first line)."""
    lines = [line.strip() for line in str(e).splitlines() if line.strip()]
    detail = [line for line in lines if line.startswith("error:")]
    return (detail or lines or [type(e).__name__])[0]


def parsed_and_run(text: str, pipeline: str, name: str, purpose: str, error=PassError):
    """jaxlib's module of the program `text` after the pass `pipeline` ran on it, in the context
    entered; `error` when jaxlib cannot read the program ("... to `purpose` it") or the pass
    `name` fails (its first diagnostic)."""
    _, ir, passmanager = context()
    try:
        module = ir.Module.parse(text)
    except Exception as e:  # MLIRError, ValueError
        raise error(f"jaxlib cannot read the program to {purpose} it: {first_line(e)}") from None
    try:
        passmanager.PassManager.parse(pipeline).run(module.operation)
    except Exception as e:
        raise error(f"{name} failed: {first_line(e)}") from None
    return module


def run(target: str, *args: str, what: str, time_limit: float = TIME_LIMIT) -> str:
    """`target(*args)` run in the child; PassError when it raises one, when the child crashes
    (status unsupported) or when it runs past `time_limit` seconds (status timeout). `what`
    names the pass in those messages."""
    return _CHILD.run(target, list(args), what, time_limit)


class _Child:
    """The child process and the cache of its answers. A request is a length-prefixed JSON
    object {target, args}; an answer a length-prefixed JSON object {text} or {error, status}."""

    def __init__(self):
        self._proc: subprocess.Popen | None = None
        self._cache: dict[str, dict] = {}

    def run(self, target: str, args: list[str], what: str, time_limit: float) -> str:
        request = json.dumps({"target": target, "args": args})
        answer = self._cache.get(request)
        if answer is None:
            answer = self._ask(request, what, time_limit)
            if answer.get("status") != "timeout":  # a slow moment is not the program's answer
                self._cache[request] = answer
                if len(self._cache) > CACHE_SIZE:
                    self._cache.pop(next(iter(self._cache)))
        if "error" in answer:
            raise PassError(answer["error"], answer["status"])
        return answer["text"]

    def _ask(self, request: str, what: str, time_limit: float) -> dict:
        try:
            self._start()
        except (TimeoutError, EOFError, OSError):
            self._stop()
            return {"error": f"the child process running {what} did not start (it exited, or "
                             f"took more than {START_LIMIT:g} s)", "status": "unsupported"}
        data = request.encode()
        try:
            self._proc.stdin.write(struct.pack("<Q", len(data)) + data)
            self._proc.stdin.flush()
            read = self._reader(time.monotonic() + time_limit)
            (size,) = struct.unpack("<Q", read(8))
            return json.loads(read(size))
        except TimeoutError:
            self._stop()
            return {"error": f"{what} ran past its time limit of {time_limit:g} s on the "
                             f"program (the pass was stopped)", "status": "timeout"}
        except (EOFError, BrokenPipeError, OSError):
            code = self._proc.wait()
            self._stop()
            how = f"signal {signal.Signals(-code).name}" if code < 0 else f"status {code}"
            return {"error": f"{what} crashed on the program ({how})", "status": "unsupported"}

    def _start(self) -> None:
        if self._proc is not None and self._proc.poll() is None:
            return
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
        self._proc = subprocess.Popen([sys.executable, "-m", "oracles.passes"],
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL, env=env)
        if self._reader(time.monotonic() + START_LIMIT)(1) != b"R":
            raise EOFError

    def _stop(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            proc.stdin.close()
            proc.stdout.close()

    def _reader(self, deadline: float):
        return reader(self._proc.stdout.fileno(), deadline, EOFError)

    def __del__(self):
        self._stop()


_CHILD = _Child()


def reader(fd: int, deadline: float, gone: type[Exception]):
    """read(n): the next n bytes a child writes to the pipe `fd`; TimeoutError past `deadline`
    (time.monotonic), `gone` when the child has closed it."""
    def read(n: int) -> bytes:
        chunks = []
        while n:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                raise TimeoutError
            chunk = os.read(fd, min(n, 1 << 20))
            if not chunk:
                raise gone
            chunks.append(chunk)
            n -= len(chunk)
        return b"".join(chunks)
    return read


def serve() -> None:
    """The child's loop (python -m oracles.passes): jaxlib loaded, then one answer per request."""
    read, out = sys.stdin.buffer.read, sys.stdout.buffer
    context()
    out.write(b"R")
    out.flush()
    while True:
        header = read(8)
        if len(header) < 8:
            return
        (size,) = struct.unpack("<Q", header)
        request = json.loads(read(size))
        module, _, name = request["target"].partition(":")
        try:
            answer = {"text": getattr(importlib.import_module(module), name)(*request["args"])}
        except PassError as e:
            answer = {"error": str(e), "status": e.status}
        except Exception as e:  # a bug of the target: said, and the child goes on
            answer = {"error": f"{request['target']} failed: {type(e).__name__}: "
                               f"{first_line(e)}", "status": "unsupported"}
        data = json.dumps(answer).encode()
        out.write(struct.pack("<Q", len(data)) + data)
        out.flush()


if __name__ == "__main__":  # served as oracles.passes, whose PassError the targets raise
    importlib.import_module("oracles.passes").serve()
