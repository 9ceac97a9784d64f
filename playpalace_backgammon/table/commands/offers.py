"""Cube and resignation actions of the backgammon table: double, take, drop, resign, accept, decline; the
whole match resigned after a question; and the match lost on time (the host's turn clock).

Each command's handler is a function ``(state, viewer, command) -> Outcome``; the rules core decides when
each offer is allowed.
"""

from __future__ import annotations

from collections.abc import Callable

from ...rules import Phase
from ...rules import commands as rc
from ..actions import ActionId
from ..interface import Command, Message, Outcome, TableRefusal, Viewer
from ..presentation.narrator import KIND_NAMES
from ..table_state import (
    REFUSAL_MESSAGES,
    RESIGN_KINDS,
    TableState,
    action_of,
    apply_rules,
    phase_hint,
    refuse,
    require_turn,
    seat_of,
    waiting_message,
)

_ANSWERS: dict[ActionId, Callable[[int], rc.Command]] = {
    ActionId.TAKE: rc.Take, ActionId.DROP: rc.Drop,
    ActionId.ACCEPT_RESIGNATION: rc.AcceptResignation,
    ActionId.DECLINE_RESIGNATION: rc.DeclineResignation,
}
_TIME_OUT = Command(ActionId.TIME_OUT)


def double(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """D: the player on roll doubles, before rolling."""
    seat = seat_of(viewer)
    match = state.match
    reason = match.double_refusal(seat)
    if reason in ("no-cube-single-game", "crawford-game"):
        raise refuse(REFUSAL_MESSAGES[reason])
    acting = match.responder if match.responder is not None else match.turn
    if acting != seat:
        raise TableRefusal(waiting_message(state, acting))
    if match.phase is Phase.MOVING:
        raise refuse("bg-refuse-double-after-roll")
    if match.phase is not Phase.AWAITING_ROLL:
        raise TableRefusal(phase_hint(state, seat))
    return Outcome(tuple(apply_rules(state, rc.Double(seat))), changed=True)


def answer(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """Take or drop a double; accept or decline a resignation."""
    seat = seat_of(viewer)
    action = action_of(command)
    offer_phase = Phase.DOUBLE_OFFERED if action in (ActionId.TAKE, ActionId.DROP) \
        else Phase.RESIGNATION_OFFERED
    if state.match.phase is not offer_phase or state.match.responder != seat:
        nothing = "bg-refuse-no-double-offered" if offer_phase is Phase.DOUBLE_OFFERED \
            else "bg-refuse-no-resignation-offered"
        raise refuse(nothing)
    rules_command = _ANSWERS[action](seat)
    return Outcome(tuple(apply_rules(state, rules_command)), changed=True)


def resign(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """Offers to resign the game as single, gammon or backgammon, on one's own turn."""
    seat = seat_of(viewer)
    require_turn(state, seat, (Phase.AWAITING_ROLL, Phase.MOVING))
    kind = RESIGN_KINDS[action_of(command)]
    return Outcome(tuple(apply_rules(state, rc.Resign(seat, kind))), changed=True)


def resign_match(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """The table's Resign: first a question to the asker (Y resigns the whole match, N keeps playing)."""
    seat = seat_of(viewer)
    state.resign_match_pending = seat
    opponent = 1 - seat
    match = state.match
    question = "money-resign-match-confirm" if match.options.money else "bg-resign-match-confirm"
    return Outcome(replies=(Message(question, {
        "opponent_name": state.names[opponent], "score": match.score[seat],
        "opponent_score": match.score[opponent], "length": match.options.length}),),
        changed=True)


def confirm_resign_match(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """Y to the question: the asker loses the whole match."""
    seat = seat_of(viewer)
    if state.resign_match_pending != seat:
        raise refuse("bg-refuse-resign-match-not-asked")
    state.resign_match_pending = None
    state.turn = None  # a play half built on the board is dropped with the match
    state.selected = None
    return Outcome(tuple(apply_rules(state, rc.ResignMatch(seat))), changed=True)


def cancel_resign_match(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """N to the question: the match goes on."""
    seat = seat_of(viewer)
    if state.resign_match_pending != seat:
        raise refuse("bg-refuse-resign-match-not-asked")
    state.resign_match_pending = None
    return Outcome(replies=(Message("bg-resign-match-cancelled"),), changed=True)


def time_out_commands(state: TableState, seat: int) -> list[Command]:
    """The command by which ``seat``, whose turn clock ran out, loses the match (the host issues it)."""
    return [_TIME_OUT]


def forfeit_commands(state: TableState, seat: int) -> list[Command]:
    """The table's Resign and its confirmation: ``seat``, whose player left a match nobody else is left at,
    gives it up, the game in play forfeited as its position scores (``Match.forfeit_worth``); none between a
    money session's games, where nothing is in play (the session is left as it stands)."""
    if state.match.forfeit_worth(seat) is None:
        return []  # nothing in play: between a money session's games
    return [Command(ActionId.RESIGN_MATCH), Command(ActionId.CONFIRM_RESIGN_MATCH)]


def leave_words(state: TableState, seat: int, *, forfeit: bool) -> tuple[Message, Message]:
    """What leaving costs ``seat``'s player: the question they answer Y or N, and what the others hear once
    they left. ``forfeit``: the match (or money session) is given up now, the game in play counting as its
    position scores; else a bot plays the seat until they come back, and a match counts as their loss if
    they do not."""
    match = state.match
    money = "yes" if match.options.money else "no"
    name = state.names[seat]
    if not forfeit:
        return (Message("bg-leave-confirm-bot", {"money": money}),
                Message("bg-left-bot-plays", {"money": money, "name": name}))
    worth = match.forfeit_worth(seat)
    left = Message("room-left", {"name": name})  # nobody else is there to hear it but a replay
    if worth is None:
        return Message("bg-leave-confirm-nothing-in-play", {"money": money}), left
    kind, points, _jacoby = worth
    question = Message("bg-leave-confirm-forfeit",
                       {"money": money, "kind": KIND_NAMES[kind], "points": points})
    return question, left


def time_out(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """The host's turn clock ran out for the asker's seat: the match is lost on time."""
    seat = seat_of(viewer)
    state.turn = None  # a play half built on the board is dropped with the match
    state.selected = None
    return Outcome(tuple(apply_rules(state, rc.TimeOut(seat))), changed=True)


def next_game(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """Refused: the next game of a match starts by itself."""
    raise refuse("bg-refuse-next-game-automatic")
