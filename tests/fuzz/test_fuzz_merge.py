"""fuzz/merge.py: the shards of a campaign merged into one directory equal one campaign over
the same seeds (signatures and counts); bundles are chosen whatever the order of the
arguments; directories that are no campaign, repeated shards and mixed versions are refused
with one line; the merged directory appears whole or not at all."""
from __future__ import annotations

import json
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import fuzz.__main__ as fuzz_main
import fuzz.merge as merge_module
from fuzz import checkout, findings
from fuzz.merge import MergeError, merge
from tests.helpers.campaigns import on_path, planted
from tests.helpers.checkouts import CODE, committed


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """Shards 0/2 and 1/2 of 3 programs each, and the whole campaign of 6 (seed 5, the
    planted bugs of NightOne)."""
    root = tmp_path_factory.mktemp("merge")
    with on_path():
        for i in (0, 1):
            planted(root / f"shard{i}", "NightOne", shard=(i, 2), programs=3)
        planted(root / "whole", "NightOne", programs=6)
    return root


def digests(out: Path) -> set[str]:
    return {p.name for p in findings.saved(out)}


COUNTS = ("programs", "valid_programs", "valid_run", "compared", "invalid_programs",
          "new_findings", "known_findings")


@pytest.mark.slow
def test_merged_shards_equal_one_campaign_over_the_same_seeds(runs, tmp_path):
    out = tmp_path / "merged"
    summary, warnings = merge(out, [runs / "shard1", runs / "shard0"])
    whole = json.loads((runs / "whole" / "summary.json").read_text())
    assert not warnings
    assert digests(out) == digests(runs / "whole") == \
        digests(runs / "shard0") | digests(runs / "shard1")
    assert whole["new_findings"] >= 2  # add and multiply crash: something to merge
    assert {k: summary[k] for k in COUNTS} == {k: whole[k] for k in COUNTS}
    assert summary["coverage"]["ops"] == whole["coverage"]["ops"]
    assert summary["shard"] == [0, 1] and summary["seed"] == 5
    assert [p["part"] for p in summary["parts"]] == [[5, 0, 2], [5, 1, 2]]
    assert json.loads((out / "summary.json").read_text()) == summary
    suite = ET.fromstring((out / "junit.xml").read_text())
    assert int(suite.get("failures")) == whole["new_findings"]
    md = (out / "summary.md").read_text()
    assert "merged shards 0/2, 1/2" in md and f"findings: {whole['new_findings']} new" in md
    assert len((out / "log.jsonl").read_text().splitlines()) == whole["programs"]
    for bundle in findings.saved(out):  # replay lines name the merged bundles
        assert str(bundle) in json.loads((bundle / "finding.json").read_text())["replay"]


@pytest.mark.slow
def test_the_smallest_bundle_of_a_signature_is_kept_whatever_the_order(runs, tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    shutil.copytree(runs / "shard0", a)
    shutil.copytree(runs / "shard0", b)
    summary = json.loads((b / "summary.json").read_text())
    summary["seed"] = 6  # another campaign's shard: not a repeated part
    (b / "summary.json").write_text(json.dumps(summary))
    bundle = findings.saved(b)[0]
    program = (bundle / "program.mlir").read_text()
    (bundle / "program.mlir").write_text("// a larger reproducer\n" + program)
    for order in ([a, b], [b, a]):
        out = tmp_path / f"out-{order[0].name}"
        merged, _ = merge(out, order)
        assert (out / "findings" / bundle.name / "program.mlir").read_text() == program
        assert merged["programs"] == 2 * summary["programs"] and merged["seed"] == [5, 6]


@pytest.mark.slow
def test_directories_that_cannot_be_merged_are_one_line_errors(runs, tmp_path, capsys):
    (tmp_path / "empty").mkdir()
    copy = tmp_path / "copy"
    shutil.copytree(runs / "shard0", copy)
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "x").write_text("")
    cases = [([str(tmp_path / "missing")], "missing: no such directory"),
             ([str(tmp_path / "empty")], "not a finished campaign directory (no summary.json"),
             ([str(runs / "shard0"), str(copy)], "shard 0/2 of seed 5 is in both")]
    for dirs, message in cases:
        assert fuzz_main.main(["merge", "--out", str(tmp_path / "m"), *dirs]) == 2
        err = capsys.readouterr().err
        assert message in err and err.count("\n") == 1 and "Traceback" not in err, err
    assert fuzz_main.main(["merge", "--out", str(tmp_path / "out"), str(runs / "shard0")]) == 2
    assert "exists and is not an empty directory" in capsys.readouterr().err
    assert not (tmp_path / "m").exists()


@pytest.mark.slow
def test_campaigns_of_different_versions_are_refused_unless_allowed(runs, tmp_path):
    other = tmp_path / "other"
    shutil.copytree(runs / "shard1", other)
    summary = json.loads((other / "summary.json").read_text())
    summary["provenance"]["versions"]["planted_bug_oracles:NightOne"] = "planted 2.0"
    (other / "summary.json").write_text(json.dumps(summary))
    with pytest.raises(MergeError) as info:
        merge(tmp_path / "m", [runs / "shard0", other])
    assert "planted_bug_oracles:NightOne version" in str(info.value)
    assert "planted 2.0" in str(info.value) and "planted NightOne" in str(info.value)
    assert not (tmp_path / "m").exists()
    merged, warnings = merge(tmp_path / "m", [runs / "shard0", other], allow_mixed=True)
    assert warnings and merged["mixed_provenance"]


@pytest.mark.slow
def test_shards_of_different_uncommitted_code_are_refused(tmp_path, monkeypatch, capsys):
    """Shards run from a checkout with uncommitted code changes (a throwaway one,
    tests/helpers/checkouts.py): other changes are refused in one line naming both code
    versions; the same changes merge."""
    repo = committed(tmp_path / "repo")
    monkeypatch.setattr(checkout, "ROOT", repo)
    with on_path():
        for name, shard, code in (("a", 0, "x = 1"), ("b", 1, "x = 2"), ("c", 1, "x = 1")):
            (repo / CODE).write_text(code + "\n")
            planted(tmp_path / name, "NightOne", shard=(shard, 2), programs=1)
    a, b, c = (json.loads((tmp_path / n / "summary.json").read_text())["provenance"]["code"]
               for n in "abc")
    assert a == c != b and "uncommitted changes" in a and "uncommitted changes" in b
    assert fuzz_main.main(["merge", "--out", str(tmp_path / "m"), str(tmp_path / "a"),
                           str(tmp_path / "b")]) == 2
    err = capsys.readouterr().err
    assert f"code: {tmp_path / 'a'}: {a}; {tmp_path / 'b'}: {b}" in err and err.count("\n") == 1
    merged, warnings = merge(tmp_path / "m", [tmp_path / "a", tmp_path / "c"])
    assert not warnings and merged["provenance"]["code"] == a


@pytest.mark.slow
def test_a_merge_that_fails_leaves_nothing(runs, tmp_path, monkeypatch):
    def broken(summary):
        raise OSError("disk full")
    monkeypatch.setattr(merge_module, "junit", broken)
    with pytest.raises(MergeError) as info:
        merge(tmp_path / "m", [runs / "shard0", runs / "shard1"])
    assert "cannot merge: OSError: disk full" in str(info.value)
    assert list(tmp_path.iterdir()) == []


def _one_bundle(d: Path) -> Path:
    return findings.saved(d)[0]


def _append_line(d: Path) -> None:
    with open(d / "log.jsonl", "a") as log:
        log.write((d / "log.jsonl").read_text().splitlines()[0] + "\n")


BROKEN = {  # what breaks a copy of a campaign directory -> what the error says
    "a log cut short": (lambda d: (d / "log.jsonl").write_text(
        (d / "log.jsonl").read_text()[:-40]), "log.jsonl:3: not a campaign log line"),
    "a log of garbage": (lambda d: (d / "log.jsonl").write_bytes(b"\xff\x00" * 999),
                         "log.jsonl:1: not a campaign log line"),
    "a log of JSON that is no line of a program": (
        lambda d: (d / "log.jsonl").write_text("[1, 2]\n"), "log.jsonl:1: not a campaign log"),
    "a log of fewer lines than the summary's programs": (
        lambda d: (d / "log.jsonl").write_text(
            "".join((d / "log.jsonl").read_text().splitlines(True)[:2])),
        "2 programs, but summary.json says 3"),
    "a campaign resumed and still running": (_append_line, "4 programs, but summary.json says 3"),
    "a log line whose findings and seconds are of another kind": (
        lambda d: (d / "log.jsonl").write_text("".join(
            json.dumps(dict(json.loads(line), findings=5, seconds=None)) + "\n"
            for line in (d / "log.jsonl").read_text().splitlines())),
        "log.jsonl:1: not a campaign log line (no valid findings, seconds)"),
    "a summary of the wrong types": (lambda d: (d / "summary.json").write_text(json.dumps(
        dict(json.loads((d / "summary.json").read_text()), seed="5", shard="0/2"))),
        "not a campaign summary (no valid seed; no valid shard)"),
    "findings deleted": (lambda d: shutil.rmtree(d / "findings"), "no bundle for"),
    "a bundle whose program does not parse": (
        lambda d: (_one_bundle(d) / "program.mlir").write_text("%%% no"), "does not parse"),
    "a half-written bundle": (lambda d: (_one_bundle(d) / "inputs.npz").unlink(), "inputs.npz"),
    "a bundle of invalid JSON": (lambda d: (_one_bundle(d) / "finding.json").write_text("{"),
                                 "finding.json: not JSON"),
    "a bundle of another signature": (lambda d: _one_bundle(d).rename(
        d / "findings" / "0123456789abcdef"), "not the one the directory is named after"),
}


@pytest.mark.slow
@pytest.mark.parametrize("broken", BROKEN)
def test_a_broken_directory_is_refused_naming_its_file(runs, tmp_path, capsys, broken):
    """Merge and the history check every directory before they write anything: one line naming
    the file (no traceback), no merged directory, no history."""
    damage, message = BROKEN[broken]
    copy = tmp_path / "shard1"
    shutil.copytree(runs / "shard1", copy)
    damage(copy)
    assert fuzz_main.main(["merge", "--out", str(tmp_path / "m"), str(runs / "shard0"),
                           str(copy)]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err, err
    assert not (tmp_path / "m").exists()
    db = tmp_path / "history.sqlite"
    assert fuzz_main.main(["history", "--db", str(db), "--record", str(copy)]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1, err
    assert not db.exists()


@pytest.mark.slow
def test_an_out_inside_an_input_or_that_cannot_be_made_is_refused(runs, tmp_path, capsys):
    copy = tmp_path / "shard0"
    shutil.copytree(runs / "shard0", copy)
    before = sorted(p.name for p in copy.iterdir())
    (tmp_path / "file").write_text("")
    cases = [(copy / "merged", "is inside"), (copy, "exists and is not an empty directory"),
             (tmp_path / "file" / "merged", "file/merged: cannot create it: ")]
    for out, message in cases:
        assert fuzz_main.main(["merge", "--out", str(out), str(copy), str(runs / "shard1")]) == 2
        err = capsys.readouterr().err
        assert message in err and err.count("\n") == 1 and "Traceback" not in err, err
    assert sorted(p.name for p in copy.iterdir()) == before
