"""fuzz/findings.py, fuzz/shrink.py, fuzz/differential.merge: bundles (dedupe, atomicity, replay),
the structural shrinking pass, localization and merged batches.

Expected values are hand computations ([1, 2] + [3, 4] = [4, 6]); the divergence predicates are
written here (a program "diverges" while it still has a given op), so the passes are tested
without depending on any other implementation's behaviour.
"""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

import fuzz.__main__ as fuzz_main
import reference
import spec
from fuzz import findings
from fuzz.differential import Checker, Result, invalid_cases, merge
from fuzz.findings import Finding
from fuzz.known import VERIFIER_KNOWN
from fuzz.shrink import _reproduces, drop_dead, localize, structural, with_intermediates
from reference import npz
from tests.helpers.limits import memory_cap
from fuzz.known import VERIFIER_BY_ID, known_reason
from fuzz.known import known_reason
from oracles.base import Outcome
from oracles.lowering import note
from oracles.reference import Reference

ROOT = Path(__file__).resolve().parents[2]

CHAIN = """func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = "stablehlo.cosine"(%0) : (tensor<2xf32>) -> tensor<2xf32>
  %2 = "stablehlo.multiply"(%1, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %2, %0 : tensor<2xf32>, tensor<2xf32>
}"""
INPUTS = [np.array([1, 2], np.float32), np.array([3, 4], np.float32)]


def finding(**changes) -> Finding:
    fields = dict(kind="wrong-result", op="cosine", key="f32", oracle="xla", against="reference",
                  rule="<= 2 ULP", message="output 0: fail", program=CHAIN, inputs=list(INPUTS))
    fields.update(changes)
    return Finding(**fields)


def while_it_has(mnemonic: str):
    """A divergence predicate: the program still has op `mnemonic`."""
    def reproduces(text, inputs):
        return (text, list(inputs), {}) if f"stablehlo.{mnemonic}" in text else None
    return reproduces


def ops_of(text: str) -> list[str]:
    return [op.mnemonic for op in spec.parse(text).func("main").ops[:-1]]


def test_structural_pass_keeps_the_diverging_op_fed_by_constants():
    f = structural(finding(), while_it_has("cosine"), time.monotonic() + 60)
    module = spec.parse(f.program)
    # add became a constant of its value ([1, 2] + [3, 4]); multiply (after the cosine) stays,
    # since without it nothing uses the cosine; output 1 (not diverging) is no longer returned
    assert ops_of(f.program) == ["constant", "cosine", "multiply"]
    constant = module.func("main").ops[0]
    assert constant.attributes["value"].array.tolist() == [4.0, 6.0]
    assert len(module.func("main").type.results) == 1
    assert reference.evaluate(module, INPUTS)[0].tolist() == pytest.approx(
        [np.cos(4.0) * 1, np.cos(6.0) * 2], rel=1e-6)


def test_structural_pass_keeps_every_output_when_the_message_names_none():
    f = structural(finding(message="not an output message"), while_it_has("multiply"),
                   time.monotonic() + 60)
    # add -> constant [4, 6] (still returned as output 1), cosine -> constant cos([4, 6])
    assert ops_of(f.program) == ["constant", "constant", "multiply"]
    out = reference.evaluate(spec.parse(f.program), INPUTS)
    assert out[1].tolist() == [4.0, 6.0]


def test_drop_dead_removes_unused_ops_only():
    module = spec.parse(CHAIN.replace("func.return %2, %0", "func.return %0, %0"))
    assert ops_of(spec.print_module(drop_dead(module))) == ["add"]


class FakeChecker:
    """Says output `k` of the probe diverges (the probe returns every intermediate)."""

    def __init__(self, k: int):
        self.k, self.seen = k, []

    def valid(self, text, inputs, op, only=None):
        self.seen.append(text)
        r = Result(op, "f32", True)
        r.findings.append(finding(message=f"output {self.k}: fail"))
        return r


@pytest.mark.parametrize("k, expected", [(0, "add (op 0)"), (1, "cosine (op 1)"),
                                         (2, "multiply (op 2)")])
def test_localize_names_the_first_diverging_intermediate(k, expected):
    checker = FakeChecker(k)
    assert localize(checker, finding()).localized == expected
    probe = spec.parse(checker.seen[0])
    assert len(probe.func("main").type.results) == 3  # every intermediate is returned


def test_with_intermediates_returns_each_ops_value():
    out = reference.evaluate(with_intermediates(spec.parse(CHAIN)), INPUTS)
    assert out[0].tolist() == [4.0, 6.0]
    assert out[2].tolist() == pytest.approx([np.cos(4.0), 2 * np.cos(6.0)], rel=1e-6)


def test_save_dedupes_by_signature(tmp_path):
    assert findings.save(tmp_path, finding())
    assert not findings.save(tmp_path, finding(message="output 0: another verdict"))
    assert findings.save(tmp_path, finding(oracle="stablehlo-interpreter"))
    assert len(findings.saved(tmp_path)) == 2
    again = findings.load(findings.saved(tmp_path)[0])
    assert again.program in (CHAIN,) and [x.tolist() for x in again.inputs] == [[1, 2], [3, 4]]


def test_a_save_that_fails_midway_leaves_no_bundle(tmp_path, monkeypatch):

    def broken(*args, **kwargs):
        raise OSError("disk full")
    monkeypatch.setattr(npz, "save", broken)
    with pytest.raises(OSError):
        findings.save(tmp_path, finding())
    assert findings.saved(tmp_path) == []
    assert not findings.bundle_dir(tmp_path, finding()).exists()


def test_saved_ignores_temporary_directories(tmp_path):
    (tmp_path / "findings" / ".tmp-abc-1").mkdir(parents=True)
    (tmp_path / "findings" / ".tmp-abc-1" / "finding.json").write_text("{}")
    assert findings.saved(tmp_path) == []


def test_merge_runs_every_program_and_renames_functions():
    callee = """func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %0 = func.call @twice(%x) : (tensor<2xi32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}
func.func private @twice(%y: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "stablehlo.add"(%y, %y) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}"""
    merged = merge([spec.parse(CHAIN), spec.parse(callee)])
    assert sorted(f.name for f in merged.funcs) == ["main", "p0_main", "p1_main", "p1_twice"]
    out = reference.evaluate(merged, INPUTS + [np.array([5, -7], np.int32)])
    assert len(out) == 3
    assert out[1].tolist() == [4.0, 6.0] and out[2].tolist() == [10, -14]


def known_acceptance_case():
    cases = {c.name: c for c in invalid_cases()}
    name = next(n for n in VERIFIER_KNOWN if n in cases)
    return cases[name]


@pytest.mark.slow
def test_replay_reproduces_a_saved_finding_and_says_when_it_no_longer_does(tmp_path):
    case = known_acceptance_case()
    checker = Checker(["reference"])
    result = checker.invalid(case)
    official = [f for f in result.findings if f.oracle == "official"]
    assert official and official[0].known  # listed in spec/verifier_divergences.toml
    findings.save(tmp_path, official[0])
    bundle = findings.saved(tmp_path)[0]
    replay = [sys.executable, "-m", "fuzz", "replay", str(bundle)]
    run = subprocess.run(replay, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 1, run.stderr  # the oracles still disagree (docs/cli.md)
    assert json.loads(run.stdout)["reproduced"] is True
    assert json.loads(run.stdout)["known"] == official[0].known  # and says it is recorded
    # a program the spec allows: the official verifier's acceptance is no divergence any more
    (bundle / "program.mlir").write_text(CHAIN)
    run = subprocess.run(replay, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and json.loads(run.stdout)["reproduced"] is False


def test_a_generated_invalid_program_matches_the_listed_acceptance_of_its_id():
    cid = sorted(VERIFIER_BY_ID)[0]
    f = finding(kind="wrong-acceptance", op=cid.rsplit("_", 1)[0], key=cid, oracle="official",
                against="spec", rule="must reject", expected=[cid])
    assert known_reason(f, f"mutate/{cid}") == VERIFIER_BY_ID[cid]["reason"]
    f.expected = [cid, "add_c1"]  # breaks another id too: not the listed divergence
    assert known_reason(f, f"mutate/{cid}") is None
    f.oracle, f.expected = "xla", [cid]  # another verifier: not listed
    assert known_reason(f, f"mutate/{cid}") is None


def test_a_generated_invalid_program_matches_an_acceptance_about_one_form_only_in_that_form():
    """An entry with `contains` (all_reduce C1: replica groups in the mesh-axes form) explains
    only the programs that hold its text, as spec.official.recorded_acceptance reads it; the
    mutate path matched it for any program breaking the id."""
    entry = VERIFIER_BY_ID["all_reduce_c1"]
    assert "contains" in entry
    f = finding(kind="wrong-acceptance", op="all_reduce", key="all_reduce_c1", oracle="official",
                against="spec", rule="must reject", expected=["all_reduce_c1"],
                program="replica_groups = dense<[[0, 0]]> : tensor<1x2xi64>")
    assert known_reason(f, "mutate/all_reduce_c1") is None
    f.program = f"replica_groups = {entry['contains']}mesh = ...>"
    assert known_reason(f, "mutate/all_reduce_c1") == entry["reason"]


ADD = """func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}"""


class FailsOnCosine:
    """An oracle that computes with our reference but fails (`status`) on any module holding a
    cosine; it records the number of programs (@main calls) of each module it runs."""

    name = "fake"

    def __init__(self, status: str):
        self.status, self.runs = status, []

    def supports(self, module):
        return True, ""

    def run(self, module, inputs, func="main"):
        text = spec.print_module(module)
        self.runs.append(max(1, text.count("func.call")))
        if "stablehlo.cosine" in text:
            return Outcome(self.status, message=f"fake {self.status}")
        return Outcome("ok", [np.asarray(x) for x in reference.evaluate(module, inputs)])


@pytest.mark.parametrize("status, runs", [
    ("crash", [4, 1, 1, 1, 1]),  # a crash restarts the worker: every program alone at once
    # a rejection is cheap: both halves merged again, then the failing half's programs alone
    ("rejected", [4, 2, 2, 1, 1]),
])
def test_a_failed_merged_run_runs_programs_alone_or_bisects(status, runs):
    checker = Checker(["reference"])
    fake = FailsOnCosine(status)
    checker.oracles = [fake]
    programs = [(ADD, INPUTS, "add"), (CHAIN, INPUTS, "cosine"), (ADD, INPUTS, "add"),
                (ADD, INPUTS, "add")]
    results = checker.valid_batch(programs)
    assert fake.runs == runs
    kind = {"crash": "crash", "rejected": "wrong-rejection"}[status]
    assert [[f.kind for f in r.findings] for r in results] == [[], [kind], [], []]
    assert [r.statuses["fake"] for r in results] == ["ok", status, "ok", "ok"]


TWO_TYPES = """func.func @main(%a: tensor<2xi32>, %b: tensor<2xf16>) -> (tensor<2xi32>, tensor<2xf16>) {
  %0 = "stablehlo.add"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %1 = "stablehlo.add"(%b, %b) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>
  func.return %0, %1 : tensor<2xi32>, tensor<2xf16>
}"""


class WrongSecondOutput(FailsOnCosine):
    """Our reference's results, the second output's first element off by one."""

    def run(self, module, inputs, func="main"):
        outputs = [np.array(x) for x in reference.evaluate(module, inputs)]
        outputs[1][0] += 1
        return Outcome("ok", outputs)


ACOS = """func.func @main(%z: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = "chlo.acos"(%z) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}"""


class MinusZeroImaginary(FailsOnCosine):
    """A vendor's command as upstream's lowered complex acos: our reference's results with every
    zero imaginary part -0; its Outcome says the CHLO ops were lowered when `lowered`."""

    name = "command"

    def __init__(self, lowered: bool):
        super().__init__("ok")
        self.lowered = note() if lowered else ""

    def run(self, module, inputs, func="main"):
        self.runs.append(spec.print_module(module).count("func.call"))
        outputs = [np.array(x) for x in reference.evaluate(module, inputs)]
        for x in outputs:
            if x.dtype.kind == "c":
                x.imag[x.imag == 0] = -0.0
        return Outcome("ok", outputs, lowered=self.lowered)


@pytest.mark.parametrize("lowered", [True, False])
def test_a_finding_of_the_lowered_program_matches_the_lowered_programs_known_divergences(lowered):
    """acos(0.5 - 0i) = 1.047 + 0i; upstream's lowered program gives -0i (known_divergences.toml,
    `lowered = true`): known for a command that ran the lowered program, a new finding for one that ran the program as given."""
    checker = Checker(["reference"])
    fake = MinusZeroImaginary(lowered)
    checker.oracles = [fake]
    z = np.array([0.5 - 0j, 0.25 - 0j], np.complex64)
    z.imag = -0.0
    acos, add = checker.valid_batch([(ACOS, [z], "chlo.acos"), (ADD, INPUTS, "add")])
    assert fake.runs == [2, 0]  # merged, then the failing program alone
    f, = acos.findings
    assert (f.kind, f.key, f.lowered) == ("wrong-result", "complex<f32>", lowered)
    assert (f.known is not None) == lowered
    assert (known_reason(f) is not None) == lowered
    assert not add.findings


PERMUTE = """module @m attributes {mhlo.num_replicas = 3 : i32, mhlo.num_partitions = 1 : i32} {
  func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
    %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
    return %0 : tensor<2xi32>
  }
}"""


class OnItsGrid(FailsOnCosine):
    """An oracle that runs process grids with our reference, the results of process `wrong`
    (if any) off by one; it records each grid run's inputs."""

    process_grids = True

    def __init__(self, wrong=None):
        super().__init__("ok")
        self.wrong, self.grids = wrong, []

    def run_grid(self, module, inputs, func="main"):
        self.grids.append(inputs)
        outcome = Reference().run_grid(module, inputs)
        if self.wrong is not None:
            outcome.processes[self.wrong] = [x + 1 for x in outcome.processes[self.wrong]]
        return outcome


def test_a_grid_program_runs_on_an_oracle_of_grids_each_process_on_its_own_inputs():
    checker = Checker(["reference"])
    fake = OnItsGrid()
    checker.oracles = [fake]
    given = [np.array([5, 7], np.int32)]
    grid, add = checker.valid_batch([(PERMUTE, given, "collective_permute"),
                                     (ADD, INPUTS, "add")])
    assert fake.runs == [1]  # add alone: a grid program is not merged
    assert grid.statuses["fake"] == "ok" and not grid.findings and not add.findings
    inputs, = fake.grids
    assert sorted(inputs) == [(0, 0), (1, 0), (2, 0)] \
        and np.shares_memory(inputs[(0, 0)][0], given[0])  # a read-only view of them
    assert len({x[0].tobytes() for x in inputs.values()}) == 3
    again = OnItsGrid()
    checker.oracles = [again]
    checker.valid(PERMUTE, given, "collective_permute")  # seeded by the program: replayable
    assert all(np.array_equal(again.grids[0][pid][0], inputs[pid][0]) for pid in inputs)


@pytest.mark.parametrize("wrong", [(0, 0), (2, 0)])
def test_a_wrong_process_of_a_grid_run_is_a_finding_naming_it(wrong):
    checker = Checker(["reference"])
    checker.oracles = [OnItsGrid(wrong)]
    result = checker.valid(PERMUTE, [np.array([5, 7], np.int32)], "collective_permute")
    f, = result.findings
    assert f.kind == "wrong-result" and f.message.startswith(f"process {wrong}: ")


def test_a_grid_program_is_unsupported_on_an_oracle_of_one_process():
    checker = Checker(["reference"])
    fake = FailsOnCosine("ok")
    checker.oracles = [fake]
    result = checker.valid(PERMUTE, [np.array([5, 7], np.int32)], "collective_permute")
    assert result.statuses["fake"] == "unsupported" and not fake.runs


@pytest.mark.parametrize("status", ["crash", "rejected"])
def test_localize_names_the_first_op_whose_prefix_fails_the_same_way(status):
    """A crash (or a rejection) of a program of several ops: add alone runs, add + cosine
    fails."""
    checker = Checker(["reference"])
    checker.oracles = [FailsOnCosine(status)]
    (result,) = checker.valid_batch([(CHAIN, INPUTS, "graph")])
    f, = result.findings
    assert localize(checker, f).localized == "cosine (op 1)"


def test_a_wrong_result_is_keyed_by_the_element_type_of_the_output_that_differs():
    """(A while loop's first result is often its i64 counter: the key names the output.)"""
    checker = Checker(["reference"])
    checker.oracles = [WrongSecondOutput("ok")]
    inputs = [np.array([1, 2], np.int32), np.array([0.5, 1.5], np.float16)]
    (result,) = checker.valid_batch([(TWO_TYPES, inputs, "add")])
    assert [(f.kind, f.key) for f in result.findings] == [("wrong-result", "f16")]


MAP = """func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %m = "stablehlo.BODY"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%m) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}"""


def test_a_map_of_one_op_matches_that_ops_known_divergences():
    """XLA's atan2 of subnormals is a listed divergence: so is its map of atan2."""
    atan2 = finding(op="map", rule="<= 2 ULP", program=MAP.replace("BODY", "atan2"))
    assert "subnormal" in known_reason(atan2)
    assert known_reason(finding(op="map", program=MAP.replace("BODY", "add"))) is None


class KnownWhenF4:
    """A checker whose finding (one signature) is a known divergence for an f4E2M1FN program
    and new for any other."""

    def valid(self, text, inputs, op, only=None):
        f = finding(known="f4E2M1FN has no infinity" if "f4E2M1FN" in text else None)
        return Result(op, "f32", True, findings=[f])


def test_a_new_finding_does_not_shrink_into_a_known_one():
    """Campaign seed 21: is_inf's finding keyed by its i1 result was new for f6E2M3FN and shrank
    to f4E2M1FN, a known divergence; the bundle said known while the campaign said new."""
    reproduces = _reproduces(KnownWhenF4(), finding(), time.monotonic() + 60)
    assert reproduces("f6E2M3FN program", INPUTS) is not None
    assert reproduces("f4E2M1FN program", INPUTS) is None
    known = _reproduces(KnownWhenF4(), finding(known="a reason"), time.monotonic() + 60)
    assert known("f4E2M1FN program", INPUTS) is not None


ZERO_GATHER = """func.func @main(%a: tensor<4x0xf32>) -> tensor<4x0xf32> {
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64,
      replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>} : (tensor<4x0xf32>) -> tensor<4x0xf32>
  return %0 : tensor<4x0xf32>
}"""
"""A program the seed spec allows and jaxlib's verifier rejects (a zero-size all_gather_dim)."""


@pytest.mark.slow
def test_replay_reproduces_a_wrong_rejection_of_a_valid_program(tmp_path):
    """A wrong-rejection bundle (a valid program, no constraint ids) replays as a valid program:
    it has inputs, and the official verifier's rejection shows again."""
    result = Checker(["reference"]).valid(ZERO_GATHER, [np.zeros((4, 0), np.float32)],
                                          "all_gather")
    rejection = [f for f in result.findings if f.kind == "wrong-rejection"]
    assert rejection and rejection[0].expected == []
    findings.save(tmp_path, rejection[0])
    bundle = findings.saved(tmp_path)[0]
    assert findings.load(bundle).inputs[0].shape == (4, 0)
    replay = [sys.executable, "-m", "fuzz", "replay", str(bundle)]
    run = subprocess.run(replay, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 1 and json.loads(run.stdout)["reproduced"] is True, run.stderr


def test_report_says_a_wrong_rejection_is_about_a_valid_program(tmp_path, capsys):
    findings.save(tmp_path, Finding("wrong-rejection", "all_gather", "f32", "official", "spec",
                                    "must accept", "rejected", ZERO_GATHER,
                                    inputs=[np.zeros((4, 0), np.float32)]))
    bundle = findings.saved(tmp_path)[0]
    assert fuzz_main.main(["report", str(bundle), "--standalone"]) == 2
    assert "a finding about a valid program's verification (wrong-rejection by official)" \
        in capsys.readouterr().err


def _edit_metadata(bundle: Path, **fields) -> None:
    meta = json.loads((bundle / "finding.json").read_text())
    (bundle / "finding.json").write_text(json.dumps({**meta, **fields}))


@pytest.mark.parametrize("damage, message", [
    (lambda b: (b / "finding.json").write_text("{\"kind\": "), "finding.json: not JSON"),
    (lambda b: (b / "finding.json").write_text("[]"), "finding.json: not a finding's metadata"),
    (lambda b: (b / "program.mlir").write_bytes(b"\xff\xfe"), "program.mlir: not UTF-8 text"),
    (lambda b: (b / "program.mlir").write_text("func.func @main(\n%%"),
     "program.mlir: does not parse: "),
    (lambda b: (b / "program.mlir").unlink(), "program.mlir: No such file"),
    (lambda b: (b / "inputs.npz").write_bytes(b"garbage"), "inputs.npz"),
    (lambda b: (b / "program.mlir").write_text(" " * 2048 + CHAIN), "over the 0 MiB"),
    (lambda b: (b / "finding.json").write_text("[" * 1020), "nested deeper than"),
    (lambda b: _edit_metadata(b, expected=[1], seed="x"),
     "not a finding's metadata (seed, expected of another kind)"),
    (lambda b: (b / "program.mlir").unlink() or (b / "program.mlir").symlink_to("/dev/zero"),
     "program.mlir: a character device, not a regular file"),
])
def test_a_bundle_that_does_not_read_back_is_one_line_naming_its_file(tmp_path, monkeypatch,
                                                                     damage, message):
    monkeypatch.setattr(findings, "FILE_LIMIT", 1024)
    findings.save(tmp_path, Finding("crash", "add", "f32", "xla", "reference", "crash", "boom",
                                    CHAIN, inputs=INPUTS))
    bundle = findings.saved(tmp_path)[0]
    assert findings.verified(bundle).program == CHAIN
    damage(bundle)
    with memory_cap(), pytest.raises(findings.BundleError) as info:  # /dev/zero filled memory
        findings.verified(bundle)
    assert message in str(info.value) and "\n" not in str(info.value), info.value
