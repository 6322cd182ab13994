"""Other dialects in real programs: `#dialect.name<...>` attributes of any dialect, attribute
aliases, locations (name, callsite, fused, aliases), and the Shardy (sdy) ops and mesh that
jax.jit and jax.export write. Our print of each program must mean to jaxlib what the original
means (jaxlib's generic print of both is the same)."""
from __future__ import annotations

import re
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import Mesh, NamedSharding, PartitionSpec

import spec
from spec.attributes import OpaqueAttr
from spec.__main__ import main as spec_main
from spec.official import official_verdict, recorded_acceptance
from spec.syntax.parser import Parser

DATA = Path(__file__).resolve().parents[1] / "data" / "sdy"

AT_DEFAULT = (', sym_visibility = "public"', 'backend_config = "", ',
              "indices_are_sorted = false, ")
"""Attributes at their default value, which jax writes and our model leaves out (spec.ir:
absent and default are one program); removed from jaxlib's print before comparing."""


TEXT_POSITION = re.compile(r'loc\("-":\d+:\d+\)')
"""The location jaxlib gives what the text leaves without one: its position in that text."""


def _jaxlib_generic(text: str, debug_info: bool) -> str:
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir
    with jm.make_ir_context():
        out = ir.Module.parse(text).operation.get_asm(
            print_generic_op_form=True, enable_debug_info=debug_info, use_local_scope=True)
    for default in AT_DEFAULT:
        out = out.replace(default, "")
    return TEXT_POSITION.sub('loc("-")', out)


def assert_same_to_jaxlib(text: str, debug_info: bool = True) -> spec.Module:
    """Parses `text`, prints it, and checks that jaxlib reads both as the same program."""
    module = spec.parse(text)
    ours = spec.print_module(module)
    assert _jaxlib_generic(ours, debug_info) == _jaxlib_generic(text, debug_info)
    assert spec.parse(ours) == module
    return module


# --- dialect attributes ---------------------------------------------------------------------

def attribute(text: str):
    return Parser(text).parse_attribute()


@pytest.mark.parametrize("text", [
    "#sdy.op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>",
    '#sdy.sharding<@mesh, [{"x", ?}, {}], replicated={"y"}>',
    '#sdy<all_to_all_param_list[{"x"}: 0->1]>',
    '#mydialect.thing<"a > b", {k = [1, (2)]}, <nested<deep>>>',
    "#foo<bar>",
    "#foo.bare",
])
def test_a_dialect_attribute_is_kept_as_its_text(text):
    attr = attribute(text)
    assert isinstance(attr, OpaqueAttr)
    assert attribute(attr.text) == attr  # printing and reading again changes nothing


@pytest.mark.parametrize("text, words", [
    ("#sdy.sharding<@mesh, [{}>", r"unbalanced '>' in '<\.\.\.' \(expected '\]'\)"),
    ("#sdy.sharding<@mesh", r"unbalanced '}' in '<\.\.\.' \(expected '>'\)"),
    ('#sdy.sharding<"open', "unterminated string"),
    ("#undefined_alias", "undefined attribute alias"),
])
def test_a_malformed_dialect_attribute_is_a_parse_error(text, words):
    with pytest.raises(spec.ParseError, match=words):
        spec.parse(f'func.func @f() attributes {{a = {text}}} {{\n  return\n}}')


def test_a_custom_call_of_jax_linalg_parses_with_its_sharding_rule():
    text = jax.jit(jnp.linalg.cholesky).lower(np.eye(3, dtype=np.float32)).as_text()
    module = assert_same_to_jaxlib(text, debug_info=False)
    call = next(op for op in module.walk() if op.name == "stablehlo.custom_call")
    assert call.attributes["sdy.sharding_rule"].text.startswith("#sdy.op_sharding_rule<")


@pytest.mark.parametrize("fn", [
    jnp.linalg.cholesky,
    lambda a: jnp.linalg.solve(a, a),
    jnp.linalg.qr,
    lambda a: jax.scipy.linalg.solve_triangular(a, a, lower=True),
], ids=["cholesky", "solve", "qr", "triangular_solve"])
def test_every_lapack_backed_linalg_program_round_trips(fn):
    a = np.eye(3, dtype=np.float32) * 2
    assert_same_to_jaxlib(jax.jit(fn).lower(a).as_text(debug_info=True))


def test_attribute_aliases_at_the_top_are_read_where_they_are_used():
    text = '''#shard = #sdy.sharding<@mesh, [{"x"}]>
#rule = #sdy.op_sharding_rule<([i])->([i]) {i=4}>
module {
  sdy.mesh @mesh = <["x"=1]>
  func.func @main(%a: tensor<4xf32> {sdy.sharding = #shard}) -> tensor<4xf32> {
    %0 = stablehlo.custom_call @f(%a) {sdy.sharding_rule = #rule} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}'''
    module = assert_same_to_jaxlib(text, debug_info=False)
    assert module.funcs[0].arg_attrs[0]["sdy.sharding"].text == '#sdy.sharding<@mesh,[{"x"}]>'


# --- locations ------------------------------------------------------------------------------

LOCATED = '''#loc1 = loc("x")
module @m {
  func.func public @main(%arg0: tensor<2xf32> loc("x")) -> tensor<2xf32> {
    %0 = stablehlo.sine %arg0 : tensor<2xf32> loc(#loc4)
    %1 = stablehlo.add %0, %0 : tensor<2xf32> loc(fused["a.py":1:2, "b"])
    %2 = stablehlo.negate %1 : tensor<2xf32> loc(callsite("f" at "g.py":3:4))
    return %2 : tensor<2xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("/p/f.py":10:8 to :18)
#loc3 = loc("f"(#loc2))
#loc4 = loc("jit(f)/sin"(#loc3))
'''


def test_locations_are_kept_with_their_aliases_resolved():
    module = spec.parse(LOCATED)
    main = module.func("main")
    sine, add, negate, ret = main.ops
    assert sine.location.source == 'loc("jit(f)/sin"("f"("/p/f.py":10:8 to :18)))'
    assert add.location.source == 'loc(fused["a.py":1:2, "b"])'
    assert negate.location.source == 'loc(callsite("f" at "g.py":3:4))'
    assert ret.location.source == "loc(unknown)" and module.location == "loc(unknown)"
    assert main.arg_locations == ['loc("x")']
    assert (sine.location.line, sine.location.column) == (4, 5)  # where our diagnostics point


def test_locations_print_back_and_jaxlib_reads_the_same_program():
    assert_same_to_jaxlib(LOCATED)


def test_locations_are_not_structure():
    assert spec.parse(LOCATED) == spec.parse(LOCATED.replace('"b"])', '"c"])'))


def test_a_string_with_a_hash_in_a_location_is_not_an_alias():
    text = 'func.func @f() {\n  return loc("#loc1 is a file name")\n}\n#loc1 = loc("other")'
    op = spec.parse(text).funcs[0].ops[0]
    assert op.location.source == 'loc("#loc1 is a file name")'


# --- sdy --------------------------------------------------------------------------------------

def test_every_sdy_op_reads_in_pretty_and_generic_form_alike():
    pretty = spec.parse((DATA / "ops.pretty.mlir").read_text())
    generic = spec.parse((DATA / "ops.generic.mlir").read_text())
    assert pretty == generic
    names = {op.name for op in pretty.walk()} | {op.name for op in pretty.declarations}
    assert {name for name in spec.ops.OPS if name.startswith("sdy.")} <= names


def test_every_sdy_op_prints_back_as_jaxlib_reads_it():
    assert_same_to_jaxlib((DATA / "ops.pretty.mlir").read_text(), debug_info=False)


def test_sdy_mesh_is_a_module_declaration():
    module = spec.parse((DATA / "ops.pretty.mlir").read_text())
    assert [op.attributes["sym_name"].text for op in module.declarations] == \
        ["mesh", "empty", "maximal"]
    assert [f.name for f in module.funcs] == ["main", "id"]
    without = spec.parse((DATA / "ops.pretty.mlir").read_text())
    without.declarations.pop()
    assert without != module


def test_an_op_that_cannot_stand_at_the_top_of_a_module_is_an_error():
    with pytest.raises(spec.ParseError, match="'func.return' cannot stand at the top"):
        spec.parse('module {\n  "func.return"() : () -> ()\n}')


def _sharded():
    mesh = Mesh(jax.devices()[:1], ("x",))
    sharding = NamedSharding(mesh, PartitionSpec("x"))

    def f(x):
        y = jax.lax.with_sharding_constraint(jnp.sin(x) * 2, NamedSharding(mesh, PartitionSpec()))
        return y + 1
    return jax.jit(f, in_shardings=sharding, out_shardings=sharding), np.ones((4, 2), np.float32)


def test_a_program_sharded_on_a_one_device_mesh_round_trips():
    fn, x = _sharded()
    module = assert_same_to_jaxlib(fn.lower(x).as_text(debug_info=True))
    assert [op.name for op in module.declarations] == ["sdy.mesh"]
    assert "sdy.sharding_constraint" in {op.name for op in module.walk()}
    assert module.funcs[0].arg_attrs[0]["sdy.sharding"].text.startswith("#sdy.sharding<@mesh")


def test_a_jax_export_program_round_trips():
    fn, x = _sharded()
    text = jax.export.export(fn)(x).mlir_module()
    assert "jax.uses_shape_polymorphism" in text
    assert_same_to_jaxlib(text)


def test_our_print_of_a_jax_program_passes_the_official_verifier():
    fn, x = _sharded()
    assert official_verdict(spec.parse(fn.lower(x).as_text())) == (True, "")


# --- convolution_c27 and jax's preferred_element_type ----------------------------------------

def _conv(lhs_type):
    def conv(x, w):
        return jax.lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                            preferred_element_type=jnp.float32)
    return jax.jit(conv).lower(np.ones((1, 3, 8, 8), lhs_type),
                               np.ones((4, 3, 3, 3), np.float16)).as_text()


def test_a_mixed_precision_convolution_is_reported_as_a_recorded_divergence(capsys, tmp_path):
    path = tmp_path / "conv.mlir"
    path.write_text(_conv(np.float16))
    assert spec_main(["verify", str(path)]) == 1
    out = capsys.readouterr().out
    assert "[convolution_c27]" in out
    assert ("a recorded divergence: upstream's verifier accepts this; "
            "spec/verifier_divergences.toml, case convolution/c27_result_element_type") in out


def test_a_convolution_upstream_rejects_too_is_not_called_a_divergence():
    module = spec.parse(_conv(np.float16).replace("1x3x8x8xf16", "1x3x8x8xf32"))
    assert official_verdict(module)[0] is False
    assert recorded_acceptance(module, "convolution_c27") is None
