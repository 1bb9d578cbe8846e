"""Views (C4), pending decisions, resample, determinism (C3), stop outcome (C6), heuristics."""

from __future__ import annotations

import random

import msgspec
from tres_helpers import all_cards, c, cs, make, play, view_cards

from service.games.tres import GAME, heuristic_value
from service.games.tres.actions import (
    ACTIONS,
    EXAMPLES,
    Action,
    Draw,
    MinusFour,
    Place,
    Steal,
    SwapHands,
)
from service.games.tres.state import Options


def test_tres_C4_view_shows_own_hand_tops_counts_and_nothing_else() -> None:
    state = make(
        seats=3,
        hands={0: ["r1", "r2"], 1: ["b1", "b2", "b3"], 2: ["g1"]},
        board={0: ["y1", "y2"], 4: ["y5", "seal"]},
        discard=["g9", "g8"],
    )
    view = GAME.view(state, 0)
    assert [card.id for card in view.hand or []] == cs("r1", "r2")
    assert view.hand_counts == [2, 3, 1]
    assert view.deck_count == len(state.deck) and view.discard_count == 2
    assert view.discard_top is not None and view.discard_top.id == c("g8")
    assert view.board[0].height == 2 and view.board[0].top is not None
    assert view.board[0].top.id == c("y2") and view.board[0].number == 2
    assert view.board[4].sealed and view.board[4].height == 2
    assert view.board[4].top is not None and view.board[4].top.id == c("y5")
    assert view.board[8].top is None and view.board[8].height == 0
    assert view.direction == "clockwise" and view.eliminated == [] and view.outcome is None
    assert view_cards(state, 0) == set(cs("r1", "r2", "y2", "y5", "g8"))
    assert view_cards(state, None) == set(cs("y2", "y5", "g8"))
    assert GAME.view(state, None).hand is None


def test_tres_C4_view_shows_the_pending_decision() -> None:
    state = make(hands={0: ["r1", "b2"]})
    pending = GAME.view(state, 1).pending
    assert pending is not None and pending.seat == 0 and pending.kind == "turn"
    assert "tres.draw" in pending.expects and "tres.place" in pending.expects
    assert pending.prompt.startswith("seat 0")


def test_tres_C4_drawn_card_is_shown_to_the_drawer_only() -> None:
    state = make(hands={0: ["r1", "b2"]}, deck_top=["g9"])
    after, _ = play(state, 0, Draw())
    mine, theirs = GAME.view(after, 0).pending, GAME.view(after, 1).pending
    assert mine is not None and mine.card is not None and mine.card.id == c("g9")
    assert theirs is not None and theirs.card is None and theirs.kind == "play_drawn"
    assert mine.expects == theirs.expects  # the kinds expected do not reveal the card
    assert c("g9") not in view_cards(after, 1) and c("g9") not in view_cards(after, None)


def test_tres_C4_view_shows_the_outcome() -> None:
    state = make(hands={0: ["b5", "r1"]}, board={0: ["r5"], 1: ["y5"]})
    after, _ = play(state, 0, Place(card=c("b5"), cell=2, announce=True))
    view = GAME.view(after, None)
    assert view.outcome is not None and view.outcome.winners == [0] and view.pending is None


def test_tres_view_encodes_with_the_game_tag() -> None:
    state = GAME.setup(Options(), 3, random.Random(1))
    raw = msgspec.json.decode(msgspec.json.encode(GAME.view(state, 1)))
    assert raw["game"] == "tres"
    assert msgspec.json.decode(msgspec.json.encode(GAME.view(state, 1)), type=GAME.View)


def test_tres_resample_keeps_the_view_and_the_cards() -> None:
    state = GAME.setup(Options(), 4, random.Random(3))
    for seat in range(4):
        for seed in range(5):
            other = GAME.resample(state, seat, random.Random(seed))
            assert GAME.view(other, seat) == GAME.view(state, seat)
            assert all_cards(other) == list(range(115))
    moved = GAME.resample(state, 0, random.Random(9))
    assert moved.hands[1] != state.hands[1] or moved.deck != state.deck


def test_tres_resample_keeps_what_the_seat_knows_of_other_hands_and_the_deck() -> None:
    state = make(
        seats=3,
        hands={0: ["swap_hands", "r1", "r2"], 1: ["b1", "b2", "b3"], 2: ["g1", "g2"]},
    )
    swapped, _ = play(state, 0, SwapHands(card=c("swap_hands"), target=1))
    for seed in range(10):
        other = GAME.resample(swapped, 0, random.Random(seed))
        assert other.hands[1] == cs("r1", "r2")  # seat 0 knows its old hand went there
        assert GAME.view(other, 0) == GAME.view(swapped, 0)
    returned = make(seats=3, hands={0: ["minus_four", "r1"], 1: ["b1", "b2", "b3"]})
    returned, _ = play(returned, 0, MinusFour(card=c("minus_four")))
    for seed in range(10):
        other = GAME.resample(returned, 1, random.Random(seed))
        assert other.deck[:3] == cs("b1", "b2", "b3")  # seat 1 knows what it put there
        assert GAME.view(other, 1) == GAME.view(returned, 1)


def test_tres_resample_never_moves_a_pending_card_the_seat_holds() -> None:
    state = make(
        seats=3,
        hands={0: ["steal", "b2"], 1: ["g5", "g6"], 2: ["y1"]},
        board={0: ["r5"], 1: ["y5"]},
    )
    for seed in range(20):
        after, _ = play(state, 0, Steal(card=c("steal"), target=1), seed=seed)
        if after.pending is not None:
            break
    assert after.pending is not None
    for seat in range(3):
        other = GAME.resample(after, seat, random.Random(seed))
        assert GAME.view(other, seat) == GAME.view(after, seat)
        assert other.pending is not None and other.pending.card in other.hands[0]


def test_tres_C3_same_seed_and_actions_replay_to_the_same_state() -> None:
    def run(seed: int) -> tuple[bytes, list[Action]]:
        rng = random.Random(seed)
        state = GAME.setup(Options(), 4, rng)
        actions: list[Action] = []
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            action = rng.choice(GAME.legal_actions(state, seat))
            actions.append(action)
            state, _ = GAME.apply(state, seat, action, rng)
        return msgspec.msgpack.encode(state), actions

    for seed in range(5):
        first, actions = run(seed)
        again, same = run(seed)
        assert first == again and actions == same


def test_tres_C6_stop_outcome_only_at_a_turn_boundary() -> None:
    state = make(hands={0: ["r1", "b2"]}, deck_top=["g9"])
    stop = GAME.stop_outcome(state)
    assert stop is not None and stop.winners == [] and stop.reason == "all_automatic"
    after, _ = play(state, 0, Draw())
    assert after.pending is not None and GAME.stop_outcome(after) is None


def test_tres_actions_have_docstrings_and_examples_that_decode() -> None:
    assert len(ACTIONS) == len(EXAMPLES)
    for action_type in ACTIONS:
        assert action_type.__doc__
        tag = action_type.__struct_config__.tag
        assert isinstance(tag, str) and tag.startswith("tres.")
        decoded = msgspec.convert(EXAMPLES[tag], type=Action)
        assert type(decoded) is action_type
    assert GAME.spec.examples.actions is EXAMPLES


def test_tres_heuristic_value_prefers_a_winning_position() -> None:
    ready = make(hands={0: ["b5", "r1"], 1: ["g1", "g2"]}, board={0: ["r5"], 1: ["y5"]})
    assert heuristic_value(ready, 0) > heuristic_value(ready, 1)
    won, _ = play(ready, 0, Place(card=c("b5"), cell=2, announce=True))
    assert heuristic_value(won, 0) == 1.0 and heuristic_value(won, 1) == -1.0
    for seat in range(2):
        assert -1.0 <= heuristic_value(ready, seat) <= 1.0
