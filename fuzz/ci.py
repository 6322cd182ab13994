"""CI outputs of a campaign summary: Markdown (`summary.md`) and JUnit XML (`junit.xml`).

One JUnit test case per finding (failed when new, skipped with its reason when known) and one
passing case per covered op, so CI systems show what ran.
"""
from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr


def markdown(s: dict) -> str:
    lines = [f"# Fuzz campaign (seed {s['seed']}, {_shards(s)})", "",
             f"- programs: {s['programs']} ({s['valid_programs']} valid, of which "
             f"{s['graph_programs']} graphs, {s.get('model_programs', 0)} models; "
             f"{s['invalid_programs']} invalid); valid rate "
             f"{s['valid_rate']:.0%}",
             f"- ops covered: {s['coverage']['ops_covered']}; spec ops generated: "
             f"{s['coverage']['spec_ops_generated']}/{s['coverage']['spec_ops']}; constraint ids "
             f"violated: {len(s['coverage']['constraints_violated'])}/"
             f"{s['coverage']['constraint_ids']}",
             f"- findings: {s['new_findings']} new, {s['known_findings']} known", ""]
    new = [f for f in s["findings"] if not f["known"]]
    known = [f for f in s["findings"] if f["known"]]
    if new:
        lines += _table(new, "**new**")
    if known:  # folded: a job summary opens on what is new
        lines += [f"<details><summary>{len(known)} known divergences (documented, not "
                  "failures)</summary>", ""]
        lines += _table(known, "known") + ["</details>", ""]
    for e in s["stale_known_entries"]:
        lines.append(f"- warning: possibly stale known divergence: {e['oracle']} {e['op']} "
                     f"{', '.join(e['types'])}")
    for note in s["internal"]:
        lines.append(f"- internal (a bug of this project, not a finding): {note}")
    lines += ["", "## Oracle coverage", "", "| oracle | statuses |", "|---|---|"]
    for name, counts in s["coverage"]["oracles"].items():
        lines.append(f"| {name} | {', '.join(f'{k} {v}' for k, v in sorted(counts.items()))} |")
    return "\n".join(lines) + "\n"


def _table(found: list[dict], mark: str) -> list[str]:
    lines = ["| | kind | op | key | oracle | message |", "|---|---|---|---|---|---|"]
    for f in found:
        message = f["message"].splitlines()[0][:120].replace("|", "\\|")
        lines.append(f"| {mark} | {f['kind']} | {f['op']} | {f['key']} | "
                     f"{f['oracle']} vs {f['against']} | {message} |")
    return lines + [""]


def _shards(s: dict) -> str:
    """"shard I/N", or for a merged directory (fuzz/merge.py) the shards it holds."""
    if "parts" not in s:
        return f"shard {s['shard'][0]}/{s['shard'][1]}"
    parts = []
    for p in s["parts"]:
        seed, i, n = p["part"]
        parts.append(f"{i}/{n}" if seed == s["seed"] else f"{i}/{n} of seed {seed}")
    return "merged shards " + ", ".join(parts)


def junit(s: dict) -> str:
    cases = []
    for f in s["findings"]:
        name = quoteattr(f"{f['kind']} {f['op']} {f['key']} {f['oracle']} {f['digest']}")
        body = (f"<skipped message={quoteattr('known: ' + f['known'][:200])}/>" if f["known"]
                else f"<failure message={quoteattr(f['message'].splitlines()[0][:200])}>"
                     f"{escape(f['message'])}</failure>")
        cases.append(f'  <testcase classname="fuzz.findings" name={name}>{body}</testcase>')
    for op in sorted(s["coverage"]["ops"]):
        cases.append(f'  <testcase classname="fuzz.coverage" name={quoteattr(op)}/>')
    failures = sum(1 for f in s["findings"] if not f["known"])
    skipped = sum(1 for f in s["findings"] if f["known"])
    return (f'<?xml version="1.0" encoding="utf-8"?>\n<testsuite name="fuzz" tests="{len(cases)}" '
            f'failures="{failures}" skipped="{skipped}">\n' + "\n".join(cases) + "\n</testsuite>\n")
