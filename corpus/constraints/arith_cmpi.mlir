// Constraint cases of arith.cmpi (MLIR's arith dialect, as jaxlib 0.10.2 verifies it; spec/constraints/arith.py): valid programs and one per way to break each constraint.

// case: valid_slt
// expected: valid
func.func @main(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi1> {
  %r0 = "arith.cmpi"(%a0, %a1) {predicate = 2 : i64} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  "func.return"(%r0) : (tensor<2xi1>) -> ()
}

// -----
// case: valid_uge_index
// expected: valid
func.func @main(%a0: tensor<index>, %a1: tensor<index>) -> tensor<i1> {
  %r0 = "arith.cmpi"(%a0, %a1) {predicate = 9 : i64} : (tensor<index>, tensor<index>) -> tensor<i1>
  "func.return"(%r0) : (tensor<i1>) -> ()
}

// -----
// case: c1_operand_types
// expected: arith_cmpi_c1
func.func @main(%a0: tensor<2xi32>, %a1: tensor<2xi64>) -> tensor<2xi1> {
  %r0 = "arith.cmpi"(%a0, %a1) {predicate = 0 : i64} : (tensor<2xi32>, tensor<2xi64>) -> tensor<2xi1>
  "func.return"(%r0) : (tensor<2xi1>) -> ()
}

// -----
// case: c2_float
// expected: arith_cmpi_c2
func.func @main(%a0: tensor<2xf32>, %a1: tensor<2xf32>) -> tensor<2xi1> {
  %r0 = "arith.cmpi"(%a0, %a1) {predicate = 0 : i64} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  "func.return"(%r0) : (tensor<2xi1>) -> ()
}

// -----
// case: c3_result_shape
// expected: arith_cmpi_c3
func.func @main(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<3xi1> {
  %r0 = "arith.cmpi"(%a0, %a1) {predicate = 0 : i64} : (tensor<2xi32>, tensor<2xi32>) -> tensor<3xi1>
  "func.return"(%r0) : (tensor<3xi1>) -> ()
}

// -----
// case: c3_result_element
// expected: arith_cmpi_c3
func.func @main(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi32> {
  %r0 = "arith.cmpi"(%a0, %a1) {predicate = 0 : i64} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  "func.return"(%r0) : (tensor<2xi32>) -> ()
}

// -----
// case: c4_predicate
// expected: arith_cmpi_c4
func.func @main(%a0: tensor<2xi32>, %a1: tensor<2xi32>) -> tensor<2xi1> {
  %r0 = "arith.cmpi"(%a0, %a1) {predicate = 10 : i64} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  "func.return"(%r0) : (tensor<2xi1>) -> ()
}
