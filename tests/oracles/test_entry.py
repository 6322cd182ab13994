"""oracles/entry.py: a module whose @main is another function, so that XLA and upstream's
interpreter (which run @main only) run every function of a module."""
import numpy as np
import pytest

import spec
from oracles.entry import as_main, reached_functions
from oracles.reference import Reference
from oracles.stablehlo_interpreter import StablehloInterpreter
from oracles.xla import Xla
from spec.verify import verify

# @twice calls @main (a name the entry takes over) and @helper; @other holds a check op that
# no backend compiles and that @twice does not reach.
PROGRAM = """
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.add %x, %x : tensor<2xf32>
  return %y : tensor<2xf32>
}
func.func private @helper(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.multiply %x, %x : tensor<2xf32>
  return %y : tensor<2xf32>
}
func.func private @twice(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %a = func.call @main(%x) : (tensor<2xf32>) -> tensor<2xf32>
  %b = func.call @helper(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %a, %b : tensor<2xf32>, tensor<2xf32>
}
func.func @other() {
  %c = stablehlo.constant dense<1.0> : tensor<f32>
  "check.expect_eq_const"(%c) {value = dense<1.0> : tensor<f32>} : (tensor<f32>) -> ()
  return
}
"""

CUSTOM_CALL = """
func.func @main() -> tensor<f32> {
  %c = stablehlo.constant dense<2.0> : tensor<f32>
  return %c : tensor<f32>
}
func.func @caller(%x: tensor<f32>) -> tensor<f32> {
  %y = stablehlo.custom_call @foo(%x) {called_computations = [@main]} : (tensor<f32>) -> tensor<f32>
  return %y : tensor<f32>
}
"""


def test_the_entry_is_main_and_keeps_only_what_it_reaches():
    module = spec.parse(PROGRAM)
    before = spec.print_module(module)
    entry = as_main(module, "twice")
    assert [(f.name, f.visibility) for f in entry.funcs] == [
        ("main", "public"), ("main_0", "public"), ("helper", "private")]
    calls = [op.attributes["callee"].name for op in entry.func("main").walk()
             if op.name == "func.call"]
    assert calls == ["main_0", "helper"]
    assert entry.func("main").type == module.func("twice").type
    assert spec.print_module(module) == before  # the original module is unchanged
    assert verify(spec.parse(spec.print_module(entry))) == []


def test_references_inside_array_attributes_follow_the_rename():
    entry = as_main(spec.parse(CUSTOM_CALL), "caller")
    call = entry.func("main").ops[0]
    assert [s.name for s in call.attributes["called_computations"].items] == ["main_0"]
    assert {f.name for f in entry.funcs} == {"main", "main_0"}


def test_main_as_the_entry_drops_the_functions_it_does_not_reach():
    entry = as_main(spec.parse(PROGRAM), "main")
    assert [f.name for f in entry.funcs] == ["main"]
    assert reached_functions(spec.parse(PROGRAM), "twice") == {"twice", "main", "helper"}


def test_a_missing_function_is_named():
    with pytest.raises(KeyError, match="no function @nope"):
        as_main(spec.parse(PROGRAM), "nope")


@pytest.mark.jaxlib
@pytest.mark.parametrize("oracle_class", [Xla, StablehloInterpreter])
def test_a_function_not_named_main_runs_on_the_oracles_of_main(oracle_class):
    module = spec.parse(PROGRAM)
    x = np.array([1.5, -2.0], np.float32)
    expected = Reference().run(module, [x], "twice")
    oracle = oracle_class(time_limit=60)
    try:
        got = oracle.run(module, [x], "twice")
    finally:
        oracle.close()
    assert expected.status == "ok" and got.status == "ok", got.message
    for e, a in zip(expected.outputs, got.outputs, strict=True):
        np.testing.assert_array_equal(a, e)
    np.testing.assert_array_equal(got.outputs[1], [9.0, 16.0])
