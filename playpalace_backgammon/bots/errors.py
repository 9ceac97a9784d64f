"""Errors raised by the bots package.

    BotError
    ├── InvalidRequestError (ValueError)  a request that cannot be answered (bad fields, game already over)
    ├── PoolFullError                     too many requests are waiting; try again later
    ├── BotTimeoutError                   a hint took longer than the pool's timeout
    └── BotUnavailableError               the engine failed twice (worker crashes) for a hint

Decisions (``BotPool.decide``) never raise the last three: they fall back to the Simple strategy.
Every error takes one message argument so that it crosses process boundaries intact.
"""

from __future__ import annotations


class BotError(Exception):
    """Base of every bots error."""


class InvalidRequestError(BotError, ValueError):
    """The request is malformed or names a position with nothing to decide."""


class PoolFullError(BotError):
    """The pool's queue of pending requests is full."""


class BotTimeoutError(BotError):
    """The engine did not answer within the pool's timeout."""


class BotUnavailableError(BotError):
    """The engine's worker died while answering, even after one retry."""
