"""Generators of the linear-algebra ops: dot_general, convolution, dynamic_conv, fft, cholesky,
triangular_solve. Matrices that must be well-conditioned are built so (not filtered)."""
from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from spec.attributes import ArrayAttr, BoolAttr
from spec.build import (bool_array, conv_dimensions, enum, i64_array, i64_matrix, integer, struct,
                        tensor_type)
from spec.shapes import convolution_shape, dilated_shape, dot_general_shape, fft_shape
from spec.types import ELEMENT_TYPES

NUMERIC = ("integer", "float", "complex")
PRECISIONS = ("DEFAULT", "HIGH", "HIGHEST")
_perm = st.permutations


def _precision(p) -> dict:
    """`precision_config` (two drawn precisions) or nothing."""
    if not p.boolean():
        return {}
    pair = tuple(enum("precision", p.choice(PRECISIONS)) for _ in range(2))
    return {"precision_config": ArrayAttr(pair)}


def _dot_general(p):
    et = p.typed(NUMERIC)
    batch = p.shape(max_rank=2)
    contract = p.shape(min_rank=1, min_side=2, max_rank=2) if p.hard else p.shape(max_rank=2)
    if p.hard and len(contract) == 2 and p.choice(("square", "drawn")) == "square":
        contract = (contract[0], contract[0])  # pairs of equal sizes: their order matters
    free_l, free_r = p.shape(max_rank=1), p.shape(max_rank=1)
    lhs_labels = p.permutation([("b", i) for i in range(len(batch))] + [("c", i) for i in range(
        len(contract))] + [("l", i) for i in range(len(free_l))])
    rhs_labels = p.permutation([("b", i) for i in range(len(batch))] + [("c", i) for i in range(
        len(contract))] + [("r", i) for i in range(len(free_r))])
    size = {"b": batch, "c": contract, "l": free_l, "r": free_r}
    where = lambda labels, kind, n: [labels.index((kind, i)) for i in range(n)]  # noqa: E731
    dn = struct("dot", lhs_batching_dimensions=where(lhs_labels, "b", len(batch)),
                rhs_batching_dimensions=where(rhs_labels, "b", len(batch)),
                lhs_contracting_dimensions=where(lhs_labels, "c", len(contract)),
                rhs_contracting_dimensions=where(rhs_labels, "c", len(contract)))
    lhs_shape = [size[k][i] for k, i in lhs_labels]
    rhs_shape = [size[k][i] for k, i in rhs_labels]
    result = dot_general_shape(lhs_shape, rhs_shape, **dn.as_dict())
    lhs, rhs = p.arg(et, lhs_shape), p.arg(et, rhs_shape)
    p.op("dot_general", [lhs, rhs], [tensor_type(result, et)],
         {"dot_dimension_numbers": dn, **_precision(p)})


def _conv_parts(p):
    """Shapes, layout and attributes of a valid convolution (spec convolution C1-C27)."""
    first = p.integers_hard_first
    et, spatial = p.typed(NUMERIC), first((2,), 1, 2)
    groups = first((2, 3), 1, 3) if p.hard else p.integers(1, 2)
    feature = p.choice(("feature", "batch")) == "feature" if p.hard else p.boolean()
    fg, bg = (groups, 1) if feature else (1, groups)
    n, cg = bg * p.integers(1, 2), first((2,), 1, 2)
    o = groups * p.integers(1, 2)
    sizes, pads, attrs = [], [], {"s": [], "ld": [], "rd": [], "rev": []}
    for _ in range(spatial):
        x, k = first((4, 3), 1, 4), first((3, 2), 1, 3)
        s, ld, rd = first((2,), 1, 2), first((2,), 1, 2), first((2,), 1, 2)
        lo, hi = first((2, 1), -1, 2), first((0, -1), -1, 2)
        hi += max(0, dilated_shape(k, rd) - (dilated_shape(x, ld) + lo + hi))
        sizes.append((x, k))
        pads.append((lo, hi))
        reverse = p.choice((True, False)) if p.hard else p.boolean()
        for key, v in zip(("s", "ld", "rd", "rev"), (s, ld, rd, reverse)):
            attrs[key].append(v)
    spatial_names = [str(i) for i in range(spatial)]
    lhs_l = p.permutation(["b", "f"] + spatial_names)
    rhs_l = p.permutation(["i", "o"] + spatial_names)
    out_l = p.permutation(["b", "f"] + spatial_names)
    lhs = [{"b": n, "f": fg * cg}.get(d) or sizes[int(d)][0] for d in lhs_l]
    rhs = [{"i": cg, "o": o}.get(d) or sizes[int(d)][1] for d in rhs_l]
    dims = conv_dimensions(lhs_l, rhs_l, out_l)
    out = convolution_shape(
        lhs, rhs, input_batch_dimension=dims.input_batch_dimension,
        input_spatial_dimensions=dims.input_spatial_dimensions,
        kernel_output_feature_dimension=dims.kernel_output_feature_dimension,
        kernel_spatial_dimensions=dims.kernel_spatial_dimensions,
        output_batch_dimension=dims.output_batch_dimension,
        output_feature_dimension=dims.output_feature_dimension,
        output_spatial_dimensions=dims.output_spatial_dimensions, batch_group_count=bg,
        window_strides=attrs["s"], padding=pads, lhs_dilation=attrs["ld"],
        rhs_dilation=attrs["rd"])
    attributes = {"window_strides": i64_array(attrs["s"]), "lhs_dilation": i64_array(attrs["ld"]),
                  "rhs_dilation": i64_array(attrs["rd"]),
                  "window_reversal": bool_array(attrs["rev"]),
                  "dimension_numbers": dims,
                  "feature_group_count": integer(fg), "batch_group_count": integer(bg),
                  **_precision(p)}
    return et, lhs, rhs, out, pads, attributes


def _convolution(p):
    et, lhs, rhs, out, pads, attrs = _conv_parts(p)
    p.op("convolution", [p.arg(et, lhs), p.arg(et, rhs)], [tensor_type(out, et)],
         {"padding": i64_matrix(pads), **attrs})


def _dynamic_conv(p):
    et, lhs, rhs, out, pads, attrs = _conv_parts(p)
    padding = p.arg(p.element_type(("i32", "i64")), (len(pads), 2), np.array(pads))
    p.op("dynamic_conv", [p.arg(et, lhs), p.arg(et, rhs), padding], [tensor_type(out, et)], attrs)


def _fft(p):
    """In a hard program the inverse transforms first, of the requested type where fft takes
    it."""
    kind = p.choice(("IFFT", "IRFFT", "FFT", "RFFT") if p.hard else ("FFT", "IFFT", "RFFT",
                                                                    "IRFFT"))
    real = p.element_type(("f32", "f64"))
    if p.hard and p.b.element_types[0] in ("f64", "complex<f64>"):
        real = "f64"
    batch, lengths = p.shape(max_rank=1), p.shape(p.integers(1, 3), min_side=1)
    cplx = f"complex<{real}>"
    half = tuple(fft_shape(lengths, "RFFT"))
    attrs = {"fft_type": enum("fft_type", kind), "fft_length": i64_array(lengths)}
    if kind in ("FFT", "IFFT"):
        p.op("fft", [p.arg(cplx, batch + lengths)], [tensor_type(batch + lengths, cplx)], attrs)
    elif kind == "RFFT":
        p.op("fft", [p.arg(real, batch + lengths)], [tensor_type(batch + half, cplx)], attrs)
    else:  # a Hermitian operand: the spectrum of a real signal (irfft-not-hermitian otherwise)
        signal = p.rng.uniform(-4, 4, size=batch + lengths)
        spectrum = np.fft.rfftn(signal, axes=range(len(batch), len(batch) + len(lengths)))
        p.op("fft", [p.arg(cplx, batch + half, spectrum)], [tensor_type(batch + lengths, real)],
             attrs)


def _square(p, families=("float", "complex")):
    et = p.typed(families)
    batch, n = p.shape(max_rank=1), p.integers_hard_first((3, 2), int(p.hard), 3)
    return et, batch, n


def _random_matrix(p, et, shape):
    x = p.rng.uniform(-2, 2, size=shape)
    if ELEMENT_TYPES[et].kind == "complex":
        x = x + 1j * p.rng.uniform(-2, 2, size=shape)
    return x


def _cholesky(p):
    """a = m m^H + n I: Hermitian positive definite by construction."""
    et, batch, n = _square(p)
    m = _random_matrix(p, et, batch + (n, n))
    a = m @ np.conj(np.swapaxes(m, -1, -2)) + n * np.eye(n)
    lower = p.boolean()
    p.op("cholesky", [p.arg(et, batch + (n, n), a)], [tensor_type(batch + (n, n), et)],
         {"lower": BoolAttr(lower)})


def _triangular_solve(p):
    """A triangular `a` with a diagonal of magnitude >= 1 (1 under unit_diagonal)."""
    et, batch, n = _square(p)
    left, lower, unit = p.boolean(), p.boolean(), p.boolean()
    m = p.integers_hard_first((2, 3), int(p.hard), 3)
    a = _random_matrix(p, et, batch + (n, n))
    diagonal = np.ones(n) if unit else (1 + p.rng.uniform(0, 2, size=n)) * p.rng.choice([-1, 1], n)
    a = np.tril(a, -1) if lower else np.triu(a, 1)
    a = a + np.eye(n) * diagonal
    b = batch + ((n, m) if left else (m, n))
    attrs = {"left_side": BoolAttr(left), "lower": BoolAttr(lower),
             "unit_diagonal": BoolAttr(unit)}
    operands = [p.arg(et, batch + (n, n), a), p.arg(et, b)]
    if p.hard:  # one solve per transpose_a, each a result
        p.returns([p.op("triangular_solve", operands, [tensor_type(b, et)],
                        {**attrs, "transpose_a": enum("transpose", t)})[0]
                   for t in ("ADJOINT", "TRANSPOSE", "NO_TRANSPOSE")])
        return
    transpose = p.choice(("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"))
    p.op("triangular_solve", operands, [tensor_type(b, et)],
         {**attrs, "transpose_a": enum("transpose", transpose)})


LINALG = {"dot_general": _dot_general, "convolution": _convolution,
          "dynamic_conv": _dynamic_conv, "fft": _fft, "cholesky": _cholesky,
          "triangular_solve": _triangular_solve}
