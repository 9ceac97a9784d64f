"""The tournaments' menus on a gateway (docs/scaling.md, "Tournaments on the cluster"): no director runs
here, and no table. An event runs on the table owner that claimed it (``cluster.event_service``):

- what a listener reads (the list, an event's menu, the bracket, the standings, who is still in, "my next
  match") is the event's core rebuilt read-only from the shared store (its settings and log, committed by
  its owner before it answers anything), so reading costs the owner nothing and every gateway says the same;
- what a listener changes (announce, join, leave, fill with bots, start, follow, invite) is a request to the
  owners: ``events.create`` to their queue group, ``event.<id>.cmd`` to the one holding the event; the menu
  is shown again from the store once it is answered;
- the director's words come on ``events.news`` and are said in each listener's language; a call to a table
  is kept, so that Alt+G or "Go to my tournament table" takes the player there (a presence ``reclaim`` on
  the table's owner), and watching a match is a presence ``watch``.
"""

from __future__ import annotations

import logging
from collections.abc import Coroutine
from typing import Any, Protocol

from playpalace_backgammon.tournaments import views
from playpalace_backgammon.tournaments.core import TournamentCore

from ..events.director import CANCELLED, LiveEvent, Tournaments
from ..events.event_host import EventHost
from ..events.event_menus import EVENT_MENU, Form, TournamentMenus
from ..events.event_options import read_settings, stored_settings
from ..lobby.online import Online
from ..net.client import Client
from .bus import BusError, BusMessage, Subjects
from .event_service import ACTIONS, message_from
from .remote import PRESENCE_SECONDS, Listener, pack, unpack

_log = logging.getLogger(__name__)


class EventGateway(EventHost, Protocol):
    """What the tournaments' menus need of the gateway's lobby (``cluster.gateway.GatewayLobby``)."""

    online: Online

    def later(self, client: Client, work: Coroutine[Any, Any, None]) -> None:
        """Bus work of a menu's choice, in a task the client's next packet waits for."""
        ...

    async def request(self, subject: str, data: bytes, *, timeout: float) -> bytes:
        ...

    def listener(self, client: Client) -> Listener:
        ...

    async def go_to(self, client: Client, table_id: str) -> None:
        ...

    async def sit(self, client: Client, table_id: str, action: str) -> None:
        ...

    def everyone_online(self) -> list[str]:
        ...


class GatewayTournaments(Tournaments):
    """The events as the shared store keeps them (``refresh``), and who on this gateway is called where."""

    def __init__(self, lobby: EventGateway) -> None:
        super().__init__(lobby)
        self.lobby = lobby
        self.called: dict[str, str] = {}  # a player here called to a table -> its id, until they are there

    def refresh(self) -> None:
        """Every event the store keeps, its core rebuilt from its log (read only: nothing is fed to it)."""
        events: dict[str, LiveEvent] = {}
        for stored in self.lobby.store.stored_tournaments():
            if stored.status == CANCELLED:
                continue
            try:
                settings, options = read_settings(stored.settings)
                core = TournamentCore.restore(settings, stored.log, self.clock)
            except Exception:
                _log.exception("tournament %s could not be read", stored.id)
                continue
            tables = self.lobby.store.tournament_tables(stored.id)
            events[stored.id] = LiveEvent(stored.id, core, options, tables)
        self.events = events

    def restore(self) -> int:
        self.refresh()
        return 0

    def is_called(self, name: str) -> bool:
        return name in self.called

    def go(self, client: Client) -> bool:
        """To the table ``client`` is called to, on its owner; False when there is none."""
        table_id = self.called.get(client.username or "")
        if table_id is None:
            return False
        self.lobby.later(client, self.lobby.go_to(client, table_id))
        return True

    def arrived_at(self, name: str, table_id: str) -> None:
        """``name`` is at ``table_id`` now: the call is answered."""
        if self.called.get(name) == table_id:
            del self.called[name]

    async def news(self, message: BusMessage) -> None:
        """The director's words to the players on this gateway, each in their language; a call kept."""
        news = unpack(message.data)
        said = message_from(news["m"])
        excluding = {str(name) for name in news.get("x", [])}
        names = news.get("n")
        clients = ([client for client in self.lobby.online if (client.username or "") not in excluding]
                   if names is None else [c for c in (self.lobby.online.find(str(n)) for n in names)
                                          if c is not None])
        call = news.get("c")
        for client in clients:
            client.speak(self.lobby.render(client, said))
            if call is not None:
                self.called[client.username or ""] = str(call)
                if client.menu is not None and client.menu.menu_id == "main_menu":
                    self.lobby.show_main(client)  # with the item that takes them there


class GatewayTournamentMenus(TournamentMenus):
    """``TournamentMenus`` read from the store and changed through the event's owner."""

    tournaments: GatewayTournaments

    def __init__(self, lobby: EventGateway, tournaments: GatewayTournaments) -> None:
        super().__init__(lobby, tournaments)
        self.lobby = lobby

    def show(self, client: Client) -> None:
        self.tournaments.refresh()
        super().show(client)

    def _opened(self, client: Client, event_id: str, _item: str) -> None:
        self.tournaments.refresh()
        super()._opened(client, event_id, _item)

    def _act(self, client: Client, event_id: str, item: str) -> None:
        if item in ACTIONS and item != "invite":
            self.lobby.later(client, self._ask(client, event_id, item))
            return
        self.tournaments.refresh()
        super()._act(client, event_id, item)

    async def _ask(self, client: Client, event_id: str, action: str, other: str = "") -> None:
        """One change asked of the event's owner; the event's menu shown again as the store now has it."""
        data = pack({**self.lobby.listener(client).to_data(), "a": action, "n": other})
        try:
            answer = unpack(await self.lobby.request(Subjects.event_command(event_id), data,
                                                     timeout=PRESENCE_SECONDS))
        except BusError:
            answer = {}
        result = answer.get("r")
        if result == "not-invited":
            client.speak(self._text(client, "tournament-not-invited"))
        elif result == "refused":  # not this listener's to do (a menu item not offered to them)
            client.speak(self._text(client, "refusal-not-offered"))
        elif result != "ok":  # no answer: the bus or the event's owner away, or the event moving
            client.speak(self._text(client, "table-busy"))
        elif action in ("follow", "unfollow"):
            client.speak(self._text(client, f"tournament-{'' if action == 'follow' else 'not-'}following",
                                    name=self._event_name(event_id)))
        self.tournaments.refresh()
        event = self.tournaments.events.get(event_id)
        if event is None:
            client.speak(self._text(client, "tournament-gone"))
            self.show(client)
        elif client.menu is None or client.menu.menu_id in (EVENT_MENU, "tournament_invite"):
            selection = {"join": "leave", "follow": "unfollow", "unfollow": "follow",
                         "invite": "invite"}.get(action)
            self.show_event(client, event, selection)

    def _event_name(self, event_id: str) -> str:
        event = self.tournaments.events.get(event_id)
        return event.settings.name if event is not None else ""

    def _invite(self, client: Client, event_id: str, name: str, _item: str) -> None:
        client.speak(self._text(client, "tournament-invite-sent", name=name))
        self.lobby.later(client, self._ask(client, event_id, "invite", name))

    def _invite_menu(self, client: Client, event: LiveEvent) -> None:
        """Everyone online on any gateway who is not in the event."""
        items: list[tuple[str, str, Any]] = []
        for other_name in self.lobby.everyone_online():
            if other_name != client.username and event.core.entrant(other_name) is None:
                items.append((f"invite-{other_name}", other_name,
                              lambda _item, n=other_name: self._invite(client, event.id, n, _item)))
        items.append(("back", self._text(client, "lobby-back"),
                      lambda _item: self.show_event(client, event, "invite")))
        client.show_menu("tournament_invite", items, escape=lambda: self.show_event(client, event, "invite"))

    def _next_match(self, client: Client, event: LiveEvent) -> None:
        name = client.username or ""
        client.speak(self.lobby.render(client, views.next_match(event.core, name)))
        if self.tournaments.called.get(name) in event.tables.values():
            self.tournaments.go(client)

    def _watch(self, client: Client, event: LiveEvent, round_number: int, match: int) -> None:
        table_id = event.tables.get((round_number, match))
        if table_id is None:
            client.speak(self._text(client, "tournament-no-running"))
            return
        self.lobby.later(client, self.lobby.sit(client, table_id, "watch"))

    def _announce(self, client: Client, form: Form) -> None:
        """The event announced through the owners' queue group: one owner claims it and runs it."""
        settings, options = self.form_settings(client, form)
        self._forms.pop(client, None)
        data = pack({**self.lobby.listener(client).to_data(), "s": stored_settings(settings, options)})
        self.lobby.later(client, self._created(client, data))

    async def _created(self, client: Client, data: bytes) -> None:
        try:
            answer = unpack(await self.lobby.request(Subjects.EVENTS_CREATE, data, timeout=PRESENCE_SECONDS))
        except BusError:
            answer = {}
        self.tournaments.refresh()
        event = self.tournaments.events.get(str(answer.get("event", "")))
        if answer.get("r") != "ok" or event is None:
            client.speak(self._text(client, "refusal-internal"))
            self.show(client)
            return
        self.show_event(client, event, "join")

    def board_key(self, client: Client, event_id: str, key: Any) -> bool:
        """A board's keys are the table owner's: nothing is on a board here."""
        return False

