"""The registry of mutant backends: each is one realistic bug in one op of the reference
interpreter, written as a patch of that op's registered implementation
(reference.ops.registry.IMPLEMENTATIONS).

A patch is `patch(original, *operands, **keywords)`: it gets what the op's implementation gets
(operands, attributes, result types, regions: see the registry's docstring) and the original
implementation to call, and returns the op's results with the bug in them. It leaves the inputs
it does not concern (other element types, quantized operands) to the original, so that one
mutant is one bug at one place.

    @mutant("add-f16-round-toward-zero", "add", types=("f16",))
    def _(original, lhs, rhs, **kw):
        '''f16 additions rounded toward zero instead of to nearest even (...).'''

`types`: the element types (of fuzz.strategies.DATA_TYPES) whose generated cases can reach the
bug (every type when empty); `corpus`: corpus files (by stem) that exercise the op besides its
own; `allowed`: why the spec allows the behaviour, for the mutants that are no bug (they are
left out of the kill rate); `profile`: the tolerance profile (oracles.verdict.PROFILES) under
which the spec's rules catch the bug, for the mutants whose error the default profile declares
allowed (a rounding mode: within the default profile's 1 ULP for the correctly rounded
operations, which `strict` takes away; they are counted under that profile); `keywords`:
attributes the patch reads that the original does not take.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Callable

import numpy as np

from reference import values
from reference.ops.registry import IMPLEMENTATIONS
from reference.values import QuantizedTensor

F64 = np.dtype(np.float64)


@dataclass(frozen=True)
class Mutant:
    name: str
    op: str  # full op name
    types: tuple[str, ...]
    corpus: tuple[str, ...]
    allowed: str | None
    keywords: frozenset[str]
    patch: Callable
    profile: str = "default"

    @property
    def mnemonic(self) -> str:
        return self.op.removeprefix("stablehlo.")

    @property
    def bug(self) -> str:
        """The bug it models: the first paragraph of its patch's docstring."""
        return " ".join((self.patch.__doc__ or "").split("\n\n")[0].split())


MUTANTS: dict[str, Mutant] = {}


def mutant(name: str, op: str, *, types: tuple[str, ...] = (), corpus: tuple[str, ...] = (),
           allowed: str | None = None, keywords: tuple[str, ...] = (),
           profile: str = "default"):
    """Registers the decorated patch as mutant `name` of op `op` (a stablehlo mnemonic)."""
    def register(patch):
        if name in MUTANTS:
            raise ValueError(f"mutant {name} is defined twice")
        full = op if "." in op else f"stablehlo.{op}"
        if full not in IMPLEMENTATIONS:
            raise ValueError(f"mutant {name}: the reference has no implementation of {full}")
        MUTANTS[name] = Mutant(name, full, types, corpus, allowed, frozenset(keywords), patch,
                               profile)
        return patch
    return register


def apply(name: str) -> None:
    """Puts mutant `name` into this process's reference interpreter (for good: a mutant backend
    is a process of its own)."""
    m = MUTANTS[name]
    impl = IMPLEMENTATIONS[m.op]
    extra = m.keywords - impl.keywords

    def original(*operands, **keywords):
        return impl.fn(*operands, **{k: v for k, v in keywords.items() if k not in extra})

    def mutated(*operands, **keywords):
        return m.patch(original, *operands, **keywords)

    IMPLEMENTATIONS[m.op] = dataclasses.replace(impl, fn=mutated,
                                                keywords=impl.keywords | m.keywords)


# --- what the patches share ------------------------------------------------------------------

def type_name(x) -> str | None:
    """The element type name of a plain tensor value; None for quantized tensors and others."""
    if isinstance(x, (np.ndarray, np.generic)):
        return values.element_type_of(np.asarray(x)).name
    return None


def result_type_name(keywords: dict) -> str | None:
    """The element type name of the op's (first) result, from its result_type(s) keyword."""
    t = keywords.get("result_type") or (keywords.get("result_types") or [None])[0]
    et = getattr(t, "element_type", None)
    return None if et is None or not hasattr(et, "kind") else et.name


def is_real_float(x) -> bool:
    return isinstance(x, np.ndarray) and values.kind(values.element_type_of(x)) == "float"


def plain(*operands) -> bool:
    """Whether no operand is quantized (patches of float or integer semantics leave quantized
    operands to the original)."""
    return not any(isinstance(x, QuantizedTensor) for x in operands)


def narrow_like(wide, like: np.ndarray) -> np.ndarray:
    """A wide result rounded once to the element type of `like`."""
    return values.narrow(np.asarray(wide), values.element_type_of(like))


def step_toward_zero(rounded: np.ndarray, exact: np.ndarray) -> np.ndarray:
    """`rounded` (correctly rounded) moved one ULP toward zero where it lies farther from zero
    than `exact` (float64): the result of rounding toward zero, infinities included."""
    et = values.element_type_of(rounded)
    with np.errstate(invalid="ignore"):
        away = np.isfinite(exact) & (np.abs(rounded.astype(F64)) > np.abs(exact))
    lower = values.from_bit_pattern(values.bit_pattern(rounded) - np.uint64(1), et)
    return np.where(away, lower, rounded).astype(rounded.dtype)


def keep_bits(x: np.ndarray, bits: int) -> np.ndarray:
    """float64 values rounded to `bits` significant bits (a hardware estimate's precision)."""
    mantissa, exponent = np.frexp(x)
    return np.ldexp(np.round(mantissa * 2.0 ** bits) / 2.0 ** bits, exponent)


def round_to(x: np.ndarray, name: str) -> np.ndarray:
    """float64 values rounded to the float type `name`, back in float64."""
    return values.narrow(x, values.ELEMENT_TYPES[name]).astype(F64)
