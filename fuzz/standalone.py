"""Standalone reproducers: a divergence as a script that needs only the implementation's packages.

`build` reruns a program on the reference and one oracle and, when the oracle diverges, returns
a `Standalone`; `script` writes it as a self-contained Python script for the implementation's
tracker: the program text the oracle ran (after the as-@main rewrite and the CHLO lowering it
needs, or the translated ONNX model, base64), the inputs as literal data, the spec's sentence the
result breaks (upstream's spec.md, the op's "Semantics"), and for a wrong result the diverging
elements with the spec's value (the reference's) and the largest difference the project's rule
for that element allows. Running the script prints "REPRODUCES: ..." and exits 1 while the
divergence shows, "does not reproduce: ..." and 0 once it is gone (as `python -m fuzz replay`).

The tolerance written for an element is found by asking the project's own verdict
(`oracles.verdict.judge`, with the reference's error bounds, Unspecified masks and the oracle's
allowances) about probe outputs that move the element from the spec's value toward the oracle's:
the largest move the verdict still passes. An element the verdict fails is written only when the
script's own check (`agrees`, also run here) fails it too, so a script reproduces exactly when
its elements are still outside what the project accepts.

`unverified` writes the script of an oracle that cannot run here (XLA on a GPU) from the
reference alone: every element's spec value with its accepted difference, or a whole output's
digest where only its exact bits are right.

Each script defines `reproduce() -> (shows, what was seen)`, so that a test can run many in one
process (oracles/reproducers/, tests/oracles/test_known_reproducers.py); a crash is observed in a
child process that runs the script with `--run`.
"""
from __future__ import annotations

import base64
import functools
import hashlib
import json
import re
from dataclasses import dataclass, field, replace
from importlib.metadata import PackageNotFoundError, version
from math import copysign, inf
from pathlib import Path

import ml_dtypes
import numpy as np

import spec
from reference.values import kind as element_kind
from spec.types import ELEMENT_TYPES, TensorType
from oracles import lowering, make
from oracles.base import Outcome
from oracles.compare import EXACT, STATUS_KINDS, compare
from oracles.entry import MAIN
from oracles.lowering import chlo_lowered
from oracles.onnx.oracle import MODEL, to_boundary
from oracles.passes import PassError
from oracles.reference import Reference
from oracles.verdict import bounded_outputs, element_name, judge, unspecified_masks

ROOT = Path(__file__).resolve().parents[1]
SPEC_MD = ROOT.parent / "shared" / "upstream" / "spec.md"
"""Upstream's spec.md (StableHLO 1.20.0) in a development checkout, where SEMANTICS is made
from (`python -m fuzz.standalone [SPEC_MD]`)."""
MAX_ELEMENTS = 4
"""Diverging elements a script checks (the worst first)."""
MAX_PROBES = 48
"""Elements whose verdict is asked before giving up on finding more."""
BISECTIONS = 20
"""Steps of the search for an element's largest accepted difference."""
RUNNABLE = ("xla", "xla-gpu", "stablehlo-interpreter", "onnxruntime", "iree")
"""Oracles a standalone script can run (the command oracle is the vendor's own executable)."""


class StandaloneError(Exception):
    """The divergence cannot be written as a standalone script (the message says why)."""


@dataclass
class Standalone:
    """What a script needs: `program` the text the oracle ran (or `model`, ONNX bytes), `inputs`
    as the backend reads them, `elements` (output, index, the spec's value, the largest accepted
    difference) of a wrong result, `seen` what the oracle did."""

    oracle: str
    kind: str
    op: str
    key: str
    program: str
    inputs: list
    input_types: list[str]
    output_dtypes: list
    rule: str = ""
    elements: list = field(default_factory=list)
    seen: str = ""
    sentence: str = ""
    expected: list = field(default_factory=list)
    model: bytes | None = None
    versions: str = ""
    title: str = ""
    lowered: bool = False  # the oracle ran the program after upstream's CHLO lowering
    time_limit: int = 120  # seconds a crash check waits before it calls the run a hang
    digests: list = field(default_factory=list)  # (output, sha256 of the spec's bytes)


AGREES = '''def agrees(want, got, tol):
    """Whether `got` is `want` within `tol` (NaN equals NaN; with tol 0 the sign of a zero counts)."""
    pairs = [(want.real, got.real), (want.imag, got.imag)] if isinstance(want, complex) else [(want, got)]
    for w, g in pairs:
        if w != w or g != g or abs(w) == inf or abs(g) == inf:
            if not (w != w and g != g or w == g):
                return False
        elif abs(g - w) > tol or (tol == 0 and copysign(1, w) != copysign(1, g)):
            return False
    return True
'''
_OWN: dict = {"inf": inf, "copysign": copysign}
exec(AGREES, _OWN)  # noqa: S102  (the scripts' own check, run here by the same text)
agrees = _OWN["agrees"]
"""Whether `got` is `want` within `tol` (any NaN equals any NaN, an infinity only itself; with
`tol` 0 the sign of a zero counts): the function every script carries."""


# --- building ----------------------------------------------------------------------------------

def build(text: str, inputs: list, op: str, oracle_name: str, kind: str | None = None,
          reference: Reference | None = None, oracle=None,
          exact: bool = False) -> Standalone | None:
    """The standalone form of `oracle_name`'s divergence on the program `text` (@main) with
    `inputs`, or None when the oracle agrees with the reference (or, given `kind`, diverges in
    another way). `reference` and `oracle`: instances to reuse (a caller that builds many).
    `exact`: judge every output bit for bit instead (a divergence the program's tolerance
    hides: the sign of a zero part, made visible by a bitcast)."""
    if oracle_name not in RUNNABLE:
        raise StandaloneError(f"no standalone script for oracle {oracle_name!r} (one of "
                              f"{', '.join(RUNNABLE)}): it is the vendor's own executable")
    module = spec.parse(text)
    reference = reference or Reference(bounds=True)
    own = oracle is None
    oracle = oracle or make(oracle_name, time_limit=60)
    try:
        return _build(module, inputs, op, oracle, kind, reference, exact)
    finally:
        if own:
            oracle.close()


def _build(module, inputs, op, oracle, kind, reference, exact) -> Standalone | None:
    expected = reference.run(module, inputs)
    if expected.status not in ("ok", "rejected"):
        return None
    actual = _run_anyway(oracle, module, inputs)
    if expected.status == "rejected":  # an invalid program: an error is right, an abort never
        if actual.status != "crash" or kind not in (None, "crash"):
            return None
        s = Standalone(oracle.name, "crash", op, _key(module, op, "none"),
                       **_parts(oracle, module, inputs))
        s.seen = (f"{actual.message.strip()} (the program is invalid: "
                  f"{expected.message.strip()[:300]}; an implementation must reject it with an "
                  f"error)")
        return finished(s)
    masks = unspecified_masks(module, inputs, bounded=bounded_outputs(expected))
    rerun = lambda flushed: reference.run(module, flushed)  # noqa: E731
    verdict = judge(module, inputs, expected, actual, oracle.name, masks=masks, rerun=rerun)
    if exact and verdict.status == "pass":
        verdicts = tuple(compare(w, g, EXACT) for w, g in zip(expected.outputs, actual.outputs))
        failing = [k for k, v in enumerate(verdicts) if not v.passed]
        if failing:
            verdict = replace(verdict, status="fail", output=failing[0], verdicts=verdicts,
                              rules=(EXACT,) * len(verdicts),
                              message=f"output {failing[0]}: {verdicts[failing[0]]}")
            masks, rerun = [None] * len(verdicts), None
    if verdict.status in ("pass", "unsupported") or kind and verdict.kind != kind:
        return None
    s = Standalone(oracle.name, verdict.kind, op, _key(module, op, verdict.key),
                   **_parts(oracle, module, inputs), expected=list(expected.outputs),
                   lowered=chlo_lowered(actual.lowered))
    if verdict.status != "fail":
        s.seen = actual.message.strip()
        return finished(s)
    k = verdict.output
    s.rule = str(verdict.rules[k])
    s.elements = _exact_elements(expected, actual, k) if exact else \
        _elements(module, inputs, expected, actual, oracle.name, masks, k, rerun)
    if not s.elements:
        return None  # no element the script's check can show (the verdict's alone)
    s.seen = verdict.message
    return finished(s)


def unverified(text: str, inputs: list, op: str, oracle_name: str, kind: str, why: str,
               reference: Reference | None = None, exact: bool = False) -> Standalone | None:
    """The standalone form of a divergence of `kind` expected of an oracle that cannot run here
    (`why`): the program as written (an oracle that lowers nothing: XLA on a GPU), the spec's
    value of every element (up to MAX_UNVERIFIED) with the largest difference the verdict
    accepts, found by moving it up (`exact`: none, the sign of a zero counts); None when the
    reference does not run the program."""
    module = spec.parse(text)
    reference = reference or Reference(bounds=True)
    expected = reference.run(module, inputs)
    if expected.status != "ok":
        return None
    signature = module.func(MAIN).type
    if not all(isinstance(t, TensorType) for t in signature.inputs + signature.results):
        return None
    s = Standalone(oracle_name, kind, op, _key(module, op, "none"), pretty(text),
                   [np.asarray(x) for x in inputs], [str(t) for t in signature.inputs],
                   [t.element_type.dtype for t in signature.results],
                   expected=list(expected.outputs),
                   seen=f"not run when this script was written: {why}")
    if kind == "wrong-result":
        masks = unspecified_masks(module, inputs, bounded=bounded_outputs(expected))
        rerun = lambda flushed: reference.run(module, flushed)  # noqa: E731
        for k, want in enumerate(expected.outputs):
            want = np.asarray(want)
            if exact and want.size > MAX_UNVERIFIED:  # the whole output, by its digest
                s.digests.append((k, hashlib.sha256(want.tobytes()).hexdigest()))
                continue
            for index in list(np.ndindex(want.shape))[:MAX_UNVERIFIED - len(s.elements)]:
                if masks[k] is not None and np.broadcast_to(masks[k], want.shape)[index]:
                    continue
                w = want[index].item()
                up = w + (abs(w) or 1.0) if isinstance(w, (float, complex)) else w
                probe = _prober(module, inputs, expected, expected, oracle_name, masks, k,
                                index, rerun)
                s.elements.append((k, index, w, 0.0 if exact else
                                   _accepted(want, index, w, up, probe)))
        s.rule = "each element within what the suite's verdict accepts"
        s.seen += "; every element is checked against the spec's value"
    return finished(s)


MAX_UNVERIFIED = 64
"""Elements an unverified script checks (the first of each output, in row-major order)."""


def _parts(oracle, module, inputs) -> dict:
    """The fields of a Standalone that say what the oracle's backend got."""
    program, model, inputs, types, dtypes = _ran(oracle, module, inputs)
    return dict(program=program, model=model, inputs=inputs, input_types=types,
                output_dtypes=dtypes)


def finished(s: Standalone) -> Standalone:
    s.sentence = sentence(s.op, s.key)
    s.versions = _versions(s.oracle)
    s.title = (f"{oracle_title(s.oracle)} vs the StableHLO spec: {s.op} on {s.key} "
               f"({s.kind})")
    return s


def _key(module, op: str, default: str) -> str:
    """The element type the op computes on: its first operand's ("src->dst" for convert)."""
    name = op if "." in op else f"stablehlo.{op}"
    found = next((o for o in module.func("main").walk() if o.name == name and o.operands), None)
    if found is None:
        return default
    source = element_name(found.operands[0].type)
    return f"{source}->{element_name(found.results[0].type)}" if op == "convert" else source


def pretty(text: str) -> str:
    """The program as jaxlib's MLIR prints it (the pretty form, the same IR), or `text` when
    jaxlib cannot read it."""
    try:
        from jax._src.interpreters import mlir
        from jaxlib.mlir import ir
        from jaxlib.mlir.dialects import stablehlo
        with mlir.make_ir_context() as ctx, ir.Location.unknown():
            stablehlo.register_interpreter_dialect(ctx)
            return str(ir.Module.parse(text))
    except Exception:  # noqa: BLE001  (the generic text is as good, only longer)
        return text


def _run_anyway(oracle, module, inputs) -> Outcome:
    """The oracle's Outcome of @main, also where it declares a gap or an unsupported type (a
    known divergence is often why the gap was declared: the script shows the behaviour behind
    it). The ONNX translator's gaps are programs it has no model for: those stay unsupported."""
    prepared = _prepared(oracle, module, inputs)
    if isinstance(prepared, Outcome):
        return prepared
    ran, lowered = prepared
    return lowering.noted(oracle._run_worker(ran, oracle.request(ran, MAIN), inputs, MAIN),
                          lowered)


def _prepared(oracle, module, inputs):
    """(the module the oracle's backend gets, how it was transformed), or the Outcome of a
    program that does not get there."""
    if oracle.name == "onnxruntime":
        prepared = oracle._prepared(module, inputs, MAIN)
        return prepared if isinstance(prepared, Outcome) else prepared[::2]
    try:
        return lowering.prepared(module, oracle.lowered_chlo,
                                 inputs if oracle.refines(module, MAIN) else None, MAIN,
                                 strip_shardy=oracle.strips_shardy)
    except PassError as e:
        return Outcome(e.status, message=str(e))


def _ran(oracle, module, inputs) -> tuple:
    """(the program text the oracle's backend got, ONNX model bytes or None, the inputs as the
    backend reads them, their tensor types, the output dtypes)."""
    prepared = _prepared(oracle, module, inputs)
    if isinstance(prepared, Outcome):
        raise StandaloneError(f"{oracle.name} does not run the program: {prepared.message}")
    ran, func = prepared[0], MAIN
    if oracle.name == "onnxruntime":
        oracle.supports(ran, func)  # the translation the request sends
    request = oracle.request(ran, func)
    model = None
    signature = ran.func(func).type
    if not all(isinstance(t, TensorType) for t in signature.inputs + signature.results):
        raise StandaloneError("a program with values other than tensors at its boundary")
    types = [str(t) for t in signature.inputs]
    dtypes = [t.element_type.dtype for t in signature.results]
    if request.startswith(MODEL):
        model = base64.b64decode(json.loads(request[len(MODEL):])["model"])
        inputs = [to_boundary(np.asarray(x)) for x in inputs]
    return pretty(request) if model is None else spec.print_module(ran), model, \
        [np.asarray(x) for x in inputs], types, dtypes


def _elements(module, inputs, expected, actual, name, masks, k, rerun) -> list:
    """Up to MAX_ELEMENTS (output k, index, the spec's value, accepted difference) that the
    verdict fails and `agrees` fails too, the largest differences first."""
    want, got = np.asarray(expected.outputs[k]), np.asarray(actual.outputs[k])
    if want.shape != got.shape or want.dtype != got.dtype:
        return []
    wide = np.complex128 if np.iscomplexobj(want) else np.float64
    if want.tobytes() == got.tobytes():
        return []
    with np.errstate(all="ignore"):
        distance = np.abs(want.astype(wide) - got.astype(wide))
    order = np.argsort(-np.nan_to_num(distance.ravel(), nan=np.inf, posinf=np.inf), kind="stable")
    out, probes = [], 0
    for flat in order:
        index = tuple(int(i) for i in np.unravel_index(flat, want.shape))
        w, g = want[index].item(), got[index].item()
        if _same(w, g) or masks[k] is not None and np.broadcast_to(masks[k], want.shape)[index]:
            continue
        probes += 1
        if probes > MAX_PROBES or len(out) == MAX_ELEMENTS:
            break
        probe = _prober(module, inputs, expected, actual, name, masks, k, index, rerun)
        if probe(got[index]):
            continue  # the verdict accepts this element (another one fails)
        tol = _accepted(want, index, w, g, probe)
        if not agrees(w, g, tol):
            out.append((k, index, w, tol))
    return out


def _exact_elements(expected, actual, k) -> list:
    """Up to MAX_ELEMENTS (output k, index, the spec's value, 0) whose bits differ."""
    want, got = np.asarray(expected.outputs[k]), np.asarray(actual.outputs[k])
    out = []
    for index in np.ndindex(want.shape):
        if not _same(want[index].item(), got[index].item()) and len(out) < MAX_ELEMENTS:
            out.append((k, tuple(int(i) for i in index), want[index].item(), 0.0))
    return out


def _same(w, g) -> bool:
    return w == g and (not isinstance(w, float) or copysign(1, w) == copysign(1, g)) \
        or w != w and g != g


def _prober(module, inputs, expected, actual, name, masks, k, index, rerun):
    """A predicate: does the verdict pass output k when only its element `index` is `value`
    (every other element and output the spec's)?"""
    def passes(value) -> bool:
        outputs = [np.array(x, copy=True) for x in expected.outputs]
        outputs[k] = outputs[k].astype(np.asarray(actual.outputs[k]).dtype)
        outputs[k][index] = value
        verdict = judge(module, inputs, expected, Outcome("ok", outputs), name, masks=masks,
                        rerun=rerun)
        return verdict.status == "pass"
    return passes


def _accepted(want: np.ndarray, index, w, g, passes) -> float:
    """The largest |difference| from `w` toward `g` (the oracle's value) the verdict accepts,
    0 when either is not finite or the type is an integer's."""
    if not isinstance(w, (float, complex)) or not (np.isfinite(w) and np.isfinite(g)):
        return 0.0
    dtype = want.dtype
    lo, hi = 0.0, 1.0
    for _ in range(BISECTIONS):
        mid = (lo + hi) / 2
        if passes(np.asarray(w + mid * (g - w)).astype(dtype)):
            lo = mid
        else:
            hi = mid
    value = np.asarray(w + lo * (g - w)).astype(dtype).item()
    return float(abs(value - w)) if passes(np.asarray(value).astype(dtype)) else 0.0


def oracle_title(name: str) -> str:
    return {"xla": "XLA CPU", "xla-gpu": "XLA GPU", "onnxruntime": "ONNX Runtime (CPU)",
            "stablehlo-interpreter": "The StableHLO interpreter (jaxlib eval_module)",
            "iree": "IREE (llvm-cpu)"}.get(name, name)


def _versions(name: str) -> str:
    packages = {"onnxruntime": ("onnxruntime", "onnx"),
                "iree": ("iree-base-compiler", "iree-base-runtime")}.get(name, ("jax", "jaxlib"))
    out = []
    for p in packages:
        try:
            out.append(f"{p} {version(p)}")
        except PackageNotFoundError:
            out.append(f"{p} (not installed here)")
    return ", ".join(out)


# --- the spec's sentence -----------------------------------------------------------------------

KIND_WORDS = {"float": "For floats", "complex": "For complex", "integer": "For integers",
              "bool": "For booleans"}


def sentence(op: str, key: str) -> str:
    """The spec's words for `op` on element type `key`: the first paragraph of its Semantics in
    upstream's spec.md, and the bullet for the key's kind of element where the section has one
    (quoted in SEMANTICS, made from spec.md by `semantics_table`); a note for ops it has no
    section for (CHLO ops)."""
    if op.startswith("chlo."):
        return (f"{op} is a CHLO op, outside the StableHLO spec: upstream's ChloOps.td defines "
                f"it, the mathematical function it names is the expected value")
    entry = _semantics().get(op)
    if entry is None:
        return f"see the spec's section on {op}: https://openxla.org/stablehlo/spec#{op}"
    words = [entry["first"]] if entry["first"] else []
    bullet = entry["bullets"].get(_kind(key) or "")
    if bullet and (not words or bullet not in words[0]):
        words.append(bullet)
    return " ".join(words)[:600]


SEMANTICS = Path(__file__).with_name("spec_semantics.json")
"""Per op of upstream's spec.md (StableHLO 1.20.0): the first paragraph of its Semantics and
its bullets per kind of element ("For floats: ..."), quoted; `python -m fuzz.standalone
[SPEC_MD]` writes it again."""


@functools.lru_cache(maxsize=1)
def _semantics() -> dict:
    return json.loads(SEMANTICS.read_text())


def semantics_table(text: str) -> dict:
    """{op: {"first": its Semantics' first paragraph (the sentences before a formula it
    introduces), "bullets": {kind: the bullet for that kind of element}}} of spec.md's `text`."""
    table = {}
    for match in re.finditer(r"^### (\w+)\n(.*?)(?=^### |\Z)", text, re.M | re.S):
        op, section = match.groups()
        if "#### Semantics" not in section:
            continue
        body = section.split("#### Inputs")[0].replace("#### Semantics", "").strip()
        paragraphs = [" ".join(p.split()) for p in body.split("\n\n") if p.strip()]
        first = paragraphs[0] if paragraphs else ""
        if first.endswith(":"):  # it introduces a formula or code: its sentences before that one
            first = " ".join(re.split(r"(?<=\.) ", first)[:-1]) or first
        bullets = {}
        for kind, words in KIND_WORDS.items():
            bullet = next((line.strip("* ").strip() for line in body.splitlines()
                           if line.lstrip("* ").startswith(words)), None)
            if bullet:
                bullets[kind] = bullet
        table[op] = {"first": first, "bullets": bullets}
    return table


def _kind(key: str) -> str | None:
    """The kind of element of a case key's (result) type, as KIND_WORDS names it; None for a
    key that names no element type ("any", quantized types)."""
    et = ELEMENT_TYPES.get(key.split("->")[-1])
    if et is None:
        return None
    family = element_kind(et)
    return {"signed": "integer", "unsigned": "integer"}.get(family, family)


# --- the script --------------------------------------------------------------------------------

RUNS = {
    "xla": '''def run():
    import jax
    from jax.extend import backend
    jax.config.update("jax_enable_x64", True)
    client = backend.get_backend("{platform}")
    options = backend.get_compile_options(num_replicas=1, num_partitions=1)  # as jax.jit compiles
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    out = executable.execute_sharded([jax.device_put(x, client.devices()[0]) for x in INPUTS])
    return [np.asarray(r[0]) for r in out.disassemble_into_single_device_arrays()]
''',
    "stablehlo-interpreter": '''def run():
    from jaxlib.mlir import ir
    from jaxlib.mlir._mlir_libs import _jax_mlir_ext  # jaxlib's registry of MLIR's dialects
    from jaxlib.mlir.dialects import chlo, stablehlo
    registry = ir.DialectRegistry()
    _jax_mlir_ext.register_dialects(registry)  # func and the other upstream MLIR dialects
    with ir.Context() as ctx, ir.Location.unknown():
        ctx.append_dialect_registry(registry)
        stablehlo.register_dialect(ctx)
        chlo.register_dialect(ctx)
        stablehlo.register_interpreter_dialect(ctx)
        module = ir.Module.parse(PROGRAM)
        args = [ir.DenseElementsAttr.get(x if x.dtype.type.__module__ == "numpy" else
                                         x.view(f"u{{x.dtype.itemsize}}"),
                                         type=ir.RankedTensorType.parse(t))
                for x, t in zip(INPUTS, INPUT_TYPES)]
        return [as_array(r, d) for r, d in zip(stablehlo.eval_module(module, args), OUTPUT_TYPES)]


def as_array(attr, dtype):
    """A result attribute as numpy (types numpy lacks: from the printed values, hex = raw bits)."""
    try:
        return np.array(attr)
    except (TypeError, ValueError, RuntimeError):
        shape = tuple(attr.type.shape)
        body = str(attr).rsplit(" : ", 1)[0].removeprefix("dense<").removesuffix(">")
        bits = np.dtype(f"u{{np.dtype(dtype).itemsize}}")
        if body.startswith('"0x'):  # every element's bits, one after the other
            return np.frombuffer(bytes.fromhex(body[3:-1]), bits).view(dtype).reshape(shape)
        words = body.replace("[", " ").replace("]", " ").replace(",", " ").split()
        values = [np.array(int(v, 16), bits).view(dtype) if v.startswith("0x")
                  else np.array(v == "true" if v in ("true", "false") else float(v)).astype(dtype)
                  for v in words]
        array = np.array(values, dtype)
        return array.reshape(shape) if array.size == int(np.prod(shape)) \\
            else np.broadcast_to(array[0], shape)  # a splat
''',
    "onnxruntime": '''def run():
    import onnxruntime
    session = onnxruntime.InferenceSession(base64.b64decode(MODEL), providers=["CPUExecutionProvider"])
    outputs = session.run(None, {{f"arg{{i}}": x for i, x in enumerate(INPUTS)}})
    return [np.asarray(r).astype(d) for r, d in zip(outputs, OUTPUT_TYPES)]
''',
    "iree": '''def run():
    import iree.compiler
    import iree.runtime
    try:
        vmfb = iree.compiler.compile_str(PROGRAM, target_backends=["llvm-cpu"], input_type="stablehlo",
                                         extra_args=["--iree-input-demote-f64-to-f32=false"])
    except iree.compiler.CompilerToolError as e:  # a negative code: a signal killed iree-compile
        code = re.search(r"^Error code: (-\\d+)$", str(e), re.M)
        if code:
            raise SystemExit(f"iree-compile was killed by signal {{-int(code.group(1))}}")
        raise
    context = iree.runtime.SystemContext(config=iree.runtime.Config("local-task"))
    context.add_vm_module(iree.runtime.VmModule.copy_buffer(context.instance, vmfb))
    results = context.modules.module["main"](*INPUTS)
    results = [] if results is None else results if isinstance(results, (list, tuple)) else [results]
    return [np.asarray(r.to_host()) for r in results]
''',
}

NEEDS = {"xla": "jax, jaxlib, numpy and ml_dtypes", "xla-gpu": "jax, jaxlib (with its GPU "
         "plugin and a GPU), numpy and ml_dtypes", "stablehlo-interpreter": "jax, jaxlib, numpy "
         "and ml_dtypes", "onnxruntime": "onnxruntime, numpy and ml_dtypes", "iree":
         "iree-base-compiler, iree-base-runtime, numpy and ml_dtypes"}

CHECKS = {
    "wrong-result": '''

def reproduce():
    """(whether the divergence shows, what was seen)."""
    try:
        outputs = run()
    except Exception as e:  # the implementation failed in another way
        return False, f"it failed instead: {str(e).strip().splitlines()[0][:300]}"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), "
            f"actual {outputs[k][i].item()!r}"
            for k, i, w, tol in EXPECTED if not agrees(w, outputs[k][i].item(), tol)]{digests}
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"
''',
    "crash": '''

def reproduce():
    """(whether the divergence shows, what was seen): run() in a child process."""
    try:
        p = subprocess.run([sys.executable, __file__, "--run"], capture_output=True,
                           text=True, timeout=TIME_LIMIT)
    except subprocess.TimeoutExpired:  # a hang fails the program as a crash does
        return True, f"still running after {TIME_LIMIT} s"
    last = (p.stderr.strip().splitlines() or ["(no message)"])[-1]
    if "ModuleNotFoundError" in p.stderr:
        return False, f"cannot run it here: {last}"
    return p.returncode != 0, f"the process ended with status {p.returncode}: {last}"
''',
    "wrong-rejection": '''

def reproduce():
    """(whether the divergence shows, what was seen)."""
    try:
        run()
    except Exception as e:  # the implementation refused the program
        return True, f"rejected: {str(e).strip().splitlines()[0][:300]}"
    return False, "compiled and ran it"
''',
}
"""The end of a script by the kind of divergence it reproduces (a timeout is checked as a
crash: a hang past TIME_LIMIT)."""
DIGESTS = '''
    seen += [f"output {k} is not the spec's, bit for bit (sha256 {digest[:12]}...)"
             for k, digest in DIGESTS
             if hashlib.sha256(np.ascontiguousarray(outputs[k]).tobytes()).hexdigest() != digest]'''
ENTRY = '''

if __name__ == "__main__":{child}
    shows, seen = reproduce()
    print(f"REPRODUCES: {{seen}}" if shows else f"does not reproduce: {{seen}}")
    sys.exit(1 if shows else 0)
'''
CHILD = '''
    if sys.argv[1:] == ["--run"]:  # the child of reproduce()
        run()
        sys.exit(0)'''


def script(s: Standalone, note: str = "") -> str:
    """The script's text (`note`: a paragraph for its docstring, e.g. the known divergence's
    reason)."""
    run = RUNS["xla" if s.oracle == "xla-gpu" else s.oracle].format(
        platform="gpu" if s.oracle == "xla-gpu" else "cpu")
    native = all(np.dtype(d).type.__module__ == "numpy" for d in s.output_dtypes)
    if s.oracle == "stablehlo-interpreter" and native:  # numpy reads every result itself
        run = run.split("\n\n\ndef as_array")[0].replace(
            "[as_array(r, d) for r, d in zip(stablehlo.eval_module(module, args), OUTPUT_TYPES)]",
            "[np.array(r) for r in stablehlo.eval_module(module, args)]") + "\n"
    kind = "crash" if s.kind == "timeout" else s.kind
    doc = [s.title + ".", "", _wrap(f"The spec ({s.op}): {s.sentence}")]
    if s.kind == "wrong-result" and s.seen.startswith("not run"):
        doc += ["", _wrap(f"Seen: {s.seen}."),
                _wrap("Expected values: the spec's (the conformance suite's reference "
                      "interpreter), each within the largest difference the suite accepts.")]
    elif s.kind == "wrong-result":
        doc += ["", _wrap(f"The oracle's verdict: {s.seen.splitlines()[0]}"),
                _wrap(f"Expected values: the spec's (the conformance suite's reference "
                      f"interpreter), each within the largest difference the rule "
                      f"\"{s.rule}\" accepts for it.")]
    else:
        lines = [line.strip() for line in s.seen.splitlines() if line.strip()][:3]
        doc += ["", _wrap(f"Seen: {s.kind}: {' '.join(lines)[:500]}")]
        if s.expected and all(np.asarray(x).size <= 16 for x in s.expected):
            doc += [_wrap("The spec's results: " + "; ".join(
                _literal(np.asarray(x)) for x in s.expected))]
    if note:
        doc += ["", _wrap(note)]
    doc += ["", _wrap(f"Seen with {s.versions}. Needs only {NEEDS[s.oracle]}. Prints "
                      f"\"REPRODUCES: ...\" and exits 1 while the divergence shows, \"does not "
                      f"reproduce: ...\" and 0 once it is gone.")]
    data = ['PROGRAM = r"""' + s.program.rstrip() + '\n"""' if s.model is None
            else f"MODEL = {_chunks(base64.b64encode(s.model).decode())}  # the ONNX model",
            f"INPUTS = [{', '.join(_array(x) for x in s.inputs)}]"]
    if "INPUT_TYPES" in run:
        data.append(f"INPUT_TYPES = {s.input_types!r}")
    if "OUTPUT_TYPES" in run:
        data.append(f"OUTPUT_TYPES = [{', '.join(_dtype(d) for d in s.output_dtypes)}]")
    data += [f"ORACLE = {json.dumps(s.oracle)}", f"KIND = {json.dumps(s.kind)}"]
    if kind == "crash":
        data.append(f"TIME_LIMIT = {s.time_limit}  # seconds")
    if kind == "wrong-result":
        data.append("EXPECTED = [  # (output, index, the spec's value, the largest "
                    "|difference| accepted)")
        data += [f"    ({k}, {tuple(i)!r}, {_number(w)}, {tol!r})," for k, i, w, tol in s.elements]
        data.append("]")
        if s.digests:
            data.append(f"DIGESTS = {s.digests!r}  # (output, sha256 of the spec's values' bytes)")
    text = "\n".join(data)
    imports = (["import base64"] if s.model is not None else []) \
        + (["import hashlib"] if s.digests else []) \
        + (["import re"] if s.oracle == "iree" else []) \
        + (["import subprocess"] if kind == "crash" else []) + ["import sys"] \
        + ([f"from math import {'copysign, ' if kind == 'wrong-result' else ''}inf, nan", ""]) \
        + (["import ml_dtypes"] if "ml_dtypes." in text + run else []) + ["import numpy as np"]
    header = '#!/usr/bin/env python3\n"""' + "\n".join(doc).replace('"""', "'''") + '\n"""'
    check = CHECKS.get(kind, CHECKS["wrong-rejection"]).replace(
        "{digests}", DIGESTS if s.digests else "")
    return "\n".join([header] + imports + ["", ""] + data + ["", "", ""]) + run \
        + ("\n\n" + AGREES if kind == "wrong-result" else "") + check \
        + ENTRY.format(child=CHILD if kind == "crash" else "")


def _wrap(text: str, width: int = 96) -> str:
    words, lines, line = text.split(), [], ""
    for w in words:
        if line and len(line) + 1 + len(w) > width:
            lines.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    return "\n".join(lines + [line] if line else lines)


def _chunks(text: str, width: int = 92) -> str:
    return "(\n" + "\n".join(f'    "{text[i:i + width]}"' for i in range(0, len(text), width)) \
        + "\n)"


def _dtype(dtype) -> str:
    dtype = np.dtype(dtype)
    if dtype.type.__module__ == "numpy":
        return "np.bool_" if dtype == np.bool_ else f"np.{dtype.name}"
    return f"ml_dtypes.{dtype.name}"


def _number(x) -> str:
    """A Python literal of a scalar (the script defines nan and inf)."""
    if isinstance(x, complex):
        return f"complex({_number(x.real)}, {_number(x.imag)})"
    if isinstance(x, float) and x != x:
        return "nan"
    if isinstance(x, float) and abs(x) == inf:
        return "inf" if x > 0 else "-inf"
    return repr(x)


def _array(x: np.ndarray) -> str:
    """A literal that makes `x` again, bit for bit: its values where they round-trip, else its
    bytes in hex (NaN payloads)."""
    x = np.asarray(x)
    values = [_number(v) for v in x.ravel().tolist()]
    literal = f"np.array([{', '.join(values)}], {_dtype(x.dtype)})"
    namespace = {"np": np, "ml_dtypes": ml_dtypes, "nan": float("nan"), "inf": inf,
                 "complex": complex}
    try:
        same = eval(literal, namespace).tobytes() == x.ravel().tobytes()  # noqa: S307 (ours)
    except (ValueError, OverflowError, SyntaxError):
        same = False
    if not same:
        literal = f"np.frombuffer(bytes.fromhex({x.tobytes().hex()!r}), {_dtype(x.dtype)})"
    return f"{literal}.reshape({tuple(x.shape)!r})"


def _literal(x: np.ndarray) -> str:
    return f"{np.array2string(x.ravel(), threshold=16, separator=', ')} : {x.shape}"


if __name__ == "__main__":  # SEMANTICS made again from spec.md
    import sys
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else SPEC_MD
    SEMANTICS.write_text(json.dumps(semantics_table(source.read_text()), indent=1,
                                    sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{SEMANTICS}: {len(_semantics())} ops from {source}")
