"""The docs page renders in headless Chromium with every request blocked but the API's own:
Swagger UI comes from the API (no CDN), lists the operations and offers Authorize."""

from __future__ import annotations

from urllib.parse import urlsplit

from tests.chromium import ensure_chromium


def test_docs_page_renders_offline_in_headless_chromium(live_api: str) -> None:
    from playwright.sync_api import Route, sync_playwright

    base = live_api
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=ensure_chromium(), args=["--no-sandbox"]
        )
        try:
            page = browser.new_page()
            outside: list[str] = []

            def only_the_api(route: Route) -> None:
                if urlsplit(route.request.url).netloc == urlsplit(base).netloc:
                    route.continue_()
                else:
                    outside.append(route.request.url)
                    route.abort()

            page.route("**/*", only_the_api)
            page.goto(f"{base}/docs", wait_until="networkidle")
            page.wait_for_selector(".opblock-summary", timeout=20_000)
            operations = page.locator(".opblock-summary").count()
            assert operations >= 16
            assert page.locator("button.authorize").count() == 1
            assert outside == []
        finally:
            browser.close()
