"""The table's sounds: each moment heard as words carries its sound, from each listener's side, and each
cell of the board the sound of what stands on it."""

from __future__ import annotations

import random

from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.bot_questions.bot_context import DecisionKind
from playpalace_backgammon.table.interface import Command, Outcome, Viewer
from playpalace_backgammon.table.presentation.sounds import Sound

from .helpers import P0, P1, cell, enter, table_at
from .test_cube_and_match import INITIAL

WATCHER = Viewer.spectator(0)


def sounds_of(outcome: Outcome, viewer: Viewer, message_id: str | None = None) -> list[Sound | None]:
    return [a.sound for a in outcome.announcements
            if a.audience.includes(viewer) and (message_id is None or a.message.id == message_id)]


def test_a_roll_sounds_for_everyone_and_the_turn_only_for_its_player() -> None:
    table = table_at(INITIAL, INITIAL, None, seed=3)
    rolled = table.handle(P0, Command(ActionId.ROLL))
    for viewer in (P0, P1, WATCHER):
        assert sounds_of(rolled, viewer, "bg-rolled") == [Sound.ROLL]
    rng = random.Random(1)
    while table.match.turn == 0:
        played = Outcome()
        turn = table.bot_turn()
        assert turn is not None
        for command in table.commands_for_play(0, rng.choice(turn.context.legal_plays)):
            played = table.handle(P0, command)
    assert sounds_of(played, P1, "bg-turn-started") == [Sound.YOUR_TURN]
    assert sounds_of(played, P0, "bg-turn-started") == [None]
    assert sounds_of(played, WATCHER, "bg-turn-started") == [None]


def test_a_move_a_hit_an_entry_and_a_bear_off_each_sound_their_own() -> None:
    table = table_at({8: 2, 6: 2}, {20: 1}, (3, 2))  # Ben's blot on 20 is Ana's 5
    assert sounds_of(enter(table, P0, 8), P0) == []  # selecting a checker says nothing to others
    hit = enter(table, P0, 5)
    assert all(sound is Sound.HIT for viewer in (P0, P1, WATCHER)
               for sound in sounds_of(hit, viewer, "bg-sub-move"))
    table = table_at({25: 1, 6: 2}, {24: 2}, (3, 1))
    entered = enter(table, P0, 22)
    assert sounds_of(entered, P1, "bg-sub-move") == [Sound.ENTER]
    table = table_at({2: 1, 1: 1}, {13: 2}, (2, 1))
    enter(table, P0, 2)
    off = enter(table, P0, 2)
    assert sounds_of(off, P0, "bg-sub-move") == [Sound.BEAR_OFF]
    table = table_at(INITIAL, INITIAL, (6, 5))
    enter(table, P0, 13)
    moved = enter(table, P0, 7)
    assert sounds_of(moved, P0, "bg-sub-move") == [Sound.MOVE]


def test_the_cube_offered_taken_and_dropped() -> None:
    table = table_at(INITIAL, INITIAL, None, seed=3, match_length=5)
    offered = table.handle(P0, Command(ActionId.DOUBLE))
    assert sounds_of(offered, P1, "bg-double-offered") == [Sound.DOUBLE]
    assert sounds_of(offered, WATCHER, "bg-double-offered") == [Sound.DOUBLE]
    assert sounds_of(table.handle(P1, Command(ActionId.TAKE)), P0, "bg-double-taken") == [Sound.TAKE]
    table = table_at(INITIAL, INITIAL, None, seed=3, match_length=5)
    table.handle(P0, Command(ActionId.DOUBLE))
    dropped = table.handle(P1, Command(ActionId.DROP))
    assert sounds_of(dropped, P0, "bg-double-dropped") == [Sound.DROP]
    assert sounds_of(dropped, P0, "bg-game-won") == [Sound.GAME_WON]
    assert sounds_of(dropped, P1, "bg-game-won") == [Sound.GAME_LOST]
    assert sounds_of(dropped, WATCHER, "bg-game-won") == [Sound.GAME_WON]


def test_the_match_won_and_lost_each_from_its_side() -> None:
    table = table_at({1: 1}, {13: 2}, (2, 1))  # a 1-point match: Ana bears off her last checker
    enter(table, P0, 1)
    won = enter(table, P0, 1)  # Enter again on the selected checker bears it off
    assert table.finished
    assert sounds_of(won, P0, "bg-match-won") == [Sound.MATCH_WON]
    assert sounds_of(won, P1, "bg-match-won") == [Sound.MATCH_LOST]
    assert sounds_of(won, P1, "bg-game-won") == [Sound.GAME_LOST]
    assert sounds_of(won, WATCHER, "bg-match-won") == [Sound.MATCH_WON]


def test_board_cells_sound_by_what_stands_there_from_the_listener_side() -> None:
    table = table_at({8: 1, 6: 5}, {24: 1, 13: 2}, (3, 1))  # Ben's 24 is Ana's 1, his 13 her 12
    ana, ben, watching_ben = table.grid(P0), table.grid(P1), table.grid(Viewer.spectator(1))
    assert ana.cells[cell(8)].sound is Sound.OWN_BLOT and ana.cells[cell(6)].sound is Sound.OWN_POINT
    assert ana.cells[cell(1)].sound is Sound.OTHER_BLOT and ana.cells[cell(12)].sound is Sound.OTHER_POINT
    assert ana.cells[cell(2)].sound is None
    assert ben.cells[cell(17)].sound is Sound.OTHER_BLOT and ben.cells[cell(24)].sound is Sound.OWN_BLOT
    assert watching_ben.cells[cell(13)].sound is Sound.OWN_POINT  # a spectator hears from the side watched


def test_a_whole_match_sounds_its_moments_and_never_in_place_of_words() -> None:
    table = table_at(INITIAL, INITIAL, None, seed=11, match_length=3)
    rng = random.Random(4)
    heard: dict[int, set[Sound]] = {0: set(), 1: set()}
    steps = 0
    while not table.finished and steps < 5000:
        steps += 1
        turn = table.bot_turn()
        assert turn is not None
        seat, context = turn.seat, turn.context
        if context.kind is DecisionKind.MOVE:
            commands = table.commands_for_play(seat, rng.choice(context.legal_plays))
        else:
            may = context.kind is not DecisionKind.ROLL_OR_DOUBLE or context.may_double
            yes = rng.random() < 0.3 and may
            commands = table.commands_for_answer(seat, yes or context.kind is DecisionKind.END_TURN)
        for command in commands:
            outcome = table.handle(Viewer.player(seat), command)
            for announcement in outcome.announcements:
                assert announcement.message.id  # a sound always comes with words
                for listener in (0, 1):
                    if announcement.sound and announcement.audience.includes(Viewer.player(listener)):
                        heard[listener].add(announcement.sound)
    assert table.finished
    both = {Sound.ROLL, Sound.MOVE, Sound.YOUR_TURN, Sound.DOUBLE}
    assert both <= heard[0] and both <= heard[1], heard
    ends = {Sound.GAME_WON, Sound.GAME_LOST, Sound.MATCH_WON, Sound.MATCH_LOST}
    assert ends <= heard[0] | heard[1] and not ends <= heard[0]  # each end heard from its own side
