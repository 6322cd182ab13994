"""Per-element error bounds of the ops that accumulate (issue 5).

The spec leaves the order of a reduction and the precision of a dot product's accumulation to
implementations, so two correct implementations may return different floats. For each result
element of an accumulating op this module computes an absolute bound B such that any
implementation that evaluates the op's formula in some order, rounding every intermediate
result to the accumulation type (the result's element type, or a wider one), lands within B of
the reference's result (the final rounding to the result type aside: compare.py adds one ULP).

The model (Higham, Accuracy and Stability of Numerical Algorithms, ch. 3): a sum of n values
computed in any order with unit roundoff u is off the exact sum by at most gamma(n - 1, u) times
the sum of the values' magnitudes, gamma(k, u) = k u / (1 - k u); a dot product of length n by
gamma(n, u) times sum |a_i| |b_i|. With E the result type (u = 2^-p, p its significand bits),
the bound is the sum of two such errors, the other implementation's in E and the reference's in
its own accumulation type, plus n times E's smallest subnormal for products and sums that
underflow (where the relative model does not hold). Where n u >= 1 the bound is infinite
(vacuous but sound: an 8-bit float accumulating many terms). Integer and boolean results are
exact in every implementation: bound 0. `BOUNDS` maps op names to bound functions; each takes
the op's operands (and attributes, as `ops.registry` passes them, by `call_with_known`) plus
`result=` (the reference's result; a list for ops with several) and returns a float64 array per
result (a list for several), or None where it cannot bound the result.
"""
from __future__ import annotations

import math

import numpy as np

from . import values
from .interpreter import Interpreter
from .ops import linalg, reduction
from .ops.registry import call_with_known
from .values import QuantizedTensor, element_type_of, kind

BOUNDS: dict[str, callable] = {}

DOUBLE_ROUNDOFF = 2.0 ** -53


def error_bound(name: str):
    """Registers the decorated function as the error bound of op `name`."""
    def register(fn):
        BOUNDS[name if "." in name else f"stablehlo.{name}"] = fn
        return fn
    return register


# --- the model ---------------------------------------------------------------------------------

def unit_roundoff(et) -> float:
    """u = 2^-p of a float element type (complex: of its component)."""
    et = et.component if kind(et) == "complex" else et
    return 2.0 ** -(values.float_info(et.dtype).nmant + 1)


def _tiny(et) -> float:
    et = et.component if kind(et) == "complex" else et
    return float(values.float_info(et.dtype).smallest_subnormal)


def gamma(n, u: float):
    """k u / (1 - k u) elementwise; inf where k u >= 1."""
    ku = np.asarray(n, np.float64) * u
    with np.errstate(divide="ignore"):
        return np.where(ku < 1, ku / np.maximum(1 - ku, 0), np.inf)


def _accumulation_roundoff(et) -> float:
    """The reference's own unit roundoff for sums of products (linalg.py: float64/complex128)."""
    return DOUBLE_ROUNDOFF


def _sum_bound(magnitude, n, et, own_u: float, complex_factor: float = 1.0):
    """Two implementations' errors for a sum of n roundings of terms of total `magnitude`."""
    if kind(et) not in ("float", "complex"):
        return np.zeros(np.shape(magnitude))
    u = unit_roundoff(et)
    factor = complex_factor if kind(et) == "complex" else 1.0
    slack = 1 + 4 * (np.asarray(n, np.float64) + 2) * DOUBLE_ROUNDOFF  # magnitude's own rounding
    with np.errstate(invalid="ignore", over="ignore"):
        bound = factor * (gamma(n, u) + gamma(n, own_u)) * magnitude * slack \
            + 2 * np.asarray(n, np.float64) * _tiny(et)
    return np.where(np.isnan(bound), np.inf, bound)


def _abs(x) -> np.ndarray:
    """|x| in float64 (complex: the modulus)."""
    with np.errstate(invalid="ignore", over="ignore"):
        return np.abs(np.asarray(x).astype(np.complex128 if np.iscomplexobj(x) else np.float64))


def _floats(*xs) -> bool:
    return all(not isinstance(x, QuantizedTensor) for x in xs)


# --- reduce and reduce_window ------------------------------------------------------------------

def _body_bound(body_op, result, magnitudes, count):
    """The bound for a single-op body over `count` values per result element (the init value
    included) of magnitudes `magnitudes` (see _magnitudes); None for an unrecognised body."""
    et = element_type_of(result[0])
    floating = kind(et) in ("float", "complex")
    if body_op in (EXACT_BODIES if floating else reduction._ORDER_FREE):
        return [np.zeros(np.shape(result[0]))]
    if body_op == "stablehlo.add":
        return [_sum_bound(magnitudes[0], count - 1, et, unit_roundoff(et))]
    if body_op == "stablehlo.multiply":
        return [_product_bound(magnitudes[1], magnitudes[2], count - 1, et)]
    return None


EXACT_BODIES = frozenset({"stablehlo.maximum", "stablehlo.minimum"})
"""Bodies whose float reduction is exact in any order (each result is one of the values).
Integer and boolean reductions are exact for the bodies of reduction._ORDER_FREE (wrap-around
arithmetic is associative and commutative); other integer bodies may depend on the order."""


def _product_bound(product, largest, n, et):
    """A product of n + 1 values in any order: each multiplication rounds by a relative u (sqrt 5
    u for complex numbers, counted as three roundings); an underflow adds an absolute error of at
    most the smallest subnormal, later multiplied by at most `largest`, the product of
    max(1, |value|)."""
    if kind(et) not in ("float", "complex"):
        return np.zeros(np.shape(product))
    k = 3 * n if kind(et) == "complex" else n
    u = unit_roundoff(et)
    with np.errstate(invalid="ignore", over="ignore"):
        bound = 2 * (gamma(k, u) * product + np.asarray(n) * _tiny(et) * largest * (1 + gamma(k, u)))
    return np.where(np.isnan(bound), np.inf, bound)


def _magnitudes(x_abs, init_abs):
    """(sum of |values| and |init|, product of them, product of max(1, each)) over the last
    axis."""
    with np.errstate(over="ignore", invalid="ignore"):
        return (np.sum(x_abs, axis=-1) + init_abs, np.prod(x_abs, axis=-1) * init_abs,
                np.prod(np.maximum(x_abs, 1), axis=-1) * max(init_abs, 1))


@error_bound("reduce")
def reduce_bound(inputs, init_values, *, dimensions, op, result):
    """add: the sum of n inputs and the init value in any tree: 2 gamma(n, u) sum |x| (+ |init|);
    multiply: 2 gamma(n, u) |product| (plus underflow, see _product_bound); maximum, minimum and
    the bitwise bodies are exact (0); any other body: None."""
    if len(inputs) != 1 or not _floats(*inputs, *init_values):
        return None
    x = np.asarray(inputs[0])
    dims = sorted(dimensions)
    kept = [d for d in range(x.ndim) if d not in dims]
    n = math.prod(x.shape[d] for d in dims)
    flat = _abs(x).transpose(kept + dims).reshape([x.shape[d] for d in kept] + [n])
    init = float(_abs(init_values[0]))
    return _body_bound(reduction._single_op(op.regions[0]), result, _magnitudes(flat, init),
                       n + 1)


@error_bound("reduce_window")
def reduce_window_bound(inputs, init_values, *, window_dimensions, window_strides=None,
                        base_dilations=None, window_dilations=None, padding=None, op, result):
    """reduce's bound per window: the window's values (the init value at padding and base
    dilation holes, as the spec pads with it) and the init value."""
    if len(inputs) != 1 or not _floats(*inputs, *init_values):
        return None
    x = np.asarray(inputs[0])
    _, position = reduction._window_positions(x.shape, window_dimensions, window_strides,
                                              base_dilations, window_dilations, padding)
    init = float(_abs(init_values[0]))
    windows = reduction._windows(_abs(x), np.float64(init), position)
    return _body_bound(reduction._single_op(op.regions[0]), result, _magnitudes(windows, init),
                       position.shape[-1] + 1)


# --- dot products and convolutions -----------------------------------------------------------

def _dot_like_bound(result, magnitude, n):
    """A sum of n products: gamma(n, u_E) for an implementation accumulating in E (products
    rounded too) plus gamma(n, 2^-53) for the reference's float64 sum (exact products of types of
    24 bits or less; f64 rounds its products: still n roundings); complex products: sqrt(2)
    gamma(n + 2) (Higham 3.6)."""
    et = element_type_of(result)
    complex_ = kind(et) == "complex"
    return _sum_bound(magnitude, n + 2 if complex_ else n, et, _accumulation_roundoff(et),
                      math.sqrt(2) if complex_ else 1.0)


@error_bound("dot_general")
def dot_general_bound(lhs, rhs, *, dot_dimension_numbers, result):
    """sum |lhs| |rhs| over the contracting dimensions, times the dot-product error of the
    contraction's length (see _dot_like_bound)."""
    if not _floats(lhs, rhs):
        return None
    magnitude = linalg._dot_general_wide(_abs(lhs), _abs(rhs), dot_dimension_numbers,
                                         np.float64)
    n = math.prod(np.shape(lhs)[d] for d in dot_dimension_numbers["lhs_contracting_dimensions"])
    return _dot_like_bound(result, magnitude, n)


@error_bound("dot")
def dot_bound(lhs, rhs, *, result):
    """dot_general's bound with lhs's last dimension contracted with rhs's first."""
    return dot_general_bound(lhs, rhs, dot_dimension_numbers=linalg._dot_numbers(np.asarray(lhs)),
                             result=result)


def _conv_terms(rhs, dimension_numbers) -> int:
    """Products per output element: the kernel's window size times its input features."""
    dn, shape = dimension_numbers, np.shape(rhs)
    return math.prod(shape[d] for d in dn.kernel_spatial_dimensions) \
        * shape[dn.kernel_input_feature_dimension]


@error_bound("convolution")
def convolution_bound(lhs, rhs, *, window_strides=None, padding=None, lhs_dilation=None,
                      rhs_dilation=None, window_reversal=None, dimension_numbers,
                      feature_group_count=1, batch_group_count=1, result):
    """The same convolution over |lhs| and |rhs| (the magnitudes of every output's products),
    times the dot-product error of window size x input features terms."""
    if not _floats(lhs, rhs):
        return None
    magnitude = linalg._convolution_exact(
        np.float64, _abs(lhs), _abs(rhs), window_strides=window_strides, padding=padding,
        lhs_dilation=lhs_dilation, rhs_dilation=rhs_dilation, window_reversal=window_reversal,
        dimension_numbers=dimension_numbers, feature_group_count=feature_group_count,
        batch_group_count=batch_group_count)
    return _dot_like_bound(result, magnitude, _conv_terms(rhs, dimension_numbers))


@error_bound("dynamic_conv")
def dynamic_conv_bound(lhs, rhs, padding, *, result, **attributes):
    """convolution's bound with the padding operand's values."""
    return call_with_known(convolution_bound, (lhs, rhs),
                           dict(attributes, padding=values.integers(padding), result=result))


# --- batch norms -------------------------------------------------------------------------------

ELEMENTWISE_ROUNDINGS = 8
"""Roundings an implementation may spend on batch_norm_inference's formula per element: the
subtraction, variance + epsilon, sqrt (or rsqrt), division (or reciprocal and multiply), the scale
multiplication, the offset addition, and a folded multiplier (scale * rsqrt, offset - mean *
multiplier) - 8 covers the spec's decomposition and XLA's expander."""


def _feature(x, ndim, feature_index):
    shape = [1] * ndim
    shape[feature_index] = -1
    return np.asarray(x, np.float64).reshape(shape)


def _norm_terms(operand, scale, offset, mean, variance, epsilon, feature_index):
    """Magnitudes of inference's terms: |scale| (|x| + |mean|) / s + |offset| and s, s the
    standard deviation sqrt(variance + epsilon) (in float64)."""
    f = lambda v: _feature(v, np.ndim(operand), feature_index)  # noqa: E731
    with np.errstate(all="ignore"):
        s = np.sqrt(f(variance) + epsilon)
        terms = np.abs(f(scale)) * (_abs(operand) + np.abs(f(mean))) / s + np.abs(f(offset))
    return terms, s


def _finite(b):
    return np.where(np.isnan(b), np.inf, b)


@error_bound("batch_norm_inference")
def batch_norm_inference_bound(operand, scale, offset, mean, variance, *, epsilon,
                               feature_index, result):
    """Elementwise, no accumulation: 2 gamma(8, u) times the terms' magnitude (|scale| (|x| +
    |mean|) / s + |offset|), which covers every evaluation of the formula with at most 8
    roundings of terms bounded by it, plus the relative error that rounding variance + epsilon
    and the square root carry through the quotient (inside the 8). It does not cover a
    variance + epsilon that cancels (epsilon negative) or an implementation that approximates
    rsqrt less accurately than a correctly rounded sqrt and division (XLA's rsqrt is within
    1 ULP: counted)."""
    if not _floats(operand):
        return None
    terms, _ = _norm_terms(operand, scale, offset, mean, variance, epsilon, feature_index)
    return _finite(_sum_bound(terms, ELEMENTWISE_ROUNDINGS, element_type_of(result),
                              DOUBLE_ROUNDOFF))


def _feature_sums(x, feature_index):
    return np.sum(x, axis=tuple(d for d in range(x.ndim) if d != feature_index))


@error_bound("batch_norm_training")
def batch_norm_training_bound(operand, scale, offset, *, epsilon, feature_index, result):
    """mean = sum(x) / N: 2 gamma(N + 1, u) mean(|x|). variance, by either formula (the spec's
    mean((x - mean)^2) or XLA's mean(x^2) - mean^2): 2 gamma(N + 4, u) (mean(x^2) + mean^2) plus
    2 |mean| times mean's bound. output: inference's bound with the batch statistics, plus, to
    first order, what the statistics' errors do to it: |scale| / s times mean's bound and |scale|
    |x - mean| / (2 s^3) times variance's bound (second-order terms are not covered; they are
    below u^2 relative)."""
    if not _floats(operand):
        return None
    et = element_type_of(result[0])
    x = _abs(operand)
    n = np.size(x) // max(np.shape(x)[feature_index], 1)
    mean, variance = (np.asarray(r, np.float64) for r in result[1:])
    with np.errstate(all="ignore"):
        mean_bound = _sum_bound(_feature_sums(x, feature_index) / n, n + 1, et, DOUBLE_ROUNDOFF)
        var_bound = _sum_bound(_feature_sums(x * x, feature_index) / n + mean ** 2, n + 4, et,
                               DOUBLE_ROUNDOFF) + 2 * np.abs(mean) * mean_bound
        terms, s = _norm_terms(operand, scale, offset, mean, variance, epsilon, feature_index)
        f = lambda v: _feature(v, np.ndim(operand), feature_index)  # noqa: E731
        centered = np.abs(np.asarray(operand, np.float64) - f(mean))
        output = (_sum_bound(terms, ELEMENTWISE_ROUNDINGS, et, DOUBLE_ROUNDOFF)
                  + np.abs(f(scale)) / s * f(mean_bound)
                  + np.abs(f(scale)) * centered / (2 * s ** 3) * f(var_bound))
    return [_finite(output), _finite(mean_bound), _finite(var_bound)]


@error_bound("batch_norm_grad")
def batch_norm_grad_bound(operand, scale, mean, variance, grad_output, *, epsilon,
                          feature_index, result):
    """grad_offset = sum(grad_output): 2 gamma(N, u) sum |g|. grad_scale = sum(g (x - mean) / s):
    2 gamma(N + 3, u) sum |g| |x - mean| / s. grad_operand = scale / s / N (g N - sum g - sum(g
    (x - mean)) (x - mean) / (variance + epsilon)): 2 gamma(N + 8, u) times the same expression
    over magnitudes, which covers the errors of the two inner sums (each a term of it)."""
    if not _floats(operand, grad_output):
        return None
    et = element_type_of(result[0])
    f = lambda v: _feature(v, np.ndim(operand), feature_index)  # noqa: E731
    n = np.size(operand) // max(np.shape(operand)[feature_index], 1)
    g = _abs(grad_output)
    with np.errstate(all="ignore"):
        variance_epsilon = f(variance) + epsilon
        s = np.sqrt(variance_epsilon)
        centered = np.abs(np.asarray(operand, np.float64) - f(mean))
        sum_g = _feature_sums(g, feature_index)
        sum_gc = _feature_sums(g * centered, feature_index)
        operand_terms = np.abs(f(scale)) / s / n * (
            g * n + f(sum_g) + f(sum_gc) * centered / np.abs(variance_epsilon))
        return [_finite(_sum_bound(operand_terms, n + 8, et, DOUBLE_ROUNDOFF)),
                _finite(_sum_bound(sum_gc / s.reshape(-1), n + 3, et, DOUBLE_ROUNDOFF)),
                _finite(_sum_bound(sum_g, n, et, DOUBLE_ROUNDOFF))]


# --- evaluation with bounds ----------------------------------------------------------------------

MOVED = {
    # op: positions of the operands whose values the result moves (the others are indices)
    "stablehlo.reshape": (0,), "stablehlo.transpose": (0,), "stablehlo.broadcast_in_dim": (0,),
    "stablehlo.slice": (0,), "stablehlo.reverse": (0,), "stablehlo.concatenate": None,
    "stablehlo.pad": (0, 1), "stablehlo.gather": (0,), "stablehlo.dynamic_slice": (0,),
    "stablehlo.dynamic_update_slice": (0, 1), "stablehlo.broadcast": (0,),
    "stablehlo.dynamic_reshape": (0,), "stablehlo.dynamic_broadcast_in_dim": (0,),
    "stablehlo.select": (1, 2), "stablehlo.copy": (0,),
}
"""Ops whose result elements are operand elements: the same op applied to the operands' bounds
(None: every operand) bounds the result (an element's error moves with it). `select` picks
each element from on_true or on_false by an exact predicate."""


class BoundingInterpreter(Interpreter):
    """An Interpreter that also records an error bound for each op result: accumulating ops by
    `BOUNDS` (when their operands are exact: a bound of 0), data-movement ops by moving their
    operands' bounds (`MOVED`), constants and function arguments 0; every other op drops the
    bound (None)."""

    def __init__(self, module, process=None):
        super().__init__(module, process)
        self._bounds: dict[int, tuple[object, np.ndarray | None]] = {}

    def bound_of(self, value) -> np.ndarray | None:
        entry = self._bounds.get(id(value))
        return entry[1] if entry is not None and entry[0] is value else None

    def _record(self, value, bound) -> None:
        self._bounds[id(value)] = (value, bound)  # the value is kept, so its id stays its own

    def call_with_bounds(self, name: str, args: list) -> tuple[list, list]:
        for a in args:
            if isinstance(a, np.ndarray):
                self._record(a, np.zeros(a.shape))
        outputs = self.call(name, args)
        return outputs, [self.bound_of(o) for o in outputs]

    def run_op(self, op, operands: list) -> list:
        results = super().run_op(op, operands)
        for r, b in zip(results, self._op_bounds(op, operands, results)):
            if isinstance(r, np.ndarray):
                self._record(r, b)
        return results

    def _op_bounds(self, op, operands, results) -> list:
        none = [None] * len(results)
        if op.name == "stablehlo.constant":
            return [np.zeros(np.shape(r)) for r in results]
        if op.name in BOUNDS:
            if not all(_is_zero(self.bound_of(x)) for x in operands):
                return none
            return self._accumulated(op, operands, results) or none
        if op.name in MOVED:
            return self._moved(op, operands, results) or none
        return none

    def _accumulated(self, op, operands, results):
        impl, groups, static = self._plans[id(op)]
        attributes = {k: v for k, v in static.items() if k not in ("result_type", "result_types")}
        out = call_with_known(BOUNDS[op.name], grouped(operands, groups),
                              {**attributes, "op": op,
                               "result": results if len(results) > 1 or op.name in (
                                   "stablehlo.reduce", "stablehlo.reduce_window")
                               else results[0]})
        if out is None:
            return None
        return out if isinstance(out, list) else [out]

    def _moved(self, op, operands, results):
        positions = MOVED[op.name]
        moved = []
        for i, x in enumerate(operands):
            if positions is None or i in positions:
                b = self.bound_of(x)
                if b is None:
                    return None
                moved.append(b)
            else:
                moved.append(x)
        impl, groups, static = self._plans[id(op)]
        try:
            out = impl.fn(*grouped(moved, groups), **static)
        except Exception:  # noqa: BLE001  (a bound is optional: an op that cannot move float64
            return None    # values keeps none)
        out = out if isinstance(out, list) else [out]
        if any(np.asarray(b).dtype != np.float64 or np.shape(b) != np.shape(r)
               for b, r in zip(out, results)):
            return None  # the op converted the bounds (rounding them): not a bound any more
        return [np.asarray(b) for b in out]


def grouped(operands, groups):
    from .interpreter import _group
    return _group(operands, groups)


def _is_zero(bound) -> bool:
    return bound is not None and not np.any(bound)


def evaluate_with_bounds(module, args: list, func: str = "main") -> tuple[list, list]:
    """Evaluates `func` like `reference.evaluate` and returns (outputs, bounds): bounds[i] is a
    float64 array of absolute error bounds per element of outputs[i] (see this module), or None
    where the reference cannot bound it."""
    from spec import parse
    if isinstance(module, str):
        module = parse(module)
    return BoundingInterpreter(module).call_with_bounds(func, list(args))
