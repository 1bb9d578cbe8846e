"""KARTA3 Expert's determinizations: the other hand weighed by its past plays (inference.py),
and the public round history the state keeps for it."""

from __future__ import annotations

from random import Random

import msgspec
from karta3_helpers import CIRCLE, apply_now, card, cards, make_state, play_round, rank_of

from service.games.karta3 import GAME
from service.games.karta3.actions import PlayCard
from service.games.karta3.inference import belief, likelihood, observed
from service.games.karta3.resample import resample
from service.games.karta3.state import PastRound, Play, State


def after_a_lost_follow() -> State:
    """Seat 0 opened 40 High in the circle attribute and seat 1 lost with 39; both drew."""
    state = make_state([cards(40, 2, 3), cards(39, 10, 11)])
    state, _ = play_round(state, "high", card(40), card(39))
    assert state.last_round is not None and state.last_round.winner == 0
    return state


def test_karta3_state_keeps_each_resolved_round_of_the_base_game_in_its_history() -> None:
    state = after_a_lost_follow()
    assert state.history == [PastRound(CIRCLE, "high", [Play(0, card(40)), Play(1, card(39))])]
    assert "history" not in GAME.view(state, 0).__struct_fields__  # the events showed them


def test_karta3_expert_inference_reads_the_other_seats_plays_with_what_was_public() -> None:
    state = after_a_lost_follow()
    (seen,) = observed(state, 1)
    assert (seen.card, seen.attribute, seen.direction) == (card(39), CIRCLE, "high")
    assert seen.table == (card(40),) and seen.drew_after and not seen.final
    # Seat 1 now opens round 2 and its card is on the table: seat 0 reads it too, no draw since.
    (opener,) = GAME.to_act(state)
    assert opener == 1
    played = state.hands[1][0]
    state, _ = apply_now(state, 1, PlayCard(card=played, direction="low"), Random(0))
    now = observed(state, 1)[-1]
    assert now.card == played and now.table == () and not now.drew_after


def test_karta3_expert_inference_a_follower_that_lost_kept_no_beater() -> None:
    """A follower with a card that beats 40 High would have won the round. A hand with two
    such cards kept at least one of them (one card came after the round): it weighs far less
    than a hand without. One such card is still likely: it may be the card drawn since."""
    state = after_a_lost_follow()
    plays = observed(state, 1)
    low, high = cards(5, 6, 7), cards(50, 51, 52)
    none = likelihood(state.deck, tuple(low), plays)
    one = likelihood(state.deck, (*low[:2], high[0]), plays)
    two = likelihood(state.deck, (low[0], *high[:2]), plays)
    assert two < none / 10
    assert one > none / 4


def test_karta3_expert_inference_an_opener_kept_nothing_more_extreme() -> None:
    """Seat 1 opened with 55: it rarely keeps a card further from the middle than that."""
    state = make_state([cards(40, 2, 3), cards(55, 10, 11)], opener=1)
    state, _ = play_round(state, "high", card(55), card(40))
    plays = observed(state, 1)
    middle = likelihood(state.deck, tuple(cards(30, 31, 32)), plays)
    extreme = likelihood(state.deck, tuple(cards(1, 58, 31)), plays)
    assert extreme < middle / 4


def test_karta3_expert_belief_keeps_the_seats_own_hand_and_the_public_cards() -> None:
    state = after_a_lost_follow()
    sample = belief(state, 0, Random(1))
    for n in range(50):
        drawn = sample(Random(n))
        assert drawn.hands[0] == state.hands[0] and drawn.history == state.history
        assert drawn.won == state.won and drawn.central == state.central
        assert sorted(drawn.hands[1] + drawn.draw_pile) == sorted(state.hands[1] + state.draw_pile)


def test_karta3_expert_belief_follows_the_lost_round() -> None:
    state = after_a_lost_follow()

    def beaters(drawn: State) -> int:
        return sum(1 for c in drawn.hands[1] if rank_of(c, CIRCLE) > 40)

    sample = belief(state, 0, Random(1))
    inferred = [beaters(sample(Random(n))) >= 2 for n in range(300)]
    plain = [beaters(resample(state, 0, Random(n))) >= 2 for n in range(300)]
    assert sum(inferred) < sum(plain) / 3


def test_karta3_expert_belief_is_plain_resample_with_nothing_to_read() -> None:
    """At the start (no play of the other seat yet) and at three seats, where the model was
    not measured."""
    start = make_state([cards(40, 2, 3), cards(39, 10, 11)])
    assert belief(start, 0, Random(3))(Random(4)) == resample(
        resample(start, 0, Random(3)), 0, Random(4)
    )
    three = make_state([cards(40, 2, 3), cards(39, 10, 11), cards(20, 21, 22)])
    three, _ = play_round(three, "high", card(40), card(39), card(20))
    assert belief(three, 0, Random(3))(Random(4)) == resample(
        resample(three, 0, Random(3)), 0, Random(4)
    )


def test_karta3_a_table_from_before_the_history_decodes_with_an_empty_one() -> None:
    """Tables written before the history existed go on: Expert then reads only the round in
    progress."""
    state = after_a_lost_follow()
    older = msgspec.to_builtins(state)
    del older["history"]
    decoded = msgspec.convert(older, State)
    assert decoded.history == [] and decoded.hands == state.hands
    drawn = belief(decoded, 0, Random(2))(Random(0))
    assert sorted(drawn.hands[1] + drawn.draw_pile) == sorted(decoded.hands[1] + decoded.draw_pile)


def test_karta3_expert_inference_numbers_the_kept_rounds_back_from_the_round_in_progress() -> None:
    """The history's last round is the one before the round in progress, even when a table
    upgraded during its game kept only the latest rounds: round 17 was the last ordinary one
    at two seats (a card was drawn after it), round 18 a final one."""
    past = PastRound(CIRCLE, "high", [Play(0, card(40)), Play(1, card(39))])
    hands = [cards(41, 2, 3), cards(38, 10, 11)]
    for now, final in ((18, False), (19, True)):
        state = make_state(hands, phase="final", round=now, rest="central_pile")
        state.history = [past]
        (seen,) = observed(state, 1)
        assert seen.final is final and seen.drew_after is not final
