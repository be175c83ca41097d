"""Fixtures of the players' page tests: the system's Chromium driven headless by Playwright.

The browser is Debian's ``chromium`` (``manage.sh`` installs it as root for the tests, like
PostgreSQL); Playwright's own browser download is never used. Where it is not installed the
browser tests are skipped with the reason; under CI (``CI=true``) they fail instead: CI must
drive the real page.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-dev-shm-usage",
    "--disable-extensions",
    "--no-first-run",
]
#: The phone the page is checked on (an iPhone SE's CSS pixels).
PHONE = {"width": 375, "height": 667}


def _require_chromium() -> None:
    if CHROMIUM.exists():
        return
    reason = f"{CHROMIUM} is not installed (./manage.sh test installs Debian's chromium as root)"
    if os.environ.get("CI", "").strip().lower() in ("1", "true", "yes"):
        pytest.fail(f"CI must drive the players' page in a real browser: {reason}")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """The system's Chromium, headless, for the whole session (one per xdist worker)."""
    _require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, timeout=60_000
        )
        yield chromium
        chromium.close()


@pytest.fixture
def phone(browser: Any) -> Iterator[Any]:
    """A new page in a phone-sized window (375×667, touch), its own storage."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(10_000)
    yield page
    context.close()
