"""Whole TRES games through HTTP: scripted seats (legal actions from GET .../actions, any seat
listed in `to_act`) and bots moved by a real RQ worker; every way a game ends (T7, T9, T10),
views that never show another seat's hand (C4), the -4 response of another seat (T11), the turn
timer's default (T16) and bots announcing "¡TRES!"."""

from __future__ import annotations

import json
import random
import subprocess
from typing import Any

import msgspec
import pytest
import redis
from msgspec.structs import replace
from support import (
    Chooser,
    act,
    add_bot,
    auth,
    join,
    legal,
    play_out,
    save_staged,
    start,
    view,
)

from service.games.tres.cards import COLOURS, EARTHQUAKE, NUMBER, card_id
from service.games.tres.state import State as TresState
from service.storage.store import table_key
from service.tables.models import Table

Client = Any
MINUS_FOUR = {100, 101}


def create_tres(client: Client, turn_seconds: int = 60, host_plays: bool = True) -> tuple[str, str]:
    body = {
        "game": "tres",
        "host_name": "Host",
        "host_plays": host_plays,
        "options": {"turn_seconds": turn_seconds},
    }
    response = client.post("/tables", json=body)
    assert response.status_code == 201, response.text
    return response.json()["code"], response.json()["token"]


def scripted_table(client: Client, seats: int, **options: Any) -> tuple[str, dict[int, str]]:
    """`seats` scripted humans: joiners 0..n-2, the host last."""
    code, host = create_tres(client, **options)
    tokens = {seat: join(client, code, f"Player {seat}") for seat in range(seats - 1)}
    tokens[seats - 1] = host
    start(client, code, host)
    return code, tokens


def announced_first(rng: random.Random) -> Chooser:
    """Announce a completed line when possible (T7), else any legal action."""

    def choose(seat: int, game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
        wins = [a for a in actions if a.get("announce") and a["type"] != "tres.earthquake"]
        return wins[0] if wins else rng.choice(actions)

    return choose


def always_draw(seat: int, game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    """Draw and pass (T8); answer anything else with its first legal action."""
    for action in actions:
        if action == {"type": "tres.draw", "and_pass": True}:
            return action
    passes = [a for a in actions if a["type"] == "tres.pass"]
    return passes[0] if passes else actions[0]


def check_private(client: Client, code: str, tokens: dict[int, str]) -> bool:
    """C4: at one version, no seat's view (nor a spectator's) holds another seat's hand card.
    False if the table moved while the views were read (nothing compared)."""
    views = {seat: view(client, code, token) for seat, token in tokens.items()}
    spectator = view(client, code)
    if len({table["version"] for table in [*views.values(), spectator]}) != 1:
        return False  # a bot or timer moved in between: compare at another time
    hands = {seat: {c["id"] for c in t["game_view"]["hand"]} for seat, t in views.items()}
    assert spectator["game_view"]["hand"] is None
    for seat, table in [*views.items(), (None, spectator)]:
        game = table["game_view"]
        shown = json.dumps({k: v for k, v in game.items() if k != "hand"})
        for other, hand in hands.items():
            if other == seat:
                continue
            for card in hand:
                assert f'"id": {card},' not in shown, (seat, other, card)
        assert game["hand_counts"] == [
            len(hands[s]) if s in hands else game["hand_counts"][s] for s in range(game["seats"])
        ]
    return True


def play_tres(
    client: Client,
    code: str,
    tokens: dict[int, str],
    choose: Chooser,
    timeout: float = 30,
    check_every: int = 0,
    checked: list[bool] | None = None,
) -> dict[str, Any]:
    """`play_out` with TRES's choosers; every `check_every` scripted moves the views are
    checked for leaks (whether a check ran goes into `checked`)."""
    moves = 0

    def check() -> None:
        nonlocal moves
        moves += 1
        if check_every and moves % check_every == 0:
            ran = check_private(client, code, tokens)
            if checked is not None:
                checked.append(ran)

    return play_out(client, code, tokens, timeout, choose, check)


def assert_finished(table: dict[str, Any], reason: str) -> None:
    assert table["status"] == "finished", table
    assert table["to_act"] == [] and table["deadlines"] == []
    assert table["result"]["reason"] == reason
    assert table["game_view"]["outcome"] == table["result"]


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_tres_full_game_with_bots_and_scripted_seats(
    client: Client, worker: subprocess.Popen[bytes], seats: int
) -> None:
    code, host = create_tres(client)
    humans = {}
    for index in range(seats - 1):
        if index % 2:
            humans[index] = join(client, code, f"Player {index}")
        else:
            add_bot(client, code, host, "easy")
    humans[seats - 1] = host
    start(client, code, host)
    table = play_tres(client, code, humans, announced_first(random.Random(seats)), 40, 7)
    assert table["status"] == "finished"
    result = table["result"]
    assert result["reason"] in ("tres", "deck_exhausted", "last_standing", "all_eliminated")
    assert set(result.get("winners", [])) <= set(range(seats))
    game = table["game_view"]
    assert len(game["hand_counts"]) == seats and len(game["board"]) == 9


def test_tres_T9_general_defeat_when_the_deck_runs_out(client: Client) -> None:
    code, tokens = scripted_table(client, 3)
    checked: list[bool] = []
    table = play_tres(client, code, tokens, always_draw, check_every=10, checked=checked)
    assert_finished(table, "deck_exhausted")
    assert sum(checked) >= 5  # C4: no view ever showed another seat's hand
    assert table["result"].get("winners", []) == []
    assert table["game_view"]["deck_count"] == 0


def builder(rng: random.Random) -> Chooser:
    """Seat 0 builds lines and announces the first it completes; the others only draw."""
    fallback = announced_first(rng)

    def choose(seat: int, game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
        if seat != 0:
            return always_draw(seat, game, actions)
        wins = [a for a in actions if a.get("announce") and a["type"] != "tres.earthquake"]
        if wins:
            return wins[0]
        return best_builder_move(game, actions) or fallback(seat, game, actions)

    return choose


def test_tres_T7_a_line_announced_wins(client: Client) -> None:
    """Retried on the rare game that ends another way."""
    for attempt in range(5):
        code, tokens = scripted_table(client, 2)
        table = play_tres(client, code, tokens, builder(random.Random(attempt)))
        if table["result"]["reason"] == "tres":
            assert_finished(table, "tres")
            assert table["result"]["winners"] == [0]
            line = table["result"]["details"]["line"]
            numbers = {table["game_view"]["board"][cell]["number"] for cell in line}
            assert len(numbers - {None}) <= 1
            return
    raise AssertionError("no game ended with an announced TRES in 5 attempts")


def best_builder_move(game: dict[str, Any], actions: list[dict[str, Any]]) -> Any:
    """A number card placed where its line gets the most equal numbers; None: draw instead."""
    board = game["board"]
    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
    hand = {card["id"]: card for card in game["hand"]}
    best, best_score = None, 0
    for action in actions:
        if action["type"] != "tres.place" or action.get("announce"):
            continue
        number = action.get("number") or hand.get(action["card"], {}).get("number")
        if number is None:
            continue
        score = 0
        for line in lines:
            if action["cell"] in line:
                others = [board[c] for c in line if c != action["cell"]]
                score = max(score, sum(1 for o in others if o["number"] == number or o["wild"]))
        if score > best_score:
            best, best_score = action, score
    if best is None:
        draws = [a for a in actions if a["type"] == "tres.draw" and a.get("and_pass")]
        return draws[0] if draws else None
    return best


def emptier(rng: random.Random) -> Chooser:
    """Seat 0 plays its hand out without completing a line or taking cards; the others draw."""
    avoid = {"tres.draw_four", "tres.swap_hands", "tres.steal", "tres.comeback", "tres.draw"}

    def plain(action: dict[str, Any]) -> str:
        return json.dumps({**action, "announce": False}, sort_keys=True)

    def choose(seat: int, game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
        if seat != 0:
            return always_draw(seat, game, actions)
        completing = {plain(a) for a in actions if a.get("announce")}
        plays = [
            a
            for a in actions
            if a["type"] not in avoid and a["type"] != "tres.pass" and plain(a) not in completing
        ]
        return rng.choice(plays) if plays else always_draw(seat, game, actions)

    return choose


def test_tres_T10_last_player_standing(client: Client) -> None:
    """Seat 0's empty hand eliminates it; with two players the other wins (T10)."""
    # Each table's deal is its own (random seed), so a game may end another way; a tenth of a
    # second per game, so many tries cost little (five failed once in CI).
    for attempt in range(40):
        code, tokens = scripted_table(client, 2)
        table = play_tres(client, code, tokens, emptier(random.Random(attempt)))
        if table["result"]["reason"] == "last_standing":
            assert_finished(table, "last_standing")
            assert table["result"]["winners"] == [1]
            assert table["game_view"]["eliminated"] == [0]
            return
    raise AssertionError("no game ended with the last player standing in 40 attempts")


def test_tres_T11_another_seats_minus_four_response_is_answered_over_http(
    client: Client,
) -> None:
    """Both seats draw until one holds a -4 on its turn and plays it: the other seat is then in
    `to_act` (not whose turn it is), with its own deadline, and answers through HTTP."""
    for _ in range(5):
        code, tokens = scripted_table(client, 2)
        for _ in range(200):
            table = view(client, code, tokens[0])
            if table["status"] != "playing":
                break
            (seat,) = table["to_act"]
            game = view(client, code, tokens[seat])["game_view"]
            held = [c["id"] for c in game["hand"] if c["id"] in MINUS_FOUR]
            actions = legal(client, code, tokens[seat])
            if held and game["pending"]["kind"] == "turn" and game["hand_counts"][1 - seat] > 4:
                after = act(
                    client, code, tokens[seat], {"type": "tres.minus_four", "card": held[0]}
                ).json()
                victim = 1 - seat
                assert after["to_act"] == [victim] and after["game_view"]["turn"] == seat
                pending = after["game_view"]["pending"]
                assert pending["seat"] == victim and pending["kind"] == "return_cards"
                assert pending["expects"] == ["tres.return_cards"] and pending["count"] == 4
                assert [d["seat"] for d in after["deadlines"]] == [victim]
                assert after["deadlines"][0]["seconds_left"] > 0
                assert legal(client, code, tokens[seat]) == []
                refused = act(client, code, tokens[seat], {"type": "tres.draw"})
                assert refused.status_code == 409 and refused.json()["code"] == "not_your_turn"
                mine = view(client, code, tokens[victim])
                before = mine["game_view"]["hand_counts"][victim]
                answers = legal(client, code, tokens[victim])
                assert answers and all(a["type"] == "tres.return_cards" for a in answers)
                answered = act(client, code, tokens[victim], answers[-1]).json()
                assert answered["game_view"]["hand_counts"][victim] == before - 4
                assert answered["to_act"] == [seat]  # the victim lost its turn (T11)
                return
            act(client, code, tokens[seat], always_draw(seat, game, actions))
    raise AssertionError("no seat got to play a -4 in 5 games")


def test_tres_T16_the_turn_timer_draws_one_card_and_passes(
    client: Client, worker: subprocess.Popen[bytes]
) -> None:
    code, host = create_tres(client, turn_seconds=15)  # 1.5 s at the tests' scale
    ana = join(client, code, "Ana")
    start(client, code, host)
    table = view(client, code, ana)
    assert table["to_act"] == [0] and table["deadlines"][0]["seat"] == 0
    version = table["version"]
    # The worker's timer fires while this long-poll waits.
    for _ in range(5):
        table = client.get(
            f"/tables/{code}", params={"since": version, "wait": 2}, headers=auth(host)
        ).json()
        if table["version"] > version:
            break
    assert table["to_act"] == [1] and table["seats"][0]["timeouts"] == 1
    assert table["game_view"]["hand_counts"] == [8, 7]
    events = client.get(f"/tables/{code}/events", params={"since": version}).json()["events"]
    kinds = [event["type"] for event in events]
    assert "turn_timed_out" in kinds and "tres.drew" in kinds
    drew = next(e for e in events if e["type"] == "tres.drew")["data"]
    assert drew == {"seat": 0, "count": 1}  # the card itself is private to seat 0


def test_tres_bots_announce_tres(client: Client, worker: subprocess.Popen[bytes]) -> None:
    """An Easy bot against a seat that only draws wins by an announced line (no foul)."""
    for _ in range(4):
        code, host = create_tres(client)
        add_bot(client, code, host, "easy")
        start(client, code, host)
        table = play_tres(client, code, {1: host}, always_draw, timeout=40)
        if table["result"]["reason"] == "tres":
            assert table["result"]["winners"] == [0]
            events = client.get(f"/tables/{code}/events", params={"limit": 1000}).json()
            kinds = [event["type"] for event in events["events"]]
            assert "tres.tres" in kinds and "tres.foul" not in kinds
            return
    raise AssertionError("the bot never won by TRES in 4 games")


def test_tres_T7_a_foul_publishes_nothing_of_the_undone_play(
    client: Client, redis_client: redis.Redis
) -> None:
    """A Terremoto that completes a line unannounced is a foul: the play is taken back, so its
    redeal (the new board, the cards sent to the deck) was never shown and is not now."""
    code, tokens = scripted_table(client, 2)
    blob = redis_client.hget(table_key(code), "d")
    assert isinstance(blob, bytes)
    table = msgspec.msgpack.decode(blob, type=Table)
    state = msgspec.msgpack.decode(table.state or b"", type=TresState)
    fives = [card_id(NUMBER, colour, 5, copy) for colour in COLOURS for copy in (0, 1)]
    seven = card_id(NUMBER, "red", 7)
    quake = card_id(EARTHQUAKE)
    staged = {*fives, seven, quake}
    seat = state.turn
    hands = [[c for c in hand if c not in staged] for hand in state.hands]
    hands[seat].append(quake)
    state = replace(
        state,
        hands=hands,
        deck=[c for c in state.deck if c not in staged] + [c for c in state.board[4]],
        discard=[c for c in state.discard if c not in staged],
        board=[[] for _ in range(4)] + [[*fives, seven]] + [[] for _ in range(4)],
    )
    # Nine cards, eight of them fives: any redeal completes a line of fives.
    save_staged(redis_client, replace(table, state=msgspec.msgpack.encode(state)))
    before = view(client, code, tokens[seat])
    played = {"type": "tres.earthquake", "card": quake, "announce": False}
    after = act(client, code, tokens[seat], played)
    assert after.status_code == 200, after.text
    assert after.json()["game_view"]["board"] == before["game_view"]["board"]
    for token in (tokens[seat], tokens[1 - seat], None):
        headers = auth(token) if token else {}
        page = client.get(
            f"/tables/{code}/events", params={"since": before["version"]}, headers=headers
        )
        kinds = [event["type"] for event in page.json()["events"]]
        assert kinds[:2] == ["tres.foul", "tres.drew"] and "tres.earthquake" not in kinds


def test_tres_opening_events_deal_each_seat_its_hand_and_turn_up_the_centre(
    client: Client,
) -> None:
    code, tokens = scripted_table(client, 3)
    for seat, token in tokens.items():
        game = view(client, code, token)["game_view"]
        events = client.get(f"/tables/{code}/events", headers=auth(token)).json()["events"]
        dealt = {e["data"]["seat"]: e["data"] for e in events if e["type"] == "tres.dealt"}
        assert [card["id"] for card in dealt[seat]["cards"]] == [c["id"] for c in game["hand"]]
        assert all("cards" not in dealt[other] for other in dealt if other != seat)
        (centre,) = [e["data"] for e in events if e["type"] == "tres.centre"]
        assert centre["cell"] == 4 and centre["card"]["id"] == game["board"][4]["top"]["id"]
        assert next(e["data"] for e in events if e["type"] == "tres.turn") == {"seat": 0}
