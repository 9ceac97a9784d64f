"""Matches whose analysis gnubg writes differently, analysed by real gnubg in the pool's worker: a money
session (its statistics are "Session statistics", its Jacoby rule given to gnubg) and a match resigned after
one move (gnubg writes "n/a" for the luck of the player who never played a roll). Both are read, kept and
spoken without a figure that does not exist."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

import pytest

from playpalace_backgammon.bots import BotLevel, DecisionKind
from playpalace_backgammon.bots.analysis_engine import money_rules
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.host.analysis_review import summary_message
from playpalace_backgammon.host.match_analysis import analyse_match, stored_analysis
from playpalace_backgammon.host.selfplay import Decide, level_driver, play_match
from playpalace_backgammon.host.store import Store
from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.records import ResignOffer, export_record, record_from_log
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import BotTurn, Command, HostedTable

from tests.records.corpus import InlineBots

LEVELS = (BotLevel.SIMPLE, BotLevel.SIMPLE)


def _money_of_games(games: int) -> Decide:
    decide = level_driver(InlineBots(), LEVELS)  # type: ignore[arg-type]

    async def deciding(table: HostedTable, turn: BotTurn) -> Sequence[Command]:
        assert isinstance(table, BackgammonTable)
        if turn.context.kind is DecisionKind.PLAY_ON_OR_STOP and table.match.game_number >= games:
            return [Command(ActionId.STOP_SESSION)]
        return await decide(table, turn)

    return deciding


def resigned_after_one_move() -> Decide:
    """The opening player moves; the other rolls and resigns a single game, which is accepted."""
    decide = level_driver(InlineBots(), LEVELS)  # type: ignore[arg-type]
    moves = 0

    async def deciding(table: HostedTable, turn: BotTurn) -> Sequence[Command]:
        nonlocal moves
        assert isinstance(table, BackgammonTable)
        if turn.context.kind is DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION:
            return table.commands_for_answer(turn.seat, True)
        if turn.context.kind is DecisionKind.MOVE:
            moves += 1
            if moves > 1:
                return [Command(ActionId.RESIGN_SINGLE)]
        return await decide(table, turn)

    return deciding


@pytest.fixture(scope="module")
def analysed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str, str]:
    db = tmp_path_factory.mktemp("short-money") / "a.sqlite3"

    async def run() -> tuple[str, str]:
        store = Store(db, written=lambda: None)
        try:
            money, _status = await play_match(store, length=1, levels=LEVELS, seed="money:1",
                                              decide=_money_of_games(3), number=1,
                                              options={"money": True, "jacoby": True, "beavers": True})
            short, _status = await play_match(store, length=1, levels=LEVELS, seed="short:1",
                                              decide=resigned_after_one_move(), number=2)
            async with BotPool(workers=1) as pool:
                for table_id in (money, short):
                    await analyse_match(store, pool, table_id, 0)
            return money, short
        finally:
            store.close()

    money, short = asyncio.run(run())
    return db, money, short


def test_a_money_session_is_analysed_with_its_rules(analysed: tuple[Path, str, str]) -> None:
    db, money, _short = analysed
    store = Store(db)
    try:
        analysis = stored_analysis(store, money)
        state = store.table_state(money)
        assert state is not None
        record = record_from_log(state, store.match_log(money))
    finally:
        store.close()
    assert analysis is not None and record.money and len(record.games) == 3
    mat = export_record(record, "mat")
    assert money_rules(mat) == ["set jacoby on", "set beavers 1", "set automatic doubles 0"]
    assert {d.game for d in analysis.decisions} == {1, 2, 3}  # every game's decisions were read
    for seat, summary in enumerate(analysis.players):
        assert summary.name == record.names[seat] and summary.unforced_moves > 0
        assert summary.luck_rate is not None
        mine = [d for d in analysis.decisions if d.seat == seat]
        assert sum(d.loss for d in mine) == pytest.approx(summary.error_total, abs=0.0006 * len(mine) + 0.001)


def test_a_match_resigned_after_one_move_is_analysed_and_its_summary_says_no_luck(
    analysed: tuple[Path, str, str],
) -> None:
    db, _money, short = analysed
    store = Store(db)
    try:
        analysis = stored_analysis(store, short)
        state = store.table_state(short)
        assert state is not None
        record = record_from_log(state, store.match_log(short))
    finally:
        store.close()
    assert analysis is not None
    [game] = record.games
    assert game.result is not None and game.result.resigned
    mover = next(a.player for a in game.actions if not isinstance(a, ResignOffer))
    resigner = 1 - mover
    assert [d.kind for d in analysis.decisions if d.seat == mover] == ["move"]
    assert analysis.players[resigner].luck_rate is None  # gnubg's n/a: not one roll of theirs was played
    assert analysis.players[mover].luck_rate is not None
    localizer = Localizer()
    for language in ("en", "ru", "ar"):
        words = localizer.render(summary_message(analysis.players[resigner], language), language)
        assert "none" not in words and "{" not in words
        assert words != localizer.render(summary_message(analysis.players[mover], language), language)
    said = localizer.render(summary_message(analysis.players[resigner], "en"), "en")
    assert "luck not measured" in said and "per move" not in said
