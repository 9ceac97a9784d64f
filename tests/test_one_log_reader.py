"""One log format and one replay, checked on the source: dice sources are the rules core's alone, and a table
log's entries are read by ``table/log.py`` alone. A reader that queues dice of its own, or picks an
entry's fields out by hand, fails here whatever its names."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from playpalace_backgammon.table.interface import Command
from playpalace_backgammon.table.log import LogEntry

PACKAGE = Path(__file__).resolve().parents[1] / "playpalace_backgammon"
LOG_MODULE = PACKAGE / "table" / "log.py"

# Every field an entry can carry, as the log writes it.
ENTRY_KEYS = frozenset({"dice", "start", "seat", "perspective", "commands"})


def _modules() -> Iterator[tuple[Path, ast.Module]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"), str(path))


def dice_sources(tree: ast.AST) -> list[str]:
    """The classes in ``tree`` that implement the DiceSource protocol (a ``roll`` method)."""
    return [node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
            and any(isinstance(item, ast.FunctionDef) and item.name == "roll" for item in node.body)]


def _key_read(node: ast.AST) -> str | None:
    """The string key ``node`` reads from a mapping (``x["key"]``, ``x.get("key", ...)``), if it does."""
    if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) \
            and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
        return node.slice.value
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr in ("get", "pop") and node.args:
        first = node.args[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value
    return None


def entry_readers(tree: ast.AST) -> list[str]:
    """The functions in ``tree`` that read a log entry by hand: two or more of an entry's fields read in one
    function, or any of them in a module that reads the store's ``table_log`` rows."""
    reads_log_rows = any(isinstance(node, ast.Constant) and isinstance(node.value, str)
                         and "FROM table_log" in node.value for node in ast.walk(tree))
    found = []
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        keys = {key for node in ast.walk(function) if (key := _key_read(node)) in ENTRY_KEYS}
        if len(keys) >= 2 or (keys and reads_log_rows):
            found.append(f"{function.name} reads {sorted(keys)}")
    return found


def test_the_entry_keys_are_the_logs_own() -> None:
    from playpalace_backgammon.table.actions import ActionId

    entry = LogEntry((3, 1), True, 0, 0, (Command(ActionId.ROLL),))
    assert frozenset(entry.to_data()) == ENTRY_KEYS


def test_no_module_outside_the_rules_core_defines_a_dice_source() -> None:
    found = {path.relative_to(PACKAGE).as_posix(): dice_sources(tree) for path, tree in _modules()}
    outside = {path: classes for path, classes in found.items() if classes and not path.startswith("rules/")}
    assert outside == {}
    assert set(found["rules/dice.py"]) >= {"SystemDice", "SeededDice", "ReplayDice", "RecordingDice"}


def test_no_module_but_the_log_reads_a_log_entry_by_hand() -> None:
    found = {path.relative_to(PACKAGE).as_posix(): entry_readers(tree) for path, tree in _modules()}
    outside = {path: functions for path, functions in found.items() if functions and path != "table/log.py"}
    assert outside == {}
    assert found["table/log.py"]  # the check sees the reading that is there


def test_the_checks_see_a_private_dice_queue_and_an_entry_read_by_hand() -> None:
    private = ast.parse(
        "class Logged:\n"
        "    def roll(self):\n        return self.queue.popleft()\n"
        "def replay(table, log, dice):\n"
        "    for entry in log:\n"
        "        dice.queue(entry.get('dice', []))\n"
        "        for item in entry['commands']:\n            table.handle(item)\n"
        "def last_seat(db):\n"
        "    row = db.execute('SELECT entry FROM table_log WHERE table_id = ?').fetchone()\n"
        "    return json.loads(row[0]).get('seat')\n")
    assert dice_sources(private) == ["Logged"]
    assert entry_readers(private) == ["replay reads ['commands', 'dice']", "last_seat reads ['seat']"]
