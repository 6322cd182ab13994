"""The constraint encoding (spec/constraints) and its corpus (corpus/constraints).

- Every op section of the seed spec has exactly the constraints C1..Cn the spec lists (ids,
  count), and so do the quantized types and the literals.
- Every constraint that a program can break has a negative case, and every op with
  constraints a valid case; each case says what it expects (`// expected: valid` or the ids
  of the diagnostics it must produce), and `spec.verify` reports exactly that.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import spec
from spec.constraints import ATTRIBUTE_SUBJECTS, CONSTRAINTS, TYPE_SUBJECTS, load
from spec.ops import OPS, spec_ops
from spec.verify import verify
from tests.helpers.sources import constraint_cases, seed_lines, spec_sections

ROOT = Path(__file__).resolve().parents[2]
CASES_DIR = ROOT / "corpus" / "constraints"
BULLET = re.compile(r"^\s*•\s*\(C(\d+)\)")

load(OPS)


CASES = constraint_cases()


def _seed_constraints() -> dict[str, int]:
    """Constraint count per op mnemonic, from the seed spec's op sections."""
    return {name: sum(1 for line in body if BULLET.match(line))
            for name, body in spec_sections()}


def test_every_op_has_the_spec_constraints():
    """C1..Cn as the seed spec lists them; after them only constraints of upstream's current
    op where upstream extends the seed's op (collective_broadcast's variadic operands), each
    saying so."""
    counts = _seed_constraints()
    wrong = {}
    for name, n in counts.items():
        mine = sorted((c for c in CONSTRAINTS.values() if c.subject == f"stablehlo.{name}"),
                      key=lambda c: c.number)
        ours = [c.number for c in mine]
        extra = mine[n:]
        if ours != list(range(1, len(ours) + 1)) or len(ours) < n or any(
                "upstream" not in c.note.lower() for c in extra):
            wrong[name] = (n, ours)
    assert not wrong, f"ops whose constraints differ from the spec's C1..Cn: {wrong}"


def test_type_constraints():
    lines = seed_lines()
    first_op = min(i for i, line in enumerate(lines) if line.startswith("सिमैंटिक")) - 2
    in_types = sum(1 for line in lines[:first_op] if BULLET.match(line))
    ours = [c for c in CONSTRAINTS.values() if c.subject in TYPE_SUBJECTS]
    assert len(ours) == in_types


def test_no_constraint_outside_the_spec():
    """Besides the seed spec's ops and types, only CHLO ops, the interpreter dialect's, the
    arith ops the suite reads, the stablehlo ops beyond the seed spec and the attributes beyond
    it (upstream's or MLIR's definitions and verifier) have constraints; each of those says
    where it comes from."""
    beyond = {n for n, s in OPS.items() if n.startswith(("chlo.", "interpreter.", "arith."))
              or n.startswith("stablehlo.") and not s.in_spec} | set(ATTRIBUTE_SUBJECTS)
    subjects = {s.name for s in spec_ops()} | set(TYPE_SUBJECTS) | beyond
    assert not [c.id for c in CONSTRAINTS.values() if c.subject not in subjects]
    unsourced = [c.id for c in CONSTRAINTS.values() if c.subject in beyond and
                 c.subject.startswith(("stablehlo.", "arith.")) or c.subject in ATTRIBUTE_SUBJECTS
                 if not re.search(r"upstream|jaxlib", c.note, re.I)]
    assert not unsourced, "constraints beyond the seed spec that do not say where they come from"


def test_every_breakable_constraint_has_a_negative_case():
    negative = {i for *_, ids in CASES for i in ids}
    missing = [c.id for c in CONSTRAINTS.values()
               if c.predicate is not None and not c.unviolable and c.id not in negative]
    assert not missing, f"constraints without a negative case in corpus/constraints: {missing}"


def test_every_constrained_op_has_a_valid_case():
    valid_ops = set()
    for stem, name, line, chunk, ids in CASES:
        if not ids:
            valid_ops |= {op.name for op in spec.parse(chunk).walk()}
    with_constraints = {c.subject for c in CONSTRAINTS.values() if c.subject in OPS}
    missing = sorted(with_constraints - valid_ops)
    assert not missing, f"ops with constraints but no valid case in corpus/constraints: {missing}"


@pytest.mark.parametrize("stem,name,line,chunk,ids", CASES,
                         ids=[f"{c[0]}/{c[1]}" for c in CASES])
def test_case_verdict(stem, name, line, chunk, ids):
    diags = verify(spec.parse(chunk, f"{stem}.mlir"))
    got = sorted({d.constraint for d in diags})
    detail = "\n".join(map(str, diags))
    assert got == sorted(set(ids)), f"expected {list(ids) or 'valid'}, got:\n{detail}"
