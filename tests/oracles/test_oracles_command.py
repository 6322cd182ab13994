"""The `command` oracle: a vendor executable through the file protocol of docs/oracles.md."""
import os
import sys

import ml_dtypes
import numpy as np
import pytest

import spec
from oracles.command import Command

DATA = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data")
VENDOR = [sys.executable, os.path.join(DATA, "vendor_reference.py")]


def misbehaving(mode: str, **kw) -> Command:
    return Command([sys.executable, os.path.join(DATA, "vendor_misbehaves.py"), mode], **kw)


def unary(op: str, et: str, n: int = 3) -> spec.Module:
    t = f"tensor<{n}x{et}>"
    return spec.parse(f"func.func @main(%x: {t}) -> {t} {{\n  %y = {op} %x : {t}\n"
                      f"  return %y : {t}\n}}")


def test_the_reference_vendor_computes_results_of_every_encoding():
    oracle = Command(VENDOR, time_limit=60)
    cases = [("f32", np.array([1.5, -0.0, 3.0], np.float32), [-1.5, 0.0, -3.0]),
             ("bf16", np.array([1, 2, -4], ml_dtypes.bfloat16), [-1, -2, 4]),  # stored as bits
             ("i4", np.array([7, -8, 0], ml_dtypes.int4), [-7, -8, 0]),  # -(-8) wraps to -8
             ("i1", np.array([True, False, True]), None)]
    for et, x, expected in cases:
        op = "stablehlo.not" if et == "i1" else "stablehlo.negate"
        outcome = oracle.run(unary(op, et), [x])
        assert outcome.status == "ok", outcome.message
        (y,) = outcome.outputs
        assert y.dtype == x.dtype
        if expected is None:
            assert y.tolist() == [False, True, False]
        else:
            assert y.astype(np.float64).tolist() == expected
    assert np.signbit(oracle.run(unary("stablehlo.negate", "f32"),
                                 [np.array([-0.0, 0, 1], np.float32)]).outputs[0][0]) == False  # noqa: E712


def test_a_function_the_module_lacks_is_unsupported_before_the_vendor_runs():
    outcome = misbehaving("hang").run(unary("stablehlo.negate", "f32"), [np.ones(3, np.float32)],
                                      func="missing")
    assert outcome.status == "unsupported" and "no function @missing" in outcome.message


@pytest.mark.parametrize("code, status", [(0, "crash"), (65, "rejected"), (69, "unsupported"),
                                          (1, "crash"), (3, "crash")])
def test_exit_statuses(code, status):
    outcome = misbehaving(f"exit:{code}").run(unary("stablehlo.negate", "f32"),
                                              [np.ones(3, np.float32)])
    assert outcome.status == status
    assert f"status {code}" in outcome.message  # the vendor's stderr, or our own words
    if code == 0:
        assert "wrote no outputs.npz" in outcome.message


def test_a_hanging_vendor_times_out():
    outcome = misbehaving("hang", time_limit=1).run(unary("stablehlo.negate", "f32"),
                                                    [np.ones(3, np.float32)])
    assert outcome.status == "timeout" and "ran past 1 s" in outcome.message


@pytest.mark.parametrize("mode, words", [("garbage", "cannot read"),
                                         ("wrong-keys", "expected 1 input(s) (out0)")])
def test_unreadable_outputs_are_a_crash(mode, words):
    outcome = misbehaving(mode).run(unary("stablehlo.negate", "f32"), [np.ones(3, np.float32)])
    assert outcome.status == "crash" and "unreadable outputs" in outcome.message
    assert words in outcome.message


def test_arguments_are_a_list_never_a_shell_line():
    script = "import sys; sys.stderr.write(repr(sys.argv[1:])); sys.exit(65)"
    outcome = Command([sys.executable, "-c", script, "a b; $(touch x) *"]).run(
        unary("stablehlo.negate", "f32"), [np.ones(3, np.float32)])
    args = eval(outcome.message)
    assert args[0] == "a b; $(touch x) *"
    assert [os.path.basename(a) for a in args[1:]] == ["program.mlir", "inputs.npz",
                                                        "outputs.npz", "main"]


def test_the_program_file_is_the_generic_form():
    script = "import sys; sys.stderr.write(open(sys.argv[1]).read()); sys.exit(65)"
    module = unary("stablehlo.negate", "f32")
    outcome = Command([sys.executable, "-c", script]).run(module, [np.ones(3, np.float32)])
    assert outcome.message == spec.print_module(module).strip()
    assert '"stablehlo.negate"' in outcome.message


def test_a_missing_executable_is_a_crash_saying_so():
    outcome = Command(["/no/such/vendor"]).run(unary("stablehlo.negate", "f32"),
                                               [np.ones(3, np.float32)])
    assert outcome.status == "crash" and "cannot run /no/such/vendor" in outcome.message


def test_an_empty_command_is_refused():
    with pytest.raises(ValueError, match="needs an executable"):
        Command("")
