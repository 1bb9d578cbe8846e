"""README.md's "A game with curl" walk, run as written against a live `make run` stack
(`python -m service.runtime.launcher`): the shell block under that heading runs with
`bash -euo pipefail` and must exit 0, every `# ->` comment in it must be what the command before
printed, in order, and the table it leaves behind must be what its prose says (seat order,
who opens, what `events?since=0` starts with, one move of Bruno's, the cancel).

The stack uses the tests' Redis (REDIS_URL, else the session's embedded server) with a queue
of its own, so its workers see no other test's jobs. The walk needs curl (with --etag-save)
and jq; as root they are installed with apt-get when missing, else the test is skipped."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from eventually import eventually

from service.runtime.embedded_redis import free_port

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
HEADING = "## A game with curl"
ADDRESS = "B=http://127.0.0.1:8000"  # the block's first line: `make run`'s address
EXPECTED = "# -> "  # what the line before prints
CONTINUED = "#    "  # an expected output too long for one line goes on here
STARTUP_SECONDS = 90  # the machine is shared: starting Python processes can be slow
WALK_SECONDS = 180


def walk_block() -> list[str]:
    """The lines of the first ```sh block under the heading (before the next heading)."""
    lines = README.read_text().splitlines()
    start = lines.index(HEADING)
    section = []
    for line in lines[start + 1 :]:
        if line.startswith("## "):
            break
        section.append(line)
    opening = section.index("```sh")
    closing = section.index("```", opening + 1)
    return section[opening + 1 : closing]


def expected_outputs(block: list[str]) -> list[str]:
    """Each `# -> ` comment with its continuation lines, joined as the line printed."""
    outputs: list[str] = []
    following = False
    for line in block:
        if line.startswith(EXPECTED):
            outputs.append(line.removeprefix(EXPECTED))
            following = True
        elif following and line.startswith(CONTINUED):
            outputs[-1] += line.removeprefix(CONTINUED)
        else:
            following = False
    return outputs


def ensure_tools() -> None:
    missing = [tool for tool in ("curl", "jq") if shutil.which(tool) is None]
    if not missing:
        return
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        pytest.skip(
            f"the README's walk needs {' and '.join(missing)}: install it "
            "(apt-get install curl jq), or run the tests as root to have them installed"
        )
    subprocess.run(["apt-get", "update", "-qq"], check=True)
    subprocess.run(["apt-get", "install", "-y", "-qq", *missing], check=True)


@dataclass
class Stack:
    base: str
    log: Path


def tail(log: Path) -> str:
    return "\n".join(log.read_text(errors="replace").splitlines()[-40:])


@pytest.fixture(scope="module")
def stack(redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    """`make run` on a free port with the tests' Redis, once /health/ready answers 200;
    stopped with Ctrl-C's signal afterwards (killed if it does not stop)."""
    ensure_tools()
    folder = tmp_path_factory.mktemp("readme-stack")
    port = free_port()
    # Nothing of the caller's settings (a time scale, another queue): `make run`'s defaults.
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("TAPETE_") and key not in {"REDIS_URL", "QUEUE_REDIS_URL"}
    }
    env.update(
        REDIS_URL=redis_url,
        TAPETE_QUEUE_NAME=f"tapete-readme-{uuid.uuid4().hex[:8]}",
        TAPETE_HOST="127.0.0.1",
        TAPETE_PORT=str(port),
        TAPETE_DATA_DIR=str(folder / "data"),
        # A loaded machine must not turn the bot's move into its default action (which adds
        # a bot_move_overdue event to what the README shows): the bot may take its time.
        TAPETE_BOT_GRACE_SECONDS="60",
    )
    log = folder / "launcher.log"
    with log.open("ab") as sink:
        process = subprocess.Popen(
            [sys.executable, "-m", "service.runtime.launcher"],
            cwd=ROOT,
            env=env,
            stdout=sink,
            stderr=sink,
        )
    base = f"http://127.0.0.1:{port}"
    try:

        def ready() -> bool:
            assert process.poll() is None, f"make run exited:\n{tail(log)}"
            return httpx.get(f"{base}/health/ready", timeout=2).status_code == 200

        eventually(
            ready,
            timeout=STARTUP_SECONDS,
            interval=0.2,
            what="make run to be ready",
            ignoring=(httpx.HTTPError,),
            details=lambda: tail(log),
        )
        yield Stack(base, log)
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                process.kill()  # the children get SIGTERM from die_with_parent
                process.wait()


@dataclass
class Walk:
    output: list[str]
    code: str
    host: str
    bruno: str
    move: dict[str, Any]


@pytest.fixture(scope="module")
def walk(stack: Stack, tmp_path_factory: pytest.TempPathFactory) -> Walk:
    """The block run once, as written, with B pointing at the stack; then the values it read,
    for the checks over HTTP."""
    block = walk_block()
    assert block[0] == ADDRESS, "the walk starts by naming make run's address"
    folder = tmp_path_factory.mktemp("readme-walk")
    script = folder / "walk.sh"
    script.write_text(
        "\n".join([f"B={stack.base}", *block[1:]])
        + '\nprintf "%s\\n" "$CODE" "$HOST" "$BRUNO" "$MOVE" > walk.values\n'
    )
    try:
        done = subprocess.run(
            ["bash", "-euo", "pipefail", str(script)],
            cwd=folder,
            capture_output=True,
            text=True,
            timeout=WALK_SECONDS,
        )
    except subprocess.TimeoutExpired as error:
        pytest.fail(f"the walk did not end in {WALK_SECONDS} s; it printed:\n{error.stdout!r}")
    assert done.returncode == 0, (
        f"the walk exited {done.returncode}\nstdout:\n{done.stdout}\nstderr:\n{done.stderr}\n"
        f"launcher:\n{tail(stack.log)}"
    )
    code, host, bruno, move = (folder / "walk.values").read_text().splitlines()
    return Walk(done.stdout.splitlines(), code, host, bruno, json.loads(move))


def test_every_answer_is_the_one_the_readme_shows(walk: Walk) -> None:
    expected = expected_outputs(walk_block())
    assert len(expected) >= 10, expected  # the parser found the README's `# ->` comments
    remaining = iter(walk.output)
    for line in expected:
        assert any(printed == line for printed in remaining), (
            f"the README says {line!r}; the walk printed:\n" + "\n".join(walk.output)
        )


def walk_game() -> str:
    """The game the walk creates a table of (read from its create body: this shared test
    names no game, tests/contract/test_no_game_ids.py)."""
    found = re.search(r'"game": "([a-z0-9_]+)"', "\n".join(walk_block()))
    assert found, "the walk creates a table"
    return found.group(1)


def test_the_table_is_what_the_readme_says(stack: Stack, walk: Walk) -> None:
    game = walk_game()
    bruno = {"Authorization": f"Bearer {walk.bruno}"}
    view = httpx.get(f"{stack.base}/tables/{walk.code}", headers=bruno, timeout=10).json()
    # "Seats 0, 1, 2: arrivals in order, the playing host last."
    assert [seat["name"] for seat in view["seats"]] == ["Hard bot 1", "Bruno", "Ana"]
    assert [seat["kind"] for seat in view["seats"]] == ["bot", "human", "human"]
    assert [seat["host"] for seat in view["seats"]] == [False, False, True]
    assert view["you"]["seat"] == 1
    assert view["options"]["deck"] == "magical_creatures"
    assert view["options"]["turn_seconds"] == 60
    # "The host may cancel at any time: a partial result (the scores so far), no winner."
    assert view["status"] == "cancelled"
    assert view["result"]["reason"] == "cancelled"
    assert not view["result"].get("winners")

    events = httpx.get(
        f"{stack.base}/tables/{walk.code}/events",
        params={"since": 0},
        headers=bruno,
        timeout=10,
    ).json()["events"]
    types = [event["type"] for event in events]
    started = types.index("game_started")
    # "since=0 starts with the lobby's events, then the start, the deal and round 1's central
    # card, then the moves."
    assert types[:started] == ["bot_added", "player_joined", "settings_changed"]
    assert types[started + 1 : started + 5] == [f"{game}.cards_dealt"] * 3 + [
        f"{game}.central_revealed"
    ]
    assert events[started]["data"]["seats"] == [
        {"name": "Hard bot 1", "bot": "hard"},
        {"name": "Bruno", "bot": None},
        {"name": "Ana", "bot": None},
    ]
    # "each seat's dealt cards are listed to that seat only, the others read the count"
    deals = {event["data"]["seat"]: event["data"] for event in events[started + 1 : started + 4]}
    assert sorted(deals) == [0, 1, 2]
    assert len(deals[1]["cards"]) == deals[1]["count"] == 3
    assert "cards" not in deals[0] and "cards" not in deals[2]
    # "Seat 0 (the bot) opens round 1": it plays first, with a direction; then Bruno's one
    # move (the retry made no second one), the card the walk picked, without a direction.
    plays = [event["data"] for event in events if event["type"] == f"{game}.card_played"]
    assert [play["seat"] for play in plays] == [0, 1]
    assert plays[0]["direction"] in {"high", "low"}
    assert plays[1] == {"seat": 1, "card": walk.move["action"]["card"]}
    assert walk.move["action"]["direction"] is None


def test_the_readme_names_where_the_openapi_document_is(stack: Stack) -> None:
    text = README.read_text()
    top = text[: text.index("\n## ")]  # the opening lines, where `make run` is described
    assert "/docs/openapi.json" in top
    answer = httpx.get(f"{stack.base}/docs/openapi.json", timeout=10)
    assert answer.status_code == 200
    assert re.fullmatch(r"3\.1\.\d+", answer.json()["openapi"])
