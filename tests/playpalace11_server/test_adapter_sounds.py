"""Our table's sounds inside PlayPalace 11's own server: each moment's sound reaches a player just before
its words, named as a file of the pack PlayPalace's clients ship (the names our own server sends them), and
the board's points carry their token sounds in PlayPalace's menu items."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playpalace_backgammon.rules import Phase
from playpalace_backgammon.table.interface import Viewer
from playpalace_backgammon.table.presentation.sound_files import PLAYPALACE_SOUNDS, playpalace_sound_name
from playpalace_backgammon.table.presentation.sounds import Sound

from .test_adapter import _choose, _create_table, _server, game_class  # noqa: F401 - game_class: a fixture


def test_a_player_hears_the_moments_sounds_before_their_words_and_the_points_carry_theirs(
    game_class: Any, tmp_path: Path  # noqa: F811
) -> None:
    from server.core.users.test_user import MockUser

    server = _server(tmp_path / "playpalace.db")
    alice = MockUser("alice")
    table = _create_table(server, alice, game_class)
    game = table.game
    _choose(table, alice, "add_bot")
    table.handle_event("alice", {"type": "editbox", "input_id": "action_input_editbox", "text": "Ann"})
    started = len(alice.messages)  # PlayPalace's own lobby sounds (a player joins) come before
    _choose(table, alice, "start_game")
    seat = game.bg_seat_ids.index(next(p.id for p in game.players if p.name == "alice"))
    bot_moved = False
    for _ in range(5000):  # until the bot has moved and it is alice's turn again; alice plays her turns
        turn = game.table.bot_turn()
        if turn is None or turn.seat != seat:
            bot_moved = bot_moved or (turn is not None and game.table.match.phase is Phase.MOVING)
            server._tables.on_tick()
        elif bot_moved:
            break
        elif turn.context.kind.name == "MOVE":
            for command in game.table.point_commands_for_play(seat, turn.context.legal_plays[0]):
                _choose(table, alice, f"cell-{command.cell}")
        else:
            _choose(table, alice, "cell-5")  # Enter: roll, or end the turn
    else:
        raise AssertionError("the bot never moved")

    events = [(m.type, m.data.get("name") or m.data.get("text")) for m in alice.messages[started:]
              if m.type in ("play_sound", "speak")]
    sounds = [name for kind, name in events if kind == "play_sound"]
    known = {name: sound for sound, (takes, _) in PLAYPALACE_SOUNDS.items() for name in takes}
    assert sounds and all(name in known for name in sounds), sounds
    assert any(known[name] is Sound.ROLL for name in sounds)  # the opening roll
    assert any(known[name] is Sound.MOVE for name in sounds)  # a checker moved
    # Each sound comes just before the words of its moment.
    for index, (kind, _) in enumerate(events):
        if kind == "play_sound":
            assert events[index + 1][0] == "speak", events[index:index + 2]

    items = alice.menus["turn_menu"]["items"]
    cells = game.table.grid(Viewer.player(seat)).cells
    assert [item.sound for item in items] == [
        playpalace_sound_name(cell.sound) if cell.sound is not None else None for cell in cells]
    assert sum(1 for item in items if item.sound) >= 8  # every point with checkers
