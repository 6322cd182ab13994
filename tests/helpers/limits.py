"""A memory cap for tests of hostile inputs: were the code under test to regress and allocate
what the input asks for (tens of GiB), the test fails with MemoryError instead of taking the
machine's memory."""
from __future__ import annotations

import contextlib
import resource

CAP = 2 << 30
"""What a capped block may add to the process's address space (2 GiB)."""


@contextlib.contextmanager
def memory_cap(extra: int = CAP):
    """Within this block the process's address space (RLIMIT_AS, soft limit) may grow by at
    most `extra` bytes beyond what it holds now; the previous limit is restored after."""
    with open("/proc/self/statm") as f:
        size = int(f.read().split()[0]) * resource.getpagesize()
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = size + extra if hard == resource.RLIM_INFINITY else min(size + extra, hard)
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
