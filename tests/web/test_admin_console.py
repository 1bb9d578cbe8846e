"""The operator console at /admin, in a real Chromium against a live API with an operator token:
sign in (a wrong token refused with the API's problem), create an app and a key (its secret shown
once), disable the app, find a live table two players made over the API while one of them
watches it in /play, inspect it (seats, full state, step log), cancel it with a reason that the
player's page then shows, and read every action in the audit log; in English and in Spanish,
and once on a phone. Its files: served, out of the OpenAPI document, their texts in both
catalogs."""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from eventually import eventually
from litestar.testing import TestClient
from playwright.sync_api import Browser, Page
from servers import running_api

from service.core.settings import Settings
from tests.conftest import worker_env
from tests.gamepicks import reference
from tests.web.conftest import new_page, shoot
from tests.web.play import axe_violations, key

CONSOLE = Path(__file__).resolve().parents[2] / "service" / "web" / "admin"
OPERATOR_TOKEN = "console-" + "z" * 32
OPERATOR = {"Authorization": f"Bearer {OPERATOR_TOKEN}"}
LANGS = ("en", "es")


@pytest.fixture(scope="module")
def console_base(settings: Settings) -> Iterator[str]:
    """The API with an operator token, at full time scale on a queue of its own: a person's
    turn lasts its whole minute, so a two-person table stays live while the test looks at it
    (no worker needed: no bot plays here)."""
    env = worker_env(settings)
    env.update(
        TAPETE_ADMIN_TOKEN=OPERATOR_TOKEN,
        TAPETE_TIME_SCALE="1",
        TAPETE_QUEUE_NAME=f"{settings.queue_name}-console",
        TAPETE_MAX_WAIT_SECONDS="5",
        TAPETE_RATE_LIMIT_PER_IP="0",
        TAPETE_RATE_LIMIT_PER_TOKEN="0",
    )
    with running_api(env) as base:
        yield base


def two_player_table(base: str) -> tuple[str, str]:
    """A table made over the API by two people, started: (code, the host's seat token)."""
    game = reference()
    options = {"turn_seconds": 60} if "turn_seconds" in game.Options.__struct_fields__ else {}
    created = httpx.post(
        f"{base}/tables", json={"game": game.id, "host_name": "Ana", "options": options}
    )
    assert created.status_code == 201, created.text
    code, token = created.json()["code"], created.json()["token"]
    joined = httpx.post(f"{base}/tables/{code}/join", json={"name": "Bea"})
    assert joined.status_code == 201, joined.text
    host = {"Authorization": f"Bearer {token}"}
    started = httpx.post(f"{base}/tables/{code}/start", headers=host)
    assert started.status_code == 200, started.text
    return code, token


def watch_as_player(browser: Browser, base: str, code: str, token: str, lang: str) -> Page:
    """The host's own page in the player client, following the table."""
    page = new_page(browser, lang=lang)
    page.goto(f"{base}/play")
    page.evaluate(
        "([code, token]) => localStorage.setItem('tapete.tokens', JSON.stringify({[code]: token}))",
        [code, token],
    )
    page.goto(f"{base}/play/{code}")
    page.wait_for_selector('main[data-status="playing"]')
    return page


def sign_in(page: Page, base: str) -> None:
    """From the keyboard: the token field has the focus; Enter signs in."""
    page.goto(f"{base}/admin")
    page.wait_for_selector("#token:focus")
    page.keyboard.type(OPERATOR_TOKEN)
    page.keyboard.press("Enter")
    page.wait_for_selector(key("nav-apps") + '[aria-current="page"]')


def confirm(page: Page) -> None:
    page.wait_for_selector(key("confirm-dialog"))
    page.click(key("confirm-yes"))


def no_violations(page: Page, axe_source: str) -> None:
    assert axe_violations(page, axe_source) == []


@pytest.mark.parametrize("lang", LANGS)
def test_an_operator_runs_the_console(
    browser: Browser, console_base: str, axe_source: str, lang: str
) -> None:
    base = console_base
    code, host_token = two_player_table(base)
    player = watch_as_player(browser, base, code, host_token, lang)
    page = new_page(browser, lang=lang)
    texts = json.loads((CONSOLE / "i18n" / f"{lang}.json").read_text())

    # Signing in: a wrong token is refused with the API's own problem; the right one is kept
    # in this tab's sessionStorage, never in the address.
    page.goto(f"{base}/admin")
    page.wait_for_selector("#token")
    assert page.locator("h1").inner_text() == texts["console.title"]
    no_violations(page, axe_source)
    page.fill("#token", "not-the-token")
    page.click(key("sign-in"))
    refusal = page.locator(key("sign-in-error"))
    refusal.filter(has_text="not the operator token").wait_for()
    assert "401" in refusal.inner_text() and page.locator("#nav").is_hidden()
    page.fill("#token", OPERATOR_TOKEN)
    page.click(key("sign-in"))
    page.wait_for_selector(key("nav-apps") + '[aria-current="page"]')
    assert OPERATOR_TOKEN not in page.url
    assert page.evaluate("() => sessionStorage.getItem('tapete.operator')") == OPERATOR_TOKEN
    assert page.locator(key("nav-players")).is_hidden()  # reserved for APIs to come
    assert page.locator(key("nav-webhooks")).is_hidden()

    # An app, then a key: its secret is shown once, with a copy button.
    name = f"Studio {lang} {uuid.uuid4().hex[:6]}"  # the Redis database outlives a run
    page.fill("#new-app-name", name)
    page.fill("#new-app-origins", "https://play.studio.example")
    no_violations(page, axe_source)
    page.click(key("create-app"))
    page.wait_for_url("**#app/app_*")  # the new app's own page
    page.wait_for_selector(f'h1:text-is("{name}")')
    app_id = page.url.rsplit("/", 1)[1]
    page.wait_for_selector(key("app-detail") + f'[data-app="{app_id}"]')
    page.click(key("create-key"))
    secret = page.locator(key("secret")).inner_text()
    assert secret.startswith("tk_")
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base)
    page.click(key("copy-secret"))
    page.wait_for_selector(key("copied") + f':text-is("{texts["console.keys.copied"]}")')
    assert page.evaluate("() => navigator.clipboard.readText()") == secret
    no_violations(page, axe_source)
    shoot(page, "console-secret")
    listed = httpx.get(f"{base}/admin/apps/{app_id}", headers=OPERATOR)
    assert listed.json()["keys"] and secret not in listed.text  # the API shows it no more
    page.click(key("secret-done"))
    page.locator(key("secret")).wait_for(state="detached")
    assert httpx.get(f"{base}/games", headers={"X-Api-Key": secret}).status_code == 200

    # A second key, revoked after a confirmation (kept on "No"): the first goes on working.
    page.click(key("create-key"))
    second = page.locator(key("secret")).inner_text()
    page.click(key("secret-done"))
    page.locator(key("secret")).wait_for(state="detached")
    revoke = page.locator('[data-key^="revoke-"]').last
    revoke.click()
    page.click(key("confirm-no"))
    assert revoke.is_visible() and revoke.evaluate("node => node === document.activeElement")
    revoke.click()
    confirm(page)
    page.locator('[data-key^="revoke-"]').nth(1).wait_for(state="detached")
    eventually(
        lambda: httpx.get(f"{base}/games", headers={"X-Api-Key": second}).status_code == 401,
        what="the revoked key refused",
    )
    assert httpx.get(f"{base}/games", headers={"X-Api-Key": secret}).status_code == 200

    # Disabling the app (after a confirmation): its key stops working.
    page.click(key("toggle-app"))
    confirm(page)
    page.wait_for_selector(key("app-disabled"))
    eventually(  # each API process keeps what it resolved for up to 2 seconds
        lambda: httpx.get(f"{base}/games", headers={"X-Api-Key": secret}).status_code == 403,
        what="the disabled app's key refused",
    )
    refused = httpx.get(f"{base}/games", headers={"X-Api-Key": secret})
    assert refused.json()["code"] == "app_disabled"
    page.click(key("back-to-apps"))  # the list tells it too
    listed_row = page.locator("tr", has=page.locator(key(f"open-app-{app_id}")))
    assert texts["console.apps.isDisabled"] in listed_row.inner_text()

    # The live table in the list (refreshed by itself), then opened.
    page.click(key("nav-tables"))
    page.wait_for_selector(key(f"open-{code}"))
    no_violations(page, axe_source)
    page.click(key(f"open-{code}"))
    page.wait_for_selector(key("table-detail") + '[data-status="playing"]')
    seats = page.locator(key("seats")).inner_text()
    assert "Ana" in seats and "Bea" in seats
    assert "Ana" in page.locator(key("members")).inner_text()
    state = json.loads(page.locator("#state-heading ~ pre").inner_text())
    assert state == httpx.get(f"{base}/admin/tables/{code}", headers=OPERATOR).json()["state"]
    assert "game_started" in page.locator(key("steps")).inner_text()
    no_violations(page, axe_source)
    shoot(page, "console-table")

    # Cancelling it with a reason: the player's page tells the reason.
    reason = f"Abuse report ({lang})"
    page.fill("#cancel-reason", reason)
    page.click(key("cancel-table"))
    confirm(page)
    page.wait_for_selector(key("table-detail") + '[data-status="cancelled"]')
    assert reason in page.locator(key("table-result")).inner_text()
    assert page.locator(key("cancel-form")).count() == 0
    player.wait_for_selector('main[data-status="cancelled"]')
    assert reason in player.locator(key("operator-reason")).inner_text()
    player.context.close()

    # The audit log: every change made here, newest first.
    page.click(key("nav-audit"))
    page.wait_for_selector(key("audit"))
    audit = page.locator(key("audit")).inner_text()
    for action in ("table.cancel", "app.update", "key.create", "app.create"):
        assert action in audit
    assert reason in audit and code in audit
    no_violations(page, axe_source)
    shoot(page, "console-audit")

    # Signing out forgets the token.
    page.click(key("sign-out"))
    page.wait_for_selector("#token")
    assert page.evaluate("() => sessionStorage.getItem('tapete.operator')") is None
    page.context.close()


def test_a_problem_is_shown_and_the_console_goes_on(
    browser: Browser, console_base: str, axe_source: str
) -> None:
    """A table nobody uses: the API's 404 is told; the console still works."""
    page = new_page(browser)
    sign_in(page, console_base)
    page.goto(f"{console_base}/admin#table/ZZZZZZ")
    error = page.locator(key("table-error"))
    error.filter(has_text="404").wait_for()
    assert "table_not_found" in error.inner_text()
    page.focus("#skip")  # the skip link moves the focus, not the route
    page.keyboard.press("Enter")
    assert page.url.endswith("#table/ZZZZZZ")
    assert page.evaluate("() => document.activeElement.id") == "main"
    page.click(key("back"))
    page.wait_for_selector(key("filter"))
    no_violations(page, axe_source)
    page.context.close()


def test_the_console_on_a_phone(browser: Browser, console_base: str, axe_source: str) -> None:
    code, _ = two_player_table(console_base)
    page = new_page(browser, lang="es-ES", phone=True)
    sign_in(page, console_base)
    page.click(key("nav-tables"))
    page.wait_for_selector(key(f"open-{code}"))
    assert page.locator("h1").inner_text() == "Mesas en curso"
    overflow = "() => document.documentElement.scrollWidth - window.innerWidth"
    assert page.evaluate(overflow) <= 0
    page.click(key(f"open-{code}"))
    page.wait_for_selector(key("table-detail") + '[data-status="playing"]')
    assert page.evaluate(overflow) <= 0
    no_violations(page, axe_source)
    shoot(page, "console-phone")
    page.context.close()


# ---- the files ------------------------------------------------------------------------------


def test_the_console_page_and_files_are_served(client: TestClient) -> None:  # type: ignore[type-arg]
    page = client.get("/admin")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert '<script type="module" src="/admin/static/console.js">' in page.text
    for name in ("console.js", "api.js", "ui.js", "apps.js", "tables.js", "audit.js"):
        module = client.get(f"/admin/static/{name}")
        assert module.status_code == 200 and "javascript" in module.headers["content-type"]
    for lang in LANGS:
        assert client.get(f"/admin/static/i18n/{lang}.json").status_code == 200
    paths = client.get("/docs/openapi.json").json()["paths"]
    assert "/admin" not in paths and not [p for p in paths if p.startswith("/admin/static")]


def test_the_console_loads_nothing_from_elsewhere() -> None:
    for file in [*CONSOLE.glob("*.js"), *CONSOLE.glob("*.html"), *CONSOLE.glob("*.css")]:
        outside = re.search(r"(src|href|from|import)\s*=?\s*[\"']https?://", file.read_text())
        assert outside is None, file


def test_every_console_text_is_in_both_catalogs() -> None:
    english, spanish = (json.loads((CONSOLE / "i18n" / f"{x}.json").read_text()) for x in LANGS)
    assert set(english) == set(spanish)
    shared = json.loads((CONSOLE.parent / "static" / "i18n" / "en.json").read_text())
    asked = set()
    for script in CONSOLE.glob("*.js"):
        asked |= set(re.findall(r'\bt\("([\w.]+)"', script.read_text()))
        asked |= set(re.findall(r'label: "(console\.[\w.]+)"', script.read_text()))
    for status in ("lobby", "playing", "finished", "cancelled"):
        asked.add(f"console.status.{status}")
    for scope in ("tables", "players", "webhooks", "admin_read"):
        asked.add(f"console.scope.{scope}")
    assert sorted(asked - set(english) - set(shared)) == []
