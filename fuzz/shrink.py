"""Shrinking and localizing a finding while its divergence (its signature) persists.

1. Hypothesis: the seeded `@given` function of fuzz.seeded.draw is rerun with the shrink
   phase (fuzz.seeded.shrunk); it fails while the program still makes a finding of the same signature, so
   Hypothesis minimizes the choice sequence (smaller shapes, fewer operands, simpler
   attributes) and the programs stay valid by construction.
2. Structure: @main returns only the output that diverges; then each top-level op, in program
   order, is replaced by `stablehlo.constant`s of the reference's values of its results, and
   the ops nothing uses any more are dropped, as long as the signature persists (what is left
   is the diverging op fed by constants and arguments).
3. Values: arguments are replaced by constant values (all zeros, then each half of the
   elements zeroed) as long as the signature persists.
4. Localization: @main is rewritten to return every intermediate result; the first op whose
   result diverges between the two sides is the finding's `localized` op. A crash or a
   rejection of a program of several ops is localized to the first op of @main whose results,
   returned with only the ops they need, make the oracle fail the same way.
Each step has a share of the time budget; what is left unshrunk is still a valid finding.
"""
from __future__ import annotations

import time

import numpy as np

import reference
import spec
from spec import attributes as A
from spec.ir import Op
from spec.types import FunctionType, QuantizedElementType, TensorType

from .differential import HOST_OPS
from .findings import Finding
from .seeded import shrunk


def shrink(checker, strategy, seed: int, finding: Finding, seconds: float) -> Finding:
    deadline = time.monotonic() + seconds
    if finding.kind == "timeout":  # each try would cost the time limit again
        return localize(checker, finding)
    reproduces = _reproduces(checker, finding, deadline)
    smaller = shrunk(strategy, seed, reproduces, deadline)
    if smaller is not None:
        finding.program, finding.inputs, finding.outputs = smaller
    finding = structural(finding, reproduces, deadline)
    finding = _simplify_inputs(finding, reproduces, deadline)
    return localize(checker, finding)


def _reproduces(checker, finding: Finding, deadline: float):
    """A predicate on (text, inputs): the program still makes `finding`'s signature, and is
    still new or known as `finding` is (a signature keyed by is_inf's i1 result holds for an
    f6E2M3FN operand, new, and for an f4E2M1FN one, a known divergence: a new finding must not
    shrink into a known one); returns the matching finding's (text, inputs, outputs) or None.
    A program that reproduces updates `finding.message`, so the message always describes the
    last reproducing program (each pass keeps the last one that reproduced)."""
    def check(text, inputs):
        if time.monotonic() > deadline:
            return None
        result = checker.valid(text, inputs, finding.op, only=finding.oracle)
        for f in result.findings:
            if f.digest == finding.digest and (f.known is None) == (finding.known is None):
                finding.message = f.message  # the verdict of the latest reproducing program
                return text, list(inputs), f.outputs
        return None
    return check


def structural(finding: Finding, reproduces, deadline) -> Finding:
    """Step 2 of the module docstring."""
    def attempt(module):
        found = reproduces(spec.print_module(module), finding.inputs)
        if found is not None:
            finding.program, _, finding.outputs = found
        return found is not None

    module = spec.parse(finding.program)
    k = _diverging_output(finding)
    if k is not None and len(module.func("main").type.results) > 1:
        attempt(drop_dead(keep_outputs(module, [k])))
    position = 0
    while time.monotonic() < deadline:
        module = spec.parse(finding.program)
        ops = module.func("main").ops[:-1]
        if position >= len(ops):
            break
        trial = as_constants(module, position, finding.inputs)
        if trial is None or not attempt(drop_dead(trial)):
            position += 1  # kept: the next op (a success shifts the next op to `position`)
    return finding


def _diverging_output(finding: Finding) -> int | None:
    words = finding.message.split()
    if finding.kind == "wrong-result" and len(words) > 1 and words[0] == "output":
        return int(words[1].rstrip(":"))
    return None


def keep_outputs(module, keep: list[int]):
    """A copy of `module` whose @main returns only its outputs `keep`."""
    copy = spec.parse(spec.print_module(module))
    main = copy.func("main")
    ret = main.ops[-1]
    ret.operands = [ret.operands[i] for i in keep]
    main.type = FunctionType(tuple(main.type.inputs), tuple(v.type for v in ret.operands))
    return copy


def drop_dead(module):
    """`module` without the top-level ops of @main whose results nothing uses (ops without
    results and host-transfer ops stay)."""
    main = module.func("main")
    while True:
        used = {id(v) for op in module.walk() for v in op.operands}
        dead = [op for op in main.ops[:-1] if op.results and op.name not in HOST_OPS
                and not any(id(v) in used for v in op.results)]
        if not dead:
            return module
        main.body.block.ops[:] = [op for op in main.ops if op not in dead]


def as_constants(module, position: int, inputs):
    """A copy of `module` whose top-level op `position` of @main is replaced by constants of the
    reference's values of its results; None when they cannot be constants (non-tensor or
    quantized results, an op already a constant, or the reference fails)."""
    copy = spec.parse(spec.print_module(module))
    main = copy.func("main")
    op = main.ops[position]
    if op.name == "stablehlo.constant" or not op.results or any(
            not isinstance(v.type, TensorType) or isinstance(v.type.element_type,
                                                             QuantizedElementType)
            for v in op.results):
        return None
    try:
        probe = keep_outputs_of(copy, op)
        values = reference.evaluate(probe, list(inputs))
    except Exception:  # noqa: BLE001  (kept as is: the divergence needs no constant here)
        return None
    constants = [Op("stablehlo.constant", [], [v.type],
                    {"value": A.DenseElementsAttr(v.type, np.asarray(x))})
                 for v, x in zip(op.results, values)]
    replace = {id(v): c.results[0] for v, c in zip(op.results, constants)}
    for other in copy.walk():
        other.operands = [replace.get(id(v), v) for v in other.operands]
    block = main.body.block
    at = block.ops.index(op)
    block.ops[at:at + 1] = constants
    for c in constants:
        c.parent = block
    return copy


def keep_outputs_of(module, op):
    """A copy of `module` whose @main returns `op`'s results (op: a top-level op of @main)."""
    position = module.func("main").ops.index(op)
    copy = spec.parse(spec.print_module(module))
    main = copy.func("main")
    target, ret = main.ops[position], main.ops[-1]
    ret.operands = list(target.results)
    main.type = FunctionType(tuple(main.type.inputs), tuple(v.type for v in ret.operands))
    return copy


def _simplify_inputs(finding: Finding, reproduces, deadline) -> Finding:
    """Zeroes arguments, whole or by halves, while the signature persists."""
    inputs = list(finding.inputs)
    for i, x in enumerate(inputs):
        if not isinstance(x, np.ndarray) or x.size == 0 or x.dtype == object:
            continue
        for mask in _masks(x.shape):
            if time.monotonic() > deadline:
                return finding
            trial = inputs[:i] + [np.where(mask, np.zeros_like(x), x)] + inputs[i + 1:]
            if trial[i].tobytes() == x.tobytes():
                continue
            found = reproduces(finding.program, trial)
            if found is not None:
                inputs = trial
                finding.inputs, finding.outputs = inputs, found[2]
    return finding


def _masks(shape):
    """All elements, then the first and the second half of the flattened elements."""
    n = int(np.prod(shape))
    flat = np.arange(n)
    yield np.ones(shape, bool)
    if n > 1:
        yield (flat < n // 2).reshape(shape)
        yield (flat >= n // 2).reshape(shape)


def localize(checker, finding: Finding) -> Finding:
    """Sets `finding.localized`: the op (mnemonic, position in @main) whose result diverges
    first. A program of one op is localized to it; wrong results of several ops are localized
    by the intermediates, crashes and rejections by the shortest failing prefix, timeouts not
    (each try would cost the time limit)."""
    module = spec.parse(finding.program)
    ops = [op for op in module.func("main").ops if op.name.startswith("stablehlo.")]
    if len(ops) <= 1:
        finding.localized = f"{ops[-1].mnemonic} (op 0)" if ops else None
        return finding
    if finding.kind in ("crash", "wrong-rejection"):
        finding.localized = _failing_prefix(checker, module, finding)
        return finding
    if finding.kind != "wrong-result":
        return finding
    probe = with_intermediates(module)
    result = checker.valid(spec.print_module(probe), finding.inputs, finding.op,
                           only=finding.oracle)
    for f in result.findings:
        if f.kind == "wrong-result" and f.message.startswith("output "):
            k = int(f.message.split()[1].rstrip(":"))
            finding.localized = f"{_producer(probe, k)}"
            return finding
    return finding


def _failing_prefix(checker, module, finding: Finding) -> str | None:
    """The first top-level op of @main whose results, returned by a program of the ops they
    need (`keep_outputs_of`, `drop_dead`), make a finding of `finding`'s kind, oracle and rule
    (not its key: the element type of a shorter program's output may differ)."""
    want = (finding.kind, finding.oracle, finding.rule)
    for position, op in enumerate(module.func("main").ops[:-1]):
        if not op.name.startswith("stablehlo.") or not op.results or any(
                not isinstance(v.type, TensorType) for v in op.results):
            continue
        prefix = drop_dead(keep_outputs_of(module, op))
        result = checker.valid(spec.print_module(prefix), finding.inputs, finding.op,
                               only=finding.oracle)
        if any((f.kind, f.oracle, f.rule) == want for f in result.findings):
            return f"{op.mnemonic} (op {position})"
    return None


def with_intermediates(module):
    """A copy of `module` whose @main returns the tensor results of each of its top-level ops,
    in program order."""
    copy = spec.parse(spec.print_module(module))
    main = copy.func("main")
    ret = main.ops[-1]
    values = [v for op in main.ops[:-1] for v in op.results if isinstance(v.type, TensorType)]
    ret.operands = values
    main.type = FunctionType(tuple(main.type.inputs), tuple(v.type for v in values))
    return copy


def _producer(probe, k: int) -> str:
    ops = probe.func("main").ops[:-1]
    count = 0
    for position, op in enumerate(ops):
        count += sum(isinstance(v.type, TensorType) for v in op.results)
        if k < count:
            return f"{op.mnemonic} (op {position})"
    return "?"
