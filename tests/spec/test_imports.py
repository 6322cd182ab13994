"""The project's import graph: no package imports itself in a cycle, and imports sit at module
level (except the optional heavy packages, imported where they are used).

The graph is built from the source with `ast`, so it sees every import, including the ones a
function makes when it runs: module A importing B inside a function still depends on B. An
edge goes from a module to each project module it imports; `from pkg import name` imports the
submodule `pkg.name` when there is one, else `pkg` itself.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("spec", "reference", "oracles", "fuzz", "reports", "tests")
OPTIONAL = ("jax", "jaxlib", "onnx", "onnxruntime", "iree", "rich", "ray")
"""Heavy optional dependencies: importing them on first use keeps the rest usable without them."""


class Import:
    """One import statement's target: a dotted name, where it is, and whether it runs in a
    function body."""

    def __init__(self, name: str, path: Path, line: int, in_function: bool):
        self.name, self.path, self.line, self.in_function = name, path, line, in_function

    def __str__(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}: {self.name}"


def project_modules() -> dict[str, Path]:
    """Every module of the packages by dotted name (a package by its own name)."""
    out = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def imports_of(module: str, path: Path, known: dict[str, Path]) -> list[Import]:
    """The targets of the import statements of one module."""
    is_package = path.name == "__init__.py"
    found = []

    def visit(node, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import):
                found.extend(Import(a.name, path, child.lineno, in_function) for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    parts = module.split(".")[:len(module.split(".")) - child.level + is_package]
                    base = ".".join(parts + ([child.module] if child.module else []))
                for alias in child.names:
                    sub = f"{base}.{alias.name}"
                    found.append(Import(sub if sub in known else base, path, child.lineno,
                                        in_function))
            visit(child, in_function or isinstance(child, (ast.FunctionDef,
                                                           ast.AsyncFunctionDef, ast.Lambda)))

    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return found


def project_module(name: str, known: dict[str, Path]) -> str | None:
    """The project module that importing `name` runs (`spec.ops.schema` for
    `spec.ops.schema.OpSchema`), or None outside the project."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def import_graph() -> dict[str, set[str]]:
    known = project_modules()
    graph = {m: set() for m in known}
    for module, path in known.items():
        for imp in imports_of(module, path, known):
            target = project_module(imp.name, known)
            if target is not None and target != module:
                graph[module].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm,
    iterative), each sorted, in sorted order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            for succ in edges:
                if succ not in index:
                    index[succ] = low[succ] = len(index)
                    stack.append(succ)
                    on_stack.add(succ)
                    work.append((succ, iter(sorted(graph[succ]))))
                    break
                if succ in on_stack:
                    low[node] = min(low[node], index[succ])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return sorted(found)


def package_of(module: str) -> str:
    return module.split(".")[0]


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_cycles_inside(package):
    graph = {m: {t for t in targets if package_of(t) == package}
             for m, targets in import_graph().items() if package_of(m) == package}
    found = cycles(graph)
    assert not found, "import cycles:\n" + "\n".join("  " + " <-> ".join(c) for c in found)


def test_no_import_cycles_across_packages():
    found = [c for c in cycles(import_graph()) if len({package_of(m) for m in c}) > 1]
    assert not found, "import cycles:\n" + "\n".join("  " + " <-> ".join(c) for c in found)


def function_level_imports(package: str) -> list[Import]:
    """Import statements in function bodies of `package` (one per statement), except those of
    the optional packages."""
    known = project_modules()
    out = {}
    for module, path in known.items():
        if package_of(module) != package:
            continue
        for imp in imports_of(module, path, known):
            if imp.in_function and imp.name.split(".")[0] not in OPTIONAL:
                out.setdefault((path, imp.line), imp)
    return list(out.values())


@pytest.mark.parametrize("package", PACKAGES)
def test_imports_are_at_module_level(package):
    found = function_level_imports(package)
    assert not found, f"{len(found)} imports in function bodies:\n" + \
        "\n".join(f"  {imp}" for imp in found)


def test_the_graph_sees_cycles_and_function_level_imports(tmp_path, monkeypatch):
    """The builder on a small package: a cycle through a function-level import is found,
    `from . import name` is an edge to the submodule, and the optional packages are exempt."""
    package = tmp_path / "spec"
    package.mkdir()
    (package / "__init__.py").write_text("from . import a\n")
    (package / "a.py").write_text("from .b import f\n")
    (package / "b.py").write_text("def f():\n    from . import a\n    import jax\n    return a\n")
    (package / "c.py").write_text("import spec\n")
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    monkeypatch.setitem(globals(), "PACKAGES", ("spec",))
    graph = import_graph()
    assert graph == {"spec": {"spec.a"}, "spec.a": {"spec.b"}, "spec.b": {"spec.a"},
                     "spec.c": {"spec"}}
    assert cycles(graph) == [["spec.a", "spec.b"]]
    assert [str(i) for i in function_level_imports("spec")] == ["spec/b.py:2: spec.a"]
