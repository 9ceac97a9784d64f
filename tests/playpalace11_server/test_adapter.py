"""Our game inside PlayPalace 11's own server (``conftest.py`` installs it into a copy of the shared one).

Everything goes through PlayPalace's code: its ``Server`` and ``TableManager`` create the table and tick it,
its ``Table.handle_event`` carries a person's menu choices and keys (the packets its clients send), its
``Bot`` users sit at the table, and its SQLite ``Database`` saves the tables at shutdown and a second
``Server`` loads them at start. Our table's dice are seeded (``TableBackgammonGame.dice_source``).
"""

from __future__ import annotations

import ast
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from playpalace_backgammon.rules import Phase, Position
from playpalace_backgammon.rules.dice import SeededDice
from playpalace_backgammon.rules.plays import legal_plays
from playpalace_backgammon.table.interface import Message, Viewer

pytestmark = pytest.mark.slow(10)  # seconds on an idle machine (with its folder, run together)

GAME_TYPE = "playpalace_backgammon"
PACKAGE = Path(__file__).resolve().parents[2] / "playpalace_backgammon"


@pytest.fixture
def game_class(playpalace_server: ModuleType, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    cls = playpalace_server.get_game_class(GAME_TYPE)
    assert cls is not None and cls.__name__ == "TableBackgammonGame"
    seeds = iter(range(1000, 100000))
    monkeypatch.setattr(cls, "dice_source", staticmethod(lambda: SeededDice(next(seeds))))  # put back after
    yield cls


def _server(path: Path) -> Any:
    """PlayPalace's ``Server`` on a SQLite file, connected; its catalogues stay compiled (each ``Server``
    initialises PlayPalace's localisation again, and compiling English takes seconds)."""
    from server.core.server import Server
    from server.messages.localization import Localization

    compiled = dict(Localization._bundles)
    server = Server(db_path=str(path), locales_dir=Path(_locales()))
    Localization._bundles.update(compiled)
    server._db.connect()
    return server


def _locales() -> str:
    from server.messages.localization import Localization

    assert Localization._locales_dir is not None
    return str(Localization._locales_dir)


def _create_table(server: Any, host: Any, game_class: Any) -> Any:
    """What PlayPalace's server does for "create table" in a game's menu."""
    table = server._tables.create_table(GAME_TYPE, host.username, host)
    game = game_class()
    table.game = game
    game._table = table
    game.initialize_lobby(host.username, host)
    return table


def _choose(table: Any, user: Any, selection_id: str, menu_id: str = "turn_menu") -> None:
    table.handle_event(user.username, {"type": "menu", "menu_id": menu_id, "selection_id": selection_id})


def _press(table: Any, user: Any, key: str, item: str | None = None, **modifiers: bool) -> None:
    event = {"type": "keybind", "key": key, "menu_item_id": item, **modifiers}
    table.handle_event(user.username, event)


def _spoken(user: Any, since: int = 0) -> list[str]:
    return [text for text in user.get_spoken_messages()[since:]]


def _render(message: Message) -> str:
    from playpalace_backgammon.adapters.playpalace11.speech import render

    return render(message, "en")


def test_the_game_is_registered_and_named_from_our_catalogue(playpalace_server: ModuleType) -> None:
    from server.messages.localization import Localization

    cls = playpalace_server.get_game_class(GAME_TYPE)
    assert Localization.get("en", cls.get_name_key()) == "Backgammon (full rules)"
    written = Path(_locales()) / "pt" / "playpalace-backgammon.ftl"  # PlayPalace's pt is our pt-BR
    assert written.read_text(encoding="utf-8").endswith(f"game-name-{GAME_TYPE} = Gamão (regras completas)\n")
    own = playpalace_server.get_game_class("backgammon")
    assert own is not None and own is not cls  # PlayPalace's own backgammon is still there


def test_bots_play_a_whole_match_saved_and_loaded_by_a_restart_mid_match(
    game_class: Any, tmp_path: Path
) -> None:
    from server.core.users.test_user import MockUser

    database = tmp_path / "playpalace.db"
    server = _server(database)
    alice = MockUser("alice")
    table = _create_table(server, alice, game_class)
    game = table.game
    # The host sets a 3-point match (a list of values, as PlayPalace shows it), watches, adds two bots.
    _choose(table, alice, "bg-option-match_length")
    assert alice.menus["action_input_menu"]["items"][2].text == "3"
    _choose(table, alice, "3", menu_id="action_input_menu")
    assert json.loads(game.bg_options) == {"match_length": 3}
    _choose(table, alice, "toggle_spectator")
    for name in ("Ann", "Ben"):
        _choose(table, alice, "add_bot")
        table.handle_event("alice", {"type": "editbox", "input_id": "action_input_editbox", "text": name})
    assert [p.name for p in game.get_active_players()] == ["Ann", "Ben"]
    _choose(table, alice, "start_game")
    assert game.status == "playing" and game.bg_names == ["Ann", "Ben"]

    ticks = 0
    while len(game.bg_commands) < 40:
        server._tables.on_tick()
        ticks += 1
        assert ticks < 5000
    before = game.table.snapshot()
    server._save_tables()  # PlayPalace's shutdown: every table's game as JSON in its database
    server._db.close()

    restarted = _server(database)
    restarted._load_tables()  # PlayPalace's start: from_json, rebuild_runtime_state, keybinds, bots
    [loaded] = restarted._tables.get_all_tables()
    resumed = loaded.game
    assert type(resumed) is game_class and resumed is not game
    assert resumed.table.snapshot() == before  # the match, the turn in progress, every die and command
    spectator = resumed.get_player_by_name("alice")
    resumed.attach_user(spectator.id, alice)  # alice logs in again
    heard = len(alice.get_spoken_messages())
    while resumed.status == "playing":
        restarted._tables.on_tick()
        ticks += 1
        assert ticks < 60000, "the match did not finish"
    table_after = resumed.table
    assert table_after.finished and max(table_after.score()) >= 3
    assert len(resumed.bg_commands) > len(before["log"])
    lines = _spoken(alice, heard)
    assert any(" wins the match" in line for line in lines), lines[-5:]
    end = alice.menus["game_over"]["items"]
    assert end[0].text == _render(table_after.handle(Viewer.spectator(0), _score_command()).replies[0])


def test_gnubg_levels_decide_in_our_workers_and_no_tick_waits_for_them(
    game_class: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from server.core.users.test_user import MockUser

    from playpalace_backgammon.adapters.playpalace11 import engine

    asked: list[str] = []
    ask = engine.ask
    monkeypatch.setattr(engine, "ask", lambda request: asked.append(request.level.value) or ask(request))
    server = _server(tmp_path / "playpalace.db")
    alice = MockUser("alice")
    table = _create_table(server, alice, game_class)
    game = table.game
    _choose(table, alice, "bg-option-bot_level")
    offered = [item.text for item in alice.menus["action_input_menu"]["items"]]
    assert {"GNUBG 0-ply", "GNUBG 1-ply", "GNUBG 2-ply"} <= set(offered), offered
    assert "Chaos" not in offered  # a level for fun and tests, which hosts are not offered
    _choose(table, alice, "GNUBG 0-ply", menu_id="action_input_menu")
    assert json.loads(game.bg_options) == {"bot_level": "gnubg_0ply"}
    _choose(table, alice, "toggle_spectator")
    for name in ("Ann", "Ben"):
        _choose(table, alice, "add_bot")
        table.handle_event("alice", {"type": "editbox", "input_id": "action_input_editbox", "text": name})
    _choose(table, alice, "start_game")
    waiting_ticks = 0
    for _ in range(100_000):
        if game.status != "playing":
            break
        logged = len(game.bg_commands)
        server._tables.on_tick()
        if len(game.bg_commands) == logged and game._bot_thinking is not None:
            waiting_ticks += 1  # the tick returned while gnubg was still deciding
            time.sleep(0.002)
    table_after = game.table
    assert table_after.finished, "the match did not finish"
    assert asked and set(asked) == {"gnubg_0ply"}  # every move and cube decision went to gnubg
    assert waiting_ticks > 0
    assert engine._pool and all(pid != os.getpid() for pid in engine._pool[0]._processes)
    engine.close()


def _score_command() -> Any:
    from playpalace_backgammon.table.actions import ActionId
    from playpalace_backgammon.table.interface import Command

    return Command(ActionId.STATUS_SCORE)


def test_a_person_plays_a_whole_game_by_menu_choices_and_keys(game_class: Any, tmp_path: Path) -> None:
    from server.core.users.test_user import MockUser

    server = _server(tmp_path / "playpalace.db")
    alice = MockUser("alice")
    table = _create_table(server, alice, game_class)
    game = table.game
    _choose(table, alice, "add_bot")
    table.handle_event("alice", {"type": "editbox", "input_id": "action_input_editbox", "text": "Ann"})
    _choose(table, alice, "start_game")
    board = alice.menus["turn_menu"]
    flags = (board["multiletter"], board["escape_behavior"].value, board["grid_enabled"], board["grid_width"])
    assert flags == (False, "keybind", True, 12)
    assert [item.id for item in board["items"]] == [f"cell-{n}" for n in range(24)]
    seat = game.bg_seat_ids.index(next(p.id for p in game.players if p.name == "alice"))
    me = Viewer.player(seat)

    # Every status key answers as at our own server: the table's own reply, in our words.
    for key, shift in [("e", False), ("d", False), ("p", False), ("s", False), ("c", False), ("t", False),
                       ("i", False), ("h", False), ("h", True)]:
        expected = [_render(m) for m in _replies(game.table, me, key, shift)]
        mark = len(alice.get_spoken_messages())
        _press(table, alice, key, "cell-3", shift=shift)
        assert _spoken(alice, mark) == expected, key

    ticks = 0
    while game.status == "playing":
        ticks += 1
        assert ticks < 60000, "the game did not finish"
        our_table = game.table
        turn = our_table.bot_turn()
        if turn is None or turn.seat != seat:
            server._tables.on_tick()
            continue
        context = turn.context
        if context.kind.name == "MOVE":
            plan = our_table.point_commands_for_play(seat, context.legal_plays[0])
            for command in plan:
                _choose(table, alice, f"cell-{command.cell}")  # Enter on that point
        elif context.kind.name == "TAKE_OR_DROP":
            _press(table, alice, "y", "cell-0")
        else:  # roll (Enter on any point), end of turn, or an offer to answer
            mark = len(alice.get_spoken_messages())
            _choose(table, alice, "cell-5")
            if our_table.match.phase is Phase.MOVING:
                assert any(line.startswith("You roll") for line in _spoken(alice, mark))
            elif our_table.bot_turn() == turn:
                _press(table, alice, "y", "cell-0")
    assert game.table.finished
    assert game.status == "finished" and "game_over" in alice.menus


def _replies(table: Any, viewer: Viewer, key: str, shift: bool) -> tuple[Message, ...]:
    """What our table answers for a key now, asked of a copy (the real one must not change)."""
    from playpalace_backgammon.table.backgammon import BackgammonTable
    from playpalace_backgammon.table.interface import Key, TableRefusal

    copy = BackgammonTable.restore(json.loads(json.dumps(table.snapshot())))
    command = copy.command_for_key(viewer, Key(key, shift=shift), 3)
    assert command is not None
    try:
        return copy.handle(viewer, command).replies
    except TableRefusal as refusal:
        return (refusal.message,)


# A position where PlayPalace's own backgammon lets red strand a die: red (on roll with 6-1) has one checker
# on its 14-point, one on its 5-point and thirteen on its 1-point; white holds red's 7-point. 14/8 then 5/4
# plays both dice; 14/13 first leaves the 6 unplayable (13/7 is blocked, no bearing off with a checker out).
# PlayPalace's must_use_both_dice only asks whether some order plays both, then accepts any first move.
RED = {13: 1, 4: 1, 0: 13}  # PlayPalace board indexes (red's point - 1) -> red checkers
WHITE = {6: 2, 8: 1, 10: 1, 14: 1, 16: 1, 23: 9}  # indexes -> white checkers


def _playpalace_board() -> list[int]:
    board = [0] * 24
    for index, count in RED.items():
        board[index] = count
    for index, count in WHITE.items():
        board[index] = -count
    return board


def test_a_stranded_die_playpalaces_own_backgammon_allows_is_refused_by_ours(
    game_class: Any, tmp_path: Path
) -> None:
    from server.core.users.test_user import MockUser
    from server.games.backgammon.moves import must_use_both_dice
    from server.games.backgammon.state import build_initial_game_state

    # The rules: both dice can be played, so the whole roll must be played.
    mover = [0] * 26
    opponent = [0] * 26
    for index, count in RED.items():
        mover[index + 1] = count
    for index, count in WHITE.items():
        opponent[24 - index] = count
    position = Position(mover, opponent)
    assert all(len(play.steps) == 2 for play in legal_plays(position, (6, 1)))
    state = build_initial_game_state()
    state.board.points = _playpalace_board()
    assert must_use_both_dice(state, "red", [6, 1]) is None  # PlayPalace sees it too but does not hold to it

    # PlayPalace's own backgammon, driven the same way: 14/13 is accepted and the 6 is lost.
    own_server = _server(tmp_path / "own.db")
    bob, carol = MockUser("bob"), MockUser("carol")
    own_table = own_server._tables.create_table("backgammon", "bob", bob)
    own = own_server._tables.get_table(own_table.table_id)
    from server.games.backgammon.game import BackgammonGame

    theirs = BackgammonGame()
    own.game = theirs
    theirs._table = own
    theirs.initialize_lobby("bob", bob)
    theirs.add_player("carol", carol)
    own.add_member("carol", carol)
    theirs.on_start()
    red = theirs._get_player_by_color("red")
    gs = theirs.game_state
    gs.board.points = _playpalace_board()
    gs.current_color, gs.turn_phase, gs.dice, gs.dice_used = "red", "moving", [6, 1], [False, False]
    theirs.current_player = red
    theirs._check_forced_dice()
    red_user = bob if red.name == "bob" else carol
    own.handle_event(red_user.username, {"type": "menu", "menu_id": "turn_menu", "selection_id": "point_13"})
    own.handle_event(red_user.username, {"type": "menu", "menu_id": "turn_menu", "selection_id": "point_12"})
    assert gs.board.points[12] == 1 and gs.current_color == "white"  # moved 14/13; the 6 never played

    # Ours, at the same position through the same server code: the same two choices, and 14/13 is refused.
    alice = MockUser("alice")
    table = _create_table(_server(tmp_path / "ours.db"), alice, game_class)
    game = table.game
    dan = MockUser("dan")
    game.add_player("dan", dan)
    table.add_member("dan", dan)
    _choose(table, alice, "start_game")
    seat = game.bg_seat_ids.index(next(p.id for p in game.players if p.name == "alice"))
    _put_position(game, seat, position)
    grid = game.table.grid(Viewer.player(seat))
    cell_14, cell_13 = _cell_of(grid, 14), _cell_of(grid, 13)
    _choose(table, alice, f"cell-{cell_14}")
    mark = len(alice.get_spoken_messages())
    _choose(table, alice, f"cell-{cell_13}")
    refusal = _spoken(alice, mark)
    assert refusal and "whole roll" in refusal[-1], refusal
    assert game.table.match.position == position and game.table.match.turn == seat
    assert game.table.match.phase is Phase.MOVING


def _cell_of(grid: Any, point: int) -> int:
    """The cell of a point in a player's grid (cells 0-11: points 13-24; 12-23: points 12 down to 1)."""
    cell = point - 13 if point >= 13 else 12 + (12 - point)
    assert grid.cells[cell].label.args["point"] == point
    return cell


def _put_position(game: Any, seat: int, position: Position) -> None:
    """The table at ``position``, ``seat`` to move with 6-1 (a table saved there, loaded into the game)."""
    from playpalace_backgammon.table.backgammon import BackgammonTable

    data = game.table.snapshot()
    match = data["match"]
    match.update(phase=Phase.MOVING.value, turn=seat, dice=[6, 1], cube_owner=None,
                 position=[list(position.mover), list(position.opponent)])
    data["turn"], data["selected"] = None, None
    game._bg = BackgammonTable.restore(data)


def test_nothing_else_in_the_package_imports_the_adapters() -> None:
    for path in PACKAGE.rglob("*.py"):
        if "adapters" in path.relative_to(PACKAGE).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""] + [alias.name for alias in node.names]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            assert not any("adapters" in name.split(".") for name in names), path
