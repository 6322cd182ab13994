module {
  func.func @main(%arg0: tensor<f64>) -> tensor<f64> {
    %0 = stablehlo.custom_call @foo(%arg0) {api_version = 4 : i32, backend_config = {bar = 42 : i32}, called_computations = [@foo]} : (tensor<f64>) -> tensor<f64>
    return %0 : tensor<f64>
  }
  func.func private @foo(%arg0: tensor<f64>) -> tensor<f64> {
    return %arg0 : tensor<f64>
  }
  func.func private @bar() {
    return
  }
  func.func @minimal(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.custom_call @my_target(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
  func.func @no_operands_no_results() {
    stablehlo.custom_call @side_effect_only() {has_side_effect = true} : () -> ()
    return
  }
  func.func @api_versions(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = stablehlo.custom_call @v0(%arg0) {api_version = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.custom_call @v1(%arg0) {backend_config = "opaque string"} : (tensor<4xf32>) -> tensor<4xf32>
    %2 = stablehlo.custom_call @v2(%arg0) {api_version = 2 : i32, backend_config = ""} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = stablehlo.custom_call @v3(%arg0) {api_version = 3 : i32, backend_config = "\00\01binary"} : (tensor<4xf32>) -> tensor<4xf32>
    %4 = stablehlo.custom_call @v4(%arg0) {api_version = 4 : i32, backend_config = {arr = [1, 2], d = dense<[1, 2]> : tensor<2xi32>, f = 2.500000e+00 : f32, i = 1 : i64, nested = {x = true}, s = "str", u}} : (tensor<4xf32>) -> tensor<4xf32>
    return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func @layouts_and_aliases(%arg0: tensor<2x3xf32>, %arg1: tensor<3xi32>) -> (tensor<2x3xf32>, tensor<3xi32>) {
    %0:2 = stablehlo.custom_call @with_layouts(%arg0, %arg1) {api_version = 2 : i32, has_side_effect = true, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>]} : (tensor<2x3xf32>, tensor<3xi32>) -> (tensor<2x3xf32>, tensor<3xi32>)
    return %0#0, %0#1 : tensor<2x3xf32>, tensor<3xi32>
  }
  func.func @tokens_tuples_dynamic(%arg0: !stablehlo.token, %arg1: tensor<?x3xbf16>, %arg2: tuple<tensor<i32>, tensor<2xf32>>) -> (!stablehlo.token, tuple<tensor<i1>>, tensor<?x?xbf16>) {
    %0:3 = stablehlo.custom_call @weird(%arg0, %arg1, %arg2) {called_computations = [@foo, @bar], mhlo.frontend_attributes = {key = "value"}, mhlo.sharding = "{replicated}"} : (!stablehlo.token, tensor<?x3xbf16>, tuple<tensor<i32>, tensor<2xf32>>) -> (!stablehlo.token, tuple<tensor<i1>>, tensor<?x?xbf16>)
    return %0#0, %0#1, %0#2 : !stablehlo.token, tuple<tensor<i1>>, tensor<?x?xbf16>
  }
  func.func @quoted_target(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.custom_call @"name with spaces.and-dashes"(%arg0) : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @explicit_defaults(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
    %0 = stablehlo.custom_call @x(%arg0) {backend_config = ""} : (tensor<2xf32>) -> tensor<2xf32>
    %1 = stablehlo.custom_call @x(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
    return %0, %1 : tensor<2xf32>, tensor<2xf32>
  }
}
