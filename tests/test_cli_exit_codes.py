"""Every command line answers the same mistake with the same exit status (docs/cli.md): a file
that cannot be read, a file without a program (blank, or comments only) and an unknown option
are usage errors, 2, with a one-line message and no traceback."""
import pytest

import fuzz.__main__
import oracles.__main__
import reference.__main__
import reports.__main__
import spec.__main__

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


@pytest.mark.parametrize("main, argv", [
    (spec.__main__.main, ["verify", "--no-such-option", "x.mlir"]),
    (reference.__main__.main, ["run", "--no-such-option", "x.mlir"]),
    (oracles.__main__.main, ["run", "--oracles", "reference", "--no-such-option", "x.mlir"]),
    (fuzz.__main__.main, ["replay", "--no-such-option", "x"]),
    (reports.__main__.main, ["verify", "--no-such-option", "x"]),
])
def test_an_unknown_option_is_a_usage_error(main, argv, capsys):
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2 and "unrecognized arguments" in capsys.readouterr().err


def test_a_missing_report_or_bundle_is_a_usage_error(tmp_path, capsys):
    assert reports.__main__.main(["verify", str(tmp_path / "missing.json")]) == 2
    assert fuzz.__main__.main(["replay", str(tmp_path / "missing")]) == 2
    assert "Traceback" not in capsys.readouterr().err
