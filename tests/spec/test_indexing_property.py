"""The reference interpreter against the indexing maps.

For generated programs of each data-movement op (fuzz.strategies.ops), every output element must
be what the op's indexing map (spec.indexing) selects from the inputs: the maps are a second,
independent statement of each op's semantics. Elements are compared by their bits.
"""
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings

import reference
import spec
from fuzz.strategies import DATA_MOVEMENT, ops
from reference.ops import IMPLEMENTATIONS
from spec.indexing import indexing_map

EXAMPLES = 150
"""Per op: 20 ops x 150 = 3000 generated programs."""


@pytest.mark.parametrize("name", sorted(DATA_MOVEMENT))
def test_outputs_are_the_elements_the_indexing_map_selects(name):
    if f"stablehlo.{name}" not in IMPLEMENTATIONS:
        pytest.skip("not implemented in the reference yet")

    @settings(max_examples=EXAMPLES, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(ops(name))
    def check(program):
        text, inputs = program
        module = spec.parse(text)
        op = module.funcs[0].ops[0]
        outputs = reference.evaluate(module, inputs)
        indexing = indexing_map(op, [x.shape for x in inputs],
                                result_shapes=[x.shape for x in outputs], operand_values=inputs)
        CHECKS[indexing.kind](op, indexing, inputs, outputs)

    check()


def _copy(op, indexing, inputs, outputs):
    """Each output element is the single source of the first map whose domain holds it."""
    for r, out in enumerate(outputs):
        expected = np.empty_like(out)
        for index in np.ndindex(out.shape):
            found = indexing.sources(r, index, inputs)
            assert found, f"{op.name}: output {r}{list(index)} lies in no map's domain"
            operand, source = found[0]
            expected[index] = inputs[operand][source]
        _assert_same_bits(op, r, expected, out)


def _permutation(op, indexing, inputs, outputs):
    """sort: each row (the map's range) comes out ordered by the comparator, equal keys in
    their input order (the keys are unique when is_stable is false)."""
    dimension = indexing_dimension(op) % inputs[0].ndim
    compare = op.regions[0].block.ops[0]
    descending = compare.attributes["comparison_direction"].value == "GT"
    for index in np.ndindex(outputs[0].shape):
        if index[dimension]:
            continue
        row = [source for operand, source in indexing.sources(0, index, inputs) if operand == 0]
        given_rows = [tuple(x[i].tobytes() for x in inputs) for i in row]
        keys = {i: int(inputs[0][s]) for i, s in enumerate(row)}
        order = sorted(range(len(row)), key=keys.__getitem__, reverse=descending)
        actual = [tuple(y[i].tobytes() for y in outputs) for i in row]
        assert actual == [given_rows[i] for i in order], \
            f"{op.name}: row {list(index)} along dimension {dimension}"


def _combine(op, indexing, inputs, outputs):
    """scatter with `add`: input element plus every update element the map lands on it; an
    element no update targets equals the input."""
    for r, out in enumerate(outputs):
        expected = np.empty_like(out)
        for index in np.ndindex(out.shape):
            (first, at), *updates = indexing.sources(r, index, inputs)
            assert (first, at) == (r, index)
            total = int(inputs[first][at]) + sum(int(inputs[k][u]) for k, u in updates)
            expected[index] = total
        _assert_same_bits(op, r, expected, out)


def _none(op, indexing, inputs, outputs):
    """iota / dynamic_iota / get_dimension_size read no input element: the map is empty and
    the output is a function of indices or shapes only."""
    assert indexing.maps == ()
    out = outputs[0]
    if op.mnemonic == "get_dimension_size":
        expected = np.asarray(inputs[0].shape[op.attributes["dimension"].value], out.dtype)
    else:
        axis = op.attributes["iota_dimension"].value
        expected = np.indices(out.shape)[axis].astype(out.dtype) if out.ndim else out
    _assert_same_bits(op, 0, expected, out)


def indexing_dimension(op):
    attr = op.attributes.get("dimension")  # absent: the schema default, -1
    return -1 if attr is None else attr.value


CHECKS = {"copy": _copy, "permutation": _permutation, "combine": _combine, "none": _none}


def _assert_same_bits(op, r, expected, actual):
    assert expected.dtype == actual.dtype and expected.shape == actual.shape
    if expected.tobytes() == actual.tobytes():
        return
    flat_e, flat_a = expected.reshape(-1), actual.reshape(-1)
    i = next(i for i in range(flat_e.size) if flat_e[i].tobytes() != flat_a[i].tobytes())
    where = list(np.unravel_index(i, expected.shape))
    pytest.fail(f"{op.name} result {r} at {where}: expected {flat_e[i]!r} (from the indexing "
                f"map), reference {flat_a[i]!r}")
