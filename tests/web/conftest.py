"""The browser tests' parts: a live API (uvicorn) with the session's real RQ worker, Debian's
Chromium driven by Playwright, and axe-core from npm, all installed here when missing."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, sync_playwright
from servers import running_api

from service.core.settings import Settings
from tests.chromium import ensure_chromium
from tests.conftest import worker_env

AXE_VERSION = "4.14.1"
AXE_DIR = Path.home() / ".cache" / "tapete-tests" / f"axe-core-{AXE_VERSION}"
SHOTS = os.environ.get("TAPETE_SCREENSHOTS")  # a folder: the tests also save screenshots
LANG = os.environ.get("TAPETE_WEB_LANG", "en")  # the browser's language in most tests


def ensure_axe() -> str:
    """axe-core from npm, pinned, cached outside the repository."""
    script = AXE_DIR / "node_modules" / "axe-core" / "axe.min.js"
    if not script.exists():
        AXE_DIR.mkdir(parents=True, exist_ok=True)
        npm = shutil.which("npm")
        assert npm, "npm is needed once to fetch axe-core"
        subprocess.run(
            [npm, "install", "--silent", "--no-save", "--no-package-lock",
             f"axe-core@{AXE_VERSION}"],
            cwd=AXE_DIR, check=True,
        )  # fmt: skip
    return script.read_text()


@pytest.fixture(scope="session")
def axe_source() -> str:
    return ensure_axe()


@pytest.fixture(scope="session")
def live_base(settings: Settings, worker: Any) -> Iterator[str]:
    """The API as `make run` serves it (uvicorn), on the tests' Redis, queue and time scale,
    with the session's worker playing the bots."""
    env = worker_env(settings)
    env.update(
        TAPETE_MAX_WAIT_SECONDS="5",
        TAPETE_RATE_LIMIT_PER_IP="0",
        TAPETE_RATE_LIMIT_PER_TOKEN="0",
    )
    with running_api(env) as base:
        yield base


@pytest.fixture(scope="package")
def browser() -> Iterator[Browser]:
    """One Chromium for tests/web, closed when the package is done: another test's own
    sync Playwright cannot run while this one's event loop does."""
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=ensure_chromium(),
            args=["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
        )
        yield chromium
        chromium.close()


def new_page(browser: Browser, lang: str = LANG, phone: bool = False) -> Page:
    size = {"width": 390, "height": 844} if phone else {"width": 1280, "height": 900}
    context = browser.new_context(locale=lang, viewport=size)
    page = context.new_page()
    # Generous: on CI's two loaded cores a page's module loads and a hint's search have taken
    # over 15 s; a passing wait takes no longer for it.
    page.set_default_timeout(30_000)
    return page


@pytest.fixture()
def page(browser: Browser) -> Iterator[Page]:
    page = new_page(browser)
    yield page
    page.context.close()


def shoot(page: Page, name: str) -> None:
    """With TAPETE_SCREENSHOTS=<folder> set, keep this screen as <folder>/<name>-<lang>.png
    (docs/screenshots/ holds the README's)."""
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        lang = page.evaluate("() => document.documentElement.lang")
        page.screenshot(path=str(Path(SHOTS) / f"{name}-{lang}.png"), full_page=True)
