"""Why a frame was refused: one small typed family, each error carrying a machine-readable reason.

    ProtocolError (ValueError)           base; `reason` is a `Reason`
    ├── FrameTooLarge                    frame_too_large: bigger than the size limit (`size`, `limit`)
    ├── UndecodableFrame                 the bytes are not a document at all
    │   ├── NotJson                      not_json: a text frame that is not UTF-8 JSON
    │   └── NotMsgpack                   not_msgpack: a binary frame that is not one msgpack document
    ├── WrongShape                       a document, but not a valid packet (`packet_type`, `fields`)
    │                                    not_an_object, unknown_type, missing_field, extra_field,
    │                                    wrong_field_type, invalid_field_value
    ├── BadText                          bad_text: a string holding a lone surrogate (which no encoding
    │                                    can carry back out) or a control character other than tab and
    │                                    line breaks
    └── UnsupportedPacket                unsupported_type: a valid packet this server does not act on

Messages are fixed per reason: they never echo the client's input, nor parser or validator internals, so an
error may be logged or reported back as it is. Field names in `fields` are clipped and capped in number.
"""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    """Machine-readable refusal codes; each value equals its name in lower case."""

    FRAME_TOO_LARGE = "frame_too_large"
    NOT_JSON = "not_json"
    NOT_MSGPACK = "not_msgpack"
    NOT_AN_OBJECT = "not_an_object"
    UNKNOWN_TYPE = "unknown_type"
    MISSING_FIELD = "missing_field"
    EXTRA_FIELD = "extra_field"
    WRONG_FIELD_TYPE = "wrong_field_type"
    INVALID_FIELD_VALUE = "invalid_field_value"
    BAD_TEXT = "bad_text"
    UNSUPPORTED_TYPE = "unsupported_type"


_MESSAGES = {
    Reason.FRAME_TOO_LARGE: "frame exceeds the size limit",
    Reason.NOT_JSON: "text frame is not valid JSON",
    Reason.NOT_MSGPACK: "binary frame is not valid msgpack",
    Reason.NOT_AN_OBJECT: "packet is not an object",
    Reason.UNKNOWN_TYPE: "packet type is missing or unknown",
    Reason.MISSING_FIELD: "packet lacks a required field",
    Reason.EXTRA_FIELD: "packet has a field its type does not allow",
    Reason.WRONG_FIELD_TYPE: "packet field has the wrong type",
    Reason.INVALID_FIELD_VALUE: "packet field has a value out of range",
    Reason.BAD_TEXT: "packet text holds a lone surrogate or a control character",
    Reason.UNSUPPORTED_TYPE: "packet type is not handled by this server",
}


class ProtocolError(ValueError):
    """A frame refused; `reason` says why in a stable code, `str()` in a fixed English sentence."""

    reason: Reason

    def __init__(self, reason: Reason) -> None:
        super().__init__(_MESSAGES[reason])
        self.reason = reason


class FrameTooLarge(ProtocolError):
    """The frame is bigger than the configured limit; it was not parsed."""

    def __init__(self, size: int, limit: int) -> None:
        super().__init__(Reason.FRAME_TOO_LARGE)
        self.size = size
        self.limit = limit


class UndecodableFrame(ProtocolError):
    """The frame is not a JSON or msgpack document."""


class NotJson(UndecodableFrame):
    """A text frame that is not UTF-8 JSON."""

    def __init__(self) -> None:
        super().__init__(Reason.NOT_JSON)


class NotMsgpack(UndecodableFrame):
    """A binary frame that is not exactly one msgpack document."""

    def __init__(self) -> None:
        super().__init__(Reason.NOT_MSGPACK)


MAX_REPORTED_FIELDS = 8
MAX_FIELD_NAME_CHARS = 64


def _clip(names: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(name[:MAX_FIELD_NAME_CHARS] for name in names[:MAX_REPORTED_FIELDS])


class WrongShape(ProtocolError):
    """A document that is not a valid client packet.

    `packet_type` is the packet's `type` when it names a known packet, else None; `fields` names the offending
    fields (dotted paths, clipped).
    """

    def __init__(
        self, reason: Reason, *, packet_type: str | None = None, fields: tuple[str, ...] = ()
    ) -> None:
        super().__init__(reason)
        self.packet_type = packet_type
        self.fields = _clip(fields)


class BadText(ProtocolError):
    """A string in the packet (a value or a key) that could not be sent back to anyone: a lone UTF-16
    surrogate, or a control character other than tab, line feed and carriage return."""

    def __init__(self) -> None:
        super().__init__(Reason.BAD_TEXT)


class UnsupportedPacket(ProtocolError):
    """A valid packet whose type this server does not act on; it changes nothing."""

    def __init__(self, packet_type: str) -> None:
        super().__init__(Reason.UNSUPPORTED_TYPE)
        self.packet_type = packet_type
