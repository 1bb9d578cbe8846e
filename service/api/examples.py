"""Request examples shown in the OpenAPI document."""

from __future__ import annotations

from typing import Any

from service.games.registry import GAMES, all_examples


def game_action_examples() -> dict[str, dict[str, Any]]:
    """One `act` example per action of every game that lists them (`examples.actions`, keyed by
    tag or by a name for a second example of a tag), summarized by the first sentence of the
    action's docstring."""
    examples: dict[str, dict[str, Any]] = {}
    for game in GAMES.values():
        docs = {action.__struct_config__.tag: action.__doc__ or "" for action in game.actions}
        for name, action in game.spec.examples.actions.items():
            doc = docs[action["type"]]
            summary = " ".join(doc.split()).split(". ")[0].split(": ")[0].rstrip(".")
            examples[name.replace(".", "_")] = {
                "summary": f"{game.title}: {summary}",
                "value": {"action": action},
            }
    return examples


REQUEST_EXAMPLES: dict[str, dict[str, Any]] = {
    "createTable": all_examples("create"),
    "joinTable": {"join": {"summary": "Join under a name", "value": {"name": "Bruno"}}},
    "addBot": {"hard": {"summary": "A Hard bot", "value": {"level": "hard"}}},
    "updateTable": all_examples("update"),
    "act": {**all_examples("act"), **game_action_examples()},
}
