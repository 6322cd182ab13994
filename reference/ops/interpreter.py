"""The interpreter dialect (InterpreterOps.td): run_parallel, probe, print.

run_parallel runs its grid of programs as the reference runs any process grid
(`processes.run_processes`): one thread and interpreter per process, collectives as
rendezvous, deadlocks detected. Its shared infeed is `Grid.infeed_programs`; what its
processes write to their outfeed is dropped when it returns (upstream keeps it in a queue that
nothing reads). probe records into the active probe session (reference/probes.py); print
writes one line to standard output.
"""
from __future__ import annotations

import contextvars
import sys
import threading

from .. import probes, values
from ..errors import EvaluationError
from ..processes import run_processes
from .registry import op

MAX_NESTING = 4
"""run_parallel ops inside the processes of run_parallel ops, at most (a program that runs
itself would start threads without end)."""

_NESTING: contextvars.ContextVar[int] = contextvars.ContextVar("run_parallel_nesting", default=0)


@op("interpreter.run_parallel")
def run_parallel(inputs, *, infeed, programs, interpreter):
    """`results` = the results of every process in replica-major order, where process (r, p)
    evaluates function programs[r][p] on the next inputs (as many as it takes arguments)."""
    grid = {(r, p): name for r, row in enumerate(programs) for p, name in enumerate(row)}
    if not grid or any(len(row) != len(programs[0]) for row in programs):
        raise EvaluationError("programs must be a non-empty grid with rows of one size, got "
                              f"{[len(row) for row in programs]} programs per row")
    shares, taken = {}, 0
    for pid, name in grid.items():
        count = len(_function(interpreter.module, name).type.inputs)
        shares[pid], taken = inputs[taken:taken + count], taken + count
    if taken != len(inputs):
        raise EvaluationError(f"{len(inputs)} inputs; the programs take {taken}")
    depth = _NESTING.get()
    if depth >= MAX_NESTING:
        raise EvaluationError(f"run_parallel nested deeper than {MAX_NESTING} levels "
                              "(a program that runs itself?)")
    token = _NESTING.set(depth + 1)
    try:
        results = run_processes(interpreter.module, grid, shares, num_replicas=len(programs),
                                num_partitions=len(programs[0]), infeed_programs=infeed or ())
    finally:
        _NESTING.reset(token)
    return [value for pid in grid for value in results[pid]]


def _function(module, name: str):
    try:
        return module.func(name)
    except KeyError:
        raise EvaluationError(f"no function @{name} in the module") from None


@op("interpreter.probe")
def probe(operand, *, probe_id):
    """`result = operand`, recorded under probe_id in the probe session."""
    probes.current().record(probe_id, operand)
    return operand


_PRINTING = threading.Lock()


@op("interpreter.print")
def print_(operand, *, op, process):
    """Writes `<name> = dense<...> : <type>` (prefixed with `process (r, p): ` on a grid of
    several processes) to standard output."""
    who = (f"process ({process.replica_id}, {process.partition_id}): "
           if process.num_replicas * process.num_partitions > 1 else "")
    line = f"{who}{op.operands[0].name or '%?'} = {values.literal(operand)}\n"
    with _PRINTING:
        sys.stdout.write(line)
        sys.stdout.flush()
    return []
