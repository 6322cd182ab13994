"""The mutation benchmark (benchmarks/mutants): its mutant backends are killed by the suite's
cases through the command protocol, and the unmutated backend is not."""
import sys
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

import spec
from benchmarks.mutants import run
from benchmarks.mutants.backends import MUTANTS
from fuzz.strategies import DATA_TYPES
from oracles.command import Command
from reference.ops.registry import IMPLEMENTATIONS

BACKEND = Path(run.__file__).with_name("backend.py")


def test_every_mutant_patches_an_implemented_op_and_says_what_its_bug_is():
    assert len(MUTANTS) >= 60
    for m in MUTANTS.values():
        assert m.op in IMPLEMENTATIONS, m.name
        assert m.bug and m.name.startswith(m.mnemonic), m.name
        assert set(m.types) <= set(DATA_TYPES), m.name
        assert m.allowed is None or len(m.allowed) > 20, m.name


@pytest.mark.slow
def test_mutants_are_killed_by_generated_cases_and_the_unmutated_backend_is_not():
    names = ["select-swapped-branches", "while-body-before-cond", "atan2-swapped-operands"]
    report = run.run(names, jobs=2, generated=3, profile="default", spawn=False)
    assert report["unmutated"]["false_kills"] == [] and report["errors"] == {}
    assert report["kill_rate"] == 1.0
    for row in report["mutants"]:
        assert row["generated_kills"] >= 3, row


@pytest.mark.slow
def test_the_backend_is_a_vendor_executable_of_its_own():
    module = spec.parse("func.func @main(%p: tensor<2xi1>, %x: tensor<2xf32>, %y: tensor<2xf32>)"
                        " -> tensor<2xf32> {\n  %r = stablehlo.select %p, %x, %y : "
                        "tensor<2xi1>, tensor<2xf32>\n  return %r : tensor<2xf32>\n}")
    inputs = [np.array([True, False]), np.array([1, 2], np.float32),
              np.array([3, 4], np.float32)]
    outputs = {}
    for mutant in ("none", "select-swapped-branches"):
        outcome = Command([sys.executable, str(BACKEND), "--mutant", mutant]).run(module, inputs)
        assert outcome.status == "ok", outcome.message
        outputs[mutant] = outcome.outputs[0].tolist()
    assert outputs == {"none": [1, 4], "select-swapped-branches": [3, 2]}


@pytest.mark.slow
def test_a_mutant_with_reversed_permute_pairs_fails_a_grid_case_the_unmutated_backend_passes():
    module = spec.parse(
        'module attributes {mhlo.num_replicas = 3 : i32, mhlo.num_partitions = 1 : i32} {\n'
        '  func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {\n'
        '    %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = '
        'dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>\n'
        '    return %0 : tensor<2xi32>\n  }\n}')
    inputs = {(r, 0): [np.array([r, 10 + r], np.int32)] for r in range(3)}
    got = {}
    for mutant in ("none", "collective_permute-pairs-reversed"):
        oracle = Command([sys.executable, str(BACKEND), "--mutant", mutant], grids=True)
        outcome = oracle.run_grid(module, inputs)
        assert outcome.status == "ok", outcome.message
        got[mutant] = {r: outcome.processes[r, 0][0].tolist() for r in range(3)}
    assert got["none"] == {0: [0, 0], 1: [0, 10], 2: [1, 11]}
    assert got["collective_permute-pairs-reversed"] == {0: [1, 11], 1: [2, 12], 2: [0, 0]}


def test_a_rounding_mode_mutant_is_judged_under_strict_and_counted_apart_from_the_default_rate():
    rounding, select = MUTANTS["add-f16-round-toward-zero"], MUTANTS["select-swapped-branches"]
    assert run.profile_of(rounding, "default") == "strict"
    assert run.profile_of(select, "default") == "default"
    assert run.profile_of(rounding, "exact") == "exact"
    case = SimpleNamespace(id="add/f16/case_1")
    other = SimpleNamespace(id="select/i1/case_1")

    def result(backend, profile, case_id, status):
        return {"backend": backend, "profile": profile, "case": case_id, "kind": "generated",
                "status": status, "message": "result 0: 1 element(s) differ"}

    results = [result("none", "strict", case.id, "pass"),
               result("none", "default", other.id, "pass"),
               result(rounding.name, "strict", case.id, "fail"),
               result(select.name, "default", other.id, "pass")]
    report = run.summarize([rounding, select], {rounding.name: [case], select.name: [other]},
                           results, "default")
    rows = {r["mutant"]: r for r in report["mutants"]}
    assert rows[rounding.name]["profile"] == "strict" and rows[rounding.name]["kills"] == 1
    assert "default profile's declared allowance" in rows[rounding.name]["allowed_by_profile"]
    assert rows[select.name]["allowed_by_profile"] == ""
    assert (report["counted"], report["killed"]) == (1, 0)  # the default rate: select alone
    assert report["profiles"]["strict"]["killed"] == 1
    assert report["allowed_by_profile"] == [rounding.name]
    assert report["survivors"] == [select.name]
    assert "allowed by the default profile's declared allowance" in run.text(report)
