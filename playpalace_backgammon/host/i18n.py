"""Renders table Messages (a Fluent id plus arguments) in a listener's language, falling back to English.

Catalogues are the Fluent files in ``locales/<lang>/*.ftl`` at the top of the project (found from the
package's parent directory) or, in an installed copy, in the package's own ``locales`` directory.

Every announcement is rendered once per listener, so rendering is on the hot path of every table. Each
message is compiled once into a generated Python function (plain statements written from the parsed
message, never from arguments) covering the Fluent subset the catalogues use (text, string and number
literals, variables, selectors on a variable); integers are formatted and plural
categories chosen by the locale's own rules (babel, as fluent.runtime does), memoised per locale. A
message using anything else, or arguments the compiled form does not expect (a missing variable, a type
other than str or int), is rendered by fluent.runtime itself, which also reports the problems.

The same words recur all game long (rolls, turns, moves), so rendered texts are also kept in a bounded
cache keyed by the locale, the message id and the values of the variables that message uses (not the
others it was given), shared by every table the process serves. Tables hand out the same (immutable)
Message objects for words they say again, so the text of a recently rendered Message object is found
by identity first.
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
RECENT_SIZE = 20_000  # Message objects whose text is kept
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
    """``pattern`` as one generated Python function of the arguments (None: leave it to fluent.runtime)."""
    writer = _Writer()
    writer.pattern(pattern, 1)
    source = "def render(args):\n    get = args.get\n    out = []\n    put = out.append\n"
    source += "".join(writer.lines) + "    return ''.join(out)\n"
    namespace: dict[str, Any] = {
        "number": numbers.text, "category": numbers.category, "LONGEST": MAX_PART_LENGTH}
    exec(compile(source, "<fluent message>", "exec"), namespace)  # code built above from parsed nodes only
    render: Part = namespace["render"]
    return render


class _Writer:
    """Writes the Python statements that render a Fluent pattern into ``out``."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.count = 0

    def line(self, depth: int, text: str) -> None:
        self.lines.append("    " * depth + text + "\n")

    def pattern(self, pattern: ast.Pattern, depth: int) -> None:
        start = len(self.lines)
        for element in pattern.elements:
            if isinstance(element, ast.TextElement):
                self.line(depth, f"put({element.value!r})")
            elif isinstance(element, ast.Placeable):
                self.expression(element.expression, depth)
            else:
                raise _Unsupported(type(element).__name__)
        if len(self.lines) == start:
            self.line(depth, "pass")

    def expression(self, expression: ast.SyntaxNode, depth: int) -> None:
        if isinstance(expression, ast.StringLiteral):
            self.line(depth, f"put({str(expression.parse()['value'])!r})")
        elif isinstance(expression, ast.NumberLiteral):
            if "." in expression.value:
                raise _Unsupported("decimal literal")
            self.line(depth, f"put(number({int(expression.value)!r}))")
        elif isinstance(expression, ast.Placeable):
            self.expression(expression.expression, depth)
        elif isinstance(expression, ast.VariableReference):
            value = self.fetch(expression.id.name, depth)
            self.line(depth, f"if type({value}) is str and len({value}) <= LONGEST:")
            self.line(depth + 1, f"put({value})")
            self.line(depth, f"elif type({value}) is int:")
            self.line(depth + 1, f"put(number({value}))")
            self.line(depth, "else:")
            self.line(depth + 1, "return None")
        elif isinstance(expression, ast.SelectExpression):
            self.select(expression, depth)
        else:
            raise _Unsupported(type(expression).__name__)

    def fetch(self, name: str, depth: int) -> str:
        self.count += 1
        value = f"v{self.count}"
        self.line(depth, f"{value} = get({name!r})")
        return value

    def select(self, expression: ast.SelectExpression, depth: int) -> None:
        """The first variant whose key matches, else the default, as fluent.runtime chooses: a string
        matches an identifier key; a number matches a number key, or its plural category."""
        selector = expression.selector
        if not isinstance(selector, ast.VariableReference):
            raise _Unsupported("selector that is not a variable")
        variants: list[tuple[str | int, ast.Pattern]] = []
        default: ast.Pattern | None = None
        for variant in expression.variants:
            key = variant.key
            if isinstance(key, ast.NumberLiteral):
                if "." in key.value:
                    raise _Unsupported("decimal variant key")
                variants.append((int(key.value), variant.value))
            else:
                variants.append((key.name, variant.value))
            if variant.default:
                default = variant.value
        if default is None:
            raise _Unsupported("no default variant")
        value = self.fetch(selector.id.name, depth)
        numeric_keys = any(isinstance(key, int) for key, _ in variants)
        if not numeric_keys:
            self.line(depth, f"if type({value}) is str:")
            self.branches([(f"{value} == {key!r}", body) for key, body in variants], default, depth + 1)
            self.line(depth, f"elif type({value}) is int:")
        else:
            self.line(depth, f"if type({value}) is int:")
        plural = f"c{self.count}"
        self.line(depth + 1, f"{plural} = category({value})")
        self.branches([(f"{value} == {key!r}" if isinstance(key, int) else f"{plural} == {key!r}", body)
                       for key, body in variants], default, depth + 1)
        self.line(depth, "else:")
        self.line(depth + 1, "return None")

    def branches(self, tests: list[tuple[str, ast.Pattern]], default: ast.Pattern, depth: int) -> None:
        for index, (test, body) in enumerate(tests):
            self.line(depth, f"{'if' if index == 0 else 'elif'} {test}:")
            self.pattern(body, depth + 1)
        self.line(depth, "else:" if tests else "if True:")
        self.pattern(default, depth + 1)


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
        self._recent: dict[int, tuple[Message, str | None, str]] = {}  # by id(); the entry holds the object
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
                    content = entry.content or ""
                    self.errors.append(RenderError(locale, path.name, "syntax error: " + content[:80]))
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
        recent = self._recent.get(id(message))
        if recent is not None and recent[0] is message and recent[1] == locale:
            return recent[2]
        chosen = locale if locale in self._compiled else self.resolve_locale(locale)
        compiled = self._compiled[chosen].get(message.id)
        if compiled is not None:
            args = message.args
            key = (chosen, message.id, *map(args.get, compiled.variables))
            try:
                text = self._cache.get(key)
            except TypeError:  # an unhashable argument: the compiled form will refuse it too
                key = ()
                text = None
            if text is None:
                text = compiled.render(args)
                if text is not None and key:
                    if len(self._cache) >= CACHE_SIZE:
                        self._cache.clear()
                    self._cache[key] = text
            if text is not None:
                if len(self._recent) >= RECENT_SIZE:
                    self._recent.clear()
                # The text of this very Message object (tables hand out the same objects again).
                self._recent[id(message)] = (message, locale, text)
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
