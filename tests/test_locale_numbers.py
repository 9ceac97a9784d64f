"""Every number a listener hears is written the way their language writes numbers. Arabic and Persian write
their own digits: every message of every catalogue, given numbers (integers and decimals) for each of its
arguments, says no Western digit 0-9, on the compiled path and on fluent.runtime's; the catalogues' own
text holds none either (a fixed number is an argument, or typed in the language's digits). A decimal keeps
its places and takes the language's decimal sign; a move's notation says the language's own words for
"bar" and "off"."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

import pytest
from fluent.syntax import ast

from playpalace_backgammon.i18n import DEFAULT_LOCALE, Localizer, locales_dir
from playpalace_backgammon.table.interface import Message
from playpalace_backgammon.table.presentation.spoken_notation import spoken_notation
from tests import catalogues

OWN_DIGITS = ("ar", "fa")
WESTERN = re.compile(r"[0-9]")
INTEGERS: tuple[int, ...] = (0, 1, 2, 3, 5, 11, 12, 25, 100, 1234567, -4)
DECIMALS = (Decimal("91.4"), Decimal("-0.125"), Decimal("0.100"), Decimal("1523.5"))
CATALOGUES = tuple(sorted(path.name for path in (locales_dir() / DEFAULT_LOCALE).glob("*.ftl")))


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer()


def _messages(path: Path) -> dict[str, ast.Message]:
    return catalogues.messages(path)  # parsed once a process (tests/catalogues.py)


def _variables(node: object, found: dict[str, set[str]]) -> None:
    """Each variable of a message, with the identifier keys of the selectors on it."""
    if isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
        keys = found.setdefault(node.selector.id.name, set())
        keys.update(variant.key.name for variant in node.variants if isinstance(variant.key, ast.Identifier))
    if isinstance(node, ast.VariableReference):
        found.setdefault(node.id.name, set())
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            _variables(value, found)
    elif isinstance(node, list):
        for item in node:
            _variables(item, found)


def _numeric_samples(message: ast.Message) -> list[dict[str, object]]:
    """Every argument a number (each integer, then each decimal, in turn), and then each identifier key
    of each selector with every other argument a number, so every variant is said with numbers."""
    found: dict[str, set[str]] = {}
    _variables(message.value, found)
    numbers: list[object] = [*INTEGERS, *DECIMALS]
    samples: list[dict[str, object]] = [{name: number for name in found} for number in numbers]
    for name, keys in found.items():
        for key in sorted(keys):
            for number in (1, 2, 12, Decimal("2.5")):
                samples.append({**{other: number for other in found}, name: key})
    return samples if found else []


@pytest.mark.parametrize("locale", OWN_DIGITS)
def test_every_message_with_numbers_says_no_western_digit(localizer: Localizer, locale: str) -> None:
    checked = 0
    for name in CATALOGUES:
        for message_id, message in _messages(locales_dir() / locale / name).items():
            for args in _numeric_samples(message):
                wanted = Message(message_id, args)  # type: ignore[arg-type]
                text = localizer.render(wanted, locale)
                slow, problems = localizer.render_checked(wanted, locale)
                assert not problems and text == slow, (locale, message_id, args, problems, text, slow)
                assert not WESTERN.search(text), (locale, name, message_id, args, text)
                checked += 1
    assert checked > 3000


def _literal_text(node: object, found: list[str]) -> None:
    """The text a message says whatever its arguments: text elements, string and number literals (not
    the keys that choose a variant, never said)."""
    if isinstance(node, ast.TextElement):
        found.append(node.value)
    elif isinstance(node, ast.StringLiteral):
        found.append(str(node.parse()["value"]))
    elif isinstance(node, ast.NumberLiteral):
        found.append(node.value)
    elif isinstance(node, ast.Variant):
        _literal_text(node.value, found)
    elif isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            _literal_text(value, found)
    elif isinstance(node, list):
        for item in node:
            _literal_text(item, found)


@pytest.mark.parametrize("locale", OWN_DIGITS)
def test_the_catalogues_type_no_western_digit(localizer: Localizer, locale: str) -> None:
    for name in CATALOGUES:
        for message_id, message in _messages(locales_dir() / locale / name).items():
            found: list[str] = []
            _literal_text(message.value, found)
            for attribute in message.attributes:
                _literal_text(attribute.value, found)
            text = "".join(found)
            assert not WESTERN.search(text), (locale, name, message_id, text)
            if not _numeric_samples(message):
                assert not WESTERN.search(localizer.render(Message(message_id), locale)), (locale, message_id)


@pytest.mark.parametrize(("locale", "rate", "loss"), [
    ("en", "91.4", "-0.125"), ("de", "91,4", "-0,125"), ("ar", "٩١٫٤", "٠٫١٢٥"), ("fa", "۹۱٫۴", "۰٫۱۲۵"),
])
def test_decimals_keep_their_places_in_the_languages_digits_and_decimal_sign(
        localizer: Localizer, locale: str, rate: str, loss: str) -> None:
    message = Message("number", {"value": Decimal("91.4")})
    assert localizer.render(message, locale) == localizer.render_checked(message, locale)[0] == rate
    said = localizer.render(Message("number", {"value": Decimal("-0.125")}), locale)
    assert said.endswith(loss) and "-" in said  # Arabic and Persian put a direction mark before the sign
    assert localizer.render(Message("number", {"value": Decimal("5.0")}), "en") == "5.0"
    assert localizer.render(Message("number", {"value": Decimal("1523.5")}), "ar") == "١٥٢٣٫٥"


def test_a_moves_words_and_numbers_are_each_languages_own(localizer: Localizer) -> None:
    """A hint or an error list says "bar" and "off" in the listener's words: each catalogue names them
    (bg-notation-point), in a word of its own except English's, and the move says that word."""
    play = spoken_notation("bar/20 13/7* 6/off(2)")
    words: dict[str, tuple[str, str]] = {}
    for locale in localizer.locales:
        bar = localizer.render(Message("bg-notation-point", {"point": "bar"}), locale)
        off = localizer.render(Message("bg-notation-point", {"point": "off"}), locale)
        words[locale] = (bar, off)
        said = localizer.render(Message("bg-hint-play", {"rank": 1, "play": play}), locale)
        digits = localizer.digits(locale)
        hint = Message("bg-hint-play", {"rank": 1, "play": play})
        assert said == localizer.render_checked(hint, locale)[0]
        two, thirteen, seven, six = digits[2], digits[1] + digits[3], digits[7], digits[6]
        wanted = f"{bar}/{two}{digits[0]} {thirteen}/{seven}* {six}/{off}({two})"
        assert said.endswith(wanted), (locale, said)
        if locale != DEFAULT_LOCALE:
            assert bar.casefold() != "bar" or locale in ("de", "tr"), (locale, bar)  # Bar: their word too
            assert off != "off" and not re.search(r"\b(bar|off)\b", said), (locale, said)
    assert words["ru"] == ("бар", "снятие") and words["ar"] == ("الحاجز", "خارج")
    assert len({off for _, off in words.values()}) == len(words)
