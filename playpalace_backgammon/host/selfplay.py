"""Bot matches played into the store exactly as the server records a table's match (``selfplay`` command).

Each match is a table of the lobby's own core (``RoomCore``): its operator sits down, sets the options, adds
a bot, gives their own seat to a second bot (each seat keeps its level), starts, and watches; every effect
that the server's ``Room`` writes to the store (``SaveTable``, ``AppendLog``) is written the same way, so
the archive, replay and export read these matches as any other. No person plays them, so they move no
one's rating. The dice come from the match's seed; the bots decide through the same ``PoolBotDriver`` as
the server's (gnubg levels in the pool's spawned workers), each seat at its own level. A money session
(``games``) is stopped after its number of games, as a player stops one between games. A ``Decide``
callable can stand in for the driver (tests add resignations that way).
"""

from __future__ import annotations

import functools
import secrets
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import replace

from playpalace_backgammon.bots import BotLevel, DecisionKind
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.rules import SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import BotTurn, Command, HostedTable, Message

from .store.ratings import SELFPLAY_PREFIX
from .store.store import Store
from .tables.bot_driver import commands_for
from .tables.core.room_core import RoomCore
from .tables.core.room_effects import AppendLog, AskBot, Effect, SaveTable
from .tables.core.room_events import AddBot, BotDecided, Join, Leave, SetOption, Start, Watch
from .tables.core.room_state import RoomSettings
from .tables.core.room_status import RoomStatus
from .tables.core.seats import Seat, SeatKind
from .tables.games import backgammon
from .tables.pool_bot_driver import PoolBotDriver

OPERATOR = "selfplay"  # the account that starts each match and watches it
MAX_SESSION_GAMES = 1000  # the most games of a money session played by ``selfplay``
_SEATED, _WATCHING = 1, 2  # the operator's member ids: at seat 0 until the start, then as a spectator

Decide = Callable[[HostedTable, BotTurn], Awaitable[Sequence[Command]]]


@functools.cache
def _english() -> Localizer:
    return Localizer()


def bot_name(seat: int) -> str:
    """The name the bot added at ``seat`` gets, in English (the operator's language)."""
    return _english().render(Message("room-bot-name", {"number": seat + 1}))


def match_seed(seed: int, index: int) -> str:
    """The seed of match ``index`` of a run seeded ``seed`` (its dice)."""
    return f"{seed}:{index}"


def level_driver(pool: BotPool, levels: tuple[BotLevel, BotLevel]) -> Decide:
    """The server's bot driver, each seat deciding at its own level."""
    driver = PoolBotDriver(pool, local_process=False)

    async def decide(table: HostedTable, turn: BotTurn) -> Sequence[Command]:
        context = replace(turn.context, bot_level=levels[turn.seat])
        asked = BotTurn(turn.seat, context)
        return commands_for(table, asked, await driver.decide(asked))

    return decide


def stopping_after(games: int, decide: Decide) -> Decide:
    """``decide``, except that between the games of a money session, once ``games`` games are over, the
    seat asked stops the session (bots alone would play on for ever)."""

    async def deciding(table: HostedTable, turn: BotTurn) -> Sequence[Command]:
        if turn.context.kind is DecisionKind.PLAY_ON_OR_STOP and table.game_number() >= games:
            return [Command(ActionId.STOP_SESSION)]
        return await decide(table, turn)

    return deciding


async def play_match(
    store: Store, *, length: int, levels: tuple[BotLevel, BotLevel], seed: str, decide: Decide,
    number: int = 1, options: Mapping[str, object] | None = None, games: int | None = None,
) -> tuple[str, RoomStatus]:
    """Plays one match into ``store`` (committed) and returns its table id and final status; ``options``:
    more table options set before the start. ``games``: a money session stopped after that many games
    instead of a match of ``length``. A money session set by ``options`` alone is stopped by ``decide``, or
    after ``MAX_SESSION_GAMES`` games at the latest: bots alone play on for ever."""
    settings = dict(options or {})
    money = games is not None or bool(settings.get("money"))
    if money:
        settings["money"] = True
        games = MAX_SESSION_GAMES if games is None else games
        if not 1 <= games <= MAX_SESSION_GAMES:
            raise ValueError(f"a money session of {games} games: from 1 to {MAX_SESSION_GAMES}")
        decide = stopping_after(games, decide)
    kind = backgammon()
    table_id = f"{SELFPLAY_PREFIX}{number}-{secrets.token_hex(4)}"
    core = RoomCore(table_id, kind.declaration, kind.create, OPERATOR, number,
                    settings=RoomSettings(bot_pacing_seconds=0.0), dice=SeededDice(seed))
    pending: list[Effect] = []

    def run(effects: Sequence[Effect]) -> None:
        for effect in effects:
            match effect:
                case SaveTable(state, status):
                    store.save_table(table_id, kind.declaration.id, state, status.value)
                case AppendLog(seq, entry):
                    store.append_log(table_id, seq, entry)
                case AskBot():
                    pending.append(effect)

    run(core.handle(Join(_SEATED, OPERATOR)))
    if not money:
        run(core.handle(SetOption(_SEATED, "match_length", length)))
    run(core.handle(SetOption(_SEATED, "bot_level", levels[0].value)))
    for key, value in settings.items():
        run(core.handle(SetOption(_SEATED, key, value)))
    seat = core.next_empty_seat()
    assert seat is not None
    run(core.handle(AddBot(_SEATED, bot_name(seat))))
    # The operator's seat becomes a bot's before the start (the host starts from a seat): a bot match
    # has no person in it. Each bot seat keeps the level it plays at.
    mine = core.seat_of(_SEATED)
    assert mine is not None
    core.seats[mine] = Seat(SeatKind.BOT, bot_name(mine), member=_SEATED)
    for index, level in enumerate(levels):
        core.seats[index].level = level.value
    run(core.handle(Start(_SEATED)))
    run(core.handle(Watch(_WATCHING, OPERATOR)))
    run(core.handle(Leave(_SEATED, quietly=True)))  # the operator stands up from the bot's seat, watching
    run(core.kick_bots())
    while pending:
        ask = pending.pop()
        assert isinstance(ask, AskBot)
        assert core.table is not None
        commands = await decide(core.table, ask.turn)
        run(core.handle(BotDecided(ask.token, commands)))
        if core.broken:
            break
    store.commit()
    return table_id, core.status
