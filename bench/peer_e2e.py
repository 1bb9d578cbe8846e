"""boardgame.io's side of the interleaved rounds (bench/rounds.py): its act-wave figure (load.js
`play`, as section 10 runs it) and its end-to-end figure (load.js `follow`: every seat follows
its match by the socket transport and moves when an update says it is its turn, `tables` matches
in flight, new ones made as matches end; bench/e2e.py is Tapete's side).

The peer's code is bench/peer-e2e, a copy of the shared peer (same boardgame.io version, same
game "highcard", same pins) whose load.js adds the `follow` mode. Like section 10's, it is
copied into a cache folder and its `node_modules` installed there once (npm, by package
name, the same command as the shared peer's run.sh); each round starts a fresh server (the
in-memory store only grows), warms it up as run.sh does, then runs the loads."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.e2e import warmup_seconds
from bench.peer_bgio import NPM_INSTALL, WARMUP, Peer, read_json
from bench.stack import wait_ready
from service.runtime.embedded_redis import free_port
from service.runtime.launcher import stop_processes

SOURCE = Path(__file__).resolve().parent / "peer-e2e"
CLIENTS = ("official", "raw")  # boardgame.io's figure is the faster client's, as in section 10
RUN_TIMEOUT_S = 300


def prepare() -> Peer:
    """The working copy with boardgame.io installed (untimed, before any round); folder None
    and the reason when it cannot run."""
    if shutil.which("node") is None:
        return Peer(None, "node is not installed")
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    copy = cache / "tapete-bench" / "peer-e2e"
    copy.mkdir(parents=True, exist_ok=True)
    for item in SOURCE.iterdir():
        if item.is_file():
            shutil.copy2(item, copy / item.name)
    if not (copy / "node_modules" / "boardgame.io").is_dir():
        if shutil.which("npm") is None:
            return Peer(None, "npm is not installed (needed once to install boardgame.io)")
        done = subprocess.run(NPM_INSTALL, cwd=copy, capture_output=True, text=True)
        if done.returncode != 0:
            tail = " / ".join(done.stderr.strip().splitlines()[-3:])
            return Peer(None, f"npm install failed: {tail}")
    return Peer(copy, "")


@dataclass
class PeerServer:
    """A running boardgame.io server of the working copy `copy`."""

    copy: Path
    url: str
    pid: int
    out: Path  # where the load files go

    def load(self, label: str, *options: str) -> dict[str, Any]:
        """One `node load.js ...` run against this server; its JSON."""
        path = self.out / f"{label}.json"
        command = ["node", "load.js", *options, "--label", label, "--out", str(path)]
        command += ["--url", self.url, "--server-pid", str(self.pid)]
        done = subprocess.run(
            command,
            cwd=self.copy,
            env={**os.environ, "NODE_ENV": "production"},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            timeout=RUN_TIMEOUT_S,
        )
        run = read_json(path)
        if done.returncode != 0 or run is None:
            tail = " / ".join(done.stderr.strip().splitlines()[-3:])
            raise RuntimeError(f"load.js {label} exited with {done.returncode}: {tail}")
        return run


@contextmanager
def peer_server(copy: Path, out: Path) -> Iterator[PeerServer]:
    """A fresh server (NODE_ENV=production, as run.sh), warmed up by run.sh's warm-up play."""
    out.mkdir(parents=True, exist_ok=True)
    port = free_port()
    env = {**os.environ, "PORT": str(port), "NODE_ENV": "production"}
    with (out / "server.log").open("ab") as sink:
        process = subprocess.Popen(
            ["node", "server.js"], cwd=copy, env=env, stdout=sink, stderr=subprocess.STDOUT
        )
    try:
        url = f"http://127.0.0.1:{port}"
        wait_ready(url + "/games", process)
        server = PeerServer(copy, url, process.pid, out)
        server.load("warmup-play", "play", *WARMUP)
        yield server
    finally:
        stop_processes([process])


def best(runs: dict[str, dict[str, Any]]) -> tuple[str, dict[str, Any]]:
    """The faster client's run (moves/s), as section 10 takes boardgame.io's figure."""
    return max(runs.items(), key=lambda item: float(item[1]["moves_per_s"]))


def each_client(server: PeerServer, stem: str, *options: str) -> dict[str, dict[str, Any]]:
    """One load.js run per client (label: `stem`, `-raw` added for the bare client)."""
    runs = {}
    for client in CLIENTS:
        label = stem + ("" if client == "official" else "-raw")
        runs[label] = server.load(label, *options, "--client", client)
    return runs


def act_waves(server: PeerServer, concurrency: int, seconds: float) -> dict[str, Any]:
    """Section 10's figure in one round: 2-player matches, `concurrency` in flight, each client;
    as many matches as the warm-up's rate plays in about `seconds` (at least two waves)."""
    warmup = read_json(server.out / "warmup-play.json") or {}
    rate, per_match = float(warmup.get("moves_per_s") or 1000.0), 58
    matches = max(2 * concurrency, round(seconds * rate / per_match))
    options = ("--players", "2", "--concurrency", str(concurrency), "--matches", str(matches))
    runs = each_client(server, f"play-p2-c{concurrency}", "play", *options)
    name, run = best(runs)
    return {
        "moves_per_s": float(run["moves_per_s"]),
        "p99_ms": run["move_latency"]["p99_ms"],
        "run": name,
        "matches": matches,
        "runs": runs,
    }


def follow(server: PeerServer, tables: int, seconds: float) -> dict[str, Any]:
    """The end-to-end figure: 2-player matches followed by every seat, `tables` in flight for
    `seconds` after a warm-up, each client; the faster client's moves/s, matches/s and
    latency to the other player."""
    warmup = warmup_seconds(seconds)  # as Tapete's side
    options = ("--players", "2", "--concurrency", str(tables), "--seconds", str(seconds))
    runs = each_client(server, f"follow-p2-c{tables}", "follow", *options, "--warmup", str(warmup))
    name, run = best(runs)
    return {
        "moves_per_s": float(run["moves_per_s"]),
        "games_per_s": float(run["matches_per_s"]),
        "games_per_s_steady": float(run["matches_per_s_steady"]),
        "latency_p50_ms": run["other_seats_latency"]["p50_ms"],
        "latency_p99_ms": run["other_seats_latency"]["p99_ms"],
        "run": name,
        "runs": runs,
    }
