"""Signed reports (reports/signing.py, `python -m reports keygen | sign | verify --key`): who
submitted a report, and that nothing changed after they signed it."""
from __future__ import annotations

import base64
import copy
import json
import stat
from pathlib import Path

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from reports import build_report
from reports import signing
from reports.__main__ import main
from reports.report import DERIVED, SIGNATURE, digest
from tests.helpers.schema import validate

RUN = {"suite": {"version": "0.1.0", "git_sha": None, "dirty": None}, "spec_version": "seed",
       "oracle": {"name": "reference", "version": "1", "platform": "linux", "cpu": "x"},
       "environment": {"python": "3.11", "packages": {}}, "options": {"oracle": ["reference"]},
       "tolerance_profile": "default", "allowances": {}, "certify": False,
       "started": "2026-01-01T00:00:00", "finished": "2026-01-01T00:01:00"}
RESULT = {"id": "add/f32/case_1", "op": "add", "element_type": "f32", "source": "gen",
          "oracle": "reference", "status": "fail", "reason": "", "rule": "1 ULP", "message": "x",
          "expected": "", "actual": "", "seconds": 0.1, "replay": "r"}


@pytest.fixture
def keys(tmp_path):
    """(private key path, public key path) made by keygen, and another pair."""
    assert main(["keygen", str(tmp_path / "vendor"), "--comment", "Example"]) == 0
    assert main(["keygen", str(tmp_path / "other")]) == 0
    return tmp_path / "vendor", tmp_path / "vendor.pub", tmp_path / "other.pub"


def write(path, report) -> str:
    path.write_text(json.dumps(report))
    return str(path)


def signed(tmp_path, keys, report=None) -> str:
    path = write(tmp_path / "report.json", report or build_report(RUN, [RESULT]))
    assert main(["sign", path, "--key", str(keys[0]), "--signer", "Example Corp"]) == 0
    return path


def test_keygen_writes_a_private_key_only_its_owner_reads_and_never_overwrites(keys, capsys):
    private, public, _ = keys
    assert stat.S_IMODE(private.stat().st_mode) == 0o600
    assert public.read_text().startswith("ssh-ed25519 ") and "Example" in public.read_text()
    assert main(["keygen", str(private)]) == 2
    assert f"{private}: exists; keygen does not overwrite a key" in capsys.readouterr().err


def test_a_signed_report_verifies_with_the_signers_key(tmp_path, keys, capsys):
    path = signed(tmp_path, keys)
    capsys.readouterr()
    assert main(["verify", path, "--key", str(keys[1])]) == 0
    out = capsys.readouterr().out
    fp = signing.fingerprint(signing.load_public(str(keys[1])))
    assert f"signed by the given key {fp} (Example Corp)" in out
    assert main(["verify", path]) == 0
    assert "not checked against a key you trust: give it with --key" in capsys.readouterr().out


def test_the_private_key_never_enters_the_report(tmp_path, keys):
    report = json.loads(open(signed(tmp_path, keys)).read())
    schema = json.loads((Path(__file__).resolve().parents[2] / "docs" /
                         "report.schema.json").read_text())
    assert validate(report, schema) == []
    private = signing.load_private(str(keys[0]))
    raw = private.private_bytes(serialization.Encoding.Raw, serialization.PrivateFormat.Raw,
                                serialization.NoEncryption())
    text = json.dumps(report)
    assert set(report[SIGNATURE]) == {"algorithm", "public_key", "fingerprint", "signer", "value"}
    assert base64.b64encode(raw).decode() not in text and raw.hex() not in text


def test_another_key_is_named(tmp_path, keys, capsys):
    path = signed(tmp_path, keys)
    assert main(["verify", path, "--key", str(keys[2])]) == 1
    out = capsys.readouterr().out
    assert "REJECTED" in out and "signature: signed by key SHA256:" in out
    assert "not by the given key SHA256:" in out


def test_an_edited_and_redigested_report_breaks_the_signature(tmp_path, keys, capsys):
    report = json.loads(open(signed(tmp_path, keys)).read())
    forged = copy.deepcopy(report)
    forged["results"][0]["status"] = "pass"
    run = {k: v for k, v in forged.items() if k not in (*DERIVED, SIGNATURE, "format", "results")}
    forged = {**build_report(run, forged["results"]), SIGNATURE: report[SIGNATURE]}
    assert forged["sha256"] == digest(forged) and forged["verdict"] == "pass"
    assert main(["verify", write(tmp_path / "forged.json", forged), "--key", str(keys[1])]) == 1
    assert "the signature does not verify" in capsys.readouterr().out


@pytest.mark.parametrize("field, value, says", [
    ("value", "not base64!", "the signature is garbled"),
    ("value", base64.b64encode(b"\0" * 64).decode(), "the signature does not verify"),
    ("public_key", "AAAA", "the signature is garbled"),
    ("algorithm", "rsa", "signature.algorithm is 'rsa'"),
    ("signer", "Someone Else", "the signature does not verify"),
])
def test_a_garbled_signature_is_rejected(tmp_path, keys, capsys, field, value, says):
    report = json.loads(open(signed(tmp_path, keys)).read())
    report[SIGNATURE][field] = value
    assert main(["verify", write(tmp_path / "g.json", report)]) == 1
    assert says in capsys.readouterr().out


def test_an_unsigned_report_fails_verify_with_a_key(tmp_path, keys, capsys):
    path = write(tmp_path / "report.json", build_report(RUN, [RESULT]))
    assert main(["verify", path, "--key", str(keys[1])]) == 1
    assert "signature: not signed: the report has no signature" in capsys.readouterr().out


def test_key_files_that_do_not_fit_are_usage_errors(tmp_path, keys, capsys):
    path = write(tmp_path / "report.json", build_report(RUN, [RESULT]))
    assert main(["verify", path, "--key", str(keys[0])]) == 2
    assert "this is a private key: give its .pub" in capsys.readouterr().err
    assert main(["sign", path, "--key", str(keys[1])]) == 2
    assert "not a readable private key" in capsys.readouterr().err
    assert main(["sign", path, "--key", str(tmp_path / "missing")]) == 2
    assert "missing: cannot read" in capsys.readouterr().err


def test_an_openssh_key_and_an_encrypted_key_sign(tmp_path, monkeypatch, capsys):
    key = Ed25519PrivateKey.generate()
    (tmp_path / "ssh").write_bytes(key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.OpenSSH,
        serialization.NoEncryption()))
    path = write(tmp_path / "report.json", build_report(RUN, [RESULT]))
    assert main(["sign", path, "--key", str(tmp_path / "ssh")]) == 0
    assert signing.signature_problems(json.loads(open(path).read()), key.public_key()) == []
    monkeypatch.setenv("PASS", "correct horse")
    assert main(["keygen", str(tmp_path / "enc"), "--passphrase-env", "PASS"]) == 0
    assert b"ENCRYPTED" in (tmp_path / "enc").read_bytes()
    assert main(["sign", path, "--key", str(tmp_path / "enc")]) == 2
    assert "private key is encrypted (give the passphrase's variable" in capsys.readouterr().err
    assert main(["sign", path, "--key", str(tmp_path / "enc"), "--passphrase-env", "PASS"]) == 0


def test_a_report_that_does_not_verify_is_not_signed(tmp_path, keys, capsys):
    report = build_report(RUN, [RESULT])
    report["verdict"] = "pass"
    assert main(["sign", write(tmp_path / "r.json", report), "--key", str(keys[0])]) == 1
    assert "not signed: it does not verify" in capsys.readouterr().out
