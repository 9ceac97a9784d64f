"""The module tables in docs/ name every module of the part they describe, once, by its path: a module added,
moved or removed without its row fails here (docs/architecture.md for host/, docs/records.md for records/)."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "playpalace_backgammon"


def modules(part: str) -> Counter[str]:
    """Every module of ``part`` (``__init__`` aside) by its path inside it."""
    base = PACKAGE / part
    return Counter(str(path.relative_to(base)) for path in base.rglob("*.py") if path.name != "__init__.py")


def named_in_tables(doc: str, section: str | None = None) -> Counter[str]:
    """The modules the first column of every table row names, in ``doc`` or in its ``## section`` alone."""
    text = (ROOT / "docs" / doc).read_text(encoding="utf-8")
    if section is not None:
        text = text.split(f"\n## {section}", 1)[1].split("\n## ", 1)[0]
    named: Counter[str] = Counter()
    for line in text.splitlines():
        if line.startswith("| `"):
            named.update(re.findall(r"`([\w/]+\.py)`", line.split("|")[1]))
    return named


def test_architecture_lists_every_module_of_host_once_by_its_path() -> None:
    named, actual = named_in_tables("architecture.md", "host: the lobby server"), modules("host")
    assert named == actual, f"missing: {sorted(actual - named)}; not a module, or twice: {named - actual}"


def test_records_lists_every_module_of_records_once() -> None:
    named = named_in_tables("records.md")
    assert named == modules("records"), (named, modules("records"))


def test_the_check_sees_a_missing_row() -> None:
    assert named_in_tables("architecture.md", "host: the lobby server")["tables/core/room_core.py"] == 1
    assert modules("host")["tables/core/room_core.py"] == 1 and modules("host")["server.py"] == 1
