"""PlayPalace 11's own server, from the shared copy, with our game installed as docs/playpalace-server.md
tells an operator: its ``server`` directory copied to a temporary place, our generated Fluent file in every
locale folder, and the one import line at the end of ``server/games/__init__.py``. Skipped, saying why,
when the shared copy is absent. PlayPalace's Python dependencies come from the project's dev extras.

PlayPalace compiles a locale's files whole the first time one of its messages is asked (seconds of CPU for
English's 38 files). The tests here hear our game's name, PlayPalace's lobby and table words (``main``,
``games``, ``languages``) and its own backgammon's, never another game's: the other games' files are left
out of the copy, once each file of every locale is checked not to define our file's ids (which compiling
them all would have shown as a clash)."""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.shared_copy import PLAYPALACE11, not_found

KEPT_FILES = {"main.ftl", "games.ftl", "languages.ftl", "backgammon.ftl"}  # PlayPalace's, of every locale
ENTRY = re.compile(r"^(-?[A-Za-z][\w-]*)[ \t]*=", re.MULTILINE)  # a message's or term's id, at a line's start


def _ids(path: Path) -> set[str]:
    return set(ENTRY.findall(path.read_text(encoding="utf-8")))


def _keep_the_files_used(locales: Path, ours: str) -> None:
    """Every locale's files but ``KEPT_FILES`` and ours removed, each checked first to define none of our
    ids."""
    for folder in (path for path in locales.iterdir() if path.is_dir()):
        own = _ids(folder / ours)
        assert own, folder
        for path in folder.glob("*.ftl"):
            if path.name == ours:
                continue
            assert not own & _ids(path), (path, own & _ids(path))
            if path.name not in KEPT_FILES:
                path.unlink()


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
    from playpalace_backgammon.adapters.playpalace11.catalogue import FILE_NAME
    from playpalace_backgammon.adapters.playpalace11.catalogue import main as write_catalogues

    assert write_catalogues([str(server / "locales")]) == 0
    _keep_the_files_used(server / "locales", FILE_NAME)
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
