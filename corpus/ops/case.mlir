// case (seed 000): index in range (first, middle, last), out of range above, negative (-1 and other negatives: always the last branch, never counted from the end), the minimum si32, a single branch, only the selected branch runs, branches using outer values, several results.
// index 0 of 3: the first branch; the others' failing checks never run
func.func @case_index_0_runs_only_branch_0() {
  %index = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %x = "stablehlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf16>} : () -> tensor<2xf16>
  %r0, %r1 = "stablehlo.case"(%index) ({
    %k = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    "stablehlo.return"(%x, %k) : (tensor<2xf16>, tensor<i64>) -> ()
  }, {
    "check.expect_eq_const"(%x) {value = dense<0.0> : tensor<2xf16>} : (tensor<2xf16>) -> ()
    %k = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
    "stablehlo.return"(%x, %k) : (tensor<2xf16>, tensor<i64>) -> ()
  }, {
    "check.expect_eq_const"(%x) {value = dense<0.0> : tensor<2xf16>} : (tensor<2xf16>) -> ()
    %n = "stablehlo.negate"(%x) : (tensor<2xf16>) -> tensor<2xf16>
    %k = "stablehlo.constant"() {value = dense<2> : tensor<i64>} : () -> tensor<i64>
    "stablehlo.return"(%n, %k) : (tensor<2xf16>, tensor<i64>) -> ()
  }) : (tensor<i32>) -> (tensor<2xf16>, tensor<i64>)
  "check.expect_eq_const"(%r0) {value = dense<[1.0, 2.0]> : tensor<2xf16>} : (tensor<2xf16>) -> ()
  "check.expect_eq_const"(%r1) {value = dense<0> : tensor<i64>} : (tensor<i64>) -> ()
  "func.return"() : () -> ()
}

// -----

// index 2 of 4 branches (branch k returns 10 * k + %x): branch 2
func.func @case_index_in_range() {
  %index = "stablehlo.constant"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %x = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
  %r = "stablehlo.case"(%index) ({
    %k = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<20> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<30> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) : (tensor<i32>) -> tensor<i64>
  "check.expect_eq_const"(%r) {value = dense<25> : tensor<i64>} : (tensor<i64>) -> ()
  "func.return"() : () -> ()
}

// -----

// index 3 of 4 branches (branch k returns 10 * k + %x): branch 3
func.func @case_index_last() {
  %index = "stablehlo.constant"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %x = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
  %r = "stablehlo.case"(%index) ({
    %k = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<20> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<30> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) : (tensor<i32>) -> tensor<i64>
  "check.expect_eq_const"(%r) {value = dense<35> : tensor<i64>} : (tensor<i64>) -> ()
  "func.return"() : () -> ()
}

// -----

// index 4 of 4 branches (branch k returns 10 * k + %x): branch 3
func.func @case_index_equal_to_size() {
  %index = "stablehlo.constant"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %x = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
  %r = "stablehlo.case"(%index) ({
    %k = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<20> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<30> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) : (tensor<i32>) -> tensor<i64>
  "check.expect_eq_const"(%r) {value = dense<35> : tensor<i64>} : (tensor<i64>) -> ()
  "func.return"() : () -> ()
}

// -----

// index 2147483647 of 4 branches (branch k returns 10 * k + %x): branch 3
func.func @case_index_max_si32() {
  %index = "stablehlo.constant"() {value = dense<2147483647> : tensor<i32>} : () -> tensor<i32>
  %x = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
  %r = "stablehlo.case"(%index) ({
    %k = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<20> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<30> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) : (tensor<i32>) -> tensor<i64>
  "check.expect_eq_const"(%r) {value = dense<35> : tensor<i64>} : (tensor<i64>) -> ()
  "func.return"() : () -> ()
}

// -----

// index -1 of 4 branches (branch k returns 10 * k + %x): branch 3
func.func @case_index_minus_one() {
  %index = "stablehlo.constant"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %x = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
  %r = "stablehlo.case"(%index) ({
    %k = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<20> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<30> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) : (tensor<i32>) -> tensor<i64>
  "check.expect_eq_const"(%r) {value = dense<35> : tensor<i64>} : (tensor<i64>) -> ()
  "func.return"() : () -> ()
}

// -----

// index -4 of 4 branches (branch k returns 10 * k + %x): branch 3
func.func @case_index_minus_size() {
  %index = "stablehlo.constant"() {value = dense<-4> : tensor<i32>} : () -> tensor<i32>
  %x = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
  %r = "stablehlo.case"(%index) ({
    %k = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<20> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<30> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) : (tensor<i32>) -> tensor<i64>
  "check.expect_eq_const"(%r) {value = dense<35> : tensor<i64>} : (tensor<i64>) -> ()
  "func.return"() : () -> ()
}

// -----

// index -2147483648 of 4 branches (branch k returns 10 * k + %x): branch 3
func.func @case_index_min_si32() {
  %index = "stablehlo.constant"() {value = dense<-2147483648> : tensor<i32>} : () -> tensor<i32>
  %x = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
  %r = "stablehlo.case"(%index) ({
    %k = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<10> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<20> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }, {
    %k = "stablehlo.constant"() {value = dense<30> : tensor<i64>} : () -> tensor<i64>
    %s = "stablehlo.add"(%k, %x) : (tensor<i64>, tensor<i64>) -> tensor<i64>
    "stablehlo.return"(%s) : (tensor<i64>) -> ()
  }) : (tensor<i32>) -> tensor<i64>
  "check.expect_eq_const"(%r) {value = dense<35> : tensor<i64>} : (tensor<i64>) -> ()
  "func.return"() : () -> ()
}

// -----

// a single branch runs for any index (here 7)
func.func @case_single_branch() {
  %index = "stablehlo.constant"() {value = dense<7> : tensor<i32>} : () -> tensor<i32>
  %r = "stablehlo.case"(%index) ({
    %c = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) : (tensor<i32>) -> tensor<i1>
  "check.expect_eq_const"(%r) {value = dense<true> : tensor<i1>} : (tensor<i1>) -> ()
  "func.return"() : () -> ()
}
