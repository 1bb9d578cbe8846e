"""TRES rules: setup, whose decision is pending, legal actions, apply, defaults and outcome.

`apply` works on a clone of its input (never mutating it) and is the only place effects happen;
`legal_actions` only lists what `apply` accepts.
"""

from __future__ import annotations

from enum import Enum
from random import Random

import msgspec

from service.games.base import Event, Outcome, illegal
from service.games.tres import board as B
from service.games.tres.actions import (
    Action,
    ChangeColour,
    Comeback,
    Draw,
    DrawFour,
    Earthquake,
    Exchange,
    MinusFour,
    Pass,
    Place,
    Play,
    Reset,
    ReturnCards,
    Seal,
    Steal,
    SwapHands,
    TwistLine,
    TwistStack,
    Unseal,
)
from service.games.tres.cards import (
    CHANGE_COLOUR,
    COLOURS,
    COMEBACK,
    DECK_SIZE,
    DRAW_FOUR,
    DRAW_TWO,
    EARTHQUAKE,
    EXCHANGE,
    FACES,
    FIRST_CHANGE_COLOUR,
    FIRST_NUMERAL,
    MINUS_FOUR,
    NUMBER,
    NUMBER_KINDS,
    NUMERAL,
    PLACEABLE,
    RESET_COLUMN,
    RESET_DIAGONAL,
    RESET_ROW,
    REVERSE,
    SEAL,
    SKIP,
    STEAL,
    SWAP_HANDS,
    TWIST,
    UNSEAL,
    describe,
)
from service.games.tres.legal import (
    LINE_MAKERS,
    RESET_LINES,
    active,
    card_plays,
    followups,
    move_cards,
    over,
    twistable,
)
from service.games.tres.state import (
    DECK_BIT_SHIFT,
    HAND_SIZE,
    LINES,
    Options,
    Pending,
    Reason,
    State,
    clone,
)


class Next(Enum):
    """What a resolved play leaves behind."""

    END = "end"  # the turn ends: the next active seat after `State.turn` plays
    PENDING = "pending"  # a decision is pending (State.pending)
    OVER = "over"  # the game is over


def everyone(state: State) -> int:
    return (1 << state.seats) - 1


# --- setup and queries -------------------------------------------------------------------------


def setup(options: Options, seats: int, rng: Random) -> State:
    if not 2 <= seats <= 6:
        raise ValueError("TRES is played by 2 to 6 seats")
    deck = list(range(DECK_SIZE))
    rng.shuffle(deck)
    known = [0] * DECK_SIZE
    hands: list[list[int]] = [[] for _ in range(seats)]
    for _ in range(HAND_SIZE):
        for seat in range(seats):
            card = deck.pop()
            hands[seat].append(card)
            known[card] = 1 << seat
    while FACES[deck[-1]].kind != NUMBER:  # T3: only a number card opens the centre cell
        card = deck.pop()
        deck.insert(rng.randrange(len(deck)), card)  # never back on top
        known[card] = ((1 << seats) - 1) << DECK_BIT_SHIFT
    board: list[list[int]] = [[] for _ in range(9)]
    board[4] = [deck.pop()]
    return State(
        seats=seats,
        hands=hands,
        deck=deck,
        discard=[],
        board=board,
        declared=[0] * 4,
        painted=[-1] * 2,
        known=known,
    )


def next_active(state: State, seat: int) -> int:
    """The next seat in the direction of play that is not eliminated."""
    for step in range(1, state.seats + 1):
        other = (seat + step * state.direction) % state.seats
        if other not in state.eliminated:
            return other
    return seat


def outcome(state: State) -> Outcome | None:
    if state.halted is not None:
        return state.halted
    if state.reason is None:
        return None
    winners = [state.winner] if state.winner >= 0 else []
    details: dict[str, object] = {"eliminated": list(state.eliminated)}
    if state.line >= 0:
        details["line"] = list(LINES[state.line])
    return Outcome(reason=state.reason, winners=winners, details=details)


def placements(outcome: Outcome, seats: int) -> list[int]:
    """Tournament places: the winner first, then those still in (level), then the eliminated,
    the last one out best (TRES keeps no score)."""
    eliminated = [int(seat) for seat in outcome.details.get("eliminated", [])]
    order = {seat: rank for rank, seat in enumerate(reversed(eliminated))}

    def key(seat: int) -> tuple[int, int]:
        if seat in outcome.winners:
            return (0, 0)
        return (2, order[seat]) if seat in order else (1, 0)

    keys = [key(seat) for seat in range(seats)]
    return [1 + sum(1 for other in keys if other < mine) for mine in keys]


def stop_outcome(state: State) -> Outcome | None:
    """C6: the game may stop at a turn boundary (no decision pending inside a turn)."""
    if over(state):
        return outcome(state)
    if state.pending is not None:
        return None
    return partial_outcome(state, "all_automatic")


def partial_outcome(state: State, reason: str) -> Outcome:
    """A game stopped before its end: no winner (TRES keeps no score)."""
    return Outcome(reason=reason, details={"eliminated": list(state.eliminated)})


def halt(state: State, result: Outcome) -> State:
    """The table ends the game here: the board and hands stay as they are, nobody acts."""
    s = clone(state)
    s.pending, s.halted = None, result
    return s


def opening_events(state: State) -> list[Event]:
    """The deal (each hand shown only to its seat, C4), the centre card (T3), who starts."""
    events = [
        Event(
            type="tres.dealt",
            data={"seat": seat, "count": len(hand)},
            private={seat: {"cards": [describe(c) for c in hand]}},
        )
        for seat, hand in enumerate(state.hands)
    ]
    centre = [
        Event(type="tres.centre", data={"cell": cell, "card": describe(stack[-1])})
        for cell, stack in enumerate(state.board)
        if stack
    ]
    return [*events, *centre, Event(type="tres.turn", data={"seat": state.turn})]


def mid_turn(state: State, seat: int) -> bool:
    """A follow-up of the seat's own card (T8 drawn card, Cambia color, T15) is still pending;
    answering another seat's -4 (T11) is a decision of its own."""
    pending = state.pending
    return pending is not None and pending.seat == seat and pending.kind != "return_cards"


# --- legal actions -----------------------------------------------------------------------------


# --- apply -------------------------------------------------------------------------------------


def play(state: State, seat: int, action: Action, rng: Random) -> tuple[State, list[Event]]:
    """A move of the seat to act (the game's template `apply` checked that)."""
    s = clone(state)
    events: list[Event] = []
    pending = state.pending
    if pending is None:
        if isinstance(action, Draw):
            step = _draw_turn(s, seat, action, events)
        elif isinstance(action, Play):
            _own(s, seat, action.card)
            step = _play(s, state, seat, action, rng, events, must_complete=False)
        else:
            raise illegal("on your turn, play a card or draw")
    elif pending.kind == "return_cards":
        if not isinstance(action, ReturnCards):
            raise illegal("answer the -4 with tres.return_cards")
        step = _return_cards(s, seat, action, events)
    elif isinstance(action, Pass):
        step = _decline(s, seat, pending, events)
    elif isinstance(action, Play):
        _check_followup(s, pending, action)
        s.pending = None
        step = _play(s, state, seat, action, rng, events, pending.kind == "play_stolen")
    else:
        raise illegal(f"expected a play or tres.pass ({pending.kind})")
    _settle(s, events, step)
    return s, events


def _own(s: State, seat: int, card: int) -> None:
    if card not in s.hands[seat]:
        raise illegal(f"card {card} is not in your hand")


def _check_followup(s: State, pending: Pending, action: Play) -> None:
    if pending.kind in ("play_drawn", "play_stolen"):
        if action.card != pending.card:
            raise illegal(f"only card {pending.card} may be played now")
        if pending.kind == "play_stolen" and not isinstance(action, LINE_MAKERS):
            raise illegal("the stolen card may only be played to complete a line")
        return
    _own(s, pending.seat, action.card)
    f = FACES[action.card]
    if not isinstance(action, Place):
        raise illegal("only tres.place or tres.pass may follow this card")
    if pending.kind == "play_number" and f.kind not in NUMBER_KINDS:
        raise illegal("only a number card or a Numeral may follow Habilitar celda")
    if pending.kind == "play_colour":
        if f.colour != pending.colour:
            raise illegal(f"only a {COLOURS[pending.colour]} card may follow Cambia color")
        if action.cell != pending.cell and s.board[action.cell]:
            raise illegal("the card goes on the recoloured cell or on an empty cell")


def _draw_turn(s: State, seat: int, action: Draw, events: list[Event]) -> Next:
    (card,) = draw(s, seat, 1, events)
    if action.and_pass or not s.deck or not card_plays(s, seat, card):
        return Next.END
    s.pending = Pending(kind="play_drawn", seat=seat, card=card)
    return Next.PENDING


def _decline(s: State, seat: int, pending: Pending, events: list[Event]) -> Next:
    s.pending = None
    if pending.kind == "play_stolen":
        s.hands[seat].remove(pending.card)
        _discard(s, [pending.card])
        events.append(Event(type="tres.discarded", data={"seat": seat, **_card(pending.card)}))
    events.append(Event(type="tres.passed", data={"seat": seat}))
    return Next.END


def _return_cards(s: State, seat: int, action: ReturnCards, events: list[Event]) -> Next:
    hand = s.hands[seat]
    cards = action.cards
    if len(set(cards)) != len(cards) or any(c not in hand for c in cards):
        raise illegal("return distinct cards from your hand")
    if len(cards) != min(4, len(hand)):
        raise illegal(f"return exactly {min(4, len(hand))} cards")
    give_back(s, seat, cards, events)
    s.pending = None
    _lose_turn(s, seat, events)
    return Next.END


def give_back(s: State, seat: int, cards: list[int], events: list[Event]) -> None:
    """-4: the cards go to the bottom of the deck; only their owner knows which they are."""
    for card in cards:
        s.hands[seat].remove(card)
        s.known[card] = 1 << seat
    s.deck[:0] = cards
    events.append(
        Event(
            type="tres.returned",
            data={"seat": seat, "count": len(cards)},
            private={seat: {"cards": [describe(c) for c in cards]}},
        )
    )


def _play(
    s: State,
    before: State,
    seat: int,
    action: Play,
    rng: Random,
    events: list[Event],
    must_complete: bool,
) -> Next:
    """Play `action.card`. T7: a foul takes the play back, so nothing the undone play did (a
    Terremoto's redeal and the cards it sent to the deck...) is shown: only the foul and its
    penalty."""
    played: list[Event] = []
    step = _play_card(s, before, seat, action, rng, played, must_complete)
    fouls = [i for i, event in enumerate(played) if event.type == "tres.foul"]
    events.extend(played[fouls[0] :] if fouls else played)
    return step


def _play_card(
    s: State,
    before: State,
    seat: int,
    action: Play,
    rng: Random,
    events: list[Event],
    must_complete: bool,
) -> Next:
    """Play `action.card` (known to be in the hand and allowed now); checks the card's own rule."""
    card = action.card
    f = FACES[card]
    expected = _ACTION_FOR_KIND.get(f.kind, Place)
    if not isinstance(action, expected):
        raise illegal(f"card {card} ({f.kind}) cannot be played with this action")
    if isinstance(action, Place):
        return _place(s, before, seat, action, events, must_complete)
    if isinstance(action, (Exchange, TwistStack, TwistLine)):
        _checkmove_cards(s, action)
        s.hands[seat].remove(card)
        move_cards(s, action)
        events.append(Event(type="tres.played", data={"seat": seat, **_action_data(action)}))
        return _aftermove_cards(s, before, seat, card, action.announce, events, must_complete)
    if isinstance(action, Earthquake):
        s.hands[seat].remove(card)
        _earthquake(s, rng, events, seat)
        return _aftermove_cards(s, before, seat, card, action.announce, events, must_complete)
    s.hands[seat].remove(card)
    return _effect(s, seat, action, rng, events)


_ACTION_FOR_KIND: dict[str, type | tuple[type, ...]] = {
    RESET_DIAGONAL: Reset,
    RESET_ROW: Reset,
    RESET_COLUMN: Reset,
    CHANGE_COLOUR: ChangeColour,
    DRAW_FOUR: DrawFour,
    MINUS_FOUR: MinusFour,
    SWAP_HANDS: SwapHands,
    STEAL: Steal,
    EXCHANGE: Exchange,
    EARTHQUAKE: Earthquake,
    TWIST: (TwistStack, TwistLine),
    SEAL: Seal,
    UNSEAL: Unseal,
    COMEBACK: Comeback,
}


def _place(
    s: State, before: State, seat: int, action: Place, events: list[Event], must_complete: bool
) -> Next:
    card, cell = action.card, action.cell
    f = FACES[card]
    if (f.kind == NUMERAL) != (action.number is not None):
        raise illegal("declare a number (1-9) for a Numeral, and only for a Numeral")
    if B.sealed(s, cell):
        raise illegal(f"cell {cell} is sealed")
    if not B.can_place(s, card, cell, action.number or 0):
        raise illegal(f"card {card} must match the colour or number of the top card of {cell}")
    s.hands[seat].remove(card)
    if f.kind == NUMERAL:
        s.declared[card - FIRST_NUMERAL] = action.number or 0
    s.board[cell].append(card)
    data = {"seat": seat, "cell": cell, "card": describe(card)}
    if action.number is not None:
        data["number"] = action.number
    events.append(Event(type="tres.placed", data=data))
    lines = B.complete_lines(s)
    if lines or must_complete:
        return _line(s, before, seat, card, action.announce, lines, events)
    if f.kind == REVERSE:
        s.direction = -s.direction
        events.append(Event(type="tres.reversed", data={"direction": _direction(s)}))
    elif f.kind in (SKIP, DRAW_TWO):
        victim = next_active(s, seat)
        if f.kind == DRAW_TWO:
            draw(s, victim, 2, events)
        _lose_turn(s, victim, events)
    return Next.END


def _aftermove_cards(
    s: State,
    before: State,
    seat: int,
    card: int,
    announce: bool,
    events: list[Event],
    must_complete: bool,
) -> Next:
    lines = B.complete_lines(s)
    if lines or must_complete:
        return _line(s, before, seat, card, announce, lines, events)
    _discard(s, [card])
    return Next.END


def _line(
    s: State,
    before: State,
    seat: int,
    card: int,
    announce: bool,
    lines: list[int],
    events: list[Event],
) -> Next:
    """T7: a play that completes a line wins if announced, else it is a foul."""
    if not lines:  # only reached for the stolen card (T15)
        raise illegal("the stolen card may only be played to complete a line")
    if announce:
        if FACES[card].kind not in PLACEABLE:
            _discard(s, [card])
        s.reason, s.winner, s.line = "tres", seat, lines[0]
        events.append(Event(type="tres.tres", data={"seat": seat, "line": list(LINES[lines[0]])}))
        return Next.OVER
    # Foul: the play is taken back, the card discarded, three cards drawn, the turn ends.
    s.board = [list(stack) for stack in before.board]
    s.declared, s.painted = list(before.declared), list(before.painted)
    s.deck, s.discard = list(before.deck), list(before.discard)
    s.known = list(before.known)  # nobody saw where the undone play put anything
    _discard(s, [card])
    events.append(Event(type="tres.foul", data={"seat": seat, "card": describe(card)}))
    draw(s, seat, 3, events)
    return Next.END


def _checkmove_cards(s: State, action: Exchange | TwistStack | TwistLine) -> None:
    if isinstance(action, Exchange):
        cells = (action.first, action.second)
        if action.first == action.second:
            raise illegal("Intercambio needs two different cells")
        if any(not s.board[c] or B.sealed(s, c) for c in cells):
            raise illegal("Intercambio swaps the tops of two occupied, unsealed cells")
    elif isinstance(action, TwistStack):
        if B.sealed(s, action.cell) or len(s.board[action.cell]) < 2:
            raise illegal("Giro on a stack needs an unsealed stack of at least two cards")
    elif not twistable(s, action.line):
        raise illegal("Giro on a line needs two unsealed ends, at least one occupied")


def _earthquake(s: State, rng: Random, events: list[Event], seat: int) -> None:
    """Terremoto: seals discarded (T12), the rest shuffled and dealt back from cell 0."""
    cards: list[int] = []
    for cell in range(9):
        for card in s.board[cell]:
            if FACES[card].kind == SEAL:
                _discard(s, [card])
            else:
                cards.append(card)
        s.board[cell] = []
    rng.shuffle(cards)
    for cell, card in enumerate(cards[:9]):
        s.board[cell] = [card]
    excess = cards[9:]
    for card in excess:
        _forget_declared(s, card)
        s.known[card] = everyone(s)
    s.deck[:0] = excess
    events.append(
        Event(
            type="tres.earthquake",
            data={
                "seat": seat,
                "board": [describe(stack[0]) if stack else None for stack in s.board],
                "to_deck": [describe(c) for c in excess],
            },
        )
    )


def _effect(s: State, seat: int, action: Play, rng: Random, events: list[Event]) -> Next:
    """The cards that take effect and go to the discard pile (T4), except the line makers."""
    card = action.card
    data = {"seat": seat, **_action_data(action)}
    _validate_effect(s, seat, action)
    events.append(Event(type="tres.played", data=data))
    if isinstance(action, Seal):
        s.board[action.cell].append(card)
        return Next.END
    if isinstance(action, ChangeColour):  # stays on the cell, "cubriendo" it (see the docs)
        s.board[action.cell].append(card)
        colour = COLOURS.index(action.colour)
        s.painted[card - FIRST_CHANGE_COLOUR] = colour
        pending = Pending(kind="play_colour", seat=seat, cell=action.cell, colour=colour)
        return _maybe_pending(s, pending)
    _discard(s, [card])
    match action:
        case Reset(line=line):
            for cell in LINES[line]:
                if not B.sealed(s, cell):
                    _discard(s, s.board[cell])
                    s.board[cell] = []
        case DrawFour():
            draw(s, seat, 4, events)
        case MinusFour():
            victim = next_active(s, seat)
            if len(s.hands[victim]) > 4:
                s.pending = Pending(kind="return_cards", seat=victim)
                return Next.PENDING
            give_back(s, victim, list(s.hands[victim]), events)
            _lose_turn(s, victim, events)
        case SwapHands(target=target):
            _swap_hands(s, seat, target, events)
        case Steal(target=target):
            return _steal(s, seat, target, rng, events)
        case Unseal(cell=cell):
            _discard(s, [s.board[cell].pop()])
            return _maybe_pending(s, Pending(kind="play_number", seat=seat))
        case Comeback():
            _comeback(s, action, rng, events)
    return Next.END


def _validate_effect(s: State, seat: int, action: Play) -> None:
    if isinstance(action, Seal):
        if B.sealed(s, action.cell):
            raise illegal(f"cell {action.cell} is already sealed")
    elif isinstance(action, Reset):
        if action.line not in RESET_LINES[FACES[action.card].kind]:
            raise illegal("this Reinicio cannot clear that line")
    elif isinstance(action, ChangeColour):
        if not s.board[action.cell] or B.sealed(s, action.cell):
            raise illegal("Cambia color needs an occupied, unsealed cell")
    elif isinstance(action, (SwapHands, Steal)):
        if action.target == seat or action.target not in active(s):
            raise illegal("choose another seat still in the game")
    elif isinstance(action, Unseal):
        if not B.sealed(s, action.cell):
            raise illegal(f"cell {action.cell} is not sealed")
    elif isinstance(action, Comeback) and (action.line is None) != bool(s.eliminated):
        raise illegal(
            "El regreso takes no line while a seat is eliminated, and needs one otherwise"
        )


def _maybe_pending(s: State, pending: Pending) -> Next:
    if followups(s, pending.seat, pending):
        s.pending = pending
        return Next.PENDING
    return Next.END


def _swap_hands(s: State, seat: int, target: int, events: list[Event]) -> None:
    mine, theirs = s.hands[seat], s.hands[target]
    both = (1 << seat) | (1 << target)
    for card in mine + theirs:
        s.known[card] = (s.known[card] & everyone(s)) | both
    s.hands[seat], s.hands[target] = theirs, mine
    events.append(
        Event(
            type="tres.hands_swapped",
            data={"seat": seat, "target": target},
            private={
                seat: {"received": [describe(c) for c in theirs]},
                target: {"received": [describe(c) for c in mine]},
            },
        )
    )


def _steal(s: State, seat: int, target: int, rng: Random, events: list[Event]) -> Next:
    """T15: the stolen card is shown to the thief (the victim knows it too)."""
    hand = s.hands[target]
    card = hand.pop(rng.randrange(len(hand)))
    s.hands[seat].append(card)
    s.known[card] |= 1 << seat
    seen = {"card": describe(card)}
    events.append(
        Event(
            type="tres.stolen",
            data={"seat": seat, "target": target},
            private={seat: seen, target: seen},
        )
    )
    pending = Pending(kind="play_stolen", seat=seat, card=card, victim=target)
    if followups(s, seat, pending):
        s.pending = pending
        return Next.PENDING
    s.hands[seat].remove(card)
    _discard(s, [card])
    events.append(Event(type="tres.discarded", data={"seat": seat, **_card(card)}))
    return Next.END


def _comeback(s: State, action: Comeback, rng: Random, events: list[Event]) -> None:
    if s.eliminated:  # T14: the seat eliminated first returns with 7 cards
        back = s.eliminated.pop(0)
        events.append(Event(type="tres.returned_to_game", data={"seat": back}))
        draw(s, back, HAND_SIZE, events)
        return
    assert action.line is not None
    moved: list[int] = []
    for cell in LINES[action.line]:
        if not B.sealed(s, cell):
            moved += s.board[cell]
            s.board[cell] = []
    for card in moved:
        _forget_declared(s, card)
        s.known[card] = everyone(s)  # public until the shuffle below
    s.deck += moved
    rng.shuffle(s.deck)
    for card in s.deck:  # after the shuffle only "somewhere in the deck" is known
        k = s.known[card]
        s.known[card] = ((k | (k >> DECK_BIT_SHIFT)) & everyone(s)) << DECK_BIT_SHIFT
    events.append(
        Event(type="tres.to_deck", data={"cards": [describe(c) for c in moved], "shuffled": True})
    )


# --- shared moves ------------------------------------------------------------------------------


def draw(s: State, seat: int, count: int, events: list[Event]) -> list[int]:
    """Draw up to `count` cards (T9: fewer if the deck runs out, which ends the game)."""
    cards: list[int] = []
    for _ in range(count):
        if not s.deck:
            break
        card = s.deck.pop()
        s.hands[seat].append(card)
        s.known[card] = 1 << seat
        cards.append(card)
    events.append(
        Event(
            type="tres.drew",
            data={"seat": seat, "count": len(cards)},
            private={seat: {"cards": [describe(c) for c in cards]}},
        )
    )
    return cards


def _forget_declared(s: State, card: int) -> None:
    """A Numeral's number and a Cambia color's colour last while the card is on the board."""
    if FACES[card].kind == NUMERAL:
        s.declared[card - FIRST_NUMERAL] = 0
    elif FACES[card].kind == CHANGE_COLOUR:
        s.painted[card - FIRST_CHANGE_COLOUR] = -1


def _discard(s: State, cards: list[int]) -> None:
    for card in cards:
        _forget_declared(s, card)
        s.discard.append(card)


def _settle(s: State, events: list[Event], step: Next) -> None:
    """After every action: T9 deck exhausted, T10 eliminations, then the next turn."""
    if step is Next.OVER:
        s.pending = None
        events.append(
            Event(type="tres.game_over", data={"reason": s.reason, "winners": [s.winner]})
        )
        return
    if not s.deck:
        _end(s, "deck_exhausted", -1, events)
        return
    for seat in active(s):
        if not s.hands[seat]:
            s.eliminated.append(seat)
            events.append(Event(type="tres.eliminated", data={"seat": seat}))
    left = active(s)
    if len(left) <= 1:
        _end(s, "last_standing" if left else "all_eliminated", left[0] if left else -1, events)
        return
    if step is Next.END:
        s.pending = None
        s.turn = next_active(s, s.turn)
        events.append(Event(type="tres.turn", data={"seat": s.turn}))


def _lose_turn(s: State, victim: int, events: list[Event]) -> None:
    """Saltar, +2 and -4: the turn passes to `victim`, who loses it (play goes on after it)."""
    s.turn = victim
    events.append(Event(type="tres.skipped", data={"seat": victim}))


def _end(s: State, reason: Reason, winner: int, events: list[Event]) -> None:
    s.reason = reason
    s.winner = winner
    s.pending = None
    events.append(
        Event(
            type="tres.game_over",
            data={"reason": reason, "winners": [winner] if winner >= 0 else []},
        )
    )


def _card(card: int) -> dict[str, object]:
    return {"card": describe(card)}


def _direction(s: State) -> str:
    return "clockwise" if s.direction == 1 else "counterclockwise"


def _action_data(action: Play) -> dict[str, object]:
    data: dict[str, object] = msgspec.to_builtins(action)
    data["card"] = describe(action.card)
    return {"play": data}
