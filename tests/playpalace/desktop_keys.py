"""PlayPalace 11's desktop client's own key and menu handling without its GUI toolkit, in a process apart.

Its window needs wxPython, accessible_output2 (a screen reader) and sound_lib (BASS audio); none of them runs
here. So ``wx`` is a stand-in module: wx's key codes and modifier flags, and a plain-Python ``wx.ListBox``
(items, selection, client data) under the client's own ``ui.menu_list.MenuList``; the other modules are
empty stand-ins, and the main window is made without its constructor. What runs is the client's real code
from the copy: ``MainWindow.on_server_menu`` takes in the menus our server sent (their flags, ids, focus and
item sounds) and sets up the real ``MenuList`` (multi-letter search, grid mode); each key goes where wx sends
it, first the window's ``on_char_hook`` (the frame's EVT_CHAR_HOOK, which sends keybinds and escapes) and,
if that lets it through, the list's ``on_key_down`` (grid moves, Home and End, multi-letter search, Enter
activating the item through ``MainWindow.on_menu_activate``). ``play_sound`` packets go to the window's
``on_server_play_sound``. The sound player is a recorder.

Input (stdin, JSON): {"menus": [menu packets in order], "sounds": [play_sound packets],
"presses": [[key, ctrl, alt, shift, index to focus first or null]]}.
Output (stdout, JSON): for each press the packets the client sent, the focused index after it and the sounds
it played; the list's final flags; the sounds the play_sound packets played.
"""

from __future__ import annotations

import json
import sys
import types
from pathlib import Path
from typing import Any

# wx's key codes and modifier flags as wxPython defines them (letters and digits are their ASCII codes).
CODES = {
    "WXK_BACK": 8, "WXK_TAB": 9, "WXK_RETURN": 13, "WXK_ESCAPE": 27, "WXK_SPACE": 32, "WXK_HOME": 312,
    "WXK_END": 313, "WXK_LEFT": 314, "WXK_UP": 315, "WXK_RIGHT": 316, "WXK_DOWN": 317, "WXK_F1": 340,
    "WXK_F2": 341, "WXK_F3": 342, "WXK_F4": 343, "WXK_F5": 344, "WXK_NUMPAD_ENTER": 370,
    "MOD_NONE": 0, "MOD_ALT": 1, "MOD_CONTROL": 2, "MOD_SHIFT": 4, "NOT_FOUND": -1,
}
KEYS = {"backspace": 8, "enter": 13, "escape": 27, "left": 314, "up": 315, "right": 316, "down": 317,
        "home": 312, "end": 313}


class _Anything:
    """Stands in for any class, constant or function of a module that cannot run here."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def __call__(self, *args: Any, **kwargs: Any) -> _Anything:
        return _Anything()

    def __getattr__(self, name: str) -> Any:
        return _Anything()

    def __mro_entries__(self, bases: tuple[Any, ...]) -> tuple[type, ...]:
        return (_Base,)


class _Base:
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass


class ListBox:
    """wx.ListBox's part of the interface the client uses, in plain Python: strings, the selected index
    (wx.NOT_FOUND when none), per-item client data. Event binding and drawing do nothing."""

    def __init__(self, parent: Any = None, *args: Any, **kwargs: Any) -> None:
        self._parent = parent
        self._strings: list[str] = []
        self._data: list[Any] = []
        self._selected = CODES["NOT_FOUND"]

    def Append(self, text: str) -> None:  # noqa: N802 - wx's names
        self._strings.append(text)
        self._data.append(None)

    def Insert(self, text: str, index: int) -> None:  # noqa: N802
        self._strings.insert(index, text)
        self._data.insert(index, None)

    def Delete(self, index: int) -> None:  # noqa: N802
        del self._strings[index], self._data[index]

    def Clear(self) -> None:  # noqa: N802
        self._strings, self._data, self._selected = [], [], CODES["NOT_FOUND"]

    def GetCount(self) -> int:  # noqa: N802
        return len(self._strings)

    def GetString(self, index: int) -> str:  # noqa: N802
        return self._strings[index]

    def SetString(self, index: int, text: str) -> None:  # noqa: N802
        self._strings[index] = text

    def GetSelection(self) -> int:  # noqa: N802
        return self._selected

    def SetSelection(self, index: int) -> None:  # noqa: N802
        self._selected = index

    def SetClientData(self, index: int, data: Any) -> None:  # noqa: N802
        self._data[index] = data

    def GetClientData(self, index: int) -> Any:  # noqa: N802
        return self._data[index]

    def GetParent(self) -> Any:  # noqa: N802
        return self._parent

    def __getattr__(self, name: str) -> Any:  # Bind, EnsureVisible, SetFocus, Navigate, ...: nothing to do
        return lambda *args, **kwargs: None


class KeyEvent:
    """A wx key event: its code and modifiers, and whether a handler let it through (``Skip``)."""

    def __init__(self, code: int, control: bool, alt: bool, shift: bool) -> None:
        self.code, self.control, self.alt, self.shift = code, control, alt, shift
        self.skipped = False

    def GetKeyCode(self) -> int:  # noqa: N802
        return self.code

    def GetModifiers(self) -> int:  # noqa: N802
        return (CODES["MOD_CONTROL"] if self.control else 0) | (CODES["MOD_ALT"] if self.alt else 0) \
            | (CODES["MOD_SHIFT"] if self.shift else 0)

    def ControlDown(self) -> bool:  # noqa: N802
        return self.control

    def AltDown(self) -> bool:  # noqa: N802
        return self.alt

    def ShiftDown(self) -> bool:  # noqa: N802
        return self.shift

    def Skip(self) -> None:  # noqa: N802
        self.skipped = True


class SoundRecorder:
    """The client's sound manager: what it was asked to play, by name."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, name: str, *args: Any, **kwargs: Any) -> None:
        self.played.append(name)

    def __getattr__(self, name: str) -> Any:  # play_menuclick, play_menuenter: the client's own clicks
        return lambda *args, **kwargs: self.played.append(name)


class _StandInFinder:
    """Imports of ``prefixes`` and their submodules (``wx.adv``, ...) give stand-in modules."""

    def __init__(self, prefixes: tuple[str, ...]) -> None:
        self.prefixes = prefixes

    def find_spec(self, name: str, path: Any, target: Any = None) -> Any:
        import importlib.machinery

        if name.split(".")[0] in self.prefixes:
            return importlib.machinery.ModuleSpec(name, self, is_package=True)  # type: ignore[arg-type]
        return None

    def create_module(self, spec: Any) -> types.ModuleType:
        module = _stand_in(spec.name)
        module.__path__ = []
        return module

    def exec_module(self, module: types.ModuleType) -> None:
        pass


def _stand_in(name: str, **values: Any) -> types.ModuleType:
    module = types.ModuleType(name)
    module.__dict__.update(values)
    module.__getattr__ = lambda attr: values.get(attr, _Anything())  # type: ignore[method-assign]
    return module


def main() -> None:
    desktop = Path(sys.argv[1])
    request = json.load(sys.stdin)
    focus: list[Any] = []
    window_type = _Anything()
    window_type.FindFocus = lambda: focus[0]  # type: ignore[attr-defined]
    sys.modules["wx"] = _stand_in("wx", Window=window_type, ListBox=ListBox, **CODES)
    sys.modules["wx"].__path__ = []  # type: ignore[attr-defined]
    sys.meta_path.insert(0, _StandInFinder(("wx", "accessible_output2", "sound_lib", "sound_manager",
                                            "sound_cacher")))
    sys.path.insert(0, str(desktop))
    from ui import main_window
    from ui.menu_list import MenuList

    window = object.__new__(main_window.MainWindow)
    sounds = SoundRecorder()
    menu_list = MenuList(window, sound_manager=sounds)
    focus.append(menu_list)
    sent: list[dict[str, Any]] = []
    window.__dict__.update(
        menu_list=menu_list, connected=True, current_mode="list", current_menu_id=None,
        current_menu_item_ids=[], current_menu_state=None, multiletter_enabled=True,
        escape_behavior="keybind", network=types.SimpleNamespace(send_packet=sent.append),
        sound_manager=sounds, edit_mode_callback=None, chat_input=object(), history_text=object(),
    )
    for packet in request["menus"]:
        window.on_server_menu(packet)
    answers = []
    for key, control, alt, shift, index in request["presses"]:
        if index is not None:
            menu_list.SetSelection(index)
        del sent[:], sounds.played[:]
        event = KeyEvent(KEYS.get(key, ord(key.upper()) if len(key) == 1 else 0), control, alt, shift)
        window.on_char_hook(event)  # wx: the frame's EVT_CHAR_HOOK first
        if event.skipped:  # let through: the focused list's EVT_KEY_DOWN
            event.skipped = False
            menu_list.on_key_down(event)
        answers.append({"sent": list(sent), "selection": menu_list.GetSelection(),
                        "sounds": list(sounds.played)})
    del sounds.played[:]
    for packet in request.get("sounds", []):
        window.on_server_play_sound(packet)
    json.dump({"answers": answers, "multiletter": menu_list.multiletter_enabled,
               "grid": [menu_list.grid_enabled, menu_list.grid_width], "menu_id": window.current_menu_id,
               "escape_behavior": window.escape_behavior, "played": sounds.played}, sys.stdout)


if __name__ == "__main__":
    main()
