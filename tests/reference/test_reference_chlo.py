"""The chlo ops on the reference (reference/ops/chlo.py): known values and identities of the
special functions, every element type each op allows (the float64 value rounded once), the
broadcasting rules of the broadcast_* ops, next_after's neighbours in every float type, mulhi
against Python integers, the constants, and the declared Unspecified conditions."""
from __future__ import annotations

import math
import random

import ml_dtypes
import numpy as np
import pytest

import reference
from reference.errors import EvaluationError
from reference.ops.chlo import broadcast_shape
from reference.ops.registry import IMPLEMENTATIONS
from reference.values import bit_pattern, from_bit_pattern, narrow
from spec.ops import OPS
from spec.types import ELEMENT_TYPES

FLOATS = [n for n, t in ELEMENT_TYPES.items() if t.kind == "float"]
COMPLEX = ["complex<f32>", "complex<f64>"]
INTEGERS = [n for n, t in ELEMENT_TYPES.items() if t.kind in ("signed", "unsigned")]


def run(op: str, *operands, result: str | None = None, attributes: str = "",
        result_shape=None) -> np.ndarray:
    """Evaluates one op of the pretty-free generic form on the operands."""
    types = [f"tensor<{'x'.join(map(str, np.shape(x)))}{'x' if np.ndim(x) else ''}"
             f"{_et(x)}>" for x in operands]
    shape = np.shape(operands[0]) if result_shape is None else result_shape
    rt = f"tensor<{'x'.join(map(str, shape))}{'x' if len(shape) else ''}" \
         f"{result or _et(operands[0])}>"
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    names = ", ".join(f"%a{i}" for i in range(len(operands)))
    text = (f"func.func @main({args}) -> {rt} {{\n"
            f'  %0 = "{op}"({names}) {attributes} : ({", ".join(types)}) -> {rt}\n'
            f"  return %0 : {rt}\n}}")
    return reference.evaluate(text, list(operands))[0]


def _et(x) -> str:
    return next(n for n, t in ELEMENT_TYPES.items() if t.dtype == np.asarray(x).dtype
                and n not in ("index",))


# --- known values and identities (f64) -------------------------------------------------------

EULER_GAMMA = 0.5772156649015329

KNOWN = [
    ("chlo.erf", 0.5, 0.5204998778130465),
    ("chlo.erfc", 2.0, 0.004677734981047266),
    ("chlo.erf_inv", 0.5, 0.4769362762044699),
    ("chlo.lgamma", 0.5, math.log(math.sqrt(math.pi))),
    ("chlo.lgamma", -0.5, math.log(2 * math.sqrt(math.pi))),
    ("chlo.lgamma", 10.0, math.log(362880.0)),
    ("chlo.digamma", 1.0, -EULER_GAMMA),
    ("chlo.digamma", 0.5, -EULER_GAMMA - 2 * math.log(2)),
    ("chlo.bessel_i1e", 1.0, 0.2079104153497085),
    ("chlo.sinh", 1.0, math.sinh(1.0)),
    ("chlo.cosh", 1.0, math.cosh(1.0)),
    ("chlo.tan", 1.0, math.tan(1.0)),
    ("chlo.acos", 0.5, math.pi / 3),
    ("chlo.asin", 0.5, math.pi / 6),
    ("chlo.atan", 1.0, math.pi / 4),
    ("chlo.asinh", 1.0, math.log(1 + math.sqrt(2))),
    ("chlo.acosh", 2.0, math.log(2 + math.sqrt(3))),
    ("chlo.atanh", 0.5, math.log(3) / 2),
    ("chlo.square", -3.0, 9.0),
]


@pytest.mark.parametrize("op,x,want", KNOWN, ids=[f"{k[0]}({k[1]})" for k in KNOWN])
def test_known_values(op, x, want):
    got = run(op, np.array([x]))[0]
    assert abs(got - want) <= 2 * np.spacing(abs(want)), (got, want)


def test_special_function_identities():
    x = np.linspace(-0.99, 0.99, 199)
    assert np.allclose(run("chlo.erf", run("chlo.erf_inv", x)), x, rtol=0, atol=4e-16)
    assert np.allclose(run("chlo.erf", x) + run("chlo.erfc", x), 1.0, rtol=0, atol=2e-16)
    y = np.linspace(0.1, 20, 200)
    # lgamma(x + 1) = lgamma(x) + log(x); digamma(x + 1) = digamma(x) + 1 / x
    assert np.allclose(run("chlo.lgamma", y + 1), run("chlo.lgamma", y) + np.log(y), rtol=1e-14)
    assert np.allclose(run("chlo.digamma", y + 1), run("chlo.digamma", y) + 1 / y, rtol=1e-13)
    # cosh^2 - sinh^2 = 1
    z = np.linspace(-5, 5, 101)
    assert np.allclose(run("chlo.cosh", z) ** 2 - run("chlo.sinh", z) ** 2, 1.0, rtol=1e-12)


@pytest.mark.parametrize("op", ["chlo.erf_inv", "chlo.bessel_i1e", "chlo.erf", "chlo.atanh"])
def test_odd_functions_keep_the_sign_of_zero(op):
    """f(-0) = -0 for an odd function (scipy's erfinv and i1e give +0; upstream's lowering and
    XLA give -0)."""
    for et in (np.float64, ml_dtypes.float8_e5m2):
        got = run(op, np.array([-0.0, 0.0]).astype(et))
        assert got.astype(np.float64).tolist() == [0.0, 0.0]
        assert np.signbit(got.astype(np.float64)).tolist() == [True, False], (op, et)


def test_lgamma_of_a_subnormal_is_minus_its_log():
    """lgamma(x) = -log|x| - gamma x + O(x^2) near 0; scipy's gammaln is +inf below about 1e-309
    (the campaign's finding 62d9dffbf23afb90: lgamma(5e-324) = 744.44, not inf)."""
    x = np.array([5e-324, -5e-324, 1e-310, 1e-300])
    np.testing.assert_allclose(run("chlo.lgamma", x), -np.log(np.abs(x)), rtol=1e-15)
    assert run("chlo.lgamma", np.array([5e-324])).item() == 744.4400719213812  # mpmath, rounded
    tiny = np.array([1e-45], np.float32)
    assert abs(run("chlo.lgamma", tiny).item() - 103.27893) < 1e-4


def test_polygamma_and_zeta():
    n = np.array([0.0, 1.0, 1.0, 2.0, 0.5, -1.0])
    x = np.array([1.0, 1.0, 0.5, 1.0, 1.0, 1.0])
    got = run("chlo.polygamma", n, x)
    zeta3 = 1.2020569031595942
    want = [-EULER_GAMMA, math.pi ** 2 / 6, math.pi ** 2 / 2, -2 * zeta3, np.nan, np.nan]
    np.testing.assert_allclose(got, want, rtol=1e-15)
    # zeta(2, 1) = pi^2 / 6; zeta(x, q) = zeta(x, q + 1) + q^-x; zeta(1, q) = inf; x < 1: NaN
    got = run("chlo.zeta", np.array([2.0, 3.0, 1.0, 0.5]), np.array([1.0, 2.5, 2.0, 2.0]))
    want = [math.pi ** 2 / 6, run("chlo.zeta", np.array([3.0]), np.array([3.5]))[0] + 2.5 ** -3,
            np.inf, np.nan]
    np.testing.assert_allclose(got, want, rtol=1e-14)


def test_complex_functions_take_the_principal_branch():
    z = np.array([0.5 + 0.5j, -2 + 1j, 3 - 4j, 0.1 - 2j])
    for op, fn in (("chlo.acos", np.arccos), ("chlo.asin", np.arcsin), ("chlo.atan", np.arctan),
                   ("chlo.asinh", np.arcsinh), ("chlo.acosh", np.arccosh),
                   ("chlo.atanh", np.arctanh), ("chlo.cosh", np.cosh), ("chlo.sinh", np.sinh),
                   ("chlo.tan", np.tan)):
        np.testing.assert_allclose(run(op, z), fn(z), rtol=4e-16, err_msg=op)
    square = (z.real - z.imag) * (z.real + z.imag) + 1j * (2 * z.real * z.imag)
    np.testing.assert_array_equal(run("chlo.square", z), square)
    np.testing.assert_array_equal(run("chlo.conj", z), np.conj(z))
    assert np.iscomplexobj(run("chlo.bessel_i1e", z))


def test_the_asin_acos_kernel_gives_asin_and_acos():
    """ChloOps.td: asin(z) = complex(atan2(Re z, Re w), sign(Im z) Im w), acos(z) =
    complex(atan2(Re w, Re z), -sign(Im z) Im w), also where a - x cancels."""
    z = np.array([0.3 + 0.2j, -2 + 0.5j, 11.7 - 8.7e-5j, 1e-3 + 1e-9j, -0.5 - 3j,
                  -3.4e38 - 14.5j])
    w = run("chlo._asin_acos_kernel", z)
    asin = np.arctan2(z.real, w.real) + 1j * np.sign(z.imag) * w.imag
    acos = np.arctan2(w.real, z.real) - 1j * np.sign(z.imag) * w.imag
    np.testing.assert_allclose(asin, np.arcsin(z), rtol=1e-15)
    np.testing.assert_allclose(acos, np.arccos(z), rtol=1e-15)


# --- every element type ----------------------------------------------------------------------

def _sample(et: str) -> np.ndarray:
    t = ELEMENT_TYPES[et]
    if t.kind == "complex":
        return (np.array([0.25, -0.5, 0.75, 1.5]) + 1j * np.array([0.5, 0.25, -1.0, 0.0])
                ).astype(t.dtype)
    return np.array([0.25, -0.5, 0.75, 1.5]).astype(t.dtype)


MATH = [n for n, s in OPS.items() if s.family == "chlo" and len(s.operands) == 1
        and not s.attributes
        and n not in ("chlo.is_inf", "chlo.is_pos_inf", "chlo.is_neg_inf", "chlo.conj")]


@pytest.mark.parametrize("op", MATH)
def test_every_allowed_element_type_rounds_the_float64_value_once(op):
    families = OPS[op].operands[0].elements
    fn = IMPLEMENTATIONS[op].fn
    for et in FLOATS + COMPLEX:
        t = ELEMENT_TYPES[et]
        if t.kind not in families:
            continue
        x = _sample(et)
        got = run(op, x)
        assert got.dtype == t.dtype, (op, et)
        wide = x.astype(np.complex128 if t.kind == "complex" else np.float64)
        want = narrow(fn(wide), t)
        np.testing.assert_array_equal(got.view(np.uint8), want.view(np.uint8), err_msg=et)


def test_f32_results_are_rounded_once_from_float64():
    x = np.array([0.1, 0.7, 1.3, 2.9], np.float32)
    assert run("chlo.erf", x).tolist() == np.float32(
        __import__("scipy").special.erf(x.astype(np.float64))).tolist()


@pytest.mark.parametrize("op,fn", [("chlo.is_inf", np.isinf), ("chlo.is_pos_inf", np.isposinf),
                                   ("chlo.is_neg_inf", np.isneginf)])
def test_infinity_predicates_in_every_float_type(op, fn):
    for et in FLOATS:
        x = np.array([np.inf, -np.inf, 0.0, 1.0, np.nan]).astype(ELEMENT_TYPES[et].dtype)
        got = run(op, x, result="i1")
        assert got.dtype == np.bool_
        assert got.tolist() == fn(x.astype(np.float64)).tolist(), et


# --- the broadcast_* ops ---------------------------------------------------------------------

@pytest.mark.parametrize("lhs,rhs,dims,want", [
    ((2, 3), (3,), None, (2, 3)),
    ((2, 3), (2,), (0,), (2, 3)),
    ((2, 1), (1, 4), None, (2, 4)),
    ((4, 2, 3), (3, 2), (2, 1), (4, 2, 3)),
    ((), (2, 2), None, (2, 2)),
])
def test_broadcast_shapes(lhs, rhs, dims, want):
    assert broadcast_shape(lhs, rhs, dims) == want


def test_broadcast_add_numpy_style_and_by_dimensions():
    a = np.arange(6, dtype=np.int32).reshape(2, 3)
    np.testing.assert_array_equal(
        run("chlo.broadcast_add", a, np.array([10, 20, 30], np.int32)), a + [10, 20, 30])
    got = run("chlo.broadcast_add", a, np.array([100, 200], np.int32),
              attributes="{broadcast_dimensions = array<i64: 0>}")
    np.testing.assert_array_equal(got, a + np.array([[100], [200]]))
    b = np.arange(6, dtype=np.float32).reshape(3, 2)  # its dims 0, 1 become result dims 2, 1
    got = run("chlo.broadcast_multiply", np.ones((4, 2, 3), np.float32), b,
              attributes="{broadcast_dimensions = array<i64: 2, 1>}", result_shape=(4, 2, 3))
    np.testing.assert_array_equal(got[1], b.T)


def test_broadcast_ops_apply_their_stablehlo_op():
    x = np.array([[7, -7], [5, 9]], np.int32)
    y = np.array([2, -3], np.int32)
    assert run("chlo.broadcast_remainder", x, y).tolist() == [[1, -1], [1, 0]]
    assert run("chlo.broadcast_divide", x, y).tolist() == [[3, 2], [2, -3]]
    assert run("chlo.broadcast_shift_left", x, y).tolist() == [[28, 0], [20, 0]]
    got = run("chlo.broadcast_compare", x, y, result="i1",
              attributes="{comparison_direction = #chlo<comparison_direction GT>, "
                         "compare_type = #chlo<comparison_type NOTYPE>}")
    assert got.tolist() == [[True, False], [True, True]]
    z = run("chlo.broadcast_complex", np.array([[1.0], [2.0]], np.float32),
            np.array([3.0, 4.0], np.float32), result="complex<f32>", result_shape=(2, 2))
    assert z.tolist() == [[1 + 3j, 1 + 4j], [2 + 3j, 2 + 4j]]
    p = np.array([True, False])
    got = run("chlo.broadcast_select", p, x, np.array(0, np.int32), result="i32",
              result_shape=(2, 2))
    assert got.tolist() == [[7, 0], [5, 0]]


def test_operands_that_do_not_broadcast_are_an_evaluation_error():
    with pytest.raises(EvaluationError, match="do not broadcast"):
        run("chlo.broadcast_add", np.zeros((2, 3), np.float32), np.zeros((2,), np.float32),
            result_shape=(2, 3))


# --- next_after, mulhi, constants ------------------------------------------------------------

@pytest.mark.parametrize("et", [n for n in FLOATS if n != "f8E8M0FNU"])
def test_next_after_steps_to_the_neighbour(et):
    dtype = ELEMENT_TYPES[et].dtype
    info = ml_dtypes.finfo(dtype)
    x = np.array([1.0, 1.0, 0.0, -0.0, 2.0, float(info.max)]).astype(dtype)
    y = np.array([2.0, 0.0, 1.0, -1.0, 2.0, 0.0]).astype(dtype)
    got = run("chlo.next_after", x, y).astype(np.float64).tolist()
    tiny = float(info.smallest_subnormal)
    below_max = float(from_bit_pattern(bit_pattern(x[5:]) - np.uint64(1), ELEMENT_TYPES[et])[0])
    assert got == [1 + float(info.eps), 1 - float(info.epsneg), tiny, -tiny, 2.0, below_max], et
    nan = run("chlo.next_after", np.array([np.nan, 1.0]).astype(dtype),
              np.array([1.0, np.nan]).astype(dtype)).astype(np.float64)
    if not ELEMENT_TYPES[et].name.startswith(("f4", "f6")):
        assert np.isnan(nan).all()


@pytest.mark.parametrize("et", INTEGERS)
def test_mulhi_is_the_high_half_of_the_exact_product(et):
    t = ELEMENT_TYPES[et]
    lo, hi = (-(1 << (t.bits - 1)), (1 << (t.bits - 1)) - 1) if t.kind == "signed" \
        else (0, (1 << t.bits) - 1)
    rng = random.Random(7)
    x = np.array([lo, hi, hi, lo, 1] + [rng.randint(lo, hi) for _ in range(20)], dtype=object)
    y = np.array([lo, hi, lo, 1, hi] + [rng.randint(lo, hi) for _ in range(20)], dtype=object)
    got = run("chlo.mulhi", x.astype(t.dtype), y.astype(t.dtype))
    want = [(int(a) * int(b)) >> t.bits for a, b in zip(x, y)]
    assert [int(v) for v in got] == want


def test_constant_like_fills_the_operands_shape():
    x = np.zeros((2, 3), np.float16)
    text = ('func.func @main(%x: tensor<2x3xf16>) -> tensor<2x3xf16> {\n'
            '  %0 = "chlo.constant_like"(%x) <{value = 2.5 : f16}> : (tensor<2x3xf16>) -> '
            'tensor<2x3xf16>\n  return %0 : tensor<2x3xf16>\n}')
    got = reference.evaluate(text, [x])[0]
    assert got.dtype == np.float16 and got.tolist() == [[2.5] * 3] * 2
    text = ('func.func @main() -> tensor<2xi8> {\n'
            '  %0 = chlo.constant dense<[-1, 5]> : tensor<2xi8>\n  return %0 : tensor<2xi8>\n}')
    assert reference.evaluate(text, [])[0].tolist() == [-1, 5]


# --- declared Unspecified conditions -----------------------------------------------------------

def _mask(op, *operands):
    out = np.zeros(np.broadcast_shapes(*map(np.shape, operands)), bool)
    for u in IMPLEMENTATIONS[op].unspecified:
        out |= np.broadcast_to(u.mask(*operands), out.shape)
    return out


def test_poles_branch_cuts_and_special_cases_are_declared():
    assert _mask("chlo.lgamma", np.array([0.0, -2.0, -2.5, 1.0])).tolist() == \
        [True, True, False, False]
    assert _mask("chlo.acos", np.array([2 + 0j, 2 + 1j, 0.5 + 0j])).tolist() == \
        [True, False, False]
    assert _mask("chlo.asinh", np.array([0 + 2j, 0.5 + 2j])).tolist() == [True, False]
    assert _mask("chlo.zeta", np.array([2.5, 2.0, np.inf]), np.array([-1.5, 1.0, 1.0])
                 ).tolist() == [True, False, True]
    assert _mask("chlo.broadcast_divide", np.array([[1, 2]], np.int32),
                 np.array([0, 1], np.int32)).any()
    # a result the narrow type cannot hold: erf_inv(1) = inf in f8E4M3FN (no infinity)
    assert _mask("chlo.erf_inv", np.array([1.0, 0.5]).astype(ml_dtypes.float8_e4m3fn)
                 ).tolist() == [True, False]
