"""python -m spec parse / print: output format, exit codes, and no tracebacks on bad input."""
import json
import subprocess
import sys
from pathlib import Path
import spec

ROOT = Path(__file__).resolve().parents[2]
GOOD = 'func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {\n  "func.return"(%x) : (tensor<2xf32>) -> ()\n}\n'
BAD = 'func.func @f(%x: tensor<2xf32>) {\n  "func.return"(%y) : (tensor<2xf32>) -> ()\n}\n'


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "spec", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=120)


def test_parse_json_reports_each_file(tmp_path):
    good, bad = tmp_path / "good.mlir", tmp_path / "bad.mlir"
    good.write_text(GOOD)
    bad.write_text(BAD)
    r = run("parse", "--json", str(good), str(bad))
    assert r.returncode == 1
    records = [json.loads(line) for line in r.stdout.splitlines()]
    assert records[0] == {"path": str(good), "ok": True, "error": None}
    assert records[1]["path"] == str(bad) and records[1]["ok"] is False
    assert records[1]["error"]["line"] == 2 and records[1]["error"]["column"] == 17
    assert "undefined value '%y'" in records[1]["error"]["message"]
    assert "Traceback" not in r.stderr


def test_parse_ok_exits_zero(tmp_path):
    good = tmp_path / "good.mlir"
    good.write_text(GOOD)
    r = run("parse", str(good))
    assert r.returncode == 0 and r.stdout.strip() == f"{good}: ok"


def test_split_input_file_reports_lines_in_the_whole_file(tmp_path):
    f = tmp_path / "split.mlir"
    f.write_text(GOOD + "// -----\n" + BAD)
    r = run("parse", "--json", "--split-input-file", str(f))
    records = [json.loads(line) for line in r.stdout.splitlines()]
    assert [rec["ok"] for rec in records] == [True, False]
    assert records[1]["path"] == f"{f}#1"
    assert records[1]["error"]["line"] == GOOD.count("\n") + 2 + 1


def test_readable_error_has_caret(tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text(BAD)
    r = run("parse", str(bad))
    lines = r.stdout.splitlines()
    assert lines[0].startswith(f"{bad}:2:17: error: use of undefined value '%y'")
    assert lines[2] == " " * 16 + "^"


def test_missing_file_is_an_error_not_a_traceback(tmp_path):
    r = run("parse", str(tmp_path / "nope.mlir"))
    assert r.returncode == 2 and "cannot read" in r.stdout and "Traceback" not in r.stderr


def test_print_generic_form_reads_back(tmp_path):
    f = tmp_path / "good.mlir"
    f.write_text(GOOD)
    r = run("print", str(f))
    assert r.returncode == 0
    assert r.stdout.startswith('"builtin.module"() ({')
    assert spec.parse(r.stdout) == spec.parse(GOOD)


def test_print_from_stdin_and_bad_input():
    r = run("print", "-", stdin=BAD)
    assert r.returncode == 1 and "error: use of undefined value" in r.stderr
    assert "Traceback" not in r.stderr
