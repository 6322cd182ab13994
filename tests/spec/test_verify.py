"""The verifier's structural rules, its command line, and the export of the machine-readable
spec (against its JSON schema in docs/)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import spec
from spec.constraints import CONSTRAINTS
from spec.export import export
from spec.official import official_verdict
from spec.verify import STRUCTURAL, verify
from tests.helpers.schema import validate as _validate

ROOT = Path(__file__).resolve().parents[2]


def ids(text: str) -> list[str]:
    return [d.constraint for d in verify(spec.parse(text))]


VALID = """
func.func private @callee(%x: tensor<2xf32>) -> tensor<2xf32> {
  func.return %x : tensor<2xf32>
}
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %1 = "func.call"(%0) {callee = @callee} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %1 : tensor<2xf32>
}
"""


def test_a_valid_program_has_no_diagnostics():
    assert ids(VALID) == []


@pytest.mark.parametrize("rule,text", [
    ("operands", '%0 = "stablehlo.not"(%a) : (tensor<2xf32>) -> tensor<2xi1>'),
    ("operands", '%0 = "stablehlo.add"(%a) : (tensor<2xf32>) -> tensor<2xf32>'),
    ("results", '%0:2 = "stablehlo.abs"(%a) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)'),
    ("attribute-missing", '%0 = "stablehlo.transpose"(%a) : (tensor<2xf32>) -> tensor<2xf32>'),
    ("regions", '%0 = "stablehlo.reduce"(%a, %s) {dimensions = array<i64: 0>} : '
                '(tensor<2xf32>, tensor<f32>) -> tensor<f32>'),
    ("call", '%0 = "func.call"(%a) {callee = @nowhere} : (tensor<2xf32>) -> tensor<2xf32>'),
])
def test_each_structural_rule_has_a_diagnostic(rule, text):
    program = ("func.func @main(%a: tensor<2xf32>, %s: tensor<f32>) -> tensor<2xf32> {\n  "
               + text + "\n  func.return %a : tensor<2xf32>\n}")
    got = ids(program)
    assert got and set(got) == {rule}, got


def test_return_must_match_the_signature():
    got = verify(spec.parse("func.func @main(%a: tensor<2xf32>) -> tensor<2xi32> {\n"
                            "  \"func.return\"(%a) : (tensor<2xf32>) -> ()\n}"))
    assert [d.constraint for d in got] == ["return"]
    assert "tensor<2xi32>" in got[0].message and "tensor<2xf32>" in got[0].message
    assert got[0].line == 2


def test_every_structural_rule_is_documented():
    assert set(STRUCTURAL) >= {"operands", "results", "attribute-missing", "regions",
                               "dominance", "return", "call", "unchecked"}


def _cli(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "spec", *args], capture_output=True,
                          text=True, cwd=ROOT, input=stdin)


def test_cli_verify_json(tmp_path):
    bad = VALID.replace('{callee = @callee}', '{callee = @gone}')
    path = tmp_path / "cases.mlir"
    path.write_text(VALID + "// -----\n" + bad)
    r = _cli("verify", "--json", "--split-input-file", str(path))
    assert r.returncode == 1, r.stderr
    records = [json.loads(line) for line in r.stdout.splitlines()]
    assert [rec["valid"] for rec in records] == [True, False]
    (diag,) = records[1]["diagnostics"]
    assert diag["constraint"] == "call" and diag["op"] == "func.call"
    assert diag["line"] == VALID.count("\n") + 1 + bad.splitlines().index(
        next(line for line in bad.splitlines() if "@gone" in line)) + 1


def test_cli_verify_valid_exits_0_and_reports_parse_errors(tmp_path):
    good = tmp_path / "good.mlir"
    good.write_text(VALID)
    assert _cli("verify", str(good)).returncode == 0
    r = _cli("verify", "--json", "-", stdin="func.func @main( {")
    assert r.returncode == 1 and "Traceback" not in r.stderr
    (rec,) = [json.loads(line) for line in r.stdout.splitlines()]
    assert rec["diagnostics"][0]["constraint"] == "parse"
    r = _cli("verify", str(tmp_path / "missing.mlir"))
    assert r.returncode == 2 and "cannot read" in r.stdout and "Traceback" not in r.stderr


# --- the export and its schema ----------------------------------------------------------------

def test_export_matches_its_json_schema():
    schema = json.loads((ROOT / "docs" / "spec-export.schema.json").read_text())
    doc = json.loads(json.dumps(export()))
    assert _validate(doc, schema) == []
    exported = {c["id"] for op in doc["ops"] for c in op["constraints"]}
    exported |= {c["id"] for t in doc["types"] for c in t["constraints"]}
    exported |= {c["id"] for t in doc["attributes"] for c in t["constraints"]}
    assert exported == set(CONSTRAINTS)


def test_the_validator_catches_a_wrong_document():
    schema = json.loads((ROOT / "docs" / "spec-export.schema.json").read_text())
    doc = json.loads(json.dumps(export()))
    doc["ops"][0]["constraints"] = [{"id": "Bad Id"}]
    doc["version"] = 99
    errors = _validate(doc, schema)
    assert any("version" in e for e in errors) and any("Bad Id" in e for e in errors)


def test_export_marks_what_goes_beyond_the_seed_spec():
    doc = export()
    ops = {op["name"]: op for op in doc["ops"]}
    assert ops["stablehlo.add"]["origin"] == "seed"
    assert ops["stablehlo.async_start"]["origin"] == "jaxlib"
    assert ops["chlo.erf"]["origin"] == "dialect"
    assert {op["origin"] for op in doc["ops"] if op["name"].startswith("stablehlo.")
            and op["in_spec"]} == {"seed"}
    accuracy = [a for a in ops["stablehlo.exponential"]["attributes"]
                if a["name"] == "result_accuracy"]
    assert accuracy and accuracy[0]["origin"] == "jaxlib"
    assert {a["origin"] for a in ops["stablehlo.gather"]["attributes"]} == {"seed"}
    assert all(c["origin"] == "jaxlib" for c in ops["stablehlo.async_start"]["constraints"])
    assert doc["origins"]["structs"]["result_accuracy"] == "jaxlib"
    assert doc["origins"]["structs"]["gather"] == "seed"
    assert doc["origins"]["types"]["future"] == "jaxlib"
    accuracy = {t["subject"]: t for t in doc["attributes"]}["result_accuracy"]
    assert accuracy["origin"] == "jaxlib" and accuracy["constraints"]


def test_cli_export_writes_the_document(tmp_path):
    out = tmp_path / "spec.json"
    r = _cli("export", "--json", "--out", str(out))
    assert r.returncode == 0, r.stderr
    assert json.loads(out.read_text())["format"] == "stablehlo-conformance/spec-export"


@pytest.mark.parametrize("groups", ["dense<[0, 1]> : tensor<2xi64>",
                                    "dense<[[[0, 1]]]> : tensor<1x1x2xi64>"])
def test_replica_groups_of_another_rank_break_the_attribute_type_rule(groups):
    """The seed's tables give replica_groups as a list of 1-dimensional tensors (a 2-dimensional
    constant), and upstream's verifier rejects other ranks ("replica groups should be a rank 2
    tensor")."""
    module = spec.parse(f"""func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %r = "stablehlo.collective_broadcast"(%x) {{replica_groups = {groups}}} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}}""")
    assert [d.constraint for d in verify(module)] == ["attribute-type"]


COLLECTIVES = {
    "all_reduce": '"stablehlo.all_reduce"(%x) ({ ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n'
                  '    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n'
                  '    "stablehlo.return"(%s) : (tensor<f32>) -> () }) {replica_groups = G} : '
                  "(tensor<4xf32>) -> tensor<4xf32>",
    "all_gather": '"stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = G} : '
                  "(tensor<4xf32>) -> tensor<4xf32>",
    "reduce_scatter": '"stablehlo.reduce_scatter"(%x) ({ ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n'
                      '    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n'
                      '    "stablehlo.return"(%s) : (tensor<f32>) -> () }) {scatter_dimension = 0 '
                      ": i64, replica_groups = G} : (tensor<4xf32>) -> tensor<4xf32>",
    "all_to_all": '"stablehlo.all_to_all"(%x) {split_dimension = 0 : i64, concat_dimension = 0 : '
                  "i64, split_count = 1 : i64, replica_groups = G} : (tensor<4xf32>) -> "
                  "tensor<4xf32>",
    "collective_broadcast": '"stablehlo.collective_broadcast"(%x) {replica_groups = G} : '
                            "(tensor<4xf32>) -> tensor<4xf32>",
    "collective_permute": '"stablehlo.collective_permute"(%x) {source_target_pairs = G} : '
                          "(tensor<4xf32>) -> tensor<4xf32>",
    "cross-replica-sum": '"stablehlo.cross-replica-sum"(%x) {replica_groups = G} : '
                         "(tensor<4xf32>) -> tensor<4xf32>",
}

GROUPS = {"i64": "dense<[[0]]> : tensor<1x1xi64>", "si64": "dense<[[0]]> : tensor<1x1xsi64>",
          "i32": "dense<[[0]]> : tensor<1x1xi32>", "ui64": "dense<[[0]]> : tensor<1x1xui64>",
          "i8": "dense<[[0]]> : tensor<1x1xi8>", "f32": "dense<[[0.0]]> : tensor<1x1xf32>"}


def _collective(op: str, groups: str) -> spec.Module:
    if op == "collective_permute":
        groups = groups.replace("[[0]]", "[[0, 0]]").replace("[[0.0]]", "[[0.0, 0.0]]") \
            .replace("1x1x", "1x2x")
    return spec.parse(f"""func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %r = {COLLECTIVES[op].replace("G", groups)}
  func.return %r : tensor<4xf32>
}}""")


NOT_DENSE = {
    "mesh_axes": '#stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = '
                 '[#stablehlo.mesh_axis<name = "x", size = 1>]>, axes = [#stablehlo.axis_ref<name '
                 '= "x">]>',
    "array": "array<i64: 0>", "integer": "0 : i64", "string": '"0"',
}
"""Forms of replica_groups and source_target_pairs other than a dense tensor: upstream takes
the mesh-axes one for the replica_groups of StableHLO_ReplicaGroups (every collective but
cross-replica-sum, whose replica_groups and collective_permute's source_target_pairs are
I64ElementsAttr) and none of the others."""


@pytest.mark.jaxlib
@pytest.mark.parametrize("form", sorted(NOT_DENSE))
@pytest.mark.parametrize("op", sorted(COLLECTIVES))
def test_groups_that_are_not_dense_tensors_as_jaxlib_judges_them(op, form):
    """Ours accepted every attribute of kind dense<i64> that was not a dense tensor and ran the
    constraints on it (collective_permute's raised: `unchecked`); jaxlib rejects them all ("64-bit
    signless integer elements attribute") but the mesh-axes form of replica_groups, as ours now
    does by the attribute-type rule (found checking the verifier campaign's reach)."""
    module = spec.parse(f"""func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {{
  %r = {COLLECTIVES[op].replace("G", NOT_DENSE[form])}
  func.return %r : tensor<4xf32>
}}""")
    ours = verify(module)
    official, message = official_verdict(module)
    takes_mesh = form == "mesh_axes" and op not in ("collective_permute", "cross-replica-sum")
    assert official == takes_mesh, message
    if official:
        assert ours == []
    else:
        assert [d.constraint for d in ours] == ["attribute-type"], ours
        assert "is not a dense tensor" in ours[0].message


@pytest.mark.jaxlib
@pytest.mark.parametrize("element", sorted(GROUPS))
@pytest.mark.parametrize("op", sorted(COLLECTIVES))
def test_replica_groups_take_i64_elements_as_jaxlib_does(op, element):
    """jaxlib 0.10.2 takes replica_groups and source_target_pairs as "64-bit signless integer
    elements" only (i32, ui64, f32 rejected; the seed spec's si64 is written i64); ours says so
    by the attribute-type rule, naming the attribute."""
    module = _collective(op, GROUPS[element])
    ours = verify(module)
    official, message = official_verdict(module)
    assert official == (element in ("i64", "si64")), message
    if official:
        assert ours == []
    else:
        assert [d.constraint for d in ours] == ["attribute-type"]
        assert "expected i64 elements" in ours[0].message
        assert ("source_target_pairs" if op == "collective_permute" else "replica_groups") \
            in ours[0].message


SORT_BODY = ('({\n ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n  %c = "stablehlo.compare"(%a, %b) '
             '{comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<f32>, '
             'tensor<f32>) -> tensor<i1>\n  "stablehlo.return"(%c) : (tensor<i1>) -> ()\n })')
GROUP = "replica_groups = dense<[[0]]> : tensor<1x1xi64>"
WRONG_KINDS = {
    "i64_as_i32": ('"stablehlo.all_gather"(%x) {all_gather_dim = 0 : i32, ' + GROUP + '} : '
                   "(tensor<4xf32>) -> tensor<4xf32>"),
    "i64_as_string": ('"stablehlo.all_gather"(%x) {all_gather_dim = "0", ' + GROUP + '} : '
                      "(tensor<4xf32>) -> tensor<4xf32>"),
    "i64_as_float": '"stablehlo.iota"() {iota_dimension = 0.0 : f32} : () -> tensor<4xf32>',
    "i32_as_i64": ('"stablehlo.reduce_precision"(%x) {exponent_bits = 5 : i64, mantissa_bits = '
                   "10 : i32} : (tensor<4xf32>) -> tensor<4xf32>"),
    "array_as_dense": ('"stablehlo.broadcast_in_dim"(%x) {broadcast_dimensions = dense<[0]> : '
                       "tensor<1xi64>} : (tensor<4xf32>) -> tensor<4xf32>"),
    "array_of_i32": ('"stablehlo.reverse"(%x) {dimensions = array<i32: 0>} : (tensor<4xf32>) '
                     "-> tensor<4xf32>"),
    "array_of_i1": ('"stablehlo.transpose"(%x) {permutation = array<i1: false>} : '
                    "(tensor<4xf32>) -> tensor<4xf32>"),
    "enum_as_string": ('"stablehlo.compare"(%x, %y) {comparison_direction = "EQ"} : '
                       "(tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>"),
    "enum_of_another_enum": ('"stablehlo.fft"(%x) {fft_type = #stablehlo<comparison_direction '
                             'EQ>, fft_length = array<i64: 4>} : (tensor<4xf32>) -> '
                             "tensor<3xcomplex<f32>>"),
    "string_as_integer": ('"stablehlo.custom_call"(%x) {call_target_name = 3 : i64} : '
                          "(tensor<4xf32>) -> tensor<4xf32>"),
    "bool_as_integer": (f'"stablehlo.sort"(%x) {SORT_BODY} {{dimension = 0 : i64, is_stable = '
                        "1 : i64} : (tensor<4xf32>) -> tensor<4xf32>"),
    "unit_as_bool": ('"stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, ' + GROUP + ', '
                     "channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, "
                     "use_global_device_ids = true} : (tensor<4xf32>) -> tensor<4xf32>"),
    "struct_of_another_struct": ('"stablehlo.dot_general"(%x, %y) {dot_dimension_numbers = '
                                 "#stablehlo.gather<offset_dims = [0]>} : (tensor<4xf32>, "
                                 "tensor<4xf32>) -> tensor<f32>"),
    "precision_array_of_another_enum": (
        '"stablehlo.dot_general"(%x, %y) {dot_dimension_numbers = #stablehlo.dot<'
        "lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config "
        "= [#stablehlo<comparison_direction EQ>, #stablehlo<precision DEFAULT>]} : "
        "(tensor<4xf32>, tensor<4xf32>) -> tensor<f32>"),
    "chlo_i64_as_i32": ('"chlo.top_k"(%x) {k = 2 : i32} : (tensor<4xf32>) -> (tensor<2xf32>, '
                        "tensor<2xi32>)"),
    "enum_of_chlo": ('"stablehlo.compare"(%x, %y) {comparison_direction = '
                     "#chlo<comparison_direction EQ>} : (tensor<4xf32>, tensor<4xf32>) -> "
                     "tensor<4xi1>"),
    "chlo_enum_of_stablehlo": ('"chlo.broadcast_compare"(%x, %y) {comparison_direction = '
                               "#stablehlo<comparison_direction EQ>} : (tensor<4xf32>, "
                               "tensor<4xf32>) -> tensor<4xi1>"),
}
"""Attributes of another kind than their op's schema gives (spec.verify.KIND_CHECKED)."""


@pytest.mark.jaxlib
@pytest.mark.parametrize("name", sorted(WRONG_KINDS))
def test_an_attribute_of_another_kind_breaks_attribute_type_as_jaxlib_rejects_it(name):
    """Ours did not compare an attribute's kind with its schema's (an i32 all_gather_dim, a
    string comparison_direction, a dense<> permutation passed, and a predicate raised on some:
    `unchecked`); jaxlib rejects each ("failed to satisfy constraint"). Found reviewing what the
    verifier campaign never draws (fuzz/mutate keeps attribute kinds)."""
    op = WRONG_KINDS[name]
    result = op.rsplit("-> ", 1)[1]
    first = "%r#0" if result.startswith("(") else "%r"
    ret = result.strip("()").split(", ")[0]
    lhs = "%r:2" if result.startswith("(") else "%r"
    module = spec.parse(f"func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> {ret} {{\n"
                        f"  {lhs} = {op}\n  func.return {first} : {ret}\n}}")
    official, message = official_verdict(module)
    assert official is False and "failed to satisfy constraint" in message, message
    assert [d.constraint for d in verify(module)] == ["attribute-type"]


EXACT_OR_COMPATIBLE = {
    "return_static_as_dynamic": (
        "func.func @main(%x: tensor<2xf32>) -> tensor<?xf32> {\n"
        "  func.return %x : tensor<2xf32>\n}", ["return"]),
    "return_dynamic_as_static": (
        "func.func @main(%x: tensor<?xf32>) -> tensor<2xf32> {\n"
        "  func.return %x : tensor<?xf32>\n}", ["return"]),
    "call_static_to_dynamic": (
        "func.func @f(%y: tensor<?xf32>) -> tensor<?xf32> {\n  func.return %y : tensor<?xf32>\n}\n"
        "func.func @main(%x: tensor<2xf32>) -> tensor<?xf32> {\n"
        "  %r = func.call @f(%x) : (tensor<2xf32>) -> tensor<?xf32>\n"
        "  func.return %r : tensor<?xf32>\n}", ["call"]),
    "optimization_barrier_static_to_dynamic": (
        "func.func @main(%x: tensor<2xf32>) -> tensor<?xf32> {\n"
        '  %r = "stablehlo.optimization_barrier"(%x) : (tensor<2xf32>) -> tensor<?xf32>\n'
        "  func.return %r : tensor<?xf32>\n}", ["optimization_barrier_c1"]),
    "composite_static_for_dynamic": (
        "func.func @f(%y: tensor<?xf32>) -> tensor<?xf32> {\n  func.return %y : tensor<?xf32>\n}\n"
        "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
        '  %r = "stablehlo.composite"(%x) {name = "a.b", decomposition = @f} : (tensor<2xf32>) '
        "-> tensor<2xf32>\n  func.return %r : tensor<2xf32>\n}", ["composite_c3", "composite_c4"]),
    "get_tuple_element_static_as_dynamic": (
        "func.func @main(%x: tuple<tensor<2xf32>>) -> tensor<?xf32> {\n"
        '  %r = "stablehlo.get_tuple_element"(%x) {index = 0 : i32} : (tuple<tensor<2xf32>>) -> '
        "tensor<?xf32>\n  func.return %r : tensor<?xf32>\n}", []),
    "get_tuple_element_dynamic_as_static": (
        "func.func @main(%x: tuple<tensor<?xf32>>) -> tensor<2xf32> {\n"
        '  %r = "stablehlo.get_tuple_element"(%x) {index = 0 : i32} : (tuple<tensor<?xf32>>) -> '
        "tensor<2xf32>\n  func.return %r : tensor<2xf32>\n}", []),
}
"""Where upstream compares types exactly and where up to dynamic dimensions: ours compared
func.return, func.call, composite and optimization_barrier up to dynamic dimensions (accepting
what jaxlib rejects) and get_tuple_element exactly (rejecting what it accepts)."""


@pytest.mark.jaxlib
@pytest.mark.parametrize("name", sorted(EXACT_OR_COMPATIBLE))
def test_exact_and_compatible_types_as_jaxlib_compares_them(name):
    text, expected = EXACT_OR_COMPATIBLE[name]
    module = spec.parse(text)
    official, message = official_verdict(module)
    assert official == (not expected), message
    assert sorted({d.constraint for d in verify(module)}) == expected
