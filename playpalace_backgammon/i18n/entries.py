"""A Fluent file split into its entries by a line scan, each entry parsed only when first used.

fluent.syntax's parser is pure Python: parsing the thirteen languages' catalogues took three quarters of a
server's start-up CPU, and a process says a small part of their messages. Fluent's own grammar makes the
split cheap: an entry (message, term, comment) begins at a line whose first character is a letter, ``-``
or ``#``; every other line (indented, blank, or a ``}``, ``[``, ``*`` or ``.`` at its start) belongs to the
entry above it. That is where the parser itself resumes after a syntax error. ``Entries`` keeps each
message's and term's source text under its id (the first definition wins, as in ``FluentBundle``) and
parses it the first time it is asked for.

The scan does not check syntax: ``check`` parses whole files as the parser reads them and reports their
syntax errors, and any entry the scan would split otherwise (``Localizer.errors``). The tests parse every
shipped file whole, and render every message of every language both ways.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from itertools import pairwise
from pathlib import Path

from fluent.syntax import FluentParser, ast

_ENTRY_START = re.compile(r"^[a-zA-Z#-]", re.MULTILINE)
_DEFINITION = re.compile(r"(-?)([a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=")
_PARSER = FluentParser(with_spans=False)  # spans are for tools; rendering never reads them


def split(text: str) -> Iterator[tuple[bool, str, str]]:
    """Each message or term defined in ``text``: (whether it is a term, its id without ``-``, its source).
    A piece that defines neither (a comment, a broken line) is left out; ``check`` reports broken ones."""
    starts = [match.start() for match in _ENTRY_START.finditer(text)]
    starts.append(len(text))
    for begin, end in pairwise(starts):
        definition = _DEFINITION.match(text, begin, end)
        if definition is not None:
            yield definition.group(1) == "-", definition.group(2), text[begin:end]


def parse(source: str) -> ast.Message | ast.Term | None:
    """The message or term an entry's source defines; None when it does not parse as one."""
    resource = _PARSER.parse(source)  # the parser keeps no state between calls
    entries = [entry for entry in resource.body if not isinstance(entry, ast.BaseComment)]
    if len(entries) == 1 and isinstance(entries[0], (ast.Message, ast.Term)):
        return entries[0]
    return None


class Entries(Mapping[str, ast.Message | ast.Term]):
    """One kind of entry (messages, or terms) of a locale's files by id, each parsed on first use and kept.
    Two threads asking at once may both parse one: both get the one kept."""

    def __init__(self) -> None:
        self._sources: dict[str, list[str]] = {}
        self._parsed: dict[str, ast.Message | ast.Term] = {}

    def add(self, identifier: str, source: str) -> None:
        """One definition of ``identifier`` (a later one is used only if the earlier ones do not parse)."""
        self._sources.setdefault(identifier, []).append(source)

    def __contains__(self, identifier: object) -> bool:
        return identifier in self._sources

    def __getitem__(self, identifier: str) -> ast.Message | ast.Term:
        entry = self._parsed.get(identifier)
        if entry is None:
            for source in self._sources[identifier]:
                parsed = parse(source)
                if parsed is not None and parsed.id.name == identifier:
                    entry = self._parsed.setdefault(identifier, parsed)
                    break
            else:
                raise KeyError(identifier)
        return entry

    def __iter__(self) -> Iterator[str]:
        return iter(self._sources)

    def __len__(self) -> int:
        return len(self._sources)


def check(paths: Iterable[Path]) -> list[tuple[Path, str]]:
    """The problems of Fluent files, each with its file: every syntax error the parser finds in the
    whole file, and every message or term the line scan does not split out as the parser reads it."""
    problems: list[tuple[Path, str]] = []
    parser = FluentParser(with_spans=False)
    for path in paths:
        text = path.read_text(encoding="utf-8")
        whole: dict[tuple[bool, str], ast.Message | ast.Term] = {}
        for entry in parser.parse(text).body:
            if isinstance(entry, ast.Junk):
                problems.append((path, "syntax error: " + (entry.content or "")[:80]))
            elif isinstance(entry, (ast.Message, ast.Term)):
                whole.setdefault((isinstance(entry, ast.Term), entry.id.name), entry)
        scanned: dict[tuple[bool, str], ast.Message | ast.Term | None] = {}
        for term, identifier, source in split(text):
            if (term, identifier) not in scanned:
                scanned[term, identifier] = parse(source)
        for key in whole.keys() | scanned.keys():
            alone, parsed = scanned.get(key), whole.get(key)
            if alone is None or parsed is None or not _same(alone, parsed):
                name = ("-" if key[0] else "") + key[1]
                problems.append((path, f"entry {name} is not read alone as in its file"))
    return problems


def _same(one: ast.Message | ast.Term, other: ast.Message | ast.Term) -> bool:
    """Whether two entries say the same (comments aside: a comment above an entry is attached to it in
    a whole file, and is its own piece in the scan)."""
    return one.equals(other, ignored_fields=["span", "comment"])
