"""Rutas over HTTP: full games ending by sales, by empty hand and deck, by resign, by clock, by
an untimed move's limit, by absence and by the first-move abort (R8); against bots with and
without variants, their moves and the timers played by real workers."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from eventually import eventually
from litestar.testing import TestClient
from msgspec.structs import replace
from support import act, auth, ended, legal, play_out, view

from service.app import create_app
from service.core.settings import Settings

Choice = Callable[[list[dict[str, Any]], random.Random], dict[str, Any]]


def scaled_client(settings: Settings, scale: float) -> Iterator[Any]:
    """A client whose timers run at `scale`, on a queue of its own: the tests' worker runs its
    timers at the session's scale and would judge these tables' deadlines by it."""
    scaled = replace(settings, time_scale=scale, queue_name=f"{settings.queue_name}-{scale}")
    with TestClient(app=create_app(scaled)) as client:
        yield client


@pytest.fixture()
def fast_client(settings: Settings) -> Iterator[Any]:
    """R8's minutes at a twentieth: a 1-minute clock or absence takes 3 s."""
    yield from scaled_client(settings, 0.05)


@pytest.fixture()
def fastest_client(settings: Settings) -> Iterator[Any]:
    """At a fiftieth: the 5-minute move takes 6 s, the first-move minute 1.2 s."""
    yield from scaled_client(settings, 0.02)


def create_rutas(
    client: Any, bots: list[str] | None = None, host_plays: bool = True, **options: Any
) -> tuple[str, str]:
    body = {"game": "rutas", "host_name": "Ana", "host_plays": host_plays, "options": options}
    if bots:
        body["bots"] = bots
    response = client.post("/tables", json=body)
    assert response.status_code == 201, response.text
    return response.json()["code"], response.json()["token"]


def two_humans(
    client: Any, players: list[str] | None = None, **options: Any
) -> tuple[str, dict[int, str]]:
    """A started game between the host and one guest: seat -> token. With `players` (two
    player credentials) the host's and the guest's seats are linked to them."""
    host_auth, guest_auth = [auth(p) for p in players] if players else [{}, {}]
    body = {"game": "rutas", "host_name": "Ana", "options": options}
    created = client.post("/tables", json=body, headers=host_auth)
    assert created.status_code == 201, created.text
    code, host = created.json()["code"], created.json()["token"]
    joined = client.post(f"/tables/{code}/join", json={"name": "Bruno"}, headers=guest_auth)
    assert joined.status_code == 201, joined.text
    guest = joined.json()["token"]
    started = client.post(f"/tables/{code}/start", headers=auth(host))
    assert started.status_code == 200, started.text
    return code, {view(client, code, token)["you"]["seat"]: token for token in (host, guest)}


def human_vs_bots(client: Any, level: str, **options: Any) -> tuple[str, dict[int, str]]:
    code, host = create_rutas(client, bots=[level], **options)
    started = client.post(f"/tables/{code}/start", headers=auth(host))
    assert started.status_code == 200, started.text
    return code, {started.json()["you"]["seat"]: host}


def ended_alike(table: dict[str, Any]) -> dict[str, Any]:
    """Every end fills the table's result and the game's outcome alike; rated is one answer."""
    result: dict[str, Any] = table["result"]
    assert table["game_view"]["outcome"] == result and table["to_act"] == []
    assert table["game_view"]["rated"] is table["rated"] is result["details"]["rated"]
    return result


def random_action(actions: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """Any card play or discard (never dissolving nor resigning)."""
    useful = [a for a in actions if a["type"] in ("rutas.play", "rutas.discard")]
    return rng.choice(useful)


def discard_first(actions: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """Only what the opening forces, then always a discard: the cards run out."""
    discards = [a for a in actions if a["type"] == "rutas.discard"]
    return discards[0] if discards else actions[0]


def play_until_over(
    client: Any,
    code: str,
    tokens: dict[int, str],
    choose: Choice,
    rng: random.Random,
    timeout: float = 120,
) -> dict[str, Any]:
    """`play_out` with a Rutas choice; after every scripted move no view may leak (C4)."""

    def chooser(seat: int, game: dict[str, Any], actions: list[dict[str, Any]]) -> Any:
        return choose(actions, rng)

    def check() -> None:
        check_no_hidden_cards({seat: view(client, code, token) for seat, token in tokens.items()})

    return play_out(client, code, tokens, timeout, chooser, check)


def check_no_hidden_cards(views: dict[int, dict[str, Any]]) -> None:
    """C4: a seat's view holds its own hand and never a card of the other hand."""
    hands = {seat: {c["id"] for c in v["game_view"]["hand"]} for seat, v in views.items()}
    for seat, table in views.items():
        shown = str(table["game_view"]["seats"])
        for other, cards in hands.items():
            if other != seat:
                assert not any(
                    f"'id': {card}," in shown for card in cards if card not in hands[seat]
                )


def finished_by(client: Any, reason: str, make: Callable[[], dict[str, Any]], tries: int) -> Any:
    """Play games until one ends by `reason` (the deal is secret: it cannot be chosen)."""
    seen = []
    for _ in range(tries):
        table = make()
        seen.append(table["result"]["reason"])
        if table["result"]["reason"] == reason:
            return table
    raise AssertionError(f"no game ended by {reason} in {tries}: {seen}")


def test_rutas_is_offered_with_its_options_and_actions(client: Any) -> None:
    games = {g["id"]: g for g in client.get("/games").json()}
    assert games["rutas"]["min_seats"] == games["rutas"]["max_seats"] == 2
    spec = client.get("/docs/openapi.json").json()
    examples = spec["paths"]["/tables/{code}/actions"]["post"]["requestBody"]["content"][
        "application/json"
    ]["examples"]
    tags = {e["value"]["action"]["type"] for e in examples.values()}
    assert {"rutas.play", "rutas.discard", "rutas.dissolve", "rutas.resign"} <= tags


def test_rutas_R9_a_table_is_rated_only_with_standard_rules_and_two_identified_humans(
    client: Any,
) -> None:
    players = [client.post("/players", json={"name": n}).json()["token"] for n in ("Ana", "Bo")]
    code, tokens = two_humans(client, players=players)
    assert view(client, code, tokens[0])["rated"] is True
    code, tokens = two_humans(client, players=players, kings_add=True)
    assert view(client, code, tokens[0])["rated"] is False
    code, tokens = two_humans(client)  # seat tokens only: no player identities
    assert view(client, code, tokens[0])["rated"] is False
    code, tokens = human_vs_bots(client, "easy")
    table = view(client, code, next(iter(tokens.values())))
    assert table["rated"] is False
    assert table["game_view"]["rated"] is False  # one answer: the table's (R9)


def test_rutas_http_game_ends_by_sales(client: Any) -> None:
    rng = random.Random(5)

    def game() -> dict[str, Any]:
        code, tokens = two_humans(client)
        return play_until_over(client, code, tokens, random_action, rng)

    table = finished_by(client, "sold", game, tries=20)
    winner = table["result"]["winners"][0]
    assert table["status"] == "finished"
    assert table["result"]["scores"][winner] >= 2
    assert all(pair["status"] != "open" for pair in table["game_view"]["pairs"])


def test_rutas_http_game_ends_when_a_hand_and_deck_are_empty(client: Any) -> None:
    code, tokens = two_humans(client)
    table = play_until_over(client, code, tokens, discard_first, random.Random(1))
    assert table["result"]["reason"] == "out_of_cards"
    loser = 1 - table["result"]["winners"][0]
    seat = table["game_view"]["seats"][loser]
    assert seat["hand_count"] == seat["deck_count"] == 0


def test_rutas_http_resign_off_turn(client: Any) -> None:
    players = [client.post("/players", json={"name": n}).json()["token"] for n in ("Ana", "Bo")]
    code, tokens = two_humans(client, players=players)  # identified: rated (R9)
    waiting = 1 - view(client, code, tokens[0])["to_act"][0]
    actions = legal(client, code, tokens[waiting])
    assert actions == [{"type": "rutas.resign"}]
    response = act(client, code, tokens[waiting], {"type": "rutas.resign"})
    assert response.status_code == 200, response.text
    table = response.json()
    assert table["status"] == "finished"
    assert table["result"]["reason"] == "resign"
    assert table["result"]["winners"] == [1 - waiting]
    assert ended_alike(table)["details"]["rated"] is True
    events = client.get(f"/tables/{code}/events", headers=auth(tokens[0])).json()["events"]
    assert "rutas.resigned" in [e["type"] for e in events]
    (ended,) = [e["data"] for e in events if e["type"] == "rutas.ended"]
    assert ended["rated"] is True and ended["reason"] == "resign"


def test_rutas_R9_against_a_bot_the_view_result_and_events_say_unrated(client: Any) -> None:
    code, tokens = human_vs_bots(client, "easy")
    ((seat, token),) = tokens.items()
    table = view(client, code, token)
    assert table["rated"] is False and table["game_view"]["rated"] is False
    response = act(client, code, token, {"type": "rutas.resign"})
    assert response.status_code == 200, response.text
    table = view(client, code, token)
    assert ended_alike(table)["details"]["rated"] is False
    events = client.get(f"/tables/{code}/events", headers=auth(token)).json()["events"]
    (ended,) = [e["data"] for e in events if e["type"] == "rutas.ended"]
    assert ended["rated"] is False and ended["winners"] == [1 - seat]


def test_rutas_opening_events_show_each_seat_only_its_own_deal(client: Any) -> None:
    code, tokens = two_humans(client)
    for seat, token in tokens.items():
        table = view(client, code, token)
        events = client.get(f"/tables/{code}/events", headers=auth(token)).json()["events"]
        dealt = {e["data"]["seat"]: e["data"] for e in events if e["type"] == "rutas.dealt"}
        assert dealt[seat]["cards"] == table["game_view"]["hand"]
        assert "cards" not in dealt[1 - seat] and dealt[1 - seat]["count"] == 8
        (first,) = [e["data"] for e in events if e["type"] == "rutas.first_player"]
        assert first == {"seat": table["game_view"]["first_player"]}


def first_moves(client: Any, code: str, tokens: dict[int, str]) -> None:
    """Both seats make their first move (no abort from here on)."""
    for _ in range(2):
        seat = view(client, code, tokens[0])["to_act"][0]
        response = act(client, code, tokens[seat], legal(client, code, tokens[seat])[0])
        assert response.status_code == 200, response.text


def test_rutas_http_clock_runs_out_and_loses(fast_client: Any) -> None:
    client = fast_client
    code, tokens = two_humans(client, time_control="clock", clock_minutes=1)
    table = view(client, code, tokens[0])
    assert [c["seat"] for c in table["clocks"]] == [0, 1]
    assert [c["running"] for c in table["clocks"]] == [s in table["to_act"] for s in (0, 1)]
    first_moves(client, code, tokens)
    table = view(client, code, tokens[0])
    stalling = table["to_act"][0]
    clocks = {c["seat"]: c for c in table["clocks"]}
    assert clocks[stalling]["running"] and not clocks[1 - stalling]["running"]
    # 1 minute at a twentieth, plus the 5 s increment (0.25 s) the first move earned
    assert 2.5 < clocks[1 - stalling]["seconds_left"] <= 3.25
    table = eventually(
        lambda: ended(client, code, *tokens.values()),
        timeout=20,
        interval=0.1,
        what="the game to end",
    )
    assert table["status"] == "finished"
    assert (table["result"]["reason"], table["result"]["winners"]) == ("clock", [1 - stalling])
    ended_alike(table)
    assert {c["seat"]: c["seconds_left"] for c in table["clocks"]}[stalling] == 0


def test_rutas_http_untimed_move_over_five_minutes_loses(fastest_client: Any) -> None:
    client = fastest_client
    code, tokens = two_humans(client)
    first_moves(client, code, tokens)
    table = view(client, code, tokens[0])
    stalling = table["to_act"][0]
    assert 5 < table["deadlines"][0]["seconds_left"] <= 6
    table = eventually(
        lambda: ended(client, code, *tokens.values()),
        timeout=20,
        interval=0.1,
        what="the game to end",
    )
    assert (table["result"]["reason"], table["result"]["winners"]) == ("move_time", [1 - stalling])
    ended_alike(table)


def test_rutas_http_absent_seat_loses(fast_client: Any) -> None:
    client = fast_client
    code, tokens = two_humans(client, time_control="clock", clock_minutes=5)
    first_moves(client, code, tokens)
    present = view(client, code, tokens[0])["to_act"][0]  # the absent seat is not on turn
    table = eventually(
        lambda: ended(client, code, tokens[present]),  # only this seat stays present
        timeout=20,
        interval=0.1,
        what="the game to end",
    )
    assert (table["result"]["reason"], table["result"]["winners"]) == ("absence", [present])
    ended_alike(table)


def test_rutas_http_no_first_move_against_a_human_cancels(fast_client: Any) -> None:
    client = fast_client
    code, tokens = two_humans(client)
    table = eventually(
        lambda: ended(client, code, *tokens.values()),
        timeout=20,
        interval=0.1,
        what="the game to end",
    )
    assert table["status"] == "cancelled", table["result"]
    assert table["rated"] is False
    assert table["result"]["reason"] == "no_first_move"
    assert table["result"].get("winners", []) == []
    assert ended_alike(table)["scores"] == [0, 0]  # R8: never rated, even with standard rules
    events = client.get(f"/tables/{code}/events", headers=auth(tokens[0])).json()["events"]
    assert "game_aborted" in [e["type"] for e in events]


def test_rutas_http_vs_hard_bot_standard_rules(client: Any, worker: Any) -> None:
    code, tokens = human_vs_bots(client, "hard")
    table = play_until_over(client, code, tokens, random_action, random.Random(2))
    assert table["status"] == "finished"
    assert table["result"]["reason"] in ("sold", "out_of_cards")
    assert ended_alike(table)["details"]["rated"] is False  # R9: against a bot
    bot_seat = 1 - next(iter(tokens))
    events = client.get(f"/tables/{code}/events", params={"limit": 1000}).json()["events"]
    assert any(e["data"]["seat"] == bot_seat for e in events if e["type"] == "rutas.played")


VARIANT_SETS = [
    {"queens_anywhere": True, "kings_add": True, "founding_suit": True, "quick_sale": True},
    {"no_figure_limit": True, "reshuffle": True, "short_deck": True, "queen_shield": True},
    {"double_deck": True, "steady_course": True, "fresh_hand": True, "protected_joker": True},
]


@pytest.mark.parametrize("variants", VARIANT_SETS, ids=["set1", "set2", "set3"])
def test_rutas_http_vs_easy_bot_with_variants(
    client: Any, worker: Any, variants: dict[str, bool]
) -> None:
    code, tokens = human_vs_bots(client, "easy", **variants)
    table = play_until_over(client, code, tokens, random_action, random.Random(3))
    assert table["status"] == "finished"
    assert table["game_view"]["rated"] is False
    assert table["result"]["details"]["variants"] == [
        name for name in table["game_view"]["variants"] if variants.get(name)
    ]
    assert sorted(table["result"]["details"]["variants"]) == sorted(variants)


def test_rutas_http_absence_is_applied_by_the_worker_while_the_other_seat_long_polls(
    client: Any, worker: Any
) -> None:
    code, tokens = two_humans(client, time_control="clock", clock_minutes=5)
    first_moves(client, code, tokens)
    table = view(client, code, tokens[0])
    present = table["to_act"][0]
    started = time.monotonic()
    while table["status"] == "playing" and time.monotonic() - started < 30:
        response = client.get(
            f"/tables/{code}",
            params={"since": table["version"], "wait": 2},
            headers=auth(tokens[present]),
        )
        table = response.json()
    assert (table["result"]["reason"], table["result"]["winners"]) == ("absence", [present])
    ended_alike(table)


def test_rutas_start_says_it_needs_exactly_two_seats(client: Any) -> None:
    """A game of one seat count says so in words ("exactly 2", not "2 to 2")."""
    created = client.post("/tables", json={"game": "rutas", "host_name": "Ana"}).json()
    alone = client.post(f"/tables/{created['code']}/start", headers=auth(created["token"]))
    assert alone.status_code == 409 and alone.json()["code"] == "cannot_start"
    assert alone.json()["detail"] == "Rutas needs exactly 2 seats, not 1"
