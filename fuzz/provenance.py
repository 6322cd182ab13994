"""What a campaign ran with: this checkout's code and each oracle's version.

A campaign's summary.json carries it under `provenance`, so that `python -m fuzz merge` can
refuse shards of different code or oracles (their findings would not be one campaign's) and the
findings history (fuzz/history.py) can say which versions a night ran.

    {"code": "git 1a2b3c...", "versions": {"reference": "...", "xla": "jaxlib 0.10.2 xla cpu",
     "official": "jaxlib 0.10.2"}, "command": null, "command_grids": false,
     "finished": "2026-11-27T16:02:11Z"}

A checkout whose code has uncommitted changes says so, with its code's hash: `git 1a2b3c... +
uncommitted changes (code sha256 4d5e6f7a8b9c)` (`code_version`).
"""
from __future__ import annotations

import time
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from oracles import OracleError, make
from oracles.base import version_of

from . import checkout


def provenance(oracles: list[str], command: str | None = None, grids: bool = False) -> dict:
    """The provenance of a campaign of `oracles` (names or package.module:Class), now."""
    versions = {}
    for name in oracles:
        try:
            oracle = make(name, command=command, grids=grids)
            versions[name] = version_of(oracle)
            oracle.close()
        except (ImportError, OracleError) as e:
            versions[name] = f"unknown ({type(e).__name__}: {e})"[:200]
    try:  # the official verifier judges every generated program
        versions["official"] = f"jaxlib {version('jaxlib')}"
    except PackageNotFoundError:
        versions["official"] = "unavailable"
    return {"code": code_version(), "versions": versions, "command": command,
            "command_grids": grids,
            "finished": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}


def code_version(root: Path | None = None) -> str:
    """Which code ran, from the checkout at `root` (default: this one, fuzz/checkout.py):
    `git <commit>`, with ` + uncommitted changes (code sha256 <12 hex>)` when its code files
    differ from the commit (two checkouts edited alike say the same, edited differently
    not); outside git, the installed package's version and its code's hash."""
    root = root or checkout.ROOT
    git = checkout.git_state(root)
    if git is not None and not git.code_changed:
        return f"git {git.commit}"
    code = f"code sha256 {checkout.code_sha256(root)[:12]}"
    if git is not None:
        return f"git {git.commit} + uncommitted changes ({code})"
    return f"stablehlo-conformance {checkout.package_version() or 'unknown version'} ({code})"


def differences(provenances: dict[str, dict | None]) -> list[str]:
    """What differs between the provenances of several campaigns (by their directory): one
    line per code version, oracle list, oracle version or command that is not the same in
    all, naming each directory's value; [] when they agree."""
    def values(get) -> dict[str, object]:
        return {where: (get(p) if p else "not recorded") for where, p in provenances.items()}

    def line(what: str, by: dict[str, object]) -> str:
        return f"{what}: " + "; ".join(f"{where}: {v}" for where, v in by.items())

    out = []
    checks = [("code", lambda p: p.get("code")),
              ("oracles", lambda p: sorted(p.get("versions", {}))),
              ("command", lambda p: p.get("command"))]
    names = sorted({n for p in provenances.values() if p for n in p.get("versions", {})})
    checks += [(f"{n} version", lambda p, n=n: p.get("versions", {}).get(n, "absent"))
               for n in names]
    for what, get in checks:
        by = values(get)
        if len({repr(v) for v in by.values()}) > 1:
            out.append(line(what, by))
    return out
