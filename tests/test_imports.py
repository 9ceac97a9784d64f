"""The package's imports go one way: no module imports, directly or through others, a module that imports it
back (type-checking-only imports included), and the parts keep their order: rules <- bots <- table <- records
<- tournaments <- host, i18n on its own. The adapters for other servers stand beside host/: they may use
every part but host/, and no part imports them."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "playpalace_backgammon"
NAME = PACKAGE.name


def _module(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports() -> dict[str, set[str]]:
    """Every module of the package and the package modules it imports (a copy each test may change)."""
    return {name: set(targets) for name, targets in _parsed_imports().items()}


@functools.cache  # the package parsed once a run, not once a test
def _parsed_imports() -> dict[str, set[str]]:
    modules = {_module(path): path for path in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")
                    base = base[: len(base) - node.level + 1]
                    origin = ".".join(base + ([node.module] if node.module else []))
                else:
                    origin = node.module or ""
                # ``from package import submodule`` depends on the submodule; any other name on the module
                # (or package) that defines it.
                candidates = [f"{origin}.{alias.name}" if f"{origin}.{alias.name}" in modules else origin
                              for alias in node.names]
            elif isinstance(node, ast.Import):
                candidates = [alias.name for alias in node.names]
            else:
                continue
            targets.update(c for c in candidates if c in modules and c != name)
        graph[name] = targets
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for target in sorted(graph[node]):
            if state.get(target) == 1:
                return stack[stack.index(target):] + [target]
            if target not in state and (found := visit(target)) is not None:
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)) is not None:
            return found
    return None


def test_no_import_circle_anywhere_in_the_package() -> None:
    graph = _imports()
    assert len(graph) > 50
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_the_parts_import_one_way() -> None:
    allowed = {
        "rules": {"rules"},
        "i18n": {"i18n"},
        "bots": {"bots", "rules"},
        "table": {"table", "bots", "rules"},
        "records": {"records", "table", "bots", "rules"},
        # A tournament pairs, scores and words its event as plain data: the table's messages, never a lobby.
        "tournaments": {"tournaments", "records", "table", "bots", "rules"},
        "host": {"host", "tournaments", "records", "table", "bots", "rules", "i18n"},
        # Another server hosting our table needs what our lobby shares with it from bots/ and table/,
        # never our lobby server itself.
        "adapters": {"adapters", "records", "table", "bots", "rules", "i18n"},
    }
    graph = _imports()
    adapters = {target for module, targets in graph.items() if module.startswith(f"{NAME}.adapters.")
                for target in targets}
    # The checker sees the adapters' imports at all.
    assert f"{NAME}.table.bot_questions.bot_requests" in adapters
    for module, targets in graph.items():
        part = module.split(".")[1] if "." in module else ""
        if part not in allowed:
            continue
        for target in targets:
            target_part = target.split(".")[1] if target.count(".") else ""
            if target_part:
                assert target_part in allowed[part], f"{module} imports {target}"


# host/'s packages, each above the ones it may import: the network edge knows nothing of tables or accounts,
# the tables nothing of the lobby, and only the modules at host/'s top (the processes) import the lobby.
HOST_LAYERS = {
    "store": {"store"},
    "net": {"net", "store"},
    "accounts": {"accounts", "net", "store"},
    "tables": {"tables", "net", "store"},
    "events": {"events", "tables", "net", "store"},
    "lobby": {"lobby", "events", "tables", "accounts", "net", "store"},
    # The cluster's parts (the bus, a table owner's ownership loop) drive a lobby as the one process does.
    "cluster": {"cluster", "lobby", "events", "tables", "accounts", "net", "store"},
}


def test_host_packages_import_one_way() -> None:
    graph = _imports()
    packages = {module.split(".")[2] for module in graph if module.startswith(f"{NAME}.host.")
                and module.count(".") >= 3}
    assert packages == set(HOST_LAYERS), packages
    for module, targets in graph.items():
        if not module.startswith(f"{NAME}.host.") or module.count(".") < 3:
            continue
        layer = module.split(".")[2]
        for target in targets:
            if target.startswith(f"{NAME}.host."):
                assert target.count(".") >= 3, f"{module} imports {target}, a module at host/'s top"
                assert target.split(".")[2] in HOST_LAYERS[layer], f"{module} imports {target}"


def test_no_folder_of_the_package_holds_more_than_sixteen_modules() -> None:
    for folder in [PACKAGE, *(p for p in PACKAGE.rglob("*") if p.is_dir() and p.name != "__pycache__")]:
        modules = [p for p in folder.glob("*.py") if p.name != "__init__.py"]
        assert len(modules) <= 16, f"{folder.relative_to(PACKAGE.parent)} holds {len(modules)} modules"


# What the table may use of the bots: their plain data (what a decision and a bot level are) and the Simple
# level's judgement of a play (pure arithmetic on a position), which imports only the rules; what those
# import in turn (the package's ``__init__``, its errors) comes with them. Never a pool or an engine.
TABLE_MAY_IMPORT_OF_BOTS = {"bots.decisions", "bots.simple_judgement"}
TABLE_MAY_REACH_IN_BOTS = TABLE_MAY_IMPORT_OF_BOTS | {"bots", "bots.errors"}


def _reached(graph: dict[str, set[str]], starts: set[str]) -> set[str]:
    """Every module imported, directly or through others, by ``starts`` (each submodule's packages too)."""
    seen: set[str] = set()
    todo = list(starts)
    while todo:
        module = todo.pop()
        parents = {module.rsplit(".", depth)[0] for depth in range(1, module.count("."))}
        for target in graph[module] | {parent for parent in parents if parent in graph}:
            if target not in seen:
                seen.add(target)
                todo.append(target)
    return seen


def test_the_table_imports_only_the_bots_plain_data() -> None:
    graph = _imports()
    table = {module for module in graph if module.startswith(f"{NAME}.table")}
    direct = {target.removeprefix(f"{NAME}.") for module in table for target in graph[module]
              if target.startswith(f"{NAME}.bots")}
    assert "bots.decisions" in direct  # the checker sees the table's imports of the bots at all
    assert direct <= TABLE_MAY_IMPORT_OF_BOTS, direct - TABLE_MAY_IMPORT_OF_BOTS
    reached = {module.removeprefix(f"{NAME}.") for module in _reached(graph, table)
               if module.startswith(f"{NAME}.bots")}
    assert reached <= TABLE_MAY_REACH_IN_BOTS, reached - TABLE_MAY_REACH_IN_BOTS


def test_the_plain_modules_of_the_bots_import_only_the_rules() -> None:
    graph = _imports()
    for module in TABLE_MAY_IMPORT_OF_BOTS:
        for target in graph[f"{NAME}.{module}"]:
            part = target.split(".")[1]
            assert part == "rules" or target == f"{NAME}.bots.errors", f"{module} imports {target}"


def test_the_checker_can_find_a_circle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
