"""The scanner: the tokens of StableHLO text, read on demand at a position.

`Scanner` holds the text and the current offset; its methods skip whitespace and comments,
test for and consume punctuation, keywords, integers, strings and symbol names, and build
ParseErrors that point at the offending text. The parsers of types, attributes, ops and
modules (`type_parser`, `attribute_parser`, `op_parser`, `parser`) build on it.
"""
from __future__ import annotations

import re

import numpy as np

from ..ir import Location
from . import literals
from .errors import ParseError

WHITESPACE = re.compile(r"(?:\s+|//[^\n]*)+")
"""Whitespace and `//` comments."""
BARE_ID = re.compile(r"[A-Za-z_][\w$.]*")
SYMBOL = re.compile(r'@(?:[\w$.\-]+|"(?:[^"\\]|\\.)*")')
NUMBER = re.compile(r"[-+]?(?:0x[0-9a-fA-F]+|\d+(?:\.\d*(?:[eE][-+]?\d+)?)?)")
"""An integer or float token (hexadecimal floats are bit patterns)."""
STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_CLOSING = {"<": ">", "[": "]", "(": ")", "{": "}"}


class Scanner:
    """The text being parsed and the offset of the next character to read."""

    def __init__(self, text: str, filename: str = "<input>"):
        self.text = text
        self.filename = filename
        self.pos = 0
        self._line_mark = (0, 1)  # (offset, line number at offset) for location()

    def error(self, message: str, offset: int | None = None) -> ParseError:
        return ParseError(message, self.text, self.pos if offset is None else offset, self.filename)

    def skip_ws(self) -> None:
        m = WHITESPACE.match(self.text, self.pos)
        if m:
            self.pos = m.end()

    def at_end(self) -> bool:
        self.skip_ws()
        return self.pos >= len(self.text)

    def peek(self, s: str) -> bool:
        self.skip_ws()
        return self.text.startswith(s, self.pos)

    def accept(self, s: str) -> bool:
        if self.peek(s):
            self.pos += len(s)
            return True
        return False

    def expect(self, s: str, what: str | None = None) -> None:
        if not self.accept(s):
            self.fail_expected(what or f"'{s}'")

    def fail_expected(self, what: str):
        self.skip_ws()
        found = self.text[self.pos:self.pos + 12].split("\n")[0]
        found = f"'{found}'" if found else "end of input"
        raise self.error(f"expected {what}, found {found}")

    def match(self, regex: re.Pattern) -> str | None:
        self.skip_ws()
        m = regex.match(self.text, self.pos)
        if not m:
            return None
        self.pos = m.end()
        return m.group(0)

    def peek_keyword(self) -> str | None:
        self.skip_ws()
        m = BARE_ID.match(self.text, self.pos)
        return m.group(0) if m else None

    def accept_keyword(self, word: str) -> bool:
        self.skip_ws()
        m = BARE_ID.match(self.text, self.pos)
        if m and m.group(0) == word:
            self.pos = m.end()
            return True
        return False

    def expect_keyword(self, word: str) -> None:
        if not self.accept_keyword(word):
            self.fail_expected(f"'{word}'")

    def parse_keyword(self, what: str = "a keyword") -> str:
        word = self.match(BARE_ID)
        if word is None:
            self.fail_expected(what)
        return word

    def parse_int(self, what: str = "an integer") -> int:
        start = self.pos
        tok = self.match(literals.INT_LITERAL)
        if tok is None or self.text.startswith(".", self.pos):
            self.pos = start
            self.fail_expected(what)
        return literals.int_value(tok)

    def parse_string(self) -> bytes:
        start = self.pos
        tok = self.match(STRING)
        if tok is None:
            self.fail_expected("a string")
        return literals.unescape_string(tok[1:-1], lambda msg: self.error(msg, start))

    def parse_int_list(self, open_: str = "[", close: str = "]") -> list[int]:
        self.expect(open_)
        items: list[int] = []
        if not self.accept(close):
            while True:
                items.append(self.parse_int())
                if self.accept(close):
                    break
                self.expect(",", f"',' or '{close}'")
        return items

    def parse_comma_list(self, parse_item, close: str, open_: str | None = None) -> list:
        """Items separated by commas up to `close` (consumed); `open_` is consumed first if given."""
        if open_ is not None:
            self.expect(open_)
        items = []
        if self.accept(close):
            return items
        while True:
            items.append(parse_item())
            if self.accept(close):
                return items
            self.expect(",", f"',' or '{close}'")

    def skip_balanced(self, open_: str, close: str) -> str:
        """Skips from `open_` (at pos) to its matching `close`, honouring strings; returns the text."""
        self.skip_ws()
        start = self.pos
        if not self.text.startswith(open_, self.pos):
            self.fail_expected(f"'{open_}'")
        depth, i, n = 0, self.pos, len(self.text)
        while i < n:
            c = self.text[i]
            if c == '"':
                m = STRING.match(self.text, i)
                if not m:
                    raise self.error("unterminated string", i)
                i = m.end()
                continue
            if c == open_:
                depth += 1
            elif c == close:
                depth -= 1
                if depth == 0:
                    self.pos = i + 1
                    return self.text[start:self.pos]
            i += 1
        raise self.error(f"unbalanced '{open_}': no matching '{close}'", start)

    def skip_location(self) -> None:
        """Skips an optional `loc(...)` trailing location."""
        self.parse_location()

    def parse_location(self) -> str | None:
        """An optional trailing `loc(...)`: its text as written (aliases unresolved), or None."""
        if self.peek("loc(") or self.peek("loc ("):
            self.accept_keyword("loc")
            return "loc" + self.dialect_body("(")
        return None

    def dialect_body(self, open_: str = "<") -> str:
        """The text from `open_` (at pos) to its matching bracket, as MLIR reads the body of a
        dialect attribute or type: `<>`, `[]`, `()` and `{}` nest, strings are opaque, and
        `->` is one token (its `>` closes nothing)."""
        self.skip_ws()
        start, t, n = self.pos, self.text, len(self.text)
        if not t.startswith(open_, start):
            self.fail_expected(f"'{open_}'")
        stack, i = [], start
        while i < n:
            c = t[i]
            if c == '"':
                m = STRING.match(t, i)
                if not m:
                    raise self.error("unterminated string", i)
                i = m.end()
                continue
            if c == "-" and t.startswith("->", i):
                i += 2
                continue
            if c in "<[({":
                stack.append(_CLOSING[c])
            elif c in ">])}":
                if not stack or stack[-1] != c:
                    raise self.error(f"unbalanced '{c}' in '{open_}...' (expected "
                                     f"'{stack[-1] if stack else open_}')", i)
                stack.pop()
                if not stack:
                    self.pos = i + 1
                    return t[start:self.pos]
            i += 1
        raise self.error(f"unbalanced '{open_}': no matching '{_CLOSING[open_]}'", start)

    def location(self) -> Location:
        """The 1-based line and column of the next token (counted incrementally: parsing moves
        forward, so each character is counted once)."""
        self.skip_ws()
        if self.pos < self._line_mark[0]:
            self._line_mark = (0, 1)
        mark, line = self._line_mark
        line += self.text.count("\n", mark, self.pos)
        self._line_mark = (self.pos, line)
        col = self.pos - (self.text.rfind("\n", 0, self.pos) + 1) + 1
        return Location(line, col)

    def parse_symbol_name(self) -> str:
        """`@name` or `@"quoted name"`, without the `@`."""
        tok = self.match(SYMBOL)
        if tok is None:
            self.fail_expected("a symbol name (@name)")
        if tok.startswith('@"'):
            return literals.unescape_string(tok[2:-1], lambda m: self.error(m)).decode("utf-8", "replace")
        return tok[1:]

    def looks_like_function_type(self) -> bool:
        """At '(' after '->': is this a function type `(T) -> T` rather than a result list?"""
        save = self.pos
        try:
            self.skip_balanced("(", ")")
            return self.peek("->")
        except ParseError:
            return False
        finally:
            self.pos = save

    def parse_float(self, what: str) -> float:
        """A float token as a Python float; a hexadecimal token is the bit pattern of an f64."""
        tok = self.match(NUMBER)
        if tok is None:
            self.fail_expected(what)
        if tok.lstrip("+-").lower().startswith("0x"):
            bits = int(tok, 16)
            if not 0 <= bits < 1 << 64 or tok[0] in "+-":
                raise self.error(f"a hexadecimal float is the bit pattern of an f64: 64 bits "
                                 f"at most, no sign; found '{tok}'", self.pos - len(tok))
            return float(np.frombuffer(bits.to_bytes(8, "little"), np.float64)[0])
        return float(tok)
