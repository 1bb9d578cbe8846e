"""Playing: poll a table (ETag, long-poll), list legal actions, act, read events."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.di import NamedDependency
from litestar.params import HeaderParameter, Parameter

from service.api.auth import SEAT_TOKEN, WATCH_TOKEN
from service.api.tables import CodePath, tables_of
from service.games.registry import GAMES
from service.http.answers import Answer, AnswerResponse, json_answer
from service.http.bodies import Act, GameAction
from service.http.fast_path import HOT
from service.http.responses import problems
from service.tables.hints import HintService
from service.tables.service import TableService
from service.tables.views import TableView


class LegalActions(msgspec.Struct):
    """What your seat may send now, exactly as `POST .../actions` takes it, in the engine's
    order (a game whose turn may be split lists the complete actions first; see the
    `listActions` operation and docs/api.md, Acting)."""

    version: int
    actions: list[GameAction]


class Hint(msgspec.Struct):
    """The Hard bot's suggestion for your seat at `version`: one of your legal actions, exactly
    as `POST .../actions` takes it (send it with `expected_version` = `version` to be sure it
    applies to the position it was computed for)."""

    version: int
    seat: int
    action: GameAction
    budget_ms: int  # the thinking time it was computed within (the Hard bots' budget)


class EventRecord(msgspec.Struct):
    version: int
    type: str
    data: dict[str, Any]


class EventsPage(msgspec.Struct):
    """Events after `since`, redacted for the caller (C4), in the order things happened. Ask
    again with `since=last_version`. From `since=0`: the lobby, `game_started`, then the game's
    opening events (the deal, each hand only to its seat; the first public cards)."""

    version: int
    last_version: int
    events: list[EventRecord]


_encode = msgspec.json.Encoder().encode


async def legal_actions_answer(tables: TableService, code: str, token: str) -> Answer:
    """listActions' answer (also served by the fast path, service/http/fast_path.py)."""
    version, actions = await tables.legal_actions(code, token)
    return json_answer(_encode(LegalActions(version=version, actions=actions)))


async def act_answer(
    tables: TableService,
    code: str,
    token: str,
    idempotency_key: str | None,
    payload: Act,
) -> Answer:
    """act's answer: the caller's new view, stored for retries of the same Idempotency-Key
    (also served by the fast path, service/http/fast_path.py)."""
    view = await tables.act(code, token, payload.action, payload.expected_version, idempotency_key)
    return json_answer(view)


class PlayController(Controller):
    path = "/tables/{code:str}"
    tags = ["Play"]

    @get(
        "/actions",
        operation_id="listActions",
        summary="List your seat's legal actions",
        description=" ".join(
            [
                "Every action your seat may send now, exactly as `POST .../actions` takes it "
                "(empty when no decision of yours is pending).",
                *(game.spec.acting_note for game in GAMES.values() if game.spec.acting_note),
            ]
        ),
        responses=problems(401, 404),
        dependencies=SEAT_TOKEN,
        opt={HOT: legal_actions_answer},
    )
    async def list_actions(
        self, request: Request[Any, Any, Any], code: CodePath, token: NamedDependency[str]
    ) -> Response[LegalActions]:
        """Every action your seat may send now (empty when it is not your turn), in the order
        the description gives; see docs/api.md, Acting."""
        return AnswerResponse(await legal_actions_answer(tables_of(request), code, token))

    @post(
        "/actions",
        operation_id="act",
        summary="Play an action",
        status_code=200,
        opt={HOT: act_answer, "body": Act},
        responses=problems(400, 401, 403, 404, 409, 413, 415, 422),
        dependencies=SEAT_TOKEN,
    )
    async def act(
        self,
        request: Request[Any, Any, Any],
        code: CodePath,
        token: NamedDependency[str],
        payload: NamedDependency[Act],
        idempotency_key: Annotated[
            str | None,
            HeaderParameter(
                name="Idempotency-Key",
                required=False,
                min_length=1,
                max_length=128,
                description="Retry safely: a repeated key gets the first answer, not a 2nd move.",
            ),
        ] = None,
    ) -> Response[TableView]:
        """Send one of your legal actions. Answers your new view."""
        answer = await act_answer(tables_of(request), code, token, idempotency_key, payload)
        return AnswerResponse(answer)

    @get(
        "/hint",
        operation_id="getHint",
        summary="Ask for a hint for your seat",
        description=(
            "The Hard bot's suggested action for your own seat, computed by a worker from what "
            "your seat knows only (never the hidden cards), within the Hard bots' thinking "
            "budget; the answer is one of your legal actions, as `POST .../actions` takes it. "
            "Only at a table created with `hints: true`, never in a rated game "
            "(403 `hints_disabled`, `hints_not_allowed_rated`), only for a seat with a "
            "decision pending (409 `not_your_turn`, `game_over`); it needs a seat's token "
            "(none: 401 `unauthorized`; an observing host's: 403 `not_seated`). Asking again "
            "at the same version gets the same answer. If the workers are busy past the "
            "budget: 503 `hint_pending` with Retry-After."
        ),
        responses=problems(401, 403, 404, 409, 503),
        dependencies=SEAT_TOKEN,
    )
    async def get_hint(
        self, hints: NamedDependency[HintService], code: CodePath, token: NamedDependency[str]
    ) -> Response[Hint]:
        """A suggestion for your seat (docs/api.md, Hints)."""
        hint = await hints.ask(code, token)
        body = msgspec.json.encode(
            {
                "version": hint.version,
                "seat": hint.seat,
                "action": msgspec.Raw(hint.action),
                "budget_ms": hint.budget_ms,
            }
        )
        return AnswerResponse(json_answer(body))

    @get(
        "/events",
        operation_id="listEvents",
        summary="Read what happened since a version",
        description=(
            "Events after `since`, redacted for the caller (a seat sees its own dealt and drawn "
            "cards, nobody else's), in the order things happened: a timeout comes before the "
            "move it caused, and a move the rules take back (a foul) shows only the foul "
            "and its penalty. From `since=0`: the lobby, `game_started`, then the game's "
            "opening events (the deal, the first public cards). Every end is an event: the "
            "game's own, `game_over` (everyone automatic), `table_cancelled`, `game_aborted` or "
            "`seat_forfeited`; docs/api.md lists each with the `result` it leaves."
        ),
        responses=problems(401, 404),
        dependencies=WATCH_TOKEN,
    )
    async def list_events(
        self,
        tables: NamedDependency[TableService],
        code: CodePath,
        token: NamedDependency[str | None],
        since: Annotated[
            int, Parameter(ge=0, le=2**53, description="Events after this version.")
        ] = 0,
        limit: Annotated[
            int, Parameter(ge=1, le=1000, description="At most this many versions.")
        ] = 200,
    ) -> EventsPage:
        """Rounds resolved, cards played and drawn (your own draws only), the result."""
        version, last, shown = await tables.events(code, token, since, limit)
        records = [EventRecord(v, kind, data) for v, kind, data in shown]
        return EventsPage(version=version, last_version=last, events=records)
