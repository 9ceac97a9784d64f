"""Renders table Messages (a Fluent id plus arguments) in a listener's language, falling back to English.

Catalogues are the Fluent files in ``locales/<lang>/*.ftl`` at the top of the project (found from the
package's parent directory) or, in an installed copy, in the package's own ``locales`` directory.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource

from ..table.interface import Message

DEFAULT_LOCALE = "en"
CACHE_SIZE = 50_000  # rendered texts kept; the same words recur all game long (rolls, turns, moves)


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


class Localizer:
    """Every locale's Fluent bundle, loaded once, and a bounded cache of rendered texts."""

    def __init__(self, directory: Path | None = None) -> None:
        self.directory = directory or locales_dir()
        self._bundles: dict[str, FluentBundle] = {}
        self._ids: dict[str, frozenset[str]] = {}
        self.errors: list[RenderError] = []
        self._cache: dict[tuple[object, ...], str] = {}
        for folder in sorted(self.directory.iterdir()):
            if folder.is_dir() and any(folder.glob("*.ftl")):
                self._load(folder.name, sorted(folder.glob("*.ftl")))
        if DEFAULT_LOCALE not in self._bundles:
            raise FileNotFoundError(f"no {DEFAULT_LOCALE} catalogue in {self.directory}")

    def _load(self, locale: str, files: Iterable[Path]) -> None:
        bundle = FluentBundle([locale], use_isolating=False)
        ids: set[str] = set()
        for path in files:
            resource = FluentResource(path.read_text(encoding="utf-8"))
            for entry in resource.body:
                identifier = getattr(getattr(entry, "id", None), "name", None)
                if type(entry).__name__ == "Message" and identifier:
                    ids.add(identifier)
                elif type(entry).__name__ == "Junk":
                    self.errors.append(RenderError(locale, path.name, "syntax error: " + entry.content[:80]))
            bundle.add_resource(resource)
        self._bundles[locale] = bundle
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
        wanted = locale.replace("_", "-").lower()
        if wanted in self._bundles:
            return wanted
        base = wanted.split("-")[0]
        return base if base in self._bundles else DEFAULT_LOCALE

    def render(self, message: Message, locale: str | None = DEFAULT_LOCALE) -> str:
        """``message`` in ``locale`` (falling back to English per message); never raises for a bad id."""
        text, _errors = self.render_checked(message, locale)
        return text

    def render_checked(self, message: Message, locale: str | None = DEFAULT_LOCALE) -> tuple[str, list[str]]:
        """``message`` rendered, with the problems met (missing ids, Fluent errors) listed."""
        chosen = self.resolve_locale(locale)
        try:
            key: tuple[object, ...] = (chosen, message.id, *sorted(message.args.items()))
        except TypeError:  # arguments that do not sort: render without the cache
            key = ()
        cached = self._cache.get(key) if key else None
        if cached is not None:
            return cached, []
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
            if key and not problems:
                if len(self._cache) >= CACHE_SIZE:
                    self._cache.clear()
                self._cache[key] = text
            return text, problems
        return message.id, problems


def _args(args: Mapping[str, object]) -> dict[str, object]:
    return dict(args)
