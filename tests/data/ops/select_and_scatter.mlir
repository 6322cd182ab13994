func.func @main(%operand: tensor<4x2xi32>, %source: tensor<2x2xi32>, %init_value: tensor<i32>) -> tensor<4x2xi32> {
  %result = "stablehlo.select_and_scatter"(%operand, %source, %init_value) ({
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.compare"(%arg0, %arg1) {
        comparison_direction = #stablehlo<comparison_direction GE>
      } : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i32>, %arg1: tensor<i32>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%0) : (tensor<i32>) -> ()
  }) {
    window_dimensions = array<i64: 3, 1>,
    window_strides = array<i64: 2, 1>,
    padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>
  } : (tensor<4x2xi32>, tensor<2x2xi32>, tensor<i32>) -> tensor<4x2xi32>
  "func.return"(%result) : (tensor<4x2xi32>) -> ()
}

// window attributes are optional only for rank-0 operands
func.func @no_attrs_rank0(%operand: tensor<f32>, %source: tensor<f32>, %init_value: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init_value) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}

func.func @dims_only(%operand: tensor<4x4xbf16>, %source: tensor<2x2xbf16>, %init_value: tensor<bf16>) -> tensor<4x4xbf16> {
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init_value) ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %c = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = "stablehlo.add"(%a, %b) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    "stablehlo.return"(%s) : (tensor<bf16>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x4xbf16>, tensor<2x2xbf16>, tensor<bf16>) -> tensor<4x4xbf16>
  "func.return"(%0) : (tensor<4x4xbf16>) -> ()
}
