"""Raccoon checks that run inside a spawned process (gnubg never runs in pytest's own process): gnubg's own
equities and proper cube actions, asked with the mover as gnubg's player 0 (the engine asks as player 1),
against which the engine's raccoon decisions are compared."""

from __future__ import annotations

import dataclasses

from playpalace_backgammon.bots import CubeOwner, DecisionRequest

from .gnubg_checks import beaver_taken_equity, gnubg_proper_cube_action


def expected_raccoons(cases: list[DecisionRequest]) -> list[tuple[bool, bool]]:
    """For the doubler facing a beaver (``may_raccoon``): (take, raccoon) by gnubg's own equities of the
    positions that follow, the cube always on the beaverer's side. Take as ``takes_redoubled_cube`` (the
    beaver taken: equity e2 per unit of the cube at twice the taken value). Raccoon when taking and the
    raccoon, answered as the beaverer should, is worth more: dropped it gives the doubler the cube at twice
    the taken value (1 per unit of it), taken it leaves the cube at four times it (twice e4, e4 gnubg's
    equity with that cube): raccoon when min(2 * e4, 1) > e2."""
    found = []
    for case in cases:
        taken = beaver_taken_equity(case, case.cube_value * 2)
        take = taken >= -0.5
        raccoon = take and min(2 * beaver_taken_equity(case, case.cube_value * 4), 1.0) > taken
        found.append((take, raccoon))
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
