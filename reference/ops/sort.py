"""sort: the inputs sorted together along one dimension by a comparator region.

The comparator is a region, so the sort is a comparison sort that evaluates it on whole arrays of
element pairs (`comparator.batched`): a bottom-up merge sort where each pass merges neighbouring
sorted runs by a binary search of every left-run element in its right-hand neighbour. The
comparator runs O(log n) times per pass, O(log^2 n) times in all, each time on about half of the
elements at once. The merge is stable, whatever `is_stable` says. The spec's formula, one slice
at a time with Python's stable `sorted`, is `formulas.sort` (tests/reference/test_reference_formulas.py
checks that the two agree).
"""
from __future__ import annotations

import numpy as np

from spec.ir import Block
from spec.ops import OPS

from ..errors import EvaluationError, ResourceLimit
from ..values import QuantizedTensor, element_type_of, kind as element_kind, move
from .registry import Unspecified, op


def _adjusted_dimension(inputs, dimension: int) -> int:
    """`dimension >= 0 ? dimension : rank(inputs[0]) + dimension`, checked against C4."""
    rank = len(np.shape(inputs[0]))
    if not -rank <= dimension < rank:
        raise EvaluationError(f"sort_c4: dimension {dimension} is not in [-{rank}, {rank})")
    return dimension if dimension >= 0 else rank + dimension


def _at(x, index: np.ndarray):
    """`x[..., index]` per slice of the last axis, where `index` has x's leading axes followed by
    any index axes of its own."""
    rank = len(np.shape(x))
    batch, own = index.shape[:rank - 1], index.shape[rank - 1:]
    flat = index.reshape(batch + (int(np.prod(own)),))
    return move(lambda a: np.take_along_axis(a, flat, axis=-1).reshape(index.shape), x)


def _less(comparator, inputs_together, lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    """`comparator_together(inputs_together[..., lhs], inputs_together[..., rhs])`, element-wise
    over index arrays `lhs` and `rhs` (of one shape, led by the inputs' leading axes)."""
    args = []
    for x in inputs_together:
        args += [_at(x, lhs), _at(x, rhs)]
    return np.asarray(comparator.batched(*args)[0], dtype=bool)


def _permutation(inputs_together, comparator) -> np.ndarray:
    """The stable sorting permutation of each slice along the last axis: `perm[..., k]` is the
    position in its slice of the k-th smallest element."""
    shape = np.shape(inputs_together[0])
    batch, n = shape[:-1], shape[-1]
    perm = np.broadcast_to(np.arange(n), shape).copy()
    width = 1  # each slice is sorted within runs [k * width, (k + 1) * width)
    while width < n:
        pairs = -(-(n - width) // (2 * width))  # left runs that have a right-hand neighbour
        start = np.arange(pairs)[:, None] * 2 * width
        i = np.arange(width)
        right_length = np.minimum(width, n - start - width)
        current = [_at(x, perm) for x in inputs_together]
        left = np.broadcast_to(start + i, batch + (pairs, width))
        # For each left element: how many elements of the right run come before it (y < x).
        lo = np.zeros(left.shape, np.int64)
        hi = np.broadcast_to(right_length, left.shape).copy()
        while (lo < hi).any():
            mid = (lo + hi) // 2
            y = start + width + np.minimum(mid, right_length - 1)
            less = _less(comparator, current, y, left)
            lo, hi = np.where((lo < hi) & less, mid + 1, lo), np.where((lo < hi) & ~less, mid, hi)
        # Made monotone, so the merge stays a permutation for comparators that are not strict
        # weak orders (for those that are, it already is).
        before = np.maximum.accumulate(lo, axis=-1)
        rows = before.reshape(-1, width)
        histogram = np.bincount((np.arange(len(rows))[:, None] * (width + 1) + rows).ravel(),
                                minlength=len(rows) * (width + 1))
        # Right element j follows the left elements with at most j right elements before them.
        after = np.cumsum(histogram.reshape(before.shape[:-1] + (width + 1,)), axis=-1)
        exists = np.broadcast_to(i < right_length, (pairs, width))
        positions = np.concatenate([(start + i + before).reshape(batch + (pairs * width,)),
                                    (start + i + after[..., :width])[..., exists]], axis=-1)
        sources = np.concatenate([(start + i).ravel(), (start + width + i)[exists]])
        sorted_perm = perm.copy()
        np.put_along_axis(sorted_perm, positions, perm[..., sources], axis=-1)
        perm = sorted_perm
        width *= 2
    return perm


def _sorted_together(inputs, dimension: int, comparator) -> list:
    """`results_together`: the inputs with `dimension` moved last, each slice sorted."""
    d = _adjusted_dimension(inputs, dimension)
    if len({np.shape(x) for x in inputs}) != 1:
        raise EvaluationError(f"sort_c3: the inputs' shapes differ: "
                              f"{[list(np.shape(x)) for x in inputs]}")
    inputs_together = [move(lambda a: np.moveaxis(a, d, -1), x) for x in inputs]
    perm = _permutation(inputs_together, comparator)
    return [_at(x, perm) for x in inputs_together]


# ---------------------------------------------------------------------------------------------
# What the spec leaves open. Both conditions are read from the sorted slices and the comparator
# on every pair of their elements (O(n^2) per slice, for the sizes that tests compare).

PAIRWISE_LIMIT = 1 << 24
"""The most element pairs (over all slices) the reference compares to read what the spec leaves
open of a sort whose comparator's form does not tell (above: a ResourceLimit that says so)."""


def _classes(inputs, dimension, comparator):
    """(results_together, whether each slice's comparator is a strict weak order, the
    equivalence class number of each element of the sorted slices)."""
    results = _sorted_together(inputs, dimension, comparator)
    shape = np.shape(results[0])
    n = shape[-1]
    pairs = int(np.prod(shape[:-1], dtype=np.int64)) * n * n
    if pairs > PAIRWISE_LIMIT:
        raise ResourceLimit(
            f"sort of {n} elements per slice: which elements its comparator orders or ties is "
            f"read by comparing every pair ({pairs} pairs, above the reference's limit of "
            f"{PAIRWISE_LIMIT}); a comparator of one LT or GT compare of one input decides it "
            f"without pairs")
    i = np.broadcast_to(np.arange(n)[:, None], shape + (n,))
    less = _less(comparator, results, i, np.swapaxes(i, -1, -2))  # less[..., i, j]: r_i < r_j
    classes = np.concatenate([np.zeros(shape[:-1] + (min(n, 1),), np.int64), np.cumsum(
        np.diagonal(less, offset=1, axis1=-2, axis2=-1), axis=-1)], axis=-1)
    ordered = classes[..., :, None] < classes[..., None, :]
    return results, (less == ordered).all(axis=(-2, -1)), classes


def _bytes(x) -> np.ndarray:
    a = np.ascontiguousarray(x.storage if isinstance(x, QuantizedTensor) else x)
    return a.view(np.uint8).reshape(a.shape + (a.dtype.itemsize,))


def _in_slices(mask_together, inputs, dimension):
    d = _adjusted_dimension(inputs, dimension)
    return np.moveaxis(mask_together, -1, d)


STRICT_WEAK_TYPES = {"TOTALORDER", "SIGNED", "UNSIGNED"}
"""compare_types under which LT and GT are strict weak orders on every value (FLOAT is not:
a NaN is unordered)."""


def compared_input(region) -> tuple | None:
    """(the compare op, the index of the input it compares, whether it compares that input's
    rhs with its lhs) of a comparator region that is one `compare` of one input's pair of
    arguments (either way round) whose result it returns; None otherwise."""
    if region is None or len(region.blocks) != 1 or len(region.block.ops) != 2:
        return None
    compare, ret = region.block.ops
    arguments = region.block.arguments
    if compare.name != "stablehlo.compare" or list(ret.operands) != list(compare.results):
        return None
    pairs = [{arguments[2 * k], arguments[2 * k + 1]} for k in range(len(arguments) // 2)]
    if len(compare.operands) != 2 or compare.operands[0] is compare.operands[1] \
            or set(compare.operands) not in pairs:
        return None
    k = pairs.index(set(compare.operands))
    return compare, k, compare.operands[0] is arguments[2 * k + 1]


def _one_compare(comparator, inputs):
    """(the compare op, the input it compares) of a comparator that is one `compare` of one
    input's pair of arguments (either way round) whose result it returns; None otherwise."""
    found = compared_input(getattr(comparator, "region", None))
    return None if found is None else (found[0], inputs[found[1]])


def _strict_weak_by_form(comparator, inputs) -> bool:
    """Whether the comparator is a strict weak order on any values by its form alone: one
    `compare` LT or GT of one input's pair of arguments (either way round) under a compare_type
    of STRICT_WEAK_TYPES (or an integer or boolean input's default), its result returned; or
    (`_mirrored_compare`) such a compare of g(lhs) and g(rhs), one function g of one input's
    pair of arguments (jnp.sort's: -0 and NaNs made canonical, then LT TOTALORDER), an order
    pulled back through a function being a strict weak order too. Such a sort needs no O(n^2)
    check of the pairs, so large sorts stay cheap."""
    found = _one_compare(comparator, inputs)
    if found is not None:
        compare, key = found
        default = not isinstance(key, QuantizedTensor) and element_kind(
            element_type_of(np.asarray(key))) in ("signed", "unsigned", "bool")
    else:
        compare = _mirrored_compare(comparator)
        if compare is None:
            return False
        compared = getattr(compare.operands[0].type, "element_type", None)
        default = getattr(compared, "kind", None) in ("signed", "unsigned", "bool")
    direction = compare.attributes.get("comparison_direction")
    kind = compare.attributes.get("compare_type")
    return getattr(direction, "value", None) in ("LT", "GT") and (
        getattr(kind, "value", None) in STRICT_WEAK_TYPES if kind is not None else default)


NOT_FUNCTIONS = frozenset({name for name, schema in OPS.items() if schema.family == "collective"}
                          | {f"stablehlo.{m}" for m in ("rng", "rng_bit_generator", "custom_call",
                                                       "infeed", "outfeed")})
"""Ops whose results are not a function of their operands alone (state, other processes)."""


def _mirrored_compare(comparator):
    """The `compare` a comparator returns when it compares g(lhs_k) with g(rhs_k) (either way
    round): two copies of one computation without regions, op for op and attribute for
    attribute, that read nothing but constants and one input's pair of arguments, the left copy
    only lhs_k and the right only rhs_k; None otherwise."""
    region = getattr(comparator, "region", None)
    if region is None or len(region.blocks) != 1 or not region.block.ops:
        return None
    ret = region.block.ops[-1]
    compare = ret.operands[0].defining_op if len(ret.operands) == 1 else None
    if compare is None or compare.name != "stablehlo.compare" or len(compare.operands) != 2:
        return None
    arguments = region.block.arguments
    leaves: dict = {}  # argument index on the left -> on the right
    seen: dict = {}

    def same(u, v) -> bool:
        if (id(u), id(v)) in seen:
            return seen[id(u), id(v)]
        if isinstance(u.owner, Block) or isinstance(v.owner, Block):
            if u.owner is not region.block or v.owner is not region.block or u is v:
                return False
            i, j = u.index, v.index
            if i // 2 != j // 2 or leaves.setdefault(i, j) != j:
                return False
            return True
        a, b = u.defining_op, v.defining_op
        if a is None or b is None or a.regions or b.regions or a.name != b.name \
                or a.name in NOT_FUNCTIONS or u.index != v.index \
                or len(a.operands) != len(b.operands) or a.attributes != b.attributes \
                or [r.type for r in a.results] != [r.type for r in b.results]:
            return False
        seen[id(u), id(v)] = ok = all(same(x, y) for x, y in zip(a.operands, b.operands))
        return ok

    lhs, rhs = compare.operands
    if lhs is rhs or not same(lhs, rhs) or len(leaves) != 1:
        return None
    return compare


def _float_key(comparator, inputs):
    """The float key input of a comparator of one `compare` LT or GT under compare_type FLOAT
    (or none given) of one input's pair of arguments, its result returned; None otherwise."""
    found = _one_compare(comparator, inputs)
    if found is None:
        return None
    compare, key = found
    direction = getattr(compare.attributes.get("comparison_direction"), "value", None)
    kind = getattr(compare.attributes.get("compare_type"), "value", "FLOAT")
    if isinstance(key, QuantizedTensor) or element_kind(element_type_of(np.asarray(key))) != "float" \
            or direction not in ("LT", "GT") or kind != "FLOAT":
        return None
    return np.asarray(key)


def _float_order_broken(key: np.ndarray, dimension: int) -> np.ndarray:
    """Per slice along `dimension`: whether LT/GT under FLOAT is not a strict weak order on its
    values. A NaN is unordered with every value, so it breaks the order unless the slice's other
    values are all equal (-0 equals +0): then every element is in one class."""
    wide = np.moveaxis(key.astype(np.float64), dimension, -1)
    nan = np.isnan(wide)
    with np.errstate(invalid="ignore"):
        low = np.min(np.where(nan, np.inf, wide), axis=-1, initial=np.inf)
        high = np.max(np.where(nan, -np.inf, wide), axis=-1, initial=-np.inf)
    several = (~nan).sum(axis=-1) > 1
    return nan.any(axis=-1) & several & (low != high)


def _not_strict_weak_order(inputs, *, dimension, comparator):
    if _strict_weak_by_form(comparator, inputs):
        return np.False_
    key = _float_key(comparator, inputs)
    if key is not None:  # no pairs needed: LT/GT under FLOAT breaks only with NaN
        d = _adjusted_dimension(inputs, dimension)
        broken = _float_order_broken(key, d)
        return np.moveaxis(np.broadcast_to(broken[..., None], np.moveaxis(key, d, -1).shape),
                           -1, d)
    results, strict_weak, _ = _classes(inputs, dimension, comparator)
    mask = np.broadcast_to(~strict_weak[..., None], np.shape(results[0]))
    return _in_slices(mask, inputs, dimension)


def _unstable_ties(inputs, *, dimension, is_stable, comparator):
    if is_stable:
        return np.False_
    results, _, classes = _classes(inputs, dimension, comparator)
    differ = np.logical_or.reduce([(_bytes(r)[..., :, None, :] != _bytes(r)[..., None, :, :])
                                   .any(axis=-1) for r in results])
    tied = classes[..., :, None] == classes[..., None, :]
    return _in_slices((tied & differ).any(axis=-1), inputs, dimension)


SORT_UNSPECIFIED = [
    Unspecified("sort/unstable-order-of-equivalent-elements", "implementation-defined",
                "is_stable = false and a slice holds elements that the comparator deems "
                "equivalent (neither is less) but that differ in some input: their order in the "
                "results is not specified",
                "keeps them in their input order (the reference's sort is always stable)",
                _unstable_ties),
    Unspecified("sort/comparator-not-strict-weak-order", "undefined",
                "a slice on whose elements the comparator is not a strict weak order (e.g. LT "
                "on floats with a NaN, LE, a comparator that is not transitive): the spec "
                "defines sort only through `lhs is less than rhs`, which such a comparator "
                "does not order consistently",
                "the result of its merge sort: a permutation of the slice, the order found by "
                "binary searches during the merges", _not_strict_weak_order),
]


@op("sort", unspecified=SORT_UNSPECIFIED)
def sort(inputs, *, dimension, comparator):
    """`results_together[result_slice] = sort(inputs_together[result_slice],
    comparator_together)` for every 1-dimensional slice along `dimension`."""
    d = _adjusted_dimension(inputs, dimension)
    return [move(lambda a: np.moveaxis(a, -1, d), r)
            for r in _sorted_together(inputs, dimension, comparator)]
