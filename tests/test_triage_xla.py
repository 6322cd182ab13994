"""Triage of fuzz findings against XLA CPU (round 5): the narrow type gaps of oracles/xla.py
(op gaps narrowed by `when`) and the crashes recorded in oracles/known_divergences.toml, each with the jaxlib
behaviour that justifies it, reproduced outside our adapter (a bare `compile_and_load` in a child
process, so that an abort kills the child only). If a jaxlib upgrade fixes one of them, its
`compile_with_jaxlib` test fails: drop the gap or the entry then."""
import numpy as np
import pytest

import spec
from oracles.compare import find_divergence
from oracles.xla import Xla
from spec.verify import verify
from fuzz.known import KNOWN
from tests.helpers.oracles import compile_with_jaxlib


def _valid(text: str):
    module = spec.parse(text)
    assert not verify(module), verify(module)
    return module


def rng(t: str) -> str:
    return f"""func.func @main(%a: tensor<{t}>, %b: tensor<{t}>) -> tensor<2x{t}> {{
  %shape = stablehlo.constant dense<[2]> : tensor<1xi64>
  %r = "stablehlo.rng"(%a, %b, %shape) {{rng_distribution = #stablehlo<rng_distribution UNIFORM>}}
    : (tensor<{t}>, tensor<{t}>, tensor<1xi64>) -> tensor<2x{t}>
  "func.return"(%r) : (tensor<2x{t}>) -> ()
}}"""


def rng_bit_generator(t: str) -> str:
    return f"""func.func @main(%s: tensor<2xui64>) -> tensor<3x{t}> {{
  %state, %r = "stablehlo.rng_bit_generator"(%s) {{rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>}}
    : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x{t}>)
  "func.return"(%r) : (tensor<3x{t}>) -> ()
}}"""


def bitcast(src: str, dst: str) -> str:
    return f"""func.func @main(%x: tensor<{src}>) -> tensor<{dst}> {{
  %r = "stablehlo.bitcast_convert"(%x) : (tensor<{src}>) -> tensor<{dst}>
  "func.return"(%r) : (tensor<{dst}>) -> ()
}}"""


def select_and_scatter(shape: str, source: str, window: str, t: str = "f32") -> str:
    dims = f": {window}" if window else ""
    padding = "dense<0> : tensor<1x2xi64>" if window else "dense<> : tensor<0x2xi64>"
    return f"""func.func @main(%x: tensor<{shape}{t}>, %s: tensor<{source}{t}>, %i: tensor<{t}>)
    -> tensor<{shape}{t}> {{
  %r = "stablehlo.select_and_scatter"(%x, %s, %i) ({{
  ^bb0(%a: tensor<{t}>, %b: tensor<{t}>):
    %c = "stablehlo.compare"(%a, %b) {{comparison_direction = #stablehlo<comparison_direction GE>}}
      : (tensor<{t}>, tensor<{t}>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }}, {{
  ^bb0(%a: tensor<{t}>, %b: tensor<{t}>):
    %sum = "stablehlo.add"(%a, %b) : (tensor<{t}>, tensor<{t}>) -> tensor<{t}>
    "stablehlo.return"(%sum) : (tensor<{t}>) -> ()
  }}) {{window_dimensions = array<i64{dims}>, window_strides = array<i64{dims and ': 1'}>,
       padding = {padding}}} : (tensor<{shape}{t}>, tensor<{source}{t}>, tensor<{t}>) -> tensor<{shape}{t}>
  "func.return"(%r) : (tensor<{shape}{t}>) -> ()
}}"""


def concatenate(a: str, b: str, out: str, dimension: int = 0) -> str:
    return f"""func.func @main(%x: tensor<{a}>, %y: tensor<{b}>) -> tensor<{out}> {{
  %r = "stablehlo.concatenate"(%x, %y) {{dimension = {dimension} : i64}}
    : (tensor<{a}>, tensor<{b}>) -> tensor<{out}>
  "func.return"(%r) : (tensor<{out}>) -> ()
}}"""


# --- rng: XLA generates 32- and 64-bit values, f16 and bf16 only -----------------------------

@pytest.mark.parametrize("t", ["i1", "i2", "i8", "i16", "ui4", "ui16", "f8E5M2", "f8E4M3FN",
                               "f4E2M1FN", "f8E8M0FNU"])
def test_rng_of_a_narrow_type_is_unsupported_by_xla(t):
    ok, why = Xla().supports(_valid(rng(t)))
    assert not ok and "stablehlo.rng on " + t in why and "rng_expander" in why, why


@pytest.mark.parametrize("t", ["f16", "bf16", "f32", "f64", "i32", "i64", "ui32", "ui64"])
def test_rng_of_a_wide_type_is_supported_by_xla(t):
    assert Xla().supports(_valid(rng(t))) == (True, "")


@pytest.mark.jaxlib
@pytest.mark.parametrize("t, aborts", [("i8", True), ("f8E5M2", True), ("i32", False),
                                       ("f16", False)])
def test_rng_compile(t, aborts):
    code, _, err = compile_with_jaxlib(rng(t))
    if aborts:
        assert code == -6 and "primitive_type == F16 || primitive_type == BF16" in err, err
    else:
        assert code == 0, err


# --- rng_bit_generator: XLA types the output unsigned ----------------------------------------

@pytest.mark.parametrize("t", ["i2", "i8", "i32", "f32", "f16", "f8E5M2"])
def test_rng_bit_generator_of_a_non_unsigned_output_is_unsupported_by_xla(t):
    ok, why = Xla().supports(_valid(rng_bit_generator(t)))
    assert not ok and "stablehlo.rng_bit_generator on " + t in why, why


@pytest.mark.parametrize("t", ["ui2", "ui8", "ui32", "ui64"])
def test_rng_bit_generator_of_an_unsigned_output_is_supported_by_xla(t):
    assert Xla().supports(_valid(rng_bit_generator(t))) == (True, "")


@pytest.mark.jaxlib
def test_rng_bit_generator_compile():
    """XLA's entry signature has u32 for a declared f32 output and u2 for i2; an f32 add of the
    output is compiled to a u32 add."""
    code, head, err = compile_with_jaxlib(rng_bit_generator("f32"))
    assert code == 0 and "->u32[3]" in head, (head, err)
    code, head, err = compile_with_jaxlib(rng_bit_generator("i2"))
    assert code == 0 and "->u2[3]" in head, (head, err)
    added = rng_bit_generator("f32").replace(
        '"func.return"(%r)', '%sum = stablehlo.add %r, %r : tensor<3xf32>\n  "func.return"(%sum)')
    code, head, err = compile_with_jaxlib(added)
    assert code == 0 and "->u32[3]" in head, (head, err)


# --- bitcast_convert: XLA bitcasts i1 as 8 bits ----------------------------------------------

@pytest.mark.parametrize("src, dst", [("8xi1", "f8E5M2"), ("8xi1", "f8E3M4"), ("2xi1", "i2"),
                                      ("i8", "8xi1"), ("ui8", "8xi1")])
def test_bitcast_convert_from_or_to_i1_is_unsupported_by_xla(src, dst):
    ok, why = Xla().supports(_valid(bitcast(src, dst)))
    assert not ok and "stablehlo.bitcast_convert on" in why and "num_bits(i1)" in why, why


@pytest.mark.parametrize("src, dst", [("3xi1", "3xi1"), ("i8", "4xi2"), ("2xi4", "i8"),
                                      ("f32", "i32"), ("2xf4E2M1FN", "ui8")])
def test_other_bitcast_converts_are_supported_by_xla(src, dst):
    assert Xla().supports(_valid(bitcast(src, dst))) == (True, "")


@pytest.mark.jaxlib
def test_bitcast_convert_compile():
    code, head, err = compile_with_jaxlib(bitcast("8xi1", "f8E5M2"))
    assert code == 0 and "(pred[8]{0})->f8e5m2[8]" in head, (head, err)  # declared: f8E5M2[]
    code, head, err = compile_with_jaxlib(bitcast("i8", "8xi1"))
    assert code == 0 and "(s8[])->pred[]" in head, (head, err)  # declared: pred[8]
    code, head, err = compile_with_jaxlib(bitcast("i8", "4xi2"))
    assert code == 0 and "(s8[])->s2[4]" in head, (head, err)  # sub-byte types are right


# --- crashes recorded as known divergences ---------------------------------------------------

def test_the_crashes_are_known_divergences_narrowly():
    assert find_divergence(KNOWN, "xla", "select_and_scatter", "bf16", "crash")
    assert not find_divergence(KNOWN, "xla", "select_and_scatter", "bf16", "wrong-result")
    for t in ("i2", "ui2"):
        assert find_divergence(KNOWN, "xla", "concatenate", t, "crash")
    assert not find_divergence(KNOWN, "xla", "concatenate", "i4", "crash")
    assert not find_divergence(KNOWN, "xla", "concatenate", "i2", "wrong-result")


@pytest.mark.jaxlib
@pytest.mark.parametrize("text, aborts", [
    (select_and_scatter("", "", ""), True),
    (select_and_scatter("", "", "", "i8"), True),
    (select_and_scatter("1x", "1x", "1"), False),
    (select_and_scatter("3x", "2x", "2", "i8"), False),
], ids=["rank0-f32", "rank0-i8", "rank1-f32", "rank1-i8"])
def test_select_and_scatter_compile(text, aborts):
    _valid(text)
    code, _, err = compile_with_jaxlib(text)
    if aborts:
        assert code == -6 and "already allocated in this computation" in err, err
    else:
        assert code == 0, err


@pytest.mark.jaxlib
@pytest.mark.parametrize("text, aborts", [
    (concatenate("1xi2", "1xi2", "2xi2"), True),
    (concatenate("8xui2", "8xui2", "16xui2"), True),
    (concatenate("2x2xi2", "2x2xi2", "2x4xi2", 1), True),
    (concatenate("1xi4", "1xi4", "2xi4"), False),
    (concatenate("3xi1", "5xi1", "8xi1"), False),
], ids=["i2", "ui2", "i2-2d", "i4", "i1"])
def test_concatenate_compile(text, aborts):
    _valid(text)
    code, _, err = compile_with_jaxlib(text)
    if aborts:
        assert code == -6 and "bit_offset != nullptr" in err, err
    else:
        assert code == 0, err


@pytest.mark.jaxlib
def test_the_xla_oracle_reports_the_crash_and_keeps_going():
    """Through the adapter: a crash Outcome (the worker dies, the next run restarts it)."""
    xla = Xla(time_limit=120)
    try:
        module = _valid(concatenate("1xi2", "1xi2", "2xi2"))
        import ml_dtypes
        x = np.array([1], ml_dtypes.int2)
        assert xla.run(module, [x, x]).status == "crash"
        module = _valid(concatenate("1xi4", "1xi4", "2xi4"))
        y = np.array([1], ml_dtypes.int4)
        outcome = xla.run(module, [y, y])
        assert outcome.status == "ok" and outcome.outputs[0].tolist() == [1, 1], outcome
    finally:
        xla.close()


def sort(a: str, b: str) -> str:
    return f"""func.func @main(%x: tensor<2x{a}>, %y: tensor<2x{b}>) -> (tensor<2x{a}>, tensor<2x{b}>) {{
  %r:2 = "stablehlo.sort"(%x, %y) ({{
  ^bb0(%p: tensor<{a}>, %q: tensor<{a}>, %s: tensor<{b}>, %t: tensor<{b}>):
    %c = "stablehlo.compare"(%p, %q) {{comparison_direction = #stablehlo<comparison_direction LT>}}
      : (tensor<{a}>, tensor<{a}>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }}) {{dimension = 0 : i64}} : (tensor<2x{a}>, tensor<2x{b}>) -> (tensor<2x{a}>, tensor<2x{b}>)
  "func.return"(%r#0, %r#1) : (tensor<2x{a}>, tensor<2x{b}>) -> ()
}}"""


@pytest.mark.parametrize("a, b, supported", [("ui64", "i2", False), ("ui2", "i8", False),
                                             ("i2", "ui2", True), ("i8", "ui8", True),
                                             ("i4", "i32", True)])
def test_sorts_mixing_2_bit_and_wider_operands_are_unsupported_by_xla(a, b, supported):
    ok, why = Xla().supports(_valid(sort(a, b)))
    assert ok == supported, why
    assert supported or "Inputs must have the same shape" in why


@pytest.mark.jaxlib
@pytest.mark.parametrize("a, b, refused", [("ui64", "i2", True), ("ui2", "i8", True),
                                           ("i2", "ui2", False)])
def test_sort_compile(a, b, refused):
    code, _, err = compile_with_jaxlib(sort(a, b))
    assert (code != 0 and "Inputs must have the same shape" in err) == refused, err[-300:]


def reduce_pair(a: str, b: str) -> str:
    return f"""func.func @main(%x: tensor<2x{a}>, %y: tensor<2x{b}>, %i: tensor<{a}>, %j: tensor<{b}>) -> (tensor<{a}>, tensor<{b}>) {{
  %r:2 = "stablehlo.reduce"(%x, %y, %i, %j) ({{
  ^bb0(%p: tensor<{a}>, %q: tensor<{b}>, %s: tensor<{a}>, %t: tensor<{b}>):
    %u = "stablehlo.add"(%p, %s) : (tensor<{a}>, tensor<{a}>) -> tensor<{a}>
    %v = "stablehlo.add"(%q, %t) : (tensor<{b}>, tensor<{b}>) -> tensor<{b}>
    "stablehlo.return"(%u, %v) : (tensor<{a}>, tensor<{b}>) -> ()
  }}) {{dimensions = array<i64: 0>}} : (tensor<2x{a}>, tensor<2x{b}>, tensor<{a}>, tensor<{b}>) -> (tensor<{a}>, tensor<{b}>)
  "func.return"(%r#0, %r#1) : (tensor<{a}>, tensor<{b}>) -> ()
}}"""


@pytest.mark.parametrize("a, b, supported", [("f32", "f16", False), ("f4E2M1FN", "f8E3M4", False),
                                             ("f32", "i32", True), ("f32", "f32", True)])
def test_reduces_over_floats_of_different_types_are_unsupported_by_xla(a, b, supported):
    ok, why = Xla().supports(_valid(reduce_pair(a, b)))
    assert ok == supported, why
    assert supported or "mixed precision" in why


@pytest.mark.jaxlib
@pytest.mark.parametrize("a, b, refused", [("f32", "f16", True), ("f32", "i32", False)])
def test_mixed_float_reduce_compile(a, b, refused):
    code, _, err = compile_with_jaxlib(reduce_pair(a, b))
    assert (code != 0 and "mixed precision is disallowed" in err) == refused, err[-300:]
