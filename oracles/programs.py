"""Programs from where users have them, and one call that checks a program on several oracles.

Program files are read by spec.program_files (by their content: StableHLO text, MLIR bytecode,
portable and jax.export artifacts). `from_jax(fn, *args)` lowers a jax function with its
example arguments to our Module and the arguments as inputs; `check(module, inputs, oracles)`
runs it on each oracle and judges each oracle's outputs against the first's
(oracles.verdict.judge):

    from oracles.programs import check, from_jax
    module, inputs = from_jax(fn, x, w)
    print(check(module, inputs, ["reference", "xla"]))
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

import spec
from reference import values
from reference.processes import grid_size
from spec.types import TensorType

from . import make, process_inputs
from .base import outcome_of, version_of
from .verdict import judge


# --- jax functions ---------------------------------------------------------------------------

def from_jax(fn, *example_args) -> tuple[spec.Module, list]:
    """(Module, inputs): `fn` lowered by `jax.jit` for `example_args` (every argument kept,
    locations kept), and the arguments' leaves as values of @main's argument types."""
    import jax
    lowered = jax.jit(fn, keep_unused=True).lower(*example_args)
    module = spec.parse(lowered.as_text(debug_info=True),
                        f"<jax {getattr(fn, '__name__', type(fn).__name__)}>")
    main = module.func("main")
    leaves = jax.tree_util.tree_leaves(example_args)
    if len(leaves) != len(main.type.inputs):
        raise ValueError(f"@main takes {len(main.type.inputs)} arguments, the example has "
                         f"{len(leaves)} leaves")
    inputs = [values.tensor(np.asarray(leaf), t) if isinstance(t, TensorType) else leaf
              for leaf, t in zip(leaves, main.type.inputs)]
    return module, inputs


# --- checking a program on oracles -----------------------------------------------------------

SUT_FAILURES = ("crash", "timeout")
"""Outcomes of a system under test that are failures in themselves."""


@dataclass
class Check:
    """Each oracle's Outcome and the verdicts of the others' outputs against the first's."""

    oracles: list
    outcomes: list
    verdicts: list = field(default_factory=list)  # (oracle name, [Verdict per output])

    @property
    def compared(self) -> int:
        """How many outputs were compared."""
        return sum(len(vs) for _, vs in self.verdicts)

    @property
    def problems(self) -> list[str]:
        """Why the check did not pass: disagreements, crashed systems under test, or nothing
        compared (empty: every compared output agrees and something was compared)."""
        out = [f"{name} disagrees with {self.oracles[0].name} on out{i}"
               for name, vs in self.verdicts for i, v in enumerate(vs) if not v.passed]
        out += [f"{o.name} {r.status}ed" if r.status == "crash" else f"{o.name} timed out"
                for o, r in zip(self.oracles[1:], self.outcomes[1:]) if r.status in SUT_FAILURES]
        if not self.compared:
            why = "; ".join(f"{o.name}: {r.status}" + (f" ({r.message.splitlines()[0]})"
                                                       if r.message.strip() else "")
                            for o, r in zip(self.oracles, self.outcomes) if r.status != "ok")
            out.append("nothing was compared" + (f": {why}" if why else
                                                  ": only one oracle ran"))
        return out

    @property
    def passed(self) -> bool:
        return not self.problems

    def __str__(self) -> str:
        lines = []
        for o, out in zip(self.oracles, self.outcomes):
            lines.append(f"{o.name} ({version_of(o)}): {out.status}  compile "
                         f"{out.compile_seconds:.3f} s  run {out.run_seconds:.3f} s")
            if out.message:
                lines += ["  " + line for line in out.message.splitlines()]
            for pid, outputs in (out.processes or {None: out.outputs}).items():
                where = f"process {pid} " if pid is not None else ""
                for i, x in enumerate(outputs):
                    lines.append(f"  {where}out{i} = {np.array2string(x, threshold=64)}")
        status = {o.name: out.status for o, out in zip(self.oracles, self.outcomes)}
        for name, vs in self.verdicts:
            if not vs:
                which = name.split(" process ")[0]
                why = ", ".join(f"{n} {status[n]}" for n in dict.fromkeys(
                    (self.oracles[0].name, which)) if status.get(n, "ok") != "ok")
                lines.append(f"{name} vs {self.oracles[0].name}: not compared ("
                             f"{why + ', its message above' if why else 'an outcome is not ok'})")
            for i, v in enumerate(vs):
                lines.append(f"{name} vs {self.oracles[0].name}: out{i}: {v}")
        problems = self.problems
        lines.append("result: " + ("pass" if not problems else "FAIL: " + "; ".join(problems)))
        return "\n".join(lines)


def check(module: spec.Module, inputs: list, oracles: list[str], func: str = "main",
          command: str | None = None, time_limit: float = 60.0,
          lower_chlo: bool = True, grids: bool = False, key: str = "") -> Check:
    """Runs @func of `module` on `inputs` on each oracle named in `oracles` and judges each
    other oracle's outputs against the first's (oracles.verdict.judge). `lower_chlo=False`:
    the command oracle gets CHLO as it is (oracles/lowering.py); `grids`: it reads the grid
    form of the protocol. A multi-process program (`mhlo.num_replicas` x `mhlo.num_partitions`
    above one process) runs on its grid on the oracles that run grids (the others say they
    cannot), process (0, 0) on `inputs` and each other process on its own generated values
    (oracles.process_inputs, keyed by `key`), and every process's outputs are judged."""
    made = []
    grid = grid_size(module)
    processes = process_inputs(list(module.func(func).type.inputs), inputs, grid, key) \
        if grid != (1, 1) else None
    try:
        for name in oracles:
            made.append(make(name, command=command, time_limit=time_limit,
                             lower_chlo=lower_chlo, grids=grids))
        outcomes = [outcome_of(o, o.run_grid, module, processes, func) if processes else
                    outcome_of(o, o.run, module, inputs, func) for o in made]
        verdicts = []
        for o, out in zip(made[1:], outcomes[1:]):
            if processes is None or "ok" != out.status or "ok" != outcomes[0].status:
                verdicts.append((o.name, _output_verdicts(module, inputs, made[0], outcomes[0],
                                                          out, o.name, func)))
                continue
            verdicts += [(f"{o.name} process {pid}", _output_verdicts(
                module, args, None, _part(outcomes[0], pid), _part(out, pid), o.name, func))
                for pid, args in processes.items()]
    finally:
        for o in made:
            o.close()
    return Check(made, outcomes, verdicts)


def _part(outcome, pid):
    """Process `pid`'s results of a grid run, as an Outcome of its own."""
    return type(outcome)("ok", outcome.processes[pid])


def _output_verdicts(module, inputs, first, expected, actual, oracle: str, func: str) -> list:
    """The verdict on each output (the first oracle the expected side), or none when either
    side has no outputs. `first` reruns the program where the verdict asks (inputs with
    subnormals flushed); None on a grid (one process's part)."""
    if expected.status != "ok" or actual.status != "ok":
        return []
    return list(judge(module, inputs, expected, actual, oracle, func=func,
                      rerun=(lambda flushed: first.run(module, flushed, func))
                      if first is not None else None).verdicts)
