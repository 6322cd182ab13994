"""The model corpus (corpus/models, exported from JAX by its export.py): every program parses,
passes this project's verifier and the official one, and the reference evaluates its @main on
the inputs of its .npz to finite results of the declared types.

The files are committed, so these tests need no JAX export; the official verifier is jaxlib's.
"""
from pathlib import Path

import numpy as np
import pytest

import reference
import spec
from spec.program_files import read_program
from oracles.reference import Reference
from oracles.verdict import judge
from reference import npz, values
from spec.official import official_verdict
from spec.verify import verify

MODELS = Path(__file__).resolve().parents[2] / "corpus" / "models"
PATHS = sorted(MODELS.glob("*.mlir"))


def _module(path: Path):
    return spec.parse(path.read_text(encoding="utf-8"), str(path))


def test_the_corpus_has_its_models_each_with_inputs_and_a_readme_line():
    readme = (MODELS / "README.md").read_text(encoding="utf-8")
    assert len(PATHS) >= 35
    for path in PATHS:
        assert path.with_suffix(".npz").exists(), f"{path.name} has no inputs"
        assert f"`{path.stem}`" in readme, f"{path.stem} is not in README.md"


@pytest.mark.parametrize("path", PATHS, ids=[p.stem for p in PATHS])
def test_model_parses_and_verifies(path):
    text = path.read_text(encoding="utf-8")
    assert "#loc" in text and "jax.result_info" in text  # JAX's own print, kept as it is
    diagnostics = verify(_module(path))
    assert not diagnostics, "\n".join(map(str, diagnostics))


@pytest.mark.jaxlib
@pytest.mark.parametrize("path", PATHS, ids=[p.stem for p in PATHS])
def test_model_is_accepted_by_the_official_verifier(path):
    valid, message = official_verdict(_module(path))
    assert valid, message


@pytest.mark.parametrize("path", PATHS, ids=[p.stem for p in PATHS])
def test_model_evaluates_to_finite_results_of_the_declared_types(path):
    module = _module(path)
    main = module.func("main")
    inputs = npz.load(str(path.with_suffix(".npz")), list(main.type.inputs))
    results = reference.evaluate(module, inputs)
    assert len(results) == len(main.type.results)
    for i, (result, declared) in enumerate(zip(results, main.type.results)):
        why = values.type_mismatch(result, declared)
        assert why is None, f"result {i}: {why}"
        wide = np.complex128 if np.iscomplexobj(result) else np.float64
        assert np.isfinite(np.asarray(result, wide)).all(), f"result {i} is not finite"


JAXEXPORTS = sorted(MODELS.glob("*.jaxexport"))


def test_every_model_has_its_jax_export_form():
    assert sorted(p.stem for p in JAXEXPORTS) == [p.stem for p in PATHS]


@pytest.mark.jaxlib
@pytest.mark.parametrize("path", JAXEXPORTS, ids=[p.stem for p in JAXEXPORTS])
def test_the_jax_export_form_reads_verifies_and_evaluates_as_the_text_form(path):
    """The same function serialized by jax.export (the form a framework ships): read by
    oracles.programs, verified with no diagnostic, and evaluated by the reference to outputs
    that pass the whole-program verdict against the as_text() form's (jax.export lowers CHLO
    itself, so erf and friends are upstream's polynomials there: not bit for bit)."""
    exported = read_program(str(path))
    assert not verify(exported), "\n".join(map(str, verify(exported)))
    text_form = _module(path.with_suffix(".mlir"))
    types = list(text_form.func("main").type.inputs)
    inputs = npz.load(str(path.with_suffix(".npz")), types, prefix="arg")
    got = Reference(bounds=True).run(exported, inputs)
    want = Reference(bounds=True).run(text_form, inputs)
    assert got.status == want.status == "ok", (got.message, want.message)
    verdict = judge(text_form, inputs, want, got, "stablehlo-interpreter")
    assert verdict.passed, verdict.message
