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

import dataclasses
import functools
import inspect
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from spec.ops import OPS, registered
from spec.types import QuantizedElementType

from .. import values
from ..errors import EvaluationError


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


def op(name: str, *, unspecified: tuple[Unspecified, ...] | list = (),
       quantized: "QuantizedForm | tuple[QuantizedForm, ...]" = ()):
    """Registers the decorated function as the implementation of op `name` (`add` means
    `stablehlo.add`; `check.expect_eq` and `func.call` are written in full).

    `quantized` names the spec's form(s) of the op's quantized semantics (DEQUANTIZE_OP_QUANTIZE
    and friends, below): the registered implementation then evaluates quantized operands through
    that form around the decorated float implementation, which stays free of quantization code.
    Without it, the decorated function gets quantized operands as they are."""
    forms = quantized if isinstance(quantized, tuple) else (quantized,)

    def register(fn):
        full = registered(name, fn.__module__)
        if full in IMPLEMENTATIONS:
            raise ValueError(f"{full} is implemented twice")
        params = inspect.signature(fn).parameters.values()
        keywords = frozenset(p.name for p in params if p.kind is p.KEYWORD_ONLY)
        for u in unspecified:
            if u.kind not in ("implementation-defined", "undefined"):
                raise ValueError(f"{full}: unknown kind {u.kind!r} of {u.id}")
        impl = Implementation(full, fn, keywords, tuple(unspecified))
        IMPLEMENTATIONS[full] = _with_quantized_forms(impl, forms) if forms else impl
        return fn

    return register


def unspecified(name: str) -> tuple[Unspecified, ...]:
    """The declared implementation-defined and undefined behaviours of op `name`."""
    impl = IMPLEMENTATIONS.get(name if "." in name else f"stablehlo.{name}")
    return impl.unspecified if impl else ()


def may_hold(u: Unspecified, op) -> bool:
    """False when the static types of `op` rule condition `u` out: a `when` tagged with
    `holds_for` (a predicate on the element type of the first operand, read dequantized: false
    where the condition cannot hold), `holds_for_result` (the same on the first result's element
    type) or `quantized` (it holds only where an operand or result type is quantized). Untagged
    conditions may always hold. A `when` tagged `holds_for_op` (a predicate on the op itself:
    its attributes) is not read here, where the answers are kept per op name and types
    (interpreter._relevant_unspecified), but by the program bounds' masks
    (reference/propagation._left)."""
    for tag, values_ in (("holds_for", op.operands), ("holds_for_result", op.results)):
        holds_for = getattr(u.when, tag, None)
        if holds_for is not None and values_:
            et = getattr(values_[0].type, "element_type", None)
            if isinstance(et, QuantizedElementType):
                et = et.expressed_type  # a quantized value is read dequantized
            if et is not None and not holds_for(et):
                return False
    if getattr(u.when, "quantized", False):
        return any(isinstance(getattr(v.type, "element_type", None), QuantizedElementType)
                   for v in list(op.operands) + list(op.results))
    return True


def call_with_known(fn, operands, attributes):
    """fn(*operands, **the attributes fn takes by keyword)."""
    names = _keywords(fn)
    if names is None:
        return fn(*operands, **attributes)
    return fn(*operands, **{k: v for k, v in attributes.items() if k in names})


@functools.lru_cache(maxsize=4096)
def _keywords(fn) -> frozenset[str] | None:
    """The keyword-only parameters of fn; None when it takes any keyword (**kwargs)."""
    params = inspect.signature(fn).parameters.values()
    if any(p.kind is p.VAR_KEYWORD for p in params):
        return None
    return frozenset(p.name for p in params if p.kind is p.KEYWORD_ONLY)


# ---------------------------------------------------------------------------------------------
# Quantized semantics (the spec's notation section: dequantize_op_quantize and friends)

@dataclass(frozen=True)
class QuantizedForm:
    """One form of the spec's quantized semantics: dequantize the quantized operands to their
    expressed type, evaluate the op's float implementation (with result types rewritten to
    their expressed types), and quantize the results whose declared type is quantized.

    The forms differ only in which operands and results are quantized: `operands` is "all" or "the
    last" (hybrid ops' rhs); `results` says whether
    the results are quantized (operands the op's schema never lets be quantized, like select's
    pred, do not count). `value`, when given, replaces the evaluation (is_finite)."""

    name: str
    operands: str
    results: bool
    value: Callable | None = field(default=None, compare=False)

    def matches(self, operand_flags: list[bool], result_flags: list[bool]) -> bool:
        wanted = {"all": [True] * len(operand_flags),
                  "the last": [False] * (len(operand_flags) - 1) + [True]}[self.operands]
        return operand_flags == wanted and result_flags == [self.results] * len(result_flags)


DEQUANTIZE_OP_QUANTIZE = QuantizedForm("dequantize_op_quantize", "all", True)
DEQUANTIZE_COMPARE = QuantizedForm("dequantize_compare", "all", False)
DEQUANTIZE_SELECT_QUANTIZE = QuantizedForm("dequantize_select_quantize", "all", True)
DEQUANTIZE_BATCH_NORM_GRAD_OR_TRAINING_QUANTIZE = QuantizedForm(
    "dequantize_batch_norm_grad_or_training_quantize", "all", True)
HYBRID_DEQUANTIZE_THEN_OP = QuantizedForm("hybrid_dequantize_then_op", "the last", False)
ALWAYS_TRUE = QuantizedForm("true for quantized types (is_finite)", "all", False,
                            value=lambda x: np.ones(x.shape, bool))


def _flat(operands) -> list:
    """The tensor operands, variadic groups flattened and absent optional operands left out."""
    out = []
    for x in operands:
        if isinstance(x, (list, tuple)):
            out.extend(x)
        elif x is not None:
            out.append(x)
    return out


def _is_quantized_type(t) -> bool:
    return isinstance(getattr(t, "element_type", None), QuantizedElementType)


def _expressed(t):
    """A tensor type with its quantized element type replaced by the expressed type."""
    if not _is_quantized_type(t):
        return t
    return dataclasses.replace(t, element_type=t.element_type.expressed_type)


def _dequantized(operands) -> list:
    def one(x):
        return values.dequantize(x) if isinstance(x, values.QuantizedTensor) else x
    return [[one(y) for y in x] if isinstance(x, (list, tuple)) else one(x) for x in operands]


def _float_keywords(impl: Implementation, result_types, kwargs: dict) -> dict:
    """The keywords the float implementation names, its result types expressed."""
    expressed = [_expressed(t) for t in result_types]
    known = dict(kwargs, result_types=expressed,
                 result_type=expressed[0] if len(expressed) == 1 else None)
    return {k: v for k, v in known.items() if k in impl.keywords}


def _quantizable(impl: Implementation, operands) -> list:
    """The operands the op's schema lets be quantized, variadic groups flattened."""
    schema = OPS[impl.name].operands
    return _flat([x for x, s in zip(operands, schema) if "quantized" in s.kind])


def _form_for(impl: Implementation, forms, operands, result_types) -> "QuantizedForm | None":
    """The form that evaluates these operands; None when no operand is quantized."""
    flags = [isinstance(x, values.QuantizedTensor) for x in _quantizable(impl, operands)]
    if not any(flags):
        return None
    result_flags = [_is_quantized_type(t) for t in result_types]
    for form in forms:
        if form.matches(flags, result_flags):
            return form
    names = " or ".join(f.name for f in forms)
    raise EvaluationError(
        f"{impl.name} with quantized operands {flags} and quantized results {result_flags} "
        f"matches none of the spec's quantized forms of the op ({names}): see its constraints")


def _evaluate(impl: Implementation, form: QuantizedForm, operands, result_types, kwargs):
    """The form's float results: the float implementation on the dequantized operands."""
    if form.value is not None:
        return [form.value(*_quantizable(impl, operands))]
    if form is HYBRID_DEQUANTIZE_THEN_OP:
        _check_hybrid(impl, _quantizable(impl, operands))
    out = impl.fn(*_dequantized(operands), **_float_keywords(impl, result_types, kwargs))
    return out if isinstance(out, list) else [out]


def _check_hybrid(impl: Implementation, operands) -> None:
    *floats, quantized = operands
    expressed = quantized.element_type.expressed_type
    for x in floats:
        if values.element_type_of(x) != expressed:
            raise EvaluationError(
                f"{impl.name}: hybrid_dequantize_then_op needs the float operand's element type "
                f"{values.element_type_of(x).name} to be the quantized operand's expressed type "
                f"{expressed.name}")


def _with_quantized_forms(impl: Implementation, forms) -> Implementation:
    """`impl` evaluating quantized operands through `forms`, its Unspecified conditions read on
    the dequantized operands, plus the conditions the forms' dequantize and quantize add."""
    def run(*operands, result_types=None, **kwargs):
        if result_types is None:  # a direct call naming result_type (or no result type)
            given = kwargs.get("result_type")
            result_types = [] if given is None else [given]
        form = _form_for(impl, forms, operands, result_types)
        if form is None:
            return impl.fn(*operands, **_plain_keywords(impl, result_types, kwargs))
        results = _evaluate(impl, form, operands, result_types, kwargs)
        results = [values.quantize(np.asarray(r), t.element_type) if _is_quantized_type(t)
                   else r for r, t in zip(results, result_types)]
        return results if len(results) > 1 else results[0]

    keywords = impl.keywords | {"result_types"}
    run.__name__, run.__doc__ = impl.fn.__name__, impl.fn.__doc__
    unspecified = tuple(_on_dequantized(u) for u in impl.unspecified)
    if any(f.value is None for f in forms):  # ALWAYS_TRUE reads no quantized value
        unspecified += _quantization_unspecified(impl, forms)
    return Implementation(impl.name, run, keywords, unspecified)


def _plain_keywords(impl: Implementation, result_types, kwargs: dict) -> dict:
    known = dict(kwargs, result_types=result_types)
    known.setdefault("result_type", result_types[0] if len(result_types) == 1 else None)
    return {k: v for k, v in known.items() if k in impl.keywords}


def _on_dequantized(u: Unspecified) -> Unspecified:
    """`u` read on dequantized operands and expressed result types (the float op's inputs)."""
    def when(*operands, **attributes):
        if not any(isinstance(x, values.QuantizedTensor) for x in _flat(operands)) and not any(
                _is_quantized_type(t) for t in [attributes.get("result_type"),
                                                *(attributes.get("result_types") or ())]):
            return u.mask(*operands, **attributes)  # nothing quantized: nothing to express
        attributes = dict(attributes)
        for key in ("result_type", "result_types"):
            if attributes.get(key) is not None:
                t = attributes[key]
                attributes[key] = [_expressed(x) for x in t] if key == "result_types" \
                    else _expressed(t)
        return u.mask(*_dequantized(operands), **attributes)
    for tag in ("holds_for", "holds_for_result", "holds_for_op"):  # see may_hold
        if getattr(u.when, tag, None) is not None:
            setattr(when, tag, getattr(u.when, tag))
    return dataclasses.replace(u, when=when)


def _quantization_unspecified(impl: Implementation, forms) -> tuple[Unspecified, ...]:
    """What the spec's dequantize and quantize leave implementation-defined, for `impl`'s
    quantized operands and results (masks of whole results where shapes differ)."""

    def declared(result_types, result_type):
        if result_types is not None:
            return result_types
        return [] if result_type is None else [result_type]

    def collapse(mask, result_types):
        shapes = {tuple(t.shape) for t in result_types}
        return mask if shapes == {np.shape(mask)} else np.any(mask)

    def overflow(*operands, result_types=None, result_type=None, **_):
        result_types = declared(result_types, result_type)
        masks = [values.dequantize_overflow(x) for x in _flat(operands)
                 if isinstance(x, values.QuantizedTensor)]
        return functools.reduce(np.logical_or, [collapse(m, result_types) for m in masks]) \
            if masks else np.False_  # a whole-result mask (a scalar) broadcasts

    def not_representable(*operands, result_types=None, result_type=None, **kwargs):
        result_types = declared(result_types, result_type)
        form = _form_for(impl, forms, operands, result_types)
        if form is None or not form.results:
            return np.False_
        results = _evaluate(impl, form, operands, result_types, kwargs)
        masks = [collapse(values.quantize_not_representable(np.asarray(r), t.element_type),
                          result_types) for r, t in zip(results, result_types)]
        return functools.reduce(np.logical_or, masks, np.False_)

    overflow.quantized = not_representable.quantized = True  # see may_hold
    short = impl.name.split(".")[-1]
    return (
        Unspecified(f"{short}/quantized-storage-overflow", "implementation-defined",
                    "the spec's dequantize computes storage - zero_point in the storage type, "
                    "where it overflows (integer overflow is implementation-defined)",
                    "the exact difference, as the quantized element type's "
                    "f = (i - zero_point) * scale says", overflow),
        Unspecified(f"{short}/quantized-not-representable", "implementation-defined",
                    "the spec's quantize of the float result ends with a conversion to the "
                    "storage type of NaN or of a value beyond it (float-to-integer conversion of "
                    "those is implementation-defined)",
                    "0 for NaN, the storage type's minimum or maximum otherwise", not_representable))
