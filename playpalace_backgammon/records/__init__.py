"""Match records: a whole match rebuilt from what the store keeps for a table, and its export.

``build`` replays a table's saved lobby state and log through the table and the rules core into a
``MatchRecord`` (games, each game's actions, scores, Crawford flags, results); ``mat`` and ``sgf`` write it
as GNU Backgammon's Jellyfish .mat and SGF files; ``export.export_table`` is the one call a host needs.
Imports the rules core and the table only.
"""

from .build import RecordError, record_from_log
from .export import FORMATS, export_record, export_table
from .match_record import (
    Action,
    CubeAction,
    CubeKind,
    GameRecord,
    GameResult,
    MatchRecord,
    ResignAnswer,
    ResignOffer,
    Turn,
)

__all__ = [
    "FORMATS", "Action", "CubeAction", "CubeKind", "GameRecord", "GameResult", "MatchRecord",
    "RecordError", "ResignAnswer", "ResignOffer", "Turn", "export_record", "export_table", "record_from_log",
]
