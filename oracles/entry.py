"""A module whose @main is any function of another: the entry point of oracles that run @main.

XLA compiles a module's @main and upstream's `eval_module` evaluates its @main. To run another
function of a module there, `as_main` builds a module that holds that function renamed @main
(public) and the functions it reaches through symbol references (func.call's callee,
custom_call's called_computations, ...) under their own names; a @main among those is renamed
to a free name and every reference follows. Functions the entry does not reach are left out:
they may hold ops the oracle cannot run (the check ops of a corpus file's other cases).
"""
from __future__ import annotations

import copy
from dataclasses import replace

from spec.attributes import ArrayAttr, DictAttr, SymbolRefAttr
from spec.ir import Block, Func, Module, Op, Region
from spec.types import FunctionType

MAIN = "main"


def as_main(module: Module, func: str) -> Module:
    """A new module whose @main is `func` of `module` (which is left unchanged), with the
    functions `func` reaches; KeyError naming `func` when the module has no such function."""
    module.func(func)  # KeyError naming it
    reached = reached_functions(module, func)
    names = {f.name for f in module.funcs}
    renamed = {func: MAIN} if func != MAIN else {}
    if func != MAIN and MAIN in reached:
        renamed[MAIN] = _free_name(names | {MAIN})
    funcs = [_renamed(f, renamed) for f in module.funcs if f.name in reached]
    funcs = [replace(f, visibility="public") if f.name == MAIN else f for f in funcs]
    funcs.sort(key=lambda f: f.name != MAIN)  # the entry first, as jax writes modules
    return replace(module, funcs=funcs)


def reached_functions(module: Module, func: str) -> set[str]:
    """`func` and the functions of `module` that it reaches through symbol references."""
    funcs = {f.name: f for f in module.funcs}
    todo, seen = [func], set()
    while todo:
        name = todo.pop()
        if name in seen or name not in funcs:
            continue
        seen.add(name)
        todo += [s for op in funcs[name].walk() for attr in op.attributes.values()
                 for s in symbols(attr)]
    return seen


def symbols(attr) -> list[str]:
    """The symbol names an attribute refers to (the first part of each reference)."""
    if isinstance(attr, SymbolRefAttr):
        return [attr.name]
    if isinstance(attr, ArrayAttr):
        return [s for item in attr.items for s in symbols(item)]
    if isinstance(attr, DictAttr):
        return [s for _, item in attr.items for s in symbols(item)]
    return []


def _renamed(func: Func, renamed: dict[str, str]) -> Func:
    """`func` under its new name, its references to renamed functions rewritten (on a copy:
    the original module's ops are shared otherwise)."""
    name = renamed.get(func.name, func.name)
    if not any(s in renamed for op in func.walk() for attr in op.attributes.values()
               for s in symbols(attr)):
        return replace(func, name=name)
    func = copy.deepcopy(func)
    for op in func.walk():
        op.attributes = {k: _rewritten(v, renamed) for k, v in op.attributes.items()}
    return replace(func, name=name)


def _rewritten(attr, renamed: dict[str, str]):
    if isinstance(attr, SymbolRefAttr) and attr.name in renamed:
        return SymbolRefAttr((renamed[attr.name],) + attr.path[1:])
    if isinstance(attr, ArrayAttr):
        return ArrayAttr(tuple(_rewritten(item, renamed) for item in attr.items))
    if isinstance(attr, DictAttr):
        return DictAttr(tuple((k, _rewritten(item, renamed)) for k, item in attr.items))
    return attr


def _free_name(taken: set[str]) -> str:
    """`main_0`, `main_1`, ...: the first not in `taken`."""
    n = 0
    while f"{MAIN}_{n}" in taken:
        n += 1
    return f"{MAIN}_{n}"


def batched(modules: list[Module]) -> Module:
    """One module whose @main calls each module's @main in turn and returns all their results,
    in order (its arguments: each module's in order): an oracle compiles the modules once
    (oracles/isolation.py, `WorkerOracle.run_batch`). Module k's functions are private there,
    named `batch<k>_<name>`."""
    funcs, calls = [], []
    for k, module in enumerate(modules):
        renamed = {f.name: f"batch{k}_{f.name}" for f in module.funcs}
        funcs += [replace(_renamed(f, renamed), visibility="private") for f in module.funcs]
        calls.append((renamed[MAIN], module.func(MAIN).type))
    block = Block([t for _, signature in calls for t in signature.inputs])
    arguments, results = list(block.arguments), []
    for callee, signature in calls:
        taken, arguments = arguments[:len(signature.inputs)], arguments[len(signature.inputs):]
        results += block.append(Op("func.call", taken, list(signature.results),
                                   {"callee": SymbolRefAttr((callee,))})).results
    block.append(Op("func.return", results, []))
    signature = FunctionType(tuple(v.type for v in block.arguments), tuple(v.type for v in results))
    return Module([Func(MAIN, signature, Region([block]))] + funcs)
