"""The rules of backgammon: pure, deterministic, no I/O and no imports from the rest of the package.

Positions, whole-turn legal plays, notation, dice sources, scoring, and the match state machine
(opening roll, cube, Crawford, resignation, match score), and GNU Backgammon's position and match IDs.
"""

from . import commands, events
from .dice import DiceExhausted, DiceSource, RecordingDice, ReplayDice, SeededDice, SystemDice
from .errors import (
    AmbiguousPlayError,
    IllegalPlayError,
    InvalidMatchIdError,
    InvalidNotationError,
    InvalidPositionError,
    NotationError,
    Refusal,
    RulesError,
)
from .match import MAX_AUTO_DOUBLES, MAX_CUBE, MAX_MATCH_LENGTH, Match, MatchOptions, Phase, other
from .match_id import GameState, MatchIdFields, decode_match_id, encode_match_id
from .notation import format_play, parse_play, point_name
from .plays import Play, Step, apply_step, legal_plays, reachable_results, single_moves
from .position import BAR, CHECKERS, OFF, Position
from .scoring import GameResult, ResultKind, result_kind, scored_kind

__all__ = [
    "BAR", "CHECKERS", "MAX_AUTO_DOUBLES", "MAX_CUBE", "MAX_MATCH_LENGTH", "OFF",
    "AmbiguousPlayError", "DiceExhausted", "DiceSource", "GameState", "IllegalPlayError",
    "InvalidMatchIdError",
    "InvalidNotationError", "InvalidPositionError", "Match", "MatchIdFields", "MatchOptions", "NotationError",
    "GameResult", "Phase", "Play", "Position", "RecordingDice", "Refusal", "ReplayDice", "ResultKind",
    "RulesError", "SeededDice", "Step", "SystemDice",
    "apply_step", "commands", "decode_match_id", "encode_match_id", "events", "format_play", "legal_plays",
    "other", "parse_play", "point_name", "reachable_results", "result_kind", "scored_kind", "single_moves",
]
