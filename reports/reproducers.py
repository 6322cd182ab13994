"""The known divergences' standalone reproducers: found among the conformance cases, written, run.

Every `[[divergence]]` of oracles/known_divergences.toml names its reproducer (`reproducer =
"NAME"`): the script oracles/reproducers/NAME.py, a fuzz/standalone.py script (the program the
oracle ran, the inputs, the spec's sentence, the diverging elements with the spec's values and
the accepted differences) that reproduces the entry's divergence with the implementation's own
packages alone. tests/oracles/test_known_reproducers.py runs every script whose oracle is
installed here and fails on one that no longer reproduces (the entry is stale or too wide).

`python -m reports.reproducers find [INDEX ...]` searches a reproducer for entries (by their
position in the file; default: those without one): the corpus cases and the generated cases of
the entry's op and types, each run on the reference and the entry's oracle (the first of its
oracles installed here), until one diverges in a way that matches this very entry
(oracles.verdict.known_divergence, the entry's `when` and `what` included). It writes the script
and the entry's `reproducer` key. `python -m reports.reproducers check FILE...` runs scripts in
this process and prints one JSON line each (the test's child process).
"""
from __future__ import annotations

import importlib.util
import json
import re
import sys
import time
import tomllib
from pathlib import Path

import numpy as np

import spec
from fuzz import standalone
from oracles import OracleError, make, oracle_class
from oracles.compare import campaign_only
from oracles.entry import MAIN, as_main
from oracles.reference import Reference
from oracles.verdict import known_divergence, op_keys

from .cases import Case, NotTransformable, checks_as_outputs, corpus_cases, _examples

ROOT = Path(__file__).resolve().parents[1]
TOML = ROOT / "oracles" / "known_divergences.toml"
DIR = ROOT / "oracles" / "reproducers"
SEEDS = DIR / "seeds.toml"
PREFERENCE = ("xla", "stablehlo-interpreter", "onnxruntime", "iree", "xla-gpu")
"""Which of an entry's oracles its reproducer runs on: the first installed here, in this order
(an entry of xla and xla-gpu is reproduced on the CPU)."""
GENERATED = 8
"""Generated cases tried per op and element type."""
ANY_TYPES = ("f32", "f64", "i32", "ui32", "ui64")
"""The element types of the generated cases tried for an entry of every type ("*")."""


def entries() -> list[dict]:
    """The `[[divergence]]` entries as written (oracle and op may be lists), in file order."""
    with open(TOML, "rb") as f:
        return tomllib.load(f)["divergence"]


def listed(value) -> list[str]:
    return [value] if isinstance(value, str) else list(value)


def oracle_of(entry: dict) -> str:
    """The oracle an entry's reproducer runs on (PREFERENCE)."""
    names = listed(entry["oracle"])
    installed = [n for n in PREFERENCE if n in names and available(n)]
    return installed[0] if installed else next(n for n in PREFERENCE if n in names)


def available(name: str) -> bool:
    try:
        return oracle_class(name).available()[0]
    except (ImportError, OracleError):
        return False


def script_oracle(path: Path) -> str:
    """The oracle a reproducer script runs on (its `ORACLE = ...` line)."""
    match = re.search(r'^ORACLE = "([\w-]+)"', path.read_text(), re.M)
    return match.group(1) if match else "?"


def default_name(entry: dict, taken: set[str]) -> str:
    oracle = oracle_of(entry).replace("-", "_").replace("stablehlo_interpreter", "interpreter")
    op = listed(entry["op"])[0].replace("chlo.", "chlo_").replace("*", "any")
    key = re.sub(r"[^\w]+", "_", entry["types"][0].replace("->", "_to_").replace("*", "any"))
    what = f"_{entry['when']}" if "when" in entry else ""
    base = f"{oracle}_{op}_{key}{what}".lower()
    name, n = base, 2
    while name in taken:
        name, n = f"{base}_{n}", n + 1
    return name


# --- finding a reproducer ------------------------------------------------------------------------

def seeds() -> list[dict]:
    """The hand-written programs of oracles/reproducers/seeds.toml."""
    with open(SEEDS, "rb") as f:
        return tomllib.load(f)["seed"]


def seed_inputs(module, values: list) -> list[np.ndarray]:
    """A seed's `inputs` as arrays of @main's argument types: numbers, "nan", "inf", "-inf",
    complex numbers as "1+2j", raw bits as "0xFF"."""
    out = []
    for t, given in zip(module.func(MAIN).type.inputs, values):
        dtype = t.element_type.dtype
        flat = np.array(given, dtype=object).ravel().tolist()
        if any(isinstance(v, str) and v.startswith("0x") for v in flat):
            bits = np.array([int(v, 16) for v in flat], f"u{np.dtype(dtype).itemsize}")
            array = bits.view(dtype)
        else:
            wide = np.complex128 if np.issubdtype(np.dtype(dtype), np.complexfloating) else \
                np.float64 if t.element_type.kind == "float" else object
            array = np.array([complex(v) if wide is np.complex128 else
                              float(v) if isinstance(v, str) else v for v in flat], wide)
            array = array.astype(dtype)
        out.append(array.reshape(t.shape))
    return out


def candidates(entry: dict, corpus: list[Case]):
    """(label, @main text, inputs, op) of the cases that may show the entry's divergence: the
    hand-written seeds for it (seeds.toml, matched by the start of the reason), the corpus
    cases of its ops whose keys meet its types, then generated cases of its ops and types."""
    ops = listed(entry["op"])
    types = set(entry["types"])
    for n, seed in enumerate(seeds()):
        if entry["reason"].startswith(seed["reason"]):
            module = spec.parse(seed["program"])
            yield f"seeds.toml/{n + 1}", spec.print_module(module), \
                seed_inputs(module, seed["inputs"]), seed["op"]
    for case in corpus:
        if case.kind not in ("checks", "inputs") or not (
                "*" in ops or case.op in ops or f"chlo.{case.op}" in ops):
            continue
        try:
            module = spec.parse(case.text, case.path)
            if case.kind == "checks":
                module, inputs, _ = checks_as_outputs(module, case.func)
                module = as_main(module, case.func)
            else:
                inputs = case.inputs
        except (NotTransformable, spec.ParseError, KeyError, ValueError):
            continue
        if "*" not in types and not types & set(
                [case.func, case.element_type] + op_keys(module.func(MAIN), case.op)):
            continue
        yield case.id, spec.print_module(module), inputs, case.op
    element_types = sorted({t for key in types for t in key.split("->")
                            if t != "*" and " " not in t and "_" not in t}) or list(ANY_TYPES)
    for op in ops:
        if op == "*":
            continue
        for et in element_types:
            for n, (text, module, inputs) in enumerate(_examples(op, et, GENERATED)):
                yield f"{op}/{et}/generated_{n + 1}", text, inputs, op


def find(entry: dict, corpus: list[Case], reference, oracle, seconds: float = 60.0):
    """(label, Standalone) of the first candidate whose divergence is this entry's, or None."""
    deadline = time.monotonic() + seconds
    name = oracle.name
    for label, text, inputs, op in candidates(entry, corpus):
        if time.monotonic() > deadline:
            return None
        try:
            s = standalone.build(text, inputs, op, name, reference=reference, oracle=oracle)
        except Exception:  # noqa: BLE001  (a candidate this cannot run: the next one)
            continue
        if s is None:
            continue
        mnemonic = op.removeprefix("stablehlo.")
        keys = [label.split("/")[-1], s.key]
        kind = s.kind if campaign_only(entry) or "what" not in entry else entry["what"][0]
        found = known_divergence(name, mnemonic, keys, kind, text, lowered=s.lowered)
        if found is not None and found["reason"] == entry["reason"]:
            return label, s
    return None


def write(entry: dict, index: int, name: str, label: str, s) -> Path:
    """Writes the script oracles/reproducers/NAME.py and the entry's `reproducer` key."""
    DIR.mkdir(exist_ok=True)
    source = "the hand-written program" if label.startswith("seeds.toml") else \
        "the conformance case"
    note = (f"Known divergence (oracles/known_divergences.toml, {s.oracle} {s.op}): "
            f"{entry['reason']} Reproduced by {source} {label}.")
    path = DIR / f"{name}.py"
    path.write_text(standalone.script(s, note))
    set_reproducer(index, name)
    return path


def set_reproducer(index: int, name: str) -> None:
    """Sets `reproducer = "NAME"` in the index-th [[divergence]] block of the TOML text (after
    its `reason` line), keeping the rest of the file as it is."""
    text = TOML.read_text()
    blocks = re.split(r"(?m)^(?=\[\[divergence\]\]\n)", text)
    k = index + 1  # blocks[0] is the header and [allowances]
    block = re.sub(r'(?m)^reproducer = ".*"\n', "", blocks[k])
    block = re.sub(r"(?m)^(reason = .*\n)", rf'\1reproducer = "{name}"\n', block, count=1)
    blocks[k] = block
    TOML.write_text("".join(blocks))


# --- running reproducers -------------------------------------------------------------------------

def load(path: Path):
    """A reproducer script as a module (its `reproduce()` not yet called)."""
    spec_ = importlib.util.spec_from_file_location(f"reproducer_{path.stem}", path)
    module = importlib.util.module_from_spec(spec_)
    spec_.loader.exec_module(module)
    return module


def check(path: Path) -> dict:
    """{"script", "shows", "seen", "seconds"} of running a reproducer in this process."""
    start = time.perf_counter()
    try:
        shows, seen = load(path).reproduce()
    except Exception as e:  # noqa: BLE001  (a script that breaks: reported, the next runs)
        shows, seen = False, f"the script raised {type(e).__name__}: {e}"
    return {"script": path.name, "shows": bool(shows), "seen": seen[:500],
            "seconds": round(time.perf_counter() - start, 3)}


def main(argv: list[str]) -> int:
    if argv[:1] == ["check"]:
        for f in argv[1:]:
            print(json.dumps(check(Path(f))), flush=True)
        return 0
    if argv[:1] != ["find"]:
        print("usage: python -m reports.reproducers find [INDEX ...] | check FILE ...",
              file=sys.stderr)
        return 2
    all_entries = entries()
    wanted = [int(i) for i in argv[1:]] or [i for i, e in enumerate(all_entries)
                                            if "reproducer" not in e]
    corpus = corpus_cases(ROOT / "corpus")
    reference = Reference(bounds=True)
    oracles = {}
    taken = {e["reproducer"] for e in all_entries if "reproducer" in e}
    try:
        for i in wanted:
            entry = all_entries[i]
            name = oracle_of(entry)
            if not available(name):
                print(f"{i}: {name} is not installed here: skipped", flush=True)
                continue
            oracle = oracles.get(name) or oracles.setdefault(name, make(name, time_limit=60))
            start = time.monotonic()
            found = find(entry, corpus, reference, oracle)
            took = time.monotonic() - start
            if found is None:
                print(f"{i}: {name} {entry['op']} {entry['types'][:3]}: none found "
                      f"({took:.0f} s)", flush=True)
                continue
            label, s = found
            reproducer = entry.get("reproducer") or default_name(entry, taken)
            taken.add(reproducer)
            path = write(entry, i, reproducer, label, s)
            print(f"{i}: {path.name} from {label} ({took:.0f} s)", flush=True)
    finally:
        for o in oracles.values():
            o.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
