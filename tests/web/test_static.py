"""The client's files: served at /play by the API (each game's own from its folder), kept out
of the OpenAPI document, and every game, option and event named in both languages (the
catalogs' own checks are in test_catalogs.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from litestar.testing import TestClient

from service.games.registry import GAMES
from service.web.assets import AssetFolder
from service.web.routes import WEB_GAMES

STATIC = Path(__file__).resolve().parents[2] / "service" / "web" / "static"
LANGS = ("en", "es")


def catalog(lang: str) -> dict[str, object]:
    """The texts the client reads in `lang`: the shared catalog, then every game's over it."""
    files = [STATIC / "i18n" / f"{lang}.json"]
    files += [folder / "i18n" / f"{lang}.json" for folder in WEB_GAMES.values()]
    loaded: dict[str, object] = {}
    for file in files:
        if file.is_file():
            loaded.update(json.loads(file.read_text()))
    return loaded


def test_play_and_a_shared_link_answer_the_page(client: TestClient) -> None:  # type: ignore[type-arg]
    for path in ("/play", "/play/ABC234"):
        answer = client.get(path)
        assert answer.status_code == 200
        assert answer.headers["content-type"].startswith("text/html")
        assert '<script type="module" src="/play/static/app.js">' in answer.text
    clients = client.get("/play/games.json").json()
    assert [c["id"] for c in clients] == [game_id for game_id in GAMES if game_id in WEB_GAMES]
    for game in clients:
        module = client.get(game["renderer"])
        assert module.status_code == 200
        assert "javascript" in module.headers["content-type"]
        for lang in LANGS:
            if game["texts"]:
                assert client.get(f"{game['texts']}/{lang}.json").status_code == 200
        if game["style"]:
            assert client.get(game["style"]).headers["content-type"].startswith("text/css")
    assert client.get("/play/static/nothing.js").status_code == 404
    game_id = next(iter(WEB_GAMES))
    assert client.get(f"/play/games/{game_id}/__init__.py").status_code == 404  # only web/


def test_every_game_has_a_web_client() -> None:
    assert set(WEB_GAMES) == set(GAMES)


def test_the_client_is_not_part_of_the_openapi_document(client: TestClient) -> None:  # type: ignore[type-arg]
    paths = client.get("/docs/openapi.json").json()["paths"]
    assert not [path for path in paths if path == "/play" or path.startswith("/play/")]


def test_every_game_and_option_has_a_name() -> None:
    from service.api.catalog import game_info

    for lang in LANGS:
        texts = catalog(lang)
        for game in GAMES.values():
            assert f"game.{game.id}" in texts
            for option in game_info(game).options:
                assert f"option.{option.name}" in texts, (lang, option.name)


# Table events, logged by the table layer for every game.
TABLE_EVENTS = {
    "player_joined", "player_left", "host_changed", "bot_added", "bot_removed",
    "settings_changed", "game_started", "table_cancelled", "game_over", "seat_forfeited",
    "game_aborted", "bot_move_overdue", "turn_timed_out",
}  # fmt: skip


def game_event_types(seeds: int = 6, steps: int = 400) -> set[str]:
    """Every kind of event the engines emit in a few random games of each."""
    import random

    found: set[str] = set()
    for game in GAMES.values():
        for seed in range(seeds):
            rng = random.Random(seed)
            seats = game.max_seats if seed % 2 else game.min_seats
            options = game.Options()
            state = game.setup(options, seats, rng)
            found |= {event.type for event in game.opening_events(state)}
            for _ in range(steps):
                if game.outcome(state) is not None:
                    break
                if game.paused(state):
                    state, events = game.resume(state, rng)
                else:
                    seat = min(game.to_act(state))
                    actions = game.legal_actions(state, seat)
                    actions = [a for a in actions if "resign" not in str(a).lower()]
                    state, events = game.apply(state, seat, rng.choice(actions), rng)
                found |= {event.type for event in events}
    return found


def test_every_event_a_game_logs_has_a_text_in_both_languages() -> None:
    kinds = game_event_types() | TABLE_EVENTS
    for lang in LANGS:
        texts = catalog(lang)
        assert sorted(kind for kind in kinds if f"event.{kind}" not in texts) == [], lang


def test_the_icon_browsers_ask_for_is_served(client: TestClient) -> None:  # type: ignore[type-arg]
    icon = client.get("/favicon.ico")
    assert icon.status_code == 200
    assert icon.headers["content-type"].startswith("image/svg+xml")
    assert icon.text.startswith("<svg")
    linked = re.search(r'<link rel="icon" href="([^"]+)"', client.get("/play").text)
    assert linked and client.get(linked[1]).status_code == 200


def test_every_game_has_its_rules_in_both_languages(client: TestClient) -> None:  # type: ignore[type-arg]
    """GET /play/rules/<id>/<lang> answers docs/rules/<id>.md, or its Spanish translation
    docs/rules/es/<id>.md, as Markdown; unknown games and languages are 404."""
    docs = Path(__file__).resolve().parents[2] / "docs" / "rules"
    for game_id in GAMES:
        english = client.get(f"/play/rules/{game_id}/en")
        spanish = client.get(f"/play/rules/{game_id}/es")
        assert english.status_code == spanish.status_code == 200, game_id
        assert english.headers["content-type"].startswith("text/markdown")
        assert english.text == (docs / f"{game_id}.md").read_text()
        assert spanish.text == (docs / "es" / f"{game_id}.md").read_text()
        assert spanish.headers["content-language"] == "es"
        # The same sections: a translation keeps the English page's headings and tables.
        for pattern in (r"^#+ ", r"^\|"):
            count = [len(re.findall(pattern, page.text, re.M)) for page in (english, spanish)]
            assert count[0] == count[1], (game_id, pattern, count)
    assert client.get("/play/rules/nosuchgame/en").status_code == 404
    assert client.get(f"/play/rules/{next(iter(GAMES))}/xx").status_code == 404
    assert client.get("/play/rules/..%2F..%2FREADME/en").status_code == 404


def test_the_client_files_are_sent_compressed_and_revalidated(client: TestClient) -> None:  # type: ignore[type-arg]
    """A phone on a slow network gets the modules gzip-compressed (Lighthouse's throttled run
    scores the first screen on it), and a copy it already has costs a 304 without a body."""
    source = (STATIC / "app.js").read_bytes()
    for path in ("/play/static/app.js", "/play", "/admin/static/index.html"):
        answer = client.get(path, headers={"Accept-Encoding": "gzip"})
        assert answer.status_code == 200, path
        assert answer.headers["content-encoding"] == "gzip", path
        assert answer.headers["vary"] == "Accept-Encoding"
        assert answer.headers["cache-control"] == "no-cache"
        etag = answer.headers["etag"]
        again = client.get(path, headers={"If-None-Match": etag})
        assert (again.status_code, again.content) == (304, b""), path
    plain = client.get("/play/static/app.js", headers={"Accept-Encoding": "identity"})
    assert "content-encoding" not in plain.headers
    assert plain.content == source
    assert plain.headers["content-type"].startswith("text/javascript")
    packed = client.get("/play/static/app.js", headers={"Accept-Encoding": "gzip, br"})
    assert packed.content == source  # the test client unpacks it: the same bytes


def test_nothing_outside_the_client_folders_is_served(client: TestClient) -> None:  # type: ignore[type-arg]
    """A path climbing out of a folder is a 404 or (normalised by the client) another page,
    never the service's own source."""
    for path in (
        "/play/static/../routes.py",
        "/play/static/%2e%2e/routes.py",
        "/play/static/..%2Froutes.py",
        "/play/static/i18n/",
        "/admin/static/../console.py",
    ):
        answer = client.get(path)
        assert answer.status_code == 404 or "from __future__" not in answer.text, path
    assert client.get("/play/static/i18n").status_code == 404  # a folder is not a file
    files = AssetFolder(STATIC)  # the paths as they reach the route, unnormalised
    for path in ("../routes.py", "/../routes.py", "i18n/../../routes.py", "i18n", ".git/config"):
        assert files.find(path) is None, path
    assert files.find("/app.js") is not None
