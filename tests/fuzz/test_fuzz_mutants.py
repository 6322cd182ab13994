"""fuzz/mutants.py and `python -m fuzz mutants`: mutated backends, one realistic bug at one op
site, on the small models of tests/helpers/models.py.

- Every operator finds sites in the models; each mutant is a new module that our verifier and
  the official one (jaxlib's parser) accept, the original is untouched, and the mutant changes
  the reference's outputs, except where the bug cannot show on these inputs (EQUIVALENT).
- Sites that would change a type or a program's termination are skipped, with the reason.
- The CLI prints the table, reads X.npz inputs beside X.mlir, and exits 2 on usage errors.
"""
from __future__ import annotations

import json

import numpy as np
import pytest

import reference
import spec
from fuzz.__main__ import main
from fuzz.mutants import OPERATORS, sites, skipped_sites
from oracles import random_inputs
from reference import npz
from spec.official import official_verdict
from spec.verify import verify
from tests.helpers.models import MODELS

EQUIVALENT = {
    ("softmax", "reduce-init at reduce #1"):
        "a max with init 0 changes nothing where every row's maximum is positive (so are the "
        "seeded inputs' rows)",
    ("conv_relu_sum", "reduce-init at reduce_window #1"):
        "the max pool reads relu outputs, never below its wrong init 0",
    ("leaky_relu", "compare-strictness at compare #1"):
        "at a tie (x = 0) both branches are 0",
    ("leaky_relu", "compare-strictness at compare #2"):
        "at a tie (y = t) both branches are equal",
}
"""Mutants whose bug cannot show on the fixtures' inputs, and why."""


def mutants_of(operator: str):
    """(model name, module, mutant) for every site of `operator` in the models."""
    return [(name, module, m) for name, build in MODELS.items()
            for module in [build()] for m in sites(module) if m.operator == operator]


def inputs_of(module) -> list:
    return random_inputs(module.func("main").type.inputs, 0)


@pytest.mark.parametrize("operator", OPERATORS)
def test_operator_mutants_are_valid_and_change_the_outputs(operator):
    found = mutants_of(operator)
    assert found, f"{operator}: no site in the models"
    for name, module, mutant in found:
        original = spec.print_module(module)
        mutated = mutant.apply(module)
        assert spec.print_module(module) == original, f"{name}: {mutant} changed the original"
        assert mutated != module
        assert verify(mutated) == [], f"{name}: {mutant}"
        assert official_verdict(mutated) == (True, ""), f"{name}: {mutant}"
        inputs = inputs_of(module)
        before, after = reference.evaluate(module, inputs), reference.evaluate(mutated, inputs)
        same = all(np.array_equal(x, y, equal_nan=True) for x, y in zip(before, after))
        assert same == ((name, str(mutant)) in EQUIVALENT), f"{name}: {mutant}"


def test_every_operator_documents_its_bug():
    assert all(op.bug for op in OPERATORS.values())


def test_sites_that_would_change_a_type_or_not_terminate_are_skipped():
    attention, loop = MODELS["attention_scores"](), MODELS["while_sum"]()
    assert [(s.operator, s.site) for s in skipped_sites(attention)] == [
        ("transpose-swap", "transpose #3")]
    assert "type would change" in skipped_sites(attention)[0].reason
    assert [(s.operator, s.site) for s in skipped_sites(loop)] == [("add-to-subtract", "add #1")]
    assert [str(m) for m in sites(loop)] == ["add-to-subtract at add #2",
                                             "compare-strictness at compare #1"]


def test_combiner_bodies_are_no_sites():
    """The softmax's add is its sum's combiner: reduce-init is the bug there, not a subtract."""
    assert not [m for m in sites(MODELS["softmax"]()) if m.operator == "add-to-subtract"]


def test_apply_refuses_another_module():
    mutant = sites(MODELS["dense_tanh"]())[0]
    with pytest.raises(ValueError, match="not the module"):
        mutant.apply(MODELS["while_sum"]())


@pytest.fixture
def model_files(tmp_path):
    for name in ("softmax", "leaky_relu"):
        (tmp_path / f"{name}.mlir").write_text(spec.print_module(MODELS[name]()))
    return tmp_path


def test_cli_prints_the_table(model_files, capsys):
    files = sorted(str(p) for p in model_files.glob("*.mlir"))
    assert main(["mutants", "--no-progress", *files]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].split() == ["operator", "sites", "skipped", "equivalent",
                                           "killed", "survived", "kill", "rate"]
    assert all(any(line.startswith(name) for line in out.splitlines()) for name in OPERATORS)
    assert "kill rate = killed / (sites - equivalent) = " in out
    assert "unmutated program: 0 of 2 programs" in out


def test_cli_reads_inputs_beside_the_program(model_files, capsys):
    """Inputs from softmax.npz with rows far below 0: the max's wrong init 0 makes every exp
    underflow (0 / 0). With rows a little below 0 the mutant is equivalent: softmax does not
    change when another constant is subtracted, and the program bound passes it."""
    x = -np.abs(inputs_of(MODELS["softmax"]())[0]) - 200
    npz.save(str(model_files / "softmax.npz"), [x], prefix="arg")
    assert main(["mutants", "--no-progress", "--json", str(model_files / "softmax.mlir")]) == 0
    report = json.loads(capsys.readouterr().out)
    outcome = {m["site"].split(" (")[0]: m["outcome"] for m in report["mutants"]
               if m["operator"] == "reduce-init"}
    assert outcome["reduce #1"] == "killed"
    assert report["total"]["sites"] == len(report["mutants"])
    assert report["false_kills"]["mutant"] == {"judged": 1, "killed": [], "not_compared": []}


def test_cli_usage_errors(model_files, capsys):
    assert main(["mutants", "--oracles", "xla", str(model_files / "softmax.mlir")]) == 2
    assert main(["mutants", str(model_files / "missing.mlir")]) == 2
    assert "error:" in capsys.readouterr().err
