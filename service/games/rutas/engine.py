"""The Rutas game object: setup, legal actions, apply, views, outcome, resample, forfeit."""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

import msgspec

from service.games.base import (
    BotHints,
    BotTuning,
    Capabilities,
    Event,
    Examples,
    ExpertHints,
    Game,
    GameSpec,
    IllegalAction,
    Outcome,
    Timing,
    illegal,
    not_your_turn,
)
from service.games.rutas.cards import (
    ACE,
    JACK,
    JOKER,
    SHORT_DECK_SIZE,
    full_deck,
    is_number,
    owner_of,
    rank,
    suit,
)
from service.games.rutas.events import EVENTS
from service.games.rutas.expert import expert_leaf
from service.games.rutas.heuristics import PAIR, WIN, heuristic_value
from service.games.rutas.model import (
    ACTIONS,
    EXAMPLES,
    Discard,
    Dissolve,
    Play,
    Resign,
    Route,
    Slot,
    counts,
    enabled_variants,
    is_rated,
)
from service.games.rutas.model import Options as RutasOptions
from service.games.rutas.model import State as RutasState
from service.games.rutas.rules import (
    current_suit,
    direction,
    figure_fits,
    has_room,
    number_fits,
    queens_on,
    route_total,
    sellers,
)
from service.games.rutas.view import View as RutasView
from service.games.rutas.view import build_view, card_view

HAND_SIZE = 8
OPENING_CARDS = 3
MAX_RESHUFFLES = 2
FRESH_HAND_MIN_NUMBERS = 3
FRESH_HAND_MAX_DEALS = 100
UNTIMED_MOVE_SECONDS = 300.0  # R8: an untimed game's move may take 5 minutes
ABSENCE_SECONDS = 60.0  # R8: a minute without polling or acting loses
FIRST_MOVE_SECONDS = 60.0  # R8: against a human, a minute to make the first move
HEURISTIC_SPAN = 3 * PAIR + 3 * 4.0  # the largest non-final |heuristic_value|: 3 pairs, 3 routes

_ENCODER = msgspec.msgpack.Encoder()
_DECODER = msgspec.msgpack.Decoder(RutasState)


def clone(state: RutasState) -> RutasState:
    """A deep copy of `state` (engines never mutate their input)."""
    return _DECODER.decode(_ENCODER.encode(state))


def _card(card: int) -> dict[str, Any]:
    data: dict[str, Any] = msgspec.to_builtins(card_view(card))
    return data


def in_opening(state: RutasState, seat: int) -> bool:
    """A seat is in its opening until it has placed its three opening number cards."""
    return state.opened[seat] < OPENING_CARDS


def first_move_made(state: RutasState, seat: int) -> bool:
    """Has `seat` made at least one move (play, discard or dissolve)? For R8 cancellation."""
    return state.moves[seat] > 0


def pairs_sold(state: RutasState) -> list[int]:
    """How many pairs each seat sells right now."""
    return [sum(1 for s in state.sellers if s == p) for p in (0, 1)]


SPEC = GameSpec(
    id="rutas",
    title="Rutas",
    summary=(
        "Two players build three routes of cards each and try to sell two of them, "
        "valued 21 to 26 and above the facing route."
    ),
    events=EVENTS,
    min_seats=2,
    max_seats=2,
    capabilities=Capabilities(forfeit=True, clocks=True, first_move_limit=True, rated_rules=True),
    bots=BotHints(
        tuning=BotTuning(easy_width=24, hard_width=12, hard_depth=12),
        never=frozenset({"rutas.resign"}),  # bots never resign
        # Expert values a leaf by its chance of selling two pairs (expert.py), not by points
        expert=ExpertHints(leaf=expert_leaf),
    ),
    out_of_turn=frozenset({"rutas.resign"}),  # either seat may resign at any time (rules page)
    examples=Examples(
        create={
            "rutas": {
                "summary": "Rutas against a Hard bot, untimed (5 minutes a move)",
                "value": {"game": "rutas", "host_name": "Ana", "bots": ["hard"]},
            },
            "rutas_clock": {
                "summary": "Rutas for two people: 10 minutes each + 5 s a move, two variants",
                "value": {
                    "game": "rutas",
                    "host_name": "Ana",
                    "options": {
                        "time_control": "clock",
                        "clock_minutes": 10,
                        "clock_increment_seconds": 5,
                        "kings_add": True,
                        "reshuffle": True,
                    },
                },
            },
        },
        actions=EXAMPLES,
        quick={
            "rutas": {
                "summary": "Rutas, standard rules (rated for identified players)",
                "value": {"game": "rutas", "name": "Ana"},
            },
        },
        record={
            "options": {"time_control": "untimed"},
            "moves": [
                {"type": "rutas.play", "card": 17, "owner": 1, "route": 0},
                {"type": "rutas.resign"},
            ],
            "result": {"reason": "resign", "winners": [1], "scores": [0, 0]},
        },
    ),
    max_moves=5000,
)


class RutasGame(Game[RutasState, Any, RutasOptions]):
    """Rutas: two players, three routes each, sell two routes valued 21..26."""

    spec: ClassVar[GameSpec] = SPEC
    Options: ClassVar[type[msgspec.Struct]] = RutasOptions
    State: ClassVar[type[msgspec.Struct]] = RutasState
    View: ClassVar[type[msgspec.Struct]] = RutasView
    actions: ClassVar[tuple[type[msgspec.Struct], ...]] = ACTIONS

    # --- creation ------------------------------------------------------------------------

    def validate_options(self, options: Any) -> None:
        if not isinstance(options, RutasOptions):
            raise ValueError("rutas options must be a rutas Options object")
        if options.time_control not in ("untimed", "clock"):
            raise ValueError("time_control must be 'untimed' or 'clock'")
        if not 1 <= options.clock_minutes <= 60:
            raise ValueError("clock_minutes must be between 1 and 60")
        if not 0 <= options.clock_increment_seconds <= 60:
            raise ValueError("clock_increment_seconds must be between 0 and 60")

    def setup(self, options: Any, seats: int, rng: Random) -> RutasState:
        opts = RutasOptions() if options is None else options
        self.validate_options(opts)
        if seats != 2:
            raise ValueError("rutas is played by exactly 2 seats")
        first = rng.randrange(2)  # C2, R1: the first player is random
        hands: list[list[int]] = []
        decks: list[list[int]] = []
        boxes: list[list[int]] = []
        shown: list[list[list[int]]] = []
        for p in (0, 1):
            cards = full_deck(p, 2 if opts.double_deck else 1)
            rng.shuffle(cards)
            box: list[int] = []
            if opts.short_deck:
                cards, box = cards[:SHORT_DECK_SIZE], sorted(cards[SHORT_DECK_SIZE:])
            hand = [cards.pop() for _ in range(HAND_SIZE)]
            reveals: list[list[int]] = []
            if opts.fresh_hand:
                deals = 1
                while (
                    sum(1 for c in hand if is_number(c)) < FRESH_HAND_MIN_NUMBERS
                    and deals < FRESH_HAND_MAX_DEALS
                ):
                    reveals.append(sorted(hand))
                    cards.extend(hand)
                    rng.shuffle(cards)
                    hand = [cards.pop() for _ in range(HAND_SIZE)]
                    deals += 1
            hands.append(hand)
            decks.append(cards)
            boxes.append(box)
            shown.append(reveals)
        state = RutasState(
            options=opts,
            first=first,
            turn=first,
            opened=[0, 0],
            hands=hands,
            decks=decks,
            discards=[[], []],
            box=boxes,
            routes=[[Route() for _ in range(3)] for _ in (0, 1)],
            sellers=[None, None, None],
            reshuffles=[[], []],
            shown=shown,
            moves=[0, 0],
        )
        return state

    # --- queries -------------------------------------------------------------------------

    def to_act(self, state: RutasState) -> frozenset[int]:
        return frozenset() if state.result is not None else frozenset({state.turn})

    def legal_actions(self, state: RutasState, seat: int) -> list[Any]:
        if state.result is not None or seat not in (0, 1):
            return []
        if seat != state.turn:
            return [Resign()]
        opts = state.options
        hand = state.hands[seat]
        mine = state.routes[seat]
        acts: list[Any] = []
        if in_opening(state, seat):
            numbers = [c for c in hand if is_number(c)]
            if numbers:
                empty = [i for i, r in enumerate(mine) if not r.slots]
                acts.extend(Play(card=c, owner=seat, route=i) for c in numbers for i in empty)
            else:
                acts.extend(Discard(card=c) for c in hand)
            acts.append(Resign())
            return acts
        for c in hand:
            if is_number(c):
                acts.extend(
                    Play(card=c, owner=seat, route=i)
                    for i, r in enumerate(mine)
                    if number_fits(r, c, opts)
                )
            else:
                for o in (0, 1):
                    for i, r in enumerate(state.routes[o]):
                        acts.extend(
                            Play(card=c, owner=o, route=i, position=pos)
                            for pos in range(len(r.slots))
                            if figure_fits(r, pos, c, opts)
                        )
        acts.extend(Discard(card=c) for c in hand)
        acts.extend(Dissolve(route=i) for i, r in enumerate(mine) if r.slots)
        acts.append(Resign())
        return acts

    def default_action(self, state: RutasState, seat: int) -> Any:
        """The opening card that has been longest in hand on the first empty route; else
        discard the card longest in hand (the opening exception included)."""
        if state.result is not None or seat != state.turn:
            raise not_your_turn(seat)
        hand = state.hands[seat]
        if in_opening(state, seat):
            numbers = [c for c in hand if is_number(c)]
            if numbers:
                empty = next(i for i, r in enumerate(state.routes[seat]) if not r.slots)
                return Play(card=numbers[0], owner=seat, route=empty)
        if hand:
            return Discard(card=hand[0])
        for i, r in enumerate(state.routes[seat]):
            if r.slots:
                return Dissolve(route=i)
        return Resign()

    def view(self, state: RutasState, seat: int | None) -> RutasView:
        if seat is not None and seat not in (0, 1):
            raise ValueError(f"rutas has no seat {seat}")
        return build_view(state, seat)

    def outcome(self, state: RutasState) -> Outcome | None:
        return state.result

    def stop_outcome(self, state: RutasState) -> Outcome | None:
        """Every turn is a single action, so the game may stop at once: no winner (C6)."""
        if state.result is not None:
            return state.result
        return _outcome(state, None, "all_automatic")

    def partial_outcome(self, state: RutasState, reason: str) -> Outcome:
        """No winner; the pairs sold so far and the routes' totals."""
        return _outcome(state, None, reason)

    def halt(self, state: RutasState, outcome: Outcome) -> RutasState:
        s = clone(state)
        s.result = outcome
        return s

    def counted(self, state: RutasState, rated: bool) -> RutasState:
        s = clone(state)
        s.rated = rated
        return s

    def opening_events(self, state: RutasState) -> list[Event]:
        """Each seat's hand (shown only to it, C4), its deck's size, the opening hands shown
        and redealt (Mano nueva), then who starts (R1: drawn at random)."""
        events = [
            Event(
                "rutas.dealt",
                {
                    "seat": p,
                    "count": len(state.hands[p]),
                    "deck": len(state.decks[p]),
                    "redealt": [[_card(c) for c in hand] for hand in state.shown[p]],
                },
                {p: {"cards": [_card(c) for c in state.hands[p]]}},
            )
            for p in (0, 1)
        ]
        return [*events, Event("rutas.first_player", {"seat": state.first})]

    def mid_turn(self, state: RutasState, seat: int) -> bool:
        return False  # every turn is a single action

    # --- actions -------------------------------------------------------------------------

    def play(
        self, state: RutasState, seat: int, action: Any, rng: Random
    ) -> tuple[RutasState, list[Event]]:
        if seat not in (0, 1):
            raise not_your_turn(seat)
        s = clone(state)
        events: list[Event] = []
        if isinstance(action, Resign):
            events.append(Event("rutas.resigned", {"seat": seat}))
            _finish(s, 1 - seat, "resign", events)
            return s, events
        if seat != s.turn:
            raise not_your_turn(seat)
        match action:
            case Play():
                _play(s, seat, action, rng, events)
            case Discard():
                _discard(s, seat, action, rng, events)
            case Dissolve():
                _dissolve(s, seat, action, events)
            case _:
                raise illegal(f"not a rutas action: {type(action).__name__}")
        s.moves[seat] += 1
        s.ply += 1
        _after_action(s, seat, rng, events)
        return s, events

    def forfeit(self, state: RutasState, seat: int, reason: str) -> tuple[RutasState, list[Event]]:
        """R8: `seat` loses (clock ran out, absence...); the other seat wins; outcome reason =
        `reason` (the table layer passes "clock" or "absence")."""
        if state.result is not None:
            raise IllegalAction("game_over", "the game is over")
        if seat not in (0, 1):
            raise ValueError(f"rutas has no seat {seat}")
        if not reason:
            raise ValueError("a forfeit needs a reason")
        s = clone(state)
        events: list[Event] = []  # the table records who forfeited and why (seat_forfeited)
        _finish(s, 1 - seat, reason, events)
        return s, events

    def first_move_made(self, state: RutasState, seat: int) -> bool:
        """See the module function `first_move_made`."""
        return first_move_made(state, seat)

    def rated(self, options: RutasOptions) -> bool:
        """R9: standard rules only (every variant off)."""
        return is_rated(options)

    def timing(self, options: RutasOptions) -> Timing:
        """R8, enforced by the table: untimed = 5 minutes a move, or a clock per player
        (initial minutes + increment); either way 1 minute of absence loses, and against a
        human a first move not made within 1 minute aborts the game."""
        if options.time_control == "clock":
            return Timing(
                clock_seconds=options.clock_minutes * 60.0,
                increment_seconds=float(options.clock_increment_seconds),
                absence_seconds=ABSENCE_SECONDS,
                first_move_seconds=FIRST_MOVE_SECONDS,
            )
        return Timing(
            turn_seconds=UNTIMED_MOVE_SECONDS,
            on_timeout="forfeit",
            absence_seconds=ABSENCE_SECONDS,
            first_move_seconds=FIRST_MOVE_SECONDS,
        )

    def paused(self, state: RutasState) -> bool:
        return False

    def resume(self, state: RutasState, rng: Random) -> tuple[RutasState, list[Event]]:
        raise IllegalAction("illegal_action", "Rutas has no pauses")

    def heuristic(self, state: RutasState, seat: int) -> float:
        """`heuristic_value` scaled to [-1, 1]: +-1 once decided, 0 for no winner, else
        strictly inside (the static value is at most 3 pairs and 3 routes' promise apart)."""
        value = heuristic_value(state, seat)
        if state.result is not None:
            return max(-1.0, min(1.0, value / WIN))
        return max(-0.99, min(0.99, value / HEURISTIC_SPAN))

    def resample(self, state: RutasState, seat: int, rng: Random) -> RutasState:
        """Keep what `seat` sees; redistribute the cards it cannot see among the places they
        may be: the other hand, both decks (in any order) and the out-of-game boxes."""
        s = clone(state)
        for p in (0, 1):
            _resample_seat(s, p, p != seat, rng)
        return s


# --- action helpers ------------------------------------------------------------------------


def _take(s: RutasState, seat: int, card: int) -> None:
    if card not in s.hands[seat]:
        raise illegal(f"card {card} is not in your hand")
    s.hands[seat].remove(card)


def _play(s: RutasState, seat: int, a: Play, rng: Random, events: list[Event]) -> None:
    opts = s.options
    if a.card not in s.hands[seat]:
        raise illegal(f"card {a.card} is not in your hand")
    if a.owner not in (0, 1) or not 0 <= a.route <= 2:
        raise illegal("routes are identified by owner seat 0..1 and index 0..2")
    route = s.routes[a.owner][a.route]
    c = a.card
    opening = in_opening(s, seat)
    played = {"seat": seat, "card": _card(c), "owner": a.owner, "route": a.route}
    if is_number(c):
        if a.owner != seat:
            raise illegal("a number card goes on one of your own routes")
        if a.position is not None:
            raise illegal("a number card goes at the end of the route: omit position")
        if opening:
            if route.slots:
                raise illegal("in the opening, a number card starts one of your empty routes")
        elif not number_fits(route, c, opts):
            raise illegal(_why_not(route, c, opts))
        _take(s, seat, c)
        route.slots.append(Slot(card=c))
        route.held = 0
        events.append(Event("rutas.played", {**played, "position": len(route.slots) - 1}))
        if opening:
            s.opened[seat] += 1
        else:
            _draw(s, seat, rng, events)
        return
    if opening:
        raise illegal("no figures during your opening: place number cards on empty routes")
    if a.position is None:
        raise illegal("a figure needs the position of the number card it goes on")
    if not 0 <= a.position < len(route.slots):
        raise illegal("there is no number card at that position")
    slot = route.slots[a.position]
    if not has_room(slot, opts):
        raise illegal("that number card already carries three figures")
    if not figure_fits(route, a.position, c, opts):
        raise illegal("a Queen goes on the last card of a route")
    _take(s, seat, c)
    events.append(Event("rutas.played", {**played, "position": a.position}))
    r = rank(c)
    if r == JACK:
        removed = _remove(s, [(a.owner, a.route, a.position)])
        s.discards[owner_of(c)].append(c)  # R4: the Jack goes to its player's pile
        events.append(
            Event("rutas.removed", {"cause": "jack", "cards": [_card(x) for x in [*removed, c]]})
        )
    else:
        slot.figures.append(c)
        if r == JOKER:
            targets = _joker_targets(s, a.owner, a.route, a.position)
            removed = _remove(s, targets)
            if removed:
                events.append(
                    Event("rutas.removed", {"cause": "joker", "cards": [_card(x) for x in removed]})
                )
    _draw(s, seat, rng, events)


def _why_not(route: Route, card: int, opts: RutasOptions) -> str:
    last = route.slots[-1].card
    if rank(card) == rank(last):
        return "never the same rank twice in a row on a route"
    way = "up" if direction(route) > 0 else "down"
    return (
        f"the route goes {way}: play a card {'higher' if way == 'up' else 'lower'} "
        f"than the last one, or one of the route's suit ({current_suit(route, opts)})"
    )


def _joker_targets(
    s: RutasState, owner: int, route: int, position: int
) -> list[tuple[int, int, int]]:
    """Every other number card a Joker on (owner, route, position) removes from the table."""
    opts = s.options
    card = s.routes[owner][route].slots[position].card
    ace = rank(card) == ACE
    targets = []
    for o in (0, 1):
        for r, rt in enumerate(s.routes[o]):
            if opts.protected_joker and (o, r) == (owner, route):
                continue
            for i, slot in enumerate(rt.slots):
                if (o, r, i) == (owner, route, position):
                    continue
                if ace:
                    hit = suit(slot.card) == suit(card)
                    if hit and opts.queen_shield and queens_on(slot):
                        hit = False
                else:
                    hit = rank(slot.card) == rank(card)
                if hit:
                    targets.append((o, r, i))
    return targets


def _remove(s: RutasState, targets: list[tuple[int, int, int]]) -> list[int]:
    """Take the targeted number cards (with their figures) off the table, each card to its
    owner's discard pile (R4); returns the removed cards."""
    removed: list[int] = []
    by_route: dict[tuple[int, int], list[int]] = {}
    for o, r, i in targets:
        by_route.setdefault((o, r), []).append(i)
    for (o, r), indexes in by_route.items():
        route = s.routes[o][r]
        prior = direction(route)
        for i in sorted(indexes, reverse=True):
            slot = route.slots.pop(i)
            for c in (slot.card, *slot.figures):
                s.discards[owner_of(c)].append(c)
                removed.append(c)
        _settle(route, prior, s.options)
    return removed


def _settle(route: Route, prior: int, opts: RutasOptions) -> None:
    """After cards leave a route: with Rumbo firme, equal end cards keep the direction the
    route had before; otherwise equal ends count as descending (R2)."""
    slots = route.slots
    if (
        opts.steady_course
        and prior
        and len(slots) >= 2
        and rank(slots[-1].card) == rank(slots[-2].card)
    ):
        route.held = -prior if queens_on(slots[-1]) % 2 else prior
    else:
        route.held = 0


def _discard(s: RutasState, seat: int, a: Discard, rng: Random, events: list[Event]) -> None:
    if in_opening(s, seat) and any(is_number(c) for c in s.hands[seat]):
        raise illegal("in the opening you may discard only with no number card in hand")
    _take(s, seat, a.card)
    s.discards[seat].append(a.card)
    events.append(Event("rutas.discarded", {"seat": seat, "card": _card(a.card)}))
    _draw(s, seat, rng, events)


def _dissolve(s: RutasState, seat: int, a: Dissolve, events: list[Event]) -> None:
    if in_opening(s, seat):
        raise illegal("no dissolving during your opening")
    if not 0 <= a.route <= 2:
        raise illegal("route index must be 0..2")
    route = s.routes[seat][a.route]
    if not route.slots:
        raise illegal("that route is already empty")
    cards: list[int] = []
    for slot in route.slots:
        for c in (slot.card, *slot.figures):
            s.discards[owner_of(c)].append(c)
            cards.append(c)
    route.slots = []
    route.held = 0
    events.append(
        Event(
            "rutas.dissolved", {"seat": seat, "route": a.route, "cards": [_card(c) for c in cards]}
        )
    )


def _maybe_reshuffle(s: RutasState, p: int, rng: Random, events: list[Event]) -> None:
    """Rebarajar: an empty deck becomes the owner's shuffled discard pile (twice at most)."""
    if (
        s.options.reshuffle
        and not s.decks[p]
        and s.discards[p]
        and len(s.reshuffles[p]) < MAX_RESHUFFLES
    ):
        pile = s.discards[p]
        s.discards[p] = []
        rng.shuffle(pile)
        s.decks[p] = pile
        s.reshuffles[p].append(sorted(pile))
        events.append(
            Event(
                "rutas.reshuffled",
                {
                    "seat": p,
                    "deck_count": len(pile),
                    "reshuffles_left": MAX_RESHUFFLES - len(s.reshuffles[p]),
                },
            )
        )


def _draw(s: RutasState, p: int, rng: Random, events: list[Event]) -> None:
    _maybe_reshuffle(s, p, rng, events)
    if s.decks[p]:
        c = s.decks[p].pop()
        s.hands[p].append(c)
        events.append(
            Event(
                "rutas.drew",
                {"seat": p, "deck_count": len(s.decks[p])},
                private={p: {"card": _card(c)}},
            )
        )


def _after_action(s: RutasState, seat: int, rng: Random, events: list[Event]) -> None:
    """R7 and R6, in that order: re-evaluate every pair, end on sales, then on empty cards."""
    for p in (seat, 1 - seat):
        _maybe_reshuffle(s, p, rng, events)
    now = sellers(s.routes, s.options)
    if now != s.sellers:
        s.sellers = now
        events.append(Event("rutas.sales", {"sellers": list(now)}))
    sold = pairs_sold(s)
    if all(x is not None for x in now):
        _finish(s, 0 if sold[0] >= 2 else 1, "sold", events)
        return
    if s.options.quick_sale and max(sold) >= 2:
        _finish(s, 0 if sold[0] >= 2 else 1, "quick_sale", events)
        return
    for p in (seat, 1 - seat):
        if not s.hands[p] and not s.decks[p]:
            _finish(s, 1 - p, "out_of_cards", events)
            return
    s.turn = 1 - seat


def _outcome(s: RutasState, winner: int | None, reason: str) -> Outcome:
    return Outcome(
        reason=reason,
        winners=[] if winner is None else [winner],
        scores=pairs_sold(s),
        details={
            "rated": counts(s),
            "variants": enabled_variants(s.options),
            "sellers": list(s.sellers),
            "totals": [[route_total(r, s.options) for r in s.routes[p]] for p in (0, 1)],
        },
    )


def _finish(s: RutasState, winner: int | None, reason: str, events: list[Event]) -> None:
    s.result = _outcome(s, winner, reason)
    events.append(
        Event(
            "rutas.ended",
            {
                "reason": reason,
                "winners": list(s.result.winners),
                "scores": pairs_sold(s),
                "rated": counts(s),
            },
        )
    )


# --- resampling ----------------------------------------------------------------------------


def _resample_seat(s: RutasState, p: int, hand_hidden: bool, rng: Random) -> None:
    """Redistribute seat `p`'s unseen cards. Public facts kept: a reshuffled deck holds only
    cards of its latest reshuffle; cards once public (reshuffled or shown) are not boxed."""
    hand = s.hands[p] if hand_hidden else []
    h, d, b = len(hand), len(s.decks[p]), len(s.box[p])
    pool = sorted([*hand, *s.decks[p], *s.box[p]])  # no leak of the hidden order
    history = s.reshuffles[p]
    latest = set(history[-1]) if history else set()
    known = {c for cards in history[:-1] for c in cards}
    known.update(c for shown in s.shown[p] for c in shown)
    known -= latest
    fresh = [c for c in pool if c in latest]
    kept = [c for c in pool if c in known]
    free = [c for c in pool if c not in latest and c not in known]
    rng.shuffle(free)
    if history:
        rng.shuffle(fresh)
        deck, forced = fresh[:d], [*fresh[d:], *kept]
        need = h - len(forced)
        new_hand, box = [*forced, *free[:need]], free[need:]
    else:
        box, rest = free[:b], [*free[b:], *kept]
        rng.shuffle(rest)
        new_hand, deck = rest[:h], rest[h:]
    if len(new_hand) != h or len(deck) != d or len(box) != b:  # pragma: no cover
        raise AssertionError("resample broke the card counts")
    if hand_hidden:
        s.hands[p] = new_hand
    s.decks[p] = deck
    s.box[p] = sorted(box)


GAME = RutasGame()
