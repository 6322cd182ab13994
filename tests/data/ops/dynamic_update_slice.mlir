func.func @main(%operand: tensor<4x4xi32>, %update: tensor<2x2xi32>, %start_indices0: tensor<i64>, %start_indices1: tensor<i64>) -> tensor<4x4xi32> {
  %result = "stablehlo.dynamic_update_slice"(%operand, %update, %start_indices0, %start_indices1) : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
  "func.return"(%result) : (tensor<4x4xi32>) -> ()
}

func.func @one(%operand: tensor<8xf32>, %update: tensor<3xf32>, %i: tensor<ui8>) -> tensor<8xf32> {
  %0 = "stablehlo.dynamic_update_slice"(%operand, %update, %i) : (tensor<8xf32>, tensor<3xf32>, tensor<ui8>) -> tensor<8xf32>
  "func.return"(%0) : (tensor<8xf32>) -> ()
}

func.func @rank0(%operand: tensor<i1>, %update: tensor<i1>) -> tensor<i1> {
  %0 = "stablehlo.dynamic_update_slice"(%operand, %update) : (tensor<i1>, tensor<i1>) -> tensor<i1>
  "func.return"(%0) : (tensor<i1>) -> ()
}

func.func @dynamic(%operand: tensor<?x4xbf16>, %update: tensor<1x2xbf16>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<?x4xbf16> {
  %0 = "stablehlo.dynamic_update_slice"(%operand, %update, %i, %j) : (tensor<?x4xbf16>, tensor<1x2xbf16>, tensor<i32>, tensor<i32>) -> tensor<?x4xbf16>
  "func.return"(%0) : (tensor<?x4xbf16>) -> ()
}
