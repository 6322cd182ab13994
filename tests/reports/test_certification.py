"""Certification a vendor cannot forge (issue 22): verify binds a certification report to the
installed suite and its locked case list (reports/suite.py); audits rerun a sample of cases and
compare statuses and outputs digests (reports/audit.py). The runs are small real conformance runs
(`--ops add --dtypes f32`) on the reference and on XLA."""
from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from reports import build_report, verify
from reports import audit as A
from reports import suite as S
from fuzz.strategies import DATA_TYPES
from reports.cases import LOCKED, generated_cases, outputs_digest
from reports.report import DERIVED
from tests.helpers.schema import validate

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "corpus"
pytestmark = pytest.mark.slow


def conformance_run(directory: Path, oracle: str) -> dict:
    """report.json of a small real run (add, f32) on `oracle`."""
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q",
                           "--oracle", oracle, "--ops", "add", "--dtypes", "f32",
                           f"--report={directory}"], cwd=ROOT, capture_output=True, text=True,
                          timeout=600, env=_env(directory.parent))
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return json.loads((directory / "report.json").read_text())


def _env(cache: Path) -> dict:
    return {**os.environ, S.CACHE_ENV: str(cache / "cache")}


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> dict[str, dict]:
    base = tmp_path_factory.mktemp("runs")
    return {name: conformance_run(base / name, name) for name in ("reference", "xla")}


def rebuilt(report: dict, results=None, **fields) -> dict:
    """The report with run fields replaced and the digest recomputed with the suite's own
    functions (what a forger does)."""
    run = {k: copy.deepcopy(v) for k, v in report.items()
           if k not in (*DERIVED, "format", "results")}
    run.update(fields)
    return build_report(run, copy.deepcopy(results if results is not None
                                           else report["results"]))


def as_certification(report: dict, results=None, **fields) -> dict:
    """The issue's forgery: certify set, the options made the locked ones, the hash redone."""
    options = {**report["options"], **LOCKED, "certify": True}
    return rebuilt(report, results, certify=True, options=options, **fields)


def locked_like(report: dict) -> S.Suite:
    """A suite whose locked case list is exactly the report's cases (corpus ones first)."""
    ids = [r["id"] for r in report["results"]]
    generated = [i for i in ids if "/case_" in i]
    return S.Suite(S.identity(CORPUS), {"corpus": lambda: [i for i in ids if i not in generated],
                                        "generated": lambda: generated})


def cli(*args, cache: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "reports", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=600, env=_env(cache))


# --- verify: completeness and binding -------------------------------------------------------

def test_verify_rejects_a_forged_certification_of_two_ops(runs, tmp_path):
    forged = as_certification(runs["reference"])
    assert forged["certified"] is True and verify(forged) == []  # the hash and options hold
    path = tmp_path / "report.json"
    path.write_text(json.dumps(forged))
    done = cli("verify", path, cache=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "REJECTED" in done.stdout and "corpus case(s) (first: " in done.stdout
    assert "the generated cases were not checked" in done.stdout


def test_an_honest_complete_report_verifies_and_each_departure_is_named(runs):
    report = as_certification(runs["reference"])
    suite = locked_like(report)
    assert verify(report, suite) == []
    results = report["results"]
    corpus = suite.sources["corpus"]()
    dropped = corpus[0]
    lacking = as_certification(report, [r for r in results if r["id"] != dropped])
    assert verify(lacking, suite) == [
        f"certification run: lacks 1 of the suite's {len(corpus)} corpus case(s) (first: "
        f"{dropped}); the generated cases were not checked"]
    extra = as_certification(report, results + [{**results[0], "id": "add/f32/case_99"}])
    assert verify(extra, suite) == ["certification run: 1 case(s) that are not in the suite's "
                                    "locked case list (first: add/f32/case_99)"]
    twice = as_certification(report, results + [results[0]])
    assert any("1 case(s) appear more than once" in p for p in verify(twice, suite))


@pytest.mark.parametrize("key", ["git_sha", "corpus_sha256", "code_sha256", "version"])
def test_verify_rejects_a_certification_of_another_suite(runs, key):
    report = as_certification(runs["reference"])
    suite = locked_like(report)
    other = as_certification(report, suite={**report["suite"], key: "0" * 64})
    assert verify(other) == []  # intact in itself
    problems = verify(other, suite)
    assert problems == [f"certification run: suite.{key} is {'0' * 64!r}; the installed suite "
                        f"has {suite.identity[key]!r}"]


def test_the_locked_case_list_is_cached_by_the_suite_identity(tmp_path, monkeypatch):
    monkeypatch.setenv(S.CACHE_ENV, str(tmp_path))
    ident = S.identity(CORPUS)
    S.store_ids(ident, {"corpus": ["b", "a"], "generated": ["g"]})
    suite = S.installed(CORPUS)
    assert {s: f() for s, f in suite.sources.items()} == {"corpus": ["a", "b"],
                                                         "generated": ["g"]}
    other = tmp_path / "corpus"
    other.mkdir()
    (other / "x.mlir").write_text("// another corpus\n")
    assert S.cache_key(S.identity(other)) != S.cache_key(ident)
    assert S.cached_ids(S.identity(other)) is None


def test_the_corpus_hash_changes_with_a_file(tmp_path):
    (tmp_path / "a.mlir").write_text("x")
    before = S.corpus_sha256(tmp_path)
    (tmp_path / "a.mlir").write_text("y")
    assert S.corpus_sha256(tmp_path) != before


def test_a_certification_run_has_one_oracle_in_its_results(runs):
    report = as_certification(runs["reference"])
    results = [{**report["results"][0], "oracle": "xla"}] + report["results"][1:]
    assert verify(as_certification(report, results)) == [
        "certification run: results of oracle(s) xla; the run's oracle is reference"]


# --- audit ----------------------------------------------------------------------------------

def test_results_carry_the_digest_of_the_outputs(runs):
    schema = json.loads((ROOT / "docs" / "report.schema.json").read_text())
    for report in runs.values():
        assert validate(report, schema) == []
        assert set(report["suite"]) >= {"corpus_sha256", "code_sha256"}
        ran = [r for r in report["results"] if r["status"] == "pass"]
        assert ran and all(len(r["outputs_sha256"]) == 64 for r in ran)
    a = np.array([1.0, 2.0], np.float32)
    assert outputs_digest([a]) == outputs_digest([a.copy()])
    assert outputs_digest([a]) != outputs_digest([a.astype(np.float64)])
    assert outputs_digest([a]) != outputs_digest([a.reshape(2, 1)])
    assert outputs_digest([a]) != outputs_digest([np.array([1.0, 2.5], np.float32)])


@pytest.mark.parametrize("oracle", ["reference", "xla"])
def test_an_honest_report_passes_the_audit(runs, oracle):
    report = runs[oracle]
    problems, audited = A.audit_report(report, oracle, 100, suite=S.Suite(S.identity(CORPUS)))
    assert problems == [] and len(audited) == len(report["results"])
    assert {a.finding for a in audited} <= {A.AGREES, A.RETRIED}, \
        [(a.result["id"], a.why) for a in audited]


def test_an_altered_output_fails_the_audit(runs, tmp_path):
    report = runs["xla"]
    results = copy.deepcopy(report["results"])
    target = next(r for r in results if r.get("outputs_sha256"))
    target["outputs_sha256"] = "0" * 64
    path = tmp_path / "report.json"
    path.write_text(json.dumps(rebuilt(report, results)))
    done = cli("audit", path, "--sample", 100, "--retries", 1, cache=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"{target['id']}: differs: the report's outputs sha256 {'0' * 64}" in done.stdout
    assert "REJECTED" in done.stdout


def test_an_altered_status_fails_the_audit(runs):
    report = runs["reference"]
    results = copy.deepcopy(report["results"])
    target = next(r for r in results if r["status"] == "pass")
    target["status"] = "unsupported"
    _, audited = A.audit_report(rebuilt(report, results), "reference", 100, retries=0,
                                suite=S.Suite(S.identity(CORPUS)))
    wrong = [a for a in audited if a.finding == A.DIFFERS]
    assert [a.result["id"] for a in wrong] == [target["id"]]
    assert wrong[0].why == "the report says unsupported, the reruns give pass"


class Scripted(A.Audit):
    """An audit whose reruns give scripted (status, digest) pairs: a backend's behaviour."""

    def __init__(self, runs, retries=2):
        self.runs, self.retries = list(runs), retries

    def run_once(self, case):
        return self.runs.pop(0)


@pytest.mark.parametrize("reruns, finding", [
    ([("pass", "d1")], A.AGREES),
    ([("pass", "d2"), ("pass", "d1")], A.RETRIED),
    ([("pass", "d2"), ("pass", "d3"), ("pass", "d4")], A.NONDETERMINISTIC),
    ([("pass", "d2"), ("pass", "d2"), ("pass", "d2")], A.DIFFERS),
    ([("fail", "d2"), ("pass", "d3"), ("fail", "d4")], A.DIFFERS),
])
def test_a_nondeterministic_backend_is_audited_by_status(reruns, finding):
    result = {"id": "add/f32/case_1", "status": "pass", "outputs_sha256": "d1"}
    assert Scripted(reruns).audit(result, object()).finding == finding


def test_a_case_the_suite_lacks_differs():
    audited = Scripted([]).audit({"id": "x/y", "status": "pass"}, None)
    assert (audited.finding, audited.why) == (A.DIFFERS, "not a case of the installed suite")


def test_the_sample_follows_the_report_hash_and_the_salt(runs):
    report = runs["reference"]
    results = [{**report["results"][0], "id": f"add/f32/case_{n}"} for n in range(60)]
    big = rebuilt(report, results)
    first = [r["id"] for r in A.sample(big, "reference", 10)]
    assert first == [r["id"] for r in A.sample(big, "reference", 10)]
    assert first != [r["id"] for r in A.sample(big, "reference", 10, salt="reviewer")]
    other = rebuilt(report, results, started="another time")
    assert first != [r["id"] for r in A.sample(other, "reference", 10)]


def small_report(results, oracle="reference") -> dict:
    """A report of the installed suite holding `results` (no run behind it)."""
    run = {"suite": S.identity(CORPUS), "spec_version": "seed",
           "oracle": {"name": oracle, "version": "-", "platform": "-", "cpu": "-"},
           "environment": {"python": "3", "packages": {}}, "options": {"oracle": [oracle]},
           "tolerance_profile": "default", "allowances": {}, "certify": False, "started": "-",
           "finished": "-"}
    return build_report(run, results)


VERIFIER_CASE = {"id": "abs/valid_f32", "op": "abs", "element_type": "", "source": "corpus",
                 "oracle": "verifier", "status": "pass", "reason": "", "rule": "diagnostics",
                 "message": "", "expected": "", "actual": "", "seconds": 0.0, "replay": ""}


@pytest.mark.parametrize("args, code, says", [
    (["--oracle", "nonesuch"], 2, "--oracle nonesuch: the report's results are of reference"),
    (["--oracle", "xla"], 2, "--oracle xla: the report's results are of reference"),
    ([], 3, "nothing to audit: no result of reference that ran"),
])
def test_audit_usage_errors_and_nothing_to_rerun(tmp_path, args, code, says):
    path = tmp_path / "report.json"
    path.write_text(json.dumps(small_report([VERIFIER_CASE])))
    done = cli("audit", path, *args, cache=tmp_path)
    assert done.returncode == code and says in done.stdout + done.stderr
    assert "Traceback" not in done.stderr


def test_audit_rejects_a_report_of_another_suite(tmp_path):
    report = small_report([VERIFIER_CASE])
    path = tmp_path / "report.json"
    path.write_text(json.dumps(rebuilt(report, suite={**report["suite"], "code_sha256": "0" * 64})))
    done = cli("audit", path, cache=tmp_path)
    assert done.returncode == 1
    assert "suite.code_sha256 is '0000" in done.stdout and "no case was rerun" in done.stdout


def test_generating_op_by_op_gives_the_ids_of_one_generation():
    """verify generates the locked list op by op in several processes (reports/suite.py)."""
    together = generated_cases(["add", "transpose"], list(DATA_TYPES), LOCKED["generated"])
    assert sorted(c.id for c in together) == sorted(S._op_ids("add") + S._op_ids("transpose"))
