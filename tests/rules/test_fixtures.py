"""Perft-style fixtures: play counts from the opening position and positions with one forced play."""

from pathlib import Path

import pytest

from playpalace_backgammon.rules import Position, format_play, legal_plays

FIXTURES = Path(__file__).parent / "fixtures"


def _rows(name: str) -> list[str]:
    lines = (FIXTURES / name).read_text().splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]


def _dice(text: str) -> tuple[int, int]:
    first, second = text.strip().split("-")
    return int(first), int(second)


def test_opening_position_id() -> None:
    assert Position.initial().gnubg_id() == "4HPwATDgc/ABMA"
    assert Position.from_gnubg_id("4HPwATDgc/ABMA") == Position.initial()


def test_opening_play_counts() -> None:
    expected = {_dice(row.split()[0]): int(row.split()[1]) for row in _rows("opening_counts.txt")}
    actual = {dice: len(legal_plays(Position.initial(), dice)) for dice in expected}
    mismatches = {
        f"{a}-{b}": (actual[(a, b)], count) for (a, b), count in expected.items() if actual[(a, b)] != count
    }
    breakdown = {
        key: [format_play(p) for p in legal_plays(Position.initial(), _dice(key))] for key in mismatches
    }
    assert not mismatches, f"(ours, expected) per roll: {mismatches}; our plays: {breakdown}"
    assert sum(actual.values()) == 447


def test_dice_order_does_not_matter() -> None:
    for a in range(1, 7):
        for b in range(1, 7):
            ours = {p.result for p in legal_plays(Position.initial(), (a, b))}
            assert ours == {p.result for p in legal_plays(Position.initial(), (b, a))}


@pytest.mark.parametrize("row", _rows("edge_positions.txt"))
def test_edge_position_has_one_play(row: str) -> None:
    position_id, dice, only = (part.strip() for part in row.split("|"))
    plays = legal_plays(Position.from_gnubg_id(position_id), _dice(dice))
    assert [format_play(p) for p in plays] == [only]
