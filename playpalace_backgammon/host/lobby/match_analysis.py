"""Analysing an archived match: its .mat rebuilt from the store, gnubg's analysis in the bot pool, the
result read and kept in the store with gnubg's SGF (the dice rolled before a resignation put back)."""

from __future__ import annotations

import asyncio
from typing import Any, Protocol

from playpalace_backgammon.bots.analysis_engine import AnalysisOutput, AnalysisRequest
from playpalace_backgammon.records import MatchRecord, RecordError, export_record, record_from_log
from playpalace_backgammon.records.analysis import MatchAnalysis
from playpalace_backgammon.records.analysis_text import parse_analysis
from playpalace_backgammon.records.sgf import with_unplayed_dice

from ..store.store import Store


class Analyser(Protocol):
    """What analyses a match: the local ``BotPool``, or a bots worker on the bus (``cluster.bus_bots``)."""

    async def analyse(self, request: AnalysisRequest) -> AnalysisOutput: ...


def _mat_of(state: dict[str, Any], log: list[dict[str, Any]], match_id: str) -> tuple[str, MatchRecord]:
    """The .mat text of a stored match and its record; RecordError when nothing was played."""
    record = record_from_log(state, log, match_id=match_id)
    if not any(game.actions for game in record.games):
        raise RecordError("not-started", "nothing was played")
    return export_record(record, "mat"), record


def stored_analysis(store: Store, match_id: str) -> MatchAnalysis | None:
    """The analysis kept for ``match_id``, or None."""
    kept = store.stored_analysis(match_id)
    return None if kept is None else MatchAnalysis.from_json(kept[1])


async def analyse_match(store: Store, pool: Analyser, match_id: str, plies: int) -> MatchAnalysis:
    """Analyses a stored match at ``plies`` and keeps the result (and gnubg's SGF with the analysis)."""
    store.request_analysis(match_id, plies)
    store.commit()
    try:
        state = store.table_state(match_id)
        if state is None:
            raise RecordError("state", f"no match {match_id}")
        # Replaying the match into a .mat and reading gnubg's text are tens of milliseconds of pure work
        # each: a thread of their own, so the event loop is never held that long (the GIL is shared every
        # few milliseconds).
        mat, record = await asyncio.to_thread(_mat_of, state, store.match_log(match_id), match_id)
    except RecordError:
        store.drop_analysis_job(match_id)
        store.commit()
        raise
    output = await pool.analyse(AnalysisRequest(mat, plies))
    analysis = await asyncio.to_thread(parse_analysis, output.text, record.names, plies)
    # gnubg's SGF is made from the .mat, which leaves out the dice rolled before a resignation: put back.
    store.save_analysis(match_id, plies, analysis.to_json(), with_unplayed_dice(output.sgf, record))
    store.commit()
    return analysis
