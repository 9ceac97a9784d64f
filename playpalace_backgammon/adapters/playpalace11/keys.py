"""The table's key chords as PlayPalace's server names keybinds.

PlayPalace's server joins a keybind packet's modifiers to its key as ``alt+ctrl+shift+<key>`` (in that order,
lower case) and looks the result up among the game's keybinds. Every chord the table binds
(``table.commands.keys.BINDINGS``), and Y and N, becomes one such keybind; what it means at the moment of
pressing is left to the table's ``command_for_key``, exactly as at our own server.
"""

from __future__ import annotations

from ...table.commands.keys import BINDINGS
from ...table.interface import Key

KEY_ACTION_PREFIX = "bg-key-"
"""PlayPalace action ids of the keybinds: ``bg-key-`` and the keybind's name (``bg-key-ctrl+backspace``)."""


def keybind_name(key: Key) -> str:
    """The name PlayPalace's server gives ``key`` (``Key("d", shift=True)`` -> ``shift+d``)."""
    name = key.key
    if key.shift:
        name = f"shift+{name}"
    if key.control:
        name = f"ctrl+{name}"
    if key.alt:
        name = f"alt+{name}"
    return name


def table_keys() -> tuple[Key, ...]:
    """Every chord the table answers besides Enter (which PlayPalace's clients send as a menu choice)."""
    chords = [Key(name, shift, control, alt) for name, shift, control, alt in BINDINGS]
    return (*chords, Key("y"), Key("n"))


def key_for_action(action_id: str) -> Key | None:
    """The chord a ``bg-key-...`` action id stands for; None for any other id."""
    if not action_id.startswith(KEY_ACTION_PREFIX):
        return None
    wanted = action_id.removeprefix(KEY_ACTION_PREFIX)
    return next((key for key in table_keys() if keybind_name(key) == wanted), None)
