"""The strategy of invalid programs: `invalid_programs(id)` draws among the programs the search
found for the id, or edits a program drawn from fuzz.strategies.ops."""
from __future__ import annotations

from hypothesis import strategies as st

import spec
from spec.types import ELEMENT_TYPES, FunctionType, TensorType

from .. import strategies
from .operators import edits, priority, restore, snapshot
from .search import constraints, coverage, search, targets, unreachable_reasons, verdict


def invalid_programs(constraint_id: str | None = None, *, generated: bool = True
                     ) -> st.SearchStrategy:
    """Module texts that our verifier rejects with exactly `constraint_id` (any breakable id
    when None). `generated` also edits programs drawn from fuzz.strategies.ops (where a
    generator exists for the op), for variety beyond the corpus."""
    if constraint_id is None:
        ids = [cid for cid, how in coverage().items() if how != "none"]
        return st.sampled_from(ids).flatmap(lambda cid: invalid_programs(cid, generated=generated))
    cs = constraints()
    if constraint_id not in cs:
        raise ValueError(f"invalid_programs({constraint_id!r}): no such constraint id")
    c = cs[constraint_id]
    if c.predicate is None or c.unviolable:
        raise ValueError(f"invalid_programs({constraint_id!r}): the verifier does not check it "
                         f"({c.unviolable or 'enforced by the ' + c.checked_by})")
    found = search(constraint_id)
    if not found:
        raise ValueError(f"invalid_programs({constraint_id!r}): no edit isolates it: "
                         f"{unreachable_reasons([constraint_id])[constraint_id]}")
    return _drawn(constraint_id, found, generated)


@st.composite
def _drawn(draw, cid: str, found: tuple, generated: bool):
    if generated and found[0].via == "mutation":
        text = _from_generated(draw, cid)
        if text is not None:
            return text
    base = draw(st.sampled_from(found))
    return _vary(draw, base.module(), cid)


def _from_generated(draw, cid: str) -> str | None:
    """An edit of a module drawn from fuzz.strategies.ops that isolates `cid`, or None. The
    edits are applied in place one at a time, each undone before the next."""
    c = constraints()[cid]
    name = c.subject.removeprefix("stablehlo.")  # OP_GENERATORS' keys: `gather`, `chlo.erf`
    if name not in strategies.OP_GENERATORS or not draw(st.booleans()):
        return None
    module, _ = draw(strategies.ops(name, as_module=True))
    positions = targets(module, c.subject)
    if not positions:
        return None
    op = list(module.walk())[positions[0]]
    candidates = sorted(edits(module, positions[0]), key=lambda e: priority(e, c))
    start = draw(st.integers(0, 7))
    for e in candidates[start:start + 24]:
        saved = snapshot(module)
        try:
            e.apply(module, op)
            out, ids = verdict(module)
        finally:
            restore(saved)
        if ids == frozenset({cid}):
            return out
    return None


def _vary(draw, module: spec.Module, cid: str) -> str:
    """`module` with an unused argument added to its first function, when that keeps the
    verdict (a variation that does not change what the program breaks)."""
    base, _ = verdict(module)
    if not draw(st.booleans()) or not module.funcs or module.funcs[0].body is None:
        return base
    f = module.funcs[0]
    et = ELEMENT_TYPES[draw(st.sampled_from(("i32", "f32", "i1")))]
    t = TensorType(tuple(draw(st.lists(st.integers(0, 3), max_size=2))), et)
    block = f.body.block
    block.arguments.append(spec.Value(t, block, len(block.arguments)))
    f.type = FunctionType(tuple(f.type.inputs) + (t,), f.type.results)
    if f.arg_attrs is not None:
        f.arg_attrs = list(f.arg_attrs) + [{}]
    text, ids = verdict(module)
    return text if ids == frozenset({cid}) else base

