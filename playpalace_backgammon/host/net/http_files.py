"""Plain HTTP on the websocket port: the web client's static files, its own words, and ``/health``.

websockets calls ``process_request`` for every incoming request; a request that asks to upgrade to a
websocket goes on to the handshake, any other GET is answered here: ``/`` serves ``index.html``, other paths
files under the static directory (never outside it), ``/health`` a small JSON status,
``/i18n/<lang>.json`` every message of ``locales/<lang>/web.ftl`` rendered by the Localizer, and
``/i18n/languages.json`` every language the server has, for the login page's language menu: a list of
``{"code", "name", "dir", "digits"}`` (the language's name in itself, ``"rtl"`` or ``"ltr"``, and the ten
digits its numbers are written in), in the order of the codes; ``/matches/<id>.mat`` and ``.sgf`` a match
exported (``match_downloads``).

The page's words are rendered by fluent.runtime, each variable given the marker ``{name}`` as its value, so
``web-connected = Connected as { $user }.`` arrives as ``"Connected as {user}."`` and the page puts the
user's name in place of ``{user}``. That is exact for plain variables, which is all web.ftl may use (a
selector on a variable cannot be chosen before the value is known; the tests hold web.ftl to this). The
ids are those of the English web.ftl; a language that lacks one, or an unknown language, gets English.
Only the Localizer's catalogues are read; the language in the URL only picks one of them.
"""

from __future__ import annotations

import asyncio
import json
import logging
import mimetypes
import re
from collections.abc import Awaitable, Callable
from http import HTTPStatus
from pathlib import Path
from typing import Any

from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor
from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from ...i18n import DEFAULT_LOCALE, Localizer
from ...table.interface import Message

_log = logging.getLogger(__name__)

_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".ogg": "audio/ogg",
    ".wav": "audio/wav",
    ".mp3": "audio/mpeg",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".ftl": "text/plain; charset=utf-8",
}


def _response(status: HTTPStatus, body: bytes, content_type: str) -> Response:
    headers = Headers()
    headers["Content-Type"] = content_type
    headers["Content-Length"] = str(len(body))
    headers["Cache-Control"] = "no-cache"
    headers["X-Content-Type-Options"] = "nosniff"
    return Response(status.value, status.phrase, headers, body)


def _not_found() -> Response:
    return _response(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8")


Answer = Response | Awaitable[Response] | None  # None: go on to the websocket handshake

WEB_CATALOGUE = "web.ftl"
#: Catalogues that hold some of the page's words besides their own: their messages starting ``web-``.
WEB_SHARING_CATALOGUES = ("sounds.ftl",)
LANGUAGES_PATH = "/i18n/languages.json"
MATCHES_PREFIX = "/matches/"
#: ``GET /session/end`` with ``Authorization: Bearer <token>``: the player logged out; that token is
#: forgotten. Always 204, whether the token was known or not.
SESSION_END_PATH = "/session/end"
_I18N_PATH = re.compile(r"/i18n/([A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*)\.json")
#: A path that can name one of the static files: segments of letters, digits, '.', '_' and '-' (none
#: starting with a dot), each at most 100 characters, at most 8 deep. Anything else is not found, before
#: the file system is asked (a very long name is an error there, not a missing file).
_FILE_PATH = re.compile(r"(?:/[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}){1,8}")


def web_strings(localizer: Localizer, locale: str) -> dict[str, str]:
    """Every message of the English web.ftl (and the ``web-`` ones of ``WEB_SHARING_CATALOGUES``), in
    ``locale`` (English where it lacks one), with each variable left as the marker ``{name}``."""
    entries: list[ast.Message] = []
    for name in (WEB_CATALOGUE, *WEB_SHARING_CATALOGUES):
        path = localizer.directory / DEFAULT_LOCALE / name
        if path.is_file():
            resource = FluentParser().parse(path.read_text(encoding="utf-8"))
            entries += [entry for entry in resource.body if isinstance(entry, ast.Message)
                        and (name == WEB_CATALOGUE or entry.id.name.startswith("web-"))]
    strings: dict[str, str] = {}
    for entry in entries:
        if entry.value is not None:
            markers = {name: "{" + name + "}" for name in _variable_names(entry.value)}
            text, problems = localizer.render_checked(Message(entry.id.name, markers), locale)
            for problem in problems:
                _log.warning("web strings: %s", problem)
            strings[entry.id.name] = text
    return strings


def languages(localizer: Localizer) -> list[dict[str, str]]:
    """Every language the server has: its code, its name in itself, its direction and its digits."""
    return [{"code": code, "name": localizer.language_name(code), "dir": localizer.direction(code),
             "digits": localizer.digits(code)} for code in localizer.locales]


def _variable_names(pattern: ast.Pattern) -> set[str]:
    """The variables ``pattern`` refers to, anywhere inside it."""
    names: set[str] = set()

    class Collect(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
            names.add(node.id.name)

    Collect().visit(pattern)
    return names


def make_process_request(
    static_dir: Path, health: Callable[[], dict[str, Any]], localizer: Localizer | None = None,
    matches: Callable[[Request], Response | None] | None = None,
    end_session: Callable[[str], None] | None = None,
) -> Callable[[ServerConnection, Request], Answer]:
    """The hook for ``websockets.asyncio.server.serve(process_request=...)``. Without a ``localizer``, one
    is loaded in a worker thread on the first request for the page's words (loading takes a noticeable
    moment, which the event loop and every table it serves should not wait for). ``matches`` answers
    ``/matches/...`` (the match exports, ``match_downloads``); ``end_session`` forgets the token a
    ``/session/end`` (a player logging out of our web client) shows."""
    root = static_dir.resolve()
    # Rendered JSON by locale (and the language list under its path); catalogues do not change while serving.
    catalogues: dict[str, bytes] = {}
    loaded: list[Localizer] = [localizer] if localizer is not None else []
    loading: list[asyncio.Future[Localizer]] = []

    def page_words(requested: str) -> Response | Awaitable[Response]:
        return words_from(loaded[0], requested) if loaded else load_then(words_from, requested)

    def language_list() -> Response | Awaitable[Response]:
        return languages_from(loaded[0], "") if loaded else load_then(languages_from, "")

    async def load_then(answer: Callable[[Localizer, str], Response], requested: str) -> Response:
        if not loading:
            loading.append(asyncio.ensure_future(asyncio.to_thread(Localizer)))
        localizer = await loading[0]
        if not loaded:
            loaded.append(localizer)
        return answer(localizer, requested)

    def words_from(localizer: Localizer, requested: str) -> Response:
        chosen = localizer.resolve_locale(requested)
        body = catalogues.get(chosen)
        if body is None:
            strings = web_strings(localizer, chosen)
            body = catalogues[chosen] = json.dumps(strings, ensure_ascii=False).encode()
        response = _response(HTTPStatus.OK, body, "application/json; charset=utf-8")
        response.headers["Content-Language"] = chosen
        return response

    def languages_from(localizer: Localizer, _requested: str) -> Response:
        body = catalogues.get(LANGUAGES_PATH)
        if body is None:
            body = catalogues[LANGUAGES_PATH] = json.dumps(languages(localizer), ensure_ascii=False).encode()
        return _response(HTTPStatus.OK, body, "application/json; charset=utf-8")

    def process_request(connection: ServerConnection, request: Request) -> Answer:
        if "websocket" in request.headers.get("Upgrade", "").lower():
            return None
        path = request.path.split("?", 1)[0].split("#", 1)[0]
        if path == "/health":
            return _response(HTTPStatus.OK, json.dumps(health()).encode(), "application/json")
        if path == LANGUAGES_PATH:
            return language_list()
        if matches is not None and path.startswith(MATCHES_PREFIX):
            return matches(request) or _not_found()
        if end_session is not None and path == SESSION_END_PATH:
            return _session_end(request, end_session)
        words = _I18N_PATH.fullmatch(path)
        if words is not None:
            return page_words(words.group(1))
        return _static_file(root, path)

    return process_request


def _session_end(request: Request, end_session: Callable[[str], None]) -> Response:
    """``/session/end``: the session whose token the request shows (``Authorization: Bearer``) is
    forgotten; the answer is the same whether there was one or not."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() == "bearer" and token.strip():
        end_session(token.strip())
    return _response(HTTPStatus.NO_CONTENT, b"", "text/plain; charset=utf-8")


def _static_file(root: Path, path: str) -> Response:
    """One of the web client's files under ``root`` (``/`` is ``index.html``); nothing outside it."""
    if path not in ("", "/") and not _FILE_PATH.fullmatch(path):
        return _not_found()
    relative = "index.html" if path in ("", "/") else path.lstrip("/")
    try:
        target = (root / relative).resolve()
        if not target.is_relative_to(root) or not target.is_file():
            return _not_found()
        body = target.read_bytes()
    except (OSError, ValueError):
        return _not_found()
    content_type = (
        _TYPES.get(target.suffix) or mimetypes.guess_type(target.name)[0] or "application/octet-stream"
    )
    return _response(HTTPStatus.OK, body, content_type)
