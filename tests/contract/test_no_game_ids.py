"""The shared layers name no game (issue #13): outside a game's own places, no tracked file
holds a registered game's id. A game lives in `service/games/<id>/`, its tests in
`tests/games/<id>/`, its rules page in `docs/`; generated files (the OpenAPI document, the
SDKs' generated code, benchmark results) and vendored code may name it too."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from service.games.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
ALLOWED = (
    "service/games/",
    "tests/games/",
    "docs/",
    "openapi/",
    "sdk/python/tapete_client/",
    "sdk/python/tapete_sdk/actions.py",  # generated from the OpenAPI document
    "sdk/typescript/src/schema.d.ts",
    "service/web/static/vendor/",
    "bench/results/",
)


def tracked_files() -> list[str]:
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True
    ).stdout.decode()
    return [
        path
        for path in listed.split("\0")
        if path and not path.startswith(ALLOWED) and not path.endswith(".md")
    ]


def test_no_shared_file_names_a_game() -> None:
    # An id as a word of its own, any case: inside a longer English word it is no match.
    ids = "|".join(re.escape(game_id) for game_id in GAMES)
    pattern = re.compile(rf"(?<![a-z])({ids})(?![a-z])", re.IGNORECASE)
    found = []
    for path in tracked_files():
        file = ROOT / path
        if not file.is_file():
            continue
        text = file.read_bytes().decode("utf-8", errors="ignore")
        found += [f"{path}: {m.group(0)}" for m in pattern.finditer(text)]
    assert found == [], "\n".join(found[:50])
