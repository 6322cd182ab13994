"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>, sym_name = "main"}> ({
  ^bb0(%arg4: tensor<2x3x2xi32>):
    %5 = "stablehlo.transpose"(%arg4) <{permutation = array<i64: 2, 1, 0>}> : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
    "func.return"(%5) : (tensor<2x3x2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<f32>, tensor<?x3xcomplex<f32>>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> (tensor<3x2xf32>, tensor<2x3xf32>, tensor<f32>, tensor<3x?xcomplex<f32>>, tensor<3x?xi1, #stablehlo.bounds<?, 5>>), sym_name = "variants"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>, %arg2: tensor<?x3xcomplex<f32>>, %arg3: tensor<?x3xi1, #stablehlo.bounds<5, ?>>):
    %0 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %1 = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 0, 1>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %2 = "stablehlo.transpose"(%arg1) <{permutation = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.transpose"(%arg2) <{permutation = array<i64: 1, 0>}> : (tensor<?x3xcomplex<f32>>) -> tensor<3x?xcomplex<f32>>
    %4 = "stablehlo.transpose"(%arg3) <{permutation = array<i64: 1, 0>}> : (tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> tensor<3x?xi1, #stablehlo.bounds<?, 5>>
    "func.return"(%0, %1, %2, %3, %4) : (tensor<3x2xf32>, tensor<2x3xf32>, tensor<f32>, tensor<3x?xcomplex<f32>>, tensor<3x?xi1, #stablehlo.bounds<?, 5>>) -> ()
  }) : () -> ()
}) : () -> ()
