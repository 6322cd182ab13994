"""The generated cases from several processes (reports.cases.generated_cases, `processes`: what
xdist's controller uses) are the cases one process generates, in the same order."""
import warnings

import numpy as np

from reports import cases as C

OPS, TYPES = ["add", "transpose", "negate"], ["f32", "i8"]


def _content(case: C.Case) -> tuple:
    return (case.id, case.op, case.element_type, case.source, case.kind, case.text, case.func,
            case.grid, [(x.dtype, x.shape, np.asarray(x).tobytes()) for x in case.inputs])


def test_cases_from_two_processes_are_those_of_one_in_order():
    shown = []
    alone = C.generated_cases(OPS, TYPES, 2)
    shared = C.generated_cases(OPS, TYPES, 2, lambda done, total, op: shown.append(
        (done, total, op)), processes=2)
    assert len(alone) > 6 and [_content(c) for c in shared] == [_content(c) for c in alone]
    assert shown == [(0, 3, "add"), (1, 3, "transpose"), (2, 3, "negate")]


def test_an_ops_warnings_come_back_from_its_process(monkeypatch):
    def warns(op, element_types, count):
        warnings.warn(f"{op}: a generator failed", UserWarning)
        return ["a case"]
    monkeypatch.setattr(C, "_op_cases", warns)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # recorded in the process, not raised there
        cases, caught = C._op_cases_and_warnings("add", ["f32"], 1)
    assert cases == ["a case"] and caught == [("add: a generator failed", UserWarning)]
