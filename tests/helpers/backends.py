"""Misbehaving backend functions for tests/oracles/test_oracles.py, run inside oracle workers
(`Worker("tests.helpers.backends:hang")`)."""
import time


def hang(text, inputs, func):
    time.sleep(3600)


def fail(text, inputs, func):
    raise ValueError(f"cannot run {text!r}")


def allocate(text, inputs, func):
    """Allocates `text` MiB."""
    import numpy as np
    block = np.ones(int(text) << 20, np.uint8)
    return __import__("oracles.base").base.Outcome("ok", message=str(block.sum()))
