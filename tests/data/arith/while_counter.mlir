func.func @main(%x: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %0, %a = %x) : tensor<i32>, tensor<i32>
  cond {
    %c = arith.constant dense<10> : tensor<i32>
    %p = arith.cmpi slt, %i, %c : tensor<i32>
    stablehlo.return %p : tensor<i1>
  } do {
    %t = arith.constant dense<true> : tensor<i1>
    %one = arith.constant dense<1> : tensor<i32>
    %n = arith.addi %i, %one overflow<nsw> : tensor<i32>
    %b = arith.muli %a, %one : tensor<i32>
    %s = arith.select %t, %b, %a : tensor<i1>, tensor<i32>
    %k = arith.index_cast %s : tensor<i32> to tensor<index>
    %k2 = arith.index_cast %k : tensor<index> to tensor<i32>
    %f = arith.addi %k2, %i : tensor<i32>
    stablehlo.return %n, %f : tensor<i32>, tensor<i32>
  }
  return %r#1 : tensor<i32>
}
