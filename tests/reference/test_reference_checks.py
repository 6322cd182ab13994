"""The check ops and the check custom calls: each rule passing and failing, the failure message,
NaN / infinity / signed-zero rules, ULP distances of every float family (bit patterns written
by hand), and custom_call's target registry."""
import math
import re
import struct

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import reference
import spec
from reference import checks, values
from reference.errors import CheckFailure, EvaluationError, NotImplementedYet
from spec.types import ELEMENT_TYPES, QuantizedElementType


def run(body: str) -> None:
    """Evaluates a function without arguments made of `body` (check ops raise)."""
    reference.evaluate("func.func @f() {\n" + body + "\n  func.return\n}", [], "f")


def bits(pattern, name: str) -> np.ndarray:
    return values.from_bit_pattern(np.asarray(pattern, np.uint64), ELEMENT_TYPES[name])


def const(name: str, dense: str, type_: str) -> str:
    return f'  %{name} = "stablehlo.constant"() {{value = dense<{dense}> : {type_}}} : () -> {type_}'


def eq_const(value: str, dense: str, type_: str, op="check.expect_eq_const") -> str:
    return f'  "{op}"(%{value}) {{value = dense<{dense}> : {type_}}} : ({type_}) -> ()'


# -- expect_eq / expect_eq_const ------------------------------------------------------------

@pytest.mark.parametrize("type_, dense", [
    ("tensor<2xi1>", "[true, false]"),
    ("tensor<2xi64>", "[-9223372036854775808, 9223372036854775807]"),
    ("tensor<2xui4>", "[0, 15]"),
    ("tensor<3xf32>", "[-0.0, 1.5, 0x7F800000]"),
    ("tensor<2xbf16>", "[0.5, 0xFF80]"),
    ("tensor<2xf8E4M3FN>", "[448.0, -0.001953125]"),
    ("tensor<1xcomplex<f64>>", "[(1.5, -0.0)]"),
])
def test_expect_eq_const_passes_on_the_same_values(type_, dense):
    run(const("x", dense, type_) + "\n" + eq_const("x", dense, type_))


def test_expect_eq_failure_names_index_values_and_count():
    t = "tensor<2x2xi32>"
    with pytest.raises(CheckFailure) as e:
        run(const("x", "[[1, 2], [3, 4]]", t) + "\n" + eq_const("x", "[[1, 2], [5, 6]]", t))
    message = str(e.value)
    assert message.startswith("check.expect_eq_const at 3:3: ")
    assert "2 of 4 elements differ" in message
    assert "first at index [1, 0]: expected 5, actual 3" in message


def test_expect_eq_compares_operands():
    t = "tensor<2xf32>"
    with pytest.raises(CheckFailure, match=r"index \[1\]: expected 2\.5, actual 2\.0"):
        run(const("a", "[1.0, 2.0]", t) + "\n" + const("b", "[1.0, 2.5]", t) + "\n"
            f'  "check.expect_eq"(%a, %b) : ({t}, {t}) -> ()')


def test_expect_eq_any_nan_equals_any_nan_but_zeros_differ_by_sign():
    t = "tensor<2xf32>"
    run(const("x", "[0x7FC00000, 0xFF800001]", t) + "\n" + eq_const("x", "[0xFFC00000, 0x7FC12345]", t))
    with pytest.raises(CheckFailure, match=r"expected 0\.0, actual -0\.0"):
        run(const("x", "[-0.0, 1.0]", t) + "\n" + eq_const("x", "[0.0, 1.0]", t))


def test_expect_eq_complex_compares_each_component():
    t = "tensor<1xcomplex<f32>>"
    run(const("x", "[(0x7FC00000, 1.0)]", t) + "\n" + eq_const("x", "[(0x7FC00001, 1.0)]", t))
    with pytest.raises(CheckFailure, match=r"expected \(1\.0, 0\.0\), actual \(1\.0, -0\.0\)"):
        run(const("x", "[(1.0, -0.0)]", t) + "\n" + eq_const("x", "[(1.0, 0.0)]", t))


def test_expect_eq_narrow_float_message_is_in_the_element_type():
    t = "tensor<1xbf16>"
    with pytest.raises(CheckFailure, match=r"expected 1\.0078125, actual 1\.0"):
        run(const("x", "[1.0]", t) + "\n" + eq_const("x", "[0x3F81]", t))


def test_expect_eq_values_of_different_types_never_match():
    with pytest.raises(CheckFailure, match=r"actual tensor<2xf32> and expected tensor<2xf64> have different types"):
        checks.expect_eq(np.zeros(2, np.float32), np.zeros(2, np.float64))
    with pytest.raises(CheckFailure, match="different types"):
        checks.expect_eq(np.zeros(2, np.int8), np.zeros(3, np.int8))


def test_expect_eq_tuples_tokens_and_quantized_tensors():
    a, b = np.array([1, 2], np.int32), np.array([1, 3], np.int32)
    checks.expect_eq((a, values.TOKEN), (a.copy(), values.TOKEN))
    with pytest.raises(CheckFailure, match=r"^tuple element 1: 1 of 2 elements differ"):
        checks.expect_eq((a, a), (a, b))
    q = QuantizedElementType(ELEMENT_TYPES["i8"], -128, 127, ELEMENT_TYPES["f32"], (0.5,), (0,))
    r = QuantizedElementType(ELEMENT_TYPES["i8"], -128, 127, ELEMENT_TYPES["f32"], (0.25,), (0,))
    s = np.array([1, 2], np.int8)
    checks.expect_eq(values.QuantizedTensor(s, q), values.QuantizedTensor(s.copy(), q))
    with pytest.raises(CheckFailure, match=r"differ \(storage values\).*expected 3, actual 2"):
        checks.expect_eq(values.QuantizedTensor(s, q), values.QuantizedTensor(np.array([1, 3], np.int8), q))
    with pytest.raises(CheckFailure, match="different types"):
        checks.expect_eq(values.QuantizedTensor(s, q), values.QuantizedTensor(s, r))


# -- expect_almost_eq / expect_almost_eq_const (G6) ----------------------------------------

def test_g6_example_of_seed_004():
    """0.2 is almost equal to 0.19999 (tolerance 0.0001) but not bitwise equal."""
    body = const("x", "0.2", "tensor<f32>") + "\n"
    run(body + eq_const("x", "0.19999", "tensor<f32>", "check.expect_almost_eq_const"))
    with pytest.raises(CheckFailure):
        run(body + eq_const("x", "0.19999", "tensor<f32>"))


@pytest.mark.parametrize("actual, expected, ok", [
    (0.2, 0.1998, False),          # |d| = 2e-4 > 1e-4 (absolute below 1)
    (4e-8, 0.0, True),             # a sine of an 8-digit pi against 0.0
    (10000.5, 10000.0, True),      # |d| = 0.5 <= 1e-4 * 10000 (relative above 1)
    (10002.0, 10000.0, False),
    (-0.0, 0.0, True),
    (math.inf, math.inf, True),
    (-math.inf, math.inf, False),
    (3.0e38, math.inf, False),     # no infinite tolerance from an infinite expected value
    (math.inf, 3.0e38, False),
    (math.nan, math.nan, True),
    (math.nan, 1.0, False),
    (1.0, math.nan, False),
])
def test_almost_eq_rule(actual, expected, ok):
    a, e = np.array([actual]), np.array([expected])
    if ok:
        checks.expect_almost_eq(a, e)
    else:
        with pytest.raises(CheckFailure, match=r"\|actual - expected\| <= 0\.0001 \* max\(1, \|expected\|\)"):
            checks.expect_almost_eq(a, e)


def test_almost_eq_tolerance_attribute():
    t = "tensor<f32>"

    def check(tolerance):
        run(const("x", "1.05", t) + "\n" + f'  "check.expect_almost_eq_const"(%x) '
            f'{{value = dense<1.0> : {t}, tolerance = {tolerance} : f64}} : ({t}) -> ()')
    check("0.1")
    with pytest.raises(CheckFailure, match=r"<= 0\.01 \*.*\(difference 0\.05"):
        check("0.01")


def test_almost_eq_integers_and_booleans_are_exact():
    checks.expect_almost_eq(np.array([7], np.int32), np.array([7], np.int32))
    with pytest.raises(CheckFailure, match="rule: equal values.*expected 8, actual 7"):
        checks.expect_almost_eq(np.array([7], np.int32), np.array([8], np.int32))
    with pytest.raises(CheckFailure, match="expected false, actual true"):
        checks.expect_almost_eq(np.array(True), np.array(False))


def test_almost_eq_complex_each_component_within_tolerance():
    checks.expect_almost_eq(np.array([1 + 0.00005j], np.complex64), np.array([1 + 0j], np.complex64))
    with pytest.raises(CheckFailure, match=r"index \[0\]"):
        checks.expect_almost_eq(np.array([1 + 0.001j], np.complex64), np.array([1 + 0j], np.complex64))


def test_almost_eq_narrow_type():
    x = np.array([0.5], ml_dtypes.bfloat16)
    checks.expect_almost_eq(x, x.copy())
    with pytest.raises(CheckFailure, match=r"expected 0\.50390625, actual 0\.5"):
        checks.expect_almost_eq(x, bits([0x3F01], "bf16"))


def test_negative_tolerance_is_an_error():
    with pytest.raises(EvaluationError, match="tolerance must be a non-negative number"):
        checks.expect_almost_eq(np.zeros(1), np.zeros(1), tolerance=-1.0)


# -- expect_close (ULP distance) ------------------------------------------------------------

def ulps(a: np.ndarray, b: np.ndarray) -> int:
    """The ULP distance the failure message reports (expect_close with an empty range)."""
    with pytest.raises(CheckFailure) as e:
        checks.expect_close(a, b, min_ulp_difference=10**9, max_ulp_difference=10**9)
    return int(re.search(r"\((\d+) ULP apart\)", str(e.value)).group(1))


@pytest.mark.parametrize("name, a, b, distance", [
    ("f32", 0x3F800000, 0x3F800001, 1),       # 1.0 and the next float
    ("f32", 0x00000001, 0x80000001, 2),       # -min subnormal, +-0, +min subnormal
    ("f32", 0x80000000, 0x00000000, 0),       # -0.0 and +0.0
    ("f32", 0x7F7FFFFF, 0x7F800000, 1),       # max finite and +inf
    ("f32", 0xFF800000, 0x7F800000, 2 * 0x7F800000),
    ("f64", 0x3FF0000000000000, 0x3FF0000000000003, 3),
    ("f64", 0xFFF0000000000000, 0x7FF0000000000000, 2 * 0x7FF0000000000000),
    ("bf16", 0x3F80, 0x3F82, 2),
    ("f16", 0x3C00, 0xBC00, 2 * 0x3C00),     # 1.0 and -1.0
    ("f8E4M3FN", 0x7E, 0x7D, 1),              # 448 and 416
    ("f8E4M3FNUZ", 0x01, 0x81, 2),            # no negative zero: still +-min subnormal
    ("f8E5M2FNUZ", 0x00, 0x81, 1),
    ("f8E5M2", 0x7B, 0x7C, 1),                # max finite and +inf
    ("f8E8M0FNU", 0x7F, 0x80, 1),             # 2^0 and 2^1: no sign bit
    ("f8E8M0FNU", 0x00, 0xFE, 254),
    ("f6E2M3FN", 0x01, 0x21, 2),
    ("f6E3M2FN", 0x1F, 0x3F, 62),             # max and -max
    ("f4E2M1FN", 0x7, 0x9, 8),                # 6.0 and -0.5: 7 + 1
])
def test_ulp_distance_of_float_types(name, a, b, distance):
    x, y = bits([a], name), bits([b], name)
    if distance:
        assert ulps(x, y) == distance
    else:
        checks.expect_close(x, y, max_ulp_difference=0)


def test_ulp_distance_of_integers_is_their_difference():
    assert ulps(np.array([-128], np.int8), np.array([127], np.int8)) == 255
    assert ulps(np.array([0], np.uint64), np.array([2**64 - 1], np.uint64)) == 2**64 - 1
    assert ulps(np.array([-2**63], np.int64), np.array([2**63 - 1], np.int64)) == 2**64 - 1
    assert ulps(np.array([False]), np.array([True])) == 1


def test_ulp_distance_of_complex_is_the_larger_component_distance():
    a = np.array([complex(1.0, 1.0)], np.complex64)
    b = np.array([complex(np.nextafter(np.float32(1), np.float32(2)), np.float32(1) + 3 * np.finfo(np.float32).eps)],
                 np.complex64)
    assert ulps(a, b) == 3


@settings(max_examples=200, deadline=None)
@given(st.floats(width=32, allow_nan=False, allow_infinity=False))
def test_neighbouring_f32_values_are_one_ulp_apart(x):
    x = np.float32(x)
    with np.errstate(over="ignore"):
        up = np.nextafter(x, np.float32(np.inf))  # the largest finite value goes to infinity
    assert ulps(np.array([x]), np.array([up])) == 1


@settings(max_examples=200, deadline=None)
@given(st.floats(width=64, allow_nan=False), st.floats(width=64, allow_nan=False))
def test_f64_ulp_distance_matches_ordered_bit_patterns(x, y):
    def key(v):  # the IEEE bits read as sign-magnitude integers
        n = struct.unpack("<q", struct.pack("<d", v))[0]
        return -(n & 0x7FFFFFFFFFFFFFFF) if n < 0 else n
    distance = abs(key(x) - key(y))
    if distance == 0:
        checks.expect_close(np.array([x]), np.array([y]), max_ulp_difference=0)
    else:
        assert ulps(np.array([x]), np.array([y])) == distance


def test_expect_close_default_is_one_ulp():
    one = np.array([1.0], np.float32)
    checks.expect_close(one, bits([0x3F800001], "f32"))
    with pytest.raises(CheckFailure, match=r"0 <= ULP distance <= 1.*\(2 ULP apart\)"):
        checks.expect_close(one, bits([0x3F800002], "f32"))
    checks.expect_close(one, bits([0x3F800002], "f32"), max_ulp_difference=3)


def test_expect_close_min_ulp_difference():
    one = np.array([1.0], np.float32)
    with pytest.raises(CheckFailure, match=r"1 <= ULP distance <= 2.*\(0 ULP apart\)"):
        checks.expect_close(one, one, min_ulp_difference=1, max_ulp_difference=2)
    with pytest.raises(EvaluationError, match="0 <= min_ulp_difference <= max_ulp_difference"):
        checks.expect_close(one, one, min_ulp_difference=3, max_ulp_difference=2)


def test_expect_close_nan_rules():
    nan, one = np.array([np.nan]), np.array([1.0])
    checks.expect_close(nan, -nan, max_ulp_difference=0)
    with pytest.raises(CheckFailure, match=r"\(one is NaN\)"):
        checks.expect_close(nan, one, max_ulp_difference=10**6)


def test_expect_close_in_a_program_keeps_an_explicit_max_ulp_difference():
    t = "tensor<2xf32>"
    prog = (const("a", "[1.0, 2.0]", t) + "\n" + const("b", "[0x3F800003, 2.0]", t) + "\n"
            f"  check.expect_close %a, %b, max_ulp_difference = 3 : {t}, {t}")
    module = spec.parse("func.func @f() {\n" + prog + "\n  func.return\n}")
    close = [op for op in module.walk() if op.name == "check.expect_close"][0]
    assert close.attributes["max_ulp_difference"].value == 3  # not dropped as a default
    run(prog)
    with pytest.raises(CheckFailure, match=r"1 of 2 elements differ.*\(3 ULP apart\)"):
        run(prog.replace("max_ulp_difference = 3", "max_ulp_difference = 2"))


# -- expect_serialized_eq -------------------------------------------------------------------

def probed(recorded: str, expected: str, t: str = "tensor<2xf32>") -> str:
    """A probe of `recorded` and an expect_serialized_eq of it against `expected`."""
    return (const("r", recorded, t) + "\n" + const("e", expected, t) + "\n"
            f'  %p = "interpreter.probe"(%r) {{probe_id = "p"}} : ({t}) -> {t}\n'
            f'  "check.expect_serialized_eq"(%e) {{probe_id = "p"}} : ({t}) -> ()')


def test_expect_serialized_eq_takes_the_expect_eq_rule():
    run(probed("[0x7FC00000, 1.0]", "[0xFFC00001, 1.0]"))  # any NaN equals any NaN
    with pytest.raises(CheckFailure, match="probe 'p', iteration 0: 1 of 2 elements differ"):
        run(probed("[-0.0, 1.0]", "[0.0, 1.0]"))
    with pytest.raises(CheckFailure, match="different types"):
        run(probed("[1.0, 2.0]", "[1.0, 2.0]").replace(
            '"check.expect_serialized_eq"(%e) {probe_id = "p"} : (tensor<2xf32>)',
            '"check.expect_serialized_eq"(%f) {probe_id = "p"} : (tensor<2xf64>)').replace(
            "  %p =", '  %f = "stablehlo.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf64>} '
                     ": () -> tensor<2xf64>\n  %p ="))


def test_expect_serialized_eq_without_a_recorded_value_is_an_error():
    t = "tensor<f32>"
    with pytest.raises(EvaluationError, match="probe 'p' recorded 0 value"):
        run(const("x", "1.0", t) + "\n"
            f'  "check.expect_serialized_eq"(%x) {{probe_id = "p"}} : ({t}) -> ()')


# -- custom_call ----------------------------------------------------------------------------

def test_check_eq_custom_call_returns_i1():
    t = "tensor<2xf32>"
    body = (const("a", "[1.0, 0x7FC00000]", t) + "\n" + const("b", "[1.0, 0xFFC00001]", t) + "\n"
            + const("c", "[1.0, -0.0]", t) + "\n"
            f"  %e = stablehlo.custom_call @check.eq(%a, %b) : ({t}, {t}) -> tensor<i1>\n"
            f"  %f = stablehlo.custom_call @check.eq(%a, %c) : ({t}, {t}) -> tensor<i1>\n")
    run(body + eq_const("e", "true", "tensor<i1>") + "\n" + eq_const("f", "false", "tensor<i1>"))
    assert reference.evaluate("func.func @f() -> tensor<i1> {\n" + body + "  return %f : tensor<i1>\n}",
                              [], "f")[0].tolist() is False


def test_check_custom_calls_fail_like_the_check_ops():
    t = "tensor<f32>"

    def call(target, attributes=""):
        run(const("a", "1.0", t) + "\n" + const("b", "1.00001", t) + "\n"
            f"  stablehlo.custom_call @{target}(%a, %b) {attributes} : ({t}, {t}) -> ()")
    call("check.expect_almost_eq", "{has_side_effect = true}")
    with pytest.raises(CheckFailure, match=r"^stablehlo\.custom_call at 4:3: check\.expect_almost_eq: "
                                           r"1 of 1 elements differ \(rule: \|actual - expected\| <= 1e-06"):
        call("check.expect_almost_eq", "{backend_config = {tolerance = 1.0e-6 : f64}}")
    with pytest.raises(CheckFailure, match=r"check\.expect_eq: .*expected 1\.00001, actual 1\.0"):
        call("check.expect_eq")
    with pytest.raises(CheckFailure, match=r"check\.expect_close: .*<= 3\b"):
        call("check.expect_close")  # upstream's runner: 0 to 3 ULPs
    call("check.expect_close", "{backend_config = {max_ulp_difference = 100 : i64}}")


def test_unknown_custom_call_target():
    t = "tensor<f32>"
    with pytest.raises(NotImplementedYet, match=r"at 3:3: custom_call target foo is not implemented in the reference"):
        run(const("a", "1.0", t) + "\n" + f"  stablehlo.custom_call @foo(%a) : ({t}) -> ()")


def test_custom_call_arity_and_result_count_errors():
    t = "tensor<f32>"
    with pytest.raises(EvaluationError, match=r"target check\.eq does not take 1 input\(s\)"):
        run(const("a", "1.0", t) + "\n" + f"  %r = stablehlo.custom_call @check.eq(%a) : ({t}) -> tensor<i1>")
    with pytest.raises(EvaluationError, match=r"check\.expect_eq produces 0 result\(s\), the call declares 1"):
        run(const("a", "1.0", t) + "\n" + f"  %r = stablehlo.custom_call @check.expect_eq(%a, %a) : ({t}, {t}) -> {t}")


@pytest.mark.parametrize("target, expected, ok", [
    ("check.expect_close", "[0x3F800003, 2.0]", True),      # 3 ULP: the runner's max
    ("check.expect_close", "[0x3F800004, 2.0]", False),     # 4 ULP
    ("check.expect_almost_eq", "[1.0009, 2.0]", True),      # within the runner's 0.001
    ("check.expect_almost_eq", "[1.0011, 2.0]", False),
])
def test_custom_call_checks_are_judged_as_upstreams_runner_judges_them(target, expected, ok):
    """`custom_call @check.expect_close` is 0 to 3 ULPs and `@check.expect_almost_eq` 0.001
    in upstream's test runner, not the dialect ops' defaults (1 ULP, 0.0001)."""
    t = "tensor<2xf32>"
    prog = (const("a", "[1.0, 2.0]", t) + "\n" + const("b", expected, t) + "\n"
            f"  stablehlo.custom_call @{target}(%a, %b) : ({t}, {t}) -> ()")
    if ok:
        run(prog)
    else:
        with pytest.raises(CheckFailure):
            run(prog)
