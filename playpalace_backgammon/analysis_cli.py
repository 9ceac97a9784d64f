"""The ``analyse`` command: gnubg's analysis of one archived match (in the bot pool's analysis worker),
kept in the store, and each player's summary printed on standard output, in the operator's language
(``locales/<lang>/analysis.ftl``)."""

from __future__ import annotations

import asyncio
import os
import sys
from decimal import Decimal
from pathlib import Path

from .i18n import Localizer
from .records.analysis import PlayerSummary
from .table.interface import decimal


class _Message:
    def __init__(self, message_id: str, **args: str | int | Decimal) -> None:
        self.id, self.args = message_id, args


def _render(message_id: str, **args: str | int | Decimal) -> str:
    tag = next((os.environ[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if os.environ.get(name)), "")
    tag = tag.split(".")[0].split("@")[0]
    localizer = Localizer()
    locale = localizer.resolve_locale(None if tag in ("", "C", "POSIX") else tag)
    return localizer.render(_Message(message_id, **args), locale)


def summary_args(summary: PlayerSummary) -> dict[str, str | int | Decimal]:
    """The Fluent arguments of ``analysis-summary`` for one player (decimals in the reader's digits)."""
    return {
        "name": summary.name, "rate": decimal(summary.error_rate, 1), "rating": summary.rating,
        "doubtful": summary.doubtful, "errors": summary.bad, "blunders": summary.very_bad,
        "cube": summary.cube_errors,
        "luck": "none" if summary.luck_rate is None else decimal(summary.luck_rate, 3),  # none: no roll
    }


def analyse(db: str, match_id: str, plies: int) -> int:
    """Analyses match ``match_id`` of ``db`` at ``plies`` and prints both players' summaries."""
    from .bots.analysis_engine import ANALYSIS_PLIES
    from .bots.pool import BotPool
    from .host.lobby.match_analysis import analyse_match
    from .host.store.store import Store
    from .records import RecordError

    if plies not in ANALYSIS_PLIES:
        print(_render("analysis-cli-bad-plies"), file=sys.stderr)
        return 2
    if not Path(db).is_file():
        print(_render("analysis-cli-no-database", path=db), file=sys.stderr)
        return 1
    store = Store(db)

    async def run() -> int:
        if store.table_state(match_id) is None:
            print(_render("analysis-cli-unknown-match", id=match_id, path=db), file=sys.stderr)
            return 1
        async with BotPool(workers=1) as pool:
            try:
                analysis = await analyse_match(store, pool, match_id, plies)
            except RecordError as error:
                print(_render("analysis-cli-failed", id=match_id, reason=str(error)), file=sys.stderr)
                return 1
        for summary in analysis.players:
            args = {**summary_args(summary), "rating": _render("analysis-rating", rating=summary.rating)}
            print(_render("analysis-summary", **args))
        return 0

    try:
        return asyncio.run(run())
    finally:
        store.close()
