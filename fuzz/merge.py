"""`python -m fuzz merge --out OUT DIR...`: the outputs of several campaign shards as one.

Each DIR is a finished campaign directory (its `summary.json` and `log.jsonl`), typically one
`--shard I/N` of a CI matrix, or a directory merged before. OUT gets:

- `findings/`: one bundle per signature; where several shards found one, the one with the
  smallest program (then inputs, then the first shard by seed and shard index) is kept, so the
  choice does not depend on the order of the arguments;
- `log.jsonl`: every shard's lines, each with its `part` (seed, shard index, shard count);
- `internal/<seed>-<I>of<N>-<index>/`: the shards' internal notes' bundles (the notes name them);
- `summary.json`, `summary.md`, `junit.xml`: regenerated for the merged set
  (fuzz.campaign.summarize: counts summed, coverage joined, findings deduplicated), with
  `parts` (what was merged, from where) and the shards' errors and worker deaths.

Shards whose provenance (fuzz/provenance.py: code version, oracles and their versions, the
command) differs are refused, naming what differs and each directory's value: their findings
are not one campaign's. `--allow-mixed` merges them anyway and keeps the differences as
`mixed_provenance` in the summary (and a warning). A part (seed, I/N) given twice is refused.

OUT is built in a temporary directory beside it and renamed into place: it is complete or
absent. An OUT that exists and is not empty, or that is inside one of the DIRs, is refused. A
merged directory is not a campaign to resume (`fuzz campaign --out` on it would mix its shards'
indices).

Every DIR is checked before anything is written, and a broken one refused with one line naming
the file: a summary.json without the fields merge reads, a log line that is not a program's, a
log whose count of lines is not the summary's (cut short, or a resumed campaign still running),
a bundle that does not read back (fuzz.findings.verified: its metadata, its program parses, its
inputs, each file within findings.FILE_LIMIT), a finding the summary lists without its bundle
or a bundle it does not list. Logs are streamed: memory does not grow with their length.
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from . import findings
from .campaign import Config, log_lines, summarize, write_atomic
from .ci import junit, markdown
from .provenance import differences


class MergeError(Exception):
    """A directory that cannot be merged: the message says which and why (one line)."""


LINE_FIELDS = {"index": int, "op": str, "key": str, "valid": bool, "statuses": dict}
"""The fields every log line has (and their types): what summarize reads."""
OPTIONAL_LINE_FIELDS = {"findings": list, "violated": list, "internal": list, "part": list,
                        "seconds": (int, float), "checked": (int, float)}
"""The fields a log line may have (and their types when present): what summarize and the
history read besides."""


@dataclass
class Campaign:
    """A finished campaign directory, checked: its summary and its bundles (digest -> path);
    its log lines are read by `lines()`, as a stream."""

    path: Path
    summary: dict
    bundles: dict[str, Path]

    @property
    def parts(self) -> list[tuple[int, int, int]]:
        """(seed, shard index, shard count) of each shard it holds (several once merged)."""
        if "parts" in self.summary:
            return [tuple(p["part"]) for p in self.summary["parts"]]
        return [(self.summary["seed"], *self.summary["shard"])]

    def part(self, line: dict) -> list[int]:
        """The [seed, shard index, shard count] of one of its log lines: the `part` a merge
        wrote in it, else its own (a campaign's lines have none)."""
        return line.get("part", list(self.parts[0]))

    def lines(self):
        """Its log lines, each checked; a MergeError names a line that is not a program's, or a
        log whose count of lines is not the summary's (cut short, or still growing)."""
        log, count = self.path / "log.jsonl", 0
        for number, line in log_lines(log):
            bad = [k for k, t in LINE_FIELDS.items()
                   if not isinstance(line, dict) or not isinstance(line.get(k), t)]
            bad += [k for k, t in OPTIONAL_LINE_FIELDS.items() if isinstance(line, dict)
                    and k in line and not isinstance(line[k], t)]
            if bad:
                raise MergeError(f"{log}:{number}: not a campaign log line (no valid "
                                 f"{', '.join(bad)})")
            count += 1
            yield line
        if count != self.summary["programs"]:
            raise MergeError(f"{log}: {count} programs, but summary.json says "
                             f"{self.summary['programs']} (a log cut short, or a campaign "
                             "resumed and still running)")


def read_campaign(path: Path) -> Campaign:
    """The campaign of directory `path`, or MergeError saying what is missing or broken."""
    path = Path(path)
    if not path.is_dir():
        raise MergeError(f"{path}: no such directory")
    summary_path = path / "summary.json"
    if not summary_path.is_file():
        raise MergeError(f"{path}: not a finished campaign directory (no summary.json; a "
                         "campaign writes it when it ends)")
    try:
        summary = json.loads(summary_path.read_bytes())
    except (OSError, ValueError) as e:  # JSONDecodeError, UnicodeDecodeError
        raise MergeError(f"{summary_path}: cannot read it: {e}") from None
    wrong = _summary_errors(summary)
    if wrong:
        raise MergeError(f"{summary_path}: not a campaign summary ({'; '.join(wrong)})")
    if not (path / "log.jsonl").is_file():
        raise MergeError(f"{path}: not a campaign directory (no log.jsonl)")
    bundles = {}
    for bundle in findings.saved(path):
        try:
            findings.verified(bundle)
        except findings.BundleError as e:
            raise MergeError(f"a broken finding bundle: {e}") from None
        bundles[bundle.name] = bundle
    listed = {f["digest"] for f in summary["findings"]}
    missing, extra = sorted(listed - set(bundles)), sorted(set(bundles) - listed)
    if missing:
        raise MergeError(f"{path / 'findings'}: no bundle for {len(missing)} of the findings "
                         f"summary.json lists ({', '.join(missing[:3])}...): a directory copied "
                         "in part?")
    if extra:
        raise MergeError(f"{path / 'findings'}: bundles summary.json does not list "
                         f"({', '.join(extra[:3])}): a campaign resumed and still running?")
    return Campaign(path, summary, bundles)


def _summary_errors(s) -> list[str]:
    """What a campaign's (or a merged directory's) summary.json lacks: [] when it has the fields
    merge and the history read, of their types."""
    if not isinstance(s, dict):
        return ["not a JSON object"]
    shard, seed = s.get("shard"), s.get("seed")
    checks = {
        "seed": _int(seed) or _ints(seed) and len(seed) > 0,
        "shard": _ints(shard, 2) or isinstance(shard, list) and all(_ints(x, 2) for x in shard),
        "oracles": isinstance(s.get("oracles"), list) and "reference" in s["oracles"]
        and all(isinstance(o, str) for o in s["oracles"]),
        "programs": _int(s.get("programs")) and s["programs"] >= 0,
        "findings": isinstance(s.get("findings"), list)
        and all(isinstance(f, dict) and isinstance(f.get("digest"), str) for f in s["findings"]),
        "parts": "parts" not in s or isinstance(s["parts"], list) and len(s["parts"]) > 0
        and all(isinstance(p, dict) and _ints(p.get("part"), 3) for p in s["parts"]),
    }
    return [f"no valid {k}" for k, ok in checks.items() if not ok]


def _int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _ints(v, n: int | None = None) -> bool:
    """Whether `v` is a list of ints (of length `n`, if given)."""
    return isinstance(v, list) and (n is None or len(v) == n) and all(_int(x) for x in v)


def merge(out: Path, dirs: list[Path], *, allow_mixed: bool = False) -> tuple[dict, list[str]]:
    """Merges the campaigns of `dirs` into the new directory `out`; returns its summary and the
    warnings (provenance differences merged with `allow_mixed`)."""
    out = Path(out)
    if not dirs:
        raise MergeError("no campaign directory to merge")
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise MergeError(f"{out}: exists and is not an empty directory (merge writes a new one)")
    for d in dirs:
        if Path(d).resolve() in (out.resolve(), *out.resolve().parents):
            raise MergeError(f"--out {out} is inside {d}, a directory to merge (merge writes a "
                             "new directory beside the campaigns, not into one)")
    campaigns = [read_campaign(d) for d in dirs]
    _refuse_repeated_parts(campaigns)
    campaigns.sort(key=lambda c: (min(c.parts), str(c.path)))
    mixed = differences({str(c.path): c.summary.get("provenance") for c in campaigns})
    if mixed and not allow_mixed:
        raise MergeError("the campaigns differ (merge them anyway with --allow-mixed): "
                         + " | ".join(mixed))
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.merge-", dir=out.parent))
    except OSError as e:
        raise MergeError(f"{out}: cannot create it: {e.strerror or e}") from None
    try:
        summary = _write(tmp, out, campaigns, mixed)
        if out.exists():
            out.rmdir()  # empty (checked above)
        os.rename(tmp, out)
    except OSError as e:  # a full disk, a file that went away
        shutil.rmtree(tmp, ignore_errors=True)
        raise MergeError(f"{out}: cannot merge: {type(e).__name__}: {e}") from None
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return summary, [f"merged campaigns that differ: {m}" for m in mixed]


def _refuse_repeated_parts(campaigns: list[Campaign]) -> None:
    seen: dict[tuple, Path] = {}
    for c in campaigns:
        for part in c.parts:
            if part in seen:
                seed, i, n = part
                raise MergeError(f"shard {i}/{n} of seed {seed} is in both {seen[part]} and "
                                 f"{c.path} (its programs would count twice)")
            seen[part] = c.path


def _tag(part: tuple[int, int, int]) -> str:
    return f"{part[0]}-{part[1]}of{part[2]}"


def _write(tmp: Path, out: Path, campaigns: list[Campaign], mixed: list[str]) -> dict:
    """Fills `tmp` (to become `out`) and returns the merged summary. The log lines stream from
    the campaigns' logs to the merged one and through summarize (a log may hold millions)."""
    _copy_findings(tmp, out, campaigns)
    renames = [_copy_internal(tmp, out, c) for c in campaigns]
    first = campaigns[0].summary
    config = Config(0, first["oracles"], first["seed"], out=tmp)
    with open(tmp / "log.jsonl", "w") as log:
        def lines():
            for c, renamed in zip(campaigns, renames):
                for line in c.lines():
                    line = dict(line, part=c.part(line))
                    line["internal"] = [_renamed(note, renamed)
                                        for note in line.get("internal", [])]
                    log.write(json.dumps(line) + "\n")
                    yield line
        summary = summarize(lines(), config)
    seeds = sorted({p[0] for c in campaigns for p in c.parts})
    summary["seed"] = seeds[0] if len(seeds) == 1 else seeds
    parts = sorted({p for c in campaigns for p in c.parts})
    summary["shard"] = _shard(parts)
    summary["parts"] = [{"part": list(p), "from": str(c.path)}
                        for c in campaigns for p in c.parts]
    summary["errors"] = [f"{c.path}: {e}" for c in campaigns for e in c.summary.get("errors", [])]
    summary["worker_deaths"] = [dict(d, campaign=str(c.path)) for c in campaigns
                                for d in c.summary.get("worker_deaths", [])]
    firsts = [c.summary.get("first_finding_seconds") for c in campaigns]
    summary["first_finding_seconds"] = min((f for f in firsts if f is not None), default=None)
    summary["provenance"] = dict(first.get("provenance") or {})
    finished = [c.summary.get("provenance", {}).get("finished") for c in campaigns]
    if any(finished):
        summary["provenance"]["finished"] = max(f for f in finished if f)
    if mixed:
        summary["mixed_provenance"] = mixed
    write_atomic(tmp / "summary.json", json.dumps(summary, indent=2))
    write_atomic(tmp / "summary.md", markdown(summary))
    write_atomic(tmp / "junit.xml", junit(summary))
    return summary


def _copy_internal(tmp: Path, out: Path, c: Campaign) -> dict[str, str]:
    """Copies the internal notes' bundles of `c` into `tmp`; a shard's bundle path -> its
    merged path."""
    renamed = {}
    for src in sorted((c.path / "internal").glob("*")) if (c.path / "internal").is_dir() \
            else []:
        name = src.name if "parts" in c.summary else f"{_tag(c.parts[0])}-{src.name}"
        shutil.copytree(src, tmp / "internal" / name)
        renamed[str(src)] = str(out / "internal" / name)
    return renamed


def _renamed(note: str, renamed: dict[str, str]) -> str:
    for old, new in renamed.items():
        note = note.replace(old, new)
    return note


def _shard(parts: list[tuple[int, int, int]]) -> list[int]:
    """The merged directory's `shard`: [0, 1] when it holds every shard of one seed's N (the
    whole campaign), else the list of its parts' [I, N]."""
    counts = {n for _, _, n in parts}
    if len({s for s, _, _ in parts}) == 1 and len(counts) == 1 \
            and sorted(i for _, i, _ in parts) == list(range(next(iter(counts)))):
        return [0, 1]
    return [[i, n] for _, i, n in parts]


def _copy_findings(tmp: Path, out: Path, campaigns: list[Campaign]) -> None:
    """One bundle per signature: the smallest program, then inputs, then the first part."""
    chosen: dict[str, tuple] = {}
    for order, c in enumerate(campaigns):
        for digest, bundle in c.bundles.items():
            size = ((bundle / "program.mlir").stat().st_size,
                    (bundle / "inputs.npz").stat().st_size
                    if (bundle / "inputs.npz").exists() else 0)
            rank = (size, order)
            if digest not in chosen or rank < chosen[digest][0]:
                chosen[digest] = (rank, bundle)
    for digest, (_, bundle) in sorted(chosen.items()):
        target = tmp / "findings" / digest
        shutil.copytree(bundle, target)
        meta = json.loads((target / "finding.json").read_text())
        if "replay" in meta:
            meta["replay"] = meta["replay"].replace(str(bundle), str(out / "findings" / digest))
        (target / "finding.json").write_text(json.dumps(meta, indent=2))
