"""A mutant backend for the `command` oracle: the project's example vendor
(tests/data/vendor_reference.py, the reference interpreter behind the file protocol) with one
mutant of benchmarks/mutants/backends.py put into the interpreter.

    backend.py [--mutant NAME] PROGRAM INPUTS OUTPUTS FUNC [NUM_REPLICAS NUM_PARTITIONS]
        one case, as any vendor executable (the grid form with the grid's size)
    backend.py --serve SOCKET
        the fork server of client.py

A plain run imports the interpreter for each case (about a second of CPU). The fork server
imports it once and forks a child per case; `client.py SOCKET [--mutant NAME]` is then the
vendor executable, a bare Python start that hands its case's arguments to a child and exits with
the child's status and stderr. Either way each case travels the protocol's files.
"""
import argparse
import contextlib
import io
import json
import os
import signal
import socket
import sys
import traceback

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tests", "data")]

import vendor_reference  # noqa: E402

from benchmarks.mutants.backends import UNMUTATED, apply  # noqa: E402

CRASH = 70
"""The exit status of a case the backend itself failed on (sysexits.h's EX_SOFTWARE)."""
CASE_TIME_LIMIT = 300
"""Seconds a forked child may run before SIGALRM ends it (the oracle's own limit is lower)."""


def run_case(mutant: str, args: list[str]) -> int:
    if mutant != UNMUTATED:
        apply(mutant)
    return vendor_reference.main(*args)


def serve(path: str) -> None:
    """Answers client.py's requests, one forked child per connection, until killed."""
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(64)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # the children are reaped by the kernel
    print("ready", flush=True)
    while True:
        connection, _ = listener.accept()
        if os.fork() == 0:
            listener.close()
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            _answer(connection)
            os._exit(0)
        connection.close()


def _answer(connection: socket.socket) -> None:
    request = json.loads(b"".join(iter(lambda: connection.recv(1 << 16), b"")))
    signal.alarm(CASE_TIME_LIMIT)
    stderr = io.StringIO()
    try:
        with contextlib.redirect_stderr(stderr):
            code = run_case(request["mutant"], request["args"])
    except Exception:  # noqa: BLE001  (the backend failed on this case: a crash, with a traceback)
        stderr.write(traceback.format_exc())
        code = CRASH
    connection.sendall(json.dumps({"code": code, "stderr": stderr.getvalue()}).encode())
    connection.close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--serve", metavar="SOCKET")
    parser.add_argument("--mutant", default=UNMUTATED)
    parser.add_argument("case", nargs="*",
                        metavar="PROGRAM INPUTS OUTPUTS FUNC [NUM_REPLICAS NUM_PARTITIONS]")
    args = parser.parse_args(argv)
    if args.serve:
        serve(args.serve)
        return 0
    if len(args.case) not in (4, 6):
        parser.error("give PROGRAM INPUTS OUTPUTS FUNC, and NUM_REPLICAS NUM_PARTITIONS on a grid")
    return run_case(args.mutant, args.case)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
