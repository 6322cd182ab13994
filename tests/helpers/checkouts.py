"""Throwaway git checkouts shaped like the suite (for fuzz/checkout.py's users): a commit of a
code file, a data table and a doc, to edit without touching the real checkout."""
from __future__ import annotations

import subprocess
from pathlib import Path

FILES = {"fuzz/a.py": "x = 0\n", "reports/table.json": "{}\n", "docs/notes.md": "notes\n"}
CODE = "fuzz/a.py"
"""The code file tests edit."""


def git(root: Path, *args: str) -> str:
    """`git -C root args`'s output (a commit needs no user configuration)."""
    return subprocess.run(["git", "-C", str(root), "-c", "user.name=test", "-c",
                           "user.email=test@example.com", "-c", "commit.gpgsign=false", *args],
                          check=True, capture_output=True, text=True).stdout.strip()


def committed(root: Path) -> Path:
    """A new git checkout at `root` with FILES committed; `root`."""
    for name, text in FILES.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    git(root, "init", "-q")
    git(root, "add", ".")
    git(root, "commit", "-q", "-m", "the suite")
    return root
