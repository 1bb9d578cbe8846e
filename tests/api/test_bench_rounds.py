"""`make bench` compares with boardgame.io in interleaved rounds (issue #38): the targets table
reads the median of the rounds' ratios, the printed table shows every round, and the
end-to-end client reads the push stream as the server frames it (chunked SSE)."""

from __future__ import annotations

from typing import Any

import msgspec

from bench.e2e import Run, Stream, Table
from bench.games import REFERENCE
from bench.report import render, target_rows
from bench.rounds import medians, ratios

E2E = ("moves_per_s", "games_per_s", "latency_p50_ms", "latency_p99_ms")


def e2e_round(number: int, ours: float, theirs: float, p99: tuple[float, float]) -> dict[str, Any]:
    mine = {
        "game": REFERENCE.id,
        "seats": 2,
        "tables": 64,
        "moves_per_s": ours,
        "games_per_s": ours / 40,
        "latency_p50_ms": 10.0,
        "latency_p99_ms": p99[0],
        "post_p99_ms": 5.0,
        "client_cpu": 0.2,
        "api_cpu": 0.9,
    }
    peer = {
        "moves_per_s": theirs,
        "games_per_s": theirs / 58,
        "latency_p50_ms": 10.0,
        "latency_p99_ms": p99[1],
    }
    return {"round": number, "ours": mine, "peer": peer, "ratios": ratios(mine, peer, E2E)}


def results() -> dict[str, Any]:
    e2e = [
        e2e_round(1, 3000, 2000, (40, 50)),
        e2e_round(2, 2000, 2000, (60, 50)),
        e2e_round(3, 4000, 2000, (45, 50)),
    ]
    act = [
        {"round": n, "ours": {"moves_per_s": m}, "peer": {"moves_per_s": 2000.0}}
        for n, m in ((1, 2600.0), (2, 2200.0), (3, 3000.0))
    ]
    for entry in act:
        entry["ratios"] = ratios(entry["ours"], entry["peer"], ("moves_per_s",))
    return {
        "meta": {"date": "2026-12-05", "server": "uvicorn", "cpus": 2, "seconds": 10},
        "baseline": [],
        "rounds": {
            "ran_peer": True,
            "reason": "",
            "rounds": 3,
            "comparisons": {
                "act_waves": {
                    "rounds": act,
                    "figures": ["moves_per_s"],
                    "medians": medians(act, ("moves_per_s",)),
                },
                "e2e_64": {"rounds": e2e, "figures": list(E2E), "medians": medians(e2e, E2E)},
            },
        },
    }


def row(found: dict[str, Any], start: str, contains: str = "") -> dict[str, Any]:
    rows = [
        r for r in target_rows(found) if r["target"].startswith(start) and contains in r["target"]
    ]
    assert len(rows) == 1, [r["target"] for r in target_rows(found)]
    return rows[0]


def test_the_end_to_end_targets_read_the_median_of_the_rounds_ratios() -> None:
    found = results()
    moves = row(found, "end-to-end", "moves/s")
    assert moves["goal"] == ">= 1.5x"
    assert moves["value"] == 1.5  # ratios 1.5, 1.0, 2.0
    assert moves["met"] is True
    assert "r1 3,000 vs 2,000 (1.50x), r2 2,000 vs 2,000 (1.00x)" in moves["measured"]
    latency = row(found, "move-to-other-seats latency p99")
    assert latency["goal"] == "<= 1.0x"
    assert latency["value"] == 0.9  # ratios 0.8, 1.2, 0.9
    assert latency["met"] is True


def test_the_act_wave_target_reads_the_rounds_and_asks_for_1_2x() -> None:
    rows = [r for r in target_rows(results()) if "act-wave" in r["target"]]
    assert len(rows) == 1
    assert rows[0]["goal"] == ">= 1.2x"
    assert rows[0]["value"] == 1.3  # ratios 1.3, 1.1, 1.5
    assert rows[0]["met"] is True


def test_the_moves_share_of_the_baseline_is_the_median_of_the_rounds_shares() -> None:
    """Each round's act waves over the baseline run just before them; section 3's single run
    over section 1's, minutes apart, is shown beside (and read alone by runs without it)."""
    found = results()
    shares = (0.55, 0.45, 0.52)
    act = found["rounds"]["comparisons"]["act_waves"]["rounds"]
    for entry, share in zip(act, shares, strict=True):
        entry["ours"]["of_baseline"] = share
    found["baseline"] = [{"concurrency": 64, "rps": 10_000.0}]
    found["moves"] = {REFERENCE.id: [{"concurrency": 64, "moves_per_s": 4_500.0, "p99_ms": 30.0}]}
    share = row(found, "move req/s vs baseline")
    assert share["value"] == 0.52
    assert share["met"] is True
    assert "r1 55%, r2 45%, r3 52%" in share["measured"]
    assert "minutes apart: 45%" in share["measured"]
    for entry in act:
        del entry["ours"]["of_baseline"]
    assert row(found, "move req/s vs baseline")["value"] == 0.45


def test_without_the_peer_the_comparison_targets_say_why() -> None:
    found = results()
    found["rounds"] = {"ran_peer": False, "reason": "node is not installed", "comparisons": {}}
    for target in target_rows(found):
        if target["target"].startswith("lobby"):  # section 11's own rounds, not these
            continue
        if "boardgame.io" in target["target"] or target["target"].startswith("end-to-end"):
            assert target["met"] is None
            assert target["measured"] == "not measured (node is not installed)"


def test_the_printed_report_shows_every_round_and_the_median() -> None:
    printed = render(results())
    assert "| e2e_64 | moves_per_s | 3,000.0 / 2,000.0 = 1.50x | 2,000.0 / 2,000.0 = 1.00x" in (
        printed
    )
    assert "| act_waves | moves_per_s |" in printed and "| 1.30x |" in printed
    assert f"| {REFERENCE.id}, 2 seats (round 3) | 64 | 4,000 |" in printed


def view(version: int, status: str = "playing") -> bytes:
    body = {"status": status, "version": version, "to_act": [1], "game_view": {"x": "a\\nb"}}
    return b"event: view\nid: %d\ndata: " % version + msgspec.json.encode(body) + b"\n\n"


def test_the_followers_stream_reads_every_view_of_a_chunked_body_cut_anywhere() -> None:
    run = Run("http://127.0.0.1:1", REFERENCE, 2, 1, seed=1, setup_connections=1)
    table = Table(run, 0, "ABC123", ["t0", "t1"])
    seat = table.seats[0]
    stream = Stream(b"", seat)
    events = b'event: events\ndata: {"since":1}\n\n'
    chunks = [b"retry: 2000\n\n", view(1), events + view(2), view(3, "finished")]
    body = b"".join(b"%x\r\n%s\r\n" % (len(chunk), chunk) for chunk in chunks)
    wire = b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n" + body
    for cut in range(0, len(wire), 7):  # fed in pieces that split lines and sizes
        stream.data_received(wire[cut : cut + 7])
    assert [version for version, _ in seat.seen] == [1, 2, 3]
    assert seat.ended and table.ended_seats == 1
    assert run.errors == 0
