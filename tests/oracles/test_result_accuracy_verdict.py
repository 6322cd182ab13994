"""result_accuracy on transcendental ops (oracles/compare.py accuracy_rule): a stated
TOLERANCE widens the op's rule (and its allowance in program tolerances), HIGHEST asks for the
correctly rounded result (1 ULP of the reference), DEFAULT and no attribute keep the op's rule."""
from __future__ import annotations

import numpy as np
import pytest

import spec
from oracles.base import Outcome
from oracles.compare import program_allowance
from oracles.reference import Reference
from oracles.verdict import judge

ACCURACY = ("{{result_accuracy = #stablehlo.result_accuracy<atol = {atol}, rtol = {rtol}, "
            "ulps = {ulps}, mode = #stablehlo.result_accuracy_mode<{mode}>>}}")


def program(mode: str | None = None, atol="0.000000e+00", rtol="0.000000e+00", ulps=0,
            feed: bool = False) -> spec.Module:
    """@main(x) = exp(x) (with `feed`, exp(x * 3): fed an inexact value), with the
    result_accuracy given (none when `mode` is None)."""
    attrs = "" if mode is None else " " + ACCURACY.format(atol=atol, rtol=rtol, ulps=ulps,
                                                          mode=mode)
    arg = "%y" if feed else "%x"
    scale = ("  %three = stablehlo.constant dense<3.0> : tensor<3xf32>\n"
             "  %y = stablehlo.multiply %x, %three : tensor<3xf32>\n") if feed else ""
    return spec.parse(f"""func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {{
{scale}  %r = stablehlo.exponential {arg}{attrs} : tensor<3xf32>
  func.return %r : tensor<3xf32>
}}""")


X = [np.array([0.5, 1.25, 2.0], np.float32)]


def moved(values: np.ndarray, ulps: int) -> np.ndarray:
    out = values.copy()
    for _ in range(ulps):
        out = np.nextafter(out, np.float32(np.inf)).astype(np.float32)
    return out


def verdict(module, shift, bounds: bool = False):
    expected = Reference(bounds=bounds).run(module, X)
    actual = Outcome("ok", [shift(expected.outputs[0])])
    return judge(module, X, expected, actual, "xla")


def test_without_the_attribute_and_with_default_the_ops_rule_holds():
    for module in (program(), program("DEFAULT")):
        assert verdict(module, lambda e: moved(e, 2)).passed
        failed = verdict(module, lambda e: moved(e, 3))
        assert not failed.passed and "result_accuracy" not in str(failed.rules[0])


def test_a_stated_ulps_tolerance_widens_the_rule():
    module = program("TOLERANCE", ulps=5)
    v = verdict(module, lambda e: moved(e, 5))
    assert v.passed and "result_accuracy TOLERANCE (atol=0, rtol=0, ulps=5)" in str(v.rules[0])
    beyond = verdict(module, lambda e: moved(e, 6))
    assert not beyond.passed and "result_accuracy TOLERANCE" in beyond.message


@pytest.mark.parametrize("atol,rtol,inside,outside", [
    ("1.000000e-03", "0.000000e+00", 9e-4, 2e-3),    # absolute
    ("0.000000e+00", "1.000000e-03", 9e-4, 2e-3),    # relative: times |expected| >= 1.6
], ids=["atol", "rtol"])
def test_a_stated_atol_or_rtol_widens_the_rule(atol, rtol, inside, outside):
    """exp(0.5) = 1.65 is the smallest expected value: a relative tolerance of 1e-3 allows at
    least 1.6e-3 there, so 9e-4 of |expected| passes and 2e-3 of |expected| does not."""
    module = program("TOLERANCE", atol=atol, rtol=rtol)
    scale = (lambda e: np.float32(1)) if rtol.startswith("0.0") else (lambda e: np.abs(e))
    assert verdict(module, lambda e: (e + inside * scale(e)).astype(np.float32)).passed
    assert not verdict(module, lambda e: (e + outside * scale(e)).astype(np.float32)).passed


def test_highest_asks_for_the_correctly_rounded_result():
    module = program("HIGHEST")
    v = verdict(module, lambda e: moved(e, 1))
    assert v.passed and "result_accuracy HIGHEST" in str(v.rules[0])
    assert not verdict(module, lambda e: moved(e, 2)).passed  # the default rule's 2 ULPs


def test_highest_on_f64_keeps_the_ops_rule():
    """The reference's f64 exp is numpy's libm, not correctly rounded (it has no wider type to
    round from), so HIGHEST cannot hold an f64 result to 1 ULP of it: the op's rule (2 ULP)
    stays, and its name says why."""
    module = spec.parse(spec.print_module(program("HIGHEST")).replace("f32", "f64"))
    x = [X[0].astype(np.float64)]
    expected = Reference().run(module, x)
    for ulps, passes in ((2, True), (3, False)):
        shifted = expected.outputs[0].view(np.int64) + ulps
        v = judge(module, x, expected, Outcome("ok", [shifted.view(np.float64)]), "xla")
        assert v.passed is passes and "HIGHEST in f64" in str(v.rules[0])
    op = [o for o in module.walk() if o.name == "stablehlo.exponential"][0]
    assert program_allowance(op, 0, np.ones(3))[0] == 2.0


def test_a_stated_tolerance_widens_the_program_tolerance():
    """exp fed x * 3 is judged by the program rule, whose allowance for exp takes the stated
    atol: 5e-3 off passes with atol = 1e-2, fails without the attribute."""
    off = lambda e: (e + np.float32(5e-3)).astype(np.float32)  # noqa: E731
    stated = verdict(program("TOLERANCE", atol="1.000000e-02", feed=True), off, bounds=True)
    assert stated.passed and "program tolerance" in str(stated.verdicts[0].rule)
    assert not verdict(program(feed=True), off, bounds=True).passed


def test_program_allowance_carries_the_stated_tolerance():
    op = [o for o in program("TOLERANCE", atol="1.000000e-02", rtol="2.000000e-03",
                             ulps=7).walk() if o.name == "stablehlo.exponential"][0]
    assert program_allowance(op, 0, np.ones(3, np.float32)) == (7.0, 0.0, 0.01, 0.002)
    op = [o for o in program("HIGHEST").walk() if o.name == "stablehlo.exponential"][0]
    assert program_allowance(op, 0, np.ones(3, np.float32)) == (1.0, 0.0)
