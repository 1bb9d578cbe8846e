"""Draws the client's home-screen icons (service/web/static/icons/*.png) from its SVG icon with
Debian's Chromium, once: the PNGs are committed, so run this only when favicon.svg changes.

    .venv/bin/python -m tests.web.make_icons

`icon-<size>.png` is the SVG as it is (rounded corners, for "any"); `maskable-<size>.png` fills
the square with the felt and keeps the cards inside the safe zone (the middle 80%), for the
launchers that cut icons into circles or squircles."""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import sync_playwright

from tests.chromium import ensure_chromium

STATIC = Path(__file__).resolve().parents[2] / "service" / "web" / "static"
ICONS = STATIC / "icons"
SIZES = (192, 512)


def maskable(svg: str) -> str:
    """The same drawing on a full square of its background, the cards shrunk to 70%."""
    match = re.match(
        r'(<svg[^>]*>)<rect width="64" height="64" rx="12" fill="([^"]+)"/>(.*)</svg>', svg
    )
    assert match, "favicon.svg no longer starts with its background square"
    head, fill, body = match.groups()
    return (
        f'{head}<rect width="64" height="64" fill="{fill}"/>'
        f'<g transform="translate(32 32) scale(0.7) translate(-32 -32)">{body}</g></svg>'
    )


def main() -> None:
    svg = (STATIC / "favicon.svg").read_text().strip()
    drawings = {"icon": svg, "maskable": maskable(svg)}
    ICONS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=ensure_chromium(), args=["--no-sandbox"]
        )
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            for name, drawing in drawings.items():
                sized = drawing.replace("<svg ", f'<svg width="{size}" height="{size}" ', 1)
                page.set_content(f"<body style='margin:0;background:transparent'>{sized}</body>")
                path = ICONS / f"{name}-{size}.png"
                page.locator("svg").screenshot(path=str(path), omit_background=True)
                print(path.relative_to(STATIC.parents[2]))
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
