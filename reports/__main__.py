"""Command line of the reports.

    python -m reports write DIR            report.json, report.md, report.html from DIR's
                                           run.json and results.jsonl
    python -m reports verify REPORT.json   recomputes the hash, the counts and the verdict and,
                                           for a certification run, checks the locked options

Exit status: 0 done / intact, 1 the report does not verify, 2 a usage error or an unreadable
file.
"""
from __future__ import annotations

import argparse
import json
import sys

from . import write_reports
from .report import ReportError, verify


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m reports", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("write", help="write the three reports of a run directory").add_argument("dir")
    sub.add_parser("verify", help="check a report.json").add_argument("report")
    args = parser.parse_args(argv)
    try:
        return _write(args.dir) if args.command == "write" else _verify(args.report)
    except ReportError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2


def _write(run_dir: str) -> int:
    for path in write_reports(run_dir):
        print(path)
    return 0


def _verify(path: str) -> int:
    try:
        with open(path, encoding="utf-8") as f:
            report = json.load(f)
    except OSError as e:
        raise ReportError(f"{path}: cannot read: {e.strerror}") from None
    except json.JSONDecodeError as e:
        raise ReportError(f"{path}: not JSON: {e}") from None
    problems = verify(report)
    if problems:
        print(f"{path}: REJECTED", *(f"  {p}" for p in problems), sep="\n")
        return 1
    kind = "certification run" if report["certify"] else "not a certification run"
    print(f"{path}: verified ({kind}); oracle {report['oracle'].get('name')}, "
          f"{report['counts']['total']} cases, verdict {report['verdict']}, "
          f"certified {'yes' if report['certified'] else 'no'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
