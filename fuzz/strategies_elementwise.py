"""Generators of the elementwise ops: one per op, element types from the op's schema families."""
from __future__ import annotations

import math

import numpy as np

from spec.build import enum, integer, struct, tensor_type
from spec.ops import OPS
from spec.types import ELEMENT_TYPES

from .regions import wide_product
from .strategies_base import types_of

COMPARE_TYPES = {"bool": ("UNSIGNED",), "signed": ("SIGNED",), "unsigned": ("UNSIGNED",),
                 "float": ("FLOAT", "TOTALORDER"), "complex": ("FLOAT",)}
"""Operand kind -> the compare_type values that suit it (compare C3)."""
DIRECTIONS = ("EQ", "NE", "GE", "GT", "LE", "LT")
HARD_DIRECTIONS = ("NE", "EQ", "LT", "GE", "GT", "LE")
"""The directions in the order a hard program draws them: NE and EQ, where NaN and signed zeros
split the compare types, first."""


UNDEFINED_FAMILIES = {"remainder": ("complex",)}
"""Element families for which the spec leaves an op undefined as a whole (remainder of complex
numbers, #997): never generated (G5)."""


def _families(name: str):
    families = OPS[f"stablehlo.{name}"].operands[0].elements
    return tuple(f for f in families if f not in UNDEFINED_FAMILIES.get(name, ()))


def result_type(name: str, et: str) -> str:
    """The result element type of unary op `name` on `et` (SHAPE_CLASSES["unary"]): `et` where
    the result's schema families hold it, else its complex component (real, imag, abs of
    complex numbers), else i1 (is_finite)."""
    families, t = OPS[f"stablehlo.{name}"].results[0].elements, ELEMENT_TYPES[et]
    for candidate in (et, t.component.name if t.kind == "complex" else None, "i1"):
        if candidate is not None and types_of(families, (candidate,)):
            return candidate
    raise ValueError(f"{name}: no result element type for operands of {et}")


def unary(name: str):
    accurate = any(a.name == "result_accuracy" for a in OPS[f"stablehlo.{name}"].attributes)

    def generate(p):
        et, shape = p.typed(_families(name)), p.shape()
        p.op(name, [p.arg(et, shape)], [tensor_type(shape, result_type(name, et))],
             result_accuracy(p) if accurate else None)
    return generate


STATED_TOLERANCES = ((0.0, 0.0, 0), (1e-05, 0.0, 0), (0.0, 0.001, 0), (0.0, 0.0, 2),
                     (1e-06, 0.0001, 1), (0.5, 0.5, 1000))
"""(atol, rtol, ulps) of the TOLERANCE modes drawn: none, each field alone, all three, and one
looser than any op's rule (upstream's verifier: none negative, result_accuracy_c1)."""


def result_accuracy(p) -> dict:
    """The attributes of a transcendental op (the schemas' ACCURACY): no result_accuracy half
    the time (what jax emits), else mode DEFAULT or HIGHEST (their tolerances zero:
    result_accuracy_c2) or TOLERANCE with one of STATED_TOLERANCES."""
    if not p.boolean():
        return {}
    mode = p.choice(("DEFAULT", "HIGHEST", "TOLERANCE"))
    atol, rtol, ulps = p.choice(STATED_TOLERANCES) if mode == "TOLERANCE" else (0.0, 0.0, 0)
    return {"result_accuracy": struct("result_accuracy", atol=atol, rtol=rtol, ulps=ulps,
                                      mode=enum("result_accuracy_mode", mode))}


def binary(name: str):
    def generate(p):
        et, shape = p.typed(_families(name)), p.shape()
        p.op(name, [p.arg(et, shape), p.arg(et, shape)], [tensor_type(shape, et)])
    return generate


def _multiply(p):
    """binary("multiply"); in a hard program of integers one element pair at random is a
    `wide_product` (fuzz/regions.py): a product inside the range that needs every bit of the
    type, which a one-element input would otherwise meet only by the chance of its class."""
    et, shape = p.typed(_families("multiply")), p.shape()
    operands = [p.arg(et, shape), p.arg(et, shape)]
    pair = wide_product(p.rng, et) if p.hard_values and math.prod(shape) else None
    if pair is not None:
        at = np.unravel_index(int(p.rng.integers(math.prod(shape))), shape)
        for k, value in zip((-2, -1), pair):
            x = p.inputs[k] = p.inputs[k].copy()
            x[at] = value
    p.op("multiply", operands, [tensor_type(shape, et)])


def _complex(p):
    et, shape = p.element_type(("f32", "f64")), p.shape()
    p.op("complex", [p.arg(et, shape), p.arg(et, shape)],
         [tensor_type(shape, f"complex<{et}>")])


def _compare(p):
    """One comparison; in a hard program (directions NE and EQ first) one per compare_type the
    operands' type takes, each a result."""
    et, shape = p.typed(), p.shape()
    direction = p.choice(HARD_DIRECTIONS if p.hard else DIRECTIONS)
    kind = ELEMENT_TYPES[et].kind
    if kind == "complex":
        direction = p.choice(("EQ", "NE"))
    attrs = {"comparison_direction": enum("comparison_direction", direction)}
    operands = [p.arg(et, shape), p.arg(et, shape)]
    if p.hard:
        p.returns([p.op("compare", operands, [tensor_type(shape, "i1")],
                        {**attrs, "compare_type": enum("comparison_type", kind_)})[0]
                   for kind_ in COMPARE_TYPES[kind]])
        return
    if p.boolean():
        attrs["compare_type"] = enum("comparison_type", p.choice(COMPARE_TYPES[kind]))
    p.op("compare", operands, [tensor_type(shape, "i1")], attrs)


def _clamp(p):
    et, shape = p.typed(("bool", "integer", "float")), p.shape()
    bound = lambda: p.arg(et, () if p.boolean() else shape)  # noqa: E731 (C1: scalar or shape)
    lo, x, hi = bound(), p.arg(et, shape), bound()
    p.op("clamp", [lo, x, hi], [tensor_type(shape, et)])


def _convert(p):
    """One conversion between drawn types; in a hard program one input converted to each of
    `convert_targets` of its type (one convert op per target, each a result)."""
    if p.hard:
        source, shape = p.typed(), p.shape()
        x = p.arg(source, shape)
        p.returns([p.op("convert", [x], [tensor_type(shape, t)])[0]
                   for t in convert_targets(source)])
        return
    source, target, shape = p.typed(), p.typed(), p.shape()
    p.op("convert", [p.arg(source, shape)], [tensor_type(shape, target)])


def convert_targets(source: str) -> tuple[str, ...]:
    """The types a hard program converts `source` to: a wider type that holds every value of
    it (subnormals and integers above 2^24 included), an integer (truncation of floats,
    widening of integers) and i1 (zero or not). Narrower float types are left out: most of
    their conversions are inexact (undefined), and the redraws that avoid them would take the
    hard values out of the input."""
    t = ELEMENT_TYPES[source]
    if t.kind == "complex":
        return ("complex<f64>",)
    if t.kind == "bool":
        return ("f32", "i32")
    wider = "complex<f64>" if source == "f64" else "f64"
    integer = "i32" if t.kind == "float" else ("i64" if t.kind == "signed" else "ui64")
    return tuple(dict.fromkeys((wider, integer, "i1")))


def _bitcast_convert(p):
    """Same width: same shape; the narrower side carries a last dimension of ratio elements."""
    source, shape = p.typed(), p.shape(max_rank=max(0, p.b.max_rank - 1))
    s_bits = ELEMENT_TYPES[source].bits
    complex_ = ELEMENT_TYPES[source].kind == "complex"  # C2: complex only to complex
    pool = p.b.element_types + (BITCAST_PARTNERS if p.hard else ())
    fits = [t for t in dict.fromkeys(pool) if (ELEMENT_TYPES[t].kind == "complex") == complex_
            and max(s_bits, ELEMENT_TYPES[t].bits) % min(s_bits, ELEMENT_TYPES[t].bits) == 0]
    if p.hard:  # another width first: the order of the narrower elements matters
        fits.sort(key=lambda t: ELEMENT_TYPES[t].bits == s_bits)
    target = p.element_type(fits)
    t_bits = ELEMENT_TYPES[target].bits
    operand, result = list(shape), list(shape)
    if s_bits > t_bits:
        result.append(s_bits // t_bits)
    elif s_bits < t_bits:
        operand.append(t_bits // s_bits)
    p.op("bitcast_convert", [p.arg(source, operand)], [tensor_type(result, target)])


BITCAST_PARTNERS = ("i8", "ui8", "i16", "f16", "bf16", "i32", "ui32", "f32", "i64", "ui64",
                    "f64", "complex<f32>", "complex<f64>")
"""The types a hard program bitcasts to besides the requested ones."""


def _reduce_precision(p):
    et, shape = p.typed(("float",)), p.shape()
    exponent, mantissa = p.integers(1, 11), p.integers(0, 52)
    p.op("reduce_precision", [p.arg(et, shape)], [tensor_type(shape, et)],
         {"exponent_bits": integer(exponent, "i32"), "mantissa_bits": integer(mantissa, "i32")})


def _built_by_rule(shape_class: str) -> tuple[str, ...]:
    """The elementwise ops of `shape_class` (spec.ops.schema.SHAPE_CLASSES) that `unary` or
    `binary` builds: those without required attributes."""
    return tuple(s.mnemonic for s in OPS.values() if s.family == "elementwise"
                 and s.shape_class == shape_class and all(a.optional for a in s.attributes))


UNARY = _built_by_rule("unary")
BINARY = _built_by_rule("binary")

ELEMENTWISE = {**{n: unary(n) for n in UNARY}, **{n: binary(n) for n in BINARY},
               "multiply": _multiply, "complex": _complex, "compare": _compare, "clamp": _clamp, "convert": _convert,
               "bitcast_convert": _bitcast_convert, "reduce_precision": _reduce_precision}
