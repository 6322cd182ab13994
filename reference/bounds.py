"""Per-element error bounds of the ops that accumulate.

The spec leaves the order of a reduction and the precision of a dot product's accumulation to
implementations, so two correct implementations may return different floats. For each result
element of an accumulating op this module computes an absolute bound B such that any
implementation that evaluates the op's formula in some order, rounding every intermediate
result to the accumulation type (the result's element type, or a wider one), lands within B of
the reference's result (the final rounding to the result type aside: compare.py adds one ULP).

The model (Higham, Accuracy and Stability of Numerical Algorithms, ch. 3): a sum of n values
computed in any order with unit roundoff u is off the exact sum by at most gamma(n - 1, u) times
the sum of the values' magnitudes, gamma(k, u) = (1 - u)^-k - 1 (<= Higham's k u / (1 - k u),
the worst product of k factors (1 + d)^(+-1), |d| <= u, and finite for any k); a dot product of length n by
gamma(n, u) times sum |a_i| |b_i|. With E the result type (u = 2^-p, p its significand bits),
the bound is the sum of two such errors, the other implementation's in E and the reference's in
its own accumulation type, plus n times E's smallest subnormal for products and sums that
underflow (where the relative model does not hold). The bound is infinite only where a partial
result may overflow the type (then inf or NaN is a possible result). Integer and boolean results are
exact in every implementation: bound 0. `BOUNDS` maps op names to bound functions; each takes
the op's operands (and attributes, as `ops.registry` passes them, by `call_with_known`) plus
`result=` (the reference's result; a list for ops with several) and returns a float64 array per
result (a list for several), or None where it cannot bound the result.
"""
from __future__ import annotations

import contextlib
import contextvars
import functools
import math

import numpy as np

from spec import parse, reducers
from spec.ops import registered

from . import values
from .checks import TOLERANCE as CHECK_TOLERANCE
from .interpreter import Interpreter, group_operands
from .ops import chlo_structured, legacy, linalg, numerics, reduction
from .ops.registry import call_with_known
from .values import QuantizedTensor, element_type_of, kind

BOUNDS: dict[str, callable] = {}

DOUBLE_ROUNDOFF = 2.0 ** -53


def error_bound(name: str):
    """Registers the decorated function as the error bound of op `name`."""
    def register(fn):
        BOUNDS[registered(name, fn.__module__)] = fn
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
    """(1 - u)^-k - 1 elementwise: the largest |theta| of a product of k factors (1 + d)^(+-1)
    with |d| <= u, 1 + theta (at most Higham's k u / (1 - k u), and finite where k u >= 1)."""
    return np.expm1(-np.asarray(n, np.float64) * np.log1p(-u))


def _accumulation_roundoff(et) -> float:
    """The reference's own unit roundoff for sums of products (linalg.py: float64/complex128)."""
    return DOUBLE_ROUNDOFF


def _largest(et) -> float:
    """The largest finite value of a float element type (complex: of its component)."""
    et = et.component if kind(et) == "complex" else et
    return float(values.float_info(et.dtype).max)


def overflowing(et, *magnitudes) -> np.ndarray:
    """Where an implementation computing in `et` may overflow: one of the `magnitudes` (bounds on
    the magnitudes of intermediate results, broadcast together) exceeds et's largest finite value.
    The relative rounding model does not hold there: such an implementation may return an
    infinity or NaN (inf - inf) where the reference, in float64, returns a finite value."""
    largest = _largest(et)
    with np.errstate(invalid="ignore", over="ignore"):
        return functools.reduce(np.logical_or, (np.asarray(m, np.float64) > largest
                                                for m in magnitudes), np.False_)


def _sum_bound(magnitude, n, et, own_u: float, complex_factor: float = 1.0):
    """Two implementations' errors for a sum of n roundings of terms of total `magnitude`;
    infinite where the magnitude exceeds the type's largest value (a partial sum may overflow)."""
    if kind(et) not in ("float", "complex"):
        return np.zeros(np.shape(magnitude))
    u = unit_roundoff(et)
    factor = complex_factor if kind(et) == "complex" else 1.0
    slack = 1 + 4 * (np.asarray(n, np.float64) + 2) * DOUBLE_ROUNDOFF  # magnitude's own rounding
    with np.errstate(invalid="ignore", over="ignore"):
        bound = factor * (gamma(n, u) + gamma(n, own_u)) * magnitude * slack \
            + 2 * np.asarray(n, np.float64) * _tiny(et)
    return np.where(np.isnan(bound) | overflowing(et, magnitude), np.inf, bound)


def _higham(k, u: float):
    """Higham's gamma_k = k u / (1 - k u) elementwise (inf where k u >= 1): the bound on
    |e| / M when e <= k u (M + e), the recursion of the errors of k additions below."""
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        ku = np.asarray(k, np.float64) * u
        return np.where(ku < 1, ku / (1 - ku), np.inf)


def _subset_sum_bound(magnitude, result, n, et, own_u: float, products: bool):
    """The bound of _sum_bound (`products`: _dot_like_bound's) with the sums' own roundings
    counted on the largest sum of a subset of the terms, not on the sum of their magnitudes.

    In any order (any tree of additions), the sum's error is the sum of the additions' own
    errors e_k (each node is its two children plus e_k), and |e_k| <= u |the node's exact sum
    of its computed children|. A node adds a subset of the terms, plus the errors below it;
    no subset sums to more than M = max(sum of the positive terms, sum of |the negative ones|)
    = (S + |y|) / 2, with S = sum |terms| (`magnitude`) and y their exact sum. So with n
    additions E <= n u (M + E), E <= gamma_n M (Higham's). A dot product's terms are products,
    each rounded by u first: u S more, and the rounded terms' M is at most (1 + u) M. |y| is
    taken from the reference's `result` (rounded to `et`, from a sum within gamma(n, own_u) S
    of y; over-approximated). For terms of mixed signs M is near S / 2: half the usual bound.
    Real types only (None for complex and other kinds); the smaller of this and the usual one
    is the bound."""
    if kind(et) != "float":
        return None
    u = unit_roundoff(et)
    tiny = _tiny(et)
    adds = n - 1 if products else n
    slack = 1 + 4 * (np.asarray(n, np.float64) + 4) * DOUBLE_ROUNDOFF
    # per unit of S (the products' roundings) and of M (the additions'), both implementations
    per_s = (u + own_u) * slack if products else 0.0
    per_m = (_higham(adds, u) * (1 + u if products else 1)
             + _higham(adds, own_u) * (1 + own_u if products else 1)) * slack
    with np.errstate(invalid="ignore", over="ignore"):
        s = np.asarray(magnitude, np.float64)
        y = _abs(result) * (1 + 2 * u) + (gamma(n, DOUBLE_ROUNDOFF) * s + tiny)
        m = np.minimum(s, (s + y) * 0.5)
        bound = per_m * m + (per_s * s + 2 * np.asarray(n, np.float64) * tiny)
    return np.where(np.isnan(bound) | overflowing(et, magnitude), np.inf, bound)


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
    if body_op is not None and reducers.order_free(body_op.removeprefix("stablehlo."), et):
        return [np.zeros(np.shape(result[0]))]  # exact in any order (spec.reducers)
    if body_op == "stablehlo.add":
        usual = _sum_bound(magnitudes[0], count - 1, et, unit_roundoff(et))
        subset = _subset_sum_bound(magnitudes[0], result[0], count - 1, et, unit_roundoff(et),
                                   products=False)
        return [usual if subset is None else np.minimum(usual, subset)]
    if body_op == "stablehlo.multiply":
        return [_product_bound(magnitudes[1], magnitudes[2], count - 1, et)]
    return None


def _product_bound(product, largest, n, et):
    """A product of n + 1 values in any order: each multiplication rounds by a relative u (sqrt 5
    u for complex numbers, counted as three roundings); an underflow adds an absolute error of at
    most the smallest subnormal, later multiplied by at most `largest`, the product of
    max(1, |value|). Infinite where `largest`, a bound on every partial product, overflows the
    type but the product of the magnitudes does not (a zero factor, or factors below 1): some
    order may overflow (to NaN in the FNUZ types, then NaN times a zero factor) where another
    does not (nightly finding db374eebcc77b807: the product over [0, 0, 0, 0, -15, -1.5, 2, 1.5]
    in f8E4M3B11FNUZ is NaN in the reference's order, 0 in XLA's). A product that overflows
    the type itself does so in every order: its bound stays finite, so the result must
    overflow too."""
    if kind(et) not in ("float", "complex"):
        return np.zeros(np.shape(product))
    k = 3 * n if kind(et) == "complex" else n
    u = unit_roundoff(et)
    with np.errstate(invalid="ignore", over="ignore"):
        bound = 2 * (gamma(k, u) * product + np.asarray(n) * _tiny(et) * largest * (1 + gamma(k, u)))
    order_decides = overflowing(et, largest) & ~overflowing(et, product)
    return np.where(np.isnan(bound) | order_decides, np.inf, bound)


def _magnitudes(x_abs, init_abs, which=(0, 1, 2)):
    """(sum of |values| and |init|, product of them, product of max(1, each)) over the last
    axis; None for those not in `which`."""
    with np.errstate(over="ignore", invalid="ignore"):
        return (np.sum(x_abs, axis=-1) + init_abs if 0 in which else None,
                np.prod(x_abs, axis=-1) * init_abs if 1 in which else None,
                np.prod(np.maximum(x_abs, 1), axis=-1) * max(init_abs, 1) if 2 in which else None)


_MAGNITUDES_READ = {"stablehlo.add": (0,), "stablehlo.multiply": (1, 2)}
"""The _magnitudes that _body_bound reads for a body op (none for the others)."""


SELECTING = frozenset({"stablehlo.compare", "stablehlo.and", "stablehlo.or", "stablehlo.xor",
                       "stablehlo.not", "stablehlo.select"})
"""The ops a selection body (selection_body) may hold besides its return."""


def selection_body(op) -> tuple[int, ...] | None:
    """For a reduce / reduce_window whose body returns, as result i, one of its arguments i and
    N + i chosen by selects on predicates that compare arguments of one component with each
    other (and combine such predicates): the components compared. None for another body (a
    constant, arithmetic, a comparison across components)."""
    block = op.regions[0].block
    n = len(block.arguments) // 2
    component = {id(a): i % n for i, a in enumerate(block.arguments)}
    predicates, compared = set(), set()
    for body_op in block.ops[:-1]:
        if body_op.name not in SELECTING or len(body_op.results) != 1:
            return None
        ids = [id(v) for v in body_op.operands]
        result = id(body_op.results[0])
        if body_op.name == "stablehlo.compare":
            sides = {component.get(i) for i in ids}
            if len(sides) != 1 or None in sides:
                return None
            compared |= sides
            predicates.add(result)
        elif body_op.name == "stablehlo.select":
            chosen = {component.get(i) for i in ids[1:]}
            if ids[0] not in predicates or len(chosen) != 1 or None in chosen:
                return None
            component[result] = chosen.pop()
        elif all(i in predicates for i in ids):
            predicates.add(result)
        else:
            return None
    returned = [component.get(id(v)) for v in block.ops[-1].operands]
    return tuple(sorted(compared)) if returned == list(range(n)) else None


@error_bound("reduce")
def reduce_bound(inputs, init_values, *, dimensions, op, result):
    """add: the sum of n inputs and the init value in any tree: 2 gamma(n, u) sum |x| (+ |init|);
    multiply: 2 gamma(n, u) |product| (plus underflow, see _product_bound); maximum, minimum and
    the bitwise bodies, and bodies that only select among their arguments (selection_body:
    argmax), are exact (0); any other body: None."""
    if selection_body(op) is not None:
        return [np.zeros(np.shape(r)) for r in result]
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
    if selection_body(op) is not None:
        return [np.zeros(np.shape(r)) for r in result]
    if len(inputs) != 1 or not _floats(*inputs, *init_values):
        return None
    x = np.asarray(inputs[0])
    plan = reduction.WindowPlan(x.shape, window_dimensions, window_strides, base_dilations,
                                window_dilations, padding)
    init = float(_abs(init_values[0]))
    body_op = reduction._single_op(op.regions[0])
    which = _MAGNITUDES_READ.get(body_op, ())
    if which and reducers.order_free(body_op.removeprefix("stablehlo."),
                                     element_type_of(result[0])):
        which = ()  # exact: _body_bound reads none
    magnitudes = [None] * 3
    if which:
        values = reduction.extended(_abs(x), np.float64(init))
        for i, m in zip(which, reduction.by_windows(plan, lambda block: [
                m for m in _magnitudes(block.take(values), init, which) if m is not None],
                op=op)):
            magnitudes[i] = m
    return _body_bound(body_op, result, magnitudes, plan.window + 1)


# --- dot products and convolutions -----------------------------------------------------------

DEFAULT_PRECISION_OPERANDS: contextvars.ContextVar[float] = contextvars.ContextVar(
    "DEFAULT_PRECISION_OPERANDS", default=0.0)
"""The relative error u with which an implementation may round f32 operands of dot products
(dot_general, dot, convolution) whose precision_config asks for DEFAULT (or says nothing):
the spec leaves DEFAULT's precision open (#755). 0, the default: the operands are used as they
are. Set by `default_precision_operands` for the oracles that declare the `dot-default-tf32`
allowance (oracles/verdict.py)."""


@contextlib.contextmanager
def default_precision_operands(u: float):
    """Within the block, dot-product bounds of DEFAULT precision on f32 operands allow each
    operand to be rounded with relative error u first."""
    token = DEFAULT_PRECISION_OPERANDS.set(u)
    try:
        yield
    finally:
        DEFAULT_PRECISION_OPERANDS.reset(token)


def _asks_default(precision_config) -> bool:
    """Whether a precision_config (absent, or per operand) lets an operand be DEFAULT."""
    if precision_config is None:
        return True
    items = getattr(precision_config, "items", precision_config)
    return any(getattr(p, "value", p) == "DEFAULT" for p in items)


def _dot_like_bound(result, magnitude, n, operands=(), precision_config=None):
    """A sum of n products: gamma(n, u_E) for an implementation accumulating in E (products
    rounded too) plus gamma(n, 2^-53) for the reference's float64 sum (exact products of types of
    24 bits or less; f64 rounds its products: still n roundings); complex products: sqrt(2)
    gamma(n + 2) (Higham 3.6). Under `default_precision_operands(u)`, f32 operands of a
    DEFAULT-precision product may each be rounded first: 2u(1 + u) of the magnitude more."""
    et = element_type_of(result)
    complex_ = kind(et) == "complex"
    bound = _sum_bound(magnitude, n + 2 if complex_ else n, et, _accumulation_roundoff(et),
                       math.sqrt(2) if complex_ else 1.0)
    subset = _subset_sum_bound(magnitude, result, n, et, _accumulation_roundoff(et),
                               products=True)
    if subset is not None:
        bound = np.minimum(bound, subset)
    u = DEFAULT_PRECISION_OPERANDS.get()
    if u and _asks_default(precision_config) and any(
            str(element_type_of(x)) in ("f32", "complex<f32>") for x in operands):
        bound = bound + 2 * u * (1 + u) * (math.sqrt(2) if complex_ else 1.0) * magnitude
    return bound


@error_bound("dot_general")
def dot_general_bound(lhs, rhs, *, dot_dimension_numbers, result, precision_config=None):
    """sum |lhs| |rhs| over the contracting dimensions, times the dot-product error of the
    contraction's length (see _dot_like_bound)."""
    if not _floats(lhs, rhs):
        return None
    magnitude = linalg.dot_general_wide(_abs(lhs), _abs(rhs), dot_dimension_numbers,
                                         np.float64)
    n = math.prod(np.shape(lhs)[d] for d in dot_dimension_numbers["lhs_contracting_dimensions"])
    return _dot_like_bound(result, magnitude, n, (lhs, rhs), precision_config)


@error_bound("dot")
def dot_bound(lhs, rhs, *, result, precision_config=None):
    """dot_general's bound with lhs's last dimension contracted with rhs's first."""
    return dot_general_bound(lhs, rhs, dot_dimension_numbers=linalg._dot_numbers(np.asarray(lhs)),
                             result=result, precision_config=precision_config)


@error_bound("einsum")
def einsum_bound(lhs, rhs, *, einsum_config, result):
    """dot_general's bound: the same einsum over |lhs| and |rhs|, times the dot-product error
    of the number of terms each output element sums."""
    if not _floats(lhs, rhs):
        return None
    magnitude = legacy.einsum_wide([_abs(lhs), _abs(rhs)], einsum_config, np.float64)
    return _dot_like_bound(result, magnitude, legacy.einsum_terms([lhs, rhs], einsum_config))


@error_bound("unary_einsum")
def unary_einsum_bound(operand, *, einsum_config, result):
    """A sum of |operand| over the labels the output lacks, times the sum's error."""
    if not _floats(operand):
        return None
    magnitude = legacy.einsum_wide([_abs(operand)], einsum_config, np.float64)
    return _dot_like_bound(result, magnitude, legacy.einsum_terms([operand], einsum_config))


@error_bound("chlo.ragged_dot")
def ragged_dot_bound(lhs, rhs, group_sizes, *, ragged_dot_dimension_numbers, result):
    """dot_general's bound on each group's dot products: the same ragged_dot over |lhs| and
    |rhs|, times the dot-product error of the full contraction's length (a group's sum, in the
    ragged contracting mode, has no more terms)."""
    if not _floats(lhs, rhs):
        return None
    numbers = ragged_dot_dimension_numbers
    magnitude = chlo_structured.ragged_dot_wide(_abs(lhs), _abs(rhs), group_sizes, numbers,
                                                np.float64)
    n = math.prod(np.shape(lhs)[d] for d in numbers["lhs_contracting_dimensions"])
    return _dot_like_bound(result, magnitude, n)


def _conv_terms(rhs, dimension_numbers) -> int:
    """Products per output element: the kernel's window size times its input features."""
    dn, shape = dimension_numbers, np.shape(rhs)
    return math.prod(shape[d] for d in dn.kernel_spatial_dimensions) \
        * shape[dn.kernel_input_feature_dimension]


@error_bound("convolution")
def convolution_bound(lhs, rhs, *, window_strides=None, padding=None, lhs_dilation=None,
                      rhs_dilation=None, window_reversal=None, dimension_numbers,
                      feature_group_count=1, batch_group_count=1, result, precision_config=None):
    """The same convolution over |lhs| and |rhs| (the magnitudes of every output's products),
    times the dot-product error of window size x input features terms."""
    if not _floats(lhs, rhs):
        return None
    magnitude = linalg._convolution_exact(
        np.float64, _abs(lhs), _abs(rhs), window_strides=window_strides, padding=padding,
        lhs_dilation=lhs_dilation, rhs_dilation=rhs_dilation, window_reversal=window_reversal,
        dimension_numbers=dimension_numbers, feature_group_count=feature_group_count,
        batch_group_count=batch_group_count)
    return _dot_like_bound(result, magnitude, _conv_terms(rhs, dimension_numbers), (lhs, rhs),
                           precision_config)


@error_bound("dynamic_conv")
def dynamic_conv_bound(lhs, rhs, padding, *, result, **attributes):
    """convolution's bound with the padding operand's values."""
    return call_with_known(convolution_bound, (lhs, rhs),
                           dict(attributes, padding=values.integers(padding), result=result))


# --- fft ----------------------------------------------------------------------------------------

FFT_ETA = 8
"""eta / u of the FFT bound: Higham (Accuracy and Stability of Numerical Algorithms, 2nd ed.,
thm. 24.2) bounds radix-2 Cooley-Tukey's error by log2(n) eta with eta = mu + gamma_4 (sqrt 2 +
mu), mu the twiddle factors' error; twiddles within u give about 6.7 u."""


@error_bound("fft")
def fft_bound(operand, *, fft_type, fft_length, result):
    """The larger of the seed's almost-eq tolerance (seed 004 G6: 0.0001 max(1, |result|), the
    rule every size was judged by before) and a fast transform's rounding error, FFT_ETA u
    ceil(log2 n) times the sum of |operand| over the transformed dimensions (each result
    element is a sum, over log2 n butterfly levels, of every input times a unit-modulus
    weight; over n for the inverse transforms, twice that for IRFFT's conjugate bins), n the
    product of fft_length. The seed's per-element rule alone is not a bound for large
    transforms: every element's error scales with the whole input, so the small elements of a
    65536-point f32 transform differ by more than 0.0001 in a correct implementation (XLA on a
    GPU: 1.2e-4 on a component of 0.208). A transform computed as n-term sums (a plain DFT)
    may exceed this bound on large inputs; every backend under test computes a fast one."""
    et = element_type_of(result)
    if kind(et) not in ("float", "complex"):
        return None
    n = math.prod(fft_length)
    axes = tuple(range(-len(fft_length), 0))
    scale = {"FFT": 1.0, "RFFT": 1.0, "IFFT": 1 / n, "IRFFT": 2 / n}[getattr(fft_type, "value",
                                                                              fft_type)]
    with np.errstate(invalid="ignore", over="ignore"):
        magnitude = np.sum(_abs(operand), axis=axes, keepdims=True) * scale
        fast = FFT_ETA * unit_roundoff(et) * max(1, math.ceil(math.log2(max(n, 2)))) * magnitude
        seed = CHECK_TOLERANCE * np.maximum(1.0, _abs(result))
        bound = np.maximum(np.broadcast_to(fast, np.shape(result)), seed)
    return np.where(np.isnan(bound) | overflowing(et, magnitude), np.inf, bound)


# --- cholesky and triangular_solve --------------------------------------------------------------

EXTRA_ROUNDINGS = 4
"""Roundings per result element that an implementation may spend beyond the textbook
algorithms' n (the inner sums of substitution and Cholesky): a reciprocal or rsqrt multiplied
instead of a division (XLA's expanders), the square root, the final subtraction."""


def _solver_gamma(n: int, et) -> float:
    """gamma(k, u) in the element type plus the reference's own gamma(k, 2^-53), k = n +
    EXTRA_ROUNDINGS roundings (twice as many for complex numbers: a complex product is within
    sqrt(2) gamma(2, u) of the exact one, a sum within u)."""
    k = (n + EXTRA_ROUNDINGS) * (2 if kind(et) == "complex" else 1)
    return float(gamma(k, unit_roundoff(et)) + gamma(k, DOUBLE_ROUNDOFF))


def _row_norm(m: np.ndarray) -> np.ndarray:
    """The infinity norm of each matrix of a batch of nonnegative matrices (shape [..., 1, 1])."""
    return np.max(np.sum(m, axis=-1), axis=-1, initial=0.0)[..., None, None]


def _inverse(m: np.ndarray, *, lower: bool) -> np.ndarray:
    """The inverse of each triangular matrix of a batch, in float64 / complex128 (IEEE
    infinities and NaN for a zero on the diagonal)."""
    eye = np.broadcast_to(np.eye(m.shape[-1], dtype=m.dtype), m.shape)
    return numerics._substitute(m, eye, lower)


def _amplified(gam: float, growth: np.ndarray, first_order: np.ndarray) -> np.ndarray:
    """A first-order bound `first_order` = gam * growth * ..., widened for the higher-order terms
    by 1 / (1 - 2 gam ||growth||): infinite where 2 gam ||growth|| >= 1/2 (a matrix too
    ill-conditioned for the type: any result)."""
    with np.errstate(all="ignore"):
        rate = 2 * gam * _row_norm(growth)
        return np.where(rate < 0.5, first_order / np.maximum(1 - rate, 0.5), np.inf)


def _triangular_bound(m, x, b_abs, et):
    """The bound for x with m x = b (m triangular, one system per column of x), see
    triangular_solve_bound."""
    n = m.shape[-1]
    lower = not np.any(np.triu(m, 1))
    with np.errstate(all="ignore"):
        m_inv = _abs(_inverse(m, lower=lower))
        m_abs, x_abs = _abs(m), _abs(x)
        c = m_inv @ m_abs
        growth = c + c @ c
        gam = _solver_gamma(n, et)
        first = gam * (growth @ x_abs)
        # the norm-wise error of x, which the componentwise one multiplies (|x^| <= |x| + error)
        whole = gam * _row_norm(growth) * np.max(x_abs, axis=-2, keepdims=True, initial=0.0)
        first = first + gam * (growth @ np.broadcast_to(whole, x_abs.shape))
        under = 2 * (n + EXTRA_ROUNDINGS) * _tiny(et) * (1 + _row_norm(growth)) * (
            1 + np.sum(m_inv, axis=-1, keepdims=True)) * (
            1 + np.max(x_abs, axis=(-2, -1), keepdims=True, initial=0.0))
        bound = _amplified(gam, growth, first) + under
        overflow = overflowing(et, m_abs @ x_abs, x_abs, growth @ x_abs, m_inv @ b_abs,
                               np.max(m_inv, axis=(-2, -1), keepdims=True, initial=0.0))
    return np.where(np.isnan(bound) | overflow, np.inf, bound)


@error_bound("triangular_solve")
def triangular_solve_bound(a, b, *, left_side, lower, unit_diagonal, transpose_a, result):
    """With op(a) x = b written m x = b (x op(a) = b as op(a)^T x^T = b^T): substitution in any
    order of its inner sums computes x^ with (m + dm) x^ = b, |dm| <= gamma(n) |m| (Higham,
    Accuracy and Stability of Numerical Algorithms, thm 8.5), so |x - x^| <= gamma(n) C |x^|, C =
    |m^-1| |m|; an implementation that inverts m (or its diagonal blocks, XLA's expander) and
    multiplies is within gamma(n) (C + C^2) |x^| (Higham 14.2). The bound is gamma(n + 4) (C +
    C^2) (|x| + the norm-wise error), for both implementations (the reference's in float64),
    widened for higher-order terms (`_amplified`), plus the roundings' underflow; infinite where
    an intermediate may overflow the type."""
    if not _floats(a, b):
        return None
    et = element_type_of(result)
    with np.errstate(all="ignore"):
        x = numerics._triangular_solve_wide(a, b, left_side=left_side, lower=lower,
                                            unit_diagonal=unit_diagonal,
                                            transpose_a=transpose_a)
        x = numerics._wide(x.astype(np.complex128) if np.iscomplexobj(x) else x)
        a = numerics._wide(a)
        a = np.tril(a) if lower else np.triu(a)
        if unit_diagonal:
            a = a - a * np.eye(a.shape[-1]) + np.eye(a.shape[-1])
        m = {"NO_TRANSPOSE": a, "TRANSPOSE": np.swapaxes(a, -1, -2),
             "ADJOINT": np.conj(np.swapaxes(a, -1, -2))}[transpose_a]
    b_abs = _abs(b)
    if left_side:
        return _triangular_bound(m, x, b_abs, et)
    t = lambda v: np.swapaxes(v, -1, -2)  # noqa: E731
    return t(_triangular_bound(t(m), t(x), t(b_abs), et))


@error_bound("cholesky")
def cholesky_bound(a, *, lower, result):
    """With a = R^H R (R upper; lower = true returns L = R^H): Cholesky in any order of its inner
    sums computes R^ with R^^H R^ = a + da, |da| <= gamma(n + 1) |R^|^H |R^| (Higham thm 10.3),
    and to first order R^ - R = Phi(R^-H da R^-1) R, Phi taking the upper triangle with the
    diagonal halved, so |R^ - R| <= gamma triu(G) |R|, G = |R^-H| |R^H| |R| |R^-1|. The bound
    is that with gamma(n + 4) for both implementations (the reference's in float64), widened
    for higher-order terms (`_amplified`), plus the roundings' underflow; infinite where an
    intermediate may overflow the type, and on the triangle the result leaves to
    implementations."""
    if not _floats(a):
        return None
    et = element_type_of(result)
    n = np.shape(a)[-1]
    h = lambda v: np.conj(np.swapaxes(v, -1, -2))  # noqa: E731
    with np.errstate(all="ignore"):
        r = numerics._cholesky_wide(a, lower=False)
        r_abs, r_inv = _abs(r), _abs(_inverse(r, lower=False))
        g = h(r_inv) @ h(r_abs) @ r_abs @ r_inv
        gam = _solver_gamma(n + 1, et)
        under = 2 * (n + EXTRA_ROUNDINGS) * _tiny(et) * (1 + _row_norm(g)) * (
            1 + np.max(r_inv, axis=(-2, -1), keepdims=True, initial=0.0))
        bound = _amplified(gam, g, gam * np.triu(g) @ r_abs) + under
        overflow = overflowing(et, h(r_abs) @ r_abs, _abs(a), r_abs)
        bound = np.where(np.isnan(bound) | overflow, np.inf, bound)
        bound = np.where(np.triu(np.ones((n, n), bool)), bound, np.inf)
    return h(bound).real if lower else bound


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


def _norm_overflow(operand, scale, mean, s, et):
    """Where an evaluation of inference's formula in `et` may overflow (see `overflowing`): the
    magnitudes of x - mean, of (x - mean) / s, of 1 / s and |scale| / s (XLA's rsqrt and folded
    multiplier), of |scale| |x - mean| / s (the terms bound that and |mean| |scale| / s)."""
    with np.errstate(all="ignore"):
        centered = _abs(operand) + np.abs(mean)
        return overflowing(et, centered, centered / s, 1 / s, np.abs(scale) / s,
                           np.abs(scale) * centered / s)


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
    terms, s = _norm_terms(operand, scale, offset, mean, variance, epsilon, feature_index)
    et = element_type_of(result)
    f = lambda v: _feature(v, np.ndim(operand), feature_index)  # noqa: E731
    overflow = _norm_overflow(operand, f(scale), f(mean), s, et)
    return np.where(overflow, np.inf,
                    _sum_bound(terms, ELEMENTWISE_ROUNDINGS, et, DOUBLE_ROUNDOFF))


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
        # the statistics' sums before the division by N (the x^2 of the variance formula too)
        sums = overflowing(et, _feature_sums(x, feature_index),
                           _feature_sums(x * x, feature_index))
        output = np.where(_norm_overflow(operand, f(scale), f(mean), s, et) | (f(sums) > 0),
                          np.inf, output)
    return [_finite(output), _finite(np.where(sums, np.inf, mean_bound)),
            _finite(np.where(sums, np.inf, var_bound))]


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
        inner = g * n + f(sum_g) + f(sum_gc) * centered / np.abs(variance_epsilon)
        operand_terms = np.abs(f(scale)) / s / n * inner
        # the spec's i1 = g N, i2, i3, i4 = i3 (x - mean), i5, i6 and XLA's rsqrt, scale / s
        overflow = overflowing(et, g * n, f(sum_g), f(sum_gc), f(sum_gc) * centered, inner,
                               g * centered, 1 / s, np.abs(f(scale)) / s)
        return [_finite(np.where(overflow, np.inf,
                                 _sum_bound(operand_terms, n + 8, et, DOUBLE_ROUNDOFF))),
                _finite(np.where(overflowing(et, sum_gc), np.inf,
                                 _sum_bound(sum_gc / s.reshape(-1), n + 3, et, DOUBLE_ROUNDOFF))),
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
        if not results:  # a custom_call without results (shape_assertion, check.*)
            return None
        impl, groups, static = self._plans[id(op)]
        attributes = {k: v for k, v in static.items() if k not in ("result_type", "result_types")}
        out = call_with_known(BOUNDS[op.name], group_operands(operands, groups),
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
            out = impl.fn(*group_operands(moved, groups), **static)
        except Exception:  # noqa: BLE001  (a bound is optional: an op that cannot move float64
            return None    # values keeps none)
        out = out if isinstance(out, list) else [out]
        if any(np.asarray(b).dtype != np.float64 or np.shape(b) != np.shape(r)
               for b, r in zip(out, results)):
            return None  # the op converted the bounds (rounding them): not a bound any more
        return [np.asarray(b) for b in out]


def _is_zero(bound) -> bool:
    return bound is not None and not np.any(bound)


def evaluate_with_bounds(module, args: list, func: str = "main") -> tuple[list, list]:
    """Evaluates `func` like `reference.evaluate` and returns (outputs, bounds): bounds[i] is a
    float64 array of absolute error bounds per element of outputs[i] (see this module), or None
    where the reference cannot bound it."""
    if isinstance(module, str):
        module = parse(module)
    return BoundingInterpreter(module).call_with_bounds(func, list(args))
