"""spec.shapes: every op of every spec example (corpus/spec_examples) whose result type follows
from its operands gets the declared result type back from `infer`; targeted cases for the edge
rules (empty windows, negative padding, dynamic sizes, group counts)."""
from pathlib import Path

import numpy as np
import pytest

import spec
from spec import shapes
from spec.constraints.notation import compatible
from spec.types import ELEMENT_TYPES, F32, I1, I32, TensorType

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "corpus" / "spec_examples"

SPEC_ISSUES = {
    "cholesky_example_1": "the spec's signature is f32 -> f64, against type(a) = type(result)",
    "dynamic_conv_example_1": "input_spatial_dimensions = [0, 1] overlaps input_batch_dimension "
                              "(C13); with [1, 2] the declared 1x2x2x1 follows",
}
"""Spec examples whose declared result type contradicts the spec's own constraints: inference
must disagree with them (so the entry cannot outlive a fixed example)."""

CONSTANT_OPERANDS = {"dynamic_gather": {2: "slice_sizes"}, "dynamic_conv": {2: "padding"}}
"""Operands whose values the result type needs: passed as attributes when a constant defines
them."""


def _examples():
    out = []
    for path in sorted(EXAMPLES.glob("*.mlir")):
        for line, chunk in spec.split_input_file(path.read_text()):
            try:
                module = spec.parse(chunk, str(path))
            except spec.ParseError:
                continue  # the two spec typos; test_spec_examples pins them
            for func in module.funcs:
                for op in func.walk():
                    if op.name.removeprefix("stablehlo.") in shapes.INFER:
                        out.append((f"{path.stem}/{func.name}/{op.name}", func.name, op))
    return out


EXAMPLE_OPS = _examples()


def _attributes(op) -> dict:
    attrs = dict(op.attributes)
    for index, name in CONSTANT_OPERANDS.get(op.name.removeprefix("stablehlo."), {}).items():
        owner = op.operands[index].defining_op
        if owner is not None and owner.name == "stablehlo.constant":
            attrs[name] = np.asarray(owner.attributes["value"].array)
    return attrs


def _body_element_types(op):
    if not op.regions or not op.regions[0].blocks:
        return None
    return [t.type.element_type for t in op.regions[0].blocks[0].arguments
            if isinstance(t.type, TensorType)][:len(op.results)]


def _agrees(got, want) -> bool:
    return len(got) == len(want) and all(
        compatible(g, w) and (w.is_quantized or g.element_type == w.element_type)
        for g, w in zip(got, want))


def test_every_inferred_op_has_a_spec_example():
    seen = {op.name.removeprefix("stablehlo.") for _, _, op in EXAMPLE_OPS}
    # these two ops' examples have typos in the spec (test_element_types_that_follow covers them)
    assert set(shapes.INFER) - seen == {"collective_broadcast", "is_finite"}


@pytest.mark.parametrize("func_name,op", [pytest.param(f, o, id=i) for i, f, o in EXAMPLE_OPS])
def test_infer_gives_the_spec_examples_result_types(func_name, op):
    got = shapes.infer(op.name, [v.type for v in op.operands], _attributes(op),
                       body_element_types=_body_element_types(op))
    want = [r.type for r in op.results]
    if func_name in SPEC_ISSUES:
        assert not _agrees(got, want), f"{func_name} now agrees: drop it from SPEC_ISSUES"
        return
    assert _agrees(got, want), f"inferred {[str(t) for t in got]}; declared {[str(t) for t in want]}"


def test_static_spec_examples_infer_exact_shapes():
    """Where every operand is static, the inferred shape is the declared one exactly (no `?`
    hides a wrong size)."""
    for name, func_name, op in EXAMPLE_OPS:
        types = [v.type for v in op.operands]
        if func_name in SPEC_ISSUES or not all(t.is_static for t in types
                                               if isinstance(t, TensorType)):
            continue
        if op.name == "stablehlo.dynamic_conv":
            continue  # its padding is an operand
        got = shapes.infer(op.name, types, _attributes(op))
        assert [t.shape for t in got] == [r.type.shape for r in op.results], name


# -- num_windows ------------------------------------------------------------------------------

def test_num_windows_of_the_spec_example():
    # reduce_window's example: 3x2 input, window 2x1, strides 4x1, base dilations 2x1,
    # window dilations 3x1, padding [[2, 1], [0, 0]] -> 2x2
    assert shapes.num_windows((3, 2), (2, 1), (4, 1), (2, 1), (3, 1), [[2, 1], [0, 0]]) == [2, 2]


@pytest.mark.parametrize("args,want", [
    ((0, 1), 0),                       # padded_input_shape = 0: an empty window
    ((0, 1, 1, 1, 1, 1, 0), 1),        # padding makes one element: one window
    ((3, 4), 0),                       # the window is larger than the input
    ((3, 2, 1, 1, 2), 1),              # the dilated window (3) fits the input once
    ((5, 0), 6),                       # a zero-size window (convolution): size + 1 positions
    ((2, 0, 1, 1, 1, -3, 0), 0),       # negative padded_input_shape: empty
    ((2, 1, 1, 1, 1, -2, 0), 0),       # padded_input_shape = 0 by negative padding
    ((7, 3, 2), 3),                    # floor((7 - 3) / 2) + 1
    ((4, 2, 1, 2), 6),                 # dilated input 7: 6 windows of 2
])
def test_num_windows_dim_edge_rules(args, want):
    assert shapes.num_windows_dim(*args) == want


def test_num_windows_propagates_dynamic_sizes():
    assert shapes.num_windows((None, 4), (2, 2), (1, 2)) == [None, 2]
    assert shapes.num_windows_dim(5, None) is None


def test_infer_reduce_window_with_a_dynamic_input():
    t = TensorType((None, 6), F32)
    got = shapes.infer("stablehlo.reduce_window", [t, TensorType((), F32)],
                       {"window_dimensions": (1, 3), "window_strides": (1, 3)})
    assert got == [TensorType((None, 2), F32)]


def test_convolution_shape_with_groups_and_unknown_padding():
    dims = dict(input_batch_dimension=0, input_spatial_dimensions=[1],
                kernel_output_feature_dimension=2, kernel_spatial_dimensions=[0],
                output_batch_dimension=0, output_feature_dimension=2,
                output_spatial_dimensions=[1])
    assert shapes.convolution_shape((4, 5, 3), (2, 3, 6), batch_group_count=2,
                                    window_strides=[2], padding=[[1, 0]], **dims) == [2, 3, 6]
    assert shapes.convolution_shape((4, 5, 3), (2, 3, 6), padding_known=False,
                                    **dims) == [4, None, 6]
    assert shapes.convolution_shape((None, 5, 3), (2, 3, None), **dims) == [None, 4, None]


# -- gather, dot_general and the rest ---------------------------------------------------------

def test_combine_and_gather_shape():
    assert shapes.combine([7, 8], [1, 2], [0, 3]) == [1, 7, 8, 2]
    assert shapes.combine([7], [1, 2], [0]) is None        # offset_dims of the wrong size
    assert shapes.combine([7], [1], [2]) is None           # out of range
    assert shapes.gather_shape((None, 3, 2), [1, 5, 4], offset_dims=[2, 3],
                               collapsed_slice_dims=[0], index_vector_dim=2) == [None, 3, 5, 4]
    # index_vector_dim = rank(start_indices): no dimension dropped
    assert shapes.gather_shape((4,), [1, 3], offset_dims=[1], collapsed_slice_dims=[0],
                               index_vector_dim=1) == [4, 3]


def test_dot_general_and_dot_shapes():
    assert shapes.dot_general_shape((2, 3, 4), (2, 4, None), lhs_batching_dimensions=[0],
                                    rhs_batching_dimensions=[0], lhs_contracting_dimensions=[2],
                                    rhs_contracting_dimensions=[1]) == [2, 3, None]
    assert shapes.dot_shape((3,), (3,)) == []
    assert shapes.dot_shape((2, 3), (3,)) == [2]
    assert shapes.dot_shape((2, 3), (3, 5)) == [2, 5]


def test_structure_shapes_propagate_dynamic_sizes():
    assert shapes.pad_shape((None, 3, 0), [1, 0, 2], [0, 1, 1], [0, 2, 5]) == [None, 8, 3]
    assert shapes.slice_shape([0, 1], [5, 1], [2, 1]) == [3, 0]
    assert shapes.concatenate_shape([(2, None), (3, 4)], 0) == [5, None]
    assert shapes.concatenate_shape([(2, 4), (None, 4)], 0) == [None, 4]
    assert shapes.transpose_shape((1, None, 3), [2, 0, 1]) == [3, 1, None]
    assert shapes.reduce_shape((2, None, 4), [0, 2]) == [None]
    assert shapes.broadcast_in_dim_shape((3, 1), [0, 2], [None, 5, None]) == [3, 5, None]


def test_fft_shapes_and_element_types():
    c64 = ELEMENT_TYPES["complex<f32>"]
    assert shapes.infer("fft", [TensorType((2, 8), F32)], {"fft_type": "RFFT",
                                                            "fft_length": (8,)}) == \
        [TensorType((2, 5), c64)]
    assert shapes.infer("fft", [TensorType((2, 5), c64)], {"fft_type": "IRFFT",
                                                            "fft_length": (8,)}) == \
        [TensorType((2, 8), F32)]


def test_collective_shapes():
    groups = np.array([[0, 1, 2]])
    assert shapes.infer("all_gather", [TensorType((2, None), F32)],
                        {"all_gather_dim": 0, "replica_groups": groups}) == \
        [TensorType((6, None), F32)]
    assert shapes.reduce_scatter_shape((6, 2), 0, 3) == [2, 2]
    assert shapes.all_to_all_shape((4, None), 0, 1, 2) == [2, None]
    assert shapes.all_to_all_shape((4, 3), 1, 1, 2) == [4, 3]


def test_element_types_that_follow():
    t = TensorType((2,), F32)
    assert shapes.infer("compare", [t, t], {}) == [TensorType((2,), I1)]
    assert shapes.infer("is_finite", [t], {}) == [TensorType((2,), I1)]
    assert shapes.infer("collective_broadcast", [t], {}) == [t]
    assert shapes.infer("get_dimension_size", [t], {"dimension": 0}) == [TensorType((), I32)]
    assert shapes.infer("complex", [t, t], {}) == [TensorType((2,), ELEMENT_TYPES["complex<f32>"])]
    assert shapes.infer("reduce", [t, TensorType((), F32)], {"dimensions": (0,)},
                        body_element_types=[ELEMENT_TYPES["f64"]]) == \
        [TensorType((), ELEMENT_TYPES["f64"])]


def test_infer_rejects_ops_whose_result_type_is_given():
    with pytest.raises(shapes.ShapeError, match="does not follow"):
        shapes.infer("stablehlo.reshape", [TensorType((2,), F32)], {})
    with pytest.raises(shapes.ShapeError, match="slice_sizes"):
        shapes.infer("dynamic_gather", [TensorType((2,), F32), TensorType((1,), I32),
                                        TensorType((1,), I32)],
                     {"offset_dims": (0,), "index_vector_dim": 0})


def test_attribute_values_are_read_from_ir_attributes():
    text = ('func.func @f(%x: tensor<4x6xf32>) -> tensor<2x6xf32> {\n'
            '  %r = "stablehlo.slice"(%x) {start_indices = array<i64: 1, 0>, '
            'limit_indices = array<i64: 4, 6>, strides = array<i64: 2, 1>} : '
            '(tensor<4x6xf32>) -> tensor<2x6xf32>\n'
            '  "func.return"(%r) : (tensor<2x6xf32>) -> ()\n}\n')
    op = spec.parse(text).funcs[0].ops[0]
    assert shapes.infer(op.name, [v.type for v in op.operands], op.attributes) == \
        [TensorType((2, 6), F32)]
