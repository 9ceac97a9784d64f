"""A table owner's side of the tournaments on the cluster (docs/scaling.md, "Tournaments on the cluster"):
an event runs on one owner, its director (``events.director.Tournaments``) and its matches' tables there.

- ``events.create`` (the owners' queue group: one owner gets each): a listener announces an event; the owner
  claims the event's id in PostgreSQL's ownership at epoch 1 (``table_owners``, as a table's: the event's
  log is fenced by it like a table's log), creates it and answers its id; a public event is announced to
  every gateway's players.
- ``event.<id>.cmd``: a listener's choice in the event's menu (join, leave, fill with bots, start, follow,
  invite), carried out by the director of the owner holding the event (others stay silent), answered once
  its tick has ended (what it wrote committed).
- ``events.news`` (to every gateway): what the director says (each ``Announce``, and each player's call to
  a table with the table's id, so that a key on their gateway takes them there), as a message id and its
  arguments, which the gateway renders in each listener's language.

The gateways read an event's list, bracket and standings from the shared store (the event's settings and
log: its core rebuilt read-only), so only changes travel to the owner.
"""

from __future__ import annotations

import asyncio
import logging
from decimal import Decimal
from typing import Any

from playpalace_backgammon.table.interface import Composed, Message, MessageArg
from playpalace_backgammon.tournaments.events import Leave, Start

from ..events.director import EventNews, LiveEvent
from ..events.event_options import read_settings, stored_settings
from .bus import BusMessage, Subjects, Subscription
from .remote import Listener, pack, unpack
from .table_service import OWNERS_QUEUE, TableService

_log = logging.getLogger(__name__)

ACTIONS = ("join", "leave", "fill-bots", "start", "follow", "unfollow", "invite")


def message_data(message: Message) -> dict[str, Any]:
    """A message as plain data for the bus (its arguments: strings, integers, decimals, messages, composed
    texts), read back by ``message_from``."""
    return {"id": message.id, "a": {name: _arg_data(value) for name, value in message.args.items()}}


def _arg_data(value: MessageArg) -> Any:
    if isinstance(value, Message):
        return {"m": message_data(value)}
    if isinstance(value, Decimal):
        return {"d": str(value)}
    if isinstance(value, Composed):
        return {"p": [message_data(part) if isinstance(part, Message) else part for part in value.parts]}
    return value


def message_from(data: dict[str, Any]) -> Message:
    args = data.get("a", {})
    return Message(str(data["id"]), {str(name): _arg_from(value) for name, value in args.items()})


def _arg_from(value: Any) -> MessageArg:
    if isinstance(value, dict):
        if "m" in value:
            return message_from(value["m"])
        if "d" in value:
            return Decimal(str(value["d"]))
        return Composed(tuple(message_from(part) if isinstance(part, dict) else str(part)
                              for part in value.get("p", [])))
    if isinstance(value, int):
        return value
    return str(value)


class EventService:
    """The events of one owner, on the bus; its director's words to the gateways."""

    def __init__(self, service: TableService) -> None:
        self.service = service
        self.lobby = service.lobby
        self.bus = service.bus
        self.requests = 0
        self._subscriptions: list[Subscription] = []
        self.lobby.tournaments.elsewhere = self.news

    async def start(self) -> None:
        self._subscriptions = [
            await self.bus.subscribe(Subjects.EVENTS_CREATE, self._create, queue=OWNERS_QUEUE),
            await self.bus.subscribe("event.*.cmd", self._command),
        ]
        await self.bus.flush()

    async def stop(self) -> None:
        for subscription in self._subscriptions:
            await subscription.unsubscribe()
        self._subscriptions = []

    def health(self) -> dict[str, Any]:
        return {"events": len(self.lobby.tournaments.events), "event_requests": self.requests}

    def news(self, said: EventNews) -> None:
        """What the director says, to every gateway (after this tick's frames, in order with them)."""
        document: dict[str, Any] = {"n": None if said.names is None else list(said.names),
                                    "m": message_data(said.message), "x": sorted(said.excluding)}
        if said.call is not None:
            document["c"] = said.call
            self.service.hold(said.call)  # subscribed to before the call leaves: a quick Alt+G finds it
        self.service.publish(Subjects.EVENTS_NEWS, pack(document))

    async def _create(self, message: BusMessage) -> None:
        request = unpack(message.data)
        listener = Listener.from_data(request)
        self.requests += 1
        try:
            settings, options = read_settings(dict(request["s"]))
            if settings.organiser != listener.username:
                raise ValueError("an event is announced by its organiser")
            event = self.lobby.tournaments.create(settings, options)
        except Exception:  # PostgreSQL refused the claim, or the settings are not an event's
            _log.exception("an event for %s could not be created", listener.username)
            await self.service.answer(message, {"r": "refused"})
            return
        if options.public:
            self.news(EventNews(None, Message("tournament-announced", {
                "organiser": settings.organiser, "name": settings.name, "places": settings.places,
                "format": Message("tournament-format", {"format": settings.format.value})})))
        await self.service.answer(message, {"r": "ok", "event": event.id})

    async def _command(self, message: BusMessage) -> None:
        event = self.lobby.tournaments.events.get(message.subject.split(".")[1])
        if event is None:
            return  # not held here: the owner that holds it answers
        request = unpack(message.data)
        listener = Listener.from_data(request)
        action = str(request.get("a", ""))
        self.requests += 1
        if action not in ACTIONS:
            await self.service.answer(message, {"r": "refused"})
            return
        answer = await self._act(event, listener, action, str(request.get("n", "")))
        await self.service.answer(message, {"r": answer})

    async def _act(self, event: LiveEvent, listener: Listener, action: str, other: str) -> str:
        tournaments = self.lobby.tournaments
        name = listener.username
        organiser = name == event.settings.organiser
        if action == "join":
            if not event.options.may_join(name, event.settings.organiser):
                return "not-invited"
            tournaments.follow(event, name, False)
            tournaments.join(event, name)
        elif action == "leave":
            tournaments.feed(event, Leave(name))
        elif action == "start" and organiser:
            tournaments.feed(event, Start(name))
        elif action in ("follow", "unfollow"):
            tournaments.follow(event, name, action == "follow")
        elif action == "fill-bots" and organiser:
            filled = asyncio.Event()
            tournaments.fill_with_bots(
                event, lambda number: self.lobby.localizer.render(
                    Message("room-bot-name", {"number": number}), listener.language), filled.set)
            await filled.wait()
        elif action == "invite" and organiser and other:
            event.options.invited.add(other)
            self.lobby.store.save_tournament(event.id, stored_settings(event.settings, event.options),
                                             event.core.status.value)
            self.news(EventNews((other,), Message("tournament-invited", {
                "name": event.settings.name, "organiser": event.settings.organiser})))
        else:
            return "refused"
        return "ok"
