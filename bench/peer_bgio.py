"""The boardgame.io peer benchmark, run after Tapete's own sections in the same `make bench`, so
the comparison is always from one run on one machine.

The peer is not part of this repository: it lives in `shared/tools/peer-bgio` beside the
checkout (found from the repository's parent, or from the parent of the main checkout when
this is a git worktree), or wherever BENCH_BGIO_DIR points. Without it, or without node, the
section is skipped with the reason. Its folder may be read-only, so it is copied into a cache
folder first (its `node_modules` kept there between runs); its own `run.sh` does the rest.

`python -m bench.ab --peers` runs only the play part, several times (`prepare_play`,
`run_play`)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.stack import wait_ready
from service.runtime.embedded_redis import free_port
from service.runtime.launcher import stop_processes

REPO = Path(__file__).resolve().parent.parent
PEER = Path("shared") / "tools" / "peer-bgio"
FULL_TIMEOUT_S = 600
QUICK_TIMEOUT_S = 240
# The runs the report uses: 2 players, 64 matches in flight, the official client and the bare
# socket.io client (whichever is faster is boardgame.io's figure).
PLAY_RUNS = ("play-p2-c64", "play-p2-c64-raw")


@dataclass(frozen=True)
class Peer:
    folder: Path | None
    reason: str  # why it cannot run ("" when it can)


def candidates() -> list[Path]:
    """BENCH_BGIO_DIR, else `shared/tools/peer-bgio` beside this checkout or beside the main
    checkout of this worktree."""
    override = os.environ.get("BENCH_BGIO_DIR")
    if override:
        return [Path(override)]
    roots = [REPO.parent]
    common = subprocess.run(
        ["git", "-C", str(REPO), "rev-parse", "--path-format=absolute", "--git-common-dir"],
        capture_output=True,
        text=True,
    ).stdout.strip()
    if common:
        roots.append(Path(common).parent.parent)  # <main checkout>/.git -> its parent
    return [root / PEER for root in dict.fromkeys(roots)]


def locate(tools: tuple[str, ...] = ("node", "bash", "wrk", "curl")) -> Peer:
    folder = next((path for path in candidates() if (path / "run.sh").is_file()), None)
    if folder is None:
        where = ", ".join(str(path) for path in candidates())
        return Peer(None, f"no peer benchmark at {where} (set BENCH_BGIO_DIR)")
    for tool in tools:
        if shutil.which(tool) is None:
            return Peer(None, f"{tool} is not installed")
    if shutil.which("npm") is None and not (folder / "node_modules").is_dir():
        return Peer(None, "npm is not installed (needed once to install boardgame.io)")
    return Peer(folder, "")


def working_copy(folder: Path) -> Path:
    """The peer's files copied into a writable cache folder; `node_modules` stays between runs."""
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    target = cache / "tapete-bench" / "peer-bgio"
    target.mkdir(parents=True, exist_ok=True)
    for item in folder.iterdir():
        if item.name in ("node_modules", "results"):
            continue
        if item.is_dir():
            shutil.copytree(item, target / item.name, dirs_exist_ok=True)
        else:
            shutil.copy2(item, target / item.name)
    return target


def read_json(path: Path) -> dict[str, Any] | None:
    try:
        data: dict[str, Any] = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    return data


def summarise(results: Path) -> dict[str, Any]:
    """The figures the report uses, plus every result file as the peer wrote it."""
    runs = {path.stem: read_json(path) for path in sorted(results.glob("*.json"))}
    plays: dict[str, dict[str, Any]] = {name: run for name in PLAY_RUNS if (run := runs.get(name))}
    best = max(plays.items(), key=lambda item: item[1]["moves_per_s"], default=None)
    summary: dict[str, Any] = {"ran": True, "runs": runs}
    if best is not None:
        name, play = best
        summary |= {
            "moves_per_s_c64": play["moves_per_s"],
            "moves_run": name,
            "move_p99_ms_c64": play.get("move_latency", {}).get("p99_ms"),
            "server_cpu_cores_c64": play.get("server_cpu_cores"),
        }
    return summary


def run_peer(quick: bool, log: Any) -> dict[str, Any]:
    """Run the peer benchmark (QUICK=1 for a quick run); a dict with `ran` and either the
    figures or the reason it did not run."""
    peer = locate()
    if peer.folder is None:
        log(f"  boardgame.io peer skipped: {peer.reason}")
        return {"ran": False, "reason": peer.reason}
    copy = working_copy(peer.folder)
    results = copy / "results"
    env = {
        **os.environ,
        "BGIO_PORT": str(free_port()),
        "BASELINE_PORT": str(free_port()),
        "RESULTS_DIR": str(results),
        "QUICK": "1" if quick else "0",
    }
    timeout = QUICK_TIMEOUT_S if quick else FULL_TIMEOUT_S
    output = copy / "run.log"
    try:
        with output.open("w") as out:
            done = subprocess.run(
                ["bash", "run.sh"],
                cwd=copy,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                timeout=timeout,
            )
    except subprocess.TimeoutExpired:
        reason = f"run.sh took more than {timeout} s (its output: {output})"
        log(f"  boardgame.io peer failed: {reason}")
        return {"ran": False, "reason": reason}
    if done.returncode != 0:
        tail = output.read_text().strip().splitlines()[-3:]
        reason = f"run.sh exited with {done.returncode}: {' / '.join(tail)}"
        log(f"  boardgame.io peer failed: {reason}")
        return {"ran": False, "reason": reason}
    summary = summarise(results)
    summary["quick"] = quick
    table = results / "table.txt"
    summary["table"] = table.read_text() if table.is_file() else ""
    if "moves_per_s_c64" in summary:
        log(
            f"  boardgame.io: {summary['moves_per_s_c64']:,.0f} moves/s at 64 matches in flight "
            f"({summary['moves_run']})"
        )
    return summary


# What bench.ab runs: run.sh's play part alone, on a fresh server each time.
NPM_INSTALL = ("npm", "install", "--no-audit", "--no-fund", "--no-package-lock")  # as run.sh
WARMUP = ("--players", "2", "--concurrency", "16", "--matches", "64")  # run.sh's play warm-up
PLAY_TIMEOUT_S = 600


def prepare_play() -> Peer:
    """The peer's working copy with boardgame.io installed (untimed, before any round); folder
    None and the reason when it cannot run. The play part needs only node (and npm once)."""
    peer = locate(("node",))
    if peer.folder is None:
        return peer
    copy = working_copy(peer.folder)
    if not (copy / "node_modules" / "boardgame.io").is_dir():
        if shutil.which("npm") is None:
            return Peer(None, "npm is not installed (needed once to install boardgame.io)")
        done = subprocess.run(NPM_INSTALL, cwd=copy, capture_output=True, text=True)
        if done.returncode != 0:
            tail = " / ".join(done.stderr.strip().splitlines()[-3:])
            return Peer(None, f"npm install failed: {tail}")
    return Peer(copy, "")


def run_play(
    copy: Path, concurrency: int, matches: int | None, seconds: float, out: Path
) -> dict[str, Any]:
    """run.sh's play part at `concurrency` matches in flight: a fresh server, its warm-up, then
    `matches` 2-player matches with the official client and then with the bare socket.io
    client (run.sh's order: the in-memory store only grows, so the order is fixed). matches
    None: as many as the warm-up's rate plays in about `seconds` (at least two waves).
    Returns {"ran": True, "matches": ..., "runs": {label: load.js's JSON}} or {"ran": False,
    "reason": ...}."""
    out.mkdir(parents=True, exist_ok=True)
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    env = {**os.environ, "PORT": str(port), "NODE_ENV": "production"}  # NODE_ENV as run.sh
    with (out / "server.log").open("ab") as sink:
        server = subprocess.Popen(
            ["node", "server.js"], cwd=copy, env=env, stdout=sink, stderr=subprocess.STDOUT
        )
    try:
        wait_ready(url + "/games", server)

        def play(label: str, *options: str) -> dict[str, Any]:
            path = out / f"{label}.json"
            command = ["node", "load.js", "play", *options, "--label", label, "--out", str(path)]
            command += ["--url", url, "--server-pid", str(server.pid)]
            done = subprocess.run(
                command,
                cwd=copy,
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                text=True,
                timeout=PLAY_TIMEOUT_S,
            )
            run = read_json(path)
            if done.returncode != 0 or run is None:
                tail = " / ".join(done.stderr.strip().splitlines()[-3:])
                raise RuntimeError(f"load.js {label} exited with {done.returncode}: {tail}")
            return run

        warmup = play("warmup-play", *WARMUP)
        if matches is None:
            per_match = warmup["moves"] / warmup["matches"]
            matches = max(2 * concurrency, round(seconds * warmup["moves_per_s"] / per_match))
        runs = {}
        for client in ("official", "raw"):
            label = f"play-p2-c{concurrency}" + ("" if client == "official" else "-raw")
            runs[label] = play(
                label, "--players", "2", "--concurrency", str(concurrency),
                "--matches", str(matches), "--client", client,
            )  # fmt: skip
    except (RuntimeError, subprocess.TimeoutExpired) as error:
        return {"ran": False, "reason": str(error)}
    finally:
        stop_processes([server])
    return {"ran": True, "matches": matches, "runs": runs}
