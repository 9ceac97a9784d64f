"""The one headless Chromium every browser test shares (our web client's and PlayPalace's), started once."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, sync_playwright

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:  # so `tests.web` helpers import under a plain `pytest` too
    sys.path.insert(0, str(REPO))

from tests.web.web_player import CHROMIUM_ARGS  # noqa: E402

CHROMIUM = Path("/usr/bin/chromium")


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: run `make browser` (scripts/ensure-chromium.sh)")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        yield chromium
        chromium.close()
