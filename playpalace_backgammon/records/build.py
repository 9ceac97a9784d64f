"""A ``MatchRecord`` from what the store keeps for a table: its lobby state and its log.

The log is replayed through the table by the one replay the host restores a table with (``table.replay``:
each entry's dice handed out while its commands are handled), so the record is what the players saw; the
match's accepted commands and dice are then replayed once more through the rules core, whose events become
the record's actions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..rules import Match, ReplayDice, RulesError
from ..rules import events as ev
from ..table.actions import ActionId
from ..table.backgammon import BackgammonTable
from ..table.interface import TableRefusal
from ..table.log import read_log
from ..table.replay import ReplayError, replay_all
from .match_record import (
    Action,
    CubeAction,
    CubeKind,
    Forfeit,
    GameRecord,
    GameResult,
    MatchRecord,
    ResignAnswer,
    ResignOffer,
    Turn,
)


class RecordError(ValueError):
    """The stored state or log cannot be made into a record; ``reason`` says why in a word."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason


def replay_table(state: Mapping[str, Any], log: Sequence[Mapping[str, Any]]) -> BackgammonTable:
    """The table rebuilt from its lobby state (options, seat names) and log; RecordError if it cannot be."""
    if not isinstance(state, Mapping):
        raise RecordError("state", "not a table's state")
    names = state.get("names")
    if not isinstance(names, list | tuple) or len(names) != 2 or not all(isinstance(n, str) for n in names):
        raise RecordError("not-started", "the match has not started")
    dice = ReplayDice()
    try:
        table = BackgammonTable(state.get("options") or {}, tuple(names), dice)
    except TableRefusal as refusal:
        raise RecordError("state", f"the table's options are refused ({refusal.message.id})") from refusal
    try:
        replay_all(table, read_log(log, ActionId), dice, leftover="drop")
    except ReplayError as error:
        raise RecordError("dice" if error.reason == "dice-exhausted" else "log", str(error)) from error
    except (KeyError, TypeError, ValueError, AttributeError, RulesError) as error:
        raise RecordError("log", str(error)) from error
    if not table.started:
        raise RecordError("not-started", "the log has no start")
    return table


class _GameBuilder:
    """Collects one game's actions from the rules core's events."""

    def __init__(self, number: int, score: tuple[int, int], crawford: bool, post_crawford: bool) -> None:
        self.number, self.score, self.crawford, self.post_crawford = number, score, crawford, post_crawford
        self.actions: list[Action] = []
        self.rolled: tuple[int, int, bool] | None = None  # (die, die, opening) rolled and not yet played
        self.result: GameResult | None = None
        self.cube_start = 1

    def event(self, match: Match, event: ev.Event) -> None:
        match event:
            case ev.DiceRolled(player, dice, opening):
                self.rolled = (dice[0], dice[1], opening)
            case ev.Moved(player, play):
                self._turn(player, tuple(play.steps))
            case ev.NoLegalPlay(player, dice):
                self._turn(player, ())
            case ev.AutomaticDouble(value):
                self.cube_start = value
            case ev.DoubleOffered(player, value):
                self.actions.append(CubeAction(player, CubeKind.DOUBLE, value))
            case ev.DoubleTaken(player, value):
                self.actions.append(CubeAction(player, CubeKind.TAKE, value))
            case ev.Beavered(player, value):
                self.actions.append(CubeAction(player, CubeKind.BEAVER, value))
            case ev.Raccooned(player, value):
                self.actions.append(CubeAction(player, CubeKind.RACCOON, value))
            case ev.DoubleDropped(player):
                self.actions.append(CubeAction(player, CubeKind.DROP, match.cube_value * 2))
            case ev.ResignationOffered(player, kind, points):
                unplayed = None if self.rolled is None else (self.rolled[0], self.rolled[1])
                self.actions.append(ResignOffer(player, kind, points, unplayed))
            case ev.ResignationAccepted(player):
                self.actions.append(ResignAnswer(player, True))
            case ev.ResignationDeclined(player):
                self.actions.append(ResignAnswer(player, False))
            case ev.GameWon(winner, kind, cube, points, _score, resigned, dropped, jacoby, quadruple):
                self.result = GameResult(winner, kind, cube, points, resigned, dropped, jacoby, quadruple)

    def _turn(self, player: int, steps: tuple[Any, ...]) -> None:
        assert self.rolled is not None
        first, second, opening = self.rolled
        self.actions.append(Turn(player, (first, second), steps, opening))
        self.rolled = None

    def record(self, match: Match) -> GameRecord:
        return GameRecord(self.number, self.score, self.crawford, self.post_crawford, tuple(self.actions),
                          self.result, match.gnubg_id(), self.cube_start)


def record_of_match(
    match: Match, names: tuple[str, str], *, started_at: float | None = None, match_id: str | None = None,
) -> MatchRecord:
    """The record of a rules-core match so far, from its accepted commands and dice."""
    replay = Match(match.options)  # a money session's rules (Jacoby, beavers, raccoons, ...) too
    dice = ReplayDice(match.dice_log)
    games: list[GameRecord] = []
    game: _GameBuilder | None = None
    winner: int | None = None
    forfeit: Forfeit | None = None
    for command in match.accepted:
        for event in replay.apply(command, dice):
            if isinstance(event, ev.GameStarted):
                if game is not None:
                    games.append(game.record(replay))
                post = replay.crawford_used and not event.crawford
                game = _GameBuilder(event.number, (replay.score[0], replay.score[1]), event.crawford, post)
            elif isinstance(event, ev.MatchWon):
                winner = event.winner
            elif isinstance(event, ev.TimedOut | ev.MatchResigned) and not match.options.money:
                # The game in play, forfeited, is scored like any other (its GameWon follows); a match's
                # forfeit also gives the winner the match, which the files write as gnubg reads it.
                rolled = None if game is None or game.rolled is None else (game.rolled[0], game.rolled[1])
                forfeit = Forfeit(event.player, isinstance(event, ev.TimedOut), rolled)
            elif game is not None:
                game.event(replay, event)
        if game is not None and game.result is not None:
            games.append(game.record(replay))  # the state right after the game: gnubg's own end state
            game = None
    if game is not None:
        games.append(game.record(replay))
    money = match.options.money
    return MatchRecord(
        length=match.options.length, names=names, games=tuple(games),
        score=(replay.score[0], replay.score[1]), winner=winner, started_at=started_at, match_id=match_id,
        jacoby=money and match.options.jacoby, beavers=money and match.options.beavers,
        auto_doubles=match.options.auto_doubles if money else 0, forfeit=forfeit,
        raccoons=match.options.raccoons if money and match.options.beavers else 0,
        quadruple=match.options.quadruple,
    )


def record_from_log(
    state: Mapping[str, Any],
    log: Sequence[Mapping[str, Any]],
    *,
    started_at: float | None = None,
    match_id: str | None = None,
) -> MatchRecord:
    """The record of the match a table's stored state and log hold (finished, abandoned or in progress, up
    to its last logged action); RecordError when they hold no match or are not a table's."""
    table = replay_table(state, log)
    return record_of_match(table.match, table.names, started_at=started_at, match_id=match_id)
