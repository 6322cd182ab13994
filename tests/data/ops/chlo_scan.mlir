func.func @main(%arg0: tensor<4x3xf32>, %arg1: tensor<4xi32>, %arg2: tensor<3xf32>, %arg3: tensor<2x5xf64>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<2x5xf64>, tensor<2x5xi1>) {
  %0:2 = "chlo.scan"(%arg0, %arg1, %arg2) ({
  ^bb0(%x: tensor<3xf32>, %y: tensor<i32>, %c: tensor<3xf32>):
    %s = "stablehlo.add"(%x, %c) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "stablehlo.return"(%s, %s) : (tensor<3xf32>, tensor<3xf32>) -> ()
  }) {dimension = 0 : i64, is_reverse = true, is_associative = true, scan_dim_size = 4 : i64, operandSegmentSizes = array<i32: 2, 1>, resultSegmentSizes = array<i32: 1, 1>} : (tensor<4x3xf32>, tensor<4xi32>, tensor<3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
  %1:2 = "chlo.scan"(%arg3) ({
  ^bb0(%x: tensor<2xf64>):
    %z = "stablehlo.constant"() {value = dense<0.0> : tensor<2xf64>} : () -> tensor<2xf64>
    %b = "stablehlo.compare"(%x, %z) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    "stablehlo.return"(%x, %b) : (tensor<2xf64>, tensor<2xi1>) -> ()
  }) {dimension = 1 : i64, operandSegmentSizes = array<i32: 1, 0>, resultSegmentSizes = array<i32: 2, 0>} : (tensor<2x5xf64>) -> (tensor<2x5xf64>, tensor<2x5xi1>)
  "func.return"(%0#0, %0#1, %1#0, %1#1) : (tensor<4x3xf32>, tensor<3xf32>, tensor<2x5xf64>, tensor<2x5xi1>) -> ()
}
