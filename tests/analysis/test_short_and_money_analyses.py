"""Matches whose analysis gnubg writes differently, analysed by real gnubg in the pool's worker: a money
session (its statistics are "Session statistics", its Jacoby rule given to gnubg) and a match resigned after
one move (gnubg writes "n/a" for the luck of the player who never played a roll). Both are read, kept and
spoken without a figure that does not exist."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import pytest

from playpalace_backgammon.bots import BotLevel, DecisionKind
from playpalace_backgammon.bots.analysis_engine import AnalysisRequest, money_rules
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.host.lobby.analysis_review import summary_message
from playpalace_backgammon.host.lobby.match_analysis import analyse_match, stored_analysis
from playpalace_backgammon.host.selfplay import Decide, level_driver, play_match
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.records import ResignOffer, export_record, record_from_log
from playpalace_backgammon.records.analysis import MatchAnalysis
from playpalace_backgammon.records.analysis_text import parse_analysis
from playpalace_backgammon.rules import decode_match_id
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import BotTurn, Command, HostedTable
from tests.records.corpus import InlineBots
from tests.records.test_gnubg_import import GNUBG, SCRIPT

LEVELS = (BotLevel.SIMPLE, BotLevel.SIMPLE)
SESSION = Path(__file__).with_name("beavered_money_session.mat")


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
    counted_as_gnubg_counts(analysis)


def counted_as_gnubg_counts(analysis: MatchAnalysis) -> None:
    """Each player's decisions read add up to gnubg's statistics of that player: the error total (each
    loss is rounded to 0.001 in gnubg's text), the unforced moves, and each kind of cube error."""
    for seat, summary in enumerate(analysis.players):
        mine = [d for d in analysis.decisions if d.seat == seat]
        assert sum(d.loss for d in mine) == pytest.approx(summary.error_total, abs=0.0006 * len(mine) + 0.001)
        assert summary.unforced_moves == sum(d.kind == "move" and not d.forced for d in mine)
        wrong = Counter((d.kind, d.played) for d in mine if d.kind != "move" and d.loss > 0)
        assert (summary.wrong_takes, summary.wrong_passes) == (wrong["take", "take"], wrong["take", "pass"])
        assert (summary.wrong_doubles, summary.missed_doubles) == (wrong["cube", "double"],
                                                                    wrong["cube", "no double"])


def test_a_beavered_doublers_answer_and_a_play_gnubg_did_not_rank_are_read_as_gnubg_counts_them() -> None:
    """A money session kept as it was played (its .mat beside this test): in games 1 and 3 a double is
    beavered and the doubler takes, and in game 3 the play made is one gnubg lists after the plays shown,
    ranked "??". gnubg analyses no beaver, but counts the doubler's take of it as a take of the double they
    made, judged by that double's equities (game 1's is a wrong take in gnubg's statistics); the reader
    reads both, so the decisions add up to gnubg's statistics. Real gnubg in the pool's worker, at 0-ply."""
    mat = SESSION.read_text(encoding="utf-8")

    async def run() -> str:
        async with BotPool(workers=1) as pool:
            return (await pool.analyse(AnalysisRequest(mat, 0))).text

    text = asyncio.run(run())
    # What makes this session a test: two beavers and their takes, and a play gnubg could not rank.
    assert text.count("Cannot analyse beaver") == 4
    assert re.search(r"^\*\s+\?\?\s+Cubeful", text, re.M)
    analysis = parse_analysis(text, ("selfplay", "Bot 2"), 0)
    for game, doubler in ((1, 1), (3, 0)):  # the games whose double was beavered, and who doubled
        [double] = [d for d in analysis.decisions if d.game == game and d.played == "double"]
        answers = [d for d in analysis.decisions if d.game == game and d.kind == "take"]
        assert double.seat == doubler
        assert [(d.seat, d.played, d.number) for d in answers] == [(doubler, "take", double.number + 2)]
    [beavered] = [d for d in analysis.decisions if d.game == 1 and d.kind == "take"]
    assert beavered.loss > 0 and beavered.best == "pass"
    assert analysis.players[1].wrong_takes == 2  # game 1's take of the beaver and game 2's take
    counted_as_gnubg_counts(analysis)


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
        words = localizer.render(summary_message(analysis.players[resigner], 0), language)
        assert "none" not in words and "{" not in words
        assert words != localizer.render(summary_message(analysis.players[mover], 0), language)
    said = localizer.render(summary_message(analysis.players[resigner], 0), "en")
    assert "luck not measured" in said and "per move" not in said


def test_the_analysed_sgf_keeps_the_dice_rolled_before_the_resignation(
    analysed: tuple[Path, str, str], tmp_path: Path,
) -> None:
    """gnubg's SGF, made from the .mat (which leaves such dice out), gets them back: Debian's gnubg loads it
    and ends the game where our own SGF does, the dice in its match ID included; the analysis is kept."""
    db, _money, short = analysed
    store = Store(db)
    try:
        kept = store.stored_analysis(short)
        state = store.table_state(short)
        assert kept is not None and state is not None
        record = record_from_log(state, store.match_log(short))
    finally:
        store.close()
    [offer] = [a for a in record.games[0].actions if isinstance(a, ResignOffer)]
    assert offer.dice is not None
    node = f";PL[{'WB'[offer.player]}]DI[{max(offer.dice)}{min(offer.dice)}]"
    analysed_sgf, ours = kept[2], export_record(record, "sgf")
    assert node in ours and node in analysed_sgf and "LU[" in analysed_sgf  # the analysis is still there
    if not GNUBG.exists():
        pytest.fail(f"{GNUBG} is missing: run scripts/ensure-gnubg.sh (make test does)")
    paths = [tmp_path / "analysed.sgf", tmp_path / "ours.sgf"]
    for path, text in zip(paths, (analysed_sgf, ours), strict=True):
        path.write_text(text, encoding="utf-8")
    jobs = tmp_path / "jobs.txt"
    jobs.write_text("".join(f"{path}\n" for path in paths), encoding="utf-8")
    run = subprocess.run([str(GNUBG), "-t", "-q", "-p", str(SCRIPT)], stdin=subprocess.DEVNULL,
                         capture_output=True, text=True, timeout=120,
                         env={**os.environ, "GNUBG_REPLAY_JOBS": str(jobs)})
    ends = {line.split("\t")[1]: line.split("\t")[3:] for line in run.stdout.splitlines()
            if line.startswith("END\t")}
    assert ends[str(paths[0])] == ends[str(paths[1])], run.stdout
    assert decode_match_id(ends[str(paths[0])][1]).dice == (max(offer.dice), min(offer.dice))


def _doubling_animals() -> Decide:
    """Simple bots that double a centred cube, beaver every double they may and raccoon every beaver they
    may: a session full of beavers and raccoons, played at a table of the lobby's own core."""
    decide = level_driver(InlineBots(), LEVELS)  # type: ignore[arg-type]

    async def deciding(table: HostedTable, turn: BotTurn) -> Sequence[Command]:
        assert isinstance(table, BackgammonTable)
        match, kind = table.match, turn.context.kind
        if kind is DecisionKind.ROLL_OR_DOUBLE and match.cube_value == 1 \
                and match.double_refusal(turn.seat) is None:
            return [Command(ActionId.DOUBLE)]
        if kind is DecisionKind.TAKE_OR_DROP and match.beaver_refusal(turn.seat) is None:
            return [Command(ActionId.BEAVER)]
        if kind is DecisionKind.TAKE_OR_DROP and match.raccoon_refusal(turn.seat) is None:
            return [Command(ActionId.RACCOON)]
        return await decide(table, turn)

    return deciding


def test_a_session_with_raccoons_and_beavers_is_analysed_game_by_game(tmp_path: Path) -> None:
    """A money session with a beaver and a raccoon in each of its three games, played at a table and
    analysed as the server does (its .mat rebuilt from the store, gnubg in the pool's worker): gnubg says it
    cannot analyse them, and still analyses the rest. Its text export comes one file per game, the session
    statistics only in the last, so all of them are read: every game's decisions and both players'
    session statistics are kept."""
    store = Store(tmp_path / "a.sqlite3", written=lambda: None)

    async def run() -> tuple[str, str, MatchAnalysis, str]:
        table_id, _status = await play_match(
            store, length=1, levels=LEVELS, seed="raccoons:1", decide=_doubling_animals(), number=1,
            options={"money": True, "jacoby": False, "beavers": True, "raccoons": 2}, games=3)
        state = store.table_state(table_id)
        assert state is not None
        mat = export_record(record_from_log(state, store.match_log(table_id)), "mat")
        async with BotPool(workers=1) as pool:
            analysis = await analyse_match(store, pool, table_id, 0)
            text = (await pool.analyse(AnalysisRequest(mat, 0))).text
        return table_id, mat, analysis, text

    try:
        table_id, mat, analysis, text = asyncio.run(run())
        assert stored_analysis(store, table_id) == analysis  # kept, as the server keeps it
    finally:
        store.close()
    # What makes this session a test: three games, each with a beaver and a raccoon.
    games = re.split(r"^ Game \d+$", mat, flags=re.M)[1:]
    assert len(games) == 3
    for game in games:
        assert "Beavers =>" in game and "Raccoons =>" in game
    assert money_rules(mat) == ["set jacoby off", "set beavers 2", "set automatic doubles 0"]
    assert text.count("Cannot analyse beaver nor raccoons!") >= 6
    numbers = [int(n) for n in re.findall(r"^Game statistics for game (\d+)", text, re.M)]
    assert numbers == [1, 2, 3] and text.count("Session statistics") == 1
    assert text.index("Session statistics") > text.index("Game statistics for game 3")
    assert {d.game for d in analysis.decisions} == {1, 2, 3}
    for summary in analysis.players:
        assert summary.unforced_moves > 0 and summary.cube_decisions > 0
