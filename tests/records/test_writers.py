"""The .mat and SGF writers on hand-made records: GNU Backgammon's columns, line breaks and spellings, and
the export's refusals. (test_gnubg_import.py has gnubg itself read 240 files.)"""

from __future__ import annotations

import pytest

from playpalace_backgammon.records import (
    CubeAction,
    CubeKind,
    GameRecord,
    GameResult,
    MatchRecord,
    RecordError,
    ResignAnswer,
    ResignOffer,
    Turn,
    export_record,
    export_table,
)
from playpalace_backgammon.rules import ResultKind, Step

OPENING = Turn(1, (1, 2), (Step(13, 11, False), Step(24, 23, False)), opening=True)
REPLY = Turn(0, (5, 2), (Step(13, 8, False), Step(24, 22, False)))
DOUBLES = Turn(1, (3, 3), (Step(24, 21, False), Step(21, 18, False), Step(18, 15, True), Step(13, 10, True)))


def _game(number: int, actions: tuple, result: GameResult | None, score=(0, 0), crawford=False) -> GameRecord:  # type: ignore[no-untyped-def,type-arg]
    return GameRecord(number, score, crawford, False, actions, result, "4HPwATDgc/ABMA:cAkAAAAAAAAA")


def _record(*games: GameRecord, names=("alice", "bob")) -> MatchRecord:  # type: ignore[no-untyped-def]
    return MatchRecord(length=5, names=names, games=games, score=(0, 0), winner=None,
                       started_at=1_700_000_000.0, match_id="t1-abc")


def test_mat_header_and_rows_are_laid_out_as_gnubg_writes_them() -> None:
    cube = (CubeAction(0, CubeKind.DOUBLE, 2), CubeAction(1, CubeKind.DROP, 2))
    game = _game(1, (OPENING, REPLY, DOUBLES, *cube), GameResult(0, ResultKind.SINGLE, 1, 1, dropped=True))
    text = export_record(_record(game), "mat")
    assert text.startswith('; [Match ID "t1-abc"]\n; [Player 1 "alice"]\n; [Player 2 "bob"]\n'
                           '; [EventDate "2023.11.14"]\n; [EventTime "22.13"]\n; [Variation "Backgammon"]\n'
                           '; [Crawford "On"]\n; [CubeLimit "64"]\n\n 5 point match\n\n')
    body = text.split(" 5 point match\n\n", 1)[1]
    assert body == (
        " Game 1\n"
        " alice : 0                      bob : 0\n"
        "  1)                             21: 24/23 13/11 \n"
        "  2) 52: 24/22 13/8              33: 24/21 21/18 18/15* 13/10*\n"
        "  3)  Doubles => 2                Drops\n"
        "      Wins 1 point\n\n"
    )


def test_mat_resignations_and_bear_offs_put_wins_under_the_winner() -> None:
    resigned_by_bob = _game(1, (OPENING, REPLY, ResignOffer(1, ResultKind.GAMMON, 2), ResignAnswer(0, False),
                                DOUBLES, ResignOffer(0, ResultKind.GAMMON, 2, (6, 5)), ResignAnswer(1, True)),
                            GameResult(1, ResultKind.GAMMON, 1, 2, resigned=True))
    borne_off = _game(2, (REPLY, Turn(1, (6, 2), (Step(1, 0, False), Step(1, 0, False)))),
                      GameResult(1, ResultKind.BACKGAMMON, 2, 6), score=(0, 2))
    text = export_record(_record(resigned_by_bob, borne_off), "mat")
    # A declined offer leaves no trace; the accepted one is its Wins line under bob's column, no dice.
    row = "  2) 52: 24/22 13/8              33: 24/21 21/18 18/15* 13/10*\n"
    assert row + " " * 34 + "Wins 2 points\n\n" in text
    assert "  1) 52: 24/22 13/8              62: 1/0 1/0 \n" + " " * 34 + "Wins 6 points\n\n" in text


def test_a_match_in_progress_ends_with_its_last_action() -> None:
    text = export_record(_record(_game(1, (OPENING, REPLY), None)), "mat")
    assert text.endswith("  2) " + "52: 24/22 13/8 ".ljust(27) + " \n\n")
    sgf = export_record(_record(_game(1, (OPENING, REPLY), None)), "sgf")
    assert "RE[" not in sgf and sgf.endswith(";B[21lnab]\n;W[52mhxv]\n)\n")


def test_sgf_has_match_info_cube_moves_cube_actions_and_resignations() -> None:
    game = _game(1, (OPENING, REPLY, CubeAction(1, CubeKind.DOUBLE, 2), CubeAction(0, CubeKind.TAKE, 2),
                     ResignOffer(1, ResultKind.SINGLE, 2, (4, 6)), ResignAnswer(0, True)),
                 GameResult(0, ResultKind.SINGLE, 2, 2, resigned=True))
    crawford = _game(2, (REPLY, Turn(1, (6, 1), (Step(25, 19, True), Step(6, 5, False)))), None, score=(2, 4),
                     crawford=True)
    sgf = export_record(_record(game, crawford, names=("al]ce\\", "bob")), "sgf")
    first, second = sgf.split("\n(")
    assert first.startswith("(;FF[4]GM[6]CA[UTF-8]AP[PlayPalace Backgammon]MI[length:5][game:0][ws:0][bs:0]"
                            "PW[al\\]ce\\\\]PB[bob]DT[2023-11-14]RU[Crawford]CV[1]CO[c]RE[W+2R]\n")
    assert ";B[21lnab]\n;W[52mhxv]\n;B[double]\n;W[take]\n;PL[B]DI[64]\n)" in first
    assert second.startswith(";FF[4]GM[6]CA[UTF-8]AP[PlayPalace Backgammon]MI[length:5][game:1][ws:2][bs:4]")
    assert "RU[Crawford:CrawfordGame]" in second and "DT[" not in second
    assert ";B[61yfst]" in second  # bar/19* 6/5 for Black: the bar is y, Black's 19 is f, 6 is s, 5 is t


@pytest.mark.parametrize("state, log, reason", [
    ({"options": {"match_length": 3}, "names": []}, [], "not-started"),
    ("nonsense", [], "state"),
    ({"options": {"match_length": 3}, "names": ["a", "b"]}, [{"dice": [9]}], "log"),
    ({"options": {"match_length": 3}, "names": ["a", "b"]}, [{"dice": [], "start": True}], "dice"),
    ({"options": {"match_length": 3}, "names": ["a", "b"]},
     [{"dice": [1, 3, 5], "start": True},
      {"dice": [], "seat": 1, "perspective": 1, "commands": [["roll", None]]}], "log"),
    ({"options": {"no_such_option": 1}, "names": ["a", "b"]}, [], "state"),
])
def test_export_refuses_what_holds_no_match(state, log, reason) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(RecordError) as refused:
        export_table(state, log, "mat")
    assert refused.value.reason == reason


def test_an_unknown_format_is_refused() -> None:
    with pytest.raises(RecordError) as refused:
        export_table({"names": ["a", "b"]}, [], "pdf")
    assert refused.value.reason == "format"
