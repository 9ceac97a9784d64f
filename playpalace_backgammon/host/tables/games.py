"""The games this server offers, and how to build a table of each from saved options and seat names."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from playpalace_backgammon.rules import DiceSource
from playpalace_backgammon.table.interface import GameDeclaration, TableGame

TableFactory = Callable[[Mapping[str, Any], Sequence[str], DiceSource], TableGame]


@dataclass(frozen=True)
class GameKind:
    """A game's declaration (name, seats, options) and a factory of its tables."""

    declaration: GameDeclaration
    create: TableFactory


def backgammon() -> GameKind:
    """The backgammon table."""
    from playpalace_backgammon.table.backgammon import DECLARATION, BackgammonTable

    def create(options: Mapping[str, Any], names: Sequence[str], dice: DiceSource) -> TableGame:
        return BackgammonTable(options, tuple(names), dice)

    return GameKind(DECLARATION, create)


def available_games() -> dict[str, GameKind]:
    """Every game by its id."""
    kinds = [backgammon()]
    return {kind.declaration.id: kind for kind in kinds}
