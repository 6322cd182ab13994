"""This checkout of the suite: its git commit, its uncommitted changes, and the hash of its code.

One implementation for the two places that say which code ran: a campaign's provenance
(fuzz/provenance.py: merge refuses shards of different code, the history keeps it per night) and
a certification's suite identity (reports/suite.py: a report binds itself to the code hash).
Standard library only: `import fuzz.provenance` stays cheap.

What counts as **code** is what decides the cases, the comparison rules, the known divergences
and what the fuzzer generates: the .py, .toml and .json files of the PACKAGES (`is_code`).
Uncommitted edits to docs, tests or scratch files, and anything under the ignored out/, are not.
"""
from __future__ import annotations

import hashlib
import subprocess
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[1]
"""The checkout (or installed tree) of this suite: its packages and its corpus."""
PACKAGES = ("spec", "reference", "oracles", "fuzz", "reports")
CODE_SUFFIXES = (".py", ".toml", ".json")
GIT_SECONDS = 10.0


def package_version() -> str | None:
    """The installed stablehlo-conformance package's version; None in a checkout not installed."""
    try:
        return version("stablehlo-conformance")
    except PackageNotFoundError:
        return None


def is_code(path: PurePosixPath) -> bool:
    """Whether `path` (relative to the root) is one of the suite's code files."""
    return bool(path.parts) and path.parts[0] in PACKAGES and path.suffix in CODE_SUFFIXES \
        and "__pycache__" not in path.parts


def tree_sha256(root: Path, files: list[Path]) -> str:
    """sha256 over each file's path (relative to `root`, sorted) and the sha256 of its bytes."""
    h = hashlib.sha256()
    for path in sorted(files, key=lambda p: p.relative_to(root).as_posix()):
        h.update(path.relative_to(root).as_posix().encode() + b"\0")
        h.update(hashlib.sha256(path.read_bytes()).digest())
    return h.hexdigest()


def code_sha256(root: Path = ROOT) -> str:
    """The hash of the suite's code and data tables (its `is_code` files, committed or not)."""
    files = [p for package in PACKAGES for p in (root / package).rglob("*")
             if p.is_file() and is_code(PurePosixPath(p.relative_to(root).as_posix()))]
    return tree_sha256(root, files)


@dataclass(frozen=True)
class Git:
    """What git says of the checkout at a root: its commit, and the paths (relative to the
    root, as posix) that differ from it, committed files edited or deleted and untracked
    files that are not ignored."""

    commit: str
    changed: tuple[str, ...]

    @property
    def code_changed(self) -> bool:
        return any(is_code(PurePosixPath(p)) for p in self.changed)


def git_state(root: Path = ROOT) -> Git | None:
    """The checkout's git state, or None: no git, `root` is in no git checkout, or its files are
    not tracked there (a copy installed under another project's ignored .venv: that project's
    commit says nothing of this code)."""
    top = _git(root, "rev-parse", "--show-toplevel", "HEAD")
    status = _git(root, "status", "--porcelain=v1", "-z", "--untracked-files=all")
    if top is None or status is None or len(top.splitlines()) != 2 \
            or not _git(root, "ls-files", "--", "."):
        return None
    toplevel, commit = top.splitlines()
    base = Path(toplevel).resolve()
    changed = []
    entries = iter(status.split("\0"))
    for entry in entries:
        if not entry:
            continue
        paths = [entry[3:]]
        if entry[0] in "RC":  # a rename or copy: the path it came from follows
            paths.append(next(entries, ""))
        for p in paths:
            try:
                changed.append((base / p).relative_to(Path(root).resolve()).as_posix())
            except ValueError:  # outside the root: not this suite's file
                pass
    return Git(commit, tuple(sorted(changed)))


def _git(root: Path, *args: str) -> str | None:
    """The output of `git -C root args`, None when git is absent or fails. Optional locks off:
    a status run by several campaigns at once must not fight over the index's lock."""
    try:
        done = subprocess.run(["git", "--no-optional-locks", "-C", str(root), *args],
                              capture_output=True, text=True, timeout=GIT_SECONDS)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip("\n") if done.returncode == 0 else None
