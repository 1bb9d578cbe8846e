"""The turn's timer on a phone (README, the web client): it counts down, and it is drawn again
only when what it says changes. It is ticked twice a second so that no second is skipped;
redrawing the same text each time cost the phone a style, layout and paint twice a second."""

from __future__ import annotations

from playwright.sync_api import Browser

from tests.web.conftest import new_page
from tests.web.play import table_in_play

# Each change of a #timers box's children, with the box (numbered once) and what it then says.
WATCH_TIMERS = """
window.timerDraws = [];
let boxes = 0;
new MutationObserver((records) => {
  for (const record of records) {
    const box = record.target;
    if (box.id !== "timers") continue;
    box.dataset.box ??= String((boxes += 1));
    window.timerDraws.push([box.dataset.box, box.textContent]);
  }
}).observe(document, { childList: true, subtree: true });
"""


def test_the_timer_counts_down_and_is_drawn_only_when_its_text_changes(
    browser: Browser, live_base: str
) -> None:
    code, token = table_in_play(live_base)  # the longest turn: 6 s at the tests' time scale
    page = new_page(browser, phone=True)
    try:
        page.goto(f"{live_base}/play/config.json")
        page.evaluate(
            "([code, token]) =>"
            " localStorage.setItem('tapete.tokens', JSON.stringify({[code]: token}))",
            [code, token],
        )
        page.add_init_script(WATCH_TIMERS)
        page.goto(f"{live_base}/play/{code}")
        page.wait_for_selector('main[data-status="playing"] #timers .timer')
        # Three different texts in one box: it counts (each second, ticked twice a second).
        page.wait_for_function(
            "() => { const texts = new Map(); for (const [box, text] of window.timerDraws)"
            " (texts.get(box) ?? texts.set(box, new Set()).get(box)).add(text);"
            " return [...texts.values()].some((seen) => seen.size >= 3); }"
        )
        draws: list[list[str]] = page.evaluate("() => window.timerDraws")
        last: dict[str, str] = {}
        for box, text in draws:
            assert last.get(box) != text, f"the timer drawn again saying the same: {draws}"
            last[box] = text
    finally:
        page.context.close()
