"""What a listener hears of an event, as Fluent message ids with arguments (the words are in
locales/<lang>/tournaments.ftl): the bracket a line a match, the standings, "my next match" and who is
still in. Each view is a list of lines a menu can walk, read from the core without changing it."""

from __future__ import annotations

from typing import Any

from playpalace_backgammon.table.interface import Message

from . import knockout
from .core import Status, TournamentCore, time_left
from .matches import MatchRecord, MatchState
from .settings import Format


def _say(message_id: str, **args: Any) -> Message:
    return Message(message_id, args)


def match_line(core: TournamentCore, match: MatchRecord) -> Message:
    """One match of the bracket: "Round 2 of 3, match 1: ann 3, ben 1, playing"."""
    where = {"round": match.round, "rounds": core.round_total, "match": match.number}
    if match.second is None:
        return _say("tournament-line-bye", **where, name=match.first)
    pair = {"first": match.first, "second": match.second}
    score = {**pair, "first_points": match.points[0], "second_points": match.points[1]}
    if match.state is MatchState.OPEN:
        return _say("tournament-line-waiting", **where, **pair, left=time_left(core.ms_left(match)))
    if match.state is MatchState.PLAYING:
        return _say("tournament-line-playing", **where, **score)
    if match.winner is None:
        return _say("tournament-line-both-lost", **where, **pair)
    assert match.how is not None
    return _say("tournament-line-won", **where, **score, winner=match.winner, how=match.how.value)


def bracket(core: TournamentCore) -> list[Message]:
    """Every match paired so far, round by round, then what is still to come: a knockout's later matches
    by the matches whose winners meet, another format's later rounds as paired when the one before ends."""
    if core.status is Status.REGISTERING:
        return [_say("tournament-not-started", count=len(core.entrants), places=core.settings.places)]
    lines = [match_line(core, match) for matches in core.rounds for match in matches]
    if core.status is not Status.RUNNING:
        return lines
    size = knockout.bracket_size(len(core.seeds))
    for number in range(len(core.rounds) + 1, core.round_total + 1):
        where = {"round": number, "rounds": core.round_total, "previous": number - 1}
        if core.settings.format is not Format.KNOCKOUT:
            lines.append(_say("tournament-line-unpaired", **where))
            continue
        for match in range(1, (size >> number) + 1):
            lines.append(_say("tournament-line-later", **where, match=match, first_match=2 * match - 1,
                              second_match=2 * match))
    return lines


def standings(core: TournamentCore) -> list[Message]:
    """A Swiss or round robin's table, best first by its tie-breaks; a knockout's players, those still in
    first (by seed), then those out, the latest out first."""
    if core.status is Status.REGISTERING:
        return [_say("tournament-not-started", count=len(core.entrants), places=core.settings.places)]
    if core.settings.format is Format.KNOCKOUT:
        return _knockout_standings(core)
    lines = []
    for place, standing in enumerate(core.standings(), 1):
        name = core.seeds[standing.seed]
        lines.append(_say("tournament-standing", place=place, name=name, wins=standing.wins,
                          losses=standing.losses, won=standing.points_won, lost=standing.points_lost,
                          buchholz=standing.buchholz, left="yes" if name in core.withdrawn else "no"))
    return lines


def _knockout_standings(core: TournamentCore) -> list[Message]:
    out = core.eliminated()
    champion = core.placings[0][1] if core.placings else None
    order = sorted(core.seeds, key=lambda name: (-out.get(name, core.round_total + 1), core.seed_of(name)))
    lines = []
    for name in order:
        state = ("winner" if name == champion else "out" if name in out else
                 "left" if name in core.withdrawn else "in")
        round_number = out.get(name, core.withdrawn.get(name, len(core.rounds)))
        lines.append(_say("tournament-standing-knockout", name=name, seed=core.seed_of(name) + 1, state=state,
                          round=max(round_number, 1)))
    return lines


def next_match(core: TournamentCore, name: str) -> Message:
    """"My next match" for ``name``: the match they are in or paired for, or why there is none yet."""
    if core.entrant(name) is None:
        return _say("tournament-next-not-in")
    if core.status is Status.REGISTERING:
        return _say("tournament-not-started", count=len(core.entrants), places=core.settings.places)
    if core.status is Status.FINISHED:
        return _say("tournament-next-over", winner=core.placings[0][1])
    if name in core.withdrawn:
        return _say("tournament-you-left")
    if name in core.eliminated():
        return _say("tournament-next-out")
    match = core.match_of(name)
    where = {"round": len(core.rounds), "rounds": core.round_total}
    if match is not None and match.second is None:
        return _say("tournament-next-bye", **where)
    playing = sum(1 for other in core.current if not other.done)
    if match is None or match.done:
        return _say("tournament-next-waiting", round=len(core.rounds), playing=playing,
                    last="yes" if len(core.rounds) == core.round_total else "no")
    opponent = match.opponent_of(name)
    about = {**where, "opponent": opponent, "length": match.length}
    if match.state is MatchState.OPEN:
        left = time_left(core.ms_left(match))
        if name in match.arrived:
            return _say("tournament-waiting-for", opponent=opponent, left=left)
        return _say("tournament-next-open", **about, left=left)
    mine, theirs = match.points if name == match.first else match.points[::-1]
    return _say("tournament-next-playing", **about, mine=mine, theirs=theirs)


def still_in(core: TournamentCore) -> list[Message]:
    """Who is still in (a knockout: not beaten; any format: not left), a line each, by seed, with wins."""
    names = core.still_in()
    wins = {core.seeds[standing.seed]: standing.wins for standing in core.standings()} if core.seeds else {}
    return [_say("tournament-still-in", count=len(names)),
            *(_say("tournament-player-line", name=name, seed=core.seed_of(name) + 1 if core.seeds else 0,
                   wins=wins.get(name, 0)) for name in names)]
