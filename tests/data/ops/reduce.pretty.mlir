module {
  func.func @main(%arg0: tensor<1x6xi64>, %arg1: tensor<i64>) -> tensor<1xi64> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
    return %0 : tensor<1xi64>
  }
  func.func @compact(%arg0: tensor<2x3x4xf32>, %arg1: tensor<f32>, %arg2: tensor<8xi1>, %arg3: tensor<i1>) -> (tensor<3xf32>, tensor<i1>, tensor<2x3x4xf32>) {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [0, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.reduce(%arg2 init: %arg3) applies stablehlo.and across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
    %2 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.multiply across dimensions = [] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
    return %0, %1, %2 : tensor<3xf32>, tensor<i1>, tensor<2x3x4xf32>
  }
  func.func @swapped(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.subtract %arg3, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }
    return %0 : tensor<f32>
  }
  func.func @multi_op_body(%arg0: tensor<4x5xbf16>, %arg1: tensor<bf16>) -> tensor<5xbf16> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4x5xbf16>, tensor<bf16>) -> tensor<5xbf16>
     reducer(%arg2: tensor<bf16>, %arg3: tensor<bf16>)  {
      %1 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      %2 = stablehlo.abs %1 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }
    return %0 : tensor<5xbf16>
  }
  func.func @variadic(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xi32>, %arg2: tensor<f32>, %arg3: tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>) {
    %0:2 = stablehlo.reduce(%arg0 init: %arg2), (%arg1 init: %arg3) across dimensions = [1] : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
     reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
      %1 = stablehlo.compare GT, %arg4, %arg6 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %2 = stablehlo.select %1, %arg4, %arg6 : tensor<i1>, tensor<f32>
      %3 = stablehlo.select %1, %arg5, %arg7 : tensor<i1>, tensor<i32>
      stablehlo.return %2, %3 : tensor<f32>, tensor<i32>
    }
    return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
  }
  func.func @constant_in_body(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
     reducer(%arg2: tensor<i32>, %arg3: tensor<i32>)  {
      %c = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %arg2, %c : tensor<i32>
      stablehlo.return %1 : tensor<i32>
    }
    return %0 : tensor<i32>
  }
  func.func @dynamic(%arg0: tensor<?x3xf32>, %arg1: tensor<f32>, %arg2: tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>, %arg3: tensor<complex<f32>>) -> (tensor<3xf32>, tensor<?xcomplex<f32>, #stablehlo.bounds<5>>) {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0] : (tensor<?x3xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.reduce(%arg2 init: %arg3) applies stablehlo.add across dimensions = [1] : (tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>, tensor<complex<f32>>) -> tensor<?xcomplex<f32>, #stablehlo.bounds<5>>
    return %0, %1 : tensor<3xf32>, tensor<?xcomplex<f32>, #stablehlo.bounds<5>>
  }
  func.func @empty_reduce(%arg0: tensor<0x3xf32>, %arg1: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.minimum across dimensions = [0] : (tensor<0x3xf32>, tensor<f32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func @ordered_subtract(%arg0: tensor<4xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.subtract %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }
    return %0 : tensor<f32>
  }
  func.func @promoted(%arg0: tensor<4xbf16>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4xbf16>, tensor<f32>) -> tensor<f32>
     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }
    return %0 : tensor<f32>
  }
  func.func @attr_body(%arg0: tensor<4xi1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
     reducer(%arg2: tensor<i1>, %arg3: tensor<i1>)  {
      %1 = stablehlo.compare NE, %arg2, %arg3 : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }
    return %0 : tensor<i1>
  }
}
