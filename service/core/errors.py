"""Domain errors: each is a class with its HTTP status, its stable machine-readable `code` and
a short title as class attributes. service/http/problems.py answers every one of them as
problem+json from these attributes alone, in one place, so a new error is one class here."""

from __future__ import annotations

from typing import Any, ClassVar


class TapeteError(Exception):
    """Base of every error the API reports as problem+json: 400 `bad_request`."""

    status: ClassVar[int] = 400
    code: ClassVar[str] = "bad_request"
    title: ClassVar[str] = "Bad request"
    retry_after: ClassVar[int | None] = None  # seconds, sent as Retry-After when set

    def __init__(self, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        self.extra = extra  # further problem members (e.g. `current_version`)


class BadRequest(TapeteError):
    """400 `bad_request`: malformed or out-of-bounds input the schema could not refuse."""

    status = 400
    code = "bad_request"
    title = "Bad request"


class Unauthorized(TapeteError):
    """401 `unauthorized`: no token, or one that is not valid for this table or player."""

    status = 401
    code = "unauthorized"
    title = "Missing or invalid token"


class NotHost(TapeteError):
    """403 `not_host`: only the host's token may do this."""

    status = 403
    code = "not_host"
    title = "Only the host may do this"


class NotSeated(TapeteError):
    """403 `not_seated`: only a seated player's token may do this."""

    status = 403
    code = "not_seated"
    title = "Only a seated player may do this"


class NotAllowed(TapeteError):
    """403 `not_allowed`: this identity may not do this (e.g. another player's record)."""

    status = 403
    code = "not_allowed"
    title = "Not allowed for this identity"


class HintsDisabled(TapeteError):
    """403 `hints_disabled`: the table was created without `hints: true`."""

    status = 403
    code = "hints_disabled"
    title = "Hints are off at this table"


class HintsNotAllowedRated(TapeteError):
    """403 `hints_not_allowed_rated`: the game counts for a rating; rated games never hint."""

    status = 403
    code = "hints_not_allowed_rated"
    title = "No hints in a rated game"


class GameNotFound(TapeteError):
    """404 `game_not_found`: this build hosts no game with that id."""

    status = 404
    code = "game_not_found"
    title = "No such game"


class TableNotFound(TapeteError):
    """404 `table_not_found`: no table with that code (never existed, or expired)."""

    status = 404
    code = "table_not_found"
    title = "No such table"


class MemberNotFound(TapeteError):
    """404 `member_not_found`: no member with that id at the table."""

    status = 404
    code = "member_not_found"
    title = "No such member"


class PlayerNotFound(TapeteError):
    """404 `player_not_found`: no player with that id."""

    status = 404
    code = "player_not_found"
    title = "No such player"


class RecordNotFound(TapeteError):
    """404 `record_not_found`: no kept record of that game (unfinished, or expired)."""

    status = 404
    code = "record_not_found"
    title = "No record"


class VersionConflict(TapeteError):
    """409 `version_conflict`: `expected_version` is stale; the problem carries
    `current_version`."""

    status = 409
    code = "version_conflict"
    title = "Stale version"


class NameTaken(TapeteError):
    """409 `name_taken`: the name is already used at this table."""

    status = 409
    code = "name_taken"
    title = "Name already taken"


class TableFull(TapeteError):
    """409 `table_full`: every seat of the table is taken."""

    status = 409
    code = "table_full"
    title = "The table is full"


class WrongStatus(TapeteError):
    """409 `wrong_table_status`: not possible in the table's current status (lobby, playing,
    finished or cancelled)."""

    status = 409
    code = "wrong_table_status"
    title = "Not possible now"


class CannotStart(TapeteError):
    """409 `cannot_start`: the seats do not allow a start (their number, or no human)."""

    status = 409
    code = "cannot_start"
    title = "The table cannot start"


class NotYourTurn(TapeteError):
    """409 `not_your_turn`: the caller's seat has nothing to decide now."""

    status = 409
    code = "not_your_turn"
    title = "Not your turn"


class GameOver(TapeteError):
    """409 `game_over`: the game has ended; no more actions."""

    status = 409
    code = "game_over"
    title = "The game is over"


class PlayerSeated(TapeteError):
    """409 `player_seated`: this player already holds a seat at the table."""

    status = 409
    code = "player_seated"
    title = "Player already seated"


class WrongGame(TapeteError):
    """409 `wrong_game`: the body's settings are for another game than the table's."""

    status = 409
    code = "wrong_game"
    title = "Settings for another game"


class UnsupportedMediaType(TapeteError):
    """415 `unsupported_media_type`: a body that is not application/json."""

    status = 415
    code = "unsupported_media_type"
    title = "Send application/json"


class IllegalMove(TapeteError):
    """422 `illegal_action`: the rules do not allow this action now."""

    status = 422
    code = "illegal_action"
    title = "Illegal action"


class InvalidSeats(TapeteError):
    """422 `invalid_seats`: quick play's `seats` range is well-formed but its `min` is over
    its `max`."""

    status = 422
    code = "invalid_seats"
    title = "Invalid seats"


class NotReady(TapeteError):
    """503 `not_ready`: the readiness probe's answer when a part is down (`checks` names it)."""

    status = 503
    code = "not_ready"
    title = "Not ready"


class StorageUnavailable(TapeteError):
    """503 `storage_unavailable`: Redis cannot serve right now; answered with Retry-After."""

    status = 503
    code = "storage_unavailable"
    title = "Storage unavailable; retry shortly"


class HintPending(TapeteError):
    """503 `hint_pending`: the hint is still being computed (the workers are busy); ask again
    after Retry-After seconds, the same computation answers then."""

    status = 503
    code = "hint_pending"
    title = "The hint is not ready yet"
    retry_after = 1


# An engine's refusal (its IllegalAction code) as the error the API answers.
GAME_ERRORS: dict[str, type[TapeteError]] = {
    NotYourTurn.code: NotYourTurn,
    IllegalMove.code: IllegalMove,
    GameOver.code: GameOver,
}


class AppRequired(TapeteError):
    """401 `app_required`: this deployment needs every request to name its app."""

    status = 401
    code = "app_required"
    title = "Name the app"


class InvalidApiKey(TapeteError):
    """401 `invalid_api_key`: an unknown or revoked API key, or an unknown app id."""

    status = 401
    code = "invalid_api_key"
    title = "Unknown or revoked API key"


class AppDisabled(TapeteError):
    """403 `app_disabled`: the app was disabled by an operator."""

    status = 403
    code = "app_disabled"
    title = "The app is disabled"


class OriginNotAllowed(TapeteError):
    """403 `origin_not_allowed`: the browser origin is not among the app's."""

    status = 403
    code = "origin_not_allowed"
    title = "Origin not allowed for this app"


class MissingScope(TapeteError):
    """403 `missing_scope`: the API key lacks the scope the operation needs (`scope` names it)."""

    status = 403
    code = "missing_scope"
    title = "The API key lacks a scope"


class OperatorOnly(TapeteError):
    """403 `operator_only`: an app's admin key on what only the operator manages (apps, keys)."""

    status = 403
    code = "operator_only"
    title = "Only the operator may do this"


class AdminDisabled(TapeteError):
    """403 `admin_disabled`: no operator token is configured (TAPETE_ADMIN_TOKEN)."""

    status = 403
    code = "admin_disabled"
    title = "The admin API is off"


class AppNotFound(TapeteError):
    """404 `app_not_found`."""

    status = 404
    code = "app_not_found"
    title = "No such app"


class KeyNotFound(TapeteError):
    """404 `key_not_found`."""

    status = 404
    code = "key_not_found"
    title = "No such API key"


class PlayerBanned(TapeteError):
    """403 `player_banned`: an operator banned this player from new tables (docs/apps.md)."""

    status = 403
    code = "player_banned"
    title = "This player is banned"


class QuotaExceeded(TapeteError):
    """429 `quota_exceeded`: the app reached one of its limits (`quota` names it:
    `requests_per_minute`, `live_tables` or `players`); answered with Retry-After, nothing
    changed."""

    status = 429
    code = "quota_exceeded"
    title = "The app reached a limit"

    def __init__(self, detail: str, quota: str, wait_seconds: int) -> None:
        super().__init__(detail, quota=quota)
        self.wait_seconds = wait_seconds  # sent as Retry-After


class InvalidJwtSettings(TapeteError):
    """422 `invalid_jwt_settings`: an app's JWT settings that cannot verify anything (a
    malformed or unsupported public key)."""

    status = 422
    code = "invalid_jwt_settings"
    title = "Invalid JWT settings"


class WebhookEndpointNotFound(TapeteError):
    """404 `webhook_endpoint_not_found`: no such endpoint in the request's app (another app's
    answers the same)."""

    status = 404
    code = "webhook_endpoint_not_found"
    title = "No such webhook endpoint"


class WebhookMessageNotFound(TapeteError):
    """404 `webhook_message_not_found`: the endpoint keeps no such message (only its last
    ones are kept)."""

    status = 404
    code = "webhook_message_not_found"
    title = "No such webhook message"


class WebhookUrlNotAllowed(TapeteError):
    """422 `webhook_url_not_allowed`: the URL breaks a rule (`rule` names it: `scheme`,
    `userinfo`, `fragment`, `malformed`, or the address's range: `loopback`, `private`,
    `link_local`, `multicast`, `reserved`, `unspecified`, `metadata`)."""

    status = 422
    code = "webhook_url_not_allowed"
    title = "This webhook URL is not allowed"


class WebhookEndpointLimit(TapeteError):
    """409 `webhook_endpoint_limit`: the app has as many endpoints as it may."""

    status = 409
    code = "webhook_endpoint_limit"
    title = "Too many webhook endpoints"


class WebhookEndpointDisabled(TapeteError):
    """409 `webhook_endpoint_disabled`: a disabled endpoint is sent nothing (enable it first)."""

    status = 409
    code = "webhook_endpoint_disabled"
    title = "The webhook endpoint is disabled"


class WebhooksUnavailable(TapeteError):
    """503 `webhooks_unavailable`: this API process has no job queue to send through."""

    status = 503
    code = "webhooks_unavailable"
    title = "Webhooks cannot be sent from here"
