"""Status keys of the backgammon table (E, D, P, S, C, T, and I for GNU Backgammon's IDs): answers to the
asker only, in their numbering: bar and borne-off counts, cube, pip counts, score, dice left, whose turn."""

from __future__ import annotations

from ...rules import BAR, OFF, Phase, other
from ..actions import ActionId
from ..interface import Command, Message, Outcome, Viewer
from ..presentation.narrator import money_lead
from ..table_state import TableState, action_of, board_for, numbering


def status_reply(state: TableState, viewer: Viewer, command: Command) -> Outcome:
    """A status key's answer, to the asker."""
    return Outcome(replies=(status(state, viewer, action_of(command)),))


def status(state: TableState, viewer: Viewer, action: ActionId) -> Message:
    """The answer to a status key (E, D, P, S, C, T, I) for ``viewer``."""
    if action is ActionId.STATUS_IDS:
        return gnubg_ids(state)
    seat = numbering(viewer)
    match = state.match
    roles = _roles(state, viewer, seat)
    if action is ActionId.STATUS_BOARD:
        board = board_for(state, seat)
        return Message("bg-status-board", {**roles,
            "bar": board.mover[BAR], "opponent_bar": board.opponent[BAR],
            "off": board.mover[OFF], "opponent_off": board.opponent[OFF]})
    if action is ActionId.STATUS_CUBE:
        if match.options.length == 1:
            cube_state = "single-game"
        elif match.crawford:
            cube_state = "crawford"
        elif match.cube_owner is None:
            cube_state = "centred"
        else:
            cube_state = "owned"
        owner = match.cube_owner if match.cube_owner is not None else seat
        owner_role = "you" if viewer.seat == owner else "other"
        return Message("bg-status-cube", {"state": cube_state, "value": match.cube_value,
                                          "owner": owner_role, "owner_name": state.names[owner]})
    if action is ActionId.STATUS_PIPS:
        pips, opponent_pips = board_for(state, seat).pip_count()
        return Message("bg-status-pips", {**roles, "pips": pips, "opponent_pips": opponent_pips})
    if action is ActionId.STATUS_SCORE and match.options.money:
        return Message("money-status-total", {**roles, "score": match.score[seat],
            "opponent_score": match.score[other(seat)], "games": len(match.results),
            **money_lead(match.score[seat], match.score[other(seat)])})
    if action is ActionId.STATUS_SCORE:
        return Message("bg-status-score", {**roles, "score": match.score[seat],
            "opponent_score": match.score[other(seat)], "length": match.options.length,
            "crawford": "yes" if match.crawford else "no"})
    if action is ActionId.STATUS_DICE:
        if not state.started or match.phase is not Phase.MOVING or state.turn is None:
            return Message("bg-status-dice-none")
        left = state.turn.dice_left()
        args: dict[str, str | int] = {"count": len(left)}
        for index, die in enumerate(left):
            args[f"die{index + 1}"] = die
        return Message("bg-status-dice", args)
    # STATUS_TURN
    if not state.started:
        return Message("bg-status-turn-not-started")
    if state.finished and match.options.money:
        return Message("money-status-session-over")
    if match.phase is Phase.GAME_OVER and match.options.money:
        waiting = [state.names[seat] for seat in (0, 1) if not match.playing_on[seat]]
        return Message("money-status-between-games", {"count": len(waiting), "name": waiting[0]})
    if state.finished:
        winner = match.winner if match.winner is not None else 0
        return Message("bg-status-turn-over", {"actor": "you" if viewer.seat == winner else "other",
                                               "name": state.names[winner]})
    acting = match.responder if match.responder is not None else match.turn
    assert acting is not None
    return Message("bg-status-turn", {"actor": "you" if viewer.seat == acting else "other",
                                      "name": state.names[acting], "phase": match.phase.value})


def gnubg_ids(state: TableState) -> Message:
    """I: GNU Backgammon's position ID and match ID of the match as it stands (a play being built on the
    board is not in it until it is complete: the position the player on roll plays from, with the dice),
    what gnubg's "set gnubgid" and other programs that read gnubg IDs take."""
    position_id, match_id = state.match.gnubg_id().split(":")
    return Message("bg-status-ids", {"position_id": position_id, "match_id": match_id})


def _roles(state: TableState, viewer: Viewer, seat: int) -> dict[str, str | int]:
    """Arguments naming the two sides for a status answer: "you" or the seat's name, ``seat`` first."""
    return {
        "actor": "you" if viewer.seat == seat else "other", "name": state.names[seat],
        "opponent": "you" if viewer.seat == other(seat) else "other",
        "opponent_name": state.names[other(seat)],
    }
