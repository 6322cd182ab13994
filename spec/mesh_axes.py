"""Upstream's replica groups given as mesh axes (`#stablehlo.replica_group_mesh_axes`, upstream's
spec.md "Replica groups"; not in the seed spec), as the list of lists of ids the collectives'
strategies take.

A mesh is a grid of devices, its axes named and sized; `device_ids` (optional) lists the device
of each grid position in lexicographic order of coordinates, else the position's own number is
its id. The axes the attribute names (each a whole axis, or a sub-axis `(pre_size)size`: the
part of an axis of size n whose coordinate is (c // (n / (pre_size * size))) % size, pre_size
being the product of the sizes before it in the split) vary within a group; every other
coordinate is fixed. So devices are in one group when their coordinates agree outside the named
axes, and a group lists its devices by their coordinates on the named axes, the first named
axis major. Groups come in lexicographic order of their fixed coordinates.

The parser keeps the attribute as text (spec.attributes.OpaqueAttr, printed back unchanged); a
mesh given as a symbol (`mesh = @mesh`, a `sdy.mesh` of the module) is not read here.

Here, so that both the verifier (spec/constraints/collective.py: a mesh whose groups are not
defined, or not unique, breaks the collective's is_unique(replica_groups)) and the reference
(reference/mesh_axes.py) read it one way.
"""
from __future__ import annotations

import math
import re

import numpy as np




class MeshAxesError(ValueError):
    """The mesh or its axes do not define replica groups: the message says what."""


PREFIX = "#stablehlo.replica_group_mesh_axes<"
_MESH_AXIS = re.compile(r'<name="([^"]*)",size=(-?\d+)>')
_AXIS_REF = re.compile(r'#stablehlo\.axis_ref<name="([^"]*)"(?:,sub_axis_info=\((-?\d+)\)(-?\d+))?>')
_DEVICE_IDS = re.compile(r"device_ids=dense<([^>]*)>")


def is_mesh_axes(attribute) -> bool:
    return getattr(attribute, "text", "").startswith(PREFIX)


def mesh_axes_groups(text: str) -> list[list[int]]:
    """The replica groups of a `#stablehlo.replica_group_mesh_axes<...>` attribute's (canonical,
    whitespace-free) text; MeshAxesError naming what is wrong with it."""
    mesh_text, _, refs_text = text[len(PREFIX):].partition(",axes=[")
    if mesh_text.startswith("mesh=@"):
        raise MeshAxesError(f"replica groups {text}: a mesh given by symbol "
                              f"({mesh_text[5:]}) is not evaluated; inline the mesh")
    mesh = [(name, int(size)) for name, size in _MESH_AXIS.findall(mesh_text)]
    ids = _DEVICE_IDS.search(mesh_text)
    refs = [(name, (int(pre), int(size)) if pre else None)
            for name, pre, size in _AXIS_REF.findall(refs_text)]
    return groups_of(mesh, None if ids is None else _ints(ids.group(1)), refs)


def groups_of(mesh: list[tuple[str, int]], device_ids: list[int] | None,
              refs: list[tuple[str, tuple[int, int] | None]]) -> list[list[int]]:
    """The groups of mesh `mesh` ((name, size) per axis) with `device_ids` (None: each grid
    position's number) whose devices vary along `refs` ((axis name, (pre_size, size) of a
    sub-axis or None for the whole axis))."""
    sizes = {name: size for name, size in mesh}
    where = f"mesh {mesh}, axes {[name if s is None else f'{name}:({s[0]}){s[1]}' for name, s in refs]}"
    if len(sizes) != len(mesh) or any(size < 1 for size in sizes.values()):
        raise MeshAxesError(f"replica groups of {where}: mesh axes need distinct names and "
                              "sizes >= 1")
    total = math.prod(sizes.values())
    ids = np.arange(total) if device_ids is None else np.asarray(device_ids, np.int64)
    if ids.shape != (total,) or len(set(ids.tolist())) != total:
        raise MeshAxesError(f"replica groups of {where}: device_ids {ids.tolist()} must be "
                              f"{total} distinct ids, one per device of the mesh")
    coords = np.array(list(np.ndindex(*[size for _, size in mesh])), np.int64).reshape(total, -1)
    fixed, position, group_size = coords.copy(), np.zeros(total, np.int64), 1
    for name, sub in refs:
        if name not in sizes:
            raise MeshAxesError(f"replica groups of {where}: no mesh axis {name!r}")
        axis, n = [a for a, _ in mesh].index(name), sizes[name]
        pre, size = sub if sub is not None else (1, n)
        if pre < 1 or size < 1 or n % (pre * size):
            raise MeshAxesError(f"replica groups of {where}: sub-axis ({pre}){size} does not "
                                  f"split axis {name!r} of size {n}")
        post = n // (pre * size)
        coordinate = (coords[:, axis] // post) % size
        position = position * size + coordinate
        fixed[:, axis] -= coordinate * post
        group_size *= size
    groups: dict[tuple, dict[int, int]] = {}
    for i in range(total):
        groups.setdefault(tuple(fixed[i]), {})[int(position[i])] = int(ids[i])
    if any(len(g) != group_size for g in groups.values()):
        raise MeshAxesError(f"replica groups of {where}: the axes overlap (a device would "
                              "take two places in its group)")
    return [[g[k] for k in range(group_size)] for _, g in sorted(groups.items())]


def _ints(literal: str) -> list[int]:
    return [int(v) for v in literal.strip("[]").split(",") if v.strip()]
