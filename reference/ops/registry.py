"""The registry of op implementations, keyed by the op's full name.

An implementation is a pure function that reads like the spec's formula. It takes the op's
operands positionally, in schema order (a variadic operand group arrives as one list, an absent
optional operand as None), and as keyword-only arguments whichever of these it names:

- each attribute by its schema name, as a plain Python value (see `interpreter.attribute_value`);
  an absent attribute is its schema default, or None;
- `result_type` (the op's single result type) or `result_types` (all of them);
- each region by its schema name, as a callable `region(*values) -> list[values]`;
- `op`, the program's Op (for messages and rare needs), and `process`, the process the op runs in.

It returns the result value, or a list of values for an op with several (or variadic) results.

Behaviour that the spec leaves to implementations, or undefined, is declared next to the op as
`Unspecified` entries: generators avoid those inputs and comparisons ignore those elements; the
reference still returns a documented result for them.
"""
from __future__ import annotations

import inspect
from dataclasses import dataclass, field
from typing import Callable

import numpy as np


@dataclass(frozen=True)
class Unspecified:
    """An input condition under which the spec does not define the op's result.

    `when(*operands, **attributes)` takes the op's operands and attributes (like the op's own
    function, keyword arguments it names) and returns a boolean mask that is true for each result
    element the condition affects (broadcastable to the result's shape). `reference` says which
    result the reference interpreter produces there."""

    id: str
    kind: str  # "implementation-defined" | "undefined"
    description: str
    reference: str
    when: Callable[..., np.ndarray] = field(compare=False, repr=False)

    def mask(self, *operands, **attributes) -> np.ndarray:
        return np.asarray(call_with_known(self.when, operands, attributes), dtype=bool)


@dataclass(frozen=True)
class Implementation:
    name: str
    fn: Callable
    keywords: frozenset[str]
    unspecified: tuple[Unspecified, ...] = ()


IMPLEMENTATIONS: dict[str, Implementation] = {}


def op(name: str, *, unspecified: tuple[Unspecified, ...] | list = ()):
    """Registers the decorated function as the implementation of op `name` (`add` means
    `stablehlo.add`; `check.expect_eq` and `func.call` are written in full)."""
    full = name if "." in name else f"stablehlo.{name}"

    def register(fn):
        if full in IMPLEMENTATIONS:
            raise ValueError(f"{full} is implemented twice")
        params = inspect.signature(fn).parameters.values()
        keywords = frozenset(p.name for p in params if p.kind is p.KEYWORD_ONLY)
        for u in unspecified:
            if u.kind not in ("implementation-defined", "undefined"):
                raise ValueError(f"{full}: unknown kind {u.kind!r} of {u.id}")
        IMPLEMENTATIONS[full] = Implementation(full, fn, keywords, tuple(unspecified))
        return fn

    return register


def unspecified(name: str) -> tuple[Unspecified, ...]:
    """The declared implementation-defined and undefined behaviours of op `name`."""
    impl = IMPLEMENTATIONS.get(name if "." in name else f"stablehlo.{name}")
    return impl.unspecified if impl else ()


def call_with_known(fn, operands, attributes):
    params = inspect.signature(fn).parameters.values()
    if any(p.kind is p.VAR_KEYWORD for p in params):
        return fn(*operands, **attributes)
    names = {p.name for p in params if p.kind is p.KEYWORD_ONLY}
    return fn(*operands, **{k: v for k, v in attributes.items() if k in names})
