"""What comes back from the bot driver: a bot seat's decision, applied step by step (paced, with a pause
after each announced step), and an engine's hint, said in the table's words or, when the table moved on
first, said to be late. An answer made for a position the table has left is never applied to another."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from playpalace_backgammon.bots import Hint
from playpalace_backgammon.table.interface import Command, Message, TableRefusal, Viewer

from ..bot_driver import BotAnswer, commands_for, replies_for_hint
from .play import kick_bots, run
from .room_effects import Say, StartTimer
from .room_events import PACE_TIMER
from .room_state import BotWork, PendingHint, RoomState
from .room_status import RoomStatus

_log = logging.getLogger(__name__)


# A bot seat's decision.

def bot_answered(room: RoomState, token: int, answer: BotAnswer) -> None:
    """The driver's plain answer becomes the table's commands, if the table still stands where the bot was
    asked; else ``bot_step`` asks afresh."""
    work = room.bot
    if work is None or work.token != token:
        return  # an answer nobody waits for any more
    if _bot_fresh(room, work):
        assert room.table is not None
        try:
            work.steps = list(commands_for(room.table, work.turn, answer))
        except IndexError:
            _log.exception("table %s: the bot driver answered a play it was not offered", room.id)
            room.bot = None
            room.broken = True
            return
    _bot_begin(room)


def bot_decided(room: RoomState, token: int, commands: Sequence[Command]) -> None:
    work = room.bot
    if work is None or work.token != token:
        return  # an answer nobody waits for any more
    work.steps = list(commands)
    _bot_begin(room)


def bot_failed(room: RoomState, token: int) -> None:
    if room.bot is not None and room.bot.token == token:
        _log.error("table %s: the bot driver could not decide", room.id)
        room.bot = None
        room.broken = True


def bot_waiting(room: RoomState, token: int) -> None:
    """The driver still waits for a bots worker to answer: everyone at the table hears that the bot
    waits, so the table is never silent without a word (the answer, when it comes, is applied as usual)."""
    work = room.bot
    if work is not None and work.token == token and _bot_fresh(room, work):
        room.say_to_others("room-bot-waiting-worker", name=room.seat_name(work.seat))


def _bot_fresh(room: RoomState, work: BotWork) -> bool:
    """The table is where it was when the bot was asked, and a bot still plays that seat."""
    return work.version == room.version and room.seats[work.seat].bot_driven \
        and room.status is RoomStatus.PLAYING


def _bot_begin(room: RoomState) -> None:
    """The bot's decision is in. With pacing its first step waits a pause too, so that what was said just
    before (the other player's move, the bot's own roll) is heard out before the next line comes."""
    work = room.bot
    pacing = room.settings.bot_pacing_seconds
    if pacing > 0 and work is not None and work.steps and _bot_fresh(room, work):
        room.emit(StartTimer(PACE_TIMER, pacing))
        return
    bot_step(room)


def bot_step(room: RoomState) -> None:
    """Apply the bot's next step; with pacing, one announced step at a time."""
    work = room.bot
    assert work is not None
    if not _bot_fresh(room, work):
        # Someone else changed the table meanwhile: decide afresh from where it is now.
        room.bot = None
        kick_bots(room)
        return
    pacing = room.settings.bot_pacing_seconds
    if pacing <= 0 or len(work.steps) <= 1:
        steps, work.steps = work.steps, []
        room.bot = None
        run(room, None, Viewer.player(work.seat), steps)
        return
    announced = run(room, None, Viewer.player(work.seat), [work.steps.pop(0)])
    work.version = room.version
    if room.broken:
        room.bot = None
        return
    if announced:
        room.emit(StartTimer(PACE_TIMER, pacing))
    else:
        bot_step(room)


# A hint (``play.submit`` asked it).

def hint_advised(room: RoomState, token: int, hint: Hint | None) -> None:
    """The engine's hint in the table's words, if the table still asks the same question (else
    ``hint_answered`` says why there is no answer)."""
    pending = room.hints.get(token)
    replies: Sequence[Message] | None = None
    if hint is not None and pending is not None and room.table is not None \
            and _same_question(room, pending):
        try:
            replies = replies_for_hint(room.table, pending.context, hint)
        except Exception:
            _log.exception("table %s: the engine's hint could not be worded", room.id)
    hint_answered(room, token, replies)


def hint_answered(room: RoomState, token: int, replies: Sequence[Message] | None) -> None:
    """The hint for the position it was asked about: the engine's, else the table's rules answer. When the
    table moved on first (a roll, a move, a double), no answer for another position: the asker hears what
    came first."""
    pending = room.hints.pop(token, None)
    if pending is None or not room.is_member(pending.member) or room.table is None:
        return
    if not _same_question(room, pending):
        cause = "roll" if len(room.table.dice_log) > pending.drawn else "other"
        room.say(pending.member, "room-hint-late", cause=cause)
        return
    if replies is None:
        run(room, pending.member, pending.viewer, (pending.command,))  # the rules' answer to it
        return
    for reply in replies:
        room.emit(Say((pending.member,), reply))


def _same_question(room: RoomState, pending: PendingHint) -> bool:
    """The table would ask the engine the same question for this hint now (picking a checker up, say,
    changes nothing the hint answers)."""
    table = room.table
    if table is None or room.viewer_of(pending.member) != pending.viewer:
        return False
    if pending.version == room.version:
        return True
    try:
        return table.advice_context(pending.viewer, pending.command) == pending.context
    except TableRefusal:
        return False
