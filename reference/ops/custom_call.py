"""stablehlo.custom_call: an implementation-defined operation named by `call_target_name`.

The spec leaves what a target computes to implementations, so the reference evaluates only the
targets registered here by name, and reports any other as unsupported. Register one with

    @custom_call_target("my.target")
    def my_target(*inputs, result_types, scale=1.0):
        return [...]  # a value, or a list of values (one per result; [] for none)

A target takes the call's inputs positionally and, as keyword-only arguments, whichever of
these it names: `result_types` (the call's result types), and any other name taken from the
entry of that name in `backend_config` when it is a dictionary (`backend_config = {tolerance =
1.0e-3 : f64}`); a name the call does not give keeps the function's default. The check custom
calls of upstream's tests (`check.eq`, `check.expect_eq`, ...) are registered in
`reference.checks`.
"""
from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Callable

import numpy as np

from ..errors import EvaluationError
from .registry import Unspecified, op


@dataclass(frozen=True)
class Target:
    name: str
    fn: Callable
    signature: inspect.Signature
    keywords: frozenset[str]


TARGETS: dict[str, Target] = {}


def custom_call_target(name: str):
    """Registers the decorated function as the custom_call target `name`."""
    def register(fn):
        if name in TARGETS:
            raise ValueError(f"custom_call target {name} is registered twice")
        signature = inspect.signature(fn)
        keywords = frozenset(p.name for p in signature.parameters.values()
                             if p.kind is p.KEYWORD_ONLY)
        TARGETS[name] = Target(name, fn, signature, keywords)
        return fn
    return register


@op("custom_call", unspecified=[
    Unspecified("custom_call/target", "implementation-defined",
                "What call_target_name computes is defined by each implementation.",
                "the registered target's results (see reference.ops.custom_call.TARGETS); "
                "an EvaluationError for any other target",
                lambda *inputs: np.array(True))])
def custom_call(inputs, *, call_target_name, backend_config, result_types):
    """`results = call_target_name(inputs)` for a registered target."""
    target = TARGETS.get(call_target_name)
    if target is None:
        raise EvaluationError(f"unsupported custom_call target {call_target_name} (known: "
                              + ", ".join(sorted(TARGETS)) + ")")
    config = backend_config if isinstance(backend_config, dict) else {}
    kwargs = {k: config[k] for k in target.keywords if k in config}
    if "result_types" in target.keywords:
        kwargs["result_types"] = result_types
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
