"""The `iree` oracle (optional extra): the same small programs as tests/oracles/test_oracles.py."""
import numpy as np
import pytest

import spec
from oracles.iree import Iree
from spec.types import ELEMENT_TYPES
from tests.helpers.oracles import identity, sample

AVAILABLE, WHY = Iree.available()
pytestmark = pytest.mark.skipif(not AVAILABLE, reason=WHY or "iree is available")


@pytest.fixture(scope="module")
def iree():
    oracle = Iree(time_limit=120)
    yield oracle
    oracle.close()


def test_every_supported_element_type_round_trips(iree):
    for et in ELEMENT_TYPES.values():
        outcome = iree.run(identity(et.name), [sample(et)])
        if et.name in Iree.unsupported_types:
            assert outcome.status == "unsupported"
            assert Iree.unsupported_types[et.name].reason in outcome.message
            continue
        assert outcome.status == "ok", (et.name, outcome.message)
        assert outcome.outputs[0].dtype == et.dtype
        assert outcome.outputs[0].tobytes() == sample(et).tobytes(), et.name


def test_f64_is_not_demoted(iree):
    t = "tensor<f64>"
    module = spec.parse(f"func.func @main(%x: {t}, %y: {t}) -> {t} {{\n"
                        f"  %z = stablehlo.add %x, %y : {t}\n  return %z : {t}\n}}")
    outcome = iree.run(module, [np.float64(1.0), np.float64(2.0 ** -40)])
    assert outcome.status == "ok" and outcome.outputs[0] == 1.0 + 2.0 ** -40  # f32 would drop it


def test_shapes_round_trip_including_rank_0_and_empty(iree):
    for shape in [(), (0,), (2, 0, 3), (2, 3)]:
        t = f"tensor<{''.join(f'{d}x' for d in shape)}f32>"
        module = spec.parse(f'func.func @main(%x: {t}) -> {t} {{\n'
                            f'  %y = stablehlo.negate %x : {t}\n  return %y : {t}\n}}')
        x = np.arange(int(np.prod(shape)), dtype=np.float32).reshape(shape)
        outcome = iree.run(module, [x])
        assert outcome.status == "ok", (shape, outcome.message)
        assert outcome.outputs[0].shape == shape and (outcome.outputs[0] == -x).all(), shape


def test_an_invalid_program_is_rejected(iree):
    text = spec.print_module(identity("f32")).replace("tensor<3xf32>) -> tensor<3xf32>",
                                                      "tensor<3xf32>) -> tensor<3xi32>", 1)
    outcome = iree.worker.run(text, [np.ones(3, np.float32)])
    assert outcome.status == "rejected" and "error" in outcome.message


def test_declared_gaps_are_unsupported_without_running(iree):
    t = "tensor<2xf32>"
    module = spec.parse(f"func.func @main(%x: {t}) -> {t} {{\n"
                        f"  %y = stablehlo.custom_call @foo(%x) : ({t}) -> {t}\n"
                        f"  return %y : {t}\n}}")
    outcome = iree.run(module, [np.ones(2, np.float32)])
    assert outcome.status == "unsupported" and "failed to legalize" in outcome.message
