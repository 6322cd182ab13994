"""The ops of jaxlib's dialect beyond the seed spec (reference/ops/legacy.py) against numpy's
reading of what upstream's lowering means: broadcast, einsum, unary_einsum, torch_index_select,
real_dynamic_slice, set_dimension_size; einsum's error bound."""
from __future__ import annotations

import numpy as np
import pytest

from reference.bounds import BOUNDS
from reference.errors import EvaluationError
from reference.ops.legacy import (broadcast, einsum, real_dynamic_slice, set_dimension_size,
                                  torch_index_select, unary_einsum)
from spec.types import ELEMENT_TYPES, TensorType

RNG = np.random.default_rng(7)


def _t(shape, et="f32"):
    return TensorType(tuple(shape), ELEMENT_TYPES[et])


def test_broadcast_puts_the_sizes_first():
    x = np.arange(3, dtype=np.int32)
    got = broadcast(x, broadcast_sizes=(2, 1), result_type=_t((2, 1, 3), "i32"))
    assert got.shape == (2, 1, 3) and (got == x).all()


@pytest.mark.parametrize("config, lhs, rhs", [
    ("ab,bc->ac", (2, 3), (3, 4)),          # a matrix product
    ("bij,bjk->bik", (2, 3, 4), (2, 4, 5)),  # batching
    ("ab,b->", (2, 3), (3,)),                # a summed label beside a contracting one
    ("abc,cb->a", (2, 1, 2), (2, 1)),        # the generator's kind of config
    ("ij,kl->ljki", (2, 3), (4, 1)),         # an outer product, transposed
])
def test_einsum_is_numpys(config, lhs, rhs):
    a = RNG.standard_normal(lhs).astype(np.float32)
    b = RNG.standard_normal(rhs).astype(np.float32)
    want = np.einsum(config, a.astype(np.float64), b.astype(np.float64)).astype(np.float32)
    got = einsum(a, b, einsum_config=config, result_type=_t(np.shape(want)))
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("config, shape", [("ab->a", (3, 4)), ("abc->ca", (2, 3, 4)),
                                           ("ab->ab", (2, 2)), ("a->", (5,))])
def test_unary_einsum_is_numpys(config, shape):
    x = RNG.integers(-9, 9, size=shape).astype(np.int32)
    want = np.einsum(config, x.astype(np.int64)).astype(np.int32)
    got = unary_einsum(x, einsum_config=config, result_type=_t(np.shape(want), "i32"))
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("config", ["aa->a", "a...->a", "ab->c", "ab,bc"])
def test_einsum_configs_the_reference_cannot_read_are_errors(config):
    x = np.ones((2, 2), np.float32)
    with pytest.raises(EvaluationError, match="einsum_config"):
        einsum(x, x, einsum_config=config, result_type=_t((2,)))


def test_einsum_bound_covers_the_float32_rounding():
    a = RNG.standard_normal((4, 64)).astype(np.float32)
    b = RNG.standard_normal((64, 3)).astype(np.float32)
    exact = a.astype(np.float64) @ b.astype(np.float64)
    naive = np.zeros((4, 3), np.float32)
    for k in range(64):  # float32 accumulation in one order an implementation may choose
        naive += a[:, k:k + 1] * b[k:k + 1, :]
    bound = BOUNDS["stablehlo.einsum"](a, b, einsum_config="ab,bc->ac",
                                       result=np.zeros((4, 3), np.float32))
    assert (np.abs(naive - exact) <= bound).all()
    assert (bound > 0).all()


def test_torch_index_select_with_batch_and_middle_dimensions():
    x = RNG.integers(0, 100, size=(2, 3, 4, 5)).astype(np.int32)
    index = RNG.integers(0, 4, size=(2, 6)).astype(np.int32)
    got = torch_index_select(x, index, dim=2, batch_dims=1, result_type=_t((2, 3, 6, 5), "i32"))
    want = np.stack([x[b][:, index[b], :] for b in range(2)])
    np.testing.assert_array_equal(got, want)


def test_torch_index_select_clamps_as_gather_does():
    x = np.arange(4, dtype=np.int32)
    got = torch_index_select(x, np.array([-3, 9], np.int32), dim=0, batch_dims=0,
                             result_type=_t((2,), "i32"))
    assert got.tolist() == [0, 3]


def test_real_dynamic_slice_is_slice():
    x = np.arange(10, dtype=np.int32)
    got = real_dynamic_slice(x, np.array([1]), np.array([8]), np.array([3]))
    assert got.tolist() == [1, 4, 7]


def test_set_dimension_size_keeps_the_first_elements():
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    got = set_dimension_size(x, np.array(2, np.int32), dimension=1,
                             result_type=TensorType((2, None), ELEMENT_TYPES["f32"], (None, 3)))
    assert got.tolist() == [[0, 1], [3, 4]]
    with pytest.raises(EvaluationError, match="set_dimension_size"):
        set_dimension_size(x, np.array(2, np.int32), dimension=1, result_type=_t((2, 3)))
