"""Audits by re-execution (`python -m reports audit`): rerun a sample of a report's cases on the
system under test and compare each status and outputs digest with what the report says
(docs/vendors.md, "Audit").

The sample is drawn by a generator seeded with the report's own sha256 and the reviewer's salt,
so the submitter cannot choose which cases are rerun (a salt the submitter does not know also
stops them from searching for a report hash whose sample avoids a forged case).

A backend may be nondeterministic (a reduction whose order changes between runs, threads): a
case whose rerun differs is rerun up to `retries` more times. It agrees when one of the reruns
gives the report's status and digest. When every rerun gives the report's status but the reruns'
digests differ among themselves, the backend is nondeterministic on that case and only its
status can be audited: it is counted as such, not rejected. Otherwise (another status, or reruns
that agree with each other and not with the report) the report is rejected.
"""
from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field
from pathlib import Path

from fuzz.strategies import DATA_TYPES
from oracles import make
from oracles.verdict import ALLOWANCES

from . import cases as C
from .suite import SUITE_ROOT, Suite, binding_problems

AGREES, RETRIED, NONDETERMINISTIC, DIFFERS = "agrees", "agrees on a rerun", \
    "nondeterministic", "differs"


@dataclass
class Audited:
    """One audited case: the report's result, the reruns (status, digest) and the finding."""

    result: dict
    runs: list[tuple[str, str]] = field(default_factory=list)
    finding: str = DIFFERS
    why: str = ""


def sample(report: dict, oracle: str, n: int, salt: str = "") -> list[dict]:
    """`n` results of `oracle` (every one when there are fewer), drawn by a generator seeded with
    sha256(report's sha256, salt); verifier cases (no backend ran) and skipped ones are not
    drawn."""
    candidates = sorted((r for r in report["results"] if r.get("oracle") == oracle
                         and r["status"] != "skipped"), key=lambda r: str(r["id"]))
    seed = hashlib.sha256(f"{report['sha256']}\0{salt}".encode()).digest()
    return random.Random(int.from_bytes(seed, "big")).sample(candidates,
                                                             min(n, len(candidates)))


def options_of(report: dict) -> dict:
    """The report's options (an empty dict when they are not an object)."""
    options = report.get("options")
    return options if isinstance(options, dict) else {}


def corpus_of(report: dict) -> Path:
    """The corpus the report's run read: its --corpus, else the installed suite's."""
    corpus = options_of(report).get("corpus")
    return Path(corpus) if isinstance(corpus, str) and corpus else SUITE_ROOT / "corpus"


def report_oracles(report: dict) -> list[str]:
    """The oracles a report's results ran on (its systems under test)."""
    named = options_of(report).get("oracle")
    if isinstance(named, list) and all(isinstance(n, str) for n in named):
        return named
    oracle = report.get("oracle")
    return str(oracle.get("name") or "").split(",") if isinstance(oracle, dict) else []


def find_cases(report: dict, ids: list[str], corpus: Path) -> dict[str, C.Case]:
    """The installed suite's cases with these ids, made as the report's run made them (its
    generated-case count and element types)."""
    found = {c.id: c for c in C.corpus_cases(corpus) if c.id in ids}
    options = options_of(report)
    ops = sorted({i.split("/")[0] for i in ids if i not in found})
    dtypes = options.get("dtypes")
    types = sorted(t.strip() for t in dtypes.split(",")) if isinstance(dtypes, str) and dtypes \
        else list(DATA_TYPES)
    count = options.get("generated", C.LOCKED["generated"])
    if ops and count:
        found.update((c.id, c) for c in C.generated_cases(ops, types, count) if c.id in ids)
    return found


class Audit:
    """Reruns cases of one oracle as the conformance plugin runs them (the same verdict)."""

    def __init__(self, report: dict, oracle: str, command: str | None = None,
                 retries: int = 2):
        options = options_of(report)
        self.name, self.retries = oracle, retries
        self.profile = report.get("tolerance_profile") or "default"
        limit = options.get("time_limit")  # the run's --time-limit (reports before it: 60 s)
        given = isinstance(limit, (int, float)) and not isinstance(limit, bool) \
            and 0 < limit < float("inf")
        self.oracle = make(oracle, command=command, time_limit=limit if given else 60.0,
                           lower_chlo=not options.get("no_lower_chlo"),
                           grids=bool(options.get("command_grids")))
        self.reference = self.oracle if oracle == "reference" else make("reference")

    def close(self) -> None:
        self.oracle.close()
        if self.reference is not self.oracle:
            self.reference.close()

    def run_once(self, case: C.Case) -> tuple[str, str]:
        try:
            r = C.judge_case(case, self.oracle, self.reference, self.profile,
                             ALLOWANCES.get(self.name, ()))
        except Exception as e:  # noqa: BLE001  (as the plugin: a bug of a backend is a result)
            r = C.Result("crash", f"{type(e).__name__}: {e}")
        return r.status, r.outputs_sha256

    def audit(self, result: dict, case: C.Case | None) -> Audited:
        audited = Audited(result)
        if case is None:
            audited.why = "not a case of the installed suite"
            return audited
        claimed = (result["status"], result.get("outputs_sha256") or "")
        for attempt in range(1 + self.retries):
            audited.runs.append(self.run_once(case))
            if audited.runs[-1] == claimed:
                audited.finding = AGREES if attempt == 0 else RETRIED
                return audited
        statuses = {s for s, _ in audited.runs}
        digests = {d for _, d in audited.runs}
        if statuses == {claimed[0]} and len(digests) > 1:
            audited.finding = NONDETERMINISTIC
            audited.why = (f"{len(digests)} different output digests in {len(audited.runs)} "
                           "reruns; the status agrees")
        elif statuses != {claimed[0]}:
            audited.why = (f"the report says {claimed[0]}, the reruns give "
                           f"{', '.join(sorted(statuses))}")
        else:
            audited.why = (f"the report's outputs sha256 {claimed[1] or '(none)'}, the reruns' "
                           f"{', '.join(sorted(d or '(none)' for d in digests))}")
        return audited


def audit_report(report: dict, oracle: str, n: int, *, command: str | None = None,
                 retries: int = 2, salt: str = "", suite: Suite) -> tuple[list[str], list[Audited]]:
    """(problems that stop the audit, the audited cases): the report must name `suite` (the
    cases rerun are the installed suite's), then `n` sampled cases are rerun."""
    problems = binding_problems(report, suite)
    if problems:
        return problems, []
    chosen = sample(report, oracle, n, salt)
    corpus = corpus_of(report)
    cases = find_cases(report, [r["id"] for r in chosen], corpus)
    auditor = Audit(report, oracle, command, retries)
    try:
        return [], [auditor.audit(r, cases.get(r["id"])) for r in chosen]
    finally:
        auditor.close()
