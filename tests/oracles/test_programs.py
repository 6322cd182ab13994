"""Programs from where users have them (oracles/programs.py): the four file formats told apart
by content, garbage refused in one line, the README's three lines for a jax function, and runs
that compare nothing exiting non-zero."""
from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import reference
import spec
from oracles.__main__ import NOTHING_COMPARED, main
from oracles.programs import check, from_jax
from spec.program_files import ProgramError, program_text, read_program
from reference import npz
from reports.cases import corpus_cases

ROOT = Path(__file__).resolve().parents[2]
MISBEHAVES = ROOT / "tests" / "data" / "vendor_misbehaves.py"


def layer(x, w):
    return jnp.tanh(x @ w) + 1


X = np.linspace(-1, 1, 6, dtype=np.float32).reshape(2, 3)
W = np.linspace(0.5, -0.5, 12, dtype=np.float32).reshape(3, 4)


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """The same program in each format (file names that say nothing of the format)."""
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir
    d = tmp_path_factory.mktemp("programs")
    text = jax.jit(layer).lower(X, W).as_text()
    exported = jax.export.export(jax.jit(layer))(X, W)
    with jm.make_ir_context():
        sink = io.BytesIO()
        ir.Module.parse(text).operation.write_bytecode(sink)
    out = {}
    for name, data in [("text", text.encode()), ("bytecode", sink.getvalue()),
                       ("portable", exported.mlir_module_serialized),
                       ("jax_export", exported.serialize())]:
        out[name] = d / f"{name}.mlir"
        out[name].write_bytes(bytes(data))
    return out


@pytest.mark.parametrize("name, fmt", [
    ("text", "StableHLO text"), ("bytecode", "MLIR bytecode"),
    ("portable", "StableHLO portable artifact"), ("jax_export", "jax.export artifact")])
def test_each_format_is_told_by_content_and_means_the_program(files, name, fmt):
    data = files[name].read_bytes()
    assert program_text(data, name)[1] == fmt
    module = read_program(str(files[name]))
    (out,) = reference.evaluate(module, [X, W])
    np.testing.assert_allclose(out, np.tanh(X.astype(np.float64) @ W) + 1, rtol=1e-5)


def _garbage(files):
    bytecode = files["bytecode"].read_bytes()
    portable = files["portable"].read_bytes()
    exported = files["jax_export"].read_bytes()
    return {
        "truncated_bytecode": (bytecode[:len(bytecode) // 2],
                               r"MLIR bytecode \(producer 'MLIR[^']*'\) that jaxlib cannot read: "
                               r"attempting to parse"),
        "truncated_portable": (portable[:len(portable) // 2],
                               r"StableHLO portable artifact \(producer 'StableHLO_v[^']*'\) that "
                               r"jaxlib cannot read"),
        "truncated_export": (exported[:len(exported) // 2],
                             r"not a program in any format read here \(StableHLO text: not UTF-8 "
                             r"text; .*; jax.export artifact: "),
        "random": (np.random.default_rng(0).bytes(400), "not a program in any format"),
        "magic_only": (b"ML\xefR", "MLIR bytecode"),
    }


@pytest.mark.parametrize("case", ["truncated_bytecode", "truncated_portable", "truncated_export",
                                  "random", "magic_only"])
def test_garbage_is_one_line_naming_the_file_and_the_formats_tried(files, tmp_path, case,
                                                                  capfd):
    data, words = _garbage(files)[case]
    path = tmp_path / f"{case}.bin"
    path.write_bytes(data)
    with pytest.raises(ProgramError) as e:
        read_program(str(path))
    message = str(e.value)
    assert message.startswith(f"{path}: ") and "\n" not in message
    assert re.search(words, message), message
    assert capfd.readouterr().err == ""  # jaxlib's native diagnostics are captured
    code = main(["run", "--oracles", "reference", str(path)])
    err = capfd.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "Traceback" not in err and str(path) in err


def test_text_that_does_not_parse_names_the_file_and_line(tmp_path):
    path = tmp_path / "bad.mlirbc"
    path.write_text("func.func @main( {")
    with pytest.raises(ProgramError, match=r"bad\.mlirbc:1:"):
        read_program(str(path))


def test_the_readme_lines_check_a_jax_function():
    block = re.search(r"```python\n(from oracles\.programs import.*?)```",
                      (ROOT / "README.md").read_text(), re.S).group(1)
    assert len(block.strip().splitlines()) == 3
    printed = io.StringIO()
    scope = {"my_function": layer, "x": X, "w": W, "print": lambda *a: print(*a, file=printed)}
    exec(block, scope)  # the README's lines, as they are written there
    assert printed.getvalue().rstrip().endswith("result: pass"), printed.getvalue()
    assert "xla vs reference: out0: pass" in printed.getvalue()


def test_from_jax_keeps_unused_arguments_and_casts_to_the_argument_types():
    import jax

    # jax's default 32-bit mode (tests/helpers/oracles.py turns 64-bit mode on for the whole
    # process when a test module imports it: under xdist that depends on the worker's tests)
    with jax.enable_x64(False):
        module, inputs = from_jax(lambda a, b, c: a * 2, 1.5, np.arange(3), {"k": np.ones(2)})
    assert [str(t) for t in module.func("main").type.inputs] == \
        ["tensor<f32>", "tensor<3xi32>", "tensor<2xf32>"]
    assert [x.dtype for x in inputs] == [np.float32, np.int32, np.float32]
    assert module.func("main").ops[0].location.source.startswith("loc(")


def test_a_run_of_one_oracle_compares_nothing_and_fails(files, capsys):
    code = main(["run", "--oracles", "reference", str(files["portable"])])
    out = capsys.readouterr().out
    assert code == NOTHING_COMPARED == 3
    assert out.rstrip().endswith("result: FAIL: nothing was compared: only one oracle ran")


def test_a_run_where_every_other_oracle_is_unsupported_fails(files, capsys):
    command = f"{sys.executable} {MISBEHAVES} exit:69"
    code = main(["run", "--oracles", "reference,command", "--command", command,
                 str(files["jax_export"])])
    assert code == 3
    out = capsys.readouterr().out
    assert "nothing was compared: command: unsupported" in out
    # the line of the pair says which side did not run (its message is printed above it)
    assert "command vs reference: not compared (command unsupported, its message above)" in out


def test_a_crashed_system_under_test_fails_the_run(files, capsys):
    command = f"{sys.executable} {MISBEHAVES} exit:3"
    code = main(["run", "--oracles", "reference,command", "--command", command,
                 str(files["bytecode"])])
    out = capsys.readouterr().out
    assert code == 1 and "command crashed" in out


def test_a_run_that_compares_and_agrees_passes(files, capsys):
    code = main(["run", "--oracles", "reference,xla", str(files["jax_export"])])
    assert code == 0 and capsys.readouterr().out.rstrip().endswith("result: pass")


def test_python_dash_m_oracles_run_reads_a_jax_export_artifact(files):
    proc = subprocess.run([sys.executable, "-m", "oracles", "run", "--oracles", "reference,xla",
                           str(files["jax_export"])], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "xla vs reference: out0: pass" in proc.stdout


def test_the_conformance_corpus_reads_binary_programs_with_their_inputs(files, tmp_path):
    corpus = tmp_path / "corpus" / "models"
    corpus.mkdir(parents=True)
    (corpus / "layer.mlirbc").write_bytes(files["bytecode"].read_bytes())
    types = list(read_program(str(files["bytecode"])).func("main").type.inputs)
    npz.save(str(corpus / "layer.npz"), [X, W], prefix="arg")
    (corpus / "layer.mlir").write_bytes(files["text"].read_bytes())
    (corpus / "layer.jaxexport").write_bytes(files["jax_export"].read_bytes())
    cases = corpus_cases(tmp_path / "corpus")
    assert sorted(c.id for c in cases) == ["models/layer.jaxexport/main",
                                           "models/layer.mlirbc/main", "models/layer/main"]
    for case in cases:
        assert case.kind == "inputs" and len(case.inputs) == 2
        assert spec.parse(case.text).func("main").type.inputs == tuple(types)


def test_a_program_sharded_on_one_device_runs_everywhere():
    """XLA reads Shardy; upstream's interpreter and ONNX Runtime get the program with its
    single-process identities and attributes removed (oracles/shardy.py), and say so."""
    from jax.sharding import Mesh, NamedSharding, PartitionSpec
    mesh = Mesh(jax.devices()[:1], ("x",))

    def f(x, w):
        return jax.lax.with_sharding_constraint(layer(x, w), NamedSharding(mesh, PartitionSpec()))
    sharded = jax.jit(f, in_shardings=NamedSharding(mesh, PartitionSpec("x")))
    module, inputs = from_jax(sharded, X, W)
    assert "sdy.sharding_constraint" in {op.name for op in module.walk()}
    result = check(module, inputs, ["reference", "xla", "stablehlo-interpreter", "onnxruntime"])
    assert result.passed, str(result)
    assert [name for name, _ in result.verdicts] == ["xla", "stablehlo-interpreter",
                                                     "onnxruntime"]
    assert all(v.passed for _, verdicts in result.verdicts for v in verdicts)
    for outcome in result.outcomes[2:]:
        assert outcome.status == "ok" and "Shardy" in outcome.lowered
