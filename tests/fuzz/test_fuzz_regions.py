"""fuzz.regions and hard programs (issue 19, item 4): the hard values of each type, their mix
into inputs, and generated cases that reach the regions where implementations break."""
import math

import ml_dtypes
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

import spec
from fuzz.regions import MINOR_SIZES, hard_classes, hard_values, mix_hard, wide_product
from fuzz.strategies import OP_GENERATORS, ops
from fuzz.strategies_elementwise import convert_targets
from reports.cases import CHLO_NOT_HARD, generated_cases
from spec.types import ELEMENT_TYPES
from spec.verify import verify

HARD = settings(max_examples=4, deadline=None, database=None,
                suppress_health_check=list(HealthCheck))


def _bits(x: np.ndarray) -> set:
    return set(np.ascontiguousarray(x).view(f"u{x.dtype.itemsize}").ravel().tolist())


def test_float_hard_values_reach_every_region():
    x = hard_values("f32").astype(np.float64)
    info = ml_dtypes.finfo(np.float32)
    finite = x[np.isfinite(x)]
    assert float(info.max) in finite and -float(info.max) in finite
    assert np.any((finite != 0) & (np.abs(finite) < float(info.tiny)))  # subnormals
    assert np.any(finite ** 2 > float(info.max)) and np.any((finite != 0) & (finite ** 2 < float(
        info.tiny)))  # squares that overflow and underflow
    zeros = hard_values("f32")[x == 0]
    assert set(np.signbit(zeros)) == {False, True}
    assert np.isnan(x).sum() >= 3 and np.isinf(x).sum() == 2
    nans = hard_values("f32")[np.isnan(x)]
    assert len(_bits(nans)) == len(nans) and np.signbit(nans).any()  # payloads and a sign
    assert {0.5, 1.5, 2.5, -2.5} <= set(finite.tolist())  # ties
    assert 2.0 ** 24 + 2 in finite  # the first integer above 2^24 that f32 holds


def test_integer_hard_values_are_the_limits_and_what_a_float_detour_loses():
    x = set(hard_values("i64").astype(object).tolist())
    assert {-2 ** 63, 2 ** 63 - 1, -2 ** 63 + 1, 2 ** 63 - 2, 0, 1, -1} <= x
    assert {2 ** 24 + 1, 2 ** 53 + 1, 64, 3037000499, -3037000499} <= x
    assert set(hard_values("ui8").astype(int).tolist()) >= {0, 255, 128, 127, 8}
    assert set(hard_values("i4").astype(int).tolist()) >= {-8, 7}


@pytest.mark.parametrize("et, bits", [("i64", 53), ("ui64", 53), ("i32", 24), ("ui32", 24)])
def test_integer_factors_multiply_to_in_range_products_a_float_detour_loses(et, bits):
    info = ml_dtypes.iinfo(ELEMENT_TYPES[et].dtype)
    factors = [int(v) for v in hard_classes(et)[-1]]
    products = {a * b for a in factors for b in factors if b in (a, -a)}
    assert products and all(info.min <= p <= info.max for p in products)
    assert all(p.bit_length() - (p & -p).bit_length() + 1 > bits for p in map(abs, products))


@pytest.mark.parametrize("et", ["i8", "ui8", "i16", "ui32", "i64", "ui64"])
def test_a_wide_product_is_odd_in_range_and_needs_about_every_bit(et):
    info = ml_dtypes.iinfo(ELEMENT_TYPES[et].dtype)
    rng = np.random.default_rng(7)
    pairs = [wide_product(rng, et) for _ in range(200)]
    products = [a * b for a, b in pairs]
    assert all(info.min <= p <= info.max and p % 2 for p in products)
    assert all(abs(p) > info.max // 2 for p in products)
    assert len(set(pairs)) > 1
    if et.startswith("i"):
        assert min(products) < 0 < max(products)


@pytest.mark.parametrize("et", ["i2", "i4", "ui2", "f32", "i1"])
def test_no_wide_product_where_the_type_has_no_room_or_is_no_integer(et):
    assert wide_product(np.random.default_rng(0), et) is None


@pytest.mark.parametrize("et, bits", [("i64", 53), ("ui64", 53), ("i32", 24), ("ui32", 24)])
def test_every_generated_integer_multiply_has_an_in_range_product_a_float_detour_loses(et, bits):
    """Every case, one of one element too (it meets one class of hard values only)."""
    info = ml_dtypes.iinfo(ELEMENT_TYPES[et].dtype)
    cases = generated_cases(["multiply"], [et], 3)
    assert len(cases) == 3
    for case in cases:
        lhs, rhs = (x.ravel().astype(object) for x in case.inputs)
        products = [abs(int(a) * int(b)) for a, b in zip(lhs, rhs)]
        assert any(info.min <= p <= info.max and p.bit_length() - (p & -p).bit_length() + 1 > bits
                   for p in products), case.id


def test_complex_hard_values_hold_norms_that_overflow_and_underflow():
    z = hard_values("complex<f32>").astype(np.complex128)
    top, tiny = float(ml_dtypes.finfo(np.float32).max), float(ml_dtypes.finfo(np.float32).tiny)
    finite = z[np.isfinite(z)]
    norm2 = finite.real ** 2 + finite.imag ** 2
    assert np.any((norm2 > top) & (np.abs(finite) < top))  # |z| fits, re^2 + im^2 does not
    assert np.any((norm2 < tiny) & (norm2 > 0) & (np.abs(finite) > 0))


@pytest.mark.parametrize("et", sorted(ELEMENT_TYPES))
def test_hard_values_are_values_of_the_type(et):
    for c in hard_classes(et):
        assert c.dtype == ELEMENT_TYPES[et].dtype and c.size
    assert hard_values(et).size


def test_mix_meets_every_class_and_the_partner_gets_ordinary_then_equal_and_opposite_values():
    rng = np.random.default_rng(7)
    classes = hard_classes("f32")
    x, partner = mix_hard(rng, np.full(40, 7.0, np.float32), "f32")
    for c in classes:
        assert _bits(c) & _bits(x), c
    where, values = partner
    assert np.sum(x != 7) >= len(classes)
    y, _ = mix_hard(rng, np.full(40, 7.0, np.float32), "f32", partner)
    same = _bits(y[where]) & _bits(values)
    assert same and np.any(y[where] == -values)
    assert np.all(y[np.setdiff1d(np.arange(40), where)] == 7)
    first = where[:len(classes)]  # one position of each class, each with an ordinary partner
    assert np.all(y[first] == 7)
    for c in classes:
        assert _bits(c) & _bits(x[first]), c


@pytest.mark.parametrize("name", sorted(OP_GENERATORS))
def test_hard_programs_verify_clean(name):
    @HARD
    @given(ops(name, hard=True))
    def check(program):
        text, inputs = program
        module = spec.parse(text)
        assert not verify(module), "\n".join(map(str, verify(module))) + "\n" + text
        assert len(inputs) == len(module.func("main").type.inputs)
    check()


def _ops_of(case, name):
    module = spec.parse(case.text)
    return [op for op in module.func("main").walk() if op.name == f"stablehlo.{name}"]


def _attribute(op, key):
    return list(getattr(op.attributes[key], "values", None) or [op.attributes[key].value])


def test_generated_cases_reach_the_hard_attribute_classes():
    cases = generated_cases(["transpose", "broadcast_in_dim", "iota", "slice", "reverse", "pad"],
                            ["f32"], 3)
    first = {c.op: _ops_of(c, c.op)[0] for c in cases if c.id.endswith("case_1")}
    permutation = _attribute(first["transpose"], "permutation")
    assert [permutation[i] for i in permutation] != list(range(len(permutation)))  # not an
    # involution: the inverse permutation differs
    dims = _attribute(first["broadcast_in_dim"], "broadcast_dimensions")
    rank = len(first["broadcast_in_dim"].results[0].type.shape)
    assert dims and dims != list(range(rank - len(dims), rank))  # not right-aligned
    assert _attribute(first["iota"], "iota_dimension") != [0]
    assert max(_attribute(first["slice"], "strides")) > 1
    shape = first["reverse"].operands[0].type.shape
    assert any(shape[d] != shape[len(shape) - 1 - d] or d != len(shape) - 1 - d
               for d in _attribute(first["reverse"], "dimensions"))
    assert _attribute(first["pad"], "edge_padding_low") != _attribute(first["pad"],
                                                                      "edge_padding_high")


def test_a_hard_dynamic_update_slice_has_a_negative_start_where_the_update_has_room():
    cases = [c for c in generated_cases(["dynamic_update_slice"], ["f32", "i8", "ui32"], 3)
             if "/large_" not in c.id]
    signed = [c for c in cases if c.inputs[2].dtype.kind == "i"
              and any(n > u for n, u in zip(c.inputs[0].shape, c.inputs[1].shape))]
    assert len(signed) >= 3
    for case in signed:
        operand, update, *starts = case.inputs
        assert any(int(s) < 0 and n > u for s, n, u in zip(starts, operand.shape,
                                                           update.shape)), case.id


def test_generated_elementwise_cases_hold_hard_values_and_boundary_sizes():
    cases = generated_cases(["multiply"], ["f32"], 3)
    minor = {c.inputs[0].shape[-1] for c in cases if c.inputs[0].ndim}
    assert minor & set(MINOR_SIZES) - {1}
    for case in cases:
        x = np.concatenate([a.ravel() for a in case.inputs]).astype(np.float64)
        assert np.isnan(x).any() or np.isinf(x).any() or (x == 0).any(), case.id
    big = [c for c in cases if c.inputs[0].size >= 12]
    assert big and all(np.any((np.abs(np.concatenate([a.ravel() for a in c.inputs])) <
                               float(ml_dtypes.finfo(np.float32).tiny)) &
                              (np.concatenate([a.ravel() for a in c.inputs]) != 0))
                       for c in big)  # subnormals


def test_every_generated_f32_multiply_meets_a_subnormal_with_an_ordinary_operand():
    tiny = float(ml_dtypes.finfo(np.float32).tiny)
    for case in generated_cases(["multiply"], ["f32"], 3):
        lhs, rhs = (x.ravel().astype(np.float64) for x in case.inputs)
        subnormal = lambda x: (np.abs(x) < tiny) & (x != 0)  # noqa: E731
        ordinary = lambda x: np.isfinite(x) & (np.abs(x) >= tiny)  # noqa: E731
        assert np.any(subnormal(lhs) & ordinary(rhs) | subnormal(rhs) & ordinary(lhs)), case.id


def test_every_generated_f32_reduce_sums_one_input():
    for case in generated_cases(["reduce"], ["f32"], 3):
        sums = [op for op in _ops_of(case, "reduce") if len(op.operands) == 2 and [
            o.name for o in op.regions[0].blocks[0].ops][0] == "stablehlo.add"]
        assert sums, case.id


def test_generated_converts_go_to_each_target_and_compares_to_each_type():
    for case in generated_cases(["convert"], ["f16", "i64"], 3):
        source = case.inputs[0]
        got = [op.results[0].type.element_type.name for op in _ops_of(case, "convert")]
        name = {np.dtype(np.float16): "f16", np.dtype(np.int64): "i64"}[source.dtype]
        assert got == list(convert_targets(name))
    assert convert_targets("f16")[0] == "f64" and "i1" in convert_targets("f32")
    for case in generated_cases(["compare"], ["f32"], 3):
        kinds = {op.attributes["compare_type"].value for op in _ops_of(case, "compare")}
        assert kinds == {"FLOAT", "TOTALORDER"}


def test_hard_shapes_stay_within_the_budgets():
    for case in generated_cases(["add", "gather", "dot_general"], ["f32"], 3):
        if case.path == "fuzz/large.py":  # the large cases (tests/fuzz/test_large_cases.py)
            continue
        assert all(math.prod(x.shape) <= 136 * 4 * 4 for x in case.inputs), case.id


def test_chlo_ops_are_drawn_hard_but_those_listed_with_what_failed(monkeypatch):
    chlo = {op for op in OP_GENERATORS if op.startswith("chlo.")}
    assert set(CHLO_NOT_HARD) < chlo
    for why in CHLO_NOT_HARD.values():  # what failed, or the op it failed as
        assert len(why) > 40 or why.split()[:1] == ["as"] and why.split()[1] in CHLO_NOT_HARD
    hard, = generated_cases(["chlo.erf"], ["f32"], 1)
    monkeypatch.setitem(CHLO_NOT_HARD, "chlo.erf", "a listed op keeps the earlier draw")
    ordinary, = generated_cases(["chlo.erf"], ["f32"], 1)
    assert "hard=True" in hard.source and "hard=True" not in ordinary.source
