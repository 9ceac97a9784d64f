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
    """``path`` parsed whole, as fluent.runtime's ``FluentResource`` parses it (junk kept), without spans:
    no test reads them, and the trees are kept for the process, where every full collection of the garbage
    collector walks each of their objects (spans were about a fifth of a catalogue test's live objects)."""
    return FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))


def messages(path: Path) -> dict[str, ast.Message]:
    """The messages ``path`` defines, by id (a later definition of an id replaces the earlier one)."""
    return {entry.id.name: entry for entry in parsed(path).body if isinstance(entry, ast.Message)}


def selectors(pattern: ast.Pattern | None, found: dict[str, set[object]], plain: set[str]) -> None:
    """The variables ``pattern`` selects on (into ``found``, with their keys) and those it only places
    (into ``plain``): what a sweep must give each message to reach every variant."""
    if pattern is None:
        return
    for element in pattern.elements:
        if not isinstance(element, ast.Placeable):
            continue
        expression = element.expression
        if isinstance(expression, ast.SelectExpression):
            selector = expression.selector
            if isinstance(selector, ast.VariableReference):
                keys = found.setdefault(selector.id.name, set())
                for variant in expression.variants:
                    key = variant.key
                    keys.add(int(key.value) if isinstance(key, ast.NumberLiteral) else key.name)
            for variant in expression.variants:
                selectors(variant.value, found, plain)
        elif isinstance(expression, ast.VariableReference):
            plain.add(expression.id.name)
        elif isinstance(expression, ast.Placeable):
            selectors(ast.Pattern([expression]), found, plain)
