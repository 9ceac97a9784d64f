"""Whatever a client sends, over the real server: arbitrary unicode (lone surrogates and control characters
included) in every field of every client packet type, and arbitrary JSON documents, from a player seated
at a started table. Each one gets a typed refusal or a valid answer (every frame the server sends is
checked against the schema), the connection stays usable, and nothing reaches the log as an error: no
traceback, no "something went wrong"."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playpalace_backgammon.host.net import packets as p
from playpalace_backgammon.host.net.config import ServerConfig

from .live_server import ThreadedServer, WsClient, create_bot_table
from .packet_samples import CLIENT_WIRE_SAMPLES

INTERNAL_ERRORS = ("Something went wrong",)
#: Characters that have broken servers: lone surrogates, C0 and C1 controls, odd separators, astral ones.
TROUBLE = ["\ud800", "\udfff", "\x00", "\x07", "\x1b", "\x7f", "\x85", "\x9f", "\u2028", "\ufeff",
           "\U0001f600", "\u00e9", "\n", "\t"]
any_text = st.builds(  # arbitrary text, most often around one of the troublesome characters
    lambda before, trouble, after: before + trouble + after,
    st.text(st.characters(codec=None, categories=None), max_size=12),
    st.sampled_from([*TROUBLE, ""]),
    st.text(max_size=12),
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False) | any_text,
    lambda children: st.lists(children, max_size=3) | st.dictionaries(any_text, children, max_size=3),
    max_leaves=8,
)


@st.composite
def hostile(draw: st.DrawFn, packet_type: str) -> Any:
    """A packet of ``packet_type``: its typical form with some of its string fields made of arbitrary text,
    or its fields (and unknown ones) filled with arbitrary JSON; now and then any JSON document at all."""
    shape = draw(st.integers(0, 9))
    if shape == 0:
        return draw(json_values)
    model_fields = sorted(p.CLIENT_PACKET_TYPES[packet_type].model_fields)
    if shape <= 2:
        names = st.sampled_from([*model_fields, "extra"]) | any_text
        return {**draw(st.dictionaries(names, json_values, max_size=4)), "type": packet_type}
    sample = CLIENT_WIRE_SAMPLES.get(packet_type, {"type": packet_type})
    fields = [k for k, v in sample.items() if isinstance(v, str) and k != "type"] or [
        k for k in model_fields if k != "type"]
    if not fields:
        return dict(sample)
    chosen = draw(st.lists(st.sampled_from(fields), min_size=1, max_size=len(fields), unique=True))
    return {**sample, **{field: draw(any_text) for field in chosen}}


class Seated:
    """A player at a started table, logged in again whenever a packet ended the connection."""

    def __init__(self, server: ThreadedServer) -> None:
        self.server = server
        self.client = WsClient(self.server.url)
        self.client.login("hostile")
        create_bot_table(self.client)

    def send(self, document: Any) -> list[dict[str, Any]]:
        """Send the document, then a ping; everything the server said up to its pong."""
        if self.client.closed:
            self.client = WsClient(self.server.url)
            self.client.login("hostile")
        mark = len(self.client.seen)
        self.client.send_raw(json.dumps(document))
        self.client.send({"type": "ping"})
        self.client.until(lambda packet: packet["type"] in ("pong", "disconnect"))
        answers = self.client.seen[mark:]
        if any(packet["type"] == "disconnect" for packet in answers):
            self.client.close()  # the server ends this connection: answer its close, log in afresh
        return answers


@pytest.fixture(scope="module")
def seated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Seated]:
    config = ServerConfig(port=0, db=tmp_path_factory.mktemp("hostile") / "lobby.sqlite3",
                          rate_per_second=100_000.0, rate_burst=100_000)
    server = ThreadedServer(config).start()
    player = Seated(server)
    yield player
    player.client.close()
    server.stop()


@pytest.mark.parametrize("packet_type", sorted(p.CLIENT_PACKET_TYPES))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_packet_gets_a_refusal_or_a_valid_answer_and_no_error(
    seated: Seated, caplog: pytest.LogCaptureFixture, packet_type: str, data: st.DataObject
) -> None:
    document = data.draw(hostile(packet_type))
    caplog.set_level(logging.WARNING)
    caplog.clear()  # one fixture for every example: only this example's records count
    answers = seated.send(document)
    spoken = [a["text"] for a in answers if a["type"] == "speak"]
    assert not any(error in text for error in INTERNAL_ERRORS for text in spoken), (document, spoken)
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, (document, [r.getMessage() for r in errors])
