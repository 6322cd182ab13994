"""Every constraint C1..Cn of every op and type of the seed spec, as data plus a predicate.

A constraint has a stable id (`<stem>_c<n>`: `gather_c3`, `chlo_erf_c1`,
`quantized_type_c12`; see `stem`), the spec's formula text, the names it involves (derived from
the formula and the op's schema) and an executable predicate. Predicates live in the family
modules of this package, one decorated function per constraint, written with the spec's
notation (`spec.constraints.notation`) over an `OpView` (`spec.constraints.view`):

    @constraint("gather", 1, "rank(operand) = size(offset_dims) + size(collapsed_slice_dims) "
                             "+ size(operand_batching_dims)")
    def _(o):
        return rank(o.operand) == size(o.offset_dims) + size(o.collapsed_slice_dims) + ...

A predicate returns True when the constraint holds (also when it does not apply: the condition
of a conditional constraint is false), False when it is violated, or a string that says what
was found when it is violated. A constraint that the parser enforces (literals) is declared
with `checked_by="parser"` and no predicate; one that no parseable program can break says why
in `unviolable`.
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from importlib import import_module
from typing import Callable

import numpy as np

from ..ops import OPS, registered
from .notation import function_type

FAMILY_MODULES = ("types", "elementwise", "structure", "data_movement", "reduction", "linalg",
                  "collective", "control_flow", "quantization", "misc", "chlo",
                  "chlo_structured", "interpreter", "legacy", "attributes", "arith")
"""The modules of this package that declare constraints (op families as in spec.ops, plus
`types` for the quantized types and literals; chlo's, chlo_structured's and interpreter's come
from upstream's definitions (ChloOps.td, InterpreterOps.td), not from the seed spec, and so do
legacy's, the jaxlib ops the seed spec leaves out (StablehloOps.td and jaxlib's verifier), and
attributes', the checks upstream's verifier makes of attributes the seed spec lacks; arith's come
from MLIR's arith dialect)."""


@dataclass(frozen=True)
class Constraint:
    id: str
    subject: str  # "stablehlo.gather", or a type / literal kind: "quantized_type"
    number: int
    formula: str
    predicate: Callable | None = field(default=None, compare=False, repr=False)
    checked_by: str = "verifier"  # "verifier" | "parser"
    unviolable: str = ""
    note: str = ""
    involves: tuple[str, ...] = ()
    origin: str = ""
    """One of spec.ops.ORIGINS when the constraint comes from elsewhere than its op (upstream's
    current collective_broadcast adds C4-C6 to the seed spec's op); "": its op's origin."""

    def check(self, view) -> str | None:
        """None when the constraint holds for the op seen by `view`, else a message."""
        verdict = self.predicate(view)
        if verdict is True:
            return None
        if verdict is False:
            return self.default_message(view)
        if isinstance(verdict, str):
            return verdict
        raise TypeError(f"the predicate of {self.id} returned {verdict!r} (expected a bool or "
                        "a message)")

    def default_message(self, view) -> str:
        found = []
        names = view.names() if hasattr(view, "names") else {}
        for name in self.involves:
            if name in names:
                found.append(f"{name} = {_show(names[name])}")
        return f"expected {self.formula}" + (f"; found {', '.join(found)}" if found else "")


def _show(value) -> str:
    if isinstance(value, tuple) and value and not isinstance(value[0], (int, float)):
        return "(" + ", ".join(map(str, value)) + ")"
    if hasattr(value, "tolist"):
        if getattr(value, "size", 0) > 64:  # a large constant (a splat, perhaps): its edges
            return re.sub(r"\s+", " ", np.array2string(value, separator=", ", threshold=64))
        return str(value.tolist())
    if hasattr(value, "block"):  # a region
        return str(function_type(value))
    return str(value)


CONSTRAINTS: dict[str, Constraint] = {}
"""Every constraint by id, in declaration order."""


def constraint(subject: str, number: int, formula: str, *, checked_by: str = "verifier",
               unviolable: str = "", note: str = "", registrant: str = "", origin: str = ""):
    """Declares constraint C<number> of `subject` (an op mnemonic such as "gather", or a type
    subject such as "quantized_type") with the spec's formula text; decorates its predicate.
    A subject that is neither an op of spec.ops nor a type subject is a ValueError naming
    `registrant`, the declaring module (by default the caller's)."""
    registrant = registrant or sys._getframe(1).f_globals["__name__"]
    full = subject if subject in TYPE_SUBJECTS or subject in ATTRIBUTE_SUBJECTS \
        else registered(subject, registrant)
    cid = f"{stem(full)}_c{number}"

    def register(fn):
        if cid in CONSTRAINTS:
            raise ValueError(f"constraint {cid} is declared twice")
        CONSTRAINTS[cid] = Constraint(cid, full, number, formula, fn, checked_by, unviolable,
                                      note, origin=origin)
        return fn

    return register


def parser_constraint(subject: str, number: int, formula: str, note: str = "") -> None:
    """Declares a constraint that the parser enforces (ParseError), without a predicate."""
    constraint(subject, number, formula, checked_by="parser", note=note,
               registrant=sys._getframe(1).f_globals["__name__"])(None)


def stem(subject: str) -> str:
    """What the constraint ids of `subject` (a full op name or a type subject) start with, and
    the name of its file of cases in corpus/constraints: the mnemonic of a stablehlo or
    interpreter op (`gather`), `chlo_<mnemonic>` for a CHLO op (`chlo_tan`: CHLO repeats
    stablehlo's names, as chlo.tan and chlo.constant do today, so its ids carry the dialect),
    `arith_<mnemonic>` likewise for an arith op (`arith_constant`), the type subject itself (`quantized_type`). A `-` of a mnemonic is written `_`
    (cross-replica-sum's ids are `cross_replica_sum_c<n>`), so ids stay identifiers."""
    dialect, _, mnemonic = subject.rpartition(".")
    mnemonic = mnemonic.replace("-", "_")
    return f"{dialect}_{mnemonic}" if dialect in ("chlo", "arith") else mnemonic


TYPE_SUBJECTS = ("quantized_type", "integer_literal", "float_literal", "complex_literal",
                 "tensor_literal", "quantized_tensor_literal")
"""Subjects that are not ops: the quantized element / tensor types and the literals."""

ATTRIBUTE_SUBJECTS = {
    "result_accuracy": ("result_accuracy",),
    "dot_algorithm": ("algorithm",),
    "layouts": ("operand_layouts", "result_layouts"),
}
"""Subjects that are attributes beyond the seed spec, with the attribute names that carry them:
their constraints (upstream's verifier's checks of those attributes, spec/constraints/
attributes.py) run on every op whose schema has one of the attributes and that holds it, seen
as that op."""


def of_attributes(op, schema) -> list[Constraint]:
    """The attribute-subject constraints that apply to `op` (it holds one of their attributes
    and its schema has that attribute), in subject and number order."""
    load(OPS)
    present = set(op.attributes) & {a.name for a in schema.attributes}
    return [c for subject, names in ATTRIBUTE_SUBJECTS.items() if present & set(names)
            for c in of(subject)]

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _involved(c: Constraint, schemas) -> tuple[str, ...]:
    if c.subject in ATTRIBUTE_SUBJECTS:  # the attributes that carry it
        return ATTRIBUTE_SUBJECTS[c.subject]
    schema = schemas.get(c.subject)
    if schema is None:
        return ()
    known = {p.name for p in schema.operands + schema.results + schema.regions}
    for a in schema.attributes:
        known.add(a.name)
        known.update(a.spec_names)
    seen = []
    for word in _IDENT.findall(c.formula):
        if word in known and word not in seen:
            seen.append(word)
    return tuple(seen)


def load(schemas) -> dict[str, Constraint]:
    """Imports the family modules, fills each constraint's `involves` from the op schemas, and
    returns CONSTRAINTS."""
    if not getattr(load, "done", False):
        for name in FAMILY_MODULES:
            try:
                import_module(f"{__name__}.{name}")
            except ModuleNotFoundError as e:
                if e.name != f"{__name__}.{name}":
                    raise
        for cid, c in list(CONSTRAINTS.items()):
            CONSTRAINTS[cid] = Constraint(c.id, c.subject, c.number, c.formula, c.predicate,
                                          c.checked_by, c.unviolable, c.note,
                                          _involved(c, schemas), c.origin)
        load.done = True
    return CONSTRAINTS


def of(subject: str) -> list[Constraint]:
    """The constraints of an op (full name) or type subject, in order."""
    load(OPS)
    return sorted((c for c in CONSTRAINTS.values() if c.subject == subject),
                  key=lambda c: c.number)
