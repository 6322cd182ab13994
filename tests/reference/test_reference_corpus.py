"""Every case of corpus/**/*.mlir runs on the reference interpreter and passes.

Skipped, each with its reason: cases whose functions all take arguments and have no `.processes.json` sidecar entry (the spec gives no inputs), cases
that need inputs the spec does not give (NO_INPUTS), and spec examples that do not parse because of a typo in the spec
(test_spec_examples checks their errors). Cases marked `// spec-issue:` check a value the spec
gets wrong, or break one of the op's constraints: they must fail with a check failure or an
evaluation error that is not a crash (strict: one that passes fails this test). Cases marked
`// check-fails:` are written on the far side of a check's tolerance (upstream's runner fails
them): every function must fail its checks, and nothing else.
"""
import re
from pathlib import Path

import pytest

import spec
from reference import runner
from tests.helpers.sources import SPEC_TYPOS

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "corpus"

# Cases without arguments that still need inputs the spec does not give.
NO_INPUTS = {
    "recv_example_1": "receives from the host (is_host_transfer), and the spec gives no host "
                      "data; tests/reference/test_reference_collectives.py runs it with host inputs",
}


def _name(chunk: str, path: Path, line: int) -> str:
    case = re.search(r"// case: (\S+)", chunk)
    funcs = re.findall(r"func\.func (?:private )?@(\w+)", chunk)
    return case.group(1) if case else funcs[0] if funcs else f"line{line}"


def _cases():
    out = []
    for path in sorted(CORPUS.rglob("*.mlir")):
        if path.parent.name == "constraints":  # verifier cases (tests/spec/test_constraints.py)
            continue
        if path.parent.name == "models":  # inputs in .npz files (test_models_corpus.py)
            continue
        for line, chunk in spec.split_input_file(path.read_text()):
            if not chunk.strip():
                continue
            name = _name(chunk, path, line)
            out.append(pytest.param(path, line, chunk, name,
                                    id=f"{path.parent.name}/{path.stem}/{name}"))
    return out


def _skip_reason(path: Path, chunk: str, name: str) -> str | None:
    if name in SPEC_TYPOS:
        return f"does not parse: {SPEC_TYPOS[name][1]} (test_spec_examples checks the error)"
    if name in NO_INPUTS:
        return NO_INPUTS[name]
    module = spec.parse(chunk, str(path))
    if not runner.entry_functions(module, runner.sidecar_cases(str(path))):
        return "every function takes arguments that neither the case nor a sidecar gives"
    return None


@pytest.mark.parametrize("path,line,chunk,name", _cases())
def test_corpus_case(path, line, chunk, name):
    reason = _skip_reason(path, chunk, name)
    if reason:
        pytest.skip(reason)
    results = runner.run_case(chunk, str(path), line)
    statuses = {r.status for r in results}
    issue = re.search(r"// spec-issue: (.*)", chunk)
    if issue:
        # A wrong expected value fails its check; an invalid program (a constraint the spec's
        # own example breaks) is an evaluation error, but never a crash or a missing op.
        bad = [r for r in results if r.status == "error"
               and ("internal error" in r.message or r.message.startswith("not implemented"))]
        assert statuses != {"pass"} and not bad, (
            f"spec-issue case did not fail as its mark says ({issue.group(1)}): "
            + "; ".join(f"@{r.name}: {r.status} {r.message}" for r in results))
        pytest.xfail(f"spec-issue: {issue.group(1)}")
    if re.search(r"^// check-fails: ", chunk, re.M):
        assert statuses == {"fail"}, "; ".join(f"@{r.name}: {r.status} {r.message}"
                                                for r in results)
        return
    failures = [f"@{r.name}: {r.status}: {r.message}" for r in results if r.status != "pass"]
    assert not failures, "\n".join(failures)

