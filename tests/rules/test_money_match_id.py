"""GNU Backgammon's match ID in money play, checked against the real gnubg in a spawned worker.

Seeded random money sessions (Jacoby on and off, beavers on and off, automatic doubles) go through the same
checks as matches (tests/rules/test_match_id.py): gnubg reads each of our full IDs of a game in play back
into the same board, cube, score, dice and Jacoby flag and writes the same ID again; and gnubg, set to one of
our states and given the same commands (double, take, pass, beaver, resign, accept, reject, the play), reaches
the IDs our session reaches, game ends included.
"""

from __future__ import annotations

import multiprocessing
import random
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from playpalace_backgammon.rules import (
    GameState,
    Match,
    MatchOptions,
    Phase,
    ResultKind,
    SeededDice,
    decode_match_id,
    other,
)
from playpalace_backgammon.rules import commands as c

from .test_match_id import _GNUBG_COMMAND, _RESIGN_WORD, _gnubg_move, _state

_MONEY_COMMAND = {**_GNUBG_COMMAND, c.Beaver: "redouble"}


def _choose(match: Match, rng: random.Random) -> c.Command:
    """A random legal command of a money session, leaning towards doubles, beavers and resignations."""
    phase, turn = match.phase, match.turn
    if phase is Phase.GAME_OVER:
        return c.PlayOn(match.playing_on.index(False))
    assert turn is not None
    if phase is Phase.DOUBLE_OFFERED:
        responder = match.responder
        assert responder is not None
        if match.beaver_refusal(responder) is None and rng.random() < 0.4:
            return c.Beaver(responder)
        return c.Drop(responder) if rng.random() < 0.3 else c.Take(responder)
    if phase is Phase.RESIGNATION_OFFERED:
        return c.AcceptResignation(other(turn)) if rng.random() < 0.4 else c.DeclineResignation(other(turn))
    if rng.random() < 0.06:
        return c.Resign(turn, ResultKind(rng.randint(match.resign_floor, ResultKind.BACKGAMMON)))
    if phase is Phase.AWAITING_ROLL:
        if match.double_refusal(turn) is None and rng.random() < 0.3:
            return c.Double(turn)
        return c.Roll(turn)
    play = rng.choice(match.legal_plays())
    return c.Move(turn, tuple((step.source, step.target) for step in play.steps))


def _random_sessions(seeds: range) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(states after every command, transitions from a settable state through gnubg commands); each
    session's options with its states, so the worker sets gnubg's beavers the same way."""
    states: list[dict[str, Any]] = []
    transitions: list[dict[str, Any]] = []
    for seed in seeds:
        rng, dice = random.Random(seed), SeededDice(seed)
        options = MatchOptions(0, jacoby=seed % 2 == 0, beavers=seed % 3 != 0, auto_doubles=seed % 3)
        match = Match(options)
        match.apply(c.StartGame(), dice)
        open_group: dict[str, Any] | None = None
        while match.game_number <= 4:
            before = _state(match) | {"beavers": options.beavers}
            command = _choose(match, rng)
            if isinstance(command, c.Resign) and command.kind > ResultKind.SINGLE and match.jacoby_applies:
                # gnubg scores an accepted resignation at its full kind even under the Jacoby rule; ours
                # counts it single, as a game played out would (the rule the issue asks for).
                match.apply(command, dice)
                states.append(_state(match) | {"beavers": options.beavers})
                open_group = None
                continue
            match.apply(command, dice)
            after = _state(match) | {"beavers": options.beavers}
            states.append(after)
            if isinstance(command, (c.Double, c.Resign, c.Move)) and before["settable"]:
                steps: list[tuple[str, str | None]]
                if isinstance(command, c.Move):
                    steps = [(_gnubg_move(command.steps), after["id"])]
                elif isinstance(command, c.Resign):
                    word = "resign " + _RESIGN_WORD[ResultKind(command.kind)]
                    ends = command.kind == ResultKind.BACKGAMMON
                    steps = [(word, None), ("accept", after["id"])] if ends else [(word, after["id"])]
                else:
                    steps = [("double", after["id"])]
                open_group = {"start": before["id"], "steps": steps, "beavers": options.beavers}
                transitions.append(open_group)
            elif open_group is not None and type(command) in _MONEY_COMMAND:
                open_group["steps"].append((_MONEY_COMMAND[type(command)], after["id"]))
                if not isinstance(command, c.Beaver):
                    open_group = None
            else:
                open_group = None
    return states, transitions


def _ask_gnubg(states: list[dict[str, Any]], transitions: list[dict[str, Any]]) -> dict[str, Any]:
    """Runs in the spawned worker: gnubg's read-backs and transitions, as mismatch lists."""
    import gnubg

    from playpalace_backgammon.bots import gnubg_session

    gnubg_session.gnubg_module()
    for setting in ("set player 0 human", "set player 1 human", "set automatic game off",
                    "set automatic roll off"):
        gnubg_session.command_output(setting)
    read_back, stepped = [], []
    counts = {"read_back": 0, "stepped": 0, "beavers": 0}
    for state in states:
        if not state["settable"]:
            continue
        gnubg_session.command_output("set gnubgid " + state["id"])
        seen = (f"{gnubg.positionid()}:{gnubg.matchid()}", tuple(tuple(row) for row in gnubg.board()))
        wanted = (state["id"], tuple(tuple(row) for row in state["board"]))
        counts["read_back"] += 1
        if seen != wanted:
            read_back.append((wanted, seen))
    for transition in transitions:
        gnubg_session.command_output(f"set beavers {1 if transition['beavers'] else 0}")
        gnubg_session.command_output("set gnubgid " + transition["start"])
        for command, expected in transition["steps"]:
            output = gnubg_session.command_output(command)
            if expected is None:
                continue
            theirs = f"{gnubg.positionid()}:{gnubg.matchid()}"
            counts["stepped"] += 1
            counts["beavers"] += command == "redouble"
            if theirs != expected:
                stepped.append((transition["start"], command, expected, theirs, output[-300:]))
                break
    return {"counts": counts, "read_back": read_back, "stepped": stepped}


def test_money_match_ids_agree_with_gnubg_in_random_sessions() -> None:
    states, transitions = _random_sessions(range(80))
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        answer = pool.submit(_ask_gnubg, states, transitions).result()
    assert not answer["read_back"], f"{len(answer['read_back'])} read-backs differ: {answer['read_back'][:3]}"
    assert not answer["stepped"], f"{len(answer['stepped'])} transitions differ: {answer['stepped'][:3]}"
    seen = [state["fields"] for state in states]
    # The sessions really met what money play has to say.
    assert {True, False} <= {f["jacoby"] for f in seen} and all(f["match_length"] == 0 for f in seen)
    assert any(f["cube_value"] > 1 and f["cube_owner"] is None for f in seen)  # automatic doubles
    expected_ids = [expected for t in transitions for _, expected in t["steps"] if expected]
    ends = [decode_match_id(text.split(":")[1]) for text in expected_ids]
    assert {GameState.OVER, GameState.DROPPED, GameState.RESIGNED} <= {f.game_state for f in ends}
    assert any(max(f.score) > 0 for f in ends)
    counts = answer["counts"]
    assert counts["read_back"] > 4000 and counts["stepped"] > 3000 and counts["beavers"] > 50, counts
