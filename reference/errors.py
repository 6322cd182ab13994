"""The errors of evaluation. Messages name the op and where it is written."""


class EvaluationError(Exception):
    """The program could not be evaluated: an invalid argument, an unsupported op or element
    type, an op that failed."""


class CheckFailure(EvaluationError):
    """A check op (`check.expect_eq`, ...) found a mismatch."""


class EvaluationTimeout(EvaluationError):
    """The evaluation ran past its time limit (`reference.interpreter.time_limit`)."""


class ResourceLimit(EvaluationError):
    """A value would hold more than the value budget (`reference.interpreter.value_budget`), or
    an op ran out of memory: the evaluation stops before it allocates."""


class NotImplementedYet(EvaluationError):
    """Something the spec defines that the reference does not evaluate yet (e.g. the
    check.expect_serialized_eq probe, which needs upstream's serialized data). The message says
    what."""
