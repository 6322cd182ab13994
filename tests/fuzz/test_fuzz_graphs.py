"""fuzz.strategies.graphs: model-shaped programs of several ops, and campaigns that mix them with
single-op programs.

- Generated graphs are valid (our verifier and jaxlib's), have min_ops..max_ops top-level ops,
  run on the reference with realistic values (finite, within LIMIT, no subnormal, nothing
  under an Unspecified mask) and use the ops of a model.
- XLA CPU agrees with the reference on seeded graphs under the whole-program verdict: no false
  finding.
- A backend with a bug in one op makes a finding of op "graph" that shrinks and localizes to
  that op (or to the loop holding it: localization names ops of @main).
- Campaigns draw every GRAPH_EVERY-th valid program as a graph (`--graph-every`, 0: none).
"""
from __future__ import annotations

import collections
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

import spec
from fuzz.campaign import GRAPH, Config, op_strategy, program_at
from fuzz.differential import Checker
from fuzz.seeded import draw
from fuzz.shrink import shrink
from fuzz.strategies import GRAPH_TYPES, graphs
from fuzz.strategies_graphs import LIMIT
from tests.helpers.backends import OneOpOff
from tests.helpers.generated import assert_realistic_intermediates
from oracles.reference import Reference
from spec.official import official_verdict
from spec.verify import verify

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = settings(max_examples=30, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))


def top_level_ops(module) -> list[str]:
    return [op.mnemonic for op in module.func("main").ops[:-1]]


@pytest.mark.jaxlib
def test_graphs_are_valid_for_both_verifiers_and_within_their_op_bounds():
    @SAMPLE
    @given(graphs(min_ops=5, max_ops=30, as_module=True))
    def check(graph):
        module, inputs = graph
        text = spec.print_module(module)
        assert not verify(module), "\n".join(map(str, verify(module))) + "\n" + text
        assert official_verdict(module) == (True, ""), text
        assert 5 <= len(top_level_ops(module)) <= 30, text
        assert len(inputs) == len(module.func("main").type.inputs)
    check()


def test_graphs_evaluate_with_realistic_values_and_nothing_masked():
    """Every intermediate is finite, within LIMIT and not subnormal; the program bounds have
    no NaN (no element under an op's Unspecified condition)."""
    @SAMPLE
    @given(graphs(max_ops=20, as_module=True))
    def check(graph):
        module, inputs = graph
        assert_realistic_intermediates(module, inputs, LIMIT)
        outcome = Reference(bounds=True).run(module, inputs)
        assert outcome.status == "ok", outcome.message
        assert all(not np.any(np.isnan(t.total)) for t in outcome.totals if t is not None)
    check()


def test_graphs_draw_the_ops_of_models_in_the_asked_types():
    seen, types = collections.Counter(), set()
    for seed in range(40):
        module, _ = draw(graphs(as_module=True), seed)
        seen.update(op.mnemonic for op in module.walk())
        types.update(t.element_type.name for t in module.func("main").type.inputs)
    assert {"dot_general", "add", "multiply", "tanh", "exponential", "reduce",
            "broadcast_in_dim", "compare", "select", "convert", "while",
            "reduce_window"} <= set(seen)
    assert types == set(GRAPH_TYPES)
    module, _ = draw(graphs(element_types=("bf16",), max_ops=12, as_module=True), 3)
    assert {t.element_type.name for op in module.walk() for t in op.result_types
            if t.element_type.name not in ("i1", "i64")} == {"bf16"}


@pytest.mark.parametrize("kwargs, argument", [
    ({"min_ops": 0}, "min_ops=0"), ({"min_ops": 6, "max_ops": 5}, "max_ops=5"),
    ({"max_side": 0}, "max_side=0"), ({"element_types": ("i32",)}, "element_types"),
    ({"element_types": "f32"}, "element_types"), ({"element_types": ()}, "element_types")])
def test_bad_arguments_fail_eagerly_naming_the_argument(kwargs, argument):
    with pytest.raises(ValueError, match=f"graphs\\({argument}"):
        graphs(**kwargs)


@pytest.mark.jaxlib
@pytest.mark.slow
def test_xla_agrees_with_the_reference_on_seeded_graphs():
    """The whole-program verdict makes no false finding on realistic programs."""
    checker = Checker(["reference", "xla"])
    try:
        programs = [(*draw(graphs(), seed), GRAPH) for seed in range(20)]
        results = checker.valid_batch(programs[:10]) + checker.valid_batch(programs[10:])
    finally:
        checker.close()
    # "official": jaxlib's verifier, which every valid program also goes through
    assert all(r.statuses == {"official": "ok", "reference": "ok", "xla": "ok"} for r in results)
    found = [(seed, f.message, text) for seed, ((text, _, _), r) in
             enumerate(zip(programs, results)) for f in r.findings]
    assert not found, found[0]


@pytest.mark.slow
def test_a_finding_of_a_graph_shrinks_and_localizes_to_the_wrong_op():
    checker = Checker(["reference"])
    checker.oracles, checker.names = [OneOpOff("stablehlo.tanh", "tanh-off")], ["tanh-off"]
    seed, finding = next((s, r.findings[0]) for s in range(40) for r in [
        checker.valid(*draw(graphs(), s), GRAPH)] if r.findings)
    assert (finding.kind, finding.op, finding.oracle) == ("wrong-result", GRAPH, "tanh-off")
    size = len(top_level_ops(spec.parse(finding.program)))
    shrunk = shrink(checker, op_strategy(GRAPH), seed, finding, seconds=20)
    module = spec.parse(shrunk.program)
    assert not verify(module)
    assert len(top_level_ops(module)) <= size
    name, position = shrunk.localized.removesuffix(")").split(" (op ")
    culprit = module.func("main").ops[int(position)]
    assert culprit.mnemonic == name  # a tanh, or a while whose body has one:
    assert any(op.name == "stablehlo.tanh" for op in culprit.walk()), shrunk.localized
    again = checker.valid(shrunk.program, shrunk.inputs, GRAPH)
    assert [f.digest for f in again.findings] == [finding.digest]


def test_campaigns_draw_every_kth_valid_program_as_a_graph():
    ops = ["a", "b", "c"]
    mixed = Config(1, ["reference"], invalid_every=2, graph_every=3)
    valid = [program_at(mixed, i, ops, ["x"]).op for i in range(0, 24, 2)]
    assert valid == ["a", "b", GRAPH, "c", "a", GRAPH, "b", "c", GRAPH, "a", "b", GRAPH]
    single = Config(1, ["reference"], invalid_every=2, graph_every=0)
    assert [program_at(single, i, ops, ["x"]).op for i in range(0, 12, 2)] == ops * 2


@pytest.mark.slow
def test_a_campaign_counts_its_graph_programs(tmp_path):
    run = subprocess.run(
        [sys.executable, "-m", "fuzz", "campaign", "--seconds", "120", "--oracles", "reference",
         "--max-programs", "12", "--graph-every", "2", "--out", str(tmp_path), "--seed", "5",
         "--no-progress"], cwd=ROOT, capture_output=True, text=True, timeout=240)
    assert run.returncode == 0, run.stderr
    summary = json.loads((tmp_path / "summary.json").read_text())
    assert summary["valid_programs"] == 6 and summary["graph_programs"] == 3
    assert sum(summary["coverage"]["graphs"].values()) == 3
    assert GRAPH not in summary["coverage"]["ops"]
    assert "graphs 3" in run.stdout
    assert not summary["internal"], summary["internal"]
