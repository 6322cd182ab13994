"""The models corpus on every oracle: a Markdown table of, per model, whether our verifier and
jaxlib's accept it, whether its jax.export form verifies, and each oracle's whole-program
verdict (pass / fail with the counts of ill-conditioned and masked elements, or unsupported).

    python benchmarks/models_table.py [--oracles xla,stablehlo-interpreter,onnxruntime]
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fuzz.mutant_harness import load  # noqa: E402
from oracles import make  # noqa: E402
from spec.program_files import read_program  # noqa: E402
from oracles.reference import Reference  # noqa: E402
from oracles.verdict import judge  # noqa: E402
from spec.official import official_verdict  # noqa: E402
from spec.verify import verify  # noqa: E402


def cell(module, inputs, expected, oracle) -> str:
    """One oracle's verdict on one model, as the table writes it."""
    outcome = oracle.run(module, inputs)
    if outcome.status == "unsupported":
        return "unsupported"
    verdict = judge(module, inputs, expected, outcome, oracle.name)
    ill = sum(v.ill_conditioned for v in verdict.verdicts)
    masked = sum(v.masked for v in verdict.verdicts)
    return verdict.status + (f" ({ill} ill-cond.)" if ill else "") + \
        (f" ({masked} masked)" if masked else "")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--oracles", default="xla,stablehlo-interpreter,onnxruntime")
    args = ap.parse_args(argv)
    os.chdir(ROOT)
    names = args.oracles.split(",")
    oracles = [make(n) for n in names]
    print("| model | ops | verify (ours / jaxlib) | jax.export form | reference | "
          + " | ".join(names) + " |")
    print("|---|---:|---|---|---|" + "---|" * len(names))
    try:
        for path in sorted(Path("corpus/models").glob("*.mlir")):
            module, inputs = load(path, 0)
            ours = "ok" if not verify(module) else "diagnostics"
            theirs = "ok" if official_verdict(module)[0] else "rejected"
            exported = read_program(str(path.with_suffix(".jaxexport")))
            export = "ok" if not verify(exported) else "diagnostics"
            expected = Reference(bounds=True).run(module, inputs)
            cells = [cell(module, inputs, expected, o) for o in oracles]
            ops = sum(1 for _ in module.walk())
            print(f"| {path.stem} | {ops} | {ours} / {theirs} | {export} | {expected.status} | "
                  + " | ".join(cells) + " |", flush=True)
    finally:
        for o in oracles:
            o.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
