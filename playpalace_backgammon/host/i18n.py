"""Renders table Messages (a Fluent id plus arguments) in a listener's language, falling back to English.

Catalogues are the Fluent files in ``locales/<lang>/*.ftl`` at the top of the project (found from the
package's parent directory) or, in an installed copy, in the package's own ``locales`` directory.

Every announcement is rendered once per listener, so rendering is on the hot path of every table. Each
message is compiled once into a small Python function covering the Fluent subset the catalogues use (text,
string and number literals, variables, selectors on a variable); integers are formatted and plural
categories chosen by the locale's own rules (babel, as fluent.runtime does), memoised per locale. A
message using anything else, or arguments the compiled form does not expect (a missing variable, a type
other than str or int), is rendered by fluent.runtime itself, which also reports the problems.

The same words recur all game long (rolls, turns, moves), so rendered texts are also kept in a bounded
cache keyed by the locale, the message id and the values of the variables that message uses (not the
others it was given), shared by every table the process serves.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentInt
from fluent.syntax import ast

from ..table.interface import Message

DEFAULT_LOCALE = "en"
CACHE_SIZE = 50_000  # rendered texts kept; cleared when full
MAX_PART_LENGTH = 2500  # fluent.runtime refuses longer placeables; such arguments take its path

Args = Mapping[str, object]
Part = Callable[[Args], str | None]  # None: this message cannot be rendered here, use fluent.runtime


def locales_dir() -> Path:
    """Where the Fluent catalogues are: the repository's ``locales/``, else an installed package copy."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package.parent / "locales", package / "locales"):
        if (candidate / DEFAULT_LOCALE).is_dir():
            return candidate
    raise FileNotFoundError("no locales directory next to or inside the package")


@dataclass(frozen=True)
class RenderError:
    """A problem met while rendering: a missing id, or a Fluent error (for logs and tests)."""

    locale: str
    message_id: str
    detail: str


class _Unsupported(Exception):
    """A Fluent construct the compiled form does not cover; the message is left to fluent.runtime."""


class _LocaleNumbers:
    """Integer formatting and plural categories of one locale, as fluent.runtime computes them, memoised."""

    def __init__(self, bundle: FluentBundle) -> None:
        self._locale = bundle._babel_locale
        self._plural = bundle._plural_form
        self._texts: dict[int, str] = {}
        self._categories: dict[int, str] = {}

    def text(self, value: int) -> str:
        text = self._texts.get(value)
        if text is None:
            text = self._texts[value] = FluentInt(value).format(self._locale)
        return text

    def category(self, value: int) -> str:
        category = self._categories.get(value)
        if category is None:
            category = self._categories[value] = self._plural(value)
        return category


def _compile_pattern(pattern: ast.Pattern, numbers: _LocaleNumbers) -> Part:
    parts = [_compile_element(element, numbers) for element in pattern.elements]
    if all(isinstance(part, str) for part in parts):
        text = "".join(part for part in parts if isinstance(part, str))
        return lambda args: text
    calls = [part if callable(part) else _constant(part) for part in parts]

    def render(args: Args) -> str | None:
        out = []
        for call in calls:
            text = call(args)
            if text is None:
                return None
            out.append(text)
        return "".join(out)

    return render


def _constant(text: str) -> Part:
    return lambda args: text


def _compile_element(element: ast.PatternElement, numbers: _LocaleNumbers) -> str | Part:
    if isinstance(element, ast.TextElement):
        return element.value
    if isinstance(element, ast.Placeable):
        return _compile_expression(element.expression, numbers)
    raise _Unsupported(type(element).__name__)


def _compile_expression(expression: ast.Expression, numbers: _LocaleNumbers) -> str | Part:
    if isinstance(expression, ast.StringLiteral):
        return str(expression.parse()["value"])
    if isinstance(expression, ast.NumberLiteral):
        if "." in expression.value:
            raise _Unsupported("decimal literal")
        return numbers.text(int(expression.value))
    if isinstance(expression, ast.Placeable):
        return _compile_expression(expression.expression, numbers)
    if isinstance(expression, ast.VariableReference):
        return _variable(expression.id.name, numbers)
    if isinstance(expression, ast.SelectExpression):
        return _select(expression, numbers)
    raise _Unsupported(type(expression).__name__)


def _variable(name: str, numbers: _LocaleNumbers) -> Part:
    def render(args: Args) -> str | None:
        value = args.get(name)
        kind = type(value)
        if kind is str:
            assert isinstance(value, str)
            return value if len(value) <= MAX_PART_LENGTH else None
        if kind is int:
            assert isinstance(value, int)
            return numbers.text(value)
        return None

    return render


def _select(expression: ast.SelectExpression, numbers: _LocaleNumbers) -> Part:
    selector = expression.selector
    if not isinstance(selector, ast.VariableReference):
        raise _Unsupported("selector that is not a variable")
    name = selector.id.name
    variants: list[tuple[str | int, Part]] = []
    default: Part | None = None
    for variant in expression.variants:
        key = variant.key
        if isinstance(key, ast.NumberLiteral):
            if "." in key.value:
                raise _Unsupported("decimal variant key")
            key_value: str | int = int(key.value)
        else:
            key_value = key.name
        body = _compile_pattern(variant.value, numbers)
        variants.append((key_value, body))
        if variant.default:
            default = body
    if default is None:
        raise _Unsupported("no default variant")
    by_text = {}
    for key_value, body in variants:  # the first variant with a key wins, as in fluent.runtime
        if isinstance(key_value, str):
            by_text.setdefault(key_value, body)
    numeric_keys = any(isinstance(key_value, int) for key_value, _ in variants)
    fallback = default

    def render(args: Args) -> str | None:
        value = args.get(name)
        kind = type(value)
        if kind is str and not numeric_keys:
            assert isinstance(value, str)
            return by_text.get(value, fallback)(args)
        if kind is int:
            assert isinstance(value, int)
            category = numbers.category(value)
            for key_value, body in variants:
                if (key_value == value) if isinstance(key_value, int) else (key_value == category):
                    return body(args)
            return fallback(args)
        return None

    return render


def _variables(node: object, found: set[str]) -> set[str]:
    """Every variable a Fluent syntax node refers to, anywhere inside it."""
    if isinstance(node, ast.VariableReference):
        found.add(node.id.name)
    elif isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            _variables(value, found)
    elif isinstance(node, list):
        for item in node:
            _variables(item, found)
    return found


@dataclass(frozen=True)
class _Compiled:
    """A message's compiled form and the variables it uses (sorted), which key the render cache."""

    render: Part
    variables: tuple[str, ...]


class Localizer:
    """Every locale's Fluent bundle and compiled messages, loaded once."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory or locales_dir()
        self._bundles: dict[str, FluentBundle] = {}
        self._ids: dict[str, frozenset[str]] = {}
        self._compiled: dict[str, dict[str, _Compiled]] = {}
        self._cache: dict[tuple[object, ...], str] = {}
        self.errors: list[RenderError] = []
        for folder in sorted(self.directory.iterdir()):
            if folder.is_dir() and any(folder.glob("*.ftl")):
                self._load(folder.name, sorted(folder.glob("*.ftl")))
        if DEFAULT_LOCALE not in self._bundles:
            raise FileNotFoundError(f"no {DEFAULT_LOCALE} catalogue in {self.directory}")

    def _load(self, locale: str, files: Iterable[Path]) -> None:
        bundle = FluentBundle([locale], use_isolating=False)
        numbers = _LocaleNumbers(bundle)
        compiled: dict[str, _Compiled] = {}
        ids: set[str] = set()
        for path in files:
            resource = FluentResource(path.read_text(encoding="utf-8"))
            for entry in resource.body:
                if isinstance(entry, ast.Message):
                    identifier = entry.id.name
                    if identifier not in ids and entry.value is not None:  # the first definition wins
                        try:
                            compiled[identifier] = _Compiled(_compile_pattern(entry.value, numbers),
                                                             tuple(sorted(_variables(entry.value, set()))))
                        except _Unsupported:
                            pass
                    ids.add(identifier)
                elif isinstance(entry, ast.Junk):
                    self.errors.append(RenderError(locale, path.name, "syntax error: " + entry.content[:80]))
            bundle.add_resource(resource)
        self._bundles[locale] = bundle
        self._compiled[locale] = compiled
        self._ids[locale] = frozenset(ids)

    @property
    def locales(self) -> tuple[str, ...]:
        """The locales that have a catalogue."""
        return tuple(sorted(self._bundles))

    def message_ids(self, locale: str = DEFAULT_LOCALE) -> frozenset[str]:
        """Every message id the ``locale`` catalogue defines."""
        return self._ids.get(locale, frozenset())

    def resolve_locale(self, locale: str | None) -> str:
        """The best catalogue for a requested locale ("es-MX" -> "es"), else English."""
        if not locale:
            return DEFAULT_LOCALE
        if locale in self._bundles:
            return locale
        wanted = locale.replace("_", "-").lower()
        if wanted in self._bundles:
            return wanted
        base = wanted.split("-")[0]
        return base if base in self._bundles else DEFAULT_LOCALE

    def render(self, message: Message, locale: str | None = DEFAULT_LOCALE) -> str:
        """``message`` in ``locale`` (falling back to English per message); never raises for a bad id."""
        chosen = self.resolve_locale(locale)
        compiled = self._compiled[chosen].get(message.id)
        if compiled is not None:
            args = message.args
            key = (chosen, message.id, *map(args.get, compiled.variables))
            try:
                return self._cache[key]
            except KeyError:
                pass
            except TypeError:  # an unhashable argument: the compiled form will refuse it too
                key = ()
            text = compiled.render(args)
            if text is not None:
                if key:
                    if len(self._cache) >= CACHE_SIZE:
                        self._cache.clear()
                    self._cache[key] = text
                return text
        text, _errors = self.render_checked(message, locale)
        return text

    def render_checked(self, message: Message, locale: str | None = DEFAULT_LOCALE) -> tuple[str, list[str]]:
        """``message`` rendered by fluent.runtime, with the problems met (missing ids, Fluent errors)."""
        chosen = self.resolve_locale(locale)
        problems: list[str] = []
        for candidate in (chosen, DEFAULT_LOCALE):
            bundle = self._bundles[candidate]
            if not bundle.has_message(message.id):
                problems.append(f"{candidate}: missing message {message.id}")
                continue
            pattern = bundle.get_message(message.id).value
            if pattern is None:
                problems.append(f"{candidate}: message {message.id} has no value")
                continue
            text, errors = bundle.format_pattern(pattern, _args(message.args))
            problems += [f"{candidate}: {message.id}: {error}" for error in errors]
            return str(text), problems
        return message.id, problems

    def render_compiled(self, message: Message, locale: str) -> str | None:
        """``message`` by its compiled form only (None when it has none or cannot take these arguments);
        lets tests compare the compiled forms with fluent.runtime."""
        compiled = self._compiled.get(locale, {}).get(message.id)
        return compiled.render(message.args) if compiled is not None else None


def _args(args: Mapping[str, object]) -> dict[str, Any]:
    return dict(args)
