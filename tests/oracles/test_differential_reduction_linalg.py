"""Differential tests of reduce, reduce_window, select_and_scatter, map,
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
from spec.build import (binary_region, bool_array, conv_dimensions, dense, enum, floating,
                        function, i64_array, i64_matrix, integer, region, struct, tensor_type)
from spec.types import ELEMENT_TYPES
from tests.helpers import compare
from tests.helpers.differential import (D, Case, Operand, case, check_agreement, combiner,
                                        compare_region, ignored, operand_value, program, tt)
import spec
import ml_dtypes
from oracles.xla import Xla
from spec.verify import verify
from tests.helpers.oracles import compile_with_jaxlib, valid_module, run_with_jaxlib
from fuzz.findings import Finding
from fuzz.known import known_reason
from oracles.verdict import unspecified_masks
from reference import evaluate
from oracles.stablehlo_interpreter import StablehloInterpreter

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


@pytest.mark.parametrize("op", [pytest.param(op, marks=pytest.mark.slow)
                                if op == "triangular_solve" else op for op in OPS])
def test_reference_agrees_with_oracles(op, oracles):
    rules = BoundedRules()
    check_agreement(op, oracles, seed=(SEED, OPS), table=cases,
                    make_inputs=lambda c, rng: [value(o, rng) for o in c.operands
                                                if not o.constant],
                    masks_for=rules.masks_for, rule=rules.rule)


# ---------------------------------------------------------------------------------------------
# Regressions: XLA CPU's type gaps (oracles/xla.py, op gaps narrowed by `when`) and crashes
# (oracles/known_divergences.toml), each reproduced with jaxlib alone in a child process: if a
# jaxlib upgrade fixes one, its `_compile` test fails, and the gap or the entry can go.


def select_and_scatter_module(scatter: str, shape=(3,), window=(2,), et="f32") -> spec.Module:
    """@main(operand, source, init): select_and_scatter selecting with GE and scattering with
    `scatter`, unit strides and no padding (the source's shape follows)."""
    t, s = tensor_type(shape, et), tensor_type((), et)
    src = tensor_type([d - w + 1 for d, w in zip(shape, window)], et)
    select = region([s, s], lambda b, args: [compare(b, "GE", *args)])
    attributes = {"window_dimensions": i64_array(window),
                  "window_strides": i64_array([1] * len(window)),
                  "padding": i64_matrix([[0, 0]] * len(window))}
    return spec.Module([function("main", [t, src, s], lambda b, args: b.op(
        "select_and_scatter", args, [t], attributes, [select, binary_region([(scatter, s)])]),
        visibility="public")])


@pytest.mark.jaxlib
@pytest.mark.parametrize("module, aborts", [
    (select_and_scatter_module("add", (), ()), True),
    (select_and_scatter_module("add", (), (), "i8"), True),
    (select_and_scatter_module("add", (1,), (1,)), False),
    (select_and_scatter_module("add", (3,), (2,), "i8"), False),
], ids=["rank0-f32", "rank0-i8", "rank1-f32", "rank1-i8"])
def test_select_and_scatter_regression_xla_compile_aborts_at_rank_0(module, aborts):
    """jaxlib alone aborts compiling a rank-0 select_and_scatter ("already allocated in this
    computation"), not a rank-1 one: the crash the known divergence records."""
    code, _, err = compile_with_jaxlib(spec.print_module(valid_module(module)))
    if aborts:
        assert code == -6 and "already allocated in this computation" in err, err
    else:
        assert code == 0, err


def reduce_pair(a: str, b: str) -> spec.Module:
    """@main summing a 2-element tensor of `a` and one of `b` in one reduce."""
    x, y, i, j = (tensor_type(shape, et) for shape, et in [((2,), a), ((2,), b), ((), a), ((), b)])
    return spec.Module([function("main", [x, y, i, j], lambda bb, args: bb.op(
        "reduce", args, [i, j], {"dimensions": i64_array([0])},
        [binary_region([("add", i), ("add", j)])]), visibility="public")])


@pytest.mark.parametrize("a, b, supported", [("f32", "f16", False), ("f4E2M1FN", "f8E3M4", False),
                                             ("f32", "i32", True), ("f32", "f32", True)])
def test_reduce_regression_floats_of_different_types_unsupported_by_xla(a, b, supported):
    """The XLA oracle refuses a reduce of floats of two types (XLA's mixed precision check) and
    accepts a float with an integer or two of one type."""
    ok, why = Xla().supports(valid_module(reduce_pair(a, b)))
    assert ok == supported, why
    assert supported or "mixed precision" in why


@pytest.mark.jaxlib
@pytest.mark.parametrize("a, b, refused", [("f32", "f16", True), ("f32", "i32", False)])
def test_reduce_regression_mixed_float_compile(a, b, refused):
    """jaxlib alone refuses to compile a reduce of f32 and f16 ("mixed precision is
    disallowed"): the gap the XLA oracle declares."""
    code, _, err = compile_with_jaxlib(spec.print_module(reduce_pair(a, b)))
    assert (code != 0 and "mixed precision is disallowed" in err) == refused, err[-300:]


# ---------------------------------------------------------------------------------------------
# Regressions: upstream's interpreter (jaxlib's `stablehlo.eval_module`) on valid programs: the
# narrowest trigger of each crash next to a variant that works (checked against numpy), XLA's
# values on the crashing program; select_and_scatter's init_value that is not the identity.


def inputs_for(module: spec.Module, *values) -> list[np.ndarray]:
    return [np.asarray(v, a.type.element_type.dtype).reshape(a.type.shape)
            for a, v in zip(module.func("main").arguments, values)]


def conv_module(output: str, lhs_shape=(2, 1, 1), rhs_shape=(1, 1, 1), result_shape=(1, 2, 1),
                dynamic: bool = False, feature_groups: int = 1) -> spec.Module:
    """A 1-d convolution (or dynamic_conv with zero padding) of lhs [b, f, 0] and rhs [i, o, 0]
    with output layout `output` (labels, as "f, b, 0")."""
    lhs, rhs, res = (tensor_type(s, "f32") for s in (lhs_shape, rhs_shape, result_shape))
    attributes = {"window_strides": i64_array([1]), "lhs_dilation": i64_array([1]),
                  "rhs_dilation": i64_array([1]), "window_reversal": bool_array([False]),
                  "dimension_numbers": conv_dimensions("bf0", "io0", output.split(", ")),
                  "feature_group_count": integer(feature_groups),
                  "batch_group_count": integer(1)}

    def build(b, args):
        if dynamic:
            p = tensor_type((1, 2), "i32")
            padding = b.op("constant", [], [p], {"value": dense(np.zeros((1, 2)), "i32")})
            return b.op("dynamic_conv", args + padding, [res], attributes)
        return b.op("convolution", args, [res], {"padding": i64_matrix([[0, 0]]), **attributes})
    return spec.Module([function("main", [lhs, rhs], build, visibility="public")])


def dot_module(lhs_shape, rhs_shape, result_shape, contracting=(0, 0)) -> spec.Module:
    lhs, rhs, res = (tensor_type(s, "f32") for s in (lhs_shape, rhs_shape, result_shape))
    numbers = struct("dot", lhs_contracting_dimensions=[contracting[0]],
                     rhs_contracting_dimensions=[contracting[1]])
    return spec.Module([function("main", [lhs, rhs], lambda b, args: b.op(
        "dot_general", args, [res], {"dot_dimension_numbers": numbers}), visibility="public")])


def triangular_solve_module(transpose: str) -> spec.Module:
    t = tensor_type((2, 2), "f32")
    attributes = {"left_side": BoolAttr(True), "lower": BoolAttr(True),
                  "unit_diagonal": BoolAttr(False), "transpose_a": enum("transpose", transpose)}
    return spec.Module([function("main", [t, t], lambda b, args: b.op(
        "triangular_solve", args, [t], attributes), visibility="public")])


def raw(interpreter, module, inputs):
    """The interpreter's outcome on `module`, past the oracle's support checks."""
    assert not verify(module), verify(module)  # a valid program
    return interpreter.worker.run(spec.print_module(module), inputs)


@pytest.fixture(scope="module")
def pair(jaxlib_oracles_pair):
    interpreter, xla = jaxlib_oracles_pair
    return interpreter, xla


@pytest.mark.jaxlib
@pytest.mark.parametrize("dynamic", [False, True])
def test_convolution_regression_feature_before_batch_aborts_the_interpreter(pair, dynamic):
    """Upstream's interpreter aborts on a convolution whose output has the feature dimension
    before the batch (XLA computes the spec's value), and works with the batch first."""
    interpreter, xla = pair
    x, y = [[[-1.0]], [[2.0]]], [[[3.0]]]  # batch 2, one feature; a 1x1 kernel of 3
    crashing = conv_module("f, b, 0", dynamic=dynamic)
    outcome = raw(interpreter, crashing, inputs_for(crashing, x, y))
    assert outcome.status == "crash" and "flattening index" in outcome.message, outcome
    if not dynamic:  # XLA computes the spec's value: out[f, b, 0] = x[b, f, 0] * 3 (XLA has
        # no dynamic_conv lowering)
        theirs = xla.run(crashing, inputs_for(crashing, x, y))
        assert theirs.status == "ok", theirs.message
        np.testing.assert_array_equal(theirs.outputs[0],
                                      np.transpose(np.multiply(x, 3), (1, 0, 2)))
    # The same convolution with the batch dimension first works.
    works = conv_module("b, f, 0", result_shape=(2, 1, 1), dynamic=dynamic)
    ours = raw(interpreter, works, inputs_for(works, x, y))
    assert ours.status == "ok", ours.message
    np.testing.assert_array_equal(ours.outputs[0], np.multiply(x, 3))


@pytest.mark.jaxlib
def test_convolution_regression_feature_before_batch_of_size_1_works(pair):
    """A feature-before-batch output with a batch of 1 does not crash upstream's interpreter."""
    interpreter, _ = pair
    module = conv_module("0, f, b", lhs_shape=(1, 1, 3), result_shape=(3, 1, 1))
    outcome = raw(interpreter, module, inputs_for(module, [1.0, 2.0, 3.0], [2.0]))
    assert outcome.status == "ok", outcome.message
    np.testing.assert_array_equal(outcome.outputs[0].ravel(), [2.0, 4.0, 6.0])


@pytest.mark.jaxlib
@pytest.mark.parametrize("outputs, crashes", [(2, False), (4, True)])
def test_convolution_regression_feature_groups_abort_from_two_outputs_per_group(pair, outputs, crashes):
    """feature_group_count = 2 over 2 input features: with 2 output features each group
    computes one, and the feature-before-batch layout works; with 4, each computes 2."""
    interpreter, _ = pair
    module = conv_module("f, b, 0", (1, 2, 1), (1, outputs, 1), (outputs, 1, 1),
                         feature_groups=2)
    kernel = np.arange(1, outputs + 1)
    outcome = raw(interpreter, module, inputs_for(module, [2.0, 3.0], kernel))
    if crashes:
        assert outcome.status == "crash" and "flattening index" in outcome.message, outcome
        return
    # Group g multiplies input feature g by kernel output g.
    assert outcome.status == "ok", outcome.message
    assert outcome.outputs[0].ravel().tolist() == [2.0 * 1, 3.0 * 2]


@pytest.mark.jaxlib
@pytest.mark.parametrize("shapes", [((0,), (0,), ()), ((3, 0), (0, 2), (3, 2))])
def test_dot_general_regression_empty_contraction_aborts_the_interpreter(pair, shapes):
    """Upstream's interpreter aborts on a dot_general contracting an empty dimension (XLA
    returns the empty sums, zeros)."""
    interpreter, xla = pair
    contracting = (0, 0) if shapes[0] == (0,) else (1, 0)
    module = dot_module(*shapes, contracting=contracting)
    args = [np.zeros(a.type.shape, np.float32) for a in module.func("main").arguments]
    outcome = raw(interpreter, module, args)
    assert outcome.status == "crash" and "flattening index" in outcome.message, outcome
    theirs = xla.run(module, args)  # an empty sum: zeros
    assert theirs.status == "ok" and not np.any(theirs.outputs[0]), theirs


@pytest.mark.jaxlib
def test_dot_general_regression_empty_result_with_a_contraction_works(pair):
    """An empty dot_general result with a nonempty contraction does not crash upstream's
    interpreter."""
    interpreter, _ = pair
    module = dot_module((0, 2), (2, 3), (0, 3), contracting=(1, 0))
    args = [np.ones(a.type.shape, np.float32) for a in module.func("main").arguments]
    outcome = raw(interpreter, module, args)
    assert outcome.status == "ok" and outcome.outputs[0].shape == (0, 3), outcome


@pytest.mark.jaxlib
def test_triangular_solve_regression_adjoint_segfaults_the_interpreter(pair):
    """Upstream's interpreter segfaults on triangular_solve with transpose_a ADJOINT (XLA solves
    a^T x = b for a real a), and works with TRANSPOSE."""
    interpreter, xla = pair
    a, b = np.array([[2.0, 0.0], [1.0, 4.0]], np.float32), np.array([[2.0, 4.0], [8.0, 4.0]],
                                                                     np.float32)
    crashing = triangular_solve_module("ADJOINT")
    outcome = raw(interpreter, crashing, [a, b])
    assert outcome.status == "crash" and "SIGSEGV" in outcome.message, outcome
    # For a real a, ADJOINT is TRANSPOSE: a^T x = b.
    expected = np.linalg.solve(a.T.astype(np.float64), b.astype(np.float64))
    theirs = xla.run(crashing, [a, b])
    assert theirs.status == "ok", theirs.message
    np.testing.assert_allclose(theirs.outputs[0], expected, rtol=1e-6)
    works = raw(interpreter, triangular_solve_module("TRANSPOSE"), [a, b])
    assert works.status == "ok", works.message
    np.testing.assert_allclose(works.outputs[0], expected, rtol=1e-6)


def interpreter_crash(op: str, key: str, kind: str = "crash") -> Finding:
    return Finding(kind, op, key, "stablehlo-interpreter", "reference", kind, "", "")


@pytest.mark.parametrize("op", ["convolution", "dynamic_conv", "dot_general", "triangular_solve"])
def test_interpreter_regression_crashes_known_for_every_type_only_as_crashes(op):
    """Upstream's interpreter's crashes on these ops are known for every element type, as
    crashes only."""
    for key in ("f8E4M3FNUZ", "bf16", "i2", "ui32"):
        assert known_reason(interpreter_crash(op, key)) is not None, (op, key)
    if op != "triangular_solve":  # f32/f64 triangular_solve has an older entry for all kinds
        assert known_reason(interpreter_crash(op, "f32", "wrong-result")) is None


TUPLE_RESULT = """func.func @main(%x: tensor<2xf32>) -> tuple<tensor<2xf32>> {
  %t = "stablehlo.tuple"(%x) : (tensor<2xf32>) -> tuple<tensor<2xf32>>
  "func.return"(%t) : (tuple<tensor<2xf32>>) -> ()
}"""


def test_interpreter_regression_oracle_refuses_tuple_results():
    """The upstream interpreter's oracle refuses a function with a tuple result (it compares
    tensors only), without starting its worker."""
    oracle = StablehloInterpreter()  # its worker starts on the first run: none here
    try:
        ok, why = oracle.supports(spec.parse(TUPLE_RESULT))
    finally:
        oracle.close()
    assert not ok and "tensors only" in why and "tuple<tensor<2xf32>>" in why


@pytest.mark.jaxlib
def test_interpreter_regression_eval_module_aborts_on_a_tuple_result(pair):
    """eval_module aborts on a tuple result (why the oracle refuses them) and runs a tuple used
    inside the function."""
    interpreter, _ = pair
    outcome = interpreter.worker.run(TUPLE_RESULT, [np.ones(2, np.float32)])
    assert outcome.status == "crash" and "not a Tensor" in outcome.message, outcome
    inner = spec.parse("""func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %t = "stablehlo.tuple"(%x) : (tensor<2xf32>) -> tuple<tensor<2xf32>>
  %y = "stablehlo.get_tuple_element"(%t) {index = 0 : i32} : (tuple<tensor<2xf32>>) -> tensor<2xf32>
  "func.return"(%y) : (tensor<2xf32>) -> ()
}""")
    outcome = interpreter.run(inner, [np.array([1.5, -2.0], np.float32)])
    assert outcome.status == "ok" and outcome.outputs[0].tolist() == [1.5, -2.0]


@pytest.mark.parametrize("scatter, init, ignored", [
    ("add", 3, True), ("add", 0, False), ("multiply", 2, True), ("multiply", 1, False),
    ("maximum", 0, True), ("maximum", -2**31, False), ("minimum", 2**31 - 1, False)])
def test_select_and_scatter_regression_init_not_identity_is_unspecified(scatter, init,
                                                                              ignored):
    """An init_value that is not the identity of the scatter body makes the whole result
    unspecified (how often it is combined is not specified); the identity leaves it specified."""
    module = select_and_scatter_module(scatter, et="i32")
    inputs = inputs_for(module, [1, 3, 2], [5, 6], init)
    mask, = unspecified_masks(module, inputs)
    assert mask.shape == (3,) and (mask.all() if ignored else not mask.any())


@pytest.mark.parametrize("init, ignored", [(0.25, [True] * 3), (-0.0, [False, True, False])])
def test_select_and_scatter_regression_float_identity_init_leaves_the_scatter_order(init, ignored):
    """Both windows select the middle element: the order of its two float additions is
    implementation-defined whatever the init."""
    module = select_and_scatter_module("add")
    mask, = unspecified_masks(module, inputs_for(module, [1.0, 3.0, 2.0], [5.0, 6.0], init))
    assert mask.tolist() == ignored


@pytest.mark.jaxlib
def test_select_and_scatter_regression_interpreter_combines_init_more_than_once(pair):
    """Why the condition is needed: eval_module's add of both source values to the middle
    element (both windows select 3.0) counts init_value 0.25 three times, the reference once;
    the spec's reduce allows any number of init values."""
    interpreter, _ = pair
    module = select_and_scatter_module("add")
    inputs = inputs_for(module, [1.0, 3.0, 2.0], [5.0, 6.0], 0.25)
    outcome = interpreter.run(module, inputs)
    assert outcome.status == "ok", outcome.message
    assert outcome.outputs[0].tolist() == [0.25, 5.0 + 6.0 + 3 * 0.25, 0.25]
    with_identity = interpreter.run(module, inputs_for(module, [1.0, 3.0, 2.0], [5.0, 6.0], 0.0))
    assert with_identity.outputs[0].tolist() == [0.0, 11.0, 0.0]


# ---------------------------------------------------------------------------------------------
# Regressions: XLA CPU's divergences recorded in oracles/known_divergences.toml, reproduced with
# jaxlib alone (no code of ours) next to the spec's value computed by hand: if a jaxlib upgrade
# changes one, its `_xla_` test fails and the entry can go.


# --- batch_norm_training: XLA's variance of a constant feature is not 0 -----------------------

def batch_norm_training(n: int, t: str) -> spec.Module:
    """@main(x, scale, offset): batch_norm_training of an n x 1 `t` tensor over dimension 0
    with epsilon 0."""
    x, f = tensor_type((n, 1), t), tensor_type((n,), t)
    attributes = {"epsilon": floating(0.0), "feature_index": integer(0)}
    return spec.Module([function("main", [x, f, f], lambda b, args: b.op(
        "batch_norm_training", args, [x, f, f], attributes), visibility="public")])


def _norm_args(n, dtype, value=0.1):
    return [np.full((n, 1), value, dtype), np.ones(n, dtype), np.zeros(n, dtype)]


@pytest.mark.parametrize("t, dtype", [("f32", np.float32), ("f64", np.float64)])
def test_batch_norm_training_regression_reference_of_a_constant_feature(t, dtype):
    """Each feature holds one element: mean = x, variance = (x - x)^2 = 0, and with epsilon = 0
    the output is (x - x) / sqrt(0) = 0 / 0 = nan."""
    out, mean, variance = evaluate(batch_norm_training(2, t), _norm_args(2, dtype))
    assert np.isnan(out).all() and (mean == dtype(0.1)).all() and (variance == 0).all()


@pytest.mark.jaxlib
@pytest.mark.parametrize("t, dtype", [("f32", np.float32), ("f64", np.float64)])
def test_batch_norm_training_regression_xla_leaves_a_variance_residue(t, dtype):
    """XLA (jaxlib alone) leaves a small positive variance for a constant feature of two f32 or
    f64 elements, so 0 for the spec's NaN: the known divergence; with one element it agrees."""
    out, _, variance = run_with_jaxlib(spec.print_module(batch_norm_training(2, t)),
                                       _norm_args(2, dtype))
    assert (variance > 0).all() and (variance < dtype(0.1) ** 2 * 1e-6).all(), variance
    assert (out == 0).all(), out
    # one feature of a single element: no residue, nan as in the spec
    out, _, variance = run_with_jaxlib(spec.print_module(batch_norm_training(1, t)),
                                       _norm_args(1, dtype))
    assert (variance == 0).all() and np.isnan(out).all(), (out, variance)


@pytest.mark.jaxlib
@pytest.mark.parametrize("t, dtype", [("f16", np.float16), ("bf16", ml_dtypes.bfloat16)])
def test_batch_norm_training_regression_xla_agrees_on_narrow_types(t, dtype):
    """In f16 and bf16 XLA's variance of a constant feature is 0 and its output NaN, as in the
    spec: the known divergence is f32's and f64's only."""
    out, _, variance = run_with_jaxlib(spec.print_module(batch_norm_training(2, t)),
                                       _norm_args(2, dtype))
    assert (variance == 0).all() and np.isnan(out.astype(np.float32)).all(), (out, variance)
