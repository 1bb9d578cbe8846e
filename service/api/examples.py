"""Request examples shown in the OpenAPI document."""

from __future__ import annotations

from typing import Any

REQUEST_EXAMPLES: dict[str, dict[str, Any]] = {
    "createTable": {
        "karta3": {
            "summary": "A KARTA3 table; the host plays",
            "value": {
                "game": "karta3",
                "host_name": "Ana",
                "host_plays": True,
                "options": {
                    "deck": "solar_system",
                    "turn_seconds": 30,
                    "review_seconds": 5,
                    "force_tiebreak": False,
                },
            },
        },
        "karta3_vs_bots": {
            "summary": "The host against a Hard and an Easy bot",
            "value": {"game": "karta3", "host_name": "Ana", "bots": ["hard", "easy"]},
        },
    },
    "joinTable": {"join": {"summary": "Join under a name", "value": {"name": "Bruno"}}},
    "addBot": {"hard": {"summary": "A Hard bot", "value": {"level": "hard"}}},
    "updateTable": {
        "observe": {
            "summary": "The host observes; forced tiebreak on",
            "value": {
                "game": "karta3",
                "host_plays": False,
                "options": {"deck": "magical_creatures", "force_tiebreak": True},
            },
        },
    },
    "act": {
        "karta3_open": {
            "summary": "KARTA3 opener: card and direction together",
            "value": {
                "action": {"type": "karta3.play", "card": 17, "direction": "high"},
                "expected_version": 7,
            },
        },
        "karta3_call": {
            "summary": "KARTA3 opener: direction first (private until the card is played)",
            "value": {"action": {"type": "karta3.call", "direction": "low"}},
        },
        "karta3_follow": {
            "summary": "KARTA3: any other seat plays a card",
            "value": {"action": {"type": "karta3.play", "card": 42}},
        },
    },
}
