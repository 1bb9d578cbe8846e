"""Game records: `GET /tables/{code}/record` once a game is over (JSON, or NDJSON by Accept)."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, Response, get
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.openapi.spec import Example
from litestar.params import HeaderParameter

from service.api.tables import CodePath
from service.http.examples import RESPONSE_EXAMPLES
from service.http.json_lines import JSON_LINES, NDJSON, JsonLines
from service.http.responses import problems
from service.players.profiles import game_record
from service.players.records import GameRecord, GameRecordHeader, ndjson_lines
from service.tables.service import TableService


class RecordsController(Controller):
    path = "/tables"
    tags = ["Players"]

    @get(
        "/{code:str}/record",
        operation_id="getRecord",
        summary="An ended game's record",
        responses={
            200: ResponseSpec(
                data_container=GameRecord,
                generate_examples=False,
                examples=[Example(summary="A rated game", value=RESPONSE_EXAMPLES["getRecord"])],
                description=(
                    "The record as JSON; with `Accept: application/x-ndjson`, NDJSON: a header "
                    "line (`GameRecordHeader`: everything but the moves, no `moves` key), then "
                    "one line per move (`RecordMove`)."
                ),
            ),
            **problems(404, 409),
        },
        opt={JSON_LINES: JsonLines(whole=GameRecord, header=GameRecordHeader)},
    )
    async def get_record(
        self,
        tables: NamedDependency[TableService],
        code: CodePath,
        accept: Annotated[
            str | None,
            HeaderParameter(
                name="Accept",
                required=False,
                max_length=256,
                description="NDJSON if it names `application/x-ndjson`, else JSON.",
            ),
        ] = None,
    ) -> Response[Any]:
        """Seats (names, player ids, bots), options, the seed (revealed now the game is over),
        every move in order with its source, the result and rating changes; kept for
        TAPETE_RECORD_TTL_DAYS after the end. Replaying the moves from the seed through the
        engine reaches the same result."""
        record = await game_record(tables, code)
        if accept is not None and NDJSON in accept:
            body = b"\n".join(ndjson_lines(record)) + b"\n"
            return Response(content=body, media_type=NDJSON)
        return Response(content=msgspec.json.encode(record), media_type="application/json")
