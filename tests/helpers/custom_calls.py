"""jax's own programs with custom_call targets, for the custom_call tests: lowered with
`jax.jit(f).lower(*args).as_text()` and read back by our parser.

Until the parser reads Shardy attributes (another part of issue 18), `strip_sdy` deletes every
`sdy.*` attribute of every op (jax puts `sdy.sharding_rule` on its LAPACK calls) with jaxlib's
own bindings and prints the module again: the only change to jax's text.
"""
from __future__ import annotations

import numpy as np

import spec

DTYPES = {"s": np.float32, "d": np.float64, "c": np.complex64, "z": np.complex128}
"""LAPACK's type prefix -> numpy dtype."""


def strip_sdy(text: str) -> str:
    """`text` without its ops' `sdy.*` attributes, printed by jaxlib."""
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir

    with jm.make_ir_context():
        module = ir.Module.parse(text)

        def walk(operation):
            for region in operation.regions:
                for block in region.blocks:
                    for op in block.operations:
                        names = [a if isinstance(a, str) else a.name for a in op.attributes]
                        for name in names:
                            if name.startswith("sdy."):
                                del op.attributes[name]
                        walk(op.operation)
        walk(module.operation)
        return str(module)


def lowered(f, *args) -> str:
    """jax's StableHLO text of `f` on `args` (64-bit types on), Shardy attributes stripped."""
    import jax

    jax.config.update("jax_enable_x64", True)
    return strip_sdy(jax.jit(f).lower(*args).as_text())


def module_of(f, *args):
    """Our parse of `lowered(f, *args)`."""
    return spec.parse(lowered(f, *args))


def jax_result(f, *args) -> list[np.ndarray]:
    """What jax computes for f(*args), flattened."""
    import jax

    jax.config.update("jax_enable_x64", True)
    return [np.asarray(x) for x in jax.tree.leaves(jax.jit(f)(*args))]


def matrices(rng, prefix: str, shape) -> np.ndarray:
    """Standard normal matrices of the prefix's type (complex parts both drawn)."""
    dtype = DTYPES[prefix]
    x = rng.standard_normal(shape)
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


def positive_definite(rng, prefix: str, n: int, batch=()) -> np.ndarray:
    """Well-conditioned Hermitian positive-definite matrices of the prefix's type."""
    a = matrices(rng, prefix, (*batch, n, n)).astype(np.complex128)
    h = a @ np.conj(np.swapaxes(a, -1, -2)) + n * np.eye(n)
    return (h if prefix in "cz" else h.real).astype(DTYPES[prefix])


CALL = ('func.func @main(%a: tensor<{n}x{n}xf32>) -> ({types}) {{\n'
        '  %r:{k} = stablehlo.custom_call @lapack_s{routine}_ffi(%a) {{mhlo.backend_config = '
        '{{{config}}}, operand_layouts = [dense<{layout}> : tensor<2xindex>], result_layouts = '
        '[dense<{layout}> : tensor<2xindex>{more}]}} : (tensor<{n}x{n}xf32>) -> ({types})\n'
        '  return {returns} : {types}\n}}')
"""One f32 LAPACK call returning every result (format fields: see lapack_call)."""


def lapack_call(routine, n, layout="[0, 1]"):
    """A module returning every result of one LAPACK call on an n x n f32 matrix."""
    results = {"potrf": [f"tensor<{n}x{n}xf32>", "tensor<i32>"],
               "getrf": [f"tensor<{n}x{n}xf32>", f"tensor<{n}xi32>", "tensor<i32>"]}[routine]
    more = {"potrf": ", dense<> : tensor<0xindex>",
            "getrf": ", dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>"}[routine]
    config = "uplo = 76 : ui8" if routine == "potrf" else ""
    return spec.parse(CALL.format(n=n, routine=routine, k=len(results), types=", ".join(results),
                                  config=config, layout=layout, more=more,
                                  returns=", ".join(f"%r#{i}" for i in range(len(results)))))
