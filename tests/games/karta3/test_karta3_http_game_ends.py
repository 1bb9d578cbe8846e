"""How a KARTA3 game starts and ends, as an HTTP client sees it: the opening events, the
order of events, timeouts of partial turns (C5), everyone automatic (C6, section 8) and a
cancel (C7). Every end fills `result` and the game view's `outcome` alike. Timers run at a
tenth of their length; an app whose queue no worker serves moves the tables only on requests
(bots are then played by default after their grace period)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from functools import partial
from typing import Any

import msgspec
import pytest
from eventually import eventually
from litestar.testing import TestClient
from support import act, add_bot, auth, create_table, ended, join, legal, start, view

from service.app import create_app
from service.core.settings import Settings

TURN = 15  # 1.5 s at the tests' scale
TIMEOUT = TURN * 0.1 + 0.3  # sleep this long to let one turn run out


@pytest.fixture()
def quiet_client(settings: Settings) -> Iterator[Any]:
    quiet = msgspec.structs.replace(settings, queue_name=settings.queue_name + "-quiet")
    with TestClient(app=create_app(quiet)) as client:
        yield client


def events(client: Any, code: str, since: int = 0, token: str | None = None) -> list[Any]:
    headers = auth(token) if token else {}
    response = client.get(f"/tables/{code}/events", params={"since": since}, headers=headers)
    assert response.status_code == 200, response.text
    found: list[Any] = response.json()["events"]
    return found


def rank(card: dict[str, Any], game: dict[str, Any]) -> int:
    value: int = card["attributes"][game["active_attribute"]]["rank"]
    return value


def ana_times_out_and_then_opens(client: Any) -> tuple[str, str, str, int]:
    """Bruno (seat 0) opens and beats the card Ana (seat 1) will play by default; Ana lets
    her turn run out (timeouts 1), comes second and opens round 2. Returns the code, both
    tokens and the version before Ana's timeout."""
    code, host = create_table(client, host_plays=False, turn_seconds=TURN)
    bruno, ana = join(client, code, "Bruno"), join(client, code, "Ana")
    start(client, code, host)
    game = view(client, code, ana)["game_view"]
    ana_default = rank(game["hand"][0], game)  # K2: the card held longest
    bruno_card = view(client, code, bruno)["game_view"]["hand"][0]
    direction = "high" if rank(bruno_card, game) > ana_default else "low"
    played = {"type": "karta3.play", "card": bruno_card["id"], "direction": direction}
    moved = act(client, code, bruno, played)
    assert moved.status_code == 200, moved.text
    return code, bruno, ana, moved.json()["version"]


def test_C5_direction_call_alone_does_not_reset_timeouts(quiet_client: Any) -> None:
    client = quiet_client
    code, _, ana, _ = ana_times_out_and_then_opens(client)
    time.sleep(TIMEOUT)
    table = view(client, code, ana)
    assert table["seats"][1]["timeouts"] == 1
    assert table["to_act"] == [1] and table["game_view"]["round"] == 2
    called = act(client, code, ana, {"type": "karta3.call", "direction": "high"})
    assert called.status_code == 200, called.text
    assert called.json()["seats"][1]["timeouts"] == 1  # part of a turn resets nothing
    time.sleep(TIMEOUT)
    seat = view(client, code, ana)["seats"][1]
    assert seat["timeouts"] == 2 and seat["automatic"] is True


def test_turn_timed_out_is_logged_before_what_it_causes(quiet_client: Any) -> None:
    client = quiet_client
    code, _, ana, version = ana_times_out_and_then_opens(client)
    time.sleep(TIMEOUT)
    view(client, code, ana)
    kinds = [event["type"] for event in events(client, code, version)]
    assert kinds[0] == "turn_timed_out"
    assert (
        kinds.index("karta3.card_played")
        < kinds.index("karta3.round_resolved")
        < kinds.index("karta3.card_drawn")
    )


def test_C5_a_completed_turn_gets_a_fresh_timer_when_the_seat_acts_again(
    quiet_client: Any,
) -> None:
    """Ana plays the round's last card in time and, second, opens the next round: that is a
    new turn, timed from then, not what was left of the last one."""
    client = quiet_client
    code, _, ana, _ = ana_times_out_and_then_opens(client)
    time.sleep(TURN * 0.1 * 0.5)  # half the turn gone: what is left is below 0.75 s
    oldest = view(client, code, ana)["game_view"]["hand"][0]["id"]  # the card Bruno beats
    answer = act(client, code, ana, {"type": "karta3.play", "card": oldest}).json()
    assert answer["to_act"] == [1] and answer["game_view"]["round"] == 2
    (deadline,) = answer["deadlines"]
    assert deadline["seconds_left"] > TURN * 0.1 * 0.7


@pytest.mark.parametrize("review", [0, 5])
def test_C6_all_automatic_ends_after_the_round_in_progress_without_dealing_the_next(
    quiet_client: Any, review: int
) -> None:
    client = quiet_client
    code, host = create_table(client, host_plays=False, turn_seconds=TURN, review_seconds=review)
    join(client, code, "Ana")
    add_bot(client, code, host)
    start(client, code, host)
    table = eventually(
        lambda: ended(client, code), timeout=30, interval=0.2, what="the game to end"
    )
    log = events(client, code)
    kinds = [event["type"] for event in log]
    last_round = max(i for i, kind in enumerate(kinds) if kind == "karta3.round_resolved")
    assert (
        "karta3.card_drawn" not in kinds[last_round:]
        and "karta3.central_revealed" not in kinds[last_round:]
    )
    assert kinds[-1] == "game_over"
    game = table["game_view"]
    assert game["round"] == log[last_round]["data"]["round"] and game["phase"] == "finished"
    assert game["trick"] == [] and game["reviewing"] is False and table["to_act"] == []
    result = table["result"]
    assert result["reason"] == "all_automatic" and "winners" not in result  # none
    assert result["scores"] == game["scores"] and game["outcome"] == result
    assert log[-1]["data"] == {"reason": "all_automatic", "winners": [], "scores": game["scores"]}


def play_round_for(
    client: Any, code: str, tokens: dict[int, str], winner: int, cards: tuple[int, int] = (0, 0)
) -> None:
    """Both seats play in time; the opener's direction makes `winner` win."""
    game = view(client, code, tokens[0])["game_view"]
    opener = game["turn"]
    other = 1 - opener
    hands = {seat: view(client, code, tokens[seat])["game_view"]["hand"] for seat in (0, 1)}
    mine, theirs = hands[opener][cards[0]], hands[other][cards[1]]
    higher_wins = rank(mine, game) > rank(theirs, game)
    direction = "high" if higher_wins == (winner == opener) else "low"
    opened = {"type": "karta3.play", "card": mine["id"], "direction": direction}
    assert act(client, code, tokens[opener], opened).status_code == 200
    followed = {"type": "karta3.play", "card": theirs["id"]}
    assert act(client, code, tokens[other], followed).status_code == 200


def default_winner(opener: int, cards: dict[int, dict[str, Any]], game: dict[str, Any]) -> int:
    """Who wins a round both seats play by K2's default (the opener's call: High above 29)."""
    high = rank(cards[opener], game) > 29
    best = max if high else min
    return best((0, 1), key=lambda seat: rank(cards[seat], game))


def plan_last_base_round(
    game: dict[str, Any], hands: dict[int, list[dict[str, Any]]], wins: list[int]
) -> tuple[int, int, int] | None:
    """Cards and a winner for round 18 such that, after rounds 19 and 20 played by default,
    both seats have won ten rounds (a tie at 20 points)."""
    opener = game["turn"]
    other = 1 - opener
    for i, j, winner in [(i, j, w) for i in range(3) for j in range(3) for w in (0, 1)]:
        left = {opener: [c for k, c in enumerate(hands[opener]) if k != i]}
        left[other] = [c for k, c in enumerate(hands[other]) if k != j]
        total = list(wins)
        total[winner] += 1
        nxt = 1 - winner  # the second opens the next round
        for index in (0, 1):  # the card held longest first
            won = default_winner(nxt, {seat: left[seat][index] for seat in (0, 1)}, game)
            total[won] += 1
            nxt = 1 - won
        if total == [10, 10]:
            return i, j, winner
    return None


def test_C6_all_automatic_after_the_last_base_round_starts_no_tiebreak(quiet_client: Any) -> None:
    """Two humans tie 10 rounds each with the tiebreak agreed; both let the last two rounds
    time out, so both are automatic when the last base round resolves: the points result
    stands and no tiebreak is dealt (section 8)."""
    client = quiet_client
    turn = 30  # 3 s: rounds 1-18 are played by requests, never by the timer
    for _ in range(5):
        code, host = create_table(client, turn_seconds=turn, force_tiebreak=True)
        ana = join(client, code, "Ana")
        start(client, code, host)
        tokens = {0: ana, 1: host}
        wins = [0, 0]
        for number in range(1, 18):
            winner = number % 2
            play_round_for(client, code, tokens, winner)
            wins[winner] += 1
        game = view(client, code, ana)["game_view"]
        assert game["round"] == 18 and game["phase"] == "final"
        hands = {seat: view(client, code, tokens[seat])["game_view"]["hand"] for seat in (0, 1)}
        plan = plan_last_base_round(game, hands, wins)
        if plan is None:
            continue
        i, j, winner = plan
        opener = game["turn"]
        play_round_for(client, code, tokens, winner, (i, j) if opener == 0 else (j, i))
        version = view(client, code)["version"]
        table = eventually(
            partial(ended, client, code), timeout=30, interval=0.2, what="the game to end"
        )
        kinds = [event["type"] for event in events(client, code, version)]
        assert kinds.count("turn_timed_out") == 4 and kinds[-1] == "game_over"
        for started in ("karta3.tiebreak_started", "karta3.cards_dealt", "karta3.central_revealed"):
            assert started not in kinds
        result = table["result"]
        assert result["reason"] == "points" and result["winners"] == [0, 1]
        assert result["scores"] == [20, 20] and result["details"] == {"tiebreak_skipped": True}
        game = table["game_view"]
        assert game["phase"] == "finished" and game["outcome"] == result
        assert game["round"] == 20 and game["tiebreak_seats"] == [] and game["hand"] == []
        return
    pytest.skip("no deal allowed a tie by default play")


def test_C7_cancel_shows_the_partial_summary_in_result_and_outcome(client: Any) -> None:
    code, host = create_table(client, turn_seconds=60)
    ana = join(client, code, "Ana")
    start(client, code, host)
    play_round_for(client, code, {0: ana, 1: host}, winner=0)
    game = view(client, code, ana)["game_view"]
    opener = {0: ana, 1: host}[game["turn"]]
    card = view(client, code, opener)["game_view"]["hand"][0]["id"]
    act(client, code, opener, {"type": "karta3.play", "card": card, "direction": "high"})
    version = view(client, code)["version"]  # a round in progress: one card on the table
    cancelled = client.post(f"/tables/{code}/cancel", headers=auth(host))
    assert cancelled.status_code == 200, cancelled.text
    table = view(client, code, ana)
    result = table["result"]
    assert table["status"] == "cancelled" and table["to_act"] == []
    assert result == {"reason": "cancelled", "scores": [2, 0]}  # no winner
    assert table["game_view"]["outcome"] == result and table["game_view"]["scores"] == [2, 0]
    (event,) = events(client, code, version)
    assert event["type"] == "table_cancelled" and event["data"] == {"scores": [2, 0]}
    assert legal(client, code, ana) == []


def test_C7_cancel_in_the_lobby_has_no_summary(client: Any) -> None:
    code, host = create_table(client)
    client.post(f"/tables/{code}/cancel", headers=auth(host))
    table = view(client, code)
    assert table["result"] == {"reason": "cancelled"}
    assert table["game_view"] is None


def test_the_opening_events_let_a_client_rebuild_the_start(client: Any) -> None:
    code, host = create_table(client)
    ana = join(client, code, "Ana")
    start(client, code, host)
    for seat, token in enumerate((ana, host)):
        game = view(client, code, token)["game_view"]
        log = events(client, code, 0, token)
        kinds = [event["type"] for event in log]
        assert kinds[kinds.index("game_started") + 1 :] == [
            "karta3.cards_dealt",
            "karta3.cards_dealt",
            "karta3.central_revealed",
        ]
        dealt = [event["data"] for event in log if event["type"] == "karta3.cards_dealt"]
        assert dealt[seat] == {
            "seat": seat,
            "count": 3,
            "cards": [card["id"] for card in game["hand"]],
        }
        assert dealt[1 - seat] == {"seat": 1 - seat, "count": 3}  # C4: not the other hand
        revealed = log[-1]["data"]
        assert revealed == {
            "card": game["central"]["id"],
            "closing": False,
            "attribute": game["active_attribute"],
        }
    spectator = events(client, code)
    assert all("cards" not in event["data"] for event in spectator)


def test_karta3_the_openers_legal_actions_list_complete_plays_first(client: Any) -> None:
    """docs/api.md: the complete plays (card and direction) come first, then the two kinds of
    partial action (a call alone, a card alone); a client may send any complete play."""
    code, host = create_table(client)
    ana = join(client, code, "Ana")
    start(client, code, host)
    actions = legal(client, code, ana)
    hand = view(client, code, ana)["game_view"]["hand"]
    complete = actions[: 2 * len(hand)]
    assert all(a["type"] == "karta3.play" and a["direction"] for a in complete)
    partial = actions[2 * len(hand) :]
    assert [a["type"] for a in partial] == ["karta3.call"] * 2 + ["karta3.play"] * len(hand)
    assert all(a.get("direction") is None for a in partial[2:])
