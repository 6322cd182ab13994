// Constraint cases of interpreter.run_parallel (upstream's verifier, InterpreterOps.td;
// see spec/constraints/interpreter.py). Each case's programs are @id and @rid.

// case: run_parallel_valid
// expected: valid
func.func private @id(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
func.func private @rid() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func @main(%x: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>) {
  %r:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@id], [@id]]} : (tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  func.return %r#0, %r#1 : tensor<2xi32>, tensor<2xi32>
}

// -----
// case: run_parallel_valid_partitions_infeed
// expected: valid
func.func private @id(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
func.func private @rid() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func @main() -> (tensor<ui32>, tensor<ui32>, tensor<ui32>) {
  %r:3 = "interpreter.run_parallel"() {infeed = [@rid], programs = [[@rid, @rid, @rid]]} : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>)
  func.return %r#0, %r#1, %r#2 : tensor<ui32>, tensor<ui32>, tensor<ui32>
}

// -----
// case: run_parallel_valid_types_checked_when_run
// expected: valid
func.func private @id(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
func.func private @rid() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
// Like upstream's verifier, the types are not compared (only the counts): the process
// that gets an argument of another type fails when it runs.
func.func @main(%y: tensor<3xi32>) -> tensor<2xi32> {
  %r = "interpreter.run_parallel"(%y) {programs = [[@id]]} : (tensor<3xi32>) -> tensor<2xi32>
  func.return %r : tensor<2xi32>
}

// -----
// case: c1_programs_flat
// expected: run_parallel_c1
func.func private @id(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
func.func private @rid() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func @main() -> tensor<ui32> {
  %r = "interpreter.run_parallel"() {programs = [@rid]} : () -> tensor<ui32>
  func.return %r : tensor<ui32>
}

// -----
// case: c1_programs_strings
// expected: run_parallel_c1
func.func private @id(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
func.func private @rid() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func @main() -> tensor<ui32> {
  %r = "interpreter.run_parallel"() {programs = [["rid"]]} : () -> tensor<ui32>
  func.return %r : tensor<ui32>
}

// -----
// case: c1_infeed_not_symbols
// expected: run_parallel_c1
func.func private @id(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
func.func private @rid() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func @main() -> tensor<ui32> {
  %r = "interpreter.run_parallel"() {infeed = ["rid"], programs = [[@rid]]} : () -> tensor<ui32>
  func.return %r : tensor<ui32>
}

// -----
// case: c2_programs_empty
// expected: run_parallel_c2
func.func private @id(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
func.func private @rid() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func @main() {
  "interpreter.run_parallel"() {programs = []} : () -> ()
  func.return
}

// -----
// case: c2_first_row_empty
// expected: run_parallel_c2
func.func private @id(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
func.func private @rid() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func @main() {
  "interpreter.run_parallel"() {programs = [[]]} : () -> ()
  func.return
}

// -----
// case: c3_ragged
// expected: run_parallel_c3
func.func private @id(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
func.func private @rid() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func @main() -> (tensor<ui32>, tensor<ui32>, tensor<ui32>) {
  %r:3 = "interpreter.run_parallel"() {programs = [[@rid, @rid], [@rid]]} : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>)
  func.return %r#0, %r#1, %r#2 : tensor<ui32>, tensor<ui32>, tensor<ui32>
}

// -----
// case: c4_no_such_program
// expected: run_parallel_c4
func.func private @id(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
func.func private @rid() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func @main() -> tensor<ui32> {
  %r = "interpreter.run_parallel"() {programs = [[@nope]]} : () -> tensor<ui32>
  func.return %r : tensor<ui32>
}

// -----
// case: c4_no_such_infeed
// expected: run_parallel_c4
func.func private @id(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
func.func private @rid() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func @main() -> tensor<ui32> {
  %r = "interpreter.run_parallel"() {infeed = [@nope], programs = [[@rid]]} : () -> tensor<ui32>
  func.return %r : tensor<ui32>
}

// -----
// case: c5_inputs_count
// expected: run_parallel_c5
func.func private @id(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
func.func private @rid() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func @main(%x: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>) {
  %r:2 = "interpreter.run_parallel"(%x) {programs = [[@id], [@id]]} : (tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>)
  func.return %r#0, %r#1 : tensor<2xi32>, tensor<2xi32>
}

// -----
// case: c6_results_count
// expected: run_parallel_c6
func.func private @id(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
func.func private @rid() -> tensor<ui32> {
  %0 = stablehlo.replica_id : tensor<ui32>
  func.return %0 : tensor<ui32>
}
func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %r = "interpreter.run_parallel"(%x, %x) {programs = [[@id], [@id]]} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  func.return %r : tensor<2xi32>
}
