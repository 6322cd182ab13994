"""A constraint predicate that raises is a bug of ours: the verifier then says `unchecked`
instead of judging the op. Every predicate runs here over the whole corpus (corpus/ and
tests/data/, every split input that parses), over programs generated for every op and over
the forms of attributes upstream accepts beyond the seed spec (replica groups as mesh axes),
and no diagnostic may be `unchecked`."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

import spec
from fuzz.seeded import draw
from fuzz.strategies import OP_GENERATORS, ops
from spec.mesh_axes import is_mesh_axes
from spec.ops import OPS
from spec.verify import verify

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted([*ROOT.glob("corpus/**/*.mlir"), *ROOT.glob("tests/data/**/*.mlir")])

MESH = ('#stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = '
        '[#stablehlo.mesh_axis<name = "x", size = 2>]>, axes = [#stablehlo.axis_ref<name = "x">]>')
ADD = '''({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  })'''
MESH_OPS = {
    "all_reduce": f'"stablehlo.all_reduce"(%x) {ADD} {{replica_groups = {MESH}}} : '
                  '(tensor<4xf32>) -> tensor<4xf32>',
    "all_gather": f'"stablehlo.all_gather"(%x) {{all_gather_dim = 0 : i64, replica_groups = '
                  f'{MESH}}} : (tensor<4xf32>) -> tensor<8xf32>',
    "reduce_scatter": f'"stablehlo.reduce_scatter"(%x) {ADD} {{scatter_dimension = 0 : i64, '
                      f'replica_groups = {MESH}}} : (tensor<4xf32>) -> tensor<2xf32>',
    "all_to_all": f'"stablehlo.all_to_all"(%x) {{split_dimension = 0 : i64, concat_dimension = '
                  f'0 : i64, split_count = 2 : i64, replica_groups = {MESH}}} : (tensor<4xf32>) '
                  '-> tensor<4xf32>',
    "collective_broadcast": f'"stablehlo.collective_broadcast"(%x) {{replica_groups = {MESH}}} '
                            ': (tensor<4xf32>) -> tensor<4xf32>',
    "collective_reduce": f'"stablehlo.collective_reduce"(%x) {ADD} {{replica_groups = {MESH}}} '
                         ': (tensor<4xf32>) -> tensor<4xf32>',
}
MESH_DRAWN = sorted(name.split(".", 1)[1] for name, schema in OPS.items()
                    if any(a.mesh_axes for a in schema.attributes)
                    and name.split(".", 1)[1] in OP_GENERATORS)
"""The ops whose replica groups upstream takes in the mesh-axes form; their generators draw it a
quarter of the time."""
MESH_EXAMPLES = 5


def _unchecked(module) -> list[str]:
    return [f"{d.op}: {d.message}" for d in verify(module) if d.constraint == "unchecked"]


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_predicate_raises_on_the_corpus(path):
    raised = []
    for line, chunk in spec.split_input_file(path.read_text(encoding="utf-8")):
        try:
            module = spec.parse(chunk)
        except spec.ParseError:
            continue  # malformed on purpose: the parser's tests judge it
        raised += [f"line {line}: {u}" for u in _unchecked(module)]
    assert not raised


@pytest.mark.parametrize("name", sorted(MESH_OPS))
def test_no_predicate_raises_on_mesh_axes_replica_groups(name):
    result = MESH_OPS[name].rsplit("-> ", 1)[1]
    module = spec.parse(f"func.func @main(%x: tensor<4xf32>) -> {result} {{\n"
                        f"  %r = {MESH_OPS[name]}\n  func.return %r : {result}\n}}")
    assert not _unchecked(module)
    assert verify(module) == [], "upstream accepts these, and so do we (docs/constraints.md)"


@pytest.mark.parametrize("name", sorted(OP_GENERATORS))
def test_no_predicate_raises_on_generated_programs(name):
    @settings(max_examples=5, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(ops(name, max_elements=12, as_module=True))
    def run(example):
        assert not _unchecked(example[0])
    run()


def _mesh_groups_of(module, name: str) -> bool:
    return any(is_mesh_axes(op.attributes.get("replica_groups")) for op in module.walk()
               if op.name == f"stablehlo.{name}")


@pytest.mark.parametrize("name", MESH_DRAWN)
def test_no_predicate_raises_on_generated_mesh_axes_programs(name):
    """The test above meets the mesh-axes form only by chance (5 examples, a quarter of them in
    that form); here MESH_EXAMPLES seeded draws of each op that hold it, which ours accepts."""
    drawn = []
    for seed in range(40 * MESH_EXAMPLES):
        module, _ = draw(ops(name, max_elements=12, as_module=True), seed)
        if _mesh_groups_of(module, name):
            drawn.append(module)
            if len(drawn) == MESH_EXAMPLES:
                break
    assert len(drawn) == MESH_EXAMPLES, f"{name}: the generator drew {len(drawn)} mesh-axes forms"
    for module in drawn:
        assert not _unchecked(module)
        assert verify(module) == [], spec.print_module(module)
