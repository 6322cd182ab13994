"""The arith ops' semantics (reference/ops/arith.py): signless bits modulo 2^bitwidth, cmpi's
signed and unsigned readings, index_cast's sign extension and truncation, correctly rounded
float ops, and poison where overflow or fast-math flags are broken."""
from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

import reference
import spec
from reference.ops.registry import unspecified

WHILE = (Path(__file__).resolve().parents[1] / "data" / "arith" / "while_counter.mlir").read_text()


def run(op: str, types: list[str], result: str, *args):
    params = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    names = ", ".join(f"%a{i}" for i in range(len(types)))
    text = f'''func.func @main({params}) -> {result} {{
  %r = "{op}"({names}) : ({", ".join(types)}) -> {result}
  return %r : {result}
}}'''
    return reference.evaluate(spec.parse(text), [np.asarray(a) for a in args])[0]


def test_the_while_program_counts_as_its_loop_says():
    """a + 0 + 1 + ... + 9, the counter i stepped by arith.addi up to arith.cmpi slt 10."""
    assert reference.evaluate(spec.parse(WHILE), [np.array(3, np.int32)])[0] == 48


def test_a_func_call_inside_the_while_body_runs_as_its_callee():
    module = spec.parse(WHILE.replace(
        "%f = arith.addi %k2, %i : tensor<i32>",
        "%f = func.call @plus(%k2, %i) : (tensor<i32>, tensor<i32>) -> tensor<i32>") + """
func.func private @plus(%x: tensor<i32>, %y: tensor<i32>) -> tensor<i32> {
  %s = arith.addi %x, %y : tensor<i32>
  return %s : tensor<i32>
}""")
    assert reference.evaluate(module, [np.array(3, np.int32)])[0] == 48


def test_addi_wraps_around_the_bit_width():
    x = np.array([127, -128], np.int8)
    assert run("arith.addi", ["tensor<2xi8>"] * 2, "tensor<2xi8>", x, np.int8([1, -1])).tolist() \
        == [-128, 127]


def test_i1_is_one_bit():
    """addi of true and true is false (2 mod 2), muli is and: not stablehlo.add's or."""
    t = np.array([True, True, False]), np.array([True, False, False])
    assert run("arith.addi", ["tensor<3xi1>"] * 2, "tensor<3xi1>", *t).tolist() == \
        [False, True, False]
    assert run("arith.muli", ["tensor<3xi1>"] * 2, "tensor<3xi1>", *t).tolist() == \
        [True, False, False]


@pytest.mark.parametrize("predicate,expected", [(2, [True, False]), (6, [False, True]),
                                                (0, [False, False]), (9, [True, False])],
                         ids=["slt", "ult", "eq", "uge"])
def test_cmpi_reads_signed_and_unsigned_predicates_from_the_same_bits(predicate, expected):
    """-1 is below 1 as a signed value and above it as unsigned bits (0xFFFFFFFF)."""
    text = f'''func.func @main(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi1> {{
  %r = "arith.cmpi"(%a, %b) {{predicate = {predicate} : i64}} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return %r : tensor<2xi1>
}}'''
    got = reference.evaluate(spec.parse(text), [np.int32([-1, 1]), np.int32([1, -1])])[0]
    assert got.tolist() == expected


def test_index_cast_sign_extends_and_truncates():
    wide = run("arith.index_cast", ["tensor<2xi8>"], "tensor<2xindex>", np.int8([-3, 5]))
    assert wide.dtype == np.int64 and wide.tolist() == [-3, 5]
    narrow = run("arith.index_cast", ["tensor<2xindex>"], "tensor<2xi8>",
                 np.int64([300, -129]))
    assert narrow.tolist() == [44, 127]
    assert run("arith.index_cast", ["tensor<i1>"], "tensor<index>", np.bool_(True)) == -1


def test_select_chooses_element_by_element():
    got = run("arith.select", ["tensor<3xi1>", "tensor<3xf32>", "tensor<3xf32>"],
              "tensor<3xf32>", np.array([True, False, True]), np.float32([1, 2, 3]),
              np.float32([4, 5, 6]))
    assert got.tolist() == [1, 5, 3]


def test_float_ops_are_correctly_rounded_once():
    """bf16: 1 + 2^-9 is a tie below the next bf16 and rounds to even (1); through f32 too."""
    one = np.array([1.0], ml_dtypes.bfloat16)
    tiny = np.array([2.0 ** -9], ml_dtypes.bfloat16)
    assert run("arith.addf", ["tensor<1xbf16>"] * 2, "tensor<1xbf16>", one, tiny)[0] == 1.0
    assert run("arith.divf", ["tensor<1xf32>"] * 2, "tensor<1xf32>", np.float32([1]),
               np.float32([3]))[0] == np.float32(1) / np.float32(3)


def test_nsw_overflow_is_declared_poison_where_it_happens():
    (poison,) = [u for u in unspecified("arith.addi") if u.id == "arith.addi/poison-overflow"]
    lhs, rhs = np.int8([127, 1]), np.int8([1, 1])
    flags = spec.parse('''func.func @main(%a: tensor<2xi8>) -> tensor<2xi8> {
  %r = arith.addi %a, %a overflow<nsw> : tensor<2xi8>
  return %r : tensor<2xi8>
}''').func("main").body.block.ops[0].attributes["overflowFlags"]
    assert poison.mask(lhs, rhs, overflowFlags=flags).tolist() == [True, False]
    assert poison.mask(lhs, rhs, overflowFlags=None).tolist() == [False, False]
