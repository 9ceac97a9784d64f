"""An owner's cheaper paths for its commands: a packet relayed by a gateway is read again by its schema
alone (``table_service.relayed_packet``, without sockets), and a tick's log entries are written in one
statement, fenced table by table (``PgStore(batch=True)``, on the tests' PostgreSQL)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import msgpack  # type: ignore[import-untyped]
import pytest

from playpalace_backgammon.host.cluster.table_service import relayed_packet
from playpalace_backgammon.host.net.client_packets import ChatPacket, KeybindPacket, MenuSelectionPacket
from playpalace_backgammon.host.net.codec import decode_client, encode_client
from playpalace_backgammon.host.net.outbox import Outbox
from playpalace_backgammon.host.store.database import StoreError
from playpalace_backgammon.host.store.ownership import Claim, Ownership
from playpalace_backgammon.host.store.store_pg import PgStore
from tests.cluster.ownerships import registered_owners


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


# A table owner's batching store (``PgStore(batch=True)``, as ``open_store`` opens an owner's): a tick's
# entries of every table in one statement, fenced table by table.


@pytest.fixture
def ownership(pg_url: str) -> Iterator[Callable[[str], Ownership]]:
    yield from registered_owners(pg_url, 1.0)


class _Statements:
    """The statements a store's connection runs (its ``execute``), ``COMMIT`` included."""

    def __init__(self, store: PgStore) -> None:
        self.sql: list[str] = []
        raw = store._pg.raw
        execute = raw.execute

        def counted(query: Any, *args: Any, **kwargs: Any) -> Any:
            self.sql.append(str(query))
            return execute(query, *args, **kwargs)

        raw.execute = counted  # type: ignore[method-assign]


def test_a_ticks_entries_of_several_tables_are_one_statement_and_each_is_written(
        pg_url: str, ownership: Callable[[str], Ownership]) -> None:
    owner = ownership("a")
    store = PgStore(pg_url, written=lambda: None, owner="a", batch=True)
    reader = PgStore(pg_url)
    try:
        for table_id in ("t1", "t2", "t3"):
            assert owner.claim(table_id) == 1
            store.hold(table_id, 1)
        statements = _Statements(store)
        for seq in (1, 2):
            for table_id in ("t1", "t2", "t3"):
                assert store.append_log(table_id, seq, {"table": table_id, "seq": seq})
        assert reader.match_log("t1") == []  # waiting for the tick's end
        store.commit()
        assert len(statements.sql) == 1 and statements.sql[0].startswith("INSERT INTO table_log")
        for table_id in ("t1", "t2", "t3"):
            assert reader.match_log(table_id) == [{"table": table_id, "seq": seq} for seq in (1, 2)]
        assert store.take_moved() == frozenset()
    finally:
        store.close()
        reader.close()


def test_a_stale_owners_batched_entries_change_nothing_and_its_table_is_told_moved(
        pg_url: str, ownership: Callable[[str], Ownership]) -> None:
    """Of one tick's entries, those of a table another owner claimed meanwhile are not written (the
    others are), that table is ``moved`` (refused at once from then on), and the new owner's go on."""
    first, second = ownership("a"), ownership("b")
    old = PgStore(pg_url, written=lambda: None, owner="a", batch=True)
    new = PgStore(pg_url, written=lambda: None, owner="b", batch=True)
    try:
        for table_id in ("kept", "taken"):
            assert first.claim(table_id) == 1
            old.hold(table_id, 1)
        assert old.append_log("taken", 1, {"by": "a", "seq": 1})
        old.commit()
        first.retire()  # its heart stopped: "b" takes both, "a" goes on as though it held them
        assert sorted(second.claim_orphans()) == [Claim("kept", 2), Claim("taken", 2)]
        second.release("kept", 2)  # (one released: still not "a"'s at epoch 1)
        new.hold("taken", 2)
        assert old.append_log("taken", 2, {"by": "a", "seq": 2})  # told later, at the tick's end
        assert old.append_log("kept", 1, {"by": "a", "seq": 1})
        assert old.confirmed("taken") is False  # written now, and refused
        assert old.take_moved() == frozenset({"taken", "kept"})
        assert old.take_moved() == frozenset()  # told once
        assert not old.append_log("taken", 3, {"by": "a", "seq": 3})  # refused at once from then on
        old.commit()
        assert new.append_log("taken", 2, {"by": "b", "seq": 2})
        new.commit()
        assert new.match_log("taken") == [{"by": "a", "seq": 1}, {"by": "b", "seq": 2}]
        assert new.match_log("kept") == []
    finally:
        old.close()
        new.close()


def test_a_read_or_a_write_in_the_tick_comes_after_its_waiting_entries_in_one_transaction(
        pg_url: str, ownership: Callable[[str], Ownership]) -> None:
    """An entry waiting when the same tick reads the log (the archive, a rebuild) or writes something else
    is written first, inside the tick's transaction, which the commit ends."""
    owner = ownership("a")
    store = PgStore(pg_url, written=lambda: None, owner="a", batch=True)
    reader = PgStore(pg_url)
    try:
        assert owner.claim("t1") == 1
        store.hold("t1", 1)
        assert store.append_log("t1", 1, {"seq": 1})
        assert store.match_log("t1") == [{"seq": 1}]  # its own read sees it
        assert store._pg.in_transaction
        assert reader.match_log("t1") == []  # not committed yet
        store.save_table("t1", "backgammon", {"names": ["ann", "bob"]}, "waiting")
        assert store.confirmed("t1")
        store.commit()
        assert reader.match_log("t1") == [{"seq": 1}]
        assert reader.table_state("t1") == {"names": ["ann", "bob"]}
    finally:
        store.close()
        reader.close()


def test_a_failed_batch_is_the_ticks_store_error_naming_its_tables(
        pg_url: str, ownership: Callable[[str], Ownership]) -> None:
    """An entry PostgreSQL refuses (here one at a sequence number already written) fails the tick's whole
    statement: the commit raises ``StoreError`` naming every table of the tick, and nothing of it is kept."""
    owner = ownership("a")
    store = PgStore(pg_url, written=lambda: None, owner="a", batch=True)
    try:
        for table_id in ("t1", "t2"):
            assert owner.claim(table_id) == 1
            store.hold(table_id, 1)
        assert store.append_log("t1", 1, {"seq": 1})
        store.commit()
        assert store.append_log("t2", 1, {"seq": 1})
        assert store.append_log("t1", 1, {"seq": "again"})
        with pytest.raises(StoreError) as failed:
            store.commit()
        assert failed.value.tables == frozenset({"t1", "t2"})
        assert store.match_log("t2") == [] and store.match_log("t1") == [{"seq": 1}]
        assert store.append_log("t2", 1, {"seq": 1})  # the store goes on
        store.commit()
        assert store.match_log("t2") == [{"seq": 1}]
    finally:
        store.close()


def test_the_tables_the_fence_refused_are_told_at_the_ticks_end_before_anything_leaves() -> None:
    """``Outbox.moved`` hears the tables the store's fence refused after its commit and before any client
    hands its frames on (so a table's people hear nothing of the step that was not kept); a tick with none
    tells nothing."""
    happened: list[str] = []

    class Store:
        moved: frozenset[str] = frozenset()

        def commit(self) -> None:
            happened.append("commit")

        def take_moved(self) -> frozenset[str]:
            moved, Store.moved = Store.moved, frozenset()
            return moved

    class Sender:
        def flush(self) -> None:
            happened.append("frames")

    outbox = Outbox(Store())  # type: ignore[arg-type]
    outbox.moved = lambda tables: happened.append(f"moved {sorted(tables)}")
    Store.moved = frozenset({"t2", "t1"})
    outbox.send_at_tick_end(Sender())  # (no event loop: the tick ends at once)
    assert happened == ["commit", "moved ['t1', 't2']", "frames"]
    happened.clear()
    outbox.send_at_tick_end(Sender())
    assert happened == ["commit", "frames"]
