"""Position: a value with gnubg IDs and boards both ways, and typed errors for what cannot exist."""

import pytest

from playpalace_backgammon.rules import InvalidPositionError, Position

from .positions import scattered_positions


def test_initial_position_counts_and_pips() -> None:
    position = Position.initial()
    assert position.mover[24] == 2 and position.mover[13] == 5 and position.mover[8] == 3
    assert position.mover[6] == 5
    assert position.pip_count() == (167, 167)
    assert position.swap() == position


def test_swap_is_the_other_players_view() -> None:
    position = Position.from_gnubg_id("024tIAD/uwAAQA")
    swapped = position.swap()
    assert swapped.mover == position.opponent and swapped.opponent == position.mover
    assert swapped.swap() == position
    assert swapped.pip_count() == tuple(reversed(position.pip_count()))


def test_value_semantics() -> None:
    first = Position.from_gnubg_id("8N4ZAAbg/xMAIA")
    second = Position.from_gnubg_id("8N4ZAAbg/xMAIA")
    assert first == second and hash(first) == hash(second)
    assert len({first, second, Position.initial()}) == 2
    with pytest.raises(AttributeError):
        first.mover = Position.initial().mover  # type: ignore[misc]
    assert eval(repr(first), {"Position": Position}) == first


def test_round_trips_through_id_and_board() -> None:
    for position, _ in scattered_positions(500, seed=5):
        assert Position.from_gnubg_id(position.gnubg_id()) == position
        assert Position.from_gnubg_board(position.to_gnubg_board()) == position


def test_gnubg_board_orientation() -> None:
    opponent_row, mover_row = Position.from_gnubg_id("8N4ZAAbg/xMAIA").to_gnubg_board()
    assert mover_row[5] == 13 and mover_row[7] == 1 and mover_row[23] == 1
    assert opponent_row[4] == 4 and opponent_row[20] == 2


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("4HPwATDgc/ABM", "malformed-id"),
        ("4HPwATDgc/ABMAA", "malformed-id"),
        ("4HPwATDgc/AB!A", "malformed-id"),
        ("//////////////", "malformed-id"),
        (12345, "malformed-id"),
    ],
)
def test_malformed_ids_are_refused(text: object, reason: str) -> None:
    with pytest.raises(InvalidPositionError) as error:
        Position.from_gnubg_id(text)  # type: ignore[arg-type]
    assert error.value.reason == reason


def test_too_many_checkers_in_an_id() -> None:
    # 16 checkers on one point for the player on roll.
    board = ([0] * 25, [16] + [0] * 24)
    with pytest.raises(InvalidPositionError) as error:
        Position.from_gnubg_board(board)
    assert error.value.reason == "wrong-checker-count"


def test_invalid_positions_raise_typed_errors() -> None:
    side = list(Position.initial().mover)
    with pytest.raises(InvalidPositionError, match="16 checkers") as error:
        Position([*side[:6], 6, *side[7:]], side)
    assert error.value.reason == "wrong-checker-count"
    with pytest.raises(InvalidPositionError) as error:
        Position(side[:25], side)
    assert error.value.reason == "wrong-length"
    with pytest.raises(InvalidPositionError) as error:
        Position([*side[:1], -1, *side[2:]], side)
    assert error.value.reason == "bad-count"
    clash_mover = [0] * 26
    clash_mover[20], clash_mover[0] = 1, 14
    clash_opponent = [0] * 26
    clash_opponent[5], clash_opponent[0] = 1, 14
    with pytest.raises(InvalidPositionError) as error:
        Position(clash_mover, clash_opponent)
    assert error.value.reason == "shared-point"
    assert isinstance(error.value, ValueError)
    with pytest.raises(InvalidPositionError):
        Position.from_gnubg_board(([0] * 25,))
