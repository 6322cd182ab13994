"""Literals: dense tensor literals, numbers and strings, read into numpy arrays and printed back.

Reading is exact: a decimal float literal is rounded once to its element type (round to
nearest, ties to even), even for the narrow types, where converting through float64 could
round twice; a hex literal (`0x7FC00000`) is the element's bit pattern. Every error goes
through the `error(message)` callback, which builds the parser's ParseError.
"""
from __future__ import annotations

import math
import os
import re
import sys
from fractions import Fraction

import numpy as np

from ..attributes import splat_value
from ..types import ElementType, QuantizedElementType, TensorType
from ..rounding import round_float

ELEMENT_BUDGET = int(os.environ.get("STABLEHLO_SUITE_ELEMENT_BUDGET", 1 << 28))
"""The most elements a dense literal written element by element may hold (its type says how
many before anything is allocated); more is a clean error naming the literal. A splat costs one
element whatever its type (`splat`); the reference interpreter holds every value it computes to
this budget too (reference.interpreter.value_budget). The environment variable
STABLEHLO_SUITE_ELEMENT_BUDGET raises or lowers it."""


def check_budget(typ: TensorType, error) -> int:
    """The element count of `typ`, or error() when it is above ELEMENT_BUDGET."""
    n = math.prod(typ.shape)
    if n > ELEMENT_BUDGET:
        raise error(f"a dense literal of type {typ} holds {n} elements, above the element "
                    f"budget of {ELEMENT_BUDGET} (set STABLEHLO_SUITE_ELEMENT_BUDGET to change it)")
    return n


def check_addressable(typ: TensorType, dtype: np.dtype, error) -> None:
    """error() unless numpy can describe an array of `typ`'s shape: its dimensions other than 0,
    times the element size, within the address space (even when a 0 leaves it empty)."""
    if math.prod(d for d in typ.shape if d) * dtype.itemsize > sys.maxsize:
        raise error(f"a tensor of type {typ} is larger than this machine can address")


def splat(one: np.ndarray, typ: TensorType, error) -> np.ndarray:
    """A splat literal: its one element broadcast to `typ`'s shape as a read-only view, so it
    holds one element until an op computes with it (spec.attributes.splat_value tells it
    apart)."""
    check_addressable(typ, one.dtype, error)
    return np.broadcast_to(one.reshape(()), tuple(typ.shape))


def read_only(array: np.ndarray) -> np.ndarray:
    """`array`, marked read-only: a parsed constant is never written into (an op that tried
    would fail at once rather than change the program)."""
    array.flags.writeable = False
    return array


_FLOAT_FULL = re.compile(r"[-+]?(?:0x[0-9a-fA-F]+|\d+\.\d*(?:[eE][-+]?\d+)?)")
_FLOAT_LIST = re.compile(r"(?:[-+]?\d+\.\d*(?:[eE][-+]?\d+)?,)*[-+]?\d+\.\d*(?:[eE][-+]?\d+)?")
_INT_LIST = re.compile(r"(?:[-+]?\d{1,18},)*[-+]?\d{1,18}")
INT_LITERAL = re.compile(r"[-+]?(?:0x[0-9a-fA-F]+|\d+)")
_TOKENS = re.compile(r"\[|\]|\(|\)|,|[^\s,\[\]()]+")
_ESCAPE = re.compile(r"\\(?:([\\\"nt])|([0-9a-fA-F]{2}))")


def unescape_string(body: str, error) -> bytes:
    """The bytes of a string literal's body (between the quotes): `\\n`, `\\t`, `\\"`, `\\\\`
    and two-digit hex escapes `\\0A`."""
    out = bytearray()
    i = 0
    while True:
        j = body.find("\\", i)
        if j < 0:
            out += body[i:].encode("utf-8")
            return bytes(out)
        out += body[i:j].encode("utf-8")
        m = _ESCAPE.match(body, j)
        if not m:
            raise error(f"invalid escape sequence in string: '{body[j:j + 3]}'")
        if m.group(1):
            out += {"\\": b"\\", '"': b'"', "n": b"\n", "t": b"\t"}[m.group(1)]
        else:
            out.append(int(m.group(2), 16))
        i = m.end()


def escape_string(data: bytes) -> str:
    """The body of a string literal for `data` (printable ASCII kept, the rest hex-escaped)."""
    out = []
    for b in data:
        c = chr(b)
        if c == '"' or c == "\\":
            out.append("\\" + c)
        elif 0x20 <= b < 0x7F:
            out.append(c)
        else:
            out.append(f"\\{b:02X}")
    return "".join(out)


_TEXT_PIECES = re.compile(r'"(?:[^"\\]|\\.)*"|\s+|[^"\s]+')
_PUNCT = set("=,<>[](){}:")


def canonical_text(text: str) -> str:
    """Attribute text of another dialect with its layout normalized (whitespace dropped next to
    punctuation, runs of it made one space; strings untouched), so that texts that differ only
    in spacing compare equal."""
    pieces = _TEXT_PIECES.findall(text)
    out: list[str] = []
    for i, piece in enumerate(pieces):
        if piece.isspace():
            before = out[-1][-1:] if out else ""
            after = pieces[i + 1][:1] if i + 1 < len(pieces) else ""
            if before and after and before not in _PUNCT and after not in _PUNCT:
                out.append(" ")
            continue
        out.append(piece)
    return "".join(out)


def int_value(tok: str) -> int:
    """The value of an integer literal: decimal (leading zeros allowed) or hex `0x...`."""
    body = tok.lstrip("+-")
    value = int(body, 16) if body[:2] in ("0x", "0X") else int(body, 10)
    return -value if tok.startswith("-") else value


def _storage(t) -> ElementType:
    return t.storage_type if isinstance(t, QuantizedElementType) else t


def int_range(t: ElementType) -> tuple[int, int]:
    """Literal range of an integer type: signless types (`i8`) take both the signed and the
    unsigned spelling of a bit pattern (-128..255), as upstream's parser does."""
    if t.kind == "bool":
        return 0, 1
    if t.kind == "index":
        return -(1 << 63), (1 << 63) - 1
    if t.kind == "unsigned":
        return 0, (1 << t.bits) - 1
    return -(1 << (t.bits - 1)), (1 << t.bits) - 1


def check_int(value: int, t: ElementType, error) -> int:
    """`value` as a value of `t` (signless bit patterns above the signed max wrap), or an error."""
    lo, hi = int_range(t)
    if not lo <= value <= hi:
        raise error(f"integer {value} is out of range for {t} ({lo}..{hi})")
    if t.kind == "signed" and value >= 1 << (t.bits - 1):
        value -= 1 << t.bits
    return value


def _uint_view(dtype: np.dtype) -> np.dtype:
    return np.dtype({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[dtype.itemsize])


def floats_from_tokens(tokens: list[str], t: ElementType, error) -> np.ndarray:
    """Float literals (decimal or hex bit patterns) as an array of `t`'s dtype, rounded once."""
    dtype = t.dtype
    joined = ",".join(tokens)
    if "x" not in joined and _FLOAT_LIST.fullmatch(joined):
        with np.errstate(over="ignore"):
            return round_to(np.array(tokens, dtype=np.str_).astype(np.float64), dtype, tokens)
    out = np.empty(len(tokens), dtype)
    hex_idx, dec_idx, dec_tok = [], [], []
    for i, tok in enumerate(tokens):
        if not _FLOAT_FULL.fullmatch(tok):
            if INT_LITERAL.fullmatch(tok):
                raise error(f"unexpected integer literal '{tok}' for a floating-point value "
                            f"(add a trailing dot: '{tok}.')")
            raise error(f"invalid float literal '{tok}'")
        body = tok.lstrip("+-")
        if body[:2] in ("0x", "0X"):
            if tok[0] in "+-":
                raise error(f"a hexadecimal float literal has no sign: '{tok}'")
            hex_idx.append(i)
        else:
            dec_idx.append(i)
            dec_tok.append(tok)
    if hex_idx:
        bits = [int(tokens[i], 16) for i in hex_idx]
        limit = 1 << t.bits
        # Any number of digits whose value fits the type's bits, as MLIR reads them (0x07 and
        # 0x7 for an f4E2M1FN 6.0, 0x1 for the smallest f32): the spec's num_bits / 4 digits
        # (float_literal C2) is how they are printed.
        for i, b in zip(hex_idx, bits):
            if b >= limit:
                raise error(f"hexadecimal literal '{tokens[i]}' has more than {t.bits} bits for {t}")
        uview = _uint_view(dtype)
        out.view(uview)[hex_idx] = np.array(bits, dtype=np.uint64).astype(uview)
    if dec_idx:
        # Out-of-range literals become infinity (or NaN where the type has no infinity), as
        # upstream's parser does.
        wide = np.array(dec_tok, dtype=np.str_).astype(np.float64)
        out[dec_idx] = round_to(wide, dtype, dec_tok)
    return out


def round_to(wide: np.ndarray, dtype: np.dtype, texts: list[str] | None = None) -> np.ndarray:
    """float64 values rounded once to `dtype` (to nearest, ties to even). When `texts` (the decimal
    literals the values came from) are given, a value that float64 rounding put exactly on a
    tie of `dtype` is rounded from the exact decimal instead, so the result is rounded once."""
    narrow = round_float(wide, dtype)
    if dtype == np.float64 or texts is None:
        return narrow
    back = narrow.astype(np.float64)
    # The neighbour of each result on the other side of the float64 value (bit patterns are
    # sign-magnitude, so +1 moves away from zero); a tie is a value exactly between the two.
    uview = _uint_view(np.dtype(dtype))
    step = np.where(np.abs(back) < np.abs(wide), 1, -1)
    other_bits = (narrow.view(uview).astype(np.int64) + step) & ((1 << (8 * uview.itemsize)) - 1)
    other = other_bits.astype(uview).view(dtype)
    with np.errstate(invalid="ignore", over="ignore"):
        other64 = other.astype(np.float64)
        ties = np.nonzero((back != wide) & np.isfinite(back) & np.isfinite(other64)
                          & (wide == (back + other64) / 2))[0]
    for i in ties:
        mid = Fraction((float(back[i]) + float(other64[i])) / 2)
        exact = Fraction(texts[i])
        if exact == mid:
            continue  # a true tie: ties-to-even already chose
        if (abs(exact) > abs(mid)) == (step[i] == 1):
            narrow[i] = other[i]
    return narrow


def _structure(text: str, error):
    """Parses the nesting of a dense literal: returns (shape or None for a bare element,
    flat element tokens, is_complex)."""
    toks = _TOKENS.findall(text)
    if not toks:
        return (0,), [], False
    if toks[0] != "[":
        if toks[0] == "(":
            if len(toks) != 5 or toks[2] != "," or toks[4] != ")":
                raise error(f"malformed complex literal '{text.strip()}'")
            return None, [(toks[1], toks[3])], True
        if len(toks) != 1:
            raise error(f"malformed dense literal '{text.strip()[:40]}'")
        return None, [toks[0]], False
    elements: list = []
    lengths: dict[int, int] = {}  # depth -> list length (must be uniform)
    counts: list[int] = []
    depth = 0
    max_depth = None
    is_complex = False
    i, n = 0, len(toks)
    expect_item = True
    while i < n:
        tok = toks[i]
        if tok == "[":
            if not expect_item:
                raise error("expected ',' between elements of a dense literal")
            depth += 1
            counts.append(0)
            expect_item = True
            if toks[i + 1:i + 2] == ["]"]:
                expect_item = False
        elif tok == "]":
            if expect_item and counts and counts[-1] > 0:
                raise error("trailing ',' in a dense literal")
            if depth == 0:
                raise error("unbalanced ']' in a dense literal")
            c = counts.pop()
            if lengths.setdefault(depth, c) != c:
                raise error(f"dense literal is not rectangular: lists of length {lengths[depth]} "
                            f"and {c} at nesting depth {depth}")
            depth -= 1
            if depth > 0:
                counts[-1] += 1
            expect_item = False
        elif tok == ",":
            if expect_item:
                raise error("unexpected ',' in a dense literal")
            expect_item = True
        else:
            if not expect_item:
                raise error("expected ',' between elements of a dense literal")
            if depth == 0:
                raise error("elements after the closing ']' of a dense literal")
            if max_depth is None:
                max_depth = depth
            elif depth != max_depth:
                raise error("dense literal mixes elements and lists at the same depth")
            if tok == "(":
                if toks[i + 2:i + 3] != [","] or toks[i + 4:i + 5] != [")"]:
                    raise error("malformed complex element, expected (real, imaginary)")
                elements.append((toks[i + 1], toks[i + 3]))
                is_complex = True
                i += 4
            else:
                elements.append(tok)
            counts[-1] += 1
            expect_item = False
        i += 1
    if depth != 0:
        raise error("unbalanced '[' in a dense literal")
    rank = max_depth if max_depth is not None else max(lengths) if lengths else 1
    shape = tuple(lengths.get(d, 0) for d in range(1, rank + 1))
    return shape, elements, is_complex


_PLAIN_ITEM = re.compile(r"[^\[\],()]+")


def _skeleton(shape: tuple) -> str:
    """The literal's bracket structure for `shape` with each element written `E`."""
    if not shape:
        return "E"
    inner = _skeleton(shape[1:])
    return "[" + ",".join([inner] * shape[0]) + "]"


def _skeleton_length(shape: tuple) -> int:
    """len(_skeleton(shape)), without building it (a type of no elements may still ask for
    billions of brackets: `tensor<4294967296x0xi64>`)."""
    if not shape:
        return 1
    return 2 + shape[0] * _skeleton_length(shape[1:]) + max(shape[0] - 1, 0)


def _fast_structure(text: str, shape: tuple, n: int):
    """The elements of a literal that has exactly `shape` (`n` elements) and no complex
    elements, checked with string operations only; None when the general (slower, more precise)
    path is needed."""
    if "(" in text:
        return None
    compact = "".join(text.split())
    if not compact.startswith("[") or not shape:
        return None
    items = _PLAIN_ITEM.findall(compact)
    if len(items) != n:  # before a skeleton as large as the type says
        return None
    written = _PLAIN_ITEM.sub("E", compact)
    if len(written) != _skeleton_length(shape) or written != _skeleton(shape):
        return None
    return items


def dense_from_text(text: str, typ: TensorType, error) -> np.ndarray:
    """The (read-only) array of a `dense<...>` list or splat literal for tensor type `typ`."""
    et = _storage(typ.element_type)
    target = tuple(typ.shape)
    if not text.lstrip().startswith("[") and text.strip():
        _, elements, is_complex = _structure(text, error)  # one element: a splat
        return splat(elements_array(elements, et, is_complex, error), typ, error)
    n = check_budget(typ, error)
    fast = _fast_structure(text, target, n)
    if fast is not None:
        return read_only(elements_array(fast, et, False, error).reshape(target))
    shape, elements, is_complex = _structure(text, error)
    if not elements and n == 0:
        check_addressable(typ, et.dtype, error)
        return read_only(np.zeros(target, et.dtype))
    if shape != target:
        if len(elements) == 1 and n != 1:
            raise error(f"dense literal of shape {list(shape)} does not match {typ}")
        raise error(f"dense literal has shape {list(shape)} but the type {typ} has shape "
                    f"{list(target)}")
    return read_only(elements_array(elements, et, is_complex, error).reshape(target))


def elements_array(elements: list, et: ElementType, is_complex: bool, error) -> np.ndarray:
    if is_complex and et.kind != "complex":
        raise error(f"complex literal for non-complex element type {et}")
    if et.kind == "complex":
        pairs = [e if isinstance(e, tuple) else None for e in elements]
        if any(p is None for p in pairs):
            raise error(f"elements of {et} are written (real, imaginary)")
        comp = et.component
        re_ = floats_from_tokens([p[0] for p in pairs], comp, error)
        im = floats_from_tokens([p[1] for p in pairs], comp, error)
        out = np.empty(len(pairs), et.dtype)
        out.real, out.imag = re_, im
        return out
    if et.kind == "bool":
        out = np.empty(len(elements), np.bool_)
        for i, e in enumerate(elements):
            if e in ("true", "1"):
                out[i] = True
            elif e in ("false", "0"):
                out[i] = False
            else:
                raise error(f"invalid i1 literal '{e}' (true or false)")
        return out
    if et.kind in ("signed", "unsigned", "index"):
        return ints_from_tokens(elements, et, error)
    return floats_from_tokens(elements, et, error)


def ints_from_tokens(tokens: list[str], et: ElementType, error) -> np.ndarray:
    lo, hi = int_range(et)
    if tokens and _INT_LIST.fullmatch(",".join(tokens)):  # decimal, fits in int64
        wide = np.array(tokens, dtype=np.str_).astype(np.int64)
        if wide.min() >= lo and wide.max() <= hi:
            if et.kind == "signed":
                wide = np.where(wide >= 1 << (et.bits - 1), wide - (1 << et.bits), wide) if et.bits < 64 else wide
                return wide.astype(et.dtype)
            return wide.astype(np.uint64).astype(et.dtype)
    values = []
    for tok in tokens:
        if not INT_LITERAL.fullmatch(tok):
            raise error(f"invalid integer literal '{tok}' for {et}")
        v = int_value(tok)
        if not lo <= v <= hi:
            raise error(f"integer {v} is out of range for {et} ({lo}..{hi})")
        values.append(v)
    if et.kind == "signed":
        half = 1 << (et.bits - 1)
        values = [v - (1 << et.bits) if v >= half else v for v in values]
    signed = et.kind in ("signed", "index")
    return np.array(values, dtype=np.int64 if signed else np.uint64).astype(et.dtype)


def dense_from_hex(data: bytes, typ: TensorType, error) -> np.ndarray:
    """The (read-only) array of a `dense<"0x...">` literal: raw little-endian element bytes."""
    text = data.decode("ascii", errors="replace")
    if not text.startswith("0x") or not re.fullmatch(r"0x[0-9a-fA-F]*", text) or len(text) % 2:
        raise error("a dense string literal must be hex bytes: \"0x...\"")
    raw = bytes.fromhex(text[2:])
    et = _storage(typ.element_type)
    dtype = et.dtype
    size = dtype.itemsize
    if len(raw) == size and math.prod(typ.shape) != 1:
        one = np.frombuffer(raw, dtype=np.uint8 if et.kind == "bool" else dtype)
        return splat(one.astype(dtype), typ, error)
    n = check_budget(typ, error)
    check_addressable(typ, dtype, error)
    if len(raw) != size * n:
        raise error(f"hex literal has {len(raw)} bytes but {typ} needs {size * n}")
    if et.kind == "bool":
        return read_only(np.frombuffer(raw, np.uint8).astype(np.bool_).reshape(typ.shape))
    return read_only(np.frombuffer(raw, dtype).reshape(typ.shape).copy())


# --- printing -------------------------------------------------------------------------------


def format_element(x, et: ElementType) -> str:
    """One element as text that reads back to the same bits."""
    kind = et.kind
    if kind == "bool":
        return "true" if x else "false"
    if kind in ("signed", "unsigned", "index"):
        return str(int(x))
    if kind == "complex":
        comp = et.component
        re_ = np.array([x.real], comp.dtype)[0]
        im = np.array([x.imag], comp.dtype)[0]
        return f"({format_element(re_, comp)}, {format_element(im, comp)})"
    f = float(x)
    if f != f or f in (float("inf"), float("-inf")):
        bits = int(np.array([x], et.dtype).view(_uint_view(et.dtype))[0])
        return f"0x{bits:0{(et.bits + 3) // 4}X}"
    if et.dtype in _NATIVE_FLOATS:
        text = str(et.dtype.type(x))  # numpy prints the shortest text that reads back as x
    else:
        text = repr(f)  # narrow types: the exact value, which reads back as x
    return _with_dot(text)


_NATIVE_FLOATS = (np.dtype(np.float16), np.dtype(np.float32), np.dtype(np.float64))


def _with_dot(text: str) -> str:
    """Upstream's float literals need a '.': `1e+16` becomes `1.0e+16`."""
    mantissa, e, exponent = text.partition("e")
    if "." not in mantissa:
        mantissa += ".0"
    return mantissa + e + exponent


def format_dense(array: np.ndarray, et: ElementType) -> str:
    """The body of `dense<...>` for `array`: a splat when every element has the same bits."""
    one = splat_value(array)
    if one is not None:
        return format_element(one[()], et)
    flat = np.ascontiguousarray(array).reshape(-1)
    if flat.size == 0:
        return ""
    if flat.size > 1:
        raw = flat.view(np.uint8).reshape(flat.size, -1) if flat.dtype != np.bool_ else flat
        if np.all(raw == raw[0]):
            return format_element(flat[0], et)
    if array.ndim == 0:
        return format_element(flat[0], et)
    items = [format_element(x, et) for x in flat.tolist()] if et.kind in ("signed", "unsigned", "bool", "index") \
        else [format_element(x, et) for x in flat]
    return _nested(items, array.shape)


def _nested(items: list[str], shape: tuple) -> str:
    if len(shape) == 0:
        return items[0]
    if len(shape) == 1:
        return "[" + ", ".join(items) + "]"
    step = int(np.prod(shape[1:])) if shape[1:] else 1
    if shape[0] == 0:
        return "[]"
    if step == 0:
        return "[" + ", ".join(_nested([], shape[1:]) for _ in range(shape[0])) + "]"
    return "[" + ", ".join(_nested(items[i * step:(i + 1) * step], shape[1:])
                           for i in range(shape[0])) + "]"
