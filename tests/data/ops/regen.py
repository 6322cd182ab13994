#!/usr/bin/env python3
"""Regenerate the jaxlib-printed forms of the hand-written op catalogue.

For every hand-written module ``tests/data/ops/<name>.mlir`` (i.e. not
``*.pretty.mlir`` / ``*.generic.mlir``) this script parses it with jaxlib's
MLIR (which also runs the official StableHLO verifier) and writes

* ``<name>.pretty.mlir``  -- ``get_asm(print_generic_op_form=False)``
* ``<name>.generic.mlir`` -- ``get_asm(print_generic_op_form=True)``

It also checks that both printed forms parse back and re-print identically
(a round-trip check of jaxlib's own printer/parser).

Files under ``quantized/`` are not processed: jaxlib has no ``quant`` dialect.

Usage: python tests/data/ops/regen.py [--check] [NAME ...]
  --check  do not write anything, fail if an output file is stale.
Exit status is non-zero (and every failure is reported) if any hand-written
file fails to parse/verify or a printed form does not round-trip.
"""
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent


def hand_written(names=()):
    files = sorted(
        p for p in HERE.glob("*.mlir")
        if not p.name.endswith((".pretty.mlir", ".generic.mlir")))
    if names:
        wanted = {n.removesuffix(".mlir") for n in names}
        files = [p for p in files if p.stem in wanted]
        missing = wanted - {p.stem for p in files}
        if missing:
            raise SystemExit(f"no such hand-written file(s): {sorted(missing)}")
    return files


def main(argv):
    check = "--check" in argv
    names = [a for a in argv if not a.startswith("--")]

    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir

    ctx = jm.make_ir_context()
    failures = []
    written = 0
    stale = []
    for path in hand_written(names):
        text = path.read_text()
        with ctx, ir.Location.unknown():
            try:
                module = ir.Module.parse(text)
            except ir.MLIRError as e:
                failures.append(f"{path.name}: does not parse/verify:\n{e}")
                continue
            if not module.operation.verify():
                failures.append(f"{path.name}: verifier failed")
                continue
            pretty = module.operation.get_asm(print_generic_op_form=False)
            generic = module.operation.get_asm(print_generic_op_form=True)
            # Round-trip: both printed forms must parse and re-print the same.
            for kind, out in (("pretty", pretty), ("generic", generic)):
                try:
                    again = ir.Module.parse(out)
                except ir.MLIRError as e:
                    failures.append(f"{path.name}: {kind} output does not re-parse:\n{e}")
                    continue
                if again.operation.get_asm(print_generic_op_form=False) != pretty:
                    failures.append(f"{path.name}: {kind} output does not round-trip")
        outputs = {
            path.with_name(path.stem + ".pretty.mlir"): pretty,
            path.with_name(path.stem + ".generic.mlir"): generic,
        }
        for out_path, content in outputs.items():
            old = out_path.read_text() if out_path.exists() else None
            if old == content:
                continue
            if check:
                stale.append(out_path.name)
            else:
                out_path.write_text(content)
                written += 1

    for f in failures:
        print("FAIL", f, file=sys.stderr)
    for s in stale:
        print("STALE", s, file=sys.stderr)
    n = len(hand_written(names))
    print(f"{n} hand-written files, {len(failures)} failures, "
          f"{written} outputs written, {len(stale)} stale", file=sys.stderr)
    return 1 if failures or stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
