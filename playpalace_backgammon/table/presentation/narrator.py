"""Turns what happens at the table into announcements, worded for each listener.

Each announcement is built once per listening group: each seat (who hears "you" for themselves and the
other player's name otherwise) and the spectators watching from each seat. Point numbers are converted into
the numbering of the seat each group sees from. Groups that would hear the same words share one
announcement.

Announcements are built afresh for each event and not kept: held by every table for reuse, they were
most of a live table's memory (about 380 KB against 56 KB without them, mid-game) and of the objects the
garbage collector scans again and again, which cost more than building them (a few microseconds). The one
exception is a turn's start, the same words every turn: two small tuples a table, kept.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping

from ...rules import OFF, Position, ResultKind, other
from ...rules import events as e
from ..interface import Announcement, Audience, Message, MessageArg
from .sounds import Sound

_SUB_MOVE_SOUNDS = {"enter": Sound.ENTER, "bear-off": Sound.BEAR_OFF, "move": Sound.MOVE}
KIND_NAMES = {ResultKind.SINGLE: "single", ResultKind.GAMMON: "gammon", ResultKind.BACKGAMMON: "backgammon"}


@functools.cache
def _audience(seats: frozenset[int], views: frozenset[int]) -> Audience:
    """One shared Audience per distinct pair of sets (there are 16): tables hold a few dozen each."""
    return Audience(seats, views)


def _settled(offers: list[Announcement]) -> list[Announcement]:
    """An offer's announcements, each with the words a recap uses once it has been answered: the same
    offer without the responder's "press Y or N" (their words as the other seat's, which have none)."""
    return [Announcement(a.audience, a.message,
                         Message(a.message.id, {**a.message.args, "opponent": "other"}))
            if a.message.args.get("opponent") == "you" else a
            for a in offers]


def _sounded(
    out: list[Announcement], actor: int, mine: Sound | None, theirs: Sound | None = None,
    watching: Sound | None = None,
) -> list[Announcement]:
    """The announcements with their sound for each audience: ``mine`` for the actor's seat, ``theirs`` for
    the other seat, ``watching`` for spectators (``tell`` builds one audience of each)."""
    return [Announcement(a.audience, a.message, a.settled,
                         mine if actor in a.audience.seats else (theirs if a.audience.seats else watching))
            for a in out]


def _everyone(out: list[Announcement], sound: Sound) -> list[Announcement]:
    return [Announcement(a.audience, a.message, a.settled, sound) for a in out]


def money_lead(score: int, opponent_score: int) -> dict[str, MessageArg]:
    """Who is ahead in a money session, from the side of the one whose ``score`` comes first: ``lead``
    "actor", "opponent" or "even", and by how many points (``margin``)."""
    lead = "even" if score == opponent_score else ("actor" if score > opponent_score else "opponent")
    return {"lead": lead, "margin": abs(score - opponent_score)}


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


class Narrator:
    """Words events for the two seats and the spectators; holds the seat names, colours and detail level."""

    def __init__(self, names: tuple[str, str], colours: tuple[str, str], verbose: bool, length: int) -> None:
        self.names = names
        self.length = length
        self.colours = colours
        self.detail = "verbose" if verbose else "brief"
        self._turn_started: dict[int, tuple[Announcement, ...]] = {}
        self._prepare_roles()

    def tell(
        self,
        actor: int | None,
        message_id: str,
        args: Mapping[str, MessageArg] | None = None,
        points: Mapping[str, int] | None = None,
        *,
        sound: Sound | None = None,
        own_sound: Sound | None = None,
    ) -> list[Announcement]:
        """One message for everyone, from ``actor``'s side; ``points`` in ``actor``'s numbering (or 0's).

        ``sound``: what every audience hears with it; ``own_sound``: what only the audiences of the
        actor's own seat hear (the others none). Given here, each announcement is built once with it."""
        plain: Mapping[str, MessageArg] = args if args else {}
        if points and any(point not in (0, 25) for point in points.values()):
            converted = {key: 25 - point if point not in (0, 25) else point for key, point in points.items()}
            out = []
            for audience, roles, flip in self._told_groups[actor]:
                numbers = converted if flip else points
                heard = sound if own_sound is None else (own_sound if actor in audience.seats else None)
                out.append(Announcement(audience, Message(message_id, {**plain, **roles, **numbers}),
                                        None, heard))
            return out
        if points:  # the ends of the board only (the bar, off): the same words from either side
            plain = {**plain, "detail": self.detail, **points}
        if own_sound is None:
            return [Announcement(audience, Message(message_id, {**plain, **roles}), None, sound)
                    for audience, roles in self._told_merged[actor]]
        return [Announcement(audience, Message(message_id, {**plain, **roles}), None,
                             own_sound if actor in audience.seats else None)
                for audience, roles in self._told_merged[actor]]

    def _prepare_roles(self) -> None:
        """Per actor, the listening groups that hear different words: each seat, and the spectators.

        ``_groups``: each seat, and the spectators of each seat, with their role arguments ("you"/"other"
        for actor and opponent) and whether their numbering differs from the actor's (point numbers turned
        round). ``_merged``: the same with groups that hear the same words joined, for messages whose point
        numbers (if any) read the same from both sides.
        """
        self._groups: dict[int | None, list[tuple[Audience, dict[str, MessageArg], bool]]] = {}
        self._merged: dict[int | None, list[tuple[Audience, dict[str, MessageArg]]]] = {}
        self._told_groups: dict[int | None, list[tuple[Audience, dict[str, MessageArg], bool]]] = {}
        self._told_merged: dict[int | None, list[tuple[Audience, dict[str, MessageArg]]]] = {}
        self._sub_move_groups: dict[int | None, list[tuple[Audience, dict[str, MessageArg], bool]]] = {}
        for actor in (None, 0, 1):
            numbered_by = actor if actor is not None else 0
            Members = tuple[set[int], set[int], dict[str, MessageArg]]  # seats, spectators' seats, role args
            groups: dict[tuple[tuple[str, str], bool], Members] = {}
            merged: dict[tuple[str, str], Members] = {}
            for listener, numbering in ((0, 0), (1, 1), (None, 0), (None, 1)):
                if actor is None:
                    roles: tuple[str, str] = ("", "")
                    role_args: dict[str, MessageArg] = {}
                else:
                    opponent = other(actor)
                    roles = ("you" if listener == actor else "other",
                             "you" if listener == opponent else "other")
                    role_args = {
                        "actor": roles[0], "name": self.names[actor], "colour": self.colours[actor],
                        "opponent": roles[1], "opponent_name": self.names[opponent],
                        "opponent_colour": self.colours[opponent],
                    }
                for entry in (groups.setdefault((roles, numbering != numbered_by), (set(), set(), role_args)),
                              merged.setdefault(roles, (set(), set(), role_args))):
                    if listener is None:
                        entry[1].add(numbering)
                    else:
                        entry[0].add(listener)
            self._groups[actor] = [(_audience(frozenset(seats), frozenset(views)), role_args, flip)
                                   for (_roles, flip), (seats, views, role_args) in groups.items()]
            self._merged[actor] = [(_audience(frozenset(seats), frozenset(views)), role_args)
                                   for seats, views, role_args in merged.values()]
            # What ``tell`` adds to a message's own arguments, made once: the detail level, then the roles.
            self._told_groups[actor] = [(audience, {"detail": self.detail, **role_args}, flip)
                                        for audience, role_args, flip in self._groups[actor]]
            self._told_merged[actor] = [(audience, {"detail": self.detail, **role_args})
                                        for audience, role_args in self._merged[actor]]
            # A sub-move's arguments, in the order they always had, each group's filled in by copying.
            self._sub_move_groups[actor] = [
                (audience, {"kind": "", "hit": "", "emptied": "", "detail": self.detail, **role_args,
                            "from": 0, "to": 0}, flip)
                for audience, role_args, flip in self._groups[actor]]

    # Events of the rules core.

    def event(self, event: e.Event, board: Position) -> list[Announcement]:
        """The announcements of one rules event; ``board`` is the position after it, seen by player 0."""
        if isinstance(event, e.DiceRolled):
            message = "bg-goes-first" if event.opening else "bg-rolled"
            # The opening roll was sounded already (``OpeningRolled``).
            return self.tell(event.player, message, {"die1": event.dice[0], "die2": event.dice[1]},
                             sound=None if event.opening else Sound.ROLL)
        if isinstance(event, e.TurnStarted):
            # The same words every turn, from two sides: built once each and handed out again (immutable).
            told = self._turn_started.get(event.player)
            if told is None:
                told = self._turn_started[event.player] = tuple(
                    self.tell(event.player, "bg-turn-started", own_sound=Sound.YOUR_TURN))
            return list(told)
        if isinstance(event, e.Moved):
            if self.detail != "verbose":
                return []
            mine = board if event.player == 0 else board.swap()
            pips, opponent_pips = mine.pip_count()
            return self.tell(event.player, "bg-play-finished", {"pips": pips, "opponent_pips": opponent_pips})
        if isinstance(event, e.GameStarted):
            out = self.tell(None, "bg-game-started", {"number": event.number})
            if event.crawford:
                out += self.tell(None, "bg-crawford-game")
            return out
        if isinstance(event, e.OpeningRolled):
            return _everyone(self.tell(0, "bg-opening-roll", {
                "die": event.dice[0], "opponent_die": event.dice[1], "tie": _yes(event.tie)}), Sound.ROLL)
        if isinstance(event, e.NoLegalPlay):
            return self.tell(event.player, "bg-no-legal-play", {
                "die1": event.dice[0], "die2": event.dice[1], "on_bar": _yes(event.on_bar)})
        if isinstance(event, e.DoubleOffered):
            offered = self.tell(event.player, "bg-double-offered", {"value": event.value})
            return _everyone(_settled(offered), Sound.DOUBLE)
        if isinstance(event, e.DoubleTaken):
            message = "money-beaver-taken" if event.beaver else (
                "raccoon-taken" if event.raccoon else "bg-double-taken")
            return _everyone(self.tell(event.player, message, {"value": event.value}), Sound.TAKE)
        if isinstance(event, e.Beavered):
            return _everyone(_settled(self.tell(event.player, "money-beavered", {"value": event.value})),
                             Sound.DOUBLE)
        if isinstance(event, e.Raccooned):
            return _everyone(_settled(self.tell(event.player, "raccoon-raccooned", {"value": event.value})),
                             Sound.DOUBLE)
        if isinstance(event, e.AutomaticDouble):
            return self.tell(None, "money-automatic-double", {"value": event.value})
        if isinstance(event, e.DoubleDropped):
            return _everyone(self.tell(event.player, "bg-double-dropped"), Sound.DROP)
        if isinstance(event, e.ResignationOffered):
            return _settled(self.tell(event.player, "bg-resign-offered", {
                "kind": KIND_NAMES[event.kind], "points": event.points}))
        if isinstance(event, e.ResignationAccepted):
            return self.tell(event.player, "bg-resign-accepted")
        if isinstance(event, e.ResignationDeclined):
            return self.tell(event.player, "bg-resign-declined")
        if isinstance(event, e.GameWon) and event.forfeited:  # said from the loser's side: what it cost
            out = _sounded(self.tell(other(event.winner), "bg-game-forfeited", {
                "kind": KIND_NAMES[event.kind], "points": event.points}),
                event.winner, Sound.GAME_WON, Sound.GAME_LOST, Sound.GAME_WON)
            if event.jacoby:
                out += self.tell(event.winner, "money-jacoby-single", {"kind": KIND_NAMES[event.kind]})
            return out + self.score(event.score)
        if isinstance(event, e.GameWon):
            how = "resigned" if event.resigned else ("dropped" if event.dropped else "played")
            out = _sounded(self.tell(event.winner, "bg-game-won", {
                "kind": KIND_NAMES[event.kind], "points": event.points, "how": how}),
                event.winner, Sound.GAME_WON, Sound.GAME_LOST, Sound.GAME_WON)
            if event.jacoby:
                out += self.tell(event.winner, "money-jacoby-single", {"kind": KIND_NAMES[event.kind]})
            if event.quadruple:
                out += self.tell(event.winner, "raccoon-quadruple-loss", {"cube": event.cube})
            return out + self.score(event.score)
        if isinstance(event, e.PlayingOn):
            return self.tell(event.player, "money-playing-on")
        if isinstance(event, e.SessionEnded):
            return self.tell(event.player, "money-session-ended", {
                "score": event.score[event.player], "opponent_score": event.score[other(event.player)],
                **money_lead(event.score[event.player], event.score[other(event.player)])})
        if isinstance(event, e.MatchResigned):
            # A money session's end says who stopped it, with the total (SessionEnded follows).
            return [] if self.length == 0 else self.tell(event.player, "bg-match-resigned")
        if isinstance(event, e.TimedOut):
            return self.tell(event.player, "money-timed-out" if self.length == 0 else "clock-timed-out")
        if isinstance(event, e.MatchWon):
            winner = event.winner
            return _sounded(self.tell(winner, "bg-match-won", {
                "score": event.score[winner], "opponent_score": event.score[other(winner)],
                "how": event.how}),
                winner, Sound.MATCH_WON, Sound.MATCH_LOST, Sound.MATCH_WON)
        return []

    def score(self, score: tuple[int, int]) -> list[Announcement]:
        """The match score, or a money session's running total, for everyone (each seat hears its own
        first)."""
        args: dict[str, MessageArg] = {"score": score[0], "opponent_score": score[1], "length": self.length}
        if self.length == 0:
            return self.tell(0, "money-total-now", {**args, **money_lead(score[0], score[1])})
        return self.tell(0, "bg-score-now", args)

    def between_games(self) -> list[Announcement]:
        """After a money game: each player is asked to play on or stop; spectators hear that they choose."""
        return self.tell(0, "money-between-games")

    # The table's own happenings.

    def colours_assigned(self) -> list[Announcement]:
        return self.tell(0, "bg-colours")

    def sub_move(
        self, actor: int, source: int, target: int, hit: bool, emptied: bool,
    ) -> tuple[Announcement, ...]:
        """One checker moved one die's worth (``source`` 25 = bar, ``target`` 0 = off), actor's numbering.
        Only verbose commentary says that a point was left empty: brief words are the same either way."""
        if emptied and self.detail != "verbose":
            emptied = False
        kind = "enter" if source == 25 else ("bear-off" if target == OFF else "move")
        # Built here rather than by ``tell`` (the hot path of every checker moved): a source is never off and
        # a target never the bar, so one of the two is a point, and each group hears its own numbering.
        hit_word, emptied_word = _yes(hit), _yes(emptied)
        sound = Sound.HIT if hit else _SUB_MOVE_SOUNDS[kind]
        turned_from = 25 - source if source != 25 else 25
        turned_to = 25 - target if target != OFF else OFF
        out = []
        for audience, template, flip in self._sub_move_groups[actor]:
            args = template.copy()  # a copy and five stores: half the cost of building the dictionary
            args["kind"] = kind
            args["hit"] = hit_word
            args["emptied"] = emptied_word
            if flip:
                args["from"] = turned_from
                args["to"] = turned_to
            else:
                args["from"] = source
                args["to"] = target
            out.append(Announcement(audience, Message("bg-sub-move", args), None, sound))
        return tuple(out)

    def unplayable(self, actor: int, die: int, count: int, reason: str) -> list[Announcement]:
        """``count`` dice of ``die`` left unplayed by ``actor``'s play; ``reason``: "blocked" (no legal
        move uses it), "higher" (only one die could be played, and it must be the higher), "bar"."""
        return self.tell(actor, "bg-dice-unplayable", {"die": die, "count": count, "reason": reason})

    def undone(self, actor: int, source: int, target: int) -> list[Announcement]:
        return self.tell(actor, "bg-undone", None, {"from": source, "to": target})

    def post_crawford(self) -> list[Announcement]:
        return self.tell(None, "bg-post-crawford")
