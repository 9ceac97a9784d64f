"""Plain HTTP on the websocket port: the web client's static files and ``/health``.

websockets calls ``process_request`` for every incoming request; a request that asks to upgrade to a
websocket goes on to the handshake, any other GET is answered here: ``/`` serves ``index.html``, other paths
files under the static directory (never outside it), ``/health`` a small JSON status.
"""

from __future__ import annotations

import json
import mimetypes
from collections.abc import Callable
from http import HTTPStatus
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

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


def make_process_request(
    static_dir: Path, health: Callable[[], dict[str, Any]]
) -> Callable[[ServerConnection, Request], Response | None]:
    """The hook for ``websockets.asyncio.server.serve(process_request=...)``."""
    root = static_dir.resolve()

    def process_request(connection: ServerConnection, request: Request) -> Response | None:
        if "websocket" in request.headers.get("Upgrade", "").lower():
            return None
        path = request.path.split("?", 1)[0].split("#", 1)[0]
        if path == "/health":
            return _response(HTTPStatus.OK, json.dumps(health()).encode(), "application/json")
        relative = "index.html" if path in ("", "/") else path.lstrip("/")
        try:
            target = (root / relative).resolve()
        except (OSError, ValueError):
            target = root / "missing"
        if not target.is_relative_to(root) or not target.is_file():
            return _response(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain; charset=utf-8")
        content_type = (
            _TYPES.get(target.suffix) or mimetypes.guess_type(target.name)[0] or "application/octet-stream"
        )
        return _response(HTTPStatus.OK, target.read_bytes(), content_type)

    return process_request
