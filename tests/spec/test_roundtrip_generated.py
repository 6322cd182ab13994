"""Generated round trips through jaxlib: random constants of every element type (random bit
patterns: NaN payloads, infinities, subnormals, -0 included), in random shapes and spellings,
feeding ops with attributes; our print -> jaxlib -> its generic and pretty prints -> ours, equal."""
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import spec
from spec import attributes as A
from spec.ir import Block, Func, Module, Op, Region
from spec.types import ELEMENT_TYPES, FunctionType, TensorType

TYPES = sorted(ELEMENT_TYPES.values(), key=lambda t: t.name)


@st.composite
def constants(draw):
    et = draw(st.sampled_from(TYPES))
    shape = tuple(draw(st.lists(st.integers(0, 3), max_size=3)))
    n = int(np.prod(shape))
    if draw(st.booleans()) and n:  # a splat
        raw = draw(st.binary(min_size=et.dtype.itemsize, max_size=et.dtype.itemsize)) * n
    else:
        raw = draw(st.binary(min_size=n * et.dtype.itemsize, max_size=n * et.dtype.itemsize))
    bits = np.frombuffer(raw, dtype=np.uint8).copy()
    if et.kind == "bool":
        array = (bits % 2).astype(np.bool_)
    else:
        if et.bits < 8:  # sub-byte types keep only their low bits
            bits &= (1 << et.bits) - 1
        array = bits.view(et.dtype)
        if et.kind == "float" and et.name.startswith(("f4", "f6")):
            array = array.astype(np.float64).astype(et.dtype)
    typ = TensorType(shape, et)
    return A.DenseElementsAttr(typ, array.reshape(shape))


@st.composite
def modules(draw):
    consts = draw(st.lists(constants(), min_size=1, max_size=4))
    block = Block()
    results = []
    for c in consts:
        op = Op("stablehlo.constant", [], [c.type], {"value": c})
        block.append(op)
        value = op.results[0]
        if c.type.rank >= 1 and draw(st.booleans()):
            perm = tuple(draw(st.permutations(range(c.type.rank))))
            shape = tuple(c.type.shape[p] for p in perm)
            op = Op("stablehlo.transpose", [value], [TensorType(shape, c.type.element_type)],
                    {"permutation": A.DenseArrayAttr(ELEMENT_TYPES["i64"], perm)})
            block.append(op)
            value = op.results[0]
        results.append(value)
    block.append(Op("func.return", results, []))
    ftype = FunctionType((), tuple(v.type for v in results))
    return Module([Func("main", ftype, Region([block]))])


@pytest.mark.slow
@pytest.mark.jaxlib
@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(modules())
def test_generated_constants_round_trip_through_jaxlib(jaxlib_ir, module):
    ctx, ir = jaxlib_ir
    printed = spec.print_module(module)
    assert spec.parse(printed) == module
    with ctx, ir.Location.unknown():
        official = ir.Module.parse(printed)
        generic = official.operation.get_asm(print_generic_op_form=True)
        pretty = official.operation.get_asm(print_generic_op_form=False)
    assert spec.parse(generic) == module
    assert spec.parse(pretty) == module
