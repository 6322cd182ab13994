"""fuzz/provenance.py's code version (through fuzz/checkout.py): a clean checkout is its commit;
uncommitted code changes are marked with the code's hash, alike for alike changes and not for
others; changes that are not code (docs, scratch files, out/) leave it clean; without git, the
package version and the code's hash. Each test works on a throwaway checkout
(tests/helpers/checkouts.py), never on the real one."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from fuzz import checkout
from fuzz.provenance import code_version
from reports.suite import identity
from tests.helpers.checkouts import CODE, committed, git


@pytest.fixture
def repo(tmp_path) -> Path:
    return committed(tmp_path / "repo")


def test_a_clean_checkout_is_its_commit(repo):
    assert code_version(repo) == f"git {git(repo, 'rev-parse', 'HEAD')}"


def test_uncommitted_code_is_marked_with_the_hash_of_the_code(repo, tmp_path):
    commit = git(repo, "rev-parse", "HEAD")
    twin = tmp_path / "twin"
    shutil.copytree(repo, twin)
    (repo / CODE).write_text("x = 1\n")
    (twin / CODE).write_text("x = 1\n")
    edited = code_version(repo)
    assert edited == f"git {commit} + uncommitted changes (code sha256 " \
                     f"{checkout.code_sha256(repo)[:12]})"
    assert code_version(twin) == edited  # the same changes: the same code
    (twin / CODE).write_text("x = 2\n")
    assert code_version(twin) not in (edited, f"git {commit}")
    (repo / CODE).write_text("x = 0\n")
    assert code_version(repo) == f"git {commit}"


@pytest.mark.parametrize("path, code", [
    ("docs/notes.md", False), ("out/history.sqlite", False), ("scratch.py", False),
    ("fuzz/notes.md", False), ("fuzz/__pycache__/a.cpython-311.pyc", False),
    ("fuzz/new.py", True), ("reports/new/table.json", True)])
def test_only_changes_to_code_mark_it(repo, path, code):
    (repo / path).parent.mkdir(parents=True, exist_ok=True)
    (repo / path).write_text("changed\n")
    assert ("uncommitted changes" in code_version(repo)) is code


def test_a_deleted_or_renamed_code_file_marks_it(repo):
    git(repo, "mv", CODE, "fuzz/b.py")
    assert "uncommitted changes" in code_version(repo)
    git(repo, "mv", "fuzz/b.py", CODE)
    (repo / CODE).unlink()
    assert "uncommitted changes" in code_version(repo)


def test_without_git_it_is_the_package_version_and_the_code_hash(tmp_path, monkeypatch):
    installed = tmp_path / "site-packages"
    (installed / "fuzz").mkdir(parents=True)
    (installed / "fuzz" / "a.py").write_text("x = 0\n")
    monkeypatch.setattr(checkout, "package_version", lambda: "0.1.0")
    monkeypatch.setenv("PATH", str(tmp_path / "no-git-here"))
    assert code_version(installed) == \
        f"stablehlo-conformance 0.1.0 (code sha256 {checkout.code_sha256(installed)[:12]})"


def test_a_certification_still_calls_any_uncommitted_change_dirty(repo, tmp_path):
    """reports/suite.py's identity (what a certification binds) reads the same git state, and
    its `dirty` is unchanged: any uncommitted change, code or not."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    assert identity(corpus, repo)["dirty"] is False
    (repo / "docs" / "notes.md").write_text("edited\n")
    ident = identity(corpus, repo)
    assert ident["dirty"] is True and ident["git_sha"] == git(repo, "rev-parse", "HEAD")
    assert ident["code_sha256"] == checkout.code_sha256(repo)


def test_a_copy_untracked_inside_another_checkout_is_not_that_checkout(tmp_path):
    """The suite installed under another project's ignored .venv: git finds the project's
    checkout around it, whose commit says nothing of this code; the version is the package's
    and the code's hash, as without git (it claimed `git <the project's commit>`)."""
    project = committed(tmp_path / "project")
    (project / ".gitignore").write_text(".venv\n")
    git(project, "add", ".gitignore")
    git(project, "commit", "-q", "-m", "ignore the venv")
    site = project / ".venv" / "site"
    shutil.copytree(project / "fuzz", site / "fuzz")
    assert checkout.git_state(site) is None
    assert not code_version(site).startswith("git ")
