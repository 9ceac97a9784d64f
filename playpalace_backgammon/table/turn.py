"""One turn being played sub-move by sub-move, as a player does it on the board.

The rules core validates whole plays only. This keeps the sub-moves made so far and accepts a new one only
when some legal play of the whole roll can still be completed from where it leads, so no choice can strand a
die. A sub-move is one checker from a source to a destination; the die is matched automatically (the lowest
die that works when bearing off), and a destination two or more dice away is reached through legal
intermediate points. When a sub-move is refused, ``reason`` says why in rules terms.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..rules import BAR, OFF, Play, Position, Step, apply_step, single_moves
from .interface import Message


@dataclass(frozen=True)
class SubMove:
    """One checker moved from ``source`` to ``target`` by ``steps`` (one per die in ``dice``)."""

    steps: tuple[Step, ...]
    dice: tuple[int, ...]

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
        self.all_dice: tuple[int, ...] = (dice[0],) * 4 if dice[0] == dice[1] else tuple(sorted(dice))
        self.play_length = len(plays[0].dice) if plays else 0
        self.results = frozenset(play.result for play in plays)
        self.moves: list[SubMove] = []
        self.position = start
        self.remaining = self.all_dice
        self._memo: dict[tuple[Position, tuple[int, ...]], bool] = {}
        self._singles: dict[tuple[int, int], SubMove] | None = None

    # State.

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(step for move in self.moves for step in move.steps)

    @property
    def steps_played(self) -> int:
        return len(self.all_dice) - len(self.remaining)

    @property
    def complete(self) -> bool:
        """Whether the sub-moves made form a whole legal play."""
        return self.steps_played == self.play_length

    def dice_left(self) -> tuple[int, ...]:
        """The dice not yet used, highest first (empty when the play is complete)."""
        if self.complete:
            return ()
        return tuple(sorted(self.remaining, reverse=True))

    # Completion search.

    def completable(self, position: Position, remaining: tuple[int, ...]) -> bool:
        """Whether the rest of the roll can be played from ``position`` so as to end in a legal play."""
        if len(self.all_dice) - len(remaining) == self.play_length:
            return position in self.results
        key = (position, remaining)
        known = self._memo.get(key)
        if known is not None:
            return known
        answer = False
        for die in sorted(set(remaining)):
            rest = _without(remaining, die)
            for step in single_moves(position, die):
                if self.completable(apply_step(position, step), rest):
                    answer = True
                    break
            if answer:
                break
        self._memo[key] = answer
        return answer

    def singles(self) -> dict[tuple[int, int], SubMove]:
        """Every one-die sub-move allowed now, by (source, target); the lowest die when two work."""
        if self._singles is not None:
            return self._singles
        found: dict[tuple[int, int], SubMove] = {}
        if not self.complete:
            position, remaining = self.position, self.remaining
            for die in sorted(set(remaining)):
                rest = _without(remaining, die)
                for step in single_moves(position, die):
                    key = (step.source, step.target)
                    if key not in found and self.completable(apply_step(position, step), rest):
                        found[key] = SubMove((step,), (die,))
        self._singles = found
        return found

    def single(self, source: int, target: int) -> SubMove | None:
        """The one-die sub-move from ``source`` to ``target`` allowed now, if any (the lowest die first)."""
        if self._singles is not None:
            return self._singles.get((source, target))
        if self.complete:
            return None
        position, remaining = self.position, self.remaining
        for die in sorted(set(remaining)):
            if target != OFF and source - target != die:
                continue
            for step in single_moves(position, die):
                if step.source == source and step.target == target:
                    if self.completable(apply_step(position, step), _without(remaining, die)):
                        return SubMove((step,), (die,))
        return None

    def can_move_from(self, source: int) -> bool:
        """Whether a checker on ``source`` (or the bar) has an allowed sub-move now."""
        if self._singles is not None:
            return any(origin == source for origin, _ in self._singles)
        if self.complete:
            return False
        position, remaining = self.position, self.remaining
        for die in sorted(set(remaining)):
            rest = _without(remaining, die)
            for step in single_moves(position, die):
                if step.source == source and self.completable(apply_step(position, step), rest):
                    return True
        return False

    def find(self, source: int, target: int) -> SubMove | None:
        """The sub-move taking a checker from ``source`` to ``target`` now, if one is allowed: one die when
        one does it, else the fewest dice through legal intermediate points."""
        move = self.single(source, target)
        if move is not None or not self.can_move_from(source):
            return move
        return self.chains(source).get(target)

    def chains(self, source: int) -> dict[int, SubMove]:
        """Every destination of a checker on ``source`` now, by target, with the preferred sub-move."""
        found: dict[tuple[int, int], SubMove] = {}
        if not self.complete:
            self._extend(self.position, self.remaining, source, (), (), found)
        return {target: move for (_source, target), move in found.items()}

    def _extend(
        self, position: Position, remaining: tuple[int, ...], checker: int,
        steps: tuple[Step, ...], used: tuple[int, ...], found: dict[tuple[int, int], SubMove],
    ) -> None:
        for die in sorted(set(remaining)):
            rest = _without(remaining, die)
            for step in single_moves(position, die):
                if step.source != checker:
                    continue
                after = apply_step(position, step)
                if not self.completable(after, rest):
                    continue
                chain = (*steps, step)
                dice = (*used, die)
                key = (chain[0].source, step.target)
                candidate = SubMove(chain, dice)
                best = found.get(key)
                if best is None or _preference(candidate) < _preference(best):
                    found[key] = candidate
                if step.target != OFF and rest and len(self.all_dice) - len(rest) < self.play_length:
                    self._extend(after, rest, step.target, chain, dice, found)

    # Changes.

    def apply(self, move: SubMove) -> None:
        for step, die in zip(move.steps, move.dice, strict=True):
            self.position = apply_step(self.position, step)
            self.remaining = _without(self.remaining, die)
        self.moves.append(move)
        self._singles = None

    def undo(self) -> SubMove:
        move = self.moves.pop()
        self.position = self.start
        self.remaining = self.all_dice
        replay = list(self.moves)
        self.moves = []
        for earlier in replay:
            self.apply(earlier)
        self._singles = None
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
