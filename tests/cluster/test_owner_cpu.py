"""An owner's cheaper paths for its commands, without sockets: a packet relayed by a gateway is read again
by its schema alone (``table_service.relayed_packet``)."""

from __future__ import annotations

import msgpack  # type: ignore[import-untyped]
import pytest

from playpalace_backgammon.host.cluster.table_service import relayed_packet
from playpalace_backgammon.host.net.client_packets import ChatPacket, KeybindPacket, MenuSelectionPacket
from playpalace_backgammon.host.net.codec import decode_client, encode_client


@pytest.mark.parametrize("packet", [
    KeybindPacket(key="space", shift=True, menu_id="board", menu_item_id="cell-3"),
    MenuSelectionPacket(menu_id="table", selection_id="start"),
    ChatPacket(message="bonne partie", convo="local"),
])
def test_a_relayed_packet_is_the_one_its_gateway_validated(packet: object) -> None:
    data = encode_client(packet, binary=True)  # type: ignore[call-overload]
    assert relayed_packet(data) == packet == decode_client(data, binary=True)


@pytest.mark.parametrize("document", [
    {"type": "keybind"},  # no key
    {"type": "keybind", "key": 3},  # not a string: strict, no coercion
    {"type": "menu", "menu_id": "x", "selection": 0},  # one-based
    {"type": "nonsense"},
    {"type": "keybind", "key": "a", "extra": 1},  # unknown fields refused
    ["keybind"],
])
def test_a_relayed_packet_the_schema_refuses_is_refused(document: object) -> None:
    with pytest.raises(ValueError):
        relayed_packet(msgpack.packb(document, use_bin_type=True))


def test_bytes_that_are_not_msgpack_are_refused() -> None:
    with pytest.raises(ValueError):
        relayed_packet(b"\xc1\xff")
