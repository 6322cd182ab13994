"""Whether two conformance runs recorded the same results: a check for changes that should only
make the run faster (docs/conformance.md, "Size and time of the default run").

    python benchmarks/same_results.py BEFORE_DIR AFTER_DIR [--fields status,reason,...]

Reads each directory's results.jsonl and compares the results item by item (case id and
oracle): the same items, and for each the same value of every field but `seconds` (or of the
fields named). Prints the number of items, each difference (the first 20 per field) and exits
with status 1 when there is one.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

IGNORED = ("seconds",)
"""Fields that differ from run to run by nature."""
SHOWN = 20


def results(directory: Path) -> dict[tuple[str, str], dict]:
    lines = (directory / "results.jsonl").read_text(encoding="utf-8").splitlines()
    entries = [json.loads(line) for line in lines if line.strip()]
    return {(e["id"], e["oracle"]): e for e in entries}


def differences(before: dict, after: dict, fields: list[str] | None = None) -> dict[str, list]:
    """Per field ("item" for items in one run only): the items whose values differ."""
    found = defaultdict(list)
    for key in sorted(before.keys() ^ after.keys()):
        found["item"].append((key, "before" if key in before else "after", ""))
    for key in sorted(before.keys() & after.keys()):
        a, b = before[key], after[key]
        names = fields or sorted((a.keys() | b.keys()) - set(IGNORED))
        for name in names:
            if a.get(name) != b.get(name):
                found[name].append((key, a.get(name), b.get(name)))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--fields", help="compare only these fields (comma-separated)")
    args = parser.parse_args(argv)
    before, after = results(args.before), results(args.after)
    fields = args.fields.split(",") if args.fields else None
    found = differences(before, after, fields)
    print(f"{len(before)} item(s) before, {len(after)} after; "
          f"{sum(map(len, found.values()))} difference(s)")
    for name, items in sorted(found.items()):
        print(f"{name}: {len(items)} item(s) differ")
        for (case, oracle), a, b in items[:SHOWN]:
            print(f"  {case}[{oracle}]: {str(a)[:150]!r} -> {str(b)[:150]!r}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
