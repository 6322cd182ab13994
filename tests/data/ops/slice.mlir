func.func @main(%operand: tensor<3x4xi64>) -> tensor<2x2xi64> {
  %result = "stablehlo.slice"(%operand) {
    start_indices = array<i64: 1, 2>,
    limit_indices = array<i64: 3, 4>,
    strides = array<i64: 1, 1>
  } : (tensor<3x4xi64>) -> tensor<2x2xi64>
  "func.return"(%result) : (tensor<2x2xi64>) -> ()
}

func.func @strided(%operand: tensor<3x6xf32>) -> tensor<1x3xf32> {
  %0 = "stablehlo.slice"(%operand) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 6>, strides = array<i64: 1, 2>} : (tensor<3x6xf32>) -> tensor<1x3xf32>
  "func.return"(%0) : (tensor<1x3xf32>) -> ()
}

func.func @rank0(%operand: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.slice"(%operand) {start_indices = array<i64>, limit_indices = array<i64>, strides = array<i64>} : (tensor<f32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}

func.func @empty(%operand: tensor<4xcomplex<f32>>) -> tensor<0xcomplex<f32>> {
  %0 = "stablehlo.slice"(%operand) {start_indices = array<i64: 2>, limit_indices = array<i64: 2>, strides = array<i64: 3>} : (tensor<4xcomplex<f32>>) -> tensor<0xcomplex<f32>>
  "func.return"(%0) : (tensor<0xcomplex<f32>>) -> ()
}

func.func @types(%a: tensor<8xi1>, %b: tensor<8xf8E5M2>, %c: tensor<2x3x4xui8>) -> (tensor<4xi1>, tensor<3xf8E5M2>, tensor<1x1x2xui8>) {
  %0 = "stablehlo.slice"(%a) {start_indices = array<i64: 0>, limit_indices = array<i64: 8>, strides = array<i64: 2>} : (tensor<8xi1>) -> tensor<4xi1>
  %1 = "stablehlo.slice"(%b) {start_indices = array<i64: 1>, limit_indices = array<i64: 8>, strides = array<i64: 3>} : (tensor<8xf8E5M2>) -> tensor<3xf8E5M2>
  %2 = "stablehlo.slice"(%c) {start_indices = array<i64: 1, 2, 0>, limit_indices = array<i64: 2, 3, 4>, strides = array<i64: 1, 1, 2>} : (tensor<2x3x4xui8>) -> tensor<1x1x2xui8>
  "func.return"(%0, %1, %2) : (tensor<4xi1>, tensor<3xf8E5M2>, tensor<1x1x2xui8>) -> ()
}

func.func @dynamic(%operand: tensor<?x4xf32>, %b: tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> (tensor<1x2xf32>, tensor<1x2xf32>) {
  %0 = "stablehlo.slice"(%operand) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 3>, strides = array<i64: 1, 1>} : (tensor<?x4xf32>) -> tensor<1x2xf32>
  %1 = "stablehlo.slice"(%b) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 1, 3>, strides = array<i64: 1, 1>} : (tensor<?x4xf32, #stablehlo.bounds<8, ?>>) -> tensor<1x2xf32>
  "func.return"(%0, %1) : (tensor<1x2xf32>, tensor<1x2xf32>) -> ()
}
