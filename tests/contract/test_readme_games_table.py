"""The README's games table is one Markdown table listing every hosted game: a blank line
inside it would end the table and render the rows after it as a loose paragraph."""

from __future__ import annotations

from pathlib import Path

from service.games.registry import GAMES

README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_games_table_is_one_table_with_every_game() -> None:
    lines = README.read_text().splitlines()
    start = lines.index("| id | game | seats | rules |")
    table = []
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        table.append(line)
    rows = table[2:]
    assert [row.split("|")[1].strip(" `") for row in rows] == list(GAMES)
    for row in rows:
        game = GAMES[row.split("|")[1].strip(" `")]
        assert f"{game.min_seats}-{game.max_seats}" in row or f"| {game.max_seats} |" in row
