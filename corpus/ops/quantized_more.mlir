// Quantized semantics of region ops (sort, map, reduce, reduce_window, select_and_scatter), convolution (per-axis and hybrid) and the batch norms: values chosen so that no reduction order matters
// sort: quantized keys (zero point -3) ordered by a quantized compare, a float payload follows
func.func @quantized_more_sort_descending_keys() {
  %k = "stablehlo.constant"() {value = dense<[4, -7, 100, -3]> : tensor<4xi8>} : () -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
  %v = "stablehlo.constant"() {value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %r:2 = "stablehlo.sort"(%k, %v) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5:-3>>, %b: tensor<!quant.uniform<i8:f32, 0.5:-3>>, %c: tensor<f32>, %d: tensor<f32>):
    %z = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<!quant.uniform<i8:f32, 0.5:-3>>, tensor<!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<i1>
    "stablehlo.return"(%z) : (tensor<i1>) -> ()
}) {dimension = 0 : i64, is_stable = true} : (tensor<4x!quant.uniform<i8:f32, 0.5:-3>>, tensor<4xf32>) -> (tensor<4x!quant.uniform<i8:f32, 0.5:-3>>, tensor<4xf32>)
  %s = "stablehlo.bitcast_convert"(%r#0) : (tensor<4x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<4xi8>
  "check.expect_eq_const"(%s) {value = dense<[100, 4, -3, -7]> : tensor<4xi8>} : (tensor<4xi8>) -> ()
  "check.expect_eq_const"(%r#1) {value = dense<[3.0, 1.0, 4.0, 2.0]> : tensor<4xf32>} : (tensor<4xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// map: a quantized add of two quantized types into a third; 34.5 rounds half to even
func.func @quantized_more_map_add_requantizes() {
  %a = "stablehlo.constant"() {value = dense<[[7, -9], [127, 0]]> : tensor<2x2xi8>} : () -> tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>
  %b = "stablehlo.constant"() {value = dense<[[5, 2], [-128, 1]]> : tensor<2x2xi8>} : () -> tensor<2x2x!quant.uniform<i8:f32, 0.25:-2>>
  %r = "stablehlo.map"(%a, %b) ({
  ^bb0(%x: tensor<!quant.uniform<i8:f32, 0.5:1>>, %y: tensor<!quant.uniform<i8:f32, 0.25:-2>>):
    %z = "stablehlo.add"(%x, %y) : (tensor<!quant.uniform<i8:f32, 0.5:1>>, tensor<!quant.uniform<i8:f32, 0.25:-2>>) -> tensor<!quant.uniform<i8:f32, 1.0:3>>
    "stablehlo.return"(%z) : (tensor<!quant.uniform<i8:f32, 1.0:3>>) -> ()
}) {dimensions = array<i64: 0, 1>} : (tensor<2x2x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x2x!quant.uniform<i8:f32, 0.25:-2>>) -> tensor<2x2x!quant.uniform<i8:f32, 1.0:3>>
  %s_r = "stablehlo.bitcast_convert"(%r) : (tensor<2x2x!quant.uniform<i8:f32, 1.0:3>>) -> tensor<2x2xi8>
  "check.expect_eq_const"(%s_r) {value = dense<[[8, -1], [34, 3]]> : tensor<2x2xi8>} : (tensor<2x2xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// reduce: i8 inputs promoted to an i16 quantized body type (exact sums: the schedule cannot matter)
func.func @quantized_more_reduce_promoted_to_i16() {
  %x = "stablehlo.constant"() {value = dense<[[100, 127, -128], [1, 2, 3]]> : tensor<2x3xi8>} : () -> tensor<2x3x!quant.uniform<i8:f32, 0.5:0>>
  %i = "stablehlo.constant"() {value = dense<4> : tensor<i16>} : () -> tensor<!quant.uniform<i16:f32, 0.25:4>>
  %r = "stablehlo.reduce"(%x, %i) ({
  ^bb0(%lhs: tensor<!quant.uniform<i16:f32, 0.25:4>>, %rhs: tensor<!quant.uniform<i16:f32, 0.25:4>>):
    %z = "stablehlo.add"(%lhs, %rhs) : (tensor<!quant.uniform<i16:f32, 0.25:4>>, tensor<!quant.uniform<i16:f32, 0.25:4>>) -> tensor<!quant.uniform<i16:f32, 0.25:4>>
    "stablehlo.return"(%z) : (tensor<!quant.uniform<i16:f32, 0.25:4>>) -> ()
}) {dimensions = array<i64: 1>} : (tensor<2x3x!quant.uniform<i8:f32, 0.5:0>>, tensor<!quant.uniform<i16:f32, 0.25:4>>) -> tensor<2x!quant.uniform<i16:f32, 0.25:4>>
  %s_r = "stablehlo.bitcast_convert"(%r) : (tensor<2x!quant.uniform<i16:f32, 0.25:4>>) -> tensor<2xi16>
  "check.expect_eq_const"(%s_r) {value = dense<[202, 16]> : tensor<2xi16>} : (tensor<2xi16>) -> ()
  "func.return"() : () -> ()
}

// -----

// reduce: each input is quantized to the body type first (0.5 -> 0, 1.5 -> 2, ties to even), then added
func.func @quantized_more_reduce_converts_each_input() {
  %x = "stablehlo.constant"() {value = dense<[1, 1, 3]> : tensor<3xi8>} : () -> tensor<3x!quant.uniform<i8:f32, 0.5:0>>
  %i = "stablehlo.constant"() {value = dense<0> : tensor<i16>} : () -> tensor<!quant.uniform<i16:f32, 1.0:0>>
  %r = "stablehlo.reduce"(%x, %i) ({
  ^bb0(%lhs: tensor<!quant.uniform<i16:f32, 1.0:0>>, %rhs: tensor<!quant.uniform<i16:f32, 1.0:0>>):
    %z = "stablehlo.add"(%lhs, %rhs) : (tensor<!quant.uniform<i16:f32, 1.0:0>>, tensor<!quant.uniform<i16:f32, 1.0:0>>) -> tensor<!quant.uniform<i16:f32, 1.0:0>>
    "stablehlo.return"(%z) : (tensor<!quant.uniform<i16:f32, 1.0:0>>) -> ()
}) {dimensions = array<i64: 0>} : (tensor<3x!quant.uniform<i8:f32, 0.5:0>>, tensor<!quant.uniform<i16:f32, 1.0:0>>) -> tensor<!quant.uniform<i16:f32, 1.0:0>>
  %s_r = "stablehlo.bitcast_convert"(%r) : (tensor<!quant.uniform<i16:f32, 1.0:0>>) -> tensor<i16>
  "check.expect_eq_const"(%s_r) {value = dense<2> : tensor<i16>} : (tensor<i16>) -> ()
  "func.return"() : () -> ()
}

// -----

// reduce_window: quantized maximum with padding (padding reads the init value), strides
func.func @quantized_more_reduce_window_max_padding() {
  %x = "stablehlo.constant"() {value = dense<[[3, -128, 9], [0, 50, -2]]> : tensor<2x3xi8>} : () -> tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>
  %i = "stablehlo.constant"() {value = dense<-128> : tensor<i8>} : () -> tensor<!quant.uniform<i8:f32, 0.5:-1>>
  %r = "stablehlo.reduce_window"(%x, %i) ({
  ^bb0(%lhs: tensor<!quant.uniform<i8:f32, 0.5:-1>>, %rhs: tensor<!quant.uniform<i8:f32, 0.5:-1>>):
    %z = "stablehlo.maximum"(%lhs, %rhs) : (tensor<!quant.uniform<i8:f32, 0.5:-1>>, tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<!quant.uniform<i8:f32, 0.5:-1>>
    "stablehlo.return"(%z) : (tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> ()
}) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 2>, padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>} : (tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x2x!quant.uniform<i8:f32, 0.5:-1>>
  %s_r = "stablehlo.bitcast_convert"(%r) : (tensor<1x2x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<1x2xi8>
  "check.expect_eq_const"(%s_r) {value = dense<[[3, 50]]> : tensor<1x2xi8>} : (tensor<1x2xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// reduce_window: quantized add of windows of two
func.func @quantized_more_reduce_window_add() {
  %x = "stablehlo.constant"() {value = dense<[60, 60, 10, -5]> : tensor<4xi8>} : () -> tensor<4x!quant.uniform<i8:f32, 0.5:0>>
  %i = "stablehlo.constant"() {value = dense<0> : tensor<i8>} : () -> tensor<!quant.uniform<i8:f32, 0.5:0>>
  %r = "stablehlo.reduce_window"(%x, %i) ({
  ^bb0(%lhs: tensor<!quant.uniform<i8:f32, 0.5:0>>, %rhs: tensor<!quant.uniform<i8:f32, 0.5:0>>):
    %z = "stablehlo.add"(%lhs, %rhs) : (tensor<!quant.uniform<i8:f32, 0.5:0>>, tensor<!quant.uniform<i8:f32, 0.5:0>>) -> tensor<!quant.uniform<i8:f32, 0.5:0>>
    "stablehlo.return"(%z) : (tensor<!quant.uniform<i8:f32, 0.5:0>>) -> ()
}) {window_dimensions = array<i64: 2>} : (tensor<4x!quant.uniform<i8:f32, 0.5:0>>, tensor<!quant.uniform<i8:f32, 0.5:0>>) -> tensor<3x!quant.uniform<i8:f32, 0.5:0>>
  %s_r = "stablehlo.bitcast_convert"(%r) : (tensor<3x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<3xi8>
  "check.expect_eq_const"(%s_r) {value = dense<[120, 70, 5]> : tensor<3xi8>} : (tensor<3xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// select_and_scatter: quantized GE select (first of equals) and add scatter; unselected elements get init (zero point 2 = 0.0)
func.func @quantized_more_select_and_scatter() {
  %o = "stablehlo.constant"() {value = dense<[[1, 9, 3, 3]]> : tensor<1x4xi8>} : () -> tensor<1x4x!quant.uniform<i8:f32, 0.25:2>>
  %src = "stablehlo.constant"() {value = dense<[[40, -6]]> : tensor<1x2xi8>} : () -> tensor<1x2x!quant.uniform<i8:f32, 0.25:2>>
  %i = "stablehlo.constant"() {value = dense<2> : tensor<i8>} : () -> tensor<!quant.uniform<i8:f32, 0.25:2>>
  %r = "stablehlo.select_and_scatter"(%o, %src, %i) ({
  ^bb0(%lhs: tensor<!quant.uniform<i8:f32, 0.25:2>>, %rhs: tensor<!quant.uniform<i8:f32, 0.25:2>>):
    %z = "stablehlo.compare"(%lhs, %rhs) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<!quant.uniform<i8:f32, 0.25:2>>, tensor<!quant.uniform<i8:f32, 0.25:2>>) -> tensor<i1>
    "stablehlo.return"(%z) : (tensor<i1>) -> ()
}, {
  ^bb0(%lhs: tensor<!quant.uniform<i8:f32, 0.25:2>>, %rhs: tensor<!quant.uniform<i8:f32, 0.25:2>>):
    %z = "stablehlo.add"(%lhs, %rhs) : (tensor<!quant.uniform<i8:f32, 0.25:2>>, tensor<!quant.uniform<i8:f32, 0.25:2>>) -> tensor<!quant.uniform<i8:f32, 0.25:2>>
    "stablehlo.return"(%z) : (tensor<!quant.uniform<i8:f32, 0.25:2>>) -> ()
}) {window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>} : (tensor<1x4x!quant.uniform<i8:f32, 0.25:2>>, tensor<1x2x!quant.uniform<i8:f32, 0.25:2>>, tensor<!quant.uniform<i8:f32, 0.25:2>>) -> tensor<1x4x!quant.uniform<i8:f32, 0.25:2>>
  %s_r = "stablehlo.bitcast_convert"(%r) : (tensor<1x4x!quant.uniform<i8:f32, 0.25:2>>) -> tensor<1x4xi8>
  "check.expect_eq_const"(%s_r) {value = dense<[[2, 40, -6, 2]]> : tensor<1x4xi8>} : (tensor<1x4xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// convolution: per-tensor lhs, rhs per-axis along kernel_output_feature_dimension
func.func @quantized_more_convolution_per_axis_rhs() {
  %l = "stablehlo.constant"() {value = dense<[[[3], [5], [-1]]]> : tensor<1x3x1xi8>} : () -> tensor<1x3x1x!quant.uniform<i8:f32, 0.5:1>>
  %k = "stablehlo.constant"() {value = dense<[[[2, 1]], [[-4, 3]]]> : tensor<2x1x2xi8>} : () -> tensor<2x1x2x!quant.uniform<i8:f32:2, {0.25:0,1.0:0}>>
  %r = "stablehlo.convolution"(%l, %k) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64} : (tensor<1x3x1x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x1x2x!quant.uniform<i8:f32:2, {0.25:0,1.0:0}>>) -> tensor<1x2x2x!quant.uniform<i8:f32, 0.125:-4>>
  %s_r = "stablehlo.bitcast_convert"(%r) : (tensor<1x2x2x!quant.uniform<i8:f32, 0.125:-4>>) -> tensor<1x2x2xi8>
  "check.expect_eq_const"(%s_r) {value = dense<[[[-16, 52], [12, -12]]]> : tensor<1x2x2xi8>} : (tensor<1x2x2xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// convolution: hybrid, f32 lhs and a quantized rhs (hybrid_dequantize_then_op)
func.func @quantized_more_convolution_hybrid() {
  %l = "stablehlo.constant"() {value = dense<[[[1.5], [-2.0], [4.0]]]> : tensor<1x3x1xf32>} : () -> tensor<1x3x1xf32>
  %k = "stablehlo.constant"() {value = dense<[[[3]], [[-2]]]> : tensor<2x1x1xi8>} : () -> tensor<2x1x1x!quant.uniform<i8:f32, 0.5:0>>
  %r = "stablehlo.convolution"(%l, %k) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64} : (tensor<1x3x1xf32>, tensor<2x1x1x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<1x2x1xf32>
  "check.expect_eq_const"(%r) {value = dense<[[[4.25], [-7.0]]]> : tensor<1x2x1xf32>} : (tensor<1x2x1xf32>) -> ()
  "func.return"() : () -> ()
}

// -----

// batch_norm_inference: every operand quantized (stddev 2 and 1 exactly)
func.func @quantized_more_batch_norm_inference() {
  %x = "stablehlo.constant"() {value = dense<[[8, -4], [12, 0]]> : tensor<2x2xi8>} : () -> tensor<2x2x!quant.uniform<i8:f32, 0.25:0>>
  %sc = "stablehlo.constant"() {value = dense<[8, 4]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 0.25:0>>
  %of = "stablehlo.constant"() {value = dense<[4, -2]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 0.25:0>>
  %m = "stablehlo.constant"() {value = dense<[4, 0]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 0.25:0>>
  %v = "stablehlo.constant"() {value = dense<[15, 3]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 0.25:0>>
  %r = "stablehlo.batch_norm_inference"(%x, %sc, %of, %m, %v) {epsilon = 2.500000e-01 : f32, feature_index = 1 : i64} : (tensor<2x2x!quant.uniform<i8:f32, 0.25:0>>, tensor<2x!quant.uniform<i8:f32, 0.25:0>>, tensor<2x!quant.uniform<i8:f32, 0.25:0>>, tensor<2x!quant.uniform<i8:f32, 0.25:0>>, tensor<2x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25:0>>
  %s_r = "stablehlo.bitcast_convert"(%r) : (tensor<2x2x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x2xi8>
  "check.expect_eq_const"(%s_r) {value = dense<[[8, -6], [12, -2]]> : tensor<2x2xi8>} : (tensor<2x2xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// batch_norm_training: output, batch_mean and batch_var quantized
func.func @quantized_more_batch_norm_training() {
  %x = "stablehlo.constant"() {value = dense<[[4, 8], [12, -8]]> : tensor<2x2xi8>} : () -> tensor<2x2x!quant.uniform<i8:f32, 0.25:0>>
  %sc = "stablehlo.constant"() {value = dense<[4, 8]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 0.25:0>>
  %of = "stablehlo.constant"() {value = dense<[0, 4]> : tensor<2xi8>} : () -> tensor<2x!quant.uniform<i8:f32, 0.25:0>>
  %r:3 = "stablehlo.batch_norm_training"(%x, %sc, %of) {epsilon = 0.000000e+00 : f32, feature_index = 1 : i64} : (tensor<2x2x!quant.uniform<i8:f32, 0.25:0>>, tensor<2x!quant.uniform<i8:f32, 0.25:0>>, tensor<2x!quant.uniform<i8:f32, 0.25:0>>) -> (tensor<2x2x!quant.uniform<i8:f32, 0.25:0>>, tensor<2x!quant.uniform<i8:f32, 0.25:0>>, tensor<2x!quant.uniform<i8:f32, 0.25:0>>)
  %s0 = "stablehlo.bitcast_convert"(%r#0) : (tensor<2x2x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x2xi8>
  %s1 = "stablehlo.bitcast_convert"(%r#1) : (tensor<2x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2xi8>
  %s2 = "stablehlo.bitcast_convert"(%r#2) : (tensor<2x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2xi8>
  "check.expect_eq_const"(%s0) {value = dense<[[-4, 12], [4, -4]]> : tensor<2x2xi8>} : (tensor<2x2xi8>) -> ()
  "check.expect_eq_const"(%s1) {value = dense<[8, 0]> : tensor<2xi8>} : (tensor<2xi8>) -> ()
  "check.expect_eq_const"(%s2) {value = dense<[4, 16]> : tensor<2xi8>} : (tensor<2xi8>) -> ()
  "func.return"() : () -> ()
}

// -----

// batch_norm_grad: every operand and result quantized
func.func @quantized_more_batch_norm_grad() {
  %x = "stablehlo.constant"() {value = dense<[[4], [12]]> : tensor<2x1xi8>} : () -> tensor<2x1x!quant.uniform<i8:f32, 0.25:0>>
  %sc = "stablehlo.constant"() {value = dense<[8]> : tensor<1xi8>} : () -> tensor<1x!quant.uniform<i8:f32, 0.25:0>>
  %m = "stablehlo.constant"() {value = dense<[4]> : tensor<1xi8>} : () -> tensor<1x!quant.uniform<i8:f32, 0.25:0>>
  %v = "stablehlo.constant"() {value = dense<[4]> : tensor<1xi8>} : () -> tensor<1x!quant.uniform<i8:f32, 0.25:0>>
  %dy = "stablehlo.constant"() {value = dense<[[8], [-4]]> : tensor<2x1xi8>} : () -> tensor<2x1x!quant.uniform<i8:f32, 0.25:0>>
  %r:3 = "stablehlo.batch_norm_grad"(%x, %sc, %m, %v, %dy) {epsilon = 0.000000e+00 : f32, feature_index = 1 : i64} : (tensor<2x1x!quant.uniform<i8:f32, 0.25:0>>, tensor<1x!quant.uniform<i8:f32, 0.25:0>>, tensor<1x!quant.uniform<i8:f32, 0.25:0>>, tensor<1x!quant.uniform<i8:f32, 0.25:0>>, tensor<2x1x!quant.uniform<i8:f32, 0.25:0>>) -> (tensor<2x1x!quant.uniform<i8:f32, 0.25:0>>, tensor<1x!quant.uniform<i8:f32, 0.25:0>>, tensor<1x!quant.uniform<i8:f32, 0.25:0>>)
  %s0 = "stablehlo.bitcast_convert"(%r#0) : (tensor<2x1x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<2x1xi8>
  %s1 = "stablehlo.bitcast_convert"(%r#1) : (tensor<1x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<1xi8>
  %s2 = "stablehlo.bitcast_convert"(%r#2) : (tensor<1x!quant.uniform<i8:f32, 0.25:0>>) -> tensor<1xi8>
  "check.expect_eq_const"(%s0) {value = dense<[[12], [4]]> : tensor<2x1xi8>} : (tensor<2x1xi8>) -> ()
  "check.expect_eq_const"(%s1) {value = dense<[-8]> : tensor<1xi8>} : (tensor<1xi8>) -> ()
  "check.expect_eq_const"(%s2) {value = dense<[4]> : tensor<1xi8>} : (tensor<1xi8>) -> ()
  "func.return"() : () -> ()
}
