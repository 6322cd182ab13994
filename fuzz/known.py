"""Known divergences: findings that are another implementation's documented behaviour.

Findings against the reference match `oracles/known_divergences.toml` through
`oracles.verdict.known_divergence`: an entry names the oracle, the op's mnemonic (or "*"), the
keys in `types` (element types; for invalid programs, constraint ids) and optionally the finding
kinds in `what` (a map whose body is one op also matches that op's entries). Acceptances by the official verifier also match spec/verifier_divergences.toml
by corpus case. Entries of oracles and ops a campaign exercised that matched no finding are
reported as possibly stale (a campaign is random: a warning, not an error).
"""
from __future__ import annotations

import tomllib
from pathlib import Path

from oracles.compare import find_divergence
from oracles.verdict import DIVERGENCES as KNOWN
from oracles.verdict import known_divergence

from .findings import Finding

ROOT = Path(__file__).resolve().parent.parent
with open(ROOT / "spec" / "verifier_divergences.toml", "rb") as _f:
    VERIFIER_KNOWN = {d["case"]: d for d in tomllib.load(_f).get("divergence", [])}
VERIFIER_BY_ID = {d["constraint"]: d for d in VERIFIER_KNOWN.values() if d["official"] == "accepts"}
"""Generated invalid programs (fuzz/mutate) have no corpus case: an acceptance of one by the
official verifier matches the listed acceptance of the constraint id it breaks."""


def known_reason(f: Finding, case: str | None = None) -> str | None:
    """The reason of the known divergence matching `f`, or None."""
    if f.oracle == "official" and case in VERIFIER_KNOWN:
        return VERIFIER_KNOWN[case]["reason"]
    if f.oracle == "official" and case is not None and case.startswith("mutate/") \
            and f.key in VERIFIER_BY_ID and f.expected == [f.key]:
        return VERIFIER_BY_ID[f.key]["reason"]
    entry = known_divergence(f.oracle, f.op, [f.key], f.kind, f.program)
    return entry["reason"] if entry else None


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
