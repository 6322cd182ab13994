func.func @main(%input0: tensor<2x3xi64>, %input1: tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>) {
  %result0, %result1 = "stablehlo.sort"(%input0, %input1) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>, %arg2: tensor<i64>, %arg3: tensor<i64>):
      %predicate = "stablehlo.compare"(%arg0, %arg1) {
        comparison_direction = #stablehlo<comparison_direction GT>
      } : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%predicate) : (tensor<i1>) -> ()
  }) {
    dimension = 0 : i64,
    is_stable = true
  } : (tensor<2x3xi64>, tensor<2x3xi64>) -> (tensor<2x3xi64>, tensor<2x3xi64>)
  "func.return"(%result0, %result1) : (tensor<2x3xi64>, tensor<2x3xi64>) -> ()
}

func.func @defaults(%x: tensor<5xf32>) -> tensor<5xf32> {
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) : (tensor<5xf32>) -> tensor<5xf32>
  "func.return"(%0) : (tensor<5xf32>) -> ()
}

func.func @explicit_defaults(%x: tensor<2x5xbf16>) -> (tensor<2x5xbf16>, tensor<2x5xbf16>, tensor<2x5xbf16>) {
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %p = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) {dimension = -1 : i64, is_stable = false} : (tensor<2x5xbf16>) -> tensor<2x5xbf16>
  %1 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %p = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) {dimension = 1 : i64} : (tensor<2x5xbf16>) -> tensor<2x5xbf16>
  %2 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %p = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) {is_stable = true} : (tensor<2x5xbf16>) -> tensor<2x5xbf16>
  "func.return"(%0, %1, %2) : (tensor<2x5xbf16>, tensor<2x5xbf16>, tensor<2x5xbf16>) -> ()
}

func.func @three_inputs(%k: tensor<4xui8>, %v: tensor<4xcomplex<f32>>, %w: tensor<4xi1>) -> (tensor<4xui8>, tensor<4xcomplex<f32>>, tensor<4xi1>) {
  %0:3 = "stablehlo.sort"(%k, %v, %w) ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>, %c: tensor<complex<f32>>, %d: tensor<complex<f32>>, %e: tensor<i1>, %f: tensor<i1>):
    %p = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xui8>, tensor<4xcomplex<f32>>, tensor<4xi1>) -> (tensor<4xui8>, tensor<4xcomplex<f32>>, tensor<4xi1>)
  "func.return"(%0#0, %0#1, %0#2) : (tensor<4xui8>, tensor<4xcomplex<f32>>, tensor<4xi1>) -> ()
}

func.func @dynamic(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64} : (tensor<?x3xf32>) -> tensor<?x3xf32>
  "func.return"(%0) : (tensor<?x3xf32>) -> ()
}
