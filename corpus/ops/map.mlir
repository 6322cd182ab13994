// map: two inputs of different element types, rank 0
func.func @map_two_types() {
  %a = "stablehlo.constant"() {value = dense<[3, -2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %b = "stablehlo.constant"() {value = dense<[0.5, 1.5]> : tensor<2xf32>} : () -> tensor<2xf32>
  %result = "stablehlo.map"(%a, %b) ({
    ^bb0(%x: tensor<i32>, %y: tensor<f32>):
      %cx = "stablehlo.convert"(%x) : (tensor<i32>) -> tensor<f32>
      %m = "stablehlo.multiply"(%cx, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%m) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<2xi32>, tensor<2xf32>) -> tensor<2xf32>
  "check.expect_eq_const"(%result) {value = dense<[1.5, -3.0]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "func.return"() : () -> ()
}
// -----
func.func @map_rank_zero() {
  %a = "stablehlo.constant"() {value = dense<-127> : tensor<i8>} : () -> tensor<i8>
  %result = "stablehlo.map"(%a) ({
    ^bb0(%x: tensor<i8>):
      %n = "stablehlo.negate"(%x) : (tensor<i8>) -> tensor<i8>
      "stablehlo.return"(%n) : (tensor<i8>) -> ()
  }) {dimensions = array<i64>} : (tensor<i8>) -> tensor<i8>
  "check.expect_eq_const"(%result) {value = dense<127> : tensor<i8>} : (tensor<i8>) -> ()
  "func.return"() : () -> ()
}
