"""The reports of a conformance run (report.json, report.md, report.html) and their verification;
`python -m reports write DIR` / `python -m reports verify report.json`."""
from .report import (FAILING, STATUSES, ReportError, build_report, load_run,
                     render_markdown, verify, write_reports)

__all__ = ["FAILING", "STATUSES", "ReportError", "build_report", "load_run",
           "render_markdown", "verify", "write_reports"]
