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
this process and prints one JSON line each (the test's child process); `rewrite [FILE...]` writes
scripts again in fuzz/standalone.py's present form from their own data and docstring.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import sys
import time
import tomllib
from pathlib import Path

import numpy as np

import spec
from fuzz import standalone
from fuzz.shrink import drop_dead, keep_outputs
from oracles import OracleError, make, oracle_class
from oracles.compare import FINDING_KINDS, campaign_only
from oracles.entry import MAIN, as_main
from oracles.reference import Reference
from oracles.verdict import _known_divergence, known_divergence, op_keys

from reference.runner import parse_value, per_process, sidecar_cases
from spec.attributes import ArrayAttr, SymbolRefAttr
from spec.build import function

from .cases import (Case, NotTransformable, _examples, checks_as_outputs, corpus_cases,
                    generated_cases)

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


def unavailable(name: str) -> str:
    """Why oracle `name` is not available here."""
    try:
        return oracle_class(name).available()[1]
    except (ImportError, OracleError) as e:
        return str(e)


def script_oracle(path: Path) -> str:
    """The oracle a reproducer script runs on (its docstring's title names it)."""
    try:
        return standalone.recorded(path.read_text())[1].oracle or "?"
    except (SyntaxError, KeyError, AttributeError, NameError):
        return "?"


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
    """_candidates, those with inputs of at most BIG elements first (a script embeds them)."""
    big = []
    for c in _candidates(entry, corpus):
        if sum(np.asarray(x).size for x in c[2]) > BIG:
            big.append(c)
        else:
            yield c
    yield from big


BIG = 4096
"""Input elements above which a candidate is tried only after the smaller ones."""


def _candidates(entry: dict, corpus: list[Case]):
    """(label, @main text, inputs, op, extra keys, judged exactly) of the cases that may show the entry's divergence: the
    hand-written seeds for it (seeds.toml, matched by the start of the reason), the corpus
    cases of its ops whose keys meet its types, then generated cases of its ops and types."""
    ops = listed(entry["op"])
    types = set(entry["types"])
    for seed in seeds():
        if entry["reason"].startswith(seed["reason"]):
            module = spec.parse(seed["program"])
            yield f"seeds.toml ({seed['reason'][:48]}...)", spec.print_module(module), \
                seed_inputs(module, seed["inputs"]), seed["op"], seed.get("keys", []), \
                seed.get("exact", False)
    named = set(re.findall(r"[\w.]+/[\w<>]+/(?:case|large)_\d+", entry["reason"]))
    for op in {n.split("/")[0] for n in named}:
        for case in generated_cases([op], sorted({n.split("/")[1] for n in named}), 3):
            if case.id in named and not case.grid:
                yield case.id, case.text, case.inputs, case.op, [], False
    names = set(re.findall(r"\b[a-z][a-z0-9_]+\b", entry["reason"]))
    for case in corpus:
        if case.kind == "checks" and case.func in names and not case.processes:
            try:
                module, inputs, _ = checks_as_outputs(spec.parse(case.text, case.path), case.func)
            except (NotTransformable, spec.ParseError, KeyError, ValueError):
                continue
            yield case.id, spec.print_module(as_main(module, case.func)), inputs, case.op, \
                [case.func], False
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
        yield case.id, spec.print_module(module), inputs, case.op, [case.func], False
    element_types = sorted({t for key in types for t in key.split("->")
                            if t != "*" and " " not in t and "_" not in t}) or list(ANY_TYPES)
    for op in ops:
        if op == "*":
            continue
        for et in element_types:
            for n, (text, module, inputs) in enumerate(_examples(op, et, GENERATED)):
                yield f"{op}/{et}/generated_{n + 1}", text, inputs, op, [], False


def find_unverified(entry: dict, corpus: list[Case], reference, name: str, why: str):
    """(label, Standalone) for an entry whose oracle cannot run here: the first candidate
    the reference runs whose op and keys the entry lists (the divergence is not seen)."""
    kinds = [k for k in entry.get("what", []) if k in FINDING_KINDS] or ["wrong-result"]
    for label, text, inputs, op, extra, exact in candidates(entry, corpus):
        try:
            module = spec.parse(text)
            keys = extra + op_keys(module.func(MAIN), op)
            if not _is_entry(entry, name, op.removeprefix("stablehlo."), keys, kinds[0], text,
                             seeded=label.startswith("seeds.toml")):
                continue
            s = standalone.unverified(text, inputs, op, name, kinds[0], why, reference, exact)
        except Exception:  # noqa: BLE001  (a candidate this cannot run: the next one)
            continue
        if s is not None:
            return label, s
    return None


def find(entry: dict, corpus: list[Case], reference, oracle, seconds: float = 60.0):
    """(label, Standalone) of the first candidate whose divergence is this entry's, or None."""
    deadline = time.monotonic() + seconds
    name = oracle.name
    for case in grid_cases(entry, corpus):
        s = grid_standalone(case, oracle)
        if s is not None and _matches(entry, s, [case.func], case.text, name):
            return case.id, s
    for label, text, inputs, op, extra, exact in candidates(entry, corpus):
        if time.monotonic() > deadline:
            return None
        try:
            s = standalone.build(text, inputs, op, name, reference=reference, oracle=oracle,
                                 exact=exact)
        except Exception:  # noqa: BLE001  (a candidate this cannot run: the next one)
            continue
        if s is not None and _matches(entry, s, extra, text, name,
                                      label.startswith("seeds.toml")):
            return label, _one_output(entry, s, text, inputs, op, extra, label, reference,
                                      oracle, exact)
    return None


def _one_output(entry, s, text, inputs, op, extra, label, reference, oracle, exact):
    """`s` of the program returning only its diverging output (the ops nothing else uses
    dropped), when that still reproduces the entry; else `s`."""
    if s.kind != "wrong-result" or len(s.output_dtypes) < 2:
        return s
    try:
        smaller = spec.print_module(drop_dead(keep_outputs(spec.parse(text), [s.elements[0][0]])))
        one = standalone.build(smaller, inputs, op, oracle.name, reference=reference,
                               oracle=oracle, exact=exact)
    except Exception:  # noqa: BLE001  (the whole program is a reproducer already)
        return s
    if one is not None and _matches(entry, one, extra, smaller, oracle.name,
                                    label.startswith("seeds.toml")):
        return one
    return s


def _matches(entry: dict, s, keys: list[str], text: str, name: str,
             seeded: bool = False) -> bool:
    """Whether the divergence `s` of the program `text` is the entry's (the first entry that
    matches it is this one)."""
    if not _says_the_same(entry, s):
        return False
    mnemonic = s.op.removeprefix("stablehlo.")
    keys = keys + [s.key]
    kind = s.kind if campaign_only(entry) or "what" not in entry else entry["what"][0]
    return _is_entry(entry, name, mnemonic, keys, kind, text, s.lowered, seeded)


def _is_entry(entry: dict, name: str, op: str, keys: list[str], kind: str, text: str,
              lowered: bool = False, seeded: bool = False) -> bool:
    """Whether the first entry matching the divergence is `entry`; for a seed written for the
    entry, whether the entry matches it (an earlier, wider entry may match it first: the
    program still shows this entry's behaviour)."""
    found = known_divergence(name, op, keys, kind, text, lowered=lowered)
    if found is not None and found["reason"] == entry["reason"]:
        return True
    ops = listed(entry["op"])
    if not seeded or name not in listed(entry["oracle"]) or op not in ops and "*" not in ops:
        return False
    own = [dict(entry, oracle=name, op=op)]
    return _known_divergence(own, name, op, keys, kind, text) is not None


def _says_the_same(entry: dict, s) -> bool:
    """For a crash or a rejection: whether the oracle's message holds one of the messages the
    entry's reason quotes (`_quoted_in`), if it quotes any, and the signal
    it names, if any. Two causes of one op's aborts are two entries: a wide entry must not be
    reproduced by the other cause."""
    if s.kind == "wrong-result":
        return True
    reason = entry["reason"]
    quotes = re.findall(r'"([^"]{12,})"', reason) + re.findall(r"(?<![\w])'([^']{12,})'", reason)
    starts = [q.split("...")[-1 if q.startswith("INVALID") else 0].strip() for q in quotes]
    starts = [q for q in starts if len(q) >= 12]
    if s.kind == "crash" and "LLVM ERROR" not in s.seen:
        starts = []  # a compiler's abort: its message is above the stack trace's last lines
    signals = [n for n in SIGNALS if n in reason]
    return (not starts or any(_quoted_in(q, s.seen) for q in starts)) and \
        (not signals or any(n in s.seen or SIGNALS[n] in s.seen for n in signals))


def _quoted_in(quote: str, message: str) -> bool:
    """Whether `message` holds the quoted message: its first 24 characters, or three words of
    it in a row (a quote with a value of its own: a type, a shape)."""
    words = quote.split()
    return quote[:24] in message or any(" ".join(words[i:i + 3]) in message
                                         for i in range(len(words) - 2))


SIGNALS = {"SIGSEGV": "signal 11", "SIGFPE": "signal 8", "SIGABRT": "signal 6",
           "SIGBUS": "signal 7"}
"""Signals an entry's reason may name, and how a message without the name says them."""


def grid_cases(entry: dict, corpus: list[Case]) -> list[Case]:
    """The multi-process corpus cases (a sidecar's grid) the entry names among its types."""
    return [c for c in corpus if c.kind == "checks" and c.processes and c.func in entry["types"]]


def grid_standalone(case: Case, oracle):
    """The standalone form of a multi-process case on upstream's interpreter that crashes,
    hangs or is rejected: the case's function run on its grid by a @main of
    `interpreter.run_parallel` (the interpreter dialect's grid), or None."""
    if oracle.name != "stablehlo-interpreter":
        return None
    sidecar = sidecar_cases(case.processes.removesuffix(".processes.json") + ".mlir")
    entry = sidecar.get(case.func)
    if entry is None:
        return None
    module = spec.parse(case.text, case.path)
    replicas, partitions = entry.get("num_replicas", 1), entry.get("num_partitions", 1)
    inputs = per_process(entry.get("inputs", {}), lambda vs: [parse_value(v) for v in vs])
    flat = [x for r in range(replicas) for p in range(partitions)
            for x in inputs.get((r, p), [])]
    text = grid_program(module, case.func, replicas, partitions)
    outcome = oracle.worker.run(text, [np.asarray(x) for x in flat], MAIN)
    if outcome.status == "ok":
        return None
    op = next((o.mnemonic for o in module.func(case.func).walk()
               if o.name.startswith("stablehlo.") and o.mnemonic not in
               ("constant", "after_all", "compare", "if", "return")), case.op)
    main = spec.parse(text).func(MAIN).type
    s = standalone.Standalone(
        oracle.name, standalone.STATUS_KINDS.get(outcome.status, outcome.status), op,
        case.element_type, standalone.pretty(text), [np.asarray(x) for x in flat],
        [str(t) for t in main.inputs], [t.element_type.dtype for t in main.results],
        seen=outcome.message.strip())
    s.time_limit = GRID_TIME_LIMIT
    return standalone.finished(s)


GRID_TIME_LIMIT = 10
"""Seconds a grid reproducer waits before it calls the run a hang: a rendezvous of a few
processes takes milliseconds; jaxlib's own rendezvous timeout, after which it aborts, is longer."""


def grid_program(module, name: str, replicas: int, partitions: int) -> str:
    """The module plus a @main that runs @name on every process of the grid through the
    interpreter dialect's run_parallel (its operands and results every process's, in grid
    order)."""
    func = module.func(name)
    grid = ArrayAttr(tuple(ArrayAttr((SymbolRefAttr((name,)),) * partitions)
                           for _ in range(replicas)))
    size = replicas * partitions
    main = function(MAIN, list(func.type.inputs) * size, lambda b, args: b.op(
        "interpreter.run_parallel", args, list(func.type.results) * size, {"programs": grid}),
        visibility="public")
    return spec.print_module(spec.Module([f for f in module.funcs if f.name != MAIN] + [main],
                                         module.attributes, module.name))


def write(entry: dict, index: int, name: str, label: str, s) -> Path:
    """Writes the script oracles/reproducers/NAME.py and the entry's `reproducer` key."""
    DIR.mkdir(exist_ok=True)
    source = "the hand-written program" if label.startswith("seeds.toml") else \
        "the conformance case"
    reason = entry["reason"].rstrip()
    note = (f"Known divergence (oracles/known_divergences.toml, {s.oracle} {s.op}): "
            f"{reason}{'' if reason.endswith('.') else '.'} Reproduced by {source} {label}.")
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
    partial = TOML.with_suffix(".toml.tmp")
    partial.write_text("".join(blocks))
    os.replace(partial, TOML)  # a reader sees the old file or the new one


# --- running reproducers -------------------------------------------------------------------------

def load(path: Path):
    """A reproducer script as a module (its `reproduce()` not yet called)."""
    spec_ = importlib.util.spec_from_file_location(f"reproducer_{path.stem}", path)
    module = importlib.util.module_from_spec(spec_)
    spec_.loader.exec_module(module)
    return module


def check(path: Path) -> dict:
    """{"script", "shows", "seen", "seconds"} of running a reproducer in this process (`shows`:
    true, false, or None where the script could not tell: another failure, no GPU)."""
    start = time.perf_counter()
    try:
        shows, seen = load(path).reproduce()
    except BaseException as e:  # noqa: BLE001  (a script that breaks, or exits: reported)
        shows, seen = False, f"the script raised {type(e).__name__}: {e}"
    return {"script": path.name, "shows": shows if shows is None else bool(shows),
            "seen": seen[:500],
            "seconds": round(time.perf_counter() - start, 3)}


def rewrite(paths: list[Path]) -> int:
    """Writes each script again from its own recorded case (standalone.rewritten)."""
    for path in paths:
        try:
            path.write_text(standalone.rewritten(path.read_text()))
        except (OSError, SyntaxError, KeyError, AttributeError, NameError) as e:
            print(f"error: {path}: not a reproducer script this project wrote ({e})",
                  file=sys.stderr)
            return 2
        print(path.name, flush=True)
    return 0


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m reports.reproducers",
                                description=__doc__.split("\n")[0])
    sub = p.add_subparsers(required=True, dest="command")
    f = sub.add_parser("find", help="search and write reproducers of entries")
    f.add_argument("index", nargs="*", type=int, help="entries by their position in "
                   "known_divergences.toml, from 0 (default: those without a reproducer)")
    c = sub.add_parser("check", help="run reproducer scripts here, one JSON line each")
    c.add_argument("files", nargs="+", help="scripts of oracles/reproducers/")
    r = sub.add_parser("rewrite", help="write scripts again in fuzz/standalone.py's present form, "
                       "from their own data and docstring (nothing is searched or run)")
    r.add_argument("files", nargs="*", help="scripts (default: every one of oracles/reproducers/)")
    args = p.parse_args(argv)
    if args.command == "check":
        for name in args.files:
            print(json.dumps(check(Path(name))), flush=True)
        return 0
    if args.command == "rewrite":
        return rewrite([Path(f) for f in args.files] or sorted(DIR.glob("*.py")))
    all_entries = entries()
    wrong = [i for i in args.index if not 0 <= i < len(all_entries)]
    if wrong:
        print(f"error: no entries {wrong} (there are {len(all_entries)})", file=sys.stderr)
        return 2
    wanted = args.index or [i for i, e in enumerate(all_entries) if "reproducer" not in e]
    corpus = corpus_cases(ROOT / "corpus")
    reference = Reference(bounds=True)
    oracles = {}
    taken = {e["reproducer"] for e in all_entries if "reproducer" in e}
    try:
        for i in wanted:
            entry = all_entries[i]
            name = oracle_of(entry)
            start = time.monotonic()
            if not available(name):
                why = unavailable(name)
                found = find_unverified(entry, corpus, reference, name, why)
            else:
                oracle = oracles.get(name) or oracles.setdefault(name, make(name, time_limit=60))
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
