"""One table in the lobby: its seats, spectators and host, the game it runs, its log, and its bots.

Every state change goes through ``_run``: the table handles the commands, the accepted ones and the dice
they drew are appended to the table's log in the store, and only then does anyone hear the announcements.
``restore`` rebuilds a table from that log after a restart. A table's own exceptions are logged and kept
inside it: the asker hears that something went wrong, other tables never notice.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from playpalace_backgammon.table.interface import (
    ActionId,
    Announcement,
    Command,
    Message,
    Outcome,
    TableGame,
    TableRefusal,
    Viewer,
)

from .games import GameKind
from .logged_dice import LoggedDice
from .seats import Seat, SeatKind
from .store import StoredTable

if TYPE_CHECKING:
    from .client import Client
    from .lobby import Lobby

_log = logging.getLogger(__name__)

WAITING, PLAYING, FINISHED, CLOSED = "waiting", "playing", "finished", "closed"
SIDE_MENUS = ("table_menu",)
HINT_ACTIONS = (ActionId.HINT, ActionId.CUBE_HINT)


def _in_side_menu(client: Client) -> bool:
    return client.menu is not None and client.menu.menu_id.startswith(SIDE_MENUS)


@dataclass(frozen=True)
class Delivery:
    """An outcome to deliver, and who asked for it (None: a bot or the host itself)."""

    outcome: Outcome
    asker: Client | None


class Room:
    """A table of one game, driven through the TableGame interface."""

    def __init__(self, lobby: Lobby, room_id: str, kind: GameKind, host: str, number: int) -> None:
        self.lobby = lobby
        self.id = room_id
        self.kind = kind
        self.number = number
        self.host = host
        self.options: dict[str, Any] = {spec.id: spec.default for spec in kind.declaration.options}
        self.seats = [Seat() for _ in range(kind.declaration.seats)]
        self.spectators: dict[Client, int] = {}
        self.status = WAITING
        self.table: TableGame | None = None
        self.names: list[str] = []
        self.dice = LoggedDice()
        self.recent: deque[Announcement] = deque(maxlen=lobby.config.replay_announcements)
        self._seq = 0
        self._version = 0
        self._bot_task: asyncio.Task[None] | None = None
        self.broken = False
        # Board menus encoded once per way of seeing them (viewer, language, framing, focus), until the next
        # change; and the refresh asked for during this tick (done once, at its end, by ``flush``).
        self.views: dict[tuple[Any, ...], Any] = {}
        self._refresh = False
        self._focus: dict[Client, int | None] = {}
        self._hint_tasks: set[asyncio.Task[None]] = set()

    # Who is here.

    def seat_of(self, client: Client) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.client is client:
                return index
        return None

    def seat_of_user(self, username: str) -> int | None:
        for index, seat in enumerate(self.seats):
            if seat.kind is SeatKind.HUMAN and seat.username == username:
                return index
        return None

    def viewer_of(self, client: Client) -> Viewer:
        seat = self.seat_of(client)
        if seat is not None:
            return Viewer.player(seat)
        return Viewer.spectator(self.spectators.get(client, 0))

    def members(self) -> list[Client]:
        """Everyone connected to this table: seated people, then spectators."""
        seated = [seat.client for seat in self.seats if seat.client is not None]
        return seated + list(self.spectators)

    @property
    def player_count(self) -> int:
        return sum(1 for seat in self.seats if seat.kind is not SeatKind.EMPTY)

    @property
    def joinable(self) -> bool:
        return self.status == WAITING and any(seat.kind is SeatKind.EMPTY for seat in self.seats)

    def seat_name(self, index: int) -> str:
        seat = self.seats[index]
        if seat.kind is SeatKind.HUMAN and seat.username:
            return seat.username
        if seat.kind is SeatKind.BOT:
            return f"Bot {index + 1}"
        return ""

    # Joining and leaving.

    def join_player(self, client: Client) -> bool:
        if not self.joinable:
            return False
        for seat in self.seats:
            if seat.kind is SeatKind.EMPTY:
                seat.kind, seat.username, seat.client = SeatKind.HUMAN, client.username, client
                break
        self._enter(client)
        self._broadcast_lobby("room-joined", name=client.username or "", except_client=client)
        self.save()
        self.refresh_all()
        return True

    def join_spectator(self, client: Client) -> None:
        self.spectators[client] = 0
        self._enter(client)
        self._broadcast_lobby("room-spectator-joined", name=client.username or "", except_client=client)
        self.show(client)

    def reclaim(self, client: Client) -> bool:
        """Give a returning person their seat back (from grace, or from the bot that took it over)."""
        index = self.seat_of_user(client.username or "")
        if index is None or self.status == CLOSED:
            return False
        seat = self.seats[index]
        if seat.client is not None and seat.client is not client:
            self._detach(seat.client)
        seat.cancel_grace()
        seat.client = client
        taken_back = seat.bot_controlled
        seat.bot_controlled = False
        self._enter(client)
        viewer = Viewer.player(index)
        client.speak(self.lobby.text(client, "room-reconnected"), "table")
        for announcement in self.recent:
            if announcement.audience.includes(viewer):
                client.speak(self._render(client, announcement.message), "table")
        if taken_back:
            self._broadcast_lobby("room-seat-reclaimed", name=client.username or "", except_client=client)
            self.save()
        self.show(client)
        return True

    def leave(self, client: Client) -> None:
        """The person stands up (or stops watching) and goes back to the lobby."""
        index = self.seat_of(client)
        if index is not None:
            seat = self.seats[index]
            seat.client = None
            seat.cancel_grace()
            if self.status == WAITING:
                self.seats[index] = Seat()
            else:
                seat.bot_controlled = True
            self._broadcast_lobby("room-left", name=client.username or "", except_client=client)
        else:
            self.spectators.pop(client, None)
        client.room = None
        self._after_departure()
        self.lobby.show_main(client)

    def disconnected(self, client: Client) -> None:
        """The connection dropped: spectators go, a seated person keeps the seat for the grace period."""
        client.room = None
        index = self.seat_of(client)
        if index is None:
            self.spectators.pop(client, None)
            self._after_departure()
            return
        self.seats[index].client = None
        self._start_grace(index)
        self._broadcast_lobby("room-player-away", name=client.username or "")

    def _detach(self, client: Client) -> None:
        if client.room is self:
            client.room = None

    def _enter(self, client: Client) -> None:
        if client.room is not None and client.room is not self:
            client.room.leave_quietly(client)
        client.room = self

    def leave_quietly(self, client: Client) -> None:
        """The person went to another table: free what they held here without sending them a menu."""
        index = self.seat_of(client)
        if index is not None:
            seat = self.seats[index]
            seat.client = None
            if self.status == WAITING:
                self.seats[index] = Seat()
            else:
                seat.bot_controlled = True
        self.spectators.pop(client, None)
        client.room = None
        self._after_departure()

    def _start_grace(self, index: int) -> None:
        seat = self.seats[index]
        seat.cancel_grace()
        loop = asyncio.get_running_loop()
        seat.grace = loop.call_later(self.lobby.config.grace_seconds, self._grace_over, index)

    def _grace_over(self, index: int) -> None:
        seat = self.seats[index]
        seat.grace = None
        if seat.client is not None or seat.kind is not SeatKind.HUMAN:
            return
        if self.status == WAITING:
            self.seats[index] = Seat()
            self.save()
        else:
            seat.bot_controlled = True
            self._broadcast_lobby("room-bot-takes-over", name=seat.username or "")
            self.save()
            self.kick_bots()
        if not self._after_departure():
            self.refresh_all()

    def _after_departure(self) -> bool:
        """Close the table if no one is left; otherwise pass the host role on if needed. True if closed."""
        if not any(seat.held for seat in self.seats) and not self.spectators:
            self.close()
            return True
        host_seat = self.seat_of_user(self.host)
        if host_seat is None or self.seats[host_seat].client is None:
            for seat in self.seats:
                if seat.kind is SeatKind.HUMAN and seat.client is not None and seat.username:
                    self.host = seat.username
                    break
        self.save()
        self.refresh_all()
        return False

    def close(self) -> None:
        """No one is left: stop the bots and forget the table (it is not restored after a restart)."""
        if self.status == CLOSED:
            return
        self.status = CLOSED
        for seat in self.seats:
            seat.cancel_grace()
        if self._bot_task is not None:
            self._bot_task.cancel()
        for task in list(self._hint_tasks):
            task.cancel()
        self.save()
        self.lobby.room_closed(self)

    # Host controls before the start.

    def is_host(self, client: Client) -> bool:
        return client.username == self.host and self.seat_of(client) is not None

    def set_option(self, option_id: str, value: Any) -> None:
        self.options[option_id] = value
        self.save()
        self.refresh_all()

    def add_bot(self) -> bool:
        for seat in self.seats:
            if seat.kind is SeatKind.EMPTY:
                seat.kind = SeatKind.BOT
                self.save()
                self.refresh_all()
                return True
        return False

    def remove_bot(self) -> bool:
        for index in reversed(range(len(self.seats))):
            if self.seats[index].kind is SeatKind.BOT:
                self.seats[index] = Seat()
                self.save()
                self.refresh_all()
                return True
        return False

    def start(self, client: Client) -> None:
        """The host starts the game: build the table from the options and seat names, log the start."""
        if self.status != WAITING:
            return
        if any(seat.kind is SeatKind.EMPTY for seat in self.seats):
            client.speak(self.lobby.text(client, "room-seats-not-filled"), "table")
            return
        names = [self.seat_name(i) for i in range(len(self.seats))]
        try:
            table = self.kind.create(dict(self.options), names, self.dice)
        except TableRefusal as refusal:
            client.speak(self._render(client, refusal.message), "table")
            return
        self.table, self.names, self.status = table, names, PLAYING
        self.save()
        self._run(None, None, [], start=True)

    # Play.

    def submit(self, client: Client, command: Command, *, from_menu: bool = False) -> None:
        """A person asks for a command; refused ones change nothing and the asker hears why."""
        if self.table is None:
            client.speak(self.lobby.text(client, "room-not-started"), "table")
            return
        viewer = self.viewer_of(client)
        if from_menu and command.action not in {a.id for a in self.table.actions_for(viewer)}:
            client.speak(self.lobby.text(client, "refusal-not-offered"), "table")
            return
        if command.action in HINT_ACTIONS and self._ask_engine(client, viewer, command):
            return
        self._run(client, viewer, [command])

    def _ask_engine(self, client: Client, viewer: Viewer, command: Command) -> bool:
        """H / Shift+H: ask the bot pool (gnubg, in a worker process) for the asker's hint. False when the
        engine cannot be asked (the table then answers by the rules alone, or refuses)."""
        table: Any = self.table
        ask = getattr(self.lobby.bot_driver, "hint_replies", None)
        if ask is None or not hasattr(table, "hint_context"):
            return False
        try:
            if command.action is ActionId.HINT:
                context = table.hint_context(viewer)
            else:
                context = table.cube_hint_context(viewer)
        except TableRefusal as refusal:
            client.speak(self._render(client, refusal.message), "table")
            return True
        self._hint_tasks.add(
            asyncio.get_running_loop().create_task(self._hint(client, viewer, command, ask, context))
        )
        return True

    async def _hint(self, client: Client, viewer: Viewer, command: Command, ask: Any, context: Any) -> None:
        version = self._version
        try:
            replies = await ask(self.table, context)
        except asyncio.CancelledError:
            raise
        except Exception as error:
            _log.warning("table %s: no engine hint (%s); the rules answer", self.id, error)
            replies = None
        finally:
            self._hint_tasks.discard(asyncio.current_task())  # type: ignore[arg-type]
        if client.room is not self or self.status == CLOSED:
            return
        if replies is None or version != self._version or self.viewer_of(client) != viewer:
            self._run(client, self.viewer_of(client), [command])  # the rules-only answer, for the board now
            return
        for reply in replies:
            client.speak(self._render(client, reply), "table")

    def _run(
        self, asker: Client | None, viewer: Viewer | None, commands: Sequence[Command], *, start: bool = False
    ) -> bool:
        """Applies the commands, logs the accepted ones, announces; True if anything was announced."""
        table = self.table
        assert table is not None
        outcomes: list[Outcome] = []
        accepted: list[Command] = []
        self.dice.take_drawn()
        try:
            if start:
                outcomes.append(table.start())
            for command in commands:
                assert viewer is not None
                outcome = table.handle(viewer, command)
                outcomes.append(outcome)
                if outcome.changed:
                    accepted.append(command)
        except TableRefusal as refusal:
            if asker is not None:
                asker.speak(self._render(asker, refusal.message), "table")
            elif not accepted:
                _log.warning("table %s refused a bot command: %s", self.id, refusal.message.id)
        except Exception:
            _log.exception("table %s failed handling %s", self.id, commands)
            self.broken = True
            if asker is not None:
                asker.speak(self.lobby.text(asker, "room-table-error"), "table")
        drawn = self.dice.take_drawn()
        if start or accepted:
            entry: dict[str, Any] = {"dice": drawn}
            if start:
                entry["start"] = True
            if accepted and viewer is not None:
                entry["seat"], entry["perspective"] = viewer.seat, viewer.perspective
                entry["commands"] = [c.to_data() for c in accepted]
            self._append(entry)
            self.changed()
            if table.finished and self.status == PLAYING:
                self.status = FINISHED
                self.save()
        for outcome in outcomes:
            self._deliver(outcome, asker)
        if start or accepted:
            self.refresh_all(
                focus_for=asker, focus=next((o.focus for o in outcomes if o.focus is not None), None)
            )
            self.kick_bots()
        elif asker is not None:
            focus = next((o.focus for o in outcomes if o.focus is not None), None)
            if focus is not None:
                self.show(asker, focus=focus)
        return any(outcome.announcements for outcome in outcomes)

    def _append(self, entry: dict[str, Any]) -> None:
        self._seq += 1
        self.lobby.store.append_log(self.id, self._seq, entry)

    def _deliver(self, outcome: Outcome, asker: Client | None) -> None:
        for announcement in outcome.announcements:
            self.recent.append(announcement)
            for client in self.members():
                if announcement.audience.includes(self.viewer_of(client)):
                    client.speak(self._render(client, announcement.message), "table")
        if asker is not None:
            for reply in outcome.replies:
                asker.speak(self._render(asker, reply), "table")

    def _render(self, client: Client, message: Message) -> str:
        return self.lobby.render(client, message)

    # Bots.

    def kick_bots(self) -> None:
        """Start deciding for a bot seat if one must act now and no decision is under way."""
        if self.table is None or self.status != PLAYING or self.broken or self.table.finished:
            return
        if self._bot_task is not None and not self._bot_task.done():
            return
        turn = self.table.bot_turn()
        if turn is None or not self.seats[turn.seat].bot_driven:
            return
        self._bot_task = asyncio.get_running_loop().create_task(self._bot_move(turn.seat))

    async def _bot_move(self, seat: int) -> None:
        table = self.table
        assert table is not None
        turn = table.bot_turn()
        if turn is None or turn.seat != seat:
            return
        version = self._version
        try:
            if self.lobby.config.bot_delay_seconds:
                await asyncio.sleep(self.lobby.config.bot_delay_seconds)
            commands = await self.lobby.bot_driver.commands(table, turn)
        except asyncio.CancelledError:
            raise
        except Exception:
            _log.exception("bot decision failed at table %s", self.id)
            self.broken = True
            return
        pacing = float(getattr(self.lobby.bot_driver, "pacing", 0.0) or 0.0)
        commands = list(commands)
        while True:
            if self._version != version or not self.seats[seat].bot_driven or self.status != PLAYING:
                # Someone else changed the table meanwhile: decide afresh from where it is now.
                self._bot_task = None
                self.kick_bots()
                return
            if pacing <= 0 or len(commands) <= 1:
                self._bot_task = None
                self._run(None, Viewer.player(seat), commands)
                return
            # Paced: one command at a time; after each one that was announced (a sub-move), a pause so
            # people can follow the bot by ear. The task stays current, so no second decision starts.
            announced = self._run(None, Viewer.player(seat), [commands.pop(0)])
            version = self._version
            if self.broken:
                self._bot_task = None
                return
            if announced:
                await asyncio.sleep(pacing)

    # Views.

    def changed(self) -> None:
        """The game state changed: menus built for the old state are stale."""
        self._version += 1
        self.views.clear()

    def refresh_all(self, *, focus_for: Client | None = None, focus: int | None = None) -> None:
        """Everyone here gets the table's current menu at the end of this tick (once, however many changes
        the tick made); ``focus_for`` also gets its grid focus moved to ``focus``."""
        self._refresh = True
        if focus_for is not None and focus is not None:
            self._focus[focus_for] = focus
        self.lobby.outbox.room(self)

    def flush(self) -> None:
        """The refresh asked for this tick. People in the table menu (Escape on the board) are left there;
        they get the current board when they go back to it."""
        focus, self._focus = self._focus, {}
        refresh, self._refresh = self._refresh, False
        if self.status == CLOSED:
            return
        for client in self.members():
            if client in focus:
                self.show(client, focus=focus[client])
            elif refresh and not _in_side_menu(client):
                self.show(client)

    def show(self, client: Client, *, focus: int | None = None) -> None:
        from .room_menus import show_room

        show_room(self, client, focus=focus)

    def _broadcast_lobby(self, message_id: str, *, except_client: Client | None = None, **args: Any) -> None:
        for client in self.members():
            if client is not except_client:
                client.speak(self.lobby.text(client, message_id, **args), "table")

    # Persistence.

    def state(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "host": self.host,
            "options": self.options,
            "seats": [seat.to_data() for seat in self.seats],
            "names": self.names,
        }

    def save(self) -> None:
        self.lobby.store.save_table(self.id, self.kind.declaration.id, self.state(), self.status)

    @classmethod
    def restore(cls, lobby: Lobby, kind: GameKind, stored: StoredTable) -> Room:
        """Rebuild a table from its saved state and log; people get the grace period to come back."""
        state = stored.state
        room = cls(lobby, stored.id, kind, state["host"], int(state["number"]))
        room.options = dict(state["options"])
        room.seats = [Seat.from_data(data) for data in state["seats"]]
        room.names = list(state.get("names") or [])
        room.status = stored.status
        if stored.status == PLAYING:
            table = kind.create(dict(room.options), room.names, room.dice)
            room.table = table
            for entry in stored.log:
                room.dice.queue(entry.get("dice", []))
                if entry.get("start"):
                    room.recent.extend(table.start().announcements)
                viewer = Viewer(entry.get("seat"), entry.get("perspective", 0))
                for data in entry.get("commands", []):
                    room.recent.extend(table.handle(viewer, Command.from_data(data)).announcements)
                if room.dice.queued:
                    _log.warning("table %s: %d logged dice left unused", room.id, room.dice.queued)
                    room.dice.clear_queue()
                room.dice.take_drawn()
                room._seq += 1
            if table.finished:
                room.status = FINISHED
        room._seq = max(room._seq, len(stored.log))
        for index, seat in enumerate(room.seats):
            if seat.kind is SeatKind.HUMAN and not seat.bot_controlled:
                room._start_grace(index)
        return room
