func.func @main(%input: tensor<3x2xi64>, %init_value: tensor<i64>) -> tensor<2x2xi64> {
  %result = "stablehlo.reduce_window"(%input, %init_value) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    window_dimensions = array<i64: 2, 1>,
    window_strides = array<i64: 4, 1>,
    base_dilations = array<i64: 2, 1>,
    window_dilations = array<i64: 3, 1>,
    padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>
  } : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  "func.return"(%result) : (tensor<2x2xi64>) -> ()
}

func.func @only_dims(%x: tensor<4x6xf32>, %init: tensor<f32>) -> tensor<3x4xf32> {
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%m) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2, 3>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<3x4xf32>
  "func.return"(%0) : (tensor<3x4xf32>) -> ()
}

func.func @strides_padding(%x: tensor<1x4x4x1xbf16>, %init: tensor<bf16>) -> tensor<1x2x2x1xbf16> {
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %m = "stablehlo.add"(%a, %b) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    "stablehlo.return"(%m) : (tensor<bf16>) -> ()
  }) {window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>} : (tensor<1x4x4x1xbf16>, tensor<bf16>) -> tensor<1x2x2x1xbf16>
  "func.return"(%0) : (tensor<1x2x2x1xbf16>) -> ()
}

func.func @explicit_defaults(%x: tensor<4xf32>, %init: tensor<f32>) -> tensor<3xf32> {
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%m) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 1>, base_dilations = array<i64: 1>, window_dilations = array<i64: 1>, padding = dense<0> : tensor<1x2xi64>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  "func.return"(%0) : (tensor<3xf32>) -> ()
}

func.func @variadic(%x: tensor<4x4xf32>, %y: tensor<4x4xi32>, %ix: tensor<f32>, %iy: tensor<i32>) -> (tensor<2x2xf32>, tensor<2x2xi32>) {
  %0:2 = "stablehlo.reduce_window"(%x, %y, %ix, %iy) ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    %s = "stablehlo.add"(%a, %c) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %t = "stablehlo.add"(%b, %d) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s, %t) : (tensor<f32>, tensor<i32>) -> ()
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>} : (tensor<4x4xf32>, tensor<4x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x2xf32>, tensor<2x2xi32>)
  "func.return"(%0#0, %0#1) : (tensor<2x2xf32>, tensor<2x2xi32>) -> ()
}

func.func @dynamic(%x: tensor<?x4xf32>, %init: tensor<f32>) -> tensor<?x4xf32> {
  %0 = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%m) : (tensor<f32>) -> ()
  }) {window_dimensions = array<i64: 1, 1>} : (tensor<?x4xf32>, tensor<f32>) -> tensor<?x4xf32>
  "func.return"(%0) : (tensor<?x4xf32>) -> ()
}
