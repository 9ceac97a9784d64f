"""The one log format (``host/tables/logs``): every line names the process's role and name, and the table in
hand, also in the tasks and timers started while a table handled an event; without a socket."""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Iterator

import pytest

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
