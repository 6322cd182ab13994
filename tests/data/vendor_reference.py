"""A vendor executable for the `command` oracle's protocol (docs/vendors.md) that wraps this
project's reference interpreter:

    vendor_reference.py PROGRAM INPUTS OUTPUTS FUNC
    vendor_reference.py PROGRAM INPUTS OUTPUTS FUNC NUM_REPLICAS NUM_PARTITIONS   (the grid form)

In the grid form every process's arguments are keyed `r<replica>p<partition>/arg<i>` and its
results written as `r<replica>p<partition>/out<i>`."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

import reference  # noqa: E402
import spec  # noqa: E402
from reference import npz  # noqa: E402
from reference.errors import EvaluationError, NotImplementedYet  # noqa: E402

REJECTED, UNSUPPORTED, USAGE = 65, 69, 64


def main(program: str, inputs: str, outputs: str, func: str, *grid: str) -> int:
    try:
        with open(program) as f:
            module = spec.parse(f.read())
        function = module.func(func)
    except (spec.ParseError, KeyError) as e:
        print(f"invalid program: {e}", file=sys.stderr)
        return REJECTED
    types = list(function.type.inputs)
    try:
        size = tuple(int(n) for n in grid)
        if len(size) not in (0, 2) or any(n < 1 for n in size):
            raise ValueError
    except ValueError:
        print(f"the grid form takes NUM_REPLICAS NUM_PARTITIONS (two positive integers), "
              f"got {' '.join(grid)}", file=sys.stderr)
        return USAGE
    pids = [(r, p) for r in range(size[0]) for p in range(size[1])] if size else []
    try:
        if size:
            args = npz.load_grid(inputs, types, pids)
            results = reference.run_processes(module, func, args, num_replicas=size[0],
                                              num_partitions=size[1])
        else:
            results = reference.evaluate(module, npz.load(inputs, types), func)
    except NotImplementedYet as e:
        print(e, file=sys.stderr)
        return UNSUPPORTED
    except EvaluationError as e:
        print(e, file=sys.stderr)
        return REJECTED
    if size:
        npz.save_grid(outputs, results, prefix="out")
    else:
        npz.save(outputs, results, prefix="out")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
