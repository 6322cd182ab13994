"""dot_general's sum of products starts from +0 (the init value of the spec's reduce), so a sum
of zero products is +0 (-0 + +0 is +0) in every position, whatever numpy's kernels give: BLAS's
complex kernel sums the products 0 * (-1 + i), real part -0, to -0 in a 2 x 3 times 3 x 2
product."""
from __future__ import annotations

import numpy as np
import pytest

import reference
from tests.helpers import one_op, struct


def dot_general(lhs_et, lhs, rhs_et, rhs, result_shape, result_et, **dimensions):
    module, inputs = one_op("dot_general", [(lhs_et, lhs), (rhs_et, rhs)],
                            [(result_shape, result_et)],
                            {"dot_dimension_numbers": struct("dot", **dimensions)})
    return reference.evaluate(module, inputs)[0]


@pytest.mark.parametrize("et", ["complex<f32>", "complex<f64>"])
def test_a_sum_of_zero_complex_products_is_positive_zero(et):
    lhs = np.zeros((2, 3))
    rhs = np.full((3, 2), -1 + 1j)
    result = dot_general(et, lhs, et, rhs, (2, 2), et, lhs_contracting_dimensions=[1],
                         rhs_contracting_dimensions=[0])
    assert not np.any(result)
    assert not np.signbit(result.real).any() and not np.signbit(result.imag).any()


def test_batched_sums_of_zero_complex_products_are_positive_zero():
    lhs = np.zeros((3, 2, 3))
    rhs = np.full((3, 3, 2), -1 + 1j)
    result = dot_general("complex<f32>", lhs, "complex<f32>", rhs, (3, 2, 2), "complex<f32>",
                         lhs_batching_dimensions=[0], rhs_batching_dimensions=[0],
                         lhs_contracting_dimensions=[2], rhs_contracting_dimensions=[1])
    assert not np.signbit(result.real).any() and not np.signbit(result.imag).any()


def test_a_sum_of_negative_zero_float_products_is_positive_zero():
    lhs = np.full((2, 3), -0.0)
    rhs = np.ones((3, 2))
    result = dot_general("f32", lhs, "f32", rhs, (2, 2), "f32", lhs_contracting_dimensions=[1],
                         rhs_contracting_dimensions=[0])
    assert not np.any(result) and not np.signbit(result).any()
