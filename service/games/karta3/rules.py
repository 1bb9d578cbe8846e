"""KARTA3 rules: setup, rounds, refills, the final rounds, scoring and the tiebreak."""

from __future__ import annotations

from random import Random

from msgspec.structs import replace

from service.games.base import Event, Outcome, illegal
from service.games.karta3.actions import Action, CallDirection, PlayCard
from service.games.karta3.decks import DECK_SIZE, get_deck
from service.games.karta3.state import (
    HAND_SIZE,
    Direction,
    Options,
    Play,
    RoundRecord,
    State,
)

HIGH_THRESHOLD = 29  # ruling K2: an automatic call is High above this rank


def active_attribute(state: State) -> int:
    """The attribute compared this round: the central card's principal one."""
    return get_deck(state.deck).card(state.central).principal


def rank(state: State, card: int) -> int:
    return get_deck(state.deck).rank(card, active_attribute(state))


def setup(options: Options, seats: int, rng: Random) -> State:
    """Shuffle, deal three cards each, reveal the central card; the first seat opens (C2)."""
    cards = list(range(1, DECK_SIZE + 1))
    rng.shuffle(cards)
    hands = [[cards.pop() for _ in range(HAND_SIZE)] for _ in range(seats)]
    central = cards.pop()
    return State(
        deck=options.deck,
        seats=seats,
        force_tiebreak=options.force_tiebreak,
        hands=hands,
        draw_pile=cards,
        central=central,
        won=[[] for _ in range(seats)],
    )


def opening_events(state: State) -> list[Event]:
    """Section 2 as events: each seat's three cards (shown only to it, C4), then the central
    card and the attribute it sets for round 1."""
    events = [
        Event(
            "karta3.cards_dealt", {"seat": seat, "count": len(hand)}, {seat: {"cards": list(hand)}}
        )
        for seat, hand in enumerate(state.hands)
    ]
    return [*events, revealed(state.central, closing=False, deck=state.deck)]


def revealed(card: int, closing: bool, deck: str) -> Event:
    attribute = get_deck(deck).card(card).principal
    return Event(
        "karta3.central_revealed", {"card": card, "closing": closing, "attribute": attribute}
    )


def mid_turn(state: State, seat: int) -> bool:
    """Ruling K3: the opener sent one part of the opening (a call or a card) and not the other."""
    partial = state.pending_card is not None or state.pending_direction is not None
    return is_opening(state, seat) and partial


def participants(state: State) -> list[int]:
    """Seats playing this round, in table order starting at the opener."""
    order = [(state.opener + i) % state.seats for i in range(state.seats)]
    if state.phase == "tiebreak":
        return [seat for seat in order if seat in state.tiebreak_seats]
    return order


def to_act(state: State) -> frozenset[int]:
    return frozenset() if state.turn is None else frozenset({state.turn})


def is_opening(state: State, seat: int) -> bool:
    return state.turn == seat and seat == state.opener and not state.trick


def legal_actions(state: State, seat: int) -> list[Action]:
    if state.turn != seat:
        return []
    hand = state.hands[seat]
    if not is_opening(state, seat):
        return [PlayCard(card=card) for card in hand]
    directions: tuple[Direction, Direction] = ("high", "low")
    complete = [PlayCard(card=card, direction=d) for card in hand for d in directions]
    partial: list[Action] = [CallDirection(direction=d) for d in directions]
    partial += [PlayCard(card=card) for card in hand]
    return complete + partial


def default_action(state: State, seat: int) -> Action:
    """Ruling K2: the card held longest; an opener keeps a chosen direction, else the better one."""
    card = state.hands[seat][0]
    if not is_opening(state, seat):
        return PlayCard(card=card)
    direction = state.pending_direction or ("high" if rank(state, card) > HIGH_THRESHOLD else "low")
    return PlayCard(card=card, direction=direction)


def play(state: State, seat: int, action: Action, rng: Random) -> tuple[State, list[Event]]:
    """A move of the seat to act (the game's template `apply` checked that)."""
    opening = is_opening(state, seat)
    match action:
        case CallDirection(direction=direction):
            if not opening:
                raise illegal("only the opener calls High or Low, before the card is played")
            if state.pending_card is None:
                choice = Event(
                    "karta3.direction_chosen", {"seat": seat}, {seat: {"direction": direction}}
                )
                return replace(state, pending_direction=direction), [choice]
            return play_card(state, seat, state.pending_card, direction, rng)
        case PlayCard(card=card, direction=direction):
            if card not in state.hands[seat]:
                raise illegal(f"card {card} is not in your hand")
            if not opening:
                if direction is not None:
                    raise illegal("only the opener calls the direction")
                return play_card(state, seat, card, None, rng)
            direction = direction or state.pending_direction
            if direction is None:
                choice = Event("karta3.card_chosen", {"seat": seat}, {seat: {"card": card}})
                return replace(state, pending_card=card), [choice]
            return play_card(state, seat, card, direction, rng)
    raise illegal("unknown action")


def play_card(
    state: State, seat: int, card: int, direction: Direction | None, rng: Random
) -> tuple[State, list[Event]]:
    hands = [list(hand) for hand in state.hands]
    hands[seat].remove(card)
    trick = [*state.trick, Play(seat, card)]
    data: dict[str, object] = {"seat": seat, "card": card}
    if direction is not None:
        data["direction"] = direction
    events = [Event("karta3.card_played", data)]
    state = replace(
        state,
        hands=hands,
        trick=trick,
        direction=direction or state.direction,
        pending_card=None,
        pending_direction=None,
    )
    order = participants(state)
    if len(trick) < len(order):
        return replace(state, turn=order[len(trick)]), events
    return resolve_round(state, rng, events)


def rank_plays(state: State) -> list[Play]:
    """The round's plays, best first (ranks never tie within an attribute)."""
    attribute = active_attribute(state)
    deck = get_deck(state.deck)
    return sorted(
        state.trick,
        key=lambda play: deck.rank(play.card, attribute),
        reverse=state.direction == "high",
    )


def resolve_round(state: State, rng: Random, events: list[Event]) -> tuple[State, list[Event]]:
    """Best card wins the played cards; second best draws first and opens the next round."""
    assert state.direction is not None
    ranking = rank_plays(state)
    winner = ranking[0].seat
    second = ranking[1].seat if len(ranking) > 1 else None
    tiebreak = state.phase == "tiebreak"
    record = RoundRecord(
        number=state.round,
        attribute=active_attribute(state),
        direction=state.direction,
        plays=state.trick,
        winner=winner,
        second=second,
        tiebreak=tiebreak,
    )
    events = [
        *events,
        Event(
            "karta3.round_resolved",
            {
                "round": state.round,
                "winner": winner,
                "second": second,
                "cards": [play.card for play in state.trick],
                "points": 0 if tiebreak else len(state.trick),
                "tiebreak": tiebreak,
            },
        ),
    ]
    won = state.won
    if not tiebreak:
        won = [list(cards) for cards in state.won]
        won[winner].extend(play.card for play in state.trick)
    state = replace(
        state, won=won, trick=[], direction=None, last_round=record, turn=None, opener=winner
    )
    if tiebreak:
        # The tiebreak adds no points: its cards join the other central cards.
        central_pile = [*state.central_pile, *(play.card for play in record.plays)]
        state = replace(state, tiebreak_winner=winner, phase="finished", central_pile=central_pile)
        return state, [
            *events,
            Event("karta3.game_over", {"reason": "tiebreak", "winners": [winner]}),
        ]
    assert second is not None
    state = replace(state, opener=second)
    if not base_game_ends(state):
        return replace(state, reviewing=True), events
    return continue_after_round(state, rng, events)


def continue_after_round(
    state: State, rng: Random, events: list[Event]
) -> tuple[State, list[Event]]:
    """Refill and reveal, or the next final round, or the end of the base game."""
    if state.phase == "ordinary":
        return refill_and_reveal(state, events)
    if state.hands[state.opener]:
        return replace(state, round=state.round + 1, turn=state.opener), events
    return end_base_game(state, rng, events)


def base_game_ends(state: State) -> bool:
    """The last final round was played and no tiebreak follows: nothing left to show."""
    if state.phase != "final" or any(state.hands):
        return False
    return not tiebreak_follows(state)


def tiebreak_follows(state: State) -> bool:
    tied = leaders(state)
    central_cards = len(state.central_pile) + 1
    return (
        state.force_tiebreak
        and len(tied) > 1
        and tiebreak_cards_per_player(central_cards, len(tied)) >= 1
    )


def resume(state: State, rng: Random) -> tuple[State, list[Event]]:
    """Ruling K4: the review pause is over; go on with the game."""
    if not state.reviewing:
        raise illegal("no review pause is running")
    return continue_after_round(replace(state, reviewing=False), rng, [])


def refill_and_reveal(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """Section 4: the second draws first, then the others in circular order; then a new central
    card is revealed, or the last card becomes the closing card of the three final rounds."""
    hands = [list(hand) for hand in state.hands]
    pile = list(state.draw_pile)
    events = list(events)
    for offset in range(state.seats):
        seat = (state.opener + offset) % state.seats
        while len(hands[seat]) < HAND_SIZE and pile:
            card = pile.pop()
            hands[seat].append(card)
            events.append(Event("karta3.card_drawn", {"seat": seat}, {seat: {"card": card}}))
    central_pile = [*state.central_pile, state.central]
    central = pile.pop()
    closing = not pile
    events.append(revealed(central, closing, state.deck))
    state = replace(
        state,
        hands=hands,
        draw_pile=pile,
        central=central,
        central_pile=central_pile,
        phase="final" if closing else "ordinary",
        round=state.round + 1,
        turn=state.opener,
    )
    return state, events


def scores(state: State) -> list[int]:
    """A point per card won in the base game."""
    return [len(cards) for cards in state.won]


def leaders(state: State) -> list[int]:
    points = scores(state)
    best = max(points)
    return [seat for seat, score in enumerate(points) if score == best]


def tiebreak_cards_per_player(central_cards: int, tied: int) -> int:
    """Ruling K5: as many as possible, at most three, keeping one card to set the attribute."""
    return min(3, (central_cards - 1) // tied)


def end_base_game(state: State, rng: Random, events: list[Event]) -> tuple[State, list[Event]]:
    """Section 6: most points wins; ties share the victory unless the tiebreak was agreed."""
    tied = leaders(state)
    central_cards = [*state.central_pile, state.central]
    per_player = tiebreak_cards_per_player(len(central_cards), len(tied))
    if len(tied) == 1 or not state.force_tiebreak or per_player < 1:
        # The closing card stays the central card (section 5): it is not also put in the pile.
        state = replace(state, phase="finished", turn=None)
        return state, [*events, Event("karta3.game_over", {"reason": "points", "winners": tied})]
    return start_tiebreak(state, tied, central_cards, per_player, rng, events)


def start_tiebreak(
    state: State,
    tied: list[int],
    central_cards: list[int],
    per_player: int,
    rng: Random,
    events: list[Event],
) -> tuple[State, list[Event]]:
    """Section 7: the tied players get the shuffled central cards, one more sets the attribute,
    the rest is set aside; the first tied seat in table order opens one single round."""
    pile = list(central_cards)
    rng.shuffle(pile)
    hands: list[list[int]] = [[] for _ in range(state.seats)]
    events = [*events, Event("karta3.tiebreak_started", {"seats": tied, "cards_each": per_player})]
    for seat in tied:
        hands[seat] = [pile.pop() for _ in range(per_player)]
        events.append(
            Event(
                "karta3.cards_dealt",
                {"seat": seat, "count": per_player},
                {seat: {"cards": hands[seat]}},
            )
        )
    indicator = pile.pop()
    events.append(revealed(indicator, False, state.deck))
    state = replace(
        state,
        phase="tiebreak",
        round=state.round + 1,
        hands=hands,
        central=indicator,
        central_pile=[],
        set_aside=pile,
        tiebreak_seats=tied,
        opener=tied[0],
        turn=tied[0],
    )
    return state, events


def outcome(state: State) -> Outcome | None:
    if state.halted is not None:
        return state.halted
    if state.phase != "finished":
        return None
    if state.tiebreak_winner is not None:
        return Outcome(
            "tiebreak",
            [state.tiebreak_winner],
            scores(state),
            {"tied": state.tiebreak_seats},
        )
    return Outcome("points", leaders(state), scores(state))


def stop_outcome(state: State) -> Outcome | None:
    """Ruling C6 (section 8): finish the round in progress; a started tiebreak is completed;
    once the base game is over the points result stands; earlier, a partial result, no winner."""
    if state.phase == "finished":
        return outcome(state)
    if state.trick:
        return None
    base_over = state.phase == "final" and not any(state.hands)
    if state.phase == "tiebreak" or base_over:
        return Outcome("points", leaders(state), scores(state), {"tiebreak_skipped": True})
    return partial_outcome(state, "all_automatic")


def partial_outcome(state: State, reason: str) -> Outcome:
    """A game stopped before its end: the points so far, no winner."""
    return Outcome(reason, [], scores(state))


def halt(state: State, result: Outcome) -> State:
    """The table ends the game here: the cards stay where they are, nobody acts."""
    return replace(
        state,
        phase="finished",
        turn=None,
        reviewing=False,
        pending_card=None,
        pending_direction=None,
        halted=result,
    )
