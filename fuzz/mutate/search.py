"""The search for invalid programs: the sources of a constraint id (valid corpus programs of its
op, its corpus negative cases), the edits of their ops that make our verifier report exactly
that id, and which ids are reached how (coverage, FALLBACK_ONLY)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import spec
from spec.constraints import ATTRIBUTE_SUBJECTS, load
from spec.constraints import stem as subject_stem
from spec.ops import OPS
from spec.types import QuantizedElementType
from spec.verify import verify

from .operators import Edit, edits, priority, restore, snapshot

CORPUS = Path(__file__).resolve().parent.parent.parent / "corpus" / "constraints"


def constraints() -> dict:
    """Every constraint, loaded at call time (so ids encoded since import are picked up)."""
    return load(OPS)


def breakable_ids() -> list[str]:
    """The ids a program can break and our verifier checks (a predicate, not unviolable)."""
    return [c.id for c in constraints().values() if c.predicate is not None and not c.unviolable]


@lru_cache(maxsize=None)
def corpus_cases(stem: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(text, expected ids) of every case of corpus/constraints/<stem>.mlir; () means valid."""
    path = CORPUS / f"{stem}.mlir"
    if not path.exists():
        return ()
    out = []
    for _, chunk in spec.split_input_file(path.read_text()):
        expected = re.search(r"^// expected: (.+)$", chunk, re.M)
        if expected and "func.func" in chunk:
            words = expected.group(1).split()
            out.append((chunk, () if words == ["valid"] else tuple(words)))
    return tuple(out)


def stem(cid: str) -> str:
    """The stem of a constraint id (`chlo_erf` of `chlo_erf_c1`): its subject's file of cases."""
    return cid.rsplit("_c", 1)[0]


def targets(module: spec.Module, subject: str) -> list[int]:
    """Positions (in module.walk() order) of the ops a constraint of `subject` is about."""
    ops = list(module.walk())
    if subject == "quantized_type":
        return [i for i, op in enumerate(ops)
                if any(isinstance(getattr(v.type, "element_type", None), QuantizedElementType)
                       for v in list(op.operands) + list(op.results))]
    if subject in ATTRIBUTE_SUBJECTS:
        names = set(ATTRIBUTE_SUBJECTS[subject])
        return [i for i, op in enumerate(ops) if names & set(op.attributes)]
    return [i for i, op in enumerate(ops) if op.name == subject]


def apply_edit(text: str, position: int, edit: Edit | None) -> spec.Module:
    """A fresh module parsed from `text` with `edit` applied to its op at `position`."""
    module = spec.parse(text)
    if edit is not None:
        edit.apply(module, list(module.walk())[position])
    return module


def verdict(module: spec.Module) -> tuple[str, frozenset | None]:
    """(printed text, the ids our verifier reports on it re-parsed); None when the printed text
    does not parse back (the edit made something the text format cannot say)."""
    try:
        text = spec.print_module(module)
        return text, frozenset(d.constraint for d in verify(spec.parse(text)))
    except (spec.ParseError, ValueError, TypeError, KeyError, IndexError, AttributeError):
        return "", None


@dataclass(frozen=True)
class Found:
    """An invalid program: its source text, the op edited, the edit (None: the source as is)."""

    source: str
    position: int
    edit: Edit | None
    via: str  # "mutation" | "fallback"

    def module(self) -> spec.Module:
        return apply_edit(self.source, self.position, self.edit)


WANTED = 3
"""How many distinct (source, operator) programs invalid_programs draws from per id."""

_FOUND: dict[str, tuple[int, tuple[Found, ...]]] = {}
"""search's results, computed once per process: id -> (how many were asked, found)."""


def search(cid: str, wanted: int = WANTED) -> tuple[Found, ...]:
    """Up to `wanted` programs that break exactly `cid`: edits of valid programs (targeted
    edits only: those touching what the constraint involves or of a kind its formula names);
    failing those, the corpus negative cases of `cid` and their verdict-keeping edits
    (fallback). coverage() asks for one, invalid_programs for WANTED."""
    asked, found = _FOUND.get(cid, (0, ()))
    if asked < wanted and len(found) == asked:  # more may exist
        found = _search_id(cid, wanted)
        _FOUND[cid] = (wanted, found)
    return found[:wanted]


def _search_id(cid: str, wanted: int) -> tuple[Found, ...]:
    c = constraints()[cid]
    valid = [text for text, ids in _sources(c.subject) if not ids]
    found = _search(c, valid, cid, "mutation", wanted)
    if found:
        return found
    negative = [text for text, ids in corpus_cases(stem(cid)) if ids == (cid,)]
    base = [Found(t, 0, None, "fallback") for t in negative
            if verdict(spec.parse(t))[1] == frozenset({cid})][:wanted]
    more = _search(c, negative, cid, "fallback", wanted - len(base)) if base else ()
    return tuple(base) + more


def _sources(subject: str):
    if subject == "quantized_type":
        return [(t, ids) for stem in _quantized_stems() for t, ids in corpus_cases(stem)]
    return corpus_cases(subject_stem(subject))


def _quantized_stems() -> list[str]:
    return ["quantized_type"] + sorted(p.stem for p in CORPUS.glob("*.mlir")
                                       if "!quant" in p.read_text() and p.stem != "quantized_type")[:6]


class _Source:
    """A parsed program and the outcome (ids reported) of each edit of one of its ops, computed
    on demand and kept: edits are applied in place and undone from a snapshot, which is far
    cheaper than parsing a fresh copy for each."""

    def __init__(self, text: str, position: int):
        self.text, self.position = text, position
        self.module = spec.parse(text)
        self.edits = edits(self.module, position)
        self.outcomes: dict[int, frozenset] = {}

    def outcome(self, i: int) -> frozenset:
        if i not in self.outcomes:
            saved = snapshot(self.module)
            try:
                self.edits[i].apply(self.module, list(self.module.walk())[self.position])
                self.outcomes[i] = frozenset(d.constraint for d in verify(self.module))
            except (ValueError, TypeError, KeyError, IndexError, AttributeError):
                self.outcomes[i] = frozenset({"?"})
            finally:
                restore(saved)
        return self.outcomes[i]


@lru_cache(maxsize=None)
def _source(text: str, position: int) -> _Source:
    return _Source(text, position)


@lru_cache(maxsize=None)
def _positions(text: str, subject: str) -> tuple[int, ...]:
    return tuple(targets(spec.parse(text), subject))


def _search(c, texts, cid, via, wanted) -> tuple[Found, ...]:
    """Edits of `texts` (targeted ones first; only those for valid sources) that make the
    verifier report exactly {cid}, at most one per (text, operator), confirmed on the printed
    and re-parsed program."""
    found, used, want = [], set(), frozenset({cid})
    if wanted <= 0:
        return ()
    for text in texts:
        for pos in _positions(text, c.subject):
            src = _source(text, pos)
            order = sorted(range(len(src.edits)), key=lambda i: priority(src.edits[i], c))
            if via == "mutation":
                order = [i for i in order if priority(src.edits[i], c) < 0]
            for i in order:
                e = src.edits[i]
                if (text, e.mutation) in used or src.outcome(i) != want:
                    continue
                if verdict(apply_edit(text, pos, e))[1] == want:
                    found.append(Found(text, pos, e, via))
                    used.add((text, e.mutation))
                    if len(found) >= wanted:
                        return tuple(found)
    return tuple(found)


_GROUP = ("removing every input of the variadic group means removing the results, their uses "
          "and the region's arguments together: no single-op edit does that")
_WITH = "every edit that breaks it also breaks {}; the corpus case changes several parts at once"
FALLBACK_ONLY = {
    **{cid: _GROUP for cid in ("map_c2", "sort_c1", "reduce_c3", "reduce_window_c1",
                               "scatter_c5")},
    **{cid: "no results means dropping the op's results and their uses (the token one "
            "included): no single-op edit does that" for cid in ("infeed_c1", "recv_c2")},
    "reshape_c3": _WITH.format("reshape_c2 or quantized_type_c13 (moving one side's "
                               "quantization dimension changes its element type)"),
    "dynamic_reshape_c3": _WITH.format("dynamic_reshape_c2 or quantized_type_c13"),
    "transpose_c4": _WITH.format("transpose_c1 or quantized_type_c11/c12/c13"),
    "quantized_type_c7": _WITH.format("quantized_type_c3 (the edited range is empty)"),
    "gather_c15": _WITH.format("gather_c3, c16, c17 or c22"),
    "scatter_c10": _WITH.format("scatter_c2 and c9"),
    "scatter_c16": _WITH.format("scatter_c4, c17, c18 or c19"),
    "dynamic_gather_c4": _WITH.format("dynamic_gather_c1"),
    "dynamic_gather_c8": _WITH.format("dynamic_gather_c1 or c13"),
    "all_to_all_c4": _WITH.format("all_to_all_c8 (dim(replica_groups, 1) = split_count)"),
    "dynamic_pad_c3": "the interior padding is an operand's value (a constant), which no "
                      "edit of the dynamic_pad op itself changes",
    **{f"{op}_c{n}": _WITH.format(f"{op}_c10, c18, c21/c22 or c25 (group counts and feature "
                                  "dimensions are tied)")
       for op in ("convolution", "dynamic_conv") for n in (15, 16, 23)},
    "chlo_top_k_c1": _WITH.format("chlo_top_k_c3 (the results' shapes follow the operand's rank)"),
    "chlo_top_k_c2": _WITH.format("chlo_top_k_c3 (the results' last dimension is k)"),
    "chlo_ragged_dot_c2": _WITH.format("chlo_ragged_dot_c3, c5 or c9 (a repeated dimension number moves "
                                  "another out of range or changes the result's shape)"),
    "chlo_scan_c4": _WITH.format("chlo_scan_c5 (a carry's type is also the body's result type)"),
    **{f"run_parallel_c{n}": "no mutation operator edits an array of symbols (programs' "
                             "rows and their entries, infeed)" for n in (1, 2, 3)},
    **{f"async_start_c{n}": "no mutation operator adds, removes or replaces an op inside a "
                            "region, or points a region's op at a value from outside"
       for n in (1, 2, 5)},
}
"""Ids reached only through the corpus fallback, and why no edit of a valid program breaks
them alone (tests/fuzz/test_fuzz_mutate.py checks this list against coverage())."""


def coverage(ids=None) -> dict[str, str]:
    """{id: "mutation" | "fallback" | "none"} for every breakable id (or those of `ids`): how
    invalid_programs reaches it (an edit of a valid program; the corpus negative case; not at
    all). The first call over every id takes about 10 s of CPU time."""
    out = {}
    for cid in breakable_ids() if ids is None else ids:
        found = search(cid, 1)
        out[cid] = found[0].via if found else "none"
    return out


def unreachable_reasons(ids=None) -> dict[str, str]:
    """Why each id that coverage() says "none" is: the corpus negative cases that break it also
    break other ids (it cannot be broken alone), or there is no negative case."""
    out = {}
    for cid, how in coverage(ids).items():
        if how != "none":
            continue
        with_others = [ids for _, ids in corpus_cases(stem(cid)) if cid in ids]
        others = sorted(set(with_others[0]) - {cid}) if with_others else []
        out[cid] = (f"only together with {others} (corpus case)" if others else
                    "its corpus case does not print and parse back to the same verdict"
                    if with_others else "no edit isolates it and the corpus has no case")
    return out

