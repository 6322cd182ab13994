"""The reference's control flow and structure ops: while (zero trips, many iterations, many carried
values, nested loops capturing outer values, calls and composites in bodies), if, case (every
index: in range, negative, out of range, one branch), composite, optimization_barrier, tuples
nested in tuples, tokens through control flow, quantized values carried unchanged, and the
errors for malformed regions. Expected values are computed by plain Python loops."""
from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import reference
from reference import TOKEN, QuantizedTensor
from reference.errors import CheckFailure, EvaluationError
from spec import parse

I64 = "tensor<i64>"


def i64(x) -> np.ndarray:
    return np.array(x, np.int64)


def evaluate(text: str, args=(), func: str = "main") -> list:
    return reference.evaluate(text, list(args), func)


def counting_loop(body_ops: str = "", carried: str = "") -> str:
    """`while i < n: i += 1` on (%n, %i, extra carried values): the body's extra ops compute
    the extra values' next values as %next_* from %i and the block arguments."""
    return f"""
func.func @main(%n: tensor<i64>, %i0: tensor<i64>{carried}) -> (tensor<i64>, tensor<i64>) {{
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r_n, %r_i = "stablehlo.while"(%n, %i0) ({{
    ^bb0(%bn: tensor<i64>, %bi: tensor<i64>):
      %c = stablehlo.compare LT, %bi, %bn : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }}, {{
    ^bb0(%bn: tensor<i64>, %bi: tensor<i64>):
      {body_ops}
      %next = stablehlo.add %bi, %one : tensor<i64>
      stablehlo.return %bn, %next : tensor<i64>, tensor<i64>
  }}) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  return %r_n, %r_i : tensor<i64>, tensor<i64>
}}"""


# -- while -------------------------------------------------------------------------------------


def test_while_with_a_false_condition_never_runs_its_body():
    # The body holds a check that fails whenever it runs.
    text = counting_loop('"check.expect_eq_const"(%bi) {value = dense<-1> : tensor<i64>} : '
                         '(tensor<i64>) -> ()')
    n, i = evaluate(text, [i64(3), i64(5)])
    assert (n, i) == (3, 5)
    with pytest.raises(CheckFailure):  # the same program does run its body when i < n
        evaluate(text, [i64(5), i64(3)])


@given(st.integers(-3, 60), st.integers(-3, 60))
@settings(max_examples=30, deadline=None)
def test_while_counts_up_to_its_bound(n, start):
    assert evaluate(counting_loop(), [i64(n), i64(start)]) == [n, max(n, start)]


FIBONACCI = """
func.func @main(%n: tensor<i64>) -> (tensor<i64>, tensor<i64>, tensor<i64>, tensor<ui8>, tensor<2xf64>) {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %u = stablehlo.constant dense<250> : tensor<ui8>
  %u_step = stablehlo.constant dense<7> : tensor<ui8>
  %v = stablehlo.constant dense<[1.0, -1.0]> : tensor<2xf64>
  %half = stablehlo.constant dense<0.5> : tensor<2xf64>
  %i, %a, %b, %w, %x = "stablehlo.while"(%zero, %zero, %one, %u, %v) ({
    ^bb0(%bi: tensor<i64>, %ba: tensor<i64>, %bb: tensor<i64>, %bw: tensor<ui8>, %bx: tensor<2xf64>):
      %c = stablehlo.compare LT, %bi, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%bi: tensor<i64>, %ba: tensor<i64>, %bb: tensor<i64>, %bw: tensor<ui8>, %bx: tensor<2xf64>):
      %i1 = stablehlo.add %bi, %one : tensor<i64>
      %s = stablehlo.add %ba, %bb : tensor<i64>
      %w1 = stablehlo.add %bw, %u_step : tensor<ui8>
      %x1 = stablehlo.multiply %bx, %half : tensor<2xf64>
      stablehlo.return %i1, %bb, %s, %w1, %x1 : tensor<i64>, tensor<i64>, tensor<i64>, tensor<ui8>, tensor<2xf64>
  }) : (tensor<i64>, tensor<i64>, tensor<i64>, tensor<ui8>, tensor<2xf64>) -> (tensor<i64>, tensor<i64>, tensor<i64>, tensor<ui8>, tensor<2xf64>)
  return %i, %a, %b, %w, %x : tensor<i64>, tensor<i64>, tensor<i64>, tensor<ui8>, tensor<2xf64>
}"""


def test_while_carries_many_values_through_many_iterations():
    n = 1000
    a, b, w, x = 0, 1, 250, [1.0, -1.0]
    for _ in range(n):
        a, b, w, x = b, (a + b) % 2**64, (w + 7) % 256, [v / 2 for v in x]
    a, b = (v - 2**64 if v >= 2**63 else v for v in (a, b))  # i64 wraps around
    i, ra, rb, rw, rx = evaluate(FIBONACCI, [i64(n)])
    assert (i, ra, rb, rw) == (n, a, b, w)
    assert rw.dtype == np.uint8 and rx.dtype == np.float64
    assert rx.tolist() == x  # 2**-1000 is a normal f64; halving is exact


NESTED = """
func.func @main(%n: tensor<i64>, %m: tensor<i64>, %k: tensor<i64>) -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %i, %total = "stablehlo.while"(%zero, %zero) ({
    ^bb0(%i: tensor<i64>, %t: tensor<i64>):
      %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%i: tensor<i64>, %t: tensor<i64>):
      %ik = stablehlo.multiply %i, %k : tensor<i64>
      %j, %inner = "stablehlo.while"(%zero, %t) ({
        ^bb0(%j: tensor<i64>, %s: tensor<i64>):
          %c = stablehlo.compare LT, %j, %m : (tensor<i64>, tensor<i64>) -> tensor<i1>
          stablehlo.return %c : tensor<i1>
      }, {
        ^bb0(%j: tensor<i64>, %s: tensor<i64>):
          %odd = stablehlo.and %j, %one : tensor<i64>
          %is_odd = stablehlo.compare EQ, %odd, %one : (tensor<i64>, tensor<i64>) -> tensor<i1>
          %term = "stablehlo.if"(%is_odd) ({
            %p = stablehlo.add %ik, %j : tensor<i64>
            stablehlo.return %p : tensor<i64>
          }, {
            stablehlo.return %i : tensor<i64>
          }) : (tensor<i1>) -> tensor<i64>
          %s1 = stablehlo.add %s, %term : tensor<i64>
          %j1 = stablehlo.add %j, %one : tensor<i64>
          stablehlo.return %j1, %s1 : tensor<i64>, tensor<i64>
      }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
      %i1 = stablehlo.add %i, %one : tensor<i64>
      stablehlo.return %i1, %inner : tensor<i64>, tensor<i64>
  }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  return %total : tensor<i64>
}"""


@pytest.mark.parametrize("n,m,k", [(0, 5, 3), (4, 0, 3), (1, 1, 7), (6, 9, -5)])
def test_nested_regions_use_the_values_of_every_enclosing_region(n, m, k):
    # The inner loop's if reads %ik and %i (outer body), %j (inner body), and the inner
    # loop's cond reads %m (function).
    expected = sum(i * k + j if j % 2 else i for i in range(n) for j in range(m))
    assert evaluate(NESTED, [i64(n), i64(m), i64(k)]) == [expected]


CALLS = """
func.func @main(%n: tensor<i64>, %p: tensor<i1>) -> (tensor<i64>, tensor<i64>) {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %i, %s = "stablehlo.while"(%zero, %zero) ({
    ^bb0(%i: tensor<i64>, %s: tensor<i64>):
      %c = func.call @less(%i, %n) : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%i: tensor<i64>, %s: tensor<i64>):
      %i1 = func.call @increment(%i) : (tensor<i64>) -> tensor<i64>
      %s1 = "stablehlo.composite"(%s, %i1) {name = "test.weighted_add", decomposition = @weighted_add} : (tensor<i64>, tensor<i64>) -> tensor<i64>
      stablehlo.return %i1, %s1 : tensor<i64>, tensor<i64>
  }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  %r = "stablehlo.if"(%p) ({
    %a = func.call @increment(%s) : (tensor<i64>) -> tensor<i64>
    stablehlo.return %a : tensor<i64>
  }, {
    stablehlo.return %s : tensor<i64>
  }) : (tensor<i1>) -> tensor<i64>
  return %s, %r : tensor<i64>, tensor<i64>
}
func.func private @less(%a: tensor<i64>, %b: tensor<i64>) -> tensor<i1> {
  %c = stablehlo.compare LT, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
  return %c : tensor<i1>
}
func.func private @increment(%a: tensor<i64>) -> tensor<i64> {
  %one = stablehlo.constant dense<1> : tensor<i64>
  %b = stablehlo.add %a, %one : tensor<i64>
  return %b : tensor<i64>
}
func.func private @weighted_add(%s: tensor<i64>, %x: tensor<i64>) -> tensor<i64> {
  %sq = stablehlo.multiply %x, %x : tensor<i64>
  %r = stablehlo.add %s, %sq : tensor<i64>
  return %r : tensor<i64>
}"""


@pytest.mark.parametrize("pred", [True, False])
def test_calls_and_composites_inside_loop_bodies_and_branches(pred):
    squares = sum(x * x for x in range(1, 11))
    assert evaluate(CALLS, [i64(10), np.array(pred)]) == [squares, squares + pred]


def loop_with_cond(cond_ops: str, cond_type: str, body_return: str = "%bi") -> str:
    return f"""
func.func @main(%x: tensor<i64>) -> tensor<i64> {{
  %r = "stablehlo.while"(%x) ({{
    ^bb0(%bi: tensor<i64>):
      {cond_ops}
      stablehlo.return %c : {cond_type}
  }}, {{
    ^bb0(%bi: tensor<i64>):
      stablehlo.return {body_return}
  }}) : (tensor<i64>) -> tensor<i64>
  return %r : tensor<i64>
}}"""


def test_while_with_a_condition_that_is_not_one_i1_is_an_error():
    text = loop_with_cond("%c = stablehlo.constant dense<1> : tensor<i64>", "tensor<i64>",
                          "%bi : tensor<i64>")
    with pytest.raises(EvaluationError, match=r"stablehlo.while.*while_c1"):
        evaluate(text, [i64(0)])


def test_while_whose_body_returns_the_wrong_number_of_values_is_an_error():
    text = loop_with_cond(
        "%c = stablehlo.compare LT, %bi, %bi : (tensor<i64>, tensor<i64>) -> tensor<i1>"
        "\n      %t = stablehlo.constant dense<true> : tensor<i1>", "tensor<i1>",
        "%bi, %bi : tensor<i64>, tensor<i64>").replace("return %c", "return %t")
    with pytest.raises(EvaluationError, match=r"stablehlo.while.*while_c2.*2 value\(s\) for 1"):
        evaluate(text, [i64(0)])


# -- if and case -------------------------------------------------------------------------------

IF = """
func.func @main(%p: tensor<i1>, %x: tensor<2xf32>) -> (tensor<2xf32>, tensor<i32>) {
  %r, %tag = "stablehlo.if"(%p) ({
    %n = stablehlo.negate %x : tensor<2xf32>
    %t = stablehlo.constant dense<1> : tensor<i32>
    stablehlo.return %n, %t : tensor<2xf32>, tensor<i32>
  }, {
    %t = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %x, %t : tensor<2xf32>, tensor<i32>
  }) : (tensor<i1>) -> (tensor<2xf32>, tensor<i32>)
  return %r, %tag : tensor<2xf32>, tensor<i32>
}"""


@pytest.mark.parametrize("pred", [True, False])
def test_if_runs_only_the_selected_branch(pred):
    x = np.array([1.5, -0.0], np.float32)
    r, tag = evaluate(IF, [np.array(pred), x])
    assert tag == int(pred)
    assert r.tobytes() == (-x if pred else x).tobytes()


def case_program(n_branches: int, index_type: str = "i32") -> str:
    """A case whose branch k returns 10 * k + %x (branches capture %x)."""
    branches = ",\n".join(
        f"""{{
    %k = stablehlo.constant dense<{10 * k}> : tensor<i64>
    %r = stablehlo.add %k, %x : tensor<i64>
    stablehlo.return %r : tensor<i64>
  }}""" for k in range(n_branches))
    return f"""
func.func @main(%index: tensor<{index_type}>, %x: tensor<i64>) -> tensor<i64> {{
  %r = "stablehlo.case"(%index) ({branches}) : (tensor<{index_type}>) -> tensor<i64>
  return %r : tensor<i64>
}}"""


@pytest.mark.parametrize("index,branch", [
    (0, 0), (1, 1), (2, 2), (3, 3),  # in range
    (4, 3), (2**31 - 1, 3),  # out of range above: the last branch
    (-1, 3), (-4, 3), (-(2**31), 3),  # negative: the last branch, never counted from the end
])
def test_case_selects_the_indexed_branch_and_the_last_one_out_of_range(index, branch):
    assert evaluate(case_program(4), [np.array(index, np.int32), i64(5)]) == [10 * branch + 5]


@pytest.mark.parametrize("index", [-7, 0, 1, 99])
def test_case_with_one_branch_always_runs_it(index):
    assert evaluate(case_program(1), [np.array(index, np.int32), i64(5)]) == [5]


def test_case_runs_only_the_selected_branch():
    text = """
func.func @main(%index: tensor<i32>) -> tensor<i64> {
  %r = "stablehlo.case"(%index) ({
    %c = stablehlo.constant dense<0> : tensor<i64>
    "check.expect_eq_const"(%c) {value = dense<1> : tensor<i64>} : (tensor<i64>) -> ()
    stablehlo.return %c : tensor<i64>
  }, {
    %c = stablehlo.constant dense<7> : tensor<i64>
    stablehlo.return %c : tensor<i64>
  }) : (tensor<i32>) -> tensor<i64>
  return %r : tensor<i64>
}"""
    assert evaluate(text, [np.array(1, np.int32)]) == [7]
    with pytest.raises(CheckFailure):
        evaluate(text, [np.array(0, np.int32)])


# -- tuples, tokens, barrier, composite -------------------------------------------------------

TUPLES = """
func.func @main(%a: tensor<2xbf16>, %b: tensor<i1>) -> (tuple<tensor<2xbf16>, tuple<tensor<i1>, !stablehlo.token>, tuple<>>, tensor<i1>, !stablehlo.token, tuple<>) {
  %t0 = stablehlo.after_all : !stablehlo.token
  %empty = "stablehlo.tuple"() : () -> tuple<>
  %inner = "stablehlo.tuple"(%b, %t0) : (tensor<i1>, !stablehlo.token) -> tuple<tensor<i1>, !stablehlo.token>
  %outer = "stablehlo.tuple"(%a, %inner, %empty) : (tensor<2xbf16>, tuple<tensor<i1>, !stablehlo.token>, tuple<>) -> tuple<tensor<2xbf16>, tuple<tensor<i1>, !stablehlo.token>, tuple<>>
  %e1 = "stablehlo.get_tuple_element"(%outer) {index = 1 : i32} : (tuple<tensor<2xbf16>, tuple<tensor<i1>, !stablehlo.token>, tuple<>>) -> tuple<tensor<i1>, !stablehlo.token>
  %e10 = "stablehlo.get_tuple_element"(%e1) {index = 0 : i32} : (tuple<tensor<i1>, !stablehlo.token>) -> tensor<i1>
  %e11 = "stablehlo.get_tuple_element"(%e1) {index = 1 : i32} : (tuple<tensor<i1>, !stablehlo.token>) -> !stablehlo.token
  %e2 = "stablehlo.get_tuple_element"(%outer) {index = 2 : i32} : (tuple<tensor<2xbf16>, tuple<tensor<i1>, !stablehlo.token>, tuple<>>) -> tuple<>
  return %outer, %e10, %e11, %e2 : tuple<tensor<2xbf16>, tuple<tensor<i1>, !stablehlo.token>, tuple<>>, tensor<i1>, !stablehlo.token, tuple<>
}"""


def test_tuples_nest_and_get_tuple_element_takes_them_apart():
    a = np.array([1.5, -2.0], ml_dtypes.bfloat16)
    outer, e10, e11, e2 = evaluate(TUPLES, [a, np.array(True)])
    assert isinstance(outer, tuple) and len(outer) == 3
    assert outer[0].dtype == a.dtype and outer[0].tobytes() == a.tobytes()
    assert outer[1][0] == np.array(True) and outer[1][1] is TOKEN and outer[2] == ()
    assert e10 == np.array(True) and e11 is TOKEN and e2 == ()


def test_get_tuple_element_outside_the_tuple_is_an_error():
    text = """
func.func @main(%a: tensor<i64>) -> tensor<i64> {
  %t = "stablehlo.tuple"(%a) : (tensor<i64>) -> tuple<tensor<i64>>
  %e = "stablehlo.get_tuple_element"(%t) {index = 1 : i32} : (tuple<tensor<i64>>) -> tensor<i64>
  return %e : tensor<i64>
}"""
    with pytest.raises(EvaluationError, match="get_tuple_element_c1: index 1 is outside a tuple "
                                              "of 1 element"):
        evaluate(text, [i64(1)])


TOKENS = """
func.func @main(%t: !stablehlo.token, %p: tensor<i1>, %q: tensor<3x!quant.uniform<i8:f32, 0.5:-1>>) -> (!stablehlo.token, !stablehlo.token, !stablehlo.token, tensor<3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<i64>) {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %three = stablehlo.constant dense<3> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %fresh = "stablehlo.create_token"() : () -> !stablehlo.token
  %joined = stablehlo.after_all %t, %fresh : !stablehlo.token
  %wt, %wq, %wi = "stablehlo.while"(%joined, %q, %zero) ({
    ^bb0(%bt: !stablehlo.token, %bq: tensor<3x!quant.uniform<i8:f32, 0.5:-1>>, %bi: tensor<i64>):
      %c = stablehlo.compare LT, %bi, %three : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%bt: !stablehlo.token, %bq: tensor<3x!quant.uniform<i8:f32, 0.5:-1>>, %bi: tensor<i64>):
      %nt = stablehlo.after_all %bt : !stablehlo.token
      %bt2, %bq2 = stablehlo.optimization_barrier %nt, %bq : !stablehlo.token, tensor<3x!quant.uniform<i8:f32, 0.5:-1>>
      %ni = stablehlo.add %bi, %one : tensor<i64>
      stablehlo.return %bt2, %bq2, %ni : !stablehlo.token, tensor<3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<i64>
  }) : (!stablehlo.token, tensor<3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<i64>) -> (!stablehlo.token, tensor<3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<i64>)
  %it = "stablehlo.if"(%p) ({
    stablehlo.return %wt : !stablehlo.token
  }, {
    %none = "stablehlo.after_all"() : () -> !stablehlo.token
    stablehlo.return %none : !stablehlo.token
  }) : (tensor<i1>) -> !stablehlo.token
  %ct = "stablehlo.case"(%wi) ({
    stablehlo.return %it : !stablehlo.token
  }) : (tensor<i64>) -> !stablehlo.token
  return %wt, %it, %ct, %wq, %wi : !stablehlo.token, !stablehlo.token, !stablehlo.token, tensor<3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<i64>
}"""


def test_tokens_and_quantized_tensors_go_through_control_flow_unchanged():
    module = parse(TOKENS)
    q_type = module.funcs[0].type.inputs[2].element_type
    q = QuantizedTensor(np.array([-128, 0, 127], np.int8), q_type)
    wt, it, ct, wq, wi = reference.evaluate(module, [TOKEN, np.array(False), q])
    assert (wt, it, ct) == (TOKEN, TOKEN, TOKEN) and wi == 3
    assert wq.element_type == q_type and wq.storage.dtype == np.int8
    assert wq.storage.tolist() == [-128, 0, 127]


def test_optimization_barrier_returns_its_operands():
    text = """
func.func @main(%a: tensor<2xf8E4M3FN>, %b: tensor<0xui4>) -> (tensor<2xf8E4M3FN>, tensor<0xui4>) {
  %r0, %r1 = "stablehlo.optimization_barrier"(%a, %b) : (tensor<2xf8E4M3FN>, tensor<0xui4>) -> (tensor<2xf8E4M3FN>, tensor<0xui4>)
  return %r0, %r1 : tensor<2xf8E4M3FN>, tensor<0xui4>
}"""
    a = np.array([0x7F, 0x80], np.uint8).view(ml_dtypes.float8_e4m3fn)  # NaN, -0
    b = np.zeros(0, ml_dtypes.uint4)
    r0, r1 = evaluate(text, [a, b])
    assert r0.tobytes() == a.tobytes() and r0.dtype == a.dtype
    assert r1.shape == (0,) and r1.dtype == b.dtype


COMPOSITE = """
func.func @main(%x: tensor<3xf32>, %y: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %s, %d = "stablehlo.composite"(%x, %y) {
    name = "test.sum_and_difference",
    composite_attributes = {scale = 2 : i64},
    decomposition = @sum_and_difference,
    version = 3 : i32
  } : (tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  return %s, %d : tensor<3xf32>, tensor<3xf32>
}
func.func private @sum_and_difference(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %s = stablehlo.add %a, %b : tensor<3xf32>
  %d = stablehlo.subtract %a, %b : tensor<3xf32>
  return %s, %d : tensor<3xf32>, tensor<3xf32>
}"""


def test_composite_evaluates_its_decomposition():
    x = np.array([1.0, 0.5, 3.0], np.float32)
    y = np.array([2.0, 0.25, -3.0], np.float32)
    s, d = evaluate(COMPOSITE, [x, y])
    assert s.tolist() == [3.0, 0.75, 0.0] and d.tolist() == [-1.0, 0.25, 6.0]


def test_composite_spec_example_evaluates_its_placeholder_decomposition():
    path = Path(__file__).resolve().parents[2] / "corpus/spec_examples/composite.mlir"
    r = reference.evaluate(path.read_text(), [np.array(1.5, np.float32), np.array(2.25, np.float32)],
                           "composite_example_1")
    assert r == [3.75]


def test_composite_with_a_missing_decomposition_is_an_error():
    text = COMPOSITE.replace("decomposition = @sum_and_difference",
                             "decomposition = @nowhere")
    with pytest.raises(EvaluationError, match=r"stablehlo.composite.*no function @nowhere"):
        evaluate(text, [np.zeros(3, np.float32)] * 2)
