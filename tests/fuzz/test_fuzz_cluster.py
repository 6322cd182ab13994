"""fuzz/cluster.py: campaigns on Ray clusters on loopback (one of three nodes, the head's
without CPUs, and `--cluster local`) against single-machine ones, a worker killed and a node
lost mid-campaign, and the one-line errors of a missing ray or an address with no cluster.

The campaigns compare `planted_oracle:Planted` (written into the test's directory, on the
workers' PYTHONPATH) with the reference: it zeroes the outputs of every program with an add
(wrong-result findings, one per element type the seed draws) and runs abs correctly; invalid
programs break ids the official verifier is known to accept (known findings). On the first
abs program a process runs after it has zeroed an add output far from zero (a finding), once
in the whole campaign (a marker file), `KillsOnce` also kills its own process (SIGKILL) and
`StallsOnce` writes the id of its Ray node to a file and waits there for the test to kill
that node.
"""
from __future__ import annotations

import json
import os
import socket
import sys
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

import fuzz.__main__ as fuzz_main
from fuzz import campaign, cluster, findings
from fuzz.campaign import Config, derive_seed, read_log

try:
    import ray
    from ray.cluster_utils import Cluster
except ImportError:
    ray = None

needs_ray = pytest.mark.skipif(ray is None, reason="ray is not installed (the cluster extra: "
                                                   f"{cluster.INSTALL})")
ROOT = Path(__file__).resolve().parents[2]
IDS = ["compare_c3", "dynamic_iota_c2", "add_c1"]
"""compare_c3 and dynamic_iota_c2: acceptances of the official verifier listed in
spec/verifier_divergences.toml (known findings); add_c1: none."""
PROGRAMS = 12
KILLED = 16
"""The killed campaign's programs, valid ones only, one a unit, add and abs in turn: a worker
dies on the first program it gets after one of its add programs has made a finding (whatever
its op: two workers in step take the even and the odd indices, so one waiting for an abs
program after its own add finding may never get one)."""
STALL = 60
"""How long StallsOnce waits for its node to be killed (the bound of a failing test)."""
ORACLE = '''
import os, signal, time
import numpy as np
from oracles.reference import Reference

MARKER, NODE = {marker!r}, {node!r}


class Planted(Reference):
    name = "planted"

    def __init__(self, time_limit=None):
        super().__init__()
        self.adds = 0

    def run(self, module, inputs, func="main"):
        names = {{op.name for op in module.walk()}}
        outcome = super().run(module, inputs, func)
        if "stablehlo.add" in names and outcome.status == "ok":
            self.adds += any(far_from_zero(x) for x in outcome.outputs)  # surely a finding
            outcome.outputs = [np.zeros_like(x) for x in outcome.outputs]
        return outcome


def far_from_zero(x):
    try:
        return bool(np.any(np.abs(np.asarray(x)).astype(np.float64) > 0.5))
    except (TypeError, ValueError):
        return False


class KillsOnce(Planted):
    def run(self, module, inputs, func="main"):
        if self.adds:
            try:
                os.close(os.open(MARKER, os.O_CREAT | os.O_EXCL))
            except FileExistsError:
                pass
            else:
                self.once()
        return super().run(module, inputs, func)

    def once(self):
        os.kill(os.getpid(), signal.SIGKILL)


class StallsOnce(KillsOnce):
    def once(self):
        import ray
        with open(NODE + ".tmp", "w") as f:
            f.write(ray.get_runtime_context().get_node_id())
        os.replace(NODE + ".tmp", NODE)
        time.sleep({stall})
'''


@pytest.fixture
def planted(tmp_path, monkeypatch):
    """The planted oracles' module, importable by this process, its spawned workers and the
    processes of a Ray cluster started after it."""
    (tmp_path / "planted_oracle.py").write_text(ORACLE.format(
        marker=str(tmp_path / "killed"), node=str(tmp_path / "node"), stall=STALL))
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(tmp_path), str(ROOT)]))
    return tmp_path


def config(out: Path, oracle: str, jobs: int, batch: int = 2, programs: int = PROGRAMS,
           invalid_every: int = 2) -> Config:
    """Valid programs alternate add and abs; every `invalid_every`-th breaks an id of IDS."""
    return Config(120, ["reference", f"planted_oracle:{oracle}"], seed=5, jobs=jobs, out=out,
                  max_programs=programs, progress=False, invalid_every=invalid_every,
                  graph_every=0, batch=batch, constraints=IDS, ops=["add", "abs"],
                  shrink_seconds=0.5)


@pytest.fixture
def nodes(planted):
    """A Ray cluster on loopback of three nodes: the head's (no CPU: no worker runs there)
    and two of one CPU each, their processes started after `planted`'s PYTHONPATH."""
    loopback = dict(node_ip_address="127.0.0.1", include_dashboard=False)
    nodes = Cluster(initialize_head=True, head_node_args=dict(num_cpus=0, **loopback))
    for _ in range(2):
        nodes.add_node(num_cpus=1, **loopback)
    yield nodes
    nodes.shutdown()


def digests(out: Path) -> set[str]:
    return {p.name for p in findings.saved(out)}


def assert_complete_bundles(out: Path) -> None:
    """Every entry of findings/ is a finished bundle the replay command reads (no temporary
    directory of a write cut short)."""
    assert sorted((out / "findings").iterdir()) == findings.saved(out)
    for bundle in findings.saved(out):
        meta = json.loads((bundle / "finding.json").read_text())
        assert meta["replay"] == f"python -m fuzz replay {bundle}"
        assert {"program.mlir", "inputs.npz"} <= {p.name for p in bundle.iterdir()}


@pytest.mark.slow
@needs_ray
def test_a_cluster_of_two_workers_finds_what_one_machine_finds(planted, monkeypatch):
    """Same seed, same programs: the same findings by signature, each program logged once,
    bundles the replay command reads where a local campaign puts them. RAY_ADDRESS names a
    closed port: `--cluster local` starts its own cluster all the same (ray.init without an
    address joins the one RAY_ADDRESS or an earlier `ray start` names)."""
    local = campaign.run(config(planted / "local", "Planted", 2))
    expected = digests(planted / "local")
    kinds = {f["kind"] for f in local["findings"]}
    assert {"wrong-result", "wrong-acceptance"} <= kinds, local["findings"]

    out = planted / "cluster"
    monkeypatch.setenv("RAY_ADDRESS", f"127.0.0.1:{free_port()}")
    summary = cluster.run(config(out, "Planted", 2), "local")
    assert digests(out) == expected
    assert {f["digest"] for f in summary["findings"]} == expected
    lines = read_log(out / "log.jsonl")
    assert sorted(line["index"] for line in lines) == list(range(PROGRAMS))
    assert {line["worker"] for line in lines} == {0, 1}  # both workers ran programs
    assert summary["cluster"]["workers"] == 2 and not summary["errors"]
    assert_complete_bundles(out)
    assert not ray.is_initialized()  # the local cluster is shut down


@pytest.mark.slow
@needs_ray
def test_a_lost_node_is_reported_and_its_programs_run_on_the_other(planted, nodes):
    """Two workers on a cluster of nodes on loopback, each on a node of its own. The node of
    one that has made a finding killed (its raylet and processes, by SIGKILL) while the worker
    runs a program: the campaign ends, the summary names the worker, its node and the program
    it held, the worker on the other node runs that program again, the findings are those of
    one machine, and the findings directory holds only complete bundles."""
    expected = campaign.run(config(planted / "local", "Planted", 2, batch=1, programs=KILLED))
    lost = {}

    def kill_the_stalled_node():
        deadline = time.monotonic() + STALL
        while not (planted / "node").exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        node_id = (planted / "node").read_text()
        lost["node"] = node_id
        nodes.remove_node(next(n for n in nodes.worker_nodes if n.node_id == node_id),
                          allow_graceful=False)

    killer = threading.Thread(target=kill_the_stalled_node)
    killer.start()
    out = planted / "out"
    summary = cluster.run(config(out, "StallsOnce", 2, batch=1, programs=KILLED),
                          nodes.address)
    killer.join()
    assert digests(out) == {f["digest"] for f in expected["findings"]}
    [death] = summary["worker_deaths"]
    assert death["where"]["node"] == lost["node"] and death["exit"]
    assert len(death["programs"]) == 1 and death["rerun"] == death["programs"]
    assert death["seeds"] == [derive_seed(5, i) for i in death["programs"]]
    assert not death["not_completed"]
    assert summary["errors"] == [cluster._death_line(death)]
    lines = {line["index"]: line for line in read_log(out / "log.jsonl")}
    assert sorted(lines) == list(range(KILLED))
    placed = {w["node"]: w["worker"] for w in summary["cluster"]["placement"]}
    assert set(placed) == {node.node_id for node in nodes.worker_nodes} | {lost["node"]}
    assert len(placed) == 2 and summary["cluster"]["workers_started"] == 2
    [survivor] = [w for w in summary["cluster"]["placement"] if w["node"] != lost["node"]]
    assert lines[death["programs"][0]]["worker"] == survivor["worker"]
    assert_complete_bundles(out)


@pytest.mark.slow
@needs_ray
def test_a_killed_worker_is_reported_and_its_findings_kept(planted):
    """A worker SIGKILLed mid-campaign: the findings are those of a campaign without the kill
    (the ones its finished programs made stay), the summary names the worker, where it ran and
    the programs (indices and seeds) it held, a fresh worker runs them again, and the campaign
    ends with every program logged."""
    expected = campaign.run(config(planted / "local", "Planted", 2, batch=1, programs=KILLED,
                                   invalid_every=0))
    out = planted / "out"
    summary = cluster.run(config(out, "KillsOnce", 2, batch=1, programs=KILLED,
                                 invalid_every=0), "local")
    deaths = summary["worker_deaths"]
    assert len(deaths) == 1, summary["errors"]
    death = deaths[0]
    assert death["programs"] and death["rerun"] == death["programs"]
    assert death["seeds"] == [derive_seed(5, i) for i in death["programs"]]
    assert death["where"]["pid"] and not death["not_completed"]
    assert f"worker {death['worker']} on " in summary["errors"][0]
    lines = read_log(out / "log.jsonl")
    assert sorted(line["index"] for line in lines) == list(range(KILLED))
    before = [line for line in lines if line["worker"] == death["worker"]]
    made = {f["digest"] for line in before for f in line["findings"]}
    assert made <= digests(out) == {f["digest"] for f in expected["findings"]}  # none lost
    again = {line["index"]: line for line in lines}
    assert all(again[i]["worker"] != death["worker"] for i in death["programs"])


@pytest.mark.slow
@needs_ray
def test_workers_that_cannot_start_are_errors_and_the_campaign_ends(tmp_path):
    """An oracle the cluster's nodes cannot import (a node without the vendor's package): each
    worker says why it cannot start, and the campaign ends with nothing run."""
    summary = cluster.run(Config(30, ["reference", "nowhere_module:Oracle"], jobs=2,
                                 out=tmp_path, max_programs=4, progress=False), "local")
    assert summary["programs"] == 0
    assert [e.split(":")[0] for e in summary["errors"]] == ["worker 0 cannot start",
                                                            "worker 1 cannot start"]
    assert all("No module named 'nowhere_module'" in e for e in summary["errors"])


class FakeRay:
    """Enough of ray for a Head whose workers the test puts in place: a worker's `started`
    reference is the value its `where` returns."""

    exceptions = SimpleNamespace(RayError=RuntimeError)

    def __init__(self):
        self.killed = []

    @staticmethod
    def remote(**options):
        return lambda cls: cls

    @staticmethod
    def wait(refs, timeout=None):
        return refs, []

    @staticmethod
    def get(ref):
        if isinstance(ref, Exception):
            raise ref
        return ref

    def kill(self, actor):
        self.killed.append(actor)


def test_a_worker_of_other_code_than_the_heads_does_not_join(tmp_path):
    """A node at another commit (or with other oracle versions) would mix another campaign's
    findings into this one: its worker is stopped, and the campaign says why."""
    fake = FakeRay()
    head = cluster.Head(fake, Config(1, ["reference"], out=tmp_path), "local")
    other = dict(head.provenance, code="git 0000")
    head.slots[0] = cluster.Slot(actor="actor 0", started={"host": "h", "ip": "a", "pid": 1,
                                                          "provenance": other},
                                 created=time.monotonic())
    head.poll_starts(set())
    assert fake.killed == ["actor 0"] and not head.slots and not head.running
    assert head.errors == [f"worker 0 cannot start: it runs other versions than the head: "
                           f"code: the head: {head.provenance['code']}; worker 0 on h: git 0000"]


def test_a_worker_dead_after_the_deadline_leaves_its_programs_not_completed(tmp_path):
    """No time left to rerun the unit of a dead worker: the summary's death says which
    programs (indices and seeds) were not completed, and no fresh worker starts."""
    head = cluster.Head(FakeRay(), Config(1, ["reference"], seed=7, out=tmp_path,
                                          shard=(1, 2)), "local")
    head.slots[0] = cluster.Slot(actor=None, started=None, created=0.0,
                                 deadline=time.monotonic() - 1,
                                 where={"host": "h", "ip": "a", "node": "f00d" * 14, "pid": 1})
    head.died(0, [4, 6], "Worker unexpectedly exits", done={6}, log=None)
    assert head.deaths == [{"worker": 0, "where": head.deaths[0]["where"],
                            "exit": "Worker unexpectedly exits", "programs": [4],
                            "seeds": [derive_seed(7, 4 * 2 + 1)], "rerun": [],
                            "not_completed": [4], "replacement": None}]
    assert not head.slots and head.jobs == 0
    assert cluster._death_line(head.deaths[0]) == (
        "worker 0 on h (a, node f00df00d, pid 1) died (Worker unexpectedly exits) running "
        "programs [4]; not completed: [4]")


def test_a_fresh_worker_that_cannot_start_is_part_of_the_death_it_replaces(tmp_path):
    """The fresh worker asked for in place of a dead one can land on the dead worker's node
    before Ray knows that node is lost, and never start: the death says so, and it is no
    error of its own."""
    head = cluster.Head(FakeRay(), Config(60, ["reference"], out=tmp_path), "local")
    head.deaths = [{"worker": 0, "where": {"host": "h", "ip": "a", "node": "f00d" * 14,
                                           "pid": 1}, "exit": "unavailable", "programs": [3],
                    "rerun": [3], "not_completed": [], "replacement": 2}]
    head.slots[2] = cluster.Slot(actor="actor 2", created=time.monotonic(), deadline=1.0,
                                 started=RuntimeError("The actor never ran"))
    head.poll_starts(set())
    assert not head.errors and not head.slots
    assert cluster._death_line(head.deaths[0]).endswith(
        "running programs [3]; run again: [3]; worker 2 in its place not started: "
        "The actor never ran")


def test_without_ray_the_campaign_says_how_to_install_it(monkeypatch, tmp_path, capsys):
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` raises ImportError
    status = fuzz_main.main(["campaign", "--seconds", "1", "--oracles", "reference", "--out",
                             str(tmp_path), "--no-progress", "--cluster", "local"])
    err = capsys.readouterr().err
    assert status == 2
    assert err.count("\n") == 1 and cluster.INSTALL in err and "ray" in err
    assert not (tmp_path / "log.jsonl").exists()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@needs_ray
def test_an_address_with_no_cluster_is_one_line_in_bounded_time(monkeypatch, tmp_path, capsys):
    """A closed port fails at once; an open one that is no Ray head fails after
    CONNECT_SECONDS (ray.init alone would wait for it without end)."""
    monkeypatch.setattr(cluster, "CONNECT_SECONDS", 4.0)
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        for address in (f"127.0.0.1:{free_port()}", f"127.0.0.1:{silent.getsockname()[1]}",
                        "nowhere"):
            start = time.monotonic()
            status = fuzz_main.main(["campaign", "--seconds", "1", "--oracles", "reference",
                                     "--out", str(tmp_path), "--no-progress", "--cluster",
                                     address])
            err = capsys.readouterr().err
            assert status == 2 and err.count("\n") == 1, err
            assert f"--cluster {address}" in err or repr(address) in err, err
            assert time.monotonic() - start < 20, address
