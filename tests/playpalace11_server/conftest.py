"""PlayPalace 11's own server, from the shared copy, with our game installed as docs/playpalace-server.md
tells an operator: its ``server`` directory copied to a temporary place, our generated Fluent file in every
locale folder, and the one import line at the end of ``server/games/__init__.py``. Skipped, saying why,
when the shared copy is absent. PlayPalace's Python dependencies come from the project's dev extras."""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from types import ModuleType

import pytest

from tests.shared_copy import PLAYPALACE11, not_found

IMPORT_LINE = (
    "from playpalace_backgammon.adapters.playpalace11.game import TableBackgammonGame  # noqa: F401\n"
)


@pytest.fixture(scope="session")
def playpalace_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    """PlayPalace's ``server`` package, imported from a copy with our game installed; yields its ``games``."""
    source = PLAYPALACE11 / "server"
    if not (source / "games" / "base.py").is_file():
        pytest.skip(not_found("server of PlayPalace 11", source))
    root = tmp_path_factory.mktemp("playpalace11")
    server = root / "server"
    shutil.copytree(source, server, ignore=shutil.ignore_patterns("tests", ".cache", "__pycache__"))
    packs = server / "games" / "humanitycards" / "humanity_packs.json"
    if not packs.exists():  # the pinned copy leaves its 4 MB of card text out; an empty pack list will do
        packs.write_text('[{"name": "Base Set", "white": [], "black": []}]', encoding="utf-8")
    from playpalace_backgammon.adapters.playpalace11.catalogue import main as write_catalogues

    assert write_catalogues([str(server / "locales")]) == 0
    with (server / "games" / "__init__.py").open("a", encoding="utf-8") as games:
        games.write(IMPORT_LINE)
    os.environ["PLAYPALACE_LOCALE_CACHE_DIR"] = str(root / "locale-cache")
    sys.path.insert(0, str(root))
    try:
        from server.messages.localization import Localization

        Localization.init(server / "locales")
        import server.games as games_package

        yield games_package
    finally:
        if str(root) in sys.path:
            sys.path.remove(str(root))
