"""A backgammon match as an explicit state machine: games, cube, Crawford, resignation, score; or a money
session (length 0): games one after another, each scored times the cube, with the Jacoby rule, beavers,
raccoons and automatic doubles as options, until a player stops between games. The quadruple rule (a
backgammon with a checker on the bar scores four times the cube) is an option of both.

``Match.apply(command, dice)`` validates the command against the present phase and either raises a
``Refusal`` (changing nothing, drawing no dice) or applies it and returns the domain events. Every die drawn
and every command accepted is recorded, so ``Match.replay(options, dice, commands)`` rebuilds the same state,
and ``to_data``/``from_data`` round-trip the whole state through plain data.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from . import commands as c
from . import events as e
from .dice import DiceSource, RecordingDice, ReplayDice
from .errors import InvalidPositionError, Refusal
from .match_id import GameState, MatchIdFields, encode_match_id
from .plays import Play, legal_plays
from .position import BAR, OFF, Position
from .scoring import GameResult, ResultKind, multiple, on_the_bar, result_kind, scored_kind

MAX_MATCH_LENGTH = 25
MAX_CUBE = 64
MAX_AUTO_DOUBLES = 6  # 2 ** 6 = 64: more could never double the cube
MAX_RACCOONS = 2  # a raccoon takes the cube up eightfold in one exchange: a third could never fit under 64


class Phase(Enum):
    """Where the match stands; each phase accepts its own commands."""

    OPENING_ROLL = "opening_roll"
    AWAITING_ROLL = "awaiting_roll"
    DOUBLE_OFFERED = "double_offered"
    MOVING = "moving"
    RESIGNATION_OFFERED = "resignation_offered"
    GAME_OVER = "game_over"
    MATCH_OVER = "match_over"


# The phases read on every command, as module globals: in Python 3.11 a member read from its enum class is
# a Python-level look-up (the enum metaclass defines ``__getattr__``), about three times a global's cost.
_AWAITING_ROLL = Phase.AWAITING_ROLL
_MOVING = Phase.MOVING
_MATCH_OVER = Phase.MATCH_OVER
_ANSWERING = (Phase.DOUBLE_OFFERED, Phase.RESIGNATION_OFFERED)
_ROLLING = (Phase.AWAITING_ROLL,)
_MOVING_ONLY = (Phase.MOVING,)
_SINGLE = ResultKind.SINGLE


@dataclass(frozen=True)
class MatchOptions:
    """A match to ``length`` points (1-25; the cube is used when the length is above 1), or a money session
    (``length`` 0: the cube in every game, no Crawford rule, no end but a player stopping between games).

    Money play only: ``jacoby`` (gammons and backgammons count single until the cube is turned),
    ``beavers`` (a player doubled may at once redouble, keeping the cube), ``auto_doubles`` (equal opening
    dice double the cube, left in the centre, up to this many times a game; 0 = off), ``raccoons`` (with
    beavers: the doubler facing a beaver may at once redouble again, the cube staying with the beaverer, up
    to this many times a game; 0 = off). A match ignores them.

    Both: ``quadruple`` (a backgammon won with a checker of the loser's on the bar scores four times the
    cube, not three; seed 003's "quadruple loss").
    """

    length: int = 1
    jacoby: bool = True
    beavers: bool = False
    auto_doubles: int = 0
    raccoons: int = 0
    quadruple: bool = False

    def __post_init__(self) -> None:
        if type(self.length) is not int or not 0 <= self.length <= MAX_MATCH_LENGTH:
            raise Refusal(
                "bad-match-length", f"match length must be 0 (money) or 1 to {MAX_MATCH_LENGTH}",
                length=self.length,
            )
        if type(self.jacoby) is not bool or type(self.beavers) is not bool:
            raise Refusal("bad-money-option", "the Jacoby rule and beavers are on or off")
        if type(self.auto_doubles) is not int or not 0 <= self.auto_doubles <= MAX_AUTO_DOUBLES:
            raise Refusal("bad-money-option", f"automatic doubles are 0 to {MAX_AUTO_DOUBLES} a game",
                          auto_doubles=self.auto_doubles)
        if type(self.raccoons) is not int or not 0 <= self.raccoons <= MAX_RACCOONS:
            raise Refusal("bad-money-option", f"raccoons are 0 to {MAX_RACCOONS} a game",
                          raccoons=self.raccoons)
        if type(self.quadruple) is not bool:
            raise Refusal("bad-option", "the quadruple rule is on or off")

    @property
    def money(self) -> bool:
        """A money session rather than a match."""
        return self.length == 0

    def to_data(self) -> dict[str, Any]:
        return {"length": self.length, "jacoby": self.jacoby, "beavers": self.beavers,
                "auto_doubles": self.auto_doubles, "raccoons": self.raccoons, "quadruple": self.quadruple}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> MatchOptions:
        """The options ``to_data`` wrote (a match saved before money play holds its length alone; one saved
        before raccoons and the quadruple rule has them off)."""
        return cls(data["length"], data.get("jacoby", True), data.get("beavers", False),
                   data.get("auto_doubles", 0), data.get("raccoons", 0), data.get("quadruple", False))


def other(player: int) -> int:
    """The opponent of ``player`` (0 or 1)."""
    return 1 - player


class Match:
    """The whole state of one match; mutate it only through ``apply``."""

    def __init__(self, options: MatchOptions) -> None:
        self.options = options
        self.phase = Phase.OPENING_ROLL
        self.score = [0, 0]
        self.game_number = 0
        self.crawford = False
        self.crawford_used = False
        self.next_game_crawford = False
        self.position = Position.initial()  # from player 0's point of view
        self.turn: int | None = None
        self.dice: tuple[int, int] | None = None
        self.cube_value = 1
        self.cube_owner: int | None = None
        self.beavered = False  # the pending double was beavered: the doubler must answer
        self.raccooned = False  # the beaver was raccooned: the beaverer must answer, the cube stays theirs
        self.raccoons_used = 0  # raccoons this game
        self.playing_on = [False, False]  # money play, between games: who asked for another game
        self.results: list[GameResult] = []  # every game finished, in order
        self.resign_kind: ResultKind | None = None
        self.resign_floor = ResultKind.SINGLE
        self.phase_before_resign: Phase | None = None
        self.winner: int | None = None
        self.dice_log: list[int] = []
        self.accepted: list[c.Command] = []
        self._plays: tuple[Play, ...] | None = None
        self._plays_key: tuple[Position, int, tuple[int, int]] | None = None
        self._plays_start = self.position  # the board the cached plays start from, seen by the mover

    # Views.

    def position_for(self, player: int) -> Position:
        """The board seen by ``player`` (as if they were on roll)."""
        return self.position if player == 0 else self.position.swap()

    def legal_plays(self) -> tuple[Play, ...]:
        """The legal plays of the present roll for the player on turn; empty outside the moving phase."""
        if self.phase is not _MOVING or self.turn is None or self.dice is None:
            return ()
        key = (self.position, self.turn, self.dice)
        if self._plays is None or self._plays_key != key:
            self._plays_start = self.position_for(self.turn)
            self._plays = legal_plays(self._plays_start, self.dice)
            self._plays_key = key
        return self._plays

    @property
    def cube_in_play(self) -> bool:
        """Whether the doubling cube is used at all this game (not a 1-point match, not the Crawford game;
        always in money play)."""
        return self.options.length != 1 and not self.crawford

    @property
    def jacoby_applies(self) -> bool:
        """Whether a gammon or backgammon would count single now: money play with the Jacoby rule and the cube
        not turned this game (still in the centre, automatic doubles or not, as GNU Backgammon counts it)."""
        return self.options.money and self.options.jacoby and self.cube_owner is None

    def beaver_refusal(self, player: int) -> str | None:
        """Why ``player`` may not beaver now, as a reason code, or None when they may."""
        if not (self.options.money and self.options.beavers):
            return "no-beavers"
        if self.phase is not Phase.DOUBLE_OFFERED or self.beavered or self.raccooned \
                or self.responder != player:
            return "no-double-to-beaver"
        if self.cube_value * 4 > MAX_CUBE:
            return "beaver-at-maximum"
        return None

    def raccoon_refusal(self, player: int) -> str | None:
        """Why ``player`` may not raccoon now, as a reason code, or None when they may: only the doubler
        facing a beaver, in money play with beavers and raccoons, fewer than ``raccoons`` this game, and
        never taking the cube past 64 (a raccoon takes the beaver at twice the cube and offers four times)."""
        options = self.options
        if not (options.money and options.beavers and options.raccoons):
            return "no-raccoons"
        if self.phase is not Phase.DOUBLE_OFFERED or not self.beavered or self.responder != player:
            return "no-beaver-to-raccoon"
        if self.raccoons_used >= options.raccoons:
            return "raccoon-limit"
        if self.cube_value * 4 > MAX_CUBE:
            return "raccoon-at-maximum"
        return None

    def double_refusal(self, player: int) -> str | None:
        """Why ``player`` may not double now, as a reason code, or None when they may."""
        if self.phase is _MATCH_OVER:
            return "match-over"
        if self.options.length == 1:
            return "no-cube-single-game"
        if self.crawford:
            return "crawford-game"
        if self.phase is not _AWAITING_ROLL:
            return "not-before-roll"
        if self.turn != player:
            return "not-your-turn"
        if self.cube_owner is not None and self.cube_owner != player:
            return "opponent-owns-cube"
        if self.cube_value >= MAX_CUBE:
            return "cube-at-maximum"
        return None

    @property
    def responder(self) -> int | None:
        """Who must answer a pending double or resignation offer (the doubler, once a double is beavered;
        the beaverer again, once the beaver is raccooned)."""
        if self.phase in _ANSWERING and self.turn is not None:
            return self.turn if self.beavered else other(self.turn)
        return None

    # GNU Backgammon IDs.

    def gnubg_match_fields(self) -> MatchIdFields:
        """The present state in the terms of gnubg's match ID (seat 0 = gnubg player 0).

        Before the first game: game state NONE, player 0, no dice. While a game runs: PLAYING, with the
        player on turn both on roll and to act and the dice (0, 0) until rolled. A pending double keeps the
        doubler on roll and the cube at its old value, sets ``double_offered`` and gives the turn to the one
        who must answer; a pending resignation does the same with its kind (and keeps any dice rolled).
        After a game, as gnubg leaves it: OVER (borne off: the loser is on roll and to act), DROPPED (the
        doubler on roll, the dropper to act) or RESIGNED (the resigner on roll with any dice rolled, the
        acceptor to act, the kind kept); the score includes the game, the cube stays as it ended and the
        Crawford flag already describes the next game. A match lost on time is OVER with the loser on roll
        and to act, the score as it stood. Jacoby never applies in a match.

        A money session is match length 0 with the Jacoby flag as its option says, the scores the points each
        player has won; a beavered double, as gnubg keeps it, has the cube at the taken value, owned by the
        beaverer, the doubler on roll and to answer. Between games (players asking for another one, or the
        session stopped) the fields stay those of the game just ended.
        """
        length, score = self.options.length, (self.score[0], self.score[1])
        jacoby = self.options.money and self.options.jacoby
        if self.phase is Phase.OPENING_ROLL or self.turn is None:
            return MatchIdFields(game_state=GameState.NONE, match_length=length, score=score, jacoby=jacoby)
        turn, cube, owner = self.turn, self.cube_value, self.cube_owner
        if self.phase not in (Phase.GAME_OVER, Phase.MATCH_OVER):
            responder = self.responder
            return MatchIdFields(
                cube_value=cube, cube_owner=owner, player_on_roll=turn, crawford=self.crawford,
                turn=turn if responder is None else responder,
                double_offered=self.phase is Phase.DOUBLE_OFFERED,
                resignation=self.resign_kind if self.phase is Phase.RESIGNATION_OFFERED else None,
                dice=self.dice or (0, 0), match_length=length, score=score, jacoby=jacoby,
            )
        ended = MatchIdFields(cube_value=cube, cube_owner=owner, crawford=self.next_game_crawford,
                              game_state=GameState.OVER, match_length=length, score=score, jacoby=jacoby)
        last = next(cmd for cmd in reversed(self.accepted) if not isinstance(cmd, c.PlayOn | c.StopSession))
        if isinstance(last, c.Move):
            return replace(ended, player_on_roll=other(turn), turn=other(turn))
        if isinstance(last, c.Drop):  # the dropper to act (the doubler, when a beaver was dropped)
            return replace(ended, player_on_roll=turn, turn=last.player, game_state=GameState.DROPPED)
        if isinstance(last, c.TimeOut | c.ResignMatch):  # gnubg has no word for it: stopped, the loser to act
            return replace(ended, player_on_roll=last.player, turn=last.player)
        resign = next(cmd for cmd in reversed(self.accepted) if isinstance(cmd, c.Resign))
        # A resignation after the roll keeps that roll: the last two dice drawn.
        rolled = self.phase_before_resign is Phase.MOVING
        dice = (self.dice_log[-1], self.dice_log[-2]) if rolled else (0, 0)
        return replace(ended, player_on_roll=turn, turn=other(turn), game_state=GameState.RESIGNED,
                       resignation=ResultKind(resign.kind), dice=dice)

    def gnubg_match_id(self) -> str:
        """GNU Backgammon's 12-character match ID of the present state (see ``gnubg_match_fields``)."""
        return encode_match_id(self.gnubg_match_fields())

    def gnubg_id(self) -> str:
        """The full "positionID:matchID" that gnubg reads, the board seen by gnubg's player on roll."""
        fields = self.gnubg_match_fields()
        return f"{self.position_for(fields.player_on_roll).gnubg_id()}:{encode_match_id(fields)}"

    # Commands.

    def apply(self, command: c.Command, dice: DiceSource) -> list[e.Event]:
        """Validates and applies ``command``; returns its events or raises Refusal with nothing changed."""
        handler = _HANDLERS.get(type(command))
        if handler is None:
            raise Refusal("unknown-command", f"unknown command {command!r}")
        if self.phase is _MATCH_OVER:
            raise Refusal("match-over", "the match is over")
        events: list[e.Event] = []
        handler(self, command, RecordingDice(dice, self.dice_log), events)
        self.accepted.append(command)
        return events

    def _expect(self, phases: tuple[Phase, ...], player: int | None) -> None:
        if self.phase not in phases:
            raise Refusal("wrong-phase", f"not allowed in phase {self.phase.value}", phase=self.phase.value)
        if player is not None:
            answering = self.phase in _ANSWERING
            actor = self.responder if answering else self.turn
            if player != actor:
                raise Refusal("not-your-turn", "it is not this player's turn to act", player=player)

    def _start_game(self, command: c.StartGame, dice: DiceSource, out: list[e.Event]) -> None:
        self._expect((Phase.OPENING_ROLL, Phase.GAME_OVER), None)
        if self.options.money and self.phase is Phase.GAME_OVER:
            raise Refusal("play-on-first", "in money play the next game starts when both players play on")
        self._begin_game(dice, out)

    def _begin_game(self, dice: DiceSource, out: list[e.Event]) -> None:
        self.game_number += 1
        self.crawford = self.next_game_crawford
        self.next_game_crawford = False
        self.position = Position.initial()
        self.cube_value, self.cube_owner = 1, None
        self.raccoons_used = 0
        self.winner = None
        self.playing_on = [False, False]
        out.append(e.GameStarted(self.game_number, self.crawford))
        while True:
            first, second = dice.roll(), dice.roll()
            out.append(e.OpeningRolled((first, second), first == second))
            if first != second:
                break
            options = self.options
            if options.money and self.cube_value.bit_length() - 1 < options.auto_doubles \
                    and self.cube_value < MAX_CUBE:
                self.cube_value *= 2
                out.append(e.AutomaticDouble(self.cube_value))
        self.turn = 0 if first > second else 1
        self.dice = (first, second) if self.turn == 0 else (second, first)
        out.append(e.DiceRolled(self.turn, self.dice, opening=True))
        self._enter_moving(out)

    def _roll(self, command: c.Roll, dice: DiceSource, out: list[e.Event]) -> None:
        self._expect(_ROLLING, command.player)
        self.dice = (dice.roll(), dice.roll())
        out.append(e.DiceRolled(command.player, self.dice))
        self._enter_moving(out)

    def _enter_moving(self, out: list[e.Event]) -> None:
        assert self.turn is not None and self.dice is not None
        self.phase = _MOVING
        self._plays = None
        if not self.legal_plays():
            on_bar = self.position_for(self.turn).mover[BAR] > 0
            out.append(e.NoLegalPlay(self.turn, self.dice, on_bar))
            self._next_turn(out)

    def _next_turn(self, out: list[e.Event]) -> None:
        assert self.turn is not None
        self.turn = other(self.turn)
        self.dice = None
        self._plays = None
        self.phase = _AWAITING_ROLL
        self.resign_floor = _SINGLE
        out.append(e.TurnStarted(self.turn))

    def _move(self, command: c.Move, dice: DiceSource, out: list[e.Event]) -> None:
        self._expect(_MOVING_ONLY, command.player)
        play = self.find_play(command.steps)
        if play is None:
            raise Refusal("illegal-play", "that is not a legal play of this roll")
        self.position = play.result if command.player == 0 else play.result.swap()
        out.append(e.Moved(command.player, play))
        if play.result.mover[OFF] == 15:
            kind = result_kind(play.result)
            jacoby = self.jacoby_applies and kind > ResultKind.SINGLE
            quadruple = self.options.quadruple and kind is ResultKind.BACKGAMMON and not jacoby \
                and on_the_bar(play.result)
            points = multiple(kind, jacoby=jacoby, quadruple=quadruple) * self.cube_value
            self._finish_game(command.player, kind, points, out, jacoby=jacoby, quadruple=quadruple)
        else:
            self._next_turn(out)

    def find_play(self, steps: tuple[tuple[int, int], ...]) -> Play | None:
        """The legal play whose steps, applied in order, end where ``steps`` end; None if there is none."""
        assert self.turn is not None
        plays = self.legal_plays()
        if not plays:
            return None
        start = self._plays_start  # what the plays start from: no need to turn the board again
        me, opp = list(start._mover), list(start._opponent)
        for step in steps:
            if len(step) != 2:
                return None
            source, target = step
            if type(source) is not int or type(target) is not int:
                return None
            if not (0 < source <= BAR and OFF <= target < BAR and target < source) or not me[source]:
                return None
            if target != OFF and opp[25 - target] >= 2:
                return None
            me[source] -= 1
            me[target] += 1
            if target != OFF and opp[25 - target] == 1:
                opp[25 - target] = 0
                opp[BAR] += 1
        mine, theirs = tuple(me), tuple(opp)
        for play in plays:
            result = play.result
            if result._mover == mine and result._opponent == theirs:
                return play
        return None

    def _double(self, command: c.Double, dice: DiceSource, out: list[e.Event]) -> None:
        reason = self.double_refusal(command.player)
        if reason is not None:
            raise Refusal(reason, f"doubling is not allowed now ({reason})")
        self.phase = Phase.DOUBLE_OFFERED
        out.append(e.DoubleOffered(command.player, self.cube_value * 2))

    def _take(self, command: c.Take, dice: DiceSource, out: list[e.Event]) -> None:
        self._expect((Phase.DOUBLE_OFFERED,), command.player)
        self.cube_value *= 2
        self.phase = Phase.AWAITING_ROLL
        if self.raccooned:  # the beaverer takes the raccoon: the cube stays theirs (as it is already)
            self.raccooned = False
            out.append(e.DoubleTaken(command.player, self.cube_value, raccoon=True))
            return
        if self.beavered:  # the doubler takes the beaver: the cube stays with the beaverer
            self.beavered = False
            out.append(e.DoubleTaken(command.player, self.cube_value, beaver=True))
            return
        self.cube_owner = command.player
        out.append(e.DoubleTaken(command.player, self.cube_value))

    def _beaver(self, command: c.Beaver, dice: DiceSource, out: list[e.Event]) -> None:
        self._expect((Phase.DOUBLE_OFFERED,), command.player)
        reason = self.beaver_refusal(command.player)
        if reason is not None:
            raise Refusal(reason, f"a beaver is not allowed now ({reason})")
        self.cube_value *= 2  # taken ...
        self.cube_owner = command.player  # ... and kept by the beaverer, who redoubles at once
        self.beavered = True
        out.append(e.Beavered(command.player, self.cube_value * 2))

    def _raccoon(self, command: c.Raccoon, dice: DiceSource, out: list[e.Event]) -> None:
        """The doubler facing a beaver takes it (the cube doubles) and at once redoubles; the cube stays on
        the beaverer's side, as GNU Backgammon keeps it, and the beaverer must take or drop."""
        self._expect((Phase.DOUBLE_OFFERED,), command.player)
        reason = self.raccoon_refusal(command.player)
        if reason is not None:
            raise Refusal(reason, f"a raccoon is not allowed now ({reason})")
        self.cube_value *= 2  # the beaver taken ...
        self.beavered = False
        self.raccooned = True  # ... and redoubled at once: the beaverer answers
        self.raccoons_used += 1
        out.append(e.Raccooned(command.player, self.cube_value * 2))

    def _drop(self, command: c.Drop, dice: DiceSource, out: list[e.Event]) -> None:
        self._expect((Phase.DOUBLE_OFFERED,), command.player)
        self.beavered = self.raccooned = False
        out.append(e.DoubleDropped(command.player))
        self._finish_game(other(command.player), ResultKind.SINGLE, self.cube_value, out, dropped=True)

    def _resign(self, command: c.Resign, dice: DiceSource, out: list[e.Event]) -> None:
        self._expect((Phase.AWAITING_ROLL, Phase.MOVING), command.player)
        kind = ResultKind(command.kind)
        if kind < self.resign_floor:
            raise Refusal("resign-higher", "after a declined offer only a higher resignation may be offered")
        self.resign_kind = kind
        self.phase_before_resign = self.phase
        self.phase = Phase.RESIGNATION_OFFERED
        worth = scored_kind(kind, jacoby=self.jacoby_applies) * self.cube_value
        out.append(e.ResignationOffered(command.player, kind, worth))
        if kind is ResultKind.BACKGAMMON and not self.options.quadruple:
            # Nothing worse can happen to the opponent: such an offer is accepted at once. (Under the
            # quadruple rule a backgammon with a checker on the bar is worse: the opponent answers.)
            self._accept(c.AcceptResignation(other(command.player)), dice, out)

    def _accept(self, command: c.AcceptResignation, dice: DiceSource, out: list[e.Event]) -> None:
        self._expect((Phase.RESIGNATION_OFFERED,), command.player)
        assert self.resign_kind is not None
        out.append(e.ResignationAccepted(command.player))
        kind = self.resign_kind
        self.resign_kind = None
        jacoby = self.jacoby_applies and kind > ResultKind.SINGLE
        self._finish_game(command.player, kind, scored_kind(kind, jacoby=jacoby) * self.cube_value, out,
                          resigned=True, jacoby=jacoby)

    def _decline(self, command: c.DeclineResignation, dice: DiceSource, out: list[e.Event]) -> None:
        self._expect((Phase.RESIGNATION_OFFERED,), command.player)
        assert self.resign_kind is not None and self.phase_before_resign is not None
        self.resign_floor = ResultKind(min(self.resign_kind + 1, ResultKind.BACKGAMMON))
        self.resign_kind = None
        self.phase = self.phase_before_resign
        self.phase_before_resign = None
        out.append(e.ResignationDeclined(command.player))

    def forfeit_worth(self, player: int) -> tuple[ResultKind, int, bool] | None:
        """What the game in play scores if ``player`` forfeits it (gives up the match or the session, on
        time or by leaving): the result the position would score were the opponent to bear off now, at
        least a single (a gammon if ``player`` has borne off none, a backgammon if they also have a checker
        on the bar or in the opponent's home board; four times the cube under the quadruple rule with one
        on the bar), times the cube before any pending double (after a beaver, the double taken by the
        beaverer). The kind, the points and whether the Jacoby rule counted it single (money play only, the
        cube never turned). None between games, when nothing is in play.
        So forfeiting never costs less than resigning the game would."""
        if self.phase not in (Phase.AWAITING_ROLL, Phase.MOVING, Phase.DOUBLE_OFFERED,
                              Phase.RESIGNATION_OFFERED):
            return None
        winners_view = self.position_for(other(player))
        kind = result_kind(winners_view)
        jacoby = self.jacoby_applies and kind > ResultKind.SINGLE
        quadruple = self.options.quadruple and kind is ResultKind.BACKGAMMON and not jacoby \
            and on_the_bar(winners_view)
        return kind, multiple(kind, jacoby=jacoby, quadruple=quadruple) * self.cube_value, jacoby

    def _resign_match(self, command: c.ResignMatch, dice: DiceSource, out: list[e.Event]) -> None:
        """The player gives up the whole match: as a clock running out, but announced as a resignation."""
        self._forfeit(command.player, e.MatchResigned(command.player), out)

    def _time_out(self, command: c.TimeOut, dice: DiceSource, out: list[e.Event]) -> None:
        """The player's clock ran out: they forfeit the match (``_forfeit``)."""
        self._forfeit(command.player, e.TimedOut(command.player), out)

    def _forfeit(self, player: int, why: e.MatchResigned | e.TimedOut, out: list[e.Event]) -> None:
        """``player`` gives up (``why``, said first): whatever the phase, the match ends and the opponent
        wins it. A game in play is forfeited to the opponent, scored as ``forfeit_worth`` says (in a match
        too: the final score holds it, though the opponent wins the match whatever it reaches).

        A money session ends instead (``SessionEnded``), after the same forfeit of a game in play."""
        self._expect((Phase.AWAITING_ROLL, Phase.MOVING, Phase.DOUBLE_OFFERED, Phase.RESIGNATION_OFFERED,
                      Phase.GAME_OVER), None)
        winner = other(player)
        money = self.options.money
        worth = self.forfeit_worth(player)
        out.append(why)
        if worth is not None:
            kind, points, jacoby = worth
            # The cube's value before any pending double: what a drop would cost (after a beaver, the
            # double taken by the beaverer; after a raccoon, the beaver taken by the doubler).
            self.beavered = self.raccooned = False
            quadruple = self.options.quadruple and kind is ResultKind.BACKGAMMON and not jacoby \
                and on_the_bar(self.position_for(winner))
            self._score_game(winner, kind, points, "forfeited", jacoby, out, quadruple)
        self.winner = winner if not money else self._leader()
        self.dice = None
        self._plays = None
        self.resign_kind = None
        self.phase_before_resign = None
        self.phase = Phase.MATCH_OVER
        if money:
            out.append(e.SessionEnded(player, (self.score[0], self.score[1])))
        else:
            how = "resigned" if isinstance(why, e.MatchResigned) else "time"
            out.append(e.MatchWon(winner, (self.score[0], self.score[1]), how))

    def _leader(self) -> int | None:
        """Money play: who has won more points in the session (None when level)."""
        if self.score[0] == self.score[1]:
            return None
        return 0 if self.score[0] > self.score[1] else 1

    def _play_on(self, command: c.PlayOn, dice: DiceSource, out: list[e.Event]) -> None:
        self._expect_between_games()
        if self.playing_on[command.player]:
            raise Refusal("already-playing-on", "this player has already asked for another game")
        self.playing_on[command.player] = True
        out.append(e.PlayingOn(command.player))
        if all(self.playing_on):
            self._begin_game(dice, out)

    def _stop_session(self, command: c.StopSession, dice: DiceSource, out: list[e.Event]) -> None:
        self._expect_between_games()
        self.phase = Phase.MATCH_OVER
        self.winner = self._leader()
        out.append(e.SessionEnded(command.player, (self.score[0], self.score[1])))

    def _expect_between_games(self) -> None:
        if not self.options.money:
            raise Refusal("not-money", "only a money session goes on or stops between games")
        self._expect((Phase.GAME_OVER,), None)

    def _score_game(
        self, winner: int, kind: ResultKind, points: int, how: str, jacoby: bool, out: list[e.Event],
        quadruple: bool = False,
    ) -> None:
        """Adds a finished game to the score and the results, and says so (``GameWon``)."""
        self.score[winner] += points
        self.winner = winner
        self.dice = None
        self._plays = None
        self.results.append(GameResult(self.game_number, winner, kind, self.cube_value, points, how, jacoby,
                                       quadruple))
        out.append(e.GameWon(winner, kind, self.cube_value, points, (self.score[0], self.score[1]),
                             resigned=how in ("resigned", "forfeited"), dropped=how == "dropped",
                             jacoby=jacoby, quadruple=quadruple, forfeited=how == "forfeited"))

    def _finish_game(
        self, winner: int, kind: ResultKind, points: int, out: list[e.Event], *,
        resigned: bool = False, dropped: bool = False, jacoby: bool = False, quadruple: bool = False,
    ) -> None:
        how = "resigned" if resigned else ("dropped" if dropped else "played")
        self._score_game(winner, kind, points, how, jacoby, out, quadruple)
        if self.options.money:
            self.phase = Phase.GAME_OVER
            self.playing_on = [False, False]
            return
        if self.score[winner] >= self.options.length:
            self.phase = Phase.MATCH_OVER
            out.append(e.MatchWon(winner, (self.score[0], self.score[1])))
            return
        self.phase = Phase.GAME_OVER
        if not self.crawford_used and self.score[winner] == self.options.length - 1:
            self.crawford_used = True
            self.next_game_crawford = True

    # Serialisation and replay.

    def to_data(self) -> dict[str, Any]:
        """The whole state as JSON-ready plain data."""
        return {
            **self.options.to_data(),
            "phase": self.phase.value,
            "score": list(self.score),
            "game_number": self.game_number,
            "crawford": self.crawford,
            "crawford_used": self.crawford_used,
            "next_game_crawford": self.next_game_crawford,
            "position": [list(self.position.mover), list(self.position.opponent)],
            "turn": self.turn,
            "dice": list(self.dice) if self.dice else None,
            "cube_value": self.cube_value,
            "cube_owner": self.cube_owner,
            "beavered": self.beavered,
            "raccooned": self.raccooned,
            "raccoons_used": self.raccoons_used,
            "playing_on": list(self.playing_on),
            "results": [result.to_data() for result in self.results],
            "resign_kind": int(self.resign_kind) if self.resign_kind else None,
            "resign_floor": int(self.resign_floor),
            "phase_before_resign": self.phase_before_resign.value if self.phase_before_resign else None,
            "winner": self.winner,
            "dice_log": list(self.dice_log),
            "accepted": [c.command_to_data(command) for command in self.accepted],
        }

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Match:
        """The match that ``to_data`` wrote; raises InvalidPositionError or Refusal on bad data."""
        try:
            match = cls(MatchOptions.from_data(data))
            match.phase = Phase(data["phase"])
            match.score = [int(data["score"][0]), int(data["score"][1])]
            match.game_number = int(data["game_number"])
            match.crawford = bool(data["crawford"])
            match.crawford_used = bool(data["crawford_used"])
            match.next_game_crawford = bool(data["next_game_crawford"])
            match.position = Position(data["position"][0], data["position"][1])
            match.turn = data["turn"]
            match.dice = (data["dice"][0], data["dice"][1]) if data["dice"] else None
            match.cube_value = int(data["cube_value"])
            match.cube_owner = data["cube_owner"]
            match.beavered = bool(data.get("beavered", False))
            match.raccooned = bool(data.get("raccooned", False))
            match.raccoons_used = int(data.get("raccoons_used", 0))
            match.playing_on = [bool(flag) for flag in data.get("playing_on", (False, False))][:2]
            if len(match.playing_on) != 2:
                raise ValueError("playing_on")
            match.results = [GameResult.from_data(item) for item in data.get("results", ())]
            match.resign_kind = ResultKind(data["resign_kind"]) if data["resign_kind"] else None
            match.resign_floor = ResultKind(data["resign_floor"])
            before = data["phase_before_resign"]
            match.phase_before_resign = Phase(before) if before else None
            match.winner = data["winner"]
            match.dice_log = [int(d) for d in data["dice_log"]]
            match.accepted = [c.command_from_data(item) for item in data["accepted"]]
        except (KeyError, TypeError, ValueError, IndexError) as error:
            if isinstance(error, InvalidPositionError):
                raise
            raise InvalidPositionError("bad-match-data", f"not a saved match: {error}") from error
        return match

    @classmethod
    def replay(cls, options: MatchOptions, dice: list[int], commands: list[c.Command]) -> Match:
        """Rebuilds a match from its options, the dice it drew and the commands it accepted."""
        match = cls(options)
        source = ReplayDice(dice)
        for command in commands:
            match.apply(command, source)
        return match


_HANDLERS: dict[type[Any], Any] = {
    c.StartGame: Match._start_game,
    c.Roll: Match._roll,
    c.Double: Match._double,
    c.Take: Match._take,
    c.Drop: Match._drop,
    c.Move: Match._move,
    c.Resign: Match._resign,
    c.AcceptResignation: Match._accept,
    c.DeclineResignation: Match._decline,
    c.TimeOut: Match._time_out,
    c.ResignMatch: Match._resign_match,
    c.Beaver: Match._beaver,
    c.Raccoon: Match._raccoon,
    c.PlayOn: Match._play_on,
    c.StopSession: Match._stop_session,
}
