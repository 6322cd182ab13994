"""Constraints of attributes the seed spec lacks: result_accuracy (jaxlib's transcendental
ops), dot_general's algorithm ("known to be supported") and custom_call's operand and result
layouts.

They are upstream's verifier's checks (the attribute verifiers of StablehloAttrs.td and
custom_call's verifier, as jaxlib 0.10.2 runs them), observed case by case in
corpus/constraints/{result_accuracy,dot_algorithm,layouts}.mlir and written in the spec's
notation. Each runs on any op holding its attribute (spec.constraints.ATTRIBUTE_SUBJECTS).
"""
from __future__ import annotations

import itertools

from ..types import TensorType
from . import constraint
from .notation import rank, values_of

UPSTREAM = "Upstream's verifier (jaxlib 0.10.2); the seed spec does not have this attribute."


# -- result_accuracy -------------------------------------------------------------------------

def _accuracy(o) -> dict:
    return o.result_accuracy or {}


@constraint("result_accuracy", 1, "0 <= atol, 0 <= rtol and 0 <= ulps", note=UPSTREAM)
def _(o):
    a = _accuracy(o)
    bad = [k for k in ("atol", "rtol", "ulps") if a.get(k, 0) < 0]
    return not bad or f"negative tolerance: {', '.join(f'{k} = {a[k]}' for k in bad)}"


@constraint("result_accuracy", 2, "if mode is DEFAULT or HIGHEST, then atol = rtol = 0 and "
                                  "ulps = 0", note=UPSTREAM)
def _(o):
    a = _accuracy(o)
    mode = a.get("mode")
    if mode == "TOLERANCE":
        return True
    nonzero = [k for k in ("atol", "rtol", "ulps") if a.get(k, 0) != 0]
    return not nonzero or \
        f"mode {mode} with {', '.join(f'{k} = {a[k]}' for k in nonzero)}; expected all zero"


# -- dot_general's algorithm -----------------------------------------------------------------

FP8 = ("f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3", "f8E3M4", "f8E4M3B11FNUZ")
"""The 8-bit float types upstream's known algorithms take (all but f8E8M0FNU)."""

KNOWN_DOT_ALGORITHMS = frozenset(
    [(lhs, rhs, "f32", 1, 1, 1, imprecise)
     for lhs, rhs in itertools.product(FP8, FP8) for imprecise in (False, True)] +
    [("bf16", "bf16", "bf16", 1, 1, 1, False)] +
    [("bf16", "bf16", "f32", 1, 1, n, False) for n in (1, 3, 6, 9)] +
    [("f16", "f16", "f16", 1, 1, 1, False), ("f16", "f16", "f32", 1, 1, 1, False),
     ("tf32", "tf32", "f32", 1, 1, 1, False), ("tf32", "tf32", "f32", 1, 1, 3, False),
     ("f32", "f32", "f32", 1, 1, 1, False), ("f64", "f64", "f64", 1, 1, 1, False)])
"""(lhs_precision_type, rhs_precision_type, accumulation_type, lhs_component_count,
rhs_component_count, num_primitive_operations, allow_imprecise_accumulation) of every
algorithm upstream's verifier knows: found by giving jaxlib 0.10.2 every combination of the
float types, component counts 1-2, 1/3/6/9 primitive operations and both flags
(tests/spec/test_attribute_constraints.py repeats the comparison)."""

FIELDS = ("lhs_precision_type", "rhs_precision_type", "accumulation_type",
          "lhs_component_count", "rhs_component_count", "num_primitive_operations",
          "allow_imprecise_accumulation")


def algorithm_key(algorithm: dict) -> tuple:
    """An algorithm attribute (plain) as a key of KNOWN_DOT_ALGORITHMS."""
    return tuple(str(algorithm.get(f)) if f.endswith("_type") else algorithm.get(f)
                 for f in FIELDS)


@constraint("dot_algorithm", 1, "(lhs_precision_type, rhs_precision_type, accumulation_type, "
                                "lhs_component_count, rhs_component_count, "
                                "num_primitive_operations, allow_imprecise_accumulation) is an "
                                "algorithm known to be supported (KNOWN_DOT_ALGORITHMS)",
            note=UPSTREAM + " The seed spec's dot_general C21-C24 check the algorithm's shape; "
                            "upstream also requires one of the algorithms it knows.")
def _(o):
    algorithm = o.algorithm
    if not isinstance(algorithm, dict):
        return True
    key = algorithm_key(algorithm)
    if any(not isinstance(n, int) or n <= 0 for n in key[3:6]):
        return True  # dot_general C22-C24's
    return key in KNOWN_DOT_ALGORITHMS or \
        f"dot algorithm {dict(zip(FIELDS, key))} is not known to be supported"


# -- custom_call's operand and result layouts ------------------------------------------------

@constraint("layouts", 1, "operand_layouts and result_layouts are both present or both absent",
            note=UPSTREAM)
def _(o):
    return o.has_operand_layouts == o.has_result_layouts


def _pairs(o):
    """(what, layouts, types) of the layouts present."""
    out = []
    for what, values in (("operand", o.inputs), ("result", o.results)):
        layouts = getattr(o, f"{what}_layouts")
        if getattr(o, f"has_{what}_layouts"):
            out.append((what, list(layouts or []), list(values)))
    return out


@constraint("layouts", 2, "size(operand_layouts) = size(inputs) and size(result_layouts) = "
                          "size(results)", note=UPSTREAM)
def _(o):
    for what, layouts, types in _pairs(o):
        if len(layouts) != len(types):
            return f"{len(types)} {what}s and {len(layouts)} {what} layouts"
    return True


@constraint("layouts", 3, "each layout of a tensor is a permutation of [0, rank(tensor))",
            note=UPSTREAM)
def _(o):
    for what, layouts, types in _pairs(o):
        for i, (layout, t) in enumerate(zip(layouts, types)):
            if not isinstance(t, TensorType):
                continue
            order = sorted(int(v) for v in values_of(layout))
            if order != list(range(rank(t))):
                return f"{what} layout {i} {[int(v) for v in values_of(layout)]} for {t}; " \
                       f"expected a permutation of [0, {rank(t)})"
    return True
