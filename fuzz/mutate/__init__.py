"""Invalid programs: for every constraint id, programs that break exactly it.

    >>> from fuzz.mutate import invalid_programs
    >>> invalid_programs("gather_c3").example()  # doctest: +SKIP
    'func.func @main(...'          # our verifier reports gather_c3 and nothing else

How: a valid program (a `// expected: valid` case of corpus/constraints/<op>.mlir parsed into
the spec.ir model, or a module drawn from `fuzz.strategies.ops(op)`) is the source; one *edit*
of one mutation operator (MUTATIONS: change a dimension, the rank or the element type of a
value, permute / duplicate / drop an entry of an array attribute, push an integer attribute out
of range, change an enum, swap operands, change a region's block argument types, change
quantization parameters, ...) changes the op in place; the module is printed, parsed back and verified, and the edit
is kept when the verifier reports exactly the target id. Edits that touch what the constraint
involves (its operands, attributes, results, regions) are tried first. Where no edit of a valid
program isolates an id, the corpus negative case of that id is the source (the *fallback*),
varied by edits that keep the verdict.

`malformed_texts()` yields texts the parser must reject (ParseError) with the reason, and
`invalid_types()` quantized tensor types that break quantized_type constraints.

Modules: `variants` (types and attribute values near a given one), `operators` (the mutation
operators: edits of one op in place, and their undoing), `search` (sources, the search per id,
coverage), `programs` (the invalid_programs strategy), `malformed` (malformed texts, invalid
types).
"""
from __future__ import annotations

from .malformed import (BAD_TOKENS, LITERAL_BREAKS, QUANTIZED_TYPE_BREAKS, invalid_types,
                        literal_module, malformed_texts, type_module)
from .operators import KINDS, MUTATIONS, Edit, Mutation, edits
from .programs import invalid_programs
from .search import (CORPUS, FALLBACK_ONLY, WANTED, Found, apply_edit, breakable_ids, constraints,
                     corpus_cases, coverage, search, stem, unreachable_reasons, verdict)

__all__ = ["invalid_programs", "breakable_ids", "coverage", "unreachable_reasons", "search",
           "constraints", "corpus_cases", "stem", "edits", "apply_edit", "verdict", "Found",
           "Edit", "Mutation", "MUTATIONS", "KINDS", "WANTED", "FALLBACK_ONLY", "CORPUS",
           "malformed_texts", "invalid_types", "type_module", "literal_module",
           "QUANTIZED_TYPE_BREAKS", "LITERAL_BREAKS", "BAD_TOKENS"]
