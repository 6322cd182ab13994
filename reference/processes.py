"""The spec's execution model: a grid of num_replicas x num_partitions processes.

Every process evaluates the program concurrently (one thread each, with its own `Interpreter`
and `Process`) and the processes meet only where the spec makes them: at collectives (a
rendezvous of a process group), at send / recv (channels) and at their own infeed / outfeed.

    >>> run_processes(module, "main", {(0, 0): [x0], (1, 0): [x1]}, num_replicas=2)
    {(0, 0): [...], (1, 0): [...]}

A deadlock never hangs: when every process that has not finished waits (at a rendezvous that
misses a process, or at a recv no one sends to), evaluation ends with an EvaluationError naming
each waiting op, its location, and which processes arrived and which did not. A wall-clock
timeout is the last resort (a process stuck in a loop while others wait for it).

The spec leaves how processes synchronize open (#484); the reference's choices: a collective is
matched by its op, channel and process group, in the order each process reaches it; a send never
waits (each channel is a first-in first-out queue that any process may recv from); an empty
infeed is an error (nothing could fill it later).

Each process may run a function of its own (`interpreter.run_parallel`'s grid of programs), and
a grid may have a shared infeed of functions besides the processes' own queues: an infeed op of
any process that finds its own queue empty takes the next function and reads its results.
Processes run in copies of the caller's context, so its time limit and probe session hold in
every process.
"""
from __future__ import annotations

import contextvars
import threading
import time
import weakref
from collections import deque
from typing import Callable

from spec import attributes as A
from spec.ir import Module

from . import probes
from .errors import EvaluationError
from .interpreter import Interpreter, Process

ProcessId = tuple[int, int]

DEFAULT_TIMEOUT = 60.0
"""Seconds a process may wait without any other process making progress (last resort)."""


class Aborted(EvaluationError):
    """Raised in a waiting process when another process failed or the grid deadlocked: the
    grid's `failure` is the error to report."""


class Grid:
    """The processes' shared state: rendezvous, channels, infeed and outfeed queues."""

    def __init__(self, num_replicas: int = 1, num_partitions: int = 1, *, infeed=None,
                 outfeed=None, host_inputs=None, host_outputs=None, infeed_programs=(),
                 timeout: float = DEFAULT_TIMEOUT):
        if num_replicas < 1 or num_partitions < 1:
            raise EvaluationError(f"a process grid needs at least one replica and one partition, "
                                  f"got {num_replicas} x {num_partitions}")
        self.num_replicas, self.num_partitions = num_replicas, num_partitions
        self.timeout = timeout
        self.infeed = {pid: deque((infeed or {}).get(pid, ())) for pid in self.process_ids}
        self.infeed_programs = deque(infeed_programs)
        self.outfeed = outfeed if outfeed is not None else {}
        self.host_inputs = {c: deque(q) for c, q in (host_inputs or {}).items()}
        self.host_outputs = host_outputs if host_outputs is not None else {}
        self.failure: EvaluationError | None = None
        self._cv = threading.Condition()
        self._state = {pid: "running" for pid in self.process_ids}
        self._waiting: dict[ProcessId, tuple] = {}  # pid -> (what, ready, explain)
        self._arrivals: dict[tuple, dict] = {}
        self._count: dict[tuple, int] = {}
        self._channels: dict[int, deque] = {}

    @property
    def process_ids(self) -> list[ProcessId]:
        return [(r, p) for r in range(self.num_replicas) for p in range(self.num_partitions)]

    # -- rendezvous --------------------------------------------------------------------------

    def rendezvous(self, pid: ProcessId, op, key, group: list[ProcessId], value) -> dict:
        """Waits until every process of `group` reaches this collective (the same `key`: op,
        channel, group; matched in the order each process reaches it) and returns each one's
        `value` by process id."""
        with self._cv:
            base = (key, tuple(group))
            n = self._count[pid, base] = self._count.get((pid, base), -1) + 1
            arrivals = self._arrivals.setdefault(base + (n,), {})
            arrivals[pid] = value
            if len(arrivals) < len(group):
                self._wait(pid, f"{_where(op)}",
                           lambda: len(arrivals) == len(group),
                           lambda: self._explain_rendezvous(op, group, arrivals))
            self._cv.notify_all()
            return arrivals

    def _explain_rendezvous(self, op, group, arrivals) -> str:
        missing = [f"{pid} ({self._doing(pid)})" for pid in group if pid not in arrivals]
        return (f"{_where(op)} in process group {_ids(group)}: arrived {_ids(arrivals)}; "
                f"not arrived {', '.join(missing)}")

    # -- channels, infeed, outfeed -----------------------------------------------------------

    def send(self, channel_id: int, inputs: list) -> None:
        with self._cv:
            self._channels.setdefault(channel_id, deque()).append(inputs)
            self._cv.notify_all()

    def recv(self, pid: ProcessId, op, channel_id: int) -> list:
        with self._cv:
            queue = self._channels.setdefault(channel_id, deque())
            if not queue:
                self._wait(pid, _where(op), lambda: bool(queue),
                           lambda: f"{_where(op)}: process {pid} waits on channel {channel_id}, "
                                   "to which no process sends")
            return queue.popleft()

    def read_infeed(self, pid: ProcessId, op, call: Callable[[str], list]) -> list:
        """The next entry of the process's infeed; once that is empty, the results of
        `call(name)` for the next function of the shared infeed (evaluated in the reading
        process, outside the lock)."""
        with self._cv:
            if self.infeed[pid]:
                return self.infeed[pid].popleft()
            if not self.infeed_programs:
                raise EvaluationError(f"the infeed of process {pid} is empty (no entry left "
                                      "for this read)")
            name = self.infeed_programs.popleft()
        return call(name)

    def write_outfeed(self, pid: ProcessId, inputs: list) -> None:
        with self._cv:
            self.outfeed.setdefault(pid, []).append(list(inputs))

    def host_recv(self, channel_id: int) -> list:
        with self._cv:
            queue = self.host_inputs.get(channel_id)
            if not queue:
                raise EvaluationError(f"the host has no value to send on channel {channel_id} "
                                      "(host inputs are given by the caller: host_inputs)")
            return queue.popleft()

    def host_send(self, channel_id: int, inputs: list) -> None:
        with self._cv:
            self.host_outputs.setdefault(channel_id, []).append(list(inputs))

    # -- process states ----------------------------------------------------------------------

    def finish(self, pid: ProcessId, error: BaseException | None = None) -> None:
        """Records that process `pid` ended (with `error` if it failed)."""
        with self._cv:
            self._state[pid] = "finished" if error is None else "failed"
            if error is not None and not isinstance(error, Aborted) and self.failure is None:
                self.failure = (_in_process(pid, error) if len(self._state) > 1
                                else _in_process(None, error))
            self._detect_deadlock()
            self._cv.notify_all()

    def _wait(self, pid, what, ready, explain) -> None:
        """Blocks (the lock held) until `ready()`; a deadlock or another process's failure
        aborts the wait."""
        self._waiting[pid] = (what, ready, explain)
        try:
            self._detect_deadlock()
            deadline = time.monotonic() + self.timeout
            while not ready():
                if self.failure is not None:
                    raise Aborted(str(self.failure))
                left = deadline - time.monotonic()
                if left <= 0:
                    self._set_failure(EvaluationError(
                        f"process {pid} waited {self.timeout:g} s at {what}; "
                        + self._report()))
                    raise Aborted(str(self.failure))
                if self._cv.wait(left):
                    deadline = time.monotonic() + self.timeout  # progress somewhere
        finally:
            del self._waiting[pid]

    def _detect_deadlock(self) -> None:
        """A deadlock: every process that has not ended waits, and no wait can end."""
        live = [pid for pid, s in self._state.items() if s == "running"]
        if self.failure is not None or not live:
            return
        if all(pid in self._waiting and not self._waiting[pid][1]() for pid in live):
            self._set_failure(EvaluationError("deadlock: every process that has not ended "
                                              "waits, and none can go on. " + self._report()))

    def _set_failure(self, error: EvaluationError) -> None:
        if self.failure is None:
            self.failure = error
        self._cv.notify_all()

    def _report(self) -> str:
        lines = dict.fromkeys(w[2]() for w in self._waiting.values())
        return "; ".join(lines)

    def _doing(self, pid) -> str:
        if pid in self._waiting:
            return "waits at " + self._waiting[pid][0]
        return self._state[pid]


def _where(op) -> str:
    return f"{op.name} at {op.location}" if op.location else op.name


def _ids(pids) -> str:
    return "[" + ", ".join(f"({r}, {p})" for r, p in pids) + "]"


def _in_process(pid: ProcessId | None, error: BaseException) -> EvaluationError:
    """The error of process `pid` (None: the only process) for the caller."""
    prefix = f"process {pid}: " if pid is not None else ""
    if isinstance(error, EvaluationError):
        return error if not prefix else type(error)(prefix + str(error))
    return EvaluationError(f"{prefix}internal error in the reference "
                           f"({type(error).__name__}: {error})")


_LONE_GRIDS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""The 1x1 grid of each lone process (a plain Interpreter's) that has needed one."""


def grid_of(process: Process) -> Grid:
    """The grid of `process`; a lone process (a plain Interpreter) gets a 1x1 grid of its own,
    with an empty infeed, kept for as long as the process (what it sends on a channel, it
    receives from it, as on a grid of one process)."""
    if process.grid is not None:
        return process.grid
    grid = _LONE_GRIDS.get(process)
    if grid is None:
        grid = _LONE_GRIDS[process] = Grid(1, 1, timeout=0.0)
    return grid


# ---------------------------------------------------------------------------------------------
# Process groups (the spec's "Collective ops" strategies)

def cross_replica(replica_groups, grid: Grid) -> list[list[ProcessId]]:
    return [[(r, p) for r in group] for group in replica_groups
            for p in range(grid.num_partitions)]


def cross_partition(partition_groups, grid: Grid) -> list[list[ProcessId]]:
    return [[(r, p) for p in group] for group in partition_groups
            for r in range(grid.num_replicas)]


def cross_replica_and_partition(replica_groups, grid: Grid) -> list[list[ProcessId]]:
    return [[(r, p) for p in range(grid.num_partitions) for r in group]
            for group in replica_groups]


def flattened_ids(flattened_id_groups, grid: Grid) -> list[list[ProcessId]]:
    n = grid.num_partitions
    return [[(i // n, i % n) for i in group] for group in flattened_id_groups]


STRATEGIES = {f.__name__: f for f in (cross_replica, cross_partition,
                                      cross_replica_and_partition, flattened_ids)}


def process_groups(strategy: str, groups, grid: Grid, unique: bool = True
                   ) -> list[list[ProcessId]]:
    """The process groups of `strategy` over `groups` (a list of lists of ids), after checking
    that the ids are within range and, if `unique`, unique (the ops' constraints;
    collective_permute's pairs check their columns themselves)."""
    ids = [i for group in groups for i in group]
    if unique and len(set(ids)) != len(ids):
        raise EvaluationError(f"the ids of {_groups_text(groups)} are not unique")
    size = {"cross_replica": grid.num_replicas, "cross_partition": grid.num_partitions,
            "cross_replica_and_partition": grid.num_replicas,
            "flattened_ids": grid.num_replicas * grid.num_partitions}[strategy]
    if any(not 0 <= i < size for i in ids):
        raise EvaluationError(f"{_groups_text(groups)}: ids must be in [0, {size}) for "
                              f"{strategy} in a {grid.num_replicas} x {grid.num_partitions} grid")
    return STRATEGIES[strategy](groups, grid)


def _groups_text(groups) -> str:
    return "[" + ", ".join("[" + ", ".join(map(str, g)) + "]" for g in groups) + "]"


# ---------------------------------------------------------------------------------------------
# Running a program on a grid

def grid_size(module: Module, num_replicas: int | None = None,
              num_partitions: int | None = None) -> tuple[int, int]:
    """The grid size: given by the caller, else the module attributes `mhlo.num_replicas` /
    `mhlo.num_partitions`, else 1."""
    def attribute(name):
        attr = module.attributes.get(name)
        return attr.value if isinstance(attr, A.IntegerAttr) else 1
    return (num_replicas if num_replicas is not None else attribute("mhlo.num_replicas"),
            num_partitions if num_partitions is not None else attribute("mhlo.num_partitions"))


def run_processes(module: Module, func: str | dict[ProcessId, str] = "main",
                  inputs: dict | None = None, *,
                  num_replicas: int | None = None, num_partitions: int | None = None,
                  infeed: dict | None = None, outfeed: dict | None = None,
                  host_inputs: dict | None = None, host_outputs: dict | None = None,
                  infeed_programs=(), timeout: float = DEFAULT_TIMEOUT
                  ) -> dict[ProcessId, list]:
    """Evaluates @func in every process of the grid (or, when `func` maps process ids to
    names, each process's own function), concurrently, and returns each process's results by
    process id `(replica_id, partition_id)`.

    `inputs[(r, p)]` are the arguments of process (r, p) (none when absent); `infeed[(r, p)]`
    is its infeed queue, a list of entries (each a list of values), and `infeed_programs` names
    functions without arguments whose results are further entries, shared by all processes
    (`Grid.read_infeed`); what a process writes to its outfeed is appended to
    `outfeed[(r, p)]` when a dict is given. `host_inputs[channel_id]` are the entries a recv
    with is_host_transfer reads; sends to the host go to `host_outputs[channel_id]`. The first
    error of any process (prefixed with its id), or a deadlock, raises EvaluationError
    (CheckFailure for a failed check op). Probes record into the caller's probe session, or a
    temporary one."""
    num_replicas, num_partitions = grid_size(module, num_replicas, num_partitions)
    grid = Grid(num_replicas, num_partitions, infeed=infeed, outfeed=outfeed,
                host_inputs=host_inputs, host_outputs=host_outputs,
                infeed_programs=infeed_programs, timeout=timeout)
    unknown = set(inputs or {}) - set(grid.process_ids)
    if unknown:
        raise EvaluationError(f"inputs for processes {_ids(sorted(unknown))}, which a "
                              f"{num_replicas} x {num_partitions} grid does not have")
    with probes.ensure():
        return _run_grid(module, func, inputs or {}, grid)


def _run_grid(module: Module, func, inputs: dict, grid: Grid) -> dict[ProcessId, list]:
    results: dict[ProcessId, list] = {}

    def evaluate(pid: ProcessId) -> None:
        process = Process(pid[0], pid[1], grid.num_replicas, grid.num_partitions, grid)
        name = func if isinstance(func, str) else func[pid]
        try:
            results[pid] = Interpreter(module, process).call(name, list(inputs.get(pid, [])))
        except BaseException as e:  # noqa: BLE001  (reported through the grid)
            grid.finish(pid, e)
        else:
            grid.finish(pid)

    if len(grid.process_ids) == 1:
        evaluate(grid.process_ids[0])
        return _outcome(grid, results)
    threads = [threading.Thread(target=contextvars.copy_context().run, args=(evaluate, pid),
                                daemon=True, name=f"process {pid}")
               for pid in grid.process_ids]
    for t in threads:
        t.start()
    _join(threads, grid)
    return _outcome(grid, results)


def _outcome(grid: Grid, results: dict) -> dict[ProcessId, list]:
    if grid.failure is not None:
        raise grid.failure
    return {pid: results[pid] for pid in grid.process_ids}


def _join(threads: list[threading.Thread], grid: Grid) -> None:
    """Waits for every thread; once the grid failed, waits at most `timeout` more (a process
    busy in a loop cannot be stopped: its thread is left behind, a daemon)."""
    for t in threads:
        while t.is_alive():
            t.join(0.05)
            if grid.failure is not None:
                t.join(grid.timeout)
                if t.is_alive():
                    return
