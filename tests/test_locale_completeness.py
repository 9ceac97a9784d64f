"""Every locale says everything English says, and nothing else: for each of English's catalogues
(backgammon.ftl, lobby.ftl, web.ftl, money.ftl and the rest), each locale has exactly English's messages,
each with exactly English's variables, every selector has a default variant, and no message is left in
English where it should have been translated (names, and words a language really uses as they are,
excepted below).

A locale being translated fails here until it is done; it still works meanwhile, each missing message said
in English. tests/table/test_locales.py renders every message of every locale with sample arguments."""

from __future__ import annotations

import re
from pathlib import Path

import babel
import pytest
from fluent.syntax import FluentSerializer, ast
from fluent.syntax.visitor import Visitor

from playpalace_backgammon.i18n import DEFAULT_LOCALE, Localizer, locales_dir
from tests import catalogues

LOCALES = locales_dir()
#: Every catalogue English has (each feature keeps its words in a file of its own; all are loaded).
CATALOGUES = tuple(sorted(path.name for path in (LOCALES / DEFAULT_LOCALE).glob("*.ftl")))
OTHERS = sorted(folder.name for folder in LOCALES.iterdir()
                if folder.is_dir() and folder.name != DEFAULT_LOCALE)

#: English texts any language may keep as they are: names.
NAMES = {"GNUBG 0-ply", "GNUBG 1-ply", "GNUBG 2-ply", "PlayPalace Backgammon"}
#: English texts the languages listed use as they are (checked by someone who reads the language).
SAME_WORD = {
    "Backgammon": {"de", "es", "fr", "it", "pl", "vi"},
    "Chaos": {"de", "fr"},
    "Chat": {"de", "es", "it"},
    "Menu": {"fr", "it", "pl", "pt-BR"},
    "OK": {"de", "fr", "it", "pl", "pt-BR"},
    "Bar": {"de", "tr"},
    "Bot": {"de", "es", "fr", "it", "pl", "pt-BR", "tr", "vi"},  # as their seat lines say "a bot"
    "Password": {"it"},
}


def _entries(path: Path) -> tuple[dict[str, ast.Message], list[str]]:
    """The messages of a catalogue, and its syntax errors."""
    resource = catalogues.parsed(path)  # parsed once a process (tests/catalogues.py)
    junk = [f"syntax error: {(entry.content or '').strip()[:100]!r}: "
            + "; ".join(annotation.message for annotation in entry.annotations)
            for entry in resource.body if isinstance(entry, ast.Junk)]
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}, junk


class _Walk(Visitor):
    """A message's variables, its selectors without exactly one default, and its words (text outside
    placeables and string literals)."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.no_default = 0
        self.words: list[str] = []

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802
        if sum(variant.default for variant in node.variants) != 1:
            self.no_default += 1
        self.generic_visit(node)

    def visit_TextElement(self, node: ast.TextElement) -> None:  # noqa: N802
        self.words.append(node.value)

    def visit_StringLiteral(self, node: ast.StringLiteral) -> None:  # noqa: N802
        self.words.append(str(node.parse()["value"]))


def _walk(message: ast.Message) -> _Walk:
    walk = _Walk()
    walk.visit(message)
    return walk


def _source(message: ast.Message) -> str:
    """The message as written, without its comment (to tell a translation from a copy of English)."""
    return FluentSerializer().serialize_entry(ast.Message(message.id, message.value, message.attributes))


def _may_stay_english(locale: str, message: ast.Message) -> bool:
    """A message that is only variables, numbers and punctuation, or a name, or a word the language uses."""
    text = "".join(_walk(message).words).strip()
    if not re.search(r"[^\W\d_]", text):
        return True
    return text in NAMES or locale in SAME_WORD.get(text, set())


def test_english_catalogues_have_no_errors() -> None:
    for name in CATALOGUES:
        messages, junk = _entries(LOCALES / DEFAULT_LOCALE / name)
        assert messages and not junk, (name, junk)
        for message_id, message in messages.items():
            assert not _walk(message).no_default, (name, message_id)


@pytest.mark.parametrize("locale", OTHERS)
def test_a_locale_says_everything_english_says_and_nothing_else(locale: str) -> None:
    problems: list[str] = []
    for name in CATALOGUES:
        english, _junk = _entries(LOCALES / DEFAULT_LOCALE / name)
        path = LOCALES / locale / name
        if not path.is_file():
            problems.append(f"{name}: missing (copy locales/en/{name} and translate it)")
            continue
        messages, junk = _entries(path)
        problems += [f"{name}: {error}" for error in junk]
        problems += [f"{name}: {message_id}: missing" for message_id in english if message_id not in messages]
        problems += [f"{name}: {message_id}: not in English (a typo, or English dropped it)"
                     for message_id in messages if message_id not in english]
        for message_id, message in messages.items():
            if message_id not in english:
                continue
            own, theirs = _walk(message), _walk(english[message_id])
            if own.variables != theirs.variables:
                problems.append(f"{name}: {message_id}: variables {sorted(own.variables)}, English has "
                                f"{sorted(theirs.variables)}")
            if own.no_default:
                problems.append(f"{name}: {message_id}: a selector without exactly one default variant (*)")
            if message.value is None:
                problems.append(f"{name}: {message_id}: no value")
            if _source(message) == _source(english[message_id]) and not _may_stay_english(locale, message):
                problems.append(f"{name}: {message_id}: still English ({''.join(own.words).strip()[:60]!r})")
    assert not problems, f"{locale}:\n  " + "\n  ".join(problems)


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer()


@pytest.mark.parametrize("locale", OTHERS)
def test_a_locale_is_a_language_with_plural_rules_and_found_by_its_own_name(
    localizer: Localizer, locale: str
) -> None:
    """The folder's name is a locale CLDR knows (so plurals and digits follow the language), clients
    asking for it in any spelling get it, and it is named in itself."""
    babel.Locale.parse(locale.replace("-", "_"))
    assert localizer.resolve_locale(locale) == locale
    assert localizer.resolve_locale(locale.upper().replace("-", "_")) == locale
    assert localizer.language_name(locale) != localizer.language_name(DEFAULT_LOCALE)
