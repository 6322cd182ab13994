"""Every mutant backend (registry.MUTANTS, filled by the family modules) and `apply(name)`,
which puts one into this process's reference interpreter."""
from . import elementwise, structural  # noqa: F401  (they register the mutants)
from .registry import MUTANTS, Mutant, apply

UNMUTATED = "none"
"""The name of the backend without a mutant (the reference behind the same protocol)."""

__all__ = ["MUTANTS", "Mutant", "UNMUTATED", "apply"]
