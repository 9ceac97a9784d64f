"""The ``selfplay`` and ``export`` commands: bot matches (or money sessions) played into a store, and one
stored match written as a .mat or SGF file to standard output. Their messages to the operator are Fluent
messages (``locales/<lang>/records.ftl``) in the language of the environment (``LC_ALL``, ``LC_MESSAGES``,
``LANG``)."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from .bots import BotLevel
from .i18n import Localizer
from .i18n.localizer import Renderable


class _Message:
    def __init__(self, message_id: str, **args: str | int) -> None:
        self.id, self.args = message_id, args


def _say(message_id: str, **args: str | int) -> None:
    """One line to standard error, in the operator's language."""
    tag = next((os.environ[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if os.environ.get(name)), "")
    tag = tag.split(".")[0].split("@")[0]
    localizer = Localizer()
    message: Renderable = _Message(message_id, **args)
    print(localizer.render(message, localizer.resolve_locale(None if tag in ("", "C", "POSIX") else tag)),
          file=sys.stderr)


def parse_levels(text: str) -> tuple[BotLevel, BotLevel] | None:
    """``"A,B"`` as two bot levels (one level alone plays both seats); None if it is not that."""
    words = [word.strip() for word in text.split(",")]
    if len(words) == 1:
        words *= 2
    try:
        levels = [BotLevel(word.lower().replace("-", "_")) for word in words]
    except ValueError:
        return None
    return (levels[0], levels[1]) if len(levels) == 2 else None


def selfplay(db: str, matches: int, length: int, levels_text: str, seed: int, *, money: bool = False,
             games: int | None = None) -> int:
    """Plays ``matches`` bot matches into ``db`` (with ``money``, money sessions of ``games`` games each,
    stopped after the last); prints each table id on standard output."""
    from .host.selfplay import MAX_SESSION_GAMES, level_driver, match_seed, play_match
    from .host.store.store import Store
    from .rules import MAX_MATCH_LENGTH

    levels = parse_levels(levels_text)
    if levels is None:
        _say("records-selfplay-bad-levels", levels=", ".join(level.value for level in BotLevel))
        return 2
    session_games = 1 if games is None else games
    if (games is not None and not money) or (money and not 1 <= session_games <= MAX_SESSION_GAMES):
        _say("records-selfplay-bad-games", maximum=MAX_SESSION_GAMES)
        return 2
    if not (money or 1 <= length <= MAX_MATCH_LENGTH) or matches < 0:
        _say("records-selfplay-bad-length", maximum=MAX_MATCH_LENGTH)
        return 2

    async def play_all() -> None:
        from .bots.pool import BotPool

        store = Store(db, written=lambda: None)  # each match commits once, at its end
        try:
            async with BotPool(workers=1) as pool:
                for index in range(matches):
                    table_id, _status = await play_match(
                        store, length=length, levels=levels, seed=match_seed(seed, index),
                        decide=level_driver(pool, levels), number=index + 1,
                        games=session_games if money else None)
                    print(table_id, flush=True)
        finally:
            store.close()

    asyncio.run(play_all())
    _say("records-selfplay-done", count=matches, path=db)
    return 0


def export(db: str, match_id: str, fmt: str) -> int:
    """Writes match ``match_id`` of ``db`` to standard output as ``fmt``."""
    from .host.store.store import Store
    from .records import RecordError, export_table

    if not Path(db).is_file():
        _say("records-export-no-database", path=db)
        return 1
    store = Store(db)
    try:
        state = store.table_state(match_id)
        if state is None:
            _say("records-export-unknown-match", id=match_id, path=db)
            return 1
        archived = store.match(match_id)
        started_at = archived.started_at if archived is not None else None
        analysed = store.stored_analysis(match_id) if fmt == "sgf" else None
        if analysed is not None:  # gnubg's own SGF of the match, with its analysis
            sys.stdout.write(analysed[2])
            return 0
        try:
            text = export_table(state, store.match_log(match_id), fmt, started_at=started_at,
                                match_id=match_id)
        except RecordError as error:
            not_started = error.reason == "not-started"
            _say("records-export-not-started" if not_started else "records-export-failed",
                 id=match_id, reason=str(error))
            return 1
    finally:
        store.close()
    sys.stdout.write(text)
    return 0
