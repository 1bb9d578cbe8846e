"""Section 3: how a round (baza) is played, and the action shapes."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from karta3_helpers import TRIANGLE, card, cards, make_state, play, play_round, rank_of, types

from service.games.base import Event, IllegalAction
from service.games.karta3 import GAME
from service.games.karta3.actions import Action, CallDirection, PlayCard
from service.games.karta3.state import Direction


def resolved(events: list[Event]) -> dict[str, Any]:
    return next(e.data for e in events if e.type == "karta3.round_resolved")


def test_karta3_s3_round_ends_when_everyone_has_played_one_card() -> None:
    a, b, c = cards(30, 20, 10), cards(31, 21, 11), cards(32, 22, 12)
    state = make_state([a, b, c])
    state, events = play_round(state, "high", a[0], b[0])
    assert "karta3.round_resolved" not in types(events)
    assert state.turn == 2 and len(state.trick) == 2 and state.round == 1
    state, events = play_round(state, "high", c[0])
    assert resolved(events)["round"] == 1
    assert state.trick == [] and state.round == 2


def test_karta3_s3_the_first_to_play_is_the_opener() -> None:
    state = make_state([cards(30), cards(31), cards(32)], opener=1)
    assert GAME.to_act(state) == frozenset({1})
    for seat in (0, 2):
        assert GAME.legal_actions(state, seat) == []
        with pytest.raises(IllegalAction) as error:
            play(state, seat, PlayCard(card=state.hands[seat][0]))
        assert error.value.code == "not_your_turn"


def test_karta3_s3_opener_chooses_high_or_low_and_a_card() -> None:
    a, b = cards(30, 20, 10), cards(31, 21, 11)
    state = make_state([a, b])
    legal = GAME.legal_actions(state, 0)
    for c in a:
        assert PlayCard(card=c, direction="high") in legal
        assert PlayCard(card=c, direction="low") in legal
    after, events = play(state, 0, PlayCard(card=a[1], direction="low"))
    assert events[0].type == "karta3.card_played"
    assert events[0].data == {"seat": 0, "card": a[1], "direction": "low"}
    for seat in (0, 1, None):
        assert GAME.view(after, seat).direction == "low"
    # The others only choose a card.
    assert GAME.legal_actions(after, 1) == [PlayCard(card=c) for c in b]


def test_karta3_s3_high_the_highest_value_wins() -> None:
    hands = [cards(12), cards(40), cards(33)]
    _, events = play_round(make_state(hands), "high", *[h[0] for h in hands])
    assert resolved(events)["winner"] == 1


def test_karta3_s3_low_the_lowest_value_wins() -> None:
    hands = [cards(12), cards(40), cards(3)]
    _, events = play_round(make_state(hands), "low", *[h[0] for h in hands])
    assert resolved(events)["winner"] == 2


def test_karta3_s3_the_others_play_one_card_each_in_table_order() -> None:
    hands = [cards(10, 11), cards(20, 21), cards(30, 31), cards(40, 41)]
    state, _ = play(make_state(hands, opener=3), 3, PlayCard(card=hands[3][0], direction="high"))
    for seat in (0, 1, 2):
        assert GAME.to_act(state) == frozenset({seat})
        state, _ = play(state, seat, PlayCard(card=hands[seat][0]))
    assert state.last_round is not None
    assert [p.seat for p in state.last_round.plays] == [3, 0, 1, 2]


def test_karta3_s3_any_card_of_the_hand_may_be_played() -> None:
    # Seat 1 may throw its worst card even though its best one would win.
    a, b = cards(30, 20, 10), cards(58, 1, 29)
    state, _ = play(make_state([a, b]), 0, PlayCard(card=a[0], direction="high"))
    assert GAME.legal_actions(state, 1) == [PlayCard(card=c) for c in b]
    for c in b:
        _, events = play(state, 1, PlayCard(card=c))
        assert resolved(events)["winner"] == (1 if rank_of(c) > 30 else 0)
    with pytest.raises(IllegalAction) as error:
        play(state, 1, PlayCard(card=a[1]))
    assert error.value.code == "illegal_action"


def test_karta3_s3_a_player_may_aim_for_second_place() -> None:
    # Seat 2 keeps its 58 and plays 40 to finish second behind seat 1: it opens next.
    hands = [cards(10, 1, 2), cards(50, 3, 4), cards(40, 58, 5)]
    state, events = play_round(make_state(hands), "high", hands[0][0], hands[1][0], hands[2][0])
    assert (resolved(events)["winner"], resolved(events)["second"]) == (1, 2)
    assert state.opener == 2 and card(58) in state.hands[2]


def test_karta3_s3_opener_card_and_direction_are_fixed_once_played() -> None:
    a, b = cards(30, 20), cards(31, 21)
    state, _ = play(make_state([a, b]), 0, PlayCard(card=a[0], direction="high"))
    with pytest.raises(IllegalAction) as error:
        play(state, 0, CallDirection(direction="low"))
    assert error.value.code == "not_your_turn"
    for action in (CallDirection(direction="low"), PlayCard(card=b[0], direction="low")):
        with pytest.raises(IllegalAction) as error:
            play(state, 1, action)
        assert error.value.code == "illegal_action"
    assert state.direction == "high" and state.trick[0].card == a[0]


def test_karta3_s3_opener_calls_the_direction_not_the_attribute() -> None:
    assert set(PlayCard.__struct_fields__) == {"card", "direction"}
    assert set(CallDirection.__struct_fields__) == {"direction"}
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(
            b'{"type": "karta3.play", "card": 17, "direction": "high", "attribute": 1}',
            type=Action,
        )


def test_karta3_action_shapes() -> None:
    play_json = b'{"type": "karta3.play", "card": 17, "direction": "high"}'
    call_json = b'{"type": "karta3.call", "direction": "low"}'
    assert msgspec.json.decode(play_json, type=Action) == PlayCard(card=17, direction="high")
    assert msgspec.json.decode(call_json, type=Action) == CallDirection(direction="low")
    assert msgspec.json.decode(b'{"type": "karta3.play", "card": 3}', type=Action) == PlayCard(3)
    for bad in (
        b'{"type": "karta3.play", "card": 59}',
        b'{"type": "karta3.play", "card": 0}',
        b'{"type": "karta3.call", "direction": "up"}',
    ):
        with pytest.raises(msgspec.ValidationError):
            msgspec.json.decode(bad, type=Action)
    assert msgspec.json.encode(PlayCard(card=17, direction="high")) == (
        b'{"type":"karta3.play","card":17,"direction":"high"}'
    )


@pytest.mark.parametrize(
    ("direction", "ranks", "winner", "second"),
    [
        ("high", (20, 45, 33, 7), 1, 2),
        ("high", (58, 57, 1, 2), 0, 1),
        ("low", (20, 45, 33, 7), 3, 0),
        ("low", (58, 57, 1, 2), 2, 3),
    ],
)
def test_karta3_s3_table_best_wins_next_best_is_second(
    direction: Direction, ranks: tuple[int, ...], winner: int, second: int
) -> None:
    hands = [cards(r) for r in ranks]
    state, events = play_round(make_state(hands), direction, *cards(*ranks))
    assert (resolved(events)["winner"], resolved(events)["second"]) == (winner, second)
    assert state.opener == second


def test_karta3_s3_winner_collects_only_the_played_cards_central_set_apart() -> None:
    hands = [cards(41, 1, 2), cards(56, 3, 4), cards(23, 5, 6)]
    state = make_state(hands)
    central = state.central
    after, events = play_round(state, "high", *cards(41, 56, 23))
    assert sorted(after.won[1]) == sorted(cards(41, 56, 23))
    assert after.won[0] == after.won[2] == []
    assert central in after.central_pile and central not in after.won[1]
    assert resolved(events)["points"] == 3


def test_karta3_s3_with_two_players_the_loser_is_second() -> None:
    directions: tuple[Direction, ...] = ("high", "low")
    for direction in directions:
        for pair in ((10, 50), (50, 10)):
            hands = [cards(pair[0], 1, 2), cards(pair[1], 3, 4)]
            _, events = play_round(make_state(hands), direction, *cards(*pair))
            data = resolved(events)
            assert {data["winner"], data["second"]} == {0, 1}


def test_karta3_s3_example_high_ana_bruno_carla() -> None:
    # Circle values. Ana opens with 41 and calls High; Bruno plays 56 and Carla 23.
    ana, bruno, carla = 0, 1, 2
    hands = [cards(41, 8, 9), cards(56, 11, 12), cards(23, 14, 15)]
    state, events = play_round(make_state(hands), "high", *cards(41, 56, 23))
    data = resolved(events)
    assert data["winner"] == bruno and data["points"] == 3
    assert GAME.view(state, None).scores == [0, 3, 0]
    # Ana is second: she draws first and opens the next round.
    assert data["second"] == ana
    drawn = [e.data["seat"] for e in events if e.type == "karta3.card_drawn"]
    assert drawn == [ana, bruno, carla]
    assert state.opener == ana and GAME.to_act(state) == frozenset({ana})
    assert carla not in (data["winner"], data["second"])


def test_karta3_s3_example_low_7_19_42() -> None:
    # Triangle values, Low: 7, 19 and 42 are played; 7 wins, 19 is second, 42 is the worst.
    hands = [cards(42, 1, 2, attribute=TRIANGLE), cards(7, 3, 4, attribute=TRIANGLE)]
    hands.append(cards(19, 5, 6, attribute=TRIANGLE))
    state = make_state(hands, attribute=TRIANGLE)
    _, events = play_round(state, "low", *cards(42, 7, 19, attribute=TRIANGLE))
    data = resolved(events)
    assert (data["winner"], data["second"]) == (1, 2)
