"""Parse and verify every spec-example case with jaxlib's official MLIR parser + verifier.

Run from the repository root:

    python corpus/spec_examples/check_with_jaxlib.py [FILE.mlir ...]

Each *.mlir file is split at `// -----` lines; every chunk is parsed as its own module (check.*
ops are not registered in jaxlib, so unregistered dialects are allowed). One line per case:
`ok` or `rejected: <jaxlib's first diagnostic>`, then a final count.

Cases jaxlib rejects must be listed in JAXLIB_REJECTS.md (a line mentioning `<file>` and
`@<case>`), because each rejection needs a reason (quant dialect missing in jaxlib, spec syntax
that current upstream no longer accepts, spec typos). The exit status is 1 if a rejected case is
not listed there or a listed case is accepted, or a *.processes.json sidecar names a case that
does not exist; 0 otherwise.
"""
import glob
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SEPARATOR = re.compile(r'^// -----\s*$', re.M)


def split_cases(text):
    """[(case_name, chunk_text)] for one corpus file. A case is named by its `// case: NAME` line
    if it has one (whole programs, whose function names repeat), else by its `// entry: @NAME`
    line (the function a runner should call), else by the first function of the chunk."""
    cases = []
    for chunk in SEPARATOR.split(text):
        if not chunk.strip():
            continue
        case = re.search(r'^// case: ([\w.$-]+)', chunk, re.M)
        entry = re.search(r'^// entry: @([\w.$-]+)', chunk, re.M)
        first = re.search(r'func\.func\s+(?:private\s+)?@([\w.$-]+)', chunk)
        name = (case or entry or first).group(1) if (case or entry or first) else '?'
        cases.append((name, chunk))
    return cases


def listed_rejects():
    path = os.path.join(HERE, 'JAXLIB_REJECTS.md')
    listed = set()
    if os.path.exists(path):
        for line in open(path, encoding='utf-8'):
            m = re.search(r'`?([\w]+\.mlir)`?.*?`@([\w.$-]+)`', line)
            if m:
                listed.add((m.group(1), m.group(2)))
    return listed


def first_diagnostic(err):
    msg = str(err)
    lines = [l.strip() for l in msg.splitlines() if l.strip()]
    # MLIRError text: "Unable to parse module assembly:\nerror: "-":L:C: message\n note: ..."
    for l in lines:
        if l.startswith('error:'):
            return l[len('error:'):].strip()
    return ' '.join(lines)[:300]


def main(argv):
    from jax._src.interpreters import mlir as jm
    from jaxlib.mlir import ir

    files = argv[1:] or sorted(glob.glob(os.path.join(HERE, '*.mlir')))
    listed = listed_rejects()
    n_ok = n_rej = 0
    problems = []
    seen = set()
    for path in files:
        base = os.path.basename(path)
        for name, chunk in split_cases(open(path, encoding='utf-8').read()):
            seen.add((base, name))
            ctx = jm.make_ir_context()
            ctx.allow_unregistered_dialects = True
            try:
                with ctx, ir.Location.unknown():
                    module = ir.Module.parse(chunk)
                    if not module.operation.verify():
                        raise RuntimeError('verifier failed')
                status = 'ok'
                n_ok += 1
                if (base, name) in listed:
                    status += '  (listed in JAXLIB_REJECTS.md but accepted)'
                    problems.append((base, name, 'listed but accepted'))
            except Exception as e:  # ir.MLIRError and friends
                n_rej += 1
                status = 'rejected: ' + first_diagnostic(e)
                if (base, name) not in listed:
                    status += '  (NOT listed in JAXLIB_REJECTS.md)'
                    problems.append((base, name, 'unlisted reject'))
            print('%s @%s: %s' % (base, name, status))
    # sidecars must name existing cases
    for sc_path in sorted(glob.glob(os.path.join(HERE, '*.processes.json'))):
        mlir = os.path.basename(sc_path).replace('.processes.json', '.mlir')
        for sc in json.load(open(sc_path)):
            if (mlir, sc['case']) not in seen and os.path.join(HERE, mlir) in [os.path.abspath(f) for f in files]:
                problems.append((os.path.basename(sc_path), sc['case'], 'sidecar names unknown case'))
                print('%s: case @%s not found in %s' % (os.path.basename(sc_path), sc['case'], mlir))
    print('total: %d cases, %d ok, %d rejected by jaxlib; %d problem(s)' % (n_ok + n_rej, n_ok, n_rej, len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
