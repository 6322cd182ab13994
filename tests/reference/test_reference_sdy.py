"""The sdy ops on one device (reference/ops/sdy.py): shardings change how a value is split,
not what it is, so each op returns its operand's global value; bodies run on the whole
tensors; a manual_computation over real shards is unsupported, with its reason."""
from __future__ import annotations

from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import Mesh, NamedSharding, PartitionSpec

import reference
import spec
from spec.verify import verify
from reference.errors import NotImplementedYet
from reference.ops.sdy import IDENTITIES

DATA = Path(__file__).resolve().parents[1] / "data" / "sdy"

MESH = '''module {
  sdy.mesh @mesh = <["x"=1]>
  func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = OP
    return %0 : tensor<2x3xf32>
  }
}'''

FORMS = {
    "sharding_constraint": 'sdy.sharding_constraint %a <@mesh, [{"x"}, {}]> : tensor<2x3xf32>',
    "reshard": "sdy.reshard %a <@mesh, [{}, {}]> : tensor<2x3xf32>",
    "propagation_barrier": "sdy.propagation_barrier %a allowed_direction=BOTH : tensor<2x3xf32>",
    "data_flow_edge": "sdy.data_flow_edge %a sharding=<@mesh, [{}, {}]> : tensor<2x3xf32>",
    "all_gather": 'sdy.all_gather [{"x"}, {}] %a out_sharding=<@mesh, [{}, {}]> : tensor<2x3xf32>',
    "all_slice": 'sdy.all_slice [{"x"}, {}] %a out_sharding=<@mesh, [{"x"}, {}]> : tensor<2x3xf32>',
    "all_to_all": 'sdy.all_to_all [{"x"}: 0->1] %a out_sharding=<@mesh, [{}, {"x"}]> : '
                  "tensor<2x3xf32>",
    "collective_permute": "sdy.collective_permute %a out_sharding=<@mesh, [{}, {}]> : "
                          "tensor<2x3xf32>",
    "all_reduce": 'sdy.all_reduce {"x"} %a out_sharding=<@mesh, [{}, {}]> : tensor<2x3xf32>',
    "reduce_scatter": 'sdy.reduce_scatter [{"x"}, {}] %a out_sharding=<@mesh, [{"x"}, {}]> : '
                      "tensor<2x3xf32>",
    "replicated_to_unreduced": 'sdy.replicated_to_unreduced {"x"} %a out_sharding=<@mesh, '
                               '[{}, {}], unreduced={"x"}> : tensor<2x3xf32>',
    "sharded_to_unreduced": 'sdy.sharded_to_unreduced [{"x"}, {}] %a out_sharding=<@mesh, '
                            '[{}, {}], unreduced={"x"}> : tensor<2x3xf32>',
}

X = np.arange(6, dtype=np.float32).reshape(2, 3) - 2.5


def test_every_identity_has_a_case():
    assert set(FORMS) == set(IDENTITIES)


@pytest.mark.parametrize("name", sorted(FORMS))
def test_an_op_that_moves_shards_keeps_the_global_value(name):
    module = spec.parse(MESH.replace("OP", FORMS[name]))
    assert not verify(module)
    (out,) = reference.evaluate(module, [X])
    np.testing.assert_array_equal(out, X)


def test_named_computation_runs_its_body():
    module = spec.parse(MESH.replace("OP", '''sdy.named_computation<"twice">(%a) (%x: tensor<2x3xf32>) {
      %s = stablehlo.add %x, %x : tensor<2x3xf32>
      sdy.return %s : tensor<2x3xf32>
    } : (tensor<2x3xf32>) -> tensor<2x3xf32>'''))
    (out,) = reference.evaluate(module, [X])
    np.testing.assert_array_equal(out, X + X)


def test_manual_computation_on_a_one_device_mesh_runs_its_body_on_the_whole_tensors():
    module = spec.parse(MESH.replace("OP", '''sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%x: tensor<2x3xf32>) {
      %n = stablehlo.negate %x : tensor<2x3xf32>
      sdy.return %n : tensor<2x3xf32>
    } : (tensor<2x3xf32>) -> tensor<2x3xf32>'''))
    (out,) = reference.evaluate(module, [X])
    np.testing.assert_array_equal(out, -X)


def test_manual_computation_over_shards_is_unsupported_with_its_reason():
    module = spec.parse((DATA / "ops.pretty.mlir").read_text())
    with pytest.raises(NotImplementedYet, match=r"per-device shards \(tensor<2x2xf32> of "
                                                r"tensor<4x2xf32>\)"):
        reference.evaluate(module, [np.ones((4, 2), np.float32)] * 2)


def test_sharding_group_and_constant():
    module = spec.parse('''func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
      sdy.sharding_group %a group_id=0 : tensor<2xf32>
      %c = sdy.constant dense<[1.0, 2.0]> : tensor<2xf32>
      %s = stablehlo.add %a, %c : tensor<2xf32>
      return %s : tensor<2xf32>
    }''')
    (out,) = reference.evaluate(module, [np.float32([10, 20])])
    np.testing.assert_array_equal(out, [11, 22])


def test_a_jax_program_sharded_on_one_device_evaluates_like_jax():
    mesh = Mesh(jax.devices()[:1], ("x",))
    sharding = NamedSharding(mesh, PartitionSpec("x"))

    def f(x):
        y = jax.lax.with_sharding_constraint(jnp.sin(x) * 2, NamedSharding(mesh, PartitionSpec()))
        return y + 1
    fn = jax.jit(f, in_shardings=sharding, out_shardings=sharding)
    x = np.linspace(-3, 3, 8, dtype=np.float32).reshape(4, 2)
    module = spec.parse(fn.lower(x).as_text())
    (out,) = reference.evaluate(module, [x])
    np.testing.assert_allclose(out, np.asarray(fn(x)), rtol=1e-6)
