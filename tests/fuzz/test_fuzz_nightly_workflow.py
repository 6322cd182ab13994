"""The nightly workflow people copy (docs/examples/nightly-fuzz.yml, shown in
docs/fuzzing.md) run locally, step by step as GitHub Actions would: two tiny shards against
a backend with planted bugs (tests/data/planted_bug_oracles.py), their artifacts handed to the
merge job, the merge, the history in a cache directory, the JUnit report and the job summary.
The `run` steps are taken from the YAML file itself, so the file cannot drift from what is
tested; the `uses` steps are emulated (artifacts and the cache as directories)."""
from __future__ import annotations

import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml

from tests.helpers.campaigns import DATA

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / "docs" / "examples" / "nightly-fuzz.yml"
CONTEXT = {"github.run_number": "7", "github.run_id": "1"}
"""The values of the workflow's ${{ }} expressions here (matrix.shard is added per shard)."""
TINY = {"FUZZ_SHARDS": "2", "FUZZ_SECONDS": "60", "FUZZ_JOBS": "1",
        "FUZZ_ORACLES": "reference,planted_bug_oracles:NightOne",
        "FUZZ_OPTIONS": "--max-programs 3 --ops add,multiply,subtract --invalid-every 0 "
                        "--graph-every 0 --shrink-seconds 0"}
"""Two shards of three programs each, against the planted bugs: a few seconds."""


def expand(value, context: dict) -> str:
    def one(m):
        assert m.group(1) in context, f"{WORKFLOW.name}: no value for ${{{{ {m.group(1)} }}}}"
        return context[m.group(1)]
    return re.sub(r"\$\{\{\s*([\w.]+)\s*\}\}", one, str(value))


class Runner:
    """Runs a job's steps in `workspace`: `run` steps with bash as Actions does (-eo
    pipefail), `uses` steps emulated; a step after a failure runs only with `if: always()`."""

    def __init__(self, root: Path, env: dict, context: dict):
        self.root, self.env, self.context = root, env, context
        self.artifacts, self.cache = root / "artifacts", root / "cache"
        self.output: dict[str, str] = {}  # each run step's output, for failure messages

    def job(self, job: dict, workspace: Path, context: dict) -> dict[str, int]:
        """Each named step's exit status (`uses` steps: 0)."""
        workspace.mkdir(parents=True)
        env = dict(self.env)
        env.update({k: expand(v, context) for k, v in job.get("env", {}).items()})
        env.update({k: v for k, v in TINY.items()})
        failed, statuses = False, {}
        for step in job["steps"]:
            if failed and "always()" not in step.get("if", ""):
                continue
            if "run" in step:
                assert "${{" not in step["run"], "run steps read environment variables only"
                if step.get("name") == "install":  # this checkout is installed already
                    assert "pip install -e ." in step["run"]
                    continue
                done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c",
                                       step["run"]], cwd=workspace, env=env, text=True,
                                      capture_output=True, timeout=300)
                statuses[step["name"]] = done.returncode
                self.output[step["name"]] = done.stdout + done.stderr
                failed |= done.returncode != 0
            else:
                self.uses(step["uses"], {k: expand(v, context)
                                         for k, v in step.get("with", {}).items()}, workspace)
        return statuses

    def uses(self, action: str, given: dict, workspace: Path) -> None:
        name = action.split("@")[0]
        if name in ("actions/checkout", "actions/setup-python"):
            return
        if name == "actions/upload-artifact":  # nothing there: a warning, as on GitHub
            if (workspace / given["path"]).exists():
                shutil.copytree(workspace / given["path"], self.artifacts / given["name"])
        elif name == "actions/download-artifact":  # several artifacts: one folder each
            for artifact in sorted(self.artifacts.iterdir()):
                if fnmatch.fnmatch(artifact.name, given["pattern"]):
                    shutil.copytree(artifact, workspace / given["path"] / artifact.name)
        elif name == "actions/cache/restore":
            saved = sorted(self.cache.glob(given["restore-keys"] + "*"))
            if saved:
                shutil.copytree(saved[-1], workspace / given["path"])
        elif name == "actions/cache/save":
            shutil.copytree(workspace / given["path"], self.cache / given["key"])
        elif name == "mikepenz/action-junit-report":
            ET.parse(workspace / given["report_paths"])  # a JUnit file to publish
        else:
            raise AssertionError(f"{WORKFLOW.name}: an action this test does not emulate: "
                                 f"{action}")


@pytest.mark.slow
def test_the_nightly_workflow_runs_here_and_reports_the_planted_bugs(tmp_path):
    workflow = yaml.safe_load(WORKFLOW.read_text())
    shard_job, merge_job = workflow["jobs"]["shard"], workflow["jobs"]["merge"]
    matrix = shard_job["strategy"]["matrix"]["shard"]
    assert workflow["env"]["FUZZ_SHARDS"] == str(len(matrix)) and merge_job["needs"] == "shard"
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), str(DATA)]),
               PATH=os.pathsep.join([str(Path(sys.executable).parent), os.environ["PATH"]]),
               GITHUB_STEP_SUMMARY=str(tmp_path / "step-summary.md"))
    env.update({k: expand(v, CONTEXT) for k, v in workflow["env"].items()})
    runner = Runner(tmp_path, env, CONTEXT)
    for shard in range(int(TINY["FUZZ_SHARDS"])):
        statuses = runner.job(shard_job, tmp_path / f"shard-job-{shard}",
                              dict(CONTEXT, **{"matrix.shard": str(shard)}))
        assert statuses == {"campaign": 0}, runner.output  # a finding (1): for the history
        print(runner.output)
    statuses = runner.job(merge_job, tmp_path / "merge-job", CONTEXT)
    merged = tmp_path / "merge-job" / "merged"
    summary = json.loads((merged / "summary.json").read_text())
    assert summary["programs"] == 6 and summary["seed"] == 7 and summary["shard"] == [0, 1]
    assert summary["new_findings"] >= 2  # add and multiply crash
    assert statuses == {"merge": 0, "history": 1}, runner.output  # new against the history
    suite = ET.parse(merged / "junit.xml").getroot()
    assert int(suite.get("failures")) == summary["new_findings"]
    job_summary = (tmp_path / "step-summary.md").read_text()
    assert "# Fuzz campaign (seed 7, merged shards 0/2, 1/2)" in job_summary
    assert f"- findings: {summary['new_findings']} new, 0 known" in job_summary
    assert f"new: {summary['new_findings']}\n" in job_summary and "trend" in job_summary
    assert (tmp_path / "cache" / "fuzz-history-1" / "history.sqlite").is_file()
    assert (tmp_path / "artifacts" / "merged" / "junit.xml").is_file()


def test_the_documentation_shows_the_workflow_file_as_it_is():
    doc = (ROOT / "docs" / "fuzzing.md").read_text()
    assert f"```yaml\n{WORKFLOW.read_text()}```" in doc
