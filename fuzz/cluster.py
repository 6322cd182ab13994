"""Campaigns on a Ray cluster: `python -m fuzz campaign --cluster ADDRESS` (docs/fuzzing.md).

The head (the process that runs the command) splits the campaign as a local one does: program
`i` is `campaign.program_at(config, i, ...)`, handed out in increasing order to whichever worker
is free, an invalid program alone and valid programs `config.batch` at a time (the units a local
worker reports as "running"). `config.jobs` workers are Ray actors, one CPU each, anywhere in
the cluster; each checks its unit with the campaign's own code in a scratch directory of its
node and returns the log lines with the files of the bundles it made. The head alone writes the
campaign directory: bundles land atomically under `findings/<digest>/` (a signature already
there is not written again) before their log line is appended, so the directory is the one a
single-machine campaign writes, and `python -m fuzz replay` and resuming work unchanged. The
head tells each worker the digests it already holds, so no worker shrinks a finding the
campaign has.

A worker that dies (its process killed, its node lost) loses only the unit it was running: the
head reports it (which worker, on which node: host, address and Ray's node id; Ray's reason;
the program indices and seeds it held) and, while the dead worker's time lasts, the next free
workers run those programs again, each alone, the surviving ones first; one that kills its
worker too is an internal note with its bundle, as in a local campaign. After the deadline
the unit is reported not completed. A fresh worker is asked for in the dead one's place; it
joins if the cluster has room, and is not waited for once the others have done the campaign
(a lost node's CPU is gone). The head learns of a lost node as soon as Ray does, whichever
comes first: the connection to the worker breaks (Ray's "unavailable", about 2 to 3 s after
the node's raylet is killed) or Ray declares the node dead (its health checks, about 15 s);
it never waits on a dead worker.

`--cluster local` starts a Ray cluster on this machine for the campaign alone: loopback
addresses only, `config.jobs` CPUs, a 256 MiB object store, no dashboard, no usage
statistics; it is shut down at the end. Any other ADDRESS is an existing cluster's
(`host:port` of its head, `auto`, or a `ray://` client address; a loopback `host:port` is
connected to on loopback: Ray would rewrite it to the machine's routable address, where a
cluster whose nodes run on 127.0.0.1 does not listen); every node needs this project
installed at the same commit.
"""
from __future__ import annotations

import ipaddress
import json
import logging
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections import deque
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import SimpleNamespace

from . import findings
from .campaign import (Config, _display, _drop_cut_line, _killer, _put_valid, constraint_ids,
                       derive_seed, finish, focus_ids, op_names, program_at, read_log,
                       log_text, run_invalid, summarize)
from .differential import Checker, invalid_cases
from .provenance import differences, provenance

INSTALL = "pip install -e '.[cluster]'"
"""How to install the cluster extra (ray), named by the error of --cluster without it."""
CONNECT_SECONDS = 30.0
"""How long reaching an existing cluster may take before the campaign gives up."""
START_SECONDS = 300.0
"""How long a worker may take to start (imports, oracles) before it counts as not started."""
OBJECT_STORE = 256 << 20
"""The object store of a local cluster (bytes): units' results are small (log lines, bundles),
and Ray's default is 30% of the machine's memory."""
CLOSE_SECONDS = 30.0
"""How long the head waits for the workers to close their oracles at the end."""


class ClusterError(Exception):
    """A cluster that cannot be used: ray missing, an address with no cluster (one line)."""


# --- connecting ----------------------------------------------------------------------------

def connect(address: str, cpus: int):
    """The ray module, initialized on `address` ("local": a new loopback cluster of `cpus`
    CPUs). Raises ClusterError, in bounded time, when ray is missing or nothing answers."""
    try:
        import ray
    except ImportError:
        raise ClusterError(f"--cluster needs the ray package, which is not installed: {INSTALL}")
    quiet = dict(logging_level=logging.ERROR, log_to_driver=False, configure_logging=False)
    if address == "local":
        # address "local": a new cluster even where RAY_ADDRESS or an earlier `ray start`
        # names one (ray.init without an address would join it)
        _loopback(ray, lambda: ray.init(address="local", num_cpus=cpus, include_dashboard=False,
                                        object_store_memory=OBJECT_STORE, **quiet))
        return ray
    loopback = _on_loopback(address)
    _reachable(address, loopback)
    if loopback:
        _loopback(ray, lambda: ray.init(address=address, **quiet))
    else:
        ray.init(address=address, **quiet)
    return ray


def _on_loopback(address: str) -> bool:
    """Whether `address` (HOST:PORT) is this machine's loopback one (a cluster whose nodes
    were started with --node-ip-address=127.0.0.1)."""
    host = address.removeprefix("ray://").rpartition(":")[0].strip("[]")
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _loopback(ray, init) -> None:
    """Runs `init` (a new local cluster, or a connection to one on 127.0.0.1) with every Ray
    process on 127.0.0.1 and usage statistics off: Ray picks a routable address for a node,
    and rewrites a loopback address to connect to into that one (where nothing listens),
    unless it believes it runs on a laptop (RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER=0, read at
    import by the driver and inherited by the processes it starts). Ray's notice that it
    enabled token authentication (it does for every new local cluster) is not printed."""
    from ray._private import ray_constants
    logging.getLogger("ray._private.authentication.authentication_token_setup").setLevel(
        logging.ERROR)
    saved = {k: os.environ.get(k) for k in ("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER",
                                            "RAY_USAGE_STATS_ENABLED")}
    was = ray_constants.ENABLE_RAY_CLUSTER
    os.environ.update(RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER="0", RAY_USAGE_STATS_ENABLED="0")
    ray_constants.ENABLE_RAY_CLUSTER = False
    try:
        init()
    finally:
        ray_constants.ENABLE_RAY_CLUSTER = was
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def _reachable(address: str, loopback: bool) -> None:
    """Raises ClusterError unless a Ray cluster answers at `address` within CONNECT_SECONDS:
    a TCP connection first (a refused or unroutable address fails in seconds), then a
    connection by ray in a child process (ray.init waits without end on a port that is open
    but not a Ray head's), on loopback as the head will connect when `loopback`. Its error
    is Ray's own exception where the child printed one (a missing authentication token)
    rather than the last line (a failed connection, the consequence)."""
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if address != "auto":
        if not host or not port.isdigit():
            raise ClusterError(f"--cluster {address!r}: expected local, auto or HOST:PORT")
        try:
            socket.create_connection((host, int(port)), timeout=min(5.0, CONNECT_SECONDS)).close()
        except OSError as e:
            raise ClusterError(f"--cluster {address}: no Ray cluster reachable there "
                               f"({e.strerror or type(e).__name__})") from None
    probe = ("import logging, sys, ray; ray.init(address=sys.argv[1], "
             "logging_level=logging.ERROR, log_to_driver=False); ray.shutdown()")
    try:
        env = dict(os.environ, RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER="0") if loopback else None
        run = subprocess.run([sys.executable, "-c", probe, address], capture_output=True,
                             text=True, timeout=CONNECT_SECONDS, env=env)
    except subprocess.TimeoutExpired:
        raise ClusterError(f"--cluster {address}: no Ray cluster answered within "
                           f"{CONNECT_SECONDS:g} s") from None
    if run.returncode != 0:
        ray_error = re.findall(r"^ray\.exceptions\.\w+: .*$", run.stderr, re.M)
        line = (ray_error or run.stderr.strip().splitlines()[-1:] or ["no message"])[0]
        raise ClusterError(f"--cluster {address}: cannot connect to a Ray cluster: "
                           f"{_sentences(line, 200)}")


def _sentences(text: str, limit: int) -> str:
    """The whole sentences of `text` that fit in `limit` characters (its start if none)."""
    if len(text) <= limit:
        return text
    cut = text[:limit].rfind(". ")
    return text[:cut + 1] if cut > 0 else text[:limit]


# --- the worker ----------------------------------------------------------------------------

class Worker:
    """One campaign worker (a Ray actor): the campaign's oracles, built once, and a scratch
    campaign directory on its node where its units' bundles are written before they travel
    to the head."""

    def __init__(self, config: Config, job: int):
        self.cases = invalid_cases()
        self.ops = op_names(config) if config.invalid_every != 1 else []
        self.ids = focus_ids(config, config.constraints or constraint_ids(self.cases))
        self.checker = Checker(config.oracles, config.time_limit, config.command,
                               config.command_grids)
        self.scratch = Path(tempfile.mkdtemp(prefix=f"fuzz-worker-{job}-"))
        self.config = replace(config, out=self.scratch, progress=False)

    def where(self) -> dict:
        """The node (host name, address and Ray's node id) and process this worker runs in,
        and the provenance of its code and oracles."""
        import ray
        c = self.config
        return {"host": socket.gethostname(), "ip": ray.util.get_node_ip_address(),
                "node": ray.get_runtime_context().get_node_id(), "pid": os.getpid(),
                "provenance": provenance(c.oracles, c.command, c.command_grids)}

    def run(self, indices: list[int], held: list[str]) -> dict:
        """Checks the programs `indices` (invalid ones alone, valid ones as one batch) and
        returns {"lines": their log lines, "bundles": {digest: {file: bytes}} of the findings
        they made, "internal": {index: {file: bytes}}}. `held`: digests the head already has
        (not shrunk nor sent again)."""
        for digest in held:
            (self.scratch / "findings" / digest).mkdir(parents=True, exist_ok=True)
        lines, valid = [], []
        events = SimpleNamespace(put=lines.append)
        for index in indices:
            program = program_at(self.config, index, self.ops, self.ids)
            if program.constraint is None:
                valid.append(program)
                continue
            try:
                lines.append(run_invalid(self.config, self.checker, program, self.cases))
            except Exception as e:  # noqa: BLE001  (as a local worker: an internal note)
                lines.append({"index": index, "op": "?", "key": program.constraint,
                              "valid": False, "statuses": {}, "findings": [], "internal":
                                  [f"campaign failed: {type(e).__name__}: {e}"[:400]]})
        if valid:
            _put_valid(self.config, self.checker, valid, events)
        made = {f["digest"] for line in lines for f in line["findings"] if f["new"]}
        internal = {}
        for bundle in sorted((self.scratch / "internal").glob("*")):
            internal[bundle.name] = _taken(bundle)
            bundle.rmdir()
        return {"lines": lines, "scratch": str(self.scratch), "internal": internal,
                "bundles": {d: _taken(self.scratch / "findings" / d) for d in sorted(made)}}

    def close(self) -> None:
        """Closes the oracles (their isolated processes) and removes the scratch directory."""
        self.checker.close()
        shutil.rmtree(self.scratch, ignore_errors=True)


def _taken(directory: Path) -> dict[str, bytes]:
    """The files of a bundle directory, removed from it (the empty directory stays: the
    signature is held)."""
    files = {}
    for p in sorted(directory.iterdir()):
        if p.is_file():
            files[p.name] = p.read_bytes()
            p.unlink()
    return files


# --- the head ------------------------------------------------------------------------------

def place(root: Path, name: str, files: dict[str, bytes]) -> bool:
    """Writes `files` as the directory `root`/`name`, atomically (a temporary directory
    renamed into place), unless it exists; returns whether it was written."""
    final = root / name
    if final.exists():
        return False
    root.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".tmp-{name}-", dir=root))
    try:
        for file, data in files.items():
            (tmp / file).write_bytes(data)
        os.replace(tmp, final)
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)
        if final.exists():
            return False
        raise
    return True


@dataclass
class Slot:
    """A worker as the head sees it: its actor, when its time ends, where it runs."""

    actor: object
    started: object  # the ObjectRef of its `where`: ready once the worker has started
    created: float  # time.monotonic() at its creation
    deadline: float | None = None  # set once it has started (a replacement: the dead one's)
    where: dict = field(default_factory=dict)
    told: set = field(default_factory=set)  # the digests it has been told the head holds


class Head:
    """The campaign's head: hands out units, gathers their results into `config.out`."""

    def __init__(self, ray, config: Config, address: str):
        self.ray, self.config, self.address = ray, config, address
        self.out = Path(config.out)
        self.ops = op_names(config) if config.invalid_every != 1 else []
        self.ids = focus_ids(config, config.constraints or constraint_ids(invalid_cases()))
        self.actor_class = ray.remote(num_cpus=1, max_restarts=0)(Worker)
        self.slots: dict[int, Slot] = {}
        self.jobs = 0  # workers started so far (the next one's number)
        self.running: dict[object, tuple[int, list[int]]] = {}  # ObjectRef -> (job, indices)
        self.next_index, self.pending = 0, []
        self.again: deque[int] = deque()  # programs dead workers lost, to run again alone
        self.retried: set[int] = set()
        self.placed: list[dict] = []  # where each worker that started runs
        self.held = {p.name for p in findings.saved(self.out)}
        self.session, self.errors, self.deaths = [], [], []
        self.provenance = provenance(config.oracles, config.command, config.command_grids)

    def start(self, deadline: float | None = None) -> int:
        job, self.jobs = self.jobs, self.jobs + 1
        actor = self.actor_class.remote(self.config, job)
        self.slots[job] = Slot(actor, actor.where.remote(), time.monotonic(), deadline)
        return job

    def unit(self, done: set[int]) -> list[int]:
        """The next unit of the campaign: an invalid program alone, or up to `batch` valid
        ones; [] when the indices are exhausted."""
        while self.config.max_programs is None or self.next_index < self.config.max_programs:
            index = self.next_index
            self.next_index += 1
            if index in done:
                continue
            if program_at(self.config, index, self.ops, self.ids).constraint is not None:
                return [index]
            self.pending.append(index)
            if len(self.pending) >= self.config.batch:
                break
        unit, self.pending = self.pending, []
        return unit

    def submit(self, job: int, done: set[int]) -> None:
        """Gives worker `job` its next unit: a program a dead worker lost, else new programs
        while its time lasts."""
        slot = self.slots[job]
        if self.again:
            unit = [self.again.popleft()]
        elif time.monotonic() < slot.deadline:
            unit = self.unit(done)
        else:  # valid programs taken for a batch still run, as a local worker's last batch
            unit, self.pending = self.pending, []
        if not unit:
            return
        held = sorted(self.held - slot.told)
        slot.told.update(held)
        self.running[slot.actor.run.remote(unit, held)] = (job, unit)

    def gather(self, job: int, result: dict, done: set[int], log) -> None:
        """Writes a unit's bundles, then its log lines (the order of a local campaign)."""
        scratch = result["scratch"]
        placed = set()
        for digest, files in result["bundles"].items():
            files = {**files, "finding.json": _moved(files["finding.json"], scratch, self.out)}
            if place(self.out / "findings", digest, files):
                placed.add(digest)
                self.held.add(digest)
        for index, files in result["internal"].items():
            shutil.rmtree(self.out / "internal" / index, ignore_errors=True)
            place(self.out / "internal", index, files)
        for line in result["lines"]:
            for f in line["findings"]:
                f["new"] = f["digest"] in placed
                placed.discard(f["digest"])
            line["internal"] = [n.replace(scratch, str(self.out))
                                for n in line.get("internal", [])]
            line["worker"] = job
            done.add(line["index"])
            log.write(log_text(line))
            log.flush()
            self.session.append(line)

    def died(self, job: int, indices: list[int], error, done: set[int], log) -> None:
        """A worker's death (its process or its node lost): reported with the unit it held.
        While the dead one's time lasts, the next free workers run that unit again, each
        program alone, and a fresh worker is asked for in its place (it joins if the cluster
        has room); a program that killed a worker running it alone is an internal note; the
        rest is reported not completed."""
        slot = self.slots.pop(job)
        self.ray.kill(slot.actor)  # one Ray calls unavailable must not come back later
        how = _cause(error)
        lost = [i for i in indices if i not in done]
        killers = [i for i in lost if i in self.retried]
        for i in killers:
            self.session.append(_killer(self.config, i, how, log))
            done.add(i)
        in_time = time.monotonic() < slot.deadline
        again = [i for i in lost if i not in killers] if in_time else []
        shard_i, shard_n = self.config.shard
        self.deaths.append({
            "worker": job, "where": slot.where, "exit": how, "programs": lost,
            "seeds": [derive_seed(self.config.seed, i * shard_n + shard_i) for i in lost],
            "rerun": again, "not_completed": [i for i in lost if i not in killers + again],
            "replacement": self.start(slot.deadline) if in_time else None})
        self.retried.update(again)
        self.again.extend(again)
        busy = {j for j, _ in self.running.values()}
        for idle in [j for j, s in self.slots.items() if s.where and j not in busy]:
            self.submit(idle, done)

    def run(self, wall_start: float) -> dict:
        """The campaign (`wall_start`: the time.time() it began, the cluster's start-up
        included); its summary."""
        out, config = self.out, self.config
        out.mkdir(parents=True, exist_ok=True)
        log_path = out / "log.jsonl"
        previous = read_log(log_path)
        _drop_cut_line(log_path)
        done = {line["index"] for line in previous}
        for _ in range(config.jobs):
            self.start()
        with open(log_path, "a") as log, _display(config) as show:
            while self.running or self.awaited(done):
                self.poll_starts(done)
                refs = list(self.running)
                if not refs:
                    time.sleep(0.1)
                    continue
                for ref in self.ray.wait(refs, num_returns=1, timeout=0.5)[0]:
                    job, unit = self.running.pop(ref)
                    try:
                        result = self.ray.get(ref)
                    except self.ray.exceptions.RayActorError as e:
                        self.died(job, unit, e, done, log)
                        continue
                    except self.ray.exceptions.RayError as e:  # a bug of Worker.run
                        self.errors.append(f"worker {job} failed on programs {unit}: "
                                           f"{_cause(e)}")
                    else:
                        self.gather(job, result, done, log)
                    self.submit(job, done)
                    if show.due():
                        show(summarize(previous + self.session, config))
        self.unfinished()
        self.close()
        return self.finish(previous, wall_start)

    def awaited(self, done: set[int]) -> bool:
        """Whether a worker still starting is worth waiting for: one of the campaign's first
        workers, or a fresh one while programs are left for it (a dead worker's, or new
        ones before its deadline). A fresh worker for which the cluster has no room (the
        lost node's CPU) is not waited for once the others have done the campaign."""
        starting = [s for s in self.slots.values() if not s.where]
        if any(s.deadline is None for s in starting) or (starting and self.again):
            return True
        left = self.pending or self.config.max_programs is None or any(
            i not in done for i in range(self.next_index, self.config.max_programs))
        return bool(left) and any(time.monotonic() < s.deadline for s in starting)

    def unfinished(self) -> None:
        """Programs to run again that no worker was left to run: not completed."""
        for death in self.deaths:
            left = [i for i in death["rerun"] if i in self.again]
            death["rerun"] = [i for i in death["rerun"] if i not in left]
            death["not_completed"] += left

    def close(self) -> None:
        """Closes the workers still alive (their oracles' processes, their scratch
        directories), waiting at most CLOSE_SECONDS; stops those still starting."""
        for slot in self.slots.values():
            if not slot.where:
                self.ray.kill(slot.actor)
        refs = [slot.actor.close.remote() for slot in self.slots.values() if slot.where]
        if not refs:
            return
        try:
            self.ray.wait(refs, num_returns=len(refs), timeout=CLOSE_SECONDS)
        except self.ray.exceptions.RayError:
            pass

    def poll_starts(self, done: set[int]) -> None:
        """Workers that have started get their first unit. One that failed to start is an
        error (a node without this project, an oracle that cannot be built), and so is one
        still not started after START_SECONDS (no CPU free in the cluster); a fresh worker
        in place of a dead one says why in that death instead."""
        for job, slot in list(self.slots.items()):
            if slot.where:
                continue
            if not self.ray.wait([slot.started], timeout=0)[0]:
                if time.monotonic() - slot.created < START_SECONDS:
                    continue
                self.ray.kill(slot.actor)
                error = f"not started after {START_SECONDS:g} s (no free CPU in the cluster?)"
            else:
                try:
                    where = self.ray.get(slot.started)
                except self.ray.exceptions.RayError as e:
                    error = _cause(e)
                else:
                    slot.where = {k: v for k, v in where.items() if k != "provenance"}
                    error = self.differs(job, where)
                    if error is None:
                        self.placed.append({"worker": job, **slot.where})
                        if slot.deadline is None:
                            slot.deadline = time.monotonic() + self.config.seconds
                        self.submit(job, done)
                        continue
                    self.ray.kill(slot.actor)
            self.slots.pop(job)
            death = next((d for d in self.deaths if d["replacement"] == job), None)
            if death is None:
                self.errors.append(f"worker {job} cannot start: {error}")
            else:  # part of that death (placed on the lost node before Ray knew it lost)
                death["replacement_error"] = error

    def differs(self, job: int, where: dict) -> str | None:
        """Why worker `job` may not join the campaign: other code or oracle versions than the
        head's (its findings would not be this campaign's); None when it may."""
        worker = f"worker {job} on {where['host']}"
        lines = differences({"the head": self.provenance, worker: where["provenance"]})
        return f"it runs other versions than the head: {'; '.join(lines)}" if lines else None

    def finish(self, previous: list[dict], wall_start: float) -> dict:
        """The summary of a local campaign, with the cluster's workers and deaths; written
        like a local campaign's (summary.json; with --ci summary.md and junit.xml)."""
        cluster = {"address": self.address,
                   "nodes": len([n for n in self.ray.nodes() if n.get("Alive")]),
                   "workers": self.config.jobs, "workers_started": len(self.placed),
                   "placement": self.placed}
        return finish(self.config, previous, self.session, self.errors, self.deaths,
                      [_death_line(d) for d in self.deaths], wall_start, cluster=cluster)


def _moved(data: bytes, scratch: str, out: Path) -> bytes:
    """A bundle's finding.json naming its place in the campaign directory (its replay line)
    instead of the worker's scratch directory."""
    meta = json.loads(data)
    meta["replay"] = meta["replay"].replace(scratch, str(out))
    return json.dumps(meta, indent=2).encode()


def _cause(error) -> str:
    """One line for a Ray error: the first sentence of Ray's account of a worker's death, the
    broken connection of a worker Ray calls unavailable (its node lost, before Ray declares
    the node dead), or the last line (the exception) of an error raised in the worker; a str
    as is."""
    text = str(error).strip()
    if "Worker exit detail:" in text:
        line = text.split("Worker exit detail:", 1)[1].strip().split(". ")[0]
    elif " is unavailable: " in text:
        line = "unavailable: " + text.rpartition("unavailable: ")[2].split(". ")[0]
    else:
        line = text.splitlines()[-1] if text else type(error).__name__
    return line.strip()[:200]


def _death_line(death: dict) -> str:
    where = death["where"]
    at = (f" on {where['host']} ({where['ip']}, node {where['node'][:8]}, pid {where['pid']})"
          if where else "")
    then = ([f"run again: {death['rerun']}"] if death["rerun"] else []) + (
        [f"not completed: {death['not_completed']}"] if death["not_completed"] else []) + (
        [f"worker {death['replacement']} in its place not started: "
         f"{death['replacement_error']}"] if "replacement_error" in death else [])
    return (f"worker {death['worker']}{at} died ({death['exit']}) running programs "
            f"{death['programs']}" + "".join(f"; {t}" for t in then))


def run(config: Config, address: str) -> dict:
    """Runs the campaign on the Ray cluster at `address` (resuming `config.out`) and returns
    its summary. Raises ClusterError when there is no cluster to run on."""
    wall_start = time.time()
    ray = connect(address, config.jobs)
    try:
        return Head(ray, config, address).run(wall_start)
    finally:
        ray.shutdown()
