"""Request examples shown in the OpenAPI document."""

from __future__ import annotations

from typing import Any

from service.games.base import AnyGame
from service.games.registry import GAMES, all_examples, first_game


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


def recorded_game() -> AnyGame:
    """The game the players' and records' examples show: the first that gives a record."""
    return next((game for game in GAMES.values() if game.spec.examples.record), first_game())


GAME = recorded_game()
RECORD: dict[str, Any] = {"options": {}, "moves": [], "result": {}, **GAME.spec.examples.record}


def seats_examples() -> dict[str, dict[str, Any]]:
    """Quick play asking for `seats` (a game for three or more, if one is hosted): an exact
    count, and a range with its wait."""
    game = next((game for game in GAMES.values() if game.max_seats >= 3), None)
    if game is None:
        return {}
    return {
        "seats_exact": {
            "summary": f"{game.title}: start by itself as soon as 3 are seated",
            "value": {"game": game.id, "name": "Ana", "seats": 3},
        },
        "seats_range": {
            "summary": f"{game.title}: start at 3, or at 2 after 30 s",
            "value": {
                "game": game.id,
                "name": "Ana",
                "seats": {"min": 2, "max": 3, "wait_seconds": 30},
            },
        },
    }


REQUEST_EXAMPLES: dict[str, dict[str, Any]] = {
    "createTable": all_examples("create"),
    "joinTable": {"join": {"summary": "Join under a name", "value": {"name": "Bruno"}}},
    "quickPlay": {**all_examples("quick"), **seats_examples()},
    "createPlayer": {"player": {"summary": "A player named Ana", "value": {"name": "Ana"}}},
    "renameMe": {"rename": {"summary": "Change the display name", "value": {"name": "Ana B."}}},
    "addBot": {
        "hard": {"summary": "A Hard bot", "value": {"level": "hard"}},
        "expert": {"summary": "An Expert bot (thinks longer)", "value": {"level": "expert"}},
    },
    "updateTable": all_examples("update"),
    "act": {**all_examples("act"), **game_action_examples()},
    "createTournament": {
        "swiss": {
            "summary": "A Swiss of five rounds, two seats a table",
            "value": {
                "name": "Saturday Swiss",
                "starts_at": "2030-06-01T18:00:00Z",
                "settings": {
                    "format": "swiss",
                    "game": GAME.id,
                    "seats": GAME.min_seats,
                    "rounds": 5,
                },
            },
        },
        "arena": {
            "summary": "A one-hour arena, rated",
            "value": {
                "name": "Evening arena",
                "starts_at": "2030-06-01T20:00:00Z",
                "settings": {
                    "format": "arena",
                    "game": GAME.id,
                    "seats": GAME.max_seats,
                    "duration_minutes": 60,
                    "rated": True,
                },
            },
        },
    },
    # The admin API (docs/apps.md)
    "createApp": {
        "app": {
            "summary": "A studio's web game",
            "value": {"name": "Studio A", "origins": ["https://play.studio-a.example"]},
        },
        "settings": {
            "summary": "With its JWT settings and limits",
            "value": {
                "name": "Studio B",
                "origins": ["https://play.studio-b.example"],
                "jwt": {
                    "audience": "studio-b-game",
                    "issuer": "https://auth.studio-b.example",
                    "hs256_secrets": ["replace-with-at-least-32-random-characters"],
                },
                "limits": {"requests_per_minute": 6000, "live_tables": 500, "players": 100000},
            },
        },
    },
    "updateApp": {
        "disable": {"summary": "Disable the app", "value": {"disabled": True}},
        "rotate": {
            "summary": "Rotate the JWT secret: the old and the new one, both live",
            "value": {
                "jwt": {
                    "audience": "studio-b-game",
                    "issuer": "https://auth.studio-b.example",
                    "hs256_secrets": [
                        "the-old-secret-of-at-least-32-random-characters",
                        "the-new-secret-of-at-least-32-random-characters",
                    ],
                }
            },
        },
        "limits": {
            "summary": "Set the app's limits (one left out: unlimited)",
            "value": {"limits": {"requests_per_minute": 1200, "live_tables": 100}},
        },
    },
    "createApiKey": {
        "server": {"summary": "A key for the studio's server", "value": {"scopes": ["tables"]}}
    },
    "cancelTableAsOperator": {
        "abuse": {"summary": "After an abuse report", "value": {"reason": "abuse report"}}
    },
    "banPlayer": {
        "abuse": {"summary": "After abuse reports", "value": {"reason": "abusive table names"}}
    },
    "replayDeletions": {
        "log": {"summary": "Replay the deletions log as it is", "value": {}},
        "copy": {
            "summary": "Add a copy of a newer log first (after a restore)",
            "value": {"deletions": [{"player": "p_3f9a1c0d2b7e4a6f8c51", "at_ms": 1767225600000}]},
        },
    },
    # Apps' webhook endpoints (docs/apps.md, "Webhooks")
    "createWebhookEndpoint": {
        "ends": {
            "summary": "Finished and cancelled tables only",
            "value": {
                "url": "https://hooks.studio-a.example/tapete",
                "description": "results service",
                "event_types": ["table.finished", "table.cancelled"],
            },
        }
    },
    "updateWebhookEndpoint": {
        "enable": {"summary": "Enable it again (clears a disabling)", "value": {"enabled": True}}
    },
    "rotateWebhookSecret": {
        "hour": {
            "summary": "The old secret signs too for an hour",
            "value": {"overlap_seconds": 3600},
        }
    },
}


# Answers of the players' endpoints (docs/players.md), shown in the OpenAPI document.
PLAYER_ID = "p_3f9a1c0d2b7e4a6f8c51"
RESPONSE_EXAMPLES: dict[str, Any] = {
    "getPlayer": {
        "id": PLAYER_ID,
        "name": "Ana",
        "games": [
            {
                "game": GAME.id,
                "games": 14,
                "wins": 9,
                "draws": 0,
                "losses": 5,
                "rated_games": 12,
                "rating": 1687,
                "deviation": 338,
                "provisional": False,
            }
        ],
    },
    "getPlayerGames": {
        "games": [
            {
                "code": "K7M2QX",
                "game": GAME.id,
                "ended": "2026-05-01T18:22:03.114+00:00",
                "seat": 1,
                "standing": "win",
                "rated": True,
                "rating_before": 1650,
                "rating_after": 1687,
            }
        ],
        "next_cursor": "1777659723114",
    },
    "getLeaderboard": {
        "game": GAME.id,
        "provisional": False,
        "entries": [
            {
                "rank": 1,
                "player": PLAYER_ID,
                "name": "Ana",
                "rating": 1687,
                "deviation": 338,
                "rated_games": 12,
            }
        ],
        "next_offset": 20,
    },
}
RESPONSE_EXAMPLES["createPlayer"] = {"id": PLAYER_ID, "name": "Ana", "token": "tp_3q2-x...Qs"}
RESPONSE_EXAMPLES["getMe"] = {
    "id": PLAYER_ID,
    "name": "Ana",
    "kind": "tapete",
    "profile": RESPONSE_EXAMPLES["getPlayer"],
}
RESPONSE_EXAMPLES["rotatePlayerToken"] = {"token": "tp_Zk1...9w"}
RESPONSE_EXAMPLES["listOpenTables"] = {
    "tables": [
        {
            "code": "K7M2QX",
            "game": GAME.id,
            "host_name": "Ana",
            "seats": ["Ana"],
            "min_seats": 2,
            "max_seats": 2,
            "options": RECORD["options"],
            "rated": False,
            "created": "2026-05-01T18:02:11.402000+00:00",
        }
    ],
    "next_cursor": None,
}
RESPONSE_EXAMPLES["getRecord"] = {
    "code": "K7M2QX",
    "game": GAME.id,
    "status": "finished",
    "created": "2026-05-01T18:02:11.402+00:00",
    "ended": "2026-05-01T18:22:03.114+00:00",
    "options": RECORD["options"],
    "seats": [
        {"seat": 0, "name": "Bo", "kind": "human", "player": "p_9b0e27c1d4a35f6e8a10"},
        {"seat": 1, "name": "Ana", "kind": "human", "player": PLAYER_ID},
    ],
    "seed": "5f1c...e2",
    "started_version": 4,
    "moves": [
        {"version": 5 + index, "index": 0, "seat": 1 - index, "source": "player", "action": action}
        for index, action in enumerate(RECORD["moves"])
    ],
    "result": RECORD["result"],
    "rated": True,
    "rating_changes": [
        {"seat": 0, "player": "p_9b0e27c1d4a35f6e8a10", "before": 1500, "after": 1342},
        {"seat": 1, "player": PLAYER_ID, "before": 1500, "after": 1658},
    ],
}
