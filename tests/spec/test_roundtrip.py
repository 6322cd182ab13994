"""Round trips through the official parser (jaxlib), over every op's catalogue in tests/data/ops:

- our print -> jaxlib parses and verifies it;
- jaxlib's generic print of it -> ours parses it to an equal Module;
- jaxlib's pretty print of it -> ours parses it to an equal Module;
- the stored .generic/.pretty files (jaxlib's output when the catalogue was made) parse equal too.
Quantized programs (jaxlib has no quant dialect) round-trip through our printer and parser only.
"""
from pathlib import Path

import pytest

import spec
from spec.ops import spec_ops

DATA = Path(__file__).resolve().parents[1] / "data" / "ops"
CASES = sorted(p for p in DATA.glob("*.mlir") if p.name.count(".") == 1)
QUANTIZED = sorted((DATA / "quantized").glob("*.mlir"))


def ids(paths):
    return [p.stem for p in paths]


@pytest.fixture(scope="module")
def official(jaxlib_ir):
    ctx, ir = jaxlib_ir

    def parse(text: str):
        with ctx, ir.Location.unknown():
            m = ir.Module.parse(text)
            return (m.operation.get_asm(print_generic_op_form=True),
                    m.operation.get_asm(print_generic_op_form=False))
    return parse


@pytest.mark.jaxlib
@pytest.mark.parametrize("path", CASES, ids=ids(CASES))
def test_round_trip_through_jaxlib(path, official):
    ours = spec.parse(path.read_text(), str(path))
    printed = spec.print_module(ours)
    generic, pretty = official(printed)
    assert spec.parse(generic, "jaxlib-generic") == ours
    assert spec.parse(pretty, "jaxlib-pretty") == ours


@pytest.mark.parametrize("path", CASES, ids=ids(CASES))
def test_stored_official_prints_parse_equal(path):
    ours = spec.parse(path.read_text(), str(path))
    for variant in ("generic", "pretty"):
        stored = path.with_suffix(f".{variant}.mlir")
        if stored.exists():
            assert spec.parse(stored.read_text(), str(stored)) == ours, variant


@pytest.mark.parametrize("path", QUANTIZED, ids=ids(QUANTIZED))
def test_quantized_round_trip(path):
    ours = spec.parse(path.read_text(), str(path))
    again = spec.parse(spec.print_module(ours))
    assert again == ours


def test_catalogue_covers_every_spec_op():
    covered = set()
    for path in CASES + QUANTIZED:
        covered |= {op.name for op in spec.parse(path.read_text()).walk()}
    missing = [s.name for s in spec_ops() if s.name not in covered]
    assert not missing, f"ops with no round-trip case in tests/data/ops: {missing}"
