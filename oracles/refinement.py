"""Shape-polymorphic programs specialised to their inputs' shapes, as jax does before it compiles
an exported function.

A program `jax.export` writes for symbolic shapes (`jax.export.symbolic_shape("b, 16")`) takes
`tensor<?x16xf32>` in @main, computes its dimension variables with get_dimension_size, checks them
with custom_call @shape_assertion and hands them to dynamic ops (dynamic_broadcast_in_dim,
dynamic_iota, ...). Compilers need static shapes: when jax calls an exported function it refines
the program to the arguments' shapes first. An oracle that needs static shapes
(`Oracle.static_shapes`) gets the program the same way: upstream's `stablehlo-refine-arguments`
with the inputs' types, then jaxlib's `refine_polymorphic_shapes` (jax's own step: upstream's
`stablehlo-refine-shapes` and `stablehlo-canonicalize-dynamism`, each shape_assertion checked on
the dimensions, now constants, and removed, and a check that no dynamic shape is left), in the
child process of oracles/passes.py. The Outcome says so (`Outcome.lowered`).

A shape assertion that fails for the inputs is the program's error on them: the Outcome is
`rejected` with the assertion's message (`{0}`, `{1}`, ... replaced by the dimension values), as
the reference's shape_assertion target (reference/ops/lapack.py) gives it. Where such inputs make
the refinement fail deeper in the program first (a broadcast of mismatched sizes), the
assertions alone are refined again to find the one they break. Inputs whose rank or static
dimensions do not fit @main's argument types are rejected before any pass runs.

The reference evaluates the polymorphic program as written (`Reference.static_shapes` is
False): it has get_dimension_size, the dynamic ops on concrete values and the shape_assertion
target, so the expected side is the spec's semantics of the program itself, independent of
upstream's refinement, which the comparison then checks as well.
"""
from __future__ import annotations

import copy
import re
from dataclasses import replace
from importlib.metadata import version

import numpy as np

import spec
from spec.ir import Module, Op
from spec.types import FunctionType, TensorType

from .gap_conditions import call_target
from .passes import PassError, context, parsed_and_run, run

TARGET = "oracles.refinement:refine_here"
"""`refine_here` as the child of oracles/passes.py imports it."""


def polymorphic(module: Module, func: str = "main") -> bool:
    """Whether `func`'s arguments have a dynamic dimension (`?`)."""
    try:
        inputs = module.func(func).type.inputs
    except KeyError:
        return False
    return any(isinstance(t, TensorType) and not t.is_static for t in inputs)


def note(types: list[str]) -> str:
    """What an Outcome of a refined program says about it."""
    return (f"refined to the inputs' shapes ({', '.join(types)}) by upstream's "
            f"stablehlo-refine-arguments and jax's refine_polymorphic_shapes (jaxlib "
            f"{version('jaxlib')})")


def argument_types(module: Module, inputs: list, func: str = "main") -> list[str]:
    """@func's argument types with their dynamic dimensions set to the inputs' (bounds
    dropped), as MLIR text; PassError (rejected) for inputs whose rank or static dimensions do
    not fit (the worker that runs the program checks the rest)."""
    types = module.func(func).type.inputs
    if len(inputs) != len(types):
        raise PassError(f"@{func} takes {len(types)} arguments, {len(inputs)} inputs were "
                        "given", "rejected")
    out = []
    for i, (x, t) in enumerate(zip(inputs, types)):
        if isinstance(t, TensorType) and not t.is_static:
            shape = tuple(np.shape(x))
            if len(shape) != t.rank or any(d not in (None, n) for d, n in zip(t.shape, shape)):
                raise PassError(f"argument {i} of @{func} has type {t}, the input shape "
                                f"{'x'.join(map(str, shape)) or 'scalar'}", "rejected")
            t = replace(t, shape=shape, bounds=None)
        out.append(str(t))
    return out


def refine(module: Module, inputs: list, func: str = "main") -> tuple[Module, str]:
    """(`module` refined to the shapes of `inputs`, the note saying so); PassError: rejected
    for inputs that do not fit or fail a shape assertion, unsupported when refinement fails
    otherwise (a dimension that does not follow from the inputs' shapes), timeout."""
    if func != "main":
        raise PassError(f"shape refinement specialises @main, not @{func}")
    types = argument_types(module, inputs, func)
    try:
        text = _refined_text(module, types)
    except PassError as e:
        broken = _broken_assertion(module, types, func) if e.status == "unsupported" else None
        raise broken or e from None
    try:
        return spec.parse(text, "<refined>"), note(types)
    except spec.ParseError as e:
        raise PassError(f"the refined program does not parse here: {e}") from None


def _refined_text(module: Module, types: list[str]) -> str:
    return run(TARGET, spec.print_module(module), ",".join(types),
               what="shape refinement (stablehlo-refine-arguments, refine_polymorphic_shapes)")


def _broken_assertion(module: Module, types: list[str], func: str) -> PassError | None:
    """The failed shape assertion of a program whose refinement failed, or None: inputs that
    break an assertion can make the refinement fail deeper in the program first (a broadcast
    of mismatched sizes), so the assertions are refined alone."""
    checks = assertions_only(module, func)
    if checks is None:
        return None
    try:
        _refined_text(checks, types)
    except PassError as e:
        return e if e.status == "rejected" else None
    return None


def assertions_only(module: Module, func: str = "main") -> Module | None:
    """A copy of `module` reduced to `func`'s shape assertions and the ops they read (its
    dimension sizes and their arithmetic), with no results and no other function; None when
    `func` has no shape assertion."""
    reduced = copy.deepcopy(module)
    f = reduced.func(func)
    needed, kept = set(), []
    for op in reversed(f.ops):
        if _is_assertion(op) or any(id(r) in needed for r in op.results):
            kept.append(op)
            needed.update(id(v) for v in op.operands)
    if not any(map(_is_assertion, kept)) or any(op.regions or op.name == "func.call"
                                                for op in kept):
        return None
    f.body.block.ops = []
    for op in reversed(kept):
        f.body.block.append(op)
    f.body.block.append(Op("func.return"))
    f.type, f.res_attrs = FunctionType(f.type.inputs, ()), None
    reduced.funcs = [f]
    return reduced


def _is_assertion(op: Op) -> bool:
    return op.name == "stablehlo.custom_call" and call_target(op) == "shape_assertion"


def refine_here(text: str, types: str) -> str:
    """refine's passes, in this process (the child's target): the generic form of the program
    `text` refined to the argument types `types` (comma-separated)."""
    import jaxlib._jax as xc
    from jax._src.interpreters import mlir as jm

    ctx, ir, _ = context()
    with ctx, ir.Location.unknown():
        pipeline = f"builtin.module(stablehlo-refine-arguments{{types={types}}})"
        module = parsed_and_run(text, pipeline, "stablehlo-refine-arguments", "refine")
        try:
            refined = xc.mlir.refine_polymorphic_shapes(
                jm.module_to_bytecode(module), enable_shape_assertions=True,
                validate_static_shapes=True, enable_shardy="sdy." in text)
        except Exception as e:  # JaxRuntimeError: INVALID_ARGUMENT with the pass's diagnostic
            raise refinement_error(str(e)) from None
        return ir.Module.parse(refined).operation.get_asm(print_generic_op_form=True)


ERROR = re.compile(r"error: (?:loc\(.*?\): )?(.*)")


def refinement_error(message: str) -> PassError:
    """The PassError of refine_polymorphic_shapes's failure `message`: a failed shape_assertion
    (its diagnostic is the assertion's formatted message, its note names the op) is rejected."""
    found = ERROR.search(message)
    detail = found.group(1).strip() if found else message.strip().splitlines()[0]
    if 'call_target_name = "shape_assertion"' in message:
        return PassError(f"shape_assertion: {detail} (checked by jax's refine_polymorphic_shapes "
                         "on the inputs' shapes)", "rejected")
    return PassError(f"jax's refine_polymorphic_shapes failed: {detail}")
