"""The printer: a Module as generic-form text that upstream's parser (jaxlib) accepts.

Everything prints in MLIR's generic form: `"builtin.module"`, `"func.func"` with its
properties, `%0 = "stablehlo.add"(%arg0, %arg1) : (...) -> ...`. Values are renumbered
(`%argN` for block arguments, `%N` for results), so the text of a module depends only on its
structure (the structure that Module equality compares).
"""
from __future__ import annotations

import re

import numpy as np

from .. import attributes as A
from ..ir import Func, Module, Numbering, Op, Region, Value
from ..types import F64 as _F64, FunctionType, QuantizedElementType
from .literals import escape_string, format_dense, format_element


def print_attribute(attr) -> str:
    """One attribute value in upstream's syntax."""
    if isinstance(attr, A.IntegerAttr):
        return f"{attr.value} : {attr.type}"
    if isinstance(attr, A.FloatAttr):
        return f"{format_element(np.array([attr.value], attr.type.dtype)[0], attr.type)} : {attr.type}"
    if isinstance(attr, A.BoolAttr):
        return "true" if attr.value else "false"
    if isinstance(attr, A.UnitAttr):
        return "unit"
    if isinstance(attr, A.StringAttr):
        return f'"{escape_string(attr.value)}"'
    if isinstance(attr, A.DenseArrayAttr):
        if not attr.values:
            return f"array<{attr.element}>"
        items = ", ".join(format_element(np.array([v], attr.element.dtype)[0], attr.element)
                          for v in attr.values)
        return f"array<{attr.element}: {items}>"
    if isinstance(attr, A.DenseElementsAttr):
        et = attr.type.element_type
        if isinstance(et, QuantizedElementType):
            et = et.storage_type
        return f"dense<{format_dense(attr.array, et)}> : {attr.type}"
    if isinstance(attr, A.ArrayAttr):
        return "[" + ", ".join(print_attribute(a) for a in attr.items) + "]"
    if isinstance(attr, A.DictAttr):
        return print_attr_dict(dict(attr.items)) or "{}"
    if isinstance(attr, A.SymbolRefAttr):
        return "::".join(_symbol(p) for p in attr.path)
    if isinstance(attr, A.TypeAttr):
        return str(attr.type)
    if isinstance(attr, A.EnumAttr):
        if attr.enum in A.DOTTED_ENUMS:
            return f"#{attr.dialect}.{attr.enum}<{attr.value}>"
        return f"#{attr.dialect}<{attr.enum} {attr.value}>"
    if isinstance(attr, A.StructAttr):
        return _print_struct(attr)
    if isinstance(attr, A.ConvDimensionNumbers):
        layout = conv_layout(attr)
        if layout is None:  # overlapping dimensions: only the raw form can say it
            fields = ", ".join(f"{k} = [{', '.join(map(str, v))}]" if isinstance(v, tuple) else f"{k} = {v}"
                               for k, v in vars(attr).items())
            return f"#stablehlo.conv<raw {fields}>"
        return f"#stablehlo.conv<{layout}>"
    if isinstance(attr, A.OpaqueAttr):
        return attr.text
    raise TypeError(f"cannot print attribute {attr!r}")


def _symbol(name: str) -> str:
    if re.fullmatch(r"[A-Za-z_][\w$.\-]*", name):
        return "@" + name
    return '@"' + escape_string(name.encode("utf-8")) + '"'


def _print_struct(attr: A.StructAttr) -> str:
    if attr.name == "type_extensions":
        return "#stablehlo.bounds<" + ", ".join("?" if b is None else str(b)
                                                 for b in attr["bounds"]) + ">"
    parts = []
    for f, (name, value) in zip(A.STRUCTS[attr.name], attr.fields):
        if f.kind == "ints":
            if value == () and attr.name in A.ELIDED_EMPTY_FIELDS:
                continue
            parts.append(f"{name} = [" + ", ".join(str(v) for v in value) + "]")
        elif value is None:
            continue
        elif f.kind == "bool":
            parts.append(f"{name} = {'true' if value else 'false'}")
        elif f.kind == "float":
            parts.append(f"{name} = {format_element(np.float64(value), _F64)}")
        elif f.kind == "attr":
            parts.append(f"{name} = {print_attribute(value)}")
        else:
            parts.append(f"{name} = {value}")
    return f"#{attr.dialect}.{attr.name}<" + ", ".join(parts) + ">"


def conv_layout(dn: A.ConvDimensionNumbers) -> str | None:
    """`[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, or None when the dimensions do not form a
    permutation (an invalid program, which only the raw form can express)."""
    parts = [({"b": dn.input_batch_dimension, "f": dn.input_feature_dimension}, dn.input_spatial_dimensions),
             ({"i": dn.kernel_input_feature_dimension, "o": dn.kernel_output_feature_dimension},
              dn.kernel_spatial_dimensions),
             ({"b": dn.output_batch_dimension, "f": dn.output_feature_dimension}, dn.output_spatial_dimensions)]
    texts = []
    for letters, spatial in parts:
        positions = list(letters.values()) + list(spatial)
        if sorted(positions) != list(range(len(positions))):
            return None
        out = [""] * len(positions)
        for letter, pos in letters.items():
            out[pos] = letter
        for i, pos in enumerate(spatial):
            out[pos] = str(i)
        texts.append("[" + ", ".join(out) + "]")
    return f"{texts[0]}x{texts[1]}->{texts[2]}"


def print_attr_dict(attrs: dict) -> str:
    if not attrs:
        return ""
    items = []
    for name in sorted(attrs):
        value = attrs[name]
        key = name if _is_bare(name) else f'"{escape_string(name.encode("utf-8"))}"'
        items.append(key if isinstance(value, A.UnitAttr) else f"{key} = {print_attribute(value)}")
    return "{" + ", ".join(items) + "}"


def _is_bare(name: str) -> bool:
    return re.fullmatch(r"[A-Za-z_][\w$.]*", name) is not None


class _Printer:
    def __init__(self):
        self.lines: list[str] = []
        self.numbering = Numbering()

    def name(self, v: Value) -> str:
        return self.numbering.name(v)

    def module(self, m: Module) -> str:
        attrs = dict(m.attributes)
        if m.name is not None:
            attrs["sym_name"] = A.StringAttr(m.name.encode("utf-8"))
        self.lines.append('"builtin.module"() ({')
        self.numbering = Numbering(ops=m.declarations)
        for op in m.declarations:
            self.op(op, "  ")
        for f in m.funcs:
            self.func(f, "  ")
        tail = print_attr_dict(attrs)
        self.lines.append("})" + (f" {tail}" if tail else "") + " : () -> ()" + _loc(m.location))
        return "\n".join(self.lines) + "\n"

    def func(self, f: Func, indent: str) -> None:
        self.numbering = Numbering(regions=[f.body] if f.body is not None else [])
        props = {"function_type": A.TypeAttr(f.type), "sym_name": A.StringAttr(f.name.encode("utf-8"))}
        if f.visibility != "public":
            props["sym_visibility"] = A.StringAttr(f.visibility.encode("utf-8"))
        if f.arg_attrs:
            props["arg_attrs"] = A.ArrayAttr(tuple(A.DictAttr.of(d) for d in f.arg_attrs))
        if f.res_attrs:
            props["res_attrs"] = A.ArrayAttr(tuple(A.DictAttr.of(d) for d in f.res_attrs))
        extra = print_attr_dict(f.attributes)
        head = f'{indent}"func.func"() <{print_attr_dict(props)}> ('
        tail = f"{indent}}})" + (f" {extra}" if extra else "") + " : () -> ()" + _loc(
            f.location.source if f.location else None)
        self.lines.append(head + "{")
        if f.body is not None:  # else a declaration: an empty region
            self.region_body(f.body, indent + "  ")
        self.lines.append(tail)

    def region_body(self, region: Region, indent: str) -> None:
        for block in region.blocks:
            arg_locations = block.arg_locations
            args = [f"{self.name(v)}: {v.type}" + _loc(arg_locations[i] if arg_locations else None)
                    for i, v in enumerate(block.arguments)]
            self.lines.append(f"{indent[:-2]}^bb0({', '.join(args)}):" if args else f"{indent[:-2]}^bb0:")
            for op in block.ops:
                self.op(op, indent)

    def op(self, op: Op, indent: str) -> None:
        lhs = ""
        if op.results:
            base = self.name(op.results[0]).split("#")[0]
            lhs = f"{base} = " if len(op.results) == 1 else f"{base}:{len(op.results)} = "
        operands = ", ".join(self.name(v) for v in op.operands)
        ftype = FunctionType(tuple(op.operand_types), tuple(op.result_types))
        attrs = print_attr_dict(op.attributes)
        text = f'{indent}{lhs}"{op.name}"({operands})'
        loc = _loc(op.location.source if op.location else None)
        if not op.regions:
            self.lines.append(text + (f" {attrs}" if attrs else "") + f" : {ftype}{loc}")
            return
        self.lines.append(text + " ({")
        for i, region in enumerate(op.regions):
            if i:
                self.lines.append(f"{indent}}}, {{")
            self.region_body(region, indent + "  ")
        self.lines.append(f"{indent}}})" + (f" {attrs}" if attrs else "") + f" : {ftype}{loc}")


def _loc(source: str | None) -> str:
    """` loc(...)`: a location kept from the text (spec.ir.Location.source), or nothing."""
    return f" {source}" if source else ""


def print_module(module: Module) -> str:
    """The module in generic form."""
    return _Printer().module(module)

