"""Triage of fuzz findings on complex<f64> results against XLA CPU (round 5): a map compared
under its body op's rule, the flush-subnormals allowance on the parts of complex inputs, the
bitcast_convert gap between complex widths and XLA's complex tanh near its poles.

Expected values come from exact arithmetic (fractions of the float inputs; tanh values computed
once with mpmath at 300 bits and written here as decimals), not from the reference."""
from fractions import Fraction

import numpy as np
import pytest

import spec
from fuzz.differential import Checker
from fuzz.findings import Finding
from fuzz.known import KNOWN, known_reason
from oracles.verdict import flush_subnormals, output_rule
from oracles.compare import EXACT, compare, find_divergence, rule_for
from oracles.xla import Xla
from tests.helpers.oracles import compile_with_jaxlib

def map_program(body: list[str], n: int = 3, t: str = "complex<f64>") -> str:
    args = ", ".join(f"%arg{i}: tensor<2x{t}>" for i in range(n))
    block = ", ".join(f"%a{i}: tensor<{t}>" for i in range(n))
    return f"""func.func @main({args}) -> (tensor<2x{t}>) {{
  %v1 = "stablehlo.map"({", ".join(f"%arg{i}" for i in range(n))}) ({{
  ^bb0({block}):
    {chr(10).join(body)}
    "stablehlo.return"(%m) : (tensor<{t}>) -> ()
  }}) {{dimensions = array<i64: 0>}} : ({", ".join([f"tensor<2x{t}>"] * n)}) -> tensor<2x{t}>
  "func.return"(%v1) : (tensor<2x{t}>) -> ()
}}"""


def scalar(op: str, lhs: str, rhs: str, t: str = "complex<f64>") -> str:
    return (f'%m = "stablehlo.{op}"({lhs}, {rhs}) : (tensor<{t}>, tensor<{t}>) -> '
            f'tensor<{t}>')


def rule_of(text: str):
    return output_rule(spec.parse(text).func("main"), 0, "xla")


# --- map: compared under its body op's rule (finding 0be1f60ec731d92d) ------------------------

def test_a_map_of_one_op_is_compared_under_that_ops_rule():
    assert rule_of(map_program([scalar("multiply", "%a0", "%a2")])) \
        == rule_for("multiply", "complex<f64>", "xla")
    assert rule_of(map_program([scalar("add", "%a1", "%a0", "f32")], t="f32")) \
        == rule_for("add", "f32", "xla")
    assert rule_of(map_program([scalar("maximum", "%a0", "%a1", "f32")], t="f32")) == EXACT


def test_a_map_of_several_ops_or_of_a_constant_stays_exact():
    two = [scalar("multiply", "%a0", "%a1").replace("%m =", "%p ="), scalar("add", "%p", "%a2")]
    assert rule_of(map_program(two)) == EXACT
    constant = ['%m = "stablehlo.constant"() {value = dense<(1.0, 0.0)> : tensor<complex<f64>>} '
                ': () -> tensor<complex<f64>>']
    assert rule_of(map_program(constant)) == EXACT


def exact_product(a: complex, b: complex) -> complex:
    """(a b) with each part rounded once from the exact value."""
    ar, ai, br, bi = (Fraction(x) for x in (a.real, a.imag, b.real, b.imag))
    return complex(float(ar * br - ai * bi), float(ar * bi + ai * br))


def test_the_findings_product_is_within_multiplys_rule_not_exact():
    a, b = 0.0019831592144249326 - 0.00034443461653017534j, 0.06550586467781329 - 10.775253099591167j
    want = exact_product(a, b)
    assert want == -0.0035814616102385886 - 0.021391604959595818j  # the reference's
    xla = -0.0035814616102385886 - 0.02139160495959582j  # XLA's, map or multiply alone
    expected, actual = np.array([want]), np.array([xla])
    assert not compare(expected, actual, EXACT).passed
    assert compare(expected, actual, rule_for("multiply", "complex<f64>", "xla")).passed


# --- convert: subnormal parts of complex inputs flushed one by one (finding 9aac748e81246132) --

def test_flush_zeroes_only_the_subnormal_part_of_a_complex_number():
    x = np.array([0.0020453734 + 1e-45j, -1e-45 - 3j, 1 + 2j], np.complex64)
    flushed = flush_subnormals(x)
    assert flushed.dtype == np.complex64
    assert flushed.tolist() == [np.complex64(0.0020453734).item(), -3j, 1 + 2j]
    assert np.signbit(flushed[1].real)  # a zero of the subnormal's sign
    normal = np.array([1 + 2j], np.complex64)
    assert flush_subnormals(normal) is normal


CONVERT = """func.func @main(%arg0: tensor<3xcomplex<f32>>) -> (tensor<3xcomplex<f64>>) {
  %v1 = "stablehlo.convert"(%arg0) : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f64>>
  "func.return"(%v1) : (tensor<3xcomplex<f64>>) -> ()
}"""


@pytest.mark.jaxlib
def test_xla_converting_a_complex_with_a_subnormal_part_is_no_finding():
    x = np.array([0.0020453734 + 1e-45j, 1e-45 - 1e-45j, 1.5 - 2j], np.complex64)
    checker = Checker(["reference", "xla"])
    try:
        result = checker.valid(CONVERT, [x], "convert")
        assert result.statuses.get("xla") == "ok", result.statuses
        assert not result.findings, [f.message for f in result.findings]
    finally:
        checker.close()


# --- bitcast_convert between complex widths: a type gap of XLA (finding 9a17ec3b290d6ce4) -----

def bitcast(src: str, dst: str) -> str:
    return f"""func.func @main(%x: tensor<{src}>) -> tensor<{dst}> {{
  %r = "stablehlo.bitcast_convert"(%x) : (tensor<{src}>) -> tensor<{dst}>
  "func.return"(%r) : (tensor<{dst}>) -> ()
}}"""


@pytest.mark.parametrize("src, dst", [("2xcomplex<f32>", "complex<f64>"),
                                      ("3x2xcomplex<f32>", "3xcomplex<f64>"),
                                      ("complex<f64>", "2xcomplex<f32>")])
def test_bitcast_between_complex_widths_is_unsupported_by_xla(src, dst):
    module = spec.parse(bitcast(src, dst))
    assert not spec.verify.verify(module)
    ok, why = Xla().supports(module)
    assert not ok and "stablehlo.bitcast_convert on complex<" in why \
        and "BitcastDtypesExpander" in why, why


@pytest.mark.parametrize("src, dst", [("complex<f32>", "complex<f32>"),
                                      ("2xcomplex<f64>", "2xcomplex<f64>")])
def test_bitcast_between_complex_types_of_one_width_is_supported_by_xla(src, dst):
    assert Xla().supports(spec.parse(bitcast(src, dst))) == (True, "")


@pytest.mark.jaxlib
def test_bitcast_between_complex_widths_compile():
    code, _, err = compile_with_jaxlib(bitcast("2xcomplex<f32>", "complex<f64>"))
    assert code == -6 and "unhandled type" in err and "BitcastDtypesExpander" in err, err
    code, _, err = compile_with_jaxlib(bitcast("complex<f64>", "2xcomplex<f32>"))
    assert code == 1 and "PRIMITIVE_TYPE_INVALID" in err, err
    code, _, err = compile_with_jaxlib(bitcast("2xcomplex<f32>", "2xcomplex<f32>"))
    assert code == 0, err


# --- tanh: XLA's complex tanh near its poles (finding 9941c9256332345a) -----------------------

def ulps_of_modulus(actual: complex, exact: tuple[str, str]) -> float:
    """The larger part's error in ULPs of |exact| (exact: decimal real and imaginary parts)."""
    re, im = (Fraction(x) for x in exact)
    spacing = Fraction(float(np.spacing(abs(complex(float(re), float(im))))))
    return float(max(abs(re - Fraction(actual.real)), abs(im - Fraction(actual.imag))) / spacing)


@pytest.mark.jaxlib
def test_xla_complex_tanh_loses_accuracy_near_a_pole():
    import jax
    import jax.numpy as jnp
    jax.config.update("jax_enable_x64", True)
    z = complex(-1.982258916429029e-06, 1.5707986528173956)  # 2e-6 from i pi/2
    exact = ("-212239.3996109676328349233", "-249045.9821234281829756597")  # mpmath, 300 bits
    xla = complex(jax.jit(jnp.tanh)(np.complex128(z)))
    assert ulps_of_modulus(xla, exact) > 1e4
    far = complex(0.7, 0.3)
    assert ulps_of_modulus(complex(jax.jit(jnp.tanh)(np.complex128(far))),
                           ("0.6398359302631799703537356", "0.1897170915190869197451828")) <= 3


def test_complex_tanh_wrong_results_of_xla_are_known_narrowly():
    finding = Finding("wrong-result", "tanh", "complex<f64>", "xla", "reference",
                      "<= 3 ULP of |result|", "", "")
    assert known_reason(finding)
    assert find_divergence(KNOWN, "xla", "tanh", "complex<f32>", "wrong-result")
    assert not find_divergence(KNOWN, "xla", "tanh", "f32", "wrong-result")
    assert not find_divergence(KNOWN, "xla", "tanh", "complex<f64>", "crash")
    assert not find_divergence(KNOWN, "stablehlo-interpreter", "tanh", "complex<f64>",
                               "wrong-result")
