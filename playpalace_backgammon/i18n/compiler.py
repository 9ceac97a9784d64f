"""Fluent messages compiled into generated Python functions: the hot path of every announcement.

Each message is compiled once into a generated Python function (plain statements written from the parsed
message, never from arguments) covering the Fluent subset the catalogues use (text, string and number
literals, variables, selectors on a variable); integers are formatted and plural categories chosen by the
locale's own rules (babel, as fluent.runtime does), memoised per locale. A message using anything else is
left to fluent.runtime (``Unsupported``), as are arguments the compiled form does not expect (it returns
None: a missing variable, a type other than str or int, a placeable longer than fluent.runtime allows).

An integer argument is written in the locale's own digits (``LocaleNumbers.text``: Persian digits for
Persian, Eastern Arabic digits for Arabic, see ``tags.numbering_system``); the Localizer's bundles write
them the same way on fluent.runtime's path. A number literal in a catalogue is written as fluent.runtime
writes it (Latin digits): digits a translator typed are theirs. A decimal argument (``Decimal``) is written
by ``LocaleNumbers.decimal`` with the places it carries (the Localizer turns it into its text first).
"""

from __future__ import annotations

import functools
import types
from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Any

import babel
import babel.numbers
from fluent.runtime import FluentBundle
from fluent.runtime.types import FluentInt
from fluent.syntax import ast

from .tags import LATIN_DIGITS, digits, numbering_system

MAX_PART_LENGTH = 2500  # fluent.runtime refuses longer placeables; such arguments take its path
MAX_PARTS = 1000  # fluent.runtime refuses to resolve more pattern elements in one message
_UNBOUNDED = 1 << 62  # the length of a text holding a string argument not measured

Args = Mapping[str, object]
Part = Callable[[Args], str | None]  # None: this message cannot be rendered here, use fluent.runtime


class Unsupported(Exception):
    """A Fluent construct the compiled form does not cover; the message is left to fluent.runtime."""


_NUMBERS_KEPT = 10_000  # memoised integer texts and plural categories per locale; cleared when full


class LocaleNumbers:
    """Integer formatting and plural categories of one locale. Integers are formatted by babel with the
    locale's patterns and the symbols and digits of its numbering system (``system``, whose ten digits
    are ``digits``); with Latin digits that is exactly fluent.runtime's own formatting. The generated code
    reads the plain dictionaries ``texts`` and ``categories`` first (the fastest lookup) and calls
    ``text``/``category`` for a value not there yet, which fill them (bounded). The locale's CLDR data
    (babel's, a good part of a catalogue's loading) is read when a number or plural is first asked for:
    a process says its numbers in few of the thirteen languages."""

    def __init__(self, bundle: FluentBundle) -> None:
        self._bundle = bundle
        self.texts: dict[int, str] = {}
        self.categories: dict[int, str] = {}

    @functools.cached_property
    def _locale(self) -> babel.Locale:
        return self._bundle._babel_locale

    @functools.cached_property
    def _plural(self) -> Callable[[int], str]:
        plural: Callable[[int], str] = self._bundle._plural_form
        return plural

    @functools.cached_property
    def system(self) -> str:
        return numbering_system(self._bundle.locales[0]) if self._bundle.locales else "latn"

    @functools.cached_property
    def digits(self) -> str:
        return digits(self.system)

    @functools.cached_property
    def _native(self) -> dict[int, int] | None:
        return str.maketrans(LATIN_DIGITS, self.digits) if self.digits != LATIN_DIGITS else None

    def text(self, value: int) -> str:
        """``value`` as ``format`` writes it, memoised (fluent.runtime's path calls this for every integer
        argument, the generated code only for one not in ``texts`` yet)."""
        text = self.texts.get(value)
        if text is None:
            if len(self.texts) >= _NUMBERS_KEPT:
                self.texts.clear()
            text = self.texts[value] = self.format(value)
        return text

    def format(self, value: int) -> str:
        """``value`` in the locale's digits, grouping and signs (not memoised)."""
        if self._native is None:
            return self.literal(value)
        pattern = self._locale.decimal_formats.get(None)
        if pattern is None:
            return self.literal(value).translate(self._native)
        return str(pattern.apply(value, self._locale, numbering_system=self.system)).translate(self._native)

    def decimal(self, value: Decimal) -> str:
        """``value`` with exactly the decimal places it carries ("0.100" keeps three), in the locale's
        digits, decimal sign and minus sign: "91٫4" in Arabic, "91,4" in German. Not grouped: decimals said
        are rates, equities and ratings, written as FIBS writes a rating (1523.5)."""
        exponent = value.as_tuple().exponent
        places = -exponent if isinstance(exponent, int) and exponent < 0 else 0
        text = str(babel.numbers.format_decimal(
            value, format="0" + ("." + "0" * places if places else ""), locale=self._locale,
            numbering_system=self.system))
        return text.translate(self._native) if self._native is not None else text

    def literal(self, value: int) -> str:
        """``value`` as fluent.runtime writes a number: the locale's grouping, Latin digits."""
        return str(FluentInt(value).format(self._locale))

    def category(self, value: int) -> str:
        if len(self.categories) >= _NUMBERS_KEPT:
            self.categories.clear()
        category = self.categories[value] = str(self._plural(value))
        return category


def compile_pattern(pattern: ast.Pattern, numbers: LocaleNumbers) -> Part:
    """``pattern`` as one generated Python function of the arguments (None: leave it to fluent.runtime).

    fluent.runtime refuses a placeable longer than MAX_PART_LENGTH, and every placeable is part of the
    whole text: a text no longer than that has none too long. So the function measures the whole text
    only, and when it is longer runs a second one that measures each placeable where it can be too long
    (it happens only with such long arguments)."""
    if _parts(pattern) > MAX_PARTS:
        raise Unsupported("more parts than fluent.runtime resolves")
    writer = _Writer(numbers, False)
    result, longest = writer.pattern(pattern, 2)
    texts = writer.texts
    if longest <= MAX_PART_LENGTH:
        functions = [("render", writer.lines, f"        return {result}\n")]
    else:  # the measuring function is written and compiled only for a text that can be too long
        careful = _Writer(numbers, True, len(texts))
        careful_result, _ = careful.pattern(pattern, 2)
        texts = {**texts, **careful.texts}
        functions = [("measured", careful.lines, f"        return {careful_result}\n"),
                     ("render", writer.lines, f"        whole = {result}\n"
                      "        return whole if len(whole) <= LONGEST else measured(args)\n")]
    namespace: dict[str, Any] = {
        "texts": numbers.texts, "text": numbers.text, "categories": numbers.categories,
        "category": numbers.category, "LONGEST": MAX_PART_LENGTH}
    for name, code in _codes(functions):
        constants = tuple(texts.get(value, value) if type(value) is str else value
                          for value in code.co_consts)
        namespace[name] = types.FunctionType(code.replace(co_consts=constants), namespace, name)
    render: Part = namespace["render"]
    return render


_CODES: dict[str, list[tuple[str, types.CodeType]]] = {}  # a generated source -> its functions' code
_CODES_KEPT = 5000  # sources remembered; cleared when full


def _codes(functions: list[tuple[str, list[str], str]]) -> list[tuple[str, types.CodeType]]:
    """The code of each function ``name`` of the arguments, from a writer's lines and its return statement,
    compiled once a process for the same source. The source holds placeholders for its literal texts
    (``_Writer.text``), put back in each message's own copy of the code: the thirteen languages' forms
    of a message, and the many messages of one shape, share one compilation (which costs a hundred times
    more than the copy)."""
    source = ""
    for name, lines, end in functions:
        source += f"def {name}(args):\n    try:\n" + "".join(lines) + end
        source += "    except LookupError:\n        return None\n"
    codes = _CODES.get(source)
    if codes is None:
        module = compile(source, "<fluent message>", "exec")  # code built from parsed nodes only
        codes = [(name, next(code for code in module.co_consts
                             if isinstance(code, types.CodeType) and code.co_name == name))
                 for name, _, _ in functions]
        if len(_CODES) >= _CODES_KEPT:
            _CODES.clear()
        _CODES[source] = codes
    return codes


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

    def __init__(self, numbers: LocaleNumbers, measured: bool, first_text: int = 0) -> None:
        self.numbers = numbers
        self.measured = measured  # whether placeables are measured (else the caller measures the text)
        self.lines: list[str] = []
        self.count = 0
        self.first_text = first_text  # the number of this writer's first placeholder
        self.texts: dict[str, str] = {}  # each placeholder in the source and the literal text it stands for

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
                raise Unsupported(type(element).__name__)
            longest += length
            if pieces and not piece[0] and not pieces[-1][0]:
                pieces[-1] = (False, pieces[-1][1] + piece[1])
            elif piece[0] or piece[1]:
                pieces.append(piece)
        if not pieces:
            return "''", 0
        if len(pieces) == 1:
            local, value = pieces[0]
            return (value if local else repr(self.text(value))), longest
        body = "".join("{" + value + "}" if local else self.text(value) for local, value in pieces)
        return "f" + repr(body), longest

    def text(self, literal: str) -> str:
        """A placeholder for ``literal`` in the source (a string constant of its own, no braces), which
        ``compile_pattern`` replaces by the text in the compiled code: the source is the message's shape."""
        placeholder = f"\x00{self.first_text + len(self.texts)}\x00"
        self.texts[placeholder] = literal
        return placeholder

    @staticmethod
    def literal(text: str) -> str:
        if len(text) > MAX_PART_LENGTH:
            raise Unsupported("literal text longer than fluent.runtime resolves")
        return text

    def expression(self, expression: ast.SyntaxNode, depth: int) -> tuple[bool, str, int]:
        """Writes the statements a placeable's expression needs; returns (whether it is a local, the
        local or the literal text, the most characters it can have)."""
        if isinstance(expression, ast.StringLiteral):
            text = self.literal(str(expression.parse()["value"]))
            return False, text, len(text)
        if isinstance(expression, ast.NumberLiteral):
            if "." in expression.value:
                raise Unsupported("decimal literal")
            number = int(expression.value)
            text = self.literal(self.numbers.literal(number))
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
        raise Unsupported(type(expression).__name__)

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
            raise Unsupported("selector that is not a variable")
        variants: list[tuple[str | int, ast.Pattern]] = []
        default: ast.Pattern | None = None
        for variant in expression.variants:
            key = variant.key
            if isinstance(key, ast.NumberLiteral):
                if "." in key.value:
                    raise Unsupported("decimal variant key")
                variants.append((int(key.value), variant.value))
            else:
                variants.append((key.name, variant.value))
            if variant.default:
                default = variant.value
        if default is None:
            raise Unsupported("no default variant")
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
