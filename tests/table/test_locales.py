"""Every backgammon message exists in every locale and renders, with sample arguments for every variant."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from playpalace_backgammon.i18n import Localizer, locales_dir
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import DECLARATION, BackgammonTable, action_label
from playpalace_backgammon.table.interface import Message

STRING_VARIABLES = {"name", "opponent_name", "owner_name", "play", "option"}
PLURAL_KEYS = {"zero", "one", "two", "few", "many", "other"}


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer()


def _selectors(pattern: ast.Pattern | None, found: dict[str, set[object]], plain: set[str]) -> None:
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
                _selectors(variant.value, found, plain)
        elif isinstance(expression, ast.VariableReference):
            plain.add(expression.id.name)
        elif isinstance(expression, ast.Placeable):
            _selectors(ast.Pattern([expression]), found, plain)


def _samples(message: ast.Message) -> list[dict[str, object]]:
    """Argument sets that between them reach every variant of every selector in the message."""
    selectors: dict[str, set[object]] = {}
    plain: set[str] = set()
    _selectors(message.value, selectors, plain)
    choices: dict[str, list[object]] = {}
    for name, keys in selectors.items():
        values: list[object] = []
        for key in keys:
            if isinstance(key, int):
                values.append(key)
            elif key in PLURAL_KEYS:
                values += [1, 2, 5]
            else:
                values.append(key)
        choices[name] = values
    base: dict[str, object] = {
        name: ("Ana" if name in STRING_VARIABLES else 3) for name in plain if name not in choices}
    width = max((len(values) for values in choices.values()), default=1)
    return [{**base, **{name: values[i % len(values)] for name, values in choices.items()}}
            for i in range(width)]


def _messages(path: Path) -> dict[str, ast.Message]:
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{path}: {junk[0].content[:200]}"
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}


def test_every_locale_has_exactly_the_english_backgammon_messages() -> None:
    english = set(_messages(locales_dir() / "en" / "backgammon.ftl"))
    for folder in sorted(locales_dir().iterdir()):
        assert set(_messages(folder / "backgammon.ftl")) == english, folder.name


def test_every_message_renders_every_variant_in_every_locale(localizer: Localizer) -> None:
    english = _messages(locales_dir() / "en" / "backgammon.ftl")
    rendered = 0
    for locale in localizer.locales:
        catalogue = _messages(locales_dir() / locale / "backgammon.ftl")
        for message_id, entry in english.items():
            for args in itertools.chain(_samples(entry), _samples(catalogue[message_id])):
                text, problems = localizer.render_checked(Message(message_id, args), locale)  # type: ignore
                assert not problems, (locale, message_id, args, problems)
                assert text.strip() and "{" not in text, (locale, message_id, text)
                rendered += 1
    assert rendered > 400


def test_plurals_and_argument_order_follow_the_language(localizer: Localizer) -> None:
    one = Message("bg-selected", {"point": 6, "count": 1})
    many = Message("bg-selected", {"point": 6, "count": 3})
    assert localizer.render(one, "en") == "6 selected (1 checker)."
    assert localizer.render(many, "es") == "6 seleccionado (3 fichas)."
    ben = {"actor": "other", "name": "Ben", "opponent": "you", "opponent_name": "Ana", "die1": 6, "die2": 4}
    assert localizer.render(Message("bg-rolled", ben), "en") == "Ben rolls 6 and 4."
    assert localizer.render(Message("bg-rolled", ben), "es-MX") == "Ben saca 6 y 4."
    assert localizer.render(Message("bg-turn-started", ben), "es") == "Turno de Ben."


def test_missing_ids_fall_back_and_are_reported(localizer: Localizer) -> None:
    text, problems = localizer.render_checked(Message("bg-no-such-message"), "es")
    assert text == "bg-no-such-message" and len(problems) == 2
    assert localizer.resolve_locale("fr-CA") == "en"


def test_every_label_the_table_declares_exists(localizer: Localizer) -> None:
    labels = [DECLARATION.name] + [spec.label for spec in DECLARATION.options]
    labels += [label for spec in DECLARATION.options for _, label in spec.choices]
    labels += [action_label(action) for action in ActionId]
    table = BackgammonTable({}, ("Ana", "Ben"))
    table.start()
    for message in labels:
        for locale in localizer.locales:
            assert localizer.message_ids(locale) >= {message.id}, (locale, message.id)
    assert table.declaration is DECLARATION


def _value_choices(message: ast.Message) -> dict[str, list[object]]:
    """For each variable of ``message``: every selector key, plural samples, numbers and strings."""
    selectors: dict[str, set[object]] = {}
    plain: set[str] = set()
    _selectors(message.value, selectors, plain)
    choices: dict[str, list[object]] = {}
    for name in set(selectors) | plain:
        keys = selectors.get(name, set())
        values: list[object] = sorted((key for key in keys if isinstance(key, str)), key=str)
        values += sorted(key for key in keys if isinstance(key, int))
        values += [0, 1, 2, 3, 5, 11, 21, 1000, 12345, -4, "Ana", "other", "one"]
        choices[name] = values
    return choices


def test_compiled_messages_render_exactly_as_fluent_runtime(localizer: Localizer) -> None:
    """The compiled form of every message (every catalogue, every locale) says word for word what
    fluent.runtime says, for every selector key and a spread of numbers and strings; arguments it cannot
    take (missing, of another type) go to fluent.runtime."""
    compared = 0
    for folder in sorted(locales_dir().iterdir()):
        for path in sorted(folder.glob("*.ftl")):
            for message_id, message in _messages(path).items():
                choices = _value_choices(message)
                names = sorted(choices)
                width = max((len(values) for values in choices.values()), default=1)
                samples = [{name: choices[name][(i * (k + 1)) % len(choices[name])]
                            for k, name in enumerate(names)} for i in range(width * 3)]
                samples.append({name: 7 for name in names})
                if names:
                    samples.append({name: "x" for name in names[1:]})  # the first variable missing
                for args in samples:
                    wanted = Message(message_id, args)  # type: ignore[arg-type]
                    fast = localizer.render_compiled(wanted, folder.name)
                    text, problems = localizer.render_checked(wanted, folder.name)
                    if fast is not None:
                        assert not problems, (folder.name, message_id, args, problems)
                        assert fast == text, (folder.name, message_id, args)
                        compared += 1
                    assert localizer.render(wanted, folder.name) == text
    assert compared > 1000
