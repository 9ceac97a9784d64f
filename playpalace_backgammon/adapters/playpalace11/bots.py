"""Bot seats at a PlayPalace table, at every level our lobby offers.

PlayPalace's server asks a game's bots on its tick, on its event loop. Random, Simple and Chaos decide at
once, in-process (well under a millisecond); the GNUBG levels are asked of our gnubg workers (``engine``)
and collected on a later tick, so a tick never waits for gnubg. Should gnubg fail, that decision is made at
the Simple level. The decision becomes the table's own commands, checked and announced as any other.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from concurrent.futures import Future

from ...bots.decisions import Decision, DecisionRequest
from ...bots.local import decide_locally, decide_simply, runs_locally
from ...table.bot_questions.bot_requests import answer_for, answer_without_engine, commands_for, request_for
from ...table.interface import BotTurn, Command, HostedTable
from . import engine

_log = logging.getLogger(__name__)


class BotThinking:
    """One bot decision for ``turn``: made at once, or under way in a gnubg worker until ``commands``
    has it."""

    def __init__(self, table: HostedTable, turn: BotTurn, rng: random.Random) -> None:
        self.table, self.turn, self.rng = table, turn, rng
        self._request: DecisionRequest | None = request_for(turn.context, rng.randrange(1 << 30))
        self._future: Future[Decision] | None = None
        self._commands: Sequence[Command] | None = None
        if self._request is None:  # a roll with no cube to turn, an end of turn: the table's plain answer
            self._commands = answer_without_engine(table, turn, rng)
        elif runs_locally(self._request):
            self._commands = self._carried_out(decide_locally(self._request))
        else:
            self._future = engine.ask(self._request)

    def commands(self) -> Sequence[Command] | None:
        """The commands that carry out the decision, in order; None while gnubg is still thinking."""
        if self._commands is None:
            assert self._future is not None and self._request is not None
            if not self._future.done():
                return None
            try:
                decision = self._future.result()
            except Exception:
                _log.exception("gnubg could not decide; this decision is made at the Simple level")
                decision = decide_simply(self._request)
            self._commands = self._carried_out(decision)
        return self._commands

    def cancel(self) -> None:
        """The table moved on (or was saved and is gone): the answer is not wanted."""
        if self._future is not None:
            self._future.cancel()

    def _carried_out(self, decision: Decision) -> Sequence[Command]:
        return commands_for(self.table, self.turn, answer_for(decision, self.turn.context))
