"""report.html: one self-contained page (inline CSS, no script, nothing fetched) with the summary
on top, the op x element type matrix, and a section per op listing each failing case's message
and replay command. Every text that comes from a run (ids, messages, versions, options) is
escaped."""
from __future__ import annotations

import json
from collections import Counter
from html import escape

from spec.types import ELEMENT_TYPES

from .report import FAILING, NO_OP, STATUSES, stopped_note, deviations

CSS = """
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #1b1b1b; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 1.6em; }
table { border-collapse: collapse; margin: .5em 0; }
th, td { border: 1px solid #ccc; padding: 2px 6px; text-align: left; vertical-align: top; }
table.matrix td { text-align: center; font-variant-numeric: tabular-nums; min-width: 3.5em; }
table.matrix th.op { text-align: left; }
pre { background: #f5f5f5; padding: .4em; margin: .2em 0; white-space: pre-wrap;
      word-break: break-all; max-height: 20em; overflow: auto; }
.pass { background: #c8ecc9; } .fail { background: #f6b8b3; }
.unsupported { background: #e2e2e2; color: #555; } .partial { background: #fde6a8; }
.verdict-pass { color: #1d6f2a; } .verdict-fail { color: #b3261e; }
.legend span { padding: 0 .5em; margin-right: .5em; }
.case { border-left: 4px solid #b3261e; padding-left: .6em; margin: .8em 0; }
.case h3 { font-size: 1em; margin: 0; }
.case.recommended { border-left-color: #b8860b; }
.known { background: #e4dcf3; } .case.known { border-left-color: #7b5ea7; }
.matrix-box { max-height: 75vh; max-width: 100%; overflow: auto; border: 1px solid #ccc; }
.matrix-box table.matrix { margin: 0; }
table.matrix tr:first-child th { position: sticky; top: 0; background: #fff; z-index: 2; }
table.matrix th.op { position: sticky; left: 0; background: #fff; z-index: 1; }
"""


def render_html(report: dict) -> str:
    """The whole page for `report` (report.json's object)."""
    title = f"StableHLO conformance: {_system(report['oracle'])}"
    body = [f"<h1>{escape(title)}</h1>", _summary(report), _by_oracle(report), _matrix(report),
            _known(report), _recommended(report), _op_sections(report)]
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{escape(title)}</title>\n<style>{CSS}</style>\n</head>\n<body>\n"
            + "\n".join(body) + "\n</body>\n</html>\n")


def _system(oracle: dict) -> str:
    """`name (version)`, the version without the name it may repeat."""
    name, version = oracle.get("name") or "", oracle.get("version") or ""
    version = version.removeprefix(f"{name}: ").removeprefix(f"{name} ")
    return f"{name} ({version})" if version else name


def _summary(report: dict) -> str:
    verdict = report["verdict"]
    known = sum(1 for r in report["results"] if r.get("known"))
    head = (f'<p id="verdict" class="verdict-{escape(verdict)}"><strong>Verdict: '
            f'{escape(verdict)}</strong>{escape(stopped_note(report))}{_certified(report)} '
            f'&mdash; {report["counts"]["total"]} cases'
            + (f'; {known} of the failures, rejections and crashes below are known divergences '
               f'of this oracle (oracles/known_divergences.toml), which do not fail the verdict'
               if known else "") + '</p>')
    known_by = Counter(r["status"] for r in report["results"] if r.get("known"))
    counts = "".join(_count_row(s, n, known_by[s])
                     for s, n in report["counts"]["by_status"].items())
    suite, oracle, env = report["suite"], report["oracle"], report["environment"]
    rows = [("suite", f"{suite.get('version')} {suite.get('git_sha')}"
                      + (" (dirty)" if suite.get("dirty") else "")),
            ("spec version", report["spec_version"]),
            ("oracle", _system(oracle)),
            ("platform", f"{oracle.get('platform')}, {oracle.get('cpu')}"),
            ("python", env.get("python")),
            ("packages", ", ".join(f"{k} {v}" for k, v in sorted(env.get("packages", {}).items()))),
            ("options", json.dumps(report["options"], sort_keys=True)),
            ("tolerance profile", report["tolerance_profile"]),
            ("allowances", json.dumps(report["allowances"], sort_keys=True)),
            ("certify", "yes" if report["certify"] else "no"),
            ("started", report["started"]), ("finished", report["finished"]),
            ("sha256", report["sha256"])]
    info = "".join(f"<tr><th>{k}</th><td>{escape(str(v))}</td></tr>" for k, v in rows)
    return (f'<section id="summary">{head}<table id="counts">{counts}</table>'
            f'<table id="run">{info}</table></section>')


def _count_row(status: str, n: int, known: int) -> str:
    """A status's row of the counts: failing statuses say how many are known divergences, in
    their own colour when all of them are."""
    cls = ("known" if known == n else _status_class(status)) if n else ""
    text = f"{n} ({known} known divergence{'s' if known != 1 else ''})" if known else str(n)
    return f'<tr class="{cls}"><th>{status}</th><td>{text}</td></tr>'


def _by_oracle(report: dict) -> str:
    """Counts by oracle and status when the run had several systems under test."""
    tally: dict[str, Counter] = {}
    for r in report["results"]:
        tally.setdefault(str(r["oracle"]), Counter())[r["status"]] += 1
        if r.get("known"):
            tally[str(r["oracle"])]["known"] += 1
            tally[str(r["oracle"])][f"known {r['status']}"] += 1
    if len(tally) < 2:
        return ""
    header = "".join(f"<th>{s}</th>" for s in STATUSES + ("known",))
    rows = "".join(f"<tr><th>{escape(o)}</th>" + "".join(
        f'<td class="{_oracle_cell_class(s, c)}">{c[s]}</td>' for s in STATUSES + ("known",)) + "</tr>" for o, c in sorted(tally.items()))
    return (f'<section id="oracles"><h2>By oracle</h2><p>known: of the failing cases, the known '
            f'divergences of that oracle</p><table id="by-oracle"><tr><th>oracle</th>{header}'
            f'</tr>{rows}</table></section>')


def _oracle_cell_class(status: str, tally: Counter) -> str:
    if not tally[status] or status == "known":
        return "known" if status == "known" and tally[status] else ""
    return "known" if tally[f"known {status}"] == tally[status] else _status_class(status)


def _known(report: dict) -> str:
    """The known divergences met, grouped by entry: a section of their own, apart from the
    failures that decide the verdict."""
    groups: dict[tuple[str, str], list[dict]] = {}
    for r in report["results"]:
        if r.get("known"):
            groups.setdefault((str(r["oracle"]), str(r["known"])), []).append(r)
    if not groups:
        return ""
    rows = "".join(
        f'<tr class="known"><td>{len(rs)}</td><td>{escape(o)}</td><td>'
        + ", ".join(sorted({f'<a href="#{_anchor(r["op"] or NO_OP)}">{escape(str(r["op"]))}</a>'
                            for r in rs}))
        + f"</td><td>{escape(reason)}</td></tr>"
        for (o, reason), rs in sorted(groups.items(), key=lambda g: -len(g[1])))
    total = sum(len(rs) for rs in groups.values())
    return (f'<section id="known"><h2>Known divergences ({total} cases)</h2><p>Recorded '
            f'divergences of other implementations (oracles/known_divergences.toml), each with '
            f'its evidence; they do not fail the verdict.</p><table><tr><th>cases</th>'
            f'<th>oracle</th><th>ops</th><th>entry</th></tr>{rows}</table></section>')


def _certified(report: dict) -> str:
    if not report["certified"]:
        return ""
    return f" (certified, {escape(str(report['tolerance_profile']))} profile)"


def _recommended(report: dict) -> str:
    """The results departing from the recommended behaviour (strict profile), apart from the
    failures: not spec violations, not part of the verdict."""
    found = deviations(report["results"])
    if not found and report["tolerance_profile"] != "strict":
        return ""
    cases = "".join(
        f'<div class="case recommended"><h3><code>{escape(str(r["id"]))}</code></h3>'
        f'<p>status {escape(str(r["status"]))}; oracle {escape(str(r["oracle"]))}</p>'
        f'<pre>{escape(str(r["recommended"]))}</pre>'
        f'<p>replay:</p><pre>{escape(str(r["replay"] or "-"))}</pre></div>' for r in found)
    return (f'<section id="recommended"><h2>Recommended behaviour ({len(found)} case(s) depart '
            f'from it)</h2><p>Not spec violations and not part of the verdict: where the spec '
            f'leaves a choice open and practice is settled (oracles/tolerances.toml '
            f'[recommended]).</p>{cases}</section>')


def _matrix(report: dict) -> str:
    by_op = report["counts"]["by_op"]
    types = _ordered_types({t for cells in by_op.values() for t in cells})
    header = "".join(f"<th>{escape(t)}</th>" for t in types)
    known = Counter((r["op"] or NO_OP, r["element_type"] or NO_OP) for r in report["results"]
                    if r.get("known") and r["status"] in FAILING)
    rows = []
    for op, cells in by_op.items():
        tds = "".join(_matrix_cell(cells.get(t), known[(op, t)]) for t in types)
        rows.append(f'<tr><th class="op"><a href="#{_anchor(op)}">{escape(op)}</a></th>{tds}</tr>')
    legend = ('<p class="legend">cell: pass / fail / unsupported cases (fail counts fail, '
              'rejected, crash and timeout) <span class="pass">all pass</span>'
              '<span class="partial">some not run</span><span class="fail">a failure</span>'
              '<span class="known">known divergences only</span>'
              '<span class="unsupported">none run</span></p>')
    return (f'<section id="matrix-section"><h2>Op x element type</h2>{legend}'
            f'<div class="matrix-box"><table class="matrix" id="matrix"><tr><th class="op">op'
            f'</th>{header}</tr>' + "".join(rows) + "</table></div></section>")


def _matrix_cell(cell: dict | None, known: int = 0) -> str:
    if not cell:
        return "<td></td>"
    passed, failed = cell.get("pass", 0), sum(cell.get(s, 0) for s in FAILING)
    other = sum(cell.values()) - passed - failed
    cls = ("known" if known == failed else "fail") if failed else \
        "pass" if not other else "partial" if passed else "unsupported"
    title = ", ".join(f"{s} {n}" for s, n in sorted(cell.items()))
    return f'<td class="{cls}" title="{escape(title)}">{passed}/{failed}/{other}</td>'


def _op_sections(report: dict) -> str:
    by_op: dict[str, list[dict]] = {}
    for r in report["results"]:
        by_op.setdefault(r["op"] or NO_OP, []).append(r)
    return "\n".join(_op_section(op, by_op[op]) for op in sorted(by_op))


def _op_section(op: str, results: list[dict]) -> str:
    tally = Counter(r["status"] for r in results)
    summary = ", ".join(f"{s} {tally[s]}" for s in STATUSES if tally[s])
    failing = [r for r in results if r["status"] in FAILING and not r.get("known")]
    known = [r for r in results if r["status"] in FAILING and r.get("known")]
    others = [r for r in results if r["status"] not in FAILING + ("pass",)]
    parts = [f'<section class="op" id="{_anchor(op)}"><h2>{escape(op)}</h2><p>{summary}</p>']
    parts += [_case(r) for r in failing]
    if known:
        parts.append(f'<details class="known"><summary>{len(known)} known divergence(s)'
                     f'</summary>{"".join(_case(r) for r in known)}</details>')
    if others:
        items = "".join(f"<li><code>{escape(str(r['id']))}</code>: {escape(r['status'])}"
                        f"{' &mdash; ' + escape(str(r['reason'])) if r['reason'] else ''}</li>"
                        for r in others)
        parts.append(f"<details><summary>{len(others)} not run</summary><ul>{items}</ul>"
                     "</details>")
    return "".join(parts) + "</section>"


def _case(r: dict) -> str:
    expected = ("known divergence: " + str(r.get("known"))) if r.get("known") \
        else r.get("xfail")
    fields = [("status", r["status"]), ("expected to fail", expected),
              ("element type", r["element_type"]), ("rule", r["rule"]),
              ("tier", r.get("tier")),
              ("source", r["source"]), ("oracle", r["oracle"])]
    meta = "; ".join(f"{k} {escape(str(v))}" for k, v in fields if v)
    values = "".join(f"<tr><th>{k}</th><td><code>{escape(str(r[k]))}</code></td></tr>"
                     for k in ("expected", "actual") if r.get(k))
    message = r["message"] or r["reason"] or ""
    cls = "case known" if r.get("known") else "case"
    return (f'<div class="{cls}"><h3><code>{escape(str(r["id"]))}</code></h3><p>{meta}</p>'
            + (f'<table class="values">{values}</table>' if values else "")
            + f"<pre>{escape(str(message))}</pre>"
            f"<p>replay:</p><pre>{escape(str(r['replay'] or '-'))}</pre></div>")


def _status_class(status: str) -> str:
    return "fail" if status in FAILING else status if status in ("pass", "unsupported") else ""


def _ordered_types(types: set[str]) -> list[str]:
    """Element types in the spec's order, then the others (conversions, "-") sorted."""
    known = [t for t in ELEMENT_TYPES if t in types]
    return known + sorted(types - set(known))


def _anchor(op: str) -> str:
    """An id attribute value for op's section: letters, digits, '_' and '-' only."""
    return "op-" + "".join(c if c.isalnum() or c in "_-" else f"_{ord(c):x}" for c in op)
