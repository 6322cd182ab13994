"""Named conditions that narrow an op gap of oracles/gaps.toml to some combinations of element
types (too narrow for element families).

A condition takes the op and returns the offending types as text ("" when the op is fine: the
gap does not apply). gaps.toml refers to a condition by its name (`when = "..."`); a name
that is not in `CONDITIONS` fails the load.
"""
from __future__ import annotations

import math
from typing import Callable

import ml_dtypes

from spec.ir import Op
from spec.ops import OPS
from spec.types import ELEMENT_TYPES

CONDITIONS: dict[str, Callable[[Op], str]] = {}


def condition(fn: Callable[[Op], str]) -> Callable[[Op], str]:
    """Registers `fn` under its own name."""
    CONDITIONS[fn.__name__] = fn
    return fn


def element(t):
    """The element type of tensor type `t` (the storage type of a quantized one), or None."""
    et = getattr(t, "element_type", None)
    return getattr(et, "storage_type", et)


RNG_TYPES = frozenset(("f16", "bf16", "f32", "f64", "i32", "i64", "ui32", "ui64"))
"""The element types XLA:CPU generates rng values of."""


@condition
def rng_type_not_generated(op: Op) -> str:
    """rng's result element type, when it is not one of RNG_TYPES."""
    et = element(op.result_types[0])
    return str(et) if et is not None and str(et) not in RNG_TYPES else ""


@condition
def rng_bits_not_unsigned(op: Op) -> str:
    """rng_bit_generator's output element type, when it is not an unsigned integer."""
    et = element(op.result_types[1])
    return str(et) if et is not None and et.kind != "unsigned" else ""


@condition
def bitcast_of_i1_or_complex_widths(op: Op) -> str:
    """`src -> dst` of a bitcast_convert from or to i1 (not both), or between complex types of
    different widths."""
    ets = [element(op.operand_types[0]), element(op.result_types[0])]
    names = [str(et) for et in ets]
    complex_widths = all(getattr(et, "kind", None) == "complex" for et in ets) \
        and ets[0].bits != ets[1].bits
    return f"{names[0]} -> {names[1]}" if names.count("i1") == 1 or complex_widths else ""


@condition
def two_bit_sort_of_mixed_widths(op: Op) -> str:
    """The operand element types of a sort mixing a 2-bit integer with another width."""
    names = sorted({str(element(t)) for t in op.operand_types})
    two_bit = [n for n in names if n in ("i2", "ui2")]
    widths = {ELEMENT_TYPES[n].bits for n in names if n in ELEMENT_TYPES}
    return " and ".join(names) if two_bit and len(widths) > 1 else ""


@condition
def mixed_float_reduce(op: Op) -> str:
    """The float operand element types of a reduce over more than one float type."""
    floats = sorted({str(element(t)) for t in op.operand_types
                     if str(element(t)) in ELEMENT_TYPES
                     and ELEMENT_TYPES[str(element(t))].kind == "float"})
    return " and ".join(floats) if len(floats) > 1 else ""


@condition
def sub_byte_or_complex_operand(op: Op) -> str:
    """The operand element type of an op on a 2- or 4-bit number type or a complex type (not
    i1: XLA stores booleans in bytes)."""
    et = element(op.operand_types[0]) if op.operand_types else None
    kind = getattr(et, "kind", "")
    odd = kind == "complex" or (kind != "bool" and getattr(et, "bits", 8) < 8)
    return str(et) if odd else ""


XLA_SPECIAL_FUNCTION_TYPES = frozenset(("bf16", "f16", "f32", "f64"))
"""The element types XLA's lowerings of chlo.erfc and chlo.bessel_i1e accept."""


@condition
def chlo_special_function_type(op: Op) -> str:
    """The operand element type of a chlo.erfc or chlo.bessel_i1e outside
    XLA_SPECIAL_FUNCTION_TYPES (an f8 or f4 type, or a complex one)."""
    et = element(op.operand_types[0])
    return str(et) if et is not None and str(et) not in XLA_SPECIAL_FUNCTION_TYPES else ""


@condition
def dynamic_result(op: Op) -> str:
    """The first result type of `op` with a dynamic dimension (`?`)."""
    for t in op.result_types:
        if any(d is None for d in getattr(t, "shape", ())):
            return str(t)
    return ""


@condition
def chlo_broadcast_dimensions_not_trailing(op: Op) -> str:
    """The broadcast_dimensions of a chlo.broadcast_* op, when they map the lower-ranked operand
    elsewhere than onto the result's trailing dimensions (numpy's rule)."""
    dims = op.attributes.get("broadcast_dimensions")
    if dims is None or len(op.operand_types) != 2:
        return ""
    ranks = [len(getattr(t, "shape", ())) for t in op.operand_types]
    low, high = min(ranks), max(ranks)
    trailing = tuple(range(high - low, high))
    return f"broadcast_dimensions {list(dims.values)}" if tuple(dims.values) != trailing else ""


@condition
def scan_over_empty_dimension(op: Op) -> str:
    """The first input's type of a chlo.scan whose scanned dimension has length 0."""
    sizes = op.attributes.get("operandSegmentSizes")
    inputs = sizes.values[0] if sizes is not None else len(op.operands)
    dimension = op.attributes.get("dimension")
    if not inputs or dimension is None:
        return ""
    t = op.operand_types[0]
    shape = getattr(t, "shape", ())
    return str(t) if dimension.value < len(shape) and shape[dimension.value] == 0 else ""


@condition
def negative_sort_dimension(op: Op) -> str:
    """The `dimension` of a sort that counts from the back (-rank <= dimension < 0)."""
    dimension = op.attributes.get("dimension")
    return f"dimension = {dimension.value}" if dimension is not None and dimension.value < 0 \
        else ""



def sort_dimension_from_back(op: Op) -> str:
    """The `dimension` of a sort that counts from the back: negative, or left out (its default
    is -1); not of a sort of no elements (IREE folds it away)."""
    if op.operand_types and _elements(op.operand_types[0]) == 0:
        return ""
    dimension = op.attributes.get("dimension")
    if dimension is None:
        return "dimension left out (-1)"
    return f"dimension = {dimension.value}" if dimension.value < 0 else ""



LONG_SORT = 1 << 16
"""The sorted length from which IREE's sort (quadratic on llvm-cpu) runs past a case's limit."""


def long_sort(op: Op) -> str:
    """A sort along a dimension of LONG_SORT elements or more."""
    shape = getattr(op.operand_types[0], "shape", ()) if op.operand_types else ()
    dimension = op.attributes.get("dimension")
    axis = dimension.value if dimension is not None else -1
    if not shape or not -len(shape) <= axis < len(shape):
        return ""
    length = shape[axis]
    return f"{length} elements sorted" if length is not None and length >= LONG_SORT else ""


@condition
def sort_from_back_or_long(op: Op) -> str:
    """A sort whose dimension counts from the back (`sort_dimension_from_back`) or whose sorted
    length reaches LONG_SORT (`long_sort`): IREE's two sort gaps (one gap per op)."""
    return sort_dimension_from_back(op) or long_sort(op)

@condition
def stable_sort(op: Op) -> str:
    """A sort with is_stable = true (equal keys keep their order)."""
    stable = op.attributes.get("is_stable")
    return "is_stable = true" if stable is not None and stable.value is True else ""


@condition
def batching_dim_after_index_vector_dim(op: Op) -> str:
    """A gather's or scatter's batching dimensions of its indices, when one of them comes after
    its index_vector_dim."""
    numbers = op.attributes.get("dimension_numbers" if op.mnemonic == "gather"
                                else "scatter_dimension_numbers")
    fields = getattr(numbers, "as_dict", dict)()
    batching = fields.get("start_indices_batching_dims", fields.get(
        "scatter_indices_batching_dims", ()))
    vector = fields.get("index_vector_dim")
    if vector is None or not any(d > vector for d in batching):
        return ""
    return f"index batching dims {list(batching)}, index_vector_dim = {vector}"



@condition
def batched_scatter(op: Op) -> str:
    """A scatter with batching dimensions (input_batching_dims)."""
    fields = getattr(op.attributes.get("scatter_dimension_numbers"), "as_dict", dict)()
    batching = fields.get("input_batching_dims", ())
    return f"input_batching_dims {list(batching)}" if batching else ""


@condition
def reversed_window_and_lhs_dilation(op: Op) -> str:
    """A convolution that reverses its window along some dimension and dilates its lhs (an
    lhs_dilation above 1)."""
    reversal = op.attributes.get("window_reversal")
    dilation = op.attributes.get("lhs_dilation")
    reversed_ = any(bool(v) for v in getattr(reversal, "values", ()) or ())
    dilated = any(v > 1 for v in getattr(dilation, "values", ()) or ())
    return (f"window_reversal {list(reversal.values)}, lhs_dilation {list(dilation.values)}"
            if reversed_ and dilated else "")

@condition
def variadic_scatter(op: Op) -> str:
    """A scatter of more than one input."""
    inputs = (len(op.operands) - 1) // 2
    return f"{inputs} inputs" if inputs > 1 else ""


def _einsum_labels(op: Op) -> tuple[str, str, str] | None:
    """(lhs, rhs, result) labels of an einsum's config, None when it is not two operands'."""
    config = op.attributes.get("einsum_config")
    text = getattr(config, "value", b"")
    text = text.decode() if isinstance(text, bytes) else str(text)
    if "->" not in text or text.count(",") != 1:
        return None
    operands, result = text.replace(" ", "").split("->")
    lhs, rhs = operands.split(",")
    return lhs, rhs, result


@condition
def einsum_label_summed_in_one_operand(op: Op) -> str:
    """An einsum label of one operand that is in neither the other operand nor the result (a
    sum over that operand alone)."""
    labels = _einsum_labels(op)
    if labels is None:
        return ""
    lhs, rhs, result = labels
    alone = [c for c in lhs if c not in rhs + result] + [c for c in rhs if c not in lhs + result]
    return f"label {alone[0]} of {lhs},{rhs}->{result}" if alone else ""


@condition
def einsum_contracted_labels_reordered(op: Op) -> str:
    """An einsum whose contracted labels (in both operands, not in the result) come in another
    order in the rhs than in the lhs."""
    labels = _einsum_labels(op)
    if labels is None:
        return ""
    lhs, rhs, result = labels
    contracted = [c for c in lhs if c in rhs and c not in result]
    return f"{lhs},{rhs}->{result}" if contracted != [c for c in rhs if c in contracted] else ""


NARROW_FLOATS = frozenset(("f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ"))
"""The f8 types IREE converts through f32 only (f8E8M0FNU is not among them)."""
WIDE_OF_F32 = frozenset(("f16", "f64", "complex<f64>"))
"""The types IREE cannot convert an f8 of NARROW_FLOATS to or from directly."""


@condition
def f8_convert_not_through_f32(op: Op) -> str:
    """`src -> dst` of a convert between an f8 type of NARROW_FLOATS and f16, f64 or complex<f64>
    (either way)."""
    names = [str(element(op.operand_types[0])), str(element(op.result_types[0]))]
    pair = set(names)
    return " -> ".join(names) if pair & NARROW_FLOATS and pair & WIDE_OF_F32 else ""


@condition
def total_order_comparator(op: Op) -> str:
    """A sort whose comparator compares with compare_type TOTALORDER."""
    for region in op.regions:
        for inner in region.walk():
            t = inner.attributes.get("compare_type")
            if t is not None and "TOTALORDER" in str(getattr(t, "value", t)):
                return "compare_type TOTALORDER"
    return ""


@condition
def total_order_compare(op: Op) -> str:
    """A comparison (compare, chlo.broadcast_compare) with compare_type TOTALORDER."""
    t = op.attributes.get("compare_type")
    return "compare_type TOTALORDER" if t is not None and "TOTALORDER" in str(
        getattr(t, "value", t)) else ""



@condition
def sub_byte_sort_operand(op: Op) -> str:
    """The operand element types of a sort with a 2- or 4-bit integer operand beside another."""
    names = sorted({str(element(t)) for t in op.operand_types})
    narrow = [n for n in names if n in ELEMENT_TYPES and ELEMENT_TYPES[n].bits in (2, 4)
              and ELEMENT_TYPES[n].kind != "float"]
    return " and ".join(names) if narrow and len(op.operand_types) > 1 else ""


LARGE_SORT = 1 << 16
"""The sorted dimension's length above which a sort counts as large (large_total_order_sort)."""


@condition
def large_total_order_sort(op: Op) -> str:
    """A sort with a TOTALORDER comparator along a dimension longer than LARGE_SORT."""
    dimension = op.attributes.get("dimension")
    sizes = _sizes(op.operand_types[0]) if op.operand_types else ()
    if dimension is None or not sizes or not total_order_comparator(op):
        return ""
    length = sizes[dimension.value % len(sizes)]
    return f"compare_type TOTALORDER over {length} elements" if length > LARGE_SORT else ""


@condition
def batch_grouped_convolution(op: Op) -> str:
    """A convolution with batch_group_count above 1."""
    count = op.attributes.get("batch_group_count")
    return f"batch_group_count = {count.value}" if count is not None and count.value > 1 else ""


@condition
def empty_contraction(op: Op) -> str:
    """A dot_general that contracts a dimension of size 0 (its result is all zeros)."""
    fields = getattr(op.attributes.get("dot_dimension_numbers"), "as_dict", dict)()
    shape = getattr(op.operand_types[0], "shape", ()) if op.operand_types else ()
    empty = [d for d in fields.get("lhs_contracting_dimensions", ())
             if d < len(shape) and shape[d] == 0]
    return f"lhs contracting dimensions {empty} of size 0 in {op.operand_types[0]}" \
        if empty else ""


@condition
def batched_dot_algorithm(op: Op) -> str:
    """A dot_general with batching dimensions and an algorithm attribute."""
    fields = getattr(op.attributes.get("dot_dimension_numbers"), "as_dict", dict)()
    algorithm = getattr(op.attributes.get("algorithm"), "as_dict", dict)()
    batching = fields.get("lhs_batching_dimensions", ())
    if not batching or not algorithm:
        return ""
    return (f"algorithm {algorithm.get('lhs_precision_type')} x "
            f"{algorithm.get('rhs_precision_type')} -> {algorithm.get('accumulation_type')} "
            f"with lhs_batching_dimensions {list(batching)}")


@condition
def exponent_only_reduce_precision(op: Op) -> str:
    """A reduce_precision that keeps every mantissa bit of its type and fewer exponent bits (it
    only narrows the exponent range)."""
    et = str(element(op.operand_types[0])) if op.operand_types else ""
    mantissa, exponent = op.attributes.get("mantissa_bits"), op.attributes.get("exponent_bits")
    if et not in ELEMENT_TYPES or mantissa is None or exponent is None:
        return ""
    t = ELEMENT_TYPES[et]
    if t.kind != "float":
        return ""
    info = ml_dtypes.finfo(t.dtype)
    kept = mantissa.value >= info.nmant and exponent.value < info.nexp
    return f"exponent_bits = {exponent.value}, mantissa_bits = {mantissa.value}" if kept else ""


@condition
def no_mantissa_bits(op: Op) -> str:
    """A reduce_precision to 0 mantissa bits (a NaN keeps no payload bit there)."""
    bits = op.attributes.get("mantissa_bits")
    return "mantissa_bits = 0" if bits is not None and bits.value == 0 else ""


@condition
def result_accuracy_highest(op: Op) -> str:
    """A transcendental op whose result_accuracy asks for mode HIGHEST."""
    fields = getattr(op.attributes.get("result_accuracy"), "as_dict", dict)()
    return "result_accuracy HIGHEST" if getattr(fields.get("mode"), "value", None) == "HIGHEST" \
        else ""


@condition
def wide_unsigned_indices(op: Op) -> str:
    """A gather whose start_indices are ui32 or ui64 (values at or above 2^31 read as negative
    by a signed reading)."""
    if op.mnemonic != "gather" or len(op.operand_types) < 2:
        return ""
    et = element(op.operand_types[1])
    return str(et) if et is not None and str(et) in ("ui32", "ui64") else ""


INTERPRETER_STEPS = 300_000
"""The most element steps of one op that upstream's interpreter is asked for: about 2 to 3 s
of it (benchmarks/bench_large_cases.py, jaxlib 0.10.2). It computes a dot product term by term
(models/residual_block's two convolutions of 294912 multiply-adds each: 4.4 s for the whole
model) and evaluates a region element by element, about three times slower a call (a sum of
2^18 terms 5.4 s, a 3x3 max pool over 512x512 9.4 s, a sort of 2^17 keys 20 s)."""
REGION_STEPS = 3
"""Element steps of one region evaluation (a multiply-add is one)."""


def _elements(t) -> int:
    """The elements of tensor type `t`, a dynamic dimension counted as 1."""
    return math.prod(_sizes(t))


def _sizes(t) -> tuple[int, ...]:
    return tuple(1 if d is None else d for d in getattr(t, "shape", ()) or ())


def element_steps(op: Op) -> int:
    """The element steps of a heavy op, as an element-by-element interpreter takes them: the
    multiply-adds of dot_general and convolution (each result element's contracted terms), and
    REGION_STEPS per region evaluation of reduce, reduce_window, select_and_scatter (a select
    per window element), scatter (one per update element) and sort (n log2 n comparisons per
    slice of n); 0 for other ops, and for an op whose attributes or operands do not fit (a
    program the verifier has not seen: the condition only spares the interpreter work)."""
    try:
        if op.mnemonic in ("dot_general", "convolution"):
            return _multiply_adds(op)
        return REGION_STEPS * _region_calls(op)
    except (KeyError, IndexError, AttributeError, TypeError, ValueError):
        return 0


def _multiply_adds(op: Op) -> int:
    """Each result element's contracted terms: the lhs's contracting sizes (dot_general), the
    kernel's elements per output feature (convolution)."""
    if op.mnemonic == "dot_general":
        dims = op.attributes["dot_dimension_numbers"].as_dict()["lhs_contracting_dimensions"]
        lhs = _sizes(op.operand_types[0])
        return _elements(op.result_types[0]) * math.prod(lhs[d] for d in dims)
    rhs = _sizes(op.operand_types[1])
    out = rhs[op.attributes["dimension_numbers"].kernel_output_feature_dimension]
    return _elements(op.result_types[0]) * (math.prod(rhs) // max(out, 1))


def _region_calls(op: Op) -> int:
    name, results = op.mnemonic, op.result_types
    if name == "reduce":
        return _elements(op.operand_types[0])
    if name == "reduce_window":
        return _elements(results[0]) * math.prod(op.attributes["window_dimensions"].values)
    if name == "select_and_scatter":
        return _elements(op.operand_types[1]) * math.prod(
            getattr(op.attributes.get("window_dimensions"), "values", (1,)))
    if name == "scatter":
        return _elements(op.operand_types[-1])
    if name == "sort":
        shape = _sizes(op.operand_types[0])
        dimension = op.attributes["dimension"].value
        n = shape[dimension] if shape else 1
        return _elements(op.operand_types[0]) * max(1, math.ceil(math.log2(max(n, 1))))
    return 0


@condition
def interpreter_steps_above_budget(op: Op) -> str:
    """The element steps of a heavy op (`element_steps`), when they exceed INTERPRETER_STEPS."""
    steps = element_steps(op)
    return f"{steps} element steps (more than {INTERPRETER_STEPS})" \
        if steps > INTERPRETER_STEPS else ""


def call_target(op: Op) -> str:
    """The `call_target_name` of a custom_call, as text."""
    attr = op.attributes.get("call_target_name")
    value = getattr(attr, "value", b"")
    return value.decode("utf-8") if isinstance(value, bytes) else str(value)


_LAPACK_ANY = ("gees", "geev", "gehrd", "geqp3", "geqrf", "gesdd", "gesvd", "getrf", "gtsv",
               "potrf", "trsm")
_LAPACK_REAL = ("orgqr", "ormqr", "syevd", "sytrd")
_LAPACK_COMPLEX = ("ungqr", "unmqr", "heevd", "hetrd")
XLA_CPU_TARGETS = frozenset(
    [f"lapack_{p}{r}_ffi" for p in "sdcz" for r in _LAPACK_ANY]
    + [f"lapack_{p}{r}_ffi" for p in "sd" for r in _LAPACK_REAL]
    + [f"lapack_{p}{r}_ffi" for p in "cz" for r in _LAPACK_COMPLEX]
    + ["tridiagonal_solve_perturbed_ffi"])
"""The custom_call targets jaxlib 0.10.2 registers with XLA CPU (jaxlib.lapack's
registrations; tests/oracles/test_custom_call_oracles.py compares the two)."""


@condition
def custom_call_target(op: Op) -> str:
    """`target @<call_target_name>` of any custom_call (a gap of every target: `always`)."""
    return f"target @{call_target(op)}"


custom_call_target.always = True


@condition
def custom_call_target_outside_xla_cpu(op: Op) -> str:
    """`target @<call_target_name>` of a custom_call whose target XLA_CPU_TARGETS lacks."""
    name = call_target(op)
    return "" if name in XLA_CPU_TARGETS else f"target @{name}"


@condition
def upstream_form(op: Op) -> str:
    """The parts of upstream's current op that jaxlib 0.10.2's lacks and `op` uses
    (collective_broadcast's more_operands, has_dynamic_root), as the schema names them."""
    schema = OPS.get(op.name)
    used = schema.beyond_jaxlib(op) if schema is not None else ""
    return f"upstream's current form ({used})" if used else ""
