"""Every known divergence carries a standalone reproducer that still reproduces.

Each `[[divergence]]` of oracles/known_divergences.toml names a script of oracles/reproducers/
(reports/reproducers.py writes them: fuzz/standalone.py's form, the implementation's own packages
alone). The scripts of one oracle run in one child process (`python -m reports.reproducers
check`: one jax import for all of them; a crash is observed in a grandchild the script starts);
a script that no longer reproduces fails the test with what it saw: the entry is stale, or its
reproducer too narrow. The scripts of an oracle not installed here are skipped, saying which.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from oracles import oracle_class
from reports.reproducers import DIR, available, entries, listed, script_oracle

ROOT = Path(__file__).resolve().parents[2]
ORACLES = ("xla", "stablehlo-interpreter", "onnxruntime", "iree", "xla-gpu")


def scripts_of(oracle: str) -> list[Path]:
    return sorted(p for p in DIR.glob("*.py") if script_oracle(p) == oracle)


def test_every_entry_names_a_reproducer_of_its_own_oracles():
    missing, wrong, named = [], [], []
    for i, entry in enumerate(entries()):
        name = entry.get("reproducer")
        where = f"entry {i} ({entry['oracle']} {entry['op']} {entry['types'][:2]})"
        if name is None or not (DIR / f"{name}.py").exists():
            missing.append(f"{where}: reproducer {name!r}")
            continue
        named.append(name)
        if script_oracle(DIR / f"{name}.py") not in listed(entry["oracle"]):
            wrong.append(f"{where}: {name}.py runs on {script_oracle(DIR / f'{name}.py')}")
    assert not missing, "known divergences without a reproducer script:\n" + "\n".join(missing)
    assert not wrong, "\n".join(wrong)
    orphans = sorted({p.stem for p in DIR.glob("*.py")} - set(named))
    assert not orphans, f"scripts no entry names: {orphans}"
    assert len(named) == len(set(named)), "two entries name the same script"


@pytest.mark.parametrize("oracle", ORACLES)
def test_the_reproducers_still_reproduce(oracle):
    scripts = scripts_of(oracle)
    if not scripts:
        pytest.skip(f"no reproducer runs on {oracle}")
    if not available(oracle):
        pytest.skip(f"{len(scripts)} reproducers of {oracle} not run: {oracle} is not available "
                    f"here ({unavailable(oracle)}): "
                    + ", ".join(p.stem for p in scripts))
    p = subprocess.run([sys.executable, "-m", "reports.reproducers", "check",
                        *map(str, scripts)], capture_output=True, text=True, cwd=ROOT,
                       timeout=600)
    results = [json.loads(line) for line in p.stdout.splitlines() if line.startswith("{")]
    ran = {r["script"] for r in results}
    died = [s.name for s in scripts if s.name not in ran]
    assert not died, (f"the check process died (status {p.returncode}) at {died[0]}: "
                      f"{p.stderr[-800:]}")
    untold = [f"{r['script']}: {r['seen']}" for r in results if r["shows"] is None]
    assert not untold, ("these reproducers could not tell (the program failed in another way "
                        "than recorded):\n" + "\n".join(untold))
    stale = [f"{r['script']}: {r['seen']}" for r in results if r["shows"] is False]
    assert not stale, ("these known divergences no longer reproduce (the entry is stale, or "
                       "its reproducer too narrow):\n" + "\n".join(stale))


def unavailable(oracle: str) -> str:
    return oracle_class(oracle).available()[1]
