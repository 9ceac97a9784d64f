"""What people hear, in their language: every Fluent file of ``locales/<lang>/`` rendered by message id.

The lobby's strings live in ``lobby.ftl``; the table's in its own files. A listener's language comes from the
locale their client sent with ``authorize`` ("es-MX" -> "es"); anything unknown falls back to English, and a
message missing in a language falls back to its English text, then to its id (never an exception).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource

LOCALES_DIR = Path(__file__).resolve().parents[2] / "locales"
DEFAULT_LANGUAGE = "en"

_log = logging.getLogger(__name__)


class Texts:
    """One Fluent bundle per language found under ``locales/``."""

    def __init__(self, root: Path = LOCALES_DIR) -> None:
        self._bundles: dict[str, FluentBundle] = {}
        for directory in sorted(p for p in root.iterdir() if p.is_dir()) if root.is_dir() else []:
            bundle = FluentBundle([directory.name], use_isolating=False)
            for path in sorted(directory.glob("*.ftl")):
                bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
            self._bundles[directory.name] = bundle
        self._missing: set[tuple[str, str]] = set()
        self._cache: dict[tuple[str, str, tuple[tuple[str, str | int], ...]], str] = {}

    @property
    def languages(self) -> tuple[str, ...]:
        return tuple(self._bundles)

    def language_for(self, locale: str | None) -> str:
        """The language we speak for a client locale such as "es", "es-ES" or "es_MX"."""
        if locale:
            base = locale.replace("_", "-").split("-")[0].lower()
            if base in self._bundles:
                return base
        return DEFAULT_LANGUAGE

    def render(self, language: str, message_id: str, args: Mapping[str, str | int] | None = None) -> str:
        """The message in that language with its arguments filled in."""
        key = (language, message_id, tuple(sorted((args or {}).items())))
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        text = self._format(language, message_id, args) or self._format(DEFAULT_LANGUAGE, message_id, args)
        if text is None:
            if (language, message_id) not in self._missing:
                self._missing.add((language, message_id))
                _log.warning("missing message %s (%s)", message_id, language)
            text = message_id
        if len(self._cache) > 50_000:
            self._cache.clear()
        self._cache[key] = text
        return text

    def _format(self, language: str, message_id: str, args: Mapping[str, str | int] | None) -> str | None:
        bundle = self._bundles.get(language)
        if bundle is None or not bundle.has_message(message_id):
            return None
        message = bundle.get_message(message_id)
        if message.value is None:
            return None
        text, errors = bundle.format_pattern(message.value, dict(args or {}))
        if errors:
            _log.warning("message %s (%s): %s", message_id, language, errors)
        return str(text)
