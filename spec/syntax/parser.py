"""The parser: StableHLO text (generic form and the official printer's pretty forms) to a Module.

A hand-written recursive-descent parser that scans the text on demand. Pretty forms of single
ops are parsed by functions registered in `spec.syntax.pretty` under the op's name; everything
else (modules, functions, the generic op form, types, attributes) lives here. Every error is a
ParseError with a location; no other exception escapes `parse`.
"""
from __future__ import annotations

import re

import numpy as np

from .. import attributes as A
from ..ir import Block, Func, Location, Module, Op, Region, Value
from ..ops import OPS
from ..ops.schema import default_attribute
from ..types import (ELEMENT_TYPES, INDEX, FunctionType, OpaqueType, QuantizedElementType,
                     TensorType, TokenType, TupleType, element_type)
from . import literals
from .errors import ParseError

_WS = re.compile(r"(?:\s+|//[^\n]*)+")
_IDENT = re.compile(r"[A-Za-z_][\w$.\-]*")
_BARE = re.compile(r"[A-Za-z_][\w$.]*")
_VALUE_ID = re.compile(r"%[\w$.\-]+(?:#\d+)?")
_BLOCK_ID = re.compile(r"\^[\w$.\-]+")
_SYMBOL = re.compile(r'@(?:[\w$.\-]+|"(?:[^"\\]|\\.)*")')
_INT = literals.INT_LITERAL
_NUMBER = re.compile(r"[-+]?(?:0x[0-9a-fA-F]+|\d+(?:\.\d*(?:[eE][-+]?\d+)?)?)")
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_DIM = re.compile(r"(\d+|\?)x")
_ELEMENT_NAME = re.compile(r"(?:[su]?i\d+|bf16|f16|f32|f64|tf32|f4E2M1FN|f6E2M3FN|f6E3M2FN|f8E3M4|"
                           r"f8E4M3FNUZ|f8E4M3FN|f8E4M3B11FNUZ|f8E4M3|f8E5M2FNUZ|f8E5M2|f8E8M0FNU|"
                           r"index|none)(?![\w.])")


class Scope:
    """SSA names visible in a region; `isolated` scopes (functions) hide outer names."""

    def __init__(self, parent: "Scope | None", isolated: bool):
        self.parent = parent
        self.isolated = isolated
        self.values: dict[str, list[Value]] = {}
        self.forward: dict[str, tuple[list[Value], int]] = {}

    def lookup(self, name: str) -> list[Value] | None:
        scope = self
        while scope is not None:
            if name in scope.values:
                return scope.values[name]
            if scope.isolated:
                return None
            scope = scope.parent
        return None


class Parser:
    """Parses one text. The public entry point is `parse_module`; `spec.syntax.pretty` uses the
    smaller methods (`accept`, `expect`, `parse_type`, `parse_attribute`, ...) to read op bodies."""

    def __init__(self, text: str, filename: str = "<input>"):
        self.text = text
        self.filename = filename
        self.pos = 0
        self.scope: Scope | None = None
        self.attr_aliases: dict[str, A.Attribute] = {}
        self.type_aliases: dict[str, object] = {}
        self._line_mark = (0, 1)  # (offset, line number at offset) for location()

    # --- scanning ---------------------------------------------------------------------------

    def error(self, message: str, offset: int | None = None) -> ParseError:
        return ParseError(message, self.text, self.pos if offset is None else offset, self.filename)

    def skip_ws(self) -> None:
        m = _WS.match(self.text, self.pos)
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
        m = _BARE.match(self.text, self.pos)
        return m.group(0) if m else None

    def accept_keyword(self, word: str) -> bool:
        self.skip_ws()
        m = _BARE.match(self.text, self.pos)
        if m and m.group(0) == word:
            self.pos = m.end()
            return True
        return False

    def expect_keyword(self, word: str) -> None:
        if not self.accept_keyword(word):
            self.fail_expected(f"'{word}'")

    def parse_keyword(self, what: str = "a keyword") -> str:
        word = self.match(_BARE)
        if word is None:
            self.fail_expected(what)
        return word

    def parse_int(self, what: str = "an integer") -> int:
        start = self.pos
        tok = self.match(_INT)
        if tok is None or self.text.startswith(".", self.pos):
            self.pos = start
            self.fail_expected(what)
        return literals.int_value(tok)

    def parse_string(self) -> bytes:
        start = self.pos
        tok = self.match(_STRING)
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
                m = _STRING.match(self.text, i)
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
        if self.peek("loc(") or self.peek("loc ("):
            self.accept_keyword("loc")
            self.skip_balanced("(", ")")

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

    # --- SSA values -------------------------------------------------------------------------

    def define(self, name: str, values: list[Value], offset: int) -> None:
        scope = self.scope
        if name in scope.values:
            raise self.error(f"redefinition of SSA value '{name}'", offset)
        for i, v in enumerate(values):
            v.name = name if len(values) == 1 else f"{name}#{i}"
        scope.values[name] = values
        if name in scope.forward:
            placeholders, _ = scope.forward.pop(name)
            self._resolve_forward(scope, name, placeholders, values)

    def _resolve_forward(self, scope, name, placeholders, values):
        for i, ph in enumerate(placeholders):
            if ph is None:
                continue
            if i >= len(values):
                raise self.error(f"use of '{name}#{i}' but '{name}' has {len(values)} results")
            if ph.type != values[i].type:
                raise self.error(f"use of '{ph.name}' with type {ph.type} but it is defined with "
                                 f"type {values[i].type}")
            ph.owner = ("forward", values[i])

    def parse_value_name(self) -> tuple[str, int]:
        self.skip_ws()
        start = self.pos
        name = self.match(_VALUE_ID)
        if name is None:
            self.fail_expected("an SSA value (%name)")
        return name, start

    def resolve(self, name: str, type, offset: int) -> Value:
        """The value called `name` (`%x` or `%x#1`), which must have type `type`."""
        base, _, idx = name.partition("#")
        index = int(idx) if idx else 0
        values = self.scope.lookup(base)
        if values is not None:
            if index >= len(values):
                raise self.error(f"'{base}' has {len(values)} results; '{name}' does not exist", offset)
            v = values[index]
            if type is not None and v.type != type:
                raise self.error(f"use of value '{name}' expects type {type}, but it was defined "
                                 f"with type {v.type}", offset)
            return v
        # A forward reference: a placeholder replaced when the definition is parsed.
        scope = self.scope
        placeholders, _ = scope.forward.setdefault(base, ([], offset))
        while len(placeholders) <= index:
            placeholders.append(None)
        if placeholders[index] is None:
            placeholders[index] = Value(type, None, index, name)
        elif placeholders[index].type != type:
            raise self.error(f"use of value '{name}' expects type {type}, but an earlier use has "
                             f"type {placeholders[index].type}", offset)
        return placeholders[index]

    def resolve_all(self, names: list[tuple[str, int]], types: list, what: str = "operands") -> list[Value]:
        if len(names) != len(types):
            offset = names[0][1] if names else self.pos
            raise self.error(f"{len(names)} {what} but {len(types)} types", offset)
        return [self.resolve(n, t, off) for (n, off), t in zip(names, types)]

    def push_scope(self, isolated: bool) -> None:
        self.scope = Scope(self.scope, isolated)

    def pop_scope(self) -> None:
        scope = self.scope
        if scope.forward:
            name, (_, offset) = next(iter(scope.forward.items()))
            if scope.parent is not None and not scope.isolated:
                # The name may be defined later in the enclosing region.
                for fname, (phs, off) in scope.forward.items():
                    outer = scope.parent.lookup(fname)
                    if outer is not None:
                        self._resolve_forward(scope, fname, phs, outer)
                    else:
                        p_phs, _ = scope.parent.forward.setdefault(fname, ([], off))
                        self._merge_placeholders(p_phs, phs)
                scope.forward.clear()
            else:
                raise self.error(f"use of undefined value '{name}'", offset)
        self.scope = scope.parent

    @staticmethod
    def _merge_placeholders(into: list, phs: list) -> None:
        while len(into) < len(phs):
            into.append(None)
        for i, ph in enumerate(phs):
            if ph is None:
                continue
            if into[i] is None:
                into[i] = ph
            else:
                ph.owner = ("alias", into[i])

    # --- module and functions -------------------------------------------------------------

    def parse_module(self) -> Module:
        self._parse_aliases()
        if self.peek("module") and self.peek_keyword() == "module" or self.peek('"builtin.module"'):
            module = self._parse_module_op()
            self._parse_aliases()
            if not self.at_end():
                raise self.error("expected end of input after the module")
        else:
            module = Module()
            self.push_scope(True)
            while not self.at_end():
                if self._parse_alias_definition():
                    continue
                module.funcs.append(self.parse_func())
            self.pop_scope()
        _patch_forward_references(module)
        return module

    def _parse_aliases(self) -> None:
        while self._parse_alias_definition():
            pass

    def _parse_alias_definition(self) -> bool:
        self.skip_ws()
        if self.peek("{-#"):
            end = self.text.find("#-}", self.pos)
            if end < 0:
                raise self.error("unterminated '{-#' resource section")
            self.pos = end + 3
            return True
        m = re.compile(r"([#!])([\w$.\-]+)\s*=").match(self.text, self.pos)
        if not m:
            return False
        self.pos = m.end()
        if m.group(1) == "#":
            if self.peek("loc(") or self.peek("loc ("):
                self.skip_location()
            else:
                self.attr_aliases[m.group(2)] = self.parse_attribute()
        else:
            self.type_aliases[m.group(2)] = self.parse_type()
        return True

    def _parse_module_op(self) -> Module:
        module = Module()
        generic = self.accept('"builtin.module"')
        if generic:
            self.expect("(")
            self.expect(")")
            if self.peek("<{"):
                self.pos += 1
                module.attributes.update(self._parse_dict_body())
            self.expect("(")
        else:
            self.expect_keyword("module")
            self.skip_ws()
            if self.peek("@"):
                module.name = self.parse_symbol_name()
            if self.accept_keyword("attributes"):
                module.attributes.update(self.parse_attr_dict())
        self.expect("{")
        self.push_scope(True)
        if generic:
            self.skip_ws()
            if self.peek("^"):
                self.match(_BLOCK_ID)
                self.expect(":")
        while not self.accept("}"):
            if self.at_end():
                raise self.error("expected '}' to close the module")
            if self._parse_alias_definition():
                continue
            module.funcs.append(self.parse_func())
        self.pop_scope()
        if generic:
            self.expect(")")
            if self.peek("{"):
                module.attributes.update(self.parse_attr_dict())
            self.expect(":")
            self.parse_type()
        if "sym_name" in module.attributes:
            name = module.attributes.pop("sym_name")
            module.name = name.text if isinstance(name, A.StringAttr) else None
        self.skip_location()
        return module

    def parse_symbol_name(self) -> str:
        tok = self.match(_SYMBOL)
        if tok is None:
            self.fail_expected("a symbol name (@name)")
        if tok.startswith('@"'):
            return literals.unescape_string(tok[2:-1], lambda m: self.error(m)).decode("utf-8", "replace")
        return tok[1:]

    def parse_func(self) -> Func:
        self.skip_ws()
        loc = self.location()
        if self.accept('"func.func"'):
            return self._parse_generic_func(loc)
        if not self.accept_keyword("func.func"):
            self.fail_expected("'func.func'")
        visibility = "public"
        for vis in ("private", "public", "nested"):
            if self.accept_keyword(vis):
                visibility = vis
        name = self.parse_symbol_name()
        self.expect("(")
        arg_names, arg_types, arg_attrs = [], [], []
        if not self.accept(")"):
            while True:
                self.skip_ws()
                if self.peek("%"):
                    arg_names.append(self.parse_value_name())
                    self.expect(":")
                arg_types.append(self.parse_type())
                arg_attrs.append(self.parse_attr_dict() if self.peek("{") else {})
                self.skip_location()
                if self.accept(")"):
                    break
                self.expect(",", "',' or ')'")
        result_types, res_attrs = [], []
        if self.accept("->"):
            if self.peek("(") and not self._looks_like_function_type():
                self.expect("(")
                if not self.accept(")"):
                    while True:
                        result_types.append(self.parse_type())
                        res_attrs.append(self.parse_attr_dict() if self.peek("{") else {})
                        if self.accept(")"):
                            break
                        self.expect(",", "',' or ')'")
            else:
                result_types.append(self.parse_type())
                res_attrs.append({})
        attributes = {}
        if self.accept_keyword("attributes"):
            attributes = self.parse_attr_dict()
        ftype = FunctionType(tuple(arg_types), tuple(result_types))
        body = None
        if self.peek("{"):
            if arg_names and len(arg_names) != len(arg_types):
                raise self.error("function arguments must all be named in a definition")
            body = self.parse_region(list(zip(arg_names, arg_types)), isolated=True)
        self.skip_location()
        func = Func(name, ftype, body, visibility,
                    arg_attrs if any(arg_attrs) else None,
                    res_attrs if any(res_attrs) else None, attributes, loc)
        return func

    def _looks_like_function_type(self) -> bool:
        """At '(' after '->': is this a function type `(T) -> T` rather than a result list?"""
        save = self.pos
        try:
            self.skip_balanced("(", ")")
            return self.peek("->")
        except ParseError:
            return False
        finally:
            self.pos = save

    def _parse_generic_func(self, loc: Location) -> Func:
        self.expect("(")
        self.expect(")")
        attrs = {}
        if self.peek("<{"):
            self.pos += 1
            attrs.update(self._parse_dict_body())
        self.expect("(")
        body = None
        if not self.peek(")"):
            body_start = self.pos
            body = self.parse_region(None, isolated=True)
        self.expect(")")
        if self.peek("{"):
            attrs.update(self.parse_attr_dict())
        self.expect(":")
        self.parse_type()
        self.skip_location()
        ftype = attrs.pop("function_type", None)
        name = attrs.pop("sym_name", None)
        if not isinstance(ftype, A.TypeAttr) or not isinstance(ftype.type, FunctionType):
            raise self.error("func.func needs a function_type attribute with a function type", loc_offset(self, loc))
        if not isinstance(name, A.StringAttr):
            raise self.error("func.func needs a sym_name string attribute", loc_offset(self, loc))
        vis = attrs.pop("sym_visibility", None)
        arg_attrs = attrs.pop("arg_attrs", None)
        res_attrs = attrs.pop("res_attrs", None)
        if body is not None and not body.block.ops and not body.block.arguments:
            body = None  # an empty region: a declaration (a definition ends with a return)
        if body is not None:
            got = [v.type for v in body.block.arguments]
            if got != list(ftype.type.inputs):
                raise self.error("func.func's entry block arguments do not match its function_type",
                                 body_start)
        return Func(name.text, ftype.type, body, vis.text if isinstance(vis, A.StringAttr) else "public",
                    _dict_list(arg_attrs), _dict_list(res_attrs), attrs, loc)

    # --- regions, blocks, ops ---------------------------------------------------------------

    def parse_region(self, arguments: list[tuple[tuple[str, int], object]] | None,
                     isolated: bool = False) -> Region:
        """`{ [^bb0(%a: T, ...):] ops }`. `arguments` are the entry block's arguments when the
        op's syntax names them outside the region (function signatures, while's iterArgs)."""
        self.expect("{")
        self.push_scope(isolated)
        block = Block()
        self.skip_ws()
        if arguments is not None:
            block = Block([t for _, t in arguments])
            for ((name, off), _), v in zip(arguments, block.arguments):
                self.define(name, [v], off)
        if self.peek("^"):
            block = self._parse_block_header(block if arguments else None)
        region = Region([block])
        block.parent = region
        while not self.accept("}"):
            if self.at_end():
                raise self.error("expected '}' to close the region")
            if self.peek("^"):
                raise self.error("StableHLO regions have a single block; found a second block")
            block.append(self.parse_op())
        self.pop_scope()
        return region

    def _parse_block_header(self, existing: Block | None) -> Block:
        self.match(_BLOCK_ID)
        names, types = [], []
        if self.accept("("):
            if not self.accept(")"):
                while True:
                    names.append(self.parse_value_name())
                    self.expect(":")
                    types.append(self.parse_type())
                    self.skip_location()
                    if self.accept(")"):
                        break
                    self.expect(",", "',' or ')'")
        self.expect(":")
        if existing is not None:
            if names:
                raise self.error("the block's arguments are already given by the op")
            return existing
        block = Block(types)
        for (name, off), v in zip(names, block.arguments):
            self.define(name, [v], off)
        return block

    def parse_op(self) -> Op:
        self.skip_ws()
        start = self.pos
        loc = self.location()
        results: list[tuple[str, int, int]] = []  # name, count, offset
        if self.peek("%"):
            while True:
                self.skip_ws()
                off = self.pos
                name = self.match(re.compile(r"%[\w$.\-]+"))
                if name is None:
                    self.fail_expected("a result name")
                count = 1
                if self.accept(":"):
                    count = self.parse_int("a result count")
                    if count < 1:
                        raise self.error("a result group needs at least one value", off)
                results.append((name, count, off))
                if not self.accept(","):
                    break
            self.expect("=")
        self.skip_ws()
        if self.peek('"'):
            op = self._parse_generic_op(loc)
        else:
            name_off = self.pos
            name = self.match(_BARE)
            if name is None:
                self.fail_expected("an op")
            from .pretty import ALIASES, PRETTY
            name = ALIASES.get(name, name)
            fn = PRETTY.get(name)
            if fn is None:
                raise self.error(f"unknown op '{name}' (write ops without a pretty form in the generic "
                                 f"form: \"{name}\"(...) : (...) -> (...))", name_off)
            op = fn(self, name, sum(c for _, c, _ in results))
            op.location = loc
            self.skip_location()
        drop_default_attributes(op)
        expected = sum(c for _, c, _ in results)
        if expected != len(op.results):
            raise self.error(f"'{op.name}' has {len(op.results)} results but {expected} names are "
                             f"given", start)
        i = 0
        for name, count, off in results:
            self.define(name, op.results[i:i + count], off)
            i += count
        return op

    def _parse_generic_op(self, loc: Location) -> Op:
        name_off = self.pos
        name = self.parse_string().decode("utf-8", "replace")
        if name not in OPS:
            raise self.error(f"unknown op '{name}' (not a StableHLO, func or check op)", name_off)
        operand_names = self.parse_comma_list(self.parse_value_name, ")", "(")
        if self.peek("["):
            raise self.error("successor blocks are not part of StableHLO")
        attrs: dict = {}
        if self.peek("<{"):
            self.pos += 1
            attrs.update(self._parse_dict_body())
        regions: list[Region] = []
        if self.peek("("):
            self.expect("(")
            while True:
                regions.append(self.parse_region(None))
                if self.accept(")"):
                    break
                self.expect(",", "',' or ')'")
        if self.peek("{"):
            attrs.update(self.parse_attr_dict())
        self.expect(":")
        ftype = self.parse_type()
        if not isinstance(ftype, FunctionType):
            raise self.error(f"expected a function type for op '{name}'")
        operands = self.resolve_all(operand_names, list(ftype.inputs))
        self.skip_location()
        return Op(name, operands, list(ftype.results), attrs, regions, loc)

    # --- types ------------------------------------------------------------------------------

    def parse_type(self):
        self.skip_ws()
        start = self.pos
        t = self.text
        if t.startswith("tensor<", start):
            return self._parse_tensor_type()
        if t.startswith("!stablehlo.token", start):
            self.pos += len("!stablehlo.token")
            return TokenType()
        if t.startswith("!quant.uniform<", start):
            return self._parse_quantized_type()
        if t.startswith("tuple<", start):
            self.pos += len("tuple")
            return TupleType(tuple(self.parse_comma_list(self.parse_type, ">", "<")))
        if t.startswith("(", start):
            self.pos += 1
            ins = self.parse_comma_list(self.parse_type, ")")
            self.expect("->")
            if self.peek("(") and not self._looks_like_function_type():
                self.pos += 1
                outs = self.parse_comma_list(self.parse_type, ")")
            else:
                outs = [self.parse_type()]
            return FunctionType(tuple(ins), tuple(outs))
        if t.startswith("complex<", start):
            self.pos += len("complex<")
            inner = self.parse_type()
            self.expect(">")
            name = f"complex<{inner}>"
            if name not in ELEMENT_TYPES:
                raise self.error(f"unsupported complex type '{name}' (StableHLO has complex<f32> and "
                                 f"complex<f64>)", start)
            return ELEMENT_TYPES[name]
        if t.startswith("!", start):
            m = re.compile(r"![\w$.\-]+").match(t, start)
            if not m:
                raise self.error("expected a type", start)
            alias = m.group(0)[1:]
            if alias in self.type_aliases and not t.startswith("<", m.end()):
                self.pos = m.end()
                return self.type_aliases[alias]
            self.pos = m.end()
            if t.startswith("<", self.pos):
                self.skip_balanced("<", ">")
            return OpaqueType(t[start:self.pos])
        m = _ELEMENT_NAME.match(t, start)
        if m:
            self.pos = m.end()
            name = m.group(0)
            if name == "index":
                return INDEX
            if name in ("none", "tf32"):
                return OpaqueType(name)
            try:
                return element_type(name)
            except KeyError:
                raise self.error(f"unknown element type '{name}' (StableHLO integers are i1, "
                                 f"[su]i2/4/8/16/32/64)", start) from None
        if t.startswith("memref<", start) or t.startswith("vector<", start):
            raise self.error(f"'{t[start:start + 6]}' types are not StableHLO types", start)
        word = re.compile(r"[\w$.]+").match(t, start)
        if word:
            raise self.error(f"unknown type '{word.group(0)}'", start)
        self.fail_expected("a type")

    def _parse_tensor_type(self) -> TensorType:
        start = self.pos
        self.pos += len("tensor<")
        t = self.text
        if t.startswith("*", self.pos):
            raise self.error("unranked tensors (tensor<*x...>) are not StableHLO types", start)
        shape = []
        while True:
            m = _DIM.match(t, self.pos)
            if not m:
                break
            shape.append(None if m.group(1) == "?" else int(m.group(1)))
            self.pos = m.end()
        elem_start = self.pos
        if t.startswith("!quant.uniform<", self.pos):
            elem = self._parse_quantized_type()
        else:
            elem = self.parse_type()
            if isinstance(elem, OpaqueType) or not hasattr(elem, "kind"):
                raise self.error(f"'{elem}' is not a tensor element type", elem_start)
        bounds = None
        if self.accept(","):
            enc_start = self.pos
            enc = self.parse_attribute()
            if isinstance(enc, A.StructAttr) and enc.name == "type_extensions":
                bounds = tuple(enc["bounds"])
            else:
                raise self.error("the only tensor encoding StableHLO has is #stablehlo.bounds<...>",
                                 enc_start)
            if len(bounds) != len(shape):
                raise self.error(f"bounds has {len(bounds)} entries but the tensor has rank "
                                 f"{len(shape)}", enc_start)
        self.expect(">")
        return TensorType(tuple(shape), elem, bounds)

    def _parse_quantized_type(self) -> QuantizedElementType:
        start = self.pos
        self.pos += len("!quant.uniform<")
        st = self.parse_type()
        if not hasattr(st, "kind") or st.kind not in ("signed", "unsigned"):
            raise self.error(f"quantized storage type must be an integer type, not '{st}'", start)
        smin, smax = st.min_value, st.max_value
        if self.accept("<"):
            smin = self.parse_int("the storage minimum")
            self.expect(":")
            smax = self.parse_int("the storage maximum")
            self.expect(">")
        self.expect(":")
        et = self.parse_type()
        if not hasattr(et, "kind") or et.kind != "float":
            raise self.error(f"quantized expressed type must be a float type, not '{et}'", start)
        qdim = None
        if self.accept(":"):
            qdim = self.parse_int("the quantization dimension")
        self.expect(",")
        params = []

        def param():
            scale = self._parse_float_token("a scale")
            zp = 0
            if self.accept(":"):
                zp = self.parse_int("a zero point")
            return scale, zp

        if self.accept("{"):
            params = self.parse_comma_list(param, "}")
        else:
            params = [param()]
        self.expect(">")
        if qdim is None and len(params) != 1:
            raise self.error("per-tensor quantization takes one scale", start)
        return QuantizedElementType(st, smin, smax, et, tuple(float(s) for s, _ in params),
                                    tuple(z for _, z in params), qdim)

    def _parse_float_token(self, what: str) -> float:
        tok = self.match(_NUMBER)
        if tok is None:
            self.fail_expected(what)
        if tok.lstrip("+-").lower().startswith("0x"):
            return float(np.frombuffer(int(tok, 16).to_bytes(8, "little"), np.float64)[0])
        return float(tok)

    # --- attributes -------------------------------------------------------------------------

    def parse_attr_dict(self) -> dict:
        self.expect("{")
        return self._parse_dict_body()

    def _parse_dict_body(self) -> dict:
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
                key = self.match(_IDENT)
                if key is None:
                    self.fail_expected("an attribute name")
            if key in out:
                raise self.error(f"duplicate attribute '{key}'", off)
            out[key] = self.parse_attribute() if self.accept("=") else A.UnitAttr()
            if self.accept(close):
                return out
            self.expect(",", f"',' or '{close}'")

    def parse_attribute(self):
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
        tok = self.match(_NUMBER)
        if tok is None:
            self.fail_expected("a number")
        is_float = not _INT.fullmatch(tok)
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
                    tok = self.match(_NUMBER)
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
        m = re.compile(r"#([\w$\-]+)\.([\w$.\-]+)").match(t, start)
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
            self.skip_balanced("<", ">")
            return A.OpaqueAttr(literals.canonical_text(t[start:self.pos]))
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
        self.skip_balanced("<", ">")
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
            return self._parse_float_token("a number")
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

    # --- helpers for pretty forms -----------------------------------------------------------

    def parse_optional_attr_dict(self) -> dict:
        return self.parse_attr_dict() if self.peek("{") else {}


def parse_conv_layout(p: Parser) -> A.ConvDimensionNumbers:
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


def drop_default_attributes(op: Op) -> None:
    """Removes attributes equal to their schema default: `lower = false` and an absent `lower`
    are the same program (upstream's printers drop some defaults and add others)."""
    schema = OPS.get(op.name)
    if schema is None:
        return
    for attr in schema.attributes:
        if attr.name in op.attributes and op.attributes[attr.name] == default_attribute(attr):
            del op.attributes[attr.name]


def loc_offset(p: Parser, loc: Location) -> int:
    lines = p.text.split("\n")
    return sum(len(line) + 1 for line in lines[:loc.line - 1]) + loc.column - 1


def _dict_list(attr) -> list[dict] | None:
    if isinstance(attr, A.ArrayAttr):
        return [dict(d.items) if isinstance(d, A.DictAttr) else {} for d in attr.items]
    return None


def _patch_forward_references(module: Module) -> None:
    """Replaces forward-reference placeholders by the values they name."""
    def real(v: Value) -> Value:
        while isinstance(v.owner, tuple):
            v = v.owner[1]
        return v
    for op in module.walk():
        if any(isinstance(v.owner, tuple) for v in op.operands):
            op.operands = [real(v) if isinstance(v.owner, tuple) else v for v in op.operands]


def parse(text: str, filename: str = "<input>") -> Module:
    """Parses a module (or a sequence of functions) in generic or pretty form."""
    if not isinstance(text, str):
        raise TypeError(f"spec.parse takes a str, not {type(text).__name__}")
    parser = Parser(text, filename)
    try:
        return parser.parse_module()
    except ParseError:
        raise
    except RecursionError:
        raise parser.error("nesting too deep") from None
    except (ValueError, IndexError, KeyError, OverflowError, TypeError, AttributeError) as e:
        raise parser.error(f"malformed input ({type(e).__name__}: {e})") from None


def split_input_file(text: str) -> list[tuple[int, str]]:
    """Splits on lines `// -----`; returns (first line number, chunk) pairs. Line numbers in
    each chunk's errors are relative to the chunk; add the first line number minus 1."""
    chunks, start_line, current = [], 1, []
    line_no = 1
    for line in text.split("\n"):
        if re.fullmatch(r"\s*// -----\s*", line):
            chunks.append((start_line, "\n".join(current)))
            current, start_line = [], line_no + 1
        else:
            current.append(line)
        line_no += 1
    chunks.append((start_line, "\n".join(current)))
    return chunks
