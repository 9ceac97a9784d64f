"""The table's options: what a host may set before the start, their defaults, and validation with a reason.

Option ids and choice values are stable strings (they are saved with the table); labels are Messages. The
bot level's choices are the values of the bots' own ``BotLevel``, which the table keeps as it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from ..bots.decisions import BotLevel
from ..rules import MAX_AUTO_DOUBLES, MAX_MATCH_LENGTH, MAX_RACCOONS, MatchOptions
from .interface import Message, OptionKind, OptionSpec, TableRefusal

MATCH_LENGTH = "match_length"
BOT_LEVEL = "bot_level"
VERBOSE = "verbose"
HINTS = "hints"
CUBE_HINTS = "cube_hints"
CONFIRM_TURN = "confirm_turn"
MONEY = "money"
JACOBY = "jacoby"
BEAVERS = "beavers"
AUTO_DOUBLES = "auto_doubles"
RACCOONS = "raccoons"
QUADRUPLE = "quadruple"


@dataclass(frozen=True)
class TableOptions:
    """Validated option values.

    ``confirm_turn``: when on, a finished play waits for the player to end the turn (Enter or the menu),
    so the last sub-move can still be undone; when off (the default) the turn ends with the last sub-move.

    ``money``: a money session instead of a match (``match_length`` is then not used); ``jacoby``,
    ``beavers``, ``auto_doubles`` and ``raccoons`` (each 0 = off, else the most a game; raccoons need
    beavers) are its optional rules. ``quadruple``: a backgammon with a checker on the bar scores four times
    the cube, in a match or a session.
    """

    match_length: int = 1
    bot_level: BotLevel = BotLevel.SIMPLE
    verbose: bool = False
    hints: bool = False
    cube_hints: bool = False
    confirm_turn: bool = False
    money: bool = False
    jacoby: bool = True
    beavers: bool = False
    auto_doubles: int = 0
    raccoons: int = 0
    quadruple: bool = False

    def to_data(self) -> dict[str, Any]:
        data = asdict(self)
        data[BOT_LEVEL] = self.bot_level.value
        return data

    @property
    def session_length(self) -> int:
        """The rules' length: 0 for a money session, else the match length."""
        return 0 if self.money else self.match_length

    def match_options(self) -> MatchOptions:
        """The rules core's options for this table."""
        return MatchOptions(self.session_length, self.jacoby, self.beavers, self.auto_doubles, self.raccoons,
                            self.quadruple)


def option_specs() -> tuple[OptionSpec, ...]:
    """The options model a host shows before the start."""
    # The labels' Fluent ids spell the values with hyphens (bg-level-gnubg-0ply).
    levels = tuple((level.value, Message(f"bg-level-{level.value.replace('_', '-')}")) for level in BotLevel)
    return (
        OptionSpec(MATCH_LENGTH, OptionKind.INTEGER, 1, Message("bg-option-match-length"),
                   minimum=1, maximum=MAX_MATCH_LENGTH),
        OptionSpec(BOT_LEVEL, OptionKind.CHOICE, BotLevel.SIMPLE.value, Message("bg-option-bot-level"),
                   choices=levels),
        OptionSpec(VERBOSE, OptionKind.BOOLEAN, False, Message("bg-option-verbose")),
        OptionSpec(HINTS, OptionKind.BOOLEAN, False, Message("bg-option-hints")),
        OptionSpec(CUBE_HINTS, OptionKind.BOOLEAN, False, Message("bg-option-cube-hints")),
        OptionSpec(CONFIRM_TURN, OptionKind.BOOLEAN, False, Message("bg-option-confirm-turn")),
        OptionSpec(MONEY, OptionKind.BOOLEAN, False, Message("money-option-money")),
        OptionSpec(JACOBY, OptionKind.BOOLEAN, True, Message("money-option-jacoby")),
        OptionSpec(BEAVERS, OptionKind.BOOLEAN, False, Message("money-option-beavers")),
        OptionSpec(AUTO_DOUBLES, OptionKind.INTEGER, 0, Message("money-option-auto-doubles"),
                   minimum=0, maximum=MAX_AUTO_DOUBLES),
        OptionSpec(RACCOONS, OptionKind.INTEGER, 0, Message("raccoon-option-raccoons"),
                   minimum=0, maximum=MAX_RACCOONS),
        OptionSpec(QUADRUPLE, OptionKind.BOOLEAN, False, Message("raccoon-option-quadruple")),
    )


_KNOWN = frozenset(spec.id for spec in option_specs())  # the option ids, for checking a table's options


def _refuse(message_id: str, **args: str | int) -> TableRefusal:
    return TableRefusal(Message(message_id, args))


def parse_options(values: Mapping[str, Any] | TableOptions | None) -> TableOptions:
    """Validated options from plain values (missing ones take their defaults); TableRefusal says why not."""
    if values is None:
        return TableOptions()
    if isinstance(values, TableOptions):
        values = values.to_data()
    if not isinstance(values, Mapping):
        raise _refuse("bg-option-refused-unknown", option="?")
    for key in values:
        if key not in _KNOWN:
            raise _refuse("bg-option-refused-unknown", option=str(key))
    length = values.get(MATCH_LENGTH, 1)
    if type(length) is not int or not 1 <= length <= MAX_MATCH_LENGTH:
        raise _refuse("bg-option-refused-match-length", minimum=1, maximum=MAX_MATCH_LENGTH)
    level_value = values.get(BOT_LEVEL, BotLevel.SIMPLE.value)
    if isinstance(level_value, BotLevel):
        level = level_value
    else:
        try:
            level = BotLevel(level_value)
        except ValueError:
            raise _refuse("bg-option-refused-bot-level") from None
    flags = {}
    for key, default in ((VERBOSE, False), (HINTS, False), (CUBE_HINTS, False), (CONFIRM_TURN, False),
                         (MONEY, False), (JACOBY, True), (BEAVERS, False)):
        value = values.get(key, default)
        if type(value) is not bool:
            raise _refuse("money-option-refused-boolean" if key in (MONEY, JACOBY, BEAVERS)
                          else "bg-option-refused-boolean", option=key)
        flags[key] = value
    auto_doubles = values.get(AUTO_DOUBLES, 0)
    if type(auto_doubles) is not int or not 0 <= auto_doubles <= MAX_AUTO_DOUBLES:
        raise _refuse("money-option-refused-auto-doubles", minimum=0, maximum=MAX_AUTO_DOUBLES)
    raccoons = values.get(RACCOONS, 0)
    if type(raccoons) is not int or not 0 <= raccoons <= MAX_RACCOONS:
        raise _refuse("raccoon-option-refused-raccoons", minimum=0, maximum=MAX_RACCOONS)
    quadruple = values.get(QUADRUPLE, False)
    if type(quadruple) is not bool:
        raise _refuse("raccoon-option-refused-quadruple")
    return TableOptions(match_length=length, bot_level=level, auto_doubles=auto_doubles, raccoons=raccoons,
                        quadruple=quadruple, **flags)
