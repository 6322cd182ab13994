"""The structured CHLO ops that JAX emits beside StableHLO: top_k, ragged_dot and scan.

They are outside the seed spec (`in_spec=False`); their definitions are upstream's
ChloOps.td (../shared/upstream, StableHLO 1.20.0) and, where the two differ, what jaxlib 0.10.2
registers, which is what JAX programs hold:

- top_k: jaxlib 0.10.2 has no `is_stable` attribute (1.20.0's .td adds it, default true); an
  `is_stable` jaxlib meets is a discardable attribute that its lowering ignores (it always
  sorts stably). The schema keeps it, as the .td says.
- scan: 1.20.0's .td says it has no decomposition to StableHLO; jaxlib 0.10.2's
  chlo-legalize-to-stablehlo does lower it (to a while loop over dynamic slices).
- ragged_dot: jaxlib 0.10.2's verifier accepts group_sizes of rank 1 whatever the mode (it is
  broadcast over the prefix dimensions, as jax.lax.ragged_dot_general does).

The index arithmetic that the constraints, the reference and the generators share is here too
(`ragged_mode`, `group_prefix`, `ragged_dot_shape`, `scan_output_shape`), so that it has one home.
"""
from __future__ import annotations

from .schema import Attr, Operand, OpSchema, RegionSpec, Result

RAGGED_FIELDS = ("lhs_batching_dimensions", "rhs_batching_dimensions",
                 "lhs_contracting_dimensions", "rhs_contracting_dimensions",
                 "lhs_ragged_dimensions", "rhs_group_dimensions")

MODES = ("non-contracting", "contracting", "batch")
"""ragged_dot's modes, by the kind of lhs dimension that is ragged:
non-contracting `[b,m,k], [g,b,k,n], [b,g] -> [b,m,n]`,
contracting `[b,m,k], [b,k,n], [b,g] -> [g,b,m,n]`, batch `[b,m,k], [b,k,n], [g] -> [b,m,n]`."""

SCHEMAS = [
    OpSchema(
        "chlo.top_k",
        "The k largest elements along the last dimension of operand, in descending order, "
        "and their indices.",
        "chlo_structured",
        operands=(Operand("operand", "tensor", doc="rank >= 1, last dimension at least k"),),
        attributes=(Attr("k", "i64"),
                    Attr("is_stable", "bool", optional=True, default=True,
                         doc="Equal elements keep their index order; false: their order is "
                             "implementation-defined. Not an attribute of jaxlib 0.10.2's op.")),
        results=(Result("values", "tensor"),
                 Result("indices", "tensor", ("signed",), doc="i32")),
        in_spec=False,
    ),
    OpSchema(
        "chlo.ragged_dot",
        "A dot_general in which one lhs dimension is split into groups of group_sizes: each "
        "group is multiplied with its own rhs slice (ragged non-contracting), contracted on its "
        "own (ragged contracting) or batched (ragged batch).",
        "chlo_structured",
        operands=(Operand("lhs", "tensor"), Operand("rhs", "tensor"),
                  Operand("group_sizes", "tensor", ("integer",),
                          doc="[prefix..., g]: the size of each group")),
        attributes=(Attr("ragged_dot_dimension_numbers", "struct:ragged_dot",
                         spec_names=RAGGED_FIELDS),
                    Attr("precision_config", "array<enum:precision>", optional=True,
                         doc="`#chlo<precision ...>` values.")),
        results=(Result("result", "tensor"),),
        in_spec=False,
        accumulates=True,
    ),
    OpSchema(
        "chlo.scan",
        "Applies body along dimension of inputs, threading carries from step to step; the "
        "results are the body's per-step outputs stacked along dimension, then the final "
        "carries.",
        "chlo_structured",
        operands=(Operand("inputs", "tensor", variadic=True),
                  Operand("inits", "tensor", variadic=True)),
        attributes=(Attr("dimension", "i64"),
                    Attr("scan_dim_size", "i64", optional=True),
                    Attr("is_reverse", "bool", optional=True, default=False),
                    Attr("is_associative", "bool", optional=True,
                         doc="A hint (absent: unknown); it does not change the result.")),
        results=(Result("results", "tensor", variadic=True,
                        doc="The outputs, then the carries (resultSegmentSizes)."),),
        regions=(RegionSpec("body"),),
        in_spec=False,
    ),
]


def ragged_mode(lhs_rank: int, numbers: dict) -> str:
    """The mode (MODES) that lhs_ragged_dimensions[0] puts ragged_dot in."""
    ragged = numbers["lhs_ragged_dimensions"][0]
    if ragged in numbers["lhs_batching_dimensions"]:
        return "batch"
    if ragged in numbers["lhs_contracting_dimensions"]:
        return "contracting"
    return "non-contracting"


def group_prefix(lhs_rank: int, numbers: dict) -> list[int]:
    """The lhs dimensions that lead group_sizes' shape (`[prefix..., g]`): the batching
    dimensions, then the lhs dimensions of the ragged one's kind that come before it
    (non-contracting: the free ones, contracting: the contracting ones in their order); in batch
    mode, the batching dimensions before the ragged one."""
    batching = list(numbers["lhs_batching_dimensions"])
    contracting = list(numbers["lhs_contracting_dimensions"])
    ragged = numbers["lhs_ragged_dimensions"][0]
    mode = ragged_mode(lhs_rank, numbers)
    if mode == "batch":
        return batching[:batching.index(ragged)]
    if mode == "contracting":
        return batching + contracting[:contracting.index(ragged)]
    free = [d for d in range(lhs_rank) if d not in batching + contracting]
    return batching + free[:free.index(ragged)]


def ragged_dot_shape(lhs_shape, rhs_shape, num_groups: int, numbers: dict) -> tuple[int, ...]:
    """The result shape: `[g]` in contracting mode, then the batching dimensions, the free lhs
    dimensions and the free rhs dimensions (neither batching, contracting nor group)."""
    lb, lc = numbers["lhs_batching_dimensions"], numbers["lhs_contracting_dimensions"]
    rb, rc = numbers["rhs_batching_dimensions"], numbers["rhs_contracting_dimensions"]
    rg = numbers["rhs_group_dimensions"]
    lead = (num_groups,) if ragged_mode(len(lhs_shape), numbers) == "contracting" else ()
    return (lead + tuple(lhs_shape[d] for d in lb)
            + tuple(s for d, s in enumerate(lhs_shape) if d not in lb and d not in lc)
            + tuple(s for d, s in enumerate(rhs_shape) if d not in rb and d not in rc
                    and d not in rg))


def scan_output_shape(step_shape, dimension: int, size: int) -> tuple[int, ...]:
    """A scan output's shape: one step's output shape with the scanned dimension put back."""
    step = tuple(step_shape)
    return step[:dimension] + (size,) + step[dimension:]
