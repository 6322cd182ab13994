"""Upstream's replica groups given as mesh axes, for the collectives: spec/mesh_axes.py reads
them (the verifier uses the same reading); here its errors become evaluation errors."""
from __future__ import annotations

from spec import mesh_axes as _mesh
from spec.mesh_axes import PREFIX, is_mesh_axes  # noqa: F401  (the collectives' imports)

from .errors import EvaluationError


def mesh_axes_groups(text: str) -> list[list[int]]:
    """spec.mesh_axes.mesh_axes_groups; EvaluationError naming what is wrong."""
    try:
        return _mesh.mesh_axes_groups(text)
    except _mesh.MeshAxesError as e:
        raise EvaluationError(str(e)) from None


def groups_of(mesh, device_ids, refs) -> list[list[int]]:
    """spec.mesh_axes.groups_of; EvaluationError naming what is wrong."""
    try:
        return _mesh.groups_of(mesh, device_ids, refs)
    except _mesh.MeshAxesError as e:
        raise EvaluationError(str(e)) from None
