"""The conformance plugin (reports/plugin.py) on a tiny corpus, run in pytester's temporary
directory: ids, options, skips and xfails files, known divergences, --certify, xdist merging,
results.jsonl. Runs are in-process (`runpytest`) but for the two that need separate processes
(xdist workers, the generated case list of a fresh process)."""
from __future__ import annotations

import json
import sys
import tomllib
from importlib.metadata import entry_points
from pathlib import Path

import numpy as np
import pytest

# The modules the plugin imports on demand, imported here once: pytester's in-process runs drop
# the modules first imported during a run, and a second copy of spec/ would not know the first's
# registrations.
import fuzz.strategies  # noqa: E402,F401
import oracles.onnx  # noqa: E402,F401  (onnx's C extension aborts the process on a 2nd import)
import oracles.reference  # noqa: E402,F401
import reference.runner  # noqa: E402,F401
import reports  # noqa: E402,F401
import reports.plugin  # noqa: E402,F401
import spec.syntax.pretty  # noqa: E402,F401
import spec.verify  # noqa: E402,F401
from reference import npz
from reports import cases as C
from reports.plugin import reason_lines, scope_of

pytest_plugins = ["pytester"]

ADD = """// add: two cases
func.func @add_ok() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %r = stablehlo.add %a, %a : tensor<2xi32>
  "check.expect_eq_const"(%r) {value = dense<[2, 4]> : tensor<2xi32>} : (tensor<2xi32>) -> ()
  func.return
}

// -----
func.func @add_wrong() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %r = stablehlo.add %a, %a : tensor<2xf32>
  "check.expect_eq_const"(%r) {value = dense<[2.0, 5.0]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  func.return
}

// -----
// tolerance: 1 ulp
func.func @add_tolerated() {
  %a = stablehlo.constant dense<1.0> : tensor<f32>
  %r = stablehlo.add %a, %a : tensor<f32>
  "check.expect_eq_const"(%r) {value = dense<2.00000024> : tensor<f32>} : (tensor<f32>) -> ()
  func.return
}
"""

CONSTRAINTS = """// abs constraints
// case: valid_f32
// expected: valid
func.func @main(%a0: tensor<2xf32>) -> tensor<2xf32> {
  %r0 = "stablehlo.abs"(%a0) : (tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%r0) : (tensor<2xf32>) -> ()
}

// -----
// case: c1_shape
// expected: abs_c1
func.func @main(%a0: tensor<2xf32>) -> tensor<3xf32> {
  %r0 = "stablehlo.abs"(%a0) : (tensor<2xf32>) -> tensor<3xf32>
  "func.return"(%r0) : (tensor<3xf32>) -> ()
}
"""


@pytest.fixture
def suite(pytester, monkeypatch):
    """A project directory: the plugin, a two-file corpus (xdist workers import the plugin
    through PYTHONPATH)."""
    monkeypatch.setenv("PYTHONPATH", str(Path(__file__).resolve().parents[2]))
    pytester.makeconftest('pytest_plugins = ["reports.plugin"]')
    pytester.makefile(".mlir", **{"corpus/ops/add": ADD, "corpus/constraints/abs": CONSTRAINTS})
    pytester.makepyfile(test_own="def test_own():\n    assert True\n")
    return pytester


RUN = ("-p", "no:cacheprovider", "--oracle", "reference", "--generated", "0")


def outcomes(result) -> dict:
    return {k: v for k, v in result.parseoutcomes().items() if k != "seconds"}


def test_without_conformance_options_only_the_own_tests_run(suite):
    suite.runpytest("-p", "no:cacheprovider").assert_outcomes(passed=1)


def test_ids_verdicts_and_the_failure_message(suite):
    result = suite.runpytest(*RUN, "-v")
    result.stdout.fnmatch_lines(["*abs/valid_f32 PASSED*", "*abs_c1/shape PASSED*",
                                 "*ops/add/add_ok PASSED*", "*ops/add/add_wrong FAILED*",
                                 "*ops/add/add_tolerated PASSED*"])
    assert "test_own" not in result.stdout.str()
    result.assert_outcomes(passed=4, failed=1)
    result.stdout.fnmatch_lines([
        "what:     ops/add/add_wrong on reference: fail: check 0: 1 element(s) differ",
        "where:    check 0, index [[]1[]] of corpus/ops/add.mlir:10",
        "expected: np.float32(5.0)", "actual:   np.float32(4.0)", "error:    *ULP",
        "rule:     exact",
        "replay:   python -m pytest -p no:cacheprovider --oracle reference --case "
        "'ops/add/add_wrong'"])


def test_ops_dtypes_and_tolerance_profile_select(suite):
    suite.runpytest(*RUN, "--ops", "abs").assert_outcomes(passed=2)
    suite.runpytest(*RUN, "--ops", "add", "--dtypes", "i32").assert_outcomes(passed=1)
    result = suite.runpytest(*RUN, "--ops", "add", "--tolerance-profile", "almost-eq")
    result.assert_outcomes(passed=2, failed=1)  # add_wrong is off by 1.0, not 1e-4


def test_skips_and_xfails_files_recorded_with_unused_entries_warned(suite, tmp_path):
    suite.makefile(".txt", skips="ops/add/add_ok  fixed in the next release\n"
                                 "ops/add/gone  stale entry\n",
                   xfails="ops/add/add_wrong  our adder is off by one\n")
    result = suite.runpytest(*RUN, "--ops", "add", "--skips-file", "skips.txt",
                             "--xfails-file", "xfails.txt", "-rsx", "--report", str(tmp_path))
    result.assert_outcomes(passed=1, skipped=1, xfailed=1)
    result.stdout.fnmatch_lines(["*'ops/add/gone' matches no collected case*",
                                 "*skips file: fixed in the next release*"])
    entries = {e["id"]: e for e in map(json.loads, (tmp_path / "results.jsonl").read_text()
                                       .splitlines())}
    assert (entries["ops/add/add_ok"]["status"], entries["ops/add/add_ok"]["reason"]) == (
        "skipped", "skips file: fixed in the next release")
    wrong = entries["ops/add/add_wrong"]
    assert (wrong["status"], wrong["xfail"], "known" in wrong) == (
        "fail", "xfails file: our adder is off by one", False)


def test_a_known_divergence_is_an_xfail_with_its_reason(suite, tmp_path, monkeypatch):
    known = tmp_path / "known.toml"
    known.write_text('[[divergence]]\noracle = "reference"\nop = "add"\ntypes = ["f32"]\n'
                     'reason = "adds one to the second element"\n')
    monkeypatch.setattr("oracles.verdict.DIVERGENCES", _divergences(known))
    report = tmp_path / "out"
    result = suite.runpytest(*RUN, "--ops", "add", "-rx", "--report", str(report))
    result.assert_outcomes(passed=2, xfailed=1)  # add_tolerated (f32) passes: no xfail
    result.stdout.fnmatch_lines(["*1 xfail*known divergence: adds one to the second element"
                                 "*(e.g. ops/add/add_wrong[[]reference])"])
    entries = {e["id"]: e for e in map(json.loads, (report / "results.jsonl").read_text()
                                       .splitlines())}
    wrong = entries["ops/add/add_wrong"]
    assert (wrong["status"], wrong["known"], wrong["xfail"]) == (
        "fail", "adds one to the second element",
        "known divergence: adds one to the second element")
    assert "known" not in entries["ops/add/add_tolerated"]
    assert json.loads((report / "report.json").read_text())["verdict"] == "pass"
    # the xfail's report is its reason and replay, not pytest's traceback through the plugin
    xfailed, = [r for r in result.reprec.getreports("pytest_runtest_logreport")
                if hasattr(r, "wasxfail")]
    assert str(xfailed.longrepr).splitlines() == [
        "known divergence: adds one to the second element",
        "python -m pytest -p no:cacheprovider --oracle reference --case 'ops/add/add_wrong'"]


def _divergences(path):
    """The `[[divergence]]` entries of a known_divergences.toml file."""
    with open(path, "rb") as f:
        return tomllib.load(f)["divergence"]


@pytest.mark.parametrize("what, known", [('["wrong-result"]', True), ('["crash"]', False)])
def test_a_known_divergence_of_one_finding_kind_matches_that_status_only(
        suite, tmp_path, monkeypatch, what, known):
    """`what = ["crash"]` (an entry for fuzz findings) does not excuse a wrong result."""
    entries = tmp_path / "known.toml"
    entries.write_text('[[divergence]]\noracle = "reference"\nop = "add"\ntypes = ["f32"]\n'
                       f'what = {what}\nreason = "adds one to the second element"\n')
    monkeypatch.setattr("oracles.verdict.DIVERGENCES", _divergences(entries))
    result = suite.runpytest(*RUN, "--ops", "add")
    result.assert_outcomes(passed=2, **({"xfailed": 1} if known else {"failed": 1}))


def test_a_skips_entry_needs_a_reason(suite):
    suite.makefile(".txt", skips="ops/add/add_ok\n")
    result = suite.runpytest(*RUN, "--skips-file", "skips.txt")
    result.stderr.fnmatch_lines(["*skips.txt:1: 'ops/add/add_ok' needs a reason*"])
    assert result.ret == pytest.ExitCode.USAGE_ERROR


@pytest.mark.parametrize("extra,named", [
    (("--skips-file", "skips.txt"), "--skips-file"), (("--ops", "add"), "--ops"),
    (("-k", "add"), "-k"), (("--tolerance-profile", "exact"), "--tolerance-profile")])
def test_certify_refuses_changed_options(suite, extra, named):
    suite.makefile(".txt", skips="ops/add/add_ok  reason\n")
    result = suite.runpytest("--certify", "--oracle", "reference", *extra)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines([f"*--certify runs the locked case list*remove {named}*"])


def test_certify_needs_one_oracle_and_oracles_must_be_known(suite):
    result = suite.runpytest("--certify")
    result.stderr.fnmatch_lines(["*--certify needs exactly one --oracle NAME*"])
    result = suite.runpytest("--oracle", "nonesuch")
    result.stderr.fnmatch_lines(["*--oracle nonesuch: unknown (known: reference*"])


@pytest.mark.slow
def test_report_files_under_xdist(suite, tmp_path):
    report = tmp_path / "out"
    result = suite.runpytest_subprocess(*RUN, "-p", "reports.plugin", "--rootdir", str(suite.path),
                                        "-p", "xdist", "-n", "2", "--report", str(report))
    result.assert_outcomes(passed=4, failed=1)
    assert sorted(p.name for p in report.iterdir()) == [
        "report.html", "report.json", "report.md", "results.jsonl", "run.json"]
    entries = [json.loads(line) for line in (report / "results.jsonl").read_text().splitlines()]
    assert [e["id"] for e in entries] == ["abs/valid_f32", "abs_c1/shape", "ops/add/add_ok",
                                          "ops/add/add_tolerated", "ops/add/add_wrong"]
    wrong = entries[-1]
    assert set(wrong) >= {"id", "op", "element_type", "source", "oracle", "status", "reason",
                          "rule", "message", "expected", "actual", "seconds", "replay"}
    assert (wrong["op"], wrong["element_type"], wrong["oracle"], wrong["status"]) == (
        "add", "f32", "reference", "fail")
    assert wrong["source"] == "corpus/ops/add.mlir:10" and "--case 'ops/add/add_wrong'" in \
        wrong["replay"]
    assert entries[1]["oracle"] == "verifier"
    run = json.loads((report / "run.json").read_text())
    assert run["options"]["oracle"] == ["reference"] and run["certify"] is False
    assert set(run) >= {"suite", "spec_version", "oracle", "environment", "options",
                        "tolerance_profile", "allowances", "certify", "started", "finished"}
    assert run["oracle"]["name"] == "reference" and run["environment"]["packages"]["numpy"]


def test_naming_a_corpus_path_runs_its_cases(suite):
    result = suite.runpytest("-p", "no:cacheprovider", "corpus/constraints")
    result.assert_outcomes(passed=2)


@pytest.mark.jaxlib
@pytest.mark.parametrize("oracle", ["xla", "stablehlo-interpreter"])
def test_corpus_functions_not_named_main_run_on_the_oracles_of_main(suite, oracle):
    """Each case runs as the @main of a module of its own, its checked values compared."""
    result = suite.runpytest("-p", "no:cacheprovider", "--oracle", oracle, "-v", "corpus/ops")
    result.stdout.fnmatch_lines(["*ops/add/add_ok PASSED*", "*ops/add/add_wrong FAILED*",
                                 "*ops/add/add_tolerated PASSED*"])
    result.stdout.fnmatch_lines([f"what:     ops/add/add_wrong on {oracle}: fail: check 0: 1 "
                                 "element(s) differ", "expected: np.float32(5.0)",
                                 "actual:   np.float32(4.0)"])
    result.assert_outcomes(passed=2, failed=1)


def test_generated_cases_have_fixed_ids(suite):
    args = ("-p", "no:cacheprovider", "--oracle", "reference", "--ops", "transpose",
            "--dtypes", "f32", "--generated", "2", "--collect-only", "-q")
    first, second = suite.runpytest_subprocess(*args), suite.runpytest(*args)
    first.stdout.fnmatch_lines(["transpose/f32/case_1", "transpose/f32/case_2"])
    assert ids(first)[:2] == ids(second)[:2]


def test_a_generated_case_named_with_case_generates_its_op_only(suite):
    result = suite.runpytest("-p", "no:cacheprovider", "--oracle", "reference", "--generated",
                             "1", "--case", "transpose/f32/case_1", "--collect-only", "-q")
    result.stdout.fnmatch_lines(["conformance: generating cases: 0/1 ops (transpose)",
                                 "transpose/f32/case_1"])


def ids(result) -> list[str]:
    """The ids that --collect-only -q lists (not the plugin's progress lines)."""
    return [line for line in result.stdout.lines if not line.startswith("conformance:")]


def test_the_default_run_names_the_oracles_it_leaves_out(suite):
    result = suite.runpytest("-p", "no:cacheprovider", "--conformance", "--generated", "0",
                             "--collect-only", "-q", "-v")
    result.stdout.fnmatch_lines(["conformance: oracles reference*",
                                 "conformance: iree left out: compiles every case*"])
    assert "[iree]" not in result.stdout.str()


SCALE = """func.func public @main(%x: tensor<3xf32>, %s: tensor<f32>) -> tensor<3xf32> {
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %r = stablehlo.multiply %x, %b : tensor<3xf32>
  return %r : tensor<3xf32>
}
"""


def test_a_corpus_program_with_an_npz_beside_it_runs_main_on_those_inputs(suite):
    suite.makefile(".mlir", **{"corpus/models/scale": SCALE, "corpus/models/no_inputs": SCALE})
    x, s = np.array([1.0, -2.0, 0.5], np.float32), np.array(3.0, np.float32)
    npz.save(str(suite.path / "corpus/models/scale.npz"), [x, s], prefix="arg")
    cases = {c.id: c for c in C.corpus_cases(suite.path / "corpus",
                                             [suite.path / "corpus/models"])}
    assert list(cases) == ["models/scale/main"]  # no .npz, no case
    case = cases["models/scale/main"]
    assert (case.kind, case.op, case.element_type, case.func) == ("inputs", "scale", "f32", "main")
    assert [v.tolist() for v in case.inputs] == [x.tolist(), 3.0]
    result = suite.runpytest(*RUN, "-v", "corpus/models")
    result.stdout.fnmatch_lines(["*models/scale/main PASSED*"])
    result.assert_outcomes(passed=1)


def test_an_npz_that_does_not_fit_main_is_a_corpus_error(suite):
    suite.makefile(".mlir", **{"corpus/models/scale": SCALE})
    npz.save(str(suite.path / "corpus/models/scale.npz"), [np.zeros(3, np.float32)], prefix="arg")
    with pytest.raises(C.CaseError, match=r"models/scale.mlir:1: expected 2 input\(s\)"):
        C.corpus_cases(suite.path / "corpus")


def test_the_replay_of_a_command_oracle_case_names_the_command(suite):
    """A failure on the command oracle replays with its --command (it cannot run without)."""
    vendor = Path(__file__).resolve().parents[1] / "data" / "vendor_reference.py"
    command = f"{sys.executable} {vendor}"
    result = suite.runpytest("-p", "no:cacheprovider", "--oracle", "command", "--command",
                             command, "--generated", "0", "--case", "ops/add/add_wrong")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines([f"replay:   python -m pytest -p no:cacheprovider --oracle "
                                 f"command --command '{command}' --case 'ops/add/add_wrong'"])


def test_the_summary_ends_with_the_verdict_the_counts_and_the_report_paths(suite, tmp_path):
    report = tmp_path / "out"
    result = suite.runpytest(*RUN, "--ops", "add", "--report", str(report))
    result.assert_outcomes(passed=2, failed=1)
    lines = result.stdout.lines
    assert lines[-3:-1] == [
        "conformance verdict: FAIL: 3 case(s): 2 pass, 1 fail",
        "conformance reports: " + ", ".join(str(report / name) for name in (
            "report.json", "report.md", "report.html", "results.jsonl"))]
    assert json.loads((report / "report.json").read_text())["verdict"] == "fail"


def test_skip_reasons_are_grouped_one_line_each_with_the_full_text_in_report_md(suite, tmp_path):
    reason = "the vendor's adder rounds to nearest-even " + "and more words " * 20
    suite.makefile(".txt", skips=f"ops/add/add_ok  {reason}\nops/add/add_wrong  {reason}\n")
    report = tmp_path / "out"
    result = suite.runpytest(*RUN, "--ops", "add", "-ra", "--skips-file", "skips.txt",
                             "--report", str(report))
    result.assert_outcomes(passed=1, skipped=2)
    result.stdout.fnmatch_lines([
        "conformance: skip and xfail reasons, grouped (1; full text in report.md and "
        "results.jsonl)",
        "     2 skipped     skips file: the vendor's adder rounds*...  (e.g. ops/add/add_ok*)"])
    assert "SKIPPED" not in result.stdout.str()  # no line per item from -ra
    assert f"| 2 | skipped | skips file: {reason.strip()} |" in (report / "report.md").read_text()


def test_a_case_that_matches_nothing_is_a_usage_error_naming_near_ids(suite, tmp_path):
    report = tmp_path / "out"
    result = suite.runpytest(*RUN, "--case", "ops/add/add_okk", "--report", str(report))
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*--case ops/add/add_okk: matches no case; near: ops/add/add_ok*"])
    assert not (report / "report.json").exists()
    result = suite.runpytest(*RUN, "--ops", "abs", "--case", "ops/add/add_ok")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*--case ops/add/add_ok: is not selected by --ops / --dtypes*"])


def test_ops_or_dtypes_that_match_nothing_are_a_usage_error_naming_near_names(suite, tmp_path):
    """A typo in --ops or --dtypes must not make an empty run that passes."""
    report = tmp_path / "out"
    result = suite.runpytest(*RUN, "--ops", "ad", "--report", str(report))
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*--ops ad: no case has it; near: add*"])
    assert not (report / "report.json").exists()
    result = suite.runpytest(*RUN, "--ops", "add", "--dtypes", "f32,f3")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*--dtypes f3: no case has it; near: f32*"])


@pytest.mark.skipif(not entry_points(group="pytest11", name="reports.plugin"),
                    reason="the suite is not installed (pip install -e .): no pytest11 entry point")
def test_the_entry_point_parses_report_dir_with_a_space_without_a_conftest(pytester, tmp_path):
    """No conftest: the plugin comes from the installed entry point, so its options parse on
    the command line (`--report DIR`) in any directory."""
    pytester.makefile(".mlir", **{"corpus/ops/add": ADD})
    report = tmp_path / "out"
    result = pytester.runpytest_subprocess(*RUN, "--case", "ops/add/add_ok", "--report",
                                           str(report))
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["conformance verdict: PASS: 1 case(s): 1 pass"])
    assert json.loads((report / "report.json").read_text())["counts"]["total"] == 1


def test_the_terminal_shows_the_most_frequent_reasons_and_counts_the_rest():
    """A default run has hundreds of distinct reasons (one per type in a gap's text): the
    summary shows the most frequent REASON_LINES and how many results the rest cover."""
    outcomes = [{"id": f"op/case_{i}", "oracle": "xla", "status": "unsupported",
                 "reason": f"reason {i % 40}"} for i in range(400)]
    outcomes += [{"id": "x/case_1", "oracle": "xla", "status": "unsupported",
                  "reason": "the most frequent"}] * 50
    lines = reason_lines(outcomes, 100, limit=5)
    assert len(lines) == 1 + 5 + 1 and "the most frequent" in lines[1]
    assert "in 36 more reasons" in lines[-1] and lines[-1].split()[0] == str(400 - 4 * 10)


def test_two_corpus_functions_with_one_case_id_stop_the_load(tmp_path):
    """Two `// -----` chunks of one file with a @main each would be one case id twice (a
    report, --case and a certification's case list name cases by id): the load says where."""
    ops = tmp_path / "corpus" / "ops"
    ops.mkdir(parents=True)
    chunk = ("func.func @main() {\n  %0 = stablehlo.constant dense<1> : tensor<i32>\n"
             "  check.expect_eq_const %0, dense<1> : tensor<i32>\n  func.return\n}\n")
    (ops / "twice.mlir").write_text(chunk + "\n// -----\n\n" + chunk)
    with pytest.raises(C.CaseError, match=r"twice.mlir:\d+: case id ops/twice/main is also "):
        C.corpus_cases(tmp_path / "corpus")
    (ops / "twice.mlir").write_text(chunk + "\n// -----\n\n" + chunk.replace("@main", "@other"))
    assert [c.id for c in C.corpus_cases(tmp_path / "corpus")] == ["ops/twice/main",
                                                                    "ops/twice/other"]


BATCH_CONFTEST = """pytest_plugins = ["reports.plugin"]
import os
from oracles.xla import Xla

if os.environ.get("NO_BATCHES"):
    Xla.batches = False
_run_batch = Xla.run_batch


def _counted(self, cases):
    with open(os.environ["BATCH_LOG"], "a") as f:
        f.write(f"{len(cases)}\\n")
    return _run_batch(self, cases)


Xla.run_batch = _counted
"""


@pytest.mark.jaxlib
def test_xla_items_of_an_op_and_type_run_in_batches_with_the_results_they_get_alone(
        pytester, monkeypatch, tmp_path):
    """Under xdist each scope (op and element type) goes to one worker, whose first xla item
    runs the scope's xla cases as one batch; the results are the same without batches."""
    monkeypatch.setenv("PYTHONPATH", str(Path(__file__).resolve().parents[2]))
    pytester.makeconftest(BATCH_CONFTEST)
    pytester.makefile(".mlir", **{"corpus/ops/add": ADD})
    args = ("-p", "no:cacheprovider", "-p", "xdist", "-n", "2", "--oracle", "xla", "--ops",
            "add,negate", "--dtypes", "f32,i8,ui16", "--generated", "3")
    entries = {}
    for name, batches in (("batched", True), ("alone", False)):
        monkeypatch.setenv("BATCH_LOG", str(tmp_path / f"{name}.log"))
        if not batches:
            monkeypatch.setenv("NO_BATCHES", "1")
        pytester.runpytest_subprocess(*args, f"--report={tmp_path / name}")
        entries[name] = [{k: v for k, v in json.loads(line).items() if k != "seconds"}
                         for line in (tmp_path / name / "results.jsonl").read_text().splitlines()]
    sizes = [int(n) for n in (tmp_path / "batched.log").read_text().split()]
    assert sizes and all(n == 3 for n in sizes), sizes  # each scope's three cases at once
    assert len(entries["batched"]) > 9 and entries["batched"] == entries["alone"]
    assert {e["status"] for e in entries["batched"]} >= {"pass"}


def test_an_items_scope_is_its_case_id_without_the_last_part():
    assert [scope_of(n) for n in ("add/f32/case_1[xla]", "add/f32/large_1", "ops/add/add_ok",
                                  "gather_c3/start_index_map_size")] == [
        "add/f32", "add/f32", "ops/add", "gather_c3"]


GENERATION_CONFTEST = """pytest_plugins = ["reports.plugin"]
import os
from reports import cases

_generated_cases = cases.generated_cases


def _logged(*args, **kwargs):
    with open(os.environ["GENERATION_LOG"], "a") as f:
        f.write(f"{os.getpid()}\\n")
    return _generated_cases(*args, **kwargs)


cases.generated_cases = _logged
"""


@pytest.mark.slow
def test_under_xdist_the_controller_generates_the_cases_once_for_its_workers(
        pytester, monkeypatch, tmp_path):
    """The controller generates (with its progress line) and hands the cases to the workers
    in a file it removes at the end; the run collects what a run without xdist collects."""
    monkeypatch.setenv("PYTHONPATH", str(Path(__file__).resolve().parents[2]))
    pytester.makeconftest(GENERATION_CONFTEST)
    pytester.makefile(".mlir", **{"corpus/ops/add": ADD})
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setenv("TMPDIR", str(temporary))
    args = ("-p", "no:cacheprovider", "--oracle", "reference", "--ops", "add,negate",
            "--dtypes", "f32,i8", "--generated", "2")
    ids = {}
    for name, more in (("alone", ("-p", "no:xdist")), ("xdist", ("-p", "xdist", "-n", "2"))):
        monkeypatch.setenv("GENERATION_LOG", str(tmp_path / f"{name}.log"))
        result = pytester.runpytest_subprocess(*args, *more, f"--report={tmp_path / name}")
        lines = (tmp_path / name / "results.jsonl").read_text().splitlines()
        ids[name] = sorted((e["id"], e["oracle"], e["status"]) for e in map(json.loads, lines))
        assert len((tmp_path / f"{name}.log").read_text().split()) == 1  # one generation
    result.stdout.fnmatch_lines(["*generating cases: 0/2 ops (add)*",
                                 "*case(s) selected in * s; the workers collect their items*"])
    assert len(ids["xdist"]) > 8 and ids["xdist"] == ids["alone"]
    assert list(temporary.iterdir()) == []  # the cases' file is removed


def test_a_run_that_stops_before_every_case_ran_says_so_and_does_not_pass(suite, tmp_path):
    """A session interrupted after its first case (Ctrl-C, a pytest.exit, -x) wrote a report of
    the cases that ran with the verdict pass, as if it were the whole run; now the report says
    why it stopped and its verdict is fail (verify recomputes the same)."""
    suite.makeconftest('pytest_plugins = ["reports.plugin"]\nimport pytest\n\n\n'
                       'def pytest_runtest_logreport(report):\n'
                       '    if report.when == "call":\n'
                       '        pytest.exit("interrupted after one case", returncode=2)\n')
    report = tmp_path / "out"
    result = suite.runpytest(*RUN, "--ops", "add", "--report", str(report))
    data = json.loads((report / "report.json").read_text())
    assert [r["status"] for r in data["results"]] == ["pass"]
    assert (data["stopped"], data["verdict"]) == ("interrupted", "fail")
    assert "the run stopped before every case ran: interrupted" in result.stdout.str()
    assert "stopped before every case ran: interrupted" in (report / "report.md").read_text()
    assert reports.report.verify(data) == []


def test_the_time_limit_of_a_case_is_an_option(suite):
    """--time-limit bounds each oracle's run of a case (a backend that hangs on every case took
    60 s a case, 89 hours for the default run on two workers)."""
    suite.makefile(".py", hang="import time\ntime.sleep(120)\n")
    result = suite.runpytest("-p", "no:cacheprovider", "--oracle", "command", "--command",
                             f"{sys.executable} hang.py", "--time-limit", "0.5", "--case",
                             "ops/add/add_ok", "--generated", "0")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*ran past 0.5 s*"])
    # the reference, the expected side, keeps its 60 s: a generated case it did not finish
    # would be unsupported, not judged
    quick = suite.runpytest(*RUN, "--time-limit", "0.000001", "--case", "ops/add/add_ok")
    quick.assert_outcomes(passed=1)
    bad = suite.runpytest("-p", "no:cacheprovider", "--oracle", "command", "--command",
                          "x", "--time-limit", "0")
    bad.stderr.fnmatch_lines(["*--time-limit: '0': expected a number of seconds > 0*"])
