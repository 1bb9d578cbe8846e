"""Section 1 (the cards and their values) and ruling K1 (the shipped decks)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import msgspec
import pytest
from karta3_helpers import CIRCLE, SQUARE, TRIANGLE, card, cards, make_state, play_round

from service.games.karta3 import GAME
from service.games.karta3.decks import (
    DECK_IDS,
    Deck,
    InvalidDeck,
    get_deck,
    load_deck,
    validate_deck,
)
from service.games.karta3.state import Options

DECKS_DIR = Path(__file__).resolve().parents[3] / "service" / "games" / "karta3" / "decks"


def deck_json(deck_id: str) -> dict[str, object]:
    data: dict[str, object] = json.loads((DECKS_DIR / f"{deck_id}.json").read_text())
    return data


def decode(data: dict[str, object]) -> Deck:
    return msgspec.json.decode(json.dumps(data).encode(), type=Deck)


def test_karta3_s1_shared_deck_of_58_cards_with_three_themed_attributes() -> None:
    solar = get_deck("solar_system")
    creatures = get_deck("magical_creatures")
    for deck in (solar, creatures):
        assert len(deck.cards) == 58
        assert len(deck.attributes) == 3
    # "Velocidad, Distancia y Diámetro en Sistema Solar, o Poder, Astucia y Resistencia".
    assert [a.name for a in solar.attributes] == ["Orbital speed", "Distance", "Diameter"]
    assert [a.name for a in creatures.attributes] == ["Power", "Cunning", "Endurance"]


def test_karta3_s1_every_card_has_a_playable_value_for_each_attribute() -> None:
    for deck_id in DECK_IDS:
        for c in get_deck(deck_id).cards:
            assert len(c.values) == 3
            assert all(1 <= value.rank <= 58 for value in c.values)


def test_karta3_s1_principal_attribute_is_one_of_the_three_not_a_fourth() -> None:
    for deck_id in DECK_IDS:
        deck = get_deck(deck_id)
        assert {c.principal for c in deck.cards} == {0, 1, 2}
        assert all(len(c.values) == 3 for c in deck.cards)


def test_karta3_s1_attribute_symbols_circle_triangle_square() -> None:
    for deck_id in DECK_IDS:
        symbols = [a.symbol for a in get_deck(deck_id).attributes]
        assert symbols == ["circle", "triangle", "square"]


def test_karta3_s1_ranks_1_to_58_without_repeats_so_rounds_never_tie() -> None:
    for deck_id in DECK_IDS:
        deck = get_deck(deck_id)
        for attribute in (CIRCLE, TRIANGLE, SQUARE):
            assert sorted(c.values[attribute].rank for c in deck.cards) == list(range(1, 59))


def test_karta3_s1_a_card_may_have_the_same_rank_in_two_attributes() -> None:
    for deck_id in DECK_IDS:
        deck = get_deck(deck_id)
        doubles = [c for c in deck.cards if len({v.rank for v in c.values}) < 3]
        assert doubles, "both shipped decks have such a card"
        validate_deck(deck)


def test_karta3_s1_central_card_principal_sets_the_active_attribute() -> None:
    for attribute in (CIRCLE, TRIANGLE, SQUARE):
        # The same three cards, ranked in the attribute of the central card.
        hands = [cards(50, attribute=attribute), cards(10, attribute=attribute)]
        state = make_state(hands, attribute=attribute)
        assert GAME.view(state, 0).active_attribute == attribute
        after, events = play_round(state, "high", hands[0][0], hands[1][0])
        resolved = next(e for e in events if e.type == "karta3.round_resolved")
        assert resolved.data["winner"] == 0
        assert after.last_round is not None and after.last_round.attribute == attribute


def test_karta3_s1_played_card_compares_the_active_attribute_not_its_own_principal() -> None:
    deck = get_deck("solar_system")
    # Two cards whose own principal is not the circle, ordered one way in the circle and the
    # other way in their own principal attribute.
    pair = next(
        (a, b)
        for a in deck.cards
        for b in deck.cards
        if a.principal == b.principal != CIRCLE
        and a.values[CIRCLE].rank > b.values[CIRCLE].rank
        and a.values[a.principal].rank < b.values[a.principal].rank
    )
    state = make_state([[pair[0].id], [pair[1].id]], attribute=CIRCLE)
    _, events = play_round(state, "high", pair[0].id, pair[1].id)
    resolved = next(e for e in events if e.type == "karta3.round_resolved")
    assert resolved.data["winner"] == 0


def test_karta3_s1_printed_data_and_units_do_not_count_for_points() -> None:
    # The winner of a round of two gets two points whatever the cards' data.
    low_pair = cards(1, 2)
    high_pair = cards(57, 58)
    for pair in (low_pair, high_pair):
        state = make_state([[pair[0]], [pair[1]]])
        after, _ = play_round(state, "high", pair[0], pair[1])
        assert GAME.view(after, None).scores == [0, 2]


def test_karta3_s1_view_shows_rank_and_datum_of_every_attribute() -> None:
    state = make_state([cards(41, 3, 5), cards(56, 7, 9)])
    face = GAME.view(state, 0).hand[0]
    deck = get_deck("solar_system")
    assert face.id == card(41)
    assert [a.rank for a in face.attributes] == [v.rank for v in deck.card(face.id).values]
    assert [a.datum for a in face.attributes] == [v.datum for v in deck.card(face.id).values]


# --- ruling K1 -------------------------------------------------------------------------------


def test_karta3_K1_at_least_two_themed_decks_ship() -> None:
    assert len(DECK_IDS) >= 2
    for deck_id in DECK_IDS:
        deck = load_deck(deck_id)
        assert deck.id == deck_id
        GAME.validate_options(msgspec.convert({"deck": deck_id}, type=Options))
        assert len({c.name for c in deck.cards}) == 58


def test_karta3_K1_each_attribute_is_a_permutation_of_1_to_58() -> None:
    for deck_id in DECK_IDS:
        deck = get_deck(deck_id)
        assert [c.id for c in deck.cards] == list(range(1, 59))
        for attribute in range(3):
            assert sorted(c.values[attribute].rank for c in deck.cards) == list(range(1, 59))


def test_karta3_K1_every_value_has_a_datum_with_its_unit() -> None:
    for deck_id in DECK_IDS:
        deck = get_deck(deck_id)
        for c in deck.cards:
            for attribute, value in zip(deck.attributes, c.values, strict=True):
                assert value.datum.endswith(" " + attribute.unit)
                number = value.datum.removesuffix(" " + attribute.unit).replace(",", "")
                assert re.fullmatch(r"\d+(\.\d+)?", number)
                assert float(number) == pytest.approx(value.value, rel=1e-3)


@pytest.mark.parametrize("deck_id", DECK_IDS)
def test_karta3_K1_rank_order_agrees_with_the_values(deck_id: str) -> None:
    # Required for real-world data (Solar System); the invented deck is ranked the same way.
    deck = get_deck(deck_id)
    for attribute in range(3):
        by_value = sorted(deck.cards, key=lambda c: c.values[attribute].value)
        assert [c.values[attribute].rank for c in by_value] == list(range(1, 59))
        values = [c.values[attribute].value for c in deck.cards]
        assert len(set(values)) == 58, "equal values would make the order arbitrary"


def test_karta3_K1_solar_system_ranks_follow_real_data() -> None:
    deck = get_deck("solar_system")
    by_name = {c.name: c for c in deck.cards}
    speed, distance, diameter = CIRCLE, TRIANGLE, SQUARE
    # Mercury is the fastest planet, Jupiter the largest body, and Neptune is farther from the
    # Sun than Uranus.
    assert by_name["Mercury"].values[speed].rank > by_name["Earth"].values[speed].rank
    assert by_name["Jupiter"].values[diameter].rank == 58
    assert by_name["Neptune"].values[distance].rank > by_name["Uranus"].values[distance].rank


def test_karta3_K1_validate_deck_rejects_a_repeated_rank() -> None:
    data = deck_json("solar_system")
    cards_data = data["cards"]
    assert isinstance(cards_data, list)
    cards_data[1]["values"][0]["rank"] = cards_data[0]["values"][0]["rank"]
    with pytest.raises(InvalidDeck, match="permutation"):
        validate_deck(decode(data))


def test_karta3_K1_validate_deck_rejects_a_missing_card() -> None:
    data = deck_json("magical_creatures")
    cards_data = data["cards"]
    assert isinstance(cards_data, list)
    del cards_data[-1]
    with pytest.raises(InvalidDeck):
        validate_deck(decode(data))


def test_karta3_K1_validate_deck_rejects_a_wrong_attribute_count() -> None:
    data = deck_json("solar_system")
    attributes = data["attributes"]
    assert isinstance(attributes, list)
    del attributes[-1]
    with pytest.raises(InvalidDeck):
        validate_deck(decode(data))
    data = deck_json("solar_system")
    cards_data = data["cards"]
    assert isinstance(cards_data, list)
    del cards_data[5]["values"][2]
    with pytest.raises(InvalidDeck):
        validate_deck(decode(data))


def test_karta3_K1_deck_file_with_rank_out_of_range_does_not_decode() -> None:
    data = deck_json("solar_system")
    cards_data = data["cards"]
    assert isinstance(cards_data, list)
    cards_data[0]["values"][1]["rank"] = 59
    with pytest.raises(msgspec.ValidationError):
        decode(data)


def test_karta3_K1_unknown_deck_is_not_an_option() -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"deck": "tarot"}, type=Options)
