"""Export: a table's stored match as a .mat or SGF file's text. The one entry point a host needs is
``export_table(state, log, fmt)``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .build import RecordError, record_from_log
from .mat import write_mat
from .match_record import MatchRecord
from .sgf import write_sgf

_WRITERS: dict[str, Callable[[MatchRecord], str]] = {"mat": write_mat, "sgf": write_sgf}
FORMATS = tuple(_WRITERS)  # the formats by their file extension: "mat", "sgf"
MEDIA_TYPES = {"mat": "text/plain; charset=utf-8", "sgf": "application/x-go-sgf; charset=utf-8"}


def export_record(record: MatchRecord, fmt: str) -> str:
    """``record`` written in ``fmt`` ("mat" or "sgf"); RecordError("format") for any other."""
    writer = _WRITERS.get(fmt)
    if writer is None:
        raise RecordError("format", f"unknown format {fmt!r}; known: {', '.join(FORMATS)}")
    return writer(record)


def export_table(
    state: Mapping[str, Any],
    log: Sequence[Mapping[str, Any]],
    fmt: str,
    *,
    started_at: float | None = None,
    match_id: str | None = None,
) -> str:
    """The match a table's stored lobby state and log hold (as ``Store`` keeps them: the ``tables.state``
    JSON and the ``table_log`` entries in order), written in ``fmt`` ("mat" or "sgf"). A finished,
    abandoned or running match alike: a running one up to its last logged action. ``started_at`` (seconds
    since the epoch) dates the file; ``match_id`` names it. Raises ``RecordError`` (a ``ValueError`` with a
    ``reason``: "format", "not-started", "state", "log", "dice") when there is nothing to export."""
    fmt_writer = _WRITERS.get(fmt)
    if fmt_writer is None:
        raise RecordError("format", f"unknown format {fmt!r}; known: {', '.join(FORMATS)}")
    return fmt_writer(record_from_log(state, log, started_at=started_at, match_id=match_id))
