"""Hostile text: seeded mutants of the corpus (bytes flipped, tokens deleted, repeated or
swapped, numbers made huge, texts cut short, brackets left open; fuzz/text_mutations.py) end in
the front end's documented answers only: a ParseError with a location, the verifier's
Diagnostics, or a valid module, and whatever parses prints. benchmarks/parse_mutation_fuzz.py
runs the same at scale (20,000 mutants: docs/fuzzing.md)."""
import random
import time

import pytest

import spec
from fuzz.text_mutations import DOCUMENTED, KINDS, corpus_texts, mutants, mutate, outcome, \
    time_limit
from spec.verify import verify
from tests.helpers.limits import memory_cap

TEXTS = corpus_texts(max_bytes=3000)


def test_four_hundred_mutants_end_in_documented_answers():
    assert len(TEXTS) > 500
    escapes, seen = [], set()
    for text, kinds in mutants(TEXTS, 400, seed=21):
        start = time.monotonic()
        with time_limit(10), memory_cap():
            result, detail = outcome(text)
        assert time.monotonic() - start < 10
        seen.add(result)
        if result not in DOCUMENTED:
            escapes.append(f"{kinds}: {result}: {detail}\n{text}")
    assert not escapes, escapes[0]
    assert {"parse-error", "diagnostics", "valid"} <= seen  # the mutants reach every stage


@pytest.mark.parametrize("kind", KINDS)
def test_each_mutation_changes_the_text(kind):
    text = TEXTS[0]
    rng = random.Random(0)
    assert any(mutate(text, rng, kind)[0] != text for _ in range(5))


def test_a_forward_reference_prints_and_reads_back():
    """A use written before its definition parses (MLIR resolves forward references); the
    verifier reports it and the printer names it as its definition (it raised ValueError)."""
    module = spec.parse("func.func @main() -> tensor<f32> {\n"
                        "  %a = stablehlo.add %b, %b : tensor<f32>\n"
                        "  %b = stablehlo.constant dense<1.0> : tensor<f32>\n"
                        "  return %a : tensor<f32>\n}")
    assert {d.constraint for d in verify(module)} == {"dominance"}
    printed = spec.print_module(module)
    assert '%0 = "stablehlo.add"(%1, %1)' in printed and spec.parse(printed) == module


@pytest.mark.parametrize("literal, words", [
    ("0x" + "F" * 40, "64 bits at most"),  # int.to_bytes raised OverflowError
    ("-0x3FF0000000000000", "no sign"),
])
def test_a_hexadecimal_scale_beyond_64_bits_is_a_parse_error(literal, words):
    text = (f"func.func @main(%x: tensor<2x!quant.uniform<i8:f32, {literal}>>) {{\n"
            "  return\n}")
    with pytest.raises(spec.ParseError, match=words) as info:
        spec.parse(text)
    assert info.value.line == 1 and not info.value.message.startswith("malformed input")


def test_a_literal_of_no_elements_and_billions_of_rows_builds_no_skeleton():
    """tensor<4294967296x0xi64> holds no element, within any budget: the parser compares the
    literal's brackets with the type's without writing out 4294967296 of them (MemoryError)."""
    text = ("func.func @main() -> tensor<4294967296x0xi64> {\n"
            "  %c = stablehlo.constant dense<[[]]> : tensor<4294967296x0xi64>\n"
            "  return %c : tensor<4294967296x0xi64>\n}")
    with memory_cap():
        assert outcome(text)[0] in DOCUMENTED


def test_an_index_literal_takes_negative_values():
    """index literals are signed 64-bit: -2^63 was read through uint64 (OverflowError)."""
    text = ("func.func @main() -> tensor<2xindex> {\n  %c = stablehlo.constant "
            "dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xindex>\n"
            "  return %c : tensor<2xindex>\n}")
    attr = spec.parse(text).funcs[0].body.block.ops[0].attributes["value"]
    assert attr.array.tolist() == [-(1 << 63), (1 << 63) - 1]


@pytest.mark.parametrize("dimension", ["9223372036854775808", "1" + "0" * 40])
def test_a_dimension_beyond_int64_is_a_parse_error(dimension):
    """Upstream's sizes are int64; a larger one made numpy raise out of an empty literal."""
    t = f"tensor<{dimension}x0xf64>"
    with pytest.raises(spec.ParseError, match="larger than the largest a tensor may have") as info:
        spec.parse(f"func.func @main() -> {t} {{\n  %c = stablehlo.constant dense<> : {t}\n"
                   f"  return %c : {t}\n}}")
    assert info.value.line == 1


@pytest.mark.parametrize("literal", ["[[]]", "", '"0x"', "1.0"])
def test_an_empty_literal_numpy_cannot_describe_is_a_parse_error(literal):
    """A type of no elements whose other dimension is 2^63 - 1 fits int64 but no numpy shape
    (np.zeros raised "array is too big" out of the parser)."""
    t = "tensor<9223372036854775807x0xf64>"
    with pytest.raises(spec.ParseError, match="larger than this machine can address"):
        spec.parse(f"func.func @main() -> {t} {{\n  %c = stablehlo.constant dense<{literal}> : "
                   f"{t}\n  return %c : {t}\n}}")


def test_a_parse_error_on_a_long_line_shows_a_window_of_it_with_the_caret_in_place():
    """A program of one line of a million parentheses made a message of a million characters
    (50 MB for 50 MB of them); the message shows a window around the column."""
    text = "func.func @main() -> () { return " + "(" * 1_000_000 + " }"
    with pytest.raises(spec.ParseError) as info:
        spec.parse(text)
    error = info.value
    message, shown, caret = str(error).splitlines()
    assert error.column == 34 and len(shown) < 200 and shown.endswith("...")
    assert shown[caret.index("^")] == "(" and shown[caret.index("^") - 1] == " "
