"""Hostile text at scale: mutants of the corpus through spec.parse, spec.verify and
spec.print_module (fuzz/text_mutations.py), under a memory cap and a time limit per input.

Prints the count of each outcome (parse-error, diagnostics, unchecked and valid are the
documented answers; anything else is an escape, listed with its input), per mutation kind, and
the slowest inputs. Exit status 1 when an input escaped or ran past its time limit.

    python benchmarks/parse_mutation_fuzz.py [--n 20000] [--seed 0] [--time-limit 10]
                                             [--memory-gib 4] [--show 10] [--save DIR]
                                             [--kinds flip,truncate,...]
"""
from __future__ import annotations

import argparse
import collections
import os
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from fuzz.text_mutations import (DOCUMENTED, KINDS, TooSlow, corpus_texts,  # noqa: E402
                                 mutants, outcome, time_limit)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=20000, help="mutants to run (default 20000)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--time-limit", type=float, default=10.0, help="seconds per input")
    ap.add_argument("--memory-gib", type=float, default=4.0, help="address-space cap (RLIMIT_AS)")
    ap.add_argument("--show", type=int, default=10, help="escapes and slowest inputs to print")
    ap.add_argument("--save", help="write each escaping input to DIR/<n>.mlir")
    ap.add_argument("--kinds", default=",".join(KINDS),
                    help="comma-separated mutations to draw from (default: all; small-number, "
                         "element-type and huge-number keep most texts parsing)")
    args = ap.parse_args()
    cap = int(args.memory_gib * 2**30)
    resource.setrlimit(resource.RLIMIT_AS, (cap, resource.getrlimit(resource.RLIMIT_AS)[1]))
    texts = corpus_texts()
    counts, per_kind = collections.Counter(), collections.defaultdict(collections.Counter)
    escapes, timings = [], []
    start = time.perf_counter()
    chosen = tuple(k for k in args.kinds.split(",") if k)
    if not chosen or set(chosen) - set(KINDS):
        ap.error(f"--kinds: one or more of {', '.join(KINDS)}")
    for i, (text, kinds) in enumerate(mutants(texts, args.n, args.seed, chosen)):
        t0 = time.perf_counter()
        try:
            with time_limit(args.time_limit):
                result, detail = outcome(text)
        except TooSlow as e:
            result, detail = "too-slow", str(e)
        seconds = time.perf_counter() - t0
        counts[result] += 1
        per_kind[kinds.split("+")[0]][result] += 1
        timings.append((seconds, i, result, text))
        if result not in DOCUMENTED:
            escapes.append((i, result, detail, text))
    wall = time.perf_counter() - start
    print(f"{args.n} mutants of {len(texts)} corpus cases (seed {args.seed}) in {wall:.1f} s, "
          f"peak RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB, "
          f"address space capped at {args.memory_gib:g} GiB")
    for name, k in counts.most_common():
        print(f"  {name:<22} {k:>6}{'' if name in DOCUMENTED else '   <- escape'}")
    print("by first mutation:")
    for kind, c in sorted(per_kind.items()):
        print(f"  {kind:<16} " + ", ".join(f"{n} {k}" for n, k in c.most_common()))
    timings.sort(reverse=True)
    print("slowest:")
    for seconds, i, result, text in timings[:args.show]:
        print(f"  #{i} {seconds * 1000:.0f} ms {result} ({len(text)} bytes)")
    if escapes:
        print(f"escapes ({len(escapes)}):")
        for i, result, detail, text in escapes[:args.show]:
            print(f"  #{i} {result}: {detail[:200]}")
        if args.save:
            out = Path(args.save)
            out.mkdir(parents=True, exist_ok=True)
            for i, _, _, text in escapes:
                (out / f"{i}.mlir").write_text(text, encoding="utf-8")
    return 1 if escapes else 0


if __name__ == "__main__":
    sys.exit(main())
