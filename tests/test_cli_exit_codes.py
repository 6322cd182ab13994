"""Every command line answers the same mistake with the same exit status (docs/cli.md): a file
that cannot be read, a file without a program (blank, or comments only) and an unknown option
are usage errors, 2, with a one-line message and no traceback; every option says what it is
for."""
import argparse
from pathlib import Path

import pytest

import fuzz.__main__
import oracles.__main__
import reference.__main__
import reports.__main__
import reports.plugin
import spec.__main__
from tests.helpers.limits import memory_cap

COMMANDS = {
    "spec parse": (spec.__main__.main, ["parse", "{file}"]),
    "spec print": (spec.__main__.main, ["print", "{file}"]),
    "spec verify": (spec.__main__.main, ["verify", "{file}"]),
    "reference run": (reference.__main__.main, ["run", "{file}"]),
    "reference eval": (reference.__main__.main, ["eval", "{file}", "--func", "main"]),
    "oracles run": (oracles.__main__.main, ["run", "{file}", "--oracles", "reference"]),
    "fuzz mutants": (fuzz.__main__.main, ["mutants", "--no-progress", "{file}"]),
}
BLANK = "// a comment, and nothing else\n\n   \n"
MODELS = Path(__file__).resolve().parents[1] / "corpus" / "models"


def _run(name, path, capsys, extra=()):
    main, argv = COMMANDS[name]
    code = main([a.format(file=path) for a in argv] + list(extra))
    out, err = capsys.readouterr()
    return code, out + err


@pytest.mark.parametrize("name", COMMANDS)
def test_a_file_that_cannot_be_read_is_a_usage_error(name, tmp_path, capsys):
    code, text = _run(name, tmp_path / "missing.mlir", capsys)
    assert code == 2 and "Traceback" not in text and "missing.mlir" in text


@pytest.mark.parametrize("name", COMMANDS)
def test_a_file_without_a_program_is_a_usage_error(name, tmp_path, capsys):
    path = tmp_path / "blank.mlir"
    path.write_text(BLANK)
    code, text = _run(name, path, capsys)
    assert code == 2 and f"no module or function in {path}" in text


@pytest.mark.jaxlib
@pytest.mark.parametrize("name", COMMANDS)
def test_a_jax_export_artifact_is_read_by_its_content(name, capsys):
    """What a framework ships (`Exported.serialize()`): every command that reads a program
    reads it as `oracles run` does (spec.program_files), not as text that fails to decode."""
    inputs = ["--inputs", str(MODELS / "tanh_matmul.npz")] if name == "reference eval" else []
    code, text = _run(name, MODELS / "tanh_matmul.jaxexport", capsys, inputs)
    assert code in (0, 3) and "Traceback" not in text and "utf-8" not in text, text


@pytest.mark.parametrize("name", COMMANDS)
def test_a_device_is_a_usage_error_and_is_not_read(name, capsys):
    """/dev/zero as the program: reading it filled memory (10 GB in 20 s)."""
    with memory_cap():
        code, text = _run(name, "/dev/zero", capsys)
    assert code == 2 and "/dev/zero" in text and "a character device" in text, text


@pytest.mark.parametrize("content", ["/dev/zero", "[" * 100_000])
def test_a_report_that_is_a_device_or_nested_json_is_a_usage_error(content, tmp_path, capsys):
    path = content if content.startswith("/dev") else tmp_path / "report.json"
    if path != content:
        path.write_text(content)
    with memory_cap():
        code = reports.__main__.main(["verify", str(path)])
    err = capsys.readouterr().err
    assert code == 2 and "Traceback" not in err and len(err.splitlines()) == 1, err


@pytest.mark.parametrize("main, argv", [
    (spec.__main__.main, ["verify", "--no-such-option", "x.mlir"]),
    (reference.__main__.main, ["run", "--no-such-option", "x.mlir"]),
    (oracles.__main__.main, ["run", "--oracles", "reference", "--no-such-option", "x.mlir"]),
    (fuzz.__main__.main, ["replay", "--no-such-option", "x"]),
    (reports.__main__.main, ["verify", "--no-such-option", "x"]),
    (reports.__main__.main, ["audit", "--no-such-option", "x"]),
    (reports.__main__.main, ["sign", "--key", "k", "--no-such-option", "x"]),
])
def test_an_unknown_option_is_a_usage_error(main, argv, capsys):
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2 and "unrecognized arguments" in capsys.readouterr().err


def test_a_missing_report_or_bundle_is_a_usage_error(tmp_path, capsys):
    assert reports.__main__.main(["verify", str(tmp_path / "missing.json")]) == 2
    assert reports.__main__.main(["audit", str(tmp_path / "missing.json")]) == 2
    assert reports.__main__.main(["sign", str(tmp_path / "missing.json"), "--key",
                                  str(tmp_path / "missing.key")]) == 2
    assert fuzz.__main__.main(["replay", str(tmp_path / "missing")]) == 2
    assert "Traceback" not in capsys.readouterr().err


MAINS = {"spec": spec.__main__.main, "reference": reference.__main__.main,
         "oracles": oracles.__main__.main, "fuzz": fuzz.__main__.main,
         "reports": reports.__main__.main}


class _Parsed(Exception):
    """Carries the parser a command line's main() built, caught before it parses."""


def parser_of(main, monkeypatch) -> argparse.ArgumentParser:
    def caught(self, *args, **kwargs):
        raise _Parsed(self)
    monkeypatch.setattr(argparse.ArgumentParser, "parse_args", caught)
    with pytest.raises(_Parsed) as info:
        main(["--help"])
    return info.value.args[0]


def options(parser: argparse.ArgumentParser, where: str):
    """(where, action) of every option and argument, subcommands' included."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from options(sub, f"{where} {name}")
        elif not isinstance(action, argparse._HelpAction):
            yield where, action


@pytest.mark.parametrize("name", MAINS)
def test_every_option_has_help(name, monkeypatch):
    found = list(options(parser_of(MAINS[name], monkeypatch), f"python -m {name}"))
    assert found
    assert [f"{where}: {'/'.join(a.option_strings) or a.dest}" for where, a in found
            if not a.help] == []


def test_a_campaign_without_oracles_runs_the_default_set(capsys):
    names = fuzz.__main__.default_oracles().split(",")
    assert names[0] == "reference" and "xla" in names
    assert not {"command", "iree"} & set(names)
    # --seconds 0 stops it after the oracles are chosen, before it runs
    assert fuzz.__main__.main(["campaign", "--seconds", "0", "--no-progress"]) == 2
    out, err = capsys.readouterr()
    assert f"oracles: {','.join(names)} (the default" in out and "--seconds 0: must be > 0" in err


class _Options:
    """Stands in for pytest's parser: records the conformance plugin's options."""

    def __init__(self):
        self.added = []

    def getgroup(self, *args, **kwargs):
        return self

    def addoption(self, *names, **kwargs):
        self.added.append((names, kwargs.get("help")))


def test_every_option_of_the_conformance_plugin_has_help():
    options = _Options()
    reports.plugin.pytest_addoption(options)
    assert options.added and [names for names, text in options.added if not text] == []
