"""The reference's vectorised ops against the spec's formulas written out element by element
(reference/ops/formulas.py), on generated inputs.

sort: several inputs, lexicographic comparators over several keys (ascending and descending,
floats in totalOrder with NaNs, infinities and signed zeros), every dimension, empty slices,
is_stable true and false: bit-for-bit agreement, except where the spec leaves the order open
(the sort Unspecified masks: equivalent elements of an unstable sort, comparators that are not
strict weak orders such as FLOAT LT on NaNs). convolution: every attribute (any layout, strides,
negative and positive padding, lhs and rhs dilation, window reversal, feature or batch groups,
empty dimensions) over integer and boolean types exactly, and over float and complex types both
exactly (small integer values: every float64 sum is exact, so the order of the sum cannot
matter) and under the reference's own error bound (random values: the formula sums in index
order, the fast path in BLAS's, both in float64 with the same products, then round once).
reduce_window: every window attribute, one or two inputs, add, multiply, maximum, minimum and
subtract (which shows the order of every step) bodies over integer and float types with NaNs and
infinities; select_and_scatter: GE, GT, LE and LT selections over ties and NaNs, the same scatter
bodies: both bit-for-bit, the formulas' reduce following the reference's documented schedules
(init, then the pairwise tree; the selection's tree without init, padding absent)."""
from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import assume, given, settings, strategies as st

from oracles.compare import ERROR_BOUND, compare as compare_results
from reference import bounds, values
from reference.ops import IMPLEMENTATIONS, formulas, linalg, sort as sort_module, unspecified
from reference.ops.comparison import compare
from spec.attributes import ConvDimensionNumbers
from spec.types import ELEMENT_TYPES, TensorType
from spec.build import binary_region
from spec.ir import Region
from tests.helpers import compare as compare_op
from tests.helpers.linalg import INTEGER_TYPES, SPEC_ATTRIBUTES, SPEC_LHS, integers
from tests.helpers.linalg import conv_cases as convolutions
from tests.helpers.reduction import (body, num_windows, padded_sizes_valid,
                                     reduce_window as run_reduce_window,
                                     select_and_scatter as select_and_scatter_program, ttype,
                                     window_config)

T = ELEMENT_TYPES


def same_bits(a, b) -> bool:
    a, b = np.ascontiguousarray(a), np.ascontiguousarray(b)
    return a.dtype == b.dtype and a.shape == b.shape and np.array_equal(
        a.view(np.uint8), b.view(np.uint8))


# ---------------------------------------------------------------------------------------------
# sort

class Comparator:
    """A comparator region as the interpreter hands it to sort: called on 0-dimensional arrays
    (the formula) or, through `.batched`, on whole arrays of element pairs (the fast path)."""

    def __init__(self, fn):
        self.fn = fn

    def __call__(self, *args):
        return [self.fn(*args)]

    def batched(self, *args):
        return [self.fn(*args)]


def lexicographic(keys: list[tuple[int, str, str]], n_inputs: int) -> Comparator:
    """`lhs < rhs` on keys (input, direction LT or GT, compare_type) in order: a key decides
    unless its elements compare EQ, then the next one does."""
    def less(*args):
        lhs, rhs = args[0::2], args[1::2]
        assert len(lhs) == n_inputs
        result, equal_so_far = None, None
        for k, direction, compare_type in keys:
            decides = compare(lhs[k], rhs[k], comparison_direction=direction,
                              compare_type=compare_type)
            equal = compare(lhs[k], rhs[k], comparison_direction="EQ", compare_type=compare_type)
            if result is None:
                result, equal_so_far = decides, equal
            else:
                result, equal_so_far = result | (equal_so_far & decides), equal_so_far & equal
        return np.asarray(result)
    return Comparator(less)


SORT_TYPES = ["i8", "ui32", "i64", "i1", "f32", "bf16", "f64", "f16", "f8E4M3FN"]
SPECIAL_FLOATS = [np.nan, -np.nan, np.inf, -np.inf, 0.0, -0.0]


def sort_values(rng, shape, et_name: str) -> np.ndarray:
    """Values with many ties (a few distinct values), floats with NaNs of both signs,
    infinities and signed zeros among them."""
    et = T[et_name]
    k = values.kind(et)
    if k == "bool":
        return rng.integers(0, 2, shape).astype(bool)
    if k in ("signed", "unsigned"):
        pool = np.array([et.min_value, et.max_value, 0, 1, 2, 3], object)
        return np.array(rng.choice(pool, shape).tolist() if shape else 0).astype(et.dtype) \
            .reshape(shape)
    pool = np.array([1.5, -2.0, 3.0, 0.25, -0.5] + SPECIAL_FLOATS, np.float64)
    return rng.choice(pool, shape).astype(et.dtype)


def compare_type_of(et_name: str, total_order: bool) -> str:
    k = values.kind(T[et_name])
    if k == "float":
        return "TOTALORDER" if total_order else "FLOAT"
    return "SIGNED" if k == "signed" else "UNSIGNED"


@st.composite
def sort_cases(draw):
    rank = draw(st.integers(1, 3))
    shape = tuple(draw(st.lists(st.integers(0, 5), min_size=rank, max_size=rank)))
    dimension = draw(st.integers(-rank, rank - 1))
    ets = draw(st.lists(st.sampled_from(SORT_TYPES), min_size=1, max_size=3))
    # Keys: some inputs, each compared once; a FLOAT comparison of floats with NaNs is not a
    # strict weak order, which the Unspecified mask covers.
    order = draw(st.permutations(range(len(ets))))
    count = draw(st.integers(1, len(ets)))
    keys = [(k, draw(st.sampled_from(["LT", "GT"])),
             compare_type_of(ets[k], total_order=draw(st.integers(0, 3)) > 0))  # FLOAT: 1 in 4
            for k in order[:count]]
    is_stable = draw(st.booleans())
    seed = draw(st.integers(0, 2 ** 32 - 1))
    return shape, dimension, ets, keys, is_stable, seed


@settings(max_examples=100, deadline=None)
@given(sort_cases())
def test_sort_agrees_with_the_spec_formula(case):
    shape, dimension, ets, keys, is_stable, seed = case
    rng = np.random.default_rng(seed)
    inputs = [sort_values(rng, shape, et) for et in ets]
    comparator = lexicographic(keys, len(inputs))
    fast = sort_module.sort(inputs, dimension=dimension, comparator=comparator)
    formula = formulas.sort(inputs, dimension=dimension, is_stable=is_stable,
                            comparator=comparator)
    open_ = np.zeros(shape, bool)
    for u in unspecified("sort"):
        open_ |= np.broadcast_to(u.mask(inputs, dimension=dimension, is_stable=is_stable,
                                        comparator=comparator), shape)
    for f, s in zip(fast, formula):
        assert f.dtype == s.dtype and f.shape == s.shape
        assert same_bits(f[~open_], s[~open_]), (keys, is_stable, inputs, f, s)


def test_sort_formula_on_the_spec_example():
    input0 = np.array([[1, 2, 3], [3, 2, 1]], np.int64)
    input1 = np.array([[3, 2, 1], [1, 2, 3]], np.int64)
    comparator = lexicographic([(0, "GT", "SIGNED")], 2)
    results = formulas.sort([input0, input1], dimension=0, is_stable=True,
                            comparator=comparator)
    assert [r.tolist() for r in results] == [[[3, 2, 3], [1, 2, 1]], [[1, 2, 1], [3, 2, 3]]]


def test_sort_agrees_on_every_permutation_of_ties_with_a_payload():
    """Stable sorts of a key with ties: each permutation of 6 keys from 3 values, the payload
    recording input positions, which the two must order alike."""
    key_values = [2, 0, 1, 0, 2, 1]
    comparator = lexicographic([(0, "LT", "SIGNED")], 2)
    payload = np.arange(6, dtype=np.int32)
    for perm in set(itertools.permutations(key_values)):
        key = np.array(perm, np.int8)
        fast = sort_module.sort([key, payload], dimension=0, comparator=comparator)
        formula = formulas.sort([key, payload], dimension=0, is_stable=True,
                                comparator=comparator)
        assert all(same_bits(f, s) for f, s in zip(fast, formula)), perm


# ---------------------------------------------------------------------------------------------
# convolution

def conv_cases():
    """Convolutions of 1 or 2 spatial dimensions (sometimes 0) whose sizes are at least one,
    except in a quarter of them (empty sizes allowed)."""
    return convolutions(spatial=st.sampled_from([1, 1, 2, 2, 0]),
                        low=st.sampled_from([0, 1, 1, 1]), lhs_max=5, padding=(-1, 2))


def conv_both(lhs, rhs, attributes, et):
    result_type = TensorType((), et)  # the element type is what both read from it
    fast = linalg.convolution(lhs, rhs, precision_config=None, result_type=result_type,
                              **attributes)
    formula = formulas.convolution(lhs, rhs, result_type=result_type, **attributes)
    return fast, formula


@settings(max_examples=120, deadline=None)
@given(conv_cases(), st.sampled_from(INTEGER_TYPES + ["i1", "ui8", "i32"]),
       st.integers(0, 2 ** 32))
def test_convolution_agrees_with_the_spec_formula_on_integers(config, et_name, seed):
    """Integers accumulate modulo 2^64 in both and wrap once: bit-for-bit equal."""
    lhs_shape, rhs_shape, attributes = config
    et, rng = T[et_name], np.random.default_rng(seed)
    if et_name == "i1":
        lhs, rhs = rng.integers(0, 2, lhs_shape) > 0, rng.integers(0, 2, rhs_shape) > 0
    else:
        lhs, rhs = integers(rng, lhs_shape, et), integers(rng, rhs_shape, et)
    fast, formula = conv_both(lhs, rhs, attributes, et)
    assert same_bits(fast, formula), (attributes, lhs, rhs, fast, formula)


FLOAT_TYPES = ["f32", "bf16", "f16", "f64", "f8E5M2", "complex<f32>", "complex<f64>"]


def float_operand(rng, shape, et, exact: bool) -> np.ndarray:
    """Small integer values (exact: every product and float64 sum of them is exact), or
    standard normal values with a few infinities and NaNs."""
    def part():
        if exact:
            return rng.integers(-4, 5, shape).astype(np.float64)
        x = rng.standard_normal(shape) * 4.0
        special = rng.random(shape) < 0.03
        return np.where(special, rng.choice([np.inf, -np.inf, np.nan], shape), x)
    if values.kind(et) == "complex":
        z = np.empty(shape, np.complex128)
        z.real, z.imag = part(), part()
        return z.astype(et.dtype)
    return values.narrow(part(), et)


@settings(max_examples=120, deadline=None)
@given(conv_cases(), st.sampled_from(FLOAT_TYPES), st.booleans(),
       st.integers(0, 2 ** 32))
def test_convolution_agrees_with_the_spec_formula_on_floats(config, et_name, exact, seed):
    """Small integer values: every sum is exact in float64, in any order, so the two round the
    same value once: bit-for-bit equal. Random values: both sum the same float64 products, in
    different orders, each within gamma(n, 2^-53) times the products' magnitudes of the exact
    sum, then round once to the element type; the reference's error bound (reference/bounds.py,
    gamma(n, u) + gamma(n, 2^-53) with u >= 2^-53, plus one ULP for the final rounding, the
    comparison's ERROR_BOUND rule) covers twice that."""
    lhs_shape, rhs_shape, attributes = config
    et, rng = T[et_name], np.random.default_rng(seed)
    lhs, rhs = float_operand(rng, lhs_shape, et, exact), float_operand(rng, rhs_shape, et, exact)
    fast, formula = conv_both(lhs, rhs, attributes, et)
    assert fast.dtype == formula.dtype and fast.shape == formula.shape
    if exact:
        assert same_bits(fast, formula), (attributes, lhs, rhs, fast, formula)
        return
    bound = bounds.convolution_bound(lhs, rhs, result=fast, **attributes)
    verdict = compare_results(formula, fast, ERROR_BOUND, bound=bound)
    assert verdict.passed, (str(verdict), attributes)


def test_convolution_formula_on_the_spec_example():
    result = formulas.convolution(SPEC_LHS, np.ones((3, 3, 1, 1), np.int64),
                                  padding=np.zeros((2, 2), np.int64),
                                  result_type=TensorType((1, 2, 2, 1), T["i64"]),
                                  **SPEC_ATTRIBUTES)
    assert result.tolist() == [[[[10], [26]], [[46], [62]]]]


@pytest.mark.parametrize("rhs_dilation", [1, 2, 3])
def test_convolution_formula_window_spans_its_dilated_extent(rhs_dilation):
    """A 1-D window of 3 taps reads positions 0, d, 2d (the spec's slice limit, start + window
    dimensions, would read fewer for d > 1)."""
    dn = ConvDimensionNumbers(0, 1, (2,), 1, 0, (2,), 0, 1, (2,))
    lhs = (10 ** np.arange(7, dtype=np.int64)).reshape(1, 1, 7)
    rhs = np.ones((1, 1, 3), np.int64)
    result = formulas.convolution(lhs, rhs, rhs_dilation=(rhs_dilation,), dimension_numbers=dn,
                                  result_type=TensorType((), T["i64"]))
    expected = [sum(10 ** (o + k * rhs_dilation) for k in range(3))
                for o in range(7 - 2 * rhs_dilation)]
    assert result[0, 0].tolist() == expected


def test_convolution_sum_of_zero_products_is_positive_zero():
    """dot_general's reduce starts from +0, so a window of zero products sums to +0 (-0 + +0 is
    +0): complex products 0 * (-1 + i) have real part -0, which BLAS's complex kernel sums to
    -0."""
    dn = ConvDimensionNumbers(0, 1, (2,), 1, 0, (2,), 0, 1, (2,))
    lhs = np.zeros((2, 1, 3), np.complex64)  # 2 x 3 windows times a 3 x 2 kernel
    rhs = np.full((2, 1, 3), -1 + 1j, np.complex64)
    attributes = dict(window_strides=None, padding=None, lhs_dilation=None, rhs_dilation=None,
                      window_reversal=None, dimension_numbers=dn, feature_group_count=1,
                      batch_group_count=1)
    fast, formula = conv_both(lhs, rhs, attributes, T["complex<f32>"])
    assert same_bits(fast, formula) and not np.signbit(fast.real).any()


# ---------------------------------------------------------------------------------------------
# reduce_window

def python_body(names: list[str], ets: list[str]):
    """The body `results[i] = names[i](lhs[i], rhs[i])` as a callable on 0-dimensional arrays,
    from the reference's own op implementations."""
    fns = [IMPLEMENTATIONS[f"stablehlo.{name}"].fn for name in names]
    n = len(names)

    def body(*args):
        return [fn(args[i], args[n + i], result_type=TensorType((), T[et]))
                for i, (fn, et) in enumerate(zip(fns, ets))]
    return body


def elementwise_body(names: list[str], ets: list[str]) -> Region:
    """The region `results[i] = names[i](lhs[i], rhs[i])`."""
    return binary_region([(name, ttype((), et)) for name, et in zip(names, ets)])


WINDOW_TYPES = ["i32", "i8", "ui16", "f32", "bf16", "f16", "f64"]
BODIES = ["add", "multiply", "maximum", "minimum", "subtract"]  # subtract: order shows


def window_values(rng, shape, et_name: str) -> np.ndarray:
    """Integers of the whole range, or normal floats with a few infinities and NaNs."""
    et = T[et_name]
    if values.kind(et) in ("signed", "unsigned"):
        return integers(rng, shape, et)
    x = rng.standard_normal(shape) * 3.0
    special = rng.random(shape) < 0.05
    return values.narrow(np.where(special, rng.choice([np.inf, -np.inf, np.nan], shape), x), et)


@settings(max_examples=70, deadline=None)
@given(window_config(), st.lists(st.tuples(st.sampled_from(BODIES), st.sampled_from(WINDOW_TYPES)),
                                 min_size=1, max_size=2), st.integers(0, 2 ** 32))
def test_reduce_window_agrees_with_the_spec_formula(config, components, seed):
    shape, window, strides, base, dilations, padding = config
    assume(padded_sizes_valid(config))  # else no valid program
    names, ets = [c[0] for c in components], [c[1] for c in components]
    rng = np.random.default_rng(seed)
    inputs = [window_values(rng, shape, et) for et in ets]
    init_values = [window_values(rng, (), et) for et in ets]
    fast = run_reduce_window(inputs, init_values, ets, config, elementwise_body(names, ets))
    formula = formulas.reduce_window(
        inputs, init_values, window_dimensions=window, window_strides=strides,
        base_dilations=base, window_dilations=dilations, padding=padding,
        body=python_body(names, ets))
    for f, s in zip(fast, formula):
        assert same_bits(f, s), (names, ets, config, inputs, init_values, f, s)


# ---------------------------------------------------------------------------------------------
# select_and_scatter

def run_select_and_scatter(operand, source, init_value, et, config, direction, scatter):
    select = body([et], lambda b, x, y: [compare_op(b, direction, x[0], y[0])])
    return select_and_scatter_program(operand, source, init_value, et, config, select,
                                      elementwise_body([scatter], [et]))


@settings(max_examples=80, deadline=None)
@given(window_config(dilated=False), st.sampled_from(["GE", "GT", "LE", "LT"]),
       st.sampled_from(BODIES), st.sampled_from(WINDOW_TYPES), st.integers(0, 2 ** 32))
def test_select_and_scatter_agrees_with_the_spec_formula(config, direction, scatter, et_name,
                                                         seed):
    """Operands with ties (and NaNs, which make GE and LT selections depend on the order of the
    picks), every window configuration with non-negative padding (empty windows included)."""
    shape, window, strides, base, dilations, padding = config
    padding = [[max(lo, 0), max(hi, 0)] for lo, hi in padding]
    config = (shape, window, strides, base, dilations, padding)
    rng = np.random.default_rng(seed)
    et = T[et_name]
    operand = window_values(rng, shape, et_name)
    if values.kind(et) in ("signed", "unsigned"):
        operand = rng.integers(0, 3, shape).astype(et.dtype)  # ties are common
    source = window_values(rng, num_windows(shape, window, strides, base, dilations, padding),
                           et_name)
    init_value = window_values(rng, (), et_name)
    fast = run_select_and_scatter(operand, source, init_value, et_name, config, direction,
                                  scatter)

    def select(arg0, arg1):
        return [IMPLEMENTATIONS["stablehlo.compare"].fn(
            arg0, arg1, comparison_direction=direction, compare_type=None)]

    formula = formulas.select_and_scatter(
        operand, source, init_value, window_dimensions=window, window_strides=strides,
        padding=padding, select=select, scatter=python_body([scatter], [et_name]))
    assert same_bits(fast, formula), (direction, scatter, config, operand, source, fast, formula)
