"""KARTA3's events took the `karta3.` prefix; logs written before keep their old names and are
upgraded when read, without confusing the table's own `game_over` with KARTA3's."""

from __future__ import annotations

from service.games.base import Event
from service.games.registry import GAMES
from service.tables.events import GameOver, typed

KARTA3 = GAMES["karta3"]


def test_old_karta3_event_names_read_as_the_prefixed_ones() -> None:
    old = Event("card_drawn", {"seat": 1}, {1: {"card": 7}})
    assert KARTA3.upgrade_event(old) == Event("karta3.card_drawn", {"seat": 1}, {1: {"card": 7}})
    over = Event("game_over", {"reason": "points", "winners": [0]})
    assert KARTA3.upgrade_event(over).type == "karta3.game_over"


def test_the_tables_own_game_over_keeps_its_name_in_a_karta3_log() -> None:
    table = GameOver(reason="automatic", winners=[1], scores=None).logged()
    assert KARTA3.upgrade_event(table) == table
    assert isinstance(typed(table), GameOver)


def test_events_of_other_games_and_current_names_are_left_alone() -> None:
    current = Event("karta3.card_played", {"seat": 0, "card": 3})
    assert KARTA3.upgrade_event(current) == current
    assert GAMES["tres"].upgrade_event(Event("card_drawn", {"seat": 1})).type == "card_drawn"
