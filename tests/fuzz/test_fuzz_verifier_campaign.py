"""The verifier campaign: generated valid programs go to jaxlib's verifier as well as ours
(fuzz/differential.py), and a rejection is a wrong-rejection finding of "official", known
only where spec/verifier_divergences.toml records it (a `message` pattern)."""
from __future__ import annotations

import numpy as np
import pytest

import spec
from fuzz.differential import Checker
from fuzz.known import known_rejection

pytestmark = pytest.mark.jaxlib

ZERO_GATHER = """func.func @main(%a: tensor<2x0xf32>) -> tensor<2x0xf32> {
  %r = "stablehlo.all_gather"(%a) {all_gather_dim = 1 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2x0xf32>) -> tensor<2x0xf32>
  func.return %r : tensor<2x0xf32>
}"""

PLAIN = """func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = stablehlo.negate %a : tensor<2xf32>
  func.return %r : tensor<2xf32>
}"""


@pytest.fixture(scope="module")
def checker():
    c = Checker(["reference"])
    yield c
    c.close()


def test_a_recorded_rejection_is_a_known_finding(checker):
    text = spec.print_module(spec.parse(ZERO_GATHER))
    result = checker.valid(text, [np.zeros((2, 0), np.float32)], "all_gather")
    assert result.statuses["official"] == "rejected"
    (finding,) = [f for f in result.findings if f.oracle == "official"]
    assert finding.kind == "wrong-rejection" and finding.known


def test_a_program_both_accept_makes_no_finding(checker):
    text = spec.print_module(spec.parse(PLAIN))
    result = checker.valid(text, [np.ones(2, np.float32)], "negate")
    assert result.statuses["official"] == "ok"
    assert not [f for f in result.findings if f.oracle == "official"]


def test_an_unrecorded_rejection_message_is_not_known():
    assert known_rejection("'stablehlo.add' op some new complaint") is None
    assert known_rejection("\"-\":4:10: result dimension size at scatter_dimension cannot be "
                           "zero") is not None
