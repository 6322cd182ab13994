"""Programs without Shardy's single-process identities, for the oracles that cannot read Shardy.

JAX writes Shardy (`sdy`) ops and attributes into the programs it exports: a
`with_sharding_constraint`, a jit with in_shardings, and jax.random's key handling (an
`sdy.sharding_constraint` on an empty mesh) each leave `sdy.mesh` declarations,
`sdy.sharding_constraint` ops and `sdy.sharding` attributes. On one process each of those ops is
the identity of its operand's global value (reference/ops/sdy.py), and the attributes only say
how values would be laid out across devices. Upstream's interpreter aborts on any Shardy op and
our ONNX translator has none, so these oracles get the program with them removed (`stripped`):
each identity's result replaced by its operand, `sdy.sharding_group` annotations, the mesh
declarations and every `sdy.` attribute dropped, `sdy.constant` made a `stablehlo.constant`. Shardy ops with a body (`sdy.manual_computation`,
`sdy.named_computation`) are not identities of one value and stay: the oracle's declared gap
then keeps the program out. The Outcome says what was done (`NOTE`).
"""
from __future__ import annotations

import copy

from reference.ops import sdy
from spec.ir import Module, Op

IDENTITIES = frozenset({f"sdy.{name}" for name in sdy.IDENTITIES} | {"sdy.func_data_flow_edge"})
"""The Shardy ops whose result is their first operand's global value on one process."""

ANNOTATIONS = frozenset({"sdy.sharding_group"})
"""Shardy ops without results that only annotate values for sharding propagation."""

NOTE = ("Shardy's sharding ops and attributes removed (on one process each op is the identity "
        "of its operand)")


def shardy_in(module: Module) -> bool:
    """Whether the module holds Shardy ops, declarations or attributes."""
    return bool(module.declarations and any(d.name.startswith("sdy.")
                                            for d in module.declarations)) or any(
        op.dialect == "sdy" or _sdy_keys(op.attributes) for op in module.walk()) or any(
        _sdy_keys(a) for f in module.funcs for a in (f.arg_attrs or []) + (f.res_attrs or []))


def stripped(module: Module) -> Module:
    """A copy of `module` without Shardy's identities, declarations and attributes (see the
    module docstring); the module itself when it has none."""
    if not shardy_in(module):
        return module
    module = copy.deepcopy(module)
    module.declarations = [d for d in module.declarations if not d.name.startswith("sdy.")]
    for f in module.funcs:
        f.attributes = _without_sdy(f.attributes)
        f.arg_attrs = [_without_sdy(a) for a in f.arg_attrs] if f.arg_attrs else f.arg_attrs
        f.res_attrs = [_without_sdy(a) for a in f.res_attrs] if f.res_attrs else f.res_attrs
        if f.body is not None:
            _strip_region(f.body, {})
    return module


def _strip_region(region, replaced: dict) -> None:
    """Removes the identities of a region's blocks, nested regions included, replacing each use
    of an identity's result by its operand (`replaced`: id of a removed result -> the value)."""
    for block in region.blocks:
        kept = []
        for op in block.ops:
            op.operands = [replaced.get(id(v), v) for v in op.operands]
            op.attributes = _without_sdy(op.attributes)
            if op.name in IDENTITIES and op.operands and len(op.results) == 1:
                replaced[id(op.results[0])] = op.operands[0]
                continue
            if op.name in ANNOTATIONS:
                continue
            if op.name == "sdy.constant":
                op.name = "stablehlo.constant"  # the same `value`
            for inner in op.regions:
                _strip_region(inner, replaced)
            kept.append(op)
        block.ops[:] = kept


def _sdy_keys(attributes) -> list[str]:
    return [k for k in (attributes or {}) if k.startswith("sdy.")]


def _without_sdy(attributes: dict | None) -> dict | None:
    if not attributes or not _sdy_keys(attributes):
        return attributes
    return {k: v for k, v in attributes.items() if not k.startswith("sdy.")}


def removable(op: Op) -> bool:
    """Whether `stripped` removes `op` or makes it a StableHLO op (sdy.constant)."""
    return op.name in IDENTITIES or op.name in ANNOTATIONS or op.name == "sdy.constant"
