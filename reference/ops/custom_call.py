"""stablehlo.custom_call: an implementation-defined operation named by `call_target_name`.

The spec leaves what a target computes to implementations, so the reference evaluates only the
targets registered here by name, and reports any other as not implemented (the oracles'
`unsupported`, naming the target; never an invalid program). Register one with

    @custom_call_target("my.target")
    def my_target(*inputs, result_types, scale=1.0):
        return [...]  # a value, or a list of values (one per result; [] for none)

A target takes the call's inputs positionally and, as keyword-only arguments, whichever of
these it names: `result_types` (the call's result types), `operand_layouts` and
`result_layouts` (one minor-to-major tuple per operand / result, None where the call gives
none), and any other name taken from the entry of that name in the call's configuration: the
`backend_config` dictionary (`backend_config = {tolerance = 1.0e-3 : f64}`, api_version 4), or
jax's `mhlo.backend_config` dictionary beside an empty string `backend_config` (what jax emits
for XLA's typed FFI targets), or else an attribute of the op of that name (shape_assertion's
`error_message`); a name the call does not give keeps the function's default.

A target may declare `unspecified(*inputs, **the same keywords)`: a boolean (broadcast over
every result) that is true where its results are implementation-defined (LAPACK's partial
factorization of a matrix that is not positive definite). The check custom calls of upstream's
tests (`check.eq`, `check.expect_eq`, ...) are registered in `reference.checks`; jax's
`shape_assertion` and the CPU LAPACK targets in `reference.ops.lapack`; the targets are listed
with their comparison rules in docs/custom-calls.md.
"""
from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Callable

import numpy as np

from spec.constraints.view import plain

from ..errors import EvaluationError, NotImplementedYet
from .registry import Unspecified, op


@dataclass(frozen=True)
class Target:
    name: str
    fn: Callable
    signature: inspect.Signature
    keywords: frozenset[str]
    unspecified: Callable | None = None


TARGETS: dict[str, Target] = {}

SPECIAL = ("result_types", "operand_layouts", "result_layouts")
"""Keywords a target gets from the call itself rather than from its configuration."""


def custom_call_target(name: str, *, unspecified: Callable | None = None):
    """Registers the decorated function as the custom_call target `name`, with its
    implementation-defined condition `unspecified` (see the module docstring)."""
    def register(fn):
        if name in TARGETS:
            raise ValueError(f"custom_call target {name} is registered twice")
        signature = inspect.signature(fn)
        keywords = frozenset(p.name for p in signature.parameters.values()
                             if p.kind is p.KEYWORD_ONLY)
        TARGETS[name] = Target(name, fn, signature, keywords, unspecified)
        return fn
    return register


def target_of(op) -> Target | None:
    """The registered target a custom_call op names, or None."""
    attr = op.attributes.get("call_target_name")
    return TARGETS.get(_text(attr.value)) if attr is not None else None


def target_keywords(target: Target, op, backend_config, result_types) -> dict:
    """What `target` gets by keyword from the call `op` (see the module docstring)."""
    config = backend_config if isinstance(backend_config, dict) else {}
    if not config and op is not None and "mhlo.backend_config" in op.attributes:
        jax_config = plain(op.attributes["mhlo.backend_config"])
        config = jax_config if isinstance(jax_config, dict) else {}
    kwargs = {}
    for k in target.keywords - set(SPECIAL):
        if k in config:
            kwargs[k] = config[k]
        elif op is not None and k in op.attributes:
            kwargs[k] = plain(op.attributes[k])
    if "result_types" in target.keywords:
        kwargs["result_types"] = result_types
    for k in ("operand_layouts", "result_layouts"):
        if k in target.keywords:
            kwargs[k] = _layouts(op, k)
    return kwargs


def _layouts(op, name: str) -> list | None:
    """The call's `operand_layouts` or `result_layouts` as minor-to-major tuples, or None."""
    attr = None if op is None else op.attributes.get(name)
    if attr is None:
        return None
    return [tuple(int(i) for i in np.asarray(item.array).ravel()) for item in attr.items]


def _text(value) -> str:
    return value.decode("utf-8") if isinstance(value, bytes) else str(value)


def _target_unspecified(inputs, *, call_target_name, backend_config, result_types, op=None):
    """The registered target's `unspecified` condition (false for targets without one, and for
    targets the reference does not evaluate, which never produce results)."""
    target = TARGETS.get(call_target_name)
    if target is None or target.unspecified is None:
        return np.False_
    kwargs = target_keywords(target, op, backend_config, result_types)
    with np.errstate(all="ignore"):
        return np.bool_(np.any(target.unspecified(*inputs, **kwargs)))


@op("custom_call", unspecified=[
    Unspecified("custom_call/target", "implementation-defined",
                "What call_target_name computes is defined by each implementation; a registered "
                "target declares where its own results are implementation-defined (LAPACK's "
                "partial results for an input it cannot factor)",
                "the registered target's results (see reference.ops.custom_call.TARGETS); "
                "NotImplementedYet naming any other target",
                _target_unspecified)])
def custom_call(inputs, *, call_target_name, backend_config, result_types, op=None):
    """`results = call_target_name(inputs)` for a registered target."""
    target = TARGETS.get(call_target_name)
    if target is None:
        raise NotImplementedYet(f"custom_call target {call_target_name} is not implemented in "
                                "the reference (it implements the targets of "
                                "docs/custom-calls.md: shape_assertion, jax's CPU LAPACK "
                                "targets and the check.* calls)")
    kwargs = target_keywords(target, op, backend_config, result_types)
    try:
        target.signature.bind(*inputs, **kwargs)
    except TypeError as e:
        raise EvaluationError(f"custom_call target {call_target_name} does not take "
                              f"{len(inputs)} input(s): {e}") from None
    try:
        out = target.fn(*inputs, **kwargs)
    except EvaluationError as e:
        raise type(e)(f"{call_target_name}: {e}") from None
    results = out if isinstance(out, list) else [out]
    if len(results) != len(result_types):
        raise EvaluationError(f"custom_call target {call_target_name} produces {len(results)} "
                              f"result(s), the call declares {len(result_types)}")
    return results
