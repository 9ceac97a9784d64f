"""gnubg's answers on standard error ("You cannot double." at every dead-cube question) stay out of the
server's log; anything else it writes there reaches the log as a warning."""

from __future__ import annotations

import logging
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from playpalace_backgammon.bots.gnubg_session import report_stderr

from . import stderr_checks


def test_dead_cube_questions_leave_standard_error_silent(tmp_path: Path) -> None:
    caught = tmp_path / "stderr.txt"
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as worker:
        answers = worker.submit(stderr_checks.dead_cube_answers_with_stderr_in, str(caught)).result()
    assert answers[:2] == ["not-available", "not-available"]  # gnubg was asked, and said it cannot double
    assert "You cannot double" not in caught.read_text()


def test_only_what_an_operator_needs_is_logged(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="playpalace_backgammon.bots.gnubg_session"):
        report_stderr("hint", "You cannot double.\n\n")
        assert caplog.records == []
        report_stderr("set gnubgid X", "You cannot double.\nIllegal position.\n")
    logged = [record.getMessage() for record in caplog.records]
    assert logged == ["gnubg, after 'set gnubgid X': Illegal position."]
