"""A vendor executable for the `command` oracle that misbehaves as its first argument says:
`vendor_misbehaves.py MODE PROGRAM INPUTS OUTPUTS FUNC`. MODE is `exit:N` (write "status N" to
stderr and exit with N), `hang`, `garbage` (exit 0 after writing a non-.npz outputs file),
`wrong-keys` (exit 0 with outputs under keys the protocol does not use), `silent` (exit 0 and
write nothing), `args` (exit 65 with the arguments it got on stderr), `zeros` (exit 0 with
zeros shaped like the first input as the one output), `escape` (a grandchild that leaves the
session with setsid and keeps stderr open for an hour, writing its pid to the file
`escape-pid` beside the program's directory; the vendor itself exits 1), `escape-bare` (the
same grandchild, which also clears its environment: it carries no mark of the run), `flood` (200 MB to
stderr, then exit 1), `hog` (allocate and touch 8 GiB, then exit 0), `fifo` (exit 0 leaving a
named pipe no one writes as the outputs) or `device` (exit 0 leaving a symlink to /dev/zero as
the outputs)."""
import os
import sys
import time

import numpy as np


def main(mode: str, program: str, inputs: str, outputs: str, func: str) -> int:
    if mode.startswith("exit:"):
        print(f"status {mode[5:]}", file=sys.stderr)
        return int(mode[5:])
    if mode == "hang":
        time.sleep(3600)
    if mode in ("escape", "escape-bare"):
        if os.fork() == 0:
            os.setsid()
            with open(os.path.join(os.path.dirname(os.path.dirname(program)), "escape-pid"),
                      "w") as f:
                f.write(str(os.getpid()))
            if mode == "escape-bare":
                os.execve("/bin/sleep", ["sleep", "3600"], {})
            time.sleep(3600)
            os._exit(0)
        time.sleep(0.5)
        return 1
    if mode == "flood":
        block = b"x" * (1 << 20)
        for _ in range(200):
            sys.stderr.buffer.write(block)
        sys.stderr.flush()
        return 1
    if mode == "hog":
        np.ones(8 << 30, np.uint8)
    if mode == "fifo":
        os.mkfifo(outputs)
    if mode == "device":
        os.symlink("/dev/zero", outputs)
    if mode == "garbage":
        with open(outputs, "wb") as f:
            f.write(b"not an npz file")
    if mode == "wrong-keys":
        np.savez(outputs, result=np.zeros(3, np.float32))
    if mode == "zeros":
        with np.load(inputs) as z:
            np.savez(outputs, out0=np.zeros_like(z["arg0"]))
    if mode == "args":
        print(repr([program, inputs, outputs, func]), file=sys.stderr)
        return 65
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
