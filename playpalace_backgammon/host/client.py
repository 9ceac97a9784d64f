"""One connected client: its websocket, its outgoing queue, who it is and which menu it is looking at.

Sending never blocks the caller: packets are encoded at once (JSON text, or msgpack when the client chose
the ``playpalace.msgpack`` subprotocol) and queued; a writer task drains the queue into the socket. A client
that falls ``send_queue_limit`` packets behind is disconnected rather than slowing its table down.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from .codec import MSGPACK_SUBPROTOCOL, encode_server
from .packets import MenuItemPayload, MenuPacket, ServerPacket, SpeakPacket

if TYPE_CHECKING:
    from .room import Room

_log = logging.getLogger(__name__)

MenuHandler = Callable[[str], Any]
"""Called with the chosen item's id."""


@dataclass
class MenuState:
    """The menu a client was last shown: its id and what each offered item id does."""

    menu_id: str
    handlers: dict[str, MenuHandler] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)
    escape: Callable[[], Any] | None = None


class Client:
    """A websocket connection and the lobby's view of it."""

    def __init__(self, websocket: ServerConnection, *, queue_limit: int) -> None:
        self.websocket = websocket
        self.binary = websocket.subprotocol == MSGPACK_SUBPROTOCOL
        self.username: str | None = None
        self.language = "en"
        self.menu: MenuState | None = None
        self.room: Room | None = None
        self.pending_input: dict[str, Callable[[str], Any]] = {}
        self.closed = False
        self.sent_packets = 0
        self._queue: asyncio.Queue[str | bytes | None] = asyncio.Queue()
        self._queue_limit = queue_limit
        self._writer = asyncio.get_running_loop().create_task(self._write())

    @property
    def authorized(self) -> bool:
        return self.username is not None

    def send(self, packet: ServerPacket) -> None:
        """Queue one packet for this client (dropped silently once the client is closed)."""
        if self.closed:
            return
        if self._queue.qsize() >= self._queue_limit:
            _log.warning("client %s is too slow; disconnecting", self.username)
            self.close()
            return
        self._queue.put_nowait(encode_server(packet, binary=self.binary))
        self.sent_packets += 1

    def speak(self, text: str, buffer: str = "misc") -> None:
        self.send(SpeakPacket(text=text, buffer=buffer))

    def show_menu(
        self,
        menu_id: str,
        items: list[tuple[str, str, MenuHandler]],
        *,
        escape: Callable[[], Any] | None = None,
        selection_id: str | None = None,
        grid_width: int | None = None,
    ) -> None:
        """Show a menu of (item id, text, handler) and remember which ids it offers."""
        self.menu = MenuState(menu_id, {i: h for i, _, h in items}, [i for i, _, _ in items], escape)
        self.send(
            MenuPacket(
                menu_id=menu_id,
                items=[MenuItemPayload(text=text, id=item_id) for item_id, text, _ in items],
                selection_id=selection_id,
                grid_enabled=True if grid_width else None,
                grid_width=grid_width,
                escape_behavior="escape_event",
            )
        )

    def close(self) -> None:
        """Stop sending and close the socket once what is queued has been flushed."""
        if not self.closed:
            self.closed = True
            self._queue.put_nowait(None)

    async def wait_flushed(self) -> None:
        await asyncio.shield(self._writer)

    async def _write(self) -> None:
        try:
            while True:
                frame = await self._queue.get()
                if frame is None:
                    break
                await self.websocket.send(frame)
        except ConnectionClosed:
            pass
        except Exception:  # a writer must never take the server down
            _log.exception("writer failed for %s", self.username)
        finally:
            self.closed = True
            await self.websocket.close()
