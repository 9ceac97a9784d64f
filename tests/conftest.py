"""The headless Chromium of the browser tests (our web client's and PlayPalace's), one a test module, or
one a package where the package asks (tests/web/, tests/playpalace/: their modules are browser tests alone).

Not one a session: while Playwright's synchronous API is open, its event loop runs in the process's main
thread, and no other test there can run one of its own (``asyncio.run``, async tests). ``make test`` gives
whole modules to each of its worker processes (``--dist loadfile``), and each of the two browser folders
whole to one worker (``SHARED_SESSION_FOLDERS``); pytest tears a package's fixtures down before the next
test outside the package runs, so a browser is closed before the same worker runs another folder's module,
and the modules of one browser folder share one launch (Playwright's driver and Chromium's processes: about
a second of CPU) and, in tests/web/, one server.

Modules that take long start first (``pytest_collection_modifyitems``), and the modules of a folder that
share one costly session fixture go to one worker together (``pytest_xdist_make_scheduler``)."""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:  # so `tests.web` helpers import under a plain `pytest` too
    sys.path.insert(0, str(REPO))

from tests.web.web_player import launched_browser  # noqa: E402

# The private PostgreSQL and nats-server (started only by the tests that ask for them): the store's tests
# run on both databases, and the cluster's tests (tests/cluster/) on both servers.
pytest_plugins = ["tests.cluster.services"]


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    yield from launched_browser()


def _module(item: pytest.Item) -> str:
    return item.nodeid.split("::")[0]


def _unit(module: str) -> str:
    """The unit of work ``make test`` hands a worker whole: a module, or the group it runs with."""
    for folder in SHARED_SESSION_FOLDERS:
        if module.startswith(folder):
            return folder
    return CATALOGUE_GROUP if module in CATALOGUE_MODULES else module


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The units of work (``_unit``) with a test marked ``slow(seconds)`` first, the longest first (a
    group's seconds its modules' sum), then the rest in their order. ``make test`` hands whole units to its
    workers in this order (``--dist loadfile --no-loadscope-reorder``): a long one handed out last would run
    on alone after all the others."""
    seconds: dict[str, float] = {}
    for item in items:
        marker = item.get_closest_marker("slow")
        if marker is not None:
            module = _module(item)
            seconds[module] = max(seconds.get(module, 0.0), float(marker.args[0]) if marker.args else 1.0)
    units: dict[str, float] = {}
    for module, module_seconds in seconds.items():
        units[_unit(module)] = units.get(_unit(module), 0.0) + module_seconds
    items.sort(key=lambda item: -units.get(_unit(_module(item)), 0.0))


# Folders whose modules share a session fixture that costs seconds of CPU in each worker that builds it
# (PlayPalace's server copied and imported with its catalogues; the web tests' server and Chromium, the
# PlayPalace client tests' Chromium): their modules run in one worker, one after the other.
SHARED_SESSION_FOLDERS = ("tests/playpalace11_server/", "tests/web/", "tests/playpalace/")
# Modules that each parse every catalogue of every language whole and render all their messages: in one
# worker they share the parse (tests/catalogues.py) and the Localizer's parsed and compiled entries (kept
# once a process), a few seconds of CPU a module.
CATALOGUE_GROUP = "catalogues"
CATALOGUE_MODULES = frozenset({
    "tests/host/test_i18n_render.py", "tests/table/test_locales.py", "tests/test_catalogue_entries.py",
    "tests/test_locale_completeness.py", "tests/test_locale_numbers.py", "tests/tournaments/test_views.py",
})


@pytest.hookimpl(trylast=True)  # after the module's own fixtures are torn down
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    """After a module's last test, what it left (the garbage collected first) is frozen out of the
    collector's scans: a worker runs many modules, and what they keep (imports, session fixtures, the parsed
    catalogues) made every later full collection go through it all again, a quarter of a worker's CPU in the
    heavier modules. Each module's own objects are collected as before. Tests that measure the collector
    (tests/host/test_collector.py) unfreeze and freeze as they need."""
    if nextitem is None or nextitem.path != item.path:
        gc.collect()
        gc.freeze()


def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """``--dist loadfile``, each folder of ``SHARED_SESSION_FOLDERS`` and the ``CATALOGUE_MODULES`` each one
    unit of work."""
    if config.getoption("dist", None) != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    class FolderScheduling(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return _unit(str(super()._split_scope(nodeid)))

    return FolderScheduling(config, log)  # type: ignore[arg-type]
