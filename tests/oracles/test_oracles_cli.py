"""python -m oracles: list, run, table; seeded inputs; the committed support table."""
import json
import os
import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest

import oracles
import oracles.iree
from oracles import OracleError, process_inputs, random_inputs
from oracles.__main__ import main, support_table
from spec.types import ELEMENT_TYPES, TensorType
from tests.helpers.limits import memory_cap

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MISBEHAVES = os.path.join(ROOT, "tests", "data", "vendor_misbehaves.py")
ADD = """func.func @main(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %z = stablehlo.add %x, %y : tensor<2xf32>
  return %z : tensor<2xf32>
}
"""


@pytest.fixture
def add_file(tmp_path):
    path = tmp_path / "add.mlir"
    path.write_text(ADD)
    return str(path)


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_committed_support_table_is_the_generated_one():
    with open(os.path.join(ROOT, "docs", "oracle-support.md")) as f:
        assert f.read() == support_table() + "\n", \
            "regenerate: python -m oracles table > docs/oracle-support.md"


def test_the_table_says_what_each_oracle_lacks():
    rows = {line.split(" | ")[0][2:]: line for line in support_table().splitlines()
            if line.startswith("| ")}
    assert rows["add"].count("yes") == len(rows["op"].split(" | ")) - 2
    assert "no [" in rows["custom_call"] and "no [" in rows["all_gather"]


def test_list_names_every_oracle_and_why_one_is_unavailable(capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0
    for name in oracles.ORACLES:
        assert name in out
    assert "reference" in out and "xla-gpu" in out
    if not oracles.oracle_class("xla-gpu").available()[0]:
        assert "no jax GPU plugin" in out or "no GPU device" in out


def test_run_with_inputs_prints_outcomes_and_verdicts(capsys, add_file, tmp_path):
    inputs = tmp_path / "in.npz"
    np.savez(inputs, arg0=np.array([1.5, 2], np.float32), arg1=np.array([0.25, -2], np.float32))
    code, out, _ = run(capsys, "run", "--oracles", "reference,reference", "--inputs",
                       str(inputs), "--json", add_file)
    report = json.loads(out)
    assert code == 0
    assert [o["status"] for o in report["outcomes"]] == ["ok", "ok"]
    assert report["outcomes"][0]["outputs"][0]["values"] == "[1.75 0.  ]"
    assert report["verdicts"][0]["passed"] and "1 ULP" in report["verdicts"][0]["verdict"]


def test_a_disagreement_exits_1_and_names_the_worst_element(capsys, add_file):
    command = f"{sys.executable} {MISBEHAVES} zeros"
    code, out, _ = run(capsys, "run", "--oracles", "reference,command", "--command", command,
                       "--seed", "3", add_file)
    assert code == 1
    assert "command vs reference: out0: fail" in out and "worst at index" in out


def test_a_failed_outcome_is_reported_and_not_compared(capsys, add_file):
    command = f"{sys.executable} {MISBEHAVES} exit:69"
    code, out, _ = run(capsys, "run", "--oracles", "reference,command", "--command", command,
                       add_file)
    assert code == 3  # nothing could be compared: not a pass
    assert "command (command" in out and ": unsupported" in out and "status 69" in out
    assert "not compared" in out and "nothing was compared: command: unsupported" in out


PERMUTE = """module @m attributes {mhlo.num_replicas = 3 : i32, mhlo.num_partitions = 1 : i32} {
  func.func @main(%x: tensor<2xi32>) -> tensor<2xi32> {
    %0 = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>} : (tensor<2xi32>) -> tensor<2xi32>
    return %0 : tensor<2xi32>
  }
}
"""
MUTANT_BACKEND = os.path.join(ROOT, "benchmarks", "mutants", "backend.py")


@pytest.fixture
def permute_file(tmp_path):
    path = tmp_path / "permute.mlir"
    path.write_text(PERMUTE)
    return str(path)


def test_a_grid_program_runs_on_its_grid_each_process_on_its_own_inputs(capsys, permute_file,
                                                                          tmp_path):
    """Process 0 sends its input to 1, 1 to 2; 0 receives nothing (zeros): with equal inputs
    on every process a permutation that pairs the wrong processes would not show."""
    inputs = tmp_path / "in.npz"
    np.savez(inputs, arg0=np.array([5, 7], np.int32))
    code, out, _ = run(capsys, "run", "--oracles", "reference,reference", "--inputs",
                       str(inputs), "--json", permute_file)
    report = json.loads(out)
    assert code == 0 and report["compared"] == 3
    processes = report["outcomes"][0]["processes"]
    assert sorted(processes) == ["(0, 0)", "(1, 0)", "(2, 0)"]
    assert processes["(0, 0)"][0]["values"] == "[0 0]"
    assert processes["(1, 0)"][0]["values"] == "[5 7]"  # process 0's input
    assert processes["(2, 0)"][0]["values"] not in ("[0 0]", "[5 7]")  # process 1's own
    assert [v["oracle"] for v in report["verdicts"]] == [
        "reference process (0, 0)", "reference process (1, 0)", "reference process (2, 0)"]


def test_process_inputs_are_process_zeros_then_seeded_values_of_each_process():
    types = [TensorType((3,), ELEMENT_TYPES["f32"])]
    given = [np.array([1, 2, 3], np.float32)]
    a, b = (process_inputs(types, given, (2, 2), "k") for _ in range(2))
    assert list(a) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert a[(0, 0)][0] is given[0]
    values = [a[pid][0].tobytes() for pid in a]
    assert len(set(values)) == 4  # every process its own
    assert all(np.array_equal(a[pid][0], b[pid][0]) for pid in a)  # seeded by the key
    assert not np.array_equal(process_inputs(types, given, (2, 2), "other")[(1, 1)][0],
                              a[(1, 1)][0])
    dynamic = [TensorType((None,), ELEMENT_TYPES["f32"])]  # no values to make: the given ones
    assert all(x == given for x in process_inputs(dynamic, given, (1, 3), "k").values())


def test_a_wrong_collective_fails_on_the_processes_it_gets_wrong(capsys, permute_file):
    """A backend whose collective_permute reverses the pairs (benchmarks/mutants/), behind the
    grid form of the command protocol."""
    command = f"{sys.executable} {MUTANT_BACKEND} --mutant collective_permute-pairs-reversed"
    code, out, _ = run(capsys, "run", "--oracles", "reference,command", "--command", command,
                       "--command-grids", permute_file)
    assert code == 1
    for pid in ("(0, 0)", "(1, 0)", "(2, 0)"):
        assert f"command process {pid} disagrees with reference on out0" in out


def test_a_grid_program_on_a_command_without_the_grid_form_is_not_compared(capsys,
                                                                           permute_file):
    command = f"{sys.executable} {MUTANT_BACKEND}"
    code, out, _ = run(capsys, "run", "--oracles", "reference,command", "--command", command,
                       permute_file)
    assert code == 3 and "runs one process" in out and "3 x 1 process grid" in out


@pytest.mark.parametrize("argv, words", [
    (["--oracles", "reference,nope"], "unknown oracle 'nope'"),
    (["--oracles", "command"], "needs the vendor's executable"),
    (["--oracles", "reference", "--func", "other"], "no function @other (functions: @main)"),
])
def test_usage_errors(capsys, add_file, argv, words):
    code, _, err = run(capsys, "run", *argv, add_file)
    assert code == 2 and words in err and "Traceback" not in err


def test_a_missing_file_and_a_bad_program(capsys, tmp_path):
    code, _, err = run(capsys, "run", "--oracles", "reference", str(tmp_path / "none.mlir"))
    assert code == 2 and "cannot read" in err and "No such file" in err
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @main( {")
    code, _, err = run(capsys, "run", "--oracles", "reference", str(bad))
    assert code == 2 and "bad.mlir" in err


def test_bad_npz_files(capsys, add_file, tmp_path):
    garbage = tmp_path / "garbage.npz"
    garbage.write_bytes(b"not a zip")
    code, _, err = run(capsys, "run", "--oracles", "reference", "--inputs", str(garbage), add_file)
    assert code == 2 and "as .npz" in err
    short = tmp_path / "short.npz"
    np.savez(short, arg0=np.zeros(2, np.float32))
    code, _, err = run(capsys, "run", "--oracles", "reference", "--inputs", str(short), add_file)
    assert code == 2 and "expected 2 input(s)" in err


def test_python_dash_m_oracles_runs(add_file):
    proc = subprocess.run([sys.executable, "-m", "oracles", "run", "--oracles", "reference",
                           add_file], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 3 and "reference" in proc.stdout and "out0 =" in proc.stdout
    assert "nothing was compared: only one oracle ran" in proc.stdout


def test_random_inputs_are_seeded_and_of_each_type():
    types = [TensorType((50,), et) for et in ELEMENT_TYPES.values()]
    a, b, c = random_inputs(types, 1), random_inputs(types, 1), random_inputs(types, 2)
    for x, y, z, t in zip(a, b, c, types):
        et = t.element_type
        assert x.dtype == et.dtype and x.shape == (50,)
        assert x.tobytes() == y.tobytes()
        if et.bits > 1:
            assert x.tobytes() != z.tobytes(), et.name
    i8 = random_inputs([TensorType((4000,), ELEMENT_TYPES["i8"])], 0)[0]
    assert i8.min() == -128 and i8.max() == 127  # the whole range, ends included
    assert random_inputs([TensorType((100,), ELEMENT_TYPES["f8E8M0FNU"])], 0)[0].astype(
        np.float32).min() > 0
    assert random_inputs([TensorType((3,), ELEMENT_TYPES["i4"])], 0)[0].dtype == ml_dtypes.int4


@pytest.mark.parametrize("et", ["complex<f32>", "f32", "f8E8M0FNU", "i8", "i1"])
def test_a_random_scalar_is_an_array_of_no_dimensions(et):
    x = random_inputs([TensorType((), ELEMENT_TYPES[et])], 3)[0]
    assert isinstance(x, np.ndarray) and x.shape == () and x.dtype == ELEMENT_TYPES[et].dtype


def test_random_inputs_refuse_what_they_cannot_make():
    with pytest.raises(OracleError, match="argument 0 .* give the inputs as .npz"):
        random_inputs([TensorType((None,), ELEMENT_TYPES["f32"])], 0)
    with memory_cap(), pytest.raises(OracleError, match="argument 0 .* above the element budget"):
        random_inputs([TensorType((512, 1, 6400, 6400), ELEMENT_TYPES["f32"])], 0)


def test_run_on_a_program_beyond_the_reference_budget_says_so(tmp_path, capsys):
    """A 78 GiB splat parses and verifies as one element; the reference stops at it with a
    clean resource limit (unsupported), and nothing is compared."""
    t = "tensor<512x1x6400x6400xf32>"
    path = tmp_path / "splat.mlir"
    path.write_text(f"func.func @main() -> {t} {{\n  %c = stablehlo.constant dense<1.0> : {t}\n"
                    f"  return %c : {t}\n}}\n")
    with memory_cap():
        code, out, _ = run(capsys, "run", str(path), "--oracles", "reference")
    assert code == 3 and "unsupported" in out and "above the value budget" in out


def test_iree_without_its_packages_is_unavailable_with_the_reason(monkeypatch):
    monkeypatch.setattr(oracles.iree, "_importable", lambda module: module != "iree.runtime")
    ok, why = oracles.iree.Iree.available()
    assert not ok and why.startswith("iree-base-runtime not installed") and "[iree]" in why
