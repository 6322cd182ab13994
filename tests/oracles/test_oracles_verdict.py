"""oracles/verdict.py: the verdict of a case (rules per output, profiles, the flush-subnormals
rerun, statuses) and the matching of known divergences."""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import spec
from oracles.base import Outcome
from oracles.reference import Reference
from oracles.verdict import DIVERGENCES, judge, known_divergence
from reports.cases import Case, divergence_keys, generated_cases
from fractions import Fraction
from oracles.verdict import flush_subnormals, output_rule
from oracles.compare import EXACT, compare, rule_for
from spec.build import dense, function, i64_array, region, tensor_type

TWO_OUTPUTS = """
func.func @main(%x: tensor<2xf32>, %i: tensor<2xi32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %0 = stablehlo.exponential %x : tensor<2xf32>
  %1 = stablehlo.add %i, %i : tensor<2xi32>
  func.return %0, %1 : tensor<2xf32>, tensor<2xi32>
}
"""

MULTIPLY = """
func.func @main(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
"""


def run(text, inputs):
    module = spec.parse(text)
    return module, Reference().run(module, inputs)


def test_outputs_are_judged_by_the_rule_of_the_op_computing_each():
    inputs = [np.array([1.0, 2.0], np.float32), np.array([1, 2], np.int32)]
    module, expected = run(TWO_OUTPUTS, inputs)
    e = expected.outputs[0]
    two_ulps = np.nextafter(np.nextafter(e, np.inf), np.inf).astype(np.float32)
    verdict = judge(module, inputs, expected, Outcome("ok", [two_ulps, expected.outputs[1]]),
                    "xla")
    assert verdict.passed and [str(r).split(" (")[0] for r in verdict.rules] == ["<= 2 ULP",
                                                                                 "exact"]
    exact = judge(module, inputs, expected, Outcome("ok", [two_ulps, expected.outputs[1]]),
                  "xla", profile="exact")
    assert (exact.status, exact.output, exact.key, exact.kind) == ("fail", 0, "f32",
                                                                   "wrong-result")


def test_the_first_output_that_differs_names_the_key():
    inputs = [np.array([1.0, 2.0], np.float32), np.array([1, 2], np.int32)]
    module, expected = run(TWO_OUTPUTS, inputs)
    wrong = Outcome("ok", [expected.outputs[0], np.array([2, 5], np.int32)])
    verdict = judge(module, inputs, expected, wrong, "xla")
    assert (verdict.status, verdict.output, verdict.key) == ("fail", 1, "i32")
    assert verdict.message.startswith("output 1: fail (exact)")
    assert verdict.failed is verdict.verdicts[1] and verdict.verdicts[0].passed


def test_an_outcome_that_is_not_ok_is_the_verdict():
    inputs = [np.array([1.0, 2.0], np.float32), np.array([1, 2], np.int32)]
    module, expected = run(TWO_OUTPUTS, inputs)
    verdict = judge(module, inputs, expected, Outcome("crash", message="died"), "xla")
    assert (verdict.status, verdict.kind, verdict.key, verdict.message) == (
        "crash", "crash", "i32", "died")
    assert not verdict.passed and verdict.failed is None


REMAINDER = MULTIPLY.replace("multiply", "remainder")


@pytest.mark.parametrize("profile", ["default", "strict"])
def test_flush_subnormals_holds_element_by_element(profile):
    """XLA CPU reads remainder(1e-45, -1e-45)'s divisor as zero (NaN) but keeps the dividend
    -1e-45 of remainder(-1e-45, 1.2e-38): neither the inputs as given nor all of them flushed
    explain both elements, each element explains itself. A value neither side gives still
    fails, and an oracle without the allowance gets no second comparison."""
    inputs = [np.array([1e-45, -1e-45], np.float32),
              np.array([-1e-45, 1.1754944e-38], np.float32)]
    module, expected = run(REMAINDER, inputs)
    assert expected.outputs[0][0] == 0 and expected.outputs[0][1] == np.float32(-1e-45)

    def rerun(flushed_inputs):
        return Reference().run(module, flushed_inputs)

    mixed = Outcome("ok", [np.array([np.nan, -1e-45], np.float32)])
    verdict = judge(module, inputs, expected, mixed, "xla", profile=profile, rerun=rerun)
    assert verdict.passed, verdict.message
    if profile == "strict":  # default's 1 ULP already takes -0 for -1e-45 on the flushed side
        assert "subnormals read as zero" in verdict.verdicts[0].rule
    wrong = Outcome("ok", [np.array([np.nan, 5.0], np.float32)])
    assert judge(module, inputs, expected, wrong, "xla", profile=profile,
                 rerun=rerun).status == "fail"
    assert judge(module, inputs, expected, mixed, "stablehlo-interpreter", profile=profile,
                 rerun=rerun).status == "fail"


def test_flush_subnormals_compares_again_with_the_inputs_read_as_zero():
    """xla's allowance: a subnormal input read as zero gives 0, not 1e-45 * 2^100."""
    inputs = [np.array([1e-45, 1.0], np.float32), np.array([2.0 ** 100, 3.0], np.float32)]
    module, expected = run(MULTIPLY, inputs)
    flushed = Outcome("ok", [np.array([0.0, 3.0], np.float32)])
    reruns = []

    def rerun(flushed_inputs):
        reruns.append(flushed_inputs)
        return Reference().run(module, flushed_inputs)

    assert judge(module, inputs, expected, flushed, "xla", rerun=rerun).passed
    assert reruns[0][0].tolist() == [0.0, 1.0]
    assert judge(module, inputs, expected, flushed, "xla").status == "fail"  # no rerun
    assert judge(module, inputs, expected, flushed, "reference", rerun=rerun).status == "fail"
    assert len(reruns) == 1  # only under the allowance


def test_a_known_divergence_matches_by_op_key_and_kind():
    entry = next(d for d in DIVERGENCES if "what" in d and d["op"] != "*"
                 and "*" not in d["types"])
    kind = entry["what"][0]
    assert known_divergence(entry["oracle"], entry["op"], ["none", entry["types"][0]],
                            kind) is entry
    other = next(k for k in ("wrong-result", "crash") if k not in entry["what"])
    # of another kind, this entry does not match (an entry of that kind and any op may)
    assert known_divergence(entry["oracle"], entry["op"], [entry["types"][0]],
                            other) is not entry
    assert known_divergence("no-such-oracle", entry["op"], [entry["types"][0]], kind) is None


def test_a_known_divergence_of_a_chlo_op_matches_by_its_operand_type():
    """chlo.is_pos_inf on f4E2M1FN has an i1 result: the entry names the operand's type, which
    the case's keys (conformance) and the program (campaign findings) both supply."""
    text = """func.func @main(%x: tensor<2xf4E2M1FN>) -> tensor<2xi1> {
  %0 = chlo.is_pos_inf %x : tensor<2xf4E2M1FN> -> tensor<2xi1>
  return %0 : tensor<2xi1>
}"""
    assert known_divergence("xla", "chlo.is_pos_inf", ["i1"], "wrong-result") is None
    assert known_divergence("xla", "chlo.is_pos_inf", ["i1"], "wrong-result", text) is not None
    case = Case("chlo.is_pos_inf/i1/case_1", "chlo.is_pos_inf", "i1", "test", "generated", text)
    assert "f4E2M1FN" in divergence_keys(case)


# ---------------------------------------------------------------------------------------------
# Regressions: complex<f64> results of XLA CPU: expected values from exact arithmetic (fractions of the
# float inputs; tanh values computed once with mpmath at 300 bits), not from the reference.

def map_program(body, n: int = 3, t: str = "complex<f64>") -> spec.Module:
    """@main mapping n tensor<2xt> arguments with the region whose ops `body(builder,
    arguments, scalar type)` appends, returning the value it returns."""
    s = tensor_type((), t)
    return spec.Module([function("main", [tensor_type((2,), t)] * n, lambda b, args: b.op(
        "map", args, [tensor_type((2,), t)], {"dimensions": i64_array([0])},
        [region([s] * n, lambda rb, a: [body(rb, a, s)])]), visibility="public")])


def scalar(op: str, lhs: int, rhs: int):
    """A map body applying `op` to its arguments `lhs` and `rhs`."""
    return lambda b, args, s: b.op(op, [args[lhs], args[rhs]], [s])[0]


def rule_of(module: spec.Module):
    return output_rule(module.func("main"), 0, "xla")


# --- map: compared under its body op's rule (finding 0be1f60ec731d92d) ------------------------

def test_map_regression_0be1f60ec731d92d_one_op_body_takes_its_rule():
    """A map whose body is one op is compared under that op's rule, so XLA's complex multiply in
    a map gets multiply's tolerance."""
    assert rule_of(map_program(scalar("multiply", 0, 2))) \
        == rule_for("multiply", "complex<f64>", "xla")
    assert rule_of(map_program(scalar("add", 1, 0), t="f32")) == rule_for("add", "f32", "xla")
    assert rule_of(map_program(scalar("maximum", 0, 1), t="f32")) == EXACT


def test_map_regression_0be1f60ec731d92d_other_bodies_stay_exact():
    """A map body of several ops, or of no arithmetic op, stays compared exactly."""
    def two(b, args, s):
        product = b.op("multiply", args[:2], [s])[0]
        return b.op("add", [product, args[2]], [s])[0]
    assert rule_of(map_program(two)) == EXACT

    def constant(b, args, s):
        return b.op("constant", [], [s], {"value": dense(1 + 0j, "complex<f64>")})[0]
    assert rule_of(map_program(constant)) == EXACT


def exact_product(a: complex, b: complex) -> complex:
    """(a b) with each part rounded once from the exact value."""
    ar, ai, br, bi = (Fraction(x) for x in (a.real, a.imag, b.real, b.imag))
    return complex(float(ar * br - ai * bi), float(ar * bi + ai * br))


def test_map_regression_0be1f60ec731d92d_product_within_multiply_rule():
    """XLA's complex<f64> product, in a map or alone, is 1 ULP off the exactly rounded one: not
    exact, within multiply's rule."""
    a, b = 0.0019831592144249326 - 0.00034443461653017534j, 0.06550586467781329 - 10.775253099591167j
    want = exact_product(a, b)
    assert want == -0.0035814616102385886 - 0.021391604959595818j  # the reference's
    xla = -0.0035814616102385886 - 0.02139160495959582j  # XLA's, map or multiply alone
    expected, actual = np.array([want]), np.array([xla])
    assert not compare(expected, actual, EXACT).passed
    assert compare(expected, actual, rule_for("multiply", "complex<f64>", "xla")).passed


# --- convert: subnormal parts of complex inputs flushed one by one (finding 9aac748e81246132) --

def test_convert_regression_9aac748e81246132_flush_only_the_subnormal_part():
    """flush_subnormals flushes the subnormal part of a complex value alone, to a zero of its
    sign, and returns an array without subnormals as is."""
    x = np.array([0.0020453734 + 1e-45j, -1e-45 - 3j, 1 + 2j], np.complex64)
    flushed = flush_subnormals(x)
    assert flushed.dtype == np.complex64
    assert flushed.tolist() == [np.complex64(0.0020453734).item(), -3j, 1 + 2j]
    assert np.signbit(flushed[1].real)  # a zero of the subnormal's sign
    normal = np.array([1 + 2j], np.complex64)
    assert flush_subnormals(normal) is normal


def test_quantized_results_are_judged_by_their_storage_and_type():
    """uniform_quantize's result is a QuantizedTensor: its storage compared exactly and its
    quantized type checked; uniform_dequantize's rule comes from its float result (the
    verdict once raised on both: the mutation benchmark's false kills)."""
    for op in ("uniform_dequantize", "uniform_quantize"):
        case = generated_cases([op], ["f32"], 1)[0]
        module = spec.parse(case.text)
        expected = Reference(bounds=True).run(module, case.inputs)
        good = Reference().run(module, case.inputs)
        assert judge(module, case.inputs, expected, good, "command").passed
    out = good.outputs[0]
    off = dataclasses.replace(out, storage=(out.storage + 1).astype(out.storage.dtype))
    assert judge(module, case.inputs, expected, Outcome("ok", outputs=[off]),
                 "command").status == "fail"
    verdict = judge(module, case.inputs, expected, Outcome("ok", outputs=[out.storage]),
                    "command")
    assert verdict.status == "fail" and "expected a tensor of" in verdict.message


RP = """func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.reduce_precision %a, format = e5mM : tensor<3xf32>
  return %0 : tensor<3xf32>
}"""
TOTAL_SORT = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %c = "stablehlo.compare"(%x, %y) {comparison_direction = #stablehlo<comparison_direction LT>KIND} : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%0) : (tensor<4xf32>) -> ()
}"""


@pytest.mark.parametrize("op, narrowed, other", [
    ("reduce_precision", RP.replace("M", "0"), RP.replace("M", "2")),
    ("sort", TOTAL_SORT.replace("KIND", ", compare_type = #stablehlo<comparison_type TOTALORDER>"),
     TOTAL_SORT.replace("KIND", ""))])
def test_an_entry_narrowed_by_a_condition_holds_for_its_programs_only(op, narrowed, other):
    assert known_divergence("stablehlo-interpreter", op, ["f32"], "wrong-result", narrowed)
    assert not known_divergence("stablehlo-interpreter", op, ["f32"], "wrong-result", other)
    assert not known_divergence("stablehlo-interpreter", op, ["f32"], "wrong-result", None)


LGAMMA_PLUS = """
func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "chlo.lgamma"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.add %0, %y : tensor<4xf32>
  func.return %1 : tensor<4xf32>
}
"""

LOWERED = ("CHLO lowered to StableHLO by upstream's chlo-legalize-to-stablehlo "
           "(jaxlib 0.10.2)")


def test_program_bounds_follow_the_path_the_oracle_ran():
    """lgamma's [lowered] rule (1e-5 of max(1, |result|), upstream's decomposition) widens the
    program bound of an oracle that ran the program lowered only: XLA, which compiles
    chlo.lgamma itself, keeps its own 4e-6 through the add."""
    module = spec.parse(LGAMMA_PLUS)
    inputs = [np.array([0.3, 3.5, 7.25, 12.0], np.float32), np.zeros(4, np.float32)]
    expected = Reference(bounds=True).run(module, inputs)
    native, lowered = expected.totals[0], expected.lowered_totals[0]
    assert native.fed and lowered.fed
    assert np.all(lowered.total > 2 * native.total)
    magnitude = np.maximum(1.0, np.abs(expected.outputs[0].astype(np.float64)))
    off = (expected.outputs[0] + 7e-6 * magnitude).astype(np.float32)  # 4e-6 < 7e-6 < 1e-5
    xla = judge(module, inputs, expected, Outcome("ok", [off]), "xla")
    assert xla.status == "fail" and "program tolerance" in xla.message
    interpreter = judge(module, inputs, expected, Outcome("ok", [off], lowered=LOWERED),
                        "stablehlo-interpreter")
    assert interpreter.status == "pass", interpreter.message


def test_program_bounds_are_computed_once_without_lowered_rules():
    module = spec.parse(MULTIPLY)
    outcome = Reference(bounds=True).run(module, [np.ones(2, np.float32)] * 2)
    assert outcome.totals is not None and outcome.lowered_totals is None


ACOSH = """
func.func @main(%x: tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>> {
  %0 = chlo.acosh %x : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  func.return %0 : tensor<2xcomplex<f64>>
}
"""


def test_a_subnormal_part_read_as_zero_meets_the_conditions_of_a_zero():
    """XLA CPU reads acosh(0.3477 - 5e-324i)'s imaginary part as a zero and answers for the
    other side of the branch cut (+1.2157i; campaign seed 21's finding 4c85aafb1a6605a2): on
    the inputs it read, the sign of a zero on the cut is left open, as it is for an input
    -0 (the element is masked). The allowance's masks are the flushed inputs' only there: an
    element off the cut still fails, and an oracle without the allowance fails."""
    inputs = [np.array([complex(0.34770138, -5e-324), complex(-26.82441064, 0.0959063116)])]
    module, expected = run(ACOSH, inputs)
    assert expected.outputs[0][0].imag < 0  # below the cut, as the input's sign says

    def rerun(flushed_inputs):
        return Reference().run(module, flushed_inputs)

    xla = np.array([complex(0.0, -expected.outputs[0][0].imag), expected.outputs[0][1]])
    verdict = judge(module, inputs, expected, Outcome("ok", [xla]), "xla", rerun=rerun)
    assert verdict.passed, verdict.message
    assert judge(module, inputs, expected, Outcome("ok", [xla]), "stablehlo-interpreter",
                 rerun=rerun).status == "fail"
    off = xla * np.array([1, 1 + 1e-6])
    assert judge(module, inputs, expected, Outcome("ok", [off]), "xla", rerun=rerun).status \
        == "fail"


def test_a_flushed_part_of_a_complex_result_is_the_allowances_zero_under_a_bound():
    """XLA CPU flushes the subnormal real part of a complex dot product (campaign seed 23:
    (0.4705 - 4.627i)(1.1754944e-38 + 1.4e-45i) = 5.53e-39 - 5.44e-38i, XLA 0 - 5.44e-38i):
    under flush-subnormals a zero for that part is accepted, under the error bound as under
    ULPs; the other part still has to be right."""
    expected = np.array([complex(5.531239e-39, -5.4394023e-38)], np.complex64)
    bound = np.array([2.2e-44])
    rule = rule_for("dot_general", "complex<f32>")
    flushed = np.array([complex(0.0, -5.4394023e-38)], np.complex64)
    assert compare(expected, flushed, rule, bound=bound, allowances=("flush-subnormals",)).passed
    assert not compare(expected, flushed, rule, bound=bound).passed
    wrong = np.array([complex(0.0, -5.5e-38)], np.complex64)
    assert not compare(expected, wrong, rule, bound=bound,
                       allowances=("flush-subnormals",)).passed


def test_the_finite_part_of_a_partly_nan_complex_result_is_judged_against_the_bound():
    """Nightly finding 9361256c1f42fe18 (XLA CPU, an IFFT of 2x3x3 complex<f32> with one NaN
    imaginary part): the DC bin is the sum of the real parts, 3.9871821 + NaN i, and XLA's
    real part is 2 ULP away, well inside the transform's error bound; the NaN had left the real
    part to the rule's 1 ULP. Each part of such an element is judged on its own: the finite
    one against the bound, the NaN one as a NaN."""
    rule = rule_for("fft", "complex<f32>")
    expected = np.array([complex(3.9871821, np.nan), complex(1.5, -2.0)], np.complex64)
    bound = np.array([1e-5, 1e-5])
    two_ulp = np.float32(3.9871821) + 2 * np.spacing(np.float32(3.9871821))
    xla = np.array([complex(two_ulp, np.nan), complex(1.5, -2.0)], np.complex64)
    assert compare(expected, xla, rule, bound=bound).passed
    far = np.array([complex(3.99, np.nan), complex(1.5, -2.0)], np.complex64)
    assert not compare(expected, far, rule, bound=bound).passed  # the real part past the bound
    lost = np.array([complex(3.9871821, 0.0), complex(1.5, -2.0)], np.complex64)
    assert not compare(expected, lost, rule, bound=bound).passed  # the NaN part is a number
    # an infinite bound (the reference's, from a NaN in the transformed input) accepts the
    # finite part whatever it is, and a NaN there too (a transform that multiplies by 1 + 0i)
    assert compare(expected, far, rule, bound=np.array([np.inf, 1e-5])).passed
    nan = np.array([complex(np.nan, np.nan), complex(1.5, -2.0)], np.complex64)
    assert compare(expected, nan, rule, bound=np.array([np.inf, 1e-5])).passed


PRODUCT = """func.func @main(%x: tensor<2x4xT>, %init: tensor<T>) -> tensor<T> {
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.multiply across dimensions = [0, 1]
    : (tensor<2x4xT>, tensor<T>) -> tensor<T>
  return %0 : tensor<T>
}"""


@pytest.mark.parametrize("t", ["f8E4M3B11FNUZ", "f16"])
def test_a_product_whose_order_decides_an_overflow_accepts_either_order(t):
    """Nightly finding db374eebcc77b807: a product reduce over [0, 0, 0, 0, -15, -1.5, 2, 1.5]
    in f8E4M3B11FNUZ (largest finite 30) is NaN in the reference's order (-15 * -1.5 * 2
    overflows, to NaN in an FNUZ type, then times 0) and 0 in XLA's and upstream's interpreter's
    (the zeros first). The spec leaves the order open, so both are right: the bound is infinite
    where a partial product may overflow, and an element whose expected value is then not
    finite is left to the order (masked). A NaN input still has to come out as NaN."""
    factors = [-15, -1.5, 2, 1.5] if t == "f8E4M3B11FNUZ" else [-200, -150, 20, 15]  # f16: 65504
    dtype = spec.types.ELEMENT_TYPES[t].dtype
    module = spec.parse(PRODUCT.replace("T", t))
    x = np.array([[0, 0, 0, 0], factors]).astype(dtype)
    inputs = [x, np.array(1, dtype)]
    expected = Reference(bounds=True).run(module, inputs)
    assert np.isinf(expected.bounds[0])
    for value in (0, np.nan):
        assert judge(module, inputs, expected, Outcome("ok", [np.array(value, dtype)]),
                     "xla").passed
    nan_input = [x.copy(), inputs[1]]
    nan_input[0][1, 0] = np.nan
    expected = Reference(bounds=True).run(module, nan_input)
    assert np.isnan(expected.outputs[0].astype(np.float64))
    assert not judge(module, nan_input, expected, Outcome("ok", [np.array(0, dtype)]),
                     "xla").passed


@pytest.mark.parametrize("t,op,rows", [
    ("f16", "multiply", [[300, 300, 1, 1], [1, 1, 1, 1]]),  # 90000 > 65504 in every order
    ("f16", "add", [[60000, 60000, 1, 1], [1, 1, 1, 1]]),  # so is 120004
    ("f32", "multiply", [[np.inf, 2, 3, 1], [1, 1, 1, 1]]),  # an infinity decides it
    ("f32", "add", [[np.inf, 2, 3, 1], [1, 1, 1, 1]])])
def test_a_reduction_that_overflows_in_every_order_must_overflow(t, op, rows):
    """The order mask above is for products where some order overflows and another does not: a
    product or sum whose exact value overflows, or an infinite operand, gives infinity in every
    order, and a finite result is wrong (it passed, masked, before the mask was narrowed)."""
    dtype = spec.types.ELEMENT_TYPES[t].dtype
    module = spec.parse(PRODUCT.replace("multiply", op).replace("T", t))
    inputs = [np.array(rows).astype(dtype), np.array(1 if op == "multiply" else 0, dtype)]
    expected = Reference(bounds=True).run(module, inputs)
    assert np.isposinf(expected.outputs[0].astype(np.float64))
    for wrong in (0, 7):
        assert not judge(module, inputs, expected, Outcome("ok", [np.array(wrong, dtype)]),
                         "xla").passed, wrong
