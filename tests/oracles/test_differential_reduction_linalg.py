"""Differential tests of issue 5's first slice: reduce, reduce_window, select_and_scatter, map,
dot_general, convolution, fft, cholesky, triangular_solve and the batch norms against the
official interpreter and XLA CPU.

Each op has a hand-written table of configurations (reduce with add and maximum bodies over one,
several, every and an empty dimension; reduce_window with strides, padding and dilations;
select_and_scatter with overlapping and padded windows; dot_general with batching and several
contracting dimensions; convolution with strides, padding, dilations and feature groups; the four
fft types; cholesky and triangular_solve in every layout). Programs, chunking and the Unspecified
masks come from tests/helpers/differential.py.

Integer results are compared exactly, skipping elements under the op's declared Unspecified
conditions; integer operands of products (dot_general, convolution) are small so that no sum
overflows. Float operands are moderate (uniform in [-1, 1)) or hand-written well-conditioned
matrices. The spec leaves the order of reductions and the accumulation of products to
implementations (the `*/float-schedule` Unspecified conditions cover every float result of
reduce and reduce_window), so float results of the accumulating ops (reduce, reduce_window,
dot_general, convolution, the batch norms) are compared under the error-bound rule
(oracles/compare.py's ERROR_BOUND with the reference's per-element bound from
reference/bounds.py): no mask for the schedule, and an error larger than any summation order
explains still fails. Ops without a bound (select_and_scatter, map, fft, cholesky,
triangular_solve) keep ALMOST_EQ (|actual - expected| <= 0.0001 * max(1, |expected|), seed 004
G6). The other declared conditions (cholesky's other triangle) are masked.

Disagreements listed in oracles/known_divergences.toml are expected (`what = [...]` narrows an
entry to configurations of this file's tables); any other fails.
"""
from __future__ import annotations

from typing import Callable

import numpy as np
import pytest

from oracles.compare import ALMOST_EQ, ERROR_BOUND, EXACT
from oracles.reference import Reference
from reference.ops.registry import unspecified
from reference.values import element_type_of
from spec.attributes import BoolAttr
from spec.build import conv_dimensions, enum, floating, i64_array, i64_matrix, integer, struct
from spec.types import ELEMENT_TYPES
from tests.helpers.differential import (D, Case, Operand, case, check_agreement, combiner,
                                        compare_region, ignored, operand_value, program, tt)

pytestmark = pytest.mark.jaxlib

SEED = 20240605

OPS = ("reduce", "reduce_window", "select_and_scatter", "map", "dot_general", "convolution",
       "fft", "cholesky", "triangular_solve", "batch_norm_inference", "batch_norm_training",
       "batch_norm_grad")


def M(shape, t: str) -> Operand:
    """A data operand of moderate values: uniform in [-1, 1) for floats, in [-8, 8) for
    integers (no product sum of these tables overflows)."""
    return Operand(tuple(shape), t, "moderate")


def C(values, t: str) -> Operand:
    """A hand-written constant operand (a nested list)."""
    return Operand(np.shape(values), t, values, constant=True)


def V(values, t: str) -> Operand:
    """A hand-written argument (a nested list)."""
    return Operand(np.shape(values), t, values)


def lowest(t: str):
    """maximum's init value: the type's lowest finite value (below every moderate operand)."""
    dtype = ELEMENT_TYPES[t].dtype
    return float(np.finfo(dtype).min) if is_float(t) else int(np.iinfo(dtype).min)


def is_float(t: str) -> bool:
    return ELEMENT_TYPES[t].kind in ("float", "complex")


# --- configurations -------------------------------------------------------------------------

def reduce(t):
    op = "reduce"

    def r(what, shape, dims, result, body, init, data=D):
        return case(op, what, t, [data(shape, t), C(init, t)], tt(result, t),
                    {"dimensions": i64_array(dims)}, combiner(t, body))
    zero = 0.0 if is_float(t) else 0
    sums = [r("add-dim1", (4, 5), [1], (4,), "add", zero, M if is_float(t) else D),
            r("add-all", (3, 4, 2), [0, 1, 2], (), "add", zero, M if is_float(t) else D),
            r("add-dims-2-0", (3, 4, 2), [2, 0], (4,), "add", zero, M if is_float(t) else D),
            r("add-long", (2, 37), [1], (2,), "add", zero, M if is_float(t) else D),
            r("add-empty", (0, 3), [0], (3,), "add", zero)]
    return sums + [r("max-dim0", (5, 3), [0], (3,), "maximum", lowest(t), M if is_float(t) else D),
                   r("max-empty", (3, 0), [1], (3,), "maximum", lowest(t))]


def reduce_window(t):
    op = "reduce_window"
    data = M if is_float(t) else D

    def w(what, shape, result, body, init, attributes):
        return case(op, what, t, [data(shape, t), C(init, t)], tt(result, t), attributes,
                    combiner(t, body))
    return [
        w("max-2x2", (4, 5), (3, 4), "maximum", lowest(t),
          {"window_dimensions": i64_array([2, 2])}),
        w("add-strided", (5, 6), (2, 2), "add", 0 if not is_float(t) else 0.0,
          {"window_dimensions": i64_array([2, 3]), "window_strides": i64_array([2, 3])}),
        w("max-padded-dilated", (4, 5), (4, 5), "maximum", lowest(t),
          {"window_dimensions": i64_array([2, 2]), "window_strides": i64_array([1, 1]),
           "base_dilations": i64_array([1, 1]), "window_dilations": i64_array([1, 2]),
           "padding": i64_matrix([[1, 0], [0, 2]])}),
        w("add-base-dilated", (3, 3), (4, 4), "add", 0 if not is_float(t) else 0.0,
          {"window_dimensions": i64_array([2, 2]), "base_dilations": i64_array([2, 2])}),
    ]


def select_and_scatter(t):
    op = "select_and_scatter"
    data = M if is_float(t) else D
    zero = 0.0 if is_float(t) else 0

    def s(what, shape, source, attributes):
        select = compare_region([t], "GE", compare_type="UNSIGNED" if t.startswith("ui") else None)
        return case(op, what, t, [data(shape, t), data(source, t), C(zero, t)], tt(shape, t),
                    attributes, (select, combiner(t, "add")))
    return [
        s("disjoint-windows", (4, 6), (2, 3),
          {"window_dimensions": i64_array([2, 2]), "window_strides": i64_array([2, 2])}),
        s("overlapping-windows", (4, 5), (3, 2),
          {"window_dimensions": i64_array([2, 3]), "window_strides": i64_array([1, 2])}),
        s("padded", (3, 4), (2, 2),
          {"window_dimensions": i64_array([2, 2]), "window_strides": i64_array([2, 2]),
           "padding": i64_matrix([[1, 0], [0, 0]])}),
    ]


def map_(t):
    op = "map"
    data = M if is_float(t) else D
    return [
        case(op, "multiply", t, [data((3, 4), t), data((3, 4), t)], tt((3, 4), t),
             {"dimensions": i64_array([0, 1])}, combiner(t, "multiply")),
        case(op, "maximum-rank0", t, [data((), t), data((), t)], tt((), t),
             {"dimensions": i64_array([])}, combiner(t, "maximum")),
        case(op, "add-empty", t, [data((0, 2), t), data((0, 2), t)], tt((0, 2), t),
             {"dimensions": i64_array([0, 1])}, combiner(t, "add")),
    ]


def dot_dims(lb, rb, lc, rc) -> dict:
    return {"dot_dimension_numbers": struct(
        "dot", lhs_batching_dimensions=lb, rhs_batching_dimensions=rb,
        lhs_contracting_dimensions=lc, rhs_contracting_dimensions=rc)}


def dot_general(t):
    op = "dot_general"

    def d(what, lhs, rhs, result, dims):
        return case(op, what, t, [M(lhs, t), M(rhs, t)], tt(result, t), dims)
    return [
        d("matmul", (3, 8), (8, 5), (3, 5), dot_dims([], [], [1], [0])),
        d("batched", (2, 3, 4), (2, 4, 5), (2, 3, 5), dot_dims([0], [0], [2], [1])),
        d("two-contracting-dims", (4, 3, 2), (2, 5, 4), (3, 5), dot_dims([], [], [0, 2], [2, 0])),
        d("outer-product", (3,), (4,), (3, 4), dot_dims([], [], [], [])),
        d("empty-contraction", (3, 0), (0, 2), (3, 2), dot_dims([], [], [1], [0])),
    ]


def conv_attributes(strides=(1, 1), padding=((0, 0), (0, 0)), lhs_dilation=(1, 1),
                    rhs_dilation=(1, 1), groups=1, batch_groups=1) -> dict:
    return {"window_strides": i64_array(strides), "padding": i64_matrix(padding),
            "lhs_dilation": i64_array(lhs_dilation), "rhs_dilation": i64_array(rhs_dilation),
            "dimension_numbers": conv_dimensions("b01f", "01io", "b01f"),
            "feature_group_count": integer(groups), "batch_group_count": integer(batch_groups)}


def convolution(t):
    op = "convolution"

    def c(what, lhs, rhs, result, attributes):
        return case(op, what, t, [M(lhs, t), M(rhs, t)], tt(result, t), attributes)
    return [
        c("3x3", (1, 6, 6, 4), (3, 3, 4, 3), (1, 4, 4, 3), conv_attributes()),
        c("strided-padded", (2, 5, 6, 2), (3, 2, 2, 3), (2, 3, 3, 3),
          conv_attributes((2, 2), ((1, 1), (0, 1)))),
        c("dilated", (1, 5, 5, 2), (2, 2, 2, 2), (1, 8, 3, 2),
          conv_attributes(lhs_dilation=(2, 1), rhs_dilation=(1, 2), padding=((0, 0), (0, 0)))),
        c("feature-groups", (1, 4, 4, 4), (2, 2, 2, 6), (1, 3, 3, 6), conv_attributes(groups=2)),
        c("batch-groups", (2, 3, 3, 2), (2, 2, 2, 4), (1, 2, 2, 4),
          conv_attributes(batch_groups=2)),
    ]


HERMITIAN_8 = [[(1.0, 0.0), (0.5, -0.25), (-1.0, 0.75), (0.25, 0.5), (2.0, 0.0)],
               [(0.0, 0.0), (1.0, 1.0), (0.5, 0.0), (-0.5, 0.25), (-1.0, 0.0)]]


def fft(t):
    if t not in ("f32", "f64"):
        return []
    op, c = "fft", f"complex<{t}>"

    def f(what, operand, result, kind, length):
        return case(op, what, t, [operand], tt(result, c if kind != "IRFFT" else t),
                    {"fft_type": enum("fft_type", kind), "fft_length": i64_array(length)})
    return [
        f("fft-1d", M((3, 8), c), (3, 8), "FFT", [8]),
        f("ifft-2d", M((2, 4, 6), c), (2, 4, 6), "IFFT", [4, 6]),
        f("rfft-1d", M((2, 7), t), (2, 4), "RFFT", [7]),
        f("rfft-2d", M((4, 6), t), (4, 4), "RFFT", [4, 6]),
        f("irfft-1d", V([[complex(*z) for z in row] for row in HERMITIAN_8], c), (2, 8), "IRFFT",
          [8]),
    ]


SPD = [[[4.0, 2.0, -1.0], [2.0, 5.0, 0.5], [-1.0, 0.5, 3.0]],
       [[9.0, -3.0, 1.5], [-3.0, 6.0, 2.0], [1.5, 2.0, 7.0]]]


def cholesky(t):
    if t not in ("f32", "f64"):
        return []
    return [case("cholesky", f"lower-{lower}", t, [V(SPD, t)], tt((2, 3, 3), t),
                 {"lower": BoolAttr(lower)}) for lower in (True, False)]


TRIANGULAR = [[[2.0, 0.7, -0.3], [0.5, -1.5, 0.9], [1.0, 0.25, 3.0]],
              [[1.0, -0.6, 0.2], [-0.5, 2.5, 0.4], [0.75, 1.25, -2.0]]]
UNIT = [[[1.0, 0.7, -0.3], [0.5, 1.0, 0.9], [1.0, 0.25, 1.0]]] * 2


def triangular_solve(t):
    if t not in ("f32", "f64"):
        return []
    out = []
    for left in (True, False):
        for lower in (True, False):
            for transpose in ("NO_TRANSPOSE", "TRANSPOSE"):
                b = (2, 3, 4) if left else (2, 4, 3)
                out.append(case("triangular_solve", f"left-{left}-lower-{lower}-{transpose}", t,
                                [V(TRIANGULAR, t), M(b, t)], tt(b, t),
                                {"left_side": BoolAttr(left), "lower": BoolAttr(lower),
                                 "unit_diagonal": BoolAttr(False),
                                 "transpose_a": enum("transpose", transpose)}))
    out.append(case("triangular_solve", "unit-diagonal", t, [V(UNIT, t), M((2, 3, 2), t)],
                    tt((2, 3, 2), t), {"left_side": BoolAttr(True), "lower": BoolAttr(False),
                                       "unit_diagonal": BoolAttr(True),
                                       "transpose_a": enum("transpose", "TRANSPOSE")}))
    return out


def positive(shape, t: str) -> Operand:
    """Variances: hand-written values in [0.5, 2]."""
    return V(np.linspace(0.5, 2.0, int(np.prod(shape))).reshape(shape).tolist(), t)


def batch_norm(op: str) -> Callable[[str], list[Case]]:
    def table(t):
        if t not in ("f32", "f64"):
            return []
        out = []
        for shape, feature in (((2, 3, 4), 1), ((5, 3), 0), ((2, 2, 3), 2)):
            n = (shape[feature],)
            operands = {"batch_norm_inference": [M(shape, t), M(n, t), M(n, t), M(n, t),
                                                 positive(n, t)],
                        "batch_norm_training": [M(shape, t), M(n, t), M(n, t)],
                        "batch_norm_grad": [M(shape, t), M(n, t), M(n, t), positive(n, t),
                                            M(shape, t)]}[op]
            results = [tt(shape, t)] + ([] if op == "batch_norm_inference" else [tt(n, t)] * 2)
            out.append(case(op, f"feature-{feature}", t, operands, results,
                            {"epsilon": floating(0.001), "feature_index": integer(feature)}))
        return out
    return table


TYPES = ("f32", "f64", "i32", "ui8")
TABLES: dict[str, Callable[[str], list[Case]]] = {
    "reduce": reduce, "reduce_window": reduce_window, "select_and_scatter": select_and_scatter,
    "map": map_, "dot_general": dot_general, "convolution": convolution, "fft": fft,
    "cholesky": cholesky, "triangular_solve": triangular_solve,
    **{op: batch_norm(op) for op in ("batch_norm_inference", "batch_norm_training",
                                     "batch_norm_grad")},
}


def cases(op: str) -> list[Case]:
    return [c for t in TYPES for c in TABLES[op](t)]


def value(o: Operand, rng: np.random.Generator) -> np.ndarray:
    if o.values != "moderate":
        return operand_value(o, rng)
    t = ELEMENT_TYPES[o.et]
    if t.kind == "complex":
        part = ELEMENT_TYPES[t.component.name].dtype
        return (rng.uniform(-1, 1, o.shape).astype(part)
                + 1j * rng.uniform(-1, 1, o.shape).astype(part)).astype(t.dtype)
    if t.kind == "float":
        return rng.uniform(-1, 1, o.shape).astype(t.dtype)
    low = 0 if np.iinfo(t.dtype).min == 0 else -8
    return rng.integers(low, 8, o.shape).astype(t.dtype)


# --- running --------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def oracles(jaxlib_oracles_pair):
    return jaxlib_oracles_pair


class BoundedRules:
    """The comparison rule of each reference output: ERROR_BOUND carrying its bound where the
    reference bounds it, else ALMOST_EQ (floats) or EXACT. The shared disagreement loop asks for
    a rule by the expected output alone, so bounds are recorded (when the case's masks are
    computed) under the output's dtype, shape and bytes."""

    def __init__(self):
        self.bounds: dict[tuple, np.ndarray] = {}
        self.reference = Reference(bounds=True)

    @staticmethod
    def key(output: np.ndarray) -> tuple:
        return output.dtype.str, output.shape, output.tobytes()

    def masks_for(self, c: Case, args: list[np.ndarray]) -> list[np.ndarray | None]:
        """Records the case's bounds, then: the declared Unspecified elements of each result;
        none for float results of an op with a float-schedule condition (the bound stands in)."""
        outcome = self.reference.run(program((c,)), args)
        for output, bound in zip(outcome.outputs, outcome.bounds or ()):
            if bound is not None:
                self.bounds[self.key(output)] = bound
        if is_float(c.element_type) and any(u.id.endswith("/float-schedule")
                                            for u in unspecified(c.op)):
            return [None] * len(c.results)
        return ignored(c, args)

    def rule(self, result: np.ndarray):
        if element_type_of(result).kind not in ("float", "complex"):
            return EXACT
        bound = self.bounds.get(self.key(result))
        return ALMOST_EQ if bound is None else ERROR_BOUND.with_bound(bound)


BOUNDED = ("reduce", "reduce_window", "dot_general", "convolution", "batch_norm_inference",
           "batch_norm_training", "batch_norm_grad")


def test_accumulating_float_results_have_bounds():
    """Every float case of an accumulating op gets a bound (so none falls back to ALMOST_EQ)."""
    rules, rng = BoundedRules(), np.random.default_rng(SEED)
    for op in BOUNDED:
        for c in cases(op):
            if is_float(c.element_type):
                args = [value(o, rng) for o in c.operands if not o.constant]
                rules.masks_for(c, args)
                outcome = rules.reference.run(program((c,)), args)
                assert all(rules.rule(o).bound is not None for o in outcome.outputs), c


@pytest.mark.parametrize("op", OPS)
def test_reference_agrees_with_oracles(op, oracles):
    rules = BoundedRules()
    check_agreement(op, oracles, seed=(SEED, OPS), table=cases,
                    make_inputs=lambda c, rng: [value(o, rng) for o in c.operands
                                                if not o.constant],
                    masks_for=rules.masks_for, rule=rules.rule)
