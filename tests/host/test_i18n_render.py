"""The Localizer's compiled renderer says exactly what fluent.runtime says, for any arguments a table or the
network could hand it (names with Fluent syntax in them, any script, over-long strings, wrong types), in
the real catalogues and in a catalogue written to reach every construct the compiler covers; it never
raises, and what it keeps stays bounded."""

from __future__ import annotations

import itertools
import os
from pathlib import Path

import pytest
from fluent.syntax import ast

from playpalace_backgammon.i18n import MAX_PART_LENGTH, Localizer, locales_dir
from playpalace_backgammon.i18n import compiler as i18n_compiler
from playpalace_backgammon.table.interface import Message
from tests import catalogues

pytestmark = pytest.mark.slow(14)  # seconds on an idle machine; its group (tests/conftest.py) starts first

# Plain argument sets each hostile value is tried with in English and Spanish: 4 in the full sweep
# (`PPB_FULL_SWEEPS=1`, docs/testing.md), 1 otherwise (every value still in every variable of every message).
# Outside the full sweep a value a variable already takes in the message's rotation (``_rotation_samples``)
# is not tried in it again with the plain set: every value is still in every variable of every message.
FULL_SWEEPS = os.environ.get("PPB_FULL_SWEEPS", "") not in ("", "0")
ORIGINAL_BASES = 4 if FULL_SWEEPS else 1

NAMES = ["{ $name }", "a{b}c", "}{", "$name", "{", "\\u0041", "'quoted' \"double\"", "Ñandú Ødegård",
         "Дмитрий", "李小龙", "🎲🎲", "\u2068isolated\u2069", "line\nbreak", "", " ", "x" * MAX_PART_LENGTH]
TOO_LONG = "y" * (MAX_PART_LENGTH + 1)
BAD_VALUES: list[object] = [None, 2.5, True, False, b"bytes", ["list"], {"a": 1}, object()]
NUMBERS = [0, 1, 2, 3, 5, 11, 21, 100, 1000, 1_000_000, -1, -21, 10**12]

# Every construct the compiler covers, and some it leaves to fluent.runtime (terms, references, decimals).
CATALOGUE = """
-brand = Palace
plain = Just words.
braces = A literal {"{"} and {"}"} and {"{ $name }"} and { 42 } and { 1234567 } and {""}end
only-variable = { $name }
two-variables = { $name }{ $other }
numbers = { $count ->
    [0] none
    [one] one { $count }
    [1] never reached after [one] for 1
    [few] a few { $count }
   *[other] { $count } of { $name }
}
words = { $kind ->
    [one] word one
    [yes] yes { $name }
   *[no] no
}
other-first = { $count ->
   *[other] default { $count }
    [5] five
}
nested = { $a ->
    [x] { $b ->
        [y] x-y { $name } { $count }
       *[z] x-z { $b }
    }
   *[w] { $count ->
        [one] w-one
       *[other] w-other { $a }
    }
} tail { $b }
duplicate-keys = { $kind ->
    [yes] first yes
   *[no] default no { $name }
    [no] never
    [yes] never either
}
default-first = { $kind ->
   *[yes] default yes
    [yes] shadowed
    [one] one { $name }
}
empty-variant = { $a ->
    [x] {""}
   *[w] {""}
}.
term = { -brand } for { $name }
reference = { plain } and { $name }
decimal = { 1.5 } { $name }
decimal-key = { $count ->
    [1.5] one and a half
   *[other] other
}
"""


@pytest.fixture(scope="module")
def localizer() -> Localizer:
    return Localizer()


@pytest.fixture(scope="module")
def constructs(tmp_path_factory: pytest.TempPathFactory) -> Localizer:
    root = tmp_path_factory.mktemp("locales")
    for locale in ("en", "es", "pl", "ar"):
        (root / locale).mkdir()
        (root / locale / "all.ftl").write_text(CATALOGUE, encoding="utf-8")
    return Localizer(root)


def _variables(message: ast.Message) -> dict[str, set[object]]:
    """Each variable of ``message`` with the keys of the selectors on it."""
    found: dict[str, set[object]] = {}

    def walk(node: object) -> None:
        if isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
            keys = found.setdefault(node.selector.id.name, set())
            for variant in node.variants:
                key = variant.key
                if isinstance(key, ast.NumberLiteral):
                    keys.add(float(key.value) if "." in key.value else int(key.value))
                else:
                    keys.add(key.name)
        if isinstance(node, ast.VariableReference):
            found.setdefault(node.id.name, set())
        if isinstance(node, ast.BaseNode):
            for value in vars(node).values():
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(message.value)
    return found


def _taken(value: object) -> tuple[type, object]:
    """A value as an argument: its type and the value (True and 1 are different arguments); the real
    catalogues' sweep, which asks, passes strings and integers only (hashable)."""
    return type(value), value


def _samples(
    message: ast.Message, extra: list[object], *, bases: int | None = None,
    taken: dict[str, set[tuple[type, object]]] | None = None,
) -> list[dict[str, object]]:
    """Argument sets reaching every variant, each variable also taking every value of ``extra`` in turn
    while the others keep a plain value (in as many of the plain sets as ``bases`` says, by default all),
    but for the values ``taken`` says it takes in other sets already."""
    variables = _variables(message)
    names = sorted(variables)
    choices = {name: sorted(variables[name], key=str) + NUMBERS[:6] + ["Ana", "other", "one"]
               for name in names}
    width = max((len(values) for values in choices.values()), default=1)
    samples = [{name: choices[name][(i * (k + 1)) % len(choices[name])] for k, name in enumerate(names)}
               for i in range(width * 2)]
    for name, value in itertools.product(names, extra):
        if taken is not None and _taken(value) in taken.get(name, ()):
            continue
        for base in samples[:width if bases is None else bases]:
            samples.append({**base, name: value})
    for name in names:  # each variable missing once
        samples.append({other: "Ana" for other in names if other != name})
    return samples


# The spread of values and the rotation of tests/table/test_locales.py's former sweep, whose argument sets
# this module's sweep takes too (``_rotation_samples``): every selector key with these numbers and strings.
ROTATION_VALUES: list[object] = [0, 1, 2, 3, 5, 11, 21, 1000, 12345, -4, "Ana", "other", "one"]


def _rotation_samples(message: ast.Message) -> list[dict[str, object]]:
    """Each variable through its selector keys and ``ROTATION_VALUES`` at its own pace (three times the
    widest list), then 7 in every variable, then the first variable missing."""
    selectors: dict[str, set[object]] = {}
    plain: set[str] = set()
    catalogues.selectors(message.value, selectors, plain)
    choices: dict[str, list[object]] = {}
    for name in set(selectors) | plain:
        keys = selectors.get(name, set())
        values: list[object] = sorted((key for key in keys if isinstance(key, str)), key=str)
        values += sorted(key for key in keys if isinstance(key, int))
        choices[name] = values + ROTATION_VALUES
    names = sorted(choices)
    width = max((len(values) for values in choices.values()), default=1)
    samples = [{name: choices[name][(i * (k + 1)) % len(choices[name])] for k, name in enumerate(names)}
               for i in range(width * 3)]
    samples.append({name: 7 for name in names})
    if names:
        samples.append({name: "x" for name in names[1:]})
    return samples


def _compare(localizer: Localizer, locale: str, message_id: str, args: dict[str, object]) -> bool:
    """Asserts render() says what fluent.runtime says; True when the compiled form took the arguments."""
    message = Message(message_id, args)  # type: ignore[arg-type]
    expected, problems = localizer.render_checked(message, locale)
    fast = localizer.render_compiled(message, locale)
    if fast is not None:
        assert not problems, (locale, message_id, args, problems)
        assert fast == expected, (locale, message_id, args)
    assert localizer.render(message, locale) == expected, (locale, message_id, args)
    return fast is not None


def _catalogue(path: Path) -> dict[str, ast.Message]:
    return catalogues.messages(path)  # parsed once a process (tests/catalogues.py)


def test_real_messages_with_any_names_and_numbers_render_as_fluent_runtime(localizer: Localizer) -> None:
    """The samples that reach every variant, then every hostile name and number in turn in each variable
    (the others plain: in English and Spanish in four such sets with PPB_FULL_SWEEPS=1, else in one, as in
    the other languages, which share the compiled constructs and differ in their plural rules and digits);
    each distinct set of arguments once. With them, a rotation of every selector key and a spread of numbers
    and strings through all variables at once (``_rotation_samples``)."""
    compiled = 0
    for folder in sorted(locales_dir().iterdir()):
        original = folder.name in ("en", "es")
        extra = [*NAMES, TOO_LONG, *NUMBERS] if original else [*NUMBERS, *NAMES[:2], *NAMES[-2:], TOO_LONG]
        for path in sorted(folder.glob("*.ftl")):
            for message_id, message in _catalogue(path).items():
                seen: set[tuple[tuple[str, type, object], ...]] = set()
                rotation = _rotation_samples(message)
                taken: dict[str, set[tuple[type, object]]] = {}
                if not FULL_SWEEPS:
                    for args in rotation:
                        for name, value in args.items():
                            taken.setdefault(name, set()).add(_taken(value))
                for args in itertools.chain(
                        _samples(message, extra, bases=ORIGINAL_BASES if original else 1, taken=taken),
                        rotation):
                    # With each value's type: True and 1 are different arguments.
                    key = tuple(sorted((name, type(value), value) for name, value in args.items()))
                    if key not in seen:
                        seen.add(key)
                        compiled += _compare(localizer, folder.name, message_id, args)
    assert compiled > 5000


def test_wrong_argument_types_never_raise_and_render_as_fluent_runtime(localizer: Localizer) -> None:
    for locale in localizer.locales:
        for message_id, message in _catalogue(locales_dir() / locale / "backgammon.ftl").items():
            for args in _samples(message, BAD_VALUES)[-len(BAD_VALUES) * 3:]:
                _compare(localizer, locale, message_id, args)


def test_every_construct_renders_as_fluent_runtime(constructs: Localizer) -> None:
    catalogue = _catalogue(constructs.directory / "en" / "all.ftl")
    compiled: set[str] = set()
    for locale in constructs.locales:
        for message_id, message in catalogue.items():
            for args in _samples(message, [*NAMES, TOO_LONG, *NUMBERS, *BAD_VALUES]):
                if _compare(constructs, locale, message_id, args):
                    compiled.add(message_id)
    # Terms, message references and decimals are left to fluent.runtime; everything else is compiled.
    assert compiled == set(catalogue) - {"term", "reference", "decimal", "decimal-key"}


def test_long_strings_take_fluent_runtimes_path(constructs: Localizer) -> None:
    at_limit = Message("only-variable", {"name": "x" * MAX_PART_LENGTH})
    over = Message("only-variable", {"name": TOO_LONG})
    assert constructs.render_compiled(at_limit, "en") == "x" * MAX_PART_LENGTH
    assert constructs.render_compiled(over, "en") is None
    text, problems = constructs.render_checked(over, "en")
    assert problems and constructs.render(over, "en") == text != TOO_LONG
    # A whole text longer than a placeable may be, each placeable short enough: fluent.runtime says it.
    two = Message("two-variables", {"name": "a" * 2000, "other": "b" * 2000})
    assert constructs.render_checked(two, "en") == ("a" * 2000 + "b" * 2000, [])
    assert constructs.render_compiled(two, "en") == "a" * 2000 + "b" * 2000
    # A selector's chosen variant holding a name of the longest length is too long as a whole.
    chosen = Message("numbers", {"count": 7, "name": "x" * MAX_PART_LENGTH})
    assert constructs.render_compiled(chosen, "en") is None
    assert constructs.render(chosen, "en") == constructs.render_checked(chosen, "en")[0]


def test_same_object_in_two_locales_and_missing_ids(localizer: Localizer) -> None:
    message = Message("bg-selected", {"point": 6, "count": 1})
    assert localizer.render(message, "en") == "6 selected (1 checker)."
    assert localizer.render(message, "es") != localizer.render(message, "en")
    assert localizer.render(message, "es-MX") == localizer.render(message, "es")
    assert localizer.render(message, "xx") == localizer.render(message, "en")  # no such catalogue
    assert localizer.render(message, None) == localizer.render(message, "en")
    assert localizer.render(Message("bg-no-such-message"), "es") == "bg-no-such-message"
    assert localizer.render(Message(""), "en") == ""


def test_kept_numbers_stay_bounded(constructs: Localizer) -> None:
    kept = i18n_compiler._NUMBERS_KEPT
    for value in range(kept + 10):
        constructs.render_compiled(Message("numbers", {"count": -value, "name": "Ana"}), "ar")
    compiled = constructs.render_compiled(Message("numbers", {"count": 3, "name": "Ana"}), "ar")
    assert compiled == constructs.render_checked(Message("numbers", {"count": 3, "name": "Ana"}), "ar")[0]
    function = constructs._compiled["ar"]["numbers"]
    assert 0 < len(function.__globals__["texts"]) <= kept
    assert 0 < len(function.__globals__["categories"]) <= kept


def test_a_message_a_catalogue_lacks_is_said_in_english(tmp_path: Path) -> None:
    english = "greet = Hello { $name }.\n"
    english += "only-english = { $count ->\n    [one] One\n   *[other] { $count } in all\n}\n"
    english += "-brand = Palace\nbranded = { -brand } says { $name }\n"
    spanish = "greet = Hola { $name }.\n-brand = Palacio\nbranded = { -brand } dice { $name }\n"
    for locale, text in (("en", english), ("es", spanish)):
        (tmp_path / locale).mkdir()
        (tmp_path / locale / "all.ftl").write_text(text, encoding="utf-8")
    localizer = Localizer(tmp_path)
    for count in (1, 2, 1000):
        message = Message("only-english", {"count": count})
        text, problems = localizer.render_checked(message, "es")
        assert problems == ["es: missing message only-english"]
        assert localizer.render(message, "es") == text == localizer.render(message, "en")
        assert localizer.render_compiled(message, "es") == text
    message = Message("branded", {"name": "Ana"})
    assert localizer.render(message, "es") == "Palacio dice Ana"
    assert localizer.render(message, "en") == "Palace says Ana"
    assert localizer.render(Message("greet", {"name": "Ana"}), "es-AR") == "Hola Ana."
