"""Frames to packets and back: JSON in websocket text frames, msgpack in binary frames.

A connection speaks msgpack when the client asked for the `playpalace.msgpack` websocket subprotocol
(`MSGPACK_SUBPROTOCOL`), JSON otherwise. Decoding checks the size before parsing, parses, then validates
strictly (no coercion: "3" is not an integer, true is not one either); every failure is a `ProtocolError`
with a reason code (see `protocol_errors`). Encoding leaves out fields whose value is None (all such fields
are optional in the schema, with null as default) and writes compact JSON.

`decode_client` / `encode_server` are the server's pair; `encode_client` / `decode_server` are the mirror
pair, for test clients and tools that speak to the server.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any, Final, Literal, TypeVar, overload

import msgpack  # type: ignore[import-untyped]
from pydantic import BaseModel, TypeAdapter, ValidationError

from .packets import (
    CLIENT_PACKET_ADAPTER,
    CLIENT_PACKET_TYPES,
    SERVER_PACKET_ADAPTER,
    SERVER_PACKET_TYPES,
    ClientPacket,
    Packet,
    ServerPacket,
)
from .protocol_errors import BadText, FrameTooLarge, NotJson, NotMsgpack, Reason, WrongShape


def _orjson() -> Callable[[Any], bytes] | None:
    """orjson's encoder, an optional extra (``fast``) several times quicker than the standard library's;
    None where it is not installed (the server runs the same without it)."""
    try:
        import orjson
    except ImportError:
        return None
    dumps: Callable[[Any], bytes] = orjson.dumps
    return dumps


_orjson_dumps = _orjson()

MSGPACK_SUBPROTOCOL: Final = "playpalace.msgpack"
"""The websocket subprotocol under which packets travel as msgpack in binary frames."""

DEFAULT_MAX_FRAME_BYTES: Final = 64 * 1024
"""Largest frame accepted by default, in bytes (UTF-8 bytes for text frames)."""

_VALUE_ERRORS: Final = frozenset(
    {"literal_error", "enum", "greater_than_equal", "less_than_equal", "greater_than", "less_than"}
)
PacketT = TypeVar("PacketT")
_TAG_ERRORS: Final = frozenset({"union_tag_invalid", "union_tag_not_found"})
#: What no string from a client may hold: lone surrogates (no encoding carries them back out to anyone) and
#: control characters, C0 and C1, except tab, line feed and carriage return.
_BAD_TEXT: Final = re.compile("[\ud800-\udfff\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")


def decode_client(
    frame: str | bytes, *, binary: bool, max_bytes: int = DEFAULT_MAX_FRAME_BYTES
) -> ClientPacket:
    """Parse and validate one frame from a client; raise a `ProtocolError` subclass if it is refused."""
    document = _parse(frame, binary=binary, max_bytes=max_bytes)
    return _validate(document, CLIENT_PACKET_ADAPTER, CLIENT_PACKET_TYPES)


def decode_server(
    frame: str | bytes, *, binary: bool, max_bytes: int = DEFAULT_MAX_FRAME_BYTES
) -> ServerPacket:
    """Parse and validate one frame from the server (the client's side of `decode_client`)."""
    document = _parse(frame, binary=binary, max_bytes=max_bytes)
    return _validate(document, SERVER_PACKET_ADAPTER, SERVER_PACKET_TYPES)


@overload
def encode_server(packet: ServerPacket, *, binary: Literal[False]) -> str: ...
@overload
def encode_server(packet: ServerPacket, *, binary: Literal[True]) -> bytes: ...
@overload
def encode_server(packet: ServerPacket, *, binary: bool) -> str | bytes: ...
def encode_server(packet: ServerPacket, *, binary: bool) -> str | bytes:
    """One server packet as a frame: compact JSON text, or msgpack bytes when `binary`."""
    _require_member(packet, SERVER_PACKET_TYPES)
    return _encode(packet, binary=binary)


@overload
def encode_client(packet: ClientPacket, *, binary: Literal[False]) -> str: ...
@overload
def encode_client(packet: ClientPacket, *, binary: Literal[True]) -> bytes: ...
@overload
def encode_client(packet: ClientPacket, *, binary: bool) -> str | bytes: ...
def encode_client(packet: ClientPacket, *, binary: bool) -> str | bytes:
    """One client packet as a frame (the client's side of `encode_server`)."""
    _require_member(packet, CLIENT_PACKET_TYPES)
    return _encode(packet, binary=binary)


def compact_json(document: Any) -> str:
    """Plain data (str keys; str, int, bool, None, lists and dicts) as compact JSON text, every character as
    it is (no ``\\u`` escapes but for control characters): what ``json.dumps(document, ensure_ascii=False,
    separators=(",", ":"))`` writes, by orjson when it is installed."""
    if _orjson_dumps is not None:
        return _orjson_dumps(document).decode()
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


def compact_json_bytes(document: Any) -> bytes:
    """``compact_json``'s text as UTF-8 bytes, as orjson writes it (no decoding to text and encoding back)."""
    if _orjson_dumps is not None:
        return _orjson_dumps(document)
    return json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode()


def encode_frame(document: dict[str, Any], binary: bool) -> bytes:
    """``encode_document``'s frame as the bytes that go on the wire: a JSON frame's UTF-8, which a JSON
    client's connection sends as a text frame as it is (``Client``), where a ``str`` would be decoded from
    the encoder's bytes and encoded back for every frame sent."""
    if binary:
        packed: bytes = msgpack.packb(document, use_bin_type=True)
        return packed
    return compact_json_bytes(document)


def encode_document(document: dict[str, Any], binary: bool) -> str | bytes:
    """A server packet already written out as plain data, as a frame (compact JSON, or msgpack when
    ``binary``), without building its model: for the packets made for every change of every table (the
    board, what is said). The caller writes it as the schema says (the tests check every frame)."""
    if binary:
        packed: bytes = msgpack.packb(document, use_bin_type=True)
        return packed
    return compact_json(document)


def _require_member(packet: object, members: dict[str, type[Packet]]) -> None:
    if not isinstance(packet, Packet) or type(packet) not in members.values():
        raise TypeError(f"not a packet of this direction: {type(packet).__name__}")


def _encode(packet: BaseModel, *, binary: bool) -> str | bytes:
    if binary:
        encoded: bytes = msgpack.packb(packet.model_dump(mode="json", exclude_none=True), use_bin_type=True)
        return encoded
    return packet.model_dump_json(exclude_none=True)


def _parse(frame: str | bytes, *, binary: bool, max_bytes: int) -> object:
    """Size check, then JSON or msgpack parsing into plain Python values."""
    if isinstance(frame, str):
        # A character takes at least one UTF-8 byte: refuse long strings before encoding them.
        if len(frame) > max_bytes:
            raise FrameTooLarge(len(frame), max_bytes)
        try:
            data = frame.encode("utf-8")
        except UnicodeEncodeError:
            raise (NotMsgpack() if binary else NotJson()) from None
    else:
        data = bytes(frame)
    if len(data) > max_bytes:
        raise FrameTooLarge(len(data), max_bytes)
    if binary:
        if isinstance(frame, str):
            raise NotMsgpack()
        return _parse_msgpack(data)
    return _parse_json(data)


def _reject_constant(name: str) -> object:
    raise ValueError(name)  # NaN and Infinity are not JSON


# One decoder for every frame: ``json.loads`` with an option builds a decoder (and its scanner) per call.
_JSON_DECODER = json.JSONDecoder(parse_constant=_reject_constant)


def _parse_json(data: bytes) -> object:
    try:
        text = data.decode("utf-8")
        document = _JSON_DECODER.decode(text)
    except (ValueError, RecursionError):  # bad UTF-8, bad JSON, absurd numbers, absurd nesting
        raise NotJson() from None
    # JSON carries a control character or a surrogate inside a string only as a \u escape (raw ones are not
    # JSON), so a frame without one needs no look at its strings.
    if "\\u" in text and not _clean_text(document):
        raise BadText()
    return document


def _parse_msgpack(data: bytes) -> object:
    try:
        document = msgpack.unpackb(data, raw=False, strict_map_key=True, timestamp=0)
    except Exception:  # the unpacker's failures (truncation, extra data, bad UTF-8, bad keys) share no base
        raise NotMsgpack() from None
    if not _json_like(document):
        # Valid msgpack, but holding bytes or extension values that no packet field can carry.
        raise WrongShape(Reason.WRONG_FIELD_TYPE)
    if not _clean_text(document):
        raise BadText()
    return document


def _json_like(document: object) -> bool:
    """True when the document holds only what JSON can express (msgpack may also carry bytes, extensions)."""
    pending = [document]
    while pending:
        value = pending.pop()
        if isinstance(value, dict):
            pending.extend(value.values())
        elif isinstance(value, list):
            pending.extend(value)
        elif value is not None and not isinstance(value, str | int | float):
            return False
    return True


def _clean_text(document: object) -> bool:
    """True when no string of the document (keys included) holds what ``_BAD_TEXT`` matches."""
    pending = [document]
    while pending:
        value = pending.pop()
        if isinstance(value, str):
            if _BAD_TEXT.search(value):
                return False
        elif isinstance(value, dict):
            pending.extend(value.keys())
            pending.extend(value.values())
        elif isinstance(value, list):
            pending.extend(value)
    return True


def _validate(document: object, adapter: TypeAdapter[PacketT], members: dict[str, type[Packet]]) -> PacketT:
    if not isinstance(document, dict):
        raise WrongShape(Reason.NOT_AN_OBJECT)
    packet_type = document.get("type")
    if not isinstance(packet_type, str) or packet_type not in members:
        raise WrongShape(Reason.UNKNOWN_TYPE)
    try:
        packet = adapter.validate_python(document, strict=True)
    except ValidationError as error:
        raise _wrong_shape(error, packet_type) from None
    return packet


def _wrong_shape(error: ValidationError, packet_type: str) -> WrongShape:
    """Summarise a validation error as one reason and the fields that share it, without echoing input."""
    details = error.errors(include_url=False, include_context=False, include_input=False)
    reasons = [_reason(detail["type"]) for detail in details]
    reason = reasons[0]
    fields = tuple(
        ".".join(str(part) for part in detail["loc"][1:])  # loc starts with the packet type (the union tag)
        for detail, detail_reason in zip(details, reasons, strict=True)
        if detail_reason is reason
    )
    return WrongShape(reason, packet_type=packet_type, fields=fields)


def _reason(error_type: str) -> Reason:
    if error_type == "extra_forbidden":
        return Reason.EXTRA_FIELD
    if error_type == "missing":
        return Reason.MISSING_FIELD
    if error_type in _VALUE_ERRORS:
        return Reason.INVALID_FIELD_VALUE
    if error_type in _TAG_ERRORS:
        return Reason.UNKNOWN_TYPE
    return Reason.WRONG_FIELD_TYPE
