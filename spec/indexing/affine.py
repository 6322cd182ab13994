"""Affine expressions over dimension (d), range (s) and runtime (rt) variables.

An expression is a sum of integer multiples of atoms plus a constant; an atom is a variable or
`e floordiv c` / `e mod c` of an expression by a positive constant (MLIR's affine expressions,
with MLIR's floor semantics: `mod` is never negative). Expressions are immutable values built
with Python operators: `d(1) * 7 + 3`, `(d(0) - 1) // 2`, `d(0) % 8`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Union


@dataclass(frozen=True)
class Var:
    """A variable: kind "d" (an output dimension), "s" (a range) or "rt" (a runtime value)."""

    kind: str
    index: int

    def __str__(self) -> str:
        return f"{self.kind}{self.index}"


@dataclass(frozen=True)
class Quotient:
    """`expr floordiv divisor` or `expr mod divisor` (op is "floordiv" or "mod")."""

    op: str
    expr: "Expr"
    divisor: int

    def __str__(self) -> str:
        inner = str(self.expr)
        if self.expr.as_var() is None:
            inner = f"({inner})"
        return f"{inner} {self.op} {self.divisor}"


Atom = Union[Var, Quotient]


@dataclass(frozen=True)
class Expr:
    """sum(coefficient * atom) + const. Terms keep their first-use order (for printing) and
    never hold a zero coefficient or the same atom twice."""

    terms: tuple[tuple[Atom, int], ...] = ()
    const: int = 0

    @staticmethod
    def of(x: "Expr | int") -> "Expr":
        if isinstance(x, Expr):
            return x
        if isinstance(x, int):
            return Expr((), x)
        raise TypeError(f"not an affine expression: {x!r}")

    def __add__(self, other: "Expr | int") -> "Expr":
        other = Expr.of(other)
        coefficients = dict(self.terms)
        for atom, c in other.terms:
            coefficients[atom] = coefficients.get(atom, 0) + c
        return Expr(tuple((a, c) for a, c in coefficients.items() if c), self.const + other.const)

    __radd__ = __add__

    def __mul__(self, factor: int) -> "Expr":
        if not isinstance(factor, int):
            raise TypeError("affine expressions multiply by integer constants only")
        if factor == 0:
            return Expr()
        return Expr(tuple((a, c * factor) for a, c in self.terms), self.const * factor)

    __rmul__ = __mul__

    def __neg__(self) -> "Expr":
        return self * -1

    def __sub__(self, other: "Expr | int") -> "Expr":
        return self + -Expr.of(other)

    def __rsub__(self, other: int) -> "Expr":
        return Expr.of(other) - self

    def __floordiv__(self, divisor: int) -> "Expr":
        return self._quotient("floordiv", divisor)

    def __mod__(self, divisor: int) -> "Expr":
        return self._quotient("mod", divisor)

    def _quotient(self, op: str, divisor: int) -> "Expr":
        if not isinstance(divisor, int) or divisor <= 0:
            raise ValueError(f"{op} needs a positive integer constant, not {divisor!r}")
        if not self.terms:
            return Expr((), self.const // divisor if op == "floordiv" else self.const % divisor)
        if divisor == 1:
            return self if op == "floordiv" else Expr()
        return Expr(((Quotient(op, self, divisor), 1),))

    @property
    def is_constant(self) -> bool:
        return not self.terms

    def as_var(self) -> Var | None:
        """The variable this expression is, when it is exactly one variable."""
        if len(self.terms) == 1 and self.const == 0 and self.terms[0][1] == 1 \
                and isinstance(self.terms[0][0], Var):
            return self.terms[0][0]
        return None

    def evaluate(self, env: Mapping[Var, int]) -> int:
        total = self.const
        for atom, c in self.terms:
            total += c * _evaluate_atom(atom, env)
        return total

    def substitute(self, mapping: Mapping[Var, "Expr"]) -> "Expr":
        """This expression with each variable of `mapping` replaced by its expression."""
        total = Expr((), self.const)
        for atom, c in self.terms:
            if isinstance(atom, Var):
                total = total + mapping.get(atom, Expr(((atom, 1),))) * c
            else:
                total = total + atom.expr.substitute(mapping)._quotient(atom.op, atom.divisor) * c
        return total

    def variables(self) -> set[Var]:
        found: set[Var] = set()
        for atom, _ in self.terms:
            found |= {atom} if isinstance(atom, Var) else atom.expr.variables()
        return found

    def __str__(self) -> str:
        """Variables first (d, s, rt, by index), then floordiv/mod terms, then the constant."""
        order = {"d": 0, "s": 1, "rt": 2}
        parts = []
        for atom, c in sorted(self.terms, key=lambda t: (order[t[0].kind], t[0].index)
                              if isinstance(t[0], Var) else (3, 0)):
            text = str(atom)
            if abs(c) != 1:
                text = f"({text}) * {abs(c)}" if isinstance(atom, Quotient) else f"{text} * {abs(c)}"
            parts.append((c < 0, text))
        if self.const or not parts:
            parts.append((self.const < 0, str(abs(self.const))))
        text = ("-" if parts[0][0] else "") + parts[0][1]
        for negative, part in parts[1:]:
            text += (" - " if negative else " + ") + part
        return text

    def __repr__(self) -> str:
        return f"Expr({self})"


def _evaluate_atom(atom: Atom, env: Mapping[Var, int]) -> int:
    if isinstance(atom, Var):
        return env[atom]
    value = atom.expr.evaluate(env)
    return value // atom.divisor if atom.op == "floordiv" else value % atom.divisor


def d(i: int) -> Expr:
    """Dimension variable d_i: the i-th index of the output element."""
    return Expr(((Var("d", i), 1),))


def s(j: int) -> Expr:
    """Range variable s_j: ranges over an interval of input positions."""
    return Expr(((Var("s", j), 1),))


def rt(k: int) -> Expr:
    """Runtime variable rt_k: a value read from an operand when the op runs."""
    return Expr(((Var("rt", k), 1),))


def const(c: int) -> Expr:
    return Expr((), c)
