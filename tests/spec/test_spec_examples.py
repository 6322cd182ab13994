"""Every example program of the seed spec (corpus/spec_examples) parses, prints and reads back
equal; and where jaxlib's official parser accepts the case, its generic print parses equal too.

Two spec examples carry typos in their type syntax; they must fail with a ParseError at the
typo, which SPEC_TYPOS records with the reason.
"""
import re
from pathlib import Path

import pytest

import spec
from tests.helpers.sources import SPEC_TYPOS
from spec.ops import spec_ops

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "corpus" / "spec_examples"


def _cases():
    out = []
    for path in sorted(EXAMPLES.glob("*.mlir")):
        for line, chunk in spec.split_input_file(path.read_text()):
            names = re.findall(r"func\.func (?:private )?@(\w+)", chunk)
            case = re.search(r"// case: (\S+)", chunk)
            name = case.group(1) if case else names[0] if names else f"{path.stem}:{line}"
            out.append(pytest.param(path, line, chunk, name, id=f"{path.stem}/{name}"))
    return out


CASES = _cases()


def _jaxlib_rejects() -> set[str]:
    text = (EXAMPLES / "JAXLIB_REJECTS.md").read_text()
    return set(re.findall(r"`@(\w+)`", text))


def test_every_op_section_has_examples():
    files = {p.stem for p in EXAMPLES.glob("*.mlir")}
    missing = [s.mnemonic for s in spec_ops() if s.mnemonic not in files and s.mnemonic != "return"]
    assert not missing, f"spec ops without a spec-example file: {missing}"


@pytest.mark.parametrize("path,line,chunk,name", CASES)
def test_spec_example_parses_and_round_trips(path, line, chunk, name):
    if name in SPEC_TYPOS:
        message, _reason = SPEC_TYPOS[name]
        with pytest.raises(spec.ParseError, match=re.escape(message)):
            spec.parse(chunk, str(path))
        return
    module = spec.parse(chunk, str(path))
    assert spec.parse(spec.print_module(module)) == module


@pytest.mark.jaxlib
@pytest.mark.parametrize("path,line,chunk,name", CASES)
def test_spec_example_against_jaxlib(path, line, chunk, name, jaxlib_ir):
    if name in SPEC_TYPOS:
        pytest.skip(f"spec typo: {SPEC_TYPOS[name][1]}")
    ctx, ir = jaxlib_ir
    module = spec.parse(chunk, str(path))
    ctx.allow_unregistered_dialects = True  # the check.* ops are not registered in jaxlib
    try:
        with ctx, ir.Location.unknown():
            official = ir.Module.parse(spec.print_module(module))
            generic = official.operation.get_asm(print_generic_op_form=True)
    except ir.MLIRError as e:
        assert name in _jaxlib_rejects(), f"jaxlib rejects a case not listed in JAXLIB_REJECTS.md: {e}"
        return
    finally:
        ctx.allow_unregistered_dialects = False
    assert name not in _jaxlib_rejects() or "quant" in chunk, "listed in JAXLIB_REJECTS.md but accepted"
    assert spec.parse(generic) == module
