"""CHLO programs on the oracles that read StableHLO only (oracles/lowering.py): upstream's
chlo-legalize-to-stablehlo through jaxlib, the Outcome's note, the vendor's opt-out, and a
program JAX exports with erf, lgamma and top_k judged by the whole-program verdict on upstream's
interpreter and ONNX Runtime."""
from __future__ import annotations

import sys
import warnings

import ml_dtypes
import numpy as np
import pytest

import spec
from oracles import lowering, make
from oracles.base import Outcome
from oracles.command import EXIT_UNSUPPORTED, Command
from oracles.lowering import LoweringError, lower_chlo, lower_text, prepared
from oracles.reference import Reference
from oracles.verdict import judge, known_divergence

pytestmark = pytest.mark.jaxlib

TOP_K = spec.parse("""func.func @main(%x: tensor<2x6xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %v, %i = chlo.top_k(%x, k = 3) : tensor<2x6xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %v, %i : tensor<2x3xf32>, tensor<2x3xi32>
}""")
PLAIN = spec.parse("""func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %y = stablehlo.add %x, %x : tensor<2xf32>
  return %y : tensor<2xf32>
}""")


@pytest.fixture(scope="module")
def backends():
    made = {name: make(name) for name in ("stablehlo-interpreter", "onnxruntime", "xla")}
    yield made
    for backend in made.values():
        backend.close()


def test_lowering_leaves_no_chlo_and_parses_here():
    lowered = lower_chlo(TOP_K)
    assert not [op for op in lowered.walk() if op.name.startswith("chlo.")]
    assert "stablehlo.sort" in {op.name for op in lowered.walk()}


def test_a_program_without_chlo_is_not_lowered():
    assert prepared(PLAIN, "*") == (PLAIN, "")
    assert prepared(TOP_K, frozenset({"chlo.ragged_dot"})) == (TOP_K, "")
    assert prepared(TOP_K, "*")[1].startswith("CHLO lowered")


def test_a_program_is_lowered_once_and_a_failure_is_asked_again(monkeypatch):
    """An oracle asks for a program's lowering several times (supports, then its run)."""
    calls, run = [], lowering.run

    def counted(target, text, **kwargs):
        calls.append(text)
        return run(target, text, **kwargs)
    monkeypatch.setattr(lowering, "run", counted)
    text = spec.print_module(TOP_K).replace("k = 3 :", "k = 2 :").replace("2x3x", "2x2x")
    assert lower_text(text) == lower_text(text) and len(calls) == 1
    bad = 'func.func @main() { "chlo.no_such_op"() : () -> () return }'
    for _ in range(2):
        with pytest.raises(LoweringError):
            lower_text(bad)
    assert calls[1:] == [bad, bad]


def test_lowering_says_why_it_cannot():
    with pytest.raises(LoweringError, match="jaxlib cannot read the program"):
        lower_text('func.func @main() { "chlo.no_such_op"() : () -> () return }')


def test_outcomes_say_the_program_was_lowered(backends):
    x = np.arange(12, dtype=np.float32).reshape(2, 6)[:, ::-1].copy()
    expected = Reference().run(TOP_K, [x])
    for name, lowered in (("stablehlo-interpreter", True), ("xla", False)):
        outcome = backends[name].run(TOP_K, [x])
        assert outcome.status == "ok", outcome.message
        assert bool(outcome.lowered) is lowered, name
        assert all((a == b).all() for a, b in zip(outcome.outputs, expected.outputs))
    assert "CHLO lowered" in backends["stablehlo-interpreter"].run(TOP_K, [x]).message


def test_a_vendor_command_gets_stablehlo_unless_it_opts_out(tmp_path):
    """The program file the command reads: lowered by default, with its CHLO ops under
    --no-lower-chlo (`lower_chlo=False`)."""
    seen = tmp_path / "seen.mlir"
    script = (f"import shutil, sys; shutil.copy(sys.argv[1], {str(seen)!r}); "
              f"sys.exit({EXIT_UNSUPPORTED})")
    x = np.zeros((2, 6), np.float32)
    for lower, chlo in ((True, False), (False, True)):
        outcome = Command([sys.executable, "-c", script], lower_chlo=lower).run(TOP_K, [x])
        assert outcome.status == "unsupported"
        assert ("chlo.top_k" in seen.read_text()) is chlo
        assert bool(outcome.lowered) is lower


def _exported():
    """x -> top_k(erf(x) * lgamma(|x| + 1.5) + x, 3) as JAX writes it (chlo.erf, chlo.lgamma,
    chlo.top_k), and the same without lgamma for ONNX Runtime (no translation of the lowered
    lgamma's ops)."""
    import jax
    from jax import lax

    def with_lgamma(x):
        return lax.top_k(lax.erf(x) * lax.lgamma(jax.numpy.abs(x) + 1.5) + x, 3)

    def without(x):
        return lax.erf(x) * lax.cosh(x) - lax.erfc(x)
    x = np.zeros((4, 8), np.float32)
    return jax.jit(with_lgamma).lower(x).as_text(), jax.jit(without).lower(x).as_text()


@pytest.mark.parametrize("which,oracle", [(0, "stablehlo-interpreter"), (1, "onnxruntime")])
def test_exported_program_is_judged_with_the_whole_program_verdict(which, oracle, backends):
    """The program JAX exports holds CHLO; the expected side is the reference on the original
    program where our parser reads it (once chlo's elementwise ops are known), else on the
    lowered one; the oracle runs it lowered and passes the verdict. A corrupted result fails
    it where the program tolerance is finite: the lowered top_k (a sort of keys and indices)
    leaves the reference's bound of its values unbounded."""
    text = _exported()[which]
    assert "chlo." in text
    lowered = spec.parse(lower_text(text))
    try:
        original = spec.parse(text)
    except spec.ParseError:
        original = lowered
    x = np.random.default_rng(3).normal(0, 2, (4, 8)).astype(np.float32)
    expected = Reference(bounds=True).run(original, [x])
    assert expected.status == "ok", expected.message
    actual = backends[oracle].run(original, [x])
    assert actual.status == "ok", actual.message
    verdict = judge(original, [x], expected, actual, oracle)
    assert verdict.passed, verdict.message
    if all(np.isfinite(t.total).all() for t in expected.totals if t is not None):
        actual.outputs = [np.asarray(a) * np.float32(1 + 1e-3) for a in actual.outputs]
        assert not judge(original, [x], expected, actual, oracle).passed


SCALED_TOP_K = spec.parse("""func.func @main(%x: tensor<2x6xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %c = stablehlo.constant dense<1.1> : tensor<2x6xf32>
  %m = stablehlo.multiply %x, %c : tensor<2x6xf32>
  %s = stablehlo.add %m, %x : tensor<2x6xf32>
  %v, %i = chlo.top_k(%s, k = 3) : tensor<2x6xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
  return %v, %i : tensor<2x3xf32>, tensor<2x3xi32>
}""")


def test_top_k_program_bound_is_sharp(backends):
    """chlo.top_k's own rule (reference/propagation_structured.py): values within a few ULPs
    pass, a 1e-3 change fails; indices of well-separated elements are exact."""
    x = np.random.default_rng(5).normal(0, 2, (2, 6)).astype(np.float32)
    expected = Reference(bounds=True).run(SCALED_TOP_K, [x])
    assert np.isfinite(expected.totals[0].total).all()
    assert (expected.totals[1].total == 0).all()
    actual = backends["stablehlo-interpreter"].run(SCALED_TOP_K, [x])
    assert actual.lowered and judge(SCALED_TOP_K, [x], expected, actual,
                                    "stablehlo-interpreter").passed
    actual.outputs[0] = actual.outputs[0] * np.float32(1 + 1e-3)
    assert not judge(SCALED_TOP_K, [x], expected, actual, "stablehlo-interpreter").passed


RAGGED = """func.func @main(%lhs: tensor<2x2xf32>, %rhs: tensor<2x2x2xf32>, %gs: tensor<2xi64>) -> tensor<2x2xf32> {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %gs) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<2x2xf32>, tensor<2x2x2xf32>, tensor<2xi64>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}"""


def ragged_inputs(poison: float):
    rhs = np.ones((2, 2, 2), np.float32)
    rhs[1, 0, 0] = poison  # group 1, which no row belongs to
    return [np.ones((2, 2), np.float32), rhs, np.array([2, 0], np.int64)]


def test_upstreams_ragged_dot_lowering_leaks_another_groups_nan():
    """The reproducer of lowering.leaked, with jaxlib alone: both rows are in group 0, so the
    exact result is [[2, 2], [2, 2]]; upstream's decomposition adds group 1's dot over rows
    selected to zero, and 0 * NaN puts NaN in column 0."""
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir, passmanager
    from jaxlib.mlir._mlir_libs import _stablehlo
    from jaxlib.mlir.dialects import stablehlo

    _stablehlo.register_stablehlo_passes()
    with jm.make_ir_context(), ir.Location.unknown():
        module = ir.Module.parse(RAGGED)
        passmanager.PassManager.parse(
            "builtin.module(func.func(chlo-legalize-to-stablehlo))").run(module.operation)
        out = np.array(stablehlo.eval_module(
            module, [ir.DenseElementsAttr.get(a) for a in ragged_inputs(np.nan)])[0])
    if not (np.isnan(out[:, 0]).all() and (out[:, 1] == 2).all()):
        warnings.warn(f"upstream's ragged_dot lowering no longer leaks NaN ({out.tolist()}): "
                      "oracles/lowering.leaked excuses nothing now")


@pytest.mark.parametrize("name", ["stablehlo-interpreter", "xla"])
def test_a_leaked_nan_is_masked_and_a_wrong_value_still_fails(name, backends):
    module = spec.parse(RAGGED)
    reference = Reference(bounds=True)
    for poison, passes in ((np.nan, True), (np.inf, True)):
        inputs = ragged_inputs(poison)
        expected, actual = reference.run(module, inputs), backends[name].run(module, inputs)
        assert actual.lowered and np.isnan(actual.outputs[0][:, 0]).all()
        verdict = judge(module, inputs, expected, actual, name)
        assert verdict.passed == passes and verdict.verdicts[0].masked == 2, verdict
    inputs = ragged_inputs(np.nan)
    expected, actual = reference.run(module, inputs), backends[name].run(module, inputs)
    actual.outputs[0][0, 1] = 3.0  # a wrong finite element is not excused
    assert not judge(module, inputs, expected, actual, name).passed
    inputs = ragged_inputs(1.0)  # a finite rhs excuses no NaN
    expected, actual = reference.run(module, inputs), backends[name].run(module, inputs)
    actual.outputs[0][1, 0] = np.nan
    assert not judge(module, inputs, expected, actual, name).passed


def test_a_lowered_lgamma_is_judged_by_the_decompositions_rule(backends):
    """lgamma near its zero at 2: upstream's Lanczos decomposition is thousands of ULPs off a
    tiny result but within its measured absolute error; the [lowered] rule says so."""
    module = spec.parse("""func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = chlo.lgamma %x : tensor<3xf32> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}""")
    inputs = [np.array([2.0001, 0.99, 7.5], np.float32)]
    expected = Reference(bounds=True).run(module, inputs)
    actual = backends["stablehlo-interpreter"].run(module, inputs)
    verdict = judge(module, inputs, expected, actual, "stablehlo-interpreter")
    assert verdict.passed and "lowered" in verdict.rules[0].name, verdict
    actual.outputs[0][2] *= np.float32(1 + 1e-4)  # 1e-4 relative off lgamma(7.5) = 7.5
    assert not judge(module, inputs, expected, actual, "stablehlo-interpreter").passed


def upstream_lowered(body: str, result: str) -> np.ndarray:
    """A function `@main() -> result` with `body` (constants inside: no narrow-type arguments
    to pass), lowered by upstream's chlo-legalize-to-stablehlo and run by eval_module, with
    jaxlib alone."""
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir, passmanager
    from jaxlib.mlir._mlir_libs import _stablehlo
    from jaxlib.mlir.dialects import stablehlo

    _stablehlo.register_stablehlo_passes()
    text = f"func.func @main() -> {result} {{\n{body}\n}}"
    with jm.make_ir_context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        passmanager.PassManager.parse(
            "builtin.module(func.func(chlo-legalize-to-stablehlo))").run(module.operation)
        return np.array(stablehlo.eval_module(module, [])[0])


def still_lowered(diverges: bool, what: str) -> None:
    if not diverges:
        warnings.warn(f"upstream's lowering no longer diverges: {what} (stale "
                      "known_divergences.toml entry)")


@pytest.mark.parametrize("et", ["f4E2M1FN", "f6E2M3FN", "f6E3M2FN"])
def test_upstreams_is_inf_of_a_type_without_infinity_is_true_at_zero(et):
    """f4E2M1FN and the f6 types have no infinity: the decomposition compares x (or |x|) with
    +-inf converted into the type, which is 0 there, as XLA does for f4E2M1FN
    (known_divergences.toml; the f6 types: campaign seed 21)."""
    for op in ("chlo.is_inf", "chlo.is_pos_inf", "chlo.is_neg_inf"):
        got = upstream_lowered(f"""  %x = stablehlo.constant dense<[0.0, -0.0, 1.0]> : tensor<3x{et}>
  %0 = {op} %x : tensor<3x{et}> -> tensor<3xi1>
  return %0 : tensor<3xi1>""", "tensor<3xi1>")
        still_lowered(got.tolist() == [True, True, False], f"{op}([0, -0, 1] : {et}) = {got}")
        assert known("stablehlo-interpreter", op, et)


def test_upstreams_next_after_of_f8e8m0fnu_is_not_the_next_power_of_two():
    """f8E8M0FNU holds the powers of two 2^-127..2^127 (no sign, no mantissa): next_after(2^-127,
    32) is 2^-126; the decomposition steps the bits as if the type had a sign bit."""
    got = upstream_lowered("""  %a = stablehlo.constant dense<5.877471754111438e-39> : tensor<f32>
  %b = stablehlo.constant dense<32.0> : tensor<f32>
  %x = stablehlo.convert %a : (tensor<f32>) -> tensor<f8E8M0FNU>
  %y = stablehlo.convert %b : (tensor<f32>) -> tensor<f8E8M0FNU>
  %0 = chlo.next_after %x, %y : tensor<f8E8M0FNU>, tensor<f8E8M0FNU> -> tensor<f8E8M0FNU>
  %1 = stablehlo.convert %0 : (tensor<f8E8M0FNU>) -> tensor<f32>
  return %1 : tensor<f32>""", "tensor<f32>")
    still_lowered(float(got) != 2.0 ** -126, f"next_after(2^-127, 32 : f8E8M0FNU) = {got}")


def test_upstreams_zeta_of_a_negative_q_cancels():
    """zeta(15, -6.5) = sum (k - 6.5)^-15: the terms k = 0..13 cancel in pairs, leaving 2.3e-13;
    the decomposition's sum in f32 leaves -1.6e-3 (XLA, which decomposes the same way, too)."""
    got = upstream_lowered("""  %x = stablehlo.constant dense<15.0> : tensor<f32>
  %q = stablehlo.constant dense<-6.5> : tensor<f32>
  %0 = chlo.zeta %x, %q : tensor<f32>, tensor<f32> -> tensor<f32>
  return %0 : tensor<f32>""", "tensor<f32>")
    still_lowered(abs(float(got)) > 1e-6, f"zeta(15, -6.5) in f32 = {got} (exact 2.3e-13)")


SINH = spec.parse("""func.func @main(%x: tensor<6xcomplex<f32>>) -> tensor<6xcomplex<f32>> {
  %y = chlo.sinh %x : tensor<6xcomplex<f32>> -> tensor<6xcomplex<f32>>
  return %y : tensor<6xcomplex<f32>>
}""")


def test_the_lost_sign_of_a_zero_in_lowered_complex_sinh_is_the_decompositions():
    """Upstream's complex sinh decomposition returns +0 for a part whose exact value is -0
    (the one failure of the reference vendor's certification through the command protocol):
    the lowered program run exactly by the reference shows it, `judge` masks those elements of
    a lowered run, and a wrong value there, or the same signs from an unlowered run, fails."""
    x = np.array([complex(-0.0, 1), complex(1, -0.0), complex(-1, -0.0), complex(-0.0, -0.0),
                  complex(0.0, 1), complex(0.5, -0.25)], np.complex64)
    lowered, note = prepared(SINH, frozenset({"chlo.sinh"}))
    got = Reference().run(lowered, [x]).outputs[0]
    assert not np.signbit(got.real[0]) and not np.signbit(got.imag[1])  # -0 exactly
    expected = Reference(bounds=True).run(SINH, [x])
    verdict = judge(SINH, [x], expected, Outcome("ok", [got], lowered=note), "command")
    assert verdict.passed and verdict.verdicts[0].masked == 5, verdict  # a zero part each
    wrong = got.copy()
    wrong[0] = complex(0.0, 0.9)  # a zero part, but the other part wrong
    assert not judge(SINH, [x], expected, Outcome("ok", [wrong], lowered=note), "command").passed
    assert not judge(SINH, [x], expected, Outcome("ok", [got]), "command").passed


# --- the campaign of 2026-11-27 (tests/data/findings/README.md) ----------------------------

def known(oracle: str, op: str, key: str) -> bool:
    return known_divergence(oracle, op, [key], "wrong-result") is not None


def upstream_lowered_bits(op: str, bits: list[int], et: str) -> np.ndarray:
    """The bit patterns of upstream's lowered `op` on the 8-bit patterns `bits` of `et`
    (bitcasts both ways: no conversion to read the type's values through)."""
    n, literal = len(bits), ", ".join(map(str, bits))
    return upstream_lowered(f"""  %a = stablehlo.constant dense<[{literal}]> : tensor<{n}xui8>
  %x = stablehlo.bitcast_convert %a : (tensor<{n}xui8>) -> tensor<{n}x{et}>
  %0 = {op} %x : tensor<{n}x{et}> -> tensor<{n}x{et}>
  %1 = stablehlo.bitcast_convert %0 : (tensor<{n}x{et}>) -> tensor<{n}xui8>
  return %1 : tensor<{n}xui8>""", f"tensor<{n}xui8>")


def test_upstreams_atanh_and_acosh_of_f8e8m0fnu_are_wrong():
    """f8E8M0FNU holds the powers of two 2^-127..2^127 and NaN (0xFF), no zero and no negative
    value: the decomposition's (log1p(x) - log1p(-x)) / 2 gives atanh(2^-127) = NaN and
    atanh(0.5) = 32 where the values round to 2^-127 and 0.5; acosh's sqrt(x - 1) gives
    acosh(0.5) = 64, not NaN (campaign findings 4b5ff14c6cd20c9a, 5540136255df3225)."""
    e8m0 = ml_dtypes.float8_e8m0fnu
    bits = np.array([0.5, 2.0 ** -127], np.float32).astype(e8m0).view(np.uint8).tolist()
    atanh = upstream_lowered_bits("chlo.atanh", bits, "f8E8M0FNU").view(e8m0).astype(np.float32)
    assert atanh[0] == 32 and np.isnan(atanh[1])  # the values: 0.549 -> 0.5, 2^-127
    acosh = upstream_lowered_bits("chlo.acosh", bits[:1], "f8E8M0FNU").view(e8m0)
    assert acosh.astype(np.float32).tolist() == [64.0]  # acosh(0.5) is NaN
    assert known("stablehlo-interpreter", "chlo.atanh", "f8E8M0FNU")
    assert known("stablehlo-interpreter", "chlo.acosh", "f8E8M0FNU")


def test_upstreams_acos_asin_atan_of_f8e8m0fnu_are_wrong():
    """f8E8M0FNU has no zero and no negative value: the decompositions give acos(2) = 2,
    acos(2^127) = 2 and asin(2) = 2^-126 where both are NaN above 1, and acos(NaN) = 1,
    asin(NaN) = 2, atan(NaN) = 2 (campaign seed 21, finding 242a768b4581353c)."""
    e8m0 = ml_dtypes.float8_e8m0fnu
    x = np.array([2.0, 2.0 ** 127, np.nan], np.float32).astype(e8m0)
    bits = x.view(np.uint8).tolist()
    got = {op: upstream_lowered_bits(op, bits, "f8E8M0FNU").view(e8m0).astype(np.float32)
           for op in ("chlo.acos", "chlo.asin", "chlo.atan")}
    still_lowered(got["chlo.acos"].tolist() == [2.0, 2.0, 1.0], f"acos = {got['chlo.acos']}")
    still_lowered(got["chlo.asin"].tolist() == [2.0 ** -126, 2.0 ** -126, 2.0],
                  f"asin = {got['chlo.asin']}")
    still_lowered(got["chlo.atan"][2] == 2.0, f"atan(NaN) = {got['chlo.atan'][2]}")
    for op in got:
        assert known("stablehlo-interpreter", op, "f8E8M0FNU")


def test_upstreams_top_k_keeps_minus_zero_beside_plus_zero():
    """The decomposition sorts with a GT TOTALORDER comparator (+0 > -0), which upstream's
    interpreter compares as FLOAT, so a stable sort keeps -0 in its place among the +0s:
    top_k([-1, +0, -0, +0], k = 2) = [+0, -0] where the total order gives [+0, +0], in f32 as in
    f4E2M1FN (campaign finding 7109cb27f55d4dd7)."""
    for et in ("f32", "f4E2M1FN"):
        got = upstream_lowered(f"""  %a = stablehlo.constant dense<[-1.0, 0.0, -0.0, 0.0]> : tensor<4xf32>
  %x = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4x{et}>
  %v, %i = chlo.top_k(%x, k = 2) : tensor<4x{et}> -> (tensor<2x{et}>, tensor<2xi32>)
  %0 = stablehlo.convert %v : (tensor<2x{et}>) -> tensor<2xf32>
  return %0 : tensor<2xf32>""", "tensor<2xf32>")
        assert np.signbit(got).tolist() == [False, True], et
        assert known("stablehlo-interpreter", "chlo.top_k", et)


def test_upstreams_lgamma_of_a_subnormal_rounds_pi_x(backends):
    """The reflection's pi x rounds to the subnormal grid: lgamma(5e-324) = 744.486 (exactly
    744.440, log(pi / 3) more), f32 lgamma(1e-45) = 103.325 (103.279); `lowering.leaked` masks
    such elements, and a result further off still fails (campaign finding 62d9dffbf23afb90)."""
    got = upstream_lowered("""  %x = stablehlo.constant dense<[4.9406564584124654e-324, 1.0e-300]> : tensor<2xf64>
  %0 = chlo.lgamma %x : tensor<2xf64> -> tensor<2xf64>
  return %0 : tensor<2xf64>""", "tensor<2xf64>")
    assert abs(got[0] - 744.4400719213812 - np.log(np.pi / 3)) < 1e-9  # 0.0461 high
    assert got[1] == 690.7755278982137  # a normal x: lgamma's value
    module = spec.parse("""func.func @main(%x: tensor<2xf64>) -> tensor<2xf64> {
  %0 = chlo.lgamma %x : tensor<2xf64> -> tensor<2xf64>
  return %0 : tensor<2xf64>
}""")
    inputs = [np.array([5e-324, 2.5])]
    expected = Reference(bounds=True).run(module, inputs)
    actual = backends["stablehlo-interpreter"].run(module, inputs)
    verdict = judge(module, inputs, expected, actual, "stablehlo-interpreter")
    assert verdict.passed and verdict.verdicts[0].masked == 1, verdict
    actual.outputs[0][0] += 0.01  # 0.056 off: more than the rounding of pi x gives
    assert not judge(module, inputs, expected, actual, "stablehlo-interpreter").passed


# --- the CHLO ops once kept off the hard input regions (reports.cases) ----------------------

def test_upstreams_polygamma_of_a_negative_x_is_wrong():
    """The decomposition's polygamma is XLA's (its known divergence): polygamma(1, -14.1258) =
    -0.068 where psi'(x) = zeta(2, x) = 66.5, for chlo.polygamma and chlo.broadcast_polygamma."""
    for op, form in (("chlo.polygamma", "tensor<1xf32>, tensor<1xf32> -> tensor<1xf32>"),
                     ("chlo.broadcast_polygamma",
                      "(tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>")):
        got = upstream_lowered(f"""  %n = stablehlo.constant dense<[1.0]> : tensor<1xf32>
  %x = stablehlo.constant dense<[-14.125804579421123]> : tensor<1xf32>
  %0 = {op} %n, %x : {form}
  return %0 : tensor<1xf32>""", "tensor<1xf32>")
        assert abs(got[0] + 0.0683457) < 1e-5, (op, got)
        assert known("stablehlo-interpreter", op, "f32")


def test_upstreams_broadcast_zeta_of_a_huge_x_is_nan():
    """zeta(x, q) tends to 0 for q > 1 as x grows: the decomposition (XLA's) gives NaN at
    x = 1e10, q = 2, as chlo.zeta's known divergence; an ordinary x is right."""
    got = upstream_lowered("""  %x = stablehlo.constant dense<[1.0e10, 40.0]> : tensor<2xf32>
  %q = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %0 = chlo.broadcast_zeta %x, %q : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>""", "tensor<2xf32>")
    assert np.isnan(got[0]) and abs(got[1] - 8.2253461e-20) < 1e-26
    assert known("stablehlo-interpreter", "chlo.broadcast_zeta", "f32")
    assert known("onnxruntime", "chlo.broadcast_zeta", "f32")


def test_upstreams_lgamma_of_narrow_floats_keeps_its_f32_error_at_the_zeros(backends):
    """bf16 and f16 lgamma are computed in f32: lgamma(1) = lgamma(2) = 0 come back 4.77e-7, a
    value both types hold; the [lowered] almost-eq rules (XLA's) take it, and a result 2%
    off lgamma(3) = 0.693 still fails."""
    got = upstream_lowered("""  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %x = stablehlo.convert %a : (tensor<2xf32>) -> tensor<2xbf16>
  %0 = chlo.lgamma %x : tensor<2xbf16> -> tensor<2xbf16>
  %1 = stablehlo.convert %0 : (tensor<2xbf16>) -> tensor<2xf32>
  return %1 : tensor<2xf32>""", "tensor<2xf32>")
    assert got.tolist() == [2.0 ** -21, 2.0 ** -21]  # 4.77e-7; the value 0
    module = spec.parse("""func.func @main(%x: tensor<3xbf16>) -> tensor<3xbf16> {
  %0 = chlo.lgamma %x : tensor<3xbf16> -> tensor<3xbf16>
  return %0 : tensor<3xbf16>
}""")
    inputs = [np.array([1.0, 2.0, 3.0]).astype(ml_dtypes.bfloat16)]
    expected = Reference(bounds=True).run(module, inputs)
    actual = backends["stablehlo-interpreter"].run(module, inputs)
    assert judge(module, inputs, expected, actual, "stablehlo-interpreter").passed
    actual.outputs[0][2] = ml_dtypes.bfloat16(0.693147 * 1.02)
    assert not judge(module, inputs, expected, actual, "stablehlo-interpreter").passed


def test_upstreams_broadcast_compare_of_a_total_order_compares_as_float():
    """-0 < +0 and NaN = NaN in the total order, -0 = +0 is not; the lowered compare, run by
    the interpreter, answers as the FLOAT comparison. compare_type TOTALORDER is the cause: the
    entry is narrowed to it."""
    got = upstream_lowered("""  %a = stablehlo.constant dense<[-0.0, 0x7FC00000]> : tensor<2xf32>
  %b = stablehlo.constant dense<[0.0, 0x7FC00000]> : tensor<2xf32>
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %1 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction EQ>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2xi1>, tensor<2xi1>) -> tensor<4xi1>
  return %2 : tensor<4xi1>""", "tensor<4xi1>")
    assert got.tolist() == [False, False, True, False]  # the total order: [T, F, F, T]
    program = """func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xi1> {
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>EXTRA} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}"""
    total = program.replace("EXTRA", ", compare_type = #chlo<comparison_type TOTALORDER>")
    assert known_divergence("stablehlo-interpreter", "chlo.broadcast_compare", ["i1"],
                            "wrong-result", total)
    assert not known_divergence("stablehlo-interpreter", "chlo.broadcast_compare", ["i1"],
                                "wrong-result", program.replace("EXTRA", ""))


def test_upstreams_erf_and_erfc_near_underflow(backends):
    """erf's x P(x^2) is subnormal for tiny x and keeps fewer bits (erf(-1.1754942e-38) =
    -1.3264002e-38, value -1.3264031e-38: 29 ULP); erfc returns 0 below about 1.75e-40
    (erfc(9.98) = 2.6e-41). `lowering.leaked` masks such elements (within 2^-126 of a value
    below 2^-120); a wrong result above that still fails."""
    got = upstream_lowered("""  %x = stablehlo.constant dense<[-1.1754942e-38, 1.0e-30]> : tensor<2xf32>
  %c = stablehlo.constant dense<[9.98, 2.0]> : tensor<2xf32>
  %0 = chlo.erf %x : tensor<2xf32> -> tensor<2xf32>
  %1 = chlo.erfc %c : tensor<2xf32> -> tensor<2xf32>
  %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>""", "tensor<4xf32>")
    assert got[0] == np.float32(-1.3264002e-38) and got[2] == 0  # -1.3264031e-38, 2.6e-41
    module = spec.parse("""func.func @main(%x: tensor<2xf32>, %c: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = chlo.erf %x : tensor<2xf32> -> tensor<2xf32>
  %1 = chlo.erfc %c : tensor<2xf32> -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}""")
    inputs = [np.array([-1.1754942e-38, 1e-30], np.float32), np.array([9.98, 2.0], np.float32)]
    expected = Reference(bounds=True).run(module, inputs)
    actual = backends["stablehlo-interpreter"].run(module, inputs)
    verdict = judge(module, inputs, expected, actual, "stablehlo-interpreter")
    assert verdict.passed and [v.masked for v in verdict.verdicts] == [1, 1], verdict
    actual.outputs[0][1] = 0  # erf(1e-30) = 1.13e-30: no underflow to excuse
    assert not judge(module, inputs, expected, actual, "stablehlo-interpreter").passed


SCAN = """"builtin.module"() ({{
  "func.func"() <{{function_type = (tensor<3xi8>, tensor<i8>) -> (tensor<3xi8>, tensor<i8>), sym_name = "main"}}> ({{
  ^bb0(%arg0: tensor<3xi8>, %arg1: tensor<i8>):
    %0:2 = "chlo.scan"(%arg0, %arg1) ({{
    ^bb0(%arg2: tensor<i8>, %arg3: tensor<i8>):
      %1 = "stablehlo.add"(%arg2, %arg3) : (tensor<i8>, tensor<i8>) -> tensor<i8>
      "stablehlo.return"(%1, %1) : (tensor<i8>, tensor<i8>) -> ()
    }}) {{dimension = 0 : i64, is_reverse = {reverse}, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>}} : (tensor<3xi8>, tensor<i8>) -> (tensor<3xi8>, tensor<i8>)
    "func.return"(%0#0, %0#1) : (tensor<3xi8>, tensor<i8>) -> ()
  }}) : () -> ()
}}) : () -> ()
"""


def test_upstreams_lowering_drops_a_scans_is_reverse_so_such_programs_are_not_lowered():
    """jaxlib's chlo-legalize-to-stablehlo gives a reverse scan the forward scan's program (the
    same text, jaxlib alone), so the suite does not hand it to an oracle lowered: unsupported,
    saying why (a vendor's command failed every reverse scan of the certification)."""
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir, passmanager
    from jaxlib.mlir._mlir_libs import _stablehlo

    _stablehlo.register_stablehlo_passes()
    texts = []
    for reverse in ("true", "false"):
        with jm.make_ir_context(), ir.Location.unknown():
            module = ir.Module.parse(SCAN.format(reverse=reverse))
            passmanager.PassManager.parse(
                "builtin.module(func.func(chlo-legalize-to-stablehlo))").run(module.operation)
            texts.append(str(module))
    still_lowered(texts[0] == texts[1], "a reverse chlo.scan lowers as the forward one")
    reverse = spec.parse(SCAN.format(reverse="true"))
    assert lowering.unfaithful_lowering(reverse)
    assert not lowering.unfaithful_lowering(spec.parse(SCAN.format(reverse="false")))
    with pytest.raises(LoweringError, match="is_reverse"):
        prepared(reverse, "*")


def test_upstreams_complex_sinh_loses_a_tiny_real_part():
    """The decomposition of complex sinh gives 0 for the real part of sinh(8.7e-23 - 6.5e-23i),
    which is sinh(x) cos(y) = 8.7e-23 (complex<f32>, jaxlib alone; the certification of the
    reference vendor, whose command gets the lowered program, on 2026-11-27)."""
    got = upstream_lowered("""  %re = stablehlo.constant dense<8.673617e-23> : tensor<f32>
  %im = stablehlo.constant dense<-6.5052133e-23> : tensor<f32>
  %z = stablehlo.complex %re, %im : tensor<complex<f32>>
  %s = chlo.sinh %z : tensor<complex<f32>> -> tensor<complex<f32>>
  %r = stablehlo.real %s : (tensor<complex<f32>>) -> tensor<f32>
  return %r : tensor<f32>""", "tensor<f32>")
    still_lowered(float(got) == 0.0, f"real(sinh(8.7e-23 - 6.5e-23i)) = {got}")
    assert known_divergence("command", "chlo.sinh", ["complex<f32>"], "wrong-result",
                            lowered=True)
    assert not known_divergence("command", "chlo.sinh", ["complex<f32>"], "wrong-result")


@pytest.mark.parametrize("et", ["f32", "f64"])
def test_upstreams_complex_acos_of_minus_zero_imaginary_part_is_minus_zero(et):
    """On the real axis inside [-1, 1] (no branch cut) acos(x - 0i) is acos(x) + 0i, the
    conjugate of acos(x + 0i) = acos(x) - 0i; the decomposition gives -0 for both signs (jaxlib
    alone; generated case chlo.acos/complex<f32>/case_2 of the reference vendor's certification,
    whose command gets the lowered program, on 2026-11-27)."""
    got = upstream_lowered(f"""  %re = stablehlo.constant dense<[-3.1353906e-03, 0.5, 0.5]> : tensor<3x{et}>
  %im = stablehlo.constant dense<[-0.0, -0.0, 0.0]> : tensor<3x{et}>
  %z = stablehlo.complex %re, %im : tensor<3xcomplex<{et}>>
  %a = chlo.acos %z : tensor<3xcomplex<{et}>> -> tensor<3xcomplex<{et}>>
  %r = stablehlo.imag %a : (tensor<3xcomplex<{et}>>) -> tensor<3x{et}>
  return %r : tensor<3x{et}>""", f"tensor<3x{et}>")
    assert (got == 0).all(), got
    assert np.signbit(got[2])  # acos(0.5 + 0i) = 1.047 - 0i: right
    still_lowered(bool(np.signbit(got[:2]).all()), f"imag(acos([x - 0i, 0.5 - 0i])) = {got}")
    assert known_divergence("command", "chlo.acos", [f"complex<{et}>"], "wrong-result",
                            lowered=True)
    assert not known_divergence("command", "chlo.acos", [f"complex<{et}>"], "wrong-result")


def upstream_lowered_parts(op: str, z: list[complex], et: str) -> tuple[np.ndarray, np.ndarray]:
    """(real parts, imaginary parts) of upstream's lowered complex `op` on `z` (parts of
    element type `et`), with jaxlib alone: eval_module hands no complex results back."""
    n = len(z)
    re = ", ".join(repr(v.real) for v in z)
    im = ", ".join(repr(v.imag) for v in z)
    return tuple(upstream_lowered(f"""  %re = stablehlo.constant dense<[{re}]> : tensor<{n}x{et}>
  %im = stablehlo.constant dense<[{im}]> : tensor<{n}x{et}>
  %z = stablehlo.complex %re, %im : tensor<{n}xcomplex<{et}>>
  %a = {op} %z : tensor<{n}xcomplex<{et}>> -> tensor<{n}xcomplex<{et}>>
  %r = stablehlo.{part} %a : (tensor<{n}xcomplex<{et}>>) -> tensor<{n}x{et}>
  return %r : tensor<{n}x{et}>""", f"tensor<{n}x{et}>") for part in ("real", "imag"))


@pytest.mark.parametrize("et", ["f32", "f64"])
@pytest.mark.parametrize("op, z, part, exact_sign", [
    # asin(conj z) = conj(asin z): asin(x - 0i) = asin(x) - 0i inside [-1, 1]
    ("chlo.asin", [complex(-0.0196, -0.0), complex(-0.0, -0.0), complex(-1.0, -0.0)], 1, True),
    # asinh is odd: asinh(-0 + iy) = -0 + i asin(y) inside [-i, i]
    ("chlo.asinh", [complex(-0.0, 0.9586), complex(-0.0, 1.0)], 0, True),
    # cosh's imaginary part sinh(x) sin(y): -0 for x = -0 and y > 0, for x = +0 and y < 0
    ("chlo.cosh", [complex(-0.0, 7.348852), complex(0.0, -1.5332)], 1, True),
])
def test_upstreams_complex_asin_asinh_cosh_lose_the_sign_of_a_zero_part(et, op, z, part,
                                                                          exact_sign):
    """The decompositions' zero parts are +0 where the function's are -0 (jaxlib alone; the
    generated cases chlo.asin/complex<f32>/case_3, chlo.asinh/complex<f32>/case_3 and
    chlo.cosh/complex<f32>/case_2 of the reference vendor's certification on 2026-11-27).
    asin and asinh are known divergences of the lowered program; cosh's zero signs are
    lowering.leaked's (element by element, as sinh's)."""
    got = upstream_lowered_parts(op, z, et)[part]
    assert (got == 0).all(), got
    still_lowered(not np.signbit(got).any(), f"{op}({z}) part {part} = {got}")
    if op == "chlo.cosh":
        x = np.array(z, f"complex{2 * int(et[1:])}")
        y = np.array([complex(np.cosh(v).real, 0.0) for v in z], x.dtype)
        t = f"tensor<{len(z)}xcomplex<{et}>>"
        cosh = spec.parse(f"func.func @main(%z: {t}) -> {t} {{\n  %0 = chlo.cosh %z : {t} -> {t}"
                          f"\n  return %0 : {t}\n}}").func("main").ops[0]
        assert lowering.leaked(cosh, [x], y).all()
        y.imag[0] = 0.25  # not a zero: not the decomposition's
        assert not lowering.leaked(cosh, [x], y)[0]
    else:
        key = f"complex<{et}>"
        assert known_divergence("command", op, [key], "wrong-result", lowered=True)
        assert not known_divergence("command", op, [key], "wrong-result")


@pytest.mark.parametrize("et, x, exact", [("f32", 1.1754943508222875e-38, 44.01484596555653),
                                          ("f64", 2.2250738585072014e-308, 354.54478285641203)])
def test_upstreams_complex_atan_next_to_i_overflows(et, x, exact):
    """atan(x + i) for a tiny x: the decomposition's x^2 underflows, the imaginary part is inf
    (jaxlib alone; chlo.atan/complex<f32>/case_1 of the reference vendor's certification on
    2026-11-27); mpmath's atan gives `exact`."""
    real, imag = upstream_lowered_parts("chlo.atan", [complex(x, 1.0)], et)
    assert abs(float(real[0]) - np.pi / 4) < 1e-6
    still_lowered(bool(np.isinf(imag[0])), f"imag(atan({x} + i)) = {imag[0]}, exact {exact}")
    assert known_divergence("command", "chlo.atan", [f"complex<{et}>"], "wrong-result",
                            lowered=True)
