"""The ONNX Runtime oracle: each translation agrees with the reference interpreter.

Every program runs on random inputs of each element type (independent per element, special
float values mixed in) through `OnnxRuntime` (translator + ORT in a worker) and through the
reference; the results are compared by oracles/compare.py's rules, skipping the elements where
the op's declared Unspecified conditions hold.
"""
from __future__ import annotations

import zlib
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("onnx", reason="the onnxruntime oracle needs the onnx package")
ort = pytest.importorskip("onnxruntime",
                          reason="the onnxruntime oracle needs the onnxruntime package")

import reference  # noqa: E402
import spec  # noqa: E402
from oracles.compare import ALMOST_EQ, EXACT, Rule, compare, rule_for  # noqa: E402
from oracles.onnx import OnnxRuntime, Untranslatable, from_boundary, translate  # noqa: E402
from oracles.onnx import oracle as onnx_oracle  # noqa: E402
from oracles.onnx.registry import HANDLERS, handles  # noqa: E402
from reference.bounds import evaluate_with_bounds  # noqa: E402
from reference.interpreter import Interpreter, attribute_value  # noqa: E402
from spec.attributes import BoolAttr  # noqa: E402
from spec.build import (binary_region, bool_array, conv_dimensions, enum, function,  # noqa: E402
                        i64_array, i64_matrix, integer, region, struct, tensor_type)
from tests.helpers import compare as compare_op  # noqa: E402
from spec.types import ELEMENT_TYPES  # noqa: E402

pytestmark = pytest.mark.onnxruntime

SIGNED, UNSIGNED = ["i8", "i16", "i32", "i64"], ["ui8", "ui16", "ui32", "ui64"]
FLOATS = ["f16", "bf16", "f32", "f64"]
INTS = SIGNED + UNSIGNED
NUMBERS = INTS + FLOATS


@pytest.fixture(scope="module")
def oracle():
    o = OnnxRuntime(time_limit=60)
    yield o
    o.close()


def op_module(op: str, arg_types, result_types, attrs: dict | None = None,
              regions=()) -> spec.Module:
    """@main applying `op` (attributes `attrs`, `regions`) to arguments of `arg_types`."""
    return spec.Module([function("main", arg_types, lambda b, args: b.op(
        op, args, result_types, attrs, regions), visibility="public")])


def values(et: str, shape, rng: np.random.Generator) -> np.ndarray:
    t = ELEMENT_TYPES[et]
    n = int(np.prod(shape))
    if t.kind == "bool":
        return rng.integers(0, 2, n).astype(bool).reshape(shape)
    if t.kind in ("signed", "unsigned"):
        info = np.iinfo(t.dtype)
        wide = rng.integers(info.min, info.max, n, dtype=np.int64 if t.kind == "signed"
                            else np.uint64, endpoint=True)
        small = rng.integers(-3 if t.kind == "signed" else 0, 9, n)
        return np.where(rng.random(n) < 0.5, wide, small.astype(wide.dtype)).astype(t.dtype) \
            .reshape(shape)
    special = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -1.0, 0.5, 2.5, -2.5])
    plain = rng.standard_normal(n) * 10.0 ** rng.integers(-2, 3, n)
    x = np.where(rng.random(n) < 0.25, rng.choice(special, n), plain)
    return x.astype(t.dtype).reshape(shape)


def agree(oracle, module: spec.Module, args: list[np.ndarray], op: str, masked=True):
    """Runs `module` on the oracle and the reference; asserts every result agrees (skipping
    the single op's Unspecified elements when `masked`)."""
    outcome = oracle.run(module, args)
    assert outcome.status == "ok", outcome.message
    expected = reference.evaluate(module, list(args))
    first = module.func("main").ops[0]
    mask = Interpreter(module).unspecified_mask(first, list(args)) \
        if masked and len(module.func("main").ops) == 2 else None
    for e, a in zip(expected, outcome.outputs):
        et = ELEMENT_TYPES_OF[e.dtype]
        rule = rule_for(op, et, "onnxruntime")
        verdict = compare(e, a, rule, ignore=mask)
        assert verdict.passed, f"{op}: {verdict}\nargs {args}\nexpected {e}\nactual {a}"


ELEMENT_TYPES_OF = {t.dtype: n for n, t in ELEMENT_TYPES.items()
                    if n in ("i1", *NUMBERS)}


def one_op(op: str, arg_types: list[str], result: str, attrs: dict | None = None,
           shape=(6,), result_shape=None) -> spec.Module:
    """@main applying `op` (attributes `attrs`: name -> spec.attributes value) to arguments of
    element types `arg_types` and shape `shape`."""
    out = tensor_type(result_shape or shape, result)
    main = function("main", [tensor_type(shape, t) for t in arg_types],
                    lambda b, args: b.op(op, args, [out], attrs), visibility="public")
    return spec.Module([main])


def comparison(direction: str, kind: str) -> dict:
    return {"comparison_direction": enum("comparison_direction", direction),
            "compare_type": enum("comparison_type", kind)}


UNARY = {
    "abs": SIGNED + FLOATS, "negate": NUMBERS, "sign": SIGNED + FLOATS,
    "not": ["i1"] + INTS, "exponential": FLOATS, "log": FLOATS, "sqrt": FLOATS,
    "rsqrt": FLOATS, "sine": FLOATS, "cosine": FLOATS, "tanh": FLOATS,
    "tan": ["f16", "bf16", "f32"],
    "logistic": FLOATS, "floor": FLOATS, "ceil": FLOATS, "round_nearest_even": FLOATS,
    "round_nearest_afz": FLOATS,
}
BINARY = {
    "add": ["i1"] + NUMBERS, "subtract": NUMBERS, "multiply": ["i1"] + NUMBERS,
    "divide": NUMBERS, "remainder": NUMBERS, "maximum": ["i1"] + NUMBERS,
    "minimum": ["i1"] + NUMBERS, "power": NUMBERS, "and": ["i1"] + INTS, "or": ["i1"] + INTS,
    "xor": ["i1"] + INTS, "shift_left": INTS, "shift_right_logical": INTS,
    "shift_right_arithmetic": INTS,
}


@pytest.mark.parametrize("op,et", [(op, t) for op, ts in UNARY.items() for t in ts])
def test_unary(oracle, op, et):
    rng = np.random.default_rng(zlib.crc32(f"{op} {et}".encode()))
    agree(oracle, one_op(op, [et], et), [values(et, (6,), rng)], op)


HIGHEST = {"result_accuracy": struct("result_accuracy",
                                     mode=enum("result_accuracy_mode", "HIGHEST"))}


@pytest.mark.parametrize("et", ["f32", "f16", "bf16"])
def test_result_accuracy_highest_computes_in_f64(oracle, et):
    """ORT's f32 tanh is 4 ULP off in (-10, 10); under HIGHEST the translation computes in f64
    and rounds once, within the HIGHEST rule's 1 ULP of the reference."""
    x = np.random.default_rng(0).uniform(-10, 10, 512).astype(ELEMENT_TYPES[et].dtype)
    for op in ("tanh", "logistic", "log", "exponential"):
        module = one_op(op, [et], et, HIGHEST, shape=(512,))
        assert [n.op_type for n in translate(module).graph.node][0] == "Cast"
        outcome = oracle.run(module, [x])
        verdict = compare(reference.evaluate(module, [x])[0], outcome.outputs[0],
                          Rule("1 ULP", 1))
        assert verdict.passed, f"{op} {et}: {verdict}"


def test_result_accuracy_highest_without_an_f64_kernel_is_unsupported(oracle):
    outcome = oracle.run(one_op("tan", ["f32"], "f32", HIGHEST), [np.ones(6, np.float32)])
    assert outcome.status == "unsupported"
    assert "result_accuracy HIGHEST, computed in f64" in outcome.message


@pytest.mark.parametrize("op,et", [(op, t) for op, ts in BINARY.items() for t in ts])
def test_binary(oracle, op, et):
    rng = np.random.default_rng(zlib.crc32(f"{op} {et}".encode()))
    args = [values(et, (6,), rng) for _ in range(2)]
    if op.startswith("shift"):  # amounts around the bit width too
        bits = ELEMENT_TYPES[et].bits
        args[1] = rng.integers(0, bits + 3, 6).astype(ELEMENT_TYPES[et].dtype)
    if op == "power" and ELEMENT_TYPES[et].kind != "float":  # small bases, 0..70 and negative
        args[0] = rng.integers(-2 if et[0] == "i" else 0, 4, 6).astype(ELEMENT_TYPES[et].dtype)
        args[1] = np.array([0, 1, 3, 70, 5, -2 if et[0] == "i" else 2]).astype(
            ELEMENT_TYPES[et].dtype)
    agree(oracle, one_op(op, [et, et], et), args, op)


@pytest.mark.parametrize("direction", ["EQ", "NE", "LT", "LE", "GT", "GE"])
@pytest.mark.parametrize("et", ["i1"] + NUMBERS)
def test_compare(oracle, direction, et):
    rng = np.random.default_rng(zlib.crc32(f"compare {direction} {et}".encode()))
    kind = {"bool": "UNSIGNED", "signed": "SIGNED", "unsigned": "UNSIGNED",
            "float": "FLOAT"}[ELEMENT_TYPES[et].kind]
    args = [values(et, (6,), rng) for _ in range(2)]
    args[1][:2] = args[0][:2]  # equal pairs too
    agree(oracle, one_op("compare", [et, et], "i1", comparison(direction, kind)), args,
          "compare")


@pytest.mark.parametrize("et", ["i1", "i16", "ui64", "f16", "bf16", "f32"])
def test_select_and_clamp(oracle, et):
    rng = np.random.default_rng(zlib.crc32(f"select {et}".encode()))
    select = one_op("select", ["i1", et, et], et)
    agree(oracle, select, [values("i1", (6,), rng)] + [values(et, (6,), rng) for _ in range(2)],
          "select")
    lo, hi = np.sort(np.stack([values(et, (6,), rng) for _ in range(2)]), axis=0)
    agree(oracle, one_op("clamp", [et, et, et], et), [lo, values(et, (6,), rng), hi], "clamp")


CONVERSIONS = [("i32", "f32"), ("f32", "i32"), ("f64", "f32"), ("f32", "f16"), ("f32", "bf16"),
               ("i64", "f64"), ("ui8", "i16"), ("i64", "i8"), ("f32", "i1"), ("i1", "f32"),
               ("ui64", "f64"), ("i16", "ui32"), ("bf16", "f16"), ("f16", "f64")]


@pytest.mark.parametrize("source,target", CONVERSIONS)
def test_convert(oracle, source, target):
    rng = np.random.default_rng(zlib.crc32(f"convert {source} {target}".encode()))
    agree(oracle, one_op("convert", [source], target), [values(source, (6,), rng)], "convert")


MOVEMENT = [  # (op, attributes, operand shape, result shape)
    ("reshape", {}, (2, 3), (3, 2)),
    ("transpose", {"permutation": i64_array([1, 0, 2])}, (2, 3, 2), (3, 2, 2)),
    ("broadcast_in_dim", {"broadcast_dimensions": i64_array([2, 0])}, (3, 1), (1, 2, 3)),
    ("slice", {"start_indices": i64_array([1, 0]), "limit_indices": i64_array([3, 3]),
               "strides": i64_array([1, 2])}, (3, 3), (2, 2)),
    ("reverse", {"dimensions": i64_array([0, 1])}, (2, 3), (2, 3)),
    ("iota", {"iota_dimension": integer(1)}, None, (2, 3)),
]


@pytest.mark.parametrize("et", ["i1", "i8", "ui16", "i64", "f16", "bf16", "f64"])
@pytest.mark.parametrize("op,attrs,shape_in,shape_out", MOVEMENT)
def test_data_movement(oracle, op, attrs, shape_in, shape_out, et):
    rng = np.random.default_rng(zlib.crc32(f"{op} {et}".encode()))
    types = [] if shape_in is None else [et]
    module = one_op(op, types, et, attrs, shape=shape_in or (), result_shape=shape_out)
    agree(oracle, module, [values(et, shape_in, rng) for _ in types], op)


@pytest.mark.parametrize("et", ["i1", "i16", "f16", "bf16", "f32"])
def test_pad_concatenate(oracle, et):
    rng = np.random.default_rng(zlib.crc32(f"pad {et}".encode()))
    t, s = tensor_type((2, 3), et), tensor_type((), et)
    pad = {"edge_padding_low": i64_array([1, -1]), "edge_padding_high": i64_array([0, 2]),
           "interior_padding": i64_array([1, 1])}
    agree(oracle, op_module("pad", [t, s], [tensor_type((4, 6), et)], pad),
          [values(et, (2, 3), rng), values(et, (), rng)], "pad")
    agree(oracle, op_module("concatenate", [t, t], [tensor_type((2, 6), et)],
                            {"dimension": integer(1)}),
          [values(et, (2, 3), rng), values(et, (2, 3), rng)], "concatenate")


@pytest.mark.parametrize("et", ["i8", "ui64", "f32"])
def test_dynamic_slice_and_update(oracle, et):
    rng = np.random.default_rng(zlib.crc32(f"dynamic {et}".encode()))
    idx = "i32" if et == "f32" else et
    t, u, i = tensor_type((4, 5), et), tensor_type((2, 3), et), tensor_type((), idx)
    for start in ([1, 2], [-3, 9], [3, 0]):  # clamped starts too
        starts = [np.array(v).astype(ELEMENT_TYPES[idx].dtype) for v in start]
        agree(oracle, op_module("dynamic_slice", [t, i, i], [u],
                                {"slice_sizes": i64_array([2, 3])}),
              [values(et, (4, 5), rng)] + starts, "dynamic_slice")
        agree(oracle, op_module("dynamic_update_slice", [t, u, i, i], [t]),
              [values(et, (4, 5), rng), values(et, (2, 3), rng)] + starts,
              "dynamic_update_slice")


def reduce_module(body: str, et: str, shape, dimensions) -> spec.Module:
    """A reduce of a `shape` tensor of `et` over `dimensions` with a `body` op."""
    s = tensor_type((), et)
    result = tensor_type([n for d, n in enumerate(shape) if d not in dimensions], et)
    return op_module("reduce", [tensor_type(shape, et), s], [result],
                     {"dimensions": i64_array(dimensions)}, [binary_region([(body, s)])])


def small_values(et, shape, rng):
    """Small integers (exact float sums and products, whatever the order)."""
    return rng.integers(-3, 4, shape).astype(ELEMENT_TYPES[et].dtype) if et != "i1" \
        else rng.integers(0, 2, shape).astype(bool)


@pytest.mark.parametrize("body,et", [(b, t) for b in ("add", "multiply", "maximum", "minimum")
                                     for t in ("i1", "i8", "ui32", "i64", "f16", "bf16", "f32",
                                               "f64")] + [("and", "i1"), ("or", "i1")])
def test_reduce(oracle, body, et):
    rng = np.random.default_rng(zlib.crc32(f"reduce {body} {et}".encode()))
    x = small_values(et, (2, 3, 4), rng)
    if ELEMENT_TYPES[et].kind == "float":
        x[0, 1, 2] = np.nan  # NaN propagates through every body
    if ELEMENT_TYPES[et].kind in ("signed", "unsigned"):  # sums and products that wrap
        x = values(et, (2, 3, 4), rng)
    # (no Unspecified mask: the init value is the body's identity or an operand's value)
    init = {"add": 0, "multiply": 1}.get(body)
    init = small_values(et, (), rng) if init is None else \
        np.asarray(init).astype(ELEMENT_TYPES[et].dtype)
    agree(oracle, reduce_module(body, et, (2, 3, 4), [0, 2]), [x, init], "reduce", masked=False)


@pytest.mark.parametrize("body,et,count", [("add", "i32", 65), ("multiply", "i64", 65),
                                           ("add", "i8", 100), ("add", "ui16", 100),
                                           ("minimum", "ui32", 70), ("multiply", "i16", 3)])
def test_reduce_integer_paths(oracle, body, et, count):
    """Integer sums and products wrap: up to 64 elements the translator combines them one by
    one; beyond, 8- and 16-bit sums go through a wider ReduceSum (no overflow there) and 32-
    and 64-bit sums and products are unsupported (ORT's ReduceSum / ReduceProd saturate)."""
    rng = np.random.default_rng(zlib.crc32(f"reduce {body} {et} {count}".encode()))
    module = reduce_module(body, et, (count, 2), [0])
    if count > 64 and body != "minimum" and ELEMENT_TYPES[et].bits > 16:
        supported, why = oracle.supports(module)
        assert not supported and "saturate" in why
        return
    init = {"add": 0, "multiply": 1}.get(body, 7)
    agree(oracle, module, [values(et, (count, 2), rng),
                           np.asarray(init).astype(ELEMENT_TYPES[et].dtype)], "reduce", False)


def test_reduce_of_nothing_is_the_init_value(oracle):
    """An empty reduction of i16 minima is the init value (not the wider kernel's identity)."""
    agree(oracle, spec.parse('''func.func @main(%x: tensor<0x2xi16>, %init: tensor<i16>) -> tensor<2xi16> {
  %r = "stablehlo.reduce"(%x, %init) ({
    ^bb0(%a: tensor<i16>, %b: tensor<i16>):
      %c = "stablehlo.minimum"(%a, %b) : (tensor<i16>, tensor<i16>) -> tensor<i16>
      "stablehlo.return"(%c) : (tensor<i16>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<0x2xi16>, tensor<i16>) -> tensor<2xi16>
  "func.return"(%r) : (tensor<2xi16>) -> ()
}'''), [np.zeros((0, 2), np.int16), np.asarray(32767, np.int16)], "reduce", False)


def test_variadic_reduce_and_reduce_window(oracle):
    """Bodies of one binary op per result translate result by result."""
    rng = np.random.default_rng(5)
    agree(oracle, spec.parse('''func.func @main(%x: tensor<3x4xi32>, %y: tensor<3x4xf32>, %i: tensor<i32>, %j: tensor<f32>) -> (tensor<4xi32>, tensor<4xf32>) {
  %r:2 = "stablehlo.reduce"(%x, %y, %i, %j) ({
    ^bb0(%a: tensor<i32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<f32>):
      %m = "stablehlo.multiply"(%c, %a) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %n = "stablehlo.maximum"(%b, %d) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%m, %n) : (tensor<i32>, tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<3x4xi32>, tensor<3x4xf32>, tensor<i32>, tensor<f32>) -> (tensor<4xi32>, tensor<4xf32>)
  "func.return"(%r#0, %r#1) : (tensor<4xi32>, tensor<4xf32>) -> ()
}'''), [values("i32", (3, 4), rng), values("f32", (3, 4), rng), np.asarray(1, np.int32),
          np.asarray(-np.inf, np.float32)], "reduce", False)
    agree(oracle, spec.parse('''func.func @main(%x: tensor<2x0x3xi8>, %y: tensor<2x0x3xi1>, %i: tensor<i8>, %j: tensor<i1>) -> (tensor<1x1x2xi8>, tensor<1x1x2xi1>) {
  %r:2 = "stablehlo.reduce_window"(%x, %y, %i, %j) ({
    ^bb0(%a: tensor<i8>, %b: tensor<i1>, %c: tensor<i8>, %d: tensor<i1>):
      %m = "stablehlo.or"(%a, %c) : (tensor<i8>, tensor<i8>) -> tensor<i8>
      %n = "stablehlo.and"(%b, %d) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%m, %n) : (tensor<i8>, tensor<i1>) -> ()
  }) {window_dimensions = array<i64: 3, 2, 2>, window_strides = array<i64: 2, 2, 2>, base_dilations = array<i64: 2, 1, 1>, window_dilations = array<i64: 2, 1, 1>, padding = dense<[[1, 1], [2, 1], [0, 2]]> : tensor<3x2xi64>} : (tensor<2x0x3xi8>, tensor<2x0x3xi1>, tensor<i8>, tensor<i1>) -> (tensor<1x1x2xi8>, tensor<1x1x2xi1>)
  "func.return"(%r#0, %r#1) : (tensor<1x1x2xi8>, tensor<1x1x2xi1>) -> ()
}'''), [np.zeros((2, 0, 3), np.int8), np.zeros((2, 0, 3), bool), np.asarray(5, np.int8),
          np.asarray(True)],
          "reduce_window", False)


@pytest.mark.parametrize("lhs_et,et", [("f32", "f32"), ("f64", "f64"), ("i8", "i8"),
                                        ("i8", "i32"), ("ui64", "ui64"), ("f16", "f32")])
def test_dot_general(oracle, lhs_et, et):
    rng = np.random.default_rng(zlib.crc32(f"dot {lhs_et} {et}".encode()))
    numbers = struct("dot", lhs_batching_dimensions=[0], rhs_batching_dimensions=[0],
                     lhs_contracting_dimensions=[2], rhs_contracting_dimensions=[1])
    module = op_module("dot_general", [tensor_type((2, 3, 4), lhs_et),
                                       tensor_type((2, 4, 5), lhs_et)],
                       [tensor_type((2, 3, 5), et)], {"dot_dimension_numbers": numbers})
    args = [small_values(lhs_et, (2, 3, 4), rng), small_values(lhs_et, (2, 4, 5), rng)]
    if lhs_et == "i8":  # wrap-around accumulation
        args[0] = values("i8", (2, 3, 4), rng)
    agree(oracle, module, args, "dot_general", masked=False)


@pytest.mark.parametrize("direction,et", [("LT", "f32"), ("GT", "i16"), ("LT", "ui8")])
def test_sort_two_operands(oracle, direction, et):
    rng = np.random.default_rng(zlib.crc32(f"sort {direction} {et}".encode()))
    t, s, v, i = (tensor_type(shape, e) for shape, e in [((3, 5), et), ((), et),
                                                         ((3, 5), "i32"), ((), "i32")])
    comparator = region([s, s, i, i], lambda b, args: [compare_op(b, direction, *args[:2])])
    module = op_module("sort", [t, v], [t, v], {"dimension": integer(1),
                                                 "is_stable": BoolAttr(True)}, [comparator])
    keys = small_values(et, (3, 5), rng)  # ties: the stable order is checked by %v
    agree(oracle, module, [keys, np.arange(15, dtype=np.int32).reshape(3, 5)], "sort",
          masked=False)


def test_while_if_case_call_and_several_ops(oracle):
    text = '''func.func @main(%n: tensor<i64>, %x: tensor<3xf32>, %k: tensor<i32>) -> (tensor<3xf32>, tensor<i64>) {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r:2 = "stablehlo.while"(%zero, %x) ({
    ^bb0(%i: tensor<i64>, %acc: tensor<3xf32>):
      %p = "stablehlo.compare"(%i, %n) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
    ^bb0(%i: tensor<i64>, %acc: tensor<3xf32>):
      %j = stablehlo.add %i, %one : tensor<i64>
      %d = func.call @double(%acc) : (tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%j, %d) : (tensor<i64>, tensor<3xf32>) -> ()
  }) : (tensor<i64>, tensor<3xf32>) -> (tensor<i64>, tensor<3xf32>)
  %big = "stablehlo.compare"(%r#0, %one) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
  %s = "stablehlo.if"(%big) ({
    %neg = stablehlo.negate %r#1 : tensor<3xf32>
    "stablehlo.return"(%neg) : (tensor<3xf32>) -> ()
  }, {
    "stablehlo.return"(%r#1) : (tensor<3xf32>) -> ()
  }) : (tensor<i1>) -> tensor<3xf32>
  %c = "stablehlo.case"(%k) ({
    "stablehlo.return"(%s) : (tensor<3xf32>) -> ()
  }, {
    %e = stablehlo.exponential %s : tensor<3xf32>
    "stablehlo.return"(%e) : (tensor<3xf32>) -> ()
  }, {
    %f = stablehlo.floor %s : tensor<3xf32>
    "stablehlo.return"(%f) : (tensor<3xf32>) -> ()
  }) : (tensor<i32>) -> tensor<3xf32>
  return %c, %r#0 : tensor<3xf32>, tensor<i64>
}
func.func private @double(%a: tensor<3xf32>) -> tensor<3xf32> {
  %b = stablehlo.add %a, %a : tensor<3xf32>
  return %b : tensor<3xf32>
}'''
    module = spec.parse(text)
    x = np.array([0.25, -1.5, 3.0], np.float32)
    for n in (0, 1, 3):
        for k in (0, 1, 2, 7, -1):  # out-of-range indices pick the last branch
            agree(oracle, module, [np.array(n), x, np.array(k, np.int32)], "exponential",
                  masked=False)


def test_composite_runs_its_decomposition(oracle):
    """jax.export writes chlo.erf and chlo.top_k as composites; a composite means its
    decomposition (the spec), so the translator inlines it as it inlines a func.call."""
    text = '''func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.composite "my.scaled_exp" %x {composite_attributes = {scale = 2.0 : f32}, decomposition = @my.scaled_exp.impl, version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @my.scaled_exp.impl(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = stablehlo.exponential %a : tensor<4xf32>
  %b = stablehlo.add %e, %e : tensor<4xf32>
  return %b : tensor<4xf32>
}'''
    agree(oracle, spec.parse(text), [np.array([0.5, -1.0, 2.0, 0.0], np.float32)],
          "exponential", masked=False)


UNSUPPORTED = [
    ("exponential_minus_one", ["f32"], "f32", {}, "not translated yet"),
    ("compare", ["f32", "f32"], "i1", comparison("LT", "TOTALORDER"), "TOTALORDER"),
    ("add", ["complex<f32>"], "complex<f32>", {}, "complex"),
    ("add", ["f8E4M3FN"], "f8E4M3FN", {}, "f8E4M3FN"),
    ("tan", ["f64"], "f64", {}, "Tan has no CPU kernel for f64"),
    ("popcnt", ["i32"], "i32", {}, "ONNX has no bit count"),
]


@pytest.mark.parametrize("op,args,result,attrs,reason", UNSUPPORTED)
def test_unsupported_programs_say_why(oracle, op, args, result, attrs, reason):
    module = one_op(op, args if len(args) > 1 or op != "add" else args * 2, result, attrs)
    ok, why = oracle.supports(module)
    assert not ok and reason in why
    outcome = oracle.run(module, [np.zeros(6, ELEMENT_TYPES[t].dtype) for t in args])
    assert outcome.status == "unsupported" and reason in outcome.message


def test_translate_raises_untranslatable_naming_the_op():
    """The op and, for a parsed module, where it is written."""
    with pytest.raises(Untranslatable, match="stablehlo.popcnt has no ONNX translation"):
        translate(one_op("popcnt", ["i32"], "i32"))
    with pytest.raises(Untranslatable, match="stablehlo.popcnt at 4:5 has"):
        translate(spec.parse(spec.print_module(one_op("popcnt", ["i32"], "i32"))))


def corpus_cases():
    for path in sorted(Path("corpus/ops").glob("*.mlir")) + sorted(
            Path("corpus/spec_examples").glob("*.mlir")):
        for line, chunk in spec.split_input_file(path.read_text()):
            yield f"{path}:{line}", chunk


class _Recorder(Interpreter):
    """The reference interpreter, recording the operands of check ops instead of checking."""

    def __init__(self, module):
        super().__init__(module)
        self.checked: list[np.ndarray] = []

    def run_op(self, op, operands):
        if op.dialect == "check":
            self.checked.append(operands[0])
            return []
        return super().run_op(op, operands)


def run_corpus_case(chunk: str) -> tuple[str, str]:
    """(status, detail) of one corpus case run through the translator and ORT: its top-level
    `check.expect_eq_const` / `expect_almost_eq_const` operands become the model's outputs,
    compared (exact / almost-eq) with the checks' values, or, in a `// spec-issue:` case (a
    wrong value in the spec), with the reference interpreter's values."""
    try:
        module = spec.parse(chunk)
    except spec.ParseError as e:  # the spec's own typo, kept verbatim (see the case's note)
        return "unparsed", str(e)
    func = module.funcs[0]
    checks = [op for op in func.ops if op.dialect == "check"]
    if func.arguments:
        return "needs inputs", "the case's inputs come from a sidecar or another process"
    if not checks:
        return "unchecked", "the case checks no value"
    if any(op.name not in ("check.expect_eq_const", "check.expect_almost_eq_const")
           for op in checks):
        return "unsupported", "a check op other than expect_eq_const / expect_almost_eq_const"
    try:
        model = translate(module, func.name, [op.operands[0] for op in checks])
    except Untranslatable as e:
        return "unsupported", str(e)
    options = ort.SessionOptions()
    options.log_severity_level = 4
    session = ort.InferenceSession(model.SerializeToString(), options,
                                   providers=["CPUExecutionProvider"])
    results = session.run(None, {})
    if "// spec-issue:" in chunk:
        recorder = _Recorder(module)
        recorder.call(func.name, [])
        expected = recorder.checked
    else:
        expected = [np.asarray(attribute_value(c, "value")) for c in checks]
    for check, want, result in zip(checks, expected, results):
        actual = from_boundary(result, check.operands[0].type)
        rule = EXACT if check.name.endswith("expect_eq_const") else ALMOST_EQ
        verdict = compare(np.asarray(want), actual, rule)
        if not verdict.passed:
            return "disagrees", f"{check.name}: {verdict}"
    return "agrees", ""


def test_corpus_cases_agree_or_say_why():
    """Every case of corpus/ops and corpus/spec_examples whose checked values can become
    outputs agrees with its checks (the reference's values where the spec is wrong), or is
    unsupported with the translator's reason. Counts (onnxruntime 1.31.1): 423 agree,
    497 unsupported (mostly complex, the narrow ints and floats, quantized types, collectives,
    reduce_window bodies other than maximum), 0 disagree; not run: 70 need inputs, 12
    check nothing, 2 spec examples do not parse (typos kept verbatim)."""
    counts, failures = {}, []
    for where, chunk in corpus_cases():
        status, detail = run_corpus_case(chunk)
        counts[status] = counts.get(status, 0) + 1
        if status == "disagrees" or (status == "unsupported" and not detail):
            failures.append(f"{where}: {status} {detail}")
    assert not failures, "\n".join(failures)
    assert counts["agrees"] >= 423, counts


def test_integer_power_and_round_nearest_afz_by_hand(oracle):
    """Hand values: wrapping integer powers, negative exponents (the reference's choice, an
    implementation-defined case), ties rounded away from zero and the sign of zero kept."""
    base = np.array([2, -1, -1, 1, 5, 0, 3, -3], np.int32)
    exponent = np.array([10, 3, -3, -5, -1, 0, 21, 1 << 30], np.int32)
    outcome = oracle.run(one_op("power", ["i32", "i32"], "i32", shape=(8,)), [base, exponent])
    assert outcome.status == "ok", outcome.message
    wrapped = (3 ** 21) % 2 ** 32 - 2 ** 32 * ((3 ** 21) % 2 ** 32 >= 2 ** 31)
    expected = [1024, -1, -1, 1, 0, 1, wrapped, pow(-3, 1 << 30, 2 ** 32)]
    assert outcome.outputs[0].tolist() == [e - 2 ** 32 if e >= 2 ** 31 else e for e in expected]
    x = np.array([0.5, -0.5, 2.5, -2.5, 0.49999997, -0.0, 1.5, np.inf], np.float32)
    outcome = oracle.run(one_op("round_nearest_afz", ["f32"], "f32", shape=(8,)), [x])
    assert outcome.status == "ok", outcome.message
    actual = outcome.outputs[0]
    assert actual.tolist() == [1.0, -1.0, 3.0, -3.0, 0.0, -0.0, 2.0, np.inf]
    assert np.signbit(actual[5]) and not np.signbit(actual[4])


GATHERS = [  # (dimension numbers, slice sizes, operand, start_indices, result shapes)
    (struct("gather", offset_dims=[3, 4], collapsed_slice_dims=[1], operand_batching_dims=[0],
            start_indices_batching_dims=[1], start_index_map=[2, 1], index_vector_dim=3),
     [1, 1, 2, 2], (2, 3, 4, 2), (2, 2, 3, 2), (2, 2, 3, 2, 2)),  # the spec's example
    (struct("gather", offset_dims=[0], collapsed_slice_dims=[0], start_index_map=[0],
            index_vector_dim=1), [1, 3], (5, 4), (2,), (3, 2)),  # index_vector_dim = rank
    (struct("gather", offset_dims=[1, 2], collapsed_slice_dims=[], start_index_map=[1, 0],
            index_vector_dim=0), [2, 2], (3, 4), (2, 3), (3, 2, 2)),
]


def index_values(et, shape, rng):
    """Start indices in and out of range (negative ones, huge unsigned ones)."""
    t = ELEMENT_TYPES[et]
    x = rng.integers(-2 if t.kind == "signed" else 0, 7, shape).astype(t.dtype)
    if t.kind == "unsigned" and x.size:
        x.reshape(-1)[0] = np.iinfo(t.dtype).max
    return x


@pytest.mark.parametrize("et,index_et", [("i32", "i64"), ("f16", "ui64"), ("i1", "i8"),
                                         ("bf16", "ui32")])
@pytest.mark.parametrize("case", range(len(GATHERS)))
def test_gather(oracle, case, et, index_et):
    dn, sizes, operand, indices, result = GATHERS[case]
    rng = np.random.default_rng(zlib.crc32(f"gather {case} {et} {index_et}".encode()))
    module = op_module("gather", [tensor_type(operand, et), tensor_type(indices, index_et)],
                       [tensor_type(result, et)],
                       {"dimension_numbers": dn, "slice_sizes": i64_array(sizes)})
    agree(oracle, module, [values(et, operand, rng), index_values(index_et, indices, rng)],
          "gather")


SCATTERS = [  # (dimension numbers, input, scatter_indices, updates shapes)
    (struct("scatter", update_window_dims=[3, 4], inserted_window_dims=[1],
            input_batching_dims=[0], scatter_indices_batching_dims=[1],
            scatter_dims_to_operand_dims=[2, 1], index_vector_dim=3),
     (2, 3, 4, 2), (2, 2, 3, 2), (2, 2, 3, 2, 2)),  # the spec's example
    (struct("scatter", update_window_dims=[1], inserted_window_dims=[0],
            scatter_dims_to_operand_dims=[0], index_vector_dim=1), (5, 3), (4,), (4, 2)),
]


@pytest.mark.parametrize("body,et,index_et", [
    ("add", "i32", "i64"), ("add", "f32", "ui8"), ("multiply", "ui16", "i32"),
    ("maximum", "f32", "i64"), ("minimum", "bf16", "ui64"), ("maximum", "i8", "i16"),
    ("or", "i1", "i32"), ("multiply", "i1", "i64"), ("update", "f16", "i32"),
    ("update", "i1", "ui32")])
@pytest.mark.parametrize("case", range(len(SCATTERS)))
def test_scatter(oracle, case, body, et, index_et):
    """Indices in and out of bounds (the updates landing outside are skipped) and colliding
    updates: compared everywhere (float sums and products of small values are exact in any
    order) but where updates of the `update` body collide (scatter/update-order)."""
    dn, operand, indices, updates = SCATTERS[case]
    rng = np.random.default_rng(zlib.crc32(f"scatter {case} {body} {et} {index_et}".encode()))
    a, s = tensor_type(operand, et), tensor_type((), et)
    computation = region([s, s], lambda b, args: args[1:]) if body == "update" else \
        binary_region([(body, s)])
    module = op_module("scatter", [a, tensor_type(indices, index_et), tensor_type(updates, et)],
                       [a], {"scatter_dimension_numbers": dn}, [computation])
    x, y = values(et, operand, rng), values(et, updates, rng)
    if ELEMENT_TYPES[et].kind == "float" and body in ("add", "multiply"):
        x, y = small_values(et, operand, rng), small_values(et, updates, rng)  # exact sums
    agree(oracle, module, [x, index_values(index_et, indices, rng), y], "scatter",
          masked=body == "update")


CONVOLUTIONS = [  # (attributes, lhs shape, rhs shape, result shape)
    ({"window_strides": i64_array([2, 1]), "padding": i64_matrix([[1, -1], [0, 2]]),
      "lhs_dilation": i64_array([1, 2]), "rhs_dilation": i64_array([2, 1]),
      "window_reversal": bool_array([True, False]),
      "dimension_numbers": conv_dimensions("b01f", "01io", "b01f"),
      "feature_group_count": integer(2), "batch_group_count": integer(1)},
     (2, 7, 4, 4), (3, 2, 2, 4), (2, 2, 8, 4)),
    ({"dimension_numbers": conv_dimensions("f0b", "i0o", "0bf"),
      "feature_group_count": integer(1), "batch_group_count": integer(2)},
     (3, 5, 4), (3, 2, 4), (4, 2, 4)),
    ({"padding": i64_matrix([[2, 2]]), "window_strides": i64_array([2]),  # batch groups of
      "lhs_dilation": i64_array([2]), "rhs_dilation": i64_array([2]),  # padded lhs
      "dimension_numbers": conv_dimensions("bf0", "0io", "0bf"),
      "feature_group_count": integer(1), "batch_group_count": integer(2)},
     (2, 1, 1), (1, 1, 4), (3, 1, 4)),
]


@pytest.mark.parametrize("lhs_et,et", [("f32", "f32"), ("f16", "f16"), ("bf16", "bf16"),
                                        ("i8", "i32"), ("ui8", "i8")])
@pytest.mark.parametrize("case", range(len(CONVOLUTIONS)))
def test_convolution(oracle, case, lhs_et, et):
    """Small integer values (float sums exact in any order); i8 -> i8 wraps."""
    attrs, lhs_shape, rhs_shape, result_shape = CONVOLUTIONS[case]
    rng = np.random.default_rng(zlib.crc32(f"convolution {case} {lhs_et} {et}".encode()))
    module = op_module("convolution", [tensor_type(lhs_shape, lhs_et),
                                       tensor_type(rhs_shape, lhs_et)],
                       [tensor_type(result_shape, et)], attrs)
    args = [small_values(lhs_et, lhs_shape, rng), small_values(lhs_et, rhs_shape, rng)]
    if lhs_et in ("i8", "ui8"):
        args = [values(lhs_et, s, rng) for s in (lhs_shape, rhs_shape)]
    agree(oracle, module, args, "convolution", masked=False)


@pytest.mark.parametrize("lhs,rhs,result", [((3,), (3,), ()), ((2, 3), (3,), (2,)),
                                            ((2, 3), (3, 4), (2, 4))])
def test_dot(oracle, lhs, rhs, result):
    rng = np.random.default_rng(zlib.crc32(f"dot {lhs} {rhs}".encode()))
    module = op_module("dot", [tensor_type(lhs, "i32"), tensor_type(rhs, "i32")],
                       [tensor_type(result, "i32")])
    agree(oracle, module, [values("i32", lhs, rng), values("i32", rhs, rng)], "dot",
          masked=False)


REDUCE_WINDOWS = [  # (attributes, operand shape, result shape)
    ({"window_dimensions": i64_array([2, 1]), "window_strides": i64_array([4, 1]),
      "base_dilations": i64_array([2, 1]), "window_dilations": i64_array([3, 1]),
      "padding": i64_matrix([[2, 1], [0, 0]])}, (3, 2), (2, 2)),  # the spec's example
    ({"window_dimensions": i64_array([1, 2, 3]), "window_strides": i64_array([1, 1, 2]),
      "padding": i64_matrix([[0, 0], [1, -1], [0, 1]])}, (2, 4, 6), (2, 3, 3)),
]


@pytest.mark.parametrize("et", ["f32", "f64", "f16", "bf16", "i8", "ui8"])
@pytest.mark.parametrize("case", range(len(REDUCE_WINDOWS)))
def test_reduce_window_maximum(oracle, case, et):
    """Any init value (it fills the padding and is folded into every window); NaN and ±0
    among the inputs."""
    _, operand, _ = REDUCE_WINDOWS[case]
    rng = np.random.default_rng(zlib.crc32(f"reduce_window {case} {et}".encode()))
    agree(oracle, reduce_window_module("maximum", et, case),
          [values(et, operand, rng), values(et, (), rng)], "reduce_window", masked=False)


def test_per_type_almost_eq_rules_for_onnxruntime():
    """tolerances.toml's "sine.f64" = { almost = ... } entry: f64 only, this oracle only."""
    assert rule_for("sine", "f64", "onnxruntime").almost == 0.0001
    assert rule_for("sine", "f32", "onnxruntime").almost is None
    assert rule_for("sine", "f32", "onnxruntime").ulps == 2
    assert rule_for("sine", "f64").almost is None


REDUCE_WINDOW_BODIES = [  # (body, element type, init value: the body's identity)
    ("add", "f32", 0.0), ("add", "f16", 0.0), ("add", "f64", 0.0), ("add", "i8", 0),
    ("add", "ui32", 0), ("add", "i64", 0), ("add", "i1", False),
    ("multiply", "f32", 1.0), ("multiply", "i16", 1), ("multiply", "i1", True),
    ("minimum", "f32", None), ("minimum", "bf16", None), ("minimum", "ui8", None),
    ("and", "i1", True), ("or", "i1", False), ("maximum", "i1", None),
]


def reduce_window_module(body: str, et: str, case: int) -> spec.Module:
    """A reduce_window of REDUCE_WINDOWS[case] over `et` with a `body` op."""
    attrs, operand, result = REDUCE_WINDOWS[case]
    s = tensor_type((), et)
    return op_module("reduce_window", [tensor_type(operand, et), s], [tensor_type(result, et)],
                     attrs, [binary_region([(body, s)])])


@pytest.mark.parametrize("body,et,init", REDUCE_WINDOW_BODIES)
@pytest.mark.parametrize("case", range(len(REDUCE_WINDOWS)))
def test_reduce_window_other_bodies(oracle, case, body, et, init):
    """Sums of floats through Conv with a kernel of ones (compared under the reference's error
    bound), the rest through strided slices (exact: integer sums wrap, NaN and ±0 ordered as
    StableHLO orders them). The init value is the body's identity where the spec leaves any
    other implementation-defined (a random one for minimum / maximum)."""
    _, operand, _ = REDUCE_WINDOWS[case]
    rng = np.random.default_rng(zlib.crc32(f"reduce_window {body} {case} {et}".encode()))
    module = reduce_window_module(body, et, case)
    args = [values(et, operand, rng),
            values(et, (), rng) if init is None else np.asarray(init, ELEMENT_TYPES[et].dtype)]
    outcome = oracle.run(module, args)
    assert outcome.status == "ok", outcome.message
    (expected,), (bound,) = evaluate_with_bounds(module, args)
    verdict = compare(expected, outcome.outputs[0], rule_for("reduce_window", et, "onnxruntime"),
                      bound=bound)
    assert verdict.passed, f"{body} {et}: {verdict}\nargs {args}\nactual {outcome.outputs[0]}"


def test_reduce_window_translations_are_the_ones_described():
    """Sums of f32 become one Conv, maxima one MaxPool, other bodies Slice nodes (no Conv)."""
    def nodes(body, et):
        return [n.op_type for n in translate(reduce_window_module(body, et, 1)).graph.node]
    assert nodes("add", "f32").count("Conv") == 1
    assert nodes("maximum", "f32").count("MaxPool") >= 1
    sliced = nodes("multiply", "f32")
    assert "Conv" not in sliced and sliced.count("Slice") == 6  # a 1x2x3 window


EMPTY_CONTRACTIONS = [  # (lhs shape, rhs shape, lb, rb, lc, rc, result shape)
    ((0, 0), (0, 0), [], [], [0, 1], [1, 0], ()),  # the fuzz findings' program
    ((0, 2), (2, 0), [], [], [0, 1], [1, 0], ()),
    ((2, 0, 3), (3, 0), [], [], [1, 2], [1, 0], (2,)),
    ((2, 3, 0), (2, 0, 4), [0], [0], [2], [1], (2, 3, 4)),
]


@pytest.mark.parametrize("lhs_et,et", [("i32", "i32"), ("i8", "i8"), ("ui64", "ui64"),
                                        ("f32", "f32"), ("bf16", "bf16"), ("i8", "i32")])
@pytest.mark.parametrize("case", range(len(EMPTY_CONTRACTIONS)))
def test_dot_general_over_an_empty_contraction_is_zero(oracle, case, lhs_et, et):
    """A zero-size contracting dimension makes every result element a sum of no products: 0.
    ONNX Runtime's Einsum dies of SIGFPE on some of these (an operand with a zero-size
    dimension it transposes), so the translator emits the zeros itself."""
    ls, rs, lb, rb, lc, rc, out = EMPTY_CONTRACTIONS[case]
    numbers = struct("dot", lhs_batching_dimensions=lb, rhs_batching_dimensions=rb,
                     lhs_contracting_dimensions=lc, rhs_contracting_dimensions=rc)
    module = op_module("dot_general", [tensor_type(ls, lhs_et), tensor_type(rs, lhs_et)],
                       [tensor_type(out, et)], {"dot_dimension_numbers": numbers})
    dtype = ELEMENT_TYPES[lhs_et].dtype
    outcome = oracle.run(module, [np.zeros(ls, dtype), np.zeros(rs, dtype)])
    assert outcome.status == "ok", outcome.message
    (actual,) = outcome.outputs
    assert actual.dtype == ELEMENT_TYPES[et].dtype and actual.shape == out
    assert np.array_equal(actual.astype(np.float64), np.zeros(out))
    assert not np.signbit(actual.astype(np.float64)).any()  # +0, the sum of nothing


def test_registry_refuses_a_handler_for_an_unknown_op():
    with pytest.raises(ValueError, match="not an op of spec.ops"):
        handles("no_such_op")(lambda g, op, ins: ins)
    assert "stablehlo.no_such_op" not in HANDLERS and "stablehlo.add" in HANDLERS


@pytest.mark.parametrize("op", ["maximum", "minimum"])
def test_float_selection_after_a_loop_regression_bf16_where(oracle, op):
    """A bf16 maximum after a while (an ONNX Loop, so shapes are known only at run time): the
    selection's broadcast shape came from a bf16 Where, which ORT has no kernel for (campaign
    findings 1bb47fb75221110e, c08d391bc0acc84e: 'Could not find an implementation for
    Where(16)')."""
    module = spec.parse("""
func.func @main(%x: tensor<3xbf16>) -> tensor<3xbf16> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %v = %x) : tensor<i32>, tensor<3xbf16>
  cond {
    %two = stablehlo.constant dense<2> : tensor<i32>
    %c = stablehlo.compare LT, %i, %two : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %n = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %n, %v : tensor<i32>, tensor<3xbf16>
  }
  %m = stablehlo.%OP %r#1, %x : tensor<3xbf16>
  return %m : tensor<3xbf16>
}""".replace("%OP", op))
    agree(oracle, module, [np.array([-0.0, 1.5, -2.0], ELEMENT_TYPES["bf16"].dtype)], op)


def test_supports_translates_a_module_once_however_often_it_is_asked(monkeypatch):
    """A case's verdict and its run both ask `supports` of the same module: one translation."""
    translated = []

    def counted(module, func="main"):
        translated.append(module)
        return translate(module, func)
    monkeypatch.setattr(onnx_oracle, "translate", counted)
    oracle = OnnxRuntime()
    first, second = (spec.parse("func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
                                "  %y = stablehlo.negate %x : tensor<2xf32>\n"
                                "  return %y : tensor<2xf32>\n}") for _ in range(2))
    assert [oracle.supports(m) for m in (first, first, second, first)] == [(True, "")] * 4
    assert translated == [first, second, first]


BF16_ADD = spec.parse("""func.func @main(%a: tensor<3xbf16>, %b: tensor<3xbf16>) -> tensor<3xbf16> {
  %0 = "stablehlo.add"(%a, %b) : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
  "func.return"(%0) : (tensor<3xbf16>) -> ()
}""")
DYNAMIC_ABS = spec.parse("""func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "stablehlo.abs"(%a) : (tensor<?xf32>) -> tensor<?xf32>
  "func.return"(%0) : (tensor<?xf32>) -> ()
}""")


def test_the_worker_gets_the_model_that_supports_translated():
    """The run's process translated the program for `supports`; the worker runs that model
    (its results' element types alongside, a boundary type converted back) with the results
    it gets from the program's text; a program refined to its inputs goes as text."""
    oracle = OnnxRuntime()
    try:
        assert oracle.supports(BF16_ADD) == (True, "")
        request = oracle.request(BF16_ADD, "main")
        assert request.startswith(onnx_oracle.MODEL)
        dtype = ELEMENT_TYPES["bf16"].dtype
        inputs = [np.array([1.5, -2, 3], dtype), np.array([0.25, 8, -3], dtype)]
        by_model = onnx_oracle.execute(request, inputs, "main")
        by_text = onnx_oracle.execute(spec.print_module(BF16_ADD), inputs, "main")
        assert by_model.status == by_text.status == "ok"
        assert by_model.outputs[0].dtype == dtype
        assert by_model.outputs[0].tobytes() == by_text.outputs[0].tobytes() == \
            (inputs[0] + inputs[1]).tobytes()
        assert oracle.refines(DYNAMIC_ABS) and oracle.supports(DYNAMIC_ABS)[0]
        assert oracle.request(DYNAMIC_ABS, "main") == spec.print_module(DYNAMIC_ABS)
        outcome = oracle.run(DYNAMIC_ABS, [np.array([-1, 2], np.float32)])
        assert outcome.status == "ok" and outcome.outputs[0].tolist() == [1, 2]
    finally:
        oracle.close()
