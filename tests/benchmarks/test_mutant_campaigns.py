"""benchmarks/mutants/campaign.py: a short focused campaign behind --command finds a mutant's
bug, and the sample it measures is a valid, spread choice of mutants."""
from types import SimpleNamespace

import pytest

from benchmarks.mutants import campaign
from benchmarks.mutants.backends import MUTANTS, UNMUTATED
from fuzz.differential import Checker


def test_the_sample_is_eleven_bugs_of_eleven_ops_none_allowed_by_the_spec():
    sample = [MUTANTS[name] for name in campaign.SAMPLE]
    assert len(sample) == 11 and len({m.op for m in sample}) == 11
    assert all(m.allowed is None for m in sample)
    assert any(m.mnemonic in ("all_gather", "collective_permute") for m in sample)


@pytest.mark.slow
def test_a_focused_campaign_finds_a_mutant_and_its_findings_are_genuine(tmp_path):
    socket_path = str(tmp_path / "server")
    server = campaign.serve(socket_path)
    unmutated = Checker(["reference", "command"], command=campaign.client(socket_path, UNMUTATED))
    args = SimpleNamespace(seconds=15.0, jobs=1, seed=0, shrink_seconds=1.0)
    try:
        row = campaign.campaign("divide-integer-floor", socket_path, tmp_path / "out", args,
                                unmutated)
    finally:
        unmutated.close()
        server.kill()
        server.wait()
    assert row["found"] and row["false"] == [], row
    assert 0 < row["first_finding_seconds"] < row["wall_seconds"]
    assert all(finding.split()[1] in ("divide", "graph") for finding in row["genuine"])
