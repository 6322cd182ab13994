"""The reference's reduce, reduce_window, select_and_scatter and map.

reduce_window and select_and_scatter are checked against slow per-element oracles written from
the spec's formulas (padded coordinates, base dilations, window dilations, num_windows of C15 and
C2) on hypothesis-generated window configurations, with integer element types so the order of
reduction does not matter. reduce is checked on its integer fast path (wrap-around) against
Python integers, on its region path (variadic, a two-op body) and on the documented float
schedule (body(init, pairwise tree)), which a sequential sum would not give."""
from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import assume, given, settings, strategies as st

import reference
from reference.errors import EvaluationError
from reference.ops import unspecified
from spec.build import dense, function, i64_array, i64_matrix, region, tensor_type
from spec.ir import Region
from tests.helpers import compare
from tests.helpers.reduction import (binary, body, num_windows, padded_sizes_valid,
                                     reduce_window, run,
                                     select_and_scatter as run_select_and_scatter, ttype,
                                     window_config)
import spec
from oracles.verdict import unspecified_masks
from reference.interpreter import Interpreter
from reference.ops.reduction import _component_ops
from reference.ops.reduction import _is_identity


I1 = tensor_type((), "i1")


def wrap(x: int, bits: int) -> int:
    x &= (1 << bits) - 1
    return x - (1 << bits) if x >> (bits - 1) else x


# ---------------------------------------------------------------------------------------------
# reduce

def reduce(inputs, inits, ets, dimensions, body: Region, result_ets=None):
    result_ets = result_ets or ets
    shape = np.shape(inputs[0])
    kept = [s for d, s in enumerate(shape) if d not in dimensions]
    return run("reduce", [*inputs, *inits],
               [ttype(shape, e) for e in ets] + [ttype((), e) for e in ets],
               [ttype(kept, e) for e in result_ets], [body],
               {"dimensions": i64_array(dimensions)})


@pytest.mark.parametrize("name, fold", [
    ("add", lambda a, b: a + b), ("multiply", lambda a, b: a * b), ("maximum", max),
    ("minimum", min), ("and", lambda a, b: a & b), ("or", lambda a, b: a | b),
    ("xor", lambda a, b: a ^ b)])
@pytest.mark.parametrize("et, bits, dtype", [("i8", 8, np.int8), ("ui64", 64, np.uint64)])
def test_reduce_integer_fast_path_wraps(name, fold, et, bits, dtype):
    rng = np.random.default_rng(1)
    info = np.iinfo(dtype)
    x = rng.integers(info.min, info.max, (3, 4, 5), dtype=dtype, endpoint=True)
    x[0, 0, :] = info.max  # sums and products overflow
    init = np.array(3, dtype)
    result, = reduce([x], [init], [et], [0, 2], binary(name, et))
    for j in range(4):
        expected = int(init)
        for i, k in itertools.product(range(3), range(5)):  # index order of the slice
            expected = fold(expected, int(x[i, j, k]))
        expected = wrap(expected, bits) if et.startswith("i") else expected % (1 << bits)
        assert int(result[j]) == expected


@pytest.mark.parametrize("name, init, expected", [("add", False, [True, True, False]),
                                                  ("multiply", True, [True, False, False]),
                                                  ("xor", True, [False, False, True])])
def test_reduce_booleans(name, init, expected):
    """add is or, multiply is and, xor counts the trues (init included) modulo 2."""
    x = np.array([[True, True, True], [True, False, False], [False, False, False]])
    result, = reduce([x], [np.bool_(init)], ["i1"], [1], binary(name, "i1"))
    assert result.tolist() == expected


def test_reduce_region_path_is_variadic_argmax():
    """A two-input body (value, index) -> the larger value, first index on ties: not a single
    op, so it runs through the pairwise tree."""
    values = np.array([[3, 9, 9, 1, 9], [-5, -7, -5, -6, -8]], np.int32)
    index = np.broadcast_to(np.arange(5, dtype=np.int32), values.shape).copy()
    i32 = "i32"

    def argmax(b, x, y):
        tie = b.op("and", [compare(b, "EQ", x[0], y[0]), compare(b, "LT", x[1], y[1])], [I1])[0]
        first = b.op("or", [compare(b, "GT", x[0], y[0]), tie], [I1])[0]
        return [b.op("select", [first, x[k], y[k]], [ttype((), i32)])[0] for k in (0, 1)]
    low = np.array(np.iinfo(np.int32).min, np.int32)
    best, where = reduce([values, index], [low, np.array(99, np.int32)], [i32, i32], [1],
                         body([i32, i32], argmax))
    assert best.tolist() == [9, -5] and where.tolist() == [1, 0]


def test_reduce_float_schedule_is_init_then_pairwise_tree():
    """[1e8, 1, -1e8, 1] in f32: pairs (1e8 + 1) = 1e8 and (-1e8 + 1) = -1e8, then 0, then
    init + 0. A sequential sum would give 1."""
    x = np.array([1e8, 1, -1e8, 1], np.float32)
    result, = reduce([x], [np.float32(0.5)], ["f32"], [0], binary("add", "f32"))
    assert result.tolist() == 0.5
    # Seven values: ((a+b)+(c+d)) + ((e+f)+g).
    x = np.array([2 ** 24, 1, 1, 1, 1, 1, 1], np.float32)
    result, = reduce([x], [np.float32(0)], ["f32"], [0], binary("add", "f32"))
    left = np.float32(np.float32(2 ** 24 + 1) + np.float32(2))  # 2^24 + 1 rounds to 2^24 (tie)
    assert result.tolist() == float(np.float32(left + np.float32(3)))


def test_reduce_promotes_to_the_body_type():
    x = np.array([100, 100, 100], np.int8)
    result, = reduce([x], [np.int8(0)], ["i8"], [0], binary("add", "i32"), ["i32"])
    assert result.dtype == np.int32 and result.tolist() == 300


def test_reduce_empty_and_no_dimensions():
    x = np.zeros((2, 0), np.float32)
    result, = reduce([x], [np.float32(-1.5)], ["f32"], [1], binary("add", "f32"))
    assert result.tolist() == [-1.5, -1.5]
    x = np.array([[1.0, -0.0]], np.float64)
    result, = reduce([x], [np.float64(-0.0)], ["f64"], [], binary("add", "f64"))
    assert result.tolist() == [[1.0, -0.0]] and np.signbit(result[0, 1])


def test_reduce_rejects_repeated_dimensions():
    with pytest.raises(EvaluationError, match="reduce_c4"):
        reduce([np.zeros((2, 2), np.int32)], [np.int32(0)], ["i32"], [0, 0],
               binary("add", "i32"))


def test_reduce_float_schedule_mask():
    (u,) = [u for u in unspecified("reduce") if u.id == "reduce/float-schedule"]
    x = np.zeros((2, 3), np.float32)
    assert u.mask([x], [np.float32(0)], dimensions=(1,)).tolist() == [True, True]
    assert not u.mask([x[:, :1]], [np.float32(0)], dimensions=(1,)).any()
    assert not u.mask([x.astype(np.int32)], [np.int32(0)], dimensions=(1,)).any()


# ---------------------------------------------------------------------------------------------
# reduce_window, against the spec's formula element by element

def padded_element(x, init, p, base, padding):
    """padded_inputs[p] = pad(x, init, padding[:, 0], padding[:, 1], base - 1)[p]."""
    index = []
    for d, pd in enumerate(p):
        q = pd - padding[d][0]
        if q < 0 or q % base[d] or q // base[d] >= x.shape[d]:
            return init
        index.append(q // base[d])
    return int(x[tuple(index)])


def reduce_window_oracle(x, init, window, strides, base, dilations, padding):
    shape = num_windows(x.shape, window, strides, base, dilations, padding)
    result = np.empty(shape, np.int64)
    for r in np.ndindex(*shape):
        total = init
        for w in np.ndindex(*window):
            p = [r[d] * strides[d] + w[d] * dilations[d] for d in range(x.ndim)]
            total += padded_element(x, init, p, base, padding)
        result[r] = wrap(total, 32)
    return result


@settings(max_examples=60, deadline=None)
@given(window_config(), st.integers(0, 2 ** 32))
def test_reduce_window_matches_the_spec_formula(config, seed):
    shape, window, strides, base, dilations, padding = config
    assume(padded_sizes_valid(config))  # else no valid program
    rng = np.random.default_rng(seed)
    x = rng.integers(-2 ** 31, 2 ** 31, shape, dtype=np.int32)
    init = np.int32(rng.integers(-5, 5))
    fast, = reduce_window([x], [init], ["i32"], config, binary("add", "i32"))
    expected = reduce_window_oracle(x, int(init), window, strides, base, dilations, padding)
    assert fast.dtype == np.int32 and fast.tolist() == expected.tolist()
    # The same sum through the region path (a body of two ops: (x + y) + 0).
    i32 = ttype((), "i32")

    def plus_zero(b, x, y):
        zero = b.op("constant", [], [i32], {"value": dense(0, "i32")})[0]
        return b.op("add", [b.op("add", [x[0], y[0]], [i32])[0], zero], [i32])
    general, = reduce_window([x], [init], ["i32"], config, body(["i32"], plus_zero))
    assert general.tolist() == expected.tolist()


def test_reduce_window_variadic_max_and_min():
    x = np.array([[1, 5, 2], [7, 0, 3]], np.int16)
    y = -x
    i16 = ttype((), "i16")
    max_min = body(["i16", "i16"], lambda b, x, y: [b.op("maximum", [x[0], y[0]], [i16])[0],
                                                    b.op("minimum", [x[1], y[1]], [i16])[0]])
    config = ([2, 3], [2, 2], [1, 1], [1, 1], [1, 1], [[0, 0], [0, 0]])
    big, small = reduce_window([x, y], [np.int16(-100), np.int16(100)], ["i16", "i16"], config,
                               max_min)
    assert big.tolist() == [[7, 5]] and small.tolist() == [[-7, -5]]


# ---------------------------------------------------------------------------------------------
# select_and_scatter, against the spec's formula element by element

def select_and_scatter_oracle(operand, source, init, window, strides, padding, greater: bool):
    """Per window: its operand elements in row-major window order (padding takes no part),
    folded with select(a, b) ? a : b where select is GE (first largest) or GT (last largest);
    then result[i] = init + the source values whose window selected i."""
    result = np.full(operand.shape, init, np.int64)
    for s in np.ndindex(*source.shape):
        best = None
        for w in np.ndindex(*window):
            i = tuple(s[d] * strides[d] + w[d] - padding[d][0] for d in range(operand.ndim))
            if all(0 <= i[d] < operand.shape[d] for d in range(operand.ndim)):
                if best is None or not (operand[best] > operand[i] if greater
                                        else operand[best] >= operand[i]):
                    best = i
        if best is not None:
            result[best] = wrap(int(result[best]) + int(source[s]), 32)
    return result


def select_and_scatter(operand, source, init, et, config, direction):
    select = body([et], lambda b, x, y: [compare(b, direction, x[0], y[0])])
    return run_select_and_scatter(operand, source, init, et, config, select, binary("add", et))


@settings(max_examples=60, deadline=None)
@given(window_config(dilated=False), st.sampled_from(["GE", "GT"]), st.integers(0, 2 ** 32))
def test_select_and_scatter_matches_the_spec_formula(config, direction, seed):
    shape, window, strides, base, dilations, padding = config
    padding = [[max(lo, 0), max(hi, 0)] for lo, hi in padding]
    config = (shape, window, strides, base, dilations, padding)
    rng = np.random.default_rng(seed)
    operand = rng.integers(-3, 3, shape, dtype=np.int32)  # ties are common
    source_shape = num_windows(shape, window, strides, base, dilations, padding)
    source = rng.integers(-2 ** 31, 2 ** 31, source_shape, dtype=np.int32)
    init = np.int32(rng.integers(-5, 5))
    result = select_and_scatter(operand, source, init, "i32", config, direction)
    expected = select_and_scatter_oracle(operand, source, int(init), window, strides, padding,
                                         direction == "GT")
    assert result.dtype == np.int32 and result.tolist() == expected.tolist()


def test_select_and_scatter_empty_window_is_declared_undefined():
    (u,) = [u for u in unspecified("select_and_scatter")
            if u.id == "select_and_scatter/empty-window"]
    operand = np.zeros((2,), np.int32)
    assert u.mask(operand, None, None, window_dimensions=(2,), window_strides=(2,),
                  padding=np.array([[2, 0]]))
    assert not u.mask(operand, None, None, window_dimensions=(2,), window_strides=(2,),
                      padding=np.array([[1, 1]]))


def test_select_and_scatter_float_order_mask():
    (u,) = [u for u in unspecified("select_and_scatter")
            if u.id == "select_and_scatter/float-schedule"]
    operand = np.zeros((4,), np.float32)
    mask = u.mask(operand, None, None, window_dimensions=(2,), window_strides=(1,))
    assert mask.tolist() == [False, True, True, False]


# ---------------------------------------------------------------------------------------------
# map

def test_map_of_two_types_and_rank_zero():
    text = """func.func @main(%a: tensor<2xi32>, %b: tensor<2xf32>, %c: tensor<f64>) ->
        (tensor<2xf32>, tensor<f64>) {
      %r = "stablehlo.map"(%a, %b) ({
        ^bb0(%x: tensor<i32>, %y: tensor<f32>):
          %cx = "stablehlo.convert"(%x) : (tensor<i32>) -> tensor<f32>
          %m = "stablehlo.multiply"(%cx, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
          "stablehlo.return"(%m) : (tensor<f32>) -> ()
      }) {dimensions = array<i64: 0>} : (tensor<2xi32>, tensor<2xf32>) -> tensor<2xf32>
      %s = "stablehlo.map"(%c) ({
        ^bb0(%x: tensor<f64>):
          %n = "stablehlo.negate"(%x) : (tensor<f64>) -> tensor<f64>
          "stablehlo.return"(%n) : (tensor<f64>) -> ()
      }) {dimensions = array<i64>} : (tensor<f64>) -> tensor<f64>
      return %r, %s : tensor<2xf32>, tensor<f64>
    }"""
    r, s = reference.evaluate(text, [np.array([3, -2], np.int32),
                                     np.array([0.5, 1.5], np.float32), np.array(2.0)])
    assert r.dtype == np.float32 and r.tolist() == [1.5, -3.0]
    assert s.tolist() == -2.0


def test_map_rejects_dimensions_other_than_all():
    text = """func.func @main(%a: tensor<2x2xi32>) -> tensor<2x2xi32> {
      %r = "stablehlo.map"(%a) ({
        ^bb0(%x: tensor<i32>):
          "stablehlo.return"(%x) : (tensor<i32>) -> ()
      }) {dimensions = array<i64: 1, 0>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
      return %r : tensor<2x2xi32>
    }"""
    with pytest.raises(EvaluationError, match="map_c3"):
        reference.evaluate(text, [np.zeros((2, 2), np.int32)])


@pytest.mark.parametrize("body", ["maximum", "minimum", "add"])
def test_reducing_an_empty_dimension_gives_the_init_value(body):
    text = f"""
func.func @main(%x: tensor<3x0xi32>) -> tensor<3xi32> {{
  %init = stablehlo.constant dense<7> : tensor<i32>
  %r = stablehlo.reduce(%x init: %init) applies stablehlo.{body} across dimensions = [1]
      : (tensor<3x0xi32>, tensor<i32>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}}"""
    (result,) = reference.evaluate(text, [np.zeros((3, 0), np.int32)])
    assert result.tolist() == [7, 7, 7]


def test_an_init_value_that_is_not_the_identity_is_declared():
    """The spec's schedule uses init_values an implementation-defined number of times: the
    result is implementation-defined unless init is the body's identity."""
    assert _is_identity("stablehlo.add", np.array(0, np.int32))
    assert not _is_identity("stablehlo.add", np.array(-8, np.int32))
    assert _is_identity("stablehlo.maximum", np.array(-np.inf, np.float32))
    assert not _is_identity("stablehlo.maximum", np.array(0.0, np.float32))
    assert _is_identity("stablehlo.maximum", np.array(-128, np.int8))
    assert _is_identity("stablehlo.minimum", np.array(255, np.uint8))
    assert _is_identity("stablehlo.and", np.array(-1, np.int64))
    assert _is_identity("stablehlo.and", np.array(True))
    assert not _is_identity("stablehlo.or", np.array(True))
    assert _is_identity("stablehlo.multiply", np.array(1.0, np.float64))
    assert not _is_identity("stablehlo.subtract", np.array(0, np.int32))
    ids = {u.id for u in unspecified("reduce")} | {u.id for u in unspecified("reduce_window")}
    assert {"reduce/init-not-identity", "reduce_window/init-not-identity"} <= ids


# ---------------------------------------------------------------------------------------------
# Regressions: init values that are not the body's identity (the spec's schedule interleaves an
# implementation-defined number of them): the `init-not-identity` condition for variadic
# bodies, the float-schedule condition, the identities of float types without infinities.


def variadic(op: str, types: tuple[str, str], shape: tuple[int, ...], body: tuple[str, str],
             attributes: dict | None = None, result_shape=None,
             mixed: bool = False) -> spec.Module:
    """A two-input reduce / reduce_window of @main's arguments (inputs, then init values) whose
    body combines argument k with argument k+2 by body[k] (the second with its operands
    swapped; `mixed`: the first combines arguments 0 and 1 instead), returning both results."""
    t = [tensor_type(shape, e) for e in types]
    r = [tensor_type(result_shape or (), e) for e in types]
    s = [tensor_type((), e) for e in types]

    def combine(b, a):
        return [b.op(body[0], [a[0], a[1] if mixed else a[2]], [s[0]])[0],
                b.op(body[1], [a[3], a[1]], [s[1]])[0]]
    attributes = {"dimensions": i64_array([])} if attributes is None else attributes
    return spec.Module([function("main", t + s, lambda b, x: b.op(
        op, x, r, attributes, [region(s + s, combine)]), visibility="public")])


WINDOW0 = {name: i64_array([]) for name in ("base_dilations", "window_dilations",
                                             "window_dimensions", "window_strides")} | {
    "padding": i64_matrix([], 2)}


def ignored_elements(module, inputs: list) -> list[bool]:
    """Whether the campaign's comparison ignores each output (every element of it)."""
    module = spec.parse(module) if isinstance(module, str) else module
    return [bool(np.all(m)) if m is not None else False
            for m in unspecified_masks(module, inputs)]


@pytest.mark.parametrize("op, reduced", [("reduce", None), ("reduce_window", WINDOW0)],
                         ids=["reduce", "reduce_window"])
def test_reduce_regression_5ac8d9a9a4a4bf7e_variadic_init_not_identity_is_unspecified(op, reduced):
    """Finding 5ac8d9a9a4a4bf7e: reduce of one i16 element 0 with init -6 and an add body. A
    schedule with no init leaf gives 0 (XLA), one with one init leaf gives -6 (the reference):
    the spec allows both."""
    module = variadic(op, ("i16", "i1"), (), ("add", "add"), reduced)
    x = [np.array(0, np.int16), np.array(False)]
    assert ignored_elements(module, x + [np.array(-6, np.int16), np.array(False)]) == [True, True]
    assert ignored_elements(module, x + [np.array(0, np.int16), np.array(True)]) == [True, True]
    assert ignored_elements(module, x + [np.array(0, np.int16), np.array(False)]) == [False, False]


def test_reduce_regression_deb29760982f5855_each_component_checked_against_its_op():
    """add's identity is 0, multiply's is 1 (finding deb29760982f5855: i1 multiply, init
    false)."""
    module = variadic("reduce", ("i32", "i1"), (3,), ("add", "multiply"),
                    {"dimensions": i64_array([0])})
    x = [np.array([1, 2, 3], np.int32), np.array([True, False, True])]
    assert ignored_elements(module, x + [np.array(0, np.int32), np.array(True)]) == [False, False]
    assert ignored_elements(module, x + [np.array(0, np.int32), np.array(False)]) == [True, True]
    assert ignored_elements(module, x + [np.array(1, np.int32), np.array(True)]) == [True, True]


def test_reduce_regression_body_mixing_components_not_recognised():
    """A body whose result 0 combines arguments 0 and 1 is not one op per component."""
    op = variadic("reduce", ("i32", "i32"), (), ("add", "add"), mixed=True).func("main").ops[0]
    assert _component_ops(op.regions[0]) is None
    good = variadic("reduce", ("i32", "f32"), (), ("maximum", "add"))
    assert _component_ops(good.func("main").ops[0].regions[0]) == ["stablehlo.maximum",
                                                                    "stablehlo.add"]


def test_reduce_regression_float_input_after_integer_is_order_dependent():
    """float-schedule looked only at the first input's type: an (i32, f32) reduce of three
    values is order-dependent in its f32 component ((1e8 + -1e8) + 1 = 1, 1e8 + (-1e8 + 1) = 0
    in f32)."""
    module = variadic("reduce", ("i32", "f32"), (3,), ("add", "add"),
                      {"dimensions": i64_array([0])})
    inits = [np.array(0, np.int32), np.array(-0.0, np.float32)]
    mixed = [np.array([1, 2, 3], np.int32), np.array([1e8, -1e8, 1], np.float32)] + inits
    assert bool(np.all(Interpreter(module).unspecified_mask(module.func("main").ops[0], mixed)))
    module = variadic("reduce", ("i32", "i32"), (3,), ("add", "add"),
                      {"dimensions": i64_array([0])})
    operands = [np.array([1, 2, 3], np.int32)] * 2 + [np.array(0, np.int32)] * 2
    assert not np.any(Interpreter(module).unspecified_mask(module.func("main").ops[0], operands))


SELECT_AND_SCATTER = """func.func @main(%x: tensor<f32>, %s: tensor<f32>, %i: tensor<f32>) -> tensor<f32> {
  %r = "stablehlo.select_and_scatter"(%x, %s, %i) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %c = "stablehlo.compare"(%a0, %a1) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    %s0 = "stablehlo.add"(%a0, %a1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s0) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64>, window_strides = array<i64>, padding = dense<> : tensor<0x2xi64>} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  "func.return"(%r) : (tensor<f32>) -> ()
}"""


def test_select_and_scatter_regression_b06e066265642126_init_not_identity_is_unspecified():
    """Finding b06e066265642126 (stablehlo-interpreter): source 0, init 0.4375, add: one init
    leaf gives 0.4375 (the reference), two give 0.875 (upstream's interpreter); the spec's
    result is reduce([source_values], [init_value], [0], scatter), reduce's schedule."""
    x, s = np.array(0, np.float32), np.array(0, np.float32)
    assert ignored_elements(SELECT_AND_SCATTER, [x, s, np.array(0.4375, np.float32)]) == [True]
    assert ignored_elements(SELECT_AND_SCATTER, [x, s, np.array(-0.0, np.float32)]) == [False]
