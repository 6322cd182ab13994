"""Pretty (custom assembly) forms: each reads to the same Module as its generic form."""
import pytest

import spec


def func(body: str, args: str = "%a: tensor<4xf32>, %b: tensor<4xf32>", results: str = "") -> str:
    return f"func.func @f({args}){' -> ' + results if results else ''} {{\n{body}\n}}"


def same(pretty_body: str, generic_body: str, **kw) -> None:
    pretty, generic = spec.parse(func(pretty_body, **kw)), spec.parse(func(generic_body, **kw))
    assert spec.print_module(pretty) == spec.print_module(generic)


def test_compare_with_and_without_type():
    same('%0 = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\n'
         'return',
         '%0 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>, '
         'compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\n'
         '"func.return"() : () -> ()')
    same('%0 = stablehlo.compare  EQ, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\nreturn',
         '%0 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction EQ>} '
         ': (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\n"func.return"() : () -> ()')


def test_elementwise_single_type_and_function_type():
    same("%0 = stablehlo.add %a, %b {foo = 1 : i32} : tensor<4xf32>\nreturn",
         '%0 = "stablehlo.add"(%a, %b) {foo = 1 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n'
         '"func.return"() : () -> ()')
    same("%0 = stablehlo.complex %a, %b : tensor<4xcomplex<f32>>\nreturn",
         '%0 = "stablehlo.complex"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f32>>\n'
         '"func.return"() : () -> ()')


def test_reduce_compact_and_region_forms():
    args = "%a: tensor<4xf32>, %b: tensor<f32>"
    compact = ("%0 = stablehlo.reduce(%a init: %b) applies stablehlo.add across dimensions = [0] "
               ": (tensor<4xf32>, tensor<f32>) -> tensor<f32>\nreturn")
    region = ("%0 = stablehlo.reduce(%a init: %b) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) "
              "-> tensor<f32>\n reducer(%x: tensor<f32>, %y: tensor<f32>) {\n"
              "  %1 = stablehlo.add %x, %y : tensor<f32>\n  stablehlo.return %1 : tensor<f32>\n}\nreturn")
    generic = ('%0 = "stablehlo.reduce"(%a, %b) ({\n^bb0(%x: tensor<f32>, %y: tensor<f32>):\n'
               '  %1 = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n'
               '  "stablehlo.return"(%1) : (tensor<f32>) -> ()\n}) {dimensions = array<i64: 0>} '
               ': (tensor<4xf32>, tensor<f32>) -> tensor<f32>\nreturn')
    same(compact, generic, args=args)
    same(region, generic, args=args)


def test_variadic_reduce_pairs_block_arguments():
    args = "%a: tensor<4xf32>, %i: tensor<4xi32>, %b: tensor<f32>, %j: tensor<i32>"
    pretty = ("%0:2 = stablehlo.reduce(%a init: %b), (%i init: %j) across dimensions = [0] : "
              "(tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)\n"
              " reducer(%x: tensor<f32>, %y: tensor<f32>) (%k: tensor<i32>, %l: tensor<i32>) {\n"
              "  stablehlo.return %y, %k : tensor<f32>, tensor<i32>\n}\nreturn")
    module = spec.parse(func(pretty, args=args))
    reduce = module.funcs[0].ops[0]
    block = reduce.regions[0].block
    assert [str(v.type) for v in block.arguments] == ["tensor<f32>", "tensor<i32>", "tensor<f32>", "tensor<i32>"]
    ret = block.ops[-1]
    assert ret.operands == [block.arguments[2], block.arguments[1]]


def test_while_names_iteration_arguments_in_both_regions():
    pretty = ("%0 = stablehlo.while(%it = %a) : tensor<4xf32> attributes {foo = 1 : i32}\n cond {\n"
              "  %c = stablehlo.constant dense<false> : tensor<i1>\n  stablehlo.return %c : tensor<i1>\n"
              "} do {\n  stablehlo.return %it : tensor<4xf32>\n}\nreturn")
    generic = ('%0 = "stablehlo.while"(%a) ({\n^bb0(%x: tensor<4xf32>):\n'
               '  %c = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>\n'
               '  "stablehlo.return"(%c) : (tensor<i1>) -> ()\n}, {\n^bb0(%y: tensor<4xf32>):\n'
               '  "stablehlo.return"(%y) : (tensor<4xf32>) -> ()\n}) {foo = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>\n'
               'return')
    same(pretty, generic)


def test_slice_with_and_without_strides():
    same("%0 = stablehlo.slice %a [1:4:2] : (tensor<4xf32>) -> tensor<2xf32>\n"
         "%1 = stablehlo.slice %a [0:2] : (tensor<4xf32>) -> tensor<2xf32>\nreturn",
         '%0 = "stablehlo.slice"(%a) {start_indices = array<i64: 1>, limit_indices = array<i64: 4>, '
         'strides = array<i64: 2>} : (tensor<4xf32>) -> tensor<2xf32>\n'
         '%1 = "stablehlo.slice"(%a) {start_indices = array<i64: 0>, limit_indices = array<i64: 2>, '
         'strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>\nreturn')


def test_convolution_window():
    args = "%a: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x3xf32>"
    layout = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"
    types = ": (tensor<1x4x4x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x2x2x3xf32>"
    same(f"%0 = stablehlo.convolution(%a, %k) dim_numbers = {layout}, window = {{stride = [2, 2], "
         "pad = [[1, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 2], reverse = [false, true]} "
         f"{{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} {types}\nreturn",
         f'%0 = "stablehlo.convolution"(%a, %k) {{dimension_numbers = #stablehlo.conv<{layout}>, '
         "window_strides = array<i64: 2, 2>, padding = dense<[[1, 1], [0, 1]]> : tensor<2x2xi64>, "
         "lhs_dilation = array<i64: 1, 1>, rhs_dilation = array<i64: 1, 2>, "
         "window_reversal = array<i1: false, true>, batch_group_count = 1 : i64, "
         f"feature_group_count = 1 : i64}} {types}\nreturn", args=args)


def test_custom_call_and_dot_general():
    same('%0 = stablehlo.custom_call @"a b"(%a) {has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>\n'
         "%1 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0], precision = [HIGH, DEFAULT] "
         ": (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>\nreturn",
         '%0 = "stablehlo.custom_call"(%a) {call_target_name = "a b", has_side_effect = true} '
         ": (tensor<4xf32>) -> tensor<4xf32>\n"
         '%1 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<'
         "lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = "
         "[#stablehlo<precision HIGH>, #stablehlo<precision DEFAULT>]} "
         ": (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>\nreturn")


def test_check_ops():
    same("check.expect_eq_const %a, dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>\n"
         "check.expect_close %a, %b, max_ulp_difference = 3 : tensor<4xf32>, tensor<4xf32>\nreturn",
         '"check.expect_eq_const"(%a) {value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>} : (tensor<4xf32>) -> ()\n'
         '"check.expect_close"(%a, %b) {max_ulp_difference = 3 : ui64} : (tensor<4xf32>, tensor<4xf32>) -> ()\n'
         "return")


@pytest.mark.parametrize("body, message, at", [
    ("%0 = stablehlo.compare LTE, %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>",
     "'LTE' is not a comparison_direction", "LTE"),
    ("%0 = stablehlo.transpose %a, perm = [0] : (tensor<4xf32>) -> tensor<4xf32>",
     "unexpected keyword 'perm'", "perm"),
    ("%0 = stablehlo.transpose %a : (tensor<4xf32>) -> tensor<4xf32>", "expected ', dims = ...'", ": ("),
    ("%0 = stablehlo.pad %a, %b, high = [1], low = [1], interior = [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<6xf32>",
     "'low' must come before 'high'", "low"),
    ("%0 = stablehlo.reverse %a, dims = [99999999999999999999] : tensor<4xf32>", "out of range for i64", "999"),
    ("%0 = stablehlo.broadcast_in_dim %a, dims = [0] : tensor<4xf32>", "expected a function type", "tensor<4xf32>"),
    ("%0 = stablehlo.reduce_precision %a, format = e5 : tensor<4xf32>", "expected a format such as e5m10", "e5"),
    ("%0 = stablehlo.reduce(%a init: %b) applies stablehlo.nope across dimensions = [0] "
     ": (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>", "unknown op 'stablehlo.nope'", "stablehlo.nope"),
])
def test_errors_have_locations(body, message, at):
    with pytest.raises(spec.ParseError) as info:
        spec.parse(func(body + "\nreturn"))
    assert message in info.value.message
    assert (info.value.line, info.value.column) == (2, body.index(at) + 1)
