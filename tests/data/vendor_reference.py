"""A vendor executable for the `command` oracle's protocol (docs/oracles.md) that wraps this
project's reference interpreter: `vendor_reference.py PROGRAM INPUTS OUTPUTS FUNC`."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

import reference  # noqa: E402
import spec  # noqa: E402
from reference import npz  # noqa: E402
from reference.errors import EvaluationError, NotImplementedYet  # noqa: E402

REJECTED, UNSUPPORTED = 65, 69


def main(program: str, inputs: str, outputs: str, func: str) -> int:
    try:
        with open(program) as f:
            module = spec.parse(f.read())
        function = module.func(func)
    except (spec.ParseError, KeyError) as e:
        print(f"invalid program: {e}", file=sys.stderr)
        return REJECTED
    args = npz.load(inputs, list(function.type.inputs), prefix="arg")
    try:
        results = reference.evaluate(module, args, func)
    except NotImplementedYet as e:
        print(e, file=sys.stderr)
        return UNSUPPORTED
    except EvaluationError as e:
        print(e, file=sys.stderr)
        return REJECTED
    npz.save(outputs, results, prefix="out")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
