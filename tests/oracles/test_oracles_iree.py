"""The `iree` oracle (optional extra): the same small programs as tests/oracles/test_oracles.py."""
import numpy as np
import pytest

import spec
from oracles.iree import Iree
from spec.types import ELEMENT_TYPES
from tests.helpers import one_op, string
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
    module, inputs = one_op("add", [("f64", 1.0), ("f64", 2.0 ** -40)], [((), "f64")])
    outcome = iree.run(module, inputs)
    assert outcome.status == "ok" and outcome.outputs[0] == 1.0 + 2.0 ** -40  # f32 would drop it


def test_shapes_round_trip_including_rank_0_and_empty(iree):
    for shape in [(), (0,), (2, 0, 3), (2, 3)]:
        x = np.arange(int(np.prod(shape)), dtype=np.float32).reshape(shape)
        module, inputs = one_op("negate", [("f32", x)], [(shape, "f32")])
        outcome = iree.run(module, inputs)
        assert outcome.status == "ok", (shape, outcome.message)
        assert outcome.outputs[0].shape == shape and (outcome.outputs[0] == -x).all(), shape


def test_an_invalid_program_is_rejected(iree):
    text = spec.print_module(identity("f32")).replace("tensor<3xf32>) -> tensor<3xf32>",
                                                      "tensor<3xf32>) -> tensor<3xi32>", 1)
    outcome = iree.worker.run(text, [np.ones(3, np.float32)])
    assert outcome.status == "rejected" and "error" in outcome.message


def test_declared_gaps_are_unsupported_without_running(iree):
    module, inputs = one_op("custom_call", [("f32", np.ones(2))], [((2,), "f32")],
                            {"call_target_name": string("foo")})
    outcome = iree.run(module, inputs)
    assert outcome.status == "unsupported" and "failed to legalize" in outcome.message


def test_a_compiler_crash_is_a_crash(iree):
    """iree-compile 3.13.0 dies with SIGSEGV on a gather whose start_indices batching dimension
    comes after its index_vector_dim (tests/oracles/test_iree_divergences.py)."""
    text = """func.func @main(%a: tensor<3x4xf32>, %i: tensor<1x4xi32>) -> tensor<4xf32> {
  %0 = "stablehlo.gather"(%a, %i) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], operand_batching_dims = [1], start_indices_batching_dims = [1], start_index_map = [0], index_vector_dim = 0>, slice_sizes = array<i64: 1, 1>} : (tensor<3x4xf32>, tensor<1x4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}"""
    outcome = iree.worker.run(text, [np.ones((3, 4), np.float32), np.zeros((1, 4), np.int32)])
    assert outcome.status == "crash" and "killed by signal 11" in outcome.message
