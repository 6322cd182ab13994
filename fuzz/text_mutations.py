"""Hostile text: corpus programs mutated the way a hostile tester would (bytes flipped, tokens
deleted or repeated, numbers made huge, texts cut short, brackets left open), and the outcome
of each through spec.parse, spec.verify and spec.print_module.

The front end's documented answers to any text are a `spec.ParseError` (with a location), a
list of verifier Diagnostics, or a module that verifies; whatever parses prints. `outcome`
names which, or the undocumented exception (an escape: a bug). `tests/spec/test_hostile_text.py`
runs a few hundred mutants; `benchmarks/parse_mutation_fuzz.py` runs tens of thousands.
"""
from __future__ import annotations

import random
import re
import signal
from contextlib import contextmanager
from pathlib import Path

import spec
from spec.verify import verify

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("corpus/ops", "corpus/constraints", "corpus/spec_examples", "tests/data/ops",
           "tests/data/parser")
"""Where the programs to mutate come from (every .mlir below, split on `// -----`)."""

HUGE_NUMBERS = ("4294967296", "9223372036854775807", "9223372036854775808",
                "18446744073709551616", "99999999999999999999999999999999", "1" + "0" * 400,
                "-9223372036854775809", "1.0e+309", "-1.0e-400", "0x" + "F" * 40, "100000000000")
NOISE = tuple('%@#!^"()[]{}<>:,=-x?.0123456789 \n\tabcxyz_\\é\x00') + (
    "tensor<", "dense<", "#stablehlo<", "!quant.uniform<", "0x", "1.0e+", "// -----",
    '"stablehlo.', "array<i64:", "->", "loc(", "%0", "^bb0(", "?x", "x?", "complex<")
SMALL_INTEGERS = ("0", "1", "-1", "2", "3", "7", "-2", "64")
SMALL_FLOATS = ("0.0", "-0.0", "1.5", "-3.0", "1.0e+10")
ELEMENT_TYPES = ("i1", "i8", "i32", "i64", "ui8", "f16", "bf16", "f32", "f64", "f8E4M3FN",
                 "complex<f32>", "index", "i4", "!stablehlo.token")
BRACKETS = "()[]{}<>"
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[%@^#!]?[\w.$-]+|\S')
_NUMBER = re.compile(r"(?<![\w.%@#^])-?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?")
_ELEMENT_TYPE = re.compile(r"(?<=[x<])(?:[su]?i\d+|f\d+\w*|bf16|index|complex<f\d+>)(?=[>,])")

KINDS = ("flip", "delete-token", "duplicate-token", "huge-number", "small-number",
         "element-type", "truncate", "bracket", "swap-tokens", "noise")
"""The mutations: a bit of one character flipped, a token deleted, repeated or swapped with
another, a number made huge or another small one, an element type changed, the text cut
short, a bracket added or removed, a piece of syntax inserted. Small numbers and element types
keep most texts parsing, so they reach the verifier's constraints."""


def corpus_texts(max_bytes: int = 6000) -> list[str]:
    """Every case (`// -----` chunk) with a function, of every .mlir file under SOURCES, at most
    `max_bytes` long (mutants of small programs reach the same code paths, faster)."""
    texts = []
    for source in SOURCES:
        for path in sorted((ROOT / source).rglob("*.mlir")):
            for _, chunk in spec.split_input_file(path.read_text(encoding="utf-8")):
                if "func.func" in chunk and len(chunk) <= max_bytes:
                    texts.append(chunk)
    return texts


def mutate(text: str, rng: random.Random, kind: str | None = None) -> tuple[str, str]:
    """(mutant, kind): `text` with one mutation of `kind` (drawn when None) at a drawn place."""
    kind = kind or rng.choice(KINDS)
    n = len(text)
    if kind == "flip" and n:
        i = rng.randrange(n)
        return text[:i] + chr(ord(text[i]) ^ (1 << rng.randrange(7))) + text[i + 1:], kind
    if kind == "truncate":
        return text[:rng.randrange(n + 1)], kind
    if kind == "noise":
        i = rng.randrange(n + 1)
        return text[:i] + rng.choice(NOISE) + text[i + rng.randrange(2):], kind
    if kind == "bracket":
        spots = [m.start() for m in re.finditer(r"[()\[\]{}<>]", text)]
        if spots and rng.random() < 0.5:
            i = rng.choice(spots)
            return text[:i] + text[i + 1:], kind
        i = rng.randrange(n + 1)
        return text[:i] + rng.choice(BRACKETS) + text[i:], kind
    if kind in ("huge-number", "small-number", "element-type"):
        found = list((_ELEMENT_TYPE if kind == "element-type" else _NUMBER).finditer(text))
        if not found:
            return text, kind
        m = rng.choice(found)
        if kind == "small-number":  # an integer for an integer, a float for a float
            new = SMALL_FLOATS if re.search(r"[.eE]", m.group()) else SMALL_INTEGERS
        else:
            new = HUGE_NUMBERS if kind == "huge-number" else ELEMENT_TYPES
        return text[:m.start()] + rng.choice(new) + text[m.end():], kind
    tokens = list(_TOKEN.finditer(text))
    if not tokens:
        return text, kind
    a = rng.choice(tokens)
    if kind == "delete-token":
        return text[:a.start()] + text[a.end():], kind
    if kind == "duplicate-token":
        return text[:a.end()] + " " + a.group() + text[a.end():], kind
    b = rng.choice(tokens)
    first, second = sorted((a, b), key=lambda m: m.start())
    if first.start() == second.start():
        return text, kind
    return (text[:first.start()] + second.group() + text[first.end():second.start()]
            + first.group() + text[second.end():]), "swap-tokens"


def mutants(texts: list[str], n: int, seed: int, kinds: tuple[str, ...] = KINDS):
    """`n` seeded mutants of `texts`, each one to three mutations (of `kinds`) deep:
    (mutant, the mutations joined by '+')."""
    rng = random.Random(seed)
    for _ in range(n):
        text, done = rng.choice(texts), []
        for _ in range(rng.choice((1, 1, 2, 3))):
            text, kind = mutate(text, rng, rng.choice(kinds))
            done.append(kind)
        yield text, "+".join(done)


class TooSlow(BaseException):
    """An input that took longer than its time limit (a BaseException, so that no `except
    Exception` on the way swallows it)."""


@contextmanager
def time_limit(seconds: float):
    """Raises TooSlow in the main thread once `seconds` have passed (SIGALRM)."""
    def alarm(signum, frame):
        raise TooSlow(f"more than {seconds:g} s")
    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


DOCUMENTED = ("parse-error", "diagnostics", "unchecked", "valid")
"""The outcomes that are answers (`unchecked` is the verifier's diagnostic for a predicate that
could not be evaluated); every other outcome is an escape (a bug to fix)."""


def outcome(text: str) -> tuple[str, str]:
    """(outcome, detail) of `text` through parse, verify and print: "parse-error", "diagnostics"
    (the verifier's), "unchecked" (among them, a constraint's predicate that raised), "valid",
    or an escape: "internal-parse-error" (an exception the parser turned into `malformed input
    (...)`), "parse-raised", "verify-raised" or "print-raised" (an exception out of spec.parse,
    spec.verify or spec.print_module) with the exception."""
    try:
        module = spec.parse(text, "mutant.mlir")
    except spec.ParseError as e:
        if e.message.startswith("malformed input ("):
            return "internal-parse-error", e.message
        return "parse-error", e.message
    except Exception as e:  # noqa: BLE001  (what this classifies)
        return "parse-raised", f"{type(e).__name__}: {e}"
    try:
        diagnostics = verify(module)
    except Exception as e:  # noqa: BLE001
        return "verify-raised", f"{type(e).__name__}: {e}"
    try:
        spec.print_module(module)
    except Exception as e:  # noqa: BLE001
        return "print-raised", f"{type(e).__name__}: {e}"
    unchecked = [d for d in diagnostics if d.constraint == "unchecked"]
    if unchecked:
        return "unchecked", unchecked[0].message
    return ("diagnostics", str(diagnostics[0])) if diagnostics else ("valid", "")
