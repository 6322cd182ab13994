"""The program model: Module, Func, Region, Block, Op, Value.

One model for every part of the project: the parser builds it, the printer and verifier read
it, the interpreter evaluates it, the generators construct it. Ops keep every attribute (the
ones the spec defines and discardable ones such as `mhlo.sharding`) in one dictionary; the
text's split between `<{properties}>` and `{attributes}` is not semantic and is not kept.

Two modules are equal when they have the same structure: the same functions, ops, types and
attributes, with values matched by where they are defined rather than by name ("alpha-
equivalence"), so two modules are equal exactly when they print to the same generic text
(locations aside: they are kept and printed, but are not structure).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

from .attributes import Attribute, StringAttr
from .types import FunctionType, Type


@dataclass(frozen=True)
class Location:
    """Where an op or function was written: 1-based line and column in the source text, and
    the MLIR location the text gave it (`loc("f.py":3:4)`, aliases resolved), which the
    printer writes back. Locations are not structure: modules that differ only in them are
    equal."""

    line: int
    column: int
    source: str | None = field(default=None, compare=False)

    def __str__(self) -> str:
        return f"{self.line}:{self.column}"


class Value:
    """An SSA value: an op's result or a block's argument."""

    __slots__ = ("type", "owner", "index", "name")

    def __init__(self, type: Type, owner: "Op | Block | None" = None, index: int = 0,
                 name: str | None = None):
        self.type = type
        self.owner = owner
        self.index = index
        self.name = name  # the name in the source text, for messages only

    @property
    def defining_op(self) -> "Op | None":
        return self.owner if isinstance(self.owner, Op) else None

    def __repr__(self) -> str:
        return f"Value({self.name or '?'}: {self.type})"


class Op:
    """One operation: `name` is its full name (`stablehlo.add`, `func.return`)."""

    __slots__ = ("name", "operands", "results", "attributes", "regions", "location", "parent")

    def __init__(self, name: str, operands: list[Value] | None = None,
                 result_types: list[Type] | None = None, attributes: dict | None = None,
                 regions: list["Region"] | None = None, location: Location | None = None):
        self.name = name
        self.operands: list[Value] = list(operands or [])
        self.results: list[Value] = [Value(t, self, i) for i, t in enumerate(result_types or [])]
        self.attributes: dict[str, Attribute] = dict(attributes or {})
        self.regions: list[Region] = list(regions or [])
        self.location = location
        self.parent: Block | None = None

    @property
    def mnemonic(self) -> str:
        """The name without its dialect: `add` for `stablehlo.add`."""
        return self.name.split(".", 1)[1] if "." in self.name else self.name

    @property
    def dialect(self) -> str:
        return self.name.split(".", 1)[0]

    @property
    def operand_types(self) -> list[Type]:
        return [v.type for v in self.operands]

    @property
    def result_types(self) -> list[Type]:
        return [v.type for v in self.results]

    def walk(self) -> Iterator["Op"]:
        """This op and every op nested in its regions, in text order."""
        yield self
        for region in self.regions:
            yield from region.walk()

    def __repr__(self) -> str:
        where = f" at {self.location}" if self.location else ""
        return f"Op({self.name}{where})"


class Block:
    """A block: arguments and a list of ops (the last one is the terminator).
    `arg_locations` holds the arguments' MLIR locations when the text gave them (not
    structure, like Location.source)."""

    __slots__ = ("arguments", "ops", "parent", "arg_locations")

    def __init__(self, argument_types: list[Type] | None = None):
        self.arguments: list[Value] = [Value(t, self, i) for i, t in enumerate(argument_types or [])]
        self.ops: list[Op] = []
        self.parent: Region | None = None
        self.arg_locations: list[str | None] | None = None

    def append(self, op: Op) -> Op:
        op.parent = self
        self.ops.append(op)
        return op

    def walk(self) -> Iterator[Op]:
        for op in self.ops:
            yield from op.walk()


class Region:
    """A region: a list of blocks (StableHLO regions have exactly one)."""

    __slots__ = ("blocks",)

    def __init__(self, blocks: list[Block] | None = None):
        self.blocks: list[Block] = list(blocks or [])

    @property
    def block(self) -> Block:
        return self.blocks[0]

    def walk(self) -> Iterator[Op]:
        for block in self.blocks:
            yield from block.walk()


@dataclass(eq=False)
class Func:
    """`func.func`: a named function. `body` is None for a declaration (external function)."""

    name: str
    type: FunctionType
    body: Region | None
    visibility: str = "public"  # "public" | "private" | "nested"
    arg_attrs: list[dict] | None = None
    res_attrs: list[dict] | None = None
    attributes: dict = field(default_factory=dict)
    location: Location | None = None

    @property
    def arguments(self) -> list[Value]:
        return self.body.block.arguments if self.body else []

    @property
    def results(self) -> tuple[Type, ...]:
        return self.type.results

    @property
    def ops(self) -> list[Op]:
        return self.body.block.ops if self.body else []

    @property
    def arg_locations(self) -> list[str | None] | None:
        """The arguments' MLIR locations, when the text gave them."""
        return self.body.block.arg_locations if self.body else None

    def walk(self) -> Iterator[Op]:
        if self.body:
            yield from self.body.walk()


@dataclass(eq=False)
class Module:
    """A module: functions plus module attributes (`mhlo.num_replicas = 2 : i32`, ...), and
    the module-level ops that are not functions (`sdy.mesh`: declarations that functions
    refer to by symbol and that nothing runs)."""

    funcs: list[Func] = field(default_factory=list)
    attributes: dict = field(default_factory=dict)
    name: str | None = None
    declarations: list[Op] = field(default_factory=list)
    location: str | None = None  # the module's MLIR location, if given

    def func(self, name: str) -> Func:
        for f in self.funcs:
            if f.name == name:
                return f
        raise KeyError(f"no function @{name} in the module")

    def walk(self) -> Iterator[Op]:
        for f in self.funcs:
            yield from f.walk()

    def __eq__(self, other) -> bool:
        if not isinstance(other, Module):
            return NotImplemented
        return _structure(self) == _structure(other)

    __hash__ = None  # mutable


def _structure(module: Module) -> tuple:
    """Everything the generic form of `module` says, as comparable data. Values are numbered
    per function in order of definition, block arguments and op results apart, as the printer
    names them (`%argN`, `%N`, `%N#i`)."""
    attributes = dict(module.attributes)
    if module.name is not None:
        attributes["sym_name"] = StringAttr(module.name.encode("utf-8"))
    declarations = tuple((op.name, op.attributes) for op in module.declarations)
    return attributes, declarations, tuple(_func_structure(f) for f in module.funcs)


def _func_structure(f: Func) -> tuple:
    body = () if f.body is None else Numbering(regions=[f.body]).region(f.body)
    return (f.name, f.type, f.visibility, f.arg_attrs or None, f.res_attrs or None,
            f.attributes, body)


class Numbering:
    """The names of the values of one function (its body region) or of a list of ops, as the
    printer writes them: `%argN` for block arguments, `%N` or `%N#i` for op results, counted in
    text order. Every value is named before any is read, so a use written before its definition
    (a forward reference, which the verifier reports as `dominance`) gets the definition's
    name."""

    def __init__(self, regions=(), ops=()):
        self.names: dict[int, str] = {}
        self.next_result = 0
        self.next_arg = 0
        self._ops(ops)
        for region in regions:
            self._region(region)

    def _region(self, region: Region) -> None:
        for block in region.blocks:
            for v in block.arguments:
                self.names[id(v)] = f"%arg{self.next_arg}"
                self.next_arg += 1
            self._ops(block.ops)

    def _ops(self, ops) -> None:
        for op in ops:
            if op.results:
                base = f"%{self.next_result}"
                self.next_result += 1
                for i, v in enumerate(op.results):
                    self.names[id(v)] = base if len(op.results) == 1 else f"{base}#{i}"
            for region in op.regions:
                self._region(region)

    def name(self, v: Value) -> str:
        try:
            return self.names[id(v)]
        except KeyError:
            raise ValueError(f"value {v!r} is used but not defined in this module") from None

    def region(self, region: Region) -> tuple:
        """The structure of a numbered region: block argument types, then each op's."""
        return tuple((tuple(v.type for v in block.arguments),
                      tuple(self.op(op) for op in block.ops)) for block in region.blocks)

    def op(self, op: Op) -> tuple:
        return (op.name, tuple(self.name(v) for v in op.operands), tuple(op.operand_types),
                tuple(op.result_types), op.attributes, tuple(self.region(r) for r in op.regions))
