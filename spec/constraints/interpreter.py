"""Constraints of the interpreter dialect (run_parallel, probe).

The seed spec has no section for them: these are what upstream's verifier checks
(InterpreterOps.td and the verifier jaxlib 0.10.2 runs with the dialect registered, observed
case by case in corpus/constraints/run_parallel.mlir and probe.mlir), written in the spec's
notation. Like upstream, run_parallel's checks count the programs' inputs and results but do
not compare their types: a type that differs is an evaluation error of the process that gets
it (the interpreter checks every function's arguments and results).
"""
from __future__ import annotations

from .. import attributes as A
from . import constraint
from .notation import same_type, size


def _symbols(attr) -> bool:
    return isinstance(attr, A.ArrayAttr) and all(isinstance(a, A.SymbolRefAttr)
                                                 for a in attr.items)


def _rows(o) -> list[list[str]]:
    """The rows of programs that are arrays, as the function names they hold."""
    programs = o.self.attributes.get("programs")
    items = programs.items if isinstance(programs, A.ArrayAttr) else ()
    return [[a.name for a in row.items if isinstance(a, A.SymbolRefAttr)]
            for row in items if isinstance(row, A.ArrayAttr)]


def _infeed(o) -> list[str]:
    infeed = o.self.attributes.get("infeed")
    items = infeed.items if isinstance(infeed, A.ArrayAttr) else ()
    return [a.name for a in items if isinstance(a, A.SymbolRefAttr)]


def _well_formed(o) -> bool:
    """programs is an array of arrays of symbols (run_parallel_c1)."""
    programs = o.self.attributes.get("programs")
    return isinstance(programs, A.ArrayAttr) and all(_symbols(row) for row in programs.items)


def _programs(o) -> list | None:
    """The functions of programs in grid order; None when programs is not well formed or
    names a function the module lacks."""
    functions = o.names().get("functions") or {}
    names = [name for row in _rows(o) for name in row]
    if not _well_formed(o):
        return None
    return None if any(n not in functions for n in names) else [functions[n] for n in names]


# -- run_parallel ------------------------------------------------------------------------------

@constraint("interpreter.run_parallel", 1,
            "programs is an array of arrays of function names and infeed an array of "
            "function names")
def _(o):
    if not _well_formed(o):
        return "programs is not an array of arrays of symbols ([[@f, ...], ...])"
    infeed = o.self.attributes.get("infeed")
    return infeed is None or _symbols(infeed) or \
        "infeed is not an array of symbols ([@f, ...])"


@constraint("interpreter.run_parallel", 2, "size(programs) > 0 and size(programs[0]) > 0")
def _(o):
    programs = o.self.attributes.get("programs")
    if not isinstance(programs, A.ArrayAttr):
        return True
    first = programs.items[0] if programs.items else None
    return first is not None and (not isinstance(first, A.ArrayAttr) or bool(first.items))


@constraint("interpreter.run_parallel", 3,
            "size(programs[r]) = size(programs[0]) for every r")
def _(o):
    rows = _rows(o)
    ragged = [r for r, row in enumerate(rows) if size(row) != size(rows[0])]
    return not ragged or (f"row {ragged[0]} has {size(rows[ragged[0]])} programs, row 0 has "
                          f"{size(rows[0])}")


@constraint("interpreter.run_parallel", 4,
            "every name of programs and infeed is a function of the module")
def _(o):
    functions = o.names().get("functions") or {}
    names = [n for row in _rows(o) for n in row] + _infeed(o)
    missing = [n for n in names if n not in functions]
    return not missing or f"no function @{missing[0]} in the module"


def _counts_match(o, values: str):
    """size(o.<values>) (inputs or results) is the programs' total number of them."""
    funcs = _programs(o)
    if funcs is None:
        return True
    want = sum(len(getattr(f.type, values)) for f in funcs)
    have = size(getattr(o, values))
    return have == want or f"{have} {values}; the programs have {want}"


@constraint("interpreter.run_parallel", 5,
            "size(inputs) = the sum over programs of their numbers of inputs")
def _(o):
    return _counts_match(o, "inputs")


@constraint("interpreter.run_parallel", 6,
            "size(results) = the sum over programs of their numbers of results")
def _(o):
    return _counts_match(o, "results")


# -- probe -------------------------------------------------------------------------------------

@constraint("interpreter.probe", 1, "type(operand) = type(result)")
def _(o):
    return same_type(o.operand, o.result)
