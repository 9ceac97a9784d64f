"""The tables in docs/ that restate the code are checked against it, so they cannot drift silently: the
table's options (plugin-interface.md), the protocol's refusals (protocol.md) and the server's limits
(reliability.md)."""

from __future__ import annotations

import re
from pathlib import Path

from playpalace_backgammon.host.lobby.chat import MAX_CHAT_CHARS
from playpalace_backgammon.host.lobby.dispatch import MAX_KEY_CHARS
from playpalace_backgammon.host.net.config import ServerConfig
from playpalace_backgammon.host.net.protocol_errors import Reason
from playpalace_backgammon.host.server import FLOOD_MEMORY_SECONDS
from playpalace_backgammon.table.interface import OptionKind
from playpalace_backgammon.table.options import option_specs

DOCS = Path(__file__).resolve().parents[1] / "docs"


def table_after(doc: str, heading: str) -> list[list[str]]:
    """The rows (cells stripped) of the first Markdown table after the line holding ``heading``."""
    lines = (DOCS / doc).read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if heading in line)
    rows: list[list[str]] = []
    for line in lines[start + 1:]:
        if line.startswith("|"):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
        elif rows:
            break
    return [row for row in rows[1:] if not set("".join(row)) <= set("-: ")]


def test_the_options_table_lists_every_option_with_its_kind_default_and_values() -> None:
    rows = table_after("plugin-interface.md", "Backgammon's options:")
    specs = option_specs()
    assert [row[0].strip("`") for row in rows] == [spec.id for spec in specs]
    for row, spec in zip(rows, specs, strict=True):
        assert row[1] == spec.kind.value, row
        if spec.kind is OptionKind.BOOLEAN:
            assert row[2] == ("on" if spec.default else "off"), row
        elif spec.kind is OptionKind.CHOICE:
            assert row[2] == f"`{spec.default}`", row
            assert re.findall(r"`(\w+)`", row[3]) == [value for value, _ in spec.choices], row
        else:
            assert row[2] == str(spec.default), row
            assert f"{spec.minimum}–{spec.maximum}" in row[3], row


def test_the_refusals_table_names_every_reason() -> None:
    rows = table_after("protocol.md", "| Error | `reason` | When |")
    assert [row[1].strip("`") for row in rows] == [reason.value for reason in Reason]


def test_the_limits_table_says_what_the_server_enforces() -> None:
    config = ServerConfig()
    rows = {row[0]: row for row in table_after("reliability.md", "| what | limit | when exceeded |")}
    frame = " ".join(rows["a frame"])
    assert f"{config.max_frame_bytes // 1024} KiB" in frame
    assert f"over {config.transport_max_bytes // 1024} KiB" in frame
    packets = " ".join(rows["packets from one connection"])
    assert f"{config.rate_per_second:g} a second, bursts of {config.rate_burst}" in packets
    assert f"the {config.flood_strikes}th refused packet" in packets
    assert f"unless {FLOOD_MEMORY_SECONDS:g} s passed" in packets
    assert rows["packets waiting for a slow client"][1] == f"{config.send_queue_limit:,}"
    assert rows["a chat message"][1] == f"{MAX_CHAT_CHARS} characters"
    assert rows["a key name"][1] == f"{MAX_KEY_CHARS} characters"
    connections = rows["open connections, logged in or not"][1]
    assert f"{config.max_connections:,}" in connections
    assert f"{config.connections_per_address} from one address" in connections
