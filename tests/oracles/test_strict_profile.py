"""The strict tolerance profile (oracles/verdict.py, tolerances.toml [strict] and [recommended]):
a correctly rounded backend (numpy's IEEE arithmetic) passes it; the mutant backends' bugs that
the default profile's allowances let through (benchmarks/mutants: rounding toward zero, division
through a reciprocal, flushed subnormals) fail it; a truncating conversion departs from the
recommended behaviour without failing; every rule says its tier."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import spec
from benchmarks.mutants.backends import MUTANTS
from oracles.base import Outcome
from tests.helpers.oracles import Fixed
from oracles.compare import (ALLOWANCES, TIERS, TOLERANCES, _check_tiers, known_divergences,
                             rule_for)
from oracles.reference import Reference
from oracles.verdict import PROFILES, judge
from reference.ops.registry import IMPLEMENTATIONS
from reports.cases import Case, judge_case

DTYPES = {"bf16": np.dtype(ml_dtypes.bfloat16), "f16": np.dtype(np.float16),
          "f32": np.dtype(np.float32), "f64": np.dtype(np.float64)}
NUMPY = {"add": np.add, "subtract": np.subtract, "multiply": np.multiply, "divide": np.divide,
         "sqrt": np.sqrt}
"""IEEE-754's correctly rounded operations as numpy computes them: f32 and f64 in their type,
f16 and bf16 in f32 and rounded once (innocuous double rounding: 24 >= 2p + 2 bits)."""


def program(op: str, t: str, n: int, arity: int = 1, result: str | None = None) -> spec.Module:
    """@main applying `op` to `arity` arguments of type tensor<n x t> (result: tensor<n x
    result>)."""
    result = result or t
    args = ", ".join(f"%a{i}: tensor<{n}x{t}>" for i in range(arity))
    operands = ", ".join(f"%a{i}" for i in range(arity))
    types = ", ".join([f"tensor<{n}x{t}>"] * arity)
    return spec.parse(f"func.func @main({args}) -> tensor<{n}x{result}> {{\n"
                      f"  %0 = \"stablehlo.{op}\"({operands}) : ({types}) -> tensor<{n}x{result}>\n"
                      f"  func.return %0 : tensor<{n}x{result}>\n}}")


def values(dtype, n: int, seed: int) -> np.ndarray:
    """Random values of every binade of `dtype`, with its specials: +-0, +-inf, NaN, the
    smallest subnormal and normal, the largest finite value."""
    info = ml_dtypes.finfo(dtype)
    rng = np.random.default_rng(seed)
    exponents = rng.uniform(np.log2(float(info.smallest_subnormal)), np.log2(float(info.max)),
                            n)
    x = rng.choice([-1.0, 1.0], n) * np.exp2(exponents) * rng.uniform(1, 2, n)
    specials = [0.0, -0.0, np.inf, -np.inf, np.nan, float(info.smallest_subnormal),
                -float(info.smallest_normal), float(info.max)]
    with np.errstate(over="ignore"):
        return np.concatenate([np.array(specials), x]).astype(dtype)


def run(module, inputs, outputs, oracle="command", profile="strict"):
    expected = Reference(bounds=True).run(module, inputs)
    assert expected.status == "ok", expected.message
    return judge(module, inputs, expected, Outcome("ok", outputs), oracle, profile=profile)


def mutated(name: str, module, inputs) -> list:
    """The outputs of mutant `name` (benchmarks/mutants) on the one-op `module`: its patch
    around the reference's implementation of the op."""
    op = module.func("main").ops[0]
    m = MUTANTS[name]
    impl = IMPLEMENTATIONS[m.op]
    result = m.patch(impl.fn, *inputs, result_type=op.results[0].type)
    return [np.asarray(result)]


# --- tiers ------------------------------------------------------------------------------------

def test_profiles_and_tiers():
    assert PROFILES[:2] == ("default", "strict")
    assert TIERS == ("spec", "recommended", "allowance")


def test_every_rule_says_its_tier_and_a_rule_without_one_stops_the_load():
    assert TOLERANCES["complex"]["tier"] == "allowance"
    for table in ("ops", "lowered", "strict", "recommended"):
        assert all(e["tier"] in TIERS for e in TOLERANCES[table].values()), table
    assert all(e["tier"] == "spec" and e["ulps"] == 0 for e in TOLERANCES["strict"].values())
    broken = {**TOLERANCES, "ops": {**TOLERANCES["ops"], "add": {"ulps": 1, "why": "no tier"}}}
    with pytest.raises(ValueError, match=r"\[ops\] add: tier is None"):
        _check_tiers(broken)
    broken["ops"]["add"] = {"ulps": 1, "tier": "lenient", "why": "unknown tier"}
    with pytest.raises(ValueError, match="tier is 'lenient'"):
        _check_tiers(broken)


def test_recommended_entries_name_an_unspecified_condition_of_an_op():
    conditions = {u.id for impl in IMPLEMENTATIONS.values() for u in impl.unspecified}
    for condition, entry in TOLERANCES["recommended"].items():
        assert condition in conditions, condition
        assert entry["tier"] == "recommended" and entry["behaviour"] and entry["why"]


def test_every_declared_allowance_says_its_tier():
    _, allowances = known_divergences()
    assert allowances["xla"] == ("flush-subnormals",) and set(ALLOWANCES) >= {"flush-subnormals"}


def test_strict_rules_replace_the_allowances_of_the_correctly_rounded_ops_only():
    for op in ("add", "subtract", "multiply", "divide", "sqrt"):
        default, strict = rule_for(op, "f16"), rule_for(op, "f16", strict=True)
        assert (default.ulps, default.tier) == (1, "allowance"), op
        assert (strict.ulps, strict.tier) == (0, "spec") and "strict" in strict.name, op
    assert rule_for("add", "complex<f32>", strict=True).ulps == 0  # each part: IEEE addition
    # formulas and libm-class functions keep their declared allowances
    assert rule_for("multiply", "complex<f32>", strict=True).ulps == 1
    assert rule_for("sqrt", "complex<f64>", strict=True).ulps == 2
    assert rule_for("exponential", "f32", strict=True).tier == "allowance"
    # an oracle's own (declared) budget comes before [strict]
    assert rule_for("exponential_minus_one", "f32", "xla", strict=True).ulps == 3
    assert rule_for("add", "i32", strict=True).tier == "spec"


# --- a correct backend passes -----------------------------------------------------------------

@pytest.mark.parametrize("t", ["f16", "bf16", "f32", "f64"])
@pytest.mark.parametrize("op", sorted(NUMPY))
def test_a_correctly_rounded_backend_passes_strict(op, t):
    dtype = DTYPES[t]
    arity = 1 if op == "sqrt" else 2
    inputs = [values(dtype, 1000, seed) for seed in range(arity)]
    with np.errstate(all="ignore"):
        got = NUMPY[op](*inputs).astype(dtype)
    verdict = run(program(op, t, len(inputs[0]), arity), inputs, [got])
    assert verdict.passed and verdict.deviation is None, verdict.message
    assert verdict.rules[0].ulps == 0 and verdict.verdicts[0].tier == "spec"


@pytest.mark.parametrize("source, target", [("f32", "bf16"), ("f32", "f16"), ("f64", "f32"),
                                            ("f16", "bf16")])
def test_a_backend_rounding_conversions_to_nearest_even_follows_the_recommendation(source,
                                                                                   target):
    inputs = [values(DTYPES[source], 1000, 3)]
    with np.errstate(all="ignore"):
        got = inputs[0].astype(DTYPES[target])
    verdict = run(program("convert", source, len(inputs[0]), result=target), inputs, [got])
    assert verdict.passed and verdict.deviation is None, verdict.message
    assert verdict.recommended[0] is not None  # the inexact elements were compared


# --- the mutants the default profile lets through ---------------------------------------------

F16_ADD = ([np.array([1.0, 3.0, 1024.0], np.float16), np.array([0.0010004, 2.0, 0.75], np.float16)],
           "add", "f16")
F32_DIVIDE = ([np.array([1.0, 10.0, 7.0], np.float32), np.array([3.0, 49.0, 10.0], np.float32)],
              "divide", "f32")
F32_TINY = ([np.array([2.0 ** -75, 1.0, 2.0 ** -70], np.float32),
             np.array([2.0 ** -74, 3.0, 2.0 ** -79], np.float32)], "multiply", "f32")
F32_ZERO = ([np.array([-1.0, 0.0, 2.0], np.float32), np.array([0.0, -3.0, 4.0], np.float32)],
            "multiply", "f32")


@pytest.mark.parametrize("mutant, case, default", [
    ("add-f16-round-toward-zero", F16_ADD, "pass"),
    ("divide-f32-reciprocal", F32_DIVIDE, "pass"),
    ("multiply-f32-flush-subnormals", F32_TINY, "pass"),  # 2^-149 flushed: 1 ULP from 0
    ("multiply-zero-sign-lost", F32_ZERO, "fail"),  # a zero's sign: a mismatch in every rule
])
def test_a_mutant_fails_strict_as_a_spec_violation_and_default_keeps_its_verdict(mutant, case,
                                                                                  default):
    inputs, op, t = case
    module = program(op, t, len(inputs[0]), arity=2)
    got = mutated(mutant, module, inputs)
    assert got[0].tobytes() != Reference().run(module, inputs).outputs[0].tobytes()  # the bug shows
    assert run(module, inputs, got, profile="default").status == default
    strict = run(module, inputs, got)
    assert strict.status == "fail" and strict.failed.tier == "spec", strict.message
    assert "0 ULP" in strict.failed.rule or "exact" in strict.failed.rule


def test_flushing_subnormals_is_accepted_under_strict_where_an_allowance_is_declared():
    """xla's declared flush-subnormals allowance stays in force under strict (and says so)."""
    inputs, op, t = F32_TINY
    module = program(op, t, len(inputs[0]), arity=2)
    got = mutated("multiply-f32-flush-subnormals", module, inputs)
    assert run(module, inputs, got, oracle="xla").passed
    assert run(module, inputs, got, oracle="command").status == "fail"


def convert_case(x: np.ndarray, target: str) -> tuple:
    module = program("convert", "f32", len(x), result=target)
    return module, [x]


def test_a_truncating_conversion_departs_from_the_recommended_behaviour_without_failing():
    x = np.array([1.0, 1.0 + 2.0 ** -8 + 2.0 ** -9, -(3 + 2.0 ** -7 + 2.0 ** -8), 2.0 ** -130],
                 np.float32)
    module, inputs = convert_case(x, "bf16")
    got = mutated("convert-f32-to-bf16-truncates", module, inputs)
    default = run(module, inputs, got, profile="default")
    assert default.passed and default.deviation is None and default.recommended == ()
    strict = run(module, inputs, got)
    assert strict.passed, strict.message  # not a spec violation: the spec leaves it open
    output, deviation = strict.deviation
    assert output == 0 and deviation.tier == "recommended" and deviation.mismatches == 2
    assert "convert/float-inexact" in deviation.rule and "ties to even" in deviation.rule


def test_the_conformance_result_reports_the_departure_apart_from_the_status():
    x = np.array([1.0 + 2.0 ** -8 + 2.0 ** -9, 2.5], np.float32)
    module, inputs = convert_case(x, "bf16")
    case = Case("convert/bf16/case_1", "convert", "bf16", "test", "generated", spec.print_module(module),
                inputs=inputs)
    got = mutated("convert-f32-to-bf16-truncates", module, inputs)
    strict = judge_case(case, Fixed(got), Reference(bounds=True), "strict")
    assert strict.status == "pass" and strict.tier == "spec"
    assert strict.recommended.startswith("result 0: 1 element(s) depart from the recommended")
    assert "worst at index [0]" in strict.recommended
    assert judge_case(case, Fixed(got), Reference(bounds=True), "default").recommended == ""


# --- what real backends do (docs/conformance.md, "Strict on real backends") -------------------

DOUBLE_ROUNDED = 1 + 2.0 ** -8 + 2.0 ** -30
"""An f64 just above a bf16 tie: to nearest it is 1 + 2^-7; through f32 (where it becomes the
tie 1 + 2^-8) and then to nearest even, 1."""


def test_the_double_rounding_trap_is_what_the_reference_rounds_once():
    module = program("convert", "f64", 1, result="bf16")
    got = Reference().run(module, [np.array([DOUBLE_ROUNDED])]).outputs[0]
    assert float(got[0]) == 1 + 2.0 ** -7
    twice = np.array([DOUBLE_ROUNDED]).astype(np.float32).astype(ml_dtypes.bfloat16)
    verdict = run(module, [np.array([DOUBLE_ROUNDED])], [twice])
    assert verdict.passed and verdict.deviation[1].expected == got[0]


@pytest.mark.jaxlib
def test_xla_cpu_converts_f64_to_bf16_through_f32():
    """XLA CPU (jaxlib 0.10.2) rounds f64 -> bf16 twice: a departure from the recommended
    behaviour under strict (ops/convert/main), not a spec violation. When this fails, XLA
    rounds once."""
    import jax
    import jax.numpy as jnp
    before = jax.config.jax_enable_x64
    jax.config.update("jax_enable_x64", True)
    try:
        x = jnp.asarray(np.array([DOUBLE_ROUNDED]))
        assert x.dtype == jnp.float64  # not rounded to f32 on the way in
        got = np.asarray(jax.jit(lambda a: a.astype(jnp.bfloat16))(x))
    finally:
        jax.config.update("jax_enable_x64", before)
    assert float(got[0]) == 1.0


@pytest.mark.jaxlib
def test_xla_cpu_flushes_subnormal_products_as_its_declared_allowance_says():
    """The evidence of known_divergences.toml's xla `flush-subnormals` allowance, which strict
    keeps (a declared allowance): 2^-75 * 2^-74 is 2^-149, the smallest f32 subnormal; XLA CPU
    gives 0, and 1e-40 * 1 (a subnormal operand) gives 0 too."""
    import jax
    x, y = np.array([2.0 ** -75, 1e-40], np.float32), np.array([2.0 ** -74, 1.0], np.float32)
    assert np.asarray(jax.jit(lambda a, b: a * b)(x, y)).tolist() == [0.0, 0.0]
    assert known_divergences()[1]["xla"] == ("flush-subnormals",)


@pytest.mark.onnxruntime
def test_onnxruntime_casts_f64_to_bf16_through_f32():
    """ONNX Runtime's CPU Cast (onnxruntime 1.32.0) rounds f64 -> bf16 twice, as XLA: a departure
    from the recommended behaviour under strict. When this fails, it rounds once."""
    import onnxruntime
    from onnx import TensorProto, helper
    nodes = [helper.make_node("Cast", ["x"], ["b"], to=TensorProto.BFLOAT16),
             helper.make_node("Cast", ["b"], ["y"], to=TensorProto.FLOAT)]
    graph = helper.make_graph(nodes, "g",
                              [helper.make_tensor_value_info("x", TensorProto.DOUBLE, [1])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1])])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 21)])
    session = onnxruntime.InferenceSession(model.SerializeToString(),
                                           providers=["CPUExecutionProvider"])
    assert session.run(None, {"x": np.array([DOUBLE_ROUNDED])})[0].tolist() == [1.0]
