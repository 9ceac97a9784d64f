"""Key chords of the backgammon table, as PlayPalace clients name keys, and their actions.

Clients send the key in lower case ("enter", "d", "up", "home", "backspace") with the modifiers as separate
flags (Shift+D is "d" with shift). Names are matched liberally: case, "return" for "enter", "arrowup" or
"up arrow" for "up", and so on. Enter depends on the moment (roll before rolling, otherwise a board point),
and Y / N answer whatever offer is pending; the table resolves those in ``command_for_key``.
"""

from __future__ import annotations

from ..actions import ActionId
from ..interface import Key

_ALIASES = {
    "return": "enter", "kp_enter": "enter", "numpadenter": "enter", "numpad_enter": "enter", "\r": "enter",
    "\n": "enter",
    "arrowup": "up", "uparrow": "up", "up_arrow": "up", "up arrow": "up",
    "arrowdown": "down", "downarrow": "down", "down_arrow": "down", "down arrow": "down",
    "arrowleft": "left", "leftarrow": "left", "left_arrow": "left", "left arrow": "left",
    "arrowright": "right", "rightarrow": "right", "right_arrow": "right", "right arrow": "right",
    "back": "backspace", "back_space": "backspace", "bksp": "backspace", "back space": "backspace",
    "pos1": "home",
}


def key_name(raw: str) -> str:
    """The canonical name of a key as a client may spell it."""
    name = raw.strip().lower() if raw not in ("\r", "\n") else raw
    return _ALIASES.get(name, name)


# (key, shift, control, alt) -> action; Enter, Y and N are resolved by the table at the moment of pressing.
BINDINGS: dict[tuple[str, bool, bool, bool], ActionId] = {
    ("backspace", False, True, False): ActionId.DESELECT,
    ("up", False, True, False): ActionId.PREVIOUS_TARGET,
    ("left", False, True, False): ActionId.PREVIOUS_TARGET,
    ("down", False, True, False): ActionId.NEXT_TARGET,
    ("right", False, True, False): ActionId.NEXT_TARGET,
    ("left", False, False, True): ActionId.ROW_START,
    ("right", False, False, True): ActionId.ROW_END,
    ("home", False, False, False): ActionId.ROW_START,
    ("end", False, False, False): ActionId.ROW_END,
    ("up", False, False, True): ActionId.COLUMN_TOP,
    ("down", False, False, True): ActionId.COLUMN_BOTTOM,
    ("d", True, False, False): ActionId.DOUBLE,
    ("u", False, False, False): ActionId.UNDO,
    ("h", False, False, False): ActionId.HINT,
    ("h", True, False, False): ActionId.CUBE_HINT,
    ("e", False, False, False): ActionId.STATUS_BOARD,
    ("d", False, False, False): ActionId.STATUS_CUBE,
    ("p", False, False, False): ActionId.STATUS_PIPS,
    ("s", False, False, False): ActionId.STATUS_SCORE,
    ("c", False, False, False): ActionId.STATUS_DICE,
    ("t", False, False, False): ActionId.STATUS_TURN,
    ("i", False, False, False): ActionId.STATUS_IDS,
    ("b", False, False, False): ActionId.BEAVER,
    ("r", False, False, False): ActionId.RACCOON,
}

# The keys listed with each action in menus and key help.
KEYS_OF: dict[ActionId, tuple[Key, ...]] = {}
for (_name, _shift, _control, _alt), _action in BINDINGS.items():
    KEYS_OF.setdefault(_action, ())
    KEYS_OF[_action] += (Key(_name, _shift, _control, _alt),)
KEYS_OF[ActionId.ROLL] = (Key("enter"),)
KEYS_OF[ActionId.POINT] = (Key("enter"),)
KEYS_OF[ActionId.END_TURN] = (Key("enter"),)
KEYS_OF[ActionId.TAKE] = (Key("y"),)
KEYS_OF[ActionId.ACCEPT_RESIGNATION] = (Key("y"),)
KEYS_OF[ActionId.DROP] = (Key("n"),)
KEYS_OF[ActionId.DECLINE_RESIGNATION] = (Key("n"),)
KEYS_OF[ActionId.CONFIRM_RESIGN_MATCH] = (Key("y"),)
KEYS_OF[ActionId.CANCEL_RESIGN_MATCH] = (Key("n"),)
KEYS_OF[ActionId.PLAY_ON] = (Key("y"), Key("enter"))
KEYS_OF[ActionId.STOP_SESSION] = (Key("n"),)
