"""fuzz.strategies.programs composes an op only on the element types where the op's schema
gives its result its operands' type: abs composes on integers and floats, not on complex
numbers (whose abs is real)."""
from hypothesis import HealthCheck, given, settings

import spec
from fuzz.strategies import programs
from spec.verify import verify


def test_programs_compose_abs_only_where_its_result_has_the_operand_type():
    seen = set()

    @settings(max_examples=60, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(programs(max_ops=4, ops=("abs", "negate"), element_types=("complex<f32>", "f32"),
                    as_module=True))
    def check(program):
        module, _ = program
        assert not verify(module), spec.print_module(module)
        seen.update((op.name, op.results[0].type.element_type.name) for op in module.walk()
                    if op.name.startswith("stablehlo."))
    check()
    assert ("stablehlo.abs", "f32") in seen and ("stablehlo.negate", "complex<f32>") in seen
