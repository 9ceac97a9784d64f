"""GNU Backgammon levels: decide or hint for a ``DecisionRequest`` inside a worker process, naming OUR legal
plays.

gnubg ranks moves with ``findbestmoves`` (cubeful, match-aware through its cubeinfo). Its move tuples stop
after the first checker borne off, so a tuple is mapped onto our plays by replaying its steps and, when cut
short, by finding which of our results the remaining dice can still reach; if that leaves a choice, the text
``hint`` (full notation) decides. Cube decisions come from the text ``hint`` cube analysis, which knows the
Crawford and post-Crawford rules. A resignation is offered to gnubg on the position (``resign``) and its
``hint`` judges it: accepted when what the resignation gives is at least what playing on is worth (match
winning chances at the score in a match, cubeful equity in money play). A doubler answering a beaver takes it
when gnubg's equity of playing on, the redoubled cube on the beaverer's side, is at least the drop, and
raccoons it (where allowed) when the raccoon, answered as it should be, is worth more than the take; a
beaverer answering a raccoon answers it as gnubg answers a double from a doubler holding the cube (gnubg's own
view of a raccoon). gnubg knows no quadruple loss: it judges a backgammon three times the cube. Call ``run``,
``decide`` and ``hint`` only in the main thread of a spawned worker process.
"""

from __future__ import annotations

import dataclasses
import os
import re
import time
from itertools import combinations
from typing import Any

from playpalace_backgammon.rules import (
    MAX_CUBE,
    NotationError,
    Play,
    Position,
    Step,
    apply_step,
    legal_plays,
    parse_play,
    reachable_results,
)

from . import gnubg_session as session
from .decisions import (
    CubeAction,
    CubeDecision,
    CubeHint,
    CubeOwner,
    Decision,
    DecisionKind,
    DecisionRequest,
    Hint,
    MoveDecision,
    MoveHint,
    Purpose,
    ResignationDecision,
    TakeDecision,
)
from .errors import InvalidRequestError

HINT_PLAYS = 3
HINT_PLIES_FOR_OTHER_LEVELS = 2
_OWNER_CODE = {CubeOwner.CENTRED: -1, CubeOwner.MOVER: 1, CubeOwner.OPPONENT: 0}
_MOVE_LINE = re.compile(
    r"^\s*\d+\.\s+Cube\w+\s+\d+-ply\s+(?P<move>.+?)\s+Eq\.:\s*(?P<eq>[+-]?\d+\.\d+)", re.M
)
_CUBE_LINE = re.compile(
    r"^\s*\d\.\s+(?P<what>No double|No redouble|Double, take|Redouble, take|Double, pass|Redouble, pass"
    r"|Double, beaver|Redouble, beaver)"
    r"\s+(?P<eq>[+-]?\d+\.\d+)",
    re.M,
)
_PROPER = re.compile(r"^Proper cube action:\s*(?P<action>.+?)\s*$", re.M)
_RESIGN_VERDICT = re.compile(r"^Correct resign decision\s*:\s*(?P<verdict>Accept|Reject)\b", re.M)
_RESIGN_WORDS = {1: "single", 2: "gammon", 3: "backgammon"}


def run(request: DecisionRequest, purpose: Purpose) -> Decision | Hint:
    """Worker entry point: the decision or the hint the request asks for."""
    return hint(request) if purpose is Purpose.HINT else decide(request)


def decide(request: DecisionRequest) -> Decision:
    """The decision at the request's level."""
    kind = request.kind
    if kind is DecisionKind.MOVE:
        return decide_move(request)
    if kind is DecisionKind.ROLL_OR_DOUBLE:
        return CubeDecision(request.may_double and cube_hint(request).should_double)
    if kind is DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION:
        return ResignationDecision(accepts_resignation(request))
    if request.beavered:
        answer = beaver_take_hint(request)
        return TakeDecision(answer.take, raccoon=answer.raccoon)
    # TAKE_OR_DROP: asked from the doubler's side (gnubg cannot set up a position with a double offered).
    analysis = cube_hint(_doubler(request))
    return TakeDecision(analysis.take, beaver=analysis.take and analysis.beaver)


def hint(request: DecisionRequest) -> Hint:
    """The best plays for the dice (MOVE), or the cube analysis before rolling (ROLL_OR_DOUBLE; for
    TAKE_OR_DROP, the doubler's analysis, whose take or pass is the advice to the player doubled, and facing
    a beaver ``beaver_take_hint``). No hint answers a resignation."""
    kind = request.kind
    if kind is DecisionKind.MOVE:
        plays = legal_plays(request.position, _dice(request))
        return MoveHint(tuple(ranked_plays(request, plays, HINT_PLAYS)) if plays else ())
    if kind is DecisionKind.ROLL_OR_DOUBLE:
        return cube_hint(request)
    if kind is DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION:
        raise InvalidRequestError("there is no hint for a resignation")
    if request.beavered:
        return beaver_take_hint(request)
    return cube_hint(_doubler(request))


def _doubler(request: DecisionRequest) -> DecisionRequest:
    """The doubler's side of a TAKE_OR_DROP request (on roll, before the double). A raccoon is seen as gnubg
    sees it: a double by a doubler holding the cube at its present value, which the player answering cannot
    beaver; taken, it leaves the stake doubled and the cube with them, as the raccoon does."""
    doubler = request.for_opponent()
    if request.raccooned:
        return dataclasses.replace(doubler, cube_owner=CubeOwner.MOVER, beavers=False)
    return doubler


def worker_pid() -> int:
    """The process id of the worker running this (lets tests and the pool find their workers)."""
    return os.getpid()


def _plies(request: DecisionRequest) -> int:
    return request.level.gnubg_plies if request.level.uses_gnubg else HINT_PLIES_FOR_OTHER_LEVELS


def _prune(request: DecisionRequest) -> bool:
    """gnubg's pruning nets above 0-ply, as in gnubg's own default 2-ply evaluation."""
    return _plies(request) > 0


def _dice(request: DecisionRequest) -> tuple[int, int]:
    if request.dice is None:
        raise InvalidRequestError("a chequer play needs dice")
    return request.dice


def _board(position: Position) -> tuple[tuple[int, ...], tuple[int, ...]]:
    opponent, mover = position.to_gnubg_board()
    return tuple(opponent), tuple(mover)


def _cubeinfo(gnubg: Any, request: DecisionRequest) -> Any:
    """gnubg's cubeinfo with the mover as player 1 (gnubg's player on roll is board row 1). In money play
    the Jacoby rule and beavers are the request's (gnubg's own cubeinfo always says Jacoby on, no beavers)."""
    info = gnubg.cubeinfo(
        request.cube_value, _OWNER_CODE[request.cube_owner], 1, request.match_length,
        (request.opponent_score, request.mover_score), int(request.crawford),
    )
    if not request.match_length:
        info["jacoby"] = int(request.jacoby)
        info["beavers"] = int(request.beavers)
    return info


def gnubg_id(request: DecisionRequest, dice: tuple[int, int] | None) -> str:
    """The full GNUbg ID (position:match) of the request, mover on roll, dice rolled or not."""
    gnubg = session.gnubg_module()
    posinfo = gnubg.posinfo(1, 0, 0, 1, dice or (0, 0))
    return str(gnubg.gnubgid(_board(request.position), _cubeinfo(gnubg, request), posinfo))


def decide_move(request: DecisionRequest) -> MoveDecision:
    plays = legal_plays(request.position, _dice(request))
    if not plays:
        raise InvalidRequestError("there is no legal play to choose")
    if len(plays) == 1:
        return MoveDecision(0)
    gnubg = session.gnubg_module()
    dice = _dice(request)
    context = gnubg.evalcontext(1, _plies(request), 1, int(_prune(request)), 0.0)
    best = tuple(gnubg.findbestmove(_board(request.position), _cubeinfo(gnubg, request), context, dice))
    index_of = {play.result: index for index, play in enumerate(plays)}
    candidates = candidates_for_move_tuple(request.position, dice, best, index_of)
    if len(candidates) == 1:
        return MoveDecision(candidates.pop())
    # Cut short after a bear-off with several possible endings: the hint text ranks them in full.
    ranked = [index for index, _ in ranked_from_hint_text(request, index_of, len(plays))]
    return MoveDecision(next((index for index in ranked if index in candidates), ranked[0]))


def ranked_plays(request: DecisionRequest, plays: tuple[Play, ...], limit: int) -> list[tuple[int, float]]:
    """The best ``limit`` plays as (index into plays, gnubg's equity after the play), best first."""
    gnubg = session.gnubg_module()
    dice = _dice(request)
    context = gnubg.evalcontext(1, _plies(request), 1, int(_prune(request)), 0.0)
    entries = gnubg.findbestmoves(_board(request.position), _cubeinfo(gnubg, request), context, dice)
    index_of = {play.result: index for index, play in enumerate(plays)}
    ranked: list[tuple[int, float]] = []
    for entry in entries[:limit]:
        index = play_for_move_tuple(request.position, dice, tuple(entry["move"]), index_of)
        if index is None:
            return ranked_from_hint_text(request, index_of, limit)
        ranked.append((index, float(entry["score"])))
    if not ranked:
        return ranked_from_hint_text(request, index_of, limit)
    return ranked


def play_for_move_tuple(
    position: Position, dice: tuple[int, int], move: tuple[int, ...], index_of: dict[Position, int]
) -> int | None:
    """Which of our plays (by index) a gnubg move tuple names; None when it cannot be told for sure."""
    found = candidates_for_move_tuple(position, dice, move, index_of)
    return found.pop() if len(found) == 1 else None


def candidates_for_move_tuple(
    position: Position, dice: tuple[int, int], move: tuple[int, ...], index_of: dict[Position, int]
) -> set[int]:
    """Indexes of our plays that a gnubg move tuple may name (one unless the tuple is cut short).

    A tuple is (from, to, from, to, ...), 1-based with 25 the bar; gnubg stops it right after the source of
    the first checker borne off, so a trailing lone number means "that checker off, then unknown".
    """
    remaining = [dice[0]] * 4 if dice[0] == dice[1] else list(dice)
    current = position
    for k in range(len(move) // 2):
        source, target = move[2 * k], move[2 * k + 1]
        die = source - target
        if not 0 < target < source <= 25 or die not in remaining or not current.mover[source]:
            return set()
        remaining.remove(die)
        current = apply_step(current, Step(source, target, False))
    if len(move) % 2 == 0:
        return {index_of[current]} if current in index_of else set()
    source = move[-1]
    if not 1 <= source <= 6 or not current.mover[source]:
        return set()
    after = apply_step(current, Step(source, 0, False))
    found: set[int] = set()
    for die in sorted({d for d in remaining if d >= source}):
        rest = list(remaining)
        rest.remove(die)
        for size in range(len(rest), -1, -1):
            reached = set()
            for subset in set(combinations(sorted(rest), size)):
                reached |= {index_of[r] for r in reachable_results(after, subset) if r in index_of}
            if reached:
                found |= reached
                break
    return found


def ranked_from_hint_text(
    request: DecisionRequest, index_of: dict[Position, int], limit: int
) -> list[tuple[int, float]]:
    """The best plays from the text ``hint`` (full notation, so nothing is cut short)."""
    dice = _dice(request)
    session.set_plies(_plies(request), _prune(request))
    session.command_output("set gnubgid " + gnubg_id(request, dice))
    text = session.command_output(f"hint {limit}")
    ranked: list[tuple[int, float]] = []
    for line in _MOVE_LINE.finditer(text):
        try:
            play = parse_play(line["move"], request.position, dice)
        except NotationError:
            continue
        index = index_of.get(play.result)
        if index is not None:
            ranked.append((index, float(line["eq"])))
    if not ranked:
        raise RuntimeError(f"gnubg gave no play for {request.position!r} with {dice}")
    return ranked[:limit]


def cube_hint(request: DecisionRequest) -> CubeHint:
    """gnubg's cube analysis before the mover rolls (match-aware: Crawford, post-Crawford, cube owner)."""
    if not request.may_double:
        return CubeHint(CubeAction.NOT_AVAILABLE, take=True)
    session.set_plies(_plies(request), _prune(request))
    session.set_beavers(request.beavers)
    session.command_output("set gnubgid " + gnubg_id(request, None))
    return parse_cube_analysis(session.command_output("hint"))


def accepts_resignation(request: DecisionRequest) -> bool:
    """Whether gnubg, offered the request's resignation by the opponent on roll, accepts it: its ``hint``
    on a pending resignation compares the resignation's worth with playing on (the position before the
    resigner's roll, as gnubg judges a resignation)."""
    resigner = request.for_opponent()
    session.set_up_for_resignations()
    session.set_plies(_plies(request), _prune(request))
    session.set_beavers(request.beavers)
    session.command_output("set gnubgid " + gnubg_id(resigner, None))
    session.command_output("resign " + _RESIGN_WORDS[request.resignation])
    return parse_resignation_verdict(session.command_output("hint"))


def parse_resignation_verdict(text: str) -> bool:
    """Reads gnubg's "Correct resign decision" (Accept: True); ValueError when the text has none."""
    found = _RESIGN_VERDICT.search(text)
    if found is None:
        raise ValueError(f"gnubg judged no resignation: {text!r}")
    return found["verdict"] == "Accept"


def beaver_take_hint(request: DecisionRequest) -> CubeHint:
    """The doubler facing a beaver (on roll; the beaverer took the cube at ``cube_value`` and redoubled it,
    keeping it): a drop loses ``cube_value``; a take leaves the cube at twice that on the BEAVERER's side,
    the doubler on roll, worth e2 per unit of that cube (``opponent_cube_equity``): take when e2 >= -0.5.
    The hint has no equities to say.

    A raccoon (``may_raccoon``) redoubles at once, the cube staying with the beaverer: dropped, it gives the
    doubler the cube at twice ``cube_value`` (1 per unit of it); taken, the cube at four times it, still the
    beaverer's (twice e4 per unit of the smaller cube). Raccoon when that, answered as the beaverer should,
    beats the take: min(2 * e4, 1) > e2."""
    taken = opponent_cube_equity(request, request.cube_value * 2)
    take = taken >= -0.5
    raccoon = False
    if request.may_raccoon and take:
        raccoon = min(2 * opponent_cube_equity(request, request.cube_value * 4), 1.0) > taken
    return CubeHint(CubeAction.DOUBLE_TAKE if take else CubeAction.DOUBLE_PASS, take, raccoon=raccoon)


def opponent_cube_equity(request: DecisionRequest, cube: int) -> float:
    """gnubg's cubeful money equity of the mover on roll with the cube at ``cube`` on the OPPONENT's side,
    per unit of that cube: half the "double, take" equity of gnubg's analysis of a double to ``cube`` by
    the mover holding half of it (that equity is the position after the take, where the cube is the
    taker's, at twice the unit). At the cube's cap the opponent's cube is dead: gnubg's cubeless equity."""
    if cube >= MAX_CUBE:
        return cubeless_equity(request)
    offered = dataclasses.replace(
        request, kind=DecisionKind.ROLL_OR_DOUBLE, cube_value=cube // 2, cube_owner=CubeOwner.MOVER,
        beavered=False, may_raccoon=False,
    )
    analysis = cube_hint(offered)
    if analysis.double_take is None:
        raise RuntimeError(f"gnubg gave no double-take equity for {offered!r}")
    return analysis.double_take / 2


def cubeless_equity(request: DecisionRequest) -> float:
    """gnubg's cubeless money equity of the mover on roll, at the request's ply."""
    gnubg = session.gnubg_module()
    context = gnubg.evalcontext(0, _plies(request), 1, int(_prune(request)), 0.0)
    return float(gnubg.evaluate(_board(request.position), _cubeinfo(gnubg, request), context)[5])


def parse_cube_analysis(text: str) -> CubeHint:
    """Reads the ``hint`` cube analysis; NOT_AVAILABLE (take) when gnubg says the mover cannot double."""
    proper = _PROPER.search(text)
    if "Cube analysis" not in text or proper is None:
        return CubeHint(CubeAction.NOT_AVAILABLE, take=True)
    equities: dict[str, float] = {}
    for line in _CUBE_LINE.finditer(text):
        what = line["what"].lower().replace("redouble", "double")
        equities[what] = float(line["eq"])
    action, take = action_from_text(proper["action"])
    beaver = "beaver" in proper["action"].lower()
    return CubeHint(
        action, take, equities.get("no double"), equities.get("double, take"), equities.get("double, pass"),
        beaver,
    )


def action_from_text(text: str) -> tuple[CubeAction, bool]:
    """Maps gnubg's "Proper cube action" text (e.g. "No redouble, take (12.3%)") to (action, take)."""
    lower = text.lower()
    head, _, tail = lower.partition(",")
    take = "pass" not in tail
    if head.startswith("too good"):
        return (CubeAction.TOO_GOOD_TAKE if take else CubeAction.TOO_GOOD_PASS), take
    if head.startswith("optional"):
        return CubeAction.OPTIONAL_DOUBLE, take
    if head.startswith(("no ", "never")):
        return CubeAction.NO_DOUBLE, take
    if head.startswith(("double", "redouble")):
        return (CubeAction.DOUBLE_TAKE if take else CubeAction.DOUBLE_PASS), take
    raise ValueError(f"unknown cube action {text!r}")


def warm_up(seconds: float) -> int:
    """Keeps a worker busy for a moment so that a pool starts all its workers; returns the worker's pid."""
    time.sleep(seconds)
    return os.getpid()
