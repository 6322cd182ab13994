"""The `command` oracle: a vendor executable through the file protocol of docs/oracles.md."""
import io
import os
import signal
import subprocess
import sys
import tempfile
import time
import zipfile

import ml_dtypes
import numpy as np
import pytest

import spec
from fuzz.strategies_base import random_values
from oracles.command import Command
from oracles.reference import Reference
from oracles.verdict import judge
from reference import npz
from reference.values import TOKEN, QuantizedTensor, bit_pattern
from spec.types import ELEMENT_TYPES, QuantizedElementType, TokenType, TupleType
from tests.helpers.limits import memory_cap

DATA = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data")
ROOT = os.path.dirname(os.path.dirname(DATA))
VENDOR = [sys.executable, os.path.join(DATA, "vendor_reference.py")]


def misbehaving(mode: str, **kw) -> Command:
    return Command([sys.executable, os.path.join(DATA, "vendor_misbehaves.py"), mode], **kw)


def unary(op: str, et: str, n: int = 3) -> spec.Module:
    t = f"tensor<{n}x{et}>"
    return spec.parse(f"func.func @main(%x: {t}) -> {t} {{\n  %y = {op} %x : {t}\n"
                      f"  return %y : {t}\n}}")


def test_the_reference_vendor_computes_results_of_every_encoding():
    oracle = Command(VENDOR, time_limit=60)
    cases = [("f32", np.array([1.5, -0.0, 3.0], np.float32), [-1.5, 0.0, -3.0]),
             ("bf16", np.array([1, 2, -4], ml_dtypes.bfloat16), [-1, -2, 4]),  # stored as bits
             ("i4", np.array([7, -8, 0], ml_dtypes.int4), [-7, -8, 0]),  # -(-8) wraps to -8
             ("i1", np.array([True, False, True]), None)]
    for et, x, expected in cases:
        op = "stablehlo.not" if et == "i1" else "stablehlo.negate"
        outcome = oracle.run(unary(op, et), [x])
        assert outcome.status == "ok", outcome.message
        (y,) = outcome.outputs
        assert y.dtype == x.dtype
        if expected is None:
            assert y.tolist() == [False, True, False]
        else:
            assert y.astype(np.float64).tolist() == expected
    assert np.signbit(oracle.run(unary("stablehlo.negate", "f32"),
                                 [np.array([-0.0, 0, 1], np.float32)]).outputs[0][0]) == False  # noqa: E712


def test_a_function_the_module_lacks_is_unsupported_before_the_vendor_runs():
    outcome = misbehaving("hang").run(unary("stablehlo.negate", "f32"), [np.ones(3, np.float32)],
                                      func="missing")
    assert outcome.status == "unsupported" and "no function @missing" in outcome.message


@pytest.mark.parametrize("code, status", [(0, "crash"), (65, "rejected"), (69, "unsupported"),
                                          (1, "crash"), (3, "crash")])
def test_exit_statuses(code, status):
    outcome = misbehaving(f"exit:{code}").run(unary("stablehlo.negate", "f32"),
                                              [np.ones(3, np.float32)])
    assert outcome.status == status
    assert f"status {code}" in outcome.message  # the vendor's stderr, or our own words
    if code == 0:
        assert "wrote no outputs.npz" in outcome.message


def test_a_hanging_vendor_times_out():
    outcome = misbehaving("hang", time_limit=1).run(unary("stablehlo.negate", "f32"),
                                                    [np.ones(3, np.float32)])
    assert outcome.status == "timeout" and "ran past 1 s" in outcome.message


@pytest.mark.parametrize("mode, words", [("garbage", "cannot read"),
                                         ("wrong-keys", "expected 1 input(s) (out0)")])
def test_unreadable_outputs_are_a_crash(mode, words):
    outcome = misbehaving(mode).run(unary("stablehlo.negate", "f32"), [np.ones(3, np.float32)])
    assert outcome.status == "crash" and "unreadable outputs" in outcome.message
    assert words in outcome.message


def test_arguments_are_a_list_never_a_shell_line():
    script = "import sys; sys.stderr.write(repr(sys.argv[1:])); sys.exit(65)"
    outcome = Command([sys.executable, "-c", script, "a b; $(touch x) *"]).run(
        unary("stablehlo.negate", "f32"), [np.ones(3, np.float32)])
    args = eval(outcome.message)
    assert args[0] == "a b; $(touch x) *"
    assert [os.path.basename(a) for a in args[1:]] == ["program.mlir", "inputs.npz",
                                                        "outputs.npz", "main"]


def test_the_program_file_is_the_generic_form():
    script = "import sys; sys.stderr.write(open(sys.argv[1]).read()); sys.exit(65)"
    module = unary("stablehlo.negate", "f32")
    outcome = Command([sys.executable, "-c", script]).run(module, [np.ones(3, np.float32)])
    assert outcome.message == spec.print_module(module).strip()
    assert '"stablehlo.negate"' in outcome.message


def test_a_missing_executable_is_a_crash_saying_so():
    outcome = Command(["/no/such/vendor"]).run(unary("stablehlo.negate", "f32"),
                                               [np.ones(3, np.float32)])
    assert outcome.status == "crash" and "cannot run /no/such/vendor" in outcome.message


def test_an_empty_command_is_refused():
    with pytest.raises(ValueError, match="needs an executable"):
        Command("")


def test_tuples_and_tokens_travel_the_protocol():
    """Nested tuples and tokens, in and out (npz: `<key>.type = "tuple"`, elements under
    `<key>.<i>`), and the verdict compares them element by element."""
    text = """
func.func @main(%t: tuple<tensor<2xbf16>, tuple<tensor<i4>, !stablehlo.token>>) -> (tuple<tensor<2xbf16>, tuple<tensor<i4>, !stablehlo.token>>, !stablehlo.token) {
  %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<2xbf16>, tuple<tensor<i4>, !stablehlo.token>>) -> tensor<2xbf16>
  %n = stablehlo.negate %a : tensor<2xbf16>
  %inner = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xbf16>, tuple<tensor<i4>, !stablehlo.token>>) -> tuple<tensor<i4>, !stablehlo.token>
  %k = stablehlo.get_tuple_element %inner[1] : (tuple<tensor<i4>, !stablehlo.token>) -> !stablehlo.token
  %r = stablehlo.tuple %n, %inner : tuple<tensor<2xbf16>, tuple<tensor<i4>, !stablehlo.token>>
  return %r, %k : tuple<tensor<2xbf16>, tuple<tensor<i4>, !stablehlo.token>>, !stablehlo.token
}"""
    module = spec.parse(text)
    inputs = [(np.array([1.5, -2], ml_dtypes.bfloat16), (np.array(-3, ml_dtypes.int4), TOKEN))]
    outcome = Command(VENDOR, time_limit=60).run(module, inputs)
    assert outcome.status == "ok", outcome.message
    (n, (i4, token)), last = outcome.outputs
    assert n.tolist() == [-1.5, 2] and n.dtype == ml_dtypes.bfloat16
    assert int(i4) == -3 and token is TOKEN and last is TOKEN
    expected = Reference(bounds=True).run(module, inputs)
    assert judge(module, inputs, expected, outcome, "command").status == "pass"
    wrong = outcome.outputs[0][0].copy()
    wrong[1] = 3
    bad = type(outcome)("ok", [(wrong, outcome.outputs[0][1]), TOKEN])
    verdict = judge(module, inputs, expected, bad, "command")
    assert verdict.status == "fail" and "tuple element [0]" in verdict.message


def test_a_relative_path_in_the_command_names_the_file_from_here(tmp_path, monkeypatch):
    """The vendor runs in its case's temporary directory: `tests/data/vendor.py` in the
    command still names the file from where the oracle was made."""
    monkeypatch.chdir(os.path.dirname(os.path.dirname(DATA)))
    oracle = Command(f"{sys.executable} tests/data/vendor_reference.py", time_limit=60)
    assert oracle.argv[1] == os.path.join(DATA, "vendor_reference.py")
    outcome = oracle.run(unary("stablehlo.negate", "f32"), [np.ones(3, np.float32)])
    assert outcome.status == "ok", outcome.message
    monkeypatch.chdir(DATA)  # `python vendor_reference.py`: a bare file name from here too
    oracle = Command(f"{sys.executable} vendor_reference.py --no-such-flag-kept", time_limit=60)
    assert oracle.argv[1:] == [os.path.join(DATA, "vendor_reference.py"), "--no-such-flag-kept"]
    assert Command("python vendor_reference.py").argv[0] == "python"  # the PATH's


def test_hostile_outputs_are_refused_before_they_are_read(tmp_path):
    """outputs.npz from a vendor: a .npy header claiming 2^40 floats, a zip bomb, a pickle:
    each a crash saying why, at once, with nothing allocated or inflated."""
    types = list(unary("stablehlo.negate", "f32").func("main").type.results)
    header = io.BytesIO()
    np.lib.format.write_array_header_1_0(header, {"descr": "<f4", "fortran_order": False,
                                                  "shape": (1 << 40,)})
    with zipfile.ZipFile(tmp_path / "claims.npz", "w") as z:
        z.writestr("out0.npy", header.getvalue() + b"\0" * 16)
    header = io.BytesIO()
    np.lib.format.write_array_header_1_0(header, {"descr": "<f4", "fortran_order": False,
                                                  "shape": (50_000_000,)})
    with zipfile.ZipFile(tmp_path / "bomb.npz", "w", compression=zipfile.ZIP_DEFLATED) as z:
        z.writestr("out0.npy", header.getvalue() + b"\0" * 200_000_000)
    np.savez(tmp_path / "pickle.npz", out0=np.array([1, "x"], dtype=object))
    for name, words in (("claims", "claims shape"), ("bomb", "inflates to"),
                        ("pickle", "pickles are refused")):
        with pytest.raises(npz.NpzError, match=words):
            npz.load(str(tmp_path / f"{name}.npz"), types, prefix="out")


def test_outputs_of_many_members_are_refused_before_they_are_inflated(tmp_path):
    """Members past those the results take (each and its .type, a few notes), or members each
    within the bound whose sum is not (60,000 compressed members of 64 KB inflated to 3.9 GB
    before): refused, with nothing inflated."""
    types = list(unary("stablehlo.negate", "f32", n=1 << 20).func("main").type.results)
    np.savez(tmp_path / "many.npz", **{f"note{i}": np.zeros(0) for i in range(100)})
    member = io.BytesIO()
    np.lib.format.write_array(member, np.zeros(1 << 20, np.float32))  # the whole result
    with zipfile.ZipFile(tmp_path / "together.npz", "w", compression=zipfile.ZIP_DEFLATED) as z:
        for i in range(18):
            z.writestr(f"out0.{i}.npy", member.getvalue())
    for name, words in (("many", "100 members, more than the 18"),
                        ("together", "together inflate to")):
        with memory_cap(256 << 20), pytest.raises(npz.NpzError, match=words):
            npz.load(str(tmp_path / f"{name}.npz"), types, prefix="out")


def test_outputs_that_are_a_named_pipe_are_refused_before_they_are_opened(tmp_path):
    """A named pipe no one writes: opening it blocked the run for ever (the check runs in a
    child with a time limit)."""
    os.mkfifo(tmp_path / "fifo.npz")
    script = ("import sys; from reference import npz; from spec import parse; "
              "t = list(parse('func.func @main(%x: tensor<f32>) -> tensor<f32> { return %x : "
              "tensor<f32> }').func('main').type.results)\n"
              "try: npz.load(sys.argv[1], t)\nexcept npz.NpzError as e: print(e)")
    done = subprocess.run([sys.executable, "-c", script, str(tmp_path / "fifo.npz")],
                          capture_output=True, text=True, timeout=60,
                          cwd=ROOT)
    assert "a named pipe, not a regular file" in done.stdout, done.stderr


def test_outputs_that_are_a_device_or_too_large_a_file_are_refused_before_they_are_read(
        tmp_path):
    """A symlink to /dev/zero (reading it filled memory: 12 GB in 30 s) and a sparse file of
    1 GiB where a token is expected."""
    with memory_cap():
        outcome = misbehaving("device").run(unary("stablehlo.negate", "f32"),
                                            [np.ones(3, np.float32)])
    assert outcome.status == "crash" and "a character device, not a regular file" \
        in outcome.message
    (tmp_path / "big.npz").write_bytes(b"")
    os.truncate(tmp_path / "big.npz", 1 << 30)  # sparse: no disk
    with pytest.raises(npz.NpzError, match="1073741824 bytes, more than"):
        npz.load(str(tmp_path / "big.npz"), [TokenType()])


def test_a_grandchild_that_leaves_the_session_is_killed_and_does_not_hold_the_run(tmp_path,
                                                                                   monkeypatch):
    """A vendor whose grandchild calls setsid() and keeps stderr open for an hour: the run ends
    when the vendor does (it used to wait for the grandchild), and the grandchild is killed."""
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    start = time.monotonic()
    outcome = misbehaving("escape", time_limit=10).run(unary("stablehlo.negate", "f32"),
                                                       [np.ones(3, np.float32)])
    assert outcome.status == "crash" and time.monotonic() - start < 8
    pid = int((tmp_path / "escape-pid").read_text())
    time.sleep(0.2)
    assert not os.path.exists(f"/proc/{pid}") or "Z" in open(f"/proc/{pid}/stat").read().split()[2]


def test_a_grandchild_without_the_runs_mark_is_killed_by_the_pipe_it_holds(tmp_path):
    """The same grandchild with its environment cleared (it carries no mark): closing its
    stderr pipe blocked the run for ever (the run is a child with a time limit here); now the
    process that holds the pipe is killed."""
    script = ("import sys, numpy as np; from oracles.command import Command; "
              "from spec import parse\n"
              "m = parse('func.func @main(%x: tensor<f32>) -> tensor<f32> { return %x : "
              "tensor<f32> }')\n"
              "print(Command(sys.argv[1:], time_limit=30).run(m, [np.ones((), np.float32)])"
              ".status)")
    try:
        done = subprocess.run([sys.executable, "-c", script, sys.executable,
                               os.path.join(DATA, "vendor_misbehaves.py"), "escape-bare"],
                              capture_output=True, text=True, timeout=60,
                              env=dict(os.environ, TMPDIR=str(tmp_path)),
                              cwd=ROOT)
        assert done.stdout.strip() == "crash", done.stderr
        pid = int((tmp_path / "escape-pid").read_text())
        time.sleep(0.2)
        assert not os.path.exists(f"/proc/{pid}") \
            or "Z" in open(f"/proc/{pid}/stat").read().split()[2]
    finally:
        if (tmp_path / "escape-pid").exists():
            try:
                os.kill(int((tmp_path / "escape-pid").read_text()), signal.SIGKILL)
            except ProcessLookupError:
                pass


def test_a_flood_of_stderr_is_read_into_a_bounded_message():
    outcome = misbehaving("flood").run(unary("stablehlo.negate", "f32"), [np.ones(3, np.float32)])
    assert outcome.status == "crash" and len(outcome.message) < 20_000


def test_a_vendor_runs_under_the_memory_limit():
    outcome = misbehaving("hog", memory_limit=2 << 30).run(unary("stablehlo.negate", "f32"),
                                                            [np.ones(3, np.float32)])
    assert outcome.status == "crash" and "MemoryError" in outcome.message


def test_case_directories_of_a_killed_harness_are_removed(tmp_path, monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    orphan = tmp_path / f"oracle-command-{dead.pid}-abc"
    orphan.mkdir()
    (orphan / "program.mlir").write_text("x")
    mine = tmp_path / f"oracle-command-{os.getpid()}-abc"
    mine.mkdir()
    Command(VENDOR)
    assert not orphan.exists() and mine.exists()


QUANTIZED = ("!quant.uniform<i8:f32, 0.5:-3>", "!quant.uniform<ui8:bf16, 2.0:7>",
             "!quant.uniform<i4:f16, 0.25:1>", "!quant.uniform<i16:f32:0, {0.5:1, 0.125:-2}>")
"""Quantized element types of the parity test: per-tensor over a signed, an unsigned and a
sub-byte storage type, and per-axis (axis 0 of a 2 x 3 tensor)."""


PARITY_TYPES = [f"tensor<2x3x{name}>" for name in ELEMENT_TYPES] \
    + [f"tensor<2x3x{q}>" for q in QUANTIZED] + [
        "!stablehlo.token",
        "tuple<tensor<2xbf16>, tuple<!stablehlo.token, tensor<i4>, tuple<>>, tensor<0xf8E4M3FN>>"]
"""A 2 x 3 tensor of every element type and of each quantized type, a token and nested tuples
(an empty one, a tensor of no elements). A dynamic shape travels in a program of its own: the
command oracle refines shape-polymorphic programs through jaxlib, whose context does not read
quantized types."""


def _parity_value(rng, t):
    """A value of type `t` (special values at half the elements)."""
    if isinstance(t, TupleType):
        return tuple(_parity_value(rng, u) for u in t.types)
    if isinstance(t, TokenType):
        return TOKEN
    shape = tuple(3 if d is None else d for d in t.shape)
    et = t.element_type
    if isinstance(et, QuantizedElementType):
        return QuantizedTensor(random_values(rng, et.storage_type.name, shape, 0.5), et)
    return random_values(rng, et.name, shape, special_rate=0.5)


def _same(a, b) -> bool:
    """Bit-identical values (NaN payloads and signed zeros included), of the same structure."""
    if isinstance(a, tuple):
        return isinstance(b, tuple) and len(a) == len(b) and all(map(_same, a, b))
    if a is TOKEN:
        return b is TOKEN
    if isinstance(a, QuantizedTensor):
        return isinstance(b, QuantizedTensor) and a.element_type == b.element_type \
            and _same(a.storage, b.storage)
    if not (isinstance(b, np.ndarray) and a.dtype == b.dtype and a.shape == b.shape):
        return False
    parts = (np.real, np.imag) if np.iscomplexobj(a) else (np.asarray,)
    return all(np.array_equal(bit_pattern(part(a)), bit_pattern(part(b))) for part in parts)


def test_every_value_kind_travels_the_protocol_both_ways():
    """Parity of the command protocol: the identity function of one argument of every element
    type (special values included), quantized types, a dynamic shape, a token and nested
    tuples, run by the reference vendor, gives back every argument bit for bit; a kind that
    stops travelling, either way, fails here."""
    for types in (PARITY_TYPES, ["tensor<?x2xf32>", "tensor<2x?xbf16>", "tensor<?xi4>"]):
        _identity_travels(types)


def _identity_travels(types: list[str]) -> None:
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    names = ", ".join(f"%a{i}" for i in range(len(types)))
    module = spec.parse(f"func.func @main({args}) -> ({', '.join(types)}) {{\n"
                        f"  return {names} : {', '.join(types)}\n}}")
    rng = np.random.default_rng(19)
    inputs = [_parity_value(rng, t) for t in module.func("main").type.inputs]
    outcome = Command(VENDOR, time_limit=120).run(module, inputs)
    assert outcome.status == "ok", outcome.message
    wrong = [t for t, x, y in zip(types, inputs, outcome.outputs) if not _same(x, y)]
    assert not wrong, f"values that did not come back unchanged: {wrong}"
    expected = Reference(bounds=True).run(module, inputs)
    assert judge(module, inputs, expected, outcome, "command").status == "pass"


PERMUTE = """module attributes {mhlo.num_replicas = 3 : i32, mhlo.num_partitions = 1 : i32} {
  func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
    %0 = "stablehlo.collective_permute"(%x) {
      source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>
    } : (tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}"""


def test_a_grid_program_runs_through_the_grid_form_and_every_process_comes_back():
    module = spec.parse(PERMUTE)
    inputs = {(r, 0): [np.array([r, r + 0.5], np.float32)] for r in range(3)}
    outcome = Command(VENDOR, time_limit=60, grids=True).run_grid(module, inputs)
    assert outcome.status == "ok", outcome.message
    got = {pid: [x.tolist() for x in values] for pid, values in outcome.processes.items()}
    assert got == {(0, 0): [[0.0, 0.0]], (1, 0): [[0.0, 0.5]], (2, 0): [[1.0, 1.5]]}
    assert got[0, 0] == [x.tolist() for x in outcome.outputs]
    expected = Reference().run_grid(module, inputs)
    for pid, values in expected.processes.items():
        assert [x.tolist() for x in values] == got[pid]


def test_the_grid_form_puts_the_grid_in_the_arguments_and_every_process_in_the_files(tmp_path):
    seen = tmp_path / "seen.txt"
    script = tmp_path / "vendor.py"
    script.write_text(
        "import sys, zipfile\n"
        f"open({str(seen)!r}, 'w').write(' '.join(sys.argv[5:]) + '\\n' + "
        "' '.join(sorted(zipfile.ZipFile(sys.argv[2]).namelist())))\n"
        "sys.exit(69)\n")
    outcome = Command([sys.executable, str(script)], grids=True).run_grid(
        spec.parse(PERMUTE), {(r, 0): [np.zeros(2, np.float32)] for r in range(3)})
    assert outcome.status == "unsupported"
    grid, keys = seen.read_text().splitlines()
    assert grid == "3 1"
    assert keys == "r0p0/arg0.npy r1p0/arg0.npy r2p0/arg0.npy"


def test_a_vendor_that_does_not_declare_grids_is_given_no_grid_program():
    module = spec.parse(PERMUTE)
    oracle = Command(VENDOR, time_limit=60)
    ok, why = oracle.supports(module)
    assert not ok and "runs one process" in why and "3 x 1 process grid" in why
    outcome = oracle.run_grid(module, {(r, 0): [np.zeros(2, np.float32)] for r in range(3)})
    assert outcome.status == "unsupported" and outcome.message == why
    assert oracle.run(module, [np.zeros(2, np.float32)]).status == "unsupported"


def test_grid_outputs_that_miss_a_process_are_a_crash_naming_it(tmp_path):
    script = tmp_path / "vendor.py"
    script.write_text(
        "import sys, numpy as np\n"
        "np.savez(sys.argv[3], **{'r0p0/out0': np.zeros(2, np.float32), "
        "'r1p0/out0': np.zeros(2, np.float32)})\n")
    outcome = Command([sys.executable, str(script)], grids=True).run_grid(
        spec.parse(PERMUTE), {(r, 0): [np.zeros(2, np.float32)] for r in range(3)})
    assert outcome.status == "crash"
    assert "process r2p0" in outcome.message, outcome.message
