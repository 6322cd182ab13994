"""Programs compiled as one module (oracles/entry.py's `batched`, WorkerOracle.run_batch): each
program's Outcome is the one it gets alone, whether the batch runs, fails to compile or crashes
its worker."""
import re

import numpy as np
import pytest

import spec
from oracles.entry import batched
from oracles.isolation import WorkerOracle
from oracles.xla import Xla
from spec.verify import verify


def program(body: str, types: str, results: str | None = None) -> spec.ir.Module:
    return spec.parse(f"func.func @main({types}) -> {results or types.split(': ')[1]} "
                      f"{{\n{body}\n}}")


ADD = program("  %y = stablehlo.add %x, %x : tensor<3xf32>\n  return %y : tensor<3xf32>",
              "%x: tensor<3xf32>")
EXP = program("  %y = stablehlo.exponential %x : tensor<2x2xf64>\n  return %y : tensor<2x2xf64>",
              "%x: tensor<2x2xf64>")
TWO = program("  %s = stablehlo.subtract %x, %y : tensor<i32>\n"
              "  return %s, %x : tensor<i32>, tensor<i32>",
              "%x: tensor<i32>, %y: tensor<i32>", "(tensor<i32>, tensor<i32>)")
CALLS = spec.parse("""
func.func @main(%x: tensor<2xi8>) -> tensor<2xi8> {
  %y = func.call @twice(%x) : (tensor<2xi8>) -> tensor<2xi8>
  return %y : tensor<2xi8>
}
func.func private @twice(%x: tensor<2xi8>) -> tensor<2xi8> {
  %y = stablehlo.add %x, %x : tensor<2xi8>
  return %y : tensor<2xi8>
}""")
# XLA's verifier rejects it (the result type does not follow from the operands), ours too
REJECTED = program("  %y = \"stablehlo.add\"(%x, %x) : (tensor<3xf32>, tensor<3xf32>) -> "
                   "tensor<4xf32>\n  return %y : tensor<4xf32>", "%x: tensor<3xf32>",
                   "tensor<4xf32>")
ABS = program("  %y = stablehlo.abs %x : tensor<3xf32>\n  return %y : tensor<3xf32>",
              "%x: tensor<3xf32>")

INPUTS = {id(ADD): [np.array([1.5, -2, 3e38], np.float32)],
          id(EXP): [np.array([[0, 1], [-700, 710]], np.float64)],
          id(TWO): [np.array(7, np.int32), np.array(-2**31, np.int32)],
          id(CALLS): [np.array([100, -3], np.int8)],
          id(REJECTED): [np.ones(3, np.float32)], id(ABS): [np.ones(3, np.float32)]}


def cases(*modules):
    return [(m, INPUTS[id(m)], "main") for m in modules]


def test_a_batch_calls_each_program_and_returns_their_results_in_order():
    module = batched([ADD, TWO, CALLS])
    main = module.func("main")
    assert [str(t) for t in main.type.inputs] == ["tensor<3xf32>", "tensor<i32>", "tensor<i32>",
                                                  "tensor<2xi8>"]
    assert len(main.type.results) == 4
    assert [op.attributes["callee"].name for op in main.walk() if op.name == "func.call"] == [
        "batch0_main", "batch1_main", "batch2_main"]
    assert {(f.name, f.visibility) for f in module.funcs[1:]} == {
        ("batch0_main", "private"), ("batch1_main", "private"), ("batch2_main", "private"),
        ("batch2_twice", "private")}
    calls = [op.attributes["callee"].name for op in module.func("batch2_main").walk()
             if op.name == "func.call"]
    assert calls == ["batch2_twice"]
    assert verify(spec.parse(spec.print_module(module))) == []
    assert [f.name for f in CALLS.funcs] == ["main", "twice"]  # the programs are unchanged


def counting(oracle, monkeypatch) -> list[int]:
    """How many programs each of the worker's runs held (the batch's calls, or 1)."""
    runs, run = [], oracle.worker.run

    def counted(text, inputs, func="main", time_limit=None):
        runs.append(max(len(re.findall(r"callee = @batch\d+_main\b", text)), 1))
        return run(text, inputs, func, time_limit)
    monkeypatch.setattr(oracle.worker, "run", counted)
    return runs


def alike(a, b) -> bool:
    return (a.status, a.message, a.lowered) == (b.status, b.message, b.lowered) and \
        len(a.outputs) == len(b.outputs) and all(
            x.dtype == y.dtype and x.shape == y.shape and x.tobytes() == y.tobytes()
            for x, y in zip(a.outputs, b.outputs))


@pytest.fixture(scope="module")
def xla():
    oracle = Xla(time_limit=30)
    yield oracle
    oracle.close()


@pytest.mark.jaxlib
def test_xla_compiles_a_batch_once_and_each_program_gets_its_own_outputs(xla, monkeypatch):
    alone = [xla.run(*case) for case in cases(ADD, EXP, TWO, CALLS)]
    runs = counting(xla, monkeypatch)
    together = xla.run_batch(cases(ADD, EXP, TWO, CALLS))
    assert runs == [4]
    assert [o.status for o in together] == ["ok"] * 4
    assert all(alike(a, b) for a, b in zip(alone, together))


@pytest.mark.jaxlib
def test_a_batch_xla_rejects_runs_each_program_alone(xla, monkeypatch):
    alone = [xla.run(*case) for case in cases(ADD, REJECTED, EXP)]
    assert [o.status for o in alone] == ["ok", "rejected", "ok"]
    runs = counting(xla, monkeypatch)
    together = xla.run_batch(cases(ADD, REJECTED, EXP))
    assert runs == [3, 1, 1, 1]
    assert all(alike(a, b) for a, b in zip(alone, together))


class Echo(WorkerOracle):
    """A backend that returns its inputs and aborts on stablehlo.abs."""
    name = "echo"
    entry = "tests.helpers.backends:echo_or_abort"
    lowered_chlo = frozenset()
    batches = True
    version = "1"


def test_a_batch_that_crashes_its_worker_runs_each_program_alone(monkeypatch):
    oracle = Echo(time_limit=30)
    try:
        alone = [oracle.run(*case) for case in cases(ADD, ABS, ADD)]
        assert [o.status for o in alone] == ["ok", "crash", "ok"]
        runs = counting(oracle, monkeypatch)
        together = oracle.run_batch(cases(ADD, ABS, ADD))
        assert runs == [3, 1, 1, 1]
        assert [o.status for o in together] == ["ok", "crash", "ok"]
        assert "SIGABRT" in together[1].message
        assert alike(alone[0], together[0]) and alike(alone[2], together[2])
    finally:
        oracle.close()


def test_an_oracle_without_batches_runs_each_program_alone(monkeypatch):
    oracle = Echo(time_limit=30)
    monkeypatch.setattr(oracle, "batches", False)
    try:
        runs = counting(oracle, monkeypatch)
        together = oracle.run_batch(cases(ADD, ADD))
        assert runs == [1, 1] and [o.status for o in together] == ["ok", "ok"]
    finally:
        oracle.close()


def test_the_worker_is_replaced_after_a_program_of_an_op_of_retire_after(monkeypatch):
    """An oracle whose backend may corrupt its own memory on some ops (IREE's scatter) runs the
    case after such a program in a fresh worker; other programs share one."""
    oracle = Echo(time_limit=30)
    monkeypatch.setattr(oracle, "batches", False)
    try:
        assert [oracle.run(*case).status for case in cases(ADD, ADD)] == ["ok", "ok"]
        assert oracle.worker.starts == 1
        monkeypatch.setattr(oracle, "retire_after", frozenset({"add"}))
        assert [oracle.run(*case).status for case in cases(ADD, ADD)] == ["ok", "ok"]
        assert oracle.worker.starts == 2  # the second ran in a fresh worker, itself retired
        assert [o.status for o in oracle.run_batch(cases(ADD, ADD))] == ["ok", "ok"]
        assert oracle.worker.starts == 4
    finally:
        oracle.close()
