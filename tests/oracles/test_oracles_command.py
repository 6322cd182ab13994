"""The `command` oracle: a vendor executable through the file protocol of docs/oracles.md."""
import os
import sys

import ml_dtypes
import numpy as np
import pytest

import spec
from oracles.command import Command
from oracles.reference import Reference
from oracles.verdict import judge
from reference.values import TOKEN

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


def test_tuples_and_tokens_travel_the_protocol():
    """Nested tuples and tokens, in and out (npz: `<key>.type = "tuple"`, elements under
    `<key>.<i>`), and the verdict compares them element by element."""
    text = """
func.func @main(%t: tuple<tensor<2xbf16>, tuple<tensor<i4>, !stablehlo.token>>) -> (tuple<tensor<2xbf16>, tuple<tensor<i4>, !stablehlo.token>>, !stablehlo.token) {
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xbf16>, tuple<tensor<i4>, !stablehlo.token>>) -> tensor<2xbf16>
  %n = stablehlo.negate %a : tensor<2xbf16>
  %inner = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xbf16>, tuple<tensor<i4>, !stablehlo.token>>) -> tuple<tensor<i4>, !stablehlo.token>
  %k = stablehlo.get_tuple_element %inner[1] : (tuple<tensor<i4>, !stablehlo.token>) -> !stablehlo.token
  %r = stablehlo.tuple %n, %inner : tuple<tensor<2xbf16>, tuple<tensor<i4>, !stablehlo.token>>
  return %r, %k : tuple<tensor<2xbf16>, tuple<tensor<i4>, !stablehlo.token>>, !stablehlo.token
}"""
    module = spec.parse(text)
    inputs = [(np.array([1.5, -2], ml_dtypes.bfloat16), (np.array(-3, ml_dtypes.int4), TOKEN))]
    outcome = Command(VENDOR, time_limit=60).run(module, inputs)
    assert outcome.status == "ok", outcome.message
    (n, (i4, token)), last = outcome.outputs
    assert n.tolist() == [-1.5, 2] and n.dtype == ml_dtypes.bfloat16
    assert int(i4) == -3 and token is TOKEN and last is TOKEN
    expected = Reference(bounds=True).run(module, inputs)
    assert judge(module, inputs, expected, outcome, "command").status == "pass"
    wrong = outcome.outputs[0][0].copy()
    wrong[1] = 3
    bad = type(outcome)("ok", [(wrong, outcome.outputs[0][1]), TOKEN])
    verdict = judge(module, inputs, expected, bad, "command")
    assert verdict.status == "fail" and "tuple element [0]" in verdict.message


def test_a_relative_path_in_the_command_names_the_file_from_here(tmp_path, monkeypatch):
    """The vendor runs in its case's temporary directory: `tests/data/vendor.py` in the
    command still names the file from where the oracle was made."""
    monkeypatch.chdir(os.path.dirname(os.path.dirname(DATA)))
    oracle = Command(f"{sys.executable} tests/data/vendor_reference.py", time_limit=60)
    assert oracle.argv[1] == os.path.join(DATA, "vendor_reference.py")
    outcome = oracle.run(unary("stablehlo.negate", "f32"), [np.ones(3, np.float32)])
    assert outcome.status == "ok", outcome.message
