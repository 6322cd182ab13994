// dynamic_pad (seed 000): paddings read from tensors of several integer types: low, high, interior, negative edge padding, an empty operand.
// i32 paddings: edges and interior
func.func @dynamic_pad_i32_paddings() {
  %operand = "stablehlo.constant"() {value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>} : () -> tensor<2x2xi16>
  %padding_value = "stablehlo.constant"() {value = dense<-1> : tensor<i16>} : () -> tensor<i16>
  %edge_padding_low = "stablehlo.constant"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %interior_padding = "stablehlo.constant"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<2x2xi16>, tensor<i16>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<4x3xi16>
  "check.expect_eq_const"(%result) {value = dense<[[-1, 1, 2], [-1, -1, -1], [-1, 3, 4], [-1, -1, -1]]> : tensor<4x3xi16>} : (tensor<4x3xi16>) -> ()
  "func.return"() : () -> ()
}

// -----

// i8 paddings: negative edges remove elements and interior padding
func.func @dynamic_pad_negative_edges() {
  %operand = "stablehlo.constant"() {value = dense<[1.0, 2.0, 3.0]> : tensor<3xf64>} : () -> tensor<3xf64>
  %padding_value = "stablehlo.constant"() {value = dense<0.0> : tensor<f64>} : () -> tensor<f64>
  %edge_padding_low = "stablehlo.constant"() {value = dense<[-1]> : tensor<1xi8>} : () -> tensor<1xi8>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[-2]> : tensor<1xi8>} : () -> tensor<1xi8>
  %interior_padding = "stablehlo.constant"() {value = dense<[2]> : tensor<1xi8>} : () -> tensor<1xi8>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<3xf64>, tensor<f64>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xf64>
  "check.expect_eq_const"(%result) {value = dense<[0.0, 0.0, 2.0, 0.0]> : tensor<4xf64>} : (tensor<4xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui8 paddings
func.func @dynamic_pad_ui8_paddings() {
  %operand = "stablehlo.constant"() {value = dense<[true]> : tensor<1xi1>} : () -> tensor<1xi1>
  %padding_value = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
  %edge_padding_low = "stablehlo.constant"() {value = dense<[2]> : tensor<1xui8>} : () -> tensor<1xui8>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[1]> : tensor<1xui8>} : () -> tensor<1xui8>
  %interior_padding = "stablehlo.constant"() {value = dense<[7]> : tensor<1xui8>} : () -> tensor<1xui8>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<1xi1>, tensor<i1>, tensor<1xui8>, tensor<1xui8>, tensor<1xui8>) -> tensor<4xi1>
  "check.expect_eq_const"(%result) {value = dense<[false, false, true, false]> : tensor<4xi1>} : (tensor<4xi1>) -> ()
  "func.return"() : () -> ()
}

// -----

// ui16 paddings; an empty operand
func.func @dynamic_pad_empty_operand() {
  %operand = "stablehlo.constant"() {value = dense<> : tensor<0x2xui4>} : () -> tensor<0x2xui4>
  %padding_value = "stablehlo.constant"() {value = dense<5> : tensor<ui4>} : () -> tensor<ui4>
  %edge_padding_low = "stablehlo.constant"() {value = dense<[1, 0]> : tensor<2xui16>} : () -> tensor<2xui16>
  %edge_padding_high = "stablehlo.constant"() {value = dense<[0, 0]> : tensor<2xui16>} : () -> tensor<2xui16>
  %interior_padding = "stablehlo.constant"() {value = dense<[0, 1]> : tensor<2xui16>} : () -> tensor<2xui16>
  %result = "stablehlo.dynamic_pad"(%operand, %padding_value, %edge_padding_low, %edge_padding_high, %interior_padding) : (tensor<0x2xui4>, tensor<ui4>, tensor<2xui16>, tensor<2xui16>, tensor<2xui16>) -> tensor<1x3xui4>
  "check.expect_eq_const"(%result) {value = dense<[[5, 5, 5]]> : tensor<1x3xui4>} : (tensor<1x3xui4>) -> ()
  "func.return"() : () -> ()
}
