func.func @main(%input: tensor<1x6xi64>, %init_value: tensor<i64>) -> tensor<1xi64> {
  %result = "stablehlo.reduce"(%input, %init_value) ({
    ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%0) : (tensor<i64>) -> ()
  }) {
    dimensions = array<i64: 1>
  } : (tensor<1x6xi64>, tensor<i64>) -> tensor<1xi64>
  "func.return"(%result) : (tensor<1xi64>) -> ()
}

// compact "applies" form: body is a single binary op on the block arguments
func.func @compact(%x: tensor<2x3x4xf32>, %y: tensor<f32>, %p: tensor<8xi1>, %q: tensor<i1>) -> (tensor<3xf32>, tensor<i1>, tensor<2x3x4xf32>) {
  %0 = "stablehlo.reduce"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%m) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0, 2>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<3xf32>
  %1 = "stablehlo.reduce"(%p, %q) ({
  ^bb0(%a: tensor<i1>, %b: tensor<i1>):
    %m = "stablehlo.and"(%a, %b) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%m) : (tensor<i1>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
  %2 = "stablehlo.reduce"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = "stablehlo.multiply"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%m) : (tensor<f32>) -> ()
  }) {dimensions = array<i64>} : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2x3x4xf32>
  "func.return"(%0, %1, %2) : (tensor<3xf32>, tensor<i1>, tensor<2x3x4xf32>) -> ()
}

// operands of the body op swapped: not eligible for the compact form
func.func @swapped(%x: tensor<4xf32>, %y: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.reduce"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = "stablehlo.subtract"(%b, %a) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%m) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}

// multi-op body
func.func @multi_op_body(%x: tensor<4x5xbf16>, %y: tensor<bf16>) -> tensor<5xbf16> {
  %0 = "stablehlo.reduce"(%x, %y) ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = "stablehlo.add"(%a, %b) : (tensor<bf16>, tensor<bf16>) -> tensor<bf16>
    %t = "stablehlo.abs"(%s) : (tensor<bf16>) -> tensor<bf16>
    "stablehlo.return"(%t) : (tensor<bf16>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4x5xbf16>, tensor<bf16>) -> tensor<5xbf16>
  "func.return"(%0) : (tensor<5xbf16>) -> ()
}

// variadic: argmax over (value, index) pairs
func.func @variadic(%values: tensor<3x4xf32>, %indices: tensor<3x4xi32>, %v0: tensor<f32>, %i0: tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %0:2 = "stablehlo.reduce"(%values, %indices, %v0, %i0) ({
  ^bb0(%av: tensor<f32>, %ai: tensor<i32>, %bv: tensor<f32>, %bi: tensor<i32>):
    %gt = "stablehlo.compare"(%av, %bv) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = "stablehlo.select"(%gt, %av, %bv) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %i = "stablehlo.select"(%gt, %ai, %bi) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v, %i) : (tensor<f32>, tensor<i32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
  "func.return"(%0#0, %0#1) : (tensor<3xf32>, tensor<3xi32>) -> ()
}

// body op on an op from outside the region / constant in body
func.func @constant_in_body(%x: tensor<4xi32>, %y: tensor<i32>) -> tensor<i32> {
  %0 = "stablehlo.reduce"(%x, %y) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
    %s = "stablehlo.add"(%a, %c) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%s) : (tensor<i32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  "func.return"(%0) : (tensor<i32>) -> ()
}

func.func @dynamic(%x: tensor<?x3xf32>, %y: tensor<f32>, %z: tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>, %w: tensor<complex<f32>>) -> (tensor<3xf32>, tensor<?xcomplex<f32>, #stablehlo.bounds<5>>) {
  %0 = "stablehlo.reduce"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%m) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<?x3xf32>, tensor<f32>) -> tensor<3xf32>
  %1 = "stablehlo.reduce"(%z, %w) ({
  ^bb0(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>):
    %m = "stablehlo.add"(%a, %b) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    "stablehlo.return"(%m) : (tensor<complex<f32>>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<?x3xcomplex<f32>, #stablehlo.bounds<5, ?>>, tensor<complex<f32>>) -> tensor<?xcomplex<f32>, #stablehlo.bounds<5>>
  "func.return"(%0, %1) : (tensor<3xf32>, tensor<?xcomplex<f32>, #stablehlo.bounds<5>>) -> ()
}

// empty input tensor
func.func @empty_reduce(%x: tensor<0x3xf32>, %y: tensor<f32>) -> tensor<3xf32> {
  %0 = "stablehlo.reduce"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = "stablehlo.minimum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%m) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<0x3xf32>, tensor<f32>) -> tensor<3xf32>
  "func.return"(%0) : (tensor<3xf32>) -> ()
}

// non-commutative op with operands in block-argument order: still compact
func.func @ordered_subtract(%x: tensor<4xf32>, %y: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.reduce"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = "stablehlo.subtract"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%m) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}

// body block arguments with a wider element type than the input (promotion): not compact
func.func @promoted(%x: tensor<4xbf16>, %y: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.reduce"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%m) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xbf16>, tensor<f32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}

// body op carrying attributes (compare): not compact
func.func @attr_body(%x: tensor<4xi1>, %y: tensor<i1>) -> tensor<i1> {
  %0 = "stablehlo.reduce"(%x, %y) ({
  ^bb0(%a: tensor<i1>, %b: tensor<i1>):
    %m = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%m) : (tensor<i1>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
  "func.return"(%0) : (tensor<i1>) -> ()
}
