"""The server's one log format: every line says which process wrote it and, when it is about a table, which.

A line reads ``2026-01-02 03:04:05,678 INFO role=tables process=owner-1 table=3f2a... host.tables: text``:
the process's role (``all`` for the one process, ``gateway``, ``tables``, ``bots``), its name in the
cluster (``--owner``, else the host's name and process id), and the table the work was about (``-`` when
none), then the logger and the message. The table comes from a context variable that a room sets while it
handles an event (``about_table``); asyncio copies it into the tasks and timers started meanwhile, so a bot's
question or a clock that fires later is still about its table. The fields are ``key=value`` words without
spaces, so an operator's tools split a line without a parser of ours. It lives with the tables, the lowest
layer that logs about one, so that every layer above (the lobby, the cluster, the processes) may use it.
"""

from __future__ import annotations

import contextvars
import logging
import os
import socket
from collections.abc import Iterator
from contextlib import contextmanager

LOG_FORMAT = ("%(asctime)s %(levelname)s role=%(role)s process=%(node)s table=%(table)s "
              "%(name)s: %(message)s")
NO_TABLE = "-"

current_table: contextvars.ContextVar[str] = contextvars.ContextVar("current_table", default=NO_TABLE)


def process_name(configured: str = "") -> str:
    """A process's name in its log lines: the one given, else the host's name and the process id."""
    return configured or f"{socket.gethostname()}-{os.getpid()}"


class ProcessFields(logging.Filter):
    """Adds the process's role and name, and the table in hand, to every record a handler writes (those of
    the libraries' loggers too); a record given ``extra={"table": ...}`` keeps its own."""

    def __init__(self, role: str, node: str) -> None:
        super().__init__()
        self.role = role or "all"
        self.node = node.replace(" ", "-") or NO_TABLE

    def filter(self, record: logging.LogRecord) -> bool:
        record.role = self.role
        record.node = self.node
        if not getattr(record, "table", None):
            record.table = current_table.get()
        return True


def configure_logging(role: str, name: str = "", level: int = logging.INFO) -> None:
    """``serve``'s logging: the one format on standard error, with this process's fields on every line."""
    logging.basicConfig(level=level, format=LOG_FORMAT)
    fields = ProcessFields(role, process_name(name))
    for handler in logging.getLogger().handlers:
        handler.addFilter(fields)


@contextmanager
def about_table(table_id: str) -> Iterator[None]:
    """Within this block (and the tasks and timers it starts), log lines name ``table_id``."""
    token = current_table.set(table_id)
    try:
        yield
    finally:
        current_table.reset(token)
