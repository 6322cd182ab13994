// Every sdy op jaxlib 0.10.2 registers, as its printer writes them (generic form); tests/spec/test_dialects.py.
"builtin.module"() <{sym_name = "m"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2, "y"=1]>, sym_name = "mesh"}> : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<[]>, sym_name = "empty"}> : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<[], device_ids=[0]>, sym_name = "maximal"}> : () -> ()
  "func.func"() <{arg_attrs = [{}, {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {}], replicated={"y"}>}], function_type = (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>, sym_name = "main"}> ({
  ^bb0(%arg1: tensor<4x2xf32>, %arg2: tensor<4x2xf32>):
    %0 = "sdy.sharding_constraint"(%arg1) <{sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %1 = "sdy.reshard"(%0) <{sharding = #sdy.sharding<@mesh, [{}, {}]>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %2 = "sdy.propagation_barrier"(%1) <{allowed_direction = 2 : i32}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    "sdy.sharding_group"(%arg2) <{group_id = 3 : i64}> : (tensor<4x2xf32>) -> ()
    %3 = "stablehlo.negate"(%2) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %4 = "sdy.data_flow_edge"(%3) <{sharding = #sdy.sharding<@mesh, [{}, {}]>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %5 = "func.call"(%4) <{callee = @id}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %6 = "sdy.func_data_flow_edge"(%5) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %7 = "sdy.constant"() <{value = dense<1.000000e+00> : tensor<4x2xf32>}> : () -> tensor<4x2xf32>
    %8 = "sdy.named_computation"(%6, %7) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>]>, name = "foo", out_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {}]>]>}> ({
    ^bb0(%arg4: tensor<4x2xf32>, %arg5: tensor<4x2xf32>):
      %18 = "stablehlo.add"(%arg4, %arg5) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
      "sdy.return"(%18) : (tensor<4x2xf32>) -> ()
    }) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %9 = "sdy.manual_computation"(%8) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>, manual_axes = #sdy<manual_axes{"x"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"x"}, {}]>]>}> ({
    ^bb0(%arg3: tensor<2x2xf32>):
      "sdy.return"(%arg3) : (tensor<2x2xf32>) -> ()
    }) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %10 = "sdy.all_gather"(%9) <{gathering_axes = #sdy<list_of_axis_ref_lists[{"x"}, {}]>, out_sharding = #sdy.sharding<@mesh, [{}, {}]>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %11 = "sdy.all_slice"(%10) <{out_sharding = #sdy.sharding<@mesh, [{"x"}, {}]>, slicing_axes = #sdy<list_of_axis_ref_lists[{"x"}, {}]>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %12 = "sdy.all_to_all"(%11) <{out_sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, params = #sdy<all_to_all_param_list[{"x"}: 0->1]>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %13 = "sdy.collective_permute"(%12) <{out_sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %14 = "sdy.all_reduce"(%13) <{out_sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, reduction_axes = #sdy<axis_ref_list{"y"}>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %15 = "sdy.replicated_to_unreduced"(%14) <{axes = #sdy<axis_ref_list{"y"}>, out_sharding = #sdy.sharding<@mesh, [{}, {"x"}], unreduced={"y"}>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %16 = "sdy.reduce_scatter"(%15) <{out_sharding = #sdy.sharding<@mesh, [{}, {"x"}]>, reduce_scatter_axes = #sdy<list_of_axis_ref_lists[{}, {}]>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %17 = "sdy.sharded_to_unreduced"(%16) <{axes = #sdy<list_of_axis_ref_lists[{}, {"x"}]>, out_sharding = #sdy.sharding<@mesh, [{}, {}], unreduced={"x"}>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    "func.return"(%17) : (tensor<4x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x2xf32>) -> tensor<4x2xf32>, sym_name = "id", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x2xf32>):
    "func.return"(%arg0) : (tensor<4x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
