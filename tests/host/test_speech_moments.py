"""What PlayPalace's own clients are sent to speak: the lines of one moment (an event-loop tick) as one
utterance, the match's result last, and a move said again at once with how many times in a row. Their web
client says only the last of several lines arriving together, and drops a line identical to the one before
within 0.7 s; tests/playpalace/test_web_client.py hears the result in that client itself."""

from __future__ import annotations

from playpalace_backgammon.host.net.client import LineKind, Moment
from playpalace_backgammon.i18n import Localizer

LOCALIZER = Localizer()
MOVE, PLAIN, RESULT = LineKind.MOVE, LineKind.PLAIN, LineKind.RESULT


def _say(moment: Moment, *lines: tuple[str, LineKind], language: str = "en") -> tuple[str, str] | None:
    for text, kind in lines:
        moment.add(text, "misc" if kind is PLAIN else "table", kind)
    return moment.utterance(LOCALIZER.render, language)


def test_a_moments_lines_are_one_utterance_with_the_matchs_result_last() -> None:
    moment = Moment()
    said = _say(
        moment,
        ("Bot 2 bears off from 23.", MOVE),
        ("Bot 2 wins the match, 3 to 1.", RESULT),
        ("The match is over. Rematch and Leave the table follow the board's points.", PLAIN),
        ("Your rating goes down by 8 to 1492.", PLAIN),
    )
    assert said == (
        "Bot 2 bears off from 23. The match is over. Rematch and Leave the table follow the board's points. "
        "Your rating goes down by 8 to 1492. Bot 2 wins the match, 3 to 1.",
        "table",  # the buffer of the line said last
    )
    assert moment.utterance(LOCALIZER.render, "en") is None  # said once: the next moment starts empty


def test_a_move_said_again_at_once_is_said_with_its_count_within_a_moment_and_across_moments() -> None:
    moment = Moment()
    line = "Bot 2 moves from 24 to 18."
    assert _say(moment, (line, MOVE), (line, MOVE)) == (
        "Bot 2 moves from 24 to 18. Bot 2 moves from 24 to 18, twice.", "table")
    assert _say(moment, (line, MOVE)) == ("Bot 2 moves from 24 to 18, three times.", "table")  # paced bot
    assert _say(moment, (line, MOVE)) == ("Bot 2 moves from 24 to 18, 4 times.", "table")
    assert _say(moment, ("Bot 2 moves from 13 to 7.", MOVE), (line, MOVE))[0].endswith("24 to 18.")
    # Anything said between two identical moves starts the count again; only moves are counted.
    assert _say(moment, ("Pip counts: you 80, Bot 2 60.", PLAIN), (line, MOVE))[0].endswith("24 to 18.")
    assert _say(moment, ("Pip counts: you 80, Bot 2 60.", PLAIN)) == ("Pip counts: you 80, Bot 2 60.", "misc")
    assert _say(moment, ("Pip counts: you 80, Bot 2 60.", PLAIN))[0] == "Pip counts: you 80, Bot 2 60."


def test_the_count_is_said_in_the_listeners_language() -> None:
    for language, line, twice, four in [
        ("ru", "Бот 2 ходит с 24 на 18.", "Бот 2 ходит с 24 на 18, дважды.",
         "Бот 2 ходит с 24 на 18, 4 раза."),
        ("zh-CN", "机器人 2 从 24 走到 18。", "机器人 2 从 24 走到 18，两次。",
         "机器人 2 从 24 走到 18，4 次。"),
    ]:
        moment = Moment()
        said = _say(moment, (line, MOVE), (line, MOVE), language=language)
        assert said is not None and said[0] == f"{line} {twice}"
        _say(moment, (line, MOVE), language=language)
        assert _say(moment, (line, MOVE), language=language) == (four, "table")


def test_a_line_without_an_end_mark_is_closed_before_the_next_one_in_the_listeners_language() -> None:
    hint = [("10 legal plays. Suggestions:", PLAIN), ("1: 13/7 8/7", PLAIN), ("2: 24/18", PLAIN)]
    assert _say(Moment(), *hint) == ("10 legal plays. Suggestions: 1: 13/7 8/7. 2: 24/18", "misc")
    assert _say(Moment(), *hint, language="zh-CN") == (
        "10 legal plays. Suggestions: 1: 13/7 8/7。 2: 24/18", "misc")
