"""The interpreter dialect (InterpreterOps.td) and the check dialect (CheckOps.td) in text:
each op reads alike in its pretty and generic forms, prints back to the same program, keeps
the .td's attribute types and defaults, and (interpreter ops) means to jaxlib, with the
dialect registered, what the original means."""
from __future__ import annotations

import pytest

import spec
from spec import attributes as A
from spec.ops import OPS
from spec.types import element_type
from spec.verify import verify

PROGRAMS = """func.func private @foo(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
func.func private @bar() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
"""

INTERPRETER_PRETTY = PROGRAMS + """func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %0:2 = "interpreter.run_parallel"(%x) {infeed = [@bar], programs = [[@foo], [@bar]]} : (tensor<2xi32>) -> (tensor<2xi32>, tensor<ui32>)
  %1 = interpreter.probe %0#0, probe_id = "probe0" : tensor<2xi32>
  interpreter.print %1 : tensor<2xi32>
  interpreter.print %1 {note = "x"} : tensor<2xi32>
  func.return %1 : tensor<2xi32>
}
"""

INTERPRETER_GENERIC = PROGRAMS + """func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %0:2 = "interpreter.run_parallel"(%x) <{infeed = [@bar], programs = [[@foo], [@bar]]}> : (tensor<2xi32>) -> (tensor<2xi32>, tensor<ui32>)
  %1 = "interpreter.probe"(%0#0) <{probe_id = "probe0"}> : (tensor<2xi32>) -> tensor<2xi32>
  "interpreter.print"(%1) : (tensor<2xi32>) -> ()
  "interpreter.print"(%1) {note = "x"} : (tensor<2xi32>) -> ()
  func.return %1 : tensor<2xi32>
}
"""

CHECK_PRETTY = """func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) {
  check.expect_almost_eq_const %a, dense<[0.999999, 2.0]> : tensor<2xf32>, tolerance = 0.001
  check.expect_almost_eq %a, %b, tolerance = 0.001 : f64 : tensor<2xf32>
  check.expect_almost_eq %a, %b : tensor<2xf32>
  check.expect_eq_const %a, dense<[1.0, 2.0]> : tensor<2xf32>
  check.expect_eq %a, %b : tensor<2xf32>
  check.expect_close %a, %b, max_ulp_difference = 3, min_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
  check.expect_close %a, %b, max_ulp_difference = 1 : tensor<2xf32>, tensor<2xf32>
  check.expect_serialized_eq %a,
    probe_id = "probe0",
    iter = 2 : tensor<2xf32>
  check.expect_serialized_eq %a, probe_id = "probe0", iter = 0 : tensor<2xf32>
  func.return
}
"""

CHECK_GENERIC = """func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) {
  "check.expect_almost_eq_const"(%a) {value = dense<[0.999999, 2.0]> : tensor<2xf32>, tolerance = 1.000000e-03 : f64} : (tensor<2xf32>) -> ()
  "check.expect_almost_eq"(%a, %b) {tolerance = 1.000000e-03 : f64} : (tensor<2xf32>, tensor<2xf32>) -> ()
  "check.expect_almost_eq"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> ()
  "check.expect_eq_const"(%a) {value = dense<[1.0, 2.0]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "check.expect_eq"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> ()
  "check.expect_close"(%a, %b) {max_ulp_difference = 3 : ui64, min_ulp_difference = 1 : ui64} : (tensor<2xf32>, tensor<2xf32>) -> ()
  "check.expect_close"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> ()
  "check.expect_serialized_eq"(%a) {probe_id = "probe0", iteration = 2 : ui32} : (tensor<2xf32>) -> ()
  "check.expect_serialized_eq"(%a) {probe_id = "probe0"} : (tensor<2xf32>) -> ()
  func.return
}
"""


@pytest.mark.parametrize("pretty, generic", [(INTERPRETER_PRETTY, INTERPRETER_GENERIC),
                                             (CHECK_PRETTY, CHECK_GENERIC)],
                         ids=["interpreter", "check"])
def test_every_op_reads_in_pretty_and_generic_form_alike_and_prints_back(pretty, generic):
    module = spec.parse(pretty)
    assert module == spec.parse(generic)
    assert spec.parse(spec.print_module(module)) == module
    assert verify(module) == []


def test_every_op_of_both_dialects_is_covered():
    names = {op.name for text in (INTERPRETER_PRETTY, CHECK_PRETTY)
             for op in spec.parse(text).walk()}
    assert {n for n in OPS if n.startswith(("interpreter.", "check."))} <= names


def test_attributes_have_the_types_and_defaults_of_the_td():
    ops = [op for op in spec.parse(CHECK_PRETTY).walk() if op.name.startswith("check.")]
    close, close_default, serialized = ops[5], ops[6], ops[7]
    assert close.attributes["max_ulp_difference"] == A.IntegerAttr(3, element_type("ui64"))
    assert close.attributes["min_ulp_difference"] == A.IntegerAttr(1, element_type("ui64"))
    assert close_default.attributes == {}  # max_ulp_difference = 1 is the default
    assert serialized.attributes["iteration"] == A.IntegerAttr(2, element_type("ui32"))
    assert ops[8].attributes == {"probe_id": A.StringAttr(b"probe0")}  # iter = 0: the default
    defaults = {(op, a.name): a.default for op in ("check.expect_close",
                                                   "check.expect_almost_eq",
                                                   "check.expect_serialized_eq")
                for a in OPS[op].attributes if a.default is not None}
    assert defaults == {("check.expect_close", "max_ulp_difference"): 1,
                        ("check.expect_close", "min_ulp_difference"): 0,
                        ("check.expect_almost_eq", "tolerance"): 0.0001,
                        ("check.expect_serialized_eq", "iteration"): 0}
    run_parallel = OPS["interpreter.run_parallel"]
    assert [(a.name, a.optional) for a in run_parallel.attributes] == [("infeed", True),
                                                                        ("programs", False)]


@pytest.mark.parametrize("body, message", [
    ('%0 = interpreter.probe %x : tensor<2xi32>', "expected ', probe_id = ...'"),
    ('%0 = interpreter.probe %x, probe_id = 3 : tensor<2xi32>', "expected a string"),
    ('%0 = interpreter.probe %x, probe_id = "p" : tensor<3xi32>',
     "expects type tensor<3xi32>, but it was defined with type tensor<2xi32>"),
    ("check.expect_close %x, %x : tensor<2xi32>, tensor<2xi32>",
     "expected ', max_ulp_difference = ...'"),
    ("check.expect_close %x, %x, min_ulp_difference = 0, max_ulp_difference = 2 : "
     "tensor<2xi32>, tensor<2xi32>", "'max_ulp_difference' must come before"),
    ("check.expect_close %x, %x, max_ulp_difference = -1 : tensor<2xi32>, tensor<2xi32>",
     "ui64"),
    ('"interpreter.nope"(%x) : (tensor<2xi32>) -> ()', "unknown op 'interpreter.nope'"),
])
def test_malformed_ops_are_parse_errors(body, message):
    text = f"func.func @f(%x: tensor<2xi32>) {{\n  {body}\n  func.return\n}}"
    with pytest.raises(spec.ParseError, match=message):
        spec.parse(text)


def _jaxlib_generic(text: str) -> str:
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo
    with jm.make_ir_context() as ctx:
        stablehlo.register_interpreter_dialect(ctx)
        return ir.Module.parse(text).operation.get_asm(print_generic_op_form=True)


@pytest.mark.jaxlib
def test_our_print_means_to_jaxlib_what_the_original_means():
    module = spec.parse(INTERPRETER_PRETTY)
    assert _jaxlib_generic(spec.print_module(module)) == _jaxlib_generic(INTERPRETER_PRETTY)
