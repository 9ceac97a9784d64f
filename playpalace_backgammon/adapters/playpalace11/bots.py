"""Bot seats at a PlayPalace table, decided by the package's in-process levels (Random, Simple, Chaos).

PlayPalace's server runs a game's bots on its tick, on the event loop, so only the levels that need no
gnubg worker are offered there; a saved table with a GNUBG level is decided at the Simple level. The
decision becomes the table's own commands, checked and announced as any other.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...bots import CubeDecision, MoveDecision, TakeDecision
from ...bots.decisions import BotLevel
from ...bots.local import decide_locally, decide_simply, runs_locally
from ...host.bot_driver import answer_without_engine
from ...host.pool_bot_driver import request_for
from ...table.interface import BotTurn, Command, HostedTable

LOCAL_LEVELS = tuple(level for level in BotLevel if not level.uses_gnubg)
"""The bot levels a PlayPalace table offers."""


def bot_commands(table: HostedTable, turn: BotTurn, rng: random.Random) -> Sequence[Command]:
    """The commands that carry out the bot's decision for ``turn``, in order."""
    context = turn.context
    request = request_for(context, rng.randrange(1 << 30))
    if request is None:  # a roll with no cube to turn, an end of turn: the table's plain answer
        return answer_without_engine(table, turn, rng)
    decision = decide_locally(request) if runs_locally(request) else decide_simply(request)
    if isinstance(decision, MoveDecision):
        return table.commands_for_play(turn.seat, context.legal_plays[decision.play_index])
    if isinstance(decision, CubeDecision | TakeDecision):
        yes = decision.double if isinstance(decision, CubeDecision) else decision.take
        answer = table.commands_for_answer(turn.seat, yes)
        if answer:
            return answer
    return answer_without_engine(table, turn, rng)
