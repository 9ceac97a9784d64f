"""One person replaying a past match by ear: the board at each step, the step keys, the replay menu.

The board is a grid menu like a live table's (``replay_board``; letters are keys, Escape and Backspace
travel as keybinds) showing the position after the current step from the side the listener chose. Keys:
N / B the next / previous action, Shift+N / Shift+B the next / previous game, F / L the first / last
action, G a game by number, R the current step again, Escape the replay menu (all of these, the seat to
hear it from, leaving); every other key is the table's own, answered for the position at this step (E, D,
P, S, C, T, I, Home, End...), and anything that would play is refused. Each step says what that step said
live to the chosen seat or side (``replay.ReplayCursor``). Books are shared (``ReplayLibrary``): any number
of people replay one match at once, each with a cursor of their own.
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from playpalace_backgammon.table.interface import Key, Message, Viewer

from ..net.client import Client, MenuState
from ..net.packets import RequestInputPacket
from ..store.store_archive import ArchivedMatch
from ..tables.core.seats import with_bot_names
from ..tables.games import GameKind
from ..tables.room_menus import CELL_PREFIX, cell_of, encoded_document
from .replay import ReplayBook, ReplayCursor

REPLAY_BOARD = "replay_board"
REPLAY_MENU = "replay_menu"
GAME_INPUT = "replay-game"
BUFFER = "table"
BOOKS_KEPT = 32  # matches whose replay is kept ready (each a few hundred kilobytes at most)

# (key, shift) -> what it does; every step key is a plain or shifted letter, which every client sends.
_STEP_KEYS = {
    ("n", False): "next", ("b", False): "previous", ("n", True): "next-game", ("b", True): "previous-game",
    ("f", False): "first", ("l", False): "last", ("g", False): "go-to-game", ("r", False): "repeat",
}
_CONTROLS = ("next", "previous", "next-game", "previous-game", "first", "last", "go-to-game", "repeat")


class ReplayLibrary:
    """The books of the matches being replayed, built once each and shared (the most recent kept)."""

    def __init__(self, kept: int = BOOKS_KEPT) -> None:
        self._books: OrderedDict[str, ReplayBook] = OrderedDict()
        self._kept = kept

    def book(self, match: ArchivedMatch, kind: GameKind, log: list[dict[str, Any]]) -> ReplayBook:
        """The match's book; ReplayError when its log does not replay."""
        book = self._books.get(match.id)
        if book is None:
            book = ReplayBook(kind.create, kind.declaration.actions, match.options, match.names, log)
            self._books[match.id] = book
            while len(self._books) > self._kept:
                self._books.popitem(last=False)
        else:
            self._books.move_to_end(match.id)
        return book


class ReplaySession:
    """A client's replay of one match; ``leave`` is called when they leave it."""

    def __init__(self, client: Client, match: ArchivedMatch, book: ReplayBook,
                 render: Callable[[Client, Message], str], leave: Callable[[], None],
                 bots: Mapping[str, int] | None = None) -> None:
        """``bots``: each numbered bot's name in the match and its number, said in the listener's language
        wherever the replay names it (``seats.with_bot_names``)."""
        self.client = client
        self.match = match
        seat = match.seat_of(client.username)
        viewer = Viewer.player(seat) if seat is not None else Viewer.spectator(0)
        self.cursor = ReplayCursor(book, viewer)
        self._host_render = render
        self._bots = dict(bots or {})
        self._leave = leave

    def _render(self, client: Client, message: Message) -> str:
        """``message`` in the client's language, a numbered bot's name in its arguments too."""
        render = self._host_render
        return render(client, with_bot_names(
            message, self._bots, lambda number: render(client, Message("room-bot-name", {"number": number}))))

    def text(self, message_id: str, **args: str | int) -> str:
        return self._render(self.client, Message(message_id, args))

    def say(self, messages: list[Message]) -> None:
        for message in messages:
            self.client.speak(self._render(self.client, message), BUFFER)

    # Opening and moving.

    def open(self, at: int | None = None, intro: Sequence[Message] = ()) -> None:
        """Speak the match's opening line (or ``intro`` instead) and show the board at step ``at`` (the
        first step when None)."""
        book = self.cursor.book
        self.say(list(intro) or [Message("archive-replay-opened", {
            "first": self.match.names[0], "second": self.match.names[1], "games": book.games,
            "steps": len(book)})])
        if at is not None:
            self.cursor.go(at)
        self._speak_step(where=True)
        self.show()

    def _speak_step(self, *, where: bool = False) -> None:
        cursor = self.cursor
        if where:
            self.say([self._where()])
        heard = cursor.heard()
        self.say(heard or [Message("archive-replay-silent", {"step": cursor.index + 1})])

    def _where(self) -> Message:
        cursor = self.cursor
        return Message("archive-replay-where", {"game": cursor.game, "games": cursor.book.games,
                                                "step": cursor.index + 1, "steps": len(cursor.book)})

    def control(self, name: str) -> None:
        """One of the step controls (a key or the replay menu's item)."""
        cursor = self.cursor
        last = len(cursor.book) - 1
        if name == "next":
            self._moved(cursor.go(cursor.index + 1), "archive-replay-at-end")
        elif name == "previous":
            self._moved(cursor.go(cursor.index - 1), "archive-replay-at-start")
        elif name == "next-game":
            self._moved(cursor.next_game(), "archive-replay-at-end", where=True)
        elif name == "previous-game":
            moved = cursor.previous_game() or (cursor.index != 0 and cursor.go(0))  # in game 1: its start
            self._moved(moved, "archive-replay-at-start", where=True)
        elif name == "first":
            self._moved(cursor.index != 0 and cursor.go(0), "archive-replay-at-start", where=True)
        elif name == "last":
            self._moved(cursor.index != last and cursor.go(last), "archive-replay-at-end", where=True)
        elif name == "go-to-game":
            self._ask_game()
        elif name == "repeat":
            self._speak_step(where=True)
            self.show()

    def _moved(self, moved: bool, refusal: str, *, where: bool = False) -> None:
        if not moved:
            self.say([Message(refusal)])
            self.show()
            return
        self._speak_step(where=where)
        self.show()

    def _ask_game(self) -> None:
        games = self.cursor.book.games
        self.client.pending_input = {GAME_INPUT: self.game_typed}
        self.client.send(RequestInputPacket(
            input_id=GAME_INPUT, prompt=self.text("archive-replay-game-prompt", games=games),
            default_value=self.text("number", value=self.cursor.game)))

    def game_typed(self, text: str) -> None:
        """The answer to "go to game": a number of one of the match's games, or a refusal; nothing moves
        on anything else."""
        games = self.cursor.book.games
        typed = text.strip()
        game = int(typed) if typed.isdigit() and len(typed) <= 6 else None
        if game is None or not self.cursor.go_to_game(game):
            said: str | int = int(typed) if typed.isdigit() and len(typed) <= 20 else typed[:20] or "?"
            self.say([Message("archive-replay-no-game", {"game": said, "games": games})])
            self.show()
            return
        self._speak_step(where=True)
        self.show()

    def listen_as(self, viewer: Viewer) -> None:
        self.cursor.listen_as(viewer)
        name = self.match.names[viewer.perspective]
        message = "archive-replay-hearing-as" if viewer.seat is not None else "archive-replay-watching-from"
        self.say([Message(message, {"name": name})])
        self.show()

    # Keys and menus.

    def press_key(self, key: Key, cell: int | None) -> None:
        name = key.key.lower()
        if name == "escape" and not (key.control or key.alt):
            self.show_menu(cell)
            return
        if not (key.control or key.alt):
            control = _STEP_KEYS.get((name, key.shift))
            if control is not None:
                self.control(control)
                return
        command = self.cursor.command_for_key(key, cell)
        if command is None:
            return
        replies, focus = self.cursor.ask(command)
        self.say(replies)
        if focus is not None:
            self.show(focus=focus)

    def _render_text(self, message: Message) -> str:
        return self._render(self.client, message)

    def show(self, *, focus: int | None = None) -> None:
        """The board at the current step, from the listener's side (and, for clients that lay actions
        out under the board, the step controls after the cells)."""
        cursor = self.cursor
        grid = cursor.table.grid(cursor.viewer)
        items = [{"text": self._render_text(cell.label), "id": f"{CELL_PREFIX}{index}"}
                 for index, cell in enumerate(grid.cells)]
        if not self.client.is_playpalace:
            items += [{"text": self.text(f"archive-replay-{name}"), "id": f"replay-{name}"}
                      for name in _CONTROLS]
        document: dict[str, Any] = {
            "type": "menu", "menu_id": REPLAY_BOARD, "items": items, "multiletter_enabled": False,
            "escape_behavior": "keybind", "grid_enabled": True, "grid_width": grid.width,
        }
        if focus is not None:
            document["selection_id"] = f"{CELL_PREFIX}{focus}"
        order = [str(item["id"]) for item in items]
        state = MenuState(REPLAY_BOARD, order=order, escape=self.show_menu,
                          dispatch=self._board_item, offered=frozenset(order))
        self.client.show_prepared(state, encoded_document(document, self.client.binary), always=True)

    def _board_item(self, item_id: str) -> None:
        cell = cell_of(item_id)
        if cell is not None:
            self.press_key(Key("enter"), cell)
        elif item_id.startswith("replay-") and item_id[7:] in _CONTROLS:
            self.control(item_id[7:])

    def show_menu(self, cell: int | None = None) -> None:
        """Escape on the replay's board: the step controls, the seat or side to hear it from, back, leave."""
        back = functools.partial(self.show, focus=cell)
        items: list[tuple[str, str, Callable[[str], Any]]] = [
            ("back", self.text("archive-replay-back"), lambda _: back())]
        for name in _CONTROLS:
            items.append((f"replay-{name}", self.text(f"archive-replay-{name}"),
                          functools.partial(self._menu_control, name)))
        for seat, name in enumerate(self.match.names):
            items.append((f"hear-{seat}", self.text("archive-replay-hear-as", name=name),
                          functools.partial(self._menu_listen, Viewer.player(seat))))
        for seat, name in enumerate(self.match.names):
            items.append((f"watch-{seat}", self.text("archive-replay-watch-from", name=name),
                          functools.partial(self._menu_listen, Viewer.spectator(seat))))
        items.append(("leave", self.text("archive-replay-leave"), lambda _: self._leave()))
        self.client.show_menu(REPLAY_MENU, items, escape=back)

    def _menu_control(self, name: str, _item: str) -> None:
        self.control(name)

    def _menu_listen(self, viewer: Viewer, _item: str) -> None:
        self.listen_as(viewer)
