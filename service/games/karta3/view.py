"""What one KARTA3 seat (or a spectator) may see: ruling C4."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.games.base import Outcome
from service.games.karta3.decks import Attribute, Card, get_deck
from service.games.karta3.rules import active_attribute, outcome, scores
from service.games.karta3.state import FINAL_ROUNDS, ORDINARY_ROUNDS, Direction, Phase, State


class AttributeFace(msgspec.Struct, frozen=True):
    rank: Annotated[int, msgspec.Meta(description="Playable rank 1-58: what the rules compare.")]
    datum: Annotated[str, msgspec.Meta(description='Display datum with its unit ("Dato" mode).')]


class CardFace(msgspec.Struct, frozen=True):
    id: int
    name: str
    principal: int
    attributes: list[AttributeFace]


class PlayedCard(msgspec.Struct, frozen=True):
    seat: int
    card: CardFace


class LastRound(msgspec.Struct, frozen=True):
    number: int
    attribute: int
    direction: Direction
    plays: list[PlayedCard]
    winner: int
    second: int | None
    points: int


class PendingChoice(msgspec.Struct, frozen=True):
    """The opener's own partial choice (ruling K3), shown only to the opener."""

    card: int | None
    direction: Direction | None


class Karta3View(msgspec.Struct, tag="karta3", tag_field="game", kw_only=True):
    """A KARTA3 table as one seat sees it."""

    deck: str
    attributes: list[Attribute]
    phase: Phase
    round: int
    ordinary_rounds: int
    total_rounds: int
    hand: list[CardFace]
    hand_counts: list[int]
    central: CardFace
    closing_card: bool
    active_attribute: int
    opener: int
    turn: int | None
    direction: Direction | None
    my_choice: PendingChoice | None
    trick: list[PlayedCard]
    last_round: LastRound | None
    scores: list[int]
    deck_size: int
    central_pile_size: int
    tiebreak_seats: list[int]
    outcome: Outcome | None
    reviewing: bool = False


def card_face(card: Card) -> CardFace:
    return CardFace(
        id=card.id,
        name=card.name,
        principal=card.principal,
        attributes=[AttributeFace(value.rank, value.datum) for value in card.values],
    )


# A card's face never changes: made once per process and card, shared by every view (a view
# shows about ten; building them was half of answering a move). Bounded by the decks' cards.
_faces: dict[tuple[str, int], CardFace] = {}


def view(state: State, seat: int | None) -> Karta3View:
    deck = get_deck(state.deck)

    def face(card_id: int) -> CardFace:
        key = (state.deck, card_id)
        found = _faces.get(key)
        if found is None:
            found = _faces[key] = card_face(deck.card(card_id))
        return found

    def played(plays: list[tuple[int, int]]) -> list[PlayedCard]:
        return [PlayedCard(s, face(c)) for s, c in plays]

    mine = seat is not None and seat == state.opener and state.turn == seat and not state.trick
    choice = PendingChoice(state.pending_card, state.pending_direction) if mine else None
    last = state.last_round
    last_round = None
    if last is not None:
        last_round = LastRound(
            number=last.number,
            attribute=last.attribute,
            direction=last.direction,
            plays=played([(p.seat, p.card) for p in last.plays]),
            winner=last.winner,
            second=last.second,
            points=0 if last.tiebreak else len(last.plays),
        )
    ordinary = ORDINARY_ROUNDS.get(state.seats, 0)
    return Karta3View(
        deck=deck.id,
        attributes=deck.attributes,
        phase=state.phase,
        round=state.round,
        ordinary_rounds=ordinary,
        total_rounds=ordinary + FINAL_ROUNDS,
        hand=[face(card) for card in state.hands[seat]] if seat is not None else [],
        hand_counts=[len(hand) for hand in state.hands],
        central=face(state.central),
        closing_card=state.phase == "final"
        or (state.phase == "finished" and not state.draw_pile and not state.tiebreak_seats),
        active_attribute=active_attribute(state),
        opener=state.opener,
        turn=state.turn,
        direction=state.direction,
        my_choice=choice,
        trick=played([(p.seat, p.card) for p in state.trick]),
        last_round=last_round,
        scores=scores(state),
        deck_size=len(state.draw_pile),
        central_pile_size=len(state.central_pile),
        tiebreak_seats=state.tiebreak_seats,
        outcome=outcome(state),
        reviewing=state.reviewing,
    )
