"""fuzz.strategies.models: programs that chain blocks of models, written as JAX exports them.

- Generated programs verify (ours, and jaxlib's verifier) and run on the reference with
  realistic values: every intermediate finite, not subnormal, within the limit, and a finite
  program tolerance on every output element (nothing masked, nothing unbounded).
- Each block kind appears in its program with the ops of its pattern; chains have 2 to 4 blocks
  in the asked element types.
- `--shape models` campaigns make every valid program a model program and run end to end.
- XLA CPU agrees with the reference on seeded model programs under the whole-program verdict.
- A backend with a bug in one op makes a finding of op "model" that shrinks and localizes to it.
"""
from __future__ import annotations

import collections
import json

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

import fuzz.__main__ as fuzz_main
import spec
from fuzz.campaign import MODEL, Config, op_strategy, program_at, run
from fuzz.differential import Checker
from fuzz.seeded import draw
from fuzz.shrink import shrink
from fuzz.strategies import models
from fuzz.strategies_base import Bounds, Program
from fuzz.strategies_models import BLOCKS, MASKED_LIMIT, MODEL_TYPES, Chain, chains
from tests.helpers.backends import OneOpOff
from tests.helpers.generated import assert_realistic_intermediates
from oracles.reference import Reference
from spec.build import dense, enum, region, tensor_type
from spec.official import official_verdict
from spec.verify import verify

SAMPLE = settings(max_examples=6, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))


def ops_of(module) -> collections.Counter:
    return collections.Counter(op.mnemonic for op in module.walk())


def test_model_programs_verify_and_run_with_finite_program_tolerances():
    @SAMPLE
    @given(models(as_module=True))
    def check(example):
        module, inputs = example
        assert not verify(module), "\n".join(map(str, verify(module)))
        assert_realistic_intermediates(module, inputs, MASKED_LIMIT)
        outcome = Reference(bounds=True).run(module, inputs)
        assert outcome.status == "ok", outcome.message
        for total in outcome.totals:
            assert np.all(np.isfinite(total.total))  # no NaN (masked), no inf (unbounded)
    check()


def test_a_value_that_overflows_inside_a_loop_body_takes_the_op_back():
    """1 / (1 + exp(x)) in f16 at x = 12: exp overflows inside the body, the loop's result (0)
    alone looks tame; the chain takes the while back (its program bound would be masked)."""
    chain = Chain(Program(lambda strategy: 0, Bounds(4, 8, 4096, ("f16",)), 0.0), "f16", 8)
    counter = tensor_type((), "i32")

    def loop(at: float) -> bool:
        x = chain.given(np.full((2,), at), "f16")
        types = [counter, x.type]

        def cond(b, a):
            one = b.op("constant", [], [counter], {"value": dense(1, "i32")})
            return b.op("compare", [a[0]] + one, [tensor_type((), "i1")],
                        {"comparison_direction": enum("comparison_direction", "LT")})

        def body(b, a):
            one = b.op("constant", [], [x.type], {"value": dense(np.ones(2), "f16")})
            e = b.op("exponential", [a[1]], [x.type])
            d = b.op("divide", one + b.op("add", one + e, [x.type]), [x.type])
            step = b.op("constant", [], [counter], {"value": dense(1, "i32")})
            return b.op("add", [a[0]] + step, [counter]) + d

        def append(g):
            start = g.op("constant", [], counter, {"value": dense(0, "i32")}, keep=False)
            g.ops("while", [start, x], types, regions=[region(types, cond), region(types, body)])
        return chain.attempt(append, room=10)
    assert loop(1.0)
    assert not loop(12.0)


MARKS = {  # block -> the ops its pattern must have
    "layer_norm": {"reduce", "rsqrt", "broadcast_in_dim", "multiply"},
    "softmax": {"reduce", "maximum", "subtract", "exponential"},
    "attention": {"dot_general", "transpose", "reshape", "exponential", "divide"},
    "conv_bn_relu": {"convolution", "rsqrt", "maximum"},
    "scan": {"while", "dynamic_slice", "dynamic_update_slice", "tanh", "compare"},
    "grad_step": {"dot_general", "transpose", "reduce", "subtract"},
    "mlp": {"dot_general", "add"}}


@pytest.mark.parametrize("block", sorted(BLOCKS))
def test_each_block_appears_with_the_ops_of_its_pattern(block):
    kinds, seen = [], collections.Counter()
    for seed in range(3):
        module, inputs, applied = draw(chains(1, 1, (block,), MODEL_TYPES, 6), seed)
        kinds.append(applied)
        seen.update(ops_of(module))
        assert Reference(bounds=True).run(module, inputs).status == "ok"
    assert kinds.count((block,)) >= 2, kinds  # a block may be taken back (an f16 overflow)
    assert MARKS[block] <= set(seen), (block, seen)


def test_attention_batches_heads_and_grad_steps_output_their_updates():
    dims = set()
    for seed in range(4):
        module, _, _ = draw(chains(1, 1, ("attention",), ("f32",), 6), seed)
        dims |= {len(op.attributes["dot_dimension_numbers"].as_dict()["lhs_batching_dimensions"])
                 for op in module.walk() if op.mnemonic == "dot_general"}
    assert 2 in dims  # q k^T and probabilities v batched over batch and heads
    module, _, applied = draw(chains(1, 1, ("grad_step",), ("f32",), 6), 0)
    assert applied == ("grad_step",)
    outputs = module.func("main").type.results
    assert len(outputs) in (6, 14)  # predictions, loss, 4 parameters (SGD; Adam: + 8 moments)
    assert outputs[1].shape == ()  # the loss


def test_chains_have_2_to_4_blocks_in_the_asked_types():
    lengths, types = collections.Counter(), set()
    for seed in range(12):
        module, _, applied = draw(chains(2, 4, tuple(BLOCKS), MODEL_TYPES, 8), seed)
        lengths[len(applied)] += 1
        types.add(module.func("main").type.inputs[0].element_type.name)
    assert set(lengths) <= {2, 3, 4} and len(lengths) >= 2, lengths
    assert "f32" in types
    module, _ = draw(models(element_types=("bf16",), as_module=True), 3)
    assert {t.element_type.name for op in module.walk() for t in op.result_types
            if t.element_type.name not in ("i1", "i32")} == {"bf16"}


@pytest.mark.parametrize("kwargs, argument", [
    ({"min_blocks": 0}, "min_blocks=0"), ({"min_blocks": 3, "max_blocks": 2}, "max_blocks=2"),
    ({"max_side": 1}, "max_side=1"), ({"blocks": ("pooling",)}, "blocks"),
    ({"blocks": "scan"}, "blocks"), ({"element_types": ("f64",)}, "element_types"),
    ({"element_types": ()}, "element_types")])
def test_bad_arguments_fail_eagerly_naming_the_argument(kwargs, argument):
    with pytest.raises(ValueError, match=f"models\\({argument}"):
        models(**kwargs)


@pytest.mark.jaxlib
def test_jaxlibs_verifier_accepts_model_programs():
    for seed in range(4):
        module, _ = draw(models(as_module=True), seed)
        assert official_verdict(module) == (True, "")


def test_a_models_campaign_draws_model_programs_only():
    config = Config(1, ["reference"], invalid_every=0, shape="models")
    assert {program_at(config, i, ["abs"], ["x"]).op for i in range(10)} == {MODEL}
    mixed = Config(1, ["reference"], invalid_every=2, shape="models")
    drawn = [program_at(mixed, i, ["abs"], ["abs_c1"]) for i in range(4)]
    assert [p.op for p in drawn] == [MODEL, None, MODEL, None]
    assert op_strategy(MODEL) is not None


def test_a_models_campaign_runs_end_to_end(tmp_path):
    config = Config(60, ["reference"], seed=3, out=tmp_path, max_programs=3, progress=False,
                    invalid_every=0, shape="models")
    summary = run(config)
    assert summary["model_programs"] == 3 and summary["valid_run"] == 3
    assert sum(summary["coverage"]["models"].values()) == 3
    assert not summary["internal"] and not summary["errors"], summary
    lines = [json.loads(x) for x in (tmp_path / "log.jsonl").read_text().splitlines()]
    assert {ln["op"] for ln in lines} == {MODEL}


def test_the_shape_option_turns_invalid_programs_off_unless_asked(monkeypatch, tmp_path):
    configs = []
    monkeypatch.setattr(fuzz_main, "run", lambda config: configs.append(config) or {
        "errors": [], "new_findings": 0, "compared": 1})
    monkeypatch.setattr(fuzz_main, "text_summary", lambda s, out: "")
    base = ["campaign", "--seconds", "1", "--oracles", "reference", "--out", str(tmp_path)]
    assert fuzz_main.main(base + ["--shape", "models"]) == 0
    assert fuzz_main.main(base + ["--shape", "models", "--invalid-every", "3"]) == 0
    assert fuzz_main.main(base) == 0
    assert [(c.shape, c.invalid_every) for c in configs] == [
        ("models", 0), ("models", 3), ("ops", 2)]
    with pytest.raises(SystemExit):
        fuzz_main.main(base + ["--shape", "layers"])


@pytest.mark.jaxlib
@pytest.mark.slow
def test_xla_agrees_with_the_reference_on_seeded_model_programs():
    """The whole-program verdict makes no false finding on model programs."""
    checker = Checker(["reference", "xla"])
    try:
        results = checker.valid_batch([(*draw(models(), seed), MODEL) for seed in range(8)])
    finally:
        checker.close()
    assert all(r.statuses == {"official": "ok", "reference": "ok", "xla": "ok"} for r in results)
    found = [f.message for r in results for f in r.findings]
    assert not found, found[0]


@pytest.mark.slow
def test_a_finding_of_a_model_program_shrinks_and_localizes_to_the_wrong_op():
    checker = Checker(["reference"])
    checker.oracles, checker.names = [OneOpOff("stablehlo.rsqrt", "rsqrt-off")], ["rsqrt-off"]
    seed, finding = next((s, r.findings[0]) for s in range(40) for r in [
        checker.valid(*draw(models(), s), MODEL)] if r.findings)
    assert (finding.kind, finding.op, finding.oracle) == ("wrong-result", MODEL, "rsqrt-off")
    size = len(spec.parse(finding.program).func("main").ops)
    shrunk = shrink(checker, op_strategy(MODEL), seed, finding, seconds=20)
    module = spec.parse(shrunk.program)
    assert not verify(module)
    assert len(module.func("main").ops) <= size
    name, position = shrunk.localized.removesuffix(")").split(" (op ")
    assert name == "rsqrt" == module.func("main").ops[int(position)].mnemonic
