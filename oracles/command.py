"""A vendor's executable as an oracle, through the file protocol of docs/oracles.md.

For each case the oracle writes, into a fresh temporary directory, the program (`program.mlir`,
the generic form `spec.print_module` prints) and the inputs (`inputs.npz`, reference/npz.py's
encoding under keys `arg0`, `arg1`, ...), then runs

    ARGV... program.mlir inputs.npz outputs.npz FUNC

as an argument list (no shell), in its own process group, with stdin closed and a time limit,
in that temporary directory (relative paths in ARGV that name existing files from where the
oracle was made, like `tests/data/vendor.py`, are made absolute first).
Exit status 0 means ok (the results are in `outputs.npz` under `out0`, `out1`, ...), 65 rejected
(the program is invalid), 69 unsupported (the vendor cannot run it); any other status, a signal,
or unreadable outputs is a crash. stderr is the message (its last few thousand characters, read
as they come). The vendor runs in its own session under an address-space limit (MEMORY_LIMIT);
when it exits or its time is up, its process group, any process it started in another
session and any process that holds its stderr pipe are killed; outputs.npz is read defensively
(reference/npz.py).

The grid form, for a vendor that declares it (`grids=True`, the plugin's `--command-grids`):
a program whose module asks for a process grid (`mhlo.num_replicas` x `mhlo.num_partitions`
above 1 x 1) runs as

    ARGV... program.mlir inputs.npz outputs.npz FUNC NUM_REPLICAS NUM_PARTITIONS

with every process's arguments in inputs.npz under `r<replica>p<partition>/arg<i>` and every
process's results expected under `r<replica>p<partition>/out<i>` (reference/npz.py's
`save_grid`, `load_grid`). A vendor that does not declare it gets no such program: it is
unsupported, saying why. Single-process programs run in the form above either way.
"""
from __future__ import annotations

import os
import resource
import select
import shlex
import shutil
import signal
import subprocess
import tempfile
import threading
import time
import uuid

import numpy as np

from reference import npz
from spec import print_module
from spec.ir import Module

from reference.processes import grid_size

from . import lowering
from .base import Oracle, Outcome, grid_text
from .passes import PassError

EXIT_OK, EXIT_REJECTED, EXIT_UNSUPPORTED = 0, 65, 69
"""65 and 69 are sysexits.h's EX_DATAERR and EX_UNAVAILABLE."""
MEMORY_LIMIT = int(os.environ.get("STABLEHLO_SUITE_COMMAND_MEMORY", 16 << 30))
"""The vendor's address-space limit in bytes (RLIMIT_AS; 16 GiB unless the environment variable
STABLEHLO_SUITE_COMMAND_MEMORY says otherwise; None in the constructor: no limit)."""
MESSAGE_LIMIT = 4000
"""The message keeps the last this many characters of the executable's stderr."""


class Command(Oracle):
    """`argv`: the executable and its leading arguments (a list, or a string split like a
    shell would split it, without running one)."""

    def __init__(self, argv: list[str] | str, *, name: str = "command", time_limit: float = 60.0,
                 memory_limit: int | None = MEMORY_LIMIT, lower_chlo: bool = True,
                 grids: bool = False):
        self.argv = _absolute(shlex.split(argv) if isinstance(argv, str) else list(argv))
        if not self.argv:
            raise ValueError("the command oracle needs an executable")
        self.name = name
        self.time_limit = time_limit
        self.memory_limit = memory_limit
        if not lower_chlo:  # the vendor's backend reads CHLO itself
            self.lowered_chlo = frozenset()
        self.process_grids = grids
        _remove_orphans()

    @property
    def version(self) -> str:
        return "command " + shlex.join(self.argv)

    def supports(self, module: Module, func: str = "main") -> tuple[bool, str]:
        if grid_size(module) != (1, 1) and not self.process_grids:
            return False, (f"{self.name} runs one process (its executable does not declare the "
                           f"grid form of the protocol, --command-grids); this program asks for "
                           f"a {grid_text(module)} process grid")
        return super().supports(module, func)

    def run(self, module: Module, inputs: list[np.ndarray], func: str = "main") -> Outcome:
        """On a grid program, every process gets `inputs` and the outputs are process (0, 0)'s;
        `run_grid` gives each its own (what the campaigns, `python -m oracles run` and the
        conformance run do: oracles.process_inputs)."""
        if grid_size(module) != (1, 1) and self.process_grids:
            pids = _process_ids(module)
            return self.run_grid(module, {pid: list(inputs) for pid in pids}, func)
        return self._prepared(module, inputs, func)

    def run_grid(self, module: Module, inputs: dict, func: str = "main") -> Outcome:
        if not self.process_grids:
            ok, why = self.supports(module, func)
            return super().run_grid(module, inputs, func) if ok else \
                Outcome("unsupported", message=why)
        return self._prepared(module, inputs, func)

    def _prepared(self, module: Module, inputs, func: str) -> Outcome:
        """The run of `module` made ready for the vendor (refined to the inputs' shapes, CHLO
        lowered); `inputs` a list, or a dict of each process's on a grid."""
        grid = isinstance(inputs, dict)
        refine = self.refines(module, func)
        if grid and refine:
            return Outcome("unsupported", message=f"{self.name}: a shape-polymorphic program on "
                                                  "a process grid is not refined (a gap)")
        try:
            module, lowered = lowering.prepared(
                module, self.lowered_chlo, inputs if refine else None, func)
        except lowering.LoweringError as e:
            return Outcome(e.status, message=f"{self.name} is given StableHLO only "
                                             f"(--no-lower-chlo gives it CHLO): {e}")
        except PassError as e:
            return Outcome(e.status, message=str(e))  # refinement's: it names itself
        outcome = self._run(module, inputs, func)
        return lowering.noted(outcome, lowered)

    def _run(self, module: Module, inputs, func: str) -> Outcome:
        ok, why = self.supports(module, func)
        if not ok:
            return Outcome("unsupported", message=why)
        grid = grid_size(module) if isinstance(inputs, dict) else None
        with tempfile.TemporaryDirectory(prefix=f"oracle-command-{os.getpid()}-",
                                         ignore_cleanup_errors=True) as tmp:
            paths = [os.path.join(tmp, f) for f in ("program.mlir", "inputs.npz", "outputs.npz")]
            with open(paths[0], "w") as f:
                f.write(print_module(module))
            if grid:
                npz.save_grid(paths[1], inputs, prefix="arg")
            else:
                npz.save(paths[1], list(inputs), prefix="arg")
            start = time.perf_counter()
            outcome = self._execute(paths + [func] + [str(n) for n in grid or ()], tmp)
            seconds = time.perf_counter() - start
            if outcome.status == "ok":
                outcome = self._read(paths[2], module, func, outcome.message, grid)
        outcome.run_seconds = seconds
        return outcome

    def _execute(self, args: list[str], cwd: str) -> Outcome:
        """Runs the vendor in its own session, its stderr read as it comes into a bounded
        buffer; at exit or at the time limit its process group is killed, and so is any
        process it left behind in another session (they carry this run's mark in their
        environment), so nothing outlives the case and nothing holds its stderr open."""
        mark = uuid.uuid4().hex
        limit = self.memory_limit
        try:
            proc = subprocess.Popen(
                self.argv + args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE, cwd=cwd, start_new_session=True,
                env=dict(os.environ, STABLEHLO_SUITE_RUN=mark),
                preexec_fn=(lambda: _limit_memory(limit)) if limit else None)
        except OSError as e:
            return Outcome("crash", message=f"cannot run {self.argv[0]}: {e}")
        tail = _Tail(proc.stderr)
        try:
            proc.wait(timeout=self.time_limit)
            timed_out = False
        except subprocess.TimeoutExpired:
            timed_out = True
        _kill(proc.pid, mark)
        proc.wait()
        err = tail.result()
        if timed_out:
            return Outcome("timeout", message=f"{self.argv[0]} ran past {self.time_limit:g} s"
                           + _last(err))
        message = err.decode(errors="replace")[-MESSAGE_LIMIT:].strip()
        code = proc.returncode
        if code == EXIT_OK:
            return Outcome("ok", message=message)
        if code == EXIT_REJECTED:
            return Outcome("rejected", message=message)
        if code == EXIT_UNSUPPORTED:
            return Outcome("unsupported", message=message)
        how = f"was killed by {signal.Signals(-code).name}" if code < 0 \
            else f"exited with status {code}"
        return Outcome("crash", message=f"{self.argv[0]} {how}" + _last(err))

    def _read(self, path: str, module: Module, func: str, message: str,
              grid: tuple[int, int] | None) -> Outcome:
        if not os.path.exists(path):
            return Outcome("crash", message=f"{self.argv[0]} exited with status 0 but wrote no "
                                            f"outputs.npz" + (f"; stderr: {message}" if message else ""))
        types = list(module.func(func).type.results)
        try:
            if grid:
                processes = npz.load_grid(path, types, _process_ids(module), prefix="out")
                return Outcome("ok", processes[0, 0], message, processes=processes)
            outputs = npz.load(path, types, prefix="out")
        except npz.NpzError as e:
            return Outcome("crash", message=f"{self.argv[0]} wrote unreadable outputs: {e}")
        return Outcome("ok", outputs, message)


def _process_ids(module: Module) -> list[tuple[int, int]]:
    replicas, partitions = grid_size(module)
    return [(r, p) for r in range(replicas) for p in range(partitions)]


def _absolute(argv: list[str]) -> list[str]:
    """argv with each relative path that names an existing file or directory from here made
    absolute: the executable runs in its case's temporary directory, where the relative path
    would name nothing. A path is a token with a `/` (`./vendor`, `tests/data/vendor.py`), or,
    after the executable, a bare name of a file here (`python vendor.py`); the executable's
    bare name is left to the PATH."""
    return [os.path.abspath(a) if not os.path.isabs(a) and not a.startswith("-") and (
        "/" in a and os.path.exists(a) or k and os.path.isfile(a)) else a
        for k, a in enumerate(argv)]


def _remove_orphans() -> None:
    """Removes the case directories of harness processes that no longer exist (killed before
    they could clean up): `oracle-command-<pid>-*` in the temporary directory."""
    root = tempfile.gettempdir()
    for name in os.listdir(root):
        parts = name.split("-")
        if name.startswith("oracle-command-") and len(parts) > 3 and parts[2].isdigit() \
                and not os.path.exists(f"/proc/{parts[2]}") and os.path.isdir("/proc"):
            shutil.rmtree(os.path.join(root, name), ignore_errors=True)


class _Tail:
    """The last MESSAGE_LIMIT bytes of a pipe, read in a thread as they come (a vendor writing
    gigabytes to stderr costs nothing but the reading)."""

    def __init__(self, pipe):
        self._pipe, self._data = pipe, b""
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        fd = self._pipe.fileno()
        try:
            while not self._done.is_set():
                if select.select([fd], [], [], 0.1)[0]:
                    chunk = os.read(fd, 1 << 16)
                    if not chunk:
                        return
                    self._data = (self._data + chunk)[-MESSAGE_LIMIT * 4:]
        except (OSError, ValueError):
            pass

    def result(self) -> bytes:
        """What was read, once every writer is dead: the run's processes are by now, and a
        process that still holds the pipe (one that left the session and cleared its
        environment, so it carries no mark) is killed."""
        self._thread.join(timeout=0.5)
        if self._thread.is_alive():
            _kill_holders(os.fstat(self._pipe.fileno()).st_ino)
            self._thread.join(timeout=2.0)
        self._done.set()
        self._thread.join()
        self._pipe.close()
        return self._data


def _kill(pid: int, mark: str) -> None:
    """SIGKILL to the vendor's process group and to every process that carries `mark` in its
    environment (descendants that left the group with setsid)."""
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    needle = f"STABLEHLO_SUITE_RUN={mark}".encode()
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else ():
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as f:
                if needle in f.read().split(b"\0"):
                    os.kill(int(entry), signal.SIGKILL)
        except (OSError, ValueError):
            continue


def _kill_holders(inode: int) -> None:
    """SIGKILL to every other process that has the pipe `inode` open."""
    link = f"pipe:[{inode}]"
    for entry in os.listdir("/proc") if os.path.isdir("/proc") else ():
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            fds = os.listdir(f"/proc/{entry}/fd")
            if any(os.readlink(f"/proc/{entry}/fd/{fd}") == link for fd in fds):
                os.kill(int(entry), signal.SIGKILL)
        except OSError:
            continue


def _limit_memory(limit: int) -> None:
    """In the vendor's process before exec: its address space at most `limit` bytes."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = limit if hard == resource.RLIM_INFINITY else min(limit, hard)
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))


def _last(err: bytes) -> str:
    text = err.decode(errors="replace")[-MESSAGE_LIMIT:].strip()
    return f"; stderr:\n{text}" if text else ""
