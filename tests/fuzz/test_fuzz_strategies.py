"""fuzz.strategies: every op of the seed spec generates programs our verifier accepts, values
hold the special values at the asked rate, inputs avoid Unspecified masks, bad arguments fail
eagerly (issue 9, item 1)."""
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

import spec
from fuzz.strategies import (OP_GENERATORS, element_values, ops, programs, shapes,
                             special_values, types)
from reference.interpreter import Interpreter
from spec.types import ELEMENT_TYPES
from spec.verify import verify

QUICK = settings(max_examples=20, deadline=None, database=None,
                 suppress_health_check=list(HealthCheck))


@pytest.mark.parametrize("name", sorted(OP_GENERATORS))
def test_generated_programs_verify_clean(name):
    @QUICK
    @given(ops(name, max_elements=12))
    def check(program):
        text, inputs = program
        module = spec.parse(text)
        assert not verify(module), "\n".join(map(str, verify(module))) + "\n" + text
        assert any(op.name == f"stablehlo.{name}" for op in module.walk()), text
        assert len(inputs) == len(module.func("main").type.inputs)
    check()


@pytest.mark.parametrize("name", sorted(OP_GENERATORS))
def test_generated_modules_hold_what_the_parser_builds(name):
    """The generators' spec.ir modules have the types and attribute values that parsing their
    printed text gives (the parser leaves out attributes at their default)."""
    @settings(QUICK, max_examples=5)
    @given(ops(name, max_elements=12, as_module=True))
    def check(program):
        module, _ = program
        again = spec.parse(spec.print_module(module))
        assert module.attributes == again.attributes
        assert [f.type for f in module.funcs] == [f.type for f in again.funcs]
        for built, parsed in zip(module.walk(), again.walk(), strict=True):
            assert (built.name, built.result_types) == (parsed.name, parsed.result_types)
            for key, value in built.attributes.items():
                assert parsed.attributes.get(key, value) == value, (built.name, key)
    check()


@pytest.mark.parametrize("name", ["divide", "remainder", "shift_left", "power"])
def test_inputs_avoid_value_dependent_unspecified_behaviour(name):
    @QUICK
    @given(ops(name, element_types=("i8", "ui8", "i32", "f16")))
    def check(program):
        text, inputs = program
        module = spec.parse(text)
        op = module.func("main").body.block.ops[0]
        mask = Interpreter(module).unspecified_mask(op, inputs)
        assert mask is None or not np.any(mask), text
    check()


def test_allow_unspecified_keeps_integer_division_by_zero():
    seen = []

    @settings(max_examples=60, deadline=None, database=None)
    @given(ops("divide", element_types=("i2",), allow_unspecified=True))
    def check(program):
        seen.append(np.any(program[1][1] == 0))
    check()
    assert any(seen)  # i2 divisors: 0 is one value in four (plus specials)


def test_special_values_are_those_of_the_type():
    assert np.isnan(special_values("f32").astype(np.float64)).any()
    assert sorted(special_values("i4").astype(int)) == [-8, -1, 0, 1, 7]
    assert sorted(special_values("ui2").astype(int)) == [0, 1, 3]
    e8m0 = special_values("f8E8M0FNU").astype(np.float64)
    assert not (e8m0[~np.isnan(e8m0)] <= 0).any()  # no zero, no sign
    assert not np.isinf(special_values("f8E4M3FN").astype(np.float64)).any()  # FN: no inf


@given(element_values("f32", shape=(400,), special_rate=1.0))
@settings(max_examples=5, deadline=None)
def test_special_rate_one_gives_only_special_values(x):
    specials = special_values("f32").view(np.uint32)
    assert np.isin(x.view(np.uint32), specials).all()


@given(element_values("i8", shape=(400,), special_rate=0.0))
@settings(max_examples=5, deadline=None)
def test_special_rate_zero_still_reaches_the_range(x):
    assert x.dtype == np.int8 and x.shape == (400,)


@given(shapes(min_rank=1, max_rank=3, max_side=5, max_elements=10))
@settings(max_examples=50, deadline=None)
def test_shapes_respect_the_element_budget(shape):
    assert 1 <= len(shape) <= 3 and all(0 <= n <= 5 for n in shape)
    assert int(np.prod(shape)) <= 10


@given(types(families=("unsigned",)))
@settings(max_examples=20, deadline=None)
def test_types_of_a_family(t):
    assert ELEMENT_TYPES[t].kind == "unsigned"


@QUICK
@given(programs(max_ops=6, element_types=("i32", "f32", "bf16")))
def test_programs_are_valid_dags_with_inputs(program):
    text, inputs = program
    module = spec.parse(text)
    assert not verify(module), text
    main = module.func("main")
    assert len(inputs) == len(main.type.inputs)
    import reference
    assert len(reference.evaluate(module, inputs)) == len(main.type.results)


def test_programs_call_callees():
    texts = []

    @settings(max_examples=30, deadline=None, database=None)
    @given(programs(max_ops=4, ops=("add", "call"), element_types=("i32",)))
    def check(program):
        texts.append(program[0])
    check()
    assert any("func.call" in t and "@callee" in t for t in texts)


@pytest.mark.parametrize("call", [
    lambda: ops("nope"), lambda: ops("add", max_rank=0), lambda: ops("add", max_side=True),
    lambda: ops("add", element_types=("f33",)), lambda: ops("add", element_types="f32"),
    lambda: ops("add", special_rate=2), lambda: element_values("f33"),
    lambda: element_values("f32", shape=(-1,)), lambda: shapes(max_elements=0),
    lambda: types(element_types=("i8",), families=("float",)),
    lambda: programs(max_ops=0), lambda: programs(ops=("gather",)),
])
def test_bad_arguments_fail_eagerly(call):
    with pytest.raises(ValueError):
        call()


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=list(HealthCheck))
@given(ops("remainder"))
def test_remainder_is_never_generated_on_complex_numbers(program):
    """The spec leaves the remainder of complex numbers undefined (#997): G5 avoids it."""
    assert "complex" not in program[0]
