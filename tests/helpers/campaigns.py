"""Small deterministic campaigns against the planted-bug oracles of
tests/data/planted_bug_oracles.py, for the merge, history and nightly-workflow tests.

A campaign of `programs` single-op programs going round OPS, valid programs only, one at a
time, run in process (its worker is spawned with this process's sys.path, so the planted
oracles' directory, DATA, must be on it: `on_path()`)."""
from __future__ import annotations

import contextlib
import json
import sys
from pathlib import Path

from fuzz.campaign import Config, run

DATA = Path(__file__).resolve().parents[1] / "data"
OPS = ["add", "multiply", "subtract"]
"""The ops the planted bugs are about: NightOne crashes on add and multiply, NightTwo on
multiply and subtract."""


@contextlib.contextmanager
def on_path():
    """DATA on sys.path (the planted oracles importable here and in spawned workers)."""
    sys.path.insert(0, str(DATA))
    try:
        yield
    finally:
        sys.path.remove(str(DATA))


def planted(out: Path, night: str, *, seed: int = 5, shard: tuple[int, int] = (0, 1),
            programs: int = 6, finished: str | None = None) -> dict:
    """Runs a campaign against planted_bug_oracles:`night` into `out`; its summary. `finished`
    (an ISO time) stands for the night it ran: it replaces the provenance's time."""
    config = Config(120, ["reference", f"planted_bug_oracles:{night}"], seed=seed,
                    shard=shard, out=out, shrink_seconds=0.0, max_programs=programs,
                    progress=False, invalid_every=0, graph_every=0, ops=OPS)
    summary = run(config)
    if finished is not None:
        summary["provenance"]["finished"] = finished
        (out / "summary.json").write_text(json.dumps(summary, indent=2))
    return summary
