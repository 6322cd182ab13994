"""Generators of control flow (while, if, case), structure (tuple, get_tuple_element,
optimization_barrier, composite, custom_call, after_all, constant), random (rng,
rng_bit_generator), quantization and the collective / process ops."""
from __future__ import annotations

import numpy as np

from reference.values import QuantizedTensor
from spec.attributes import BoolAttr, DictAttr, OpaqueAttr, UnitAttr
from spec.build import (binary_region, dense, enum, function, i64_matrix, integer, region, string,
                        struct, symbol, tensor_type)
from spec.mesh_axes import PREFIX as MESH_AXES, groups_of
from spec.shapes import all_gather_shape, all_to_all_shape, reduce_scatter_shape
from spec.types import ELEMENT_TYPES, FutureType, QuantizedElementType, TensorType, TupleType

from .strategies_base import TOKEN, random_values
from .strategies_movement import MOVEMENT
from .strategies_reduction import body_ops


def _values(p, n):
    """n arguments of drawn types and shapes: the values and their types."""
    names = [p.arg(p.typed(), p.shape()) for _ in range(n)]
    return names, [x.type for x in names]


def _while(p):
    """A counter from 0 to a drawn trip count (0..4) carried with 1..3 other values; numeric
    values are doubled on each trip."""
    names, types = _values(p, p.integers(1, 3))
    trips = p.integers(0, 4)
    counter = p.arg("i64", (), np.array(0))
    c = tensor_type((), "i64")

    def cond(b, a):
        n = b.op("constant", [], [c], {"value": dense(trips, "i64")})
        return b.op("compare", [a[0]] + n, [tensor_type((), "i1")],
                    {"comparison_direction": enum("comparison_direction", "LT")})

    def body(b, a):
        one = b.op("constant", [], [c], {"value": dense(1, "i64")})
        returned = b.op("add", [a[0]] + one, [c])
        for x in a[1:]:
            bool_ = x.type.element_type == ELEMENT_TYPES["i1"]
            returned += [x] if bool_ else b.op("add", [x, x], [x.type])
        return returned
    p.op("while", [counter] + names, [c] + types,
         regions=[region([c] + types, cond), region([c] + types, body)])


def _branch(p, names, types):
    """A branch returning the given values (captured from @main) in drawn order."""
    order = [p.choice([i for i, t in enumerate(types) if t == want]) for want in types]
    return region([], lambda b, a: [names[i] for i in order])


def _if(p):
    names, types = _values(p, p.integers(1, 3))
    pred = p.arg("i1", ())
    p.op("if", [pred], types, regions=[_branch(p, names, types), _branch(p, names, types)])


def _case(p):
    """1..3 branches; the index also takes values out of range (the last branch runs). A hard
    program has 3 branches first, over 3 values of one type that each branch returns in its
    own order, and an index out of range first."""
    if p.hard:
        branches = p.integers_hard_first((3, 2), 1, 3)
        et, shape = p.typed(), p.shape()
        names = [p.arg(et, shape) for _ in range(3)]
        types = [n.type for n in names]
        index = p.arg("i32", (), np.array(p.integers_hard_first((-1, branches), -2,
                                                                branches + 1)))
        p.op("case", [index], types, regions=[
            region([], lambda b, a, k=k: names[k:] + names[:k]) for k in range(branches)])
        return
    names, types = _values(p, p.integers(1, 2))
    branches = p.integers(1, 3)
    index = p.arg("i32", (), np.array(p.integers_hard_first((-1, branches), -2, branches + 1)))
    p.op("case", [index], types, regions=[_branch(p, names, types) for _ in range(branches)])


def _tuple(p):
    names, types = _values(p, p.integers(0, 3))
    p.op("tuple", names, [TupleType(tuple(types))])


def _get_tuple_element(p):
    names, types = _values(p, p.integers(1, 3))
    tup = p.op("tuple", names, [TupleType(tuple(types))])
    k = p.integers(0, len(types) - 1)
    p.op("get_tuple_element", tup, [types[k]], {"index": integer(k, "i32")})


def _optimization_barrier(p):
    names, types = _values(p, p.integers(0, 3))
    if p.boolean():
        names.append(p.token())
        types.append(TOKEN)
    p.op("optimization_barrier", names, types)


def _composite(p):
    names, types = _values(p, p.integers(1, 3))
    k = p.integers(0, len(types) - 1)
    p.funcs.append(function("decomposition", types, lambda b, x: [x[k]]))
    p.op("composite", names, [types[k]], {
        "name": string("fuzz.pick"), "composite_attributes": DictAttr.of({"index": integer(k)}),
        "decomposition": symbol("decomposition"), "version": integer(p.integers(0, 3), "i32")})


def _custom_call(p):
    """The only target every oracle may know is a check: `check.expect_eq` of a value with
    itself (no results). Other targets are implementation-defined (custom_call/target)."""
    x = p.arg(p.typed(), p.shape())
    p.op("custom_call", [x, x], [], {"call_target_name": string("check.expect_eq"),
                                     "has_side_effect": BoolAttr(True)})
    p.returns([x])


def _after_all(p):
    tokens = [p.token() for _ in range(p.integers(0, 3))]
    p.op("after_all", tokens, [TOKEN])


def _constant(p):
    et, shape = p.typed(), p.shape()
    value = random_values(p.rng, et, shape, p.special_rate)
    p.op("constant", [], [tensor_type(shape, et)], {"value": dense(value, et)})


def _rng(p):
    """UNIFORM over [a, b) with a < b, or NORMAL (floats) with a positive deviation."""
    shape = p.shape()
    normal = p.boolean()
    et = p.typed(("float",) if normal else ("integer", "bool", "float"))
    kind = ELEMENT_TYPES[et].kind
    if normal:
        a, b = p.rng.uniform(-2, 2), p.rng.uniform(0.5, 2)
    elif kind == "bool":
        a, b = False, True
    else:
        a = 0
        b = p.integers(1, 3 if kind != "float" else 8)
        if ELEMENT_TYPES[et].bits <= 2:
            b = 1
    operands = [p.arg(et, (), np.array(a)), p.arg(et, (), np.array(b)),
                p.shape_arg(shape, p.element_type(("i32", "i64")))]
    dist = "NORMAL" if normal else "UNIFORM"
    p.op("rng", operands, [tensor_type(shape, et)],
         {"rng_distribution": enum("rng_distribution", dist)})


STATE_SIZES = {"THREE_FRY": (2,), "PHILOX": (2, 3), "DEFAULT": (2, 3)}


def _rng_bit_generator(p):
    algorithm = p.choice(tuple(STATE_SIZES))
    state = (p.choice(STATE_SIZES[algorithm]),)
    out = p.typed(("integer", "float"))
    state_type = "ui64"
    shape = p.shape()
    p.op("rng_bit_generator", [p.arg(state_type, state)],
         [tensor_type(state, state_type), tensor_type(shape, out)],
         {"rng_algorithm": enum("rng_algorithm", algorithm)})


# --- quantization ----------------------------------------------------------------------------

STORAGE = {"i8": (-128, 127), "i4": (-8, 7), "ui8": (0, 255), "i16": (-32768, 32767)}


SCALES = (0.5, 0.25, 1.0, 0.1, 2.0)


def _quantized_type(p, expressed: str, shape) -> QuantizedElementType:
    """A quantized element type: per-tensor, or per-axis along a dimension of `shape`. A hard
    program draws per-axis types first, their scales in turn from SCALES (each slice its own)
    and non-zero zero points first."""
    storage = ELEMENT_TYPES[p.choice(tuple(STORAGE))]
    lo, hi = STORAGE[storage.name]
    start = p.integers(0, len(SCALES) - 1) if p.hard else 0

    def param(k):
        scale = SCALES[(start + k) % len(SCALES)] if p.hard else p.choice(SCALES)
        return float(scale), p.integers_hard_first((lo // 2 + 1, hi // 2), lo, hi)
    per_axis = p.choice((True, False)) if p.hard else p.boolean()
    axis = p.integers(0, len(shape) - 1) if shape and per_axis else None
    params = [param(k) for k in range(1 if axis is None else shape[axis])]
    return QuantizedElementType(storage, storage.min_value, storage.max_value,
                                ELEMENT_TYPES[expressed], tuple(s for s, _ in params),
                                tuple(z for _, z in params), axis)


def _quantized_arg(p, shape, et: QuantizedElementType):
    lo, hi = STORAGE[et.storage_type.name]
    storage_values = p.rng.integers(lo, hi, size=shape, endpoint=True).astype(
        et.storage_type.dtype)
    return p.argument(TensorType(tuple(shape), et), QuantizedTensor(storage_values, et))


def _uniform_quantize(p):
    """Quantization of floats (in a hard program of the requested float type, a third of the
    values at rounding ties of x / scale + zero_point) or requantization."""
    shape = p.shape()
    expressed = p.typed(("float",), ("f32",)) if p.hard else p.element_type(("f32",))
    if expressed not in EXPRESSED:
        expressed = "f32"
    qtype = _quantized_type(p, expressed, shape)
    floats = p.choice((True, False)) if p.hard else p.boolean()
    if floats:
        operand = p.arg(expressed, shape, _with_ties(p, expressed, shape, qtype)
                        if p.hard else None)
    else:  # requantization from another quantized type
        operand = _quantized_arg(p, shape, _quantized_type(p, expressed, shape))
    p.op("uniform_quantize", [operand], [TensorType(tuple(shape), qtype)])


EXPRESSED = ("f16", "bf16", "f32")
"""Expressed types of the quantized types a hard program draws (the requested one if here)."""


def _with_ties(p, et: str, shape, qtype: QuantizedElementType) -> np.ndarray:
    """Random values of `et`, a third of them replaced by (k + 1/2 - zero_point) * scale: the
    rounding ties of quantization (exact in `et` for the power-of-two scales)."""
    x = random_values(p.rng, et, shape, p.special_rate)
    along = [1] * len(shape)
    if qtype.quantization_dimension is not None:
        along[qtype.quantization_dimension] = -1
    scale = np.reshape(np.array(qtype.scales, np.float64), along)
    zero = np.reshape(np.array(qtype.zero_points, np.float64), along)
    k = p.rng.integers(-4, 5, size=shape)
    ties = ((k + 0.5 - zero) * scale).astype(ELEMENT_TYPES[et].dtype)
    return np.where(p.rng.random(shape) < 1 / 3, ties, x).astype(x.dtype)


def _uniform_dequantize(p):
    shape = p.shape()
    p.op("uniform_dequantize", [_quantized_arg(p, shape, _quantized_type(p, "f32", shape))],
         [tensor_type(shape, "f32")])


# --- collectives and processes ---------------------------------------------------------------

def _grid(p, mesh: bool = False):
    """Draws a process grid (replicas x 1 partition), sets the module attributes and returns
    replica groups: a partition of the replicas into groups of one size (a divisor). With
    `mesh`, a quarter of the draws give them in upstream's mesh-axes form (_mesh_groups)."""
    replicas = p.integers(1, 4)
    p.module_attributes.update({"mhlo.num_replicas": integer(replicas, "i32"),
                                "mhlo.num_partitions": integer(1, "i32")})
    if mesh and p.integers(0, 3) == 3:  # not 0: the draws lean to their least value
        return replicas, _mesh_groups(p, replicas)
    size = p.choice([d for d in range(1, replicas + 1) if replicas % d == 0])
    order = p.draw_subset(range(replicas), ordered=True)
    order += [r for r in range(replicas) if r not in order]
    return replicas, [order[i:i + size] for i in range(0, replicas, size)]


MESHES = {1: [[("x", 1)]], 2: [[("x", 2)], [("x", 1), ("y", 2)]], 3: [[("x", 3)]],
          4: [[("x", 2), ("y", 2)], [("x", 4)]]}
"""The meshes a grid of 1 to 4 replicas is drawn as (upstream's spec.md, "StableHLO Mesh")."""


class MeshGroups(list):
    """Replica groups (lists of ids) drawn as a mesh's axes; `attr` is the attribute."""
    attr: OpaqueAttr


def _mesh_groups(p, replicas: int) -> MeshGroups:
    """Groups in upstream's mesh-axes form (beyond the seed spec): a mesh of the replicas, with
    device_ids a permutation half of the time, whose groups vary along a drawn ordered subset of
    its axes (an axis of 4 now and then as a sub-axis of 2)."""
    mesh = p.choice(MESHES[replicas])
    ids = None
    if p.boolean():
        ids = p.draw_subset(range(replicas), ordered=True)
        ids += [i for i in range(replicas) if i not in ids]
    names = p.draw_subset([name for name, _ in mesh], ordered=True) or [mesh[-1][0]]
    sizes = dict(mesh)
    refs = [(name, (p.choice((1, 2)), 2) if sizes[name] == 4 and p.boolean() else None)
            for name in names]
    groups = MeshGroups(groups_of(mesh, ids, refs))
    axes = ",".join(f'#stablehlo.mesh_axis<name="{n}",size={k}>' for n, k in mesh)
    device_ids = "" if ids is None else (
        f",device_ids=dense<[{','.join(map(str, ids))}]>:tensor<{replicas}xi64>")
    named = ",".join(f'#stablehlo.axis_ref<name="{n}"'
                     + ("" if sub is None else f",sub_axis_info=({sub[0]}){sub[1]}") + ">"
                     for n, sub in refs)
    groups.attr = OpaqueAttr(f"{MESH_AXES}mesh=#stablehlo.mesh<axes=[{axes}]{device_ids}>,"
                             f"axes=[{named}]>")
    return groups


def _groups_attr(groups) -> dict:
    if isinstance(groups, MeshGroups):
        return {"replica_groups": groups.attr}
    return {"replica_groups": i64_matrix(groups)}


def _all_reduce(p):
    _, groups = _grid(p, mesh=True)
    types = [p.typed()] * p.integers(1, 2)  # C5: one (E, E) -> E body for every operand
    shapes = [p.shape() for _ in types]
    body = binary_region([(p.choice(body_ops(types[0])), tensor_type((), types[0]))])
    p.op("all_reduce", [p.arg(et, s) for et, s in zip(types, shapes)],
         [tensor_type(s, et) for et, s in zip(types, shapes)], _groups_attr(groups), [body])


def _scaled(p, groups, *, divide: bool):
    """(element type, operand shape, dimension): with `divide`, the dimension's size is a
    multiple of the group size."""
    et, shape = p.typed(), list(p.shape(min_rank=1))
    d, g = p.integers(0, len(shape) - 1), len(groups[0])
    if divide:
        shape[d] = g * p.integers(0, 2)
    return et, shape, d


def _all_gather(p):
    _, groups = _grid(p, mesh=True)
    et, shape, d = _scaled(p, groups, divide=False)
    result = all_gather_shape(shape, d, len(groups[0]))
    p.op("all_gather", [p.arg(et, shape)], [tensor_type(result, et)],
         {"all_gather_dim": integer(d), **_groups_attr(groups)})


def _reduce_scatter(p):
    _, groups = _grid(p, mesh=True)
    et, shape, d = _scaled(p, groups, divide=True)
    result = reduce_scatter_shape(shape, d, len(groups[0]))
    body = binary_region([(p.choice(body_ops(et)), tensor_type((), et))])
    p.op("reduce_scatter", [p.arg(et, shape)], [tensor_type(result, et)],
         {"scatter_dimension": integer(d), **_groups_attr(groups)}, [body])


def _all_to_all(p):
    _, groups = _grid(p, mesh=True)
    et, shape, split = _scaled(p, groups, divide=True)
    concat, g = p.integers(0, len(shape) - 1), len(groups[0])
    result = all_to_all_shape(shape, split, concat, g)
    p.op("all_to_all", [p.arg(et, shape)], [tensor_type(result, et)],
         {"split_dimension": integer(split), "concat_dimension": integer(concat),
          "split_count": integer(g), **_groups_attr(groups)})


def _collective_broadcast(p):
    """The seed spec's (and jaxlib's) one operand, or now and then upstream's current form:
    one or two operands, with a dynamic root per operand half of those times."""
    _, groups = _grid(p, mesh=True)
    current = p.boolean()
    types = [(p.typed(), p.shape()) for _ in range(p.integers(1, 2) if current else 1)]
    operands = [p.arg(et, shape) for et, shape in types]
    attributes = _groups_attr(groups)
    if current and p.boolean():
        roots = [p.integers(0, len(groups[0]) - 1) for _ in types]
        operands.append(p.arg("i32", (len(types),), np.array(roots)))
        attributes["has_dynamic_root"] = UnitAttr()
    p.op("collective_broadcast", operands, [tensor_type(shape, et) for et, shape in types],
         attributes)


def _collective_permute(p):
    """Sources and targets each distinct (C2, C3)."""
    replicas, _ = _grid(p)
    sources = p.draw_subset(range(replicas), ordered=True)
    targets = p.draw_subset(range(replicas), ordered=True)
    pairs = list(zip(sources, targets))
    et, shape = p.typed(), p.shape()
    p.op("collective_permute", [p.arg(et, shape)], [tensor_type(shape, et)],
         {"source_target_pairs": i64_matrix(pairs)})


def _process_id(name):
    def generate(p):
        _grid(p)
        p.op(name, [], [tensor_type((), "ui32")])
    return generate


def _infeed(p):
    types = [tensor_type(p.shape(), p.typed()) for _ in range(p.integers(0, 2))]
    p.op("infeed", [p.token()], types + [TOKEN], {"infeed_config": string("")})


def _outfeed(p):
    names, _ = _values(p, p.integers(0, 2))
    p.op("outfeed", names + [p.token()], [TOKEN], {"outfeed_config": string("")})


def _send(p):
    names, _ = _values(p, p.integers(1, 2))
    p.op("send", names + [p.token()], [TOKEN], _host_channel(2))


def _recv(p):
    types = [tensor_type(p.shape(), p.typed()) for _ in range(p.integers(1, 2))]
    p.op("recv", [p.token()], types + [TOKEN], _host_channel(3))


def _host_channel(kind: int) -> dict:
    """A host transfer over channel 1 (`kind` 2: device to host, 3: host to device)."""
    return {"channel_handle": struct("channel_handle", handle=1, type=kind),
            "is_host_transfer": BoolAttr(True)}


def _async(p):
    """async_start running one slice op of the movement generators (async_start C2) on its
    operands, then async_done (jaxlib's async ops; a collective body needs a process grid)."""
    MOVEMENT[p.choice(("slice", "dynamic_slice", "dynamic_update_slice"))](p)
    inner = p.block.ops.pop()
    types = [r.type for r in inner.results]
    body = region([v.type for v in inner.operands],
                  lambda b, args: b.op(inner.name, args, types, inner.attributes))
    future = p.op("async_start", list(inner.operands), [FutureType(tuple(types))], {}, [body])
    p.op("async_done", future, types)


CONTROL = {
    "while": _while, "if": _if, "case": _case, "tuple": _tuple,
    "get_tuple_element": _get_tuple_element, "optimization_barrier": _optimization_barrier,
    "composite": _composite, "custom_call": _custom_call, "after_all": _after_all,
    "constant": _constant, "rng": _rng, "rng_bit_generator": _rng_bit_generator,
    "uniform_quantize": _uniform_quantize, "uniform_dequantize": _uniform_dequantize,
    "all_reduce": _all_reduce, "all_gather": _all_gather, "reduce_scatter": _reduce_scatter,
    "all_to_all": _all_to_all, "collective_broadcast": _collective_broadcast,
    "collective_permute": _collective_permute, "replica_id": _process_id("replica_id"),
    "partition_id": _process_id("partition_id"), "infeed": _infeed, "outfeed": _outfeed,
    "send": _send, "recv": _recv, "async_start": _async, "async_done": _async,
}
