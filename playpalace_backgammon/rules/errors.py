"""The rules core's exceptions, one small typed family.

    RulesError
    ├── InvalidPositionError (ValueError)   a board, ID or match state that cannot exist
    │   └── InvalidMatchIdError             a gnubg match ID (or its fields) that cannot exist
    ├── NotationError (ValueError)
    │   ├── InvalidNotationError            text that is not move notation
    │   ├── IllegalPlayError                well-formed, but no legal play matches
    │   └── AmbiguousPlayError              more than one legal play matches
    └── Refusal                             a command the game state does not allow now

Every error carries a short machine-readable ``reason`` code so that callers can word it for a listener.
"""

from __future__ import annotations

from typing import Any


class RulesError(Exception):
    """Base of every error raised by the rules core."""

    def __init__(self, reason: str, message: str = "", **details: Any) -> None:
        super().__init__(message or reason)
        self.reason = reason
        self.details = details


class InvalidPositionError(RulesError, ValueError):
    """A position, position ID, board or match ID that breaks the rules of the game."""


class InvalidMatchIdError(InvalidPositionError):
    """A GNU Backgammon match ID, or match ID fields, that no match state can have."""


class NotationError(RulesError, ValueError):
    """Move notation that cannot be turned into a legal play."""


class InvalidNotationError(NotationError):
    """The text is not move notation at all."""


class IllegalPlayError(NotationError):
    """The notation is well formed but no legal play matches it."""


class AmbiguousPlayError(NotationError):
    """The notation matches more than one legal play."""


class Refusal(RulesError):
    """A command that the game does not accept in its present state; the state is unchanged."""
