"""Real RQ workers: a human against three Hard bots who goes idle (issue scenario), and workers
killed with SIGKILL mid-game lose no table and leave none stuck."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from conftest import ROOT, worker_env
from eventually import eventually
from support import create_table, play_out, start, view

from service.core.settings import Settings
from tests.gamepicks import reference

ROUNDS = {2: 20, 3: 15, 4: 12, 5: 10}


def test_a_human_idles_against_three_hard_bots_and_the_game_ends_as_C6_says(
    client: Any, worker: subprocess.Popen[bytes]
) -> None:
    created = client.post(
        "/tables",
        json={"game": reference().id, "host_name": "Ana", "bots": ["hard", "hard", "hard"],
              "options": {"turn_seconds": 15, "review_seconds": 1}},
    ).json()  # fmt: skip
    code, ana = created["code"], created["token"]
    start(client, code, ana)
    timeouts_seen = []

    def over() -> dict[str, Any] | None:
        table = view(client, code, ana)  # Ana watches but never acts
        timeouts_seen.append(table["seats"][3]["timeouts"])
        if table["status"] != "playing":
            return table
        client.get(f"/tables/{code}", params={"since": table["version"], "wait": 1})
        return None

    # The long-poll paces the checks: no pause between them.
    table = eventually(over, timeout=60, interval=0, what="the game to end")
    assert table["status"] == "finished"
    assert table["seats"][3]["automatic"] is True and max(timeouts_seen) == 2
    assert table["result"]["reason"] == "all_automatic" and not table["result"].get("winners")
    assert table["game_view"]["trick"] == []
    events = client.get(f"/tables/{code}/events").json()["events"]
    assert [e["data"]["automatic"] for e in events if e["type"] == "turn_timed_out"] == [
        False, True,
    ]  # fmt: skip


def spawn_worker(settings: Settings) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "workers.main"], cwd=ROOT, env=worker_env(settings)
    )


def test_workers_killed_mid_job_lose_no_table_and_leave_none_stuck(
    client: Any, settings: Settings
) -> None:
    chaos = settings
    workers = [spawn_worker(chaos), spawn_worker(chaos)]
    stop = threading.Event()

    def kill_and_respawn() -> None:
        index = 0
        while not stop.wait(0.7):
            victim = workers[index % 2]
            os.kill(victim.pid, signal.SIGKILL)
            victim.wait()
            workers[index % 2] = spawn_worker(chaos)
            index += 1

    killer = threading.Thread(target=kill_and_respawn)
    killer.start()
    try:
        games = []
        for seats in (2, 3, 4):  # Hard bots think 200 ms a move: kills land mid-job
            code, host = create_table(client, turn_seconds=60)
            for _ in range(seats - 1):
                client.post(
                    f"/tables/{code}/bots", json={"level": "hard"},
                    headers={"Authorization": f"Bearer {host}"},
                )  # fmt: skip
            start(client, code, host)
            games.append((code, host, seats))
        with ThreadPoolExecutor(len(games)) as pool:  # every human answers in time
            results = list(
                pool.map(lambda game: play_out(client, game[0], {game[2] - 1: game[1]}), games)
            )
        for finished, (_, _, seats) in zip(results, games, strict=True):
            assert finished["status"] == "finished"
            assert finished["result"]["reason"] != "all_automatic"
            assert sum(finished["game_view"]["scores"]) == seats * ROUNDS[seats]
    finally:
        stop.set()
        killer.join()
        for process in workers:
            process.kill()
            process.wait()


def test_an_expert_bot_opens_through_the_worker(
    client: Any, worker: subprocess.Popen[bytes]
) -> None:
    """Expert is searched with its own budget (TAPETE_BOT_EXPERT_BUDGET_MS) by the worker and
    its move goes through the table like any seat's."""
    created = client.post(
        "/tables", json={"game": reference().id, "host_name": "Ana", "bots": ["expert"]}
    ).json()
    code, ana = created["code"], created["token"]
    table = start(client, code, ana)
    assert table["seats"][0]["bot_level"] == "expert" and table["to_act"] == [0]
    due = table["version"]

    def opened() -> dict[str, Any] | None:
        # A long-poll past the version the bot is due at answers once it has moved.
        client.get(f"/tables/{code}", params={"since": due, "wait": 1})
        now = view(client, code, ana)
        return None if now["to_act"] == [0] else now

    table = eventually(opened, timeout=30, interval=0, what="the expert's opening move")
    assert table["to_act"] == [1]
