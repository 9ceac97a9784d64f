"""The backgammon table's actions: everything a viewer of it can ask for.

Each value is a stable id: of a menu item, and of a command in a table's log (``Command.to_data``), so a
value never changes once released.
"""

from __future__ import annotations

from enum import Enum


class ActionId(Enum):
    """Everything a viewer of a backgammon table can ask for; each value is a stable menu/selection id."""

    # Looked up in dictionaries and sets on every command (the menu's actions, what is offered): hashed by
    # identity, as members are singletons, not by Enum's own ``__hash__``, a Python call in 3.11.
    __hash__ = object.__hash__

    ROLL = "roll"
    POINT = "point"  # Enter on a grid cell: select, move, bear off, enter from the bar (needs ``cell``)
    MOVE_CHECKER = "move_checker"  # one sub-move in one command, for bots (needs ``move``); never a key
    DESELECT = "deselect"
    NEXT_TARGET = "next_target"  # Ctrl+arrows: cycle destinations or sources (``direction`` +1/-1)
    PREVIOUS_TARGET = "previous_target"
    ROW_START = "row_start"  # Alt+Left / Home
    ROW_END = "row_end"  # Alt+Right / End
    COLUMN_TOP = "column_top"  # Alt+Up
    COLUMN_BOTTOM = "column_bottom"  # Alt+Down
    DOUBLE = "double"
    TAKE = "take"
    DROP = "drop"
    UNDO = "undo"
    END_TURN = "end_turn"
    RESIGN_SINGLE = "resign_single"
    RESIGN_GAMMON = "resign_gammon"
    RESIGN_BACKGAMMON = "resign_backgammon"
    ACCEPT_RESIGNATION = "accept_resignation"
    DECLINE_RESIGNATION = "decline_resignation"
    HINT = "hint"
    CUBE_HINT = "cube_hint"
    STATUS_BOARD = "status_board"  # E: bar and borne-off counts
    STATUS_CUBE = "status_cube"  # D
    STATUS_PIPS = "status_pips"  # P
    STATUS_SCORE = "status_score"  # S
    STATUS_DICE = "status_dice"  # C
    STATUS_TURN = "status_turn"  # T
    STATUS_IDS = "status_ids"  # I: GNU Backgammon position and match IDs
    NEXT_GAME = "next_game"
    RESIGN_MATCH = "resign_match"  # the table's Resign (seed 004): asks first, then loses the whole match
    CONFIRM_RESIGN_MATCH = "confirm_resign_match"  # Y while that question is asked
    CANCEL_RESIGN_MATCH = "cancel_resign_match"  # N: keep playing
    BEAVER = "beaver"  # money play: take and redouble at once, keeping the cube
    RACCOON = "raccoon"  # money play, facing a beaver: take it and redouble at once, the cube staying put
    PLAY_ON = "play_on"  # money play, between games: another game
    STOP_SESSION = "stop_session"  # money play, between games: end the session
    TIME_OUT = "time_out"  # the host's, for a seat whose turn clock ran out: never offered, no key
