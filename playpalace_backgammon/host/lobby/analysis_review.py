"""What the players hear of an analysis: a short summary when it is ready, and in Past matches, on their own
match, "Your 5 biggest errors": a menu, one line an error (game, dice or cube decision, the play made, the
best one, the equity lost); Enter on a line opens the match's replay at that decision, its position
described (each side's checkers, pips, score and cube), to step through what followed with the replay's
keys; or "Analyse this match" while there is no analysis yet."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Protocol

from playpalace_backgammon.records.analysis import Decision, MatchAnalysis, PlayerSummary
from playpalace_backgammon.rules import BAR, Position, decode_match_id
from playpalace_backgammon.table.bot_questions.bot_context import DecisionKind
from playpalace_backgammon.table.interface import BotTurn, Message, MessageArg, decimal
from playpalace_backgammon.table.presentation.spoken_notation import spoken_notation

from ..net.client import Client, MenuHandler, MenuHost
from ..store.store import Store
from ..store.store_archive import ArchivedMatch
from .match_analysis import stored_analysis
from .match_analyst import MatchAnalyst
from .replay import ReplayBook

#: How many of a player's costliest decisions the review lists.
REVIEWED = 5
_CUBE_WORDS = {"double": "double", "no double": "no-double", "take": "take", "pass": "pass"}
_DECISION_KINDS = {
    "move": DecisionKind.MOVE, "cube": DecisionKind.ROLL_OR_DOUBLE, "take": DecisionKind.TAKE_OR_DROP}


class ReplayOpener(Protocol):
    """Opens a match's replay for a client (``archive_menus.PastMatches``)."""

    def replay(self, client: Client, match_id: str, back: Callable[[], None], *,
               find: Callable[[ReplayBook], int | None] | None = None,
               intro: Sequence[Message] = ()) -> None: ...


def summary_message(summary: PlayerSummary, count: int, message_id: str = "analysis-ready") -> Message:
    """A player's summary as a message (its rating word is a message of its own); ``count`` is how many
    of their errors the review lists."""
    return Message(message_id, {
        "rate": decimal(summary.error_rate, 1), "rating": summary.rating,
        "doubtful": summary.doubtful, "errors": summary.bad, "blunders": summary.very_bad,
        "cube": summary.cube_errors, "name": summary.name, "count": count,
        # "none": gnubg had no roll of theirs to measure, and the words say so instead of a figure.
        "luck": "none" if summary.luck_rate is None else decimal(summary.luck_rate, 3),
    })


def _side(counts: tuple[int, ...], mine: bool) -> MessageArg:
    """Points holding checkers as "point×count", in the listener's numbering (the opponent's mirrored)."""
    parts = []
    for point in range(24, 0, -1) if mine else range(1, 25):
        count = counts[point]
        if count:
            parts.append(f"{point if mine else 25 - point}×{count}")
    return spoken_notation(", ".join(parts)) if parts else "-"


def position_message(decision: Decision) -> Message:
    """The position before ``decision``, seen by the player who decided it."""
    position = Position.from_gnubg_id(decision.position_id)
    fields = decode_match_id(decision.match_id)
    if decision.kind == "take":  # gnubg's IDs are the doubler's: the player doubled sees it swapped
        position = position.swap()
    pips = position.pip_count()
    me, them = fields.turn, 1 - fields.turn
    return Message("analysis-error-position", {
        "mine": _side(position.mover, True), "theirs": _side(position.opponent, False),
        "bar": position.mover[BAR], "opponent_bar": position.opponent[BAR],
        "off": position.mover[0], "opponent_off": position.opponent[0],
        "pips": pips[0], "opponent_pips": pips[1],
        "score": fields.score[me], "opponent_score": fields.score[them], "cube": fields.cube_value,
    })


class AnalysisReview:
    """The analysis's words and menus in the lobby; the errors open replays through the ``ReplayOpener`` of
    the match's menu that offered them."""

    def __init__(self, host: MenuHost, store: Store, analyst: MatchAnalyst) -> None:
        self.host = host
        self.store = store
        self.analyst = analyst
        # The match menu each client was last shown and how to show it again, so that the end of its
        # analysis (ready or failed) replaces a "Cancel the analysis" they are still looking at.
        self._shown: dict[Client, tuple[str, Callable[[], None]]] = {}

    def _text(self, client: Client, message: Message) -> str:
        return self.host.render(client, message)

    def _words(self, client: Client, message: Message) -> str:
        """A message whose rating or cube words are rendered first, in the client's language."""
        args = dict(message.args)
        if "rating" in args:
            args["rating"] = self._text(client, Message("analysis-rating", {"rating": args["rating"]}))
        for key in ("played", "best"):
            word = _CUBE_WORDS.get(str(args.get(key)))
            if word is not None:
                args[key] = self._text(client, Message("analysis-cube-action", {"action": word}))
        return self._text(client, Message(message.id, args))

    def tell_summary(self, client: Client, analysis: MatchAnalysis, seat: int) -> None:
        """The player of ``seat`` hears their own short summary of a match's analysis, just made, with how
        many of their errors the review lists."""
        count = len(analysis.biggest_errors(seat, REVIEWED))
        client.speak(self._words(client, summary_message(analysis.players[seat], count)), "table")

    def refresh(self, match_id: str) -> None:
        """Shows again the menu of ``match_id`` to the clients still looking at it (its analysis is ready or
        failed, so "Cancel the analysis" no longer applies)."""
        for client, (shown, again) in list(self._shown.items()):
            if shown == match_id and client.menu is not None and client.menu.menu_id == "past_match":
                again()

    def tell_failed(self, client: Client) -> None:
        """A player who waited for the analysis hears that it could not be made."""
        client.speak(self._text(client, Message("analysis-failed", {})))

    def forget(self, client: Client) -> None:
        """The client has gone: no menu of theirs to refresh."""
        self._shown.pop(client, None)

    def match_items(self, client: Client, match: ArchivedMatch, back: Callable[[], None],
                    replays: ReplayOpener) -> list[tuple[str, str, MenuHandler]]:
        """The items a match's menu gets for its player: the review (its errors opened in ``replays``), or a
        request for the analysis."""
        seat = match.seat_of(client.username)
        if seat is None or not self.analyst.available:
            return []
        self._shown[client] = (match.id, back)
        analysis = stored_analysis(self.store, match.id)
        if analysis is not None:
            count = len(analysis.biggest_errors(seat, REVIEWED))
            return [("analysis-errors", self._text(client, Message("analysis-menu-errors", {"count": count})),
                     lambda _: self.show_errors(client, match, seat, back, replays))]
        if self.analyst.pending(match.id):
            return [("analysis-cancel", self._text(client, Message("analysis-menu-cancel", {})),
                     lambda _: self.cancel(client, match, back))]
        return [("analysis-request", self._text(client, Message("analysis-menu-analyse", {})),
                 lambda _: self.request(client, match, back))]

    def request(self, client: Client, match: ArchivedMatch, back: Callable[[], None]) -> None:
        answer = self.analyst.request(match.id, client.username or "")
        client.speak(self._text(client, Message(f"analysis-request-{answer}", {})))
        back()  # the match's menu again, now offering to cancel

    def cancel(self, client: Client, match: ArchivedMatch, back: Callable[[], None]) -> None:
        """A player of the match stops its analysis (the menu offers it to them alone)."""
        said = "analysis-cancelled" if self.analyst.cancel(match.id) else "analysis-not-pending"
        client.speak(self._text(client, Message(said, {})))
        back()

    def show_errors(self, client: Client, match: ArchivedMatch, seat: int, back: Callable[[], None],
                    replays: ReplayOpener) -> None:
        """The menu of the player's biggest errors, costliest first; each opens its replay in ``replays``."""
        analysis = stored_analysis(self.store, match.id)
        if analysis is None:
            back()
            return
        errors = analysis.biggest_errors(seat, REVIEWED)
        items: list[tuple[str, str, MenuHandler]] = []
        for index, decision in enumerate(errors):
            again = functools.partial(self.show_errors, client, match, seat, back, replays)
            items.append((f"error-{index + 1}", self.error_text(client, decision, index + 1, len(errors)),
                          functools.partial(self._open_replay, replays, client, match, decision, again)))
        if not errors:
            client.speak(self._text(client, Message("analysis-no-errors", {})))
        else:
            opened = summary_message(analysis.players[seat], len(errors), "analysis-review-opened")
            client.speak(self._words(client, opened))
        items.append(("back", self._text(client, Message("lobby-back", {})), lambda _: back()))
        client.show_menu("analysis_errors", items, escape=back)

    def error_text(self, client: Client, decision: Decision, index: int, count: int) -> str:
        dice: MessageArg = spoken_notation(f"{decision.dice[0]}-{decision.dice[1]}") if decision.dice else ""
        return self._words(client, Message("analysis-error-entry", {
            "index": index, "count": count, "game": decision.game, "kind": decision.kind, "dice": dice,
            "played": self._play(decision.played), "best": self._play(decision.best),
            "loss": decimal(decision.loss, 3),
        }))

    @staticmethod
    def _play(text: str) -> MessageArg:
        """A play as gnubg wrote it, said in the listener's words; a cube action stays as it is (its
        words are a message ``_words`` renders)."""
        return text if text in _CUBE_WORDS else spoken_notation(text)

    @staticmethod
    def _open_replay(replays: ReplayOpener, client: Client, match: ArchivedMatch, decision: Decision,
                     back: Callable[[], None], _item: str) -> None:
        """The replay of the match at the step before ``decision``, opened with its position described;
        leaving the replay comes back to the errors."""
        replays.replay(client, match.id, back, find=decision_finder(decision),
                       intro=[position_message(decision)])


def decision_finder(decision: Decision) -> Callable[[ReplayBook], int | None]:
    """Where a replay of the match stands just before ``decision``: the step after which its player must
    make it, in that position with those dice (the start of its game if the log has no such step)."""
    kind = _DECISION_KINDS.get(decision.kind)
    position = Position.from_gnubg_id(decision.position_id)
    seen = (position.swap() if decision.kind == "take" else position).gnubg_id()  # take: the doubler's ID
    dice = sorted(decision.dice) if decision.dice is not None else None

    def wanted(turn: BotTurn) -> bool:
        context = turn.context
        return (turn.seat == decision.seat and context.kind is kind and context.position.gnubg_id() == seen
                and (dice is None or (context.dice is not None and sorted(context.dice) == dice)))

    def find(book: ReplayBook) -> int | None:
        step = book.step_of_decision(decision.game, wanted)
        return step if step is not None else book.first_step_of_game(decision.game)

    return find
