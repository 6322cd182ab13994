"""The conformance run as a pytest plugin (docs/conformance.md): corpus and generated cases as
pytest items, run on the systems under test, recorded for the reports.

Conformance items are collected only when the run asks for them (`--conformance`, `--oracle`,
`--report`, `--certify`, `--case`, or a path under the corpus named on the command line); a plain
`pytest` runs the project's own tests (testpaths) as before. With a conformance option and no
paths, only the conformance items run.
"""
from __future__ import annotations

import argparse
import difflib
import json
import os
import pickle
import platform
import shlex
import shutil
import sys
import tempfile
import time
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest
from xdist.scheduler import LoadScopeScheduling

from fuzz.strategies import DATA_TYPES, OP_GENERATORS
from oracles import ORACLES, make, oracle_class
from oracles.base import version_of
from oracles.compare import STATUS_KINDS
from oracles.lowering import chlo_lowered
from spec.program_files import PROGRAM_SUFFIXES
from oracles.verdict import ALLOWANCES, known_divergence

from . import cases as C
from . import suite as S
from . import write_reports
from .cases import CERTIFY_PROFILES, DEFAULT_GENERATED, LOCKED
from .report import counts, deviations, reasons, verdict_of

SUITE_ROOT = Path(__file__).resolve().parents[1]
"""The checkout of this suite (an editable install's too): its corpus and git commit."""

ENV_PACKAGES = ("numpy", "ml_dtypes", "hypothesis", "pytest", "pytest-xdist", "jax", "jaxlib",
                "onnx", "onnxruntime", "iree-base-runtime", "stablehlo-conformance")
DEFAULT_LEFT_OUT = {
    "command": "needs the vendor's executable (--oracle command --command EXE)",
    "iree": "compiles every case ahead of time (about ten times the time of the other oracles "
            "per case); name it with --oracle iree",
}
"""Available oracles the default run (no --oracle) leaves out, and why."""


def pytest_addoption(parser):
    g = parser.getgroup("conformance", "StableHLO conformance run (docs/conformance.md)")
    g.addoption("--conformance", action="store_true", help="collect the conformance cases")
    g.addoption("--oracle", action="append", metavar="NAME",
                help="system under test (repeatable; default: every available oracle)")
    g.addoption("--command", metavar="EXE", help="the executable of the command oracle")
    g.addoption("--no-lower-chlo", action="store_true",
                help="give the command oracle CHLO ops as they are instead of lowered to "
                     "StableHLO (for a backend that reads CHLO)")
    g.addoption("--command-grids", action="store_true",
                help="the command oracle's executable reads the grid form of the protocol "
                     "(docs/vendors.md): programs on a process grid run on it")
    g.addoption("--time-limit", type=_positive_seconds, default=60.0, metavar="SECONDS",
                help="seconds each oracle under test may take on one case (default 60); past "
                     "it the case is a timeout (the reference, the expected side, keeps 60)")
    g.addoption("--ops", metavar="A,B", help="only cases of these ops (mnemonics)")
    g.addoption("--dtypes", metavar="A,B", help="only cases of these element types")
    g.addoption("--case", action="append", metavar="ID", help="only this case id (repeatable)")
    g.addoption("--tolerance-profile", default="default", choices=C.PROFILES,
                help="comparison rules of float results (default: oracles/tolerances.toml; "
                     "strict: 0 ULP for the correctly rounded operations and the recommended "
                     "behaviour reported apart; a --certify run may choose default or strict)")
    g.addoption("--skips-file", metavar="FILE", help="case ids to skip, each with a reason")
    g.addoption("--xfails-file", metavar="FILE", help="case ids expected to fail, with reasons")
    g.addoption("--generated", type=int, default=DEFAULT_GENERATED, metavar="N",
                help=f"generated cases per op and element type (default {DEFAULT_GENERATED})")
    g.addoption("--corpus", metavar="DIR", help="the corpus directory (default: <rootdir>/corpus)")
    g.addoption("--report", metavar="DIR", help="write run.json and results.jsonl (and the "
                                                "reports) to DIR")
    g.addoption("--certify", action="store_true", help="locked certification run: fixed cases "
                                                       "and seeds, one --oracle, no skips, the "
                                                       "default or strict --tolerance-profile")


# --- configuration --------------------------------------------------------------------------

REFERENCE_TIME_LIMIT = 60.0
"""The reference's limit per case whatever --time-limit says: it is the expected side, and a
case it does not finish is unsupported, not judged (a short --time-limit, in a certification
too, would have left the heavy cases unjudged)."""


def _positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r}: expected a number of seconds > 0")
    return value


def _corpus_root(config) -> Path:
    """--corpus, else the first `corpus/` directory of the rootdir, the invocation directory and
    the suite's checkout (pytest may pick a rootdir from an option's value, such as --report's
    directory, before it knows the option)."""
    given = config.getoption("corpus")
    if given:
        return Path(given).resolve()
    places = (config.rootpath, config.invocation_params.dir, SUITE_ROOT)
    return next((p / "corpus" for p in places if (p / "corpus").is_dir()), SUITE_ROOT / "corpus")


def _named_corpus_paths(config) -> list[Path]:
    root = _corpus_root(config)
    if config.args_source != pytest.Config.ArgsSource.ARGS:
        return []
    paths = [Path(a.split("::")[0]).resolve() for a in config.args]
    return [p for p in paths if p == root or root in p.parents]


def active(config) -> bool:
    o = config.getoption
    return bool(o("conformance") or o("oracle") or o("report") or o("certify") or o("case")
                or _named_corpus_paths(config))


def pytest_configure(config):
    if not active(config):
        return
    if config.getoption("certify"):
        _check_certify(config)
    names = _oracle_names(config)
    state = Run(config, names)
    config.stash[RUN] = state
    if not hasattr(config, "workerinput"):
        config.pluginmanager.register(Summary(state), "reports.plugin.summary")
    if not hasattr(config, "workerinput") and state.report_dir:
        state.report_dir.mkdir(parents=True, exist_ok=True)
        for old in state.report_dir.glob("results*.jsonl"):
            old.unlink()


def _check_certify(config):
    changed = [f"--{name.replace('_', '-')}" for name, locked in LOCKED.items()
               if config.getoption(name) != locked]
    if config.getoption("tolerance_profile") not in CERTIFY_PROFILES:
        changed.append(f"--tolerance-profile {config.getoption('tolerance_profile')} (a "
                       f"certification runs under {' or '.join(CERTIFY_PROFILES)})")
    changed += ["-k"] * bool(config.option.keyword) + ["-m"] * bool(config.option.markexpr)
    changed += ["--deselect"] * bool(config.getoption("deselect", None))
    if changed:
        raise pytest.UsageError(f"--certify runs the locked case list with the locked options; "
                                f"remove {', '.join(changed)}")
    if len(config.getoption("oracle") or []) != 1:
        raise pytest.UsageError("--certify needs exactly one --oracle NAME (the system under "
                                "test)")
    if _named_corpus_paths(config):
        raise pytest.UsageError("--certify runs the whole corpus; remove the corpus paths")


def _oracle_names(config) -> list[str]:
    given = config.getoption("oracle")
    if given:
        for name in given:
            if name not in ORACLES:
                raise pytest.UsageError(f"--oracle {name}: unknown (known: {', '.join(ORACLES)})")
            ok, why = oracle_class(name).available()
            if not ok:
                raise pytest.UsageError(f"--oracle {name}: not available here: {why}")
        if "command" in given and not config.getoption("command"):
            raise pytest.UsageError("--oracle command needs --command EXE")
        return given
    names = []
    for name in ORACLES:
        if name in DEFAULT_LEFT_OUT:
            continue
        try:
            if oracle_class(name).available()[0]:
                names.append(name)
        except ImportError:
            continue
    return names


RUN = pytest.StashKey["Run"]()


def pytest_report_header(config):
    run = config.stash.get(RUN, None)
    if run is None:
        return None
    lines = [f"conformance: oracles {', '.join(run.names)}; "
             f"{config.getoption('generated')} generated case(s) per op and element type"]
    if not run.explicit:
        lines += [f"conformance: {name} left out: {why}" for name, why in DEFAULT_LEFT_OUT.items()]
    if config.getoption("numprocesses", None) and config.getoption("generated"):
        lines.append("conformance: the cases are generated once, before the workers start "
                     "(about 45 s for the whole default run)")
    return lines


class Run:
    """The session's oracles (made on first use, in each xdist worker), options and records."""

    def __init__(self, config, names: list[str]):
        self.config, self.names = config, names
        self.explicit = bool(config.getoption("oracle"))
        report = config.getoption("report")
        self.report_dir = Path(report).resolve() if report else None
        self.profile = config.getoption("tolerance_profile")
        self.oracles: dict = {}
        self.shared: C.ReferenceResults | None = None
        self.started = time.strftime("%Y-%m-%dT%H:%M:%S%z")
        self.skips = _read_ids(config.getoption("skips_file"), "--skips-file")
        self.xfails = _read_ids(config.getoption("xfails_file"), "--xfails-file")
        worker = getattr(config, "workerinput", {}).get("workerid", "main")
        self.results_part = self.report_dir / f"results.{worker}.jsonl" if self.report_dir \
            else None
        self.report_paths: list[Path] = []
        self.batched: dict[str, object] = {}  # item node id -> the Outcome a batch gave it
        self.positions: dict[str, int] | None = None  # item node id -> its place in the session
        self.cases_file: str | None = None  # the controller's cases for its xdist workers
        self.stopped: str | None = None  # why the session ended before every case ran

    def oracle(self, name: str):
        if name not in self.oracles:
            self.oracles[name] = make(name, command=self.config.getoption("command"),
                                      time_limit=REFERENCE_TIME_LIMIT if name == "reference"
                                      else self.config.getoption("time_limit"),
                                      lower_chlo=not self.config.getoption("no_lower_chlo"),
                                      grids=self.config.getoption("command_grids"))
            if name == "reference":
                self.oracles[name].bounds = True
        return self.oracles[name]

    def reference_results(self) -> C.ReferenceResults:
        """The reference whose results the oracles of a case share (each case evaluated once)."""
        if self.shared is None:
            self.shared = C.ReferenceResults(self.oracle("reference"))
        return self.shared

    def batch_outcome(self, item: "CaseItem"):
        """The Outcome of `item`'s oracle on its case when the case runs in a batch, else None:
        the first item of a batch runs it (the item's case with the items that follow it in
        the session, of the same oracle, op and element type: the items of one scope, which
        one xdist worker runs, `pytest_xdist_make_scheduler`), and each of the others takes its
        own Outcome when it runs."""
        if item.nodeid in self.batched:
            return self.batched.pop(item.nodeid)
        oracle = self.oracle(item.oracle_name)
        if not getattr(oracle, "batches", False) or not C.batchable(item.case):
            return None
        peers = self._peers(item)
        if not peers:
            return None
        outcomes = C.run_batch(oracle, [item.case] + [p.case for p in peers])
        for peer in peers:
            if peer.case.id in outcomes:
                self.batched[peer.nodeid] = outcomes[peer.case.id]
        return outcomes.get(item.case.id)

    def _peers(self, item: "CaseItem") -> list["CaseItem"]:
        """The items after `item` in its scope that may run in its batch (C.BATCH_SIZE in all)."""
        items = item.session.items
        if self.positions is None:
            self.positions = {i.nodeid: k for k, i in enumerate(items)}
        scope, peers = scope_of(item.nodeid), []
        for other in items[self.positions[item.nodeid] + 1:]:
            if len(peers) == C.BATCH_SIZE - 1 or scope_of(other.nodeid) != scope:
                break
            if isinstance(other, CaseItem) and other.oracle_name == item.oracle_name \
                    and C.batchable(other.case) and other.get_closest_marker("skip") is None \
                    and other.nodeid not in self.batched:
                peers.append(other)
        return peers

    def allowances(self, name: str) -> tuple[str, ...]:
        return ALLOWANCES.get(name, ())

    def known_divergence(self, case: C.Case, oracle: str, status: str,
                         lowered: bool = False) -> dict | None:
        """The oracles/known_divergences.toml entry declaring this case's outcome (`status`) on
        `oracle` the oracle's own behaviour, or None. Entries naming finding kinds in `what`
        match the case's status as that kind (fail: wrong-result, crash, rejected:
        wrong-rejection, timeout). `lowered`: the oracle ran the program after upstream's CHLO
        lowering, whose own divergences (entries marked `lowered`) it shares."""
        return known_divergence(oracle, case.op, C.divergence_keys(case), STATUS_KINDS.get(status),
                                case.text, lowered)

    def record(self, entry: dict) -> None:
        if self.results_part:
            with open(self.results_part, "a", encoding="utf-8") as f:
                f.write(json.dumps(entry, default=str) + "\n")

    def close(self):
        for o in self.oracles.values():
            o.close()


def _read_ids(path: str | None, option: str) -> dict[str, str]:
    """`ID  reason` per line (`#` comments, blank lines ignored); a line without a reason is an
    error: every skip says why."""
    if not path:
        return {}
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as e:
        raise pytest.UsageError(f"{option} {path}: cannot read: {e.strerror}")
    out = {}
    for n, line in enumerate(lines, 1):
        line = line.split("#", 1)[0].strip() if line.lstrip().startswith("#") else line.strip()
        if not line:
            continue
        parts = line.split(None, 1)
        if len(parts) < 2:
            raise pytest.UsageError(f"{option} {path}:{n}: '{parts[0]}' needs a reason after "
                                    "the id")
        out[parts[0]] = parts[1].strip()
    return out


# --- collection -----------------------------------------------------------------------------

def pytest_ignore_collect(collection_path, config):
    """A conformance run without paths runs the conformance items only (not testpaths)."""
    if active(config) and config.args_source != pytest.Config.ArgsSource.ARGS:
        return True
    return None


def pytest_collect_file(file_path, parent):
    """Corpus files named on the command line are read by the plugin (items come from
    pytest_collection_modifyitems); this keeps pytest from reporting them as uncollectable."""
    if file_path.suffix in PROGRAM_SUFFIXES and active(parent.config):
        return _CorpusFile.from_parent(parent, path=file_path)
    return None


class _CorpusFile(pytest.File):
    def collect(self):
        return []


def pytest_collection_modifyitems(session, config, items):
    run = config.stash.get(RUN, None)
    if run is None:
        return
    start = time.monotonic()
    cases = _cases(config)
    before = len(items)
    used = set()
    for case in cases:
        for name in _oracles_for(case, run):
            item = CaseItem.from_parent(session, name=_item_name(case, name, run),
                                        nodeid=_item_name(case, name, run), case=case,
                                        oracle_name=name)
            _mark(item, case, name, run, used)
            items.append(item)
    if config.getoption("certify"):
        # the locked case list, for `python -m reports verify` (reports/suite.py)
        S.store_ids(S.identity(_corpus_root(config)), {
            "corpus": [c.id for c in cases if c.kind != "generated"],
            "generated": [c.id for c in cases if c.kind == "generated"]})
    reporter = _reporter(config)
    if reporter is not None:
        _show(reporter, f"conformance: {len(cases)} case(s), {len(items) - before} item(s) in "
                        f"{time.monotonic() - start:.0f} s", final=True)
    for option, table in (("--skips-file", run.skips), ("--xfails-file", run.xfails)):
        for key in sorted(set(table) - used):
            item_warning = f"{option}: entry {key!r} matches no collected case (stale?)"
            config.issue_config_time_warning(pytest.PytestWarning(item_warning), stacklevel=2)


CASES_FILE = "conformance_cases"
"""The key of xdist's workerinput that names the file of the run's cases (`pytest_sessionstart`)."""


def _distributed(config) -> bool:
    """Whether this process is the controller of an xdist run (its workers collect the items)."""
    return not hasattr(config, "workerinput") and \
        config.pluginmanager.getplugin("dsession") is not None


def pytest_sessionstart(session):
    """The controller of an xdist run selects (and generates, in as many processes as it has
    workers: `_generators`) the run's cases once, with the progress line on its terminal, and
    hands them to its workers in a file (pickled Case objects, written by this process for its
    own workers and removed when the run ends): otherwise each worker generates every case
    itself, silently (about 45 s of CPU each for the default run). xdist starts its workers
    after this hook (its own is trylast)."""
    config = session.config
    run = config.stash.get(RUN, None)
    if run is None or not _distributed(config):
        return
    start = time.monotonic()
    cases = _cases(config)
    handle, path = tempfile.mkstemp(prefix="conformance-cases-", suffix=".pickle")
    with os.fdopen(handle, "wb") as f:
        pickle.dump(cases, f, protocol=pickle.HIGHEST_PROTOCOL)
    run.cases_file = path
    reporter = _reporter(config)
    if reporter is not None:
        _show(reporter, f"conformance: {len(cases)} case(s) selected in "
                        f"{time.monotonic() - start:.0f} s; the workers collect their items",
              final=True)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node):
    """An xdist worker is told where the controller's cases are (`pytest_sessionstart`)."""
    run = node.config.stash.get(RUN, None)
    if run is not None and run.cases_file:
        node.workerinput[CASES_FILE] = run.cases_file


def pytest_unconfigure(config):
    run = config.stash.get(RUN, None)
    if run is not None and run.cases_file and not hasattr(config, "workerinput"):
        Path(run.cases_file).unlink(missing_ok=True)


def _cases(config) -> list[C.Case]:
    path = getattr(config, "workerinput", {}).get(CASES_FILE)
    if path:  # an xdist worker: the controller selected the cases
        with open(path, "rb") as f:
            return pickle.load(f)
    try:
        found = C.corpus_cases(_corpus_root(config), _named_corpus_paths(config) or None)
    except C.CaseError as e:
        raise pytest.UsageError(f"corpus: {e}")
    ops = _split(config.getoption("ops"))
    dtypes = _split(config.getoption("dtypes"))
    wanted = set(config.getoption("case") or ())
    count = config.getoption("generated")
    if count and not _named_corpus_paths(config):
        # a generated case's id starts with its op: --case needs only those ops generated
        generate = ops or {w.split("/")[0] for w in wanted} or OP_GENERATORS
        found += C.generated_cases(sorted(generate), sorted(dtypes) if dtypes else list(DATA_TYPES),
                                   count, _progress(config), _generators(config, len(generate)))
    selected = [c for c in found if (not ops or c.op in ops)
                and (not dtypes or c.element_type in dtypes)]
    if wanted:
        _check_wanted(wanted, selected, found)
        selected = [c for c in selected if c.id in wanted]
    _check_selection(ops, dtypes, selected, found)
    return selected


OPS_PER_GENERATOR = 40
"""Ops a generating process takes at least: a spawned process's imports cost about 2.5 s of CPU,
and 40 ops about 10 s to generate (the 10 ops of a subset take 2.6 s in this process, 5 to 7 s
of CPU in two; the whole default run's 169 ops about 45 s)."""


def _generators(config, ops: int) -> int:
    """How many processes generate the cases of `ops` ops: as many as the run has xdist workers
    (at most the CPUs this process may use and one per OPS_PER_GENERATOR ops), since they wait
    for the cases; one without xdist."""
    if not _distributed(config):
        return 1
    workers = config.getoption("numprocesses", None)
    return max(1, min(workers if isinstance(workers, int) else 1, len(os.sched_getaffinity(0)),
                      ops // OPS_PER_GENERATOR))


def _check_selection(ops: set[str], dtypes: set[str], selected: list[C.Case],
                     found: list[C.Case]) -> None:
    """An --ops or --dtypes name that no case has, or a selection of no case, is a usage error
    naming the near names (a typo must not make an empty run that passes)."""
    lines = []
    for option, names, have in (("--ops", ops, {c.op for c in found}),
                                ("--dtypes", dtypes, {c.element_type for c in found})):
        for name in sorted(set(names) - have):
            near = difflib.get_close_matches(name, sorted(n for n in have if n), n=3, cutoff=0.6)
            lines.append(f"{option} {name}: no case has it" +
                         (f"; near: {', '.join(near)}" if near else ""))
    if not lines and (ops or dtypes) and not selected:
        lines.append(f"--ops {','.join(sorted(ops)) or '(all)'} with --dtypes "
                     f"{','.join(sorted(dtypes)) or '(all)'}: no case has both")
    if lines:
        raise pytest.UsageError("\n".join(lines))


def _check_wanted(wanted: set[str], selected: list[C.Case], found: list[C.Case]) -> None:
    """A --case that names no case is a usage error naming the near ids (not an empty run)."""
    ids = {c.id for c in selected}
    unknown = sorted(wanted - ids)
    if not unknown:
        return
    known = {c.id for c in found}
    lines = []
    for case in unknown:
        near = difflib.get_close_matches(case, ids or known, n=3, cutoff=0.6)
        why = "is not selected by --ops / --dtypes" if case in known else "matches no case"
        lines.append(f"--case {case}: {why}" + (f"; near: {', '.join(near)}" if near else ""))
    raise pytest.UsageError("\n".join(lines))


def _reporter(config):
    """The terminal reporter of a process whose output is shown (not an xdist worker's)."""
    if hasattr(config, "workerinput"):
        return None
    return config.pluginmanager.get_plugin("terminalreporter")


def _show(reporter, line: str, *, final: bool = False) -> None:
    """A status line: rewritten in place on a terminal, a line of its own otherwise."""
    if reporter.isatty():
        reporter.rewrite(line, erase=True)
        if final:
            reporter.write_line("")
    else:
        reporter.write_line(line)


def _progress(config):
    """The live line while the cases are generated (about a minute for the whole default run):
    each op on a terminal, a line every 10 s otherwise."""
    reporter = _reporter(config)
    if reporter is None:
        return None
    last = [0.0]

    def show(done: int, total: int, op: str) -> None:
        if reporter.isatty() or time.monotonic() - last[0] >= 10:
            _show(reporter, f"conformance: generating cases: {done}/{total} ops ({op})")
            last[0] = time.monotonic()
    return show


def _split(value: str | None) -> set[str]:
    return {v.strip() for v in value.split(",") if v.strip()} if value else set()


def _oracles_for(case: C.Case, run: Run) -> list[str]:
    """Verifier cases are judged once (by this project's verifier); generated and inputs cases
    compare with the reference, so the reference is their system under test only when named."""
    if case.kind == "verify":
        return ["verifier"]
    if case.kind in ("generated", "inputs") and not run.explicit:
        return [n for n in run.names if n != "reference"]
    return run.names


def _item_name(case: C.Case, oracle: str, run: Run) -> str:
    return case.id if oracle == "verifier" or len(run.names) == 1 else f"{case.id}[{oracle}]"


def _mark(item, case: C.Case, oracle: str, run: Run, used: set) -> None:
    if case.skip:
        item.add_marker(pytest.mark.skip(reason=case.skip))
    for key in (case.id, f"{case.id}[{oracle}]"):
        if key in run.skips:
            used.add(key)
            item.add_marker(pytest.mark.skip(reason=f"skips file: {run.skips[key]}"))
        if key in run.xfails:
            used.add(key)
            item.add_marker(pytest.mark.xfail(reason=f"xfails file: {run.xfails[key]}",
                                              strict=False))


def scope_of(nodeid: str) -> str:
    """The scope of a conformance item (its case id without the last part: `add/f32` for
    `add/f32/case_1[xla]`): the unit of work an xdist worker takes, so that the cases of an
    op and element type run in one worker (the batches of `Run.batch_outcome`)."""
    return nodeid.split("[", 1)[0].rsplit("/", 1)[0]


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """A conformance run under xdist's default distribution (`-n N`, `--dist load`) hands out
    its items by scope (scope_of), whole scopes to one worker each, largest first."""
    if config.stash.get(RUN, None) is None or config.getvalue("dist") != "load":
        return None
    return _ScopeScheduling(config, log)


class _ScopeScheduling(LoadScopeScheduling):
    def _split_scope(self, nodeid: str) -> str:
        return scope_of(nodeid)


# --- items ----------------------------------------------------------------------------------

class CaseFailure(Exception):
    """A case whose verdict is not pass; carries the Result."""

    def __init__(self, result: C.Result):
        super().__init__(result.message)
        self.result = result


class CaseItem(pytest.Item):
    def __init__(self, *, case: C.Case, oracle_name: str, **kwargs):
        super().__init__(**kwargs)
        self.case, self.oracle_name = case, oracle_name
        self.result: C.Result | None = None
        self.known: str | None = None
        self.seconds = 0.0

    def runtest(self):
        run = self.config.stash[RUN]
        start = time.perf_counter()
        try:
            self.result = self._judge(run)
        except Exception as e:  # noqa: BLE001  (a bug of the suite or a backend is a result)
            self.result = C.Result("crash", f"{type(e).__name__}: {e}")
        self.seconds = time.perf_counter() - start
        if self.result.status == "unsupported":
            pytest.skip(f"unsupported: {self.result.message}")
        if self.result.status == "skipped":
            pytest.skip(self.result.message)
        if self.result.status != "pass":
            entry = run.known_divergence(
                self.case, self.oracle_name, self.result.status,
                chlo_lowered(self.result.lowered)) if self.oracle_name != "verifier" else None
            if entry is not None:
                self.known = entry["reason"]
                pytest.xfail(f"known divergence: {entry['reason']}")
            raise CaseFailure(self.result)

    def _judge(self, run: Run) -> C.Result:
        if self.case.kind == "verify":
            return C.judge_verify(self.case)
        return C.judge_case(self.case, run.oracle(self.oracle_name), run.reference_results(),
                            run.profile, run.allowances(self.oracle_name),
                            run.batch_outcome(self))

    def replay(self) -> str:
        oracle = "" if self.oracle_name == "verifier" else f" --oracle {self.oracle_name}"
        if self.oracle_name == "command":
            oracle += f" --command {shlex.quote(self.config.getoption('command'))}"
        corpus = self.config.getoption("corpus")
        corpus = f" --corpus {corpus}" if corpus else ""
        return f"python -m pytest -p no:cacheprovider{oracle}{corpus} --case '{self.case.id}'"

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, CaseFailure):
            return failure_message(self.case, self.oracle_name, excinfo.value.result,
                                   self.replay())
        if isinstance(excinfo.value, pytest.xfail.Exception):
            # a known divergence: its reason is the whole story (pytest's traceback of the
            # xfail call would read the plugin's source files anew for each of hundreds of
            # items, about a second of CPU each)
            return f"{excinfo.value.msg}\n{self.replay()}"
        return super().repr_failure(excinfo)

    def reportinfo(self):
        path, _, line = self.case.source.partition(":") if self.case.kind != "generated" \
            else (self.case.path, "", "")
        return Path(path), int(line) - 1 if line.isdigit() else None, self.name


def failure_message(case: C.Case, oracle: str, r: C.Result, replay: str) -> str:
    """The one failure format: what, where, expected, actual, error, rule (and its tier),
    replay."""
    lines = [f"what:     {case.id} on {oracle}: {r.status}: {r.message}",
             f"where:    {r.where + ' of ' if r.where else ''}{case.source}"]
    for label, value in (("expected", r.expected), ("actual", r.actual), ("error", r.error),
                         ("rule", r.rule), ("tier", r.tier)):
        if value:
            lines.append(f"{label + ':':<10}{value}")
    lines.append(f"replay:   {replay}")
    return "\n".join(lines)


# --- recording ------------------------------------------------------------------------------

@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if not isinstance(item, CaseItem):
        return report
    run = item.config.stash[RUN]
    done = (call.when == "call") or (call.when == "setup" and report.skipped)
    if done:
        entry = _entry(item, report)
        run.record(entry)
        report.conformance = {k: entry[k] for k in (
            "id", "op", "element_type", "oracle", "status", "reason", "xfail", "recommended")
            if k in entry}
    return report


def _entry(item: CaseItem, report) -> dict:
    case = item.case
    r = item.result
    if r is None:  # skipped before running (a skip mark)
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        r = C.Result("skipped", reason.removeprefix("Skipped: "))
    entry = {"id": case.id, "op": case.op, "element_type": case.element_type,
             "source": case.source, "oracle": item.oracle_name, "status": r.status,
             "reason": r.message if r.status in ("skipped", "unsupported") else "",
             "rule": r.rule, "message": r.message if r.status not in ("pass",) else "",
             "expected": r.expected, "actual": r.actual, "seconds": round(item.seconds, 6),
             "replay": item.replay()}
    if hasattr(report, "wasxfail"):
        entry["xfail"] = report.wasxfail
    if item.known is not None:
        entry["known"] = item.known
    if r.lowered:
        entry["lowered"] = r.lowered
    if r.tier:
        entry["tier"] = r.tier
    if r.recommended:
        entry["recommended"] = r.recommended
    if r.outputs_sha256:
        entry["outputs_sha256"] = r.outputs_sha256
    return entry


def pytest_sessionfinish(session, exitstatus):
    run = session.config.stash.get(RUN, None)
    if run is None:
        return
    run.close()
    run.stopped = _stopped(session, exitstatus)
    if hasattr(session.config, "workerinput") or not run.report_dir \
            or exitstatus == pytest.ExitCode.USAGE_ERROR:
        return
    merge_results(run.report_dir)
    write_run_json(run, session.config, stopped=run.stopped)
    run.report_paths = write_reports(run.report_dir) + [run.report_dir / "results.jsonl"]


# --- terminal summary -----------------------------------------------------------------------

class Summary:
    """The end of the terminal output: the skip and xfail reasons of the conformance items,
    grouped with counts, one line each (in place of pytest's line per item; the full text is in
    report.md and results.jsonl), then the verdict, the counts by status and the report paths."""

    def __init__(self, run: Run):
        self.run = run
        self.outcomes: list[dict] = []

    def pytest_runtest_logreport(self, report):
        """Each item's status and reason (`report.conformance`; xdist workers send it with the
        report)."""
        outcome = getattr(report, "conformance", None)
        if outcome is not None:
            self.outcomes.append(outcome)

    @pytest.hookimpl(wrapper=True, tryfirst=True)
    def pytest_terminal_summary(self, terminalreporter, exitstatus, config):
        if exitstatus == pytest.ExitCode.USAGE_ERROR or config.option.collectonly:
            return (yield)
        stats = terminalreporter.stats
        kept = {k: stats[k] for k in ("skipped", "xfailed") if k in stats}
        for k, reports in kept.items():
            stats[k] = [r for r in reports if not hasattr(r, "conformance")]
        try:
            return (yield)
        finally:
            stats.update(kept)
            write = terminalreporter.write_line
            for line in reason_lines(self.outcomes, shutil.get_terminal_size().columns):
                write(line)
            stopped = self.run.stopped
            verdict = "fail" if stopped else verdict_of(self.outcomes)
            by_status = counts(self.outcomes)["by_status"]
            expected = sum(1 for o in self.outcomes if o.get("xfail"))
            write(f"conformance verdict: {verdict.upper()}: {len(self.outcomes)} case(s): "
                  + ", ".join(f"{n} {s}" for s, n in by_status.items() if n)
                  + (f" ({expected} of them expected failures)" if expected else "")
                  + (f"; the run stopped before every case ran: {stopped}" if stopped else ""),
                  bold=True, **{"green" if verdict == "pass" else "red": True})
            for line in deviation_lines(self.outcomes, self.run.profile):
                write(line, yellow=True)
            if self.run.report_paths:
                write("conformance reports: " + ", ".join(map(str, self.run.report_paths)))


REASON_LINES = 25
"""The most frequent reasons the terminal summary shows; report.md lists every one."""


def reason_lines(outcomes: list[dict], width: int, limit: int = REASON_LINES) -> list[str]:
    """One line a reason (its text cut to fit `width`, to 60 characters at least): how many, as
    what, the reason, a case; the `limit` most frequent, then how many more there are."""
    grouped = reasons(outcomes)
    lines = [f"conformance: skip and xfail reasons, grouped ({len(grouped)}; full text in "
             f"report.md and results.jsonl)"] if grouped else []
    for n, kind, reason, case in grouped[:limit]:
        head, text, tail = f"{n:>6} {kind:<11} ", " ".join(reason.split()), f"  (e.g. {case})"
        room = max(width - len(head) - len(tail), 60)
        lines.append(head + (text if len(text) <= room else text[:room - 3] + "...") + tail)
    rest = grouped[limit:]
    if rest:
        lines.append(f"{sum(n for n, *_ in rest):>6} {'':<11} in {len(rest)} more reasons, each "
                     f"less frequent (report.md lists them all)")
    return lines


def deviation_lines(outcomes: list[dict], profile: str, limit: int = 10) -> list[str]:
    """The cases departing from the recommended behaviour (the strict profile's second tier): how
    many, apart from the verdict, then the first `limit` with their message."""
    found = deviations(outcomes)
    if not found:
        return [] if profile != "strict" else [
            "conformance: recommended behaviour (not spec violations): no case departs from it"]
    lines = [f"conformance: recommended behaviour (not spec violations, not in the verdict): "
             f"{len(found)} case(s) depart from it"]
    lines += [f"  {r['id']}[{r['oracle']}]: {r['recommended']}" for r in found[:limit]]
    if len(found) > limit:
        lines.append(f"  ... {len(found) - limit} more (report.md lists them all)")
    return lines


def merge_results(directory: Path) -> None:
    """Joins the per-process `results.<worker>.jsonl` files into results.jsonl, sorted by id and
    oracle, and removes them."""
    parts = sorted(directory.glob("results.*.jsonl"))
    entries = [json.loads(line) for p in parts
               for line in p.read_text(encoding="utf-8").splitlines() if line.strip()]
    entries.sort(key=lambda e: (e["id"], e["oracle"]))
    with open(directory / "results.jsonl", "w", encoding="utf-8") as f:
        f.writelines(json.dumps(e) + "\n" for e in entries)
    for p in parts:
        p.unlink()


def _stopped(session, exitstatus) -> str | None:
    """Why the session ended before every collected case ran (-x, --maxfail, Ctrl-C, a
    pytest.exit), or None: a report of part of the cases must not read as a whole run."""
    why = session.shouldstop or session.shouldfail
    if not why and exitstatus == pytest.ExitCode.INTERRUPTED:
        why = "interrupted"
    return str(why) if why else None


def write_run_json(run: Run, config, stopped: str | None = None) -> None:
    described = [_describe_oracle(run, n) for n in run.names]
    run.close()
    options = {name: config.getoption(name) for name in (
        "conformance", "oracle", "command", "no_lower_chlo", "command_grids", "time_limit", "ops",
        "dtypes", "case", "tolerance_profile", "skips_file", "xfails_file", "generated", "corpus", "report",
        "certify")}
    options["numprocesses"] = config.getoption("numprocesses", None)
    data = {
        "suite": S.identity(_corpus_root(config)),
        "spec_version": "StableHLO specification, seed 000 (spec/)",
        "oracle": {"name": ",".join(run.names),
                   "version": "; ".join(f"{d['name']}: {d['version']}" for d in described),
                   "platform": platform.platform(), "cpu": _cpu()},
        "oracles": described,
        "environment": {"python": sys.version.split()[0], "packages": _packages()},
        "options": options,
        "tolerance_profile": run.profile,
        "allowances": {n: list(run.allowances(n)) for n in run.names},
        "certify": bool(config.getoption("certify")),
        "started": run.started,
        "finished": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
    }
    if stopped:
        data["stopped"] = stopped
    (run.report_dir / "run.json").write_text(json.dumps(data, indent=2, default=str) + "\n",
                                              encoding="utf-8")


def _describe_oracle(run: Run, name: str) -> dict:
    try:
        oracle = run.oracle(name)
    except Exception as e:  # noqa: BLE001  (the version is informative only)
        return {"name": name, "version": f"unknown ({type(e).__name__}: {e})"}
    return {"name": name, "version": version_of(oracle)}


def _cpu() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _packages() -> dict:
    out = {}
    for name in ENV_PACKAGES:
        try:
            out[name] = version(name)
        except PackageNotFoundError:
            continue
    return out
