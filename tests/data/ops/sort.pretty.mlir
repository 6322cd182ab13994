module {
  func.func @main(%arg0: tensor<2x3xi64>, %arg1: tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>) {
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i64>, %arg3: tensor<i64>, %arg4: tensor<i64>, %arg5: tensor<i64>):
      %1 = stablehlo.compare GT, %arg2, %arg3 : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
    return %0#0, %0#1 : tensor<2x3xi64>, tensor<2x3xi64>
  }
  func.func @defaults(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %0 = "stablehlo.sort"(%arg0) ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.compare LT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<5xf32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func @explicit_defaults(%arg0: tensor<2x5xbf16>) -> (tensor<2x5xbf16>, tensor<2x5xbf16>, tensor<2x5xbf16>) {
    %0 = "stablehlo.sort"(%arg0) <{dimension = -1 : i64, is_stable = false}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %3 = stablehlo.compare LT, %arg1, %arg2 : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<2x5xbf16>) -> tensor<2x5xbf16>
    %1 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %3 = stablehlo.compare LT, %arg1, %arg2 : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<2x5xbf16>) -> tensor<2x5xbf16>
    %2 = "stablehlo.sort"(%arg0) <{is_stable = true}> ({
    ^bb0(%arg1: tensor<bf16>, %arg2: tensor<bf16>):
      %3 = stablehlo.compare LT, %arg1, %arg2 : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }) : (tensor<2x5xbf16>) -> tensor<2x5xbf16>
    return %0, %1, %2 : tensor<2x5xbf16>, tensor<2x5xbf16>, tensor<2x5xbf16>
  }
  func.func @three_inputs(%arg0: tensor<4xui8>, %arg1: tensor<4xcomplex<f32>>, %arg2: tensor<4xi1>) -> (tensor<4xui8>, tensor<4xcomplex<f32>>, tensor<4xi1>) {
    %0:3 = "stablehlo.sort"(%arg0, %arg1, %arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<ui8>, %arg4: tensor<ui8>, %arg5: tensor<complex<f32>>, %arg6: tensor<complex<f32>>, %arg7: tensor<i1>, %arg8: tensor<i1>):
      %1 = stablehlo.compare LT, %arg3, %arg4, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<4xui8>, tensor<4xcomplex<f32>>, tensor<4xi1>) -> (tensor<4xui8>, tensor<4xcomplex<f32>>, tensor<4xi1>)
    return %0#0, %0#1, %0#2 : tensor<4xui8>, tensor<4xcomplex<f32>>, tensor<4xi1>
  }
  func.func @dynamic(%arg0: tensor<?x3xf32>) -> tensor<?x3xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.compare GT, %arg1, %arg2 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<?x3xf32>) -> tensor<?x3xf32>
    return %0 : tensor<?x3xf32>
  }
}
