"""Generators of control flow (while, if, case), structure (tuple, get_tuple_element,
optimization_barrier, composite, custom_call, after_all, constant), random (rng,
rng_bit_generator), quantization and the collective / process ops."""
from __future__ import annotations

import numpy as np

from spec.syntax.printer import format_dense
from spec.types import ELEMENT_TYPES

from .strategies_base import TOKEN, dense_i64, region, tensor_type
from .strategies_reduction import binary_region, body_ops


def _values(p, n):
    """n arguments of drawn types and shapes: their names and types."""
    names = [p.arg(p.typed(), p.shape()) for _ in range(n)]
    return names, [p.types[x] for x in names]


def _while(p):
    """A counter from 0 to a drawn trip count (0..4) carried with 1..3 other values; numeric
    values are doubled on each trip."""
    names, types = _values(p, p.integers(1, 3))
    trips = p.integers(0, 4)
    counter = p.arg("i64", (), np.array(0))
    c = "tensor<i64>"
    cond = region([c] + types, [
        f'%n = "stablehlo.constant"() {{value = dense<{trips}> : {c}}} : () -> {c}',
        f'%p = "stablehlo.compare"(%a0, %n) {{comparison_direction = #stablehlo<'
        f'comparison_direction LT>}} : ({c}, {c}) -> tensor<i1>'], [("%p", "tensor<i1>")])
    lines = [f'%one = "stablehlo.constant"() {{value = dense<1> : {c}}} : () -> {c}',
             f'%next = "stablehlo.add"(%a0, %one) : ({c}, {c}) -> {c}']
    returned = [("%next", c)]
    for k, t in enumerate(types, 1):
        if "xi1>" in t or t == "tensor<i1>":
            returned.append((f"%a{k}", t))
            continue
        lines.append(f'%d{k} = "stablehlo.add"(%a{k}, %a{k}) : ({t}, {t}) -> {t}')
        returned.append((f"%d{k}", t))
    p.op("while", [counter] + names, [c] + types, region="{}, {}".format(
        cond, region([c] + types, lines, returned)))


def _branch(p, names, types):
    """A branch returning the given values (by name, captured from @main) in drawn order."""
    order = [p.choice([i for i, t in enumerate(types) if t == want]) for want in types]
    return region([], [], [(names[i], types[i]) for i in order])


def _if(p):
    names, types = _values(p, p.integers(1, 3))
    pred = p.arg("i1", ())
    p.op("if", [pred], types, region=f"{_branch(p, names, types)}, {_branch(p, names, types)}")


def _case(p):
    """1..3 branches; the index also takes values out of range (the last branch runs)."""
    names, types = _values(p, p.integers(1, 2))
    branches = p.integers(1, 3)
    index = p.arg("i32", (), np.array(p.integers(-2, branches + 1)))
    p.op("case", [index], types, region=", ".join(_branch(p, names, types)
                                                  for _ in range(branches)))


def _tuple(p):
    names, types = _values(p, p.integers(0, 3))
    p.op("tuple", names, [f"tuple<{', '.join(types)}>"])


def _get_tuple_element(p):
    names, types = _values(p, p.integers(1, 3))
    tup = p.op("tuple", names, [f"tuple<{', '.join(types)}>"])
    k = p.integers(0, len(types) - 1)
    p.op("get_tuple_element", tup, [types[k]], f"index = {k} : i32")


def _optimization_barrier(p):
    names, types = _values(p, p.integers(0, 3))
    if p.boolean():
        names.append(p.token())
        types.append(TOKEN)
    p.op("optimization_barrier", names, types)


def _composite(p):
    names, types = _values(p, p.integers(1, 3))
    k = p.integers(0, len(types) - 1)
    params = ", ".join(f"%x{i}: {t}" for i, t in enumerate(types))
    p.funcs.append(f"func.func private @decomposition({params}) -> {types[k]} {{\n"
                   f'  "func.return"(%x{k}) : ({types[k]}) -> ()\n}}')
    p.op("composite", names, [types[k]], f'name = "fuzz.pick", composite_attributes = '
         f'{{index = {k} : i64}}, decomposition = @decomposition, version = {p.integers(0, 3)} : i32')


def _custom_call(p):
    """The only target every oracle may know is a check: `check.expect_eq` of a value with
    itself (no results). Other targets are implementation-defined (custom_call/target)."""
    x = p.arg(p.typed(), p.shape())
    p.op("custom_call", [x, x], [], 'call_target_name = "check.expect_eq", '
         'has_side_effect = true')
    p.returns([x])


def _after_all(p):
    tokens = [p.token() for _ in range(p.integers(0, 3))]
    p.op("after_all", tokens, [TOKEN])


def _constant(p):
    et, shape = p.typed(), p.shape()
    from .strategies_base import random_values
    value = random_values(p.rng, et, shape, p.special_rate)
    t = tensor_type(shape, et)
    p.op("constant", [], [t], f"value = dense<{format_dense(value, ELEMENT_TYPES[et])}> : {t}")


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
         f"rng_distribution = #stablehlo<rng_distribution {dist}>")


STATE_SIZES = {"THREE_FRY": (2,), "PHILOX": (2, 3), "DEFAULT": (2, 3)}


def _rng_bit_generator(p):
    algorithm = p.choice(tuple(STATE_SIZES))
    state = (p.choice(STATE_SIZES[algorithm]),)
    out = p.typed(("integer", "float"))
    state_type = "ui64"
    shape = p.shape()
    p.op("rng_bit_generator", [p.arg(state_type, state)],
         [tensor_type(state, state_type), tensor_type(shape, out)],
         f"rng_algorithm = #stablehlo<rng_algorithm {algorithm}>")


# --- quantization ----------------------------------------------------------------------------

STORAGE = {"i8": (-128, 127), "i4": (-8, 7), "ui8": (0, 255), "i16": (-32768, 32767)}


def _quantized_type(p, expressed, shape):
    """A quantized element type: per-tensor, or per-axis along a dimension of `shape`."""
    storage = p.choice(tuple(STORAGE))
    lo, hi = STORAGE[storage]

    def param():
        return f"{p.choice(('0.5', '0.25', '1.0', '0.1', '2.0'))}:{p.integers(lo, hi)}"
    if shape and p.boolean():
        axis = p.integers(0, len(shape) - 1)
        params = ", ".join(param() for _ in range(shape[axis]))
        return f"!quant.uniform<{storage}:{expressed}:{axis}, {{{params}}}>", storage
    return f"!quant.uniform<{storage}:{expressed}, {param()}>", storage


def _quantized_arg(p, shape, qtype, storage):
    from reference.values import QuantizedTensor
    import spec
    lo, hi = STORAGE[storage]
    t = f"tensor<{''.join(f'{d}x' for d in shape)}{qtype}>"
    et = spec.parse(f"func.func @f(%x: {t}) -> () {{\n  \"func.return\"() : () -> ()\n}}") \
        .funcs[0].type.inputs[0].element_type
    storage_values = p.rng.integers(lo, hi, size=shape, endpoint=True).astype(
        ELEMENT_TYPES[storage].dtype)
    name = f"%arg{len(p.inputs)}"
    p.types[name] = t
    p.inputs.append(QuantizedTensor(storage_values, et))
    p.free.append(False)
    return name


def _uniform_quantize(p):
    shape, expressed = p.shape(), p.element_type(("f32",))
    qtype, _ = _quantized_type(p, expressed, shape)
    if p.boolean():
        operand = p.arg(expressed, shape)
    else:  # requantization from another quantized type
        source, storage = _quantized_type(p, expressed, shape)
        operand = _quantized_arg(p, shape, source, storage)
    p.op("uniform_quantize", [operand], [f"tensor<{''.join(f'{d}x' for d in shape)}{qtype}>"])


def _uniform_dequantize(p):
    shape = p.shape()
    qtype, storage = _quantized_type(p, "f32", shape)
    p.op("uniform_dequantize", [_quantized_arg(p, shape, qtype, storage)],
         [tensor_type(shape, "f32")])


# --- collectives and processes ---------------------------------------------------------------

def _grid(p):
    """Draws a process grid (replicas x 1 partition), sets the module attributes and returns
    replica groups: a partition of the replicas into groups of one size (a divisor)."""
    replicas = p.integers(1, 4)
    p.module_attributes.update({"mhlo.num_replicas": f"{replicas} : i32",
                                "mhlo.num_partitions": "1 : i32"})
    size = p.choice([d for d in range(1, replicas + 1) if replicas % d == 0])
    order = p.draw_subset(range(replicas), ordered=True)
    order += [r for r in range(replicas) if r not in order]
    return replicas, [order[i:i + size] for i in range(0, replicas, size)]


def _groups_attr(groups) -> str:
    return f"replica_groups = {dense_i64(groups)}"


def _all_reduce(p):
    _, groups = _grid(p)
    types = [p.typed()] * p.integers(1, 2)  # C5: one (E, E) -> E body for every operand
    shapes = [p.shape() for _ in types]
    body = binary_region([(p.choice(body_ops(types[0])), tensor_type((), types[0]))])
    p.op("all_reduce", [p.arg(et, s) for et, s in zip(types, shapes)],
         [tensor_type(s, et) for et, s in zip(types, shapes)], _groups_attr(groups), body)


def _scaled(p, groups, *, divide: bool):
    """(operand shape, result shape, dimension): the dimension grows (or shrinks) by the group
    size."""
    et, shape = p.typed(), list(p.shape(min_rank=1))
    d, g = p.integers(0, len(shape) - 1), len(groups[0])
    result = list(shape)
    if divide:
        shape[d] = g * p.integers(0, 2)
        result[d] = shape[d] // g
    else:
        result[d] = shape[d] * g
    return et, shape, result, d


def _all_gather(p):
    _, groups = _grid(p)
    et, shape, result, d = _scaled(p, groups, divide=False)
    p.op("all_gather", [p.arg(et, shape)], [tensor_type(result, et)],
         f"all_gather_dim = {d} : i64, {_groups_attr(groups)}")


def _reduce_scatter(p):
    _, groups = _grid(p)
    et, shape, result, d = _scaled(p, groups, divide=True)
    body = binary_region([(p.choice(body_ops(et)), tensor_type((), et))])
    p.op("reduce_scatter", [p.arg(et, shape)], [tensor_type(result, et)],
         f"scatter_dimension = {d} : i64, {_groups_attr(groups)}", body)


def _all_to_all(p):
    _, groups = _grid(p)
    et, shape, result, split = _scaled(p, groups, divide=True)
    concat, g = p.integers(0, len(shape) - 1), len(groups[0])
    result[concat] *= g
    p.op("all_to_all", [p.arg(et, shape)], [tensor_type(result, et)],
         f"split_dimension = {split} : i64, concat_dimension = {concat} : i64, "
         f"split_count = {g} : i64, {_groups_attr(groups)}")


def _collective_broadcast(p):
    _, groups = _grid(p)
    et, shape = p.typed(), p.shape()
    p.op("collective_broadcast", [p.arg(et, shape)], [tensor_type(shape, et)],
         _groups_attr(groups))


def _collective_permute(p):
    """Sources and targets each distinct (C2, C3)."""
    replicas, _ = _grid(p)
    sources = p.draw_subset(range(replicas), ordered=True)
    targets = p.draw_subset(range(replicas), ordered=True)
    pairs = list(zip(sources, targets))
    et, shape = p.typed(), p.shape()
    p.op("collective_permute", [p.arg(et, shape)], [tensor_type(shape, et)],
         f"source_target_pairs = {dense_i64(pairs)}")


def _process_id(name):
    def generate(p):
        _grid(p)
        p.op(name, [], ["tensor<ui32>"])
    return generate


def _infeed(p):
    types = [tensor_type(p.shape(), p.typed()) for _ in range(p.integers(0, 2))]
    p.op("infeed", [p.token()], types + [TOKEN], 'infeed_config = ""')


def _outfeed(p):
    names, _ = _values(p, p.integers(0, 2))
    p.op("outfeed", names + [p.token()], [TOKEN], 'outfeed_config = ""')


def _send(p):
    names, _ = _values(p, p.integers(1, 2))
    p.op("send", names + [p.token()], [TOKEN], "channel_handle = #stablehlo.channel_handle<"
         "handle = 1, type = 2>, is_host_transfer = true")


def _recv(p):
    types = [tensor_type(p.shape(), p.typed()) for _ in range(p.integers(1, 2))]
    p.op("recv", [p.token()], types + [TOKEN], "channel_handle = #stablehlo.channel_handle<"
         "handle = 1, type = 3>, is_host_transfer = true")


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
    "send": _send, "recv": _recv,
}
