"""Command line of the reports.

    python -m reports write DIR            report.json, report.md, report.html from DIR's
                                           run.json and results.jsonl
    python -m reports verify REPORT.json   recomputes the hash, the counts and the verdict and,
                                           for a certification run, checks the locked options,
                                           the suite it names and its case list against the
                                           installed suite
    python -m reports audit REPORT.json    reruns a sample of its cases on the system under
                                           test and compares statuses and outputs digests
    python -m reports keygen KEY           a new ed25519 key pair: KEY (private) and KEY.pub
    python -m reports sign REPORT.json --key KEY   adds the submitter's signature
    python -m reports verify REPORT.json --key KEY.pub   also checks it was signed with KEY

Exit status (docs/cli.md): 0 done / intact / the audit agrees, 1 the report does not verify or
the audit disagrees, 2 a usage error or an unreadable file, 3 (audit) nothing was rerun.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from oracles import ORACLES, OracleError, oracle_class
from spec import files

from . import audit as A
from . import signing
from . import suite as S
from . import write_reports
from .report import ReportError, verify


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m reports", description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="command", required=True)
    w = sub.add_parser("write", help="write the three reports of a run directory")
    w.add_argument("dir", help="a run directory holding run.json and results.jsonl")
    v = sub.add_parser("verify", help="check a report.json (and its certification)")
    v.add_argument("report", help="the report.json to check")
    v.add_argument("--key", metavar="KEY.pub", help="the submitter's ed25519 public key "
                   "(OpenSSH .pub line or PEM): the report must carry a signature by it")
    a = sub.add_parser("audit", help="rerun a sample of a report's cases and compare")
    a.add_argument("report", help="the report.json to audit")
    a.add_argument("--oracle", metavar="NAME", help="the system under test to rerun on "
                   "(default: the report's one oracle)")
    a.add_argument("--command", metavar="EXE", help="the command oracle's executable and "
                   "leading arguments")
    a.add_argument("--sample", type=_positive, default=20, metavar="N",
                   help="how many cases to rerun (default 20)")
    a.add_argument("--retries", type=_count, default=2, metavar="R",
                   help="reruns of a case that differs before it counts as differing "
                        "(default 2; see docs/vendors.md on nondeterministic backends)")
    a.add_argument("--salt", default="", metavar="TEXT",
                   help="the reviewer's secret, mixed into the sample's seed with the "
                        "report's sha256 (default: none)")
    k = sub.add_parser("keygen", help="write a new ed25519 key pair for signing reports")
    k.add_argument("key", help="the private key's file (KEY.pub: the public key's)")
    k.add_argument("--comment", default="", help="text after the public key (e.g. who owns it)")
    k.add_argument("--passphrase-env", metavar="VAR", help="encrypt the private key with the "
                   "passphrase held by environment variable VAR")
    s = sub.add_parser("sign", help="sign a report.json with an ed25519 private key")
    s.add_argument("report", help="the report.json to sign (it must verify)")
    s.add_argument("--key", required=True, metavar="KEY", help="the private key (PEM from "
                   "keygen, or an OpenSSH ed25519 key)")
    s.add_argument("--signer", default="", help="who signs, e.g. 'Example Corp <ci@example.com>' "
                   "(signed with the report)")
    s.add_argument("--passphrase-env", metavar="VAR", help="the environment variable holding "
                   "the private key's passphrase")
    s.add_argument("--out", metavar="FILE", help="write the signed report to FILE (default: "
                   "in place)")
    return p


def _positive(text: str) -> int:
    value = _count(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return value


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a non-negative integer, got {text!r}")
    return value


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        if args.command == "write":
            return _write(args.dir)
        if args.command == "verify":
            return _verify(args.report, args.key)
        if args.command == "keygen":
            return _keygen(args)
        if args.command == "sign":
            return _sign(args)
        return _audit(args)
    except ReportError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2


def _write(run_dir: str) -> int:
    for path in write_reports(run_dir):
        print(path)
    return 0


def _read(path: str):
    try:
        return json.loads(files.read_bytes(path, files.TEXT_LIMIT).decode("utf-8"))
    except OSError as e:
        raise ReportError(f"{path}: cannot read: {e.strerror}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise ReportError(f"{path}: not JSON: {e}") from None
    except RecursionError:
        raise ReportError(f"{path}: not JSON this checkout reads (nested deeper than Python's "
                          f"recursion limit {sys.getrecursionlimit()})") from None


def _verify(path: str, key_path: str | None = None) -> int:
    key = signing.load_public(key_path) if key_path else None
    report = _read(path)
    suite = S.installed(progress=_progress) if isinstance(report, dict) and report.get("certify") \
        else None
    problems = verify(report, suite)
    if not problems:
        problems = [f"signature: {p}" for p in signing.signature_problems(report, key)]
    if problems:
        print(f"{path}: REJECTED", *(f"  {p}" for p in problems), sep="\n")
        return 1
    kind = "certification run" if report["certify"] else "not a certification run"
    print(f"{path}: verified ({kind}); oracle {report['oracle'].get('name')}, "
          f"{report['counts']['total']} cases, verdict {report['verdict']}, "
          f"certified {'yes' if report['certified'] else 'no'}"
          + (f"; STOPPED before every case ran: {report['stopped']}" if report.get("stopped")
             else ""))
    print(_signed_line(report, key))
    return 0


def _signed_line(report: dict, key) -> str:
    sig = report.get("signature")
    if sig is None:
        return "not signed"
    who = f" ({sig['signer']})" if sig.get("signer") else ""
    if key is not None:
        return f"signed by the given key {sig['fingerprint']}{who}"
    return (f"signed by key {sig['fingerprint']}{who}; not checked against a key you trust: "
            "give it with --key")


def _keygen(args) -> int:
    pub = signing.generate(Path(args.key), comment=args.comment,
                           passphrase_env=args.passphrase_env)
    key = signing.load_public(str(pub))
    print(f"private key: {args.key} (keep it secret; it never goes into a report)")
    print(f"public key:  {pub} (give it to reviewers), fingerprint {signing.fingerprint(key)}")
    return 0


def _sign(args) -> int:
    key = signing.load_private(args.key, args.passphrase_env)
    report = _read(args.report)
    problems = verify(report)
    if problems:
        print(f"{args.report}: not signed: it does not verify", *(f"  {p}" for p in problems),
              sep="\n")
        return 1
    signed = signing.sign(report, key, args.signer)
    out = Path(args.out or args.report)
    try:
        out.write_text(json.dumps(signed, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    except OSError as e:
        raise ReportError(f"{out}: cannot write: {e.strerror}") from None
    print(f"{out}: signed by key {signed['signature']['fingerprint']}")
    return 0


def _progress(done: int, total: int, op: str) -> None:
    """The line shown while verify generates the locked case list (once per suite version)."""
    if sys.stderr.isatty():
        print(f"\rverify: generating the locked case list (once, then cached): {done + 1}/"
              f"{total} ops", end="\n" if done + 1 == total else "", file=sys.stderr, flush=True)
    elif done == 0:
        print("verify: generating the locked case list (once, then cached; about a minute)",
              file=sys.stderr, flush=True)


def _audit(args) -> int:
    report = _read(args.report)
    problems = verify(report)
    if problems:
        print(f"{args.report}: REJECTED (it does not verify; no case was rerun)",
              *(f"  {p}" for p in problems), sep="\n")
        return 1
    oracles = A.report_oracles(report)
    name = args.oracle or (oracles[0] if len(oracles) == 1 else None)
    if name is None:
        raise ReportError(f"{args.report}: the run has oracles {', '.join(oracles)}; name one "
                          "with --oracle")
    if name not in oracles:
        raise ReportError(f"--oracle {name}: the report's results are of "
                          f"{', '.join(oracles)}")
    _check_oracle(name, args.command)
    suite = S.Suite(S.identity(A.corpus_of(report)))
    stop, audited = A.audit_report(report, name, args.sample, command=args.command,
                                   retries=args.retries, salt=args.salt, suite=suite)
    if stop:
        print(f"{args.report}: REJECTED (the report's suite is not the installed one; no case "
              "was rerun)", *(f"  {p}" for p in stop), sep="\n")
        return 1
    for a in audited:
        if a.finding != A.AGREES:
            print(f"  {a.result['id']}: {a.finding}" + (f": {a.why}" if a.why else ""))
    if not audited:
        print(f"{args.report}: nothing to audit: no result of {name} that ran")
        return 3
    tally = {f: sum(a.finding == f for a in audited)
             for f in (A.AGREES, A.RETRIED, A.NONDETERMINISTIC, A.DIFFERS)}
    differs = tally[A.DIFFERS]
    print(f"{args.report}: {'REJECTED' if differs else 'audit agrees'}: {len(audited)} case(s) "
          f"rerun on {name}: " + ", ".join(f"{f}: {n}" for f, n in tally.items() if n))
    return 1 if differs else 0


def _check_oracle(name: str, command: str | None) -> None:
    if name not in ORACLES:
        raise ReportError(f"--oracle {name}: unknown (known: {', '.join(ORACLES)})")
    try:
        ok, why = oracle_class(name).available()
    except (ImportError, OracleError) as e:
        ok, why = False, str(e)
    if not ok:
        raise ReportError(f"--oracle {name}: not available here: {why}")
    if name == "command" and not command:
        raise ReportError("--oracle command needs --command EXE (the vendor's executable)")


if __name__ == "__main__":
    sys.exit(main())
