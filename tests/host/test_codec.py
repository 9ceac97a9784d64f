"""Frames in, packets out and back: JSON text and msgpack binary, size limit, and every kind of refusal."""

from __future__ import annotations

import json
from typing import Any

import msgpack  # type: ignore[import-untyped]
import pytest

from playpalace_backgammon.host.net import packets as p
from playpalace_backgammon.host.net.codec import (
    DEFAULT_MAX_FRAME_BYTES,
    MSGPACK_SUBPROTOCOL,
    compact_json,
    decode_client,
    decode_server,
    encode_client,
    encode_document,
    encode_frame,
    encode_server,
)
from playpalace_backgammon.host.net.protocol_errors import (
    FrameTooLarge,
    NotJson,
    NotMsgpack,
    ProtocolError,
    Reason,
    UndecodableFrame,
    WrongShape,
)

from .packet_samples import CLIENT_WIRE_SAMPLES, SERVER_SAMPLES
from .schema_validation import assert_server_frame_valid


def as_json(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False)


def as_msgpack(obj: Any) -> bytes:
    packed: bytes = msgpack.packb(obj, use_bin_type=True)
    return packed


def refusal(frame: str | bytes, *, binary: bool, **options: Any) -> ProtocolError:
    with pytest.raises(ProtocolError) as caught:
        decode_client(frame, binary=binary, **options)
    return caught.value


def test_msgpack_subprotocol_name() -> None:
    assert MSGPACK_SUBPROTOCOL == "playpalace.msgpack"
    assert DEFAULT_MAX_FRAME_BYTES == 64 * 1024


# --- every client packet decodes ------------------------------------------------------------------


@pytest.mark.parametrize("tag", sorted(CLIENT_WIRE_SAMPLES))
def test_every_client_packet_decodes_from_json_text(tag: str) -> None:
    wire = CLIENT_WIRE_SAMPLES[tag]
    packet = decode_client(as_json(wire), binary=False)
    assert type(packet) is p.CLIENT_PACKET_TYPES[tag]
    assert packet.model_dump(mode="json", exclude_none=True) == wire
    # Text frames may also arrive as UTF-8 bytes.
    assert decode_client(as_json(wire).encode(), binary=False) == packet


@pytest.mark.parametrize("tag", sorted(CLIENT_WIRE_SAMPLES))
def test_every_client_packet_decodes_from_msgpack_binary(tag: str) -> None:
    wire = CLIENT_WIRE_SAMPLES[tag]
    packet = decode_client(as_msgpack(wire), binary=True)
    assert type(packet) is p.CLIENT_PACKET_TYPES[tag]
    assert packet == decode_client(as_json(wire), binary=False)


def test_omitted_optional_fields_take_schema_defaults() -> None:
    packet = decode_client('{"type":"keybind","key":"r"}', binary=False)
    assert packet == p.KeybindPacket(key="r")
    assert (packet.control, packet.alt, packet.shift, packet.menu_index) == (False, False, False, None)
    chat = decode_client('{"type":"chat","message":"hi"}', binary=False)
    assert (chat.convo, chat.language) == ("local", "Other")


def test_explicit_nulls_are_accepted_where_the_schema_allows_them() -> None:
    packet = decode_client('{"type":"menu","menu_id":null,"selection":null,"selection_id":"x"}', binary=False)
    assert packet == p.MenuSelectionPacket(selection_id="x")


# --- size limit -----------------------------------------------------------------------------------


def _chat_frame_of_size(size: int) -> str:
    frame = as_json({"type": "chat", "message": ""})
    return as_json({"type": "chat", "message": "x" * (size - len(frame))})


def test_frame_at_the_limit_is_accepted_one_byte_more_is_refused() -> None:
    at_limit = _chat_frame_of_size(DEFAULT_MAX_FRAME_BYTES)
    assert len(at_limit.encode()) == DEFAULT_MAX_FRAME_BYTES
    assert isinstance(decode_client(at_limit, binary=False), p.ChatPacket)
    error = refusal(_chat_frame_of_size(DEFAULT_MAX_FRAME_BYTES + 1), binary=False)
    assert isinstance(error, FrameTooLarge)
    assert error.reason is Reason.FRAME_TOO_LARGE
    assert (error.size, error.limit) == (DEFAULT_MAX_FRAME_BYTES + 1, DEFAULT_MAX_FRAME_BYTES)


def test_size_counts_utf8_bytes_of_text_frames() -> None:
    # 30,000 two-byte characters: under the limit in characters, over it in bytes.
    frame = as_json({"type": "chat", "message": "ñ" * 33_000})
    assert len(frame) < DEFAULT_MAX_FRAME_BYTES < len(frame.encode())
    assert isinstance(refusal(frame, binary=False), FrameTooLarge)


def test_oversize_binary_frame_is_refused_before_parsing() -> None:
    # Not even msgpack: size is checked first.
    error = refusal(b"\xc1" * (DEFAULT_MAX_FRAME_BYTES + 1), binary=True)
    assert isinstance(error, FrameTooLarge)


def test_size_limit_is_configurable() -> None:
    frame = as_json(CLIENT_WIRE_SAMPLES["authorize"])
    assert isinstance(refusal(frame, binary=False, max_bytes=len(frame) - 1), FrameTooLarge)
    assert isinstance(decode_client(frame, binary=False, max_bytes=len(frame)), p.AuthorizePacket)
    big = _chat_frame_of_size(100_000)
    assert isinstance(decode_client(big, binary=False, max_bytes=200_000), p.ChatPacket)


# --- undecodable frames ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "frame",
    [
        b"\xff\xfe\x00garbage",  # not UTF-8
        "{'type': 'ping'}",  # not JSON
        '{"type": "ping"',  # truncated
        "",
        '{"type": "ping"} {"type": "ping"}',  # two documents
        '{"type": "client_options", "options": {"x": NaN}}',  # NaN is not JSON
        "[" * 20_000 + "]" * 20_000,  # nesting the parser will not follow
        "\ud800",  # a lone surrogate cannot be UTF-8
    ],
    ids=["bad-utf8", "single-quotes", "truncated", "empty", "two-documents", "nan", "deep", "surrogate"],
)
def test_text_that_is_not_json_is_refused(frame: str | bytes) -> None:
    error = refusal(frame, binary=False)
    assert isinstance(error, NotJson)
    assert isinstance(error, UndecodableFrame)
    assert error.reason is Reason.NOT_JSON


@pytest.mark.parametrize(
    "frame",
    [
        b"\xc1",  # a byte msgpack never uses
        as_msgpack({"type": "ping"})[:-1],  # truncated
        as_msgpack({"type": "ping"}) + as_msgpack({"type": "ping"}),  # two documents
        b"\x81\xa4type\xa4\xff\xfe\xfd\xfc",  # string that is not UTF-8
        as_msgpack({1: "int key"}),
        b"",
        "a text frame handed over as binary",
    ],
    ids=["never-used-byte", "truncated", "two-documents", "bad-utf8", "int-key", "empty", "str-given"],
)
def test_binary_that_is_not_msgpack_is_refused(frame: bytes | str) -> None:
    error = refusal(frame, binary=True)
    assert isinstance(error, NotMsgpack)
    assert error.reason is Reason.NOT_MSGPACK


# --- documents that are not valid packets ---------------------------------------------------------


@pytest.mark.parametrize("document", [[{"type": "ping"}], "ping", 3, None, True])
@pytest.mark.parametrize("binary", [False, True], ids=["json", "msgpack"])
def test_document_that_is_not_an_object_is_refused(document: Any, binary: bool) -> None:
    frame = as_msgpack(document) if binary else as_json(document)
    error = refusal(frame, binary=binary)
    assert isinstance(error, WrongShape)
    assert error.reason is Reason.NOT_AN_OBJECT


@pytest.mark.parametrize(
    "document",
    [
        {"type": "launch_missiles"},
        {"type": "pong"},  # a server packet type
        {"type": "Ping"},
        {"key": "r"},
        {"type": 5},
        {"type": None},
        {"type": ["ping"]},
    ],
)
def test_unknown_or_missing_type_is_refused(document: dict[str, Any]) -> None:
    for error in (refusal(as_json(document), binary=False), refusal(as_msgpack(document), binary=True)):
        assert isinstance(error, WrongShape)
        assert error.reason is Reason.UNKNOWN_TYPE
        assert error.packet_type is None


@pytest.mark.parametrize(
    ("document", "field"),
    [
        ({"type": "authorize", "username": 42}, "username"),
        ({"type": "keybind", "key": "r", "shift": 1}, "shift"),  # no coercion from integers
        ({"type": "keybind", "key": "r", "shift": "true"}, "shift"),
        ({"type": "menu", "selection": "3"}, "selection"),  # no coercion from strings
        ({"type": "menu", "selection": True}, "selection"),  # a boolean is not an integer
        ({"type": "menu", "selection": 2.0}, "selection"),
        ({"type": "editbox", "text": ["13/7"]}, "text"),
        ({"type": "client_options", "options": ["volume"]}, "options"),
        (
            {
                "type": "playlist_duration_response",
                "request_id": 1.5,
                "playlist_id": "a",
                "duration_type": "total",
                "duration": 3,
            },
            "request_id",
        ),
    ],
)
def test_wrong_field_type_is_refused(document: dict[str, Any], field: str) -> None:
    for error in (refusal(as_json(document), binary=False), refusal(as_msgpack(document), binary=True)):
        assert isinstance(error, WrongShape)
        assert error.reason is Reason.WRONG_FIELD_TYPE
        assert error.packet_type == document["type"]
        assert error.fields[0].startswith(field)


def test_msgpack_bytes_and_extension_values_are_refused_as_wrong_types() -> None:
    for value in (b"raw bytes", msgpack.ExtType(5, b"x"), msgpack.Timestamp(1)):
        frame = msgpack.packb({"type": "client_options", "options": {"x": value}}, use_bin_type=True)
        error = refusal(frame, binary=True)
        assert isinstance(error, WrongShape)
        assert error.reason is Reason.WRONG_FIELD_TYPE


def test_extra_field_is_refused_and_named() -> None:
    document = {"type": "keybind", "key": "r", "hyper": True}
    for error in (refusal(as_json(document), binary=False), refusal(as_msgpack(document), binary=True)):
        assert isinstance(error, WrongShape)
        assert error.reason is Reason.EXTRA_FIELD
        assert error.fields == ("hyper",)


def test_missing_required_field_is_refused() -> None:
    error = refusal(as_json({"type": "register", "username": "ana"}), binary=False)
    assert isinstance(error, WrongShape)
    assert error.reason is Reason.MISSING_FIELD
    assert error.fields == ("password",)


@pytest.mark.parametrize(
    "document",
    [
        {"type": "menu", "selection": 0},  # positions count from 1
        {"type": "keybind", "key": "r", "menu_index": -4},
        {"type": "chat", "message": "hi", "convo": "whisper"},
        {"type": "document_editor", "dialog_id": "d", "action": "delete"},
        {
            "type": "playlist_duration_response",
            "request_id": 1,
            "playlist_id": "a",
            "duration_type": "total",
            "duration": -1,
        },
    ],
)
def test_value_out_of_range_is_refused(document: dict[str, Any]) -> None:
    error = refusal(as_json(document), binary=False)
    assert isinstance(error, WrongShape)
    assert error.reason is Reason.INVALID_FIELD_VALUE


def test_refusals_never_echo_the_input() -> None:
    secret = "hunter2-\u202e<script>"
    frames = [
        as_json({"type": "authorize", "username": "ana", "password": 7, secret: secret}),
        as_json({"type": secret}),
        as_json([secret]),
        secret,
    ]
    for frame in frames:
        error = refusal(frame, binary=False)
        text = f"{error} {error!r} {error.args}"
        assert "hunter2" not in text
        assert "pydantic" not in text.lower()
    extra = refusal(as_json({"type": "ping", "x" * 1000: 1}), binary=False)
    assert isinstance(extra, WrongShape)
    assert all(len(name) <= 64 for name in extra.fields)


# --- encoding -------------------------------------------------------------------------------------


@pytest.mark.parametrize("tag", sorted(SERVER_SAMPLES))
def test_encoded_server_packets_validate_against_the_schema(tag: str) -> None:
    packet = SERVER_SAMPLES[tag]
    text = encode_server(packet, binary=False)
    binary = encode_server(packet, binary=True)
    assert isinstance(text, str)
    assert isinstance(binary, bytes)
    assert assert_server_frame_valid(text) == assert_server_frame_valid(binary)
    assert decode_server(text, binary=False) == packet
    assert decode_server(binary, binary=True) == packet


@pytest.mark.parametrize("tag", sorted(p.SERVER_PACKET_TYPES))
def test_encoding_leaves_out_nulls_and_keeps_the_type(tag: str) -> None:
    model = p.SERVER_PACKET_TYPES[tag]
    sample = SERVER_SAMPLES[tag].model_dump()
    minimal = model(
        **{name: sample[name] for name, field in model.model_fields.items() if field.is_required()}
    )
    obj = assert_server_frame_valid(encode_server(minimal, binary=False))
    assert obj["type"] == tag
    assert None not in obj.values()


def test_json_is_compact_and_keeps_non_ascii_text() -> None:
    text = encode_server(p.SpeakPacket(text="¡Tira los dados!", buffer="table"), binary=False)
    assert text == '{"type":"speak","text":"¡Tira los dados!","buffer":"table","muted":false}'


def test_menu_items_keep_their_form() -> None:
    menu = SERVER_SAMPLES["menu"]
    obj = assert_server_frame_valid(encode_server(menu, binary=True))
    assert obj["items"] == ["13: 5 black", {"text": "Roll", "id": "roll", "sound": "click.ogg"}]
    assert (obj["grid_enabled"], obj["grid_width"]) == (True, 12)


def test_encoders_refuse_packets_of_the_other_direction() -> None:
    with pytest.raises(TypeError):
        encode_server(p.PingPacket(), binary=False)  # type: ignore[call-overload]
    with pytest.raises(TypeError):
        encode_server({"type": "speak", "text": "hi"}, binary=False)  # type: ignore[call-overload]
    with pytest.raises(TypeError):
        encode_client(p.PongPacket(), binary=True)  # type: ignore[call-overload]


@pytest.mark.parametrize("tag", sorted(CLIENT_WIRE_SAMPLES))
def test_client_encoder_round_trips_through_the_server_decoder(tag: str) -> None:
    packet = decode_client(as_json(CLIENT_WIRE_SAMPLES[tag]), binary=False)
    for binary in (False, True):
        assert decode_client(encode_client(packet, binary=binary), binary=binary) == packet


_AWKWARD_TEXTS = ["plain", "héllo «ça» — 日本語 عربي", 'quotes " and \\ backslash',
                  "line\nbreak\ttab\x01\x1f", "\u2028\u2029 separators", "emoji 🎲", ""]


@pytest.mark.parametrize("text", _AWKWARD_TEXTS)
def test_a_document_written_directly_is_the_frame_the_model_writes(text: str) -> None:
    """``encode_document`` (the board, every spoken line) writes what the packet's model would, byte for
    byte, in both framings, whichever JSON encoder is installed."""
    packet = p.SpeakPacket(text=text, buffer="table", muted=False)
    document = {"type": "speak", "text": text, "buffer": "table", "muted": False}
    for binary in (False, True):
        assert encode_document(document, binary) == encode_server(packet, binary=binary)
    assert compact_json(document) == json.dumps(document, ensure_ascii=False, separators=(",", ":"))
    # The bytes sent as they are: a JSON frame's UTF-8, the msgpack frame itself.
    assert encode_frame(document, False) == encode_server(packet, binary=False).encode()
    assert encode_frame(document, True) == encode_server(packet, binary=True)
