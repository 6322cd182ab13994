// Every sdy op jaxlib 0.10.2 registers, as its printer writes them (pretty form); tests/spec/test_dialects.py.
module @m {
  sdy.mesh @mesh = <["x"=2, "y"=1]>
  sdy.mesh @empty = <[]>
  sdy.mesh @maximal = <[], device_ids=[0]>
  func.func @main(%arg0: tensor<4x2xf32>, %arg1: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {}], replicated={"y"}>}) -> tensor<4x2xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}, {}]> : tensor<4x2xf32>
    %1 = sdy.reshard %0 <@mesh, [{}, {}]> : tensor<4x2xf32>
    %2 = sdy.propagation_barrier %1 allowed_direction=BACKWARD : tensor<4x2xf32>
    sdy.sharding_group %arg1 group_id=3 : tensor<4x2xf32>
    %3 = stablehlo.negate %2 : tensor<4x2xf32>
    %4 = sdy.data_flow_edge %3 sharding=<@mesh, [{}, {}]> : tensor<4x2xf32>
    %5 = call @id(%4) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %6 = sdy.func_data_flow_edge %5 : tensor<4x2xf32>
    %7 = sdy.constant dense<1.000000e+00> : tensor<4x2xf32>
    %8 = sdy.named_computation<"foo">(%6, %7) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {}]>] (%arg2: tensor<4x2xf32>, %arg3: tensor<4x2xf32>) {
      %18 = stablehlo.add %arg2, %arg3 : tensor<4x2xf32>
      sdy.return %18 : tensor<4x2xf32>
    } : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %9 = sdy.manual_computation(%8) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg2: tensor<2x2xf32>) {
      sdy.return %arg2 : tensor<2x2xf32>
    } : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %10 = sdy.all_gather [{"x"}, {}] %9 out_sharding=<@mesh, [{}, {}]> : tensor<4x2xf32>
    %11 = sdy.all_slice [{"x"}, {}] %10 out_sharding=<@mesh, [{"x"}, {}]> : tensor<4x2xf32>
    %12 = sdy.all_to_all [{"x"}: 0->1] %11 out_sharding=<@mesh, [{}, {"x"}]> : tensor<4x2xf32>
    %13 = sdy.collective_permute %12 out_sharding=<@mesh, [{}, {"x"}]> : tensor<4x2xf32>
    %14 = sdy.all_reduce {"y"} %13 out_sharding=<@mesh, [{}, {"x"}]> : tensor<4x2xf32>
    %15 = sdy.replicated_to_unreduced {"y"} %14 out_sharding=<@mesh, [{}, {"x"}], unreduced={"y"}> : tensor<4x2xf32>
    %16 = sdy.reduce_scatter [{}, {}] %15 out_sharding=<@mesh, [{}, {"x"}]> : tensor<4x2xf32>
    %17 = sdy.sharded_to_unreduced [{}, {"x"}] %16 out_sharding=<@mesh, [{}, {}], unreduced={"x"}> : tensor<4x2xf32>
    return %17 : tensor<4x2xf32>
  }
  func.func private @id(%arg0: tensor<4x2xf32>) -> tensor<4x2xf32> {
    return %arg0 : tensor<4x2xf32>
  }
}
