"""The interpreter itself: functions, calls, regions, argument checks and error messages."""
import time

import numpy as np
import pytest

import reference
import spec
from reference import EvaluationError, NotImplementedYet
from oracles.reference import Reference
from reference.errors import EvaluationTimeout, ResourceLimit
from reference.interpreter import Interpreter, time_limit, value_budget, value_size
from reference.ops import IMPLEMENTATIONS
from reference.ops.registry import Implementation
from tests.helpers.limits import memory_cap

PROGRAM = """
func.func @main(%x: tensor<2xf32>, %y: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %s = func.call @twice_sum(%x, %y) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %d = stablehlo.subtract %x, %y : tensor<2xf32>
  return %s, %d : tensor<2xf32>, tensor<2xf32>
}
func.func private @twice_sum(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %s = stablehlo.add %a, %b : tensor<2xf32>
  %t = stablehlo.add %s, %s : tensor<2xf32>
  return %t : tensor<2xf32>
}
func.func @dynamic(%x: tensor<?xi32>) -> tensor<?xi32> {
  %n = stablehlo.negate %x : tensor<?xi32>
  return %n : tensor<?xi32>
}
func.func @bounded(%x: tensor<?xi32, #stablehlo.bounds<3>>) -> tensor<?xi32, #stablehlo.bounds<3>> {
  return %x : tensor<?xi32, #stablehlo.bounds<3>>
}
func.func private @external(%x: tensor<f32>) -> tensor<f32>
func.func @recursive(%x: tensor<f32>) -> tensor<f32> {
  %r = func.call @recursive(%x) : (tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
"""


@pytest.fixture(scope="module")
def module():
    return spec.parse(PROGRAM)


def f32(*xs):
    return np.array(xs, np.float32)


def test_calls_private_functions_and_returns_every_result(module):
    s, d = reference.evaluate(module, [f32(1, 2), f32(3, 5)])
    assert s.tolist() == [8.0, 14.0] and d.tolist() == [-2.0, -3.0]
    assert s.dtype == np.float32


def test_dynamic_dimensions_take_the_size_of_the_value(module):
    for n in (0, 1, 5):
        (r,) = reference.evaluate(module, [np.arange(n, dtype=np.int32)], func="dynamic")
        assert r.tolist() == [-i for i in range(n)]


@pytest.mark.parametrize("args,message", [
    ([f32(1, 2)], "@main takes 2 argument(s), got 1"),
    ([f32(1, 2), np.array([1, 2])], "argument 1 of @main (type tensor<2xf32>): expected element "
                                    "type f32 (numpy float32), got numpy int64"),
    ([f32(1, 2, 3), f32(1, 2)], "argument 0 of @main (type tensor<2xf32>): expected shape 2, got 3"),
    ([f32(1, 2), reference.TOKEN], "expected a tensor of f32, got token"),
])
def test_arguments_are_checked_against_the_signature(module, args, message):
    with pytest.raises(EvaluationError, match=None) as e:
        reference.evaluate(module, args)
    assert message in str(e.value)


def test_bounds_of_dynamic_dimensions_are_checked(module):
    reference.evaluate(module, [np.zeros(3, np.int32)], func="bounded")
    with pytest.raises(EvaluationError, match="dimension 0 has size 4, above its bound 3"):
        reference.evaluate(module, [np.zeros(4, np.int32)], func="bounded")


def test_unknown_functions_declarations_and_recursion_are_errors(module):
    with pytest.raises(EvaluationError, match=r"no function @nope in the module \(functions: @main"):
        reference.evaluate(module, [], func="nope")
    with pytest.raises(EvaluationError, match="@external is a declaration without a body"):
        reference.evaluate(module, [np.float32(1).reshape(())], func="external")
    with pytest.raises(EvaluationError, match="call depth above 100 at @recursive"):
        reference.evaluate(module, [np.array(1, np.float32)], func="recursive")


def test_an_unimplemented_op_is_named_with_its_location(monkeypatch):
    monkeypatch.delitem(reference.ops.IMPLEMENTATIONS, "stablehlo.reshape")
    text = ("func.func @main() -> tensor<2xf32> {\n"
            "  %0 = stablehlo.constant dense<1.0> : tensor<2xf32>\n"
            "  %1 = stablehlo.reshape %0 : (tensor<2xf32>) -> tensor<2xf32>\n"
            "  return %1 : tensor<2xf32>\n}")
    with pytest.raises(NotImplementedYet, match=r"stablehlo.reshape at 3:3: the reference "
                                                r"interpreter does not implement"):
        reference.evaluate(text, [])


def test_a_result_that_does_not_match_its_declared_type_is_an_error(monkeypatch):
    bad = Implementation("stablehlo.negate", lambda operand: operand.astype(np.float64),
                         frozenset())
    monkeypatch.setitem(IMPLEMENTATIONS, "stablehlo.negate", bad)
    text = ("func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
            "  %n = stablehlo.negate %x : tensor<2xf32>\n  return %n : tensor<2xf32>\n}")
    with pytest.raises(EvaluationError, match=r"stablehlo.negate at 2:3: result 0 does not match "
                                              r"its type tensor<2xf32>: expected element type f32"):
        reference.evaluate(text, [f32(1, 2)])


def test_a_bug_in_an_implementation_is_an_error_with_its_op(monkeypatch):
    monkeypatch.setitem(IMPLEMENTATIONS, "stablehlo.negate",
                        Implementation("stablehlo.negate", lambda operand: 1 / 0, frozenset()))
    text = ("func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
            "  %n = stablehlo.negate %x : tensor<2xf32>\n  return %n : tensor<2xf32>\n}")
    with pytest.raises(EvaluationError, match=r"stablehlo.negate at 2:3: internal error in the "
                                              r"reference \(ZeroDivisionError"):
        reference.evaluate(text, [f32(1, 2)])


REGIONS = """
func.func @main() { return }
func.func @combine(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %c = stablehlo.constant dense<2.0> : tensor<f32>
  %m = stablehlo.multiply %b, %c : tensor<f32>
  %s = stablehlo.add %a, %m : tensor<f32>
  return %s : tensor<f32>
}
func.func @less(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i1> {
  %l = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %r = func.call @id(%l) : (tensor<i1>) -> tensor<i1>
  return %r : tensor<i1>
}
func.func private @id(%x: tensor<i1>) -> tensor<i1> {
  return %x : tensor<i1>
}
"""


def test_batched_regions_run_elementwise_over_leading_dimensions():
    module = spec.parse(REGIONS)
    interpreter = Interpreter(module)
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    (r,) = interpreter.run_region_batched(module.func("combine").body, [a, np.ones_like(a)])
    assert r.dtype == np.float32 and r.tolist() == (a + 2).tolist()
    (empty,) = interpreter.run_region_batched(module.func("combine").body,
                                              [np.zeros(0, np.float32)] * 2)
    assert empty.shape == (0,) and empty.dtype == np.float32


def test_batched_regions_with_other_ops_run_element_by_element():
    # func.call is not elementwise: the region runs once per element, with the same result.
    module = spec.parse(REGIONS)
    interpreter = Interpreter(module)
    x, y = np.array([[1, 5], [3, 3]], np.int32), np.array([[2, 4], [3, 9]], np.int32)
    (r,) = interpreter.run_region_batched(module.func("less").body, [x, y])
    assert r.dtype == np.bool_ and r.tolist() == [[True, False], [False, True]]


def test_unspecified_mask_marks_the_elements_of_declared_conditions():
    module = spec.parse("func.func @main(%x: tensor<3xi32>, %y: tensor<3xi32>) -> tensor<3xi32> {\n"
                        "  %q = stablehlo.divide %x, %y : tensor<3xi32>\n"
                        "  return %q : tensor<3xi32>\n}")
    op = module.func("main").ops[0]
    x, y = np.array([1, 2, -2**31], np.int32), np.array([0, 1, -1], np.int32)
    mask = Interpreter(module).unspecified_mask(op, [x, y])
    assert np.broadcast_to(mask, (3,)).tolist() == [True, False, True]  # by zero; overflow
    negate = spec.parse("func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
                        "  %n = stablehlo.negate %x : tensor<2xf32>\n  return %n : tensor<2xf32>\n}")
    op = negate.func("main").ops[0]
    assert not np.broadcast_to(Interpreter(negate).unspecified_mask(op, [f32(1, 2)]), (2,)).any()


FOREVER = """
func.func @main(%x: tensor<i32>) -> tensor<i32> {
  %r = stablehlo.while(%i = %x) : tensor<i32>
  cond {
    %c = stablehlo.compare GE, %i, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %i : tensor<i32>
  }
  return %r : tensor<i32>
}"""


def test_a_loop_that_never_ends_stops_at_the_time_limit():
    """The time limit is checked before each op and region: a while whose condition never
    fails ends in EvaluationTimeout, and the reference oracle says timeout."""
    module = spec.parse(FOREVER)
    start = time.monotonic()
    with pytest.raises(EvaluationTimeout, match="ran past its time limit"):
        with time_limit(0.5):
            reference.evaluate(module, [np.array(0, np.int32)])
    assert time.monotonic() - start < 5
    outcome = Reference(bounds=True, time_limit=0.5).run(module, [np.array(0, np.int32)])
    assert outcome.status == "timeout"


def test_regions_nested_as_deep_as_the_parser_reads_evaluate():
    """300 nested ifs (the verifier accepts them; the parser reads about 650) evaluate: the
    interpreter raises Python's recursion limit while it runs."""
    def nest(d):
        if d == 0:
            return "stablehlo.return %x : tensor<f32>"
        return (f'%r{d} = "stablehlo.if"(%p) ({{\n{nest(d - 1)}\n}}, {{\n'
                f"stablehlo.return %x : tensor<f32>\n}}) : (tensor<i1>) -> tensor<f32>\n"
                f"stablehlo.return %r{d} : tensor<f32>")
    body = nest(300).rsplit("stablehlo.return", 1)
    text = ("func.func @main(%p: tensor<i1>, %x: tensor<f32>) -> tensor<f32> {\n"
            + body[0] + "return" + body[1] + "\n}")
    module = spec.parse(text)
    assert reference.evaluate(module, [np.array(True), np.array(1.5, np.float32)])[0] == 1.5


HUGE_SPLAT = """func.func @main() -> tensor<f32> {
  %c = stablehlo.constant dense<1.0> : tensor<512x1x6400x6400xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%c init: %z) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<512x1x6400x6400xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}"""


def test_a_value_beyond_the_budget_stops_before_it_is_allocated():
    """A 78 GiB splat is one element until an op computes with it: evaluation stops at the
    constant, naming its line, before anything is allocated (it used to end in MemoryError);
    the reference oracle says unsupported, with the reason."""
    module = spec.parse(HUGE_SPLAT)
    with memory_cap(), pytest.raises(ResourceLimit, match=(
            r"stablehlo.constant at 2:3: result 0 of type tensor<512x1x6400x6400xf32> would hold "
            r"20971520000 elements .* above the value budget")):
        reference.evaluate(module, [])
    with memory_cap():
        outcome = Reference(bounds=True).run(module, [])
    assert outcome.status == "unsupported" and "resource limit" in outcome.message


BUDGETED = """func.func @main(%x: tensor<4xf32>) -> tensor<4x4xf32> {
  %s = stablehlo.add %x, %x : tensor<4xf32>
  %b = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<4xf32>) -> tensor<4x4xf32>
  return %b : tensor<4x4xf32>
}"""


@pytest.mark.parametrize("elements, nbytes, stops", [
    (16, 64, None), (15, None, "stablehlo.broadcast_in_dim at 3:3"),
    (None, 63, "stablehlo.broadcast_in_dim at 3:3"), (3, None, "stablehlo.add at 2:3"),
])
def test_the_value_budget_holds_every_result_in_elements_and_bytes(elements, nbytes, stops):
    module = spec.parse(BUDGETED)
    with value_budget(elements, nbytes):
        if stops is None:
            assert reference.evaluate(module, [f32(1, 2, 3, 4)])[0].shape == (4, 4)
        else:
            with pytest.raises(ResourceLimit, match=stops):
                reference.evaluate(module, [f32(1, 2, 3, 4)])


def test_a_bounded_dimension_counts_at_its_bound():
    t = spec.parse("func.func @f(%x: tensor<?x1000xf32, #stablehlo.bounds<1000, ?>>) "
                   "{ return }").funcs[0].type.inputs[0]
    assert value_size(t) == (1_000_000, 4_000_000)


def test_an_op_that_runs_out_of_memory_is_a_resource_limit(monkeypatch):
    def exhausted(operand):
        raise MemoryError()
    monkeypatch.setitem(IMPLEMENTATIONS, "stablehlo.negate",
                        Implementation("stablehlo.negate", exhausted, frozenset()))
    text = ("func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
            "  %n = stablehlo.negate %x : tensor<2xf32>\n  return %n : tensor<2xf32>\n}")
    with pytest.raises(ResourceLimit, match=r"stablehlo.negate at 2:3: out of memory"):
        reference.evaluate(text, [f32(1, 2)])
