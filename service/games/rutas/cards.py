"""Rutas cards as plain ints: who owns the card, which copy of the deck, which card.

A card id is `owner * 1000 + copy * 100 + code`. `owner` is the seat whose deck the card
comes from (it always returns to that seat's discard pile); `copy` is 0, or 1 for the
second deck of the "double deck" variant; `code` 0..51 is suit * 13 + rank - 1 (suits in
the order of `SUITS`), and 52, 53 are the two Jokers. Ids are unique within a game.
"""

from __future__ import annotations

SUITS = ("S", "H", "D", "C")
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_LABELS = {1: "A", 11: "J", 12: "Q", 13: "K"}

JOKER = 0
ACE = 1
JACK = 11
QUEEN = 12
KING = 13

DECK_SIZE = 54
SHORT_DECK_SIZE = 30


def card_id(owner: int, copy: int, code: int) -> int:
    """The id of card `code` of copy `copy` of `owner`'s deck."""
    return owner * 1000 + copy * 100 + code


def owner_of(card: int) -> int:
    """The seat whose deck the card comes from."""
    return card // 1000


def rank(card: int) -> int:
    """1 (Ace) .. 10, 11 Jack, 12 Queen, 13 King, 0 Joker."""
    code = card % 100
    return JOKER if code >= 52 else code % 13 + 1


def suit(card: int) -> str | None:
    """ "S", "H", "D" or "C"; None for a Joker (it never counts as any suit)."""
    code = card % 100
    return None if code >= 52 else SUITS[code // 13]


def is_number(card: int) -> bool:
    """An Ace or a 2..10: the cards that build routes."""
    return 1 <= rank(card) <= 10


def label(card: int) -> str:
    """A short human label such as "10♥", "Q♠" or "Joker"."""
    r = rank(card)
    s = suit(card)
    if s is None:
        return "Joker"
    return f"{RANK_LABELS.get(r, str(r))}{SUIT_SYMBOLS[s]}"


def full_deck(owner: int, copies: int) -> list[int]:
    """Every card of `copies` full 54-card decks for `owner`, in a fixed order."""
    return [card_id(owner, copy, code) for copy in range(copies) for code in range(DECK_SIZE)]
