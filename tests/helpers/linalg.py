"""Inputs of the linear algebra tests: integers over a type's whole range, the spec's
convolution example."""
from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from spec.attributes import ConvDimensionNumbers

INTEGER_TYPES = ["i8", "ui16", "i64", "ui64", "i4"]


def integers(draw_or_rng, shape, et):
    """Random integers of `et` covering its whole range."""
    return draw_or_rng.integers(et.min_value, et.max_value, size=shape, endpoint=True,
                                dtype=np.int64 if et.min_value < 0 else np.uint64).astype(et.dtype)


NHWC = ConvDimensionNumbers(0, 3, (1, 2), 2, 3, (0, 1), 0, 3, (1, 2))
SPEC_LHS = np.array([[[[1], [2], [5], [6]], [[3], [4], [7], [8]], [[10], [11], [14], [15]],
                      [[12], [13], [16], [17]]]], np.int64)
SPEC_ATTRIBUTES = dict(window_strides=(4, 4), lhs_dilation=(2, 2), rhs_dilation=(1, 1),
                       window_reversal=(False, False), dimension_numbers=NHWC,
                       feature_group_count=1, batch_group_count=1)


@st.composite
def conv_cases(draw, *, spatial=st.integers(0, 2), low=st.just(0), lhs_max=4, rhs_max=3,
               padding=(-2, 2)):
    """(lhs shape, rhs shape, attributes) of a convolution: any layout of the dimension
    numbers, `spatial` spatial dimensions, feature or batch groups, strides, padding in the range
    `padding`, lhs and rhs dilation, window reversal; batch, feature and spatial sizes from the
    drawn `low` (0 lets them be empty) up to small maxima."""
    spatial, low = draw(spatial), draw(low)
    n = spatial + 2
    input_dims = draw(st.permutations(range(n)))
    kernel_dims = draw(st.permutations(range(n)))
    output_dims = draw(st.permutations(range(n)))
    dn = ConvDimensionNumbers(input_dims[0], input_dims[-1], tuple(input_dims[1:-1]),
                              kernel_dims[-2], kernel_dims[-1], tuple(kernel_dims[:-2]),
                              output_dims[0], output_dims[-1], tuple(output_dims[1:-1]))
    feature_group_count, batch_group_count = draw(st.sampled_from(
        [(1, 1), (2, 1), (3, 1), (1, 2), (1, 3)]))
    batch = batch_group_count * draw(st.integers(low, 2))
    kernel_features = draw(st.integers(low, 2))
    outputs = feature_group_count * batch_group_count * draw(st.integers(low, 2))
    lhs_shape, rhs_shape = [0] * n, [0] * n
    lhs_shape[dn.input_batch_dimension] = batch
    lhs_shape[dn.input_feature_dimension] = kernel_features * feature_group_count
    rhs_shape[dn.kernel_input_feature_dimension] = kernel_features
    rhs_shape[dn.kernel_output_feature_dimension] = outputs
    for d in range(spatial):
        lhs_shape[dn.input_spatial_dimensions[d]] = draw(st.integers(low, lhs_max))
        rhs_shape[dn.kernel_spatial_dimensions[d]] = draw(st.integers(low, rhs_max))
    lo, hi = padding
    attributes = dict(
        window_strides=tuple(draw(st.integers(1, 3)) for _ in range(spatial)),
        padding=np.array([[draw(st.integers(lo, hi)), draw(st.integers(lo, hi))]
                          for _ in range(spatial)], np.int64).reshape(spatial, 2),
        lhs_dilation=tuple(draw(st.integers(1, 3)) for _ in range(spatial)),
        rhs_dilation=tuple(draw(st.integers(1, 3)) for _ in range(spatial)),
        window_reversal=tuple(draw(st.booleans()) for _ in range(spatial)),
        dimension_numbers=dn, feature_group_count=feature_group_count,
        batch_group_count=batch_group_count)
    return lhs_shape, rhs_shape, attributes
