"""Op implementations, one module per family, registered by name in `registry`.

Importing this package imports every family module, so `registry.IMPLEMENTATIONS` is complete.
"""
from importlib import import_module

from .registry import IMPLEMENTATIONS, Unspecified, op, unspecified

FAMILIES = ("structure", "arithmetic", "math", "bitwise", "comparison", "conversion",
            "custom_call", "shape", "slicing", "sort", "gather_scatter",
            "control_flow", "numerics", "reduction", "linalg", "random", "quantization", "collectives",
            "chlo", "chlo_structured", "sdy", "interpreter", "legacy", "arith")

for _family in FAMILIES:
    import_module(f"{__name__}.{_family}")
import_module(f"{__name__}.lapack")  # custom_call targets (shape_assertion, LAPACK)

__all__ = ["IMPLEMENTATIONS", "Unspecified", "op", "unspecified", "FAMILIES"]
