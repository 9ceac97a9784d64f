"""After the match: Rematch and Leave the table on the board (not behind Escape only), and a rematch that
keeps the seats, options, privacy and spectators and starts a new match at a new table. The core without
I/O, with the real table and seeded dice."""

from __future__ import annotations

import json

from playpalace_backgammon.host.tables.core.room_effects import (
    AppendLog,
    Closed,
    Departed,
    Rematch,
    SaveTable,
    Say,
)
from playpalace_backgammon.host.tables.core.room_events import (
    AskRematch,
    Join,
    Leave,
    SetOption,
    Start,
    Submit,
    Watch,
)
from playpalace_backgammon.host.tables.core.room_status import RoomStatus
from playpalace_backgammon.host.tables.core.seats import SeatKind
from playpalace_backgammon.host.tables.room_menus import (
    LEAVE_ITEM,
    REMATCH_ITEM,
    BoardLayout,
    BoardViews,
    actions_menu_items,
)
from playpalace_backgammon.table.interface import Viewer

from .test_room_core import ANN, BOB, CAT, Harness
from .test_room_menus import render


def finish_against_bot(h: Harness) -> None:
    """Ann plays her first legal play each turn against the bot until the match is over."""
    h.until_ann_moves(h.with_bot())
    for _ in range(400):
        if h.core.status is RoomStatus.FINISHED:
            return
        h.until_ann_moves(h.play_human_turn())
    raise AssertionError("the match never ended")


def finish_between_people(h: Harness) -> None:
    """Ann and Bob, both people, play their first legal plays until the match is over."""
    h.feed(Join(ANN, "ann"))
    h.feed(Join(BOB, "bob"))
    h.feed(SetOption(ANN, "verbose", True))
    h.feed(Start(ANN))
    table = h.core.table
    assert table is not None
    for _ in range(3000):
        if h.core.status is RoomStatus.FINISHED:
            return
        turn = table.bot_turn()
        assert turn is not None
        member = (ANN, BOB)[turn.seat]
        plays = turn.context.legal_plays
        commands = (table.commands_for_play(turn.seat, plays[0]) if plays
                    else table.commands_for_answer(turn.seat, False))
        for command in commands:
            h.feed(Submit(member, command))
    raise AssertionError("the match never ended")


def board_ids(h: Harness, viewer: Viewer, layout: BoardLayout) -> list[str]:
    frame = BoardViews().board(h.core, viewer, "en", False, None, render, layout)[2]
    return [item["id"] for item in json.loads(frame)["items"]]


def test_after_the_match_the_board_offers_rematch_and_leave_to_every_client() -> None:
    h = Harness()
    finish_against_bot(h)
    assert "room-match-over-choices" in h.heard(ANN)
    for layout in BoardLayout:
        assert board_ids(h, Viewer.player(0), layout)[-2:] == [REMATCH_ITEM, LEAVE_ITEM]
    h.feed(Watch(CAT, "cat"))
    assert board_ids(h, Viewer.spectator(0), BoardLayout.CELLS)[-1] == LEAVE_ITEM
    assert REMATCH_ITEM not in board_ids(h, Viewer.spectator(0), BoardLayout.CELLS)
    assert REMATCH_ITEM in [item for item, _ in actions_menu_items(h.core, ANN, render)]


def test_against_a_bot_rematch_opens_a_new_table_with_the_same_seats_and_options_and_starts_it() -> None:
    h = Harness(match_length=1, verbose=True)
    finish_against_bot(h)
    h.feed(Watch(CAT, "cat"))
    h.core.spectators[CAT] = 1
    effects = h.feed(AskRematch(ANN))
    assert isinstance(effects[0], Rematch)
    assert {e.member for e in effects if isinstance(e, Departed)} == {ANN, CAT}
    assert not any(e.to_lobby for e in effects if isinstance(e, Departed))
    assert isinstance(effects[-1], Closed) and h.core.status is RoomStatus.CLOSED
    new = h.core.rematch("t2", 2)
    assert new.id == "t2" and new.status is RoomStatus.WAITING and new.host == "ann"
    assert new.options == h.core.options and new.options["verbose"] is True
    assert [(s.kind, s.username, s.member) for s in new.seats] == [
        (SeatKind.HUMAN, "ann", ANN), (SeatKind.BOT, "Bot 2", None)]  # the bot keeps its name
    assert new.spectators == {CAT: 1}
    started = new.begin()
    assert new.status is RoomStatus.PLAYING and new.table is not None and not new.table.finished
    (entry,) = [e.entry for e in started if isinstance(e, AppendLog)]
    assert entry["start"] is True
    assert any(isinstance(e, SaveTable) for e in started)
    said = [e.message.id for e in started if isinstance(e, Say) and ANN in e.members]
    assert said[0] == "room-rematch-starting" and len(said) > 1


def test_between_people_both_must_ask_and_each_hears_the_other_asked() -> None:
    h = Harness()
    finish_between_people(h)
    first = h.feed(AskRematch(BOB))
    assert h.heard(BOB, first) == ["room-rematch-waiting"] and h.heard(ANN, first) == ["room-rematch-asked"]
    assert not any(isinstance(e, Rematch) for e in first)
    item = dict(actions_menu_items(h.core, ANN, render))[REMATCH_ITEM]
    assert "bob" in item  # Ann's Rematch item says Bob asked
    again = h.feed(AskRematch(BOB))  # asking twice changes nothing
    assert not any(isinstance(e, Rematch) for e in again)
    assert any(isinstance(e, Rematch) for e in h.feed(AskRematch(ANN)))


def test_no_rematch_before_the_end_for_spectators_or_with_a_player_gone() -> None:
    h = Harness()
    h.feed(Join(ANN, "ann"))
    h.feed(Join(BOB, "bob"))
    h.feed(Start(ANN))
    assert h.heard(ANN, h.feed(AskRematch(ANN))) == ["room-rematch-not-now"]
    h = Harness()
    finish_between_people(h)
    h.feed(Watch(CAT, "cat"))
    assert h.heard(CAT, h.feed(AskRematch(CAT))) == ["room-rematch-players-only"]
    h.feed(Leave(BOB))
    effects = h.feed(AskRematch(ANN))
    assert h.heard(ANN, effects) == ["room-rematch-player-gone"] and h.core.status is RoomStatus.FINISHED
    assert not any(isinstance(e, Rematch) for e in effects)


def test_a_tournaments_table_offers_no_rematch_and_refuses_one_asked_for() -> None:
    h = Harness(match_length=1)
    h.core.event = "e1-abcd"  # a tournament's match: the event pairs the next one
    finish_against_bot(h)
    for layout in BoardLayout:
        ids = board_ids(h, Viewer.player(0), layout)
        assert REMATCH_ITEM not in ids and ids[-1] == LEAVE_ITEM
    assert REMATCH_ITEM not in [item for item, _ in actions_menu_items(h.core, ANN, render)]
    effects = h.feed(AskRematch(ANN))  # asked all the same (a client that sends the item's id)
    assert h.heard(ANN, effects) == ["room-rematch-tournament"]
    assert not any(isinstance(e, Rematch) for e in effects) and h.core.status is RoomStatus.FINISHED
