"""spec.indexing: output-to-input indexing maps of the data-movement ops (seed 003).

An `IndexingMap` maps an output element's index (dimension variables d_i) to an input index,
as affine expressions that may also use range variables s_j (an interval of positions, e.g. a
sort row) and runtime variables rt_k (values read from an operand, e.g. gather indices), on a
domain of intervals and constraints. `indexing_map(op)` builds an op's maps from its attributes
and shapes; `sources(map, index, operand_values)` enumerates the input elements an output
element reads. The maps are a second, independent statement of every data-movement op's
semantics: tests/spec/test_indexing_property.py checks the reference interpreter against them.

    >>> import spec
    >>> from spec.indexing import indexing_map
    >>> m = spec.parse('func.func @f(%x: tensor<20xf32>) -> tensor<10x20x30xf32> {'
    ...   ' %y = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<20xf32>) -> tensor<10x20x30xf32>'
    ...   ' return %y : tensor<10x20x30xf32> }')
    >>> print(indexing_map(m.funcs[0].ops[0]).maps[0].map)
    (d0, d1, d2) -> (d1)
    domain:
    d0 in [0, 9]
    d1 in [0, 19]
    d2 in [0, 29]
"""
from .affine import Expr, Quotient, Var, const, d, rt, s
from .maps import ANY_INDEX, IndexingMap, Interval, RTVar, box, identity, sources
from .ops import BUILDERS, KINDS, OperandMap, OpIndexing, indexing_map

__all__ = ["Expr", "Var", "Quotient", "d", "s", "rt", "const", "Interval", "RTVar", "IndexingMap",
           "ANY_INDEX", "box", "identity", "sources", "OperandMap", "OpIndexing", "KINDS",
           "indexing_map", "BUILDERS"]
