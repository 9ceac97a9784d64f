"""The state of a process by its id, from /proc (tests that check processes end)."""

from __future__ import annotations

from pathlib import Path


def process_state(pid: int) -> str | None:
    """The process's state letter, or None when it is gone."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return None


def ended(pid: int) -> bool:
    """Whether the process has ended (gone, or dead and not yet reaped)."""
    return process_state(pid) in (None, "Z", "X")
