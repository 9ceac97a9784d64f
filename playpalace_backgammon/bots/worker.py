"""The loop of one gnubg worker process: receive a request on a pipe, send back the answer, repeat.

Started by ``BotPool`` with the spawn method, so gnubg runs on the main thread of a fresh interpreter. The
worker lowers its own scheduling priority: while it thinks, the server's event loop (a process of normal
priority) still gets a core the moment it wakes. A message is a ``(DecisionRequest, Purpose)`` pair, an
``AnalysisRequest`` (a whole match; such a worker lowers its priority further, below the bots'), or
``None``: a ping, answered with the pid.
"""

from __future__ import annotations

import os
from multiprocessing.connection import Connection
from typing import Any

from . import analysis_engine, engine_gnubg, gnubg_session
from .errors import BotError
from .parent_watch import exit_with_parent

#: Added to the worker's nice value: the lobby's event loop always comes before a bot's thinking.
NICENESS = 10
#: Added once more by a worker given a match to analyse: live bots and hints always come first.
ANALYSIS_NICENESS = 9


def serve(conn: Connection) -> None:
    """Answers requests until the pipe closes (the pool closed it or went away), and ends at once if the
    process that started it dies, even in the middle of a search."""
    exit_with_parent()
    try:
        os.nice(NICENESS)
    except OSError:
        pass
    gnubg_session.init_worker()
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        reply: tuple[str, Any]
        if message is None:
            reply = ("ok", os.getpid())
        elif isinstance(message, analysis_engine.AnalysisRequest):
            reply = _analyse(message)
        else:
            try:
                request, purpose = message
                reply = ("ok", engine_gnubg.run(request, purpose))
            except BotError as error:
                reply = ("error", error)
            except Exception as error:  # anything else crosses the pipe as text, never unpicklable
                reply = ("error", RuntimeError(f"{type(error).__name__}: {error}"))
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return


def _analyse(request: analysis_engine.AnalysisRequest) -> tuple[str, Any]:
    if not _state.get("analysing"):
        _state["analysing"] = True
        try:
            os.nice(ANALYSIS_NICENESS)
        except OSError:
            pass
    try:
        return ("ok", analysis_engine.analyse(request))
    except BotError as error:
        return ("error", error)
    except Exception as error:
        return ("error", RuntimeError(f"{type(error).__name__}: {error}"))


_state: dict[str, bool] = {}
