"""The large generated cases (fuzz/large.py): every heavy op has one above the cache and tile
sizes, they are the same on every build, they pass on the reference, and a backend that is only
wrong above a tile size (benchmarks/mutants: dot_general-k-tail-dropped,
sort-blocks-not-merged) fails them while passing the op's small generated cases."""
from __future__ import annotations

import math

import pytest

import spec
from benchmarks.mutants.backends import MUTANTS
from benchmarks.mutants.registry import apply
from fuzz.large import LARGE, large_programs
from oracles.gap_conditions import element_steps
from oracles.reference import Reference
from oracles.verdict import judge
from reference.ops.registry import IMPLEMENTATIONS
from reports.cases import generated_cases
from spec.syntax import print_module
from spec.verify import verify

HEAVY = ("dot_general", "convolution", "reduce", "reduce_window", "select_and_scatter", "sort",
         "scatter", "gather", "fft", "transpose", "concatenate", "dynamic_update_slice")
"""The heavy ops of issue 19, item 4 (cumulative sums are reduce_window's)."""


def every_large_case():
    return [(op, *case) for op in sorted(LARGE)
            for case in large_programs(op, {et for et, _ in LARGE[op]})]


def largest(module) -> int:
    """The most elements of one tensor of the program, or the most element steps of one op
    (oracles.gap_conditions.element_steps), whichever is more."""
    ops = [op for op in module.walk() if op.dialect == "stablehlo"]
    sizes = [math.prod(t.shape) for op in ops for t in op.operand_types + op.result_types]
    return max(sizes + [element_steps(op) for op in ops])


def test_every_heavy_op_has_a_large_case_above_the_cache_and_tile_sizes():
    cases = every_large_case()
    assert {op for op, *_ in cases} == set(HEAVY)
    assert "bf16" in {et for op, _, et, _, _ in cases if op == "dot_general"}
    cumulative = [o for op, _, _, m, _ in cases if op == "reduce_window" for o in m.walk()
                  if o.name == "stablehlo.reduce_window"
                  and o.attributes["window_dimensions"].values[-1] == o.operand_types[0].shape[-1]]
    assert cumulative, "a cumulative sum (a reduce_window whose window spans the whole row)"
    for op, name, et, module, inputs in cases:
        assert largest(module) >= 2 ** 16, f"{op}/{et}/{name}"


def test_large_cases_are_the_same_on_every_build():
    first, second = every_large_case(), every_large_case()
    for (op, name, _, m1, in1), (_, _, _, m2, in2) in zip(first, second):
        assert print_module(m1) == print_module(m2), f"{op}/{name}"
        assert all(a.dtype == b.dtype and a.tobytes() == b.tobytes() for a, b in zip(in1, in2))


def test_large_cases_are_valid_and_pass_on_the_reference():
    reference = Reference(bounds=True)
    for op, name, et, module, inputs in every_large_case():
        assert verify(module) == [], f"{op}/{et}/{name}"
        expected = reference.run(module, inputs)
        assert expected.status == "ok", (f"{op}/{et}/{name}", expected.message)
        assert judge(module, inputs, expected, expected, "reference").status == "pass"


def test_the_generated_cases_hold_the_large_ones_of_the_requested_types():
    ids = [c.id for c in generated_cases(["transpose", "scatter"], ["f32"], 1)]
    assert "transpose/f32/large_1" in ids and "scatter/i32/large_1" not in ids


@pytest.mark.parametrize("name, op, types", [
    ("dot_general-k-tail-dropped", "dot_general", ("f32",)),
    ("sort-blocks-not-merged", "sort", ("f32",)),
])
def test_a_backend_wrong_only_above_a_tile_size_fails_the_large_case_alone(monkeypatch, name,
                                                                           op, types):
    cases = generated_cases([op], list(types), 3)
    assert any("/large_" in c.id for c in cases)
    modules = {c.id: spec.parse(c.text) for c in cases}
    expected = {c.id: Reference(bounds=True).run(modules[c.id], c.inputs) for c in cases}
    monkeypatch.setitem(IMPLEMENTATIONS, MUTANTS[name].op, IMPLEMENTATIONS[MUTANTS[name].op])
    apply(name)  # undone by monkeypatch after the test
    for case in cases:
        actual = Reference().run(modules[case.id], case.inputs)
        assert actual.status == "ok", actual.message
        verdict = judge(modules[case.id], case.inputs, expected[case.id], actual, "command")
        assert verdict.status == ("fail" if "/large_" in case.id else "pass"), case.id
