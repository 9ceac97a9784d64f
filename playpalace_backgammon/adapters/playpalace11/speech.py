"""Our words in a PlayPalace listener's language.

Our strings stay in our own Fluent catalogues (``locales/``): the table's announcements and replies are
rendered by the package's ``Localizer`` in the listener's PlayPalace locale (its tags, such as ``pt`` and
``zh``, resolve to our ``pt-BR`` and ``zh-CN``; a language we lack falls back to English per message) and
handed to PlayPalace as finished text, so PlayPalace's catalogues need none of them.
"""

from __future__ import annotations

from functools import cache

from ...i18n import Localizer, Renderable


@cache
def localizer() -> Localizer:
    """The package's catalogues, loaded once per process."""
    return Localizer()


def render(message: Renderable, locale: str) -> str:
    """``message`` in the language of a PlayPalace locale tag."""
    return localizer().render(message, locale)
