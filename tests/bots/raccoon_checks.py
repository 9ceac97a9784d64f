"""Raccoon checks that run inside a spawned process (gnubg never runs in pytest's own process): gnubg's own
proper cube actions, asked with the mover as gnubg's player 0 (the engine asks as player 1), against which
the engine's raccoon decisions are compared."""

from __future__ import annotations

import dataclasses

from playpalace_backgammon.bots import CubeOwner, DecisionKind, DecisionRequest

from .gnubg_checks import gnubg_proper_cube_action, takes_redoubled_cube


def expected_raccoons(cases: list[DecisionRequest]) -> list[tuple[bool, bool]]:
    """For the doubler facing a beaver (``may_raccoon``): (take, raccoon) by gnubg's own judgement. Take as
    ``takes_redoubled_cube``; raccoon when taking and gnubg's proper action for the held cube (twice the
    taken value, the doubler's, on roll) is to redouble: double or redouble, take or pass, or optional."""
    found = []
    takes = takes_redoubled_cube([dataclasses.replace(case, may_raccoon=False) for case in cases])
    for case, take in zip(cases, takes, strict=True):
        held = dataclasses.replace(case, kind=DecisionKind.ROLL_OR_DOUBLE, cube_value=case.cube_value * 2,
                                   cube_owner=CubeOwner.MOVER, beavered=False, may_raccoon=False)
        text = (gnubg_proper_cube_action(held) or "").lower()
        redouble = text.startswith(("double", "redouble", "optional"))
        found.append((take, take and redouble))
    return found


def expected_raccoon_takes(cases: list[DecisionRequest]) -> list[bool]:
    """For the beaverer facing a raccoon (``raccooned``): whether gnubg's own proper action for the doubler,
    holding the cube at its value and on roll, says the double is taken (gnubg's own view of a raccoon),
    beavers off (no beaver answers a raccoon)."""
    found = []
    for case in cases:
        doubler = dataclasses.replace(case.for_opponent(), cube_owner=CubeOwner.MOVER, beavers=False)
        text = gnubg_proper_cube_action(doubler)
        found.append(text is None or "pass" not in text.lower())
    return found
