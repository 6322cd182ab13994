"""The reports of a conformance run (report.json, report.md, report.html) and their verification;
`python -m reports write DIR` / `python -m reports verify report.json`."""
from __future__ import annotations

import json
from pathlib import Path

from .html import render_html
from .report import (FAILING, STATUSES, ReportError, build_report, load_run, render_markdown,
                     verify)

__all__ = ["FAILING", "STATUSES", "ReportError", "build_report", "load_run",
           "render_markdown", "verify", "write_reports"]


def write_reports(run_dir: str | Path) -> list[Path]:
    """Writes report.json, report.md and report.html into `run_dir` from its run.json and
    results.jsonl; returns their paths."""
    run_dir = Path(run_dir)
    report = build_report(*load_run(run_dir))
    texts = {"report.json": json.dumps(report, indent=1, ensure_ascii=False) + "\n",
             "report.md": render_markdown(report), "report.html": render_html(report)}
    paths = []
    for name, text in texts.items():
        (run_dir / name).write_text(text, encoding="utf-8")
        paths.append(run_dir / name)
    return paths
