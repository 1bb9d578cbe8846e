"""Every render path checked against the schema: the real page, in Chromium, shows views
generated from the OpenAPI document (tests/web/schema_views.py) without an uncaught error or a
console error, and says which status it shows (main[data-status]).

The page, its scripts, the games' renderers and catalogues come from the live server; only
this one table's API (`/tables/<CODE>...`: the view, its long-poll and stream, the legal
actions, the events) is answered by the page itself, from the generated variants, so that
hundreds of screens take seconds rather than a round trip to the test per request: a long-poll
or the stream is held until the next variant (as a server holds it while nothing changes).
Each variant opens the table anew (as going back to its link does), so each screen starts from
nothing."""

from __future__ import annotations

import json
import re
import time
from dataclasses import asdict, replace
from typing import Any

import httpx
from playwright.sync_api import ConsoleMessage, Error, Page

from tests.web.schema_views import CODE, Variant, all_variants, games_variants, validator

# The Spanish pass: the real screens, every result reason and the logs.
SPANISH = re.compile(r": (reason|details|table events|result\.winners absent)")

# Installed before the page's own scripts: answers fetch() for this table's API only.
TABLE_API = """
(code) => {
  const prefix = `/tables/${code}`;
  const realFetch = window.fetch.bind(window);
  const table = { variant: null, version: 0, held: [], errors: [], label: "loading the page" };
  window.__table = table;
  const json = (body, extra = {}) => new Response(JSON.stringify(body),
    { status: 200, headers: { "Content-Type": "application/json", ...extra } });
  const view = () => ({ ...table.variant.view, version: table.version });
  table.show = (variant) => {
    table.variant = variant;
    table.version += 1;
    const held = table.held;
    table.held = [];
    for (const answer of held) answer(json(view())); // a closed screen's: it ignores them
  };
  // Kept in sessionStorage: a reload (the start screens) keeps what earlier pages reported.
  table.errors = JSON.parse(sessionStorage.getItem("schema-errors") || "[]");
  const report = (text) => {
    table.errors.push(`${table.label}: ${text}`);
    sessionStorage.setItem("schema-errors", JSON.stringify(table.errors));
  };
  addEventListener("error", (event) => report(String(event.error ?? event.message)));
  addEventListener("unhandledrejection", (event) => report(`unhandled: ${event.reason}`));
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    report(`console: ${args.map(String).join(" ")}`);
    consoleError(...args);
  };
  window.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, location.href);
    const games = sessionStorage.getItem("schema-games"); // the start screen's variant
    if (url.pathname === "/games" && games) return Promise.resolve(json(JSON.parse(games)));
    if (!url.pathname.startsWith(prefix)) return realFetch(input, init);
    const tail = url.pathname.slice(prefix.length);
    const since = Number(url.searchParams.get("since") || 0);
    if (request.method !== "GET") {
      report(`asked for ${request.method} ${url.pathname}`);
      return Promise.resolve(json({ title: "not in this test" }));
    }
    if (tail === "" && since < table.version) {
      return Promise.resolve(json(view(), { ETag: `"${table.version}"` }));
    }
    if (tail === "" || tail === "/stream") {
      const signal = init?.signal ?? request.signal;
      return new Promise((answer, refuse) => {
        table.held.push(answer);
        signal?.addEventListener("abort", () => refuse(new DOMException("aborted", "AbortError")));
      });
    }
    if (tail === "/actions") {
      return Promise.resolve(json({ version: table.version, actions: table.variant.actions }));
    }
    if (tail === "/chat") {  // the chat panel's: its history empty, its long-poll held
      const waits = Number(url.searchParams.get("wait") || 0);
      if (!waits) return Promise.resolve(json({ version: 0, messages: [] }));
      const signal = init?.signal ?? request.signal;
      return new Promise((answer, refuse) => {
        signal?.addEventListener("abort", () => refuse(new DOMException("aborted", "AbortError")));
      });
    }
    if (tail === "/events") {
      const events = since ? [] : table.variant.events;
      return Promise.resolve(json({ events, version: table.version, last_version: table.version }));
    }
    report(`asked for GET ${url.pathname}`);
    return Promise.resolve(json({ title: "not in this test" }));
  };
}
"""

# Shows each variant in turn and waits until the page says it shows it (3 s at most).
SHOW_ALL = r"""
async ([variants, first]) => {
  const table = window.__table;
  const main = document.getElementById("main");
  const failed = [];
  for (const [index, variant] of variants.entries()) {
    table.label = `${variant.label} [${document.documentElement.lang}]`;
    table.show(variant);
    if (!(first && index === 0)) dispatchEvent(new PopStateEvent("popstate"));
    const version = String(table.version);
    const until = Date.now() + 3000;
    while (!(main.dataset.version === version && main.dataset.status === variant.view.status)) {
      if (Date.now() > until) {
        const text = main.innerText.replace(/\s+/g, " ").slice(0, 120);
        failed.push(`${table.label}: not shown (${text})`);
        break;
      }
      await new Promise((done) => setTimeout(done, 2));
    }
    if (failed.length >= 10) break;
  }
  return failed;
}
"""


def show(page: Page, variants: list[Variant], first: bool) -> list[str]:
    failed: list[str] = []
    for start in range(0, len(variants), 100):
        batch: list[dict[str, Any]] = [asdict(v) for v in variants[start : start + 100]]
        failed += page.evaluate(SHOW_ALL, [batch, first and start == 0])
        if len(failed) >= 10:
            break  # each costs 3 s: enough to see what is wrong
    return failed


def start_screens(page: Page, live_base: str, variants: list[Variant]) -> list[str]:
    """The start screen (each game chosen) and each game's lobby as its host sees it, from
    every variant of `GET /games` (its options' optional fields absent and null); the join
    screen."""
    games = httpx.get(f"{live_base}/games").json()
    lobbies = [v for v in variants if v.label.endswith(("lobby as host seat=0", "seat=None"))]
    lobbies = [
        v for v in lobbies if v.view["status"] == "lobby" and v.view["you"]["role"] == "host"
    ]
    failed: list[str] = []
    check = validator("GameInfo")
    for label, listed in games_variants(games):
        for game in listed:
            assert not list(check.iter_errors(game)), f"{label}: not a GameInfo"
        page.evaluate("games => sessionStorage.setItem('schema-games', games)", json.dumps(listed))
        page.goto(f"{live_base}/play")
        page.evaluate("label => { window.__table.label = label; }", f"start screen: {label}")
        try:
            page.wait_for_selector("#create-game", timeout=5_000)
            for game in listed:
                page.select_option("#create-game", game["id"])
        except Error:
            text = " ".join(page.inner_text("main").split())[:200]
            failed.append(f"start screen: {label}: not shown ({text})")
            continue
        page.evaluate("code => history.pushState({}, '', `/play/${code}`)", CODE)
        failed += show(
            page, [replace(v, label=f"{v.label}: games {label}") for v in lobbies], False
        )
    # A shared link without a key in this browser: the join screen previews the table as a
    # spectator reads it, in each status (a lobby offers to join, the others to watch).
    page.evaluate("() => localStorage.removeItem('tapete.tokens')")
    watched = {v.view["status"]: v for v in variants if v.view["you"]["role"] == "spectator"}
    for status, variant in sorted(watched.items()):
        page.goto(f"{live_base}/play/{CODE}")
        page.evaluate(
            "([label, variant]) => { window.__table.label = label; window.__table.show(variant); }",
            [f"join screen: {status}", asdict(variant)],
        )
        try:
            page.wait_for_selector('[data-key="join-preview"]', timeout=5_000)
        except Error:
            text = " ".join(page.inner_text("main").split())[:200]
            failed.append(f"join screen: {status}: not shown ({text})")
    return failed


def test_every_screen_renders_every_schema_variant_without_console_errors(
    page: Page, live_base: str
) -> None:
    variants = all_variants()
    errors: list[str] = []

    def console(message: ConsoleMessage) -> None:
        if message.type == "error":
            errors.append(f"console: {message.text}")

    page.on("console", console)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on(  # which resource a "Failed to load resource" was
        "response",
        lambda response: (
            errors.append(f"{response.status} {response.url}") if response.status >= 400 else None
        ),
    )
    page.add_init_script(f"({TABLE_API})({CODE!r})")
    page.goto(f"{live_base}/play")
    # Every role opens the table by its link with a key (the view says who it is).
    page.evaluate(
        "code => localStorage.setItem('tapete.tokens', JSON.stringify({[code]: 'a-key'}))", CODE
    )
    page.goto(f"{live_base}/play/{CODE}")
    began = time.monotonic()
    failed = show(page, variants, first=True)
    spanish = [v for v in variants if ":" not in v.label or SPANISH.search(v.label)]
    if not failed:  # a page already failing would only fail again
        page.select_option("#lang", "es")
        page.wait_for_selector("html[lang=es]", state="attached")
        failed += show(page, spanish, first=False)
    print(f"{len(variants) + len(spanish)} views rendered in {time.monotonic() - began:.1f} s")
    if not failed:
        failed += start_screens(page, live_base, variants)
    labelled = page.evaluate("() => window.__table.errors")
    problems = failed + labelled + ([] if labelled else errors)
    assert not problems, "\n".join(problems[:40])
    assert not errors, "\n".join(errors[:40])  # each one is among the labelled ones above
