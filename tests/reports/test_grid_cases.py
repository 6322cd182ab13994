"""Generated cases of collectives run on their process grid: each process has its own
arguments, every process's results are judged, and a vendor's command gets them in the grid
form of the protocol only when it declares it (docs/vendors.md)."""
import os
import sys
from pathlib import Path

import numpy as np
import pytest

from benchmarks.mutants import run
from oracles.command import Command
from oracles.reference import Reference
from reports.cases import generated_cases, judge_case

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


@pytest.mark.slow
def test_grid_cases_pass_on_the_reference_vendor_and_kill_the_mutant_that_sorts_the_groups(
        gathers):
    reference = Reference()
    vendor = Command(VENDOR, time_limit=60, grids=True)
    mutant = Command([sys.executable, BACKEND, "--mutant", "all_gather-groups-in-id-order"],
                     time_limit=60, grids=True)
    statuses = []
    for case in gathers:
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
    sums = [c for c in generated_cases(["all_reduce"], ["f16"], 3)
            if c.grid and c.grid[0] >= 3 and "stablehlo.add" in c.text]
    assert sums, "no generated f16 all_reduce sum over three or more processes"
    assert judge_case(sums[0], _Nudged(), Reference(), "default").status == "pass"
    floats = [c for c in generated_cases(["all_gather"], ["f16", "f32", "f64"], 3)
              if c.grid and c.inputs[0].size]
    assert floats, "no generated float all_gather case on a grid"
    result = judge_case(floats[0], _Nudged(), Reference(), "default")
    assert result.status == "fail" and result.message.startswith("process ("), result.message
