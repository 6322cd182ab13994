"""Conformance cases and their verdicts: what the pytest plugin (reports/plugin.py) collects and runs.

Four kinds of case, each with a readable id:
- `checks`: a public function without arguments of a corpus file (`corpus/ops`,
  `corpus/spec_examples`, ...; not one that an `interpreter.run_parallel` runs, as for
  `python -m reference run`) whose check ops state the expected results, id
  `<dir>/<file>/<function>` (`spec_examples/add/add_example_1`). For any oracle the function is
  rewritten (`checks_as_outputs`): its top-level `stablehlo.constant`s become arguments (no
  backend can fold them away) and its top-level `check.expect_*` ops become outputs, compared with
  the check's constant (or with its second operand); it then runs as the @main of a module of its
  own (oracles/entry.py: the functions it calls kept, the file's other cases left out), so the
  oracles that run @main only run every case. Functions with other check ops run on the
  reference only, with their check ops.
- `verify`: a case of `corpus/constraints`, judged by this project's verifier (`spec.verify`)
  against its `// expected:` line; id `<op>/<case>` for valid programs, `<op>_cN/<case>` for
  negative ones (`gather_c3/start_index_map_size`).
- `generated`: a fixed, seeded program of `fuzz.strategies.ops` per op and element type, id
  `<op>/<element type>/case_<n>`, judged against the reference by oracles.verdict.judge (the
  op's tolerance rule, the reference's error bounds, the Unspecified masks, the allowances).
- `inputs`: the @main of a corpus file `X.mlir` with arguments, run on the values of the file
  `X.npz` beside it (reference/npz.py's encoding; `corpus/models`), id `<dir>/X/main`, judged
  against the reference like a generated case.

Sidecar comment lines of a corpus case: `// expected: ...` (constraints),
`// tolerance: exact | almost-eq | <N> ulp` (overrides the comparison rule of its checks) and
`// tier: recommended` (its checks state recommended behaviour, not what the spec demands: judged
under the strict profile only, where a mismatch is a departure reported apart, not a failure).
"""
from __future__ import annotations

import hashlib
import multiprocessing
import re
import warnings
import zlib
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np
from hypothesis import HealthCheck, Phase, given, seed, settings

import spec
from spec import reducers
from fuzz.large import SEED as LARGE_SEED
from fuzz.strategies_base import Given
from fuzz.large import large_programs
from fuzz.strategies import OP_GENERATORS
from fuzz.strategies import ops as programs
from oracles.base import Outcome, outcome_of
from oracles.compare import ALMOST_EQ, EXACT, Rule, compare
from oracles import process_inputs
from oracles.entry import MAIN, as_main
from spec.program_files import PROGRAM_SUFFIXES, ProgramError, read_program_text
from oracles.verdict import (PROFILES, bounded_outputs, element_name, judge, op_keys,
                             unspecified_masks)
from reference import bounds, npz
from reference.checks import CALL_MAX_ULP_DIFFERENCE, CALL_TOLERANCE
from reference.ops.custom_call import target_of
from reference.interpreter import attribute_value
from reference.processes import grid_size
from reference.propagation import GRID_REDUCTIONS, reducers_of
from reference.values import QuantizedTensor, Token
from reference.runner import (SidecarError, entry_functions, parse_value, per_process,
                              run_function, sidecar_cases)
from spec.build import integer
from spec.ir import Block, Func, Module
from spec.syntax import print_module
from spec.types import FunctionType, QuantizedElementType, TensorType
from spec.verify import verify

CHECK_OUTPUTS = {"check.expect_eq_const": EXACT, "check.expect_almost_eq_const": ALMOST_EQ,
                 "check.expect_eq": EXACT, "check.expect_almost_eq": ALMOST_EQ}
"""Check ops an oracle without check ops can still be judged by: their operands become outputs."""
CALL_CHECK_OUTPUTS = {
    "check.expect_eq": EXACT,
    "check.expect_almost_eq": Rule(f"almost-eq: |actual - expected| <= {CALL_TOLERANCE} * "
                                   "max(1, |expected|) (custom_call @check.expect_almost_eq, "
                                   "as upstream's runner)", 0, "upstream's test runner",
                                   almost=CALL_TOLERANCE, tier="allowance"),
    "check.expect_close": Rule(f"<= {CALL_MAX_ULP_DIFFERENCE} ULP (custom_call "
                               "@check.expect_close, as upstream's runner)",
                               CALL_MAX_ULP_DIFFERENCE, "upstream's test runner",
                               tier="allowance")}
"""The same for checks written as `stablehlo.custom_call @check.NAME`, under the tolerances
upstream's test runner gives them (reference/checks.py)."""

DEFAULT_GENERATED = 3
"""Generated cases per op and element type (--generated)."""
LOCKED = {"ops": None, "dtypes": None, "skips_file": None, "xfails_file": None,
          "generated": DEFAULT_GENERATED, "case": None, "corpus": None}
"""Options a --certify run may not change (the plugin's option names), with their locked values:
the case list is the suite's."""
CERTIFY_PROFILES = ("default", "strict")
"""The tolerance profiles a --certify run may select (the comparison rules are the suite's):
the default one, or strict (0 ULP for the correctly rounded operations, recommended behaviour
reported apart). The report records which."""


class CaseError(ValueError):
    """A corpus case the plugin cannot read; the message names the file and line."""


@dataclass
class Case:
    id: str
    op: str
    element_type: str
    source: str  # "corpus/ops/add.mlir:12" or the generator call
    kind: str  # "checks" | "verify" | "generated" | "inputs"
    text: str
    func: str = "main"
    inputs: list = field(default_factory=list, repr=False)
    expected: tuple[str, ...] = ()  # verify: the constraint ids (empty: valid)
    tolerance: str | None = None
    tier: str | None = None  # "recommended": the checks state recommended behaviour
    skip: str | None = None  # why the case is not run: a `// spec-issue:` line, a parse error
    processes: str | None = None  # a multi-process case's sidecar (X.processes.json) or ""
    grid: tuple[int, int] | None = None  # a generated case's process grid (replicas,
    # partitions) above 1 x 1: `inputs` then holds every process's arguments, in grid order
    # (process (r, p)'s at position r * partitions + p)

    def process_inputs(self) -> dict:
        """Each process's arguments by (replica, partition) id (a grid case's)."""
        replicas, partitions = self.grid
        k = len(self.inputs) // (replicas * partitions)
        return {(r, p): self.inputs[(r * partitions + p) * k:(r * partitions + p + 1) * k]
                for r in range(replicas) for p in range(partitions)}

    @property
    def path(self) -> str:
        if self.kind != "generated":
            return self.source.rsplit(":", 1)[0]
        return "fuzz/large.py" if self.source.startswith("fuzz.large") else "fuzz/strategies.py"


@dataclass
class Result:
    """The verdict on one case; `status` is one of STATUSES."""

    status: str
    message: str = ""
    rule: str = ""
    expected: str = ""
    actual: str = ""
    where: str = ""
    error: str = ""
    lowered: str = ""  # the oracle ran the program lowered (Outcome.lowered)
    tier: str = ""  # the tier of the rule that decided (oracles.compare.TIERS)
    recommended: str = ""  # a departure from the recommended behaviour (strict profile)
    outputs_sha256: str = ""  # outputs_digest of the oracle's outputs ("" when it gave none)


STATUSES = ("pass", "fail", "unsupported", "rejected", "crash", "timeout", "skipped")

SPEC_ISSUE = "the spec's expectation is wrong: "
CORPUS_DEFECT = "the case does not parse (a corpus defect): "
RECOMMENDED_ONLY = "recommended behaviour, judged under --tolerance-profile strict only: "
CHECK_FAILS = "the case's checks must fail, as upstream's runner fails them: "
SUITE_SKIPS = (SPEC_ISSUE, CORPUS_DEFECT, RECOMMENDED_ONLY, CHECK_FAILS)
"""The skip reasons the suite itself declares, for every oracle alike: a spec example whose
stated result is wrong (`// spec-issue:`), a spec example that does not parse as the spec writes
it, a case stating recommended behaviour (`// tier: recommended`) outside the strict profile, a
case written to fail its checks (`// check-fails:`: the far side of a check's tolerance,
tests/reference/test_reference_corpus.py runs it). A certification run may hold these skips
and no other."""


# --- corpus ---------------------------------------------------------------------------------

def corpus_cases(root: Path, paths: list[Path] | None = None) -> list[Case]:
    """Every case of the program files under `root` (or only under `paths`), in path order:
    files named like spec.program_files.PROGRAM_SUFFIXES, read by their content (StableHLO text,
    MLIR bytecode, portable artifacts, jax.export artifacts)."""
    files = sorted(f for suffix in PROGRAM_SUFFIXES for f in root.rglob(f"*{suffix}"))
    if paths:
        files = [f for f in files if any(f == p or p in f.parents for p in paths)]
    out = []
    for path in files:
        rel = path.relative_to(root.parent).as_posix()
        try:
            text, _ = read_program_text(str(path))
        except ProgramError as e:
            raise CaseError(str(e)) from None
        for line, chunk in spec.split_input_file(text):
            if not re.search(r"^\s*func\.func", chunk, re.M):
                continue
            where = f"{rel}:{line}"
            reader = _verify_case if path.parent.name == "constraints" else _check_cases
            out += reader(path, where, chunk)
    seen: dict[str, str] = {}
    for case in out:  # a report, a --case and a certification's case list name cases by id
        if seen.setdefault(case.id, case.source) != case.source:
            raise CaseError(f"{case.source}: case id {case.id} is also {seen[case.id]}'s: "
                            f"give one of the functions another name")
    return out


def _verify_case(path: Path, where: str, chunk: str) -> list[Case]:
    name = re.search(r"^// case: (\S+)", chunk, re.M)
    expected = re.search(r"^// expected: (.+)$", chunk, re.M)
    if not (name and expected):
        raise CaseError(f"{where}: a constraint case needs '// case:' and '// expected:' lines")
    ids = () if expected.group(1).strip() == "valid" else tuple(sorted(expected.group(1).split()))
    group = "+".join(ids) if ids else path.stem
    label = re.sub(r"^c\d+_", "", name.group(1)) if ids else name.group(1)
    return [Case(f"{group}/{label}", path.stem, "", where, "verify", chunk, expected=ids)]


def _check_cases(path: Path, where: str, chunk: str) -> list[Case]:
    prefix = f"{path.parent.name}/{_program_name(path)}"
    try:
        module = spec.parse(chunk, str(path))
    except spec.ParseError as e:
        line = where.rsplit(":", 1)[1]
        return [Case(f"{prefix}/line_{line}", path.stem, "", where, "checks", chunk, "",
                     skip=f"{CORPUS_DEFECT}{e}")]
    tolerance = tolerance_of(chunk, where)
    tier = tier_of(chunk, where)
    issue = re.search(r"^// spec-issue: (.+)$", chunk, re.M)
    fails = re.search(r"^// check-fails: (.+)$", chunk, re.M)
    skip = (issue and f"{SPEC_ISSUE}{issue.group(1)}") or (fails and f"{CHECK_FAILS}{fails.group(1)}")
    sidecar = path.with_suffix(".processes.json")
    processes = str(sidecar) if sidecar.exists() else ("" if "mhlo.num_" in chunk else None)
    try:
        entries = sidecar_cases(str(path)) if processes else {}
    except SidecarError as e:
        raise CaseError(f"{where}: {e}") from None
    return [Case(f"{prefix}/{f.name}", path.stem, _checked_type(f), where, "checks", chunk,
                 f.name, tolerance=tolerance, tier=tier, processes=processes,
                 skip=skip or None)
            for f in entry_functions(module, entries)] + _inputs_case(path, where, chunk, module)


def _program_name(path: Path) -> str:
    """A program file's name in case ids: `cnn` for cnn.mlir, `cnn.jaxexport` for the same
    model in another format beside it (each format is a case of its own)."""
    return path.stem if path.suffix == ".mlir" else path.name


def _inputs_case(path: Path, where: str, chunk: str, module: Module) -> list[Case]:
    """The case of @main on the inputs of `X.npz` beside `X.mlir`, when @main takes arguments."""
    values = path.with_suffix(".npz")
    main = next((f for f in module.funcs if f.name == "main" and f.body is not None), None)
    if not values.exists() or main is None or not main.type.inputs:
        return []
    try:
        inputs = npz.load(str(values), list(main.type.inputs))
    except npz.NpzError as e:
        raise CaseError(f"{where}: {e}") from None
    return [Case(f"{path.parent.name}/{_program_name(path)}/main", path.stem, _first_type(main), where,
                 "inputs", chunk, inputs=inputs)]


def tier_of(chunk: str, where: str = "") -> str | None:
    """The `// tier:` line of a case, checked: only `recommended` (a corpus check states what
    the spec demands unless it says otherwise)."""
    found = re.search(r"^// tier: (.+)$", chunk, re.M)
    if not found:
        return None
    value = found.group(1).strip()
    if value != "recommended":
        raise CaseError(f"{where}: tier {value!r} is not 'recommended' (the only tier a corpus "
                        "case declares; its checks are spec checks otherwise)")
    return value


def tolerance_of(chunk: str, where: str = "") -> str | None:
    """The `// tolerance:` override of a case, checked."""
    found = re.search(r"^// tolerance: (.+)$", chunk, re.M)
    if not found:
        return None
    value = found.group(1).strip()
    rule_named(value, where)
    return value


def rule_named(value: str, where: str = "") -> Rule:
    if value == "exact":
        return EXACT
    if value == "almost-eq":
        return ALMOST_EQ
    ulps = re.fullmatch(r"(\d+) ulps?", value)
    if ulps:
        n = int(ulps.group(1))
        return Rule(f"<= {n} ULP (tolerance override)", n, "the case's // tolerance: line")
    raise CaseError(f"{where}: tolerance {value!r} is not one of: exact, almost-eq, <N> ulp")


def _checked_type(func: Func) -> str:
    """The element type of the first checked value (or the first result): the case's column in
    the report's op x element type matrix."""
    for op in func.walk():
        if _check_name(op) is not None and op.operands:
            return element_name(op.operands[0].type)
    return element_name(func.type.results[0]) if func.type.results else ""


def _first_type(func: Func) -> str:
    types = func.type.results or func.type.inputs
    return element_name(types[0]) if types else "none"


def divergence_keys(case: Case) -> list[str]:
    """The keys under which oracles/known_divergences.toml may list the case (its `types`): the
    case's own element type and its function's name (corpus cases), then the keys of the case's
    op (verdict.op_keys: `operand->result` for conversions, the operands' and results' element
    types)."""
    keys = [case.func, case.element_type] if case.kind == "checks" else [case.element_type]
    try:
        module = spec.parse(case.text, case.path)
    except spec.ParseError:
        return keys
    return list(dict.fromkeys(keys + op_keys(module.func(case.func), case.op)))


# --- checks as outputs ----------------------------------------------------------------------

class NotTransformable(Exception):
    """A function whose checks cannot become outputs; the message says why."""


@dataclass
class Expectation:
    rule: Rule
    constant: np.ndarray | None  # None: compare with the next output (the check's 2nd operand)


def _check_name(op) -> str | None:
    """The check an op states: a check dialect op's name, or `@check.NAME` of a custom_call
    spelling; None for other ops."""
    if op.dialect == "check":
        return op.name
    if op.name == "stablehlo.custom_call":
        target = target_of(op)
        if target is not None and target.name.startswith("check."):
            return f"custom_call @{target.name}"
    return None


def _check_rule(op) -> Rule | None:
    """The rule comparing a check's operands as outputs; None where it has none (or is no
    check)."""
    if op.dialect == "check":
        return CHECK_OUTPUTS.get(op.name)
    name = _check_name(op)
    if name is None or op.attributes.get("backend_config") is not None or len(op.operands) != 2:
        return None  # a backend_config's own tolerance, or not an (actual, expected) pair:
                     # only the reference's checks read it (and say what is wrong)
    return CALL_CHECK_OUTPUTS.get(name.removeprefix("custom_call @"))


def checks_as_outputs(module: Module, name: str) -> tuple[Module, list, list[Expectation]]:
    """Rewrites function @name in place: top-level constants become arguments (their values are
    the inputs), top-level checks of CHECK_OUTPUTS become its results (other ops stay)."""
    func = module.func(name)
    for op in func.walk():
        rule = _check_rule(op)
        if _check_name(op) is not None and (rule is None or op.parent is not func.body.block):
            raise NotTransformable(f"{_check_name(op)} (at {op.location}) cannot become an "
                                   "output: the oracle cannot run check ops")
    block = func.body.block
    checks = [op for op in block.ops if _check_rule(op) is not None]
    if not checks:
        raise NotTransformable("the function has no check op")
    if any(isinstance(v.type, TensorType) and isinstance(v.type.element_type,
                                                          QuantizedElementType)
           for op in checks for v in op.operands):
        raise NotTransformable("a checked value is quantized: only the check ops compare "
                               "quantized values")
    outputs, expectations = [], []
    for op in checks:
        outputs += op.operands
        value = attribute_value(op, "value") if op.name.endswith("_const") else None
        expectations.append(Expectation(_check_rule(op),
                                        None if value is None else np.asarray(value)))
    constants = [op for op in block.ops if op.name == "stablehlo.constant"
                 and not isinstance(op.results[0].type.element_type, QuantizedElementType)]
    inputs = [np.asarray(attribute_value(op, "value")) for op in constants]
    new = Block([op.results[0].type for op in constants])
    replaced = {id(op.results[0]): arg for op, arg in zip(constants, new.arguments)}
    for op in func.walk():
        op.operands = [replaced.get(id(v), v) for v in op.operands]
    outputs = [replaced.get(id(v), v) for v in outputs]
    ret = block.ops[-1]
    ret.operands = outputs
    for op in block.ops:
        if op not in checks and op not in constants:
            new.append(op)
    new.parent = func.body
    func.body.blocks[0] = new
    func.type = FunctionType(tuple(a.type for a in new.arguments), tuple(v.type for v in outputs))
    return module, inputs, expectations


# --- verdicts -------------------------------------------------------------------------------

OUTCOME_STATUS = {"rejected": "rejected", "unsupported": "unsupported", "crash": "crash",
                  "timeout": "timeout"}


def judge_case(case: Case, oracle, reference, profile: str, allowances=(),
               outcome: Outcome | None = None) -> Result:
    """The verdict on `case` for `oracle` (`reference`: the expected side of generated and
    inputs cases; `allowances`: the oracle's, for the checks of corpus cases; `outcome`: the
    oracle's, of a generated case that ran in a batch, `run_batch`)."""
    if case.kind == "verify":
        return judge_verify(case)
    if case.kind == "checks":
        return judge_checks(case, oracle, profile, allowances, reference)
    return judge_generated(case, oracle, reference, profile, outcome)


def judge_verify(case: Case) -> Result:
    try:
        diags = verify(spec.parse(case.text, case.path))
    except spec.ParseError as e:
        return Result("crash", f"the case does not parse: {e}")
    got = tuple(sorted({d.constraint for d in diags}))
    want = " ".join(case.expected) or "valid"
    if got == case.expected:
        return Result("pass", rule="diagnostics", expected=want, actual=want)
    return Result("fail", "the verifier's diagnostics differ from the case's // expected: line",
                  "diagnostics", want, " ".join(got) or "valid",
                  error="\n".join(map(str, diags)))


def judge_checks(case: Case, oracle, profile: str, allowances=(), reference=None) -> Result:
    """Runs a corpus function on `oracle` and compares its checked values (`reference`: the
    reference oracle, whose results judge a check that fails as written: `_Leeway`; a case of
    recommended behaviour: under the strict profile only, a mismatch as a departure)."""
    if case.tier == "recommended" and profile != "strict":
        return Result("skipped", f"{RECOMMENDED_ONLY}its checks state a choice the spec leaves "
                                 "open")
    module = spec.parse(case.text, case.path)
    if case.processes is not None:
        return _reference_with_checks(case) if oracle.name == "reference" else \
            _judge_processes(case, module, oracle, profile, allowances, reference)
    try:
        module, inputs, expectations = checks_as_outputs(module, case.func)
    except NotTransformable as e:
        if oracle.name != "reference":
            return Result("unsupported", str(e))
        return _reference_with_checks(case)
    entry = as_main(module, case.func)
    outcome = _run(oracle, entry, inputs, MAIN)
    if outcome.status != "ok":
        return Result(OUTCOME_STATUS[outcome.status], outcome.message, lowered=outcome.lowered)
    leeway = None if oracle.name == "reference" or reference is None else _Leeway(
        entry, inputs, outcome, oracle.name, reference, profile)
    result = _judge_checked(outcome.outputs, expectations, case, profile, allowances, leeway)
    if case.tier == "recommended" and result.status == "fail":
        result = Result("pass", rule=result.rule,
                        recommended=f"{result.message}; worst at {result.where}: expected "
                                    f"{result.expected}, actual {result.actual}, error "
                                    f"{result.error}; rule: recommended: {result.rule}")
    if case.tier == "recommended" and result.status == "pass":
        result = replace(result, tier="recommended")
    return replace(result, lowered=outcome.lowered, outputs_sha256=_digest_of(outcome))


def _judge_checked(outputs, expectations, case: Case, profile: str, allowances,
                   leeway: "_Leeway | None") -> Result:
    """Each check's verdict in turn: the first that fails, else pass."""
    position, rules, tiers = 0, set(), set()
    for k, e in enumerate(expectations):
        places = [position] if e.constant is not None else [position, position + 1]
        rule = rule_named(case.tolerance) if case.tolerance else _profile_rule(e.rule, profile)
        verdict = _check_verdict(e, outputs, position, rule, allowances)
        if not verdict.passed and leeway is not None:
            verdict = leeway.verdict(places, lambda outs: _check_verdict(
                e, outs, position, rule, allowances).passed) or verdict
        result = verdict_result(verdict, f"check {k}")
        if result:
            return result
        rules.add(verdict.rule)
        tiers.add(rule.tier)
        position += len(places)
    return Result("pass", rule=", ".join(sorted(rules)),
                  tier="allowance" if "allowance" in tiers else "spec")


def _check_verdict(e: Expectation, outputs: list, position: int, rule: Rule, allowances):
    """The comparison a check op makes: its value (the output at `position`) against its
    constant or its second operand (the next output)."""
    expected = e.constant if e.constant is not None else outputs[position + 1]
    return compare(expected, outputs[position], rule, allowances=allowances)


class _Leeway:
    """What a system under test other than the reference is granted on a check that fails as
    the check op states it: the case judged as a generated case is (oracles.verdict.judge,
    against the reference's results for the same inputs: the op's rule for this oracle with the
    reference's error bounds, the elements of declared Unspecified conditions skipped, the
    oracle's allowances, flush-subnormals' second comparison); the check passes when that
    verdict passes at its outputs and the reference's own results meet the check. The
    reference itself is held to the check ops as written (they pin down its choices)."""

    def __init__(self, entry: Module, inputs: list, outcome, oracle: str, reference,
                 profile: str):
        self.entry, self.inputs, self.outcome = entry, inputs, outcome
        self.oracle, self.reference, self.profile = oracle, reference, profile
        self._judged = None

    def verdict(self, places: list[int], meets_check):
        """The passing verdict of the outputs at `places` (one check's), or None when it fails
        there or the reference's results do not meet the check (`meets_check(outputs)`)."""
        expected, judged = self._judge()
        if judged is None or not meets_check(expected.outputs):
            return None
        verdicts = [judged.verdicts[p] for p in places]
        if not all(v.passed for v in verdicts):
            return None
        return replace(verdicts[0], rule=f"{verdicts[0].rule}, against the reference's result")

    def _judge(self):
        """The reference's Outcome and the case's verdict against it (once; None when the
        reference does not run the case)."""
        if self._judged is None:
            expected = self.reference.run(self.entry, self.inputs, MAIN)
            judged = None if expected.status != "ok" else judge(
                self.entry, self.inputs, expected, self.outcome, self.oracle, func=MAIN,
                profile=self.profile,
                rerun=lambda flushed: self.reference.run(self.entry, flushed, MAIN))
            self._judged = (expected, judged)
        return self._judged


def judge_generated(case: Case, oracle, reference, profile: str,
                    outcome: Outcome | None = None) -> Result:
    """Runs a program on its inputs (a generated case, an `inputs` case) on `oracle` and judges
    its results against the reference's (`reference`: the reference oracle, or the
    ReferenceResults that share its results among the oracles of a case; not run when `oracle`
    does not support the program: a large case costs the reference a second; `outcome`: the
    oracle's run of the case when a batch ran it already)."""
    module = parsed(case)
    if case.grid:
        return _judge_grid(case, module, oracle, reference, profile)
    ok, why = oracle.supports(module, case.func)
    if not ok:
        return Result("unsupported", why)
    expected = reference.run(module, case.inputs, case.func)
    if expected.status != "ok":
        return Result("unsupported", f"the reference cannot evaluate this case "
                                     f"({expected.status}): {expected.message}")
    outcome = outcome or _run(oracle, module, case.inputs, case.func)
    masks = reference.masks(module, case.inputs, case.func, expected, profile) \
        if isinstance(reference, ReferenceResults) and outcome.status == "ok" else None
    verdict = judge(module, case.inputs, expected, outcome, oracle.name, func=case.func,
                    profile=profile, masks=masks,
                    rerun=lambda flushed: reference.run(module, flushed, case.func))
    return replace(_generated_result(outcome, verdict), lowered=outcome.lowered,
                   recommended=deviation_message(verdict),
                   outputs_sha256=_digest_of(outcome))


def _judge_grid(case: Case, module: Module, oracle, reference, profile: str) -> Result:
    """A generated case on its process grid: every process's results judged against the
    reference's for the same process (the first process that fails decides), the elements
    under the op's declared Unspecified conditions skipped as on one process (all_reduce's
    schedule: a float sum over three or more processes, in an order the spec leaves open).
    Where the reference rejects the case with each process's own arguments, whose values the
    program constrains (the root index of a collective_broadcast or collective_reduce with a
    dynamic root), every process gets process (0, 0)'s drawn ones."""
    inputs = case.process_inputs()
    expected = reference.run_grid(module, inputs, case.func)
    if expected.status == "rejected":
        inputs = {pid: inputs[(0, 0)] for pid in inputs}
        expected = reference.run_grid(module, inputs, case.func)
    if expected.status != "ok":
        return Result("unsupported", f"the reference cannot evaluate this case "
                                     f"({expected.status}): {expected.message}")
    ok, why = oracle.supports(module, case.func)
    outcome = outcome_of(oracle, oracle.run_grid, module, inputs, case.func) if ok else \
        Outcome("unsupported", message=why)
    if outcome.status != "ok":
        return Result(OUTCOME_STATUS[outcome.status], outcome.message, lowered=outcome.lowered)
    passed = None
    bounds = grid_bounds(module, inputs, case.func, reference, expected)
    for pid, args in inputs.items():
        verdict = judge(module, args, Outcome("ok", expected.processes[pid],
                                              bounds=bounds[pid] if bounds else None),
                        Outcome("ok", outcome.processes[pid]), oracle.name, func=case.func,
                        profile=profile)
        result = _generated_result(outcome, verdict)
        if result.status != "pass":
            return replace(result, message=f"process {pid}: {result.message}",
                           where=f"process {pid}, {result.where}" if result.where else "",
                           lowered=outcome.lowered)
        passed = passed or result
    return replace(passed, lowered=outcome.lowered, outputs_sha256=_digest_of(outcome))


def grid_bounds(module: Module, inputs: dict, func: str, reference,
                expected: Outcome) -> dict | None:
    """Per process, the error bound of each result of a function that returns the results of
    one all_reduce or reduce_scatter of its arguments (a generated collective case), as
    reduce's bound for a combination in any order (the schedule the spec leaves open): an add
    body 2 gamma(n - 1, u) sum |x| over the operands of the process's group (n: the grid's
    processes, as many as a group can hold), a multiply body
    _product_bound of their magnitudes, 0 for bodies whose result no order changes (maximum,
    minimum, the bitwise ones) and for groups of two (one rounding). `expected`: the reference's
    run of the grid (its results' shapes). With a bound the schedule's Unspecified mask is not needed
    (verdict.unspecified_masks: COVERED_BY_BOUNDS) and the result is judged. None for another
    function or body."""
    function = module.func(func)
    body_ops = function.ops[:-1]
    if len(body_ops) != 1 or body_ops[0].name not in GRID_REDUCTIONS:
        return None
    op = body_ops[0]
    arguments = {id(a) for a in function.arguments}
    if [id(v) for v in function.ops[-1].operands] != [id(r) for r in op.results] or any(
            id(v) not in arguments for v in op.operands):
        return None
    bodies = reducers_of(op)
    et = op.results[0].type.element_type
    if bodies is None or len(set(bodies)) != 1 or isinstance(et, QuantizedElementType):
        return None
    body = bodies[0].removeprefix("stablehlo.")
    n = grid_size(module)[0] * grid_size(module)[1]  # a group has at most every process
    if reducers.order_free(body, et) or n <= 2:  # two operands: one rounding in any order
        return {pid: [np.zeros(np.shape(r)) for r in results]
                for pid, results in expected.processes.items()}
    if body not in ("add", "multiply"):
        return None

    def magnitudes(fn):
        run = reference.run_grid(module, {pid: [fn(np.asarray(x)) for x in args]
                                          for pid, args in inputs.items()}, func)
        return None if run.status != "ok" else {
            pid: [np.abs(np.asarray(r, np.complex128 if np.iscomplexobj(r) else np.float64))
                  for r in results] for pid, results in run.processes.items()}

    def absolute(x):
        return np.abs(x).astype(x.dtype)
    sums = magnitudes(absolute)
    if sums is None:
        return None
    if body == "add":
        return {pid: [bounds._sum_bound(s, n - 1, et, bounds.unit_roundoff(et)) for s in results]
                for pid, results in sums.items()}
    largest = magnitudes(lambda x: np.maximum(np.abs(x), 1).astype(x.dtype))
    if largest is None:
        return None
    return {pid: [bounds._product_bound(p, m, n - 1, et) for p, m in zip(results, largest[pid])]
            for pid, results in sums.items()}


class ReferenceResults:
    """The reference oracle with a memory of its latest results: a generated or inputs case runs
    on several oracles, and each would evaluate the reference (with its error bounds) and the
    Unspecified masks of its outputs anew. A result is kept by the identity of the inputs list
    (a Case's own, shared by its items; other inputs, such as flush-subnormals' second run, are
    evaluated as they come); the `size` latest are kept (the plugin's items of a case are
    adjacent)."""

    def __init__(self, reference, size: int = 64):
        self.reference, self.size = reference, size
        self.name = reference.name
        self._kept: OrderedDict[tuple, tuple] = OrderedDict()

    def run(self, module, inputs, func: str = "main"):
        """Kept by the inputs and by the allowance the dot products' bounds are computed under
        (`bounds.default_precision_operands`: the dot-default-tf32 allowance's second run asks
        for the same inputs' results with wider bounds)."""
        return self._recall(("run", id(inputs), func, bounds.DEFAULT_PRECISION_OPERANDS.get()),
                            inputs, lambda: self.reference.run(module, inputs, func))

    def run_grid(self, module, inputs: dict, func: str = "main"):
        """A process grid's run: not kept (each item splits the case's inputs by process)."""
        return self.reference.run_grid(module, inputs, func)

    def masks(self, module, inputs, func: str, expected, profile: str) -> list:
        """verdict.unspecified_masks of the outputs, given the reference's Outcome `expected`
        (which decides the outputs compared under error bounds) and the profile."""
        return self._recall(("masks", id(inputs), func, profile), inputs, lambda: (
            unspecified_masks(module, inputs, func, bounded_outputs(expected, profile))))

    def _recall(self, key: tuple, inputs, compute):
        kept = self._kept.get(key)
        if kept is not None and kept[0] is inputs:
            self._kept.move_to_end(key)
            return kept[1]
        value = compute()
        self._kept[key] = (inputs, value)
        while len(self._kept) > self.size:
            self._kept.popitem(last=False)
        return value


def _digest_of(outcome) -> str:
    if outcome.status != "ok":
        return ""
    if outcome.processes:
        return outputs_digest([value for pid in sorted(outcome.processes)
                               for value in outcome.processes[pid]])
    return outputs_digest(outcome.outputs)


def outputs_digest(outputs) -> str:
    """sha256 of a backend's outputs, bit for bit: each value's kind, element type, shape and
    bytes (little-endian hosts), so an audit can tell whether a rerun gave the same outputs."""
    h = hashlib.sha256()
    for value in outputs:
        _feed(h, value)
    return h.hexdigest()


def _feed(h, value) -> None:
    if isinstance(value, QuantizedTensor):
        h.update(f"quantized {value.element_type};".encode())
        _feed(h, value.storage)
    elif isinstance(value, Token):
        h.update(b"token;")
    elif isinstance(value, (list, tuple)):
        h.update(f"tuple {len(value)};".encode())
        for item in value:
            _feed(h, item)
    else:
        array = np.ascontiguousarray(value)
        h.update(f"tensor {array.dtype.name} {list(array.shape)};".encode())
        h.update(array.tobytes())


def _generated_result(outcome, verdict) -> Result:
    if verdict.status not in ("pass", "fail"):
        return Result(OUTCOME_STATUS[outcome.status], outcome.message)
    if verdict.failed is not None:
        return verdict_result(verdict.failed, f"result {verdict.output}")
    if not verdict.rules:
        return Result("pass", rule="no results")
    return Result("pass", rule=str(verdict.rules[0]),
                  tier=(verdict.verdicts or verdict.rules)[0].tier)


def deviation_message(verdict) -> str:
    """The recommended behaviour a verdict's outputs depart from (the strict profile's second
    tier, reported apart from spec violations), in the failure format; "" when none does."""
    found = verdict.deviation
    if found is None:
        return ""
    i, v = found
    return (f"result {i}: {v.mismatches} element(s) depart from the recommended behaviour; "
            f"worst at index {list(v.index)}: expected {v.expected!r}, actual {v.actual!r}, "
            f"error {v.ulps:g} {v.unit}; rule: {v.rule}")


def verdict_result(verdict, what: str) -> Result | None:
    """A fail Result for a failed comparison Verdict, None when it passed."""
    if verdict.passed:
        return None
    if verdict.index is None:
        return Result("fail", f"{what}: {verdict.note}", verdict.rule, where=what,
                      tier=verdict.tier)
    return Result("fail", f"{what}: {verdict.mismatches} element(s) differ", verdict.rule,
                  repr(verdict.expected), repr(verdict.actual),
                  f"{what}, index {list(verdict.index)}",
                  f"{verdict.ulps:g} {verdict.unit}" + (f" ({verdict.note})" if verdict.note else ""),
                  tier=verdict.tier)


def _profile_rule(rule: Rule, profile: str) -> Rule:
    """A corpus check's rule under `profile`: the check's own (expect_eq exact, expect_almost_eq
    G6's tolerance) under default and strict, which take a case's stated expectation as it is."""
    return {"default": rule, "strict": rule, "exact": EXACT, "almost-eq": ALMOST_EQ}[profile]


PARSED_KEPT = 256
_PARSED: OrderedDict[str, tuple[str, Module]] = OrderedDict()


def parsed(case: Case) -> Module:
    """The program of a generated or inputs case, parsed once for all its items (the
    PARSED_KEPT latest kept: a case's items are adjacent, and those of a batch near): their
    oracles, the reference and the verdict read the module and never change it (a corpus
    check's items parse their own, which checks_as_outputs rewrites)."""
    kept = _PARSED.get(case.id)
    if kept is not None and kept[0] is case.text:
        _PARSED.move_to_end(case.id)
        return kept[1]
    module = spec.parse(case.text)
    _PARSED[case.id] = (case.text, module)
    while len(_PARSED) > PARSED_KEPT:
        _PARSED.popitem(last=False)
    return module


BATCH_SIZE = 32
"""The most generated cases an oracle with batches (WorkerOracle.run_batch) runs at once."""


def batchable(case: Case) -> bool:
    """Whether a case may run in a batch: a generated case of the strategies on one process
    (not a large case, whose cost is its execution, nor a process grid's)."""
    return case.kind == "generated" and not case.grid and case.source.startswith("fuzz.strategies")


def run_batch(oracle, cases: list[Case]) -> dict[str, Outcome]:
    """The Outcomes of `oracle` (one with `run_batch`) on the batchable `cases` it supports, by
    case id, run as one batch: each what `judge_generated` would get from running it alone."""
    chosen = []
    for case in cases:
        module = parsed(case)
        if oracle.supports(module, case.func)[0]:
            chosen.append((case, module))
    outcomes = oracle.run_batch([(module, case.inputs, case.func) for case, module in chosen])
    return {case.id: outcome for (case, _), outcome in zip(chosen, outcomes)}


def _run(oracle, module, inputs, func):
    ok, why = oracle.supports(module, func)
    if not ok:
        return Outcome("unsupported", message=why)
    return outcome_of(oracle, oracle.run, module, inputs, func)


UNCARRIED = {
    "infeed": "each process reads an infeed queue the case fills (its sidecar's \"infeed\"), "
              "and an oracle's run (the command protocol, its grid form included) carries a "
              "process's arguments and results only: no infeed queue",
    "outfeed": "the case checks what each process writes to its outfeed (its sidecar's "
               "\"outfeed\"), and an oracle's run (the command protocol, its grid form "
               "included) returns a process's results only: no outfeed",
    "host": "a recv from the host (is_host_transfer) reads a host queue the case fills (its "
            "sidecar's \"host\"), and an oracle's run (the command protocol, its grid form "
            "included) carries no host transfers",
}
"""What of a multi-process corpus case (a .processes.json entry) no oracle's run is given, and
why: each makes the case unsupported on every oracle but the reference."""


def _judge_processes(case: Case, module: Module, oracle, profile: str, allowances,
                     reference) -> Result:
    """A multi-process corpus case on an oracle other than the reference (run_grid, which only
    an oracle with `process_grids` runs; a grid of one process is an ordinary run): its
    sidecar's entry gives the grid, each process's arguments and its expected results, which
    are compared as check.expect_eq compares (the profile's rule for it); a result that
    differs is judged again against the reference's results for the same process, as one
    process's checks are (`_Leeway`). A function with check ops on the module's own grid (no
    sidecar) has its checks as results, compared on every process. What the grid form does
    not carry (UNCARRIED) makes the case unsupported, with the reason."""
    entry = sidecar_cases(case.processes.removesuffix(".processes.json") + ".mlir").get(
        case.func) if case.processes else None
    uncarried = [UNCARRIED[k] for k in UNCARRIED if (entry or {}).get(k)]
    if uncarried:
        return Result("unsupported", "; ".join(uncarried))
    if entry is None:
        return _judge_grid_checks(case, module, oracle, profile, allowances)
    replicas, partitions = entry.get("num_replicas", 1), entry.get("num_partitions", 1)
    module.attributes.update({"mhlo.num_replicas": integer(replicas, "i32"),
                              "mhlo.num_partitions": integer(partitions, "i32")})
    try:
        inputs, wanted = (per_process(entry.get(k, {}), lambda vs: [parse_value(v) for v in vs])
                          for k in ("inputs", "outputs"))
    except SidecarError as e:
        return Result("crash", f"{case.processes}: {e}")
    arity = len(module.func(case.func).type.inputs)
    inputs = {(r, p): inputs.get((r, p), [] if not arity else None)
              for r in range(replicas) for p in range(partitions)}
    if any(args is None for args in inputs.values()):
        return Result("crash", f"{case.processes}: case {case.func} gives no arguments for "
                               f"some process of its {replicas} x {partitions} grid")
    outcome = _run_processes(oracle, module, inputs, case.func)
    if outcome.status != "ok":
        return Result(OUTCOME_STATUS[outcome.status], outcome.message, lowered=outcome.lowered)
    rule, expected, rules = _profile_rule(EXACT, profile), None, set()
    for pid, want in sorted(wanted.items()):
        got = outcome.processes.get(pid, [])
        if len(got) != len(want):
            return Result("fail", f"process {pid}: {len(got)} result(s), expected {len(want)}",
                          rule.name, where=f"process {pid}")
        for i, (w, g) in enumerate(zip(want, got)):
            verdict = compare(w, g, rule, allowances=allowances)
            if not verdict.passed and reference is not None:
                expected = expected or reference.run_grid(module, inputs, case.func)
                verdict = _against_reference(module, inputs[pid], expected, outcome, pid, i,
                                             w, oracle.name, case.func, profile) or verdict
            failed = verdict_result(verdict, f"process {pid}: result {i}")
            if failed:
                return replace(failed, lowered=outcome.lowered)
            rules.add(verdict.rule)
    return Result("pass", rule=", ".join(sorted(rules)) or "no results", tier="spec",
                  lowered=outcome.lowered, outputs_sha256=_digest_of(outcome))


def _against_reference(module, args, expected, outcome, pid, i, wanted, oracle: str,
                       func: str, profile: str):
    """The passing verdict of process `pid`'s result `i` judged against the reference's result
    for that process (its rule for `oracle`, the op's Unspecified elements skipped), when the
    reference's own result equals the sidecar's `wanted`; else None."""
    if expected.status != "ok" or not compare(wanted, expected.processes[pid][i],
                                              EXACT).passed:
        return None
    judged = judge(module, args, Outcome("ok", expected.processes[pid]),
                   Outcome("ok", outcome.processes[pid]), oracle, func=func, profile=profile)
    verdict = judged.verdicts[i] if i < len(judged.verdicts) else None
    if verdict is None or not verdict.passed:
        return None
    return replace(verdict, rule=f"{verdict.rule}, against the reference's result")


def _judge_grid_checks(case: Case, module: Module, oracle, profile: str, allowances) -> Result:
    """A function whose check ops run on its module's process grid: its checks as results
    (checks_as_outputs), every process given the same constants, and every process's checks
    compared."""
    try:
        module, inputs, expectations = checks_as_outputs(module, case.func)
    except NotTransformable as e:
        return Result("unsupported", str(e))
    entry = as_main(module, case.func)
    replicas, partitions = grid_size(entry)
    outcome = _run_processes(oracle, entry, {(r, p): list(inputs) for r in range(replicas)
                                             for p in range(partitions)}, MAIN)
    if outcome.status != "ok":
        return Result(OUTCOME_STATUS[outcome.status], outcome.message, lowered=outcome.lowered)
    for pid, outputs in sorted(outcome.processes.items()):
        result = _judge_checked(outputs, expectations, case, profile, allowances, None)
        if result.status != "pass":
            return replace(result, message=f"process {pid}: {result.message}",
                           lowered=outcome.lowered)
    return replace(result, lowered=outcome.lowered, outputs_sha256=_digest_of(outcome))


def _run_processes(oracle, module: Module, inputs: dict, func: str) -> Outcome:
    """`oracle`'s run of `module` with each process's `inputs`: its grid run, or on a grid of
    one process its ordinary run (as one process's outputs)."""
    if list(inputs) == [(0, 0)]:
        outcome = _run(oracle, module, inputs[0, 0], func)
        if outcome.status == "ok":
            outcome.processes = {(0, 0): outcome.outputs}
        return outcome
    ok, why = oracle.supports(module, func)
    return outcome_of(oracle, oracle.run_grid, module, inputs, func) if ok else \
        Outcome("unsupported", message=why)


def _reference_with_checks(case: Case) -> Result:
    entries = sidecar_cases(case.processes.removesuffix(".processes.json") + ".mlir") \
        if case.processes else {}
    report = run_function(spec.parse(case.text, case.path), case.func, entries.get(case.func))
    if report.status == "pass":
        return Result("pass", rule="the case's check ops")
    if report.message.startswith(("not implemented", "resource limit")):
        return Result("unsupported", report.message)
    return Result("fail" if report.status == "fail" else "crash", report.message,
                  "the case's check ops")


# --- generated ------------------------------------------------------------------------------

GENERATED_SEED = 20250101
"""The seed of the generated cases, offset per op and element type (so that the programs of one
op differ from type to type): a run's case list is fixed by (op, element type, count)."""


def generated_cases(ops: list[str], element_types: list[str], count: int,
                    progress: Callable[[int, int, str], None] | None = None,
                    processes: int = 1) -> list[Case]:
    """`count` seeded programs per op and requested element type (fewer where the strategy has
    fewer distinct programs), labelled by the element type of the op's first result, then
    (when `count` is not 0) the op's large programs of the requested types (fuzz/large.py, ids
    `<op>/<type>/large_<n>`). `progress(done, total, op)` is called before each op's cases are
    generated (or, with `processes` above 1, taken from the process that generated them: the
    ops are shared among that many new processes, each op's cases the same as generated here,
    and the warnings they raised raised again here, in order)."""
    ops = [op for op in ops if op in OP_GENERATORS]
    out = []
    if processes > 1 and len(ops) > 1:
        with ProcessPoolExecutor(min(processes, len(ops)),
                                 mp_context=multiprocessing.get_context("spawn")) as pool:
            futures = [pool.submit(_op_cases_and_warnings, op, element_types, count)
                       for op in ops]
            for done, (op, future) in enumerate(zip(ops, futures)):
                if progress:
                    progress(done, len(ops), op)
                cases, caught = future.result()
                for message, category in caught:
                    warnings.warn(message, category)
                out += cases
        return out
    for done, op in enumerate(ops):
        if progress:
            progress(done, len(ops), op)
        out += _op_cases(op, element_types, count)
    return out


def _op_cases_and_warnings(op: str, element_types: list[str], count: int) -> tuple[list, list]:
    """_op_cases in another process: its cases and the warnings raised (message, category)."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cases = _op_cases(op, element_types, count)
    return cases, [(str(w.message), w.category) for w in caught]


def _op_cases(op: str, element_types: list[str], count: int) -> list[Case]:
    """The generated cases of one op (generated_cases)."""
    out, numbers = [], {}
    for et in element_types:
        for text, module, inputs in _examples(op, et, count):
            label = _first_type(module.func("main"))
            n = numbers[(op, label)] = numbers.get((op, label), 0) + 1
            hard = ", hard=True" if _hard(op) else ""
            case_id = f"{op}/{label}/case_{n}"
            grid = grid_size(module)
            grid = None if grid == (1, 1) else grid
            out.append(Case(case_id, op, label,
                            f"fuzz.strategies.ops({op!r}, element_types=({et!r},){hard}) "
                            f"seed {GENERATED_SEED}", "generated", text,
                            inputs=_grid_inputs(module, inputs, grid, case_id) if grid
                            else inputs, grid=grid))
    if count:
        out += [Case(f"{op}/{et}/{name}", op, et, f"fuzz.large.large_programs({op!r}) "
                     f"{name}, seed {LARGE_SEED}", "generated", print_module(module),
                     inputs=inputs)
                for name, et, module, inputs in large_programs(op, element_types)]
    return out


def _grid_inputs(module: Module, inputs: list, grid: tuple[int, int], case_id: str) -> list:
    """Every process's arguments in grid order (oracles.process_inputs, keyed by the case id):
    process (0, 0) the drawn `inputs`, each other process its own values, but for the inputs
    the generator chose (fuzz.strategies_base.Given: a dynamic root index), every process's."""
    fixed = [i for i, x in enumerate(inputs) if isinstance(x, Given)]
    per = process_inputs(list(module.func("main").type.inputs),
                         [np.asarray(x) if isinstance(x, Given) else x for x in inputs],
                         grid, case_id, fixed)
    return [x for pid in sorted(per) for x in per[pid]]


CHLO_NOT_HARD: dict[str, str] = {}
"""CHLO ops whose generated cases are not drawn in the hard input regions, each with what
failed there and is not yet triaged into a [lowered] rule, a gap or a known divergence. None
since 2026-11-27: the 14 ops kept here then (136 unrecorded failures when drawn hard) were
triaged (docs/oracles.md, "In the hard input regions")."""


def _hard(op: str) -> bool:
    """Whether the generated cases of `op` are drawn in the hard input regions (fuzz/regions.py):
    every op's but the CHLO ops of CHLO_NOT_HARD, which keep the earlier cases (one seed for
    every op)."""
    return op not in CHLO_NOT_HARD


def _examples(op: str, et: str, count: int) -> list:
    """The first `count` distinct examples of the strategy under a fixed seed: (text, module,
    inputs)."""
    found, texts = [], set()
    hard = _hard(op)
    try:
        strategy = programs(op, element_types=(et,), hard=hard, as_module=True)
    except ValueError:
        return []

    @seed(GENERATED_SEED + (zlib.crc32(f"{op}/{et}".encode()) if hard else 0))
    @settings(max_examples=count, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck), deadline=None)
    @given(strategy)
    def collect(example):
        text = print_module(example[0])
        if text not in texts:
            texts.add(text)
            found.append((text, *example))

    try:
        collect()
    except Exception as e:  # noqa: BLE001  (a generator bug must not stop the run: say it)
        warnings.warn(f"generated cases: ops({op!r}, element_types=({et!r},)) failed, no "
                      f"cases for it: {type(e).__name__}: {str(e).splitlines()[0]}")
        return []
    return found[:count]
