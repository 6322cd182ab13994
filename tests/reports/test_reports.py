"""The reports of a conformance run (reports/): report.json against its published schema, its
counts, verdict and hash; report.md; report.html (escaping, self-contained, in a real headless
browser); `python -m reports write` and `verify` (untouched accepted, edited rejected)."""
from __future__ import annotations

import copy
import hashlib
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from reports import build_report, render_markdown, verify, write_reports
from reports.html import render_html
from reports.cases import LOCKED
from tests.helpers.schema import validate
from oracles.compare import known_divergences
from reports import render_markdown

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "report.schema.json").read_text())
HOSTILE = '<script>alert("x")</script> & </pre><img src=http://example.com/x.png>'

RUN = {
    "suite": {"version": "0.1.0", "git_sha": "ff66a13", "dirty": False},
    "spec_version": "1.0",
    "oracle": {"name": "xla", "version": "jaxlib 0.10.2 cpu", "platform": "linux-x86_64",
               "cpu": "Intel Xeon"},
    "oracles": [{"name": "xla", "version": "jaxlib 0.10.2 cpu"}],
    "environment": {"python": "3.11.9", "packages": {"numpy": "2.4.0", "jaxlib": "0.10.2"}},
    "options": {"conformance": False, "oracle": ["xla"], "command": None, "ops": None,
                "dtypes": None, "case": None, "tolerance_profile": "default", "skips_file": None,
                "xfails_file": None, "generated": LOCKED["generated"], "corpus": None,
                "report": "out/run", "certify": False, "numprocesses": 8},
    "tolerance_profile": "default",
    "allowances": {"xla": ["flush-subnormals"]},
    "certify": False,
    "started": "2025-11-21T08:00:00Z",
    "finished": "2025-11-21T08:03:00Z",
}


def case(id, op, et, status, **fields):
    base = {"id": id, "op": op, "element_type": et, "source": f"corpus/ops/{op}.mlir",
            "oracle": "xla", "status": status, "reason": None, "rule": None, "message": None,
            "expected": None, "actual": None, "seconds": 0.01, "replay": None}
    return {**base, **fields}


RESULTS = [
    case("add/f32/case_0", "add", "f32", "pass"),
    case("add/f32/case_1", "add", "f32", "pass"),
    case("add/bf16/case_0", "add", "bf16", "fail", rule="add: 1 ULP", message=HOSTILE,
         expected=[1.0, 2.0], actual=[1.0, 2.5],
         replay="python -m oracles run --oracles reference,xla corpus/ops/add.mlir"),
    case("tanh/f8E4M3FN/case_0", "tanh", "f8E4M3FN", "unsupported",
         reason="xla does not support f8E4M3FN at the boundary"),
    case("gather/i32/case_0", "gather", "i32", "crash", message="worker died: SIGSEGV",
         replay="pytest 'corpus/ops/gather.mlir::gather/i32/case_0' --oracle xla"),
    case("gather/i32/case_1", "gather", "i32", "pass"),
    case("gather_c3/negative", "gather", None, "pass"),
    case("sort/f32/case_0", "sort", "f32", "timeout", message="past 60 s"),
]


def write_run(tmp_path: Path, run=RUN, results=RESULTS) -> Path:
    (tmp_path / "run.json").write_text(json.dumps(run))
    (tmp_path / "results.jsonl").write_text("".join(json.dumps(r) + "\n" for r in results))
    return tmp_path


def certification_run():
    """A certification run with the locked options whose cases all pass or are unsupported."""
    run = {**RUN, "certify": True, "options": {**RUN["options"], "certify": True}}
    results = [r if r["status"] in ("pass", "unsupported") else {**r, "status": "pass"}
               for r in RESULTS]
    return run, results


def cli(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "reports", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


# --- report.json ---------------------------------------------------------------------------------

def test_write_reports_writes_the_three_files(tmp_path):
    paths = write_reports(write_run(tmp_path))
    assert [p.name for p in paths] == ["report.json", "report.md", "report.html"]
    report = json.loads((tmp_path / "report.json").read_text())
    assert {k: report[k] for k in RUN} == RUN
    assert report["results"] == RESULTS


def test_counts_by_status_and_by_op_and_element_type():
    report = build_report(RUN, RESULTS)
    assert report["counts"]["total"] == 8
    assert report["counts"]["by_status"] == {"pass": 4, "fail": 1, "unsupported": 1,
                                             "rejected": 0, "crash": 1, "timeout": 1,
                                             "skipped": 0}
    assert report["counts"]["by_op"] == {
        "add": {"bf16": {"fail": 1}, "f32": {"pass": 2}},
        "gather": {"-": {"pass": 1}, "i32": {"crash": 1, "pass": 1}},
        "sort": {"f32": {"timeout": 1}},
        "tanh": {"f8E4M3FN": {"unsupported": 1}},
    }


def test_the_hash_is_sha256_of_the_canonical_run_fields_and_results():
    report = build_report(RUN, RESULTS)
    content = {"format": "stablehlo-conformance-report/1", **RUN, "results": RESULTS}
    text = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert report["sha256"] == hashlib.sha256(text.encode()).hexdigest()


@pytest.mark.parametrize("status, verdict", [("pass", "pass"), ("unsupported", "pass"),
                                             ("skipped", "pass"), ("fail", "fail"),
                                             ("rejected", "fail"), ("crash", "fail"),
                                             ("timeout", "fail")])
def test_the_verdict_fails_on_a_failing_status_only(status, verdict):
    results = [case("add/f32/case_0", "add", "f32", "pass"),
               case("add/f32/case_1", "add", "f32", status)]
    assert build_report(RUN, results)["verdict"] == verdict


def test_a_report_matches_its_published_schema(tmp_path):
    write_reports(write_run(tmp_path))
    assert validate(json.loads((tmp_path / "report.json").read_text()), SCHEMA) == []


def test_the_schema_catches_a_wrong_report():
    report = json.loads(json.dumps(build_report(RUN, RESULTS)))
    report["results"][0]["status"] = "passed"
    report["sha256"] = "abc"
    del report["oracle"]["cpu"]
    errors = validate(report, SCHEMA)
    assert any("results[0].status" in e for e in errors)
    assert any("sha256" in e for e in errors) and any("cpu" in e for e in errors)


# --- verify --------------------------------------------------------------------------------------

def test_verify_accepts_an_untouched_report():
    assert verify(json.loads(json.dumps(build_report(RUN, RESULTS)))) == []
    assert verify(build_report(*certification_run())) == []


def test_a_locked_certification_run_is_certified():
    report = build_report(*certification_run())
    assert report["verdict"] == "pass" and report["certified"] is True
    assert build_report(RUN, certification_run()[1])["certified"] is False  # certify off


def test_verify_rejects_an_edited_result_even_with_consistent_counts():
    report = build_report(RUN, RESULTS)
    edited = copy.deepcopy(report)
    edited["results"][2]["status"] = "pass"
    problems = verify(edited)
    assert any("counts does not follow from the results" in p for p in problems)
    edited.update(counts=build_report(RUN, edited["results"])["counts"])
    assert verify(edited) == ["sha256 does not match the report's run fields and results: the "
                              "report was edited after it was written"]


def test_verify_rejects_an_edited_verdict():
    edited = build_report(RUN, RESULTS)
    edited["verdict"] = "pass"
    assert verify(edited) == ['verdict does not follow from the results: the report says '
                              '"pass", the results give "fail"']


@pytest.mark.parametrize("path, value, says", [
    ("options.skips_file", "skips.txt", "options.skips_file is 'skips.txt'"),
    ("options.ops", "add", "options.ops is 'add'"),
    ("options.generated", 7, f"options.generated is 7; a certification run has "
                             f"{LOCKED['generated']}"),
    ("options.oracle", ["xla", "onnxruntime"],
     "options.oracle is ['xla', 'onnxruntime']; a certification run names one oracle"),
    ("tolerance_profile", "almost-eq", "tolerance_profile is 'almost-eq'; a certification run "
                                       "has 'default'"),
    ("allowances", {"xla": ["flush-subnormals", "ignore-nan"]},
     "allowances.xla is ['flush-subnormals', 'ignore-nan']; the suite declares "
     "['flush-subnormals'] for xla"),
])
def test_verify_rejects_edited_certification_options(path, value, says):
    report = build_report(*certification_run())
    edited = copy.deepcopy(report)
    target = edited
    *parents, key = path.split(".")
    for p in parents:
        target = target[p]
    target[key] = value
    problems = verify(edited)
    assert any("sha256 does not match" in p for p in problems)
    assert any(f"certification run: {says}" in p for p in problems)
    # Recomputing the hash does not help: the options are not the locked ones.
    rebuilt = build_report({k: edited[k] for k in RUN}, edited["results"])
    assert verify(rebuilt) and not any("sha256" in p for p in verify(rebuilt))
    assert rebuilt["certified"] is False
    assert any(f"certification run: {says}" in p for p in verify(rebuilt))


def test_an_expected_failure_does_not_fail_the_verdict():
    results = [case("add/f32/case_0", "add", "f32", "fail", xfail="known: issue 12")]
    report = build_report(RUN, results)
    assert report["verdict"] == "pass" and report["counts"]["by_status"]["fail"] == 1


def test_a_certification_run_allows_known_divergences_only():
    reason = next(d["reason"] for d in known_divergences()[0] if d["oracle"] == "xla")
    run, results = certification_run()
    known = case("maximum/f32/case_1", "maximum", "f32", "fail", xfail="known divergence: "
                 + reason, known=reason)
    report = build_report(run, results + [known])
    assert (report["verdict"], report["certified"], verify(report)) == ("pass", True, [])
    assert report["counts"]["by_status"]["fail"] == 1  # the divergence stays visible
    mine = {**known, "xfail": "ours is off by one", "known": "ours is off by one"}
    report = build_report(run, results + [mine])
    assert report["certified"] is False
    assert verify(report) == ["certification run: 1 expected failure(s) that are not known "
                              "divergences of the oracle (first: maximum/f32/case_1); a "
                              "certification run allows only those of "
                              "oracles/known_divergences.toml"]
    assert "(known divergence)" in render_markdown(build_report(run, results + [known]))


def test_a_certification_run_allows_the_lowered_programs_divergences_where_it_ran_lowered():
    """A vendor's command runs CHLO lowered by upstream's pass: the divergences of that lowered
    program (entries marked `lowered = true`) are its known divergences there, not elsewhere."""
    entry = next(d for d in known_divergences()[0] if d.get("lowered"))
    run, results = certification_run()
    run = {**run, "options": {**run["options"], "oracle": ["command"]}}
    results = [{**r, "oracle": "command"} for r in results]
    known = case("chlo.zeta/f32/case_1", "chlo.zeta", "f32", "fail", oracle="command",
                 xfail="known divergence: " + entry["reason"], known=entry["reason"],
                 lowered="CHLO lowered to StableHLO by upstream's chlo-legalize-to-stablehlo")
    report = build_report(run, results + [known])
    assert (report["certified"], verify(report)) == (True, [])
    report = build_report(run, results + [{**known, "lowered": ""}])
    assert report["certified"] is False and "not known divergences" in verify(report)[0]


def test_a_certification_run_may_not_skip_cases():
    run, results = certification_run()
    results = results + [case("add/f64/case_0", "add", "f64", "skipped", reason="slow")]
    report = build_report(run, results)
    assert report["certified"] is False
    assert verify(report) == ["certification run: 1 case(s) skipped (first: add/f64/case_0); a "
                              "certification run runs every case but the suite's own skips "
                              "(spec issues, spec examples that do not parse)"]
    declared = case("spec_examples/while/while_example_1", "while", "i64", "skipped",
                    reason="the spec's expectation is wrong: the loop runs 9 times")
    assert verify(build_report(run, certification_run()[1] + [declared])) == []


def test_verify_names_a_malformed_result():
    report = build_report(RUN, copy.deepcopy(RESULTS))
    report["results"][1]["status"] = "passed"
    del report["results"][3]["replay"]
    problems = verify(report)
    assert problems[0].startswith("results[1]: case 'add/f32/case_1': unknown status 'passed'")
    assert problems[1] == "results[3]: case 'tanh/f8E4M3FN/case_0': missing replay"


@pytest.mark.parametrize("path, value, says", [
    ("results.0.op", 1, "results[0]: case \"add/f32/case_0\": op not text"),
    ("results.1.element_type", ["f32"], "results[1]: case \"add/f32/case_1\": element_type not "
                                        "text"),
    ("results.0.seconds", "fast", "results[0]: case \"add/f32/case_0\": seconds not a number"),
    ("options.oracle", {"a": 1}, "certification run: options.oracle is {'a': 1}"),
    ("allowances", 1, "certification run: allowances is 1; expected each oracle's list"),
    ("allowances.xla", None, "certification run: allowances.xla is None"),
])
def test_verify_names_a_field_of_the_wrong_kind(path, value, says):
    """Edited fields that are not text, a number, a list or a dict where one is due: each a
    problem verify names (each raised a TypeError, AttributeError or KeyError before, and
    `python -m reports verify` printed a traceback)."""
    report = json.loads(json.dumps(build_report(*certification_run())))
    target = report
    *parents, key = path.split(".")
    for p in parents:
        target = target[int(p)] if isinstance(target, list) else target[p]
    target[int(key) if isinstance(target, list) else key] = value
    assert any(says in p for p in verify(report)), verify(report)


def test_cli_write_and_verify(tmp_path):
    run_dir = write_run(tmp_path)
    r = cli("write", run_dir)
    assert r.returncode == 0 and r.stdout.split() == [str(run_dir / n) for n in
                                                      ("report.json", "report.md", "report.html")]
    r = cli("verify", run_dir / "report.json")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "verified (not a certification run)" in r.stdout and "certified no" in r.stdout
    # A certification names the installed suite (tests/reports/test_certification.py): this
    # one names commit ff66a13 and no corpus or code hash.
    write_run(tmp_path, *certification_run())
    cli("write", run_dir)
    r = cli("verify", run_dir / "report.json")
    assert r.returncode == 1 and "certification run: suite.git_sha is 'ff66a13'" in r.stdout
    report = json.loads((run_dir / "report.json").read_text())
    report["options"]["skips_file"] = "skips.txt"
    (run_dir / "report.json").write_text(json.dumps(report))
    r = cli("verify", run_dir / "report.json")
    assert r.returncode == 1 and "REJECTED" in r.stdout and "edited" in r.stdout
    assert "options.skips_file is 'skips.txt'" in r.stdout


def test_cli_errors_name_the_file_without_a_traceback(tmp_path):
    r = cli("verify", tmp_path / "missing.json")
    assert r.returncode == 2 and "missing.json: cannot read" in r.stderr
    assert "Traceback" not in r.stderr
    (tmp_path / "run.json").write_text(json.dumps({"suite": {}}))
    r = cli("write", tmp_path)
    assert r.returncode == 2 and "run.json: missing spec_version, oracle" in r.stderr
    write_run(tmp_path, results=RESULTS + [{"id": "x", "status": "ok"}])
    r = cli("write", tmp_path)
    assert r.returncode == 2 and "results.jsonl:9: case 'x': missing op" in r.stderr
    assert "Traceback" not in r.stderr


# --- report.md -----------------------------------------------------------------------------------

def test_markdown_summary(tmp_path):
    write_reports(write_run(tmp_path))
    md = (tmp_path / "report.md").read_text()
    assert md.startswith("# StableHLO conformance: `xla jaxlib 0.10.2 cpu`\n")
    assert "**Verdict: fail**" in md and "| crash | 1 |" in md and "| pass | 4 |" in md
    worst = md.split("## Worst ops")[1].split("## Failures")[0]
    rows = [line.split("|")[1].strip() for line in worst.splitlines() if line.startswith("| `")]
    assert rows == ["`add`", "`gather`", "`sort`"]  # one failing case each, by name
    assert "## Failures (3)" in md
    assert "replay: python -m oracles run --oracles reference,xla corpus/ops/add.mlir" in md


def test_markdown_fences_a_message_holding_backticks():
    results = [case("add/f32/case_0", "add", "f32", "fail", message="got ```x``` back")]
    md = build_report(RUN, results)
    text = render_markdown(md)
    assert "  ````\n  got ```x``` back\n" in text


# --- report.html ---------------------------------------------------------------------------------

def test_html_escapes_every_text_from_the_run():
    run = {**RUN, "oracle": {**RUN["oracle"], "version": "<b>v1</b>"},
           "options": {**RUN["options"], "report": "<i>dir</i>"}}
    results = RESULTS + [case("<x>/f32/case_0", "<x>", "f32", "fail", rule="<r>",
                              replay="<script>y()</script>", reason="<u>")]
    page = render_html(build_report(run, results))
    for raw in ("<script", "<b>", "<i>", "<img", "<x>", "<r>", "<u>"):
        assert raw not in page
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in page
    assert "&lt;/pre&gt;&lt;img src=http://example.com/x.png&gt;" in page


def test_html_is_self_contained():
    page = render_html(build_report(RUN, RESULTS))
    page_without_messages = page.replace("http://example.com/x.png", "")
    assert not re.search(r"<(link|script|img|iframe)|\b(src|href)=\"(?!#)|url\(|@import|https?://",
                         page_without_messages)


def test_html_matrix_cells_count_pass_fail_other():
    page = render_html(build_report(RUN, RESULTS))
    matrix = page.split('id="matrix"')[1].split("</table>")[0]
    header = re.findall(r"<th[^>]*>([^<]*)</th>", matrix.split("</tr>")[0])
    assert header == ["op", "i32", "f8E4M3FN", "bf16", "f32", "-"]  # the spec's order, then others
    gather = re.search(r'<tr><th class="op"><a href="#op-gather">gather</a></th>(.*?)</tr>',
                       matrix).group(1)
    cells = re.findall(r"<td[^>]*>([^<]*)</td>", gather)
    assert cells == ["1/1/0", "", "", "", "1/0/0"]
    assert '<td class="unsupported" title="unsupported 1">0/0/1</td>' in matrix
    assert '<td class="pass" title="pass 2">2/0/0</td>' in matrix


def test_html_names_the_system_once_and_counts_the_known_divergences():
    run = {**RUN, "oracle": {**RUN["oracle"], "version": "xla: jaxlib 0.10.2 cpu"}}
    known = dict(case("gather/f32/case_0", "gather", "f32", "crash"), known="an XLA bug")
    page = render_html(build_report(run, RESULTS + [known]))
    assert "<h1>StableHLO conformance: xla (jaxlib 0.10.2 cpu)</h1>" in page
    assert "1 of the failures, rejections and crashes below are known divergences" in page
    assert "are known divergences" not in render_html(build_report(RUN, RESULTS))
    assert 'id="known"' not in render_html(build_report(RUN, RESULTS))


def test_html_sets_known_divergences_apart_and_shows_values_and_oracles():
    """Known divergences: their own colour in the counts, the matrix and the op's section, and a
    section of their own; a failure shows its expected and actual values; several oracles get
    a table of their own counts."""
    known = dict(case("gather/f32/case_0", "gather", "f32", "crash"), known="an XLA bug")
    other = dict(case("add/f32/case_9", "add", "f32", "fail", expected="1.5", actual="2.5"),
                 oracle="onnxruntime")
    page = render_html(build_report(RUN, RESULTS + [known, other]))
    assert '<tr class="fail"><th>crash</th><td>2 (1 known divergence)</td></tr>' in page
    assert '<td class="known" title="crash 1">0/1/0</td>' in page  # gather x f32: known only
    section = page.split('id="known"')[1].split("</section>")[0]
    assert "Known divergences (1 cases)" in section and "an XLA bug" in section
    assert '<a href="#op-gather">gather</a>' in section
    gather = page.split('id="op-gather"')[1].split("</section>")[0]
    assert gather.index("gather/i32/case_0") < gather.index('<details class="known">') < \
        gather.index('<div class="case known"><h3><code>gather/f32/case_0')
    assert "<tr><th>expected</th><td><code>1.5</code></td></tr>" in page
    assert "<tr><th>actual</th><td><code>2.5</code></td></tr>" in page
    oracles = page.split('id="by-oracle"')[1].split("</table>")[0]
    assert "<th>onnxruntime</th>" in oracles and "<th>xla</th>" in oracles
    assert 'id="by-oracle"' not in render_html(build_report(RUN, RESULTS))
    assert 'class="matrix-box"' in page and "position: sticky" in page
    md = render_markdown(build_report(RUN, RESULTS + [known, other]))
    assert "## Known divergences (1)" in md and "## By oracle" in md
    assert "| crash | 2 (1 known divergence) |" in md
    assert "expected `1.5`; actual `2.5`" in md
    failures = md.split("## Failures (")[1].split("## Known divergences")[0]
    assert "gather/f32/case_0" not in failures and "add/f32/case_9" in failures


def test_html_lists_each_failure_with_its_replay_command():
    page = render_html(build_report(RUN, RESULTS))
    section = page.split('id="op-gather"')[1].split("</section>")[0]
    assert "gather/i32/case_0" in section and "worker died: SIGSEGV" in section
    assert "pytest &#x27;corpus/ops/gather.mlir::gather/i32/case_0&#x27; --oracle xla" in section
    assert "gather/i32/case_1" not in section  # passing cases are counted, not listed


# --- report.html in a real browser ---------------------------------------------------------------

BROWSERS = ("chromium", "chromium-browser", "google-chrome")
BROWSER = next((shutil.which(b) for b in BROWSERS if shutil.which(b)), None)
needs_browser = pytest.mark.skipif(
    BROWSER is None, reason=f"no headless browser on PATH (looked for {', '.join(BROWSERS)}; "
                            "Debian/Ubuntu: apt-get install chromium)")


def browse(page: Path, *flags: str) -> subprocess.CompletedProcess:
    """Loads `page` in headless Chromium with logging to stderr (console messages included)."""
    return subprocess.run([BROWSER, "--headless", "--no-sandbox", "--disable-gpu",
                           "--enable-logging=stderr", "--v=0", "--window-size=1280,900",
                           *flags, page.as_uri()],
                          capture_output=True, text=True, timeout=120)


def console_messages(stderr: str) -> list[str]:
    """The page's console lines (errors and uncaught exceptions among them)."""
    return [line for line in stderr.splitlines() if ":CONSOLE" in line]


@needs_browser
@pytest.mark.slow
def test_the_browser_check_sees_a_broken_page(tmp_path):
    page = tmp_path / "broken.html"
    page.write_text("<!DOCTYPE html><script>undefined_function()</script>")
    messages = console_messages(browse(page, "--dump-dom").stderr)
    assert any("Uncaught ReferenceError" in m for m in messages)


@needs_browser
@pytest.mark.slow
def test_the_html_report_loads_in_a_headless_browser(tmp_path):
    write_reports(write_run(tmp_path))
    page = tmp_path / "report.html"
    r = browse(page, "--dump-dom")
    assert r.returncode == 0, r.stderr[-2000:]
    assert console_messages(r.stderr) == []
    dom = r.stdout
    assert '<table class="matrix" id="matrix">' in dom
    assert '<a href="#op-gather">gather</a>' in dom and "Verdict: fail" in dom
    assert "&lt;script&gt;alert" in dom and "<script" not in dom  # the message stayed text
    add = dom.split('id="op-add"')[1].split("</section>")[0]  # a failure's details, as shown
    assert "<th>expected</th><td><code>[1.0, 2.0]</code></td>" in add
    assert "<th>actual</th><td><code>[1.0, 2.5]</code></td>" in add
    shot = tmp_path / "report.png"
    r = browse(page, f"--screenshot={shot}")
    assert r.returncode == 0 and console_messages(r.stderr) == []
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000


def test_markdown_carries_no_markup_from_the_run():
    """Every text of the run (a vendor's stderr in a message, versions, names) is in a code span
    or a fence, or escaped: none of it becomes HTML or Markdown on a CI page."""
    tag = "<img src=x onerror=alert(1)>"
    run = {**RUN, "suite": {"version": tag, "git_sha": "**bold**", "dirty": False},
           "spec_version": tag, "oracle": {**RUN["oracle"], "name": tag, "version": tag}}
    results = RESULTS + [case(f"{tag}/f32/case_0", tag, "f32", "fail", rule=tag,
                              message=f"{tag}\n```\n{tag}", replay=tag, reason=tag)]
    text = render_markdown(build_report(run, results))
    outside = re.sub(r"(?ms)^  (`{3,})\n.*?^  \1$", "", text)  # fenced blocks
    outside = re.sub(r"`[^`\n]*`", "", outside)  # code spans
    assert "<" not in outside and "**bold**" not in outside
    assert "&lt;img src=x onerror=alert(1)&gt;" in outside
