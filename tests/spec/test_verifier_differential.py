"""Our verifier against the official one (upstream's, in jaxlib: `ir.Module.parse` verifies).

For every case of corpus/constraints and for programs the fuzz strategies generate, our verdict
(valid or not) must equal the official verdict, unless the case is recorded in
spec/verifier_divergences.toml with the reason the official verifier departs from the seed spec
(that file is the list of such places; an entry that no longer disagrees is stale and fails).
Quantized programs are not judged: jaxlib has no quant dialect.
"""
from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import spec
from fuzz.strategies import DATA_MOVEMENT, ops
from spec.official import official_verdict
from spec.verify import verify
from tests.helpers.sources import constraint_cases

pytestmark = pytest.mark.jaxlib

CASES = constraint_cases()
ROOT = Path(__file__).resolve().parents[2]
with open(ROOT / "spec" / "verifier_divergences.toml", "rb") as _f:
    DIVERGENCES = {d["case"]: d for d in tomllib.load(_f).get("divergence", [])}


def test_divergence_entries_are_complete():
    cases = {f"{stem}/{name}" for stem, name, *_ in CASES}
    for key, d in DIVERGENCES.items():
        assert key in cases, f"{key}: no such case in corpus/constraints"
        assert d.get("official") in ("accepts", "rejects"), key
        assert d.get("constraint") and len(d.get("reason", "")) > 20, key


@pytest.mark.parametrize("stem,name,line,chunk,ids", CASES,
                         ids=[f"{c[0]}/{c[1]}" for c in CASES])
def test_case_agrees_with_the_official_verifier(stem, name, line, chunk, ids):
    module = spec.parse(chunk, f"{stem}.mlir")
    ours = not verify(module)
    official, message = official_verdict(module)
    key = f"{stem}/{name}"
    if official is None:
        assert key not in DIVERGENCES, f"{key}: recorded, but jaxlib cannot judge it"
        return
    recorded = DIVERGENCES.get(key)
    if recorded:
        assert ours != official, f"{key}: recorded as a divergence but both verifiers agree " \
                                 "(stale entry: remove it)"
        assert recorded["official"] == ("accepts" if official else "rejects"), key
        return
    assert ours == official, (f"{key}: ours says {'valid' if ours else 'invalid'}, the "
                              f"official verifier {'accepts' if official else 'rejects'}"
                              f"{': ' + message if message else ''}")


@pytest.mark.parametrize("name", sorted(DATA_MOVEMENT))
@given(data=st.data())
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_generated_programs_are_valid_for_both(name, data):
    text, _ = data.draw(ops(name, max_rank=3, max_elements=12))
    module = spec.parse(text)
    diags = verify(module)
    official, message = official_verdict(module)
    assert not diags, "\n".join(map(str, diags)) + "\n" + text
    assert official is not False, message + "\n" + text
