"""A listener a gateway sends to a table owner (docs/scaling.md, "The gateway's first slice"): what travels
between the two, and the owner's ``BusClient``.

On the owner, each remote listener is a ``net.client.Client`` like any other, on a socket stand-in
(``BusSocket``): the table core, its driver and ``RoomView`` render its words in its language as for a local
client, and at the end of each tick (after the store has committed) its frames are handed, numbered per
connection, to ``RemoteLink.deliver``, which publishes them with the tick's others for that gateway on
``frames.<gateway>``. The gateway forwards them to the websocket unchanged. The lobby's main menu is the
gateway's: a table that sends its listener back to it (leaving, or the table moving) sends the gateway a
``lobby`` note instead.

Every message is one msgpack map; frames keep their kind (text for a JSON client, bytes for a msgpack one).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Protocol, cast

import msgpack  # type: ignore[import-untyped]
from websockets.asyncio.server import ServerConnection

from ..lobby.lobby_menus import MAIN_MENU
from ..net.client import Client, Frame, MenuHandler
from ..net.codec import MSGPACK_SUBPROTOCOL

if TYPE_CHECKING:
    from ..net.outbox import Outbox

COMMAND_SECONDS = 1.0  # a command's first wait for its table's owner; each wait after doubles, up to 4 s
# While its table's owner is unchanged, a gateway asks a command again (the same id) for this long, then says
# the server is busy; an owner refuses, unapplied, a command sent longer ago than ``COMMAND_LATE`` (by the
# sender's wall clock, carried in the command: the processes' clocks must agree within a few seconds), so a
# command the gateway gave up on is never applied later. The margin between the two covers the clocks'
# disagreement and the tick that applies a command in time.
COMMAND_CAP = 20.0
COMMAND_LATE = 15.0


def command_late(cap: float) -> float:
    """An owner's ``COMMAND_LATE`` for a cluster whose gateways give up after ``cap`` seconds (``serve
    --command-cap``): in the same proportion as the defaults'."""
    return cap * COMMAND_LATE / COMMAND_CAP
PRESENCE_SECONDS = 5.0  # joining, watching, reclaiming a seat, creating a table


def pack(document: dict[str, Any]) -> bytes:
    data: bytes = msgpack.packb(document, use_bin_type=True)
    return data


def unpack(data: bytes) -> dict[str, Any]:
    document = msgpack.unpackb(data, raw=False)
    if not isinstance(document, dict):
        raise ValueError("not a map")
    return document


@dataclass(frozen=True)
class Listener:
    """Who a gateway's connection is, as the owner needs it to render for them: the gateway and the
    connection (the client's subject), the account, language, client type and frame encoding."""

    gateway: str
    connection: str
    username: str
    language: str
    client_type: str
    binary: bool

    @property
    def key(self) -> tuple[str, str]:
        return self.gateway, self.connection

    def to_data(self) -> dict[str, Any]:
        return {"g": self.gateway, "c": self.connection, "u": self.username, "l": self.language,
                "t": self.client_type, "b": self.binary}

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Listener:
        return cls(str(data["g"]), str(data["c"]), str(data["u"]), str(data["l"]), str(data.get("t", "")),
                   bool(data.get("b", False)))


class RemoteLink(Protocol):
    """What a ``BusClient`` needs of the owner's side of the bus."""

    def deliver(self, client: BusClient, frames: list[Frame], *, lobby: bool = False) -> None:
        """Publish ``frames`` (and, with ``lobby``, the note that the client is back in the lobby)."""
        ...


class BusSocket:
    """The stand-in for a websocket that ``Client`` is given on an owner: its subprotocol (the frames'
    encoding), and what ``Client.release`` and its writer touch."""

    def __init__(self, binary: bool) -> None:
        self.subprotocol = MSGPACK_SUBPROTOCOL if binary else None
        self.protocol = SimpleNamespace()
        self.transport = None
        self.remote_address = None

    async def close(self) -> None:
        """Nothing to close: the gateway holds the connection."""


class BusClient(Client):
    """A gateway's listener on a table owner: a ``Client`` whose frames go over the bus."""

    def __init__(self, listener: Listener, link: RemoteLink, *, queue_limit: int, outbox: Outbox,
                 localize: Callable[..., str] | None = None) -> None:
        super().__init__(cast(ServerConnection, BusSocket(listener.binary)), queue_limit=queue_limit,
                         outbox=outbox)
        self.listener = listener
        self.link = link
        self.username = listener.username
        self.language = listener.language
        self.client_type = listener.client_type
        self.localize = localize
        self.sent = 0  # frames published for this connection: each message carries its first one's number
        self.last_command = 0  # the highest command id handled: one resent is not carried out again
        self._to_lobby = False

    def _writable(self) -> bool:
        return True

    def _write_frames(self, frames: list[Frame]) -> None:
        self.link.deliver(self, frames)

    def show_menu(self, menu_id: str, items: list[tuple[str, str, MenuHandler]], **options: Any) -> None:
        """The lobby's main menu is the gateway's: the table let this listener go, so the gateway is told
        (after this tick's frames) and shows its own."""
        if menu_id != MAIN_MENU:
            super().show_menu(menu_id, items, **options)
            return
        self.menu = None
        self._to_lobby = True
        outbox = self._outbox
        if outbox is not None:
            outbox.send_at_tick_end(self)
        else:
            self.flush()

    def flush(self) -> None:
        super().flush()
        if self._to_lobby:
            self._to_lobby = False
            self.link.deliver(self, [], lobby=True)
