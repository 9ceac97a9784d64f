"""PlayPalace 11's desktop client's own key handling, run without its GUI toolkit (a separate process).

Its window needs wxPython, accessible_output2 (a screen reader) and sound_lib (BASS audio); none of them runs
here, so those modules are stand-ins and the window is made without its constructor. What runs is the
client's real code from the copy: ``on_server_menu`` takes in the menus our server sent (their flags, ids
and focus), and ``on_char_hook`` turns each key press into the packet it sends (or into nothing), through
its escape-behaviour, key-name and multi-letter rules. Enter on an item is ``on_menu_activate``.

Input (stdin, JSON): {"menus": [menu packets in order], "presses": [[key, ctrl, alt, shift, focused index]]}.
Output (stdout, JSON): for each press, the packets the client sent.
"""

from __future__ import annotations

import json
import sys
import types
from pathlib import Path
from typing import Any

# wx's key codes and modifier flags as wxPython defines them (letters and digits are their ASCII codes).
CODES = {
    "WXK_BACK": 8, "WXK_RETURN": 13, "WXK_ESCAPE": 27, "WXK_SPACE": 32, "WXK_LEFT": 314, "WXK_UP": 315,
    "WXK_RIGHT": 316, "WXK_DOWN": 317, "WXK_F1": 340, "WXK_F2": 341, "WXK_F3": 342, "WXK_F4": 343,
    "WXK_F5": 344, "WXK_NUMPAD_ENTER": 370, "WXK_HOME": 312, "WXK_END": 313, "WXK_TAB": 9,
    "MOD_NONE": 0, "MOD_ALT": 1, "MOD_CONTROL": 2, "MOD_SHIFT": 4, "NOT_FOUND": -1,
}
KEYS = {"backspace": 8, "enter": 13, "escape": 27, "left": 314, "up": 315, "right": 316, "down": 317,
        "home": 312, "end": 313}


class _Anything:
    """Stands in for any class or function of a module that cannot run here."""

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


def _stand_in(name: str, **values: Any) -> types.ModuleType:
    module = types.ModuleType(name)
    module.__dict__.update(values)
    module.__getattr__ = lambda attr: values.get(attr, _Anything())  # type: ignore[method-assign]
    return module


class MenuList:
    """The window's list, as the client's own tests stand it in: items, selection, flags."""

    def __init__(self) -> None:
        self.items: list[str] = []
        self.selection = -1
        self.multiletter = True
        self.grid = (False, 1)

    def Clear(self) -> None:  # noqa: N802 - wx's names
        self.items.clear()
        self.selection = -1

    def Append(self, text: str) -> None:  # noqa: N802
        self.items.append(text)

    def GetCount(self) -> int:  # noqa: N802
        return len(self.items)

    def GetString(self, index: int) -> str:  # noqa: N802
        return self.items[index]

    def SetString(self, index: int, text: str) -> None:  # noqa: N802
        self.items[index] = text

    def Delete(self, index: int) -> None:  # noqa: N802
        del self.items[index]

    def Insert(self, text: str, index: int) -> None:  # noqa: N802
        self.items.insert(index, text)

    def SetSelection(self, index: int) -> None:  # noqa: N802
        self.selection = index

    def GetSelection(self) -> int:  # noqa: N802
        return self.selection

    def enable_multiletter_navigation(self, enabled: bool) -> None:
        self.multiletter = enabled

    def enable_grid_mode(self, enabled: bool, width: int) -> None:
        self.grid = (enabled, width)

    def __getattr__(self, name: str) -> Any:
        return _Anything()


class KeyEvent:
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


def main() -> None:
    desktop = Path(sys.argv[1])
    request = json.load(sys.stdin)
    menu_list = MenuList()
    window_type = _Anything()
    window_type.FindFocus = lambda: menu_list  # type: ignore[attr-defined]
    sys.modules["wx"] = _stand_in("wx", Window=window_type, **CODES)
    sys.modules["wx"].__path__ = []  # type: ignore[attr-defined]
    sys.meta_path.insert(0, _StandInFinder(("wx", "accessible_output2", "sound_lib", "sound_manager",
                                            "sound_cacher")))
    sys.path.insert(0, str(desktop))
    from ui import main_window

    window = object.__new__(main_window.MainWindow)
    sent: list[dict[str, Any]] = []
    window.__dict__.update(
        menu_list=menu_list, connected=True, current_mode="list", current_menu_id=None,
        current_menu_item_ids=[], current_menu_state=None, multiletter_enabled=True,
        escape_behavior="keybind", network=types.SimpleNamespace(send_packet=sent.append),
        sound_manager=None, edit_mode_callback=None, chat_input=object(), history_text=object(),
    )
    for name in ("set_grid_mode", "_update_menu_sounds", "_play_menu_selection_sound", "switch_to_list_mode"):
        setattr(window, name, lambda *args, **kwargs: None)
    for packet in request["menus"]:
        window.on_server_menu(packet)
    answers = []
    for key, control, alt, shift, index in request["presses"]:
        menu_list.SetSelection(index)
        del sent[:]
        code = KEYS.get(key, ord(key.upper()) if len(key) == 1 else 0)
        event = KeyEvent(code, control, alt, shift)
        if key == "enter" and not (control or alt or shift):
            window.on_menu_activate(event)  # wx's list activation: Enter on an item
        else:
            window.on_char_hook(event)
        answers.append(list(sent))
    json.dump({"answers": answers, "multiletter": menu_list.multiletter, "menu_id": window.current_menu_id,
               "escape_behavior": window.escape_behavior}, sys.stdout)


if __name__ == "__main__":
    main()
