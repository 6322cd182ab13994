"""The suite a certification binds itself to: its identity (version, git commit, the sha256 of
its corpus and of its code) and its locked case list, which `python -m reports verify`
recomputes from the installed suite (docs/vendors.md, "Submit").

The locked case list is every case of the corpus and the LOCKED["generated"] seeded cases per op
and element type. Generating those takes about a minute, so the list is kept in a cache file
keyed by everything it depends on (the code and corpus hashes, the versions of the packages the
generators draw with, the seed): a --certify run writes it, so a verify after it is instant; a
reviewer's first verify computes it once.
"""
from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import sys
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from fuzz.checkout import ROOT, code_sha256, git_state, package_version, tree_sha256
from fuzz.strategies import DATA_TYPES, OP_GENERATORS

from .cases import GENERATED_SEED, LOCKED, corpus_cases, generated_cases

SUITE_ROOT = ROOT
"""The checkout (or installed tree) of this suite: its packages and its corpus."""
GENERATION_PACKAGES = ("hypothesis", "numpy", "ml_dtypes")
"""Packages whose versions change what the seeded generators draw (part of the cache key)."""
CACHE_ENV = "STABLEHLO_CONFORMANCE_CACHE"
BOUND = ("version", "git_sha", "corpus_sha256", "code_sha256")
"""The identity fields a certification report must share with the suite that verifies it."""


def corpus_sha256(corpus: Path) -> str:
    """The hash of every file under the corpus directory (programs, .npz inputs, sidecars)."""
    return tree_sha256(corpus, [p for p in corpus.rglob("*") if p.is_file()
                                and "__pycache__" not in p.parts])


def identity(corpus: Path, root: Path = SUITE_ROOT) -> dict:
    """The suite's version, git commit (None outside a git checkout), whether the checkout had
    uncommitted changes (any file, not only code: fuzz/checkout.py), and the corpus and code
    hashes."""
    git = git_state(root)
    return {"version": package_version() or "checkout",
            "git_sha": None if git is None else git.commit,
            "dirty": None if git is None else bool(git.changed),
            "corpus_sha256": corpus_sha256(corpus), "code_sha256": code_sha256(root)}


# --- the locked case list -------------------------------------------------------------------

def corpus_ids(corpus: Path) -> list[str]:
    return sorted(c.id for c in corpus_cases(corpus))


def generated_ids(progress: Callable[[int, int, str], None] | None = None,
                  jobs: int | None = None) -> list[str]:
    """The ids of the locked generated cases, generated op by op in `jobs` processes (default:
    one per CPU). An op's ids do not depend on the other ops', so the split changes nothing."""
    ops = sorted(OP_GENERATORS)
    jobs = min(len(ops), jobs or os.cpu_count() or 1)
    if jobs <= 1:
        return sorted(c.id for c in generated_cases(ops, list(DATA_TYPES), LOCKED["generated"],
                                                    progress))
    ids: list[str] = []
    # spawn: a forked child would inherit the threads jax and the oracles may have started
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        for done, (op, some) in enumerate(zip(ops, pool.map(_op_ids, ops))):
            if progress:
                progress(done, len(ops), op)
            ids += some
    return sorted(ids)


def _op_ids(op: str) -> list[str]:
    return [c.id for c in generated_cases([op], list(DATA_TYPES), LOCKED["generated"])]


def cache_key(ident: dict) -> str:
    """What the locked case list depends on: the code and corpus, the generators' packages and
    Python's version, the locked count and seed."""
    packages = {}
    for name in GENERATION_PACKAGES:
        try:
            packages[name] = version(name)
        except PackageNotFoundError:
            packages[name] = None
    parts = {"code": ident["code_sha256"], "corpus": ident["corpus_sha256"],
             "packages": packages, "python": "%d.%d" % sys.version_info[:2],
             "generated": LOCKED["generated"], "seed": GENERATED_SEED}
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()


def cache_dir() -> Path:
    """$STABLEHLO_CONFORMANCE_CACHE, else $XDG_CACHE_HOME/stablehlo-conformance, else
    ~/.cache/stablehlo-conformance."""
    given = os.environ.get(CACHE_ENV)
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "stablehlo-conformance"


def cached_ids(ident: dict) -> dict[str, list[str]] | None:
    path = cache_dir() / f"locked-cases-{cache_key(ident)}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not (isinstance(data, dict) and all(isinstance(data.get(s), list) for s in SOURCES)):
        return None
    return {s: data[s] for s in SOURCES}


def store_ids(ident: dict, ids: dict[str, list[str]]) -> None:
    """Writes the cache file (atomically: xdist workers may write it at once); a cache that
    cannot be written is only slower."""
    directory = cache_dir()
    path = directory / f"locked-cases-{cache_key(ident)}.json"
    try:
        directory.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps({s: sorted(ids[s]) for s in SOURCES}), encoding="utf-8")
        tmp.replace(path)
    except OSError:
        pass


SOURCES = ("corpus", "generated")


@dataclass
class Suite:
    """A suite a report is checked against: its identity and, per source of cases (corpus
    first: it is the cheaper one), a function giving that source's locked case ids."""

    identity: dict
    sources: dict[str, Callable[[], list[str]]] = field(default_factory=dict)


def installed(corpus: Path | None = None,
              progress: Callable[[int, int, str], None] | None = None) -> Suite:
    """The installed suite: its identity now, and its locked case ids from the cache or, when
    the cache has none for this identity, computed (and cached)."""
    corpus = corpus or SUITE_ROOT / "corpus"
    ident = identity(corpus)
    cached = cached_ids(ident)
    if cached is not None:
        return Suite(ident, {s: (lambda s=s: cached[s]) for s in SOURCES})
    computed: dict[str, list[str]] = {}

    def compute(source: str) -> list[str]:
        if source not in computed:
            computed[source] = corpus_ids(corpus) if source == "corpus" \
                else generated_ids(progress)
            if len(computed) == len(SOURCES):
                store_ids(ident, computed)
        return computed[source]
    return Suite(ident, {s: (lambda s=s: compute(s)) for s in SOURCES})


# --- the checks -----------------------------------------------------------------------------

def binding_problems(report: dict, suite: Suite) -> list[str]:
    """How a report's suite differs from `suite` (version, commit, corpus and code hashes)."""
    mine = report.get("suite") if isinstance(report.get("suite"), dict) else {}
    problems = []
    for key in BOUND:
        theirs, ours = mine.get(key), suite.identity.get(key)
        if key == "git_sha" and (theirs is None or ours is None) and mine.get("code_sha256"):
            continue  # an installed suite without git: the code hash binds it
        if theirs != ours:
            problems.append(f"suite.{key} is {theirs!r}; the installed suite has {ours!r}"
                            + ("" if theirs else ": the report must name it"))
    return problems


def completeness_problems(report: dict, suite: Suite) -> list[str]:
    """How a report's case ids depart from `suite`'s locked case list: a case twice, a case of
    a source missing (the later sources are then not computed), a case the suite does not
    have."""
    ids = Counter(str(r["id"]) for r in report["results"])
    problems = []
    twice = sorted(i for i, n in ids.items() if n > 1)
    if twice:
        problems.append(f"{len(twice)} case(s) appear more than once (first: {twice[0]})")
    locked: set[str] = set()
    for n, (source, compute) in enumerate(suite.sources.items()):
        wanted = set(compute())
        locked |= wanted
        missing = sorted(wanted - ids.keys())
        if missing:
            rest = list(suite.sources)[n + 1:]
            return problems + [
                f"lacks {len(missing)} of the suite's {len(wanted)} {source} case(s) (first: "
                f"{missing[0]})" + (f"; the {', '.join(rest)} cases were not checked"
                                    if rest else "")]
    extra = sorted(ids.keys() - locked)
    if extra:
        problems.append(f"{len(extra)} case(s) that are not in the suite's locked case list "
                        f"(first: {extra[0]})")
    return problems
