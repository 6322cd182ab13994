"""The op schemas (spec/ops) against the seed spec and jaxlib's generated op bindings.

Fails when an op of the seed spec has no schema, when a schema's operands, attributes, regions
or results disagree with the spec's tables or with jaxlib's `_stablehlo_ops_gen.py` (names,
order, variadic/optional, attribute kinds), when a kind is outside the vocabularies, or when a
schema is duplicated or lacks a summary.
"""
from __future__ import annotations

import ast
import glob
import importlib
import importlib.util
import os
import re
from functools import lru_cache
from pathlib import Path

import pytest

import spec.ops as ops
from spec.attributes import ENUMS, STRUCTS
from spec.constraints import of as constraints_of
from spec.ops.schema import ATTR_KINDS, ELEMENT_FAMILIES, SHAPE_CLASSES, TYPE_RULES, VALUE_KINDS
from tests.helpers.sources import seed_lines, seed_path, spec_sections

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


# ----------------------------------------------------------------------------- seed spec

INPUTS_HEADINGS = ("इनपुट", "तर्क")  # "Inputs" (two ops say "Arguments")
OUTPUTS_HEADING = "आउटपुट"
TABLE_END = ("कंस्ट्रेंट", "उदाहरण")  # "Constraints", "Examples"
LABEL = re.compile(r"^\((?:I|आई)(\d+)\)\s+(\S+)")


def spec_tables(body: tuple[str, ...]):
    """([(label, name)] of the inputs table, [name] of the outputs table) of a section."""
    inputs, outputs, mode = [], [], None
    for line in body:
        if line.startswith(INPUTS_HEADINGS):
            mode = "in"
            continue
        if line.startswith(OUTPUTS_HEADING):
            mode = "out"
            continue
        if line.startswith(TABLE_END):
            mode = None
            continue
        if not mode or not line.strip() or line.startswith(("लेबल", "नाम")):  # header rows
            continue
        if mode == "in":
            m = LABEL.match(line)
            if m:
                inputs.append((f"I{m.group(1)}", m.group(2)))
            else:  # tables whose label column was lost: labels by position
                inputs.append((f"I{len(inputs) + 1}", line.split()[0]))
        else:
            outputs.append(line.split()[0])
    return inputs, outputs


def spec_op_mentions() -> set[str]:
    """Every op the seed spec's text uses, in generic (`"stablehlo.add"(`) or pretty
    (`%0 = stablehlo.add %a, %b`, `stablehlo.return %x`) form. Attribute and type syntax
    (`#stablehlo.conv<...>`, `#stablehlo.dot<...>`, `!stablehlo.token`) is not an op."""
    text = "\n".join(seed_lines())
    names = set(re.findall(r'(?<![#!\w.])"stablehlo\.([a-z_0-9-]+)"\s*\(', text))
    names |= set(re.findall(r'(?:=|^)\s*stablehlo\.([a-z_0-9-]+)\s+[%@"\w(]', text, re.M))
    return {f"stablehlo.{n}" for n in names}


def test_seed_spec_has_all_op_sections():
    names = [n for n, _ in spec_sections()]
    assert len(names) >= 100, names
    assert len(set(names)) == len(names), "two spec sections resolve to the same op"


def test_every_spec_op_section_has_an_in_spec_schema():
    missing = [n for n, _ in spec_sections()
               if ops.schema(f"stablehlo.{n}") is None or not ops.OPS[f"stablehlo.{n}"].in_spec]
    assert not missing


def test_in_spec_schemas_are_exactly_the_spec_sections_and_return():
    expected = {f"stablehlo.{n}" for n, _ in spec_sections()} | {"stablehlo.return"}
    assert {s.name for s in ops.spec_ops()} == expected


def test_every_op_mentioned_in_the_spec_has_a_schema():
    mentions = spec_op_mentions()
    assert "stablehlo.return" in mentions and "stablehlo.add" in mentions
    assert not (mentions & {"stablehlo.token", "stablehlo.conv", "stablehlo.channel_handle",
                             "stablehlo.dot_algorithm"})
    missing = sorted(m for m in mentions if m not in ops.OPS)
    assert not missing


def _parts(s: ops.OpSchema):
    """name -> [(label, what)] of everything an op's spec table may refer to."""
    found: dict[str, list[tuple[str, object]]] = {}
    for part in (*s.operands, *s.regions):
        found.setdefault(part.name, []).append((part.label, part))
    for a in s.attributes:
        found.setdefault(a.name, []).append((a.label, a))
        for n in a.spec_names:
            found.setdefault(n, []).append((a.label, a))
    return found


def _label_covers(label: str, wanted: str) -> bool:
    m = re.fullmatch(r"I(\d+)(?:-I(\d+))?", label)
    if not m:
        return False
    lo = int(m.group(1))
    hi = int(m.group(2) or lo)
    return lo <= int(wanted[1:]) <= hi


@pytest.mark.parametrize("name", [n for n, _ in spec_sections()] if seed_path() else [])
def test_schema_matches_spec_tables(name):
    s = ops.OPS[f"stablehlo.{name}"]
    body = dict(spec_sections())[name]
    inputs, outputs = spec_tables(body)
    parts = _parts(s)
    for label, input_name in inputs:
        candidates = parts.get(input_name, [])
        assert any(_label_covers(lab, label) for lab, _ in candidates), (
            f"spec input ({label}) {input_name} of {name} has no operand, attribute, "
            f"spec_names entry or region labelled {label}: {candidates}")
    assert [r.name for r in s.results if r.origin != "upstream"] == outputs, \
        f"spec outputs of {name}: {outputs}"
    # every label the schema uses names a spec input
    spec_labels = {lab for lab, _ in inputs}
    for part in (*s.operands, *s.attributes, *s.regions):
        if part.label:
            m = re.fullmatch(r"I(\d+)(?:-I(\d+))?", part.label)
            assert m, part
            hi = int(m.group(2) or m.group(1))
            for k in range(int(m.group(1)), hi + 1):
                assert f"I{k}" in spec_labels, (name, part.name, part.label)
        if isinstance(part, ops.Attr) and part.spec_names:
            assert len(part.spec_names) == len(_expand(part.label)), part


def _expand(label: str) -> list[str]:
    m = re.fullmatch(r"I(\d+)(?:-I(\d+))?", label)
    if not m:
        return []
    return [f"I{k}" for k in range(int(m.group(1)), int(m.group(2) or m.group(1)) + 1)]


# ----------------------------------------------------------------------------- jaxlib ODS

def _ods_path() -> str | None:
    spec_ = importlib.util.find_spec("jaxlib")
    if spec_ is None or not spec_.submodule_search_locations:
        return None
    for base in spec_.submodule_search_locations:
        p = os.path.join(base, "mlir", "dialects", "_stablehlo_ops_gen.py")
        if os.path.isfile(p):
            return p
    return None


def _is_property(f: ast.FunctionDef) -> bool:
    return any((isinstance(d, ast.Attribute) and d.attr == "property")
               or (isinstance(d, ast.Name) and d.id == "property") for d in f.decorator_list)


def _mlir_name(python_name: str) -> str:
    return python_name.rstrip("_")  # `operands_`, `results_`: Python keyword/builtin clashes


def _attr_builder_kind(node: ast.AST) -> str | None:
    for sub in ast.walk(node):
        if (isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute)
                and sub.func.attr == "get" and sub.args
                and isinstance(sub.args[0], ast.Constant) and isinstance(sub.args[0].value, str)
                and isinstance(sub.func.value, ast.Attribute)
                and sub.func.value.attr == "AttrBuilder"):
            return sub.args[0].value
        if (isinstance(sub, ast.Attribute) and sub.attr == "get"
                and isinstance(sub.value, ast.Attribute) and sub.value.attr == "UnitAttr"):
            return "UnitAttr"
    return None


def _scan_init(stmts, ods, conditional=False):
    for st in stmts:
        if isinstance(st, ast.If):
            _scan_init(st.body, ods, conditional=True)
            _scan_init(st.orelse, ods, conditional=True)
            continue
        if isinstance(st, ast.Expr) and isinstance(st.value, ast.Call):
            call = st.value
            f = call.func
            if (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name)
                    and f.value.id == "operands" and f.attr in ("append", "extend")):
                arg = call.args[0]
                if isinstance(arg, ast.Call):  # _get_op_results_or_values(x)
                    arg = arg.args[0]
                name = _mlir_name(arg.id)
                how = "variadic" if f.attr == "extend" else ("optional" if conditional else "")
                ods["operands"].append((name, how))
        if isinstance(st, ast.Assign):
            t = st.targets[0]
            if (isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name)
                    and t.value.id == "attributes" and isinstance(t.slice, ast.Constant)):
                ods["attributes"][t.slice.value] = (_attr_builder_kind(st.value), conditional)


@lru_cache(maxsize=None)
def jaxlib_ops() -> dict[str, dict]:
    """OPERATION_NAME -> {operands: [(name, ""|"variadic"|"optional")],
    attributes: {name: (ODS kind, optional)}, regions: [(name, variadic)], results: [name]}
    read from jaxlib's generated bindings (with `ast`; nothing is imported)."""
    path = _ods_path()
    if path is None:
        pytest.skip("jaxlib's _stablehlo_ops_gen.py not found")
    src = open(path, encoding="utf-8").read()
    src_lines = src.split("\n")
    tree = ast.parse(src)
    out: dict[str, dict] = {}
    for cls in tree.body:
        if not isinstance(cls, ast.ClassDef) or cls.name.endswith("Adaptor"):
            continue
        name = None
        for st in cls.body:
            if (isinstance(st, ast.Assign) and isinstance(st.targets[0], ast.Name)
                    and st.targets[0].id == "OPERATION_NAME"):
                name = st.value.value
        if name is None:
            continue
        ods = {"operands": [], "attributes": {}, "regions": [], "results": []}
        for f in cls.body:
            if isinstance(f, ast.FunctionDef) and f.name == "__init__":
                _scan_init(f.body, ods)
            elif isinstance(f, ast.FunctionDef) and _is_property(f):
                text = "\n".join(src_lines[f.lineno - 1:f.end_lineno])
                if "self.regions" in text:
                    ods["regions"].append((_mlir_name(f.name), "self.regions[" in text
                                           and ":]" in text))
                elif "self.operation.result" in text:
                    ods["results"].append(_mlir_name(f.name))
        out[name] = ods
    return out


# ODS attribute kinds (as the bindings name them) -> the schema's kind.
ODS_KINDS = {
    "I64Attr": "i64", "I32Attr": "i32", "F32Attr": "f32", "BoolAttr": "bool",
    "UnitAttr": "unit", "StrAttr": "string", "DictionaryAttr": "dict",
    "FlatSymbolRefAttr": "symbol", "DenseI64ArrayAttr": "array<i64>",
    "DenseBoolArrayAttr": "array<i1>", "I64ElementsAttr": "dense<i64>",
    "ElementsAttr": "elements", "ArrayAttr": "array",
    "StableHLO_ReplicaGroups": "dense<i64>",
    "StableHLO_PrecisionConfigAttr": "array<enum:precision>",
    "StableHLO_FlatSymbolRefArrayAttr": "array<symbol>",
    "StableHLO_ArrayOfLayoutAttr": "array",
    "StableHLO_ConvDimensionNumbers": "conv",
    "StableHLO_GatherDimensionNumbers": "struct:gather",
    "StableHLO_ScatterDimensionNumbers": "struct:scatter",
    "StableHLO_DotDimensionNumbers": "struct:dot",
    "StableHLO_DotAlgorithm": "struct:dot_algorithm",
    "StableHLO_ChannelHandle": "struct:channel_handle",
    "StableHLO_ResultAccuracyAttr": "struct:result_accuracy",
    # an I32 enum: the text format writes `api_version = 4 : i32`
    "StableHLO_CustomCallApiVersionAttr": "i32",
    "stablehlo.StableHLO_ComparisonDirectionAttr": "enum:comparison_direction",
    "stablehlo.StableHLO_ComparisonTypeAttr": "enum:comparison_type",
    "stablehlo.StableHLO_FftTypeAttr": "enum:fft_type",
    "stablehlo.StableHLO_RngAlgorithmAttr": "enum:rng_algorithm",
    "stablehlo.StableHLO_RngDistributionAttr": "enum:rng_distribution",
    "stablehlo.StableHLO_TransposeAttr": "enum:transpose",
}


def _stablehlo_schemas():
    """The stablehlo ops of jaxlib 0.10.2's dialect: every stablehlo schema but upstream's
    newer ones (`upstream_only`, compared with StablehloOps.td below)."""
    return sorted(n for n, s in ops.OPS.items()
                  if n.startswith("stablehlo.") and not s.upstream_only)


def _jaxlib_attributes(name: str) -> list:
    """The attributes of op `name` that jaxlib 0.10.2 has: all but upstream's newer ones."""
    s = ops.OPS[name]
    return [a for a in s.attributes if s.attribute_origin(a) != "upstream"]


@pytest.mark.jaxlib
def test_every_jaxlib_op_has_a_schema_and_back():
    jax_ops = set(jaxlib_ops())
    assert len(jax_ops) > 100
    assert sorted(jax_ops - set(ops.OPS)) == []
    assert sorted(set(_stablehlo_schemas()) - jax_ops) == []
    newer = sorted(n for n, s in ops.OPS.items() if s.upstream_only)
    assert newer and not set(newer) & jax_ops, "an upstream_only op is jaxlib's after all"


@pytest.mark.jaxlib
def test_every_jaxlib_attribute_is_in_the_schemas_and_back():
    """Both directions at once, over every op: the attribute names jaxlib's bindings accept
    and those the schemas have (the per-op test below says which op differs)."""
    theirs = {(name, a) for name, ods in jaxlib_ops().items() for a in ods["attributes"]}
    mine = {(n, a.name) for n in _stablehlo_schemas() for a in _jaxlib_attributes(n)}
    assert sorted(theirs - mine) == [] and sorted(mine - theirs) == []


# ----------------------------------------------------------------------------- upstream's TD

def _td_path() -> Path | None:
    here = Path(ROOT).parent / "shared" / "upstream" / "StablehloOps.td"
    return here if here.is_file() else None


def td_ops() -> dict[str, dict]:
    """mnemonic -> {"arguments": [names], "regions": [names]} of upstream's current
    StablehloOps.td (../shared/upstream), read with regular expressions; skipped without it."""
    path = _td_path()
    if path is None:
        pytest.skip("../shared/upstream/StablehloOps.td not found")
    out = {}
    for chunk in re.split(r"^def ", path.read_text(encoding="utf-8"), flags=re.M):
        m = re.match(r'StableHLO_\w+\s*:\s*\w+<\s*"([a-z_0-9\-]+)"', chunk)
        if not m:
            continue
        args = re.search(r"let arguments = \(\s*ins(.*?)\);", chunk, re.S)
        regions = re.search(r"let regions = \((.*?)\);", chunk, re.S)
        out[m.group(1)] = {
            "arguments": re.findall(r":\$(\w+)", args.group(1)) if args else None,
            "regions": re.findall(r":\$(\w+)", regions.group(1)) if regions else []}
    return out


def test_every_op_of_upstreams_td_has_a_schema_and_back():
    td = td_ops()
    assert len(td) > 100
    mine = {s.mnemonic for n, s in ops.OPS.items() if n.startswith("stablehlo.")}
    assert sorted(set(td) - mine) == []
    assert sorted(mine - set(td)) == []


@pytest.mark.parametrize("name", sorted(n for n, s in ops.OPS.items() if s.upstream_only or any(
    s.attribute_origin(a) == "upstream" for a in s.attributes)))
def test_upstream_parts_match_the_td(name):
    """What jaxlib lacks (an op, an attribute of an op) is compared with upstream's definition
    instead: the op's operands, attributes and regions by name, or the attribute's presence."""
    entry = td_ops()[ops.OPS[name].mnemonic]
    s = ops.OPS[name]
    newer = [a.name for a in s.attributes if s.attribute_origin(a) == "upstream"]
    assert set(newer) <= set(entry["arguments"] or ()), newer
    if s.upstream_only:
        _same_as_td(name)


def _same_as_td(name):
    """An op jaxlib lacks is compared with upstream's definition instead: its operands,
    attributes and regions by name."""
    entry = td_ops()[ops.OPS[name].mnemonic]
    s = ops.OPS[name]
    assert entry["arguments"] == [p.name for p in s.operands] + [a.name for a in s.attributes]
    assert entry["regions"] == [r.name for r in s.regions]


@pytest.mark.jaxlib
@pytest.mark.parametrize("name", _stablehlo_schemas())
def test_schema_matches_jaxlib_bindings(name):
    ods = jaxlib_ops().get(name)
    if ods is None:
        pytest.fail(f"{name} is not an op of jaxlib's stablehlo dialect")
    s = ops.OPS[name]
    mine = [(o.name, "variadic" if o.variadic else "optional" if o.optional else "")
            for o in s.operands if o.origin != "upstream"]
    assert mine == ods["operands"], "operands (name, variadic/optional) in order"
    assert {a.name for a in _jaxlib_attributes(name)} == set(ods["attributes"]), \
        "attribute names"
    for a in _jaxlib_attributes(name):
        ods_kind, ods_optional = ods["attributes"][a.name]
        assert a.optional == ods_optional, f"{a.name}: optional is {ods_optional} in ODS"
        if ods_kind is None or ods_kind.startswith("anonymous_"):
            continue  # unnamed ODS constraints: their numbering changes between versions
        assert ods_kind in ODS_KINDS, f"{a.name}: ODS kind {ods_kind} has no mapping here"
        assert a.kind == ODS_KINDS[ods_kind], f"{a.name}: ODS kind {ods_kind}"
    assert [(r.name, r.variadic) for r in s.regions] == ods["regions"], "regions in order"
    if ods["results"]:
        assert [r.name for r in s.results if r.origin != "upstream"] == ods["results"], \
            "named results in order"


# ----------------------------------------------------------------------------- vocabulary

ALL = sorted(ops.OPS)


def _kind_ok(kind: str) -> bool:
    if kind in ATTR_KINDS:
        return True
    m = re.fullmatch(r"(?:array<)?(enum|struct):([a-z_]+)>?", kind)
    if not m or (kind.startswith("array<") != kind.endswith(">")):
        return False
    return m.group(2) in (ENUMS if m.group(1) == "enum" else STRUCTS)


@pytest.mark.parametrize("name", ALL)
def test_schema_uses_the_vocabularies(name):
    s = ops.OPS[name]
    assert s.family in ops.FAMILIES
    for a in s.attributes:
        assert _kind_ok(a.kind), f"{a.name}: kind {a.kind!r}"
        if a.default is not None:
            assert a.optional, f"{a.name} has a default but is required"
    for v in (*s.operands, *s.results):
        assert v.kind in VALUE_KINDS, f"{v.name}: value kind {v.kind!r}"
        assert set(v.elements) <= set(ELEMENT_FAMILIES), f"{v.name}: {v.elements}"
        assert not (v.variadic and getattr(v, "optional", False))
    for group in (s.operands, s.attributes, s.results, s.regions):
        names = [p.name for p in group]
        assert len(names) == len(set(names)), f"duplicate names {names}"


@pytest.mark.parametrize("name", ALL)
def test_elementwise_facts(name):
    """Shape classes and type rules are elementwise facts from their vocabularies; a shape
    class says how many operands the op has, and a type rule needs a unary or binary op (a
    rule spelled unary, a binary one)."""
    s = ops.OPS[name]
    assert s.shape_class in ("", *SHAPE_CLASSES) and s.type_rule in ("", *TYPE_RULES)
    if s.family != "elementwise":
        assert not s.shape_class and not s.type_rule
    arity = {"unary": 1, "binary": 2, "ternary": 3}.get(s.shape_class)
    if arity is not None:
        assert len(s.operands) == arity and len(s.results) == 1
        assert not any(o.variadic or o.optional for o in s.operands)
    if s.type_rule:
        assert s.shape_class == ("binary" if s.type_rule == "baseline-spelled-unary"
                                 else s.shape_class) in ("unary", "binary")
        assert [c.number for c in constraints_of(s.name)] == [1]


def test_vocabulary_enums_and_structs_referenced_exist():
    for kind in ATTR_KINDS:
        m = re.search(r"(enum|struct):([a-z_]+)", kind)
        if m:
            assert m.group(2) in (ENUMS if m.group(1) == "enum" else STRUCTS), kind


def test_no_duplicate_schemas_across_family_modules():
    seen: dict[str, str] = {}
    for family in ops.FAMILIES:
        module = importlib.import_module(f"spec.ops.{family}")
        for s in module.SCHEMAS:
            assert s.name not in seen, f"{s.name} in {family} and {seen[s.name]}"
            seen[s.name] = family
            assert s.family == family, f"{s.name} lives in {family} but says {s.family}"
    assert set(seen) == set(ops.OPS)


@pytest.mark.parametrize("name", ALL)
def test_schema_has_a_summary(name):
    s = ops.OPS[name]
    assert s.summary and s.summary.strip() == s.summary
    assert s.summary[0].isupper() and s.summary.endswith("."), s.summary
    if s.name.startswith("stablehlo.") and not s.in_spec:
        assert "not part of the seed spec" in s.summary


def test_dialects_present():
    for name in ("func.func", "func.return", "func.call", "check.expect_eq",
                 "check.expect_eq_const", "check.expect_almost_eq",
                 "check.expect_almost_eq_const", "check.expect_close",
                 "check.expect_serialized_eq", "stablehlo.return"):
        assert name in ops.OPS


def test_corpus_ops_have_schemas():
    """Every stablehlo/func/check op used by the project's .mlir corpora has a schema."""
    files = glob.glob(os.path.join(ROOT, "corpus", "**", "*.mlir"), recursive=True)
    files += glob.glob(os.path.join(ROOT, "tests", "data", "**", "*.mlir"), recursive=True)
    used: set[str] = set()
    for path in files:
        text = open(path, encoding="utf-8").read()
        used |= set(re.findall(r'"((?:stablehlo|func|check)\.[a-z_0-9-]+)"\s*\(', text))
        used |= set(re.findall(r'(?:=|^)\s*((?:stablehlo|func|check)\.[a-z_0-9-]+)\s+[%@"\w(]',
                               text, re.M))
    assert sorted(u for u in used if u not in ops.OPS) == []
