"""Constraints of the elementwise ops (seed 000, their sections).

Most of them are one of a few shapes of formula, written once as the helpers below:
`type(a) = type(b) = ...` (`_types_equal`), `baseline_type(a) = baseline_type(b) = ...`
(`_baselines_equal`), the quantized conditions of add. Shapes compare with `compatible` (a
dynamic size matches any size), as upstream's verifier does.
"""
from . import constraint
from .notation import (baseline_element_type, baseline_type, complex_element_type, compatible,
                       compatible_dim, dim, element_type, expressed_type, function_type,
                       is_bool, is_complex, is_float, is_per_axis_quantized, is_quantized,
                       is_signed_integer, is_unsigned_integer, num_bits, quantization_dimension,
                       rank, same_type, shape, size, storage_type)
from ..ops import OPS
from ..types import TensorType


def _types_equal(*ts) -> bool:
    """type(t0) = type(t1) = ...: equal element types, compatible shapes, every pair (a dynamic
    size is compatible with any, so `?` beside 3 and 2 does not make 3 and 2 equal)."""
    return all(same_type(a, b) for i, a in enumerate(ts) for b in ts[i + 1:])


def _baselines_equal(*ts) -> bool:
    """baseline_type(t0) = baseline_type(t1) = ...: quantization parameters ignored."""
    return _types_equal(*map(baseline_type, ts))


def _all_equal(*xs) -> bool:
    return all(x == xs[0] for x in xs[1:])


# -- ops whose only constraint is their schema's type rule (spec.ops.schema.TYPE_RULES) --------

def _type_rule(schema) -> None:
    """Declares C1 of an op with a type rule: `type(a) = type(b) = ...` over its operands and
    result, or the same with baseline_type."""
    names = [p.name for p in schema.operands + schema.results]
    if schema.type_rule == "same-type":
        formula, holds = " = ".join(f"type({n})" for n in names), _types_equal
    else:
        formula, holds = " = ".join(f"baseline_type({n})" for n in names), _baselines_equal
    note = ""
    if schema.type_rule == "baseline-spelled-unary":
        note = (f"The op has no `operand`: read as {formula}, as for the other binary ops and "
                "upstream.")
        formula = "baseline_type(operand) = baseline_type(result)"
    constraint(schema.mnemonic, 1, formula, note=note)(
        lambda o: holds(*(getattr(o, n) for n in names)))


for _schema in OPS.values():
    if _schema.type_rule:
        _type_rule(_schema)


# -- abs -------------------------------------------------------------------------------------

@constraint("abs", 1, "shape(result) = shape(operand)")
def _(o):
    return compatible(shape(o.result), shape(o.operand))


@constraint("abs", 2, "baseline_element_type(result) is defined as: "
                      "if is_complex(operand), then complex_element_type(element_type(operand)); "
                      "otherwise baseline_element_type(operand)")
def _(o):
    want = (complex_element_type(element_type(o.operand)) if is_complex(o.operand)
            else baseline_element_type(o.operand))
    return baseline_element_type(o.result) == want


# -- add -------------------------------------------------------------------------------------

def _add_quantized(o) -> bool:
    """The op uses quantized tensors (C2 checks that then all three are; C3..C7 are judged
    once they are, since storage and expressed types exist only for quantized tensors)."""
    return is_quantized(o.lhs) and is_quantized(o.rhs) and is_quantized(o.result)


@constraint("add", 1, "if the op uses non-quantized tensors: type(lhs) = type(rhs) = "
                      "type(result)")
def _(o):
    return any(map(is_quantized, (o.lhs, o.rhs, o.result))) or \
        _types_equal(o.lhs, o.rhs, o.result)


@constraint("add", 2, "if the op uses quantized tensors: is_quantized(lhs) and is_quantized(rhs) "
                      "and is_quantized(result)")
def _(o):
    uses = any(map(is_quantized, (o.lhs, o.rhs, o.result)))
    return not uses or _add_quantized(o)


@constraint("add", 3, "if the op uses quantized tensors: storage_type(lhs) = storage_type(rhs) "
                      "= storage_type(result)",
            note="Judged when lhs, rhs and result are all quantized (else add_c2 fails).")
def _(o):
    return not _add_quantized(o) or _all_equal(*map(storage_type, (o.lhs, o.rhs, o.result)))


@constraint("add", 4, "if the op uses quantized tensors: expressed_type(lhs) = "
                      "expressed_type(rhs) = expressed_type(result)",
            note="Judged when lhs, rhs and result are all quantized (else add_c2 fails).")
def _(o):
    return not _add_quantized(o) or _all_equal(*map(expressed_type, (o.lhs, o.rhs, o.result)))


@constraint("add", 5, "if the op uses quantized tensors: (is_per_axis_quantized(lhs) or "
                      "is_per_axis_quantized(rhs)) = is_per_axis_quantized(result)",
            note="Judged when lhs, rhs and result are all quantized (else add_c2 fails).")
def _(o):
    return not _add_quantized(o) or (
        (is_per_axis_quantized(o.lhs) or is_per_axis_quantized(o.rhs))
        == is_per_axis_quantized(o.result))


@constraint("add", 6, "if the op uses quantized tensors: if is_per_axis_quantized(lhs), then "
                      "quantization_dimension(lhs) = quantization_dimension(result)")
def _(o):
    return not (_add_quantized(o) and is_per_axis_quantized(o.lhs)) or \
        quantization_dimension(o.lhs) == quantization_dimension(o.result)


@constraint("add", 7, "if the op uses quantized tensors: if is_per_axis_quantized(rhs), then "
                      "quantization_dimension(rhs) = quantization_dimension(result)")
def _(o):
    return not (_add_quantized(o) and is_per_axis_quantized(o.rhs)) or \
        quantization_dimension(o.rhs) == quantization_dimension(o.result)


# -- bitcast_convert -------------------------------------------------------------------------

def _bits(t) -> int:
    """num_bits(E) with E = is_quantized(t) ? storage_type(t) : element_type(t); complex types
    count both parts."""
    e = element_type(t)
    return 2 * num_bits(e.component) if is_complex(e) else num_bits(e)


@constraint("bitcast_convert", 1,
            "for E = is_quantized(operand) ? storage_type(operand) : element_type(operand), "
            "E' = is_quantized(result) ? storage_type(result) : element_type(result), and "
            "R = rank(operand): if num_bits(E') = num_bits(E), shape(result) = shape(operand); "
            "if num_bits(E') < num_bits(E): rank(result) = R + 1, dim(result, i) = "
            "dim(operand, i) for all 0 <= i < R, dim(result, R) * num_bits(E') = num_bits(E); "
            "if num_bits(E') > num_bits(E): rank(result) = R - 1, dim(result, i) = "
            "dim(operand, i) for all 0 <= i < R, dim(operand, R - 1) * num_bits(E) = "
            "num_bits(E')",
            note="In the last case `for all 0 <= i < R` reads `0 <= i < R - 1` (result has "
                 "R - 1 dimensions), as upstream.")
def _(o):
    e, e2, r = _bits(o.operand), _bits(o.result), rank(o.operand)
    if e2 == e:
        return compatible(shape(o.result), shape(o.operand))
    if e2 < e:
        return (rank(o.result) == r + 1
                and compatible(shape(o.result)[:r], shape(o.operand))
                and compatible_dim(dim(o.result, r), e // e2) and e % e2 == 0)
    return (r >= 1 and rank(o.result) == r - 1
            and compatible(shape(o.result), shape(o.operand)[:r - 1])
            and compatible_dim(dim(o.operand, r - 1), e2 // e) and e2 % e == 0)


@constraint("bitcast_convert", 2, "if is_complex(operand) or is_complex(result), then "
                                  "is_complex(operand) and is_complex(result)")
def _(o):
    return is_complex(o.operand) == is_complex(o.result)


# -- clamp -----------------------------------------------------------------------------------

@constraint("clamp", 1, "rank(min) = 0 or shape(min) = shape(operand)")
def _(o):
    return rank(o.min) == 0 or compatible(shape(o.min), shape(o.operand))


@constraint("clamp", 2, "rank(max) = 0 or shape(max) = shape(operand)")
def _(o):
    return rank(o.max) == 0 or compatible(shape(o.max), shape(o.operand))


@constraint("clamp", 3, "baseline_element_type(min) = baseline_element_type(operand) = "
                        "baseline_element_type(max)")
def _(o):
    return _all_equal(*map(baseline_element_type, (o.min, o.operand, o.max)))


@constraint("clamp", 4, "baseline_type(operand) = baseline_type(result)")
def _(o):
    return _baselines_equal(o.operand, o.result)


# -- compare ---------------------------------------------------------------------------------

@constraint("compare", 1, "baseline_element_type(lhs) = baseline_element_type(rhs)")
def _(o):
    return baseline_element_type(o.lhs) == baseline_element_type(o.rhs)


@constraint("compare", 2, "shape(lhs) = shape(rhs) = shape(result)")
def _(o):
    return compatible(o.lhs, o.rhs) and compatible(o.lhs, o.result) and \
        compatible(o.rhs, o.result)


def compare_types(e) -> tuple[str, ...]:
    """The compare_type values C3 allows for element type `e` (none for a quantized type)."""
    if is_signed_integer(e):
        return ("SIGNED",)
    if is_unsigned_integer(e) or is_bool(e):
        return ("UNSIGNED",)
    if is_float(e):
        return ("FLOAT", "TOTALORDER")
    if is_complex(e):
        return ("FLOAT",)
    return ()


@constraint("compare", 3, "compare_type is defined as: if is_signed_integer(element_type(lhs)), "
                          "then SIGNED; if is_unsigned_integer(element_type(lhs)) or "
                          "is_boolean(element_type(lhs)), then UNSIGNED; if "
                          "is_float(element_type(lhs)), then FLOAT or TOTALORDER; if "
                          "is_complex(element_type(lhs)), then FLOAT",
            note="An absent compare_type is derived from the element type and always holds. "
                 "For quantized lhs the spec names no compare_type: any is allowed.")
def _(o):
    allowed = compare_types(element_type(o.lhs))
    return o.compare_type is None or not allowed or o.compare_type in allowed or \
        f"compare_type {o.compare_type} for {element_type(o.lhs)} elements; expected " \
        f"{' or '.join(allowed)}"


# -- complex ---------------------------------------------------------------------------------

@constraint("complex", 1, "type(lhs) = type(rhs)")
def _(o):
    return _types_equal(o.lhs, o.rhs)


@constraint("complex", 2, "shape(result) = shape(lhs)")
def _(o):
    return compatible(shape(o.result), shape(o.lhs))


@constraint("complex", 3, "element_type(result) has type complex<E>, where E = "
                          "element_type(lhs)")
def _(o):
    return complex_element_type(element_type(o.result)) == element_type(o.lhs)


# -- convert, is_finite ----------------------------------------------------------------------

@constraint("convert", 1, "shape(operand) = shape(result)")
def _(o):
    return compatible(shape(o.operand), shape(o.result))


@constraint("is_finite", 1, "shape(x) = shape(y)")
def _(o):
    return compatible(shape(o.x), shape(o.y))


# -- imag, real ------------------------------------------------------------------------------

def _part_type(t):
    """complex_element_type(element_type(t)) if is_complex(t), else element_type(t)."""
    return complex_element_type(element_type(t)) if is_complex(t) else element_type(t)


for _name in ("imag", "real"):
    constraint(_name, 1, "shape(result) = shape(operand)")(
        lambda o: compatible(shape(o.result), shape(o.operand)))
    constraint(_name, 2, "element_type(result) is defined as: if is_complex(operand), then "
                         "complex_element_type(element_type(operand)); otherwise "
                         "element_type(operand)")(
        lambda o: element_type(o.result) == _part_type(o.operand))


# -- map -------------------------------------------------------------------------------------

@constraint("map", 1, "shape(inputs...) = shape(result)")
def _(o):
    return all(compatible(shape(t), shape(o.result)) for t in o.inputs)


@constraint("map", 2, "0 < size(inputs) = N")
def _(o):
    return 0 < size(o.inputs)


@constraint("map", 3, "dimensions = range(rank(inputs[0]))")
def _(o):
    return not o.inputs or tuple(o.dimensions or ()) == tuple(range(rank(o.inputs[0])))


@constraint("map", 4, "computation has type (tensor<E0>, ..., tensor<EN-1>) -> tensor<E'> "
                      "where Ei = element_type(inputs[i]) and E' = element_type(result)")
def _(o):
    t = function_type(o.computation)
    want_in = tuple(TensorType((), element_type(x)) for x in o.inputs)
    want_out = (TensorType((), element_type(o.result)),)
    return (t.inputs == want_in and t.results == want_out) or \
        f"computation has type {t}; expected ({', '.join(map(str, want_in))}) -> {want_out[0]}"


# -- reduce_precision ------------------------------------------------------------------------

@constraint("reduce_precision", 1, "baseline_type(operand) = baseline_type(output)")
def _(o):
    return _baselines_equal(o.operand, o.output)


@constraint("reduce_precision", 2, "1 <= exponent_bits")
def _(o):
    return 1 <= o.exponent_bits


@constraint("reduce_precision", 3, "0 <= mantissa_bits")
def _(o):
    return 0 <= o.mantissa_bits


# -- select ----------------------------------------------------------------------------------

@constraint("select", 1, "rank(pred) = 0 or shape(pred) = shape(on_true)")
def _(o):
    return rank(o.pred) == 0 or compatible(shape(o.pred), shape(o.on_true))


@constraint("select", 2, "baseline_type(on_true) = baseline_type(on_false) = "
                         "baseline_type(result)")
def _(o):
    return _baselines_equal(o.on_true, o.on_false, o.result)
