"""The web client's own words: ``GET /i18n/<lang>.json`` renders every message of ``locales/<lang>/web.ftl``
through the Localizer, variables left as ``{name}`` markers, English for unknown languages and missing
messages; ``GET /i18n/languages.json`` lists every language with its own name, direction and digits; and
nothing but those is served under that path."""

from __future__ import annotations

import http.client
import json
import re
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from playpalace_backgammon.host.net.http_files import WEB_SHARING_CATALOGUES, web_strings
from playpalace_backgammon.i18n import Localizer, locales_dir

LOCALES = locales_dir()


def _get(server, path: str) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", server.server.port, timeout=5)
    connection.request("GET", path)
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, {name.lower(): value for name, value in response.getheaders()}, body


def _messages(path: Path) -> dict[str, ast.Message]:
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{path}: {junk[0].content[:200]}"
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}


class _Found(Visitor):
    """The variables a message refers to, and whether any selector chooses on a variable."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.selects_on_variable = False

    def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802
        if isinstance(node.selector, ast.VariableReference):
            self.selects_on_variable = True
        self.generic_visit(node)


def _found(message: ast.Message) -> _Found:
    found = _Found()
    found.visit(message)
    return found


def _page_messages(folder: Path) -> dict[str, ast.Message]:
    """The page's words in one locale: web.ftl, and the ``web-`` messages of the catalogues that share."""
    messages = _messages(folder / "web.ftl")
    for name in WEB_SHARING_CATALOGUES:
        if (folder / name).is_file():
            shared = _messages(folder / name)
            messages |= {key: value for key, value in shared.items() if key.startswith("web-")}
    return messages


def _expected(locale: str) -> dict[str, str]:
    """The page's words of ``locale`` rendered by a FluentBundle of its own, each variable given its
    marker."""
    bundle = FluentBundle([locale], use_isolating=False)
    for name in ("web.ftl", *WEB_SHARING_CATALOGUES):
        bundle.add_resource(FluentResource((LOCALES / locale / name).read_text(encoding="utf-8")))
    expected = {}
    for message_id, message in _page_messages(LOCALES / locale).items():
        markers = {name: "{" + name + "}" for name in _found(message).variables}
        text, errors = bundle.format_pattern(bundle.get_message(message_id).value, markers)
        assert not errors, (locale, message_id, errors)
        expected[message_id] = text
    return expected


def test_web_messages_are_plain_and_their_own() -> None:
    """Ids start with ``web-`` and appear in no other catalogue (the Localizer keeps the first definition);
    no selector chooses on a variable, since the page gets the text before it knows the value."""
    for folder in sorted(path for path in LOCALES.iterdir() if (path / "web.ftl").is_file()):
        web = _page_messages(folder)
        others = set()
        for path in folder.glob("*.ftl"):
            if path.name != "web.ftl":
                others |= {key for key in _messages(path)
                           if path.name not in WEB_SHARING_CATALOGUES or not key.startswith("web-")}
        for message_id, message in web.items():
            assert message_id.startswith("web-"), (folder.name, message_id)
            assert message_id not in others, (folder.name, message_id)
            assert not _found(message).selects_on_variable, (folder.name, message_id)


@pytest.mark.parametrize("locale", ["en", "es"])
def test_the_page_gets_every_web_message_rendered_with_markers(server, locale: str) -> None:
    status, headers, body = _get(server, f"/i18n/{locale}.json")
    assert status == 200 and headers["content-type"].startswith("application/json")
    assert headers["content-language"] == locale
    strings = json.loads(body.decode("utf-8"))
    assert strings == _expected(locale)
    messages = _page_messages(LOCALES / locale)
    for message_id, text in strings.items():
        assert text.strip(), (locale, message_id)
        markers = set(re.findall(r"\{(\w+)\}", text))
        assert markers == _found(messages[message_id]).variables, (locale, message_id, text)
        assert text.count("{") == len(re.findall(r"\{\w+\}", text)), (locale, message_id, text)


def test_spanish_words_are_spanish_and_markers_survive(server) -> None:
    english = json.loads(_get(server, "/i18n/en.json")[2])
    spanish = json.loads(_get(server, "/i18n/es.json")[2])
    differ = [message_id for message_id in english if english[message_id] != spanish[message_id]]
    assert len(differ) > len(english) // 2, differ  # not English served under another name
    with_user = [message_id for message_id, text in english.items() if "{user}" in text]
    assert with_user and all("{user}" in spanish[message_id] for message_id in with_user)


def test_unknown_languages_get_english_and_regions_their_language(server) -> None:
    english = _get(server, "/i18n/en.json")[2]
    for tag in ("xx", "xx-YY", "tlh", "und"):
        status, headers, body = _get(server, f"/i18n/{tag}.json")
        assert status == 200 and headers["content-language"] == "en" and body == english, tag
    status, headers, body = _get(server, "/i18n/es-MX.json?v=2")
    assert status == 200 and headers["content-language"] == "es"
    assert body == _get(server, "/i18n/es.json")[2]


def test_every_language_is_served_under_any_spelling_of_its_tag(server) -> None:
    for locale in Localizer().locales:
        for spelling in (locale, locale.upper(), locale.lower().replace("-", "_")):
            status, headers, _body = _get(server, f"/i18n/{spelling}.json")
            assert status == 200 and headers["content-language"] == locale, spelling


def test_the_language_list_names_every_language_in_itself(server) -> None:
    status, headers, body = _get(server, "/i18n/languages.json")
    assert status == 200 and headers["content-type"].startswith("application/json")
    listed = json.loads(body.decode("utf-8"))
    localizer = Localizer()
    assert [language["code"] for language in listed] == list(localizer.locales)
    assert {"en", "es"} <= {language["code"] for language in listed}
    for language in listed:
        code = language["code"]
        assert set(language) == {"code", "name", "dir", "digits"}
        assert language["name"] == localizer.language_name(code) and language["name"].strip()
        assert language["dir"] == ("rtl" if code in ("ar", "fa", "he", "ur") else "ltr"), code
        assert len(language["digits"]) == 10 and language["digits"] == localizer.digits(code)
        assert language["digits"] == {"fa": "۰۱۲۳۴۵۶۷۸۹", "ar": "٠١٢٣٤٥٦٧٨٩"}.get(code, "0123456789")
    names = [language["name"] for language in listed]
    assert len(set(names)) == len(names), names  # each language under a name of its own
    assert _get(server, "/i18n/languages.json")[2] == body


def test_nothing_else_is_served_under_the_words_path(server) -> None:
    for path in ("/i18n/../../pyproject.toml", "/i18n/%2e%2e/%2e%2e/pyproject.toml", "/i18n/en.ftl",
                 "/i18n/.json", "/i18n/en/web.json", "/i18n/../../locales/en/web.ftl",
                 "/locales/en/web.ftl", "/../locales/en/web.ftl", "/i18n/e\"n.json"):
        status, _headers, body = _get(server, path)
        assert status == 404, (path, body[:80])


def test_a_language_missing_a_message_gets_it_in_english(tmp_path: Path) -> None:
    """A catalogue being translated: the page still gets every id, the missing one in English, through a
    real Localizer reading a copy of the catalogues with one Spanish message removed."""
    copy = tmp_path / "locales"
    shutil.copytree(LOCALES, copy)
    spanish = (copy / "es" / "web.ftl").read_text(encoding="utf-8")
    line = next(line for line in spanish.splitlines() if line.startswith("web-connected ="))
    (copy / "es" / "web.ftl").write_text(spanish.replace(line + "\n", ""), encoding="utf-8")
    localizer = Localizer(copy)
    strings = web_strings(localizer, "es")
    english = web_strings(localizer, "en")
    assert set(strings) == set(english)
    assert strings["web-connected"] == english["web-connected"] and "{user}" in strings["web-connected"]
    assert strings["web-log-in"] != english["web-log-in"]


def test_simultaneous_first_requests_share_one_loading_and_the_server_keeps_serving(server, connect) -> None:
    """The words are loaded off the event loop on the first request; requests arriving meanwhile wait for
    the same load, and the websocket side answers all along."""
    paths = ["/i18n/en.json", "/i18n/es.json", "/i18n/xx.json", "/i18n/es-AR.json", "/i18n/languages.json"]
    paths *= 3
    with ThreadPoolExecutor(len(paths)) as pool:
        answers = list(pool.map(lambda path: _get(server, path), paths))
        connect().login("meanwhile")
    assert all(status == 200 for status, _headers, _body in answers)
    by_language: dict[str, set[bytes]] = {}
    for _status, headers, body in answers:
        by_language.setdefault(headers.get("content-language", "list"), set()).add(body)
    counts = {language: len(bodies) for language, bodies in by_language.items()}
    assert counts == {"en": 1, "es": 1, "list": 1}
