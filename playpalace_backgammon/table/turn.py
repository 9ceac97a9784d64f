"""One turn being played sub-move by sub-move, as a player does it on the board.

The rules core validates whole plays only. This keeps the sub-moves made so far and accepts a new one only
when some legal play of the whole roll can still be completed from where it leads, so no choice can strand a
die (the rules core's ``PartialPlays`` of the roll, each partial state worked out once). A sub-move is one
checker from a source to a destination; the die is matched automatically (the lowest die that works when
bearing off), and a destination two or more dice away is reached through legal intermediate points.
When a sub-move is refused, ``reason`` says why in rules terms.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..rules import BAR, OFF, Play, Position, Step, apply_step
from ..rules.partial_plays import PartialPlays
from .interface import Message


@dataclass(frozen=True)
class SubMove:
    """One checker moved from ``source`` to ``target`` by ``steps`` (one per die in ``dice``)."""

    steps: tuple[Step, ...]
    dice: tuple[int, ...]
    after: Position | None = field(default=None, compare=False)  # the position it leads to, when known

    def __init__(self, steps: tuple[Step, ...], dice: tuple[int, ...], after: Position | None = None) -> None:
        fields = self.__dict__  # built for every allowed move offered: cheaper than the frozen initialiser
        fields["steps"] = steps
        fields["dice"] = dice
        fields["after"] = after

    @property
    def source(self) -> int:
        return self.steps[0].source

    @property
    def target(self) -> int:
        return self.steps[-1].target


def _without(dice: tuple[int, ...], die: int) -> tuple[int, ...]:
    index = dice.index(die)
    return dice[:index] + dice[index + 1:]


class TurnInProgress:
    """The sub-moves made so far in one turn; everything in the mover's numbering."""

    def __init__(self, start: Position, dice: tuple[int, int], plays: Sequence[Play]) -> None:
        self.start = start
        self.dice = dice
        self.partial = PartialPlays(start, dice, plays)
        self.all_dice = self.partial.all_dice
        self.play_length = self.partial.length
        self._left_when_complete = len(self.all_dice) - self.play_length  # dice unused by a whole play
        self.moves: list[SubMove] = []
        self.position = start
        self.remaining = self.all_dice

    # State.

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(step for move in self.moves for step in move.steps)

    @property
    def complete(self) -> bool:
        """Whether the sub-moves made form a whole legal play."""
        return len(self.remaining) == self._left_when_complete

    def dice_left(self) -> tuple[int, ...]:
        """The dice not yet used, highest first (empty when the play is complete)."""
        if self.complete:
            return ()
        return tuple(sorted(self.remaining, reverse=True))

    # Allowed sub-moves (the rules core's partial plays of this roll).

    def singles(self) -> dict[tuple[int, int], SubMove]:
        """Every one-die sub-move allowed now, by (source, target); the lowest die when two work."""
        return {key: SubMove((step,), (die,), after)
                for key, (step, die, after) in self.partial.allowed(self.position, self.remaining).items()}

    def single(self, source: int, target: int) -> SubMove | None:
        """The one-die sub-move from ``source`` to ``target`` allowed now, if any (the lowest die first)."""
        found = self.partial.allowed_move(self.position, self.remaining, source, target)
        return SubMove((found[0],), (found[1],), found[2]) if found is not None else None

    def can_move_from(self, source: int) -> bool:
        """Whether a checker on ``source`` (or the bar) has an allowed sub-move now."""
        return self.partial.can_move(self.position, self.remaining, source)

    def find(self, source: int, target: int) -> SubMove | None:
        """The sub-move taking a checker from ``source`` to ``target`` now, if one is allowed: one die when
        one does it, else the fewest dice through legal intermediate points."""
        move = self.single(source, target)
        if move is not None or len(self.all_dice) - len(self.remaining) >= self.play_length - 1:
            return move  # one die does it, or only one die is left to play
        return self.chains(source).get(target)

    def chains(self, source: int) -> dict[int, SubMove]:
        """Every destination of a checker on ``source`` now, by target, with the preferred sub-move."""
        found: dict[int, SubMove] = {}
        if not self.complete:
            self._extend(self.position, self.remaining, source, (), (), found)
        return found

    def _extend(
        self, position: Position, remaining: tuple[int, ...], checker: int,
        steps: tuple[Step, ...], used: tuple[int, ...], found: dict[int, SubMove],
    ) -> None:
        moves = self.partial.allowed_from(position, remaining, checker)
        for (_origin, target), (step, die, after) in moves.items():
            chain = (*steps, step)
            dice = (*used, die)
            candidate = SubMove(chain, dice, after)
            best = found.get(target)
            if best is None or _preference(candidate) < _preference(best):
                found[target] = candidate
            rest = _without(remaining, die)
            if target != OFF and rest and len(self.all_dice) - len(rest) < self.play_length:
                self._extend(after, rest, target, chain, dice, found)

    # Changes.

    def apply(self, move: SubMove) -> None:
        dice = move.dice
        if len(dice) == 1 and move.after is not None:  # the usual one-die sub-move
            self.remaining = _without(self.remaining, dice[0])
            self.position = move.after
            self.moves.append(move)
            return
        # A checker moved several dice at once is kept as one sub-move a die, as it is announced, so U
        # takes back the last of them only.
        position = self.position
        for step, die in zip(move.steps, move.dice, strict=True):
            position = apply_step(position, step)
            self.remaining = _without(self.remaining, die)
            self.moves.append(SubMove((step,), (die,), position))
        self.position = position

    def undo(self) -> SubMove:
        """Takes back the last sub-move (one die's worth: a checker moved several dice at once is taken
        back one die at a time)."""
        move = self.moves.pop()
        self.position = self.start
        self.remaining = self.all_dice
        replay = list(self.moves)
        self.moves = []
        for earlier in replay:
            self.apply(earlier)
        return move

    # Explanations.

    def sources(self) -> list[int]:
        """The points (or the bar) a checker can be moved from now."""
        return sorted({source for source, _ in self.singles()}, reverse=True)

    def targets(self, source: int) -> list[tuple[int, SubMove]]:
        """The destinations of a checker on ``source`` now, with the sub-move that reaches each."""
        return list(self.chains(source).items())

    def reason(self, source: int, target: int) -> Message:
        """Why moving a checker from ``source`` to ``target`` is refused now (mover's numbering)."""
        me, opp = self.position.mover, self.position.opponent
        if self.complete:
            return Message("bg-refuse-play-complete")
        if me[BAR] and source != BAR:
            return Message("bg-refuse-bar-first")
        if source != BAR and not me[source]:
            return Message("bg-refuse-no-checker", {"point": source})
        if target == OFF:
            if me[BAR] or any(me[7:25]):
                return Message("bg-refuse-bear-off-not-home")
            if max(self.remaining) < source:
                return Message("bg-refuse-bear-off-dice-too-small", {"point": source})
            if source not in self.remaining and any(me[source + 1:7]):
                return Message("bg-refuse-bear-off-higher-first", {"point": source})
            return Message("bg-refuse-whole-roll")
        if target >= source:
            return Message("bg-refuse-backwards")
        if opp[25 - target] >= 2:
            return Message("bg-refuse-blocked", {"point": target})
        distance = source - target
        reachable = {sum(self.remaining[:n]) for n in range(1, len(self.remaining) + 1)}
        reachable |= set(self.remaining)
        if distance not in reachable:
            return Message("bg-refuse-no-die", {"distance": distance})
        if distance not in self.remaining:
            return Message("bg-refuse-no-path")
        return Message("bg-refuse-whole-roll")


def _preference(move: SubMove) -> tuple[int, int, int]:
    """Fewest dice first, then fewest hits on the way, then the lowest first die (bear-offs)."""
    hits = sum(1 for step in move.steps[:-1] if step.hit)
    return (len(move.steps), hits, move.dice[0])
