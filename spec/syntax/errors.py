"""ParseError: the one exception the parser raises, with a location and a caret."""
from __future__ import annotations


class ParseError(Exception):
    """A syntax error at `line`:`column` (1-based) of `source`, named `filename`."""

    def __init__(self, message: str, text: str = "", offset: int = 0, filename: str = "<input>"):
        self.message = message
        self.filename = filename
        self.offset = max(0, min(offset, len(text)))
        self.line = text.count("\n", 0, self.offset) + 1
        start = text.rfind("\n", 0, self.offset) + 1
        end = text.find("\n", self.offset)
        self.column = self.offset - start + 1
        self.source_line = text[start:end if end >= 0 else len(text)]
        super().__init__(str(self))

    def __str__(self) -> str:
        caret = " " * (self.column - 1) + "^"
        return (f"{self.filename}:{self.line}:{self.column}: error: {self.message}\n"
                f"{self.source_line}\n{caret}")

    def to_json(self) -> dict:
        return {"message": self.message, "line": self.line, "column": self.column,
                "source_line": self.source_line}
