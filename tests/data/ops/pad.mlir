func.func @main(%operand: tensor<2x3xi64>, %padding_value: tensor<i64>) -> tensor<5x5xi64> {
  %result = "stablehlo.pad"(%operand, %padding_value) {
    edge_padding_low = array<i64: 0, 1>,
    edge_padding_high = array<i64: 2, 1>,
    interior_padding = array<i64: 1, 0>
  } : (tensor<2x3xi64>, tensor<i64>) -> tensor<5x5xi64>
  "func.return"(%result) : (tensor<5x5xi64>) -> ()
}

func.func @negative(%operand: tensor<5xf32>, %pv: tensor<f32>) -> tensor<3xf32> {
  %0 = "stablehlo.pad"(%operand, %pv) {edge_padding_low = array<i64: -1>, edge_padding_high = array<i64: -1>, interior_padding = array<i64: 0>} : (tensor<5xf32>, tensor<f32>) -> tensor<3xf32>
  "func.return"(%0) : (tensor<3xf32>) -> ()
}

func.func @rank0(%operand: tensor<f32>, %pv: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.pad"(%operand, %pv) {edge_padding_low = array<i64>, edge_padding_high = array<i64>, interior_padding = array<i64>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}

func.func @types(%a: tensor<2xi1>, %pa: tensor<i1>, %b: tensor<2xcomplex<f32>>, %pb: tensor<complex<f32>>) -> (tensor<4xi1>, tensor<3xcomplex<f32>>) {
  %0 = "stablehlo.pad"(%a, %pa) {edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 1>, interior_padding = array<i64: 0>} : (tensor<2xi1>, tensor<i1>) -> tensor<4xi1>
  %1 = "stablehlo.pad"(%b, %pb) {edge_padding_low = array<i64: 0>, edge_padding_high = array<i64: 0>, interior_padding = array<i64: 1>} : (tensor<2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
  "func.return"(%0, %1) : (tensor<4xi1>, tensor<3xcomplex<f32>>) -> ()
}

func.func @dynamic(%operand: tensor<?x3xf32>, %pv: tensor<f32>) -> tensor<?x5xf32> {
  %0 = "stablehlo.pad"(%operand, %pv) {edge_padding_low = array<i64: 1, 1>, edge_padding_high = array<i64: 1, 1>, interior_padding = array<i64: 0, 0>} : (tensor<?x3xf32>, tensor<f32>) -> tensor<?x5xf32>
  "func.return"(%0) : (tensor<?x5xf32>) -> ()
}
