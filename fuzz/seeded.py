"""Hypothesis driven programmatically: one seed, one example.

`draw(strategy, seed)` runs a `@given` function under `@seed(seed)` for EXAMPLES examples (the
first is always the simplest one) with the generate phase only and no example database, so a
seed always gives the same example, with none of the test runner's state (`.example()` is meant
for the REPL: it warns in library code and takes no seed). Shrinking (fuzz/shrink.py) reruns the
same seeded function with the shrink phase, so Hypothesis minimizes the choice sequence and
shrunk programs stay valid by construction.
"""
from __future__ import annotations

import time

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as seeded

EXAMPLES = 2
"""Examples per seeded run: the simplest one, then the random one a campaign uses."""


def draw(strategy, seed: int):
    """The example `strategy` gives for `seed`: Hypothesis's first example is always the
    simplest one (every choice zero), so the second, random one is kept."""
    box = []

    @settings(database=None, max_examples=EXAMPLES, phases=[Phase.generate], deadline=None,
              suppress_health_check=list(HealthCheck))
    @seeded(seed)
    @given(strategy)
    def once(example):
        box.append(example)

    once()
    return box[-1]


def shrunk(strategy, seed: int, reproduces, deadline: float | None = None):
    """The last value `reproduces(*example)` returned (not None) while Hypothesis shrinks the
    example of `strategy` for `seed` (the one `draw` gives first), or None when none did.
    Shrinking stops at `deadline` (time.monotonic()): Hypothesis's shrinker would otherwise go
    on drawing examples that can no longer be checked (a graph's shrink ran 74 s of a 10 s
    budget)."""
    last = []

    @settings(database=None, max_examples=EXAMPLES, phases=[Phase.generate, Phase.shrink],
              deadline=None, suppress_health_check=list(HealthCheck), report_multiple_bugs=False)
    @seeded(seed)
    @given(strategy)
    def still_fails(example):
        if deadline is not None and time.monotonic() > deadline:
            raise _OutOfTime  # a BaseException: Hypothesis lets it through at once
        found = reproduces(*example)
        if found is not None:
            last.append(found)
            raise _Reproduced

    try:
        still_fails()
    except (Exception, _OutOfTime):  # _Reproduced (or Hypothesis's flakiness error)
        pass
    return last[-1] if last else None


class _Reproduced(Exception):
    pass


class _OutOfTime(BaseException):
    """The shrink's deadline passed (not an Exception, so Hypothesis does not take it for a
    failure to shrink)."""
