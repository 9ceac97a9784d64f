"""Reads gnubg's text export of an analysed match (``export match text``) into a ``MatchAnalysis``.

Both gnubg builds the project meets (the gnubg Python package in the bots' workers, Debian's ``gnubg``
program) write the same format, so one reader serves the analysis and its check. Per decision it takes the
block after each "Move number" line: the action line ("* NAME moves 13/7 8/7", "doubles", "accepts",
"rejects"), the ranked candidate plays (the one played starred, its loss in brackets; ranked "??" when gnubg
does not know its rank, listed after the plays shown), the cubeful equities of the cube analysis, the alerts
(gnubg's skill and luck marks) and the roll's luck. A beaver has no cube analysis of its own ("Cannot
analyse beaver"), and gnubg counts no decision for it; but it counts the doubler's answer to the beaver (a
take, or a pass) as an ordinary answer to the double the doubler made, judged with that double's equities as
if the doubler were the one doubled: read the same way, so a player's decisions add up to gnubg's error
total. Per player it takes the final statistics table: "Match statistics" for a match, "Session statistics"
for a money session. gnubg writes "n/a" where there is nothing to measure (the luck rate of a player who
never rolled): read as not measured (None). A session's rows say "(Points)" where a match's say "(MWC)".
Pure: text in, data out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .analysis import Decision, MatchAnalysis, PlayerSummary, cube_loss


class AnalysisTextError(ValueError):
    """The text is not gnubg's export of an analysed match of these two players."""


_GAME = re.compile(r"^The score \(after (\d+) games?\) is:", re.M)
_MOVE_NUMBER = re.compile(r"^Move number (\d+):", re.M)
_POSITION = re.compile(r"Position ID:\s*(\S+)")
_MATCH_ID = re.compile(r"Match ID\s*:\s*(\S+)")
_ACTION = re.compile(r"^\* (?P<rest>.+?)\s*$", re.M)
_CANDIDATE = re.compile(
    r"^(?P<star>\*)?\s+(?P<rank>\d+\.|\?\?)\s+\S+\s+\d+-ply\s+(?P<move>.+?)\s+Eq\.:\s*(?P<eq>[+-]?\d+\.\d+)"
    r"(?:\s*\((?P<diff>[+-]?\d+\.\d+)\))?",
    re.M,
)
_CUBE_EQUITY = re.compile(
    r"^\d\.\s+(?P<what>No double|No redouble|Double, take|Redouble, take|Double, pass|Redouble, pass)"
    r"\s+(?P<eq>[+-]?\d+\.\d+)",
    re.M,
)
_ROLLED = re.compile(r"^Rolled (?P<dice>\d\d)(?: \((?P<luck>[+-]?\d+\.\d+)\))?:", re.M)
_MOVE_ALERT = re.compile(r"^Alert: (?P<skill>doubtful|bad|very bad) move", re.M)
_CUBE_ALERT = re.compile(r"^Alert: (?:missed double|wrong double|wrong take|wrong pass|wrong redouble)"
                         r"[^\n]*\n\s*\[(?P<skill>doubtful|bad|very bad)\]", re.M)
_LUCK_ALERT = re.compile(r"^Alert: (?P<mark>very lucky|lucky|very unlucky|unlucky) roll", re.M)
_BEAVER = re.compile(r"^Cannot analyse beaver", re.M)
_STATISTICS = re.compile(r"^(?:Match|Session) statistics\s*$", re.M)
_LABEL_WIDTH, _COLUMN_WIDTH = 41, 24
_NUMBER = re.compile(r"[+-]?\d+(?:\.\d+)?")
_PASS_WORDS = ("rejects", "refuses", "passes", "drops")


def _words(skill: str) -> str:
    return skill.replace(" ", "-")


def _seat_and_rest(line: str, names: Sequence[str]) -> tuple[int, str] | None:
    """The seat whose name starts an action line, and the rest of the line (longest name first)."""
    for seat in sorted(range(len(names)), key=lambda s: -len(names[s])):
        name = names[seat]
        if line.startswith(name + " "):
            return seat, line[len(name) + 1:]
    return None


_Equities = tuple[float, float, float]


def _cube_equities(block: str) -> _Equities | None:
    found: dict[str, float] = {}
    for line in _CUBE_EQUITY.finditer(block):
        found[line["what"].lower().replace("redouble", "double")] = float(line["eq"])
    if len(found) < 3:
        return None
    return found["no double"], found["double, take"], found["double, pass"]


def _cube_decision(block: str, base: dict[str, object], kind: str, played: str,
                   equities: _Equities | None = None) -> Decision | None:
    """The cube decision of ``block``, judged by its own cube analysis or else by ``equities``."""
    equities = _cube_equities(block) or equities
    if equities is None:
        return None
    loss, best = cube_loss(kind, played, *equities)
    alert = _CUBE_ALERT.search(block)
    return Decision(**base, kind=kind, dice=None, played=played, best=best, loss=loss,  # type: ignore[arg-type]
                    skill=_words(alert["skill"]) if alert else "none")


def _move_decision(block: str, base: dict[str, object], played: str) -> Decision | None:
    candidates = list(_CANDIDATE.finditer(block))
    rolled = _ROLLED.search(block)
    if not candidates or rolled is None:
        return None
    chosen = next((c for c in candidates if c["star"]), None)
    if chosen is None:
        return None
    loss = -float(chosen["diff"]) if chosen["diff"] else 0.0
    dice_text = rolled["dice"]
    alert = _MOVE_ALERT.search(block)
    luck = _LUCK_ALERT.search(block)
    return Decision(
        **base, kind="move", dice=(int(dice_text[0]), int(dice_text[1])),  # type: ignore[arg-type]
        played=played, best=candidates[0]["move"].strip(), loss=round(max(0.0, loss), 6),
        skill=_words(alert["skill"]) if alert else "none",
        luck=float(rolled["luck"]) if rolled["luck"] else None,
        luck_mark=_words(luck["mark"]) if luck else "", forced=len(candidates) == 1,
    )


class _LastDouble:
    """The last double of a game that was not a beaver: its doubler and its cube analysis (the doubler's
    equities; None when gnubg did not analyse it)."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.equities: _Equities | None = None


def _block_decisions(block: str, game: int, number: int, names: Sequence[str],
                     last_double: _LastDouble) -> list[Decision]:
    action = _ACTION.search(block)
    if action is None:
        return []
    found = _seat_and_rest(action["rest"], names)
    if found is None:
        raise AnalysisTextError(f"move {number} of game {game}: no player of {list(names)} in {action[0]!r}")
    seat, rest = found
    position, match_id = _POSITION.search(block), _MATCH_ID.search(block)
    base: dict[str, object] = {
        "game": game, "number": number, "seat": seat,
        "position_id": position[1] if position else "", "match_id": match_id[1] if match_id else "",
    }
    decisions: list[Decision] = []
    if rest.startswith("moves "):
        rolled_at = block.find("\nRolled ")
        before_roll = block if rolled_at < 0 else block[:rolled_at]
        cube = _cube_decision(before_roll, base, "cube", "no double")
        if cube is not None:
            decisions.append(cube)
        move = _move_decision(block, base, rest[len("moves "):].strip())
        if move is not None:
            decisions.append(move)
    elif rest.startswith("doubles"):
        if not _BEAVER.search(block):  # a beaver ("doubles" too) leaves the double it answers in place
            last_double.seat, last_double.equities = seat, _cube_equities(block)
        cube = _cube_decision(block, base, "cube", "double")
        if cube is not None:
            decisions.append(cube)
    elif rest.startswith("accepts") or rest.startswith(_PASS_WORDS):
        # The doubler answering a beaver: gnubg judges it with the doubler's equities of the double, turned
        # as the doubled player sees them (as if the doubler had been doubled).
        beavered: _Equities | None = None
        if seat == last_double.seat and last_double.equities is not None:
            no_double, take, drop = last_double.equities
            beavered = (-no_double, -take, -drop)
        answer = _cube_decision(block, base, "take", "take" if rest.startswith("accepts") else "pass",
                                beavered)
        if answer is not None:
            decisions.append(answer)
    return decisions


def _column_value(line: str, column: int) -> float | None:
    """The figure in a statistics row's column, or None where gnubg wrote "n/a" (nothing to measure)."""
    start = _LABEL_WIDTH + column * _COLUMN_WIDTH
    part = line[start:start + _COLUMN_WIDTH] if column == 0 else line[start:]
    number = _NUMBER.search(part)
    if number is None:
        if part.split()[:1] == ["n/a"]:
            return None
        raise AnalysisTextError(f"no figure in column {column + 1} of {line.strip()!r}")
    return float(number[0])


def _statistics_at(text: str) -> int:
    """Where the last statistics table of the whole match or session starts; -1 when there is none."""
    found = list(_STATISTICS.finditer(text))
    return found[-1].start() if found else -1


def _statistics(text: str, names: Sequence[str]) -> tuple[PlayerSummary, PlayerSummary]:
    at = _statistics_at(text)
    if at < 0:
        raise AnalysisTextError("no match or session statistics: the match was not analysed")
    rows: dict[tuple[str, str], str] = {}
    section = ""
    columns: list[int] = [0, 1]
    for line in text[at:].splitlines():
        label = line[:_LABEL_WIDTH].strip()
        if not label:
            continue
        if label.endswith("statistics") and len(line.strip()) == len(label):
            section = label.split()[0].lower()
            continue
        if label == "Player":
            first = line[_LABEL_WIDTH:_LABEL_WIDTH + _COLUMN_WIDTH].strip()
            columns = [0, 1] if first == names[0] or first != names[1] else [1, 0]
            continue
        # A money session's figures are in points, a match's in match winning chances: the same rows.
        rows.setdefault((section, label.replace("(Points)", "(MWC)")), line)

    def measured(section: str, label: str, seat: int) -> float | None:
        line = rows.get((section, label))
        if line is None:
            raise AnalysisTextError(f"no {label!r} in the {section} statistics")
        return _column_value(line, columns[seat])

    def value(section: str, label: str, seat: int) -> float:
        """A figure gnubg always has; an error it marks n/a is one of no decision at all: none."""
        figure = measured(section, label, seat)
        if figure is None and not label.startswith("Error"):
            raise AnalysisTextError(f"n/a for {label!r} in the {section} statistics")
        return figure or 0.0

    def summary(seat: int) -> PlayerSummary:
        def count(section: str, label: str) -> int:
            return int(value(section, label, seat))

        return PlayerSummary(
            name=names[seat],
            error_rate=-value("overall", "Error rate mEMG (MWC)", seat),
            chequer_error_rate=-value("chequerplay", "Error rate mEMG (MWC)", seat),
            cube_error_rate=-value("cube", "Error rate mEMG (MWC)", seat),
            error_total=-value("overall", "Error total EMG (MWC)", seat),
            unforced_moves=count("chequerplay", "Unforced moves"),
            cube_decisions=count("cube", "Close or actual cube decisions"),
            doubtful=count("chequerplay", "Moves marked doubtful"),
            bad=count("chequerplay", "Moves marked bad"),
            very_bad=count("chequerplay", "Moves marked very bad"),
            missed_doubles=count("cube", "Missed doubles below CP (EMG (MWC))")
            + count("cube", "Missed doubles above CP (EMG (MWC))"),
            wrong_doubles=count("cube", "Wrong doubles below DP (EMG (MWC))")
            + count("cube", "Wrong doubles above TG (EMG (MWC))"),
            wrong_takes=count("cube", "Wrong takes (EMG (MWC))"),
            wrong_passes=count("cube", "Wrong passes (EMG (MWC))"),
            luck_total=value("luck", "Luck total EMG (MWC)", seat),
            luck_rate=measured("luck", "Luck rate mEMG (MWC)", seat),
        )

    return summary(0), summary(1)


def parse_analysis(text: str, names: tuple[str, str], plies: int) -> MatchAnalysis:
    """The analysis in gnubg's text export ``text`` of a match between ``names`` (seat 0, seat 1, as the
    .mat names them) analysed at ``plies``; AnalysisTextError if it is not one."""
    if names[0] == names[1]:
        raise AnalysisTextError("the two players need different names")
    statistics_at = _statistics_at(text)
    body = text if statistics_at < 0 else text[:statistics_at]
    games = [(m.start(), int(m[1]) + 1) for m in _GAME.finditer(body)]
    decisions: list[Decision] = []
    starts = list(_MOVE_NUMBER.finditer(body))
    last_doubles: dict[int, _LastDouble] = {}
    for index, start in enumerate(starts):
        end = starts[index + 1].start() if index + 1 < len(starts) else len(body)
        block = body[start.start():end]
        cut = block.find("\nGame statistics for game")
        block = block if cut < 0 else block[:cut]
        game = max((number for at, number in games if at <= start.start()), default=1)
        last_double = last_doubles.setdefault(game, _LastDouble())
        decisions.extend(_block_decisions(block, game, int(start[1]), names, last_double))
    return MatchAnalysis(plies, tuple(decisions), _statistics(text, names))
