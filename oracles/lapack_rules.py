"""Comparison rules of the LAPACK custom_call results that are not unique: eigenvectors and
singular vectors (a sign or phase per vector, any orthonormal basis of a repeated value) and
Householder QR's Q (the phases of its columns), and LAPACK's destroyed inputs.

`verdicts` finds the function outputs that are such a result: a result of a LAPACK custom_call,
reached from the output through func.call returns and jax's masking of failed factorizations
(`select(info == 0, x, NaN)`). It evaluates the program on the reference once to capture the
call's operands and results, and judges the oracle's output by an identity of the factorization
instead of element by element:

- syevd / heevd vectors V: ||A v_i - lambda_i v_i||_2 <= 3 eps ||A||_F for each column (the
  reference's eigenvalue; eps = p(n) (u + 2^-53), p(n) = 4 n^2 + 8 the backward-error growth of
  reference/propagation_custom_call.py) and |V^H V - I| <= 2 eps elementwise;
- gesdd / gesvd U (V^H): ||A A^H u_i - sigma_i^2 u_i||_2 <= 5 eps ||A||_F^2 per column of U (row
  of V^H, with A^H A; sigma_i = 0 past min(m, n)) and the same orthonormality;
- orgqr / ungqr Q: the strictly lower triangle of Q^H A, A = Q R of the call's operands, is
  within 3 eps_qr ||A||_F (eps_qr = 4 (m n + 8) (u + 2^-53)), with the same orthonormality;
- gesdd's first result, syevd's with mode N, and gesdd's U and V^H with mode N: not compared
  (LAPACK destroys or does not compute them).

Every other result (factors that are unique, eigenvalues, singular values, pivots, info) is
compared element by element under its error bound (reference/propagation_custom_call.py).
"""
from __future__ import annotations

import numpy as np

from reference import values
from reference.interpreter import Interpreter
from reference.ops import lapack, numerics
from reference.ops.custom_call import target_keywords, target_of
from reference.propagation_custom_call import ROUTINE, SAME, eigen_growth

from .compare import Verdict

RULES = {"syevd": (0,), "gesdd": (0, 2, 3), "orgqr": (0,)}
"""routine -> the results judged here."""


def judged_outputs(module, func: str = "main") -> dict[int, tuple[object, int]]:
    """output index -> (the LAPACK custom_call, its result index) for the outputs of @func that
    are a result RULES judges."""
    found = {}
    for i, value in enumerate(module.func(func).ops[-1].operands):
        op, index = _source(module, value)
        routine = _routine(op) if op is not None else None
        if routine in RULES and index in RULES[routine]:
            found[i] = (op, index)
    return found


def verdicts(module, inputs: list, outputs: list, func: str = "main") -> dict[int, Verdict]:
    """output index -> the verdict on `outputs` (an oracle's) for every output judged here."""
    judged = judged_outputs(module, func)
    if not judged:
        return {}
    capture = _Capture(module, [op for op, _ in judged.values()])
    capture.call(func, list(inputs))
    out = {}
    for i, (op, index) in judged.items():
        operands, results = capture.seen[id(op)]
        out[i] = _judge(op, index, operands, results, np.asarray(outputs[i]))
    return out


class _Capture(Interpreter):
    """The reference interpreter, keeping the operands and results of some ops (their first
    execution)."""

    def __init__(self, module, ops):
        super().__init__(module)
        self.wanted = {id(op) for op in ops}
        self.seen: dict[int, tuple[list, list]] = {}

    def run_op(self, op, operands: list) -> list:
        results = super().run_op(op, operands)
        if id(op) in self.wanted and id(op) not in self.seen:
            self.seen[id(op)] = (list(operands), list(results))
        return results


def _routine(op) -> str | None:
    if op.name != "stablehlo.custom_call" or target_of(op) is None:
        return None
    match = ROUTINE.fullmatch(target_of(op).name)
    return SAME.get(match.group(1), match.group(1)) if match else None


def _source(module, value):
    """(op, result index) making `value`, through func.call returns and selects whose other
    branch is a NaN fill."""
    while True:
        op = value.defining_op
        if op is None:
            return None, 0
        index = next(k for k, r in enumerate(op.results) if r is value)
        if op.name == "func.call":
            callee = module.func(op.attributes["callee"].name)
            value = callee.ops[-1].operands[index]
        elif op.name == "stablehlo.select" and _nan_fill(op.operands[2]):
            value = op.operands[1]
        else:
            return op, index


def _nan_fill(value) -> bool:
    """Whether `value` is a broadcast NaN constant (jax's mask of a failed factorization)."""
    op = value.defining_op
    while op is not None and op.name == "stablehlo.broadcast_in_dim":
        op = op.operands[0].defining_op
    if op is None or op.name != "stablehlo.constant":
        return False
    with np.errstate(invalid="ignore"):
        return bool(np.all(np.isnan(np.asarray(op.attributes["value"].array)
                                    .astype(np.complex128))))


def _judge(op, index, operands, results, actual) -> Verdict:
    routine = _routine(op)
    config = target_keywords(target_of(op), op, None, [v.type for v in op.results])
    mode = chr(int(config.get("mode", ord("V" if routine == "syevd" else "A"))))
    expected = np.asarray(results[index])
    if actual.shape != expected.shape or actual.dtype != expected.dtype:
        return Verdict(False, f"{routine} result {index}", note=f"expected {expected.dtype} "
                       f"{expected.shape}, got {actual.dtype} {actual.shape}")
    if (routine, index) == ("gesdd", 0) or (routine, mode) in (("syevd", "N"), ("gesdd", "N")):
        return Verdict(True, f"{routine} result {index}: not compared (LAPACK destroys its "
                             "input / does not compute it in this mode)")
    xs = [_wide(lapack._kernel_view(x, i, config.get("operand_layouts"),
                                    np.ndim(x) == np.ndim(operands[0])))
          for i, x in enumerate(operands)]
    rs = [_wide(_kernel(r, k, op, config)) for k, r in enumerate(results)]
    got = _wide(_kernel(actual, index, op, config))
    et = values.element_type_of(np.asarray(operands[0]))
    if routine == "syevd":
        a = numerics._hermitian_from(xs[0], chr(int(config.get("uplo", ord("L")))) == "L")
        return _vectors("syevd eigenvectors", a, got, rs[1], et, gram=False)
    if routine == "gesdd":
        a = xs[0] if index == 2 else _h(xs[0])
        vectors = got if index == 2 else _h(got)
        what = "gesdd U" if index == 2 else "gesdd V^H"
        return _vectors(what, a, vectors, rs[1], et, gram=True)
    return _orthogonal_factor(xs[0], rs[0], got, et)


def _vectors(what, a, v, values_, et, *, gram: bool) -> Verdict:
    """Eigenvectors of a (gram: left singular vectors, eigenvectors of a a^H) by residual and
    orthonormality."""
    n = a.shape[-1] if not gram else max(a.shape[-2:])
    eps = eigen_growth(n) * (_roundoff(et) + 2.0 ** -53)
    norm = _frobenius(a)
    if gram:
        m = a @ _h(a)
        lam = np.zeros(v.shape[:-2] + (v.shape[-1],))
        k = min(values_.shape[-1], v.shape[-1])
        lam[..., :k] = np.abs(values_[..., :k]) ** 2
        allowed = 5 * eps * norm ** 2
    else:
        m, lam, allowed = a, values_, 3 * eps * norm
    residual = np.linalg.norm(m @ v - v * lam[..., None, :], axis=-2)
    tiny = 64 * n * float(values.float_info(_component(et)).smallest_normal)
    rule = (f"{what}: ||M v_i - lambda_i v_i|| <= {3 if not gram else 5} eps ||A||_F"
            f"{'^2' if gram else ''}, |V^H V - I| <= 2 eps, eps = p(n) (u + 2^-53) = {eps:.3g}")
    return _worst(rule, residual, np.broadcast_to(allowed[..., 0] + tiny, residual.shape),
                  v, 2 * eps + tiny)


def _orthogonal_factor(compact, q_ref, q, et) -> Verdict:
    """orgqr's Q: orthonormal columns spanning the nested column spaces of A = Q R."""
    m, n = q_ref.shape[-2:]
    eps = 4.0 * (m * n + 8) * (_roundoff(et) + 2.0 ** -53)
    r = np.triu(compact)[..., :n, :]
    a = q_ref @ r
    lower = np.tril(_h(q) @ a, -1)
    residual = np.linalg.norm(lower, axis=-2)
    tiny = 64 * n * float(values.float_info(_component(et)).smallest_normal)
    allowed = np.broadcast_to(3 * eps * _frobenius(a)[..., 0] + tiny, residual.shape)
    rule = (f"orgqr Q: ||stril(Q^H A)|| <= 3 eps ||A||_F, |Q^H Q - I| <= 2 eps, eps = "
            f"4 (m n + 8) (u + 2^-53) = {eps:.3g}")
    return _worst(rule, residual, allowed, q, 2 * eps + tiny)


def _worst(rule, residual, allowed, v, orthonormal) -> Verdict:
    """The verdict on column residuals within `allowed` and |V^H V - I| within
    `orthonormal`; the worst failing column (or Gram element) with its ratio."""
    gram = _h(v) @ v
    k = gram.shape[-1]
    off = np.abs(gram - np.eye(k))
    with np.errstate(all="ignore"):
        ratios = np.concatenate([(residual / allowed).reshape(-1),
                                 (off / orthonormal).reshape(-1)])
    ratios = np.where(np.isnan(ratios), np.inf, ratios)
    bad = ratios > 1
    if not bad.any():
        return Verdict(True, rule)
    worst = int(np.argmax(ratios))
    where = ("residual of vector (flattened batch x column)" if worst < residual.size
             else "orthonormality (flattened V^H V)")
    at = worst if worst < residual.size else worst - residual.size
    return Verdict(False, rule, int(bad.sum()), (at,), float(
        (allowed.reshape(-1)[at] if worst < residual.size else orthonormal)),
        float(residual.reshape(-1)[at] if worst < residual.size else off.reshape(-1)[at]),
        float(ratios[worst]), where, "x the allowed residual")


def _kernel(r, k, op, config):
    layouts = config.get("result_layouts")
    rank = np.ndim(r)
    src = tuple(layouts[k]) if layouts is not None else tuple(range(rank - 1, -1, -1))
    matrix = len(op.results[k].type.shape) == len(op.operands[0].type.shape)
    return lapack.relayout(np.asarray(r), src, lapack.canonical(rank, matrix))


_wide, _h, _frobenius = lapack.wide, lapack.hermitian, lapack.frobenius


def _component(et):
    return (et.component if et.kind == "complex" else et).dtype


def _roundoff(et) -> float:
    return 2.0 ** -(values.float_info(_component(et)).nmant + 1)
