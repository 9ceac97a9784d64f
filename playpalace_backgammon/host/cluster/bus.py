"""The bus between the cluster's processes (issue 24, docs/scaling.md): publish, subscribe (with NATS's
wildcards, and queue groups: one member of a group gets each message), and request/reply.

``Bus`` is the interface; ``LocalBroker`` is its in-process implementation, which the one-process ``serve``
uses (no broker to run, nothing to install), and ``nats_bus.NatsBus`` the one on a real nats-server. Both
keep the same contract (``tests/cluster/test_bus.py`` runs the same tests on each): a subscription's
handler is awaited for one message at a time, in the order they were published from one connection; a
request with no subscriber at all fails at once (``NoResponders``), one nobody answers in time times out
(``BusTimeout``); a message published with a reply subject and no subscriber brings an empty message to
that reply subject. The subjects are named here, once (``Subjects``).
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import random
import re
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

_log = logging.getLogger(__name__)
_NOT_IN_TOKEN = re.compile("[. *>\t\r\n]")


class BusError(Exception):
    """The bus could not carry a message or a request."""


class NoResponders(BusError):
    """A request to a subject nobody subscribes to."""


class BusTimeout(BusError):
    """A request nobody answered in time."""


@dataclass(frozen=True)
class BusMessage:
    """One message as a handler gets it: its subject, its bytes, and where to reply (a request's)."""

    subject: str
    data: bytes
    reply: str = ""


Handler = Callable[[BusMessage], Awaitable[None]]


class Subscription(ABC):
    @abstractmethod
    async def unsubscribe(self) -> None:
        """No message more for this subscription."""


class Bus(ABC):
    """One process's connection to the bus."""

    @abstractmethod
    async def publish(self, subject: str, data: bytes, *, reply: str = "") -> None:
        """Send ``data`` to every subscriber of ``subject`` (one member of each queue group); with ``reply``
        and no subscriber at all, an empty message goes to ``reply`` (nats-server's "no responders")."""

    @abstractmethod
    async def subscribe(self, subject: str, handler: Handler, *, queue: str = "") -> Subscription:
        """``handler`` gets each message on ``subject`` (wildcards ``*``: one token, ``>``: the rest), one
        at a time; with ``queue``, only one member of that group gets each message."""

    @abstractmethod
    async def request(self, subject: str, data: bytes, *, timeout: float) -> bytes:
        """Send ``data`` to ``subject`` and wait for the first reply (``NoResponders``, ``BusTimeout``)."""

    @abstractmethod
    async def flush(self) -> None:
        """Until everything published and subscribed so far has reached the bus."""

    #: Awaited each time the bus is back after being away (its subscriptions renewed): NATS's reconnection.
    reconnected: Callable[[], Awaitable[None]] | None = None

    @property
    def connected(self) -> bool:
        """Whether the bus is there now (an in-process one always is; NATS's while connected)."""
        return True

    @abstractmethod
    async def close(self) -> None:
        """Leave the bus: every subscription ends."""

    async def respond(self, message: BusMessage, data: bytes) -> None:
        """Answer a request."""
        if message.reply:
            await self.publish(message.reply, data)


def subject_matches(pattern: str, subject: str) -> bool:
    """Whether ``subject`` falls under ``pattern`` as NATS matches them, token by token."""
    wanted, tokens = pattern.split("."), subject.split(".")
    for index, token in enumerate(wanted):
        if token == ">":
            return len(tokens) > index
        if index >= len(tokens) or (token != "*" and token != tokens[index]):
            return False
    return len(tokens) == len(wanted)


class Subjects:
    """Every subject of the cluster (docs/scaling.md, "The bus"). Ids are single tokens: no dots, spaces
    or wildcards."""

    OWNERS_HEARTBEAT = "owners.heartbeat"
    GATEWAYS_HEARTBEAT = "gateways.heartbeat"
    TABLES_MOVED = "tables.moved"
    LOBBY_CHAT = "lobby.chat"
    GATEWAYS_ONLINE = "gateways.online"  # who came and went on a gateway, every beat, to the other gateways
    PLAYERS_NEWS = "players.news"  # a finished match's news for a player no longer at its table
    EVENTS_CREATE = "events.create"  # a listener announces a tournament: one owner of the queue group runs it
    EVENTS_NEWS = "events.news"  # what a tournament's director says to people, to every gateway
    BOTS_DECIDE = "bots.decide"
    BOTS_ANALYSE = "bots.analyse"

    @staticmethod
    def token(value: str) -> str:
        if not value or _NOT_IN_TOKEN.search(value):  # one search: several subjects a command name ids
            raise ValueError(f"not a subject token: {value!r}")
        return value

    @classmethod
    def table_command(cls, table_id: str) -> str:
        """A player's command for a table, gateway to owner (request/reply)."""
        return f"table.{cls.token(table_id)}.cmd"

    @classmethod
    def table(cls, table_id: str) -> str:
        """Everything for one table (its commands and presence): what its owner alone subscribes to."""
        return f"table.{cls.token(table_id)}.*"

    @classmethod
    def table_presence(cls, table_id: str) -> str:
        """A listener joined, left or lost the connection, gateway to owner."""
        return f"table.{cls.token(table_id)}.presence"

    @classmethod
    def event_command(cls, event_id: str) -> str:
        """A listener's choice in a tournament's menu (join, leave, fill, start...), gateway to the event's
        owner (request/reply)."""
        return f"event.{cls.token(event_id)}.cmd"

    @classmethod
    def bots_job(cls, job: str) -> str:
        """An analysis under way, bots worker to the owner who asked: ``working``, then its result."""
        return f"bots.job.{cls.token(job)}"

    @classmethod
    def gateway_alive(cls, gateway: str) -> str:
        """Whether a gateway is still there, owner to that gateway (request/reply): asked of one silent for
        the time to live before its players' grace starts."""
        return f"gateways.{cls.token(gateway)}.alive"

    @classmethod
    def gateway_online(cls, gateway: str) -> str:
        """All of a gateway's players' names (request/reply), asked by a gateway that missed a change."""
        return f"gateways.{cls.token(gateway)}.online"

    @classmethod
    def client(cls, gateway: str, connection: str) -> str:
        """A listener's rendered packets, owner to gateway."""
        return f"client.{cls.token(gateway)}.{cls.token(connection)}"

    @classmethod
    def command_reply(cls, gateway: str, key: str) -> str:
        """The reply subject of a gateway's command for a table (``key``: one a command, once a gateway): the
        owner's answer rides that gateway's frames message (``gateway_frames``), after the frames the command
        made; only the bus's "no responders" (an empty message) comes here, when no owner holds the table."""
        return f"answers.{cls.token(gateway)}.{cls.token(key)}"

    @staticmethod
    def command_key(reply: str) -> str:
        """The key of a ``command_reply`` subject (the gateway's command it answers)."""
        return reply.rsplit(".", 1)[1]

    @classmethod
    def command_replies(cls, gateway: str) -> str:
        """Every ``command_reply`` subject of a gateway (its one subscription to them)."""
        return f"answers.{cls.token(gateway)}.*"

    @classmethod
    def gateway_frames(cls, gateway: str) -> str:
        """One tick's rendered packets for all of a gateway's listeners, owner to gateway, in one message."""
        return f"frames.{cls.token(gateway)}"


class LocalBroker:
    """The bus inside one process: every ``LocalBus`` connected to it shares its subscriptions."""

    def __init__(self) -> None:
        self.subscriptions: list[_LocalSubscription] = []
        self._inboxes = itertools.count(1)
        self._random = random.Random()

    def connect(self) -> LocalBus:
        return LocalBus(self)

    def deliver(self, message: BusMessage) -> int:
        """Queue ``message`` for its subscribers; how many got it."""
        matching = [s for s in self.subscriptions if subject_matches(s.subject, message.subject)]
        groups: dict[str, list[_LocalSubscription]] = {}
        delivered = 0
        for subscription in matching:
            if subscription.queue:
                groups.setdefault(subscription.queue, []).append(subscription)
            else:
                subscription.put(message)
                delivered += 1
        for members in groups.values():
            self._random.choice(members).put(message)
            delivered += 1
        return delivered

    def inbox(self) -> str:
        return f"_INBOX.local.{next(self._inboxes)}"


class _LocalSubscription(Subscription):
    """A subscription's messages, awaited by its handler one at a time on a task of its own."""

    def __init__(self, broker: LocalBroker, subject: str, queue: str, handler: Handler) -> None:
        self.broker, self.subject, self.queue, self.handler = broker, subject, queue, handler
        self._queue: asyncio.Queue[BusMessage | None] = asyncio.Queue()
        self._task = asyncio.get_running_loop().create_task(self._run())

    def put(self, message: BusMessage) -> None:
        self._queue.put_nowait(message)

    async def _run(self) -> None:
        while (message := await self._queue.get()) is not None:
            try:
                await self.handler(message)
            except Exception:  # one handler's failure never ends the subscription
                _log.exception("a handler of %s failed", self.subject)

    async def unsubscribe(self) -> None:
        if self in self.broker.subscriptions:
            self.broker.subscriptions.remove(self)
            self._queue.put_nowait(None)


class LocalBus(Bus):
    """A connection to a ``LocalBroker``."""

    def __init__(self, broker: LocalBroker) -> None:
        self.broker = broker
        self._mine: list[_LocalSubscription] = []

    async def publish(self, subject: str, data: bytes, *, reply: str = "") -> None:
        if not self.broker.deliver(BusMessage(subject, data, reply)) and reply:
            self.broker.deliver(BusMessage(reply, b""))

    async def subscribe(self, subject: str, handler: Handler, *, queue: str = "") -> Subscription:
        subscription = _LocalSubscription(self.broker, subject, queue, handler)
        self.broker.subscriptions.append(subscription)
        self._mine.append(subscription)
        return subscription

    async def request(self, subject: str, data: bytes, *, timeout: float) -> bytes:
        answer: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()

        async def answered(message: BusMessage) -> None:
            if not answer.done():
                answer.set_result(message.data)

        reply = self.broker.inbox()
        inbox = await self.subscribe(reply, answered)
        try:
            if not self.broker.deliver(BusMessage(subject, data, reply)):
                raise NoResponders(subject)
            try:
                return await asyncio.wait_for(answer, timeout)
            except TimeoutError:
                raise BusTimeout(subject) from None
        finally:
            await inbox.unsubscribe()

    async def flush(self) -> None:
        """Nothing to wait for: a local message is queued for its subscribers as it is published."""

    async def close(self) -> None:
        for subscription in self._mine:
            await subscription.unsubscribe()
        self._mine.clear()
