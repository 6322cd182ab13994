"""fuzz/mutate: invalid programs that break exactly one constraint id, malformed texts, invalid
quantized types.

- Every breakable constraint id (a predicate, not unviolable) is reached, by an edit of a valid
  program or the corpus fallback, and the program found (one per id: the search is the cost,
  about 10 s of CPU over every id, each searched once per test run) prints, parses back and is
  rejected by our verifier with exactly that id; the ids no program can break alone are listed
  with their reasons (UNREACHABLE), those only the corpus fallback reaches in
  mutate.FALLBACK_ONLY.
- The official verifier rejects the programs, except where spec/verifier_divergences.toml
  records that it accepts that constraint's violations, or it cannot judge quantized types.
"""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

import spec
from fuzz import mutate
from fuzz.mutate.malformed import _token_starts
from spec.verify import verify
from spec.official import divergences_of, official_verdict

IDS = mutate.breakable_ids()
SUBJECTS = sorted({mutate.stem(cid) for cid in IDS})

UNREACHABLE = {
    "quantized_type_c1": "a storage_min the storage type cannot hold is also below its "
                         "min_value: C3 breaks with it",
    "quantized_type_c2": "a storage_max the storage type cannot hold is also above its "
                         "max_value: C3 breaks with it",
    "quantized_type_c8": "a zero point the storage type cannot hold is outside "
                         "[storage_min, storage_max]: C7 breaks with it",
}
"""Ids no printable program breaks alone, and why (invalid_types covers the first three)."""


def ids_of(subject: str) -> list[str]:
    return [cid for cid in IDS if mutate.stem(cid) == subject]


@pytest.mark.parametrize("subject", [pytest.param(s, marks=pytest.mark.slow)
                                     if s in ("convolution", "dynamic_conv") else s
                                     for s in SUBJECTS])
def test_every_id_is_broken_alone(subject):
    ids = ids_of(subject)
    cov = mutate.coverage(ids)
    none = {cid for cid, how in cov.items() if how == "none"}
    assert none == {cid for cid in ids if cid in UNREACHABLE}, mutate.unreachable_reasons(ids)
    fallback = {cid for cid, how in cov.items() if how == "fallback"}
    assert fallback == {cid for cid in ids if cid in mutate.FALLBACK_ONLY}
    for cid in set(ids) - none:
        found = mutate.search(cid, 1)[0]
        text = spec.print_module(found.module())
        got = {d.constraint for d in verify(spec.parse(text))}
        assert got == {cid}, f"{cid} via {found.edit}: verifier says {sorted(got)}"


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(mutate.invalid_programs("gather_c7"))
def test_generated_sources_break_the_id(text):
    assert {d.constraint for d in verify(spec.parse(text))} == {"gather_c7"}


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(mutate.invalid_programs("transpose_c2"))
def test_corpus_and_generated_sources_of_transpose(text):
    assert {d.constraint for d in verify(spec.parse(text))} == {"transpose_c2"}


def test_fallback_programs_keep_their_verdict():
    @settings(max_examples=20, deadline=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(mutate.invalid_programs("sort_c1"))
    def check(text):
        assert {d.constraint for d in verify(spec.parse(text))} == {"sort_c1"}
    assert mutate.coverage(["sort_c1"]) == {"sort_c1": "fallback"}
    check()


def test_unknown_or_unbreakable_ids_are_refused():
    with pytest.raises(ValueError, match="no such constraint"):
        mutate.invalid_programs("gather_c99")
    with pytest.raises(ValueError, match="does not check"):
        mutate.invalid_programs("all_gather_c3")
    with pytest.raises(ValueError, match="only together with"):
        mutate.invalid_programs("quantized_type_c1")


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(mutate.malformed_texts())
def test_malformed_texts_raise_parse_errors(case):
    text, reason = case
    with pytest.raises(spec.ParseError):
        spec.parse(text)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(mutate.invalid_types())
def test_invalid_types_break_the_ids_they_name(case):
    tensor_type, ids = case
    text = spec.print_module(mutate.type_module(tensor_type))
    got = {d.constraint for d in verify(spec.parse(text))}
    assert got == set(ids)


def test_every_quantized_type_constraint_has_an_invalid_type():
    named = {cid for _, ids, *_ in mutate.QUANTIZED_TYPE_BREAKS for cid in ids}
    assert {cid for cid in IDS if cid.startswith("quantized_type")} <= named


SAMPLE = [cid for cid in IDS[::6] if cid not in mutate.FALLBACK_ONLY]
"""Every sixth id, but the fallback ones: their programs are corpus cases, which
tests/spec/test_verifier_differential.py already gives the official verifier."""


@pytest.mark.jaxlib
def test_official_verifier_rejects_them():
    """Agreement with jaxlib's verifier on a sample (one program per id)."""
    new = []
    for cid in SAMPLE:
        found = mutate.search(cid, 1)
        if not found:
            continue
        ok, _ = official_verdict(found[0].module())
        if ok and not divergences_of(cid):
            new.append(cid)
    assert not new, f"the official verifier accepts programs breaking {new}"


def test_bad_tokens_go_where_a_token_starts_outside_string_literals():
    """A bad token inserted before a string's closing quote breaks nothing (probe_id =
    "xtensor<2xf33> " parses): a derandomized draw did so once the corpus grew."""
    text = '%r = interpreter.probe %x, probe_id = "a\\"b<(" : tensor<2xi32>'
    assert [text[i] for i in _token_starts(text)] == ["%", "%", '"', "<"]
