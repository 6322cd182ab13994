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
absent. An OUT that exists and is not empty is refused. A merged directory is not a campaign to
resume (`fuzz campaign --out` on it would mix its shards' indices).
"""
from __future__ import annotations

import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from . import findings
from .campaign import Config, read_log, summarize, write_atomic
from .ci import junit, markdown
from .provenance import differences


class MergeError(Exception):
    """A directory that cannot be merged: the message says which and why (one line)."""


@dataclass
class Campaign:
    """A finished campaign directory, read: its summary, its log lines, its parts."""

    path: Path
    summary: dict
    lines: list[dict]

    @property
    def parts(self) -> list[tuple[int, int, int]]:
        """(seed, shard index, shard count) of each shard it holds (several once merged)."""
        if "parts" in self.summary:
            return [tuple(p["part"]) for p in self.summary["parts"]]
        return [(self.summary["seed"], *self.summary["shard"])]


def read_campaign(path: Path) -> Campaign:
    """The campaign of directory `path`, or MergeError saying what is missing."""
    path = Path(path)
    if not path.is_dir():
        raise MergeError(f"{path}: no such directory")
    summary_path = path / "summary.json"
    if not summary_path.is_file():
        raise MergeError(f"{path}: not a finished campaign directory (no summary.json; a "
                         "campaign writes it when it ends)")
    try:
        summary = json.loads(summary_path.read_text())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise MergeError(f"{summary_path}: cannot read it: {e}") from None
    missing = [k for k in ("seed", "shard", "oracles", "programs", "findings")
               if not isinstance(summary, dict) or k not in summary]
    if missing:
        raise MergeError(f"{summary_path}: not a campaign summary (no {', '.join(missing)})")
    if not (path / "log.jsonl").is_file():
        raise MergeError(f"{path}: not a campaign directory (no log.jsonl)")
    return Campaign(path, summary, read_log(path / "log.jsonl"))


def merge(out: Path, dirs: list[Path], *, allow_mixed: bool = False) -> tuple[dict, list[str]]:
    """Merges the campaigns of `dirs` into the new directory `out`; returns its summary and the
    warnings (provenance differences merged with `allow_mixed`)."""
    out = Path(out)
    if not dirs:
        raise MergeError("no campaign directory to merge")
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise MergeError(f"{out}: exists and is not an empty directory (merge writes a new one)")
    campaigns = [read_campaign(d) for d in dirs]
    _refuse_repeated_parts(campaigns)
    campaigns.sort(key=lambda c: (min(c.parts), str(c.path)))
    mixed = differences({str(c.path): c.summary.get("provenance") for c in campaigns})
    if mixed and not allow_mixed:
        raise MergeError("the campaigns differ (merge them anyway with --allow-mixed): "
                         + " | ".join(mixed))
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}.merge-", dir=out.parent))
    try:
        summary = _write(tmp, out, campaigns, mixed)
        if out.exists():
            out.rmdir()  # empty (checked above)
        os.rename(tmp, out)
    except (OSError, ValueError, KeyError) as e:  # a bundle that does not read, a full disk
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
    """Fills `tmp` (to become `out`) and returns the merged summary."""
    lines = []
    for c in campaigns:
        renamed = {}  # a shard's internal bundle path -> its merged path
        for src in sorted((c.path / "internal").glob("*")) if (c.path / "internal").is_dir() \
                else []:
            name = src.name if "parts" in c.summary else f"{_tag(c.parts[0])}-{src.name}"
            shutil.copytree(src, tmp / "internal" / name)
            renamed[str(src)] = str(out / "internal" / name)
        for line in c.lines:
            line = dict(line, part=line.get("part", list(c.parts[0])))
            line["internal"] = [_renamed(note, renamed) for note in line.get("internal", [])]
            lines.append(line)
    _copy_findings(tmp, out, campaigns)
    first = campaigns[0].summary
    config = Config(0, first["oracles"], first["seed"], out=tmp)
    summary = summarize(lines, config)
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
    with open(tmp / "log.jsonl", "w") as log:
        log.writelines(json.dumps(line) + "\n" for line in lines)
    write_atomic(tmp / "summary.json", json.dumps(summary, indent=2))
    write_atomic(tmp / "summary.md", markdown(summary))
    write_atomic(tmp / "junit.xml", junit(summary))
    return summary


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
        for bundle in findings.saved(c.path):
            size = ((bundle / "program.mlir").stat().st_size,
                    (bundle / "inputs.npz").stat().st_size
                    if (bundle / "inputs.npz").exists() else 0)
            rank = (size, order)
            if bundle.name not in chosen or rank < chosen[bundle.name][0]:
                chosen[bundle.name] = (rank, bundle)
    for digest, (_, bundle) in sorted(chosen.items()):
        target = tmp / "findings" / digest
        shutil.copytree(bundle, target)
        meta = json.loads((target / "finding.json").read_text())
        if "replay" in meta:
            meta["replay"] = meta["replay"].replace(str(bundle), str(out / "findings" / digest))
        (target / "finding.json").write_text(json.dumps(meta, indent=2))
