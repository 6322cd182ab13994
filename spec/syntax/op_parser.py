"""Ops, regions and blocks, and the SSA values that connect them.

An op is read in the generic form (`%r = "stablehlo.add"(%a, %b) : (T, T) -> T`) here, or in
its pretty form by the reader registered for it in `pretty_readers.PRETTY` (filled by `pretty`
and `pretty_special`). A value may be used before the op that defines it: the use creates a
placeholder, which the definition replaces.
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..ir import Block, Location, Module, Op, Region, Value
from ..ops import OPS
from ..ops.schema import default_attribute
from ..types import FunctionType
from . import pretty, pretty_arith, pretty_chlo_structured, pretty_sdy, pretty_special  # noqa: F401  (the pretty forms)
from .attribute_parser import AttributeParser
from .pretty_readers import ALIASES, PRETTY
from .scanner import BARE_ID

VALUE_ID = re.compile(r"%[\w$.\-]+(?:#\d+)?")
BLOCK_ID = re.compile(r"\^[\w$.\-]+")


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


class OpParser(AttributeParser):
    """Reads ops, regions and blocks, keeping the SSA names in scope."""

    def __init__(self, text: str, filename: str = "<input>"):
        super().__init__(text, filename)
        self.scope: Scope | None = None
        self.loc_aliases: dict[str, str] = {}  # `#loc3 = loc(...)`: name -> the text inside loc()

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
        name = self.match(VALUE_ID)
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
        self.match(BLOCK_ID)
        names, types, locs = [], [], []
        if self.accept("("):
            if not self.accept(")"):
                while True:
                    names.append(self.parse_value_name())
                    self.expect(":")
                    types.append(self.parse_type())
                    locs.append(self.parse_location())
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
        if any(locs):
            block.arg_locations = locs
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
            name = self.match(BARE_ID)
            if name is None:
                self.fail_expected("an op")
            name = ALIASES.get(name, name)
            fn = PRETTY.get(name)
            if fn is None and name.split(".", 1)[0] in OTHER_DIALECTS:
                raise self.error(unsupported(name), name_off)
            if fn is None:
                raise self.error(f"unknown op '{name}' (write ops without a pretty form in the generic "
                                 f"form: \"{name}\"(...) : (...) -> (...))", name_off)
            op = fn(self, name, sum(c for _, c, _ in results))
            op.location = replace(loc, source=self.parse_location())
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
            raise self.error(unsupported(name) if name.split(".", 1)[0] in OTHER_DIALECTS
                             else f"unknown op '{name}' (not an op of spec.ops)", name_off)
        operand_names = self.parse_comma_list(self.parse_value_name, ")", "(")
        if self.peek("["):
            raise self.error("successor blocks are not part of StableHLO")
        attrs: dict = {}
        if self.peek("<{"):
            self.pos += 1
            attrs.update(self.parse_dict_body())
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
        loc = replace(loc, source=self.parse_location())
        return Op(name, operands, list(ftype.results), attrs, regions, loc)


OTHER_DIALECTS = ("arith", "math", "tensor", "scf", "shape", "cf", "memref", "vector", "mhlo",
                  "vhlo", "gpu", "nvvm", "llvm")
"""Dialects besides those of spec.ops whose ops jaxlib 0.10.2's context parses (probed by
name through `ctx.dialects`); upstream's verifier accepts their ops inside stablehlo regions. The
suite reads the arith ops of spec/ops/arith.py and calls every other op of these dialects
unsupported rather than unknown."""


def unsupported(name: str) -> str:
    """The message for an op of OTHER_DIALECTS that spec.ops does not have."""
    known = ", ".join(n for n in OPS if n.startswith(name.split(".", 1)[0] + "."))
    return (f"unsupported op {name}: jaxlib's dialect has it, the suite does not read it"
            + (f" (it reads {known})" if known else ""))


def drop_default_attributes(op: Op) -> None:
    """Removes attributes equal to their schema default: `lower = false` and an absent `lower`
    are the same program (upstream's printers drop some defaults and add others)."""
    schema = OPS.get(op.name)
    if schema is None:
        return
    for attr in schema.attributes:
        if attr.name in op.attributes and op.attributes[attr.name] == default_attribute(attr):
            del op.attributes[attr.name]


def replace_forward_references(module: Module) -> None:
    """Replaces forward-reference placeholders by the values they name."""
    def real(v: Value) -> Value:
        while isinstance(v.owner, tuple):
            v = v.owner[1]
        return v
    for op in module.walk():
        if any(isinstance(v.owner, tuple) for v in op.operands):
            op.operands = [real(v) if isinstance(v.owner, tuple) else v for v in op.operands]
