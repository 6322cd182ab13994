"""Checks shared by the tests of generated programs (graphs, model chains)."""
import ml_dtypes
import numpy as np

import reference
from fuzz.shrink import with_intermediates
from reference.values import element_type_of, kind
from spec.types import TensorType


def assert_realistic_intermediates(module, inputs, limit: float) -> None:
    """Every float intermediate of @main (constants aside) is finite, within `limit` in
    magnitude and not subnormal."""
    made = [op for op in module.func("main").ops[:-1] for v in op.results
            if isinstance(v.type, TensorType)]
    for op, x in zip(made, reference.evaluate(with_intermediates(module), inputs), strict=True):
        if op.name == "stablehlo.constant" or kind(element_type_of(x)) != "float":
            continue  # (the init value of a max is -inf)
        wide = np.abs(x.astype(np.float64))
        assert np.all(np.isfinite(wide) & (wide <= limit)), op.name
        assert not np.any((wide > 0) & (wide < ml_dtypes.finfo(x.dtype).tiny)), op.name
