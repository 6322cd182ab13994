"""The sources tests compare against: the seed spec's text and op sections, the constraint
corpus's cases, the spec examples' known typos."""
from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path

import pytest

import spec

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CASES_DIR = Path(ROOT) / "corpus" / "constraints"


SEED_NAME = "000_29c0ea58ea38f238.txt"



def seed_path() -> str | None:
    candidates = [os.environ.get("STABLEHLO_SEED_SPEC", ""),
                  os.path.join(ROOT, "shared", "seeds", SEED_NAME),
                  os.path.join(os.path.dirname(ROOT), "shared", "seeds", SEED_NAME),
                  os.path.join("/work/shared/seeds", SEED_NAME)]
    return next((p for p in candidates if p and os.path.isfile(p)), None)



@lru_cache(maxsize=None)
def seed_lines() -> tuple[str, ...]:
    path = seed_path()
    if path is None:
        pytest.skip(f"seed spec {SEED_NAME} not found (set STABLEHLO_SEED_SPEC)")
    with open(path, encoding="utf-8") as f:
        return tuple(f.read().split("\n"))



SEMANTICS = re.compile(r"^सिमैंटिक")  # every op section starts: heading, blank, "Semantics"



DEPRECATED = "ऐसी कार्रवाइयां जो अब रोक"  # the section after the last op ("deprecated ops")



OP_REF = re.compile(r'=\s*"stablehlo\.([a-z_0-9-]+)"\s*\(')



@lru_cache(maxsize=None)
def spec_sections() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(op mnemonic, section lines) for every op section of the seed spec.

    Headings are sometimes translated (`कुल` for abs); then the op is the first one the
    section's examples apply (`%result = "stablehlo.abs"(...)`)."""
    lines = seed_lines()
    starts = [i - 2 for i, line in enumerate(lines)
              if i >= 2 and SEMANTICS.match(line) and not lines[i - 1].strip()]
    end = next(i for i, line in enumerate(lines) if line.startswith(DEPRECATED))
    sections = []
    for k, start in enumerate(starts):
        stop = starts[k + 1] if k + 1 < len(starts) else end
        body = lines[start:stop]
        heading = body[0].strip()
        if re.fullmatch(r"[a-z_0-9]+", heading):
            name = heading
        else:
            m = OP_REF.search("\n".join(body))
            assert m, f"op section {heading!r} (line {start + 1}) names no op"
            name = m.group(1)
        sections.append((name, tuple(body)))
    return tuple(sections)


def constraint_cases() -> list[tuple[str, str, int, str, tuple[str, ...]]]:
    """(file stem, case name, first line, text, expected ids) of every constraint case; the
    expected ids are () for a valid case."""
    out = []
    for path in sorted(CASES_DIR.glob("*.mlir")):
        for line, chunk in spec.split_input_file(path.read_text()):
            name = re.search(r"^// case: (\S+)", chunk, re.M)
            expected = re.search(r"^// expected: (.+)$", chunk, re.M)
            if not chunk.strip() or not re.search(r"func\.func", chunk):
                continue
            assert name and expected, f"{path.name}:{line}: a case needs '// case:' and " \
                                      "'// expected:' lines"
            ids = () if expected.group(1).strip() == "valid" else tuple(
                expected.group(1).split())
            out.append((path.stem, name.group(1), line, chunk, ids))
    return out


SPEC_TYPOS = {
    "collective_broadcast_example_1": ("unknown type 'tensor1x2xi64'",
                                       "the spec writes tensor1x2xi64> (missing '<')"),
    "is_finite_example_1": ("expected '>'", "the spec writes tensor<7xf64) (missing '>')"),
}
