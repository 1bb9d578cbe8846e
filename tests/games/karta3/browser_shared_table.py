"""Two people in two browser contexts at one table, by its link: each sees the other's moves;
a third context watches as a spectator and sees only public information; a KARTA3 game is
followed by long-polls when the stream is refused. Run by tests/web/test_games_in_the_browser.py."""

from __future__ import annotations

from playwright.sync_api import Browser, Page, Route

from tests.games.karta3.table_steps import put_on_table
from tests.web.conftest import LANG, new_page, shoot
from tests.web.play import axe_violations, click_and_wait, create_table, key, start

OPTIONS = {"deck": '"magical_creatures"', "turn_seconds": "60", "review_seconds": "10"}


def test_two_contexts_join_by_link_and_see_each_others_moves(
    browser: Browser, live_base: str, axe_source: str
) -> None:
    other = "es-ES" if LANG == "en" else "en-GB"  # two people, two languages
    ana = new_page(browser, lang=other)
    bruno = new_page(browser)
    watcher = new_page(browser, phone=True)
    try:
        code = create_table(ana, live_base, "karta3", "Ana", OPTIONS)
        link = f"{live_base}/play/{code}"
        assert ana.locator(f'a[href="{link}"]').count() == 1  # the link to share

        bruno.goto(link)  # the shared link: join by name, the code already filled in
        bruno.wait_for_selector("#join-name")
        assert bruno.input_value("#join-code") == code
        assert axe_violations(bruno, axe_source) == []
        shoot(bruno, "join")
        bruno.fill("#join-name", "Bruno")
        bruno.click(key("join-submit"))
        bruno.wait_for_selector('main[data-status="lobby"]')
        ana.wait_for_selector('.seats li:has-text("Bruno")')
        shoot(ana, "lobby")

        start(ana)  # Bruno arrived first: seat 0, he opens; Ana (host) plays last
        watcher.goto(link)  # a third browser watches (turn timers run: checks come later)
        watcher.click(key("join-watch"))
        watcher.wait_for_selector('main[data-status="playing"]')
        assert watcher.locator(".hand").count() == 0  # a spectator sees no hand

        # The opener chooses the card first (it waits, private), then calls Low: sent.
        bruno.wait_for_selector(key("dir-low"))
        card = bruno.locator(".hand .k3-card").first.get_attribute("data-card")
        put_on_table(bruno, card)  # it waits on the table, seen by Bruno alone
        assert bruno.locator(f'.k3-slot.pending [data-card="{card}"]').count() == 1
        assert ana.locator(f'.trick [data-card="{card}"]').count() == 0
        click_and_wait(bruno, key("dir-low"))
        # Ana sees Bruno's card (by its id: she reads another language) and his call.
        ana.wait_for_selector(f'.trick [data-card="{card}"]')
        low = "Sentido: Bajo" if other.startswith("es") else "Direction: Low"
        ana.wait_for_selector(f'.k3-state:has-text("{low}")')
        watcher.wait_for_selector(f'.trick [data-card="{card}"]')
        shoot(ana, "karta3")

        mine = ana.locator(".hand .k3-card").first.get_attribute("data-card")
        put_on_table(ana)
        # The round resolves into its review pause; Bruno and the spectator see Ana's card.
        bruno.wait_for_selector(f'.review [data-card="{mine}"]')
        shoot(bruno, "karta3-review")
        ana.wait_for_selector(".review")
        shoot(ana, "karta3-review")
        watcher.wait_for_selector(f'.review [data-card="{mine}"]')

        assert axe_violations(bruno, axe_source) == []
        assert axe_violations(watcher, axe_source) == []
        overflow = "() => document.documentElement.scrollWidth - window.innerWidth"
        assert watcher.evaluate(overflow) <= 0  # the game fits a phone's width
        shoot(watcher, "spectator-phone")

        # "Dato" shows each card's datum with its unit instead of its rank 1-58.
        rank = bruno.locator(".k3-central .k3-attr.active dd").inner_text()
        assert rank.isdigit()
        bruno.click(key("display-datum"))
        datum = bruno.locator(".k3-central .k3-attr.active dd").inner_text()
        assert not datum.isdigit() and " " in datum  # "9,800 arcane units", "198 CI"...
    finally:
        for page in (ana, bruno, watcher):
            page.context.close()


def test_a_game_is_followed_by_long_polls_when_the_stream_is_refused(
    page: Page, live_base: str
) -> None:
    refused = []

    def too_many_streams(route: Route) -> None:
        refused.append(route.request.url)
        route.fulfill(
            status=503,
            content_type="application/problem+json",
            headers={"Retry-After": "1"},
            body='{"status": 503, "code": "too_many_streams"}',
        )

    page.route("**/tables/*/stream*", too_many_streams)
    create_table(page, live_base, "karta3", "Ana", {"turn_seconds": "60", "review_seconds": "0"})
    click_and_wait(page, key("add-easy"))
    start(page)
    # The bot opens round 1 (the host sits last): Ana's cards become playable only when a view
    # with the bot's card reaches her, here by a long-poll; then her card resolves the round.
    page.wait_for_selector("button.card-button.playable:enabled")
    assert page.locator(".trick .k3-card").count() == 1
    put_on_table(page)
    assert refused
