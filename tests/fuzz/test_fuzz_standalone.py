"""`python -m fuzz report FINDING --standalone`: a finding as a script that needs only jax."""
from __future__ import annotations

import re
import subprocess
import sys
from math import inf, nan

import jax.extend
import ml_dtypes
import numpy as np
import pytest

from fuzz import findings, standalone
from fuzz.__main__ import main
from fuzz.findings import Finding
from oracles import oracle_class
from reports.reproducers import DIR, load

pytestmark = pytest.mark.jaxlib

POPCNT = """func.func @main(%a: tensor<4xi4>) -> tensor<4xi4> {
  %0 = stablehlo.popcnt %a : tensor<4xi4>
  return %0 : tensor<4xi4>
}"""
ADD = """func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %b : tensor<2xf32>
  return %0 : tensor<2xf32>
}"""


def bundle(tmp_path, program, inputs, op, key):
    f = Finding("wrong-result", op, key, "xla", "reference", "exact", "a test finding",
                program, inputs=inputs)
    findings.save(tmp_path, f)
    return findings.bundle_dir(tmp_path, f)


def test_a_finding_becomes_a_script_that_reproduces_it_alone(tmp_path, capsys):
    """XLA CPU's popcnt of i4 counts the bits of the sign-extended byte (a known divergence):
    the script carries the program, the inputs, the spec's sentence and the spec's values, and
    says REPRODUCES with exit status 1; with the implementation's values as the expected ones
    (a fixed implementation) the same script says it does not reproduce, exit status 0."""
    where = bundle(tmp_path, POPCNT, [np.array([-8, 1, 7, -1], ml_dtypes.int4)], "popcnt", "i4")
    out = tmp_path / "popcnt_repro.py"
    assert main(["report", str(where / "finding.json"), "--standalone", "--out", str(out)]) == 1
    assert str(out) in capsys.readouterr().out
    text = out.read_text()
    assert "stablehlo.popcnt" in text and "ml_dtypes.int4" in text
    assert "count of the number of bits set" in text  # the spec's sentence (spec.md)
    assert "Known divergence: XLA counts the bits of the sign-extended byte" in text
    assert "fuzz" not in re.findall(r"^(?:import|from) (\w+)", text, re.M)
    assert standalone.code_lines(text) <= MAX_CODE_LINES
    run = subprocess.run([sys.executable, str(out)], capture_output=True, text=True, cwd=tmp_path)
    assert run.returncode == 1 and run.stdout.startswith("REPRODUCES: ")
    assert "expected 1 (|difference| <= 0), actual 5" in run.stdout  # popcnt(-8) is 1, not 5
    # XLA's own value, popcnt(-8) = 5, as the expected one: the implementation "fixed"
    fixed = re.sub(r"EXPECTED = \[.*?\n\]", "EXPECTED = [(0, (0,), 5, 0.0)]", text, flags=re.S)
    (tmp_path / "fixed.py").write_text(fixed)
    again = subprocess.run([sys.executable, str(tmp_path / "fixed.py")], capture_output=True,
                           text=True, cwd=tmp_path)
    assert again.returncode == 0 and again.stdout.startswith("does not reproduce: ")
    # XLA refusing the program is neither the divergence nor its fix: exit 125, git bisect's skip
    (tmp_path / "other.py").write_text(text.replace("stablehlo.popcnt", "stablehlo.no_such_op"))
    other = subprocess.run([sys.executable, str(tmp_path / "other.py")], capture_output=True,
                           text=True, cwd=tmp_path)
    assert other.returncode == 125 and other.stdout.startswith("could not tell: it failed instead")


@pytest.mark.parametrize("script", ["xla_gpu_pad_i4", "xla_gpu_chlo_erf_f8e4m3fn",
                                    "xla_gpu_abs_complex_f32_"])
def test_an_xla_gpu_script_where_jax_sees_no_gpu_could_not_tell(tmp_path, script):
    """Without a GPU (JAX_PLATFORMS=cpu hides one), a GPU reproducer of a crash, a rejection or a
    wrong result says it could not tell, exit 125: the rejection one said REPRODUCES (jax's
    "Unknown backend" taken for the rejection), the wrong-result one "does not reproduce"."""
    env = {"PATH": "/usr/bin:/bin", "JAX_PLATFORMS": "cpu"}
    run = subprocess.run([sys.executable, "-I", str(DIR / f"{script}.py")], capture_output=True,
                         text=True, cwd=tmp_path, env=env, timeout=300)
    assert run.returncode == 125, run.stdout + run.stderr[-500:]
    assert run.stdout.startswith("could not tell: jax sees no GPU here: Unknown backend: 'gpu'")


def test_an_xla_gpu_script_runs_where_jax_has_a_gpu_backend(monkeypatch):
    """Where jax's "gpu" resolves to a backend (a CUDA or ROCm one; here XLA CPU stands in), the
    script checks the program: jax keys its backends "cuda" and "rocm", never "gpu", so a check
    of the key would tell nothing on every GPU machine."""
    cpu = jax.extend.backend.get_backend("cpu")
    monkeypatch.setattr(jax.extend.backend, "get_backend", lambda name=None: cpu)
    shows, seen = load(DIR / "xla_gpu_power_ui8.py").reproduce()
    assert shows is not None, seen
    assert seen.startswith("output 0 at") or seen == "every checked element agrees with the spec"


MAX_CODE_LINES = 31
"""A reproducer's code beside its docstring and data (standalone.code_lines): imports, run() of
the oracle, reproduce() of the kind, the entry point."""
GPU_LINES = 4
"""More for XLA GPU's: no GPU visible, the script could not tell."""
AS_ARRAY_LINES = 10
"""More for the interpreter's results of types numpy lacks (as_array reads their printed text)."""


def test_every_reproducer_is_a_short_script():
    long = [f"{p.name}: {n} lines" for p in sorted(DIR.glob("*.py"))
            if (n := standalone.code_lines(p.read_text()))
            > MAX_CODE_LINES + AS_ARRAY_LINES * ("def as_array" in p.read_text())
            + GPU_LINES * p.name.startswith("xla_gpu_")]
    assert not long, "reproducers longer than the template makes them:\n" + "\n".join(long)


def test_a_reproducer_written_again_from_its_own_data_is_the_same_script():
    """`python -m reports.reproducers rewrite` reads a script's case (its docstring and data)
    back: writing it again changes nothing, so a new template can be applied to every script
    without searching again."""
    changed = [p.name for p in sorted(DIR.glob("*.py"))
               if standalone.rewritten(p.read_text()) != p.read_text()]
    assert not changed, f"not the form fuzz/standalone.py writes: {changed}"


def test_code_lines_leave_out_the_docstring_the_data_and_comments():
    text = '"""A docstring\nof two lines."""\nimport numpy as np\n\nINPUTS = [\n    1,\n]\n# a note\n' \
        'def run():\n    return INPUTS\n'
    assert standalone.code_lines(text) == 3


def test_a_divergence_that_no_longer_shows_writes_no_script(tmp_path, capsys):
    where = bundle(tmp_path, ADD, [np.array([1, 2], np.float32)] * 2, "add", "f32")
    assert main(["report", str(where), "--standalone"]) == 0
    assert "no longer shows" in capsys.readouterr().out
    assert not list(where.glob("standalone_*.py"))


def test_a_finding_of_an_oracle_not_available_here_is_a_usage_error(tmp_path, capsys):
    if oracle_class("xla-gpu").available()[0]:
        pytest.skip("a GPU is visible here: xla-gpu is available")
    f = Finding("wrong-result", "add", "f32", "xla-gpu", "reference", "exact", "a test finding",
                ADD, inputs=[np.array([1, 2], np.float32)] * 2)
    findings.save(tmp_path, f)
    assert main(["report", str(findings.bundle_dir(tmp_path, f)), "--standalone"]) == 2
    assert "xla-gpu, which is not available here" in capsys.readouterr().err


def test_report_of_what_is_not_a_bundle_is_a_usage_error(tmp_path, capsys):
    assert main(["report", str(tmp_path), "--standalone"]) == 2
    assert "not a finding bundle" in capsys.readouterr().err


@pytest.mark.parametrize("want,got,tol,same", [
    (1.0, 1.0, 0.0, True), (nan, nan, 0.0, True), (0.0, -0.0, 0.0, False),
    (0.0, -0.0, 1e-9, True), (inf, inf, 0.0, True), (inf, 1e308, 1e308, False),
    (1.0, 1.5, 0.5, True), (1.0, 1.5, 0.25, False), (complex(1, nan), complex(1, nan), 0, True),
    (complex(1, 2), complex(1, 2.5), 0.25, False), (4, -8, 0.0, False), (False, False, 0, True)])
def test_agrees_is_nan_aware_and_tells_the_sign_of_an_exact_zero(want, got, tol, same):
    assert standalone.agrees(want, got, tol) is same


def test_array_literals_make_the_same_bits_again():
    """Values where they round-trip, the bytes in hex where they do not (a NaN payload)."""
    payload = np.array([0x7FC00001, 0x3F800000], np.uint32).view(np.float32)
    for x in (np.array([[1.5, -0.0], [nan, inf]], np.float32), payload,
              np.array([1 + 2j, complex(nan, 1)], np.complex64),
              np.array([-8, 7], ml_dtypes.int4), np.array([0.5, 448], ml_dtypes.float8_e4m3fn)):
        literal = standalone._array(x)
        again = eval(literal, {"np": np, "ml_dtypes": ml_dtypes, "nan": nan, "inf": inf})
        assert again.dtype == x.dtype and again.tobytes() == x.tobytes(), literal
    assert "fromhex" in standalone._array(payload)


@pytest.mark.skipif(not standalone.SPEC_MD.exists(),
                    reason="upstream's spec.md is not beside this checkout (../shared/upstream)")
def test_the_quoted_semantics_are_spec_mds():
    """fuzz/spec_semantics.json is what semantics_table makes of upstream's spec.md (so a checkout
    without ../shared quotes the same sentences)."""
    assert standalone._semantics() == standalone.semantics_table(standalone.SPEC_MD.read_text())
