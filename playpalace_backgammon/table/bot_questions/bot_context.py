"""What a bot seat (or a hint engine) is asked to decide, as rules-level data from that seat's side.

The host's bot adapter reads a ``BotContext`` and answers with a rules-level decision; the table turns
that decision back into its own commands (``BackgammonTable.commands_for_play`` and friends). The kind of
decision and the bot level are the bots' own ``DecisionKind`` and ``BotLevel``, so the host hands them on.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...bots.decisions import BotLevel, DecisionKind
from ...rules import Play, Position

__all__ = ["BotContext", "DecisionKind"]  # DecisionKind too: the table's interface names decisions with it


@dataclass(frozen=True)
class BotContext:
    """Everything a strategy needs, all relative to ``seat``.

    ``position`` is seen by ``seat`` (``mover`` = this seat, whether or not it is on roll). ``cube_owner`` is
    "me", "opponent" or None (centred). ``score`` is (this seat, opponent). ``steps_played`` are the sub-moves
    already made this turn (a bot normally gets asked before any). Money play (``match_length`` 0):
    ``jacoby`` and ``beavers`` are the session's rules; ``beavered``, when answering a double, that it is
    the beaverer's redouble the seat (the doubler) answers; ``may_raccoon``, that the seat may raccoon it
    now; ``raccooned``, that it is the doubler's raccoon the seat (the beaverer) answers. ``quadruple``: the
    quadruple rule (a backgammon with a checker on the bar counts four times).
    """

    seat: int
    kind: DecisionKind
    position: Position
    dice: tuple[int, int] | None
    cube_value: int
    cube_owner: str | None
    cube_in_play: bool
    may_double: bool
    match_length: int
    score: tuple[int, int]
    crawford: bool
    legal_plays: tuple[Play, ...] = ()
    resignation_points: int | None = None
    bot_level: BotLevel = BotLevel.SIMPLE
    jacoby: bool = False
    beavers: bool = False
    beavered: bool = False
    may_raccoon: bool = False
    raccooned: bool = False
    quadruple: bool = False

    def __init__(
        self, seat: int, kind: DecisionKind, position: Position, dice: tuple[int, int] | None,
        cube_value: int, cube_owner: str | None, cube_in_play: bool, may_double: bool, match_length: int,
        score: tuple[int, int], crawford: bool, legal_plays: tuple[Play, ...] = (),
        resignation_points: int | None = None, bot_level: BotLevel = BotLevel.SIMPLE,
        jacoby: bool = False, beavers: bool = False, beavered: bool = False, may_raccoon: bool = False,
        raccooned: bool = False, quadruple: bool = False,
    ) -> None:
        # Stored straight into the instance's dictionary, one field at a time: a context is built for
        # every decision, and the frozen initialiser costs one object.__setattr__ call a field (a keyword
        # ``update`` costs half again as much as these stores).
        fields = self.__dict__
        fields["seat"] = seat
        fields["kind"] = kind
        fields["position"] = position
        fields["dice"] = dice
        fields["cube_value"] = cube_value
        fields["cube_owner"] = cube_owner
        fields["cube_in_play"] = cube_in_play
        fields["may_double"] = may_double
        fields["match_length"] = match_length
        fields["score"] = score
        fields["crawford"] = crawford
        fields["legal_plays"] = legal_plays
        fields["resignation_points"] = resignation_points
        fields["bot_level"] = bot_level
        fields["jacoby"] = jacoby
        fields["beavers"] = beavers
        fields["beavered"] = beavered
        fields["may_raccoon"] = may_raccoon
        fields["raccooned"] = raccooned
        fields["quadruple"] = quadruple
