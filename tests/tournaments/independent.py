"""An independent computation of tournament scores from the game records (GET /tables/{code}/record)
and what the test itself knows (who never came to which table), written apart from
service/tournaments so the two can be checked against each other. Default points only: a
full table of S seats scores S-1, ..., 0; a smaller table of n the same range evenly spread
(first S-1, last 0); tied players share their places' points; a no-show scores 0 below
everyone who came."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

Client = Any


def record(client: Client, code: str) -> dict[str, Any]:
    response = client.get(f"/tables/{code}/record")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def ranks_from_record(rec: dict[str, Any]) -> list[int]:
    """Each seat's place (1 first; equal numbers tie) as the test reads the record's result:
    the winners, then by score where the game keeps scores; a game that reports who was
    eliminated ranks those still in ahead of them, the last one out best."""
    seats = len(rec["seats"])
    result = rec.get("result") or {}
    winners = set(result.get("winners", []))
    if rec["status"] == "cancelled" or result.get("reason") in (None, "cancelled", "aborted"):
        return [1] * seats
    if "eliminated" in result.get("details", {}):
        out = list(result["details"]["eliminated"])
        keys = []
        for seat in range(seats):
            if seat in winners:
                keys.append((0, 0))
            elif seat in out:
                keys.append((2, -out.index(seat)))  # the last one out is the best of them
            else:
                keys.append((1, 0))
    else:
        scores = result.get("scores")
        keys = [(seat not in winners, -(scores[seat] if scores else 0)) for seat in range(seats)]
    return [1 + sum(1 for k in keys if k < mine) for mine in keys]


def table_points(full: int, ranks: list[int], absent: set[int]) -> list[Fraction]:
    """Points per seat at a table of len(ranks) in an event of `full` seats."""
    size = len(ranks)
    came = [s for s in range(size) if s not in absent]
    order = sorted(came, key=lambda s: ranks[s])
    scale = [
        Fraction(full - 1) * Fraction(size - 1 - i, size - 1) if size > 1 else Fraction(full - 1)
        for i in range(size)
    ]
    points = [Fraction(0)] * size
    i = 0
    while i < len(order):
        j = i
        while j < len(order) and ranks[order[j]] == ranks[order[i]]:
            j += 1
        share = sum(scale[i:j], Fraction(0)) / (j - i)
        for seat in order[i:j]:
            points[seat] = share
        i = j
    return points


def swiss_scores(
    client: Client,
    tournament: dict[str, Any],
    no_shows: set[tuple[str, str]],
) -> dict[str, Fraction]:
    """Each player's Swiss score: table points from the records, byes at a full table's mean."""
    full = tournament["settings"]["seats"]
    totals: dict[str, Fraction] = {p["id"]: Fraction(0) for p in tournament["players"]}
    for table in tournament["tables"]:
        rec = record(client, table["code"])
        players = [seat["player"] for seat in rec["seats"]]
        assert players == table["seats"]
        absent = {s for s, p in enumerate(players) if (p, table["code"]) in no_shows}
        for seat, points in enumerate(table_points(full, ranks_from_record(rec), absent)):
            totals[players[seat]] += points
    for bye in tournament["byes"]:
        totals[bye["player"]] += Fraction(full - 1, 2)
    return totals


def arena_scores(
    client: Client, tournament: dict[str, Any], no_shows: set[tuple[str, str]]
) -> dict[str, Fraction]:
    """Arena scores with Lichess's streaks: after two wins in a row (first place alone, having
        come) every game scores double until one that is not a win (which still does). A
        player's games are in the order the tournament lists their tables (one at a time). A no-show
    drops below everyone who came, so the best of those who came, alone, has won."""
    full = tournament["settings"]["seats"]
    totals: dict[str, Fraction] = {p["id"]: Fraction(0) for p in tournament["players"]}
    streak: dict[str, int] = dict.fromkeys(totals, 0)
    for table in tournament["tables"]:
        rec = record(client, table["code"])
        players = [seat["player"] for seat in rec["seats"]]
        absent = {s for s, p in enumerate(players) if (p, table["code"]) in no_shows}
        ranks = ranks_from_record(rec)
        points = table_points(full, ranks, absent)
        for seat, player in enumerate(players):
            totals[player] += points[seat] * (2 if streak[player] >= 2 else 1)
            came = [ranks[s] for s in range(len(players)) if s not in absent]
            best = min(came) if came else 0
            alone_first = seat not in absent and ranks[seat] == best and came.count(best) == 1
            streak[player] = streak[player] + 1 if alone_first else 0
    return totals
