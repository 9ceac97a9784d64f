"""The one log format (``host/tables/logs``): every line names the process's role and name, and the table in
hand, also in the tasks and timers started while a table handled an event; without a socket."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.host.lobby.match_analyst import MatchAnalyst
from playpalace_backgammon.host.store.store_pg import open_store
from playpalace_backgammon.host.tables.logs import LOG_FORMAT, ProcessFields, about_table, current_table

_log = logging.getLogger("pp.logs")


@pytest.fixture
def written() -> Iterator[io.StringIO]:
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(logging.Formatter(LOG_FORMAT))
    handler.addFilter(ProcessFields("tables", "owner 1"))
    _log.addHandler(handler)
    _log.setLevel(logging.INFO)
    yield out
    _log.removeHandler(handler)


async def test_every_line_names_the_process_and_the_table_in_hand(written: io.StringIO) -> None:
    fired = asyncio.Event()
    _log.info("before")
    with about_table("t7-ab12"):
        _log.warning("in the table's handling")

        async def later() -> None:
            _log.info("in a task it started")

        task = asyncio.get_running_loop().create_task(later())

        def timer() -> None:
            _log.info("in a timer it started")
            fired.set()

        asyncio.get_running_loop().call_soon(timer)
    assert current_table.get() == "-"
    _log.info("about another", extra={"table": "t8-cd34"})
    await task
    await fired.wait()
    _log.info("after")
    lines = written.getvalue().splitlines()
    fields = [line.split(" ", 2)[2] for line in lines]  # the date and the time left out
    assert fields == [
        "INFO role=tables process=owner-1 table=- pp.logs: before",
        "WARNING role=tables process=owner-1 table=t7-ab12 pp.logs: in the table's handling",
        "INFO role=tables process=owner-1 table=t8-cd34 pp.logs: about another",
        "INFO role=tables process=owner-1 table=t7-ab12 pp.logs: in a task it started",
        "INFO role=tables process=owner-1 table=t7-ab12 pp.logs: in a timer it started",
        "INFO role=tables process=owner-1 table=- pp.logs: after",
    ]


def test_the_one_process_is_role_all() -> None:
    record = logging.LogRecord("x", logging.INFO, __file__, 1, "m", None, None)
    assert ProcessFields("", "host-12").filter(record)
    assert (record.role, record.node, record.table) == ("all", "host-12", "-")


async def test_an_analysis_started_during_another_tables_tick_names_its_own_match(
        written: io.StringIO, tmp_path: Path) -> None:
    """The analyst's task is about its match, whichever table's event started it: a match the store does
    not hold fails, and the warning names that match, not the table in hand."""
    store = open_store(tmp_path / "s.sqlite3")
    failed = asyncio.Event()
    analyst = MatchAnalyst(store, BotPool(workers=1), lambda *_: None, failed=lambda *_: failed.set())
    analysing = logging.getLogger("playpalace_backgammon.host.lobby.match_analyst")
    handler = _log.handlers[-1]
    analysing.addHandler(handler)
    try:
        with about_table("t1-aaaa"):
            analyst.match_finished("t2-bbbb", ["ann"])
        await failed.wait()
    finally:
        analysing.removeHandler(handler)
        store.close()
    said = [line for line in written.getvalue().splitlines() if "could not be analysed" in line]
    assert len(said) == 1 and " table=t2-bbbb " in said[0], written.getvalue()
