"""The strict profile in the reports: a certification may select it and its report records it
(and still verifies); departures from the recommended behaviour are counted and listed apart from
the failures (report.json, report.md, report.html, the terminal summary) and never fail the
verdict; results say the tier of the rule that decided them."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

# Imported once here: pytester's in-process runs drop the modules first imported during a run
# (as in test_conformance_plugin.py).
import fuzz.strategies  # noqa: F401
import oracles.onnx  # noqa: F401  (onnx's C extension aborts the process on a 2nd import)
import oracles.reference  # noqa: F401
import reference.runner  # noqa: F401
import reports.plugin
import spec.syntax.pretty  # noqa: F401
import spec.verify  # noqa: F401
from reports import build_report, render_markdown, verify
from tests.helpers.oracles import Fixed
from oracles.reference import Reference
from reports.cases import CERTIFY_PROFILES, LOCKED, RECOMMENDED_ONLY, corpus_cases, judge_case
from reports.html import render_html
from reports.plugin import deviation_lines
from tests.helpers.schema import validate

pytest_plugins = ["pytester"]
ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "report.schema.json").read_text())

DEPARTS = ("result 0: 1 element(s) depart from the recommended behaviour; worst at index [1]: "
           "expected 1.00781, actual 1, error 1 ULP; rule: recommended: rounded to nearest, ties "
           "to even (convert/float-inexact)")


def run_fields(profile: str, certify: bool) -> dict:
    return {
        "suite": {"version": "0.1.0", "git_sha": "ff66a13", "dirty": False},
        "spec_version": "1.0",
        "oracle": {"name": "command", "version": "vendor 1.0", "platform": "linux", "cpu": "x"},
        "oracles": [{"name": "command", "version": "vendor 1.0"}],
        "environment": {"python": "3.11.9", "packages": {}},
        "options": {"oracle": ["command"], "tolerance_profile": profile, "certify": certify,
                    **LOCKED},
        "tolerance_profile": profile, "allowances": {"command": []}, "certify": certify,
        "started": "2026-11-26T08:00:00Z", "finished": "2026-11-26T08:03:00Z"}


def result(id: str, status: str = "pass", **fields) -> dict:
    return {"id": id, "op": id.split("/")[0], "element_type": "bf16", "source": "generated",
            "oracle": "command", "status": status, "reason": None, "rule": "exact",
            "message": None, "expected": None, "actual": None, "seconds": 0.01,
            "replay": f"python -m pytest --case '{id}'", "tier": "spec", **fields}


RESULTS = [result("convert/bf16/case_1", recommended=DEPARTS), result("add/bf16/case_1"),
           result("add/bf16/case_2", "fail", rule="<= 0 ULP (add, command, strict)",
                  message="result 0: 1 element(s) differ")]


def test_a_certification_may_select_strict_and_the_report_records_it():
    assert CERTIFY_PROFILES == ("default", "strict")
    passing = [r for r in RESULTS if r["status"] == "pass"]
    report = build_report(run_fields("strict", True), passing)
    assert verify(report) == [] and report["certified"] and report["tolerance_profile"] == "strict"
    assert "**Verdict: pass** (certified, strict profile)" in render_markdown(report)
    assert "(certified, strict profile)" in render_html(report)
    for profile in ("exact", "almost-eq"):
        problems = verify(build_report(run_fields(profile, True), passing))
        assert f"certification run: tolerance_profile is '{profile}'; a certification run has " \
               "'default' or 'strict'" in problems
    mixed = run_fields("strict", True)
    mixed["options"]["tolerance_profile"] = "default"
    assert "certification run: options.tolerance_profile and tolerance_profile differ" in \
        verify(build_report(mixed, passing))


def test_recommended_departures_are_counted_and_listed_apart_from_the_failures():
    report = build_report(run_fields("strict", False), RESULTS)
    assert validate(report, SCHEMA) == []  # the tier and recommended fields, the count
    assert report["verdict"] == "fail" and report["counts"]["recommended"] == 1
    assert report["counts"]["by_status"]["pass"] == 2  # a departure keeps its status
    markdown = render_markdown(report)
    section = markdown.split("## Recommended behaviour (1 case(s) depart from it)")[1]
    assert "convert/bf16/case\\_1" not in section and "`convert/bf16/case_1`" in section
    assert section.index("ties") < section.index("## Failures (1)")
    assert "(tier spec)" in markdown.split("## Failures (1)")[1]
    page = render_html(report)
    assert '<section id="recommended"><h2>Recommended behaviour (1 case(s) depart from it)' in page
    assert page.index('id="recommended"') < page.index('id="op-add"')
    only = build_report(run_fields("strict", False), RESULTS[:2])
    assert only["verdict"] == "pass" and only["counts"]["recommended"] == 1


def test_a_strict_run_says_when_nothing_departs_and_other_profiles_say_nothing():
    calm = build_report(run_fields("strict", False), RESULTS[1:2])
    assert "## Recommended behaviour (0 case(s) depart from it)" in render_markdown(calm)
    assert "## Recommended behaviour" not in render_markdown(
        build_report(run_fields("default", False), RESULTS[1:2]))
    assert deviation_lines(RESULTS[1:2], "strict") == [
        "conformance: recommended behaviour (not spec violations): no case departs from it"]
    assert deviation_lines(RESULTS[1:2], "default") == []
    lines = deviation_lines(RESULTS, "strict")
    assert lines[0].endswith("1 case(s) depart from it")
    assert lines[1].startswith("  convert/bf16/case_1[command]: result 0: 1 element(s) depart")


ADD = """// add in f32, checked exactly
func.func @add_ok() {
  %a = stablehlo.constant dense<[1.5, 2.25]> : tensor<2xf32>
  %r = stablehlo.add %a, %a : tensor<2xf32>
  "check.expect_eq_const"(%r) {value = dense<[3.0, 4.5]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  func.return
}

// -----
// f64 -> f32 to nearest even: the spec leaves it open
// tier: recommended
func.func @convert_to_nearest() {
  %a = stablehlo.constant dense<[1.00000005960464477539, 0.1]> : tensor<2xf64>
  %r = stablehlo.convert %a : (tensor<2xf64>) -> tensor<2xf32>
  "check.expect_eq_const"(%r) {value = dense<[1.0, 0.1]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  func.return
}
"""


@pytest.fixture
def suite(pytester, monkeypatch):
    """A project with a one-case corpus whose certification generates add's f32 cases only."""
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    monkeypatch.setattr(reports.plugin, "OP_GENERATORS", {"add": None})
    monkeypatch.setattr(reports.plugin, "DATA_TYPES", ("f32",))
    pytester.makeconftest('pytest_plugins = ["reports.plugin"]')
    pytester.makefile(".mlir", **{"corpus/ops/add": ADD})
    return pytester


def test_a_strict_certification_run_writes_a_report_verify_accepts_but_for_its_corpus(suite, tmp_path):
    out = tmp_path / "out"
    result = suite.runpytest("-p", "no:cacheprovider", "--certify", "--oracle", "reference",
                             "--tolerance-profile", "strict", "--report", str(out))
    result.assert_outcomes(passed=5)  # the corpus cases and 3 generated ones
    result.stdout.fnmatch_lines([
        "conformance verdict: PASS*",
        "conformance: recommended behaviour (not spec violations): no case departs from it"])
    report = json.loads((out / "report.json").read_text())
    assert validate(report, SCHEMA) == []
    assert (report["tolerance_profile"], report["options"]["tolerance_profile"]) == (
        "strict", "strict")
    assert report["certify"] and report["certified"]
    generated = [r for r in report["results"] if r["source"].startswith("fuzz")]
    assert len(generated) == 3 and all(r["rule"].startswith("<= 0 ULP (add") for r in generated)
    assert all(r["tier"] == "spec" for r in generated)
    nearest = next(r for r in report["results"] if r["id"] == "ops/add/convert_to_nearest")
    assert (nearest["status"], nearest["tier"]) == ("pass", "recommended")
    checked = subprocess.run([sys.executable, "-m", "reports", "verify", str(out / "report.json")],
                             cwd=ROOT, capture_output=True, text=True, timeout=120)
    # the run's corpus is this test's, not the installed suite's: verify's binding rejects it
    # for that alone (reports/suite.py), and finds nothing wrong with the strict profile
    problems = [line.strip() for line in checked.stdout.splitlines()[1:]]
    assert checked.returncode == 1 and problems, checked.stdout + checked.stderr
    assert all(p.startswith("certification run: suite.corpus_sha256") for p in problems), problems


def test_a_case_of_recommended_behaviour_is_a_declared_skip_outside_strict(suite, tmp_path):
    out = tmp_path / "out"
    result = suite.runpytest("-p", "no:cacheprovider", "--certify", "--oracle", "reference",
                             "--report", str(out))
    result.assert_outcomes(passed=4, skipped=1)
    report = json.loads((out / "report.json").read_text())
    nearest = next(r for r in report["results"] if r["id"] == "ops/add/convert_to_nearest")
    assert nearest["status"] == "skipped" and nearest["reason"].startswith(RECOMMENDED_ONLY)
    assert verify(report) == [] and report["certified"]  # the suite's own skip


def test_a_tier_line_names_the_recommended_tier_only(suite):
    suite.makefile(".mlir", **{"corpus/ops/abs": "// tier: spec\nfunc.func @f() {\n"
                                                 "  func.return\n}\n"})
    result = suite.runpytest("-p", "no:cacheprovider", "--oracle", "reference", "--generated",
                             "0")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*abs.mlir:1: tier 'spec' is not 'recommended'*"])


def test_a_backend_accumulating_bf16_dots_in_bf16_departs_from_the_recommended_one_rounding():
    """corpus/ops/dot_general.mlir @dot_general_bf16_one_rounding: 3 + 1/128 + 1/256 added in
    bf16 one term at a time gives 3, which the spec allows (the allowed mutant
    dot_general-bf16-accumulates-in-bf16)."""
    case = next(c for c in corpus_cases(ROOT / "corpus", [ROOT / "corpus/ops/dot_general.mlir"])
                if c.func == "dot_general_bf16_one_rounding")
    reference = Reference()
    in_bf16 = Fixed([np.array([[3.0]], ml_dtypes.bfloat16)])
    strict = judge_case(case, in_bf16, reference, "strict")
    assert (strict.status, strict.tier) == ("pass", "recommended")
    assert strict.recommended.startswith("check 0: 1 element(s) differ; worst at check 0, index "
                                         "[0, 0]: expected 3.01562, actual 3")
    assert judge_case(case, reference, reference, "strict").recommended == ""
    default = judge_case(case, in_bf16, reference, "default")
    assert default.status == "skipped" and default.message.startswith(RECOMMENDED_ONLY)
