"""Known divergences: findings that are another implementation's documented behaviour.

Findings against the reference match `oracles/known_divergences.toml` through
`oracles.compare.find_divergence`: an entry names the oracle, the op's mnemonic (or "*"), the
keys in `types` (element types; for invalid programs, constraint ids) and optionally the finding
kinds in `what`. Acceptances by the official verifier also match spec/verifier_divergences.toml
by corpus case. Entries of oracles and ops a campaign exercised that matched no finding are
reported as possibly stale (a campaign is random: a warning, not an error).
"""
from __future__ import annotations

import tomllib
from pathlib import Path

from oracles.compare import find_divergence, known_divergences

from .findings import Finding

ROOT = Path(__file__).resolve().parent.parent
KNOWN, ALLOWANCES = known_divergences()
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
    entry = find_divergence(KNOWN, f.oracle, f.op, f.key, f.kind) or (
        find_divergence(KNOWN, f.oracle, _map_body(f.program), f.key, f.kind)
        if f.op == "map" else None)
    return entry["reason"] if entry else None


def _map_body(program: str) -> str | None:
    """The op a program's (last) map applies elementwise, when its body is one op (so a known
    divergence of that op covers the map: map of maximum is maximum on each element)."""
    import spec
    from oracles.compare import compared_as
    try:
        maps = [op for op in spec.parse(program).func("main").ops if op.name == "stablehlo.map"]
    except Exception:  # noqa: BLE001  (an unparsable program matches no entry)
        return None
    body = compared_as(maps[-1]) if maps else "map"
    return body if body != "map" else None


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
