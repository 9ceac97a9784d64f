"""Renders Messages (a Fluent id plus arguments) in a listener's language, falling back to English.

Catalogues are the Fluent files in ``locales/<lang>/*.ftl`` at the top of the project (found from the
package's parent directory) or, in an installed copy, in the package's own ``locales`` directory.

Every announcement is rendered once per listener, so rendering is on the hot path of every table: each
message runs as the function ``compiler`` made of it, and fluent.runtime renders what that cannot.

Rendered texts are not kept. Building and hashing a key of a message's argument values costs more than
running its compiled function (about a microsecond), and the words that name players would split such a
cache by table anyway; keeping texts by Message object costs about as much as it saves, and the objects
it holds on to make every collection of the garbage collector longer.

A requested locale is matched to a catalogue by ``resolve_locale`` (any case, ``_`` or ``-``, a region or
script the catalogues lack: see ``tags``). Integer arguments are written in each catalogue's own digits,
by the compiled messages and by fluent.runtime's path alike (``LocaleNumbers``).

Besides strings and integers an argument may be a decimal (``Decimal``, written with the places it carries
in the language's digits and decimal sign), a message of its own (rendered in the same language), or
``Composed`` text (literal pieces and messages, each message rendered in the same language, joined): a
move's notation, whose point numbers and words ("bar", "off") are each language's own. Such arguments are
turned into their text first, so a message taking one runs its compiled form like any other.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

import babel
import babel.plural
from fluent.runtime import FluentBundle
from fluent.runtime.builtins import BUILTINS
from fluent.runtime.prepare import Compiler
from fluent.runtime.resolver import CurrentEnvironment, Message, Pattern, ResolverEnvironment
from fluent.runtime.types import FluentInt, FluentNone
from fluent.runtime.utils import native_to_fluent

from .compiler import LocaleNumbers, Part, Unsupported, compile_pattern
from .entries import Entries, check, split
from .tags import Matcher, cldr_name, text_direction

DEFAULT_LOCALE = "en"


@runtime_checkable
class Renderable(Protocol):
    """Something a person hears or reads: a Fluent message id and its arguments (the table's Message):
    strings, integers, ``Decimal``s, Renderables and ``Composed`` texts."""

    @property
    def id(self) -> str: ...

    @property
    def args(self) -> Mapping[str, object]: ...


@runtime_checkable
class Composed(Protocol):
    """An argument made of pieces: literal text said as it is, and Renderables said in the listener's
    language; rendered as the pieces joined."""

    @property
    def parts(self) -> Sequence[object]: ...


def locales_dir() -> Path:
    """Where the Fluent catalogues are: the repository's ``locales/``, else an installed package copy."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package.parent / "locales", package / "locales"):
        if (candidate / DEFAULT_LOCALE).is_dir():
            return candidate
    raise FileNotFoundError("no locales directory next to or inside the package")


class _Integer(FluentInt):
    """An integer argument on fluent.runtime's path, written as the compiled messages write it."""

    numbers: LocaleNumbers

    def format(self, locale: babel.Locale) -> str:
        return self.numbers.text(int(self))


class _Bundle(FluentBundle):
    """A FluentBundle that writes integer arguments in its locale's digits (``LocaleNumbers``), as the
    compiled messages do (fluent.runtime itself writes Latin digits only), and whose messages and terms
    are ``Entries``: each parsed the first time it is used."""

    def __init__(self, locale: str) -> None:  # FluentBundle's, but for its babel data (made when first used)
        self.locales = [locale]
        self._functions = dict(BUILTINS)
        self.use_isolating = False
        self._messages = {}
        self._terms = {}
        self._compiled = {}
        self._compiler = Compiler()
        self.numbers = LocaleNumbers(self)
        self.messages = Entries()
        self.terms = Entries()

    @functools.cached_property
    def _babel_locale(self) -> babel.Locale:  # type: ignore[override]
        """The locale's CLDR data (babel reads and merges a few hundred kB of it): read when a number or a
        plural of this catalogue is first said, not when it is loaded."""
        return self._get_babel_locale()

    @functools.cached_property
    def _plural_form(self) -> Callable[[int | float], str]:  # type: ignore[override]
        plural: Callable[[int | float], str] = babel.plural.to_python(self._babel_locale.plural_form)
        return plural

    def add_text(self, text: str) -> None:
        """A Fluent file's messages and terms (those already defined keep their first definition)."""
        for term, identifier, source in split(text):
            (self.terms if term else self.messages).add(identifier, source)

    def has_message(self, message_id: str) -> bool:
        """Whether the message is defined and parses (parsing it now if it is not parsed yet)."""
        return self.messages.get(message_id) is not None

    def _lookup(self, entry_id: str, term: bool = False) -> Message:
        """As FluentBundle's: the entry compiled for fluent.runtime's resolver, once; KeyError (a
        LookupError, which the resolver reports) when there is none."""
        compiled_id = "-" + entry_id if term else entry_id
        compiled = self._compiled.get(compiled_id)
        if compiled is None:
            entry = (self.terms if term else self.messages)[entry_id]
            compiled = self._compiled.setdefault(compiled_id, self._compiler(entry))
        return compiled

    def format_pattern(
        self, pattern: Pattern, args: dict[str, Any] | None = None
    ) -> tuple[str | FluentNone, list[Exception]]:
        """As FluentBundle.format_pattern, with each int argument (not a bool) an ``_Integer``."""
        fluent_args: dict[str, Any] = {}
        for name, value in (args or {}).items():
            if type(value) is int:
                number = _Integer(value)
                number.numbers = self.numbers
                fluent_args[name] = number
            else:
                fluent_args[name] = native_to_fluent(value)
        errors: list[Exception] = []
        env = ResolverEnvironment(context=self, current=CurrentEnvironment(args=fluent_args), errors=errors)
        try:
            result: str | FluentNone = pattern(env)
        except ValueError as error:
            errors.append(error)
            result = "{???}"
        return result, errors


_RESOLVED_KEPT = 1000  # requested locale tags remembered with their catalogue; cleared when full


@dataclass(frozen=True)
class RenderError:
    """A problem met while rendering: a missing id, or a Fluent error (for logs and tests)."""

    locale: str
    message_id: str
    detail: str


class Localizer:
    """Every locale's Fluent bundle and compiled messages, each loaded once, when first needed.

    English is loaded at once (every other catalogue falls back to it); another catalogue is loaded the
    first time one of its messages is rendered, or with all the others by ``load_all``: the running server
    loads them all before it serves. Loading a catalogue reads its files and splits them into entries
    (``entries.split``, a few milliseconds); each message is parsed and compiled the first time it is
    rendered (a fraction of a millisecond) and kept: a process says a small part of the thirteen
    catalogues' messages, and parsing them all with fluent.syntax took a second of CPU. Syntax errors
    are found by ``errors``, which parses every file whole."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory or locales_dir()
        self._files: dict[str, list[Path]] = {}
        self._bundles: dict[str, _Bundle] = {}
        self._ids: dict[str, frozenset[str]] = {}
        self._catalogues: dict[str, _Catalogue] = {}
        self._compiled: dict[str, dict[str, Part]] = {}  # each locale's messages compiled so far
        self._errors: list[RenderError] | None = None
        for folder in sorted(self.directory.iterdir()):
            if folder.is_dir() and any(folder.glob("*.ftl")):
                self._files[folder.name] = sorted(folder.glob("*.ftl"))
        if DEFAULT_LOCALE not in self._files:
            raise FileNotFoundError(f"no {DEFAULT_LOCALE} catalogue in {self.directory}")
        self._ready(DEFAULT_LOCALE)
        self._matcher = Matcher(self._files)
        self._resolved: dict[str, str] = {}

    def _ready(self, locale: str) -> str:
        """Load ``locale``'s catalogue (one of ``locales``) if it is not loaded yet; returns it."""
        if locale not in self._bundles:
            self._load(locale, self._files[locale])
        return locale

    def _function(self, locale: str, message_id: str) -> Part | None:
        """The compiled form of ``message_id`` in loaded ``locale`` (a message the catalogue lacks is said
        in English, as fluent.runtime's path does), compiled now if it is not yet, and kept; None when the
        message is in neither or its form is left to fluent.runtime."""
        catalogue = self._catalogues[locale]
        if message_id not in catalogue.ids:
            catalogue = self._catalogues[DEFAULT_LOCALE]
        function = catalogue.function(message_id)
        if function is not None:
            self._compiled[locale][message_id] = function
        return function

    def load_all(self) -> None:
        """Load every catalogue now (a server does, before it serves)."""
        for locale in self._files:
            self._ready(locale)

    @property
    def errors(self) -> list[RenderError]:
        """The problems of every catalogue's files: each syntax error, and each entry that the line scan
        loading them would not read as the whole file's parse does (``entries.check``). Loading does not
        find them: it parses each message only when it is first said; this parses every file whole."""
        if self._errors is None:
            self._errors = [RenderError(locale, path.name, detail)
                            for locale, files in sorted(self._files.items())
                            for path, detail in check(files)]
        return self._errors

    def _load(self, locale: str, files: Iterable[Path]) -> None:
        catalogue = _catalogue(locale, tuple(files))
        self._catalogues[locale] = catalogue
        self._bundles[locale] = catalogue.bundle
        self._compiled[locale] = {}
        self._ids[locale] = catalogue.ids

    @property
    def locales(self) -> tuple[str, ...]:
        """The locales that have a catalogue."""
        return tuple(sorted(self._files))

    def message_ids(self, locale: str = DEFAULT_LOCALE) -> frozenset[str]:
        """Every message id the ``locale`` catalogue defines."""
        if locale not in self._files:
            return frozenset()
        return self._ids[self._ready(locale)]

    def resolve_locale(self, locale: str | None) -> str:
        """The catalogue that best answers a requested locale tag, else English. Tags match in any case
        and with ``_`` or ``-`` ("pt_BR", "PT-BR" -> "pt-BR"); a tag no catalogue has gets its language's
        catalogue sharing its script, then its region ("zh-Hans", "zh_CN", "zh" -> "zh-CN"; "ar-EG" ->
        "ar"; "pt-PT" -> "pt-BR" when that is the only Portuguese); see ``tags.Matcher``."""
        if not locale:
            return DEFAULT_LOCALE
        if locale in self._files:
            return locale
        resolved = self._resolved.get(locale)
        if resolved is None:
            resolved = self._matcher.match(locale[:100]) or DEFAULT_LOCALE
            if len(self._resolved) >= _RESOLVED_KEPT:
                self._resolved.clear()
            self._resolved[locale] = resolved
        return resolved

    def language_name(self, locale: str) -> str:
        """The name of a catalogue's language in that language: lobby.ftl's ``language-name``, else (a
        catalogue being written) CLDR's name for it, else its code."""
        chosen = self._ready(self.resolve_locale(locale))
        if "language-name" in self._ids[chosen]:
            return self.render(_Named("language-name"), chosen)
        return cldr_name(chosen) or chosen

    def direction(self, locale: str) -> str:
        """"rtl" when a catalogue's language is written right to left, else "ltr"."""
        return text_direction(self.resolve_locale(locale))

    def digits(self, locale: str) -> str:
        """The ten digits, 0 to 9, a catalogue writes integer arguments in."""
        return self._bundles[self._ready(self.resolve_locale(locale))].numbers.digits

    def render(self, message: Renderable, locale: str | None = DEFAULT_LOCALE) -> str:
        """``message`` in ``locale`` (falling back to English per message); never raises for a bad id."""
        chosen = locale or DEFAULT_LOCALE
        compiled = self._compiled.get(chosen)
        if compiled is None:
            chosen = self._ready(self.resolve_locale(locale))
            compiled = self._compiled[chosen]
        function = compiled.get(message.id)
        if function is None:
            function = self._function(chosen, message.id)
        if function is not None:
            text = function(message.args)
            if text is not None:
                return text
            plain = self._plain(message.args, locale)
            if plain is not None:
                text = function(plain)
                if text is not None:
                    return text
        text, _errors = self.render_checked(message, locale)
        return text

    def _plain(self, args: Mapping[str, object], locale: str | None) -> dict[str, object] | None:
        """``args`` with each decimal, message and composed text turned into its text in ``locale``; None
        when there is none of them (the arguments are as plain as they get). A loop, strings and integers
        passed at once: every render on fluent.runtime's path asks."""
        for value in args.values():
            kind = type(value)
            if kind is not str and kind is not int and _needs_rendering(value):
                return {name: self._argument(value, locale) for name, value in args.items()}
        return None

    def _argument(self, value: object, locale: str | None) -> object:
        if isinstance(value, Decimal):
            return self._bundles[self._ready(self.resolve_locale(locale))].numbers.decimal(value)
        if isinstance(value, Renderable):
            return self.render(value, locale)
        if isinstance(value, Composed):
            return "".join(self.render(part, locale) if isinstance(part, Renderable) else str(part)
                           for part in value.parts)
        return value

    def render_checked(
        self, message: Renderable, locale: str | None = DEFAULT_LOCALE
    ) -> tuple[str, list[str]]:
        """``message`` rendered by fluent.runtime, with the problems met (missing ids, Fluent errors)."""
        chosen = self.resolve_locale(locale)
        problems: list[str] = []
        for candidate in (chosen, DEFAULT_LOCALE):
            bundle = self._bundles[self._ready(candidate)]
            if not bundle.has_message(message.id):
                problems.append(f"{candidate}: missing message {message.id}")
                continue
            pattern = bundle.get_message(message.id).value
            if pattern is None:
                problems.append(f"{candidate}: message {message.id} has no value")
                continue
            args = message.args
            text, errors = bundle.format_pattern(pattern, dict(self._plain(args, candidate) or args))
            problems += [f"{candidate}: {message.id}: {error}" for error in errors]
            return str(text), problems
        return message.id, problems

    def render_compiled(self, message: Renderable, locale: str) -> str | None:
        """``message`` by its compiled form only (None when it has none or cannot take these arguments);
        lets tests compare the compiled forms with fluent.runtime."""
        if locale not in self._files:
            return None
        compiled = self._function(self._ready(locale), message.id)
        if compiled is None:
            return None
        return compiled(self._plain(message.args, locale) or message.args)


_RENDERED_TYPES: dict[type, bool] = {str: False, int: False, float: False, bool: False}


def _needs_rendering(value: object) -> bool:
    """Whether ``value`` is turned into text before a message takes it (a decimal, a message, a composed
    text). Asked once a type: checking a runtime Protocol costs microseconds, and every render asks."""
    kind = type(value)
    known = _RENDERED_TYPES.get(kind)
    if known is None:
        known = _RENDERED_TYPES[kind] = isinstance(value, (Decimal, Renderable, Composed))
    return known


@dataclass(frozen=True)
class _Named:
    """A message without arguments (a Renderable for the Localizer's own lookups)."""

    id: str
    args: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class _Catalogue:
    """One locale's files read: its bundle (whose entries are parsed when first used) and its message
    ids; each message's compiled form is made when first asked for (``function``) and kept."""

    bundle: _Bundle
    ids: frozenset[str]
    functions: dict[str, Part | None] = field(default_factory=dict)

    def function(self, message_id: str) -> Part | None:
        """The compiled form of ``message_id``; None when the catalogue lacks it or leaves it to
        fluent.runtime. Two threads asking at once may both compile it: both get the one kept."""
        if message_id in self.functions:
            return self.functions[message_id]
        function: Part | None = None
        try:
            pattern = self.bundle.messages[message_id].value
        except KeyError:  # not in the catalogue, or a definition that does not parse
            pattern = None
        if pattern is not None:
            try:
                function = compile_pattern(pattern, self.bundle.numbers)
            except Unsupported:
                pass
        return self.functions.setdefault(message_id, function)


_CATALOGUES: dict[tuple[str, tuple[tuple[Path, int, int], ...]], _Catalogue] = {}
_CATALOGUES_LOCK = threading.Lock()


def _catalogue(locale: str, files: tuple[Path, ...]) -> _Catalogue:
    """``locale``'s catalogue, parsed once per process for the same files (their paths, sizes and
    modification times): every Localizer of a process shares it and the messages it has compiled (tools
    and the tests' many servers would otherwise parse each catalogue again). Nothing else in a catalogue
    changes once made."""
    key = (locale, tuple((path, (stat := path.stat()).st_mtime_ns, stat.st_size) for path in files))
    with _CATALOGUES_LOCK:
        catalogue = _CATALOGUES.get(key)
        if catalogue is None:
            catalogue = _CATALOGUES[key] = _parse(locale, files)
        return catalogue


def _parse(locale: str, files: Iterable[Path]) -> _Catalogue:
    """``locale``'s files split into their entries (``entries.split``), none parsed yet."""
    bundle = _Bundle(locale)
    for path in files:
        bundle.add_text(path.read_text(encoding="utf-8"))
    return _Catalogue(bundle, frozenset(bundle.messages))
