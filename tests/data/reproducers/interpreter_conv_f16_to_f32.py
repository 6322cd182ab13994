"""Standalone reproducer (jaxlib and numpy only): upstream's interpreter (jaxlib 0.10.2,
`stablehlo.eval_module`) on a convolution of f16 operands with an f32 result, the program
`jax.lax.conv_general_dilated(..., preferred_element_type=jnp.float32)` lowers to.

The products and sums should be those of the f32 result type (XLA computes them so, and the
exact value is printed beside); the interpreter's result differs by far more than f32
rounding, as if it accumulated in f16 and converted at the end. The seed spec forbids the
program (convolution C27 wants one element type for lhs, rhs and result), upstream's verifier
accepts it (spec/verifier_divergences.toml, convolution/c27_result_element_type).

    python tests/data/reproducers/interpreter_conv_f16_to_f32.py
"""
import numpy as np
from jax._src.interpreters import mlir as jm
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

TEXT = """
func.func @main(%lhs: tensor<1x1x1x64xf16>, %rhs: tensor<1x1x64x1xf16>) -> tensor<1x1x1x1xf32> {
  %0 = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x1x1x64xf16>, tensor<1x1x64x1xf16>) -> tensor<1x1x1x1xf32>
  return %0 : tensor<1x1x1x1xf32>
}
"""

rng = np.random.default_rng(0)
lhs = rng.normal(0, 4, (1, 1, 1, 64)).astype(np.float16)
rhs = rng.normal(0, 4, (1, 1, 64, 1)).astype(np.float16)
exact = float(np.dot(lhs.astype(np.float64).ravel(), rhs.astype(np.float64).ravel()))
with jm.make_ir_context(), ir.Location.unknown():
    module = ir.Module.parse(TEXT)
    args = [ir.DenseElementsAttr.get(x) for x in (lhs, rhs)]
    (result,) = stablehlo.eval_module(module, args)
got = float(np.array(result).ravel()[0])
print(f"exact {exact!r}\ninterpreter {got!r}\nf16-rounded exact {float(np.float16(exact))!r}")
print("DIVERGES" if abs(got - exact) > 64 * abs(exact) * 2.0 ** -24 + 1e-6 else "agrees")
