"""The client as an app a phone installs: its manifest and icons, and a service worker that keeps
the client's own files (never the API's answers), so /play opens offline and from a home
screen. In a real Chromium against a live API."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient
from playwright.sync_api import Browser, ConsoleMessage, Page

from service.web import routes
from service.web.routes import SERVICE_WORKER, WEB_GAMES
from tests.web.test_static import catalog

# What the browser says when a request meets no network: the only errors allowed offline.
OFFLINE = re.compile(r"ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED")


def shell_paths() -> list[str]:
    match = re.search(rb"const SHELL = (\[.*?\]);", SERVICE_WORKER)
    assert match
    paths: list[str] = json.loads(match.group(1))
    return paths


def test_the_worker_and_manifest_are_served(client: TestClient) -> None:  # type: ignore[type-arg]
    worker = client.get("/play/sw.js")
    assert worker.status_code == 200
    assert worker.headers["content-type"].startswith("text/javascript")
    assert worker.headers["service-worker-allowed"] == "/play"
    assert worker.headers["cache-control"] == "no-cache"
    assert re.match(r'const VERSION = "[0-9a-f]{16}";', worker.text)
    manifest = client.get("/play/manifest.webmanifest")
    assert manifest.headers["content-type"].startswith("application/manifest+json")
    # The shell is the client's own files, each one served; nothing of the API's.
    paths = shell_paths()
    assert len(paths) == len(set(paths))
    for path in paths:
        assert path == "/play" or path.startswith("/play/"), path
        assert client.get(path).status_code == 200, path
    for game_id in WEB_GAMES:
        assert f"/play/games/{game_id}/renderer.js" in paths
    assert {"/play/static/app.js", "/play/static/i18n/en.json", "/play/games.json"} <= set(paths)


def test_a_changed_file_makes_a_new_worker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The worker's version hashes the files it caches: a deploy that changes one (here the
    page) changes the script, so browsers install it and replace the cache."""
    version = re.compile(rb'const VERSION = "([0-9a-f]+)";')
    assert routes.service_worker() == SERVICE_WORKER  # the same files: the same worker
    page = tmp_path / "index.html"
    page.write_bytes(routes.INDEX.read_bytes() + b"<!-- a new release -->\n")
    monkeypatch.setattr(routes, "INDEX", page)
    changed = routes.service_worker()
    before, after = version.match(SERVICE_WORKER), version.match(changed)
    assert before and after and before.group(1) != after.group(1)


def errors_of(page: Page) -> list[str]:
    errors: list[str] = []

    def seen(message: ConsoleMessage) -> None:
        # Errors, and the warning of a preload the page did not use (index.html's links).
        if message.type == "error" or (message.type == "warning" and "preload" in message.text):
            errors.append(message.text)

    page.on("console", seen)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


def test_the_client_installs_and_opens_offline(browser: Browser, live_base: str) -> None:
    base = live_base
    texts = catalog("en")
    context = browser.new_context(locale="en", viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.set_default_timeout(15_000)
    errors = errors_of(page)
    try:
        page.goto(f"{base}/play")
        page.wait_for_selector(f'h1:text-is("{texts["start.heading"]}")')

        # The manifest, linked from the page, with what an install needs.
        href = page.eval_on_selector('link[rel="manifest"]', "link => link.href")
        assert href == f"{base}/play/manifest.webmanifest"
        manifest: dict[str, Any] = page.evaluate("async (url) => (await fetch(url)).json()", href)
        assert manifest["name"] and manifest["short_name"] == "Tapete"
        assert manifest["start_url"] == "/play" and manifest["scope"] == "/play"
        assert manifest["display"] == "standalone"
        colour = page.eval_on_selector('meta[name="theme-color"]', "meta => meta.content")
        assert manifest["theme_color"] == colour
        assert re.fullmatch(r"#[0-9a-f]{6}", manifest["background_color"])
        purposes = {(icon["sizes"], icon.get("purpose", "any")) for icon in manifest["icons"]}
        assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= purposes
        assert page.locator('link[rel="apple-touch-icon"]').count() == 1

        # Each icon loads as an image of the size it declares.
        for icon in manifest["icons"]:
            width, height = page.evaluate(
                """(src) => new Promise((done, fail) => {
                    const image = new Image();
                    image.onload = () => done([image.naturalWidth, image.naturalHeight]);
                    image.onerror = () => fail(new Error(`icon ${src} did not load`));
                    image.src = src;
                })""",
                icon["src"],
            )
            if icon["sizes"] != "any":
                assert f"{width}x{height}" == icon["sizes"], icon["src"]
            else:
                assert width > 0 and height > 0

        # The worker installs, then controls the page after a reload.
        page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
        page.reload()
        page.wait_for_function("() => navigator.serviceWorker.controller !== null")
        scope = page.evaluate("async () => (await navigator.serviceWorker.ready).scope")
        assert scope == f"{base}/play"
        page.wait_for_selector(f'h1:text-is("{texts["start.heading"]}")')

        # The cache holds the shell, one version of it, and not one answer of the API's (the
        # page has read GET /games by now, and the worker saw it go by).
        cached: dict[str, list[str]] = page.evaluate(
            """async () => {
                const found = {};
                for (const name of await caches.keys()) {
                    const cache = await caches.open(name);
                    const requests = await cache.keys();
                    found[name] = requests.map((request) => new URL(request.url).pathname);
                }
                return found;
            }"""
        )
        assert len(cached) == 1 and next(iter(cached)).startswith("tapete-shell-"), cached
        assert sorted(next(iter(cached.values()))) == sorted(shell_paths())

        # Offline: the page still opens (the start page and a table's link), says the server
        # cannot be reached, and is never blank.
        assert not errors, errors
        context.set_offline(True)
        for path in ("/play", "/play/ABC234"):
            page.goto(f"{base}{path}")
            page.wait_for_selector(f'h1:text-is("{texts["start.heading"]}")')
            alert = page.locator('main [role="alert"]')
            alert.wait_for(timeout=20_000)  # after the client's own retries
            assert texts["app.unreachable"].split("(")[0].strip() in alert.inner_text()
            assert page.locator("header.bar .brand").is_visible()
        assert page.evaluate("() => navigator.serviceWorker.controller !== null")
        unexpected = [error for error in errors if not OFFLINE.search(error)]
        assert not unexpected, unexpected
    finally:
        context.close()
