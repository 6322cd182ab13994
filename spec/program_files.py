"""Program files as users have them, read by their content, not their name: StableHLO text
(generic or pretty form), MLIR bytecode, a StableHLO portable artifact (versioned VHLO
bytecode, as `jax.export` and `stablehlo.serialize_portable_artifact` write it) or a serialized
`jax.export` artifact (`Exported.serialize()`). The binary forms go through jaxlib, which reads
them into StableHLO text for our parser; a file that fits none is a ProgramError naming the
file and what each reader said. Every command that reads a program file reads it here
(docs/oracles.md, "Programs from where users have them").
"""
from __future__ import annotations

import contextlib
import os
import re
import tempfile

from . import files
from .syntax import ParseError, parse
from .ir import Module

BYTECODE_MAGIC = b"ML\xefR"
"""The first bytes of MLIR bytecode; a portable artifact is bytecode whose producer is StableHLO."""
PORTABLE_PRODUCER = b"StableHLO_"

PROGRAM_SUFFIXES = (".mlir", ".mlirbc", ".bc", ".jaxexport")
"""The names of program files that directories are searched for (the conformance plugin's
corpus); each file is still read by its content."""
FORMATS = ("StableHLO text", "MLIR bytecode", "StableHLO portable artifact",
           "jax.export artifact")


class ProgramError(Exception):
    """A program file that cannot be read: the message names the file and the formats tried."""


def read_program(path: str) -> Module:
    """The program in the file `path`, in any of FORMATS (detected by content)."""
    text, _ = read_program_text(path)
    try:
        return parse(text, path)
    except ParseError as e:
        raise ProgramError(str(e)) from None


def read_program_text(path: str) -> tuple[str, str]:
    """(StableHLO text, the format it was read as) of the program in the file `path`."""
    try:
        data = files.read_bytes(path, files.TEXT_LIMIT)
    except OSError as e:
        raise ProgramError(f"cannot read {path}: {e.strerror}") from None
    return program_text(data, path)


def program_text(data: bytes, name: str = "<input>") -> tuple[str, str]:
    """(StableHLO text, its format) of a program given as bytes; ProgramError when no format
    fits (the message names `name`, each format tried and why it did not fit)."""
    if data.startswith(BYTECODE_MAGIC):
        portable = _producer(data).startswith(PORTABLE_PRODUCER)
        fmt = "StableHLO portable artifact" if portable else "MLIR bytecode"
        try:
            return _from_bytecode(data, portable), fmt
        except _Unreadable as e:
            raise ProgramError(f"{name}: {fmt} (producer {_producer(data).decode('ascii', 'replace')!r}) "
                               f"that jaxlib cannot read: {e}") from None
    tried = []
    text = _as_text(data)
    if text is not None:
        return text, "StableHLO text"
    tried.append("StableHLO text: not UTF-8 text")
    tried.append(f"MLIR bytecode and portable artifacts: no {BYTECODE_MAGIC!r} magic")
    try:
        return _from_jax_export(data), "jax.export artifact"
    except _Unreadable as e:
        tried.append(f"jax.export artifact: {e}")
    raise ProgramError(f"{name}: not a program in any format read here ({'; '.join(tried)})")


class _Unreadable(Exception):
    pass


def _as_text(data: bytes) -> str | None:
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _producer(data: bytes) -> bytes:
    """The producer string of MLIR bytecode: after the magic and the version, a prefix varint
    whose first byte's trailing zeros count its further bytes."""
    i = len(BYTECODE_MAGIC)
    if i >= len(data):
        return b""
    first = data[i]
    start = i + 1 + (8 if first == 0 else (first & -first).bit_length() - 1)
    end = data.find(b"\0", start)
    return data[start:end] if end >= 0 else b""


def _from_bytecode(data: bytes, portable: bool) -> str:
    """jaxlib's reading of the bytecode, printed as text (locations kept)."""
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo
    ctx = jm.make_ir_context()
    failure = None
    with ctx:
        with _stderr_captured() as diagnostics:
            try:
                module = (stablehlo.deserialize_portable_artifact(ctx, data) if portable
                          else ir.Module.parse(data))
            except Exception as e:  # MLIRError, ValueError: jaxlib's reasons
                failure = str(e)
        if failure is not None:
            raise _Unreadable(_first_diagnostic(failure, diagnostics()))
        return module.operation.get_asm(enable_debug_info=True)


def _from_jax_export(data: bytes) -> str:
    from jax import export
    try:
        exported = export.deserialize(bytearray(data))
        return exported.mlir_module()
    except Exception as e:  # flatbuffer, struct and version errors of a foreign file
        raise _Unreadable(str(e).splitlines()[0] if str(e) else type(e).__name__) from None


@contextlib.contextmanager
def _stderr_captured():
    """Collects what native code writes to file descriptor 2 (jaxlib's diagnostics) instead of
    letting it reach the terminal; yields a function that returns it."""
    captured = {"text": ""}
    with tempfile.TemporaryFile() as sink:
        saved = os.dup(2)
        os.dup2(sink.fileno(), 2)
        try:
            yield lambda: captured["text"]
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            captured["text"] = sink.read(1 << 16).decode("utf-8", "replace")


def _first_diagnostic(message: str, stderr: str) -> str:
    """jaxlib's first error, without the position in its nameless buffer (`"-":0:0:`)."""
    for line in (message + "\n" + stderr).splitlines():
        if "error:" in line:
            return re.sub(r'^"-":\d+:\d+:\s*', "", line.split("error:", 1)[1].strip())
    return message.strip().splitlines()[0] if message.strip() else "unreadable"
