"""Misbehaving backends for tests: functions for tests/oracles/test_oracles.py, run inside
oracle workers (`Worker("tests.helpers.backends:hang")`), and `OneOpOff`, an in-process backend
with one wrong op."""
import os
import time

import numpy as np

from oracles.base import Outcome
from reference.interpreter import Interpreter


def hang(text, inputs, func):
    time.sleep(3600)


def fail(text, inputs, func):
    raise ValueError(f"cannot run {text!r}")


def allocate(text, inputs, func):
    """Allocates `text` MiB."""
    block = np.ones(int(text) << 20, np.uint8)
    return Outcome("ok", message=str(block.sum()))


def abort_or_parent(text, inputs, func):
    """Aborts the worker when `text` is "abort"; else its parent's process id."""
    if text == "abort":
        os.abort()
    return Outcome("ok", message=str(os.getppid()))


def echo_or_abort(text, inputs, func):
    """Its inputs as its outputs (the programs of tests/oracles/test_batches.py return their
    arguments, or the abs of them); aborts the worker on a program with stablehlo.abs."""
    if "stablehlo.abs" in text:
        os.abort()
    return Outcome("ok", list(inputs))


_POISONED = []


def poisoned_after_failing(text, inputs, func):
    """Raises when `text` is "fail", and from then on on every call, as a backend whose failure
    leaves its process unusable does (a CUDA error stays with the process's context)."""
    if text == "fail" or _POISONED:
        _POISONED.append(text)
        raise RuntimeError(f"CUDA error: misaligned address ({len(_POISONED)} calls since)")
    return Outcome("ok", message=str(os.getpid()))


class OneOpOff:
    """An in-process backend that computes with the reference, every result of op `op_name`
    (e.g. "stablehlo.tanh") 1 % too large: a bug the fuzzer must find and localize."""

    def __init__(self, op_name: str, name: str):
        self.op_name, self.name = op_name, name

    def supports(self, module):
        return True, ""

    def run(self, module, inputs, func="main"):
        off = self.op_name

        class Buggy(Interpreter):
            def run_op(self, op, operands):
                results = super().run_op(op, operands)
                if op.name == off:
                    results = [(r.astype(np.float64) * 1.01).astype(r.dtype) for r in results]
                return results
        return Outcome("ok", [np.asarray(x) for x in Buggy(module).call("main", list(inputs))])
