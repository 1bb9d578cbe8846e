"""The themed 58-card decks (ruling K1), shipped as JSON data and validated at load."""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Annotated, Literal

import msgspec

DECK_SIZE = 58
DECK_IDS = ("solar_system", "magical_creatures")
DeckId = Literal["solar_system", "magical_creatures"]


class Attribute(msgspec.Struct, frozen=True):
    key: str
    name: str
    unit: str
    symbol: Literal["circle", "triangle", "square"]


class AttributeValue(msgspec.Struct, frozen=True):
    rank: Annotated[int, msgspec.Meta(ge=1, le=DECK_SIZE)]
    value: float
    datum: str


class Card(msgspec.Struct, frozen=True):
    id: int
    name: str
    principal: Annotated[int, msgspec.Meta(ge=0, le=2)]
    values: list[AttributeValue]


class Deck(msgspec.Struct, frozen=True):
    id: str
    name: str
    attributes: list[Attribute]
    cards: list[Card]

    def card(self, card_id: int) -> Card:
        return self.cards[card_id - 1]

    def rank(self, card_id: int, attribute: int) -> int:
        return self.cards[card_id - 1].values[attribute].rank


class InvalidDeck(ValueError):
    """A deck file that breaks ruling K1."""


def validate_deck(deck: Deck) -> None:
    """Raise InvalidDeck unless the deck has 58 cards whose ranks are permutations of 1..58."""
    if len(deck.attributes) != 3:
        raise InvalidDeck(f"{deck.id}: a deck has exactly three attributes")
    if [card.id for card in deck.cards] != list(range(1, DECK_SIZE + 1)):
        raise InvalidDeck(f"{deck.id}: cards must have ids 1..{DECK_SIZE} in order")
    for attribute in range(3):
        if any(len(card.values) != 3 for card in deck.cards):
            raise InvalidDeck(f"{deck.id}: every card has one value per attribute")
        ranks = sorted(card.values[attribute].rank for card in deck.cards)
        if ranks != list(range(1, DECK_SIZE + 1)):
            raise InvalidDeck(f"{deck.id}: attribute {attribute} ranks are not a permutation")


def load_deck(deck_id: str) -> Deck:
    raw = resources.files(__package__).joinpath(f"{deck_id}.json").read_bytes()
    deck = msgspec.json.decode(raw, type=Deck)
    validate_deck(deck)
    return deck


@cache
def get_deck(deck_id: str) -> Deck:
    if deck_id not in DECK_IDS:
        raise KeyError(deck_id)
    return load_deck(deck_id)
