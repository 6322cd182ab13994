"""Oracles with planted bugs, for the findings history's and merge's tests
(tests/fuzz/test_fuzz_history.py, tests/fuzz/test_fuzz_merge.py): this project's reference,
except that every program holding one of `crashes` crashes. Two releases of one backend
(`name` "planted" for both, so their findings have the same signatures): NightOne crashes on
add and multiply; NightTwo fixed add, still crashes on multiply and broke subtract."""
from oracles.base import Outcome
from oracles.reference import Reference


class NightOne(Reference):
    name = "planted"
    crashes = frozenset({"add", "multiply"})

    def __init__(self, time_limit=None):
        super().__init__(time_limit=time_limit)

    @property
    def version(self) -> str:
        return f"planted {type(self).__name__}"

    def run(self, module, inputs, func="main"):
        hit = sorted({op.name.rsplit(".", 1)[-1] for op in module.walk()} & self.crashes)
        if hit:
            return Outcome("crash", message=f"planted bug: {hit[0]} crashes")
        return super().run(module, inputs, func)


class NightTwo(NightOne):
    crashes = frozenset({"multiply", "subtract"})
