"""python -m reference run / eval: output format, exit codes, the .npz encoding, and one-line
errors (never a traceback) on bad input."""
import json
import subprocess
import sys
from pathlib import Path

import ml_dtypes
import numpy as np
import pytest
from reference import runner
from reference.ops import IMPLEMENTATIONS
from reference import npz
from spec.types import ELEMENT_TYPES, TensorType

ROOT = Path(__file__).resolve().parents[2]

PASS = """func.func @passes() {
  %x = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  "check.expect_eq_const"(%x) {value = dense<[1, 2]> : tensor<2xi32>} : (tensor<2xi32>) -> ()
  "func.return"() : () -> ()
}
func.func private @never_run() {
  "stablehlo.custom_call"() {call_target_name = "nope"} : () -> ()
  "func.return"() : () -> ()
}
func.func @takes_arguments(%a: tensor<f32>) {
  "func.return"() : () -> ()
}
"""
FAIL = """func.func @fails() {
  %x = "stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  "check.expect_eq_const"(%x) {value = dense<[1, 3]> : tensor<2xi32>} : (tensor<2xi32>) -> ()
  "func.return"() : () -> ()
}
func.func @errs() {
  "stablehlo.custom_call"() {call_target_name = "nope"} : () -> ()
  "func.return"() : () -> ()
}
"""
MALFORMED = """func.func @bad() {
  "check.expect_eq"(%y, %y) : (tensor<2xi32>, tensor<2xi32>) -> ()
  "func.return"() : () -> ()
}
"""
EVAL = """func.func @identity(%a: tensor<2xbf16>, %b: tensor<2xi4>, %c: tensor<f32>) -> (tensor<2xbf16>, tensor<2xi4>, tensor<f32>) {
  "func.return"(%a, %b, %c) : (tensor<2xbf16>, tensor<2xi4>, tensor<f32>) -> ()
}
func.func @eq(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<i1> {
  %r = "stablehlo.custom_call"(%a, %b) {call_target_name = "check.eq"} : (tensor<2xf32>, tensor<2xf32>) -> tensor<i1>
  "func.return"(%r) : (tensor<i1>) -> ()
}
func.func @expect(%a: tensor<2xf32>) {
  "check.expect_eq_const"(%a) {value = dense<[1.0, 2.0]> : tensor<2xf32>} : (tensor<2xf32>) -> ()
  "func.return"() : () -> ()
}
"""


def reference(*args):
    return subprocess.run([sys.executable, "-m", "reference", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def one_line_error(r, code: int) -> str:
    assert r.returncode == code, r.stderr
    assert "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    return r.stderr.strip()


@pytest.fixture
def files(tmp_path):
    paths = {}
    for name, text in [("pass", PASS), ("fail", FAIL), ("eval", EVAL),
                       ("split", PASS + "// -----\n" + FAIL + "// -----\n" + MALFORMED)]:
        paths[name] = tmp_path / f"{name}.mlir"
        paths[name].write_text(text)
    return paths


# -- run ------------------------------------------------------------------------------------

def test_run_json_one_object_per_file(files):
    r = reference("run", "--json", files["pass"], files["split"])
    assert r.returncode == 1 and "Traceback" not in r.stderr
    first, second = [json.loads(line) for line in r.stdout.splitlines()]
    assert first["path"] == str(files["pass"]) and first["seconds"] >= 0
    assert first["functions"] == [{"name": "passes", "status": "pass", "message": ""}]
    names = [(f["name"], f["status"]) for f in second["functions"]]
    assert names == [("passes", "pass"), ("fails", "fail"), ("errs", "error"),
                     ("<case at line 24>", "error")]
    fails, errs, bad = second["functions"][1:]
    assert "check.expect_eq_const at 3:3: 1 of 2 elements differ" in fails["message"]
    assert "first at index [1]: expected 3, actual 2" in fails["message"]
    assert "custom_call target nope is not implemented in the reference" in errs["message"]
    assert bad["message"].startswith(f"{files['split']}:25:21: error: use of undefined value '%y'")


def test_run_all_passing_exits_zero_with_a_summary(files):
    r = reference("run", files["pass"])
    assert r.returncode == 0
    assert r.stdout.strip() == f"{files['pass']}: 1 passed, 0 failed, 0 errors" + \
        r.stdout.strip().split("0 errors", 1)[1]


def test_run_of_a_model_says_how_to_evaluate_it():
    """A model exported from JAX has only an @main that takes arguments: nothing to run, and
    the line says which command evaluates it."""
    r = reference("run", ROOT / "corpus" / "models" / "tanh_matmul.jaxexport")
    assert r.returncode == 0 and "no public function without arguments to run" in r.stdout
    assert "python -m reference eval FILE --func NAME --inputs in.npz" in r.stdout


def test_run_summary_lists_what_did_not_pass(files):
    r = reference("run", files["fail"])
    assert r.returncode == 1
    lines = r.stdout.splitlines()
    assert lines[0].startswith(f"{files['fail']}: 0 passed, 1 failed, 1 errors")
    assert lines[1].startswith("  FAIL @fails: check.expect_eq_const at 3:3:")
    assert lines[2].startswith("  ERROR @errs: ")


def test_run_several_files_ends_with_a_total(files):
    r = reference("run", files["pass"], files["fail"])
    assert r.returncode == 1
    assert r.stdout.splitlines()[-1].startswith("total: 2 files, 1 passed, 1 failed, 1 errors (")


def test_run_unreadable_file_exits_two(files, tmp_path):
    r = reference("run", "--json", tmp_path / "missing.mlir", files["pass"])
    assert r.returncode == 2 and "Traceback" not in r.stderr
    missing = json.loads(r.stdout.splitlines()[0])
    assert missing["functions"][0]["status"] == "error"
    assert "cannot read" in missing["functions"][0]["message"]


def test_run_not_implemented_ops_are_errors_that_say_so(monkeypatch):
    monkeypatch.delitem(IMPLEMENTATIONS, "stablehlo.constant")
    report = runner.run_text(PASS, "pass.mlir")
    assert [(f.name, f.status, f.message) for f in report.functions] == [
        ("passes", "error", "not implemented: the reference does not evaluate stablehlo.constant yet")]


def test_run_usage_error_exits_two():
    r = reference("run")
    assert r.returncode == 2 and "Traceback" not in r.stderr


# -- eval -----------------------------------------------------------------------------------

def test_eval_round_trips_every_encoding(files, tmp_path):
    bf16 = np.array([1.5, -0.0], ml_dtypes.bfloat16)
    inputs, out, again = tmp_path / "in.npz", tmp_path / "out.npz", tmp_path / "again.npz"
    np.savez(inputs, arg0=bf16.view(np.uint16), **{"arg0.type": np.array("bf16")},
             arg1=np.array([0xF, 0x7], np.uint8), arg2=np.float32(2.5))
    r = reference("eval", files["eval"], "--func", "identity", "--inputs", inputs, "--out", out)
    assert r.returncode == 0, r.stderr
    with np.load(out) as z:
        assert sorted(z.files) == ["out0", "out0.type", "out1", "out1.type", "out2"]
        assert z["out0"].dtype == np.uint16 and z["out0"].tolist() == [0x3FC0, 0x8000]
        assert str(z["out0.type"]) == "bf16"
        assert z["out1"].tolist() == [0xF, 0x7] and str(z["out1.type"]) == "i4"  # -1 and 7
        assert z["out2"].dtype == np.float32 and z["out2"] == 2.5
    r = reference("eval", files["eval"], "--func", "@identity", "--inputs", out, "--out", again)
    assert r.returncode == 0, r.stderr
    with np.load(out) as a, np.load(again) as b:
        assert all(np.array_equal(a[k], b[k]) for k in a.files)


def test_eval_accepts_positional_arrays_and_raw_ml_dtypes_bytes(files, tmp_path):
    inputs = tmp_path / "in.npz"
    np.savez(inputs, np.array([1.5, 2.0], ml_dtypes.bfloat16), np.array([-1, 7], ml_dtypes.int4),
             np.float32(0.5))
    r = reference("eval", files["eval"], "--func", "identity", "--inputs", inputs)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == ["out0: dense<[1.5, 2.0]> : tensor<2xbf16>",
                                     "out1: dense<[-1, 7]> : tensor<2xi4>",
                                     "out2: dense<0.5> : tensor<f32>"]


def test_eval_computes(files, tmp_path):
    inputs = tmp_path / "in.npz"
    np.savez(inputs, arg0=np.array([1, np.nan], np.float32), arg1=np.array([1, -np.nan], np.float32))
    r = reference("eval", files["eval"], "--func", "eq", "--inputs", inputs)
    assert r.returncode == 0 and r.stdout.strip() == "out0: dense<true> : tensor<i1>"


def test_eval_failing_check_exits_one(files, tmp_path):
    inputs = tmp_path / "in.npz"
    np.savez(inputs, arg0=np.array([1, 3], np.float32))
    message = one_line_error(reference("eval", files["eval"], "--func", "expect", "--inputs", inputs), 1)
    assert "expected 2.0, actual 3.0" in message


@pytest.mark.parametrize("arrays, message", [
    ({"arg0": np.array([1.0, 2.0])}, "arg0 has numpy dtype float64; element type f32 is stored as numpy float32"),
    ({"arg0": np.array([1.0], np.float32)}, "arg0 is not a tensor<2xf32>: expected shape 2, got 1"),
    ({"arg0": np.zeros(2, np.float32), "arg1": np.zeros(2, np.float32)}, "expected 1 input(s) (arg0), the file has arg0, arg1"),
    ({"x": np.zeros(2, np.float32)}, "expected 1 input(s) (arg0), the file has x"),
    ({"arg0": np.zeros(2, np.float32), "arg0.type": np.array("f64")}, "arg0.type is f64, expected f32"),
])
def test_eval_bad_inputs_exit_two(files, tmp_path, arrays, message):
    inputs = tmp_path / "in.npz"
    np.savez(inputs, **arrays)
    assert message in one_line_error(reference("eval", files["eval"], "--func", "expect", "--inputs", inputs), 2)


def test_eval_bit_patterns_wider_than_the_type(files, tmp_path):
    inputs = tmp_path / "in.npz"
    np.savez(inputs, arg0=np.zeros(2, np.uint16), arg1=np.array([16, 0], np.uint8), arg2=np.float32(0))
    assert "arg1 holds bit patterns wider than i4's 4 bits" in one_line_error(
        reference("eval", files["eval"], "--func", "identity", "--inputs", inputs), 2)


@pytest.mark.slow
def test_eval_bad_files_exit_two(files, tmp_path):
    bad_npz = tmp_path / "bad.npz"
    bad_npz.write_text("not a zip")
    malformed = tmp_path / "malformed.mlir"
    malformed.write_text(MALFORMED)
    cases = [
        (("eval", tmp_path / "missing.mlir", "--func", "f"), "cannot read"),
        (("eval", malformed, "--func", "bad"), f"{malformed}:2:21: error: use of undefined value '%y'"),
        (("eval", files["eval"], "--func", "nope"), "no case of the file define(s) a function @nope"),
        (("eval", files["eval"], "--func", "expect"), "@expect takes 1 argument(s); give them with --inputs"),
        (("eval", files["eval"], "--func", "expect", "--inputs", tmp_path / "missing.npz"), "cannot read"),
        (("eval", files["eval"], "--func", "expect", "--inputs", bad_npz), "cannot read"),
    ]
    for args, message in cases:
        assert message in one_line_error(reference(*args), 2), args


def test_eval_picks_the_case_that_defines_the_function(files, tmp_path):
    r = reference("eval", files["split"], "--func", "passes")  # a later case does not parse
    assert r.returncode == 0 and r.stdout == ""
    twice = tmp_path / "twice.mlir"
    twice.write_text(PASS + "// -----\n" + PASS)
    assert "2 cases of the file define(s) a function @passes" in one_line_error(
        reference("eval", twice, "--func", "passes"), 2)


# -- eval: infeed, outfeed and host transfers ----------------------------------------------

QUEUES = """func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
  %t0 = "stablehlo.after_all"() : () -> !stablehlo.token
  %a, %t1 = "stablehlo.infeed"(%t0) {infeed_config = ""} : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
  %b, %c, %t2 = "stablehlo.infeed"(%t1) {infeed_config = ""} : (!stablehlo.token) -> (tensor<2xi32>, tensor<bf16>, !stablehlo.token)
  %h, %t3 = "stablehlo.recv"(%t2) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>, is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
  %s = "stablehlo.add"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %u = "stablehlo.add"(%s, %h) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %t4 = "stablehlo.outfeed"(%u, %c, %t3) {outfeed_config = ""} : (tensor<2xi32>, tensor<bf16>, !stablehlo.token) -> !stablehlo.token
  %t5 = "stablehlo.send"(%x, %t4) {channel_handle = #stablehlo.channel_handle<handle = 7, type = 2>, is_host_transfer = true} : (tensor<2xi32>, !stablehlo.token) -> !stablehlo.token
  %r = "stablehlo.add"(%u, %x) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  "func.return"(%r) : (tensor<2xi32>) -> ()
}
"""
BF16_BITS = np.array(1.5, ml_dtypes.bfloat16).view(np.uint16)


def _queue_inputs(prefix: str, x: list, base: int) -> dict:
    return {f"{prefix}arg0": np.array(x, np.int32),
            f"{prefix}infeed0_0": np.array([base, base + 1], np.int32),
            f"{prefix}infeed1_0": np.array([10, 20], np.int32),
            f"{prefix}infeed1_1": BF16_BITS, f"{prefix}infeed1_1.type": np.array("bf16")}


def test_eval_reads_infeed_and_host_inputs_and_writes_outfeed_and_host_outputs(tmp_path):
    program, inputs, out = tmp_path / "q.mlir", tmp_path / "in.npz", tmp_path / "out.npz"
    program.write_text(QUEUES)
    np.savez(inputs, **_queue_inputs("", [100, 200], 1),
             **{"host/recv5_0_0": np.array([1000, 2000], np.int32)})
    r = reference("eval", program, "--func", "main", "--inputs", inputs, "--out", out)
    assert r.returncode == 0, r.stderr
    with np.load(out) as z:
        got = {k: z[k].tolist() for k in z.files}
    # infeed entries 0 ([1, 2]) and 1 ([10, 20], 1.5 : bf16), host [1000, 2000]: u = [1011, 2022]
    assert got == {"out0": [1111, 2222], "outfeed0_0": [1011, 2022], "outfeed0_1": int(BF16_BITS),
                   "outfeed0_1.type": "bf16", "host/send7_0_0": [100, 200]}


def test_eval_queues_on_a_grid_are_per_process_and_the_host_is_shared(tmp_path):
    program, inputs = tmp_path / "q.mlir", tmp_path / "in.npz"
    program.write_text(QUEUES)
    np.savez(inputs, **_queue_inputs("r0p0/", [1, 2], 100), **_queue_inputs("r1p0/", [3, 4], 300),
             **{"host/recv5_0_0": np.array([0, 0], np.int32),
                "host/recv5_1_0": np.array([5000, 6000], np.int32)})
    r = reference("eval", program, "--func", "main", "--inputs", inputs, "--replicas", "2")
    assert r.returncode == 0, r.stderr
    lines = dict(line.split(": ", 1) for line in r.stdout.splitlines())
    # which process takes which host entry is the order they reach recv: compare as a set
    outs = {lines["r0p0/outfeed0_0"], lines["r1p0/outfeed0_0"]}
    # infeed0 [100, 101] / [300, 301], plus [10, 20], plus host [0, 0] or [5000, 6000]
    assert outs in ({"dense<[110, 121]> : tensor<2xi32>", "dense<[5310, 6321]> : tensor<2xi32>"},
                    {"dense<[5110, 6121]> : tensor<2xi32>", "dense<[310, 321]> : tensor<2xi32>"})
    assert lines["r0p0/outfeed0_1"] == lines["r1p0/outfeed0_1"] == "dense<1.5> : tensor<bf16>"
    sends = {lines["host/send7_0_0"], lines["host/send7_1_0"]}
    assert sends == {"dense<[1, 2]> : tensor<2xi32>", "dense<[3, 4]> : tensor<2xi32>"}


@pytest.mark.parametrize("arrays,replicas,message", [
    ({"infeed0_0": np.array([1, 2], np.int32), "infeed0_2": np.array([1], np.int32)}, "1",
     "the infeed of process (0, 0): entry 0 has values [0, 2]; they must count from 0"),
    ({"r0p0/infeed0_0": np.array([1, 2], np.int32)}, "1", "on a 1 x 1 grid infeed keys are infeed<k>_<j>"),
    ({"infeed0_0": np.array([1, 2], np.int32)}, "2", "infeed keys are r<replica>p<partition>/infeed"),
    ({"r0p0/arg0": np.array([1, 2], np.int32), "r1p0/arg0": np.array([1, 2], np.int32),
      "r5p0/infeed0_0": np.array([1, 2], np.int32)}, "2", "r5p0/infeed0_0 names no process of a 2 x 1 grid"),
    ({"host/recv5_0_0": np.zeros(2, np.uint8).view("V1")}, "1", "host/recv5_0_0 has numpy dtype |V1"),
    ({"host/recv5_0_0": np.zeros(2, np.uint16), "host/recv5_0_0.type": np.array("f99")}, "1",
     "host/recv5_0_0.type: 'f99' is no element type"),
])
def test_eval_bad_queue_keys_exit_two(tmp_path, arrays, replicas, message):
    program, inputs = tmp_path / "q.mlir", tmp_path / "in.npz"
    program.write_text(QUEUES)
    np.savez(inputs, **{"arg0": np.array([1, 2], np.int32)} if replicas == "1" else {}, **arrays)
    got = one_line_error(reference("eval", program, "--func", "main", "--inputs", inputs,
                                   "--replicas", replicas), 2)
    assert message in got


def test_eval_a_queue_value_of_the_wrong_type_fails_at_the_infeed(tmp_path):
    program, inputs = tmp_path / "q.mlir", tmp_path / "in.npz"
    program.write_text(QUEUES)
    np.savez(inputs, arg0=np.array([1, 2], np.int32), infeed0_0=np.array([1, 2], np.int64))
    message = one_line_error(reference("eval", program, "--func", "main", "--inputs", inputs), 1)
    assert "stablehlo.infeed" in message and "value 0 is not a tensor<2xi32>" in message


def test_eval_an_entry_number_without_keys_is_an_entry_of_no_values(tmp_path):
    program, inputs = tmp_path / "e.mlir", tmp_path / "in.npz"
    program.write_text("""func.func @main() -> tensor<i8> {
  %t0 = "stablehlo.after_all"() : () -> !stablehlo.token
  %t1 = "stablehlo.infeed"(%t0) {infeed_config = ""} : (!stablehlo.token) -> !stablehlo.token
  %a, %t2 = "stablehlo.infeed"(%t1) {infeed_config = ""} : (!stablehlo.token) -> (tensor<i8>, !stablehlo.token)
  "func.return"(%a) : (tensor<i8>) -> ()
}
""")
    np.savez(inputs, infeed1_0=np.array(-7, np.int8))
    r = reference("eval", program, "--func", "main", "--inputs", inputs)
    assert r.returncode == 0 and r.stdout == "out0: dense<-7> : tensor<i8>\n", r.stderr


def test_npz_round_trips_rank_0_sub_byte_values(tmp_path):
    for name in ("i4", "ui2", "f4E2M1FN"):
        et = ELEMENT_TYPES[name]
        npz.save(str(tmp_path / "x.npz"), [np.array(1, et.dtype)])
        (value,) = npz.load(str(tmp_path / "x.npz"), [TensorType((), et)], prefix="out")
        assert isinstance(value, np.ndarray) and value.shape == () and value.dtype == et.dtype
        assert float(value) == 1.0
