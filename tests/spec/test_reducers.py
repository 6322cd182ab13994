"""spec.reducers: the body ops' facts agree with the reference's implementations of the ops.

A ufunc computes its op as the reference does on booleans and integers; an identity leaves
every value unchanged under the reference's op; an order-free body gives the same reduction in
either order of a few values; the generators draw only bodies that apply to the element kind.
"""
from __future__ import annotations

import numpy as np
import pytest

from reference.ops import IMPLEMENTATIONS
from reference.ops.registry import call_with_known
from spec import reducers
from spec.ops import OPS
from spec.types import ELEMENT_TYPES, TensorType

TYPES = [t for t in ELEMENT_TYPES.values() if t.kind != "index"]
PAIRS = [(r.name, t) for r in reducers.REDUCERS.values() for t in TYPES if t.kind in r.kinds]


def _values(t, n=64, seed=0) -> np.ndarray:
    """`n` values of `t`: its extremes, zeros and ones, then random ones (special float values
    included; complex numbers without NaN parts, whose maximum and minimum pick one of two
    NaN-holding values by order)."""
    rng = np.random.default_rng(seed)
    if t.kind == "bool":
        return rng.integers(0, 2, n).astype(bool)
    if t.kind in ("signed", "unsigned"):
        edge = [t.min_value, t.max_value, 0, 1, t.max_value - 1]
        drawn = rng.integers(t.min_value, t.max_value, n - len(edge), endpoint=True,
                             dtype=np.uint64 if t.kind == "unsigned" else np.int64)
        return np.array(edge + [int(v) for v in drawn], object).astype(t.dtype)
    with np.errstate(all="ignore"):
        special = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, t.min_value or 0,
                            t.max_value or 0] + [np.nan] * (t.kind == "float"))
        x = np.concatenate([special, rng.normal(0, 8, n - len(special))])
        if t.kind == "complex":
            x = x.astype(np.complex128)
            x.imag = rng.permutation(x.real)
        return x.astype(t.dtype)


def _op(name: str, t):
    """The reference's implementation of body op `name` on arrays of `t`."""
    fn = IMPLEMENTATIONS[f"stablehlo.{name}"].fn
    return lambda a, b: np.asarray(call_with_known(fn, (a, b),
                                                   {"result_type": TensorType(a.shape, t)}))


def _same(a, b) -> bool:
    """The same values bit for bit, any NaN matching any NaN."""
    a, b = np.asarray(a), np.asarray(b)
    if a.dtype.kind in "biu":
        return np.array_equal(a, b)
    wide = np.complex128 if a.dtype.kind == "c" or np.iscomplexobj(b) else np.float64
    a64, b64 = a.astype(wide).ravel(), b.astype(wide).ravel()
    parts = ((a64.real, b64.real), (a64.imag, b64.imag)) if wide is np.complex128 else ((a64, b64),)
    return all(np.all((np.isnan(p) & np.isnan(q)) | ((p == q) & (np.signbit(p) == np.signbit(q))))
               for p, q in parts)


def test_every_body_op_is_an_op_with_two_operands():
    for name in reducers.REDUCERS:
        assert len(OPS[f"stablehlo.{name}"].operands) == 2
        assert reducers.REDUCERS[name].identity in reducers.IDENTITIES


@pytest.mark.parametrize("name,t", PAIRS, ids=[f"{n}-{t}" for n, t in PAIRS])
def test_identity_leaves_values_unchanged(name, t):
    v = reducers.identity(name, t)
    if v is None:
        assert (name, t.name) in {("add", "f8E8M0FNU"), ("multiply", "complex<f32>"),
                                  ("multiply", "complex<f64>"), ("maximum", "complex<f32>"),
                                  ("maximum", "complex<f64>"), ("minimum", "complex<f32>"),
                                  ("minimum", "complex<f64>")}
        return
    assert v.dtype == t.dtype and v.shape == ()
    x = _values(t)
    f = _op(name, t)
    assert _same(f(np.broadcast_to(v, x.shape), x), x)
    assert _same(f(x, np.broadcast_to(v, x.shape)), x)


@pytest.mark.parametrize("name,t", PAIRS, ids=[f"{n}-{t}" for n, t in PAIRS])
def test_ufunc_and_order_agree_with_the_reference(name, t):
    x, y = _values(t, seed=1), _values(t, seed=2)
    f = _op(name, t)
    u = reducers.ufunc(name, t)
    if u is not None:
        with np.errstate(over="ignore"):
            assert _same(u(x, y).astype(t.dtype), f(x, y))
    if reducers.order_free(name, t):
        z = _values(t, seed=3)
        assert _same(f(f(x, y), z), f(x, f(y, z))) and _same(f(x, y), f(y, x))


def test_an_op_that_is_no_body_has_no_facts():
    i32 = ELEMENT_TYPES["i32"]
    assert reducers.identity("subtract", i32) is None
    assert reducers.ufunc("subtract", i32) is None and not reducers.order_free("subtract", i32)
    assert reducers.identity("and", ELEMENT_TYPES["f32"]) is None


def test_drawn_bodies_apply_to_the_kind():
    for t in TYPES:
        for name in reducers.bodies(t):
            assert t.kind in reducers.REDUCERS[name].kinds
    assert reducers.bodies(ELEMENT_TYPES["complex<f32>"]) == ("add", "multiply")
    assert reducers.bodies(ELEMENT_TYPES["i1"]) == ("add", "multiply", "maximum", "minimum",
                                                   "and", "or")
