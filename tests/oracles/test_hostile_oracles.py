"""A vendor's Python oracle that breaks the interface (tests/helpers/hostile_oracles.py) fails
its own case with a crash naming the cause, at every entry point that runs it: `python -m
oracles run` (a traceback before), a campaign (an internal error of the suite before, exit 0),
the verdict the conformance run and audits take (an oracle that gave no outputs passed every
case before); one that cannot be made is a one-line error; one that writes into its inputs
changes nothing any other oracle or the verdict reads."""
import numpy as np
import pytest

import fuzz.__main__
import oracles.__main__
import spec
from fuzz import findings
from fuzz.differential import Checker
from fuzz.provenance import provenance
from oracles import OracleError, make
from oracles.base import Outcome
from oracles.programs import check
from oracles.reference import Reference
from oracles.verdict import judge
from tests.helpers import hostile_oracles

ADD = """func.func @main(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.add %a, %b : tensor<4xi32>
  return %0 : tensor<4xi32>
}"""
INPUTS = [np.array([1, 2, 3, 4], np.int32), np.array([10, 20, 30, 40], np.int32)]


def hostile(name: str) -> str:
    return f"tests.helpers.hostile_oracles:{name}"


def test_an_oracle_that_cannot_be_made_is_a_one_line_error(tmp_path, capsys):
    with pytest.raises(OracleError, match="RaisesInInit: RuntimeError: no device found"):
        make(hostile("RaisesInInit"))
    (tmp_path / "add.mlir").write_text(ADD)
    code = oracles.__main__.main(["run", str(tmp_path / "add.mlir"), "--oracles",
                                  f"reference,{hostile('RaisesInInit')}"])
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("error: cannot make oracle") and err.count("\n") == 1


@pytest.mark.parametrize("name, cause", [
    ("RaisesInRun", "hostile raised RuntimeError: backend exploded"),
    ("ReturnsNoOutcome", "hostile returned int, not an Outcome"),
    ("ReturnsNoOutputs", "hostile: 0 output(s) for the 1 result(s) of @main"),
    ("ReturnsAFloat", "hostile: output 0 of @main is float, not a value of tensor<4xi32>"),
    ("WritesIntoItsInputs", "hostile raised ValueError: assignment destination is read-only"),
])
def test_an_oracle_that_breaks_the_interface_crashes_its_case_naming_the_cause(
        name, cause, tmp_path, capsys):
    (tmp_path / "add.mlir").write_text(ADD)
    code = oracles.__main__.main(["run", str(tmp_path / "add.mlir"), "--oracles",
                                  f"reference,{hostile(name)}"])
    out, err = capsys.readouterr()
    assert code == 1 and f"hostile: crash ({cause})" in out and "Traceback" not in err, out


def test_an_oracle_that_writes_into_its_inputs_changes_nothing_the_others_read():
    """Before: the oracles after it ran on zeros, and the verdict read zeros."""
    inputs = [x.copy() for x in INPUTS]
    result = check(spec.parse(ADD), inputs,
                   ["reference", hostile("WritesIntoItsInputs"), "reference"])
    assert [o.status for o in result.outcomes] == ["ok", "crash", "ok"]
    assert result.outcomes[2].outputs[0].tolist() == [11, 22, 33, 44]
    assert all(np.array_equal(x, y) for x, y in zip(inputs, INPUTS))


def test_an_oracle_that_gives_no_outputs_does_not_pass_the_verdict():
    module = spec.parse(ADD)
    expected = Reference(bounds=True).run(module, INPUTS)
    verdict = judge(module, INPUTS, expected, Outcome("ok", []), "hostile")
    assert verdict.status == "crash" and "0 output(s) for the 1 result(s)" in verdict.message


def test_a_campaign_finds_an_oracle_that_raises_as_its_crash():
    """Before: an internal error of the suite (not a finding), and the campaign exited 0."""
    checker = Checker(["reference"])
    checker.oracles = [hostile_oracles.RaisesInRun()]
    result = checker.valid(ADD, INPUTS, "add")
    (finding,) = result.findings
    assert finding.kind == "crash" and "backend exploded" in finding.message
    assert not result.internal


def test_replaying_a_finding_of_an_oracle_that_is_not_here_is_a_one_line_error(tmp_path,
                                                                               capsys):
    """A campaign's finding names a Python oracle by its `name` (a traceback before)."""
    checker = Checker(["reference"])
    checker.oracles = [hostile_oracles.RaisesInRun()]
    (finding,) = checker.valid(ADD, INPUTS, "add").findings
    findings.save(tmp_path, finding)
    code = fuzz.__main__.main(["replay", str(findings.saved(tmp_path)[0])])
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("error: unknown oracle 'hostile'") \
        and err.count("\n") == 1


def test_an_oracle_whose_version_raises_is_of_unknown_version(tmp_path, capsys):
    """Its version is informative only: the campaign's provenance (its summary was lost to the
    traceback) and `python -m oracles run` say it is unknown, and why."""
    name = hostile("VersionRaises")
    assert provenance(["reference", name])["versions"][name] \
        == "unknown (RuntimeError: version query failed)"
    (tmp_path / "add.mlir").write_text(ADD)
    code = oracles.__main__.main(["run", str(tmp_path / "add.mlir"), "--oracles",
                                  f"reference,{name}"])
    assert code == 0 and "hostile (unknown (RuntimeError: version query failed)): ok" \
        in capsys.readouterr().out
