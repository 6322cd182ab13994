// while (seed 000): zero trips (cond false at once: the body never runs), one trip, many iterations (1000), many carried values of several element types (i64 wrapping, ui8 wrapping, f64, complex, bool, quantized storage, a token), nested loops whose regions use the values of every enclosing region, func.call and if inside a body.
// cond false at entry: the results are the operands; the body's failing check never runs
func.func @while_zero_trips() {
  %init = "stablehlo.constant"() {value = dense<[3.5, -0.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %false = "stablehlo.constant"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
  %result = "stablehlo.while"(%init) ({
    ^bb0(%arg0: tensor<2xf64>):
      "stablehlo.return"(%false) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<2xf64>):
      "check.expect_eq_const"(%arg0) {value = dense<[0.0, 0.0]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
      %next = "stablehlo.add"(%arg0, %arg0) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      "stablehlo.return"(%next) : (tensor<2xf64>) -> ()
  }) : (tensor<2xf64>) -> tensor<2xf64>
  "check.expect_eq_const"(%result) {value = dense<[3.5, -0.0]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "func.return"() : () -> ()
}

// -----

// exactly one trip: cond holds for the operand and not for the body's result
func.func @while_one_trip() {
  %init = "stablehlo.constant"() {value = dense<true> : tensor<i1>} : () -> tensor<i1>
  %result = "stablehlo.while"(%init) ({
    ^bb0(%arg0: tensor<i1>):
      "stablehlo.return"(%arg0) : (tensor<i1>) -> ()
  }, {
    ^bb0(%arg0: tensor<i1>):
      %next = "stablehlo.not"(%arg0) : (tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%next) : (tensor<i1>) -> ()
  }) : (tensor<i1>) -> tensor<i1>
  "check.expect_eq_const"(%result) {value = dense<false> : tensor<i1>} : (tensor<i1>) -> ()
  "func.return"() : () -> ()
}

// -----

// 1000 iterations carrying six values: a counter, Fibonacci numbers in i64 (wrapping after F(92)), a ui8 that wraps, an f64 halved each time (exact), a complex<f32> multiplied by i, and a token
func.func @while_many_iterations_many_values() {
  %zero = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  %one = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
  %n = "stablehlo.constant"() {value = dense<1000> : tensor<i64>} : () -> tensor<i64>
  %u = "stablehlo.constant"() {value = dense<250> : tensor<ui8>} : () -> tensor<ui8>
  %seven = "stablehlo.constant"() {value = dense<7> : tensor<ui8>} : () -> tensor<ui8>
  %x = "stablehlo.constant"() {value = dense<[1.0, -3.0]> : tensor<2xf64>} : () -> tensor<2xf64>
  %half = "stablehlo.constant"() {value = dense<0.5> : tensor<2xf64>} : () -> tensor<2xf64>
  %z = "stablehlo.constant"() {value = dense<(1.5, -2.0)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
  %i_unit = "stablehlo.constant"() {value = dense<(0.0, 1.0)> : tensor<complex<f32>>} : () -> tensor<complex<f32>>
  %token = "stablehlo.after_all"() : () -> !stablehlo.token
  %i, %a, %b, %w, %h, %c, %t = "stablehlo.while"(%zero, %zero, %one, %u, %x, %z, %token) ({
    ^bb0(%bi: tensor<i64>, %ba: tensor<i64>, %bb: tensor<i64>, %bw: tensor<ui8>, %bh: tensor<2xf64>, %bc: tensor<complex<f32>>, %bt: !stablehlo.token):
      %cond = "stablehlo.compare"(%bi, %n) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%cond) : (tensor<i1>) -> ()
  }, {
    ^bb0(%bi: tensor<i64>, %ba: tensor<i64>, %bb: tensor<i64>, %bw: tensor<ui8>, %bh: tensor<2xf64>, %bc: tensor<complex<f32>>, %bt: !stablehlo.token):
      %i1 = "stablehlo.add"(%bi, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %s = "stablehlo.add"(%ba, %bb) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %w1 = "stablehlo.add"(%bw, %seven) : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      %h1 = "stablehlo.multiply"(%bh, %half) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
      %c1 = "stablehlo.multiply"(%bc, %i_unit) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
      %t1 = "stablehlo.after_all"(%bt) : (!stablehlo.token) -> !stablehlo.token
      "stablehlo.return"(%i1, %bb, %s, %w1, %h1, %c1, %t1) : (tensor<i64>, tensor<i64>, tensor<i64>, tensor<ui8>, tensor<2xf64>, tensor<complex<f32>>, !stablehlo.token) -> ()
  }) : (tensor<i64>, tensor<i64>, tensor<i64>, tensor<ui8>, tensor<2xf64>, tensor<complex<f32>>, !stablehlo.token) -> (tensor<i64>, tensor<i64>, tensor<i64>, tensor<ui8>, tensor<2xf64>, tensor<complex<f32>>, !stablehlo.token)
  "check.expect_eq_const"(%i) {value = dense<1000> : tensor<i64>} : (tensor<i64>) -> ()
  "check.expect_eq_const"(%a) {value = dense<817770325994397771> : tensor<i64>} : (tensor<i64>) -> ()
  "check.expect_eq_const"(%b) {value = dense<9079565065540428013> : tensor<i64>} : (tensor<i64>) -> ()
  "check.expect_eq_const"(%w) {value = dense<82> : tensor<ui8>} : (tensor<ui8>) -> ()
  "check.expect_eq_const"(%h) {value = dense<[9.332636185032189e-302, -2.7997908555096566e-301]> : tensor<2xf64>} : (tensor<2xf64>) -> ()
  "check.expect_eq_const"(%c) {value = dense<(1.5, -2.0)> : tensor<complex<f32>>} : (tensor<complex<f32>>) -> ()
  "func.return"() : () -> ()
}

// -----

// nested loops: the inner loop's cond uses %m (function), its body an if whose branches use %ik, %i (outer body) and %j (inner body); total = sum over i < 4, j < 5 of (j odd ? 3 * i + j : i)
func.func @while_nested_regions_capture_outer_values() {
  %zero = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  %one = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
  %n = "stablehlo.constant"() {value = dense<4> : tensor<i64>} : () -> tensor<i64>
  %m = "stablehlo.constant"() {value = dense<5> : tensor<i64>} : () -> tensor<i64>
  %k = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
  %i_end, %total = "stablehlo.while"(%zero, %zero) ({
    ^bb0(%i: tensor<i64>, %t: tensor<i64>):
      %c = "stablehlo.compare"(%i, %n) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
    ^bb0(%i: tensor<i64>, %t: tensor<i64>):
      %ik = "stablehlo.multiply"(%i, %k) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      %j_end, %inner = "stablehlo.while"(%zero, %t) ({
        ^bb0(%j: tensor<i64>, %s: tensor<i64>):
          %c = "stablehlo.compare"(%j, %m) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
          "stablehlo.return"(%c) : (tensor<i1>) -> ()
      }, {
        ^bb0(%j: tensor<i64>, %s: tensor<i64>):
          %odd = "stablehlo.and"(%j, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
          %is_odd = "stablehlo.compare"(%odd, %one) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
          %term = "stablehlo.if"(%is_odd) ({
            %p = "stablehlo.add"(%ik, %j) : (tensor<i64>, tensor<i64>) -> tensor<i64>
            "stablehlo.return"(%p) : (tensor<i64>) -> ()
          }, {
            "stablehlo.return"(%i) : (tensor<i64>) -> ()
          }) : (tensor<i1>) -> tensor<i64>
          %s1 = "stablehlo.add"(%s, %term) : (tensor<i64>, tensor<i64>) -> tensor<i64>
          %j1 = "stablehlo.add"(%j, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
          "stablehlo.return"(%j1, %s1) : (tensor<i64>, tensor<i64>) -> ()
      }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
      %i1 = "stablehlo.add"(%i, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%i1, %inner) : (tensor<i64>, tensor<i64>) -> ()
  }) : (tensor<i64>, tensor<i64>) -> (tensor<i64>, tensor<i64>)
  "check.expect_eq_const"(%total) {value = dense<70> : tensor<i64>} : (tensor<i64>) -> ()
  "func.return"() : () -> ()
}

// -----

// func.call in cond and body: sum of squares 1..10 = 385
func.func @while_calls_functions() {
  %zero = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %ten = "stablehlo.constant"() {value = dense<10> : tensor<i32>} : () -> tensor<i32>
  %i, %s = "stablehlo.while"(%zero, %zero) ({
    ^bb0(%bi: tensor<i32>, %bs: tensor<i32>):
      %c = func.call @while_calls_functions_less(%bi, %ten) : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
    ^bb0(%bi: tensor<i32>, %bs: tensor<i32>):
      %i1, %sq = func.call @while_calls_functions_step(%bi) : (tensor<i32>) -> (tensor<i32>, tensor<i32>)
      %s1 = "stablehlo.add"(%bs, %sq) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%i1, %s1) : (tensor<i32>, tensor<i32>) -> ()
  }) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  "check.expect_eq_const"(%i) {value = dense<10> : tensor<i32>} : (tensor<i32>) -> ()
  "check.expect_eq_const"(%s) {value = dense<385> : tensor<i32>} : (tensor<i32>) -> ()
  "func.return"() : () -> ()
}
func.func private @while_calls_functions_less(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i1> {
  %c = "stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  "func.return"(%c) : (tensor<i1>) -> ()
}
func.func private @while_calls_functions_step(%a: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %one = "stablehlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %b = "stablehlo.add"(%a, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %sq = "stablehlo.multiply"(%b, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  "func.return"(%b, %sq) : (tensor<i32>, tensor<i32>) -> ()
}

// -----

// a quantized operand carried unchanged through 3 trips (its storage values checked bit for bit)
func.func @while_quantized_operand() {
  %q_storage = "stablehlo.constant"() {value = dense<[-128, 0, 127]> : tensor<3xi8>} : () -> tensor<3xi8>
  %q = "stablehlo.bitcast_convert"(%q_storage) : (tensor<3xi8>) -> tensor<3x!quant.uniform<i8:f32, 0.5:-1>>
  %zero = "stablehlo.constant"() {value = dense<0> : tensor<i64>} : () -> tensor<i64>
  %one = "stablehlo.constant"() {value = dense<1> : tensor<i64>} : () -> tensor<i64>
  %three = "stablehlo.constant"() {value = dense<3> : tensor<i64>} : () -> tensor<i64>
  %rq, %ri = "stablehlo.while"(%q, %zero) ({
    ^bb0(%bq: tensor<3x!quant.uniform<i8:f32, 0.5:-1>>, %bi: tensor<i64>):
      %c = "stablehlo.compare"(%bi, %three) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<i64>, tensor<i64>) -> tensor<i1>
      "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
    ^bb0(%bq: tensor<3x!quant.uniform<i8:f32, 0.5:-1>>, %bi: tensor<i64>):
      %bi1 = "stablehlo.add"(%bi, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>
      "stablehlo.return"(%bq, %bi1) : (tensor<3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<i64>) -> ()
  }) : (tensor<3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<i64>) -> (tensor<3x!quant.uniform<i8:f32, 0.5:-1>>, tensor<i64>)
  %storage = "stablehlo.bitcast_convert"(%rq) : (tensor<3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3xi8>
  "check.expect_eq_const"(%storage) {value = dense<[-128, 0, 127]> : tensor<3xi8>} : (tensor<3xi8>) -> ()
  "check.expect_eq_const"(%ri) {value = dense<3> : tensor<i64>} : (tensor<i64>) -> ()
  "func.return"() : () -> ()
}
