"""Corpus check cases on oracles other than the reference (reports/cases.py, judge_checks): each
runs as the @main of a module of its own, and a check that fails as written is judged once more
against the reference's result, as a generated case would be."""
from __future__ import annotations

import numpy as np
import pytest

from oracles.base import Oracle, Outcome
from oracles.reference import Reference
import spec
from reports.cases import Case, NotTransformable, checks_as_outputs, judge_checks

CEIL = """func.func private @ceil_twice(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = stablehlo.ceil %x : tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @ceil_of_a_subnormal() {
  %x = stablehlo.constant dense<[1.0e-45, 1.5]> : tensor<2xf32>
  %r = func.call @ceil_twice(%x) : (tensor<2xf32>) -> tensor<2xf32>
  "check.expect_eq_const"(%r) {value = dense<[%EXPECTED]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  return
}
func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<f32>
  "check.expect_eq_const"(%x) {value = dense<2.0> : tensor<f32>} : (tensor<f32>) -> ()
  return
}
"""

# reduce_window with an init value (10) that is not the identity of its body (add): the spec
# leaves the number of times init is used to the implementation (reduce_window/init-not-identity)
WINDOW = """func.func @window() {
  %x = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %init = stablehlo.constant dense<10> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %init) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %0 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %0 : tensor<i32>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  "check.expect_eq_const"(%r) {value = dense<[21, 13, 15, 17]> : tensor<4xi32>} : (tensor<4xi32>) -> ()
  return
}
"""


class Fixed(Oracle):
    """An oracle that returns fixed outputs and records what it was asked to run."""

    def __init__(self, name: str, outputs: list):
        self.name, self.outputs, self.runs = name, outputs, []

    @property
    def version(self) -> str:
        return "fixed"

    def run(self, module, inputs, func="main"):
        self.runs.append((sorted(f.name for f in module.funcs), func, inputs))
        return Outcome("ok", self.outputs)


def case(text: str, func: str) -> Case:
    return Case(f"ops/t/{func}", "t", "f32", "corpus/ops/t.mlir:1", "checks", text, func)


def judged(text: str, func: str, oracle: Oracle):
    return judge_checks(case(text, func), oracle, "default", reference=Reference(bounds=True))


def test_the_oracle_runs_the_function_as_main_with_its_callee_and_constants_as_inputs():
    oracle = Fixed("xla", [np.array([1.0, 2.0], np.float32)])
    result = judged(CEIL.replace("%EXPECTED", "1.0, 2.0"), "ceil_of_a_subnormal", oracle)
    assert result.status == "pass", result
    funcs, func, inputs = oracle.runs[0]
    assert (funcs, func) == (["ceil_twice", "main"], "main")
    np.testing.assert_array_equal(inputs[0], np.array([1e-45, 1.5], np.float32))


def test_a_flushed_subnormal_passes_against_the_reference_on_the_flushed_inputs():
    """XLA CPU reads the subnormal as 0 (its flush-subnormals allowance): ceil gives 0, which
    the reference gives for the flushed input."""
    text = CEIL.replace("%EXPECTED", "1.0, 2.0")
    flushed = [np.array([0.0, 2.0], np.float32)]
    result = judged(text, "ceil_of_a_subnormal", Fixed("xla", flushed))
    assert result.status == "pass" and "against the reference's result" in result.rule, result
    without = judged(text, "ceil_of_a_subnormal", Fixed("onnxruntime", flushed))
    assert without.status == "fail" and without.expected == "np.float32(1.0)", without


def test_the_reference_is_held_to_the_check_as_written():
    result = judged(CEIL.replace("%EXPECTED", "1.0, 2.0"), "ceil_of_a_subnormal",
                    Fixed("reference", [np.array([0.0, 2.0], np.float32)]))
    assert result.status == "fail", result


def test_no_second_look_when_the_reference_misses_the_check_too():
    """A wrong check constant (3.0): the oracle that agrees with the reference still fails."""
    result = judged(CEIL.replace("%EXPECTED", "1.0, 3.0"), "ceil_of_a_subnormal",
                    Fixed("xla", [np.array([1.0, 2.0], np.float32)]))
    assert result.status == "fail" and result.where == "check 0, index [1]", result


def test_implementation_defined_elements_are_skipped_on_the_second_look():
    """[10 + 1, 1 + 2, 2 + 3, 3 + 4] + 10 uses init once per window (the reference's choice);
    an implementation that uses it once more is within the spec."""
    result = judged(WINDOW, "window", Fixed("xla", [np.array([31, 23, 25, 27], np.int32)]))
    assert result.status == "pass", result
    reference = judged(WINDOW, "window", Fixed("reference", [np.array([31, 23, 25, 27],
                                                                      np.int32)]))
    assert reference.status == "fail", reference


@pytest.mark.parametrize("outputs", [[np.array(2.0, np.float32)], [np.array(1.0, np.float32)]])
def test_a_corpus_main_runs_alone(outputs):
    """@main's case keeps @main and drops the file's other cases; its check compares as
    written."""
    oracle = Fixed("xla", outputs)
    result = judged(CEIL.replace("%EXPECTED", "1.0, 2.0"), "main", oracle)
    assert oracle.runs[0][:2] == (["main"], "main")
    assert result.status == ("pass" if outputs[0] == 2.0 else "fail"), result


def test_custom_call_checks_become_outputs_under_upstreams_runner_tolerances():
    """`stablehlo.custom_call @check.expect_close / @check.expect_almost_eq` (the spelling of
    upstream's test files) are checks an oracle is judged by, with the runner's 3 ULP and
    0.001, not the dialect ops' 1 ULP and 0.0001."""
    text = """func.func @close() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[0x3F800003, 2.0]> : tensor<2xf32>
  stablehlo.custom_call @check.expect_close(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> ()
  %c = stablehlo.constant dense<1.0> : tensor<f64>
  %d = stablehlo.constant dense<1.0009> : tensor<f64>
  stablehlo.custom_call @check.expect_almost_eq(%c, %d) : (tensor<f64>, tensor<f64>) -> ()
  return
}"""
    module, inputs, expectations = checks_as_outputs(spec.parse(text), "close")
    assert [e.rule.ulps for e in expectations] == [3, 0]
    assert expectations[1].rule.almost == 0.001
    assert len(module.func("close").type.results) == 4 and len(inputs) == 4
    assert not any(op.name == "stablehlo.custom_call" for op in module.func("close").walk())
    # A backend_config may state another tolerance: such a check stays with the reference.
    configured = text.replace(
        "stablehlo.custom_call @check.expect_close(%a, %b) :",
        'stablehlo.custom_call @check.expect_close(%a, %b) {backend_config = "x"} :')
    with pytest.raises(NotTransformable, match="custom_call @check.expect_close"):
        checks_as_outputs(spec.parse(configured), "close")
    # One operand is no (actual, expected) pair: it is not paired with the next check's.
    single = text.replace("@check.expect_close(%a, %b) : (tensor<2xf32>, tensor<2xf32>)",
                          "@check.expect_close(%a) : (tensor<2xf32>)")
    with pytest.raises(NotTransformable, match="custom_call @check.expect_close"):
        checks_as_outputs(spec.parse(single), "close")
