"""PlayPalace 11's server needs Python packages besides ours; ``make test`` installs them from the registry
on a fresh machine as the project's dev extras (pyproject.toml). Every one its pinned copy asks for must be
there, at a version it accepts, or the adapter's tests would fail to import PlayPalace's server."""

from __future__ import annotations

import tomllib
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.shared_copy import PLAYPALACE11, not_found

REPO = Path(__file__).resolve().parents[2]


def _name(requirement: str) -> str:
    """A requirement's distribution name, normalised (``fluent-compiler>=1.0`` -> ``fluent-compiler``)."""
    return canonicalize_name(Requirement(requirement).name)


def test_playpalaces_server_dependencies_are_among_ours_and_installed() -> None:
    pinned = PLAYPALACE11 / "server" / "pyproject.toml"
    if not pinned.is_file():
        pytest.skip(not_found("server of PlayPalace 11", pinned.parent))
    theirs = tomllib.loads(pinned.read_text(encoding="utf-8"))["project"]["dependencies"]
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    ours = {_name(r) for r in [*project["dependencies"], *project["optional-dependencies"]["dev"]]}
    missing = sorted(_name(r) for r in theirs if _name(r) not in ours)
    assert not missing, f"add to the dev extras of pyproject.toml: {missing}"
    for requirement in map(Requirement, theirs):
        try:
            installed = version(requirement.name)
        except PackageNotFoundError:
            pytest.fail(f"{requirement} is not installed: run `make test` (it installs the dev extras)")
        assert requirement.specifier.contains(installed, prereleases=True), (str(requirement), installed)
