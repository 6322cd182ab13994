"""Probe directories: where `interpreter.probe` records values and `check.expect_serialized_eq`
reads them back.

A directory holds one `.npy` file per recorded value and an index, `index.csv`, with one row
per value in the order they were recorded: `probe_id,type,file` (CSV quoting: a quantized type
holds commas; `file` is relative to the directory). Files are named `probe<N>.npy`, N counting
the directory's values from 1 (as jaxlib 0.10.2's interpreter names them; InterpreterOps.td
describes `<probe_id>_<iteration>.npy` instead, so nothing should depend on names: the index
maps ids to files). A value is stored by reference.npz's rules: numpy's own types as they are,
the ml_dtypes types as their bit patterns (unsigned integers of the same width), quantized
tensors as their storage values; the index's type says how to read it back.

A `session` is one evaluation's view of a directory (the runner opens one per function it
runs): values recorded during it are numbered on from what the directory already holds, and
`read(probe_id, iteration)` finds the iteration-th value (0: the first) that `probe_id`
recorded during the session. Processes of a grid share their evaluation's session (the
context is copied into each process's thread).
"""
from __future__ import annotations

import contextlib
import contextvars
import csv
import os
import shutil
import tempfile
import threading

import numpy as np

import spec
from spec.syntax import Parser

from . import npz, values
from .errors import EvaluationError

INDEX = "index.csv"


class ProbeSession:
    """The values recorded in a directory since the session began, and what records more.
    Without a directory, the session makes a temporary one when it first needs it (`close`
    removes it)."""

    def __init__(self, directory: str | None = None):
        self._directory = directory
        self._temporary = directory is None
        self._lock = threading.Lock()
        self._first = None

    def directory(self) -> str:
        """The directory, made on first use (when the session also counts the rows it already
        holds: they are not the session's)."""
        if self._directory is None:
            self._directory = tempfile.mkdtemp(prefix="probes-")
        if self._first is None:
            os.makedirs(self._directory, exist_ok=True)
            self._first = len(self._rows())
        return self._directory

    def close(self) -> None:
        """Removes the directory if the session made it."""
        if self._temporary and self._directory is not None:
            shutil.rmtree(self._directory, ignore_errors=True)

    def record(self, probe_id: str, value) -> str:
        """Writes `value` as the next file of the directory and adds its index row; returns the
        file's path."""
        if not isinstance(value, (np.ndarray, values.QuantizedTensor)):
            raise EvaluationError(f"interpreter.probe records tensors, got "
                                  f"{values.describe(value)}")
        data = npz.encode(value, "value")["value"]
        with self._lock:
            directory = self.directory()
            name = f"probe{len(self._rows()) + 1}.npy"
            np.save(os.path.join(directory, name), data, allow_pickle=False)
            with open(self._index(), "a", newline="", encoding="utf-8") as f:
                csv.writer(f).writerow([probe_id, str(values.type_of(value)), name])
        return os.path.join(directory, name)

    def read(self, probe_id: str, iteration: int):
        """The value `probe_id` recorded at its `iteration`-th evaluation in this session."""
        with self._lock:
            directory = self.directory()
            rows = [r for r in self._rows()[self._first:] if r[0] == probe_id]
        if iteration >= len(rows):
            raise EvaluationError(f"probe {probe_id!r} recorded {len(rows)} value(s) in "
                                  f"{directory}; iteration {iteration} asks for value "
                                  f"{iteration + 1}")
        _, type_text, name = rows[iteration]
        try:
            type = Parser(type_text).parse_type()
        except spec.ParseError as e:
            raise EvaluationError(f"{self._index()}: type {type_text!r} of probe {probe_id!r} "
                                  f"does not parse: {e.message}") from None
        path = os.path.join(directory, name)
        try:
            data = np.load(path, allow_pickle=False)
            return npz.decode({"value": data}, "value", type)
        except (OSError, ValueError) as e:  # NpzError is a ValueError
            raise EvaluationError(f"cannot read probe {probe_id!r} from {path}: {e}") from None

    def _index(self) -> str:
        return os.path.join(self._directory, INDEX)

    def _rows(self) -> list[list[str]]:
        try:
            with open(self._index(), newline="", encoding="utf-8") as f:
                rows = list(csv.reader(f))
        except FileNotFoundError:
            return []
        except OSError as e:
            raise EvaluationError(f"cannot read {self._index()}: {e}") from None
        bad = next((i for i, r in enumerate(rows) if len(r) != 3), None)
        if bad is not None:
            raise EvaluationError(f"{self._index()}: row {bad + 1} is not "
                                  "probe_id,type,file")
        return rows


_SESSION: contextvars.ContextVar[ProbeSession | None] = contextvars.ContextVar("probe_session",
                                                                              default=None)


@contextlib.contextmanager
def session(directory: str | None = None):
    """A new probe session for the evaluations in this block: in `directory`, or, when it is
    None, in a temporary directory (made on first use) removed at the end of the block."""
    fresh = ProbeSession(directory)
    token = _SESSION.set(fresh)
    try:
        yield fresh
    finally:
        _SESSION.reset(token)
        fresh.close()


@contextlib.contextmanager
def ensure():
    """The active session, or a temporary one for this block (an evaluation that records
    probes without asking for a directory)."""
    active = _SESSION.get()
    if active is not None:
        yield active
        return
    with session() as fresh:
        yield fresh


def current() -> ProbeSession:
    """The active session; EvaluationError when there is none."""
    active = _SESSION.get()
    if active is None:
        raise EvaluationError("no probe directory: probes are recorded during `python -m "
                              "reference run` / `eval` (--probe-dir), reference.evaluate, or "
                              "inside reference.probes.session(directory)")
    return active
