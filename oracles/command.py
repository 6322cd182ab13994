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
or unreadable outputs is a crash. stderr is the message.
"""
from __future__ import annotations

import os
import shlex
import signal
import subprocess
import tempfile
import time

import numpy as np

from reference import npz
from spec import print_module
from spec.ir import Module

from .base import Oracle, Outcome

EXIT_OK, EXIT_REJECTED, EXIT_UNSUPPORTED = 0, 65, 69
"""65 and 69 are sysexits.h's EX_DATAERR and EX_UNAVAILABLE."""
MESSAGE_LIMIT = 4000
"""The message keeps the last this many characters of the executable's stderr."""


class Command(Oracle):
    """`argv`: the executable and its leading arguments (a list, or a string split like a
    shell would split it, without running one)."""

    def __init__(self, argv: list[str] | str, *, name: str = "command", time_limit: float = 60.0):
        self.argv = _absolute(shlex.split(argv) if isinstance(argv, str) else list(argv))
        if not self.argv:
            raise ValueError("the command oracle needs an executable")
        self.name = name
        self.time_limit = time_limit

    @property
    def version(self) -> str:
        return "command " + shlex.join(self.argv)

    def run(self, module: Module, inputs: list[np.ndarray], func: str = "main") -> Outcome:
        ok, why = self.supports(module, func)
        if not ok:
            return Outcome("unsupported", message=why)
        with tempfile.TemporaryDirectory(prefix="oracle-command-") as tmp:
            paths = [os.path.join(tmp, f) for f in ("program.mlir", "inputs.npz", "outputs.npz")]
            with open(paths[0], "w") as f:
                f.write(print_module(module))
            npz.save(paths[1], list(inputs), prefix="arg")
            start = time.perf_counter()
            outcome = self._execute(paths + [func], tmp)
            seconds = time.perf_counter() - start
            if outcome.status == "ok":
                outcome = self._read(paths[2], module, func, outcome.message)
        outcome.run_seconds = seconds
        return outcome

    def _execute(self, args: list[str], cwd: str) -> Outcome:
        try:
            proc = subprocess.Popen(self.argv + args, stdin=subprocess.DEVNULL,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=cwd,
                                    start_new_session=True)
        except OSError as e:
            return Outcome("crash", message=f"cannot run {self.argv[0]}: {e}")
        try:
            _, err = proc.communicate(timeout=self.time_limit)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            _, err = proc.communicate()
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

    def _read(self, path: str, module: Module, func: str, message: str) -> Outcome:
        if not os.path.exists(path):
            return Outcome("crash", message=f"{self.argv[0]} exited with status 0 but wrote no "
                                            f"outputs.npz" + (f"; stderr: {message}" if message else ""))
        try:
            outputs = npz.load(path, list(module.func(func).type.results), prefix="out")
        except npz.NpzError as e:
            return Outcome("crash", message=f"{self.argv[0]} wrote unreadable outputs: {e}")
        return Outcome("ok", outputs, message)


def _absolute(argv: list[str]) -> list[str]:
    """argv with each relative path that names an existing file or directory from here (a
    token with a `/`, like `./vendor` or `tests/data/vendor.py`) made absolute: the executable
    runs in its case's temporary directory, where the relative path would name nothing."""
    return [os.path.abspath(a) if "/" in a and not os.path.isabs(a) and os.path.exists(a)
            else a for a in argv]


def _last(err: bytes) -> str:
    text = err.decode(errors="replace")[-MESSAGE_LIMIT:].strip()
    return f"; stderr:\n{text}" if text else ""
