"""Differential test of the processes and collectives against the official interpreter's
multi-process mode.

jaxlib's `eval_module` runs a grid of processes through its `interpreter.run_parallel` op:
`programs = [[@f, ...], ...]` holds one row per replica and one column per partition (so it
expresses partitions too), its operands are every process's arguments and its results every
process's results, both flattened in grid order (replica-major). Each multi-process corpus case
(a function with a `.processes.json` sidecar entry) runs wrapped that way in a worker
(the oracle's `execute`, whose context registers that dialect; eval_module can abort the
process) and its results must equal the
reference's `run_processes` results exactly (the EXACT rule of oracles/compare.py: the same bits,
any NaN equal to any NaN): collectives move values, and the combining ones compute in
groups of at most two for float types, so the order is the spec's and no rounding differs.

Cases the official interpreter cannot run are listed in NOT_RUN with the reason (infeed
entries, complex results); known disagreements are in oracles/known_divergences.toml.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import spec
from oracles.compare import EXACT, compare, find_divergence, known_divergences
from oracles.entry import as_main
from oracles.isolation import Worker
from reference import run_processes
from reference import runner
from reports.cases import checks_as_outputs
from spec.attributes import ArrayAttr
from spec.build import function, symbol
from tests.helpers.sources import SPEC_TYPOS

pytestmark = pytest.mark.jaxlib

ROOT = Path(__file__).resolve().parents[2]
ORACLE = "stablehlo-interpreter"

NOT_RUN = {
    "infeed_example_1": "its infeed queue comes from the caller: run_parallel only takes "
                        "infeed functions shared by all processes, not per-process queues",
    "infeed_per_process_queues": "per-process infeed queues (run_parallel has none)",
    "outfeed_per_process": "the outfeed is not returned by eval_module",
    "recv_example_1": "its value comes from the host (the sidecar's \"host\" table): this "
                      "harness gives run_parallel no host transfers",
}


def _sidecar_cases():
    out = []
    for side in sorted(ROOT.glob("corpus/**/*.processes.json")):
        path = str(side).removesuffix(".processes.json") + ".mlir"
        chunks = {name: chunk for _, chunk in spec.split_input_file(Path(path).read_text())
                  for name in runner.sidecar_cases(path) if f"@{name}(" in chunk}
        for name, case in runner.sidecar_cases(path).items():
            out.append(pytest.param(chunks[name], case, id=f"{side.parent.name}/{name}"))
    return out


def _grid_program(name: str, case: dict, module) -> str:
    """The case module plus a @main that runs @name on the case's grid through the interpreter
    dialect's run_parallel."""
    func = next(f for f in module.funcs if f.name == name)
    size = case["num_replicas"] * case["num_partitions"]
    grid = ArrayAttr(tuple(ArrayAttr((symbol(name),) * case["num_partitions"])
                           for _ in range(case["num_replicas"])))
    outs = list(func.type.results) * size
    main = function("main", list(func.type.inputs) * size, lambda b, args: b.op(
        "interpreter.run_parallel", args, outs, {"programs": grid}), visibility="public")
    return spec.print_module(spec.Module(list(module.funcs) + [main], module.attributes,
                                         module.name))


@pytest.fixture(scope="module")
def worker():
    # Short: the recorded crashes are rendezvous waits inside jaxlib that end in an abort only
    # after its own (longer) timeout; ours ends them sooner with the same verdict (not ok).
    w = Worker("oracles.stablehlo_interpreter:execute", time_limit=8)
    yield w
    w.close()


@pytest.mark.parametrize("chunk,case", _sidecar_cases())
def test_collective_case_agrees_with_the_official_interpreter(chunk, case, worker):
    name = case["case"]
    if name in NOT_RUN:
        pytest.skip(NOT_RUN[name])
    if name in SPEC_TYPOS:
        pytest.skip(f"does not parse: {SPEC_TYPOS[name][1]} (test_spec_examples checks the error)")
    module = spec.parse(chunk)
    grid = case["num_replicas"], case["num_partitions"]
    pids = [(r, p) for r in range(grid[0]) for p in range(grid[1])]
    inputs = {pid: [runner.parse_value(v) for v in case["inputs"].get(f"({pid[0]}, {pid[1]})", [])]
              for pid in pids}
    expected = run_processes(module, name, inputs, num_replicas=grid[0], num_partitions=grid[1])
    flat_in = [x for pid in pids for x in inputs[pid]]
    outcome = worker.run(_grid_program(name, case, module), flat_in, "main")
    entries, _ = known_divergences()
    divergence = find_divergence(entries, ORACLE, _mnemonic(module, name), name)
    if divergence:
        assert outcome.status != "ok" or any(
            not compare(e, a).passed for e, a in zip(
                [x for pid in pids for x in expected[pid]], outcome.outputs)), \
            f"recorded divergence no longer seen: {divergence}"
        return
    assert outcome.status == "ok", f"{name}: {outcome.status}: {outcome.message}"
    actual = iter(outcome.outputs)
    for pid in pids:
        for i, e in enumerate(expected[pid]):
            verdict = compare(np.asarray(e), next(actual), EXACT)
            assert verdict.passed, f"{name}: process {pid} result {i}: {verdict}"


def _mnemonic(module, name: str) -> str:
    """The case's collective (the first op of @name that is not a token or constant op)."""
    func = next(f for f in module.funcs if f.name == name)
    ops = [o.name.removeprefix("stablehlo.") for o in func.body.walk()]
    return next((o for o in ops if o not in ("after_all", "constant", "compare", "if")), ops[0])


# --- upstream-style files: @main runs the grid through run_parallel itself -------------------

UPSTREAM_STYLE_NOT_RUN = {
    "run_parallel_collective_reduce": "collective_reduce is in upstream's current StableHLO, "
                                      "not in jaxlib 0.10.2's dialect (\"operation being parsed "
                                      "with an unregistered dialect\"): the reference runs it",
    "run_parallel_mesh_axes/mesh_sub_axis": "jaxlib 0.10.2's interpreter aborts on replica "
                                            "groups naming a sub-axis (\"Subaxes are not "
                                            "supported\"); the reference reads them as upstream's "
                                            "spec.md describes",
    "run_parallel_partitions": "jaxlib 0.10.2's interpreter aborts (\"LLVM ERROR: rendezvous "
                               "timed out\") on all_reduce with flattened ids in a 1 x 3 grid, "
                               "as on the flattened_ids cases of known_divergences.toml",
}


def _upstream_style_cases() -> list:
    """(file, entry function) of each upstream-style file: @main, or each function a run
    evaluates (reference.runner.entry_functions)."""
    cases = []
    for path in sorted((ROOT / "corpus" / "interpreter").glob("run_parallel_*.mlir")):
        module = spec.parse(path.read_text())
        cases += [(path, f.name) for f in runner.entry_functions(module)]
    return cases


@pytest.mark.parametrize("path, func", _upstream_style_cases(),
                         ids=lambda x: x.stem if isinstance(x, Path) else x)
def test_upstream_style_case_passes_on_the_official_interpreter(path, func, worker):
    """The case's checks, made outputs of the entry function (reports.cases.checks_as_outputs),
    hold for eval_module's results as they hold for the reference."""
    for key in (path.stem, f"{path.stem}/{func}"):
        if key in UPSTREAM_STYLE_NOT_RUN:
            pytest.skip(UPSTREAM_STYLE_NOT_RUN[key])
    assert runner.run_file(str(path)).passed
    program, inputs, expectations = checks_as_outputs(spec.parse(path.read_text()), func)
    program = as_main(program, func) if func != "main" else program
    outcome = worker.run(spec.print_module(program), inputs, "main")
    assert outcome.status == "ok", outcome.message
    for k, (e, actual) in enumerate(zip(expectations, outcome.outputs)):
        verdict = compare(e.constant, actual, EXACT)
        assert verdict.passed, f"check {k}: {verdict}"
