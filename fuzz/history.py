"""The findings history: every campaign recorded in one SQLite file (`python -m fuzz history`).

`record(db, DIR)` adds the finished campaign of DIR (one campaign, a shard, or a merged
directory, fuzz/merge.py) and updates each finding signature's state:

- **new**: first seen by this campaign; **reopened**: seen again after it was fixed (both are
  "new" for `--ci`, which fails on those that are not known divergences);
- **open**: seen before and not fixed; `last_seen` is the last campaign that found it or
  reproduced it;
- **fixed**: an open signature this campaign did not find, whose stored bundle no longer
  reproduces on this campaign's oracles. Not finding a signature again proves nothing (a
  campaign is random), so every open signature the campaign did not find is replayed
  (`reproduce`, as `python -m fuzz replay`): still diverging, it stays open (`reproduced`); no
  longer diverging, it is fixed by this campaign. One that cannot be replayed here (its oracle
  is not among this campaign's, or its bundle no longer reads) stays open (`unchecked`, why).

The database (SCHEMA_VERSION in `meta`) keeps, per campaign: when it finished, its seeds and
shards, programs run, this checkout's code version and every oracle's version
(fuzz/provenance.py), and the counts after it; per signature: its fields, first seen, last
seen, fixed in, and its first bundle's files (so a later night replays it without the
directory); per campaign and signature: what happened (the events above); per program run
counted, its identity and the campaign that counted it (`programs`).

Each program run counts once, however directories reach it: a shard alone and within a merge,
two merges that share a shard, a campaign resumed, an older copy of it. A run's identity
(program_id: its shard, index and times) is kept by a copy, a merge and a resume; a record's
row counts only the programs its log adds (`continues`: the last campaign that counted some of
the others), and finds only the signatures those programs' lines name (and the bundles no line
names that the history lacks): a finding of a program counted before is neither new nor found
again (replayed, when open). A log that adds nothing, like the same summary.json again, is not
recorded (`already`). Campaigns recorded before schema 3 are known by their log's lines and
sha256 (`_legacy`): a log that starts with one's has those lines counted by it.

Writers take SQLite's write lock for the whole update (`BEGIN IMMEDIATE`, waiting up to
LOCK_SECONDS for another writer): two shards recording at once are serialized, and a replay's
"fixed" is dropped if another campaign saw the signature in between. The replays run before the
lock is taken.

A file of an older schema version is migrated when opened (MIGRATIONS, one transaction). A
file that is not SQLite, an SQLite file without this schema, or another schema version is a
HistoryError (one line), never a traceback.
"""
from __future__ import annotations

import hashlib
import json
import sqlite3
import tempfile
import time
from array import array
from dataclasses import dataclass, field
from pathlib import Path

from . import findings
from .differential import Checker, InvalidCase
from .findings import Finding
from .merge import Campaign, MergeError, read_campaign

SCHEMA_VERSION = 3
LOCK_SECONDS = 120.0
"""How long a writer waits for another one's transaction to end."""
EVENTS = ("new", "reopened", "found", "reproduced", "fixed", "unchecked")
PROGRAMS = """CREATE TABLE IF NOT EXISTS programs (
    id INTEGER PRIMARY KEY,          -- a program's run (program_id: 64 bits of a hash)
    campaign INTEGER NOT NULL REFERENCES campaigns(id)  -- the campaign that counted it
)"""
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS campaigns (
    id INTEGER PRIMARY KEY,
    finished TEXT NOT NULL,          -- when the campaign ended (UTC, ISO 8601)
    recorded TEXT NOT NULL,
    directory TEXT NOT NULL,
    fingerprint TEXT NOT NULL UNIQUE,  -- sha256 of its summary.json
    seeds TEXT NOT NULL,             -- JSON: [seed, ...]
    parts TEXT NOT NULL,             -- JSON: [[seed, shard index, shard count], ...]
    programs INTEGER NOT NULL, valid INTEGER NOT NULL, invalid INTEGER NOT NULL,
    code TEXT NOT NULL,
    versions TEXT NOT NULL,          -- JSON: oracle -> version
    new INTEGER NOT NULL DEFAULT 0,  -- counts after recording (not known divergences)
    fixed INTEGER NOT NULL DEFAULT 0,
    open INTEGER NOT NULL DEFAULT 0,
    known_open INTEGER NOT NULL DEFAULT 0,
    log_lines INTEGER NOT NULL DEFAULT 0,  -- its log when recorded (0: not known, schema 1)
    log_sha256 TEXT NOT NULL DEFAULT '',   -- schema 2 only (a resumed log's start matches it)
    continues INTEGER REFERENCES campaigns(id),  -- the last that counted some of its programs
    identified INTEGER NOT NULL DEFAULT 0  -- 1: its programs are in `programs` (schema 3)
);
CREATE TABLE IF NOT EXISTS signatures (
    digest TEXT PRIMARY KEY,
    kind TEXT NOT NULL, op TEXT NOT NULL, key TEXT NOT NULL, oracle TEXT NOT NULL,
    against TEXT NOT NULL, rule TEXT NOT NULL, message TEXT NOT NULL,
    known TEXT,                      -- the known divergence's reason, or NULL
    first_seen INTEGER NOT NULL REFERENCES campaigns(id),
    last_seen INTEGER NOT NULL REFERENCES campaigns(id),
    fixed_in INTEGER REFERENCES campaigns(id)  -- NULL while open
);
CREATE TABLE IF NOT EXISTS bundle_files (
    digest TEXT NOT NULL REFERENCES signatures(digest), name TEXT NOT NULL, data BLOB NOT NULL,
    PRIMARY KEY (digest, name)
);
CREATE TABLE IF NOT EXISTS events (
    campaign INTEGER NOT NULL REFERENCES campaigns(id),
    digest TEXT NOT NULL REFERENCES signatures(digest),
    event TEXT NOT NULL, note TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (campaign, digest)
);
""" + PROGRAMS + ";\n"


MIGRATIONS = {1: ["ALTER TABLE campaigns ADD COLUMN log_lines INTEGER NOT NULL DEFAULT 0",
                  "ALTER TABLE campaigns ADD COLUMN log_sha256 TEXT NOT NULL DEFAULT ''",
                  "ALTER TABLE campaigns ADD COLUMN continues INTEGER REFERENCES campaigns(id)"],
              2: [PROGRAMS,
                  "ALTER TABLE campaigns ADD COLUMN identified INTEGER NOT NULL DEFAULT 0"]}
"""schema version -> the statements that bring it to the next one (its data kept)."""


class HistoryError(Exception):
    """A history file that cannot be used, or a directory that cannot be recorded (one line)."""


DEFAULT_DB = Path("out/history.sqlite")
"""The history without --db (under the working directory), whatever campaign directory is
recorded: one file for every night, the one `history` reads."""


def connect(path: Path, *, create: bool = False) -> sqlite3.Connection:
    """An open history at `path` (created when `create` and absent), its schema checked."""
    path = Path(path)
    if not path.exists() and not create:
        raise HistoryError(f"{path}: no history there (record a campaign: python -m fuzz "
                           "history --record DIR)")
    if path.exists() and not path.is_file():
        raise HistoryError(f"{path}: not a file")
    if path.is_file() and path.stat().st_size == 0 and not create:
        raise HistoryError(f"{path}: an empty file, no history in it yet (record a campaign: "
                           "python -m fuzz history --record DIR)")
    if create:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise HistoryError(f"{path}: cannot create its directory: {e.strerror or e}") from None
    db = None
    try:
        db = sqlite3.connect(path, timeout=LOCK_SECONDS, isolation_level=None)
        db.row_factory = sqlite3.Row
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if not tables and create:
            db.execute("BEGIN IMMEDIATE")  # two creators: the second finds the tables made
            for statement in SCHEMA.split(";\n"):
                if statement.strip():
                    db.execute(statement)
            db.execute("INSERT OR IGNORE INTO meta VALUES ('schema_version', ?)",
                       (str(SCHEMA_VERSION),))
            db.execute("INSERT OR IGNORE INTO meta VALUES ('created', ?)", (_now(),))
            db.execute("COMMIT")
            tables = {"meta"}
        if "meta" not in tables:
            raise HistoryError(f"{path}: an SQLite file but not a fuzz history (no meta table)")
        try:
            row = db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        except sqlite3.OperationalError:  # another application's table named meta
            row = None
        if row is None:
            raise HistoryError(f"{path}: an SQLite file but not a fuzz history (its meta table "
                               "has no schema_version)")
        if row[0] != str(SCHEMA_VERSION):
            _migrate(db, path, row[0])
    except (sqlite3.Error, HistoryError) as e:
        if db is not None:
            db.close()
        if isinstance(e, HistoryError):
            raise
        raise HistoryError(_sqlite_error(path, e)) from None
    return db


def _migrate(db: sqlite3.Connection, path: Path, found: str) -> None:
    """Brings a history of an older schema version to this one, in one transaction (all or
    nothing); another version is a HistoryError."""
    if not (found.isdigit() and int(found) in MIGRATIONS):
        raise HistoryError(f"{path}: history schema version {found}, this checkout reads "
                           f"version {SCHEMA_VERSION}")
    db.execute("BEGIN IMMEDIATE")
    try:  # another process may have migrated it meanwhile
        version = int(db.execute("SELECT value FROM meta WHERE key = 'schema_version'"
                                 ).fetchone()[0])
        while version < SCHEMA_VERSION:
            for statement in MIGRATIONS[version]:
                db.execute(statement)
            version += 1
        db.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(version),))
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise


def _sqlite_error(path: Path, e: sqlite3.Error) -> str:
    if "locked" in str(e):
        return f"{path}: locked by another writer for more than {LOCK_SECONDS:g} s ({e})"
    if "readonly" in str(e) or "unable to open" in str(e):
        return f"{path}: cannot write it ({e}: a read-only file or directory?)"
    return f"{path}: not a fuzz history ({e})"


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


# --- replay ------------------------------------------------------------------------------

def reproduce(checker: Checker, finding: Finding) -> Finding | None:
    """The finding with `finding`'s signature that its program makes again on `checker`'s
    oracles, or None (the divergence no longer shows)."""
    if finding.expected:  # an invalid program: the constraint ids it breaks
        name = finding.message.split(" breaks ")[0]
        result = checker.invalid(InvalidCase(name, finding.program, tuple(finding.expected)))
    else:
        result = checker.valid(finding.program, finding.inputs, finding.op)
    return next((g for g in result.findings if g.digest == finding.digest), None)


def _replay_open(db: sqlite3.Connection, summary: dict, found: set[str],
                 time_limit: float) -> dict[str, tuple]:
    """digest -> (event, note, [for "reproduced": the known divergence it now matches or None,]
    last_seen read) of each open signature the campaign did not find: "reproduced", "fixed"
    or "unchecked"."""
    rows = db.execute("SELECT digest, oracle, last_seen FROM signatures WHERE fixed_in IS NULL "
                      "ORDER BY digest").fetchall()
    todo = [r for r in rows if r["digest"] not in found]
    if not todo:
        return {}
    prov = summary.get("provenance") or {}
    try:
        checker = Checker(summary["oracles"], time_limit, prov.get("command"),
                          prov.get("command_grids", False))
    except Exception as e:  # noqa: BLE001  (oracles this machine cannot build: nothing replayed)
        why = f"the campaign's oracles cannot be built here: {type(e).__name__}: {e}"[:300]
        return {r["digest"]: ("unchecked", why, r["last_seen"]) for r in todo}
    names = {o.name for o in checker.oracles} | {"official"}
    out = {}
    try:
        for r in todo:
            if r["oracle"] not in names:
                out[r["digest"]] = ("unchecked", f"oracle {r['oracle']} is not among this "
                                    "campaign's", r["last_seen"])
                continue
            try:
                finding = _stored(db, r["digest"])
                again = reproduce(checker, finding)
            except Exception as e:  # noqa: BLE001  (a bundle this checkout cannot replay)
                out[r["digest"]] = ("unchecked", f"replay failed: {type(e).__name__}: {e}"[:300],
                                    r["last_seen"])
                continue
            out[r["digest"]] = (("reproduced", "", again.known) if again is not None else
                                ("fixed", "no longer reproduces")) + (r["last_seen"],)
    finally:
        checker.close()
    return out


def _stored(db: sqlite3.Connection, digest: str) -> Finding:
    """The stored bundle of signature `digest`, loaded (fuzz.findings.load)."""
    files = db.execute("SELECT name, data FROM bundle_files WHERE digest = ?",
                       (digest,)).fetchall()
    with tempfile.TemporaryDirectory(prefix="fuzz-history-") as tmp:
        for f in files:
            (Path(tmp) / f["name"]).write_bytes(f["data"])
        return findings.load(Path(tmp))


# --- recording ---------------------------------------------------------------------------

@dataclass
class Recorded:
    campaign: int
    already: bool = False  # nothing recorded: the same summary (`campaign`), or no new program
    notes: list[str] = field(default_factory=list)
    created: bool = False  # the history file was made for it
    continues: int | None = None  # the last campaign that counted some of its programs
    programs: int = 0  # the programs of its log
    added: int = 0  # those counted by this record (the others: by `counted_by`)
    counted_by: list[int] = field(default_factory=list)


def program_id(part: list[int], line: dict) -> int:
    """The identity of the program run that log line `line` of shard `part` ([seed, I, N])
    records: 64 bits of a hash of its part, its index and its times (`checked`, when its
    oracles ran, and `seconds`). Nothing a merge writes into a line (`part`) or rewrites
    (`internal`) is part of it: a run keeps its identity wherever its line is copied, merged or
    resumed, and another run of the program (another campaign of the seed) has other times.
    Every line has its `checked` (campaign.log_text); one without times (written before that)
    is known by its shard and index alone."""
    data = repr((part, line["index"], line.get("checked"), line.get("seconds"))).encode()
    return int.from_bytes(hashlib.blake2b(data, digest_size=8).digest(), "little", signed=True)


@dataclass
class Log:
    """A campaign's log as the history counts it, compact (a log may hold millions of lines):
    each line's program_id and whether it is a valid program's, and per signature the lines
    (numbered from 0) whose findings name it."""
    ids: array = field(default_factory=lambda: array("q"))
    valid: bytearray = field(default_factory=bytearray)
    naming: dict[str, array] = field(default_factory=dict)


def _log(campaign: Campaign) -> Log:
    """The Log of `campaign`, its lines streamed and checked (fuzz.merge: a line that is no
    program's, a log cut short or still growing, is a MergeError)."""
    log = Log()
    for number, line in enumerate(campaign.lines()):
        log.ids.append(program_id(campaign.part(line), line))
        log.valid.append(line["valid"])
        for f in line.get("findings") or ():
            if isinstance(f, dict) and isinstance(f.get("digest"), str):
                log.naming.setdefault(f["digest"], array("q")).append(number)
    return log


@dataclass
class Counted:
    """What a log adds to the history: its programs not counted before (how many, how many
    valid), the campaigns that counted the others (id -> programs), the signatures it finds."""
    added: int
    valid: int
    by: dict[int, int]
    found: set[str]


def record(path: Path, directory: Path, *, time_limit: float = 30.0) -> Recorded:
    """Records the finished campaign of `directory` in the history at `path` (created when
    absent): the programs of its log that the history has not counted yet (program_id), and
    what they found. The directory is checked as merge checks it (its summary, every log line,
    every bundle: fuzz.merge.read_campaign) before anything is written. Nothing is recorded
    (`already`) for a summary recorded before, or a log whose every program was counted."""
    try:
        campaign = read_campaign(directory)
        log = _log(campaign)
    except MergeError as e:
        raise HistoryError(str(e)) from None
    fingerprint = hashlib.sha256((Path(directory) / "summary.json").read_bytes()).hexdigest()
    created = not Path(path).exists()
    db = connect(path, create=True)
    try:
        row = db.execute("SELECT id FROM campaigns WHERE fingerprint = ?",
                         (fingerprint,)).fetchone()
        if row is not None:
            return Recorded(row[0], already=True)
        _writable(db)  # a read-only file fails now, not after the replays
        _incoming(db, log)
        legacy = _legacy(db, campaign.path / "log.jsonl", len(log.ids))
        counted = _counted(db, campaign.bundles, legacy)  # again under the lock (_write)
        if log.ids and not counted.added:
            return _already(counted, len(log.ids))
        replays = _replay_open(db, campaign.summary, counted.found, time_limit)
        done = _write(db, campaign, fingerprint, log, legacy, replays)
        done.created = created
        return done
    except sqlite3.Error as e:
        raise HistoryError(_sqlite_error(path, e)) from None
    except OSError as e:  # a bundle of DIR that went away meanwhile
        raise HistoryError(f"{directory}: cannot record it: {type(e).__name__}: {e}") from None
    finally:
        db.close()


def _writable(db: sqlite3.Connection) -> None:
    """Raises sqlite3's error if the history cannot be written (a write undone)."""
    db.execute("BEGIN IMMEDIATE")
    try:
        db.execute("UPDATE meta SET value = value WHERE key = 'schema_version'")
    finally:
        db.execute("ROLLBACK")


def _incoming(db: sqlite3.Connection, log: Log) -> None:
    """`log` in this connection's temporary tables (not in the history file, and spilled to a
    temporary file when large): `incoming`, each line's program, and `naming`, the lines that
    name a signature; what _counted joins with the history's programs."""
    db.execute("BEGIN")  # the temporary database's: no lock on the history
    db.execute("CREATE TEMP TABLE incoming (line INTEGER PRIMARY KEY, id INTEGER NOT NULL, "
               "valid INTEGER NOT NULL)")
    db.execute("CREATE TEMP TABLE naming (digest TEXT NOT NULL, line INTEGER NOT NULL)")
    db.executemany("INSERT INTO incoming VALUES (?,?,?)",
                   zip(range(len(log.ids)), log.ids, log.valid))
    db.executemany("INSERT INTO naming VALUES (?,?)",
                   ((d, n) for d, lines in log.naming.items() for n in lines))
    db.execute("COMMIT")


def _legacy(db: sqlite3.Connection, path: Path, lines: int) -> tuple[int | None, int]:
    """The campaign recorded before schema 3 (known by its log's number of lines and sha256,
    not by its programs) whose log starts the log at `path`, byte for byte (a campaign resumed
    since), and its number of lines: the lines of this log it counted. The longest such start
    (its last recording); (None, 0) when none is. Such campaigns are all recorded before this
    history was migrated: no lock is needed."""
    starts: dict[int, dict[str, int]] = {}
    for r in db.execute("SELECT id, log_lines, log_sha256 FROM campaigns WHERE identified = 0 "
                        "AND log_lines BETWEEN 1 AND ? ORDER BY id", (lines,)):
        starts.setdefault(r["log_lines"], {})[r["log_sha256"]] = r["id"]
    h, found = hashlib.sha256(), (None, 0)
    if starts:
        with open(path, "rb") as f:
            for count, raw in zip(range(1, max(starts) + 1), f):
                h.update(raw)
                if count in starts and h.hexdigest() in starts[count]:
                    found = (starts[count][h.hexdigest()], count)
    return found


def _counted(db: sqlite3.Connection, bundles: dict[str, Path],
             legacy: tuple[int | None, int]) -> Counted:
    """What the log in `incoming` adds to the history as it is now: its programs that are not
    in `programs` nor among the first lines a campaign of schema 2 counted (`legacy`), and the
    signatures it finds: those that the lines of these programs name, and of the bundles that
    no line names (a program whose line was lost with its worker) those the history lacks."""
    old, before = legacy
    groups = db.execute(  # by the campaign that counted them, None: not counted yet
        "SELECT p.campaign, count(*), sum(i.valid) FROM incoming i LEFT JOIN programs p ON "
        "p.id = i.id WHERE i.line >= ? GROUP BY p.campaign", (before,)).fetchall()
    added, valid = next(((n, v) for c, n, v in groups if c is None), (0, 0))
    by = {c: n for c, n, _ in groups if c is not None}
    if before:
        by[old] = by.get(old, 0) + before
    found = {r[0] for r in db.execute(
        "SELECT DISTINCT digest FROM naming JOIN incoming i USING (line) WHERE line >= ? AND "
        "NOT EXISTS (SELECT 1 FROM programs p WHERE p.id = i.id)", (before,))} & set(bundles)
    named = {r[0] for r in db.execute("SELECT DISTINCT digest FROM naming")}
    found |= {d for d in sorted(set(bundles) - named) if db.execute(
        "SELECT 1 FROM signatures WHERE digest = ?", (d,)).fetchone() is None}
    return Counted(added, valid, by, found)


def _already(counted: Counted, programs: int) -> Recorded:
    """A log whose every program was counted: nothing recorded; the last campaign that
    counted some is the one to report."""
    return Recorded(max(counted.by), already=True, continues=max(counted.by),
                    programs=programs, counted_by=sorted(counted.by))


def _write(db: sqlite3.Connection, campaign: Campaign, fingerprint: str, log: Log,
           legacy: tuple[int | None, int], replays: dict[str, tuple]) -> Recorded:
    """Records `campaign` (its log: `log`, in `incoming`) with the programs it adds, what they
    found and what it replayed, in one transaction."""
    s = campaign.summary
    prov = s.get("provenance") or {}
    db.execute("BEGIN IMMEDIATE")  # the write lock, until COMMIT or ROLLBACK
    try:
        row = db.execute("SELECT id FROM campaigns WHERE fingerprint = ?",
                         (fingerprint,)).fetchone()
        if row is not None:  # another writer recorded it while we replayed
            db.execute("ROLLBACK")
            return Recorded(row[0], already=True)
        counted = _counted(db, campaign.bundles, legacy)  # with what others recorded meanwhile
        if log.ids and not counted.added:
            db.execute("ROLLBACK")
            return _already(counted, len(log.ids))
        continues = max(counted.by, default=None)
        cid = db.execute(
            "INSERT INTO campaigns (finished, recorded, directory, fingerprint, seeds, parts, "
            "programs, valid, invalid, code, versions, log_lines, continues, identified) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,1)",
            (prov.get("finished") or _now(), _now(), str(Path(campaign.path).resolve()),
             fingerprint, json.dumps(sorted({p[0] for p in campaign.parts})),
             json.dumps([list(p) for p in campaign.parts]), counted.added, counted.valid,
             counted.added - counted.valid, prov.get("code", "not recorded"),
             json.dumps(prov.get("versions", {})), len(log.ids), continues)).lastrowid
        old, before = legacy
        db.execute("INSERT OR IGNORE INTO programs SELECT id, CASE WHEN line < ? THEN ? ELSE ? "
                   "END FROM incoming ORDER BY id", (before, old, cid))
        for digest in sorted(counted.found):
            _found(db, cid, digest, campaign.bundles[digest])
        notes = []
        for digest, (event, note, *known, last_seen) in sorted(replays.items()):
            now = db.execute("SELECT last_seen, fixed_in FROM signatures WHERE digest = ?",
                             (digest,)).fetchone()
            if now["fixed_in"] is not None or now["last_seen"] != last_seen:
                notes.append(f"{digest}: {event} dropped (another campaign saw it meanwhile)")
                continue
            if event == "reproduced":  # known as the replay's verdict says (an entry added)
                db.execute("UPDATE signatures SET last_seen = ?, known = ? WHERE digest = ?",
                           (cid, known[0], digest))
            elif event == "fixed":
                db.execute("UPDATE signatures SET fixed_in = ? WHERE digest = ?", (cid, digest))
            db.execute("INSERT INTO events VALUES (?,?,?,?)", (cid, digest, event, note))
        counts = db.execute(
            "SELECT (SELECT count(*) FROM events e JOIN signatures s USING (digest) WHERE "
            "e.campaign = :c AND e.event IN ('new', 'reopened') AND s.known IS NULL), "
            "(SELECT count(*) FROM events WHERE campaign = :c AND event = 'fixed'), "
            "(SELECT count(*) FROM signatures WHERE fixed_in IS NULL AND known IS NULL), "
            "(SELECT count(*) FROM signatures WHERE fixed_in IS NULL AND known IS NOT NULL)",
            {"c": cid}).fetchone()
        db.execute("UPDATE campaigns SET new = ?, fixed = ?, open = ?, known_open = ? "
                   "WHERE id = ?", (*counts, cid))
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    return Recorded(cid, notes=notes, continues=continues, programs=len(log.ids),
                    added=counted.added, counted_by=sorted(counted.by))


def _found(db: sqlite3.Connection, cid: int, digest: str, bundle: Path) -> None:
    """Signature `digest` found by campaign `cid`: new, reopened or found again."""
    row = db.execute("SELECT fixed_in FROM signatures WHERE digest = ?", (digest,)).fetchone()
    if row is None:
        meta = json.loads((bundle / "finding.json").read_text())
        db.execute("INSERT INTO signatures VALUES (?,?,?,?,?,?,?,?,?,?,?,NULL)",
                   (digest, meta["kind"], meta["op"], meta["key"], meta["oracle"],
                    meta["against"], meta["rule"], meta["message"], meta.get("known"), cid, cid))
        db.executemany("INSERT INTO bundle_files VALUES (?,?,?)",
                       [(digest, f.name, f.read_bytes()) for f in sorted(bundle.iterdir())
                        if f.is_file()])
        event = "new"
    else:
        event = "reopened" if row["fixed_in"] is not None else "found"
        known = json.loads((bundle / "finding.json").read_text()).get("known")
        # known as this campaign's verdict says: an entry added (or removed) since
        db.execute("UPDATE signatures SET last_seen = ?, fixed_in = NULL, known = ? "
                   "WHERE digest = ?", (cid, known, digest))
    db.execute("INSERT INTO events VALUES (?,?,?,'')", (cid, digest, event))


# --- reading -----------------------------------------------------------------------------

def report(path: Path, campaign: int | None = None) -> dict:
    """What the history says after campaign `campaign` (default: the last recorded): the
    campaign, its new (and reopened), open and fixed signatures, and the trend per night up to
    it. Exact for the last campaign; for an earlier one, a signature fixed after it and
    reopened since shows as open."""
    db = connect(path)
    try:
        if campaign is None:
            row = db.execute("SELECT max(id) FROM campaigns").fetchone()
            campaign = row[0]
        if campaign is None:
            raise HistoryError(f"{path}: no campaign recorded yet")
        c = db.execute("SELECT * FROM campaigns WHERE id = ?", (campaign,)).fetchone()
        if c is None:
            raise HistoryError(f"{path}: no campaign {campaign}")
        cols = ("s.digest, s.kind, s.op, s.key, s.oracle, s.against, s.rule, s.message, s.known, "
                "(SELECT finished FROM campaigns WHERE id = s.first_seen) AS first_seen, "
                "(SELECT finished FROM campaigns WHERE id = s.last_seen) AS last_seen")
        events = {r["digest"]: dict(r) for r in db.execute(
            f"SELECT {cols}, e.event, e.note FROM events e JOIN signatures s USING (digest) "
            "WHERE e.campaign = ? ORDER BY s.digest", (campaign,))}
        open_ = [dict(r, event=events.get(r["digest"], {}).get("event")) for r in db.execute(
            f"SELECT {cols} FROM signatures s WHERE s.first_seen <= :c AND (s.fixed_in IS NULL "
            "OR s.fixed_in > :c) ORDER BY s.known IS NOT NULL, s.kind, s.op, s.key, s.digest",
            {"c": campaign})]
        trend = [dict(r) for r in db.execute(
            "SELECT substr(finished, 1, 10) AS night, sum(continues IS NULL) AS campaigns, "
            "sum(programs) AS programs, sum(new) AS new, sum(fixed) AS fixed, "
            "(SELECT open FROM campaigns d WHERE substr(d.finished, 1, 10) = "
            " substr(c.finished, 1, 10) ORDER BY d.finished DESC, d.id DESC LIMIT 1) AS open, "
            "(SELECT known_open FROM campaigns d WHERE substr(d.finished, 1, 10) = "
            " substr(c.finished, 1, 10) ORDER BY d.finished DESC, d.id DESC LIMIT 1) AS known_open "
            "FROM campaigns c WHERE id <= ? GROUP BY night ORDER BY night", (campaign,))]
    except sqlite3.Error as e:
        raise HistoryError(_sqlite_error(path, e)) from None
    finally:
        db.close()
    return {
        "campaign": {**{k: c[k] for k in c.keys()},
                     **{k: json.loads(c[k]) for k in ("seeds", "parts", "versions")}},
        "new": sorted((e for e in events.values() if e["event"] in ("new", "reopened")),
                      key=lambda e: e["known"] is not None),  # the ones that fail first
        "fixed": [e for e in events.values() if e["event"] == "fixed"],
        "open": [r for r in open_ if r["event"] not in ("new", "reopened")],
        "unchecked": [e for e in events.values() if e["event"] == "unchecked"],
        "trend": trend,
    }



def record_line(done: Recorded, directory, db) -> str:
    """The line that says what `record` did with `directory` in the history `db`."""
    if done.already and not done.counted_by:
        return f"already recorded: {directory} is campaign {done.campaign} of {db}"
    if done.already:
        return (f"already recorded: {directory}: 0 new programs of {done.programs} (counted "
                f"by {_campaigns(done.counted_by)} of {db}): nothing recorded")
    return (f"recorded: {directory} is campaign {done.campaign} of {db}"
            + (" (a new history: nothing recorded before it)" if done.created else "")
            + (f" ({done.added} new programs of {done.programs}: the other "
               f"{done.programs - done.added} were counted by {_campaigns(done.counted_by)}; "
               "only the new ones count)" if done.counted_by else ""))


def _campaigns(ids: list[int], shown: int = 5) -> str:
    """'campaign 1', 'campaigns 1, 2 and 3', 'campaigns 1, ..., 5 and 4 more'."""
    names = [str(i) for i in ids[:shown]] + ([f"{len(ids) - shown} more"]
                                             if len(ids) > shown else [])
    return ("campaign " if len(ids) == 1 else "campaigns ") + (
        names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1])


def text(r: dict, *, ci: bool = False) -> str:
    """The report as text: the campaign, its new findings, and unless `ci` the open and fixed
    ones, the signatures it could not replay and the trend per night."""
    c = r["campaign"]
    shards = ", ".join(f"{i}/{n}" for _, i, n in c["parts"])
    lines = [f"campaign {c['id']} (finished {c['finished']}; seeds "
             f"{', '.join(map(str, c['seeds']))}; shards {shards}; {c['programs']} programs"
             + (f" (of {c['log_lines']} in its log: the others counted before, last by "
                f"campaign {c['continues']})" if c["continues"] else "")
             + f"; {c['code']})"]
    new = [f for f in r["new"] if f["known"] is None]
    lines.append(f"new: {len(new)}" + (f" (and {len(r['new']) - len(new)} known divergences "
                                       "seen for the first time)" if len(r["new"]) > len(new)
                                       else ""))
    lines += [f"  {'NEW  ' if f['known'] is None else 'known'} {_line(f)}"
              + ("  (reopened: it had been fixed)" if f["event"] == "reopened" else "")
              for f in r["new"]]
    if ci:
        return "\n".join(lines)
    still = [f for f in r["open"] if f["known"] is None]
    lines.append(f"open: {len(still)} (and {len(r['open']) - len(still)} known divergences)")
    lines += [f"  {'     ' if f['known'] is None else 'known'} {_line(f)}  first seen "
              f"{f['first_seen']}, last seen {f['last_seen']}"
              + (f" ({f['event']})" if f["event"] else "") for f in r["open"]]
    lines.append(f"fixed: {len(r['fixed'])} (no longer reproduce on this campaign's oracles)")
    lines += [f"  {'     ' if f['known'] is None else 'known'} {_line(f)}  first seen "
              f"{f['first_seen']}" for f in r["fixed"]]
    lines += [f"  not replayed: {f['digest']} {f['kind']} {f['op']} {f['key']}: {f['note']}"
              for f in r["unchecked"]]
    lines += ["trend (open after each night's last campaign; new and open leave known "
              "divergences out, in 'known'):",
              f"  {'night':<10} {'campaigns':>9} {'programs':>9} {'new':>5} {'fixed':>5} "
              f"{'open':>5} {'known':>5}"]
    lines += [f"  {t['night']:<10} {t['campaigns']:>9} {t['programs']:>9} {t['new']:>5} "
              f"{t['fixed']:>5} {t['open']:>5} {t['known_open']:>5}" for t in r["trend"]]
    return "\n".join(lines)


def _line(f: dict) -> str:
    first = f["message"].strip().splitlines()[0][:120] if f["message"].strip() else ""
    return f"{f['digest']} {f['kind']} {f['op']} {f['key']} ({f['oracle']} vs {f['against']}): " \
           f"{first}"
