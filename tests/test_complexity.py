"""No function of the lobby server (``playpalace_backgammon/host/``) has a cyclomatic complexity above 20.

McCabe's complexity of a function, computed here with the standard library's ``ast``: 1, plus 1 for
each ``if`` and ``elif``, conditional expression (``a if c else b``), ``for`` / ``async for``, ``while``,
``except`` handler, each operand of ``and`` / ``or`` beyond the first, each ``for`` and each ``if`` of a
comprehension, and each ``case`` of a ``match`` but a bare wildcard (``case _:``). ``with``, ``assert``,
``try`` itself and the ``else`` of a loop or ``try`` add nothing. A function nested in another (a ``def``
or ``async def``; a class's methods) is measured on its own and adds nothing to the one around it; a
``lambda`` is part of the function it is written in.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "playpalace_backgammon"
HOST = PACKAGE / "host"
LIMIT = 20

# Functions of host/'s other packages above the limit today, by "path:qualified name" relative to host/
# (the lobby's split empties this set): no new name may join it, and a name that no longer needs it must
# leave it (the test fails on a stale entry too). host/tables/ has no exception.
OTHER_PACKAGES_ABOVE_LIMIT: frozenset[str] = frozenset({
})

Function = ast.FunctionDef | ast.AsyncFunctionDef


def complexity(function: Function) -> int:
    """McCabe's cyclomatic complexity of ``function`` by the rules in this module's docstring."""
    total = 1
    stack: list[ast.AST] = list(function.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue  # measured on its own
        total += _decisions(node)
        stack.extend(ast.iter_child_nodes(node))
    return total


def _decisions(node: ast.AST) -> int:
    """The decision points ``node`` itself adds (its children are counted as they are visited)."""
    if isinstance(node, ast.If | ast.IfExp | ast.For | ast.AsyncFor | ast.While | ast.ExceptHandler):
        return 1
    if isinstance(node, ast.BoolOp):
        return len(node.values) - 1
    if isinstance(node, ast.comprehension):
        return 1 + len(node.ifs)
    if isinstance(node, ast.match_case):
        wildcard = isinstance(node.pattern, ast.MatchAs) and node.pattern.pattern is None \
            and node.guard is None
        return 0 if wildcard else 1
    return 0


def functions(tree: ast.AST, prefix: str = "") -> Iterator[tuple[str, Function]]:
    """Every function in ``tree`` with its qualified name (``Class.method``, ``outer.inner``)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            name = f"{prefix}{node.name}"
            yield name, node
            yield from functions(node, f"{name}.")
        elif isinstance(node, ast.ClassDef):
            yield from functions(node, f"{prefix}{node.name}.")
        else:
            yield from functions(node, prefix)


def host_complexities() -> dict[str, int]:
    """Each function of host/ by "path:qualified name" (the path relative to host/) and its complexity."""
    found: dict[str, int] = {}
    for path in sorted(HOST.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        relative = path.relative_to(HOST).as_posix()
        for name, function in functions(tree):
            found[f"{relative}:{name}"] = complexity(function)
    return found


def test_no_function_of_host_is_above_the_limit() -> None:
    found = host_complexities()
    over = {name: value for name, value in found.items() if value > LIMIT}
    in_tables = sorted(f"{name} ({value})" for name, value in over.items() if name.startswith("tables/"))
    assert not in_tables, f"above {LIMIT} in host/tables/: {in_tables}"
    new = sorted(f"{name} ({value})" for name, value in over.items()
                 if not name.startswith("tables/") and name not in OTHER_PACKAGES_ABOVE_LIMIT)
    assert not new, f"above {LIMIT}: {new}"
    stale = sorted(name for name in OTHER_PACKAGES_ABOVE_LIMIT if name not in over)
    assert not stale, f"no longer above {LIMIT} (remove from OTHER_PACKAGES_ABOVE_LIMIT): {stale}"


def _measure(source: str) -> int:
    tree = ast.parse(source)
    function = tree.body[0]
    assert isinstance(function, ast.FunctionDef)
    return complexity(function)


def test_the_measure_counts_each_kind_of_decision() -> None:
    assert _measure("def f():\n    return 1\n") == 1
    assert _measure("def f(a):\n    if a:\n        pass\n    elif a > 1:\n        pass\n    else:\n"
                    "        pass\n") == 3
    assert _measure("def f(a, b, c):\n    return a and b or c\n") == 3  # and(a, b) inside or(., c)
    assert _measure("def f(xs):\n    for x in xs:\n        while x:\n            x -= 1\n") == 3
    assert _measure("def f():\n    try:\n        pass\n    except KeyError:\n        pass\n"
                    "    except ValueError:\n        pass\n    else:\n        pass\n") == 3
    assert _measure("def f(xs):\n    return [x for x in xs if x if x > 1]\n") == 4
    assert _measure("def f(a):\n    return 1 if a else 2\n") == 2
    assert _measure("def f(a):\n    match a:\n        case 1:\n            pass\n        case [x] if x:\n"
                    "            pass\n        case _:\n            pass\n") == 3
    assert _measure("def f(a):\n    with a:\n        assert a\n") == 1
    # A nested function is its own: it adds nothing to the one around it; a lambda does.
    assert _measure("def f(a):\n    def g(b):\n        if b:\n            pass\n    return lambda: a if a "
                    "else 0\n") == 2


def test_the_measure_finds_every_function_by_its_qualified_name() -> None:
    tree = ast.parse("class A:\n    def m(self):\n        def inner():\n            pass\n"
                     "async def top():\n    pass\n")
    assert [name for name, _ in functions(tree)] == ["A.m", "A.m.inner", "top"]
