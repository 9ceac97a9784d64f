"""What travels on ``bots.decide`` and ``bots.analyse`` (docs/scaling.md, "Bots as a service"): the bots'
own plain data (``bots.decisions``, ``bots.analysis_engine``) as JSON, so a worker anywhere on the bus gets
exactly the request the local pool would, and answers exactly what it would. No pickle: a message is data,
never code, and a malformed one is refused (``ValueError``) by the same checks a local request passes.

An analysis carries a whole match and gnubg's texts about it, up to megabytes: its messages are compressed
(zlib), which keeps them well under nats-server's default limit of 1 MiB per message. It takes minutes, so
it is a job: the request names a subject of the asker's own (``job``), the worker answers the request at
once (``accepted``, or ``busy``), then publishes on the job's subject ``working`` every few seconds while
gnubg works and the analysis (or an error) at the end. An asker that hears nothing for a while knows the
worker is gone, and asks again.

Every answer is ``{"ok": ...}`` or ``{"error": kind, "text": ...}``: ``invalid`` (the request itself is
wrong: asking again would not help), ``busy`` (the worker is full: another may answer) or ``failed``.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

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
    MoveHint,
    Purpose,
    ResignationDecision,
    TakeDecision,
)
from playpalace_backgammon.bots.analysis_engine import AnalysisOutput, AnalysisRequest
from playpalace_backgammon.rules import Position

#: The request's fields sent as they are (ints and bools); the rest are named below.
_PLAIN = ("cube_value", "match_length", "mover_score", "opponent_score", "crawford", "seed", "jacoby",
          "beavers", "beavered", "may_raccoon", "raccooned", "quadruple", "resignation")


def _load(data: bytes, *, compressed: bool = False) -> dict[str, Any]:
    try:
        found = json.loads(zlib.decompress(data) if compressed else data)
    except (ValueError, zlib.error) as error:
        raise ValueError(f"not a bots message: {error}") from None
    if not isinstance(found, dict):
        raise ValueError("not a bots message: not an object")
    return found


def encode_decision_request(request: DecisionRequest, purpose: Purpose) -> bytes:
    body: dict[str, Any] = {name: getattr(request, name) for name in _PLAIN}
    body.update(purpose=purpose.value, mover=list(request.position.mover),
                opponent=list(request.position.opponent), kind=request.kind.value, level=request.level.value,
                dice=list(request.dice) if request.dice is not None else None,
                cube_owner=request.cube_owner.value)
    return json.dumps(body, separators=(",", ":")).encode()


def decode_decision_request(data: bytes) -> tuple[DecisionRequest, Purpose]:
    """The request and why it is asked; ``ValueError`` for anything a local request would refuse."""
    body = _load(data)
    try:
        dice = body["dice"]
        request = DecisionRequest(
            position=Position(body["mover"], body["opponent"]), kind=DecisionKind(body["kind"]),
            level=BotLevel(body["level"]), dice=(dice[0], dice[1]) if dice is not None else None,
            cube_owner=CubeOwner(body["cube_owner"]), **{name: body[name] for name in _PLAIN})
        return request, Purpose(body["purpose"])
    except (KeyError, TypeError, IndexError, ValueError) as error:  # InvalidRequestError is a ValueError
        raise ValueError(f"not a decision request: {error}") from None


def encode_answer(answer: Decision | Hint) -> bytes:
    body: dict[str, Any]
    match answer:
        case MoveDecision(index):
            body = {"move": index}
        case CubeDecision(double):
            body = {"double": double}
        case TakeDecision(take, beaver, raccoon):
            body = {"take": take, "beaver": beaver, "raccoon": raccoon}
        case ResignationDecision(accept):
            body = {"accept": accept}
        case MoveHint(plays):
            body = {"plays": [list(play) for play in plays]}
        case CubeHint():
            body = {"action": answer.action.value, "take_hint": answer.take, "no_double": answer.no_double,
                    "double_take": answer.double_take, "double_pass": answer.double_pass,
                    "beaver": answer.beaver, "raccoon": answer.raccoon}
    return json.dumps({"ok": body}, separators=(",", ":")).encode()


def encode_error(kind: str, text: str) -> bytes:
    return json.dumps({"error": kind, "text": text}).encode()


class WorkerRefused(Exception):
    """A worker answered with an error (``kind``: invalid, busy or failed)."""

    def __init__(self, kind: str, text: str) -> None:
        super().__init__(f"{kind}: {text}")
        self.kind = kind


def _ok(body: dict[str, Any]) -> dict[str, Any]:
    if "error" in body:
        raise WorkerRefused(str(body["error"]), str(body.get("text", "")))
    answer = body.get("ok")
    if not isinstance(answer, dict):
        raise ValueError("a bots answer without ok or error")
    return answer


def decode_answer(data: bytes) -> Decision | Hint:
    """A worker's answer; ``WorkerRefused`` when it answered with an error."""
    body = _ok(_load(data))
    try:
        if "move" in body:
            return MoveDecision(int(body["move"]))
        if "double" in body:
            return CubeDecision(bool(body["double"]))
        if "take" in body:
            return TakeDecision(bool(body["take"]), bool(body["beaver"]), bool(body["raccoon"]))
        if "accept" in body:
            return ResignationDecision(bool(body["accept"]))
        if "plays" in body:
            return MoveHint(tuple((int(index), float(equity)) for index, equity in body["plays"]))
        return CubeHint(CubeAction(body["action"]), bool(body["take_hint"]), body["no_double"],
                        body["double_take"], body["double_pass"], bool(body["beaver"]),
                        bool(body["raccoon"]))
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"not a bots answer: {error}") from None


def encode_analysis_request(request: AnalysisRequest, job: str) -> bytes:
    return zlib.compress(json.dumps({"mat": request.mat, "plies": request.plies, "job": job}).encode())


def decode_analysis_request(data: bytes) -> tuple[AnalysisRequest, str]:
    """The match to analyse and the job's subject."""
    body = _load(data, compressed=True)
    if not isinstance(body.get("mat"), str) or type(body.get("plies")) is not int \
            or not isinstance(body.get("job"), str):
        raise ValueError("not an analysis request")
    return AnalysisRequest(body["mat"], body["plies"]), body["job"]


ACCEPTED = zlib.compress(b'{"ok":{"accepted":true}}')
WORKING = zlib.compress(b'{"ok":{"working":true}}')


def analysis_progress(data: bytes) -> str:
    """What a message about an analysis job says: "accepted", "working" or "done" (``decode_analysis``
    then reads it); ``WorkerRefused`` for an error."""
    body = _ok(_load(data, compressed=True))
    return "accepted" if body.get("accepted") else "working" if body.get("working") else "done"


def encode_analysis(output: AnalysisOutput) -> bytes:
    body = {"ok": {"text": output.text, "sgf": output.sgf, "plies": output.plies}}
    return zlib.compress(json.dumps(body).encode())


def encode_analysis_error(kind: str, text: str) -> bytes:
    return zlib.compress(encode_error(kind, text))


def decode_analysis(data: bytes) -> AnalysisOutput:
    """A worker's analysis; ``WorkerRefused`` when it answered with an error."""
    body = _ok(_load(data, compressed=True))
    try:
        return AnalysisOutput(str(body["text"]), str(body["sgf"]), int(body["plies"]))
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"not an analysis: {error}") from None
