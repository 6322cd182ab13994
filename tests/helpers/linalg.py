"""Inputs of the linear algebra tests: integers over a type's whole range, the spec's
convolution example."""
from __future__ import annotations

import numpy as np

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
