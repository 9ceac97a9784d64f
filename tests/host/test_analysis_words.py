"""The words of an analysis's summary: counts with the language's plural forms ("1 blunder, 0 errors,
1 doubtful move"), the number of errors the review really lists, decimals and moves in the listener's
digits and words."""

from __future__ import annotations

import re
from types import SimpleNamespace

from playpalace_backgammon.host.lobby.analysis_review import AnalysisReview, position_message, summary_message
from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.records.analysis import Decision, PlayerSummary
from playpalace_backgammon.rules import Position
from playpalace_backgammon.rules.match_id import MatchIdFields, encode_match_id
from playpalace_backgammon.table.interface import Message

LOCALIZER = Localizer()


class _Lobby:
    """The one thing the review's words need of the lobby: rendering in a client's language."""

    def render(self, client: SimpleNamespace, message: Message) -> str:
        return LOCALIZER.render(message, client.language)


def _summary(blunders: int, errors: int, doubtful: int, cube: int) -> PlayerSummary:
    return PlayerSummary(
        name="ann", error_rate=91.44, chequer_error_rate=80.0, cube_error_rate=11.0, error_total=0.5,
        unforced_moves=20, cube_decisions=3, doubtful=doubtful, bad=errors, very_bad=blunders,
        missed_doubles=cube, wrong_doubles=0, wrong_takes=0, wrong_passes=0, luck_total=0.1,
        luck_rate=-0.0234)


def _said(message: Message, locale: str) -> str:
    args = dict(message.args)
    args["rating"] = LOCALIZER.render(Message("analysis-rating", {"rating": str(args["rating"])}), locale)
    return LOCALIZER.render(Message(message.id, args), locale)


def test_the_summary_counts_with_plural_forms_and_the_real_number_of_errors() -> None:
    text = _said(summary_message(_summary(1, 0, 1, 1), 2), "en")
    assert "1 blunder, 0 errors, 1 doubtful move; 1 cube error; luck -0.023 per move." in text
    assert text.endswith("Your 2 biggest errors are in Past matches.") and "error rate 91.4 (" in text
    assert _said(summary_message(_summary(2, 1, 5, 0), 1), "en").endswith(
        "2 blunders, 1 error, 5 doubtful moves; 0 cube errors; luck -0.023 per move. "
        "Your biggest error is in Past matches.")
    none = _said(summary_message(_summary(0, 0, 0, 0), 0), "en")
    assert none.endswith("No error of yours is worth reviewing.")
    german = _said(summary_message(_summary(1, 2, 1, 0), 1), "de")
    assert "1 grober Fehler, 2 Fehler, 1 zweifelhafter Zug" in german
    assert "Ваши 3 самые крупные ошибки" in _said(summary_message(_summary(1, 2, 1, 0), 3), "ru")
    assert "أكبر خطأين لك" in _said(summary_message(_summary(1, 2, 1, 0), 2), "ar")
    menus = {count: LOCALIZER.render(Message("analysis-menu-errors", {"count": count}), "en")
             for count in (1, 3)}
    assert menus == {1: "Your biggest error", 3: "Your 3 biggest errors"}


def test_an_error_and_its_position_are_said_in_the_listeners_digits_and_words() -> None:
    """An analysed error in Arabic: the move's bar and numbers, the position's points and counts, the
    equity lost, all in Arabic words and digits."""
    decision = Decision(game=1, number=3, seat=0, kind="move", position_id=Position.initial().gnubg_id(),
                        match_id=encode_match_id(MatchIdFields(match_length=5, dice=(6, 4))), dice=(6, 4),
                        played="bar/21 13/7*", best="bar/15", loss=0.125)
    review = AnalysisReview(_Lobby(), None, None)  # type: ignore[arg-type]
    said = review.error_text(SimpleNamespace(language="ar"), decision, 1, 2)  # type: ignore[arg-type]
    assert "الحاجز/٢١ ١٣/٧*" in said and "الحاجز/١٥" in said and "٦-٤" in said and "٠٫١٢٥" in said, said
    assert not re.search("[0-9]|bar", said), said
    english = review.error_text(SimpleNamespace(language="en"), decision, 1, 2)  # type: ignore[arg-type]
    assert english == ("1 of 2: game 1, dice 6-4: you played bar/21 13/7*; best bar/15; "
                       "equity lost 0.125.")
    where = LOCALIZER.render(position_message(decision), "ar")
    assert "٢٤×٢" in where and not re.search("[0-9]", where), where
