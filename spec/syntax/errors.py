"""ParseError: the one exception the parser raises, with a location and a caret."""
from __future__ import annotations

SHOWN = 160
"""The most characters of the source line a message shows: a window around the column (a
program of one 50 MB line made a 50 MB message)."""


class ParseError(Exception):
    """A syntax error at `line`:`column` (1-based) of `source`, named `filename`;
    `source_line` is the line as shown (a window of it around the column when it is long)."""

    def __init__(self, message: str, text: str = "", offset: int = 0, filename: str = "<input>"):
        self.message = message
        self.filename = filename
        self.offset = max(0, min(offset, len(text)))
        self.line = text.count("\n", 0, self.offset) + 1
        start = text.rfind("\n", 0, self.offset) + 1
        end = text.find("\n", self.offset)
        self.column = self.offset - start + 1
        self.source_line, self._caret = _window(text[start:end if end >= 0 else len(text)],
                                                self.column)
        super().__init__(str(self))

    def __str__(self) -> str:
        return self.formatted()

    def formatted(self, first_line: int = 1) -> str:
        """The message with its location, the source line and a caret under the column; the
        line number counted from `first_line` (a case of a split file)."""
        return (f"{self.filename}:{self.line + first_line - 1}:{self.column}: error: "
                f"{self.message}\n{self.source_line}\n{' ' * self._caret}^")

    def to_json(self) -> dict:
        return {"message": self.message, "line": self.line, "column": self.column,
                "source_line": self.source_line}


def _window(line: str, column: int) -> tuple[str, int]:
    """(what is shown of `line`, the caret's place in it) for an error at `column`."""
    if len(line) <= SHOWN:
        return line, column - 1
    low = max(0, min(column - 1 - SHOWN // 2, len(line) - SHOWN))
    head = "..." if low else ""
    tail = "..." if low + SHOWN < len(line) else ""
    return head + line[low:low + SHOWN] + tail, column - 1 - low + len(head)
