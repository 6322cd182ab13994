"""Shape-polymorphic programs (jax.export with symbolic shapes) on the oracles that need static
shapes: refined to the inputs' shapes (oracles/refinement.py) while the reference evaluates the
program as written; a broken shape assertion is the program's error, with its message; the
passes' child process under a time limit (oracles/passes.py)."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import spec
from oracles import make
from oracles.__main__ import main
from oracles.passes import PassError, run
from spec.program_files import read_program
from oracles.reference import Reference
from oracles.refinement import assertions_only, polymorphic
from oracles.verdict import judge
from reference import npz

pytestmark = pytest.mark.jaxlib

MODEL = Path(__file__).resolve().parents[2] / "corpus" / "models" / "shape_poly_mlp"
BATCH_MESSAGE = "Expected value >= 1 for dimension variable 'b'"


@pytest.fixture(scope="module")
def xla():
    backend = make("xla")
    yield backend
    backend.close()


def two_variables() -> spec.Module:
    """(x: (b, n), y: (n,)) -> (flatten(tanh(x y) + iota(n)), its column sums times b), exported
    by jax.export with two dimension variables: dynamic_iota, dynamic_reshape and three shape
    assertions (b >= 1, n >= 1, y's size equal to n)."""
    import jax
    import jax.numpy as jnp
    from jax import export

    def f(x, y):
        z = jnp.tanh(x * y) + jnp.arange(x.shape[1], dtype=jnp.float32)
        return z.reshape(-1), z.sum(axis=0) * x.shape[0]
    b, n = export.symbolic_shape("b, n")
    exported = export.export(jax.jit(f), platforms=["cpu"])(
        jax.ShapeDtypeStruct((b, n), np.float32), jax.ShapeDtypeStruct((n,), np.float32))
    return spec.parse(exported.mlir_module())


@pytest.mark.parametrize("form", [".mlir", ".jaxexport"])
def test_the_models_polymorphic_program_passes_on_reference_and_xla(form, capsys):
    """`python -m oracles run` on the model in both forms: XLA runs it refined to the inputs'
    shapes and passes the whole-program verdict; the reference ran the program as written."""
    code = main(["run", "--oracles", "reference,xla", "--inputs", f"{MODEL}.npz",
                 f"{MODEL}{form}"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "xla vs reference: out0: pass (program tolerance" in out
    assert "refined to the inputs' shapes (tensor<6x16xf32>, tensor<16x8xf32>, tensor<8xf32>)" \
        in out


def test_the_refined_outcome_says_so_and_the_reference_runs_the_program_as_written(xla):
    module = read_program(f"{MODEL}.jaxexport")
    inputs = npz.load(f"{MODEL}.npz", list(module.func("main").type.inputs), prefix="arg")
    assert polymorphic(module)
    assert xla.supports(module) == (True, "")  # its ops are judged once refined
    actual = xla.run(module, inputs)
    assert actual.status == "ok", actual.message
    assert actual.lowered.startswith("refined to the inputs' shapes")
    expected = Reference(bounds=True).run(module, inputs)
    assert expected.status == "ok" and not expected.lowered
    assert judge(module, inputs, expected, actual, "xla").passed
    actual.outputs[0] = actual.outputs[0] * np.float32(1 + 1e-3)
    assert not judge(module, inputs, expected, actual, "xla").passed


def test_inputs_breaking_a_shape_assertion_are_rejected_with_its_message(tmp_path, capsys):
    """A batch of 0 breaks `b >= 1`: every oracle rejects the inputs with the assertion's
    message, its placeholders filled in; no traceback."""
    inputs = [np.zeros((0, 16), np.float32), np.ones((16, 8), np.float32),
              np.ones(8, np.float32)]
    npz.save(str(tmp_path / "empty.npz"), inputs, prefix="arg")
    code = main(["run", "--oracles", "reference,xla,onnxruntime", "--inputs",
                 str(tmp_path / "empty.npz"), f"{MODEL}.jaxexport"])
    out, err = capsys.readouterr()
    assert code == 3  # nothing compared
    assert "Traceback" not in out + err
    for name in ("reference", "xla", "onnxruntime"):
        line = next(line for line in out.splitlines() if line.startswith(name + " ("))
        assert ": rejected" in line, out
    assert out.count(f"shape_assertion: Input shapes do not match the polymorphic shapes "
                     f"specification. {BATCH_MESSAGE}") >= 3
    assert "'b' = 0 from specification 'b'" in out


def test_inputs_of_another_rank_or_static_size_are_rejected_before_refinement(xla):
    w, b = np.ones((16, 8), np.float32), np.ones(8, np.float32)
    module = read_program(f"{MODEL}.mlir")
    for x, shape in ((np.ones((3, 15), np.float32), "3x15"), (np.ones(3, np.float32), "3")):
        outcome = xla.run(module, [x, w, b])
        assert outcome.status == "rejected"
        assert outcome.message == (f"argument 0 of @main has type tensor<?x16xf32>, the input "
                                   f"shape {shape}")


def test_two_dimension_variables(xla):
    """Two refinements of one program pass; y's size other than x's columns breaks the third
    assertion, found although the refinement of the whole program fails first (a broadcast
    of 4 elements into 5 columns)."""
    module = two_variables()
    assert str(module.func("main").type.inputs[0]) == "tensor<?x?xf32>"
    rng = np.random.default_rng(2)
    for b, n in ((3, 5), (2, 7)):
        inputs = [rng.normal(size=(b, n)).astype(np.float32),
                  rng.normal(size=n).astype(np.float32)]
        expected = Reference(bounds=True).run(module, inputs)
        actual = xla.run(module, inputs)
        assert actual.status == "ok", actual.message
        assert f"tensor<{b}x{n}xf32>, tensor<{n}xf32>" in actual.lowered
        assert [x.shape for x in actual.outputs] == [(b * n,), (n,)]
        assert judge(module, inputs, expected, actual, "xla").passed
    broken = [np.ones((3, 5), np.float32), np.ones(4, np.float32)]
    message = "args[1].shape[0] (= 4) and the specification 'n' (= 5)"
    for outcome in (Reference().run(module, broken), xla.run(module, broken)):
        assert outcome.status == "rejected" and message in outcome.message, outcome.message
    assert [op.name for op in assertions_only(module).func("main").ops].count(
        "stablehlo.custom_call") == 3


def test_dimensions_that_do_not_follow_from_the_inputs_shapes_are_unsupported(xla):
    """A result size read from an argument's value, not its shape: the reference evaluates it,
    XLA says why it cannot."""
    module = spec.parse("""func.func @main(%x: tensor<?xf32>, %n: tensor<1xi32>) -> tensor<?xf32> {
  %i = stablehlo.dynamic_iota %n, dim = 0 : (tensor<1xi32>) -> tensor<?xf32>
  return %i : tensor<?xf32>
}""")
    inputs = [np.ones(2, np.float32), np.array([3], np.int32)]
    assert Reference().run(module, inputs).outputs[0].tolist() == [0, 1, 2]
    outcome = xla.run(module, inputs)
    assert outcome.status == "unsupported"
    assert outcome.message.startswith("jax's refine_polymorphic_shapes failed: "), outcome.message


def test_a_pass_past_its_time_limit_is_stopped_and_named():
    with pytest.raises(PassError, match="the slow pass ran past its time limit of 1 s") as e:
        run("tests.helpers.backends:hang", "", "", "", what="the slow pass", time_limit=1)
    assert e.value.status == "timeout"
    with pytest.raises(PassError, match="tests.helpers.backends:fail failed: ValueError"):
        run("tests.helpers.backends:fail", "x", "", "", what="a failing target")
