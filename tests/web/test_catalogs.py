"""The client's words: each catalog (the shared one, every game's, the operator console's) has
the same keys in both languages; every key is used by some code and every literal key the code
asks for exists; counts go through the plural form of service/web/static/i18n.js
(`{count, plural, one {# card} other {# cards}}`), never "card(s)"; and the page's t() resolves
plurals and selects in both languages."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import get_args

from playwright.sync_api import Browser

from service.bots import BotLevel
from service.core.errors import TapeteError
from service.games.registry import GAMES
from service.web.routes import WEB_GAMES
from tests.web.conftest import new_page
from tests.web.test_static import LANGS, STATIC, TABLE_EVENTS, catalog

CONSOLE = STATIC.parent / "admin"


def folders() -> list[Path]:
    """Every folder with an i18n/ of its own: the shared client, each game, the console."""
    return [STATIC, *WEB_GAMES.values(), CONSOLE]


def own(folder: Path, lang: str) -> dict[str, object]:
    loaded: dict[str, object] = json.loads((folder / "i18n" / f"{lang}.json").read_text())
    return loaded


def sources() -> list[Path]:
    """The code that reads the catalogs: the app, each game's renderer, the console."""
    return [
        *STATIC.glob("*.js"),
        *(f / "renderer.js" for f in WEB_GAMES.values()),
        *CONSOLE.glob("*.js"),
    ]


def texts() -> list[tuple[str, str, str]]:
    """(language, key, text) of every text (not the `_` data such as a game's `_decks`)."""
    found = []
    for folder in folders():
        for lang in LANGS:
            for key, text in own(folder, lang).items():
                if not key.startswith("_"):
                    assert isinstance(text, str), (folder, lang, key)
                    found.append((lang, key, text))
    return found


def test_each_catalog_has_the_same_keys_in_both_languages() -> None:
    for folder in folders():
        english, spanish = (set(own(folder, lang)) for lang in LANGS)
        assert sorted(english ^ spanish) == [], folder
    assert set(catalog("en")) == set(catalog("es"))  # and merged as the page merges them


# Keys the code builds from what the server sends (`t(\`event.${event.type}\`)`): a family is
# a prefix of one segment listed here with what names its members, or else (a game's own
# families, such as `<game>.kind.${card.kind}`) a prefix of two segments or more, never a bare
# `<game>.${x}`, which would hide every unused key of the game.
FAMILIES = {
    "event.": "event types: the table's (TABLE_EVENTS) and each game's, `<game>.<event>`",
    "reason.": "result reasons: the table's and each game's (result.reason)",
    "error.": "problem codes of the API (TapeteError.code and the HTTP layer's)",
    "option.": "the games' option names (GET /games)",
    "value.": "the options' string choices",
    "level.": "bot levels (BotLevel)",
    "game.": "game ids (GET /games)",
    "console.": "the console's own families (service/web/admin)",
}


def code_text() -> str:
    return "\n".join(path.read_text() for path in sources())


def literal_strings(code: str) -> set[str]:
    return set(re.findall(r"""["'`]([\w.-]+)["'`]""", code))


def dynamic_families(code: str) -> set[tuple[str, str]]:
    """(prefix, suffix) of every key the code builds as `prefix${...}suffix`."""
    return set(re.findall(r"`([A-Za-z_][\w.]*\.)\$\{[^{}`]*\}([\w.]*)`", code))


def test_a_key_built_from_data_names_its_family() -> None:
    families = dynamic_families(code_text())
    assert families  # the pattern still finds them
    loose = sorted(p for p, _ in families if p.count(".") < 2 and p not in FAMILIES)
    assert loose == []


def produced(prefix: str) -> set[str] | None:
    """The members of a family the service can produce, where it says so (None: not listed)."""
    from service.api.catalog import game_info

    options = [option for game in GAMES.values() for option in game_info(game).options]
    if prefix == "game.":
        return set(GAMES)
    if prefix == "option.":
        return {option.name for option in options}
    if prefix == "value.":
        allowed = [value for option in options for value in (option.allowed or [])]
        return {value for value in allowed if isinstance(value, str)}
    if prefix == "level.":
        return set(get_args(BotLevel))
    return None


def test_every_key_is_used_by_some_code() -> None:
    code = code_text()
    literals = literal_strings(code)
    families = dynamic_families(code)
    unused = []
    for _, key, _ in texts():
        if key in literals:
            continue
        prefix = next((p for p in FAMILIES if key.startswith(p)), None)
        if prefix is not None and f"`{prefix}${{" in code:
            members = produced(prefix)
            if members is None or key[len(prefix) :] in members:
                continue
        namespaced = [(p, s) for p, s in families if p.count(".") >= 2]
        if any(re.fullmatch(re.escape(p) + r"[\w-]+" + re.escape(s), key) for p, s in namespaced):
            continue
        unused.append(key)
    assert sorted(set(unused)) == []


def test_the_families_of_the_service_are_all_it_can_produce() -> None:
    """event.* and error.* name only what the service logs and answers."""
    english = catalog("en") | own(CONSOLE, "en")
    games = tuple(f"{game_id}." for game_id in GAMES)
    events = [k[len("event.") :] for k in english if k.startswith("event.")]
    stray = [e for e in events if e not in TABLE_EVENTS and not e.startswith(games)]
    assert sorted(stray) == ["turn_timed_out_auto", "unknown"]  # both literals in app.js
    codes: set[str] = set()
    pending: list[type[TapeteError]] = [TapeteError]
    while pending:
        kind = pending.pop()
        codes.add(kind.code)
        pending += kind.__subclasses__()
    errors = {k[len("error.") :] for k in english if k.startswith("error.")}
    assert sorted(errors - codes - {"rate_limited"}) == []  # rate_limited: the HTTP layer's


def test_every_literal_key_the_code_asks_for_exists() -> None:
    code = code_text()
    asked = set(re.findall(r'\bt\(\s*"([\w.]+)"', code))
    for first, second in re.findall(r'\bt\(\s*[\w.]+\s*\?\s*"([\w.]+)"\s*:\s*"([\w.]+)"', code):
        asked |= {first, second}
    assert len(asked) > 50  # the patterns still find the client's calls
    texts_of = {lang: catalog(lang) | own(CONSOLE, lang) for lang in LANGS}
    for lang in LANGS:
        assert sorted(asked - set(texts_of[lang])) == [], lang
    for prefix, suffix in dynamic_families(code):  # each family has members
        members = [k for k in texts_of["en"] if k.startswith(prefix) and k.endswith(suffix)]
        assert members, (prefix, suffix)


# ---- the message format ----------------------------------------------------------------------


def arguments(text: str) -> list[tuple[str, str | None, dict[str, str]]]:
    """The top-level `{...}` arguments of a text: (name, plural/select/None, branches)."""
    found = []
    depth, start = 0, 0
    for index, char in enumerate(text):
        if char == "{":
            depth += 1
            if depth == 1:
                start = index
        elif char == "}":
            depth -= 1
            assert depth >= 0, text
            if depth == 0:
                found.append(argument(text[start + 1 : index]))
    assert depth == 0, text
    return found


def argument(body: str) -> tuple[str, str | None, dict[str, str]]:
    match = re.fullmatch(r"\s*(\w+)\s*(?:,\s*(plural|select)\s*,(.*))?", body, re.S)
    assert match, body
    branches: dict[str, str] = {}
    rest = match[3] or ""
    while rest.strip():
        key = re.match(r"\s*([=\w]+)\s*\{", rest)
        assert key, body
        depth = 0
        for index in range(key.end() - 1, len(rest)):
            depth += {"{": 1, "}": -1}.get(rest[index], 0)
            if depth == 0:
                break
        branches[key[1]] = rest[key.end() : index]
        rest = rest[index + 1 :]
    return match[1], match[2], branches


# Intl.PluralRules categories per language (CLDR); "=N" branches are exact counts.
CATEGORIES = {"en": {"one", "other"}, "es": {"one", "many", "other"}}
# Parameters that are counts of things: shown through a plural, unless alone in parentheses
# after what they count ("Every app (3)").
COUNTS = ("count", "points", "hand", "deck")


def all_arguments(text: str) -> list[tuple[str, str | None, dict[str, str]]]:
    found = []
    for name, kind, branches in arguments(text):
        found.append((name, kind, branches))
        for branch in branches.values():
            found += all_arguments(branch)
    return found


def test_counts_go_through_plurals_never_parentheses() -> None:
    for lang, key, text in texts():
        assert not re.search(r"\w\((s|es|as|os)\)", text), (lang, key, text)
        for name, kind, branches in all_arguments(re.sub(r"\(\{\w+\}\)", "", text)):
            if name in COUNTS:
                assert kind == "plural", (lang, key, text)
            if kind == "plural":
                assert "other" in branches and "one" in branches, (lang, key)
                assert {b for b in branches if not b.startswith("=")} <= CATEGORIES[lang], (
                    lang,
                    key,
                )
            if kind == "select":
                assert "other" in branches, (lang, key)


def test_no_possessive_is_glued_to_a_name_that_may_be_you() -> None:
    """ "{name}'s" reads "Ana (you)'s" or hides "your": such texts select on `who`."""
    for lang, key, text in texts():
        if all(kind != "select" for _, kind, _ in arguments(text)):
            assert not re.search(r"\{(name|seat)\}'s", text), (lang, key, text)


def test_the_page_formats_plurals_and_selects(live_base: str, browser: Browser) -> None:
    page = new_page(browser)
    try:
        page.goto(f"{live_base}/play")
        page.wait_for_selector("#create-game")
        said = page.evaluate(
            """async () => {
              const i18n = await import("/play/static/i18n.js");
              const out = {};
              for (const lang of ["en", "es"]) {
                await i18n.loadLanguage(lang);
                out[lang] = [0, 1, 2, 1000].map((count) => i18n.t("seat.timeouts", { count }))
                  .concat([i18n.t("play.clock", { who: "you", name: "Ana", time: "1:00" }),
                           i18n.t("play.clock", { who: "other", name: "Ana", time: "1:00" }),
                           i18n.t("start.playersExact", { count: 2 })]);
              }
              return out;
            }"""
        )
    finally:
        page.close()
    assert said["en"] == [
        "0 timeouts in a row", "1 timeout", "2 timeouts in a row", "1,000 timeouts in a row",
        "Your clock: 1:00", "Ana's clock: 1:00", "2 players",
    ]  # fmt: skip
    assert said["es"] == [
        "0 tiempos agotados seguidos", "1 tiempo agotado", "2 tiempos agotados seguidos",
        "1000 tiempos agotados seguidos", "Tu reloj: 1:00", "Reloj de Ana: 1:00", "2 participantes",
    ]  # fmt: skip
