"""The pairing rules as pure functions: knockout brackets and byes for every field of 2 to 33, Swiss rounds
over hundreds of seeded random fields and results, and round robins of 2 to 8 players."""

from __future__ import annotations

import itertools
import random

import pytest

from playpalace_backgammon.tournaments import knockout, round_robin, swiss
from playpalace_backgammon.tournaments.entrants import Entrant, seeded
from playpalace_backgammon.tournaments.standings import Outcome, standings


@pytest.mark.parametrize("players", range(2, 34))
def test_a_knockout_gives_its_byes_to_the_top_seeds_and_seats_everyone(players: int) -> None:
    size = knockout.bracket_size(players)
    assert size >= players > size // 2
    matches = knockout.first_round(players)
    assert len(matches) == size // 2
    byes = [first for first, second in matches if second is None]
    assert sorted(byes) == list(range(size - players))
    seats = [seed for pair in matches for seed in pair if seed is not None]
    assert sorted(seats) == list(range(players))
    # A bye is never between two byes: every match of round 1 has a real first player.
    assert all(first < players for first, _ in matches)


@pytest.mark.parametrize("players", range(2, 34))
def test_the_favourites_meet_only_where_the_bracket_says(players: int) -> None:
    """If the stronger seed always wins, round r's matches are seed s against seed (B_r - 1 - s), B_r the
    players left; so seeds 0 and 1 meet only in the final, 0 to 3 only from the semi-finals on."""
    size = knockout.bracket_size(players)
    current = [first if second is None else min(first, second) for first, second in
               knockout.first_round(players)]
    assert sorted(current) == list(range(size // 2))
    rounds = knockout.round_count(players)
    for round_number in range(2, rounds + 1):
        pairs = knockout.next_round(current)
        left = size >> (round_number - 1)
        assert sorted(tuple(sorted(pair)) for pair in pairs) == [(s, left - 1 - s) for s in range(left // 2)]
        current = [min(pair) for pair in pairs]
    assert current == [0]
    # The top 2**k seeds sit in 2**k different blocks of the bracket (halves, quarters, ...).
    order = [seed - 1 for seed in knockout.bracket_order(size)]
    for k in range(1, rounds + 1):
        block = size >> k
        blocks = {order.index(seed) // block for seed in range(min(1 << k, players))}
        assert len(blocks) == min(1 << k, players)


def test_knockout_places_and_seeding() -> None:
    assert knockout.bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    assert knockout.round_count(5) == 3 and knockout.round_count(2) == 1
    assert [knockout.place_of_loser(8, r) for r in (3, 2, 1)] == [2, 3, 5]
    field = [Entrant("a", 1500), Entrant("b", 1600), Entrant("c", 1500), Entrant("d", 1700)]
    assert [e.name for e in seeded(field)] == ["d", "b", "a", "c"]
    with pytest.raises(ValueError):
        knockout.bracket_size(1)


def _ranked_last_without_bye(players: list[swiss.SwissPlayer]) -> int:
    return next(p.seed for p in reversed(swiss.ranking(players)) if not p.had_bye)


def _simulate_swiss(rng: random.Random, size: int) -> None:
    ratings = [round(rng.uniform(1200, 2000), 1) for _ in range(size)]
    order = sorted(range(size), key=lambda seed: -ratings[seed])
    ratings = [ratings[seed] for seed in order]  # seed 0 the strongest, as the event seeds them
    rounds = swiss.round_count(size)
    assert 2 ** (rounds - 1) < size <= 2 ** rounds
    outcomes: list[Outcome] = []
    met: set[frozenset[int]] = set()
    byes: list[int] = []
    length = rng.choice((1, 3, 5, 7))
    for round_number in range(1, rounds + 1):
        table = standings(size, outcomes)
        by_seed = {standing.seed: standing for standing in table}
        players = [swiss.SwissPlayer(seed, by_seed[seed].wins, ratings[seed], seed in byes,
                                     frozenset(by_seed[seed].opponents)) for seed in range(size)]
        pairing = swiss.pair_round(players)
        seats = [seed for pair in pairing.pairs for seed in pair] + ([pairing.bye] if pairing.bye is not None
                                                                     else [])
        assert sorted(seats) == list(range(size))
        assert (pairing.bye is None) == (size % 2 == 0)
        if pairing.bye is not None:
            assert pairing.bye not in byes, "a second bye"
            assert pairing.bye == _ranked_last_without_bye(players), "the bye skipped a lower-ranked player"
            byes.append(pairing.bye)
            outcomes.append(Outcome(pairing.bye, None, pairing.bye))
        assert pairing.repeats == 0
        for first, second in pairing.pairs:
            assert frozenset((first, second)) not in met, f"round {round_number}: {first} and {second} again"
            met.add(frozenset((first, second)))
            if round_number == 1:
                assert second - first == size // 2, "round 1 is top half against bottom half"
            if round_number == 2 and size & (size - 1) == 0:
                assert by_seed[first].wins == by_seed[second].wins, "round 2 of 2**k pairs within scores"
            winner = rng.choice((first, second))
            loser_points = rng.randrange(length)
            points = (length, loser_points) if winner == first else (loser_points, length)
            outcomes.append(Outcome(first, second, winner, *points))
    _check_standings(size, outcomes)


def _check_standings(size: int, outcomes: list[Outcome]) -> None:
    """The standings, recounted here from the outcomes, are in the documented order: wins, then point
    difference, then Buchholz (opponents' wins), then seed."""
    wins = [0] * size
    diff = [0] * size
    opponents: list[list[int]] = [[] for _ in range(size)]
    for outcome in outcomes:
        if outcome.second is None:
            wins[outcome.first] += 1
            continue
        if outcome.winner is not None:
            wins[outcome.winner] += 1
        diff[outcome.first] += outcome.first_points - outcome.second_points
        diff[outcome.second] += outcome.second_points - outcome.first_points
        opponents[outcome.first].append(outcome.second)
        opponents[outcome.second].append(outcome.first)
    buchholz = [sum(wins[o] for o in opponents[seed]) for seed in range(size)]
    table = standings(size, outcomes)
    assert sorted(s.seed for s in table) == list(range(size))
    keys = [(-wins[s.seed], -diff[s.seed], -buchholz[s.seed], s.seed) for s in table]
    assert keys == sorted(keys)
    assert [(s.wins, s.difference, s.buchholz) for s in table] == [(-k[0], -k[1], -k[2]) for k in keys]


@pytest.mark.parametrize("block", range(6))
def test_swiss_over_hundreds_of_random_fields(block: int) -> None:
    """300 seeded fields of 2 to 40 players (50 a block), each played to its last round with random
    results: no pair twice, at most one bye each and each to the lowest-ranked player without one, round 1
    top half against bottom half, and the standings in the documented order."""
    for index in range(50):
        rng = random.Random(block * 1000 + index)
        _simulate_swiss(rng, rng.randint(2, 40))


def test_swiss_round_counts_and_a_field_of_three() -> None:
    assert [swiss.round_count(n) for n in (2, 3, 4, 5, 8, 9, 33, 256)] == [1, 2, 2, 3, 3, 4, 6, 8]
    players = [swiss.SwissPlayer(0, 1, 1900, False, frozenset({1})), swiss.SwissPlayer(1, 0, 1800, False,
               frozenset({0})), swiss.SwissPlayer(2, 1, 1500, True)]
    pairing = swiss.pair_round(players)
    # Seed 1 is lowest ranked without a bye; the others have not met.
    assert pairing.bye == 1 and pairing.pairs == ((0, 2),)


def test_a_swiss_bye_moves_up_when_the_lowest_cannot_leave_a_pairing() -> None:
    """Five players: giving the bye to the lowest (4) would leave 0-1-2-3 with no new pairs (0 and 1 have
    met 2 and 3, 2 met 3); it goes to the next lowest without one whose absence leaves a pairing."""
    met = {0: {2, 3}, 1: {2, 3}, 2: {0, 1, 3}, 3: {0, 1, 2}, 4: set()}
    players = [swiss.SwissPlayer(seed, 0, 2000 - seed, False, frozenset(met[seed])) for seed in range(5)]
    pairing = swiss.pair_round(players)
    assert pairing.repeats == 0 and pairing.bye is not None and pairing.bye != 4
    for first, second in pairing.pairs:
        assert second not in met[first]


def test_when_no_new_pairing_exists_the_fewest_repeats_are_made() -> None:
    met = {0: {1, 2, 3}, 1: {0, 2, 3}, 2: {0, 1, 3}, 3: {0, 1, 2}}
    players = [swiss.SwissPlayer(seed, 0, 1500, False, frozenset(met[seed])) for seed in range(4)]
    pairing = swiss.pair_round(players)
    assert pairing.repeats == 2 and len(pairing.pairs) == 2


@pytest.mark.parametrize("players", range(2, round_robin.MAX_PLAYERS + 1))
def test_a_round_robin_meets_everyone_once(players: int) -> None:
    rounds = round_robin.schedule(players)
    assert len(rounds) == (players - 1 if players % 2 == 0 else players)
    meetings = [frozenset(pair) for matches in rounds for pair in matches if pair[1] is not None]
    everyone = [frozenset(pair) for pair in itertools.combinations(range(players), 2)]
    assert sorted(meetings, key=sorted) == sorted(everyone, key=sorted)
    for matches in rounds:
        seats = [seed for pair in matches for seed in pair if seed is not None]
        assert sorted(seats) == list(range(players))
    byes = [pair[0] for matches in rounds for pair in matches if pair[1] is None]
    assert sorted(byes) == (list(range(players)) if players % 2 else [])
