"""The backgammon table's menu: which actions a viewer can take now, with their labels and keys."""

from __future__ import annotations

from ...rules import Phase
from ..actions import ActionId
from ..interface import Action, Message, Viewer
from ..table_state import RESIGN_KINDS, TableState
from .hints import cube_hint_refusal, hint_refusal
from .keys import KEYS_OF

EDGES = [ActionId.ROW_START, ActionId.ROW_END, ActionId.COLUMN_TOP, ActionId.COLUMN_BOTTOM]

#: Actions a money session names in its own words: it is a session, not a match.
MONEY_LABELS = frozenset({ActionId.RESIGN_MATCH, ActionId.CONFIRM_RESIGN_MATCH, ActionId.STATUS_SCORE})


def action_label(action: ActionId, money: bool = False) -> Message:
    """The menu label of ``action`` (in a money session, its session words where it has them)."""
    prefix = "money-action-" if money and action in MONEY_LABELS else "bg-action-"
    return Message(prefix + action.value.replace("_", "-"))


def actions_for(state: TableState, viewer: Viewer) -> list[Action]:
    """The actions this viewer can take now, in menu order: the host's menu and key help."""
    ids: list[ActionId] = []
    seat = viewer.seat
    match = state.match
    if state.started and not state.finished and seat is not None and state.resign_match_pending == seat:
        ids += [ActionId.CONFIRM_RESIGN_MATCH, ActionId.CANCEL_RESIGN_MATCH]
    elif state.started and not state.finished and seat is not None:
        phase = match.phase
        if phase is Phase.AWAITING_ROLL and match.turn == seat:
            ids.append(ActionId.ROLL)
            if match.double_refusal(seat) is None:
                ids.append(ActionId.DOUBLE)
        elif phase is Phase.MOVING and match.turn == seat and state.turn is not None:
            if state.turn.complete and state.options.confirm_turn:
                ids.append(ActionId.END_TURN)
            else:
                ids += [ActionId.POINT, ActionId.NEXT_TARGET, ActionId.PREVIOUS_TARGET]
            if state.selected is not None:
                ids.append(ActionId.DESELECT)
            if state.turn.moves:
                ids.append(ActionId.UNDO)
        elif phase is Phase.DOUBLE_OFFERED and match.responder == seat:
            ids += [ActionId.TAKE, ActionId.DROP]
            if match.beaver_refusal(seat) is None:
                ids.append(ActionId.BEAVER)
            if match.raccoon_refusal(seat) is None:
                ids.append(ActionId.RACCOON)
        elif phase is Phase.GAME_OVER and match.options.money:
            ids += [ActionId.STOP_SESSION] if match.playing_on[seat] \
                else [ActionId.PLAY_ON, ActionId.STOP_SESSION]
        elif phase is Phase.RESIGNATION_OFFERED and match.responder == seat:
            ids += [ActionId.ACCEPT_RESIGNATION, ActionId.DECLINE_RESIGNATION]
        if phase in (Phase.AWAITING_ROLL, Phase.MOVING) and match.turn == seat:
            ids += [action for action, kind in RESIGN_KINDS.items() if kind >= match.resign_floor]
        if hint_refusal(state, seat) is None:
            ids.append(ActionId.HINT)
        if cube_hint_refusal(state, seat) is None:
            ids.append(ActionId.CUBE_HINT)
        ids.append(ActionId.RESIGN_MATCH)
    # POINT is made on the grid itself (Enter on a cell): offered, but no menu item of its own; the edges
    # move the focus from a cell. The edges and the status keys, offered always, end every list.
    money = match.options.money
    made = _ACTIONS
    always = _ALWAYS.get(money)
    if always is None:
        always = _ALWAYS[money] = [made.get((action, money)) or _action(action, money) for action in ALWAYS]
    return [made.get((action, money)) or _action(action, money) for action in ids] + always


ALWAYS = (*EDGES, ActionId.STATUS_BOARD, ActionId.STATUS_CUBE, ActionId.STATUS_PIPS, ActionId.STATUS_SCORE,
          ActionId.STATUS_DICE, ActionId.STATUS_TURN, ActionId.STATUS_IDS)
"""The actions every viewer is offered at every moment, last in the list."""

#: Each action as offered, made once: the same ``Action`` every time (a host compares them by identity).
_ACTIONS: dict[tuple[ActionId, bool], Action] = {}
#: ``ALWAYS``'s actions, by whether the match is a money session: one list, not a look-up an action.
_ALWAYS: dict[bool, list[Action]] = {}


def _action(action: ActionId, money: bool) -> Action:
    made = _ACTIONS[action, money] = Action(action, action_label(action, money), KEYS_OF.get(action, ()),
                                           action is not ActionId.POINT, action in EDGES)
    return made
