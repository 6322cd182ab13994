"""Generated cases of collectives and multi-process corpus cases run on their process grid: each
process has its own arguments, every process's results are judged, and a vendor's command gets
them in the grid form of the protocol only when it declares it (docs/vendors.md); what that
form cannot carry (infeed and outfeed queues, host transfers) is unsupported, with the reason."""
import os
import sys
from pathlib import Path

import numpy as np
import pytest

import spec

from benchmarks.mutants import run
from oracles.command import Command
from oracles.reference import Reference
from fuzz.strategies import DATA_TYPES
from spec.verify import verify
from reports.cases import UNCARRIED, Case, corpus_cases, generated_cases, judge_case

ROOT = Path(__file__).resolve().parents[2]
VENDOR = [sys.executable, os.path.join(ROOT, "tests", "data", "vendor_reference.py")]
BACKEND = str(Path(run.__file__).with_name("backend.py"))


@pytest.fixture(scope="module")
def gathers():
    cases = [c for c in generated_cases(["all_gather"], ["i16"], 3) if c.grid]
    assert cases, "no generated all_gather case of i16 on a grid"
    return cases


def test_a_generated_grid_case_gives_each_process_its_own_arguments(gathers):
    for case in gathers:
        inputs = case.process_inputs()
        assert sorted(inputs) == [(r, 0) for r in range(case.grid[0])]
        first = inputs[0, 0][0]
        assert any(not np.array_equal(first, args[0]) for args in inputs.values()) \
            or first.size == 0, case.id


def test_an_input_the_generator_chose_is_every_processs():
    """collective_broadcast's dynamic root is an index the generator chose inside the group:
    each process gets it (random values elsewhere broke the case for every process but the
    first: "root index 794388268 ... is outside the group"); the data operands stay each
    process's own."""
    cases = [c for c in generated_cases(["collective_broadcast"], list(DATA_TYPES), 3)
             if c.grid and "has_dynamic_root" in c.text]
    assert cases, "no generated collective_broadcast with a dynamic root on a grid"
    reference = Reference()
    for case in cases:
        inputs = case.process_inputs()
        roots = [args[-1] for args in inputs.values()]
        assert all(type(r) is np.ndarray and np.array_equal(r, roots[0]) for r in roots)
        assert reference.run_grid(spec.parse(case.text), inputs).status == "ok", case.id


def test_collectives_draw_upstreams_mesh_axes_form_too():
    """A quarter of the generated collectives' process grids give their replica groups as mesh
    axes (upstream's spec.md; not in the seed spec), sub-axes and device_ids among them: valid
    for our verifier, and the groups the reference computes are the mesh's."""
    ops = ["all_reduce", "all_gather", "reduce_scatter", "all_to_all", "collective_broadcast"]
    cases = [c for c in generated_cases(ops, list(DATA_TYPES), 3)
             if "replica_group_mesh_axes" in c.text]
    assert len(cases) > 10 and {c.op for c in cases} == set(ops)
    assert any("sub_axis_info" in c.text for c in cases)
    assert any("device_ids" in c.text for c in cases)
    for case in cases:
        assert verify(spec.parse(case.text)) == [], case.id


def test_a_dynamic_root_drawn_for_process_zero_is_given_to_every_process():
    """The root index of a collective_broadcast or collective_reduce with a dynamic root is an
    argument: another process's own seeded value is no root, so those cases run every process
    on process (0, 0)'s arguments instead of being unsupported. (Six seeds each: since
    collective_reduce draws mesh-axes groups too, the first three f32 draws hold one such case.)"""
    cases = [c for c in generated_cases(["collective_broadcast", "collective_reduce"], ["f32"],
                                        6) if c.grid and "has_dynamic_root" in c.text]
    assert len(cases) >= 2
    for case in cases:
        assert judge_case(case, Reference(), Reference(), "default").status == "pass", case.id


@pytest.mark.slow
def test_grid_cases_pass_on_the_reference_vendor_and_kill_the_mutant_that_sorts_the_groups(
        gathers):
    _vendor_passes_and_mutant_is_killed(gathers, "all_gather-groups-in-id-order")


def _vendor_passes_and_mutant_is_killed(cases, mutant_name: str) -> None:
    """Every case passes on the reference vendor behind the grid form, and at least one fails
    on the mutant, naming the process."""
    reference = Reference()
    vendor = Command(VENDOR, time_limit=60, grids=True)
    mutant = Command([sys.executable, BACKEND, "--mutant", mutant_name], time_limit=60,
                     grids=True)
    statuses = []
    for case in cases:
        assert judge_case(case, vendor, reference, "default").status == "pass", case.id
        result = judge_case(case, mutant, reference, "default")
        statuses.append(result.status)
        if result.status == "fail":
            assert result.message.startswith("process ("), result.message
    assert "fail" in statuses, statuses


def test_a_vendor_without_the_grid_form_reports_grid_cases_unsupported(gathers):
    result = judge_case(gathers[0], Command(VENDOR), Reference(), "default")
    assert result.status == "unsupported"
    assert "runs one process" in result.message and "--command-grids" in result.message


SUM_OF_THREE = """module attributes {mhlo.num_replicas = 3 : i32, mhlo.num_partitions = 1 : i32} {
func.func @main(%a: tensor<8xf16>) -> tensor<8xf16> {
  %0 = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<f16>, %y: tensor<f16>):
      %s = "stablehlo.add"(%x, %y) : (tensor<f16>, tensor<f16>) -> tensor<f16>
      "stablehlo.return"(%s) : (tensor<f16>) -> ()
  }) {replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>} : (tensor<8xf16>) -> tensor<8xf16>
  return %0 : tensor<8xf16>
}
}
"""


class _Nudged:
    """An oracle whose grid results are the reference's with every float element one ULP up
    (a sum taken in another order)."""

    name = "nudged"

    def supports(self, module, func="main"):
        return True, ""

    def run_grid(self, module, inputs, func="main"):
        outcome = Reference().run_grid(module, inputs, func)
        outcome.processes = {pid: [np.nextafter(x, np.inf).astype(x.dtype) for x in values]
                             for pid, values in outcome.processes.items()}
        return outcome


def test_a_float_sum_over_three_processes_may_come_in_any_order_and_a_gather_may_not(gathers):
    rng = np.random.default_rng(4)
    inputs = [rng.normal(size=8).astype(np.float16) for _ in range(3)]
    total = Case("all_reduce/f16/three", "all_reduce", "f16", "test", "generated", SUM_OF_THREE,
                 inputs=inputs, grid=(3, 1))
    assert judge_case(total, _Nudged(), Reference(), "default").status == "pass"
    floats = [c for c in generated_cases(["all_gather"], ["f16", "f32", "f64"], 3)
              if c.grid and c.inputs[0].size]
    assert floats, "no generated float all_gather case on a grid"
    result = judge_case(floats[0], _Nudged(), Reference(), "default")
    assert result.status == "fail" and result.message.startswith("process ("), result.message


class _Doubled(_Nudged):
    """An oracle whose grid results are the reference's doubled (a reduction that counts every
    operand twice)."""

    name = "doubled"

    def run_grid(self, module, inputs, func="main"):
        outcome = Reference().run_grid(module, inputs, func)
        outcome.processes = {pid: [(x * 2).astype(x.dtype) for x in values]
                             for pid, values in outcome.processes.items()}
        return outcome


@pytest.mark.parametrize("op, dtype", [("all_reduce", "f16"), ("all_reduce", "f32"),
                                       ("reduce_scatter", "f32")])
def test_a_float_reduction_over_a_group_is_judged_within_its_bound_not_masked(op, dtype):
    """A float all_reduce / reduce_scatter on a grid: a sum or product of three or more in
    another order passes (its bound is reduce's), a maximum or minimum or a combination of two
    one ULP off fails (no order changes them), and
    a result counting each operand twice fails (the schedule's mask used to hide every element
    of a group of three or more)."""
    cases = [c for c in generated_cases([op], [dtype], 3)
             if c.grid and c.inputs[0].size and c.grid[0] * c.grid[1] >= 2]
    assert cases, f"no generated {op} case of {dtype} on a grid"
    judged = 0
    for case in cases:
        reordered = judge_case(case, _Nudged(), Reference(), "default").status
        in_any_order = ("stablehlo.add" in case.text or "stablehlo.multiply" in case.text) \
            and case.grid[0] * case.grid[1] >= 3  # two operands: one rounding
        assert reordered == ("pass" if in_any_order else "fail"), case.id
        results = Reference().run_grid(spec.parse(case.text), case.process_inputs()).processes
        if any(np.any(np.isfinite(x) & (x != 0)) for xs in results.values() for x in xs):
            result = judge_case(case, _Doubled(), Reference(), "default")
            assert result.status == "fail", (case.id, result.message)
            judged += 1
    assert judged


@pytest.fixture(scope="module")
def sidecar_cases():
    cases = {c.id: c for c in corpus_cases(ROOT / "corpus", [ROOT / "corpus" / "ops",
                                                              ROOT / "corpus" / "spec_examples"])
             if c.processes}
    assert "ops/all_gather/all_gather_cross_replica_2x2" in cases  # a function with arguments
    return cases


@pytest.mark.slow
def test_multi_process_corpus_cases_travel_the_grid_form_and_kill_a_collective_mutant(
        sidecar_cases):
    permutes = [c for c in sidecar_cases.values() if c.op == "collective_permute"]
    assert len(permutes) >= 3
    _vendor_passes_and_mutant_is_killed(permutes, "collective_permute-pairs-reversed")


def test_what_the_grid_form_cannot_carry_is_unsupported_with_its_reason(sidecar_cases):
    vendor = Command(VENDOR, time_limit=60, grids=True)
    for case_id, queue in [("ops/infeed/infeed_per_process_queues", "infeed"),
                           ("ops/outfeed/outfeed_per_process", "outfeed"),
                           ("spec_examples/recv/recv_example_1", "host")]:
        result = judge_case(sidecar_cases[case_id], vendor, Reference(), "default")
        assert (result.status, result.message) == ("unsupported", UNCARRIED[queue]), case_id
    result = judge_case(sidecar_cases["ops/all_gather/all_gather_cross_replica_2x2"],
                        Command(VENDOR), Reference(), "default")
    assert result.status == "unsupported" and "--command-grids" in result.message


class _Wrong:
    """An oracle whose grid results are the reference's with process (1, 0)'s first result
    one more in its first element."""

    name = "wrong"
    process_grids = True

    def supports(self, module, func="main"):
        return True, ""

    def run_grid(self, module, inputs, func="main"):
        outcome = Reference().run_grid(module, inputs, func)
        first = outcome.processes[1, 0][0].copy()
        first.reshape(-1)[0] += 1
        outcome.processes[1, 0][0] = first
        return outcome


def test_each_process_of_a_corpus_case_is_compared_with_its_sidecar(sidecar_cases):
    case = sidecar_cases["ops/all_gather/all_gather_cross_replica_2x2"]
    result = judge_case(case, _Wrong(), Reference(), "default")
    assert result.status == "fail" and result.message.startswith("process (1, 0): result 0")


def test_a_function_whose_checks_run_on_the_module_grid_is_checked_on_every_process(tmp_path):
    (tmp_path / "ops").mkdir()
    (tmp_path / "ops" / "grid.mlir").write_text("""\
module attributes {mhlo.num_replicas = 2 : i32, mhlo.num_partitions = 1 : i32} {
  func.func @replica_ids_sum_to_one() {
    %id = "stablehlo.replica_id"() : () -> tensor<ui32>
    %sum = "stablehlo.all_reduce"(%id) ({
      ^bb0(%a: tensor<ui32>, %b: tensor<ui32>):
        %s = "stablehlo.add"(%a, %b) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
        "stablehlo.return"(%s) : (tensor<ui32>) -> ()
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<ui32>) -> tensor<ui32>
    "check.expect_eq_const"(%sum) {value = dense<1> : tensor<ui32>} : (tensor<ui32>) -> ()
    "func.return"() : () -> ()
  }
}
""")
    [case] = corpus_cases(tmp_path)
    assert case.processes == ""
    assert judge_case(case, Reference(), Reference(), "default").status == "pass"
    assert judge_case(case, _Wrong(), Reference(), "default").status == "fail"
