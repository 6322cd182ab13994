"""oracles/verdict.py: the verdict of a case (rules per output, profiles, the flush-subnormals
rerun, statuses) and the matching of known divergences."""
from __future__ import annotations

import numpy as np

import spec
from oracles.base import Outcome
from oracles.reference import Reference
from oracles.verdict import DIVERGENCES, judge, known_divergence

TWO_OUTPUTS = """
func.func @main(%x: tensor<2xf32>, %i: tensor<2xi32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %0 = stablehlo.exponential %x : tensor<2xf32>
  %1 = stablehlo.add %i, %i : tensor<2xi32>
  func.return %0, %1 : tensor<2xf32>, tensor<2xi32>
}
"""

MULTIPLY = """
func.func @main(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
"""


def run(text, inputs):
    module = spec.parse(text)
    return module, Reference().run(module, inputs)


def test_outputs_are_judged_by_the_rule_of_the_op_computing_each():
    inputs = [np.array([1.0, 2.0], np.float32), np.array([1, 2], np.int32)]
    module, expected = run(TWO_OUTPUTS, inputs)
    e = expected.outputs[0]
    two_ulps = np.nextafter(np.nextafter(e, np.inf), np.inf).astype(np.float32)
    verdict = judge(module, inputs, expected, Outcome("ok", [two_ulps, expected.outputs[1]]),
                    "xla")
    assert verdict.passed and [str(r).split(" (")[0] for r in verdict.rules] == ["<= 2 ULP",
                                                                                 "exact"]
    exact = judge(module, inputs, expected, Outcome("ok", [two_ulps, expected.outputs[1]]),
                  "xla", profile="exact")
    assert (exact.status, exact.output, exact.key, exact.kind) == ("fail", 0, "f32",
                                                                   "wrong-result")


def test_the_first_output_that_differs_names_the_key():
    inputs = [np.array([1.0, 2.0], np.float32), np.array([1, 2], np.int32)]
    module, expected = run(TWO_OUTPUTS, inputs)
    wrong = Outcome("ok", [expected.outputs[0], np.array([2, 5], np.int32)])
    verdict = judge(module, inputs, expected, wrong, "xla")
    assert (verdict.status, verdict.output, verdict.key) == ("fail", 1, "i32")
    assert verdict.message.startswith("output 1: fail (exact)")
    assert verdict.failed is verdict.verdicts[1] and verdict.verdicts[0].passed


def test_an_outcome_that_is_not_ok_is_the_verdict():
    inputs = [np.array([1.0, 2.0], np.float32), np.array([1, 2], np.int32)]
    module, expected = run(TWO_OUTPUTS, inputs)
    verdict = judge(module, inputs, expected, Outcome("crash", message="died"), "xla")
    assert (verdict.status, verdict.kind, verdict.key, verdict.message) == (
        "crash", "crash", "i32", "died")
    assert not verdict.passed and verdict.failed is None


def test_flush_subnormals_compares_again_with_the_inputs_read_as_zero():
    """xla's allowance: a subnormal input read as zero gives 0, not 1e-45 * 2^100."""
    inputs = [np.array([1e-45, 1.0], np.float32), np.array([2.0 ** 100, 3.0], np.float32)]
    module, expected = run(MULTIPLY, inputs)
    flushed = Outcome("ok", [np.array([0.0, 3.0], np.float32)])
    reruns = []

    def rerun(flushed_inputs):
        reruns.append(flushed_inputs)
        return Reference().run(module, flushed_inputs)

    assert judge(module, inputs, expected, flushed, "xla", rerun=rerun).passed
    assert reruns[0][0].tolist() == [0.0, 1.0]
    assert judge(module, inputs, expected, flushed, "xla").status == "fail"  # no rerun
    assert judge(module, inputs, expected, flushed, "reference", rerun=rerun).status == "fail"
    assert len(reruns) == 1  # only under the allowance


def test_a_known_divergence_matches_by_op_key_and_kind():
    entry = next(d for d in DIVERGENCES if "what" in d and d["op"] != "*"
                 and "*" not in d["types"])
    kind = entry["what"][0]
    assert known_divergence(entry["oracle"], entry["op"], ["none", entry["types"][0]],
                            kind) is entry
    other = next(k for k in ("wrong-result", "crash") if k not in entry["what"])
    assert known_divergence(entry["oracle"], entry["op"], [entry["types"][0]], other) is None
    assert known_divergence("no-such-oracle", entry["op"], [entry["types"][0]], kind) is None
