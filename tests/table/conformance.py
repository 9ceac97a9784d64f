"""A conformance suite for any table game: random play to the end through the TableGame interface.

A game under test supplies a factory (a fresh table with seeded dice) and a chooser (some command a viewer
might send now, legal or not). The suite applies each command and checks the interface's promises: a
refusal is a TableRefusal with a Message and changes nothing; outcomes hold well-formed announcements and
replies; every message renders in every locale; grids and menus are well formed for every viewer;
spectators cannot act; snapshot is plain JSON data and restore gives the same state back; the game ends.
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.table.interface import (
    Action,
    Announcement,
    Command,
    Grid,
    Message,
    Outcome,
    TableGame,
    TableRefusal,
    Viewer,
)

THOROUGH_EVERY = 199  # commands between thorough checks in a light (not deep) game

Chooser = Callable[[Any, random.Random], tuple[Viewer, Command]]


@dataclass
class GameUnderTest:
    """How to make, drive and rebuild one kind of table game."""

    make: Callable[[int], TableGame]  # a fresh, not yet started table whose dice follow the seed
    choose: Chooser  # a command some viewer might send now (refusals are allowed and checked)
    spectator_probe: Command  # an acting command a spectator must be refused
    rebuild: Callable[[TableGame], TableGame] | None = None  # e.g. replay from the table's own log


@dataclass
class GameStats:
    commands: int = 0
    refusals: int = 0
    announcements: int = 0
    messages: set[str] = field(default_factory=set)


def _check_message(message: Message) -> None:
    assert isinstance(message, Message), message
    assert isinstance(message.id, str) and message.id, message
    for key, value in message.args.items():
        assert isinstance(key, str), message
        assert type(value) in (str, int), (message, key, value)


def _viewers(table: TableGame) -> list[Viewer]:
    seats = table.declaration.seats
    return [Viewer.player(seat) for seat in range(seats)] + [Viewer.spectator(s) for s in range(seats)]


def check_views(table: TableGame, renderer: Localizer | None) -> None:
    """Grid and menu of every viewer are well formed (and their words render)."""
    for viewer in _viewers(table):
        grid = table.grid(viewer)
        assert isinstance(grid, Grid) and grid.width > 0 and len(grid.cells) % grid.width == 0
        for cell in grid.cells:
            _check_message(cell.label)
        actions = table.actions_for(viewer)
        for action in actions:
            assert isinstance(action, Action)
            _check_message(action.label)
        if renderer is not None:
            for message in [cell.label for cell in grid.cells] + [action.label for action in actions]:
                check_renders(renderer, message)


_TURNS = itertools.count()
# (catalogues, the message's id and arguments in their order, locale) already rendered and checked:
# rendering is a pure function of the three, and a board's labels repeat from one command to the next, so
# each is checked once. The arguments are strings and integers (``_check_message``), so they make a key.
_CHECKED: set[tuple[str, str, tuple[tuple[str, object], ...], str]] = set()
_OTHERS: dict[Path, list[str]] = {}  # each catalogues' directory: its languages but English


def check_renders(renderer: Localizer, message: Message) -> None:
    """The message renders without a problem in English and in one other language, each in turn (every
    message of every language is rendered with sample arguments by the locale tests; here the arguments
    are those of real play, and the languages take turns so thirteen cost little more than two)."""
    others = _OTHERS.get(renderer.directory)
    if others is None:
        others = _OTHERS[renderer.directory] = [locale for locale in renderer.locales if locale != "en"]
    said = (message.id, tuple(message.args.items()))
    for locale in ("en", others[next(_TURNS) % len(others)]) if others else ("en",):
        key = (str(renderer.directory), *said, locale)
        if key in _CHECKED:
            continue
        _CHECKED.add(key)
        text, problems = renderer.render_checked(message, locale)
        assert not problems, problems
        assert text.strip(), message


def check_outcome(outcome: Outcome, table: TableGame, renderer: Localizer | None) -> None:
    assert isinstance(outcome, Outcome)
    for announcement in outcome.announcements:
        assert isinstance(announcement, Announcement)
        audience = announcement.audience
        assert audience.seats or audience.spectator_perspectives, announcement
        _check_message(announcement.message)
    for reply in outcome.replies:
        _check_message(reply)
    if renderer is not None:
        for message in [a.message for a in outcome.announcements] + list(outcome.replies):
            check_renders(renderer, message)
    if outcome.focus is not None:
        grid = table.grid(Viewer.spectator(0))
        assert 0 <= outcome.focus < len(grid.cells)


def check_round_trip(table: TableGame) -> str:
    """snapshot is JSON data; restore(snapshot) snapshots the same. Returns the snapshot as JSON text."""
    text = json.dumps(table.snapshot(), sort_keys=True)
    again = type(table).restore(json.loads(text))
    assert json.dumps(again.snapshot(), sort_keys=True) == text
    return text


def play_random_game(
    game: GameUnderTest,
    seed: int,
    *,
    renderer: Localizer | None = None,
    deep: bool = True,
    max_commands: int = 50_000,
) -> tuple[TableGame, GameStats]:
    """Plays one seeded random game to its end, checking the interface's promises along the way.

    ``deep`` checks every command (snapshot unchanged on refusal, round trip, views); otherwise the
    cheap checks run on every command and the expensive ones every ``THOROUGH_EVERY`` commands and at
    the end.
    """
    rng = random.Random(seed)
    table = game.make(seed)
    stats = GameStats()
    start = table.start()
    check_outcome(start, table, renderer)
    # The table's snapshot as JSON text while the table is known not to have changed since it was taken (a
    # refusal and a spectator's probe are each checked to change nothing): the snapshot of a long match is
    # large, and taking it again would only give the same text.
    known: str | None = None
    while not table.finished:
        assert stats.commands < max_commands, "the game does not end"
        viewer, command = game.choose(table, rng)
        thorough = deep or stats.commands % THOROUGH_EVERY == 0
        before = None
        if thorough:
            before = known if known is not None else json.dumps(table.snapshot(), sort_keys=True)
        try:
            outcome = table.handle(viewer, command)
        except TableRefusal as refusal:
            stats.refusals += 1
            _check_message(refusal.message)
            if renderer is not None:
                check_renders(renderer, refusal.message)
            if before is not None:
                assert json.dumps(table.snapshot(), sort_keys=True) == before, "a refusal changed the table"
            known = before
            continue
        known = None
        stats.commands += 1
        stats.announcements += len(outcome.announcements)
        stats.messages.update(a.message.id for a in outcome.announcements)
        stats.messages.update(reply.id for reply in outcome.replies)
        check_outcome(outcome, table, renderer)
        if before is not None and not outcome.changed:
            assert json.dumps(table.snapshot(), sort_keys=True) == before, "unchanged, yet changed"
        if thorough:
            check_views(table, renderer)
            spectator_before = check_round_trip(table)
            for perspective in range(table.declaration.seats):
                try:
                    table.handle(Viewer.spectator(perspective), game.spectator_probe)
                except TableRefusal:
                    pass
                else:
                    raise AssertionError("a spectator was allowed to act")
            known = json.dumps(table.snapshot(), sort_keys=True)
            assert known == spectator_before
    assert table.bot_turn() is None
    check_views(table, renderer)
    check_round_trip(table)
    if game.rebuild is not None:
        rebuilt = game.rebuild(table)
        assert json.dumps(rebuilt.snapshot(), sort_keys=True) == json.dumps(table.snapshot(), sort_keys=True)
    return table, stats
