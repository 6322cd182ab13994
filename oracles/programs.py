"""Programs from where users have them, and one call that checks a program on several oracles.

A program file is read by its content, not its name: StableHLO text (generic or pretty form),
MLIR bytecode, a StableHLO portable artifact (versioned VHLO bytecode, as `jax.export` and
`stablehlo.serialize_portable_artifact` write it) or a serialized `jax.export` artifact
(`Exported.serialize()`). The binary forms go through jaxlib, which reads them into StableHLO
text for our parser; a file that fits none is a ProgramError naming the file and what each
reader said.

`from_jax(fn, *args)` lowers a jax function with its example arguments to our Module and the
arguments as inputs; `check(module, inputs, oracles)` runs it on each oracle and judges each
oracle's outputs against the first's (oracles.verdict.judge):

    from oracles.programs import check, from_jax
    module, inputs = from_jax(fn, x, w)
    print(check(module, inputs, ["reference", "xla"]))
"""
from __future__ import annotations

import contextlib
import os
import re
import tempfile
from dataclasses import dataclass, field

import numpy as np

import spec
from reference import values
from reference.processes import grid_size
from spec.types import TensorType

from . import make, process_inputs
from .verdict import judge

BYTECODE_MAGIC = b"ML\xefR"
"""The first bytes of MLIR bytecode; a portable artifact is bytecode whose producer is StableHLO."""
PORTABLE_PRODUCER = b"StableHLO_"
MAX_PROGRAM_BYTES = 1 << 30
"""Programs larger than this are refused before they are read (1 GiB)."""

PROGRAM_SUFFIXES = (".mlir", ".mlirbc", ".bc", ".jaxexport")
"""The names of program files that directories are searched for (the conformance plugin's
corpus); each file is still read by its content."""
FORMATS = ("StableHLO text", "MLIR bytecode", "StableHLO portable artifact",
           "jax.export artifact")


class ProgramError(Exception):
    """A program file that cannot be read: the message names the file and the formats tried."""


# --- reading program files -------------------------------------------------------------------

def read_program(path: str) -> spec.Module:
    """The program in the file `path`, in any of FORMATS (detected by content)."""
    text, _ = read_program_text(path)
    try:
        return spec.parse(text, path)
    except spec.ParseError as e:
        raise ProgramError(str(e)) from None


def read_program_text(path: str) -> tuple[str, str]:
    """(StableHLO text, the format it was read as) of the program in the file `path`."""
    try:
        size = os.path.getsize(path)
        if size > MAX_PROGRAM_BYTES:
            raise ProgramError(f"{path}: {size} bytes, more than the {MAX_PROGRAM_BYTES} a "
                               "program may have")
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise ProgramError(f"cannot read {path}: {e.strerror}") from None
    return program_text(data, path)


def program_text(data: bytes, name: str = "<input>") -> tuple[str, str]:
    """(StableHLO text, its format) of a program given as bytes; ProgramError when no format
    fits (the message names `name`, each format tried and why it did not fit)."""
    if data.startswith(BYTECODE_MAGIC):
        portable = _producer(data).startswith(PORTABLE_PRODUCER)
        fmt = "StableHLO portable artifact" if portable else "MLIR bytecode"
        try:
            return _from_bytecode(data, portable), fmt
        except _Unreadable as e:
            raise ProgramError(f"{name}: {fmt} (producer {_producer(data).decode('ascii', 'replace')!r}) "
                               f"that jaxlib cannot read: {e}") from None
    tried = []
    text = _as_text(data)
    if text is not None:
        return text, "StableHLO text"
    tried.append("StableHLO text: not UTF-8 text")
    tried.append(f"MLIR bytecode and portable artifacts: no {BYTECODE_MAGIC!r} magic")
    try:
        return _from_jax_export(data), "jax.export artifact"
    except _Unreadable as e:
        tried.append(f"jax.export artifact: {e}")
    raise ProgramError(f"{name}: not a program in any format read here ({'; '.join(tried)})")


class _Unreadable(Exception):
    pass


def _as_text(data: bytes) -> str | None:
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _producer(data: bytes) -> bytes:
    """The producer string of MLIR bytecode: after the magic and the version, a prefix varint
    whose first byte's trailing zeros count its further bytes."""
    i = len(BYTECODE_MAGIC)
    if i >= len(data):
        return b""
    first = data[i]
    start = i + 1 + (8 if first == 0 else (first & -first).bit_length() - 1)
    end = data.find(b"\0", start)
    return data[start:end] if end >= 0 else b""


def _from_bytecode(data: bytes, portable: bool) -> str:
    """jaxlib's reading of the bytecode, printed as text (locations kept)."""
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo
    ctx = jm.make_ir_context()
    failure = None
    with ctx:
        with _stderr_captured() as diagnostics:
            try:
                module = (stablehlo.deserialize_portable_artifact(ctx, data) if portable
                          else ir.Module.parse(data))
            except Exception as e:  # MLIRError, ValueError: jaxlib's reasons
                failure = str(e)
        if failure is not None:
            raise _Unreadable(_first_diagnostic(failure, diagnostics()))
        return module.operation.get_asm(enable_debug_info=True)


def _from_jax_export(data: bytes) -> str:
    from jax import export
    try:
        exported = export.deserialize(bytearray(data))
        return exported.mlir_module()
    except Exception as e:  # flatbuffer, struct and version errors of a foreign file
        raise _Unreadable(str(e).splitlines()[0] if str(e) else type(e).__name__) from None


@contextlib.contextmanager
def _stderr_captured():
    """Collects what native code writes to file descriptor 2 (jaxlib's diagnostics) instead of
    letting it reach the terminal; yields a function that returns it."""
    captured = {"text": ""}
    with tempfile.TemporaryFile() as sink:
        saved = os.dup(2)
        os.dup2(sink.fileno(), 2)
        try:
            yield lambda: captured["text"]
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            captured["text"] = sink.read(1 << 16).decode("utf-8", "replace")


def _first_diagnostic(message: str, stderr: str) -> str:
    """jaxlib's first error, without the position in its nameless buffer (`"-":0:0:`)."""
    for line in (message + "\n" + stderr).splitlines():
        if "error:" in line:
            return re.sub(r'^"-":\d+:\d+:\s*', "", line.split("error:", 1)[1].strip())
    return message.strip().splitlines()[0] if message.strip() else "unreadable"


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
            lines.append(f"{o.name} ({o.version}): {out.status}  compile "
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
        outcomes = [o.run_grid(module, processes, func) if processes else
                    o.run(module, inputs, func) for o in made]
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
