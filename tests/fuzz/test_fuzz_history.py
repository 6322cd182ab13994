"""fuzz/history.py: two simulated nights against a backend with planted bugs
(tests/data/planted_bug_oracles.py). Night one's release crashes on add and multiply; night
two's fixed add, still crashes on multiply and broke subtract. The history shows subtract's
findings new, multiply's open, add's fixed (replayed: they no longer reproduce), and the trend
per night; a signature merely not found again is not fixed; `--ci` reports only the new ones;
a corrupt or foreign file is a one-line error; concurrent writers do not corrupt it."""
from __future__ import annotations

import calendar
import dataclasses
import hashlib
import json
import multiprocessing as mp
import shutil
import sqlite3
import time
from pathlib import Path

import pytest

import fuzz.__main__ as fuzz_main
import fuzz.campaign as campaign_module
import fuzz.history as history_module
from fuzz import checkout, findings
from fuzz.history import SCHEMA_VERSION, HistoryError, connect, record, report
from fuzz.merge import merge
from tests.helpers.campaigns import on_path, planted
from tests.helpers.checkouts import CODE, committed

NIGHTS = {"one": ("NightOne", "2026-11-26T02:00:00Z"), "two": ("NightTwo", "2026-11-27T02:00:00Z")}


@pytest.fixture(scope="module")
def nights(tmp_path_factory):
    """The campaign directory of each night (seed 5, 6 programs: two of each op)."""
    root = tmp_path_factory.mktemp("nights")
    with on_path():
        for night, (oracle, finished) in NIGHTS.items():
            planted(root / night, oracle, finished=finished)
    return root


def by_op(out: Path) -> dict[str, set[str]]:
    """The digests of a campaign directory's findings, by op."""
    ops: dict[str, set[str]] = {}
    for bundle in findings.saved(out):
        ops.setdefault(json.loads((bundle / "finding.json").read_text())["op"], set()).add(
            bundle.name)
    return ops


def digests(entries: list[dict]) -> set[str]:
    return {e["digest"] for e in entries}


def again(directory: Path, copy: Path, finished: str) -> Path:
    """`directory` run again, finishing at `finished`: a copy whose log lines are another
    run's (their times moved by `finished`: other program runs, fuzz.history.program_id) and
    whose summary is another."""
    shutil.copytree(directory, copy)
    log = copy / "log.jsonl"
    later = calendar.timegm(time.strptime(finished, "%Y-%m-%dT%H:%M:%SZ"))
    log.write_text("".join(json.dumps(dict(line, checked=line["checked"] + later)) + "\n"
                           for line in map(json.loads, log.read_text().splitlines())))
    summary = json.loads((copy / "summary.json").read_text())
    summary["provenance"]["finished"] = finished
    (copy / "summary.json").write_text(json.dumps(summary))
    return copy


@pytest.mark.slow
def test_two_nights_show_new_open_and_fixed_findings(nights, tmp_path):
    one, two = by_op(nights / "one"), by_op(nights / "two")
    assert set(one) == {"add", "multiply"} and set(two) == {"multiply", "subtract"}
    assert one["multiply"] == two["multiply"]  # same seed, same programs: found again
    db = tmp_path / "history.sqlite"
    with on_path():
        first = record(db, nights / "one")
        r1 = report(db)
        second = record(db, nights / "two")
        r2 = report(db)
    assert (first.campaign, second.campaign) == (1, 2)
    assert digests(r1["new"]) == one["add"] | one["multiply"]
    assert not r1["open"] and not r1["fixed"]
    assert digests(r2["new"]) == two["subtract"]
    assert digests(r2["open"]) == two["multiply"]
    assert {f["event"] for f in r2["open"]} == {"found"}
    assert {f["last_seen"] for f in r2["open"]} == {"2026-11-27T02:00:00Z"}
    assert {f["first_seen"] for f in r2["open"]} == {"2026-11-26T02:00:00Z"}
    assert digests(r2["fixed"]) == one["add"]
    assert r2["campaign"]["versions"]["planted_bug_oracles:NightTwo"] == "planted NightTwo"
    n1, n2 = len(one["add"] | one["multiply"]), len(two["subtract"])
    assert r2["trend"] == [
        {"night": "2026-11-26", "campaigns": 1, "programs": 6, "new": n1, "fixed": 0,
         "open": n1, "known_open": 0},
        {"night": "2026-11-27", "campaigns": 1, "programs": 6, "new": n2,
         "fixed": len(one["add"]), "open": len(two["multiply"]) + n2, "known_open": 0}]
    text = fuzz_main.history.text(r2)
    assert f"new: {n2}" in text and f"fixed: {len(one['add'])}" in text and "trend" in text


@pytest.mark.slow
def test_a_finding_not_found_again_but_still_reproducing_stays_open(nights, tmp_path):
    """Night two's campaign did not find night one's add findings with the *same* backend
    (its programs were others): their replay still diverges, so they are open, not fixed."""
    other = tmp_path / "other"
    with on_path():
        planted(other, "NightOne", seed=8, programs=1, finished="2026-11-27T02:00:00Z")
        db = tmp_path / "history.sqlite"
        record(db, nights / "one")
        record(db, other)
        r = report(db)
    assert not r["fixed"]
    replayed = {f["digest"] for f in r["open"] if f["event"] == "reproduced"}
    assert replayed == set().union(*by_op(nights / "one").values()) - digests(r["new"]) \
        - {f["digest"] for f in r["open"] if f["event"] == "found"}
    assert replayed


def empty_campaign(directory: Path, oracles: list[str], seed: int = 0) -> Path:
    """A finished campaign directory of no programs (a summary and an empty log)."""
    directory.mkdir()
    (directory / "summary.json").write_text(json.dumps(
        {"seed": seed, "shard": [0, 1], "oracles": oracles, "programs": 0, "findings": []}))
    (directory / "log.jsonl").write_text("")
    return directory


@pytest.mark.slow
def test_a_finding_whose_oracle_did_not_run_stays_open_unchecked(nights, tmp_path):
    """A campaign without the planted backend cannot replay its findings: open, unchecked,
    with the reason; not fixed."""
    db = tmp_path / "history.sqlite"
    with on_path():
        record(db, nights / "one")
        record(db, empty_campaign(tmp_path / "reference-only", ["reference"]))
        r = report(db)
    everything = set().union(*by_op(nights / "one").values())
    assert not r["fixed"] and digests(r["open"]) == digests(r["unchecked"]) == everything
    assert {f["note"] for f in r["unchecked"]} == {
        "oracle planted is not among this campaign's"}
    assert "not replayed: " in fuzz_main.history.text(r)


@pytest.mark.slow
def test_ci_reports_only_what_is_new_and_a_fixed_finding_that_returns(nights, tmp_path, capsys):
    db = tmp_path / "history.sqlite"
    with on_path():
        assert fuzz_main.main(["history", "--db", str(db), "--record", str(nights / "one")]) == 0
        capsys.readouterr()
        assert fuzz_main.main(["history", "--db", str(db), "--record", str(nights / "two"),
                               "--ci"]) == 1
        out = capsys.readouterr().out
        two = by_op(nights / "two")
        assert all(d in out for d in two["subtract"])
        assert not any(d in out for d in two["multiply"]) and "open" not in out
        # the same night recorded again is not a second campaign
        assert fuzz_main.main(["history", "--db", str(db), "--record", str(nights / "two")]) == 0
        assert "already recorded" in capsys.readouterr().err
        # night two's release again: nothing new
        copy = again(nights / "two", tmp_path / "two-again", "2026-11-28T02:00:00Z")
        assert fuzz_main.main(["history", "--db", str(db), "--record", str(copy), "--ci"]) == 0
        assert "new: 0" in capsys.readouterr().out
        # night one's release again: add, fixed on night two, is back
        copy = again(nights / "one", tmp_path / "one-again", "2026-11-29T02:00:00Z")
        assert fuzz_main.main(["history", "--db", str(db), "--record", str(copy), "--ci"]) == 1
        out = capsys.readouterr().out
    assert all(d in out for d in by_op(nights / "one")["add"]) and "reopened" in out


@pytest.mark.slow
def test_a_campaign_records_itself_with_history(tmp_path, capsys, monkeypatch):
    """`campaign --history`: the default history (out/history.sqlite under the working
    directory, wherever --out is) gets the campaign, and what is new against it is printed;
    the exit status is the campaign's. `history` without --db then reads that same file."""
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "nights" / "2026-11-26"
    args = ["campaign", "--seconds", "60", "--oracles", "reference,planted_bug_oracles:NightOne",
            "--ops", "add", "--invalid-every", "0", "--graph-every", "0", "--max-programs", "1",
            "--shrink-seconds", "0", "--out", str(out), "--no-progress", "--history"]
    with on_path():
        assert fuzz_main.main(args) == 1  # the campaign's: a new finding
    text = capsys.readouterr().out
    r = report(tmp_path / "out" / "history.sqlite")
    assert [f["op"] for f in r["new"]] == ["add"] and r["campaign"]["programs"] == 1
    assert f"new: 1\n  NEW   {r['new'][0]['digest']} crash add" in text
    assert fuzz_main.main(["history"]) == 0
    assert f"NEW   {r['new'][0]['digest']} crash add" in capsys.readouterr().out


@pytest.mark.slow
def test_a_resumed_campaign_recorded_again_counts_each_program_once(tmp_path, capsys):
    """Recorded after 2 programs, resumed to 5 (`campaign --out` the same directory) and
    recorded again: the second record is the 3 programs it added (its log starts with the
    recorded one), the trend counts the log's 5 lines once, and its new findings are only
    those the first record had not seen."""
    out, db = tmp_path / "campaign", tmp_path / "history.sqlite"
    with on_path():
        planted(out, "NightOne", programs=2)
        first = record(db, out)
        seen = digests(report(db)["new"])
        planted(out, "NightOne", programs=5)
        assert fuzz_main.main(["history", "--db", str(db), "--record", str(out)]) == 0
    assert f"campaign 2 of {db} (3 new programs of 5: the other 2 were counted by campaign " \
           f"{first.campaign}; only the new ones count)" in capsys.readouterr().err
    r = report(db)
    lines = len((out / "log.jsonl").read_text().splitlines())
    assert lines == 5 and r["campaign"]["programs"] == 3
    assert r["campaign"]["continues"] == first.campaign
    assert sum(t["programs"] for t in r["trend"]) == lines
    assert sum(t["campaigns"] for t in r["trend"]) == 1
    assert digests(r["new"]) == set().union(*by_op(out).values()) - seen
    assert "3 programs (of 5 in its log: the others counted before, last by campaign 1)" \
        in fuzz_main.history.text(r)


@pytest.fixture(scope="module")
def shards(tmp_path_factory):
    """Shards 0/3, 1/3 and 2/3 of one campaign (seed 5, 2 programs each against NightOne:
    add's, multiply's and subtract's, so shards 0 and 1 find crashes) and two merges that
    share shard 1: s01 (shards 0 and 1) and s12 (shards 1 and 2)."""
    root = tmp_path_factory.mktemp("shards")
    with on_path():
        for i in range(3):
            planted(root / f"s{i}", "NightOne", shard=(i, 3), programs=2)
    merge(root / "s01", [root / "s0", root / "s1"])
    merge(root / "s12", [root / "s1", root / "s2"])
    return root


def everything(directory: Path) -> set[str]:
    """The digests of all the findings of a campaign directory."""
    return set().union(set(), *by_op(directory).values())


def counted(db: Path) -> int:
    """The programs the history's trend counts, over all nights."""
    return sum(t["programs"] for t in report(db)["trend"])


def events(db: Path, campaign: int) -> dict[str, str]:
    """digest -> what happened to it in campaign `campaign`."""
    with sqlite3.connect(db) as con:
        return dict(con.execute("SELECT digest, event FROM events WHERE campaign = ?",
                                (campaign,)))


@pytest.mark.slow
def test_a_shard_recorded_alone_then_within_a_merge_counts_its_programs_once(shards, tmp_path,
                                                                            capsys):
    """Shard 0 recorded, then the merge of shards 0 and 1: the merge's record counts shard
    1's programs alone, and finds only what they found (shard 0's findings are replayed, not
    found again)."""
    db = tmp_path / "history.sqlite"
    with on_path():
        record(db, shards / "s0")
        assert fuzz_main.main(["history", "--db", str(db), "--record", str(shards / "s01")]) == 0
    assert f"recorded: {shards / 's01'} is campaign 2 of {db} (2 new programs of 4: the other " \
           "2 were counted by campaign 1; only the new ones count)" in capsys.readouterr().err
    r = report(db)
    assert (r["campaign"]["programs"], r["campaign"]["continues"]) == (2, 1)
    assert counted(db) == 4
    assert everything(shards / "s0") and everything(shards / "s1")
    assert digests(r["new"]) == everything(shards / "s1")
    assert {events(db, 2)[d] for d in everything(shards / "s0")} == {"reproduced"}


@pytest.mark.slow
def test_an_older_copy_of_a_campaign_recorded_after_it_adds_nothing(tmp_path, capsys):
    """A copy of a campaign taken before it was resumed, recorded after the resumed one: its
    programs were all counted, so nothing is recorded (and the report is the campaign's)."""
    out, old, db = tmp_path / "campaign", tmp_path / "old", tmp_path / "history.sqlite"
    with on_path():
        planted(out, "NightOne", programs=2)
        shutil.copytree(out, old)
        planted(out, "NightOne", programs=5)
        record(db, out)
        assert fuzz_main.main(["history", "--db", str(db), "--record", str(old)]) == 0
    assert f"already recorded: {old}: 0 new programs of 2 (counted by campaign 1 of {db}): " \
           "nothing recorded" in capsys.readouterr().err
    assert report(db)["campaign"]["id"] == 1 and counted(db) == 5


@pytest.mark.slow
def test_merges_and_their_shards_count_each_program_once_in_any_order(shards, tmp_path):
    """A merge recorded twice, then one of its shards, then another merge sharing that shard,
    then the other merge's own shard: two campaigns, each program counted once, each signature
    new once, and the second merge does not find the shared shard's findings again."""
    db = tmp_path / "history.sqlite"
    with on_path():
        first = record(db, shards / "s01")
        same = record(db, shards / "s01")
        shard = record(db, shards / "s1")
        other = record(db, shards / "s12")
        last = record(db, shards / "s2")
    assert (first.campaign, same.already, same.campaign) == (1, True, 1)
    assert (shard.already, shard.campaign, shard.programs, shard.counted_by) == (True, 1, 2, [1])
    assert (other.already, other.campaign, other.added, other.counted_by) == (False, 2, 2, [1])
    assert (last.already, last.campaign, last.counted_by) == (True, 2, [2])
    assert counted(db) == 6
    assert len(report(db)["trend"]) == 1 and report(db)["trend"][0]["campaigns"] == 1
    with sqlite3.connect(db) as con:
        assert con.execute("SELECT count(*) FROM campaigns").fetchone()[0] == 2
        news = dict(con.execute("SELECT digest, count(*) FROM events WHERE event IN "
                                "('new', 'reopened') GROUP BY digest"))
    assert news == dict.fromkeys(everything(shards / "s01"), 1)
    assert {events(db, 2)[d] for d in everything(shards / "s1")} == {"reproduced"}


@pytest.mark.slow
def test_a_bundle_that_no_log_line_names_is_new_at_its_first_record(nights, tmp_path):
    """Bundles whose programs' lines do not name them (lines lost with a worker; here their
    findings emptied) are not lost: the history lacks them, so the record finds them."""
    copy = tmp_path / "one"
    shutil.copytree(nights / "one", copy)
    log = copy / "log.jsonl"
    log.write_text("".join(json.dumps(dict(line, findings=[])) + "\n"
                           for line in map(json.loads, log.read_text().splitlines())))
    db = tmp_path / "history.sqlite"
    record(db, copy)
    assert digests(report(db)["new"]) == everything(copy) != set()


@pytest.mark.slow
def test_the_history_shows_a_campaign_of_uncommitted_code_as_such(tmp_path, monkeypatch):
    """A campaign run from a checkout with uncommitted code changes (a throwaway one,
    tests/helpers/checkouts.py) is recorded with its marked code version."""
    repo = committed(tmp_path / "repo")
    (repo / CODE).write_text("x = 1\n")
    monkeypatch.setattr(checkout, "ROOT", repo)
    with on_path():
        planted(tmp_path / "campaign", "NightOne", programs=1)
    record(tmp_path / "history.sqlite", tmp_path / "campaign")
    code = report(tmp_path / "history.sqlite")["campaign"]["code"]
    assert code.endswith(f" + uncommitted changes (code sha256 {checkout.code_sha256(repo)[:12]})")
    assert f"; {code})" in fuzz_main.history.text(report(tmp_path / "history.sqlite"))


def test_a_history_of_schema_version_1_is_migrated_keeping_its_campaigns(tmp_path):
    """A file written before the log's hash was kept: connecting brings it to this version,
    its campaigns kept (their logs unknown: nothing resumes them), and recording goes on."""
    db = tmp_path / "history.sqlite"
    record(db, empty_campaign(tmp_path / "old", ["reference"]))
    with sqlite3.connect(db) as con:  # the campaigns table as schema version 1 had it
        kept = [r[1] for r in con.execute("PRAGMA table_info(campaigns)")
                if r[1] not in ("log_lines", "log_sha256", "continues", "identified")]
        con.execute(f"CREATE TABLE v1 AS SELECT {', '.join(kept)} FROM campaigns")
        con.execute("DROP TABLE campaigns")
        con.execute("DROP TABLE programs")
        con.execute("ALTER TABLE v1 RENAME TO campaigns")
        con.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    assert report(db)["campaign"]["directory"] == str(tmp_path / "old")
    with sqlite3.connect(db) as con:
        assert con.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() \
            == (str(SCHEMA_VERSION),)
        assert con.execute("SELECT log_lines, continues FROM campaigns").fetchall() == [(0, None)]
    assert record(db, empty_campaign(tmp_path / "new", ["reference"], seed=1)).campaign == 2


@pytest.mark.slow
def test_a_history_of_schema_version_2_is_migrated_and_its_campaigns_still_count_once(tmp_path):
    """A campaign recorded by schema 2 (known by its log's lines and sha256, not by its
    programs): migrated, its log resumed and recorded counts the lines the log gained, and a
    copy of it taken in between then counts nothing (its first lines are the schema 2
    campaign's, the next one the resumed record's)."""
    out, copy, db = tmp_path / "campaign", tmp_path / "copy", tmp_path / "history.sqlite"
    with on_path():
        planted(out, "NightOne", programs=2)
        record(db, out)
        with sqlite3.connect(db) as con:  # as schema version 2 wrote it
            con.execute("DROP TABLE programs")
            con.execute("ALTER TABLE campaigns DROP COLUMN identified")
            con.execute("UPDATE campaigns SET log_sha256 = ?",
                        (hashlib.sha256((out / "log.jsonl").read_bytes()).hexdigest(),))
            con.execute("UPDATE meta SET value = '2' WHERE key = 'schema_version'")
        planted(out, "NightOne", programs=3)
        shutil.copytree(out, copy)
        planted(out, "NightOne", programs=5)
        resumed = record(db, out)
        between = record(db, copy)
    assert (resumed.campaign, resumed.added, resumed.counted_by) == (2, 3, [1])
    assert (between.already, between.programs, between.counted_by) == (True, 3, [1, 2])
    assert counted(db) == 5
    with sqlite3.connect(db) as con:
        assert con.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() \
            == (str(SCHEMA_VERSION),)


def test_a_corrupt_or_foreign_file_is_a_one_line_error(tmp_path, capsys):
    garbage = tmp_path / "garbage.sqlite"
    garbage.write_bytes(b"not a database at all\n" * 100)
    foreign = tmp_path / "foreign.sqlite"
    with sqlite3.connect(foreign) as db:
        db.execute("CREATE TABLE t (x)")
    future = tmp_path / "future.sqlite"
    connect(future, create=True).close()
    with sqlite3.connect(future) as db:
        db.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    cases = [(garbage, "not a fuzz history (file is not a database)"),
             (foreign, "an SQLite file but not a fuzz history"),
             (future, f"history schema version 99, this checkout reads version {SCHEMA_VERSION}"),
             (tmp_path / "missing.sqlite", "no history there")]
    for path, message in cases:
        assert fuzz_main.main(["history", "--db", str(path)]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"error: {path}: {message}") and err.count("\n") == 1, err
    with pytest.raises(HistoryError):
        record(garbage, tmp_path)
    assert garbage.read_bytes() == b"not a database at all\n" * 100  # left as it was


def test_a_writer_that_waits_too_long_says_so(tmp_path, monkeypatch):
    """Another writer holding the lock past LOCK_SECONDS: a one-line error, nothing written."""
    campaign = empty_campaign(tmp_path / "campaign", ["reference"])
    db = tmp_path / "history.sqlite"
    connect(db, create=True).close()
    monkeypatch.setattr(history_module, "LOCK_SECONDS", 0.2)
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        with pytest.raises(HistoryError, match="locked by another writer for more than 0.2 s"):
            record(db, campaign)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert record(db, campaign).campaign == 1  # once the lock is released


def _record(db: Path, directory: Path, start) -> None:
    start.wait()
    record(db, directory)


@pytest.mark.slow
def test_concurrent_writers_do_not_corrupt_the_history(nights, tmp_path, monkeypatch):
    """Four processes record four campaigns (night one's, as four summaries) into one new
    history at once: every campaign is recorded, each signature is new exactly once and found
    by the three others, and SQLite's integrity check passes. (Night one's copies leave nothing
    to replay: forked writers must not touch the parent's jaxlib context.)"""
    db = tmp_path / "history.sqlite"
    dirs = [again(nights / "one", tmp_path / f"c{k}", f"2026-11-27T0{k}:00:00Z")
            for k in range(4)]
    found = history_module._found

    def slowly(*args):  # long transactions: the four writers overlap for sure
        time.sleep(0.05)
        found(*args)
    monkeypatch.setattr(history_module, "_found", slowly)
    ctx = mp.get_context("fork")  # this process's imports (and the patch): they start at once
    start = ctx.Event()
    procs = [ctx.Process(target=_record, args=(db, d, start)) for d in dirs]
    for p in procs:
        p.start()
    start.set()
    for p in procs:
        p.join(timeout=120)
        assert p.exitcode == 0
    everything = set().union(*by_op(nights / "one").values())
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert con.execute("SELECT count(*) FROM campaigns").fetchone()[0] == 4
        assert {r[0] for r in con.execute("SELECT digest FROM signatures")} == everything
        events = dict(con.execute("SELECT event, count(*) FROM events GROUP BY event"))
    assert events == {"new": len(everything), "found": 3 * len(everything)}


def test_an_empty_file_or_another_apps_meta_table_is_a_one_line_error(tmp_path, capsys):
    empty = tmp_path / "empty.sqlite"
    empty.write_bytes(b"")
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE meta (name TEXT, size INTEGER)")
    cases = [(empty, "an empty file, no history in it yet"),
             (other, "an SQLite file but not a fuzz history (its meta table has no "
                     "schema_version)")]
    for path, message in cases:
        assert fuzz_main.main(["history", "--db", str(path)]) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"error: {path}: {message}") and err.count("\n") == 1, err


@pytest.mark.slow
def test_a_history_that_cannot_be_written_is_refused_before_any_replay(nights, tmp_path,
                                                                      monkeypatch, capsys):
    db = tmp_path / "history.sqlite"
    record(db, nights / "one")
    before = db.read_bytes()
    opened = sqlite3.connect
    monkeypatch.setattr(history_module.sqlite3, "connect",  # as on a read-only file system
                        lambda path, **kw: opened(f"file:{path}?mode=ro", uri=True, **kw))

    def replay(*args):
        raise AssertionError("replayed before knowing the history can be written")
    monkeypatch.setattr(history_module, "_replay_open", replay)
    assert fuzz_main.main(["history", "--db", str(db), "--record", str(nights / "two")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {db}: cannot write it (attempt to write a readonly "
                          "database") and err.count("\n") == 1, err
    assert db.read_bytes() == before
    (tmp_path / "file").write_text("")
    beside_a_file = tmp_path / "file" / "history.sqlite"
    assert fuzz_main.main(["history", "--db", str(beside_a_file), "--record",
                           str(nights / "two")]) == 2
    assert "cannot create its directory" in capsys.readouterr().err


@pytest.mark.slow
def test_an_open_finding_that_an_entry_now_names_becomes_known(nights, tmp_path, monkeypatch):
    """A finding recorded open, and a known_divergences.toml entry added since (the nightly
    einsum finding 222d5d9f3eb7c200 of 2026-11-27): the next record files it as known, whether
    its replay reproduces it (the verdict now names the entry) or the campaign finds it again
    (its bundle names the entry)."""
    db = tmp_path / "history.sqlite"
    record(db, nights / "one")
    assert report(db)["new"] and all(f["known"] is None for f in report(db)["new"])
    entry = "an entry added since"
    original = history_module.reproduce
    monkeypatch.setattr(history_module, "reproduce", lambda checker, finding: (
        None if (g := original(checker, finding)) is None else dataclasses.replace(g, known=entry)))
    other = tmp_path / "other"
    with on_path():
        planted(other, "NightOne", seed=8, programs=1, finished="2026-11-27T02:00:00Z")
        record(db, other)
    r = report(db)
    replayed = [f for f in r["open"] if f["event"] == "reproduced"]
    assert replayed and all(f["known"] == entry for f in replayed)
    # found again by a campaign whose bundles name the entry
    copy = again(nights / "one", tmp_path / "copy", "2026-11-28T02:00:00Z")
    for bundle in findings.saved(copy):
        meta = json.loads((bundle / "finding.json").read_text())
        (bundle / "finding.json").write_text(json.dumps(dict(meta, known=entry)))
    record(db, copy)
    assert {f["known"] for f in report(db)["open"] if f["event"] == "found"} == {entry}


def test_a_program_that_broke_the_suite_in_two_runs_of_a_seed_is_two_program_runs(monkeypatch):
    """A log line whose oracles did not run (a generator failure, an internal note, a program
    that killed its worker twice) had no times, so the same index of another run of the seed
    (a CI job run again, a manual --seed 0) had its identity, and the history took the new
    campaign for a continuation of the old one. Every line written now has its `checked`."""
    times = iter([1000.0, 2000.0])
    monkeypatch.setattr(campaign_module.time, "time", lambda: next(times))
    broken = {"index": 1, "op": "add", "key": "?", "valid": True, "statuses": {},
              "findings": [], "internal": ["the generator failed"]}
    first, second = (json.loads(campaign_module.log_text(dict(broken))) for _ in range(2))
    assert history_module.program_id([0, 0, 1], first) \
        != history_module.program_id([0, 0, 1], second)
