"""The reference's results shared by the oracles of a case (reports/cases.py, ReferenceResults):
evaluated once per case, and the verdicts the same as with the reference itself."""
from __future__ import annotations

import numpy as np

import spec
from oracles.base import Oracle, Outcome
from oracles.reference import Reference
from reports.cases import Case, ReferenceResults, judge_generated

MATMUL = """func.func @main(%a: tensor<8x64xf32>, %b: tensor<64x8xf32>) -> tensor<8x8xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x8xf32>) -> tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}
"""

EXP = """func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %r = stablehlo.exponential %x : tensor<3xf32>
  return %r : tensor<3xf32>
}
"""


class Counting(Reference):
    """The reference, counting its evaluations."""

    def __init__(self):
        super().__init__(bounds=True)
        self.runs = 0

    def run(self, module, inputs, func="main"):
        self.runs += 1
        return super().run(module, inputs, func)


class Fixed(Oracle):
    """A system under test that returns the given outputs."""

    name = "fixed"
    version = "fixed"

    def __init__(self, outputs):
        self.outputs = outputs

    def run(self, module, inputs, func="main"):
        return Outcome("ok", list(self.outputs))


def case(values) -> Case:
    return Case("exponential/f32/case_1", "exponential", "f32", "test", "generated", EXP,
                inputs=[np.array(values, np.float32)])


def test_a_case_judged_on_several_oracles_evaluates_the_reference_once():
    c = case([0.0, 1.0, -2.0])
    exact = np.exp(c.inputs[0].astype(np.float64)).astype(np.float32)
    wrong = exact * np.float32(1.5)
    counting = Counting()
    shared = ReferenceResults(counting)
    verdicts = [judge_generated(c, Fixed([out]), shared, "default")
                for out in (exact, wrong, exact)]
    assert counting.runs == 1
    alone = [judge_generated(c, Fixed([out]), Reference(bounds=True), "default")
             for out in (exact, wrong, exact)]
    assert [v.status for v in verdicts] == ["pass", "fail", "pass"]
    assert verdicts == alone


def test_other_inputs_are_evaluated_anew():
    """Results are kept by the identity of the case's inputs list: another list (another case,
    flush-subnormals' second run) is evaluated, even with equal values."""
    counting = Counting()
    shared = ReferenceResults(counting)
    first, second = case([1.0, 2.0, 3.0]), case([1.0, 2.0, 3.0])
    module = spec.parse(EXP)
    one = shared.run(module, first.inputs)
    assert shared.run(module, first.inputs) is one
    other = shared.run(module, second.inputs)
    assert counting.runs == 2 and other is not one
    assert all(np.array_equal(x, y) for x, y in zip(one.outputs, other.outputs))


def test_only_the_latest_results_are_kept():
    counting = Counting()
    shared = ReferenceResults(counting, size=2)
    cases = [case([float(n)] * 3) for n in range(3)]
    module = spec.parse(EXP)
    for c in cases:
        shared.run(module, c.inputs)
    shared.run(module, cases[0].inputs)  # dropped: the third case took its place
    assert counting.runs == 4


def test_the_tf32_allowance_gets_its_own_bounds_not_the_kept_ones():
    """xla-gpu's dot-default-tf32 allowance judges a failing output again against bounds computed
    with TF32 operands allowed, for the same inputs: the kept results (computed without the
    allowance) must not answer that second run. A product of TF32-truncated operands passes on
    xla-gpu through the shared reference as it does through the reference itself, and fails on
    xla."""
    rng = np.random.default_rng(0)
    inputs = [rng.normal(size=(8, 64)).astype(np.float32),
              rng.normal(size=(64, 8)).astype(np.float32)]
    tf32 = [(x.view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32) for x in inputs]
    c = Case("dot_general/f32/case_1", "dot_general", "f32", "test", "generated", MATMUL,
             inputs=inputs)
    got = Reference(bounds=True).run(spec.parse(MATMUL), tf32).outputs

    class Gpu(Fixed):
        name = "xla-gpu"

    class Cpu(Fixed):
        name = "xla"

    shared = ReferenceResults(Counting())
    assert judge_generated(c, Cpu(got), shared, "default").status == "fail"
    assert judge_generated(c, Gpu(got), shared, "default").status == "pass"
    assert judge_generated(c, Gpu(got), Reference(bounds=True), "default").status == "pass"
