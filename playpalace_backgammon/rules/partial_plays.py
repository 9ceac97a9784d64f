"""The legal partial turns of one roll: which single moves keep a whole legal play within reach.

A player makes a play one checker move at a time. A single move is allowed only when the rest of the roll
can still be played out to a legal whole play, so that no choice strands a die. Every sequence of single
moves using as many dice as a legal play uses is itself a legal play, so a partial state (the position after
some moves, with the dice left) is on a legal play's path exactly when that many more single moves can
follow it; when only one die can be played, the legal plays themselves say which (the higher die's).

``PartialPlays`` is built once per roll and answers for any partial state reached by allowed moves, in any
order; each state's answer is computed once and kept (undoing and redoing a move costs nothing).
"""

from __future__ import annotations

from collections.abc import Sequence

from .plays import Play, Step, _moves
from .position import BAR, OFF, Position

# (source, target) -> (the step, the die it uses, the position after it)
AllowedMoves = dict[tuple[int, int], tuple[Step, int, Position]]


def _without(dice: tuple[int, ...], die: int) -> tuple[int, ...]:
    index = dice.index(die)
    return dice[:index] + dice[index + 1:]


_new_step = tuple.__new__
_new_position = object.__new__


def _after(position: Position, source: int, target: int, keyed: bool = True) -> tuple[Step, Position]:
    """The step from ``source`` to ``target`` (a legal single move) and the position it leads to; its hash
    worked out at once when it will key a partial state (``keyed``), else when first asked for."""
    me = list(position._mover)
    me[source] -= 1
    me[target] += 1
    theirs = position._opponent
    hit = target != OFF and theirs[25 - target] == 1
    if hit:
        opp = list(theirs)
        opp[25 - target] = 0
        opp[BAR] += 1
        theirs = tuple(opp)
    # Built directly (as ``Position._trusted`` and ``Step`` do): one of these per allowed move offered.
    # Each one keys the partial state it leads to, so its hash is worked out at once.
    after = _new_position(Position)
    after._mover = mine = tuple(me)
    after._opponent = theirs
    if keyed:
        after._hash = hash((mine, theirs))
    return _new_step(Step, (source, target, hit)), after


class PartialPlays:
    """Every allowed single move of every partial state of one roll, computed on demand and kept."""

    def __init__(self, start: Position, dice: tuple[int, int], plays: Sequence[Play]) -> None:
        """``plays`` must be ``legal_plays(start, dice)``."""
        self.start = start
        self.dice = dice
        self.all_dice: tuple[int, ...] = (dice[0],) * 4 if dice[0] == dice[1] else tuple(sorted(dice))
        self.length = len(plays[0].dice) if plays else 0
        self._allowed: dict[tuple[Position, tuple[int, ...]], AllowedMoves] = {}
        self._allowed_from: dict[tuple[Position, tuple[int, ...], int], AllowedMoves] = {}
        self._playable: dict[tuple[Position, tuple[int, ...]], bool] = {}
        if self.length == 1:  # one die only: exactly the legal plays' single steps
            first: AllowedMoves = {}
            for play in plays:
                (step,) = play.steps
                first.setdefault((step.source, step.target), (step, play.dice[0], play.result))
            self._allowed[(start, self.all_dice)] = first

    def played(self, remaining: tuple[int, ...]) -> int:
        """How many dice have been used when ``remaining`` are left."""
        return len(self.all_dice) - len(remaining)

    def allowed(self, position: Position, remaining: tuple[int, ...]) -> AllowedMoves:
        """The single moves allowed from a partial state reached by allowed moves, by (source, target);
        the lowest die when two dice make the same move (bearing off)."""
        key = (position, remaining)
        found = self._allowed.get(key)
        if found is None:
            found = self._allowed[key] = self._search(position, remaining, None)
        return found

    def allowed_from(self, position: Position, remaining: tuple[int, ...], source: int) -> AllowedMoves:
        """The allowed single moves of a checker on ``source`` (25: the bar), as ``allowed`` gives them;
        worked out for that checker alone unless every move of the state is known already."""
        every = self._allowed.get((position, remaining))
        if every is not None:
            return {key: value for key, value in every.items() if key[0] == source}
        key = (position, remaining, source)
        found = self._allowed_from.get(key)
        if found is None:
            found = self._allowed_from[key] = self._search(position, remaining, source)
        return found

    def allowed_move(
        self, position: Position, remaining: tuple[int, ...], source: int, target: int,
    ) -> tuple[Step, int, Position] | None:
        """The allowed single move from ``source`` to ``target`` as ``allowed_from`` gives it (the lowest die
        when two bear the checker off), or None; only the dice that can make this move are tried."""
        if self._allowed:
            every = self._allowed.get((position, remaining))
            if every is not None:
                return every.get((source, target))
        if self._allowed_from:
            some = self._allowed_from.get((position, remaining, source))
            if some is not None:
                return some.get((source, target))
        done = len(self.all_dice) - len(remaining)
        if done >= self.length:
            return None
        me = position._mover
        # The rules for one checker move, as ``_moves_from`` has them, for this source and target only.
        if not 1 <= source <= BAR or not me[source] or (me[BAR] and source != BAR):
            return None
        dice: Sequence[int]
        if target == OFF:
            if any(me[7:25]):
                return None
            higher = any(me[source + 1:7])
            dice = sorted({die for die in remaining if die == source or (die > source and not higher)})
        else:
            die = source - target
            if target < 1 or die not in remaining or position._opponent[25 - target] >= 2:
                return None
            dice = (die,)
        needed_after = self.length - done - 1
        for die in dice:
            rest = _without(remaining, die)
            if needed_after == 1 and not self._any_move_after(me, source, target, rest):
                continue
            step, after = _after(position, source, target, needed_after > 0)  # the play's last: not a key
            if needed_after <= 1 or self.completable(after, rest):
                return step, die, after
        return None

    def can_move(self, position: Position, remaining: tuple[int, ...], source: int) -> bool:
        """Whether ``allowed_from`` would offer any move of a checker on ``source``; stops at the first."""
        every = self._allowed.get((position, remaining))
        if every is None:
            every = self._allowed_from.get((position, remaining, source))
        if every is not None:
            return any(key[0] == source for key in every)
        done = len(self.all_dice) - len(remaining)
        if done >= self.length:
            return False
        me = position._mover
        opp = position._opponent
        needed_after = self.length - done - 1
        for die in sorted(set(remaining)):
            for origin, target in self._moves_from(me, opp, die, source):
                rest = _without(remaining, die)
                if needed_after == 1 and not self._any_move_after(me, origin, target, rest):
                    continue
                if needed_after <= 1 or self.completable(_after(position, origin, target)[1], rest):
                    return True
        return False

    def _search(self, position: Position, remaining: tuple[int, ...], source: int | None) -> AllowedMoves:
        found: AllowedMoves = {}
        done = self.played(remaining)
        if done >= self.length:
            return found
        me, opp = position.mover, position.opponent
        needed_after = self.length - done - 1
        for die in sorted(set(remaining)):
            rest = _without(remaining, die)
            if source is None:
                moves = _moves(me, opp, die)
            else:
                moves = self._moves_from(me, opp, die, source)
            for origin, target in moves:
                if (origin, target) in found:
                    continue
                if needed_after == 1 and not self._any_move_after(me, origin, target, rest):
                    continue
                step, after = _after(position, origin, target)
                if needed_after <= 1 or self.completable(after, rest):
                    found[(origin, target)] = (step, die, after)
        return found

    def _moves_from(
        self, me: tuple[int, ...], opp: tuple[int, ...], die: int, source: int,
    ) -> list[tuple[int, int]]:
        """The single move of ``die`` by a checker on ``source``, if the rules allow it (as ``_moves``)."""
        if not 1 <= source <= BAR or not me[source] or (me[BAR] and source != BAR):
            return []
        target = source - die
        if source == BAR or target > 0:
            return [(source, target)] if opp[25 - target] < 2 else []
        if any(me[7:25]):
            return []
        if target == 0 or not any(me[source + 1:7]):
            return [(source, OFF)]
        return []

    def _any_move_after(self, me: tuple[int, ...], source: int, target: int, dice: tuple[int, ...]) -> bool:
        """Whether, after the move ``source``-``target``, any die of ``dice`` can move a checker."""
        after = list(me)
        after[source] -= 1
        after[target] += 1
        # A hit only empties a point the mover could land on already: the blocked points are the same.
        opp = self.start.opponent
        for die in set(dice):
            if after[BAR]:
                if opp[die] < 2:
                    return True
                continue
            for point in range(24, die, -1):
                if after[point] and opp[25 - point + die] < 2:
                    return True
            if not any(after[7:25]):
                if after[die]:
                    return True
                highest = 6
                while highest and not after[highest]:
                    highest -= 1
                if 0 < highest < die:
                    return True
        return False

    def completable(self, position: Position, remaining: tuple[int, ...]) -> bool:
        """Whether a partial state reached by legal single moves can still end in a legal whole play."""
        needed = self.length - self.played(remaining)
        if needed <= 0:
            return needed == 0
        key = (position, remaining)
        known = self._playable.get(key)
        if known is not None:
            return known
        answer = False
        me, opp = position.mover, position.opponent
        for die in sorted(set(remaining)):
            moves = _moves(me, opp, die)
            if needed == 1:
                if moves:
                    answer = True
                    break
                continue
            rest = _without(remaining, die)
            if any(self.completable(_after(position, source, target)[1], rest) for source, target in moves):
                answer = True
                break
        self._playable[key] = answer
        return answer
