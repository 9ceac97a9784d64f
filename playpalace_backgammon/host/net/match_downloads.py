"""``GET /matches/<id>.mat`` and ``GET /matches/<id>.sgf``: a match exported for GNU Backgammon and other
programs, past or under way (up to its last logged action).

Anyone may download a public match; a private one only its players, who show the session token the server
gave them at login: ``Authorization: Bearer <token>`` (or ``?token=<token>``). An unknown match is 404, a
private match without a player's token 403, each with a one-line reason in the language of ``?lang=``
(English by default); nothing is changed by any request. The export itself is the records package's
(``records.export.export_table(state, log, fmt)``).
"""

from __future__ import annotations

import datetime
import importlib
import json
import logging
import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from http import HTTPStatus
from typing import Any, Protocol
from urllib.parse import parse_qs, quote, urlsplit

from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from ...i18n import Localizer
from ...table.interface import Message
from ..store.store import Store
from ..store.store_archive import ArchivedMatch
from .client import Client

_log = logging.getLogger(__name__)

DOWNLOAD_BUFFER = "download"  # a muted speak our web client reads as a download to start, never speaks
EXPORT_FORMATS = ("mat", "sgf")
MATCH_PATH = re.compile(r"/matches/([A-Za-z0-9_-]{1,64})\.(mat|sgf)")
CONTENT_TYPES = {"mat": "text/plain; charset=utf-8", "sgf": "application/x-go-sgf; charset=utf-8"}


class Exporter(Protocol):
    """``records.export.export_table``: a stored match as a file's text; ValueError when it has none."""

    def __call__(self, state: Mapping[str, Any], log: Sequence[Mapping[str, Any]], fmt: str, *,
                 started_at: float | None = None, match_id: str | None = None) -> str: ...


def records_exporter() -> Exporter | None:
    """The records package's ``export_table``, or None when this build has none."""
    try:
        module = importlib.import_module("playpalace_backgammon.records.export")
    except ImportError:
        return None
    exporter: Exporter = module.export_table
    return exporter


def _response(status: HTTPStatus, body: bytes, content_type: str, **extra: str) -> Response:
    headers = Headers()
    headers["Content-Type"] = content_type
    headers["Content-Length"] = str(len(body))
    headers["Cache-Control"] = "no-store"
    headers["X-Content-Type-Options"] = "nosniff"
    for name, value in extra.items():
        headers[name.replace("_", "-")] = value
    return Response(status.value, status.phrase, headers, body)


def _token(request: Request, query: Mapping[str, list[str]]) -> str | None:
    header = request.headers.get("Authorization", "")
    if header.lower().startswith("bearer "):
        return header[7:].strip() or None
    values = query.get("token")
    return values[0] if values else None


def download_name(match: ArchivedMatch, fmt: str) -> str:
    """A file name for a match's export: the players and the day. A name keeps its letters and digits in
    any script ("Фёдор", "علي"); anything else (separators, punctuation, controls) becomes "_", and each
    name at most NAME_CHARACTERS long, so the name is safe on every system."""
    day = datetime.date.fromtimestamp(match.started_at).isoformat()
    names = "-".join(_safe(name) or "player" for name in match.names)
    return f"{names}-{day}-{match.id}.{fmt}"


NAME_CHARACTERS = 40


def _safe(name: str) -> str:
    kept = "".join(character if unicodedata.category(character)[0] in "LMN" or character in "_-"
                   else "_" for character in unicodedata.normalize("NFC", name))
    return re.sub(r"_+", "_", kept)[:NAME_CHARACTERS].strip("_-")


class MatchDownloads:
    """Answers the GETs of match exports from the store."""

    def __init__(self, store: Store, localizer: Callable[[], Localizer | None],
                 exporter: Callable[[], Exporter | None] = records_exporter) -> None:
        self.store = store
        self._localizer = localizer
        self._exporter = exporter

    def _refusal(self, status: HTTPStatus, message_id: str, language: str) -> Response:
        localizer = self._localizer()
        text = localizer.render(Message(message_id), language) if localizer is not None else message_id
        return _response(status, (text + "\n").encode(), "text/plain; charset=utf-8")

    def answer(self, request: Request) -> Response | None:
        """The response to a GET of a match export; None when the path names none."""
        parts = urlsplit(request.path)
        found = MATCH_PATH.fullmatch(parts.path)
        if found is None:
            return None
        match_id, fmt = found.groups()
        query = parse_qs(parts.query)
        language = (query.get("lang") or ["en"])[0][:35]
        match = self.store.match(match_id)
        if match is None:
            return self._refusal(HTTPStatus.NOT_FOUND, "archive-unknown-match", language)
        token = _token(request, query)
        username = self.store.session_user(token) if token else None
        if not match.visible_to(username):
            return self._refusal(HTTPStatus.FORBIDDEN, "archive-private-match", language)
        return self._export(match, fmt, language)

    def _export(self, match: ArchivedMatch, fmt: str, language: str) -> Response:
        exporter = self._exporter()
        state = self.store.table_state(match.id)
        log = self.store.match_log(match.id)
        if exporter is None or state is None or not log:
            return self._refusal(HTTPStatus.SERVICE_UNAVAILABLE, "archive-export-failed", language)
        analysed = self.store.stored_analysis(match.id) if fmt == "sgf" else None
        try:
            # An analysed match's SGF is gnubg's own, with its analysis, so gnubg and others show it.
            text = analysed[2] if analysed else exporter(state, log, fmt, started_at=match.started_at,
                                                         match_id=match.id)
        except Exception:
            _log.exception("match %s could not be exported as %s", match.id, fmt)
            return self._refusal(HTTPStatus.INTERNAL_SERVER_ERROR, "archive-export-failed", language)
        name = download_name(match, fmt)
        return _response(HTTPStatus.OK, text.encode(), CONTENT_TYPES[fmt],
                         Content_Disposition=f"attachment; filename*=UTF-8''{quote(name)}")


def offer_download(client: Client, match: ArchivedMatch, fmt: str,
                   render: Callable[[Client, Message], str]) -> None:
    """Tell our web client to download a match's export (it fetches the URL with its session token)."""
    name = download_name(match, fmt)
    client.speak(render(client, Message("archive-downloading", {"file": name})))
    payload: dict[str, Any] = {"url": f"/matches/{match.id}.{fmt}", "file": name}
    client.speak(json.dumps(payload), DOWNLOAD_BUFFER, muted=True)
