"""The reference's sort against Python's `sorted` (a stable sort) on the spec's
`comparator_together`, written out per test as a Python key: several inputs, comparators on one
key or on several, ascending and descending, negative dimensions, every element type carried
along (bit-exact), quantized storage, empty slices, a comparator region that cannot run on whole
arrays (evaluated pair by pair), and the Unspecified masks (unstable ties, comparators that are
not strict weak orders)."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import reference
import spec
from reference.errors import EvaluationError, ResourceLimit
from reference.ops import sort as sort_ops
from reference.ops import unspecified
from reference.values import QuantizedTensor
from spec.attributes import BoolAttr
from spec.build import function, integer, region, symbol, tensor_type
from spec.types import ELEMENT_TYPES
from tests.helpers import compare
from tests.helpers.tensors import QUANTIZED, quantized_type, random_tensor, same_bits


I1 = tensor_type((), "i1")


def by_key(direction: str, k: int = 0, compare_type: str | None = None):
    """A comparator comparing input `k`'s pair of elements."""
    return lambda b, args: compare(b, direction, args[2 * k], args[2 * k + 1], compare_type)


def element_type(name: str):
    return quantized_type() if name == QUANTIZED else ELEMENT_TYPES[name]


def sort(inputs: list, element_types: list[str], comparator, *, dimension=-1, is_stable=True,
         funcs=()):
    """`stablehlo.sort` of `inputs` through the interpreter; `comparator(builder, arguments)`
    appends the comparator's ops to its block (arguments lhs0, rhs0, lhs1, rhs1, ...) and
    returns its i1 result. `funcs` are other functions of the module."""
    shape = np.shape(inputs[0].storage if isinstance(inputs[0], QuantizedTensor) else inputs[0])
    ets = [element_type(et) for et in element_types]
    types = [tensor_type(shape, et) for et in ets]
    body = region([tensor_type((), et) for et in ets for _ in (0, 1)],
                  lambda b, args: [comparator(b, args)])
    main = function("main", types, lambda b, args: b.op(
        "sort", args, types, {"dimension": integer(dimension), "is_stable": BoolAttr(is_stable)},
        [body]), visibility="public")
    return reference.evaluate(spec.Module([main, *funcs]), inputs)


def python_sort(columns: list[list], key):
    """The rows `zip(*columns)` stably sorted by `key(row)`: the spec's sort of one slice."""
    rows = sorted(zip(*columns), key=key)
    return [list(c) for c in zip(*rows)] if rows else [[] for _ in columns]


def test_spec_example():
    input0 = np.array([[1, 2, 3], [3, 2, 1]], np.int64)
    input1 = np.array([[3, 2, 1], [1, 2, 3]], np.int64)
    result0, result1 = sort([input0, input1], ["i64", "i64"],
                            by_key("GT"), dimension=0)
    assert result0.tolist() == [[3, 2, 3], [1, 2, 1]]
    assert result1.tolist() == [[1, 2, 1], [3, 2, 3]]


@given(st.data())
@settings(max_examples=60, deadline=None)
def test_sort_by_two_keys_is_a_stable_lexicographic_sort(data):
    """Comparator: key0 descending, then key1 ascending; a third input is carried along."""
    rank = data.draw(st.integers(1, 3))
    shape = tuple(data.draw(st.lists(st.integers(0, 6), min_size=rank, max_size=rank)))
    dimension = data.draw(st.integers(-rank, rank - 1))
    rng = np.random.default_rng(data.draw(st.integers(0, 2 ** 32 - 1)))
    key0 = rng.integers(-3, 3, shape).astype(np.int8)
    key1 = rng.integers(0, 4, shape).astype(np.uint32)
    payload = np.arange(int(np.prod(shape)), dtype=np.int64).reshape(shape)

    def comparator(b, args):
        gt, eq = compare(b, "GT", *args[:2]), compare(b, "EQ", *args[:2])
        tie = b.op("and", [eq, compare(b, "LT", *args[2:4])], [I1])[0]
        return b.op("or", [gt, tie], [I1])[0]
    results = sort([key0, key1, payload], ["i8", "ui32", "i64"], comparator,
                   dimension=dimension)
    d = dimension % rank
    moved = [np.moveaxis(x, d, -1) for x in (key0, key1, payload)]
    for index in np.ndindex(*moved[0].shape[:-1]):
        expected = python_sort([m[index].tolist() for m in moved],
                               lambda row: (-row[0], row[1]))
        actual = [np.moveaxis(r, d, -1)[index].tolist() for r in results]
        assert actual == expected, index


@pytest.mark.parametrize("name", list(ELEMENT_TYPES))
def test_sort_carries_every_element_type_exactly(name):
    """Values of every type (NaN payloads, -0) follow an i32 key bit for bit."""
    key = np.array([[3, 1, 2, 1, 0], [0, 0, 1, 0, 2]], np.int32)
    payload = random_tensor(name, key.shape, seed=5)
    result_key, result_payload = sort([key, payload], ["i32", name], by_key("LT"))
    order = [sorted(range(5), key=lambda j: row[j]) for row in key.tolist()]
    expected = np.stack([payload[i][order[i]] for i in range(2)])
    assert result_key.tolist() == [[0, 1, 1, 2, 3], [0, 0, 0, 1, 2]]
    assert same_bits(result_payload, expected)


@pytest.mark.parametrize("name", ["f64", "f16", "bf16", "f8E4M3FN", "f4E2M1FN"])
def test_sort_of_floats_with_a_total_order_comparator(name):
    """TOTALORDER: -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN."""
    x = np.array([np.nan, -0.0, 1.5, -np.inf, 0.0, -1.0, np.inf, -np.nan], np.float64) \
        .astype(ELEMENT_TYPES[name].dtype)
    (result,) = sort([x], [name], by_key("LT", compare_type="TOTALORDER"))

    def total_order(v):  # sign, then magnitude (NaN above infinity), negatives reversed
        v = float(v)
        magnitude = 3 if np.isnan(v) else 2 if np.isinf(v) else 1 + abs(v) / 1e9 if v else 0
        return -magnitude if np.signbit(v) else magnitude
    assert [total_order(v) for v in result.tolist()] == sorted(total_order(v) for v in x.tolist())


def test_sort_of_quantized_storage_follows_its_key():
    et = quantized_type()
    key = np.array([2, 0, 1], np.int32)
    payload = QuantizedTensor(np.array([-128, 7, 127], np.int8), et)
    _, result = sort([key, payload], ["i32", QUANTIZED], by_key("LT"))
    assert same_bits(result, QuantizedTensor(np.array([7, 127, -128], np.int8), et))


def test_sort_of_empty_and_single_element_slices():
    empty = np.zeros((3, 0), np.float32)
    assert sort([empty], ["f32"], by_key("LT"))[0].shape == (3, 0)
    single = np.array([[4.0], [2.0]], np.float32)
    assert same_bits(sort([single], ["f32"], by_key("LT"))[0], single)


def test_sort_with_a_comparator_that_calls_a_function():
    """A region that is not made of elementwise ops runs pair by pair (`batched` fallback)."""
    scalar = tensor_type((), "i32")
    callee = function("less", [scalar, scalar], lambda b, args: [compare(b, "LT", *args)])
    x = np.array([5, -1, 3, 3, 0, 9, -7], np.int32)
    (result,) = sort([x], ["i32"], lambda b, args: b.op(
        "func.call", args[:2], [I1], {"callee": symbol("less")})[0], funcs=[callee])
    assert result.tolist() == sorted(x.tolist())


def test_sort_of_a_bad_comparator_returns_a_permutation():
    """LE is not a strict weak order: the result is undefined, but still made of the input."""
    x = np.array([3, 1, 3, 2, 1, 0, 3, 2, 2], np.int16)
    payload = np.arange(9, dtype=np.int32)
    _, result = sort([x, payload], ["i16", "i32"], by_key("LE"))
    assert sorted(result.tolist()) == list(range(9))


def test_sort_rejects_a_dimension_out_of_range():
    with pytest.raises(EvaluationError, match="sort_c4"):
        sort([np.zeros((2, 2), np.int32)], ["i32"], by_key("LT"), dimension=2)


# ---------------------------------------------------------------------------------------------
# Unspecified

class Comparator:
    """A comparator region as the interpreter hands it to ops, from a numpy function."""

    def __init__(self, fn):
        self.batched = lambda *args: [fn(*args)]


LESS = Comparator(lambda lhs0, rhs0, lhs1, rhs1: lhs0 < rhs0)


def masks(inputs, **attributes) -> dict[str, np.ndarray]:
    return {u.id: np.broadcast_to(u.mask(inputs, **attributes), np.shape(inputs[0]))
            for u in unspecified("sort")}


def test_unstable_sort_with_differing_equivalent_elements_is_implementation_defined():
    key = np.array([[3.0, 1.0, 3.0, 2.0], [4.0, 1.0, 2.0, 0.0]], np.float32)
    payload = np.array([[0, 1, 2, 3], [4, 5, 6, 6]], np.int32)
    unstable = masks([key, payload], dimension=1, is_stable=False, comparator=LESS)
    # Row 0 sorts to keys [1, 2, 3, 3]: the two 3s carry different payloads.
    assert unstable["sort/unstable-order-of-equivalent-elements"].tolist() == [
        [False, False, True, True], [False] * 4]
    assert not unstable["sort/comparator-not-strict-weak-order"].any()
    stable = masks([key, payload], dimension=1, is_stable=True, comparator=LESS)
    assert not stable["sort/unstable-order-of-equivalent-elements"].any()
    same = masks([key, key], dimension=-1, is_stable=False, comparator=LESS)
    assert not same["sort/unstable-order-of-equivalent-elements"].any()
    along_0 = masks([key.T, payload.T], dimension=0, is_stable=False, comparator=LESS)
    assert along_0["sort/unstable-order-of-equivalent-elements"].T.tolist() == [
        [False, False, True, True], [False] * 4]


def test_less_than_on_floats_with_nan_is_not_a_strict_weak_order():
    key = np.array([[3.0, np.nan, 1.0], [3.0, 2.0, 1.0]], np.float64)
    found = masks([key, key], dimension=1, is_stable=True, comparator=LESS)
    assert found["sort/comparator-not-strict-weak-order"].tolist() == [[True] * 3, [False] * 3]
    less_equal = Comparator(lambda lhs0, rhs0, lhs1, rhs1: lhs0 <= rhs0)
    found = masks([key[1:], key[1:]], dimension=1, is_stable=True, comparator=less_equal)
    assert found["sort/comparator-not-strict-weak-order"].all()


def sort_op_masks(inputs, element_types: list[str], comparator) -> np.ndarray:
    """The Unspecified mask of a stable sort of `inputs` along their last dimension, as the
    interpreter computes it for the comparison of results."""
    types = [tensor_type(np.shape(inputs[0]), ELEMENT_TYPES[et]) for et in element_types]
    body = region([tensor_type((), et) for et in element_types for _ in (0, 1)],
                  lambda b, args: [comparator(b, args)])
    main = function("main", types, lambda b, args: b.op(
        "sort", args, types, {"dimension": integer(-1), "is_stable": BoolAttr(True)}, [body]),
        visibility="public")
    op = main.body.block.ops[0]
    mask = reference.Interpreter(spec.Module([main])).unspecified_mask(op, list(inputs))
    return np.broadcast_to(mask, np.shape(inputs[0]))


def test_a_sort_under_an_order_of_every_value_needs_no_check_of_every_pair():
    """2^16 float keys under LT TOTALORDER: the comparator is a strict weak order by its form,
    so the mask comes without comparing 2^32 pairs (which would not fit in memory)."""
    keys = np.random.default_rng(0).standard_normal(1 << 16).astype(np.float32)
    keys[::7] = np.nan
    mask = sort_op_masks([keys], ["f32"], by_key("LT", 0, "TOTALORDER"))
    assert not mask.any()


@pytest.mark.parametrize("direction, key, compare_type, by_form", [
    ("LT", 0, "TOTALORDER", True), ("GT", 0, "TOTALORDER", True), ("LT", 1, None, True),
    ("GT", 1, "SIGNED", True), ("LT", 0, "FLOAT", True), ("LT", 0, None, True),
    ("GT", 0, "FLOAT", True), ("LE", 1, None, False), ("NE", 1, None, False),
    ("LE", 0, "FLOAT", False),
])
def test_comparators_known_by_their_form_agree_with_the_check_of_every_pair(
        monkeypatch, direction, key, compare_type, by_form):
    rng = np.random.default_rng(1)
    floats = rng.integers(-3, 3, size=(4, 9)).astype(np.float32)
    floats[:, ::4] = np.nan
    floats[1, 1], floats[2, 1], floats[2, 2], floats[3, 3] = -np.nan, -0.0, 0.0, np.inf
    floats[3] = [np.nan, 0.0, -0.0, 0.0, np.nan, -0.0, 0.0, 0.0, np.nan]  # NaNs and one class
    ints = rng.integers(-3, 3, size=(4, 9)).astype(np.int32)
    comparator = by_key(direction, key, compare_type)
    checked = []
    pairwise = sort_ops._classes
    monkeypatch.setattr(sort_ops, "_classes", lambda *a: checked.append(1) or pairwise(*a))
    fast = sort_op_masks([floats, ints], ["f32", "i32"], comparator)
    assert (not checked) == by_form
    monkeypatch.setattr(sort_ops, "_strict_weak_by_form", lambda *a: False)
    monkeypatch.setattr(sort_ops, "_float_key", lambda *a: None)
    slow = sort_op_masks([floats, ints], ["f32", "i32"], comparator)
    assert fast.tolist() == slow.tolist()


@pytest.mark.parametrize("t", ["i4", "ui2", "f8E4M3FN", "bf16"])
def test_sub_byte_and_narrow_keys_are_read_by_their_element_type_not_numpys_dtype_kind(
        monkeypatch, t):
    """ml_dtypes' int4 and float8 both have numpy dtype kind 'V': an integer key's default
    comparison is a strict weak order by its form, a narrow float's LT is read from its NaNs;
    neither checks every pair."""
    keys = np.array([3, 1, 2, 0, 1], ELEMENT_TYPES[t].dtype)
    paths = []
    pairwise, by_nans = sort_ops._classes, sort_ops._float_order_broken
    monkeypatch.setattr(sort_ops, "_classes", lambda *a: paths.append("pairs") or pairwise(*a))
    monkeypatch.setattr(sort_ops, "_float_order_broken",
                        lambda *a: paths.append("nans") or by_nans(*a))
    assert not sort_op_masks([keys], [t], by_key("LT", 0, None)).any()
    assert paths == (["nans"] if ELEMENT_TYPES[t].kind == "float" else [])


def test_a_large_float_sort_needs_no_pairs_and_a_large_sort_of_another_comparator_says_why():
    """70001 f32 keys under LT FLOAT (jnp.sort's comparator without NaN handling): NaN slices are
    read from the keys, not from 4.9e9 pairs (a MemoryError once); a comparator whose form says
    nothing, on as many pairs, is a ResourceLimit that names the sort and the limit."""
    keys = np.random.default_rng(2).standard_normal(70001).astype(np.float32)
    assert not sort_op_masks([keys], ["f32"], by_key("LT", 0, "FLOAT")).any()
    keys[5] = np.nan
    assert sort_op_masks([keys], ["f32"], by_key("LT", 0, "FLOAT")).all()
    empty = np.zeros((3, 0), np.float32)  # slices of no elements: nothing to break
    assert sort_op_masks([empty], ["f32"], by_key("LT", 0, "FLOAT")).shape == (3, 0)
    with pytest.raises(ResourceLimit, match="sort of 70001 elements per slice.*limit"):
        sort_op_masks([keys], ["f32"], by_key("LE", 0, "FLOAT"))


JAX_SORT = """
func.func public @main(%arg0: tensor<{shape}xf32>, %arg1: tensor<{shape}xi32>) -> tensor<{shape}xi32> {{
  %0:2 = "stablehlo.sort"(%arg0, %arg1) <{{dimension = 1 : i64, is_stable = true}}> ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare EQ, %{lhs}, %z, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %z0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.select %1, %z0, %{lhs} : tensor<i1>, tensor<f32>
    %3 = stablehlo.compare NE, %{lhs}, %{lhs}, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %n = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.select %3, %n, %2 : tensor<i1>, tensor<f32>
    %z2 = stablehlo.constant dense<{zero}> : tensor<f32>
    %5 = stablehlo.compare EQ, %{rhs}, %z2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %z3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.select %5, %z3, %{rhs} : tensor<i1>, tensor<f32>
    %7 = stablehlo.compare NE, %{rhs}, %{rhs}, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %n2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.select %7, %n2, %6 : tensor<i1>, tensor<f32>
    %9 = stablehlo.compare {direction}, %4, %8, {kind} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %9 : tensor<i1>
  }}) : (tensor<{shape}xf32>, tensor<{shape}xi32>) -> (tensor<{shape}xf32>, tensor<{shape}xi32>)
  return %0#1 : tensor<{shape}xi32>
}}
"""
"""jnp.sort / jnp.argsort's comparator as jax 0.10.2 writes it (corpus/models/sort_top_k.mlir):
-0 and NaNs made canonical on each side, then LT TOTALORDER."""


def jax_sort_mask(keys, lhs="a", rhs="b", zero="0.000000e+00", direction="LT",
                  kind="TOTALORDER") -> np.ndarray:
    shape = "x".join(map(str, keys.shape))
    module = spec.parse(JAX_SORT.format(shape=shape, lhs=lhs, rhs=rhs, zero=zero,
                                        direction=direction, kind=kind))
    op = module.func("main").body.block.ops[0]
    ids = np.broadcast_to(np.arange(keys.shape[1], dtype=np.int32), keys.shape)
    return np.broadcast_to(reference.Interpreter(module).unspecified_mask(op, [keys, ids]),
                           keys.shape)


def test_jax_sorts_comparator_is_a_strict_weak_order_by_its_form_at_any_size(monkeypatch):
    """jnp.sort of 8 x 2048 f32 keys (33.5 million pairs, above PAIRWISE_LIMIT: a ResourceLimit
    once, so jnp.sort or jnp.argsort of 64 x 1000 scores did not run on the reference): the
    comparator compares one function of each side's key under TOTALORDER, a strict weak order
    whatever the values (NaNs, -0), so no pair is compared."""
    keys = np.random.default_rng(3).standard_normal((8, 2048)).astype(np.float32)
    keys[:, ::5], keys[:, 1::7] = np.nan, -0.0
    monkeypatch.setattr(sort_ops, "_classes", lambda *a: pytest.fail("pairs compared"))
    assert not jax_sort_mask(keys).any()


@pytest.mark.parametrize("lhs, rhs, zero, direction, kind, by_form", [
    ("a", "b", "0.000000e+00", "LT", "TOTALORDER", True),
    ("b", "a", "0.000000e+00", "GT", "TOTALORDER", True),  # either way round
    ("a", "b", "0.000000e+00", "LT", "FLOAT", False),  # NaN: not an order of every value
    ("a", "b", "0.000000e+00", "LE", "TOTALORDER", False),
    ("a", "b", "1.000000e+00", "LT", "TOTALORDER", False),  # the two sides' functions differ
    ("a", "a", "0.000000e+00", "LT", "TOTALORDER", False),  # one side's argument twice
])
def test_comparators_of_one_function_of_each_side_agree_with_the_check_of_every_pair(
        monkeypatch, lhs, rhs, zero, direction, kind, by_form):
    rng = np.random.default_rng(4)
    keys = rng.integers(-2, 3, size=(4, 9)).astype(np.float32)
    keys[:, ::4] = np.nan
    keys[1, 1], keys[2, 2], keys[3, 3] = -0.0, -np.nan, 1.0
    checked = []
    pairwise = sort_ops._classes
    monkeypatch.setattr(sort_ops, "_classes", lambda *a: checked.append(1) or pairwise(*a))
    fast = jax_sort_mask(keys, lhs, rhs, zero, direction, kind)
    assert (not checked) == by_form
    monkeypatch.setattr(sort_ops, "_mirrored_compare", lambda *a: None)
    slow = jax_sort_mask(keys, lhs, rhs, zero, direction, kind)
    assert fast.tolist() == slow.tolist()


NOISY_SORT = """
func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lo = stablehlo.constant dense<0.0> : tensor<f32>
    %hi = stablehlo.constant dense<1.0> : tensor<f32>
    %s = stablehlo.constant dense<> : tensor<0xi64>
    %r = "stablehlo.rng"(%lo, %hi, %s) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f32>, tensor<0xi64>) -> tensor<f32>
    %x = stablehlo.OP %a, %r : tensor<f32>
    %r2 = "stablehlo.rng"(%lo, %hi, %s) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f32>, tensor<0xi64>) -> tensor<f32>
    %y = stablehlo.OP %b, %r2 : tensor<f32>
    %1 = stablehlo.compare LT, %x, %y, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}"""


class RegionOnly:
    """What `_mirrored_compare` reads of a sort's comparator: its region."""

    def __init__(self, region):
        self.region = region


@pytest.mark.parametrize("op", ["add", "multiply"])
def test_a_comparator_of_a_random_function_of_each_side_is_not_an_order_by_its_form(op):
    """rng(0, 1) + key on each side: the two copies match op for op, but rng is not a function
    of its operands (each comparison draws anew): no order by its form."""
    module = spec.parse(NOISY_SORT.replace("OP", op))
    sort = module.func("main").body.block.ops[0]
    assert sort_ops._mirrored_compare(RegionOnly(sort.regions[0])) is None
    pure = spec.parse(NOISY_SORT.replace("OP", op).replace('"stablehlo.rng"(%lo, %hi, %s) '
                      '{rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, '
                      'tensor<f32>, tensor<0xi64>) -> tensor<f32>', 'stablehlo.add %lo, %hi : '
                      'tensor<f32>'))
    sort = pure.func("main").body.block.ops[0]
    assert sort_ops._mirrored_compare(RegionOnly(sort.regions[0])) is not None
