"""The catalogues are split into entries by a line scan and each entry parsed when first used
(i18n/entries.py): every message of every language renders exactly as when each file is parsed whole, and
a broken file is still reported (``Localizer.errors`` parses every file whole)."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from playpalace_backgammon.i18n import Localizer, locales_dir
from playpalace_backgammon.i18n import localizer as localizer_module
from playpalace_backgammon.table.interface import Message
from tests import catalogues

pytestmark = pytest.mark.slow(6)  # seconds on an idle machine, counted in its group's (tests/conftest.py)


class _Variables(Visitor):
    """A message's variables, each with the keys its selectors choose between."""

    def __init__(self) -> None:
        super().__init__()
        self.found: dict[str, set[object]] = {}

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.found.setdefault(node.id.name, set())

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            keys = self.found.setdefault(node.selector.id.name, set())
            for variant in node.variants:
                key = variant.key
                keys.add(int(key.value) if isinstance(key, ast.NumberLiteral) else key.name)
        self.generic_visit(node)


def _samples(message: ast.Message) -> list[dict[str, object]]:
    """Argument sets reaching every selector key, plural categories, strings and a missing variable."""
    walk = _Variables()
    walk.visit(message)
    choices = {name: sorted(keys, key=str) + [1, 2, 21, "Ana"] for name, keys in walk.found.items()}
    width = max((len(values) for values in choices.values()), default=1)
    samples = [{name: values[i % len(values)] for name, values in choices.items()} for i in range(width)]
    names = sorted(choices)
    if names:
        samples.append({name: 3 for name in names[1:]})
    return samples


def _whole(locale: str) -> localizer_module._Bundle:
    """``locale``'s bundle with every file parsed whole, as fluent.runtime reads them."""
    bundle = localizer_module._Bundle(locale)
    messages: dict[str, ast.Message | ast.Term] = {}
    terms: dict[str, ast.Message | ast.Term] = {}
    for path in sorted((locales_dir() / locale).glob("*.ftl")):
        for entry in catalogues.parsed(path).body:  # as FluentResource parses it, once a process
            if isinstance(entry, (ast.Message, ast.Term)):
                (terms if isinstance(entry, ast.Term) else messages).setdefault(entry.id.name, entry)
    bundle.messages, bundle.terms = messages, terms  # type: ignore[assignment]
    return bundle


@pytest.mark.parametrize("locale", sorted(p.name for p in locales_dir().iterdir() if p.is_dir()))
def test_every_message_renders_as_when_its_files_are_parsed_whole(locale: str) -> None:
    localizer = Localizer()
    whole = _whole(locale)
    # Every message the whole files define, and no other (the scan splits them all as the parser reads them).
    assert localizer.message_ids(locale) == frozenset(whole.messages)
    rendered = 0
    for message_id, entry in whole.messages.items():
        assert isinstance(entry, ast.Message)
        for args in _samples(entry):
            message = Message(message_id, args)  # type: ignore[arg-type]
            if entry.value is None:
                assert localizer.render_checked(message, locale)[1], message_id
                continue
            expected, errors = whole.format_pattern(whole.get_message(message_id).value, dict(args))
            assert localizer.render_checked(message, locale) == (str(expected), [
                f"{locale}: {message_id}: {error}" for error in errors]), (message_id, args)
            assert localizer.render(message, locale) == expected, (message_id, args)
            rendered += 1
    assert rendered > 500


BROKEN = """# a comment above
good = Fine
broken = { $n ->
    [one] one
}
after = Still { -brand }
-brand = Brand
spread = {
NUMBER($n)
}
good = Second definition
"""


def test_a_broken_catalogue_is_reported_and_the_rest_still_renders(tmp_path: Path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "x.ftl").write_text(BROKEN, encoding="utf-8")
    localizer = Localizer(tmp_path)
    assert localizer.render(Message("good"), "en") == "Fine"  # the first definition wins
    assert localizer.render(Message("after"), "en") == "Still Brand"
    details = [error.detail for error in localizer.errors]
    assert details[0].startswith("syntax error: broken = { $n ->"), details
    # Valid Fluent the line scan cannot split (a line inside a placeable starting with a letter):
    assert "entry spread is not read alone as in its file" in details, details
    assert "entry broken is not read alone as in its file" in details, details
    assert all(error.message_id == "x.ftl" for error in localizer.errors)
    text, problems = localizer.render_checked(Message("broken"), "en")
    assert text == "broken" and problems
