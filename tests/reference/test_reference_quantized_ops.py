"""Quantized semantics of ops (the spec's dequantize_op_quantize and friends, registered by the
`quantized=` forms of reference/ops/registry.py).

Expected storage values are computed by hand here, independently of reference.values: each
storage value s of a type with scale c and zero point z means the exact rational (s - z) * c
(scales are dyadic, so f32 holds every value exactly); the op is applied exactly with
fractions; the spec's quantize divides by the result scale, adds the zero point, clamps to
[storage_min, storage_max] and rounds half to even (Python's round on a Fraction)."""
from __future__ import annotations

from fractions import Fraction as F

import numpy as np
import pytest

import reference
from reference.errors import EvaluationError
from reference.ops.registry import IMPLEMENTATIONS


def qtype(storage: str, params, dim=None, bounds=None, expressed="f32") -> str:
    st = storage + (f"<{bounds[0]}:{bounds[1]}>" if bounds else "")
    if dim is None:
        scale, zp = params
        return f"!quant.uniform<{st}:{expressed}, {scale}:{zp}>"
    body = ",".join(f"{s}:{z}" for s, z in params)
    return f"!quant.uniform<{st}:{expressed}:{dim}, {{{body}}}>"


def tensor(shape, et) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + f"{et}>"


def run_op(name, operands, result_shape, result_et, storage_of_result, attrs="", region=""):
    """Runs `name` on constant operands [(storage values, shape, element type)], returning the
    result's storage values (bitcast_convert) or its values when not quantized."""
    lines, names, types = [], [], []
    for i, (data, shape, et) in enumerate(operands):
        st = et.split("<")[1].split(":")[0].split("<")[0] if et.startswith("!quant") else et
        lines.append(f'  %a{i} = "stablehlo.constant"() {{value = dense<{data}> : '
                     f'{tensor(shape, st)}}} : () -> {tensor(shape, et)}')
        names.append(f"%a{i}")
        types.append(tensor(shape, et))
    rt = tensor(result_shape, result_et)
    lines.append(f'  %r = "stablehlo.{name}"({", ".join(names)}) {region}{attrs} : '
                 f'({", ".join(types)}) -> {rt}')
    out = rt
    if storage_of_result:
        out = tensor(result_shape, storage_of_result)
        lines.append(f'  %s = "stablehlo.bitcast_convert"(%r) : ({rt}) -> {out}')
    else:
        lines.append(f'  %s = "stablehlo.optimization_barrier"(%r) : '
                     f'({rt}) -> {rt}')
    text = (f"func.func @main() -> {out} {{\n" + "\n".join(lines) +
            f'\n  "func.return"(%s) : ({out}) -> ()\n}}\n')
    return np.asarray(reference.evaluate(text, [])[0])


def deq(storage, scale, zp):
    return [(s - zp) * F(scale) for s in storage]


def quant(xs, scale, zp, lo, hi):
    return [round(min(max(x / F(scale) + zp, lo), hi)) for x in xs]


def test_add_per_tensor_i8_requantizes_and_rounds_half_to_even():
    a, b = [10, -20, 127, -128], [3, 4, 5, 6]
    want = quant([x + y for x, y in zip(deq(a, "0.5", -1), deq(b, "0.25", 2))], 1, 0, -128, 127)
    got = run_op("add", [(a, [4], qtype("i8", (0.5, -1))), (b, [4], qtype("i8", (0.25, 2)))],
                 [4], qtype("i8", (1.0, 0)), "i8")
    assert want == [6, -9, 65, -62] and got.tolist() == want


def test_results_clamp_to_the_storage_range_and_to_narrowed_bounds():
    a = [100, -100, 0, 7]
    et = qtype("i8", (1.0, 0))
    got = run_op("multiply", [(a, [4], et), (a, [4], et)], [4],
                 qtype("i8", (0.5, 0), bounds=(-100, 100)), "i8")
    want = quant([x * x for x in deq(a, 1, 0)], "0.5", 0, -100, 100)
    assert want == [100, 100, 0, 98] and got.tolist() == want


@pytest.mark.parametrize("storage,lo,hi,name,data,scale,zp,rscale,rzp", [
    ("ui8", 0, 255, "subtract", ([200, 0, 255], [100, 3, 0]), "0.5", 10, "0.25", 128),
    ("i4", -8, 7, "add", ([7, -8, 3], [7, -8, -3]), "0.5", 0, "1.0", 0),
    ("i16", -32768, 32767, "maximum", ([-300, 32767, 5], [299, -32768, 5]), "0.125", 3, "2.0", -7),
    ("i32", -2**31, 2**31 - 1, "subtract", ([1000000, -5, 0], [-1000000, 5, 0]), "0.5", 0,
     "1.0", 0),
])
def test_binary_ops_for_each_storage_type(storage, lo, hi, name, data, scale, zp, rscale, rzp):
    exact = {"add": lambda x, y: x + y, "subtract": lambda x, y: x - y, "maximum": max}[name]
    et, rt = qtype(storage, (scale, zp)), qtype(storage, (rscale, rzp))
    lhs, rhs = (deq(d, scale, zp) for d in data)
    want = quant([exact(x, y) for x, y in zip(lhs, rhs)], rscale, rzp, lo, hi)
    got = run_op(name, [(data[0], [3], et), (data[1], [3], et)], [3], rt, storage)
    assert got.tolist() == want


def test_unary_ops_negate_abs_sqrt():
    et = qtype("i8", ("0.25", 0))
    a = [-128, 64, 0, 36]
    assert run_op("negate", [(a, [4], et)], [4], et, "i8").tolist() == [127, -64, 0, -36]
    assert run_op("abs", [(a, [4], et)], [4], et, "i8").tolist() == [127, 64, 0, 36]
    # sqrt of 16 and 9 (storage 64 and 36 at scale 1/4): 4 and 3, quantized at scale 1/4
    got = run_op("sqrt", [([64, 36, 0], [3], et)], [3], et, "i8")
    assert got.tolist() == [16, 12, 0]


def test_per_axis_operands_and_result():
    # dimension 1 has scales (1/2, 1/4) and zero points (0, 1)
    et = qtype("i8", [("0.5", 0), ("0.25", 1)], dim=1)
    rt = qtype("i8", [("1.0", 0), ("0.5", -2)], dim=1)
    a, b = [[2, 5], [-3, 9]], [[4, 1], [1, -7]]
    cols = [("0.5", 0), ("0.25", 1)]
    rcols = [("1.0", 0), ("0.5", -2)]
    want = [[quant([F(a[i][j] - cols[j][1]) * F(cols[j][0]) +
                    F(b[i][j] - cols[j][1]) * F(cols[j][0])], rcols[j][0], rcols[j][1],
                   -128, 127)[0] for j in range(2)] for i in range(2)]
    got = run_op("add", [(a, [2, 2], et), (b, [2, 2], et)], [2, 2], rt, "i8")
    assert got.tolist() == want == [[3, 0], [-1, -2]]


def test_compare_dequantizes_both_sides():
    a, b = [2, 4, -1], [1, 2, 0]  # 1.0, 2.0, -0.5 against 1.0, 2.0, 0.0
    got = run_op("compare", [(a, [3], qtype("i8", ("0.5", 0))), (b, [3], qtype("i8", (1.0, 0)))],
                 [3], "i1", None, attrs=" {comparison_direction = #stablehlo<comparison_direction EQ>}")
    assert got.tolist() == [True, True, False]


def test_select_quantizes_the_chosen_dequantized_values():
    text_pred = [True, False, True]
    got = run_op("select", [(str(text_pred).lower(), [3], "i1"),
                            ([10, 10, 10], [3], qtype("i8", ("0.5", 0))),
                            ([3, 3, 3], [3], qtype("i8", (2.0, 1)))],
                 [3], qtype("i8", (1.0, 0)), "i8")
    assert got.tolist() == [5, 4, 5]


def test_clamp_with_per_tensor_bounds():
    et = qtype("i8", ("0.5", 0))
    got = run_op("clamp", [("0", [], et), ([-5, 3, 40], [3], et), ("20", [], et)], [3],
                 qtype("i8", (1.0, 0)), "i8")
    assert got.tolist() == [0, 2, 10]  # clamp(0, [-2.5, 1.5, 20], 10): 1.5 rounds to 2


def test_is_finite_of_a_quantized_tensor_is_true():
    # 127 * 1024 is beyond f16's largest finite value: dequantize would give inf
    et = qtype("i8", ("1024.0", 0), expressed="f16")
    got = run_op("is_finite", [([-128, 0, 127], [3], et)], [3], "i1", None)
    assert got.tolist() == [True, True, True]


_DOT = (' {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], '
        'rhs_contracting_dimensions = [0]>}')


def test_dot_general_per_tensor_lhs_per_axis_rhs():
    lhs, rhs = [[1, 2], [3, -4]], [[5, 6], [-7, 8]]
    lt, rt = qtype("i8", ("0.5", 1)), qtype("i8", [("0.25", 0), ("1.0", 0)], dim=1)
    L = [[(x - 1) * F(1, 2) for x in row] for row in lhs]
    R = [[x * F(s) for x, s in zip(row, ("0.25", "1.0"))] for row in rhs]
    exact = [[L[i][0] * R[0][j] + L[i][1] * R[1][j] for j in range(2)] for i in range(2)]
    want = [quant(row, "0.125", 0, -128, 127) for row in exact]
    got = run_op("dot_general", [(lhs, [2, 2], lt), (rhs, [2, 2], rt)], [2, 2],
                 qtype("i8", ("0.125", 0)), "i8", attrs=_DOT)
    assert got.tolist() == want


def test_dot_general_hybrid_float_lhs_quantized_rhs():
    rt = qtype("i8", ("0.5", 0))
    got = run_op("dot_general", [("[[1.0, 2.0]]", [1, 2], "f32"), ([[4], [-6]], [2, 1], rt)],
                 [1, 1], "f32", None, attrs=_DOT)
    assert got.tolist() == [[1.0 * 2 + 2.0 * -3]]


def test_hybrid_needs_the_float_type_to_be_the_expressed_type():
    with pytest.raises(EvaluationError, match="expressed type"):
        run_op("dot_general", [("[[1.0, 2.0]]", [1, 2], "f64"), ([[4], [-6]], [2, 1],
                                                                   qtype("i8", ("0.5", 0)))],
               [1, 1], "f64", None, attrs=_DOT)


def test_a_mix_the_spec_does_not_define_is_an_error_naming_the_forms():
    with pytest.raises(EvaluationError, match="dequantize_op_quantize"):
        run_op("add", [([1], [1], qtype("i8", (1.0, 0))), ("[1.0]", [1], "f32")], [1],
               qtype("i8", (1.0, 0)), "i8")


def test_reduce_with_a_quantized_add_body_quantizes_each_step():
    et = qtype("i8", ("0.5", 0))
    t0 = tensor([], et)
    region = ('({\n  ^bb0(%x: ' + t0 + ', %y: ' + t0 + '):\n    %z = "stablehlo.add"(%x, %y) : ('
              + t0 + ', ' + t0 + ') -> ' + t0 + '\n    "stablehlo.return"(%z) : (' + t0 +
              ') -> ()\n})')
    got = run_op("reduce", [([100, 100, -3], [3], et), ("0", [], et)], [], et, "i8",
                 attrs=" {dimensions = array<i64: 0>}", region=region)
    # the pairwise tree adds 50 + 50 (clamps to 127 storage = 63.5), then -1.5: storage 124
    assert got.tolist() == 124


def test_reshape_to_another_quantization_is_a_constraint_error():
    with pytest.raises(EvaluationError, match="requantization"):
        run_op("reshape", [([1, 2], [2], qtype("i8", (1.0, 0)))], [2, 1],
               qtype("i8", (2.0, 0)), "i8")


def test_quantized_forms_add_their_unspecified_conditions():
    impl = IMPLEMENTATIONS["stablehlo.log"]
    ids = {u.id for u in impl.unspecified}
    assert {"log/quantized-storage-overflow", "log/quantized-not-representable"} <= ids
