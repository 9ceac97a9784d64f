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

# Validation is a pure function of the packet, and a test sees much the same packets again and again
# (boards, menus, pongs), so each is checked in parts, each part once a process:
# - a half's `oneOf` holds one definition per packet type, each with its type as a constant (checked
#   below, at import), so a packet with a known `type` is valid under the half exactly when it is valid
#   under the definition that type names;
# - a property that is a plain array (`type: array` and `items`, no other constraint) is valid exactly when
#   each element is, so a packet is valid when its skeleton (those arrays emptied) is and each element is;
# - an element whose schema looks only at which keys hold which JSON types (no enum, const, bounds,
#   pattern) is valid or not by its shape: one check per shape, whatever the texts;
# - likewise a property of such a schema holding a string, an integer, a boolean or null (a speech's text,
#   a menu's id): every definition is a plain object (properties, required, no others), so the skeleton is
#   remembered with that value's type in its place. (A float is kept: 3.0 is an integer to the schema.)
# - a frame the server sent before, byte for byte, is the same packet: valid again (more than half of the
#   frames a cluster test reads repeat one it read before: menus, boards, pongs).
# Bounded memos (cleared when full); on any failure the whole packet is checked again for precise messages.
_KEPT = 4096
_VALID_FRAMES: set[str | bytes] = set()  # server_to_client frames found valid
_VALID: set[tuple[str, str]] = set()  # (direction, repr of a skeleton); repr tells a tuple from a list
_VALID_ELEMENTS: set[tuple[str, str, str, object]] = set()  # (direction, type, property, element's key)
_DEFINITIONS: dict[tuple[str, object], _Definition] = {}
_SHAPE_KEYWORDS = {"type", "anyOf", "properties", "required", "title", "description", "default", "$ref"}
_ANNOTATIONS = {"title", "description", "default"}


def _shape_only(schema: object, defs: dict[str, Any], seen: frozenset[str] = frozenset()) -> bool:
    """Whether ``schema`` (its references followed) constrains only which keys hold which JSON types."""
    if not isinstance(schema, dict) or not set(schema) <= _SHAPE_KEYWORDS:
        return False
    ref = schema.get("$ref")
    if ref is not None:
        if not ref.startswith("#/$defs/") or ref in seen:
            return False
        if not _shape_only(defs[ref.removeprefix("#/$defs/")], defs, seen | {ref}):
            return False
    parts = [*schema.get("anyOf", []), *schema.get("properties", {}).values()]
    return all(_shape_only(part, defs, seen) for part in parts)


_SCALARS = frozenset({str, int, float, bool, type(None)})


def _shape(element: object) -> object:
    """An element's key for a shape-only schema: its type, or its keys and their values' types (the
    values' own repr where one is not a plain scalar). Where every value is one (a menu's items, read by
    the hundred thousand), the keys in their order and the values' exact types, made in C: two orders of
    the same keys are two keys of the memo, each checked once."""
    if not isinstance(element, dict):
        return type(element).__name__
    types = tuple(map(type, element.values()))
    if _SCALARS.issuperset(types):
        return tuple(element), types
    return tuple(sorted((key, repr(value) if isinstance(value, (dict, list, tuple)) else type(value).__name__)
                        for key, value in element.items()))


class _Typed:
    """A value's place in a remembered skeleton, where only its type matters (its repr tells it from any
    value's)."""

    def __init__(self, value: object) -> None:
        self.name = type(value).__name__

    def __repr__(self) -> str:
        return f"<{self.name}>"


_TYPED = frozenset({str, int, bool, type(None)})
_PLAIN_OBJECT = {"type", "properties", "required", "additionalProperties", "title", "description"}


class _Definition:
    """One packet type's definition: its validator, its plain arrays' element validators, and the
    properties whose scalar values are remembered by their type alone."""

    def __init__(self, half: dict[str, Any], packet_type: str) -> None:
        ref = half["discriminator"]["mapping"][packet_type]
        self.whole = Draft202012Validator({"$defs": half["$defs"], "$ref": ref})
        definition = half["$defs"][ref.removeprefix("#/$defs/")]
        self.arrays: dict[str, tuple[Draft202012Validator, bool]] = {}
        for name, prop in definition.get("properties", {}).items():
            if prop.get("type") == "array" and isinstance(prop.get("items"), dict) and (
                    set(prop) <= {"type", "items"} | _ANNOTATIONS):
                items = prop["items"]
                self.arrays[name] = (Draft202012Validator({"$defs": half["$defs"], **items}),
                                     _shape_only(items, half["$defs"]))
        plain = set(definition) <= _PLAIN_OBJECT
        self.by_type = frozenset(name for name, prop in definition.get("properties", {}).items()
                                 if plain and _shape_only(prop, half["$defs"]))


def _one_definition_per_type(half: dict[str, Any]) -> None:
    """The premise of checking a packet against its type's definition alone (see above)."""
    mapping = half["discriminator"]["mapping"]
    assert sorted(branch["$ref"] for branch in half["oneOf"]) == sorted(mapping.values())
    for packet_type, ref in mapping.items():
        assert half["$defs"][ref.removeprefix("#/$defs/")]["properties"]["type"]["const"] == packet_type


for _half in ("server_to_client", "client_to_server"):
    _one_definition_per_type(PACKET_SCHEMA[_half])


def _refuse(checker: Draft202012Validator, obj: object, direction: str) -> None:
    """Fail with every error ``checker`` finds in ``obj`` (precise messages), if any."""
    errors = sorted(checker.iter_errors(obj), key=lambda error: list(error.absolute_path))
    if errors:
        lines = [f"{'/'.join(map(str, e.absolute_path)) or '<packet>'}: {e.message}" for e in errors]
        raise AssertionError(f"invalid {direction} packet {obj!r}:\n  " + "\n  ".join(lines))


def _remember(memo: set[Any], key: object) -> None:
    if len(memo) >= _KEPT:
        memo.clear()
    memo.add(key)


def _assert_valid(validator: Draft202012Validator, obj: object, direction: str) -> None:
    assert isinstance(obj, dict), f"{direction} packet is not an object: {obj!r}"
    # The schema gives `type` a default, but the clients dispatch on it: a packet without it is useless.
    packet_type = obj.get("type")
    half = validator.schema
    assert packet_type in half["discriminator"]["mapping"], f"{direction} packet of unknown type: {obj!r}"
    definition = _DEFINITIONS.get((direction, packet_type))
    if definition is None:
        definition = _DEFINITIONS[(direction, packet_type)] = _Definition(half, packet_type)
    skeleton = dict(obj)
    for name, (items, by_shape) in definition.arrays.items():
        elements = obj.get(name)
        if not isinstance(elements, list):
            continue  # checked whole, in the skeleton
        skeleton[name] = []
        # One element of each shape (a board's items share a few): all of a shape are valid or none.
        keyed = {_shape(element): element for element in elements} if by_shape else {
            repr(element): element for element in elements}
        for element_key, element in keyed.items():
            key = (direction, packet_type, name, element_key)
            if key not in _VALID_ELEMENTS:
                if not items.is_valid(element):
                    _refuse(definition.whole, obj, direction)
                _remember(_VALID_ELEMENTS, key)
    by_type = definition.by_type
    for name, value in skeleton.items():
        if name in by_type and type(value) in _TYPED:
            skeleton[name] = _Typed(value)
    key = (direction, repr(skeleton))
    if key not in _VALID:
        _refuse(definition.whole, obj, direction)  # an invalid skeleton: the packet's own errors
        _remember(_VALID, key)


def assert_server_packet_valid(obj: dict[str, Any]) -> None:
    """Fail unless `obj` is a packet valid under the schema's `server_to_client` half."""
    _assert_valid(SERVER_TO_CLIENT, obj, "server_to_client")


def assert_client_packet_valid(obj: dict[str, Any]) -> None:
    """Fail unless `obj` is a packet valid under the schema's `client_to_server` half."""
    _assert_valid(CLIENT_TO_SERVER, obj, "client_to_server")


def assert_server_frame_valid(frame: str | bytes) -> dict[str, Any]:
    """Parse a frame the server sent (str = JSON text, bytes = msgpack), check it, and return the packet."""
    obj = json.loads(frame) if isinstance(frame, str) else msgpack.unpackb(frame, raw=False)
    if frame not in _VALID_FRAMES:
        assert_server_packet_valid(obj)
        _remember(_VALID_FRAMES, frame)
    return obj  # type: ignore[no-any-return]
