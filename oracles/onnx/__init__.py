"""ONNX Runtime (CPU provider) as an oracle, through a StableHLO -> ONNX translator.

The package, lowest first: `graph` (the ONNX graph under construction, the element type
tables and the value helpers), `registry` (the handlers by op name), one module per op family
(`elementwise`, `structure`, `reduction`, `gather`, `convolution`, `control_flow`: each
registers its handlers when imported), `translate` (the translator's entry point) and `oracle`
(the `OnnxRuntime` oracle). Importing the package imports every family module, so
`registry.HANDLERS` is complete before the oracle reads it.
"""
from importlib import import_module

FAMILIES = ("elementwise", "structure", "reduction", "gather", "convolution", "control_flow")

for _family in FAMILIES:
    import_module(f"{__name__}.{_family}")

from .graph import OPSET, Untranslatable  # noqa: E402
from .oracle import OnnxRuntime, execute, from_boundary, to_boundary  # noqa: E402
from .registry import HANDLERS  # noqa: E402
from .translate import translate  # noqa: E402

__all__ = ["FAMILIES", "HANDLERS", "OPSET", "OnnxRuntime", "Untranslatable", "execute",
           "from_boundary", "to_boundary", "translate"]
