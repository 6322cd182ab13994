"""rng_bit_generator bit for bit against XLA (vectors recorded from XLA CPU, jaxlib 0.10.2, as
constants; one `jaxlib` test recomputes them), Threefry-2x32 and Philox-4x32 against the
known-answer vectors of Random123 (Salmon et al.), the state update (key kept, counter advanced
by the blocks used, so that chained calls continue one stream), C2, the Unspecified
declarations; rng's range, shape and distribution properties (its values are
implementation-defined: only properties are checked)."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import reference
import spec
from reference.errors import EvaluationError
from reference.ops import unspecified
from reference.ops.random import philox4x32, threefry2x32
from reference.values import bit_pattern
from spec.types import ELEMENT_TYPES
from tests.helpers import dense, enum, function, tensor_type
from oracles.isolation import print_module
from oracles.xla import Xla

M = 2**64 - 1

# (rng_algorithm, initial_state, output type, XLA's output_state, XLA's output bits row-major)
XLA_VECTORS = [
    ('THREE_FRY', [1, 2], '5xui32', [1, 5],
     [43444564, 2150618427, 3979645651, 3745730563, 1672743891]),
    ('THREE_FRY', [1, 2], '2x3xui32', [1, 5],
     [43444564, 3979645651, 1672743891, 2150618427, 3745730563, 4240503393]),
    ('THREE_FRY', [1, 2], '3x5xui32', [1, 11],
     [43444564, 2150618427, 3979645651, 3745730563, 1672743891, 2109414752, 618976052, 2534981805, 3824176357, 2868795927, 2915202000, 3844842626, 3159807845, 3120200270, 299673330]),
    ('THREE_FRY', [1, 2], 'ui32', [1, 3],
     [43444564]),
    ('THREE_FRY', [1, 2], '5x1x3xui8', [1, 11],
     [84, 211, 211, 59, 3, 97, 96, 173, 23, 52, 229, 49, 208, 101, 242]),
    ('THREE_FRY', [1, 2], '3xi16', [1, 4],
     [59732, 54587, 37587]),
    ('THREE_FRY', [1, 2], '3xui4', [1, 4],
     [4, 11, 3]),
    ('THREE_FRY', [1, 2], '3x0xui32', [1, 2],
     []),
    ('THREE_FRY', [1, 2], '3xf16', [1, 4],
     [59732, 54587, 37587]),
    ('THREE_FRY', [16045690984503098046, 18446744073709551613], '3xui64', [16045690984503098046, 0],
     [829685489888007378, 17290991557511821629, 3612071309132138058]),
    ('THREE_FRY', [16045690984503098046, 18446744073709551613], '5xi32', [16045690984503098046, 0],
     [2752648402, 193176206, 3217373501, 4025872693, 3560146506]),
    ('PHILOX', [1, 2], '5xui32', [1, 4],
     [2100602697, 2847456232, 2074354647, 800269529, 1828267006]),
    ('PHILOX', [1, 2], '3xui64', [1, 4],
     [12229731395331991369, 3437131457114678231, 13465615291114923006]),
    ('PHILOX', [1, 2], '3xi8', [1, 3],
     [73, 232, 215]),
    ('PHILOX', [1, 2], 'ui64', [1, 3],
     [12229731395331991369]),
    ('PHILOX', [7, 18446744073709551614], '5xui32', [7, 0],
     [731124889, 1801596454, 4035119119, 8649945, 3825527345]),
    ('PHILOX', [7, 18446744073709551613, 5], '2x3xui64', [7, 0, 6],
     [17340778201897781789, 1838533461710685219, 16107313673408676968, 4651850566748687203, 18390195005874446273, 13394466077198894183]),
    ('PHILOX', [5, 18446744073709551615, 18446744073709551615], '6xui16', [5, 1, 0],
     [50547, 65211, 63318, 30162, 26653, 20884]),
    ('PHILOX', [1, 2], '3xf8E4M3FN', [1, 3],
     [73, 232, 215]),
    ('PHILOX', [1, 2], '7xi2', [1, 4],
     [1, 0, 3, 1, 2, 3, 3]),
    ('DEFAULT', [1, 2, 3], '5xui32', [1, 4, 3],
     [4031113034, 1366700262, 495645701, 3051723414, 89414891]),
]


def output_type(output: str):
    """The tensor type of `output`, a shape and element type written `3x2xf32`."""
    *dims, et = output.split("x")
    return tensor_type([int(d) for d in dims], et)


def generator_program(algorithm: str, state_size: int, output: str) -> spec.Module:
    state = tensor_type([state_size], "ui64")
    return spec.Module([function("main", [state], lambda b, args: b.op(
        "rng_bit_generator", args, [state, output_type(output)],
        {"rng_algorithm": enum("rng_algorithm", algorithm)}), visibility="public")])


def generate(algorithm: str, state, output: str):
    """(output_state, output) of the reference."""
    state = np.array(state, np.uint64)
    return reference.evaluate(generator_program(algorithm, len(state), output), [state])


def words(x: np.ndarray) -> list[int]:
    return bit_pattern(x).reshape(-1).tolist()


@pytest.mark.parametrize("algorithm, state, output, xla_state, xla_bits", XLA_VECTORS,
                         ids=[f"{v[0]}-{v[2]}-{len(v[1])}-{v[1][1]}" for v in XLA_VECTORS])
def test_bit_for_bit_with_xla(algorithm, state, output, xla_state, xla_bits):
    output_state, result = generate(algorithm, state, output)
    assert output_state.dtype == np.uint64 and output_state.tolist() == xla_state
    t = output_type(output)
    assert result.dtype == t.element_type.dtype and result.shape == t.shape
    assert words(result) == xla_bits


@pytest.mark.slow
@pytest.mark.jaxlib
def test_the_recorded_vectors_are_xlas():
    xla = Xla(time_limit=60)
    try:
        for algorithm, state, output, xla_state, xla_bits in XLA_VECTORS:
            module = generator_program(algorithm, len(state), output)
            # the worker directly: the oracle declares signed and float outputs unsupported
            # (XLA types them unsigned, and later ops inherit that), but their bits are XLA's
            outcome = xla.worker.run(print_module(module), [np.array(state, np.uint64)], "main")
            assert outcome.status == "ok", outcome.message
            got_state, got = outcome.outputs
            # XLA gives a float output the unsigned integer type of its width: the same bits.
            bits = got.astype(np.uint64) if got.dtype.itemsize < 8 else got.view(np.uint64)
            assert got_state.tolist() == xla_state and bits.reshape(-1).tolist() == xla_bits, \
                (algorithm, state, output)
    finally:
        xla.close()


def test_the_spec_example_is_xlas_three_fry():
    output_state, output = generate("THREE_FRY", [1, 2], "2x2xui64")
    assert output_state.tolist() == [1, 6]
    assert output.tolist() == [[9236835810183407956, 16087790271692313299],
                               [18212823393184779219, 2658481902456610144]]


# Known-answer vectors of Random123 (kat_vectors: threefry2x32_20, philox4x32_10).
@pytest.mark.parametrize("key, counter, expected", [
    (0, (0, 0), (0x6B200159, 0x99BA4EFE)),
    (M, (0xFFFFFFFF, 0xFFFFFFFF), (0x1CB996FC, 0xBB002BE7)),
    (0x03707344_13198A2E, (0x243F6A88, 0x85A308D3), (0xC4923A9C, 0x483DF7A0)),
])
def test_threefry2x32_known_answers(key, counter, expected):
    x0, x1 = threefry2x32(key, *(np.array([c], np.uint32) for c in counter))
    assert (int(x0[0]), int(x1[0])) == expected


@pytest.mark.parametrize("key, counter, expected", [
    (0, (0, 0, 0, 0), (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
    (M, (0xFFFFFFFF,) * 4, (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
    (0x299F31D0_A4093822, (0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344),
     (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1)),
])
def test_philox4x32_known_answers(key, counter, expected):
    x = philox4x32(key, [np.array([c], np.uint32) for c in counter])
    assert tuple(int(w[0]) for w in x) == expected


@pytest.mark.parametrize("algorithm, state, output, advance", [
    ("THREE_FRY", [9, 100], "7xui64", 7),      # one block per 64-bit element
    ("THREE_FRY", [9, 100], "7xui32", 4),      # one block per two 32-bit elements, rounded up
    ("THREE_FRY", [9, 100], "3x5xui8", 9),     # halving 5 (no even dimension) to 3
    ("PHILOX", [9, 100], "9xui32", 3),         # four 32-bit words per block
    ("PHILOX", [9, 100, 4], "9xui64", 5),      # two 64-bit words per block
    ("DEFAULT", [9, 100], "4xi16", 1),
])
def test_the_key_is_kept_and_the_counter_advances_by_the_blocks_used(
        algorithm, state, output, advance):
    output_state, _ = generate(algorithm, state, output)
    assert output_state.tolist() == [9, 100 + advance] + state[2:]


@pytest.mark.parametrize("state, expected", [
    ([3, M - 1, 7], [3, 0, 8]),  # the carry goes into the high word
    ([3, M, M], [3, 1, 0]),      # 128-bit wrap-around
    ([3, M - 1], [3, 0]),        # a state of 2 elements has no high word to carry into
])
def test_philox_counter_carries(state, expected):
    assert generate("PHILOX", state, "8xui32")[0].tolist() == expected


@pytest.mark.parametrize("algorithm, state, first, second, both", [
    ("THREE_FRY", [5, 11], "3xui64", "4xui64", "7xui64"),
    ("PHILOX", [5, M - 1, 2], "8xui32", "12xui32", "20xui32"),
    ("PHILOX", [5, 11], "4xui64", "2xui64", "6xui64"),
])
def test_chained_calls_continue_one_stream(algorithm, state, first, second, both):
    middle, a = generate(algorithm, state, first)
    end, b = generate(algorithm, middle, second)
    end_once, ab = generate(algorithm, state, both)
    assert end.tolist() == end_once.tolist()
    assert words(a) + words(b) == words(ab)


def test_the_same_state_gives_the_same_bits_and_other_keys_other_bits():
    assert words(generate("THREE_FRY", [4, 8], "16xui32")[1]) == \
        words(generate("THREE_FRY", [4, 8], "16xui32")[1])
    assert words(generate("THREE_FRY", [4, 8], "16xui32")[1]) != \
        words(generate("THREE_FRY", [5, 8], "16xui32")[1])


@pytest.mark.parametrize("output", ["4xf32", "3xbf16", "5xf8E5M2", "3xf6E3M2FN", "4xf4E2M1FN"])
def test_float_outputs_are_the_bits_of_the_integer_output_of_their_width(output):
    et = ELEMENT_TYPES[output.split("x")[-1]]
    n, width = output.split("x")[0], 32 if et.bits == 6 else et.bits
    _, floats = generate("PHILOX", [2, 3], output)
    _, integers = generate("PHILOX", [2, 3], f"{n}xui{width}")
    assert words(floats) == [w & (2**et.bits - 1) for w in words(integers)]


@pytest.mark.parametrize("algorithm, state", [
    ("THREE_FRY", [1, 2, 3]), ("THREE_FRY", [1]), ("PHILOX", [1]), ("PHILOX", [1, 2, 3, 4]),
    ("DEFAULT", [1]),
])
def test_c2_state_sizes(algorithm, state):
    with pytest.raises(EvaluationError, match="rng_bit_generator_c2"):
        generate(algorithm, state, "2xui32")


def test_only_default_is_declared_implementation_defined():
    [default] = unspecified("rng_bit_generator")
    assert default.kind == "implementation-defined"
    state = np.array([1, 2], np.uint64)
    assert default.mask(state, rng_algorithm="DEFAULT").all()
    assert not default.mask(state, rng_algorithm="THREE_FRY").any()
    assert not default.mask(state, rng_algorithm="PHILOX").any()


def rng(a, b, et: str, shape: tuple[int, ...], distribution: str = "UNIFORM") -> np.ndarray:
    def build(b, args):
        (size,) = b.op("constant", [], [tensor_type([len(shape)], "i64")],
                       {"value": dense(list(shape), "i64")})
        return b.op("rng", [*args, size], [tensor_type(shape, et)],
                    {"rng_distribution": enum("rng_distribution", distribution)})
    module = spec.Module([function("main", [tensor_type((), et)] * 2, build,
                                   visibility="public")])
    dtype = ELEMENT_TYPES[et].dtype
    [result] = reference.evaluate(module, [np.array(a, dtype), np.array(b, dtype)])
    assert result.dtype == dtype and result.shape == shape
    return result


@pytest.mark.parametrize("a, b, et", [
    (-3, 4, "i8"), (-128, 127, "i8"), (-2, 1, "i2"), (0, 15, "ui4"),
    (-2**63, 2**63 - 1, "i64"), (0, 2**64 - 1, "ui64"), (10, 11, "ui32"), (False, True, "i1"),
])
def test_uniform_integers_lie_in_a_to_b(a, b, et):
    result = rng(a, b, et, (40, 50)).astype(object)
    assert (result >= a).all() and (result < b).all()
    if b - a <= 8:  # every value of a small interval occurs
        assert set(result.ravel().tolist()) == set(range(int(a), int(b)))


@pytest.mark.parametrize("a, b, et", [
    (-1.5, 2.0, "f32"), (0.0, 1.0, "f64"), (1.0, 1.125, "f8E4M3FN"), (-448.0, 448.0, "f8E4M3FN"),
    (0.0, 1.0, "f4E2M1FN"), (-3.4e38, 3.4e38, "f32"), (-1.7e308, 1.7e308, "f64"),
    (float("-inf"), 0.0, "f32"), (2.0**-149, 2.0**-148, "f32"), (1.0, 2.0, "bf16"),
])
def test_uniform_floats_lie_in_a_to_b(a, b, et):
    result = rng(a, b, et, (30, 40)).astype(np.float64)
    assert (result >= a).all() and (result < b).all()


def test_uniform_is_roughly_uniform():
    result = rng(0.0, 1.0, "f64", (20000,))
    assert abs(result.mean() - 0.5) < 0.01
    assert np.histogram(result, bins=10, range=(0, 1))[0].min() > 1800
    ints = rng(0, 6, "i32", (12000,))
    assert np.bincount(ints).min() > 1800


@given(st.integers(-2**31, 2**31 - 1), st.integers(-2**31, 2**31 - 1))
@settings(max_examples=40, deadline=None)
def test_uniform_i32_property(x, y):
    a, b = min(x, y), max(x, y) + 1
    if b > 2**31 - 1:
        a, b = a - 1, b - 1
    result = rng(a, b, "i32", (3, 7))
    assert (result >= a).all() and (result < b).all()


def test_normal_has_mean_a_and_deviation_b():
    result = rng(3.0, 2.0, "f64", (20000,), "NORMAL")
    assert abs(result.mean() - 3.0) < 0.05 and abs(result.std() - 2.0) < 0.05
    assert np.isfinite(result).all()


@pytest.mark.parametrize("et", ["f32", "bf16", "f8E5M2"])
def test_normal_with_deviation_zero_is_a(et):
    assert (rng(1.5, 0.0, et, (4, 5), "NORMAL").astype(np.float64) == 1.5).all()


def test_normal_needs_a_float_type():
    with pytest.raises(EvaluationError, match="rng_c2"):
        rng(0, 1, "i32", (2,), "NORMAL")


def test_rng_is_deterministic_and_shape_follows_the_operand():
    assert rng(0, 100, "i32", (3, 0, 2)).shape == (3, 0, 2)
    assert rng(0.0, 1.0, "f32", ()).shape == ()
    np.testing.assert_array_equal(rng(0, 100, "i32", (5, 5)), rng(0, 100, "i32", (5, 5)))


def test_rng_declares_every_element_implementation_defined():
    declared = {u.id: u for u in unspecified("rng")}
    assert declared["rng/generator"].kind == "implementation-defined"
    a, b, shape = np.float32(0), np.float32(1), np.array([2, 3])
    assert declared["rng/generator"].mask(a, b, shape, rng_distribution="UNIFORM").shape == (2, 3)
    assert declared["rng/generator"].mask(a, b, shape, rng_distribution="NORMAL").all()
    empty = declared["rng/uniform-empty-interval"]
    assert empty.kind == "undefined"
    assert empty.mask(b, a, shape, rng_distribution="UNIFORM").all()
    assert not empty.mask(a, b, shape, rng_distribution="UNIFORM").any()
    negative = declared["rng/normal-negative-deviation"]
    assert negative.mask(a, np.float32(-1), shape, rng_distribution="NORMAL").all()
    assert not negative.mask(a, b, shape, rng_distribution="NORMAL").any()
    # The reference's documented result where a >= b: a.
    assert (rng(5, 5, "i32", (3,)) == 5).all()
