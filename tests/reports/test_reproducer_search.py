"""reports/reproducers.py's pieces that need no backend: seeds' values, the entry's own message,
the `reproducer` key written into known_divergences.toml."""
from __future__ import annotations

import tomllib

import ml_dtypes
import numpy as np
import pytest

import spec
from fuzz.standalone import Standalone
from reports import reproducers

SEED = """func.func @main(%a: tensor<2xf8E8M0FNU>, %b: tensor<2x1xcomplex<f32>>, %c: tensor<3xf32>,
                      %d: tensor<2xi1>) -> tensor<3xf32> {
  return %c : tensor<3xf32>
}"""


def test_seed_values_become_arrays_of_the_arguments_types():
    a, b, c, d = reproducers.seed_inputs(spec.parse(SEED), [
        ["0xFF", "0x7F"], ["1+2j", "-0-1e-30j"], ["nan", "-inf", -0.0], [True, False]])
    assert a.dtype == ml_dtypes.float8_e8m0fnu and a.view(np.uint8).tolist() == [255, 127]
    assert b.shape == (2, 1) and b.dtype == np.complex64 and b[0, 0] == 1 + 2j
    assert np.signbit(b[1, 0].real) and b[1, 0].imag == np.float32(-1e-30)
    assert np.isnan(c[0]) and c[1] == -np.inf and np.signbit(c[2])
    assert d.dtype == np.bool_ and d.tolist() == [True, False]


def orphan_seeds() -> list[str]:
    """The seeds whose reason starts no entry's."""
    reasons = [e["reason"] for e in reproducers.entries()]
    return [s["reason"] for s in reproducers.seeds()
            if not any(r.startswith(s["reason"]) for r in reasons)]


def test_every_seed_names_an_entry_and_parses():
    assert orphan_seeds() == []
    for seed in reproducers.seeds():
        module = spec.parse(seed["program"])
        assert len(reproducers.seed_inputs(module, seed["inputs"])) == \
            len(module.func("main").type.inputs), seed["reason"]


def crash(seen: str) -> Standalone:
    return Standalone("stablehlo-interpreter", "crash", "triangular_solve", "f32", "", [], [],
                      [], seen=seen)


@pytest.mark.parametrize("seen,same", [
    ("the worker was killed by SIGABRT; LLVM ERROR: Incompatible index and shape found", True),
    ("the worker was killed by SIGABRT; LLVM ERROR: Semantics mismatch between provided", False),
])
def test_a_crash_reproduces_an_entry_only_with_the_message_it_quotes(seen, same):
    entry = {"reason": 'aborts ("LLVM ERROR: Incompatible index and shape found while '
                       'flattening index") on every batched triangular_solve'}
    assert reproducers._says_the_same(entry, crash(seen)) is same


def test_a_crash_reproduces_an_entry_only_with_the_signal_it_names():
    entry = {"reason": "segfaults (SIGSEGV) on every triangular_solve with transpose_a = ADJOINT"}
    assert reproducers._says_the_same(entry, crash("the worker was killed by SIGSEGV"))
    assert reproducers._says_the_same(entry, crash("iree-compile was killed by signal 11"))
    assert not reproducers._says_the_same(entry, crash("the worker was killed by SIGABRT"))


def test_the_reproducer_key_goes_into_its_own_block_only(tmp_path, monkeypatch):
    toml = tmp_path / "known.toml"
    toml.write_text('[allowances]\nx = { names = [] }\n\n[[divergence]]\noracle = "a"\nop = "b"\n'
                    'types = ["f32"]\nreason = "one"\n\n[[divergence]]\noracle = "c"\nop = "d"\n'
                    'types = ["*"]\nreason = "two"\nreproducer = "old"\n')
    monkeypatch.setattr(reproducers, "TOML", toml)
    reproducers.set_reproducer(1, "new")
    reproducers.set_reproducer(0, "first")
    data = tomllib.loads(toml.read_text())
    assert [e.get("reproducer") for e in data["divergence"]] == ["first", "new"]
    assert data["allowances"] == {"x": {"names": []}}
    assert not list(tmp_path.glob("*.tmp"))
