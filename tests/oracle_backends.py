"""Misbehaving backend functions for tests/test_oracles.py (run inside oracle workers)."""
import time


def hang(text, inputs, func):
    time.sleep(3600)


def fail(text, inputs, func):
    raise ValueError(f"cannot run {text!r}")
