"""Types: `tensor<2x?xf32>`, `!quant.uniform<i8:f32, 0.5:3>`, `tuple<...>`, `!stablehlo.token`,
function types `(T, U) -> V`, element types, and `!alias` type aliases."""
from __future__ import annotations

import re

from .. import attributes as A
from ..types import (ELEMENT_TYPES, INDEX, FunctionType, FutureType, OpaqueType, QuantizedElementType,
                     TensorType, TokenType, TupleType, element_type)
from .scanner import Scanner

DIMENSION = re.compile(r"(\d+|\?)x")
MAX_DIMENSION = (1 << 63) - 1
ELEMENT_NAME = re.compile(r"(?:[su]?i\d+|bf16|f16|f32|f64|tf32|f4E2M1FN|f6E2M3FN|f6E3M2FN|f8E3M4|"
                          r"f8E4M3FNUZ|f8E4M3FN|f8E4M3B11FNUZ|f8E4M3|f8E5M2FNUZ|f8E5M2|f8E8M0FNU|"
                          r"index|none)(?![\w.])")


class TypeParser(Scanner):
    """Reads types. A tensor's encoding (`tensor<?xf32, #stablehlo.bounds<4>>`) is an
    attribute: it is read with `parse_attribute`, which AttributeParser adds on top of this
    class (types and attributes nest in each other)."""

    def __init__(self, text: str, filename: str = "<input>"):
        super().__init__(text, filename)
        self.type_aliases: dict[str, object] = {}

    def parse_type(self):
        """A type: a tensor, quantized, tuple, token, function, element or opaque type."""
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
        if t.startswith("!stablehlo.future<", start):
            self.pos += len("!stablehlo.future")
            types = tuple(self.parse_comma_list(self.parse_type, ">", "<"))
            if not all(isinstance(x, TensorType) for x in types):
                raise self.error(f"a future holds tensors, found {', '.join(map(str, types))}",
                                 start)
            return FutureType(types)
        if t.startswith("tuple<", start):
            self.pos += len("tuple")
            return TupleType(tuple(self.parse_comma_list(self.parse_type, ">", "<")))
        if t.startswith("(", start):
            self.pos += 1
            ins = self.parse_comma_list(self.parse_type, ")")
            self.expect("->")
            if self.peek("(") and not self.looks_like_function_type():
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
        m = ELEMENT_NAME.match(t, start)
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
        if t.startswith("memref<", start):
            raise self.error("buffer types (memref<...>, upstream's current spec: custom_call "
                             "buffers) are not supported here: jaxlib 0.10.2's stablehlo "
                             "dialect has none", start)
        if t.startswith("vector<", start):
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
            m = DIMENSION.match(t, self.pos)
            if not m:
                break
            if m.group(1) != "?" and int(m.group(1)) > MAX_DIMENSION:
                raise self.error(f"dimension {m.group(1)} is larger than the largest a tensor may "
                                 f"have ({MAX_DIMENSION}, as upstream's int64 sizes)", self.pos)
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
            scale = self.parse_float("a scale")
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
