"""Where the tests find PlayPalace 11's pinned copy: ``../shared/playpalace11`` beside the checkout, or the
folder the environment variable ``PLAYPALACE11_DIR`` names. Tests that need it are skipped without it,
saying where they looked."""

from __future__ import annotations

import os
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PLAYPALACE11_VARIABLE = "PLAYPALACE11_DIR"


def playpalace11_dir() -> Path:
    """The pinned copy of PlayPalace 11 (its server, web and desktop clients), whether it is there or not."""
    named = os.environ.get(PLAYPALACE11_VARIABLE)
    return Path(named) if named else (REPO.parent / "shared" / "playpalace11").resolve()


PLAYPALACE11 = playpalace11_dir()


def not_found(what: str, place: Path) -> str:
    """A skip reason: ``what`` of PlayPalace 11 is not at ``place``, and where the copy is looked for."""
    looked = (f"${PLAYPALACE11_VARIABLE}" if os.environ.get(PLAYPALACE11_VARIABLE)
              else f"../shared/playpalace11 beside the checkout (or set {PLAYPALACE11_VARIABLE})")
    return f"no {what} at {place}: PlayPalace 11's pinned copy is looked for at {looked}"
