"""Checks that run inside a spawned process (gnubg must never run in pytest's own process).

Each returns a list of mismatches (empty = agreement). gnubg's own answers are asked for with the mover as
gnubg's player 0 here, while the engine uses player 1, so the engine's perspective mapping is checked too.
"""

from __future__ import annotations

import dataclasses
import random
import re

from playpalace_backgammon.bots import (
    BotLevel,
    CubeAction,
    CubeDecision,
    CubeHint,
    CubeOwner,
    Decision,
    DecisionKind,
    DecisionRequest,
    Hint,
    MoveDecision,
    Purpose,
    TakeDecision,
    engine_gnubg,
    gnubg_session,
)
from playpalace_backgammon.rules import Position, Step, apply_step, legal_plays, parse_play

from .positions import bear_off_positions, self_play_positions

_OWNER_AS_PLAYER0 = {CubeOwner.CENTRED: -1, CubeOwner.MOVER: 0, CubeOwner.OPPONENT: 1}
_PROPER = re.compile(r"^Proper cube action:\s*(.+?)\s*$", re.M)


def _cubeinfo_player0(gnubg, request: DecisionRequest):  # type: ignore[no-untyped-def]
    info = gnubg.cubeinfo(
        request.cube_value,
        _OWNER_AS_PLAYER0[request.cube_owner],
        0,
        request.match_length,
        (request.mover_score, request.opponent_score),
        int(request.crawford),
    )
    if not request.match_length:  # money: the session's Jacoby rule goes into the ID gnubg is set to
        info["jacoby"] = int(request.jacoby)
    return info


def _board(position: Position):  # type: ignore[no-untyped-def]
    opponent, mover = position.to_gnubg_board()
    return tuple(opponent), tuple(mover)


def random_match_state(rng: random.Random) -> dict[str, object]:
    length = rng.choice([0, 1, 3, 5, 7, 11])
    if not length:
        return {"match_length": 0}
    mover, opponent = rng.randrange(length), rng.randrange(length)
    crawford = length - 1 in (mover, opponent) and rng.random() < 0.5
    cube = 1 if crawford else rng.choice([1, 1, 2, 4])
    owner = CubeOwner.CENTRED if cube == 1 else rng.choice([CubeOwner.MOVER, CubeOwner.OPPONENT])
    return {
        "match_length": length,
        "mover_score": mover,
        "opponent_score": opponent,
        "crawford": crawford,
        "cube_value": cube,
        "cube_owner": owner,
    }


def compare_best_moves(
    count: int, seed: int, level: BotLevel, bear_offs: bool = False
) -> tuple[int, list[str]]:
    """Engine's MOVE vs gnubg's own findbestmove at the same ply: (cut-short tuples seen, mismatches). With
    ``bear_offs``, only positions with every one of the mover's checkers home."""
    gnubg = gnubg_session.gnubg_module()
    rng = random.Random(seed)
    mismatches: list[str] = []
    cut_short = 0
    pairs = bear_off_positions(count, seed) if bear_offs else self_play_positions(count, seed)
    for position, dice in pairs:
        request = DecisionRequest(position, DecisionKind.MOVE, level, dice, **random_match_state(rng))  # type: ignore[arg-type]
        plays = legal_plays(position, dice)
        decision = engine_gnubg.decide(request)
        assert isinstance(decision, MoveDecision)
        chosen = plays[decision.play_index]
        context = gnubg.evalcontext(1, level.gnubg_plies, 1, int(level.gnubg_prune), 0.0)
        best = tuple(gnubg.findbestmove(_board(position), _cubeinfo_player0(gnubg, request), context, dice))
        if len(best) % 2 == 0:
            expected = position
            for k in range(0, len(best), 2):
                expected = apply_step(expected, Step(best[k], best[k + 1], False))
            if expected != chosen.result:
                mismatches.append(f"{position!r} {dice} {request}: gnubg {best}, engine {chosen}")
            continue
        cut_short += 1
        gnubg_session.set_plies(level.gnubg_plies, level.gnubg_prune)
        gnubg.setgnubgid(
            gnubg.gnubgid(
                _board(position), _cubeinfo_player0(gnubg, request), gnubg.posinfo(0, 0, 0, 1, dice)
            )
        )
        text = gnubg_session.command_output("hint 1")
        line = re.search(r"^\s*1\.\s+Cube\w+\s+\d+-ply\s+(.+?)\s+Eq\.:", text, re.M)
        if line is None:
            mismatches.append(f"{position!r} {dice}: no hint line in {text!r}")
            continue
        top = parse_play(line.group(1), position, dice)
        if top.result != chosen.result:
            mismatches.append(f"{position!r} {dice}: gnubg {best} / {top}, engine {chosen}")
    return cut_short, mismatches


def gnubg_proper_cube_action(request: DecisionRequest) -> str | None:
    """gnubg's "Proper cube action" text for the mover before rolling, or None if it gives no analysis."""
    gnubg = gnubg_session.gnubg_module()
    gnubg_session.set_plies(request.level.gnubg_plies, request.level.gnubg_prune)
    gnubg_session.command_output(f"set beavers {int(request.beavers)}")
    gnubg.setgnubgid(
        gnubg.gnubgid(
            _board(request.position), _cubeinfo_player0(gnubg, request), gnubg.posinfo(0, 0, 0, 1, (0, 0))
        )
    )
    found = _PROPER.search(gnubg_session.command_output("hint"))
    return found.group(1) if found else None


_CUBEFUL_LINE = re.compile(
    r"^\s*\d\.\s+(No (?:re)?double|(?:Re)?double, take|(?:Re)?double, pass)\s+([+-]\d+\.\d+)", re.M | re.I)


def gnubg_cube_equities(request: DecisionRequest) -> dict[str, str]:
    """gnubg's own cubeful equities for the mover before rolling, as its ``hint`` prints them (no double,
    double and take, double and pass), set up from the mover as gnubg's player 0."""
    gnubg = gnubg_session.gnubg_module()
    gnubg_session.set_plies(request.level.gnubg_plies, request.level.gnubg_prune)
    gnubg_session.command_output(f"set beavers {int(request.beavers)}")
    gnubg.setgnubgid(
        gnubg.gnubgid(
            _board(request.position), _cubeinfo_player0(gnubg, request), gnubg.posinfo(0, 0, 0, 1, (0, 0))
        )
    )
    names = {"no double": "no_double", "double, take": "double_take", "double, pass": "double_pass"}
    text = gnubg_session.command_output("hint")
    return {names[line.group(1).lower().replace("redouble", "double")]: line.group(2)
            for line in _CUBEFUL_LINE.finditer(text)}


def compare_cube_decisions(requests: list[DecisionRequest]) -> list[str]:
    """Engine's ROLL_OR_DOUBLE and TAKE_OR_DROP decisions and cube hints vs gnubg's own hint text, request by
    request."""
    mismatches: list[str] = []
    for request in requests:
        text = gnubg_proper_cube_action(request)
        hint = engine_gnubg.hint(request)
        decision = engine_gnubg.decide(request)
        assert isinstance(hint, CubeHint) and isinstance(decision, CubeDecision)
        double = decision.double
        if text is None:
            ok = not double and hint.action is CubeAction.NOT_AVAILABLE
        else:
            head = text.lower().split(",")[0]
            wants = head.startswith(("double", "redouble", "optional"))
            ok = double == wants and hint.take == ("pass" not in text.lower())
        taker = dataclasses.replace(request.for_opponent(), kind=DecisionKind.TAKE_OR_DROP)
        answer, advice = engine_gnubg.decide(taker), engine_gnubg.hint(taker)
        assert isinstance(answer, TakeDecision) and isinstance(advice, CubeHint)
        take = answer.take
        if text is not None and take != ("pass" not in text.lower()):
            ok = False
        if advice.take != take:  # the taker's hint is the doubler's analysis, which the decision follows
            ok = False
        beaver = text is not None and "beaver" in text.lower()
        if answer.beaver != beaver or advice.beaver != beaver:  # beavers only where allowed and right
            ok = False
        if not ok:
            mismatches.append(f"{request}: gnubg {text!r}, engine double={double} hint={hint} take={take}")
    return mismatches


def answers_for(questions: list[tuple[DecisionRequest, Purpose]]) -> list[Decision | Hint]:
    """The engine's answers (decisions or hints), in order."""
    return [engine_gnubg.run(request, purpose) for request, purpose in questions]


def decisions_for(requests: list[DecisionRequest]) -> list[Decision]:
    """The engine's decisions, in order."""
    return [engine_gnubg.decide(request) for request in requests]


def hint_for(request: DecisionRequest) -> Hint:
    """The engine's hint."""
    return engine_gnubg.hint(request)


def proper_answers(requests: list[DecisionRequest]) -> list[str | None]:
    """gnubg's own answer to each request's double ("take", "pass" or "beaver", from its proper cube action
    for the doubler; None when it gives no analysis)."""
    answers: list[str | None] = []
    for request in requests:
        text = gnubg_proper_cube_action(request)
        if text is None:
            answers.append(None)
            continue
        lower = text.lower()
        answers.append("beaver" if "beaver" in lower else "pass" if "pass" in lower else "take")
    return answers


def beavered_doubles(cases: list[DecisionRequest]) -> list[DecisionRequest]:
    """The cases (the doubler facing a beaver, its position) whose double gnubg's own analysis beavers."""
    kept = []
    for case in cases:
        double = DecisionRequest(case.position, DecisionKind.ROLL_OR_DOUBLE, case.level, jacoby=case.jacoby,
                                 beavers=True, cube_value=case.cube_value // 2)
        if proper_answers([double]) == ["beaver"]:
            kept.append(case)
    return kept


_EVAL_ROW = re.compile(r"^\s*(?:static|\d+ ply):(?:\s+[+-]?\d+\.\d+){7}\s*$", re.M)


def gnubg_eval_cubeful(request: DecisionRequest) -> float:
    """gnubg's own cubeful equity of the mover on roll, per unit of the cube, as its ``eval`` prints it (the
    deepest ply's row, the request's cube, owner and beavers; the mover as gnubg's player 0)."""
    gnubg = gnubg_session.gnubg_module()
    gnubg_session.set_plies(request.level.gnubg_plies, request.level.gnubg_prune)
    gnubg_session.command_output(f"set beavers {int(request.beavers)}")
    gnubg.setgnubgid(
        gnubg.gnubgid(
            _board(request.position), _cubeinfo_player0(gnubg, request), gnubg.posinfo(0, 0, 0, 1, (0, 0))
        )
    )
    text = gnubg_session.command_output("eval")
    rows = _EVAL_ROW.findall(text)
    if not rows:
        raise AssertionError(f"gnubg's eval printed no equity: {text!r}")
    return float(rows[-1].split()[-1])


def beaver_taken_equity(case: DecisionRequest, cube: int) -> float:
    """For the doubler facing a beaver (on roll): gnubg's ``eval`` of the position with the cube at ``cube``
    on the BEAVERER's side, as it stands once the beaver is taken (``cube`` twice the taken value) or once a
    raccoon is taken (four times it), per unit of that cube."""
    held = dataclasses.replace(case, kind=DecisionKind.ROLL_OR_DOUBLE, cube_value=cube,
                               cube_owner=CubeOwner.OPPONENT, beavered=False, may_raccoon=False)
    return gnubg_eval_cubeful(held)


def takes_redoubled_cube(cases: list[DecisionRequest]) -> list[bool]:
    """For the doubler facing a beaver: whether gnubg's own equity of the position once the beaver is taken
    (the cube at twice the taken value on the beaverer's side, the doubler on roll), per unit of that cube,
    is at least -0.5 (what a drop of the taken cube costs)."""
    return [beaver_taken_equity(case, case.cube_value * 2) >= -0.5 for case in cases]


def takes_cube_held_by_doubler(cases: list[DecisionRequest]) -> list[bool]:
    """The former, mistaken reading of a beaver's take, kept to show a sample tells the two apart: gnubg's
    equity as if the doubler held the redoubled cube on roll (the best of redoubling or not) at least -0.5."""
    found = []
    for case in cases:
        held = dataclasses.replace(case, kind=DecisionKind.ROLL_OR_DOUBLE, cube_value=case.cube_value * 2,
                                   cube_owner=CubeOwner.MOVER, beavered=False)
        equities = gnubg_cube_equities(held)
        equity = float(equities["no_double"])
        if "double_take" in equities and "double_pass" in equities:
            equity = max(equity, min(float(equities["double_take"]), float(equities["double_pass"])))
        found.append(equity >= -0.5)
    return found
