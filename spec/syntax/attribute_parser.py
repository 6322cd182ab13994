"""Attributes: `{name = value, ...}` dictionaries and every attribute value StableHLO programs
hold (integers, floats, strings, arrays, `dense<...>` tensors, `array<i64: ...>`, stablehlo
enums and structs such as `#stablehlo.gather<...>` and `#stablehlo.conv<...>`, symbol
references, types, and `#alias` attribute aliases)."""
from __future__ import annotations

import re

from .. import attributes as A
from ..types import INDEX, TensorType, element_type
from . import literals
from .errors import ParseError
from .scanner import NUMBER, Scanner
from .type_parser import TypeParser

ATTRIBUTE_NAME = re.compile(r"[A-Za-z_][\w$.\-]*")


class AttributeParser(TypeParser):
    """Reads attributes (and, through TypeParser, the types they contain)."""

    def __init__(self, text: str, filename: str = "<input>"):
        super().__init__(text, filename)
        self.attr_aliases: dict[str, A.Attribute] = {}

    def parse_attr_dict(self) -> dict:
        """`{name = attr, name, ...}` (a name alone is a unit attribute)."""
        self.expect("{")
        return self.parse_dict_body()

    def parse_dict_body(self) -> dict:
        """After '{' (or '<{'): `name = attr, name, ...` up to '}' (or '}>')."""
        close = "}>" if self.text[self.pos - 1] == "<" else "}"
        if self.text[self.pos - 1] == "<":
            self.expect("{")
        out: dict = {}
        if self.accept(close):
            return out
        while True:
            self.skip_ws()
            off = self.pos
            if self.peek('"'):
                key = self.parse_string().decode("utf-8", "replace")
            else:
                key = self.match(ATTRIBUTE_NAME)
                if key is None:
                    self.fail_expected("an attribute name")
            if key in out:
                raise self.error(f"duplicate attribute '{key}'", off)
            out[key] = self.parse_attribute() if self.accept("=") else A.UnitAttr()
            if self.accept(close):
                return out
            self.expect(",", f"',' or '{close}'")

    def parse_attribute(self):
        """One attribute value."""
        self.skip_ws()
        t, start = self.text, self.pos
        c = t[start:start + 1]
        if c == "[":
            return A.ArrayAttr(tuple(self.parse_comma_list(self.parse_attribute, "]", "[")))
        if c == "{":
            return A.DictAttr.of(self.parse_attr_dict())
        if c == '"':
            s = self.parse_string()
            if self.peek(":") and not self.peek("::"):
                self.pos += 1
                self.parse_type()
            return A.StringAttr(s)
        if c == "@":
            path = [self.parse_symbol_name()]
            while self.accept("::"):
                path.append(self.parse_symbol_name())
            return A.SymbolRefAttr(tuple(path))
        if c == "#":
            return self._parse_hash_attribute()
        if c in "-+0123456789.":
            return self._parse_number_attribute()
        word = self.peek_keyword()
        if word in ("true", "false"):
            self.pos += len(word)
            return A.BoolAttr(word == "true")
        if word == "unit":
            self.pos += 4
            return A.UnitAttr()
        if word == "dense":
            return self.parse_dense()
        if word == "array":
            return self._parse_dense_array()
        if word in ("dense_resource", "sparse", "dense_array", "strided", "distinct"):
            raise self.error(f"'{word}' attributes are not supported in StableHLO programs")
        if word in ("affine_map", "affine_set", "opaque"):
            self.pos += len(word)
            body = self.skip_balanced("<", ">")
            return A.OpaqueAttr(word + body)
        try:
            return A.TypeAttr(self.parse_type())
        except ParseError:
            self.pos = start
            self.fail_expected("an attribute")

    def _parse_number_attribute(self):
        start = self.pos
        tok = self.match(NUMBER)
        if tok is None:
            self.fail_expected("a number")
        is_float = not literals.INT_LITERAL.fullmatch(tok)
        typ = None
        if self.peek(":") and not self.peek("::"):
            self.pos += 1
            typ = self.parse_type()
        if typ is None:
            typ = element_type("f64") if is_float else element_type("i64")
        if typ == INDEX:
            if is_float:
                raise self.error("an index attribute takes an integer", start)
            return A.IntegerAttr(literals.int_value(tok), INDEX)
        kind = getattr(typ, "kind", None)
        if kind in ("signed", "unsigned", "bool", "index"):
            if is_float:
                raise self.error(f"expected an integer literal for type {typ}", start)
            value = literals.check_int(literals.int_value(tok), typ, lambda m: self.error(m, start))
            if kind == "bool":
                return A.BoolAttr(bool(value))
            return A.IntegerAttr(value, typ)
        if kind == "float":
            arr = literals.floats_from_tokens([tok], typ, lambda m: self.error(m, start))
            return A.FloatAttr(float(arr[0]), typ)
        raise self.error(f"a number cannot have type {typ}", start)

    def _parse_dense_array(self):
        start = self.pos
        self.expect_keyword("array")
        self.expect("<")
        et_start = self.pos
        et = self.parse_type()
        if getattr(et, "kind", None) not in ("bool", "signed", "unsigned", "float"):
            raise self.error(f"array<> takes an integer or float element type, not '{et}'", et_start)
        values: list = []
        if self.accept(":"):
            if et.kind == "bool":
                def item():
                    w = self.peek_keyword()
                    if w in ("true", "false"):
                        self.pos += len(w)
                        return w == "true"
                    return bool(literals.check_int(self.parse_int(), et, lambda m: self.error(m)))
            elif et.kind == "float":
                def item():
                    tok = self.match(NUMBER)
                    if tok is None:
                        self.fail_expected("a number")
                    return float(literals.floats_from_tokens([tok], et, lambda m: self.error(m))[0])
            else:
                def item():
                    off = self.pos
                    return literals.check_int(self.parse_int(), et, lambda m: self.error(m, off))
            values = self.parse_comma_list(item, ">")
        else:
            self.expect(">")
        del start
        return A.DenseArrayAttr(et, tuple(values))

    def parse_dense(self) -> A.DenseElementsAttr:
        """`dense<literal> : tensor<...>`."""
        start = self.pos
        self.expect_keyword("dense")
        self.expect("<")
        self.skip_ws()
        lit_start = self.pos
        if self.text.startswith('"', self.pos):
            hex_text = self.parse_string()
            self.expect(">")
            kind = ("hex", hex_text)
        else:
            end = self.text.find(">", self.pos)
            if end < 0:
                raise self.error("unterminated dense literal: no '>'", start)
            kind = ("list", self.text[self.pos:end])
            self.pos = end + 1
        self.expect(":", "':' and the type of the dense literal")
        type_start = self.pos
        typ = self.parse_type()
        if not isinstance(typ, TensorType):
            raise self.error(f"a dense literal needs a tensor type, not '{typ}'", type_start)
        if not typ.is_static:
            raise self.error("a dense literal needs a static shape", type_start)
        if kind[0] == "hex":
            array = literals.dense_from_hex(kind[1], typ, lambda m: self.error(m, lit_start))
        else:
            array = literals.dense_from_text(kind[1], typ,
                                             lambda m, o=0: self.error(m, lit_start + o))
        return A.DenseElementsAttr(typ, array)

    def _parse_hash_attribute(self):
        start = self.pos
        t = self.text
        if t.startswith("#stablehlo<", start):
            self.pos += len("#stablehlo<")
            enum = self.parse_keyword("an enum name")
            value = self.parse_keyword("an enum value")
            self.expect(">")
            return self._enum(enum, value, start)
        if t.startswith("#chlo<", start):  # chlo's enums (broadcast_compare, ragged_dot)
            self.pos += len("#chlo<")
            enum = self.parse_keyword("an enum name")
            value = self.parse_keyword("an enum value")
            self.expect(">")
            if enum not in A.CHLO_ENUMS:
                raise self.error(f"unknown chlo enum '{enum}'", start)
            return A.EnumAttr(enum, self._enum(enum, value, start).value, "chlo")
        m = re.compile(r"#([\w$\-]+)\.([\w$.\-]+)").match(t, start)
        if m and A.STRUCT_DIALECTS.get(m.group(2)) == m.group(1):  # #chlo.ragged_dot
            self.pos = m.end()
            s = self.parse_struct(m.group(2), start)
            return A.StructAttr(s.name, s.fields, m.group(1))
        if m and m.group(1) == "stablehlo":
            self.pos = m.end()
            name = m.group(2)
            if name == "conv":
                return self._parse_conv()
            if name == "bounds":
                return A.StructAttr("type_extensions", (("bounds", tuple(self._parse_bounds())),))
            if name in A.ENUMS:
                self.expect("<")
                value = self.parse_keyword("an enum value")
                self.expect(">")
                return self._enum(name, value, start)
            if name in A.STRUCTS:
                return self.parse_struct(name, start)
            # Upstream attributes outside the seed spec (e.g. replica_group_mesh_axes) are kept
            # as text; the verifier reports them where the spec wants another kind.
            if not t.startswith("<", self.pos):
                raise self.error(f"unknown stablehlo attribute '#stablehlo.{name}'", start)
            self.dialect_body("<")
            return A.OpaqueAttr(literals.canonical_text(t[start:self.pos]))
        return self._parse_dialect_attribute(start)

    def _parse_dialect_attribute(self, start: int):
        """An attribute alias (`#alias`) or an attribute of a dialect this project keeps as
        text: `#dialect.name<body>`, `#dialect<body>` or a bare `#dialect.name`. The body
        nests `<>`, `[]`, `()`, `{}` and strings as MLIR's dialect bodies do
        (`#sdy.op_sharding_rule<([i, j])->([k], []) {i=3}>`)."""
        t = self.text
        m = re.compile(r"#[\w$.\-]+").match(t, start)
        if not m:
            raise self.error("expected an attribute after '#'", start)
        self.pos = m.end()
        if not t.startswith("<", self.pos):
            alias = m.group(0)[1:]
            if alias in self.attr_aliases:
                return self.attr_aliases[alias]
            if "." not in alias:
                raise self.error(f"undefined attribute alias '#{alias}'", start)
            return A.OpaqueAttr(m.group(0))
        self.dialect_body("<")
        return A.OpaqueAttr(literals.canonical_text(t[start:self.pos]))

    def _enum(self, enum: str, value: str, offset: int) -> A.EnumAttr:
        if enum not in A.ENUMS:
            raise self.error(f"unknown stablehlo enum '{enum}'", offset)
        if value not in A.ENUMS[enum]:
            raise self.error(f"'{value}' is not a {enum} (one of {', '.join(A.ENUMS[enum])})", offset)
        return A.EnumAttr(enum, value)

    def _parse_bounds(self) -> list:
        def bound():
            if self.accept("?"):
                return None
            return self.parse_int("a bound or '?'")
        return self.parse_comma_list(bound, ">", "<")

    def parse_struct(self, name: str, start: int) -> A.StructAttr:
        """The `<field = value, ...>` body of `#stablehlo.<name>`, defaults filled in."""
        fields = {f.name: f for f in A.STRUCTS[name]}
        values: dict = {}
        self.expect("<")
        if not self.accept(">"):
            while True:
                off = self.pos
                key = self.parse_keyword("a field name")
                if key not in fields:
                    raise self.error(f"#stablehlo.{name} has no field '{key}' (fields: "
                                     f"{', '.join(fields)})", off)
                if key in values:
                    raise self.error(f"field '{key}' given twice", off)
                self.expect("=")
                values[key] = self._parse_struct_field(fields[key])
                if self.accept(">"):
                    break
                self.expect(",", "',' or '>'")
        out = []
        for f in A.STRUCTS[name]:
            if f.name in values:
                out.append((f.name, values[f.name]))
            elif f.default is None and f.kind not in ("attr",):
                raise self.error(f"#stablehlo.{name} is missing its field '{f.name}'", start)
            else:
                out.append((f.name, f.default))
        return A.StructAttr(name, tuple(out))

    def _parse_struct_field(self, field: A.StructField):
        if field.kind == "ints":
            return tuple(self.parse_int_list())
        if field.kind == "int":
            return self.parse_int()
        if field.kind == "bool":
            w = self.parse_keyword("true or false")
            if w not in ("true", "false"):
                raise self.error(f"expected true or false, found '{w}'")
            return w == "true"
        if field.kind == "type":
            t = self.parse_type()
            return str(t)
        if field.kind == "float":
            return self.parse_float("a number")
        return self.parse_attribute()

    def _parse_conv(self) -> A.ConvDimensionNumbers:
        """`<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>` or `<raw input_batch_dimension = 0, ...>`."""
        start = self.pos
        self.expect("<")
        if not self.accept_keyword("raw"):
            dn = parse_conv_layout(self)
            self.expect(">")
            return dn
        fields = {f: None for f in A.ConvDimensionNumbers.__dataclass_fields__}
        while True:
            off = self.pos
            key = self.parse_keyword("a field name")
            if key not in fields:
                raise self.error(f"#stablehlo.conv has no field '{key}'", off)
            if fields[key] is not None:
                raise self.error(f"field '{key}' given twice", off)
            self.expect("=")
            fields[key] = tuple(self.parse_int_list()) if key.endswith("_dimensions") else self.parse_int()
            if self.accept(">"):
                break
            self.expect(",", "',' or '>'")
        missing = [k for k, v in fields.items() if v is None]
        if missing:
            raise self.error(f"#stablehlo.conv is missing {', '.join(missing)}", start)
        return A.ConvDimensionNumbers(**fields)

    def parse_optional_attr_dict(self) -> dict:
        """An attribute dictionary if one follows, else {}."""
        return self.parse_attr_dict() if self.peek("{") else {}


def parse_conv_layout(p: Scanner) -> A.ConvDimensionNumbers:
    """`[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` (used by #stablehlo.conv and pretty convolution)."""
    start = p.pos

    def dims(letters: str):
        p.expect("[")
        items = []
        if not p.accept("]"):
            while True:
                p.skip_ws()
                tok = p.match(re.compile(r"[a-z]|\d+"))
                if tok is None:
                    p.fail_expected(f"a dimension ({', '.join(letters)} or a spatial index)")
                if tok.isalpha() and tok not in letters:
                    raise p.error(f"unexpected dimension '{tok}' (expected {', '.join(letters)} or a "
                                  f"spatial index)")
                items.append(tok)
                if p.accept("]"):
                    break
                p.expect(",", "',' or ']'")
        letter_pos = {}
        spatial = {}
        for i, tok in enumerate(items):
            target = letter_pos if tok.isalpha() else spatial
            key = tok if tok.isalpha() else int(tok)
            if key in target:
                raise p.error(f"dimension '{tok}' appears twice", start)
            target[key] = i
        for letter in letters:
            if letter not in letter_pos:
                raise p.error(f"missing dimension '{letter}'", start)
        if sorted(spatial) != list(range(len(spatial))):
            raise p.error("spatial dimensions must be numbered 0, 1, ... without gaps", start)
        return letter_pos, tuple(spatial[k] for k in range(len(spatial)))

    (i_l, i_s) = dims("bf")
    p.expect("x")
    (k_l, k_s) = dims("io")
    p.expect("->")
    (o_l, o_s) = dims("bf")
    return A.ConvDimensionNumbers(i_l["b"], i_l["f"], i_s, k_l["i"], k_l["o"], k_s,
                                  o_l["b"], o_l["f"], o_s)
