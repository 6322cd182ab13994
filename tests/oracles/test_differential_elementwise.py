"""Differential tests of every elementwise, conversion and bit op, on every element type
the reference and the other oracle both support, against the official interpreter and XLA CPU.

Inputs are function arguments (never constants), generated from a seeded numpy generator with a
share of special values (NaN, +-inf, +-0, subnormals, extreme integers); elements where an op's
declared Unspecified conditions hold are resampled once, then replaced by a copy of an element
outside every condition (upstream's interpreter dies on some of them: integer division by zero),
and a case where no element is outside (remainder of complex numbers) is not comparable: it is
listed in a warning, or the test is skipped when no case of the op is comparable. The cases of
one op run CHUNK to a program (one op per case); a program an oracle does not run as a whole is
split in halves to find the culprit. Disagreements listed in oracles/known_divergences.toml are
expected; any other fails the test.
"""
from __future__ import annotations

import functools
import warnings
from dataclasses import dataclass

import ml_dtypes
import numpy as np
import pytest

import spec
from oracles.compare import (campaign_only, compare, find_divergence, is_subnormal,
                             known_divergences, rule_for)
from oracles.reference import Reference
from reference.interpreter import Interpreter
from reference.ops.registry import IMPLEMENTATIONS, unspecified
from spec.build import dense, enum, function, integer, region, tensor_type
from spec.ops import OPS
from spec.types import ELEMENT_TYPES, ElementType, TensorType
from fractions import Fraction
from fuzz.differential import Checker
from fuzz.findings import Finding
from fuzz.known import KNOWN, known_reason
from oracles.xla import Xla
from tests.helpers import compare as compare_op
from tests.helpers.differential import NotComparable
from tests.helpers.oracles import compile_with_jaxlib, valid_module, run_with_jaxlib
from reference import evaluate

pytestmark = pytest.mark.jaxlib

SIZE = 128
CHUNK = 32
SEED = 20240603

ELEMENTWISE_OPS = (
    "abs", "add", "and", "atan2", "bitcast_convert", "cbrt", "ceil", "clamp", "compare",
    "complex", "convert", "cosine", "count_leading_zeros", "divide", "exponential",
    "exponential_minus_one", "floor", "imag", "is_finite", "log", "log_plus_one", "logistic",
    "maximum", "minimum", "multiply", "negate", "not", "or", "popcnt", "power", "real",
    "reduce_precision", "remainder", "round_nearest_afz", "round_nearest_even", "rsqrt",
    "select", "shift_left", "shift_right_arithmetic", "shift_right_logical", "sign", "sine",
    "sqrt", "subtract", "tan", "tanh", "xor",
)

FAMILIES = {"integer": ("signed", "unsigned"), "bool": ("bool",), "signed": ("signed",),
            "unsigned": ("unsigned",), "float": ("float",), "complex": ("complex",)}

REDUCE_PRECISION = ((8, 23), (5, 10), (8, 7), (4, 3), (5, 2), (2, 1))
COMPARE_TYPES = {"bool": ("UNSIGNED",), "signed": ("SIGNED",), "unsigned": ("UNSIGNED",),
                 "float": ("FLOAT", "TOTALORDER"), "complex": ("FLOAT",)}
DIRECTIONS = ("EQ", "NE", "GE", "GT", "LE", "LT")


@dataclass(frozen=True)
class Case:
    """One op on one combination of types: `key` names it in reports and known divergences."""

    op: str
    operands: tuple[ElementType, ...]
    result: ElementType
    attributes: tuple[tuple[str, object], ...] = ()
    shape_in: tuple[int, ...] = (SIZE,)
    shape_out: tuple[int, ...] = (SIZE,)

    @property
    def key(self) -> str:
        if self.op in ("convert", "bitcast_convert"):
            return f"{self.operands[0].name}->{self.result.name}"
        return self.operands[-1].name

    def __str__(self) -> str:
        attrs = "".join(f" {k}={v}" for k, v in self.attributes)
        return f"{self.op} {self.key}{attrs}"


# --- cases ----------------------------------------------------------------------------------

def operand_types(op: str) -> list[ElementType]:
    """The element types the op's schema allows for its (first non-predicate) operand."""
    schema = OPS[f"stablehlo.{op}"]
    operand = schema.operands[1] if op == "select" else schema.operands[0]
    kinds = {k for fam in operand.elements for k in FAMILIES[fam]} or {
        "bool", "signed", "unsigned", "float", "complex"}
    return [t for t in ELEMENT_TYPES.values() if t.kind in kinds]


def cases(op: str) -> list[Case]:
    i1 = ELEMENT_TYPES["i1"]
    arity = len(OPS[f"stablehlo.{op}"].operands)
    out = []
    for t in operand_types(op):
        if op == "compare":
            out += [Case(op, (t, t), i1, (("comparison_direction", d), ("compare_type", c)))
                    for c in COMPARE_TYPES[t.kind] for d in DIRECTIONS]
        elif op == "convert":
            out += [Case(op, (t,), r) for r in ELEMENT_TYPES.values()]
        elif op == "bitcast_convert":
            out += [bitcast(t, r) for r in ELEMENT_TYPES.values()
                    if r.kind != "bool" and t.kind != "bool"
                    and (t.kind == "complex") == (r.kind == "complex")  # constraint C2
                    and max(t.bits, r.bits) % min(t.bits, r.bits) == 0]
        elif op == "reduce_precision":
            out += [Case(op, (t,), t, (("exponent_bits", e), ("mantissa_bits", m)))
                    for e, m in REDUCE_PRECISION]
        elif op == "select":
            out.append(Case(op, (i1, t, t), t))
        elif op == "complex":
            if t.name in ("f32", "f64"):
                out.append(Case(op, (t, t), ELEMENT_TYPES[f"complex<{t.name}>"]))
        elif op == "is_finite":
            out.append(Case(op, (t,), i1))
        elif op in ("real", "imag") or (op == "abs" and t.kind == "complex"):
            out.append(Case(op, (t,), t.component or t))
        else:
            out.append(Case(op, (t,) * arity, t))
    return out


def bitcast(t: ElementType, r: ElementType) -> Case:
    """bitcast_convert from t to r: a narrower result gets an extra trailing dimension."""
    if t.bits == r.bits:
        return Case("bitcast_convert", (t,), r)
    if t.bits > r.bits:
        return Case("bitcast_convert", (t,), r, shape_out=(SIZE, t.bits // r.bits))
    return Case("bitcast_convert", (t,), r, shape_in=(SIZE, r.bits // t.bits))


@functools.lru_cache(maxsize=None)
def program(batch: tuple[Case, ...]) -> spec.Module:
    """One function: every case's operands are arguments, every case's result is returned."""
    def build(b, args):
        args, results = iter(args), []
        for c in batch:
            results += b.op(c.op, [next(args) for _ in c.operands],
                            [tensor_type(c.shape_out, c.result)],
                            {k: attribute(k, v) for k, v in c.attributes})
        return results
    types = [tensor_type(c.shape_in, t) for c in batch for t in c.operands]
    return spec.Module([function("main", types, build, visibility="public")])


def attribute(name: str, value):
    """The attribute value of a case's (name, value) pair."""
    if name == "comparison_direction":
        return enum("comparison_direction", value)
    if name == "compare_type":
        return enum("comparison_type", value)
    return integer(value, "i32")


# --- inputs ---------------------------------------------------------------------------------

def special_values(t: ElementType) -> np.ndarray:
    if t.kind == "bool":
        return np.array([False, True])
    if t.kind in ("signed", "unsigned"):
        return np.array([t.min_value, t.max_value, 0, 1, t.max_value - 1,
                         t.min_value + (t.kind == "signed")], dtype=object).astype(t.dtype)
    if t.kind == "complex":
        raise ValueError("complex values are built from their parts")
    info = ml_dtypes.finfo(t.dtype)
    vals = [0.0, -0.0, 1.0, -1.0, 0.5, float(info.max), float(info.min), float(info.smallest_normal),
            float(info.smallest_subnormal), -float(info.smallest_subnormal), np.inf, -np.inf, np.nan]
    with np.errstate(all="ignore"):
        return np.array(vals).astype(t.dtype)


def plain_values(t: ElementType, n: int, rng: np.random.Generator) -> np.ndarray:
    """Ordinary values: small integers; floats of moderate magnitude."""
    if t.kind == "bool":
        return rng.integers(0, 2, n).astype(bool)
    if t.kind in ("signed", "unsigned"):
        lo, hi = max(t.min_value, -8), min(t.max_value, 8)
        return rng.integers(lo, hi + 1, n).astype(t.dtype)
    if t.kind == "complex":
        return (rng.normal(0, 2, n) + 1j * rng.normal(0, 2, n)).astype(t.dtype)
    with np.errstate(all="ignore"):
        return (rng.normal(0, 1, n) * np.exp2(rng.integers(-4, 5, n))).astype(t.dtype)


def values(t: ElementType, shape, rng: np.random.Generator) -> np.ndarray:
    """A mix: a quarter each of special values, random bit patterns (every value of narrow
    types, subnormals included), ordinary values and wide-ranging values."""
    n = int(np.prod(shape))
    if t.kind == "complex":
        x = np.empty(shape, t.dtype)
        x.real, x.imag = values(t.component, shape, rng), values(t.component, shape, rng)
        return x
    special = special_values(t)
    parts = [special[rng.integers(0, len(special), n)], plain_values(t, n, rng)]
    if t.kind in ("signed", "unsigned"):
        parts.append(rng.integers(t.min_value, t.max_value, n, endpoint=True, dtype=np.int64
                                  if t.kind == "signed" else np.uint64).astype(t.dtype))
    elif t.kind == "float":
        storage = np.dtype(f"u{t.dtype.itemsize}")
        bits = rng.integers(0, 1 << t.bits, n, dtype=np.uint64).astype(storage)
        parts.append(bits.view(t.dtype))
    pick = rng.integers(0, len(parts), n)
    x = np.choose(pick, [p.astype(t.dtype) for p in parts]) if t.kind != "bool" else \
        np.where(pick % 2 == 0, parts[0], parts[1])
    return x.astype(t.dtype).reshape(shape)


def attribute_values(case: Case) -> dict:
    shape = case.shape_out
    return dict(case.attributes, result_type=TensorType(shape, case.result),
                result_types=[TensorType(shape, case.result)])


def inputs(case: Case, rng: np.random.Generator) -> tuple[list[np.ndarray] | None, list[str]]:
    """The case's arguments, no row of which (index along the first dimension) falls under one
    of the op's Unspecified conditions: such rows get fresh ordinary values once, then a copy of
    a row outside every condition. (None, the ids of the conditions) when every row stays under
    one (not comparable)."""
    args = [values(t, case.shape_in, rng) for t in case.operands]
    attrs = attribute_values(case)
    rows = unspecified_rows(case, args)
    if rows.any():
        count = int(rows.sum())
        for j, t in enumerate(case.operands):
            args[j][rows] = plain_values(t, count * (args[j].size // SIZE), rng).reshape(
                (count,) + case.shape_in[1:])
        rows = unspecified_rows(case, args)
    if rows.all():
        return None, [u.id for u in unspecified(case.op) if u.mask(*args, **attrs).any()]
    if rows.any():
        safe = np.flatnonzero(~rows)
        source = safe[np.arange(rows.sum()) % len(safe)]
        for a in args:
            a[rows] = a[source]
    return args, []


def unspecified_mask(case: Case, args: list[np.ndarray]) -> np.ndarray:
    """The result elements under one of the op's declared Unspecified conditions."""
    module = program((case,))
    mask = Interpreter(module).unspecified_mask(module.func("main").ops[0], args)
    return np.broadcast_to(False if mask is None else mask, case.shape_out)


def unspecified_rows(case: Case, args: list[np.ndarray]) -> np.ndarray:
    return unspecified_mask(case, args).reshape(SIZE, -1).any(axis=1)


# --- running --------------------------------------------------------------------------------

KNOWN, ALLOWANCES = known_divergences()


def known(oracle: str, case: Case) -> dict | None:
    return find_divergence(KNOWN, oracle, case.op, case.key, None)


@pytest.fixture(scope="module")
def oracles(jaxlib_oracles_pair):
    return jaxlib_oracles_pair


def subnormal_inputs(case: Case, args: list[np.ndarray]) -> np.ndarray:
    """True for each result element computed from a subnormal input element."""
    rows = np.zeros(SIZE, bool)
    for a in args:
        rows |= is_subnormal(a).reshape(SIZE, -1).any(axis=1)
    return np.broadcast_to(rows.reshape((SIZE,) + (1,) * (len(case.shape_out) - 1)),
                           case.shape_out)


def run_cases(oracle, batch: list[Case], args: list[list[np.ndarray]]):
    """[(case index, outcome, outputs)] for the cases `oracle` supports, CHUNK cases per program
    (XLA's compile time grows faster than the program)."""
    supported = [i for i, c in enumerate(batch) if oracle.supports(program((c,)))[0]]
    results = []
    for start in range(0, len(supported), CHUNK):
        results += run_chunk(oracle, batch, args, supported[start:start + CHUNK])
    return results


def run_chunk(oracle, batch, args, chunk: list[int]):
    """run_cases for one program. One the oracle rejects is split in halves to find the culprit;
    after a crash (which costs a worker restart) the cases run one by one."""
    outcome = oracle.run(program(tuple(batch[i] for i in chunk)), [a for i in chunk for a in args[i]])
    if outcome.status == "ok" or len(chunk) == 1:
        return [(i, outcome, outcome.outputs[k:k + 1]) for k, i in enumerate(chunk)]
    if outcome.status in ("crash", "timeout"):
        return [r for i in chunk for r in run_chunk(oracle, batch, args, [i])]
    half = len(chunk) // 2
    return run_chunk(oracle, batch, args, chunk[:half]) + run_chunk(oracle, batch, args, chunk[half:])


def disagreements(op: str, oracles) -> tuple[list, list, int]:
    """Each disagreement as (oracle name, case, message), the cases not comparable as (case, the
    ids of the Unspecified conditions covering it), and how many cases were compared."""
    rng = np.random.default_rng([SEED, ELEMENTWISE_OPS.index(op)])
    ref = Reference()
    batch, args, masks, expected, not_comparable = [], [], [], [], []
    for case in cases(op):
        case_args, covering = inputs(case, rng)
        if case_args is None:
            not_comparable.append((case, covering))
            continue
        outcome = ref.run(program((case,)), case_args)
        if outcome.status == "unsupported":
            continue
        batch.append(case)
        args.append(case_args)
        masks.append(unspecified_mask(case, case_args))
        expected.append(outcome)
    found = []
    for oracle in oracles:
        for i, outcome, outputs in run_cases(oracle, batch, args):
            case = batch[i]
            if expected[i].status != "ok":
                found.append((oracle.name, case, f"reference {expected[i].status}: "
                                                  f"{expected[i].message}"))
            elif outcome.status != "ok":
                found.append((oracle.name, case, f"{oracle.name} {outcome.status}: "
                                                  f"{outcome.message[-400:]}"))
            else:
                rule = rule_for(op, case.result.name, oracle.name, case.operands[-1].name)
                allowances = ALLOWANCES.get(oracle.name, ())
                ignore = masks[i]
                if "flush-subnormals" in allowances:
                    ignore = ignore | subnormal_inputs(case, args[i])
                verdict = compare(expected[i].outputs[0], outputs[0], rule, ignore=ignore,
                                  allowances=allowances)
                if not verdict.passed:
                    worst = verdict.index
                    inputs_at = [a.reshape(SIZE, -1)[worst[0]].tolist()
                                 for a in args[i]] if worst else []
                    found.append((oracle.name, case, f"{verdict}; inputs {inputs_at}"))
    return found, not_comparable, len(batch)


SLOW = ("convert", "bitcast_convert", "compare")
"""Every pair of element types: about 8 s of CPU each (the whole file: about 45 s of CPU with
-n 2), most of it XLA compiling the ~550 ops of each."""


@pytest.mark.parametrize("op", [pytest.param(op, marks=pytest.mark.slow) if op in SLOW else op
                                for op in ELEMENTWISE_OPS])
def test_reference_agrees_with_oracles(op, oracles):
    if f"stablehlo.{op}" not in IMPLEMENTATIONS:
        pytest.skip("not implemented in reference yet")
    found, not_comparable, compared = disagreements(op, oracles)
    if not compared and not_comparable:
        pytest.skip("not comparable: " + "; ".join(f"{case} is all under {ids}"
                                                   for case, ids in not_comparable))
    if not_comparable:
        warnings.warn(NotComparable(f"{len(not_comparable)} case(s) not compared, every element "
                                    "under an Unspecified condition: " + "; ".join(
                                        f"{case} ({', '.join(ids)})" for case, ids in not_comparable)))
    unexpected = [f"{name}: {case}: {msg}" for name, case, msg in found
                  if not known(name, case)]
    seen = {(name, case.op, case.key) for name, case, _ in found}
    for entry in KNOWN:
        if entry["op"] == op and not campaign_only(entry) and not any(o == entry["oracle"] and (k in entry["types"]
                                                                    or "*" in entry["types"])
                                         for o, _, k in seen):
            warnings.warn(f"stale entry in known_divergences.toml: {entry}")
    assert not unexpected, f"{len(unexpected)} disagreement(s):\n" + "\n".join(unexpected)


# ---------------------------------------------------------------------------------------------
# Regressions: complex<f64> results of XLA CPU: expected values from exact arithmetic (fractions of the
# float inputs; tanh values computed once with mpmath at 300 bits), not from the reference.


CONVERT = """func.func @main(%arg0: tensor<3xcomplex<f32>>) -> (tensor<3xcomplex<f64>>) {
  %v1 = "stablehlo.convert"(%arg0) : (tensor<3xcomplex<f32>>) -> tensor<3xcomplex<f64>>
  "func.return"(%v1) : (tensor<3xcomplex<f64>>) -> ()
}"""


@pytest.mark.jaxlib
def test_convert_regression_9aac748e81246132_complex_subnormal_part_is_no_finding():
    """Converting complex<f32> values with a subnormal part to complex<f64> is no finding
    against XLA, which flushes each subnormal part alone."""
    x = np.array([0.0020453734 + 1e-45j, 1e-45 - 1e-45j, 1.5 - 2j], np.complex64)
    checker = Checker(["reference", "xla"])
    try:
        result = checker.valid(CONVERT, [x], "convert")
        assert result.statuses.get("xla") == "ok", result.statuses
        assert not result.findings, [f.message for f in result.findings]
    finally:
        checker.close()


# --- bitcast_convert between complex widths: a type gap of XLA (finding 9a17ec3b290d6ce4) -----

def bitcast_module(src: tuple, dst: tuple) -> spec.Module:
    """@main bitcast_converting a tensor of `src` to `dst` ((shape, element type) pairs)."""
    return spec.Module([function("main", [tensor_type(*src)], lambda b, args: b.op(
        "bitcast_convert", args, [tensor_type(*dst)]), visibility="public")])


@pytest.mark.parametrize("src, dst", [(((2,), "complex<f32>"), ((), "complex<f64>")),
                                      (((3, 2), "complex<f32>"), ((3,), "complex<f64>")),
                                      (((), "complex<f64>"), ((2,), "complex<f32>"))])
def test_bitcast_convert_regression_9a17ec3b290d6ce4_complex_widths_unsupported_by_xla(src, dst):
    """The XLA oracle refuses a valid bitcast_convert between complex widths (XLA's
    BitcastDtypesExpander has no complex case)."""
    module = bitcast_module(src, dst)
    assert not spec.verify.verify(module)
    ok, why = Xla().supports(module)
    assert not ok and "stablehlo.bitcast_convert on complex<" in why \
        and "BitcastDtypesExpander" in why, why


@pytest.mark.parametrize("src, dst", [(((), "complex<f32>"), ((), "complex<f32>")),
                                      (((2,), "complex<f64>"), ((2,), "complex<f64>"))])
def test_bitcast_convert_regression_9a17ec3b290d6ce4_one_complex_width_supported_by_xla(src, dst):
    """bitcast_convert within one complex width stays supported by the XLA oracle."""
    assert Xla().supports(bitcast_module(src, dst)) == (True, "")


@pytest.mark.slow
@pytest.mark.jaxlib
def test_bitcast_convert_regression_9a17ec3b290d6ce4_compile():
    """jaxlib alone aborts or fails compiling bitcast_convert between complex widths and
    compiles it within one width: the gap the XLA oracle declares."""
    code, _, err = compile_with_jaxlib(spec.print_module(bitcast_module(
        ((2,), "complex<f32>"), ((), "complex<f64>"))))
    assert code == -6 and "unhandled type" in err and "BitcastDtypesExpander" in err, err
    code, _, err = compile_with_jaxlib(spec.print_module(bitcast_module(
        ((), "complex<f64>"), ((2,), "complex<f32>"))))
    assert code == 1 and "PRIMITIVE_TYPE_INVALID" in err, err
    code, _, err = compile_with_jaxlib(spec.print_module(bitcast_module(
        ((2,), "complex<f32>"), ((2,), "complex<f32>"))))
    assert code == 0, err


# --- tanh: XLA's complex tanh near its poles (finding 9941c9256332345a) -----------------------

def ulps_of_modulus(actual: complex, exact: tuple[str, str]) -> float:
    """The larger part's error in ULPs of |exact| (exact: decimal real and imaginary parts)."""
    re, im = (Fraction(x) for x in exact)
    spacing = Fraction(float(np.spacing(abs(complex(float(re), float(im))))))
    return float(max(abs(re - Fraction(actual.real)), abs(im - Fraction(actual.imag))) / spacing)


@pytest.mark.jaxlib
def test_tanh_regression_9941c9256332345a_xla_inaccurate_near_a_pole():
    """XLA's complex<f64> tanh 2e-6 from the pole i pi/2 is over 1e4 ULP off the exact value
    (mpmath, 300 bits), and within 3 ULP away from the poles."""
    import jax
    import jax.numpy as jnp
    jax.config.update("jax_enable_x64", True)
    z = complex(-1.982258916429029e-06, 1.5707986528173956)  # 2e-6 from i pi/2
    exact = ("-212239.3996109676328349233", "-249045.9821234281829756597")  # mpmath, 300 bits
    xla = complex(jax.jit(jnp.tanh)(np.complex128(z)))
    assert ulps_of_modulus(xla, exact) > 1e4
    far = complex(0.7, 0.3)
    assert ulps_of_modulus(complex(jax.jit(jnp.tanh)(np.complex128(far))),
                           ("0.6398359302631799703537356", "0.1897170915190869197451828")) <= 3


def test_tanh_regression_9941c9256332345a_known_narrowly():
    """The known divergence covers XLA's complex tanh results only: not real tanh (but under
    result_accuracy HIGHEST, which XLA ignores: its own entry, narrowed to that mode), not
    crashes, not the upstream interpreter."""
    finding = Finding("wrong-result", "tanh", "complex<f64>", "xla", "reference",
                      "<= 3 ULP of |result|", "", "")
    assert known_reason(finding)
    assert find_divergence(KNOWN, "xla", "tanh", "complex<f32>", "wrong-result")
    real = find_divergence(KNOWN, "xla", "tanh", "f32", "wrong-result")
    assert real is None or real.get("when") == "result_accuracy_highest", real
    assert not find_divergence(KNOWN, "xla", "tanh", "complex<f64>", "crash")
    assert not find_divergence(KNOWN, "stablehlo-interpreter", "tanh", "complex<f64>",
                               "wrong-result")


# ---------------------------------------------------------------------------------------------
# Regressions: XLA CPU's type gaps (oracles/xla.py, op gaps narrowed by `when`) and crashes
# (oracles/known_divergences.toml), each reproduced with jaxlib alone in a child process: if a
# jaxlib upgrade fixes one, its `_compile` test fails, and the gap or the entry can go.


# --- bitcast_convert: XLA bitcasts i1 as 8 bits ----------------------------------------------

@pytest.mark.parametrize("src, dst", [(((8,), "i1"), ((), "f8E5M2")),
                                      (((8,), "i1"), ((), "f8E3M4")), (((2,), "i1"), ((), "i2")),
                                      (((), "i8"), ((8,), "i1")), (((), "ui8"), ((8,), "i1"))])
def test_bitcast_convert_regression_i1_unsupported_by_xla(src, dst):
    """The XLA oracle refuses bitcast_convert between i1 and another bit width (XLA bitcasts i1
    as 8 bits)."""
    ok, why = Xla().supports(valid_module(bitcast_module(src, dst)))
    assert not ok and "stablehlo.bitcast_convert on" in why and "num_bits(i1)" in why, why


@pytest.mark.parametrize("src, dst", [(((3,), "i1"), ((3,), "i1")), (((), "i8"), ((4,), "i2")),
                                      (((2,), "i4"), ((), "i8")), (((), "f32"), ((), "i32")),
                                      (((2,), "f4E2M1FN"), ((), "ui8"))])
def test_bitcast_convert_regression_other_types_supported_by_xla(src, dst):
    """bitcast_convert without i1 across bit widths, or of i1 to itself, stays supported by the
    XLA oracle."""
    assert Xla().supports(valid_module(bitcast_module(src, dst))) == (True, "")


@pytest.mark.jaxlib
def test_bitcast_convert_regression_i1_compile():
    """jaxlib alone compiles bitcast_convert of i1 with 8-bit i1 shapes in its entry signature
    (sub-byte integers are right): the gap the XLA oracle declares."""
    code, head, err = compile_with_jaxlib(spec.print_module(bitcast_module(
        ((8,), "i1"), ((), "f8E5M2"))))
    assert code == 0 and "(pred[8]{0})->f8e5m2[8]" in head, (head, err)  # declared: f8E5M2[]
    code, head, err = compile_with_jaxlib(spec.print_module(bitcast_module(
        ((), "i8"), ((8,), "i1"))))
    assert code == 0 and "(s8[])->pred[]" in head, (head, err)  # declared: pred[8]
    code, head, err = compile_with_jaxlib(spec.print_module(bitcast_module(
        ((), "i8"), ((4,), "i2"))))
    assert code == 0 and "(s8[])->s2[4]" in head, (head, err)  # sub-byte types are right


# ---------------------------------------------------------------------------------------------
# Regressions: XLA CPU's divergences recorded in oracles/known_divergences.toml, reproduced with
# jaxlib alone (no code of ours) next to the spec's value computed by hand: if a jaxlib upgrade
# changes one, its `_xla_` test fails and the entry can go.


# --- while: f8E5M2FNUZ adds below the normal range --------------------------------------------

def doubling_loop(times: int, t: str = "f8E5M2FNUZ") -> spec.Module:
    """@main(n, x): x doubled in a while loop counting n up to `times`."""
    i64, x = tensor_type((), "i64"), tensor_type((), t)

    def cond(b, args):
        c = b.op("constant", [], [i64], {"value": dense(times, "i64")})[0]
        return [compare_op(b, "LT", args[0], c)]

    def body(b, args):
        one = b.op("constant", [], [i64], {"value": dense(1, "i64")})[0]
        return [b.op("add", [args[0], one], [i64])[0], b.op("add", [args[1]] * 2, [x])[0]]
    return spec.Module([function("main", [i64, x], lambda b, args: b.op(
        "while", args, [i64, x], {}, [region([i64, x], cond), region([i64, x], body)])[1:],
        visibility="public")])


DOUBLE = """func.func @main(%x: tensor<f8E5M2FNUZ>) -> tensor<f8E5M2FNUZ> {
  %z = "stablehlo.add"(%x, %x) : (tensor<f8E5M2FNUZ>, tensor<f8E5M2FNUZ>) -> tensor<f8E5M2FNUZ>
  "func.return"(%z) : (tensor<f8E5M2FNUZ>) -> ()
}"""
FNUZ = ml_dtypes.float8_e5m2fnuz
# (x, times, XLA's result): the spec's result is x * 2^times, exact in f8E5M2FNUZ for all of them
WHILE_CASES = [(2.0 ** -16, 1, 2.0 ** -14), (2.0 ** -17, 2, 2.0 ** -14), (2.0 ** -15, 1, 2.0 ** -14),
               (1.0, 2, 4.0), (-3.0, 2, -12.0)]


def _while_args(x):
    return [np.array(0, np.int64), np.array(x, FNUZ)]


@pytest.mark.parametrize("x, times, _", WHILE_CASES)
def test_while_regression_reference_doubles_f8E5M2FNUZ(x, times, _):
    """The reference doubles f8E5M2FNUZ values in a while loop exactly, below the normal range
    too."""
    assert float(evaluate(doubling_loop(times), _while_args(x))[0]) == x * 2 ** times


@pytest.mark.jaxlib
@pytest.mark.parametrize("x, times, xla", WHILE_CASES)
def test_while_regression_xla_doubles_small_f8E5M2FNUZ_wrongly(x, times, xla):
    """XLA (jaxlib alone) doubles small f8E5M2FNUZ values in a while loop to 2^-14: the known
    divergence."""
    assert float(run_with_jaxlib(spec.print_module(doubling_loop(times)), _while_args(x))[0]) == xla


@pytest.mark.jaxlib
def test_add_regression_xla_doubles_small_f8E5M2FNUZ_rightly_outside_a_loop():
    """Outside a loop XLA doubles a small f8E5M2FNUZ value right: the divergence is the loop's
    only."""
    assert float(run_with_jaxlib(DOUBLE, [np.array(2.0 ** -16, FNUZ)])[0]) == 2.0 ** -15
