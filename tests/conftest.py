"""Shared fixtures: jaxlib's MLIR context (the official parser and verifier)."""
import pytest


@pytest.fixture(scope="session")
def jaxlib_ir():
    """(context, ir module) for jaxlib's official parser; `ir.Module.parse` also verifies."""
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir
    return jm.make_ir_context(), ir
