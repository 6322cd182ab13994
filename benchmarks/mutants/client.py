"""The vendor executable of a mutant backend served by `backend.py --serve SOCKET`:

    client.py SOCKET [--mutant NAME] PROGRAM INPUTS OUTPUTS FUNC

It imports nothing but the standard library (a bare Python start, run with `python -S`), hands
its arguments to the server, which forks a child that has the interpreter loaded, and exits with
the child's status, its stderr written to this process's stderr."""
import json
import socket
import sys

SERVER_DIED = 70


def main(argv: list[str]) -> int:
    path, rest = argv[0], argv[1:]
    mutant = "none"  # backends.UNMUTATED (this file imports the standard library only)
    if rest[:1] == ["--mutant"]:
        mutant, rest = rest[1], rest[2:]
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
        connection.connect(path)
        connection.sendall(json.dumps({"mutant": mutant, "args": rest}).encode())
        connection.shutdown(socket.SHUT_WR)
        answer = b"".join(iter(lambda: connection.recv(1 << 16), b""))
    if not answer:
        print("the mutant backend's child died on this case (killed, or past its time limit)",
              file=sys.stderr)
        return SERVER_DIED
    reply = json.loads(answer)
    sys.stderr.write(reply["stderr"])
    return reply["code"]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
