"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>, sym_name = "main"}> ({
  ^bb0(%arg5: tensor<4xcomplex<f32>>):
    %5 = "stablehlo.fft"(%arg5) <{fft_length = array<i64: 4>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    "func.return"(%5) : (tensor<4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x8xcomplex<f64>>, tensor<3x8xf32>, tensor<3x5xcomplex<f32>>) -> (tensor<3x8xcomplex<f64>>, tensor<3x5xcomplex<f32>>, tensor<3x8xf32>), sym_name = "types"}> ({
  ^bb0(%arg2: tensor<3x8xcomplex<f64>>, %arg3: tensor<3x8xf32>, %arg4: tensor<3x5xcomplex<f32>>):
    %2 = "stablehlo.fft"(%arg2) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type IFFT>}> : (tensor<3x8xcomplex<f64>>) -> tensor<3x8xcomplex<f64>>
    %3 = "stablehlo.fft"(%arg3) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>>
    %4 = "stablehlo.fft"(%arg4) <{fft_length = array<i64: 8>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<3x5xcomplex<f32>>) -> tensor<3x8xf32>
    "func.return"(%2, %3, %4) : (tensor<3x8xcomplex<f64>>, tensor<3x5xcomplex<f32>>, tensor<3x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4x8xcomplex<f32>>, tensor<2x4x8xf32>) -> (tensor<2x4x8xcomplex<f32>>, tensor<2x4x5xcomplex<f32>>), sym_name = "multi"}> ({
  ^bb0(%arg0: tensor<2x4x8xcomplex<f32>>, %arg1: tensor<2x4x8xf32>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 2, 4, 8>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<2x4x8xcomplex<f32>>) -> tensor<2x4x8xcomplex<f32>>
    %1 = "stablehlo.fft"(%arg1) <{fft_length = array<i64: 4, 8>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<2x4x8xf32>) -> tensor<2x4x5xcomplex<f32>>
    "func.return"(%0, %1) : (tensor<2x4x8xcomplex<f32>>, tensor<2x4x5xcomplex<f32>>) -> ()
  }) : () -> ()
}) : () -> ()
