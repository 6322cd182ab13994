"""Shared fixtures: jaxlib's MLIR context (the official parser and verifier), the oracles."""
import pytest

from oracles.stablehlo_interpreter import StablehloInterpreter
from oracles.xla import Xla


@pytest.fixture(scope="session")
def jaxlib_ir():
    """(context, ir module) for jaxlib's official parser; `ir.Module.parse` also verifies."""
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir
    return jm.make_ir_context(), ir


@pytest.fixture(scope="module")
def jaxlib_oracles_pair():
    """[upstream's interpreter, XLA CPU] in worker processes, for one test module."""
    made = [StablehloInterpreter(time_limit=60), Xla(time_limit=60)]
    yield made
    for o in made:
        o.close()
