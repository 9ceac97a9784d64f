"""Renders table Messages (a Fluent id plus arguments) in a listener's language, falling back to English.

Catalogues are the Fluent files in ``locales/<lang>/*.ftl`` at the top of the project (found from the
package's parent directory) or, in an installed copy, in the package's own ``locales`` directory.

Every announcement is rendered once per listener, so rendering is on the hot path of every table. Each
message is compiled once into a generated Python function (plain statements written from the parsed
message, never from arguments) covering the Fluent subset the catalogues use (text, string and number
literals, variables, selectors on a variable); integers are formatted and plural
categories chosen by the locale's own rules (babel, as fluent.runtime does), memoised per locale. A
message using anything else, or arguments the compiled form does not expect (a missing variable, a type
other than str or int, a placeable longer than fluent.runtime allows), is rendered by fluent.runtime
itself, which also reports the problems.

Rendered texts are not kept. Building and hashing a key of a message's argument values costs more than
running its compiled function (about a microsecond), and the words that name players would split such a
cache by table anyway; keeping texts by Message object costs about as much as it saves, and the objects
it holds on to make every collection of the garbage collector longer.
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
MAX_PART_LENGTH = 2500  # fluent.runtime refuses longer placeables; such arguments take its path
MAX_PARTS = 1000  # fluent.runtime refuses to resolve more pattern elements in one message
_UNBOUNDED = 1 << 62  # the length of a text holding a string argument not measured

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


_NUMBERS_KEPT = 10_000  # memoised integer texts and plural categories per locale; cleared when full


class _LocaleNumbers:
    """Integer formatting and plural categories of one locale, as fluent.runtime computes them. The
    generated code reads the plain dictionaries ``texts`` and ``categories`` first (the fastest lookup)
    and calls ``text``/``category`` for a value not there yet, which fill them (bounded)."""

    def __init__(self, bundle: FluentBundle) -> None:
        self._locale = bundle._babel_locale
        self._plural = bundle._plural_form
        self.texts: dict[int, str] = {}
        self.categories: dict[int, str] = {}

    def text(self, value: int) -> str:
        if len(self.texts) >= _NUMBERS_KEPT:
            self.texts.clear()
        text = self.texts[value] = str(FluentInt(value).format(self._locale))
        return text

    def category(self, value: int) -> str:
        if len(self.categories) >= _NUMBERS_KEPT:
            self.categories.clear()
        category = self.categories[value] = str(self._plural(value))
        return category


def _compile_pattern(pattern: ast.Pattern, numbers: _LocaleNumbers) -> Part:
    """``pattern`` as one generated Python function of the arguments (None: leave it to fluent.runtime).

    fluent.runtime refuses a placeable longer than MAX_PART_LENGTH, and every placeable is part of the
    whole text: a text no longer than that has none too long. So the function measures the whole text
    only, and when it is longer runs a second one that measures each placeable where it can be too long
    (it happens only with such long arguments)."""
    if _parts(pattern) > MAX_PARTS:
        raise _Unsupported("more parts than fluent.runtime resolves")
    namespace: dict[str, Any] = {
        "texts": numbers.texts, "text": numbers.text, "categories": numbers.categories,
        "category": numbers.category, "LONGEST": MAX_PART_LENGTH}
    for name, measured in (("measured", True), ("render", False)):
        writer = _Writer(numbers, measured)
        result, longest = writer.pattern(pattern, 2)
        if measured or longest <= MAX_PART_LENGTH:
            end = f"        return {result}\n"
        else:
            end = (f"        whole = {result}\n"
                   "        return whole if len(whole) <= LONGEST else measured(args)\n")
        source = f"def {name}(args):\n    try:\n" + "".join(writer.lines) + end
        source += "    except LookupError:\n        return None\n"
        exec(compile(source, "<fluent message>", "exec"), namespace)  # code built from parsed nodes only
    render: Part = namespace["render"]
    return render


def _parts(node: object) -> int:
    """How many pattern elements a Fluent syntax node holds, at every depth (fluent.runtime refuses to
    resolve more than MAX_PARTS)."""
    if isinstance(node, ast.Pattern):
        return len(node.elements) + sum(_parts(element) for element in node.elements)
    if isinstance(node, ast.BaseNode):
        return sum(_parts(value) for value in vars(node).values())
    if isinstance(node, list):
        return sum(_parts(item) for item in node)
    return 0


class _Writer:
    """Writes the Python statements that render a Fluent pattern: each variable and selector is read
    (``args[name]``, a missing one ends in LookupError) and checked once where it is used, each selector
    becomes an if-chain assigning a local, and a pattern is one f-string of its literals and locals.

    fluent.runtime refuses (the whole message becomes "{???}") any placeable whose text is longer than
    MAX_PART_LENGTH: a string argument, or the chosen variant of a selector, so those are measured where
    their length is not bounded by the catalogue text alone (such arguments then take its path)."""

    def __init__(self, numbers: _LocaleNumbers, measured: bool) -> None:
        self.numbers = numbers
        self.measured = measured  # whether placeables are measured (else the caller measures the text)
        self.lines: list[str] = []
        self.count = 0

    def line(self, depth: int, text: str) -> None:
        self.lines.append("    " * depth + text + "\n")

    def local(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    def pattern(self, pattern: ast.Pattern, depth: int) -> tuple[str, int]:
        """Writes the statements ``pattern`` needs; returns the expression of its text and the most
        characters that text can have."""
        pieces: list[tuple[bool, str]] = []  # (is a local, literal text or local name)
        longest = 0
        for element in pattern.elements:
            if isinstance(element, ast.TextElement):
                piece = (False, self.literal(element.value))
                length = len(piece[1])
            elif isinstance(element, ast.Placeable):
                local, value, length = self.expression(element.expression, depth)
                piece = (local, value)
            else:
                raise _Unsupported(type(element).__name__)
            longest += length
            if pieces and not piece[0] and not pieces[-1][0]:
                pieces[-1] = (False, pieces[-1][1] + piece[1])
            elif piece[0] or piece[1]:
                pieces.append(piece)
        if not pieces:
            return "''", 0
        if len(pieces) == 1:
            local, value = pieces[0]
            return (value if local else repr(value)), longest
        body = "".join("{" + value + "}" if local else value.replace("{", "{{").replace("}", "}}")
                       for local, value in pieces)
        return "f" + repr(body), longest

    @staticmethod
    def literal(text: str) -> str:
        if len(text) > MAX_PART_LENGTH:
            raise _Unsupported("literal text longer than fluent.runtime resolves")
        return text

    def expression(self, expression: ast.SyntaxNode, depth: int) -> tuple[bool, str, int]:
        """Writes the statements a placeable's expression needs; returns (whether it is a local, the
        local or the literal text, the most characters it can have)."""
        if isinstance(expression, ast.StringLiteral):
            text = self.literal(str(expression.parse()["value"]))
            return False, text, len(text)
        if isinstance(expression, ast.NumberLiteral):
            if "." in expression.value:
                raise _Unsupported("decimal literal")
            number = int(expression.value)
            text = self.literal(self.numbers.texts.get(number) or self.numbers.text(number))
            return False, text, len(text)
        if isinstance(expression, ast.Placeable):
            return self.expression(expression.expression, depth)
        if isinstance(expression, ast.VariableReference):
            value = self.local("v")
            self.line(depth, f"{value} = args[{expression.id.name!r}]")
            if self.measured:
                self.line(depth, f"if type({value}) is str:")
                self.line(depth + 1, f"if len({value}) > LONGEST:")
                self.line(depth + 2, "return None")
                self.line(depth, f"elif type({value}) is int:")
                self.memo(value, "texts", "text", depth + 1)
                self.line(depth, "else:")
                self.line(depth + 1, "return None")
            else:
                self.line(depth, f"if type({value}) is not str:")
                self.line(depth + 1, f"if type({value}) is not int:")
                self.line(depth + 2, "return None")
                self.memo(value, "texts", "text", depth + 1)
            # An integer's text is short: babel formats no more digits than a Decimal holds. A string not
            # measured here can be of any length.
            return True, value, MAX_PART_LENGTH if self.measured else _UNBOUNDED
        if isinstance(expression, ast.SelectExpression):
            target, longest = self.select(expression, depth)
            if longest > MAX_PART_LENGTH and self.measured:
                self.line(depth, f"if len({target}) > LONGEST:")
                self.line(depth + 1, "return None")
                longest = MAX_PART_LENGTH
            return True, target, longest
        raise _Unsupported(type(expression).__name__)

    def memo(self, local: str, memo: str, function: str, depth: int) -> None:
        """``local`` (an int) replaced by its entry in ``memo``, computed by ``function`` when missing."""
        self.line(depth, "try:")
        self.line(depth + 1, f"{local} = {memo}[{local}]")
        self.line(depth, "except KeyError:")
        self.line(depth + 1, f"{local} = {function}({local})")

    def select(self, expression: ast.SelectExpression, depth: int) -> tuple[str, int]:
        """The first variant whose key matches, else the default, as fluent.runtime chooses: a string
        matches an identifier key; a number matches a number key, or its plural category. Returns the
        local holding the chosen variant's text and the most characters it can have."""
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
        value = self.local("v")
        self.line(depth, f"{value} = args[{selector.id.name!r}]")
        if not any(isinstance(key, int) for key, _ in variants):
            # Identifier keys only: an integer matches by its plural category, a string by itself. One
            # value matches one key at most, so the default's own test is left out (it is the else
            # branch, and most often the case), as are keys already met (the first one wins).
            self.line(depth, f"if type({value}) is not str:")
            self.line(depth + 1, f"if type({value}) is not int:")
            self.line(depth + 2, "return None")
            self.memo(value, "categories", "category", depth + 1)
            met: set[str | int] = set()
            branches = []
            for name, body in variants:
                if name not in met and body is not default:
                    branches.append((f"{value} == {name!r}", body))
                met.add(name)
        else:
            # Number keys: only an integer is chosen here (fluent.runtime matches strings oddly).
            self.line(depth, f"if type({value}) is not int:")
            self.line(depth + 1, "return None")
            plural = self.local("c")
            self.line(depth, f"{plural} = {value}")
            self.memo(plural, "categories", "category", depth)
            branches = [(f"{value} == {key!r}" if isinstance(key, int) else f"{plural} == {key!r}", body)
                        for key, body in variants]
        target = self.local("p")
        longest = 0
        for index, (test, body) in enumerate(branches):
            self.line(depth, f"{'if' if index == 0 else 'elif'} {test}:")
            text, length = self.pattern(body, depth + 1)
            self.line(depth + 1, f"{target} = {text}")
            longest = max(longest, length)
        if branches:
            self.line(depth, "else:")
        text, length = self.pattern(default, depth + (1 if branches else 0))
        self.line(depth + (1 if branches else 0), f"{target} = {text}")
        return target, max(longest, length)


class Localizer:
    """Every locale's Fluent bundle and compiled messages, loaded once."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory or locales_dir()
        self._bundles: dict[str, FluentBundle] = {}
        self._ids: dict[str, frozenset[str]] = {}
        self._compiled: dict[str, dict[str, Part]] = {}
        self.errors: list[RenderError] = []
        for folder in sorted(self.directory.iterdir()):
            if folder.is_dir() and any(folder.glob("*.ftl")):
                self._load(folder.name, sorted(folder.glob("*.ftl")))
        if DEFAULT_LOCALE not in self._bundles:
            raise FileNotFoundError(f"no {DEFAULT_LOCALE} catalogue in {self.directory}")
        for locale, compiled in self._compiled.items():
            # A message a catalogue lacks is said in English (as fluent.runtime's path does), compiled too.
            ids = self._ids[locale]
            compiled.update((message_id, function) for message_id, function
                            in self._compiled[DEFAULT_LOCALE].items() if message_id not in ids)

    def _load(self, locale: str, files: Iterable[Path]) -> None:
        bundle = FluentBundle([locale], use_isolating=False)
        numbers = _LocaleNumbers(bundle)
        compiled: dict[str, Part] = {}
        ids: set[str] = set()
        for path in files:
            resource = FluentResource(path.read_text(encoding="utf-8"))
            for entry in resource.body:
                if isinstance(entry, ast.Message):
                    identifier = entry.id.name
                    if identifier not in ids and entry.value is not None:  # the first definition wins
                        try:
                            compiled[identifier] = _compile_pattern(entry.value, numbers)
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
        compiled = self._compiled.get(locale or DEFAULT_LOCALE)
        if compiled is None:
            compiled = self._compiled[self.resolve_locale(locale)]
        function = compiled.get(message.id)
        if function is not None:
            text = function(message.args)
            if text is not None:
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
        return compiled(message.args) if compiled is not None else None


def _args(args: Mapping[str, object]) -> dict[str, Any]:
    return dict(args)
