"""Every string a person hears or reads, in their language: the Fluent catalogues of ``locales/`` and the
``Localizer`` that renders a message (an id and its arguments) from them. Imports nothing else of the
package, so the host, the table's tests and the benches all use it."""

from .compiler import MAX_PART_LENGTH
from .localizer import DEFAULT_LOCALE, Composed, Localizer, Renderable, RenderError, locales_dir

__all__ = ["DEFAULT_LOCALE", "MAX_PART_LENGTH", "Composed", "Localizer", "RenderError", "Renderable",
           "locales_dir"]
