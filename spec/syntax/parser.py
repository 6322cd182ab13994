"""The parser: StableHLO text (generic form and the official printer's pretty forms) to a Module.

A hand-written recursive-descent parser that scans the text on demand, in layers: `scanner`
(tokens), `type_parser`, `attribute_parser`, `op_parser` (ops, regions, SSA values) and this
module (modules, functions, aliases). Pretty forms of single ops are read by functions
registered in `pretty` and `pretty_special`. Every error is a ParseError with a location; no
other exception escapes `parse`.
"""
from __future__ import annotations

import re

from .. import attributes as A
from dataclasses import replace

from ..ir import Func, Location, Module
from ..types import FunctionType
from .errors import ParseError
from .op_parser import BLOCK_ID, OpParser, replace_forward_references

ALIAS_DEFINITION = re.compile(r"([#!])([\w$.\-]+)\s*=")
"""`#name =` (an attribute alias) or `!name =` (a type alias) at the top of a module."""
LOCATION_PIECE = re.compile(r'"(?:[^"\\]|\\.)*"|#[\w$.\-]+')
"""A string or an alias reference inside a location."""
MODULE_LEVEL_OPS = frozenset({"sdy.mesh"})
"""Ops that a module holds beside its functions (spec.ir Module.declarations)."""


class Parser(OpParser):
    """Parses one text. The public entry point is `parse_module`; `spec.syntax.pretty` uses the
    smaller methods (`accept`, `expect`, `parse_type`, `parse_attribute`, ...) to read op bodies."""

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
                self._parse_top_level(module)
            self.pop_scope()
        replace_forward_references(module)
        self._resolve_locations(module)
        return module

    def _parse_top_level(self, module: Module) -> None:
        """A function, or a module-level declaration such as `sdy.mesh`."""
        self.skip_ws()
        if not (self.peek('"') and not self.peek('"func.func"')
                or self.peek_keyword() in MODULE_LEVEL_OPS):
            module.funcs.append(self.parse_func())
            return
        start = self.pos
        op = self.parse_op()
        if op.name not in MODULE_LEVEL_OPS:
            raise self.error(f"'{op.name}' cannot stand at the top of a module (expected "
                             f"'func.func' or {', '.join(sorted(MODULE_LEVEL_OPS))})", start)
        module.declarations.append(op)

    def _resolve_locations(self, module: Module) -> None:
        """Replaces the alias references (`loc(#loc3)`) in every location kept by the text
        with what the aliases stand for, so each location stands alone."""
        if not self.loc_aliases:
            return
        resolve = self.resolve_location
        module.location = resolve(module.location)
        blocks = [f.body.block for f in module.funcs if f.body is not None]
        for op in module.declarations + list(module.walk()):
            if op.location is not None and op.location.source is not None:
                op.location = replace(op.location, source=resolve(op.location.source))
            blocks += [block for region in op.regions for block in region.blocks]
        for f in module.funcs:
            if f.location is not None and f.location.source is not None:
                f.location = replace(f.location, source=resolve(f.location.source))
        for block in blocks:
            if block.arg_locations:
                block.arg_locations = [resolve(a) for a in block.arg_locations]

    def resolve_location(self, text: str | None, _active: frozenset = frozenset()) -> str | None:
        """`text` with each `#alias` (outside strings) replaced by its definition."""
        if text is None or "#" not in text:
            return text

        def substitute(m):
            piece = m.group(0)
            if piece.startswith('"'):
                return piece
            name = piece[1:]
            if name in self.loc_aliases and name not in _active:
                body = self.loc_aliases[name]
                return self.resolve_location(body, _active | {name})
            return piece
        return LOCATION_PIECE.sub(substitute, text)

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
        m = ALIAS_DEFINITION.match(self.text, self.pos)
        if not m:
            return False
        self.pos = m.end()
        if m.group(1) == "#":
            if self.peek("loc(") or self.peek("loc ("):
                self.loc_aliases[m.group(2)] = self.parse_location()[len("loc("):-1]
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
                module.attributes.update(self.parse_dict_body())
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
                self.match(BLOCK_ID)
                self.expect(":")
        while not self.accept("}"):
            if self.at_end():
                raise self.error("expected '}' to close the module")
            if self._parse_alias_definition():
                continue
            self._parse_top_level(module)
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
        module.location = self.parse_location()
        return module

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
        arg_names, arg_types, arg_attrs, arg_locs = [], [], [], []
        if not self.accept(")"):
            while True:
                self.skip_ws()
                if self.peek("%"):
                    arg_names.append(self.parse_value_name())
                    self.expect(":")
                arg_types.append(self.parse_type())
                arg_attrs.append(self.parse_attr_dict() if self.peek("{") else {})
                arg_locs.append(self.parse_location())
                if self.accept(")"):
                    break
                self.expect(",", "',' or ')'")
        result_types, res_attrs = [], []
        if self.accept("->"):
            if self.peek("(") and not self.looks_like_function_type():
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
        loc = replace(loc, source=self.parse_location())
        if body is not None and any(arg_locs):
            body.block.arg_locations = arg_locs
        return Func(name, ftype, body, visibility, arg_attrs if any(arg_attrs) else None,
                    res_attrs if any(res_attrs) else None, attributes, loc)

    def _parse_generic_func(self, loc: Location) -> Func:
        self.expect("(")
        self.expect(")")
        attrs = {}
        if self.peek("<{"):
            self.pos += 1
            attrs.update(self.parse_dict_body())
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
        loc = replace(loc, source=self.parse_location())
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


def loc_offset(p: Parser, loc: Location) -> int:
    lines = p.text.split("\n")
    return sum(len(line) + 1 for line in lines[:loc.line - 1]) + loc.column - 1


def _dict_list(attr) -> list[dict] | None:
    if isinstance(attr, A.ArrayAttr):
        return [dict(d.items) if isinstance(d, A.DictAttr) else {} for d in attr.items]
    return None

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


_COMMENT = re.compile(r"//[^\n]*")


def is_blank(text: str) -> bool:
    """Whether `text` holds nothing but whitespace and `//` comments: no module, no function.
    spec.parse reads it as an empty module; the command lines say it is no program."""
    return not _COMMENT.sub("", text).strip()


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
