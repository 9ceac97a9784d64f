"""The lobby's **Tournaments**: the list of events (format, places taken, when each starts), the form that
announces one, and an event's menu: join or leave before the start, the organiser's controls (fill with
bots, start now, invite), and at any time the bracket, the standings, "my next match", who is still in,
and watching any match being played. Every line is a message in the listener's language; the bracket and
the standings are the core's own views (``tournaments.views``), a menu item a line.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from playpalace_backgammon.bots.decisions import BotLevel
from playpalace_backgammon.table.interface import Key, Message
from playpalace_backgammon.tournaments import views
from playpalace_backgammon.tournaments.core import Status
from playpalace_backgammon.tournaments.events import Leave, Start
from playpalace_backgammon.tournaments.matches import MatchState
from playpalace_backgammon.tournaments.settings import Format, TournamentSettings

from ..net.client import Client, MenuHandler
from ..net.server_packets import RequestInputPacket
from ..tables.turn_clock import CHOICES, OPTION
from .director import LiveEvent, Tournaments
from .event_host import EventHost
from .event_options import EventOptions, stored_settings

LIST_MENU = "tournaments"
EVENT_MENU = "tournament"
FORM_MENU = "tournament_create"
NAME_INPUT = "tournament-name"
LENGTHS = (1, 3, 5, 7, 9, 11)
FINALS = (0, 3, 5, 7, 9, 11, 13, 15)
PLACES = (4, 6, 8, 16, 32, 64, 128, 256)
STARTS = ("when-full", "organiser", "5", "10", "15", "30", "60")
NO_SHOWS = (2, 5, 10, 15)
BOT_LEVELS = tuple(level.value for level in BotLevel if level is not BotLevel.CHAOS)
BOARD_KEYS = {Key("n", alt=True): "next", Key("w", alt=True): "still-in", Key("s", alt=True): "standings"}
"""On a tournament table's board: my next match, who is still in, the standings (keys the table has free)."""
SPOKEN_LINES = 8  # a view said from the board: its first lines, the listener's own, and how many more


@dataclass(frozen=True)
class Form:
    """The settings a person is choosing for a new event."""

    name: str
    format: Format = Format.KNOCKOUT
    places: int = 8
    length: int = 3
    final: int = 0
    start: str = "when-full"
    clock: str = CHOICES[0]
    bot_level: str = BotLevel.RANDOM.value
    public: bool = True
    no_show: int = 5


def _next(values: tuple[Any, ...], value: Any) -> Any:
    return values[(values.index(value) + 1) % len(values)] if value in values else values[0]


class TournamentMenus:
    """The menus between the main menu and an event, for every client."""

    def __init__(self, host: EventHost, tournaments: Tournaments) -> None:
        self.host = host
        self.tournaments = tournaments
        self._forms: dict[Client, Form] = {}

    def _text(self, client: Client, message_id: str, **args: Any) -> str:
        return self.host.render(client, Message(message_id, args))

    # The list.

    def show(self, client: Client) -> None:
        """Every event this client may see (public ones, and those they are in or invited to)."""
        name = client.username or ""
        items: list[tuple[str, str, MenuHandler]] = [
            ("create", self._text(client, "tournaments-create"), lambda _: self.show_form(client))]
        for event in self.tournaments.events.values():
            if event.options.may_join(name, event.settings.organiser) or event.core.entrant(name):
                opened = functools.partial(self._opened, client, event.id)
                items.append((f"event-{event.id}", self.entry(client, event), opened))
        if len(items) == 1:
            client.speak(self._text(client, "tournaments-none"))
        items.append(("back", self._text(client, "lobby-back"), lambda _: self.host.show_main(client)))
        client.show_menu(LIST_MENU, items, escape=lambda: self.host.show_main(client))

    def entry(self, client: Client, event: LiveEvent) -> str:
        """An event's line: its name, format, places taken, and when it starts (or how far it is)."""
        core, settings = event.core, event.settings
        args: dict[str, Any] = {"name": settings.name, "taken": len(core.entrants), "places": settings.places,
                                "format": Message("tournament-format", {"format": settings.format.value}),
                                "public": "yes" if event.options.public else "no", "minutes": 0,
                                "round": len(core.rounds), "rounds": core.round_total,
                                "winner": core.placings[0][1] if core.placings else ""}
        if core.status is Status.RUNNING:
            state = "running"
        elif core.status is Status.FINISHED:
            state = "finished"
        elif event.options.start_at is not None:
            state = "at"
            args["minutes"] = max(1, -(-(event.options.start_at - self.tournaments.clock()) // 60_000))
        else:
            state = "when-full" if settings.start_when_full else "organiser"
        return self._text(client, "tournament-entry", state=state, **args)

    def _opened(self, client: Client, event_id: str, _item: str) -> None:
        event = self.tournaments.events.get(event_id)
        if event is None:
            client.speak(self._text(client, "tournament-gone"))
            self.show(client)
            return
        self.show_event(client, event)

    # One event.

    def show_event(self, client: Client, event: LiveEvent, selection: str | None = None) -> None:
        name = client.username or ""
        core = event.core
        organiser = name == event.settings.organiser
        act = functools.partial(self._act, client, event.id)
        items: list[tuple[str, str, MenuHandler]] = [("about", self.entry(client, event), act)]
        if core.status is Status.REGISTERING:
            if core.entrant(name) is None:
                items.append(("join", self._text(client, "tournament-join"), act))
            else:
                items.append(("leave", self._text(client, "tournament-leave"), act))
            if organiser:
                items.append(("fill-bots", self._text(client, "tournament-fill-bots"), act))
                items.append(("start", self._text(client, "tournament-start-now"), act))
                if not event.options.public:
                    items.append(("invite", self._text(client, "tournament-invite"), act))
        elif core.status is Status.RUNNING and name in core.seeds and name not in core.withdrawn:
            items.append(("leave", self._text(client, "tournament-leave"), act))
        if core.status is not Status.FINISHED and (core.entrant(name) is None or name in core.withdrawn):
            item = "unfollow" if name in event.followers else "follow"
            items.append((item, self._text(client, f"tournament-{item}"), act))
        for item_id, message_id in (("next", "tournament-my-next-match"), ("bracket", "tournament-bracket"),
                                    ("standings", "tournament-standings"),
                                    ("still-in", "tournament-who-is-still-in"),
                                    ("watch", "tournament-watch")):
            items.append((item_id, self._text(client, message_id), act))
        items.append(("back", self._text(client, "lobby-back"), lambda _: self.show(client)))
        client.show_menu(EVENT_MENU, items, escape=lambda: self.show(client), selection_id=selection)

    def _act(self, client: Client, event_id: str, item: str) -> None:
        event = self.tournaments.events.get(event_id)
        if event is None:
            client.speak(self._text(client, "tournament-gone"))
            self.show(client)
            return
        handlers: dict[str, Callable[[Client, LiveEvent], None]] = {
            "about": lambda c, e: c.speak(self.entry(c, e)), "join": self._join, "leave": self._leave,
            "fill-bots": self._fill, "start": self._start, "invite": self._invite_menu,
            "next": self._next_match, "bracket": self._bracket, "standings": self._standings,
            "still-in": self._still_in, "watch": self._watch_menu, "follow": self._follow,
            "unfollow": self._follow,
        }
        handlers[item](client, event)

    def _join(self, client: Client, event: LiveEvent) -> None:
        name = client.username or ""
        if not event.options.may_join(name, event.settings.organiser):
            client.speak(self._text(client, "tournament-not-invited"))
        else:
            self.tournaments.follow(event, name, False)
            self.tournaments.join(event, name)
        if event.core.status is Status.REGISTERING:
            self.show_event(client, event, "leave")

    def _follow(self, client: Client, event: LiveEvent) -> None:
        """Follow the event without playing or watching (its pairings and results reach you), or stop."""
        name = client.username or ""
        following = name not in event.followers
        self.tournaments.follow(event, name, following)
        client.speak(self._text(client, "tournament-following" if following else "tournament-not-following",
                                name=event.settings.name))
        self.show_event(client, event, "unfollow" if following else "follow")

    def board_key(self, client: Client, event_id: str, key: Key) -> bool:
        """A key on the board of ``event_id``'s table: my next match, who is still in, or the standings said
        (False for any other key, which is the table's)."""
        view = BOARD_KEYS.get(key)
        event = self.tournaments.events.get(event_id)
        if view is None or event is None:
            return False
        name = client.username or ""
        if view == "next":
            client.speak(self.host.render(client, views.next_match(event.core, name)))
            return True
        lines = views.still_in(event.core) if view == "still-in" else views.standings(event.core)
        mine = [line for line in lines[SPOKEN_LINES:] if line.args.get("name") == name]
        shown = lines[:SPOKEN_LINES] + mine
        for line in shown:
            client.speak(self.host.render(client, line))
        if len(lines) > len(shown):
            client.speak(self._text(client, "tournament-more-lines", count=len(lines) - len(shown)))
        return True

    def _leave(self, client: Client, event: LiveEvent) -> None:
        self.tournaments.feed(event, Leave(client.username or ""))
        self.show_event(client, event)

    def _fill(self, client: Client, event: LiveEvent) -> None:
        """The empty places filled with bots (a few a pass of the loop); the menu shown again when full."""
        def done() -> None:
            if client.menu is not None and client.menu.menu_id == EVENT_MENU:
                self.show_event(client, event)

        self.tournaments.fill_with_bots(event, lambda number: self.host.render(
            client, Message("room-bot-name", {"number": number})), done)

    def _start(self, client: Client, event: LiveEvent) -> None:
        self.tournaments.feed(event, Start(client.username or ""))
        if client.menu is not None and client.menu.menu_id == EVENT_MENU:
            self.show_event(client, event)

    def _invite_menu(self, client: Client, event: LiveEvent) -> None:
        """The people online the organiser may invite."""
        items: list[tuple[str, str, MenuHandler]] = []
        for other in self.host.everyone():
            other_name = other.username or ""
            if other_name and other is not client and event.core.entrant(other_name) is None:
                items.append((f"invite-{other_name}", other_name,
                              functools.partial(self._invite, client, event.id, other_name)))
        back = functools.partial(self.show_event, client, event, "invite")
        items.append(("back", self._text(client, "lobby-back"), lambda _: back()))
        client.show_menu("tournament_invite", items, escape=back)

    def _invite(self, client: Client, event_id: str, name: str, _item: str) -> None:
        event = self.tournaments.events.get(event_id)
        if event is None:
            self.show(client)
            return
        event.options.invited.add(name)
        self.host.store.save_tournament(event.id, stored_settings(event.settings, event.options),
                                        event.core.status.value)
        client.speak(self._text(client, "tournament-invite-sent", name=name))
        invitee = self.host.client_named(name)
        if invitee is not None:
            invitee.speak(self._text(invitee, "tournament-invited", name=event.settings.name,
                                     organiser=event.settings.organiser))
        self.show_event(client, event, "invite")

    def _next_match(self, client: Client, event: LiveEvent) -> None:
        """"My next match" said; with a table waiting for them, they go to it."""
        client.speak(self.host.render(client, views.next_match(event.core, client.username or "")))
        room = self.tournaments.table_of_call(client.username or "")
        if room is not None and room.id in event.tables.values():
            self.tournaments.go(client)

    def _lines(self, client: Client, event: LiveEvent, menu_id: str, lines: list[Message],
               chosen: Callable[[int], None] | None = None) -> None:
        """A menu of spoken lines; Enter repeats a line (or does ``chosen`` with its place)."""
        items: list[tuple[str, str, MenuHandler]] = []
        for index, line in enumerate(lines):
            text = self.host.render(client, line)
            handler: MenuHandler = (functools.partial(lambda i, _item: chosen(i), index) if chosen is not None
                                    else functools.partial(lambda t, _item: client.speak(t), text))
            items.append((f"line-{index + 1}", text, handler))
        back = functools.partial(self.show_event, client, event, menu_id.removeprefix("tournament_"))
        items.append(("back", self._text(client, "lobby-back"), lambda _: back()))
        client.show_menu(menu_id, items, escape=back)

    def _bracket(self, client: Client, event: LiveEvent) -> None:
        """The bracket, a line a match; Enter on a match being played watches it."""
        paired = [match for matches in event.core.rounds for match in matches]

        def chosen(index: int) -> None:
            if index < len(paired) and paired[index].state is MatchState.PLAYING:
                self._watch(client, event, paired[index].round, paired[index].number)
            else:
                client.speak(self.host.render(client, views.bracket(event.core)[index]))

        self._lines(client, event, "tournament_bracket", views.bracket(event.core), chosen)

    def _standings(self, client: Client, event: LiveEvent) -> None:
        self._lines(client, event, "tournament_standings", views.standings(event.core))

    def _still_in(self, client: Client, event: LiveEvent) -> None:
        self._lines(client, event, "tournament_still_in", views.still_in(event.core))

    def _watch_menu(self, client: Client, event: LiveEvent) -> None:
        """The matches being played now, to watch."""
        running = [match for match in event.core.current if not match.done and match.second is not None
                   and (match.round, match.number) in event.tables]
        if not running:
            client.speak(self._text(client, "tournament-no-running"))
            return
        lines = [Message("tournament-watch-line", {"round": m.round, "match": m.number, "first": m.first,
                                                   "second": m.second or ""}) for m in running]
        self._lines(client, event, "tournament_watch", lines,
                    lambda index: self._watch(client, event, running[index].round, running[index].number))

    def _watch(self, client: Client, event: LiveEvent, round_number: int, match: int) -> None:
        table_id = event.tables.get((round_number, match))
        room = self.host.table(table_id) if table_id is not None else None
        if room is None or room.status.ended:
            client.speak(self._text(client, "tournament-no-running"))
            return
        self.tournaments.follow(event, client.username or "", True)
        self.host.watch_table(client, room)

    # The form that announces an event.

    def show_form(self, client: Client, selection: str | None = None) -> None:
        form = self._forms.setdefault(client, Form(self._text(client, "tournament-default-name",
                                                               name=client.username or "")))
        chosen = functools.partial(self._form_chosen, client)
        render = functools.partial(self.host.render, client)
        clock = next(label for value, label in OPTION.choices if value == form.clock)
        level = Message(f"bg-level-{form.bot_level.replace('_', '-')}")
        fields: list[tuple[str, str]] = [
            ("name", self._text(client, "tournament-field-name", value=form.name)),
            ("format", self._text(client, "tournament-field-format",
                                  value=Message("tournament-format", {"format": form.format.value}))),
            ("places", self._text(client, "tournament-field-places", value=form.places)),
            ("length", self._text(client, "tournament-field-length", value=form.length)),
            ("final", self._text(client, "tournament-field-final", value=form.final)),
            ("start", self._text(client, "tournament-field-start",
                                 start="minutes" if form.start.isdigit() else form.start,
                                 minutes=int(form.start) if form.start.isdigit() else 0)),
            ("clock", self._text(client, "tournament-field-clock", value=render(clock))),
            ("bot-level", self._text(client, "tournament-field-bot-level", value=render(level))),
            ("access", self._text(client, "tournament-field-access", public="yes" if form.public else "no")),
            ("no-show", self._text(client, "tournament-field-no-show", minutes=form.no_show)),
            ("announce", self._text(client, "tournament-announce")),
            ("back", self._text(client, "lobby-back")),
        ]
        client.show_menu(FORM_MENU, [(item, text, chosen) for item, text in fields],
                         escape=lambda: self._form_back(client), selection_id=selection)

    def _form_back(self, client: Client) -> None:
        self._forms.pop(client, None)
        self.show(client)

    def _form_chosen(self, client: Client, item: str) -> None:
        form = self._forms.get(client)
        if form is None or item == "back":
            self._form_back(client)
            return
        if item == "announce":
            self._announce(client, form)
            return
        if item == "name":
            self._ask_name(client)
            return
        changed = {
            "format": lambda f: replace(f, format=_next(tuple(Format), f.format)),
            "places": lambda f: replace(f, places=_next(PLACES, f.places)),
            "length": lambda f: replace(f, length=_next(LENGTHS, f.length)),
            "final": lambda f: replace(f, final=_next(FINALS, f.final)),
            "start": lambda f: replace(f, start=_next(STARTS, f.start)),
            "clock": lambda f: replace(f, clock=_next(CHOICES, f.clock)),
            "bot-level": lambda f: replace(f, bot_level=_next(BOT_LEVELS, f.bot_level)),
            "access": lambda f: replace(f, public=not f.public),
            "no-show": lambda f: replace(f, no_show=_next(NO_SHOWS, f.no_show)),
        }[item](form)
        if changed.format is Format.ROUND_ROBIN and changed.places > 8:
            changed = replace(changed, places=8 if item != "places" else 4)
        self._forms[client] = changed
        self.show_form(client, item)

    def _ask_name(self, client: Client) -> None:
        def typed(text: str) -> None:
            form = self._forms.get(client)
            if form is not None and text.strip():
                self._forms[client] = replace(form, name=text.strip()[:60])
            self.show_form(client, "name")

        client.pending_input = {NAME_INPUT: typed}
        prompt = self._text(client, "tournament-name-prompt")
        client.send(RequestInputPacket(input_id=NAME_INPUT, prompt=prompt,
                                       default_value=self._forms[client].name))

    def form_settings(self, client: Client, form: Form) -> tuple[TournamentSettings, EventOptions]:
        """The event's settings and the lobby's options, as ``client`` chose them in the form."""
        minutes = int(form.start) if form.start.isdigit() else None
        settings = TournamentSettings(form.name, client.username or "", form.format, form.places, form.length,
                                      form.final or None, form.no_show, form.start == "when-full")
        options = EventOptions(form.bot_level, form.clock, form.public,
                               None if minutes is None else self.tournaments.clock() + minutes * 60_000)
        return settings, options

    def _announce(self, client: Client, form: Form) -> None:
        """The event announced: to the lobby when public; its organiser in its menu."""
        name = client.username or ""
        settings, options = self.form_settings(client, form)
        event = self.tournaments.create(settings, options)
        self._forms.pop(client, None)
        if form.public:
            for other in self.host.everyone():
                other.speak(self._text(other, "tournament-announced", organiser=name, name=form.name,
                                       places=form.places,
                                       format=Message("tournament-format", {"format": form.format.value})))
        self.show_event(client, event, "join")
