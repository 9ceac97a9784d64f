"""Our server in this process on a loopback port, its tables rolling seeded dice: with DICE_SEED the bot goes
first, then it is our turn to roll, and our first roll is 6 and 1. A run is the same run every time."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from playpalace_backgammon.host.net.config import ServerConfig
from playpalace_backgammon.host.tables.core import room_state
from playpalace_backgammon.rules import SeededDice
from tests.host.live_server import ThreadedServer

DICE_SEED = 7


@contextmanager
def seeded_server(*, dice_seed: int = DICE_SEED, **config: Any) -> Iterator[ThreadedServer]:
    """A running ``ThreadedServer`` with ``ServerConfig(port=0, **config)``; every table it makes rolls
    ``SeededDice(dice_seed)``."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(room_state, "SystemDice", lambda: SeededDice(dice_seed))
        running = ThreadedServer(ServerConfig(port=0, **config)).start()
        try:
            yield running
        finally:
            running.stop()
