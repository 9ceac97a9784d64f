"""One connected client: its websocket, its outgoing packets, who it is and which menu it is looking at.

Sending never blocks the caller: packets are encoded at once (JSON text, or msgpack when the client chose
the ``playpalace.msgpack`` subprotocol) and held until the end of the event-loop tick (see ``outbox``: the
store commits first), then handed to the socket in one write when it has room; when it has none, a writer
task waits for it to drain and writes them then, in order. Identical packets are
encoded once (``encoded``): an announcement heard by a whole table costs one encoding per language. A client
that falls ``send_queue_limit`` packets behind is disconnected rather than slowing its table down.

PlayPalace 11's own clients hear one utterance a tick (``Moment``): their web client says only the last of
several lines arriving together, and not a line identical to the one before within 0.7 s.

``MenuHost`` is the one interface every menu feature (and each table) takes of the server around it.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Protocol

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

from playpalace_backgammon.table.interface import Message

from .codec import MSGPACK_SUBPROTOCOL, encode_frame, encode_server
from .packets import MenuItemPayload, MenuPacket, ServerPacket

if TYPE_CHECKING:
    from .outbox import Outbox

_log = logging.getLogger(__name__)

MenuHandler = Callable[[str], Any]
"""Called with the chosen item's id."""

Frame = str | bytes
PLAYPALACE_CLIENT_TYPES = frozenset({"Web", "Desktop"})  # as PlayPalace 11's web and desktop clients say


@dataclass
class MenuState:
    """The menu a client was last shown: its id, the item ids it offers and what choosing each does.

    ``handlers`` maps item ids to their own handler; ``dispatch`` (if set) handles every offered id that has
    none (the board: one function for all its cells and actions, not a closure per item).
    """

    menu_id: str
    handlers: dict[str, MenuHandler] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)
    escape: Callable[[], Any] | None = None
    dispatch: MenuHandler | None = None
    offered: frozenset[str] = frozenset()

    def handler_for(self, item_id: str) -> MenuHandler | None:
        handler = self.handlers.get(item_id)
        if handler is None and self.dispatch is not None and item_id in self.offered:
            return self.dispatch
        return handler


class LineKind(Enum):
    """What a spoken line is, for the one utterance of a moment PlayPalace's clients get (``Moment``)."""

    PLAIN = "plain"
    MOVE = "move"  # a checker moved: said again at once, it is said with how many times in a row
    RESULT = "result"  # the match's result: said last in its moment


Localize = Callable[[Message, str], str]
"""A message in a language (the localizer's ``render``)."""

_SENTENCE_ENDS = (".", "。")
_PAUSES = tuple(".!?…:;。！？：；؟")  # a line that ends otherwise (a hint's "1: 13/7 8/7") gets a full stop


@dataclass
class Moment:
    """The lines one listener hears in one event-loop tick, joined into one utterance for PlayPalace's own
    clients, and the move heard last (with how many times in a row), across ticks.

    The utterance holds the lines in the order said, except the match's result, which comes last (after
    the last move, the after-match choices and the rating change of the same moment). A move line the same
    as the line just heard (in this moment or the one before) is said with its count ("..., twice"): their
    web client would drop it as a repeat, and a listener could not tell two moves from one."""

    lines: list[tuple[str, str, LineKind]] = field(default_factory=list)
    last_move: str | None = None
    repeats: int = 0

    def add(self, text: str, buffer: str, kind: LineKind) -> None:
        self.lines.append((text, buffer, kind))

    def utterance(self, localize: Localize | None, language: str) -> tuple[str, str] | None:
        """The moment's lines as one text and the buffer of its last line (None when nothing was said);
        the lines are then forgotten, the move heard last remembered."""
        if not self.lines:
            return None
        said: list[tuple[str, str, LineKind]] = []
        for text, buffer, kind in self.lines:
            said.append((self._counted(text, kind, localize, language), buffer, kind))
        self.lines = []
        said.sort(key=lambda line: line[2] is LineKind.RESULT)  # stable: the rest keep their order
        texts = [text for text, _, _ in said]
        if localize is not None and len(texts) > 1:
            texts[:-1] = [text if text.rstrip().endswith(_PAUSES)
                          else localize(Message("speech-line", {"line": text.rstrip()}), language)
                          for text in texts[:-1]]
        return " ".join(texts), said[-1][1]

    def _counted(self, text: str, kind: LineKind, localize: Localize | None, language: str) -> str:
        if kind is not LineKind.MOVE:
            self.last_move, self.repeats = None, 0
            return text
        if text != self.last_move:
            self.last_move, self.repeats = text, 1
            return text
        self.repeats += 1
        if localize is None:
            return text
        line = text.rstrip()
        line = line[:-1] if line.endswith(_SENTENCE_ENDS) else line
        return localize(Message("speech-repeated", {"line": line, "count": self.repeats}), language)


@lru_cache(maxsize=4096)
def _speak_frame(text: str, buffer: str, muted: bool, binary: bool) -> Frame:
    """A ``speak`` packet (``SpeakPacket``'s fields, in its order), written out directly: most lines are
    said once, so building and validating a model for each was most of their cost."""
    return encode_frame({"type": "speak", "text": text, "buffer": buffer, "muted": muted}, binary)


def encoded(packet: ServerPacket, binary: bool) -> Frame:
    """A packet as a frame for a JSON or msgpack client."""
    return encode_server(packet, binary=binary)


_CLIENT_IDS = itertools.count(1)
_TEXT_HEAD = 0x81  # a frame's first byte: FIN, and the text (1) or binary (2) opcode
_BINARY_HEAD = 0x82
_HEAD_16 = struct.Struct("!BBH")
_HEAD_64 = struct.Struct("!BBQ")


class OneWriteConnection(ServerConnection):
    """The websockets connection, writing what it has to send in one write to the socket: the frames a
    client is sent in one tick leave in one system call, not one each."""

    def send_data(self) -> None:
        writes = self.protocol.data_to_send()
        if not writes:  # called after every frame read, with nothing to answer most times
            return
        if len(writes) > 1 and all(writes):
            self.transport.write(b"".join(writes))
            return
        self.protocol.writes[:0] = writes  # one frame, or the end of the stream: as the library does it
        super().send_data()

    def write_frames(self, frames: list[bytes], binary: bool) -> None:
        """``frames`` (each a whole message) as websocket frames of the server's side, in one write, after
        whatever the protocol has queued (a pong): each framed here, a header and the payload as it is,
        the bytes the protocol's ``send_text``/``send_binary`` write (unmasked, no extension: the server
        offers none), without their frame object and buffer a frame. Where the protocol could not send
        them as plain frames (closing, a fragmented message under way, an extension), the protocol does."""
        protocol = self.protocol
        if protocol.state is not State.OPEN or protocol.expect_continuation_frame or protocol.extensions:
            send = protocol.send_binary if binary else protocol.send_text
            for frame in frames:
                send(frame)
            self.send_data()
            return
        parts = protocol.data_to_send()
        if not all(parts):  # the end of the stream is queued: as the library does it
            protocol.writes[:0] = parts
            super().send_data()
            parts = []
        head = _BINARY_HEAD if binary else _TEXT_HEAD
        for frame in frames:
            length = len(frame)
            if length < 126:
                parts.append(bytes((head, length)))
            elif length < 65536:
                parts.append(_HEAD_16.pack(head, 126, length))
            else:
                parts.append(_HEAD_64.pack(head, 127, length))
            parts.append(frame)
        self.transport.write(b"".join(parts))


class Client:
    """A websocket connection and the lobby's view of it."""

    def __init__(
        self, websocket: ServerConnection, *, queue_limit: int, outbox: Outbox | None = None
    ) -> None:
        self.id = next(_CLIENT_IDS)  # the member id the client has at a table
        self.websocket = websocket
        self.binary = websocket.subprotocol == MSGPACK_SUBPROTOCOL
        self.username: str | None = None
        self.language = "en"
        self.client_type = ""
        self.menu: MenuState | None = None
        self.menu_frame: Frame | None = None  # the last board menu sent, to skip identical re-sends
        self.board_state: str | None = None  # the last visual board state sent (web clients only)
        self.pending_input: dict[str, Callable[[str], Any]] = {}
        self.closed = False
        self.localize: Localize | None = None  # words this client hears that are made here ("twice")
        self._outbox = outbox
        self._pending: list[Frame] = []
        self._moment = Moment()  # PlayPalace's clients: this tick's lines, one utterance at its end
        self._moment_at = 0  # where in this tick's frames that utterance goes: where its first line was
        self._closing = False
        self._backlog = 0
        self._queue: asyncio.Queue[list[Frame] | None] = asyncio.Queue()
        self._queue_limit = queue_limit
        self._writer = asyncio.get_running_loop().create_task(self._write())

    @property
    def authorized(self) -> bool:
        return self.username is not None

    @property
    def is_web(self) -> bool:
        """Our own browser client (it said client_type "web"), which also reads the visual board state."""
        return self.client_type == "web"

    @property
    def is_playpalace(self) -> bool:
        """PlayPalace 11's own web or desktop client (client_type "Web" or "Desktop"), which moves through a
        grid menu by itself, over all of its items."""
        return self.client_type in PLAYPALACE_CLIENT_TYPES

    def send(self, packet: ServerPacket) -> None:
        """Queue one packet for this client (dropped silently once the client is closed)."""
        if not self.closed:
            self.send_frame(encoded(packet, self.binary))

    def send_frame(self, frame: Frame) -> None:
        """Queue an already encoded frame; it leaves at the end of the tick."""
        if self.closed:
            return
        self._pending.append(frame)
        if self._outbox is not None:
            self._outbox.send_at_tick_end(self)
        else:
            self.flush()

    def speak(
        self, text: str, buffer: str = "misc", *, muted: bool = False, kind: LineKind = LineKind.PLAIN
    ) -> None:
        """Say ``text`` (kept in the client's history ``buffer``); to PlayPalace's own clients, the tick's
        lines leave as one utterance (``Moment``)."""
        if self.closed:
            return
        if muted or not self.is_playpalace:
            self.send_frame(_speak_frame(text, buffer, muted, self.binary))
            return
        if not self._moment.lines:
            self._moment_at = len(self._pending)
            if self._outbox is not None:
                self._outbox.send_at_tick_end(self)
        self._moment.add(text, buffer, kind)
        if self._outbox is None:
            self.flush()

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
        self.menu_frame = None
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

    def show_prepared(self, state: MenuState, frame: Frame, *, always: bool = False) -> bool:
        """Show a menu encoded once for everyone who sees it the same way; an identical menu already shown
        is not sent again (unless ``always``). True if it was sent."""
        same = (
            not always
            and self.menu is not None
            and self.menu.menu_id == state.menu_id
            and self.menu_frame is not None
            and (self.menu_frame is frame or self.menu_frame == frame)
        )
        self.menu = state
        if same:
            return False
        self.menu_frame = frame
        self.send_frame(frame)
        return True

    def flush(self) -> None:
        """Hand the tick's frames to the writer (the outbox calls this after the store has committed)."""
        utterance = self._moment.utterance(self.localize, self.language)
        if utterance is not None:
            self._pending.insert(self._moment_at, _speak_frame(*utterance, False, self.binary))
        if self._pending:
            frames, self._pending = self._pending, []
            if self._backlog + len(frames) > self._queue_limit and not self._closing:
                _log.warning("client %s is too slow; disconnecting", self.username)
                self.closed = True
                self._closing = True
            elif not self._backlog and self._writable():
                try:
                    self._write_frames(frames)  # the socket takes them now: no trip through the writer task
                except Exception:  # one connection's failure must not stop the tick's other writes
                    _log.exception("writing to %s failed", self.username)
                    self.closed = True
                    self._closing = True
            else:
                self._backlog += len(frames)
                self._queue.put_nowait(frames)
        if self._closing:
            self._closing = False
            self._queue.put_nowait(None)

    def discard(self) -> None:
        """Forget what this tick queued and has not handed to the writer (what a table said in a tick
        whose writes the store refused)."""
        self._pending = []
        self._moment.lines = []

    def close(self) -> None:
        """Stop sending and close the socket once what is queued has been flushed."""
        if not self.closed:
            self.closed = True
            self._closing = True
            if self._outbox is not None:
                self._outbox.send_at_tick_end(self)
            else:
                self.flush()

    def release(self) -> None:
        """Drop what refers back to this client once its connection has ended: its menu's handlers and
        pending inputs close over it, the websockets library's protocol keeps a method bound to itself (the
        subprotocol choice, made at the handshake), and so does asyncio's transport (its reading callback,
        unused once the connection is lost). Without these cycles a closed connection is freed at once, by
        reference counting, instead of waiting for the garbage collector's round: a flood of connections
        would otherwise pile up until then (89 objects a connection)."""
        self.menu = None
        self.menu_frame = None
        self.pending_input = {}
        self.localize = None
        vars(self.websocket.protocol).pop("select_subprotocol", None)
        transport = self.websocket.transport
        if getattr(transport, "_sock", True) is None:  # asyncio has called connection_lost: reading is over
            vars(transport).pop("_read_ready_cb", None)  # its reading callback, a method bound to itself

    async def wait_flushed(self) -> None:
        await asyncio.shield(self._writer)

    def _writable(self) -> bool:
        """The connection is open and its socket's buffer below its high-water mark: frames given to it
        now leave at once, in order (nothing waits in the writer's queue: the caller checks the backlog)."""
        websocket = self.websocket
        return websocket.protocol.state is State.OPEN and not websocket.paused

    def _write_frames(self, frames: list[Frame]) -> None:
        """``frames`` as websocket frames, handed to the socket in one write (``OneWriteConnection``): text
        frames to a JSON client (a frame already in UTF-8 bytes as it is), binary ones to a msgpack
        client."""
        websocket = self.websocket
        if isinstance(websocket, OneWriteConnection):
            payloads = [frame if isinstance(frame, bytes) else frame.encode() for frame in frames]
            websocket.write_frames(payloads, self.binary)
            return
        protocol = websocket.protocol
        if self.binary:
            for frame in frames:
                protocol.send_binary(frame if isinstance(frame, bytes) else frame.encode())
        else:
            send_text = protocol.send_text
            for frame in frames:
                send_text(frame if isinstance(frame, bytes) else frame.encode())
        websocket.send_data()

    async def _write(self) -> None:
        """Drain what the socket could not take at once (its buffer was full), waiting for it to empty."""
        websocket = self.websocket
        try:
            while True:
                frames = await self._queue.get()
                if frames is None:
                    break
                async with websocket.send_context():
                    self._write_frames(frames)
                self._backlog -= len(frames)
        except ConnectionClosed:
            pass
        except Exception:  # a writer must never take the server down
            _log.exception("writer failed for %s", self.username)
        finally:
            self.closed = True
            await self.websocket.close()


class MenuHost(Protocol):
    """What every menu a client walks needs of the server around it, defined once for the lobby's features
    and the tables: a message in the client's language, and the main menu to go back to."""

    def render(self, client: Client, message: Message) -> str:
        """``message`` in ``client``'s language."""
        ...

    def show_main(self, client: Client) -> None:
        """The lobby's main menu, for a client leaving a feature's menus (or a table)."""
        ...
