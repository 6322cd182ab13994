"""The op x facet matrix: what each layer has of every op of spec.ops.

Facets: the schema (spec.ops), the reference's function (reference.ops, or the interpreter
itself), a generator (fuzz.strategies.OP_GENERATORS), verifier constraints (spec.constraints),
a pretty form (spec.syntax.pretty), an error bound (reference.bounds), and each oracle's
support or declared gap (its op_gaps: the onnxruntime column is the ONNX translator's handlers).

Which facets an op needs follows from spec facts: every op needs a reference function and every
stablehlo op a generator (those beyond the seed spec too: jaxlib's and upstream's current
opset); those the spec gives constraints need them in the verifier, and so does every CHLO op
(upstream's ChloOps.td defines them) and every stablehlo op beyond the seed spec (upstream's
verifier); those that accumulate need an error bound; ops that upstream's printer writes in a pretty form
(the jaxlib catalogue in tests/data/ops) need a reader for it; func and check ops need a
reference function. A needed facet that is missing is a hole: it fails unless HOLES declares it
with a reason, and a declared hole that is filled fails as stale. `pytest -s` prints the matrix.

The registries also check their names when they are built: each registration of a name that
is not an op fails with a ValueError naming the registering module and the name.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from fuzz.strategies import OP_GENERATORS, generator_table
from oracles import ORACLES, oracle_class
from oracles.base import OpGap, Oracle
from reference.bounds import BOUNDS, error_bound
from reference.interpreter import INTERPRETED
from reference.ops.registry import IMPLEMENTATIONS, op
from spec.constraints import CONSTRAINTS, constraint, load
from spec.ops import OPS
from spec.syntax.pretty_readers import PRETTY, pretty
from tests.helpers.sources import spec_sections

CATALOGUE = Path(__file__).resolve().parents[1] / "data" / "ops"
BULLET = re.compile(r"^\s*•\s*\(C(\d+)\)")
PRETTY_OP = re.compile(r"(?:^|= )\s*((?:stablehlo|func|check)\.[a-z_0-9]+)", re.M)

FACETS = ("schema", "reference", "generator", "constraints", "pretty", "bound")

HOLES = {
    ("func.func", "reference"): "a function definition: the interpreter runs its body",
    ("func.func", "pretty"): "the parser reads function definitions itself (spec.syntax.parser)",
    ("sdy.mesh", "reference"): "a module-level declaration (spec.ir Module.declarations): no "
                               "function runs it",
    ("stablehlo.scatter", "bound"): "the order of updates to one index is declared "
                                    "Unspecified (scatter/update-order): comparisons ignore "
                                    "those elements",
    ("stablehlo.select_and_scatter", "bound"): "the order of scattered sums is declared "
                                               "Unspecified (select_and_scatter/float-schedule)",
    ("stablehlo.all_reduce", "bound"): "the order across processes is declared Unspecified "
                                       "(all_reduce/schedule)",
    ("stablehlo.reduce_scatter", "bound"): "the order across processes is declared Unspecified "
                                           "(reduce_scatter/schedule)",
    ("stablehlo.einsum", "constraints"): "upstream's verifier checks nothing beyond the operand "
                                         "kinds (StablehloOps.td: Pure, no verifier); the "
                                         "reference rejects a config it cannot read",
    ("stablehlo.unary_einsum", "constraints"): "upstream's verifier checks nothing beyond the "
                                               "operand kinds (as einsum)",
    ("stablehlo.torch_index_select", "constraints"): "upstream's verifier checks nothing beyond "
                                                     "the operand kinds (dim and batch_dims "
                                                     "are unchecked)",
    ("stablehlo.create_token", "constraints"): "its one result is a token, which the "
                                               "structural rules check",
}
"""(op, facet) -> why the op lacks a facet it would need."""


def _spec_constraint_counts() -> dict[str, int] | None:
    """Constraints per op mnemonic in the seed spec; None without the seed."""
    try:
        return {name: sum(1 for line in body if BULLET.match(line))
                for name, body in spec_sections()}
    except pytest.skip.Exception:
        return None


def _printed_pretty() -> set[str]:
    """The ops upstream's printer writes in a pretty form (jaxlib's prints in the catalogue)."""
    return {m for p in CATALOGUE.glob("*.pretty.mlir") for m in PRETTY_OP.findall(p.read_text())}


def _oracles() -> dict[str, type[Oracle] | str]:
    """Each oracle's class, or why it cannot be imported here."""
    out = {}
    for name in ORACLES:
        try:
            out[name] = oracle_class(name)
        except ImportError as e:
            out[name] = f"not importable: {e}"
    return out


def _matrix():
    """(rows, holes): per op, each facet's mark; the undeclared holes and stale declarations."""
    counts = _spec_constraint_counts()
    printed = _printed_pretty()
    constrained = {c.subject for c in load(OPS).values()}
    oracles = _oracles()
    rows, holes = {}, []
    for name, s in OPS.items():
        stablehlo = name.startswith("stablehlo.")
        has = {"schema": True,
               "reference": name in IMPLEMENTATIONS or name in INTERPRETED,
               "generator": stablehlo and s.mnemonic in OP_GENERATORS,
               "constraints": name in constrained,
               "pretty": name in PRETTY,
               "bound": name in BOUNDS}
        needs = {"schema": True,
                 "reference": True,
                 "generator": stablehlo,
                 "constraints": name.startswith("chlo.") or stablehlo and not s.in_spec or (
                     s.in_spec and stablehlo and (
                         counts is None and name in constrained or bool(counts and counts.get(
                             s.mnemonic)))),
                 "pretty": name in printed,
                 "bound": s.in_spec and s.accumulates}
        row = []
        for facet in FACETS:
            declared = (name, facet) in HOLES
            if has[facet]:
                row.append("+")
                if declared:
                    holes.append(f"{name} {facet}: declared a hole but present (stale)")
            elif needs[facet]:
                row.append("h" if declared else "!")
                if not declared:
                    holes.append(f"{name} {facet}: missing, and not declared in HOLES")
            else:
                row.append(".")
                if declared:
                    holes.append(f"{name} {facet}: declared a hole but not needed (stale)")
        for oracle in oracles.values():
            if isinstance(oracle, str):
                row.append("?")
                continue
            ok, _ = oracle.op_support(name)
            gap = oracle.op_gaps.get(name) or oracle.op_gaps.get(f"family:{s.family}")
            row.append("+" if ok and gap is None else "~" if ok or gap.elements or gap.when
                       else "g")
        rows[name] = row
    for key in HOLES:
        if key[0] not in OPS or key[1] not in FACETS:
            holes.append(f"HOLES names no op and facet: {key}")
    return rows, holes, oracles


def _print(rows, oracles) -> None:
    width = max(map(len, rows))
    print(f"\nop x facet. Columns: {', '.join(FACETS)} | oracles: {', '.join(oracles)}.\n"
          "Facets: + present, . not needed, h declared hole (below), ! hole. Oracles: + supported,"
          " ~ partly (a gap on some element types or attributes), g gap, ? not importable.")
    print(" " * (width + 1) + " ".join(f[0] for f in FACETS) + " | "
          + " ".join(o[0] for o in oracles))
    for name, row in rows.items():
        print(f"{name:<{width}} " + " ".join(row[:len(FACETS)]) + " | "
              + " ".join(row[len(FACETS):]))
    print("Declared holes:")
    for (name, facet), why in HOLES.items():
        print(f"  {name} {facet}: {why}")


def test_every_op_has_every_facet_it_needs():
    rows, holes, oracles = _matrix()
    _print(rows, oracles)
    assert not holes, "\n".join(holes)


def test_every_oracle_gap_has_a_reason():
    for name, oracle in _oracles().items():
        if isinstance(oracle, str):
            continue
        for key, gap in oracle.op_gaps.items():
            assert gap.reason.strip(), f"{name}: the gap of {key} gives no reason"
        for op_name in OPS:
            ok, why = oracle.op_support(op_name)
            assert ok or why.strip(), f"{name}: {op_name} unsupported without a reason"


# --- registrations check their op names --------------------------------------------------------

def _f(*_, **__):
    return None


BAD = re.escape(f"{_f.__module__}: 'no_such_op' is not an op of spec.ops")


def test_the_reference_registry_rejects_a_name_that_is_no_op():
    with pytest.raises(ValueError, match=BAD):
        op("no_such_op")(_f)
    assert "stablehlo.no_such_op" not in IMPLEMENTATIONS


def test_the_error_bounds_reject_a_name_that_is_no_op():
    with pytest.raises(ValueError, match=BAD):
        error_bound("no_such_op")(_f)
    assert "stablehlo.no_such_op" not in BOUNDS


def test_the_verifier_rejects_a_constraint_of_a_name_that_is_no_op():
    with pytest.raises(ValueError, match=BAD):
        constraint("no_such_op", 1, "type(operand) = type(result)")(_f)
    assert "no_such_op_c1" not in CONSTRAINTS


def test_the_pretty_forms_reject_a_name_that_is_no_op():
    bad = re.escape(f"{_f.__module__}: 'stablehlo.no_such_op' is not an op of spec.ops")
    with pytest.raises(ValueError, match=bad):
        pretty("stablehlo.no_such_op")(_f)
    assert "stablehlo.no_such_op" not in PRETTY


def test_the_generators_reject_a_name_that_is_no_op():
    with pytest.raises(ValueError, match=BAD):
        generator_table({"add": OP_GENERATORS["add"]}, {"no_such_op": _f})


def test_oracle_gaps_reject_a_name_that_is_no_op():
    with pytest.raises(ValueError, match="Gapped.op_gaps: not an op or family.*no_such_op"):
        type("Gapped", (Oracle,), {"op_gaps": {"stablehlo.no_such_op": OpGap("none")}})
