"""Move notation both ways, parsed against the legal plays."""

import os

import pytest

from playpalace_backgammon.rules import (
    AmbiguousPlayError,
    IllegalPlayError,
    InvalidNotationError,
    Position,
    format_play,
    legal_plays,
    parse_play,
)

from .positions import scattered_positions, self_play_positions

# Positions whose every legal play is written and read back: the first 100 + 100 of the full sweep's
# 400 + 400 (`PPB_FULL_SWEEPS=1`, docs/testing.md), which already write every form the test asserts.
FULL_SWEEPS = os.environ.get("PPB_FULL_SWEEPS", "") not in ("", "0")
ROUND_TRIPS = 400 if FULL_SWEEPS else 100


def test_standard_forms() -> None:
    opening = Position.initial()
    texts = {format_play(p) for p in legal_plays(opening, (6, 5))}
    assert "24/13" in texts and "13/8 13/7" in texts
    assert "8/5(2) 6/3(2)" in {format_play(p) for p in legal_plays(opening, (3, 3))}
    assert [format_play(p) for p in legal_plays(Position.from_gnubg_id("024tIAD/uwAAQA"), (2, 3))] == [
        "bar/22* 3/1"
    ]
    bear_off = Position.from_gnubg_id("+7oCAIAAAAAAAA")
    assert [format_play(p) for p in legal_plays(bear_off, (1, 2))] == ["2/off"]


def test_every_play_round_trips() -> None:
    forms: set[str] = set()
    pairs = self_play_positions(ROUND_TRIPS, seed=3) + scattered_positions(ROUND_TRIPS, seed=4)
    for position, dice in pairs:
        for play in legal_plays(position, dice):
            text = format_play(play)
            parsed = parse_play(text, position, dice)
            assert parsed.result == play.result
            forms |= {form for form, mark in (("bar", "bar/"), ("off", "/off"), ("hit", "*"), ("repeat", "("))
                      if mark in text}
            if any(part.count("/") > 1 for part in text.split()):
                forms.add("chain")
    assert forms == {"bar", "off", "hit", "repeat", "chain"}  # entering, bearing off, hits, 8/5(2), 24/18/13


def test_parsing_is_lenient_about_form() -> None:
    opening = Position.initial()
    a = parse_play("24/18 18/13", opening, (6, 5))
    b = parse_play("24/13", opening, (6, 5))
    c = parse_play("  24/18/13 ", opening, (6, 5))
    assert a.result == b.result == c.result
    assert parse_play("25/22* 3/1", Position.from_gnubg_id("024tIAD/uwAAQA"), (2, 3)).result == parse_play(
        "bar/22* 3/1", Position.from_gnubg_id("024tIAD/uwAAQA"), (2, 3)
    ).result


@pytest.mark.parametrize(
    "text", ["", "hello", "24-18", "24/", "24/18(9)", "30/24", "18/24", "off/3", "6/off/2"]
)
def test_invalid_notation(text: str) -> None:
    with pytest.raises(InvalidNotationError):
        parse_play(text, Position.initial(), (6, 5))


def test_illegal_play() -> None:
    with pytest.raises(IllegalPlayError) as error:
        parse_play("13/8", Position.initial(), (6, 5))  # uses only one die
    assert error.value.reason == "illegal"
    with pytest.raises(IllegalPlayError):
        parse_play("6/1 6/1", Position.initial(), (6, 5))  # opponent's 1-point is blocked... and dice


def test_ambiguous_play() -> None:
    # A blot on the opponent's side where 24/13 could pass by way of 18 or 19, hitting on one of them.
    mover = [0] * 26
    mover[24], mover[6] = 1, 14
    opponent = [0] * 26
    opponent[25 - 18], opponent[25 - 19], opponent[0] = 1, 1, 13
    position = Position(mover, opponent)
    with pytest.raises(AmbiguousPlayError) as error:
        parse_play("24/13", position, (6, 5))
    assert len(error.value.details["options"]) == 2
    by_18 = parse_play("24/18*/13", position, (6, 5))
    assert by_18.result != parse_play("24/19*/13", position, (6, 5)).result
