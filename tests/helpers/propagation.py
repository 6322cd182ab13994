"""What the program-bound tests share: the linearised samples against perturbed evaluations."""
from __future__ import annotations

import numpy as np

from oracles.compare import program_allowance
from reference import propagation


def samples_to_perturbed_ratio(module, args: list) -> float:
    """The median, over @main's first output, of the spread of the samples carried through each
    op's linearisation (PropagatingInterpreter, 8 samples) over the spread of 8 whole perturbed
    evaluations with the same own allowances (PerturbedInterpreter): about 1 when they agree."""
    interpreter = propagation.PropagatingInterpreter(module, program_allowance, samples=8,
                                                     log_own=True)
    (out,), _, _ = interpreter.call_with_totals("main", args)
    linear = propagation.spread(interpreter.dev_of(out))
    rng = np.random.default_rng(1)
    evaluated = np.max([np.abs(propagation.PerturbedInterpreter(
        module, interpreter.own_log, rng).call("main", args)[0].astype(np.float64) - out)
        for _ in range(8)], axis=0)
    return float(np.median(linear / np.maximum(evaluated, 1e-30)))
