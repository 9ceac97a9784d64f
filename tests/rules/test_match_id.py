"""GNU Backgammon's match ID: round trips, refusals, and agreement with the real gnubg.

gnubg runs only in a worker process started with spawn (it crashes off a main thread). States come from
seeded random matches (lengths 1, 3, 5, 7: cube turned, doubles pending, resignations, Crawford and
post-Crawford games). Three checks against gnubg: our ID equals gnubg's own encoding of the same fields;
gnubg reads our full ID back into the same board, cube, score and dice (only for states gnubg can set: a
game in play with no offer pending); and gnubg, set to a state and given the same commands (double, take,
pass, resign, accept, reject, the play), reaches the IDs our match reaches, game ends and match ends included.
"""

from __future__ import annotations

import multiprocessing
import random
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playpalace_backgammon.rules import (
    OFF,
    GameState,
    InvalidMatchIdError,
    InvalidPositionError,
    Match,
    MatchIdFields,
    MatchOptions,
    Phase,
    ReplayDice,
    ResultKind,
    SeededDice,
    decode_match_id,
    encode_match_id,
    other,
)
from playpalace_backgammon.rules import commands as c

# IDs written by gnubg itself in a worker of this suite (see each comment for how it got there).
KNOWN = {
    # "new match 7", both players human: player 0 opened with 32.
    "MIHpAAAAAAAE": MatchIdFields(game_state=GameState.PLAYING, dice=(3, 2), match_length=7),
    # "new session" (money, Jacoby on by default): player 1 opened with 41.
    "cAkGAAAAAAAA": MatchIdFields(player_on_roll=1, turn=1, dice=(4, 1), jacoby=True),
    # 7-point match at 2-3, player 0 owns a 2-cube and doubles: player 1 to answer.
    "ARngACAAGAAE": MatchIdFields(cube_value=2, cube_owner=0, turn=1, double_offered=True, match_length=7,
                                  score=(2, 3)),
    # ... and player 1 passes: player 0 wins 2 points.
    "AQzgAEAAGAAE": MatchIdFields(cube_value=2, cube_owner=0, turn=1, game_state=GameState.DROPPED,
                                  match_length=7, score=(4, 3)),
    # Player 1 on roll at 2-3 rolls 65, resigns a single game and player 0 accepts.
    "QSP3AEAAGAAE": MatchIdFields(cube_value=2, cube_owner=0, player_on_roll=1, turn=0,
                                  game_state=GameState.RESIGNED, resignation=ResultKind.SINGLE, dice=(6, 5),
                                  match_length=7, score=(4, 3)),
}


@pytest.mark.parametrize("text", sorted(KNOWN))
def test_ids_written_by_gnubg_decode_to_their_fields_and_back(text: str) -> None:
    assert decode_match_id(text) == KNOWN[text]
    assert encode_match_id(KNOWN[text]) == text


@st.composite
def any_fields(draw: st.DrawFn) -> MatchIdFields:
    length = draw(st.integers(0, 64))
    state = draw(st.sampled_from(list(GameState)))
    over = state in (GameState.OVER, GameState.RESIGNED, GameState.DROPPED)
    top = (1 << 15) - 1 if not length or over else length
    return MatchIdFields(
        cube_value=1 << draw(st.integers(0, 15)),
        cube_owner=draw(st.sampled_from([None, 0, 1])),
        player_on_roll=draw(st.integers(0, 1)),
        crawford=bool(length) and draw(st.booleans()),
        game_state=state,
        turn=draw(st.integers(0, 1)),
        double_offered=draw(st.booleans()),
        resignation=draw(st.sampled_from([None, *ResultKind])),
        dice=draw(st.one_of(st.just((0, 0)), st.tuples(st.integers(1, 6), st.integers(1, 6)))),
        match_length=length,
        score=(draw(st.integers(0, top)), draw(st.integers(0, top))),
        jacoby=draw(st.booleans()),
    )


@settings(max_examples=500, deadline=None)
@given(any_fields())
def test_every_field_survives_a_round_trip(fields: MatchIdFields) -> None:
    text = encode_match_id(fields)
    assert len(text) == 12
    assert decode_match_id(text) == fields
    assert encode_match_id(decode_match_id(text)) == text


def test_dice_are_written_larger_first_as_gnubg_does() -> None:
    assert MatchIdFields(dice=(2, 5)).dice == (5, 2)
    assert encode_match_id(MatchIdFields(dice=(2, 5))) == encode_match_id(MatchIdFields(dice=(5, 2)))


def _with_bits(text: str, first: int, width: int, value: int) -> str:
    """``text`` with bits [first, first+width) of its key replaced by ``value``."""
    import base64

    key = int.from_bytes(base64.b64decode(text), "little")
    key = key & ~(((1 << width) - 1) << first) | value << first
    return base64.b64encode(key.to_bytes(9, "little")).decode()


GOOD = "ARngACAAGAAE"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "malformed-id"),
        (GOOD[:11], "malformed-id"),
        (GOOD + "A", "malformed-id"),
        ("ARngACAAGAA=", "malformed-id"),
        ("ARngACAAGA!E", "malformed-id"),
        ("ARngACAAGAAé", "malformed-id"),
        (_with_bits(GOOD, 67, 5, 1), "malformed-id"),  # the unused last bits
        (_with_bits(GOOD, 4, 2, 2), "bad-cube-owner"),
        (_with_bits(GOOD, 8, 3, 5), "bad-game-state"),
        (_with_bits(GOOD, 8, 3, 7), "bad-game-state"),
        (_with_bits(_with_bits(GOOD, 15, 3, 7), 18, 3, 1), "bad-dice"),
        (_with_bits(GOOD, 15, 3, 4), "bad-dice"),  # one die rolled, the other not
        (_with_bits(GOOD, 21, 15, 65), "bad-match-length"),
        (_with_bits(GOOD, 36, 15, 8), "bad-score"),  # 8 in a 7-point match still being played
        (_with_bits(_with_bits(GOOD, 21, 15, 0), 7, 1, 1), "crawford-in-money-game"),
    ],
)
def test_malformed_ids_are_refused_with_a_reason(text: str, reason: str) -> None:
    with pytest.raises(InvalidMatchIdError) as caught:
        decode_match_id(text)
    assert caught.value.reason == reason
    assert isinstance(caught.value, InvalidPositionError)


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"cube_value": 3}, "bad-cube-value"),
        ({"cube_value": 1 << 16}, "bad-cube-value"),
        ({"cube_owner": 2}, "bad-cube-owner"),
        ({"turn": 2}, "bad-turn"),
        ({"player_on_roll": -1}, "bad-player-on-roll"),
        ({"dice": (7, 1)}, "bad-dice"),
        ({"dice": (0, 3)}, "bad-dice"),
        ({"resignation": 4}, "bad-resignation"),
        ({"game_state": 5}, "bad-game-state"),
        ({"crawford": 1}, "bad-flag"),
        ({"score": (8, 0)}, "bad-score"),
        ({"match_length": 65}, "bad-match-length"),
    ],
)
def test_impossible_fields_are_refused(changes: dict[str, Any], reason: str) -> None:
    with pytest.raises(InvalidMatchIdError) as caught:
        replace(KNOWN[GOOD], **changes)
    assert caught.value.reason == reason


def test_a_match_over_keeps_a_score_beyond_the_length_as_gnubg_writes_it() -> None:
    fields = MatchIdFields(game_state=GameState.OVER, match_length=5, score=(3, 6))
    assert decode_match_id(encode_match_id(fields)).score == (3, 6)


# Seeded random matches and what gnubg is asked about them.

_GNUBG_COMMAND = {c.Double: "double", c.Take: "take", c.Drop: "pass", c.AcceptResignation: "accept",
                  c.DeclineResignation: "reject"}
_RESIGN_WORD = {ResultKind.SINGLE: "normal", ResultKind.GAMMON: "gammon", ResultKind.BACKGAMMON: "backgammon"}


def _gnubg_move(steps: tuple[tuple[int, int], ...]) -> str:
    names = {25: "bar", OFF: "off"}
    return "move " + " ".join(f"{names.get(s, s)}/{names.get(t, t)}" for s, t in steps)


def _choose(match: Match, rng: random.Random) -> c.Command:
    """A random but legal command, leaning towards doubles, takes and the odd resignation."""
    phase, turn = match.phase, match.turn
    if phase in (Phase.OPENING_ROLL, Phase.GAME_OVER):
        return c.StartGame()
    assert turn is not None
    if phase is Phase.DOUBLE_OFFERED:
        return c.Drop(other(turn)) if rng.random() < 0.3 else c.Take(other(turn))
    if phase is Phase.RESIGNATION_OFFERED:
        return c.AcceptResignation(other(turn)) if rng.random() < 0.4 else c.DeclineResignation(other(turn))
    if rng.random() < 0.02:
        return c.Resign(turn, ResultKind(rng.randint(match.resign_floor, ResultKind.BACKGAMMON)))
    if phase is Phase.AWAITING_ROLL:
        if match.double_refusal(turn) is None and rng.random() < 0.25:
            return c.Double(turn)
        return c.Roll(turn)
    play = rng.choice(match.legal_plays())
    return c.Move(turn, tuple((step.source, step.target) for step in play.steps))


def _state(match: Match) -> dict[str, Any]:
    fields = match.gnubg_match_fields()
    opponent, mover = match.position_for(fields.player_on_roll).to_gnubg_board()
    return {
        "id": match.gnubg_id(), "board": (opponent, mover), "fields": fields.__dict__ | {
            "game_state": int(fields.game_state), "resignation": int(fields.resignation or 0)},
        "settable": match.phase in (Phase.AWAITING_ROLL, Phase.MOVING),
    }


def _random_matches(seeds: range) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(states after every command, transitions from a settable state through gnubg commands)."""
    states: list[dict[str, Any]] = []
    transitions: list[dict[str, Any]] = []
    for seed in seeds:
        rng, dice = random.Random(seed), SeededDice(seed)
        match = Match(MatchOptions((1, 3, 5, 7)[seed % 4]))
        states.append(_state(match))
        open_group: dict[str, Any] | None = None
        while match.phase is not Phase.MATCH_OVER:
            before = _state(match)
            command = _choose(match, rng)
            match.apply(command, dice)
            after = _state(match)
            states.append(after)
            if isinstance(command, (c.Double, c.Resign, c.Move)) and before["settable"]:
                steps: list[tuple[str, str | None]]
                if isinstance(command, c.Move):
                    steps = [(_gnubg_move(command.steps), after["id"])]
                elif isinstance(command, c.Resign):
                    word = "resign " + _RESIGN_WORD[ResultKind(command.kind)]
                    # gnubg leaves even a backgammon resignation to be accepted; ours takes it at once.
                    ends = command.kind == ResultKind.BACKGAMMON
                    steps = [(word, None), ("accept", after["id"])] if ends else [(word, after["id"])]
                else:
                    steps = [("double", after["id"])]
                open_group = {"start": before["id"], "steps": steps}
                transitions.append(open_group)
            elif open_group is not None and type(command) in _GNUBG_COMMAND:
                open_group["steps"].append((_GNUBG_COMMAND[type(command)], after["id"]))
                open_group = None
            else:
                open_group = None
    return states, transitions


def _ask_gnubg(states: list[dict[str, Any]], transitions: list[dict[str, Any]]) -> dict[str, Any]:
    """Runs in the spawned worker: gnubg's encodings, read-backs and transitions, as mismatch lists."""
    import gnubg

    from playpalace_backgammon.bots import gnubg_session

    gnubg_session.gnubg_module()
    for setting in ("set player 0 human", "set player 1 human", "set automatic game off",
                    "set automatic roll off"):
        gnubg_session.command_output(setting)
    encoded, read_back, stepped = [], [], []
    counts = {"encoded": 0, "read_back": 0, "stepped": 0, "dead_cube": 0}
    for state in states:
        f = state["fields"]
        if max(f["score"]) < f["match_length"]:  # gnubg's cubeinfo refuses a score at or above the length
            owner = -1 if f["cube_owner"] is None else f["cube_owner"]
            cube = gnubg.cubeinfo(f["cube_value"], owner, f["player_on_roll"], f["match_length"],
                                  tuple(f["score"]), int(f["crawford"]))
            pos = gnubg.posinfo(f["turn"], f["resignation"], int(f["double_offered"]), f["game_state"],
                                tuple(f["dice"]))
            theirs = gnubg.gnubgid(state["board"], cube, pos)
            counts["encoded"] += 1
            if theirs != state["id"]:
                encoded.append((state["id"], theirs, f))
        if state["settable"]:
            gnubg_session.command_output("set gnubgid " + state["id"])
            cube, pos = gnubg.cubeinfo(), gnubg.posinfo()
            seen = {
                "id": f"{gnubg.positionid()}:{gnubg.matchid()}",
                "board": tuple(tuple(row) for row in gnubg.board()),
                "cube": (cube["cube"], cube["cubeowner"], cube["move"], cube["matchto"], tuple(cube["score"]),
                         cube["crawford"]),
                "pos": (pos["turn"], pos["resigned"], pos["doubled"], pos["gamestate"], tuple(pos["dice"])),
            }
            wanted = {
                "id": state["id"],
                "board": tuple(tuple(row) for row in state["board"]),
                "cube": (f["cube_value"], -1 if f["cube_owner"] is None else f["cube_owner"],
                         f["player_on_roll"], f["match_length"], tuple(f["score"]), int(f["crawford"])),
                "pos": (f["turn"], f["resignation"], int(f["double_offered"]), f["game_state"],
                        tuple(sorted(f["dice"], reverse=True))),
            }
            seen["pos"] = (*seen["pos"][:4], tuple(sorted(seen["pos"][4], reverse=True)))
            counts["read_back"] += 1
            if seen != wanted:
                read_back.append((wanted, seen))
    for transition in transitions:
        gnubg_session.command_output("set gnubgid " + transition["start"])
        for command, expected in transition["steps"]:
            output = gnubg_session.command_output(command)
            if command == "double" and "cube is dead" in output:
                counts["dead_cube"] += 1  # gnubg refuses a double that cannot matter; our rules allow it
                break
            if expected is None:
                continue
            theirs = f"{gnubg.positionid()}:{gnubg.matchid()}"
            counts["stepped"] += 1
            if theirs != expected:
                stepped.append((transition["start"], command, expected, theirs, output[-300:]))
                break
    return {"counts": counts, "encoded": encoded, "read_back": read_back, "stepped": stepped}


def test_a_match_maps_its_phases_onto_the_id() -> None:
    match = Match(MatchOptions(3))
    assert match.gnubg_match_fields() == MatchIdFields(game_state=GameState.NONE, match_length=3)
    dice = ReplayDice([1, 3, 6, 6])
    match.apply(c.StartGame(), dice)  # player 1 opens with 31
    fields = match.gnubg_match_fields()
    assert (fields.player_on_roll, fields.turn, fields.dice) == (1, 1, (3, 1))
    assert fields.game_state is GameState.PLAYING
    assert match.gnubg_id() == f"{match.position_for(1).gnubg_id()}:{match.gnubg_match_id()}"
    assert match.gnubg_id().startswith("4HPwATDgc/ABMA:")
    match.apply(c.Move(1, ((8, 5), (6, 5))), dice)
    match.apply(c.Double(0), dice)
    fields = match.gnubg_match_fields()
    assert (fields.player_on_roll, fields.turn, fields.double_offered, fields.cube_value) == (0, 1, True, 1)
    assert match.gnubg_id().startswith(match.position_for(0).gnubg_id())
    match.apply(c.Drop(1), dice)
    fields = match.gnubg_match_fields()
    assert (fields.game_state, fields.score) == (GameState.DROPPED, (1, 0))
    assert (fields.player_on_roll, fields.turn) == (0, 1)


def test_match_ids_agree_with_gnubg_in_random_matches() -> None:
    states, transitions = _random_matches(range(160))
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        answer = pool.submit(_ask_gnubg, states, transitions).result()
    assert not answer["encoded"], f"{len(answer['encoded'])} encodings differ: {answer['encoded'][:3]}"
    assert not answer["read_back"], f"{len(answer['read_back'])} read-backs differ: {answer['read_back'][:3]}"
    assert not answer["stepped"], f"{len(answer['stepped'])} transitions differ: {answer['stepped'][:3]}"
    seen = [state["fields"] for state in states]
    # The random matches really met what the IDs have to say.
    assert any(f["double_offered"] for f in seen) and any(f["resignation"] for f in seen)
    assert any(f["crawford"] for f in seen) and any(f["cube_owner"] is not None for f in seen)
    assert {GameState.OVER, GameState.DROPPED, GameState.RESIGNED} <= {f["game_state"] for f in seen}
    assert any(f["resignation"] and f["dice"] != (0, 0) for f in seen)  # resigned after rolling
    assert any(_post_crawford(f) for f in seen)
    expected_ids = [expected for t in transitions for _, expected in t["steps"] if expected]
    ends = [decode_match_id(text.split(":")[1]) for text in expected_ids]
    assert {GameState.OVER, GameState.DROPPED, GameState.RESIGNED} <= {f.game_state for f in ends}
    assert any(max(f.score) >= f.match_length for f in ends)  # match ends, score beyond the length included
    assert any(f.crawford and f.game_state is not GameState.PLAYING for f in ends)  # next game: Crawford
    counts = answer["counts"]
    assert counts["encoded"] > 10000 and counts["read_back"] > 10000 and counts["stepped"] > 5000, counts


def _post_crawford(f: dict[str, Any]) -> bool:
    """A game played after the Crawford game: someone needs one point, the cube is back."""
    return (f["game_state"] == GameState.PLAYING and not f["crawford"] and f["match_length"] > 1
            and max(f["score"]) == f["match_length"] - 1)
