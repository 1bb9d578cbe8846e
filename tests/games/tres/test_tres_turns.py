"""Turns: order, T7 (announcing), T8 (drawing), T9 (deck exhausted), T10 (elimination), T16."""

from __future__ import annotations

import pytest
from tres_helpers import all_cards, c, make, play, top, types

from service.games.base import IllegalAction
from service.games.tres import GAME
from service.games.tres.actions import Draw, DrawFour, Pass, Place
from service.games.tres.state import Pending


def test_tres_T1_play_goes_clockwise_by_increasing_seat() -> None:
    state = make(
        seats=4, hands={0: ["r1", "r2"], 1: ["r3", "r4"], 2: ["r5", "r6"], 3: ["r7", "r8"]}
    )
    seen = []
    for _ in range(5):
        (seat,) = GAME.to_act(state)
        seen.append(seat)
        state, _ = play(state, seat, Draw(and_pass=True))
    assert seen == [0, 1, 2, 3, 0]


def test_tres_one_action_per_turn_and_only_the_seat_to_act() -> None:
    state = make(hands={0: ["r1", "r2"], 1: ["b1", "b2"]})
    with pytest.raises(IllegalAction) as error:
        play(state, 1, Draw())
    assert error.value.code == "not_your_turn"
    with pytest.raises(IllegalAction):
        play(state, 0, Pass())  # nothing to decline on a plain turn
    with pytest.raises(IllegalAction):
        play(state, 0, Place(card=c("b1"), cell=0))  # not in the hand
    after, _ = play(state, 0, Place(card=c("r1"), cell=0))
    assert GAME.to_act(after) == frozenset({1})


def test_tres_T7_announced_line_wins_at_once() -> None:
    state = make(seats=3, hands={0: ["b5", "r1"]}, board={0: ["r5"], 1: ["y5"]})
    after, events = play(state, 0, Place(card=c("b5"), cell=2, announce=True))
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.reason == "tres" and outcome.winners == [0]
    assert GAME.to_act(after) == frozenset()
    assert types(events)[-1] == "tres.game_over"
    with pytest.raises(IllegalAction) as error:
        play(after, 1, Draw())
    assert error.value.code == "game_over"


def test_tres_T7_foul_without_announce_discards_the_card_draws_three_and_ends_the_turn() -> None:
    state = make(hands={0: ["b5", "r1"]}, board={0: ["r5"], 1: ["y5"]}, deck_top=["g1", "g2", "g3"])
    after, events = play(state, 0, Place(card=c("b5"), cell=2))
    assert GAME.outcome(after) is None
    assert after.board[2] == [] and after.discard[-1] == c("b5")
    assert after.hands[0] == [c("r1"), c("g1"), c("g2"), c("g3")]
    assert "tres.foul" in types(events)
    assert GAME.to_act(after) == frozenset({1})
    assert all_cards(after) == list(range(115))


def test_tres_T7_announce_without_a_line_has_no_effect() -> None:
    state = make(hands={0: ["b5", "r1"]}, board={0: ["r5"]})
    quiet, _ = play(state, 0, Place(card=c("b5"), cell=2))
    loud, _ = play(state, 0, Place(card=c("b5"), cell=2, announce=True))
    assert quiet == loud


def test_tres_T7_foul_with_the_last_card_does_not_eliminate() -> None:
    state = make(hands={0: ["b5"]}, board={0: ["r5"], 1: ["y5"]}, deck_top=["g1", "g2", "g3"])
    after, _ = play(state, 0, Place(card=c("b5"), cell=2))
    assert after.eliminated == [] and len(after.hands[0]) == 3


def test_tres_T8_draw_is_allowed_even_when_a_play_exists() -> None:
    state = make(hands={0: ["r1", "b2"]}, deck_top=["g9"])
    assert Draw() in GAME.legal_actions(state, 0)
    after, events = play(state, 0, Draw())
    assert after.hands[0][-1] == c("g9")
    assert events[0].for_seat(0)["cards"][0]["id"] == c("g9")
    assert "cards" not in events[0].for_seat(1)


def test_tres_T8_a_playable_drawn_card_may_be_played_at_once() -> None:
    state = make(hands={0: ["r1", "b2"]}, deck_top=["g9"])
    after, _ = play(state, 0, Draw())
    assert after.pending == Pending(kind="play_drawn", seat=0, card=c("g9"))
    assert GAME.to_act(after) == frozenset({0})
    legal = GAME.legal_actions(after, 0)
    assert Pass() in legal and all(getattr(a, "card", c("g9")) == c("g9") for a in legal)
    with pytest.raises(IllegalAction):  # only the drawn card
        play(after, 0, Place(card=c("r1"), cell=0))
    played, _ = play(after, 0, Place(card=c("g9"), cell=0))
    assert top(played, 0) == c("g9") and GAME.to_act(played) == frozenset({1})
    passed, _ = play(after, 0, Pass())
    assert passed.pending is None and c("g9") in passed.hands[0]
    assert GAME.to_act(passed) == frozenset({1})


def test_tres_T8_an_unplayable_drawn_card_ends_the_turn() -> None:
    # Habilitar celda needs a sealed cell: none here.
    state = make(hands={0: ["r1", "b2"]}, deck_top=["unseal"])
    after, _ = play(state, 0, Draw())
    assert after.pending is None and GAME.to_act(after) == frozenset({1})


def test_tres_T9_empty_deck_after_any_action_is_a_general_defeat() -> None:
    state = make(hands={0: ["r1", "b2"], 1: ["g3", "y4"]}, deck=["g9"])
    after, events = play(state, 0, Draw())
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.reason == "deck_exhausted" and outcome.winners == []
    assert GAME.to_act(after) == frozenset()
    assert types(events)[-1] == "tres.game_over"


def test_tres_T9_a_penalty_larger_than_the_deck_takes_what_remains() -> None:
    state = make(hands={0: ["draw_four", "b2"], 1: ["g3", "y4"]}, deck=["g9", "g8"])
    after, _ = play(state, 0, DrawFour(card=c("draw_four")))
    assert sorted(after.hands[0]) == sorted(c(x) for x in ("b2", "g9", "g8"))
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.reason == "deck_exhausted"


def test_tres_T10_empty_hand_eliminates_and_two_player_game_goes_to_the_other() -> None:
    state = make(hands={0: ["r1"], 1: ["g3", "y4"]})
    after, events = play(state, 0, Place(card=c("r1"), cell=0))
    assert after.eliminated == [0]
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.reason == "last_standing" and outcome.winners == [1]
    assert "tres.eliminated" in types(events)


def test_tres_T10_with_three_or_more_play_continues_without_the_eliminated_seat() -> None:
    state = make(seats=3, hands={0: ["r1"], 1: ["g3", "y4"], 2: ["b5", "b6"]}, turn=0)
    after, _ = play(state, 0, Place(card=c("r1"), cell=0))
    assert after.eliminated == [0] and GAME.outcome(after) is None
    after, _ = play(after, 1, Draw(and_pass=True))
    after, _ = play(after, 2, Draw(and_pass=True))
    assert GAME.to_act(after) == frozenset({1})  # seat 0 is skipped
    assert GAME.view(after, 1).eliminated == [0]


def test_tres_T10_last_player_standing_wins() -> None:
    state = make(seats=3, hands={1: ["g3"], 2: ["b5", "b6"]}, turn=1, eliminated=[0])
    after, _ = play(state, 1, Place(card=c("g3"), cell=0))
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.reason == "last_standing" and outcome.winners == [2]
    assert outcome.details["eliminated"] == [0, 1]


def test_tres_T10_winning_with_the_last_card_wins() -> None:
    state = make(hands={0: ["b5"]}, board={0: ["r5"], 1: ["y5"]})
    after, _ = play(state, 0, Place(card=c("b5"), cell=2, announce=True))
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.reason == "tres" and outcome.winners == [0]


def test_tres_T16_default_action_on_a_turn_is_draw_one_and_pass() -> None:
    state = make(hands={0: ["r1", "b2"]}, deck_top=["g9"])
    action = GAME.default_action(state, 0)
    assert action == Draw(and_pass=True) and action in GAME.legal_actions(state, 0)
    after, _ = play(state, 0, action)
    assert c("g9") in after.hands[0] and after.pending is None
    assert GAME.to_act(after) == frozenset({1})


def test_tres_T16_default_action_declines_every_optional_follow_up() -> None:
    state = make(hands={0: ["r1", "b2"]}, deck_top=["g9"])
    after, _ = play(state, 0, Draw())
    assert GAME.default_action(after, 0) == Pass()
    with pytest.raises(IllegalAction):
        GAME.default_action(after, 1)
