"""One renderer for every table test in a process: a Localizer loads each catalogue the first time it is
asked for it, and rendering is a pure function of the message and the language, so the modules share one
instead of each loading the thirteen languages again."""

from __future__ import annotations

import pytest

from playpalace_backgammon.i18n import Localizer


@pytest.fixture(scope="session")
def localizer() -> Localizer:
    return Localizer()


@pytest.fixture(scope="session")
def renderer(localizer: Localizer) -> Localizer:
    """The same renderer, under the name the random-game tests give it."""
    return localizer
