"""The reference vendor (tests/data/vendor_reference.py, this project's interpreter behind the
command protocol) passes the conformance cases of the ops whose values are the protocol's
hard kinds: tuples (nested), tokens, quantized tensors, the narrow types bit for bit. A perfect
backend that fails a case here is the suite's bug (the whole certification's figures:
docs/vendors.md). The vendor runs behind the mutation benchmark's fork server (its unmutated
backend is vendor_reference.main), a real process per case without the interpreter's import."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks.mutants import campaign
from benchmarks.mutants.backends import UNMUTATED

ROOT = Path(__file__).resolve().parents[2]
OPS = "tuple,get_tuple_element,optimization_barrier,after_all,uniform_quantize,uniform_dequantize"


@pytest.mark.slow
def test_the_reference_vendor_passes_every_case_of_the_value_kinds(tmp_path):
    socket_path = str(tmp_path / "server")
    server = campaign.serve(socket_path)
    try:
        run = subprocess.run(
            [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n", "0", "-q",
             "--conformance", "--oracle", "command", "--command",
             campaign.client(socket_path, UNMUTATED), "--ops", OPS,
             f"--report={tmp_path / 'out'}"], cwd=ROOT, capture_output=True, text=True,
            timeout=1800)
    finally:
        server.kill()
        server.wait()
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    statuses = report["counts"]["by_status"]
    assert report["verdict"] == "pass", run.stdout[-3000:]
    assert statuses["pass"] >= 100 and not any(
        statuses.get(s) for s in ("fail", "crash", "rejected", "timeout")), statuses
    ops = {r["op"] for r in report["results"] if r["status"] == "pass"}
    assert {"tuple", "optimization_barrier", "after_all", "uniform_quantize"} <= ops, ops
