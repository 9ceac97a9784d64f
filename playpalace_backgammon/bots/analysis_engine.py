"""GNU Backgammon's own analysis of a whole match, inside a worker process.

The match arrives as the text of a Jellyfish .mat file (as ``records`` writes it); gnubg imports it, runs
``analyse match`` with the chequer play and the cube decisions evaluated at the requested ply (cubeful,
match-aware, gnubg's pruning nets above 0-ply) and answers with two texts: its text export of the analysed
match (every decision with its candidates, alerts, luck, and the match statistics) and its SGF of the match
with the analysis in it. The same commands given to Debian's ``gnubg`` program produce the same kind of
texts, which is how the analysis is checked (tests/analysis). Parsing lives in ``records.analysis_text``.

Call ``analyse`` only in the main thread of a spawned worker process (see ``gnubg_session``).
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass

from . import gnubg_session as session
from .errors import InvalidRequestError

#: The plies an analysis may use (gnubg's 0-ply, 1-ply and 2-ply).
ANALYSIS_PLIES = (0, 1, 2)
DEFAULT_ANALYSIS_PLIES = 1
#: A .mat file larger than this is refused (a 64-point match with long games is well under it).
MAX_MAT_CHARS = 2_000_000


@dataclass(frozen=True)
class AnalysisRequest:
    """A whole match to analyse: its .mat text and the ply of the analysis."""

    mat: str
    plies: int = DEFAULT_ANALYSIS_PLIES


@dataclass(frozen=True)
class AnalysisOutput:
    """What gnubg wrote about the analysed match: its text export and its SGF (analysis included)."""

    text: str
    sgf: str
    plies: int


def money_rules(mat: str) -> list[str]:
    """The gnubg settings a money session's .mat needs before its import: the format's header tags
    ``Jacoby`` and ``Beaver`` are comments gnubg does not apply (it uses its own settings), and the file
    holds no automatic doubles. None for a match."""
    if not re.search(r"^ 0 point match$", mat, re.M):
        return []
    jacoby = '; [Jacoby "On"]' in mat
    beavers = '; [Beaver "On"]' in mat
    return [f"set jacoby {'on' if jacoby else 'off'}", f"set beavers {1 if beavers else 0}",
            "set automatic doubles 0"]


def analysis_commands(mat_path: str, plies: int, text_path: str, sgf_path: str,
                      rules: Sequence[str] = ()) -> list[str]:
    """The gnubg commands that analyse the .mat at ``mat_path`` (after the ``rules`` settings of
    ``money_rules``) and write both texts; the same list is given to Debian's gnubg program to check the
    analysis against it."""
    prune = "on" if plies > 0 else "off"
    commands = list(rules)
    for part in ("chequerplay", "cubedecision"):
        commands.append(f"set analysis {part} evaluation plies {plies}")
        commands.append(f"set analysis {part} evaluation cubeful on")
        commands.append(f"set analysis {part} evaluation prune {prune}")
    commands += [
        "set export moves number 5",
        f'import mat "{mat_path}"',
        "analyse match",
        f'export match text "{text_path}"',
        f'save match "{sgf_path}"',
    ]
    return commands


def read_text_export(text_path: str) -> str:
    """The text export gnubg wrote at ``text_path``: it writes one file per game, the first at that path
    and game n at ``<stem>_00n.txt``; their texts in the order of the games."""
    stem, suffix = os.path.splitext(text_path)
    parts = []
    with open(text_path, encoding="utf-8", errors="replace") as file:
        parts.append(file.read())
    number = 2
    while os.path.exists(f"{stem}_{number:03d}{suffix}"):
        with open(f"{stem}_{number:03d}{suffix}", encoding="utf-8", errors="replace") as file:
            parts.append(file.read())
        number += 1
    return "\n".join(parts)


def check(request: AnalysisRequest) -> None:
    """Refuses a request gnubg should not be given (InvalidRequestError)."""
    if request.plies not in ANALYSIS_PLIES:
        raise InvalidRequestError(f"analysis plies must be one of {ANALYSIS_PLIES}")
    if not request.mat.strip() or len(request.mat) > MAX_MAT_CHARS:
        raise InvalidRequestError("the match to analyse is empty or too large")


def analyse(request: AnalysisRequest) -> AnalysisOutput:
    """gnubg's analysis of the request's match (see the module's docstring)."""
    check(request)
    session.gnubg_module()
    with tempfile.TemporaryDirectory(prefix="analysis-") as folder:
        mat_path = os.path.join(folder, "match.mat")
        text_path = os.path.join(folder, "analysis.txt")
        sgf_path = os.path.join(folder, "analysis.sgf")
        with open(mat_path, "w", encoding="utf-8") as file:
            file.write(request.mat)
        for command in analysis_commands(mat_path, request.plies, text_path, sgf_path,
                                         money_rules(request.mat)):
            session.command_output(command)
        try:
            text = read_text_export(text_path)
            with open(sgf_path, encoding="utf-8", errors="replace") as file:
                sgf = file.read()
        except OSError as error:
            raise InvalidRequestError(f"gnubg could not analyse the match: {error}") from None
    if "Match statistics" not in text and "Session statistics" not in text:  # a money session's
        raise InvalidRequestError("gnubg's analysis has no match or session statistics")
    return AnalysisOutput(text, sgf, request.plies)
