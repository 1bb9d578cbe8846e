"""Bot replies and timers through the real stack: `python -m bench.latency`.

1. Bot reply: a human's move hands the turn to a Hard bot; time until the bot's move is visible
   to a long-polling client, minus the bot's budget.
2. Timer lateness: a human never moves; time from the turn deadline to the default action
   being visible to a long-polling client.
Tables run concurrently (threads), so several bot turns of different tables overlap."""

from __future__ import annotations

import argparse
import statistics
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime

import httpx

from bench.stack import running_stack

BUDGET_S = 0.2


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def wait_change(client: httpx.Client, code: str, headers: dict[str, str], version: int) -> dict:  # type: ignore[type-arg]
    while True:
        table = client.get(
            f"/tables/{code}", params={"since": version, "wait": 10}, headers=headers
        ).json()
        if table["version"] > version:
            return table  # type: ignore[no-any-return]


def bot_replies(base: str, rounds: int) -> list[float]:
    """One table: the host plays second against a Hard bot; measure each bot reply."""
    samples = []
    with httpx.Client(base_url=base, timeout=30) as client:
        created = client.post(
            "/tables", json={"game": "karta3", "host_name": "H", "bots": ["hard"],
                             "options": {"review_seconds": 0}},
        ).json()  # fmt: skip
        code, headers = created["code"], {"Authorization": f"Bearer {created['token']}"}
        table = client.post(f"/tables/{code}/start", headers=headers).json()
        while table["status"] == "playing" and len(samples) < rounds:
            if table["to_act"] != [1]:
                table = wait_change(client, code, headers, table["version"])
                continue
            actions = client.get(f"/tables/{code}/actions", headers=headers).json()["actions"]
            action = next(a for a in actions if a["type"] == "karta3.play" and (
                a.get("direction") or len(actions) <= 3))  # fmt: skip
            sent = time.perf_counter()
            table = client.post(
                f"/tables/{code}/actions", json={"action": action}, headers=headers
            ).json()
            if 0 in table["to_act"]:
                table = wait_change(client, code, headers, table["version"])
                samples.append(time.perf_counter() - sent)
    return samples


def timer_lateness(base: str) -> float:
    """One table whose human never moves: deadline to default action visible (seconds)."""
    with httpx.Client(base_url=base, timeout=30) as client:
        created = client.post(
            "/tables", json={"game": "karta3", "host_name": "H", "host_plays": False,
                             "options": {"turn_seconds": 15, "review_seconds": 0}},
        ).json()  # fmt: skip
        code, host = created["code"], {"Authorization": f"Bearer {created['token']}"}
        ana = client.post(f"/tables/{code}/join", json={"name": "Ana"}).json()["token"]
        client.post(f"/tables/{code}/bots", json={"level": "easy"}, headers=host)
        table = client.post(f"/tables/{code}/start", headers=host).json()
        at = datetime.fromisoformat(table["deadlines"][0]["at"]).timestamp()
        table = wait_change(client, code, {"Authorization": f"Bearer {ana}"}, table["version"])
        return time.time() - at


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=8, help="tables played at once")
    parser.add_argument("--rounds", type=int, default=6, help="bot replies per table")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--timers", type=int, default=40, help="tables timing out at once")
    args = parser.parse_args()
    # Turn timers at 1/10 (15 s -> 1.5 s) so the run is short; lateness is unaffected.
    with running_stack(args.workers, {"TAPETE_TIME_SCALE": "0.1"}) as base:
        with ThreadPoolExecutor(args.tables) as pool:
            replies = [s for table in pool.map(lambda _: bot_replies(base, args.rounds),
                                               range(args.tables)) for s in table]  # fmt: skip
        with ThreadPoolExecutor(args.timers) as pool:
            late = list(pool.map(lambda _: timer_lateness(base), range(args.timers)))
    beyond = [s - BUDGET_S for s in replies]
    print("| measure | n | median | p99 |\n|---|---|---|---|")
    print(f"| bot reply beyond its {BUDGET_S * 1000:.0f} ms budget ({args.tables} tables, "
          f"{args.workers} workers) | {len(beyond)} | {statistics.median(beyond) * 1000:.0f} ms "
          f"| {percentile(beyond, 0.99) * 1000:.0f} ms |")  # fmt: skip
    print(
        f"| timer lateness, deadline to visible ({args.timers} tables at once) | {len(late)} "
        f"| {statistics.median(late) * 1000:.0f} ms | {percentile(late, 0.99) * 1000:.0f} ms |"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
