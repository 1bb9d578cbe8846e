"""Tapete choices where the document and rulings are silent (docs/rules/tres.md)."""

from __future__ import annotations

import pytest
from tres_helpers import all_cards, c, cs, make, play, types

from service.games.base import IllegalAction
from service.games.tres import GAME
from service.games.tres.actions import (
    ChangeColour,
    DrawFour,
    Earthquake,
    MinusFour,
    Pass,
    Place,
    SwapHands,
    TwistStack,
    Unseal,
)

FIVES = {0: ["r5", "r5#1", "y5"], 1: ["y5#1", "g5", "g5#1"], 3: ["b5", "b5#1", "numeral:r"]}


def test_tres_choice_terremoto_line_must_be_announced_and_a_foul_undoes_it() -> None:
    state = make(hands={0: ["earthquake", "r1"]}, board=FIVES, declared={"numeral:r": 5})
    won, events = play(state, 0, Earthquake(card=c("earthquake"), announce=True))
    outcome = GAME.outcome(won)
    assert outcome is not None and outcome.reason == "tres" and "tres.tres" in types(events)
    assert won.declared[0] == 5  # a Numeral dealt back keeps its number
    foul, events = play(state, 0, Earthquake(card=c("earthquake")))
    assert "tres.foul" in types(events) and GAME.outcome(foul) is None
    assert foul.board == state.board and foul.discard == cs("earthquake")
    assert len(foul.hands[0]) == 4 and len(foul.deck) == len(state.deck) - 3
    assert all_cards(foul) == list(range(115))


def test_tres_choice_reversa_with_two_players_only_flips_the_direction() -> None:
    state = make(hands={0: ["reverse:r", "b1"]})
    after, _ = play(state, 0, Place(card=c("reverse:r"), cell=0))
    assert after.direction == -1 and GAME.to_act(after) == frozenset({1})


def test_tres_choice_plus_four_as_last_card_keeps_the_player_in() -> None:
    state = make(hands={0: ["draw_four"]})
    after, _ = play(state, 0, DrawFour(card=c("draw_four")))
    assert after.eliminated == [] and len(after.hands[0]) == 4


def test_tres_choice_mano_a_mano_as_last_card_eliminates_the_target() -> None:
    state = make(seats=3, hands={0: ["swap_hands"], 1: ["g1", "g2"], 2: ["y1"]})
    after, _ = play(state, 0, SwapHands(card=c("swap_hands"), target=1))
    assert after.hands[0] == cs("g1", "g2") and after.eliminated == [1]


def test_tres_choice_minus_four_as_last_card_eliminates_before_the_answer() -> None:
    state = make(seats=3, hands={0: ["minus_four"], 1: cs_codes(6), 2: ["y1"]})
    after, _ = play(state, 0, MinusFour(card=c("minus_four")))
    assert after.eliminated == [0] and GAME.to_act(after) == frozenset({1})
    answered, _ = play(after, 1, GAME.default_action(after, 1))
    assert GAME.to_act(answered) == frozenset({2})


def test_tres_choice_everyone_eliminated_at_once_means_nobody_wins() -> None:
    state = make(hands={0: ["minus_four"], 1: ["g1", "g2"]})
    after, _ = play(state, 0, MinusFour(card=c("minus_four")))
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.reason == "all_eliminated" and outcome.winners == []
    assert after.eliminated == [0, 1]


def test_tres_choice_habilitar_follow_up_excludes_interrogacion() -> None:
    state = make(hands={0: ["unseal", "question", "r2"]}, board={0: ["r5", "seal"]})
    after, _ = play(state, 0, Unseal(card=c("unseal"), cell=0))
    assert not any(getattr(a, "card", None) == c("question") for a in GAME.legal_actions(after, 0))
    with pytest.raises(IllegalAction):
        play(after, 0, Place(card=c("question"), cell=1))
    only_question = make(hands={0: ["unseal", "question"]}, board={0: ["r5", "seal"]})
    after, _ = play(only_question, 0, Unseal(card=c("unseal"), cell=0))
    assert after.pending is None  # nothing may follow: the turn ends


def test_tres_choice_sealed_stacks_take_no_cambia_color_and_no_giro() -> None:
    state = make(hands={0: ["change_colour", "twist", "r1"]}, board={0: ["r5", "r6", "seal"]})
    with pytest.raises(IllegalAction):
        play(state, 0, ChangeColour(card=c("change_colour"), cell=0, colour="red"))
    with pytest.raises(IllegalAction):
        play(state, 0, TwistStack(card=c("twist"), cell=0))


def test_tres_choice_declining_the_stolen_card_discards_it_face_up() -> None:
    from service.games.tres.actions import Steal

    state = make(
        seats=3, hands={0: ["steal", "b2"], 1: ["g5"], 2: ["y1"]}, board={0: ["r5"], 1: ["y5"]}
    )
    after, _ = play(state, 0, Steal(card=c("steal"), target=1))
    passed, events = play(after, 0, Pass())
    discarded = next(e for e in events if e.type == "tres.discarded")
    assert discarded.for_seat(2)["card"]["id"] == c("g5")
    view = GAME.view(passed, 2)
    assert view.discard_top is not None and view.discard_top.id == c("g5")


def cs_codes(count: int) -> list[str]:
    return [f"g{n}" for n in range(1, count + 1)]
