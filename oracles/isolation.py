"""Long-lived worker processes that run a backend with a per-case time limit.

A backend that can abort, segfault, hang or exhaust memory (jaxlib's `eval_module` aborts on an
unknown custom_call) runs in a `Worker`: a child process with `TARGET`
(`package.module:function`) imported, which serves cases. The function takes `(program_text,
inputs, func)` and returns an `Outcome`. When the child dies or runs past the time limit, the
case becomes `Outcome("crash" | "timeout")` with the child's last stderr lines, and the next
case starts a fresh child. The child's address space is limited (`memory_limit` bytes,
RLIMIT_AS, set by the child itself when it starts serving): an allocation beyond it becomes a
crash whose message starts with "out of memory".

A child started as a new process (`python -m oracles.isolation TARGET`) costs a Python start and
the backend's imports (about a second of CPU for jaxlib), and upstream's interpreter aborts on a
hundred cases of the conformance run. So the children are forked by a fork server (`python -m
oracles.isolation --fork-server TARGET ...`, started once per Worker), which imports the target
and the modules the oracle names in `preload` before it forks anything: a restart after a crash
is a fork. The server only imports: it creates no backend state (no client, no MLIR context, no
session), so each forked child sets its backend up as a new process would; modules that start
threads when imported (onnxruntime) are left to the child. The server reaps each child and tells
the Worker how it ended.

Messages are pickle-free: a 4-byte length, a JSON header, then each array's raw bytes (arrays are
described by element type name and shape).
"""
from __future__ import annotations

import importlib
import json
import os
import resource
import select
import signal
import socket
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
from .entry import MAIN, as_main, batched
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
    batches: bool = False
    """Whether `run_batch` compiles several programs as one module: for a backend whose results
    for a program are the same, bit for bit, when it is one function of a larger module."""
    preload: tuple[str, ...] = ()
    """Modules the fork server imports before it forks a worker (those `entry` imports when it
    runs, which only import code), so that a worker started after a crash needs none again."""
    retire_after: frozenset[str] = frozenset()
    """Op mnemonics after whose program the worker is replaced by a fresh one: ops the backend
    may write outside its buffers with (its memory may be corrupt, and would fail a later
    case)."""

    def __init__(self, *, time_limit: float = 60.0,
                 memory_limit: int | None = DEFAULT_MEMORY_LIMIT):
        self.worker = Worker(self.entry, time_limit=time_limit, memory_limit=memory_limit,
                             preload=self.preload)

    def run(self, module: Module, inputs: list[np.ndarray], func: str = "main") -> Outcome:
        prepared = self._prepared(module, inputs, func)
        if isinstance(prepared, Outcome):
            return prepared
        module, func, lowered = prepared
        return lowering.noted(self._run_worker(module, self.request(module, func), inputs, func),
                              lowered)

    def _run_worker(self, module: Module, text: str, inputs: list[np.ndarray],
                    func: str) -> Outcome:
        """The worker's Outcome of `text` (what it gets of `module`); a fresh worker next after
        a module with an op of `retire_after`."""
        outcome = self.worker.run(text, inputs, func)
        if self.retire_after and any(op.mnemonic in self.retire_after
                                     for f in module.funcs for op in f.walk()):
            self.worker.retire()
        return outcome

    def run_batch(self, cases: list[tuple[Module, list[np.ndarray], str]]) -> list[Outcome]:
        """`run` of each (module, inputs, func), the programs that reach the worker compiled
        and run as one module (entry.batched) when `batches` says the backend gives each
        program's results the same there; when the batch fails in any way (the backend rejects
        it, crashes or runs past the time limit, or an output is missing), each of its programs
        runs alone, so that one program's failure never becomes another's."""
        outcomes = [self._prepared(*case) for case in cases]
        batch = [k for k, p in enumerate(outcomes) if not isinstance(p, Outcome)
                 and p[1] == MAIN and not p[0].attributes and not p[0].declarations]
        if self.batches and len(batch) > 1:
            modules = [outcomes[k][0] for k in batch]
            together_module = batched(modules)
            together = self._run_worker(together_module, print_module(together_module),
                                        [x for k in batch for x in cases[k][1]], MAIN)
            counts = [len(m.func(MAIN).type.results) for m in modules]
            if together.status == "ok" and len(together.outputs) == sum(counts):
                outputs = iter(together.outputs)
                for k, n in zip(batch, counts):  # the batch's seconds shared alike
                    mine = Outcome("ok", [next(outputs) for _ in range(n)],
                                   compile_seconds=together.compile_seconds / len(batch),
                                   run_seconds=together.run_seconds / len(batch))
                    outcomes[k] = lowering.noted(mine, outcomes[k][2])
        for k, prepared in enumerate(outcomes):
            if not isinstance(prepared, Outcome):
                module, func, lowered = prepared
                outcomes[k] = lowering.noted(self._run_worker(
                    module, self.request(module, func), cases[k][1], func), lowered)
        return outcomes

    def request(self, module: Module, func: str) -> str:
        """What the worker's function gets as its program: the module's generic text (an
        oracle that has already turned the module into its backend's form may send that)."""
        return print_module(module)

    def _prepared(self, module: Module, inputs: list[np.ndarray], func: str):
        """(the module the worker runs, its function, how it was transformed), or the Outcome
        of a program that does not reach the worker."""
        ok, why = self.available()
        if not ok:
            return Outcome("unsupported", message=f"{self.name} is not available: {why}")
        if func != MAIN and func in {f.name for f in module.funcs}:
            module, func = as_main(module, func), MAIN
        try:
            module, lowered = lowering.prepared(
                module, self.lowered_chlo, inputs if self.refines(module, func) else None, func,
                strip_shardy=self.strips_shardy)
        except lowering.LoweringError as e:
            return Outcome(e.status, message=f"{self.name} reads StableHLO only: {e}")
        except PassError as e:
            return Outcome(e.status, message=str(e))  # refinement's: it names itself
        ok, why = self.supports(module, func)
        if not ok:
            return lowering.noted(Outcome("unsupported", message=why), lowered)
        return module, func, lowered

    def close(self) -> None:
        self.worker.close()


class Worker:
    """A child process serving one backend function (`target`, `package.module:function`),
    forked by this Worker's fork server (`preload`: modules the server imports first)."""

    def __init__(self, target: str, *, time_limit: float = 60.0, start_limit: float = 120.0,
                 memory_limit: int | None = DEFAULT_MEMORY_LIMIT, preload: tuple[str, ...] = ()):
        self.target = target
        self.time_limit = time_limit
        self.start_limit = start_limit
        self.memory_limit = memory_limit
        self.preload = tuple(preload)
        self._proc: _Forked | None = None
        self._server: _ForkServer | None = None
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
        if header.get("spent"):  # the worker raised and exits: the next case starts another
            self._stop()
        return Outcome(header["status"], outputs, header["message"],
                       header["compile_seconds"], header["run_seconds"])

    def close(self) -> None:
        self._stop()
        server, self._server = self._server, None
        if server is not None:
            server.close()

    def __del__(self):
        self.close()

    def retire(self) -> None:
        """Ends the current child (the fork server stays): the next case runs in a fresh one."""
        self._stop()

    # -- process management -------------------------------------------------------------------

    def _ensure_started(self) -> None:
        if self._proc is not None and self._proc.poll() is None:
            return
        self._stop()
        self.starts += 1
        if getattr(self, "_stderr", None) is not None:
            self._stderr.close()  # the previous child's, read by now
        self._stderr = tempfile.TemporaryFile()
        try:
            if self._server is None or not self._server.alive():
                if self._server is not None:
                    self._server.close()
                self._server = _ForkServer(self.target, self.memory_limit, self.preload,
                                           self._stderr, time.monotonic() + self.start_limit)
            self._proc = self._server.fork(self._stderr)
        except (TimeoutError, WorkerDied, OSError, ValueError) as e:
            if self._server is not None:
                self._server.close()
            self._server = None
            raise WorkerDied(f"{self.target}: the worker did not start ({e})"
                             + self._last_words(0))
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
            proc.close()

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
    """A worker on its own (`python -m oracles.isolation TARGET`): import, then `_serve`."""
    if memory_limit:
        memory_limit = _limit_address_space(memory_limit)
    module, _, name = target.partition(":")
    _serve(getattr(importlib.import_module(module), name), memory_limit)


def _serve(fn, memory_limit: int = 0) -> None:
    """The worker's loop: read a case, run the target function, write its Outcome."""
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # stray prints of a backend must not corrupt the protocol
    read = sys.stdin.buffer.read

    def exact(n: int) -> bytes:
        data = read(n)
        if len(data) != n:
            raise EOFError
        return data

    def reply(outcome: Outcome, spent: bool = False) -> None:
        out.write(encode({"status": outcome.status, "message": outcome.message,
                          "compile_seconds": outcome.compile_seconds,
                          "run_seconds": outcome.run_seconds, "spent": spent},
                         outcome.outputs))
        out.flush()

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
            # Its state is suspect: a CUDA error, for one, stays with the process's context and
            # fails every later execution. The next case gets a fresh worker.
            reply(Outcome("crash", message=f"{type(e).__name__}: {e}"), spent=True)
            return
        reply(outcome)


# --- the fork server -------------------------------------------------------------------------

class _ForkServer:
    """The parent's handle on a fork server: a child process that imported the target and
    forks a worker on request. Requests and answers are JSON lines on a Unix socket; a fork
    request carries the worker's stdin, stdout and stderr (SCM_RIGHTS)."""

    def __init__(self, target: str, memory_limit: int | None, preload: tuple[str, ...],
                 stderr, deadline: float):
        ours, theirs = socket.socketpair()
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [root, os.environ.get("PYTHONPATH")])))
        self.sock = ours
        self._lines = b""
        try:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "oracles.isolation", "--fork-server", target,
                 str(memory_limit or 0), str(theirs.fileno()), ",".join(preload)],
                stdin=subprocess.DEVNULL, stdout=stderr, stderr=stderr, env=env, cwd=root,
                pass_fds=(theirs.fileno(),))
        finally:
            theirs.close()
        if self._answer(deadline).get("ready") is not True:
            raise WorkerDied("the fork server did not start")

    def alive(self) -> bool:
        return self.proc.poll() is None

    def fork(self, stderr) -> "_Forked":
        """A new worker; its stdin and stdout are pipes to this process."""
        into, to_worker = os.pipe()
        from_worker, out = os.pipe()
        try:
            socket.send_fds(self.sock, [b'{"do": "fork"}\n'], [into, out, stderr.fileno()])
            pid = self._answer()["pid"]
        except BaseException:
            for fd in (to_worker, from_worker):
                os.close(fd)
            raise
        finally:
            os.close(into)
            os.close(out)
        return _Forked(self, pid, os.fdopen(to_worker, "wb"), os.fdopen(from_worker, "rb"))

    def ask(self, request: dict) -> dict:
        self.sock.sendall(json.dumps(request).encode() + b"\n")
        return self._answer()

    def _answer(self, deadline: float | None = None) -> dict:
        while b"\n" not in self._lines:
            left = None if deadline is None else deadline - time.monotonic()
            if left is not None and (left <= 0 or not select.select([self.sock], [], [], left)[0]):
                raise TimeoutError
            chunk = self.sock.recv(4096)
            if not chunk:
                raise WorkerDied("the fork server exited")
            self._lines += chunk
        line, self._lines = self._lines.split(b"\n", 1)
        return json.loads(line)

    def close(self) -> None:
        self.sock.close()
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()


class _Forked:
    """A worker forked by a fork server, with the part of subprocess.Popen's interface Worker
    uses; the server waits for it, so its exit status comes from there."""

    def __init__(self, server: _ForkServer, pid: int, stdin, stdout):
        self.server, self.pid, self.stdin, self.stdout = server, pid, stdin, stdout
        self.returncode: int | None = None

    def poll(self) -> int | None:
        return self.wait(0)

    def wait(self, timeout: float | None = None) -> int | None:
        """The exit code (minus the signal's number when a signal ended it); None when the
        worker still runs after `timeout` seconds (None: until it ends)."""
        if self.returncode is None:
            try:
                self.returncode = self.server.ask({"do": "wait", "pid": self.pid,
                                                   "timeout": timeout})["code"]
            except (OSError, WorkerDied):
                self.returncode = -signal.SIGKILL  # the server is gone, and its workers
        return self.returncode

    def kill(self) -> None:
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    def close(self) -> None:
        for pipe in (self.stdin, self.stdout):
            try:
                pipe.close()
            except OSError:  # a write the dead worker never read
                pass


def fork_server(target: str, memory_limit: int, control: int, preload: list[str]) -> None:
    """The fork server's loop: import the target and `preload`, then fork a worker (`_serve`)
    for each request and answer how each one ended."""
    sock = socket.socket(fileno=control)
    module, _, name = target.partition(":")
    fn = getattr(importlib.import_module(module), name)
    for extra in preload:
        importlib.import_module(extra)
    answer = lambda data: sock.sendall(json.dumps(data).encode() + b"\n")  # noqa: E731
    answer({"ready": True})
    pending = b""
    while True:
        fds: list[int] = []
        while b"\n" not in pending:
            data, got, _, _ = socket.recv_fds(sock, 4096, 3)
            if not data:
                return  # the Worker closed: its workers see their stdin close and end
            pending += data
            fds += got
        line, pending = pending.split(b"\n", 1)
        request = json.loads(line)
        if request["do"] == "fork":
            pid = os.fork()
            if pid == 0:
                sock.close()
                for n, fd in enumerate(fds):
                    os.dup2(fd, n)
                    os.close(fd)
                code = 1
                try:
                    _serve(fn, _limit_address_space(memory_limit) if memory_limit else 0)
                    code = 0
                except BaseException:  # as a worker of its own would end: said on stderr
                    traceback.print_exc()
                finally:
                    sys.stdout.flush()
                    sys.stderr.flush()
                    os._exit(code)
            for fd in fds:
                os.close(fd)
            answer({"pid": pid})
        else:
            answer({"code": _ended(request["pid"], request["timeout"])})


def _ended(pid: int, timeout: float | None) -> int | None:
    """The exit code of the server's child `pid` once it ends (minus the signal's number when a
    signal ended it), or None while it runs after `timeout` seconds."""
    deadline = None if timeout is None else time.monotonic() + timeout
    while True:
        done, status = os.waitpid(pid, 0 if deadline is None else os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() >= deadline:
            return None
        time.sleep(0.01)


if __name__ == "__main__":
    if sys.argv[1] == "--fork-server":
        fork_server(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]),
                    [m for m in sys.argv[5].split(",") if m])
    else:
        serve(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 0)
