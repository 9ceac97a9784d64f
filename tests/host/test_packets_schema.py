"""The packet models are the published PlayPalace 11 schema: same packets, same fields, same JSON Schema."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from playpalace_backgammon.host.net import packets as p

from .packet_samples import CLIENT_WIRE_SAMPLES, SERVER_SAMPLES
from .schema_validation import PACKET_SCHEMA, assert_client_packet_valid, assert_server_packet_valid

SHARED_SCHEMA = Path(__file__).resolve().parents[3] / "shared" / "playpalace" / "packet_schema.json"

HALVES = [
    ("client_to_server", p.CLIENT_PACKET_ADAPTER, p.CLIENT_PACKET_TYPES),
    ("server_to_client", p.SERVER_PACKET_ADAPTER, p.SERVER_PACKET_TYPES),
]


def _definitions(half: str) -> dict[str, dict[str, Any]]:
    """Published packet definitions by their `type` value."""
    schema = PACKET_SCHEMA[half]
    return {
        tag: schema["$defs"][ref.removeprefix("#/$defs/")]
        for tag, ref in schema["discriminator"]["mapping"].items()
    }


@pytest.mark.skipif(not SHARED_SCHEMA.exists(), reason="the shared schema is not beside this checkout")
def test_in_repo_schema_is_the_published_one() -> None:
    assert json.loads(SHARED_SCHEMA.read_text(encoding="utf-8")) == PACKET_SCHEMA


@pytest.mark.parametrize(("half", "adapter", "types"), HALVES, ids=[h[0] for h in HALVES])
def test_emitted_json_schema_equals_published_half(half: str, adapter: Any, types: Any) -> None:
    emitted = adapter.json_schema()
    published = PACKET_SCHEMA[half]
    # Compare definition by definition first, so a failure names the packet that differs.
    assert sorted(emitted["$defs"]) == sorted(published["$defs"])
    for name, definition in published["$defs"].items():
        assert emitted["$defs"][name] == definition, name
    assert emitted == published


@pytest.mark.parametrize(("half", "adapter", "types"), HALVES, ids=[h[0] for h in HALVES])
def test_one_model_per_packet_type_with_the_same_required_fields(half: str, adapter: Any, types: Any) -> None:
    definitions = _definitions(half)
    assert sorted(types) == sorted(definitions)
    for tag, model in types.items():
        definition = definitions[tag]
        assert model.__name__ == definition["title"]
        assert set(model.model_fields) == set(definition["properties"]), tag
        required = {name for name, field in model.model_fields.items() if field.is_required()}
        assert required == set(definition.get("required", [])), tag
        assert model.model_config.get("extra") == "forbid"
        assert definition["additionalProperties"] is False


def test_handled_client_types_are_client_packet_types() -> None:
    assert p.HANDLED_CLIENT_TYPES <= set(p.CLIENT_PACKET_TYPES)
    assert {"authorize", "menu", "keybind", "editbox", "escape", "chat", "ping"} <= p.HANDLED_CLIENT_TYPES


def test_samples_cover_every_packet_type() -> None:
    assert sorted(CLIENT_WIRE_SAMPLES) == sorted(p.CLIENT_PACKET_TYPES)
    assert sorted(SERVER_SAMPLES) == sorted(p.SERVER_PACKET_TYPES)


@pytest.mark.parametrize("tag", sorted(SERVER_SAMPLES))
def test_typical_server_packet_validates_against_published_schema(tag: str) -> None:
    packet = SERVER_SAMPLES[tag]
    assert packet.type == tag
    assert_server_packet_valid(packet.model_dump(mode="json", exclude_none=True))


@pytest.mark.parametrize("tag", sorted(p.SERVER_PACKET_TYPES))
def test_minimal_server_packet_with_nulls_left_out_validates(tag: str) -> None:
    """Only required fields set: what the server sends when it fills nothing optional."""
    sample = SERVER_SAMPLES[tag].model_dump(mode="json")
    model = p.SERVER_PACKET_TYPES[tag]
    required = {name: sample[name] for name, field in model.model_fields.items() if field.is_required()}
    assert_server_packet_valid(model(**required).model_dump(mode="json", exclude_none=True))


@pytest.mark.parametrize("tag", sorted(CLIENT_WIRE_SAMPLES))
def test_typical_client_packet_validates_both_ways(tag: str) -> None:
    wire = CLIENT_WIRE_SAMPLES[tag]
    assert_client_packet_valid(wire)
    packet = p.CLIENT_PACKET_ADAPTER.validate_python(wire, strict=True)
    assert type(packet) is p.CLIENT_PACKET_TYPES[tag]
    assert packet.model_dump(mode="json", exclude_none=True) == wire


def test_same_type_name_means_different_packets_per_direction() -> None:
    """`menu`, `chat` and `document_editor` exist both ways with different fields."""
    for tag in ("menu", "chat", "document_editor"):
        assert p.CLIENT_PACKET_TYPES[tag] is not p.SERVER_PACKET_TYPES[tag]
    with pytest.raises(ValidationError):
        p.SERVER_PACKET_ADAPTER.validate_python(CLIENT_WIRE_SAMPLES["menu"])


def test_packets_are_frozen_values() -> None:
    speak = p.SpeakPacket(text="hello")
    with pytest.raises(ValidationError):
        speak.text = "changed"  # type: ignore[misc]
    assert speak == p.SpeakPacket(text="hello")
    assert speak.model_copy(update={"text": "changed"}).text == "changed"


def test_models_refuse_extra_fields_and_out_of_range_values() -> None:
    with pytest.raises(ValidationError):
        p.SpeakPacket(text="hi", volume=3)  # type: ignore[call-arg]
    with pytest.raises(ValidationError):
        p.PlaySoundPacket(name="x", pan=101)
    with pytest.raises(ValidationError):
        p.MenuPacket(menu_id="board", items=[], grid_width=0)


def test_require_handled_refuses_valid_but_unhandled_packets() -> None:
    from playpalace_backgammon.host.net.protocol_errors import Reason, UnsupportedPacket

    ping = p.PingPacket()
    assert p.require_handled(ping) is ping
    with pytest.raises(UnsupportedPacket) as caught:
        p.require_handled(p.AdminsCommandPacket())
    assert caught.value.reason is Reason.UNSUPPORTED_TYPE
    assert caught.value.packet_type == "admins_cmd"


def test_the_checker_refuses_what_the_schema_refuses_after_seeing_the_same_packet_valid() -> None:
    """The checker remembers what it found valid in parts (a menu's skeleton, each item's shape): a menu
    like one seen valid, but with an item's text of another type, an item without text, a field of the
    wrong type or one too many, is still refused, with the failing path named."""
    good = {"type": "menu", "menu_id": "turn_menu", "items": [{"id": "cell-0", "text": "a"}, "plain"]}
    assert_server_packet_valid(good)
    assert_server_packet_valid({**good, "items": [{"id": "cell-1", "text": "another text"}]})
    refused = [
        ({**good, "items": [{"id": "cell-0", "text": 3}]}, "items/0"),
        ({**good, "items": ["plain", {"id": "cell-0", "text": True}]}, "items/1"),
        ({**good, "items": [{"id": "cell-0"}]}, "items/0"),
        ({**good, "items": ({"id": "cell-0", "text": "a"},)}, "items"),
        ({**good, "menu_id": 5}, "menu_id"),
        ({**good, "grid_width": 0}, "grid_width"),
        ({**good, "bogus": 1}, "<packet>"),
    ]
    for packet, path in refused:
        with pytest.raises(AssertionError, match=f"invalid server_to_client packet .*\n  {path}: "):
            assert_server_packet_valid(packet)
