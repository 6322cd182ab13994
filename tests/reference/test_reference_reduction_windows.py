"""reduce_window over large windows (jnp.cumsum's lowering: a window as long as the axis): the
reference, its error bound and the program bounds go through the result elements in blocks of
reduction.WINDOW_BLOCK window positions, with the same results as all at once, bit for bit."""
from __future__ import annotations

import contextlib
import tracemalloc

import numpy as np
import pytest
from hypothesis import assume, given, settings, strategies as st

import reference
import spec
from oracles.reference import Reference
from reference.errors import EvaluationTimeout
from reference.interpreter import time_limit
from reference.ops import reduction
from tests.helpers.reduction import (binary, num_windows, padded_sizes_valid, reduce_window,
                                     window_config)


def cumsum_program(rows: int, n: int, body: str = "add", init: str = "0.0",
                   computed: bool = True) -> spec.Module:
    """@main(x, y) = the cumsum (a reduce_window of window n, padding n - 1 before) of x * y
    (of x where not `computed`) along the last axis, jax's lowering, with `body`."""
    t = f"tensor<{rows}x{n}xf32>"
    value = "%p" if computed else "%x"
    return spec.parse(f"""
func.func @main(%x: {t}, %y: {t}) -> {t} {{
  %p = stablehlo.multiply %x, %y : {t}
  %z = stablehlo.constant dense<{init}> : tensor<f32>
  %0 = "stablehlo.reduce_window"({value}, %z) ({{
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.{body} %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }}) {{window_dimensions = array<i64: 1, {n}>,
         padding = dense<[[0, 0], [{n - 1}, 0]]> : tensor<2x2xi64>}} : ({t}, tensor<f32>) -> {t}
  return %0 : {t}
}}""")


@contextlib.contextmanager
def window_block(positions: int):
    saved = reduction.WINDOW_BLOCK
    reduction.WINDOW_BLOCK = positions
    try:
        yield
    finally:
        reduction.WINDOW_BLOCK = saved


def inputs(rows: int, n: int, seed: int = 0) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    return [rng.uniform(-2, 2, (rows, n)).astype(np.float32) for _ in range(2)]


def bounded(module, args) -> list[bytes]:
    """Everything Reference(bounds=True) returns for the verdict, as bytes."""
    outcome = Reference(bounds=True).run(module, args)
    assert outcome.status == "ok", outcome.message
    out = [np.asarray(v).tobytes() for v in outcome.outputs]
    out += [np.asarray(b).tobytes() for b in outcome.bounds or [] if b is not None]
    for total in [*(outcome.totals or []), *(outcome.lowered_totals or [])]:
        if total is not None:
            out += [np.asarray(getattr(total, f)).tobytes() for f in ("total", "bound", "flips")
                    if getattr(total, f) is not None]
    return out


def test_window_positions_match_the_padded_coordinates():
    shape, window, strides, base, dilations = (3, 5), (2, 3), (1, 2), (2, 1), (1, 2)
    padding = [[1, -1], [2, 3]]
    inside, position = reduction.window_positions(shape, window, strides, base, dilations,
                                                  padding)
    out = num_windows(shape, window, strides, base, dilations, padding)
    assert position.shape == (*out, 6)
    for r in np.ndindex(*out):
        for k, w in enumerate(np.ndindex(*window)):
            q = [r[d] * strides[d] + w[d] * dilations[d] - padding[d][0] for d in range(2)]
            on = all(q[d] >= 0 and q[d] % base[d] == 0 and q[d] // base[d] < shape[d]
                     for d in range(2))
            want = (q[0] // base[0]) * shape[1] + q[1] // base[1] if on else 15
            assert (inside[r + (k,)], position[r + (k,)]) == (on, want)


@settings(max_examples=40, deadline=None)
@given(window_config(), st.integers(0, 2 ** 32))
def test_reduce_window_in_blocks_of_one_row_is_the_same(config, seed):
    shape, window, strides, base, dilations, padding = config
    assume(padded_sizes_valid(config))  # else no valid program
    x = np.random.default_rng(seed).standard_normal(shape).astype(np.float32)
    init = np.float32(0.25)
    whole, = reduce_window([x], [init], ["f32"], config, binary("add", "f32"))
    with window_block(1):
        rows, = reduce_window([x], [init], ["f32"], config, binary("add", "f32"))
    assert rows.shape == whole.shape and rows.tobytes() == whole.tobytes()


@settings(max_examples=60, deadline=None)
@given(window_config(), st.integers(0, 2 ** 32))
def test_windows_taken_from_the_padded_view_are_the_positions(config, seed):
    """WindowPlan.take (a view of the value over the padded input) gives each block's values at
    WindowPlan.rows (the positions), samples (a lead axis) included."""
    shape, window, strides, base, dilations, padding = config
    assume(padded_sizes_valid(config))  # else no valid program
    plan = reduction.WindowPlan(shape, window, strides, base, dilations, padding)
    ext = np.random.default_rng(seed).standard_normal((3, plan.size + 1))
    memo = {}
    for a, b in [(0, plan.count), (plan.count // 3, plan.count), (0, plan.count // 2)]:
        assert np.array_equal(plan.take(ext, a, b, memo), ext[..., plan.rows(a, b)])
        assert np.array_equal(plan.take(ext[0], a, b, memo), ext[0][plan.rows(a, b)])


def test_a_padded_input_far_larger_than_the_input_takes_the_positions():
    """Strides and padding that make the padded input 10^7 elements for 4: no view of it, the
    positions per block instead."""
    config = ([4], [2], [10 ** 6], [1], [1], [[0, 10 ** 7]])
    plan = reduction.WindowPlan(*config[:5], config[5])
    assert plan._padded is None and plan.num_windows == (11,)
    x = np.arange(1, 5, dtype=np.float32)
    result, = reduce_window([x], [np.float32(0)], ["f32"], config, binary("add", "f32"))
    assert result.tolist() == [3.0] + [0.0] * 10


def test_cumsum_in_blocks_keeps_the_reference_and_its_bounds():
    """A float cumsum (the pairwise tree over each window, which a running sum would not give)
    and every program bound, the samples included, in blocks of a few rows and all at once."""
    module, args = cumsum_program(3, 64), inputs(3, 64)
    with window_block(1 << 30):
        whole, bounds = reference.evaluate(module, args), bounded(module, args)
    with window_block(100):  # one row of 64 positions per block, 8 samples: one per block
        assert [np.asarray(r).tobytes() for r in reference.evaluate(module, args)] == \
            [np.asarray(r).tobytes() for r in whole]
        assert bounded(module, args) == bounds
    assert not np.array_equal(whole[0], np.cumsum(args[0] * args[1], axis=1))


def test_maximum_and_multiply_windows_in_blocks_keep_the_bounds():
    for body, init in (("maximum", "0xFF800000"), ("multiply", "1.0")):
        module, args = cumsum_program(2, 40, body, init), inputs(2, 40, seed=3)
        with window_block(1 << 30):
            whole = bounded(module, args)
        with window_block(50):
            assert bounded(module, args) == whole, body


def test_large_cumsum_stays_within_a_memory_limit():
    """jnp.cumsum over 2x2048 computed values: 8M window positions, 67M with the program
    bounds' 8 samples (537 MB of float64 at once before); in blocks, the largest allocation at
    any time stays under 64 MiB. Not timed: tracemalloc counts numpy's allocations."""
    module, args = cumsum_program(2, 2048), inputs(2, 2048)
    tracemalloc.start()
    try:
        reference.evaluate(module, args)
        outcome = Reference(bounds=True).run(module, args)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert outcome.status == "ok"
    assert peak < 64 << 20, f"peak {peak / 2 ** 20:.0f} MiB"


def test_the_time_limit_is_checked_between_blocks():
    """A reduce_window past its time limit stops between two blocks (EvaluationTimeout naming
    the op), not after all of them; one block is not interrupted. Not timed: the limit has
    passed before the blocks start."""
    module = cumsum_program(2, 64)
    op = next(o for o in module.func("main").ops if o.name == "stablehlo.reduce_window")
    plan = reduction.WindowPlan((2, 64), (1, 64), None, None, None, [[0, 0], [63, 0]])
    done = []

    def compute(block):
        done.append(len(block))
        return [np.zeros(len(block))]
    with window_block(1 << 20), time_limit(-1):
        assert reduction.by_windows(plan, compute, op=op)[0].shape == (2, 64)
    done.clear()
    with window_block(64), time_limit(-1), pytest.raises(EvaluationTimeout,
                                                          match="reduce_window"):
        reduction.by_windows(plan, compute, op=op)
    assert done == [1]


def test_a_timeout_inside_an_op_names_the_op_once(monkeypatch):
    """A time limit that passes between two blocks of a reduce_window says where once: the
    interpreter does not prefix the op's location to a timeout that already names it."""
    module = cumsum_program(2, 64)
    args = [np.ones(a.type.shape, a.type.element_type.dtype)
            for a in module.func("main").arguments]

    def expired(where=None):  # the limit passes after the first block
        raise EvaluationTimeout(f"the evaluation ran past its time limit (at {where()})")
    monkeypatch.setattr(reduction, "_check_deadline", expired)
    with window_block(64), pytest.raises(EvaluationTimeout) as raised:
        reference.evaluate(module, args)
    assert str(raised.value).count("stablehlo.reduce_window at") == 1, raised.value


@pytest.mark.parametrize("element_type", ["f8E5M2", "f8E4M3FN", "f8E8M0FNU", "f4E2M1FN",
                                          "bf16", "i8"])
def test_windows_of_narrow_types_from_the_padded_view(element_type):
    """The padded view over a one-byte float of ml_dtypes (numpy's strided views cannot rebuild
    '<f1' from its type string: campaign internal note, reduce_window of f8E5M2) gives the
    same maxima as the same values in f32."""
    dtype = spec.types.ELEMENT_TYPES[element_type].dtype
    x = np.arange(1, 13, dtype=np.float32).reshape(3, 4).astype(dtype)
    def program(t):
        return spec.parse(f"""
func.func @main(%x: tensor<3x4x{t}>, %i: tensor<{t}>) -> tensor<4x4x{t}> {{
  %0 = "stablehlo.reduce_window"(%x, %i) ({{
    ^bb0(%a: tensor<{t}>, %b: tensor<{t}>):
      %s = stablehlo.maximum %a, %b : tensor<{t}>
      stablehlo.return %s : tensor<{t}>
    }}) {{window_dimensions = array<i64: 2, 2>,
         padding = dense<[[1, 1], [1, 0]]> : tensor<2x2xi64>}}
    : (tensor<3x4x{t}>, tensor<{t}>) -> tensor<4x4x{t}>
  return %0 : tensor<4x4x{t}>
}}""")
    init = np.asarray(1, dtype)
    (got,) = reference.evaluate(program(element_type), [x, init])
    (want,) = reference.evaluate(program("f32"), [x.astype(np.float32), np.asarray(init, np.float32)])
    assert got.dtype == dtype
    assert np.array_equal(got.astype(np.float32), want)
