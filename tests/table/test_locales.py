"""Every message of every catalogue (backgammon.ftl, lobby.ftl, web.ftl) renders in every locale, with
sample arguments for every variant; a requested locale tag finds its catalogue; integers are written in
each language's own digits. (That every locale has exactly English's messages, with English's variables,
is tests/test_locale_completeness.py; that the compiled form of every message says word for word what
fluent.runtime says, for every selector key and a spread of numbers and strings, is
tests/host/test_i18n_render.py.)"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from fluent.syntax import ast

from playpalace_backgammon.i18n import Localizer, locales_dir
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import DECLARATION, BackgammonTable, action_label
from playpalace_backgammon.table.interface import Message
from tests import catalogues

pytestmark = pytest.mark.slow(3)  # seconds on an idle machine, counted in its group's (tests/conftest.py)

STRING_VARIABLES = {"name", "opponent_name", "owner_name", "play", "option", "names", "host", "state",
                    "label", "value", "user", "sender", "message", "detail"}
CATALOGUES = ("backgammon.ftl", "lobby.ftl", "web.ftl", "money.ftl")
PLURAL_KEYS = {"zero", "one", "two", "few", "many", "other"}


def _samples(message: ast.Message) -> list[dict[str, object]]:
    """Argument sets that between them reach every variant of every selector in the message."""
    selectors: dict[str, set[object]] = {}
    plain: set[str] = set()
    catalogues.selectors(message.value, selectors, plain)
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
    resource = catalogues.parsed(path)  # parsed once a process (tests/catalogues.py)
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{path}: {junk[0].content[:200]}"
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}


def test_every_message_renders_every_variant_in_every_locale(localizer: Localizer) -> None:
    rendered = 0
    for name in CATALOGUES:
        english = _messages(locales_dir() / "en" / name)
        for locale in localizer.locales:
            path = locales_dir() / locale / name
            catalogue = _messages(path) if path.exists() else {}
            for message_id, entry in english.items():
                own = catalogue.get(message_id)
                if own is None:
                    continue  # a message a locale lacks is said in English (the completeness test reports it)
                for args in itertools.chain(_samples(entry), _samples(own)):
                    text, problems = localizer.render_checked(Message(message_id, args), locale)  # type: ignore
                    assert not problems, (locale, name, message_id, args, problems)
                    assert text.strip() and "{" not in text, (locale, name, message_id, text)
                    rendered += 1
    assert rendered > 500


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
    assert localizer.resolve_locale("xx-YY") == "en"


def test_every_label_the_table_declares_exists(localizer: Localizer) -> None:
    labels = [DECLARATION.name] + [spec.label for spec in DECLARATION.options]
    labels += [label for spec in DECLARATION.options for _, label in spec.choices]
    labels += [action_label(action, money) for action in ActionId for money in (False, True)]
    table = BackgammonTable({}, ("Ana", "Ben"))
    table.start()
    for message in labels:
        for locale in localizer.locales:
            assert localizer.message_ids(locale) >= {message.id}, (locale, message.id)
    assert table.declaration is DECLARATION


_TAG_LOCALES = {"en": "English", "es": "Español", "pt-BR": "Português (Brasil)", "zh-CN": "中文（简体）",
                "ar": "العربية", "fa": "فارسی", "fr": "Français"}
_TAG_CATALOGUE = """language-name = NAME
counted = { $count ->
    [one] { $count } one
   *[other] { $count } many
}
point = { $point }: { $count } of { $name }
literal = { 42 } and { $count }
"""


@pytest.fixture(scope="module")
def tagged(tmp_path_factory: pytest.TempPathFactory) -> Localizer:
    """Small catalogues under the names the project's locales have, whatever translations exist yet."""
    root = tmp_path_factory.mktemp("locales")
    for locale, name in _TAG_LOCALES.items():
        (root / locale).mkdir()
        (root / locale / "all.ftl").write_text(_TAG_CATALOGUE.replace("NAME", name), encoding="utf-8")
    return Localizer(root)


@pytest.mark.parametrize(("requested", "expected"), [
    ("pt-BR", "pt-BR"), ("pt_BR", "pt-BR"), ("pt-br", "pt-BR"), ("PT-BR", "pt-BR"), ("pt_BR.UTF-8", "pt-BR"),
    ("pt", "pt-BR"), ("pt-PT", "pt-BR"), ("pt_AO", "pt-BR"),
    ("zh", "zh-CN"), ("zh-Hans", "zh-CN"), ("zh_CN", "zh-CN"), ("zh-Hans-CN", "zh-CN"),
    ("ZH-hans-cn", "zh-CN"),
    ("zh-SG", "zh-CN"), ("zh-TW", "zh-CN"), ("zh-Hant-HK", "zh-CN"),
    ("ar", "ar"), ("ar-EG", "ar"), ("ar_SA", "ar"), ("ar-MA", "ar"), ("AR", "ar"),
    ("fa", "fa"), ("fa-IR", "fa"), ("fa-AF", "fa"), ("fr-CA", "fr"), ("fr-u-nu-latn", "fr"),
    ("es", "es"), ("es-419", "es"), ("es_MX", "es"), ("en-GB", "en"), ("EN_us", "en"),
    ("de", "en"), ("xx-YY", "en"), ("C", "en"), ("POSIX", "en"), ("und", "en"), ("*", "en"), ("", "en"),
    (None, "en"), ("x-private", "en"), ("i-klingon", "en"), ("p" * 5000, "en"), ("../../etc/passwd", "en"),
])
def test_a_locale_tag_finds_its_catalogue(tagged: Localizer, requested: str | None, expected: str) -> None:
    assert tagged.resolve_locale(requested) == expected
    if requested:
        message = Message("counted", {"count": 3})
        assert tagged.render(message, requested) == tagged.render(message, expected)


def test_resolved_tags_stay_bounded(tagged: Localizer) -> None:
    for number in range(3000):
        assert tagged.resolve_locale(f"es-X{number}") == "es"
    assert 0 < len(tagged._resolved) <= 1000


def test_each_language_is_named_in_itself_and_written_its_way(tagged: Localizer) -> None:
    assert {locale: tagged.language_name(locale) for locale in tagged.locales} == _TAG_LOCALES
    assert {locale for locale in tagged.locales if tagged.direction(locale) == "rtl"} == {"ar", "fa"}
    assert tagged.digits("fa") == "۰۱۲۳۴۵۶۷۸۹"
    assert tagged.digits("ar") == "٠١٢٣٤٥٦٧٨٩"
    others = {tagged.digits(locale) for locale in tagged.locales if locale not in ("ar", "fa")}
    assert others == {"0123456789"}


@pytest.mark.parametrize(("locale", "twelve", "thousands"), [
    ("fa", "۱۲", "۱٬۲۳۴٬۵۶۷"), ("ar", "١٢", "١٬٢٣٤٬٥٦٧"), ("ar-EG", "١٢", "١٬٢٣٤٬٥٦٧"),
    ("en", "12", "1,234,567"), ("zh-CN", "12", "1,234,567"), ("fr", "12", "1\u202f234\u202f567"),
])
def test_numbers_are_written_in_the_languages_digits_on_both_paths(
    tagged: Localizer, locale: str, twelve: str, thousands: str
) -> None:
    """Persian in Persian digits, Arabic in Eastern Arabic digits, by the compiled messages and by
    fluent.runtime's path alike; names keep their own digits, as do digits a translator typed."""
    chosen = tagged.resolve_locale(locale)
    message = Message("point", {"point": 12, "count": 1234567, "name": "Bot 2"})
    text, problems = tagged.render_checked(message, chosen)
    assert not problems and text == f"{twelve}: {thousands} of Bot 2"
    assert tagged.render_compiled(message, chosen) == text == tagged.render(message, locale)
    for count, variant in ((1, "many" if locale == "zh-CN" else "one"), (12, "many")):
        message = Message("counted", {"count": count})
        text, problems = tagged.render_checked(message, chosen)
        assert not problems and text.endswith(variant), text  # plurals are still chosen by the number
        assert tagged.render_compiled(message, chosen) == text
    literal = Message("literal", {"count": 12})
    assert tagged.render(literal, locale) == tagged.render_checked(literal, chosen)[0] == f"42 and {twelve}"


def test_the_real_catalogues_write_point_numbers_in_their_digits(localizer: Localizer) -> None:
    cell = Message("bg-cell", {"point": 13, "count": 0, "owner": "you", "name": "Ana", "colour": "red",
                               "selected": "no"})
    for locale in localizer.locales:
        thirteen = localizer.digits(locale)[1] + localizer.digits(locale)[3]
        text = localizer.render(cell, locale)
        assert thirteen in text and (thirteen == "13" or "13" not in text), (locale, text)
        assert text == localizer.render_checked(cell, locale)[0]
    for locale, digits in (("fa", "۰۱۲۳۴۵۶۷۸۹"), ("ar", "٠١٢٣٤٥٦٧٨٩")):
        if locale in localizer.locales:
            assert localizer.digits(locale) == digits
