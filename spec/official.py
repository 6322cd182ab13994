"""The official verifier (upstream's, in jaxlib): whether it accepts a program, and its message.

`ir.Module.parse` parses and verifies; a verification error raises MLIRError. Our module is
printed in the generic form first, so the official parser sees exactly the ops we judged.
jaxlib is imported on first use.
"""
from __future__ import annotations

import tomllib
from fnmatch import fnmatchcase
from functools import lru_cache
from pathlib import Path

from .ops import OPS
from .syntax import print_module

DIVERGENCES = Path(__file__).with_name("verifier_divergences.toml")
"""Where the official verifier departs from the seed spec (tests/spec/test_verifier_differential.py)."""


@lru_cache(maxsize=1)
def _context():
    """jax's MLIR context, with upstream's interpreter dialect (run_parallel, probe, print)
    registered so that its verifier judges those ops too."""
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo
    ctx = jm.make_ir_context()
    stablehlo.register_interpreter_dialect(ctx)
    return ctx, ir


NOT_JUDGED = "created with unregistered dialect"
"""jaxlib ships no `quant` dialect: programs with quantized types cannot be verified by it."""


def official_verdict(module_or_text) -> tuple[bool | None, str]:
    """(valid, message): whether jaxlib's verifier accepts the program; the message is its
    first diagnostic when it does not. valid is None when it cannot judge the program
    (quantized types: jaxlib has no quant dialect; ops of upstream's current StableHLO that
    jaxlib 0.10.2 lacks, such as collective_reduce, or parts of them, such as
    collective_broadcast's further operands)."""
    if not isinstance(module_or_text, str):
        newer = _upstream_only(module_or_text)
        if newer:
            return None, f"{NOT_IN_JAXLIB}: {newer}"
    text = module_or_text if isinstance(module_or_text, str) else print_module(module_or_text)
    ctx, ir = _context()
    with ctx, ir.Location.unknown():
        try:
            ir.Module.parse(text)
        except Exception as e:  # MLIRError, and ValueError on malformed text
            message = _first_line(e)
            unknown = "unregistered operation" in message and any(
                f"'{name}'" in message for name, s in OPS.items() if s.upstream_only)
            return (None if NOT_JUDGED in message or unknown else False), message
    return True, ""


NOT_IN_JAXLIB = ("jaxlib 0.10.2's stablehlo dialect has no such op or form (upstream's current "
                 "StableHLO)")


def _upstream_only(module) -> str:
    """The first op of `module` that only upstream's current StableHLO has, or that uses parts
    of upstream's current op jaxlib's lacks (collective_broadcast's more_operands,
    has_dynamic_root), or ""."""
    for op in module.walk():
        schema = OPS.get(op.name)
        if schema is not None and schema.upstream_only:
            return op.name
        if schema is not None and schema.beyond_jaxlib(op):
            return f"{op.name} with {schema.beyond_jaxlib(op)}"
    return ""


def _first_line(e: Exception) -> str:
    msg = str(e)
    for line in msg.splitlines():
        line = line.strip()
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    return msg.strip().splitlines()[-1] if msg.strip() else type(e).__name__


@lru_cache(maxsize=1)
def divergences() -> tuple[dict, ...]:
    """The entries of spec/verifier_divergences.toml. An entry's `case` ("<file stem>/<case>"
    of corpus/constraints) and `constraint` may be patterns (`*` matches any text:
    "chlo_broadcast_*/c1_*"), for one disagreement that many ops share."""
    with open(DIVERGENCES, "rb") as f:
        return tuple(tomllib.load(f).get("divergence", []))


def divergence_of_case(case: str) -> dict | None:
    """The entry about corpus case `case` ("<file stem>/<case>"), or None."""
    return next((e for e in divergences() if fnmatchcase(case, e["case"])), None)


def divergences_of(constraint: str) -> list[dict]:
    """The entries about constraint id `constraint`."""
    return [e for e in divergences() if fnmatchcase(constraint, e["constraint"])]


def recorded_acceptance(module, constraint: str) -> dict | None:
    """The recorded divergence that explains a diagnostic of `constraint` on `module`: an entry
    saying the official verifier accepts what the constraint forbids (and, with `contains`,
    whose program text holds that text), when it does accept this module; None otherwise (or
    when jaxlib is not installed)."""
    entries = [e for e in divergences_of(constraint) if e["official"] == "accepts"]
    if any("contains" in e for e in entries):  # an entry about one form of the program only
        text = module if isinstance(module, str) else print_module(module)
        entries = [e for e in entries if e.get("contains", "") in text]
    if not entries:
        return None
    try:
        valid, _ = official_verdict(module)
    except ImportError:
        return None
    return entries[0] if valid else None
