"""Upstream's current collective_broadcast (variadic operands, has_dynamic_root) against jaxlib
0.10.2's one-operand op: jaxlib's verifier rejects the current form, so `official_verdict` does
not judge it (None, saying why), and the oracles that parse with jaxlib declare the gap."""
from __future__ import annotations

import pytest

import spec
from oracles.stablehlo_interpreter import StablehloInterpreter
from spec.official import _context, official_verdict
from spec.verify import verify

ONE = '''func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.collective_broadcast"(%a) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%r) : (tensor<2xf32>) -> ()
}'''

TWO = '''func.func @main(%a: tensor<2xf32>, %b: tensor<3xi32>) -> (tensor<2xf32>, tensor<3xi32>) {
  %r:2 = "stablehlo.collective_broadcast"(%a, %b) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>, tensor<3xi32>) -> (tensor<2xf32>, tensor<3xi32>)
  "func.return"(%r#0, %r#1) : (tensor<2xf32>, tensor<3xi32>) -> ()
}'''

ROOTED = '''func.func @main(%a: tensor<2xf32>, %roots: tensor<1xi32>) -> tensor<2xf32> {
  %r = "stablehlo.collective_broadcast"(%a, %roots) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<2xf32>, tensor<1xi32>) -> tensor<2xf32>
  "func.return"(%r) : (tensor<2xf32>) -> ()
}'''


@pytest.mark.jaxlib
@pytest.mark.parametrize("text,why", [(TWO, "requires one result"),
                                      (ROOTED, "requires a single operand")],
                         ids=["two_operands", "dynamic_root"])
def test_jaxlib_rejects_upstreams_current_form_and_is_not_asked(text, why):
    module = spec.parse(text)
    assert verify(module) == []
    ctx, ir = _context()
    with ctx, ir.Location.unknown(), pytest.raises(Exception, match=why):
        ir.Module.parse(spec.print_module(module))
    official, message = official_verdict(module)
    assert official is None and "more_operands" in message, message


@pytest.mark.jaxlib
def test_jaxlib_judges_the_seed_form():
    assert official_verdict(spec.parse(ONE)) == (True, "")


def test_the_interpreter_names_the_current_form_in_its_gap():
    ok, why = StablehloInterpreter().supports(spec.parse(ROOTED))
    assert not ok and "has_dynamic_root" in why and "single operand" in why, why
    ok, why = StablehloInterpreter().supports(spec.parse(ONE))
    assert not ok and "without a process grid" in why, why
