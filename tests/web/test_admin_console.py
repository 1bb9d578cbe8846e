"""The operator console at /admin, in a real Chromium against a live API with an operator token:
sign in (a wrong token refused with the API's problem), create an app and a key (its secret shown
once), disable the app, find a live table two players made over the API while one of them
watches it in /play, inspect it (seats, full state, step log), cancel it with a reason that the
player's page then shows, and read every action in the audit log; in English and in Spanish,
and once on a phone. Players: found, banned (its create-table then refused) and lifted, exported
and deleted after a typed confirmation; a search cut short says so. An app's `admin:read` key
signed in: its own app only, nothing of the operator's, no cancel. Its files: served, out of
the OpenAPI document, their texts in both catalogs."""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from eventually import eventually
from litestar.testing import TestClient
from playwright.sync_api import Browser, Page
from servers import running_api
from webhook_receiver import Receiver, receiver

from service.core.settings import Settings
from tests.conftest import worker_env
from tests.gamepicks import reference
from tests.web.conftest import new_page, shoot
from tests.web.play import axe_violations, key, open_as_seat
from tests.webhooks.test_webhook_endpoints import hook_settings, start_worker

__all__ = ["receiver", "start_worker"]  # fixtures, used by name

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
        TAPETE_WEBHOOK_ALLOW_NETWORKS="127.0.0.0/8",  # a receiver on loopback
    )
    with running_api(env) as base:
        yield base


def two_player_table(
    base: str, app: dict[str, str] | None = None, host: dict[str, str] | None = None
) -> tuple[str, str]:
    """A table made over the API by two people, started: (code, the host's seat token). `app`:
    the headers naming its app (an app's key); `host`: the host's player credential."""
    game = reference()
    options = {"turn_seconds": 60} if "turn_seconds" in game.Options.__struct_fields__ else {}
    app = app or {}
    created = httpx.post(
        f"{base}/tables",
        json={"game": game.id, "host_name": "Ana", "options": options},
        headers={**app, **(host or {})},
    )
    assert created.status_code == 201, created.text
    code, token = created.json()["code"], created.json()["token"]
    joined = httpx.post(f"{base}/tables/{code}/join", json={"name": "Bea"}, headers=app)
    assert joined.status_code == 201, joined.text
    host = {**app, "Authorization": f"Bearer {token}"}
    started = httpx.post(f"{base}/tables/{code}/start", headers=host)
    assert started.status_code == 200, started.text
    return code, token


def watch_as_player(browser: Browser, base: str, code: str, token: str, lang: str) -> Page:
    """The host's own page in the player client, following the table."""
    page = new_page(browser, lang=lang)
    open_as_seat(page, base, code, token)
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
    assert page.locator(key("nav-players")).is_visible()
    assert page.locator(key("nav-deletions")).is_visible()  # the operator's
    assert page.locator(key("nav-webhooks")).count() == 0  # on an app's page instead
    assert texts["console.acting.operator"] in page.locator(key("acting-for")).inner_text()

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
    player = new_player(console_base, f"Teléfono {uuid.uuid4().hex[:8]}")
    page.goto(f"{console_base}/admin#player/{player['id']}")
    page.wait_for_selector(key("player-detail") + f'[data-player="{player["id"]}"]')
    assert page.evaluate(overflow) <= 0
    no_violations(page, axe_source)
    page.context.close()


# ---- players ----------------------------------------------------------------------------------


def new_player(base: str, name: str, app: dict[str, str] | None = None) -> dict[str, str]:
    """A player made over the API: its id, name and token."""
    made = httpx.post(f"{base}/players", json={"name": name}, headers=app or {})
    assert made.status_code == 201, made.text
    body: dict[str, str] = made.json()
    return body


def create_table_as(base: str, player: dict[str, str]) -> httpx.Response:
    """The player's own create-table, which a ban refuses."""
    game = reference()
    return httpx.post(
        f"{base}/tables",
        json={"game": game.id, "host_name": player["name"]},
        headers={"Authorization": f"Bearer {player['token']}"},
    )


def new_app_with_keys(base: str, name: str, *scopes: list[str]) -> tuple[str, list[str]]:
    """An app made over the API, and a key per list of scopes: (its id, their secrets)."""
    created = httpx.post(f"{base}/admin/apps", json={"name": name}, headers=OPERATOR)
    assert created.status_code == 201, created.text
    app_id = created.json()["id"]
    secrets = []
    for wanted in scopes:
        made = httpx.post(
            f"{base}/admin/apps/{app_id}/keys", json={"scopes": wanted}, headers=OPERATOR
        )
        assert made.status_code == 201, made.text
        secrets.append(made.json()["secret"])
    return app_id, secrets


@pytest.mark.parametrize("lang", LANGS)
def test_an_operator_bans_exports_and_deletes_a_player(
    browser: Browser, console_base: str, axe_source: str, lang: str
) -> None:
    base = console_base
    texts = json.loads((CONSOLE / "i18n" / f"{lang}.json").read_text())
    name = f"Pia {lang} {uuid.uuid4().hex[:8]}"  # the Redis database outlives a run
    player = new_player(base, name)
    pid = player["id"]
    code, _ = two_player_table(base, host={"Authorization": f"Bearer {player['token']}"})
    page = new_page(browser, lang=lang)
    sign_in(page, base)

    # Found by a part of its name, then opened: profile, identity, the live table it sits at.
    page.click(key("nav-players"))
    page.wait_for_selector(key("find-players"))
    part = name.split(" ", 2)[2]
    page.fill("#find-name", part)
    page.click(key("find-players"))
    searched = key("players-list") + f'[data-query="limit=50&name={part}"]'
    page.wait_for_selector(searched + '[data-complete="true"]')  # one player: it saw them all
    assert page.locator(f"{key('players')} tbody tr").count() == 1
    no_violations(page, axe_source)
    page.click(key(f"open-player-{pid}"))
    page.wait_for_selector(key("player-detail") + f'[data-player="{pid}"]')
    assert page.locator("h1").inner_text() == name
    assert page.locator(key("player-id")).inner_text() == pid
    assert texts["console.players.notBanned"] in page.locator(key("ban-state")).inner_text()
    no_violations(page, axe_source)
    shoot(page, "console-player")
    page.click(key(f"player-table-{code}"))  # its live table's own page
    page.wait_for_selector(key("table-detail") + '[data-status="playing"]')
    page.go_back()
    page.wait_for_selector(key("player-detail") + f'[data-player="{pid}"]')

    # A ban with a reason (confirmed): its create-table is refused over the API; lifted (also
    # confirmed), it creates again.
    reason = f"Abusive names ({lang})"
    page.fill("#ban-reason", reason)
    page.click(key("ban-player"))
    no_violations(page, axe_source)  # the confirmation
    confirm(page)
    page.wait_for_selector(key("player-detail") + '[data-banned="true"]')
    assert reason in page.locator(key("ban-state")).inner_text()
    refused = create_table_as(base, player)
    assert refused.status_code == 403 and refused.json()["code"] == "player_banned"
    page.click(key("lift-ban"))
    confirm(page)
    page.wait_for_selector(key("player-detail") + '[data-banned="false"]')
    assert create_table_as(base, player).status_code == 201

    # The export, downloaded as a JSON file naming the player.
    with page.expect_download() as downloading:
        page.click(key("export-player"))
    download = downloading.value
    assert download.suggested_filename == f"player-{pid}.json"
    exported = json.loads(Path(download.path()).read_text())
    assert exported["profile"]["name"] == name and pid in json.dumps(exported)
    assert [e["action"] for e in exported["audit"]][:2] == ["player.unban", "player.ban"]

    # Deleting it: the dialog says what a deletion does, and confirms only once its name (or
    # id) is typed; then its page answers not found.
    page.click(key("delete-player"))
    page.wait_for_selector(key("confirm-dialog"))
    said = texts["console.players.deleteConfirm"].replace("{name}", name)
    assert page.locator("#confirm-text").inner_text() == said
    yes = page.locator(key("confirm-yes"))
    assert yes.is_disabled()
    page.fill("#typed-confirm", "somebody else")
    assert yes.is_disabled()
    no_violations(page, axe_source)
    page.fill("#typed-confirm", name)
    assert yes.is_enabled()
    yes.click()
    page.wait_for_selector(key("player-done"))
    assert pid in page.locator(key("player-done")).inner_text()
    assert httpx.get(f"{base}/admin/players/{pid}", headers=OPERATOR).status_code == 404
    page.click(key("nav-deletions"))  # the operator's deletions log holds it
    page.wait_for_selector(key("deletions"))
    assert pid in page.locator(key("deletions")).inner_text()
    no_violations(page, axe_source)
    page.goto(f"{base}/admin#player/{pid}")
    error = page.locator(key("player-error"))
    error.filter(has_text="404").wait_for()
    assert "player_not_found" in error.inner_text()
    page.context.close()


def test_a_search_cut_short_says_so(browser: Browser, console_base: str) -> None:
    """More players match than one answer holds (`complete: false`): the page says to narrow it."""
    common = f"Twin {uuid.uuid4().hex[:8]}"
    for number in range(51):  # the console asks for 50
        new_player(console_base, f"{common} {number}")
    page = new_page(browser)
    sign_in(page, console_base)
    page.click(key("nav-players"))
    page.fill("#find-name", common)
    page.click(key("find-players"))
    searched = key("players-list") + f'[data-query="limit=50&name={common.replace(" ", "+")}"]'
    page.wait_for_selector(searched + '[data-complete="false"]')
    assert page.locator(key("incomplete")).is_visible()
    assert page.locator(f"{key('players')} tbody tr").count() == 50
    page.context.close()


def test_an_apps_read_key_sees_its_own_app_and_cannot_act(
    browser: Browser, console_base: str, axe_source: str
) -> None:
    """Signed in with an app's `admin:read` key: the console acts for that app alone, shows it,
    lists its tables only, hides what is the operator's, and cannot cancel (the API's 403 is
    still told if a request goes out anyway)."""
    base = console_base
    name = f"Studio R {uuid.uuid4().hex[:6]}"
    app_id, (playing_key, read_key) = new_app_with_keys(
        base, name, ["tables", "players"], ["admin:read"]
    )
    mine, _ = two_player_table(base, app={"X-Api-Key": playing_key})
    theirs, _ = two_player_table(base)  # the default app's
    page = new_page(browser, lang="en-US")  # its checks read the English words
    page.goto(f"{base}/admin")
    page.wait_for_selector("#token:focus")
    page.check(key("sign-in-key"))
    no_violations(page, axe_source)
    page.fill("#token", read_key)
    page.keyboard.press("Enter")
    acting = page.locator(key("acting-for") + f'[data-app="{app_id}"]')
    acting.wait_for()
    assert name in acting.inner_text() and "admin (read)" in acting.inner_text()
    assert page.evaluate("() => sessionStorage.getItem('tapete.appKey')") == read_key
    assert page.evaluate("() => sessionStorage.getItem('tapete.operator')") is None
    # Its "app" is its own app's page, read only; the deletions log is not offered.
    page.wait_for_selector(key("app-detail") + f'[data-app="{app_id}"]')
    page.wait_for_selector(key("app-read-only"))
    assert page.locator(key("create-key")).count() == 0
    assert page.locator(key("toggle-app")).count() == 0
    assert page.locator(key("nav-deletions")).is_hidden()
    no_violations(page, axe_source)

    # Its tables only; its own opened, with the cancel disabled and saying why.
    page.click(key("nav-tables"))
    page.wait_for_selector(key(f"open-{mine}"))
    assert page.locator(key(f"open-{theirs}")).count() == 0
    no_violations(page, axe_source)
    page.click(key(f"open-{mine}"))
    page.wait_for_selector(key("table-detail") + '[data-status="playing"]')
    assert page.locator(key("cancel-table")).is_disabled()
    page.wait_for_selector(key("cancel-read-only"))
    no_violations(page, axe_source)
    shoot(page, "console-app-key")
    # Were the button used anyway, the API's refusal is shown, with what it means.
    page.evaluate(
        "() => document.querySelectorAll('[data-key=cancel-form] :disabled')"
        ".forEach((control) => { control.disabled = false; })"
    )
    page.fill("#cancel-reason", "not mine to cancel")
    page.click(key("cancel-table"))
    confirm(page)
    error = page.locator(key("table-error"))
    error.filter(has_text="missing_scope").wait_for()
    assert "403" in error.inner_text() and "“admin”" in error.inner_text()
    status = httpx.get(f"{base}/admin/tables/{mine}", headers=OPERATOR).json()["view"]["status"]
    assert status == "playing"

    # Another app's table is not there; the players section works, without the deletions log;
    # a reload keeps the session (its app asked again).
    page.goto(f"{base}/admin#table/{theirs}")
    page.locator(key("table-error")).filter(has_text="table_not_found").wait_for()
    page.click(key("nav-players"))
    page.wait_for_selector(key("deletions-not-allowed"))
    no_violations(page, axe_source)
    page.goto(f"{base}/admin#deletions")
    page.reload()
    page.wait_for_selector(key("deletions-not-allowed"))
    acting.wait_for()

    # The key revoked: the tables' next refresh is refused (401), which signs the console out.
    page.click(key("nav-tables"))
    page.wait_for_selector(key(f"open-{mine}"))
    key_id = httpx.get(f"{base}/admin/apps/{app_id}", headers=OPERATOR).json()["keys"][1]["id"]
    revoked = httpx.delete(f"{base}/admin/apps/{app_id}/keys/{key_id}", headers=OPERATOR)
    assert revoked.status_code == 200, revoked.text
    page.locator(key("sign-in-error")).filter(has_text="401").wait_for()
    assert page.evaluate("() => sessionStorage.getItem('tapete.appKey')") is None
    page.context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_an_apps_webhook_endpoint_and_its_delivery_log(
    browser: Browser,
    console_base: str,
    settings: Settings,
    receiver: Receiver,
    start_worker: Callable[[Settings], None],
    axe_source: str,
    lang: str,
) -> None:
    """An app's endpoint that was sent a test message (a real worker delivered it to a real
    receiver): its page shows the endpoint, and its delivery log the attempt; no secret."""
    base = console_base
    start_worker(hook_settings(settings, queue_name=f"{settings.queue_name}-console"))
    app_id, (hooks_key,) = new_app_with_keys(base, f"Hooked {uuid.uuid4().hex[:6]}", ["webhooks"])
    made = httpx.post(
        f"{base}/webhooks/endpoints",
        json={"url": receiver.base + "/console", "event_types": ["table.finished"]},
        headers={"X-Api-Key": hooks_key},
    )
    assert made.status_code == 201, made.text
    endpoint, secret = made.json()["endpoint"], made.json()["secret"]
    sent = httpx.post(
        f"{base}/webhooks/endpoints/{endpoint['id']}/test", headers={"X-Api-Key": hooks_key}
    )
    assert sent.status_code == 202, sent.text
    deliveries = f"{base}/admin/apps/{app_id}/webhook-endpoints/{endpoint['id']}/deliveries"
    eventually(lambda: httpx.get(deliveries, headers=OPERATOR).json(), timeout=20, what="a log")

    texts = json.loads((CONSOLE / "i18n" / f"{lang}.json").read_text())
    page = new_page(browser, lang=lang)
    sign_in(page, base)
    page.goto(f"{base}/admin#app/{app_id}")
    assert page.locator("#hooks-heading").inner_text() == texts["console.hooks.heading"]
    url = page.locator(key(f"hook-url-{endpoint['id']}"))
    url.wait_for()
    assert url.inner_text() == receiver.base + "/console"
    state = page.locator(key(f"hook-state-{endpoint['id']}")).inner_text()
    assert state == texts["console.hooks.enabled"]
    assert "table.finished" in page.locator(key("hooks")).inner_text()
    page.click(key(f"open-log-{endpoint['id']}"))
    page.wait_for_selector(key("hook-log-heading") + ":focus")
    row = page.locator(key("hook-log-table") + " tbody tr")
    assert row.count() == 1
    text = row.inner_text()
    assert sent.json()["message_id"] in text and "webhook.test" in text
    assert texts["console.hooks.delivered"].format(status=200) in text
    assert secret not in page.content() and "whsec_" not in page.content()
    no_violations(page, axe_source)
    page.context.close()


# ---- the files ------------------------------------------------------------------------------


def test_the_console_page_and_files_are_served(client: TestClient) -> None:  # type: ignore[type-arg]
    page = client.get("/admin")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert '<script type="module" src="/admin/static/console.js">' in page.text
    for script in sorted(CONSOLE.glob("*.js")):
        module = client.get(f"/admin/static/{script.name}")
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
    for scope in ("tables", "players", "webhooks", "admin_read", "admin"):
        asked.add(f"console.scope.{scope}")
    for kind in ("operator", "key"):
        asked.add(f"console.signIn.as.{kind}")
    asked.add("console.nav.app")
    assert sorted(asked - set(english) - set(shared)) == []
