"""Python oracles of a vendor that break the Oracle interface, each in one way (named as
`tests.helpers.hostile_oracles:CLASS` on a command line): each computes @main with the
reference where it returns anything."""
from __future__ import annotations

import numpy as np

import reference
from oracles.base import Oracle, Outcome


class Honest(Oracle):
    name, version = "hostile", "hostile 1"

    def __init__(self, time_limit: float = 60.0):
        self.time_limit = time_limit

    def run(self, module, inputs, func="main"):
        return Outcome("ok", [np.asarray(x) for x in reference.evaluate(module, list(inputs),
                                                                         func)])


class RaisesInInit(Honest):
    def __init__(self, time_limit: float = 60.0):
        raise RuntimeError("no device found")


class RaisesInRun(Honest):
    def run(self, module, inputs, func="main"):
        raise RuntimeError("backend exploded")


class ReturnsNoOutcome(Honest):
    def run(self, module, inputs, func="main"):
        return 42


class ReturnsNoOutputs(Honest):
    def run(self, module, inputs, func="main"):
        return Outcome("ok", [])


class ReturnsAFloat(Honest):
    def run(self, module, inputs, func="main"):
        return Outcome("ok", [1.5])


class WritesIntoItsInputs(Honest):
    def run(self, module, inputs, func="main"):
        outcome = super().run(module, inputs, func)
        for x in inputs:
            x[...] = 0
        return outcome


class VersionRaises(Honest):
    @property
    def version(self):
        raise RuntimeError("version query failed")
