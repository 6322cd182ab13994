"""Reduction bodies: the binary ops a reduction (reduce, reduce_window, scatter,
select_and_scatter, all_reduce, ...) combines values with, and what the layers need to know of
each, in one place.

A body op is named by its mnemonic (`add`); the element kinds it applies to are its schema's
(spec.ops). Each `Reducer` says its identity (`identity` computes it per element type), the
numpy ufuncs that compute it exactly on booleans and on wrap-around integers, the element kinds
on which a reduction's result does not depend on the order of combination, and the kinds the
generators draw it for. The ONNX translator keeps the ONNX ops of these bodies with its own
tables, keyed by the mnemonics here.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .ops import OPS
from .types import ElementType

KINDS = ("bool", "signed", "unsigned", "float", "complex")
BOOL_INT = frozenset(("bool", "signed", "unsigned"))

IDENTITIES = ("zero", "one", "lowest", "highest", "all-ones")
"""Identity classes: 0 (-0.0 for floats, +0 + -0 = +0; False for booleans), 1 (True), the
type's lowest value (-inf where the type has infinities, else its most negative finite value;
False), its highest value (likewise), all bits set (-1 for signed types, the maximum for
unsigned ones; True)."""


@dataclass(frozen=True)
class Reducer:
    """One body op. `identity`: its identity class (IDENTITIES); `bool_ufunc`, `integer_ufunc`:
    numpy ufuncs computing it on booleans and on integers (wrap-around); `order_free`: the
    element kinds on which a reduction's result is the same in any order (wrap-around
    arithmetic and bitwise ops are associative and commutative; a maximum or minimum is one of
    the values, NaNs aside for complex numbers); `drawn`: the kinds the generators draw it for
    as a body."""

    name: str
    identity: str
    bool_ufunc: np.ufunc
    integer_ufunc: np.ufunc
    order_free: frozenset[str]
    drawn: frozenset[str]

    @property
    def kinds(self) -> frozenset[str]:
        """The element kinds the op applies to (its schema's operand families)."""
        families = set(OPS[f"stablehlo.{self.name}"].operands[0].elements) or set(KINDS)
        if "integer" in families:
            families |= {"signed", "unsigned"}
        return frozenset(families & set(KINDS))


ANY = frozenset(KINDS)
REDUCERS = {r.name: r for r in (
    Reducer("add", "zero", np.logical_or, np.add, BOOL_INT, ANY),
    Reducer("multiply", "one", np.logical_and, np.multiply, BOOL_INT, ANY),
    Reducer("maximum", "lowest", np.logical_or, np.maximum, ANY, ANY - {"complex"}),
    Reducer("minimum", "highest", np.logical_and, np.minimum, ANY, ANY - {"complex"}),
    Reducer("and", "all-ones", np.logical_and, np.bitwise_and, BOOL_INT, BOOL_INT),
    Reducer("or", "zero", np.logical_or, np.bitwise_or, BOOL_INT, BOOL_INT),
    Reducer("xor", "zero", np.logical_xor, np.bitwise_xor, BOOL_INT, frozenset()),
)}
"""The body ops by mnemonic."""


def _kind(et: ElementType) -> str:
    return "signed" if et.kind == "index" else et.kind


def bodies(et: ElementType) -> tuple[str, ...]:
    """The body ops the generators draw for reductions of `et` values."""
    return tuple(name for name, r in REDUCERS.items() if _kind(et) in r.drawn)


def ufunc(op: str, et: ElementType) -> np.ufunc | None:
    """The numpy ufunc computing body op `op` exactly on storage values of `et` (booleans and
    integers), or None."""
    r, k = REDUCERS.get(op), _kind(et)
    if r is None or k not in BOOL_INT or k not in r.kinds:
        return None
    return r.bool_ufunc if k == "bool" else r.integer_ufunc


def order_free(op: str, et: ElementType) -> bool:
    """Whether a reduction of `et` values by body op `op` has the same result in any order."""
    r = REDUCERS.get(op)
    return r is not None and _kind(et) in r.order_free


def identity(op: str, et: ElementType) -> np.ndarray | None:
    """The identity of body op `op` over element type `et`, as a 0-d array of its dtype; None
    for an op that is no body op or does not apply to `et`, for complex multiply ((a + bi)(1 +
    0i) is not a + bi for b infinite or NaN, or b = -0 and a > 0), and for a value the type
    cannot hold (f8E8M0FNU has no zero)."""
    r, k = REDUCERS.get(op), _kind(et)
    if r is None or k not in r.kinds or (k == "complex" and op == "multiply"):
        return None
    if k == "bool":
        value = r.identity in ("one", "highest", "all-ones")
    elif k in ("signed", "unsigned"):
        value = {"zero": 0, "one": 1, "lowest": et.min_value, "highest": et.max_value,
                 "all-ones": -1 if k == "signed" else et.max_value}[r.identity]
    else:
        infinite = k == "float" and np.isinf(np.float64(np.array(np.inf).astype(et.dtype)))
        value = {"zero": complex(-0.0, -0.0) if k == "complex" else -0.0, "one": 1.0,
                 "lowest": -np.inf if infinite else et.min_value,
                 "highest": np.inf if infinite else et.max_value}[r.identity]
    if value is None:
        return None
    with np.errstate(invalid="ignore", over="ignore"):
        array = np.array(value).astype(et.dtype)
        exact = array.astype(np.complex128 if k == "complex" else object) == value
    return array if bool(exact) else None
