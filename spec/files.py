"""Reading files that users and vendors hand the suite, within bounds.

A path may name a named pipe that no one writes (opening it blocks forever), a device that never
ends (/dev/zero: reading it fills memory) or a file of gigabytes; a vendor's executable may leave
a symlink to any of these as its outputs. `regular_size` refuses all but a regular file within a
limit before anything is opened; `read_bytes` reads at most a limit of a regular file or a pipe
(so that `<(...)` still works where a file is read once, from start to end).
"""
from __future__ import annotations

import os
import stat

KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a named pipe"),
         (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
         (stat.S_ISSOCK, "a socket"))


TEXT_LIMIT = 1 << 30
"""The most bytes a program or report file may hold (1 GiB: the largest corpus model is a few
megabytes, a certification report of the whole suite 20 MB)."""


class FileRefused(OSError):
    """A file the suite does not read: its `strerror` (and its str) says why."""

    def __init__(self, why: str):
        super().__init__(None, why)

    def __str__(self) -> str:
        return self.strerror


def regular_size(path, limit: int) -> int:
    """The size of the regular file at `path` (symlinks followed); FileRefused when it is
    something else or holds more than `limit` bytes, OSError when it cannot be looked at."""
    mode = os.stat(path)
    _refuse_kind(mode.st_mode)
    if mode.st_size > limit:
        raise FileRefused(f"{mode.st_size} bytes, more than the {limit} it may hold")
    return mode.st_size


def read_bytes(path, limit: int) -> bytes:
    """The bytes of the regular file or pipe at `path`, at most `limit` of them (FileRefused
    beyond, and for anything else: a device, a directory, a socket)."""
    mode = os.stat(path).st_mode
    if not stat.S_ISFIFO(mode):
        _refuse_kind(mode)
    with open(path, "rb") as f:
        data = f.read(limit + 1)
    if len(data) > limit:
        raise FileRefused(f"more than the {limit} bytes it may hold")
    return data


def _refuse_kind(mode: int) -> None:
    kind = next((name for test, name in KINDS if test(mode)), None)
    if kind is not None:
        raise FileRefused(f"{kind}, not a regular file")

