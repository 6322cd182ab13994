func.func @main(%lhs: tensor<2xf32>, %rhs: tensor<2xf32>) -> tensor<2xi1> {
  %result = "stablehlo.compare"(%lhs, %rhs) {
    comparison_direction = #stablehlo<comparison_direction LT>,
    compare_type = #stablehlo<comparison_type FLOAT>
  } : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  "func.return"(%result) : (tensor<2xi1>) -> ()
}

func.func @directions(%a: tensor<3xi32>, %b: tensor<3xi32>) -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) {
  %0 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %1 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction NE>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %2 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %3 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %4 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LE>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %5 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  "func.return"(%0, %1, %2, %3, %4, %5) : (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) -> ()
}

func.func @compare_types(%f: tensor<3xf32>, %s: tensor<3xi32>, %u: tensor<3xui32>, %t: tensor<3xbf16>, %p: tensor<3xi1>) -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) {
  %0 = "stablehlo.compare"(%f, %f) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %1 = "stablehlo.compare"(%t, %t) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xi1>
  %2 = "stablehlo.compare"(%s, %s) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
  %3 = "stablehlo.compare"(%u, %u) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xi1>
  %4 = "stablehlo.compare"(%p, %p) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  %5 = "stablehlo.compare"(%f, %f) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type NOTYPE>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  "func.return"(%0, %1, %2, %3, %4, %5) : (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) -> ()
}

func.func @element_types(%a: tensor<2xcomplex<f32>>, %b: tensor<2xf8E4M3FN>, %c: tensor<2xi4>, %d: tensor<2xui8>, %e: tensor<2xf64>) -> (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) {
  %0 = "stablehlo.compare"(%a, %a) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  %1 = "stablehlo.compare"(%b, %b) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>) -> tensor<2xi1>
  %2 = "stablehlo.compare"(%c, %c) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<2xi4>, tensor<2xi4>) -> tensor<2xi1>
  %3 = "stablehlo.compare"(%d, %d) {comparison_direction = #stablehlo<comparison_direction GT>} : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  %4 = "stablehlo.compare"(%e, %e) {comparison_direction = #stablehlo<comparison_direction NE>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
  "func.return"(%0, %1, %2, %3, %4) : (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) -> ()
}

func.func @rank0(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
  %0 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
  "func.return"(%0) : (tensor<i1>) -> ()
}

func.func @dynamic(%a: tensor<?x3xf32>, %b: tensor<2x3xf32>, %c: tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> (tensor<2x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>) {
  %0 = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %1 = "stablehlo.compare"(%c, %c) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<?x3xi32, #stablehlo.bounds<5, ?>>, tensor<?x3xi32, #stablehlo.bounds<5, ?>>) -> tensor<?x3xi1, #stablehlo.bounds<5, ?>>
  "func.return"(%0, %1) : (tensor<2x3xi1>, tensor<?x3xi1, #stablehlo.bounds<5, ?>>) -> ()
}
