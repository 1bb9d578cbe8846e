"""Builders and drivers for KARTA3 scenarios (imported by the karta3 test modules).

Cards are picked by their rank in an attribute so a scenario reads like the rule document:
`cards(41, 56, 23)` are the cards ranked 41, 56 and 23 in the circle attribute (index 0).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Literal

import msgspec

from service.games.base import Event
from service.games.karta3 import GAME
from service.games.karta3.actions import Action, PlayCard
from service.games.karta3.decks import DECK_SIZE, DeckId, get_deck
from service.games.karta3.rules import participants
from service.games.karta3.state import Direction, Options, Phase, State

DECK: DeckId = "solar_system"
ALL_CARDS = frozenset(range(1, DECK_SIZE + 1))
CIRCLE, TRIANGLE, SQUARE = 0, 1, 2


def apply_now(
    state: State, seat: int, action: Action, rng: random.Random
) -> tuple[State, list[Event]]:
    """GAME.apply, then the pause after a resolved round ended at once, as a table with
    `review_seconds` 0 does (K4: the engine always stops after a round; the table times it)."""
    state, events = GAME.apply(state, seat, action, rng)
    while GAME.paused(state):
        state, more = GAME.resume(state, rng)
        events = [*events, *more]
    return state, events


def card(rank: int, attribute: int = CIRCLE, deck: DeckId = DECK) -> int:
    """The id of the card ranked `rank` in `attribute`."""
    (found,) = [c.id for c in get_deck(deck).cards if c.values[attribute].rank == rank]
    return found


def cards(*ranks: int, attribute: int = CIRCLE, deck: DeckId = DECK) -> list[int]:
    return [card(r, attribute, deck) for r in ranks]


def rank_of(card_id: int, attribute: int = CIRCLE, deck: DeckId = DECK) -> int:
    return get_deck(deck).rank(card_id, attribute)


def principal(card_id: int, deck: DeckId = DECK) -> int:
    return get_deck(deck).card(card_id).principal


def central_for(attribute: int, exclude: Sequence[int] = (), deck: DeckId = DECK) -> int:
    """A card (lowest id) whose principal attribute is `attribute`, not in `exclude`."""
    return next(
        c.id for c in get_deck(deck).cards if c.principal == attribute and c.id not in exclude
    )


def make_state(
    hands: Sequence[Sequence[int]],
    *,
    attribute: int = CIRCLE,
    central: int | None = None,
    draw: Sequence[int] | None = None,
    won: Sequence[Sequence[int]] | None = None,
    scores: Sequence[int] | None = None,
    central_pile: Sequence[int] | None = None,
    rest: Literal["draw", "central_pile", "drop"] = "draw",
    phase: Phase = "ordinary",
    opener: int = 0,
    round: int = 1,
    force_tiebreak: bool = False,
    deck: DeckId = DECK,
) -> State:
    """A position at the start of a round (the opener to act, nothing on the table).

    `central` defaults to a card whose principal attribute is `attribute`. Won piles are given
    as cards (`won`) or as point counts (`scores`, filled from the unused cards). Every card
    placed nowhere goes to `rest`: the draw pile (when `draw` is not given), the central pile,
    or nowhere ("drop": out of this scenario, the rules never look at it)."""
    seats = len(hands)
    used: list[int] = [c for hand in hands for c in hand]
    used += list(draw or []) + list(central_pile or [])
    used += [c for pile in won or [] for c in pile]
    if central is None:
        central = central_for(attribute, used, deck)
    used.append(central)
    assert len(used) == len(set(used)), "a card is placed twice"
    unused = sorted(ALL_CARDS - set(used))
    won_piles = [list(pile) for pile in won] if won is not None else [[] for _ in range(seats)]
    if scores is not None:
        for seat, points in enumerate(scores):
            won_piles[seat] += unused[:points]
            unused = unused[points:]
    draw_pile = list(draw) if draw is not None else []
    pile = list(central_pile or [])
    if rest == "draw" and draw is None:
        draw_pile = unused
    elif rest == "central_pile":
        pile += unused
    return State(
        deck=deck,
        seats=seats,
        force_tiebreak=force_tiebreak,
        phase=phase,
        round=round,
        hands=[list(hand) for hand in hands],
        draw_pile=draw_pile,
        central=central,
        central_pile=pile,
        opener=opener,
        turn=opener,
        won=won_piles,
    )


def play(state: State, seat: int, action: Action, seed: int = 0) -> tuple[State, list[Event]]:
    return apply_now(state, seat, action, random.Random(seed))


def play_round(
    state: State, direction: Direction, *played: int, seed: int = 0
) -> tuple[State, list[Event]]:
    """Play `played` in turn order; the opener (if `played` starts the round) calls `direction`."""
    rng = random.Random(seed)
    events: list[Event] = []
    for card_id in played:
        seat = state.turn
        assert seat is not None
        action = PlayCard(card=card_id, direction=None if state.trick else direction)
        state, new = apply_now(state, seat, action, rng)
        events += new
    return state, events


def types(events: Sequence[Event]) -> list[str]:
    return [event.type for event in events]


def all_cards(state: State) -> list[int]:
    """Every card in every zone (duplicates kept, to detect them)."""
    out = [c for hand in state.hands for c in hand]
    out += [*state.draw_pile, state.central, *state.central_pile, *state.set_aside]
    out += [play.card for play in state.trick]
    out += [c for pile in state.won for c in pile]
    return out


def check_conservation(state: State) -> None:
    found = all_cards(state)
    duplicated = [c for c, n in Counter(found).items() if n > 1]
    assert not duplicated, f"cards in two places: {duplicated}"
    assert set(found) == ALL_CARDS, f"cards missing: {sorted(ALL_CARDS - set(found))}"


def view_json(state: State, seat: int | None) -> Any:
    return msgspec.json.decode(msgspec.json.encode(GAME.view(state, seat)))


def card_objects(tree: Any) -> Iterator[int]:
    """The ids of every card object (a dict with an id, a name and attributes) in a JSON tree."""
    if isinstance(tree, dict):
        if {"id", "name", "principal", "attributes"} <= tree.keys():
            yield tree["id"]
        for value in tree.values():
            yield from card_objects(value)
    elif isinstance(tree, list):
        for value in tree:
            yield from card_objects(value)


def hidden_from(state: State, seat: int | None) -> set[int]:
    """The cards `seat` may not see: other hands, the draw pile, the set-aside cards."""
    hidden = set(state.draw_pile) | set(state.set_aside)
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden |= set(hand)
    return hidden


Chooser = Callable[[State, int, list[Action]], Action]


def random_chooser(rng: random.Random) -> Chooser:
    return lambda state, seat, actions: rng.choice(actions)


def play_out(
    state: State,
    rng: random.Random,
    chooser: Chooser,
    max_steps: int = 2000,
    on_step: Callable[[State, int, Action, State, list[Event]], None] | None = None,
) -> tuple[State, list[tuple[int, Action]]]:
    """Play until the game is over; returns the final state and the (seat, action) list."""
    history: list[tuple[int, Action]] = []
    for _ in range(max_steps):
        if GAME.outcome(state) is not None:
            return state, history
        (seat,) = GAME.to_act(state)
        action = chooser(state, seat, GAME.legal_actions(state, seat))
        new, events = apply_now(state, seat, action, rng)
        if on_step is not None:
            on_step(state, seat, action, new, events)
        history.append((seat, action))
        state = new
    raise AssertionError(f"no end after {max_steps} actions")


def random_game(
    seats: int, seed: int, *, force_tiebreak: bool = False, deck: DeckId = DECK
) -> tuple[State, list[tuple[int, Action]]]:
    rng = random.Random(seed)
    state = GAME.setup(
        Options(review_seconds=0, deck=deck, force_tiebreak=force_tiebreak), seats, rng
    )
    return play_out(state, rng, random_chooser(random.Random(seed + 1)))


def replay(
    seats: int, seed: int, actions: Sequence[tuple[int, Action]], *, force_tiebreak: bool = False
) -> State:
    rng = random.Random(seed)
    state = GAME.setup(Options(review_seconds=0, force_tiebreak=force_tiebreak), seats, rng)
    for seat, action in actions:
        state, _ = apply_now(state, seat, action, rng)
    return state


def winner_of(state: State, direction: Direction, played: Sequence[int]) -> int:
    """Index in `played` of the best card under the current central card."""
    attribute = get_deck(state.deck).card(state.central).principal
    ranks = [get_deck(state.deck).rank(c, attribute) for c in played]
    best = max(ranks) if direction == "high" else min(ranks)
    return ranks.index(best)


def plan_round(state: State, need: Sequence[int]) -> tuple[Direction, tuple[int, ...]] | None:
    """Cards (in turn order) and a direction making a seat that still needs wins win the round;
    the seat needing the most wins first."""
    order = participants(state)
    best: tuple[int, Direction, tuple[int, ...]] | None = None
    for played in itertools.product(*(state.hands[seat] for seat in order)):
        for direction in ("high", "low"):
            seat = order[winner_of(state, direction, played)]
            if need[seat] > 0 and (best is None or need[seat] > best[0]):
                best = (need[seat], direction, played)
    return None if best is None else (best[1], best[2])


def drive_to_wins(
    seats: int,
    wins: Sequence[int],
    *,
    force_tiebreak: bool,
    seed: int = 0,
    deck: DeckId = DECK,
    tries: int = 60,
) -> tuple[State, list[Event], random.Random]:
    """A real game from setup whose base rounds are won `wins[seat]` times by each seat: the
    state right after the last base round (finished, or the tiebreak dealt), its events and
    the game's random generator."""
    assert sum(wins) == 3 + {2: 17, 3: 12, 4: 9, 5: 7}[seats]
    for attempt in range(tries):
        rng = random.Random(seed * 1000 + attempt)
        state = GAME.setup(
            Options(review_seconds=0, deck=deck, force_tiebreak=force_tiebreak), seats, rng
        )
        need = list(wins)
        events: list[Event] = []
        while state.phase in ("ordinary", "final"):
            plan = plan_round(state, need)
            if plan is None:
                break
            direction, played = plan
            need[participants(state)[winner_of(state, direction, played)]] -= 1
            for i, card_id in enumerate(played):
                seat = state.turn
                assert seat is not None
                action = PlayCard(card=card_id, direction=direction if i == 0 else None)
                state, new = apply_now(state, seat, action, rng)
                events += new
        else:
            assert need == [0] * seats
            return state, events, rng
    raise AssertionError(f"no game reached wins {list(wins)}")


def default_until_over(state: State, rng: random.Random) -> tuple[State, list[Event]]:
    """Play the default action of whoever is to act until the game is over."""
    events: list[Event] = []
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        state, new = apply_now(state, seat, GAME.default_action(state, seat), rng)
        events += new
    return state, events
