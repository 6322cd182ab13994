"""Standalone reproducers: a divergence as a script that needs only the implementation's packages.

`build` reruns a program on the reference and one oracle and, when the oracle diverges, returns
a `Standalone`; `script` writes it as a self-contained Python script for the implementation's
tracker: the program text the oracle ran (after the as-@main rewrite and the CHLO lowering it
needs, or the translated ONNX model, base64), the inputs as literal data, the spec's sentence the
result breaks (upstream's spec.md, the op's "Semantics"), and for a wrong result the diverging
elements with the spec's value (the reference's) and the largest difference the project's rule
for that element allows. Running the script prints "REPRODUCES: ..." and exits 1 while the
divergence shows, "does not reproduce: ..." and 0 once it is gone (as `python -m fuzz replay`),
"could not tell: ..." and 125 (git bisect run's "skip") when it cannot check: a wrong result's
program failed instead of giving one, or an XLA GPU script finds no GPU.

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

import ast
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


AGREES = """all(
                a != a and b != b or (a == b or abs(a - b) <= tol) and (tol > 0 or np.copysign(1, a)
                == np.copysign(1, b)) for a, b in ((w.real, g.real), (w.imag, g.imag)))"""
"""Whether `g` is `w` within `tol`: each part of a complex number on its own (every Python number
has .real and .imag), NaN equals NaN, an infinity only itself, with `tol` 0 the sign of a zero
counts. The expression every wrong-result script carries; `agrees` runs the same text here."""
agrees = eval(f"lambda w, g, tol: {AGREES}", {"np": np})  # noqa: S307  (the scripts' own text)


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
    "xla": ("import jax.extend", '''def run():
    jax.config.update("jax_enable_x64", True)
    client = jax.extend.backend.get_backend("{platform}")
    options = jax.extend.backend.get_compile_options(num_replicas=1, num_partitions=1)  # jax.jit's
    executable = client.compile_and_load(PROGRAM, client.devices()[:1], options)
    return [np.asarray(r) for r in executable.execute(jax.device_put(INPUTS, client.devices()[0]))]
'''),
    "stablehlo-interpreter": ("from jax._src.interpreters import mlir  # jax's MLIR context\n"
                              "from jaxlib.mlir import ir\nfrom jaxlib.mlir.dialects import stablehlo",
                              '''def run():
    with mlir.make_ir_context() as context, ir.Location.unknown():
        stablehlo.register_interpreter_dialect(context)
        args = [ir.DenseElementsAttr.get(x, type=ir.RankedTensorType.parse(t)) for x, t in INPUTS]
        return [np.array(r) for r in stablehlo.eval_module(ir.Module.parse(PROGRAM), args)]
'''),
    "onnxruntime": ("import base64\nimport onnxruntime", '''def run():
    model = onnxruntime.InferenceSession(base64.b64decode(MODEL), providers=["CPUExecutionProvider"])
    outputs = model.run(None, {f"arg{i}": x for i, x in enumerate(INPUTS)})
    return [np.asarray(r).astype(d) for r, d in zip(outputs, OUTPUT_TYPES)]
'''),
    "iree": ("import iree.compiler\nimport iree.runtime", '''def run():
    vmfb = iree.compiler.compile_str(PROGRAM, target_backends=["llvm-cpu"], input_type="stablehlo",
                                     extra_args=["--iree-input-demote-f64-to-f32=false"])
    context = iree.runtime.SystemContext(config=iree.runtime.Config("local-task"))
    context.add_vm_module(iree.runtime.VmModule.copy_buffer(context.instance, vmfb))
    results = context.modules.module["main"](*INPUTS)
    return [np.asarray(r.to_host()) for r in (results if isinstance(results, tuple) else [results])]
'''),
}
"""Per oracle: (the imports its run() needs, run(): the implementation called as the oracle calls
it, returning the outputs as numpy arrays)."""
AS_ARRAY = '''        results = stablehlo.eval_module(ir.Module.parse(PROGRAM), args)
        return [as_array(r, d) for r, d in zip(results, OUTPUT_TYPES)]


def as_array(attr, dtype):  # numpy reads MLIR's own types; the others from the printed values
    if dtype.__module__ == "numpy":
        return np.array(attr)
    body, bits = str(attr)[6:].split(">")[0], f"u{np.dtype(dtype).itemsize}"  # dense<BODY>
    if body.startswith('"0x'):  # every element's bits, one after the other
        return np.frombuffer(bytes.fromhex(body[3:-1]), bits).view(dtype).reshape(attr.type.shape)
    words = body.replace("[", " ").replace("]", " ").replace(",", " ").split()  # 0x...: bits
    values = [np.array(int(w, 16), bits).view(dtype) if w[:2] == "0x" else float(w) for w in words]
    return np.resize(np.array(values, dtype), attr.type.shape)  # a splat: its one value
'''
"""The end of the interpreter's run() for results of types numpy lacks (ml_dtypes'): MLIR hands
numpy its own types only."""

NEEDS = {"xla": "jax, jaxlib, numpy and ml_dtypes", "xla-gpu": "jax, jaxlib (with its GPU "
         "plugin and a GPU), numpy and ml_dtypes", "stablehlo-interpreter": "jax, jaxlib, numpy "
         "and ml_dtypes", "onnxruntime": "onnxruntime, numpy and ml_dtypes", "iree":
         "iree-base-compiler, iree-base-runtime, numpy and ml_dtypes"}

CHECKS = {
    "wrong-result": ("", '''def reproduce():
    try:
        outputs = run()
    except Exception as e:  # the implementation failed in another way: neither shows nor gone
        return None, f"it failed instead: {str(e).strip()[:300]}"
    seen = [f"output {k} at {list(i)}: expected {w!r} (|difference| <= {tol:g}), actual {g!r}"
            for k, i, w, tol in EXPECTED for g in [outputs[k][i].item()] if not AGREES]DIGESTS
    return bool(seen), "; ".join(seen) or "every checked element agrees with the spec"
'''),
    "crash": ("import re\nimport signal\nimport subprocess\nimport sys", '''def reproduce():  # run() in a child process
    try:
        p = subprocess.run([sys.executable, __file__, "--run"], capture_output=True, text=True,
                           timeout=TIME_LIMIT)
    except subprocess.TimeoutExpired:  # a hang fails the program as a crash does
        return True, "still running after TIME_LIMIT s"
    how = signal.Signals(-p.returncode).name if p.returncode < 0 else f"status {p.returncode}"
    said = [s[:300] for s in p.stderr.splitlines() if re.match(r"\\S.*(check fail|error)", s, re.I)]
    return p.returncode != 0, ": ".join([how] + said[:1])  # its first error line, no traceback's
'''),
    "wrong-rejection": ("", '''def reproduce():
    try:
        run()
    except Exception as e:  # the implementation refused the program
        return True, f"rejected: {str(e).strip()[:300]}"
    return False, "compiled and ran it"
'''),
}
"""Per kind of divergence: (the imports it needs, reproduce() -> (whether the divergence shows,
what was seen)); a timeout is checked as a crash (a hang past TIME_LIMIT seconds), a kind
without a check of its own as a rejection."""
DIGESTS = '''
    seen += [f"output {k} is not the spec's, bit for bit" for k, digest in DIGESTS
             if hashlib.sha256(np.ascontiguousarray(outputs[k]).tobytes()).hexdigest() != digest]'''
ENTRY = '''if __name__ == "__main__":  # exit 125 is git bisect run's "cannot test this one"
    shows, seen = reproduce()
    print({True: "REPRODUCES", False: "does not reproduce", None: "could not tell"}[shows], seen,
          sep=": ")
    raise SystemExit({True: 1, False: 0, None: 125}[shows])
'''
GPU = '''
    try:  # whether jax sees a GPU (CUDA, ROCm): without one there is nothing to tell
        jax.extend.backend.get_backend("gpu")
    except RuntimeError as e:
        return None, f"jax sees no GPU here: {e}"'''
"""The first lines of an XLA GPU script's reproduce()."""
CHILD = '''if __name__ == "__main__" and sys.argv[1:] == ["--run"]:  # the child of reproduce()
    run()
    sys.exit(0)  # (IREE's scatter out of bounds corrupts memory: the exit of SystemExit crashes)
el'''
STDLIB = {"base64", "hashlib", "re", "signal", "subprocess", "sys"}
"""The standard library's modules a script may import (first, as isort orders them)."""


def script(s: Standalone, note: str = "") -> str:
    """The script's text (`note`: a paragraph for its docstring, e.g. the known divergence's
    reason)."""
    return with_docstring(docstring(s, note), code(s))


def with_docstring(doc: str, body: str) -> str:
    return '#!/usr/bin/env python3\n"""' + doc.replace('"""', "'''") + '\n"""\n' + body


def docstring(s: Standalone, note: str = "") -> str:
    """The script's docstring: the title, the spec's sentence, what was seen, `note`, what the
    script needs and prints."""
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
    doc += ["", _wrap(f"Seen with {s.versions}. " + OUTCOMES.format(needs=NEEDS[s.oracle]))]
    return "\n".join(doc)


OUTCOMES = ("Needs only {needs}. Prints \"REPRODUCES: ...\" and exits 1 while the divergence "
            "shows, \"does not reproduce: ...\" and 0 once it is gone, \"could not tell: ...\" "
            "and 125 when it cannot check (the program failed where a result was expected, or jax "
            "sees no GPU; git bisect run skips a version with that status).")
"""The docstring's last sentences: what the script needs, its outcomes and exit statuses."""


def code(s: Standalone) -> str:
    """The script below its docstring: the imports, the data (the program or model, the inputs,
    the spec's values), run() of the oracle, reproduce() of the kind, the entry point."""
    kind = "crash" if s.kind == "timeout" else s.kind if s.kind in CHECKS else "wrong-rejection"
    own, run = RUNS["xla" if s.oracle == "xla-gpu" else s.oracle]
    run = run.replace("{platform}", "gpu" if s.oracle == "xla-gpu" else "cpu")
    exotic = not all(np.dtype(d).type.__module__ == "numpy" for d in s.output_dtypes)
    if s.oracle == "stablehlo-interpreter" and exotic and kind == "wrong-result":
        run = run[:run.index("        return")] + AS_ARRAY
    typed = s.oracle == "stablehlo-interpreter"  # eval_module: attributes of a type, of the bits
    data = ['PROGRAM = r"""' + s.program.rstrip() + '\n"""' if s.model is None
            else f"MODEL = {_chunks(base64.b64encode(s.model).decode())}  # the ONNX model",
            "INPUTS = [" + ", ".join(f"({_array(x, bits=True)}, {t!r})" if typed else _array(x)
                                      for x, t in zip(s.inputs, s.input_types)) + "]"]
    if "OUTPUT_TYPES" in run:
        data.append(f"OUTPUT_TYPES = [{', '.join(_dtype(d) for d in s.output_dtypes)}]")
    if kind == "wrong-result":
        data.append("EXPECTED = [  # (output, index, the spec's value, the largest "
                    "|difference| accepted)")
        data += [f"    ({k}, {tuple(i)!r}, {_number(w)}, {tol!r})," for k, i, w, tol in s.elements]
        data.append("]")
        if s.digests:
            data.append(f"DIGESTS = {s.digests!r}  # (output, sha256 of the spec's values' bytes)")
    text = "\n".join(data)
    needed, check = CHECKS[kind]
    check = check.replace("AGREES", AGREES).replace("DIGESTS", DIGESTS if s.digests else "") \
        .replace("TIME_LIMIT", str(s.time_limit))
    if s.oracle == "xla-gpu":
        first, rest = check.split("\n", 1)
        check = first + GPU + "\n" + rest
    lines = {line for part in (own, needed, "import numpy as np",
                               "import hashlib" if s.digests else "",
                               "import ml_dtypes" if "ml_dtypes." in text + run else "")
             for line in part.splitlines() if line}
    stdlib = sorted(line for line in lines if line.split()[1] in STDLIB)
    others = sorted((line for line in lines if line.split()[1] not in STDLIB),
                    key=lambda line: (line.startswith("from"), line))
    imports = "\n".join(stdlib + [""] * bool(stdlib) + others)
    entry = (CHILD if kind == "crash" else "") + ENTRY
    return f"{imports}\n\n{text}\n\n\n{run}\n\n{check}\n\n{entry}"


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
    """A Python literal of a scalar (numpy's nan and inf)."""
    if isinstance(x, complex):
        return f"complex({_number(x.real)}, {_number(x.imag)})"
    if isinstance(x, float) and x != x:
        return "np.nan"
    if isinstance(x, float) and abs(x) == inf:
        return "np.inf" if x > 0 else "-np.inf"
    return repr(x)


def _array(x: np.ndarray, bits: bool = False) -> str:
    """A literal that makes `x` again, bit for bit: its values where they round-trip, else its
    bytes in hex (NaN payloads); `bits`: an array of a type numpy lacks (ml_dtypes') as its
    storage's unsigned integers."""
    x = np.asarray(x)
    values = [_number(v) for v in x.ravel().tolist()]
    literal = f"np.array([{', '.join(values)}], {_dtype(x.dtype)})"
    namespace = {"np": np, "ml_dtypes": ml_dtypes, "complex": complex}
    try:
        same = eval(literal, namespace).tobytes() == x.ravel().tobytes()  # noqa: S307 (ours)
    except (ValueError, OverflowError, SyntaxError):
        same = False
    if not same:
        literal = f"np.frombuffer(bytes.fromhex({x.tobytes().hex()!r}), {_dtype(x.dtype)})"
    view = f".view(np.uint{8 * x.dtype.itemsize})" if bits and x.dtype.type.__module__ != "numpy" \
        else ""
    return f"{literal}.reshape({tuple(x.shape)!r}){view}"


def _literal(x: np.ndarray) -> str:
    return f"{np.array2string(x.ravel(), threshold=16, separator=', ')} : {x.shape}"


# --- reading a script back ---------------------------------------------------------------------

def recorded(text: str) -> tuple[str, Standalone]:
    """(the docstring, the Standalone) a script was written from, read back from its text (this
    form or the earlier one, with ORACLE, KIND and INPUT_TYPES lines): what `code` needs to
    write the script again."""
    tree = ast.parse(text)
    doc = ast.get_docstring(tree, clean=False) or ""
    values = {t.id: node.value for node in tree.body if isinstance(node, ast.Assign)
              for t in node.targets if isinstance(t, ast.Name)}
    namespace = {"np": np, "ml_dtypes": ml_dtypes, "complex": complex, "nan": float("nan"),
                 "inf": inf}
    data = {name: eval(compile(ast.Expression(value), "<script>", "eval"), namespace)  # noqa: S307
            for name, value in values.items()}  # (a script this project wrote: data literals)
    title = doc.split("\n", 1)[0]
    oracle = data.get("ORACLE") or next(
        (name for name in RUNNABLE if title.startswith(oracle_title(name) + " vs ")), "")
    kind = data.get("KIND") or re.search(r"\(([\w-]+)\)\.$", title).group(1)
    inputs = data["INPUTS"]
    types = data.get("INPUT_TYPES") or [t for _, t in inputs] if oracle == \
        "stablehlo-interpreter" else [""] * len(inputs)
    if inputs and isinstance(inputs[0], tuple):
        inputs = [x for x, _ in inputs]
    limit = data.get("TIME_LIMIT") or int(next(iter(re.findall(r"timeout=(\d+)", text)), 120))
    model = data.get("MODEL")
    s = Standalone(oracle, kind, "", "", data.get("PROGRAM", "").rstrip("\n"), inputs, types,
                   data.get("OUTPUT_TYPES", []), elements=data.get("EXPECTED", []),
                   model=None if model is None else base64.b64decode(model), time_limit=limit,
                   digests=data.get("DIGESTS", []), title=title.removesuffix("."))
    return doc, s


def rewritten(text: str) -> str:
    """A script's text written again by this module's `code`, from its own data and with its own
    docstring."""
    doc, s = recorded(text)
    head, _, last = doc.rstrip("\n").rpartition("\n\nSeen with ")  # the outcomes: this form's
    versions = re.sub(r"\s+", " ", last).split(". Needs only ")[0]
    doc = f"{head}\n\n" + _wrap(f"Seen with {versions}. " + OUTCOMES.format(needs=NEEDS[s.oracle]))
    return with_docstring(doc, code(s))


DATA = ("PROGRAM", "MODEL", "INPUTS", "OUTPUT_TYPES", "EXPECTED", "DIGESTS")
"""The data a script carries (its case), not counted by `code_lines`."""


def code_lines(text: str) -> int:
    """The lines of a script's code: not blank, not only a comment, outside its docstring and its
    DATA assignments."""
    tree = ast.parse(text)
    skipped = set()
    for k, node in enumerate(tree.body):
        if k == 0 and isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) or \
                isinstance(node, ast.Assign) and any(getattr(t, "id", "") in DATA
                                                     for t in node.targets):
            skipped |= set(range(node.lineno, node.end_lineno + 1))
    return sum(1 for n, line in enumerate(text.splitlines(), 1)
               if n not in skipped and line.strip() and not line.lstrip().startswith("#"))


if __name__ == "__main__":  # SEMANTICS made again from spec.md
    import sys
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else SPEC_MD
    SEMANTICS.write_text(json.dumps(semantics_table(source.read_text()), indent=1,
                                    sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{SEMANTICS}: {len(_semantics())} ops from {source}")
