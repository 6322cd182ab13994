"""fuzz/campaign.py and fuzz/seeded.py: seeded drawing, shards, and a campaign killed with SIGKILL and resumed.

The campaigns here run invalid programs only (`--invalid-every 1`, the negative cases of
corpus/constraints) with the reference alone: the official verifier's known acceptances
(spec/verifier_divergences.toml) make findings without any other backend.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import strategies as st

import fuzz.__main__ as fuzz_main
import fuzz.campaign as campaign_module
from fuzz import findings
from fuzz.ci import markdown
from fuzz.campaign import Config, Program, derive_seed, invalid_case, program_at, read_log
from fuzz.differential import Checker, invalid_cases
from fuzz.seeded import draw, shrunk
import xml.etree.ElementTree as ET

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = 600  # the first finding comes near index 60: a kill at it lands mid-run


def test_draw_gives_the_same_example_for_a_seed():
    strategy = st.lists(st.integers(-10 ** 6, 10 ** 6), min_size=3, max_size=3)
    assert draw(strategy, 7) == draw(strategy, 7)
    assert len({tuple(draw(strategy, s)) for s in range(5)}) > 1


def test_shards_split_the_seed_space():
    whole = Config(1, ["reference"], seed=3)
    halves = [Config(1, ["reference"], seed=3, shard=(i, 2)) for i in range(2)]
    ops = ["a", "b"]
    seeds = [{program_at(c, i, ops, []).seed for i in range(50)} for c in halves]
    assert not seeds[0] & seeds[1]
    assert seeds[0] | seeds[1] == {program_at(whole, i, ops, []).seed for i in range(100)}
    assert derive_seed(3, 5) == program_at(whole, 5, ops, []).seed


def test_programs_go_round_the_ops_and_the_constraint_ids():
    config = Config(1, ["reference"], invalid_every=2, graph_every=0)
    programs = [program_at(config, i, ["a", "b", "c"], ["x", "y"]) for i in range(12)]
    assert [p.op for p in programs[0::2]] == ["a", "b", "c", "a", "b", "c"]
    assert [(p.constraint, p.round) for p in programs[1::2]] == [
        ("x", 0), ("y", 0), ("x", 1), ("y", 1), ("x", 2), ("y", 2)]


def test_no_invalid_programs_with_invalid_every_0():
    config = Config(1, ["reference"], invalid_every=0, graph_every=0)
    programs = [program_at(config, i, ["a", "b"], ["x", "y"]) for i in range(6)]
    assert [p.op for p in programs] == ["a", "b", "a", "b", "a", "b"]


def test_a_focused_campaign_makes_programs_of_its_ops_only():
    """`--ops`: single-op programs go round the focus ops, invalid programs break only their
    constraints, and a graph program contains a focus op (or, for an op no graph motif uses,
    is a single-op program of one)."""
    config = Config(1, ["reference"], ops=["transpose", "gather"], invalid_every=3)
    ids = campaign_module.focus_ids(config, campaign_module.constraint_ids(invalid_cases()))
    assert ids and {i.rsplit("_c", 1)[0] for i in ids} == {"transpose", "gather"}
    ops = campaign_module.op_names(config)
    assert ops == ["transpose", "gather"]
    programs = [program_at(config, i, ops, ids) for i in range(18)]
    assert {p.op for p in programs if p.constraint is None} == {"transpose", "gather", "graph"}
    graphs = [p for p in programs if p.op == "graph"]
    for program in graphs[:2]:
        kept, text, _ = campaign_module.drawn(config, program)
        assert kept.index == program.index
        assert '"stablehlo.transpose"' in text or '"stablehlo.gather"' in text
        assert campaign_module.drawn(config, program)[1] == text  # a function of the index
    only_gather = Config(1, ["reference"], ops=["gather"])
    kept, text, _ = campaign_module.drawn(only_gather, graphs[0])
    assert kept.op == "gather" and '"stablehlo.gather"' in text


def test_shrinking_stops_at_its_deadline():
    calls = []
    found = shrunk(st.lists(st.integers(0, 100), min_size=20), 3,
                   lambda *example: calls.append(example), deadline=time.monotonic() - 1)
    assert found is None and not calls


def test_the_first_round_of_an_id_is_its_corpus_case():
    cases = invalid_cases()
    case = next(c for c in cases if len(c.expected) == 1)
    program = Program(1, 5, constraint=case.expected[0], round=0)
    chosen = invalid_case(program, cases)
    assert chosen.expected == case.expected and not chosen.name.startswith("mutate/")


def test_read_log_drops_a_line_cut_by_a_kill(tmp_path):
    log = tmp_path / "log.jsonl"
    log.write_text('{"index": 0}\n{"index": 1}\n{"ind')
    assert [line["index"] for line in read_log(log)] == [0, 1]


def campaign(out: Path, *extra: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "fuzz", "campaign", "--seconds", "300", "--oracles", "reference",
         "--invalid-every", "1", "--max-programs", str(PROGRAMS), "--out", str(out), "--seed",
         "11", "--no-progress", *extra], cwd=ROOT, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, start_new_session=True)


def digests(out: Path) -> set[str]:
    return {p.name for p in findings.saved(out)}


@pytest.mark.slow
def test_sigkill_and_resume_lose_no_finding(tmp_path):
    whole = campaign(tmp_path / "whole")
    assert whole.wait(timeout=240) in (0, 1), whole.stderr.read()  # 1: a new finding
    expected = digests(tmp_path / "whole")
    assert expected, "the campaign made no finding to lose"

    out = tmp_path / "killed"
    killed = campaign(out, "--jobs", "2")
    deadline = time.monotonic() + 120
    while not digests(out) and time.monotonic() < deadline:
        time.sleep(0.05)
    os.killpg(killed.pid, signal.SIGKILL)
    killed.wait()
    before = digests(out)
    assert before and len(read_log(out / "log.jsonl")) < PROGRAMS, "killed too late to test"

    resumed = campaign(out)
    assert resumed.wait(timeout=240) == whole.returncode, resumed.stderr.read()
    indices = [line["index"] for line in read_log(out / "log.jsonl")]
    assert sorted(indices) == list(range(PROGRAMS))  # each program once, none lost
    assert before <= digests(out) == expected
    summary = json.loads((out / "summary.json").read_text())
    assert summary["programs"] == PROGRAMS
    assert {f["digest"] for f in summary["findings"]} == expected
    for bundle in findings.saved(out):  # complete: every file of a bundle is there
        assert {"program.mlir", "inputs.npz", "finding.json"} <= {p.name for p in bundle.iterdir()}


IDS = ("compare_c3", "dynamic_iota_c2", "add_c1")
"""compare_c3 and dynamic_iota_c2: acceptances of the official verifier listed in
spec/verifier_divergences.toml (known findings)."""


@pytest.mark.slow
def test_ci_writes_markdown_and_junit_and_fails_only_on_new_findings(tmp_path):
    run = subprocess.run(
        [sys.executable, "-m", "fuzz", "campaign", "--seconds", "120", "--oracles", "reference",
         "--invalid-every", "1", "--max-programs", "12", "--out", str(tmp_path), "--seed", "11",
         "--no-progress", "--ci", "--constraints", ",".join(IDS)], cwd=ROOT, capture_output=True,
        text=True, timeout=240)
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert run.returncode == (1 if summary["new_findings"] else 0), run.stderr
    assert summary["known_findings"] >= 1  # the official verifier's listed acceptances
    suite = ET.fromstring((tmp_path / "junit.xml").read_text())
    assert int(suite.get("skipped")) == summary["known_findings"]
    assert int(suite.get("failures")) == summary["new_findings"]
    assert "# Fuzz campaign (seed 11" in (tmp_path / "summary.md").read_text()
    coverage = summary["coverage"]
    assert coverage["constraints_violated"] == sorted(IDS)
    assert not set(IDS) & set(coverage["constraint_ids_not_violated"])
    assert len(coverage["constraint_ids_not_violated"]) == coverage["constraint_ids"] - len(IDS)
    assert coverage["spec_ops_generated"] == 0  # invalid programs only


def line(statuses: dict, valid: bool = True) -> dict:
    return {"index": 0, "op": "abs", "key": "f32", "valid": valid, "statuses": statuses}


def test_compared_counts_programs_that_two_sides_judged(tmp_path):
    """A valid program counts when the reference and another oracle (jaxlib's verifier,
    `official`, included) both ran it; an invalid one always counts (ours against its
    expectation)."""
    config = Config(1, ["reference"], out=tmp_path)
    lines = [line({"reference": "ok"}), line({"reference": "ok", "xla": "crash"}),
             line({"reference": "ok", "official": "ok"}), line({"reference": "error"}, False),
             line({"reference": "crash", "xla": "ok"})]
    assert campaign_module.summarize(lines, config)["compared"] == 2


@pytest.mark.parametrize("new, compared, status", [(0, 5, 0), (1, 5, 1), (0, 0, 3), (2, 0, 1)])
def test_the_campaign_exit_status(monkeypatch, tmp_path, capsys, new, compared, status):
    """0 nothing new, 1 a new finding (with or without --ci), 3 nothing compared (docs/cli.md)."""
    summary = campaign_module.summarize([], Config(1, ["reference"], out=tmp_path))
    summary.update(new_findings=new, compared=compared, errors=[])
    monkeypatch.setattr(fuzz_main, "run", lambda config: summary)
    args = ["campaign", "--seconds", "1", "--oracles", "reference", "--out", str(tmp_path),
            "--no-progress"]
    assert fuzz_main.main(args) == status
    assert ("nothing was compared" in capsys.readouterr().err) == (status == 3)


@pytest.mark.slow
def test_usage_errors_exit_2(tmp_path):
    for args in (["--oracles", "xla"], ["--oracles", "reference,nope"],
                 ["--oracles", "reference", "--shard", "2/2"],
                 ["--oracles", "reference", "--constraints", "add_c99"],
                 ["--oracles", "reference", "--ops", "add,no_such_op"],
                 ["--oracles", "reference", "--ops", ","],
                 ["--oracles", "reference", "--invalid-every", "-1"]):
        run = subprocess.run([sys.executable, "-m", "fuzz", "campaign", "--seconds", "1",
                              "--out", str(tmp_path), *args], cwd=ROOT, capture_output=True,
                             text=True, timeout=60)
        assert run.returncode == 2 and "error:" in run.stderr, args


@pytest.mark.slow
def test_usage_errors_of_the_command_oracle_exit_2(tmp_path):
    for args in (["--oracles", "reference,command"],
                 ["--oracles", "reference", "--command", "true"],
                 ["--oracles", "reference", "--command-grids"],
                 ["--oracles", "reference,nowhere.module:Oracle"]):
        run = subprocess.run([sys.executable, "-m", "fuzz", "campaign", "--seconds", "1",
                              "--out", str(tmp_path), *args], cwd=ROOT, capture_output=True,
                             text=True, timeout=60)
        assert run.returncode == 2 and "error:" in run.stderr, (args, run.stderr)


@pytest.mark.slow
def test_a_campaign_runs_a_vendor_command_and_finds_its_bug(tmp_path):
    """`--command`: the command oracle in a campaign; a vendor whose add negates its sum is
    found, and the finding's replay line carries the command."""
    vendor = tmp_path / "vendor_subtracts.py"
    vendor.write_text(
        "import runpy, sys\n"
        "import reference.ops.arithmetic as a\n"
        "from reference.ops.registry import IMPLEMENTATIONS\n"
        "import dataclasses, numpy as np\n"
        "impl = IMPLEMENTATIONS['stablehlo.add']\n"
        "negate = IMPLEMENTATIONS['stablehlo.negate'].fn\n"
        "IMPLEMENTATIONS['stablehlo.add'] = dataclasses.replace(\n"
        "    impl, fn=lambda x, y, **k: negate(impl.fn(x, y, **k)))\n"
        f"sys.argv = [{str(ROOT / 'tests' / 'data' / 'vendor_reference.py')!r}] + sys.argv[1:]\n"
        "runpy.run_path(sys.argv[0], run_name='__main__')\n")
    command = f"{sys.executable} {vendor}"
    run = subprocess.run(
        [sys.executable, "-m", "fuzz", "campaign", "--seconds", "240", "--oracles",
         "reference,command", "--command", command, "--max-programs", "8", "--out",
         str(tmp_path / "out"), "--no-progress", "--graph-every", "0", "--invalid-every", "1000",
         "--batch", "1"], cwd=ROOT, capture_output=True, text=True, timeout=600,
        env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert run.returncode == 1, run.stderr  # a new finding, with or without --ci
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    bundles = [json.loads((p / "finding.json").read_text())
               for p in findings.saved(tmp_path / "out")]
    adds = [b for b in bundles if b["op"] == "add" and b["oracle"] == "command"]
    assert adds, [b["summary"] if "summary" in b else b["op"] for b in bundles]
    assert f"--command" in adds[0]["replay"] and adds[0]["command"] == command


@pytest.mark.slow
def test_a_campaign_runs_collectives_on_a_vendors_grid_and_finds_a_wrong_permutation(tmp_path):
    """`--command-grids`: a collective's program runs on the vendor's grid, each process on its
    own inputs; a vendor whose collective_permute reverses its pairs (benchmarks/mutants/) is
    found, and the bundle's replay line carries the grid form."""
    backend = ROOT / "benchmarks" / "mutants" / "backend.py"
    command = f"{sys.executable} {backend} --mutant collective_permute-pairs-reversed"
    run = subprocess.run(
        [sys.executable, "-m", "fuzz", "campaign", "--seconds", "240", "--oracles",
         "reference,command", "--command", command, "--command-grids", "--ops",
         "collective_permute", "--max-programs", "4", "--out", str(tmp_path / "out"),
         "--no-progress", "--invalid-every", "0", "--shrink-seconds", "1"], cwd=ROOT,
        capture_output=True, text=True, timeout=600, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert run.returncode == 1, run.stderr
    bundles = [json.loads((p / "finding.json").read_text())
               for p in findings.saved(tmp_path / "out")]
    wrong = [b for b in bundles if b["oracle"] == "command" and b["kind"] == "wrong-result"]
    assert wrong and wrong[0]["message"].startswith("process (")
    assert wrong[0]["command_grids"] and wrong[0]["replay"].endswith("--command-grids")


def test_a_program_that_breaks_the_harness_is_isolated_from_its_batch(tmp_path, monkeypatch):
    """A batch with one program this project's code fails on: the batch's other programs still
    run and compare, and the failing one is an internal note with its bundle."""
    config = Config(60, ["reference"], out=tmp_path, batch=4)
    programs = [Program(i, derive_seed(0, i), op=op)
                for i, op in enumerate(["add", "abs", "multiply", "negate"])]
    poisoned = 2
    real = campaign_module.run_valid

    def run_valid(config, checker, batch):
        if any(p.index == poisoned for p in batch):
            raise KeyError("a bug of the harness")
        return real(config, checker, batch)

    monkeypatch.setattr(campaign_module, "run_valid", run_valid)
    events = []
    checker = Checker(["reference"])
    try:
        campaign_module._put_valid(config, checker, programs,
                                   SimpleNamespace(put=events.append))
    finally:
        checker.close()
    by_index = {line["index"]: line for line in events}
    assert sorted(by_index) == [p.index for p in programs]
    assert "KeyError" in by_index[poisoned]["internal"][0]
    assert (tmp_path / "internal" / str(poisoned) / "program.mlir").exists()
    for p in programs:
        if p.index != poisoned:
            assert not by_index[p.index]["internal"] and by_index[p.index]["statuses"], \
                by_index[p.index]


@pytest.mark.slow
def test_a_worker_that_dies_is_reported_and_replaced_and_its_program_found_out(tmp_path):
    """An oracle that kills its process on every abs program: the worker dies, the summary
    says so, a fresh worker runs the program again alone, dies again, and the program is an
    internal note with its bundle; the campaign goes on with the other programs."""
    (tmp_path / "killer_oracle.py").write_text(
        "import os, signal\n"
        "from oracles.reference import Reference\n"
        "class Killer(Reference):\n"
        "    name = 'killer'\n"
        "    def __init__(self, time_limit=None):\n"
        "        super().__init__()\n"
        "    def run(self, module, inputs, func='main'):\n"
        "        if any(op.name == 'stablehlo.abs' for op in module.walk()):\n"
        "            os.kill(os.getpid(), signal.SIGKILL)\n"
        "        return super().run(module, inputs, func)\n")
    out = tmp_path / "out"
    run = subprocess.run(
        [sys.executable, "-m", "fuzz", "campaign", "--seconds", "120", "--oracles",
         "reference,killer_oracle:Killer", "--max-programs", "4", "--graph-every", "0",
         "--invalid-every", "1000", "--batch", "1", "--out", str(out), "--no-progress"],
        cwd=ROOT, capture_output=True, text=True, timeout=400,
        env=dict(os.environ, PYTHONPATH=f"{ROOT}{os.pathsep}{tmp_path}"))
    summary = json.loads((out / "summary.json").read_text())
    deaths = summary["worker_deaths"]
    assert [d["programs"] for d in deaths] == [[0], [0]], (deaths, run.stderr)
    assert all("SIGKILL" in d["exit"] for d in deaths)
    assert any("died (killed by SIGKILL)" in e for e in summary["errors"])
    logged = {line["index"]: line for line in read_log(out / "log.jsonl")}
    assert sorted(logged) == [0, 1, 2, 3]  # the campaign went on
    assert "kills the worker" in logged[0]["internal"][0]
    assert (out / "internal" / "0" / "program.mlir").read_text().count("stablehlo.abs")


@pytest.mark.slow
def test_workers_that_die_at_start_are_not_replaced_without_end(tmp_path):
    """An oracle whose import ends every worker process before its first event (a start-up
    failure the worker cannot report): after STILLBORN such deaths in a row the campaign starts
    no more workers and ends, long before its deadline, saying why."""
    (tmp_path / "stillborn_oracle.py").write_text(
        "import multiprocessing, os\n"
        "from oracles.reference import Reference\n"
        "if multiprocessing.current_process().name != 'MainProcess':\n"
        "    os._exit(3)\n"
        "class Stillborn(Reference):\n"
        "    name = 'stillborn'\n"
        "    def __init__(self, time_limit=None):\n"
        "        super().__init__()\n")
    out = tmp_path / "out"
    start = time.monotonic()
    run = subprocess.run(
        [sys.executable, "-m", "fuzz", "campaign", "--seconds", "300", "--oracles",
         "reference,stillborn_oracle:Stillborn", "--out", str(out), "--no-progress"],
        cwd=ROOT, capture_output=True, text=True, timeout=400,
        env=dict(os.environ, PYTHONPATH=f"{ROOT}{os.pathsep}{tmp_path}"))
    assert time.monotonic() - start < 150, run.stderr[-2000:]
    summary = json.loads((out / "summary.json").read_text())
    deaths = summary["worker_deaths"]
    assert len(deaths) == campaign_module.STILLBORN, deaths
    assert all(d["exit"] == "exit status 3" or "3" in d["exit"] for d in deaths), deaths
    assert any("died before running any program" in e for e in summary["errors"]), summary


def test_an_internal_error_of_the_checker_comes_with_its_bundle(tmp_path, monkeypatch):
    """The reference failing on a valid program (a bug of ours, seen as "reference crash on
    chlo.scan" in a campaign) is an internal note naming a bundle to fix it against."""
    config = Config(60, ["reference"], out=tmp_path)
    program = Program(5, derive_seed(0, 5), op="abs")
    checker = Checker(["reference"])
    real = checker.valid

    def valid(text, inputs, op):
        result = real(text, inputs, op)
        result.internal.append("reference crash on abs: internal error in the reference")
        return result

    monkeypatch.setattr(checker, "valid", valid)
    try:
        lines = campaign_module.run_valid(config, checker, [program])
    finally:
        checker.close()
    bundle = tmp_path / "internal" / "5"
    assert f"(bundle {bundle})" in lines[0]["internal"][0]
    assert "stablehlo.abs" in (bundle / "program.mlir").read_text()
    assert (bundle / "inputs.npz").exists() and "reference crash" in (bundle / "error.txt").read_text()


@pytest.mark.parametrize("args, message", [
    (["--max-programs", "0"], "--max-programs 0: must be >= 1"),
    (["--max-programs", "-1"], "--max-programs -1: must be >= 1"),
    (["--seconds", "nan"], "--seconds nan: must be > 0"),
    (["--seconds", "-3"], "--seconds -3: must be > 0"),
    (["--time-limit", "0"], "--time-limit 0: must be > 0"),
    (["--shard", "0/0"], "--shard '0/0': expected I/N with 0 <= I < N"),
    (["--shard", "a/b"], "--shard 'a/b': expected I/N with 0 <= I < N"),
])
def test_an_option_out_of_its_range_is_named(tmp_path, capsys, args, message):
    """Each numeric option out of range is a usage error that names it and its value, before
    any oracle is built or anything written (a campaign of no programs would exit 3)."""
    argv = ["campaign", "--shape", "models", "--oracles", "reference", "--seconds", "5",
            "--out", str(tmp_path / "c"), *args]
    assert fuzz_main.main(argv) == 2
    assert capsys.readouterr().err == f"error: {message}\n"
    assert not (tmp_path / "c").exists()


def test_the_summaries_open_on_what_is_new_and_say_stale_entries_in_words(tmp_path):
    """summary.md (a CI job's summary) lists the new findings first and folds the known ones;
    the printed summary names a possibly stale known divergence by oracle, op and types."""
    summary = campaign_module.summarize([], Config(1, ["reference"], out=tmp_path))
    finding = {"kind": "crash", "op": "add", "key": "f32", "oracle": "xla",
               "against": "reference", "message": "boom", "digest": "0" * 16, "localized": None}
    summary["findings"] = [dict(finding, op="sine", known="documented"), dict(finding, known=None)]
    summary["stale_known_entries"] = [{"oracle": "xla", "op": "cbrt", "types": ["f32", "f64"]}]
    md = markdown(summary)
    assert md.index("| **new** | crash | add |") < md.index("<details>") \
        < md.index("| known | crash | sine |") < md.index("</details>")
    text = fuzz_main.text_summary(summary, tmp_path)
    assert "warning: possibly stale known divergence: xla cbrt f32, f64" in text


def test_the_printed_summary_folds_known_findings_and_many_stale_entries(tmp_path):
    """A night's terminal output names each new finding, but folds the known ones to a line per
    oracle pair (kinds and ops), and more than three stale entries to one line: 131 known
    findings and 26 stale entries printed 160 lines of a 5-minute campaign."""
    summary = campaign_module.summarize([], Config(1, ["reference"], out=tmp_path))
    finding = {"kind": "crash", "op": "add", "key": "f32", "oracle": "xla",
               "against": "reference", "message": "boom", "digest": "0" * 16, "localized": None}
    known = [dict(finding, op=f"op{i}", kind=kind, digest=f"{i:016x}", known="documented")
             for i, kind in enumerate(["crash"] * 7 + ["wrong-result"] * 3)]
    summary["findings"] = known + [dict(finding, digest="f" * 16, known=None)]
    summary["stale_known_entries"] = [{"oracle": "xla", "op": f"op{i}", "types": ["f32"]}
                                      for i in range(5)]
    lines = fuzz_main.text_summary(summary, tmp_path).splitlines()
    assert [line for line in lines if "f" * 16 in line] == [
        f"  NEW   {'f' * 16} crash add f32 (xla vs reference): boom"]
    assert [line for line in lines if line.startswith("  known")] == [
        "  known 10 (xla vs reference): 7 crash, 3 wrong-result; ops op0, op1, op2, op3, op4, "
        "op5, op6, op7 and 2 more"]
    stale = [line for line in lines if line.startswith("warning:")]
    assert len(stale) == 1 and stale[0].startswith(
        "warning: 5 known divergences matched no finding (possibly stale, or not drawn): "
        "xla op0 f32; xla op1 f32; xla op2 f32 and 2 more")
