"""Plain HTTP on the websocket port: the web client's files, the health check, nothing outside the folder."""

from __future__ import annotations

import http.client
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st


def _get(server, path: str) -> tuple[int, str, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", server.server.port, timeout=5)
    connection.request("GET", path)
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, response.getheader("Content-Type") or "", body


def test_root_serves_the_web_client_and_its_scripts(server):
    status, content_type, body = _get(server, "/")
    assert status == 200 and content_type.startswith("text/html")
    assert body == (server.config.static_dir / "index.html").read_bytes()
    status, content_type, _ = _get(server, "/js/app.js")
    assert status == 200 and "javascript" in content_type


def test_health_reports_ok(server, connect):
    connect().login("healthy")
    status, content_type, body = _get(server, "/health")
    assert status == 200 and content_type == "application/json"
    health = json.loads(body)
    assert health["status"] == "ok" and health["online"] == 1


def test_paths_outside_the_static_folder_are_not_served(server):
    for path in ("/../pyproject.toml", "/%2e%2e/pyproject.toml", "/js/../../host/server.py", "/nope.html"):
        assert _get(server, path)[0] == 404


def test_paths_that_cannot_name_a_file_are_not_found_without_an_error(server, caplog):
    long_name = "/" + "a" * 300
    for path in (long_name, "/js/" + "b" * 5000, "/%00", "/a%00b", "/.hidden", "/js/", "/" + "/x" * 20,
                 "/%C3%A9t%C3%A9.html", "/a%20b", "//etc/passwd"):
        assert _get(server, path)[0] == 404, path
    assert not [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), max_size=400))
def test_any_path_is_answered_with_a_file_or_not_found(server, path):
    status = _get(server, "/" + path.lstrip("/"))[0]
    if path.lstrip("/").split("?", 1)[0].split("#", 1)[0] == "session/end":  # a logout: always 204
        assert status == 204
        return
    assert status in (200, 404) or (status == 400 and "#" not in path and "?" not in path)
