"""The client's files: served at /play by the API, kept out of the OpenAPI document, and its
catalogs complete in both languages."""

from __future__ import annotations

import json
import re
from pathlib import Path

from litestar.testing import TestClient

from service.games.registry import GAMES

STATIC = Path(__file__).resolve().parents[2] / "service" / "web" / "static"
LANGS = ("en", "es")


def catalog(lang: str) -> dict[str, object]:
    loaded: dict[str, object] = json.loads((STATIC / "i18n" / f"{lang}.json").read_text())
    return loaded


def test_play_and_a_shared_link_answer_the_page(client: TestClient) -> None:  # type: ignore[type-arg]
    for path in ("/play", "/play/ABC234"):
        answer = client.get(path)
        assert answer.status_code == 200
        assert answer.headers["content-type"].startswith("text/html")
        assert '<script type="module" src="/play/static/app.js">' in answer.text
    module = client.get("/play/static/games/karta3.js")
    assert module.status_code == 200
    assert "javascript" in module.headers["content-type"]
    assert client.get("/play/static/nothing.js").status_code == 404


def test_the_client_is_not_part_of_the_openapi_document(client: TestClient) -> None:  # type: ignore[type-arg]
    paths = client.get("/docs/openapi.json").json()["paths"]
    assert not [path for path in paths if path == "/play" or path.startswith("/play/")]


def test_both_catalogs_have_the_same_texts() -> None:
    english, spanish = catalog("en"), catalog("es")
    assert set(english) == set(spanish)
    assert english["_decks"].keys() == spanish["_decks"].keys()  # type: ignore[attr-defined]


def test_every_text_the_client_asks_for_is_in_the_catalogs() -> None:
    asked = set()
    for script in STATIC.rglob("*.js"):
        asked |= set(re.findall(r'\bt\("([\w.]+)"', script.read_text()))
    assert asked  # the pattern still finds the client's calls
    for lang in LANGS:
        assert sorted(asked - set(catalog(lang))) == [], lang


def test_every_game_option_and_kind_of_card_has_a_name() -> None:
    from service.api.catalog import game_info
    from service.games.karta3.decks import get_deck
    from service.games.tres.cards import FACES

    for lang in LANGS:
        texts = catalog(lang)
        for game in GAMES.values():
            assert f"game.{game.id}" in texts
            for option in game_info(game).options:
                assert f"option.{option.name}" in texts, (lang, option.name)
        for kind in {face.kind for face in FACES}:
            assert f"tres.kind.{kind}" in texts, (lang, kind)
        decks = texts["_decks"]
        assert isinstance(decks, dict)
        for deck_id, names in decks.items():
            deck = get_deck(deck_id)
            assert {str(card.id) for card in deck.cards} == set(names["cards"])
            assert {a.key for a in deck.attributes} == set(names["attributes"])


# Table events, logged by the table layer for every game.
TABLE_EVENTS = {
    "player_joined", "bot_added", "bot_removed", "settings_changed", "game_started",
    "table_cancelled", "game_over", "seat_forfeited", "game_aborted", "bot_move_overdue",
    "turn_timed_out",
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
