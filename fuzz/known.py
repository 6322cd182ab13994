"""Known divergences: findings that are another implementation's documented behaviour.

Findings against the reference match `oracles/known_divergences.toml` through
`oracles.verdict.known_divergence`: an entry names the oracle, the op's mnemonic (or "*"), the
keys in `types` (element types; for invalid programs, constraint ids) and optionally the finding
kinds in `what` (a map whose body is one op also matches that op's entries); an entry marked
`lowered = true` (a divergence of upstream's lowered program) matches any oracle whose finding
ran the CHLO-lowered program (`Finding.lowered`: a vendor's command). Acceptances by the
official verifier also match spec/verifier_divergences.toml by corpus case (or, for a generated
invalid program, by the constraint id it breaks). Entries of oracles and ops a campaign exercised
that matched no finding are reported as possibly stale (a campaign is random: a warning, not an
error).
"""
from __future__ import annotations

from fnmatch import fnmatchcase
from pathlib import Path

from oracles.compare import find_divergence
from oracles.verdict import DIVERGENCES as KNOWN
from oracles.verdict import known_divergence
from spec.official import divergence_of_case, divergences, divergences_of

from .findings import Finding

ROOT = Path(__file__).resolve().parent.parent
VERIFIER_KNOWN = {d["case"]: d for d in divergences()}
VERIFIER_BY_ID = {d["constraint"]: d for d in divergences() if d["official"] == "accepts"}
"""The entries of spec/verifier_divergences.toml by case and, for acceptances, by constraint
(either may be a pattern: spec.official.divergence_of_case and divergences_of match them).
Generated invalid programs (fuzz/mutate) have no corpus case: an acceptance of one by the
official verifier matches the listed acceptance of the constraint id it breaks."""


def known_reason(f: Finding, case: str | None = None) -> str | None:
    """The reason of the known divergence matching `f`, or None."""
    entry = divergence_of_case(case) if f.oracle == "official" and case is not None else None
    if entry is not None:
        return entry["reason"]
    if f.oracle == "official" and case is not None and case.startswith("mutate/") \
            and f.expected == [f.key]:
        accepted = [e for e in divergences_of(f.key) if e["official"] == "accepts"
                    and e.get("contains", "") in f.program]  # an entry about one form only
        if accepted:
            return accepted[0]["reason"]
    entry = known_divergence(f.oracle, f.op, [f.key], f.kind, f.program, lowered=f.lowered)
    return entry["reason"] if entry else None


def known_rejection(message: str) -> str | None:
    """The reason of the recorded rejection (spec/verifier_divergences.toml, `official =
    "rejects"` with a `message` pattern) that the official verifier's `message` about a
    generated valid program matches, or None."""
    for d in divergences():
        pattern = d.get("message")
        if d["official"] == "rejects" and pattern and fnmatchcase(message, pattern):
            return d["reason"]
    return None


def stale(findings: list[dict], exercised: set[tuple[str, str, str]]) -> list[dict]:
    """Entries of known_divergences.toml that an (oracle, op, key) of `exercised` falls under
    but no finding (finding.json dicts) matched."""
    matched = set()
    for f in findings:
        entry = find_divergence(KNOWN, f["oracle"], f["op"], f["key"], f["kind"])
        if entry is not None:
            matched.add(id(entry))
    return [e for e in KNOWN if id(e) not in matched and any(
        find_divergence([e], o, op, key) for o, op, key in exercised)]
