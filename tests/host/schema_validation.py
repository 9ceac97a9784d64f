"""Check packets against the published PlayPalace 11 schema (the in-repo copy), as the real clients do.

Use `assert_server_packet_valid(obj)` on every packet a test sees the server send; the PlayPalace clients
reject anything this refuses. `assert_server_frame_valid(frame)` does the same for a raw websocket frame.
"""

from __future__ import annotations

import json
from typing import Any

import msgpack  # type: ignore[import-untyped]
from jsonschema import Draft202012Validator

from playpalace_backgammon.host.net.packets import PACKET_SCHEMA_PATH

PACKET_SCHEMA: dict[str, Any] = json.loads(PACKET_SCHEMA_PATH.read_text(encoding="utf-8"))
SERVER_TO_CLIENT = Draft202012Validator(PACKET_SCHEMA["server_to_client"])
CLIENT_TO_SERVER = Draft202012Validator(PACKET_SCHEMA["client_to_server"])

# Validation is a pure function of the packet, and a test sees the same packets again and again (boards,
# menus, pongs): each distinct packet (by its repr) is validated once a process, and each type's
# validator made once. Bounded: cleared when full.
_VALID: set[tuple[str, str]] = set()
_VALID_KEPT = 4096
_DEFINITIONS: dict[tuple[str, object], Draft202012Validator] = {}


def _assert_valid(validator: Draft202012Validator, obj: object, direction: str) -> None:
    assert isinstance(obj, dict), f"{direction} packet is not an object: {obj!r}"
    # The schema gives `type` a default, but the clients dispatch on it: a packet without it is useless.
    packet_type = obj.get("type")
    half = validator.schema
    assert packet_type in half["discriminator"]["mapping"], f"{direction} packet of unknown type: {obj!r}"
    key = (direction, repr(obj))  # repr tells a tuple from a list and True from 1, as the schema does
    if key in _VALID:
        return
    # Check the one definition its type names first (precise messages), then the whole half.
    definition = _DEFINITIONS.get((direction, packet_type))
    if definition is None:
        definition = _DEFINITIONS[(direction, packet_type)] = Draft202012Validator(
            {"$defs": half["$defs"], "$ref": half["discriminator"]["mapping"][packet_type]})
    for checker in (definition, validator):
        errors = sorted(checker.iter_errors(obj), key=lambda error: list(error.absolute_path))
        if errors:
            lines = [f"{'/'.join(map(str, e.absolute_path)) or '<packet>'}: {e.message}" for e in errors]
            raise AssertionError(f"invalid {direction} packet {obj!r}:\n  " + "\n  ".join(lines))
    if len(_VALID) >= _VALID_KEPT:
        _VALID.clear()
    _VALID.add(key)


def assert_server_packet_valid(obj: dict[str, Any]) -> None:
    """Fail unless `obj` is a packet valid under the schema's `server_to_client` half."""
    _assert_valid(SERVER_TO_CLIENT, obj, "server_to_client")


def assert_client_packet_valid(obj: dict[str, Any]) -> None:
    """Fail unless `obj` is a packet valid under the schema's `client_to_server` half."""
    _assert_valid(CLIENT_TO_SERVER, obj, "client_to_server")


def assert_server_frame_valid(frame: str | bytes) -> dict[str, Any]:
    """Parse a frame the server sent (str = JSON text, bytes = msgpack), check it, and return the packet."""
    obj = json.loads(frame) if isinstance(frame, str) else msgpack.unpackb(frame, raw=False)
    assert_server_packet_valid(obj)
    return obj  # type: ignore[no-any-return]
