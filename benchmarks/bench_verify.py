"""The time `python -m reports verify` takes on a complete certification report: with the locked
case list cached (after a --certify run, or a reviewer's second verify) beside without it (a
reviewer's first verify generates it), same run. Prints both and their ratio.

The report is made from the installed suite's locked case list (every case `pass`), so it
verifies; it runs no backend.

    python benchmarks/bench_verify.py [--cold]     (--cold also times the uncached verify:
                                                    about a minute of generation)
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reports import build_report  # noqa: E402
from reports import suite as S  # noqa: E402
from reports.cases import LOCKED  # noqa: E402


def complete_report(ids: dict[str, list[str]]) -> dict:
    run = {"suite": S.identity(ROOT / "corpus"), "spec_version": "seed 000",
           "oracle": {"name": "reference", "version": "-", "platform": "-", "cpu": "-"},
           "environment": {"python": sys.version.split()[0], "packages": {}},
           "options": {**LOCKED, "oracle": ["reference"], "certify": True},
           "tolerance_profile": "default", "allowances": {"reference": []}, "certify": True,
           "started": "-", "finished": "-"}
    results = [{"id": i, "op": i.split("/")[0], "element_type": "", "source": source,
                "oracle": "reference",
                "status": "pass", "reason": "", "rule": "", "message": "", "expected": "",
                "actual": "", "seconds": 0.0, "replay": ""}
               for source, some in ids.items() for i in some]
    return build_report(run, results)


def timed_verify(path: Path, cache: Path) -> float:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "reports", "verify", str(path)], cwd=ROOT,
                          capture_output=True, text=True,
                          env={**os.environ, S.CACHE_ENV: str(cache)})
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"verify failed:\n{done.stdout}{done.stderr}")
    return seconds


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cold", action="store_true", help="also time a verify without the cache")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        os.environ[S.CACHE_ENV] = str(tmp / "warm")
        suite = S.installed()
        ids = {source: compute() for source, compute in suite.sources.items()}
        path = tmp / "report.json"
        path.write_text(json.dumps(complete_report(ids)))
        cases = sum(map(len, ids.values()))
        warm = timed_verify(path, tmp / "warm")
        print(f"verify, list cached:   {warm:7.2f} s ({cases} cases)")
        if args.cold:
            cold = timed_verify(path, tmp / "cold")
            print(f"verify, list uncached: {cold:7.2f} s; ratio uncached / cached: "
                  f"{cold / warm:.1f}")


if __name__ == "__main__":
    main()
