"""KARTA3's web client names every deck, card and attribute in both languages (its own
catalogs' `_decks`)."""

from __future__ import annotations

import json
from pathlib import Path

from service.games.karta3.decks import get_deck

TEXTS = Path(__file__).resolve().parents[3] / "service" / "games" / "karta3" / "web" / "i18n"


def decks(lang: str) -> dict[str, dict[str, object]]:
    catalog = json.loads((TEXTS / f"{lang}.json").read_text())
    loaded: dict[str, dict[str, object]] = catalog["_decks"]
    return loaded


def test_both_languages_name_the_same_decks() -> None:
    assert decks("en").keys() == decks("es").keys()


def test_every_card_and_attribute_of_a_deck_has_a_name() -> None:
    for lang in ("en", "es"):
        for deck_id, names in decks(lang).items():
            deck = get_deck(deck_id)
            assert {str(card.id) for card in deck.cards} == set(names["cards"])  # type: ignore[arg-type]
            assert {a.key for a in deck.attributes} == set(names["attributes"])  # type: ignore[arg-type]
