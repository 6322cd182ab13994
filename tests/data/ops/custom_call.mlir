func.func @main(%input0: tensor<f64>) -> tensor<f64> {
  %results = "stablehlo.custom_call"(%input0) {
    call_target_name = "foo",
    has_side_effect = false,
    backend_config = {bar = 42 : i32},
    api_version = 4 : i32,
    called_computations = [@foo]
  } : (tensor<f64>) -> tensor<f64>
  "func.return"(%results) : (tensor<f64>) -> ()
}

func.func private @foo(%arg0: tensor<f64>) -> tensor<f64> {
  "func.return"(%arg0) : (tensor<f64>) -> ()
}

func.func private @bar() {
  "func.return"() : () -> ()
}

func.func @minimal(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "stablehlo.custom_call"(%x) {call_target_name = "my_target"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%0) : (tensor<2x3xf32>) -> ()
}

func.func @no_operands_no_results() {
  "stablehlo.custom_call"() {call_target_name = "side_effect_only", has_side_effect = true} : () -> ()
  "func.return"() : () -> ()
}

func.func @api_versions(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = "stablehlo.custom_call"(%x) {call_target_name = "v0", api_version = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "stablehlo.custom_call"(%x) {call_target_name = "v1", api_version = 1 : i32, backend_config = "opaque string"} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "stablehlo.custom_call"(%x) {call_target_name = "v2", api_version = 2 : i32, backend_config = ""} : (tensor<4xf32>) -> tensor<4xf32>
  %3 = "stablehlo.custom_call"(%x) {call_target_name = "v3", api_version = 3 : i32, backend_config = "\00\01binary"} : (tensor<4xf32>) -> tensor<4xf32>
  %4 = "stablehlo.custom_call"(%x) {call_target_name = "v4", api_version = 4 : i32, backend_config = {i = 1 : i64, s = "str", f = 2.5 : f32, arr = [1, 2], d = dense<[1, 2]> : tensor<2xi32>, u, nested = {x = true}}} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%0, %1, %2, %3, %4) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
}

func.func @layouts_and_aliases(%x: tensor<2x3xf32>, %y: tensor<3xi32>) -> (tensor<2x3xf32>, tensor<3xi32>) {
  %0:2 = "stablehlo.custom_call"(%x, %y) {
    call_target_name = "with_layouts",
    has_side_effect = true,
    api_version = 2 : i32,
    operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>],
    result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>],
    output_operand_aliases = [
      #stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>,
      #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>
    ]
  } : (tensor<2x3xf32>, tensor<3xi32>) -> (tensor<2x3xf32>, tensor<3xi32>)
  "func.return"(%0#0, %0#1) : (tensor<2x3xf32>, tensor<3xi32>) -> ()
}

func.func @tokens_tuples_dynamic(%t: !stablehlo.token, %x: tensor<?x3xbf16>, %tup: tuple<tensor<i32>, tensor<2xf32>>) -> (!stablehlo.token, tuple<tensor<i1>>, tensor<?x?xbf16>) {
  %0:3 = "stablehlo.custom_call"(%t, %x, %tup) {call_target_name = "weird", called_computations = [@foo, @bar], mhlo.frontend_attributes = {key = "value"}, mhlo.sharding = "{replicated}"} : (!stablehlo.token, tensor<?x3xbf16>, tuple<tensor<i32>, tensor<2xf32>>) -> (!stablehlo.token, tuple<tensor<i1>>, tensor<?x?xbf16>)
  "func.return"(%0#0, %0#1, %0#2) : (!stablehlo.token, tuple<tensor<i1>>, tensor<?x?xbf16>) -> ()
}

func.func @quoted_target(%x: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.custom_call"(%x) {call_target_name = "name with spaces.and-dashes"} : (tensor<f32>) -> tensor<f32>
  "func.return"(%0) : (tensor<f32>) -> ()
}

func.func @explicit_defaults(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = "stablehlo.custom_call"(%x) {call_target_name = "x", backend_config = "", api_version = 1 : i32, called_computations = [], has_side_effect = false} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "stablehlo.custom_call"(%x) {call_target_name = "x", api_version = 1 : i32, called_computations = [], has_side_effect = false} : (tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%0, %1) : (tensor<2xf32>, tensor<2xf32>) -> ()
}
