"""Signed reports: a submitter signs report.json with an ed25519 key, a reviewer checks the
signature with the submitter's public key (docs/vendors.md, "Sign"). Through the `cryptography`
package (pyca): the key formats (PEM, OpenSSH) and the signature scheme are its, not ours.

The signature covers the report's sha256 (which covers every run field and result; verify
recomputes everything else from them) and the signer's name, and sits in the report's
`signature` field: algorithm, public key, its fingerprint, signer, value. The private key never
enters the report.
"""
from __future__ import annotations

import base64
import hashlib
import os
from pathlib import Path

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from .report import FORMAT, ReportError

ALGORITHM = "ed25519"


def _passphrase(env: str | None) -> bytes | None:
    """The passphrase held by environment variable `env` (never an option's value: command
    lines are visible to other users of the machine)."""
    if env is None:
        return None
    value = os.environ.get(env)
    if not value:
        raise ReportError(f"--passphrase-env {env}: the variable is not set or empty")
    return value.encode()


def generate(path: Path, *, comment: str = "", passphrase_env: str | None = None) -> Path:
    """Writes a new private key to `path` (PKCS#8 PEM, readable by its owner only, encrypted
    when a passphrase is given) and its public key to `path`.pub (OpenSSH's one-line form);
    returns the public key's path. Refuses to overwrite either file."""
    key = Ed25519PrivateKey.generate()
    secret = _passphrase(passphrase_env)
    encryption = serialization.BestAvailableEncryption(secret) if secret \
        else serialization.NoEncryption()
    private = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                encryption)
    public = key.public_key().public_bytes(serialization.Encoding.OpenSSH,
                                           serialization.PublicFormat.OpenSSH)
    pub_path = path.with_name(path.name + ".pub")
    for p in (path, pub_path):
        if p.exists():
            raise ReportError(f"{p}: exists; keygen does not overwrite a key")
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(private)
        pub_path.write_bytes(public + (f" {comment}".encode() if comment else b"") + b"\n")
    except OSError as e:
        raise ReportError(f"{e.filename}: cannot write: {e.strerror}") from None
    return pub_path


def load_private(path: str, passphrase_env: str | None = None) -> Ed25519PrivateKey:
    """An ed25519 private key from a PEM (PKCS#8) or OpenSSH private key file."""
    data = _read(path)
    secret = _passphrase(passphrase_env)
    load = serialization.load_ssh_private_key if b"OPENSSH PRIVATE KEY" in data \
        else serialization.load_pem_private_key
    try:
        key = load(data, password=secret)
    except TypeError as e:  # encrypted without a passphrase, or a passphrase for a plain key
        raise ReportError(f"{path}: {e} (give the passphrase's variable with "
                          "--passphrase-env)") from None
    except ValueError as e:
        raise ReportError(f"{path}: not a readable private key (PEM or OpenSSH): {e}") from None
    if not isinstance(key, Ed25519PrivateKey):
        raise ReportError(f"{path}: not an ed25519 key ({type(key).__name__}); reports are "
                          "signed with ed25519 keys (python -m reports keygen, or ssh-keygen -t "
                          "ed25519)")
    return key


def load_public(path: str) -> Ed25519PublicKey:
    """An ed25519 public key from an OpenSSH public key line or a PEM public key file."""
    data = _read(path)
    try:
        key = serialization.load_ssh_public_key(data.strip()) if data.startswith(b"ssh-") \
            else serialization.load_pem_public_key(data)
    except (ValueError, TypeError) as e:
        hint = " (this is a private key: give its .pub)" if b"PRIVATE KEY" in data else ""
        raise ReportError(f"{path}: not a public key (an OpenSSH .pub line or PEM){hint}: "
                          f"{e}") from None
    if not isinstance(key, Ed25519PublicKey):
        raise ReportError(f"{path}: not an ed25519 public key")
    return key


def _read(path: str) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as e:
        raise ReportError(f"{path}: cannot read: {e.strerror}") from None


def fingerprint(key: Ed25519PublicKey) -> str:
    """OpenSSH's fingerprint of the key (`ssh-keygen -lf KEY.pub` prints the same)."""
    line = key.public_bytes(serialization.Encoding.OpenSSH, serialization.PublicFormat.OpenSSH)
    blob = base64.b64decode(line.split()[1])
    return "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")


def _raw(key: Ed25519PublicKey) -> bytes:
    return key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def message(report: dict, signer: str) -> bytes:
    """What is signed: the report format, its sha256 and the signer's name."""
    return f"{FORMAT} signature\nsha256 {report['sha256']}\nsigner {signer}\n".encode()


def sign(report: dict, key: Ed25519PrivateKey, signer: str = "") -> dict:
    """The report with its `signature` field (any earlier signature replaced)."""
    public = key.public_key()
    return {**report, "signature": {
        "algorithm": ALGORITHM, "public_key": base64.b64encode(_raw(public)).decode(),
        "fingerprint": fingerprint(public), "signer": signer,
        "value": base64.b64encode(key.sign(message(report, signer))).decode()}}


def signature_problems(report: dict, expected: Ed25519PublicKey | None = None) -> list[str]:
    """Why the report's signature does not hold (empty when it does, or when the report is
    unsigned and no key is expected): a garbled signature, a key other than `expected`, a
    signature that does not verify over the report's sha256."""
    sig = report.get("signature")
    if sig is None:
        return ["not signed: the report has no signature"] if expected is not None else []
    try:
        if sig["algorithm"] != ALGORITHM:
            return [f"signature.algorithm is {sig['algorithm']!r}; reports are signed with "
                    f"{ALGORITHM}"]
        public = Ed25519PublicKey.from_public_bytes(base64.b64decode(sig["public_key"],
                                                                     validate=True))
        value = base64.b64decode(sig["value"], validate=True)
        signer = sig["signer"]
    except (KeyError, TypeError, ValueError) as e:
        return [f"the signature is garbled ({type(e).__name__}: {e}): it cannot be checked"]
    problems = []
    if expected is not None and _raw(public) != _raw(expected):
        problems.append(f"signed by key {fingerprint(public)}, not by the given key "
                        f"{fingerprint(expected)}")
    if sig.get("fingerprint") != fingerprint(public):
        problems.append(f"signature.fingerprint is {sig.get('fingerprint')!r}; the signature's "
                        f"key has {fingerprint(public)}")
    try:
        public.verify(value, message(report, str(signer)))
    except InvalidSignature:
        problems.append("the signature does not verify: the report's sha256 or signer changed "
                        "after it was signed, or the signature was altered")
    return problems
