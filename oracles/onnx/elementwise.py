"""StableHLO elementwise ops -> ONNX nodes.

Handlers raise `Untranslatable` for an element type or attribute value without a faithful
equivalent. Integer division and remainder never hand ONNX Runtime a divisor of 0 (or -1 for
signed types), which would trap the process: the results there are implementation-defined in
StableHLO, so a safe divisor is substituted and the quotient of x / -1 computed as -x.
"""
from __future__ import annotations

from oracles.compare import accuracy
from spec.types import ELEMENT_TYPES

from .graph import Graph, Untranslatable, attr, et, extremum, kind, require, where
from .registry import handles, register


FLOAT_UNARY = {"exponential": "Exp", "log": "Log", "sqrt": "Sqrt", "sine": "Sin",
               "cosine": "Cos", "tanh": "Tanh", "tan": "Tan",
               "floor": "Floor", "ceil": "Ceil", "round_nearest_even": "Round"}


def accurate(handle):
    """`handle(g, op, ins, t)` of a transcendental op, in f64 when the op's result_accuracy asks
    for HIGHEST and its type is narrower (then rounded once to the type, as the reference
    does): ONNX has no accuracy attribute, and ORT's f32 kernels are up to 4 ULP off."""
    def translate(g: Graph, op, ins):
        t = et(op.results[0])
        require(t, {"float"}, op.mnemonic)
        if accuracy(op)[0] != "HIGHEST" or t == "f64":
            return [handle(g, op, ins, t)]
        try:
            result = handle(g, op, [g.cast(x, "f64") for x in ins], "f64")
        except Untranslatable as e:
            raise Untranslatable(f"result_accuracy HIGHEST, computed in f64: {e}") from None
        return [g.cast(result, t)]
    return translate


def _float_unary(onnx_op):
    return accurate(lambda g, op, ins, t: g.node(onnx_op, ins, t))


for _name, _onnx in FLOAT_UNARY.items():
    register(_name, _float_unary(_onnx))


@handles("rsqrt")
@accurate
def rsqrt(g, op, ins, t):
    return g.node("Reciprocal", [g.node("Sqrt", ins, t)], t)


@handles("logistic")
@accurate
def logistic(g, op, ins, t):
    """e / (1 + e) with e = exp(-|x|), 1 - that for x >= 0: no overflow, 3 roundings (ORT's
    Sigmoid flushes results below about 1e-13 to 0)."""
    x = ins[0]
    e = g.node("Exp", [g.node("Neg", [g.node("Abs", [x], t)], t)], t)
    small = g.node("Div", [e, g.node("Add", [g.scalar(1, t), e], t)], t)
    large = g.node("Reciprocal", [g.node("Add", [g.scalar(1, t), e], t)], t)
    positive = g.node("GreaterOrEqual", [x, g.scalar(0, t)], t, out="i1")
    return where(g, positive, large, small, t)


@handles("abs")
def abs_(g, op, ins):
    t = et(op.operands[0])
    require(t, {"signed", "float"}, "abs")
    return [g.node("Abs", ins, t)]


@handles("negate")
def negate(g, op, ins):
    t = et(op.results[0])
    require(t, {"signed", "unsigned", "float"}, "negate")
    if kind(t) == "unsigned":
        return [g.node("Sub", [g.scalar(0, t), ins[0]], t, widen="modular")]
    return [g.node("Neg", ins, t, widen="modular")]


@handles("sign")
def sign(g, op, ins):
    t = et(op.results[0])
    require(t, {"signed", "float"}, "sign")
    s = g.node("Sign", ins, t)
    if kind(t) != "float":
        return [s]
    keep = g.raw("Or", [g.node("Equal", [ins[0], g.scalar(0, t)], t, out="i1"),
                        g.node("IsNaN", ins, t, out="i1", constraint="T1")])[0]
    return [where(g, keep, ins[0], s, t)]  # sign(±0) = ±0, sign(NaN) = NaN


@handles("not")
def not_(g, op, ins):
    t = et(op.results[0])
    return [g.raw("Not", ins)[0] if t == "i1" else g.node("BitwiseNot", ins, t, widen="modular")]


@handles("is_finite")
def is_finite(g, op, ins):
    t = et(op.operands[0])
    nan = g.node("IsNaN", ins, t, out="i1", constraint="T1")
    inf = g.node("IsInf", ins, t, out="i1", constraint="T1")
    return [g.raw("Not", g.raw("Or", [nan, inf]))[0]]


def _binary(onnx_op, kinds, widen, boolean=None):
    def handle(g, op, ins):
        t = et(op.results[0])
        if t == "i1" and boolean:
            return [g.raw(boolean, ins)[0]]
        require(t, kinds, op.mnemonic)
        return [g.node(onnx_op, ins, t, widen=widen if kind(t) != "float" else "value")]
    return handle


NUMBERS = {"signed", "unsigned", "float"}
register("add", _binary("Add", NUMBERS, "modular", boolean="Or"))
register("subtract", _binary("Sub", NUMBERS, "modular"))
register("multiply", _binary("Mul", NUMBERS, "modular", boolean="And"))
_float_power = _binary("Pow", {"float"}, "value")
register("and", _binary("BitwiseAnd", {"signed", "unsigned"}, "modular", boolean="And"))
register("or", _binary("BitwiseOr", {"signed", "unsigned"}, "modular", boolean="Or"))
register("xor", _binary("BitwiseXor", {"signed", "unsigned"}, "modular", boolean="Xor"))


@handles("power")
def power(g, op, ins):
    """Floats: Pow. Integers: repeated squaring over every bit of the exponent with wrapping
    multiplication (ORT's integer Pow goes through double); a negative exponent gives 1 for
    lhs = 1, ±1 for lhs = -1 and 0 otherwise, as the reference does."""
    t = et(op.results[0])
    if kind(t) == "float":
        return _float_power(g, op, ins)
    require(t, {"signed", "unsigned"}, "power")
    lhs, rhs = ins
    u = t if kind(t) == "unsigned" else "u" + t
    exponent = g.cast(rhs, u) if u != t else rhs
    result, base = g.scalar(1, t), lhs
    for k in range(ELEMENT_TYPES[t].bits):
        bit = g.node("BitwiseAnd", [exponent, g.scalar(1 << k, u)], u, widen="modular")
        on = g.raw("Not", [g.node("Equal", [bit, g.scalar(0, u)], u, out="i1")])[0]
        result = where(g, on, g.node("Mul", [result, base], t, widen="modular"), result, t)
        base = g.node("Mul", [base, base], t, widen="modular")
    if kind(t) == "unsigned":
        return [result]
    odd = g.raw("Not", [g.node("Equal", [g.node("BitwiseAnd", [exponent, g.scalar(1, u)], u,
                                                 widen="modular"), g.scalar(0, u)], u,
                                 out="i1")])[0]
    minus_one = where(g, odd, g.scalar(-1, t), g.scalar(1, t), t)
    negative = where(g, g.node("Equal", [lhs, g.scalar(1, t)], t, out="i1"), g.scalar(1, t),
                     where(g, g.node("Equal", [lhs, g.scalar(-1, t)], t, out="i1"), minus_one,
                           g.scalar(0, t), t), t)
    below_zero = g.node("Less", [rhs, g.scalar(0, t)], t, out="i1")
    return [where(g, below_zero, negative, result, t)]


@handles("round_nearest_afz")
def round_nearest_afz(g, op, ins):
    """Round (half to even), except at ties: floor(|x|) + 1 with x's sign (|x| - floor(|x|)
    is exact, so ties are found exactly; adding 0.5 first would round 0.49999997 up)."""
    t = et(op.results[0])
    require(t, {"float"}, "round_nearest_afz")
    x = ins[0]
    magnitude = g.node("Abs", [x], t)
    whole = g.node("Floor", [magnitude], t)
    tie = g.node("Equal", [g.node("Sub", [magnitude, whole], t), g.scalar(0.5, t)], t, out="i1")
    away = g.node("Mul", [g.node("Sign", [x], t), g.node("Add", [whole, g.scalar(1, t)], t)], t)
    return [where(g, tie, away, g.node("Round", [x], t), t)]


@handles("divide", "remainder")
def divide(g, op, ins):
    t = et(op.results[0])
    require(t, NUMBERS, op.mnemonic)
    lhs, rhs = ins
    if kind(t) == "float":
        if op.mnemonic == "divide":
            return [g.node("Div", ins, t)]
        return [g.node("Mod", ins, t, fmod=1)]
    unsafe = g.node("Equal", [rhs, g.scalar(0, t)], t, out="i1")
    if kind(t) == "signed":
        minus_one = g.node("Equal", [rhs, g.scalar(-1, t)], t, out="i1")
        unsafe = g.raw("Or", [unsafe, minus_one])[0]
    safe = where(g, unsafe, g.scalar(1, t), rhs, t)
    quotient = g.node("Div", [lhs, safe], t)
    if op.mnemonic == "remainder":  # lhs - trunc(lhs / rhs) * rhs (ORT's integer Mod goes
        # through double); x rem 1 = x rem -1 = 0
        return [g.node("Sub", [lhs, g.node("Mul", [quotient, safe], t, widen="modular")], t,
                       widen="modular")]
    if kind(t) == "signed":
        quotient = where(g, minus_one, g.node("Neg", [lhs], t, widen="modular"), quotient, t)
    return [quotient]


@handles("maximum", "minimum")
def maximum(g, op, ins):
    t = et(op.results[0])
    boolean, onnx_op = {"maximum": ("Or", "Max"), "minimum": ("And", "Min")}[op.mnemonic]
    if t == "i1":
        return [g.raw(boolean, ins)[0]]
    return [extremum(g, onnx_op, ins[0], ins[1], t)]


@handles("shift_left", "shift_right_logical", "shift_right_arithmetic")
def shift(g, op, ins):
    """ONNX BitShift is unsigned only: shifts run on the unsigned type of the same width;
    a shift by the bit width or more gives 0 (or the sign fill, arithmetic)."""
    t = et(op.results[0])
    require(t, {"signed", "unsigned"}, op.mnemonic)
    bits = ELEMENT_TYPES[t].bits
    u = t if kind(t) == "unsigned" else "u" + t
    lhs, rhs = (g.cast(x, u) if u != t else x for x in ins)
    if op.mnemonic == "shift_right_arithmetic":
        amount = g.node("Min", [rhs, g.scalar(bits - 1, u)], u)
        signed = t if kind(t) == "signed" else t[1:]  # the top bit fills, unsigned too
        negative = g.node("Less", [g.cast(lhs, signed), g.scalar(0, signed)], signed, out="i1")
        logical = _bitshift(g, lhs, amount, u, "RIGHT")
        inverted = g.node("BitwiseNot", [_bitshift(g, g.node("BitwiseNot", [lhs], u), amount,
                                                   u, "RIGHT")], u)
        return [g.cast(where(g, negative, inverted, logical, u), t)]
    direction = "LEFT" if op.mnemonic == "shift_left" else "RIGHT"
    too_far = g.node("GreaterOrEqual", [rhs, g.scalar(bits, u)], u, out="i1")
    shifted = where(g, too_far, g.scalar(0, u), _bitshift(g, lhs, rhs, u, direction), u)
    return [g.cast(shifted, t) if u != t else shifted]


def _bitshift(g, x, amount, u, direction):
    bits = ELEMENT_TYPES[u].bits
    safe = g.node("Min", [amount, g.scalar(bits - 1, u)], u)  # C++ shifts past the width: UB
    return g.node("BitShift", [x, safe], u, widen="modular" if direction == "LEFT" else "value",
                  direction=direction)


COMPARISONS = {"EQ": ("Equal", False), "NE": ("Equal", True), "LT": ("Less", False),
               "LE": ("LessOrEqual", False), "GT": ("Greater", False),
               "GE": ("GreaterOrEqual", False)}


@handles("compare")
def compare(g, op, ins):
    t = et(op.operands[0])
    compare_type = attr(op, "compare_type")
    if compare_type == "TOTALORDER":
        raise Untranslatable("compare_type TOTALORDER has no ONNX equivalent")
    onnx_op, negate_it = COMPARISONS[attr(op, "comparison_direction")]
    if t == "i1":  # false < true, as ui8
        ins = [g.cast(x, "ui8") for x in ins]
        t = "ui8"
    result = g.node(onnx_op, ins, t, out="i1")
    return [g.raw("Not", [result])[0] if negate_it else result]


@handles("select")
def select(g, op, ins):
    return [where(g, ins[0], ins[1], ins[2], et(op.results[0]))]


@handles("clamp")
def clamp(g, op, ins):
    lo, x, hi = ins
    t = et(op.results[0])
    if t == "i1":
        return [g.raw("And", [g.raw("Or", [x, lo])[0], hi])[0]]
    return [extremum(g, "Min", extremum(g, "Max", x, lo, t), hi, t)]


@handles("convert")
def convert(g, op, ins):
    source, target = et(op.operands[0]), et(op.results[0])
    if source == target:
        return ins
    if target == "i1":  # x != 0 (ONNX Cast would also turn NaN into true)
        return [g.raw("Not", [g.node("Equal", [ins[0], g.scalar(0, source)], source,
                                     out="i1")])[0]]
    return [g.cast(ins[0], target)]
