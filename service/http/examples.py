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
    "renameMe": {
        "rename": {"summary": "Change the display name", "value": {"name": "Ana B."}},
        "show_presence_off": {
            "summary": "Hide your presence from your friends",
            "value": {"show_presence": False},
        },
    },
    "postChatMessage": {
        "free_text": {
            "summary": "Free text (a table with free_chat)",
            "value": {"kind": "text", "text": "gg!"},
        },
        "phrase": {"summary": "A quick phrase", "value": {"kind": "quick", "phrase": "good_luck"}},
        "reaction": {"summary": "An emote", "value": {"kind": "emote", "emote": "clap"}},
    },
    "reportChatMessage": {
        "abuse": {"summary": "Report an abusive message", "value": {"reason": "abuse"}},
        "plain": {"summary": "Without a reason (`other`)", "value": {}},
    },
    "invitePlayer": {
        "invite": {"summary": "Invite a player", "value": {"player": "p_7c1e0b2f9a3d4e5f6a7b"}}
    },
    "inviteToTournament": {
        "invite": {"summary": "Invite a player", "value": {"player": "p_7c1e0b2f9a3d4e5f6a7b"}}
    },
    "acceptInvitation": {
        "accept": {"summary": "Take the seat under your player's name", "value": {}},
        "named": {"summary": "Under another name", "value": {"name": "Bruno"}},
    },
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
        "free_chat": {
            "summary": "No free text chat at any of the app's tables",
            "value": {"free_chat": "off"},
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
    "show_presence": True,
    "profile": RESPONSE_EXAMPLES["getPlayer"],
}
RESPONSE_EXAMPLES["rotatePlayerToken"] = {"token": "tp_Zk1...9w"}
RESPONSE_EXAMPLES["invitePlayer"] = {
    "invitations": [
        {
            "id": "p_7c1e0b2f9a3d4e5f6a7b",
            "name": "Bruno",
            "by": PLAYER_ID,
            "sent_ms": 1764000000000,
            "answer": "pending",
        }
    ]
}
RESPONSE_EXAMPLES["inviteToTournament"] = RESPONSE_EXAMPLES["invitePlayer"]
RESPONSE_EXAMPLES["listMyInvitations"] = {
    "invitations": [
        {
            "code": "K7Q2XM",
            "game": GAME.id,
            "by": PLAYER_ID,
            "by_name": "Ana",
            "sent_ms": 1764000000000,
            "table_created_ms": 1763999990000,
        }
    ],
    "tournaments": [
        {
            "tournament": "tn_4f1c2a9b7e3d5c60",
            "name": "Saturday Swiss",
            "game": GAME.id,
            "by": PLAYER_ID,
            "by_name": "Ana",
            "sent_ms": 1764000100000,
        }
    ],
}
RESPONSE_EXAMPLES["getNotifications"] = {
    "version": 3,
    "unread": 1,
    "notifications": [
        {
            "id": 3,
            "kind": "tournament_round",
            "created_ms": 1764000200000,
            "read": True,
            "table": "M3PX7Q",
            "game": GAME.id,
            "tournament": "tn_4f1c2a9b7e3d5c60",
            "round": 2,
        },
        {
            "id": 2,
            "kind": "invited",
            "created_ms": 1764000000000,
            "read": False,
            "table": "K7Q2XM",
            "game": GAME.id,
            "by": PLAYER_ID,
            "by_name": "Ana",
        },
    ],
}
RESPONSE_EXAMPLES["getFriends"] = {
    "friends": [
        {
            "id": "p_7c1e0b2f9a3d4e5f6a7b",
            "name": "Bruno",
            "since_ms": 1764000000000,
            "presence": {"state": "playing", "table": "K7M2QX", "game": GAME.id},
        },
        {
            "id": "p_2d4f6a8c0e1b3d5f7a9c",
            "name": "Dora",
            "since_ms": 1763900000000,
            "presence": {"state": "away"},
        },
    ],
    "incoming": [{"id": "j_mfrggzdfmztwq2lk", "name": "Carla", "since_ms": 1764100000000}],
    "outgoing": [],
    "blocked": [],
}
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

CHAT_REPORT_MESSAGE = {
    "number": 7,
    "created_ms": 1777659700114,
    "name": "Bo",
    "role": "player",
    "to": "all",
    "seat": 0,
    "text": "you ****** cheat",
    "player": "p_9b0e27c1d4a35f6e8a10",
    "member": 1,
}
RESPONSE_EXAMPLES["reportChatMessage"] = {
    "id": "cr_5d0c2a9e71b4f386",
    "code": "K7M2QX",
    "number": 7,
    "reason": "abuse",
    "created_ms": 1777659723114,
}
RESPONSE_EXAMPLES["listChatReports"] = {
    "reports": [
        {
            "id": "cr_5d0c2a9e71b4f386",
            "app": "app_1f2e3d4c5b6a7988",
            "code": "K7M2QX",
            "game": GAME.id,
            "table_created_ms": 1777658531402,
            "created_ms": 1777659723114,
            "reason": "abuse",
            "reporter": {
                "name": "Ana",
                "role": "player",
                "seat": 1,
                "member": 2,
                "player": PLAYER_ID,
            },
            "message": CHAT_REPORT_MESSAGE,
            "context": [
                {
                    **CHAT_REPORT_MESSAGE,
                    "number": 6,
                    "created_ms": 1777659690001,
                    "name": "Ana",
                    "seat": 1,
                    "text": "nice move",
                    "player": PLAYER_ID,
                    "member": 2,
                }
            ],
            "handled": None,
        }
    ],
    "next": "001777659723114:cr_5d0c2a9e71b4f386",
}
