"""The constraints of attributes beyond the seed spec (spec/constraints/attributes.py) against
upstream's verifier: the table of dot algorithms upstream knows is compared with jaxlib's
verdict on every known algorithm and every algorithm one field away from one."""
from __future__ import annotations

import pytest

from spec.constraints.attributes import FIELDS, FP8, KNOWN_DOT_ALGORITHMS
from spec.official import official_verdict

TYPES = ("f8E4M3FN", "f8E5M2", "f8E8M0FNU", "bf16", "f16", "tf32", "f32", "f64")
"""The types a field is varied over (two of the 8-bit floats stand for the others)."""
VALUES = {"lhs_precision_type": TYPES, "rhs_precision_type": TYPES, "accumulation_type": TYPES,
          "lhs_component_count": (1, 2), "rhs_component_count": (1, 2),
          "num_primitive_operations": (1, 2, 3, 6, 9), "allow_imprecise_accumulation": (False,
                                                                                       True)}


def _program(key) -> str:
    fields = ", ".join(f"{f} = {str(v).lower() if isinstance(v, bool) else v}"
                       for f, v in zip(FIELDS, key))
    return f'''func.func @main(%x: tensor<2x3xf32>, %y: tensor<3x2xf32>) -> tensor<2x2xf32> {{
  %r = "stablehlo.dot_general"(%x, %y) {{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, algorithm = #stablehlo.dot_algorithm<{fields}>}} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  func.return %r : tensor<2x2xf32>
}}'''


def _neighbourhood() -> set[tuple]:
    """Every known algorithm, and every one a field away from a known one whose types are in
    TYPES."""
    out = set(KNOWN_DOT_ALGORITHMS)
    for key in (k for k in KNOWN_DOT_ALGORITHMS if set(k[:3]) <= set(TYPES)):
        for i, field in enumerate(FIELDS):
            out |= {key[:i] + (v,) + key[i + 1:] for v in VALUES[field]}
    return out


@pytest.mark.jaxlib
def test_known_dot_algorithms_are_upstreams():
    cases = sorted(_neighbourhood(), key=str)
    assert len(cases) > 2 * len(KNOWN_DOT_ALGORITHMS)
    wrong = []
    for key in cases:
        accepted, message = official_verdict(_program(key))
        if accepted != (key in KNOWN_DOT_ALGORITHMS):
            wrong.append((key, accepted, message))
    assert not wrong, wrong[:5]
