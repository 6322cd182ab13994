"""Differential campaigns: `python -m fuzz campaign` (docs/fuzzing.md).

Program `i` of shard I/N has seed `derive_seed(seed, i * N + I)`: shards split the seed space,
and a campaign is reproducible from its seed. Every INVALID_EVERY-th program is an invalid one
(below). Of the valid ones, every GRAPH_EVERY-th is a model-shaped graph of several ops
(`fuzz.strategies.graphs()`, op GRAPH in the log and in its findings' signatures); the others
come from `fuzz.strategies.ops(name)`, going round the ops of OP_GENERATORS (read at run time,
so new generators join): a campaign of #ops single-op programs generates every op once. J
worker processes take the indices i = j mod J.

`--shape models` (Config.shape MODELS) makes every valid program a model program instead: a
chain of 2 to 4 blocks written as JAX exports them (`fuzz.strategies.models()`,
fuzz/strategies_models.py; op MODEL in the log and in its findings' signatures); invalid
programs are then off unless `--invalid-every` asks for them.

Invalid programs go round the constraint ids (fuzz.mutate.breakable_ids, else the ids of the
corpus negative cases): the k-th invalid program of a shard breaks id k mod #ids, so a campaign
of #ids invalid programs breaks every id once. The first round takes a corpus negative case of
the id (cheap, and the case the verifier differential knows); later rounds draw
`fuzz.mutate.invalid_programs(id)` (edits of generated programs), falling back to the corpus
case where mutate cannot isolate the id.

`--batch K` (Config.batch) checks K valid programs at a time: each runs on the reference alone,
and the other oracles run one merged module (fuzz.differential.merge) per K programs, so XLA
compiles once per batch; a program of a batch with a divergence is checked again alone before it
makes a finding (batching never makes or hides one).

Programs are drawn with fuzz.seeded.draw (a seed always gives the same program) and findings
shrunk by rerunning the same seeded function with Hypothesis's shrink phase (fuzz/shrink.py).

State under `--out DIR`: `log.jsonl` holds one line per finished program (index, op, key,
statuses, finding digests), appended by the parent after the worker saved the program's
findings (bundles are atomic, fuzz/findings.py); a resumed campaign skips the logged indices
and recomputes its summary from the whole log. A killed campaign at worst reruns the programs it
had not logged, and finds their findings again under the same signatures.
"""
from __future__ import annotations

import hashlib
import json
import multiprocessing as mp
import os
import queue
import signal
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

from reference import npz
from spec.constraints import stem
from spec.ops import spec_ops

from . import findings, strategies
from .ci import junit, markdown
from .differential import Checker, InvalidCase, invalid_cases
from .known import stale
from .mutate import breakable_ids, constraints, invalid_programs
from .provenance import provenance
from .seeded import draw
from .shrink import shrink

INVALID_EVERY = 2
"""Every INVALID_EVERY-th program index is an invalid program (Config.invalid_every)."""
GRAPH_EVERY = 3
"""Every GRAPH_EVERY-th valid program is a graph (Config.graph_every; 0: none)."""
GRAPH = "graph"
"""The op name of graph programs: their log lines, findings and summary counts."""
MODEL = "model"
"""The op name of model programs (`--shape models`), as GRAPH for graphs."""
SHAPES = ("ops", "models")
"""What valid programs are: single ops and graphs (Config.graph_every), or model programs."""


@dataclass
class Config:
    seconds: float
    oracles: list[str]
    seed: int = 0
    jobs: int = 1
    shard: tuple[int, int] = (0, 1)
    out: Path = Path("out/fuzz")
    ci: bool = False
    shrink_seconds: float = 10.0
    time_limit: float = 30.0
    max_programs: int | None = None
    progress: bool = True
    invalid_every: int = INVALID_EVERY
    batch: int = 1
    constraints: list[str] | None = None  # invalid programs break only these ids
    graph_every: int = GRAPH_EVERY
    command: str | None = None  # the command oracle's executable and leading arguments
    command_grids: bool = False  # it reads the grid form of the protocol (process grids)
    ops: list[str] | None = None  # the focus: programs of these ops only (None: every op)
    shape: str = "ops"  # one of SHAPES


def derive_seed(seed: int, index: int) -> int:
    return int.from_bytes(hashlib.sha256(f"{seed}:{index}".encode()).digest()[:8], "little") >> 1


@dataclass(frozen=True)
class Program:
    """What index `index` of the campaign is: a strategy's op or GRAPH (valid), or a constraint
    id to break (invalid)."""

    index: int
    seed: int
    op: str | None = None
    constraint: str | None = None  # invalid programs: the id it breaks
    round: int = 0  # invalid programs: how many times the ids went round before it


def program_at(config: Config, index: int, ops: list[str], ids: list[str]) -> Program:
    i, n = config.shard
    s = derive_seed(config.seed, index * n + i)
    every = config.invalid_every
    if every and index % every == every - 1 and ids:
        k = index // every
        return Program(index, s, constraint=ids[k % len(ids)], round=k // len(ids))
    if config.shape == "models":
        return Program(index, s, op=MODEL)
    valid_before = index - ((index + 1) // every if every and ids else 0)
    k = config.graph_every
    if k and valid_before % k == k - 1:
        return Program(index, s, op=GRAPH)
    single_before = valid_before - ((valid_before + 1) // k if k else 0)
    return Program(index, s, op=ops[(single_before * n + i) % len(ops)])  # round the ops


def constraint_ids(cases: list) -> list[str]:
    """The ids invalid programs go round: mutate's breakable ids, or the corpus cases' ids."""
    return list(breakable_ids()) or sorted({c for case in cases for c in case.expected})


def invalid_case(program: Program, cases: list):
    """The InvalidCase of an invalid Program (see the module docstring)."""
    mine = [c for c in cases if program.constraint in c.expected]
    exact = [c for c in mine if c.expected == (program.constraint,)] or mine
    if program.round > 0 or not exact:
        try:
            text = draw(invalid_programs(program.constraint), program.seed)
            return InvalidCase(f"mutate/{program.constraint}", text, (program.constraint,))
        except Exception:  # noqa: BLE001  (an id mutate cannot isolate: the corpus case)
            if not exact:
                return None
    return exact[program.seed % len(exact)]


def op_names(config: Config | None = None) -> list[str]:
    """The ops of single-op programs: the campaign's focus (`config.ops`), else every op
    fuzz.strategies can generate (read at run time: new generators join)."""
    if config is not None and config.ops:
        return list(config.ops)
    return sorted(strategies.OP_GENERATORS)


def focus_ids(config: Config, ids: list[str]) -> list[str]:
    """The constraint ids invalid programs break: under a focus (`config.ops`) without
    `--constraints`, only those of the focus ops."""
    if not config.ops or config.constraints:
        return ids
    stems = {stem(op) for op in config.ops}
    by_id = constraints()
    return [c for c in ids if c in by_id and stem(by_id[c].subject) in stems]


FOCUS_TRIES = 3
"""Graphs drawn for a graph program of a focused campaign before it becomes a single-op one."""


def drawn(config: Config, program: Program) -> tuple[Program, str, list]:
    """(program, text, inputs) of a valid Program. Under a focus (`config.ops`) a graph (or
    model) program is the first of FOCUS_TRIES graphs (seeds derived from its own) that
    contains a focus op, with that graph's seed; when none does (an op the graphs' motifs never
    use, like gather) it is a single-op program of a focus op. Either way a function of the
    index alone."""
    if not config.ops or program.op not in (GRAPH, MODEL):
        return (program,) + tuple(draw(op_strategy(program.op), program.seed))
    wanted = [f'"{op if "." in op else "stablehlo." + op}"' for op in config.ops]
    for k in range(FOCUS_TRIES):
        seed = derive_seed(program.seed, k)
        text, inputs = draw(op_strategy(program.op), seed)
        if any(w in text for w in wanted):
            return Program(program.index, seed, op=program.op), text, inputs
    single = Program(program.index, program.seed, op=config.ops[program.index % len(config.ops)])
    return (single,) + tuple(draw(op_strategy(single.op), single.seed))


def op_strategy(name: str):
    """The strategy of a valid Program's op: a graph for GRAPH, a model program for MODEL,
    else the op alone."""
    if name == MODEL:
        return strategies.models()
    return strategies.graphs() if name == GRAPH else strategies.ops(name)


# --- the worker ---------------------------------------------------------------------------

def work(config: Config, job: int, done: set[int], events, counter,
         retry: tuple[int, ...] = ()) -> None:
    """Worker `job`: the next program index of `counter` (shared), until the deadline, each
    reported on `events` after its findings are saved; valid programs are checked
    `config.batch` at a time. Before each batch the worker says which indices it is running
    (`{"worker": job, "running": [...]}`), so the parent knows what a dead worker lost; `retry`:
    indices a dead worker was running, each run alone first. The last event is
    `{"worker": job, "done": True}`."""
    try:
        cases = invalid_cases()
        ops = op_names(config) if config.invalid_every != 1 else []
        ids = focus_ids(config, config.constraints or constraint_ids(cases))
        checker = Checker(config.oracles, config.time_limit, config.command,
                          config.command_grids)
    except Exception as e:  # reported by the parent: a campaign that cannot start
        events.put({"error": f"worker {job} cannot start: {type(e).__name__}: {e}"})
        events.put({"worker": job, "done": True})
        return
    deadline, parent = time.monotonic() + config.seconds, os.getppid()
    pending = []
    try:
        for index in retry:  # alone: a program that kills its worker again is found out
            program = program_at(config, index, ops, ids)
            events.put({"worker": job, "running": [index]})
            if program.constraint is not None:
                events.put(run_invalid(config, checker, program, cases))
            else:
                _put_valid(config, checker, [program], events)
        while time.monotonic() < deadline and os.getppid() == parent:  # stop when orphaned
            with counter.get_lock():
                index = counter.value
                counter.value += 1
            if config.max_programs is not None and index >= config.max_programs:
                break
            if index not in done:
                program = program_at(config, index, ops, ids)
                if program.constraint is not None:
                    events.put({"worker": job, "running": [index]})
                    try:
                        events.put(run_invalid(config, checker, program, cases))
                    except Exception as e:  # noqa: BLE001  (as in _put_valid)
                        events.put({"index": index, "op": "?", "key": program.constraint,
                                    "valid": False, "statuses": {}, "findings": [], "internal":
                                        [f"campaign failed: {type(e).__name__}: {e}"[:400]]})
                else:
                    pending.append(program)
            if len(pending) >= config.batch:
                events.put({"worker": job, "running": [p.index for p in pending]})
                _put_valid(config, checker, pending, events)
                pending = []
        if pending:
            events.put({"worker": job, "running": [p.index for p in pending]})
            _put_valid(config, checker, pending, events)
    finally:
        checker.close()
        events.put({"worker": job, "done": True})


def _put_valid(config: Config, checker, programs: list[Program], events) -> None:
    """run_valid's lines on `events`. A failure of this project's code on a batch runs each of
    its programs alone, so the others still run and compare; a program that fails alone too is
    an internal note with its bundle under `out`/internal (the campaign goes on)."""
    try:
        lines = run_valid(config, checker, programs)
    except Exception:  # noqa: BLE001  (isolated below)
        if len(programs) == 1:
            lines = [_internal(config, programs[0], "campaign failed on a program")]
        else:
            lines = []
            for program in programs:
                try:
                    lines += run_valid(config, checker, [program])
                except Exception:  # noqa: BLE001  (reported in the summary's internal notes)
                    lines.append(_internal(config, program, "campaign failed on a program"))
    for line in lines:
        events.put(line)


def internal_bundle(config: Config, index: int, error: str, program) -> Path:
    """Writes `out`/internal/<index>/: error.txt, and the program.mlir and inputs.npz that
    `program()` returns ((text, inputs or None); it may raise: the bundle then holds the error
    alone), for `python -m reference run` and the oracles to be fixed against."""
    bundle = Path(config.out) / "internal" / str(index)
    try:
        bundle.mkdir(parents=True, exist_ok=True)
        (bundle / "error.txt").write_text(error)
        text, inputs = program()
        (bundle / "program.mlir").write_text(text)
        if inputs is not None:
            npz.save(str(bundle / "inputs.npz"), inputs, prefix="arg")
    except Exception:  # noqa: BLE001  (the note stands without a complete bundle)
        pass
    return bundle


def _internal(config: Config, program: Program, what: str) -> dict:
    """The log line of a program that broke this project's code: the error (traceback in the
    bundle) and the program's bundle."""
    error = traceback.format_exc()
    last = error.strip().splitlines()[-1]
    bundle = internal_bundle(config, program.index,
                             f"op {program.op}, seed {program.seed}\n{error}",
                             lambda: drawn(config, program)[1:])
    note = f"{what} ({program.op}, bundle {bundle}): {last}"[:400]
    return {"index": program.index, "op": program.op, "key": "?", "valid": True,
            "statuses": {}, "findings": [], "internal": [note]}


def run_invalid(config: Config, checker, program: Program, cases: list) -> dict:
    """Checks and saves one invalid program; its log line."""
    start = time.perf_counter()
    case = invalid_case(program, cases)
    if case is None:
        return {"index": program.index, "op": "?", "key": program.constraint, "valid": False,
                "statuses": {}, "findings": [], "violated": [], "internal":
                    [f"no invalid program breaks {program.constraint} (neither fuzz.mutate nor "
                     "the corpus)"]}
    result = checker.invalid(case)
    return _line(config, checker, program, result, None, start, time.time())


def run_valid(config: Config, checker, programs: list[Program]) -> list[dict]:
    """Draws, checks (as one batch), shrinks and saves valid programs; their log lines."""
    start = time.perf_counter()
    lines, ready = [], []
    for program in programs:
        try:
            program, text, inputs = drawn(config, program)
            ready.append((program, text, inputs))
        except Exception as e:  # a generator failure is a bug of fuzz/strategies
            lines.append({"index": program.index, "op": program.op, "key": "?", "valid": True,
                          "statuses": {}, "findings": [], "internal":
                              [f"generator {program.op} failed: {type(e).__name__}: {e}"[:400]]})
    if not ready:
        return lines
    if len(ready) == 1:
        results = [checker.valid(ready[0][1], ready[0][2], ready[0][0].op)]
    else:
        results = checker.valid_batch([(text, x, p.op) for p, text, x in ready])
    checked = time.time()
    share = (time.perf_counter() - start) / len(ready)
    for (program, text, inputs), result in zip(ready, results):
        if result.internal:
            result.internal = _bundled(config, program, text, inputs, result.internal)
        lines.append(_line(config, checker, program, result, op_strategy(program.op),
                           time.perf_counter() - share, checked))
    return lines


def _bundled(config: Config, program: Program, text: str, inputs: list,
             notes: list[str]) -> list[str]:
    """`notes` (internal errors the checker met on a valid program) naming the bundle written
    for them."""
    bundle = internal_bundle(config, program.index, f"op {program.op}, seed {program.seed}\n"
                             + "\n".join(notes) + "\n", lambda: (text, inputs))
    return [f"{note} (bundle {bundle})"[:500] for note in notes]


def _line(config: Config, checker, program: Program, result, strategy, start: float,
          checked: float) -> dict:
    """Shrinks (valid programs) and saves the findings of `result`; the log line (`checked`:
    the time.time() at which its oracles had run, before any shrinking)."""
    digests = []
    for f in result.findings:
        f.seed = program.seed
        if strategy is not None and f.known is None \
                and not findings.bundle_dir(config.out, f).exists():  # shrink new ones only
            f = shrink(checker, strategy, program.seed, f, config.shrink_seconds)
        new = findings.save(config.out, f, config.command, config.command_grids)
        digests.append({"digest": f.digest, "known": f.known is not None, "new": new,
                        "summary": f.summary()})
    return {"index": program.index, "op": result.op, "key": result.key, "valid": result.valid,
            "statuses": result.statuses, "violated": result.violated, "findings": digests,
            "internal": result.internal, "seconds": time.perf_counter() - start,
            "checked": checked}


# --- the parent ---------------------------------------------------------------------------

STILLBORN = 3
"""Workers in a row that die before their first event (an import or start-up failure) after
which the campaign starts no more: it ends with what it has, saying so."""



def log_text(line: dict) -> str:
    """A log line as written: JSON, with `checked` (when it was written, if its oracles did not
    run) on every line, so that another run of the same seed is another program run to the
    findings history (fuzz/history.py's program_id), also where this project's code failed."""
    line.setdefault("checked", time.time())
    return json.dumps(line) + "\n"

def run(config: Config) -> dict:
    """Runs the campaign (resuming `config.out`) and returns its summary."""
    out = Path(config.out)
    out.mkdir(parents=True, exist_ok=True)
    log_path = out / "log.jsonl"
    previous = read_log(log_path)
    _drop_cut_line(log_path)
    done = {line["index"] for line in previous}
    started, wall_start = time.monotonic(), time.time()
    ctx = mp.get_context("spawn")
    events, counter = ctx.Queue(), ctx.Value("q", 0)
    workers: dict[int, object] = {}
    running: dict[int, list[int]] = {}  # worker -> the indices it said it is running
    finished: set[int] = set()
    retried: set[int] = set()

    def start(job: int, retry: tuple[int, ...] = ()) -> None:
        workers[job] = ctx.Process(target=work, args=(config, job, done, events, counter, retry),
                                   daemon=True)
        workers[job].start()

    for j in range(config.jobs):
        start(j)
    session, errors, deaths = [], [], []
    reported: set[int] = set()  # workers that sent an event (they started)
    stillborn = 0  # workers in a row that died before sending any
    with open(log_path, "a") as log, _display(config) as show:
        while len(finished) < len(workers):
            try:
                line = events.get(timeout=0.5)
            except queue.Empty:
                for job, w in list(workers.items()):
                    if job not in finished and not w.is_alive() and events.empty():
                        finished.add(job)  # died without its last event: a kill or a crash
                        lost = [i for i in running.pop(job, []) if i not in done]
                        how = _death(w.exitcode)
                        deaths.append({"worker": job, "exit": how, "programs": lost})
                        again = [i for i in lost if i not in retried]
                        for i in lost:
                            if i in retried:  # it killed a fresh worker running it alone
                                session.append(_killer(config, i, how, log))
                        stillborn = 0 if job in reported else stillborn + 1
                        if stillborn >= STILLBORN:  # replacing them would only repeat it
                            errors.append(f"{stillborn} workers in a row died before running "
                                          f"any program ({how}; their stderr above says why): "
                                          "no more are started")
                        elif time.monotonic() < deadline_of(config, started):  # replaced
                            retried.update(again)
                            start(max(workers) + 1, tuple(again))
                continue
            if "worker" in line:
                reported.add(line["worker"])
                if line.get("done"):
                    finished.add(line["worker"])
                else:
                    running[line["worker"]] = list(line["running"])
                continue
            if "error" in line:
                errors.append(line["error"])
                continue
            done.add(line["index"])
            log.write(log_text(line))
            log.flush()
            session.append(line)
            if show.due():  # summarize reads every bundle: at most every 2 s, for the display
                show(summarize(previous + session, config))
    for w in workers.values():
        w.join(timeout=10)
    return finish(config, previous, session, errors, deaths, [
        f"worker {d['worker']} died ({d['exit']}) running programs {d['programs']}"
        for d in deaths], wall_start)


def finish(config: Config, previous: list[dict], session: list[dict], errors: list[str],
           deaths: list[dict], death_lines: list[str], wall_start: float,
           **extra) -> dict:
    """A campaign's summary (its log lines, errors, worker deaths and their lines, the first
    finding's time, provenance, and `extra` fields), written to config.out: summary.json, and
    with --ci summary.md and junit.xml. Local and cluster campaigns end here."""
    out = Path(config.out)
    summary = summarize(previous + session, config)
    summary["errors"] = sorted(set(errors)) + death_lines
    summary["worker_deaths"] = deaths
    summary.update(extra)
    found = [ln["checked"] for ln in session if ln.get("findings") and "checked" in ln]
    summary["first_finding_seconds"] = round(min(found) - wall_start, 2) if found else None
    summary["provenance"] = provenance(config.oracles, config.command, config.command_grids)
    write_atomic(out / "summary.json", json.dumps(summary, indent=2))
    if config.ci:
        write_atomic(out / "summary.md", markdown(summary))
        write_atomic(out / "junit.xml", junit(summary))
    return summary


def _death(exitcode) -> str:
    if exitcode is not None and exitcode < 0:
        return f"killed by {signal.Signals(-exitcode).name}"
    return f"exit status {exitcode}"


def deadline_of(config: Config, started: float) -> float:
    return started + config.seconds


def _killer(config: Config, index: int, how: str, log) -> dict:
    """A program that killed its worker twice (the second time alone, in a fresh worker): its
    bundle under `out`/internal/<index>/ and a log line that says so."""
    cases = invalid_cases()
    ops = op_names(config) if config.invalid_every != 1 else []
    program = program_at(config, index, ops,
                         focus_ids(config, config.constraints or constraint_ids(cases)))

    def its_program():
        if program.constraint is None:
            return drawn(config, program)[1:]
        case = invalid_case(program, cases)
        return (case.text if case is not None else ""), None
    bundle = internal_bundle(config, index, f"program {index} ({program.op or program.constraint}"
                             f", seed {program.seed}) killed its worker twice: {how}\n",
                             its_program)
    line = {"index": index, "op": program.op or "?", "key": program.constraint or "?",
            "valid": program.constraint is None, "statuses": {}, "findings": [],
            "internal": [f"program {index} kills the worker ({how}), twice: bundle {bundle}"]}
    log.write(log_text(line))
    log.flush()
    return line


def read_log(path: Path) -> list[dict]:
    """The complete lines of a campaign log (a line cut by a kill, or one that is not a JSON
    object, is dropped)."""
    return [line for _, line in log_lines(path) if isinstance(line, dict)]


def log_lines(path: Path):
    """(line number, parsed JSON or None) of each line of a campaign log, read as a stream (a
    log may hold millions of lines); a line that is not JSON (cut by a kill, garbage) is None."""
    if not path.exists():
        return
    with open(path, "rb") as f:
        for number, raw in enumerate(f, 1):
            try:
                yield number, json.loads(raw)
            except ValueError:  # JSONDecodeError, UnicodeDecodeError
                yield number, None


def _drop_cut_line(path: Path) -> None:
    """Truncates a log after its last newline (a line cut by a kill), so appends start clean."""
    if not path.exists():
        return
    data = path.read_bytes()
    if data and not data.endswith(b"\n"):
        with open(path, "r+b") as f:
            f.truncate(data.rfind(b"\n") + 1)


def write_atomic(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text)
    os.replace(tmp, path)


def summarize(lines, config: Config) -> dict:
    """Counts, coverage (op x key, violated constraints, per-oracle statuses) and findings of
    the log lines `lines` (any iterable, read once: a merge streams millions of them)."""
    programs = valid = ok = compared = graphs_n = models_n = 0
    seconds = 0.0
    coverage: dict[str, dict[str, int]] = {}
    graphs: dict[str, int] = {}  # graph programs the reference ran, by element type
    models: dict[str, int] = {}  # model programs, the same
    oracles: dict[str, dict[str, int]] = {}
    exercised, internal, violated, generated = set(), set(), set(), set()
    for ln in lines:
        programs += 1
        seconds += ln.get("seconds", 0.0)
        for name, status in ln["statuses"].items():
            oracles.setdefault(name, {}).setdefault(status, 0)
            oracles[name][status] += 1
        internal.update(ln.get("internal", []))
        violated.update(ln.get("violated", []))
        if not ln["valid"]:
            compared += 1
            continue
        valid += 1
        graphs_n += ln["op"] == GRAPH
        models_n += ln["op"] == MODEL
        if ln["key"] != "?":
            generated.add(ln["op"])
        if ln["statuses"].get("reference") != "ok":
            continue
        ok += 1
        compared += any(s == "ok" for o, s in ln["statuses"].items() if o != "reference")
        exercised.update((o, ln["op"], ln["key"]) for o, s in ln["statuses"].items() if s == "ok")
        if ln["op"] in (GRAPH, MODEL):
            counts = graphs if ln["op"] == GRAPH else models
            counts[ln["key"]] = counts.get(ln["key"], 0) + 1
            continue
        coverage.setdefault(ln["op"], {}).setdefault(ln["key"], 0)
        coverage[ln["op"]][ln["key"]] += 1
    bundles = [json.loads((p / "finding.json").read_text()) for p in findings.saved(config.out)]
    return {
        "seed": config.seed, "shard": list(config.shard), "oracles": config.oracles,
        "programs": programs, "valid_programs": valid, "valid_run": ok, "compared": compared,
        "invalid_programs": programs - valid, "graph_programs": graphs_n,
        "model_programs": models_n,
        "valid_rate": round(ok / valid, 4) if valid else 0.0,
        "program_seconds": round(seconds, 2),  # all workers
        "coverage": {"ops": coverage, "ops_covered": len(coverage), "graphs": graphs,
                     "models": models,
                     "constraints_violated": sorted(violated), "oracles": oracles,
                     **_missing(generated, violated)},
        "findings": [{k: b[k] for k in ("digest", "kind", "op", "key", "oracle", "against",
                                        "rule", "message", "known", "localized")} for b in bundles],
        "new_findings": sum(1 for b in bundles if not b["known"]),
        "known_findings": sum(1 for b in bundles if b["known"]),
        "stale_known_entries": [{k: e[k] for k in ("oracle", "op", "types")}
                                for e in stale(bundles, exercised)],
        "internal": sorted(internal),
    }


def _missing(generated: set[str], violated: set[str]) -> dict:
    """The seed spec's ops no valid program generated, and the breakable constraint ids no
    invalid program broke (with the totals)."""
    ops = [s.name.split(".", 1)[1] for s in spec_ops()]
    ids = breakable_ids()
    return {"spec_ops": len(ops), "spec_ops_generated": len(set(ops) & generated),
            "spec_ops_not_generated": sorted(set(ops) - generated),
            "constraint_ids": len(ids), "constraint_ids_not_violated": sorted(set(ids) - violated)}


class _display:
    """A rich live line (programs, valid rate, ops covered, findings) when `config.progress`."""

    def __init__(self, config: Config):
        self.config, self.live, self.shown = config, None, 0.0

    def due(self, every: float = 2.0) -> bool:
        """Whether the line should be refreshed now (never without a display)."""
        if self.live is None or time.monotonic() - self.shown < every:
            return False
        self.shown = time.monotonic()
        return True

    def __enter__(self):
        if self.config.progress:
            from rich.live import Live
            self.live = Live("starting...", refresh_per_second=4, transient=False)
            self.live.__enter__()
        return self

    def __call__(self, s: dict) -> None:
        if self.live is not None:
            self.live.update(
                f"programs {s['programs']}  valid rate {s['valid_rate']:.0%}  ops covered "
                f"{s['coverage']['ops_covered']}  constraints violated "
                f"{len(s['coverage']['constraints_violated'])}  findings "
                f"{s['new_findings']} new / {s['known_findings']} known")

    def __exit__(self, *exc):
        if self.live is not None:
            self.live.__exit__(*exc)
