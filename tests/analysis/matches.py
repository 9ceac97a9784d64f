"""Seeded bot matches played into real SQLite stores as the server records them, and their .mat text."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from playpalace_backgammon.bots import BotLevel
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.host.selfplay import level_driver, match_seed, play_match
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.records import export_record, record_from_log


@dataclass(frozen=True)
class PlayedMatch:
    table_id: str
    names: tuple[str, str]
    mat: str


async def play_matches(
    db: Path, pool: BotPool, *, count: int, length: int, seed: int,
    levels: tuple[BotLevel, BotLevel] = (BotLevel.SIMPLE, BotLevel.GNUBG_0PLY),
) -> list[PlayedMatch]:
    """``count`` matches of ``length`` played into the store at ``db``; each one's names and .mat text."""
    store = Store(db, written=lambda: None)
    played = []
    try:
        for index in range(count):
            table_id, _status = await play_match(
                store, length=length, levels=levels, seed=match_seed(seed, index),
                decide=level_driver(pool, levels), number=index + 1)
            state = store.table_state(table_id)
            assert state is not None
            record = record_from_log(state, store.match_log(table_id), match_id=table_id)
            played.append(PlayedMatch(table_id, record.names, export_record(record, "mat")))
    finally:
        store.close()
    return played
