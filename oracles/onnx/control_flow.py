"""StableHLO control flow -> ONNX subgraphs.

`while` becomes a Loop whose body runs the StableHLO body and then the condition, `if` an If,
`case` a chain of Ifs (an index out of range picks the last branch, as the spec says), a
`func.call` the callee inlined, a `composite` its decomposition inlined (the spec's meaning of
a composite; jax.export writes chlo.erf and chlo.top_k as composites).
"""
from __future__ import annotations

from onnx import helper

from .graph import Graph, Untranslatable, element_name, et, value_info
from .registry import handles


def inline(g, region, args):
    """The region's ops translated into `g` with its arguments bound to `args`."""
    block = region.block
    for a, name in zip(block.arguments, args):
        g.t.names[a] = name
    return g.t.block(g, block)


def subgraph(g, region, args_info, outputs_of, prefix_outputs=()):
    """A GraphProto running `region` on fresh inputs described by `args_info` ((type, ...)),
    returning its results (`outputs_of(results)` adds more, e.g. the Loop's condition)."""
    sub = Graph(g.t)
    names = [sub.fresh("in") for _ in args_info]
    results = outputs_of(sub, inline(sub, region, names[len(names) - len(region.block.arguments):]))
    outs, infos = [], []
    for name, t in results:
        final = sub.raw("Identity", [name])[0]
        outs.append(final)
        infos.append(value_info(final, *t))
    inputs = [value_info(n, *info) for n, info in zip(names, args_info)]
    return helper.make_graph(sub.nodes, sub.fresh("body"), inputs, infos)


def tensor_info(value_type):
    return (element_name(value_type), list(value_type.shape))


@handles("while")
def while_(g, op, ins):
    cond, body = op.regions
    (go,) = inline(g, cond, ins)
    carried = [tensor_info(v.type) for v in op.operands]

    def outputs_of(sub, results):
        (again,) = inline(sub, cond, results)
        return [(again, ("i1", []))] + list(zip(results, carried))

    graph = subgraph(g, body, [("i64", []), ("i1", [])] + carried, outputs_of)
    return g.raw("Loop", ["", go] + ins, outputs=len(ins), body=graph)


def branch(g, region, result_types):
    infos = [tensor_info(t) for t in result_types]
    return subgraph(g, region, [], lambda sub, results: list(zip(results, infos)))


@handles("if")
def if_(g, op, ins):
    then, else_ = (branch(g, r, op.result_types) for r in op.regions)
    return g.raw("If", ins, outputs=len(op.results), then_branch=then, else_branch=else_)


@handles("case")
def case(g, op, ins):
    branches = op.regions
    if len(branches) == 1:
        return inline(g, branches[0], [])
    index, t = ins[0], et(op.operands[0])

    def chain(host, k):
        """If index == k then branch k else (the rest); the last branch takes every other
        index (out of range included)."""
        test = host.node("Equal", [index, host.scalar(k, t)], t, out="i1")
        rest = branch(host, branches[k + 1], op.result_types) if k + 2 == len(branches) else \
            graph_of(host, lambda sub: chain(sub, k + 1), op.result_types)
        return host.raw("If", [test], outputs=len(op.results),
                        then_branch=branch(host, branches[k], op.result_types), else_branch=rest)
    return chain(g, 0)


def graph_of(g, build, result_types):
    sub = Graph(g.t)
    results = build(sub)
    infos = [value_info(sub.raw("Identity", [r])[0], *tensor_info(t))
             for r, t in zip(results, result_types)]
    return helper.make_graph(sub.nodes, sub.fresh("case"), [], infos)


@handles("func.call")
def call(g, op, ins):
    return inline_function(g, op.attributes["callee"].name, ins)


@handles("composite")
def composite(g, op, ins):
    return inline_function(g, op.attributes["decomposition"].name, ins)


def inline_function(g, callee: str, ins):
    if callee in g.t.inlining:
        raise Untranslatable(f"recursive call of @{callee}")
    g.t.inlining.append(callee)
    try:
        return inline(g, g.t.module.func(callee).body, ins)
    finally:
        g.t.inlining.pop()
