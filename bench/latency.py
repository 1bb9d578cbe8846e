"""Bot replies and timers through the real stack: `python -m bench.latency`.

1. Bot reply: a human's move hands the turn to a Hard bot; time until the bot's move is visible
   to a long-polling client, minus the bot's budget.
2. Timer lateness (bench.timers, in a process of its own): a human never moves; time from
   the turn deadline to the default action being visible to a long-polling client.
Bot tables run concurrently (threads), by default one per worker, so no bot waits for a worker
busy with another table's bot."""

from __future__ import annotations

import argparse
import statistics
import time
from concurrent.futures import ThreadPoolExecutor
from random import Random

import httpx

from bench.games import REFERENCE, choose_action
from bench.stack import running_stack
from bench.timers import timer_lateness_in_process

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
    """The host plays second against a Hard bot; measure `rounds` bot replies, on a new table
    whenever a game ends first (a game of the reference game gives about 16)."""
    samples: list[float] = []
    with httpx.Client(base_url=base, timeout=30) as client:
        while len(samples) < rounds:
            game = bot_replies_one_game(client, rounds - len(samples))
            if not game:
                break
            samples += game
    return samples


def bot_replies_one_game(client: httpx.Client, rounds: int) -> list[float]:
    """One table, until the game ends or `rounds` bot replies are measured."""
    samples: list[float] = []
    rng = Random(rounds)
    created = client.post(
        "/tables",
        json={
            "game": REFERENCE.id,
            "host_name": "H",
            "bots": ["hard"],
            "options": REFERENCE.options,
        },
    ).json()
    code, headers = created["code"], {"Authorization": f"Bearer {created['token']}"}
    table = client.post(f"/tables/{code}/start", headers=headers).json()
    while table["status"] == "playing" and len(samples) < rounds:
        if table["to_act"] != [1]:
            table = wait_change(client, code, headers, table["version"])
            continue
        actions = client.get(f"/tables/{code}/actions", headers=headers).json()["actions"]
        action = choose_action(actions, rng)
        sent = time.perf_counter()
        table = client.post(
            f"/tables/{code}/actions", json={"action": action}, headers=headers
        ).json()
        if 0 in table["to_act"]:
            table = wait_change(client, code, headers, table["version"])
            samples.append(time.perf_counter() - sent)
    return samples


def bot_replies_at_once(base: str, tables: int, rounds: int) -> list[float]:
    """`tables` tables at once (threads), `rounds` bot replies each; seconds from move sent."""
    with ThreadPoolExecutor(tables) as pool:
        games = pool.map(lambda _: bot_replies(base, rounds), range(tables))
        return [sample for game in games for sample in game]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--tables", type=int, help="bot tables played at once (default: one per worker)"
    )
    parser.add_argument("--rounds", type=int, default=24, help="bot replies per table")
    parser.add_argument("--timers", type=int, default=40, help="tables timing out at once")
    args = parser.parse_args()
    tables = args.tables or args.workers
    # Turn timers at 1/10 (15 s -> 1.5 s) so the run is short; lateness is unaffected.
    with running_stack(args.workers, {"TAPETE_TIME_SCALE": "0.1"}) as base:
        replies = bot_replies_at_once(base, tables, args.rounds)
        timers = timer_lateness_in_process(base, args.timers)
    beyond = [s - BUDGET_S for s in replies]
    print("| measure | n | median | p99 |\n|---|---|---|---|")
    print(f"| bot reply beyond its {BUDGET_S * 1000:.0f} ms budget ({tables} tables, "
          f"{args.workers} workers) | {len(beyond)} | {statistics.median(beyond) * 1000:.0f} ms "
          f"| {percentile(beyond, 0.99) * 1000:.0f} ms |")  # fmt: skip
    print(
        f"| timer lateness, deadline to visible ({timers.tables} tables, deadlines spread over "
        f"{timers.deadline_spread_s:.1f} s) | {timers.n} | {timers.median_ms:.0f} ms "
        f"| {timers.p99_ms:.0f} ms |"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
