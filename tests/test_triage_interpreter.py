"""Triage of the stablehlo-interpreter findings of campaign fz3 (issue 9).

Upstream's interpreter (jaxlib's `stablehlo.eval_module`) crashes on valid programs in three
ops (oracles/known_divergences.toml, `what = ["crash"]`): convolution and dynamic_conv whose
output feature dimension precedes the output batch dimension, dot_general with an empty
contraction, triangular_solve with ADJOINT. The tests below run the narrowest trigger next to a
variant that works, the variant's values checked against numpy, and XLA's values on the crashing
program. Two findings were ours: the oracle let tuple results through (eval_module aborts on
them), and the reference did not declare that select_and_scatter's result is
implementation-defined when init_value is not the identity of scatter (the spec's reduce
interleaves an implementation-defined number of init values)."""
from __future__ import annotations

import numpy as np
import pytest

import spec
from fuzz.findings import Finding
from fuzz.known import known_reason
from oracles.verdict import unspecified_masks
from spec.verify import verify


def inputs_for(module: spec.Module, *values) -> list[np.ndarray]:
    return [np.asarray(v, a.type.element_type.dtype).reshape(a.type.shape)
            for a, v in zip(module.func("main").arguments, values)]


def conv(output: str, lhs_shape: str = "2x1x1", rhs_shape: str = "1x1x1",
         result_shape: str = "1x2x1", dynamic: bool = False) -> spec.Module:
    """A 1-d convolution (or dynamic_conv with zero padding) of lhs [b, f, 0] and rhs [i, o, 0]
    with output layout `output`."""
    lhs, rhs, res = (f"tensor<{s}xf32>" for s in (lhs_shape, rhs_shape, result_shape))
    common = (f'window_strides = array<i64: 1>, lhs_dilation = array<i64: 1>, rhs_dilation = '
              f'array<i64: 1>, window_reversal = array<i1: false>, dimension_numbers = '
              f'#stablehlo.conv<[b, f, 0]x[i, o, 0]->[{output}]>, feature_group_count = 1 : i64, '
              f'batch_group_count = 1 : i64')
    if dynamic:
        body = (f'  %p = "stablehlo.constant"() {{value = dense<0> : tensor<1x2xi32>}} : () -> '
                f'tensor<1x2xi32>\n'
                f'  %r = "stablehlo.dynamic_conv"(%x, %y, %p) {{{common}}} : ({lhs}, {rhs}, '
                f'tensor<1x2xi32>) -> {res}\n')
    else:
        body = (f'  %r = "stablehlo.convolution"(%x, %y) {{padding = dense<[[0, 0]]> : '
                f'tensor<1x2xi64>, {common}}} : ({lhs}, {rhs}) -> {res}\n')
    return spec.parse(f'func.func @main(%x: {lhs}, %y: {rhs}) -> {res} {{\n{body}'
                      f'  "func.return"(%r) : ({res}) -> ()\n}}')


def dot(lhs_shape: str, rhs_shape: str, result_shape: str, contracting=(0, 0)) -> spec.Module:
    lhs, rhs, res = (f"tensor<{s}f32>" for s in (lhs_shape, rhs_shape, result_shape))
    return spec.parse(
        f'func.func @main(%x: {lhs}, %y: {rhs}) -> {res} {{\n'
        f'  %r = "stablehlo.dot_general"(%x, %y) {{dot_dimension_numbers = #stablehlo.dot<'
        f'lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions'
        f' = [{contracting[0]}], rhs_contracting_dimensions = [{contracting[1]}]>}} : ({lhs}, '
        f'{rhs}) -> {res}\n  "func.return"(%r) : ({res}) -> ()\n}}')


def triangular_solve(transpose: str) -> spec.Module:
    t = "tensor<2x2xf32>"
    return spec.parse(
        f'func.func @main(%a: {t}, %b: {t}) -> {t} {{\n'
        f'  %r = "stablehlo.triangular_solve"(%a, %b) {{left_side = true, lower = true, '
        f'unit_diagonal = false, transpose_a = #stablehlo<transpose {transpose}>}} : ({t}, {t}) '
        f'-> {t}\n  "func.return"(%r) : ({t}) -> ()\n}}')


def raw(interpreter, module, inputs):
    """The interpreter's outcome on `module`, past the oracle's support checks."""
    assert not verify(module), verify(module)  # a valid program
    return interpreter.worker.run(spec.print_module(module), inputs)


@pytest.fixture(scope="module")
def pair(jaxlib_oracles_pair):
    interpreter, xla = jaxlib_oracles_pair
    return interpreter, xla


@pytest.mark.jaxlib
@pytest.mark.parametrize("dynamic", [False, True])
def test_a_convolution_output_with_feature_before_batch_aborts_the_interpreter(pair, dynamic):
    interpreter, xla = pair
    x, y = [[[-1.0]], [[2.0]]], [[[3.0]]]  # batch 2, one feature; a 1x1 kernel of 3
    crashing = conv("f, b, 0", dynamic=dynamic)
    outcome = raw(interpreter, crashing, inputs_for(crashing, x, y))
    assert outcome.status == "crash" and "flattening index" in outcome.message, outcome
    if not dynamic:  # XLA computes the spec's value: out[f, b, 0] = x[b, f, 0] * 3 (XLA has
        # no dynamic_conv lowering)
        theirs = xla.run(crashing, inputs_for(crashing, x, y))
        assert theirs.status == "ok", theirs.message
        np.testing.assert_array_equal(theirs.outputs[0],
                                      np.transpose(np.multiply(x, 3), (1, 0, 2)))
    # The same convolution with the batch dimension first works.
    works = conv("b, f, 0", result_shape="2x1x1", dynamic=dynamic)
    ours = raw(interpreter, works, inputs_for(works, x, y))
    assert ours.status == "ok", ours.message
    np.testing.assert_array_equal(ours.outputs[0], np.multiply(x, 3))


@pytest.mark.jaxlib
def test_feature_before_batch_works_when_both_have_size_1(pair):
    interpreter, _ = pair
    module = conv("0, f, b", lhs_shape="1x1x3", result_shape="3x1x1")
    outcome = raw(interpreter, module, inputs_for(module, [1.0, 2.0, 3.0], [2.0]))
    assert outcome.status == "ok", outcome.message
    np.testing.assert_array_equal(outcome.outputs[0].ravel(), [2.0, 4.0, 6.0])


@pytest.mark.jaxlib
@pytest.mark.parametrize("outputs, crashes", [(2, False), (4, True)])
def test_with_feature_groups_it_takes_two_outputs_per_group_to_abort(pair, outputs, crashes):
    """feature_group_count = 2 over 2 input features: with 2 output features each group
    computes one, and the feature-before-batch layout works; with 4, each computes 2."""
    interpreter, _ = pair
    lhs, rhs, res = "tensor<1x2x1xf32>", f"tensor<1x{outputs}x1xf32>", f"tensor<{outputs}x1x1xf32>"
    module = spec.parse(
        f'func.func @main(%x: {lhs}, %y: {rhs}) -> {res} {{\n'
        f'  %r = "stablehlo.convolution"(%x, %y) {{padding = dense<[[0, 0]]> : tensor<1x2xi64>, '
        f'window_strides = array<i64: 1>, lhs_dilation = array<i64: 1>, rhs_dilation = '
        f'array<i64: 1>, window_reversal = array<i1: false>, dimension_numbers = #stablehlo.conv<'
        f'[b, f, 0]x[i, o, 0]->[f, b, 0]>, feature_group_count = 2 : i64, batch_group_count = '
        f'1 : i64}} : ({lhs}, {rhs}) -> {res}\n  "func.return"(%r) : ({res}) -> ()\n}}')
    kernel = np.arange(1, outputs + 1)
    outcome = raw(interpreter, module, inputs_for(module, [2.0, 3.0], kernel))
    if crashes:
        assert outcome.status == "crash" and "flattening index" in outcome.message, outcome
        return
    # Group g multiplies input feature g by kernel output g.
    assert outcome.status == "ok", outcome.message
    assert outcome.outputs[0].ravel().tolist() == [2.0 * 1, 3.0 * 2]


@pytest.mark.jaxlib
@pytest.mark.parametrize("shapes", [("0x", "0x", ""), ("3x0x", "0x2x", "3x2x")])
def test_an_empty_contraction_aborts_the_interpreter(pair, shapes):
    interpreter, xla = pair
    contracting = (0, 0) if shapes[0] == "0x" else (1, 0)
    module = dot(*shapes, contracting=contracting)
    args = [np.zeros(a.type.shape, np.float32) for a in module.func("main").arguments]
    outcome = raw(interpreter, module, args)
    assert outcome.status == "crash" and "flattening index" in outcome.message, outcome
    theirs = xla.run(module, args)  # an empty sum: zeros
    assert theirs.status == "ok" and not np.any(theirs.outputs[0]), theirs


@pytest.mark.jaxlib
def test_an_empty_result_with_a_nonempty_contraction_works(pair):
    interpreter, _ = pair
    module = dot("0x2x", "2x3x", "0x3x", contracting=(1, 0))
    args = [np.ones(a.type.shape, np.float32) for a in module.func("main").arguments]
    outcome = raw(interpreter, module, args)
    assert outcome.status == "ok" and outcome.outputs[0].shape == (0, 3), outcome


@pytest.mark.jaxlib
def test_adjoint_triangular_solve_segfaults_the_interpreter(pair):
    interpreter, xla = pair
    a, b = np.array([[2.0, 0.0], [1.0, 4.0]], np.float32), np.array([[2.0, 4.0], [8.0, 4.0]],
                                                                     np.float32)
    crashing = triangular_solve("ADJOINT")
    outcome = raw(interpreter, crashing, [a, b])
    assert outcome.status == "crash" and "SIGSEGV" in outcome.message, outcome
    # For a real a, ADJOINT is TRANSPOSE: a^T x = b.
    expected = np.linalg.solve(a.T.astype(np.float64), b.astype(np.float64))
    theirs = xla.run(crashing, [a, b])
    assert theirs.status == "ok", theirs.message
    np.testing.assert_allclose(theirs.outputs[0], expected, rtol=1e-6)
    works = raw(interpreter, triangular_solve("TRANSPOSE"), [a, b])
    assert works.status == "ok", works.message
    np.testing.assert_allclose(works.outputs[0], expected, rtol=1e-6)


def crash(op: str, key: str, kind: str = "crash") -> Finding:
    return Finding(kind, op, key, "stablehlo-interpreter", "reference", kind, "", "")


@pytest.mark.parametrize("op", ["convolution", "dynamic_conv", "dot_general", "triangular_solve"])
def test_the_crashes_are_known_for_every_type_and_only_as_crashes(op):
    for key in ("f8E4M3FNUZ", "bf16", "i2", "ui32"):
        assert known_reason(crash(op, key)) is not None, (op, key)
    if op != "triangular_solve":  # f32/f64 triangular_solve has an older entry for all kinds
        assert known_reason(crash(op, "f32", "wrong-result")) is None


TUPLE_RESULT = """func.func @main(%x: tensor<2xf32>) -> tuple<tensor<2xf32>> {
  %t = "stablehlo.tuple"(%x) : (tensor<2xf32>) -> tuple<tensor<2xf32>>
  "func.return"(%t) : (tuple<tensor<2xf32>>) -> ()
}"""


def test_the_interpreter_oracle_does_not_take_tuple_results():
    from oracles.stablehlo_interpreter import StablehloInterpreter
    oracle = StablehloInterpreter()  # its worker starts on the first run: none here
    try:
        ok, why = oracle.supports(spec.parse(TUPLE_RESULT))
    finally:
        oracle.close()
    assert not ok and "tensors only" in why and "tuple<tensor<2xf32>>" in why


@pytest.mark.jaxlib
def test_eval_module_aborts_on_a_tuple_result_but_not_on_an_inner_tuple(pair):
    interpreter, _ = pair
    outcome = interpreter.worker.run(TUPLE_RESULT, [np.ones(2, np.float32)])
    assert outcome.status == "crash" and "not a Tensor" in outcome.message, outcome
    inner = spec.parse("""func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %t = "stablehlo.tuple"(%x) : (tensor<2xf32>) -> tuple<tensor<2xf32>>
  %y = "stablehlo.get_tuple_element"(%t) {index = 0 : i32} : (tuple<tensor<2xf32>>) -> tensor<2xf32>
  "func.return"(%y) : (tensor<2xf32>) -> ()
}""")
    outcome = interpreter.run(inner, [np.array([1.5, -2.0], np.float32)])
    assert outcome.status == "ok" and outcome.outputs[0].tolist() == [1.5, -2.0]


def select_and_scatter(scatter: str, shape=(3,), window=2, et="f32") -> spec.Module:
    t, s = f"tensor<{''.join(f'{d}x' for d in shape)}{et}>", f"tensor<{et}>"
    n = shape[0] - window + 1
    src = f"tensor<{n}x{et}>"
    return spec.parse(f"""func.func @main(%o: {t}, %src: {src}, %i: {s}) -> {t} {{
  %r = "stablehlo.select_and_scatter"(%o, %src, %i) ({{
  ^bb0(%a: {s}, %b: {s}):
    %c = "stablehlo.compare"(%a, %b) {{comparison_direction = #stablehlo<comparison_direction GE>}} : ({s}, {s}) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }}, {{
  ^bb0(%a: {s}, %b: {s}):
    %d = "stablehlo.{scatter}"(%a, %b) : ({s}, {s}) -> {s}
    "stablehlo.return"(%d) : ({s}) -> ()
  }}) {{window_dimensions = array<i64: {window}>, window_strides = array<i64: 1>, padding = dense<0> : tensor<1x2xi64>}} : ({t}, {src}, {s}) -> {t}
  "func.return"(%r) : ({t}) -> ()
}}""")


@pytest.mark.parametrize("scatter, init, ignored", [
    ("add", 3, True), ("add", 0, False), ("multiply", 2, True), ("multiply", 1, False),
    ("maximum", 0, True), ("maximum", -2**31, False), ("minimum", 2**31 - 1, False)])
def test_select_and_scatter_with_an_init_that_is_not_the_identity_isunspecified_masks(scatter, init,
                                                                              ignored):
    module = select_and_scatter(scatter, et="i32")
    inputs = inputs_for(module, [1, 3, 2], [5, 6], init)
    mask, = unspecified_masks(module, inputs)
    assert mask.shape == (3,) and (mask.all() if ignored else not mask.any())


@pytest.mark.parametrize("init, ignored", [(0.25, [True] * 3), (-0.0, [False, True, False])])
def test_on_floats_an_identity_init_leaves_only_the_scatter_orderunspecified_masks(init, ignored):
    """Both windows select the middle element: the order of its two float additions is
    implementation-defined whatever the init."""
    module = select_and_scatter("add")
    mask, = unspecified_masks(module, inputs_for(module, [1.0, 3.0, 2.0], [5.0, 6.0], init))
    assert mask.tolist() == ignored


@pytest.mark.jaxlib
def test_the_interpreter_combines_init_value_more_than_once(pair):
    """Why the condition is needed: eval_module's add of both source values to the middle
    element (both windows select 3.0) counts init_value 0.25 three times, the reference once;
    the spec's reduce allows any number of init values."""
    interpreter, _ = pair
    module = select_and_scatter("add")
    inputs = inputs_for(module, [1.0, 3.0, 2.0], [5.0, 6.0], 0.25)
    outcome = interpreter.run(module, inputs)
    assert outcome.status == "ok", outcome.message
    assert outcome.outputs[0].tolist() == [0.25, 5.0 + 6.0 + 3 * 0.25, 0.25]
    with_identity = interpreter.run(module, inputs_for(module, [1.0, 3.0, 2.0], [5.0, 6.0], 0.0))
    assert with_identity.outputs[0].tolist() == [0.0, 11.0, 0.0]
