"""The reports of a conformance run: report.json (with its sha256), report.md and report.html.

A run directory holds `run.json` (what ran: suite, spec version, oracle, environment, options,
tolerance profile, allowances, certify, start and end) and `results.jsonl` (one object per case),
both written by the pytest plugin (reports/plugin.py). `build_report` makes report.json's object
and `render_markdown` report.md (report.html: reports/html.py); `verify` checks a report.json: its hash, its counts and verdict recomputed from the
results, and, for a certification run, that the options were the locked ones.
"""
from __future__ import annotations

import hashlib
import html
import json
import re
from collections import Counter
from pathlib import Path

from oracles.lowering import chlo_lowered
from oracles.verdict import ALLOWANCES, DIVERGENCES

from .cases import CERTIFY_PROFILES, LOCKED, STATUSES, SUITE_SKIPS
from .suite import Suite, binding_problems, completeness_problems

FORMAT = "stablehlo-conformance-report/1"
FAILING = ("fail", "rejected", "crash", "timeout")
"""A case with one of these statuses makes the verdict `fail`: a wrong result, a valid program
refused, a crash or a hang. `unsupported` (a gap the oracle declares) and `skipped` do not."""
RUN_FIELDS = ("suite", "spec_version", "oracle", "environment", "options", "tolerance_profile",
              "allowances", "certify", "started", "finished")
RESULT_FIELDS = ("id", "op", "element_type", "source", "oracle", "status", "reason", "rule",
                 "message", "expected", "actual", "seconds", "replay")
TEXT_OR_NULL = ("op", "element_type", "source", "oracle", "reason", "rule", "message", "replay")
OPTIONAL_TEXT = ("tier", "outputs_sha256", "xfail", "known", "lowered", "recommended")
"""The fields a result may have besides RESULT_FIELDS, each text when present (as `id`; those
of TEXT_OR_NULL text or null, `seconds` a number or null: docs/report.schema.json)."""
NO_OP = "-"
"""The row of cases without an op (or without an element type) in the counts."""

DERIVED = ("counts", "verdict", "certified", "sha256")
"""The fields a report computes; the hash covers every other field but the signature."""
SIGNATURE = "signature"
"""The field `python -m reports sign` adds (reports/signing.py); it signs the hash."""


class ReportError(Exception):
    """A run directory or report that cannot be read; the message names the file and why."""


def load_run(run_dir: str | Path) -> tuple[dict, list[dict]]:
    """(run.json's object, the results of results.jsonl) of a run directory."""
    run_dir = Path(run_dir)
    run = _read_json(run_dir / "run.json")
    if not isinstance(run, dict):
        raise ReportError(f"{run_dir / 'run.json'}: expected one JSON object")
    missing = [f for f in RUN_FIELDS if f not in run]
    if missing:
        raise ReportError(f"{run_dir / 'run.json'}: missing {', '.join(missing)}")
    reserved = sorted(set(run) & {"format", "results", SIGNATURE, *DERIVED})
    if reserved:
        raise ReportError(f"{run_dir / 'run.json'}: {', '.join(reserved)} are the report's own "
                          "fields")
    return run, _read_results(run_dir / "results.jsonl")


def _read_json(path: Path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise ReportError(f"{path}: cannot read: {e.strerror}") from None
    except json.JSONDecodeError as e:
        raise ReportError(f"{path}: not JSON: {e}") from None


def _read_results(path: Path) -> list[dict]:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as e:
        raise ReportError(f"{path}: cannot read: {e.strerror}") from None
    results = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            result = json.loads(line)
        except json.JSONDecodeError as e:
            raise ReportError(f"{path}:{number}: not JSON: {e}") from None
        problem = _result_problem(result)
        if problem:
            raise ReportError(f"{path}:{number}: {problem}")
        results.append(result)
    return results


def _result_problem(result) -> str:
    if not isinstance(result, dict):
        return "expected one JSON object per line"
    missing = [f for f in RESULT_FIELDS if f not in result]
    if missing:
        return f"case {result.get('id')!r}: missing {', '.join(missing)}"
    if result["status"] not in STATUSES:
        return f"case {result['id']!r}: unknown status {result['status']!r} (one of {STATUSES})"
    odd = [f for f in ("id", *OPTIONAL_TEXT) if f in result and not isinstance(result[f], str)]
    odd += [f for f in TEXT_OR_NULL if result[f] is not None and not isinstance(result[f], str)]
    if odd:
        return f"case {_short(result['id'])}: {', '.join(odd)} not text"
    seconds = result["seconds"]
    if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds,
                                                                           (int, float))):
        return f"case {_short(result['id'])}: seconds not a number"
    return ""


def build_report(run: dict, results: list[dict]) -> dict:
    """report.json's object: every field of run.json, the results, the counts, the verdict,
    whether it certifies, and the sha256 of the run's fields and results."""
    report = {"format": FORMAT, **run, "results": results}
    report.update(derived(report))
    report["sha256"] = digest(report)
    return report


def derived(report: dict) -> dict:
    """The fields a report computes from its run fields and results (verify recomputes them)."""
    verdict = "fail" if report.get("stopped") else verdict_of(report["results"])
    unlocked = lock_problems(report) if report["certify"] else ["not a certification run"]
    return {"counts": counts(report["results"]), "verdict": verdict,
            "certified": verdict == "pass" and not unlocked}


def verdict_of(results: list[dict]) -> str:
    """`fail` when a result has a FAILING status and is not an expected failure, else `pass`."""
    return "fail" if any(r["status"] in FAILING and not r.get("xfail") for r in results) \
        else "pass"


def reasons(results: list[dict]) -> list[tuple[int, str, str, str]]:
    """The reasons of the skipped, unsupported and expected-failure results, grouped, the most
    frequent first: (how many, `xfail` or the status, the reason, the first case with it)."""
    groups: dict[tuple[str, str], list[str]] = {}
    for r in results:
        kind, reason = ("xfail", r["xfail"]) if r.get("xfail") else (r["status"], r.get("reason"))
        if reason:
            case = f"{r['id']}[{r['oracle']}]" if r.get("oracle") else r["id"]
            groups.setdefault((kind, reason), []).append(case)
    rows = [(len(cases), kind, reason, min(cases)) for (kind, reason), cases in groups.items()]
    return sorted(rows, key=lambda row: (-row[0], row[1], row[2]))


def deviations(results: list[dict]) -> list[dict]:
    """The results that depart from the recommended behaviour (the strict profile's second tier,
    reported apart from the statuses: not spec violations)."""
    return [r for r in results if r.get("recommended")]


def counts(results: list[dict]) -> dict:
    """Cases in total, by status, by op x element type x status, and how many depart from the
    recommended behaviour."""
    by_op: dict[str, dict[str, dict[str, int]]] = {}
    for r in results:
        cell = by_op.setdefault(r["op"] or NO_OP, {}).setdefault(r["element_type"] or NO_OP, {})
        cell[r["status"]] = cell.get(r["status"], 0) + 1
    by_status = Counter(r["status"] for r in results)
    return {"total": len(results), "by_status": {s: by_status[s] for s in STATUSES},
            "by_op": {op: dict(sorted(types.items())) for op, types in sorted(by_op.items())},
            "recommended": len(deviations(results))}


def digest(report: dict) -> str:
    """sha256 of the canonical JSON (sorted keys, no spaces, UTF-8) of every field but the
    DERIVED ones and the signature: the run's fields (options included) and the results."""
    content = {k: v for k, v in report.items() if k not in (*DERIVED, SIGNATURE)}
    text = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def lock_problems(report: dict) -> list[str]:
    """How a run departs from a certification run (empty when it does not): the options the
    plugin locks (reports.cases.LOCKED: the fixed case list, generated-case count and seeds, no
    selection, no skips or xfails file), a tolerance profile of CERTIFY_PROFILES (the same in
    the options and the report), one oracle, only the
    allowances the suite declares for it (oracles/known_divergences.toml: its own entries, and
    those of upstream's lowered program, `lowered = true`, for a case it ran lowered), and no
    skipped case
    (the oracle's declared gaps come out as `unsupported`; nothing else may be left out)."""
    problems = []
    for path, locked in [(f"options.{k}", v) for k, v in LOCKED.items()]:
        value = _field(report, path)
        if value != locked and (locked is not None or value):
            problems.append(f"{path} is {value!r}; a certification run has "
                            f"{'none' if locked is None else repr(locked)}")
    for path in ("tolerance_profile", "options.tolerance_profile"):
        value = _field(report, path)
        if value not in CERTIFY_PROFILES:
            problems.append(f"{path} is {value!r}; a certification run has "
                            f"{' or '.join(map(repr, CERTIFY_PROFILES))}")
    if _field(report, "options.tolerance_profile") != report.get("tolerance_profile"):
        problems.append("options.tolerance_profile and tolerance_profile differ")
    oracles = _field(report, "options.oracle") or []
    if not isinstance(oracles, list) or len(oracles) != 1:
        problems.append(f"options.oracle is {oracles!r}; a certification run names one oracle")
        oracles = []
    others = sorted({str(r.get("oracle")) for r in report["results"]}
                    - {str(oracles[0]) if oracles else "", "verifier"})
    if len(oracles) == 1 and others:
        problems.append(f"results of oracle(s) {', '.join(others)}; the run's oracle is "
                        f"{oracles[0]}")
    allowances = report["allowances"] or {}
    if not isinstance(allowances, dict):
        problems.append(f"allowances is {_short(allowances)}; expected each oracle's list")
        allowances = {}
    for name, names in allowances.items():
        if names != list(ALLOWANCES.get(name, ())):
            problems.append(f"allowances.{name} is {names!r}; the suite declares "
                            f"{list(ALLOWANCES.get(name, ()))!r} for {name}")
    reasons = {(d["oracle"], d["reason"]) for d in DIVERGENCES}
    lowered = {d["reason"] for d in DIVERGENCES if d.get("lowered")}
    undeclared = [r["id"] for r in report["results"] if r.get("xfail")
                  and (r.get("oracle"), r.get("known")) not in reasons
                  and not (r.get("known") in lowered and chlo_lowered(str(r.get("lowered"))))]
    if undeclared:
        problems.append(f"{len(undeclared)} expected failure(s) that are not known divergences of "
                        f"the oracle (first: {undeclared[0]}); a certification run allows only "
                        "those of oracles/known_divergences.toml")
    skipped = [r["id"] for r in report["results"] if r["status"] == "skipped"
               and not str(r.get("reason") or "").startswith(SUITE_SKIPS)]
    if skipped:
        problems.append(f"{len(skipped)} case(s) skipped (first: {skipped[0]}); a certification "
                        f"run runs every case but the suite's own skips (spec issues, spec "
                        f"examples that do not parse)")
    return problems


def _field(report: dict, path: str):
    value = report
    for key in path.split("."):
        value = value.get(key) if isinstance(value, dict) else None
    return value


def verify(report: dict, suite: Suite | None = None) -> list[str]:
    """Why `report` (report.json's object) is not an intact report of a run that used its
    declared options; empty when it is. With `suite` (reports.suite.installed(): the suite that
    verifies), a certification report must also name that suite (version, commit, corpus and
    code hashes) and hold exactly its locked case list."""
    if not isinstance(report, dict):
        return ["expected a JSON object"]
    missing = [f for f in ("format", *RUN_FIELDS, "results", "counts", "verdict", "certified",
                           "sha256") if f not in report]
    if missing:
        return [f"missing {', '.join(missing)}"]
    if report["format"] != FORMAT:
        return [f"format is {report['format']!r}, expected {FORMAT!r}"]
    if not isinstance(report["results"], list):
        return ["results: expected a list of case results"]
    problems = [f"results[{i}]: {p}" for i, r in enumerate(report["results"])
                if (p := _result_problem(r))]
    if problems:
        return problems
    for key, value in derived(report).items():
        if report[key] != value:
            problems.append(f"{key} does not follow from the results: the report says "
                            f"{_short(report[key])}, the results give {_short(value)}")
    if report["sha256"] != digest(report):
        problems.append("sha256 does not match the report's run fields and results: the report "
                        "was edited after it was written")
    if report["certify"]:
        problems += [f"certification run: {p}" for p in lock_problems(report)]
    if report["certify"] and suite is not None:
        bound = binding_problems(report, suite)
        problems += [f"certification run: {p}" for p in bound]
        if not bound:
            problems += [f"certification run: {p}" for p in completeness_problems(report, suite)]
    return problems


def _short(value) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= 200 else text[:200] + "..."


def worst_ops(report: dict, limit: int = 10) -> list[tuple[str, dict[str, int]]]:
    """The ops with the most failing cases, (op, counts by status), most failing first."""
    rows = []
    for op, types in report["counts"]["by_op"].items():
        total = Counter()
        for cell in types.values():
            total.update(cell)
        if any(total[s] for s in FAILING):
            rows.append((op, {s: total[s] for s in STATUSES}))
    rows.sort(key=lambda row: (-sum(row[1][s] for s in FAILING), row[0]))
    return rows[:limit]


def failures(report: dict) -> list[dict]:
    """The results whose status makes the verdict fail, in report order."""
    return [r for r in report["results"] if r["status"] in FAILING]


def stopped_note(report: dict) -> str:
    """The verdict's note on a run that stopped before every case ran (its `stopped`)."""
    if not report.get("stopped"):
        return ""
    return (f" (the run stopped before every case ran: {report['stopped']}; these are the "
            f"results of the cases that ran)")


def render_markdown(report: dict, *, max_failures: int = 50) -> str:
    """report.md: the summary for a CI job page (verdict, counts, worst ops, failures with their
    replay commands)."""
    oracle = f"{report['oracle'].get('name')} {report['oracle'].get('version') or ''}".strip()
    certified = f" (certified, {_md_text(report['tolerance_profile'])} profile)" \
        if report["certified"] else ""
    lines = [f"# StableHLO conformance: `{_md_cell(oracle)}`", "",
             f"**Verdict: {report['verdict']}**{certified}" + stopped_note(report),
             "", _summary_line(report), "", "| status | cases |", "|---|---:|"]
    known_by = Counter(r["status"] for r in report["results"] if r.get("known"))
    lines += [f"| {s} | {n}" + (f" ({known_by[s]} known divergence"
                                 f"{'s' if known_by[s] != 1 else ''})" if known_by[s] else "")
              + " |" for s, n in report["counts"]["by_status"].items()]
    lines += _md_by_oracle(report)
    worst = worst_ops(report)
    if worst:
        lines += ["", "## Worst ops", "", "| op | " + " | ".join(STATUSES) + " |",
                  "|---|" + "---:|" * len(STATUSES)]
        lines += [f"| `{_md_cell(op)}` | " + " | ".join(str(c[s]) for s in STATUSES) + " |"
                  for op, c in worst]
    grouped = reasons(report["results"])
    if grouped:
        lines += ["", "## Skip and expected-failure reasons", "", "| cases | as | reason | e.g. |",
                  "|---:|---|---|---|"]
        lines += [f"| {n} | {kind} | {_md_text(reason)} | `{_md_cell(case)}` |"
                  for n, kind, reason, case in grouped]
    lines += _md_deviations(report, max_failures)
    failed = [r for r in failures(report) if not r.get("known")]
    if failed:
        lines += ["", f"## Failures ({len(failed)})", ""]
        for r in failed[:max_failures]:
            lines += _md_failure(r)
        if len(failed) > max_failures:
            lines += [f"... and {len(failed) - max_failures} more: see report.html.", ""]
    known = [r for r in failures(report) if r.get("known")]
    if known:
        lines += ["", f"## Known divergences ({len(known)})", "",
                  "Recorded divergences of other implementations "
                  "(oracles/known_divergences.toml); they do not fail the verdict.", ""]
        for r in known[:max_failures]:
            lines += _md_failure(r)
        if len(known) > max_failures:
            lines += [f"... and {len(known) - max_failures} more: see report.html.", ""]
    return "\n".join(lines).rstrip() + "\n"


def _md_by_oracle(report: dict) -> list[str]:
    """Counts by oracle when the run had several systems under test."""
    tally: dict[str, Counter] = {}
    for r in report["results"]:
        tally.setdefault(str(r["oracle"]), Counter())[r["status"]] += 1
        tally[str(r["oracle"])]["known"] += bool(r.get("known"))
    if len(tally) < 2:
        return []
    return (["", "## By oracle", "", "| oracle | " + " | ".join(STATUSES) + " | known |",
             "|---|" + "---:|" * (len(STATUSES) + 1)]
            + [f"| `{_md_cell(o)}` | " + " | ".join(str(c[s]) for s in STATUSES + ("known",))
               + " |" for o, c in sorted(tally.items())])


def _md_deviations(report: dict, limit: int) -> list[str]:
    """The section of the results departing from the recommended behaviour (strict profile),
    apart from the failures: they are not spec violations."""
    found = deviations(report["results"])
    if not found and report["tolerance_profile"] != "strict":
        return []
    lines = ["", f"## Recommended behaviour ({len(found)} case(s) depart from it)", "",
             "Not spec violations and not part of the verdict: where the spec leaves a choice "
             "open and practice is settled (oracles/tolerances.toml [recommended])."]
    if not found:
        return lines
    lines.append("")
    lines += [f"- `{_md_cell(r['id'])}` on `{_md_cell(r['oracle'])}` ({_md_text(r['status'])}): "
              f"{_md_text(r['recommended'])}" for r in found[:limit]]
    if len(found) > limit:
        lines.append(f"- ... and {len(found) - limit} more: see report.json.")
    return lines


def _summary_line(report: dict) -> str:
    suite = report["suite"]
    dirty = " (dirty)" if suite.get("dirty") else ""
    return (f"{report['counts']['total']} cases; suite {_md_text(suite.get('version'))} "
            f"{_md_text(suite.get('git_sha'))}{dirty}; spec {_md_text(report['spec_version'])}; "
            f"tolerance profile {_md_text(report['tolerance_profile'])}; "
            f"certify: {'yes' if report['certify'] else 'no'}; sha256 `{_md_cell(report['sha256'])}`")


def _md_failure(result: dict) -> list[str]:
    body = f"{result['message'] or result['reason'] or ''}\n\nreplay: {result['replay'] or '-'}"
    fence = "`" * max(3, _longest_backtick_run(body) + 1)
    values = "".join(f"; {k} `{_md_cell(result[k])}`" for k in ("expected", "actual")
                     if result.get(k))
    return [f"- `{_md_cell(result['id'])}`: {_md_text(result['status'])}" + _md_expected(result)
            + (f", rule `{_md_cell(result['rule'])}`" if result["rule"] else "")
            + (f" (tier {_md_text(result['tier'])})" if result.get("tier") else "") + values,
            "",
            f"  {fence}", *(f"  {line}" for line in body.splitlines()), f"  {fence}", ""]


def _md_expected(result: dict) -> str:
    if not result.get("xfail"):
        return ""
    return " (known divergence)" if result.get("known") else " (expected failure)"


def _longest_backtick_run(text: str) -> int:
    longest = run = 0
    for ch in text:
        run = run + 1 if ch == "`" else 0
        longest = max(longest, run)
    return longest


def _md_text(text) -> str:
    """Text from the run outside code: HTML's and Markdown's special characters escaped, so a
    run's text never becomes markup (report.md: every other text is in a code span or fence)."""
    return re.sub(r"([\\`*_\[\]#|!])", r"\\\1",
                  html.escape(str(text), quote=False)).replace("\n", " ")


def _md_cell(text) -> str:
    """Text safe inside an inline code span of a table cell (no backticks, pipes or newlines)."""
    return str(text).replace("`", "'").replace("|", "/").replace("\n", " ")
