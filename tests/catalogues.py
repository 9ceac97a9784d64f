"""The shipped Fluent files parsed whole, once a test process: the catalogue tests each read every file of
every language (about a second of CPU a full parse), and ``tests/conftest.py`` runs them in one worker
(``CATALOGUE_MODULES``) so that they share this parse and the Localizer's catalogues (``i18n.localizer``
keeps each language's parsed and compiled entries once a process). The trees are read, never changed."""

from __future__ import annotations

import functools
from pathlib import Path

from fluent.syntax import FluentParser, ast


@functools.cache
def parsed(path: Path) -> ast.Resource:
    """``path`` parsed whole, as fluent.runtime's ``FluentResource`` parses it (spans and junk kept)."""
    return FluentParser().parse(path.read_text(encoding="utf-8"))


def messages(path: Path) -> dict[str, ast.Message]:
    """The messages ``path`` defines, by id (a later definition of an id replaces the earlier one)."""
    return {entry.id.name: entry for entry in parsed(path).body if isinstance(entry, ast.Message)}
