"""Raccoons and the quadruple loss in the records, read by Debian's GNU Backgammon.

A raccoon is `` Raccoons => n`` in the .mat (gnubg's import reads it as one more double of the exchange) and
``[double]`` by the doubler again in SGF, the beaverer's take or drop always written: gnubg, importing both,
reaches after every game our board, running score, cube value and owner (the cube staying with the
beaverer), and starts every game at our score. A game won four times the cube under the quadruple rule has
no form gnubg applies: it is written as played (its ``Wins`` line and ``RE`` say our points), gnubg scores
it a backgammon, three times the cube, and every later game starts in gnubg from our true score."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from playpalace_backgammon.bots.simple_judgement import score_result
from playpalace_backgammon.records import CubeAction, CubeKind, export_record
from playpalace_backgammon.records.build import record_of_match
from playpalace_backgammon.records.match_record import MatchRecord
from playpalace_backgammon.rules import BAR, OFF, Match, MatchOptions, Phase, Play, ResultKind, SeededDice
from playpalace_backgammon.rules import commands as c

from .test_gnubg_import import GNUBG, SCRIPT, game_end, game_start

NAMES = ("Ana", "Ben")


def _move(match: Match, play: Play) -> c.Move:
    assert match.turn is not None
    return c.Move(match.turn, tuple((step.source, step.target) for step in play.steps))


def _best(match: Match) -> Play:
    return max(match.legal_plays(), key=lambda play: score_result(play.result))


def _raccoon_session() -> Match:
    """Four games with raccoons: in each the first player to roll doubles, the other beavers and the doubler
    raccoons (the cube 1 -> 2, beavered to 4, raccooned to 8); the beaverer then takes (game 1, played out),
    drops (game 2), takes and the doubler at once resigns a single (game 3), and takes again (game 4, played
    out, the beaverer later redoubling from the cube it kept). Plays are Simple's best."""
    match, dice = Match(MatchOptions(0, jacoby=False, beavers=True, raccoons=1)), SeededDice(11)
    match.apply(c.StartGame(), dice)
    exchanged = redoubled = False
    while True:
        phase, turn = match.phase, match.turn
        assert turn is not None
        game = match.game_number
        command: c.Command
        if phase is Phase.GAME_OVER:
            if game == 4:
                match.apply(c.StopSession(0), dice)
                return match
            waiting = [seat for seat in (0, 1) if not match.playing_on[seat]]
            command = c.PlayOn(waiting[0])
            exchanged = redoubled = False
        elif phase is Phase.AWAITING_ROLL and not exchanged:
            command = c.Double(turn)
            exchanged = True
        elif phase is Phase.DOUBLE_OFFERED:
            responder = match.responder
            assert responder is not None
            if match.beaver_refusal(responder) is None and match.cube_value == 1:
                command = c.Beaver(responder)
            elif match.raccoon_refusal(responder) is None:
                command = c.Raccoon(responder)
            else:
                command = c.Drop(responder) if game == 2 and match.raccooned else c.Take(responder)
        elif phase is Phase.AWAITING_ROLL and game == 3 and match.cube_value == 8:
            command = c.Resign(turn, ResultKind.SINGLE)
        elif phase is Phase.RESIGNATION_OFFERED:
            command = c.AcceptResignation(1 - turn)
        elif phase is Phase.AWAITING_ROLL and game == 4 and not redoubled \
                and match.double_refusal(turn) is None:
            command = c.Double(turn)  # the beaverer, holding the cube at 8, redoubles to 16
            redoubled = True
        elif phase is Phase.AWAITING_ROLL:
            command = c.Roll(turn)
        else:
            command = _move(match, _best(match))
        match.apply(command, dice)


def _quadruple_session(length: int) -> Match:
    """Games until one ends four times the cube and another follows it: seat 0 races and, bearing off its
    last checker, hits where it can; seat 1 keeps a checker on its 24-point (seat 0's ace point), so it
    bears none off and its blot there may be hit by seat 0's last checker on its way off."""
    match, dice = Match(MatchOptions(length, jacoby=False, quadruple=True)), SeededDice(17)
    match.apply(c.StartGame(), dice)

    def seat0(play: Play) -> tuple[bool, int, float]:
        done = play.result.mover[OFF] == 15
        return done, play.result.opponent[BAR] if done else 0, score_result(play.result)

    def seat1(play: Play) -> tuple[bool, float]:
        return play.result.mover[24] >= 1, -score_result(play.result)

    while not (match.results and any(r.quadruple for r in match.results[:-1])) \
            and match.phase is not Phase.MATCH_OVER:
        phase, turn = match.phase, match.turn
        assert turn is not None
        if phase is Phase.GAME_OVER and not match.options.money:
            match.apply(c.StartGame(), dice)
        elif phase is Phase.GAME_OVER:
            match.apply(c.PlayOn([seat for seat in (0, 1) if not match.playing_on[seat]][0]), dice)
        elif phase is Phase.AWAITING_ROLL:
            match.apply(c.Roll(turn), dice)
        else:
            play = max(match.legal_plays(), key=seat0 if turn == 0 else seat1)
            match.apply(_move(match, play), dice)
        assert match.game_number < 40, "no quadruple game"
    if match.options.money and match.phase is Phase.GAME_OVER:
        match.apply(c.StopSession(0), dice)
    return match


def _replay(tmp_path: Path, records: dict[str, MatchRecord]) -> dict[tuple[str, str], list[str]]:
    """Each record written in both formats and imported by Debian's gnubg: its START and END ids by file."""
    if not GNUBG.exists():
        pytest.fail(f"{GNUBG} is missing: run scripts/ensure-gnubg.sh (make test does)")
    lines = []
    for name, record in records.items():
        for fmt in ("mat", "sgf"):
            path = tmp_path / f"{name}.{fmt}"
            path.write_text(export_record(record, fmt), encoding="utf-8")
            lines.append(f"{path}\tset jacoby off;set automatic doubles 0\n")
    jobs = tmp_path / "jobs.txt"
    jobs.write_text("".join(lines), encoding="utf-8")
    run = subprocess.run([str(GNUBG), "-t", "-q", "-p", str(SCRIPT)], stdin=subprocess.DEVNULL,
                         capture_output=True, text=True, timeout=300,
                         env={**os.environ, "GNUBG_REPLAY_JOBS": str(jobs)})
    found: dict[tuple[str, str], list[str]] = {}
    for line in run.stdout.splitlines():
        fields = line.split("\t")
        assert fields[0] != "FAILED", line
        if fields[0] in ("START", "END"):
            found.setdefault((Path(fields[1]).name, fields[0]), []).append(f"{fields[3]}:{fields[4]}")
    return found


def test_gnubg_reads_raccoons_taken_dropped_and_resigned_as_we_played_them(tmp_path: Path) -> None:
    record = record_of_match(_raccoon_session(), NAMES)
    games = record.games
    assert len(games) == 4 and record.raccoons == 1
    for game in games:
        kinds = [action.kind for action in game.actions if isinstance(action, CubeAction)]
        assert kinds[:4] == [CubeKind.DOUBLE, CubeKind.BEAVER, CubeKind.RACCOON,
                             CubeKind.DROP if game.number == 2 else CubeKind.TAKE], (game.number, kinds)
    results = [game.result for game in games]
    assert all(result is not None for result in results)
    assert results[1] is not None and (results[1].dropped, results[1].points) == (True, 4)
    assert results[2] is not None and (results[2].resigned, results[2].points) == (True, 8)
    assert any(isinstance(a, CubeAction) and a.kind is CubeKind.DOUBLE and a.value == 16
               for a in games[3].actions)  # the beaverer redoubled from the cube the raccoon left it
    mat = export_record(record, "mat")
    assert " Raccoons => 8" in mat and '; [Raccoon "On"]' in mat
    found = _replay(tmp_path, {"raccoons": record})
    for fmt in ("mat", "sgf"):
        starts, ends = found[(f"raccoons.{fmt}", "START")], found[(f"raccoons.{fmt}", "END")]
        assert [game_start(ids.split(":")[1])[0] for ids in starts] == [g.score_before for g in games], fmt
        assert [game_end(ids) for ids in ends] == [game_end(g.end_gnubg_id) for g in games], fmt


@pytest.mark.parametrize("length", [0, 25])
def test_gnubg_scores_a_quadruple_game_three_times_and_goes_on_from_our_score(
    tmp_path: Path, length: int,
) -> None:
    record = record_of_match(_quadruple_session(length), NAMES)
    quadruple = [game for game in record.games if game.result is not None and game.result.quadruple]
    assert quadruple and quadruple[0] is not record.games[-1] and record.quadruple
    game = quadruple[0]
    assert game.result is not None and game.result.points == 4 * game.result.cube
    mat = export_record(record, "mat")
    assert '; [Quadruple "On"]' in mat and f"Wins {game.result.points} points" in mat
    found = _replay(tmp_path, {"quadruple": record})
    for fmt in ("mat", "sgf"):
        starts, ends = found[(f"quadruple.{fmt}", "START")], found[(f"quadruple.{fmt}", "END")]
        # Every game starts in gnubg from our true score, the one after a quadruple game included.
        assert [game_start(ids.split(":")[1])[0] for ids in starts] == [g.score_before for g in record.games]
        for ours, theirs in zip(record.games, ends, strict=True):
            board, score, cube, owner = game_end(theirs)
            expected = game_end(ours.end_gnubg_id)
            assert (board, cube, owner) == expected[0:1] + expected[2:], fmt
            if ours.result is not None and ours.result.quadruple:  # gnubg: a backgammon, three times
                winner = ours.result.winner
                assert score[winner] == ours.score_before[winner] + 3 * ours.result.cube, fmt
                assert expected[1][winner] == ours.score_before[winner] + 4 * ours.result.cube
            else:
                assert score == expected[1], fmt
