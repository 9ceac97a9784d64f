"""The GNU Backgammon library inside one worker process: set-up, text commands and their captured output.

gnubg prints its command output on the C stdout, so ``command_output`` points file descriptor 1 at a
temporary file for the call. It also answers some questions on the C stderr ("You cannot double." at every
cube question with a dead cube): descriptor 2 is captured the same way, and only what gnubg says there
that is not such an answer reaches the server's log, as a warning.

Only the main thread of a spawned worker process may call anything here:
gnubg crashes off the main thread and holds the GIL while it thinks.
"""

from __future__ import annotations

import ctypes
import logging
import os
import sys
import tempfile
from typing import Any

_state: dict[str, Any] = {}
_log = logging.getLogger(__name__)

#: What gnubg says on stderr in answer to a question we ask on purpose: nothing an operator needs to read.
ANSWERS_ON_STDERR = frozenset({"You cannot double."})


def gnubg_module() -> Any:
    """The gnubg module, set up on first use: one thread, and no evaluation cache.

    The cache is off because it serves a cubeful evaluation made at one ply to a request at another ply
    for the same position. That happens between levels (a 1-ply answer served to a 2-ply request) and also
    inside one search, whose nodes are evaluated at different plies: measured on 25 positions of one game,
    2-ply scores with the cache on differed from the cache-off scores by up to 0.016 (0.011 with the cache
    cleared before every search, 0.08 with 1-ply and 2-ply searches alternating). With the cache on, a
    bot's answer would depend on what its worker computed before; it would save only about 12% of the
    time of a 2-ply search.
    """
    module = _state.get("gnubg")
    if module is None:
        import gnubg

        _state["gnubg"] = module = gnubg
        _state["libc"] = ctypes.CDLL(None)
        command_output("set threads 1")
        command_output("set cache 0")
    return module


def init_worker() -> None:
    """ProcessPoolExecutor initializer: import and set up gnubg once per worker."""
    gnubg_module()


def command_output(command: str) -> str:
    """Runs a gnubg text command and returns what it printed on stdout."""
    gnubg = _state.get("gnubg") or gnubg_module()
    sys.stdout.flush()
    sys.stderr.flush()
    with tempfile.TemporaryFile() as sink, tempfile.TemporaryFile() as errors:
        saved, saved_errors = os.dup(1), os.dup(2)
        try:
            os.dup2(sink.fileno(), 1)
            os.dup2(errors.fileno(), 2)
            try:
                gnubg.command(command)
            finally:
                _state["libc"].fflush(None)
                os.dup2(saved, 1)
                os.dup2(saved_errors, 2)
        finally:
            os.close(saved)
            os.close(saved_errors)
        errors.seek(0)
        report_stderr(command, errors.read().decode("utf-8", "replace"))
        sink.seek(0)
        return sink.read().decode("utf-8", "replace")


def report_stderr(command: str, text: str) -> None:
    """Logs what gnubg wrote on stderr during ``command``, its expected answers (``ANSWERS_ON_STDERR``)
    left out."""
    for line in text.splitlines():
        line = line.strip()
        if line and line not in ANSWERS_ON_STDERR:
            _log.warning("gnubg, after %r: %s", command, line)


def set_plies(plies: int, prune: bool = False) -> None:
    """Makes the text ``hint`` judge plays and cube decisions at ``plies`` (gnubg's internal ply), with or
    without gnubg's pruning nets."""
    key = ("plies", plies, prune)
    if _state.get("plies") != key:
        switch = "on" if prune else "off"
        for part in ("chequerplay", "cubedecision"):
            command_output(f"set evaluation {part} evaluation plies {plies}")
            command_output(f"set evaluation {part} evaluation prune {switch}")
        _state["plies"] = key


def set_beavers(allowed: bool) -> None:
    """Lets gnubg's cube analysis consider a beaver (money play with beavers) or not; one beaver at most."""
    if _state.get("beavers") != allowed:
        command_output(f"set beavers {1 if allowed else 0}")
        _state["beavers"] = allowed


def set_up_for_resignations() -> None:
    """Lets a resignation be offered by a text command and left pending for ``hint`` to judge: both of
    gnubg's players answer by hand (its own computer player would answer the offer at once), and gnubg
    plays no sound."""
    if not _state.get("resignations"):
        for command in ("set player 0 human", "set player 1 human", "set sound enable off"):
            command_output(command)
        _state["resignations"] = True
