"""Coming back and watching, in the room core without I/O: the recap of a returning player never repeats an
offer's "press Y or N" once it was answered, the others (spectators too) hear the player come back, and a
spectator who picks a side hears it confirmed."""

from __future__ import annotations

from playpalace_backgammon.host.tables.core.room_effects import Effect, Say
from playpalace_backgammon.host.tables.core.room_events import (
    Disconnected,
    Join,
    Reclaim,
    SetOption,
    Start,
    Submit,
    Watch,
    WatchFrom,
)
from playpalace_backgammon.rules import Phase
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import Command

from .test_room_core import ANN, BOB, CAT, Harness

MEMBERS = (ANN, BOB)


def _offered_double(h: Harness) -> int:
    """Plays Ann and Bob's match until one of them, on roll, offers a double; returns the responder's seat."""
    table = h.core.table
    assert table is not None
    for _ in range(20):
        match = table.match
        assert match.turn is not None
        member = MEMBERS[match.turn]
        if match.phase is Phase.AWAITING_ROLL:
            h.feed(Submit(member, Command(ActionId.DOUBLE)))
            assert table.match.phase is Phase.DOUBLE_OFFERED
            assert table.match.responder is not None
            return table.match.responder
        turn = table.bot_turn()
        assert turn is not None
        for command in table.point_commands_for_play(match.turn, turn.context.legal_plays[0]):
            h.feed(Submit(member, command))
    raise AssertionError("nobody came to roll")


def _double_offers(member: int, effects: list[Effect]) -> list[str]:
    """How the double offers ``member`` was told read: "prompt" (with "press Y or N") or "plain"."""
    return ["prompt" if e.message.args.get("opponent") == "you" else "plain" for e in effects
            if isinstance(e, Say) and member in e.members and e.message.id == "bg-double-offered"]


def _started(h: Harness) -> None:
    """Ann hosts a 3-point match against Bob; Cat watches."""
    h.feed(Join(ANN, "ann"))
    h.feed(SetOption(ANN, "match_length", 3))
    h.feed(Join(BOB, "bob"))
    h.feed(Watch(CAT, "cat"))
    h.feed(Start(ANN))


def test_an_answered_double_is_recalled_without_its_prompt_and_others_hear_the_return() -> None:
    h = Harness(seed=4)
    _started(h)
    responder = _offered_double(h)
    member = MEMBERS[responder]
    h.feed(Submit(member, Command(ActionId.TAKE)))
    h.feed(Disconnected(member))
    effects = h.feed(Reclaim(member + 10, ("ann", "bob")[responder]))
    assert _double_offers(member + 10, effects) == ["plain"]
    said = h.heard(member + 10, effects)
    assert said.index("bg-double-offered") < said.index("bg-double-taken")
    assert "room-player-back" in h.heard(CAT, effects)
    assert "room-player-back" in h.heard(MEMBERS[1 - responder], effects)
    assert "room-player-back" not in said


def test_a_double_still_waiting_for_the_answer_is_recalled_with_its_prompt() -> None:
    h = Harness(seed=4)
    _started(h)
    responder = _offered_double(h)
    member = MEMBERS[responder]
    h.feed(Disconnected(member))
    effects = h.feed(Reclaim(member + 10, ("ann", "bob")[responder]))
    assert _double_offers(member + 10, effects) == ["prompt"]


def test_a_spectator_hears_the_side_they_now_watch_from() -> None:
    h = Harness()
    _started(h)
    effects = h.feed(WatchFrom(CAT, 1))
    says = [e.message for e in effects if isinstance(e, Say) and CAT in e.members]
    assert [(m.id, m.args["number"], m.args["name"]) for m in says] == [("room-watching-from", 2, "bob")]
    assert not [e for e in h.feed(WatchFrom(CAT, 5)) if isinstance(e, Say)]  # no such seat: nothing said
