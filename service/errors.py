"""Domain errors: each has an HTTP status and a stable machine-readable code."""

from __future__ import annotations

from typing import Any


class TapeteError(Exception):
    """Base of every error the API reports as problem+json."""

    status = 400
    code = "bad_request"
    title = "Bad request"

    def __init__(self, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        self.extra = extra


def error_class(name: str, status: int, code: str, title: str) -> type[TapeteError]:
    return type(name, (TapeteError,), {"status": status, "code": code, "title": title})


BadRequest = error_class("BadRequest", 400, "bad_request", "Bad request")
Unauthorized = error_class("Unauthorized", 401, "unauthorized", "Missing or invalid token")
NotHost = error_class("NotHost", 403, "not_host", "Only the host may do this")
NotSeated = error_class("NotSeated", 403, "not_seated", "Only a seated player may do this")
GameNotFound = error_class("GameNotFound", 404, "game_not_found", "No such game")
TableNotFound = error_class("TableNotFound", 404, "table_not_found", "No such table")
VersionConflict = error_class("VersionConflict", 409, "version_conflict", "Stale version")
NameTaken = error_class("NameTaken", 409, "name_taken", "Name already taken")
MemberNotFound = error_class("MemberNotFound", 404, "member_not_found", "No such member")
TableFull = error_class("TableFull", 409, "table_full", "The table is full")
WrongStatus = error_class("WrongStatus", 409, "wrong_table_status", "Not possible now")
CannotStart = error_class("CannotStart", 409, "cannot_start", "The table cannot start")
UnsupportedMediaType = error_class(
    "UnsupportedMediaType", 415, "unsupported_media_type", "Send application/json"
)
NotReady = error_class("NotReady", 503, "not_ready", "Not ready")
StorageUnavailable = error_class(
    "StorageUnavailable", 503, "storage_unavailable", "Storage unavailable; retry shortly"
)
NotYourTurn = error_class("NotYourTurn", 409, "not_your_turn", "Not your turn")
IllegalMove = error_class("IllegalMove", 422, "illegal_action", "Illegal action")
GameOver = error_class("GameOver", 409, "game_over", "The game is over")
PlayerSeated = error_class("PlayerSeated", 409, "player_seated", "Player already seated")
PlayerNotFound = error_class("PlayerNotFound", 404, "player_not_found", "No such player")
RecordNotFound = error_class("RecordNotFound", 404, "record_not_found", "No record")
NotAllowed = error_class("NotAllowed", 403, "not_allowed", "Not allowed for this identity")
WrongGame = error_class("WrongGame", 409, "wrong_game", "Settings for another game")

GAME_ERRORS = {"not_your_turn": NotYourTurn, "illegal_action": IllegalMove, "game_over": GameOver}
