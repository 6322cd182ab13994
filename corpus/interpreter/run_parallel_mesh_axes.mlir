// Replica groups given as mesh axes (upstream's spec.md, "Replica groups"; not in the seed
// spec): devices in one group agree on every coordinate outside the named axes, and a group
// lists them by their coordinates on the named axes. Each process gathers the replica ids of
// its group. The groups pair processes 0 and 1 and processes 2 and 3: jaxlib 0.10.2's
// run_parallel runs the processes two at a time on a 2-core machine, and a group that pairs
// other processes times out there ("rendezvous timed out", oracles/known_divergences.toml).

// mesh x=2, y=2, axes [y]: [[0, 1], [2, 3]].
func.func public @gather_y(%arg0 : tensor<1xi64>) -> tensor<2xi64> {
  %result = "stablehlo.all_gather"(%arg0) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 2>]>, axes = [#stablehlo.axis_ref<name = "y">]>
  } : (tensor<1xi64>) -> tensor<2xi64>
  func.return %result : tensor<2xi64>
}
func.func public @mesh_axis_y() {
  %i0 = stablehlo.constant dense<[0]> : tensor<1xi64>
  %i1 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %i2 = stablehlo.constant dense<[2]> : tensor<1xi64>
  %i3 = stablehlo.constant dense<[3]> : tensor<1xi64>
  %results:4 = "interpreter.run_parallel"(%i0, %i1, %i2, %i3) {
    programs = [[@gather_y], [@gather_y], [@gather_y], [@gather_y]]
  } : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %results#0, dense<[0, 1]> : tensor<2xi64>
  check.expect_eq_const %results#1, dense<[0, 1]> : tensor<2xi64>
  check.expect_eq_const %results#2, dense<[2, 3]> : tensor<2xi64>
  check.expect_eq_const %results#3, dense<[2, 3]> : tensor<2xi64>
  func.return
}

// -----
// mesh x=2, y=2 with device_ids [3, 1, 2, 0], axes [x]: the devices at (0, y) and (1, y) for
// each y, in x order: [[3, 2], [1, 0]].
func.func public @gather_x(%arg0 : tensor<1xi64>) -> tensor<2xi64> {
  %result = "stablehlo.all_gather"(%arg0) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 2>, #stablehlo.mesh_axis<name = "y", size = 2>], device_ids = dense<[3, 1, 2, 0]> : tensor<4xi64>>, axes = [#stablehlo.axis_ref<name = "x">]>
  } : (tensor<1xi64>) -> tensor<2xi64>
  func.return %result : tensor<2xi64>
}
func.func public @mesh_axis_x_device_ids() {
  %i0 = stablehlo.constant dense<[0]> : tensor<1xi64>
  %i1 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %i2 = stablehlo.constant dense<[2]> : tensor<1xi64>
  %i3 = stablehlo.constant dense<[3]> : tensor<1xi64>
  %results:4 = "interpreter.run_parallel"(%i0, %i1, %i2, %i3) {
    programs = [[@gather_x], [@gather_x], [@gather_x], [@gather_x]]
  } : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %results#0, dense<[1, 0]> : tensor<2xi64>
  check.expect_eq_const %results#1, dense<[1, 0]> : tensor<2xi64>
  check.expect_eq_const %results#2, dense<[3, 2]> : tensor<2xi64>
  check.expect_eq_const %results#3, dense<[3, 2]> : tensor<2xi64>
  func.return
}

// -----
// mesh x=4 with device_ids [0, 2, 1, 3], axes [x:(1)2], the major half of x: positions whose
// coordinates agree but for c // 2 are {0, 2} and {1, 3}, devices [[0, 1], [2, 3]] (jaxlib
// 0.10.2's interpreter aborts on sub-axes: "Subaxes are not supported").
func.func public @gather_sub(%arg0 : tensor<1xi64>) -> tensor<2xi64> {
  %result = "stablehlo.all_gather"(%arg0) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "x", size = 4>], device_ids = dense<[0, 2, 1, 3]> : tensor<4xi64>>, axes = [#stablehlo.axis_ref<name = "x", sub_axis_info = (1)2>]>
  } : (tensor<1xi64>) -> tensor<2xi64>
  func.return %result : tensor<2xi64>
}
func.func public @mesh_sub_axis() {
  %i0 = stablehlo.constant dense<[0]> : tensor<1xi64>
  %i1 = stablehlo.constant dense<[1]> : tensor<1xi64>
  %i2 = stablehlo.constant dense<[2]> : tensor<1xi64>
  %i3 = stablehlo.constant dense<[3]> : tensor<1xi64>
  %results:4 = "interpreter.run_parallel"(%i0, %i1, %i2, %i3) {
    programs = [[@gather_sub], [@gather_sub], [@gather_sub], [@gather_sub]]
  } : (tensor<1xi64>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %results#0, dense<[0, 1]> : tensor<2xi64>
  check.expect_eq_const %results#1, dense<[0, 1]> : tensor<2xi64>
  check.expect_eq_const %results#2, dense<[2, 3]> : tensor<2xi64>
  check.expect_eq_const %results#3, dense<[2, 3]> : tensor<2xi64>
  func.return
}
