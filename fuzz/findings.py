"""Findings: one divergence between implementations, saved as a replayable bundle.

A finding's signature is (kind, op, element type or constraint id, oracle pair, rule); findings
with the same signature are one finding (the first one found is kept). A bundle is the
directory `DIR/findings/<signature hash>/`:

    program.mlir     the (shrunk) program
    inputs.npz       its arguments (reference/npz.py's encoding)
    <oracle>.npz     each oracle's outputs, or <oracle>.txt its message
    finding.json     kind, op, element type, oracles, rule, verdict, seed, localized op, known

Bundles are written into a temporary directory and renamed into place (`os.replace`): a
bundle is complete or absent, whenever the campaign is killed.
"""
from __future__ import annotations

import hashlib
import json
import os
import shlex
import shutil
import sys
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path

import spec
from reference import npz
from spec import files

KINDS = ("wrong-result", "crash", "timeout", "wrong-rejection", "wrong-acceptance")
"""wrong-result: outputs differ from the reference's under the op's rule; crash / timeout: an
oracle died or hung on a valid program; wrong-rejection: it refused a valid program;
wrong-acceptance: it accepted a program that breaks a constraint."""


@dataclass
class Finding:
    kind: str
    op: str
    key: str  # the element type (valid programs) or the violated constraint id (invalid ones)
    oracle: str
    against: str  # the other side: "reference" or "spec" (the expected rejection)
    rule: str
    message: str
    program: str
    inputs: list = field(default_factory=list, repr=False)
    outputs: dict = field(default_factory=dict, repr=False)  # oracle -> list of arrays | str
    seed: int | None = None
    expected: list[str] = field(default_factory=list)  # invalid programs: constraint ids
    localized: str | None = None
    known: str | None = None  # the matching known divergence's reason
    lowered: bool = False  # the oracle ran the program with its CHLO ops lowered by upstream's
    # chlo-legalize-to-stablehlo (oracles/lowering.py): entries marked `lowered = true` match

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"unknown finding kind {self.kind!r} (one of {KINDS})")

    @property
    def signature(self) -> tuple[str, ...]:
        return (self.kind, self.op, self.key, f"{self.oracle} vs {self.against}", self.rule)

    @property
    def digest(self) -> str:
        return hashlib.sha256("\x1f".join(self.signature).encode()).hexdigest()[:16]

    def summary(self) -> str:
        """One line: kind, op, key, oracle pair and the message's first line."""
        first = self.message.strip().splitlines()[0] if self.message.strip() else ""
        return (f"{self.kind} {self.op} {self.key} ({self.oracle} vs {self.against}): "
                f"{first[:160]}")

    def metadata(self) -> dict:
        data = {k: v for k, v in asdict(self).items() if k not in ("program", "inputs", "outputs")}
        data.update(signature=list(self.signature), digest=self.digest,
                    replay="python -m fuzz replay {dir}")
        return data


def bundle_dir(out: Path, finding: Finding) -> Path:
    return Path(out) / "findings" / finding.digest


def save(out: Path, finding: Finding, command: str | None = None, grids: bool = False) -> bool:
    """Writes `finding`'s bundle under `out`/findings unless one with its signature exists;
    returns whether it was new. `command`: the command oracle's executable, kept in the bundle
    and its replay line (with `grids`: it reads the grid form of the protocol)."""
    final = bundle_dir(out, finding)
    if final.exists():
        return False
    final.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".tmp-{finding.digest}-", dir=final.parent))
    try:
        (tmp / "program.mlir").write_text(finding.program)
        npz.save(str(tmp / "inputs.npz"), finding.inputs, prefix="arg")
        for oracle, result in finding.outputs.items():
            try:
                if not isinstance(result, str):
                    npz.save(str(tmp / f"{oracle}.npz"), result)
                    continue
            except npz.NpzError as e:  # tuples: no .npz encoding, their text instead
                (tmp / f"{oracle}.npz").unlink(missing_ok=True)
                result = f"({e})\n" + "\n".join(repr(x) for x in result)
            (tmp / f"{oracle}.txt").write_text(result)
        meta = finding.metadata()
        meta["replay"] = f"python -m fuzz replay {final}"
        if command and finding.oracle == "command":
            meta["command"] = command
            meta["replay"] += f" --command {shlex.quote(command)}"
            if grids:
                meta["command_grids"] = True
                meta["replay"] += " --command-grids"
        (tmp / "finding.json").write_text(json.dumps(meta, indent=2, default=str))
        os.replace(tmp, final)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        if final.exists():  # another worker saved the same signature first
            return False
        raise
    return True


FILE_LIMIT = 64 * 2**20
"""The largest file of a bundle that is read (a program, its inputs, finding.json): a shrunk
finding's files are kilobytes, the largest generated inputs megabytes; a bigger one is refused
(BundleError) rather than read into memory and into the history."""
FIELDS = ("kind", "op", "key", "oracle", "against", "rule", "message")
OPTIONAL = {"seed": int, "localized": str, "known": str, "lowered": bool, "command": str,
            "command_grids": bool}
"""finding.json's optional fields and their kinds (null or absent: none); `expected` is a list
of constraint ids."""


class BundleError(ValueError):
    """A bundle that cannot be read back: the message names the file and why (one line)."""


def metadata(bundle: Path) -> dict:
    """finding.json of a bundle directory, checked: a JSON object with the finding's fields."""
    path = Path(bundle) / "finding.json"
    meta = _json(path)
    missing = [k for k in FIELDS if not isinstance(meta, dict) or not isinstance(meta.get(k), str)]
    if missing:
        raise BundleError(f"{path}: not a finding's metadata (no {', '.join(missing)})")
    if meta["kind"] not in KINDS:
        raise BundleError(f"{path}: unknown finding kind {meta['kind']!r} (one of {KINDS})")
    odd = [k for k, kind in OPTIONAL.items() if meta.get(k) is not None and (
        not isinstance(meta[k], kind) or isinstance(meta[k], bool) is not (kind is bool))]
    if not isinstance(meta.get("expected") or [], list) \
            or not all(isinstance(c, str) for c in meta.get("expected") or []):
        odd.append("expected")
    if odd:
        raise BundleError(f"{path}: not a finding's metadata ({', '.join(odd)} of another kind)")
    return meta


def load(bundle: Path) -> Finding:
    """The finding of a bundle directory, its program and inputs (outputs are not read), or a
    BundleError naming the file that does not read."""
    bundle = Path(bundle)
    if not bundle.is_dir():
        raise BundleError(f"{bundle}: no such bundle directory")
    meta = metadata(bundle)
    program = _text(bundle / "program.mlir")
    try:
        module = spec.parse(program)
    except spec.ParseError as e:
        first = str(e).splitlines()[0] if str(e).strip() else type(e).__name__
        raise BundleError(f"{bundle / 'program.mlir'}: does not parse: {first}") from None
    inputs = []
    if meta["against"] != "spec" or not meta.get("expected"):  # invalid programs have none
        try:
            types = list(module.func("main").type.inputs)
        except KeyError as e:
            raise BundleError(f"{bundle / 'program.mlir'}: {e.args[0]}") from None
        _size(bundle / "inputs.npz")
        try:
            inputs = npz.load(str(bundle / "inputs.npz"), types, prefix="arg")
        except npz.NpzError as e:
            where = str(bundle / "inputs.npz")
            raise BundleError(str(e) if where in str(e) else f"{where}: {e}") from None
    fields = {k: meta[k] for k in FIELDS}
    fields.update({k: meta.get(k) for k in ("seed", "localized", "known")})
    fields["expected"] = list(meta.get("expected") or [])
    fields["lowered"] = meta.get("lowered", False)  # bundles written before the field
    return Finding(program=program, inputs=inputs, **fields)


def verified(bundle: Path) -> Finding:
    """The finding of a campaign's bundle, loaded (`load`), every file within FILE_LIMIT and its
    signature the one the directory is named after; a BundleError otherwise."""
    finding = load(bundle)
    for f in Path(bundle).iterdir():
        _size(f)
    if finding.digest != Path(bundle).name:
        raise BundleError(f"{bundle}: its finding.json is of signature {finding.digest}, not "
                          "the one the directory is named after")
    return finding


def _size(path: Path) -> int:
    """The size of a bundle's file: a regular file (a named pipe would block its reading for
    ever, /dev/zero never end) within FILE_LIMIT."""
    try:
        size = path.stat().st_size
        if size > FILE_LIMIT:
            raise BundleError(f"{path}: {size / 2**20:.0f} MiB, over the "
                              f"{FILE_LIMIT // 2**20} MiB a bundle's file may hold")
        return files.regular_size(path, FILE_LIMIT)
    except OSError as e:
        raise BundleError(f"{path}: {e.strerror or e}") from None


def _text(path: Path) -> str:
    _size(path)
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise BundleError(f"{path}: not UTF-8 text (byte {e.start})") from None
    except OSError as e:
        raise BundleError(f"{path}: {e.strerror or e}") from None


def _json(path: Path):
    try:
        return json.loads(_text(path))
    except json.JSONDecodeError as e:
        raise BundleError(f"{path}: not JSON ({e})") from None
    except RecursionError:
        raise BundleError(f"{path}: not JSON this checkout reads (nested deeper than Python's "
                          f"recursion limit {sys.getrecursionlimit()})") from None


def saved(out: Path) -> list[Path]:
    """The complete bundles under `out`/findings (temporary directories left by a killed
    campaign are not bundles)."""
    root = Path(out) / "findings"
    if not root.is_dir():
        return []
    return sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith(".tmp-")
                  and (p / "finding.json").exists())
